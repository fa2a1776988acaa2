//! Seig's positions as setups: the holes with their released pieces, the
//! seat to act, the sticks (locked or not, the turn's first throw), the pool,
//! and in the endgame the pieces each side has left.

use super::path::{hole_name, holes, step_of, HOLES, OWN_UPPER, ROWS_A_B};
use super::{hole_cells, Seig, SeigOptions, Stage};
use crate::core::{Error, Phase, Rng, Seed, Setup, SetupRefusal, Side};
use crate::rules::Rules;

/// Pieces a side starts with.
const PIECES_EACH: u8 = 12;

fn impossible(field: &'static str, why: &'static str) -> Error {
    SetupRefusal::Impossible { field, why }.into()
}

impl Seig {
    /// The position `setup` describes, if Seig's rules reach it and go on from it;
    /// `entropy` seeds the sticks where the options give no seed.
    pub(super) fn set_up(options: &SeigOptions, setup: &Setup, entropy: u64) -> Result<Seig, Error> {
        let side = setup.side()?;
        let seat = setup.seat(options.team_size)?;
        let stage = match setup.phase_of(&[Phase::Throw, Phase::Spend, Phase::Endgame], Self::NAME)? {
            Phase::Spend => Stage::Spend,
            Phase::Endgame => Stage::Endgame,
            _ => Stage::Throw,
        };
        setup.unused(&["seat", "released", "pool", "locked", "firstThrow", "pieces"])?;
        let (pieces, released) = Self::holes(setup)?;
        let four = options.four_moves;
        let pool = setup.pool_counts(|v| matches!(v, 1 | 2 | 3 | 5 | 6) || v == four)?;
        let start = Seig::start(options, 0);
        let mut pos = Seig {
            options: *options,
            pieces,
            released,
            counts: pieces.map(|own| own.count_ones() as u8),
            unlocked: !setup.locked,
            stage,
            first_throw: setup.first_throw,
            side,
            seat,
            pool,
            outcome: None,
            rng: Rng::new(options.seed.map_or(entropy, Seed::stream_start)),
        };
        for side in Side::BOTH {
            let count = pos.counts[side.index()];
            if count > PIECES_EACH {
                return Err(SetupRefusal::TooManyPieces { side, pieces: count.into(), most: PIECES_EACH.into() }.into());
            }
        }
        match (stage, setup.pieces) {
            (Stage::Endgame, Some(left)) => pos.set_endgame(left)?,
            (Stage::Endgame, None) => return Err(impossible("pieces", "the endgame needs the pieces each side has left")),
            (_, Some(_)) => return Err(SetupRefusal::Unused { field: "pieces" }.into()),
            (_, None) if pos.counts.contains(&0) => return Err(SetupRefusal::Over.into()),
            (_, None) => pos.check_race(&start)?,
        }
        Ok(pos)
    }

    /// The pieces and the released ones, per side, as bit sets of holes.
    fn holes(setup: &Setup) -> Result<([u64; 2], [u64; 2]), Error> {
        if setup.cells.len() != HOLES {
            return Err(SetupRefusal::CellCount { cells: setup.cells.len(), squares: HOLES }.into());
        }
        let released = Setup::per_hole("released", &setup.released, HOLES)?;
        let (mut pieces, mut freed) = ([0u64; 2], [0u64; 2]);
        for (hole, (&cell, &out)) in setup.cells.iter().zip(&released).enumerate() {
            if cell > 3 {
                return Err(SetupRefusal::NoSuchPiece { square: hole_name(hole), cell }.into());
            }
            if out & !cell != 0 {
                return Err(SetupRefusal::NoSuchState { square: hole_name(hole), state: out }.into());
            }
            for side in Side::BOTH {
                let bit = side.cell();
                pieces[side.index()] |= u64::from(cell & bit != 0) << hole;
                freed[side.index()] |= u64::from(out & bit != 0) << hole;
            }
        }
        Ok((pieces, freed))
    }

    /// The endgame: the pieces set aside, each side with `left`, throwing for a 4.
    fn set_endgame(&mut self, left: [u8; 2]) -> Result<(), Error> {
        if self.pieces != [0; 2] {
            return Err(impossible("cells", "in the endgame every piece is set aside from the board"));
        }
        if let Some(side) = Side::BOTH.into_iter().find(|s| left[s.index()] > PIECES_EACH) {
            return Err(SetupRefusal::TooManyPieces { side, pieces: left[side.index()].into(), most: PIECES_EACH.into() }.into());
        }
        if left.contains(&0) {
            return Err(SetupRefusal::Over.into());
        }
        if !self.unlocked || self.pool != [0; 7] {
            return Err(impossible(if self.unlocked { "pool" } else { "locked" }, "the endgame throws only for a 4, long after the unlocking"));
        }
        self.counts = left;
        Ok(())
    }

    /// Before the endgame: the sticks, the pool and the pieces must fit what the throws leave.
    fn check_race(&self, start: &Seig) -> Result<(), Error> {
        if self.pieces[0] & ROWS_A_B == 0 && self.pieces[1] & !ROWS_A_B == 0 {
            return Err(impossible("cells", "every piece is past every opposing one: the game is in its endgame"));
        }
        if !self.unlocked {
            let at_start = self.pieces == start.pieces && self.released == [0; 2];
            if !at_start || self.pool != [0; 7] || !self.first_throw || self.stage != Stage::Throw {
                return Err(impossible("locked", "until the game is unlocked every piece waits at home and the sticks only pass"));
            }
        }
        for side in Side::BOTH {
            let waiting = self.pieces[side.index()] & !self.released[side.index()];
            if holes(waiting).any(|h| step_of(side, h) >= OWN_UPPER) {
                return Err(impossible("released", "a piece leaves its own lower field only once released"));
            }
        }
        let values: u8 = self.pool.iter().sum();
        if self.pool[2] > 0 && (values > 1 || self.stage != Stage::Spend) {
            return Err(impossible("pool", "a 2 counts only as the turn's first throw, which ends the throwing"));
        }
        if self.first_throw && values > 0 {
            return Err(impossible("pool", "the values come from throws of this turn, and none is made yet"));
        }
        if self.stage == Stage::Spend {
            if self.first_throw || values == 0 {
                return Err(impossible("phase", "spending follows the turn's throws and their values"));
            }
            if !self.has_spend() {
                return Err(impossible("pool", "no value can be spent, so the sticks would have passed on"));
            }
        }
        Ok(())
    }

    /// This position as a setup.
    pub(super) fn to_setup(&self) -> Setup {
        let phase = match self.stage {
            Stage::Throw => Phase::Throw,
            Stage::Spend => Phase::Spend,
            Stage::Endgame => Phase::Endgame,
        };
        Setup {
            seat: self.seat,
            released: if self.released == [0; 2] { Vec::new() } else { hole_cells(&self.released) },
            pool: self.pool(),
            locked: !self.unlocked,
            first_throw: self.first_throw,
            pieces: (self.stage == Stage::Endgame).then_some(self.counts),
            ..Setup::new(hole_cells(&self.pieces), self.side, phase)
        }
    }
}
