//! The one error type the engine returns; its message is what the player reads.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    UnknownRuleset(String),
    UnknownOption { ruleset: &'static str, name: String },
    BadOptionValue { name: String, expected: String },
    /// Move text that could not be read at all.
    Unreadable { text: String, expected: &'static str },
    /// Readable move text that the rules do not allow now.
    Illegal { text: String, why: String },
    GameOver,
    NotAllowed(String),
    BadSave(String),
    BadLimits(String),
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
            Error::Unreadable { text, expected } => write!(f, "cannot read move {text:?}: expected {expected}"),
            Error::Illegal { text, why } => write!(f, "illegal move {text:?}: {why}"),
            Error::GameOver => write!(f, "the game is over"),
            Error::NotAllowed(why) => write!(f, "{why}"),
            Error::BadSave(why) => write!(f, "not a valid saved game: {why}"),
            Error::BadLimits(why) => write!(f, "bad limits for the computer player: {why}"),
        }
    }
}

impl std::error::Error for Error {}
