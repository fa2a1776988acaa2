//! Fits a rule set's evaluation weights to self-play (`search::tune`) and
//! prints them beside the weights in use, with how well each predicts the
//! games' results. A fitted set goes into the code only when `make match`
//! proves it stronger than the baseline.
//!
//!     cargo run --release --example tune -- <siga|seega-sudan|seega-egypt>[@board] [games] [nodes a move]

use desert_games::games::seega::{Five, Nine, Seega, Seven};
use desert_games::games::siga::Siga;
use desert_games::search::tune::{error, fit_scale, fit_weights, self_play, SelfPlay, Tunable};
use serde_json::json;
use std::time::Instant;

/// The largest first step a weight moves by.
const LARGEST_STEP: i32 = 8;

fn tune<R: Tunable>(board: Option<&str>, plan: SelfPlay) {
    let options = board.map_or(json!({}), |b| json!({ "board": b }));
    let options = R::read_options(options.as_object().expect("an object")).unwrap_or_else(|e| panic!("{e:?}"));
    let started = Instant::now();
    let samples = self_play(&R::start(&options, plan.seed), plan);
    println!("{} games, {} quiet positions, {:.0} s", plan.games, samples.len(), started.elapsed().as_secs_f64());
    let k = fit_scale(&samples, R::WEIGHTS);
    let fitted = fit_weights(&samples, R::WEIGHTS, k, LARGEST_STEP);
    println!("scale {k:.3}; error {:.5} with the weights in use, {:.5} fitted", error(&samples, R::WEIGHTS, k), error(&samples, &fitted, k));
    println!("| term | in use | fitted |\n|---|---|---|");
    for ((name, now), new) in R::TERM_NAMES.iter().zip(R::WEIGHTS).zip(&fitted) {
        println!("| {name} | {now} | {new} |");
    }
    println!("{fitted:?}");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = args.first().map(String::as_str).unwrap_or("seega-egypt");
    let number = |i: usize, default: u64| args.get(i).map_or(default, |a| a.parse().unwrap_or_else(|_| panic!("{a}: not a number")));
    let plan = SelfPlay { games: number(1, 400), opening_plies: 4, nodes: number(2, 5_000), max_plies: 400, seed: 91_000 };
    let (ruleset, board) = spec.split_once('@').map_or((spec, None), |(r, b)| (r, Some(b)));
    match (ruleset, board.unwrap_or("5x5")) {
        ("siga", _) => tune::<Siga>(board, plan),
        ("seega-sudan", "5x5") => tune::<Seega<false, Five>>(board, plan),
        ("seega-sudan", "7x7") => tune::<Seega<false, Seven>>(board, plan),
        ("seega-sudan", "9x9") => tune::<Seega<false, Nine>>(board, plan),
        ("seega-egypt", "5x5") => tune::<Seega<true, Five>>(board, plan),
        ("seega-egypt", "7x7") => tune::<Seega<true, Seven>>(board, plan),
        ("seega-egypt", "9x9") => tune::<Seega<true, Nine>>(board, plan),
        _ => panic!("{spec}: the tuner knows siga (any board), and seega-sudan and seega-egypt on 5x5, 7x7 or 9x9"),
    }
}
