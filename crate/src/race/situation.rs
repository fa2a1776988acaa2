//! Seig's state beyond its board, as `situation()` reports it.

use serde::Serialize;

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
