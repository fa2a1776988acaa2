//! Tidikelt, Algeria (`seig-tidikelt`, RULES.md 7.4): rows of 12 holes `a`,
//! `b`, `c` and `b0` beyond `b1`, 4 or 6 sticks, one move a turn. A piece
//! runs its home row, the centre row and `b0`; a sig enters it on the enemy's
//! home row, and from there it circles the enemy's row and the centre. An
//! enemy it lands on is taken on the enemy's home row and sent home elsewhere.

use super::board::{Board, Layout, Piece, PieceState};
use super::eval::{reach, Race};
use super::mzab::values;
use super::setup::thrown_value;
use super::{captured_all, Next, Route, SigMove, Variant};
use crate::core::options::OptionReader;
use crate::core::{Error, Outcome, Setup, Side};
use serde_json::{json, Map, Value};

const STICKS: &str = "sticks";
/// Values by number of W, with 4 and with 6 sticks.
const TABLE_4: [u8; 5] = [6, 1, 2, 3, 4];
const TABLE_6: [u8; 7] = [6, 1, 2, 3, 4, 4, 4];
/// The value that frees a locked piece and enters one from `b0`.
const SIG: u8 = 1;
/// Places on a path: 12 of a home row, 12 of the centre row, then `b0`.
const PATH: usize = 25;
const CENTRE: u8 = 1;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TidikeltOptions {
    pub sticks: u8,
}

/// The state of a turn: the sticks, and the value thrown (0 before the throw).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tidikelt {
    sticks: u8,
    value: u8,
}

/// The row (0 `a`, 2 `c`) where `side`'s pieces start.
fn home_row(side: Side) -> u8 {
    match side {
        Side::Light => 0,
        Side::Dark => 2,
    }
}

/// A hole's place on a path that runs along its row: 0..11 on a home row,
/// 12..23 from `b12` to `b1`, 24 on `b0`. Both paths of a side give the
/// centre row's holes the same places.
fn place(layout: Layout, hole: usize) -> usize {
    match (layout.row(hole), layout.number(hole) as usize) {
        (CENTRE, 0) => PATH - 1,
        (CENTRE, k) => PATH - 1 - k,
        (_, k) => k - 1,
    }
}

/// The hole at `place` of the path that starts on row `row`.
fn path_hole(layout: Layout, row: u8, place: usize) -> usize {
    let (row, number) = if place < 12 { (row, place + 1) } else { (CENTRE, PATH - 1 - place) };
    layout.index(row, number as u8).expect("a hole of the path")
}

fn is_b0(layout: Layout, hole: usize) -> bool {
    (layout.row(hole), layout.number(hole)) == (CENTRE, 0)
}

/// The lowest-numbered empty hole of `row`, if any.
fn lowest_empty(board: &Board, row: u8) -> Option<usize> {
    (1..=12).filter_map(|k| board.layout.index(row, k)).find(|&hole| board.at(hole).is_none())
}

impl Tidikelt {
    fn table(&self) -> &'static [u8] {
        if self.sticks == 4 {
            &TABLE_4
        } else {
            &TABLE_6
        }
    }
}

impl Variant for Tidikelt {
    type Options = TidikeltOptions;
    const ID: &'static str = "seig-tidikelt";
    const NAME: &'static str = "Sig (Tidikelt)";
    const BOARD: &'static str = "3x12";

    fn read_options(r: &mut OptionReader) -> Result<TidikeltOptions, Error> {
        Ok(TidikeltOptions { sticks: r.one_of(STICKS, &[4, 6], 4)? as u8 })
    }

    fn options_json(o: &TidikeltOptions, map: &mut Map<String, Value>) {
        map.insert(STICKS.into(), json!(o.sticks));
    }

    fn layout(_: &TidikeltOptions) -> Layout {
        Layout::Tidikelt
    }

    /// Side 0's pieces on `a1..a12`, side 1's on `c1..c12`, all locked.
    /// Its own path, from its home row, and its enemy path, from the enemy's; both end on `b0`.
    fn routes(layout: Layout, side: Side) -> Vec<Route> {
        [side, side.opponent()].map(|start| Route { holes: (0..PATH).map(|place| path_hole(layout, home_row(start), place)).collect(), circuit: false }).into()
    }

    fn start(o: &TidikeltOptions, board: &mut Board) -> Tidikelt {
        for side in Side::BOTH {
            for k in 1..=12 {
                let hole = board.layout.index(home_row(side), k).expect("a home hole");
                board.put(hole, Piece { side, state: PieceState::Locked });
            }
        }
        Tidikelt { sticks: o.sticks, value: 0 }
    }

