//! Negamax with alpha-beta, iterative deepening, a transposition table,
//! move ordering (the table's move, captures, then killers), null windows
//! after the first move (principal variation search) and a capture
//! quiescence. A side may move twice in a row
//! (Seega's capture series and extra moves): a child's value is negated only
//! when the side to move changes. A position met again on the searched line
//! is scored as a draw, less a contempt for the side ahead at the root, so
//! the side ahead presses on instead of shuffling and the side behind seeks
//! the repetition. Above easy, a position in the game's endgame tables is
//! not searched but valued by them: a win or loss at its exact distance, a
//! draw by its evaluation within the positional bound (a drawn ending still
//! has better and worse squares to stand on).

use super::budget::Budget;
use super::table::Table;
use super::{choose, ordered_moves, Ending, Evaluate, Level, Limits, Report, Weighed, PIECE, POSITIONAL_CAP, WIN};
use crate::core::{Outcome, Side};
use crate::rules::Clock;

const INFINITY: i32 = 2 * WIN;
/// 2^18 entries: a few MB, well within the browser's budget.
const TABLE_BITS: u32 = 18;
/// How often (in nodes) the clock is read.
const CLOCK_INTERVAL: u64 = 1024;

/// How a child is searched.
#[derive(Copy, Clone)]
enum Next {
    /// By alpha-beta to this depth.
    Depth(u32),
    /// By quiescence, with this many plies left before it stands pat.
    Quiescence(u32),
}

/// A repetition is worth this much less than level to the side to move at
/// the root, plus a quarter of its lead there (up to `CONTEMPT_CAP`): a side
/// level or ahead breaks a deadlock when it can; one behind takes the draw.
const CONTEMPT_BASE: i32 = 5;
const CONTEMPT_CAP: i32 = PIECE / 2;
/// The game's latest positions a search looks back on for repetitions: short
/// shuffles are what it must see, and each node checks the whole line.
const REPETITION_WINDOW: usize = 24;
/// Order bonus of a ply's killers: above every quiet move, below every
/// capture (whose order hints are 100 and more).
const KILLER_BONUS: [i32; 2] = [50, 49];

struct Searcher<'c, R: Evaluate> {
    table: Table<R::Move, i32>,
    budget: Budget<'c>,
    /// Keys of the positions on the line searched, the root's first.
    line: Vec<u64>,
    /// The root's side, and what a repetition is worth to it.
    root_side: Side,
    repetition_value: i32,
    /// A ply's last two quiet moves that refuted a position: often they
    /// refute its siblings too, so they are tried right after the captures.
    killers: Vec<[Option<R::Move>; 2]>,
    /// Whether the endgame tables value the positions they hold (not for easy, which stays as it was).
    endings: bool,
}

/// What a repetition is worth to `side` at a root it values `root_value`.
fn repetition_value(root_value: i32) -> i32 {
    -(CONTEMPT_BASE + root_value / 4).clamp(-CONTEMPT_CAP, CONTEMPT_CAP)
}

/// A table ending's value for its side to move, `ply` plies from the root.
fn ending_value<R: Evaluate>(ending: Ending, pos: &R, ply: u32) -> i32 {
    match ending {
        Ending::Win(plies) => WIN - (ply + plies) as i32,
        Ending::Loss(plies) => -(WIN - (ply + plies) as i32),
        Ending::Draw => pos.evaluate().clamp(-POSITIONAL_CAP, POSITIONAL_CAP),
    }
}

/// A finished game's value for `me`, preferring quicker wins and slower losses.
fn outcome_value(outcome: Outcome, me: Side, ply: u32) -> i32 {
    match outcome.winner {
        None => 0,
        Some(w) if w == me => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
    }
}

