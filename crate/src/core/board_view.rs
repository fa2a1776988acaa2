//! What `board()` returns.

use serde::Serialize;

/// Tagged with its game's `kind` (`"grid"` or `"race"`), so a page tells the
/// shapes apart by the tag and not by which fields are present.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
pub enum BoardView {
    /// A grid of squares (Siga, Seega), kind `"grid"`.
    #[serde(rename = "grid")]
    Grid {
        /// Files (columns, a to ...).
        files: u8,
        /// Ranks (rows, 1 to ...).
        ranks: u8,
        /// Every square, rank by rank from a1: 0 empty, 1 light, 2 dark.
        cells: Vec<u8>,
    },
    /// The holes of Seig and of Sig's variants, kind `"race"`.
    #[serde(rename = "race")]
    Holes {
        /// Rows of holes.
        rows: u8,
        /// Holes in a row.
        columns: u8,
        /// Every hole: Seig, a bit set of the sides with a piece there (1 light,
        /// 2 dark); Sig's variants, where a hole holds one piece at most, 0 empty,
        /// 1 light, 2 dark.
        cells: Vec<u8>,
        /// Seig: every hole, a bit set of the sides whose piece there is released.
        #[serde(skip_serializing_if = "Option::is_none")]
        released: Option<Vec<u8>>,
        /// Sig's variants: every hole's piece state (0 empty or locked, 1 free,
        /// 2 returning, 3 circling, 4 homeward; RULES.md 7.1.2).
        #[serde(skip_serializing_if = "Option::is_none")]
        states: Option<Vec<u8>>,
        /// How many sticks the next throw uses (drawn on the ground beside the mound).
        sticks: u8,
        /// Every hole, in the order of `cells`: its name and where it is drawn.
        places: Vec<HolePlace>,
    },
}

/// A hole's name and its place on the drawn board: `row` from 0 for row `a`
/// (side 0's, nearest it), `column` from 0 at the left; rows may be uneven
/// (Tidikelt's `b0` stands alone in column 0, left of `b1`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HolePlace {
    pub name: String,
    pub row: u8,
    pub column: u8,
}

impl BoardView {
    /// Every square or hole, as `cells` holds them.
    pub fn cells(&self) -> &[u8] {
        match self {
            BoardView::Grid { cells, .. } | BoardView::Holes { cells, .. } => cells,
        }
    }
}
