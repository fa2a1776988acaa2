//! Issue 14 at the Rust side of the boundary: save formats read as numbers,
//! one "not a valid saved game:" per message, seeds from 0 to 2^64-1 in
//! options and limits alike, and messages that stay short whatever they quote.

use desert_games::search::Limits;
use desert_games::{from_json, new_game, GameApi};
use serde_json::{json, Value};

fn game(id: &str, options: Value) -> Box<dyn GameApi> {
    new_game(id, options.as_object().expect("an object"), 1).expect("a game")
}

fn load_error(save: &Value) -> desert_games::core::Error {
    match from_json(&save.to_string()) {
        Ok(_) => panic!("{save} loaded"),
        Err(e) => e,
    }
}

fn a_save() -> Value {
    let mut siga = game("siga", json!({}));
    siga.play("a2-a3").unwrap();
    serde_json::from_str(&siga.to_json()).unwrap()
}

#[test]
fn a_whole_number_format_loads_however_json_writes_it() {
    let text = a_save().to_string();
    assert!(text.contains("\"format\":1"), "{text}");
    for format in ["1.0", "1e0", "10e-1"] {
        let loaded = from_json(&text.replace("\"format\":1", &format!("\"format\":{format}"))).unwrap_or_else(|e| panic!("{format}: {e}"));
        assert_eq!(loaded.history(), ["a2-a3"], "{format}");
    }
}

#[test]
fn only_a_later_format_is_called_newer() {
    for format in [json!(0), json!(-1), json!(0.5), json!(1.5)] {
        let mut save = a_save();
        save["format"] = format.clone();
        let message = load_error(&save).to_string();
        assert!(!message.contains("newer"), "{format}: {message}");
        assert!(message.contains("is not a save format"), "{format}: {message}");
    }
    let mut save = a_save();
    for format in [3, 99] {
        save["format"] = json!(format);
        assert!(load_error(&save).to_string().contains(&format!("format {format} is newer than this app understands")));
    }
    for format in [json!("1"), json!(null), json!(true)] {
        save["format"] = format.clone();
        assert!(load_error(&save).to_string().contains("no \"format\" number"), "{format}");
    }
}

#[test]
fn a_refused_save_says_so_once() {
    let broken = [
        ("declared", json!({ "reason": "nonsense" })),
        ("declared", json!({ "reason": "resigned", "winner": 5 })),
        ("declared", json!({ "reason": "agreement", "winner": 0 })),
        ("ruleset", json!("chess")),
        ("options", json!({ "board": "9x9" })),
        ("moves", json!(["a2-a3", "b9-b8"])),
        ("moves", json!(["a2-a3", 5])),
    ];
    for (key, value) in broken {
        let mut save = a_save();
        save[key] = value;
        let error = load_error(&save);
        assert_eq!(error.code(), "bad-save");
        assert_eq!(error.to_string().matches("not a valid saved game:").count(), 1, "{key}: {error}");
    }
}

#[test]
fn a_move_in_a_save_is_quoted_short() {
    let mut save = a_save();
    save["moves"] = json!(["\u{1}".repeat(1_000_000)]);
    let message = load_error(&save).to_string();
    assert!(message.chars().count() < 600, "{} chars", message.len());
}

#[test]
fn negative_seeds_are_refused_and_old_saves_with_one_still_load() {
    for seed in [json!(-1), json!(-3), json!("-1"), json!(-9_007_199_254_740_991i64)] {
        let error = new_game("seig", json!({ "seed": seed }).as_object().unwrap(), 1).err().expect("refused");
        assert_eq!(error.code(), "bad-option-value", "{seed}");
        assert!(error.to_string().contains("from 0 to"), "{error}");
    }
    let mut old = game("seig", json!({ "seed": "18446744073709551613" }));
    for _ in 0..6 {
        let mv = old.legal_moves()[0].clone();
        old.play(&mv).unwrap();
    }
    let mut save: Value = serde_json::from_str(&old.to_json()).unwrap();
    save["options"]["seed"] = json!(-3);
    let loaded = from_json(&save.to_string()).expect("an old save with a negative seed");
    assert_eq!(loaded.history(), old.history());
    assert_eq!(loaded.to_json(), old.to_json());
}

fn limits(given: Value) -> Result<Limits, desert_games::core::Error> {
    Limits::from_json(given.as_object().unwrap(), 0)
}

#[test]
fn limits_take_seeds_as_options_do() {
    assert_eq!(limits(json!({ "seed": "18446744073709551615" })).unwrap().seed, u64::MAX);
    assert_eq!(limits(json!({ "seed": "42" })).unwrap().seed, 42);
    assert_eq!(limits(json!({ "seed": 9_007_199_254_740_991u64 })).unwrap().seed, 9_007_199_254_740_991);
    for seed in [json!(-1), json!(9_007_199_254_740_992u64), json!(1.5), json!("x"), json!("-1"), json!(true)] {
        let error = limits(json!({ "seed": seed })).unwrap_err();
        assert_eq!(error.code(), "bad-limits", "{seed}");
        assert!(error.to_string().contains("\"seed\" must be an integer from 0 to 9007199254740991, or a decimal string"), "{error}");
    }
}

#[test]
fn move_errors_quote_a_short_prefix() {
    let mut siga = game("siga", json!({}));
    for text in ["\u{1}".repeat(110_000), "a2-".to_string() + &"9".repeat(100_000), "🙂".repeat(10_000)] {
        let error = siga.play(&text).unwrap_err();
        assert!(error.to_string().chars().count() < 400, "{} chars", error.to_string().len());
        let parts = error.parts();
        assert!(parts.get("text").and_then(Value::as_str).map_or(true, |t| t.chars().count() <= 40));
    }
    assert!(siga.play("a2-a3").is_ok(), "the game plays on");
}
