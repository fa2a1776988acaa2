//! Random sequences of API calls: plays (listed or garbled), undo, resign,
//! draw offers, the computer, save and load. Nothing panics, and undo and
//! saves give back exactly what was there.
#![no_main]
use desert_games::search::{Level, Limits};
use desert_games::core::Side;
mod games;

use desert_games::from_json;
use games::game_for;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&head, calls)) = data.split_first() else { return };
    let mut game = game_for(head);
    let clock = || 0.0;
    for pair in calls.chunks(2) {
        let (call, arg) = (pair[0], *pair.get(1).unwrap_or(&0));
        let moves = game.legal_moves();
        match call % 8 {
            0..=2 if !moves.is_empty() => {
                let before = game.to_json();
                game.play(&moves[arg as usize % moves.len()]).expect("a listed move plays");
                if call % 8 == 2 {
                    assert!(game.undo());
                    assert_eq!(game.to_json(), before);
                }
            }
            3 => {
                let _ = game.play(&String::from_utf8_lossy(&[arg, b'-', arg / 2]));
            }
            4 => {
                game.undo();
            }
            5 => {
                let _ = if arg % 2 == 0 { game.resign(Side::from_index(arg as u64 % 2).expect("0 or 1")) } else { game.agree_draw() };
            }
            6 if !game.status().over => {
                let limits = Limits { level: Level::Easy, time_ms: None, nodes: Some(50 + arg as u64), seed: arg as u64 };
                let choice = game.ai_move(&limits, &clock).expect("a move while the game is on");
                assert!(moves.contains(&choice) || choice == "throw");
                // Judging a draw offer and teaching change nothing, whether the rules allow them or not.
                let before = game.to_json();
                let _ = game.accepts_draw(Side::from_index(arg as u64 % 2).expect("0 or 1"), &limits, &clock);
                let hint = game.hint(&limits, &clock).expect("a hint while the game is on");
                assert!(moves.contains(&hint.text) || hint.text == "throw");
                let judged = game.judge_next(&choice, &limits, &clock).expect("a legal move is judged");
                assert!(judged.loss >= 0 && (judged.mark.is_none() || judged.better.is_some()));
                let _ = game.judge_move(arg as u64, &limits, &clock);
                assert_eq!(game.to_json(), before);
            }
            _ => {
                let loaded = from_json(&game.to_json()).expect("saves load");
                assert_eq!(loaded.to_json(), game.to_json());
                game = loaded;
            }
        }
    }
});
