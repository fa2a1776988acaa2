//! Mauritania (RULES.md 7.2, the worked example of 7.8, D5-D10).

use super::board::PieceState;
use super::mauritania::Mauritania;
use super::tests::*;
use super::{Sig, Variant};
use crate::core::{Outcome, Phase, Reason, Side};
use crate::race::ThrowKind;
use crate::registry::new_game;
use crate::rules::Rules;
use serde_json::json;

const RETURNING: PieceState = PieceState::Returning;
const CIRCLING: PieceState = PieceState::Circling;

/// A position on 4 x 10 holes with only `pieces`, seat 0 of `side` to throw.
fn mau(pieces: &[(&str, Side, PieceState)], side: Side) -> Sig<Mauritania> {
    let mut pos = position::<Mauritania>(json!({ "teamSize": 1, "holes": 10 }), pieces, side);
    pos.rules.follow(&pos.board);
    pos
}

/// A throw of `value` W.
fn throw(value: u8) -> String {
    faces(8, value)
}

/// The moves of `pieces` after a throw of `value`.
fn moves_of(pieces: &[(&str, Side, PieceState)], side: Side, value: u8) -> Vec<String> {
    let mut pos = mau(pieces, side);
    play(&mut pos, &throw(value));
    texts(&pos)
}

/// One piece of each side far from each other, for a side to move alone.
fn with_enemy_far(piece: (&'static str, Side, PieceState)) -> Vec<(&'static str, Side, PieceState)> {
    let far = if piece.1 == LIGHT { "a10" } else { "d10" };
    vec![piece, (far, piece.1.opponent(), Locked)]
}

#[test]
fn each_side_starts_locked_on_its_home_row_with_eight_sticks() {
    let g = game("seig-mauritania", json!({ "holes": 10 }));
    let board = serde_json::to_value(g.board()).unwrap();
    let row = |value: u8| vec![json!(value); 10];
    assert_eq!(board["cells"].as_array().unwrap().clone(), [row(1), row(0), row(0), row(2)].concat());
    assert_eq!(board["states"], json!(vec![0; 40]), "every piece locked");
    assert_eq!((board["rows"].clone(), board["columns"].clone(), board["sticks"].clone()), (json!(4), json!(10), json!(8)));
    assert_eq!((g.status().pieces, g.phase(), g.to_move(), g.seat()), ([10, 10], Phase::Throw, LIGHT, 0));
    assert_eq!(g.legal_moves(), ["throw"]);
    assert_eq!(g.pool(), Vec::<u8>::new());
    let big = game("seig-mauritania", json!({ "holes": 30, "teamSize": 6 }));
    let board = serde_json::to_value(big.board()).unwrap();
    assert_eq!((board["cells"].as_array().unwrap().len(), big.status().pieces), (120, [30, 30]), "4 x 30 holes");
}

#[test]
fn options_are_team_size_1_to_6_and_holes_10_to_30() {
    let info = crate::registry::rulesets().into_iter().find(|i| i.id == "seig-mauritania").expect("registered");
    assert_eq!(info.options, *json!({ "teamSize": 2, "holes": 20, "noCaptureTurns": 1000 }).as_object().unwrap());
    assert_eq!((info.forms["teamSize"].clone(), info.forms["holes"].clone()), (json!({ "min": 1, "max": 6 }), json!({ "min": 10, "max": 30 })));
    assert!(info.capabilities.teams);
    for (options, code) in [
        (json!({ "teamSize": 0 }), "bad-option-value"),
        (json!({ "teamSize": 7 }), "bad-option-value"),
        (json!({ "holes": 9 }), "bad-option-value"),
        (json!({ "holes": 31 }), "bad-option-value"),
        (json!({ "holes": 20.5 }), "bad-option-value"),
        (json!({ "noCaptureTurns": 19 }), "bad-option-value"),
        (json!({ "sticks": 6 }), "unknown-option"),
        (json!({ "firstSide": 1 }), "unknown-option"),
    ] {
        let error = new_game("seig-mauritania", options.as_object().unwrap(), 0).err().expect("refused");
        assert_eq!(error.code(), code, "{options}: {error}");
        assert!(error.to_string().contains(options.as_object().unwrap().keys().next().unwrap()), "{error}");
    }
}

#[test]
fn seats_alternate_sides_round_the_teams() {
    for team_size in [1u8, 3, 6] {
        let mut g = game("seig-mauritania", json!({ "teamSize": team_size }));
        let mut seats = vec![(g.to_move(), g.seat())];
        for _ in 0..2 * team_size {
            g.play("throw:BBBBBBBB").unwrap();
            seats.push((g.to_move(), g.seat()));
        }
        let expected: Vec<(Side, u8)> = (0..=2 * team_size).map(|i| (if i % 2 == 0 { LIGHT } else { DARK }, (i / 2) % team_size)).collect();
        assert_eq!(seats, expected, "team size {team_size}");
    }
}

#[test]
fn the_value_is_the_number_of_w_and_0_gives_no_move() {
    for value in 1..=8u8 {
        let mut pos = mau(&with_enemy_far(("b1", LIGHT, Free)), LIGHT);
        play(&mut pos, &throw(value));
        let expected = format!("b1-b{}:{value}", 1 + value);
        assert!(texts(&pos).contains(&expected), "{value}: {:?}", texts(&pos));
    }
    let mut pos = mau(&with_enemy_far(("b1", LIGHT, Free)), LIGHT);
    play(&mut pos, &throw(0));
    assert_eq!(turn(&pos), (Phase::Throw, DARK, 0), "0 moves nothing and the turn passes");
    let table = pos.throw_table().expect("a table");
    assert_eq!(table.rows.iter().map(|r| (r.value.unwrap(), r.ways)).collect::<Vec<_>>(), [(0, 1), (1, 8), (2, 28), (3, 56), (4, 70), (5, 56), (6, 28), (7, 8), (8, 1)]);
}

#[test]
fn main_paths_run_as_rule_3_says() {
    let layout = crate::games::sig::board::Layout::FourRows(10);
    let names = |side| Mauritania::routes(layout, side)[0].holes.iter().map(|&h| layout.name(h)).collect::<Vec<_>>().join(" ");
    let row = |r: char, up: bool| {
        let mut holes: Vec<String> = (1..=10).map(|k| format!("{r}{k}")).collect();
        if !up {
            holes.reverse();
        }
        holes.join(" ")
    };
    assert_eq!(names(LIGHT), [row('a', false), row('b', true), row('c', false), row('d', true)].join(" "));
    assert_eq!(names(DARK), [row('d', false), row('c', true), row('b', false), row('a', true)].join(" "));
    // Through the moves, with the row changes and the end of the path.
    for (side, from, value, to) in [
        (LIGHT, "a3", 3, "b1"),
        (LIGHT, "b9", 3, "c9"),
        (LIGHT, "c2", 3, "d2"),
        (DARK, "d2", 3, "c2"),
        (DARK, "c9", 3, "b9"),
        (DARK, "b2", 3, "a2"),
    ] {
        assert_eq!(moves_of(&with_enemy_far((from, side, Free)), side, value), [format!("{from}-{to}:{value}")]);
    }
    let pieces = [("d8", LIGHT, Free), ("a10", DARK, Locked)];
    assert_eq!(moves_of(&pieces, LIGHT, 2), ["d8-d10:2"]);
    assert_eq!(moves_of(&pieces, LIGHT, 3), ["throw"], "no bearing off: the next seat throws");
}

#[test]
fn a_locked_piece_moves_one_hole_only_on_a_1_or_an_8_and_is_then_free() {
    let start = [("a5", LIGHT, Locked), ("d10", DARK, Locked)];
    assert_eq!(moves_of(&start, LIGHT, 1), ["a5-a4:1"]);
    assert_eq!(moves_of(&start, LIGHT, 8), ["a5-a4:1"], "no locked piece jumps 8 [D5]");
    for value in 2..=7 {
        assert_eq!(moves_of(&start, LIGHT, value), ["throw"], "{value} moves no locked piece");
    }
    let mut pos = mau(&start, LIGHT);
    play(&mut pos, &throw(1));
    play(&mut pos, "a5-a4:1");
    assert_eq!(at(&pos, "a4"), Some((LIGHT, Free)));
}

#[test]
fn a_piece_reaching_the_enemy_home_row_is_returning() {
    for (side, from, to) in [(LIGHT, "c1", "d1"), (DARK, "b1", "a1")] {
        let mut pos = mau(&with_enemy_far((from, side, Free)), side);
        play(&mut pos, &throw(1));
        play(&mut pos, &format!("{from}-{to}:1"));
        assert_eq!(at(&pos, to), Some((side, RETURNING)), "{from}-{to}");
        let states = serde_json::to_value(pos.board()).unwrap()["states"].clone();
        assert_eq!(states[pos.board.layout.parse(to).unwrap()], json!(2), "states says returning");
    }
    // Its own home row leaves it free.
    let mut pos = mau(&with_enemy_far(("a3", LIGHT, Free)), LIGHT);
    play(&mut pos, &throw(2));
    play(&mut pos, "a3-a1:2");
    assert_eq!(at(&pos, "a1"), Some((LIGHT, Free)));
}

#[test]
fn on_the_main_path_a_middle_row_enemy_locked_or_free_is_taken_and_home_rows_must_be_empty() {
    for state in [Locked, Free] {
        let mut pos = mau(&[("b2", LIGHT, Free), ("b5", DARK, state), ("d10", DARK, Locked)], LIGHT);
        play(&mut pos, &throw(3));
        play(&mut pos, "b2-b5:3");
        assert_eq!((at(&pos, "b5"), pos.board.count(DARK)), (Some((LIGHT, Free)), 1), "{state:?} taken");
    }
    for state in [RETURNING, CIRCLING] {
        assert_eq!(moves_of(&[("b2", LIGHT, Free), ("b5", DARK, state), ("d10", DARK, Locked)], LIGHT, 3), ["throw"], "a {state:?} enemy is safe [D7]");
    }
    // Home rows [D10]: an enemy there blocks, as an own piece does anywhere.
    assert_eq!(moves_of(&[("c2", LIGHT, Free), ("d2", DARK, Locked)], LIGHT, 3), ["throw"]);
    assert_eq!(moves_of(&[("b2", DARK, Free), ("a2", LIGHT, Free)], DARK, 3), ["throw"]);
    assert_eq!(moves_of(&[("b2", LIGHT, Free), ("b5", LIGHT, Free), ("d10", DARK, Locked)], LIGHT, 3), ["b5-b8:3"]);
}

#[test]
fn a_4_throws_again_after_a_move_and_after_no_move_and_no_other_value_does() {
    let mut pos = mau(&with_enemy_far(("b1", LIGHT, Free)), LIGHT);
    play(&mut pos, &throw(4));
    play(&mut pos, "b1-b5:4");
    assert_eq!(turn(&pos), (Phase::Throw, LIGHT, 0), "a 4 throws again");
    let mut pos = mau(&[("a5", LIGHT, Locked), ("d10", DARK, Locked)], LIGHT);
    play(&mut pos, &throw(4));
    assert_eq!(turn(&pos), (Phase::Throw, LIGHT, 0), "a 4 that moves nothing throws again");
    for value in [1, 2, 3, 5, 6, 7, 8] {
        let mut pos = mau(&with_enemy_far(("b1", LIGHT, Free)), LIGHT);
        play(&mut pos, &throw(value));
        play(&mut pos, &format!("b1-b{}:{value}", 1 + value));
        assert_eq!(turn(&pos), (Phase::Throw, DARK, 0), "{value} passes the turn");
    }
}

#[test]
fn worked_example_an_8_at_the_start_is_a_series_of_single_steps() {
    let mut g = game("seig-mauritania", json!({ "teamSize": 1, "holes": 12, "seed": 2 }));
    g.play("throw:WWWWWWWW").unwrap();
    assert_eq!(g.legal_moves(), ["a1-b1:1"], "no locked piece may jump 8");
    g.play("a1-b1:1").unwrap();
    for k in 2..=8 {
        assert_eq!((g.phase(), g.to_move()), (Phase::Spend, LIGHT), "the series goes on without throws");
        assert_eq!(g.legal_moves(), [format!("a{k}-a{}:1", k - 1)], "b1 may not step again");
        g.play(&format!("a{k}-a{}:1", k - 1)).unwrap();
    }
    assert_eq!((g.phase(), g.to_move(), g.seat()), (Phase::Throw, DARK, 0), "after the 8th step the turn passes: no extra throw");
    let history = g.history();
    assert_eq!(history.len(), 9);
}

#[test]
fn an_8_moves_a_free_piece_8_or_begins_a_series_and_moves_returning_and_circling_pieces_8() {
    let pieces = [("a1", LIGHT, Locked), ("b5", LIGHT, Free), ("d5", LIGHT, RETURNING), ("c9", LIGHT, CIRCLING), ("a10", DARK, Locked)];
    let mut moves = moves_of(&pieces, LIGHT, 8);
    moves.sort();
    assert_eq!(moves, ["a1-b1:1", "b5-b6:1", "b5-c8:8", "c9-b4:8", "d5-c4:8"]);
    // A series started: only single steps, by pieces that have not stepped [D5, D6].
    let mut pos = mau(&pieces, LIGHT);
    play(&mut pos, &throw(8));
    play(&mut pos, "a1-b1:1");
    assert_eq!(texts(&pos), ["b5-b6:1"]);
    play(&mut pos, "b5-b6:1");
    assert_eq!(turn(&pos), (Phase::Throw, DARK, 0), "with no step left the series ends and the turn passes, nothing carried [D6]");
    // The free piece's 8 ends the turn.
    let mut pos = mau(&pieces, LIGHT);
    play(&mut pos, &throw(8));
    play(&mut pos, "b5-c8:8");
    assert_eq!(turn(&pos), (Phase::Throw, DARK, 0));
}

#[test]
fn a_series_step_takes_as_rule_5_says_and_the_series_is_the_seats_own() {
    let mut g = game("seig-mauritania", json!({ "teamSize": 2, "holes": 10, "seed": 1 }));
    g.play("throw:WBBBBBBB").unwrap();
    g.play("a1-b1:1").unwrap();
    g.play("throw:WBBBBBBB").unwrap();
    g.play("d1-c1:1").unwrap();
    // Side 0's second seat throws an 8.
    g.play("throw:WWWWWWWW").unwrap();
    assert_eq!((g.to_move(), g.seat()), (LIGHT, 1));
    let mut moves = g.legal_moves();
    moves.sort();
    assert_eq!(moves, ["a2-a1:1", "b1-b2:1", "b1-b9:8"]);
    g.play("b1-b2:1").unwrap();
    assert_eq!(g.legal_moves(), ["a2-a1:1"]);
    g.play("a2-a1:1").unwrap();
    assert_eq!(g.legal_moves(), ["a3-a2:1"], "a1 stepped already as a2's piece");
    for _ in 3..=8 {
        let only = g.legal_moves();
        assert_eq!(only.len(), 1, "{only:?}");
        g.play(&only[0]).unwrap();
    }
    assert_eq!((g.phase(), g.to_move(), g.seat()), (Phase::Throw, DARK, 1), "the next seat throws");
}

#[test]
fn returning_pieces_follow_the_return_path_and_circle_once_in_the_middle_rows() {
    for (side, from, value, to, state) in [
        (LIGHT, "d9", 3, "d6", RETURNING),
        (LIGHT, "d2", 3, "c2", CIRCLING),
        (DARK, "a9", 3, "a6", RETURNING),
        (DARK, "a2", 3, "b2", CIRCLING),
    ] {
        let mut pos = mau(&with_enemy_far((from, side, RETURNING)), side);
        play(&mut pos, &throw(value));
        assert_eq!(texts(&pos), [format!("{from}-{to}:{value}")]);
        play(&mut pos, &format!("{from}-{to}:{value}"));
        assert_eq!(at(&pos, to), Some((side, state)), "{from}-{to}");
    }
    // The return path is the enemy's first 3N places: a returning piece on
    // its last (b1, where no game brings one) goes no further.
    let moves = moves_of(&[("b1", LIGHT, RETURNING), ("a5", LIGHT, Free), ("a10", DARK, Locked)], LIGHT, 1);
    assert!(!moves.is_empty() && moves.iter().all(|m| !m.starts_with("b1")), "{moves:?}");
    // In a home row the landing hole must be empty, an enemy's too.
    assert_eq!(moves_of(&[("d9", LIGHT, RETURNING), ("d6", DARK, Locked)], LIGHT, 3), ["throw"]);
    // In a middle row: a locked or free enemy is taken, a returning or circling one blocks [D7].
    for (state, taken) in [(Locked, true), (Free, true), (CIRCLING, false)] {
        let moves = moves_of(&[("d2", LIGHT, RETURNING), ("c2", DARK, state), ("a10", DARK, Locked)], LIGHT, 3);
        assert_eq!(moves == ["d2-c2:3"], taken, "{state:?}: {moves:?}");
    }
    let mut pos = mau(&[("d2", LIGHT, RETURNING), ("c2", DARK, Free), ("a10", DARK, Locked)], LIGHT);
    play(&mut pos, &throw(3));
    play(&mut pos, "d2-c2:3");
    assert_eq!((at(&pos, "c2"), pos.board.count(DARK)), (Some((LIGHT, CIRCLING)), 1));
}

#[test]
fn a_step_passes_the_holes_of_the_path_its_piece_is_on() {
    let path = |from: &'static str, side: Side, state: PieceState, by: u8| hop_path(&mau(&with_enemy_far((from, side, state)), side), from, by);
    assert_eq!(path("a2", LIGHT, Free, 3), "a2 a1 b1 b2", "the main path");
    assert_eq!(path("d2", LIGHT, RETURNING, 3), "d2 d1 c1 c2", "the return path, into the circuit");
    assert_eq!(path("b2", LIGHT, CIRCLING, 3), "b2 b1 c1 c2", "round the circuit's end");
    assert_eq!(path("c9", LIGHT, CIRCLING, 3), "c9 c10 b10 b9");
    assert_eq!(path("b9", DARK, CIRCLING, 3), "b9 b10 c10 c9", "side 1 the other way round");
}

#[test]
fn circling_pieces_go_round_the_middle_rows_for_ever() {
    for (side, from, value, to) in [(LIGHT, "b1", 1, "c1"), (LIGHT, "b2", 3, "c2"), (LIGHT, "c9", 3, "b9"), (DARK, "c1", 1, "b1"), (DARK, "c2", 3, "b2"), (DARK, "b9", 3, "c9")] {
        let mut pos = mau(&with_enemy_far((from, side, CIRCLING)), side);
        play(&mut pos, &throw(value));
        assert_eq!(texts(&pos), [format!("{from}-{to}:{value}")], "{side:?}");
        play(&mut pos, &format!("{from}-{to}:{value}"));
        assert_eq!(at(&pos, to), Some((side, CIRCLING)));
    }
    for (state, taken) in [(Locked, true), (Free, true), (RETURNING, false), (CIRCLING, false)] {
        let moves = moves_of(&[("b2", LIGHT, CIRCLING), ("c2", DARK, state), ("d10", DARK, Locked)], LIGHT, 3);
        assert_eq!(moves == ["b2-c2:3"], taken, "{state:?}: {moves:?}");
    }
    assert_eq!(moves_of(&[("b2", LIGHT, CIRCLING), ("c2", LIGHT, CIRCLING), ("d10", DARK, Locked)], LIGHT, 3), ["c2-c5:3"]);
}

#[test]
fn returned_pieces_are_never_taken() {
    // Side 1's free piece could reach each of them; none of the moves lands there [D7].
    for state in [RETURNING, CIRCLING] {
        assert_eq!(moves_of(&[("c3", DARK, Free), ("c5", LIGHT, state), ("a1", LIGHT, Locked)], DARK, 2), ["throw"], "{state:?}");
    }
}

#[test]
fn when_every_piece_has_come_back_each_4_removes_an_enemy_and_throws_again() {
    // The move that brings the last piece back starts the removal phase with the next ply.
    let mut pos = mau(&[("d2", LIGHT, RETURNING), ("b7", DARK, CIRCLING), ("c8", DARK, CIRCLING)], LIGHT);
    assert_eq!(pos.phase(), Phase::Throw);
    play(&mut pos, &throw(3));
    play(&mut pos, "d2-c2:3");
    assert_eq!(turn(&pos), (Phase::Endgame, DARK, 0), "the removal phase shows as endgame while throwing");
    for value in [0, 1, 2, 3, 5, 6, 7, 8] {
        let mut other = pos.clone();
        play(&mut other, &throw(value));
        assert_eq!(turn(&other), (Phase::Endgame, LIGHT, 0), "{value} is a no move");
    }
    play(&mut pos, &throw(4));
    assert_eq!((texts(&pos), pos.phase()), (vec!["xc2".to_string()], Phase::Endgame));
    let mut pos = mau(&[("c2", LIGHT, CIRCLING), ("c5", LIGHT, CIRCLING), ("b7", DARK, CIRCLING), ("c8", DARK, CIRCLING)], LIGHT);
    pos.quiet_turns = 7;
    assert_eq!(pos.phase(), Phase::Endgame);
    play(&mut pos, &throw(4));
    assert_eq!(texts(&pos), ["xb7", "xc8"]);
    let holes: Vec<Option<String>> = pos.legal().into_iter().map(|mv| pos.move_parts(mv).to).collect();
    assert_eq!(holes, [Some("b7".to_string()), Some("c8".to_string())], "a removal's hole is the place it acts on");
    assert_eq!(pos.parse_move("c2-c5:3").unwrap_err().code(), "not-now");
    play(&mut pos, "xc8");
    assert_eq!((pos.board.count(DARK), turn(&pos)), (1, (Phase::Endgame, LIGHT, 0)), "a 4 throws again in the removal phase [D9]");
    assert_eq!(pos.quiet_turns, 0, "a removal is a capture (7.1.7)");
    play(&mut pos, &throw(4));
    play(&mut pos, "xb7");
    assert_eq!((pos.outcome(), pos.phase()), (Some(Outcome::win(LIGHT, Reason::CapturedAll)), Phase::Over));
}

/// The kind each value's throw reports in `pos`, and the kinds and phase of its table.
fn throw_kinds(pos: &Sig<Mauritania>) -> (Vec<ThrowKind>, Vec<ThrowKind>, bool) {
    let reported = (0..=8)
        .map(|value| {
            let mut after = pos.clone();
            let mv = after.parse_move(&throw(value)).unwrap();
            let played = after.play(mv);
            pos.move_facts(mv, played, &after).throw.expect("a throw").kind
        })
        .collect();
    let table = pos.throw_table().expect("a table");
    (reported, table.rows.iter().map(|row| row.kind).collect(), table.endgame)
}

#[test]
fn in_the_removal_phase_a_4_reports_that_it_removes_and_any_other_throw_that_it_removes_nothing() {
    let removal: Vec<ThrowKind> = (0..=8).map(|value| if value == 4 { ThrowKind::Removes } else { ThrowKind::RemovesNothing }).collect();
    let pos = mau(&[("c2", LIGHT, CIRCLING), ("b7", DARK, CIRCLING)], LIGHT);
    assert_eq!(throw_kinds(&pos), (removal.clone(), removal, true));
    // Before it, every throw is a value to move by, the returning piece's on a home row included.
    let values = vec![ThrowKind::Value; 9];
    let pos = mau(&[("c2", LIGHT, CIRCLING), ("a7", DARK, RETURNING)], LIGHT);
    assert_eq!(throw_kinds(&pos), (values.clone(), values, false));
}

#[test]
fn no_removal_while_a_piece_is_on_a_home_row_or_not_yet_returned() {
    for pieces in [
        [("c2", LIGHT, CIRCLING), ("b7", DARK, CIRCLING), ("a3", DARK, RETURNING)],
        [("c2", LIGHT, CIRCLING), ("b7", DARK, CIRCLING), ("b3", DARK, Free)],
    ] {
        let mut pos = mau(&pieces, LIGHT);
        play(&mut pos, &throw(4));
        assert!(texts(&pos).iter().all(|m| !m.starts_with('x')), "{pieces:?}: {:?}", texts(&pos));
        assert_ne!(pos.phase(), Phase::Endgame);
    }
}

#[test]
fn taking_the_last_enemy_piece_wins() {
    let mut pos = mau(&[("b2", LIGHT, Free), ("b5", DARK, Free)], LIGHT);
    play(&mut pos, &throw(3));
    play(&mut pos, "b2-b5:3");
    assert_eq!(pos.outcome(), Some(Outcome::win(LIGHT, Reason::CapturedAll)));
}

#[test]
fn a_board_neither_side_can_ever_change_ends_blocked() {
    // Side 1 circles on every middle hole: each of its moves lands on its own
    // side, and side 0's locked a1 could step only onto a circling enemy.
    let middle: Vec<String> = ["b", "c"].iter().flat_map(|r| (1..=10).map(move |k| format!("{r}{k}"))).collect();
    let mut pieces: Vec<(&str, Side, PieceState)> = middle.iter().map(|h| (h.as_str(), DARK, CIRCLING)).collect();
    pieces.push(("a1", LIGHT, Locked));
    let mut pos = mau(&pieces, LIGHT);
    play(&mut pos, &throw(8));
    assert_eq!(pos.outcome(), Some(Outcome::draw(Reason::Blocked)));
    // A free piece on a5 instead could still move along row a: play goes on.
    pieces.pop();
    pieces.push(("a5", LIGHT, Free));
    let mut pos = mau(&pieces, LIGHT);
    play(&mut pos, &throw(0));
    assert_eq!((pos.outcome(), turn(&pos)), (None, (Phase::Throw, DARK, 0)), "a5 could move on a 1 to 4");
}

#[test]
fn the_game_ends_after_the_turns_without_a_capture_reach_the_limit() {
    let mut g = game("seig-mauritania", json!({ "noCaptureTurns": 20, "teamSize": 6 }));
    for turn in 1..=20 {
        assert!(!g.status().over, "over before turn {turn}");
        g.play("throw:BBBBBBBB").unwrap();
    }
    let status = g.status();
    assert_eq!((status.over, status.winner, status.reason), (true, None, Some("no-capture-limit")));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn random_games_end_in_every_options_extreme_values() {
    let mut reasons = std::collections::BTreeMap::new();
    for (team_size, holes, limit) in [(1, 10, 20), (6, 10, 1000), (1, 30, 1000), (6, 30, 20), (2, 20, 1000), (1, 10, 1000)] {
        for seed in 0..2 {
            let mut g = game("seig-mauritania", json!({ "teamSize": team_size, "holes": holes, "noCaptureTurns": limit, "seed": seed }));
            play_to_end(&mut *g, seed);
            let status = g.status();
            assert!(["captured-all", "no-capture-limit", "blocked"].contains(&status.reason.unwrap()), "{status:?}");
            assert_eq!(status.winner.is_some(), status.reason == Some("captured-all"), "{status:?}");
            *reasons.entry(status.reason.unwrap()).or_insert(0) += 1;
        }
    }
    assert!(reasons.contains_key("captured-all"), "games are won: {reasons:?}");
}

#[test]
fn undo_save_and_load_reproduce_the_position() {
    undo_save_and_load_reproduce("seig-mauritania", json!({ "holes": 10, "teamSize": 3, "seed": 12 }), 300);
}

#[test]
fn bad_input_is_refused_clearly_and_changes_nothing() {
    let mut g = game("seig-mauritania", json!({ "seed": 5 }));
    refused_unchanged(&mut *g, "free-all:7", "other-variant");
    refused_unchanged(&mut *g, "free-all:13", "other-variant");
    refused_unchanged(&mut *g, "xd7", "must-throw");
    refused_unchanged(&mut *g, "a1-b1:1", "must-throw");
    refused_unchanged(&mut *g, "throw:WWWWWW", "stick-count");
    refused_unchanged(&mut *g, "throw:WWWWWWWWW", "stick-count");
    refused_unchanged(&mut *g, "throw:WWWBBBQB", "stick-face");
    refused_unchanged(&mut *g, "a21-b1:1", "unreadable");
    refused_unchanged(&mut *g, "hello", "unreadable");
    g.play("throw:WBBBBBBB").unwrap();
    refused_unchanged(&mut *g, "throw", "move-first");
    refused_unchanged(&mut *g, "xd7", "not-now");
    refused_unchanged(&mut *g, "free-all:7", "other-variant");
    refused_unchanged(&mut *g, "a2-a1:1", "not-now");
    refused_unchanged(&mut *g, "a1-b2:2", "not-now");
    refused_unchanged(&mut *g, "b5-b6:1", "hole-without-piece");
    refused_unchanged(&mut *g, "d1-c1:1", "hole-without-piece");
    assert_eq!(g.play(" A1-B1:1 ").map(|r| r.text), Ok("a1-b1:1".to_string()));
}

#[test]
fn the_computer_answers_with_a_legal_move_at_every_level() {
    computer_answers_legally("seig-mauritania", json!({ "teamSize": 1, "holes": 10, "seed": 8 }));
    computer_answers_legally("seig-mauritania", json!({ "teamSize": 6, "holes": 30, "seed": 8 }));
}

#[test]
fn the_evaluation_puts_material_first_and_values_progress_and_safety() {
    let value = |pieces: &[(&str, Side, PieceState)]| crate::search::expectimax::Chance::evaluate(&mau(pieces, LIGHT), LIGHT);
    let behind = value(&[("a1", LIGHT, Free), ("d10", DARK, Locked)]);
    let ahead = value(&[("b8", LIGHT, Free), ("d10", DARK, Locked)]);
    assert!(ahead > behind, "{ahead} > {behind}");
    let exposed = value(&[("c5", LIGHT, Free), ("c3", DARK, Free)]);
    let returned = value(&[("c5", LIGHT, CIRCLING), ("c3", DARK, Free)]);
    assert!(returned > exposed, "a circling piece is safe and home: {returned} > {exposed}");
    let more = value(&[("a1", LIGHT, Free), ("a2", LIGHT, Free), ("d10", DARK, Locked)]);
    assert!(more - returned >= (crate::search::PIECE - 2 * crate::search::POSITIONAL_CAP) as f64, "material first: {more} vs {returned}");
}
