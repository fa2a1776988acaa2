//! Sig's regional variants (RULES.md section 7): stick-dice races of the
//! Sahara. One position type, [`Sig<V>`], holds what they share (RULES.md
//! 7.1) and implements `Rules`, `Chance`, `Think` and `Teach` once; each
//! variant is a [`Variant`] in a file of its own, holding its options and
//! the state of the turn under way (a value thrown, a pool, a series).
//!
//! What the family does for every variant: the holes (`board.rs`: the
//! layouts of 7.1.2 with their names and indices, one piece a hole with its
//! state), the sticks (drawn from the position's own random stream, or given
//! as `throw:<faces>`), the seat order of 7.1.1, the move text of 7.1.8, the
//! common options `noCaptureTurns` and `seed`, the game length of 7.1.7
//! (`no-capture-limit`, and `blocked` when a turn without a move ends and
//! neither side could move whatever it threw), phases, refusals, the
//! computer player (expectimax over the throws) and teaching.
//!
//! # How to add a variant
//!
//! 1. Write `games/sig/<variant>.rs` with a type implementing [`Variant`]:
//!    - `ID`, `NAME`, `BOARD` (rows x columns of its default board, as
//!      `rulesets()` names it), `TEAMS` if a side may have several seats;
//!      `REMOVES` / `FREES_ALL` if it has `x<hole>` or `free-all:<n>` moves
//!      (other variants refuse them by name), and then `move_shapes` (what
//!      moves are made of, phase by phase: `SigMove::Remove` has `to`,
//!      `FreeAll` has `spent`, and `from` and `to` where `free_all_ends`
//!      names them);
//!    - `read_options` / `options_json`: its own options only, read through
//!      the `OptionReader` with their ranges (the family adds the common ones);
//!    - `start`: set the pieces on the `Board` (its `Layout` picked by
//!      `layout`) and return the turn state; `team_size`, `sticks`, `value`
//!      (its table: W count to value);
//!    - the turn: `thrown` (a throw of w W: update the state, say what
//!      follows, a [`Next`]), `moves` (the legal moves while choosing),
//!      `play` (a legal move: change the board, return the holes captured
//!      and what follows), `no_move` (when a ply has no legal move: what
//!      follows; the family applies it at once), `end_turn` (clear the turn's
//!      state);
//!    - `end` (its own end, tested after every move; `captured_all` is
//!      there for every variant), `length_end` if the
//!      game-length ends are not draws, `openings` (the states a side's turn
//!      can begin with, one a value: the family's `blocked` test and the
//!      teaching's threats use them), `phase` if it has an `endgame`, `pool`
//!      if it shows one, `path` (the holes a step passes, for the page),
//!      `key` (the state's part of the search key) and
//!      `evaluate` (`eval::Race` does material, progress and safety).
//!
//!    Paths are the variant's: `board::serpentine_hole`/`serpentine_place`
//!    give the four-row S-path; write others beside it the same way.
//!    `Board::fill_home_rows` sets the four-row start.
//! 2. Register it in `registry.rs` `GAMES` as `Sig<YourVariant>`, and name it
//!    in `pub mod` below.
//! 3. Test every rule of its section in `games/sig/<variant>_tests.rs`
//!    (`tests.rs` has helpers to set a board, play text and play to the end).

pub mod board;
pub mod eval;
pub mod mauritania;
#[cfg(test)]
mod mauritania_tests;
pub mod mzab;
#[cfg(test)]
mod mzab_tests;
mod refusal;
#[cfg(test)]
mod tests;
pub mod el_oued;
#[cfg(test)]
mod el_oued_tests;
pub mod tidikelt;
#[cfg(test)]
mod tidikelt_tests;
pub mod tozeur;
#[cfg(test)]
mod tozeur_tests;
pub mod western_sahara;
#[cfg(test)]
mod western_sahara_tests;

use crate::core::options::OptionReader;
use crate::core::{BoardView, Capabilities, Error, Kind, MoveParts, MoveShape, MoveWords, Outcome, Phase, Reason, Refusal, Rng, Seed, Side};
use crate::race::{Throw, ThrowFacts, ThrowKind, ThrowRow, ThrowTable};
use crate::rules::{MoveFacts, Played};
use crate::race::probability;
use crate::rules::{Clock, Rules};
use crate::search::expectimax::{self, Chance};
use crate::search::{Limits, Report, Think, Weighed};
use crate::teach::Teach;
use board::{Board, Layout};
pub use refusal::SigRefusal;
use serde_json::{json, Map, Value};
use std::fmt::Debug;
use std::hash::Hash;

