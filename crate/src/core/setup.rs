//! A position described plainly (as shakmaty's `Setup` describes a chess
//! position): what stands where, who acts and what the rules need to go on.
//! It is only a description: a rule set checks it (`Rules::from_setup`) before
//! a game is made from it, and refuses what its rules cannot reach.

use super::error::{capped, prefix, Error};
use super::grid::Grid;
use super::setup_refusal::SetupRefusal;
use super::side::Side;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A grid game's position: the board, the side to act, and the counts and
/// turns of Seega's rules. Fields a rule set has no use for stay at their defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Setup {
    /// What stands on each square, as `board().cells`: 0 empty, 1 light, 2 dark.
    pub cells: Vec<u8>,
    /// The side to act: 0 or 1.
    pub to_move: u8,
    /// `"placement"` (Seega) or `"movement"`.
    pub phase: String,
    /// Plies in a row without a capture: Siga's no-capture count, Seega's barrier count.
    #[serde(default)]
    pub quiet_plies: u32,
    /// Seega, during a capture series: the square of the piece that captured last.
    #[serde(default)]
    pub series: Option<String>,
    /// Seega: the side to act moves again because its opponent is blocked.
    #[serde(default)]
    pub extra: bool,
    /// Seega (Sudan): the pieces' runs of moves back and forth (rule 7).
    #[serde(default)]
    pub runs: Vec<Run>,
}

/// A piece's run of moves back and forth between two squares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// The square the piece stands on.
    pub square: String,
    /// The square it came from.
    pub from: String,
    /// How many moves in a row went between the two.
    pub count: u8,
}

impl Setup {
    /// Reads a setup from its JSON shape; a wrong shape is refused with what serde found.
    pub fn read(value: &Value) -> Result<Setup, Error> {
        Setup::deserialize(value).map_err(|e| SetupRefusal::Unreadable { detail: capped(&e.to_string()) }.into())
    }

    /// The side to act, if it is 0 or 1.
    pub fn side(&self) -> Result<Side, Error> {
        Side::from_index(self.to_move.into()).ok_or_else(|| SetupRefusal::NoSuchSide { side: self.to_move }.into())
    }

    /// The squares of each side's pieces, after checking that the cells fit `grid`.
    pub fn pieces(&self, grid: Grid) -> Result<[Vec<usize>; 2], Error> {
        let squares = grid.square_count();
        if self.cells.len() != squares {
            return Err(SetupRefusal::CellCount { cells: self.cells.len(), squares }.into());
        }
        let mut pieces = [Vec::new(), Vec::new()];
        for (square, &cell) in self.cells.iter().enumerate() {
            match cell {
                0 => {}
                1 | 2 => pieces[cell as usize - 1].push(square),
                _ => return Err(SetupRefusal::NoSuchPiece { square: grid.name(square), cell }.into()),
            }
        }
        Ok(pieces)
    }

    /// The square a setup names, if `grid` has it.
    pub fn square(grid: Grid, name: &str) -> Result<usize, Error> {
        grid.parse(name).filter(|&sq| grid.name(sq) == name).ok_or_else(|| SetupRefusal::NoSuchSquare { name: prefix(name).to_string() }.into())
    }

    /// The cells of a grid whose pieces are `pieces` (side 0's, side 1's).
    pub fn cells(squares: usize, pieces: [impl Fn(usize) -> bool; 2]) -> Vec<u8> {
        (0..squares).map(|sq| Side::BOTH.iter().find(|s| pieces[s.index()](sq)).map_or(0, |s| s.cell())).collect()
    }
}
