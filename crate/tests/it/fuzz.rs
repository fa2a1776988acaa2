//! Random-input testing of the whole API (stable Rust, no coverage guidance):
//! garbled move text, options and saves never panic and never change the game;
//! random games keep the invariants (every listed move plays, undo restores
//! exactly, saves round-trip, piece counts never rise, every game ends).
//! `FUZZ_ITERATIONS` scales the run: small in `make test`, large in `make fuzz`.

use desert_games::core::Rng;
use desert_games::search::{Level, Limits};
use desert_games::{from_json, from_setup, new_game, GameApi, Setup};
use serde_json::{json, Map, Value};

use desert_games::RULESET_IDS as RULESETS;

pub(crate) fn iterations(default: u64) -> u64 {
    std::env::var("FUZZ_ITERATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Everything a player can observe of a game.
pub(crate) fn snapshot(game: &dyn GameApi) -> String {
    let status = game.status();
    format!(
        "{}|{:?}|{:?}|{}|{:?}|{:?}|{:?}",
        game.to_json(),
        game.board(),
        status,
        game.phase().as_str(),
        (!status.over).then(|| (game.to_move(), game.seat())),
        game.pool(),
        game.legal_moves()
    )
}

pub(crate) fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len() as u64) as usize]
}

/// Text near a legal move: cut, doubled, re-cased, with bytes swapped or inserted.
pub(crate) fn garble(rng: &mut Rng, base: &str) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    let junk = ['-', 'x', ':', '+', ' ', '0', '9', 'z', 'A', 'é', '\u{0}', '🙂', 'W', 'B', '\n'];
    for _ in 0..1 + rng.below(3) {
        match rng.below(6) {
            0 if !chars.is_empty() => {
                chars.truncate(rng.below(chars.len() as u64) as usize);
            }
            1 => {
                let at = rng.below(chars.len() as u64 + 1) as usize;
                chars.insert(at, *pick(rng, &junk));
            }
            2 if !chars.is_empty() => {
                let at = rng.below(chars.len() as u64) as usize;
                chars[at] = *pick(rng, &junk);
            }
            3 => chars.extend(base.chars()),
            4 => chars = chars.iter().map(|c| c.to_ascii_uppercase()).collect(),
            _ => chars = (0..rng.below(12)).map(|_| char::from_u32(rng.below(0x250) as u32).unwrap_or('?')).collect(),
        }
    }
    chars.into_iter().collect()
}

fn random_value(rng: &mut Rng) -> Value {
    match rng.below(10) {
        0 => Value::Null,
        1 => json!(rng.below(2) == 1),
        2 => json!(rng.below(12) as i64 - 2),
        3 => json!(rng.below(1 << 40)),
        4 => json!(-1.5),
        5 => json!(pick(rng, &["6x6", "4x5", "6x8", "5x5", "7x7", "9x9", "", "x"]).to_string()),
        6 => json!([1, 2]),
        7 => json!({"a": 1}),
        // Around the ends of Sig's ranges: holes (5..20, 10..30, 20..25), sticks (4, 6), game length (from 20).
        8 => json!(*pick(rng, &[3, 4, 5, 6, 7, 9, 10, 19, 20, 21, 25, 26, 30, 31])),
        _ => json!(f64::MAX),
    }
}

fn random_options(rng: &mut Rng) -> Map<String, Value> {
    let names = [
        "board", "compulsoryCapture", "diagonal", "firstPlayer", "noCapturePlies", "firstPlacer", "barrierPlies", "teamSize", "firstSide", "fourMoves", "seed",
        "holes", "noCaptureTurns", "sticks", "bogus", "",
    ];
    (0..rng.below(5)).map(|_| (pick(rng, &names).to_string(), random_value(rng))).collect()
}

/// A game of `ruleset` after up to `max_plies` random legal moves.
fn random_game(ruleset: &str, seed: u64, rng: &mut Rng, max_plies: u64) -> Box<dyn GameApi> {
    let mut game = new_game(ruleset, &Map::new(), seed).unwrap();
    for _ in 0..rng.below(max_plies) {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(pick::<String>(rng, &moves)).unwrap();
    }
    game
}

#[test]
fn garbled_move_text_is_refused_without_changing_the_game() {
    let mut rng = Rng::new(1);
    for round in 0..iterations(300) {
        let ruleset = RULESETS[round as usize % RULESETS.len()];
        let mut game = random_game(ruleset, round, &mut rng, 30);
        let legal = game.legal_moves();
        let before = snapshot(game.as_ref());
        for _ in 0..20 {
            let base = if legal.is_empty() { "a1-a2".to_string() } else { pick(&mut rng, &legal).clone() };
            let text = garble(&mut rng, &base);
            let accepted = game.play(&text);
            match accepted {
                Ok(report) => {
                    assert!(legal.contains(&report.text) || report.text.starts_with("throw:"), "{ruleset}: {text:?} played as {}", report.text);
                    game.undo();
                }
                Err(e) => assert!(!e.to_string().is_empty()),
            }
            assert_eq!(snapshot(game.as_ref()), before, "{ruleset}: {text:?} changed the game");
        }
    }
}

