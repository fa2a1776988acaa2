//! Mauritania, the Tagant (`seig-mauritania`, RULES.md 7.2): teams of up to
//! six seats a side, four rows of N holes, 8 sticks worth their W. Pieces run
//! the main path to the enemy's home row, come back along the return path and
//! then circle the middle rows for ever, safe from capture \[D7, D8\]. An 8 may
//! start a series of single steps \[D5, D6\]; a 4 throws again \[D9\]. When every
//! piece has come back, each 4 removes an enemy piece (`x<hole>`).

use super::board::{home_row, serpentine_hole, serpentine_place, Board, Layout, Piece, PieceState};
use super::eval::Race;
use super::setup::impossible;
use super::{captured_all, Next, Route, SigMove, Variant};
use crate::core::options::OptionReader;
use crate::core::error::prefix;
use crate::core::{Error, MoveShape, Outcome, Phase, Setup, SetupRefusal, Side};
use crate::race::{probability, ThrowKind};
use serde_json::{json, Map, Value};
use std::hash::{Hash, Hasher};

const STICKS: u8 = 8;
/// The value that throws again, and that removes a piece in the removal phase.
const AGAIN: u8 = 4;
/// The value that may start a series, and the steps a series has at most.
const SERIES: u8 = 8;
const TEAM_SIZE: &str = "teamSize";
const HOLES: &str = "holes";

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MauritaniaOptions {
    pub team_size: u8,
    pub holes: u8,
}

/// The state of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mauritania {
    /// The value thrown (0 before the throw).
    value: u8,
    /// Single steps made in the series of an 8 under way (0: no series).
    steps: u8,
    /// The holes the pieces that stepped in the series stand on.
    stepped: u128,
    /// The removal phase (rule 9) has begun.
    removal: bool,
}

/// The hole at `place` of `side`'s main path, `aN..a1, b1..bN, cN..c1, d1..dN`
/// for side 0 and `dN..d1, c1..cN, bN..b1, a1..aN` for side 1: side 1's is the
/// S-path of the other four-row variants, side 0's is that path mirrored.
fn main_hole(n: usize, side: Side, place: usize) -> usize {
    let hole = serpentine_hole(n, side, place);
    match side {
        Side::Light => mirrored(n, hole),
        Side::Dark => hole,
    }
}

fn main_place(n: usize, side: Side, hole: usize) -> usize {
    match side {
        Side::Light => serpentine_place(n, side, mirrored(n, hole)),
        Side::Dark => serpentine_place(n, side, hole),
    }
}

/// The hole in the same row, counted from the other end.
fn mirrored(n: usize, hole: usize) -> usize {
    hole - hole % n + (n - 1 - hole % n)
}

/// Where the piece of `side` in `state` on `from` lands after `by` holes,
/// if its path goes that far. A side's return path is the first 3N places of
/// the enemy's main path, and its circuit that path's middle-row places.
fn destination(n: usize, side: Side, state: PieceState, from: usize, by: usize) -> Option<usize> {
    let enemy = side.opponent();
    match state {
        PieceState::Locked | PieceState::Free => Some(main_place(n, side, from) + by).filter(|&place| place < 4 * n).map(|place| main_hole(n, side, place)),
        PieceState::Returning => Some(main_place(n, enemy, from) + by).filter(|&place| place < 3 * n).map(|place| main_hole(n, enemy, place)),
        _ => Some(main_hole(n, enemy, n + (main_place(n, enemy, from) - n + by) % (2 * n))),
    }
}

fn in_middle_row(board: &Board, hole: usize) -> bool {
    matches!(board.layout.row(hole), 1 | 2)
}

/// Whether `hole` can be landed on by `side`: in a home row only when empty
/// [D10]; in a middle row also onto a `locked` or `free` enemy, who is
/// captured, but never onto a `returning` or `circling` one [D7].
fn may_land(board: &Board, side: Side, hole: usize) -> bool {
    match board.at(hole) {
        None => true,
        Some(piece) => piece.side != side && in_middle_row(board, hole) && matches!(piece.state, PieceState::Locked | PieceState::Free),
    }
}

