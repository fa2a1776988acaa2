//! The JavaScript API in a real browser (`wasm-pack test --headless --chrome`):
//! errors arrive as JS `Error`s with a reason, and never change the game.
#![cfg(target_arch = "wasm32")]

use desert_games::bindings::{rulesets, Game};
use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn js(text: &str) -> JsValue {
    JSON::parse(text).unwrap()
}

fn error_message(result: Result<impl Sized, wasm_bindgen::JsError>) -> String {
    let value: JsValue = match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.into(),
    };
    let error = value.dyn_into::<js_sys::Error>().expect("a JS Error");
    error.message().into()
}

fn snapshot(game: &Game) -> String {
    format!(
        "{}|{:?}|{:?}|{}",
        game.to_json(),
        JSON::stringify(&game.board().unwrap()).unwrap(),
        JSON::stringify(&game.status().unwrap()).unwrap(),
        game.to_move()
    )
}

#[wasm_bindgen_test]
fn lists_every_rule_set_with_default_options() {
    let list: Array = rulesets().unwrap().into();
    let ids: Vec<String> =
        list.iter().map(|r| Reflect::get(&r, &"id".into()).unwrap().as_string().unwrap()).collect();
    assert_eq!(ids, ["siga", "seega-sudan", "seega-egypt", "seig"]);
    let options = Reflect::get(&list.get(0), &"options".into()).unwrap();
    assert_eq!(Reflect::get(&options, &"board".into()).unwrap().as_string().unwrap(), "6x6");
}

#[wasm_bindgen_test]
fn bad_construction_throws_errors_that_name_the_problem() {
    assert!(error_message(Game::new("chess".into(), JsValue::UNDEFINED)).contains("chess"));
    assert!(error_message(Game::new("siga".into(), js(r#"{"board":"9x9"}"#))).contains("board"));
    assert!(error_message(Game::new("siga".into(), js(r#"{"colour":1}"#))).contains("colour"));
    assert!(error_message(Game::new(JsValue::from(3), JsValue::UNDEFINED)).contains("string"));
    assert!(error_message(Game::new("siga".into(), js("[1,2]"))).contains("plain object"));
    // A cycle is refused by JSON.stringify, not by running out of wasm stack.
    let cyclic = Object::new();
    Reflect::set(&cyclic, &"self".into(), &cyclic).unwrap();
    assert!(error_message(Game::new("siga".into(), cyclic.into())).contains("options"));
    assert!(Game::new("siga".into(), JsValue::UNDEFINED).is_ok(), "the instance still works");
}

#[wasm_bindgen_test]
fn an_illegal_or_garbled_move_throws_and_leaves_the_game_unchanged() {
    let mut game = Game::new("siga".into(), js(r#"{"board":"4x5"}"#)).unwrap();
    game.play("a2-a3".into()).unwrap();
    let before = snapshot(&game);
    for bad in ["a3-a5", "zz", "", "a2-a3", "b4-b4", "e9-e8", "🙂"] {
        let message = error_message(game.play(bad.into()));
        assert!(message.contains("move"), "{bad}: {message}");
        assert_eq!(snapshot(&game), before, "{bad} changed the game");
    }
    assert!(error_message(game.play(JsValue::from(7))).contains("string"));
    assert!(error_message(game.resign(JsValue::from(2))).contains("0 or 1"));
    assert!(error_message(game.ai_move(js(r#"{"level":"grandmaster"}"#))).contains("level"));
    assert_eq!(snapshot(&game), before);
    // The instance still plays normally.
    let report = game.play("B4-b3 ".into()).unwrap();
    assert_eq!(Reflect::get(&report, &"move".into()).unwrap().as_string().unwrap(), "b4-b3");
}

#[wasm_bindgen_test]
fn save_and_load_round_trip_exactly() {
    let mut game = Game::new("siga".into(), js(r#"{"board":"4x5","diagonal":true,"firstPlayer":1}"#)).unwrap();
    for _ in 0..6 {
        let mv = game.ai_move(js(r#"{"level":"easy","nodes":500,"seed":3}"#)).unwrap();
        game.play(mv.into()).unwrap();
    }
    let loaded = Game::from_json(game.to_json().into()).unwrap();
    assert_eq!(snapshot(&loaded), snapshot(&game));
    assert_eq!(JSON::stringify(&loaded.history().unwrap()).unwrap(), JSON::stringify(&game.history().unwrap()).unwrap());
    for broken in ["", "{", "[]", r#"{"format":1,"ruleset":"siga","moves":["a1-a9"]}"#, r#"{"format":99,"ruleset":"siga","moves":[]}"#] {
        assert!(error_message(Game::from_json(broken.into())).contains("saved game"), "{broken}");
    }
    assert!(error_message(Game::from_json(Object::new().into())).contains("string"));
}

#[wasm_bindgen_test]
fn the_computer_answers_reproducibly_with_nodes_and_seed() {
    let game = Game::new("siga".into(), JsValue::UNDEFINED).unwrap();
    let limits = r#"{"level":"hard","nodes":3000,"seed":11}"#;
    let first = game.ai_move(js(limits)).unwrap();
    assert_eq!(game.ai_move(js(limits)).unwrap(), first);
    let legal: Array = game.legal_moves().unwrap().into();
    assert!(legal.includes(&first.into(), 0));
}