/// A move of any variant; each variant lists only the kinds it has.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SigMove {
    /// Throw the sticks: from the stream, or with these faces (bit i: stick i shows W).
    Throw(Option<u8>),
    /// `<from>-<to>:<n>`: the piece on `from` goes `by` places along its path to `to`.
    Step { from: u8, to: u8, by: u8 },
    /// `x<hole>`: Mauritania's removal of an enemy piece.
    Remove(u8),
    /// `free-all:<n>`: El Oued's freeing of every locked piece with a 7 or a 13.
    FreeAll(u8),
}

/// What follows a throw or a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// The same seat throws (again).
    Throw,
    /// The same seat chooses a move without throwing (`moves` lists them).
    Choose,
    /// The turn passes to the next seat.
    Pass,
}

/// One variant's rules and the state of the turn under way. See the module's
/// documentation for how the family uses each item.
pub trait Variant: Clone + Debug + Eq + Hash + 'static {
    type Options: Copy + Debug + Eq + Hash;
    const ID: &'static str;
    const NAME: &'static str;
    /// Rows x columns of the default board.
    const BOARD: &'static str;
    /// A side may be a team of several seats.
    const TEAMS: bool = false;
    /// The seats of a side where no option chooses them (`capabilities().teamSize`); None where one does.
    const FIXED_TEAM_SIZE: Option<u8> = Some(1);
    /// It has Mauritania's removal `x<hole>`.
    const REMOVES: bool = false;
    /// It has El Oued's `free-all:<n>`.
    const FREES_ALL: bool = false;

    /// What a move is made of, phase by phase (`rulesets()`'s `moveParts`): by
    /// default a throw while throwing, a step while choosing. Every move of a
    /// phase must have the same parts (`move_parts` of `SigMove`).
    fn move_shapes() -> Vec<MoveShape> {
        vec![
            MoveShape { phase: Phase::Throw.as_str(), parts: &["throw"] },
            MoveShape { phase: Phase::Spend.as_str(), parts: &["from", "to", "spent"] },
        ]
    }

    /// Its own options (the family reads `noCaptureTurns` and `seed`).
    fn read_options(reader: &mut OptionReader) -> Result<Self::Options, Error>;
    fn options_json(options: &Self::Options, map: &mut Map<String, Value>);
    fn layout(options: &Self::Options) -> Layout;
    /// Seats per side.
    fn team_size(_options: &Self::Options) -> u8 {
        1
    }
    /// Sets the pieces on `board` and returns the state of the first turn.
    fn start(options: &Self::Options, board: &mut Board) -> Self;

    /// Sticks a throw tosses.
    fn sticks(&self) -> u8;
    /// The table's value of a throw of `whites` W.
    fn value(&self, whites: u8) -> u8;
    /// `side` threw `whites` W.
    fn thrown(&mut self, board: &Board, side: Side, whites: u8) -> Next;
    /// Every legal move of `side` while it chooses.
    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>);
    /// Plays a legal move of `side`: the holes it captured, and what follows.
    fn play(&mut self, board: &mut Board, side: Side, mv: SigMove) -> (u128, Next);
    /// `side` has no legal move: what follows.
    fn no_move(&mut self, _board: &Board, _side: Side) -> Next {
        Next::Pass
    }
    /// The turn passes.
    fn end_turn(&mut self);

    /// The variant's own end, tested after every move.
    fn end(&self, board: &Board) -> Option<Outcome>;
    /// The result of a game-length end (`no-capture-limit`, `blocked`).
    fn length_end(&self, _board: &Board, reason: Reason) -> Outcome {
        Outcome::draw(reason)
    }
    /// The states `side`'s turn can begin with, choosing: one for each value
    /// its sticks can give (as on the turn's first ply).
    fn openings(&self, board: &Board, side: Side) -> Vec<Self>;
    /// The phase while throwing or `choosing`.
    fn phase(&self, choosing: bool) -> Phase {
        if choosing {
            Phase::Spend
        } else {
            Phase::Throw
        }
    }
    /// The holes the step of `by` places from `from` passes, its start and
    /// landing included (`play()`'s `path`, for the page); none by default.
    fn path(&self, _board: &Board, _side: Side, _from: usize, _by: u8) -> Option<Vec<usize>> {
        None
    }
    /// The holes where a `free-all:<value>` of `side` moves its front piece
    /// from and to, so it has the parts of the steps beside it (El Oued).
    fn free_all_ends(&self, _board: &Board, _side: Side, _value: u8) -> Option<(u8, u8)> {
        None
    }
    /// Values thrown and not yet spent (Western Sahara).
    fn pool(&self) -> Vec<u8> {
        Vec::new()
    }
    /// The turn state's part of the search key.
    fn key(&self) -> u64;
    /// Static value for `side`, material first.
    fn evaluate(&self, board: &Board, side: Side) -> f64;
}

