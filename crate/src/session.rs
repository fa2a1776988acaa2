//! A game in progress as the API sees it: any rule set behind one object,
//! with its history, undo, resigning and saving. Written once for all games;
//! which games there are is the registry's (`registry.rs`).

use crate::core::bits::squares;
use crate::core::js_number::serialize_u64;
use crate::core::{
    Act, Barrier, Blocked, BoardView, Cause, Error, Kind, MoveParts, MoveWords, Outcome, Phase, Reason, Rng, SeigSituation, Side, ThrowFacts, ThrowTable,
};
use crate::rules::{Clock, Rules};
use crate::search::{draw_offer, Limits};
use crate::teach::{self, review, Hint, Judgement, MoveReason, Teach};
use serde::Serialize;
use serde_json::{json, Map, Value};

/// Version of the saved-game format written by `to_json`.
pub const SAVE_FORMAT: u64 = 1;

/// Whether the game is over, who won and why, and the pieces left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Status {
    /// The game is over.
    pub over: bool,
    /// The winning side (0 or 1); none while the game goes on or for a draw.
    pub winner: Option<u8>,
    /// Why the game ended (`"captured-all"`, `"resigned"`, `"agreement"`, ...); none while it goes on.
    pub reason: Option<&'static str>,
    /// Seega, ended by count: whether the barrier or a standstill ended it.
    pub cause: Option<Cause>,
    /// The pieces each side has on the board.
    pub pieces: [u32; 2],
}

/// Who acts now, and in what kind of turn; `side` and `seat` are null once the game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Next {
    /// The side to act.
    pub side: Option<Side>,
    /// The seat to act (Seig's teams; 0 otherwise).
    pub seat: Option<u8>,
    /// The phase now (`"placement"`, `"movement"`, `"throw"`, `"spend"`, `"endgame"`, `"over"`).
    pub phase: &'static str,
    /// What kind of turn the side acts in.
    pub act: Option<Act>,
}

/// What `play` did: the move as the game wrote it, its parts and effects, and who acts next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayReport {
    /// The move's canonical text (a Seig throw: `throw:` and its faces).
    #[serde(rename = "move")]
    pub text: String,
    /// Who made the move.
    pub side: Side,
    /// The seat that made it.
    pub seat: u8,
    /// Moves in the history after this one.
    pub ply: usize,
    /// A Seega placement.
    pub placement: bool,
    /// The square or hole the piece left; none for a placement or a throw.
    pub from: Option<String>,
    /// The square or hole the piece reached; none for a throw.
    pub to: Option<String>,
    /// Seig spend: the pool values it used, largest first.
    pub spent: Option<Vec<u8>>,
    /// The move's text marks its capture itself (Siga's `b2xb3`).
    pub written_capture: bool,
    /// The squares of the pieces the move removed.
    pub captured: Vec<String>,
    /// Pieces of each side the move removed (Seig's endgame takes have no square).
    pub lost: [u32; 2],
    /// Seig spend: every hole passed, start and landing included.
    pub path: Option<Vec<String>>,
    /// A Seig throw: its faces, value and what it released; else none.
    pub throw: Option<ThrowFacts>,
    /// A throw after which another seat acts: the thrower has nothing left to decide.
    pub passed_on: bool,
    /// Who acts now.
    pub next: Next,
    /// The game's status after the move.
    pub status: Status,
}

/// A legal move as data: its canonical text and what it is made of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveEntry {
    /// The move's canonical text, as `play` takes it.
    #[serde(rename = "move")]
    pub text: String,
    /// What the move is made of: `from`, `to`, `spent`, ...
    #[serde(flatten)]
    pub parts: MoveParts,
    /// A Seig throw of the sticks.
    pub throw: bool,
}

/// What is true now beyond the board; see `Situation` in `core` for each part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SituationReport {
    /// The phase now, as `Next::phase`.
    pub phase: &'static str,
    /// The side to act; none once over.
    pub to_move: Option<Side>,
    /// The seat to act; none once over.
    pub seat: Option<u8>,
    /// What kind of turn the side acts in; none once over.
    pub act: Option<Act>,
    /// Seega: the piece that must go on capturing, if any.
    pub series_piece: Option<String>,
    /// A side that cannot move, and what the rules do about it.
    pub blocked: Option<Blocked>,
    /// Seega: a barrier that ends the game by count, if one stands.
    pub barrier: Option<Barrier>,
    /// Seig: the sticks, the pool and the pieces' paths.
    pub seig: Option<SeigSituation>,
    /// Seega's placement: the pieces each side has still to place; otherwise none.
    pub to_place: Option<[u32; 2]>,
    /// Squares the board marks for the rules (Seega's centre), over or not.
    pub marked: Vec<String>,
    /// A draw may be agreed now (Siga).
    pub draw_by_agreement: bool,
}

