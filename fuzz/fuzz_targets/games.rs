//! The games the fuzz targets start from: every rule set with its default
//! options, then Seega on its larger boards.

use desert_games::{new_game, GameApi};
use serde_json::{json, Map};

const GAMES: [(&str, &str); 8] = [
    ("siga", ""),
    ("seega-sudan", ""),
    ("seega-egypt", ""),
    ("seig", ""),
    ("seega-sudan", "7x7"),
    ("seega-egypt", "7x7"),
    ("seega-sudan", "9x9"),
    ("seega-egypt", "9x9"),
];

/// The game a fuzz input's first byte chooses, seeded by that byte.
pub fn game_for(head: u8) -> Box<dyn GameApi> {
    let (ruleset, board) = GAMES[head as usize % GAMES.len()];
    let options = if board.is_empty() { Map::new() } else { json!({ "board": board }).as_object().cloned().unwrap_or_default() };
    new_game(ruleset, &options, head as u64).expect("valid options")
}
