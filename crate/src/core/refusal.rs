//! Why the rules refuse a move or a request: one variant per reason, with
//! the names and numbers the message quotes, so a page can word it in its
//! own language from `code()` and `parts()` instead of reading the English.

use super::side::Side;
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotASquare { name: String, files: u8, ranks: u8 },
    NoPieceOn { side: Side, square: String },
    /// `seega`: Seega words it "steps one square", Siga "moves one step".
    StepOrthogonal { from: String, to: String, seega: bool },
    StepAnyDirection { from: String, to: String, seega: bool },
    OwnPiece { square: String },
    CompulsoryCapture,
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
    NoDrawAgreement { game: &'static str },
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

impl Refusal {
    /// Stable kebab-case name of the reason.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::NotASquare { .. } => "not-a-square",
            Refusal::NoPieceOn { .. } => "no-piece-on",
            Refusal::StepOrthogonal { .. } => "step-orthogonal",
            Refusal::StepAnyDirection { .. } => "step-any-direction",
            Refusal::OwnPiece { .. } => "own-piece",
            Refusal::CompulsoryCapture => "compulsory-capture",
            Refusal::PlacementOver => "placement-over",
            Refusal::StillPlacing => "still-placing",
            Refusal::CentreEmpty { .. } => "centre-empty",
            Refusal::AlreadyTaken { .. } => "already-taken",
            Refusal::NotEmpty { .. } => "not-empty",
            Refusal::FifthShuttle { .. } => "fifth-shuttle",
            Refusal::SameCapturer { .. } => "same-capturer",
            Refusal::SeriesOn => "series-on",
            Refusal::ExtraMustOpen { .. } => "extra-must-open",
            Refusal::ResignTooEarly { .. } => "resign-too-early",
            Refusal::NoDrawAgreement { .. } => "no-draw-agreement",
            Refusal::MustThrow => "must-throw",
            Refusal::StickCount { .. } => "stick-count",
            Refusal::StickFace { .. } => "stick-face",
            Refusal::HoleWithoutPiece { .. } => "hole-without-piece",
            Refusal::NotReleased { .. } => "not-released",
            Refusal::SpendFirst { .. } => "spend-first",
            Refusal::PoolHolds { .. } => "pool-holds",
            Refusal::PastEnd => "past-end",
            Refusal::OneSmallValue => "one-small-value",
            Refusal::LandingOwn => "landing-own",
            Refusal::ReachesElsewhere { .. } => "reaches-elsewhere",
        }
    }

    /// The named values the message quotes (sides as 0 or 1).
    pub fn parts(&self) -> Map<String, Value> {
        let parts = match self {
            Refusal::NotASquare { name, files, ranks } => json!({ "square": name, "files": files, "ranks": ranks }),
            Refusal::NoPieceOn { side, square } => json!({ "side": side, "square": square }),
            Refusal::StepOrthogonal { from, to, .. } | Refusal::StepAnyDirection { from, to, .. } => {
                json!({ "from": from, "to": to })
            }
            Refusal::FifthShuttle { from, to } => json!({ "from": from, "to": to }),
            Refusal::OwnPiece { square }
            | Refusal::CentreEmpty { square }
            | Refusal::AlreadyTaken { square }
            | Refusal::NotEmpty { square }
            | Refusal::SameCapturer { square } => json!({ "square": square }),
            Refusal::ExtraMustOpen { blocked } => json!({ "side": blocked }),
            Refusal::ResignTooEarly { side, lost } => json!({ "side": side, "lost": lost }),
            Refusal::NoDrawAgreement { game } => json!({ "game": game }),
            Refusal::StickCount { sticks } => json!({ "sticks": sticks }),
            Refusal::StickFace { face } => json!({ "face": face.to_string() }),
            Refusal::HoleWithoutPiece { hole, side } => json!({ "hole": hole, "side": side }),
            Refusal::NotReleased { hole } => json!({ "hole": hole }),
            Refusal::SpendFirst { values } | Refusal::PoolHolds { values } => json!({ "values": values }),
            Refusal::ReachesElsewhere { from, values, reaches } => {
                json!({ "from": from, "values": values, "reaches": reaches })
            }
            Refusal::CompulsoryCapture
            | Refusal::PlacementOver
            | Refusal::StillPlacing
            | Refusal::SeriesOn
            | Refusal::MustThrow
            | Refusal::PastEnd
            | Refusal::OneSmallValue
            | Refusal::LandingOwn => json!({}),
        };
        match parts {
            Value::Object(map) => map,
            _ => Map::new(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotASquare { name, files, ranks } => write!(f, "{name:?} is not a square of this {files}x{ranks} board"),
            Refusal::NoPieceOn { side, square } => write!(f, "there is no piece of side {} on {square}", side.index()),
            Refusal::StepOrthogonal { seega: true, .. } => write!(f, "a piece steps one square orthogonally (not diagonally)"),
            Refusal::StepOrthogonal { seega: false, .. } => {
                write!(f, "a piece moves one step to an orthogonally neighbouring square")
            }
            Refusal::StepAnyDirection { seega: true, .. } => write!(f, "a piece steps one square in one of the 8 directions"),
            Refusal::StepAnyDirection { seega: false, .. } => write!(f, "a piece moves one step to a neighbouring square"),
            Refusal::OwnPiece { square } => write!(f, "{square} holds a piece of your own"),
            Refusal::CompulsoryCapture => write!(f, "a capture is available and capturing is compulsory"),
            Refusal::PlacementOver => write!(f, "placement is over: move a piece one step, e.g. \"b2-b3\""),
            Refusal::StillPlacing => {
                write!(f, "pieces are still being placed, one at a time: name an empty square, e.g. \"c4\"")
            }
            Refusal::CentreEmpty { square } => write!(f, "{square} is the centre and stays empty during placement"),
            Refusal::AlreadyTaken { square } => write!(f, "{square} is already taken"),
            Refusal::NotEmpty { square } => write!(f, "{square} is not empty"),
            Refusal::FifthShuttle { from, to } => write!(f, "this would be the fifth move in a row between {from} and {to}"),
            Refusal::SameCapturer { square } => {
                write!(f, "the same piece must keep capturing: move the piece on {square}")
            }
            Refusal::SeriesOn => write!(f, "a capture series is on: only capturing moves are legal"),
            Refusal::ExtraMustOpen { blocked } => write!(
                f,
                "side {} cannot move, so this extra move must leave it a legal move, and another move does",
                blocked.index()
            ),
            Refusal::ResignTooEarly { side, lost } => write!(
                f,
                "in Sudanese Seega a side may resign only once 5 of its pieces have been captured; side {} has lost {lost}",
                side.index()
            ),
            Refusal::NoDrawAgreement { game } => write!(f, "{game} has no draw by agreement"),
            Refusal::MustThrow => write!(f, "the seat must throw now"),
            Refusal::StickCount { sticks } => {
                let when = if *sticks == 8 { "once the game is unlocked" } else { "while the game is locked" };
                write!(f, "{sticks} sticks are thrown {when}, so give {sticks} letters W or B")
            }
            Refusal::StickFace { face } => write!(f, "{face:?} is not a stick face: use W (white) or B (black)"),
            Refusal::HoleWithoutPiece { hole, side } => write!(f, "{hole} holds no piece of side {}", side.index()),
            Refusal::NotReleased { hole } => write!(f, "the piece on {hole} is not released yet"),
            Refusal::SpendFirst { values } => write!(f, "the pool ({values}) must be spent first"),
            Refusal::PoolHolds { values } => write!(f, "the pool holds {values}"),
            Refusal::PastEnd => write!(f, "it would run past the end of the path"),
            Refusal::OneSmallValue => {
                write!(f, "entering the opposing lower field takes a group of one value 2, 3 or 4")
            }
            Refusal::LandingOwn => write!(f, "the landing hole holds a piece of the same side"),
            Refusal::ReachesElsewhere { from, values, reaches } => write!(f, "{from} with {values} reaches {reaches}"),
        }
    }
}