/// The computer's choice as text, with its value for the side to act
/// (evaluation points; beyond ±`search::WIN / 2` a forced result), depth and nodes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    /// The chosen move's text.
    pub best: String,
    /// Its value for the side to act, in evaluation points.
    pub value: i32,
    /// The depth the search completed.
    pub depth: u32,
    /// The positions searched.
    #[serde(serialize_with = "serialize_u64")]
    pub nodes: u64,
}

/// One position of a whole game's review: Light's chance of winning there,
/// and the move played from it judged (none after the last move).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReviewStep {
    /// The position's index: 0 the start, one more after each move.
    pub index: usize,
    /// Positions in the review: the start and one after each move.
    pub total: usize,
    /// Light's chance of winning here, from 0 to 1.
    pub chance: f64,
    /// Light's chance after the move played from here, valued by the same
    /// search as `chance`, so the two differ by what the move itself cost;
    /// none after the last move and for a throw (luck, not a choice).
    #[serde(rename = "playedChance")]
    pub played_chance: Option<f64>,
    /// The move played from here judged; none after the last move.
    pub judgement: Option<ReviewedMove>,
}

/// A judged move of a review, with the squares of the better move when it is marked.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewedMove {
    /// The judgement, as `judge_move` gives it.
    #[serde(flatten)]
    pub judgement: Judgement,
    /// The squares of the better move, when the judgement names one.
    pub better_squares: Option<Squares>,
}

/// The squares a move leaves and reaches.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Squares {
    /// The square left; none for a placement or a throw.
    pub from: Option<String>,
    /// The square reached; none for a throw.
    pub to: Option<String>,
}

/// A legal move and its value for the side to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveValue {
    /// The move's canonical text.
    #[serde(rename = "move")]
    pub text: String,
    /// Its value for the side to act, in evaluation points.
    pub value: i32,
}

