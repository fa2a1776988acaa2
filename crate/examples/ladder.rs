//! Plays the computer's levels against each other and against a random
//! player, and prints wins, draws, losses, the score with its 95% interval and
//! the Elo difference, as a Markdown table.
//!
//!     cargo run --release --example ladder -- [games-per-pair] [ruleset ...]

use desert_games::core::{Rng, Side};
use desert_games::search::{Level, Limits};
use desert_games::{new_game, GameApi};
use serde_json::Map;
use std::time::Instant;

#[derive(Copy, Clone, Debug, PartialEq)]
enum Player {
    Random,
    Computer(Level, u64),
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Computer(level, nodes) => format!("{level:?} ({nodes} nodes)").to_lowercase(),
        }
    }

    fn choose(self, game: &dyn GameApi, rng: &mut Rng) -> String {
        let clock = || 0.0;
        match self {
            Player::Random => {
                let moves = game.legal_moves();
                moves[rng.below(moves.len() as u64) as usize].clone()
            }
            Player::Computer(level, nodes) => {
                let limits = Limits { level, time_ms: None, nodes: Some(nodes), seed: rng.next_u64() };
                game.ai_move(&limits, &clock).expect("a move while the game is on")
            }
        }
    }
}

/// Plays one game; returns the winner, `None` for a draw or a game cut at `max_plies`.
fn play(ruleset: &str, players: [Player; 2], seed: u64, max_plies: usize) -> Option<Side> {
    let mut game = new_game(ruleset, &Map::new(), seed).expect("default options");
    let mut rng = Rng::new(seed);
    for _ in 0..max_plies {
        let status = game.status();
        if status.over {
            return status.winner.and_then(|w| Side::from_index(w as u64));
        }
        let mover = game.to_move();
        let mv = players[mover.index()].choose(game.as_ref(), &mut rng);
        game.play(&mv).expect("the players choose legal moves");
    }
    None
}

/// Elo difference for a score fraction, clamped away from 0 and 1.
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let rulesets: Vec<String> = if args.len() > 1 { args[1..].to_vec() } else { vec!["siga".into(), "seega-sudan".into(), "seega-egypt".into(), "seig".into()] };
    let easy = Player::Computer(Level::Easy, 2_000);
    let medium = Player::Computer(Level::Medium, 20_000);
    let hard = Player::Computer(Level::Hard, 100_000);
    let pairs = [(easy, Player::Random), (medium, easy), (hard, medium), (medium, Player::Random), (hard, easy)];
    println!("| rule set | player | opponent | games | wins | draws | losses | score | 95% interval | Elo |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for ruleset in &rulesets {
        for (a, b) in pairs {
            let started = Instant::now();
            let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
            let mut points = Vec::new();
            for g in 0..games {
                // The first side alternates.
                let a_side = if g % 2 == 0 { Side::Light } else { Side::Dark };
                let players = if a_side == Side::Light { [a, b] } else { [b, a] };
                let result = play(ruleset, players, 1000 + g, 400);
                let point = match result {
                    Some(w) if w == a_side => { wins += 1; 1.0 }
                    Some(_) => { losses += 1; 0.0 }
                    None => { draws += 1; 0.5 }
                };
                points.push(point);
            }
            let n = points.len() as f64;
            let mean = points.iter().sum::<f64>() / n;
            let var = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
            let half = 1.96 * (var / n).sqrt();
            println!(
                "| {ruleset} | {} | {} | {games} | {wins} | {draws} | {losses} | {:.1}% | {:.1}%..{:.1}% | {:+.0} |",
                a.name(), b.name(), 100.0 * mean, 100.0 * (mean - half).max(0.0), 100.0 * (mean + half).min(1.0), elo(mean)
            );
            eprintln!("  ({ruleset}: {} vs {} took {:.1}s)", a.name(), b.name(), started.elapsed().as_secs_f64());
        }
    }
}
