//! Whether a move is legal now, and when it is not, the rule that refuses it.

use super::{Seega, SeegaMove, SeegaRefusal, Size};
use crate::core::grid::DIRECTIONS;
use crate::core::bits::BitSet;
use crate::core::{CommonRefusal, Error, Refusal};
use crate::rules::Rules;

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// `mv`, read from `text`, if it is legal now; otherwise the rule that refuses it.
    pub(super) fn checked(&self, text: &str, mv: SeegaMove) -> Result<SeegaMove, Error> {
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let illegal = |why: Refusal| Err(Error::Illegal { text: text.to_string(), why });
        let name = |sq: u8| B::GRID.name(sq as usize);
        match mv {
            SeegaMove::Place(_) if !self.placing => illegal(SeegaRefusal::PlacementOver.into()),
            SeegaMove::Step { .. } if self.placing => illegal(SeegaRefusal::StillPlacing.into()),
            SeegaMove::Place(sq) if sq as usize == B::CENTRE => illegal(SeegaRefusal::CentreEmpty { square: name(sq) }.into()),
            SeegaMove::Place(sq) if !self.empty().contains(sq as usize) => illegal(SeegaRefusal::AlreadyTaken { square: name(sq) }.into()),
            SeegaMove::Place(_) => Ok(mv),
            SeegaMove::Step { from, to } => {
                let (f, t) = (from as usize, to as usize);
                if !self.pieces[self.to_move.index()].contains(f) {
                    return illegal(CommonRefusal::NoPieceOn { side: self.to_move, square: name(from) }.into());
                }
                if !Self::neighbours(f).contains(t) {
                    let (from, to) = (name(from), name(to));
                    return illegal(if EGYPT {
                        CommonRefusal::StepOrthogonal { from, to, seega: true }.into()
                    } else {
                        CommonRefusal::StepAnyDirection { from, to, seega: true }.into()
                    });
                }
                if !self.empty().contains(t) {
                    return illegal(SeegaRefusal::NotEmpty { square: name(to) }.into());
                }
                if self.shuttle_ban(f).contains(t) {
                    return illegal(SeegaRefusal::FifthShuttle { from: name(from), to: name(to) }.into());
                }
                if let Some(piece) = self.series {
                    if EGYPT && piece != from {
                        return illegal(SeegaRefusal::SameCapturer { square: name(piece) }.into());
                    }
                    if self.captures(self.to_move, t).is_empty() {
                        return illegal(SeegaRefusal::SeriesOn.into());
                    }
                }
                if self.extra && !self.opens_way(f, t) {
                    let mut moves = Vec::new();
                    self.legal_moves(&mut moves);
                    if !moves.contains(&mv) {
                        return illegal(SeegaRefusal::ExtraMustOpen { blocked: self.to_move.opponent() }.into());
                    }
                }
                Ok(mv)
            }
        }
    }

    /// `Rules::refusal`: why no legal move is made of these squares, when the rules name a reason.
    pub(super) fn refusal_of(&self, from: Option<usize>, to: Option<usize>) -> Option<Error> {
        let name = |sq: usize| B::GRID.name(sq);
        let step = |from: usize, to: usize| self.parse_move(&format!("{}-{}", name(from), name(to))).err();
        match (from, to) {
            (None, Some(to)) => self.parse_move(&name(to)).err(),
            (Some(from), Some(to)) if B::GRID.neighbour_mask(from, 8) >> to & 1 == 1 => step(from, to),
            (Some(from), None) if !self.placing && self.outcome.is_none() && self.pieces[self.to_move.index()].contains(from) => {
                if let Some(piece) = self.series.map(usize::from) {
                    let why = if EGYPT && piece != from { SeegaRefusal::SameCapturer { square: name(piece) }.into() } else { SeegaRefusal::SeriesOn.into() };
                    return Some(Error::NotAllowed(why));
                }
                // The refusal of a step to an empty neighbour, straight steps first: they tell more than diagonal ones.
                DIRECTIONS
                    .iter()
                    .filter_map(|&direction| B::GRID.step(from, direction))
                    .filter(|&to| Self::neighbours(from).contains(to) && self.empty().contains(to))
                    .find_map(|to| step(from, to))
            }
            _ => None,
        }
    }
}
