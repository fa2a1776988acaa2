//! A position described plainly (as shakmaty's `Setup` describes a chess
//! position): what stands where, who acts and what the rules need to go on.
//! It is only a description: a rule set checks it (`Rules::from_setup`) before
//! a game is made from it, and refuses what its rules cannot reach. One type
//! serves every game: each reads the fields its rules have and refuses the
//! others when they are given (`Setup::unused`).

use super::error::{capped, prefix, Error};
use super::grid::Grid;
use super::setup_refusal::SetupRefusal;
use super::phase::Phase;
use super::side::Side;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A position: the board, who acts, and what the game's rules need to go on
/// (Seega's counts and turns, the race games' states, throws and pools).
/// Fields a rule set has no use for stay at their defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Setup {
    /// What stands on each square or hole, as `board().cells`: 0 empty, 1 light, 2 dark (Seig: 3 both).
    pub cells: Vec<u8>,
    /// The side to act: 0 or 1.
    pub to_move: u8,
    /// `"placement"` (Seega) or `"movement"`; the race games' `"throw"`, `"spend"` or `"endgame"` (Seig).
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
    /// The race games: the seat of the side to act that acts (from 0).
    #[serde(default)]
    pub seat: u8,
    /// Sig: each hole's piece state, as `board().states` (0 for an empty hole).
    #[serde(default)]
    pub states: Vec<u8>,
    /// Seig: each hole's released pieces, as `board().released`.
    #[serde(default)]
    pub released: Vec<u8>,
    /// Values thrown and not yet spent, as `pool()` (Seig, Western Sahara).
    #[serde(default)]
    pub pool: Vec<u8>,
    /// Seig: no seat has unlocked the game yet (7 sticks).
    #[serde(default)]
    pub locked: bool,
    /// Seig: the seat has not thrown yet in this turn.
    #[serde(default)]
    pub first_throw: bool,
    /// Seig's endgame: the pieces each side has left, set aside from the board.
    #[serde(default)]
    pub pieces: Option<[u8; 2]>,
    /// Sig: turns ended since the last capture (the `noCaptureTurns` count).
    #[serde(default)]
    pub quiet_turns: u32,
    /// Sig, where a turn goes on after a move (Mauritania, Western Sahara, El Oued): a piece has moved in it.
    #[serde(default)]
    pub moved: bool,
    /// Sig: the value of the turn's last throw, from the variant's table (0 before its first).
    #[serde(default)]
    pub value: u8,
    /// Mauritania: the single steps made in the series of an 8 under way.
    #[serde(default)]
    pub steps: u8,
    /// Mauritania: the holes of the pieces that stepped in that series.
    #[serde(default)]
    pub stepped: Vec<String>,
    /// El Oued: 7 or 13 when the throw being played is a sig worth that (rule 6).
    #[serde(default)]
    pub worth: u8,
    /// El Oued: the throws the seat has left in this turn.
    #[serde(default)]
    pub throws_left: u8,
    /// El Oued: the turn's last throw was a 6.
    #[serde(default)]
    pub after_six: bool,
    /// El Oued: how many of the next throws count a sig as 13.
    #[serde(default)]
    pub counted: u8,
    /// El Oued: turns ended since the start, up to 2 (the first turns count a 0).
    #[serde(default)]
    pub turns_ended: u8,
}

