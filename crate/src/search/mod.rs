//! The computer player's search, written once for every game: each game
//! supplies its rules (`Rules`) and its judgement of a position (`Evaluate`).

pub mod expectimax;
pub mod limits;
pub mod negamax;

pub use limits::{Level, Limits};

/// What a search found: the move chosen, its value for the side to move
/// (points; near `WIN` for a forced win), the last depth completed and the nodes visited.
#[derive(Clone, Debug, PartialEq)]
pub struct Report<M> {
    pub best: M,
    pub value: i32,
    pub depth: u32,
    pub nodes: u64,
}

use crate::rules::Rules;

/// A score in evaluation points (one piece is about 100); a win is near `WIN`.
pub const WIN: i32 = 1_000_000;

pub trait Evaluate: Rules {
    /// Zobrist key: equal positions (same legal moves and futures) have equal keys.
    fn key(&self) -> u64;
    /// Static value of a position that is not over, for the side to move.
    fn evaluate(&self) -> i32;
    /// Moves with a higher hint are searched first.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }
    /// Moves the quiescence search follows past the horizon (captures).
    fn is_noisy(&self, _mv: Self::Move) -> bool {
        false
    }
}

/// Fixed random keys for Zobrist hashing, the same on every machine.
pub fn zobrist_table<const N: usize>(salt: u64) -> [u64; N] {
    let mut rng = crate::core::Rng::new(0x5EE6_A000 ^ salt);
    std::array::from_fn(|_| rng.next_u64())
}
