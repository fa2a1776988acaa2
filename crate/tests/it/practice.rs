//! Every stored practice position (`www/learn/practice-<ruleset>.json`,
//! written by `examples/practice.rs`) checked against the engine: its moves
//! reach it, the engine's choice at the fixed node count is a solution, and
//! every solution does what the theme asks, by the rules.

use desert_games::teach::practice::{practice_limits, Theme};
use desert_games::new_game;
use serde_json::Value;
use std::collections::HashSet;

/// Rule sets, and how many positions each must have at least.
use desert_games::RULESET_IDS as RULESETS;
const AT_LEAST: usize = 20;

fn load(ruleset: &str) -> Value {
    let path = format!("{}/../www/learn/practice-{ruleset}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
#[ignore = "slow: `make test` runs it, a mutant does not"]
fn every_practice_position_is_solved_by_its_solutions_and_found_by_the_engine() {
    let limits = practice_limits();
    let mut ids = HashSet::new();
    for ruleset in RULESETS {
        let file = load(ruleset);
        assert_eq!(file["limits"]["nodes"].as_u64(), limits.nodes, "{ruleset}: stored with the limits the test uses");
        let positions = file["positions"].as_array().expect("positions");
        assert!(positions.len() >= AT_LEAST, "{ruleset}: only {} positions", positions.len());
        for p in positions {
            let id = p["id"].as_str().expect("an id");
            assert!(ids.insert(id.to_string()), "{id} twice");
            assert_eq!(p["ruleset"], ruleset, "{id}");
            let mut g = new_game(ruleset, p["options"].as_object().expect("options"), 0).expect("a game");
            for mv in p["moves"].as_array().expect("moves") {
                let text = mv.as_str().expect("move text");
                if ruleset == "seig" && text.starts_with("throw") {
                    assert!(text.starts_with("throw:"), "{id}: every throw has its faces, so the position is the same every time");
                }
                g.play(text).unwrap_or_else(|e| panic!("{id}: {text}: {e}"));
            }
            assert_eq!(u64::from(u8::from(g.to_move())), p["toMove"].as_u64().expect("toMove"), "{id}");
            let theme: Theme = serde_json::from_value(p["theme"].clone()).unwrap_or_else(|e| panic!("{id}: {e}"));
            let solutions: Vec<String> = p["solutions"].as_array().expect("solutions").iter().map(|s| s.as_str().expect("text").to_string()).collect();
            assert!(!solutions.is_empty(), "{id}");
            for solution in &solutions {
                let reasons = g.explain(solution).unwrap_or_else(|e| panic!("{id}: {solution}: {e}"));
                assert!(theme.achieved_by(&reasons), "{id}: {solution} does not achieve {theme:?}: {reasons:?}");
            }
            let chosen = g.analyse(&limits, &|| 0.0).expect("a position to play").best;
            // A change to the search or an evaluation can move its choice: find the positions again
            // with `cargo run --release --example practice -- 24 <ruleset>`.
            assert!(solutions.contains(&chosen), "{id}: the engine plays {chosen}, not one of {solutions:?}; regenerate {ruleset}'s positions");
        }
    }
}
