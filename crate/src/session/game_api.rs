//! The whole API of one game, whatever its rule set: what `bindings.rs` exposes to JavaScript.

use super::{Analysis, MoveEntry, MoveValue, PlayReport, ReviewStep, SituationReport, Status};
use crate::core::{BoardView, Error, Kind, MoveWords, Phase, Setup, Side};
use crate::race::ThrowTable;
use crate::rules::Clock;
use crate::search::Limits;
use crate::teach::{Hint, Judgement, MoveReason};
use serde_json::{Map, Value};

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
    /// The position now as a setup, which `registry::from_setup` takes back.
    fn setup(&self) -> Setup;
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
