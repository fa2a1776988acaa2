//! Rule tests: the locked start, every row of the throw table, the pool and
//! its groups, every landing and taking rule, circling, the endgame, seats.

use super::path::{holes, parse_hole};
use super::spend::group_len;
use super::*;
use crate::core::Reason;
use crate::race::{probability, ThrowKind};

fn options(given: Value) -> SeigOptions {
    Seig::read_options(given.as_object().expect("an object")).expect("valid options")
}

fn default_options() -> SeigOptions {
    options(json!({}))
}

/// Side 0 to throw, unlocked, with these pieces (unreleased, released) per side.
fn setup(unreleased: [&[&str]; 2], released: [&[&str]; 2]) -> Seig {
    Seig::setup(default_options(), Side::Light, unreleased, released)
}

/// An explicit throw of 8 sticks with this many whites.
fn throw(whites: usize) -> String {
    format!("throw:{}{}", "W".repeat(whites), "B".repeat(8 - whites))
}

fn throw7(whites: usize) -> String {
    format!("throw:{}{}", "W".repeat(whites), "B".repeat(7 - whites))
}

impl Seig {
    fn act(&mut self, text: &str) -> Played {
        let mv = self.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        self.play(mv)
    }

    fn acts(&mut self, texts: &[&str]) {
        for t in texts {
            self.act(t);
        }
    }

    fn legal(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut texts: Vec<String> = moves.into_iter().map(|m| self.move_text(m)).collect();
        texts.sort();
        texts
    }

    /// (cells, released) of a hole by name.
    fn at(&self, name: &str) -> (u8, u8) {
        let hole = parse_hole(name).expect("hole");
        match self.board() {
            BoardView::Holes { cells, released: Some(released), .. } => (cells[hole], released[hole]),
            other => unreachable!("Seig has holes with released pieces, not {other:?}"),
        }
    }

    fn turn(&self) -> (Phase, Side, u8) {
        (self.phase(), self.to_move(), self.seat())
    }
}

fn sorted(moves: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ---- Locked start ----

#[test]
fn the_game_starts_locked_with_seven_sticks() {
    let pos = Seig::start(&default_options(), 5);
    assert_eq!(pos.legal(), ["throw"]);
    assert_eq!(pos.turn(), (Phase::Throw, Side::Light, 0));
    assert_eq!(pos.pieces(), [12, 12]);
    assert_eq!((pos.at("a1"), pos.at("a12"), pos.at("d1"), pos.at("b5")), ((1, 0), (1, 0), (2, 0), (0, 0)));
    let err = pos.parse_move(&throw(4)).unwrap_err().to_string();
    assert!(err.contains("7 sticks are thrown while the game is locked"), "{err}");
    assert!(pos.parse_move("throw:WWWBBBX").unwrap_err().to_string().contains("'X'"));
    assert_eq!((code(&pos, &throw(4)), code(&pos, "throw:WWWBBBX")), ("stick-count", "stick-face"));
    assert!(pos.parse_move(&throw7(3)).is_ok());
    assert_eq!(code(&pos, "a12-b12:1"), "must-throw");
}

#[test]
fn locked_throws_other_than_seig_or_all_alike_pass_the_sticks() {
    for whites in 2..=5 {
        let mut pos = Seig::start(&default_options(), 5);
        pos.act(&throw7(whites));
        assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0), "{whites}");
        assert_eq!(pos.released, [0, 0]);
        assert!(pos.parse_move(&throw7(1)).is_ok(), "still locked");
    }
}

#[test]
fn a_locked_seig_unlocks_and_moves_the_front_piece_one_hole() {
    for whites in [1, 6] {
        let mut pos = Seig::start(&default_options(), 5);
        pos.act(&throw7(3));
        pos.act(&throw7(whites));
        // Side 1's front piece d12 steps onto c12, released; the seat throws again with 8 sticks.
        assert_eq!((pos.at("d12"), pos.at("c12")), ((0, 0), (2, 2)));
        assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0));
        let err = pos.parse_move(&throw7(3)).unwrap_err().to_string();
        assert!(err.contains("8 sticks are thrown once the game is unlocked"), "{err}");
        // The unlocking throw was the turn's first: a 2 now ends the turn.
        pos.act(&throw(2));
        assert_eq!(pos.turn(), (Phase::Throw, Side::Light, 0));
        assert_eq!(pos.pool(), Vec::<u8>::new());
        // Unlocked for side 0 too.
        assert!(pos.parse_move(&throw(3)).is_ok());
    }
}