/// A side with no pieces left loses (`captured-all`), as every variant says.
pub fn captured_all(board: &Board) -> Option<Outcome> {
    let loser = Side::BOTH.into_iter().find(|&side| board.count(side) == 0)?;
    Some(Outcome::win(loser.opponent(), Reason::CapturedAll))
}

/// The options of a variant with the common ones.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SigOptions<O> {
    pub variant: O,
    /// Turns ended without a capture that end the game (7.1.7).
    pub no_capture_turns: u32,
    pub seed: Option<Seed>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Stage {
    Throw,
    Choose,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sig<V: Variant> {
    rules: V,
    board: Board,
    /// The seat acting, counted round the table: side `turn % 2`, seat `turn / 2`.
    turn: u8,
    team_size: u8,
    stage: Stage,
    /// A piece moved in this turn.
    moved: bool,
    /// Turns ended since the last capture or the start.
    quiet_turns: u32,
    no_capture_turns: u32,
    outcome: Option<Outcome>,
    rng: Rng,
}

const NO_CAPTURE_TURNS: &str = "noCaptureTurns";
const SEED: &str = "seed";
/// How many legal moves a refusal lists.
const LISTED_MOVES: usize = 12;

impl<V: Variant> Sig<V> {
    fn side(&self) -> Side {
        if self.turn % 2 == 0 {
            Side::Light
        } else {
            Side::Dark
        }
    }

    fn layout(&self) -> Layout {
        self.board.layout
    }

    fn has_move(&self) -> bool {
        let mut moves = Vec::new();
        self.rules.moves(&self.board, self.side(), &mut moves);
        !moves.is_empty()
    }

    /// Whether `side` would have a legal move with some value of its sticks.
    fn could_move(&self, side: Side) -> bool {
        let mut moves = Vec::new();
        self.rules.openings(&self.board, side).iter().any(|opening| {
            opening.moves(&self.board, side, &mut moves);
            !moves.is_empty()
        })
    }

    /// Goes on as `next` says; a ply without a legal move is applied at once.
    fn settle(&mut self, mut next: Next) {
        loop {
            match next {
                Next::Choose if self.has_move() => {
                    self.stage = Stage::Choose;
                    return;
                }
                Next::Choose => next = self.rules.no_move(&self.board, self.side()),
                Next::Throw => {
                    self.stage = Stage::Throw;
                    return;
                }
                Next::Pass => return self.pass(),
            }
        }
    }

    /// The turn ends: the next seat, and the game-length ends (7.1.7).
    fn pass(&mut self) {
        self.rules.end_turn();
        self.stage = Stage::Throw;
        self.turn = (self.turn + 1) % (2 * self.team_size);
        self.quiet_turns += 1;
        let moved = std::mem::take(&mut self.moved);
        let reason = if self.quiet_turns >= self.no_capture_turns {
            Some(Reason::NoCaptureLimit)
        } else if !moved && !self.could_move(Side::Light) && !self.could_move(Side::Dark) {
            Some(Reason::Blocked)
        } else {
            None
        };
        self.outcome = reason.map(|reason| self.rules.length_end(&self.board, reason));
    }

    fn throw(&mut self, given: Option<u8>) -> Throw {
        let sticks = self.rules.sticks();
        let mask = ((1u16 << sticks) - 1) as u8;
        // Drawn even when the faces are given, so every throw moves the stream alike.
        let drawn = (self.rng.next_u64() >> 56) as u8 & mask;
        let thrown = Throw { faces: given.unwrap_or(drawn) & mask, sticks };
        let next = self.rules.thrown(&self.board, self.side(), thrown.whites());
        self.settle(next);
        thrown
    }

    fn move_piece(&mut self, mv: SigMove) -> u128 {
        let side = self.side();
        let (captured, next) = self.rules.play(&mut self.board, side, mv);
        self.moved = true;
        if captured != 0 {
            self.quiet_turns = 0;
        }
        self.outcome = self.rules.end(&self.board);
        if self.outcome.is_none() {
            self.settle(next);
        }
        captured
    }

    fn legal(&self) -> Vec<SigMove> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
    }

    /// The legal moves as text, for a refusal: the first few.
    fn listed_moves(&self) -> String {
        let moves = self.legal();
        let mut texts: Vec<String> = moves.iter().take(LISTED_MOVES).map(|&mv| self.move_text(mv)).collect();
        if moves.len() > LISTED_MOVES {
            texts.push("…".into());
        }
        texts.join(", ")
    }

    fn parse_faces(&self, text: &str, letters: &str, words: &MoveWords) -> Result<SigMove, Error> {
        let sticks = self.rules.sticks() as usize;
        let bad = |why: SigRefusal| Error::Illegal { text: text.to_string(), why: why.into() };
        if letters.chars().count() != sticks {
            return Err(bad(SigRefusal::StickCount { sticks: sticks as u8 }));
        }
        let mut faces = 0u8;
        for (i, c) in letters.chars().enumerate() {
            match words.face(c) {
                Some(true) => faces |= 1 << i,
                Some(false) => {}
                None => return Err(bad(SigRefusal::StickFace { face: c })),
            }
        }
        Ok(SigMove::Throw(Some(faces)))
    }

    /// Reads a move that is not a throw, whatever the variant: `None` if it is no move text.
    fn parse_other(&self, t: &str) -> Option<SigMove> {
        let layout = self.layout();
        let lower = t.to_ascii_lowercase();
        if let Some(hole) = lower.strip_prefix('x') {
            return layout.parse(hole.trim()).map(|h| SigMove::Remove(h as u8));
        }
        if let Some(value) = lower.strip_prefix("free-all:") {
            return match value.trim() {
                "7" => Some(SigMove::FreeAll(7)),
                "13" => Some(SigMove::FreeAll(13)),
                _ => None,
            };
        }
        let (holes, by) = t.split_once(':')?;
        let (from, to) = holes.split_once('-')?;
        let by = by.trim();
        let by = if by.starts_with('0') { None } else { by.parse::<u8>().ok() }?;
        Some(SigMove::Step { from: layout.parse(from.trim())? as u8, to: layout.parse(to.trim())? as u8, by })
    }

    /// Why `mv`, read from `text`, is not legal now.
    fn refuse(&self, text: &str, mv: SigMove) -> Error {
        let why: Refusal = match mv {
            SigMove::Remove(_) if !V::REMOVES => SigRefusal::OtherVariant { game: V::NAME, text: "x<hole>" }.into(),
            SigMove::FreeAll(_) if !V::FREES_ALL => SigRefusal::OtherVariant { game: V::NAME, text: "free-all" }.into(),
            _ if self.stage == Stage::Throw => SigRefusal::MustThrow.into(),
            SigMove::Step { from, .. } if !self.board.holds(from as usize, self.side()) => {
                SigRefusal::HoleWithoutPiece { hole: self.layout().name(from as usize), side: self.side() }.into()
            }
            _ => SigRefusal::NotNow { moves: self.listed_moves() }.into(),
        };
        Error::Illegal { text: text.to_string(), why }
    }
}

