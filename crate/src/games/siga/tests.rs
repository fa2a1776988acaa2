//! Siga's rules (RULES.md section 1), each shown by a position that fails
//! the test if the rule were broken, and its evaluation and levels.

use super::*;
use super::eval::{SCARCITY, TERM_NAMES};
use crate::search::tune::Tunable;
use crate::search::{Evaluate, Level};
use serde_json::json;

fn options(v: Value) -> SigaOptions {
    Siga::read_options(v.as_object().unwrap()).unwrap()
}

/// A position from a picture: ranks from the top, `L` light, `D` dark, `.` empty.
fn position(opts: Value, to_move: Side, picture: &str) -> Siga {
    Siga::from_picture(&options(opts), to_move, picture)
}

fn moves(pos: &Siga) -> Vec<String> {
    let mut out = Vec::new();
    pos.legal_moves(&mut out);
    let mut texts: Vec<String> = out.into_iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

fn play(pos: &mut Siga, text: &str) -> Played {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.play(mv)
}

#[test]
fn a_lead_is_worth_more_closing_in_and_never_less_than_level() {
    let near = position(json!({}), Side::Light, "...L.D ...... .....L ...... ...... ......");
    let far = position(json!({}), Side::Light, ".....D ...... ...... ...... ...... L.L...");
    assert!(near.evaluate() > far.evaluate(), "{} vs {}", near.evaluate(), far.evaluate());
    assert!(far.conversion(0) > 0, "a lead however far from the enemy is worth something");
    // Seen from the side behind, the same closeness is bad news.
    let near_dark = position(json!({}), Side::Dark, "...L.D ...... .....L ...... ...... ......");
    let far_dark = position(json!({}), Side::Dark, ".....D ...... ...... ...... ...... L.L...");
    assert!(near_dark.evaluate() < far_dark.evaluate());
    let level = position(json!({}), Side::Light, "...L.D ...... ...... ...... ...... ......");
    let behind = position(json!({}), Side::Light, "...L.D ...... .....D ...... ...... ......");
    assert_eq!(level.conversion(0), 0);
    assert!(behind.conversion(0) < 0, "the side behind dislikes the leader closing in");
}

/// The tuner's view: a position is quiet when the side to move can take
/// nothing, and each term is the side to move's count less the other's.
#[test]
fn quiet_means_nothing_to_take_and_terms_count_for_the_side_to_move() {
    for pos in positions_in_play() {
        let mut all = Vec::new();
        pos.legal_moves(&mut all);
        assert_eq!(pos.is_quiet(), !all.iter().any(|&m| pos.is_capture(m)), "{pos:?}");
    }
    // Light's a6 steps to a5 or b6, and b6 is next to dark's c6: one safe
    // step of two. Dark's c6 steps to b6, d6 or c5, and b6 is next to a6: two of three.
    let pos = position(json!({}), Side::Light, "L.D... ...... ...... ...... ...... ......");
    let counts = pos.terms().counts;
    assert_eq!(&counts[..TERM_NAMES.len()], &[-1.0, (SCARCITY / 2 - SCARCITY / 3) as f64, 0.0, 1.0, -1.0, 0.0]);
    let dark = Siga { to_move: Side::Dark, ..pos };
    assert_eq!(dark.terms().counts[0], 1.0);
    assert_eq!(dark.terms().counts[3], 1.0);
}

/// The positions of seeded random games on every board, with and without diagonals.
fn positions_in_play() -> Vec<Siga> {
    let mut rng = crate::core::Rng::new(21);
    let mut out = Vec::new();
    for board in ["6x6", "4x5", "6x8"] {
        for diagonal in [false, true] {
            let mut pos = Siga::start(&options(json!({ "board": board, "diagonal": diagonal })), 0);
            for _ in 0..300 {
                if pos.outcome.is_some() {
                    pos = Siga::start(&pos.options, 0);
                }
                out.push(pos.clone());
                let mut all = Vec::new();
                pos.legal_moves(&mut all);
                pos.play(all[rng.below(all.len() as u64) as usize]);
            }
        }
    }
    out
}

#[test]
fn taking_away_a_piece_never_raises_its_sides_value() {
    for pos in positions_in_play() {
        let value = pos.evaluate();
        for side in [0, 1] {
            // A side left with no piece has lost: no value to compare.
            if pos.pieces[side].count_ones() < 2 {
                continue;
            }
            for sq in squares(pos.pieces[side]) {
                let mut fewer = pos.clone();
                fewer.pieces[side] &= !(1 << sq);
                let (before, after) = if side == pos.to_move.index() { (value, fewer.evaluate()) } else { (-value, -fewer.evaluate()) };
                assert!(after < before, "{:?}, side {side} without {}: {before} -> {after}\n{pos:?}", pos.options.board, pos.grid().name(sq));
            }
        }
    }
}

#[test]
fn a_piece_more_outweighs_any_position() {
    let values = positions_in_play().into_iter().map(|pos| {
        let me = pos.to_move.index();
        (pos.pieces[me].count_ones() as i32 - pos.pieces[1 - me].count_ones() as i32, pos.evaluate() as f64)
    });
    crate::search::assert_material_first(Siga::ID, values);
}

#[test]
fn each_board_starts_with_its_home_ranks_filled_and_the_middle_empty() {
    for (board, files, ranks, home) in [("6x6", 6, 6, 2), ("4x5", 4, 5, 2), ("6x8", 6, 8, 3)] {
        let pos = Siga::start(&options(json!({ "board": board })), 0);
        let cells = pos.board().cells().to_vec();
        assert_eq!(cells.len(), files * ranks);
        for (i, &c) in cells.iter().enumerate() {
            let rank = i / files;
            let expected = if rank < home { 1 } else if rank >= ranks - home { 2 } else { 0 };
            assert_eq!(c, expected, "{board} square {}", pos.grid().name(i));
        }
        assert_eq!(pos.pieces(), [(files * home) as u32; 2]);
    }
}

#[test]
fn a_piece_steps_one_square_orthogonally_never_onto_its_own() {
    let pos = position(json!({"board": "4x5"}), Side::Light, "D... .... .L.. .LL. ....");
    assert_eq!(moves(&pos), ["b2-a2", "b2-b1", "b3-a3", "b3-b4", "b3-c3", "c2-c1", "c2-c3", "c2-d2"]);
    let refused = pos.parse_move("b2-c2").unwrap_err().to_string();
    assert!(refused.contains("your own"), "{refused}");
    let refused = pos.parse_move("b2-c3").unwrap_err().to_string();
    assert!(refused.contains("orthogonally"), "{refused}");
    assert!(pos.parse_move("b2-b4").is_err());
}

#[test]
fn diagonal_option_adds_the_four_diagonal_steps() {
    let pos = position(json!({"board": "4x5", "diagonal": true}), Side::Light, "D... .... .L.. .... ....");
    assert_eq!(moves(&pos), ["b3-a2", "b3-a3", "b3-a4", "b3-b2", "b3-b4", "b3-c2", "b3-c3", "b3-c4"]);
}

#[test]
fn entering_an_enemy_square_captures_once_and_the_turn_passes() {
    let mut pos = position(json!({"board": "4x5"}), Side::Light, ".... .D.. .L.. .... D...");
    assert!(moves(&pos).contains(&"b3xb4".to_string()));
    let played = play(&mut pos, "b3-b4");
    assert_eq!(played.captured, 1 << 13);
    assert_eq!(pos.pieces(), [1, 1]);
    assert_eq!(pos.to_move(), Side::Dark, "no chain: the turn passes after one capture");
    assert_eq!(pos.move_text(Step { from: 0, to: 4 }), "a1-a2");
}

#[test]
fn capture_is_optional_unless_compulsory() {
    let picture = ".... .D.. .L.. .... D...";
    let free = position(json!({"board": "4x5"}), Side::Light, picture);
    assert!(free.parse_move("b3-a3").is_ok());
    assert_eq!(moves(&free).len(), 4);
    let forced = position(json!({"board": "4x5", "compulsoryCapture": true}), Side::Light, picture);
    assert_eq!(moves(&forced), ["b3xb4"]);
    let refused = forced.parse_move("b3-a3").unwrap_err().to_string();
    assert!(refused.contains("compulsory"), "{refused}");
    // With no capture on the board every move is open again.
    let quiet = position(json!({"board": "4x5", "compulsoryCapture": true}), Side::Light, "D... .... .... .L.. ....");
    assert_eq!(moves(&quiet).len(), 4);
}

#[test]
fn a_piece_on_the_far_rank_moves_as_before() {
    let pos = position(json!({"board": "4x5"}), Side::Light, ".L.. .... .... .... ...D");
    assert_eq!(moves(&pos), ["b5-a5", "b5-b4", "b5-c5"]);
}

#[test]
fn taking_the_last_piece_wins() {
    let mut pos = position(json!({"board": "4x5"}), Side::Dark, ".... .... .D.. .L.. ....");
    play(&mut pos, "b3-b2");
    assert_eq!(pos.outcome(), Some(Outcome::win(Side::Dark, Reason::CapturedAll)));
    assert_eq!(pos.phase(), Phase::Over);
    let mut none = Vec::new();
    pos.legal_moves(&mut none);
    assert!(none.is_empty());
}

#[test]
fn first_player_option_gives_dark_the_first_move() {
    let pos = Siga::start(&options(json!({"firstPlayer": 1})), 0);
    assert_eq!(pos.to_move(), Side::Dark);
    assert_eq!(moves(&pos), ["a5-a4", "b5-b4", "c5-c4", "d5-d4", "e5-e4", "f5-f4"]);
}

#[test]
fn no_capture_limit_draws_after_exactly_n_quiet_plies_and_a_capture_restarts_it() {
    let mut pos = Siga::start(&options(json!({"board": "4x5", "noCapturePlies": 3})), 0);
    play(&mut pos, "a2-a3");
    play(&mut pos, "b4-b3");
    assert_eq!(pos.outcome(), None);
    play(&mut pos, "a3-b3");
    assert_eq!(pos.plies_without_capture, 0, "a capture restarts the count");
    play(&mut pos, "a4-a3");
    play(&mut pos, "a1-a2");
    assert_eq!(pos.outcome(), None);
    play(&mut pos, "c4-c3");
    assert_eq!(pos.outcome(), Some(Outcome::draw(Reason::NoCaptureLimit)));
    let off = Siga::start(&options(json!({"board": "4x5"})), 0);
    assert_eq!(off.options.no_capture_plies, 0);
}

#[test]
fn options_are_checked_by_name_and_value() {
    let err = |v: Value| Siga::read_options(v.as_object().unwrap()).unwrap_err().to_string();
    assert!(err(json!({"board": "5x5"})).contains("board"));
    assert!(err(json!({"diagonal": "yes"})).contains("diagonal"));
    assert!(err(json!({"firstPlayer": 2})).contains("firstPlayer"));
    assert!(err(json!({"noCapturePlies": -1})).contains("noCapturePlies"));
    assert!(err(json!({"speed": 1})).contains("speed"));
    let all = options(json!({"board": "6x8", "compulsoryCapture": true, "diagonal": true, "firstPlayer": 1, "noCapturePlies": 9}));
    assert_eq!(Siga::options_json(&all), json!({"board": "6x8", "compulsoryCapture": true, "diagonal": true, "firstPlayer": 1, "noCapturePlies": 9}).as_object().cloned().unwrap());
}

#[test]
fn move_text_is_read_in_any_case_with_spaces_and_dash_for_captures() {
    let pos = position(json!({"board": "4x5"}), Side::Light, ".... .D.. .L.. .... D...");
    let mv = pos.parse_move("  B3-B4 ").unwrap();
    assert_eq!(pos.move_text(mv), "b3xb4");
    assert_eq!(pos.parse_move("b3Xb4"), Ok(mv));
    assert!(matches!(pos.parse_move("b3b4"), Err(Error::Unreadable { .. })));
    assert!(pos.parse_move("b4-b3").unwrap_err().to_string().contains("no piece of side 0"));
}

#[test]
fn hard_takes_a_free_piece_and_is_reproducible() {
    let pos = position(json!({"board": "6x6"}), Side::Light, "...... ...... ..D... ..L... ...... D.....");
    let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(20_000), seed: 5 };
    let clock = || 0.0;
    let first = negamax::search(&pos, &limits, &clock).unwrap();
    assert_eq!(pos.move_text(first.best), "c3xc4");
    assert_eq!(negamax::search(&pos, &limits, &clock), Some(first));
}

