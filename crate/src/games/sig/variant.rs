//! What each of Sig's variants supplies to the family (`Sig<V>` in `mod.rs`):
//! the kinds of move, what follows a throw or a move, and the `Variant` trait.
//!
//! # How to add a variant
//!
//! 1. Write `games/sig/<variant>.rs` with a type implementing [`Variant`]:
//!    - `ID`, `NAME`, `BOARD` (rows x columns of its default board, as
//!      `rulesets()` names it), `TEAMS` if a side may have several seats;
//!      `REMOVES` / `FREES_ALL` if it has `x<hole>` or `free-all:<n>` moves
//!      (other variants refuse them by name), and then `move_shapes` (what
//!      moves are made of, phase by phase: `SigMove::Remove` has `to`,
//!      `FreeAll` has `spent`, and `from` and `to` where `free_all_ends`
//!      names them);
//!    - `read_options` / `options_json`: its own options only, read through
//!      the `OptionReader` with their ranges (the family adds the common ones);
//!    - `start`: set the pieces on the `Board` (its `Layout` picked by
//!      `layout`) and return the turn state; `team_size`, `sticks`, `value`
//!      (its table: W count to value), `throw_kind` if a throw may mean
//!      another thing than its table's value to move by;
//!    - the turn: `thrown` (a throw of w W: update the state, say what
//!      follows, a [`Next`]), `moves` (the legal moves while choosing),
//!      `play` (a legal move: change the board, return the holes captured
//!      and what follows), `no_move` (when a ply has no legal move: what
//!      follows; the family applies it at once), `end_turn` (clear the turn's
//!      state);
//!    - `routes`: the paths of its rules, hole by hole, the main one first
//!      (`situation().paths`, which the page draws);
//!    - setups: `STATES` (the states its pieces take), `SETUP_FIELDS` (the
//!      fields of `Setup` its turn state uses), `from_setup` (that state read
//!      from a setup and checked: `setup.rs` has the family's checks and
//!      `thrown_value` for a turn of one throw) and `to_setup`;
//!    - `end` (its own end, tested after every move; `captured_all` is
//!      there for every variant), `length_end` if the
//!      game-length ends are not draws, `openings` (the states a side's turn
//!      can begin with, one a value: the family's `blocked` test and the
//!      teaching's threats use them), `phase` if it has an `endgame`, `pool`
//!      if it shows one, `path` (the holes a step passes, for the page),
//!      `key` (the state's part of the search key) and
//!      `evaluate` (`eval::Race` does material, progress and safety).
//!
//!    Paths are the variant's: `board::serpentine_hole`/`serpentine_place`
//!    give the four-row S-path; write others beside it the same way.
//!    `Board::fill_home_rows` sets the four-row start.
//! 2. Register it in `registry.rs` `GAMES` as `Sig<YourVariant>`, and name it
//!    in `pub mod` below.
//! 3. Test every rule of its section in `games/sig/<variant>_tests.rs`
//!    (`tests.rs` has helpers to set a board, play text and play to the end).

use super::board::{Board, Layout, PieceState};
use crate::core::options::OptionReader;
use crate::core::{Error, MoveShape, Outcome, Phase, Reason, Setup, Side};
use crate::race::ThrowKind;
use serde_json::{Map, Value};
use std::fmt::Debug;
use std::hash::Hash;

/// A move of any variant; each variant lists only the kinds it has.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SigMove {
    /// Throw the sticks: from the stream, or with these faces (bit i: stick i shows W).
    Throw(Option<u8>),
    /// `<from>-<to>:<n>`: the piece on `from` goes `by` places along its path to `to`.
    Step { from: u8, to: u8, by: u8 },
    /// `x<hole>`: Mauritania's removal of an enemy piece.
    Remove(u8),
    /// `free-all:<n>`: El Oued's freeing of every locked piece with a 7 or a 13.
    FreeAll(u8),
}

/// What follows a throw or a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// The same seat throws (again).
    Throw,
    /// The same seat chooses a move without throwing (`moves` lists them).
    Choose,
    /// The turn passes to the next seat.
    Pass,
}

/// A path of a variant's rules, as `situation().paths` gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The holes from the first to the last.
    pub holes: Vec<usize>,
    /// It goes on from its last hole to its first.
    pub circuit: bool,
}

