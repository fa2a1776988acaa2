//! Throwing sticks, shared by every race game: one throw's faces, and the
//! chance of each number of white sides among fair sticks.

/// The sticks of one throw: bit i set when stick i fell white side up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Throw {
    pub faces: u8,
    pub sticks: u8,
}

impl Throw {
    pub fn whites(self) -> u8 {
        self.faces.count_ones() as u8
    }

    /// `WBBW...`, one letter a stick.
    pub fn text(self) -> String {
        (0..self.sticks).map(|i| if self.faces >> i & 1 == 1 { 'W' } else { 'B' }).collect()
    }
}

/// Falls of `sticks` sticks with exactly `whites` white sides up: sticks choose whites.
pub fn ways(sticks: u8, whites: u8) -> u32 {
    (0..whites as u32).fold(1, |acc, i| acc * (sticks as u32 - i) / (i + 1))
}

/// Probability of `whites` white sides among `sticks` fair sticks.
pub fn probability(sticks: u8, whites: u8) -> f64 {
    ways(sticks, whites) as f64 / (1u32 << sticks) as f64
}
