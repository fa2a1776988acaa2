//! El Oued (RULES.md 7.7, with its worked examples of 7.8).

use super::board::PieceState;
use super::el_oued::ElOued;
use super::tests::*;
use super::{Sig, SigMove, Variant};
use crate::core::{Outcome, Phase, Reason, Side};
use crate::race::ThrowKind;
use crate::registry::{from_json, new_game};
use crate::rules::Rules;
use serde_json::json;

use PieceState::Homeward;

/// A position after both seats' first turns (no 13), `side` to throw.
fn eo(pieces: &[(&str, Side, PieceState)], side: Side) -> Sig<ElOued> {
    let mut pos = position::<ElOued>(json!({}), pieces, side);
    pos.rules.turns_ended = 2;
    pos
}

/// The moves after a throw of `whites` W.
fn after(mut pos: Sig<ElOued>, whites: u8) -> Vec<String> {
    play(&mut pos, &faces(6, whites));
    texts(&pos)
}

fn sorted(mut moves: Vec<String>) -> Vec<String> {
    moves.sort();
    moves
}

/// A position whose next throw, if a sig, is worth 7 (a 6 came just before).
fn after_a_six(pieces: &[(&str, Side, PieceState)]) -> Sig<ElOued> {
    let mut pos = eo(pieces, LIGHT);
    pos.rules.after_six = true;
    pos
}

#[test]
fn each_side_starts_locked_on_its_home_row() {
    let g = game("seig-el-oued", json!({}));
    let board = serde_json::to_value(g.board()).unwrap();
    assert_eq!(board["cells"], json!([1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2]));
    assert_eq!(board["states"], json!(vec![0; 18]));
    assert_eq!((board["rows"].clone(), board["columns"].clone(), board["sticks"].clone()), (json!(3), json!(6), json!(6)));
    assert_eq!((g.status().pieces, g.phase(), g.to_move(), g.seat(), g.legal_moves()), ([6, 6], Phase::Throw, LIGHT, 0, vec!["throw".to_string()]));
    assert_eq!(g.options(), *json!({ "noCaptureTurns": 1000 }).as_object().unwrap());
    assert_eq!(g.pool(), Vec::<u8>::new());
}

