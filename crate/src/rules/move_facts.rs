//! What one move did, as `play()` reports it.

use crate::core::MoveParts;
use crate::race::ThrowFacts;

/// What one move did, for `play()`'s report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveFacts {
    pub parts: MoveParts,
    /// Seig spend: every hole the piece passes, start and landing included.
    pub path: Option<Vec<String>>,
    pub throw: Option<ThrowFacts>,
}