#[test]
fn locked_all_alike_unlocks_and_releases_seven_front_pieces_unmoved() {
    for whites in [0, 7] {
        let mut pos = Seig::start(&default_options(), 5);
        pos.act(&throw7(whites));
        let released: Vec<(u8, u8)> = (1..=12).map(|c| pos.at(&format!("a{c}"))).collect();
        assert_eq!(released[..5], [(1, 0); 5]);
        assert_eq!(released[5..], [(1, 1); 7]);
        assert_eq!(pos.turn(), (Phase::Throw, Side::Light, 0));
        pos.act(&throw(5));
        assert_eq!(pos.pool(), [5]);
        assert_eq!(pos.phase(), Phase::Spend);
    }
}

// ---- The throw table, unlocked ----

#[test]
fn seig_releases_the_front_piece_one_hole_on_and_throws_again() {
    for whites in [1, 7] {
        let mut pos = setup([&["a1", "a5", "a9"], &["d1"]], [&[], &[]]);
        pos.act(&throw(whites));
        assert_eq!((pos.at("a9"), pos.at("a10")), ((0, 0), (1, 1)));
        assert_eq!(pos.turn(), (Phase::Throw, Side::Light, 0));
        assert!(pos.pool().is_empty());
    }
}

#[test]
fn seig_releases_without_moving_onto_its_own_piece_and_shares_with_an_opposing_one() {
    let mut pos = setup([&["a1", "a11"], &["d1"]], [&["a12"], &[]]);
    pos.act(&throw(1));
    assert_eq!(pos.at("a11"), (1, 1));
    let mut pos = setup([&["a1", "a12"], &["d1"]], [&[], &["b12"]]);
    pos.act(&throw(1));
    assert_eq!(pos.at("b12"), (3, 3));
    assert_eq!(pos.pieces(), [2, 2]);
}

#[test]
fn seig_with_nothing_to_release_adds_one() {
    let mut pos = setup([&[], &["d1"]], [&["a4"], &[]]);
    pos.act(&throw(7));
    assert_eq!(pos.pool(), [1]);
    assert_eq!(pos.phase(), Phase::Throw);
    pos.act(&throw(3));
    assert_eq!(pos.legal(), sorted(&["a4-a5:1", "a4-a7:3", "a4-a8:3+1"]));
}

#[test]
fn a_two_as_first_throw_is_the_whole_pool() {
    let mut pos = setup([&[], &["d1"]], [&["a4"], &[]]);
    pos.act(&throw(2));
    assert_eq!(pos.pool(), [2]);
    assert_eq!(pos.legal(), ["a4-a6:2"]);
}

#[test]
fn a_later_two_cancels_the_pool_but_releases_stand() {
    let mut pos = setup([&["a1", "a2"], &["d1"]], [&["a4"], &[]]);
    pos.acts(&[&throw(4), &throw(1)]);
    assert_eq!(pos.pool(), [4]);
    pos.act(&throw(2));
    assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0));
    assert!(pos.pool().is_empty());
    assert_eq!(pos.at("a3"), (1, 1));
}

#[test]
fn three_five_and_six_add_and_stop() {
    for (whites, value) in [(3, 3), (5, 5), (6, 6)] {
        let mut pos = setup([&[], &["d1"]], [&["a1"], &[]]);
        pos.act(&throw(whites));
        assert_eq!(pos.pool(), [value]);
        assert_eq!(pos.turn(), (Phase::Spend, Side::Light, 0));
    }
}

#[test]
fn four_adds_four_or_three_and_throws_again() {
    let mut pos = setup([&[], &["d1"]], [&["a1"], &[]]);
    pos.act(&throw(4));
    assert_eq!((pos.pool(), pos.phase()), (vec![4], Phase::Throw));
    let mut pos = Seig::setup(options(json!({"fourMoves": 3})), Side::Light, [&[], &["d1"]], [&["a1"], &[]]);
    pos.acts(&[&throw(4), &throw(3)]);
    assert_eq!(pos.pool(), [3, 3]);
    assert_eq!(pos.legal(), sorted(&["a1-a4:3", "a1-a7:3+3"]));
}

