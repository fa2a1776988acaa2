//! Practice positions: what each one asks for (its theme), and the search
//! that judges them, shared by the generator (`examples/practice.rs`) and
//! the test that checks the stored positions (`tests/it/practice.rs`).

use super::MoveReason;
use crate::search::{Level, Limits, PIECE};
use serde::{Deserialize, Serialize};

/// The search that finds and checks practice positions: hard's without its
/// traps, reproducible, and quick enough to check every stored position in a test.
pub fn practice_limits() -> Limits {
    Limits { level: Level::Best, time_ms: None, nodes: Some(20_000), seed: 0 }
}

/// A position is a puzzle when its solutions are worth at least this much
/// more than every other move: a piece, so the answer is clear.
pub const CLEAR_BY: i32 = PIECE;

/// Moves within this of the best are solutions too.
pub const SOLUTION_MARGIN: i32 = PIECE / 2;

/// What a practice position asks the player to do, checked on each solution's reasons.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Win the game with this move.
    Win,
    /// Seega: capture, and go on capturing in a series.
    CaptureSeries,
    /// Capture two or more pieces in one move.
    CaptureMany,
    /// Take the piece that threatens one of yours.
    TakeTheAttacker,
    Capture,
    /// Save a piece the opponent could take next move.
    Save,
    /// Seega: leave the opponent no move.
    Block,
    /// Seig: set every piece past every opposing one.
    StartEndgame,
    /// Threaten to take a piece next move.
    Threaten,
    /// Seega: step onto the centre.
    Centre,
    /// Seig: land on a safe hole.
    SafeHole,
}

impl Theme {
    /// Most telling first: a position is named by the first theme every solution achieves.
    pub const ALL: [Theme; 11] = [
        Theme::Win,
        Theme::CaptureSeries,
        Theme::CaptureMany,
        Theme::TakeTheAttacker,
        Theme::Capture,
        Theme::Save,
        Theme::Block,
        Theme::StartEndgame,
        Theme::Threaten,
        Theme::Centre,
        Theme::SafeHole,
    ];

    /// Whether a move with these reasons does what the theme asks.
    pub fn achieved_by(self, reasons: &[MoveReason]) -> bool {
        let has = |code: &str| reasons.iter().any(|r| r.code == code);
        let captured = reasons.iter().find(|r| r.code == "captures").and_then(|r| r.parts.get("count")?.as_u64()).unwrap_or(0);
        match self {
            Theme::Win => has("wins"),
            Theme::CaptureSeries => has("starts-series"),
            Theme::CaptureMany => captured >= 2,
            Theme::TakeTheAttacker => captured >= 1 && has("saves"),
            Theme::Capture => captured >= 1,
            Theme::Save => has("saves"),
            Theme::Block => has("blocks"),
            Theme::StartEndgame => has("starts-endgame"),
            Theme::Threaten => has("threatens"),
            Theme::Centre => has("centre"),
            Theme::SafeHole => has("safe-hole"),
        }
    }

    /// The first theme that every one of the solutions (given by their reasons) achieves.
    pub fn shared_by(solutions: &[Vec<MoveReason>]) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| solutions.iter().all(|reasons| theme.achieved_by(reasons)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_position_is_named_by_the_most_telling_theme_all_its_solutions_share() {
        let captures = |n: u32| MoveReason::new("captures", json!({ "count": n, "squares": [] }));
        let saves = MoveReason::new("saves", json!({ "square": "c3" }));
        assert_eq!(Theme::shared_by(&[vec![captures(2)], vec![captures(3)]]), Some(Theme::CaptureMany));
        assert_eq!(Theme::shared_by(&[vec![captures(1), saves.clone()], vec![captures(2), saves.clone()]]), Some(Theme::TakeTheAttacker));
        assert_eq!(Theme::shared_by(&[vec![captures(2)], vec![saves]]), None, "nothing in common");
        assert_eq!(serde_json::to_value(Theme::TakeTheAttacker).unwrap(), json!("take-the-attacker"));
    }
}
