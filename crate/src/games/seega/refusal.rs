//! Why Seega's rules refuse a move or a resignation.

use crate::core::refusal::{fields, Refuse};
use crate::core::Side;
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeegaRefusal {
    PlacementOver,
    StillPlacing,
    CentreEmpty { square: String },
    AlreadyTaken { square: String },
    NotEmpty { square: String },
    FifthShuttle { from: String, to: String },
    SameCapturer { square: String },
    SeriesOn,
    ExtraMustOpen { blocked: Side },
    ResignTooEarly { side: Side, lost: u32 },
}

impl Refuse for SeegaRefusal {
    fn code(&self) -> &'static str {
        match self {
            SeegaRefusal::PlacementOver => "placement-over",
            SeegaRefusal::StillPlacing => "still-placing",
            SeegaRefusal::CentreEmpty { .. } => "centre-empty",
            SeegaRefusal::AlreadyTaken { .. } => "already-taken",
            SeegaRefusal::NotEmpty { .. } => "not-empty",
            SeegaRefusal::FifthShuttle { .. } => "fifth-shuttle",
            SeegaRefusal::SameCapturer { .. } => "same-capturer",
            SeegaRefusal::SeriesOn => "series-on",
            SeegaRefusal::ExtraMustOpen { .. } => "extra-must-open",
            SeegaRefusal::ResignTooEarly { .. } => "resign-too-early",
        }
    }

    fn parts(&self) -> Map<String, Value> {
        fields(match self {
            SeegaRefusal::FifthShuttle { from, to } => json!({ "from": from, "to": to }),
            SeegaRefusal::CentreEmpty { square }
            | SeegaRefusal::AlreadyTaken { square }
            | SeegaRefusal::NotEmpty { square }
            | SeegaRefusal::SameCapturer { square } => json!({ "square": square }),
            SeegaRefusal::ExtraMustOpen { blocked } => json!({ "side": blocked }),
            SeegaRefusal::ResignTooEarly { side, lost } => json!({ "side": side, "lost": lost }),
            SeegaRefusal::PlacementOver | SeegaRefusal::StillPlacing | SeegaRefusal::SeriesOn => json!({}),
        })
    }
}

impl fmt::Display for SeegaRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeegaRefusal::PlacementOver => write!(f, "placement is over: move a piece one step, e.g. \"b2-b3\""),
            SeegaRefusal::StillPlacing => {
                write!(f, "pieces are still being placed, one at a time: name an empty square, e.g. \"c4\"")
            }
            SeegaRefusal::CentreEmpty { square } => write!(f, "{square} is the centre and stays empty during placement"),
            SeegaRefusal::AlreadyTaken { square } => write!(f, "{square} is already taken"),
            SeegaRefusal::NotEmpty { square } => write!(f, "{square} is not empty"),
            SeegaRefusal::FifthShuttle { from, to } => write!(f, "this would be the fifth move in a row between {from} and {to}"),
            SeegaRefusal::SameCapturer { square } => {
                write!(f, "the same piece must keep capturing: move the piece on {square}")
            }
            SeegaRefusal::SeriesOn => write!(f, "a capture series is on: only capturing moves are legal"),
            SeegaRefusal::ExtraMustOpen { blocked } => write!(
                f,
                "side {} cannot move, so this extra move must leave it a legal move, and another move does",
                blocked.index()
            ),
            SeegaRefusal::ResignTooEarly { side, lost } => write!(
                f,
                "in Sudanese Seega a side may resign only once 5 of its pieces have been captured; side {} has lost {lost}",
                side.index()
            ),
        }
    }
}