#[test]
fn all_alike_releases_eight_front_pieces_or_all_left() {
    for whites in [0, 8] {
        let mut pos = Seig::start(&default_options(), 5);
        pos.unlocked = true;
        pos.act(&throw(whites));
        assert_eq!((pos.at("a4"), pos.at("a5")), ((1, 0), (1, 1)));
        assert_eq!(pos.released[0].count_ones(), 8);
        pos.act(&throw(whites));
        assert_eq!(pos.released[0].count_ones(), 12);
        pos.act(&throw(whites));
        assert_eq!(pos.turn(), (Phase::Throw, Side::Light, 0));
        assert!(pos.pool().is_empty());
    }
}

// ---- Spending ----

#[test]
fn every_distinct_group_of_pool_values_is_one_move() {
    let mut pos = setup([&[], &["d1"]], [&["b12"], &[]]);
    pos.acts(&[&throw(4), &throw(4), &throw(5)]);
    assert_eq!(pos.pool(), [4, 4, 5]);
    assert_eq!(pos.legal(), sorted(&["b12-b8:4", "b12-b7:5", "b12-b4:4+4", "b12-b3:5+4", "b12-c2:5+4+4"]));
    // Values in any order and case; the canonical text puts the largest first.
    let mv = pos.parse_move(" B12-B3:4+5 ").unwrap();
    assert_eq!(pos.move_text(mv), "b12-b3:5+4");
    pos.play(mv);
    assert_eq!(pos.pool(), [4]);
    assert_eq!(pos.turn(), (Phase::Spend, Side::Light, 0));
    let err = pos.parse_move("b3-c12:4").unwrap_err().to_string();
    assert!(err.contains("b3 with 4 reaches c2"), "{err}");
    assert!(pos.parse_move("b3-b2:1").unwrap_err().to_string().contains("pool"));
    assert_eq!((code(&pos, "b3-c12:4"), code(&pos, "b3-b2:1")), ("reaches-elsewhere", "pool-holds"));
    assert_eq!(code(&pos, "throw"), "spend-first");
    pos.act("b3-c2:4");
    assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0));
}

/// Every non-empty group of `pool`'s values, with no pruning.
fn every_group(pool: &Values) -> Vec<Values> {
    let mut groups = vec![[0; 7]];
    for v in 1..7 {
        groups = groups.into_iter().flat_map(|g| (0..=pool[v]).map(move |n| {
            let mut g = g;
            g[v] = n;
            g
        })).collect();
    }
    groups.retain(|g| group_len(g) > 0);
    groups
}

#[test]
fn pools_as_long_as_the_path_keep_every_group_and_every_legal_spend() {
    // Pieces from the path's first hole on, then the same with every piece able to circle.
    let starts = [setup([&[], &["d1"]], [&["a1", "a5", "b12", "c3", "d10"], &["c6"]]), setup([&[], &["a1"]], [&["b12", "c3", "d7"], &["c6"]])];
    let pools: [Values; 5] = [[0, 47, 0, 0, 0, 0, 0], [0, 45, 1, 0, 0, 0, 0], [0, 44, 0, 1, 0, 0, 0], [0, 2, 1, 0, 0, 1, 7], [0, 9, 6, 5, 4, 4, 3]];
    for mut pos in starts {
        pos.stage = Stage::Spend;
        for pool in pools {
            pos.pool = pool;
            // The pruning keeps every group up to the path's length and no other.
            let mut groups = pos.groups();
            groups.sort();
            let mut expected: Vec<Values> = every_group(&pool).into_iter().filter(|g| group_sum(g) <= path::LAST_STEP as u32).collect();
            expected.sort();
            assert_eq!(groups, expected, "{pool:?}");
            let circling = pos.may_circle(Side::Light);
            let mut spends: Vec<String> = holes(pos.released[0])
                .flat_map(|from| every_group(&pool).into_iter().map(move |group| (from, group)))
                .filter_map(|(from, group)| pos.destination(from, &group, circling).ok().map(|to| (from, to, group)))
                .map(|(from, to, group)| pos.move_text(SeigMove::Spend { from: from as u8, to: to as u8, group }))
                .collect();
            spends.sort();
            assert_eq!(pos.legal(), spends, "{pool:?}");
        }
    }
}

