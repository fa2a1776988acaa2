//! What one move did, as the search needs it.

use crate::race::Throw;

/// What one move did, cheap enough to return from the search's inner loop.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// Bit set of the board indices whose pieces were removed.
    pub captured: u128,
    /// A race game's throw: the sticks as they fell.
    pub throw: Option<Throw>,
}
