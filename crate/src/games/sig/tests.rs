//! Tests of Sig's variants: what the family does for all of them here, each
//! variant's rules in its own `<variant>_tests.rs`. The helpers set a board, play move text
//! and play whole games through the API.

use super::board::{serpentine_hole, serpentine_place, Board, Layout, Piece, PieceState};
use super::{Sig, Stage, Variant};
use crate::core::{Outcome, Phase, Side};
use crate::registry::new_game;
use crate::rules::Rules;
use crate::search::{Level, Limits};
use crate::session::{GameApi, PlayReport};
use serde_json::{json, Value};

pub(super) use PieceState::{Free, Locked};
pub(super) const LIGHT: Side = Side::Light;
pub(super) const DARK: Side = Side::Dark;
/// The six variants' rule sets.
const VARIANT_IDS: [&str; 6] = ["seig-mauritania", "seig-western-sahara", "seig-tidikelt", "seig-mzab", "seig-tozeur", "seig-el-oued"];

/// A position of `V` with `options` and only `pieces` (hole, side, state) on
/// the board, seat 0 of `side` to throw.
pub(super) fn position<V: Variant>(options: Value, pieces: &[(&str, Side, PieceState)], side: Side) -> Sig<V> {
    let options = Sig::<V>::read_options(options.as_object().expect("options")).expect("valid options");
    let mut pos = Sig::<V>::start(&options, 1);
    let mut board = Board::new(pos.board.layout);
    for &(name, side, state) in pieces {
        board.put(board.layout.parse(name).expect("a hole of the board"), Piece { side, state });
    }
    pos.board = board;
    pos.turn = side.index() as u8;
    pos
}

/// Plays move text, which must be legal.
pub(super) fn play<V: Variant>(pos: &mut Sig<V>, text: &str) {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.play(mv);
}

/// The legal moves as text.
pub(super) fn texts<V: Variant>(pos: &Sig<V>) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.into_iter().map(|mv| pos.move_text(mv)).collect()
}

/// `throw:` with `whites` W first, then B, of `sticks` sticks.
pub(super) fn faces(sticks: u8, whites: u8) -> String {
    format!("throw:{}{}", "W".repeat(whites as usize), "B".repeat((sticks - whites) as usize))
}

/// What stands on a hole: its side and state.
pub(super) fn at<V: Variant>(pos: &Sig<V>, name: &str) -> Option<(Side, PieceState)> {
    pos.board.at(pos.board.layout.parse(name).expect("a hole")).map(|p| (p.side, p.state))
}

/// The holes a step of `by` from `from` passes, for the piece there (`play()`'s `path`).
pub(super) fn hop_path<V: Variant>(pos: &Sig<V>, from: &str, by: u8) -> String {
    let layout = pos.board.layout;
    let hole = layout.parse(from).expect("a hole");
    let side = pos.board.at(hole).expect("a piece").side;
    pos.rules.path(&pos.board, side, hole, by).into_iter().map(|h| layout.name(h)).collect::<Vec<_>>().join(" ")
}

pub(super) fn turn<V: Variant>(pos: &Sig<V>) -> (Phase, Side, u8) {
    (pos.phase(), pos.to_move(), pos.seat())
}

pub(super) fn game(id: &str, options: Value) -> Box<dyn GameApi> {
    new_game(id, options.as_object().expect("options"), 7).unwrap_or_else(|e| panic!("{id} {options}: {e}"))
}

