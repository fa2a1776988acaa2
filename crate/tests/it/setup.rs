//! Issue 49: a game made from a setup is the game reached by moves. For
//! random games of every rule set, the position after k moves, turned into a
//! setup and back, has the same legal moves, situation and status, and the
//! next moves report the same (throws given the same faces: a game from a
//! setup draws its own sticks); it undoes back to the setup and no further,
//! and saves and loads. Setups the rules cannot reach are refused by code.

use desert_games::core::Rng;
use desert_games::{from_json, from_setup, new_game, GameApi, Setup};
use serde_json::{json, Map, Value};

/// The grid rule sets with options that reach every board, count and rule of their setups.
fn grid_games() -> Vec<(&'static str, Value)> {
    vec![
        ("siga", json!({})),
        ("siga", json!({ "board": "4x5", "compulsoryCapture": true, "noCapturePlies": 12 })),
        ("siga", json!({ "board": "6x8", "diagonal": true, "firstPlayer": 1 })),
        ("seega-sudan", json!({})),
        ("seega-sudan", json!({ "barrierPlies": 10, "firstPlacer": 1 })),
        ("seega-sudan", json!({ "board": "7x7" })),
        ("seega-egypt", json!({})),
        ("seega-egypt", json!({ "board": "9x9", "barrierPlies": 12 })),
    ]
}

/// Every race rule set, with options that reach teams, boards and tables of their own.
fn race_games() -> Vec<(&'static str, Value)> {
    vec![
        ("seig", json!({})),
        ("seig", json!({ "teamSize": 2, "firstSide": 1, "fourMoves": 3 })),
        ("seig-mauritania", json!({ "teamSize": 2, "holes": 10, "noCaptureTurns": 40 })),
        ("seig-western-sahara", json!({})),
        ("seig-tidikelt", json!({})),
        ("seig-tidikelt", json!({ "sticks": 6 })),
        ("seig-mzab", json!({ "holes": 8 })),
        ("seig-tozeur", json!({})),
        ("seig-el-oued", json!({})),
    ]
}

fn options(value: &Value) -> Map<String, Value> {
    value.as_object().cloned().unwrap_or_default()
}

/// What a player sees of a position, its legal moves in order.
fn seen(game: &dyn GameApi) -> Value {
    let mut moves = game.legal_moves();
    moves.sort();
    json!({
        "moves": moves,
        "situation": game.situation(),
        "status": game.status(),
        "board": game.board(),
        "phase": game.phase().as_str(),
        "toMove": u8::from(game.to_move()),
        "seat": game.seat(),
        "pool": game.pool(),
        "throws": game.throw_table(),
    })
}

/// A play report without its ply, which counts from each game's own start.
fn report(game: &mut dyn GameApi, text: &str) -> Value {
    let mut report = serde_json::to_value(game.play(text).unwrap()).unwrap();
    report.as_object_mut().unwrap().remove("ply");
    report
}

/// A legal move of `game` to play in two games at once: a throw with faces given, so both throw alike.
fn pick(game: &dyn GameApi, rng: &mut Rng) -> Option<String> {
    let moves = game.legal_moves();
    let pick = moves.get(rng.below(moves.len().max(1) as u64) as usize)?;
    let Some(table) = game.throw_table().filter(|_| pick == "throw") else { return Some(pick.clone()) };
    Some(format!("throw:{}", (0..table.sticks).map(|_| if rng.below(2) == 1 { 'W' } else { 'B' }).collect::<String>()))
}