#[test]
fn random_options_build_a_game_or_name_the_problem() {
    let mut rng = Rng::new(2);
    for round in 0..iterations(2000) {
        let ruleset = *pick(&mut rng, &RULESETS);
        let options = random_options(&mut rng);
        match new_game(ruleset, &options, round) {
            Ok(game) => {
                assert_eq!(game.ruleset(), ruleset);
                // The options it reports build the same game again.
                let again = new_game(ruleset, &game.options(), round).unwrap();
                assert_eq!(again.options(), game.options());
            }
            Err(e) => {
                let message = e.to_string();
                assert!(options.keys().any(|k| message.contains(&format!("{k:?}"))), "{ruleset} {options:?}: {message}");
            }
        }
    }
}

#[test]
fn corrupted_saves_are_refused_or_load_a_consistent_game() {
    let mut rng = Rng::new(3);
    for round in 0..iterations(400) {
        let ruleset = RULESETS[round as usize % RULESETS.len()];
        let game = random_game(ruleset, round, &mut rng, 40);
        let save = game.to_json();
        for _ in 0..10 {
            let mut bytes = save.clone().into_bytes();
            match rng.below(4) {
                0 => bytes.truncate(rng.below(bytes.len() as u64) as usize),
                1 => {
                    let at = rng.below(bytes.len() as u64) as usize;
                    bytes[at] = *pick(&mut rng, b" {}[]\",:0123456789abcxyz-");
                }
                2 => {
                    let at = rng.below(bytes.len() as u64) as usize;
                    bytes.insert(at, *pick(&mut rng, b"\",]}9x"));
                }
                _ => bytes = save.replacen("\"moves\":[", "\"moves\":[\"a1-a1\",", 1).into_bytes(),
            }
            let text = String::from_utf8_lossy(&bytes);
            if let Ok(loaded) = from_json(&text) {
                let reloaded = from_json(&loaded.to_json()).expect("a loaded game saves validly");
                assert_eq!(snapshot(reloaded.as_ref()), snapshot(loaded.as_ref()));
            }
        }
    }
}

/// A setup with its lists that are sets (the pool, Mauritania's stepped holes) sorted: given in any order, they come back in one.
fn in_any_order(mut setup: Setup) -> Setup {
    setup.pool.sort_unstable();
    setup.stepped.sort_unstable();
    setup
}

#[test]
fn garbled_setups_are_refused_by_a_setup_code_or_play_on() {
    let mut rng = Rng::new(4);
    let fields = [
        "cells", "toMove", "phase", "quietPlies", "series", "extra", "runs", "seat", "states", "released", "pool", "locked", "firstThrow",
        "pieces", "quietTurns", "moved", "value", "steps", "stepped", "worth", "throwsLeft", "afterSix", "counted", "turnsEnded", "bogus",
    ];
    let (mut refused, mut played) = (0, 0);
    for round in 0..iterations(2000) {
        let ruleset = RULESETS[round as usize % RULESETS.len()];
        let game = random_game(ruleset, round, &mut rng, 60);
        let mut setup = serde_json::to_value(game.setup()).unwrap();
        for _ in 0..1 + rng.below(3) {
            let field = *pick(&mut rng, &fields);
            match rng.below(7) {
                0 => setup[field] = random_value(&mut rng),
                // Near what the rules take: a flag flipped, a small count or value.
                4 | 5 => setup[field] = setup[field].as_bool().map_or_else(|| json!(rng.below(10)), |flag| json!(!flag)),
                1 => _ = setup.as_object_mut().unwrap().remove(field),
                2 => {
                    // One entry of a list changed: a cell, a state, a pool value.
                    let list = *pick(&mut rng, &["cells", "states", "released", "pool", "stepped"]);
                    if let Some(items) = setup[list].as_array_mut().filter(|items| !items.is_empty()) {
                        let at = rng.below(items.len() as u64) as usize;
                        items[at] = json!(rng.below(10));
                    } else {
                        setup[list] = json!([rng.below(9)]);
                    }
                }
                3 => {
                    let base = *pick(&mut rng, &["a1", "c3", "e5", "b0", "placement", "movement", "throw", "spend", "endgame"]);
                    setup[field] = json!(garble(&mut rng, base));
                }
                _ => setup["runs"] = json!([{ "square": garble(&mut rng, "c3"), "from": "c2", "count": rng.below(6) }]),
            }
        }
        // A setup of one rule set given to another, now and then: still refused by code or played.
        let ruleset = if rng.below(8) == 0 { *pick(&mut rng, &RULESETS) } else { ruleset };
        match Setup::read(&setup).and_then(|read| from_setup(ruleset, &game.options(), &read, round).map(|made| (read, made))) {
            Ok((read, mut made)) => {
                assert_eq!(in_any_order(made.setup()), in_any_order(read), "{ruleset}: {setup}");
                for text in made.legal_moves() {
                    made.play(&text).unwrap_or_else(|e| panic!("{ruleset} {setup}: {text}: {e}"));
                    assert!(made.undo());
                }
                assert!(!made.undo(), "{ruleset}: undo stops at the setup");
                // Played on from there, it keeps to its rules and saves.
                for _ in 0..40 {
                    let Some(text) = made.legal_moves().first().cloned() else { break };
                    made.play(&text).unwrap_or_else(|e| panic!("{ruleset} {setup}: {text}: {e}"));
                }
                assert_eq!(snapshot(from_json(&made.to_json()).unwrap().as_ref()), snapshot(made.as_ref()), "{ruleset}: {setup}");
                played += 1;
            }
            Err(e) => {
                assert!(e.code().starts_with("setup-") || ["unknown-option", "bad-option-value"].contains(&e.code()), "{ruleset} {setup}: {e}");
                assert!(!e.to_string().is_empty());
                refused += 1;
            }
        }
    }
    assert!(refused > 0 && played > 0, "{refused} refused, {played} played");
}

