//! Western Sahara (`seig-western-sahara`, RULES.md 7.3): two teams of two on
//! four rows of N holes, 8 sticks. A turn throws until a value other than 1
//! or 4, then spends the pool value by value (D11); no piece passes a friend,
//! and pieces on the enemy's home row are safe (D13). The end is by count.

use super::board::{serpentine_hole, serpentine_path, serpentine_place, serpentine_route, Board, Layout, PieceState};
use super::eval::{reach, Race};
use super::setup::impossible;
use super::{captured_all, Next, Route, SigMove, Variant};
use crate::core::options::OptionReader;
use crate::core::{Error, Outcome, Reason, Setup, Side};
use serde_json::{json, Map, Value};
use std::cmp::Ordering;

const STICKS: u8 = 8;
/// The value of a throw by number of W (the table is symmetric).
const TABLE: [u8; 9] = [8, 1, 6, 5, 4, 5, 6, 1, 8];
/// The values a turn can begin with, largest first.
const VALUES: [u8; 5] = [8, 6, 5, 4, 1];
const HOLES: &str = "holes";

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WesternSaharaOptions {
    pub holes: u8,
}

/// The state of a turn: its pool, by value (`pool[v]` values `v`, 1..=8).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WesternSahara {
    pool: [u8; 9],
}

/// A side's own home row, where it never captures: row `a` for side 0, `d` for side 1.
fn home_row(side: Side) -> u8 {
    match side {
        Side::Light => 0,
        Side::Dark => 3,
    }
}

/// Count decides: more pieces win, equal numbers draw.
fn by_count(board: &Board, reason: Reason) -> Outcome {
    match board.count(Side::Light).cmp(&board.count(Side::Dark)) {
        Ordering::Greater => Outcome::win(Side::Light, reason),
        Ordering::Less => Outcome::win(Side::Dark, reason),
        Ordering::Equal => Outcome::draw(reason),
    }
}

impl WesternSahara {
    fn with_value(value: u8) -> WesternSahara {
        let mut pool = [0; 9];
        pool[value as usize] = 1;
        WesternSahara { pool }
    }

    /// Where the piece of `side` on `from` lands with `value`, if it may (7.3 rule 5).
    fn landing(board: &Board, side: Side, from: usize, value: u8) -> Option<usize> {
        let n = board.layout.columns() as usize;
        let place = serpentine_place(n, side, from);
        let last = place + value as usize;
        if last >= 4 * n {
            return None;
        }
        // No friend on any hole after the start, the landing hole included.
        if (place + 1..=last).any(|p| board.holds(serpentine_hole(n, side, p), side)) {
            return None;
        }
        let to = serpentine_hole(n, side, last);
        let safe = board.holds(to, side.opponent()) && board.layout.row(to) == home_row(side);
        (!safe).then_some(to)
    }
}

impl Variant for WesternSahara {
    type Options = WesternSaharaOptions;
    const ID: &'static str = "seig-western-sahara";
    const NAME: &'static str = "Sig (Western Sahara)";
    const BOARD: &'static str = "4x20";
    const TEAMS: bool = true;
    const FIXED_TEAM_SIZE: Option<u8> = Some(2);

    fn read_options(r: &mut OptionReader) -> Result<WesternSaharaOptions, Error> {
        Ok(WesternSaharaOptions { holes: r.holes_between(HOLES, 20, 25, 20)? as u8 })
    }

    fn options_json(o: &WesternSaharaOptions, map: &mut Map<String, Value>) {
        map.insert(HOLES.into(), json!(o.holes));
    }

    fn layout(o: &WesternSaharaOptions) -> Layout {
        Layout::FourRows(o.holes)
    }

    /// Always two seats a side.
    fn routes(layout: Layout, side: Side) -> Vec<Route> {
        vec![serpentine_route(layout.columns() as usize, side)]
    }

    fn team_size(_: &WesternSaharaOptions) -> u8 {
        2
    }

    /// Side 0 on `a1..an`, side 1 on `d1..dn`, every piece free to move.
    fn start(_: &WesternSaharaOptions, board: &mut Board) -> WesternSahara {
        board.fill_home_rows(PieceState::Free);
        WesternSahara { pool: [0; 9] }
    }

