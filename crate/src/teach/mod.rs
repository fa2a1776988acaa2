//! Teaching: why a move is good (hints), how much a played move lost
//! (review marks). Written once over the rules: each game only says how to
//! let a side act next on the same board, and how to value chosen moves.

pub mod practice;
pub mod reasons;
pub mod review;

use crate::rules::Clock;
use crate::search::{Limits, Think, Weighed};
use serde::Serialize;
use serde_json::{Map, Value};

pub use reasons::reasons;
pub use review::{Judgement, Mark};

/// What a game supplies for teaching, beyond its rules and its computer player (whose best moves, without hard's traps, are the hints and the review's measure).
pub trait Teach: Think {
    /// This board with `side` to act next, once for each way its turn can
    /// begin (Seig: a spend of each value one throw can give); none where
    /// `side` could capture nothing whatever it did (placement, the game over).
    fn turns_for(&self, side: crate::core::Side) -> Vec<Self>;
    /// The board indices a move takes a piece from and to; `None` for placements and throws.
    fn step_squares(&self, mv: Self::Move) -> Option<(usize, usize)>;
    /// Each of `moves` (legal choices now) valued exactly for the side to act,
    /// all at one depth, best first; `None` where nothing is chosen (a throw, the game over).
    fn weigh(&self, moves: &[Self::Move], limits: &Limits, clock: Clock) -> Option<Weighed<Self::Move>>;
    /// Reasons only this game has, for `mv` played from here to `after`.
    fn game_reasons(&self, _mv: Self::Move, _after: &Self) -> Vec<MoveReason> {
        Vec::new()
    }
}

/// One reason a move is good (or bad): a stable `code` the page words in its
/// language, and the named `parts` the wording quotes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveReason {
    /// The reason's stable kebab-case code.
    pub code: &'static str,
    /// The named values its wording quotes.
    pub parts: Map<String, Value>,
}

impl MoveReason {
    /// A reason of `code` quoting `parts` (a JSON object; anything else quotes nothing).
    pub fn new(code: &'static str, parts: Value) -> MoveReason {
        let parts = match parts {
            Value::Object(map) => map,
            _ => Map::new(),
        };
        MoveReason { code, parts }
    }
}

/// The computer's best move now, its value for the side to act, and why.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint {
    /// The move's canonical text.
    #[serde(rename = "move")]
    pub text: String,
    /// Its value for the side to act, in evaluation points.
    pub value: i32,
    /// Why it is good, by the rules alone.
    pub reasons: Vec<MoveReason>,
}

/// The computer's best move within `limits` (never hard's trap) with its
/// reasons; `None` once the game is over.
pub fn hint<R: Teach>(pos: &R, limits: &Limits, clock: Clock) -> Option<Hint> {
    let report = pos.think(&limits.for_teaching(), clock)?;
    Some(Hint { text: pos.move_text(report.best), value: report.value, reasons: reasons(pos, report.best) })
}

#[cfg(test)]
mod tests;
