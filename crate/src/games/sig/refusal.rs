//! Why Sig's variants refuse a throw or a move. The codes a page already
//! words for Seig keep their meaning here.

use crate::core::refusal::{fields, Refuse};
use crate::core::Side;
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SigRefusal {
    MustThrow,
    /// A move must be made before the seat throws again; `moves` lists them.
    MoveFirst { moves: String },
    StickCount { sticks: u8 },
    StickFace { face: char },
    HoleWithoutPiece { hole: String, side: Side },
    /// A kind of move another variant has (`x<hole>`, `free-all:`).
    OtherVariant { game: &'static str, text: &'static str },
    /// A move this position does not allow; `moves` lists those it does.
    NotNow { moves: String },
}

impl Refuse for SigRefusal {
    fn code(&self) -> &'static str {
        match self {
            SigRefusal::MustThrow => "must-throw",
            SigRefusal::MoveFirst { .. } => "move-first",
            SigRefusal::StickCount { .. } => "stick-count",
            SigRefusal::StickFace { .. } => "stick-face",
            SigRefusal::HoleWithoutPiece { .. } => "hole-without-piece",
            SigRefusal::OtherVariant { .. } => "other-variant",
            SigRefusal::NotNow { .. } => "not-now",
        }
    }

    fn parts(&self) -> Map<String, Value> {
        fields(match self {
            SigRefusal::MustThrow => json!({}),
            SigRefusal::MoveFirst { moves } | SigRefusal::NotNow { moves } => json!({ "moves": moves }),
            SigRefusal::StickCount { sticks } => json!({ "sticks": sticks }),
            SigRefusal::StickFace { face } => json!({ "face": face.to_string() }),
            SigRefusal::HoleWithoutPiece { hole, side } => json!({ "hole": hole, "side": side }),
            SigRefusal::OtherVariant { game, text } => json!({ "game": game, "move": text }),
        })
    }
}

impl fmt::Display for SigRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SigRefusal::MustThrow => write!(f, "the seat must throw now"),
            SigRefusal::MoveFirst { moves } => write!(f, "a piece must move first: {moves}"),
            SigRefusal::StickCount { sticks } => write!(f, "{sticks} sticks are thrown, so give {sticks} letters W or B"),
            SigRefusal::StickFace { face } => write!(f, "{face:?} is not a stick face: use W or B"),
            SigRefusal::HoleWithoutPiece { hole, side } => write!(f, "{hole} holds no piece of side {}", side.index()),
            SigRefusal::OtherVariant { game, text } => write!(f, "{game} has no {text} move"),
            SigRefusal::NotNow { moves } => write!(f, "the legal moves now are {moves}"),
        }
    }
}
