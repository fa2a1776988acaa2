//! Any options object: a game, whose reported options build it again, or an error.
#![no_main]
use desert_games::new_game;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Some((&head, json)) = data.split_first() else { return };
    let Ok(Value::Object(options)) = serde_json::from_slice::<Value>(json) else { return };
    let ruleset = ["siga", "seega-sudan", "seega-egypt", "seig"][head as usize % 4];
    if let Ok(game) = new_game(ruleset, &options, 1) {
        let again = new_game(ruleset, &game.options(), 1).expect("reported options are valid");
        assert_eq!(again.options(), game.options());
    }
});
