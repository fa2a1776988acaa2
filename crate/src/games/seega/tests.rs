//! Each test sets up a position that shows one rule (RULES.md sections 2 and 3)
//! and fails if that rule were broken.

use super::*;
use crate::core::Reason;
use crate::search::Evaluate;

type Sudan = Seega<false>;
type Egypt = Seega<true>;

fn options(barrier_plies: u32) -> SeegaOptions {
    SeegaOptions { first_placer: Side::Light, barrier_plies }
}

fn sudan(diagram: &str, to_move: Side) -> Sudan {
    Seega::from_diagram(options(40), diagram, to_move).expect("a 25-square diagram")
}

fn egypt(diagram: &str, to_move: Side) -> Egypt {
    Seega::from_diagram(options(40), diagram, to_move).expect("a 25-square diagram")
}

fn legal<const E: bool>(pos: &Seega<E>) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.into_iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

/// Plays `text`, which must be legal, and returns the names of the captured squares.
fn play<const E: bool>(pos: &mut Seega<E>, text: &str) -> Vec<String> {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let played = pos.play(mv);
    squares(played.captured as u32).map(|sq| GRID.name(sq)).collect()
}

fn play_all<const E: bool>(pos: &mut Seega<E>, moves: &str) {
    for text in moves.split_whitespace() {
        assert!(play(pos, text).is_empty(), "{text} captured");
    }
}