/// The positions each of `pos`'s moves leads to, but the one `kept`.
fn children_but(pos: &Siga, kept: Step) -> Vec<Siga> {
    let mut steps = Vec::new();
    pos.legal_moves(&mut steps);
    steps.into_iter().filter(|&step| step != kept).map(|step| {
        let mut child = pos.clone();
        child.play(step);
        child
    }).collect()
}

#[test]
fn the_side_ahead_avoids_going_back_and_the_side_behind_seeks_it() {
    let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(20_000), seed: 5 };
    let clock = || 0.0;
    // Light three pieces up, far from Dark's last: every move but one leads
    // to a position the game has seen; Light takes the one that does not.
    // Five pieces: the endgame tables (4 on 6x6) know no repetition, as the rules do not.
    let ahead = position(json!({"board": "6x6"}), Side::Light, ".....D ...... ...... ...... ...... LLLL..");
    let mut steps = Vec::new();
    ahead.legal_moves(&mut steps);
    for &fresh in &steps {
        let chosen = negamax::search_after(&ahead, &children_but(&ahead, fresh), &limits, &clock).unwrap();
        assert_eq!(ahead.move_text(chosen.best), ahead.move_text(fresh), "ahead, Light plays on");
    }
    // Three pieces down, Light goes back to a position seen before whenever it can.
    let behind = position(json!({"board": "6x6"}), Side::Light, "....DD ....DD ...... ...... ...... L.....");
    let mut steps = Vec::new();
    behind.legal_moves(&mut steps);
    let fresh = steps[0];
    let chosen = negamax::search_after(&behind, &children_but(&behind, fresh), &limits, &clock).unwrap();
    assert_ne!(chosen.best, fresh, "behind, Light takes the repetition");
    assert!(chosen.value > 0, "valued as a draw, not as the lost pieces: {}", chosen.value);
}
