//! Sig's positions as setups, checked once for every variant: the holes and
//! their pieces' states, the seat to act, throwing or choosing, the turns
//! without a capture; each variant reads and checks its own turn state
//! (`Variant::from_setup`).

use super::board::{Board, Piece, PieceState};
use super::{Sig, SigOptions, Stage, Variant};
use crate::core::{Error, Phase, Rng, Seed, Setup, SetupRefusal, Side};

/// A setup's field that the rules cannot have as given, and why.
pub fn impossible(field: &'static str, why: &'static str) -> Error {
    SetupRefusal::Impossible { field, why }.into()
}

/// The value of a turn of one throw (Tidikelt, the M'zab, Tozeur): none
/// while the seat throws, one of `values` (those that move) while it chooses.
pub fn thrown_value(setup: &Setup, choosing: bool, values: &[u8]) -> Result<u8, Error> {
    match (choosing, setup.value) {
        (false, 0) => Ok(0),
        (false, _) => Err(impossible("value", "the turn's one throw is not made yet while the seat throws")),
        (true, value) if values.contains(&value) => Ok(value),
        (true, _) => Err(impossible("value", "not a value this game's throws give and move with")),
    }
}

impl<V: Variant> Sig<V> {
    /// The position `setup` describes, if the variant's rules reach it and go
    /// on from it; `entropy` seeds the sticks where the options give no seed.
    pub(super) fn set_up(o: &SigOptions<V::Options>, setup: &Setup, entropy: u64) -> Result<Self, Error> {
        let side = setup.side()?;
        let team_size = V::team_size(&o.variant);
        let seat = setup.seat(team_size)?;
        let choosing = setup.phase_of(&[Phase::Throw, Phase::Spend], V::NAME)? == Phase::Spend;
        let fields: Vec<&str> = ["seat", "states", "quietTurns"].into_iter().chain(V::SETUP_FIELDS.iter().copied()).collect();
        setup.unused(&fields)?;
        let board = Self::board_of(o, setup)?;
        if setup.quiet_turns >= o.no_capture_turns {
            return Err(SetupRefusal::Over.into());
        }
        let mut start = Board::new(board.layout);
        let rules = V::start(&o.variant, &mut start);
        if rules.end(&board).is_some() {
            return Err(SetupRefusal::Over.into());
        }
        let strayed = |hole: usize| board.at(hole).is_some_and(|piece| piece.state == PieceState::Locked && !start.holds(hole, piece.side));
        if (0..board.layout.holes()).any(strayed) {
            return Err(impossible("states", "a locked piece never leaves the holes its side starts on"));
        }
        for side in Side::BOTH {
            let (pieces, most) = (board.count(side), start.count(side));
            if pieces > most {
                return Err(SetupRefusal::TooManyPieces { side, pieces: pieces.into(), most: most.into() }.into());
            }
        }
        let pos = Sig {
            rules: V::from_setup(&o.variant, &board, side, setup, choosing)?,
            board,
            turn: side.index() as u8 + 2 * seat,
            team_size,
            stage: if choosing { Stage::Choose } else { Stage::Throw },
            moved: setup.moved,
            quiet_turns: setup.quiet_turns,
            no_capture_turns: o.no_capture_turns,
            outcome: None,
            rng: Rng::new(o.seed.map_or(entropy, Seed::stream_start)),
        };
        if choosing && !pos.has_move() {
            return Err(impossible("phase", "with no move to choose, the turn would have gone on"));
        }
        Ok(pos)
    }

    /// The board the cells and states give, each piece in a state of the variant's.
    fn board_of(o: &SigOptions<V::Options>, setup: &Setup) -> Result<Board, Error> {
        let mut board = Board::new(V::layout(&o.variant));
        let (layout, holes) = (board.layout, board.layout.holes());
        if setup.cells.len() != holes {
            return Err(SetupRefusal::CellCount { cells: setup.cells.len(), squares: holes }.into());
        }
        let states = Setup::per_hole("states", &setup.states, holes)?;
        for (hole, (&cell, &state)) in setup.cells.iter().zip(&states).enumerate() {
            let square = || layout.name(hole);
            let side = match cell {
                0 if state == 0 => continue,
                0 => return Err(SetupRefusal::NoSuchState { square: square(), state }.into()),
                _ => Side::from_index(u64::from(cell) - 1).ok_or_else(|| SetupRefusal::NoSuchPiece { square: square(), cell })?,
            };
            let state = PieceState::from_index(state).filter(|s| V::STATES.contains(s)).ok_or_else(|| SetupRefusal::NoSuchState { square: square(), state })?;
            board.put(hole, Piece { side, state });
        }
        Ok(board)
    }

    /// This position as a setup.
    pub(super) fn to_setup(&self) -> Setup {
        let phase = match self.stage {
            Stage::Throw => Phase::Throw,
            Stage::Choose => Phase::Spend,
        };
        let states = self.board.states();
        let mut setup = Setup {
            seat: self.turn / 2,
            states: if states.iter().all(|&s| s == 0) { Vec::new() } else { states },
            quiet_turns: self.quiet_turns,
            // Where a move ends the turn, a piece moved only in the move that ended the game.
            moved: self.moved && V::SETUP_FIELDS.contains(&"moved"),
            ..Setup::new(self.board.cells(), self.side(), phase)
        };
        self.rules.to_setup(&self.board, &mut setup);
        setup
    }
}
