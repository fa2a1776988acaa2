//! The computer player's time limit, read on the performance clock of the
//! global scope: shared by the page run (`web.rs`) and the worker run
//! (`web_worker.rs`).

use desert_games::bindings::Game;
use js_sys::{Function, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::console_log;

/// The clock the bindings use: `performance` of the page or of the worker.
fn performance() -> web_sys::Performance {
    let global = js_sys::global();
    match global.dyn_ref::<web_sys::Window>() {
        Some(window) => window.performance(),
        None => global.dyn_ref::<web_sys::WorkerGlobalScope>().and_then(|worker| worker.performance()),
    }
    .expect("a Performance in this scope")
}

/// A Siga game eight plies in, far from any forced result: hard searches it
/// for as long as it is given.
fn midgame() -> Game {
    let mut game = Game::new("siga".into(), JsValue::UNDEFINED).unwrap();
    for seed in 0..8 {
        let mv = game.ai_move(JSON::parse(&format!(r#"{{"level":"medium","nodes":2000,"seed":{seed}}}"#)).unwrap()).unwrap();
        game.play(mv.into()).unwrap();
    }
    game
}

/// Milliseconds, on the performance clock, that `aiMove({ level: "hard", timeMs: 300 })` takes.
fn hard_300_ms(game: &Game) -> f64 {
    let clock = performance();
    let start = clock.now();
    let mv = game.ai_move(JSON::parse(r#"{"level":"hard","timeMs":300}"#).unwrap()).unwrap();
    let elapsed = clock.now() - start;
    assert!(!mv.is_empty());
    elapsed
}

fn assert_in_time(elapsed: &[f64], what: &str) {
    console_log!("{what}: hard with timeMs 300 took {elapsed:.1?} ms");
    for &ms in elapsed {
        assert!((250.0..=400.0).contains(&ms), "{what}: hard with timeMs 300 took {ms:.1} ms, not 250 to 400 ({elapsed:.1?})");
    }
}

/// Runs `f` while `Date.now` jumps an hour further at every reading, as when
/// the device's clock is set, then puts the real one back.
fn with_jumping_date<T>(f: impl FnOnce() -> T) -> T {
    let date = Reflect::get(&js_sys::global(), &"Date".into()).unwrap();
    let real = Reflect::get(&date, &"now".into()).unwrap();
    let jumping = Function::new_with_args("real", "let k = 0; return () => real.call(Date) + 3600000 * ++k;")
        .call1(&JsValue::NULL, &real)
        .unwrap();
    Reflect::set(&date, &"now".into(), &jumping).unwrap();
    let result = f();
    Reflect::set(&date, &"now".into(), &real).unwrap();
    result
}

pub fn hard_with_300_ms_stops_between_250_and_400_ms(what: &str) {
    let game = midgame();
    let elapsed: Vec<f64> = (0..3).map(|_| hard_300_ms(&game)).collect();
    assert_in_time(&elapsed, what);
}

pub fn setting_the_device_clock_does_not_move_the_time_limit(what: &str) {
    let game = midgame();
    let elapsed = with_jumping_date(|| {
        let now = Reflect::get(&js_sys::global(), &"Date".into()).and_then(|date| Reflect::get(&date, &"now".into())).unwrap();
        let first = now.dyn_ref::<Function>().unwrap().call0(&JsValue::NULL).unwrap().as_f64().unwrap();
        let second = now.dyn_ref::<Function>().unwrap().call0(&JsValue::NULL).unwrap().as_f64().unwrap();
        assert!(second - first >= 3_600_000.0, "Date.now jumps");
        hard_300_ms(&game)
    });
    assert_in_time(&[elapsed], &format!("{what}, Date.now jumping an hour a reading"));
}

/// A page may replace `performance.now` with one that throws, stands still,
/// gives no number or runs backwards: hard with a time limit must still
/// answer (its limit then counted in nodes), and the game must stay usable.
pub fn a_hostile_clock_still_lets_hard_answer(what: &str) {
    let game = midgame();
    let performance: JsValue = performance().into();
    let real = Reflect::get(&performance, &"now".into()).unwrap();
    let hostile = [
        ("throwing", Function::new_no_args("throw new Error('no clock here')")),
        ("frozen", Function::new_no_args("return 42")),
        ("not a number", Function::new_no_args("return NaN")),
        ("backwards", Function::new_no_args("let t = 1e6; return () => t--;").call0(&JsValue::NULL).unwrap().unchecked_into()),
    ];
    for (name, clock) in hostile {
        Reflect::set(&performance, &"now".into(), &clock).unwrap();
        let answer = game.ai_move(JSON::parse(r#"{"level":"hard","timeMs":50}"#).unwrap());
        Reflect::set(&performance, &"now".into(), &real).unwrap();
        let mv = answer.unwrap_or_else(|_| panic!("{what}, a {name} clock: hard answers"));
        let legal = js_sys::Array::from(&game.legal_moves().unwrap());
        assert!(legal.includes(&JsValue::from_str(&mv), 0), "{what}, a {name} clock: {mv} is legal");
    }
    assert!(game.to_json().len() > 2, "{what}: the game is still usable");
}
