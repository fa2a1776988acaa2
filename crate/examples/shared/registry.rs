//! What the examples read from the engine's registry instead of naming rule sets.

use desert_games::{rulesets, RULESET_IDS};

/// Whether rule set `id`'s moves are paid for with thrown sticks (Seig): its
/// games run to thousands of plies, mostly throws, and its stream is seeded.
pub fn throws(id: &str) -> bool {
    let info = rulesets().into_iter().find(|info| info.id == id);
    info.unwrap_or_else(|| panic!("unknown rule set {id:?}: expected one of {RULESET_IDS:?}")).capabilities.throws
}
