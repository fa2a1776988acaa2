//! Seega (RULES.md sections 2 and 3): place the pieces one at a time, then
//! step onto empty squares and capture by enclosing. `Seega<false>` is the
//! Sudan rule set (8 directions, repetition limit), `Seega<true>` the Egypt
//! one (orthogonal, cross opening, the same piece keeps capturing). The
//! board size is a type (`size`), 5x5 by default.

mod endgame;
mod eval;
mod refusal;
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
use crate::core::{
    Act, Barrier, Blocked, BoardView, Capabilities, Cause, CommonRefusal, Error, Kind, MoveParts, MoveShape, Outcome, Phase, Played, Reason, Refusal,
    Side, Situation,
};
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

    /// How far a neighbour's index can be from a square's (a diagonal).
    const REACH: usize = B::GRID.files as usize + 1;
    /// Bits of a word that hold one piece's targets in `steps`: room for
    /// `REACH` squares either side, rounded up so that lanes split cheaply.
    const LANE: usize = (2 * Self::REACH + 1).next_power_of_two();

    /// Every legal step now, before the extra-move filter, by square from then square to.
    fn steps(&self, out: &mut Vec<SeegaMove>) {
        let allowed = if self.series.is_some() { self.capture_squares(self.to_move) } else { B::ALL };
        let mut pieces = self.movers() & Self::next_to(self.empty() & allowed);
        // Several pieces at a time (4 on 5x5, 2 on larger boards): each
        // one's targets, shifted so that bit 0 is the square `REACH` before
        // it, fill a lane of one word, and a single loop over that word
        // lists their steps in order. A loop per piece would end at an
        // unpredictable point for each piece.
        while !pieces.is_empty() {
            let mut froms = [0; 4];
            let mut packed = 0u64;
            for (k, from) in froms.iter_mut().take(64 / Self::LANE).enumerate() {
                if pieces.is_empty() {
                    break;
                }
                *from = pieces.lowest();
                pieces = pieces.without_lowest();
                packed |= ((self.targets(*from) & allowed) << Self::REACH >> *from).low_u64() << (Self::LANE * k);
            }
            for i in squares(packed) {
                let from = froms[i / Self::LANE];
                out.push(SeegaMove::Step { from: from as u8, to: (from + i % Self::LANE - Self::REACH) as u8 });
            }
        }
    }

    /// A movement-phase position from a diagram, for tests and the endgame
    /// solver: ranks from the last down to 1, `o` side 0, `x` side 1, `.`
    /// empty; other characters (spaces, newlines) are skipped. Run counts
    /// start at zero.
    #[cfg(test)]
    pub(crate) fn from_diagram(options: SeegaOptions, diagram: &str, to_move: Side) -> Result<Self, Error> {
        let cells: Vec<char> = diagram.chars().filter(|c| matches!(c, 'o' | 'x' | '.')).collect();
        if cells.len() != B::SQUARES {
            let expected = format!("{} squares, not {}", B::SQUARES, cells.len());
            return Err(Error::BadArgument { what: "a diagram".to_string(), expected });
        }
        let files = B::GRID.files as usize;
        let mut pieces = [B::Bits::EMPTY; 2];
        for (i, c) in cells.iter().enumerate() {
            let sq = (files - 1 - i / files) * files + i % files;
            match c {
                'o' => pieces[0] |= Self::bit(sq),
                'x' => pieces[1] |= Self::bit(sq),
                _ => {}
            }
        }
        Ok(Self::from_pieces(options, pieces, to_move))
    }

    /// A movement-phase position with these pieces, `to_move` to act (or the
    /// opponent's extra move if it is blocked).
    pub(crate) fn from_pieces(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side) -> Self {
        let mut pos = Self::fresh(options, pieces, to_move, false);
        pos.give_turn(to_move);
        pos
    }

    /// A position with no series, extra move, counts or outcome yet.
    fn fresh(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side, placing: bool) -> Self {
        Seega {
            options,
            pieces,
            to_move,
            placing,
            series: None,
            extra: false,
            quiet_plies: 0,
            shuttles: B::per_square(Shuttle::default()),
            outcome: None,
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
        match mv {
            SeegaMove::Place(sq) => B::GRID.name(sq as usize),
            SeegaMove::Step { from, to } => format!("{}-{}", B::GRID.name(from as usize), B::GRID.name(to as usize)),
        }
    }

    fn parse_move(&self, text: &str) -> Result<SeegaMove, Error> {
        let is_step = text.contains(['-', 'x', 'X']);
        let mv = if is_step {
            let (from, to) = B::GRID.parse_step(text)?;
            SeegaMove::Step { from: from as u8, to: to as u8 }
        } else {
            SeegaMove::Place(B::GRID.parse_square(text)? as u8)
        };
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let illegal = |why: Refusal| Err(Error::Illegal { text: text.to_string(), why });
        let name = |sq: u8| B::GRID.name(sq as usize);
        match mv {
            SeegaMove::Place(_) if !self.placing => illegal(SeegaRefusal::PlacementOver.into()),
            SeegaMove::Step { .. } if self.placing => illegal(SeegaRefusal::StillPlacing.into()),
            SeegaMove::Place(sq) if sq as usize == B::CENTRE => illegal(SeegaRefusal::CentreEmpty { square: name(sq) }.into()),
            SeegaMove::Place(sq) if !self.empty().contains(sq as usize) => illegal(SeegaRefusal::AlreadyTaken { square: name(sq) }.into()),
            SeegaMove::Place(_) => Ok(mv),
            SeegaMove::Step { from, to } => {
                let (f, t) = (from as usize, to as usize);
                if !self.pieces[self.to_move.index()].contains(f) {
                    return illegal(CommonRefusal::NoPieceOn { side: self.to_move, square: name(from) }.into());
                }
                if !Self::neighbours(f).contains(t) {
                    let (from, to) = (name(from), name(to));
                    return illegal(if EGYPT {
                        CommonRefusal::StepOrthogonal { from, to, seega: true }.into()
                    } else {
                        CommonRefusal::StepAnyDirection { from, to, seega: true }.into()
                    });
                }
                if !self.empty().contains(t) {
                    return illegal(SeegaRefusal::NotEmpty { square: name(to) }.into());
                }
                if self.shuttle_ban(f).contains(t) {
                    return illegal(SeegaRefusal::FifthShuttle { from: name(from), to: name(to) }.into());
                }
                if let Some(piece) = self.series {
                    if EGYPT && piece != from {
                        return illegal(SeegaRefusal::SameCapturer { square: name(piece) }.into());
                    }
                    if self.captures(self.to_move, t).is_empty() {
                        return illegal(SeegaRefusal::SeriesOn.into());
                    }
                }
                if self.extra && !self.opens_way(f, t) {
                    let mut moves = Vec::new();
                    self.legal_moves(&mut moves);
                    if !moves.contains(&mv) {
                        return illegal(SeegaRefusal::ExtraMustOpen { blocked: self.to_move.opponent() }.into());
                    }
                }
                Ok(mv)
            }
        }
    }

    fn refusal(&self, from: Option<usize>, to: Option<usize>) -> Option<Error> {
        let name = |sq: usize| B::GRID.name(sq);
        let step = |from: usize, to: usize| self.parse_move(&format!("{}-{}", name(from), name(to))).err();
        match (from, to) {
            (None, Some(to)) => self.parse_move(&name(to)).err(),
            (Some(from), Some(to)) if B::GRID.neighbour_mask(from, 8) >> to & 1 == 1 => step(from, to),
            (Some(from), None) if !self.placing && self.outcome.is_none() && self.pieces[self.to_move.index()].contains(from) => {
                if let Some(piece) = self.series.map(usize::from) {
                    let why = if EGYPT && piece != from { SeegaRefusal::SameCapturer { square: name(piece) }.into() } else { SeegaRefusal::SeriesOn.into() };
                    return Some(Error::NotAllowed(why));
                }
                // The refusal of a step to an empty neighbour, straight steps first: they tell more than diagonal ones.
                DIRECTIONS
                    .iter()
                    .filter_map(|&direction| B::GRID.step(from, direction))
                    .filter(|&to| Self::neighbours(from).contains(to) && self.empty().contains(to))
                    .find_map(|to| step(from, to))
            }
            _ => None,
        }
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
