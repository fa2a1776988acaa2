//! The JavaScript API of API.md: a thin layer over `session`, converting
//! values and turning every error into a JS `Error` with `code` and `parts`.
//! Nothing here decides a rule.

use crate::core::{Error, Side};
use crate::search::Limits;
use crate::session::{self, GameApi};
use serde::Serialize;
use serde_json::{json, Map, Value};
use wasm_bindgen::prelude::*;

/// A JS `Error` with the English `message`, a stable `code` and the named `parts` it quotes.
fn js_error(code: &str, message: &str, parts: &Map<String, Value>) -> JsValue {
    let error = js_sys::Error::new(message);
    // Setting a property on a fresh Error cannot fail; the message alone would still be thrown.
    let _ = js_sys::Reflect::set(&error, &"code".into(), &code.into());
    let _ = js_sys::Reflect::set(&error, &"parts".into(), &to_js(parts).unwrap_or_else(|_| js_sys::Object::new().into()));
    error.into()
}

fn err(e: Error) -> JsValue {
    js_error(e.code(), &e.to_string(), &e.parts())
}

/// An argument of the wrong kind: `what` must be `expected`.
fn bad_argument(what: &str, expected: &str) -> JsValue {
    err(Error::BadArgument { what: what.to_string(), expected: expected.to_string() })
}

/// Plain JS objects with `null` for absent values, as API.md shows them.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true).serialize_maps_as_objects(true);
    value.serialize(&serializer).map_err(|e| js_error("cannot-convert", &format!("cannot convert a result: {e}"), &Map::new()))
}

/// Reads an optional plain object (options, limits); `what` names it in errors.
/// It goes through `JSON.stringify`, which refuses cycles, BigInts and
/// over-deep nesting with a JS error instead of exhausting the wasm stack.
fn object_from_js(value: JsValue, what: &str) -> Result<Map<String, Value>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(Map::new());
    }
    let not_plain = || bad_argument(what, "a plain object");
    let prototype: JsValue = js_sys::Object::get_prototype_of(&value).into();
    let object_prototype: JsValue = js_sys::Object::get_prototype_of(&js_sys::Object::new()).into();
    let plain = value.is_object() && (prototype.is_null() || prototype == object_prototype);
    if !plain {
        return Err(not_plain());
    }
    let text = js_sys::JSON::stringify(&value)
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| bad_argument(what, "readable as JSON (no cycles or BigInts)"))?;
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(not_plain()),
        Err(e) => Err(bad_argument(what, &format!("readable as JSON ({e})"))),
    }
}

fn text_from_js(value: &JsValue, what: &str) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| bad_argument(what, "a string"))
}

fn side_from_js(value: &JsValue, what: &str) -> Result<Side, JsValue> {
    value
        .as_f64()
        .filter(|s| *s == 0.0 || *s == 1.0)
        .and_then(|s| Side::from_index(s as u64))
        .ok_or_else(|| bad_argument(what, "0 or 1"))
}

/// A dry run's answer: `{ ok: true, ...found }` or `{ ok: false, error: { code, message, ...parts } }`.
fn verdict(result: Result<Map<String, Value>, Error>) -> Result<JsValue, JsValue> {
    let answer = match result {
        Ok(mut found) => {
            found.insert("ok".into(), Value::Bool(true));
            Value::Object(found)
        }
        Err(e) => json!({ "ok": false, "error": { "code": e.code(), "message": e.to_string(), "parts": e.parts() } }),
    };
    to_js(&answer)
}

/// The `Performance` of this global scope, the page's (`Window`) or a worker's
/// (`WorkerGlobalScope`); `None` where neither has one. Found again for every
/// search: nothing is kept between calls.
fn performance() -> Option<web_sys::Performance> {
    let global = js_sys::global();
    if let Some(window) = global.dyn_ref::<web_sys::Window>() {
        return window.performance();
    }
    global.dyn_ref::<web_sys::WorkerGlobalScope>().and_then(|worker| worker.performance())
}

/// Milliseconds on `performance.now()`, which setting the device's time does
/// not move; `Date.now` only where there is no `Performance`.
fn now(performance: Option<&web_sys::Performance>) -> f64 {
    performance.map_or_else(js_sys::Date::now, |p| p.now())
}

/// Fresh randomness for the sticks and the computer's choices when no seed is given.
fn entropy() -> u64 {
    let mut bytes = [0u8; 8];
    // Without a secure source, the clocks still give a different game each time:
    // the date differs between visits, the fine performance clock within one.
    if getrandom::fill(&mut bytes).is_err() {
        let fine = performance().map_or(0.0, |p| p.now());
        return js_sys::Date::now().to_bits().wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ fine.to_bits();
    }
    u64::from_le_bytes(bytes)
}

#[wasm_bindgen]
pub fn rulesets() -> Result<JsValue, JsValue> {
    to_js(&session::rulesets())
}

#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

#[wasm_bindgen]
pub struct Game {
    inner: Box<dyn GameApi>,
}