#[test]
fn a_throw_is_worth_its_w_and_a_0_moves_nothing() {
    let moved: Vec<String> = (0..=6).map(|whites| after(eo(&[("a1", LIGHT, Free), ("c6", DARK, Free)], LIGHT), whites).join(" ")).collect();
    assert_eq!(moved, ["throw", "a1-a2:1", "a1-a3:2", "a1-a4:3", "a1-a5:4", "a1-a6:5", "a1-b6:6"]);
    let mut pos = eo(&[("a1", LIGHT, Free), ("c6", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 0));
    assert_eq!(turn(&pos), (Phase::Throw, DARK, 0), "after the first turn a 0 passes");
}

#[test]
fn each_side_circles_home_row_centre_enemy_row_centre_and_home_again() {
    // (side, from, state, moves 1 to, state after)
    let steps = [
        (LIGHT, "a6", Free, "b6", Free),
        (LIGHT, "b1", Free, "c1", Free),
        (LIGHT, "c6", Free, "b6", Homeward),
        (LIGHT, "b1", Homeward, "a1", Free),
        (DARK, "c1", Free, "b1", Free),
        (DARK, "b6", Free, "a6", Free),
        (DARK, "a1", Free, "b1", Homeward),
        (DARK, "b6", Homeward, "c6", Free),
    ];
    for (side, from, state, to, state_after) in steps {
        let mut pos = eo(&[(from, side, state), ("b3", side.opponent(), Free)], side);
        play(&mut pos, &faces(6, 1));
        let mv = format!("{from}-{to}:1");
        assert_eq!(texts(&pos), [mv.clone()]);
        play(&mut pos, &mv);
        assert_eq!(at(&pos, to), Some((side, state_after)), "{mv}");
    }
    let states = serde_json::to_value(eo(&[("b2", LIGHT, Homeward), ("b3", DARK, Free)], LIGHT).board()).unwrap()["states"].clone();
    assert_eq!((states[7].clone(), states[8].clone()), (json!(4), json!(1)), "homeward is state 4");
}

#[test]
fn a_step_passes_row_b_on_its_pieces_pass_and_goes_round() {
    let light = eo(&[("b3", LIGHT, Free), ("b2", LIGHT, Homeward), ("c5", LIGHT, Free), ("a6", LIGHT, Locked), ("b4", DARK, Free)], LIGHT);
    assert_eq!(hop_path(&light, "b3", 3), "b3 b2 b1 c1");
    assert_eq!(hop_path(&light, "b2", 4), "b2 b1 a1 a2 a3", "homeward, round to the home row");
    assert_eq!(hop_path(&light, "c5", 3), "c5 c6 b6 b5");
    assert_eq!(hop_path(&light, "a6", 7), "a6 b6 b5 b4 b3 b2 b1 c1", "a sig worth 7");
    assert_eq!(hop_path(&light, "b4", 3), "b4 b5 b6 a6", "side 1's circuit, from the other end");
}

#[test]
fn a_hole_of_row_b_leads_on_by_the_pass_the_piece_is_on() {
    assert_eq!(after(eo(&[("b3", LIGHT, Free), ("c6", DARK, Free)], LIGHT), 3), ["b3-c1:3"]);
    assert_eq!(after(eo(&[("b3", LIGHT, Homeward), ("c6", DARK, Free)], LIGHT), 3), ["b3-a1:3"]);
    assert_eq!(after(eo(&[("b4", DARK, Free), ("c1", LIGHT, Free)], DARK), 3), ["b4-a6:3"]);
    assert_eq!(after(eo(&[("b4", DARK, Homeward), ("a1", LIGHT, Free)], DARK), 3), ["b4-c6:3"]);
    let mut pos = eo(&[("b2", LIGHT, Homeward), ("c6", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 4));
    play(&mut pos, "b2-a3:4");
    assert_eq!(at(&pos, "a3"), Some((LIGHT, Free)), "round the circuit and on along the home row");
}

#[test]
fn a_move_never_lands_on_its_own_side_and_takes_an_enemy_on_any_row() {
    assert_eq!(after(eo(&[("a1", LIGHT, Free), ("a3", LIGHT, Free), ("c6", DARK, Free)], LIGHT), 2), ["a3-a5:2"]);
    for (from, to, by) in [("a1", "a3", 2), ("a6", "b5", 2), ("b2", "c2", 3), ("c5", "b5", 3)] {
        let mut pos = eo(&[(from, LIGHT, Free), (to, DARK, Free), ("c6", DARK, Locked)], LIGHT);
        pos.quiet_turns = 9;
        play(&mut pos, &faces(6, by));
        play(&mut pos, &format!("{from}-{to}:{by}"));
        assert_eq!((pos.board.count(DARK), pos.quiet_turns), (1, 1), "{from}-{to} takes; the count starts again");
    }
}

#[test]
fn a_sig_must_free_a_locked_piece_that_can_step() {
    for whites in [1, 5] {
        assert_eq!(after(eo(&[("a6", LIGHT, Locked), ("b3", LIGHT, Free), ("c6", DARK, Free)], LIGHT), whites), ["a6-b6:1"], "{whites} W");
        let both = [("a6", LIGHT, Locked), ("a3", LIGHT, Locked), ("c6", DARK, Free)];
        assert_eq!(sorted(after(eo(&both, LIGHT), whites)), ["a3-a4:1", "a6-b6:1"], "{whites} W");
    }
    // No locked piece can step: the free pieces move the sig's value.
    assert_eq!(after(eo(&[("a6", LIGHT, Locked), ("b6", LIGHT, Free), ("c6", DARK, Free)], LIGHT), 1), ["b6-b5:1"]);
    assert_eq!(after(eo(&[("a6", LIGHT, Locked), ("b6", LIGHT, Free), ("c6", DARK, Free)], LIGHT), 5), ["b6-b1:5"]);
    // Other values never move a locked piece.
    assert_eq!(after(eo(&[("a6", LIGHT, Locked), ("b3", LIGHT, Free), ("c6", DARK, Free)], LIGHT), 2), ["b3-b1:2"]);
    let mut pos = eo(&[("a6", LIGHT, Locked), ("c6", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 1));
    play(&mut pos, "a6-b6:1");
    assert_eq!(at(&pos, "b6"), Some((LIGHT, Free)));
}

#[test]
fn a_sig_or_a_6_throws_again_and_nothing_else_does_after_the_first_turn() {
    for whites in 0..=6 {
        let mut pos = eo(&[("a1", LIGHT, Free), ("c6", DARK, Free)], LIGHT);
        play(&mut pos, &faces(6, whites));
        if let Some(mv) = texts(&pos).first().filter(|mv| *mv != "throw").cloned() {
            play(&mut pos, &mv);
        }
        let again = matches!(whites, 1 | 5 | 6);
        assert_eq!(turn(&pos), (Phase::Throw, if again { LIGHT } else { DARK }, 0), "{whites} W");
    }
}

#[test]
fn a_0_in_the_seats_first_turn_gives_three_more_throws_that_add_up() {
    let mut g = game("seig-el-oued", json!({ "seed": 1 }));
    g.play("throw:BBBBBB").unwrap();
    g.play("throw:WWWWWW").unwrap();
    for (throw, side) in [("throw:WWBBBB", LIGHT), ("throw:WWWBBB", LIGHT), ("throw:WWWWBB", DARK)] {
        assert_eq!(g.to_move(), LIGHT, "before {throw}");
        g.play(throw).unwrap();
        assert_eq!(g.to_move(), side, "after {throw}: 0 gave three throws, the 6 one more");
    }
    // Side 1's first turn too.
    g.play("throw:BBBBBB").unwrap();
    assert_eq!(g.to_move(), DARK);
    for _ in 0..3 {
        assert_eq!(g.to_move(), DARK);
        g.play("throw:WWBBBB").unwrap();
    }
    // Not in a second turn.
    g.play("throw:BBBBBB").unwrap();
    assert_eq!(g.to_move(), DARK, "side 0's second turn: a 0 passes");
}

#[test]
fn el_oued_worked_example_a_sig_after_a_6_is_worth_7() {
    let mut g = game("seig-el-oued", json!({ "seed": 3 }));
    g.play("throw:WWWWWW").unwrap();
    assert_eq!((g.to_move(), g.legal_moves()), (LIGHT, vec!["throw".to_string()]), "nothing is free: no move, and a 6 throws again");
    g.play("throw:WBBBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a6-c1:7", "free-all:7"]);
    let mut taking = from_json(&g.to_json()).unwrap();
    taking.play("a6-c1:7").unwrap();
    let board = serde_json::to_value(taking.board()).unwrap();
    assert_eq!((board["cells"][12].clone(), board["states"][12].clone(), taking.status().pieces), (json!(1), json!(1), [6, 5]), "a6 took c1 and is free");
    assert_eq!((taking.to_move(), taking.phase()), (LIGHT, Phase::Throw), "a sig throws again");
    g.play("free-all:7").unwrap();
    let board = serde_json::to_value(g.board()).unwrap();
    assert_eq!(board["cells"], json!([0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 2, 2, 2, 2, 2, 2]), "a6->b6, a5->a6, ..., a1->a2, then b6->b5");
    assert_eq!(board["states"], json!([0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]));
    assert_eq!((g.to_move(), g.phase()), (LIGHT, Phase::Throw), "a sig throws again");
}

#[test]
fn el_oued_worked_example_a_sig_among_the_three_throws_after_a_0_is_worth_13() {
    for sig in ["throw:WBBBBB", "throw:WWWWWB"] {
        let mut g = game("seig-el-oued", json!({ "seed": 4 }));
        g.play("throw:BBBBBB").unwrap();
        g.play(sig).unwrap();
        assert_eq!(g.legal_moves(), ["a6-b6:13", "free-all:13"], "{sig}");
        let mut front = from_json(&g.to_json()).unwrap();
        front.play("a6-b6:13").unwrap();
        let board = serde_json::to_value(front.board()).unwrap();
        assert_eq!((board["cells"][11].clone(), board["states"][11].clone()), (json!(1), json!(4)), "b6 on its second pass: homeward");
        g.play("free-all:13").unwrap();
        assert_eq!(g.status().pieces, [6, 5], "b6 goes on 7 to c2 and takes it");
        let board = serde_json::to_value(g.board()).unwrap();
        assert_eq!((board["cells"][13].clone(), board["cells"][11].clone()), (json!(1), json!(0)));
    }
}

#[test]
fn thirteen_wins_over_seven_and_only_the_three_counted_throws_give_it() {
    let mut g = game("seig-el-oued", json!({ "seed": 5 }));
    g.play("throw:BBBBBB").unwrap();
    g.play("throw:WWWWWW").unwrap();
    g.play("throw:WBBBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a6-b6:13", "free-all:13"], "a 6 then a sig among the counted throws: 13");
    let mut g = game("seig-el-oued", json!({ "seed": 5 }));
    for throw in ["throw:BBBBBB", "throw:WWBBBB", "throw:WWWWBB", "throw:WWWWWW"] {
        g.play(throw).unwrap();
    }
    g.play("throw:WBBBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a6-c1:7", "free-all:7"], "the fourth throw after the 0 is not counted; it follows a 6");
    let mut g = game("seig-el-oued", json!({ "seed": 5 }));
    for throw in ["throw:BBBBBB", "throw:WWWWWW", "throw:WWBBBB", "throw:WWWBBB"] {
        g.play(throw).unwrap();
    }
    g.play("throw:WBBBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a6-b6:1"], "not counted, not after a 6: a plain sig");
}

