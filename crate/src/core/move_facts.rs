//! What one move did, in square and hole names, for `play()`'s report.

use super::throw_kind::ThrowKind;
use serde::Serialize;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveFacts {
    pub placement: bool,
    pub from: Option<String>,
    pub to: Option<String>,
    /// Seig spend: every hole the piece passes, start and landing included.
    pub path: Option<Vec<String>>,
    pub throw: Option<ThrowFacts>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThrowFacts {
    /// `WBBW...`, one letter a stick.
    pub faces: String,
    pub whites: u8,
    pub sticks: u8,
    /// What it added to the pool, if anything.
    pub value: Option<u8>,
    pub kind: ThrowKind,
    /// Holes of the pieces it released, front first.
    pub released: Vec<String>,
    /// The seat was to spend but nothing could move: its values are lost and the sticks pass on.
    pub passed: bool,
}
