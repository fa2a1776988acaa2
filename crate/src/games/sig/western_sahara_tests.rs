//! Western Sahara (RULES.md 7.3).

use super::board::PieceState;
use super::tests::*;
use super::western_sahara::WesternSahara;
use super::Sig;
use crate::core::{Outcome, Phase, Reason, Side};
use crate::registry::new_game;
use crate::rules::Rules;
use serde_json::json;

fn sahara(pieces: &[(&str, Side, PieceState)], side: Side) -> Sig<WesternSahara> {
    position::<WesternSahara>(json!({}), pieces, side)
}

/// A throw worth `value`: the fewest W that give it.
fn worth(value: u8) -> String {
    let whites = [8, 1, 6, 5, 4, 5, 6, 1, 8].iter().position(|&v| v == value).expect("a value of the table") as u8;
    faces(8, whites)
}

#[test]
fn four_seats_alternate_sides_and_every_piece_starts_free() {
    let mut g = game("seig-western-sahara", json!({ "seed": 2 }));
    let board = serde_json::to_value(g.board()).unwrap();
    assert_eq!(board["states"], json!([vec![1; 20], vec![0; 40], vec![1; 20]].concat()), "no locking");
    assert_eq!((g.status().pieces, board["sticks"].clone()), ([20, 20], json!(8)));
    let mut seats = Vec::new();
    for _ in 0..5 {
        seats.push((g.to_move().index(), g.seat()));
        // Three W are worth 5, which stops the throwing; then the one move spends it.
        g.play("throw:WWWBBBBB").unwrap();
        let first = g.legal_moves()[0].clone();
        g.play(&first).unwrap();
    }
    assert_eq!(seats, [(0, 0), (1, 0), (0, 1), (1, 1), (0, 0)]);
}

