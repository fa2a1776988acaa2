//! A race's static value, for the variants' `evaluate`: material first, then,
//! bounded together below a piece, how far the pieces have come and how
//! exposed they stand to the other side's next turn.

use super::board::Board;
use crate::core::Side;
use crate::race::probability;
use crate::search::{bounded, PIECE, POSITIONAL_CAP};

/// What the value needs to know of a variant's paths and throws.
pub struct Race<'a> {
    /// Places on a path.
    pub length: usize,
    /// The place of a hole on a side's path (0 the first).
    pub place: &'a dyn Fn(Side, usize) -> usize,
    /// `reach[d]`: the chance that a turn's throw moves a piece exactly `d` places.
    pub reach: &'a [f64],
    /// Whether a side's piece landing on a hole would take the enemy piece there.
    pub takes: &'a dyn Fn(Side, usize) -> bool,
}

/// A whole path's progress of one piece, in positional points.
const PATH_WORTH: f64 = 8.0;
/// A piece surely taken next turn, in positional points.
const EXPOSED_WORTH: f64 = 15.0;

/// `reach[d]` for a table of values by number of W: the chance that one throw
/// is worth `d` (a value of 0 moves nothing).
pub fn reach(table: &[u8]) -> Vec<f64> {
    let sticks = table.len() as u8 - 1;
    let mut reach = vec![0.0; *table.iter().max().unwrap_or(&0) as usize + 1];
    for (whites, &value) in table.iter().enumerate().filter(|&(_, &value)| value > 0) {
        reach[value as usize] += probability(sticks, whites as u8);
    }
    reach
}

impl Race<'_> {
    /// The chance that `by` takes the piece on `hole` in its next turn.
    fn threat(&self, board: &Board, by: Side, hole: usize) -> f64 {
        if !(self.takes)(by, hole) {
            return 0.0;
        }
        let target = (self.place)(by, hole);
        let miss: f64 = board
            .holes_of(by)
            .filter_map(|from| target.checked_sub((self.place)(by, from)))
            .map(|distance| 1.0 - self.reach.get(distance).copied().unwrap_or(0.0))
            .product();
        1.0 - miss
    }

    /// The value of `board` for `side`.
    pub fn value(&self, board: &Board, side: Side) -> f64 {
        let mut material = 0.0;
        let mut positional = 0.0;
        for s in Side::BOTH {
            let sign = if s == side { 1.0 } else { -1.0 };
            let come: f64 = board.holes_of(s).map(|h| (self.place)(s, h) as f64).sum::<f64>() / self.length as f64;
            let exposed: f64 = board.holes_of(s).map(|h| self.threat(board, s.opponent(), h)).sum();
            material += sign * board.count(s) as f64;
            positional += sign * (come * PATH_WORTH - exposed * EXPOSED_WORTH);
        }
        material * PIECE as f64 + bounded(positional, POSITIONAL_CAP)
    }
}