fn refusal<const E: bool>(pos: &Seega<E>, text: &str) -> String {
    match pos.parse_move(text) {
        Err(Error::Illegal { why, .. }) => why.to_string(),
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn refusal_code<const E: bool>(pos: &Seega<E>, text: &str) -> &'static str {
    pos.parse_move(text).expect_err(text).code()
}

fn cell<const E: bool>(pos: &Seega<E>, name: &str) -> u8 {
    pos.board().cells()[GRID.parse(name).expect("a square")]
}

const DIAGONAL_CAPTURE: &str = "
    o . . . .
    . . . o .
    . x . . .
    o . . . .
    . . . x x";

#[test]
fn diagonal_capture_sudan_takes_egypt_refuses() {
    let mut s = sudan(DIAGONAL_CAPTURE, Side::Light);
    assert_eq!(play(&mut s, "d4-c4"), ["b3"]);
    let mut e = egypt(DIAGONAL_CAPTURE, Side::Light);
    assert_eq!(play(&mut e, "d4-c4"), Vec::<String>::new());
    assert_eq!(cell(&e, "b3"), 2);
    let e = egypt(DIAGONAL_CAPTURE, Side::Light);
    assert!(refusal(&e, "d4-c3").contains("orthogonally"));
    assert!(sudan(DIAGONAL_CAPTURE, Side::Light).parse_move("d4-c3").is_ok());
}

const TWO_AT_ONCE: &str = "
    . . o . .
    o x . x o
    . . . . .
    . . . . .
    x x . . .";

#[test]
fn one_step_captures_every_enclosed_piece() {
    let mut s = sudan(TWO_AT_ONCE, Side::Light);
    assert_eq!(play(&mut s, "c5-c4"), ["b4", "d4"]);
    assert_eq!(s.pieces(), [3, 2]);
    let mut e = egypt(TWO_AT_ONCE, Side::Light);
    assert_eq!(play(&mut e, "c5-c4"), ["b4", "d4"]);
}

#[test]
fn a_piece_on_the_centre_is_never_captured_but_helps_capture() {
    let enclosed_centre = "
        o . . . o
        . . o . .
        . . x . .
        . . . o .
        x . . . x";
    let mut s = sudan(enclosed_centre, Side::Light);
    assert_eq!(play(&mut s, "d2-c2"), Vec::<String>::new());
    assert_eq!(cell(&s, "c3"), 2);
    let mut e = egypt(enclosed_centre, Side::Light);
    assert_eq!(play(&mut e, "d2-c2"), Vec::<String>::new());
    assert_eq!(cell(&e, "c3"), 2);

    let centre_helps = "
        o . . . o
        . . . . .
        . . x . .
        . . o . .
        . x . . x";
    let mut s = sudan(centre_helps, Side::Dark);
    assert_eq!(play(&mut s, "b1-c1"), ["c2"]);
    let mut e = egypt(centre_helps, Side::Dark);
    assert_eq!(play(&mut e, "b1-c1"), ["c2"]);
}

#[test]
fn a_piece_may_enter_between_two_enemies() {
    let diagram = "
        . . x . .
        . o . o .
        . . . . .
        . . . . .
        x . . . o";
    let mut s = sudan(diagram, Side::Dark);
    assert_eq!(play(&mut s, "c5-c4"), Vec::<String>::new());
    assert_eq!((cell(&s, "c4"), s.pieces()), (2, [3, 2]));
    let mut e = egypt(diagram, Side::Dark);
    assert_eq!(play(&mut e, "c5-c4"), Vec::<String>::new());
    assert_eq!((cell(&e, "c4"), e.pieces()), (2, [3, 2]));
}

/// d5-c5 takes b5; then only the piece on c2 can capture (c2-c1 takes b1).
const SERIES_BY_ANOTHER_PIECE: &str = "
    o x . o x
    . . . . .
    . . . . x
    . . o . .
    o x . . .";

#[test]
fn sudan_series_goes_on_with_any_piece_egypt_only_with_the_capturer() {
    let mut s = sudan(SERIES_BY_ANOTHER_PIECE, Side::Light);
    assert_eq!(play(&mut s, "d5-c5"), ["b5"]);
    assert_eq!(s.to_move(), Side::Light);
    assert_eq!(legal(&s), ["c2-c1"]);
    assert!(refusal(&s, "a1-a2").contains("only capturing moves"));
    assert_eq!(refusal_code(&s, "a1-a2"), "series-on");
    let now = s.situation();
    assert_eq!((now.act, now.series_piece, now.blocked), (Some(Act::Series), None, None), "Sudan: any piece goes on");
    assert_eq!(play(&mut s, "c2-c1"), ["b1"]);
    assert_eq!(s.to_move(), Side::Dark);

    let mut e = egypt(SERIES_BY_ANOTHER_PIECE, Side::Light);
    assert_eq!(play(&mut e, "d5-c5"), ["b5"]);
    assert_eq!(e.to_move(), Side::Dark);
}

#[test]
fn egypt_series_refuses_another_piece_while_the_capturer_can_go_on() {
    // After d5-c5 takes b5, the capturer can go back to d5 and take d4 (d5-d4-d3).
    let diagram = "
        o x . o x
        . . . x .
        . . . o x
        . . o . .
        o x . . .";
    let mut e = egypt(diagram, Side::Light);
    assert_eq!(play(&mut e, "d5-c5"), ["b5"]);
    assert_eq!(legal(&e), ["c5-d5"]);
    assert!(refusal(&e, "c2-c1").contains("the same piece must keep capturing"));
    assert_eq!(refusal_code(&e, "c2-c1"), "same-capturer");
    assert_eq!((e.situation().act, e.situation().series_piece.as_deref()), (Some(Act::Series), Some("c5")));
    assert_eq!(play(&mut e, "c5-d5"), ["d4"]);

    let mut s = sudan(diagram, Side::Light);
    assert_eq!(play(&mut s, "d5-c5"), ["b5"]);
    assert_eq!(legal(&s), ["c2-c1", "c5-d5"]);
}

#[test]
fn a_blocked_side_gets_its_way_opened_by_an_extra_move() {
    // Dark's a1 and b1 cannot move; light must move a piece that frees one of their squares.
    let diagram = "
        . . . . o
        . . . . .
        . . . . .
        o o o . .
        x x o . .";
    let s = sudan(diagram, Side::Dark);
    assert_eq!((s.to_move(), s.phase()), (Side::Light, Phase::Movement));
    let moves = legal(&s);
    assert!(moves.iter().all(|m| !m.starts_with("e5")), "{moves:?}");
    assert!(moves.contains(&"c1-d1".to_string()) && moves.contains(&"a2-a3".to_string()));
    assert!(refusal(&s, "e5-e4").contains("must leave it a legal move"));
    assert_eq!(refusal_code(&s, "e5-e4"), "extra-must-open");
    let now = s.situation();
    assert_eq!((now.act, now.blocked), (Some(Act::Extra), Some(Blocked { side: Side::Dark })));
    assert_eq!(now.barrier, Some(Barrier { plies: 0, limit: 40 }));
    let mut after = s.clone();
    play(&mut after, "c1-d1");
    assert_eq!(after.to_move(), Side::Dark);
    assert_eq!(legal(&after), ["b1-c1"]);
}

#[test]
fn an_extra_move_that_cannot_open_a_way_is_free_and_the_turn_comes_back() {
    // Light's pieces around dark's cannot move at all, so any light move will do,
    // and dark is still blocked afterwards: light moves again.
    let diagram = "
        . . . . .
        . . . . .
        o o o o .
        o o o o .
        x x o o .";
    let mut s = sudan(diagram, Side::Dark);
    assert_eq!(s.to_move(), Side::Light);
    let moves = legal(&s);
    assert!(moves.contains(&"a3-a4".to_string()) && moves.contains(&"d1-e1".to_string()), "{moves:?}");
    play(&mut s, "a3-a4");
    assert_eq!((s.to_move(), s.extra), (Side::Light, true));
    play(&mut s, "b2-a3");
    assert_eq!((s.to_move(), s.extra), (Side::Dark, false));
}

#[test]
fn an_extra_move_is_judged_with_the_repetition_limit() {
    // Dark's a1 shuttles to a2 four times, then light fills a2: dark is blocked.
    // Moving a2 away would free a square dark may not step to (a fifth a1-a2),
    // so it does not open a way; b1, b2 or d1 moving away does.
    let diagram = "
        . . . . o
        . . . . .
        o . . . .
        . o . o o
        x o . o x";
    let mut s = sudan(diagram, Side::Light);
    play_all(&mut s, "e5-e4 a1-a2 e4-e5 a2-a1 e5-e4 a1-a2 e4-e5 a2-a1 a3-a2");
    assert_eq!((s.to_move(), s.extra), (Side::Light, true));
    let moves = legal(&s);
    assert!(moves.iter().all(|m| !m.starts_with("a2") && !m.starts_with("e5")), "{moves:?}");
    assert!(moves.contains(&"b1-c1".to_string()) && moves.contains(&"d1-c1".to_string()), "{moves:?}");
    assert!(refusal(&s, "a2-a3").contains("must leave it a legal move"));
}

/// Light shuttles e5-e4, dark a1-a2; other pieces move in between. Dark's d2-d1 takes c1.
const SHUTTLES: &str = "
    x . o . o
    . . . . .
    . . . . .
    . . . x .
    x x o . o";
const FOUR_SHUTTLES: &str = "e5-e4 a1-a2 e4-e5 a2-a1 c5-c4 a5-a4 e5-e4 a1-a2 e4-e5 a2-a1";

#[test]
fn a_fifth_move_in_a_row_between_the_same_squares_is_refused() {
    let mut s = sudan(SHUTTLES, Side::Light);
    play_all(&mut s, FOUR_SHUTTLES);
    assert_eq!(refusal(&s, "e5-e4"), "this would be the fifth move in a row between e5 and e4");
    assert_eq!(refusal_code(&s, "e5-e4"), "fifth-shuttle");
    assert!(!legal(&s).contains(&"e5-e4".to_string()));
    play(&mut s, "e5-d5");
    play(&mut s, "a4-a5");
    assert!(legal(&s).contains(&"d5-e5".to_string()), "a third square starts a new run");
    play(&mut s, "c4-c5");
    assert!(refusal(&s, "a1-a2").contains("fifth move"));

    // Egypt has no repetition rule.
    let mut e = egypt(SHUTTLES, Side::Light);
    play_all(&mut e, FOUR_SHUTTLES);
    assert!(legal(&e).contains(&"e5-e4".to_string()));
}

#[test]
fn any_capture_resets_every_run() {
    let mut s = sudan(SHUTTLES, Side::Light);
    play_all(&mut s, FOUR_SHUTTLES);
    play(&mut s, "c4-c5");
    assert!(refusal(&s, "a1-a2").contains("fifth move"));
    assert_eq!(play(&mut s, "d2-d1"), ["c1"]);
    assert_eq!(s.to_move(), Side::Light);
    assert!(legal(&s).contains(&"e5-e4".to_string()));
    play(&mut s, "e5-e4");
    assert!(legal(&s).contains(&"a1-a2".to_string()));
}

/// Plays quiet moves until the game ends; returns how many were played.
fn play_quietly<const E: bool>(pos: &mut Seega<E>) -> u32 {
    let mut plies = 0;
    while pos.outcome().is_none() {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let quiet = moves.into_iter().find(|m| pos.capture_count(*m) == 0).expect("a quiet move");
        pos.play(quiet);
        plies += 1;
    }
    plies
}

#[test]
fn the_barrier_ends_the_game_by_count() {
    let two_each = "
        o . . . x
        . . . . .
        . . . . .
        . . . . .
        o . . . x";
    let three_light = two_each.replacen('.', "o", 1);
    let mut pos: Sudan = Seega::from_diagram(options(10), &three_light, Side::Light).expect("diagram");
    assert_eq!(play_quietly(&mut pos), 10);
    assert_eq!(pos.outcome(), Some(Outcome::win(Side::Light, Reason::Count)));

    let mut pos: Egypt = Seega::from_diagram(options(12), two_each, Side::Dark).expect("diagram");
    assert_eq!(play_quietly(&mut pos), 12);
    assert_eq!(pos.outcome(), Some(Outcome::draw(Reason::Count)));
}

#[test]
fn one_piece_left_or_none_wins() {
    let mut s = sudan(&SERIES_BY_ANOTHER_PIECE.replacen('x', ".", 2), Side::Light);
    assert_eq!(s.pieces(), [4, 2]);
    assert_eq!(play(&mut s, "c2-c1"), ["b1"]);
    assert_eq!(s.outcome(), Some(Outcome::win(Side::Light, Reason::OneLeft)));

    let mut e = egypt(&TWO_AT_ONCE.replace("x x", ". ."), Side::Light);
    assert_eq!(play(&mut e, "c5-c4"), ["b4", "d4"]);
    assert_eq!(e.outcome(), Some(Outcome::win(Side::Light, Reason::CapturedAll)));
    assert_eq!(e.phase(), Phase::Over);
    assert!(legal(&e).is_empty());
}

#[test]
fn sudan_resigning_needs_five_pieces_lost_egypt_any_time() {
    let start = Sudan::start(&options(40), 0);
    assert!(matches!(start.may_resign(Side::Light), Err(Error::NotAllowed(_))));
    let seven_light = "
        o o o o o
        o o . . .
        . . . . .
        x x x x x
        x x x x x";
    let s = sudan(seven_light, Side::Light);
    assert_eq!(s.may_resign(Side::Light), Ok(()));
    let why = s.may_resign(Side::Dark).unwrap_err().to_string();
    assert!(why.contains('5') && why.contains("has lost 2"), "{why}");
    assert_eq!(Egypt::start(&options(40), 0).may_resign(Side::Dark), Ok(()));
    let mut game = crate::session::new_game(Sudan::ID, &Map::new(), 0).expect("a game");
    let why = game.resign(Side::Dark).expect_err("too early").to_string();
    assert!(why.contains("only once 5 of its pieces"), "{why}");
    assert!(!game.status().over);
}

#[test]
fn options_are_read_and_errors_name_them() {
    let read = |v: Value| Sudan::read_options(v.as_object().expect("an object"));
    assert_eq!(read(json!({})), Ok(options(40)));
    assert_eq!(read(json!({"firstPlacer": 1, "barrierPlies": 10})).map(|o| o.first_placer), Ok(Side::Dark));
    for (bad, name) in [
        (json!({"firstPlacer": 2}), "firstPlacer"),
        (json!({"barrierPlies": 9}), "barrierPlies"),
        (json!({"barrierPlies": "40"}), "barrierPlies"),
        (json!({"diagonal": true}), "diagonal"),
    ] {
        let err = read(bad.clone()).expect_err("a bad option").to_string();
        assert!(err.contains(name), "{bad}: {err}");
    }
    assert!(Egypt::read_options(json!({"firstPlayer": 0}).as_object().expect("an object")).is_err());
}

#[test]
fn placement_then_first_mover_per_rule_set() {
    let mut s = Sudan::start(&SeegaOptions { first_placer: Side::Dark, barrier_plies: 40 }, 0);
    assert_eq!((s.to_move(), s.phase(), legal(&s).len()), (Side::Dark, Phase::Placement, 24));
    assert!(refusal(&s, "c3").contains("c3 is the centre and stays empty during placement"));
    assert!(refusal(&s, "b2-b3").contains("placed"));
    let order = "a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 c1 c2 c4 c5 d1 d2 d3 d4 d5 e1 e2 e3 e4 e5";
    for (i, sq) in order.split_whitespace().enumerate() {
        assert_eq!(s.phase(), Phase::Placement, "before placement {i}");
        assert!(i == 0 || refusal(&s, "a1").contains("taken"));
        play(&mut s, sq);
    }
    assert_eq!((s.phase(), s.to_move()), (Phase::Movement, Side::Dark));
    assert!(refusal(&s, "c4").contains("placement is over"));

    let mut e = Egypt::start(&options(40), 0);
    assert_eq!((e.pieces(), legal(&e).len(), e.to_move()), ([2, 2], 20, Side::Light));
    assert!(refusal(&e, "a3").contains("taken"));
    for sq in "a1 a2 a4 a5 b1 b2 b3 b4 b5 c2 c4 d1 d2 d3 d4 d5 e1 e2 e4 e5".split_whitespace() {
        play(&mut e, sq);
    }
    assert_eq!((e.phase(), e.to_move()), (Phase::Movement, Side::Dark));
}

#[test]
fn move_text_is_read_in_any_case_and_nothing_panics() {
    let mut s = Sudan::start(&options(40), 0);
    assert_eq!(play(&mut s, "  C4 "), Vec::<String>::new());
    assert_eq!(cell(&s, "c4"), 1);
    assert!(matches!(s.parse_move("hello"), Err(Error::Unreadable { .. })));
    let junk =
        ["", " ", "-", "x", "c", "c0", "c33", "z9", "a1-", "-a1", "a1-a1-a1", "é1", "a1—b2", "99", "a1xb2x", "\u{0}"];
    for text in junk {
        assert!(s.parse_move(text).is_err(), "{text:?}");
    }
    let moving = sudan(SHUTTLES, Side::Light);
    assert_eq!(moving.parse_move(" E5-e4 "), Ok(SeegaMove::Step { from: 24, to: 19 }));
    for text in junk.iter().chain(&["a1-c3", "e5-e5", "c1-d2", "e5-d5x", "a1-a2"]) {
        assert!(moving.parse_move(text).is_err(), "{text:?}");
    }
}

/// Plays random games to the end; in every position `parse_move` must accept
/// exactly the listed moves (each text naming its own move) and refuse every
/// other placement or step with a reason.
fn parse_agrees_with_legal_moves<const E: bool>(games: u64) {
    let all_texts: Vec<String> = (0..SQUARES)
        .map(|sq| GRID.name(sq))
        .chain((0..SQUARES).flat_map(|a| (0..SQUARES).map(move |b| format!("{}-{}", GRID.name(a), GRID.name(b)))))
        .collect();
    for seed in 0..games {
        let mut rng = crate::core::Rng::new(seed);
        let first_placer = Side::from_index(seed % 2).unwrap_or(Side::Light);
        let mut pos = Seega::<E>::start(&SeegaOptions { first_placer, barrier_plies: 10 + seed as u32 % 30 }, 0);
        while pos.outcome().is_none() {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            assert!(!moves.is_empty(), "no move in a game that is not over");
            for text in &all_texts {
                match pos.parse_move(text) {
                    Ok(mv) => assert!(moves.contains(&mv) && pos.move_text(mv) == *text, "{text} accepted"),
                    Err(Error::Illegal { .. }) => {}
                    Err(e) => panic!("{text}: {e}"),
                }
            }
            let accepted = all_texts.iter().filter(|t| pos.parse_move(t).is_ok()).count();
            assert_eq!(accepted, moves.len());
            pos.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        assert!(pos.parse_move("a1").is_err() && pos.parse_move("a1-a2").is_err());
    }
}

#[test]
fn random_games_parse_exactly_the_legal_moves() {
    parse_agrees_with_legal_moves::<false>(20);
    parse_agrees_with_legal_moves::<true>(20);
}

mod endings {
    use super::super::endgame::{Solution, Value};
    use super::*;
    use crate::search::{Level, Limits};

    /// Whether the side to move can force a win within `plies` plies (plain AND-OR search).
    fn forced_win<const E: bool>(pos: &Seega<E>, plies: u16) -> bool {
        if plies == 0 {
            return false;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.into_iter().any(|mv| {
            let mut child = pos.clone();
            child.play(mv);
            match child.outcome() {
                Some(o) => o.winner == Some(pos.to_move),
                None if child.to_move == pos.to_move => forced_win(&child, plies - 1),
                None => !escapes(&child, plies - 1),
            }
        })
    }

    /// Whether the side to move avoids losing within `plies` plies.
    fn escapes<const E: bool>(pos: &Seega<E>, plies: u16) -> bool {
        if plies == 0 {
            return true;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.into_iter().any(|mv| {
            let mut child = pos.clone();
            child.play(mv);
            match child.outcome() {
                Some(o) => o.winner == Some(pos.to_move) || o.winner.is_none(),
                None if child.to_move == pos.to_move => escapes(&child, plies - 1),
                None => !forced_win(&child, plies - 1),
            }
        })
    }

    /// Every won position of a solution, with its number of plies to the win.
    fn won<const E: bool>(solution: &Solution<E>) -> Vec<(&Seega<E>, u16)> {
        solution
            .positions()
            .filter_map(|(pos, v)| match v {
                Value::Win(d) => Some((pos, d)),
                _ => None,
            })
            .collect()
    }

    /// Of every 13th won position, how many keep their win after `level`'s move: (kept, tried).
    fn kept_wins<const E: bool>(solution: &Solution<E>, won: &[(&Seega<E>, u16)], level: Level) -> (usize, usize) {
        let mut kept = 0;
        let mut tried = 0;
        for (i, &(pos, _)) in won.iter().enumerate().filter(|(i, _)| i % 13 == 0) {
            let limits = Limits { level, time_ms: None, nodes: Some(20_000), seed: i as u64 };
            let mv = pos.think(&limits, &|| 0.0).expect("a move").best;
            let mut child = pos.clone();
            child.play(mv);
            let keeps_win = match (child.outcome(), solution.value(&child)) {
                (Some(o), _) => o.winner == Some(pos.to_move),
                (None, Some(Value::Win(_))) => child.to_move == pos.to_move,
                (None, Some(Value::Loss(_))) => child.to_move != pos.to_move,
                (None, _) => false,
            };
            kept += keeps_win as usize;
            tried += 1;
        }
        (kept, tried)
    }

    /// Solves every 2-against-2 ending and checks short wins against a plain
    /// search; then the hard level must keep every sampled win, and on wins
    /// 3 plies or more away the levels must rank easy < medium < hard.
    fn solved_endings_rank_the_levels<const E: bool>() {
        let solution = Solution::<E>::solve(options(40), 4);
        let won = won(&solution);
        assert!(won.len() > 1000 && solution.positions().any(|(_, v)| matches!(v, Value::Loss(_))));
        for &(pos, d) in won.iter().filter(|(_, d)| *d <= 5).step_by(37) {
            assert!(forced_win(pos, d) && !forced_win(pos, d - 1), "win in {d}?\n{pos:?}");
        }
        let (kept, tried) = kept_wins(&solution, &won, Level::Hard);
        assert!(tried > 400);
        assert_eq!(kept, tried, "{}: the hard level threw away {} of {tried} wins", Seega::<E>::ID, tried - kept);

        let far: Vec<(&Seega<E>, u16)> = won.into_iter().filter(|(_, d)| *d >= 3).collect();
        let [easy, medium, hard] = [Level::Easy, Level::Medium, Level::Hard].map(|l| kept_wins(&solution, &far, l).0);
        assert!(easy < medium && medium < hard, "{}: easy {easy}, medium {medium}, hard {hard}", Seega::<E>::ID);
    }

    #[test]
    fn sudan_two_against_two_endings_rank_the_levels() {
        solved_endings_rank_the_levels::<false>();
    }

    #[test]
    fn egypt_two_against_two_endings_rank_the_levels() {
        solved_endings_rank_the_levels::<true>();
    }
}

#[test]
fn a_count_says_whether_the_barrier_or_a_standstill_ended_it() {
    let mut pos: Sudan = Seega::from_diagram(options(10), "o o . . x  . . . . .  . . . . .  . . . . .  o . . . x", Side::Light).expect("diagram");
    assert_eq!(pos.count_cause(), None);
    play_quietly(&mut pos);
    assert_eq!((pos.outcome().map(|o| o.reason), pos.count_cause()), (Some(Reason::Count), Some(Cause::Barrier)));
    assert_eq!(pos.situation(), Situation::default(), "nothing goes on once over");

    // Every square but a1 is full and each of a1's neighbours has just
    // shuttled to and from it four times: nobody can move.
    let mut pos: Sudan = Seega::from_diagram(options(40), "xoxox oxoxo xoxox oxoxo .oxox", Side::Light).expect("diagram");
    for neighbour in ["a2", "b1", "b2"] {
        pos.shuttles[GRID.parse(neighbour).expect("a square")] = Shuttle { from: 0, count: MAX_SHUTTLE };
    }
    pos.give_turn(Side::Light);
    assert_eq!((pos.outcome().map(|o| o.reason), pos.count_cause()), (Some(Reason::Count), Some(Cause::Stuck)));
}

/// Pieces can be taken only once placement is over, so random games are followed from then on.
fn taking_away_a_piece_never_raises_its_sides_value<const E: bool>() {
    let mut rng = crate::core::Rng::new(21);
    for game in 0..12 {
        let mut pos = Seega::<E>::start(&options(40), game);
        while pos.outcome().is_none() {
            if !pos.placing {
                let value = pos.evaluate();
                for side in Side::BOTH {
                    // With one piece left a side has lost: no value to compare.
                    if pos.pieces[side.index()].count_ones() < 3 {
                        continue;
                    }
                    for sq in squares(pos.pieces[side.index()]) {
                        let mut fewer = pos.clone();
                        fewer.pieces[side.index()] &= !bit(sq);
                        let (before, after) = if side == pos.to_move { (value, fewer.evaluate()) } else { (-value, -fewer.evaluate()) };
                        assert!(after < before, "{}, side {side:?} without {}: {before} -> {after}\n{pos:?}", Seega::<E>::ID, GRID.name(sq));
                    }
                }
            }
            let mut all = Vec::new();
            pos.legal_moves(&mut all);
            pos.play(all[rng.below(all.len() as u64) as usize]);
        }
    }
}

#[test]
fn sudan_taking_away_a_piece_never_raises_its_sides_value() {
    taking_away_a_piece_never_raises_its_sides_value::<false>();
}

#[test]
fn egypt_taking_away_a_piece_never_raises_its_sides_value() {
    taking_away_a_piece_never_raises_its_sides_value::<true>();
}
