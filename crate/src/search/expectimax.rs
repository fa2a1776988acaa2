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
mod tests {
    use super::*;
    use crate::core::Rng;
    use crate::games::seig::{Seig, SeigMove};
    use crate::search::Level;
    use serde_json::Map;

    /// Plain expectimax to `depth` turns: every throw's outcomes averaged,
    /// every choice followed, no window, table, ordering or beam.
    fn plain<G: Chance>(pos: &G, depth: u32, ply: u32, reach: f64, root: Side) -> f64 {
        if let Some(outcome) = pos.outcome() {
            return outcome_value(outcome, root, ply);
        }
        if pos.is_chance() {
            if depth == 0 || reach < MIN_REACH || pos.is_settled() {
                return pos.evaluate(root);
            }
            let mut outcomes = Vec::new();
            pos.chance_outcomes(&mut outcomes);
            // Summed in the search's order, so that the rounding is the same.
            outcomes.sort_by(|a, b| b.1.total_cmp(&a.1));
            let mut sum = 0.0;
            for (mv, p) in outcomes {
                let mut child = pos.clone();
                child.play(mv);
                sum += p * plain(&child, depth, ply + 1, reach * p, root);
            }
            return sum;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return pos.evaluate(root);
        }
        let values = moves.into_iter().map(|mv| {
            let mut child = pos.clone();
            child.play(mv);
            let child_depth = if child.is_chance() { depth.saturating_sub(1) } else { depth };
            plain(&child, child_depth, ply + 1, reach, root)
        });
        if pos.to_move() == root {
            values.fold(f64::NEG_INFINITY, f64::max)
        } else {
            values.fold(f64::INFINITY, f64::min)
        }
    }

    /// Positions of a seeded random Seig game where a player chooses among several moves.
    fn choices(count: usize) -> Vec<Seig> {
        let mut pos = Seig::start(&Seig::read_options(&Map::new()).unwrap(), 5);
        let mut rng = Rng::new(11);
        let mut out = Vec::new();
        let mut moves = Vec::new();
        while out.len() < count && pos.outcome().is_none() {
            moves.clear();
            pos.legal_moves(&mut moves);
            if !pos.is_chance() && moves.len() > 1 && rng.below(4) == 0 {
                out.push(pos.clone());
            }
            pos.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        out
    }

    /// The last `count` positions of the same game where a player chooses:
    /// near its end, where wins and losses are within a search's reach.
    fn last_choices(count: usize) -> Vec<Seig> {
        let all = choices(usize::MAX);
        all[all.len().saturating_sub(count)..].to_vec()
    }

    /// The search's values, with its table, of every move of a player's
    /// choice, to one turn and (a narrow choice) to two, are those of plain
    /// expectimax (minimax-rs tests each of its strategies so).
    #[test]
    fn the_search_agrees_with_plain_expectimax() {
        // No limit: a search stopped by its budget is worth nothing.
        let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(u64::MAX), seed: 3 };
        let mut compared = 0;
        for pos in choices(12) {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let me = pos.to_move();
            // Two turns of plain expectimax from a wide choice take seconds.
            let deepest = if moves.len() <= 8 { 2 } else { 1 };
            for depth in 1..=deepest {
                // One searcher for every root move, its table shared, as `root_values` does.
                let mut searcher = Searcher::<Seig>::new(me, &limits, &|| 0.0);
                for &mv in &moves {
                    let mut child = pos.clone();
                    child.play(mv);
                    let child_depth = if child.is_chance() { depth - 1 } else { depth };
                    let value = searcher.value(&child, child_depth, 1, 1.0);
                    let expected = plain(&child, child_depth, 1, 1.0, me);
                    assert_eq!(value, expected, "{mv:?} to {depth} turns in {:?}", pos.key());
                    compared += 1;
                }
            }
        }
        // Too few moves compared would make the test say little.
        assert!(compared >= 60, "only {compared} moves compared");
    }

    /// Easy draws its move among those valued within its tolerance of the
    /// best, so its games vary; each seed gives one answer.
    #[test]
    fn easy_varies_its_choice_among_the_moves_within_its_tolerance() {
        let tolerance = Level::Easy.plan().turn_tolerance as i32;
        let mut varied = 0;
        for pos in choices(8) {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let exact = Limits { level: Level::Easy, time_ms: None, nodes: Some(u64::MAX), seed: 0 };
            let weighed = weigh(&pos, &moves, &exact, &|| 0.0).expect("values");
            let value_of = |mv| weighed.moves.iter().find(|(m, _)| *m == mv).expect("weighed").1;
            let chosen: std::collections::HashSet<SeigMove> = (0..12)
                .map(|seed| {
                    let report = search(&pos, &Limits { seed, ..exact }, &|| 0.0).expect("a move");
                    // Rounding aside (the search's values are fractions).
                    assert!(value_of(report.best) >= weighed.moves[0].1 - tolerance - 1, "{:?} in {:?}", report.best, pos.key());
                    report.best
                })
                .collect();
            varied += (chosen.len() > 1) as u32;
        }
        assert!(varied >= 2, "easy varied its choice in {varied} of 8 positions");
    }

