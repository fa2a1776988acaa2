//! The holes of Sig's variants (RULES.md 7.1.2): their layouts, names and
//! indices, and the pieces on them, at most one a hole, each with its state.

use crate::core::{HolePlace, Outcome, Reason, Side};

/// The most holes a board has: four rows of 30 (Mauritania); a move's
/// captures are a `u128` bit set of holes.
pub const MAX_HOLES: usize = 120;

/// How a variant's holes are laid out and named.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Rows `a` (side 0's home row) to `d` (side 1's), `n` holes each, index `r*n + (k-1)`.
    FourRows(u8),
    /// Rows `a`, `b`, `c` of 12 holes and `b0` beyond `b1`: `ak` = 3(k-1),
    /// `bk` = 3(k-1)+1, `ck` = 3(k-1)+2, `b0` = 36.
    Tidikelt,
    /// Rows `a`, `b`, `c` of 6 holes, index `r*6 + (k-1)`.
    ElOued,
}

/// Tidikelt's hole beyond `b1`.
const B0: usize = 36;

impl Layout {
    pub fn rows(self) -> u8 {
        match self {
            Layout::FourRows(_) => 4,
            Layout::Tidikelt | Layout::ElOued => 3,
        }
    }

    pub fn columns(self) -> u8 {
        match self {
            Layout::FourRows(n) => n,
            Layout::Tidikelt => 12,
            Layout::ElOued => 6,
        }
    }

    pub fn holes(self) -> usize {
        self.rows() as usize * self.columns() as usize + usize::from(self == Layout::Tidikelt)
    }

    /// The hole in row `row` (0 for `a`) numbered `number` (Tidikelt's `b0` is row 1, number 0).
    pub fn index(self, row: u8, number: u8) -> Option<usize> {
        let columns = self.columns();
        if row >= self.rows() || number > columns {
            return None;
        }
        match (self, number) {
            (Layout::Tidikelt, 0) => (row == 1).then_some(B0),
            (_, 0) => None,
            (Layout::Tidikelt, k) => Some(3 * (k as usize - 1) + row as usize),
            (_, k) => Some(row as usize * columns as usize + k as usize - 1),
        }
    }

    /// The row of a hole, 0 for `a`.
    pub fn row(self, hole: usize) -> u8 {
        match self {
            Layout::Tidikelt if hole == B0 => 1,
            Layout::Tidikelt => (hole % 3) as u8,
            _ => (hole / self.columns() as usize) as u8,
        }
    }

    /// The number of a hole in its row, from 1 (Tidikelt's `b0`: 0).
    pub fn number(self, hole: usize) -> u8 {
        match self {
            Layout::Tidikelt if hole == B0 => 0,
            Layout::Tidikelt => (hole / 3 + 1) as u8,
            _ => (hole % self.columns() as usize + 1) as u8,
        }
    }

    /// Where a hole is drawn: its row, and its column from 0 at the left
    /// (Tidikelt's rows start one column in, beside `b0`).
    pub fn place(self, hole: usize) -> HolePlace {
        let number = self.number(hole);
        let column = if self == Layout::Tidikelt { number } else { number - 1 };
        HolePlace { name: self.name(hole), row: self.row(hole), column }
    }

    pub fn name(self, hole: usize) -> String {
        format!("{}{}", (b'a' + self.row(hole)) as char, self.number(hole))
    }

    /// Reads a hole name (any letter case); `None` if this board has no such hole.
    pub fn parse(self, text: &str) -> Option<usize> {
        let (&letter, digits) = text.as_bytes().split_first()?;
        let row = letter.to_ascii_lowercase().checked_sub(b'a')?;
        // No leading zero: `b0` alone is written with one.
        if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) || (digits[0] == b'0' && digits.len() > 1) {
            return None;
        }
        self.index(row, std::str::from_utf8(digits).ok()?.parse().ok()?)
    }
}

/// Where a piece stands in its game (RULES.md 7.1.2: `states`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceState {
    Locked = 0,
    Free = 1,
    /// Mauritania: on its return path.
    Returning = 2,
    /// Mauritania: on its circuit of the middle rows.
    Circling = 3,
    /// El Oued: on its second pass of row `b`.
    Homeward = 4,
}

const STATES: [PieceState; 5] = [PieceState::Locked, PieceState::Free, PieceState::Returning, PieceState::Circling, PieceState::Homeward];

impl PieceState {
    /// The state `board().states` writes as `index`.
    pub fn from_index(index: u8) -> Option<PieceState> {
        STATES.get(index as usize).copied()
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub state: PieceState,
}

/// The pieces on the holes, at most one a hole \[D17\].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub layout: Layout,
    /// Per hole: 0 empty, else 1 + side + 2 * state.
    cells: [u8; MAX_HOLES],
    counts: [u8; 2],
}

impl Board {
    pub fn new(layout: Layout) -> Board {
        Board { layout, cells: [0; MAX_HOLES], counts: [0; 2] }
    }

    pub fn at(&self, hole: usize) -> Option<Piece> {
        let cell = self.cells[hole];
        (cell > 0).then(|| Piece { side: if (cell - 1) % 2 == 0 { Side::Light } else { Side::Dark }, state: STATES[(cell as usize - 1) / 2] })
    }

