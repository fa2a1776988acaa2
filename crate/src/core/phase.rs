//! The phase a game is in, as `phase()` reports it.

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    Placement,
    Movement,
    Throw,
    Spend,
    Endgame,
    Over,
}

impl Phase {
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