/// Every placement and every step between two squares of a grid game's board.
fn grid_move_texts(game: &dyn GameApi) -> Vec<String> {
    let desert_games::core::BoardView::Grid { files, ranks, .. } = game.board() else { return Vec::new() };
    let grid = desert_games::core::Grid { files, ranks };
    let names: Vec<String> = (0..grid.square_count()).map(|sq| grid.name(sq)).collect();
    let steps = names.iter().flat_map(|from| names.iter().map(move |to| format!("{from}-{to}")));
    names.iter().cloned().chain(steps).collect()
}

/// Longer than any game that ends: grid games end in hundreds of plies, games
/// of thrown sticks (Sig's variants with six sticks) in thousands, mostly throws.
fn max_plies(ruleset: &str) -> usize {
    let throws = desert_games::rulesets().iter().any(|info| info.id == ruleset && info.capabilities.throws);
    if throws { 100_000 } else { 3_000 }
}

#[test]
#[ignore = "slow: `make test` runs it, a mutant does not"]
fn random_games_keep_every_invariant() {
    let mut rng = Rng::new(4);
    let clock = || 0.0;
    for round in 0..iterations(60) {
        let ruleset = RULESETS[round as usize % RULESETS.len()];
        let options = loop {
            let options = random_options(&mut rng);
            if new_game(ruleset, &options, round).is_ok() {
                break options;
            }
        };
        let mut game = new_game(ruleset, &options, round).unwrap();
        let mut pieces = game.status().pieces;
        let mut plies = 0;
        while !game.status().over {
            let moves = game.legal_moves();
            assert!(!moves.is_empty(), "{ruleset} {options:?}: a game not over has a move (after {:?})", game.history());
            let mut unique = moves.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), moves.len(), "{ruleset}: duplicate legal moves");
            let before = snapshot(game.as_ref());
            // Every move text not listed is refused (grid games: every placement and step).
            if plies % 10 == 0 {
                for text in grid_move_texts(game.as_ref()) {
                    let listed = moves.contains(&text) || moves.contains(&text.replace('-', "x"));
                    assert_eq!(game.play(&text).is_ok(), listed, "{ruleset}: {text} after {:?}", game.history());
                    if listed {
                        game.undo();
                    }
                }
            }
            // Every listed move plays, and undo restores exactly.
            for mv in moves.iter().take(8) {
                game.play(mv).unwrap_or_else(|e| panic!("{ruleset}: listed {mv} refused: {e}"));
                assert!(game.undo());
                assert_eq!(snapshot(game.as_ref()), before, "{ruleset}: undo of {mv}");
            }
            let mv = if plies % 7 == 3 {
                let limits = Limits { level: Level::Easy, time_ms: None, nodes: Some(300), seed: round };
                game.ai_move(&limits, &clock).unwrap()
            } else {
                pick(&mut rng, &moves).clone()
            };
            let placing = game.phase().as_str() == "placement";
            game.play(&mv).unwrap();
            let now = game.status().pieces;
            // Only placing a piece adds one.
            assert!(placing || (now[0] <= pieces[0] && now[1] <= pieces[1]), "{ruleset}: pieces rose from {pieces:?} to {now:?}");
            pieces = now;
            plies += 1;
            if plies % 25 == 0 {
                let loaded = from_json(&game.to_json()).unwrap();
                assert_eq!(snapshot(loaded.as_ref()), snapshot(game.as_ref()), "{ruleset}: save round trip");
            }
            if plies > max_plies(ruleset) {
                // Siga without a ply limit may go on forever; that is the rule, not a fault.
                assert_eq!(ruleset, "siga", "{ruleset} {options:?} did not end in {} plies", max_plies(ruleset));
                break;
            }
        }
        if game.status().over {
            assert!(game.legal_moves().is_empty());
            assert!(game.play("a1-a2").is_err());
        }
    }
}
