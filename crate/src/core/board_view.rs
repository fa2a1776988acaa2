//! What `board()` returns, and what one played move reports.

use serde::Serialize;

/// Tagged with its game's `kind` (`"grid"` or `"race"`), so a page tells the
/// shapes apart by the tag and not by which fields are present.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
pub enum BoardView {
    #[serde(rename = "grid")]
    Grid { files: u8, ranks: u8, cells: Vec<u8> },
    /// `sticks`: how many the next throw uses (drawn on the ground beside the mound).
    #[serde(rename = "race")]
    Holes { rows: u8, columns: u8, cells: Vec<u8>, released: Vec<u8>, sticks: u8 },
}

impl BoardView {
    pub fn cells(&self) -> &[u8] {
        match self {
            BoardView::Grid { cells, .. } | BoardView::Holes { cells, .. } => cells,
        }
    }
}

/// The sticks of one Seig throw: bit i set when stick i fell white side up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Throw {
    pub faces: u8,
    pub sticks: u8,
}

impl Throw {
    pub fn whites(self) -> u8 {
        self.faces.count_ones() as u8
    }

    /// `WBBW...`, one letter a stick.
    pub fn text(self) -> String {
        (0..self.sticks).map(|i| if self.faces >> i & 1 == 1 { 'W' } else { 'B' }).collect()
    }
}

/// What one move did, cheap enough to return from the search's inner loop.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// Bit set of the board indices whose pieces were removed.
    pub captured: u128,
    /// Seig: the sticks as they fell.
    pub throw: Option<Throw>,
}
