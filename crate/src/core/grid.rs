//! Rectangular boards named like chess squares: file letter from side 0's
//! left, rank number from side 0's edge; index `(rank-1)*files + (file-1)`.

use super::error::Error;
use super::refusal::CommonRefusal;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub files: u8,
    pub ranks: u8,
}

/// The eight neighbour steps as (file, rank) deltas; the first four are orthogonal.
pub const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];

impl Grid {
    pub const fn square_count(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    pub fn name(self, square: usize) -> String {
        let file = (b'a' + (square % self.files as usize) as u8) as char;
        format!("{file}{}", square / self.files as usize + 1)
    }

    /// Reads a square name (any letter case); `None` if it is not on this board.
    pub fn parse(self, text: &str) -> Option<usize> {
        let bytes = text.as_bytes();
        let (&letter, digits) = bytes.split_first()?;
        let file = letter.to_ascii_lowercase().checked_sub(b'a')? as usize;
        if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) || digits[0] == b'0' {
            return None;
        }
        let rank: usize = std::str::from_utf8(digits).ok()?.parse().ok()?;
        (file < self.files as usize && rank >= 1 && rank <= self.ranks as usize)
            .then(|| (rank - 1) * self.files as usize + file)
    }

    /// The square one step away in direction `dir`, if it is on the board.
    pub const fn step(self, square: usize, (df, dr): (i8, i8)) -> Option<usize> {
        let file = (square % self.files as usize) as i32 + df as i32;
        let rank = (square / self.files as usize) as i32 + dr as i32;
        if file >= 0 && rank >= 0 && file < self.files as i32 && rank < self.ranks as i32 {
            Some(rank as usize * self.files as usize + file as usize)
        } else {
            None
        }
    }

    /// The bit set of `square`'s neighbours in the first `directions` directions;
    /// `const`, so that a game on a fixed board can tabulate it at compile time.
    pub const fn neighbour_mask(self, square: usize, directions: usize) -> u128 {
        let mut mask = 0;
        let mut d = 0;
        while d < directions {
            if let Some(to) = self.step(square, DIRECTIONS[d]) {
                mask |= 1 << to;
            }
            d += 1;
        }
        mask
    }

    /// For every square of a board of at most 64 squares, the bit set of its
    /// neighbours in the first `directions` directions.
    pub fn neighbour_masks(self, directions: usize) -> Vec<u64> {
        (0..self.square_count()).map(|sq| self.neighbour_mask(sq, directions) as u64).collect()
    }

    /// Reads a step `from-to` or `fromxto` into two squares; which separator
    /// was used is returned so a game may care (Siga writes captures with `x`).
    pub fn parse_step(self, text: &str) -> Result<(usize, usize), Error> {
        let unreadable = || Error::Unreadable {
            text: text.to_string(),
            expected: "a square such as \"c3\" or a step such as \"b2-b3\"",
        };
        let t = text.trim();
        let sep = t.find(['-', 'x', 'X']).ok_or_else(unreadable)?;
        let (from, to) = (&t[..sep], &t[sep + 1..]);
        let off_board = |s: &str| self.not_a_square(text, s);
        if !looks_like_square(from) || !looks_like_square(to) {
            return Err(unreadable());
        }
        let from_sq = self.parse(from).ok_or_else(|| off_board(from))?;
        let to_sq = self.parse(to).ok_or_else(|| off_board(to))?;
        Ok((from_sq, to_sq))
    }

    /// Reads a lone square (a placement), trimming spaces.
    pub fn parse_square(self, text: &str) -> Result<usize, Error> {
        let t = text.trim();
        if !looks_like_square(t) {
            return Err(Error::Unreadable { text: text.to_string(), expected: "a square such as \"c3\"" });
        }
        self.parse(t).ok_or_else(|| self.not_a_square(text, t))
    }

    fn not_a_square(self, text: &str, name: &str) -> Error {
        let why = CommonRefusal::NotASquare { name: name.to_string(), files: self.files, ranks: self.ranks }.into();
        Error::Illegal { text: text.to_string(), why }
    }
}

fn looks_like_square(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 2 && b.len() <= 3 && b[0].is_ascii_alphabetic() && b[1..].iter().all(u8::is_ascii_digit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_parses_squares_round_trip() {
        let g = Grid { files: 6, ranks: 8 };
        for sq in 0..g.square_count() {
            assert_eq!(g.parse(&g.name(sq)), Some(sq));
        }
        assert_eq!(g.name(0), "a1");
        assert_eq!(g.name(47), "f8");
        assert_eq!(g.parse("F8"), Some(47));
        assert_eq!(g.parse("g1"), None);
        assert_eq!(g.parse("a9"), None);
        assert_eq!(g.parse("a0"), None);
        assert_eq!(g.parse("a01"), None);
    }

    #[test]
    fn steps_stay_on_the_board() {
        let g = Grid { files: 4, ranks: 5 };
        assert_eq!(g.step(0, (-1, 0)), None);
        assert_eq!(g.step(3, (1, 0)), None);
        assert_eq!(g.step(0, (1, 1)), Some(5));
        assert_eq!(g.neighbour_masks(4)[0].count_ones(), 2);
        assert_eq!(g.neighbour_masks(8)[5].count_ones(), 8);
    }

    #[test]
    fn step_text_errors_say_why() {
        let g = Grid { files: 5, ranks: 5 };
        assert_eq!(g.parse_step(" B2-b3 "), Ok((6, 11)));
        assert_eq!(g.parse_step("b2xb3"), Ok((6, 11)));
        assert!(matches!(g.parse_step("hello"), Err(Error::Unreadable { .. })));
        assert!(matches!(g.parse_step("b2-z9"), Err(Error::Illegal { .. })));
        assert!(matches!(g.parse_square("é"), Err(Error::Unreadable { .. })));
    }
}
