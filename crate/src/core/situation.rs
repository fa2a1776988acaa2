//! What is true of a position beyond its board, as the rules see it: whose
//! kind of turn it is (a capture series, an extra move), who is blocked, how
//! near the barrier is, and the state of Seig's sticks and pool.

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

/// Seig's state beyond the board: the sticks, the pool and the paths.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeigSituation {
    /// No throw has unlocked the game yet: 7 sticks are thrown.
    pub locked: bool,
    /// How many sticks the next throw uses: 7 while locked, else 8.
    pub sticks: u8,
    /// The seat to act has not thrown yet this turn.
    pub first_throw: bool,
    /// The thrown values not spent yet.
    pub pool: Vec<u8>,
    /// The distinct pool values that some legal spend uses, smallest first.
    pub spendable: Vec<u8>,
    /// The game is in its endgame, where every throw may take a piece.
    pub endgame: bool,
    /// Each side's path, hole by hole from its first to its last.
    pub paths: [Vec<String>; 2],
}

/// The rules' part of `situation()`; all empty for a game that has none of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Situation {
    pub act: Option<Act>,
    /// The square of the piece that must keep capturing (Egypt).
    pub series_piece: Option<String>,
    pub blocked: Option<Blocked>,
    pub barrier: Option<Barrier>,
    pub seig: Option<SeigSituation>,
    /// Pieces each side has still to place (Seega's placement).
    pub to_place: Option<[u32; 2]>,
}
