//! The one error type the engine returns; its message is what the player
//! reads, `code()` and `parts()` what a page words in its own language.

use super::js_number::MAX_SAFE_INTEGER;
use super::refusal::Refusal;
use serde_json::{json, Map, Value};
use std::fmt;

/// Everything the engine refuses, with an English message (`Display`), a stable
/// `code()` and the `parts()` the message quotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// No rule set has this id.
    UnknownRuleset {
        /// The id given.
        id: String,
        /// Every rule set id, for the message.
        known: &'static [&'static str],
    },
    /// The rule set has no option of this name.
    UnknownOption {
        /// The rule set's id.
        ruleset: &'static str,
        /// The option's name as given.
        name: String,
    },
    /// An option's value is not one it accepts.
    BadOptionValue {
        /// The option's name.
        name: String,
        /// What it accepts.
        expected: String,
    },
    /// An option given as a JSON number JavaScript cannot hold exactly.
    UnsafeNumber {
        /// The option's name.
        name: String,
    },
    /// Move text that could not be read at all.
    Unreadable {
        /// The text given.
        text: String,
        /// What a move of this game looks like.
        expected: &'static str,
    },
    /// Readable move text that the rules do not allow now.
    Illegal {
        /// The text given.
        text: String,
        /// The rule that forbids it.
        why: Refusal,
    },
    /// The game is over: no move or request is taken.
    GameOver,
    /// A request other than a move that the rules do not allow now.
    NotAllowed(Refusal),
    /// Text that is not a saved game this version can load; the detail says why.
    BadSave(String),
    /// Limits for the computer player that cannot be read; the detail says why.
    BadLimits(String),
    /// A setup the rule set refuses: not a position its rules reach and go on from.
    BadSetup(Refusal),
    /// A call given a value of the wrong kind: `what` must be `expected`.
    BadArgument {
        /// The argument.
        what: String,
        /// What it must be.
        expected: String,
    },
    /// `gameAfter` asked for more moves than the game has.
    BeyondHistory {
        /// The moves asked for.
        count: u64,
        /// The moves the game has.
        moves: usize,
    },
    /// A call given a string or object longer than it reads: `what` is `length` long, at most `max`.
    TooLong {
        /// The argument.
        what: String,
        /// The longest it reads.
        max: u64,
        /// Its length.
        length: u64,
    },
}

/// How many characters of a given text a message quotes.
pub const QUOTED_CHARS: usize = 40;

/// `text` quoted and escaped as Rust's `{:?}` does, cut to its first
/// `QUOTED_CHARS` characters (then followed by `…`): a message stays short
/// whatever it is given.
pub fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        None => format!("{text:?}"),
        Some((end, _)) => format!("{:?}…", &text[..end]),
    }
}

/// How many characters of a free-form detail (`bad-save`, `bad-limits`) a message keeps.
pub const DETAIL_CHARS: usize = 400;

/// `detail` cut to `DETAIL_CHARS` characters (then followed by `…`).
pub(crate) fn capped(detail: &str) -> String {
    match detail.char_indices().nth(DETAIL_CHARS) {
        None => detail.to_string(),
        Some((end, _)) => format!("{}…", &detail[..end]),
    }
}

/// At most the first `QUOTED_CHARS` characters of `text`, as parts hold it.
pub(crate) fn prefix(text: &str) -> &str {
    text.char_indices().nth(QUOTED_CHARS).map_or(text, |(end, _)| &text[..end])
}

