//! Seega (RULES.md sections 2 and 3): place the pieces one at a time, then
//! step onto empty squares and capture by enclosing. `Seega<false>` is the
//! Sudan rule set (8 directions, repetition limit), `Seega<true>` the Egypt
//! one (orthogonal, cross opening, the same piece keeps capturing). The
//! board size is a type (`size`), 5x5 by default.

mod endgame;
mod eval;
mod legality;
mod notation;
mod refusal;
mod setup;
mod steps;
#[cfg(test)]
mod eval_tests;
mod size;
mod teach;
#[cfg(test)]
mod tests;

pub use size::{Board, Five, Nine, Seven, Size};

use crate::core::bits::{squares, BitSet};
use crate::core::grid::DIRECTIONS;
use crate::core::options::OptionReader;
use crate::core::{Act, Barrier, Blocked, BoardView, Capabilities, Cause, Error, Kind, MoveParts, MoveShape, Outcome, Phase, Reason, Setup, Side};
use crate::rules::{Played, Situation};
pub use refusal::SeegaRefusal;
use crate::rules::{Clock, Rules};
use crate::search::{negamax, Limits, Report, Think};
use serde_json::{json, Map, Value};

/// Rule 7: at most this many moves in a row between the same two squares.
const MAX_SHUTTLE: u8 = 4;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeegaOptions {
    pub board: Board,
    pub first_placer: Side,
    pub barrier_plies: u32,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SeegaMove {
    Place(u8),
    Step { from: u8, to: u8 },
}

/// A piece's current run of moves back and forth (rule 7), kept on the
/// square it stands on: the square it came from and how many moves in a row
/// went between those two squares (0: no run).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Shuttle {
    from: u8,
    count: u8,
}

/// A position on board `B`, whose options always name that board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seega<const EGYPT: bool, B: Size = Five> {
    options: SeegaOptions,
    pieces: [B::Bits; 2],
    to_move: Side,
    placing: bool,
    /// During a capture series, the square of the piece that captured last
    /// (Egypt: the only piece that may go on; Sudan: any piece may).
    series: Option<u8>,
    /// `to_move` is making an extra move because its opponent is blocked.
    extra: bool,
    /// Movement plies in a row without a capture (rule 9).
    quiet_plies: u32,
    /// Sudan only; all zero in Egypt.
    shuttles: B::PerSquare<Shuttle>,
    outcome: Option<Outcome>,
}

