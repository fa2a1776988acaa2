//! Positions built from pieces given (tests, the endgame solver, lessons), not by playing moves.

use super::{Seega, SeegaOptions, Shuttle, Size};
use crate::core::Side;

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// A movement-phase position from a diagram, for tests and the endgame
    /// solver: ranks from the last down to 1, `o` side 0, `x` side 1, `.`
    /// empty; other characters (spaces, newlines) are skipped. Run counts
    /// start at zero.
    #[cfg(test)]
    pub(crate) fn from_diagram(options: SeegaOptions, diagram: &str, to_move: Side) -> Result<Self, crate::core::Error> {
        use crate::core::{bits::BitSet, Error};
        let cells: Vec<char> = diagram.chars().filter(|c| matches!(c, 'o' | 'x' | '.')).collect();
        if cells.len() != B::SQUARES {
            let expected = format!("{} squares, not {}", B::SQUARES, cells.len());
            return Err(Error::BadArgument { what: "a diagram".to_string(), expected });
        }
        let files = B::GRID.files as usize;
        let mut pieces = [B::Bits::EMPTY; 2];
        for (i, c) in cells.iter().enumerate() {
            let sq = (files - 1 - i / files) * files + i % files;
            match c {
                'o' => pieces[0] |= Self::bit(sq),
                'x' => pieces[1] |= Self::bit(sq),
                _ => {}
            }
        }
        Ok(Self::from_pieces(options, pieces, to_move))
    }

    /// A movement-phase position with these pieces, `to_move` to act (or the
    /// opponent's extra move if it is blocked).
    pub(crate) fn from_pieces(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side) -> Self {
        let mut pos = Self::fresh(options, pieces, to_move, false);
        pos.give_turn(to_move);
        pos
    }

    /// A position with no series, extra move, counts or outcome yet.
    pub(super) fn fresh(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side, placing: bool) -> Self {
        Seega {
            options,
            pieces,
            to_move,
            placing,
            series: None,
            extra: false,
            quiet_plies: 0,
            shuttles: B::per_square(Shuttle::default()),
            outcome: None,
        }
    }
}
