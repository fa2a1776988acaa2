//! The games the fuzz targets start from: every rule set of the registry with
//! its default options, then Seega on its larger boards and Sig's variants on
//! their smallest and largest (the move text of 7.1.8 is fuzzed in all of them).

use desert_games::{new_game, GameApi, RULESET_IDS};
use serde_json::{Map, Value};

/// Rule sets with options other than their defaults, as JSON text.
const OTHER_OPTIONS: [(&str, &str); 12] = [
    ("seega-sudan", r#"{"board":"7x7"}"#),
    ("seega-egypt", r#"{"board":"7x7"}"#),
    ("seega-sudan", r#"{"board":"9x9"}"#),
    ("seega-egypt", r#"{"board":"9x9"}"#),
    ("seig-mauritania", r#"{"teamSize":1,"holes":10,"noCaptureTurns":20}"#),
    ("seig-mauritania", r#"{"teamSize":6,"holes":30}"#),
    ("seig-mzab", r#"{"holes":5,"noCaptureTurns":20}"#),
    ("seig-tozeur", r#"{"noCaptureTurns":20}"#),
    ("seig-western-sahara", r#"{"holes":25}"#),
    ("seig-western-sahara", r#"{"noCaptureTurns":20}"#),
    ("seig-tidikelt", r#"{"sticks":6,"noCaptureTurns":20}"#),
    ("seig-el-oued", r#"{"noCaptureTurns":20}"#),
];

/// The game a fuzz input's first byte chooses, seeded by that byte.
pub fn game_for(head: u8) -> Box<dyn GameApi> {
    let pick = head as usize % (RULESET_IDS.len() + OTHER_OPTIONS.len());
    let (ruleset, options) = RULESET_IDS.get(pick).map_or_else(|| OTHER_OPTIONS[pick - RULESET_IDS.len()], |&id| (id, ""));
    let options: Map<String, Value> = if options.is_empty() { Map::new() } else { serde_json::from_str(options).expect("options as JSON") };
    new_game(ruleset, &options, head as u64).expect("valid options")
}
