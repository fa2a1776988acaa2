//! The JavaScript API of API.md: a thin layer over `session`, converting
//! values and turning every error into a JS `Error` with `code` and `parts`.
//! Nothing here decides a rule.
//!
//! Whatever JavaScript passes in, every call returns or throws its own
//! `Error` and leaves the game and the instance usable: a JS exception must
//! never unwind through Rust frames (that leaves the game borrowed and the
//! wasm stack pointer moved), so every JS function that can throw is called
//! through an import declared with `catch`, and every input is measured
//! before it is copied into Rust.

use crate::core::{Error, MoveWords, Setup};
use crate::search::Limits;
use crate::registry;
use crate::session::{self, GameApi};
use serde::Serialize;
use serde_json::{json, Map, Value};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

mod numbers;
use numbers::{count_from_js, seed_from_js, side_from_js};

/// Longest move text read (UTF-16 units): the longest legal move is a few dozen.
pub const MAX_MOVE_CHARS: u32 = 256;
/// Longest rule set id read.
pub const MAX_ID_CHARS: u32 = 64;
/// Longest options or limits object read, as JSON text.
pub const MAX_OBJECT_CHARS: u32 = 16 * 1024;
/// Longest saved game read: far beyond any real game (a Siga game of 10 000 plies is about 80 KB).
pub const MAX_SAVE_CHARS: u32 = 16 * 1024 * 1024;

#[wasm_bindgen]
extern "C" {
    /// `Object.getPrototypeOf`, which throws for a revoked Proxy or a throwing trap.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = getPrototypeOf)]
    fn try_prototype_of(value: &JsValue) -> Result<JsValue, JsValue>;

    /// `performance.now()` of the page or the worker, which a page may replace
    /// or remove; read as a value, so that even its conversion to a number
    /// happens here and cannot throw.
    #[wasm_bindgen(catch, js_namespace = performance, js_name = now)]
    fn try_performance_now() -> Result<JsValue, JsValue>;

    /// `Date.now()`, for a scope without `performance`; replaceable as well.
    #[wasm_bindgen(catch, js_namespace = Date, js_name = now)]
    fn try_date_now() -> Result<JsValue, JsValue>;

    /// `JSON.stringify`, which runs getters, `toJSON` and Proxy traps, any of
    /// which may throw; `undefined` for values JSON cannot hold.
    #[wasm_bindgen(catch, js_namespace = JSON, js_name = stringify)]
    fn try_stringify(value: &JsValue) -> Result<JsValue, JsValue>;
}

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

/// An argument longer than this call reads.
fn too_long(what: &str, max: u32, length: u32) -> JsValue {
    err(Error::TooLong { what: what.to_string(), max: max.into(), length: length.into() })
}

/// Plain JS objects with `null` for absent values, as API.md shows them.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true).serialize_maps_as_objects(true);
    value.serialize(&serializer).map_err(|e| js_error("cannot-convert", &format!("cannot convert a result: {e}"), &Map::new()))
}

/// Reads an optional plain object (options, limits); `what` names it in errors.
/// It goes through `JSON.stringify`, which refuses cycles, BigInts and
/// over-deep nesting with a JS error instead of exhausting the wasm stack;
/// a throwing getter, `toJSON` or Proxy trap is refused the same way.
fn object_from_js(value: JsValue, what: &str) -> Result<Map<String, Value>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(Map::new());
    }
    let not_plain = || bad_argument(what, "a plain object");
    if !value.is_object() {
        return Err(not_plain());
    }
    let unreadable = || bad_argument(what, "readable as JSON (no cycles, BigInts or throwing getters)");
    let prototype = try_prototype_of(&value).map_err(|_| unreadable())?;
    let object_prototype = try_prototype_of(&js_sys::Object::new().into()).map_err(|_| unreadable())?;
    if !(prototype.is_null() || prototype == object_prototype) {
        return Err(not_plain());
    }
    let text = try_stringify(&value).map_err(|_| unreadable())?;
    let text = text.dyn_ref::<js_sys::JsString>().ok_or_else(not_plain)?;
    if text.length() > MAX_OBJECT_CHARS {
        return Err(too_long(what, MAX_OBJECT_CHARS, text.length()));
    }
    match serde_json::from_str::<Value>(&String::from(text)) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(not_plain()),
        Err(e) => Err(bad_argument(what, &format!("readable as JSON ({e})"))),
    }
}

