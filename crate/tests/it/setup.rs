//! Issue 49: a game made from a setup is the game reached by moves. For
//! random games of every grid rule set, the position after k moves, turned
//! into a setup and back, has the same legal moves, situation and status, and
//! the next moves report the same; it undoes back to the setup and no further,
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
    })
}

/// A play report without its ply, which counts from each game's own start.
fn report(game: &mut dyn GameApi, text: &str) -> Value {
    let mut report = serde_json::to_value(game.play(text).unwrap()).unwrap();
    report.as_object_mut().unwrap().remove("ply");
    report
}

#[test]
fn a_game_from_a_setup_plays_as_the_game_that_reached_it() {
    let mut rng = Rng::new(49);
    let mut compared = 0;
    for (id, given) in grid_games() {
        for _ in 0..12 {
            let mut game = new_game(id, &options(&given), 0).unwrap();
            let mut plies = 0;
            while !game.status().over && plies < 160 {
                let setup = game.setup().unwrap();
                let mut copy = from_setup(id, &options(&given), &setup).unwrap_or_else(|e| panic!("{id} {given} {setup:?}: {e}"));
                assert_eq!(seen(copy.as_ref()), seen(game.as_ref()), "{id} {given} after {plies}");
                assert_eq!(copy.setup().unwrap(), setup, "{id}: the setup comes back");
                // The next moves, played in both, report the same.
                let mut ahead = game.game_after(plies).unwrap();
                for _ in 0..3 {
                    let moves = ahead.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let pick = &moves[rng.below(moves.len() as u64) as usize];
                    assert_eq!(report(copy.as_mut(), pick), report(ahead.as_mut(), pick), "{id} {given} after {plies}: {pick}");
                    assert_eq!(seen(copy.as_ref()), seen(ahead.as_ref()));
                }
                // Saved and loaded, then undone back to the setup and no further.
                let loaded = from_json(&copy.to_json()).unwrap();
                assert_eq!(loaded.to_json(), copy.to_json());
                while copy.undo() {}
                assert_eq!(copy.setup().unwrap(), setup);
                assert!(copy.history().is_empty());
                let moves = game.legal_moves();
                game.play(&moves[rng.below(moves.len() as u64) as usize]).unwrap();
                plies += 1;
                compared += 1;
            }
        }
    }
    assert!(compared > 3000, "{compared} positions compared");
}

#[test]
fn a_save_names_the_oldest_format_that_holds_it() {
    let plain = new_game("siga", &Map::new(), 0).unwrap();
    let save: Value = serde_json::from_str(&plain.to_json()).unwrap();
    assert_eq!((save["format"].as_u64(), save.get("setup")), (Some(1), None));
    let setup = plain.setup().unwrap();
    let set_up = from_setup("siga", &Map::new(), &setup).unwrap();
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
        ("seig", json!({ "cells": vec![0u8; 48], "toMove": 0, "phase": "throw" }), "setup-unsupported"),
    ];
    for (id, given, code) in cases {
        let error = Setup::read(&given).and_then(|setup| from_setup(id, &Map::new(), &setup).map(|_| ())).expect_err(&format!("{id} {given}"));
        assert_eq!(error.code(), code, "{id} {given}: {error}");
        assert!(error.to_string().starts_with("not a position this game can go on from: "), "{error}");
    }
    assert_eq!(new_game("seig", &Map::new(), 1).unwrap().setup().unwrap_err().code(), "setup-unsupported");
}

#[test]
fn a_save_with_a_setup_the_rules_refuse_is_a_bad_save() {
    let setup = json!({ "cells": vec![0u8; 36], "toMove": 0, "phase": "movement" });
    let save = json!({ "format": 2, "ruleset": "siga", "moves": [], "setup": setup });
    let error = from_json(&save.to_string()).map(|_| ()).unwrap_err();
    assert_eq!(error.code(), "bad-save");
    assert!(error.to_string().contains("would already be over"), "{error}");
}
