//! What a race game's `situation()` reports beyond its board: Seig's
//! sticks and pool, and every race game's paths.

use serde::Serialize;

/// Seig's state beyond the board: the sticks and the pool.
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
}

/// A fixed route a side's pieces run, as the rules list it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RacePath {
    /// The holes from the first to the last; a hole a route passes twice is listed twice.
    pub holes: Vec<String>,
    /// It goes on from its last hole to its first.
    pub circuit: bool,
}
