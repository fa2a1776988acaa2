//! What the API returns: plain data, serialised for JavaScript as it is.

use crate::core::js_number::serialize_u64;
use crate::core::{Act, Barrier, Blocked, Cause, MoveParts, Side};
use crate::race::{RacePath, SeigSituation, ThrowFacts};
use crate::teach::Judgement;
use serde::Serialize;

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
    /// A spend's values as the move's text writes them (`4+3`).
    pub spent_text: Option<String>,
    /// The move as the game's record lists it: its text, followed by the number
    /// of pieces it took where the text does not show them (Seega's `c3-c4 x2`).
    pub listed: String,
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
    /// A spend's values as the move's text writes them (`4+3`).
    pub spent_text: Option<String>,
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
    /// Seig: the sticks and the pool.
    pub seig: Option<SeigSituation>,
    /// Race games: the paths each side's pieces run, its main path first.
    pub paths: Option<[Vec<RacePath>; 2]>,
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


/// A spend's values as move text writes them, largest first: `4+3`.
pub(super) fn spent_text(spent: &Option<Vec<u8>>) -> Option<String> {
    spent.as_ref().map(|values| values.iter().map(u8::to_string).collect::<Vec<_>>().join("+"))
}
