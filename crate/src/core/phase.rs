//! The phase a game is in, as `phase()` reports it.

/// What kind of move the game expects now.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Seega: the pieces are placed on the board.
    Placement,
    /// Siga and Seega: the pieces step.
    Movement,
    /// Seig: the sticks are thrown.
    Throw,
    /// Seig: the thrown values are spent on moves.
    Spend,
    /// Seig's end: every throw may take a piece.
    Endgame,
    /// The game is over.
    Over,
}

impl Phase {
    /// The phase as the API writes it (`"placement"`, `"movement"`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Placement => "placement",
            Phase::Movement => "movement",
            Phase::Throw => "throw",
            Phase::Spend => "spend",
            Phase::Endgame => "endgame",
            Phase::Over => "over",
        }
    }
}
