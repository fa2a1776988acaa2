//! El Oued, Algeria (`seig-el-oued`, RULES.md 7.7): three rows of 6 holes,
//! 6 sticks worth their W, and each side's circuit of 24 places through its
//! home row, the centre, the enemy's row and the centre again \[D22\]. A sig (1
//! or 5 W) frees a locked piece; after a 6 it is worth 7, and among the
//! three throws a 0 gives in a seat's first turn it is worth 13 \[D23\].

use super::board::{Board, Layout, Piece, PieceState};
use super::setup::impossible;
use super::{captured_all, Next, Route, SigMove, Variant};
use crate::core::options::OptionReader;
use crate::core::{Error, Outcome, Setup, Side};
use crate::race::{probability, ThrowKind};
use crate::search::{bounded, PIECE, POSITIONAL_CAP};
use serde_json::{Map, Value};

const STICKS: u8 = 6;
/// Places on a circuit.
const CIRCUIT: usize = 24;
const HOLES: usize = 18;
/// Throws a 0 gives in a seat's first turn, which rule 6 counts.
const COUNTED_THROWS: u8 = 3;
/// The most throws a setup leaves a seat: far more than a turn gives.
const MOST_THROWS_LEFT: u8 = 64;
/// A freed piece, in positional points: it can move on every throw.
pub(super) const FREE_WORTH: f64 = 3.0;
/// A piece surely taken next throw, in positional points.
pub(super) const EXPOSED_WORTH: f64 = 15.0;

/// The state of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ElOued {
    /// The W of the throw being played (0 before it, or a throw that moves nothing).
    pub(super) whites: u8,
    /// 7 or 13 when the throw is a sig worth that (rule 6), else 0.
    pub(super) worth: u8,
    /// Throws the seat has left in this turn.
    pub(super) throws_left: u8,
    /// The last throw of this turn was a 6.
    pub(super) after_six: bool,
    /// How many of the next throws are counted for 13.
    pub(super) counted: u8,
    /// Turns ended, up to 2: below 2, the seat is in its first turn.
    pub(super) turns_ended: u8,
}

fn is_sig(whites: u8) -> bool {
    matches!(whites, 1 | 5)
}

/// Side 1's circuit is side 0's seen from the other end of the board.
fn mirrored(side: Side, hole: usize) -> usize {
    match side {
        Side::Light => hole,
        Side::Dark => HOLES - 1 - hole,
    }
}

/// A piece's place on its side's circuit; on row `b` its state says which pass.
fn place(side: Side, hole: usize, state: PieceState) -> usize {
    let hole = mirrored(side, hole);
    let (row, column) = (hole / 6, hole % 6);
    match (row, state) {
        (0, _) => column,
        (2, _) => 12 + column,
        (_, PieceState::Homeward) => 18 + 5 - column,
        _ => 6 + 5 - column,
    }
}

/// The hole at `place` (any count: the circuit goes round) of `side`'s
/// circuit, and the state of a piece there.
fn hole_at(side: Side, place: usize) -> (usize, PieceState) {
    let place = place % CIRCUIT;
    let (hole, state) = match place {
        0..6 | 12..18 => (place, PieceState::Free),
        6..12 => (6 + 11 - place, PieceState::Free),
        _ => (6 + 23 - place, PieceState::Homeward),
    };
    (mirrored(side, hole), state)
}

/// A piece's place, and where it lands after `by` places.
fn landing(board: &Board, side: Side, from: usize, by: usize) -> (usize, PieceState) {
    let piece = board.at(from).expect("a piece to move");
    hole_at(side, place(side, from, piece.state) + by)
}

/// `side`'s locked pieces, the front one (furthest along) first.
fn locked(board: &Board, side: Side) -> Vec<usize> {
    let mut holes: Vec<usize> = board.holes_of(side).filter(|&h| board.at(h).is_some_and(|p| p.state == PieceState::Locked)).collect();
    holes.sort_by_key(|&h| std::cmp::Reverse(place(side, h, PieceState::Locked)));
    holes
}