    fn from_setup(o: &TidikeltOptions, _: &Board, _: Side, setup: &Setup, choosing: bool) -> Result<Tidikelt, Error> {
        let turn = Tidikelt { sticks: o.sticks, value: 0 };
        Ok(Tidikelt { value: thrown_value(setup, choosing, &values(turn.table()))?, ..turn })
    }

    fn to_setup(&self, _: &Board, setup: &mut Setup) {
        setup.value = self.value;
    }

    fn sticks(&self) -> u8 {
        self.sticks
    }

    fn value(&self, whites: u8) -> u8 {
        self.table()[whites as usize]
    }

    fn thrown(&mut self, _: &Board, _: Side, whites: u8) -> Next {
        self.value = self.value(whites);
        Next::Choose
    }

    /// A piece on `b0` only enters, on a sig; a locked one moves only on a
    /// sig; any other follows the path of the row it stands on. On the centre
    /// row both paths are one, so its move is listed once [D18].
    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        let layout = board.layout;
        let value = self.value;
        for from in board.holes_of(side) {
            let target = if is_b0(layout, from) {
                (value == SIG).then(|| entry_hole(layout, side))
            } else if value != SIG && board.at(from).is_some_and(|p| p.state == PieceState::Locked) {
                None
            } else {
                let place = place(layout, from) + value as usize;
                (place < PATH).then(|| path_hole(layout, layout.row(from), place))
            };
            // Never onto a piece of its own side, entering included [D17].
            if let Some(to) = target.filter(|&to| !board.holds(to, side)) {
                out.push(SigMove::Step { from: from as u8, to: to as u8, by: value });
            }
        }
    }

    /// An enemy landed on is taken on its own home row, unless the mover
    /// entered there; otherwise it goes back, state kept, to the lowest hole
    /// of its home row that was empty before the move, or is taken if none was [D16].
    fn play(&mut self, board: &mut Board, _: Side, mv: SigMove) -> (u128, Next) {
        let SigMove::Step { from, to, .. } = mv else { unreachable!("Tidikelt has steps only") };
        let (from, to) = (from as usize, to as usize);
        let layout = board.layout;
        let victim = board.at(to);
        let home = victim.and_then(|enemy| {
            let row = home_row(enemy.side);
            let taken_at_home = layout.row(to) == row && !is_b0(layout, from);
            if taken_at_home {
                None
            } else {
                lowest_empty(board, row)
            }
        });
        let captured = board.step(from, to, PieceState::Free);
        match (victim, home) {
            (Some(enemy), Some(hole)) => {
                board.put(hole, enemy);
                (0, Next::Pass)
            }
            _ => (captured, Next::Pass),
        }
    }

    fn end_turn(&mut self) {
        self.value = 0;
    }

    fn end(&self, board: &Board) -> Option<Outcome> {
        captured_all(board)
    }

    fn openings(&self, _: &Board, _: Side) -> Vec<Tidikelt> {
        values(self.table()).into_iter().map(|value| Tidikelt { value, ..self.clone() }).collect()
    }

    /// Along the row the piece stands on; an entry from `b0` goes straight to the enemy's first hole.
    fn path(&self, board: &Board, side: Side, from: usize, by: u8) -> Vec<usize> {
        let layout = board.layout;
        if is_b0(layout, from) {
            return vec![from, entry_hole(layout, side)];
        }
        let start = place(layout, from);
        (start..=start + by as usize).map(|place| path_hole(layout, layout.row(from), place)).collect()
    }

    fn key(&self) -> u64 {
        self.value as u64
    }

    /// Progress counts a piece's first lap, then its entry on the enemy's home
    /// row; a piece is exposed only where it can be taken, on its home row.
    fn evaluate(&self, board: &Board, side: Side) -> f64 {
        let layout = board.layout;
        let reach = reach(self.table());
        let lap = |s: Side, hole: usize| {
            let row = layout.row(hole);
            if row == home_row(s) || row == CENTRE {
                place(layout, hole)
            } else {
                PATH - 1 + layout.number(hole) as usize
            }
        };
        let takes = |by: Side, hole: usize| layout.row(hole) == home_row(by.opponent());
        Race { length: PATH + 12, place: &lap, reach: &reach, takes: &takes }.value(board, side)
    }
}

/// Where `side`'s piece on `b0` enters: the enemy's first hole.
fn entry_hole(layout: Layout, side: Side) -> usize {
    layout.index(home_row(side.opponent()), 1).expect("the enemy's first hole")
}
