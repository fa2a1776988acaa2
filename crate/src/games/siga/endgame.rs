//! Siga's endgame tables: every position with few pieces solved exactly by
//! retrograde analysis, with the number of plies to the end under best play
//! (the winner wins as fast as it can, the loser holds out as long as it can).
//!
//! A position is seen from the side to move: its pieces and the other
//! side's. Siga's rules treat both sides alike and never look at the
//! history (no repetition rule), so that pair is the whole state, whatever
//! the colours and whoever moved first. One table a material (pieces of the
//! side to move, pieces of the other), indexed by the two sets' ranks among
//! the combinations of their size; a value is the distance in plies to the
//! end, 0 for a draw. Every move passes the turn, so the side to move wins
//! exactly when the distance is odd: it makes the last move.
//!
//! The no-capture limit is left out of the tables: they are the game
//! without it. With the limit on, a table value is exact only when the end
//! comes before the limit can (see `Siga::ending`); other positions are left
//! to the search.
//!
//! Built the first time a search meets the material and kept for the life
//! of the process (in the browser, the worker's).

use super::{neighbours, BoardSize, Siga, SigaOptions};
use crate::core::bits::squares;
use crate::search::Ending;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// The most pieces, both sides together, a table of this board holds: every
/// table of 5 pieces on 4x5 takes about 1 MB; on 6x6 the 3-against-2 tables
/// alone would take 18 MB, over the browser's budget of 16 MB a table.
pub(crate) fn max_pieces(board: BoardSize) -> u32 {
    match board {
        BoardSize::FourByFive => 5,
        BoardSize::Six | BoardSize::SixByEight => 4,
    }
}

/// What changes a table: the board and how pieces may move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Variant {
    pub board: BoardSize,
    pub diagonal: bool,
    pub compulsory_capture: bool,
}

impl Variant {
    pub(crate) fn of(options: &SigaOptions) -> Variant {
        Variant { board: options.board, diagonal: options.diagonal, compulsory_capture: options.compulsory_capture }
    }
}

/// One material's values, distances in plies (0: a draw); the longest is 52 plies (6x8).
pub(crate) type Table = Arc<Vec<u8>>;

