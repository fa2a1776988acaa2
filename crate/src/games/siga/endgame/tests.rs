//! The tables against a plain search, known endings, the no-capture limit,
//! and the levels that use them.

use super::*;
use super::super::Step;
use crate::core::{Rng, Side};
use crate::rules::Rules;
use crate::search::{Level, Limits, Think};

const VARIANTS: [(BoardSize, bool, bool); 6] = [
    (BoardSize::Six, false, false),
    (BoardSize::Six, true, true),
    (BoardSize::FourByFive, false, true),
    (BoardSize::FourByFive, true, false),
    (BoardSize::SixByEight, false, false),
    (BoardSize::SixByEight, true, false),
];

fn options(board: BoardSize, diagonal: bool, compulsory_capture: bool, no_capture_plies: u32) -> SigaOptions {
    SigaOptions { board, diagonal, compulsory_capture, first_player: Side::Light, no_capture_plies }
}

fn position(options: SigaOptions, pieces: [u64; 2], to_move: Side) -> Siga {
    Siga { options, pieces, to_move, plies_without_capture: 0, outcome: None }
}

fn square(options: &SigaOptions, name: &str) -> u64 {
    1 << options.board.grid().parse(name).expect("a square")
}

/// A random position with `light` and `dark` pieces.
fn random_position(options: SigaOptions, light: u32, dark: u32, rng: &mut Rng) -> Siga {
    let grid = options.board.grid();
    random_position_within(options, light, dark, (grid.files as u64, grid.ranks as u64), rng)
}

/// A random position with every piece in one `box_size` (files, ranks) corner of the board, somewhere on it.
fn random_position_within(options: SigaOptions, light: u32, dark: u32, box_size: (u64, u64), rng: &mut Rng) -> Siga {
    let grid = options.board.grid();
    let (files, ranks) = (grid.files as u64, grid.ranks as u64);
    let (left, bottom) = (rng.below(files - box_size.0 + 1), rng.below(ranks - box_size.1 + 1));
    let mut pieces = [0u64; 2];
    for (side, n) in [(0, light), (1, dark)] {
        while pieces[side].count_ones() < n {
            let sq = 1 << ((bottom + rng.below(box_size.1)) * files + left + rng.below(box_size.0));
            if (pieces[0] | pieces[1]) & sq == 0 {
                pieces[side] |= sq;
            }
        }
    }
    let to_move = if rng.below(2) == 0 { Side::Light } else { Side::Dark };
    position(options, pieces, to_move)
}

