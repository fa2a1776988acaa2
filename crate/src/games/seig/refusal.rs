//! Why Seig's rules refuse a throw or a spend.

use crate::core::refusal::{fields, Refuse};
use crate::core::Side;
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeigRefusal {
    MustThrow,
    StickCount { sticks: u8 },
    StickFace { face: char },
    HoleWithoutPiece { hole: String, side: Side },
    NotReleased { hole: String },
    /// `values`: the pool as move text writes a group, e.g. `5+3`.
    SpendFirst { values: String },
    PoolHolds { values: String },
    PastEnd,
    OneSmallValue,
    LandingOwn,
    ReachesElsewhere { from: String, values: String, reaches: String },
}

impl Refuse for SeigRefusal {
    fn code(&self) -> &'static str {
        match self {
            SeigRefusal::MustThrow => "must-throw",
            SeigRefusal::StickCount { .. } => "stick-count",
            SeigRefusal::StickFace { .. } => "stick-face",
            SeigRefusal::HoleWithoutPiece { .. } => "hole-without-piece",
            SeigRefusal::NotReleased { .. } => "not-released",
            SeigRefusal::SpendFirst { .. } => "spend-first",
            SeigRefusal::PoolHolds { .. } => "pool-holds",
            SeigRefusal::PastEnd => "past-end",
            SeigRefusal::OneSmallValue => "one-small-value",
            SeigRefusal::LandingOwn => "landing-own",
            SeigRefusal::ReachesElsewhere { .. } => "reaches-elsewhere",
        }
    }

    fn parts(&self) -> Map<String, Value> {
        fields(match self {
            SeigRefusal::StickCount { sticks } => json!({ "sticks": sticks }),
            SeigRefusal::StickFace { face } => json!({ "face": face.to_string() }),
            SeigRefusal::HoleWithoutPiece { hole, side } => json!({ "hole": hole, "side": side }),
            SeigRefusal::NotReleased { hole } => json!({ "hole": hole }),
            SeigRefusal::SpendFirst { values } | SeigRefusal::PoolHolds { values } => json!({ "values": values }),
            SeigRefusal::ReachesElsewhere { from, values, reaches } => {
                json!({ "from": from, "values": values, "reaches": reaches })
            }
            SeigRefusal::MustThrow | SeigRefusal::PastEnd | SeigRefusal::OneSmallValue | SeigRefusal::LandingOwn => json!({}),
        })
    }
}

impl fmt::Display for SeigRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeigRefusal::MustThrow => write!(f, "the seat must throw now"),
            SeigRefusal::StickCount { sticks } => {
                let when = if *sticks == 8 { "once the game is unlocked" } else { "while the game is locked" };
                write!(f, "{sticks} sticks are thrown {when}, so give {sticks} letters W or B")
            }
            SeigRefusal::StickFace { face } => write!(f, "{face:?} is not a stick face: use W (white) or B (black)"),
            SeigRefusal::HoleWithoutPiece { hole, side } => write!(f, "{hole} holds no piece of side {}", side.index()),
            SeigRefusal::NotReleased { hole } => write!(f, "the piece on {hole} is not released yet"),
            SeigRefusal::SpendFirst { values } => write!(f, "the pool ({values}) must be spent first"),
            SeigRefusal::PoolHolds { values } => write!(f, "the pool holds {values}"),
            SeigRefusal::PastEnd => write!(f, "it would run past the end of the path"),
            SeigRefusal::OneSmallValue => {
                write!(f, "entering the opposing lower field takes a group of one value 2, 3 or 4")
            }
            SeigRefusal::LandingOwn => write!(f, "the landing hole holds a piece of the same side"),
            SeigRefusal::ReachesElsewhere { from, values, reaches } => write!(f, "{from} with {values} reaches {reaches}"),
        }
    }
}
