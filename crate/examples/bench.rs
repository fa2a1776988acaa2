//! Native speed figures, one JSON object a line, for `tools/bench.mjs`:
//! per row (a rule set and the options that set it apart), four fixed pieces of work (perft from the start and from
//! the last position below, random playouts, hard searches of a fixed node
//! count), each repeated until it lasts a second and timed `REPEATS` times;
//! and each level's reply from a few positions in its default time. The
//! work and the moves that reach the positions are printed, so
//! `tools/bench.mjs` times the same work in WebAssembly.
//!
//!     cargo run --release --example bench -- [row ...]
//!
//! Rows are written as `WORK` writes them (`seega-sudan@7x7`), and measured
//! in the order given; none: every row.

#[path = "shared/registry.rs"]
mod registry;
#[path = "shared/spec.rs"]
mod spec;

use desert_games::core::Rng;
use desert_games::search::{Level, Limits};
use desert_games::{new_game, GameApi};
use serde_json::{json, Map, Value};
use std::time::Instant;

/// One row of the figures: a rule set with the options that set it apart.
struct Work {
    /// The row as `shared/spec.rs` reads it: `seega-sudan@7x7`, `seig-tidikelt@sticks=6`.
    row: &'static str,
    /// Perft depths from the start and from the last position of `openings`
    /// (Seega's start is its placement, which tells little of its moves).
    /// Seig's throws are random: no perft (0).
    depth: u32,
    later_depth: u32,
    /// Random choices before each position searched: the start, early, and
    /// (Seega) six past placement, whose length is the board's squares less one.
    openings: [usize; 3],
}

const fn work(row: &'static str, depth: u32, later_depth: u32, openings: [usize; 3]) -> Work {
    Work { row, depth, later_depth, openings }
}

/// Every row `make bench` measures (`BENCH_RULESETS` picks some of them).
const WORK: [Work; 15] = [
    work("siga", 7, 6, [0, 12, 30]),
    work("seega-sudan", 4, 6, [0, 12, 30]),
    work("seega-egypt", 4, 7, [0, 12, 30]),
    work("seega-sudan@7x7", 4, 5, [0, 24, 54]),
    work("seega-egypt@7x7", 4, 6, [0, 24, 54]),
    work("seega-sudan@9x9", 4, 6, [0, 40, 86]),
    work("seega-egypt@9x9", 4, 7, [0, 40, 86]),
    work("seig", 0, 0, [0, 12, 30]),
    work("seig-mauritania", 0, 0, [0, 12, 30]),
    work("seig-western-sahara", 0, 0, [0, 12, 30]),
    work("seig-tidikelt", 0, 0, [0, 12, 30]),
    work("seig-tidikelt@sticks=6", 0, 0, [0, 12, 30]),
    work("seig-mzab", 0, 0, [0, 12, 30]),
    work("seig-tozeur", 0, 0, [0, 12, 30]),
    // Its random games last some 130 plies, throws included: 30 choices may be past the end.
    work("seig-el-oued", 0, 0, [0, 6, 12]),
];
const PLAYOUTS: u32 = 2_000;
const MAX_PLIES: u32 = 500;
/// Nodes of each fixed-work search (Seig's hard stops sooner on its own).
const SEARCH_NODES: u64 = 300_000;
/// A piece of fixed work is repeated until it lasts this long natively: long enough to time.
const MIN_SECONDS: f64 = 1.0;
/// Timings of each piece of fixed work; `tools/bench.mjs` takes their median.
const REPEATS: usize = 5;

/// How many runs of `work` last at least `MIN_SECONDS` (from one warm-up run),
/// what they count (nodes, plies), and `REPEATS` timings of those runs in seconds.
fn fixed_work(mut work: impl FnMut() -> u64) -> Value {
    let t = Instant::now();
    work();
    let runs = (MIN_SECONDS / t.elapsed().as_secs_f64().max(1e-6)).ceil() as u64;
    let mut count = 0;
    let seconds: Vec<f64> = (0..REPEATS)
        .map(|_| {
            let t = Instant::now();
            count = (0..runs).map(|_| work()).sum();
            t.elapsed().as_secs_f64()
        })
        .collect();
    json!({ "runs": runs, "count": count, "seconds": seconds })
}

impl Work {
    fn ruleset(&self) -> String {
        spec::parse(self.row).id
    }

    /// The row's options; a stream of throws is seeded so that the same moves replay the same throws in WebAssembly.
    fn options(&self) -> Map<String, Value> {
        let mut options = spec::parse(self.row).options;
        if registry::throws(&self.ruleset()) {
            options.insert("seed".into(), json!(1));
        }
        options
    }

    /// The row's name in the tables, as the ladder names it (`seega-sudan 7x7`).
    fn name(&self) -> String {
        spec::parse(self.row).label
    }
}

/// The moves of `choices` random choices from the start (moves that were
/// alone, as Seig's throws, go uncounted), up to the next choice.
fn opening(work: &Work, choices: usize, seed: u64) -> Vec<String> {
    let mut game = new_game(&work.ruleset(), &work.options(), 1).expect("valid options");
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

fn replay(work: &Work, moves: &[String]) -> Box<dyn GameApi> {
    let mut game = new_game(&work.ruleset(), &work.options(), 1).expect("valid options");
    for mv in moves {
        game.play(mv).expect("replayed moves are legal");
    }
    game
}

fn main() {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    // The rows given, in their order (the ladder plays them in it), or every row.
    let given: Vec<String> = std::env::args().skip(1).collect();
    let find = |row: &String| WORK.iter().find(|w| w.row == row).unwrap_or_else(|| panic!("no row {row:?} in WORK"));
    let rows: Vec<&Work> = if given.is_empty() { WORK.iter().collect() } else { given.iter().map(find).collect() };
    for w in rows {
        let (depth, later_depth) = (w.depth, w.later_depth);
        let positions: Vec<Vec<String>> = w.openings.into_iter().enumerate().map(|(i, choices)| opening(w, choices, 11 + i as u64)).collect();
        let games: Vec<Box<dyn GameApi>> = positions.iter().map(|moves| replay(w, moves)).collect();
        let start = &games[0];
        let perft = (depth > 0).then(|| fixed_work(|| start.perft(depth)));
        let later = &games[w.openings.len() - 1];
        let later_perft = (later_depth > 0).then(|| fixed_work(|| later.perft(later_depth)));
        let playouts = fixed_work(|| start.random_playouts(PLAYOUTS, MAX_PLIES, 7));
        let search_limits = Limits { nodes: Some(SEARCH_NODES), seed: 1, ..Limits::level(Level::Hard) };
        let search = fixed_work(|| games.iter().map(|g| g.analyse(&search_limits, &clock).expect("a position with a choice").nodes).sum());
        let mut replies = Vec::new();
        for (moves, game) in positions.iter().zip(&games) {
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
                "name": w.name(), "row": w.row, "ruleset": w.ruleset(), "options": w.options(), "positions": positions, "openings": w.openings,
                "work": {
                    "perft": perft.map(|p| json!({ "depth": depth, "native": p })),
                    "laterPerft": later_perft.map(|p| json!({ "depth": later_depth, "after": w.openings[2], "native": p })),
                    "playouts": { "games": PLAYOUTS, "maxPlies": MAX_PLIES, "seed": 7, "native": playouts },
                    "search": { "nodes": SEARCH_NODES, "seed": 1, "native": search },
                },
                "replies": replies,
            })
        );
    }
}
