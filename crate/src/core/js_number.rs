//! 64-bit values for JavaScript, whose numbers are exact only up to 2^53 - 1:
//! larger ones travel as decimal strings, so nothing is rounded or refused.

use serde::Serializer;
use serde_json::Value;

/// The largest integer a JavaScript number holds exactly (`Number.MAX_SAFE_INTEGER`).
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A number when JavaScript holds it exactly, else its decimal text.
pub fn u64_value(n: u64) -> Value {
    if n <= MAX_SAFE_INTEGER {
        Value::from(n)
    } else {
        Value::String(n.to_string())
    }
}

/// `#[serde(serialize_with = "...")]` for a `u64` that may pass 2^53.
pub fn serialize_u64<S: Serializer>(n: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    if *n <= MAX_SAFE_INTEGER {
        serializer.serialize_u64(*n)
    } else {
        serializer.serialize_str(&n.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_past_2_53_become_text() {
        assert_eq!(u64_value(MAX_SAFE_INTEGER), Value::from(9_007_199_254_740_991u64));
        assert_eq!(u64_value(MAX_SAFE_INTEGER + 1), Value::String("9007199254740992".into()));
        assert_eq!(u64_value(u64::MAX), Value::String("18446744073709551615".into()));
    }
}