/// Plays random legal moves through the API to the end, checking the board
/// at every ply; returns the plies played.
pub(super) fn play_to_end(g: &mut dyn GameApi, seed: u64) -> usize {
    let mut rng = crate::core::Rng::new(seed);
    let mut plies = 0;
    // Where each hole is drawn does not change in a game.
    let places = serde_json::to_value(g.board()).expect("a board")["places"].clone();
    while !g.status().over {
        let moves = g.legal_moves();
        assert!(!moves.is_empty(), "{}: no legal move before the end", g.ruleset());
        assert_eq!(moves.iter().collect::<std::collections::HashSet<_>>().len(), moves.len(), "{}: no move twice in {moves:?}", g.ruleset());
        let text = &moves[rng.below(moves.len() as u64) as usize];
        let report = g.play(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        if let Some(path) = &report.path {
            path_runs_hole_by_hole(&places, &report, path);
        }
        plies += 1;
        assert!(plies < 2_000_000, "{}: the game must end", g.ruleset());
        let board = serde_json::to_value(g.board()).expect("a board");
        let cells: Vec<u64> = board["cells"].as_array().expect("cells").iter().map(|c| c.as_u64().expect("a number")).collect();
        assert!(cells.iter().all(|&c| c <= 2), "one piece a hole: {board}");
        let counted = [1, 2].map(|side| cells.iter().filter(|&&c| c == side).count() as u32);
        assert_eq!(counted, g.status().pieces, "status().pieces counts the board");
        let states = board["states"].as_array().expect("states");
        assert_eq!(states.len(), cells.len());
        assert!(cells.iter().zip(states).all(|(&c, s)| c != 0 || s == &json!(0)), "an empty hole has state 0");
    }
    plies
}

/// A step's reported path runs from its start to its landing, one hole for
/// each place spent, each hole beside the last: but where a Tidikelt piece
/// enters from `b0`, which stands apart from the enemy's first hole.
fn path_runs_hole_by_hole(places: &Value, report: &PlayReport, path: &[String]) {
    let spent: u8 = report.spent.as_ref().expect("a step spends").iter().sum();
    assert_eq!(path.len(), spent as usize + 1, "{}: {path:?}", report.text);
    assert_eq!((path.first(), path.last()), (report.from.as_ref(), report.to.as_ref()), "{}: {path:?}", report.text);
    let place = |name: &String| {
        let place = places.as_array().expect("places").iter().find(|p| p["name"] == json!(name)).expect("a named hole");
        (place["row"].as_i64().expect("a row"), place["column"].as_i64().expect("a column"))
    };
    for pair in path.windows(2) {
        let ((row, column), (to_row, to_column)) = (place(&pair[0]), place(&pair[1]));
        let beside = (row - to_row).abs() + (column - to_column).abs() == 1;
        assert!(beside || (pair[0] == "b0" && spent == 1), "{}: {path:?}", report.text);
    }
}

/// Every level answers with a legal move within a node limit, while throwing and choosing.
pub(super) fn computer_answers_legally(id: &str, options: Value) {
    let mut g = game(id, options);
    let mut rng = crate::core::Rng::new(5);
    let (mut choices, mut taught) = (0, 0);
    for _ in 0..400 {
        if g.status().over {
            break;
        }
        let level = [Level::Easy, Level::Medium, Level::Hard][rng.below(3) as usize];
        let limits = Limits { nodes: Some(3_000), seed: rng.next_u64(), ..Limits::level(level) };
        let chosen = g.ai_move(&limits, &|| 0.0).expect("a move");
        let legal = g.legal_moves();
        assert!(legal.contains(&chosen), "{id}: {chosen} in {legal:?}");
        if legal.len() > 1 && choices % 5 == 0 {
            // Teaching asks the same search: a hint, every move's value, a judgement, reasons.
            let hint = g.hint(&limits, &|| 0.0).expect("a hint");
            assert!(legal.contains(&hint.text), "{id}: hint {}", hint.text);
            assert_eq!(g.move_values(&limits, &|| 0.0).expect("values").len(), legal.len(), "{id}");
            assert!(g.judge_next(&legal[0], &limits, &|| 0.0).is_ok(), "{id}");
            assert!(g.explain(&legal[0]).is_ok(), "{id}");
            taught += 1;
        }
        choices += usize::from(chosen != "throw");
        g.play(&chosen).expect("legal");
    }
    let review = g.review_step(g.history().len() as u64 / 2, &Limits { nodes: Some(2_000), ..Limits::level(Level::Medium) }, &|| 0.0).expect("a review step");
    assert!((0.0..=1.0).contains(&review.chance), "{id}: {}", review.chance);
    assert!(choices > 10 && taught > 0, "{id}: the computer chose moves, not only throws ({choices}), and taught ({taught})");
}

/// Random moves through the API, then: a save loads as the same game, which
/// throws on as the saved one would, and each undo gives back the position before.
pub(super) fn undo_save_and_load_reproduce(id: &str, options: Value, plies: usize) {
    let mut g = game(id, options);
    let mut rng = crate::core::Rng::new(4);
    let position = |g: &dyn GameApi| (g.board(), g.legal_moves(), g.pool(), g.phase(), g.to_move(), g.seat());
    let mut seen = vec![position(&*g)];
    for _ in 0..plies {
        if g.status().over {
            break;
        }
        let moves = g.legal_moves();
        g.play(&moves[rng.below(moves.len() as u64) as usize]).unwrap();
        seen.push(position(&*g));
    }
    let saved = g.to_json();
    let loaded = crate::registry::from_json(&saved).expect("loads");
    assert_eq!((position(&*loaded), loaded.history(), loaded.to_json()), (position(&*g), g.history(), saved.clone()));
    let (mut a, mut b) = (crate::registry::from_json(&saved).unwrap(), crate::registry::from_json(&saved).unwrap());
    if !a.status().over {
        let mv = a.legal_moves()[0].clone();
        a.play(&mv).unwrap();
        b.play(&mv).unwrap();
        assert_eq!(a.history(), b.history());
    }
    while g.undo() {
        seen.pop();
        assert_eq!(Some(&position(&*g)), seen.last(), "undo gives back the position before");
    }
    assert_eq!(g.history().len(), 0);
}

/// Bad input is refused clearly and leaves the game as it was.
pub(super) fn refused_unchanged(g: &mut dyn GameApi, text: &str, code: &str) {
    let before = (g.to_json(), g.legal_moves(), g.board());
    let error = g.play(text).expect_err(text);
    assert_eq!(error.code(), code, "{text}: {error}");
    assert!(!error.to_string().is_empty());
    assert_eq!((g.to_json(), g.legal_moves(), g.board()), before, "{text} changed nothing");
}

#[test]
fn four_row_holes_are_named_by_row_and_number_and_indexed_row_by_row() {
    let layout = Layout::FourRows(20);
    assert_eq!((layout.rows(), layout.columns(), layout.holes()), (4, 20, 80));
    assert_eq!([layout.parse("a1"), layout.parse("A20"), layout.parse("b1"), layout.parse("d20")], [Some(0), Some(19), Some(20), Some(79)]);
    for bad in ["a0", "a21", "e1", "a01", "a", "1", "", "a1x", "b-1", "a+1"] {
        assert_eq!(layout.parse(bad), None, "{bad}");
    }
    assert!((0..80).all(|h| layout.parse(&layout.name(h)) == Some(h)));
    // Drawn by row and by column from 0 at the left.
    let place = |hole: usize| {
        let place = layout.place(hole);
        (place.name, place.row, place.column)
    };
    assert_eq!([place(0), place(19), place(20), place(79)], [("a1".into(), 0, 0), ("a20".into(), 0, 19), ("b1".into(), 1, 0), ("d20".into(), 3, 19)]);
}

#[test]
fn the_largest_board_holds_four_rows_of_thirty() {
    let layout = Layout::FourRows(30);
    assert_eq!(layout.holes(), 120);
    let mut board = Board::new(layout);
    board.fill_home_rows(Locked);
    assert_eq!((board.count(LIGHT), board.count(DARK), layout.name(119)), (30, 30, "d30".to_string()));
    assert_eq!(board.step(119, 60, Free), 0, "d30 to the empty c1");
    assert_eq!(board.step(0, 60, Free), 1 << 60, "a1 takes on c1");
}

#[test]
fn tidikelt_holes_run_column_by_column_with_b0_last() {
    let layout = Layout::Tidikelt;
    assert_eq!((layout.rows(), layout.columns(), layout.holes()), (3, 12, 37));
    let named = |name: &str| layout.parse(name);
    assert_eq!([named("a1"), named("b1"), named("c1"), named("a2"), named("c12"), named("b0")], [Some(0), Some(1), Some(2), Some(3), Some(35), Some(36)]);
    for bad in ["a0", "c0", "b00", "b13", "d1"] {
        assert_eq!(named(bad), None, "{bad}");
    }
    assert!((0..37).all(|h| named(&layout.name(h)) == Some(h)));
    assert_eq!(layout.name(36), "b0");
    // Drawn with `b0` alone in the first column, each row's 1 beside it.
    let place = |hole: usize| {
        let place = layout.place(hole);
        (place.row, place.column)
    };
    assert_eq!([place(36), place(0), place(1), place(35)], [(1, 0), (0, 1), (1, 1), (2, 12)]);
}

#[test]
fn el_oued_has_three_rows_of_six() {
    let layout = Layout::ElOued;
    assert_eq!((layout.rows(), layout.columns(), layout.holes()), (3, 6, 18));
    assert_eq!([layout.parse("a1"), layout.parse("b6"), layout.parse("c6"), layout.parse("d1"), layout.parse("a7")], [Some(0), Some(11), Some(17), None, None]);
}

#[test]
fn the_s_path_runs_as_rules_say_for_both_sides() {
    let layout = Layout::FourRows(5);
    let path = |side| (0..20).map(|place| layout.name(serpentine_hole(5, side, place))).collect::<Vec<_>>().join(" ");
    assert_eq!(path(LIGHT), "a1 a2 a3 a4 a5 b5 b4 b3 b2 b1 c1 c2 c3 c4 c5 d5 d4 d3 d2 d1");
    assert_eq!(path(DARK), "d5 d4 d3 d2 d1 c1 c2 c3 c4 c5 b5 b4 b3 b2 b1 a1 a2 a3 a4 a5");
    for side in Side::BOTH {
        assert!((0..20).all(|place| serpentine_place(5, side, serpentine_hole(5, side, place)) == place));
    }
}

#[test]
fn a_board_holds_one_piece_a_hole_with_its_state_and_counts_them() {
    let mut board = Board::new(Layout::FourRows(5));
    board.put(0, Piece { side: LIGHT, state: Locked });
    board.put(6, Piece { side: DARK, state: PieceState::Homeward });
    assert_eq!((board.count(LIGHT), board.count(DARK)), (1, 1));
    assert_eq!(board.step(0, 6, Free), 1 << 6, "landing on a piece takes it");
    assert_eq!((board.count(LIGHT), board.count(DARK)), (1, 0));
    assert_eq!(board.at(6), Some(Piece { side: LIGHT, state: Free }));
    assert_eq!((board.cells()[6], board.states()[6], board.cells()[0]), (1, 1, 0));
}

#[test]
fn a_throw_draws_from_the_positions_own_stream_so_replays_are_exact() {
    let mut a = game("seig-mzab", json!({ "seed": 99 }));
    let mut b = game("seig-mzab", json!({ "seed": 99 }));
    for _ in 0..30 {
        let first = a.legal_moves()[0].clone();
        a.play(&first).unwrap();
        b.play(&first).unwrap();
    }
    assert_eq!(a.history(), b.history());
    assert!(a.history().iter().filter(|t| t.starts_with("throw:")).count() > 5, "throws are written with their faces");
    let mut c = game("seig-mzab", json!({ "seed": 98 }));
    for _ in 0..30 {
        let first = c.legal_moves()[0].clone();
        c.play(&first).unwrap();
    }
    assert_ne!(a.history(), c.history(), "another seed, other throws");
}

#[test]
fn throw_chances_follow_the_binomial_law() {
    let pos = position::<super::mzab::Mzab>(json!({}), &[], LIGHT);
    let table = pos.throw_table().expect("a table");
    let ways: Vec<u32> = table.rows.iter().map(|r| r.ways).collect();
    assert_eq!(ways, [1, 6, 15, 20, 15, 6, 1]);
    let mut outcomes = Vec::new();
    crate::search::expectimax::Chance::chance_outcomes(&pos, &mut outcomes);
    assert_eq!(outcomes.len(), 7);
    assert!((outcomes.iter().map(|o| o.1).sum::<f64>() - 1.0).abs() < 1e-12);
    assert_eq!(outcomes[3], (super::SigMove::Throw(Some(0b111)), 20.0 / 64.0));
}

#[test]
fn a_turn_without_a_move_that_leaves_both_sides_frozen_ends_the_game_blocked() {
    use super::mzab::Mzab;
    // Each side's pieces fill the end of its path: no value moves any of them.
    let frozen = [
        ("c5", LIGHT, Free), ("d5", LIGHT, Free), ("d4", LIGHT, Free), ("d3", LIGHT, Free), ("d2", LIGHT, Free), ("d1", LIGHT, Free),
        ("b1", DARK, Free), ("a1", DARK, Free), ("a2", DARK, Free), ("a3", DARK, Free), ("a4", DARK, Free), ("a5", DARK, Free),
    ];
    let mut pos = position::<Mzab>(json!({ "holes": 5 }), &frozen, LIGHT);
    play(&mut pos, "throw");
    assert_eq!(pos.outcome(), Some(Outcome::draw(crate::core::Reason::Blocked)));
    // With the limit reached on the same turn, the limit is the reason.
    let mut pos = position::<Mzab>(json!({ "holes": 5, "noCaptureTurns": 20 }), &frozen, LIGHT);
    pos.quiet_turns = 19;
    play(&mut pos, "throw");
    assert_eq!(pos.outcome(), Some(Outcome::draw(crate::core::Reason::NoCaptureLimit)));
    // One side able to move, whatever the other: play goes on.
    let mut open = frozen.to_vec();
    open[0] = ("c4", LIGHT, Free);
    let mut pos = position::<Mzab>(json!({ "holes": 5 }), &open, DARK);
    play(&mut pos, "throw");
    assert_eq!((pos.outcome(), pos.stage), (None, Stage::Throw));
}

#[test]
fn the_game_ends_when_the_turns_ended_without_a_capture_reach_the_limit() {
    let mut g = game("seig-mzab", json!({ "noCaptureTurns": 20, "seed": 1 }));
    // One W is worth 0 in M'zab: each throw is a turn without a move.
    for turn in 1..=20 {
        assert!(!g.status().over, "over before turn {turn}");
        g.play("throw:WBBBBB").unwrap();
        assert_eq!(g.to_move().index(), turn % 2, "the turn passed");
    }
    let status = g.status();
    assert_eq!((status.over, status.winner, status.reason), (true, None, Some("no-capture-limit")));
    assert_eq!(g.history(), vec!["throw:WBBBBB".to_string(); 20], "a no move leaves no entry");
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.legal_moves().is_empty());
}

