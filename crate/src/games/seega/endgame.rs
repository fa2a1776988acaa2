//! Retrograde solver for small movement-phase endings on 5x5: every
//! position's value for the side to move, with the number of plies to the
//! end under best play. A side with one piece has lost (rule 8), so both
//! sides keep 2 or more: with 4 pieces in all that is 2 against 2 (about
//! 150,000 positions a rule set); 5 would add 3 against 2.
//!
//! It plays by the real rules (`legal_moves` and `play`: captures, series,
//! extra moves that must open a way), with one simplification: the barrier
//! count and the repetition runs are taken as far from their limits and are
//! cleared in every position, since keeping them would multiply the states
//! by thousands. So "draw" here means that neither side can force an end;
//! under the real rules the barrier then ends the game by count (2 against 2:
//! a draw). A win or loss is used only where it comes before the barrier
//! can (`value`); the repetition rule (Sudan) is not checked, so a line the
//! table counts on may be cut by it. Larger boards have far too many positions.
//!
//! Solved the first time a search meets 2 against 2, kept for the process
//! (in the browser, the worker's): a rule set's table is its positions' keys
//! and values, about 3 MB.

use super::{Board, Five, Seega, SeegaOptions, Shuttle, Size};
use crate::core::bits::squares;
use crate::core::{Outcome, Side};
use crate::rules::Rules;
use crate::search::Ending;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};

/// Pieces in all in the solved endings: 2 against 2.
const MAX_PIECES: u32 = 4;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    /// The side to move wins in this many plies.
    Win(u16),
    /// The side to move loses in this many plies.
    Loss(u16),
    Draw,
}

/// The values of every solved position, by state key.
pub(crate) struct Solution {
    values: HashMap<u64, Value>,
}

/// The options the solver plays by: those of the movement phase on 5x5 that
/// change nothing here (who placed first; the barrier, whose count is cleared).
fn solver_options() -> SeegaOptions {
    SeegaOptions { board: Board::Five, first_placer: Side::Light, barrier_plies: 40 }
}

type Cache = Mutex<HashMap<bool, Arc<Solution>>>;

/// The rule set's solution, solved the first time it is asked for.
pub(crate) fn solution<const EGYPT: bool>() -> Arc<Solution> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(s) = cache.lock().ok().and_then(|c| c.get(&EGYPT).cloned()) {
        return s;
    }
    let solved = Arc::new(Solution::solve::<EGYPT>());
    let mut cache = cache.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    cache.entry(EGYPT).or_insert(solved).clone()
}

/// The exact value of `pos` for its side to move, if it is a solved ending
/// (2 against 2 in the movement phase) and its end comes before the barrier can.
pub(crate) fn value<const EGYPT: bool>(pos: &Seega<EGYPT>) -> Option<Ending> {
    if pos.placing || pos.outcome.is_some() || pos.pieces.iter().any(|p| p.count_ones() != 2) {
        return None;
    }
    let before_barrier = pos.options.barrier_plies.saturating_sub(pos.quiet_plies);
    match solution::<EGYPT>().value(pos)? {
        Value::Win(d) if d as u32 <= before_barrier => Some(Ending::Win(d as u32)),
        Value::Loss(d) if d as u32 <= before_barrier => Some(Ending::Loss(d as u32)),
        Value::Draw => Some(Ending::Draw),
        _ => None,
    }
}

/// The solver's state: the position with its counters cleared.
fn normalized<const EGYPT: bool>(pos: &Seega<EGYPT>) -> Seega<EGYPT> {
    let mut pos = pos.clone();
    pos.quiet_plies = 0;
    pos.shuttles = Five::per_square(Shuttle::default());
    pos
}

/// Everything that tells solver states apart, in one number.
fn state_key<const EGYPT: bool>(pos: &Seega<EGYPT>) -> u64 {
    let series = pos.series.map_or(0, |sq| sq as u64 + 1);
    pos.pieces[0] as u64
        | (pos.pieces[1] as u64) << 25
        | (pos.to_move as u64) << 50
        | (pos.extra as u64) << 51
        | series << 52
}

/// The solver's state of a key.
fn from_key<const EGYPT: bool>(key: u64) -> Seega<EGYPT> {
    let mask = (1u64 << 25) - 1;
    let to_move = if key >> 50 & 1 == 0 { Side::Light } else { Side::Dark };
    let mut pos = Seega::fresh(solver_options(), [(key & mask) as u32, (key >> 25 & mask) as u32], to_move, false);
    pos.extra = key >> 51 & 1 == 1;
    pos.series = match key >> 52 {
        0 => None,
        sq => Some(sq as u8 - 1),
    };
    pos
}

/// A finished game's value for the side that just moved into it.
fn outcome_value(outcome: Outcome, mover: Side) -> Value {
    match outcome.winner {
        None => Value::Draw,
        Some(w) if w == mover => Value::Win(1),
        Some(_) => Value::Loss(1),
    }
}

/// Every bit set of `count` squares out of `free`.
fn subsets(free: u32, count: u32) -> Vec<u32> {
    if count == 0 {
        return vec![0];
    }
    let mut out = Vec::new();
    for sq in squares(free) {
        let higher = free & !((2u32 << sq) - 1);
        out.extend(subsets(higher, count - 1).into_iter().map(|rest| rest | 1 << sq));
    }
    out
}

/// The states met so far, each once, by key; new ones wait in the queue.
struct States {
    index: HashMap<u64, u32>,
    keys: Vec<u64>,
    queue: VecDeque<u32>,
}

impl States {
    fn add(&mut self, key: u64) -> u32 {
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        let i = self.keys.len() as u32;
        self.index.insert(key, i);
        self.keys.push(key);
        self.queue.push_back(i);
        i
    }
}

