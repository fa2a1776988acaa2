//! M'zab (RULES.md 7.5).

use super::tests::*;
use super::mzab::Mzab;
use super::board::PieceState;
use super::Sig;
use crate::core::{Outcome, Phase, Side};
use crate::registry::new_game;
use crate::rules::Rules;
use serde_json::json;

fn mzab(pieces: &[(&str, Side, PieceState)], side: Side) -> Sig<Mzab> {
    position::<Mzab>(json!({}), pieces, side)
}

/// The moves after a throw of `whites` W.
fn after_throw(mut pos: Sig<Mzab>, whites: u8) -> (Vec<String>, (Phase, Side, u8)) {
    play(&mut pos, &faces(6, whites));
    (texts(&pos), turn(&pos))
}

#[test]
fn each_side_starts_locked_on_its_home_row() {
    let g = game("seig-mzab", json!({ "holes": 7 }));
    let board = serde_json::to_value(g.board()).unwrap();
    let row = |value: u8| vec![json!(value); 7];
    assert_eq!(board["cells"].as_array().unwrap().clone(), [row(1), row(0), row(0), row(2)].concat());
    assert_eq!(board["states"], json!(vec![0; 28]), "every piece locked");
    assert_eq!((board["rows"].clone(), board["columns"].clone(), board["sticks"].clone()), (json!(4), json!(7), json!(6)));
    assert_eq!((g.status().pieces, g.phase(), g.to_move(), g.seat()), ([7, 7], Phase::Throw, LIGHT, 0));
    assert_eq!(g.legal_moves(), ["throw"]);
    assert_eq!(g.pool(), Vec::<u8>::new());
}