#[test]
fn seven_needs_the_6_right_before_in_the_same_turn() {
    let mut g = game("seig-el-oued", json!({ "seed": 6 }));
    g.play("throw:WWWWWW").unwrap();
    g.play("throw:WWBBBB").unwrap();
    assert_eq!(g.to_move(), DARK, "a 2 passes");
    g.play("throw:WWBBBB").unwrap();
    g.play("throw:WBBBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a6-b6:1"], "the 6 was in the seat's last turn");
    g.play("a6-b6:1").unwrap();
    g.play("throw:WWWWWW").unwrap();
    g.play("b6-b1:5").unwrap_err();
    g.play("b6-c1:6").unwrap();
    g.play("throw:WBBBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a5-b1:7", "free-all:7"], "the front locked piece is now a5");
    g.play("free-all:7").unwrap();
    g.play("throw:WBBBBB").unwrap();
    let moves = g.legal_moves();
    assert!(!moves.is_empty() && moves.iter().all(|mv| mv.ends_with(":1")), "a sig after a sig is plain: {moves:?}");
}

#[test]
fn the_front_piece_moves_7_only_onto_a_hole_without_its_own_side() {
    // c1 holds side 0's own piece: only free-all, k = 3, b6 goes on 4 to b2.
    let mut pos = after_a_six(&[("a6", LIGHT, Locked), ("a5", LIGHT, Locked), ("a4", LIGHT, Locked), ("c1", LIGHT, Free), ("c6", DARK, Free)]);
    play(&mut pos, &faces(6, 1));
    assert_eq!(texts(&pos), ["free-all:7"]);
    play(&mut pos, "free-all:7");
    assert_eq!([at(&pos, "b2"), at(&pos, "a6"), at(&pos, "a5"), at(&pos, "a4"), at(&pos, "b6")], [Some((LIGHT, Free)), Some((LIGHT, Free)), Some((LIGHT, Free)), None, None]);
}

