//! The board's 48 holes and each side's S-shaped path through them.
//! A piece's place on its path is its `step`: 0..=11 its own lower field,
//! 12..=23 its own upper field, 24..=35 the opposing upper field, 36..=47
//! the opposing lower field.

use crate::core::{HolePlace, Side};

pub const HOLES: usize = 48;
pub const COLUMNS: usize = 12;
pub const ROWS: usize = HOLES / COLUMNS;
/// The board as `rulesets()` names it: rows by columns.
pub const BOARD_NAME: &str = "4x12";
/// The first step of the own upper field: before it, the own lower field.
pub const OWN_UPPER: u8 = 12;
/// The first step of the opposing upper field, where circling pieces go on after the last hole.
pub const OPPOSING_UPPER: u8 = 24;
/// The first step of the opposing lower field.
pub const OPPOSING_LOWER: u8 = 36;
pub const LAST_STEP: u8 = 47;
/// b1, b12, c1, c12: the first and last holes of the upper fields, where nobody is taken.
pub const SAFE_HOLES: u64 = 1 << 12 | 1 << 23 | 1 << 24 | 1 << 35;
/// Rows a and b: where every side-1 piece stands in the endgame (side 0's: the rest).
pub const ROWS_A_B: u64 = (1 << 24) - 1;

/// Side 0's path: a1..a12, b12..b1, c1..c12, d12..d1. It is its own inverse.
const fn light_hole(step: usize) -> usize {
    match step / COLUMNS {
        0 | 2 => step,
        1 => 35 - step,
        _ => 83 - step,
    }
}

/// The hole at `step` of `side`'s path; side 1 runs side 0's path backwards.
pub fn hole_at(side: Side, step: u8) -> usize {
    match side {
        Side::Light => light_hole(step as usize),
        Side::Dark => light_hole(LAST_STEP as usize - step as usize),
    }
}

/// Where `hole` lies on `side`'s path.
pub fn step_of(side: Side, hole: usize) -> u8 {
    match side {
        Side::Light => light_hole(hole) as u8,
        Side::Dark => LAST_STEP - light_hole(hole) as u8,
    }
}

/// The step after `step`: past the last hole only when circling is allowed.
pub fn next_step(step: u8, circling: bool) -> Option<u8> {
    if step < LAST_STEP {
        Some(step + 1)
    } else if circling {
        Some(OPPOSING_UPPER)
    } else {
        None
    }
}

/// Every hole's name and place, as `board().places` gives them: row `a` is row 0, column 1 column 0.
pub fn places() -> Vec<HolePlace> {
    (0..HOLES).map(|hole| HolePlace { name: hole_name(hole), row: (hole / COLUMNS) as u8, column: (hole % COLUMNS) as u8 }).collect()
}

/// `a1`..`d12`.
pub fn hole_name(hole: usize) -> String {
    let row = (b'a' + (hole / COLUMNS) as u8) as char;
    format!("{row}{}", hole % COLUMNS + 1)
}

/// Reads `a1`..`d12` in any letter case; refuses a sign (`a+1`) and leading zeros (`a01`), which the parse alone takes.
pub fn parse_hole(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let row = match chars.next()?.to_ascii_lowercase() {
        c @ 'a'..='d' => c as usize - 'a' as usize,
        _ => return None,
    };
    let digits = chars.as_str();
    if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let column: usize = digits.parse().ok()?;
    (1..=COLUMNS).contains(&column).then(|| row * COLUMNS + column - 1)
}

/// The holes of a bit set, lowest first.
pub fn holes(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let hole = set.trailing_zeros() as usize;
            set &= set - 1;
            hole
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(side: Side, steps: std::ops::RangeInclusive<u8>) -> Vec<String> {
        steps.map(|s| hole_name(hole_at(side, s))).collect()
    }

    #[test]
    fn paths_are_s_shaped_and_mirror_each_other() {
        assert_eq!(names(Side::Light, 0..=1), ["a1", "a2"]);
        assert_eq!(names(Side::Light, 11..=13), ["a12", "b12", "b11"]);
        assert_eq!(names(Side::Light, 23..=25), ["b1", "c1", "c2"]);
        assert_eq!(names(Side::Light, 35..=37), ["c12", "d12", "d11"]);
        assert_eq!(names(Side::Light, 47..=47), ["d1"]);
        assert_eq!(names(Side::Dark, 0..=1), ["d1", "d2"]);
        assert_eq!(names(Side::Dark, 11..=13), ["d12", "c12", "c11"]);
        assert_eq!(names(Side::Dark, 23..=24), ["c1", "b1"]);
        assert_eq!(names(Side::Dark, 35..=36), ["b12", "a12"]);
        assert_eq!(names(Side::Dark, 47..=47), ["a1"]);
        for side in Side::BOTH {
            for step in 0..=LAST_STEP {
                assert_eq!(step_of(side, hole_at(side, step)), step);
            }
        }
    }

    #[test]
    fn hole_names_round_trip_and_refuse_others() {
        for hole in 0..HOLES {
            assert_eq!(parse_hole(&hole_name(hole)), Some(hole));
        }
        assert_eq!(parse_hole("D12"), Some(47));
        for bad in ["e1", "a0", "a13", "a01", "a+1", "a100", "a99999999999999999999", "a", "", "b1x", "é1"] {
            assert_eq!(parse_hole(bad), None, "{bad}");
        }
    }
}
