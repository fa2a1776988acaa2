//! Bit sets of board squares.

/// The squares (bit indices) in `set`, lowest first.
pub fn squares(set: impl Into<u64>) -> impl Iterator<Item = usize> {
    let mut set = set.into();
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let sq = set.trailing_zeros() as usize;
            set &= set - 1;
            sq
        })
    })
}