/// A plain search's value for the side to move, if the game is decided within `plies`:
/// the fastest win, or the slowest loss when every move loses.
fn searched(pos: &Siga, plies: u32) -> Option<Ending> {
    if plies == 0 {
        return None;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let (mut fastest_win, mut slowest_loss, mut all_lose) = (None::<u32>, 0, true);
    for mv in moves {
        let mut child = pos.clone();
        child.play(mv);
        let child_value = if child.outcome().is_some() { Some(Ending::Loss(0)) } else { searched(&child, plies - 1) };
        match child_value {
            Some(Ending::Loss(d)) => fastest_win = Some(fastest_win.map_or(d + 1, |w| w.min(d + 1))),
            Some(Ending::Win(d)) => slowest_loss = slowest_loss.max(d + 1),
            _ => all_lose = false,
        }
    }
    match fastest_win {
        Some(w) => Some(Ending::Win(w)),
        None if all_lose => Some(Ending::Loss(slowest_loss)),
        None => None,
    }
}

/// Checks the tables of each of `variants` against a plain search on
/// `count` random positions of up to 4 pieces.
fn agree_with_a_plain_search(variants: &[(BoardSize, bool, bool)], count: usize, rng: &mut Rng) {
    for &(board, diagonal, compulsory) in variants {
        let options = options(board, diagonal, compulsory, 0);
        let mut decided = 0;
        for i in 0..count {
            // Materials in turn, with a plain search deep enough to see many of their ends, pieces
            // near each other (within 4 by 4 squares) so that many ends come within its reach.
            let (light, dark, plies) = [(1, 1, 7), (2, 1, 5), (1, 2, 5), (2, 2, 4), (3, 1, 4), (1, 3, 4)][i % 6];
            let pos = random_position_within(options, light, dark, (4, 4), rng);
            let table = pos.table_value().expect("in the tables");
            let plain = searched(&pos, plies);
            match table {
                Ending::Win(d) | Ending::Loss(d) if d <= plies => {
                    assert_eq!(plain, Some(table), "{board:?} diagonal {diagonal} compulsory {compulsory}: {pos:?}");
                    decided += 1;
                }
                _ => assert_eq!(plain, None, "{board:?} diagonal {diagonal} compulsory {compulsory}: decided sooner than the table says: {pos:?}"),
            }
        }
        assert!(decided >= count / 6, "{board:?}: only {decided} positions decided within the plain search's reach");
    }
}

#[test]
#[ignore = "slow: `make test` runs it, a mutant does not"]
fn the_tables_agree_with_a_plain_search_on_random_positions_of_every_board() {
    agree_with_a_plain_search(&VARIANTS, 60, &mut Rng::new(35));
}

/// Every variant of the smallest board, whose tables build in a moment:
/// diagonal steps (with draws) and compulsory captures in each combination.
#[test]
fn the_tables_agree_with_a_plain_search_in_every_variant_of_four_by_five() {
    let variants = [false, true].map(|diagonal| [false, true].map(|compulsory| (BoardSize::FourByFive, diagonal, compulsory)));
    agree_with_a_plain_search(variants.as_flattened(), 24, &mut Rng::new(36));
}

#[test]
fn four_by_five_holds_every_five_piece_ending() {
    let options = options(BoardSize::FourByFive, false, false, 0);
    let mut rng = Rng::new(5);
    let mut decided = 0;
    for (light, dark) in [(3, 2), (2, 3), (4, 1), (1, 4)] {
        for _ in 0..5 {
            let pos = random_position(options, light, dark, &mut rng);
            let table = pos.table_value().expect("five pieces on 4x5 are in the tables");
            if let Ending::Win(d) | Ending::Loss(d) = table {
                if d <= 3 {
                    assert_eq!(searched(&pos, 3), Some(table), "{pos:?}");
                    decided += 1;
                }
            }
        }
    }
    assert!(decided > 0);
    let six = random_position(options, 3, 3, &mut rng);
    assert_eq!(six.table_value(), None, "six pieces are not");
}

/// Manhattan steps between two squares of the board.
fn steps(board: BoardSize, a: u64, b: u64) -> u32 {
    let files = board.grid().files as i32;
    let (a, b) = (a.trailing_zeros() as i32, b.trailing_zeros() as i32);
    ((a % files - b % files).abs() + (a / files - b / files).abs()) as u32
}

#[test]
fn one_against_one_without_diagonals_is_won_by_the_side_to_move_at_an_odd_distance() {
    // At an odd number of steps the side to move can never be caught (every
    // move changes the distance's parity, so the other side only ever faces
    // even distances), and it hunts the other piece down.
    for board in BoardSize::ALL {
        let options = options(board, false, false, 0);
        let count = board.grid().square_count();
        for a in 0..count {
            for b in (0..count).filter(|&b| b != a) {
                let pos = position(options, [1 << a, 1 << b], Side::Light);
                let value = pos.table_value().expect("one against one");
                let odd = steps(board, 1 << a, 1 << b) % 2 == 1;
                assert!(matches!(value, Ending::Win(_)) == odd && value != Ending::Draw, "{board:?} {a} {b}: {value:?}");
            }
        }
    }
    // a1 against c2 on 6x6, three steps apart: whoever moves wins; against c3, four apart, whoever moves loses.
    let options = options(BoardSize::Six, false, false, 0);
    let (a1, c2, c3) = (square(&options, "a1"), square(&options, "c2"), square(&options, "c3"));
    for side in Side::BOTH {
        let odd = position(options, [a1, c2], side).table_value();
        let even = position(options, [a1, c3], side).table_value();
        assert!(matches!(odd, Some(Ending::Win(_))) && matches!(even, Some(Ending::Loss(_))), "{odd:?} {even:?}");
    }
}

#[test]
fn with_diagonals_two_against_two_can_be_drawn() {
    // Light a1 and b1, dark e5 and f6, light to move: with 8 directions the
    // steps no longer alternate in parity, and neither pair can be caught.
    let options = options(BoardSize::Six, true, false, 0);
    let light = square(&options, "a1") | square(&options, "b1");
    let dark = square(&options, "e5") | square(&options, "f6");
    assert_eq!(position(options, [light, dark], Side::Light).table_value(), Some(Ending::Draw));
    // Without diagonals every ending of 4 pieces on 6x6 is decided.
    let orthogonal = SigaOptions { diagonal: false, ..options };
    assert!(matches!(position(orthogonal, [light, dark], Side::Light).table_value(), Some(Ending::Win(_) | Ending::Loss(_))));
}

#[test]
fn under_the_no_capture_limit_only_ends_that_come_before_it_are_taken_from_the_tables() {
    let mut rng = Rng::new(9);
    let plain = options(BoardSize::Six, false, false, 0);
    // A 1-against-1 won in more than 5 plies.
    let (pos, d) = loop {
        let pos = random_position(plain, 1, 1, &mut rng);
        if let Some(Ending::Win(d)) = pos.table_value().filter(|v| matches!(v, Ending::Win(d) if *d > 5)) {
            break (pos, d);
        }
    };
    let limited = |limit: u32, quiet: u32| Siga { options: SigaOptions { no_capture_plies: limit, ..plain }, plies_without_capture: quiet, ..pos.clone() };
    assert_eq!(limited(100, 0).table_value(), Some(Ending::Win(d)));
    assert_eq!(limited(d, 0).table_value(), Some(Ending::Win(d)), "the winning capture comes at the limit's last ply");
    assert_eq!(limited(d + 10, 11).table_value(), None, "the limit may come first");
    // Played out by the tables' fastest moves under a limit exactly that far, the win comes.
    let mut game = limited(d + 3, 3);
    while game.outcome().is_none() {
        game.play(best_table_move(&game));
    }
    assert_eq!(game.outcome().and_then(|o| o.winner), Some(pos.to_move));
}

/// The move the tables rank first: the fastest win, else a draw, else the slowest loss.
fn best_table_move(pos: &Siga) -> Step {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let score = |mv: &Step| {
        let mut child = pos.clone();
        child.play(*mv);
        match (child.outcome(), child.table_value()) {
            (Some(o), _) if o.winner == Some(pos.to_move) => 1000,
            (Some(_), _) => 0,
            (None, Some(Ending::Loss(d))) => 1000 - d as i32,
            (None, Some(Ending::Draw) | None) => 0,
            (None, Some(Ending::Win(d))) => -1000 + d as i32,
        }
    };
    moves.into_iter().max_by_key(score).expect("a move")
}

/// Whether `after` (reached by one move from `before`, whose table value was
/// `value`) keeps that value for the mover: a win in exactly one ply less, a draw, or a loss no sooner.
fn keeps(value: Ending, after: &Siga) -> bool {
    match (value, after.outcome(), after.table_value()) {
        (Ending::Win(1), Some(_), _) => true,
        (Ending::Win(d), None, Some(Ending::Loss(e))) => e == d - 1,
        (Ending::Draw, None, Some(Ending::Draw | Ending::Loss(_))) => true,
        (Ending::Loss(d), None, Some(Ending::Win(e))) => e == d - 1,
        _ => false,
    }
}

#[test]
#[ignore = "slow: `make test` runs it, a mutant does not"]
fn hard_plays_every_table_ending_perfectly_and_medium_never_loses_a_held_one() {
    let mut rng = Rng::new(2035);
    let (mut hard_tried, mut medium_held) = (0, 0);
    for i in 0..200 {
        let (board, diagonal, compulsory) = VARIANTS[i % VARIANTS.len()];
        let options = options(board, diagonal, compulsory, 0);
        let (light, dark) = [(1, 1), (2, 1), (1, 2), (2, 2), (3, 1), (1, 3)][i / VARIANTS.len() % 6];
        let pos = random_position(options, light, dark, &mut rng);
        let value = pos.table_value().expect("in the tables");
        let limits = |level| Limits { level, time_ms: None, nodes: Some(20_000), seed: i as u64 };
        let mut after = pos.clone();
        after.play(pos.think(&limits(Level::Hard), &|| 0.0).expect("a move").best);
        assert!(keeps(value, &after), "hard from {value:?} in {pos:?}: {:?}", after.table_value());
        hard_tried += 1;
        if !matches!(value, Ending::Loss(_)) {
            let mut after = pos.clone();
            after.play(pos.think(&limits(Level::Medium), &|| 0.0).expect("a move").best);
            let held = after.outcome().is_some() || matches!(after.table_value(), Some(Ending::Loss(_) | Ending::Draw));
            assert!(held, "medium lost a held ending: {value:?} in {pos:?}");
            medium_held += 1;
        }
    }
    assert_eq!(hard_tried, 200);
    assert!(medium_held > 50);
}

/// Where hard would set traps (behind, or level without the parity), a
/// lost table ending is still played to last longest: a trap that lets a
/// one-ply reader go wrong never comes before the table's longest defence.
#[test]
fn hard_holds_a_lost_ending_longest_where_it_would_set_traps() {
    use crate::search::Evaluate;
    let mut rng = Rng::new(35);
    let options = options(BoardSize::Six, false, false, 0);
    let mut tried = 0;
    while tried < 60 {
        let pos = random_position(options, [1, 2][tried % 2], 2, &mut rng);
        let Some(value @ Ending::Loss(_)) = pos.table_value() else { continue };
        if !pos.sets_traps() {
            continue;
        }
        let mut after = pos.clone();
        after.play(pos.think(&Limits { level: Level::Hard, time_ms: None, nodes: Some(4_000), seed: 0 }, &|| 0.0).expect("a move").best);
        assert!(keeps(value, &after), "hard from {value:?} in {pos:?}: {:?}", after.table_value());
        tried += 1;
    }
}

#[test]
fn hard_wins_a_won_one_against_one_in_the_plies_the_table_gives_against_any_defence() {
    // The ending that lost games: one piece each, on the three boards.
    let mut rng = Rng::new(1);
    for board in BoardSize::ALL {
        let options = options(board, false, false, 0);
        let (mut game, d) = loop {
            let pos = random_position(options, 1, 1, &mut rng);
            if let Some(Ending::Win(d)) = pos.table_value().filter(|v| matches!(v, Ending::Win(d) if *d >= 9)) {
                break (pos, d);
            }
        };
        let winner = game.to_move;
        let mut plies = 0;
        while game.outcome().is_none() {
            let mv = if game.to_move == winner {
                game.think(&Limits { level: Level::Hard, time_ms: None, nodes: Some(20_000), seed: plies }, &|| 0.0).expect("a move").best
            } else {
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                moves[rng.below(moves.len() as u64) as usize]
            };
            game.play(mv);
            plies += 1;
        }
        assert_eq!(game.outcome().and_then(|o| o.winner), Some(winner));
        assert!(plies <= d as u64, "{board:?}: won in {plies} plies, the table said {d} at most");
    }
}

#[test]
fn the_reasons_of_a_move_into_the_tables_say_what_they_hold() {
    let mut rng = Rng::new(77);
    let mut seen = std::collections::BTreeSet::new();
    for i in 0..40 {
        let (board, diagonal, compulsory) = VARIANTS[i % VARIANTS.len()];
        let pos = random_position(options(board, diagonal, compulsory, 0), 2, 1 + (i as u32 % 2), &mut rng);
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        for mv in moves {
            let mut after = pos.clone();
            after.play(mv);
            let codes: Vec<&str> = crate::teach::reasons(&pos, mv).iter().map(|r| r.code).collect();
            let expected = match (after.outcome(), after.table_value()) {
                (Some(_), _) => None,
                (None, Some(Ending::Loss(_))) => Some("wins-ending"),
                (None, Some(Ending::Draw)) => Some("holds-ending"),
                (None, Some(Ending::Win(_))) => Some("leads-to-lost-ending"),
                (None, None) => unreachable!("in the tables"),
            };
            let ending_codes: Vec<&&str> = codes.iter().filter(|c| c.ends_with("-ending")).collect();
            assert_eq!(ending_codes.first().map(|c| **c), expected, "{pos:?} {mv:?}");
            seen.extend(expected);
        }
    }
    assert_eq!(seen.len(), 3, "every kind met: {seen:?}");
    // One against one, three steps apart: Light's hint wins, in the plies the tables give.
    let options = options(BoardSize::Six, false, false, 0);
    let pos = position(options, [square(&options, "a1"), square(&options, "c2")], Side::Light);
    let Some(Ending::Win(d)) = pos.table_value() else { panic!("won") };
    let hint = crate::teach::hint(&pos, &Limits { level: Level::Hard, time_ms: None, nodes: Some(5_000), seed: 0 }, &|| 0.0).expect("a hint");
    let reason = hint.reasons.iter().find(|r| r.code == "wins-ending").expect("wins-ending");
    assert_eq!(reason.parts["plies"], d - 1);
    assert_eq!((reason.parts["mine"].as_u64(), reason.parts["theirs"].as_u64()), (Some(1), Some(1)));
}

/// What the computer's parity lean (eval.rs) rests on, on every board
/// without diagonal steps: one or two pieces each, the side to move wins
/// wherever the colours under the pieces add up to an odd number, and one
/// against one loses wherever they add up to an even one.
#[test]
fn the_side_to_move_wins_every_level_ending_of_one_or_two_pieces_each_where_the_parity_is_odd() {
    let mut rng = Rng::new(17);
    for board in [BoardSize::Six, BoardSize::FourByFive, BoardSize::SixByEight] {
        let options = options(board, false, false, 0);
        for n in [1, 2] {
            let mut seen = [0; 2];
            for _ in 0..500 {
                let pos = random_position(options, n, n, &mut rng);
                let odd = pos.parity_is_odd();
                seen[odd as usize] += 1;
                let value = pos.table_value().expect("in the tables");
                if odd {
                    assert!(matches!(value, Ending::Win(_)), "{board:?}, {n} each, odd parity: {value:?} for the side to move in {:?}", pos.pieces);
                } else if n == 1 {
                    assert!(matches!(value, Ending::Loss(_)), "{board:?}, one against one, even parity: {value:?} for the side to move in {:?}", pos.pieces);
                }
            }
            assert!(seen[0] > 100 && seen[1] > 100, "both parities met: {seen:?}");
        }
    }
}

/// Medium and hard lean toward the side the parity favours in a level game
/// without diagonal steps, by the conversion's share; not with a lead, where
/// the conversion term pulls, nor with diagonal steps, where a step may keep
/// its colour.
#[test]
fn the_parity_lean_favours_the_side_that_owns_it_in_a_level_game_only() {
    use crate::search::Evaluate;
    let plain = options(BoardSize::Six, false, false, 0);
    let at = |names: &[&str]| names.iter().fold(0, |set, name| set | square(&plain, name));
    // a1 and b1 differ in colour: with c3 and d4 (alike) the colours add up to odd.
    let odd = position(plain, [at(&["a1", "c3"]), at(&["b1", "d4"])], Side::Light);
    let even = position(plain, [at(&["a1", "c3"]), at(&["a3", "d4"])], Side::Light);
    assert!(odd.parity_is_odd() && !even.parity_is_odd());
    assert_eq!(odd.ending_lean(), 10);
    assert_eq!(position(plain, odd.pieces, Side::Dark).ending_lean(), 10, "the side to move owns it whichever side that is");
    assert_eq!(even.ending_lean(), -10);
    let lead = position(plain, [at(&["a1", "c3", "f6"]), at(&["b1", "d4"])], Side::Light);
    assert_eq!(lead.ending_lean(), 0);
    let diagonal = position(options(BoardSize::Six, true, false, 0), odd.pieces, Side::Light);
    assert_eq!(diagonal.ending_lean(), 0);
}

/// Hard sets traps whenever the side to move cannot force a win: behind,
/// or level without the parity, or level with diagonal steps; not ahead,
/// nor level with the parity.
#[test]
fn hard_sets_traps_when_behind_or_level_without_the_parity() {
    use crate::search::Evaluate;
    let plain = options(BoardSize::Six, false, false, 0);
    let at = |names: &[&str]| names.iter().fold(0, |set, name| set | square(&plain, name));
    let (two, three) = (at(&["a1", "c3"]), at(&["b1", "d4", "f6"]));
    let odd = position(plain, [two, at(&["b1", "d4"])], Side::Light);
    let even = position(plain, [two, at(&["a3", "d4"])], Side::Light);
    assert!(odd.parity_is_odd() && !even.parity_is_odd());
    assert!(!odd.sets_traps(), "level, with the parity");
    assert!(even.sets_traps(), "level, without the parity");
    assert!(position(plain, [two, three], Side::Light).sets_traps(), "behind");
    assert!(!position(plain, [two, three], Side::Dark).sets_traps(), "ahead");
    let diagonal = options(BoardSize::Six, true, false, 0);
    assert!(position(diagonal, odd.pieces, Side::Light).sets_traps(), "level with diagonal steps, where no parity decides");
    assert!(!position(diagonal, [two, three], Side::Dark).sets_traps(), "ahead with diagonal steps");
}