impl<V: Variant> Rules for Sig<V> {
    type Move = SigMove;
    type Options = SigOptions<V::Options>;
    const ID: &'static str = V::ID;
    const NAME: &'static str = V::NAME;
    const KIND: Kind = Kind::Race;

    fn capabilities() -> Capabilities {
        Capabilities {
            placement: false,
            capture_series: false,
            throws: true,
            teams: V::TEAMS,
            team_size: V::FIXED_TEAM_SIZE,
            boards: vec![V::BOARD],
            draw_by_agreement: false,
            first_mover: None,
            seed: Some(SEED),
            move_parts: V::move_shapes(),
        }
    }

    fn read_options_with(r: &mut OptionReader) -> Result<Self::Options, Error> {
        Ok(SigOptions {
            variant: V::read_options(r)?,
            no_capture_turns: r.integer(NO_CAPTURE_TURNS, 20, 100_000, 1000)? as u32,
            seed: r.optional_seed(SEED)?,
        })
    }

    fn options_json(o: &Self::Options) -> Map<String, Value> {
        let mut map = Map::new();
        V::options_json(&o.variant, &mut map);
        map.insert(NO_CAPTURE_TURNS.into(), json!(o.no_capture_turns));
        if let Some(seed) = o.seed {
            map.insert(SEED.into(), seed.to_json());
        }
        map
    }

