//! The throw table (RULES.md section 4) as data, and the chances of each row.

use crate::race::sticks::{probability, ways};
use crate::race::{ThrowKind, ThrowRow};

/// What a throw does; which one depends only on the number of whites.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// All but one alike: release the front piece one hole on (or add 1), throw again.
    Seig,
    /// Two: the pool is {2} on the turn's first throw, else the turn is lost.
    Two,
    /// Add this value and stop throwing.
    Stop(u8),
    /// Add `fourMoves` and throw again.
    Four,
    /// All alike: release as many front pieces as there are sticks, throw again.
    AllAlike,
    /// Locked start, anything else: the sticks pass to the next seat.
    Pass,
}

/// 7 sticks, by number of whites, until some seat unlocks the game.
pub const LOCKED: [Effect; 8] = {
    use Effect::*;
    [AllAlike, Seig, Pass, Pass, Pass, Pass, Seig, AllAlike]
};

/// 8 sticks, by number of whites, once the game is unlocked.
pub const UNLOCKED: [Effect; 9] = {
    use Effect::*;
    [AllAlike, Seig, Two, Stop(3), Four, Stop(5), Stop(6), Seig, AllAlike]
};

pub fn effect(sticks: u8, whites: u8) -> Effect {
    let table: &[Effect] = if sticks == 8 { &UNLOCKED } else { &LOCKED };
    table.get(whites as usize).copied().unwrap_or(Effect::Pass)
}

/// The row of the throw table a throw of `whites` falls in, whatever the position.
pub fn row_kind(sticks: u8, whites: u8) -> ThrowKind {
    match (sticks == 8, effect(sticks, whites)) {
        (false, Effect::Seig) => ThrowKind::UnlockSeig,
        (false, Effect::AllAlike) => ThrowKind::UnlockAlike,
        (false, _) | (true, Effect::Pass) => ThrowKind::Locked,
        (true, Effect::Seig) => ThrowKind::Seig,
        (true, Effect::AllAlike) => ThrowKind::Alike,
        (true, Effect::Two) => ThrowKind::Two,
        (true, Effect::Four) => ThrowKind::Four,
        (true, Effect::Stop(3)) => ThrowKind::Three,
        (true, Effect::Stop(5)) => ThrowKind::Five,
        (true, Effect::Stop(_)) => ThrowKind::Six,
    }
}

/// The endgame's throws: exactly 4 whites takes a piece, anything else misses.
pub fn endgame_kind(whites: u8) -> ThrowKind {
    if whites == 4 {
        ThrowKind::EndgameTake
    } else {
        ThrowKind::EndgameMiss
    }
}

/// Every row of a table, whites 0..=sticks, with its chance.
pub fn rows(sticks: u8, kind: impl Fn(u8) -> ThrowKind, four_moves: u8) -> Vec<ThrowRow> {
    (0..=sticks)
        .map(|whites| {
            let kind = kind(whites);
            let (ways, of) = (ways(sticks, whites), 1u32 << sticks);
            ThrowRow { whites, kind, value: kind.pool_value(four_moves), ways, of, chance: ways as f64 / of as f64 }
        })
        .collect()
}

/// One throw per distinct effect, with the summed chance of every throw that has it:
/// the faces are the lowest `whites` sticks white.
pub fn outcomes(sticks: u8) -> Vec<(u8, f64)> {
    let mut out: Vec<(u8, f64, Effect)> = Vec::new();
    for whites in 0..=sticks {
        let p = probability(sticks, whites);
        let e = effect(sticks, whites);
        match out.iter_mut().find(|(_, _, seen)| *seen == e) {
            Some(same) => same.1 += p,
            None => out.push((((1u16 << whites) - 1) as u8, p, e)),
        }
    }
    out.into_iter().map(|(faces, p, _)| (faces, p)).collect()
}

/// For an opponent's coming turn (8 sticks): the chance that its pool holds
/// a group summing to each distance 0..=MAX_REACH, and the chance of a lone 2.
/// Releases are left out: this is a judgement, not the rules.
pub struct Reach {
    pub sum: [f64; MAX_REACH + 1],
    pub lone_two: f64,
}

pub const MAX_REACH: usize = 24;

impl Reach {
    pub fn new(four_moves: u8) -> Reach {
        let mut reach = Reach { sum: [0.0; MAX_REACH + 1], lone_two: probability(8, 2) };
        let mut pool = Vec::new();
        reach.follow(four_moves, 1.0, &mut pool);
        reach
    }