#[test]
fn a_piece_jumps_over_pieces_but_never_lands_on_its_own_side() {
    let mut pos = setup([&[], &["d1"]], [&["a1", "a3", "a6"], &["a2"]]);
    pos.act(&throw(5));
    // a1 + 5 = a6 is taken by its own side; a3 and a6 jump the others.
    assert_eq!(pos.legal(), sorted(&["a3-a8:5", "a6-a11:5"]));
    let err = pos.parse_move("a1-a6:5").unwrap_err().to_string();
    assert!(err.contains("same side"), "{err}");
    assert!(pos.parse_move("a2-a7:5").unwrap_err().to_string().contains("no piece"));
    assert_eq!((code(&pos, "a1-a6:5"), code(&pos, "a2-a7:5")), ("landing-own", "hole-without-piece"));
}

#[test]
fn only_released_pieces_move() {
    let mut pos = setup([&["a2"], &["d1"]], [&["a4"], &[]]);
    pos.act(&throw(3));
    assert_eq!(pos.legal(), ["a4-a7:3"]);
    assert!(pos.parse_move("a2-a5:3").unwrap_err().to_string().contains("not released"));
    assert_eq!(code(&pos, "a2-a5:3"), "not-released");
}

#[test]
fn a_move_may_reach_the_last_hole_but_not_run_past_it() {
    let mut pos = setup([&["a1"], &["a2"]], [&["d3", "d5"], &[]]);
    pos.act(&throw(2));
    assert_eq!(pos.legal(), ["d3-d1:2"]);
    pos.act("d3-d1:2");
    let mut pos = setup([&["a1"], &["a2"]], [&["d3"], &[]]);
    pos.act(&throw(5));
    // Nothing can be spent: the pool is lost and the next seat throws at once.
    assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0));
    assert!(pos.pool().is_empty());
    let mut pos = setup([&["a1"], &["a2"]], [&["d1", "c5"], &[]]);
    pos.act(&throw(3));
    assert_eq!(pos.legal(), ["c5-c8:3"]);
    assert_eq!(code(&pos, "d1-c3:3"), "past-end");
}

#[test]
fn entering_the_opposing_lower_field_takes_one_value_of_2_3_or_4() {
    let mut pos = setup([&["a1"], &["a2"]], [&["c11", "c2"], &[]]);
    pos.acts(&[&throw(4), &throw(3)]);
    assert_eq!(pos.legal(), sorted(&["c11-d10:4", "c11-d11:3", "c2-c6:4", "c2-c5:3", "c2-c9:4+3"]));
    let err = pos.parse_move("c11-d7:4+3").unwrap_err().to_string();
    assert!(err.contains("opposing lower field"), "{err}");
    assert_eq!(code(&pos, "c11-d7:4+3"), "one-small-value");
    // A 5 or a 1 never enters, even alone.
    let mut pos = setup([&["a1"], &["a2"]], [&["c10", "c2"], &[]]);
    pos.act(&throw(5));
    assert_eq!(pos.legal(), ["c2-c7:5"]);
    let mut pos = setup([&[], &["a2"]], [&["c12"], &[]]);
    pos.acts(&[&throw(1), &throw(3)]);
    assert_eq!(pos.pool(), [1, 3]);
    assert_eq!(pos.legal(), ["c12-d10:3"]);
}

#[test]
fn landing_on_an_opposing_piece_in_an_upper_field_takes_it() {
    let mut pos = setup([&[], &["d1"]], [&["b10"], &["b5"]]);
    pos.act(&throw(5));
    let played = pos.act("b10-b5:5");
    assert_eq!(played.captured, 1 << parse_hole("b5").unwrap());
    assert_eq!(pos.at("b5"), (1, 1));
    assert_eq!(pos.pieces(), [1, 1]);
    // Side 1 takes in its upper fields too: from c9 (its step 14) 3 holes on to c6.
    let mut pos = Seig::setup(default_options(), Side::Dark, [&["a1"], &[]], [&["c6"], &["c9"]]);
    pos.act(&throw(3));
    assert_eq!(pos.act("c9-c6:3").captured, 1 << parse_hole("c6").unwrap());
    assert_eq!(pos.pieces(), [1, 1]);
}

#[test]
fn nobody_is_taken_on_the_first_and_last_holes_of_the_upper_fields() {
    for (from, to) in [("a10", "b12"), ("b4", "b1"), ("b3", "c1"), ("c9", "c12")] {
        let mut pos = setup([&[], &["d1"]], [&[from], &[to]]);
        pos.act(&throw(3));
        let played = pos.act(&format!("{from}-{to}:3"));
        assert_eq!((played.captured, pos.at(to), pos.pieces()), (0, (3, 3), [1, 2]), "{to}");
    }
}

