//! Why Siga's rules refuse a move.

use crate::core::refusal::{fields, Refuse};
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SigaRefusal {
    OwnPiece { square: String },
    CompulsoryCapture,
}

impl Refuse for SigaRefusal {
    fn code(&self) -> &'static str {
        match self {
            SigaRefusal::OwnPiece { .. } => "own-piece",
            SigaRefusal::CompulsoryCapture => "compulsory-capture",
        }
    }

    fn parts(&self) -> Map<String, Value> {
        fields(match self {
            SigaRefusal::OwnPiece { square } => json!({ "square": square }),
            SigaRefusal::CompulsoryCapture => json!({}),
        })
    }
}

impl fmt::Display for SigaRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SigaRefusal::OwnPiece { square } => write!(f, "{square} holds a piece of your own"),
            SigaRefusal::CompulsoryCapture => write!(f, "a capture is available and capturing is compulsory"),
        }
    }
}
