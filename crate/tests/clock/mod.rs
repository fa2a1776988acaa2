//! The computer player's time limit, read on the performance clock of the
//! global scope: shared by the page run (`web.rs`) and the worker run
//! (`web_worker.rs`). What the limit does is proved on clocks the tests
//! drive and count, never by how long a search took on a machine that may be
//! busy; speeds are `make bench`'s.

use desert_games::bindings::Game;
use js_sys::{Array, Function, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};

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

const LIMIT_MS: f64 = 300.0;

/// Hard's move with a time limit of `LIMIT_MS`.
fn hard_move(game: &Game) -> String {
    let mv = game.ai_move(JSON::parse(&format!(r#"{{"level":"hard","timeMs":{LIMIT_MS}}}"#)).unwrap()).unwrap();
    assert!(!mv.is_empty());
    mv
}

/// Runs `f` while `object[name]` is `replacement`, then puts the real one back.
fn with_replaced<T>(object: &JsValue, name: &str, replacement: &JsValue, f: impl FnOnce() -> T) -> T {
    let real = Reflect::get(object, &name.into()).unwrap();
    Reflect::set(object, &name.into(), replacement).unwrap();
    let result = f();
    Reflect::set(object, &name.into(), &real).unwrap();
    result
}

/// Milliseconds a clock reading moves on the ticking clock.
const TICK_MS: f64 = 10.0;

/// A clock that moves `TICK_MS` at every reading and keeps what it gave in
/// its `readings`: its time passes only as the search reads it.
fn ticking_clock() -> Function {
    Function::new_no_args(&format!("let t = 5000; const now = () => {{ t += {TICK_MS}; now.readings.push(t); return t; }}; now.readings = []; return now;"))
        .call0(&JsValue::NULL)
        .unwrap()
        .unchecked_into()
}

/// The readings `clock` (a `ticking_clock`) gave.
fn readings(clock: &Function) -> Vec<f64> {
    Array::from(&Reflect::get(clock, &"readings".into()).unwrap()).iter().map(|t| t.as_f64().unwrap()).collect()
}

/// Hard's search with its limit, `performance.now` ticking, and `Date.now`
/// replaced by `date_now` when given: the time the ticking clock showed from
/// the search's first reading to its last.
fn ticked_time_of_hard(what: &str, date_now: Option<&Function>) -> f64 {
    let game = midgame();
    let clock = ticking_clock();
    let search = || with_replaced(&performance().into(), "now", &clock, || hard_move(&game));
    match date_now {
        Some(date_now) => with_replaced(&Reflect::get(&js_sys::global(), &"Date".into()).unwrap(), "now", date_now, search),
        None => search(),
    };
    let seen = readings(&clock);
    assert!(seen.len() >= 2, "{what}: the search read the performance clock ({seen:?})");
    seen[seen.len() - 1] - seen[0]
}

/// The search ends at the first reading at or past its limit: hard's plain
/// search in one go, or (where it weighs traps) its two parts, each at the
/// first reading past its share. So the limit shows whole, give or take
/// one tick for each part.
fn assert_ends_at_its_limit(what: &str, ticked_ms: f64) {
    assert!(
        (LIMIT_MS..=LIMIT_MS + 2.0 * TICK_MS).contains(&ticked_ms),
        "{what}: hard with timeMs {LIMIT_MS} read the clock over {ticked_ms} ms of its time, not {LIMIT_MS} to {}",
        LIMIT_MS + 2.0 * TICK_MS
    );
}

pub fn hard_thinks_until_the_clock_shows_its_time_limit(what: &str) {
    assert_ends_at_its_limit(what, ticked_time_of_hard(what, None));
}

/// Setting the device's time moves `Date.now`, never `performance.now`: with
/// `Date.now` jumping an hour at every reading, or standing still, the limit
/// still ends the search when the performance clock shows it.
pub fn setting_the_device_clock_does_not_move_the_time_limit(what: &str) {
    let jumping = Function::new_no_args("let t = Date.now(); return () => (t += 3600000);").call0(&JsValue::NULL).unwrap().unchecked_into();
    let frozen = Function::new_no_args("return 1e12");
    for (name, date_now) in [("jumping an hour a reading", jumping), ("standing still", frozen)] {
        let what = format!("{what}, Date.now {name}");
        assert_ends_at_its_limit(&what, ticked_time_of_hard(&what, Some(&date_now)));
    }
}

/// On the scope's own clock, untouched: hard answers once its time is up.
pub fn on_the_real_clock_hard_answers_after_its_time_limit(what: &str) {
    let game = midgame();
    let clock = performance();
    let start = clock.now();
    hard_move(&game);
    let elapsed = clock.now() - start;
    // The search stops only at a reading at or past its deadline (0.1 ms for
    // the clock's rounding): a lower bound no load can break.
    assert!(elapsed >= LIMIT_MS - 0.1, "{what}: hard answered after {elapsed:.1} ms, before its {LIMIT_MS} ms were up");
    // Ten times the limit: so wide that only a search which does not stop at
    // its limit fails it, never a busy machine (which once stretched 300 ms
    // to 422); how fast the answer comes is `make bench`'s to measure.
    assert!(elapsed < 10.0 * LIMIT_MS, "{what}: hard with timeMs {LIMIT_MS} answered only after {elapsed:.1} ms");
}

/// A page may replace `performance.now` with one that throws, stands still,
/// gives no number or runs backwards: hard with a time limit must still
/// answer (its limit then counted in nodes), and the game must stay usable.
pub fn a_hostile_clock_still_lets_hard_answer(what: &str) {
    let game = midgame();
    let hostile = [
        ("throwing", Function::new_no_args("throw new Error('no clock here')")),
        ("frozen", Function::new_no_args("return 42")),
        ("not a number", Function::new_no_args("return NaN")),
        ("backwards", Function::new_no_args("let t = 1e6; return () => t--;").call0(&JsValue::NULL).unwrap().unchecked_into()),
    ];
    for (name, clock) in hostile {
        let answer = with_replaced(&performance().into(), "now", &clock, || game.ai_move(JSON::parse(r#"{"level":"hard","timeMs":50}"#).unwrap()));
        let mv = answer.unwrap_or_else(|_| panic!("{what}, a {name} clock: hard answers"));
        let legal = js_sys::Array::from(&game.legal_moves().unwrap());
        assert!(legal.includes(&JsValue::from_str(&mv), 0), "{what}, a {name} clock: {mv} is legal");
    }
    assert!(game.to_json().len() > 2, "{what}: the game is still usable");
}