const fn opposite(d: (i8, i8)) -> (i8, i8) {
    (-d.0, -d.1)
}

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// The directions pieces step and capture in (rule 3; Egypt rule 4:
    /// `DIRECTIONS` lists the orthogonal ones first).
    const DIRECTIONS: &'static [(i8, i8)] = if EGYPT { DIRECTIONS.split_at(4).0 } else { &DIRECTIONS };

    fn bit(sq: usize) -> B::Bits {
        BitSet::bit(sq)
    }

    /// `set` moved one square in direction `(file, rank)`; squares that would
    /// leave the board drop out.
    fn shift(set: B::Bits, (df, dr): (i8, i8)) -> B::Bits {
        let set = match df {
            1 => set & !B::LAST_FILE,
            -1 => set & !B::FIRST_FILE,
            _ => set,
        };
        let by = df as isize + B::GRID.files as isize * dr as isize;
        (if by >= 0 { set << by as usize } else { set >> by.unsigned_abs() }) & B::ALL
    }

    fn neighbours(sq: usize) -> B::Bits {
        B::NEIGHBOURS[EGYPT as usize][sq]
    }

    /// The squares next to some square of `set`.
    fn next_to(set: B::Bits) -> B::Bits {
        Self::DIRECTIONS.iter().fold(B::Bits::EMPTY, |near, &d| near | Self::shift(set, d))
    }

    fn empty(&self) -> B::Bits {
        B::ALL & !(self.pieces[0] | self.pieces[1])
    }

    /// Egypt's opening cross (rule 3.1): side 0 at both ends of the centre
    /// rank, side 1 at both ends of the centre file.
    fn cross() -> [B::Bits; 2] {
        let files = B::GRID.files as usize;
        let middle = files / 2;
        let rank_ends = Self::bit(middle * files) | Self::bit(middle * files + files - 1);
        let file_ends = Self::bit(middle) | Self::bit((files - 1) * files + middle);
        [rank_ends, file_ends]
    }

    /// The side that makes the first move of the second phase (rule 2; Egypt rule 3).
    fn first_mover(&self) -> Side {
        if EGYPT {
            self.options.first_placer.opponent()
        } else {
            self.options.first_placer
        }
    }

    /// The square the piece on `from` may not step to now (rule 7), as a bit set.
    fn shuttle_ban(&self, from: usize) -> B::Bits {
        let s = self.shuttles[from];
        if !EGYPT && s.count >= MAX_SHUTTLE {
            Self::bit(s.from as usize)
        } else {
            B::Bits::EMPTY
        }
    }

    /// Squares the piece on `from` may step to, ignoring series and extra-move rules.
    fn targets(&self, from: usize) -> B::Bits {
        Self::neighbours(from) & self.empty() & !self.shuttle_ban(from)
    }

    /// The enemy pieces a step of `side` onto `to` would capture. Where the
    /// piece comes from does not matter: it was next to `to`, and the pieces
    /// that enclose stand two squares away.
    fn captures(&self, side: Side, to: usize) -> B::Bits {
        let own = self.pieces[side.index()];
        let enemy = self.pieces[side.opponent().index()] & !Self::bit(B::CENTRE);
        Self::DIRECTIONS
            .iter()
            .fold(B::Bits::EMPTY, |taken, &d| taken | Self::shift(Self::bit(to), d) & enemy & Self::shift(own, opposite(d)))
    }

    /// The empty squares a step of `side` onto would capture from: an enemy
    /// piece next to them, and one of `side`'s beyond it.
    fn capture_squares(&self, side: Side) -> B::Bits {
        let own = self.pieces[side.index()];
        let enemy = self.pieces[side.opponent().index()] & !Self::bit(B::CENTRE);
        let back = |set, d| Self::shift(set, opposite(d));
        Self::DIRECTIONS.iter().fold(B::Bits::EMPTY, |to, &d| to | back(enemy & back(own, d), d)) & self.empty()
    }

    /// Whether `side` can step now; only a piece next to an empty square can.
    fn has_move(&self, side: Side) -> bool {
        squares(self.pieces[side.index()] & Self::next_to(self.empty())).any(|sq| !self.targets(sq).is_empty())
    }

    /// Whether a piece of `side` among `movers` has a capturing step.
    fn can_capture(&self, side: Side, movers: B::Bits) -> bool {
        let capturing = self.capture_squares(side);
        squares(movers & Self::next_to(capturing)).any(|from| !(self.targets(from) & capturing).is_empty())
    }

    /// The pieces that may go on capturing after the piece now on `capturer`
    /// captured: in Egypt that piece, in Sudan any of its side's.
    fn series_movers(&self, capturer: usize) -> B::Bits {
        if EGYPT {
            Self::bit(capturer)
        } else {
            self.pieces[self.to_move.index()]
        }
    }

    /// The pieces that may move now.
    fn movers(&self) -> B::Bits {
        match self.series {
            Some(sq) => self.series_movers(sq as usize),
            None => self.pieces[self.to_move.index()],
        }
    }

    /// Moves the piece and removes what it captures; counts plies and runs. No turn logic.
    fn step(&mut self, from: usize, to: usize) -> B::Bits {
        let me = self.to_move.index();
        let captured = self.captures(self.to_move, to);
        self.pieces[me] = self.pieces[me] & !Self::bit(from) | Self::bit(to);
        self.pieces[1 - me] &= !captured;
        if !captured.is_empty() {
            self.quiet_plies = 0;
            self.shuttles = B::per_square(Shuttle::default());
        } else {
            self.quiet_plies += 1;
            if !EGYPT {
                let run = self.shuttles[from];
                let count = if run.count > 0 && run.from as usize == to { run.count + 1 } else { 1 };
                self.shuttles[from] = Shuttle::default();
                self.shuttles[to] = Shuttle { from: from as u8, count };
            }
        }
        captured
    }

    /// Whether an extra move leaves the blocked side a legal move (rule 6).
    fn opens_way(&self, from: usize, to: usize) -> bool {
        let mut after = self.clone();
        after.step(from, to);
        after.has_move(self.to_move.opponent())
    }

    /// Gives the turn to `side`, or makes its opponent move again if it is
    /// blocked (rule 6), or ends the game by count if neither can move.
    fn give_turn(&mut self, side: Side) {
        self.series = None;
        self.extra = false;
        if self.has_move(side) {
            self.to_move = side;
        } else if self.has_move(side.opponent()) {
            self.to_move = side.opponent();
            self.extra = true;
        } else {
            self.end_by_count();
        }
    }

    fn end_by_count(&mut self) {
        let [light, dark] = self.pieces.map(BitSet::count);
        self.outcome = Some(match light.cmp(&dark) {
            std::cmp::Ordering::Greater => Outcome::win(Side::Light, Reason::Count),
            std::cmp::Ordering::Less => Outcome::win(Side::Dark, Reason::Count),
            std::cmp::Ordering::Equal => Outcome::draw(Reason::Count),
        });
    }

    /// Rule 11, after a step of `mover` that ended on `to`.
    fn after_step(&mut self, mover: Side, to: usize, captured: B::Bits) {
        let left = self.pieces[mover.opponent().index()].count();
        if left <= 1 {
            let reason = if left == 1 { Reason::OneLeft } else { Reason::CapturedAll };
            self.outcome = Some(Outcome::win(mover, reason));
        } else if self.quiet_plies >= self.options.barrier_plies {
            self.end_by_count();
        } else if !captured.is_empty() && self.can_capture(mover, self.series_movers(to)) {
            self.series = Some(to as u8);
            self.extra = false;
        } else {
            self.give_turn(mover.opponent());
        }
    }

}