impl<R: Evaluate> Searcher<'_, R> {
    fn new<'c>(limits: &Limits, clock: Clock<'c>, line: Vec<u64>, root: &R) -> Searcher<'c, R> {
        Searcher {
            table: Table::new(TABLE_BITS),
            budget: Budget::new(limits, clock, CLOCK_INTERVAL),
            line,
            root_side: root.to_move(),
            repetition_value: repetition_value(root.evaluate()),
            killers: Vec::new(),
            endings: limits.level != Level::Easy,
        }
    }

    fn remember_killer(&mut self, ply: u32, mv: R::Move) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            *killers = [Some(mv), killers[0]];
        }
    }

    fn killers_at(&self, ply: u32) -> [Option<R::Move>; 2] {
        self.killers.get(ply as usize).copied().unwrap_or([None; 2])
    }

    /// The value of `child` for `me` within `alpha..beta`, asked first with a
    /// null window at `alpha` unless `first`: a move after the best guess
    /// usually only needs to be shown no better, which costs far fewer nodes;
    /// one that beats `alpha` is searched again with the whole window.
    fn scout_value(&mut self, child: &R, me: Side, next: Next, ply: u32, alpha: i32, beta: i32, first: bool) -> i32 {
        if !first && alpha > -INFINITY && alpha + 1 < beta {
            let value = self.child_value(child, me, next, ply, alpha, alpha + 1);
            if value <= alpha || self.budget.stopped() {
                return value;
            }
        }
        self.child_value(child, me, next, ply, alpha, beta)
    }

    /// The value of `child` (just reached from a position where `me` moved) for `me`, searched as `next` says.
    fn child_value(&mut self, child: &R, me: Side, next: Next, ply: u32, alpha: i32, beta: i32) -> i32 {
        if let Some(outcome) = child.outcome() {
            return outcome_value(outcome, me, ply);
        }
        if let Some(ending) = self.endings.then(|| child.ending()).flatten() {
            let value = ending_value(ending, child, ply);
            return if child.to_move() == me { value } else { -value };
        }
        let search = |s: &mut Self, a, b| match next {
            Next::Quiescence(plies) => s.quiescence(child, ply, plies, a, b),
            Next::Depth(depth) => s.negamax(child, depth, ply, a, b),
        };
        if child.to_move() == me {
            search(self, alpha, beta)
        } else {
            -search(self, -beta, -alpha)
        }
    }

    fn negamax(&mut self, pos: &R, depth: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        // 1. Budget.
        if self.budget.spend() {
            return 0;
        }
        // 2. A position met again on this line: a draw, as the root's side sees it.
        let key = pos.key();
        if self.line.contains(&key) {
            return if pos.to_move() == self.root_side { self.repetition_value } else { -self.repetition_value };
        }
        // 3. Horizon: settle captures first.
        if depth == 0 {
            return self.quiescence(pos, ply, R::QUIESCENCE_PLIES, alpha, beta);
        }
        // 4. Transposition table (win scores kept relative to the node).
        let probe = self.table.probe(key, depth, to_table(alpha, ply), to_table(beta, ply));
        if let Some(value) = probe.settled {
            return from_table(value, ply);
        }
        // 5. Moves, best guess first.
        let me = pos.to_move();
        let original_alpha = alpha;
        let mut best_value = -INFINITY;
        let mut best_move = None;
        self.line.push(key);
        let killers = self.killers_at(ply);
        let killer_bonus = |m| killers.iter().position(|&k| k == Some(m)).map_or(0, |i| KILLER_BONUS[i]);
        for (i, mv) in ordered_moves(pos, probe.hint, |m| pos.order_hint(m) + killer_bonus(m)).into_iter().enumerate() {
            let mut child = pos.clone();
            child.play(mv);
            let value = self.scout_value(&child, me, Next::Depth(depth - 1), ply + 1, alpha, beta, i == 0);
            if self.budget.stopped() {
                self.line.pop();
                return 0;
            }
            if value > best_value {
                best_value = value;
                best_move = Some(mv);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                if !pos.is_noisy(mv) {
                    self.remember_killer(ply, mv);
                }
                break;
            }
        }
        self.line.pop();
        // 6. Remember.
        self.table.store(key, depth, to_table(best_value, ply), to_table(original_alpha, ply), to_table(beta, ply), best_move);
        best_value
    }

    /// Stand pat on the evaluation (unless a capture is forced) or follow captures only, so the horizon
    /// never cuts an exchange in half; `plies_left` bounds long capture chains.
    fn quiescence(&mut self, pos: &R, ply: u32, plies_left: u32, mut alpha: i32, beta: i32) -> i32 {
        if self.budget.spend() {
            return 0;
        }
        let stand_pat = pos.evaluate() + if self.endings { pos.ending_lean() } else { 0 };
        let forced = pos.must_capture();
        if plies_left == 0 || (stand_pat >= beta && !forced) {
            return stand_pat;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.retain(|&m| pos.is_noisy(m));
        let mut best = if forced && !moves.is_empty() { -INFINITY } else { stand_pat };
        alpha = alpha.max(best);
        let me = pos.to_move();
        moves.sort_by_cached_key(|&m| -pos.order_hint(m));
        for mv in moves {
            let mut child = pos.clone();
            child.play(mv);
            let value = self.child_value(&child, me, Next::Quiescence(plies_left - 1), ply + 1, alpha, beta);
            if self.budget.stopped() {
                return 0;
            }
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// Win scores are stored relative to the node so they stay right when reached by another path.
fn to_table(value: i32, ply: u32) -> i32 {
    if value > WIN / 2 {
        value + ply as i32
    } else if value < -WIN / 2 {
        value - ply as i32
    } else {
        value
    }
}

fn from_table(value: i32, ply: u32) -> i32 {
    if value > WIN / 2 {
        value - ply as i32
    } else if value < -WIN / 2 {
        value + ply as i32
    } else {
        value
    }
}

/// Searches `pos` within `limits`; `None` when there is no legal move.
pub fn search<R: Evaluate>(pos: &R, limits: &Limits, clock: Clock) -> Option<Report<R::Move>> {
    search_after(pos, &[], limits, clock)
}

/// Searches `pos`, reached after the game's `earlier` positions (oldest first):
/// the latest of them with the same pieces as `pos` (a capture makes every
/// earlier one unreachable), at most `REPETITION_WINDOW`, count as met on the line.
pub fn search_after<R: Evaluate>(pos: &R, earlier: &[R], limits: &Limits, clock: Clock) -> Option<Report<R::Move>> {
    if pos.outcome().is_some() {
        return None;
    }
    let pieces = pos.pieces();
    let mut line: Vec<u64> = earlier.iter().rev().take(REPETITION_WINDOW).take_while(|p| p.pieces() == pieces).map(|p| p.key()).collect();
    line.reverse();
    let root = ordered_moves(pos, None, |m| pos.order_hint(m));
    if limits.level == Level::Hard && pos.sets_traps() {
        return traps::search(pos, root, line, limits, clock);
    }
    let tolerance = pos.root_tolerance(limits.level.plan().tolerance);
    let weighed = root_values(pos, root, line, limits, clock, false, tolerance)?;
    let scored = &weighed.moves;
    let (best, value) = choose(scored, scored[0].1.saturating_sub(tolerance), limits.seed);
    Some(Report { best, value, depth: weighed.depth, nodes: weighed.nodes })
}

/// Each of `moves` (legal in `pos`) valued exactly for the side to move,
/// all at the same depth, best first; `None` when there are none or the game is over.
pub fn weigh<R: Evaluate>(pos: &R, moves: &[R::Move], limits: &Limits, clock: Clock) -> Option<Weighed<R::Move>> {
    if pos.outcome().is_some() {
        return None;
    }
    root_values(pos, moves.to_vec(), Vec::new(), limits, clock, true, 0)
}

/// The root moves valued by iterative deepening, best first, at the last
/// depth completed, with `line` (the game's earlier positions' keys) taken
/// as met before the root. Unless `exact`, moves more than `tolerance`
/// below the best are only known to be worse, not by how much.
fn root_values<R: Evaluate>(pos: &R, root: Vec<R::Move>, line: Vec<u64>, limits: &Limits, clock: Clock, exact: bool, tolerance: i32) -> Option<Weighed<R::Move>> {
    let mut search = RootSearch::new(pos, root, line, limits, clock, exact, tolerance)?;
    search.deepen(pos);
    Some(search.weighed())
}

/// `root_values`' search, kept so that it can go deeper when given more.
struct RootSearch<'c, R: Evaluate> {
    searcher: Searcher<'c, R>,
    /// The root's moves, best first by the last depth completed, each with its value.
    scored: Vec<(R::Move, i32)>,
    completed_depth: u32,
    max_depth: u32,
    exact: bool,
    tolerance: i32,
}

impl<'c, R: Evaluate> RootSearch<'c, R> {
    fn new(pos: &R, root: Vec<R::Move>, mut line: Vec<u64>, limits: &Limits, clock: Clock<'c>, exact: bool, tolerance: i32) -> Option<Self> {
        if root.is_empty() {
            return None;
        }
        line.push(pos.key());
        let searcher = Searcher::new(limits, clock, line, pos);
        let max_depth = limits.level.plan().max_depth;
        Some(RootSearch { searcher, scored: root.into_iter().map(|m| (m, 0)).collect(), completed_depth: 0, max_depth, exact, tolerance })
    }

    /// Deepens until the budget is spent, the level's depth reached or a win or loss found.
    fn deepen(&mut self, pos: &R) {
        let me = pos.to_move();
        let (exact, tolerance) = (self.exact, self.tolerance);
        let decided = |scored: &[(R::Move, i32)]| scored[0].1.abs() > WIN / 2;
        if decided(&self.scored) {
            return;
        }
        for depth in self.completed_depth + 1..=self.max_depth {
            let root: Vec<R::Move> = self.scored.iter().map(|&(m, _)| m).collect();
            let mut this_depth: Vec<(R::Move, i32)> = Vec::with_capacity(root.len());
            let mut best = -INFINITY;
            for &mv in &root {
                let mut child = pos.clone();
                child.play(mv);
                // Moves more than `tolerance` below the best need no exact value.
                let floor = if exact { -INFINITY } else { best.saturating_sub(tolerance + 1).max(-INFINITY) };
                let value = self.searcher.scout_value(&child, me, Next::Depth(depth - 1), 1, floor, INFINITY, this_depth.is_empty());
                if self.searcher.budget.stopped() {
                    break;
                }
                best = best.max(value);
                this_depth.push((mv, value));
            }
            // A cut-short iteration still counts when its moves were searched first (best-first order),
            // but not where every move needs a value from the same depth.
            let first_cut_short = !exact && self.completed_depth == 0 && !this_depth.is_empty();
            if this_depth.len() == root.len() || first_cut_short {
                this_depth.extend(root[this_depth.len()..].iter().map(|&m| (m, -INFINITY)));
                this_depth.sort_by_key(|&(_, v)| -v);
                self.scored = this_depth;
                self.completed_depth = depth;
            }
            if self.searcher.budget.stopped() || decided(&self.scored) {
                break;
            }
        }
    }

    /// The best move found, with its value, the depth completed and the nodes visited.
    fn best(&self) -> Report<R::Move> {
        let (best, value) = self.scored[0];
        Report { best, value, depth: self.completed_depth, nodes: self.searcher.budget.nodes }
    }

    fn weighed(self) -> Weighed<R::Move> {
        Weighed { moves: self.scored, depth: self.completed_depth, nodes: self.searcher.budget.nodes }
    }
}

mod traps;

#[cfg(test)]
mod tests;
