//! Rule tests: the locked start, every row of the throw table, the pool and
//! its groups, every landing and taking rule, circling, the endgame, seats.

use super::path::parse_hole;
use super::*;

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
            BoardView::Holes { cells, released, .. } => (cells[hole], released[hole]),
            BoardView::Grid { .. } => unreachable!("Seig has holes"),
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
    assert!(err.contains("7 sticks"), "{err}");
    assert!(pos.parse_move("throw:WWWBBBX").unwrap_err().to_string().contains("'X'"));
    assert!(pos.parse_move(&throw7(3)).is_ok());
    assert!(pos.parse_move("a12-b12:1").is_err());
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
        assert!(pos.parse_move(&throw7(3)).is_err());
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
    assert!(pos.parse_move("throw").is_err());
    pos.act("b3-c2:4");
    assert_eq!(pos.turn(), (Phase::Throw, Side::Dark, 0));
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
}

#[test]
fn only_released_pieces_move() {
    let mut pos = setup([&["a2"], &["d1"]], [&["a4"], &[]]);
    pos.act(&throw(3));
    assert_eq!(pos.legal(), ["a4-a7:3"]);
    assert!(pos.parse_move("a2-a5:3").unwrap_err().to_string().contains("not released"));
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
}
