//! Every step of a movement-phase position, listed fast: the search's inner loop.

use super::{Seega, SeegaMove, Size};
use crate::core::bits::{squares, BitSet};

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// How far a neighbour's index can be from a square's (a diagonal).
    const REACH: usize = B::GRID.files as usize + 1;
    /// Bits of a word that hold one piece's targets in `steps`: room for
    /// `REACH` squares either side, rounded up so that lanes split cheaply.
    const LANE: usize = (2 * Self::REACH + 1).next_power_of_two();

    /// Every legal step now, before the extra-move filter, by square from then square to.
    pub(super) fn steps(&self, out: &mut Vec<SeegaMove>) {
        let allowed = if self.series.is_some() { self.capture_squares(self.to_move) } else { B::ALL };
        let mut pieces = self.movers() & Self::next_to(self.empty() & allowed);
        // Several pieces at a time (4 on 5x5, 2 on larger boards): each
        // one's targets, shifted so that bit 0 is the square `REACH` before
        // it, fill a lane of one word, and a single loop over that word
        // lists their steps in order. A loop per piece would end at an
        // unpredictable point for each piece.
        while !pieces.is_empty() {
            let mut froms = [0; 4];
            let mut packed = 0u64;
            for (k, from) in froms.iter_mut().take(64 / Self::LANE).enumerate() {
                if pieces.is_empty() {
                    break;
                }
                *from = pieces.lowest();
                pieces = pieces.without_lowest();
                packed |= ((self.targets(*from) & allowed) << Self::REACH >> *from).low_u64() << (Self::LANE * k);
            }
            for i in squares(packed) {
                let from = froms[i / Self::LANE];
                out.push(SeegaMove::Step { from: from as u8, to: (from + i % Self::LANE - Self::REACH) as u8 });
            }
        }
    }
}
