//! M'zab, Algeria (`seig-mzab`, RULES.md 7.5): four rows of N holes, 6
//! sticks, one move a turn, locked pieces freed by a 1 or a 6. Its race is
//! Tozeur's too (7.6), so the race itself is here and `tozeur.rs` gives only
//! its table and what frees a piece.

use super::board::{serpentine_hole, serpentine_place, Board, Layout, Piece, PieceState};
use super::eval::{reach, Race};
use super::{Next, SigMove, Variant};
use crate::core::options::OptionReader;
use crate::core::{Error, Outcome, Reason, Side};
use serde_json::{json, Map, Value};

/// Mzab's sticks and its table by number of W [D19].
const STICKS: u8 = 6;
const TABLE: [u8; 7] = [6, 0, 2, 1, 4, 0, 6];
const HOLES: &str = "holes";

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MzabOptions {
    pub holes: u8,
}

/// The state of a turn: the value thrown (0 before the throw, or a throw that moves nothing).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mzab {
    value: u8,
}

/// Side 0's pieces on `a1..an`, side 1's on `d1..dn`, all locked.
pub(super) fn set_up(board: &mut Board) {
    let n = board.layout.columns() as usize;
    for (side, row) in [(Side::Light, 0), (Side::Dark, 3)] {
        for k in 0..n {
            board.put(row * n + k, Piece { side, state: PieceState::Locked });
        }
    }
}

/// Every move of `side` with `value` (7.5 rule 4): a free piece moves `value`
/// holes, a locked one 1 hole when `frees` says the value frees it.
pub(super) fn race_moves(board: &Board, side: Side, value: u8, frees: bool, out: &mut Vec<SigMove>) {
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
pub(super) fn race_play(board: &mut Board, mv: SigMove) -> u128 {
    match mv {
        SigMove::Step { from, to, .. } => board.step(from as usize, to as usize, PieceState::Free),
        _ => unreachable!("the race has steps only"),
    }
}

/// A side with no pieces loses; all pieces on the enemy's home row draw [D20].
pub(super) fn race_end(board: &Board) -> Option<Outcome> {
    if let Some(loser) = Side::BOTH.into_iter().find(|&side| board.count(side) == 0) {
        return Some(Outcome::win(loser.opponent(), Reason::CapturedAll));
    }
    let home = |side: Side, row: u8| board.holes_of(side).all(|h| board.layout.row(h) == row);
    (home(Side::Light, 3) && home(Side::Dark, 0)).then(|| Outcome::draw(Reason::AllHome))
}

/// The distinct values a table gives that move something, largest first.
pub(super) fn values(table: &[u8]) -> Vec<u8> {
    let mut values: Vec<u8> = table.iter().copied().filter(|&v| v > 0).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    values
}

/// The race's value for `side`; a piece is taken on any row.
pub(super) fn race_value(board: &Board, side: Side, table: &[u8]) -> f64 {
    let n = board.layout.columns() as usize;
    let reach = reach(table);
    let race = Race { length: 4 * n, place: &|s, h| serpentine_place(n, s, h), reach: &reach, takes: &|_, _| true };
    race.value(board, side)
}

impl Variant for Mzab {
    type Options = MzabOptions;
    const ID: &'static str = "seig-mzab";
    const NAME: &'static str = "Sig (M'zab)";
    const BOARD: &'static str = "4x20";

    fn read_options(r: &mut OptionReader) -> Result<MzabOptions, Error> {
        Ok(MzabOptions { holes: r.integer(HOLES, 5, 20, 20)? as u8 })
    }

    fn options_json(o: &MzabOptions, map: &mut Map<String, Value>) {
        map.insert(HOLES.into(), json!(o.holes));
    }

    fn layout(o: &MzabOptions) -> Layout {
        Layout::FourRows(o.holes)
    }

    fn start(_: &MzabOptions, board: &mut Board) -> Mzab {
        set_up(board);
        Mzab { value: 0 }
    }

    fn sticks(&self) -> u8 {
        STICKS
    }

    fn value(&self, whites: u8) -> u8 {
        TABLE[whites as usize]
    }

    fn thrown(&mut self, _: &Board, _: Side, whites: u8) -> Next {
        self.value = self.value(whites);
        Next::Choose
    }

    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        race_moves(board, side, self.value, matches!(self.value, 1 | 6), out);
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

    fn openings(&self, _: &Board, _: Side) -> Vec<Mzab> {
        values(&TABLE).into_iter().map(|value| Mzab { value }).collect()
    }

    fn key(&self) -> u64 {
        self.value as u64
    }

    fn evaluate(&self, board: &Board, side: Side) -> f64 {
        race_value(board, side, &TABLE)
    }
}
