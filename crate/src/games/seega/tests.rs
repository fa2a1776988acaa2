//! Each test sets up a position that shows one rule (RULES.md sections 2 and 3)
//! and fails if that rule were broken.

use super::*;
use crate::core::Reason;
use crate::search::{Level, Limits};
use std::marker::PhantomData;

pub(super) type Sudan<B = Five> = Seega<false, B>;
pub(super) type Egypt<B = Five> = Seega<true, B>;

pub(super) fn options_on<B: Size>(barrier_plies: u32) -> SeegaOptions {
    SeegaOptions { board: B::BOARD, first_placer: Side::Light, barrier_plies }
}

pub(super) fn options(barrier_plies: u32) -> SeegaOptions {
    options_on::<Five>(barrier_plies)
}

fn sudan(diagram: &str, to_move: Side) -> Sudan {
    Seega::from_diagram(options(40), diagram, to_move).expect("a 25-square diagram")
}

/// Where a 5x5 diagram is set on a board `B`: its a1 `files` squares right
/// of the board's a1 and `ranks` up. The rest of the board is empty. Its
/// square names are moved with it (`name`), so a test written for 5x5 runs
/// on every board and at several places, edges and centre included.
#[derive(Copy, Clone, Debug)]
struct At<B> {
    files: usize,
    ranks: usize,
    board: PhantomData<B>,
}

impl<B: Size> At<B> {
    fn new(files: usize, ranks: usize) -> Self {
        At { files, ranks, board: PhantomData }
    }

    /// How far the diagram can move on this board.
    fn room() -> usize {
        B::GRID.files as usize - 5
    }

    /// The diagram's c3 on the board's centre.
    fn centred() -> Vec<Self> {
        vec![Self::new(Self::room() / 2, Self::room() / 2)]
    }

    /// The diagram's a1 on the board's a1: its left and bottom edges are the board's.
    fn corner() -> Vec<Self> {
        vec![Self::new(0, 0)]
    }

    /// The diagram's e1 on the board's last square of rank 1: its right and
    /// bottom edges are the board's.
    fn right_corner() -> Vec<Self> {
        vec![Self::new(Self::room(), 0)]
    }

    /// Centred, and in the top right corner (the edges a bit set must not
    /// wrap across). For diagrams whose pieces stay captured or safe there.
    fn centred_and_far() -> Vec<Self> {
        let mut places = Self::centred();
        if Self::room() > 0 {
            places.push(Self::new(Self::room(), Self::room()));
        }
        places
    }

    /// Both corners and the centre.
    fn everywhere() -> Vec<Self> {
        let mut places = Self::centred_and_far();
        if Self::room() > 0 {
            places.extend(Self::corner());
        }
        places
    }

    /// A 5x5 square name or move text (`d4-c4`), moved with the diagram.
    fn name(&self, text: &str) -> String {
        let five = Five::GRID;
        let moved = |name: &str| {
            let sq = five.parse(name).unwrap_or_else(|| panic!("{name} is not a 5x5 square"));
            let (file, rank) = (sq % 5 + self.files, sq / 5 + self.ranks);
            B::GRID.name(rank * B::GRID.files as usize + file)
        };
        text.split('-').map(moved).collect::<Vec<_>>().join("-")
    }

    /// Moves separated by spaces, each moved with the diagram.
    fn names(&self, moves: &str) -> String {
        moves.split_whitespace().map(|m| self.name(m)).collect::<Vec<_>>().join(" ")
    }

    fn diagram(&self, five: &str) -> String {
        let cells: Vec<char> = five.chars().filter(|c| matches!(c, 'o' | 'x' | '.')).collect();
        assert_eq!(cells.len(), 25, "a 5x5 diagram");
        let side = B::GRID.files as usize;
        let mut out = String::new();
        for rank in (0..side).rev() {
            for file in 0..side {
                let (f, r) = (file.wrapping_sub(self.files), rank.wrapping_sub(self.ranks));
                out.push(if f < 5 && r < 5 { cells[(4 - r) * 5 + f] } else { '.' });
            }
            out.push('\n');
        }
        out
    }

