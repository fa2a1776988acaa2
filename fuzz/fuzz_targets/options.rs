//! Any options object: a game, whose reported options build it again, or an error.
#![no_main]
use desert_games::{new_game, RULESET_IDS};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Some((&head, json)) = data.split_first() else { return };
    let Ok(Value::Object(options)) = serde_json::from_slice::<Value>(json) else { return };
    let ruleset = RULESET_IDS[head as usize % RULESET_IDS.len()];
    if let Ok(game) = new_game(ruleset, &options, 1) {
        let again = new_game(ruleset, &game.options(), 1).expect("reported options are valid");
        assert_eq!(again.options(), game.options());
    }
});