    /// Whether `hole` holds a piece of `side`.
    pub fn holds(&self, hole: usize, side: Side) -> bool {
        self.at(hole).is_some_and(|p| p.side == side)
    }

    /// Sets `piece` on the empty hole `hole`.
    pub fn put(&mut self, hole: usize, piece: Piece) {
        debug_assert_eq!(self.cells[hole], 0, "a hole holds one piece at most");
        self.cells[hole] = 1 + piece.side as u8 + 2 * piece.state as u8;
        self.counts[piece.side.index()] += 1;
    }

    /// Takes the piece on `hole` off the board, if any.
    pub fn lift(&mut self, hole: usize) -> Option<Piece> {
        let piece = self.at(hole)?;
        self.cells[hole] = 0;
        self.counts[piece.side.index()] -= 1;
        Some(piece)
    }

    /// Moves the piece on `from` to `to` in state `state`, taking whatever
    /// stands on `to` out of the game; returns the captured holes as a bit set.
    pub fn step(&mut self, from: usize, to: usize, state: PieceState) -> u128 {
        let piece = self.lift(from).expect("a move starts from a piece");
        let captured = if self.lift(to).is_some() { 1u128 << to } else { 0 };
        self.put(to, Piece { side: piece.side, state });
        captured
    }

    /// The holes of `side`'s pieces, lowest index first.
    pub fn holes_of(&self, side: Side) -> impl Iterator<Item = usize> + '_ {
        (0..self.layout.holes()).filter(move |&h| self.holds(h, side))
    }

    pub fn count(&self, side: Side) -> u8 {
        self.counts[side.index()]
    }

    /// `board().cells`: 0 empty, 1 a side-0 piece, 2 a side-1 piece.
    pub fn cells(&self) -> Vec<u8> {
        (0..self.layout.holes()).map(|h| self.at(h).map_or(0, |p| p.side.cell())).collect()
    }

    /// `board().states`: each hole's piece state, 0 for an empty hole.
    pub fn states(&self) -> Vec<u8> {
        (0..self.layout.holes()).map(|h| self.at(h).map_or(0, |p| p.state as u8)).collect()
    }

    /// Whether every piece of `side` stands on row `row` (0 for `a`).
    pub fn all_on_row(&self, side: Side, row: u8) -> bool {
        self.holes_of(side).all(|h| self.layout.row(h) == row)
    }

    /// Four-row boards: side 0's pieces on `a1..an`, side 1's on `d1..dn`, all in `state`.
    pub fn fill_home_rows(&mut self, state: PieceState) {
        let n = self.layout.columns() as usize;
        for (side, row) in Side::BOTH.map(|side| (side, home_row(side))) {
            for k in 0..n {
                self.put(row * n + k, Piece { side, state });
            }
        }
    }

    /// For the search's key: every hole's content as one byte.
    pub fn contents(&self) -> &[u8] {
        &self.cells[..self.layout.holes()]
    }
}

/// The S-shaped path of four-row boards with `n` holes a row (Western Sahara,
/// Mzab, Tozeur): side 0 `a1..an, bn..b1, c1..cn, dn..d1`; side 1 `dn..d1,
/// c1..cn, bn..b1, a1..an`. The hole at place `place` (0 the first) of `side`'s path.
pub fn serpentine_hole(n: usize, side: Side, place: usize) -> usize {
    let (lap, i) = (place / n, place % n);
    match side {
        Side::Light => lap * n + if lap % 2 == 0 { i } else { n - 1 - i },
        Side::Dark => (3 - lap) * n + if lap % 2 == 0 { n - 1 - i } else { i },
    }
}

/// The place of `hole` on `side`'s S-shaped path, inverse of `serpentine_hole`.
pub fn serpentine_place(n: usize, side: Side, hole: usize) -> usize {
    let (row, column) = (hole / n, hole % n);
    let lap = match side {
        Side::Light => row,
        Side::Dark => 3 - row,
    };
    let along = match (side, lap % 2 == 0) {
        (Side::Light, true) | (Side::Dark, false) => column,
        (Side::Light, false) | (Side::Dark, true) => n - 1 - column,
    };
    lap * n + along
}

/// The holes a step of `by` places from `from` passes on `side`'s S-shaped path, start and landing included.
pub fn serpentine_path(n: usize, side: Side, from: usize, by: u8) -> Vec<usize> {
    let place = serpentine_place(n, side, from);
    (place..=place + by as usize).map(|p| serpentine_hole(n, side, p)).collect()
}

/// `side`'s whole S-shaped path on four rows of `n` holes.
pub fn serpentine_route(n: usize, side: Side) -> super::Route {
    super::Route { holes: (0..4 * n).map(|place| serpentine_hole(n, side, place)).collect(), circuit: false }
}

/// A side with no pieces left loses (`captured-all`), as every variant says.
pub fn captured_all(board: &Board) -> Option<Outcome> {
    let loser = Side::BOTH.into_iter().find(|&side| board.count(side) == 0)?;
    Some(Outcome::win(loser.opponent(), Reason::CapturedAll))
}

/// The row a side's pieces start on in the four-row variants: `a` for side 0, `d` for side 1.
pub fn home_row(side: Side) -> usize {
    if side == Side::Light { 0 } else { 3 }
}
