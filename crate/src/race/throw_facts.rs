//! What one throw of the sticks did, as a move's report gives it.

use super::throw_kind::ThrowKind;
use serde::Serialize;

/// A piece a throw released: where it lay and where it stands released.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Release {
    /// The hole the piece lay in before the throw.
    pub from: String,
    /// The hole it stands in, released.
    pub to: String,
}

/// What one Seig throw did, as a move's report gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThrowFacts {
    /// `WBBW...`, one letter a stick.
    pub faces: String,
    /// How many sticks fell white side up.
    pub whites: u8,
    /// How many sticks were thrown: 7 while the game is locked, else 8.
    pub sticks: u8,
    /// What it added to the pool, if anything.
    pub value: Option<u8>,
    /// The throw table's row it fell in, and what it did.
    pub kind: ThrowKind,
    /// Holes of the pieces it released, front first.
    pub released: Vec<String>,
    /// The same pieces, each with the hole it lay in before the throw (one hole
    /// back on its path when the release moved it on) and the hole it rose in.
    pub releases: Vec<Release>,
    /// This throw unlocked the game (the first seig or all-alike of a locked game).
    pub unlocked: bool,
    /// The seat was to spend but nothing could move: its values are lost and the sticks pass on.
    pub passed: bool,
    /// The faces were given in the move text (a replay, a lesson, real sticks, a
    /// friend game's agreed throw), not drawn from the game's own random stream.
    pub given: bool,
}