/// Moves the piece on `from` `by` places, if it lands off its own side: the holes captured.
fn hop(board: &mut Board, side: Side, from: usize, by: usize) -> Option<u128> {
    let (to, state) = landing(board, side, from, by);
    (!board.holds(to, side)).then(|| board.step(from, to, state))
}

/// `free-all:<worth>` (rule 6b) on `board`: each locked piece, front first,
/// steps 1 hole where it can; then the first that moved goes on `worth` - k
/// for the k that moved. Returns k, the holes captured and the first piece's
/// start and end.
fn free_all(board: &mut Board, side: Side, worth: u8) -> (usize, u128, Option<(usize, usize)>) {
    let mut captured = 0;
    let mut moved = Vec::new();
    for from in locked(board, side) {
        if let Some(taken) = hop(board, side, from, 1) {
            captured |= taken;
            moved.push(from);
        }
    }
    let Some(&front) = moved.first() else { return (0, captured, None) };
    let stepped = place(side, front, PieceState::Locked) + 1;
    let first = hole_at(side, stepped).0;
    let on = worth as usize - moved.len();
    let end = match hop(board, side, first, on) {
        Some(taken) => {
            captured |= taken;
            hole_at(side, stepped + on).0
        }
        None => first,
    };
    (moved.len(), captured, Some((front, end)))
}

impl ElOued {
    /// A turn about to begin: one throw.
    fn turn(turns_ended: u8) -> ElOued {
        ElOued { whites: 0, worth: 0, throws_left: 1, after_six: false, counted: 0, turns_ended }
    }

    /// What a throw of `whites` W is worth by rule 6 now: 13 for a sig among
    /// the counted throws, 7 for one right after a 6, else 0 (its W).
    fn worth_of(&self, whites: u8) -> u8 {
        match (is_sig(whites), self.counted > 0, self.after_six) {
            (true, true, _) => 13,
            (true, false, true) => 7,
            _ => 0,
        }
    }

    /// What follows once the throw is played or found to move nothing.
    fn after_throw(&mut self) -> Next {
        self.whites = 0;
        self.worth = 0;
        if self.throws_left > 0 {
            Next::Throw
        } else {
            Next::Pass
        }
    }

    /// Rule 6's choices with a sig worth `worth` while the seat has a locked piece.
    fn choices(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        let Some(&front) = locked(board, side).first() else { return };
        let (to, _) = landing(board, side, front, self.worth as usize);
        if !board.holds(to, side) {
            out.push(SigMove::Step { from: front as u8, to: to as u8, by: self.worth });
        }
        if free_all(&mut board.clone(), side, self.worth).0 >= 2 {
            out.push(SigMove::FreeAll(self.worth));
        }
    }

    /// Rule 5: a sig must free a locked piece that can step; otherwise free
    /// and homeward pieces move the throw's value.
    fn ordinary(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        let start = out.len();
        let steps = |pieces: Vec<usize>, by: u8, out: &mut Vec<SigMove>| {
            for from in pieces {
                let (to, _) = landing(board, side, from, by as usize);
                if !board.holds(to, side) {
                    out.push(SigMove::Step { from: from as u8, to: to as u8, by });
                }
            }
        };
        if is_sig(self.whites) {
            steps(locked(board, side), 1, out);
        }
        if out.len() == start && self.whites > 0 {
            let free = board.holes_of(side).filter(|&h| board.at(h).is_some_and(|p| p.state != PieceState::Locked)).collect();
            steps(free, self.whites, out);
        }
    }

    /// The chance that `by` takes each enemy piece with its next ordinary throw, summed.
    fn exposure(board: &Board, by: Side) -> f64 {
        let mut threat = [0.0; HOLES];
        let mut moves = Vec::new();
        for whites in 1..=STICKS {
            let throw = ElOued { whites, ..ElOued::turn(2) };
            moves.clear();
            throw.ordinary(board, by, &mut moves);
            let mut hit = [false; HOLES];
            for &mv in &moves {
                if let SigMove::Step { to, .. } = mv {
                    hit[to as usize] |= board.holds(to as usize, by.opponent());
                }
            }
            for (chance, _) in threat.iter_mut().zip(hit).filter(|(_, hit)| *hit) {
                *chance += probability(STICKS, whites);
            }
        }
        threat.iter().sum()
    }
}

