//! Native speed figures, one JSON object a line, for `tools/bench.mjs`:
//! perft and random playouts per rule set, and the search in one second.
//! The same work is timed in WebAssembly by `tools/bench.mjs`.
//!
//!     cargo run --release --example bench

use desert_games::search::{Level, Limits};
use desert_games::new_game;
use serde_json::{json, Map};
use std::time::Instant;

/// Rule set, perft depth from the start (Seig's throws are random: no perft).
const WORK: [(&str, u32); 4] = [("siga", 7), ("seega-sudan", 4), ("seega-egypt", 4), ("seig", 0)];
const PLAYOUTS: u32 = 2_000;
const MAX_PLIES: u32 = 500;

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

fn main() {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    for (ruleset, depth) in WORK {
        let game = new_game(ruleset, &Map::new(), 1).expect("default options");
        let (nodes, perft_s) = timed(|| game.perft(depth));
        let (plies, playout_s) = timed(|| game.random_playouts(PLAYOUTS, MAX_PLIES, 7));
        let limits = Limits { level: Level::Hard, time_ms: Some(1000.0), nodes: None, seed: 1 };
        let search = game.analyse(&limits, &clock).ok();
        println!(
            "{}",
            json!({
                "ruleset": ruleset,
                "perftDepth": depth, "perftNodes": nodes, "perftSeconds": perft_s,
                "playouts": PLAYOUTS, "playoutPlies": plies, "playoutSeconds": playout_s,
                "searchNodes": search.as_ref().map(|s| s.nodes), "searchDepth": search.as_ref().map(|s| s.depth),
            })
        );
    }
}