    fn position<const E: bool>(&self, options: SeegaOptions, five: &str, to_move: Side) -> Seega<E, B> {
        Seega::from_diagram(options, &self.diagram(five), to_move).expect("a diagram of the board")
    }

    fn sudan(&self, five: &str, to_move: Side) -> Sudan<B> {
        self.position(options_on::<B>(40), five, to_move)
    }

    fn egypt(&self, five: &str, to_move: Side) -> Egypt<B> {
        self.position(options_on::<B>(40), five, to_move)
    }
}

/// Runs `$check(at)` on every board, for each place `At::$places` gives.
macro_rules! on_every_board {
    ($check:ident, $places:ident) => {
        At::<Five>::$places().into_iter().for_each($check);
        At::<Seven>::$places().into_iter().for_each($check);
        At::<Nine>::$places().into_iter().for_each($check);
    };
}

fn legal<const E: bool, B: Size>(pos: &Seega<E, B>) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.into_iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

/// Plays `text`, which must be legal, and returns the names of the captured squares.
fn play<const E: bool, B: Size>(pos: &mut Seega<E, B>, text: &str) -> Vec<String> {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let played = pos.play(mv);
    squares(played.captured).map(|sq| B::GRID.name(sq)).collect()
}

fn play_all<const E: bool, B: Size>(pos: &mut Seega<E, B>, moves: &str) {
    for text in moves.split_whitespace() {
        assert!(play(pos, text).is_empty(), "{text} captured");
    }
}