#[test]
fn a_side_never_takes_in_its_own_lower_field() {
    let mut pos = setup([&[], &["d1"]], [&["a3"], &["a6"]]);
    pos.act(&throw(3));
    assert_eq!(pos.act("a3-a6:3").captured, 0);
    assert_eq!(pos.at("a6"), (3, 3));
}

#[test]
fn in_the_opposing_lower_field_only_a_lone_2_takes_released_or_not() {
    let mut pos = setup([&["a1"], &["d8", "d7"]], [&["d10"], &["d2"]]);
    pos.act(&throw(2));
    assert_eq!(pos.act("d10-d8:2").captured, 1 << parse_hole("d8").unwrap());
    assert_eq!(pos.pieces(), [2, 2]);
    let mut pos = setup([&["a1"], &["d8", "d7"]], [&["d10"], &["d2"]]);
    pos.act(&throw(3));
    assert_eq!(pos.act("d10-d7:3").captured, 0);
    assert_eq!((pos.at("d7"), pos.pieces()), ((3, 1), [2, 3]));
    // Entering with a lone 2 takes at once.
    let mut pos = setup([&["a1"], &["d11"]], [&["c12"], &["d2"]]);
    pos.act(&throw(2));
    assert_eq!(pos.act("c12-d11:2").captured, 1 << parse_hole("d11").unwrap());
}

#[test]
fn pieces_circle_once_their_own_lower_field_is_empty() {
    // Side 0 runs on from d1 to c1; a move may pass the last hole in one go.
    let mut pos = setup([&[], &["a2"]], [&["d2"], &[]]);
    pos.act(&throw(5));
    assert_eq!(pos.legal(), ["d2-c4:5"]);
    // Not while a piece of its side, even unreleased, is left in its own lower field.
    let mut pos = setup([&["a1"], &["a2"]], [&["d2"], &[]]);
    pos.act(&throw(5));
    assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0));
    // Side 1 runs on from a1 to b1.
    let mut pos = Seig::setup(default_options(), Side::Dark, [&["a1"], &[]], [&[], &["a2"]]);
    pos.act(&throw(3));
    assert_eq!(pos.legal(), ["a2-b2:3"]);
}

#[test]
fn a_circling_piece_needs_one_small_value_to_enter_again() {
    let mut pos = setup([&[], &["a2"]], [&["d3"], &[]]);
    pos.acts(&[&throw(4), &throw(4), &throw(4), &throw(5)]);
    assert_eq!(
        pos.legal(),
        sorted(&["d3-c2:4", "d3-c3:5", "d3-c6:4+4", "d3-c7:5+4", "d3-c10:4+4+4", "d3-c11:5+4+4"])
    );
}

#[test]
fn circling_is_judged_when_each_move_is_made() {
    let mut pos = setup([&[], &["a2"]], [&["a12", "d1"], &[]]);
    pos.acts(&[&throw(4), &throw(3)]);
    assert_eq!(pos.legal(), sorted(&["a12-b9:4", "a12-b10:3", "a12-b6:4+3"]));
    pos.act("a12-b9:4");
    assert_eq!(pos.legal(), sorted(&["b9-b6:3", "d1-c3:3"]));
}

#[test]
fn taking_the_last_opposing_piece_wins() {
    let mut pos = setup([&[], &[]], [&["b10"], &["b5"]]);
    pos.act(&throw(5));
    pos.act("b10-b5:5");
    assert_eq!(pos.outcome(), Some(Outcome::win(Side::Light, Reason::CapturedAll)));
    assert_eq!((pos.phase(), pos.legal()), (Phase::Over, Vec::<String>::new()));
    assert!(matches!(pos.parse_move("throw"), Err(Error::GameOver)));
}

