//! Any options object: a game, whose reported options build it again, or a
//! refusal coded for options that names one of those given.
#![no_main]
use desert_games::{new_game, RULESET_IDS};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Some((&head, json)) = data.split_first() else { return };
    let Ok(Value::Object(options)) = serde_json::from_slice::<Value>(json) else { return };
    let ruleset = RULESET_IDS[head as usize % RULESET_IDS.len()];
    match new_game(ruleset, &options, 1) {
        Ok(game) => {
            let again = new_game(ruleset, &game.options(), 1).expect("reported options are valid");
            assert_eq!(again.options(), game.options());
        }
        Err(e) => {
            assert!(["unknown-option", "bad-option-value", "unsafe-number"].contains(&e.code()), "{ruleset} {options:?}: {} {e}", e.code());
            // The name is quoted cut to its first characters, as every refusal quotes what it was given.
            let named = e.parts().get("name").and_then(Value::as_str).map(str::to_owned).expect("a refused option is named");
            assert!(options.keys().any(|name| name.starts_with(&named)), "{ruleset} {options:?}: {e}");
        }
    }
});
