//! The engine as a process, for matches between two builds (`examples/match.rs`,
//! `make match`): each line on stdin is a JSON request `{ "save": <a saved
//! game, as toJSON writes it>, "limits": <limits, as aiMove takes them> }`,
//! answered by one line on stdout: `{ "move": <text> }` or `{ "error": <message> }`.
//! Saves and limits are the engine's public formats, so a later build can
//! talk to an earlier one.

use desert_games::from_json;
use desert_games::search::Limits;
use serde_json::{json, Map, Value};
use std::io::{self, BufRead, Write};

fn answer(line: &str) -> Result<String, String> {
    let request: Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    let save = request["save"].as_str().ok_or("no save")?;
    let limits = request["limits"].as_object().cloned().unwrap_or_else(Map::new);
    let game = from_json(save).map_err(|e| e.to_string())?;
    let limits = Limits::from_json(&limits, 0).map_err(|e| e.to_string())?;
    game.ai_move(&limits, &|| 0.0).map_err(|e| e.to_string())
}

fn main() {
    let stdout = io::stdout();
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let reply = match answer(&line) {
            Ok(text) => json!({ "move": text }),
            Err(message) => json!({ "error": message }),
        };
        let mut out = stdout.lock();
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}
