//! Hard's traps, where a careful opponent could hold the game for ever
//! (`Evaluate::sets_traps`): in a level Siga game the side without the
//! parity cannot force anything, nor can a side behind, and the best move
//! by minimax only keeps the standoff. So among the moves within `MARGIN`
//! of the best, hard plays the one that a player reading one move ahead and
//! the captures after it (easy's search, and many a person's) is likeliest
//! to answer wrongly: the one whose mean value, over the replies such a
//! player finds equally good, is highest. Against a perfect reply this
//! gives up at most `MARGIN`; wins and losses found are played as they are.

use super::{Next, RootSearch, Searcher, INFINITY};
use crate::core::Side;
use crate::rules::Clock;
use crate::search::{Evaluate, Level, Limits, Report, WIN};

/// How far below the best a trap may be, in evaluation points: a twentieth
/// of a piece. 5 and 15 scored alike against easy (100 games each).
const MARGIN: i32 = 5;
/// The share of the search's nodes and time that goes to weighing traps.
const SHARE: f64 = 0.3;

/// Hard's move in `pos`: the best by minimax, or a trap within `MARGIN` of it.
pub(super) fn search<R: Evaluate>(pos: &R, root: Vec<R::Move>, mut line: Vec<u64>, limits: &Limits, clock: Clock) -> Option<Report<R::Move>> {
    let mut minimax = RootSearch::new(pos, root, line.clone(), &limits.share(1.0 - SHARE), clock, false, MARGIN)?;
    minimax.deepen(pos);
    let value = minimax.scored[0].1;
    let candidates: Vec<(R::Move, i32)> = minimax.scored.iter().take_while(|(_, v)| *v >= value - MARGIN).copied().collect();
    if candidates.len() < 2 || value.abs() > WIN / 2 {
        // No trap to weigh: the plain search goes on with the traps' share.
        minimax.searcher.budget.extend(limits);
        minimax.deepen(pos);
        return Some(minimax.best());
    }
    let mut report = minimax.best();
    line.push(pos.key());
    let mut searcher = Searcher::new(&limits.share(SHARE), clock, line, pos);
    let me = pos.to_move();
    let mut tempted = Vec::with_capacity(candidates.len());
    for &(mv, value) in &candidates {
        if searcher.budget.stopped() {
            break;
        }
        let mut child = pos.clone();
        child.play(mv);
        let replies = searcher.tempting_replies(&child);
        tempted.push((mv, value, child, replies));
    }
    // Deepen the weighing while the share lasts; a weighing cut short is not used.
    for depth in 0..limits.level.plan().max_depth {
        let mut means = Vec::with_capacity(tempted.len());
        for (_, _, child, replies) in &tempted {
            match searcher.mean_value(child, replies, me, depth) {
                Some(mean) => means.push(mean),
                None => break,
            }
        }
        if means.len() < tempted.len() {
            break;
        }
        let chosen = first_highest(&means);
        (report.best, report.value) = (tempted[chosen].0, tempted[chosen].1);
    }
    report.nodes += searcher.budget.nodes;
    Some(report)
}

/// Where the highest of `means` first stands: among equal traps, the better by minimax.
fn first_highest(means: &[f64]) -> usize {
    (1..means.len()).fold(0, |best, i| if means[i] > means[best] { i } else { best })
}

impl<R: Evaluate> Searcher<'_, R> {
    /// The positions after the replies to `pos` that a player reading one
    /// ply and the captures after it finds within easy's tolerance of its best.
    fn tempting_replies(&mut self, pos: &R) -> Vec<R> {
        let reader = pos.to_move();
        let endings = std::mem::replace(&mut self.endings, false);
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        self.line.push(pos.key());
        let mut valued: Vec<(R, i32)> = Vec::with_capacity(moves.len());
        for mv in moves {
            let mut child = pos.clone();
            child.play(mv);
            let value = self.child_value(&child, reader, Next::Depth(0), 2, -INFINITY, INFINITY);
            if self.budget.stopped() {
                break;
            }
            valued.push((child, value));
        }
        self.line.pop();
        self.endings = endings;
        let top = valued.iter().map(|(_, v)| *v).max().unwrap_or(0);
        valued.retain(|(_, v)| *v >= top - pos.root_tolerance(Level::Easy.plan().tolerance));
        valued.into_iter().map(|(child, _)| child).collect()
    }

    /// The mean value for `me` of `replies` (positions reached from `pos`),
    /// each searched `depth` plies and the captures after, a win or a loss
    /// counting alike at any distance; `None` once the budget is spent.
    fn mean_value(&mut self, pos: &R, replies: &[R], me: Side, depth: u32) -> Option<f64> {
        if self.budget.stopped() {
            return None;
        }
        self.line.push(pos.key());
        let mut total = 0.0;
        for reply in replies {
            total += self.child_value(reply, me, Next::Depth(depth), 2, -INFINITY, INFINITY).clamp(-WIN / 2, WIN / 2) as f64;
            if self.budget.stopped() {
                break;
            }
        }
        self.line.pop();
        (!self.budget.stopped()).then(|| total / replies.len().max(1) as f64)
    }
}

#[cfg(test)]
mod tests;