/// The state of a piece in `state` after it lands on `to` (rules 5, 7, 8).
fn landed(board: &Board, side: Side, state: PieceState, to: usize) -> PieceState {
    match state {
        PieceState::Locked | PieceState::Free if board.layout.row(to) as usize == home_row(side.opponent()) => PieceState::Returning,
        PieceState::Locked | PieceState::Free => PieceState::Free,
        PieceState::Returning if !in_middle_row(board, to) => PieceState::Returning,
        _ => PieceState::Circling,
    }
}

/// Rule 9: no piece on a home row and every piece `returning` or `circling`.
fn removal_begun(board: &Board) -> bool {
    (0..board.layout.holes()).all(|hole| match board.at(hole) {
        None => true,
        Some(piece) => in_middle_row(board, hole) && matches!(piece.state, PieceState::Returning | PieceState::Circling),
    })
}

impl Mauritania {
    fn opening(board: &Board, value: u8) -> Mauritania {
        Mauritania { value, steps: 0, stepped: 0, removal: removal_begun(board) }
    }

    /// The move of the piece on `from` by `by` holes, if it may land.
    fn step(board: &Board, side: Side, from: usize, by: u8, out: &mut Vec<SigMove>) {
        let n = board.layout.columns() as usize;
        let state = board.at(from).expect("a piece").state;
        if let Some(to) = destination(n, side, state, from, by as usize).filter(|&to| may_land(board, side, to)) {
            out.push(SigMove::Step { from: from as u8, to: to as u8, by });
        }
    }
}

impl Variant for Mauritania {
    type Options = MauritaniaOptions;
    const ID: &'static str = "seig-mauritania";
    const NAME: &'static str = "Sig (Mauritania)";
    const BOARD: &'static str = "4x20";
    const TEAMS: bool = true;
    const FIXED_TEAM_SIZE: Option<u8> = None;
    const REMOVES: bool = true;

    /// The removal phase is `endgame` both while throwing and while removing.
    fn move_shapes() -> Vec<MoveShape> {
        vec![
            MoveShape { phase: Phase::Throw.as_str(), parts: &["throw"] },
            MoveShape { phase: Phase::Spend.as_str(), parts: &["from", "to", "spent"] },
            MoveShape { phase: Phase::Endgame.as_str(), parts: &["throw"] },
            MoveShape { phase: Phase::Endgame.as_str(), parts: &["to"] },
        ]
    }

    fn read_options(r: &mut OptionReader) -> Result<MauritaniaOptions, Error> {
        Ok(MauritaniaOptions { team_size: r.integer(TEAM_SIZE, 1, 6, 2)? as u8, holes: r.integer(HOLES, 10, 30, 20)? as u8 })
    }

    fn options_json(o: &MauritaniaOptions, map: &mut Map<String, Value>) {
        map.insert(TEAM_SIZE.into(), json!(o.team_size));
        map.insert(HOLES.into(), json!(o.holes));
    }

    fn layout(o: &MauritaniaOptions) -> Layout {
        Layout::FourRows(o.holes)
    }

    /// The main path, the return path (the first 3N places of the enemy's
    /// main path) and the circuit (that path's middle rows).
    fn routes(layout: Layout, side: Side) -> Vec<Route> {
        let n = layout.columns() as usize;
        let route = |of: Side, places: std::ops::Range<usize>, circuit| Route { holes: places.map(|place| main_hole(n, of, place)).collect(), circuit };
        let enemy = side.opponent();
        vec![route(side, 0..4 * n, false), route(enemy, 0..3 * n, false), route(enemy, n..3 * n, true)]
    }

    fn team_size(o: &MauritaniaOptions) -> u8 {
        o.team_size
    }

    fn start(_: &MauritaniaOptions, board: &mut Board) -> Mauritania {
        board.fill_home_rows(PieceState::Locked);
        Mauritania::opening(board, 0)
    }

