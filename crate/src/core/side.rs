//! The two sides of every game.

use serde::{Deserialize, Serialize};

/// Side 0 is light and sits at the bottom of the default view; side 1 is dark.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Side {
    /// Side 0, light; moves or places first unless the options say otherwise.
    Light = 0,
    /// Side 1, dark.
    Dark = 1,
}

impl Side {
    /// Both sides, light first.
    pub const BOTH: [Side; 2] = [Side::Light, Side::Dark];

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::Light => Side::Dark,
            Side::Dark => Side::Light,
        }
    }

    /// 0 for light, 1 for dark.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side of number `i` (0 or 1); none for any other number.
    pub fn from_index(i: u64) -> Option<Side> {
        match i {
            0 => Some(Side::Light),
            1 => Some(Side::Dark),
            _ => None,
        }
    }

    /// The value a piece of this side has in `board().cells`.
    pub fn cell(self) -> u8 {
        self as u8 + 1
    }
}

impl From<Side> for u8 {
    fn from(s: Side) -> u8 {
        s as u8
    }
}

impl TryFrom<u8> for Side {
    type Error = String;
    fn try_from(v: u8) -> Result<Side, String> {
        Side::from_index(v as u64).ok_or_else(|| format!("side must be 0 or 1, not {v}"))
    }
}
