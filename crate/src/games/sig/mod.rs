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
//! How to add a variant: `variant.rs` says.

pub mod board;
pub mod eval;
pub mod mauritania;
#[cfg(test)]
mod mauritania_tests;
pub mod mzab;
#[cfg(test)]
mod mzab_tests;
mod refusal;
mod setup;
mod thinking;
mod variant;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod paths_tests;
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
use crate::core::{BoardView, Capabilities, Error, Kind, MoveParts, MoveWords, Outcome, Phase, Reason, Refusal, Rng, Seed, Setup, Side};
use crate::race::{RacePath, Throw, ThrowFacts, ThrowRow, ThrowTable};
use crate::rules::{MoveFacts, Played, Situation};
use crate::race::probability;
use crate::rules::{Clock, Rules};
use crate::search::expectimax::{self, Chance};
use crate::search::{Limits, Report, Think, Weighed};
use crate::teach::Teach;
pub use board::captured_all;
use board::{Board, Layout};
pub use refusal::SigRefusal;
pub use variant::{Next, Route, SigMove, Variant};
use serde_json::{json, Map, Value};
use std::fmt::Debug;
use std::hash::Hash;

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

    fn from_setup(o: &Self::Options, setup: &Setup, entropy: u64) -> Result<Self, Error> {
        Self::set_up(o, setup, entropy)
    }

    fn setup(&self) -> Setup {
        self.to_setup()
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
            let (kind, value) = self.rules.throw_kind(&self.board, self.side(), whites);
            ThrowFacts {
                faces: thrown.text(),
                whites,
                sticks: thrown.sticks,
                value: Some(value),
                kind,
                released: Vec::new(),
                releases: Vec::new(),
                unlocked: false,
                passed: after.outcome.is_none() && after.turn != self.turn,
                given: matches!(mv, SigMove::Throw(Some(_))),
            }
        });
        let path = match mv {
            SigMove::Step { from, by, .. } => Some(self.rules.path(&self.board, self.side(), from as usize, by)),
            _ => None,
        };
        let names = path.map(|holes| holes.into_iter().map(|h| self.layout().name(h)).collect());
        MoveFacts { parts: self.move_parts(mv), path: names, throw }
    }

    fn situation(&self) -> Situation {
        let layout = self.layout();
        let named = |route: Route| RacePath { holes: route.holes.into_iter().map(|hole| layout.name(hole)).collect(), circuit: route.circuit };
        let paths = Side::BOTH.map(|side| V::routes(layout, side).into_iter().map(named).collect());
        Situation { paths: Some(paths), ..Situation::default() }
    }

    fn throw_table(&self) -> Option<ThrowTable> {
        let sticks = self.rules.sticks();
        let of = 1u32 << sticks;
        let rows: Vec<ThrowRow> = (0..=sticks)
            .map(|whites| {
                let chance = probability(sticks, whites);
                let (kind, value) = self.rules.throw_kind(&self.board, self.side(), whites);
                ThrowRow { whites, kind, value: Some(value), ways: (chance * of as f64).round() as u32, of, chance }
            })
            .collect();
        let tables = [(sticks.to_string(), rows.clone())].into_iter().collect();
        Some(ThrowTable { sticks, endgame: self.rules.phase(false) == Phase::Endgame, rows, tables })
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
