//! Why a rule set refuses a setup: a position its rules cannot reach or cannot go on from.

use super::error::{quoted, Error};
use super::refusal::{fields, Refuse};
use super::side::Side;
use serde_json::{json, Map, Value};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupRefusal {
    /// Not the shape of a setup; serde's words say where (cut as a `bad-save` detail is).
    Unreadable { detail: String },
    CellCount { cells: usize, squares: usize },
    NoSuchPiece { square: String, cell: u8 },
    /// Not one piece state per hole of the board (the race games' `states` or `released`).
    StateCount { field: &'static str, states: usize, holes: usize },
    /// A hole's state the game has not, or a state on an empty hole.
    NoSuchState { square: String, state: u8 },
    /// A seat past the seats of a side.
    NoSuchSeat { seat: u8, seats: u8 },
    /// `name` as given, cut to the characters a message quotes.
    NoSuchSquare { name: String },
    NoSuchSide { side: u8 },
    NoSuchPhase { phase: String, game: &'static str },
    TooManyPieces { side: Side, pieces: u32, most: u32 },
    /// The game would already be over: a setup is a game going on.
    Over,
    /// This side cannot be the one to act here; `why` says which rule decides.
    WrongTurn { side: Side, why: &'static str },
    /// A piece placement or the opening cross cannot leave.
    PlacementBoard { why: &'static str },
    /// A field the position's phase or rule set has no use for is given.
    Unused { field: &'static str },
    /// A capture series, an extra move or a run the board cannot have.
    Impossible { field: &'static str, why: &'static str },
}

impl From<SetupRefusal> for Error {
    fn from(why: SetupRefusal) -> Error {
        Error::BadSetup(why.into())
    }
}

impl Refuse for SetupRefusal {
    fn code(&self) -> &'static str {
        match self {
            SetupRefusal::Unreadable { .. } => "setup-unreadable",
            SetupRefusal::CellCount { .. } => "setup-cell-count",
            SetupRefusal::NoSuchPiece { .. } => "setup-no-such-piece",
            SetupRefusal::StateCount { .. } => "setup-state-count",
            SetupRefusal::NoSuchState { .. } => "setup-no-such-state",
            SetupRefusal::NoSuchSeat { .. } => "setup-no-such-seat",
            SetupRefusal::NoSuchSquare { .. } => "setup-no-such-square",
            SetupRefusal::NoSuchSide { .. } => "setup-no-such-side",
            SetupRefusal::NoSuchPhase { .. } => "setup-no-such-phase",
            SetupRefusal::TooManyPieces { .. } => "setup-too-many-pieces",
            SetupRefusal::Over => "setup-over",
            SetupRefusal::WrongTurn { .. } => "setup-wrong-turn",
            SetupRefusal::PlacementBoard { .. } => "setup-placement-board",
            SetupRefusal::Unused { .. } => "setup-unused",
            SetupRefusal::Impossible { .. } => "setup-impossible",
        }
    }

    fn parts(&self) -> Map<String, Value> {
        fields(match self {
            SetupRefusal::Unreadable { detail } => json!({ "detail": detail }),
            SetupRefusal::CellCount { cells, squares } => json!({ "cells": cells, "squares": squares }),
            SetupRefusal::NoSuchPiece { square, cell } => json!({ "square": square, "cell": cell }),
            SetupRefusal::StateCount { field, states, holes } => json!({ "field": field, "states": states, "holes": holes }),
            SetupRefusal::NoSuchState { square, state } => json!({ "square": square, "state": state }),
            SetupRefusal::NoSuchSeat { seat, seats } => json!({ "seat": seat, "seats": seats }),
            SetupRefusal::NoSuchSquare { name } => json!({ "square": name }),
            SetupRefusal::NoSuchSide { side } => json!({ "side": side }),
            SetupRefusal::NoSuchPhase { phase, game } => json!({ "phase": phase, "game": game }),
            SetupRefusal::TooManyPieces { side, pieces, most } => json!({ "side": side, "pieces": pieces, "most": most }),
            SetupRefusal::Over => json!({}),
            SetupRefusal::WrongTurn { side, .. } => json!({ "side": side }),
            SetupRefusal::PlacementBoard { .. } => json!({}),
            SetupRefusal::Unused { field } | SetupRefusal::Impossible { field, .. } => json!({ "field": field }),
        })
    }
}

impl fmt::Display for SetupRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupRefusal::Unreadable { detail } => write!(f, "not a setup: {detail}"),
            SetupRefusal::CellCount { cells, squares } => write!(f, "{cells} cells given for a board of {squares} squares"),
            SetupRefusal::NoSuchPiece { square, cell } => write!(f, "the cell of {square} holds {cell}, which is no piece of this game"),
            SetupRefusal::StateCount { field, states, holes } => write!(f, "{states} {field} given for a board of {holes} holes"),
            SetupRefusal::NoSuchState { square, state } => write!(f, "the piece on {square} is in state {state}, which this game does not have there"),
            SetupRefusal::NoSuchSeat { seat, seats } => write!(f, "seat {seat} does not exist: a side has {seats} seats, from 0"),
            SetupRefusal::NoSuchSquare { name } => write!(f, "{} is not a square of this board", quoted(name)),
            SetupRefusal::NoSuchSide { side } => write!(f, "side {side} does not exist: the side to move is 0 or 1"),
            SetupRefusal::NoSuchPhase { phase, game } => write!(f, "{game} has no phase {}", quoted(phase)),
            SetupRefusal::TooManyPieces { side, pieces, most } => {
                write!(f, "side {} has {pieces} pieces, and this game gives it at most {most}", side.index())
            }
            SetupRefusal::Over => write!(f, "the game would already be over"),
            SetupRefusal::WrongTurn { side, why } => write!(f, "side {} cannot be the one to act: {why}", side.index()),
            SetupRefusal::PlacementBoard { why } => write!(f, "not a board of the placement: {why}"),
            SetupRefusal::Unused { field } => write!(f, "{field} has no meaning in this position"),
            SetupRefusal::Impossible { field, why } => write!(f, "{field}: {why}"),
        }
    }
}
