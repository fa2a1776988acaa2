//! A game in progress as the API sees it: any rule set behind one object,
//! with its history, undo, resigning and saving. Written once for all games;
//! which games there are is the registry's (`registry.rs`). What the API
//! returns is in `reports`, the API itself (`GameApi`) in `game_api`.

mod game_api;
mod reports;

pub use game_api::GameApi;
pub use reports::{Analysis, MoveEntry, MoveValue, Next, PlayReport, ReviewStep, ReviewedMove, SituationReport, Squares, Status};

use crate::core::bits::squares;
use crate::core::{BoardView, Error, Kind, MoveWords, Outcome, Phase, Reason, Rng, Setup, Side};
use crate::race::ThrowTable;
use crate::rules::{Clock, Rules, Situation};
use crate::search::{draw_offer, Limits};
use crate::teach::{self, review, Hint, Judgement, MoveReason, Teach};
use serde_json::{json, Map, Value};

/// The newest saved-game format, which `from_json` reads with every older one.
/// A save names the oldest format that holds it, so an older app still loads
/// a game played from the start: format 1 is a game from the start, 2 adds a
/// game from a setup (`"setup"`).
pub const SAVE_FORMAT: u64 = 2;
/// The format of a game played from the start.
const FROM_START_FORMAT: u64 = 1;

/// A game of one rule set `R`: its options, every position so far and the moves between them.
/// The registry hands it out as `Box<dyn GameApi>`.
pub struct Session<R: Rules> {
    options: R::Options,
    /// `positions[0]` is the start; the last is the current position.
    positions: Vec<R>,
    history: Vec<String>,
    /// An end the moves do not show: resigning or a draw by agreement.
    declared: Option<Outcome>,
    /// The game began from a setup, not from the start: its save carries `positions[0]`.
    set_up: bool,
}

impl<R: Rules> Session<R> {
    /// A new game with `options`; `entropy` seeds the random stream where the options give no seed.
    pub fn new(options: R::Options, entropy: u64) -> Self {
        let start = R::start(&options, entropy);
        Session { options, positions: vec![start], history: Vec::new(), declared: None, set_up: false }
    }

    /// A game from the position `setup` describes, once the rules checked it; undo goes back to it, not before.
    /// `entropy` seeds the random stream where the options give no seed.
    pub fn from_setup(options: R::Options, setup: &Setup, entropy: u64) -> Result<Self, Error> {
        let start = R::from_setup(&options, setup, entropy)?;
        Ok(Session { options, positions: vec![start], history: Vec::new(), declared: None, set_up: true })
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

    /// Every legal move now; none once the game is over, a declared end included.
    fn legal(&self) -> Vec<R::Move> {
        let mut moves = Vec::new();
        if self.declared.is_none() {
            self.position().legal_moves(&mut moves);
        }
        moves
    }

    /// The move `text` names, if it is legal now.
    fn legal_move(&self, text: &str) -> Result<R::Move, Error> {
        self.position_on()?.parse_move(text)
    }
}

/// The legal move `mv` of `pos` as data.
fn entry<R: Rules>(pos: &R, mv: R::Move) -> MoveEntry {
    let parts = pos.move_parts(mv);
    MoveEntry { text: pos.move_text(mv), throw: parts.throw, spent_text: reports::spent_text(&parts.spent), parts }
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
        let pos = self.position();
        self.legal().into_iter().map(|m| pos.move_text(m)).collect()
    }

    fn moves(&self) -> Vec<MoveEntry> {
        let pos = self.position();
        self.legal().into_iter().map(|mv| entry(pos, mv)).collect()
    }

    fn play(&mut self, text: &str) -> Result<PlayReport, Error> {
        let mv = self.legal_move(text)?;
        let pos = self.position();
        let canonical = pos.move_text(mv);
        let (side, seat, before) = (pos.to_move(), pos.seat(), pos.pieces());
        let mut next = pos.clone();
        let played = next.play(mv);
        let facts = pos.move_facts(mv, played, &next);
        let captured: Vec<String> = squares(played.captured).map(|i| next.square_name(i)).collect();
        let after = next.pieces();
        let lost = [0, 1].map(|s| before[s].saturating_sub(after[s]));
        let text = match &facts.throw {
            Some(t) => format!("throw:{}", t.faces),
            None => canonical,
        };
        let listed = match captured.len() {
            taken if taken > 0 && !facts.parts.written_capture => format!("{text} x{taken}"),
            _ => text.clone(),
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
            spent_text: reports::spent_text(&facts.parts.spent),
            spent: facts.parts.spent,
            listed,
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
        Ok(entry(pos, pos.read_move(text, words)?))
    }

    fn check(&self, text: &str) -> Result<(String, PlayReport), Error> {
        let canonical = self.position().move_text(self.legal_move(text)?);
        // A trial from this position alone: the report is the same, its ply counted on.
        let mut trial = Session::<R> { options: self.options.clone(), positions: vec![self.position().clone()], history: Vec::new(), declared: None, set_up: true };
        let mut report = trial.play(text)?;
        report.ply += self.history.len();
        Ok((canonical, report))
    }

    fn situation(&self) -> SituationReport {
        let phase = self.phase().as_str();
        let pos = self.position();
        let marked = pos.marked();
        if self.outcome().is_some() {
            // Seig's sticks and the paths still describe the final position; nothing else is going on.
            let Situation { seig, paths, .. } = pos.situation();
            let (act, series_piece, blocked, barrier, to_place) = (None, None, None, None, None);
            let draw_by_agreement = false;
            return SituationReport { phase, to_move: None, seat: None, act, series_piece, blocked, barrier, seig, paths, to_place, marked, draw_by_agreement };
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
            paths: rules.paths,
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
            set_up: self.set_up,
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

    fn setup(&self) -> Setup {
        self.position().setup()
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
            "format": FROM_START_FORMAT,
            "ruleset": R::ID,
            "options": R::options_json(&self.options),
            "moves": self.history,
        });
        if self.set_up {
            save["format"] = SAVE_FORMAT.into();
            save["setup"] = serde_json::to_value(self.positions[0].setup()).expect("a setup is plain data");
        }
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