    fn start(o: &Self::Options, entropy: u64) -> Self {
        let mut board = Board::new(V::layout(&o.variant));
        let rules = V::start(&o.variant, &mut board);
        Sig {
            rules,
            board,
            turn: 0,
            team_size: V::team_size(&o.variant),
            stage: Stage::Throw,
            moved: false,
            quiet_turns: 0,
            no_capture_turns: o.no_capture_turns,
            outcome: None,
            rng: Rng::new(o.seed.map_or(entropy, Seed::stream_start)),
        }
    }

    fn to_move(&self) -> Side {
        self.side()
    }

    fn seat(&self) -> u8 {
        self.turn / 2
    }

    fn phase(&self) -> Phase {
        match self.outcome {
            Some(_) => Phase::Over,
            None => self.rules.phase(self.stage == Stage::Choose),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self, out: &mut Vec<SigMove>) {
        match (self.outcome, self.stage) {
            (Some(_), _) => {}
            (None, Stage::Throw) => out.push(SigMove::Throw(None)),
            (None, Stage::Choose) => self.rules.moves(&self.board, self.side(), out),
        }
    }

    fn play(&mut self, mv: SigMove) -> Played {
        match mv {
            SigMove::Throw(faces) => Played { captured: 0, throw: Some(self.throw(faces)) },
            _ => Played { captured: self.move_piece(mv), throw: None },
        }
    }

    fn move_text(&self, mv: SigMove) -> String {
        let name = |hole: u8| self.layout().name(hole as usize);
        match mv {
            SigMove::Throw(None) => "throw".into(),
            SigMove::Throw(Some(faces)) => format!("throw:{}", Throw { faces, sticks: self.rules.sticks() }.text()),
            SigMove::Step { from, to, by } => format!("{}-{}:{by}", name(from), name(to)),
            SigMove::Remove(hole) => format!("x{}", name(hole)),
            SigMove::FreeAll(value) => format!("free-all:{value}"),
        }
    }

    fn parse_move(&self, text: &str) -> Result<SigMove, Error> {
        self.read_move(text, &MoveWords::rules())
    }

    /// A throw in the reader's words or the rules' own, its faces in the
    /// letters of the same words; other moves as the rules write them.
    fn read_move(&self, text: &str, words: &MoveWords) -> Result<SigMove, Error> {
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let t = text.trim();
        let (word, faces) = t.split_once(':').map_or((t, None), |(word, faces)| (word, Some(faces)));
        let rules = MoveWords::rules();
        if let Some(notation) = [words, &rules].into_iter().find(|notation| notation.is_throw(word)) {
            let mv = match faces {
                None => SigMove::Throw(None),
                Some(letters) => self.parse_faces(text, letters.trim(), notation)?,
            };
            if self.stage == Stage::Choose {
                return Err(Error::Illegal { text: text.to_string(), why: SigRefusal::MoveFirst { moves: self.listed_moves() }.into() });
            }
            return Ok(mv);
        }
        let mv = self.parse_other(t).ok_or_else(|| Error::Unreadable {
            text: text.to_string(),
            expected: "\"throw\", \"throw:WBBWBB\" or a move such as \"a12-b9:4\"",
        })?;
        if self.legal().contains(&mv) {
            Ok(mv)
        } else {
            Err(self.refuse(text, mv))
        }
    }

    fn move_parts(&self, mv: SigMove) -> MoveParts {
        let name = |hole: u8| Some(self.layout().name(hole as usize));
        match mv {
            SigMove::Throw(_) => MoveParts { throw: true, ..MoveParts::default() },
            SigMove::Step { from, to, by } => MoveParts { from: name(from), to: name(to), spent: Some(vec![by]), ..MoveParts::default() },
            SigMove::Remove(hole) => MoveParts { to: name(hole), ..MoveParts::default() },
            SigMove::FreeAll(value) => {
                let ends = self.rules.free_all_ends(&self.board, self.side(), value);
                MoveParts { from: ends.and_then(|(from, _)| name(from)), to: ends.and_then(|(_, to)| name(to)), spent: Some(vec![value]), ..MoveParts::default() }
            }
        }
    }

    fn move_facts(&self, mv: SigMove, played: Played, after: &Self) -> MoveFacts {
        let throw = played.throw.map(|thrown| {
            let whites = thrown.whites();
            ThrowFacts {
                faces: thrown.text(),
                whites,
                sticks: thrown.sticks,
                value: Some(self.rules.value(whites)),
                kind: ThrowKind::Value,
                released: Vec::new(),
                releases: Vec::new(),
                unlocked: false,
                passed: after.outcome.is_none() && after.turn != self.turn,
                given: matches!(mv, SigMove::Throw(Some(_))),
            }
        });
        let path = match mv {
            SigMove::Step { from, by, .. } => self.rules.path(&self.board, self.side(), from as usize, by),
            _ => None,
        };
        let names = path.map(|holes| holes.into_iter().map(|h| self.layout().name(h)).collect());
        MoveFacts { parts: self.move_parts(mv), path: names, throw }
    }

    fn throw_table(&self) -> Option<ThrowTable> {
        let sticks = self.rules.sticks();
        let of = 1u32 << sticks;
        let rows: Vec<ThrowRow> = (0..=sticks)
            .map(|whites| {
                let chance = probability(sticks, whites);
                ThrowRow { whites, kind: ThrowKind::Value, value: Some(self.rules.value(whites)), ways: (chance * of as f64).round() as u32, of, chance }
            })
            .collect();
        let tables = [(sticks.to_string(), rows.clone())].into_iter().collect();
        Some(ThrowTable { sticks, endgame: false, rows, tables })
    }

    fn board(&self) -> BoardView {
        let layout = self.layout();
        BoardView::Holes {
            rows: layout.rows(),
            columns: layout.columns(),
            cells: self.board.cells(),
            released: None,
            states: Some(self.board.states()),
            sticks: self.rules.sticks(),
            places: (0..layout.holes()).map(|hole| layout.place(hole)).collect(),
        }
    }

    fn square_name(&self, index: usize) -> String {
        self.layout().name(index)
    }

    fn pieces(&self) -> [u32; 2] {
        Side::BOTH.map(|side| self.board.count(side) as u32)
    }

    fn pool(&self) -> Vec<u8> {
        self.rules.pool()
    }

    /// Resigning is allowed at any time: the rules say nothing against it.
    fn may_resign(&self, _side: Side) -> Result<(), Error> {
        Ok(())
    }

    fn stream_state(&self) -> Option<u64> {
        Some(self.rng.state())
    }

    fn set_stream_state(&mut self, state: u64) {
        self.rng = Rng::new(state);
    }
}

impl<V: Variant> Chance for Sig<V> {
    fn is_chance(&self) -> bool {
        self.stage == Stage::Throw
    }

