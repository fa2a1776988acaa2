//! The Seig computer player against the greedy baseline, in seeded games
//! with node limits, so the result is the same on every run.

use desert_games::core::{Phase, Side};
use desert_games::games::seig::{greedy_move, Seig, SeigMove};
use desert_games::rules::Rules;
use desert_games::search::{Level, Limits};
use serde_json::json;

/// Plays one game; `searcher` plays `level` with `nodes` per move, the other side greedily.
fn play(seed: u64, searcher: Side, level: Level, nodes: u64) -> Option<Side> {
    let options = Seig::read_options(json!({ "seed": seed }).as_object().unwrap()).unwrap();
    let mut pos = Seig::start(&options, 0);
    let limits = Limits { level, time_ms: None, nodes: Some(nodes), seed };
    for _ in 0..20_000 {
        let mv = match pos.phase() {
            Phase::Over => break,
            Phase::Throw | Phase::Endgame => SeigMove::Throw(None),
            _ if pos.to_move() == searcher => pos.best_move(&limits, &|| 0.0).unwrap(),
            _ => greedy_move(&pos).unwrap(),
        };
        pos.play(mv);
    }
    pos.outcome().and_then(|o| o.winner)
}

/// Wins of `level` over the greedy player in `games` games, sides alternating.
fn wins(level: Level, nodes: u64, games: u64) -> u64 {
    (0..games)
        .filter(|&g| {
            let side = if g % 2 == 0 { Side::Light } else { Side::Dark };
            play(1000 + g, side, level, nodes) == Some(side)
        })
        .count() as u64
}

#[test]
fn hard_beats_the_greedy_player() {
    let games: u64 = std::env::var("G").ok().and_then(|n| n.parse().ok()).unwrap_or(40);
    let nodes: u64 = std::env::var("N").ok().and_then(|n| n.parse().ok()).unwrap_or(3000);
    let won = wins(Level::Hard, nodes, games);
    eprintln!("hard won {won} of {games} against the greedy player");
    assert!(won * 100 >= games * 65, "hard won only {won} of {games}");
}
