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

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Blocked {
    pub side: Side,
}

/// Plies in a row without a capture, and how many end the game by count.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Barrier {
    pub plies: u32,
    pub limit: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeigSituation {
    /// No throw has unlocked the game yet: 7 sticks are thrown.
    pub locked: bool,
    pub sticks: u8,
    /// The seat to act has not thrown yet this turn.
    pub first_throw: bool,
    pub pool: Vec<u8>,
    /// The distinct pool values that some legal spend uses, smallest first.
    pub spendable: Vec<u8>,
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