impl Error {
    /// Stable kebab-case name of what went wrong.
    pub fn code(&self) -> &'static str {
        match self {
            Error::UnknownRuleset { .. } => "unknown-ruleset",
            Error::UnknownOption { .. } => "unknown-option",
            Error::BadOptionValue { .. } => "bad-option-value",
            Error::UnsafeNumber { .. } => "unsafe-number",
            Error::Unreadable { .. } => "unreadable",
            Error::Illegal { why, .. } | Error::NotAllowed(why) | Error::BadSetup(why) => why.code(),
            Error::GameOver => "game-over",
            Error::BadSave(_) => "bad-save",
            Error::BadLimits(_) => "bad-limits",
            Error::BadArgument { .. } => "bad-argument",
            Error::BeyondHistory { .. } => "beyond-history",
            Error::TooLong { .. } => "too-long",
        }
    }

    /// The named values the message quotes; an illegal move adds its `text`.
    /// Text the caller gave is cut as the message cuts it.
    pub fn parts(&self) -> Map<String, Value> {
        let parts = match self {
            Error::UnknownRuleset { id, .. } => json!({ "ruleset": prefix(id) }),
            Error::UnknownOption { ruleset, name } => json!({ "ruleset": ruleset, "name": prefix(name) }),
            Error::BadOptionValue { name, expected } => json!({ "name": prefix(name), "expected": expected }),
            Error::UnsafeNumber { name } => json!({ "name": prefix(name), "max": MAX_SAFE_INTEGER }),
            Error::Unreadable { text, expected } => json!({ "text": prefix(text), "expected": expected }),
            Error::Illegal { text, why } => {
                let mut parts = why.parts();
                parts.insert("text".into(), json!(prefix(text)));
                return parts;
            }
            Error::NotAllowed(why) | Error::BadSetup(why) => return why.parts(),
            Error::GameOver => json!({}),
            Error::BadSave(detail) | Error::BadLimits(detail) => json!({ "detail": capped(detail) }),
            Error::BadArgument { what, expected } => json!({ "argument": what, "expected": expected }),
            Error::BeyondHistory { count, moves } => json!({ "count": count, "moves": moves }),
            Error::TooLong { what, max, length } => json!({ "argument": what, "max": max, "length": length }),
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
            Error::UnknownRuleset { id, known } => {
                let known: Vec<String> = known.iter().map(|id| format!("{id:?}")).collect();
                write!(f, "unknown rule set {}: expected one of {}", quoted(id), known.join(", "))
            }
            Error::UnknownOption { ruleset, name } => write!(f, "unknown option {} for rule set {ruleset:?}", quoted(name)),
            Error::BadOptionValue { name, expected } => write!(f, "bad value for option {}: expected {expected}", quoted(name)),
            Error::UnsafeNumber { name } => write!(
                f,
                "bad value for option {}: numbers above {MAX_SAFE_INTEGER} lose digits in JavaScript; give it as a decimal string",
                quoted(name)
            ),
            Error::Unreadable { text, expected } => write!(f, "cannot read move {}: expected {expected}", quoted(text)),
            Error::Illegal { text, why } => write!(f, "illegal move {}: {why}", quoted(text)),
            Error::GameOver => write!(f, "the game is over"),
            Error::NotAllowed(why) => write!(f, "{why}"),
            Error::BadSetup(why) => write!(f, "not a position this game can go on from: {why}"),
            Error::BadSave(why) => write!(f, "not a valid saved game: {}", capped(why)),
            Error::BadLimits(why) => write!(f, "bad limits for the computer player: {}", capped(why)),
            Error::BadArgument { what, expected } => write!(f, "{what} must be {expected}"),
            Error::BeyondHistory { count, moves } => {
                write!(f, "the game has {moves} moves, so it has no position after move {count}")
            }
            Error::TooLong { what, max, length } => write!(f, "{what} must be at most {max} characters long, not {length}"),
        }
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_quote_a_short_escaped_prefix_of_what_was_given() {
        assert_eq!(quoted("a2-a3"), "\"a2-a3\"");
        let long = "\u{1}".repeat(100_000);
        let error = Error::Unreadable { text: long.clone(), expected: "a move" };
        assert!(error.to_string().len() < 400, "{error}");
        assert!(error.to_string().starts_with("cannot read move \"\\u{1}"), "{error}");
        assert_eq!(error.parts()["text"].as_str().unwrap().chars().count(), QUOTED_CHARS);
        let wide = "é".repeat(41);
        assert_eq!(quoted(&wide), format!("{:?}…", "é".repeat(40)));
        for e in [
            Error::UnknownRuleset { id: long.clone(), known: &["siga"] },
            Error::UnknownOption { ruleset: "siga", name: long.clone() },
            Error::BadLimits(long.clone()),
            Error::BadSave(long.clone()),
        ] {
            assert!(e.to_string().chars().count() < 600, "{e}");
        }
    }
}
