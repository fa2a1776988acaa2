//! What is true of a position beyond its board, as the rules see it: whose
//! kind of turn it is (a capture series, an extra move), who is blocked and
//! how near the barrier is.

use super::side::Side;
use serde::Serialize;

/// A turn that is not the plain alternation of sides (Seega).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Act {
    /// The side that just captured moves again, capturing only.
    Series,
    /// The opponent of a side that cannot move moves again.
    Extra,
}

/// A side that cannot move now (Seega): its opponent moves again.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Blocked {
    /// The side that cannot move.
    pub side: Side,
}

/// Plies in a row without a capture, and how many end the game by count.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Barrier {
    /// Plies in a row without a capture so far.
    pub plies: u32,
    /// The plies without a capture that end the game by count.
    pub limit: u32,
}