#[wasm_bindgen]
impl Game {
    #[wasm_bindgen(constructor)]
    pub fn new(id: JsValue, options: JsValue) -> Result<Game, JsValue> {
        let id = text_from_js(&id, "the rule set id")?;
        let options = object_from_js(options, "options")?;
        Ok(Game { inner: session::new_game(&id, &options, entropy()).map_err(err)? })
    }

    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(text: JsValue) -> Result<Game, JsValue> {
        let text = text_from_js(&text, "a saved game")?;
        Ok(Game { inner: session::from_json(&text).map_err(err)? })
    }

    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> String {
        self.inner.to_json()
    }

    pub fn ruleset(&self) -> String {
        self.inner.ruleset().to_string()
    }

    pub fn options(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.options())
    }

    pub fn phase(&self) -> String {
        self.inner.phase().as_str().to_string()
    }

    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> u8 {
        self.inner.to_move().into()
    }

    pub fn seat(&self) -> u8 {
        self.inner.seat()
    }

    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.legal_moves())
    }

    pub fn play(&mut self, text: JsValue) -> Result<JsValue, JsValue> {
        let text = text_from_js(&text, "a move")?;
        to_js(&self.inner.play(&text).map_err(err)?)
    }

    /// Whether `text` is legal now, without playing it: `{ ok: true, move, report }`
    /// (canonical as `legalMoves` lists it, and what `play` would report) or `{ ok: false, error: { code, message, parts } }`.
    pub fn check(&self, text: JsValue) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Legal<'a> {
            ok: bool,
            #[serde(rename = "move")]
            text: &'a str,
            report: &'a session::PlayReport,
        }
        let text = text_from_js(&text, "a move")?;
        match self.inner.check(&text) {
            Ok((canonical, report)) => to_js(&Legal { ok: true, text: &canonical, report: &report }),
            Err(e) => verdict(Err(e)),
        }
    }

    /// Whether `side` may resign now, without resigning: `{ ok: true }` or `{ ok: false, error }` as `check`.
    #[wasm_bindgen(js_name = mayResign)]
    pub fn may_resign(&self, side: JsValue) -> Result<JsValue, JsValue> {
        let side = side_from_js(&side, "the side that resigns")?;
        verdict(self.inner.may_resign(side).map(|()| Map::new()))
    }

    /// `{ phase, toMove, seat, act, seriesPiece, blocked, barrier, seig }`: what is true now.
    pub fn situation(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.situation())
    }

    /// Seig: `{ sticks, endgame, rows, tables: { 7, 8 } }`; other rule sets: null.
    #[wasm_bindgen(js_name = throwTable)]
    pub fn throw_table(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.throw_table())
    }

    /// A new game holding this game's first `count` moves, same options and random stream.
    #[wasm_bindgen(js_name = gameAfter)]
    pub fn game_after(&self, count: JsValue) -> Result<Game, JsValue> {
        let count = count
            .as_f64()
            .filter(|c| c.fract() == 0.0 && *c >= 0.0 && *c <= crate::core::js_number::MAX_SAFE_INTEGER as f64)
            .ok_or_else(|| bad_argument("the number of moves", "a whole number from 0"))?;
        Ok(Game { inner: self.inner.game_after(count as u64).map_err(err)? })
    }

    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    pub fn board(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.board())
    }

    pub fn status(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.status())
    }

    pub fn history(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.history())
    }

    pub fn pool(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.pool())
    }

    #[wasm_bindgen(js_name = aiMove)]
    pub fn ai_move(&self, limits: JsValue) -> Result<String, JsValue> {
        let limits = Limits::from_json(&object_from_js(limits, "limits")?, entropy()).map_err(err)?;
        let performance = performance();
        self.inner.ai_move(&limits, &|| now(performance.as_ref())).map_err(err)
    }

    /// `aiMove` with what the search found: `{ best, value, depth, nodes }`,
    /// `value` for the side to act (about 100 a piece; beyond 500000 a forced result).
    pub fn analyse(&self, limits: JsValue) -> Result<JsValue, JsValue> {
        let limits = Limits::from_json(&object_from_js(limits, "limits")?, entropy()).map_err(err)?;
        let performance = performance();
        to_js(&self.inner.analyse(&limits, &|| now(performance.as_ref())).map_err(err)?)
    }

    pub fn resign(&mut self, side: JsValue) -> Result<(), JsValue> {
        self.inner.resign(side_from_js(&side, "the side that resigns")?).map_err(err)
    }

    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsValue> {
        self.inner.agree_draw().map_err(err)
    }

    /// Leaf count of the move tree to `depth` (at most 8), for benchmarks and tests.
    pub fn perft(&self, depth: u32) -> Result<f64, JsValue> {
        if depth > 8 {
            return Err(bad_argument("perft depth", "8 or less"));
        }
        Ok(self.inner.perft(depth) as f64)
    }

    /// Random games from here (at most 100 000 games of 10 000 plies, so a
    /// call always returns); returns the plies played. Measures raw rules speed.
    #[wasm_bindgen(js_name = randomPlayouts)]
    pub fn random_playouts(&self, games: u32, max_plies: u32, seed: f64) -> Result<f64, JsValue> {
        if games > 100_000 || max_plies > 10_000 {
            return Err(bad_argument("random playouts", "at most 100000 games of 10000 plies"));
        }
        Ok(self.inner.random_playouts(games, max_plies, seed as u64) as f64)
    }
}
