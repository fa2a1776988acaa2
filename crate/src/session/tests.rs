//! What the engine says a game is (kinds, capabilities, tagged boards) and
//! the one registry of rule sets.

use super::*;
use serde_json::json;

fn info(id: &str) -> RulesetInfo {
    rulesets().into_iter().find(|info| info.id == id).expect("a rule set")
}

fn game(id: &str, options: Value) -> Box<dyn GameApi> {
    new_game(id, options.as_object().expect("options"), 7).expect("a game")
}

#[test]
fn every_rule_set_says_its_kind_and_a_game_of_it_agrees() {
    let kinds: Vec<(&str, &str)> = rulesets().iter().map(|info| (info.id, info.kind.as_str())).collect();
    assert_eq!(kinds, [("siga", "grid"), ("seega-sudan", "grid"), ("seega-egypt", "grid"), ("seig", "race")]);
    for info in rulesets() {
        let g = game(info.id, json!({}));
        assert_eq!(g.kind(), info.kind, "{}", info.id);
        // The board is tagged with the same kind, beside the shape API.md fixes.
        let board = serde_json::to_value(g.board()).unwrap();
        assert_eq!(board["kind"], json!(info.kind.as_str()), "{}", info.id);
        let fields = match info.kind {
            Kind::Grid => ["files", "ranks", "cells"].as_slice(),
            Kind::Race => ["rows", "columns", "cells", "released"].as_slice(),
        };
        for field in fields {
            assert!(board.get(field).is_some(), "{}: {field} in {board}", info.id);
        }
    }
}

#[test]
fn capabilities_follow_the_rules_of_each_game() {
    let caps = |id: &str| serde_json::to_value(info(id).capabilities).unwrap();
    assert_eq!(
        caps("siga"),
        json!({ "placement": false, "captureSeries": false, "throws": false, "teams": false,
                "boards": ["6x6", "4x5", "6x8"], "drawByAgreement": true,
                "moveParts": [{ "phase": "movement", "parts": ["from", "to"] }] })
    );
    for seega in ["seega-sudan", "seega-egypt"] {
        assert_eq!(
            caps(seega),
            json!({ "placement": true, "captureSeries": true, "throws": false, "teams": false,
                    "boards": ["5x5", "7x7", "9x9"], "drawByAgreement": false,
                    "moveParts": [{ "phase": "placement", "parts": ["to"] }, { "phase": "movement", "parts": ["from", "to"] }] })
        );
    }
    assert_eq!(
        caps("seig"),
        json!({ "placement": false, "captureSeries": false, "throws": true, "teams": true,
                "boards": ["4x12"], "drawByAgreement": false,
                "moveParts": [{ "phase": "throw", "parts": ["throw"] }, { "phase": "spend", "parts": ["from", "to", "spent"] },
                              { "phase": "endgame", "parts": ["throw"] }] })
    );
}

#[test]
fn capabilities_agree_with_what_a_game_does() {
    for info in rulesets() {
        let caps = &info.capabilities;
        let id = info.id;
        // Every board named is one a game can be started on (the `board` option), and its board has that size.
        for name in &caps.boards {
            let options = if info.forms.contains_key("board") { json!({ "board": name }) } else { json!({}) };
            let board = serde_json::to_value(game(id, options).board()).unwrap();
            let (width, height) = match info.kind {
                Kind::Grid => (&board["files"], &board["ranks"]),
                Kind::Race => (&board["rows"], &board["columns"]),
            };
            assert_eq!(format!("{width}x{height}"), *name, "{id}");
        }
        let g = game(id, json!({}));
        assert_eq!(g.phase() == Phase::Placement, caps.placement, "{id}: starts by placing");
        assert_eq!(g.situation().draw_by_agreement, caps.draw_by_agreement, "{id}");
        assert_eq!(g.throw_table().is_some(), caps.throws, "{id}");
        assert_eq!(info.forms.contains_key("teamSize"), caps.teams, "{id}");
        assert_eq!(caps.move_parts[0].phase, g.phase().as_str(), "{id}: the first phase's parts come first");
    }
}

#[test]
fn an_unknown_rule_set_is_refused_naming_every_known_one() {
    let error = new_game("chess", &Map::new(), 0).err().expect("refused");
    assert_eq!(error.code(), "unknown-ruleset");
    assert_eq!(error.to_string(), r#"unknown rule set "chess": expected one of "siga", "seega-sudan", "seega-egypt", "seig""#);
    assert_eq!(RULESET_IDS.to_vec(), rulesets().iter().map(|info| info.id).collect::<Vec<_>>());
}