#[test]
fn a_capture_starts_the_count_of_turns_again() {
    use super::mzab::Mzab;
    let mut pos = position::<Mzab>(json!({ "holes": 5, "noCaptureTurns": 20 }), &[("a1", LIGHT, Free), ("a3", DARK, Free), ("c3", DARK, Free)], LIGHT);
    pos.quiet_turns = 18;
    play(&mut pos, &faces(6, 2));
    play(&mut pos, "a1-a3:2");
    assert_eq!(pos.quiet_turns, 1, "the capturing turn is the first ended since the capture");
    assert_eq!(pos.outcome(), None);
}

#[test]
fn options_are_read_with_their_ranges_and_the_common_ones() {
    let info = crate::registry::rulesets().into_iter().find(|i| i.id == "seig-mzab").expect("registered");
    assert_eq!(info.options, *json!({ "holes": 20, "noCaptureTurns": 1000 }).as_object().unwrap());
    assert_eq!(info.forms["noCaptureTurns"], json!({ "min": 20, "max": 100000 }));
    assert_eq!(info.forms["holes"], json!({ "min": 5, "max": 20, "of": "holes" }));
    for (options, code) in [
        (json!({ "noCaptureTurns": 19 }), "bad-option-value"),
        (json!({ "noCaptureTurns": 100001 }), "bad-option-value"),
        (json!({ "firstSide": 1 }), "unknown-option"),
        (json!({ "seed": -1 }), "bad-option-value"),
    ] {
        let error = new_game("seig-mzab", options.as_object().unwrap(), 0).err().expect("refused");
        assert_eq!(error.code(), code, "{options}: {error}");
    }
    assert_eq!(game("seig-mzab", json!({ "noCaptureTurns": 100000 })).options()["noCaptureTurns"], json!(100000));
}

