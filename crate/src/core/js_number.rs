//! 64-bit values for JavaScript, whose numbers are exact only up to 2^53 - 1:
//! larger ones travel as decimal strings, so nothing is rounded or refused.

use serde::Serializer;

/// The largest integer a JavaScript number holds exactly (`Number.MAX_SAFE_INTEGER`).
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `#[serde(serialize_with = "...")]` for a `u64` that may pass 2^53.
pub fn serialize_u64<S: Serializer>(n: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    if *n <= MAX_SAFE_INTEGER {
        serializer.serialize_u64(*n)
    } else {
        serializer.serialize_str(&n.to_string())
    }
}
