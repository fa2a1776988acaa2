//! Seig's table of throws as data, with the chance of each row, so a page
//! shows the engine's figures instead of working them out again.

use super::throw_kind::ThrowKind;
use serde::Serialize;
use std::collections::BTreeMap;

/// One row of Seig's table of throws, with its chance.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThrowRow {
    /// How many sticks fall white side up.
    pub whites: u8,
    /// What the row does.
    pub kind: ThrowKind,
    /// What the row adds to the pool, if anything.
    pub value: Option<u8>,
    /// Falls of the sticks that give it, of how many equally likely ones.
    pub ways: u32,
    /// How many equally likely falls there are in all.
    pub of: u32,
    /// `ways / of`.
    pub chance: f64,
}

/// Seig's table of throws, for the sticks in use now and for both counts of sticks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThrowTable {
    /// Sticks thrown now: 7 while locked, else 8.
    pub sticks: u8,
    /// The game is in its endgame: `rows` are the endgame's.
    pub endgame: bool,
    /// The rows in force now (the endgame's own in the endgame).
    pub rows: Vec<ThrowRow>,
    /// The locked and unlocked tables, keyed "7" and "8".
    pub tables: BTreeMap<String, Vec<ThrowRow>>,
}