#[test]
fn free_all_needs_two_pieces_that_step_and_skips_those_that_cannot() {
    // One locked piece: only the front piece's 7.
    let mut pos = after_a_six(&[("a6", LIGHT, Locked), ("c6", DARK, Free)]);
    play(&mut pos, &faces(6, 1));
    assert_eq!(texts(&pos), ["a6-c1:7"]);
    // a6 cannot step (b6 is its own), a4 and a3 can: k = 2, and a4's piece goes on 5 from a5 to b3.
    let mut pos = after_a_six(&[("a6", LIGHT, Locked), ("a4", LIGHT, Locked), ("a3", LIGHT, Locked), ("b6", LIGHT, Free), ("c6", DARK, Free)]);
    play(&mut pos, &faces(6, 1));
    assert_eq!(texts(&pos), ["a6-c1:7", "free-all:7"]);
    play(&mut pos, "free-all:7");
    assert_eq!([at(&pos, "a6"), at(&pos, "a5"), at(&pos, "a4"), at(&pos, "a3"), at(&pos, "b3")], [Some((LIGHT, Locked)), None, Some((LIGHT, Free)), None, Some((LIGHT, Free))]);
    // a6 blocked and only a5 behind it, also blocked: k = 0, the 7 falls back to rule 5 (b6 moves 1).
    let mut pos = after_a_six(&[("a6", LIGHT, Locked), ("a5", LIGHT, Locked), ("b6", LIGHT, Free), ("c1", LIGHT, Free), ("c6", DARK, Free)]);
    play(&mut pos, &faces(6, 1));
    assert_eq!(sorted(texts(&pos)), ["b6-b5:1", "c1-c2:1"], "neither choice: an ordinary sig");
}

