//! Tidikelt (RULES.md 7.4).

use super::board::PieceState;
use super::tests::*;
use super::tidikelt::Tidikelt;
use super::Sig;
use crate::core::{Outcome, Phase, Reason, Side};
use crate::registry::new_game;
use crate::rules::Rules;
use serde_json::json;

fn tid(pieces: &[(&str, Side, PieceState)], side: Side) -> Sig<Tidikelt> {
    position::<Tidikelt>(json!({}), pieces, side)
}

/// The moves after a throw of `whites` W of 4 sticks.
fn after(mut pos: Sig<Tidikelt>, whites: u8) -> Vec<String> {
    play(&mut pos, &faces(4, whites));
    texts(&pos)
}

/// Plays a throw of `whites` W of 4 sticks, then `mv`.
fn throw_and_play(pos: &mut Sig<Tidikelt>, whites: u8, mv: &str) {
    play(pos, &faces(4, whites));
    play(pos, mv);
}

#[test]
fn each_side_starts_locked_on_its_home_row_with_the_centre_row_empty() {
    let g = game("seig-tidikelt", json!({}));
    let board = serde_json::to_value(g.board()).unwrap();
    let mut cells = vec![0; 37];
    for k in 0..12 {
        (cells[3 * k], cells[3 * k + 2]) = (1, 2);
    }
    assert_eq!(board["cells"], json!(cells), "a1..a12 side 0, c1..c12 side 1, b0 (entry 36) and row b empty");
    assert_eq!(board["states"], json!(vec![0; 37]), "every piece locked");
    assert_eq!((board["rows"].clone(), board["columns"].clone(), board["sticks"].clone()), (json!(3), json!(12), json!(4)));
    assert_eq!((g.status().pieces, g.phase(), g.to_move(), g.seat()), ([12, 12], Phase::Throw, LIGHT, 0));
    assert_eq!(g.legal_moves(), ["throw"]);
    assert_eq!(g.pool(), Vec::<u8>::new());
    assert_eq!(g.options(), *json!({ "sticks": 4, "noCaptureTurns": 1000 }).as_object().unwrap());
}

#[test]
fn four_sticks_give_6_then_the_number_of_w() {
    let moved: Vec<String> = (0..=4).map(|whites| after(tid(&[("a1", LIGHT, Free), ("c12", DARK, Free)], LIGHT), whites).join(" ")).collect();
    assert_eq!(moved, ["a1-a7:6", "a1-a2:1", "a1-a3:2", "a1-a4:3", "a1-a5:4"]);
}

#[test]
fn six_sticks_give_6_then_1_2_3_then_4() {
    let moved: Vec<String> = (0..=6)
        .map(|whites| {
            let mut pos = position::<Tidikelt>(json!({ "sticks": 6 }), &[("a1", LIGHT, Free), ("c12", DARK, Free)], LIGHT);
            play(&mut pos, &faces(6, whites));
            texts(&pos).join(" ")
        })
        .collect();
    assert_eq!(moved, ["a1-a7:6", "a1-a2:1", "a1-a3:2", "a1-a4:3", "a1-a5:4", "a1-a5:4", "a1-a5:4"]);
    let g = game("seig-tidikelt", json!({ "sticks": 6 }));
    assert_eq!(serde_json::to_value(g.board()).unwrap()["sticks"], json!(6));
    let ways: Vec<u32> = g.throw_table().unwrap().rows.iter().map(|r| r.ways).collect();
    assert_eq!(ways, [1, 6, 15, 20, 15, 6, 1]);
}

#[test]
fn each_side_runs_its_home_row_then_the_centre_row_to_b0_and_no_further() {
    let one = |from: &str, side: Side, whites: u8| {
        let enemy = if side == LIGHT { ("c6", DARK, Free) } else { ("a6", LIGHT, Free) };
        after(tid(&[(from, side, Free), enemy], side), whites)
    };
    assert_eq!(one("a12", LIGHT, 1), ["a12-b12:1"]);
    assert_eq!(one("a11", LIGHT, 3), ["a11-b11:3"]);
    assert_eq!(one("b2", LIGHT, 1), ["b2-b1:1"]);
    assert_eq!(one("b1", LIGHT, 2), ["throw"], "b1 goes 1 to b0, never 2");
    assert_eq!(one("b2", LIGHT, 2), ["b2-b0:2"]);
    assert_eq!(one("c12", DARK, 1), ["c12-b12:1"]);
    assert_eq!(one("c1", DARK, 4), ["c1-c5:4"]);
    assert_eq!(one("b3", DARK, 3), ["b3-b0:3"]);
    assert_eq!(one("b3", DARK, 4), ["throw"], "no bearing off");
}