type Cache = Mutex<HashMap<(Variant, u32, u32), Table>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Binomial coefficients C(n, k) for n up to 48 squares and k up to 5 pieces.
const BINOMIAL: [[u32; 6]; 49] = {
    let mut t = [[0; 6]; 49];
    let mut n = 0;
    while n < 49 {
        t[n][0] = 1;
        let mut k = 1;
        while k < 6 && n > 0 {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

fn choose(n: usize, k: usize) -> usize {
    BINOMIAL[n][k] as usize
}

/// A set's rank among the sets of its size (colex order: dense from 0).
fn rank(set: u64) -> usize {
    squares(set).enumerate().map(|(i, sq)| choose(sq, i + 1)).sum()
}

/// The sets of `count` squares out of `squares`, in rank order.
fn sets(square_count: usize, count: u32) -> Vec<u64> {
    let mut out = vec![0u64; choose(square_count, count as usize)];
    let mut set: u64 = (1u64 << count) - 1;
    let limit = 1u64 << square_count;
    // Gosper's hack: the next larger number with as many bits set, which is the next set in colex order.
    while set < limit {
        out[rank(set)] = set;
        if set == 0 {
            break;
        }
        let lowest = set & set.wrapping_neg();
        let ripple = set + lowest;
        set = (((ripple ^ set) >> 2) / lowest) | ripple;
    }
    out
}

/// Where `(mover, other)` sits in the table of their material.
fn index(square_count: usize, mover: u64, other: u64) -> usize {
    rank(mover) * choose(square_count, other.count_ones() as usize) + rank(other)
}

/// The table of `mover` pieces against `other`, built with every table it needs if not built yet.
pub(crate) fn table(variant: Variant, mover: u32, other: u32) -> Table {
    if let Some(t) = cache().lock().ok().and_then(|c| c.get(&(variant, mover, other)).cloned()) {
        return t;
    }
    // Built outside the lock: solving a material asks for the smaller ones.
    let solved = solve(variant, mover, other);
    let mut cache = cache().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    for ((m, o), values) in solved {
        cache.entry((variant, m, o)).or_insert_with(|| Arc::new(values));
    }
    cache[&(variant, mover, other)].clone()
}

/// The value of a position, `mover` to move against `other`, from the tables.
pub(crate) fn probe(variant: Variant, mover: u64, other: u64) -> Ending {
    let t = table(variant, mover.count_ones(), other.count_ones());
    let square_count = variant.board.grid().square_count();
    Ending::from_distance(t[index(square_count, mover, other)] as u32)
}

/// A distance as a table holds it. Every table of `max_pieces` ends within
/// 52 plies; one that did not fit would be a broken solver, not a position.
fn distance(plies: usize) -> u8 {
    u8::try_from(plies).expect("an ending longer than 255 plies")
}

/// Solves a material and its mirror (`other` against `mover`): each one's
/// quiet moves lead into the other, its captures into smaller tables.
/// Values flow back from the ends, nearest first, so each position is
/// settled at its true distance: won by the first move found to a lost
/// position, lost once every move leads to a won one.
fn solve(variant: Variant, a: u32, b: u32) -> Vec<((u32, u32), Vec<u8>)> {
    let square_count = variant.board.grid().square_count();
    let neighbours = neighbours(variant.board, variant.diagonal);
    let materials: Vec<(u32, u32)> = if a == b { vec![(a, b)] } else { vec![(a, b), (b, a)] };
    let slot = |m: u32, o: u32| materials.iter().position(|&x| x == (m, o));
    let all_sets: Vec<Vec<u64>> = (0..=a.max(b)).map(|k| sets(square_count, k)).collect();
    // A capture by the side to move: the other side, one piece fewer, moves next.
    let smaller: Vec<Option<Table>> = materials.iter().map(|&(m, o)| (o > 1).then(|| table(variant, o - 1, m))).collect();
    let can_capture = |own: u64, enemy: u64| squares(own).any(|sq| neighbours[sq] & enemy != 0);

    let sizes: Vec<usize> = materials.iter().map(|&(m, o)| choose(square_count, m as usize) * choose(square_count, o as usize)).collect();
    let mut values: Vec<Vec<u8>> = sizes.iter().map(|&n| vec![0u8; n]).collect();
    // Moves not yet known to lose, and the longest loss among those known.
    let mut open: Vec<Vec<u8>> = sizes.iter().map(|&n| vec![0u8; n]).collect();
    let mut longest: Vec<Vec<u8>> = sizes.iter().map(|&n| vec![0u8; n]).collect();
    let mut done: Vec<Vec<bool>> = sizes.iter().map(|&n| vec![false; n]).collect();
    // Positions to settle, by distance; settled only if still open when reached.
    // An entry is the position's index, its material's slot in the top bit
    // (indices stay under 2^31): half the memory of a pair, and a bucket is
    // freed once settled, so the queue never holds more than a few distances.
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); 2];
    let push = |buckets: &mut Vec<Vec<u32>>, d: usize, (slot, i): (usize, usize)| {
        if buckets.len() <= d {
            buckets.resize(d + 1, Vec::new());
        }
        buckets[d].push((slot as u32) << 31 | i as u32);
    };

    // 1. Every position's moves: quiet ones counted, captures valued from the smaller tables.
    for (s, &(m, o)) in materials.iter().enumerate() {
        for &mover in &all_sets[m as usize] {
            for &other in &all_sets[o as usize] {
                if mover & other != 0 {
                    continue;
                }
                let i = index(square_count, mover, other);
                let only_captures = variant.compulsory_capture && can_capture(mover, other);
                let (mut quiet, mut fastest_win, mut slowest_loss) = (0u8, u8::MAX, 0u8);
                for from in squares(mover) {
                    let reach = neighbours[from] & !mover;
                    for to in squares(reach) {
                        if other >> to & 1 == 0 {
                            quiet += !only_captures as u8;
                            continue;
                        }
                        let d = match &smaller[s] {
                            None => 0, // the last piece taken: the game is over
                            Some(t) => t[index(square_count, other & !(1 << to), mover & !(1 << from) | 1 << to)],
                        };
                        match d {
                            0 if o > 1 => quiet += 1, // a draw: never lost, so never counted down
                            d if d % 2 == 0 => fastest_win = fastest_win.min(d + 1),
                            d => slowest_loss = slowest_loss.max(d + 1),
                        }
                    }
                }
                // A position with a winning capture is never lost: one move more than its quiet ones stays open.
                open[s][i] = quiet + (fastest_win != u8::MAX) as u8;
                longest[s][i] = slowest_loss;
                if fastest_win != u8::MAX {
                    push(&mut buckets, fastest_win as usize, (s, i));
                } else if quiet == 0 {
                    push(&mut buckets, slowest_loss as usize, (s, i));
                }
            }
        }
    }

    // 2. Back from the settled positions, one distance at a time.
    let mut d = 0;
    while d < buckets.len() {
        let mut k = 0;
        while k < buckets[d].len() {
            let entry = buckets[d][k];
            k += 1;
            let (s, i) = ((entry >> 31) as usize, (entry & (u32::MAX >> 1)) as usize);
            if done[s][i] || (values[s][i] != 0 && values[s][i] as usize != d) {
                continue;
            }
            values[s][i] = distance(d);
            done[s][i] = true;
            // The positions one quiet move before: the other side moved a piece from `x` to `y`.
            let (m, o) = materials[s];
            let (mover, other) = (all_sets[m as usize][i / choose(square_count, o as usize)], all_sets[o as usize][i % choose(square_count, o as usize)]);
            let Some(p) = slot(o, m) else { continue };
            for y in squares(other) {
                for x in squares(neighbours[y] & !(mover | other)) {
                    let before = other & !(1 << y) | 1 << x;
                    // A quiet move is illegal where a capture is compulsory.
                    if variant.compulsory_capture && can_capture(before, mover) {
                        continue;
                    }
                    let j = index(square_count, before, mover);
                    if done[p][j] || values[p][j] != 0 {
                        continue;
                    }
                    if d % 2 == 0 {
                        values[p][j] = distance(d + 1);
                        push(&mut buckets, d + 1, (p, j));
                    } else {
                        open[p][j] -= 1;
                        longest[p][j] = longest[p][j].max(distance(d + 1));
                        if open[p][j] == 0 {
                            push(&mut buckets, longest[p][j] as usize, (p, j));
                        }
                    }
                }
            }
        }
        buckets[d] = Vec::new();
        d += 1;
    }
    materials.into_iter().zip(values).collect()
}

impl Siga {
    /// Plies a table ending may take and still be exact: all of them
    /// without the no-capture limit; with it, those before the limit (a
    /// win in `d` plies makes `d - 1` moves that might be quiet first).
    fn plies_before_limit(&self) -> u32 {
        match self.options.no_capture_plies {
            0 => u32::MAX,
            limit => limit.saturating_sub(self.plies_without_capture),
        }
    }

    /// The exact value of this position for the side to move, if its
    /// material is in the tables and the value is sure under the
    /// no-capture limit (a draw always is: the limit only adds draws).
    pub(crate) fn table_value(&self) -> Option<Ending> {
        if self.outcome.is_some() || self.pieces[0].count_ones() + self.pieces[1].count_ones() > max_pieces(self.options.board) {
            return None;
        }
        let me = self.to_move.index();
        let ending = probe(Variant::of(&self.options), self.pieces[me], self.pieces[1 - me]);
        match ending {
            Ending::Win(d) | Ending::Loss(d) if d > self.plies_before_limit() => None,
            _ => Some(ending),
        }
    }
}

#[cfg(test)]
mod tests;
