//! Move-path counts of Sig's variants (RULES.md 7), checked against
//! `tests/data/perft-sig.txt` (lines as `perft.rs` reads them). Throws are
//! random, so the count fixes them: where a seat must throw, the tree
//! branches into one throw for each number of W its sticks can show
//! (`throw:` W..WB..B), each counted as a move. The counts of every variant
//! are also checked with plain readings of RULES.md 7.2 to 7.7 written apart
//! from the engine (`sig_models.rs`).

use super::perft::{lines, read};
use super::sig_models::{holes, read_move, ElOued, Mauritania, Model, Race, Teams, Tidikelt};
use desert_games::core::BoardView;
use desert_games::{new_game, GameApi};
use serde_json::{Map, Value};

const DATA: &str = "perft-sig.txt";

/// One throw for each number of W of `sticks` sticks.
fn throws(sticks: usize) -> impl Iterator<Item = String> {
    (0..=sticks).map(move |w| format!("throw:{}{}", "W".repeat(w), "B".repeat(sticks - w)))
}

/// The moves a count branches into: the legal moves, a throw as one per number of W.
fn branches(game: &dyn GameApi) -> Vec<String> {
    let legal = game.legal_moves();
    if legal != ["throw"] {
        return legal;
    }
    let BoardView::Holes { sticks, .. } = game.board() else { panic!("{} has no sticks", game.ruleset()) };
    throws(sticks as usize).collect()
}

/// Paths of exactly `depth` moves from here (a game that ends sooner adds none).
fn count(game: &mut dyn GameApi, depth: u32) -> u64 {
    let moves = branches(game);
    if depth <= 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            let below = count(game, depth - 1);
            assert!(game.undo());
            below
        })
        .sum()
}

#[test]
fn sig_variants_perft_matches_the_data_file() {
    let text = read(DATA);
    let lines = lines(&text);
    for id in desert_games::RULESET_IDS.iter().filter(|id| id.starts_with("seig-")) {
        assert!(lines.iter().any(|line| line.ruleset == *id), "{DATA} has no line of {id}");
    }
    for line in lines {
        let mut game = new_game(line.ruleset, &line.options, 0).unwrap();
        for mv in &line.moves {
            game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e} in {}", line.text));
        }
        assert_eq!(count(game.as_mut(), line.depth), line.nodes, "{}", line.text);
    }
}

/// Checks every line of `ruleset` with the model `make` builds for its options.
fn check_model<M: Model>(ruleset: &str, make: impl Fn(&Map<String, Value>) -> M) {
    let text = read(DATA);
    let lines: Vec<_> = lines(&text).into_iter().filter(|line| line.ruleset == ruleset).collect();
    assert!(lines.len() >= 3, "{DATA}: too few lines of {ruleset}");
    for line in lines {
        let mut model = make(&line.options);
        for text in &line.moves {
            let mv = read_move(&model, text);
            assert!(model.legal().contains(&mv), "{mv:?} is not legal in the model: {}", line.text);
            model.play(mv);
        }
        assert_eq!(model.perft(line.depth), line.nodes, "{}", line.text);
    }
}

#[test]
fn mzab_perft_matches_a_plain_model() {
    check_model("seig-mzab", |options| Race::new(holes(options, 20), [6, 0, 2, 1, 4, 0, 6], &[1, 6], options));
}

#[test]
fn tozeur_perft_matches_a_plain_model() {
    check_model("seig-tozeur", |options| Race::new(13, [0, 1, 2, 3, 4, 5, 6], &[1], options));
}

#[test]
fn western_sahara_perft_matches_a_plain_model() {
    check_model("seig-western-sahara", |options| Teams::new(holes(options, 20), options));
}

#[test]
fn tidikelt_perft_matches_a_plain_model() {
    check_model("seig-tidikelt", Tidikelt::new);
}

#[test]
fn mauritania_perft_matches_a_plain_model() {
    check_model("seig-mauritania", Mauritania::new);
}

#[test]
fn el_oued_perft_matches_a_plain_model() {
    check_model("seig-el-oued", ElOued::new);
}