#[test]
fn a_throw_reports_its_value_whether_the_turn_passed_and_whether_its_faces_were_given() {
    let mut g = game("seig-mzab", json!({ "seed": 4 }));
    let report = g.play("throw:WBBBBB").unwrap();
    let thrown = report.throw.expect("a throw's facts");
    assert_eq!((thrown.value, thrown.whites, thrown.sticks, thrown.passed, thrown.given), (Some(0), 1, 6, true, true));
    assert!(report.passed_on, "a 0 moves nothing: the turn passed");
    let report = g.play("throw").unwrap();
    let thrown = report.throw.expect("a throw's facts");
    assert!(!thrown.given && report.text.starts_with("throw:"), "drawn from the stream, written with its faces");
    let mut g = game("seig-western-sahara", json!({ "seed": 4 }));
    let report = g.play("throw:WBBBBBBB").unwrap();
    assert_eq!((report.throw.expect("facts").passed, report.passed_on), (false, false), "a 1 throws again");
    let table = g.throw_table().expect("a table");
    let values: Vec<Option<u8>> = table.rows.iter().map(|row| row.value).collect();
    assert_eq!(values, [8, 1, 6, 5, 4, 5, 6, 1, 8].map(Some));
    assert_eq!((table.sticks, table.tables["8"].len()), (8, 9));
}

