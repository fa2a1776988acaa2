//! Any text as a saved game: refused, or a game that saves and loads to itself.
#![no_main]
use desert_games::from_json;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(game) = from_json(&text) {
        let save = game.to_json();
        let again = from_json(&save).expect("a loaded game saves validly");
        assert_eq!(again.to_json(), save);
        assert_eq!(again.legal_moves(), game.legal_moves());
    }
});
