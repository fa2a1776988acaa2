//! Native speed figures, one JSON object a line, for `tools/bench.mjs`:
//! perft and random playouts per rule set, and each level's reply from a few
//! positions in its default time (the moves that reach them are printed, so
//! `tools/bench.mjs` times the same searches in WebAssembly).
//!
//!     cargo run --release --example bench

use desert_games::core::Rng;
use desert_games::search::{Level, Limits};
use desert_games::{new_game, GameApi};
use serde_json::{json, Map, Value};
use std::time::Instant;

/// Rule set, perft depth from the start (Seig's throws are random: no perft).
const WORK: [(&str, u32); 4] = [("siga", 7), ("seega-sudan", 4), ("seega-egypt", 4), ("seig", 0)];
const PLAYOUTS: u32 = 2_000;
const MAX_PLIES: u32 = 500;
/// Random choices before each position searched: the start, early, and (Seega) past placement.
const OPENING_CHOICES: [usize; 3] = [0, 12, 30];

/// Runs `work` until at least 0.3 s have passed; returns its result and the seconds per run.
fn timed<T>(mut work: impl FnMut() -> T) -> (T, f64) {
    let t = Instant::now();
    let mut runs = 0;
    loop {
        let result = work();
        runs += 1;
        if t.elapsed().as_secs_f64() >= 0.3 {
            return (result, t.elapsed().as_secs_f64() / runs as f64);
        }
    }
}

/// Seig's stream is seeded so that the same moves replay the same throws in WebAssembly.
fn options(ruleset: &str) -> Map<String, Value> {
    let given = if ruleset == "seig" { json!({ "seed": 1 }) } else { json!({}) };
    given.as_object().cloned().unwrap_or_default()
}

/// The moves of `choices` random choices from the start (moves that were
/// alone, as Seig's throws, go uncounted), up to the next choice.
fn opening(ruleset: &str, choices: usize, seed: u64) -> Vec<String> {
    let mut game = new_game(ruleset, &options(ruleset), 1).expect("default options");
    let mut rng = Rng::new(seed);
    let mut made = 0;
    while !game.status().over {
        let moves = game.legal_moves();
        if moves.len() > 1 {
            if made == choices {
                break;
            }
            made += 1;
        }
        game.play(&moves[rng.below(moves.len() as u64) as usize]).expect("a legal move");
    }
    game.history()
}

fn main() {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    for (ruleset, depth) in WORK {
        let game = new_game(ruleset, &options(ruleset), 1).expect("default options");
        let (nodes, perft_s) = timed(|| game.perft(depth));
        let (plies, playout_s) = timed(|| game.random_playouts(PLAYOUTS, MAX_PLIES, 7));
        let mut replies = Vec::new();
        for (i, choices) in OPENING_CHOICES.into_iter().enumerate() {
            let moves = opening(ruleset, choices, 11 + i as u64);
            let mut game: Box<dyn GameApi> = new_game(ruleset, &options(ruleset), 1).expect("default options");
            for mv in &moves {
                game.play(mv).expect("replayed moves are legal");
            }
            for (name, level) in [("easy", Level::Easy), ("medium", Level::Medium), ("hard", Level::Hard)] {
                let limits = Limits { seed: 1, ..Limits::level(level) };
                let t = Instant::now();
                let a = game.analyse(&limits, &clock).expect("a position with a choice");
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                replies.push(json!({ "moves": moves, "level": name, "nodes": a.nodes, "depth": a.depth, "ms": ms }));
            }
        }
        println!(
            "{}",
            json!({
                "ruleset": ruleset, "options": options(ruleset),
                "perftDepth": depth, "perftNodes": nodes, "perftSeconds": perft_s,
                "playouts": PLAYOUTS, "playoutPlies": plies, "playoutSeconds": playout_s,
                "replies": replies,
            })
        );
    }
}