    const STATES: &'static [PieceState] = &[PieceState::Free];
    const SETUP_FIELDS: &'static [&'static str] = &["pool", "moved"];

    /// While the seat throws its pool holds only the 1s and 4s that threw again;
    /// while it chooses, something is left to spend.
    fn from_setup(_: &WesternSaharaOptions, _: &Board, _: Side, setup: &Setup, choosing: bool) -> Result<WesternSahara, Error> {
        let pool = setup.pool_counts(|v| TABLE.contains(&v))?;
        if !choosing && (0..9).any(|v| pool[v] > 0 && !matches!(v, 1 | 4)) {
            return Err(impossible("pool", "a value other than 1 or 4 stops the throwing"));
        }
        if !choosing && setup.moved {
            return Err(impossible("moved", "a turn throws all its values before it moves"));
        }
        if choosing && pool == [0; 9] {
            return Err(impossible("pool", "the seat chooses how to spend its values, and none is left"));
        }
        Ok(WesternSahara { pool })
    }

    fn to_setup(&self, _: &Board, setup: &mut Setup) {
        setup.pool = Variant::pool(self);
    }

    fn sticks(&self) -> u8 {
        STICKS
    }

    fn value(&self, whites: u8) -> u8 {
        TABLE[whites as usize]
    }

    /// A 1 or a 4 throws again; any other value stops the throwing.
    fn thrown(&mut self, _: &Board, _: Side, whites: u8) -> Next {
        let value = self.value(whites);
        self.pool[value as usize] += 1;
        if matches!(value, 1 | 4) {
            Next::Throw
        } else {
            Next::Choose
        }
    }

    /// Each distinct value of the pool, largest first, on each piece.
    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        for value in (1..=8u8).rev().filter(|&v| self.pool[v as usize] > 0) {
            for from in board.holes_of(side) {
                if let Some(to) = Self::landing(board, side, from, value) {
                    out.push(SigMove::Step { from: from as u8, to: to as u8, by: value });
                }
            }
        }
    }

    fn play(&mut self, board: &mut Board, _: Side, mv: SigMove) -> (u128, Next) {
        let SigMove::Step { from, to, by } = mv else { unreachable!("Western Sahara has steps only") };
        self.pool[by as usize] -= 1;
        let captured = board.step(from as usize, to as usize, PieceState::Free);
        (captured, if self.pool == [0; 9] { Next::Pass } else { Next::Choose })
    }

    /// No value has a legal move: the rest of the pool is lost.
    fn no_move(&mut self, _: &Board, _: Side) -> Next {
        self.pool = [0; 9];
        Next::Pass
    }

    fn end_turn(&mut self) {
        self.pool = [0; 9];
    }

    /// No pieces left loses (D14); every piece arrived, the count decides.
    fn end(&self, board: &Board) -> Option<Outcome> {
        let arrived = |side: Side| board.all_on_row(side, home_row(side.opponent()));
        captured_all(board).or_else(|| (arrived(Side::Light) && arrived(Side::Dark)).then(|| by_count(board, Reason::Count)))
    }

    fn length_end(&self, board: &Board, reason: Reason) -> Outcome {
        by_count(board, reason)
    }

    fn openings(&self, _: &Board, _: Side) -> Vec<WesternSahara> {
        VALUES.into_iter().map(WesternSahara::with_value).collect()
    }

    fn pool(&self) -> Vec<u8> {
        (1..=8u8).flat_map(|v| std::iter::repeat_n(v, self.pool[v as usize] as usize)).collect()
    }

    fn path(&self, board: &Board, side: Side, from: usize, by: u8) -> Vec<usize> {
        serpentine_path(board.layout.columns() as usize, side, from, by)
    }

    fn key(&self) -> u64 {
        self.pool.iter().fold(0, |key, &n| key << 7 | n as u64)
    }

    /// A piece is safe on its enemy's home row; a turn's reach is taken as one throw's.
    fn evaluate(&self, board: &Board, side: Side) -> f64 {
        let (n, layout) = (board.layout.columns() as usize, board.layout);
        let race = Race { length: 4 * n, place: &|s, h| serpentine_place(n, s, h), reach: &reach(&TABLE), takes: &|by, h| layout.row(h) != home_row(by) };
        race.value(board, side)
    }
}
