// Scratch: not committed. Random-game statistics and hard's reply time for Sig's variants.
use desert_games::{new_game, GameApi, Level, Limits};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::time::Instant;

fn main() {
    let ids: Vec<String> = std::env::args().skip(1).collect();
    if let Ok(n) = std::env::var("MATCH") {
        for id in &ids {
            let t = Instant::now();
            let (score, plies) = match_games(id, n.parse().unwrap(), 6000, 3000);
            println!("{id}: hard (6000 nodes) against medium (3000 nodes), {n} games: hard scores {:.0}%, mean {plies} plies, {:.0}s", score * 100.0, t.elapsed().as_secs_f64());
        }
        return;
    }
    let games: u64 = std::env::var("GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(1000);
    for id in &ids {
        let mut ends = BTreeMap::new();
        let (mut plies, mut throws) = (0u64, 0u64);
        let started = Instant::now();
        for seed in 0..games {
            let options: Map<String, Value> = json!({ "seed": seed }).as_object().unwrap().clone();
            let mut g = new_game(id, &options, seed).unwrap();
            let mut rng = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            while !g.status().over {
                let moves = g.legal_moves();
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let mv = &moves[((rng >> 33) % moves.len() as u64) as usize];
                if mv.starts_with("throw") { throws += 1; }
                g.play(mv).unwrap();
                plies += 1;
            }
            let s = g.status();
            *ends.entry(format!("{}{}", s.reason.unwrap(), s.winner.map_or(String::new(), |w| format!(" (side {w})")))).or_insert(0) += 1;
        }
        println!("{id}: {games} random games, mean {:.0} plies ({:.0} throws), ends {:?}, {:.1}s", plies as f64 / games as f64, throws as f64 / games as f64, ends, started.elapsed().as_secs_f64());
        // Hard's reply time with its default time, over positions where a move is chosen.
        let mut g: Box<dyn GameApi> = new_game(id, json!({ "seed": 3 }).as_object().unwrap(), 3).unwrap();
        let (mut total, mut n, mut worst) = (0.0, 0, 0.0f64);
        let clock_start = Instant::now();
        let clock = || clock_start.elapsed().as_secs_f64() * 1000.0;
        while !g.status().over && n < 40 {
            let moves = g.legal_moves();
            if moves.len() > 1 {
                let t = Instant::now();
                let mv = g.ai_move(&Limits::level(Level::Hard), &clock).unwrap();
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                total += ms; n += 1; worst = worst.max(ms);
                g.play(&mv).unwrap();
            } else {
                g.play(&moves[0]).unwrap();
            }
        }
        println!("{id}: hard, default time, {n} choices: mean {:.0} ms, worst {:.0} ms", total / n.max(1) as f64, worst);
    }
}

#[allow(dead_code)]
pub fn match_games(id: &str, games: u64, hard_nodes: u64, medium_nodes: u64) -> (f64, u64) {
    let mut score = 0.0;
    let mut plies_total = 0;
    for game_no in 0..games {
        let hard_side = (game_no % 2) as usize;
        let mut g = new_game(id, json!({ "seed": 1000 + game_no }).as_object().unwrap(), game_no).unwrap();
        let mut ply = 0u64;
        while !g.status().over {
            let moves = g.legal_moves();
            let mv = if moves.len() == 1 {
                moves[0].clone()
            } else {
                let hard = g.to_move().index() == hard_side;
                let limits = if hard { Limits { nodes: Some(hard_nodes), seed: ply, ..Limits::level(Level::Hard) } } else { Limits { nodes: Some(medium_nodes), seed: ply, ..Limits::level(Level::Medium) } };
                g.ai_move(&limits, &|| 0.0).unwrap()
            };
            g.play(&mv).unwrap();
            ply += 1;
        }
        plies_total += ply;
        score += match g.status().winner { Some(w) if w as usize == hard_side => 1.0, Some(_) => 0.0, None => 0.5 };
    }
    (score / games as f64, plies_total / games)
}