#[test]
fn a_piece_on_the_enemy_home_row_follows_the_enemy_path_into_the_centre() {
    let one = |from: &str, side: Side, whites: u8| {
        let enemy = if side == LIGHT { ("a6", DARK, Free) } else { ("c6", LIGHT, Free) };
        after(tid(&[(from, side, Free), enemy], side), whites)
    };
    assert_eq!(one("c1", LIGHT, 2), ["c1-c3:2"]);
    assert_eq!(one("c11", LIGHT, 4), ["c11-b10:4"]);
    assert_eq!(one("a12", DARK, 1), ["a12-b12:1"]);
    assert_eq!(one("a2", DARK, 3), ["a2-a5:3"]);
}

#[test]
fn a_locked_piece_moves_only_on_a_sig_one_hole_and_is_free_after() {
    let start = || tid(&[("a5", LIGHT, Locked), ("c1", DARK, Free)], LIGHT);
    assert_eq!(after(start(), 1), ["a5-a6:1"]);
    for whites in [0, 2, 3, 4] {
        assert_eq!(after(start(), whites), ["throw"], "{whites} W");
    }
    let mut pos = start();
    throw_and_play(&mut pos, 1, "a5-a6:1");
    assert_eq!(at(&pos, "a6"), Some((LIGHT, Free)));
}

#[test]
fn at_the_start_a_sig_frees_only_a12_into_the_centre_row() {
    let mut g = game("seig-tidikelt", json!({ "seed": 2 }));
    g.play("throw:WBBB").unwrap();
    assert_eq!(g.legal_moves(), ["a12-b12:1"], "the others' next holes hold their own side [D15]");
    g.play("a12-b12:1").unwrap();
    g.play("throw:BBWB").unwrap();
    assert_eq!(g.legal_moves(), ["c12-b12:1"]);
    g.play("c12-b12:1").unwrap();
    let board = serde_json::to_value(g.board()).unwrap();
    let hole = |i: usize| (board["cells"][i].clone(), board["states"][i].clone());
    assert_eq!(hole(34), (json!(2), json!(1)), "b12 holds side 1's free piece");
    assert_eq!(hole(33), (json!(1), json!(1)), "side 0's piece went back to a12, the lowest empty hole of row a, still free");
}

#[test]
fn a_piece_on_b0_only_enters_the_enemy_row_on_a_sig() {
    let start = |side: Side, own: bool| {
        let blocker = match (side, own) {
            (LIGHT, true) => ("c1", LIGHT, Free),
            (LIGHT, false) => ("c5", DARK, Free),
            (_, true) => ("a1", DARK, Free),
            (_, false) => ("a5", LIGHT, Free),
        };
        tid(&[("b0", side, Free), blocker], side)
    };
    assert_eq!(after(start(LIGHT, false), 1), ["b0-c1:1"]);
    assert_eq!(after(start(DARK, false), 1), ["b0-a1:1"]);
    for whites in [0, 2, 3, 4] {
        assert_eq!(after(start(LIGHT, false), whites), ["throw"], "{whites} W");
    }
    assert_eq!(after(start(LIGHT, true), 1), ["c1-c2:1"], "never onto its own piece [D17]");
    assert_eq!(after(start(DARK, true), 1), ["a1-a2:1"], "never onto its own piece [D17]");
}

#[test]
fn a_centre_row_move_is_listed_once() {
    assert_eq!(after(tid(&[("b5", LIGHT, Free), ("c5", DARK, Free)], LIGHT), 2), ["b5-b3:2"], "[D18]");
    assert_eq!(after(tid(&[("a1", LIGHT, Free), ("b9", DARK, Free)], DARK), 4), ["b9-b5:4"], "[D18]");
}

#[test]
fn no_move_lands_on_its_own_side() {
    let pos = tid(&[("a1", LIGHT, Free), ("a3", LIGHT, Free), ("c1", DARK, Free)], LIGHT);
    assert_eq!(after(pos.clone(), 2), ["a3-a5:2"]);
    let mut pos = pos;
    play(&mut pos, &faces(4, 2));
    assert_eq!(pos.parse_move("a1-a3:2").unwrap_err().code(), "not-now");
}

