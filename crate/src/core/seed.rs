//! A random stream's seed as the options give it: a JavaScript-safe integer
//! (negative ones too, as older saves have them) or decimal text for the
//! whole 64-bit range, reported back the same way.

use super::error::Error;
use super::js_number::MAX_SAFE_INTEGER;
use serde_json::Value;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seed(i128);

impl Seed {
    /// Reads option `name`; a number JavaScript cannot hold exactly is refused.
    pub fn read(name: &str, value: &Value) -> Result<Seed, Error> {
        let safe = MAX_SAFE_INTEGER as i128;
        let bad = || Error::BadOptionValue {
            name: name.to_string(),
            expected: format!("an integer from -{safe} to {safe}, or a decimal string from 0 to {}", u64::MAX),
        };
        let too_big = || Error::UnsafeNumber { name: name.to_string() };
        match value {
            Value::Number(n) => match (n.as_i64().map(i128::from).or(n.as_u64().map(i128::from)), n.as_f64()) {
                (Some(v), _) if v.abs() <= safe => Ok(Seed(v)),
                (Some(_), _) => Err(too_big()),
                (None, Some(f)) if f.fract() == 0.0 && f.abs() > safe as f64 => Err(too_big()),
                _ => Err(bad()),
            },
            Value::String(text) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
                text.parse::<u64>().map(|v| Seed(v.into())).map_err(|_| bad())
            }
            _ => Err(bad()),
        }
    }

    /// The stream's first state; a negative seed is its two's complement, as it always was.
    pub fn stream_start(self) -> u64 {
        self.0 as u64
    }

    /// A number when JavaScript holds it exactly, else decimal text.
    pub fn to_json(self) -> Value {
        match i64::try_from(self.0) {
            Ok(v) if v.unsigned_abs() <= MAX_SAFE_INTEGER => Value::from(v),
            _ => Value::String(self.0.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn safe_numbers_and_decimal_text_round_trip() {
        for given in [json!(0), json!(-3), json!(9_007_199_254_740_991u64), json!("18446744073709551615")] {
            assert_eq!(Seed::read("seed", &given).unwrap().to_json(), given);
        }
        assert_eq!(Seed::read("seed", &json!("42")).unwrap().to_json(), json!(42));
        assert_eq!(Seed::read("seed", &json!(-3)).unwrap().stream_start(), -3i64 as u64);
        assert_eq!(Seed::read("seed", &json!("18446744073709551615")).unwrap().stream_start(), u64::MAX);
    }

    #[test]
    fn unsafe_numbers_and_other_values_are_refused_with_their_code() {
        for given in [json!(9_007_199_254_740_992u64), json!(-9_007_199_254_740_992i64), json!(1.8446744073709552e19)] {
            assert_eq!(Seed::read("seed", &given).unwrap_err().code(), "unsafe-number", "{given}");
        }
        for given in [json!(1.5), json!("18446744073709551616"), json!("-5"), json!("+5"), json!(""), json!(true), json!([])] {
            assert_eq!(Seed::read("seed", &given).unwrap_err().code(), "bad-option-value", "{given}");
        }
    }
}
