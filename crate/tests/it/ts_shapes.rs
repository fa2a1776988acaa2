//! The TypeScript shapes the npm package declares (`crate/src/api.d.ts`) are
//! written by hand; this checks them against what the engine really returns:
//! the rule set ids, and the field names of every object, read from its serde
//! shape. A field added in Rust but not declared, or declared but gone, fails here.

use desert_games::{new_game, rulesets, Level, Limits, RULESET_IDS};
use serde::Serialize;
use serde_json::{json, Map, Value};
use std::collections::BTreeSet;

const SHAPES: &str = include_str!("../../src/api.d.ts");

/// The text of the object literal that starts at the first `{` at or after `from`, braces included.
fn object_at(text: &str, from: usize) -> &str {
    let open = from + text[from..].find('{').expect("an object follows");
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return &text[open..=open + i];
                }
            }
            _ => {}
        }
    }
    panic!("an unclosed object in the declarations")
}

/// The field names of an object literal `{ a: ...; b?: ... }`, nested objects' fields left out.
fn fields(object: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let (mut depth, mut key, mut expecting) = (0, String::new(), true);
    for c in object.chars() {
        match c {
            '{' | '(' | '[' | '<' => depth += 1,
            '}' | ')' | ']' | '>' => depth -= 1,
            ':' if depth == 1 && expecting => {
                names.insert(key.trim().trim_end_matches('?').to_string());
                expecting = false;
            }
            ';' | '\n' if depth == 1 => {
                key.clear();
                expecting = true;
            }
            _ if depth == 1 && expecting => key.push(c),
            _ => {}
        }
    }
    names
}

/// The fields of `export interface name`.
fn interface(name: &str) -> BTreeSet<String> {
    let at = SHAPES.find(&format!("export interface {name} ")).unwrap_or_else(|| panic!("{name} is declared"));
    fields(object_at(SHAPES, at))
}

/// The fields of the object declared as field `field` of `export interface name`.
fn nested(name: &str, field: &str) -> BTreeSet<String> {
    let at = SHAPES.find(&format!("export interface {name} ")).unwrap();
    let inside = object_at(SHAPES, at);
    let field_at = inside.find(&format!("{field}: {{")).unwrap_or_else(|| panic!("{name}.{field} is an object"));
    fields(object_at(inside, field_at))
}

/// The fields of each object of the union `export type name = | {...} | {...};`.
fn union(name: &str) -> Vec<BTreeSet<String>> {
    let start = SHAPES.find(&format!("export type {name} =")).unwrap_or_else(|| panic!("{name} is declared"));
    let end = start + SHAPES[start..].find(";\n/**").unwrap_or(SHAPES.len() - start);
    let mut shapes = Vec::new();
    let mut at = start;
    while let Some(open) = SHAPES[at..end].find('{') {
        let object = object_at(SHAPES, at + open);
        shapes.push(fields(object));
        at = at + open + object.len();
    }
    shapes
}

/// The field names of `value`'s serde shape, as the bindings hand it to JavaScript.
fn keys(value: impl Serialize) -> BTreeSet<String> {
    match serde_json::to_value(value).unwrap() {
        Value::Object(map) => map.keys().cloned().collect(),
        other => panic!("expected an object, got {other}"),
    }
}

fn sub(value: &Value, field: &str) -> BTreeSet<String> {
    value[field].as_object().unwrap_or_else(|| panic!("{field} is an object in {value}")).keys().cloned().collect()
}

#[test]
fn the_declared_rule_set_ids_are_the_registrys() {
    let start = SHAPES.find("export type RulesetId =").expect("RulesetId is declared");
    let declaration = &SHAPES[start..start + SHAPES[start..].find(';').expect("RulesetId ends")];
    let declared: BTreeSet<&str> = declaration.split('"').skip(1).step_by(2).collect();
    assert_eq!(declared, RULESET_IDS.into_iter().collect(), "RulesetId in api.d.ts");
}

#[test]
fn the_declared_rule_set_info_is_what_rulesets_gives() {
    for info in rulesets() {
        let value = serde_json::to_value(&info).unwrap();
        assert_eq!(keys(&info), interface("RulesetInfo"), "{}", info.id);
        assert_eq!(sub(&value, "capabilities"), nested("RulesetInfo", "capabilities"), "{}", info.id);
    }
}

#[test]
fn every_declared_object_has_the_fields_the_engine_returns() {
    let limits = Limits { nodes: Some(300), seed: 1, ..Limits::level(Level::Easy) };
    let clock = || 0.0;
    let mut boards = Vec::new();
    for id in RULESET_IDS {
        let mut game = new_game(id, &Map::new(), 3).unwrap();
        boards.push(keys(game.board()));
        assert_eq!(keys(game.status()), interface("Status"), "{id}");
        let situation = serde_json::to_value(game.situation()).unwrap();
        assert_eq!(sub(&json!({ "s": situation }), "s"), interface("Situation"), "{id}");
        if !situation["seig"].is_null() {
            assert_eq!(sub(&situation, "seig"), interface("SeigSituation"), "{id}");
        }
        if !situation["paths"].is_null() {
            assert_eq!(sub(&json!({ "p": situation["paths"][1][0] }), "p"), interface("RacePath"), "{id}");
        }
        assert_eq!(keys(game.setup()), interface("Setup"), "{id}");
        let entry = game.moves().remove(0);
        assert_eq!(keys(&entry), interface("MoveEntry"), "{id}");
        assert_eq!(keys(game.analyse(&limits, &clock).unwrap()), interface("Analysis"), "{id}");
        assert_eq!(keys(game.hint(&limits, &clock).unwrap()), interface("Hint"), "{id}");
        assert_eq!(keys(game.judge_next(&entry.text, &limits, &clock).unwrap()), interface("Judgement"), "{id}");
        if let Some(table) = game.throw_table() {
            assert_eq!(keys(&table), interface("ThrowTable"), "{id}");
            assert_eq!(keys(&table.rows[0]), interface("ThrowRow"), "{id}");
        }
        let report = serde_json::to_value(game.play(&entry.text).unwrap()).unwrap();
        assert_eq!(sub(&json!({ "r": report }), "r"), interface("PlayReport"), "{id}");
        assert_eq!(sub(&report, "next"), nested("PlayReport", "next"), "{id}");
        if !report["throw"].is_null() {
            assert_eq!(sub(&report, "throw"), interface("ThrowFacts"), "{id}");
        }
        assert_eq!(keys(game.review_step(0, &limits, &clock).unwrap()), interface("ReviewStep"), "{id}");
    }
    let mut sudan = new_game("seega-sudan", &json!({ "barrierPlies": 10 }).as_object().unwrap().clone(), 0).unwrap();
    while sudan.setup().runs.is_empty() {
        let next = sudan.legal_moves().remove(0);
        sudan.play(&next).unwrap();
    }
    assert_eq!(keys(&sudan.setup().runs[0]), interface("Run"));
    let declared = union("Board");
    for board in boards {
        assert!(declared.contains(&board), "a board with the fields {board:?} is declared in Board ({declared:?})");
    }
}
