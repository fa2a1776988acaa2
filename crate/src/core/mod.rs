//! Types shared by every game: sides, squares, outcomes, errors, the random stream.

pub mod bits;
pub mod board_view;
pub mod error;
pub mod grid;
pub mod js_number;
pub mod kind;
pub mod move_facts;
pub mod move_words;
pub mod options;
pub mod outcome;
pub mod phase;
pub mod refusal;
pub mod rng;
pub mod seed;
pub mod side;
pub mod situation;
pub mod throw_kind;
pub mod throw_table;

pub use board_view::{BoardView, HolePlace, Played, Throw};
pub use error::Error;
pub use grid::Grid;
pub use kind::{Capabilities, Kind, MoveShape};
pub use move_facts::{MoveFacts, MoveParts, Release, ThrowFacts};
pub use move_words::MoveWords;
pub use outcome::{Cause, Outcome, Reason};
pub use phase::Phase;
pub use refusal::{CommonRefusal, Refusal};
pub use rng::Rng;
pub use seed::Seed;
pub use side::Side;
pub use situation::{Act, Barrier, Blocked, SeigSituation, Situation};
pub use throw_kind::ThrowKind;
pub use throw_table::{ThrowRow, ThrowTable};