#[test]
fn the_endgame_sets_pieces_aside_and_takes_them_with_fours() {
    let mut pos = setup([&[], &[]], [&["b3", "d5"], &["a3", "b7"]]);
    pos.acts(&[&throw(4), &throw(5)]);
    pos.act("b3-c2:4");
    // Every piece is past every opposing one: the rest of the pool is dropped, the next seat throws.
    assert_eq!(pos.turn(), (Phase::Endgame, Side::Dark, 0));
    assert_eq!(pos.board(), BoardView::Holes { rows: 4, columns: 12, cells: vec![0; 48], released: Some(vec![0; 48]), states: None, sticks: 8, places: super::path::places() });
    assert_eq!((pos.pieces(), pos.pool()), ([2, 2], vec![]));
    assert_eq!(pos.legal(), ["throw"]);
    assert!(pos.parse_move("c2-c7:5").is_err());
    // Exactly 4 whites takes one piece and throws again; anything else ends the turn.
    assert_eq!(pos.act(&throw(4)).captured, 0);
    assert_eq!((pos.pieces(), pos.turn()), ([1, 2], (Phase::Endgame, Side::Dark, 0)));
    for whites in [1, 7, 0, 8, 2, 3, 5, 6] {
        let before = pos.turn().1;
        pos.act(&throw(whites));
        assert_eq!((pos.pieces(), pos.turn().1), ([1, 2], before.opponent()), "{whites}");
    }
    assert_eq!(pos.turn().1, Side::Dark);
    pos.act(&throw(5));
    pos.acts(&[&throw(4), &throw(4)]);
    assert_eq!(pos.pieces(), [1, 0]);
    assert_eq!(pos.outcome(), Some(Outcome::win(Side::Light, Reason::CapturedAll)));
}

#[test]
fn the_endgame_begins_only_when_every_piece_is_past_every_opposing_one() {
    let mut pos = setup([&[], &[]], [&["b3", "d5"], &["a3", "c7"]]);
    pos.acts(&[&throw(4), &throw(5)]);
    pos.act("b3-c2:4");
    assert_eq!(pos.turn(), (Phase::Spend, Side::Light, 0));
}

fn seat_order(team_size: u8, first_side: u8, turns: usize) -> Vec<(Side, u8)> {
    let mut pos = Seig::start(&options(json!({"teamSize": team_size, "firstSide": first_side})), 3);
    (0..turns)
        .map(|_| {
            let now = (pos.to_move(), pos.seat());
            pos.act(&throw7(3));
            now
        })
        .collect()
}

#[test]
fn seats_of_a_side_take_turns_in_order_then_the_other_side() {
    use Side::{Dark, Light};
    assert_eq!(seat_order(1, 0, 3), [(Light, 0), (Dark, 0), (Light, 0)]);
    assert_eq!(seat_order(2, 0, 5), [(Light, 0), (Light, 1), (Dark, 0), (Dark, 1), (Light, 0)]);
    assert_eq!(
        seat_order(3, 1, 7),
        [(Dark, 0), (Dark, 1), (Dark, 2), (Light, 0), (Light, 1), (Light, 2), (Dark, 0)]
    );
    // A spent pool passes to the next seat of the same side.
    let mut pos = Seig::setup(options(json!({"teamSize": 2})), Side::Light, [&[], &["d1"]], [&["a1"], &[]]);
    pos.acts(&[&throw(3), "a1-a4:3"]);
    assert_eq!(pos.turn(), (Phase::Throw, Side::Light, 1));
}

#[test]
fn options_are_checked_and_named() {
    for (bad, name) in [(json!({"teamSize": 4}), "teamSize"), (json!({"fourMoves": 5}), "fourMoves"),
        (json!({"firstSide": 2}), "firstSide"), (json!({"seed": "x"}), "seed"), (json!({"sticks": 8}), "sticks")]
    {
        let err = Seig::read_options(bad.as_object().unwrap()).unwrap_err().to_string();
        assert!(err.contains(name), "{err}");
    }
    let o = default_options();
    assert_eq!(Value::Object(Seig::options_json(&o)), json!({"teamSize": 1, "firstSide": 0, "fourMoves": 4}));
    let o = options(json!({"seed": "18446744073709551613", "fourMoves": 3}));
    assert_eq!(Seig::options_json(&o)["seed"], json!("18446744073709551613"));
    // Seeds run from 0 to 2^64-1 (issue 14): a negative one is refused.
    assert!(Seig::read_options(json!({"seed": -3}).as_object().unwrap()).unwrap_err().to_string().contains("seed"));
}

