//! The one error type the engine returns; its message is what the player
//! reads, `code()` and `parts()` what a page words in its own language.

use super::js_number::MAX_SAFE_INTEGER;
use super::refusal::Refusal;
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    UnknownRuleset(String),
    UnknownOption { ruleset: &'static str, name: String },
    BadOptionValue { name: String, expected: String },
    /// An option given as a JSON number JavaScript cannot hold exactly.
    UnsafeNumber { name: String },
    /// Move text that could not be read at all.
    Unreadable { text: String, expected: &'static str },
    /// Readable move text that the rules do not allow now.
    Illegal { text: String, why: Refusal },
    GameOver,
    /// A request other than a move that the rules do not allow now.
    NotAllowed(Refusal),
    BadSave(String),
    BadLimits(String),
    /// A call given a value of the wrong kind: `what` must be `expected`.
    BadArgument { what: String, expected: String },
    /// `gameAfter` asked for more moves than the game has.
    BeyondHistory { count: u64, moves: usize },
}

impl Error {
    /// Stable kebab-case name of what went wrong.
    pub fn code(&self) -> &'static str {
        match self {
            Error::UnknownRuleset(_) => "unknown-ruleset",
            Error::UnknownOption { .. } => "unknown-option",
            Error::BadOptionValue { .. } => "bad-option-value",
            Error::UnsafeNumber { .. } => "unsafe-number",
            Error::Unreadable { .. } => "unreadable",
            Error::Illegal { why, .. } | Error::NotAllowed(why) => why.code(),
            Error::GameOver => "game-over",
            Error::BadSave(_) => "bad-save",
            Error::BadLimits(_) => "bad-limits",
            Error::BadArgument { .. } => "bad-argument",
            Error::BeyondHistory { .. } => "beyond-history",
        }
    }

    /// The named values the message quotes; an illegal move adds its `text`.
    pub fn parts(&self) -> Map<String, Value> {
        let parts = match self {
            Error::UnknownRuleset(id) => json!({ "ruleset": id }),
            Error::UnknownOption { ruleset, name } => json!({ "ruleset": ruleset, "name": name }),
            Error::BadOptionValue { name, expected } => json!({ "name": name, "expected": expected }),
            Error::UnsafeNumber { name } => json!({ "name": name, "max": MAX_SAFE_INTEGER }),
            Error::Unreadable { text, expected } => json!({ "text": text, "expected": expected }),
            Error::Illegal { text, why } => {
                let mut parts = why.parts();
                parts.insert("text".into(), json!(text));
                return parts;
            }
            Error::NotAllowed(why) => return why.parts(),
            Error::GameOver => json!({}),
            Error::BadSave(detail) | Error::BadLimits(detail) => json!({ "detail": detail }),
            Error::BadArgument { what, expected } => json!({ "argument": what, "expected": expected }),
            Error::BeyondHistory { count, moves } => json!({ "count": count, "moves": moves }),
        };
        match parts {
            Value::Object(map) => map,
            _ => Map::new(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownRuleset(id) => write!(
                f,
                "unknown rule set {id:?}: expected one of \"siga\", \"seega-sudan\", \"seega-egypt\", \"seig\""
            ),
            Error::UnknownOption { ruleset, name } => write!(f, "unknown option {name:?} for rule set {ruleset:?}"),
            Error::BadOptionValue { name, expected } => write!(f, "bad value for option {name:?}: expected {expected}"),
            Error::UnsafeNumber { name } => write!(
                f,
                "bad value for option {name:?}: numbers above {MAX_SAFE_INTEGER} lose digits in JavaScript; give it as a decimal string"
            ),
            Error::Unreadable { text, expected } => write!(f, "cannot read move {text:?}: expected {expected}"),
            Error::Illegal { text, why } => write!(f, "illegal move {text:?}: {why}"),
            Error::GameOver => write!(f, "the game is over"),
            Error::NotAllowed(why) => write!(f, "{why}"),
            Error::BadSave(why) => write!(f, "not a valid saved game: {why}"),
            Error::BadLimits(why) => write!(f, "bad limits for the computer player: {why}"),
            Error::BadArgument { what, expected } => write!(f, "{what} must be {expected}"),
            Error::BeyondHistory { count, moves } => {
                write!(f, "the game has {moves} moves, so it has no position after move {count}")
            }
        }
    }
}

impl std::error::Error for Error {}
