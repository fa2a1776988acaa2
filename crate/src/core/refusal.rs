//! Why the rules refuse a move or a request. Each game words its own reasons
//! beside its rules (`games/<game>/refusal.rs`); those every grid game shares,
//! and the draw refused where none may be agreed, are here. Whatever a reason's
//! game, it reaches the API as a `Refusal`: the stable code and the named values
//! its message quotes, so a page can word it in its own language, and the
//! English message.

use super::side::Side;
use serde_json::{json, Map, Value};
use std::fmt;

/// One game's reasons: what each is called and quotes, and its English message.
pub trait Refuse: fmt::Display {
    /// Stable kebab-case name of the reason.
    fn code(&self) -> &'static str;
    /// The named values the message quotes (sides as 0 or 1).
    fn parts(&self) -> Map<String, Value>;
}

/// A reason as the API gives it, whichever game refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    code: &'static str,
    parts: Map<String, Value>,
    message: String,
}

impl Refusal {
    pub fn code(&self) -> &'static str {
        self.code
    }

    pub fn parts(&self) -> Map<String, Value> {
        self.parts.clone()
    }
}

impl<R: Refuse> From<R> for Refusal {
    fn from(why: R) -> Refusal {
        Refusal { code: why.code(), parts: why.parts(), message: why.to_string() }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// A JSON object's fields, as `parts` holds them.
pub fn fields(parts: Value) -> Map<String, Value> {
    match parts {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

/// The reasons shared by the grid games, and the draw no rule set but Siga allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommonRefusal {
    NotASquare { name: String, files: u8, ranks: u8 },
    NoPieceOn { side: Side, square: String },
    /// `seega`: Seega words it "steps one square", Siga "moves one step".
    StepOrthogonal { from: String, to: String, seega: bool },
    StepAnyDirection { from: String, to: String, seega: bool },
    NoDrawAgreement { game: &'static str },
    /// A throw typed in a game that throws no sticks.
    NoThrows { game: &'static str },
}

impl Refuse for CommonRefusal {
    fn code(&self) -> &'static str {
        match self {
            CommonRefusal::NotASquare { .. } => "not-a-square",
            CommonRefusal::NoPieceOn { .. } => "no-piece-on",
            CommonRefusal::StepOrthogonal { .. } => "step-orthogonal",
            CommonRefusal::StepAnyDirection { .. } => "step-any-direction",
            CommonRefusal::NoDrawAgreement { .. } => "no-draw-agreement",
            CommonRefusal::NoThrows { .. } => "no-throws",
        }
    }

    fn parts(&self) -> Map<String, Value> {
        fields(match self {
            CommonRefusal::NotASquare { name, files, ranks } => json!({ "square": name, "files": files, "ranks": ranks }),
            CommonRefusal::NoPieceOn { side, square } => json!({ "side": side, "square": square }),
            CommonRefusal::StepOrthogonal { from, to, .. } | CommonRefusal::StepAnyDirection { from, to, .. } => {
                json!({ "from": from, "to": to })
            }
            CommonRefusal::NoDrawAgreement { game } | CommonRefusal::NoThrows { game } => json!({ "game": game }),
        })
    }
}

impl fmt::Display for CommonRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommonRefusal::NotASquare { name, files, ranks } => write!(f, "{name:?} is not a square of this {files}x{ranks} board"),
            CommonRefusal::NoPieceOn { side, square } => write!(f, "there is no piece of side {} on {square}", side.index()),
            CommonRefusal::StepOrthogonal { seega: true, .. } => write!(f, "a piece steps one square orthogonally (not diagonally)"),
            CommonRefusal::StepOrthogonal { seega: false, .. } => {
                write!(f, "a piece moves one step to an orthogonally neighbouring square")
            }
            CommonRefusal::StepAnyDirection { seega: true, .. } => write!(f, "a piece steps one square in one of the 8 directions"),
            CommonRefusal::StepAnyDirection { seega: false, .. } => write!(f, "a piece moves one step to a neighbouring square"),
            CommonRefusal::NoDrawAgreement { game } => write!(f, "{game} has no draw by agreement"),
            CommonRefusal::NoThrows { game } => write!(f, "{game} throws no sticks: a move names squares"),
        }
    }
}