/// The option that says which side places first.
const FIRST_MOVER: &str = "firstPlacer";

impl<const EGYPT: bool, B: Size> Rules for Seega<EGYPT, B> {
    type Move = SeegaMove;
    type Options = SeegaOptions;
    const ID: &'static str = if EGYPT { "seega-egypt" } else { "seega-sudan" };
    const NAME: &'static str = if EGYPT { "Seega (Egypt)" } else { "Seega (Sudan)" };
    const KIND: Kind = Kind::Grid;

    fn capabilities() -> Capabilities {
        Capabilities {
            placement: true,
            capture_series: true,
            throws: false,
            teams: false,
            team_size: Some(1),
            boards: Board::NAMES.to_vec(),
            draw_by_agreement: false,
            first_mover: Some(FIRST_MOVER),
            seed: None,
            move_parts: vec![
                MoveShape { phase: Phase::Placement.as_str(), parts: &["to"] },
                MoveShape { phase: Phase::Movement.as_str(), parts: &["from", "to"] },
            ],
        }
    }

    fn read_options_with(r: &mut OptionReader) -> Result<SeegaOptions, Error> {
        Ok(SeegaOptions {
            board: Board::ALL[r.board(&Board::NAMES, Board::Five as usize)?],
            first_placer: r.side(FIRST_MOVER, Side::Light)?,
            barrier_plies: r.integer("barrierPlies", 10, 100_000, 40)? as u32,
        })
    }

    fn options_json(o: &SeegaOptions) -> Map<String, Value> {
        let v = json!({ "board": o.board.name(), FIRST_MOVER: o.first_placer.index(), "barrierPlies": o.barrier_plies });
        v.as_object().cloned().unwrap_or_default()
    }

    /// `options` must name this type's board: `session` picks the type from them.
    fn start(options: &SeegaOptions, _entropy: u64) -> Self {
        assert_eq!(options.board, B::BOARD, "options for another board");
        let pieces = if EGYPT { Self::cross() } else { [B::Bits::EMPTY; 2] };
        Self::fresh(*options, pieces, options.first_placer, true)
    }

    /// `options` must name this type's board, as for `start`.
    /// Seega throws nothing: no stream to seed.
    fn from_setup(options: &SeegaOptions, setup: &Setup, _entropy: u64) -> Result<Self, Error> {
        assert_eq!(options.board, B::BOARD, "options for another board");
        Self::set_up(*options, setup)
    }