#[test]
fn a_position_s_setup_gives_its_seat_its_turns_without_a_capture_and_whether_a_piece_moved() {
    // Western Sahara's teams of two: Light's second seat acts, a piece of its has moved.
    let mut pos = position::<super::western_sahara::WesternSahara>(json!({}), &[("a1", LIGHT, Free), ("d1", DARK, Locked)], LIGHT);
    (pos.turn, pos.quiet_turns, pos.moved) = (2, 3, true);
    let setup = pos.to_setup();
    assert_eq!((setup.seat, setup.quiet_turns, setup.moved), (1, 3, true));
    assert_eq!(setup.states.len(), pos.board.layout.holes(), "a free piece: every hole's state given");
    // The M'zab's turn ends with its move: no setup says a piece moved.
    let mut pos = position::<super::mzab::Mzab>(json!({}), &[("a1", LIGHT, Locked), ("d1", DARK, Locked)], LIGHT);
    pos.moved = true;
    let setup = pos.to_setup();
    assert_eq!((setup.seat, setup.moved, setup.states), (0, false, Vec::new()), "every piece locked: no states given");
    // The value thrown while the seat chooses; none once the turn has passed.
    let mut pos = position::<super::mzab::Mzab>(json!({}), &[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 2));
    let (moves, value) = (texts(&pos), pos.to_setup().value);
    assert!(value > 0 && moves[0].ends_with(&format!(":{value}")), "the value the moves spend: {moves:?}, {value}");
    play(&mut pos, &moves[0]);
    let setup = pos.to_setup();
    assert_eq!((setup.phase.as_str(), setup.value), (Phase::Throw.as_str(), 0), "the next seat has thrown nothing yet");
}

