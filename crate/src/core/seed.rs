//! A random stream's seed as the options give it: an integer from 0 to
//! 2^64-1, as a JavaScript-safe number or as decimal text for the whole
//! range, reported back the same way. Anything else is refused at once.

use super::error::Error;
use super::js_number::MAX_SAFE_INTEGER;
use serde_json::Value;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seed(u64);

impl Seed {
    /// What a seed may be, as error messages say it.
    pub fn expected() -> String {
        format!("an integer from 0 to {MAX_SAFE_INTEGER}, or a decimal string from \"0\" to \"{}\"", u64::MAX)
    }

    /// Reads option `name`; a number JavaScript cannot hold exactly is refused
    /// with its own code, a negative one or anything else as a bad value.
    pub fn read(name: &str, value: &Value) -> Result<Seed, Error> {
        let bad = || Error::BadOptionValue { name: name.to_string(), expected: Seed::expected() };
        let too_big = || Error::UnsafeNumber { name: name.to_string() };
        match value {
            Value::Number(n) => match (n.as_u64(), n.as_f64()) {
                (Some(v), _) if v <= MAX_SAFE_INTEGER => Ok(Seed(v)),
                (Some(_), _) => Err(too_big()),
                (None, Some(f)) if f.fract() == 0.0 && f > MAX_SAFE_INTEGER as f64 => Err(too_big()),
                _ => Err(bad()),
            },
            Value::String(text) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
                text.parse::<u64>().map(Seed).map_err(|_| bad())
            }
            _ => Err(bad()),
        }
    }

    /// The stream's first state.
    pub fn stream_start(self) -> u64 {
        self.0
    }

    /// A number when JavaScript holds it exactly, else decimal text.
    pub fn to_json(self) -> Value {
        if self.0 <= MAX_SAFE_INTEGER {
            Value::from(self.0)
        } else {
            Value::String(self.0.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn safe_numbers_and_decimal_text_round_trip() {
        for given in [json!(0), json!(3), json!(9_007_199_254_740_991u64), json!("18446744073709551615")] {
            assert_eq!(Seed::read("seed", &given).unwrap().to_json(), given);
        }
        assert_eq!(Seed::read("seed", &json!("42")).unwrap().to_json(), json!(42));
        assert_eq!(Seed::read("seed", &json!("007")).unwrap().to_json(), json!(7));
        assert_eq!(Seed::read("seed", &json!("18446744073709551615")).unwrap().stream_start(), u64::MAX);
    }

    #[test]
    fn unsafe_numbers_and_other_values_are_refused_with_their_code() {
        for given in [json!(9_007_199_254_740_992u64), json!(1.8446744073709552e19), json!(1e300)] {
            assert_eq!(Seed::read("seed", &given).unwrap_err().code(), "unsafe-number", "{given}");
        }
        for given in [
            json!(-1),
            json!(-3),
            json!(-9_007_199_254_740_992i64),
            json!(-0.5),
            json!(1.5),
            json!("18446744073709551616"),
            json!("-5"),
            json!("+5"),
            json!(" 5"),
            json!(""),
            json!(true),
            json!([]),
        ] {
            let error = Seed::read("seed", &given).unwrap_err();
            assert_eq!(error.code(), "bad-option-value", "{given}");
            assert!(error.to_string().contains("from 0 to"), "{error}");
        }
    }
}