#[test]
fn free_all_takes_on_every_hop_and_the_first_piece_stays_if_its_own_side_holds_the_hole() {
    let mut pos = after_a_six(&[("a6", LIGHT, Locked), ("a5", LIGHT, Locked), ("b6", DARK, Free), ("b1", DARK, Free), ("c6", DARK, Free)]);
    play(&mut pos, &faces(6, 1));
    pos.quiet_turns = 5;
    let free_all = pos.parse_move("free-all:7").expect("legal");
    let layout = pos.board.layout;
    let taken = ["b6", "b1"].map(|name| 1u128 << layout.parse(name).expect("a hole")).iter().sum::<u128>();
    assert_eq!(pos.play(free_all).captured, taken, "both captures reported");
    assert_eq!((at(&pos, "b1"), at(&pos, "a6"), pos.board.count(DARK)), (Some((LIGHT, Free)), Some((LIGHT, Free)), 1), "b6 and b1 taken");
    assert_eq!(pos.quiet_turns, 0, "a capture starts the count of turns again");
    let mut pos = after_a_six(&[("a6", LIGHT, Locked), ("a5", LIGHT, Locked), ("b1", LIGHT, Free), ("c6", DARK, Free)]);
    play(&mut pos, &faces(6, 1));
    play(&mut pos, "free-all:7");
    assert_eq!((at(&pos, "b6"), at(&pos, "a6"), at(&pos, "b1")), (Some((LIGHT, Free)), Some((LIGHT, Free)), Some((LIGHT, Free))), "b6 stays: b1 is its own");
}

#[test]
fn without_a_locked_piece_a_7_is_an_ordinary_sig() {
    for (whites, mv) in [(1, "a1-a2:1"), (5, "a1-a6:5")] {
        let mut pos = after_a_six(&[("a1", LIGHT, Free), ("c6", DARK, Free)]);
        play(&mut pos, &faces(6, whites));
        assert_eq!(texts(&pos), [mv]);
    }
}

