//! Any move text, in any rule set, after any number of legal moves: refused
//! with an error that leaves the game as it was, or played as a listed move.
#![no_main]
mod games;

use games::game_for;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else { return };
    let mut game = game_for(head);
    // The first bytes choose legal moves to reach a position; the rest is the text.
    let (steps, text) = rest.split_at(rest.len().min((head / 4) as usize));
    for &step in steps {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(&moves[step as usize % moves.len()]).expect("a listed move plays");
    }
    let text = String::from_utf8_lossy(text);
    let before = (game.to_json(), game.legal_moves());
    match game.play(&text) {
        Ok(report) => assert!(before.1.contains(&report.text) || report.text.starts_with("throw:")),
        Err(e) => {
            assert_eq!((game.to_json(), game.legal_moves()), before);
            // A refusal quotes the text it was given, unless the game is over.
            assert!(e.code() == "game-over" || e.parts().contains_key("text"), "{text:?}: {} {e}", e.code());
        }
    }
});