#[test]
fn every_throw_moves_the_stream_alike_whether_drawn_or_given() {
    let pos = Seig::start(&options(json!({"seed": 9})), 0);
    let (mut drawn, mut given) = (pos.clone(), pos.clone());
    drawn.play(SeigMove::Throw(None));
    given.play(SeigMove::Throw(Some(0b101)));
    assert_eq!(drawn.stream_state(), given.stream_state());
    assert_ne!(drawn.stream_state(), pos.stream_state());
    // The seed option wins over the entropy.
    assert_eq!(Seig::start(&options(json!({"seed": 9})), 77).stream_state(), pos.stream_state());
    assert_ne!(Seig::start(&default_options(), 77).stream_state(), Seig::start(&default_options(), 78).stream_state());
}

#[test]
fn seeded_throws_follow_binomial_8_one_half() {
    let base = setup([&["a1"], &["d1"]], [&[], &[]]);
    let mut state = Rng::new(2026).state();
    let mut counts = [0u64; 9];
    let n = 100_000;
    for _ in 0..n {
        let mut pos = base.clone();
        pos.set_stream_state(state);
        let thrown = pos.play(SeigMove::Throw(None)).throw.expect("a throw");
        counts[thrown.whites() as usize] += 1;
        state = pos.stream_state().expect("a stream");
    }
    let chi_square: f64 = (0..=8u8)
        .map(|w| {
            let expected = n as f64 * probability(8, w);
            (counts[w as usize] as f64 - expected).powi(2) / expected
        })
        .sum();
    eprintln!("throws by whites {counts:?}: chi-square {chi_square:.2} (8 degrees of freedom)");
    // 26.12 is the 0.1% point of chi-square with 8 degrees of freedom.
    assert!(chi_square < 26.12, "chi-square {chi_square}");
}

#[test]
fn random_games_keep_every_invariant() {
    for seed in 0..30u64 {
        let team_size = 1 + seed % 3;
        let four_moves = if seed % 2 == 0 { 4 } else { 3 };
        let mut pos = Seig::start(&options(json!({"teamSize": team_size, "fourMoves": four_moves})), seed);
        let mut choose = Rng::new(seed);
        for _ in 0..5000 {
            if pos.outcome().is_some() {
                break;
            }
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            assert!(!moves.is_empty(), "a side is never asked to pass");
            assert_eq!(pos.phase() == Phase::Spend, !pos.pool().is_empty() && pos.stage == Stage::Spend);
            for &mv in &moves {
                assert_eq!(pos.parse_move(&pos.move_text(mv)), Ok(mv), "{}", pos.move_text(mv));
            }
            let mv = match moves[choose.below(moves.len() as u64) as usize] {
                // Half the throws are given, to mix both kinds.
                SeigMove::Throw(None) if choose.below(2) == 0 => SeigMove::Throw(Some(choose.next_u64() as u8)),
                mv => mv,
            };
            pos.play(mv);
            for s in 0..2 {
                assert_eq!(pos.released[s] & !pos.pieces[s], 0);
                if pos.stage != Stage::Endgame {
                    assert_eq!(pos.pieces[s].count_ones(), pos.counts[s] as u32);
                }
            }
            assert!(pos.seat < team_size as u8);
        }
        assert!(pos.outcome().is_some(), "game {seed} ended");
    }
}

/// The code of the reason `text` is refused for.
fn code(pos: &Seig, text: &str) -> &'static str {
    pos.parse_move(text).expect_err(text).code()
}

/// Plays `text` and returns what the move reports.
fn reported(pos: &mut Seig, text: &str) -> MoveFacts {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let before = pos.clone();
    let played = pos.play(mv);
    before.move_facts(mv, played, pos)
}

fn kind_and_value(pos: &mut Seig, text: &str) -> (ThrowKind, Option<u8>) {
    let facts = reported(pos, text).throw.expect("a throw");
    (facts.kind, facts.value)
}

#[test]
fn a_spend_reports_every_hole_passed_circling_included() {
    let mut pos = setup([&[], &["a2"]], [&["d2"], &[]]);
    pos.act(&throw(5));
    let facts = reported(&mut pos, "d2-c4:5");
    assert_eq!(facts.path, Some(["d2", "d1", "c1", "c2", "c3", "c4"].map(String::from).to_vec()));
    assert_eq!((facts.parts.from.as_deref(), facts.parts.to.as_deref(), facts.parts.placement), (Some("d2"), Some("c4"), false));
}

#[test]
fn a_throw_reports_whether_its_faces_were_given_or_drawn() {
    let start = Seig::start(&default_options(), 5);
    assert!(reported(&mut start.clone(), &throw7(3)).throw.expect("a throw").given);
    assert!(!reported(&mut start.clone(), "throw").throw.expect("a throw").given);
}

