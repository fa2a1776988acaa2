//! Expectimax for games with chance moves (Seig's throws): players' choices
//! are max and min nodes, throws are chance nodes averaged over all their
//! outcomes. No window is passed down: in Seig chance stands between any
//! two players' choices (a turn opens with throws), so alpha-beta could
//! never cut, and Star1's cut at the chance nodes, whose bounds must reach
//! a win, never cut a measured search either. Without both, every table
//! entry is an exact value, and a measured search visits up to 0.3% fewer
//! nodes. Depth counts turns: it drops by
//! one each time a player's choice hands over to chance (a new turn's
//! throws); chains of unlikely throws end at a probability floor. Iterative
//! deepening within the node and time limits; the clock is the caller's.
//! Past the first iteration (the mover's own turn, searched in full) only
//! the few best moves by static value are followed, as backgammon programs
//! do: the chance nodes multiply every move, so width costs most here.

use super::budget::Budget;
use super::table::Table;
use super::{choose, ordered_moves, Limits, Report, Weighed, WIN};
use crate::core::{Outcome, Side};
use crate::rules::{Clock, Rules};

/// A game whose chance moves can be listed with their probabilities.
pub trait Chance: Rules {
    /// Whether the next move is chance's (a throw) rather than a player's choice.
    fn is_chance(&self) -> bool;
    /// The distinct chance moves and their probabilities, summing to 1.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Move, f64)>);
    /// Equal keys for positions with equal futures (the random stream aside).
    fn key(&self) -> u64;
    /// Static value for `side`, well inside `±WIN`.
    fn evaluate(&self, side: Side) -> f64;
    /// Moves with a higher hint are searched first.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }
    /// Whether no choice is left to come (Seig's endgame): the static value is judged at once.
    fn is_settled(&self) -> bool {
        false
    }
}

const BOUND: f64 = WIN as f64;
/// The window a choice is stored and looked up with, the only one: every entry is an exact value.
const FULL_WINDOW: (f64, f64) = (-BOUND, BOUND);
/// Chance chains less likely than this (from the root) are judged statically.
const MIN_REACH: f64 = 0.02;
const TABLE_BITS: u32 = 14;
/// Moves followed at each choice past the first iteration, and at the root.
const BEAM: usize = 3;
const ROOT_BEAM: usize = 5;
const CLOCK_INTERVAL: u64 = 256;

struct Searcher<'c, G: Chance> {
    root_side: Side,
    table: Table<G::Move, f64>,
    budget: Budget<'c>,
    /// Some position was judged for want of depth: a deeper search may see more.
    horizon_reached: bool,
    /// How many moves a choice follows, when not all.
    beam: Option<usize>,
}

fn outcome_value(outcome: Outcome, me: Side, ply: u32) -> f64 {
    match outcome.winner {
        None => 0.0,
        Some(w) if w == me => BOUND - ply as f64,
        Some(_) => -(BOUND - ply as f64),
    }
}

impl<'c, G: Chance> Searcher<'c, G> {
    /// A search for `root_side` within `limits`, its table empty, following every move.
    fn new(root_side: Side, limits: &Limits, clock: Clock<'c>) -> Self {
        Searcher { root_side, table: Table::new(TABLE_BITS), budget: Budget::new(limits, clock, CLOCK_INTERVAL), horizon_reached: false, beam: None }
    }

    /// The value of `pos` for the root side; `reach` is the chance of getting here.
    fn value(&mut self, pos: &G, depth: u32, ply: u32, reach: f64) -> f64 {
        if self.budget.spend() {
            return 0.0;
        }
        if let Some(outcome) = pos.outcome() {
            return outcome_value(outcome, self.root_side, ply);
        }
        if pos.is_chance() {
            if depth == 0 || reach < MIN_REACH || pos.is_settled() {
                self.horizon_reached |= depth == 0;
                return pos.evaluate(self.root_side);
            }
            return self.chance(pos, depth, ply, reach);
        }
        self.choice(pos, depth, ply, reach)
    }

    /// The average of the outcomes' values, each weighed by its chance.
    fn chance(&mut self, pos: &G, depth: u32, ply: u32, reach: f64) -> f64 {
        let mut outcomes = Vec::new();
        pos.chance_outcomes(&mut outcomes);
        // Summed likeliest first, the order the search was measured and tuned
        // in: the sum's rounding can break a tie between moves.
        outcomes.sort_by(|a, b| b.1.total_cmp(&a.1));
        let mut sum = 0.0;
        for (mv, p) in outcomes {
            let mut child = pos.clone();
            child.play(mv);
            let v = self.value(&child, depth, ply + 1, reach * p);
            if self.budget.stopped() {
                return 0.0;
            }
            sum += p * v;
        }
        sum
    }

    /// The `width` moves whose positions are worth most to the mover, best first.
    fn best_by_evaluation(&mut self, pos: &G, moves: Vec<G::Move>, width: usize) -> Vec<G::Move> {
        if moves.len() <= width {
            return moves;
        }
        let mover = pos.to_move();
        let mut scored: Vec<(G::Move, f64)> = moves
            .into_iter()
            .map(|mv| {
                let mut child = pos.clone();
                child.play(mv);
                self.budget.nodes += 1;
                (mv, child.evaluate(mover))
            })
            .collect();
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        scored.into_iter().take(width).map(|(mv, _)| mv).collect()
    }