#[test]
fn landing_on_an_enemy_in_its_own_home_row_captures_it() {
    // Side 0 along row c, its enemy path.
    let mut pos = tid(&[("c3", LIGHT, Free), ("c5", DARK, Free), ("c9", DARK, Locked)], LIGHT);
    pos.quiet_turns = 7;
    throw_and_play(&mut pos, 2, "c3-c5:2");
    assert_eq!((at(&pos, "c5"), pos.board.count(DARK), pos.quiet_turns), (Some((LIGHT, Free)), 1, 1), "taken; the count starts again");
    // Side 1 along its own row c, onto side 0's piece there: row c is not side 0's home.
    let mut pos = tid(&[("c3", DARK, Free), ("c5", LIGHT, Free), ("a9", LIGHT, Free)], DARK);
    throw_and_play(&mut pos, 2, "c3-c5:2");
    assert_eq!((at(&pos, "c5"), at(&pos, "a1"), pos.board.count(LIGHT)), (Some((DARK, Free)), Some((LIGHT, Free)), 2), "sent back to a1");
    // Side 1 along row a, its enemy path.
    let mut pos = tid(&[("a2", DARK, Free), ("a6", LIGHT, Locked), ("a1", LIGHT, Locked)], DARK);
    throw_and_play(&mut pos, 4, "a2-a6:4");
    assert_eq!((at(&pos, "a6"), pos.board.count(LIGHT)), (Some((DARK, Free)), 1));
}

#[test]
fn landing_on_an_enemy_elsewhere_sends_it_to_the_lowest_empty_hole_of_its_home_row_keeping_its_state() {
    // On the centre row; side 1's row c has c1 and c2 taken.
    let mut pos = tid(&[("a12", LIGHT, Free), ("b11", DARK, Free), ("c1", DARK, Locked), ("c2", DARK, Free)], LIGHT);
    pos.quiet_turns = 7;
    throw_and_play(&mut pos, 2, "a12-b11:2");
    assert_eq!((at(&pos, "b11"), at(&pos, "c3"), pos.board.count(DARK)), (Some((LIGHT, Free)), Some((DARK, Free)), 3));
    assert_eq!(pos.quiet_turns, 8, "a send-back is no capture");
    // On the mover's own home row [D16].
    let mut pos = tid(&[("a1", LIGHT, Free), ("a4", DARK, Free), ("c2", DARK, Free)], LIGHT);
    throw_and_play(&mut pos, 3, "a1-a4:3");
    assert_eq!((at(&pos, "a4"), at(&pos, "c1")), (Some((LIGHT, Free)), Some((DARK, Free))));
    // Entering onto a locked piece on c1: back to the lowest empty hole, still locked.
    let mut pos = tid(&[("b0", LIGHT, Free), ("c1", DARK, Locked), ("c2", DARK, Locked), ("c4", DARK, Locked)], LIGHT);
    throw_and_play(&mut pos, 1, "b0-c1:1");
    assert_eq!((at(&pos, "c1"), at(&pos, "c3"), pos.board.count(DARK)), (Some((LIGHT, Free)), Some((DARK, Locked)), 3));
    let states = serde_json::to_value(pos.board()).unwrap()["states"].clone();
    assert_eq!((states[3 * 2 + 2].clone(), states[2].clone()), (json!(0), json!(1)), "c3 locked (0), c1 free (1)");
}

#[test]
fn the_send_back_hole_is_the_lowest_empty_before_the_move() {
    // c10 is side 0's mover: it leaves row c, but c11 was the lowest empty hole before.
    let mut pieces: Vec<(String, Side, PieceState)> = (1..=9).map(|k| (format!("c{k}"), DARK, Locked)).collect();
    pieces.extend([("c10".to_string(), LIGHT, Free), ("b11".to_string(), DARK, Free)]);
    let pieces: Vec<(&str, Side, PieceState)> = pieces.iter().map(|(h, s, st)| (h.as_str(), *s, *st)).collect();
    let mut pos = tid(&pieces, LIGHT);
    throw_and_play(&mut pos, 4, "c10-b11:4");
    assert_eq!((at(&pos, "c11"), at(&pos, "c10"), at(&pos, "b11")), (Some((DARK, Free)), None, Some((LIGHT, Free))));
}