#[test]
fn a_sig_worth_7_or_13_reports_its_worth_and_an_ordinary_throw_its_w() {
    // The worked examples: after a 6, a sig is worth 7; among the three throws after a 0, 13.
    for (before, worth) in [("throw:WWWWWW", 7), ("throw:BBBBBB", 13)] {
        let mut g = game("seig-el-oued", json!({ "seed": 3 }));
        g.play(before).unwrap();
        let rows: Vec<(u8, ThrowKind, Option<u8>)> = g.throw_table().unwrap().rows.iter().map(|r| (r.whites, r.kind, r.value)).collect();
        assert_eq!(rows[1], (1, ThrowKind::Worth, Some(worth)), "the table tells the next sig's worth");
        assert_eq!(rows[5], (5, ThrowKind::Worth, Some(worth)));
        assert_eq!(rows[2], (2, ThrowKind::Value, Some(2)));
        let thrown = g.play("throw:WBBBBB").unwrap().throw.unwrap();
        assert_eq!((thrown.kind, thrown.value), (ThrowKind::Worth, Some(worth)), "{before}");
    }
    let mut g = game("seig-el-oued", json!({ "seed": 3 }));
    let thrown = g.play("throw:WBBBBB").unwrap().throw.unwrap();
    assert_eq!((thrown.kind, thrown.value), (ThrowKind::Value, Some(1)), "a sig with nothing before it is worth its W");
    // With no locked piece a 7 is an ordinary sig, and says so.
    let mut pos = after_a_six(&[("a1", LIGHT, Free), ("c6", DARK, Free)]);
    assert_eq!(pos.throw_table().unwrap().rows[1].kind, ThrowKind::Value);
    let mut moved = pos.clone();
    let mv = moved.parse_move(&faces(6, 1)).unwrap();
    let played = moved.play(mv);
    let facts = pos.move_facts(mv, played, &moved).throw.unwrap();
    assert_eq!((facts.kind, facts.value), (ThrowKind::Value, Some(1)));
    play(&mut pos, &faces(6, 1));
    assert_eq!(texts(&pos), ["a1-a2:1"]);
}

#[test]
fn free_all_names_its_front_piece_where_it_starts_and_ends() {
    let mut g = game("seig-el-oued", json!({ "seed": 3 }));
    g.play("throw:WWWWWW").unwrap();
    g.play("throw:WBBBBB").unwrap();
    let entry = g.moves().into_iter().find(|m| m.text == "free-all:7").expect("listed");
    assert_eq!((entry.parts.from.as_deref(), entry.parts.to.as_deref(), entry.parts.spent.clone()), (Some("a6"), Some("b5"), Some(vec![7])));
}

#[test]
fn the_blocked_test_counts_the_7_and_the_13() {
    let pos = eo(&[("a6", LIGHT, Locked), ("a5", LIGHT, Locked), ("c6", DARK, Free)], LIGHT);
    let mut seen = Vec::new();
    for opening in pos.rules.openings(&pos.board, LIGHT) {
        opening.moves(&pos.board, LIGHT, &mut seen);
    }
    assert!(seen.contains(&SigMove::FreeAll(7)) && seen.contains(&SigMove::FreeAll(13)), "{seen:?}");
}