/// The whole API of one game, whatever its rule set.
pub trait GameApi {
    /// The id of the game's rule set.
    fn ruleset(&self) -> &'static str;
    /// Whether pieces step on a grid or race along holes.
    fn kind(&self) -> Kind;
    /// The game's options, every one given (defaults filled in).
    fn options(&self) -> Map<String, Value>;
    /// The phase now; `Phase::Over` once the game is over.
    fn phase(&self) -> Phase;
    /// The side to act (the last to act once over).
    fn to_move(&self) -> Side;
    /// The seat to act in a Seig team game; 0 otherwise.
    fn seat(&self) -> u8;
    /// The canonical text of every legal move now; empty once over.
    fn legal_moves(&self) -> Vec<String>;
    /// Every legal move as data, in `legal_moves()`'s order.
    fn moves(&self) -> Vec<MoveEntry>;
    /// Plays a legal move given as text, and reports what it did.
    fn play(&mut self, text: &str) -> Result<PlayReport, Error>;
    /// The legal move a person typed in `words` (their language's, or the
    /// rules' own), as `moves()` gives it; changes nothing.
    fn read_move(&self, text: &str, words: &MoveWords) -> Result<MoveEntry, Error>;
    /// The canonical text of `text` if it is legal now, and what playing it
    /// would report (a throw's faces included: they come from the stream); changes nothing.
    fn check(&self, text: &str) -> Result<(String, PlayReport), Error>;
    /// What is true now beyond the board.
    fn situation(&self) -> SituationReport;
    /// Why no legal move is made of these squares now (`to` alone: a placement;
    /// `from` alone: any move of the piece there; both: a step), when the rules
    /// name a reason; `None` when one is legal or only the board stands in the way.
    fn refusal(&self, from: Option<&str>, to: Option<&str>) -> Result<Option<Error>, Error>;
    /// Seig: the table of throws with its chances; other games: none.
    fn throw_table(&self) -> Option<ThrowTable>;
    /// A new game holding the first `count` moves of this one, with no declared end.
    fn game_after(&self, count: u64) -> Result<Box<dyn GameApi>, Error>;
    /// Takes back the last move, or a declared end; false when there is nothing to take back.
    fn undo(&mut self) -> bool;
    /// The board: its size and what stands on every square or hole.
    fn board(&self) -> BoardView;
    /// Whether the game is over, who won and why, and the pieces left.
    fn status(&self) -> Status;
    /// Every move played, in order, as `play` reported it.
    fn history(&self) -> Vec<String>;
    /// Seig: the thrown values not spent yet; empty in the other games.
    fn pool(&self) -> Vec<u8>;
    /// The computer's choice of move within `limits`, as text; not played.
    fn ai_move(&self, limits: &Limits, clock: Clock) -> Result<String, Error> {
        self.analyse(limits, clock).map(|a| a.best)
    }
    /// The computer's choice and what its search found.
    fn analyse(&self, limits: &Limits, clock: Clock) -> Result<Analysis, Error>;
    /// The computer's best move (never hard's trap) with why it is good, for a hint.
    fn hint(&self, limits: &Limits, clock: Clock) -> Result<Hint, Error>;
    /// Why the move `text` is good or bad, by the rules alone (no search); changes nothing.
    fn explain(&self, text: &str) -> Result<Vec<MoveReason>, Error>;
    /// Every legal move valued exactly for the side to act, all at one depth, best first
    /// (a Seig throw: the position's static value).
    fn move_values(&self, limits: &Limits, clock: Clock) -> Result<Vec<MoveValue>, Error>;
    /// The move `text`, not played, judged against the computer's best; changes nothing.
    fn judge_next(&self, text: &str, limits: &Limits, clock: Clock) -> Result<Judgement, Error>;
    /// Move `index` (0-based) of the history judged in the position it was played from.
    fn judge_move(&self, index: u64, limits: &Limits, clock: Clock) -> Result<Judgement, Error> {
        let history = self.history();
        let moves = history.len();
        let played = usize::try_from(index).ok().and_then(|i| history.get(i)).ok_or(Error::BeyondHistory { count: index.saturating_add(1), moves })?;
        self.game_after(index)?.judge_next(played, limits, clock)
    }
    /// Position `index` (0 the start, `history().len()` the end) of a whole game's
    /// review: Light's chance there and the move played from it judged. The last
    /// chance is the game's result when it is over (a resignation included).
    fn review_step(&self, index: u64, limits: &Limits, clock: Clock) -> Result<ReviewStep, Error>;
    /// Whether the computer, playing `side`, agrees to a draw offered now
    /// (`search::draw_offer`); refused where the rules allow no agreed draw.
    fn accepts_draw(&self, side: Side, limits: &Limits, clock: Clock) -> Result<bool, Error>;
    /// Ok when `side` may resign now, else why not; changes nothing.
    fn may_resign(&self, side: Side) -> Result<(), Error>;
    /// `side` resigns: the other side wins.
    fn resign(&mut self, side: Side) -> Result<(), Error>;
    /// The players agree a draw, where the rules allow one now.
    fn agree_draw(&mut self) -> Result<(), Error>;
    /// The game saved as JSON text, which `from_json` loads.
    fn to_json(&self) -> String;
    /// Leaf count of the move tree to `depth` from here (for tests and benchmarks).
    fn perft(&self, depth: u32) -> u64;
    /// Plays `games` games of uniformly random moves from here (at most
    /// `max_plies` each); returns the plies played. Measures raw rules speed.
    fn random_playouts(&self, games: u32, max_plies: u32, seed: u64) -> u64;
}

/// A game of one rule set `R`: its options, every position so far and the moves between them.
/// The registry hands it out as `Box<dyn GameApi>`.
pub struct Session<R: Rules> {
    options: R::Options,
    /// `positions[0]` is the start; the last is the current position.
    positions: Vec<R>,
    history: Vec<String>,
    /// An end the moves do not show: resigning or a draw by agreement.
    declared: Option<Outcome>,
}

impl<R: Rules> Session<R> {
    /// A new game with `options`; `entropy` seeds the random stream where the options give no seed.
    pub fn new(options: R::Options, entropy: u64) -> Self {
        let start = R::start(&options, entropy);
        Session { options, positions: vec![start], history: Vec::new(), declared: None }
    }

    /// The last plies in a row in which no piece left the game.
    fn plies_without_capture(&self) -> usize {
        let total = |position: &R| position.pieces().iter().sum::<u32>();
        let now = total(self.position());
        self.positions.iter().rev().skip(1).take_while(|&position| total(position) == now).count()
    }

