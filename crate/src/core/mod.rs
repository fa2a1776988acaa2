//! Types shared by every game: sides, squares, outcomes, errors, the random stream.

pub mod bits;
pub mod board_view;
pub mod error;
pub mod grid;
pub mod js_number;
pub mod kind;
pub mod move_parts;
pub mod move_words;
pub mod options;
pub mod outcome;
pub mod phase;
pub mod refusal;
pub mod rng;
pub mod seed;
pub mod setup;
pub mod setup_refusal;
pub mod side;
pub mod situation;

pub use board_view::{BoardView, HolePlace};
pub use error::Error;
pub use grid::Grid;
pub use kind::{Capabilities, Kind, MoveShape};
pub use move_parts::MoveParts;
pub use move_words::MoveWords;
pub use outcome::{Cause, Outcome, Reason};
pub use phase::Phase;
pub use refusal::{CommonRefusal, Refusal};
pub use rng::Rng;
pub use seed::Seed;
pub use setup::{Run, Setup};
pub use setup_refusal::SetupRefusal;
pub use side::Side;
pub use situation::{Act, Barrier, Blocked};
