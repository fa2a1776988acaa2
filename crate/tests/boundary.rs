//! Issue 14 at the Rust side of the boundary: save formats read as numbers,
//! one "not a valid saved game:" per message, seeds from 0 to 2^64-1 in
//! options and limits alike, and messages that stay short whatever they quote.

use desert_games::{new_game, GameApi};
use serde_json::{json, Value};

fn game(id: &str, options: Value) -> Box<dyn GameApi> {
    new_game(id, options.as_object().expect("an object"), 1).expect("a game")
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