#[test]
fn the_table_gives_8_1_6_5_4_and_a_1_or_a_4_throws_again() {
    for (whites, value) in [(0, 8), (1, 1), (2, 6), (3, 5), (4, 4), (5, 5), (6, 6), (7, 1), (8, 8)] {
        let mut pos = sahara(&[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
        play(&mut pos, &faces(8, whites));
        assert_eq!(pos.pool(), [value], "{whites} W");
        let again = matches!(value, 1 | 4);
        assert_eq!(turn(&pos), (if again { Phase::Throw } else { Phase::Spend }, LIGHT, 0), "{whites} W");
        if !again {
            assert_eq!(texts(&pos), [format!("a1-{}:{value}", ["", "a2", "", "", "", "a6", "a7", "", "a9"][value as usize])]);
        }
    }
}

#[test]
fn the_worked_example_of_7_8() {
    let mut g = game("seig-western-sahara", json!({ "holes": 20, "seed": 1 }));
    for throw in ["throw:WBBBBBBB", "throw:WWWWBBBB", "throw:WWBBBBBB"] {
        g.play(throw).unwrap();
    }
    assert_eq!((g.to_move(), g.seat(), g.phase()), (LIGHT, 0, Phase::Spend));
    assert_eq!(g.pool(), [1, 4, 6]);
    assert_eq!(g.legal_moves(), ["a20-b15:6", "a20-b17:4", "a20-b20:1"]);
    g.play("a20-b15:6").unwrap();
    assert_eq!(g.pool(), [1, 4]);
    assert_eq!(g.legal_moves(), ["a19-b18:4", "b15-b11:4", "a19-a20:1", "b15-b14:1"]);
    assert_eq!((g.to_move(), g.seat()), (LIGHT, 0), "the same seat spends on");
}

#[test]
fn the_path_is_the_same_for_every_size_24_and_25_included() {
    for holes in [20, 24, 25] {
        let mut g = game("seig-western-sahara", json!({ "holes": holes, "seed": 1 }));
        g.play("throw:WWWBBBBB").unwrap();
        assert_eq!(g.legal_moves(), [format!("a{holes}-b{}:5", holes - 4)], "{holes}");
        g.play(&g.legal_moves()[0].clone()).unwrap();
        g.play("throw:WWWBBBBB").unwrap();
        assert_eq!(g.legal_moves(), ["d1-c5:5"], "{holes}: side 1 runs d{holes}..d1, then c1..");
    }
}

#[test]
fn no_piece_passes_a_friend_but_enemies_are_jumped() {
    let mut pos = sahara(&[("a1", LIGHT, Free), ("a4", LIGHT, Free), ("a2", DARK, Free), ("d20", DARK, Free)], LIGHT);
    play(&mut pos, &worth(5));
    assert_eq!(texts(&pos), ["a4-a9:5"], "a1 would pass a4; a4 jumps nothing of its own");
    let mut pos = sahara(&[("a1", LIGHT, Free), ("a6", LIGHT, Free), ("a3", DARK, Free), ("d20", DARK, Free)], LIGHT);
    play(&mut pos, &worth(5));
    assert_eq!(texts(&pos), ["a6-a11:5"], "a1 would land on its friend on a6");
    play(&mut pos, "a6-a11:5");
    play(&mut pos, &worth(5));
    play(&mut pos, "d20-d15:5");
    play(&mut pos, &worth(5));
    assert!(texts(&pos).contains(&"a1-a6:5".to_string()), "a1 jumps the enemy on a3: {:?}", texts(&pos));
}

#[test]
fn landing_on_an_enemy_takes_it_except_on_the_takers_own_home_row() {
    for (from, to) in [("b7", "b2"), ("c1", "c6"), ("d10", "d5")] {
        let mut pos = sahara(&[(from, LIGHT, Free), (to, DARK, Free), ("a20", DARK, Free)], LIGHT);
        play(&mut pos, &worth(5));
        play(&mut pos, &format!("{from}-{to}:5"));
        assert_eq!((at(&pos, to), pos.board.count(DARK)), (Some((LIGHT, Free)), 1), "{from}-{to}");
    }
    // Side 1's piece that reached row a is safe there.
    let mut pos = sahara(&[("a1", LIGHT, Free), ("a6", DARK, Free), ("d1", DARK, Free)], LIGHT);
    play(&mut pos, &worth(5));
    assert_eq!(texts(&pos), ["throw"], "no move: a1 may not take on a6, so the turn passed");
    assert_eq!(turn(&pos), (Phase::Throw, DARK, 0));
    // A side-0 piece still on its own home row can be taken by side 1.
    let mut pos = sahara(&[("a1", LIGHT, Free), ("d20", LIGHT, Free), ("b1", DARK, Free)], DARK);
    play(&mut pos, &worth(1));
    play(&mut pos, &worth(5));
    assert!(texts(&pos).contains(&"b1-a1:1".to_string()), "{:?}", texts(&pos));
    play(&mut pos, "b1-a1:1");
    assert_eq!(pos.board.count(LIGHT), 1);
}

#[test]
fn the_pool_is_spent_in_any_order_and_what_cannot_move_is_lost() {
    let mut pos = sahara(&[("b20", LIGHT, Free), ("d20", DARK, Free)], LIGHT);
    for value in [1, 4, 6] {
        play(&mut pos, &worth(value));
    }
    assert_eq!(texts(&pos), ["b20-b14:6", "b20-b16:4", "b20-b19:1"]);
    play(&mut pos, "b20-b19:1");
    assert_eq!((pos.pool(), turn(&pos)), (vec![4, 6], (Phase::Spend, LIGHT, 0)));
    play(&mut pos, "b19-b15:4");
    play(&mut pos, "b15-b9:6");
    assert_eq!((pos.pool(), turn(&pos)), (vec![], (Phase::Throw, DARK, 0)), "spent: the turn passes");
    // d2 can spend the 1 but never the 6: the 6 is lost once the 1 is spent.
    let mut pos = sahara(&[("d2", LIGHT, Free), ("c5", DARK, Free)], LIGHT);
    play(&mut pos, &worth(1));
    play(&mut pos, &worth(6));
    assert_eq!(texts(&pos), ["d2-d1:1"]);
    play(&mut pos, "d2-d1:1");
    assert_eq!((pos.pool(), turn(&pos)), (vec![], (Phase::Throw, DARK, 0)));
}

#[test]
fn taking_the_last_piece_wins_at_once() {
    let mut pos = sahara(&[("b7", LIGHT, Free), ("b2", DARK, Free)], LIGHT);
    play(&mut pos, &worth(1));
    play(&mut pos, &worth(5));
    play(&mut pos, "b7-b2:5");
    assert_eq!(pos.outcome(), Some(Outcome::win(LIGHT, Reason::CapturedAll)), "even with a 1 left to spend");
}

#[test]
fn when_every_piece_has_arrived_the_count_decides() {
    let mut pos = sahara(&[("c20", LIGHT, Free), ("d1", LIGHT, Free), ("a1", DARK, Free)], LIGHT);
    play(&mut pos, &worth(5));
    play(&mut pos, "c20-d16:5");
    assert_eq!(pos.outcome(), Some(Outcome::win(LIGHT, Reason::Count)), "2 pieces against 1");
    let mut pos = sahara(&[("c20", LIGHT, Free), ("a1", DARK, Free)], LIGHT);
    play(&mut pos, &worth(5));
    play(&mut pos, "c20-d16:5");
    assert_eq!(pos.outcome(), Some(Outcome::draw(Reason::Count)));
    let mut pos = sahara(&[("c20", LIGHT, Free), ("a1", DARK, Free), ("a2", DARK, Free), ("b1", DARK, Free)], LIGHT);
    play(&mut pos, &worth(5));
    play(&mut pos, "c20-d16:5");
    assert_eq!(pos.outcome(), None, "b1 has not arrived");
}

#[test]
fn the_game_length_ends_are_decided_by_count() {
    let mut pos = position::<WesternSahara>(json!({ "noCaptureTurns": 20 }), &[("a1", LIGHT, Free), ("a2", LIGHT, Free), ("d20", DARK, Free)], LIGHT);
    pos.quiet_turns = 19;
    play(&mut pos, &worth(5));
    play(&mut pos, "a2-a7:5");
    assert_eq!(pos.outcome(), Some(Outcome::win(LIGHT, Reason::NoCaptureLimit)));
    // Frozen: each side's pieces fill its path's end, and the one behind may
    // not pass them; side 1 has one more.
    let row = |letter: char, side: Side| (1..=20).map(move |k| (format!("{letter}{k}"), side, Free));
    let frozen: Vec<(String, Side, PieceState)> = row('d', LIGHT)
        .chain(row('a', DARK))
        .chain([("c20".to_string(), LIGHT, Free), ("b1".to_string(), DARK, Free), ("b2".to_string(), DARK, Free)])
        .collect();
    let frozen: Vec<(&str, Side, PieceState)> = frozen.iter().map(|(name, side, state)| (name.as_str(), *side, *state)).collect();
    let mut pos = sahara(&frozen, LIGHT);
    play(&mut pos, &worth(5));
    assert_eq!(pos.outcome(), Some(Outcome::win(DARK, Reason::Blocked)), "22 pieces against 21");
}

#[test]
fn random_games_end_in_every_options_extreme_values() {
    for (holes, limit, seed) in [(20, 20, 1), (25, 20, 2), (20, 1000, 3), (25, 1000, 4)] {
        let mut g = game("seig-western-sahara", json!({ "holes": holes, "noCaptureTurns": limit, "seed": seed }));
        play_to_end(&mut *g, seed);
        let status = g.status();
        assert!(["captured-all", "count", "no-capture-limit", "blocked"].contains(&status.reason.unwrap()), "{status:?}");
    }
}

#[test]
fn undo_save_and_load_reproduce_the_position() {
    undo_save_and_load_reproduce("seig-western-sahara", json!({ "holes": 25, "seed": 12 }), 120);
}

#[test]
fn bad_input_is_refused_and_the_computer_answers_legally() {
    for (options, code) in [(json!({ "holes": 19 }), "bad-option-value"), (json!({ "holes": 26 }), "bad-option-value"), (json!({ "teamSize": 2 }), "unknown-option")] {
        assert_eq!(new_game("seig-western-sahara", options.as_object().unwrap(), 0).err().expect("refused").code(), code, "{options}");
    }
    let mut g = game("seig-western-sahara", json!({ "seed": 3 }));
    refused_unchanged(&mut *g, "xc7", "other-variant");
    refused_unchanged(&mut *g, "free-all:7", "other-variant");
    refused_unchanged(&mut *g, "throw:WWWBBB", "stick-count");
    g.play("throw:WWWBBBBB").unwrap();
    refused_unchanged(&mut *g, "a19-b15:5", "not-now");
    computer_answers_legally("seig-western-sahara", json!({ "seed": 9 }));
}

#[test]
fn the_evaluation_sees_a_piece_on_the_enemy_home_row_as_safe() {
    use crate::search::expectimax::Chance;
    // Side 1's piece two holes past a side-0 piece: on row b it can be taken, on row a it cannot.
    let exposed = sahara(&[("b20", LIGHT, Free), ("b18", DARK, Free)], LIGHT).evaluate(DARK);
    let safe = sahara(&[("a1", LIGHT, Free), ("a3", DARK, Free)], LIGHT).evaluate(DARK);
    assert!(safe > exposed, "{safe} > {exposed}");
    let more = sahara(&[("a1", LIGHT, Free), ("a3", DARK, Free), ("a4", DARK, Free)], LIGHT).evaluate(DARK);
    assert!(more - safe >= (crate::search::PIECE - 2 * crate::search::POSITIONAL_CAP) as f64, "material first: {more} vs {safe}");
    // Its places and chances, in positional points (8 for the whole path of 80, 15 for a piece surely
    // taken): Light's b20 is place 20, Dark's b15 place 45, which Light's 5 (3 or 5 W) takes on row b.
    let taken_by_a_5 = crate::race::probability(8, 3) + crate::race::probability(8, 5);
    let points = crate::search::bounded(8.0 * (20.0 - 45.0) / 80.0 + 15.0 * taken_by_a_5, crate::search::POSITIONAL_CAP);
    let value = sahara(&[("b20", LIGHT, Free), ("b15", DARK, Free)], LIGHT).evaluate(LIGHT);
    assert!((value - points).abs() < 1e-9, "{value} against {points}");
}
