//! What kind of game a rule set is, and what its rules have, so that a page
//! picks its board and controls from data instead of testing rule set ids.

use serde::Serialize;

/// The shape of a game: pieces stepping on a square grid, or pieces racing
/// along holes by thrown values.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Pieces step on a grid of squares (Siga, Seega).
    Grid,
    /// Pieces race along rows of holes by thrown values (Seig).
    Race,
}

impl Kind {
    /// The kind as the API writes it: `"grid"` or `"race"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Grid => "grid",
            Kind::Race => "race",
        }
    }
}

/// The parts a move is made of in one phase, by the names `moves()` and the
/// `play()` report give them: `from`, `to`, `throw`, `spent`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveShape {
    /// The phase, as `phase()` names it.
    pub phase: &'static str,
    /// The parts a move has in it, in order.
    pub parts: &'static [&'static str],
}

/// What a rule set's rules have, for `rulesets()`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Capabilities {
    /// Pieces are placed one by one before they move (Seega).
    pub placement: bool,
    /// A capture may oblige the same side to capture again (Seega).
    pub capture_series: bool,
    /// Moves are paid for with thrown sticks (Seig).
    pub throws: bool,
    /// A side may be a team of several seats taking turns (Seig's `teamSize`).
    pub teams: bool,
    /// The seats of each side where no `teamSize` option chooses them (2 in
    /// Western Sahara, 1 in the games without teams); None where it does.
    pub team_size: Option<u8>,
    /// The boards the game is played on, as the `board` option names them
    /// (one name where there is no such option).
    pub boards: Vec<&'static str>,
    /// The players may agree a draw (Siga).
    pub draw_by_agreement: bool,
    /// The option that says which side moves, or places, first: a match
    /// alternates it from game to game. None where no option says it.
    pub first_mover: Option<&'static str>,
    /// The option that seeds the game's random stream: a match gives each of
    /// its games its own seed from it. None where the game draws nothing.
    pub seed: Option<&'static str>,
    /// What a move is made of, phase by phase.
    pub move_parts: Vec<MoveShape>,
}