    /// Walks the throws of one turn down to chains too unlikely to matter.
    fn follow(&mut self, four_moves: u8, chance: f64, pool: &mut Vec<u8>) {
        for whites in 0..=8 {
            let p = chance * probability(8, whites);
            let stop = match effect(8, whites) {
                Effect::Stop(v) => Some(v),
                Effect::Two if pool.is_empty() => Some(2),
                Effect::Four if p > 1e-4 => {
                    pool.push(four_moves);
                    self.follow(four_moves, p, pool);
                    pool.pop();
                    None
                }
                Effect::Seig | Effect::AllAlike if p > 1e-4 => {
                    self.follow(four_moves, p, pool);
                    None
                }
                // A two after a value loses the turn; no pass with 8 sticks; a throw again this unlikely is not followed.
                Effect::Two | Effect::Pass | Effect::Four | Effect::Seig | Effect::AllAlike => None,
            };
            if let Some(v) = stop {
                pool.push(v);
                let mut sums = 1u64;
                for &x in pool.iter() {
                    sums |= sums << x;
                }
                pool.pop();
                for d in 1..=MAX_REACH {
                    if sums >> d & 1 == 1 {
                        self.sum[d] += p;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_sum_to_one_and_merge_alike_rows() {
        let unlocked = outcomes(8);
        assert_eq!(unlocked.len(), 7);
        assert!((unlocked.iter().map(|o| o.1).sum::<f64>() - 1.0).abs() < 1e-12);
        let locked = outcomes(7);
        assert_eq!(locked.len(), 3);
        assert_eq!(locked[0], (0, 2.0 / 128.0));
        assert_eq!(locked[1], (1, 14.0 / 128.0));
        assert!((locked[2].1 - 112.0 / 128.0).abs() < 1e-12);
        assert!((probability(8, 4) - 70.0 / 256.0).abs() < 1e-12);
    }

    #[test]
    fn tables_name_every_row_with_its_ways() {
        let kinds = |sticks| rows(sticks, |w| row_kind(sticks, w), 4).iter().map(|r| r.kind).collect::<Vec<_>>();
        use ThrowKind::*;
        assert_eq!(kinds(7), [UnlockAlike, UnlockSeig, Locked, Locked, Locked, Locked, UnlockSeig, UnlockAlike]);
        assert_eq!(kinds(8), [Alike, Seig, Two, Three, Four, Five, Six, Seig, Alike]);
        let unlocked = rows(8, |w| row_kind(8, w), 3);
        let ways: Vec<u32> = unlocked.iter().map(|r| r.ways).collect();
        assert_eq!(ways, [1, 8, 28, 56, 70, 56, 28, 8, 1]);
        assert_eq!(unlocked[4].value, Some(3), "a four moves `fourMoves`");
        assert_eq!((unlocked[4].of, unlocked[4].chance), (256, 70.0 / 256.0));
        assert_eq!(unlocked[1].value, None);
    }

    #[test]
    fn reach_counts_single_values_and_sums() {
        let r = Reach::new(4);
        assert!((r.sum[5] - r.sum[6]).abs() > 0.0);
        assert!(r.sum[4] > r.sum[7] && r.sum[7] > 0.0 && r.sum[8] > 0.0);
        assert!(r.sum.iter().all(|&p| (0.0..=1.0).contains(&p)));
    }

    /// Throws that add nothing to the pool and throw again: seigs and all-alikes.
    fn throw_again() -> f64 {
        2.0 * (probability(8, 0) + probability(8, 1))
    }

    #[test]
    fn reach_counts_a_two_only_while_the_pool_is_empty() {
        let r = Reach::new(4);
        let two = probability(8, 2);
        // At least a two on the first throw; at most a two after throws again
        // that added nothing. A two after a four loses the turn and reaches nothing.
        assert!(r.sum[2] >= two, "{} < {two}", r.sum[2]);
        assert!(r.sum[2] <= two / (1.0 - throw_again()), "{}", r.sum[2]);
    }

    #[test]
    fn reach_follows_throws_again_after_seigs_and_all_alikes() {
        // With fours moving 4, only a closing 3 reaches 3, after any fours and throws again.
        let r = Reach::new(4);
        let (three, four) = (probability(8, 3), probability(8, 4));
        let after_fours_alone = three / (1.0 - four);
        assert!(r.sum[3] > after_fours_alone + 0.01, "{} <= {after_fours_alone}", r.sum[3]);
        assert!(r.sum[3] <= three / (1.0 - four - throw_again()), "{}", r.sum[3]);
    }
}
