//! The computer player's time limit in a dedicated worker, where the game's
//! computer player runs (`make test-wasm`): read on
//! `performance.now()` of the `WorkerGlobalScope`.
#![cfg(target_arch = "wasm32")]

mod clock;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[wasm_bindgen_test]
fn runs_in_a_worker() {
    assert!(js_sys::global().dyn_ref::<web_sys::Window>().is_none());
    assert!(js_sys::global().dyn_ref::<web_sys::WorkerGlobalScope>().is_some());
}

#[wasm_bindgen_test]
fn hard_thinks_until_the_clock_shows_its_time_limit() {
    clock::hard_thinks_until_the_clock_shows_its_time_limit("worker");
}

#[wasm_bindgen_test]
fn on_the_real_clock_hard_answers_after_its_time_limit() {
    clock::on_the_real_clock_hard_answers_after_its_time_limit("worker");
}

#[wasm_bindgen_test]
fn setting_the_device_clock_does_not_move_the_time_limit() {
    clock::setting_the_device_clock_does_not_move_the_time_limit("worker");
}

#[wasm_bindgen_test]
fn a_hostile_clock_still_lets_hard_answer() {
    clock::a_hostile_clock_still_lets_hard_answer("worker");
}