    /// A search is asked only for a player's choice: at a throw, in a
    /// finished game or among no moves there is nothing to choose.
    #[test]
    fn there_is_no_choice_at_a_throw_in_a_finished_game_or_among_no_moves() {
        let limits = Limits { level: Level::Easy, time_ms: None, nodes: Some(u64::MAX), seed: 0 };
        let start = Seig::start(&Seig::read_options(&Map::new()).unwrap(), 5);
        assert!(start.is_chance());
        assert!(search(&start, &limits, &|| 0.0).is_none());
        let choice = &choices(1)[0];
        assert!(weigh(choice, &[], &limits, &|| 0.0).is_none());
        let mut finished = choice.clone();
        let mut rng = Rng::new(2);
        while finished.outcome().is_none() {
            let mut moves = Vec::new();
            finished.legal_moves(&mut moves);
            finished.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        assert!(search(&finished, &limits, &|| 0.0).is_none());
    }

    /// A lone move is played without a search; weighing it still values it.
    #[test]
    fn a_lone_move_is_played_without_a_search() {
        let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(u64::MAX), seed: 0 };
        let mut pos = Seig::start(&Seig::read_options(&Map::new()).unwrap(), 5);
        let mut rng = Rng::new(11);
        let lone = loop {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            if !pos.is_chance() && moves.len() == 1 {
                break pos;
            }
            pos.play(moves[rng.below(moves.len() as u64) as usize]);
        };
        let report = search(&lone, &limits, &|| 0.0).expect("a move");
        assert_eq!((report.depth, report.nodes), (0, 0));
        let mut moves = Vec::new();
        lone.legal_moves(&mut moves);
        assert!(weigh(&lone, &moves, &Limits { level: Level::Easy, ..limits }, &|| 0.0).expect("a value").nodes > 0);
    }

    /// A finished game is worth a win or a loss to the root's side, the
    /// sooner the better for the winner, or nothing when drawn.
    #[test]
    fn a_finished_game_is_worth_a_win_or_a_loss_less_its_plies_or_nothing() {
        use crate::core::Reason;
        let won_by = |winner| Outcome { winner, reason: Reason::Count };
        assert_eq!(outcome_value(won_by(Some(Side::Light)), Side::Light, 3), BOUND - 3.0);
        assert_eq!(outcome_value(won_by(Some(Side::Dark)), Side::Light, 3), -(BOUND - 3.0));
        assert_eq!(outcome_value(won_by(Some(Side::Dark)), Side::Dark, 7), BOUND - 7.0);
        assert_eq!(outcome_value(won_by(None), Side::Dark, 7), 0.0);
    }

    /// The nodes a full medium search (3 turns, no limit) visits from
    /// the choices of a seeded game, as Stockfish's `bench` signature: the
    /// table, the move order and the beams leave the values alone, as the
    /// tests above check, and show only here. A change to the
    /// search's shape changes this count: measure again, and say in the
    /// commit why it moved.
    #[test]
    fn a_medium_search_visits_the_nodes_it_visited_when_measured() {
        let limits = Limits { level: Level::Medium, time_ms: None, nodes: Some(u64::MAX), seed: 3 };
        let reports: Vec<(u64, u32)> = choices(6).iter().chain(&last_choices(6)).map(|pos| search(pos, &limits, &|| 0.0).map(|r| (r.nodes, r.depth)).expect("a move")).collect();
        assert_eq!(reports, [(441, 3), (51_595, 3), (28_601, 3), (27_320, 3), (31_710, 3), (26_251, 3), (21_071, 3), (20_370, 3), (13_801, 3), (10_765, 3), (8_556, 3), (2_179, 3)]);
    }

    /// A chain of Seig's throws is cut where its chance falls below
    /// `MIN_REACH`; none is reached with a chance of exactly that (so `<`
    /// and `<=` there are one): every chance a throw can have, multiplied as
    /// the search does from 1, gives few distinct values above the floor.
    #[test]
    fn no_chain_of_throws_has_a_chance_of_exactly_the_floor() {
        use crate::games::seig::throws::{outcomes, probability};
        let endgame_take = probability(8, 4);
        let mut chances: Vec<f64> = [7, 8].into_iter().flat_map(outcomes).map(|(_, p)| p).chain([endgame_take, 1.0 - endgame_take]).collect();
        chances.sort_by(f64::total_cmp);
        chances.dedup();
        let (mut reached, mut frontier) = (std::collections::BTreeSet::new(), vec![1.0f64]);
        while let Some(reach) = frontier.pop() {
            for &p in &chances {
                let next = reach * p;
                assert_ne!(next, MIN_REACH, "{reach} x {p}");
                if next > MIN_REACH && reached.insert(next.to_bits()) {
                    frontier.push(next);
                }
            }
        }
        assert!(chances.len() >= 8 && reached.len() >= 500, "{} chances, {} chains' values", chances.len(), reached.len());
    }

