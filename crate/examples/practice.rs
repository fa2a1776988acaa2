//! Finds practice positions by self-play and writes them where the page
//! fetches them, `www/learn/practice-<ruleset>.json`. A position is kept when
//! a small set of moves (its solutions) is worth at least a piece more than
//! every other move by the search of `practice_limits()`, the engine's own
//! choice is among them, and they share a theme (capture many, take the
//! attacker, save a piece...) that the rules confirm on each of them.
//! Deterministic: the games are played by the easy level at fixed nodes and
//! seeds, and Seig's move lists hold every throw's faces.
//!
//!     cargo run --release --example practice -- [count-per-ruleset] [ruleset ...]

#[path = "shared/registry.rs"]
mod registry;

use desert_games::core::Phase;
use desert_games::session::MoveValue;
use desert_games::teach::practice::{practice_limits, Theme, CLEAR_BY, SOLUTION_MARGIN};
use desert_games::search::{Level, Limits};
use desert_games::{new_game, GameApi};
use serde_json::{json, Value};
use std::collections::HashMap;

const DEFAULT_COUNT: usize = 24;
/// More solutions than this is no puzzle.
const MAX_SOLUTIONS: usize = 3;
/// Positions taken from one game, and the plies between them, so the set varies.
const PER_GAME: usize = 2;
const SPACING: usize = 6;
/// No theme fills more than this share of a rule set's positions.
const THEME_SHARE: f64 = 0.4;
const MAX_GAMES: u64 = 400;

fn max_plies(ruleset: &str) -> usize {
    // Seig's plies are mostly throws.
    if registry::throws(ruleset) {
        1_500
    } else {
        300
    }
}

const CLOCK: &dyn Fn() -> f64 = &|| 0.0;

/// The puzzle in the position `g` is at, if any: its solutions, theme and clear margin.
fn puzzle(g: &dyn GameApi) -> Option<(Vec<String>, Theme, i32)> {
    if !matches!(g.phase(), Phase::Movement | Phase::Spend) {
        return None;
    }
    let legal = g.legal_moves();
    // Cheap first: some move must do something the rules can name.
    if legal.len() < 2 || !legal.iter().any(|m| Theme::shared_by(&[g.explain(m).unwrap_or_default()]).is_some()) {
        return None;
    }
    let values: Vec<MoveValue> = g.move_values(&practice_limits(), CLOCK).ok()?;
    let best = values[0].value;
    let solutions: Vec<String> = values.iter().take_while(|v| v.value >= best - SOLUTION_MARGIN).map(|v| v.text.clone()).collect();
    let margin = best - values.get(solutions.len())?.value;
    if margin < CLEAR_BY || solutions.len() > MAX_SOLUTIONS {
        return None;
    }
    let reasons: Vec<_> = solutions.iter().map(|s| g.explain(s).ok()).collect::<Option<_>>()?;
    let theme = Theme::shared_by(&reasons)?;
    let chosen = g.analyse(&practice_limits(), CLOCK).ok()?.best;
    solutions.contains(&chosen).then_some((solutions, theme, margin))
}

fn positions(ruleset: &str, count: usize) -> Vec<Value> {
    let mut found = Vec::new();
    let mut per_theme: HashMap<Theme, usize> = HashMap::new();
    let theme_cap = ((count as f64 * THEME_SHARE).ceil() as usize).max(1);
    for game_no in 0..MAX_GAMES {
        let options = if registry::throws(ruleset) { json!({ "seed": game_no }) } else { json!({}) };
        let mut g = new_game(ruleset, options.as_object().expect("an object"), game_no).expect("a game");
        let (mut taken, mut last) = (0, 0);
        for ply in 0..max_plies(ruleset) {
            if g.status().over || found.len() >= count {
                break;
            }
            if taken < PER_GAME && (taken == 0 || ply >= last + SPACING) {
                if let Some((solutions, theme, margin)) = puzzle(&*g).filter(|(_, t, _)| per_theme.get(t).copied().unwrap_or(0) < theme_cap) {
                    *per_theme.entry(theme).or_default() += 1;
                    (taken, last) = (taken + 1, ply);
                    found.push(json!({
                        "id": format!("{ruleset}-{:02}", found.len() + 1),
                        "ruleset": ruleset,
                        "options": g.options(),
                        "moves": g.history(),
                        "toMove": g.to_move(),
                        "theme": theme,
                        "solutions": solutions,
                        "margin": margin,
                    }));
                }
            }
            let limits = Limits { level: Level::Easy, time_ms: None, nodes: Some(2_000), seed: game_no * 100_003 + ply as u64 };
            let choice = g.ai_move(&limits, CLOCK).expect("a move while the game is on");
            g.play(&choice).expect("the computer's move is legal");
        }
        if found.len() >= count {
            break;
        }
    }
    found
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count = args.first().and_then(|a| a.parse().ok()).unwrap_or(DEFAULT_COUNT);
    let chosen: Vec<&str> = args.iter().skip(1).map(String::as_str).collect();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../www/learn");
    std::fs::create_dir_all(dir).expect("www/learn can be made");
    for ruleset in desert_games::RULESET_IDS.into_iter().filter(|r| chosen.is_empty() || chosen.contains(r)) {
        let found = positions(ruleset, count);
        let file = json!({ "format": 1, "ruleset": ruleset, "limits": { "level": "best", "nodes": practice_limits().nodes, "seed": practice_limits().seed }, "positions": found });
        let path = format!("{dir}/practice-{ruleset}.json");
        std::fs::write(&path, serde_json::to_string_pretty(&file).expect("JSON") + "\n").expect("the file can be written");
        let mut themes: HashMap<String, usize> = HashMap::new();
        for p in &found {
            *themes.entry(p["theme"].as_str().unwrap_or("?").to_string()).or_default() += 1;
        }
        println!("{ruleset}: {} positions -> {path} {themes:?}", found.len());
    }
}
