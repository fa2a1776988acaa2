//! What the race games share above the core: throwing sticks and their
//! chances, the table of throws, what a throw did, the paths pieces run, and
//! Seig's state beyond its board. Grid games never name it.

pub mod situation;
pub mod sticks;
pub mod throw_facts;
pub mod throw_kind;
pub mod throw_table;

pub use situation::{RacePath, SeigSituation};
pub use sticks::{probability, Throw};
pub use throw_facts::{Release, ThrowFacts};
pub use throw_kind::ThrowKind;
pub use throw_table::{ThrowRow, ThrowTable};