    /// A player's choice: the root side maximizes, the other side minimizes.
    /// The table keeps values only: with no window to cut by, a remembered
    /// best move would only break ties in the beam's ranking.
    fn choice(&mut self, pos: &G, depth: u32, ply: u32, reach: f64) -> f64 {
        let key = pos.key();
        if let Some(value) = self.table.probe(key, depth, FULL_WINDOW.0, FULL_WINDOW.1).settled {
            return value;
        }
        let mut moves = ordered_moves(pos, None, |m| pos.order_hint(m));
        if moves.is_empty() {
            return pos.evaluate(self.root_side);
        }
        if let Some(width) = self.beam {
            moves = self.best_by_evaluation(pos, moves, width);
        }
        let maximizing = pos.to_move() == self.root_side;
        let mut best = if maximizing { f64::NEG_INFINITY } else { f64::INFINITY };
        for mv in moves {
            let mut child = pos.clone();
            child.play(mv);
            let child_depth = if child.is_chance() { depth.saturating_sub(1) } else { depth };
            let v = self.value(&child, child_depth, ply + 1, reach);
            if self.budget.stopped() {
                return 0.0;
            }
            best = if maximizing { best.max(v) } else { best.min(v) };
        }
        self.table.store(key, depth, best, FULL_WINDOW.0, FULL_WINDOW.1, None);
        best
    }
}

/// Searches a position where a player chooses, within `limits`; `None` when
/// the game is over, chance moves next, or nothing is legal.
pub fn search<G: Chance>(pos: &G, limits: &Limits, clock: Clock) -> Option<Report<G::Move>> {
    let root = ordered_moves(pos, None, |m| pos.order_hint(m));
    let weighed = root_values(pos, root, limits, clock, false)?;
    let scored = &weighed.moves;
    let tolerance = limits.level.plan().turn_tolerance as f64;
    let (best, value) = choose(scored, scored[0].1 - tolerance, limits.seed);
    Some(Report { best, value: value.round() as i32, depth: weighed.depth, nodes: weighed.nodes })
}

/// Each of `moves` (legal choices in `pos`) valued exactly, as an expectation
/// for the side to move, all at the same depth, best first; `None` as `search`.
pub fn weigh<G: Chance>(pos: &G, moves: &[G::Move], limits: &Limits, clock: Clock) -> Option<Weighed<G::Move>> {
    let weighed = root_values(pos, moves.to_vec(), limits, clock, true)?;
    let moves = weighed.moves.into_iter().map(|(mv, v)| (mv, v.round() as i32)).collect();
    Some(Weighed { moves, depth: weighed.depth, nodes: weighed.nodes })
}

/// The root moves valued by iterative deepening, best first, at the last
/// depth completed. Unless `exact`, only the best few are followed past the
/// first turn.
fn root_values<G: Chance>(pos: &G, mut root: Vec<G::Move>, limits: &Limits, clock: Clock, exact: bool) -> Option<Weighed<G::Move, f64>> {
    if pos.outcome().is_some() || pos.is_chance() || root.is_empty() {
        return None;
    }
    let plan = limits.level.plan();
    let mut searcher = Searcher::<G>::new(pos.to_move(), limits, clock);
    let mut scored: Vec<(G::Move, f64)> = root.iter().map(|&m| (m, 0.0)).collect();
    let mut completed_depth = 0;
    // One move needs no value to be chosen; one to be weighed does.
    if root.len() > 1 || exact {
        for depth in 1..=plan.max_turns {
            let mut this_depth = Vec::with_capacity(root.len());
            searcher.horizon_reached = false;
            searcher.beam = (depth > 1).then_some(BEAM);
            let width = if depth > 1 && !exact { root.len().min(ROOT_BEAM) } else { root.len() };
            for &mv in &root[..width] {
                let mut child = pos.clone();
                child.play(mv);
                let child_depth = if child.is_chance() { depth - 1 } else { depth };
                let v = searcher.value(&child, child_depth, 1, 1.0);
                if searcher.budget.stopped() {
                    break;
                }
                this_depth.push((mv, v));
            }
            // A cut-short iteration counts too: it searched the best move so far first,
            // and a move valued above it at this depth is better; but not where
            // every move needs a value from the same depth.
            let complete = this_depth.len() == width;
            if complete || (!exact && !this_depth.is_empty()) {
                this_depth.extend(root[this_depth.len()..].iter().map(|&m| (m, f64::NEG_INFINITY)));
                this_depth.sort_by(|a, b| b.1.total_cmp(&a.1));
                root = this_depth.iter().map(|&(m, _)| m).collect();
                scored = this_depth;
                if complete {
                    completed_depth = depth;
                }
            }
            if searcher.budget.stopped() || !searcher.horizon_reached || scored[0].1.abs() > BOUND / 2.0 {
                break;
            }
        }
    }
    Some(Weighed { moves: scored, depth: completed_depth, nodes: searcher.budget.nodes })
}

#[cfg(test)]
mod tests;
