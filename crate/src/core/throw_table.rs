//! Seig's table of throws as data, with the chance of each row, so a page
//! shows the engine's figures instead of working them out again.

use super::throw_kind::ThrowKind;
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThrowRow {
    pub whites: u8,
    pub kind: ThrowKind,
    /// What the row adds to the pool, if anything.
    pub value: Option<u8>,
    /// Falls of the sticks that give it, of how many equally likely ones.
    pub ways: u32,
    pub of: u32,
    pub chance: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThrowTable {
    /// Sticks thrown now: 7 while locked, else 8.
    pub sticks: u8,
    pub endgame: bool,
    /// The rows in force now (the endgame's own in the endgame).
    pub rows: Vec<ThrowRow>,
    /// The locked and unlocked tables, keyed "7" and "8".
    pub tables: BTreeMap<String, Vec<ThrowRow>>,
}