#[test]
fn a_throw_reports_whether_it_unlocked_the_game() {
    let start = Seig::start(&default_options(), 5);
    let unlocked = |pos: &mut Seig, text: &str| reported(pos, text).throw.expect("a throw").unlocked;
    assert!(!unlocked(&mut start.clone(), &throw7(3)), "a locked throw");
    for whites in [1, 6, 0, 7] {
        let mut pos = start.clone();
        assert!(unlocked(&mut pos, &throw7(whites)), "{whites} whites of 7 unlock");
        // The next seig, of 8 sticks now, unlocks nothing: the game is open already.
        assert!(!unlocked(&mut pos, &throw(7)));
    }
}

#[test]
fn throws_report_their_kind_value_and_releases() {
    use ThrowKind::{Alike, Five, Four, Locked, SeigNoPiece, Six, Three, TwoCancel, TwoFirst, UnlockAlike, UnlockSeig};
    let start = Seig::start(&default_options(), 5);
    let now = start.situation().seig.expect("Seig");
    assert_eq!((now.locked, now.sticks, now.first_throw, now.endgame), (true, 7, true, false));
    assert_eq!(kind_and_value(&mut start.clone(), &throw7(3)), (Locked, None));
    let mut pos = start.clone();
    let facts = reported(&mut pos, &throw7(1)).throw.expect("a throw");
    assert_eq!((facts.kind, facts.sticks, facts.released), (UnlockSeig, 7, vec!["b12".to_string()]));
    let now = pos.situation().seig.expect("Seig");
    assert_eq!((now.locked, now.sticks, now.first_throw), (false, 8, false));
    let facts = reported(&mut start.clone(), &throw7(7)).throw.expect("a throw");
    assert_eq!((facts.kind, facts.released.len(), facts.released[0].as_str()), (UnlockAlike, 7, "a12"));

    let mut pos = setup([&["a1", "a2"], &["d1"]], [&["a5"], &[]]);
    let facts = reported(&mut pos, &throw(7)).throw.expect("a throw");
    assert_eq!((facts.kind, facts.value, facts.released), (ThrowKind::Seig, None, vec!["a3".to_string()]));
    assert_eq!(kind_and_value(&mut pos, &throw(0)), (Alike, None));
    assert_eq!(kind_and_value(&mut pos, &throw(1)), (SeigNoPiece, Some(1)));
    assert_eq!(kind_and_value(&mut pos, &throw(4)), (Four, Some(4)));
    assert_eq!(kind_and_value(&mut pos, &throw(2)), (TwoCancel, None));
    assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0));
    for (whites, kind) in [(2, TwoFirst), (3, Three), (5, Five), (6, Six)] {
        let mut pos = setup([&[], &["d1"]], [&["a1"], &[]]);
        assert_eq!(kind_and_value(&mut pos, &throw(whites)), (kind, Some(whites as u8)));
    }
    let mut pos = setup([&[], &["d1"]], [&["a1"], &[]]);
    pos.acts(&[&throw(4), &throw(5)]);
    assert_eq!(pos.situation().seig.expect("Seig").spendable, [4, 5]);
}

#[test]
fn endgame_throws_miss_take_and_take_the_last() {
    use ThrowKind::*;
    let mut pos = setup([&[], &[]], [&["b1", "d5"], &["a3"]]);
    pos.act(&throw(3));
    pos.act("b1-c3:3");
    assert_eq!(pos.turn(), (Phase::Endgame, Side::Dark, 0));
    assert!(pos.situation().seig.expect("Seig").endgame);
    assert_eq!(pos.throw_table().expect("Seig").rows.iter().filter(|r| r.kind == EndgameTake).count(), 1);
    assert_eq!(kind_and_value(&mut pos, &throw(4)), (EndgameTake, None));
    assert!(!pos.situation().seig.expect("Seig").first_throw, "the seat throws again");
    assert_eq!(kind_and_value(&mut pos, &throw(3)), (EndgameMiss, None));
    // Light's turn: dark's only piece goes.
    assert_eq!(kind_and_value(&mut pos, &throw(4)), (EndgameLast, None));
    assert_eq!(pos.outcome(), Some(Outcome::win(Side::Light, Reason::CapturedAll)));
}
