//! A move as data, in square and hole names: what `moves()` lists, so that
//! a page never takes move text apart.

use serde::Serialize;

/// What a legal move is made of, known before it is played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveParts {
    /// A Seega placement: only `to`.
    pub placement: bool,
    /// The square or hole the piece leaves; none for a placement or a throw.
    pub from: Option<String>,
    /// The square or hole the piece reaches; none for a throw.
    pub to: Option<String>,
    /// Seig spend: the pool values it uses, largest first (as its text writes them).
    pub spent: Option<Vec<u8>>,
    /// The move's text marks its capture itself (Siga's `b2xb3`).
    pub written_capture: bool,
    /// A Seig throw of the sticks (the report carries what fell as `throw`).
    #[serde(skip)]
    pub throw: bool,
}
