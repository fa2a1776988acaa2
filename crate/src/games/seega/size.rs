//! The three Seega boards (RULES.md 2: the `board` option), each a type, so
//! that a game's bit sets and tables are sized for its board at compile time
//! and the 5x5 game keeps its `u32` sets.

use crate::core::bits::BitSet;
use crate::core::Grid;
use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{Index, IndexMut};

/// The value of the `board` option.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    Five,
    Seven,
    Nine,
}

impl Board {
    pub const NAMES: [&'static str; 3] = ["5x5", "7x7", "9x9"];
    pub const ALL: [Board; 3] = [Board::Five, Board::Seven, Board::Nine];

    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// A square board with an odd side, its middle square the centre.
pub trait Size: Copy + Debug + Eq + Hash + Send + Sync + 'static {
    type Bits: BitSet;
    /// One value per square, indexed by square.
    type PerSquare<T: Copy + Eq + Hash + Debug>: Copy + Eq + Hash + Debug + Index<usize, Output = T> + IndexMut<usize> + AsRef<[T]>;
    const BOARD: Board;
    const GRID: Grid;
    const SQUARES: usize = Self::GRID.square_count();
    const CENTRE: usize = Self::SQUARES / 2;
    /// Every square but the centre is filled at the end of placement, half by each side.
    const PIECES_EACH: u32 = (Self::SQUARES as u32 - 1) / 2;
    const ALL: Self::Bits;
    /// The squares of file a and of the last file, which a step west or east would leave.
    const FIRST_FILE: Self::Bits;
    const LAST_FILE: Self::Bits;
    /// Each square's neighbours: in 8 directions, then orthogonal only.
    const NEIGHBOURS: [Self::PerSquare<Self::Bits>; 2];

    fn per_square<T: Copy + Eq + Hash + Debug>(value: T) -> Self::PerSquare<T>;
}

macro_rules! size {
    ($(#[$doc:meta])* $name:ident, $board:expr, $bits:ty, $side:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $name;

        impl Size for $name {
            type Bits = $bits;
            type PerSquare<T: Copy + Eq + Hash + Debug> = [T; $side * $side];
            const BOARD: Board = $board;
            const GRID: Grid = Grid { files: $side, ranks: $side };
            const ALL: $bits = <$bits>::MAX >> (<$bits>::BITS - $side * $side);
            const FIRST_FILE: $bits = {
                let (mut set, mut rank) = (0, 0);
                while rank < $side {
                    set |= 1 << (rank * $side);
                    rank += 1;
                }
                set
            };
            const LAST_FILE: $bits = Self::FIRST_FILE << ($side - 1);
            const NEIGHBOURS: [[$bits; $side * $side]; 2] = {
                let mut masks = [[0; $side * $side]; 2];
                let mut sq = 0;
                while sq < $side * $side {
                    masks[0][sq] = Self::GRID.neighbour_mask(sq, 8) as $bits;
                    masks[1][sq] = Self::GRID.neighbour_mask(sq, 4) as $bits;
                    sq += 1;
                }
                masks
            };

            fn per_square<T: Copy + Eq + Hash + Debug>(value: T) -> [T; $side * $side] {
                [value; $side * $side]
            }
        }
    };
}

size!(
    /// Khamsawee, 25 squares.
    Five, Board::Five, u32, 5
);
size!(
    /// Sebawee, 49 squares.
    Seven, Board::Seven, u64, 7
);
size!(
    /// Tisawee, 81 squares.
    Nine, Board::Nine, u128, 9
);
