//! Any text as a setup of any rule set: refused with a `setup-` code, or a
//! game that gives the same setup back (its pool and stepped holes in their
//! order), plays its legal moves, plays on, and saves and loads.
#![no_main]
use desert_games::{from_json, from_setup, Setup, RULESET_IDS};
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

fuzz_target!(|data: &[u8]| {
    let Some((&which, text)) = data.split_first() else { return };
    let Ok(value) = serde_json::from_slice::<Value>(text) else { return };
    let id = RULESET_IDS[which as usize % RULESET_IDS.len()];
    match Setup::read(&value).and_then(|setup| from_setup(id, &Map::new(), &setup, 0).map(|game| (setup, game))) {
        Ok((setup, mut game)) => {
            let in_any_order = |mut setup: Setup| {
                setup.pool.sort_unstable();
                setup.stepped.sort_unstable();
                setup
            };
            assert_eq!(in_any_order(game.setup()), in_any_order(setup));
            let again = from_json(&game.to_json()).expect("a game from a setup saves validly");
            assert_eq!(again.legal_moves(), game.legal_moves());
            for text in game.legal_moves() {
                game.play(&text).expect("a listed move plays");
                assert!(game.undo());
            }
            assert!(!game.undo(), "undo stops at the setup");
            for _ in 0..20 {
                let Some(text) = game.legal_moves().first().cloned() else { break };
                game.play(&text).expect("a listed move plays");
            }
            assert_eq!(from_json(&game.to_json()).expect("it saves validly").to_json(), game.to_json());
        }
        Err(e) => assert!(e.code().starts_with("setup-"), "{id}: {e}"),
    }
});
