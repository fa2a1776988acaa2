//! Numbers and sides read from JavaScript values, each checked before it is used.

use super::{bad_argument, text_from_js};
use crate::core::{Seed, Side};
use serde_json::Value;
use wasm_bindgen::JsValue;

pub(super) fn side_from_js(value: &JsValue, what: &str) -> Result<Side, JsValue> {
    value
        .as_f64()
        .filter(|s| *s == 0.0 || *s == 1.0)
        .and_then(|s| Side::from_index(s as u64))
        .ok_or_else(|| bad_argument(what, "0 or 1"))
}

/// A whole number from 0 to `max` given as a JS number.
pub(super) fn count_from_js(value: &JsValue, what: &str, max: u64) -> Result<u64, JsValue> {
    value
        .as_f64()
        .filter(|c| c.fract() == 0.0 && *c >= 0.0 && *c <= max as f64)
        .map(|c| c as u64)
        .ok_or_else(|| bad_argument(what, &format!("a whole number from 0 to {max}")))
}

/// A seed as `Seed::read` takes it: a safe integer number or a decimal string.
pub(super) fn seed_from_js(value: &JsValue, what: &str) -> Result<u64, JsValue> {
    let given = if let Some(n) = value.as_f64() {
        serde_json::Number::from_f64(n).map(Value::Number).unwrap_or(Value::Null)
    } else if value.is_string() {
        Value::String(text_from_js(value, what, 32)?)
    } else {
        Value::Null
    };
    // Whole numbers as integers, so that `Seed::read` sees 3 and not 3.0.
    let given = match given {
        Value::Number(n) => match n.as_f64() {
            Some(f) if f.fract() == 0.0 && f.abs() < 1.8e19 => {
                if f < 0.0 { Value::from(f as i64) } else { Value::from(f as u64) }
            }
            _ => Value::Number(n),
        },
        other => other,
    };
    Seed::read("seed", &given).map(Seed::stream_start).map_err(|_| bad_argument(what, &Seed::expected()))
}
