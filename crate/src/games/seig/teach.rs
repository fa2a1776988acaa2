//! What teaching needs of Seig beyond its rules.

use super::path::SAFE_HOLES;
use super::{group_sum, hole_name, Seig, SeigMove, Stage, Values};
use crate::core::Side;
use crate::rules::Clock;
use crate::search::expectimax;
use crate::search::{Limits, Weighed};
use crate::teach::{MoveReason, Teach};
use serde_json::json;

impl Teach for Seig {
    /// One spend of each value a single throw can add to the pool: a piece is
    /// "capturable next move" when one throw of the other side can take it.
    /// Nothing is taken in the endgame, where pieces have no holes.
    fn turns_for(&self, side: Side) -> Vec<Seig> {
        if self.outcome.is_some() || self.stage == Stage::Endgame {
            return Vec::new();
        }
        // A seig adds 1 only when no piece is left to release.
        let all_released = self.pieces[side.index()] & !self.released[side.index()] == 0;
        let mut values = vec![2, 3, self.options.four_moves, 5, 6];
        if all_released {
            values.push(1);
        }
        values.dedup();
        values
            .into_iter()
            .map(|value| {
                let mut pool: Values = [0; 7];
                pool[value as usize] = 1;
                Seig { side, seat: 0, stage: Stage::Spend, first_throw: false, pool, ..self.clone() }
            })
            .collect()
    }

    fn step_squares(&self, mv: SeigMove) -> Option<(usize, usize)> {
        match mv {
            SeigMove::Spend { from, to, .. } => Some((from as usize, to as usize)),
            SeigMove::Throw(_) => None,
        }
    }

    fn weigh(&self, moves: &[SeigMove], limits: &Limits, clock: Clock) -> Option<Weighed<SeigMove>> {
        expectimax::weigh(self, moves, limits, clock)
    }

    /// `safe-hole`: the piece lands where nobody is taken; `races`: a spend
    /// that takes nothing, with the holes it goes.
    fn game_reasons(&self, mv: SeigMove, after: &Seig) -> Vec<MoveReason> {
        let SeigMove::Spend { to, group, .. } = mv else { return Vec::new() };
        let mut out = Vec::new();
        if SAFE_HOLES >> to & 1 == 1 {
            out.push(MoveReason::new("safe-hole", json!({ "square": hole_name(to as usize) })));
        }
        if after.counts == self.counts {
            out.push(MoveReason::new("races", json!({ "steps": group_sum(&group) })));
        }
        out
    }
}
