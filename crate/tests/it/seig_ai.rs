//! The Seig computer player against the greedy baseline, in seeded games
//! with node limits, so the result is the same on every run. For a longer
//! benchmark: `SEIG_GAMES=160 SEIG_NODES=3000 SEIG_LEVEL=easy cargo test
//! --test it seig_ai -- --nocapture`.

use desert_games::core::{Phase, Side};
use desert_games::games::seig::{greedy_move, Seig, SeigMove};
use desert_games::rules::Rules;
use desert_games::search::{Level, Limits, Think};
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
            _ if pos.to_move() == searcher => pos.think(&limits, &|| 0.0).unwrap().best,
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

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[test]
#[ignore = "slow: `make test` runs it, a mutant does not"]
fn hard_beats_the_greedy_player() {
    let games = setting("SEIG_GAMES", 40);
    let nodes = setting("SEIG_NODES", 1000);
    let level = match std::env::var("SEIG_LEVEL").as_deref() {
        Ok("easy") => Level::Easy,
        Ok("medium") => Level::Medium,
        _ => Level::Hard,
    };
    let won = wins(level, nodes, games);
    eprintln!("{level:?} with {nodes} nodes a move won {won} of {games} games against the greedy player");
    if level == Level::Hard {
        assert!(won * 100 >= games * 65, "hard won only {won} of {games}");
    }
}