    /// One throw per number of W, the lowest sticks showing W.
    fn chance_outcomes(&self, out: &mut Vec<(SigMove, f64)>) {
        let sticks = self.rules.sticks();
        out.extend((0..=sticks).map(|whites| (SigMove::Throw(Some(((1u16 << whites) - 1) as u8)), probability(sticks, whites))));
    }

    fn key(&self) -> u64 {
        let mut hasher = std::hash::DefaultHasher::new();
        (self.board.contents(), self.turn, self.stage, self.rules.key()).hash(&mut hasher);
        std::hash::Hasher::finish(&hasher)
    }

    fn evaluate(&self, side: Side) -> f64 {
        self.rules.evaluate(&self.board, side)
    }
}

impl<V: Variant> Think for Sig<V> {
    fn think(&self, limits: &Limits, clock: Clock) -> Option<Report<SigMove>> {
        match (self.outcome, self.stage) {
            (Some(_), _) => None,
            // A throw is no choice: its value is the position's static one.
            (None, Stage::Throw) => Some(Report { best: SigMove::Throw(None), value: self.evaluate(self.side()).round() as i32, depth: 0, nodes: 1 }),
            (None, Stage::Choose) => expectimax::search(self, limits, clock),
        }
    }
}

impl<V: Variant> Teach for Sig<V> {
    /// One turn for each value `side`'s sticks can give, its seat 0 choosing.
    fn turns_for(&self, side: Side) -> Vec<Self> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let turn = side.index() as u8;
        self.rules.openings(&self.board, side).into_iter().map(|rules| Sig { rules, turn, stage: Stage::Choose, moved: false, ..self.clone() }).collect()
    }

    fn step_squares(&self, mv: SigMove) -> Option<(usize, usize)> {
        match mv {
            SigMove::Step { from, to, .. } => Some((from as usize, to as usize)),
            _ => None,
        }
    }

    fn weigh(&self, moves: &[SigMove], limits: &Limits, clock: Clock) -> Option<Weighed<SigMove>> {
        expectimax::weigh(self, moves, limits, clock)
    }
}