/// The most values a setup's pool holds: far more than a turn throws, and
/// few enough that a throw added to it never overflows its count.
const MOST_POOL: usize = 64;

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

    /// A setup of `cells` with `to_move` to act in `phase`, every other field at its default.
    pub fn new(cells: Vec<u8>, to_move: Side, phase: Phase) -> Setup {
        Setup {
            cells,
            to_move: to_move.into(),
            phase: phase.as_str().into(),
            quiet_plies: 0,
            series: None,
            extra: false,
            runs: Vec::new(),
            seat: 0,
            states: Vec::new(),
            released: Vec::new(),
            pool: Vec::new(),
            locked: false,
            first_throw: false,
            pieces: None,
            quiet_turns: 0,
            moved: false,
            value: 0,
            steps: 0,
            stepped: Vec::new(),
            worth: 0,
            throws_left: 0,
            after_six: false,
            counted: 0,
            turns_ended: 0,
        }
    }

    /// Refuses the first field given (not at its default) that is not among `used`:
    /// a field the rule set or the position's phase has no use for.
    pub fn unused(&self, used: &[&str]) -> Result<(), Error> {
        let given = [
            ("quietPlies", self.quiet_plies != 0),
            ("series", self.series.is_some()),
            ("extra", self.extra),
            ("runs", !self.runs.is_empty()),
            ("seat", self.seat != 0),
            ("states", !self.states.is_empty()),
            ("released", !self.released.is_empty()),
            ("pool", !self.pool.is_empty()),
            ("locked", self.locked),
            ("firstThrow", self.first_throw),
            ("pieces", self.pieces.is_some()),
            ("quietTurns", self.quiet_turns != 0),
            ("moved", self.moved),
            ("value", self.value != 0),
            ("steps", self.steps != 0),
            ("stepped", !self.stepped.is_empty()),
            ("worth", self.worth != 0),
            ("throwsLeft", self.throws_left != 0),
            ("afterSix", self.after_six),
            ("counted", self.counted != 0),
            ("turnsEnded", self.turns_ended != 0),
        ];
        match given.into_iter().find(|(field, given)| *given && !used.contains(field)) {
            Some((field, _)) => Err(SetupRefusal::Unused { field }.into()),
            None => Ok(()),
        }
    }

    /// The phase named, if it is one of `phases`; else refused for `game`.
    pub fn phase_of(&self, phases: &[Phase], game: &'static str) -> Result<Phase, Error> {
        phases.iter().copied().find(|p| p.as_str() == self.phase).ok_or_else(|| SetupRefusal::NoSuchPhase { phase: prefix(&self.phase).to_string(), game }.into())
    }

    /// The side to act, if it is 0 or 1.
    pub fn side(&self) -> Result<Side, Error> {
        Side::from_index(self.to_move.into()).ok_or_else(|| SetupRefusal::NoSuchSide { side: self.to_move }.into())
    }

    /// The seat to act, if a side has it among its `seats`.
    pub fn seat(&self, seats: u8) -> Result<u8, Error> {
        if self.seat < seats {
            Ok(self.seat)
        } else {
            Err(SetupRefusal::NoSuchSeat { seat: self.seat, seats }.into())
        }
    }

    /// The pool by value (`counts[v]` values `v`), each value one that `thrown` says a throw gives.
    pub fn pool_counts<const N: usize>(&self, thrown: impl Fn(u8) -> bool) -> Result<[u8; N], Error> {
        if self.pool.len() > MOST_POOL {
            return Err(SetupRefusal::Impossible { field: "pool", why: "a setup's pool holds at most 64 values" }.into());
        }
        let mut counts = [0u8; N];
        for &value in &self.pool {
            if (value as usize) >= N || !thrown(value) {
                return Err(SetupRefusal::Impossible { field: "pool", why: "a value no throw of this game gives" }.into());
            }
            counts[value as usize] += 1;
        }
        Ok(counts)
    }

    /// A race board's per-hole `field` (`states`, `released`): one a hole, or none given (all 0).
    pub fn per_hole(field: &'static str, given: &[u8], holes: usize) -> Result<Vec<u8>, Error> {
        match given.len() {
            0 => Ok(vec![0; holes]),
            n if n == holes => Ok(given.to_vec()),
            states => Err(SetupRefusal::StateCount { field, states, holes }.into()),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn with_pool(pool: Vec<u8>) -> Setup {
        Setup { pool, ..Setup::new(Vec::new(), Side::Light, Phase::Throw) }
    }

    /// A game of counts 0 to 5 whose throws give only odd values.
    fn odd(value: u8) -> bool {
        value % 2 == 1
    }

    #[test]
    fn a_pool_is_counted_by_value_up_to_64_values_each_one_a_throw_gives() {
        assert_eq!(with_pool(vec![1, 5, 1]).pool_counts::<6>(odd), Ok([0, 2, 0, 0, 0, 1]));
        assert_eq!(with_pool(vec![3; 64]).pool_counts::<6>(odd), Ok([0, 0, 0, 64, 0, 0]));
        let refused = |pool: Vec<u8>, why| {
            assert_eq!(with_pool(pool.clone()).pool_counts::<6>(odd), Err(SetupRefusal::Impossible { field: "pool", why }.into()), "{pool:?}");
        };
        refused(vec![3; 65], "a setup's pool holds at most 64 values");
        // A value the game has a count for but no throw gives, and one a throw would give beyond the counts.
        refused(vec![1, 2], "a value no throw of this game gives");
        refused(vec![7], "a value no throw of this game gives");
    }
}
