//! Hard's traps: the replies they count on are easy's, they stay within
//! their margin and the search's nodes, and they catch a one-ply reader.

use super::super::tests::positions;
use super::*;
use crate::games::siga::Siga;
use crate::rules::Rules;
use super::super::{search_after, weigh};
use crate::search::{ordered_moves, Ending};
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

/// The replies a trap counts on are the ones easy's own search finds within its tolerance of its best.
#[test]
fn the_replies_a_trap_counts_on_are_the_ones_easy_finds_equal() {
    let easy = Limits { level: Level::Easy, time_ms: None, nodes: None, seed: 0 };
    let mut compared = 0;
    for pos in positions::<Siga>(&Map::new(), 12).into_iter().filter(|p| p.sets_traps()) {
        let moves = legal_moves(&pos);
        let view = weigh(&pos, &moves, &easy, &|| 0.0).expect("moves");
        let floor = view.moves[0].1 - Level::Easy.plan().tolerance;
        let mut expected: Vec<u64> = view.moves.iter().filter(|(_, v)| *v >= floor).map(|&(mv, _)| {
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
    assert!(compared >= 5, "{compared} level positions");
}

/// Light, without the parity at 3 against 3, can only keep the standoff
/// against a careful Dark. Stepping to b4 offers a piece: of Dark's two
/// replies that look best a ply ahead, one takes it, and the retake leaves
/// a 2-against-2 ending that Dark loses; the other keeps the level game.
/// Minimax would step elsewhere, a point better; hard sets the trap.
#[test]
fn hard_offers_a_piece_that_a_one_ply_reader_takes_into_a_lost_ending() {
    let pos = Siga::from_picture(&siga_options(), Side::Light, "...D.. ...... D.L.D. .L.... ....L. ......");
    assert!(pos.sets_traps());
    let limits = hard(20_000);
    let report = search_after(&pos, &[], &limits, &|| 0.0).expect("a move");
    assert_eq!(pos.move_text(report.best), "c4-b4");
    let minimax = root_values(&pos, ordered_moves(&pos, None, |m| pos.order_hint(m)), Vec::new(), &limits.share(1.0 - SHARE), &|| 0.0, false, MARGIN).expect("values");
    assert_ne!(minimax.moves[0].0, report.best, "not the minimax choice");
    assert!(report.value >= minimax.moves[0].1 - MARGIN && report.value.abs() < WIN / 2, "{} against {}", report.value, minimax.moves[0].1);
    assert!(report.nodes <= 20_000, "{} nodes", report.nodes);

    let mut offered = pos.clone();
    offered.play(report.best);
    let easy = Limits { level: Level::Easy, time_ms: None, nodes: None, seed: 0 };
    let view = weigh(&offered, &legal_moves(&offered), &easy, &|| 0.0).expect("moves");
    let tempting: Vec<String> = view.moves.iter().take_while(|(_, v)| *v >= view.moves[0].1 - Level::Easy.plan().tolerance).map(|&(mv, _)| offered.move_text(mv)).collect();
    assert_eq!(tempting.len(), 2, "{tempting:?}");
    assert!(tempting.contains(&"a4xb4".to_string()), "{tempting:?}");
    let mut taken = offered.clone();
    for text in ["a4xb4", "b3xb4"] {
        taken.play(taken.parse_move(text).unwrap());
    }
    assert_eq!(taken.pieces(), [2, 2]);
    assert!(matches!(taken.ending(), Some(Ending::Loss(_))), "Dark to move loses: {:?}", taken.ending());
}

/// Over positions of a seeded game, a trap is one of the moves within
/// `MARGIN` of the best by the search's share, and the traps' weighing stays within the search's nodes.
#[test]
fn a_trap_stays_within_its_margin_of_the_best_and_within_the_nodes() {
    let limits = hard(3_000);
    let (mut checked, mut traps) = (0, 0);
    for pos in positions::<Siga>(&Map::new(), 12).into_iter().filter(|p| p.sets_traps()) {
        let report = search_after(&pos, &[], &limits, &|| 0.0).expect("a move");
        let minimax = root_values(&pos, ordered_moves(&pos, None, |m| pos.order_hint(m)), Vec::new(), &limits.share(1.0 - SHARE), &|| 0.0, false, MARGIN).expect("values");
        let best = minimax.moves[0].1;
        let chosen = minimax.moves.iter().find(|(mv, _)| *mv == report.best).expect("a legal move");
        assert_eq!(chosen.1, report.value, "the value the search gave it");
        assert!(report.value >= best - MARGIN, "{} against {best}", report.value);
        assert!(report.nodes <= 3_000, "{} nodes", report.nodes);
        checked += 1;
        traps += (report.best != minimax.moves[0].0) as u32;
    }
    assert!(checked >= 5 && traps >= 1, "{traps} traps in {checked} positions");
}
