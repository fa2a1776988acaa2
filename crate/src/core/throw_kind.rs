//! What a Seig throw did, by name: the rows of the throw table (RULES.md 4)
//! and, once the position is known, which way a Seig or a two went.

use serde::Serialize;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThrowKind {
    /// Locked, 1 or 6 whites: unlocks, releases the front piece one hole on.
    UnlockSeig,
    /// Locked, 0 or 7 whites: unlocks, releases the 7 front pieces.
    UnlockAlike,
    /// Locked, anything else: the sticks pass on.
    Locked,
    Seig,
    /// A Seig with no piece left to release: 1 goes to the pool.
    SeigNoPiece,
    Alike,
    /// A table row: what a two does depends on the turn.
    Two,
    TwoFirst,
    TwoCancel,
    Three,
    Four,
    Five,
    Six,
    EndgameMiss,
    EndgameTake,
    /// The endgame take of the last opposing piece.
    EndgameLast,
}

impl ThrowKind {
    /// Throws after which the seat stops throwing and spends its pool.
    pub fn stops_to_spend(self) -> bool {
        matches!(self, ThrowKind::TwoFirst | ThrowKind::Three | ThrowKind::Five | ThrowKind::Six)
    }

    /// What the throw adds to the pool; a throw of 4 adds the `fourMoves` option.
    pub fn pool_value(self, four_moves: u8) -> Option<u8> {
        match self {
            ThrowKind::SeigNoPiece => Some(1),
            ThrowKind::Two | ThrowKind::TwoFirst => Some(2),
            ThrowKind::Three => Some(3),
            ThrowKind::Four => Some(four_moves),
            ThrowKind::Five => Some(5),
            ThrowKind::Six => Some(6),
            _ => None,
        }
    }
}
