//! The search counts the same nodes on every platform: the counts of
//! tests/data/search-nodes.txt are checked here natively and in WebAssembly by
//! tests/web.rs. A count that differs there means the search depends on the
//! platform (a hashed `usize`, say), and a reply given a node budget is then
//! not reproducible.

#[path = "../common/search_nodes.rs"]
mod search_nodes;

use desert_games::search::Limits;
use desert_games::{new_game, RULESET_IDS};
use search_nodes::{search_counts, LIMITS};
use serde_json::Map;

#[test]
fn hard_counts_the_nodes_the_data_file_gives() {
    let limits = Limits::from_json(&serde_json::from_str(LIMITS).unwrap(), 1).unwrap();
    for count in search_counts() {
        let mut game = new_game(count.ruleset, &Map::new(), 1).expect("a game");
        for mv in &count.moves {
            game.play(mv).expect("a legal move");
        }
        let found = game.analyse(&limits, &|| 0.0).expect("an analysis");
        assert_eq!((found.best.as_str(), found.nodes), (count.best, count.nodes), "{} after {:?}", count.ruleset, count.moves);
    }
}

#[test]
fn every_rule_set_has_a_count() {
    let counted: Vec<&str> = search_counts().iter().map(|count| count.ruleset).collect();
    for id in RULESET_IDS {
        assert!(counted.contains(&id), "{id} has no line in search-nodes.txt");
    }
}
