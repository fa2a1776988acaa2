//! Fits a rule set's evaluation weights to self-play (`search::tune`) and
//! prints them beside the weights in use, with how well each predicts the
//! games' results. A fitted set goes into the code only when `make match`
//! proves it stronger than the baseline.
//!
//!     cargo run --release --example tune -- <siga|seig|seega-sudan|seega-egypt>[@board] [games] [nodes a move]

#[path = "shared/registry.rs"]
mod registry;

use desert_games::games::seega::{Five, Nine, Seega, Seven};
use desert_games::games::seig::Seig;
use desert_games::games::siga::Siga;
use desert_games::search::tune::{error, expectimax_move, fit_scale, fit_weights, negamax_move, self_play, SelfPlay, Tunable};
use desert_games::rules::Rules;
use desert_games::search::Limits;
use serde_json::json;
use std::time::Instant;

/// The largest first step a weight moves by.
const LARGEST_STEP: i32 = 8;

fn tune<R: Tunable>(board: Option<&str>, plan: SelfPlay, hard: fn(&R, &[R], &Limits) -> R::Move) {
    let options = board.map_or(json!({}), |b| json!({ "board": b }));
    let options = R::read_options(options.as_object().expect("an object")).unwrap_or_else(|e| panic!("{e:?}"));
    let started = Instant::now();
    let samples = self_play(&options, plan, hard);
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
    let (ruleset, board) = spec.split_once('@').map_or((spec, None), |(r, b)| (r, Some(b)));
    // As `make match` cuts games: Seig's turns are many short ones.
    let max_plies = if registry::throws(ruleset) { 20_000 } else { 400 };
    let plan = SelfPlay { games: number(1, 400), opening_plies: 4, nodes: number(2, 5_000), max_plies, seed: 91_000 };
    match (ruleset, board.unwrap_or("5x5")) {
        (id, _) if id == Siga::ID => tune::<Siga>(board, plan, negamax_move),
        (id, _) if id == Seig::ID => tune::<Seig>(board, plan, expectimax_move),
        (id, b) if id == <Seega<false>>::ID => match b {
            "7x7" => tune::<Seega<false, Seven>>(board, plan, negamax_move),
            "9x9" => tune::<Seega<false, Nine>>(board, plan, negamax_move),
            _ => tune::<Seega<false, Five>>(board, plan, negamax_move),
        },
        (id, b) if id == <Seega<true>>::ID => match b {
            "7x7" => tune::<Seega<true, Seven>>(board, plan, negamax_move),
            "9x9" => tune::<Seega<true, Nine>>(board, plan, negamax_move),
            _ => tune::<Seega<true, Five>>(board, plan, negamax_move),
        },
        _ => panic!("{spec}: expected one of {:?}, with @board where the game has boards", desert_games::RULESET_IDS),
    }
}
