//! Seega (RULES.md sections 2 and 3): place the pieces one at a time, then
//! step onto empty squares and capture by enclosing. `Seega<false>` is the
//! Sudan rule set (8 directions, repetition limit), `Seega<true>` the Egypt
//! one (orthogonal, cross opening, the same piece keeps capturing).
//! 25 squares: bit sets are `u32`.

/// Only the tests use it so far: solving takes about a second, too long for a move.
#[cfg(test)]
mod endgame;
mod eval;
mod teach;
#[cfg(test)]
mod tests;

use crate::core::bits::squares;
use crate::core::grid::DIRECTIONS;
use crate::core::options::OptionReader;
use crate::core::{Act, Barrier, Blocked, BoardView, Cause, Error, Grid, MoveFacts, Outcome, Phase, Played, Reason, Refusal, Side, Situation};
use crate::rules::{Clock, Rules};
use crate::search::{negamax, Limits, Report};
use serde_json::{json, Map, Value};

const GRID: Grid = Grid { files: 5, ranks: 5 };
const SQUARES: usize = 25;
const CENTRE: usize = 12;
const BOARD: u32 = (1 << SQUARES) - 1;
const PIECES_EACH: u32 = 12;
/// Rule 7: at most this many moves in a row between the same two squares.
const MAX_SHUTTLE: u8 = 4;
/// Egypt's opening cross: side 0 on a3 and e3, side 1 on c1 and c5.
const CROSS: [u32; 2] = [1 << 10 | 1 << 14, 1 << 2 | 1 << 22];

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeegaOptions {
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
struct Shuttle {
    from: u8,
    count: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seega<const EGYPT: bool> {
    options: SeegaOptions,
    pieces: [u32; 2],
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
    shuttles: [Shuttle; SQUARES],
    outcome: Option<Outcome>,
}

/// Squares of file a and of file e, which a step west or east would leave.
const FILE_A: u32 = 0b00001_00001_00001_00001_00001;
const FILE_E: u32 = FILE_A << 4;

/// `set` moved one square in direction `(file, rank)`; squares that would
/// leave the board drop out.
const fn shift(set: u32, (df, dr): (i8, i8)) -> u32 {
    let set = match df {
        1 => set & !FILE_E,
        -1 => set & !FILE_A,
        _ => set,
    };
    let by = df as i32 + GRID.files as i32 * dr as i32;
    (if by >= 0 { set << by } else { set >> -by }) & BOARD
}

const fn opposite(d: (i8, i8)) -> (i8, i8) {
    (-d.0, -d.1)
}

const fn neighbour_masks(directions: usize) -> [u32; SQUARES] {
    let mut masks = [0; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        masks[sq] = GRID.neighbour_mask(sq, directions) as u32;
        sq += 1;
    }
    masks
}

/// Each square's neighbours, indexed by `EGYPT`: 8 directions, then orthogonal only.
const NEIGHBOURS: [[u32; SQUARES]; 2] = [neighbour_masks(8), neighbour_masks(4)];

fn bit(sq: usize) -> u32 {
    1 << sq
}

impl<const EGYPT: bool> Seega<EGYPT> {
    /// The directions pieces step and capture in (rule 3; Egypt rule 4:
    /// `DIRECTIONS` lists the orthogonal ones first).
    const DIRECTIONS: &'static [(i8, i8)] = if EGYPT { DIRECTIONS.split_at(4).0 } else { &DIRECTIONS };

    fn neighbours(sq: usize) -> u32 {
        NEIGHBOURS[EGYPT as usize][sq]
    }

    /// The squares next to some square of `set`.
    fn next_to(set: u32) -> u32 {
        Self::DIRECTIONS.iter().fold(0, |near, &d| near | shift(set, d))
    }

    fn empty(&self) -> u32 {
        BOARD & !(self.pieces[0] | self.pieces[1])
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
    fn shuttle_ban(&self, from: usize) -> u32 {
        let s = self.shuttles[from];
        if !EGYPT && s.count >= MAX_SHUTTLE {
            bit(s.from as usize)
        } else {
            0
        }
    }

    /// Squares the piece on `from` may step to, ignoring series and extra-move rules.
    fn targets(&self, from: usize) -> u32 {
        Self::neighbours(from) & self.empty() & !self.shuttle_ban(from)
    }

    /// The enemy pieces a step of `side` onto `to` would capture. Where the
    /// piece comes from does not matter: it was next to `to`, and the pieces
    /// that enclose stand two squares away.
    fn captures(&self, side: Side, to: usize) -> u32 {
        let own = self.pieces[side.index()];
        let enemy = self.pieces[side.opponent().index()] & !bit(CENTRE);
        Self::DIRECTIONS.iter().fold(0, |taken, &d| taken | shift(bit(to), d) & enemy & shift(own, opposite(d)))
    }

    /// The empty squares a step of `side` onto would capture from: an enemy
    /// piece next to them, and one of `side`'s beyond it.
    fn capture_squares(&self, side: Side) -> u32 {
        let own = self.pieces[side.index()];
        let enemy = self.pieces[side.opponent().index()] & !bit(CENTRE);
        let back = |set, d| shift(set, opposite(d));
        Self::DIRECTIONS.iter().fold(0, |to, &d| to | back(enemy & back(own, d), d)) & self.empty()
    }

    /// Whether `side` can step now; only a piece next to an empty square can.
    fn has_move(&self, side: Side) -> bool {
        squares(self.pieces[side.index()] & Self::next_to(self.empty())).any(|sq| self.targets(sq) != 0)
    }

    /// Whether a piece of `side` among `movers` has a capturing step.
    fn can_capture(&self, side: Side, movers: u32) -> bool {
        let capturing = self.capture_squares(side);
        squares(movers & Self::next_to(capturing)).any(|from| self.targets(from) & capturing != 0)
    }

    /// The pieces that may go on capturing after the piece now on `capturer`
    /// captured: in Egypt that piece, in Sudan any of its side's.
    fn series_movers(&self, capturer: usize) -> u32 {
        if EGYPT {
            bit(capturer)
        } else {
            self.pieces[self.to_move.index()]
        }
    }

    /// The pieces that may move now.
    fn movers(&self) -> u32 {
        match self.series {
            Some(sq) => self.series_movers(sq as usize),
            None => self.pieces[self.to_move.index()],
        }
    }

    /// Moves the piece and removes what it captures; counts plies and runs. No turn logic.
    fn step(&mut self, from: usize, to: usize) -> u32 {
        let me = self.to_move.index();
        let captured = self.captures(self.to_move, to);
        self.pieces[me] = self.pieces[me] & !bit(from) | bit(to);
        self.pieces[1 - me] &= !captured;
        if captured != 0 {
            self.quiet_plies = 0;
            self.shuttles = [Shuttle::default(); SQUARES];
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
        let [light, dark] = self.pieces.map(u32::count_ones);
        self.outcome = Some(match light.cmp(&dark) {
            std::cmp::Ordering::Greater => Outcome::win(Side::Light, Reason::Count),
            std::cmp::Ordering::Less => Outcome::win(Side::Dark, Reason::Count),
            std::cmp::Ordering::Equal => Outcome::draw(Reason::Count),
        });
    }

    /// Rule 11, after a step of `mover` that ended on `to`.
    fn after_step(&mut self, mover: Side, to: usize, captured: u32) {
        let left = self.pieces[mover.opponent().index()].count_ones();
        if left <= 1 {
            let reason = if left == 1 { Reason::OneLeft } else { Reason::CapturedAll };
            self.outcome = Some(Outcome::win(mover, reason));
        } else if self.quiet_plies >= self.options.barrier_plies {
            self.end_by_count();
        } else if captured != 0 && self.can_capture(mover, self.series_movers(to)) {
            self.series = Some(to as u8);
            self.extra = false;
        } else {
            self.give_turn(mover.opponent());
        }
    }

    /// Every legal step now, before the extra-move filter, by square from then square to.
    fn steps(&self, out: &mut Vec<SeegaMove>) {
        let allowed = if self.series.is_some() { self.capture_squares(self.to_move) } else { BOARD };
        let mut pieces = self.movers() & Self::next_to(self.empty() & allowed);
        // Four pieces at a time: each one's targets, shifted so that bit 0 is
        // the square `REACH` before it, fill 16 bits of one word, and a
        // single loop over that word lists their steps in order. A loop per
        // piece would end at an unpredictable point for each piece.
        // `REACH`: how far a neighbour's index can be from a square's (a diagonal).
        const REACH: usize = GRID.files as usize + 1;
        while pieces != 0 {
            let mut froms = [0; 4];
            let mut packed = 0u64;
            for (k, from) in froms.iter_mut().enumerate() {
                if pieces == 0 {
                    break;
                }
                *from = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                packed |= ((self.targets(*from) & allowed) as u64) << REACH >> *from << (16 * k);
            }
            for i in squares(packed) {
                let from = froms[i / 16];
                out.push(SeegaMove::Step { from: from as u8, to: (from + i % 16 - REACH) as u8 });
            }
        }
    }

    /// A movement-phase position from a diagram, for tests and the endgame
    /// solver: ranks 5 down to 1, `o` side 0, `x` side 1, `.` empty; other
    /// characters (spaces, newlines) are skipped. Run counts start at zero.
    #[cfg(test)]
    pub(crate) fn from_diagram(options: SeegaOptions, diagram: &str, to_move: Side) -> Result<Self, Error> {
        let cells: Vec<char> = diagram.chars().filter(|c| matches!(c, 'o' | 'x' | '.')).collect();
        if cells.len() != SQUARES {
            let expected = format!("25 squares, not {}", cells.len());
            return Err(Error::BadArgument { what: "a diagram".to_string(), expected });
        }
        let mut pieces = [0u32; 2];
        for (i, c) in cells.iter().enumerate() {
            let sq = (4 - i / 5) * 5 + i % 5;
            match c {
                'o' => pieces[0] |= bit(sq),
                'x' => pieces[1] |= bit(sq),
                _ => {}
            }
        }
        Ok(Self::from_pieces(options, pieces, to_move))
    }

    /// A movement-phase position with these pieces, `to_move` to act (or the
    /// opponent's extra move if it is blocked).
    #[cfg(test)]
    pub(crate) fn from_pieces(options: SeegaOptions, pieces: [u32; 2], to_move: Side) -> Self {
        let mut pos = Self::fresh(options, pieces, to_move, false);
        pos.give_turn(to_move);
        pos
    }

    /// A position with no series, extra move, counts or outcome yet.
    fn fresh(options: SeegaOptions, pieces: [u32; 2], to_move: Side, placing: bool) -> Self {
        Seega {
            options,
            pieces,
            to_move,
            placing,
            series: None,
            extra: false,
            quiet_plies: 0,
            shuttles: [Shuttle::default(); SQUARES],
            outcome: None,
        }
    }
}

impl<const EGYPT: bool> Rules for Seega<EGYPT> {
    type Move = SeegaMove;
    type Options = SeegaOptions;
    const ID: &'static str = if EGYPT { "seega-egypt" } else { "seega-sudan" };
    const NAME: &'static str = if EGYPT { "Seega (Egypt)" } else { "Seega (Sudan)" };

    fn read_options(given: &Map<String, Value>) -> Result<SeegaOptions, Error> {
        let mut r = OptionReader::new(Self::ID, given);
        let options = SeegaOptions {
            first_placer: r.side("firstPlacer", Side::Light)?,
            barrier_plies: r.integer("barrierPlies", 10, 100_000, 40)? as u32,
        };
        r.finish()?;
        Ok(options)
    }

    fn options_json(o: &SeegaOptions) -> Map<String, Value> {
        let v = json!({ "firstPlacer": o.first_placer.index(), "barrierPlies": o.barrier_plies });
        v.as_object().cloned().unwrap_or_default()
    }

    fn start(options: &SeegaOptions, _entropy: u64) -> Self {
        Self::fresh(*options, if EGYPT { CROSS } else { [0, 0] }, options.first_placer, true)
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
            out.extend(squares(self.empty() & !bit(CENTRE)).map(|sq| SeegaMove::Place(sq as u8)));
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
                self.pieces[mover.index()] |= bit(sq as usize);
                if self.empty() == bit(CENTRE) {
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
                Played { captured: captured as u64, throw: None }
            }
        }
    }

    fn move_text(&self, mv: SeegaMove) -> String {
        match mv {
            SeegaMove::Place(sq) => GRID.name(sq as usize),
            SeegaMove::Step { from, to } => format!("{}-{}", GRID.name(from as usize), GRID.name(to as usize)),
        }
    }

    fn parse_move(&self, text: &str) -> Result<SeegaMove, Error> {
        let is_step = text.contains(['-', 'x', 'X']);
        let mv = if is_step {
            let (from, to) = GRID.parse_step(text)?;
            SeegaMove::Step { from: from as u8, to: to as u8 }
        } else {
            SeegaMove::Place(GRID.parse_square(text)? as u8)
        };
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let illegal = |why: Refusal| Err(Error::Illegal { text: text.to_string(), why });
        let name = |sq: u8| GRID.name(sq as usize);
        match mv {
            SeegaMove::Place(_) if !self.placing => illegal(Refusal::PlacementOver),
            SeegaMove::Step { .. } if self.placing => illegal(Refusal::StillPlacing),
            SeegaMove::Place(sq) if sq as usize == CENTRE => illegal(Refusal::CentreEmpty { square: name(sq) }),
            SeegaMove::Place(sq) if self.empty() >> sq & 1 == 0 => illegal(Refusal::AlreadyTaken { square: name(sq) }),
            SeegaMove::Place(_) => Ok(mv),
            SeegaMove::Step { from, to } => {
                let (f, t) = (from as usize, to as usize);
                if self.pieces[self.to_move.index()] >> f & 1 == 0 {
                    return illegal(Refusal::NoPieceOn { side: self.to_move, square: name(from) });
                }
                if Self::neighbours(f) >> t & 1 == 0 {
                    let (from, to) = (name(from), name(to));
                    return illegal(if EGYPT {
                        Refusal::StepOrthogonal { from, to, seega: true }
                    } else {
                        Refusal::StepAnyDirection { from, to, seega: true }
                    });
                }
                if self.empty() >> t & 1 == 0 {
                    return illegal(Refusal::NotEmpty { square: name(to) });
                }
                if self.shuttle_ban(f) >> t & 1 == 1 {
                    return illegal(Refusal::FifthShuttle { from: name(from), to: name(to) });
                }
                if let Some(piece) = self.series {
                    if EGYPT && piece != from {
                        return illegal(Refusal::SameCapturer { square: name(piece) });
                    }
                    if self.captures(self.to_move, t) == 0 {
                        return illegal(Refusal::SeriesOn);
                    }
                }
                if self.extra && !self.opens_way(f, t) {
                    let mut moves = Vec::new();
                    self.legal_moves(&mut moves);
                    if !moves.contains(&mv) {
                        return illegal(Refusal::ExtraMustOpen { blocked: self.to_move.opponent() });
                    }
                }
                Ok(mv)
            }
        }
    }

    fn move_facts(&self, mv: SeegaMove, _played: Played, _after: &Self) -> MoveFacts {
        let name = |sq: u8| Some(GRID.name(sq as usize));
        match mv {
            SeegaMove::Place(sq) => MoveFacts { placement: true, to: name(sq), ..MoveFacts::default() },
            SeegaMove::Step { from, to } => MoveFacts { from: name(from), to: name(to), ..MoveFacts::default() },
        }
    }

    fn situation(&self) -> Situation {
        if self.outcome.is_some() || self.placing {
            return Situation::default();
        }
        let act = match (self.series, self.extra) {
            (Some(_), _) => Some(Act::Series),
            (None, true) => Some(Act::Extra),
            (None, false) => None,
        };
        Situation {
            act,
            series_piece: self.series.filter(|_| EGYPT).map(|sq| GRID.name(sq as usize)),
            blocked: self.extra.then(|| Blocked { side: self.to_move.opponent() }),
            barrier: Some(Barrier { plies: self.quiet_plies, limit: self.options.barrier_plies }),
            seig: None,
        }
    }

    fn marked(&self) -> Vec<String> {
        vec![GRID.name(CENTRE)]
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
        let cells = (0..SQUARES)
            .map(|sq| Side::BOTH.iter().find(|s| self.pieces[s.index()] >> sq & 1 == 1).map_or(0, |s| s.cell()))
            .collect();
        BoardView::Grid { files: GRID.files, ranks: GRID.ranks, cells }
    }

    fn square_name(&self, index: usize) -> String {
        GRID.name(index)
    }

    fn pieces(&self) -> [u32; 2] {
        self.pieces.map(u32::count_ones)
    }

    fn may_resign(&self, side: Side) -> Result<(), Error> {
        let lost = if self.placing { 0 } else { PIECES_EACH - self.pieces[side.index()].count_ones() };
        if EGYPT || lost >= 5 {
            Ok(())
        } else {
            Err(Error::NotAllowed(Refusal::ResignTooEarly { side, lost }))
        }
    }

    fn think(&self, limits: &Limits, clock: Clock) -> Option<Report<SeegaMove>> {
        negamax::search(self, limits, clock)
    }
}
