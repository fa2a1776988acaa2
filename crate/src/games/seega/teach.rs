//! What teaching needs of Seega beyond its rules.

use super::size::Size;
use super::{Seega, SeegaMove};
use crate::core::Side;
use crate::rules::Clock;
use crate::search::{negamax, Limits, Weighed};
use crate::teach::reasons::ending_reasons;
use crate::teach::{MoveReason, Teach};
use serde_json::json;

impl<const EGYPT: bool, B: Size> Teach for Seega<EGYPT, B> {
    /// No capture during placement; in movement, a plain turn (no series, no extra move).
    fn turns_for(&self, side: Side) -> Vec<Self> {
        if self.outcome.is_some() || self.placing {
            return Vec::new();
        }
        vec![Seega { to_move: side, series: None, extra: false, ..self.clone() }]
    }

    fn step_squares(&self, mv: SeegaMove) -> Option<(usize, usize)> {
        match mv {
            SeegaMove::Step { from, to } => Some((from as usize, to as usize)),
            SeegaMove::Place(_) => None,
        }
    }

    fn weigh(&self, moves: &[SeegaMove], limits: &Limits, clock: Clock) -> Option<Weighed<SeegaMove>> {
        negamax::weigh(self, moves, limits, clock)
    }

    /// `centre`: the piece steps onto the centre, where it cannot be
    /// captured; then what the solved endings say of the position it leads to.
    fn game_reasons(&self, mv: SeegaMove, after: &Self) -> Vec<MoveReason> {
        let mut out = match mv {
            SeegaMove::Step { to, .. } if to as usize == B::CENTRE => vec![MoveReason::new("centre", json!({ "square": B::GRID.name(B::CENTRE) }))],
            _ => Vec::new(),
        };
        out.extend(ending_reasons(self.to_move, after));
        out
    }
}
