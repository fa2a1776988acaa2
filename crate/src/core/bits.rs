//! Bit sets of board squares, one bit per square: `u32`, `u64` or `u128`,
//! the smallest that holds a board, so small boards stay fast.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

pub trait BitSet:
    Copy
    + Eq
    + Hash
    + Debug
    + Send
    + Sync
    + 'static
    + Into<u128>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    const EMPTY: Self;
    fn bit(square: usize) -> Self;
    fn contains(self, square: usize) -> bool;
    fn is_empty(self) -> bool;
    fn count(self) -> u32;
    /// The lowest square in the set; the set must not be empty.
    fn lowest(self) -> usize;
    /// The set less its lowest square.
    fn without_lowest(self) -> Self;
    /// The low 64 bits.
    fn low_u64(self) -> u64;
}

macro_rules! bit_set {
    ($($t:ty),*) => {$(
        impl BitSet for $t {
            const EMPTY: $t = 0;
            fn bit(square: usize) -> $t {
                1 << square
            }
            fn contains(self, square: usize) -> bool {
                self >> square & 1 == 1
            }
            fn is_empty(self) -> bool {
                self == 0
            }
            fn count(self) -> u32 {
                self.count_ones()
            }
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            fn without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }
            fn low_u64(self) -> u64 {
                self as u64
            }
        }
    )*};
}

bit_set!(u32, u64, u128);

/// The squares (bit indices) in `set`, lowest first.
pub fn squares<B: BitSet>(mut set: B) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (!set.is_empty()).then(|| {
            let sq = set.lowest();
            set = set.without_lowest();
            sq
        })
    })
}
