//! M'zab, Algeria (`seig-mzab`, RULES.md 7.5): four rows of N holes, 6
//! sticks, one move a turn, locked pieces freed by a 1 or a 6. Its race is
//! Tozeur's too (7.6), so the race itself is here, written once as
//! `LockedRace<R>`, and each `Region` gives its table, board and what frees a piece.

use super::board::{serpentine_hole, serpentine_path, serpentine_place, serpentine_route, Board, Layout, PieceState};
use super::eval::{reach, Race};
use super::setup::thrown_value;
use super::{captured_all, Next, Route, SigMove, Variant};
use crate::core::options::OptionReader;
use crate::core::{Error, Outcome, Reason, Setup, Side};
use serde_json::{json, Map, Value};
use std::fmt::Debug;
use std::hash::Hash;
use std::marker::PhantomData;

/// Both races throw 6 sticks.
const STICKS: u8 = 6;
const HOLES: &str = "holes";

/// What differs between the races of M'zab and Tozeur.
pub trait Region: Clone + Debug + Eq + Hash + 'static {
    type Options: Copy + Debug + Eq + Hash;
    const ID: &'static str;
    const NAME: &'static str;
    const BOARD: &'static str;
    /// The value of a throw by number of W.
    const TABLE: [u8; 7];
    fn read_options(reader: &mut OptionReader) -> Result<Self::Options, Error>;
    fn options_json(options: &Self::Options, map: &mut Map<String, Value>);
    /// Holes a row.
    fn holes(options: &Self::Options) -> u8;
    /// Whether a value frees a locked piece (1 hole on).
    fn frees(value: u8) -> bool;
}

/// The state of a turn: the value thrown (0 before the throw, or a throw that moves nothing).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LockedRace<R: Region> {
    value: u8,
    region: PhantomData<R>,
}

/// M'zab's differences: N holes a row, its table (D19), a 1 or a 6 frees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MzabRegion;

pub type Mzab = LockedRace<MzabRegion>;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MzabOptions {
    pub holes: u8,
}

/// Every move of `side` with `value` (7.5 rule 4): a free piece moves `value`
/// holes, a locked one 1 hole when `frees` says the value frees it.
fn race_moves(board: &Board, side: Side, value: u8, frees: bool, out: &mut Vec<SigMove>) {
    let n = board.layout.columns() as usize;
    if value == 0 {
        return;
    }
    for from in board.holes_of(side) {
        let by = match board.at(from).map(|p| p.state) {
            Some(PieceState::Locked) if frees => 1,
            Some(PieceState::Locked) => continue,
            _ => value as usize,
        };
        let place = serpentine_place(n, side, from) + by;
        if place >= 4 * n {
            continue;
        }
        let to = serpentine_hole(n, side, place);
        if !board.holds(to, side) {
            out.push(SigMove::Step { from: from as u8, to: to as u8, by: by as u8 });
        }
    }
}

/// Plays a step: the piece is free from then on and takes any enemy where it lands.
fn race_play(board: &mut Board, mv: SigMove) -> u128 {
    match mv {
        SigMove::Step { from, to, .. } => board.step(from as usize, to as usize, PieceState::Free),
        _ => unreachable!("the race has steps only"),
    }
}

/// A side with no pieces loses; all pieces on the enemy's home row draw (D20).
fn race_end(board: &Board) -> Option<Outcome> {
    captured_all(board).or_else(|| (board.all_on_row(Side::Light, 3) && board.all_on_row(Side::Dark, 0)).then(|| Outcome::draw(Reason::AllHome)))
}

/// The distinct values a table gives that move something, largest first.
pub(super) fn values(table: &[u8]) -> Vec<u8> {
    let mut values: Vec<u8> = table.iter().copied().filter(|&v| v > 0).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    values
}

/// The race's value for `side`; a piece is taken on any row.
fn race_value(board: &Board, side: Side, table: &[u8]) -> f64 {
    let n = board.layout.columns() as usize;
    let race = Race { length: 4 * n, place: &|s, h| serpentine_place(n, s, h), reach: &reach(table), takes: &|_, _| true };
    race.value(board, side)
}

impl Region for MzabRegion {
    type Options = MzabOptions;
    const ID: &'static str = "seig-mzab";
    const NAME: &'static str = "Sig (M'zab)";
    const BOARD: &'static str = "4x20";
    const TABLE: [u8; 7] = [6, 0, 2, 1, 4, 0, 6];

    fn read_options(r: &mut OptionReader) -> Result<MzabOptions, Error> {
        Ok(MzabOptions { holes: r.holes_between(HOLES, 5, 20, 20)? as u8 })
    }

    fn options_json(o: &MzabOptions, map: &mut Map<String, Value>) {
        map.insert(HOLES.into(), json!(o.holes));
    }

    fn holes(o: &MzabOptions) -> u8 {
        o.holes
    }

    fn frees(value: u8) -> bool {
        matches!(value, 1 | 6)
    }
}

impl<R: Region> LockedRace<R> {
    fn with(value: u8) -> Self {
        LockedRace { value, region: PhantomData }
    }
}

impl<R: Region> Variant for LockedRace<R> {
    type Options = R::Options;
    const ID: &'static str = R::ID;
    const NAME: &'static str = R::NAME;
    const BOARD: &'static str = R::BOARD;

    fn read_options(r: &mut OptionReader) -> Result<R::Options, Error> {
        R::read_options(r)
    }

    fn options_json(o: &R::Options, map: &mut Map<String, Value>) {
        R::options_json(o, map)
    }

    fn layout(o: &R::Options) -> Layout {
        Layout::FourRows(R::holes(o))
    }

    fn routes(layout: Layout, side: Side) -> Vec<Route> {
        vec![serpentine_route(layout.columns() as usize, side)]
    }

    fn start(_: &R::Options, board: &mut Board) -> Self {
        board.fill_home_rows(PieceState::Locked);
        Self::with(0)
    }

    fn from_setup(_: &R::Options, _: &Board, _: Side, setup: &Setup, choosing: bool) -> Result<Self, Error> {
        Ok(Self::with(thrown_value(setup, choosing, &values(&R::TABLE))?))
    }

    fn to_setup(&self, _: &Board, setup: &mut Setup) {
        setup.value = self.value;
    }

    fn sticks(&self) -> u8 {
        STICKS
    }

    fn value(&self, whites: u8) -> u8 {
        R::TABLE[whites as usize]
    }

    fn thrown(&mut self, _: &Board, _: Side, whites: u8) -> Next {
        self.value = self.value(whites);
        Next::Choose
    }

    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        race_moves(board, side, self.value, R::frees(self.value), out);
    }

    fn play(&mut self, board: &mut Board, _: Side, mv: SigMove) -> (u128, Next) {
        (race_play(board, mv), Next::Pass)
    }

    fn end_turn(&mut self) {
        self.value = 0;
    }

    fn end(&self, board: &Board) -> Option<Outcome> {
        race_end(board)
    }

    fn openings(&self, _: &Board, _: Side) -> Vec<Self> {
        values(&R::TABLE).into_iter().map(Self::with).collect()
    }

    fn path(&self, board: &Board, side: Side, from: usize, by: u8) -> Vec<usize> {
        serpentine_path(board.layout.columns() as usize, side, from, by)
    }

    fn key(&self) -> u64 {
        self.value as u64
    }

    fn evaluate(&self, board: &Board, side: Side) -> f64 {
        race_value(board, side, &R::TABLE)
    }
}
