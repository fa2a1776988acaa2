//! What a Seig throw did, by name: the rows of the throw table (RULES.md 4)
//! and, once the position is known, which way a Seig or a two went.

use serde::Serialize;

/// What a Seig throw did: a row of the throw table (RULES.md 4), told apart further once the position is known.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThrowKind {
    /// Locked, 1 or 6 whites: unlocks, releases the front piece one hole on.
    UnlockSeig,
    /// Locked, 0 or 7 whites: unlocks, releases the 7 front pieces.
    UnlockAlike,
    /// Locked, anything else: the sticks pass on.
    Locked,
    /// All but one stick alike, unlocked: releases the front piece one hole on; throw again.
    Seig,
    /// A Seig with no piece left to release: 1 goes to the pool.
    SeigNoPiece,
    /// All the sticks alike, unlocked: releases as many front pieces as there are sticks; throw again.
    Alike,
    /// A table row: what a two does depends on the turn.
    Two,
    /// Two whites on the turn's first throw: the pool is {2}.
    TwoFirst,
    /// Two whites after the turn's first throw: the turn is lost.
    TwoCancel,
    /// Three whites: adds 3 and stops throwing.
    Three,
    /// Four whites: adds the `fourMoves` option's value; throw again.
    Four,
    /// Five whites: adds 5 and stops throwing.
    Five,
    /// Six whites: adds 6 and stops throwing.
    Six,
    /// An endgame throw of other than exactly four whites: takes nothing.
    EndgameMiss,
    /// An endgame throw of exactly four whites: takes an opposing piece.
    EndgameTake,
    /// The endgame take of the last opposing piece.
    EndgameLast,
    /// A throw of one of Sig's variants (RULES.md 7): its table's value moves a piece.
    Value,
    /// A sig worth more than its W (El Oued's 7 or 13, RULES.md 7.7 rule 6): the value is its worth.
    Worth,
    /// Mauritania's removal phase (RULES.md 7.2 rule 9), a 4: an enemy piece is removed; throw again.
    Removes,
    /// Mauritania's removal phase, any other throw: nothing is removed and the turn passes.
    RemovesNothing,
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