    /// The position now.
    pub fn position(&self) -> &R {
        self.positions.last().expect("a session always holds its start position")
    }

    fn outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.position().outcome())
    }

    /// The position, if the game is not over.
    fn position_on(&self) -> Result<&R, Error> {
        match self.outcome() {
            Some(_) => Err(Error::GameOver),
            None => Ok(self.position()),
        }
    }

    /// The move `text` names, if it is legal now.
    fn legal_move(&self, text: &str) -> Result<R::Move, Error> {
        self.position_on()?.parse_move(text)
    }
}

impl<R: Teach> GameApi for Session<R> {
    fn ruleset(&self) -> &'static str {
        R::ID
    }

    fn kind(&self) -> Kind {
        R::KIND
    }

    fn options(&self) -> Map<String, Value> {
        R::options_json(&self.options)
    }

    fn phase(&self) -> Phase {
        if self.outcome().is_some() {
            Phase::Over
        } else {
            self.position().phase()
        }
    }

    fn to_move(&self) -> Side {
        self.position().to_move()
    }

    fn seat(&self) -> u8 {
        self.position().seat()
    }

    fn legal_moves(&self) -> Vec<String> {
        if self.declared.is_some() {
            return Vec::new();
        }
        let pos = self.position();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.into_iter().map(|m| pos.move_text(m)).collect()
    }

    fn moves(&self) -> Vec<MoveEntry> {
        if self.declared.is_some() {
            return Vec::new();
        }
        let pos = self.position();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves
            .into_iter()
            .map(|mv| {
                let parts = pos.move_parts(mv);
                MoveEntry { text: pos.move_text(mv), throw: parts.throw, parts }
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<PlayReport, Error> {
        let mv = self.legal_move(text)?;
        let pos = self.position();
        let canonical = pos.move_text(mv);
        let (side, seat, before) = (pos.to_move(), pos.seat(), pos.pieces());
        let mut next = pos.clone();
        let played = next.play(mv);
        let facts = pos.move_facts(mv, played, &next);
        let captured = squares(played.captured).map(|i| next.square_name(i)).collect();
        let after = next.pieces();
        let lost = [0, 1].map(|s| before[s].saturating_sub(after[s]));
        let text = match &facts.throw {
            Some(t) => format!("throw:{}", t.faces),
            None => canonical,
        };
        self.positions.push(next);
        self.history.push(text.clone());
        let situation = self.situation();
        let passed_on = facts.throw.is_some() && situation.to_move.is_some() && (situation.to_move, situation.seat) != (Some(side), Some(seat));
        Ok(PlayReport {
            text,
            side,
            seat,
            ply: self.history.len(),
            placement: facts.parts.placement,
            from: facts.parts.from,
            to: facts.parts.to,
            spent: facts.parts.spent,
            written_capture: facts.parts.written_capture,
            captured,
            lost,
            path: facts.path,
            throw: facts.throw,
            passed_on,
            next: Next { side: situation.to_move, seat: situation.seat, phase: situation.phase, act: situation.act },
            status: self.status(),
        })
    }

    fn read_move(&self, text: &str, words: &MoveWords) -> Result<MoveEntry, Error> {
        let pos = self.position_on()?;
        let mv = pos.read_move(text, words)?;
        let parts = pos.move_parts(mv);
        Ok(MoveEntry { text: pos.move_text(mv), throw: parts.throw, parts })
    }

    fn check(&self, text: &str) -> Result<(String, PlayReport), Error> {
        let canonical = self.position().move_text(self.legal_move(text)?);
        // A trial from this position alone: the report is the same, its ply counted on.
        let mut trial = Session::<R> { options: self.options.clone(), positions: vec![self.position().clone()], history: Vec::new(), declared: None };
        let mut report = trial.play(text)?;
        report.ply += self.history.len();
        Ok((canonical, report))
    }

    fn situation(&self) -> SituationReport {
        let phase = self.phase().as_str();
        let pos = self.position();
        let marked = pos.marked();
        if self.outcome().is_some() {
            // Seig's sticks and paths still describe the final position; nothing else is going on.
            let (act, series_piece, blocked, barrier, seig, to_place) = (None, None, None, None, pos.situation().seig, None);
            let draw_by_agreement = false;
            return SituationReport { phase, to_move: None, seat: None, act, series_piece, blocked, barrier, seig, to_place, marked, draw_by_agreement };
        }
        let rules = pos.situation();
        SituationReport {
            phase,
            to_move: Some(pos.to_move()),
            seat: Some(pos.seat()),
            act: rules.act,
            series_piece: rules.series_piece,
            blocked: rules.blocked,
            barrier: rules.barrier,
            seig: rules.seig,
            to_place: rules.to_place,
            marked,
            draw_by_agreement: pos.draw_by_agreement().is_ok(),
        }
    }

    fn throw_table(&self) -> Option<ThrowTable> {
        self.position().throw_table()
    }

    fn refusal(&self, from: Option<&str>, to: Option<&str>) -> Result<Option<Error>, Error> {
        let pos = self.position_on()?;
        let index = |name: Option<&str>| {
            name.map(|name| {
                (0..pos.board().cells().len()).find(|&i| pos.square_name(i) == name).ok_or_else(|| Error::BadArgument {
                    what: "a square".into(),
                    expected: "a square of this board, as its moves name it".into(),
                })
            })
            .transpose()
        };
        let (from_index, to_index) = (index(from)?, index(to)?);
        let legal = self.moves().iter().any(|m| (from.is_none() || m.parts.from.as_deref() == from) && (to.is_none() || m.parts.to.as_deref() == to));
        if legal || (from, to) == (None, None) {
            return Ok(None);
        }
        Ok(pos.refusal(from_index, to_index))
    }

    fn game_after(&self, count: u64) -> Result<Box<dyn GameApi>, Error> {
        let moves = self.history.len();
        let count = usize::try_from(count).ok().filter(|&c| c <= moves).ok_or(Error::BeyondHistory { count, moves })?;
        // The positions are kept, so the earlier game is a prefix of them,
        // its random stream included: no replay needed.
        Ok(Box::new(Session::<R> {
            options: self.options.clone(),
            positions: self.positions[..=count].to_vec(),
            history: self.history[..count].to_vec(),
            declared: None,
        }))
    }

    fn undo(&mut self) -> bool {
        if self.declared.take().is_some() {
            return true;
        }
        if self.positions.len() == 1 {
            return false;
        }
        self.positions.pop();
        self.history.pop();
        true
    }

    fn board(&self) -> BoardView {
        self.position().board()
    }

    fn status(&self) -> Status {
        let outcome = self.outcome();
        Status {
            over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner).map(u8::from),
            reason: outcome.map(|o| o.reason.as_str()),
            cause: if self.declared.is_some() { None } else { self.position().count_cause() },
            pieces: self.position().pieces(),
        }
    }

    fn history(&self) -> Vec<String> {
        self.history.clone()
    }

    fn pool(&self) -> Vec<u8> {
        self.position().pool()
    }

    fn analyse(&self, limits: &Limits, clock: Clock) -> Result<Analysis, Error> {
        let pos = self.position_on()?;
        // The game so far, so that going back to an earlier position is seen as the repetition it is.
        let (_, earlier) = self.positions.split_last().expect("the start is always kept");
        let report = pos.think_after(earlier, limits, clock).ok_or(Error::GameOver)?;
        Ok(Analysis { best: pos.move_text(report.best), value: report.value, depth: report.depth, nodes: report.nodes })
    }

    fn hint(&self, limits: &Limits, clock: Clock) -> Result<Hint, Error> {
        teach::hint(self.position_on()?, limits, clock).ok_or(Error::GameOver)
    }

    fn explain(&self, text: &str) -> Result<Vec<MoveReason>, Error> {
        Ok(teach::reasons(self.position(), self.legal_move(text)?))
    }

    fn move_values(&self, limits: &Limits, clock: Clock) -> Result<Vec<MoveValue>, Error> {
        let pos = self.position_on()?;
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let weighed = match pos.weigh(&moves, limits, clock) {
            Some(weighed) => weighed.moves,
            // Chance's move: its value is the position's, as the search judges it.
            None => pos.think(limits, clock).map(|r| vec![(r.best, r.value)]).ok_or(Error::GameOver)?,
        };
        Ok(weighed.into_iter().map(|(mv, value)| MoveValue { text: pos.move_text(mv), value }).collect())
    }

    fn judge_next(&self, text: &str, limits: &Limits, clock: Clock) -> Result<Judgement, Error> {
        let played = self.legal_move(text)?;
        teach::review::judge(self.position(), played, limits, clock).ok_or(Error::GameOver)
    }

    fn review_step(&self, index: u64, limits: &Limits, clock: Clock) -> Result<ReviewStep, Error> {
        // Measured by the best move, as the review's judgements are, never by hard's traps.
        let limits = &limits.for_teaching();
        let moves = self.history.len();
        let index = usize::try_from(index).ok().filter(|&i| i <= moves).ok_or(Error::BeyondHistory { count: index, moves })?;
        let total = moves + 1;
        if index == moves {
            let status = self.status();
            let chance = match (status.over, status.winner) {
                (true, Some(0)) => 1.0,
                (true, Some(_)) => 0.0,
                (true, None) => 0.5,
                (false, _) => review::light_chance(self.analyse(limits, clock)?.value, self.to_move()),
            };
            return Ok(ReviewStep { index, total, chance, played_chance: None, judgement: None });
        }
        let pos = &self.positions[index];
        let squares = |text: &str| {
            let parts = pos.parse_move(text).map(|mv| pos.move_parts(mv))?;
            Ok::<_, Error>(Squares { from: parts.from, to: parts.to })
        };
        let judgement = review::judge(pos, pos.parse_move(&self.history[index])?, limits, clock).ok_or(Error::GameOver)?;
        let better_squares = judgement.better.as_deref().map(squares).transpose()?;
        // A judged move's best value is its position's; only a throw's position needs a search of its own.
        let value = match judgement.best_value {
            Some(value) => value,
            None => pos.think_after(&self.positions[..index], limits, clock).ok_or(Error::GameOver)?.value,
        };
        let chance = review::light_chance(value, pos.to_move());
        let played_chance = judgement.played_value.map(|played| review::light_chance(played, pos.to_move()));
        Ok(ReviewStep { index, total, chance, played_chance, judgement: Some(ReviewedMove { judgement, better_squares }) })
    }

    fn accepts_draw(&self, side: Side, limits: &Limits, clock: Clock) -> Result<bool, Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        self.position().draw_by_agreement()?;
        let value = self.analyse(limits, clock)?.value;
        let for_side = if self.position().to_move() == side { value } else { -value };
        Ok(draw_offer::accepts_draw(for_side, self.plies_without_capture()))
    }

    fn may_resign(&self, side: Side) -> Result<(), Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        self.position().may_resign(side)
    }

    fn resign(&mut self, side: Side) -> Result<(), Error> {
        self.may_resign(side)?;
        self.declared = Some(Outcome::win(side.opponent(), Reason::Resigned));
        Ok(())
    }

    fn agree_draw(&mut self) -> Result<(), Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        self.position().draw_by_agreement()?;
        self.declared = Some(Outcome::draw(Reason::Agreement));
        Ok(())
    }

    fn to_json(&self) -> String {
        let mut save = json!({
            "format": SAVE_FORMAT,
            "ruleset": R::ID,
            "options": R::options_json(&self.options),
            "moves": self.history,
        });
        if let Some(state) = self.positions[0].stream_state() {
            // As text: JSON numbers lose precision past 2^53.
            save["stream"] = Value::String(state.to_string());
        }
        if let Some(end) = self.declared {
            save["declared"] = json!({ "reason": end.reason.as_str(), "winner": end.winner.map(u8::from) });
        }
        save.to_string()
    }

    fn perft(&self, depth: u32) -> u64 {
        fn count<R: Rules>(pos: &R, depth: u32, moves: &mut Vec<Vec<R::Move>>) -> u64 {
            let mut list = moves.pop().unwrap_or_default();
            list.clear();
            pos.legal_moves(&mut list);
            let total = if depth <= 1 {
                list.len() as u64
            } else {
                list.iter()
                    .map(|&mv| {
                        let mut child = pos.clone();
                        child.play(mv);
                        count(&child, depth - 1, moves)
                    })
                    .sum()
            };
            moves.push(list);
            total
        }
        if depth == 0 {
            return 1;
        }
        count(self.position(), depth, &mut Vec::new())
    }

    fn random_playouts(&self, games: u32, max_plies: u32, seed: u64) -> u64 {
        let mut rng = Rng::new(seed);
        let mut moves = Vec::new();
        let mut plies = 0;
        for _ in 0..games {
            let mut pos = self.position().clone();
            for _ in 0..max_plies {
                moves.clear();
                pos.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                pos.play(moves[rng.below(moves.len() as u64) as usize]);
                plies += 1;
            }
        }
        plies
    }
}