    /// A move that takes the other side's last piece wins at once: the
    /// search takes it, values it as a win in one ply, and looks no deeper.
    #[test]
    fn a_win_found_ends_the_search() {
        let options = Seig::read_options(&Map::new()).unwrap();
        let mut pos = Seig::setup(options, Side::Light, [&[], &[]], [&["b10", "b2"], &["b5"]]);
        let throw = pos.parse_move("throw:WWWWWBBB").expect("five whites");
        pos.play(throw);
        let limits = Limits { level: Level::Medium, time_ms: None, nodes: Some(u64::MAX), seed: 0 };
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        assert!(moves.len() > 1, "{moves:?}");
        let report = search(&pos, &limits, &|| 0.0).expect("a move");
        assert_eq!(pos.move_text(report.best), "b10-b5:5");
        assert_eq!((report.value, report.depth), (WIN - 1, 1));
    }

    /// A win two spends away (the 4 takes one piece, the 3 the last) is a
    /// win less two plies: every ply counts, the player's own ones too.
    #[test]
    fn a_win_two_spends_away_is_worth_a_win_less_two_plies() {
        let options = Seig::read_options(&Map::new()).unwrap();
        let mut pos = Seig::setup(options, Side::Light, [&[], &[]], [&["b11", "a3"], &["b7", "b4"]]);
        for text in ["throw:WWWWBBBB", "throw:WWWBBBBB"] {
            let throw = pos.parse_move(text).expect("a throw");
            pos.play(throw);
        }
        let limits = Limits { level: Level::Medium, time_ms: None, nodes: Some(u64::MAX), seed: 0 };
        let report = search(&pos, &limits, &|| 0.0).expect("a move");
        assert_eq!(pos.move_text(report.best), "b11-b7:4");
        assert_eq!(report.value, WIN - 2);
    }

    /// A budget spent within the first iteration still gives a choice among
    /// the moves valued so far, the others ranked below every value; but
    /// not when every move must be weighed at one depth, where nothing is valued.
    #[test]
    fn a_search_stopped_in_its_first_iteration_chooses_among_the_moves_it_valued() {
        let pos = choices(3).pop().expect("a choice");
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        // A node a move at the first depth: three nodes value two moves.
        let limits = Limits { level: Level::Medium, time_ms: None, nodes: Some(3), seed: 0 };
        let chosen = root_values(&pos, moves.clone(), &limits, &|| 0.0, false).expect("moves");
        let valued = chosen.moves.iter().take_while(|(_, v)| v.is_finite()).count();
        assert!(valued >= 1 && valued < moves.len(), "{valued} of {} valued", moves.len());
        assert!(chosen.moves[valued..].iter().all(|&(_, v)| v == f64::NEG_INFINITY));
        assert_eq!((chosen.depth, chosen.moves.len()), (0, moves.len()));
        let weighed = root_values(&pos, moves.clone(), &limits, &|| 0.0, true).expect("moves");
        assert!(weighed.moves.iter().all(|&(_, v)| v == 0.0) && weighed.depth == 0);
    }

    /// Past the first turn a choice follows the `width` moves whose positions
    /// its mover values most (which of equal ones aside).
    #[test]
    fn the_beam_keeps_the_moves_best_for_their_mover() {
        let limits = Limits { level: Level::Hard, time_ms: None, nodes: None, seed: 3 };
        for pos in choices(12) {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let value = |mv: SeigMove| {
                let mut child = pos.clone();
                child.play(mv);
                child.evaluate(pos.to_move())
            };
            let mut all: Vec<f64> = moves.iter().map(|&mv| value(mv)).collect();
            all.sort_by(|a, b| b.total_cmp(a));
            let mut searcher = Searcher::<Seig>::new(pos.to_move(), &limits, &|| 0.0);
            let mut kept: Vec<f64> = searcher.best_by_evaluation(&pos, moves.clone(), BEAM).into_iter().map(value).collect();
            kept.sort_by(|a, b| b.total_cmp(a));
            assert_eq!(kept, all[..all.len().min(BEAM)], "in {:?}", pos.key());
        }
    }
}