impl Variant for ElOued {
    type Options = ();
    const ID: &'static str = "seig-el-oued";
    const NAME: &'static str = "Sig (El Oued)";
    const BOARD: &'static str = "3x6";
    const FREES_ALL: bool = true;

    fn read_options(_: &mut OptionReader) -> Result<(), Error> {
        Ok(())
    }

    fn options_json(_: &(), _: &mut Map<String, Value>) {}

    fn layout(_: &()) -> Layout {
        Layout::ElOued
    }

    /// Side 0's pieces on `a1..a6`, side 1's on `c1..c6`, all locked.
    /// One circuit, row `b` passed twice.
    fn routes(_: Layout, side: Side) -> Vec<Route> {
        vec![Route { holes: (0..CIRCUIT).map(|place| hole_at(side, place).0).collect(), circuit: true }]
    }

    fn start(_: &(), board: &mut Board) -> ElOued {
        for hole in 0..6 {
            board.put(hole, Piece { side: Side::Light, state: PieceState::Locked });
            board.put(12 + hole, Piece { side: Side::Dark, state: PieceState::Locked });
        }
        ElOued::turn(0)
    }

    const STATES: &'static [PieceState] = &[PieceState::Locked, PieceState::Free, PieceState::Homeward];
    const SETUP_FIELDS: &'static [&'static str] = &["value", "worth", "throwsLeft", "afterSix", "counted", "turnsEnded", "moved"];

    /// Rules 6 and 7 as the throws leave them: a throw is played while the
    /// seat chooses, a sig's worth follows a 6 or a counted 0, and the first
    /// two turns are side 0's then side 1's.
    fn from_setup(_: &(), _: &Board, side: Side, setup: &Setup, choosing: bool) -> Result<ElOued, Error> {
        let turn = ElOued {
            whites: setup.value,
            worth: setup.worth,
            throws_left: setup.throws_left,
            after_six: setup.after_six,
            counted: setup.counted,
            turns_ended: setup.turns_ended,
        };
        let (whites, worth) = (turn.whites, turn.worth);
        if whites > STICKS || (!choosing && (whites, worth) != (0, 0)) {
            return Err(impossible("value", "a throw is worth its W, and is played before the seat throws again"));
        }
        if !matches!(worth, 0 | 7 | 13) || (worth > 0 && !is_sig(whites)) {
            return Err(impossible("worth", "only a sig is worth 7 or 13"));
        }
        if choosing && turn.after_six != (whites == 6) {
            return Err(impossible("afterSix", "it says whether the throw being played is a 6"));
        }
        if turn.throws_left == 0 && !choosing || turn.throws_left > MOST_THROWS_LEFT {
            return Err(impossible("throwsLeft", "a seat that throws has a throw left, and never more than 64"));
        }
        if turn.turns_ended > 2 || (turn.turns_ended < 2 && side.index() != turn.turns_ended as usize) {
            return Err(impossible("turnsEnded", "counted up to 2: side 0 plays the first turn, side 1 the second"));
        }
        if turn.counted > COUNTED_THROWS || (turn.counted > 0 && turn.turns_ended == 2) {
            return Err(impossible("counted", "only the 3 throws after a 0 in a seat's first turn are counted"));
        }
        Ok(turn)
    }

    fn to_setup(&self, _: &Board, setup: &mut Setup) {
        let ElOued { whites, worth, throws_left, after_six, counted, turns_ended } = *self;
        (setup.value, setup.worth, setup.throws_left, setup.after_six, setup.counted, setup.turns_ended) = (whites, worth, throws_left, after_six, counted, turns_ended);
    }

    fn sticks(&self) -> u8 {
        STICKS
    }

    fn value(&self, whites: u8) -> u8 {
        whites
    }

    /// A sig worth 7 or 13 while the seat has a locked piece to spend it on;
    /// otherwise its W (rule 6).
    fn throw_kind(&self, board: &Board, side: Side, whites: u8) -> (ThrowKind, u8) {
        let mut choices = Vec::new();
        let worth = self.worth_of(whites);
        if worth > 0 {
            ElOued { worth, ..self.clone() }.choices(board, side, &mut choices);
        }
        if choices.is_empty() {
            (ThrowKind::Value, self.value(whites))
        } else {
            (ThrowKind::Worth, worth)
        }
    }

    /// Rules 6 and 7: what the throw is worth and how many throws are left.
    fn thrown(&mut self, _: &Board, _: Side, whites: u8) -> Next {
        self.worth = self.worth_of(whites);
        self.counted = self.counted.saturating_sub(1);
        self.after_six = whites == 6;
        self.throws_left = self.throws_left.saturating_sub(1);
        if is_sig(whites) || whites == 6 {
            self.throws_left += 1;
        }
        if whites == 0 && self.turns_ended < 2 {
            self.throws_left += COUNTED_THROWS;
            self.counted = COUNTED_THROWS;
        }
        self.whites = whites;
        Next::Choose
    }

    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>) {
        let start = out.len();
        if self.worth > 0 {
            self.choices(board, side, out);
        }
        if out.len() == start {
            self.ordinary(board, side, out);
        }
    }

    fn play(&mut self, board: &mut Board, side: Side, mv: SigMove) -> (u128, Next) {
        let captured = match mv {
            SigMove::Step { from, by, .. } => hop(board, side, from as usize, by as usize).expect("a legal move"),
            SigMove::FreeAll(worth) => free_all(board, side, worth).1,
            _ => unreachable!("El Oued has steps and free-all only"),
        };
        (captured, self.after_throw())
    }

    fn free_all_ends(&self, board: &Board, side: Side, worth: u8) -> Option<(u8, u8)> {
        free_all(&mut board.clone(), side, worth).2.map(|(from, to)| (from as u8, to as u8))
    }

    fn no_move(&mut self, _: &Board, _: Side) -> Next {
        self.after_throw()
    }

    fn end_turn(&mut self) {
        *self = ElOued::turn((self.turns_ended + 1).min(2));
    }

    /// A side with no pieces loses at once, even with throws left [D24].
    fn end(&self, board: &Board) -> Option<Outcome> {
        captured_all(board)
    }

    /// Every value, and a sig worth 7 or 13 (7.1.7).
    fn openings(&self, _: &Board, _: Side) -> Vec<ElOued> {
        let plain = (1..=STICKS).map(|whites| (whites, 0));
        plain.chain([(1, 7), (1, 13)]).map(|(whites, worth)| ElOued { whites, worth, ..self.clone() }).collect()
    }

    /// Round the circuit, row `b` on the pass the piece's place is on.
    fn path(&self, board: &Board, side: Side, from: usize, by: u8) -> Vec<usize> {
        let start = place(side, from, board.at(from).expect("a piece").state);
        (start..=start + by as usize).map(|place| hole_at(side, place).0).collect()
    }

    fn key(&self) -> u64 {
        let ElOued { whites, worth, throws_left, after_six, counted, turns_ended } = *self;
        u64::from_le_bytes([whites, worth, throws_left, after_six as u8, counted, turns_ended, 0, 0])
    }

    /// Material first; then freed pieces, and the chance of losing a piece to the next throw.
    fn evaluate(&self, board: &Board, side: Side) -> f64 {
        let mut material = 0.0;
        let mut positional = 0.0;
        for s in Side::BOTH {
            let sign = if s == side { 1.0 } else { -1.0 };
            let freed = (board.count(s) as usize - locked(board, s).len()) as f64;
            material += sign * board.count(s) as f64;
            positional += sign * (freed * FREE_WORTH - ElOued::exposure(board, s.opponent()) * EXPOSED_WORTH);
        }
        material * PIECE as f64 + bounded(positional, POSITIONAL_CAP)
    }
}
