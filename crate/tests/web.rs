//! The JavaScript API in a real browser (`make test-wasm`):
//! errors arrive as JS `Error`s with a reason, a code and its parts, and
//! never change the game; and the computer player's time limit on the page,
//! read on `performance.now()` of the `Window` (the worker's run is
//! `web_worker.rs`). One test binary for the page: each costs a link, a pass
//! of the test runner and a browser.
#![cfg(target_arch = "wasm32")]

mod clock;
#[path = "common/search_nodes.rs"]
mod search_nodes;

use desert_games::bindings::{rulesets, Game};
use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn js(text: &str) -> JsValue {
    JSON::parse(text).unwrap()
}

fn thrown(result: Result<impl Sized, JsValue>) -> js_sys::Error {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.dyn_into::<js_sys::Error>().expect("a JS Error"),
    }
}

fn error_message(result: Result<impl Sized, JsValue>) -> String {
    thrown(result).message().into()
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
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
    assert_eq!(ids, desert_games::RULESET_IDS, "the registry's rule sets, in its order");
    let options = Reflect::get(&list.get(0), &"options".into()).unwrap();
    assert_eq!(Reflect::get(&options, &"board".into()).unwrap().as_string().unwrap(), "6x6");
    // Each entry says its kind and what its rules have, and a game and its board say the same kind.
    let kinds: Vec<String> = list.iter().map(|r| Reflect::get(&r, &"kind".into()).unwrap().as_string().unwrap()).collect();
    let races: Vec<String> = desert_games::rulesets().iter().map(|info| if info.capabilities.throws { "race" } else { "grid" }.to_string()).collect();
    assert_eq!(kinds, races, "a race is a game of thrown sticks");
    let capabilities = Reflect::get(&list.get(3), &"capabilities".into()).unwrap();
    assert_eq!(Reflect::get(&capabilities, &"throws".into()).unwrap().as_bool(), Some(true));
    let seig = Game::new("seig".into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(seig.kind(), "race");
    assert_eq!(Reflect::get(&seig.board().unwrap(), &"kind".into()).unwrap().as_string().unwrap(), "race");
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

/// The native test reads the same lines (tests/it/search_counts.rs): a count
/// that differs here means the search depends on the platform.
#[wasm_bindgen_test]
fn the_search_counts_the_nodes_it_counts_natively() {
    for count in search_nodes::search_counts() {
        let mut game = Game::new(count.ruleset.into(), JsValue::UNDEFINED).unwrap();
        for mv in &count.moves {
            game.play((*mv).into()).unwrap();
        }
        let found = game.analyse(js(search_nodes::LIMITS)).unwrap();
        let (best, nodes) = (get(&found, "best").as_string().unwrap(), get(&found, "nodes").as_f64().unwrap());
        assert_eq!((best.as_str(), nodes), (count.best, count.nodes as f64), "{} after {:?}", count.ruleset, count.moves);
    }
}

#[wasm_bindgen_test]
fn thrown_errors_carry_a_code_and_their_parts() {
    let mut game = Game::new("seega-sudan".into(), JsValue::UNDEFINED).unwrap();
    let error = thrown(game.play("c3".into()));
    assert_eq!(get(&error, "code").as_string().unwrap(), "centre-empty");
    assert_eq!(JSON::stringify(&get(&error, "parts")).unwrap(), r#"{"square":"c3","text":"c3"}"#);
    assert!(String::from(error.message()).contains("c3 is the centre and stays empty"));
    game.play("a1".into()).unwrap();
    let error = thrown(game.play("a1".into()));
    assert_eq!(get(&error, "code").as_string().unwrap(), "already-taken");
    let error = thrown(game.resign(JsValue::from(2)));
    assert_eq!(get(&error, "code").as_string().unwrap(), "bad-argument");
    assert_eq!(get(&get(&error, "parts"), "argument").as_string().unwrap(), "the side that resigns");
    let error = thrown(Game::new("chess".into(), JsValue::UNDEFINED));
    assert_eq!(get(&error, "code").as_string().unwrap(), "unknown-ruleset");
}

#[wasm_bindgen_test]
fn dry_runs_answer_without_changing_the_game() {
    let game = Game::new("seega-sudan".into(), JsValue::UNDEFINED).unwrap();
    let before = snapshot(&game);
    let ok = game.check(" A1 ".into()).unwrap();
    assert_eq!(get(&ok, "ok"), JsValue::TRUE);
    assert_eq!(get(&ok, "move").as_string().unwrap(), "a1");
    let report = get(&ok, "report");
    assert_eq!(get(&report, "placement"), JsValue::TRUE);
    assert_eq!(get(&report, "to").as_string().unwrap(), "a1");
    assert_eq!(get(&report, "ply").as_f64(), Some(1.0));
    let refused = game.check("c3".into()).unwrap();
    assert_eq!(get(&refused, "ok"), JsValue::FALSE);
    let error = get(&refused, "error");
    assert_eq!(get(&error, "code").as_string().unwrap(), "centre-empty");
    assert_eq!(get(&get(&error, "parts"), "square").as_string().unwrap(), "c3");
    let resign = game.may_resign(JsValue::from(0)).unwrap();
    assert_eq!(get(&get(&resign, "error"), "code").as_string().unwrap(), "resign-too-early");
    assert_eq!(get(&get(&get(&resign, "error"), "parts"), "lost").as_f64(), Some(0.0));
    assert_eq!(snapshot(&game), before);
}

#[wasm_bindgen_test]
fn big_seeds_round_trip_as_text_and_unsafe_numbers_are_refused() {
    let game = Game::new("seig".into(), js(r#"{"seed":"18446744073709551615"}"#)).unwrap();
    assert_eq!(get(&game.options().unwrap(), "seed").as_string().unwrap(), "18446744073709551615");
    let loaded = Game::from_json(game.to_json().into()).unwrap();
    assert_eq!(get(&loaded.options().unwrap(), "seed").as_string().unwrap(), "18446744073709551615");
    let safe = Game::new("seig".into(), js(r#"{"seed":9007199254740991}"#)).unwrap();
    assert_eq!(get(&safe.options().unwrap(), "seed").as_f64(), Some(9007199254740991.0));
    let options = Object::new();
    Reflect::set(&options, &"seed".into(), &JsValue::from(2f64.powi(60))).unwrap();
    let error = thrown(Game::new("seig".into(), options.into()));
    assert_eq!(get(&error, "code").as_string().unwrap(), "unsafe-number");
    assert_eq!(get(&get(&error, "parts"), "name").as_string().unwrap(), "seed");
}

#[wasm_bindgen_test]
fn reports_situation_table_and_earlier_games_are_plain_objects() {
    let mut game = Game::new("seig".into(), js(r#"{"seed":7}"#)).unwrap();
    let report = game.play("throw:WBBBBBB".into()).unwrap();
    let throw = get(&report, "throw");
    assert_eq!(get(&throw, "kind").as_string().unwrap(), "unlock-seig");
    assert_eq!(JSON::stringify(&get(&throw, "released")).unwrap(), r#"["b12"]"#);
    assert_eq!(get(&report, "from"), JsValue::NULL);
    assert_eq!(get(&get(&report, "next"), "phase").as_string().unwrap(), "throw");
    let situation = game.situation().unwrap();
    assert_eq!(get(&get(&situation, "seig"), "sticks").as_f64(), Some(8.0));
    assert_eq!(get(&situation, "act"), JsValue::NULL);
    let table = game.throw_table().unwrap();
    let rows: Array = get(&get(&table, "tables"), "7").into();
    assert_eq!(rows.length(), 8);
    assert_eq!(get(&rows.get(1), "ways").as_f64(), Some(7.0));
    let earlier = game.game_after(JsValue::from(0)).unwrap();
    assert_eq!(JSON::stringify(&earlier.history().unwrap()).unwrap(), "[]");
    assert_eq!(get(&thrown(game.game_after(JsValue::from(5))), "code").as_string().unwrap(), "beyond-history");
    let siga = Game::new("siga".into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(siga.throw_table().unwrap(), JsValue::NULL);
}

#[wasm_bindgen_test]
fn moves_refusals_and_review_steps_cross_as_plain_data() {
    let mut game = Game::new("siga".into(), js(r#"{"board":"4x5","compulsoryCapture":true}"#)).unwrap();
    let moves: Array = game.moves().unwrap().into();
    let legal: Array = game.legal_moves().unwrap().into();
    assert_eq!(moves.length(), legal.length());
    let first = moves.get(0);
    assert_eq!(get(&first, "move").as_string(), legal.get(0).as_string());
    assert_eq!(get(&first, "spent"), JsValue::NULL, "absent values are null");
    assert_eq!(get(&first, "throw").as_bool(), Some(false));
    let report = game.play("a2-a3".into()).unwrap();
    assert_eq!(get(&report, "writtenCapture").as_bool(), Some(false));
    assert_eq!(get(&report, "passedOn").as_bool(), Some(false));
    let stuck = game.refusal(js(r#"{"from":"d4"}"#)).unwrap();
    assert_eq!(get(&stuck, "code").as_string().unwrap(), "compulsory-capture");
    assert!(game.refusal(js(r#"{"from":"a4","to":"a3"}"#)).unwrap().is_null());
    assert_eq!(get(&thrown(game.refusal(js(r#"{"to":"z9"}"#))).into(), "code").as_string().unwrap(), "bad-argument");
    let step = game.review_step(JsValue::from(0), js(r#"{"level":"easy","nodes":500,"seed":1}"#)).unwrap();
    assert_eq!(get(&step, "total").as_f64(), Some(2.0));
    assert_eq!(get(&get(&step, "judgement"), "move").as_string().unwrap(), "a2-a3");
    let scale = desert_games::bindings::value_scale().unwrap();
    assert_eq!(get(&scale, "piece").as_f64(), Some(100.0));
}

#[wasm_bindgen_test]
fn runs_on_the_page() {
    assert!(js_sys::global().dyn_ref::<web_sys::Window>().is_some());
}

#[wasm_bindgen_test]
fn hard_thinks_until_the_clock_shows_its_time_limit() {
    clock::hard_thinks_until_the_clock_shows_its_time_limit("page");
}

#[wasm_bindgen_test]
fn on_the_real_clock_hard_answers_after_its_time_limit() {
    clock::on_the_real_clock_hard_answers_after_its_time_limit("page");
}

#[wasm_bindgen_test]
fn setting_the_device_clock_does_not_move_the_time_limit() {
    clock::setting_the_device_clock_does_not_move_the_time_limit("page");
}

#[wasm_bindgen_test]
fn a_hostile_clock_still_lets_hard_answer() {
    clock::a_hostile_clock_still_lets_hard_answer("page");
}

/// `code` of a thrown JS `Error`.
fn code_of(result: Result<impl Sized, JsValue>) -> String {
    get(&thrown(result).into(), "code").as_string().unwrap_or_default()
}

#[wasm_bindgen_test]
fn a_game_from_a_setup_plays_undoes_to_it_and_saves() {
    let options = r#"{"barrierPlies":10}"#;
    let mut game = Game::new("seega-sudan".into(), js(options)).unwrap();
    for _ in 0..30 {
        let legal: Array = game.legal_moves().unwrap().into();
        game.play(legal.get(legal.length() - 1)).unwrap();
    }
    let setup = game.setup().unwrap();
    let mut copy = Game::from_setup("seega-sudan".into(), js(options), setup.clone()).unwrap();
    assert_eq!(JSON::stringify(&copy.setup().unwrap()).unwrap(), JSON::stringify(&setup).unwrap());
    assert_eq!(JSON::stringify(&copy.legal_moves().unwrap()).unwrap(), JSON::stringify(&game.legal_moves().unwrap()).unwrap());
    assert_eq!(JSON::stringify(&copy.situation().unwrap()).unwrap(), JSON::stringify(&game.situation().unwrap()).unwrap());
    assert!(!copy.undo(), "nothing before the setup");
    let legal: Array = copy.legal_moves().unwrap().into();
    copy.play(legal.get(0)).unwrap();
    let loaded = Game::from_json(copy.to_json().into()).unwrap();
    assert_eq!(snapshot(&loaded), snapshot(&copy));
    assert!(copy.undo() && !copy.undo());
    assert_eq!(JSON::stringify(&copy.setup().unwrap()).unwrap(), JSON::stringify(&setup).unwrap());
}

#[wasm_bindgen_test]
fn a_setup_the_rules_refuse_throws_its_code() {
    let empty = r#"{"cells":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"toMove":0,"phase":"movement"}"#;
    assert_eq!(code_of(Game::from_setup("siga".into(), js(r#"{"board":"4x5"}"#), js(empty))), "setup-over");
    assert_eq!(code_of(Game::from_setup("siga".into(), JsValue::UNDEFINED, js(empty))), "setup-cell-count");
    assert_eq!(code_of(Game::from_setup("siga".into(), JsValue::UNDEFINED, js(r#"{"cells":"x"}"#))), "setup-unreadable");
    assert_eq!(code_of(Game::from_setup("siga".into(), JsValue::UNDEFINED, JsValue::from(3))), "bad-argument");
    assert_eq!(code_of(Game::from_setup("seig".into(), JsValue::UNDEFINED, js(empty))), "setup-no-such-phase");
    let seig = JSON::stringify(&Game::new("seig".into(), JsValue::UNDEFINED).unwrap().setup().unwrap()).unwrap().as_string().unwrap();
    assert_eq!(code_of(Game::from_setup("seig".into(), JsValue::UNDEFINED, js(&seig.replace(r#""seat":0"#, r#""seat":1"#)))), "setup-no-such-seat");
}

#[wasm_bindgen_test]
fn a_race_game_from_a_setup_plays_on_and_loads_with_its_sticks() {
    let mut game = Game::new("seig-tozeur".into(), JsValue::UNDEFINED).unwrap();
    for _ in 0..20 {
        let legal: Array = game.legal_moves().unwrap().into();
        game.play(legal.get(0)).unwrap();
    }
    let setup = game.setup().unwrap();
    let mut copy = Game::from_setup("seig-tozeur".into(), JsValue::UNDEFINED, setup.clone()).unwrap();
    assert_eq!(JSON::stringify(&copy.setup().unwrap()).unwrap(), JSON::stringify(&setup).unwrap());
    assert_eq!(JSON::stringify(&copy.board().unwrap()).unwrap(), JSON::stringify(&game.board().unwrap()).unwrap());
    for _ in 0..6 {
        let legal: Array = copy.legal_moves().unwrap().into();
        copy.play(legal.get(0)).unwrap();
    }
    let loaded = Game::from_json(copy.to_json().into()).unwrap();
    assert_eq!(snapshot(&loaded), snapshot(&copy));
}