    fn setup(&self) -> Setup {
        self.to_setup()
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn phase(&self) -> Phase {
        if self.outcome.is_some() {
            Phase::Over
        } else if self.placing {
            Phase::Placement
        } else {
            Phase::Movement
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self, out: &mut Vec<SeegaMove>) {
        if self.outcome.is_some() {
            return;
        }
        if self.placing {
            out.extend(squares(self.empty() & !Self::bit(B::CENTRE)).map(|sq| SeegaMove::Place(sq as u8)));
            return;
        }
        let first = out.len();
        self.steps(out);
        // Rule 6: an extra move must leave the blocked side a move, if any move can.
        if self.extra {
            let opening: Vec<SeegaMove> = out[first..]
                .iter()
                .copied()
                .filter(|&m| matches!(m, SeegaMove::Step { from, to } if self.opens_way(from as usize, to as usize)))
                .collect();
            if !opening.is_empty() {
                out.truncate(first);
                out.extend(opening);
            }
        }
    }

    fn play(&mut self, mv: SeegaMove) -> Played {
        let mover = self.to_move;
        match mv {
            SeegaMove::Place(sq) => {
                self.pieces[mover.index()] |= Self::bit(sq as usize);
                if self.empty() == Self::bit(B::CENTRE) {
                    self.placing = false;
                    self.give_turn(self.first_mover());
                } else {
                    self.to_move = mover.opponent();
                }
                Played::default()
            }
            SeegaMove::Step { from, to } => {
                let captured = self.step(from as usize, to as usize);
                self.after_step(mover, to as usize, captured);
                Played { captured: captured.into(), throw: None }
            }
        }
    }

    fn move_text(&self, mv: SeegaMove) -> String {
        self.write(mv)
    }

    fn parse_move(&self, text: &str) -> Result<SeegaMove, Error> {
        let mv = Self::read(text)?;
        self.checked(text, mv)
    }

    fn refusal(&self, from: Option<usize>, to: Option<usize>) -> Option<Error> {
        self.refusal_of(from, to)
    }

    fn move_parts(&self, mv: SeegaMove) -> MoveParts {
        let name = |sq: u8| Some(B::GRID.name(sq as usize));
        match mv {
            SeegaMove::Place(sq) => MoveParts { placement: true, to: name(sq), ..MoveParts::default() },
            SeegaMove::Step { from, to } => MoveParts { from: name(from), to: name(to), ..MoveParts::default() },
        }
    }

    fn situation(&self) -> Situation {
        if self.outcome.is_some() {
            return Situation::default();
        }
        if self.placing {
            let to_place = self.pieces.map(|own| B::PIECES_EACH - own.count());
            return Situation { to_place: Some(to_place), ..Situation::default() };
        }
        let act = match (self.series, self.extra) {
            (Some(_), _) => Some(Act::Series),
            (None, true) => Some(Act::Extra),
            (None, false) => None,
        };
        Situation {
            act,
            series_piece: self.series.filter(|_| EGYPT).map(|sq| B::GRID.name(sq as usize)),
            blocked: self.extra.then(|| Blocked { side: self.to_move.opponent() }),
            barrier: Some(Barrier { plies: self.quiet_plies, limit: self.options.barrier_plies }),
            seig: None,
            paths: None,
            to_place: None,
        }
    }

    fn marked(&self) -> Vec<String> {
        vec![B::GRID.name(B::CENTRE)]
    }

    /// Rule 11 tests the barrier before whether anyone can move.
    fn count_cause(&self) -> Option<Cause> {
        match self.outcome {
            Some(Outcome { reason: Reason::Count, .. }) if self.quiet_plies >= self.options.barrier_plies => {
                Some(Cause::Barrier)
            }
            Some(Outcome { reason: Reason::Count, .. }) => Some(Cause::Stuck),
            _ => None,
        }
    }

    fn board(&self) -> BoardView {
        let cells = (0..B::SQUARES)
            .map(|sq| Side::BOTH.iter().find(|s| self.pieces[s.index()].contains(sq)).map_or(0, |s| s.cell()))
            .collect();
        BoardView::Grid { files: B::GRID.files, ranks: B::GRID.ranks, cells }
    }

    fn square_name(&self, index: usize) -> String {
        B::GRID.name(index)
    }

    fn pieces(&self) -> [u32; 2] {
        self.pieces.map(BitSet::count)
    }

    fn may_resign(&self, side: Side) -> Result<(), Error> {
        let lost = if self.placing { 0 } else { B::PIECES_EACH - self.pieces[side.index()].count() };
        if EGYPT || lost >= 5 {
            Ok(())
        } else {
            Err(Error::NotAllowed(SeegaRefusal::ResignTooEarly { side, lost }.into()))
        }
    }
}

impl<const EGYPT: bool, B: Size> Think for Seega<EGYPT, B> {
    fn think(&self, limits: &Limits, clock: Clock) -> Option<Report<SeegaMove>> {
        negamax::search(self, limits, clock)
    }

    fn think_after(&self, earlier: &[Self], limits: &Limits, clock: Clock) -> Option<Report<SeegaMove>> {
        negamax::search_after(self, earlier, limits, clock)
    }
}