#[test]
fn with_its_home_row_full_the_piece_is_captured_instead() {
    let mut pieces: Vec<(String, Side, PieceState)> = (1..=12).map(|k| (format!("c{k}"), DARK, Locked)).collect();
    pieces.push(("b0".to_string(), LIGHT, Free));
    let pieces: Vec<(&str, Side, PieceState)> = pieces.iter().map(|(h, s, st)| (h.as_str(), *s, *st)).collect();
    let mut pos = tid(&pieces, LIGHT);
    throw_and_play(&mut pos, 1, "b0-c1:1");
    assert_eq!((at(&pos, "c1"), pos.board.count(DARK), pos.quiet_turns), (Some((LIGHT, Free)), 11, 1), "captured: the count starts again");
}

#[test]
fn nobody_throws_again_whatever_the_value() {
    for whites in 0..=4 {
        let mut pos = tid(&[("a1", LIGHT, Free), ("c1", DARK, Free)], LIGHT);
        play(&mut pos, &faces(4, whites));
        let mv = texts(&pos)[0].clone();
        play(&mut pos, &mv);
        assert_eq!(turn(&pos), (Phase::Throw, DARK, 0), "{whites} W");
    }
}

#[test]
fn taking_the_last_enemy_piece_wins() {
    let mut pos = tid(&[("c1", LIGHT, Free), ("c3", DARK, Free)], LIGHT);
    throw_and_play(&mut pos, 2, "c1-c3:2");
    assert_eq!((pos.outcome(), pos.phase()), (Some(Outcome::win(LIGHT, Reason::CapturedAll)), Phase::Over));
}

#[test]
fn a_turn_without_a_move_is_not_blocked_while_a_sig_would_move() {
    let mut g = game("seig-tidikelt", json!({ "seed": 4 }));
    g.play("throw:WWBB").unwrap();
    g.play("throw:WWWB").unwrap();
    assert_eq!((g.status().over, g.to_move(), g.history().len()), (false, LIGHT, 2), "only a sig moves a locked piece, and both sides may throw one");
}

#[test]
fn random_games_end_in_every_options_extreme_values() {
    let mut reasons = std::collections::BTreeMap::new();
    // With 1000 turns, about 3 in 10 games (4 sticks) and 2 in 3 (6 sticks) end by the limit.
    for (sticks, limit, seeds) in [(4, 20, 3), (6, 20, 3), (4, 1000, 5), (6, 1000, 5)] {
        for seed in 0..seeds {
            let mut g = game("seig-tidikelt", json!({ "sticks": sticks, "noCaptureTurns": limit, "seed": seed }));
            play_to_end(&mut *g, seed);
            let status = g.status();
            assert!(["captured-all", "no-capture-limit", "blocked"].contains(&status.reason.unwrap()), "{status:?}");
            assert_eq!(status.winner.is_some(), status.reason == Some("captured-all"), "{status:?}");
            *reasons.entry(status.reason.unwrap()).or_insert(0) += 1;
        }
    }
    assert!(reasons.len() >= 2, "games end in more than one way: {reasons:?}");
}

#[test]
fn legal_moves_hold_no_duplicates() {
    for sticks in [4, 6] {
        let mut g = game("seig-tidikelt", json!({ "sticks": sticks, "seed": sticks }));
        let mut rng = crate::core::Rng::new(9);
        for _ in 0..3000 {
            if g.status().over {
                break;
            }
            let moves = g.legal_moves();
            let mut unique = moves.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), moves.len(), "{moves:?}");
            g.play(&moves[rng.below(moves.len() as u64) as usize]).unwrap();
        }
    }
}

#[test]
fn undo_save_and_load_reproduce_the_position() {
    undo_save_and_load_reproduce("seig-tidikelt", json!({ "sticks": 6, "seed": 12 }), 200);
}

