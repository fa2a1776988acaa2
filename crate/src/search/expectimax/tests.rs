//! The search against plain expectimax, its signature, and what each
//! level and each kind of position gets from it.

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

/// A Seig position with only these released pieces, Light to spend the
/// throws `throws` (written out) give it.
fn spending(released: [&[&str]; 2], throws: &[&str]) -> Seig {
    let options = Seig::read_options(&Map::new()).unwrap();
    let mut pos = Seig::setup(options, Side::Light, [&[], &[]], released);
    for text in throws {
        let throw = pos.parse_move(text).expect("a throw");
        pos.play(throw);
    }
    pos
}

/// How many moves of `positions` the search values, with its table, as
/// plain expectimax does, to one turn and (a narrow choice) to two.
fn compare_with_plain(positions: Vec<Seig>) -> usize {
    // No limit: a search stopped by its budget is worth nothing.
    let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(u64::MAX), seed: 3 };
    let mut compared = 0;
    for pos in positions {
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
    compared
}

/// The search's values of every move of a player's choice are those of
/// plain expectimax (minimax-rs tests each of its strategies so).
#[test]
fn the_search_agrees_with_plain_expectimax() {
    let compared = compare_with_plain(choices(12));
    // Too few moves compared would make the test say little.
    assert!(compared >= 60, "only {compared} moves compared");
}

/// The same where either side's last piece may be taken within two
/// turns, each such end worth a win less the plies (throws counted) to it.
#[test]
fn the_search_agrees_with_plain_expectimax_where_the_game_may_end() {
    // Light's last piece and Dark's meet in row b, each moving toward the other:
    // Light's 3 takes it to two holes before Dark's, which Dark's next 2 takes.
    let pos = spending([&["b9"], &["b4"]], &["throw:WWWBBBBB"]);
    assert_eq!(compare_with_plain(vec![pos]), 2, "one move, to one turn and to two");
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
    use crate::games::seig::throws::outcomes;
    use crate::race::probability;
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
    let pos = spending([&["b10", "b2"], &["b5"]], &["throw:WWWWWBBB"]);
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
    let pos = spending([&["b11", "a3"], &["b7", "b4"]], &["throw:WWWWBBBB", "throw:WWWBBBBB"]);
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

/// Where every move sets the pieces in the middle (Seig's endgame, judged
/// statically), no line reaches a deeper horizon, so deepening stops at
/// the first depth whose lines all end before it: the second, since the
/// first ends at the throw after the move.
#[test]
fn deepening_stops_when_no_line_reaches_the_horizon() {
    // Light's one piece not yet past Dark's, a 4 and a 3 to spend: every spend takes it past.
    let pos = spending([&["b2"], &["a7"]], &["throw:WWWWBBBB", "throw:WWWBBBBB"]);
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert!(moves.len() > 1, "{moves:?}");
    for mv in &moves {
        let mut child = pos.clone();
        child.play(*mv);
        assert!(child.is_settled() && child.outcome().is_none(), "{} sets the pieces", pos.move_text(*mv));
    }
    let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(u64::MAX), seed: 0 };
    let report = search(&pos, &limits, &|| 0.0).expect("a move");
    assert_eq!(report.depth, 2);
}