/// One variant's rules and the state of the turn under way. See the module's
/// documentation for how the family uses each item.
pub trait Variant: Clone + Debug + Eq + Hash + 'static {
    type Options: Copy + Debug + Eq + Hash;
    const ID: &'static str;
    const NAME: &'static str;
    /// Rows x columns of the default board.
    const BOARD: &'static str;
    /// A side may be a team of several seats.
    const TEAMS: bool = false;
    /// The seats of a side where no option chooses them (`capabilities().teamSize`); None where one does.
    const FIXED_TEAM_SIZE: Option<u8> = Some(1);
    /// It has Mauritania's removal `x<hole>`.
    const REMOVES: bool = false;
    /// It has El Oued's `free-all:<n>`.
    const FREES_ALL: bool = false;

    /// What a move is made of, phase by phase (`rulesets()`'s `moveParts`): by
    /// default a throw while throwing, a step while choosing. Every move of a
    /// phase must have the same parts (`move_parts` of `SigMove`).
    fn move_shapes() -> Vec<MoveShape> {
        vec![
            MoveShape { phase: Phase::Throw.as_str(), parts: &["throw"] },
            MoveShape { phase: Phase::Spend.as_str(), parts: &["from", "to", "spent"] },
        ]
    }

    /// Its own options (the family reads `noCaptureTurns` and `seed`).
    fn read_options(reader: &mut OptionReader) -> Result<Self::Options, Error>;
    fn options_json(options: &Self::Options, map: &mut Map<String, Value>);
    fn layout(options: &Self::Options) -> Layout;
    /// Seats per side.
    fn team_size(_options: &Self::Options) -> u8 {
        1
    }
    /// The paths `side`'s pieces run on `layout`, the main one first.
    fn routes(layout: Layout, side: Side) -> Vec<Route>;
    /// Sets the pieces on `board` and returns the state of the first turn.
    fn start(options: &Self::Options, board: &mut Board) -> Self;

    /// The states its pieces take (`board().states`).
    const STATES: &'static [PieceState] = &[PieceState::Locked, PieceState::Free];
    /// The fields of `Setup` its turn state reads (by default the value thrown); with
    /// `moved` where a turn goes on after a move.
    const SETUP_FIELDS: &'static [&'static str] = &["value"];
    /// The turn state `setup` gives, checked against `board`, `side` to act, and
    /// whether the seat is `choosing` a move (else throwing).
    fn from_setup(options: &Self::Options, board: &Board, side: Side, setup: &Setup, choosing: bool) -> Result<Self, Error>;
    /// Writes its turn state into `setup`, hole names from `board`.
    fn to_setup(&self, board: &Board, setup: &mut Setup);

    /// Sticks a throw tosses.
    fn sticks(&self) -> u8;
    /// The table's value of a throw of `whites` W.
    fn value(&self, whites: u8) -> u8;
    /// What a throw of `whites` W by `side` would do now, by name, and the
    /// value it is worth: by default its table's value to move by.
    fn throw_kind(&self, _board: &Board, _side: Side, whites: u8) -> (ThrowKind, u8) {
        (ThrowKind::Value, self.value(whites))
    }
    /// `side` threw `whites` W.
    fn thrown(&mut self, board: &Board, side: Side, whites: u8) -> Next;
    /// Every legal move of `side` while it chooses.
    fn moves(&self, board: &Board, side: Side, out: &mut Vec<SigMove>);
    /// Plays a legal move of `side`: the holes it captured, and what follows.
    fn play(&mut self, board: &mut Board, side: Side, mv: SigMove) -> (u128, Next);
    /// `side` has no legal move: what follows.
    fn no_move(&mut self, _board: &Board, _side: Side) -> Next {
        Next::Pass
    }
    /// The turn passes.
    fn end_turn(&mut self);

    /// The variant's own end, tested after every move.
    fn end(&self, board: &Board) -> Option<Outcome>;
    /// The result of a game-length end (`no-capture-limit`, `blocked`).
    fn length_end(&self, _board: &Board, reason: Reason) -> Outcome {
        Outcome::draw(reason)
    }
    /// The states `side`'s turn can begin with, choosing: one for each value
    /// its sticks can give (as on the turn's first ply).
    fn openings(&self, board: &Board, side: Side) -> Vec<Self>;
    /// The phase while throwing or `choosing`.
    fn phase(&self, choosing: bool) -> Phase {
        if choosing {
            Phase::Spend
        } else {
            Phase::Throw
        }
    }
    /// The holes the step of `by` places from `from` passes, its start and
    /// landing included (`play()`'s `path`, for the page to hop along).
    fn path(&self, board: &Board, side: Side, from: usize, by: u8) -> Vec<usize>;
    /// The holes where a `free-all:<value>` of `side` moves its front piece
    /// from and to, so it has the parts of the steps beside it (El Oued).
    fn free_all_ends(&self, _board: &Board, _side: Side, _value: u8) -> Option<(u8, u8)> {
        None
    }
    /// Values thrown and not yet spent (Western Sahara).
    fn pool(&self) -> Vec<u8> {
        Vec::new()
    }
    /// The turn state's part of the search key.
    fn key(&self) -> u64;
    /// Static value for `side`, material first.
    fn evaluate(&self, board: &Board, side: Side) -> f64;
}