#[test]
fn taking_the_last_enemy_piece_ends_the_game_at_once_even_with_a_throw_to_come() {
    let mut pos = eo(&[("a1", LIGHT, Free), ("a2", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 1));
    play(&mut pos, "a1-a2:1");
    assert_eq!((pos.outcome(), pos.phase(), texts(&pos)), (Some(Outcome::win(LIGHT, Reason::CapturedAll)), Phase::Over, vec![]), "[D24]");
}

#[test]
fn random_games_end_and_list_each_move_once() {
    let mut reasons = std::collections::BTreeMap::new();
    for (limit, seeds) in [(20, 0..4), (1000, 0..4)] {
        for seed in seeds {
            let mut g = game("seig-el-oued", json!({ "noCaptureTurns": limit, "seed": seed }));
            play_to_end(&mut *g, seed);
            let status = g.status();
            *reasons.entry(status.reason.unwrap()).or_insert(0) += 1;
            assert_eq!(status.winner.is_some(), status.reason == Some("captured-all"), "{status:?}");
        }
    }
    assert!(reasons.contains_key("captured-all") && reasons.contains_key("no-capture-limit"), "{reasons:?}");
    let mut g = game("seig-el-oued", json!({ "seed": 11 }));
    let mut rng = crate::core::Rng::new(2);
    while !g.status().over {
        let moves = g.legal_moves();
        assert_eq!(sorted(moves.clone()).windows(2).filter(|w| w[0] == w[1]).count(), 0, "{moves:?}");
        g.play(&moves[rng.below(moves.len() as u64) as usize]).unwrap();
    }
}

#[test]
fn undo_save_and_load_reproduce_the_position() {
    undo_save_and_load_reproduce("seig-el-oued", json!({ "seed": 12 }), 200);
}

#[test]
fn bad_input_is_refused_clearly_and_changes_nothing() {
    for (options, code) in [
        (json!({ "sticks": 6 }), "unknown-option"),
        (json!({ "holes": 6 }), "unknown-option"),
        (json!({ "noCaptureTurns": 100001 }), "bad-option-value"),
    ] {
        let error = new_game("seig-el-oued", options.as_object().unwrap(), 0).err().expect("refused");
        assert_eq!(error.code(), code, "{options}: {error}");
    }
    let mut g = game("seig-el-oued", json!({ "seed": 5 }));
    refused_unchanged(&mut *g, "xc3", "other-variant");
    refused_unchanged(&mut *g, "xc7", "unreadable");
    refused_unchanged(&mut *g, "free-all:7", "must-throw");
    refused_unchanged(&mut *g, "free-all:8", "unreadable");
    refused_unchanged(&mut *g, "a7-b1:1", "unreadable");
    refused_unchanged(&mut *g, "b0-c1:1", "unreadable");
    refused_unchanged(&mut *g, "throw:WBBB", "stick-count");
    g.play("throw:WBBBBB").unwrap();
    refused_unchanged(&mut *g, "free-all:7", "not-now");
    refused_unchanged(&mut *g, "a6-c1:7", "not-now");
    refused_unchanged(&mut *g, "c1-b1:1", "hole-without-piece");
    refused_unchanged(&mut *g, "throw", "move-first");
    assert_eq!(g.play("A6-B6:1").map(|r| r.text), Ok("a6-b6:1".to_string()));
}

#[test]
fn the_computer_answers_with_a_legal_move_at_every_level() {
    computer_answers_legally("seig-el-oued", json!({ "seed": 8 }));
}

#[test]
fn the_evaluation_puts_material_first_then_free_and_safe_pieces() {
    let value = |pieces: &[(&str, Side, PieceState)]| crate::search::expectimax::Chance::evaluate(&eo(pieces, LIGHT), LIGHT);
    let locked = value(&[("a1", LIGHT, Locked), ("c6", DARK, Locked)]);
    let free = value(&[("a1", LIGHT, Free), ("c6", DARK, Locked)]);
    assert!(free > locked, "{free} > {locked}");
    // Side 1 runs row a from a6 to a1: a6 takes a4 with a 2, a3 is past it.
    let exposed = value(&[("a4", LIGHT, Locked), ("a6", DARK, Free)]);
    let safe = value(&[("a4", LIGHT, Locked), ("a3", DARK, Free)]);
    assert!(safe > exposed, "{safe} > {exposed}");
    let more = value(&[("a1", LIGHT, Locked), ("a2", LIGHT, Locked), ("c6", DARK, Free)]);
    assert!(more - free >= (crate::search::PIECE - 2 * crate::search::POSITIONAL_CAP) as f64, "{more} vs {free}");
    // The weights: a freed piece of either side, and a piece the next throw takes with the chance of a 2.
    use super::el_oued::{EXPOSED_WORTH, FREE_WORTH};
    use crate::search::{bounded, POSITIONAL_CAP};
    assert_eq!(free, bounded(FREE_WORTH, POSITIONAL_CAP));
    let taken_by_a_2 = crate::race::probability(6, 2) * EXPOSED_WORTH;
    assert_eq!(exposed, bounded(-taken_by_a_2 - FREE_WORTH, POSITIONAL_CAP), "a6 (side 1's, free) takes a4 with a 2");
}
