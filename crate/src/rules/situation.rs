//! The rules' part of `situation()`: what is true beyond the board.

use crate::core::{Act, Barrier, Blocked};
use crate::race::{RacePath, SeigSituation};

/// The rules' part of `situation()`; all empty for a game that has none of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Situation {
    pub act: Option<Act>,
    /// The square of the piece that must keep capturing (Egypt).
    pub series_piece: Option<String>,
    pub blocked: Option<Blocked>,
    pub barrier: Option<Barrier>,
    pub seig: Option<SeigSituation>,
    /// Race games: each side's fixed paths, its main path first.
    pub paths: Option<[Vec<RacePath>; 2]>,
    /// Pieces each side has still to place (Seega's placement).
    pub to_place: Option<[u32; 2]>,
}