/// Plays `games` random games of each of `rule_sets`, comparing every position
/// up to `most_plies` with the game its setup makes; returns how many it compared.
fn compare_with_setups(rule_sets: Vec<(&'static str, Value)>, games: u64, most_plies: usize) -> usize {
    let mut rng = Rng::new(49);
    let mut compared = 0;
    for (id, given) in rule_sets {
        for seed in 0..games {
            let mut game = new_game(id, &options(&given), seed).unwrap();
            let mut plies = 0;
            while !game.status().over && plies < most_plies {
                let setup = game.setup();
                let mut copy = from_setup(id, &options(&given), &setup, seed + 1).unwrap_or_else(|e| panic!("{id} {given} {setup:?}: {e}"));
                assert_eq!(seen(copy.as_ref()), seen(game.as_ref()), "{id} {given} after {plies}");
                assert_eq!(copy.setup(), setup, "{id}: the setup comes back");
                // The next moves, played in both, report the same; the game then takes them back.
                let mut ahead = 0;
                while let Some(text) = pick(game.as_ref(), &mut rng).filter(|_| ahead < 3) {
                    assert_eq!(report(copy.as_mut(), &text), report(game.as_mut(), &text), "{id} {given} after {plies}: {text}");
                    assert_eq!(seen(copy.as_ref()), seen(game.as_ref()));
                    ahead += 1;
                }
                (0..ahead).for_each(|_| assert!(game.undo()));
                // Saved and loaded, then undone back to the setup and no further.
                let loaded = from_json(&copy.to_json()).unwrap();
                assert_eq!(loaded.to_json(), copy.to_json());
                assert_eq!(seen(loaded.as_ref()), seen(copy.as_ref()));
                while copy.undo() {}
                assert_eq!(copy.setup(), setup);
                assert!(copy.history().is_empty());
                let moves = game.legal_moves();
                game.play(&moves[rng.below(moves.len() as u64) as usize]).unwrap();
                plies += 1;
                compared += 1;
            }
        }
    }
    compared
}

#[test]
fn a_game_from_a_setup_plays_as_the_game_that_reached_it() {
    let compared = compare_with_setups(grid_games(), 12, 160);
    assert!(compared > 3000, "{compared} positions compared");
}

#[test]
fn a_race_game_from_a_setup_plays_as_the_game_that_reached_it() {
    let compared = compare_with_setups(race_games(), 15, 100);
    assert!(compared > 10_000, "{compared} positions compared");
}

#[test]
fn a_race_game_from_a_setup_draws_its_sticks_as_a_new_game_does() {
    for (id, given) in race_games() {
        let start = new_game(id, &options(&given), 0).unwrap().setup();
        // Twelve plies: the sticks thrown, else the first move listed.
        let throws = |game: &mut dyn GameApi| -> Vec<String> {
            (0..12).map_while(|_| game.legal_moves().first().cloned().map(|first| game.play(&first).unwrap().text)).collect()
        };
        // Fresh entropy, fresh sticks; the seed option, the seed's sticks from the setup on.
        let [mut one, mut other] = [1, 2].map(|entropy| from_setup(id, &options(&given), &start, entropy).unwrap());
        let mut seeded = given.clone();
        seeded["seed"] = json!(7);
        let [mut from_seed, mut new_seeded] = [from_setup(id, &options(&seeded), &start, 3).unwrap(), new_game(id, &options(&seeded), 4).unwrap()];
        let first = throws(one.as_mut());
        assert_ne!(first, throws(other.as_mut()), "{id}: each game from a setup throws its own sticks");
        assert_eq!(throws(from_seed.as_mut()), throws(new_seeded.as_mut()), "{id}: a seed gives its sticks");
        // The save keeps the stream: loaded, the game throws on alike.
        let mut loaded = from_json(&one.to_json()).unwrap();
        assert_eq!(throws(loaded.as_mut()), throws(one.as_mut()), "{id}");
    }
}

#[test]
fn a_save_names_the_oldest_format_that_holds_it() {
    let plain = new_game("siga", &Map::new(), 0).unwrap();
    let save: Value = serde_json::from_str(&plain.to_json()).unwrap();
    assert_eq!((save["format"].as_u64(), save.get("setup")), (Some(1), None));
    let setup = plain.setup();
    let set_up = from_setup("siga", &Map::new(), &setup, 0).unwrap();
    let save: Value = serde_json::from_str(&set_up.to_json()).unwrap();
    assert_eq!(save["format"], 2);
    assert_eq!(Setup::read(&save["setup"]).unwrap(), setup);
}

/// A Seega (Sudan) 5x5 setup in movement: `rows` from rank 5 down, `o` side 0, `x` side 1.
fn sudan(rows: &str, extra: Value) -> Value {
    let ranks: Vec<&str> = rows.split_whitespace().collect();
    let cells: Vec<u8> = ranks.iter().rev().flat_map(|rank| rank.chars().map(|c| match c { 'o' => 1, 'x' => 2, _ => 0 })).collect();
    let mut setup = json!({ "cells": cells, "toMove": 0, "phase": "movement" });
    for (key, value) in extra.as_object().unwrap() {
        setup[key] = value.clone();
    }
    setup
}

#[test]
fn setups_the_rules_cannot_reach_or_go_on_from_are_refused_by_code() {
    let open = "ooo.. ..x.. ..... xx... .....";
    let cases = [
        ("seega-sudan", json!({ "cells": [0, 1], "toMove": 0, "phase": "movement" }), "setup-cell-count"),
        ("seega-sudan", sudan(open, json!({ "toMove": 2 })), "setup-no-such-side"),
        ("seega-sudan", sudan(open, json!({ "phase": "throw" })), "setup-no-such-phase"),
        ("seega-sudan", sudan(open, json!({ "series": "f9" })), "setup-no-such-square"),
        ("seega-sudan", sudan(open, json!({ "quietPlies": 40 })), "setup-over"),
        ("seega-sudan", sudan("oo... ..... ..... ..... ....x", json!({})), "setup-over"),
        ("seega-sudan", sudan(open, json!({ "series": "a5" })), "setup-impossible"),
        ("seega-sudan", sudan(open, json!({ "extra": true })), "setup-impossible"),
        ("seega-sudan", sudan(open, json!({ "runs": [{ "square": "a5", "from": "c3", "count": 1 }], "quietPlies": 3 })), "setup-impossible"),
        ("seega-sudan", sudan(open, json!({ "runs": [{ "square": "a5", "from": "a4", "count": 2 }], "quietPlies": 1 })), "setup-impossible"),
        ("seega-egypt", sudan(open, json!({ "runs": [{ "square": "a5", "from": "a4", "count": 1 }], "quietPlies": 1 })), "setup-unused"),
        ("seega-sudan", sudan("ooooo ooooo ooo.. x.... x....", json!({})), "setup-too-many-pieces"),
        ("seega-sudan", sudan("..... ..... ..o.. ..... ....x", json!({ "phase": "placement" })), "setup-placement-board"),
        ("seega-sudan", sudan("o.... ..... ..... ..... ....x", json!({ "phase": "placement", "toMove": 1 })), "setup-wrong-turn"),
        ("seega-sudan", sudan("ooo.. ..... ..... ..... ....x", json!({ "phase": "placement", "toMove": 1 })), "setup-placement-board"),
        ("seega-egypt", sudan("o.... ..... ..... ..... ....x", json!({ "phase": "placement", "toMove": 1 })), "setup-placement-board"),
        ("seega-sudan", json!({ "cells": "none" }), "setup-unreadable"),
        ("seega-sudan", json!({ "cells": [], "toMove": 0, "phase": "movement", "colour": 1 }), "setup-unreadable"),
        ("siga", sudan(open, json!({})), "setup-cell-count"),
        ("siga", json!({ "cells": vec![3u8; 36], "toMove": 0, "phase": "movement" }), "setup-no-such-piece"),
        ("siga", json!({ "cells": vec![1u8; 36], "toMove": 0, "phase": "movement" }), "setup-too-many-pieces"),
        ("siga", json!({ "cells": vec![1u8; 12], "toMove": 0, "phase": "movement" }), "setup-cell-count"),
        ("siga", json!({ "cells": vec![0u8; 36], "toMove": 0, "phase": "movement" }), "setup-over"),
        ("siga", json!({ "cells": vec![0u8; 36], "toMove": 0, "phase": "placement" }), "setup-no-such-phase"),
        ("siga", json!({ "cells": vec![0u8; 36], "toMove": 0, "phase": "movement", "extra": true }), "setup-unused"),
    ];
    for (id, given, code) in cases {
        let error = Setup::read(&given).and_then(|setup| from_setup(id, &Map::new(), &setup, 0).map(|_| ())).expect_err(&format!("{id} {given}"));
        assert_eq!(error.code(), code, "{id} {given}: {error}");
        assert!(error.to_string().starts_with("not a position this game can go on from: "), "{error}");
    }
}

#[test]
fn a_save_with_a_setup_the_rules_refuse_is_a_bad_save() {
    let setup = json!({ "cells": vec![0u8; 36], "toMove": 0, "phase": "movement" });
    let save = json!({ "format": 2, "ruleset": "siga", "moves": [], "setup": setup });
    let error = from_json(&save.to_string()).map(|_| ()).unwrap_err();
    assert_eq!(error.code(), "bad-save");
    assert!(error.to_string().contains("would already be over"), "{error}");
}

/// The setup of `id`'s start (with `given` options), its fields changed as `changes` says.
fn race_setup(id: &str, given: &Value, changes: Value) -> Value {
    let mut setup = serde_json::to_value(new_game(id, &options(given), 0).unwrap().setup()).unwrap();
    for (key, value) in changes.as_object().unwrap() {
        setup[key] = value.clone();
    }
    setup
}

/// Seig's 48 holes with `pieces` as (hole index, cell).
fn seig_holes(pieces: &[(usize, u8)]) -> Vec<u8> {
    let mut cells = vec![0u8; 48];
    pieces.iter().for_each(|&(hole, cell)| cells[hole] = cell);
    cells
}

#[test]
fn race_setups_the_rules_cannot_reach_or_go_on_from_are_refused_by_code() {
    let none = json!({});
    let start = |id: &str, changes: Value| (id.to_string(), none.clone(), race_setup(id, &none, changes));
    let home: Vec<(usize, u8)> = (0..12).map(|h| (h, 1)).chain((36..48).map(|h| (h, 2))).collect();
    // Unlocked: side 0's front piece released on b12 (hole 23), the rest at home.
    let unlocked = |changes: Value| {
        let pieces: Vec<(usize, u8)> = home.iter().copied().filter(|&(h, _)| h != 11).chain([(23, 1)]).collect();
        let mut setup = json!({ "cells": seig_holes(&pieces), "released": seig_holes(&[(23, 1)]), "locked": false, "firstThrow": false });
        changes.as_object().unwrap().iter().for_each(|(key, value)| setup[key] = value.clone());
        setup
    };
    let locked_on_b1 = [vec![0u8], vec![1; 20], vec![0; 39], vec![2; 20]].concat();
    let mut cases = vec![
        (start("seig", json!({ "cells": vec![0u8; 47] })), "setup-cell-count"),
        (start("seig", json!({ "cells": seig_holes(&[(0, 4)]) })), "setup-no-such-piece"),
        (start("seig", json!({ "released": [1, 0, 1] })), "setup-state-count:released"),
        (start("seig", unlocked(json!({ "released": seig_holes(&[(20, 1)]) }))), "setup-no-such-state"),
        (start("seig", json!({ "seat": 1 })), "setup-no-such-seat"),
        (start("seig", json!({ "toMove": 2 })), "setup-no-such-side"),
        (start("seig", json!({ "phase": "movement" })), "setup-no-such-phase"),
        (start("seig", json!({ "states": vec![1u8; 48] })), "setup-unused:states"),
        (start("seig", json!({ "pieces": [12, 12] })), "setup-unused:pieces"),
        (start("seig", json!({ "pool": [3] })), "setup-impossible:locked"),
        (start("seig", json!({ "cells": seig_holes(&home.iter().copied().chain([(20, 1)]).collect::<Vec<_>>()) })), "setup-too-many-pieces"),
        (start("seig", json!({ "cells": seig_holes(&[(0, 1)]) })), "setup-over"),
        (start("seig", json!({ "phase": "endgame", "cells": vec![0u8; 48], "locked": false, "pieces": [3, 0] })), "setup-over"),
        (start("seig", json!({ "phase": "endgame", "cells": vec![0u8; 48], "locked": false })), "setup-impossible:pieces"),
        (start("seig", unlocked(json!({ "pool": [3], "phase": "spend", "firstThrow": true }))), "setup-impossible:pool"),
        (start("seig", unlocked(json!({ "phase": "spend" }))), "setup-impossible:phase"),
        (start("seig", unlocked(json!({ "pool": [2, 3], "phase": "spend" }))), "setup-impossible:pool"),
        (start("seig", unlocked(json!({ "pool": [7] }))), "setup-impossible:pool"),
        // An unreleased piece of side 0 moved on to b1 (hole 12).
        (start("seig", unlocked(json!({ "cells": seig_holes(&home.iter().copied().filter(|&(h, _)| h != 0 && h != 11).chain([(12, 1), (23, 1)]).collect::<Vec<_>>()) }))), "setup-impossible:released"),
        (start("seig-western-sahara", json!({ "states": [] })), "setup-no-such-state"),
        (start("seig-western-sahara", json!({ "seat": 2 })), "setup-no-such-seat"),
        (start("seig-western-sahara", json!({ "pool": [9] })), "setup-impossible:pool"),
        (start("seig-western-sahara", json!({ "pool": [6] })), "setup-impossible:pool"),
        (start("seig-western-sahara", json!({ "phase": "spend" })), "setup-impossible:pool"),
        (start("seig-western-sahara", json!({ "value": 3 })), "setup-unused:value"),
        (start("seig-tidikelt", json!({ "phase": "spend", "value": 5 })), "setup-impossible:value"),
        (start("seig-tidikelt", json!({ "value": 1 })), "setup-impossible:value"),
        (start("seig-tidikelt", json!({ "states": vec![7u8; 37] })), "setup-no-such-state"),
        (start("seig-tidikelt", json!({ "cells": vec![0u8; 36] })), "setup-cell-count"),
        (start("seig-mzab", json!({ "phase": "spend", "value": 0 })), "setup-impossible:value"),
        (start("seig-mzab", json!({ "quietTurns": 1000 })), "setup-over"),
        (start("seig-mzab", json!({ "phase": "endgame" })), "setup-no-such-phase"),
        // Side 0's piece from a1 on b1, still locked.
        (start("seig-mzab", json!({ "cells": locked_on_b1 })), "setup-impossible:states"),
        (start("seig-tozeur", json!({ "pool": [1] })), "setup-unused:pool"),
        (start("seig-tozeur", json!({ "moved": true })), "setup-unused:moved"),
        (start("seig-western-sahara", json!({ "moved": true })), "setup-impossible:moved"),
        (start("seig-el-oued", json!({ "toMove": 1 })), "setup-impossible:turnsEnded"),
        (start("seig-el-oued", json!({ "turnsEnded": 2, "counted": 2 })), "setup-impossible:counted"),
        (start("seig-el-oued", json!({ "throwsLeft": 0 })), "setup-impossible:throwsLeft"),
        (start("seig-el-oued", json!({ "phase": "spend", "value": 1, "worth": 13, "throwsLeft": 1, "counted": 2, "afterSix": true })), "setup-impossible:afterSix"),
        (start("seig-el-oued", json!({ "states": vec![3u8; 18] })), "setup-no-such-state"),
        (start("seig-mauritania", json!({ "phase": "spend", "value": 8, "steps": 1, "stepped": ["z9"] })), "setup-no-such-square"),
        (start("seig-mauritania", json!({ "phase": "spend", "value": 8, "steps": 2, "stepped": ["a1"] })), "setup-impossible:steps"),
        (start("seig-mauritania", json!({ "value": 3 })), "setup-impossible:value"),
        (start("seig-mauritania", json!({ "seat": 2 })), "setup-no-such-seat"),
        (start("seig-mauritania", json!({ "phase": "spend", "value": 8, "steps": 8, "stepped": ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"] })), "setup-impossible:steps"),
        (start("seig-mauritania", json!({ "phase": "spend", "value": 8, "steps": 1, "stepped": ["d1"] })), "setup-impossible:stepped"),
        (start("seig-mauritania", json!({ "phase": "spend", "value": 8, "steps": 2, "stepped": ["a2", "a2"] })), "setup-impossible:stepped"),
        (start("seig-el-oued", json!({ "phase": "spend", "value": 2, "worth": 5 })), "setup-impossible:worth"),
        (start("seig-el-oued", json!({ "phase": "spend", "value": 2, "worth": 7 })), "setup-impossible:worth"),
        (start("seig-el-oued", json!({ "throwsLeft": 65 })), "setup-impossible:throwsLeft"),
        (start("seig-el-oued", json!({ "value": 7 })), "setup-impossible:value"),
        (start("seig-el-oued", json!({ "cells": vec![0u8; 18], "states": [] })), "setup-over"),
        (start("seig-tidikelt", json!({ "states": [1] })), "setup-state-count:states"),
        (start("seig-tidikelt", json!({ "cells": vec![0u8; 37], "states": vec![1u8; 37] })), "setup-no-such-state"),
        (start("seig-western-sahara", json!({ "pool": vec![1u8; 65] })), "setup-impossible:pool"),
        // Side 0 on d1, side 1 on a12: past each other, which is Seig's endgame.
        (start("seig", unlocked(json!({ "cells": seig_holes(&[(36, 1), (11, 2)]), "released": seig_holes(&[(36, 1), (11, 2)]) }))), "setup-impossible:cells"),
        (start("seig", json!({ "phase": "endgame", "locked": false, "pieces": [3, 3] })), "setup-impossible:cells"),
        (start("seig", json!({ "phase": "endgame", "cells": vec![0u8; 48], "pieces": [3, 3] })), "setup-impossible:locked"),
        (start("seig", json!({ "phase": "endgame", "cells": vec![0u8; 48], "locked": false, "pieces": [3, 13] })), "setup-too-many-pieces"),
        (start("seig", unlocked(json!({ "pool": [5], "firstThrow": true }))), "setup-impossible:pool"),
        // A 1 that no piece can spend: side 0's released piece is on its last hole, d1, and may not circle
        // while its piece on a1 waits at home.
        (start("seig", unlocked(json!({ "pool": [1], "phase": "spend", "cells": seig_holes(&[(0, 1), (36, 1), (47, 2)]), "released": seig_holes(&[(36, 1)]) }))), "setup-impossible:pool"),
    ];
    // Mauritania's 4 x 20 with side 0's piece from a1 on `hole` in `state`.
    let mauritania = |hole: usize, state: u8| {
        let mut cells: Vec<u8> = (0..80).map(|h| if h < 20 { 1 } else if h >= 60 { 2 } else { 0 }).collect();
        let mut states = vec![0u8; 80];
        (cells[0], cells[hole], states[hole]) = (0, 1, state);
        json!({ "cells": cells, "states": states })
    };
    // Returning on b5 (it returns along the enemy's home row), circling on a1 (it circles in the middle rows).
    cases.push((start("seig-mauritania", mauritania(24, 2)), "setup-impossible:states"));
    cases.push((start("seig-mauritania", mauritania(0, 3)), "setup-impossible:states"));
    cases.push((("seig-mauritania".into(), json!({ "teamSize": 3 }), race_setup("seig-mauritania", &json!({ "teamSize": 3 }), json!({ "seat": 3 }))), "setup-no-such-seat"));
    for ((id, given, setup), code) in cases {
        let error = Setup::read(&setup).and_then(|read| from_setup(&id, &options(&given), &read, 0).map(|_| ())).expect_err(&format!("{id} {setup}"));
        // A refusal about a field names it: `code:field`.
        let field = error.parts().get("field").and_then(Value::as_str).map(|field| format!(":{field}")).unwrap_or_default();
        assert_eq!(format!("{}{field}", error.code()), code, "{id} {setup}: {error}");
        assert!(error.to_string().starts_with("not a position this game can go on from: "), "{error}");
    }
    // The same setups unchanged are games.
    for id in ["seig", "seig-mauritania", "seig-western-sahara", "seig-tidikelt", "seig-mzab", "seig-tozeur", "seig-el-oued"] {
        let setup = Setup::read(&race_setup(id, &none, json!({}))).unwrap();
        assert_eq!(from_setup(id, &Map::new(), &setup, 0).unwrap().setup(), setup, "{id}");
    }
    // El Oued's turn at the edges of rules 6 and 7: throwing again after a 6, 64 throws left, three counted, a later turn.
    for changes in [json!({ "afterSix": true }), json!({ "throwsLeft": 64 }), json!({ "counted": 3, "throwsLeft": 3 }), json!({ "turnsEnded": 2 })] {
        let setup = Setup::read(&race_setup("seig-el-oued", &none, changes.clone())).unwrap();
        assert_eq!(from_setup("seig-el-oued", &Map::new(), &setup, 0).unwrap_or_else(|e| panic!("{changes}: {e}")).setup(), setup, "{changes}");
    }
}


/// Each piece state on each hole of each Sig variant, beside one enemy piece
/// at its start: refused by a setup code, or a game whose moves play on.
#[test]
fn every_piece_state_on_every_hole_is_refused_by_code_or_plays_on() {
    let mut rng = Rng::new(7);
    let (mut refused, mut played) = (0, 0);
    for (id, given) in race_games().into_iter().filter(|(id, _)| *id != "seig") {
        let start = race_setup(id, &given, json!({}));
        let cells: Vec<u8> = serde_json::from_value(start["cells"].clone()).unwrap();
        let start_states: Vec<u8> = serde_json::from_value(start["states"].clone()).unwrap();
        for hole in 0..cells.len() {
            for cell in [1u8, 2] {
                let enemy = (0..cells.len()).find(|&h| h != hole && cells[h] == 3 - cell).unwrap();
                for state in 0..5u8 {
                    let mut setup_cells = vec![0u8; cells.len()];
                    let mut states = vec![0u8; cells.len()];
                    (setup_cells[hole], states[hole]) = (cell, state);
                    (setup_cells[enemy], states[enemy]) = (3 - cell, start_states.get(enemy).copied().unwrap_or(0));
                    let setup = race_setup(id, &given, json!({ "cells": setup_cells, "states": states }));
                    let Ok(mut game) = Setup::read(&setup).and_then(|read| from_setup(id, &options(&given), &read, 0)) else {
                        refused += 1;
                        continue;
                    };
                    for _ in 0..12 {
                        let Some(text) = pick(game.as_ref(), &mut rng) else { break };
                        game.play(&text).unwrap_or_else(|error| panic!("{id} {setup}: {text}: {error}"));
                    }
                    played += 1;
                }
            }
        }
    }
    assert!(refused > 0 && played > 0, "{refused} refused, {played} played");
}
