//! Hard's traps: the replies they count on are easy's, they stay within
//! their margin and the search's nodes, and they catch a one-ply reader.

use super::super::tests::positions;
use super::super::{root_values, search_after, weigh};
use super::*;
use crate::games::siga::Siga;
use crate::rules::Rules;
use crate::search::ordered_moves;
use serde_json::Map;

fn siga_options() -> <Siga as Rules>::Options {
    Siga::read_options(&Map::new()).unwrap()
}

fn hard(nodes: u64) -> Limits {
    Limits { level: Level::Hard, time_ms: None, nodes: Some(nodes), seed: 0 }
}

fn legal_moves(pos: &Siga) -> Vec<<Siga as Rules>::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

/// The moves easy's own search finds within its tolerance of its best, best first.
fn moves_easy_finds_equal(pos: &Siga) -> Vec<<Siga as Rules>::Move> {
    let easy = Limits { level: Level::Easy, time_ms: None, nodes: None, seed: 0 };
    let view = weigh(pos, &legal_moves(pos), &easy, &|| 0.0).expect("moves");
    let floor = view.moves[0].1 - Level::Easy.plan().tolerance;
    view.moves.into_iter().take_while(|(_, v)| *v >= floor).map(|(mv, _)| mv).collect()
}

/// The replies a trap counts on are the ones easy's own search finds within its tolerance of its best.
#[test]
fn the_replies_a_trap_counts_on_are_the_ones_easy_finds_equal() {
    let mut compared = 0;
    for pos in positions::<Siga>(&Map::new(), 12).into_iter().filter(|p| p.sets_traps()) {
        let mut expected: Vec<u64> = moves_easy_finds_equal(&pos).into_iter().map(|mv| {
            let mut child = pos.clone();
            child.play(mv);
            child.key()
        }).collect();
        let mut searcher = Searcher::new(&hard(u64::MAX), &|| 0.0, Vec::new(), &pos);
        let mut counted: Vec<u64> = searcher.tempting_replies(&pos).iter().map(|child| child.key()).collect();
        expected.sort_unstable();
        counted.sort_unstable();
        assert_eq!(counted, expected, "after {:?}", pos.key());
        assert!(searcher.endings, "the tables are back on for hard's own values");
        compared += 1;
    }
    assert!(compared >= 5, "{compared} positions where traps are set");
}

/// Light, level at 4 against 4 and without the parity, has two captures
/// a point apart by minimax. After b4xb5, the one reply that looks best a
/// ply ahead loses by force; after d4xd5 nothing tempts Dark wrong. Hard
/// takes on b5, the trap.
#[test]
fn hard_chooses_the_capture_after_which_the_tempting_reply_loses() {
    let pos = Siga::from_picture(&siga_options(), Side::Light, "..D... .DDD.. .L.L.. ...L.. ...L.. ......");
    assert!(pos.sets_traps());
    let limits = hard(20_000);
    let report = search_after(&pos, &[], &limits, &|| 0.0).expect("a move");
    assert_eq!(pos.move_text(report.best), "b4xb5");
    let minimax = root_values(&pos, ordered_moves(&pos, None, |m| pos.order_hint(m)), Vec::new(), &limits.share(1.0 - SHARE), &|| 0.0, false, MARGIN).expect("values");
    assert_eq!(pos.move_text(minimax.moves[0].0), "d4xd5", "the minimax choice");
    assert!(report.value >= minimax.moves[0].1 - MARGIN && report.value.abs() < WIN / 2, "{} against {}", report.value, minimax.moves[0].1);
    assert_eq!(report.nodes, 20_000, "the search's and the traps' nodes, all of the limit");

    let mut taken = pos.clone();
    taken.play(report.best);
    let tempting = moves_easy_finds_equal(&taken);
    assert_eq!(tempting.len(), 1, "one reply looks best");
    let mut replied = taken.clone();
    replied.play(tempting[0]);
    let after = search_after(&replied, &[], &hard(20_000), &|| 0.0).expect("a move");
    assert!(after.value > WIN / 2, "Light wins by force: {}", after.value);
}

/// Over positions of a seeded game, a trap is one of the moves within
/// `MARGIN` of the best by the search's share, and the search and the
/// traps together spend the node limit exactly: where there is no trap to
/// weigh, the plain search goes on with the traps' share.
#[test]
fn a_trap_stays_within_its_margin_of_the_best_and_within_the_nodes() {
    let limits = hard(3_000);
    let (mut checked, mut traps) = (0, 0);
    for pos in positions::<Siga>(&Map::new(), 40).into_iter().filter(|p| p.sets_traps()) {
        let report = search_after(&pos, &[], &limits, &|| 0.0).expect("a move");
        let minimax = root_values(&pos, ordered_moves(&pos, None, |m| pos.order_hint(m)), Vec::new(), &limits.share(1.0 - SHARE), &|| 0.0, false, MARGIN).expect("values");
        let best = minimax.moves[0].1;
        assert!(report.nodes == 3_000 || report.value.abs() > WIN / 2, "every node of the limit spent, traps or none: {}", report.nodes);
        let candidates = minimax.moves.iter().take_while(|(_, v)| *v >= best - MARGIN).count();
        if candidates < 2 || best.abs() > WIN / 2 {
            continue;
        }
        let chosen = minimax.moves.iter().find(|(mv, _)| *mv == report.best).expect("a legal move");
        assert_eq!(chosen.1, report.value, "the value the search gave it");
        assert!(report.value >= best - MARGIN, "{} against {best}", report.value);
        checked += 1;
        traps += (report.best != minimax.moves[0].0) as u32;
    }
    assert!(checked >= 5 && traps >= 1, "{traps} traps in {checked} positions with traps to weigh");
}

#[test]
fn among_equal_means_the_first_is_chosen() {
    assert_eq!(first_highest(&[1.0, 3.0, 3.0, 2.0]), 1);
    assert_eq!(first_highest(&[4.0, 4.0]), 0);
    assert_eq!(first_highest(&[-1.0, 0.5]), 1);
}

/// Every reply that wins or loses counts as half a win either way, at any
/// distance, and the mean divides by the replies: one piece each, Dark to
/// move, lost for Dark at an even distance and won at an odd one.
#[test]
fn a_mean_counts_wins_and_losses_alike_at_any_distance() {
    let options = siga_options();
    for (picture, mean) in [("...... ...... ...... ...... ...... L.D...", WIN / 2), ("...... ...... ...... ...... ...... L..D..", -WIN / 2)] {
        let pos = Siga::from_picture(&options, Side::Dark, picture);
        let replies: Vec<Siga> = legal_moves(&pos).into_iter().map(|mv| {
            let mut reply = pos.clone();
            reply.play(mv);
            reply
        }).collect();
        let distances: std::collections::HashSet<_> = replies.iter().map(|reply| format!("{:?}", reply.ending())).collect();
        assert!(replies.len() >= 2 && distances.len() >= 2, "{picture}: {distances:?}");
        let mut searcher = Searcher::new(&hard(u64::MAX), &|| 0.0, Vec::new(), &pos);
        assert_eq!(searcher.mean_value(&pos, &replies, Side::Light, 0), Some(mean as f64), "{picture}");
    }
}