/// Reads a string of at most `max` UTF-16 units, measured before it is copied.
fn text_from_js(value: &JsValue, what: &str, max: u32) -> Result<String, JsValue> {
    let text = value.dyn_ref::<js_sys::JsString>().ok_or_else(|| bad_argument(what, "a string"))?;
    if text.length() > max {
        return Err(too_long(what, max, text.length()));
    }
    Ok(String::from(text))
}

/// The computer player's limits (API.md), seeded afresh when they give no seed.
fn limits_from_js(limits: JsValue) -> Result<Limits, JsValue> {
    Limits::from_json(&object_from_js(limits, "limits")?, entropy()).map_err(err)
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

/// Milliseconds on `performance.now()`, which setting the device's time does
/// not move; `Date.now()` where there is no `performance`. NaN when neither
/// gives a number: the search's budget then counts its time in nodes.
fn now() -> f64 {
    try_performance_now().or_else(|_| try_date_now()).ok().and_then(|ms| ms.as_f64()).unwrap_or(f64::NAN)
}

/// Fresh randomness for the sticks and the computer's choices when no seed is given.
fn entropy() -> u64 {
    let mut bytes = [0u8; 8];
    // Without a secure source, the clocks still give a different game each time:
    // the date differs between visits, the fine performance clock within one.
    if getrandom::fill(&mut bytes).is_err() {
        let date = try_date_now().ok().and_then(|ms| ms.as_f64()).unwrap_or(0.0);
        let fine = try_performance_now().ok().and_then(|ms| ms.as_f64()).unwrap_or(0.0);
        return date.to_bits().wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ fine.to_bits();
    }
    u64::from_le_bytes(bytes)
}

// The TypeScript shapes of the plain objects the API takes and returns, for
// the npm package's declarations (`make packages`): wasm-bindgen types a
// `JsValue` as `any`, so each call below names its shape with
// `unchecked_return_type` / `unchecked_param_type`. They follow the serde
// shapes of `session`, `registry` and `core` (null for absent values).
#[wasm_bindgen(typescript_custom_section)]
const TS_SHAPES: &'static str = include_str!("api.d.ts");

#[wasm_bindgen(unchecked_return_type = "RulesetInfo[]")]
pub fn rulesets() -> Result<JsValue, JsValue> {
    to_js(&registry::rulesets())
}

/// The losses (evaluation points, about 100 a piece) from which a review marks
/// a move: `{ inaccuracy, mistake, blunder }`.
#[wasm_bindgen(js_name = reviewThresholds, unchecked_return_type = "{ inaccuracy: number; mistake: number; blunder: number }")]
pub fn review_thresholds() -> Result<JsValue, JsValue> {
    use crate::teach::review::{BLUNDER, INACCURACY, MISTAKE};
    to_js(&json!({ "inaccuracy": INACCURACY, "mistake": MISTAKE, "blunder": BLUNDER }))
}

/// The scale of the search's values: `{ piece, forcedResult }`, the points of one
/// piece and the bound beyond which a value is a forced result.
#[wasm_bindgen(js_name = valueScale, unchecked_return_type = "{ piece: number; forcedResult: number }")]
pub fn value_scale() -> Result<JsValue, JsValue> {
    to_js(&json!({ "piece": crate::search::PIECE, "forcedResult": crate::teach::review::FORCED_RESULT }))
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
    pub fn new(#[wasm_bindgen(unchecked_param_type = "RulesetId")] id: JsValue, #[wasm_bindgen(unchecked_param_type = "Options | null | void")] options: JsValue) -> Result<Game, JsValue> {
        let id = text_from_js(&id, "the rule set id", MAX_ID_CHARS)?;
        let options = object_from_js(options, "options")?;
        Ok(Game { inner: registry::new_game(&id, &options, entropy()).map_err(err)? })
    }

    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<Game, JsValue> {
        let text = text_from_js(&text, "a saved game", MAX_SAVE_CHARS)?;
        Ok(Game { inner: registry::from_json(&text).map_err(err)? })
    }

    /// A game from the position `setup` describes, once its rules checked it
    /// (`setup-*` codes say why one is refused); undo goes back to it, not before.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(
        #[wasm_bindgen(unchecked_param_type = "RulesetId")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Options | null | void")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Setup")] setup: JsValue,
    ) -> Result<Game, JsValue> {
        let id = text_from_js(&id, "the rule set id", MAX_ID_CHARS)?;
        let (options, setup) = (object_from_js(options, "options")?, object_from_js(setup, "the setup")?);
        let setup = Setup::read(&Value::Object(setup)).map_err(err)?;
        Ok(Game { inner: registry::from_setup(&id, &options, &setup, entropy()).map_err(err)? })
    }

    /// The position now as a setup, which `fromSetup` takes back.
    #[wasm_bindgen(unchecked_return_type = "Setup")]
    pub fn setup(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.setup())
    }

    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> String {
        self.inner.to_json()
    }

    pub fn ruleset(&self) -> String {
        self.inner.ruleset().to_string()
    }

    /// `"grid"` or `"race"`, as `rulesets()` gives it.
    #[wasm_bindgen(unchecked_return_type = "\"grid\" | \"race\"")]
    pub fn kind(&self) -> String {
        self.inner.kind().as_str().to_string()
    }

    #[wasm_bindgen(unchecked_return_type = "Options")]
    pub fn options(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.options())
    }

    #[wasm_bindgen(unchecked_return_type = "Phase")]
    pub fn phase(&self) -> String {
        self.inner.phase().as_str().to_string()
    }

    #[wasm_bindgen(js_name = toMove, unchecked_return_type = "Side")]
    pub fn to_move(&self) -> u8 {
        self.inner.to_move().into()
    }

    pub fn seat(&self) -> u8 {
        self.inner.seat()
    }

    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "string[]")]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.legal_moves())
    }

    /// Every legal move as data, in `legalMoves()`'s order:
    /// `[{ move, placement, from, to, spent, writtenCapture, throw }]`.
    #[wasm_bindgen(unchecked_return_type = "MoveEntry[]")]
    pub fn moves(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.moves())
    }

    #[wasm_bindgen(unchecked_return_type = "PlayReport")]
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
        let text = text_from_js(&text, "a move", MAX_MOVE_CHARS)?;
        to_js(&self.inner.play(&text).map_err(err)?)
    }

    /// The legal move a person typed, as `moves()` lists it (its canonical
    /// `move` and what it is made of), read in `words` (`{ throw, white, black }`:
    /// the reader's word for a throw and letters for the faces) or the rules' own.
    #[wasm_bindgen(js_name = readMove, unchecked_return_type = "MoveEntry")]
    pub fn read_move(&self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_param_type = "MoveWords | null | void")] words: JsValue) -> Result<JsValue, JsValue> {
        let text = text_from_js(&text, "a move", MAX_MOVE_CHARS)?;
        let words = MoveWords::from_json(&object_from_js(words, "the move words")?).map_err(err)?;
        to_js(&self.inner.read_move(&text, &words).map_err(err)?)
    }

    /// Whether `text` is legal now, without playing it: `{ ok: true, move, report }`
    /// (canonical as `legalMoves` lists it, and what `play` would report) or `{ ok: false, error: { code, message, parts } }`.
    #[wasm_bindgen(unchecked_return_type = "Verdict<{ move: string; report: PlayReport }>")]
    pub fn check(&self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Legal<'a> {
            ok: bool,
            #[serde(rename = "move")]
            text: &'a str,
            report: &'a session::PlayReport,
        }
        let text = text_from_js(&text, "a move", MAX_MOVE_CHARS)?;
        match self.inner.check(&text) {
            Ok((canonical, report)) => to_js(&Legal { ok: true, text: &canonical, report: &report }),
            Err(e) => verdict(Err(e)),
        }
    }

    /// Whether `side` may resign now, without resigning: `{ ok: true }` or `{ ok: false, error }` as `check`.
    #[wasm_bindgen(js_name = mayResign, unchecked_return_type = "Verdict<{}>")]
    pub fn may_resign(&self, #[wasm_bindgen(unchecked_param_type = "Side")] side: JsValue) -> Result<JsValue, JsValue> {
        let side = side_from_js(&side, "the side that resigns")?;
        verdict(self.inner.may_resign(side).map(|()| Map::new()))
    }

    /// `{ phase, toMove, seat, act, seriesPiece, blocked, barrier, seig }`: what is true now.
    #[wasm_bindgen(unchecked_return_type = "Situation")]
    pub fn situation(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.situation())
    }

    /// Why no legal move is made of `{ from, to }` now (`to` alone a placement,
    /// `from` alone any move of that piece): `{ code, message, parts }`, or null when
    /// one is legal or only the board stands in the way.
    #[wasm_bindgen(unchecked_return_type = "EngineError | null")]
    pub fn refusal(&self, #[wasm_bindgen(unchecked_param_type = "{ from?: string | null; to?: string | null }")] parts: JsValue) -> Result<JsValue, JsValue> {
        let parts = object_from_js(parts, "the parts of a move")?;
        let square = |name: &str| match parts.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(square)) => Ok(Some(square.as_str())),
            Some(_) => Err(bad_argument(&format!("the parts' {name}"), "a square name or null")),
        };
        match self.inner.refusal(square("from")?, square("to")?).map_err(err)? {
            None => Ok(JsValue::NULL),
            Some(e) => to_js(&json!({ "code": e.code(), "message": e.to_string(), "parts": e.parts() })),
        }
    }

    /// Seig: `{ sticks, endgame, rows, tables: { 7, 8 } }`; other rule sets: null.
    #[wasm_bindgen(js_name = throwTable, unchecked_return_type = "ThrowTable | null")]
    pub fn throw_table(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.throw_table())
    }

    /// A new game holding this game's first `count` moves, same options and random stream.
    #[wasm_bindgen(js_name = gameAfter)]
    pub fn game_after(&self, #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue) -> Result<Game, JsValue> {
        let count = count_from_js(&count, "the number of moves", crate::core::js_number::MAX_SAFE_INTEGER)?;
        Ok(Game { inner: self.inner.game_after(count).map_err(err)? })
    }

    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn board(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.board())
    }

    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.status())
    }

    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn history(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.history())
    }

    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn pool(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.pool())
    }

    #[wasm_bindgen(js_name = aiMove)]
    pub fn ai_move(&self, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<String, JsValue> {
        let limits = limits_from_js(limits)?;
        self.inner.ai_move(&limits, &now).map_err(err)
    }

    /// `aiMove` with what the search found: `{ best, value, depth, nodes }`,
    /// `value` for the side to act (about 100 a piece; beyond 500000 a forced result).
    #[wasm_bindgen(unchecked_return_type = "Analysis")]
    pub fn analyse(&self, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<JsValue, JsValue> {
        let limits = limits_from_js(limits)?;
        to_js(&self.inner.analyse(&limits, &now).map_err(err)?)
    }

    /// The computer's best move (never hard's trap) with why: `{ move, value, reasons: [{ code, parts }] }`.
    #[wasm_bindgen(unchecked_return_type = "Hint")]
    pub fn hint(&self, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<JsValue, JsValue> {
        let limits = limits_from_js(limits)?;
        to_js(&self.inner.hint(&limits, &now).map_err(err)?)
    }

    /// Why a legal move is good or bad, by the rules alone: `[{ code, parts }]`. No search.
    #[wasm_bindgen(unchecked_return_type = "MoveReason[]")]
    pub fn explain(&self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
        let text = text_from_js(&text, "a move", MAX_MOVE_CHARS)?;
        to_js(&self.inner.explain(&text).map_err(err)?)
    }

    /// Every legal move valued for the side to act at one depth, best first: `[{ move, value }]`.
    #[wasm_bindgen(js_name = moveValues, unchecked_return_type = "{ move: string; value: number }[]")]
    pub fn move_values(&self, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<JsValue, JsValue> {
        let limits = limits_from_js(limits)?;
        to_js(&self.inner.move_values(&limits, &now).map_err(err)?)
    }

    /// The legal move `text`, not played, judged against the computer's best:
    /// `{ move, best, bestValue, playedValue, loss, mark, better, reasons, betterReasons }`.
    #[wasm_bindgen(js_name = judgeNext, unchecked_return_type = "Judgement")]
    pub fn judge_next(&self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<JsValue, JsValue> {
        let text = text_from_js(&text, "a move", MAX_MOVE_CHARS)?;
        let limits = limits_from_js(limits)?;
        to_js(&self.inner.judge_next(&text, &limits, &now).map_err(err)?)
    }

    /// Move `index` (0-based) of `history()` judged as `judgeNext` judges, in the position it was played from.
    #[wasm_bindgen(js_name = judgeMove, unchecked_return_type = "Judgement")]
    pub fn judge_move(&self, #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<JsValue, JsValue> {
        let index = count_from_js(&index, "the index of a move", crate::core::js_number::MAX_SAFE_INTEGER)?;
        let limits = limits_from_js(limits)?;
        to_js(&self.inner.judge_move(index, &limits, &now).map_err(err)?)
    }

    /// Position `index` of a whole game's review: `{ index, total, chance, judgement }`,
    /// `judgement` as `judgeMove` with `betterSquares` (null after the last move).
    #[wasm_bindgen(js_name = reviewStep, unchecked_return_type = "ReviewStep")]
    pub fn review_step(&self, #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<JsValue, JsValue> {
        let index = count_from_js(&index, "the index of a position", crate::core::js_number::MAX_SAFE_INTEGER)?;
        let limits = limits_from_js(limits)?;
        to_js(&self.inner.review_step(index, &limits, &now).map_err(err)?)
    }

    /// Whether the computer, playing `side`, agrees to a draw offered now:
    /// when it stands half a piece worse, or level after 30 plies without a
    /// capture. A search within `limits`, the same at every level.
    #[wasm_bindgen(js_name = acceptsDraw)]
    pub fn accepts_draw(&self, #[wasm_bindgen(unchecked_param_type = "Side")] side: JsValue, #[wasm_bindgen(unchecked_param_type = "Limits | null | void")] limits: JsValue) -> Result<bool, JsValue> {
        let side = side_from_js(&side, "the side answering the offer")?;
        let limits = limits_from_js(limits)?;
        self.inner.accepts_draw(side, &limits, &now).map_err(err)
    }

    pub fn resign(&mut self, #[wasm_bindgen(unchecked_param_type = "Side")] side: JsValue) -> Result<(), JsValue> {
        self.inner.resign(side_from_js(&side, "the side that resigns")?).map_err(err)
    }

    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsValue> {
        self.inner.agree_draw().map_err(err)
    }

    /// Leaf count of the move tree to `depth` (at most 8), for benchmarks and tests.
    pub fn perft(&self, #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue) -> Result<f64, JsValue> {
        let depth = count_from_js(&depth, "perft depth", 8)?;
        Ok(self.inner.perft(depth as u32) as f64)
    }

    /// Random games from here (at most 100 000 games of 10 000 plies, so a
    /// call always returns); returns the plies played. Measures raw rules speed.
    /// `seed` as the options take one: a safe integer or a decimal string.
    #[wasm_bindgen(js_name = randomPlayouts)]
    pub fn random_playouts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] games: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] max_plies: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    ) -> Result<f64, JsValue> {
        let games = count_from_js(&games, "the number of random playouts", 100_000)?;
        let max_plies = count_from_js(&max_plies, "the plies of a random playout", 10_000)?;
        let seed = seed_from_js(&seed, "the seed of random playouts")?;
        Ok(self.inner.random_playouts(games as u32, max_plies as u32, seed) as f64)
    }
}
