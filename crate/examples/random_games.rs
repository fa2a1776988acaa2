//! Uniformly random games of each rule set given, played to their end
//! through the engine's API: the mean length in plies (and its spread), and
//! how often each end happened, as a Markdown table for `tools/bench.mjs`.
//! Every ply is a uniform choice among the legal moves, throws included, so
//! the figures describe the rules rather than any player.
//!
//!     cargo run --release --example random_games -- <games> <ruleset[@option,...]> ...
//!
//! e.g. `-- 1000 seig-tozeur seig-tidikelt@sticks=6`.

#[path = "shared/spec.rs"]
mod spec;

use desert_games::core::Rng;
use desert_games::new_game;
use std::collections::BTreeMap;

/// A game still on after this many plies is counted as cut, not ended: no
/// rule set's random games come near it, but a rule that never ended would.
const MAX_PLIES: usize = 1_000_000;

/// One game from `seed`: its plies and its end (`cut` past `MAX_PLIES`), with the winning side.
fn random_game(spec: &spec::Spec, seed: u64) -> (usize, &'static str, Option<u8>) {
    // The entropy seeds the throws too, where the rule set has them.
    let mut game = new_game(&spec.id, &spec.options, seed).unwrap_or_else(|e| panic!("{}: {e}", spec.label));
    let mut rng = Rng::new(seed);
    for ply in 0..MAX_PLIES {
        let status = game.status();
        if status.over {
            return (ply, status.reason.unwrap_or("none"), status.winner);
        }
        let moves = game.legal_moves();
        game.play(&moves[rng.below(moves.len() as u64) as usize]).expect("a legal move");
    }
    (MAX_PLIES, "cut", None)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|n| n.parse().ok()).expect("the number of games first");
    println!("| rule set | games | mean plies | median | shortest | longest | ends (share of games) | first side won |");
    println!("|---|---|---|---|---|---|---|---|");
    for text in &args[1..] {
        let spec = spec::parse(text);
        let mut lengths = Vec::new();
        let mut ends: BTreeMap<&str, u64> = BTreeMap::new();
        let mut first_won = 0;
        for g in 0..games {
            let (plies, end, winner) = random_game(&spec, 1 + g);
            lengths.push(plies);
            *ends.entry(end).or_default() += 1;
            first_won += (winner == Some(0)) as u64;
        }
        lengths.sort_unstable();
        let mean = lengths.iter().sum::<usize>() as f64 / games as f64;
        let share = |n: u64| 100.0 * n as f64 / games as f64;
        let mut ends: Vec<_> = ends.into_iter().collect();
        ends.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
        let ends = ends.iter().map(|(end, n)| format!("{end} {n} ({:.1}%)", share(*n))).collect::<Vec<_>>().join(", ");
        println!(
            "| {} | {games} | {mean:.0} | {} | {} | {} | {ends} | {:.1}% |",
            spec.label,
            lengths[lengths.len() / 2],
            lengths[0],
            lengths[lengths.len() - 1],
            share(first_won)
        );
    }
}