fn refusal<const E: bool, B: Size>(pos: &Seega<E, B>, text: &str) -> String {
    match pos.parse_move(text) {
        Err(Error::Illegal { why, .. }) => why.to_string(),
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn refusal_code<const E: bool, B: Size>(pos: &Seega<E, B>, text: &str) -> &'static str {
    pos.parse_move(text).expect_err(text).code()
}

fn cell<const E: bool, B: Size>(pos: &Seega<E, B>, name: &str) -> u8 {
    pos.board().cells()[B::GRID.parse(name).expect("a square")]
}

const DIAGONAL_CAPTURE: &str = "
    o . . . .
    . . . o .
    . x . . .
    o . . . .
    . . . x x";

fn diagonal_capture_sudan_takes_egypt_refuses_at<B: Size>(at: At<B>) {
    let mut s = at.sudan(DIAGONAL_CAPTURE, Side::Light);
    assert_eq!(play(&mut s, &at.name("d4-c4")), [at.name("b3")], "{at:?}");
    let mut e = at.egypt(DIAGONAL_CAPTURE, Side::Light);
    assert_eq!(play(&mut e, &at.name("d4-c4")), Vec::<String>::new());
    assert_eq!(cell(&e, &at.name("b3")), 2);
    let e = at.egypt(DIAGONAL_CAPTURE, Side::Light);
    assert!(refusal(&e, &at.name("d4-c3")).contains("orthogonally"));
    assert!(at.sudan(DIAGONAL_CAPTURE, Side::Light).parse_move(&at.name("d4-c3")).is_ok());
}

#[test]
fn diagonal_capture_sudan_takes_egypt_refuses() {
    on_every_board!(diagonal_capture_sudan_takes_egypt_refuses_at, everywhere);
}

const TWO_AT_ONCE: &str = "
    . . o . .
    o x . x o
    . . . . .
    . . . . .
    x x . . .";

/// The captured d4 must not be the centre: not with the diagram's a1 on a 7x7 board's.
fn one_step_captures_every_enclosed_piece_at<B: Size>(at: At<B>) {
    let mut s = at.sudan(TWO_AT_ONCE, Side::Light);
    assert_eq!(play(&mut s, &at.name("c5-c4")), [at.name("b4"), at.name("d4")], "{at:?}");
    assert_eq!(s.pieces(), [3, 2]);
    let mut e = at.egypt(TWO_AT_ONCE, Side::Light);
    assert_eq!(play(&mut e, &at.name("c5-c4")), [at.name("b4"), at.name("d4")]);
}

#[test]
fn one_step_captures_every_enclosed_piece() {
    on_every_board!(one_step_captures_every_enclosed_piece_at, centred_and_far);
}

fn a_piece_on_the_centre_is_never_captured_but_helps_capture_at<B: Size>(at: At<B>) {
    let enclosed_centre = "
        o . . . o
        . . o . .
        . . x . .
        . . . o .
        x . . . x";
    let centre = B::GRID.name(B::CENTRE);
    assert_eq!(at.name("c3"), centre);
    let mut s = at.sudan(enclosed_centre, Side::Light);
    assert_eq!(play(&mut s, &at.name("d2-c2")), Vec::<String>::new());
    assert_eq!(cell(&s, &centre), 2);
    let mut e = at.egypt(enclosed_centre, Side::Light);
    assert_eq!(play(&mut e, &at.name("d2-c2")), Vec::<String>::new());
    assert_eq!(cell(&e, &centre), 2);

    let centre_helps = "
        o . . . o
        . . . . .
        . . x . .
        . . o . .
        . x . . x";
    let mut s = at.sudan(centre_helps, Side::Dark);
    assert_eq!(play(&mut s, &at.name("b1-c1")), [at.name("c2")]);
    let mut e = at.egypt(centre_helps, Side::Dark);
    assert_eq!(play(&mut e, &at.name("b1-c1")), [at.name("c2")]);
}

#[test]
fn a_piece_on_the_centre_is_never_captured_but_helps_capture() {
    on_every_board!(a_piece_on_the_centre_is_never_captured_but_helps_capture_at, centred);
}

fn a_piece_may_enter_between_two_enemies_at<B: Size>(at: At<B>) {
    let diagram = "
        . . x . .
        . o . o .
        . . . . .
        . . . . .
        x . . . o";
    let mut s = at.sudan(diagram, Side::Dark);
    assert_eq!(play(&mut s, &at.name("c5-c4")), Vec::<String>::new());
    assert_eq!((cell(&s, &at.name("c4")), s.pieces()), (2, [3, 2]));
    let mut e = at.egypt(diagram, Side::Dark);
    assert_eq!(play(&mut e, &at.name("c5-c4")), Vec::<String>::new());
    assert_eq!((cell(&e, &at.name("c4")), e.pieces()), (2, [3, 2]));
}

#[test]
fn a_piece_may_enter_between_two_enemies() {
    on_every_board!(a_piece_may_enter_between_two_enemies_at, everywhere);
}

/// d5-c5 takes b5; then only the piece on c2 can capture (c2-c1 takes b1).
const SERIES_BY_ANOTHER_PIECE: &str = "
    o x . o x
    . . . . .
    . . . . x
    . . o . .
    o x . . .";

/// With the bottom edge open, a1-a0 would take b1 diagonally too.
fn sudan_series_goes_on_with_any_piece_egypt_only_with_the_capturer_at<B: Size>(at: At<B>) {
    let mut s = at.sudan(SERIES_BY_ANOTHER_PIECE, Side::Light);
    assert_eq!(play(&mut s, &at.name("d5-c5")), [at.name("b5")], "{at:?}");
    assert_eq!(s.to_move(), Side::Light);
    assert_eq!(legal(&s), [at.name("c2-c1")]);
    assert!(refusal(&s, &at.name("a1-a2")).contains("only capturing moves"));
    assert_eq!(refusal_code(&s, &at.name("a1-a2")), "series-on");
    let now = s.situation();
    assert_eq!((now.act, now.series_piece, now.blocked), (Some(Act::Series), None, None), "Sudan: any piece goes on");
    assert_eq!(play(&mut s, &at.name("c2-c1")), [at.name("b1")]);
    assert_eq!(s.to_move(), Side::Dark);

    let mut e = at.egypt(SERIES_BY_ANOTHER_PIECE, Side::Light);
    assert_eq!(play(&mut e, &at.name("d5-c5")), [at.name("b5")]);
    assert_eq!(e.to_move(), Side::Dark);
}

#[test]
fn sudan_series_goes_on_with_any_piece_egypt_only_with_the_capturer() {
    on_every_board!(sudan_series_goes_on_with_any_piece_egypt_only_with_the_capturer_at, right_corner);
}

fn egypt_series_refuses_another_piece_while_the_capturer_can_go_on_at<B: Size>(at: At<B>) {
    // After d5-c5 takes b5, the capturer can go back to d5 and take d4 (d5-d4-d3).
    let diagram = "
        o x . o x
        . . . x .
        . . . o x
        . . o . .
        o x . . .";
    let mut e = at.egypt(diagram, Side::Light);
    assert_eq!(play(&mut e, &at.name("d5-c5")), [at.name("b5")], "{at:?}");
    assert_eq!(legal(&e), [at.name("c5-d5")]);
    assert!(refusal(&e, &at.name("c2-c1")).contains("the same piece must keep capturing"));
    assert_eq!(refusal_code(&e, &at.name("c2-c1")), "same-capturer");
    assert_eq!((e.situation().act, e.situation().series_piece), (Some(Act::Series), Some(at.name("c5"))));
    assert_eq!(play(&mut e, &at.name("c5-d5")), [at.name("d4")]);

    let mut s = at.sudan(diagram, Side::Light);
    assert_eq!(play(&mut s, &at.name("d5-c5")), [at.name("b5")]);
    let mut both = [at.name("c2-c1"), at.name("c5-d5")];
    both.sort();
    assert_eq!(legal(&s), both);
}

#[test]
fn egypt_series_refuses_another_piece_while_the_capturer_can_go_on() {
    on_every_board!(egypt_series_refuses_another_piece_while_the_capturer_can_go_on_at, right_corner);
}

/// The blocked pieces stand in the board's corner a1.
fn a_blocked_side_gets_its_way_opened_by_an_extra_move_at<B: Size>(at: At<B>) {
    // Dark's a1 and b1 cannot move; light must move a piece that frees one of their squares.
    let diagram = "
        . . . . o
        . . . . .
        . . . . .
        o o o . .
        x x o . .";
    let s = at.sudan(diagram, Side::Dark);
    assert_eq!((s.to_move(), s.phase()), (Side::Light, Phase::Movement));
    let moves = legal(&s);
    assert!(moves.iter().all(|m| !m.starts_with(&at.name("e5"))), "{moves:?}");
    assert!(moves.contains(&at.name("c1-d1")) && moves.contains(&at.name("a2-a3")));
    assert!(refusal(&s, &at.name("e5-e4")).contains("must leave it a legal move"));
    assert_eq!(refusal_code(&s, &at.name("e5-e4")), "extra-must-open");
    let now = s.situation();
    assert_eq!((now.act, now.blocked), (Some(Act::Extra), Some(Blocked { side: Side::Dark })));
    assert_eq!(now.barrier, Some(Barrier { plies: 0, limit: 40 }));
    let mut after = s.clone();
    play(&mut after, &at.name("c1-d1"));
    assert_eq!(after.to_move(), Side::Dark);
    assert_eq!(legal(&after), [at.name("b1-c1")]);
}

#[test]
fn a_blocked_side_gets_its_way_opened_by_an_extra_move() {
    on_every_board!(a_blocked_side_gets_its_way_opened_by_an_extra_move_at, corner);
}

fn an_extra_move_that_cannot_open_a_way_is_free_and_the_turn_comes_back_at<B: Size>(at: At<B>) {
    // Light's pieces around dark's cannot move at all, so any light move will do,
    // and dark is still blocked afterwards: light moves again.
    let diagram = "
        . . . . .
        . . . . .
        o o o o .
        o o o o .
        x x o o .";
    let mut s = at.sudan(diagram, Side::Dark);
    assert_eq!(s.to_move(), Side::Light);
    let moves = legal(&s);
    assert!(moves.contains(&at.name("a3-a4")) && moves.contains(&at.name("d1-e1")), "{moves:?}");
    play(&mut s, &at.name("a3-a4"));
    assert_eq!((s.to_move(), s.extra), (Side::Light, true));
    play(&mut s, &at.name("b2-a3"));
    assert_eq!((s.to_move(), s.extra), (Side::Dark, false));
}

#[test]
fn an_extra_move_that_cannot_open_a_way_is_free_and_the_turn_comes_back() {
    on_every_board!(an_extra_move_that_cannot_open_a_way_is_free_and_the_turn_comes_back_at, corner);
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
    // Why a piece that cannot move is held, as the page asks when it is tapped: its steps' refusals.
    let held = |square: &str| Rules::refusal(&s, Some(Five::GRID.parse_square(square).unwrap()), None).map(|e| e.code());
    assert_eq!(held("a2"), Some("extra-must-open"));
    assert_eq!(held("e5"), Some("fifth-shuttle"));
    assert_eq!(held("b1"), None, "b1 can move");
}

/// Light shuttles e5-e4, dark a1-a2; other pieces move in between. Dark's d2-d1 takes c1.
const SHUTTLES: &str = "
    x . o . o
    . . . . .
    . . . . .
    . . . x .
    x x o . o";
const FOUR_SHUTTLES: &str = "e5-e4 a1-a2 e4-e5 a2-a1 c5-c4 a5-a4 e5-e4 a1-a2 e4-e5 a2-a1";

fn a_fifth_move_in_a_row_between_the_same_squares_is_refused_at<B: Size>(at: At<B>) {
    let mut s = at.sudan(SHUTTLES, Side::Light);
    play_all(&mut s, &at.names(FOUR_SHUTTLES));
    let (e5, e4) = (at.name("e5"), at.name("e4"));
    assert_eq!(refusal(&s, &at.name("e5-e4")), format!("this would be the fifth move in a row between {e5} and {e4}"));
    assert_eq!(refusal_code(&s, &at.name("e5-e4")), "fifth-shuttle");
    assert!(!legal(&s).contains(&at.name("e5-e4")));
    play(&mut s, &at.name("e5-d5"));
    play(&mut s, &at.name("a4-a5"));
    assert!(legal(&s).contains(&at.name("d5-e5")), "a third square starts a new run");
    play(&mut s, &at.name("c4-c5"));
    assert!(refusal(&s, &at.name("a1-a2")).contains("fifth move"));

    // Egypt has no repetition rule.
    let mut e = at.egypt(SHUTTLES, Side::Light);
    play_all(&mut e, &at.names(FOUR_SHUTTLES));
    assert!(legal(&e).contains(&at.name("e5-e4")));
}

#[test]
fn a_fifth_move_in_a_row_between_the_same_squares_is_refused() {
    on_every_board!(a_fifth_move_in_a_row_between_the_same_squares_is_refused_at, everywhere);
}

fn any_capture_resets_every_run_at<B: Size>(at: At<B>) {
    let mut s = at.sudan(SHUTTLES, Side::Light);
    play_all(&mut s, &at.names(FOUR_SHUTTLES));
    play(&mut s, &at.name("c4-c5"));
    assert!(refusal(&s, &at.name("a1-a2")).contains("fifth move"));
    assert_eq!(play(&mut s, &at.name("d2-d1")), [at.name("c1")]);
    assert_eq!(s.to_move(), Side::Light);
    assert!(legal(&s).contains(&at.name("e5-e4")));
    play(&mut s, &at.name("e5-e4"));
    assert!(legal(&s).contains(&at.name("a1-a2")));
}

#[test]
fn any_capture_resets_every_run() {
    on_every_board!(any_capture_resets_every_run_at, everywhere);
}

/// Plays quiet moves until the game ends; returns how many were played.
fn play_quietly<const E: bool, B: Size>(pos: &mut Seega<E, B>) -> u32 {
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

fn the_barrier_ends_the_game_by_count_at<B: Size>(at: At<B>) {
    let two_each = "
        o . . . x
        . . . . .
        . . . . .
        . . . . .
        o . . . x";
    let three_light = two_each.replacen('.', "o", 1);
    let mut pos: Sudan<B> = at.position(options_on::<B>(10), &three_light, Side::Light);
    assert_eq!(play_quietly(&mut pos), 10);
    assert_eq!(pos.outcome(), Some(Outcome::win(Side::Light, Reason::Count)));

    let mut pos: Egypt<B> = at.position(options_on::<B>(12), two_each, Side::Dark);
    assert_eq!(play_quietly(&mut pos), 12);
    assert_eq!(pos.outcome(), Some(Outcome::draw(Reason::Count)));
}

#[test]
fn the_barrier_ends_the_game_by_count() {
    on_every_board!(the_barrier_ends_the_game_by_count_at, everywhere);
}

fn one_piece_left_or_none_wins_at<B: Size>(at: At<B>) {
    let mut s = at.sudan(&SERIES_BY_ANOTHER_PIECE.replacen('x', ".", 2), Side::Light);
    assert_eq!(s.pieces(), [4, 2]);
    assert_eq!(play(&mut s, &at.name("c2-c1")), [at.name("b1")]);
    assert_eq!(s.outcome(), Some(Outcome::win(Side::Light, Reason::OneLeft)));

    let mut e = at.egypt(&TWO_AT_ONCE.replace("x x", ". ."), Side::Light);
    assert_eq!(play(&mut e, &at.name("c5-c4")), [at.name("b4"), at.name("d4")]);
    assert_eq!(e.outcome(), Some(Outcome::win(Side::Light, Reason::CapturedAll)));
    assert_eq!(e.phase(), Phase::Over);
    assert!(legal(&e).is_empty());
}

#[test]
fn one_piece_left_or_none_wins() {
    on_every_board!(one_piece_left_or_none_wins_at, centred_and_far);
}

/// A movement position where side 0 has lost `lost` pieces and side 1 two.
fn after_losses<const E: bool, B: Size>(lost: u32) -> Seega<E, B> {
    let all: Vec<usize> = (0..B::SQUARES).filter(|&sq| sq != B::CENTRE).collect();
    let (light, dark) = all.split_at(B::PIECES_EACH as usize);
    let set = |squares: &[usize]| squares.iter().fold(B::Bits::EMPTY, |set, &sq| set | BitSet::bit(sq));
    let pieces = [set(&light[lost as usize..]), set(&dark[2..])];
    Seega::from_pieces(options_on::<B>(40), pieces, Side::Light)
}

fn sudan_resigning_needs_five_pieces_lost_egypt_any_time_on<B: Size>(_: At<B>) {
    let start = Sudan::<B>::start(&options_on::<B>(40), 0);
    assert!(matches!(start.may_resign(Side::Light), Err(Error::NotAllowed(_))));
    let s = after_losses::<false, B>(5);
    assert_eq!(s.may_resign(Side::Light), Ok(()));
    let why = s.may_resign(Side::Dark).unwrap_err().to_string();
    assert!(why.contains('5') && why.contains("has lost 2"), "{why}");
    assert!(after_losses::<false, B>(4).may_resign(Side::Light).is_err());
    assert_eq!(Egypt::<B>::start(&options_on::<B>(40), 0).may_resign(Side::Dark), Ok(()));
    let board = json!({ "board": B::BOARD.name() });
    let mut game = crate::registry::new_game(<Sudan>::ID, board.as_object().expect("an object"), 0).expect("a game");
    let why = game.resign(Side::Dark).expect_err("too early").to_string();
    assert!(why.contains("only once 5 of its pieces"), "{why}");
    assert!(!game.status().over);
}

#[test]
fn sudan_resigning_needs_five_pieces_lost_egypt_any_time() {
    on_every_board!(sudan_resigning_needs_five_pieces_lost_egypt_any_time_on, centred);
}

#[test]
fn options_are_read_and_errors_name_them() {
    let read = |v: Value| <Sudan>::read_options(v.as_object().expect("an object"));
    assert_eq!(read(json!({})), Ok(options(40)));
    assert_eq!(read(json!({"firstPlacer": 1, "barrierPlies": 10})).map(|o| o.first_placer), Ok(Side::Dark));
    assert_eq!(read(json!({"board": "9x9"})), Ok(options_on::<Nine>(40)));
    assert_eq!(read(json!({"board": "7x7"})).map(|o| <Sudan>::options_json(&o)["board"].clone()), Ok(json!("7x7")));
    for (bad, name) in [
        (json!({"firstPlacer": 2}), "firstPlacer"),
        (json!({"barrierPlies": 9}), "barrierPlies"),
        (json!({"barrierPlies": "40"}), "barrierPlies"),
        (json!({"diagonal": true}), "diagonal"),
        (json!({"board": "6x6"}), "board"),
        (json!({"board": 7}), "board"),
    ] {
        let err = read(bad.clone()).expect_err("a bad option");
        assert!(err.to_string().contains(name), "{bad}: {err}");
        assert!(["bad-option-value", "unknown-option"].contains(&err.code()), "{bad}: {err}");
    }
    let err = <Egypt>::read_options(json!({"board": "11x11"}).as_object().expect("an object")).expect_err("no such board");
    assert_eq!(err.code(), "bad-option-value");
    assert!(err.to_string().contains("\"5x5\", \"7x7\", \"9x9\""), "{err}");
    assert!(<Egypt>::read_options(json!({"firstPlayer": 0}).as_object().expect("an object")).is_err());
}

#[test]
fn placement_then_first_mover_per_rule_set() {
    let mut s = <Sudan>::start(&SeegaOptions { first_placer: Side::Dark, ..options(40) }, 0);
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

    let mut e = <Egypt>::start(&options(40), 0);
    assert_eq!((e.pieces(), legal(&e).len(), e.to_move()), ([2, 2], 20, Side::Light));
    assert!(refusal(&e, "a3").contains("taken"));
    for sq in "a1 a2 a4 a5 b1 b2 b3 b4 b5 c2 c4 d1 d2 d3 d4 d5 e1 e2 e4 e5".split_whitespace() {
        play(&mut e, sq);
    }
    assert_eq!((e.phase(), e.to_move()), (Phase::Movement, Side::Dark));
}

/// Fills the board in square order (a1, b1, ...) and checks the centre,
/// the cross, the piece counts and who moves first (RULES 2.1-2.2, 3.1-3.3).
fn every_board_is_placed_to_the_centre<const E: bool, B: Size>(centre: &str, cross: [[&str; 2]; 2]) {
    let first_placer = Side::Dark;
    let mut pos = Seega::<E, B>::start(&SeegaOptions { first_placer, ..options_on::<B>(40) }, 0);
    assert_eq!(pos.marked(), [centre]);
    let placed = if E { 2 } else { 0 };
    assert_eq!(pos.pieces(), [placed, placed]);
    for (side, ends) in cross.iter().enumerate() {
        for end in ends {
            let expected = if E { side as u8 + 1 } else { 0 };
            assert_eq!(cell(&pos, end), expected, "{} {end}", Seega::<E, B>::ID);
        }
    }
    assert_eq!(legal(&pos).len(), B::SQUARES - 1 - 2 * placed as usize);
    assert_eq!(refusal_code(&pos, centre), "centre-empty");
    for sq in 0..B::SQUARES {
        let name = B::GRID.name(sq);
        if sq != B::CENTRE && cell(&pos, &name) == 0 {
            assert_eq!(pos.phase(), Phase::Placement);
            play(&mut pos, &name);
        }
    }
    assert_eq!(pos.pieces(), [B::PIECES_EACH; 2]);
    assert_eq!(cell(&pos, centre), 0);
    let first_mover = if E { first_placer.opponent() } else { first_placer };
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Movement, first_mover), "{}", Seega::<E, B>::ID);
    assert!(legal(&pos).iter().all(|m| m.ends_with(&format!("-{centre}"))));
}