/// A state's moves that end the game at once, summed up.
#[derive(Copy, Clone, Default)]
struct Ends {
    win: bool,
    draw: bool,
    loss: bool,
}

impl Solution {
    /// Solves every position with at most `MAX_PIECES` pieces, at least 2 a side.
    fn solve<const EGYPT: bool>() -> Self {
        let options = solver_options();
        let mut states = States { index: HashMap::new(), keys: Vec::new(), queue: VecDeque::new() };
        // 1. Every position reachable from the starting material, each once.
        for light in 2..=MAX_PIECES - 2 {
            for dark in 2..=MAX_PIECES - light {
                for light_set in subsets(Five::ALL, light) {
                    for dark_set in subsets(Five::ALL & !light_set, dark) {
                        for side in Side::BOTH {
                            let pos = Seega::<EGYPT>::from_pieces(options, [light_set, dark_set], side);
                            // Where nobody can move the rules end the game at once.
                            if pos.outcome().is_none() {
                                states.add(state_key(&pos));
                            }
                        }
                    }
                }
            }
        }
        // 2. The moves between them, each state's in a row of one list; finished games are summed up on the spot.
        let (mut first_child, mut children, mut ends) = (vec![0u32], Vec::new(), Vec::new());
        while let Some(i) = states.queue.pop_front() {
            let pos = from_key::<EGYPT>(states.keys[i as usize]);
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let mut end = Ends::default();
            for mv in moves {
                let mut child = pos.clone();
                child.play(mv);
                match child.outcome().map(|o| outcome_value(o, pos.to_move)) {
                    Some(Value::Win(_)) => end.win = true,
                    Some(Value::Draw) => end.draw = true,
                    Some(Value::Loss(_)) => end.loss = true,
                    None => children.push((states.add(state_key(&normalized(&child))), child.to_move == pos.to_move)),
                }
            }
            // States are taken from the queue in the order they were added, so rows follow indices.
            first_child.push(children.len() as u32);
            ends.push(end);
        }
        let values = retrograde(&first_child, &children, &ends);
        Solution { values: states.keys.into_iter().zip(values).collect() }
    }

    /// The value of `pos` for its side to move; `None` outside the solved positions.
    pub(crate) fn value<const EGYPT: bool>(&self, pos: &Seega<EGYPT>) -> Option<Value> {
        self.values.get(&state_key(&normalized(pos))).copied()
    }

    /// Every solved position with its value, in the order of their keys (the same every run).
    #[cfg(test)]
    pub(crate) fn positions<const EGYPT: bool>(&self) -> impl Iterator<Item = (Seega<EGYPT>, Value)> {
        let mut solved: Vec<(u64, Value)> = self.values.iter().map(|(&key, &value)| (key, value)).collect();
        solved.sort_unstable_by_key(|&(key, _)| key);
        solved.into_iter().map(|(key, value)| (from_key::<EGYPT>(key), value))
    }
}

/// Values flow backwards from the ends, nearest first: a position is won
/// as soon as one move wins, lost once every move loses. `children` holds
/// state `i`'s moves from `first_child[i]` to `first_child[i + 1]`, each with
/// whether the same side moves again.
fn retrograde(first_child: &[u32], children: &[(u32, bool)], ends: &[Ends]) -> Vec<Value> {
    let n = ends.len();
    let row = |i: usize| first_child[i] as usize..first_child[i + 1] as usize;
    // The parents of each state, as rows of one list too.
    let mut first_parent = vec![0u32; n + 1];
    for &(c, _) in children {
        first_parent[c as usize + 1] += 1;
    }
    for i in 0..n {
        first_parent[i + 1] += first_parent[i];
    }
    let mut filled = first_parent.clone();
    let mut parents = vec![(0u32, false); children.len()];
    for p in 0..n {
        for &(c, same) in &children[row(p)] {
            parents[filled[c as usize] as usize] = (p as u32, same);
            filled[c as usize] += 1;
        }
    }
    let mut value: Vec<Option<Value>> = vec![None; n];
    let mut open_moves: Vec<u32> = (0..n).map(|i| row(i).len() as u32).collect();
    let mut longest_loss = vec![0u16; n];
    let mut queue = VecDeque::new();
    for p in 0..n {
        if ends[p].win {
            value[p] = Some(Value::Win(1));
        } else if ends[p].loss {
            longest_loss[p] = 1;
        }
        if value[p].is_none() && open_moves[p] == 0 && !ends[p].draw {
            value[p] = Some(Value::Loss(longest_loss[p]));
        }
        if value[p].is_some() {
            queue.push_back(p as u32);
        }
    }
    while let Some(c) = queue.pop_front() {
        let child_value = value[c as usize].unwrap_or(Value::Draw);
        for &(p, same_mover) in &parents[first_parent[c as usize] as usize..first_parent[c as usize + 1] as usize] {
            let p = p as usize;
            if value[p].is_some() {
                continue;
            }
            let for_parent = match (child_value, same_mover) {
                (Value::Win(d), true) | (Value::Loss(d), false) => Value::Win(d + 1),
                (Value::Loss(d), true) | (Value::Win(d), false) => Value::Loss(d + 1),
                (Value::Draw, _) => Value::Draw,
            };
            match for_parent {
                Value::Win(_) => {
                    value[p] = Some(for_parent);
                    queue.push_back(p as u32);
                }
                Value::Loss(d) => {
                    longest_loss[p] = longest_loss[p].max(d);
                    open_moves[p] -= 1;
                    if open_moves[p] == 0 && !ends[p].draw {
                        value[p] = Some(Value::Loss(longest_loss[p]));
                        queue.push_back(p as u32);
                    }
                }
                Value::Draw => {}
            }
        }
    }
    value.into_iter().map(|v| v.unwrap_or(Value::Draw)).collect()
}
