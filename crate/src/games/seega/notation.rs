//! Seega's move text (RULES.md sections 2 and 3): a placement is its
//! square (`c3`), a step its two squares (`c3-c4`; `x` is read for `-`).

use super::{Seega, SeegaMove, Size};
use crate::core::Error;

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// The canonical text of `mv`.
    pub(super) fn write(&self, mv: SeegaMove) -> String {
        match mv {
            SeegaMove::Place(sq) => B::GRID.name(sq as usize),
            SeegaMove::Step { from, to } => format!("{}-{}", B::GRID.name(from as usize), B::GRID.name(to as usize)),
        }
    }

    /// The move `text` names, read by its shape alone: whether it is legal is `checked`'s.
    pub(super) fn read(text: &str) -> Result<SeegaMove, Error> {
        if text.contains(['-', 'x', 'X']) {
            let (from, to) = B::GRID.parse_step(text)?;
            Ok(SeegaMove::Step { from: from as u8, to: to as u8 })
        } else {
            Ok(SeegaMove::Place(B::GRID.parse_square(text)? as u8))
        }
    }
}
