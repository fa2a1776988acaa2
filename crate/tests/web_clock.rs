//! The computer player's time limit on the page (`make test-wasm`, in
//! headless Chromium): read on `performance.now()` of the `Window`.
#![cfg(target_arch = "wasm32")]

mod clock;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn runs_on_the_page() {
    assert!(js_sys::global().dyn_ref::<web_sys::Window>().is_some());
}

#[wasm_bindgen_test]
fn hard_with_300_ms_stops_between_250_and_400_ms() {
    clock::hard_with_300_ms_stops_between_250_and_400_ms("page");
}

#[wasm_bindgen_test]
fn setting_the_device_clock_does_not_move_the_time_limit() {
    clock::setting_the_device_clock_does_not_move_the_time_limit("page");
}

#[wasm_bindgen_test]
fn a_hostile_clock_still_lets_hard_answer() {
    clock::a_hostile_clock_still_lets_hard_answer("page");
}