#[test]
fn bad_input_is_refused_clearly_and_changes_nothing() {
    for (options, code) in [
        (json!({ "sticks": 5 }), "bad-option-value"),
        (json!({ "sticks": 8 }), "bad-option-value"),
        (json!({ "sticks": "4" }), "bad-option-value"),
        (json!({ "noCaptureTurns": 19 }), "bad-option-value"),
        (json!({ "holes": 12 }), "unknown-option"),
        (json!({ "teamSize": 2 }), "unknown-option"),
    ] {
        let error = new_game("seig-tidikelt", options.as_object().unwrap(), 0).err().expect("refused");
        assert_eq!(error.code(), code, "{options}: {error}");
        assert!(error.to_string().contains(options.as_object().unwrap().keys().next().unwrap()), "{error}");
    }
    let mut g = game("seig-tidikelt", json!({ "seed": 5 }));
    refused_unchanged(&mut *g, "xc7", "other-variant");
    refused_unchanged(&mut *g, "free-all:7", "other-variant");
    refused_unchanged(&mut *g, "a12-b12:1", "must-throw");
    refused_unchanged(&mut *g, "throw:WWWBBB", "stick-count");
    refused_unchanged(&mut *g, "throw:WWBQ", "stick-face");
    refused_unchanged(&mut *g, "a13-b12:1", "unreadable");
    refused_unchanged(&mut *g, "c0-c1:1", "unreadable");
    refused_unchanged(&mut *g, "d1-c1:1", "unreadable");
    g.play("throw:WBBB").unwrap();
    refused_unchanged(&mut *g, "throw", "move-first");
    refused_unchanged(&mut *g, "b0-c1:1", "hole-without-piece");
    refused_unchanged(&mut *g, "a11-a12:1", "not-now");
    refused_unchanged(&mut *g, "a12-b11:2", "not-now");
    refused_unchanged(&mut *g, "xb12", "other-variant");
    assert_eq!(g.play(" A12-B12:1 ").map(|r| r.text), Ok("a12-b12:1".to_string()));
    let mut six = game("seig-tidikelt", json!({ "sticks": 6 }));
    refused_unchanged(&mut *six, "throw:WBBB", "stick-count");
    assert!(six.play("throw:WBBBBB").is_ok());
}

#[test]
fn the_computer_answers_with_a_legal_move_at_every_level() {
    computer_answers_legally("seig-tidikelt", json!({ "seed": 8 }));
    computer_answers_legally("seig-tidikelt", json!({ "sticks": 6, "seed": 3 }));
}

#[test]
fn the_evaluation_puts_material_first_and_rewards_progress_and_safety() {
    let value = |pieces: &[(&str, Side, PieceState)]| crate::search::expectimax::Chance::evaluate(&tid(pieces, LIGHT), LIGHT);
    let behind = value(&[("a1", LIGHT, Free), ("c1", DARK, Free)]);
    let ahead = value(&[("b6", LIGHT, Free), ("c1", DARK, Free)]);
    assert!(ahead > behind, "{ahead} > {behind}");
    let exposed = value(&[("a5", LIGHT, Free), ("a3", DARK, Free)]);
    let safe = value(&[("a5", LIGHT, Free), ("c3", DARK, Free)]);
    assert!(safe > exposed, "a piece an enemy can take next throw is worth less: {safe} > {exposed}");
    let more = value(&[("a1", LIGHT, Free), ("a2", LIGHT, Free), ("c1", DARK, Free)]);
    assert!(more - ahead >= (crate::search::PIECE - 2 * crate::search::POSITIONAL_CAP) as f64, "material first: {more} vs {ahead}");
    // The places counted (37 to a lap: 25 of the path, 12 of the enemy's row) and the chances of a take,
    // in positional points: 8 for a whole lap's progress, 15 for a piece surely taken.
    let points = |progress: f64, chance_taken: f64| crate::search::bounded(8.0 * progress / 37.0 - 15.0 * chance_taken, crate::search::POSITIONAL_CAP);
    let chance = |whites| crate::race::probability(4, whites);
    // a5 is place 4 of Light's path; a3, entered on the enemy's row, place 24 + 3 of Dark's, which takes a5 with a 2.
    assert!((exposed - points(4.0 - 27.0, chance(2))).abs() < 1e-9, "{exposed}");
    // b0 is the 25th place; Dark's c1, its first, is on its home row, where Light's entry from b0 takes it with a 1.
    let on_b0 = value(&[("b0", LIGHT, Free), ("c1", DARK, Free)]);
    assert!((on_b0 - points(24.0, -chance(1))).abs() < 1e-9, "{on_b0}");
}


#[test]
fn a_step_passes_the_holes_of_the_row_its_piece_stands_on() {
    let pos = tid(&[("a11", LIGHT, Free), ("c12", LIGHT, Free), ("b0", LIGHT, Free), ("b2", DARK, Free), ("c1", DARK, Locked)], LIGHT);
    assert_eq!(hop_path(&pos, "a11", 3), "a11 a12 b12 b11", "its own path");
    assert_eq!(hop_path(&pos, "c12", 2), "c12 b12 b11", "the enemy path, entered");
    assert_eq!(hop_path(&pos, "b0", 1), "b0 c1", "an entry, straight onto the enemy's first hole");
    assert_eq!(hop_path(&pos, "b2", 2), "b2 b1 b0");
}
