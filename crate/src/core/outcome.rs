//! How a game ended.

use super::side::Side;
use serde::Serialize;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    CapturedAll,
    OneLeft,
    Stalemate,
    Count,
    NoCaptureLimit,
    Agreement,
    Resigned,
    /// Sig's variants: every piece has reached the enemy's home row (RULES.md 7.5).
    AllHome,
    /// Sig's variants: the board can never change again (RULES.md 7.1.7).
    Blocked,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::CapturedAll => "captured-all",
            Reason::OneLeft => "one-left",
            Reason::Stalemate => "stalemate",
            Reason::Count => "count",
            Reason::NoCaptureLimit => "no-capture-limit",
            Reason::Agreement => "agreement",
            Reason::Resigned => "resigned",
            Reason::AllHome => "all-home",
            Reason::Blocked => "blocked",
        }
    }

    pub fn parse(s: &str) -> Option<Reason> {
        [
            Reason::CapturedAll,
            Reason::OneLeft,
            Reason::Stalemate,
            Reason::Count,
            Reason::NoCaptureLimit,
            Reason::Agreement,
            Reason::Resigned,
            Reason::AllHome,
            Reason::Blocked,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
    }
}

/// Why a Seega game ended by count (RULES.md 2.9 and 2.11).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cause {
    /// `barrierPlies` plies in a row without a capture.
    Barrier,
    /// Neither side could move.
    Stuck,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: Reason,
}

impl Outcome {
    pub fn win(side: Side, reason: Reason) -> Outcome {
        Outcome { winner: Some(side), reason }
    }

    pub fn draw(reason: Reason) -> Outcome {
        Outcome { winner: None, reason }
    }
}
