//! Siga's positions as setups: the board, the side to act and the plies without a capture.

use super::Siga;
use crate::core::{Error, Phase, Setup, SetupRefusal, Side};
use crate::rules::Rules;

impl Siga {
    /// The position `setup` describes, on the board `options` name, if Siga's rules reach it and go on.
    pub(super) fn set_up(options: &super::SigaOptions, setup: &Setup) -> Result<Siga, Error> {
        let grid = options.board.grid();
        let to_move = setup.side()?;
        setup.phase_of(&[Phase::Movement], Self::NAME)?;
        setup.unused(&["quietPlies"])?;
        let squares = setup.pieces(grid)?;
        let most = grid.files as u32 * options.board.home_ranks();
        let mut pieces = [0u64; 2];
        for side in Side::BOTH {
            let own = &squares[side.index()];
            if own.len() as u32 > most {
                return Err(SetupRefusal::TooManyPieces { side, pieces: own.len() as u32, most }.into());
            }
            pieces[side.index()] = own.iter().fold(0, |set, &sq| set | 1 << sq);
        }
        let limit = options.no_capture_plies;
        let pos = Siga { options: *options, pieces, to_move, plies_without_capture: setup.quiet_plies, outcome: None };
        let over = pieces.contains(&0) || (limit > 0 && setup.quiet_plies >= limit) || !pos.has_move(to_move);
        if over {
            return Err(SetupRefusal::Over.into());
        }
        Ok(pos)
    }

    /// This position as a setup.
    pub(super) fn to_setup(&self) -> Setup {
        let squares = self.grid().square_count();
        let cells = Setup::cells(squares, self.pieces.map(|own| move |sq: usize| own >> sq & 1 == 1));
        Setup { quiet_plies: self.plies_without_capture, ..Setup::new(cells, self.to_move, Phase::Movement) }
    }
}