#[test]
fn every_board_is_placed_to_the_centre_with_the_cross_in_egypt() {
    every_board_is_placed_to_the_centre::<false, Five>("c3", [["a3", "e3"], ["c1", "c5"]]);
    every_board_is_placed_to_the_centre::<true, Five>("c3", [["a3", "e3"], ["c1", "c5"]]);
    every_board_is_placed_to_the_centre::<false, Seven>("d4", [["a4", "g4"], ["d1", "d7"]]);
    every_board_is_placed_to_the_centre::<true, Seven>("d4", [["a4", "g4"], ["d1", "d7"]]);
    every_board_is_placed_to_the_centre::<false, Nine>("e5", [["a5", "i5"], ["e1", "e9"]]);
    every_board_is_placed_to_the_centre::<true, Nine>("e5", [["a5", "i5"], ["e1", "e9"]]);
    assert_eq!([Five::PIECES_EACH, Seven::PIECES_EACH, Nine::PIECES_EACH], [12, 24, 40]);
}

#[test]
fn move_text_is_read_in_any_case_and_nothing_panics() {
    let mut s = <Sudan>::start(&options(40), 0);
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
fn parse_agrees_with_legal_moves<const E: bool, B: Size>(games: u64) {
    let name = |sq| B::GRID.name(sq);
    let all_texts: Vec<String> = (0..B::SQUARES)
        .map(name)
        .chain((0..B::SQUARES).flat_map(|a| (0..B::SQUARES).map(move |b| format!("{}-{}", name(a), name(b)))))
        .collect();
    for seed in 0..games {
        let mut rng = crate::core::Rng::new(seed);
        let first_placer = Side::from_index(seed % 2).unwrap_or(Side::Light);
        let options = SeegaOptions { first_placer, barrier_plies: 10 + seed as u32 % 30, ..options_on::<B>(40) };
        let mut pos = Seega::<E, B>::start(&options, 0);
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
    parse_agrees_with_legal_moves::<false, Five>(20);
    parse_agrees_with_legal_moves::<true, Five>(20);
}

/// Fewer games: a larger board has many more texts to try in each position.
#[test]
#[ignore = "slow: `make test` runs it, a mutant does not"]
fn random_games_parse_exactly_the_legal_moves_on_larger_boards() {
    parse_agrees_with_legal_moves::<false, Seven>(3);
    parse_agrees_with_legal_moves::<true, Seven>(3);
    parse_agrees_with_legal_moves::<false, Nine>(2);
    parse_agrees_with_legal_moves::<true, Nine>(2);
}

mod endings {
    use super::super::endgame::{solution, Solution, Value};
    use super::*;

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
    fn won<const E: bool>(solution: &Solution) -> Vec<(Seega<E>, u16)> {
        solution
            .positions::<E>()
            .filter_map(|(pos, v)| match v {
                Value::Win(d) => Some((pos, d)),
                _ => None,
            })
            .collect()
    }

    /// Of every 13th won position, how many keep their win after `level`'s move: (kept, tried).
    fn kept_wins<const E: bool>(solution: &Solution, won: &[(Seega<E>, u16)], level: Level) -> (usize, usize) {
        let mut kept = 0;
        let mut tried = 0;
        for (i, (pos, _)) in won.iter().enumerate().filter(|(i, _)| i % 13 == 0) {
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
    /// 3 plies or more away medium, which the solution guides too, as well
    /// as hard, and easy, which it does not, less well.
    fn solved_endings_rank_the_levels<const E: bool>() {
        let solution = solution::<E>();
        let won = won::<E>(&solution);
        assert!(won.len() > 1000 && solution.positions::<E>().any(|(_, v)| matches!(v, Value::Loss(_))));
        for (pos, d) in won.iter().filter(|(_, d)| *d <= 5).step_by(37) {
            assert!(forced_win(pos, *d) && !forced_win(pos, d - 1), "win in {d}?\n{pos:?}");
        }
        let (kept, tried) = kept_wins(&solution, &won, Level::Hard);
        assert!(tried > 400);
        assert_eq!(kept, tried, "{}: the hard level threw away {} of {tried} wins", Seega::<E>::ID, tried - kept);

        let far: Vec<(Seega<E>, u16)> = won.into_iter().filter(|(_, d)| *d >= 3).collect();
        let [easy, medium, hard] = [Level::Easy, Level::Medium, Level::Hard].map(|l| kept_wins(&solution, &far, l).0);
        assert!(easy < medium && medium == hard, "{}: easy {easy}, medium {medium}, hard {hard}", Seega::<E>::ID);
    }

    #[test]
    #[ignore = "slow: `make test` runs it, a mutant does not"]
    fn sudan_two_against_two_endings_rank_the_levels() {
        solved_endings_rank_the_levels::<false>();
    }

    #[test]
    #[ignore = "slow: `make test` runs it, a mutant does not"]
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
        pos.shuttles[Five::GRID.parse(neighbour).expect("a square")] = Shuttle { from: 0, count: MAX_SHUTTLE };
    }
    pos.give_turn(Side::Light);
    assert_eq!((pos.outcome().map(|o| o.reason), pos.count_cause()), (Some(Reason::Count), Some(Cause::Stuck)));
}
