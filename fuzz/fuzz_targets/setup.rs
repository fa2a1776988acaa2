//! Any text as a grid game's setup: refused with a `setup-` code, or a game
//! that gives the same setup back, plays its legal moves, and saves and loads.
#![no_main]
use desert_games::{from_json, from_setup, Setup};
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

const GRID_RULESETS: [&str; 3] = ["siga", "seega-sudan", "seega-egypt"];

fuzz_target!(|data: &[u8]| {
    let Some((&which, text)) = data.split_first() else { return };
    let Ok(value) = serde_json::from_slice::<Value>(text) else { return };
    let id = GRID_RULESETS[which as usize % GRID_RULESETS.len()];
    match Setup::read(&value).and_then(|setup| from_setup(id, &Map::new(), &setup).map(|game| (setup, game))) {
        Ok((setup, mut game)) => {
            assert_eq!(game.setup().expect("a grid game has a setup"), setup);
            let again = from_json(&game.to_json()).expect("a game from a setup saves validly");
            assert_eq!(again.legal_moves(), game.legal_moves());
            for text in game.legal_moves() {
                game.play(&text).expect("a listed move plays");
                assert!(game.undo());
            }
            assert!(!game.undo(), "undo stops at the setup");
        }
        Err(e) => assert!(e.code().starts_with("setup-"), "{id}: {e}"),
    }
});