/// `pos` set up again from its setup: the same setup, moves and turn.
fn set_up_again<V: Variant>(pos: &Sig<V>, options: Value) {
    let options = Sig::<V>::read_options(options.as_object().expect("options")).expect("valid options");
    let setup = pos.to_setup();
    let again = Sig::<V>::set_up(&options, &setup, 1).unwrap_or_else(|e| panic!("{setup:?}: {e}"));
    assert_eq!((again.to_setup(), texts(&again), turn(&again)), (setup, texts(pos), turn(pos)));
}

#[test]
fn a_position_with_fewer_pieces_is_set_up_again_from_its_setup_choosing_or_at_a_later_seat() {
    let mut mzab = position::<super::mzab::Mzab>(json!({}), &[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
    play(&mut mzab, &faces(6, 2));
    set_up_again(&mzab, json!({}));
    let mut tidikelt = position::<super::tidikelt::Tidikelt>(json!({}), &[("a1", LIGHT, Free), ("c1", DARK, Free)], LIGHT);
    play(&mut tidikelt, &faces(4, 2));
    set_up_again(&tidikelt, json!({}));
    let first = texts(&tidikelt)[0].clone();
    play(&mut tidikelt, &first);
    assert_eq!((turn(&tidikelt), tidikelt.to_setup().value), ((Phase::Throw, DARK, 0), 0), "the turn passed: nothing thrown yet");
    let mut sahara = position::<super::western_sahara::WesternSahara>(json!({}), &[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
    sahara.turn = 2;
    set_up_again(&sahara, json!({}));
    play(&mut sahara, &faces(8, 2));
    assert_eq!(sahara.to_setup().pool, [6], "its value thrown is in the pool");
    set_up_again(&sahara, json!({}));
    // A value no piece can spend (Light's piece on its path's last hole) goes with the turn.
    let mut stuck = position::<super::western_sahara::WesternSahara>(json!({}), &[("d1", LIGHT, Free), ("c5", DARK, Free)], LIGHT);
    play(&mut stuck, &faces(8, 2));
    assert_eq!((turn(&stuck), stuck.to_setup().pool), ((Phase::Throw, DARK, 0), Vec::new()));
}

#[test]
fn a_side_s_turns_for_teaching_begin_with_each_value_its_sticks_can_give() {
    use crate::teach::Teach;
    let mut pos = position::<super::mzab::Mzab>(json!({}), &[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
    pos.moved = true; // Light's piece has moved in this turn; Dark's turns begin with none moved
    let turns = pos.turns_for(DARK);
    let firsts: Vec<Vec<String>> = turns.iter().map(texts).collect();
    assert_eq!(firsts, [["d1-c6:6"], ["d1-c4:4"], ["d1-c2:2"], ["d1-c1:1"]]);
    assert!(turns.iter().all(|t| turn(t) == (Phase::Spend, DARK, 0) && !t.moved));
    let step = turns[0].legal()[0];
    assert_eq!((turns[0].step_squares(step), pos.step_squares(super::SigMove::Throw(None))), (Some((60, 45)), None));
    let mut over = pos.clone();
    over.outcome = Some(Outcome::draw(crate::core::Reason::Blocked));
    assert!(over.turns_for(DARK).is_empty());
    // Each move of a turn is weighed, for the teaching and the hints.
    let moves = turns[0].legal();
    let weighed = turns[0].weigh(&moves, &Limits { nodes: Some(2_000), ..Limits::level(Level::Easy) }, &|| 0.0).expect("moves weighed");
    assert_eq!(weighed.moves.len(), moves.len());
}

#[test]
fn each_variant_tells_what_its_moves_are_made_of_phase_by_phase() {
    for id in VARIANT_IDS {
        let info = crate::registry::rulesets().into_iter().find(|info| info.id == id).expect("registered");
        let shapes: Vec<(&str, &[&str])> = info.capabilities.move_parts.iter().map(|shape| (shape.phase, shape.parts)).collect();
        assert_eq!(shapes[..2], [("throw", &["throw"][..]), ("spend", &["from", "to", "spent"][..])], "{id}");
        let throw = game(id, json!({})).moves().remove(0);
        assert!(throw.throw && throw.parts.from.is_none(), "{id}: a throw is listed as one");
    }
}

#[test]
fn a_refusal_lists_the_first_legal_moves_and_says_when_there_are_more() {
    // Every other hole: each piece steps 1 into the gap before the next.
    let free: Vec<String> = (1..=19).step_by(2).map(|k| format!("a{k}")).chain((1..=9).step_by(2).map(|k| format!("c{k}"))).collect();
    let mut pieces: Vec<(&str, Side, PieceState)> = free.iter().map(|h| (h.as_str(), LIGHT, Free)).collect();
    pieces.push(("d1", DARK, Free));
    let mut pos = position::<super::mzab::Mzab>(json!({}), &pieces, LIGHT);
    play(&mut pos, &faces(6, 3));
    assert_eq!(texts(&pos).len(), 15);
    let refused = pos.parse_move("a1-a3:2").unwrap_err().to_string();
    assert!(refused.ends_with(", …") && refused.matches(":1").count() == 12, "twelve moves, then more: {refused}");
    // Twelve moves in all are listed whole, with no mark of more.
    pieces.retain(|&(hole, ..)| !["c5", "c7", "c9"].contains(&hole));
    let mut pos = position::<super::mzab::Mzab>(json!({}), &pieces, LIGHT);
    play(&mut pos, &faces(6, 3));
    assert_eq!(texts(&pos).len(), 12);
    let refused = pos.parse_move("a1-a3:2").unwrap_err().to_string();
    assert!(!refused.contains('…') && refused.matches(":1").count() == 12, "all twelve moves: {refused}");
}

#[test]
fn a_typed_throw_is_read_in_the_readers_words() {
    let french = crate::core::MoveWords { throw: "lancer".into(), white: 'B', black: 'N' };
    let g = game("seig-mzab", json!({ "seed": 1 }));
    let read = |text: &str| g.read_move(text, &french).map(|entry| entry.text);
    assert_eq!(read(" Lancer "), Ok("throw".to_string()));
    assert_eq!(read("lancer:BNNNNN"), Ok("throw:WBBBBB".to_string()), "B is white in French words");
    assert_eq!(read("throw:BWWWWW"), Ok("throw:BWWWWW".to_string()), "and black in the rules' own");
    let refusal = read("lancer:WNNNNN").unwrap_err();
    assert_eq!((refusal.code(), refusal.parts()["face"].clone()), ("stick-face", json!("W")), "the face it could not read");
    assert_eq!(g.history().len(), 0, "reading plays nothing");
}

#[test]
fn a_step_reports_every_hole_it_passes() {
    let mut g = game("seig-western-sahara", json!({ "seed": 1 }));
    for throw in ["throw:WBBBBBBB", "throw:WWBBBBBB"] {
        g.play(throw).unwrap();
    }
    let report = g.play("a20-b15:6").unwrap();
    assert_eq!(report.path, Some(["a20", "b20", "b19", "b18", "b17", "b16", "b15"].map(String::from).to_vec()));
    let report = g.play("b15-b14:1").unwrap();
    assert_eq!(report.path, Some(vec!["b15".to_string(), "b14".to_string()]));
    let mut g = game("seig-mzab", json!({ "holes": 5, "seed": 1 }));
    g.play("throw:WWWBBB").unwrap();
    assert_eq!(g.play("a5-b5:1").unwrap().path, Some(vec!["a5".to_string(), "b5".to_string()]), "a locked piece steps one hole");
    // The variants whose pieces change paths report theirs too (each file's tests follow them round).
    let mut g = game("seig-tidikelt", json!({ "seed": 1 }));
    g.play("throw:WBBB").unwrap();
    assert_eq!(g.play("a12-b12:1").unwrap().path, Some(vec!["a12".to_string(), "b12".to_string()]));
}

#[test]
fn a_game_without_a_seed_saved_and_loaded_draws_the_throws_it_would_have_drawn() {
    for id in VARIANT_IDS {
        // Its sticks drawn from the device's entropy (7 here), which a load does not have: the save keeps the stream.
        let mut g = game(id, json!({}));
        let mut rng = crate::core::Rng::new(3);
        let mut loaded: Option<Box<dyn GameApi>> = None;
        for ply in 0..16 {
            if g.status().over {
                break;
            }
            if ply == 8 {
                loaded = Some(crate::registry::from_json(&g.to_json()).expect("loads"));
            }
            let moves = g.legal_moves();
            let text = moves[rng.below(moves.len() as u64) as usize].clone();
            let played = g.play(&text).unwrap();
            if let Some(loaded) = loaded.as_mut() {
                assert_eq!(loaded.play(&text).unwrap().throw, played.throw, "{id}: {text}");
            }
        }
        let loaded = loaded.unwrap_or_else(|| panic!("{id}: saved mid-game"));
        assert_eq!(loaded.history(), g.history(), "{id}");
    }
}

#[test]
fn a_capture_reports_the_holes_whose_enemy_pieces_it_took() {
    for id in VARIANT_IDS {
        let mut g = game(id, json!({ "seed": 2 }));
        let mut rng = crate::core::Rng::new(5);
        let mut captures = 0;
        while !g.status().over && captures < 3 {
            let board = |g: &dyn GameApi| serde_json::to_value(g.board()).unwrap();
            let before = board(&*g);
            let enemy = json!(if g.to_move() == LIGHT { 2 } else { 1 });
            let moves = g.legal_moves();
            let report = g.play(&moves[rng.below(moves.len() as u64) as usize]).unwrap();
            let after = board(&*g);
            // Taken off the board (Tidikelt sends a piece back instead: not a capture).
            let count = |board: &Value| board["cells"].as_array().unwrap().iter().filter(|&cell| *cell == enemy).count();
            let name_of = |hole: usize| after["places"][hole]["name"].as_str().unwrap().to_string();
            let emptied: Vec<String> = (0..after["cells"].as_array().unwrap().len())
                .filter(|&hole| before["cells"][hole] == enemy && after["cells"][hole] != enemy)
                .map(name_of)
                .collect();
            assert_eq!(report.captured.len(), count(&before) - count(&after), "{id}: {}", report.text);
            assert!(report.captured.iter().all(|name| emptied.contains(name)), "{id}: {} took {:?} of {emptied:?}", report.text, report.captured);
            captures += usize::from(!report.captured.is_empty());
        }
        assert!(captures > 0, "{id}: a capture in the game");
    }
}