    const STATES: &'static [PieceState] = &[PieceState::Locked, PieceState::Free, PieceState::Returning, PieceState::Circling];
    const SETUP_FIELDS: &'static [&'static str] = &["value", "steps", "stepped", "moved"];

    /// The removal follows from the board; only a 4 throws again within a turn,
    /// and a series of an 8 counts its steps, one a piece of the side to act.
    fn from_setup(_: &MauritaniaOptions, board: &Board, side: Side, setup: &Setup, choosing: bool) -> Result<Mauritania, Error> {
        // A returning piece is on the enemy's home row until it reaches the
        // middle rows, where it circles for ever: elsewhere its path is undefined.
        // The middle rows, 1 and 2, lie between the two home rows.
        let placed_right = |hole: usize| match board.at(hole) {
            Some(Piece { side, state: PieceState::Returning }) => board.layout.row(hole) as usize == home_row(side.opponent()),
            Some(Piece { state: PieceState::Circling, .. }) => matches!(board.layout.row(hole), 1 | 2),
            _ => true,
        };
        if !(0..board.layout.holes()).all(placed_right) {
            return Err(impossible("states", "a returning piece stands on the enemy's home row, a circling one in the middle rows"));
        }
        let value = setup.value;
        if value > STICKS || (!choosing && !matches!(value, 0 | AGAIN)) {
            return Err(impossible("value", "a throw is worth its W, and only a 4 leaves the seat throwing again"));
        }
        let mut stepped = 0u128;
        for name in &setup.stepped {
            let hole = board.layout.parse(name).filter(|&h| board.layout.name(h) == *name);
            let hole = hole.ok_or_else(|| SetupRefusal::NoSuchSquare { name: prefix(name).to_string() })?;
            if !board.holds(hole, side) || stepped & 1 << hole != 0 {
                return Err(impossible("stepped", "each hole is one piece of the side to act that stepped"));
            }
            stepped |= 1 << hole;
        }
        let steps = setup.steps;
        let in_series = choosing && value == SERIES && steps < SERIES;
        if steps as usize != setup.stepped.len() || (steps > 0 && !in_series) {
            return Err(impossible("steps", "a series of an 8 under way counts one step for each piece that stepped, fewer than 8"));
        }
        Ok(Mauritania { value, steps, stepped, removal: removal_begun(board) })
    }

    fn to_setup(&self, board: &Board, setup: &mut Setup) {
        setup.value = self.value;
        setup.steps = self.steps;
        setup.stepped = (0..board.layout.holes()).filter(|&h| self.stepped >> h & 1 == 1).map(|h| board.layout.name(h)).collect();
    }

    fn sticks(&self) -> u8 {
        STICKS
    }

    fn value(&self, whites: u8) -> u8 {
        whites
    }

    /// In the removal phase a 4 removes a piece and any other throw nothing (rule 9).
    fn throw_kind(&self, board: &Board, _: Side, whites: u8) -> (ThrowKind, u8) {
        let kind = match (removal_begun(board), whites) {
            (false, _) => ThrowKind::Value,
            (true, AGAIN) => ThrowKind::Removes,
            (true, _) => ThrowKind::RemovesNothing,
        };
        (kind, self.value(whites))
    }

    fn thrown(&mut self, board: &Board, _: Side, whites: u8) -> Next {
        self.value = self.value(whites);
        self.removal = removal_begun(board);
        Next::Choose
    }

    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        if self.removal {
            if self.value == AGAIN {
                out.extend(board.holes_of(side.opponent()).map(|hole| SigMove::Remove(hole as u8)));
            }
            return;
        }
        let in_series = self.steps > 0;
        for from in board.holes_of(side) {
            let state = board.at(from).expect("a piece").state;
            let steps_singly = matches!(state, PieceState::Locked | PieceState::Free);
            if in_series {
                if steps_singly && self.stepped & 1 << from == 0 {
                    Mauritania::step(board, side, from, 1, out);
                }
                continue;
            }
            match (state, self.value) {
                (_, 0) => {}
                // A locked piece moves 1 hole only, on a 1 or to begin a series [D5].
                (PieceState::Locked, 1 | SERIES) => Mauritania::step(board, side, from, 1, out),
                (PieceState::Locked, _) => {}
                (PieceState::Free, SERIES) => {
                    Mauritania::step(board, side, from, 1, out);
                    Mauritania::step(board, side, from, SERIES, out);
                }
                (_, value) => Mauritania::step(board, side, from, value, out),
            }
        }
    }

    fn play(&mut self, board: &mut Board, side: Side, mv: SigMove) -> (u128, Next) {
        let (captured, next) = match mv {
            SigMove::Step { from, to, by } => {
                let state = landed(board, side, board.at(from as usize).expect("a piece").state, to as usize);
                let captured = board.step(from as usize, to as usize, state);
                // On an 8 a move of one hole is a single step of the series (rule 6).
                let next = if self.value == SERIES && by == 1 {
                    self.steps += 1;
                    self.stepped |= 1 << to;
                    if self.steps < SERIES {
                        Next::Choose
                    } else {
                        Next::Pass
                    }
                } else if self.value == AGAIN {
                    Next::Throw
                } else {
                    Next::Pass
                };
                (captured, next)
            }
            SigMove::Remove(hole) => {
                board.lift(hole as usize);
                (1 << hole, Next::Throw)
            }
            _ => unreachable!("Mauritania has steps and removals only"),
        };
        self.removal = removal_begun(board);
        (captured, next)
    }

    /// A 4 throws again even after a no move [D9]; a series with no step left
    /// ends, the rest lost, and the turn passes [D6].
    fn no_move(&mut self, _: &Board, _: Side) -> Next {
        if self.value == AGAIN && self.steps == 0 {
            Next::Throw
        } else {
            Next::Pass
        }
    }

    fn end_turn(&mut self) {
        *self = Mauritania { value: 0, steps: 0, stepped: 0, removal: self.removal };
    }

    fn end(&self, board: &Board) -> Option<Outcome> {
        captured_all(board)
    }

    fn openings(&self, board: &Board, _: Side) -> Vec<Mauritania> {
        (1..=STICKS).map(|value| Mauritania::opening(board, value)).collect()
    }

    /// Every hole on the way lies where a shorter step would land: a
    /// returning or circling piece's follows its own path.
    fn path(&self, board: &Board, side: Side, from: usize, by: u8) -> Vec<usize> {
        let (n, state) = (board.layout.columns() as usize, board.at(from).expect("a piece").state);
        (0..=by as usize).filter_map(|k| destination(n, side, state, from, k)).collect()
    }

    fn phase(&self, choosing: bool) -> Phase {
        match (self.removal, choosing) {
            (true, _) => Phase::Endgame,
            (false, true) => Phase::Spend,
            (false, false) => Phase::Throw,
        }
    }

    fn key(&self) -> u64 {
        let mut hasher = std::hash::DefaultHasher::new();
        self.hash(&mut hasher);
        hasher.finish()
    }

    /// Progress counts the main path; a piece back from the enemy's home row
    /// has run it all and can no longer be taken, nor take from behind.
    fn evaluate(&self, board: &Board, side: Side) -> f64 {
        let n = board.layout.columns() as usize;
        let mut reach = [0.0; SERIES as usize + 1];
        for value in 1..=STICKS {
            reach[value as usize] += probability(STICKS, value);
        }
        // An 8 may also be spent as single steps.
        reach[1] += probability(STICKS, SERIES);
        let back = |hole: usize| board.at(hole).is_some_and(|p| matches!(p.state, PieceState::Returning | PieceState::Circling));
        let place = |s: Side, hole: usize| if back(hole) && board.holds(hole, s) { 4 * n } else { main_place(n, s, hole) };
        let takes = |by: Side, hole: usize| may_land(board, by, hole) && board.holds(hole, by.opponent());
        Race { length: 4 * n, place: &place, reach: &reach, takes: &takes }.value(board, side)
    }
}

#[cfg(test)]
impl Mauritania {
    /// Test positions are set on the board directly: the phase follows them.
    pub(super) fn follow(&mut self, board: &Board) {
        self.removal = removal_begun(board);
    }
}