#[test]
fn the_throw_table_gives_6_0_2_1_4_0_6_by_number_of_w() {
    let moved: Vec<String> = (0..=6).map(|whites| after_throw(mzab(&[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT), whites).0.join(" ")).collect();
    assert_eq!(moved, ["a1-a7:6", "throw", "a1-a3:2", "a1-a2:1", "a1-a5:4", "throw", "a1-a7:6"]);
}

#[test]
fn a_value_of_0_is_a_no_move_and_the_turn_passes_at_once() {
    for whites in [1, 5] {
        let (moves, now) = after_throw(mzab(&[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT), whites);
        assert_eq!((moves, now), (vec!["throw".to_string()], (Phase::Throw, DARK, 0)));
    }
}

#[test]
fn a_locked_piece_moves_only_on_a_1_or_a_6_and_then_one_hole() {
    let start = || mzab(&[("a3", LIGHT, Locked), ("d1", DARK, Free)], LIGHT);
    for whites in [3, 0, 6] {
        assert_eq!(after_throw(start(), whites).0, ["a3-a4:1"], "{whites} W");
    }
    for whites in [2, 4] {
        assert_eq!(after_throw(start(), whites).1, (Phase::Throw, DARK, 0), "{whites} W moves no locked piece");
    }
    let mut pos = start();
    play(&mut pos, &faces(6, 6));
    play(&mut pos, "a3-a4:1");
    assert_eq!(at(&pos, "a4"), Some((LIGHT, Free)), "it is free once moved");
}

#[test]
fn at_the_start_only_the_front_piece_can_step_on() {
    let mut g = game("seig-mzab", json!({ "seed": 3 }));
    g.play("throw:WWWBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a20-b20:1"], "the others' next holes hold their own side");
    g.play("a20-b20:1").unwrap();
    g.play("throw:WWWWWW").unwrap();
    assert_eq!(g.legal_moves(), ["d1-c1:1"], "side 1 runs from d20 to d1 and on to c1");
}

#[test]
fn pieces_follow_the_s_path_and_never_run_past_its_end() {
    let one = |pieces: &[(&str, Side, PieceState)], side, whites| after_throw(mzab(pieces, side), whites).0;
    assert_eq!(one(&[("a20", LIGHT, Free), ("d1", DARK, Free)], LIGHT, 3), ["a20-b20:1"]);
    assert_eq!(one(&[("b1", LIGHT, Free), ("d1", DARK, Free)], LIGHT, 3), ["b1-c1:1"]);
    assert_eq!(one(&[("c20", LIGHT, Free), ("a1", DARK, Free)], LIGHT, 3), ["c20-d20:1"]);
    assert_eq!(one(&[("d2", LIGHT, Free), ("a1", DARK, Free)], LIGHT, 3), ["d2-d1:1"]);
    let (moves, now) = after_throw(mzab(&[("d2", LIGHT, Free), ("a1", DARK, Free)], LIGHT), 2);
    assert_eq!((moves, now.1), (vec!["throw".to_string()], DARK), "no bearing off: d2 cannot go 2");
    assert_eq!(one(&[("a1", LIGHT, Free), ("d1", DARK, Free)], DARK, 3), ["d1-c1:1"]);
    assert_eq!(one(&[("a1", LIGHT, Free), ("c20", DARK, Free)], DARK, 3), ["c20-b20:1"]);
    assert_eq!(one(&[("d1", LIGHT, Free), ("b1", DARK, Free)], DARK, 3), ["b1-a1:1"]);
    let (_, now) = after_throw(mzab(&[("d1", LIGHT, Free), ("a20", DARK, Free)], DARK), 3);
    assert_eq!(now.1, LIGHT, "a20 ends side 1's path");
}

#[test]
fn an_enemy_on_the_landing_hole_is_taken_on_any_row_and_an_own_piece_blocks() {
    for (from, to) in [("a1", "a3"), ("b3", "b1"), ("c1", "c3"), ("d3", "d1")] {
        let mut pos = mzab(&[(from, LIGHT, Free), (to, DARK, Free), ("a20", DARK, Free)], LIGHT);
        play(&mut pos, &faces(6, 2));
        play(&mut pos, &format!("{from}-{to}:2"));
        assert_eq!((at(&pos, to), pos.board.count(DARK)), (Some((LIGHT, Free)), 1), "{from}-{to}");
    }
    let mut pos = mzab(&[("a1", LIGHT, Free), ("a3", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 2));
    assert_eq!(texts(&pos), ["a3-a5:2"], "a1 would land on its own side");
    let refused = pos.parse_move("a1-a3:2").unwrap_err();
    assert_eq!(refused.code(), "not-now", "{refused}");
}

#[test]
fn nobody_throws_again_whatever_the_value() {
    for whites in [0, 2, 3, 4, 6] {
        let mut pos = mzab(&[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
        play(&mut pos, &faces(6, whites));
        let mv = texts(&pos)[0].clone();
        play(&mut pos, &mv);
        assert_eq!(turn(&pos), (Phase::Throw, DARK, 0), "{whites} W");
    }
}

#[test]
fn taking_the_last_enemy_piece_wins() {
    let mut pos = mzab(&[("a1", LIGHT, Free), ("a3", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 2));
    play(&mut pos, "a1-a3:2");
    assert_eq!(pos.outcome(), Some(Outcome::win(LIGHT, crate::core::Reason::CapturedAll)));
    assert_eq!(pos.phase(), Phase::Over);
}

#[test]
fn every_piece_on_the_enemy_home_row_draws_all_home() {
    let home = [("d20", LIGHT, Free), ("d5", LIGHT, Free), ("a3", DARK, Free), ("a1", DARK, Free)];
    let mut pos = mzab(&[&home[..], &[("c19", LIGHT, Free)]].concat(), LIGHT);
    play(&mut pos, &faces(6, 3));
    play(&mut pos, "c19-c20:1");
    assert_eq!(pos.outcome(), None, "c20 is not on row d");
    let mut pos = mzab(&[&home[..], &[("c20", LIGHT, Free), ("b1", DARK, Free)]].concat(), LIGHT);
    play(&mut pos, &faces(6, 2));
    play(&mut pos, "c20-d19:2");
    assert_eq!(pos.outcome(), None, "a side-1 piece is still on row b");
    let mut pos = mzab(&[&home[..], &[("c20", LIGHT, Free)]].concat(), LIGHT);
    play(&mut pos, &faces(6, 2));
    play(&mut pos, "c20-d19:2");
    assert_eq!(pos.outcome(), Some(Outcome::draw(crate::core::Reason::AllHome)));
}

#[test]
fn random_games_end_in_every_options_extreme_values() {
    let mut reasons = std::collections::BTreeMap::new();
    for (holes, limit) in [(5, 20), (5, 1000), (20, 20), (20, 1000), (12, 100000)] {
        for seed in 0..3 {
            let mut g = game("seig-mzab", json!({ "holes": holes, "noCaptureTurns": limit, "seed": seed }));
            play_to_end(&mut *g, seed);
            let status = g.status();
            assert!(["captured-all", "all-home", "no-capture-limit", "blocked"].contains(&status.reason.unwrap()), "{status:?}");
            assert_eq!(status.winner.is_some(), status.reason == Some("captured-all"), "{status:?}");
            *reasons.entry(status.reason.unwrap()).or_insert(0) += 1;
        }
    }
    assert!(reasons.len() >= 2, "games end in more than one way: {reasons:?}");
}

#[test]
fn undo_save_and_load_reproduce_the_position() {
    undo_save_and_load_agree("seig-mzab", json!({ "holes": 8, "seed": 12 }));
}

#[test]
fn bad_input_is_refused_clearly_and_changes_nothing() {
    for (options, code) in [
        (json!({ "holes": 4 }), "bad-option-value"),
        (json!({ "holes": 21 }), "bad-option-value"),
        (json!({ "holes": "20" }), "bad-option-value"),
        (json!({ "teamSize": 2 }), "unknown-option"),
        (json!({ "sticks": 6 }), "unknown-option"),
    ] {
        let error = new_game("seig-mzab", options.as_object().unwrap(), 0).err().expect("refused");
        assert_eq!(error.code(), code, "{options}: {error}");
        assert!(error.to_string().contains(options.as_object().unwrap().keys().next().unwrap()), "{error}");
    }
    let mut g = game("seig-mzab", json!({ "seed": 5 }));
    refused_unchanged(&mut *g, "xc7", "other-variant");
    refused_unchanged(&mut *g, "free-all:7", "other-variant");
    refused_unchanged(&mut *g, "a20-b20:1", "must-throw");
    refused_unchanged(&mut *g, "throw:WWW", "stick-count");
    refused_unchanged(&mut *g, "throw:WWWBBQ", "stick-face");
    refused_unchanged(&mut *g, "throw:WWWWWWWW", "stick-count");
    refused_unchanged(&mut *g, "hello", "unreadable");
    refused_unchanged(&mut *g, "x c7 x", "unreadable");
    refused_unchanged(&mut *g, "a20-b20:0", "unreadable");
    refused_unchanged(&mut *g, "a21-b20:1", "unreadable");
    g.play("throw:WWWBBB").unwrap();
    refused_unchanged(&mut *g, "throw", "move-first");
    refused_unchanged(&mut *g, "a19-a20:1", "not-now");
    refused_unchanged(&mut *g, "b5-b4:1", "hole-without-piece");
    refused_unchanged(&mut *g, "a20-b19:2", "not-now");
    refused_unchanged(&mut *g, "xa20", "other-variant");
    let error = g.play("a19-a20:1").unwrap_err();
    assert!(error.to_string().contains("a20-b20:1"), "the refusal lists the legal moves: {error}");
    assert_eq!(g.play(" A20-B20:1 ").map(|r| r.text), Ok("a20-b20:1".to_string()), "any case, spaces ignored");
}

#[test]
fn the_computer_answers_with_a_legal_move_at_every_level() {
    computer_answers_legally("seig-mzab", json!({ "holes": 6, "seed": 8 }));
    computer_answers_legally("seig-mzab", json!({ "seed": 8 }));
}

#[test]
fn the_evaluation_puts_material_first_and_rewards_progress() {
    let value = |pieces: &[(&str, Side, PieceState)]| crate::search::expectimax::Chance::evaluate(&mzab(pieces, LIGHT), LIGHT);
    let behind = value(&[("a1", LIGHT, Free), ("d1", DARK, Free)]);
    let ahead = value(&[("b10", LIGHT, Free), ("d1", DARK, Free)]);
    assert!(ahead > behind, "{ahead} > {behind}");
    let exposed = value(&[("c5", LIGHT, Free), ("c3", DARK, Free)]);
    let safe = value(&[("c5", LIGHT, Free), ("b20", DARK, Free)]);
    assert!(safe > exposed, "a piece a throw away from an enemy is worth less: {safe} > {exposed}");
    let more = value(&[("a1", LIGHT, Free), ("a2", LIGHT, Free), ("d1", DARK, Free)]);
    assert!(more - ahead >= (crate::search::PIECE - 2 * crate::search::POSITIONAL_CAP) as f64, "material first: {more} vs {ahead}");
}
