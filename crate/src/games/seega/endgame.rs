//! Retrograde solver for small movement-phase endings: every position's
//! value for the side to move, with the number of plies to the end under
//! best play. A side with one piece has lost (rule 8), so both sides keep 2
//! or more: with 4 pieces in all that is 2 against 2 (about 150,000
//! positions a rule set, solved in about a second); 5 would add 3 against 2.
//!
//! It plays by the real rules (`legal_moves` and `play`: captures, series,
//! extra moves that must open a way), with one simplification: the barrier
//! count and the repetition runs are taken as far from their limits and are
//! cleared in every position, since keeping them would multiply the states
//! by thousands. So "draw" here means that neither side can force an end;
//! under the real rules the barrier then ends the game by count (2 against 2:
//! a draw). Real values can differ only where the barrier is nearer than the
//! win, or where the repetition rule forbids a move a line needs. 5x5 only:
//! larger boards have far too many positions.

use super::{Five, Seega, SeegaOptions, Shuttle, Size};
use crate::core::bits::squares;
use crate::core::{Outcome, Side};
use crate::rules::Rules;
use std::collections::{HashMap, VecDeque};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    /// The side to move wins in this many plies.
    Win(u16),
    /// The side to move loses in this many plies.
    Loss(u16),
    Draw,
}

pub(crate) struct Solution<const EGYPT: bool> {
    options: SeegaOptions,
    index: HashMap<u64, u32>,
    states: Vec<Seega<EGYPT>>,
    values: Vec<Value>,
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

impl<const EGYPT: bool> Solution<EGYPT> {
    /// Solves every position with at most `max_pieces` pieces, at least 2 a side.
    pub(crate) fn solve(options: SeegaOptions, max_pieces: u32) -> Self {
        let mut solution = Solution { options, index: HashMap::new(), states: Vec::new(), values: Vec::new() };
        // 1. Every position reachable from the starting material, each once.
        let mut queue = VecDeque::new();
        for light in 2..=max_pieces.saturating_sub(2) {
            for dark in 2..=max_pieces - light {
                for light_set in subsets(Five::ALL, light) {
                    for dark_set in subsets(Five::ALL & !light_set, dark) {
                        for side in Side::BOTH {
                            let pos = Seega::from_pieces(options, [light_set, dark_set], side);
                            // Where nobody can move the rules end the game at once.
                            if pos.outcome().is_none() {
                                solution.add(pos, &mut queue);
                            }
                        }
                    }
                }
            }
        }
        // 2. The moves between them; finished games are valued on the spot.
        let mut children: Vec<Vec<(u32, bool)>> = Vec::new();
        let mut immediate: Vec<Vec<Value>> = Vec::new();
        while let Some(i) = queue.pop_front() {
            let pos = solution.states[i as usize].clone();
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let (mut inner, mut ended) = (Vec::new(), Vec::new());
            for mv in moves {
                let mut child = pos.clone();
                child.play(mv);
                match child.outcome() {
                    Some(outcome) => ended.push(outcome_value(outcome, pos.to_move)),
                    None => {
                        let same_mover = child.to_move == pos.to_move;
                        inner.push((solution.add(normalized(&child), &mut queue), same_mover));
                    }
                }
            }
            children.resize(solution.states.len(), Vec::new());
            immediate.resize(solution.states.len(), Vec::new());
            children[i as usize] = inner;
            immediate[i as usize] = ended;
        }
        solution.retrograde(&children, &immediate);
        solution
    }

    fn add(&mut self, pos: Seega<EGYPT>, queue: &mut VecDeque<u32>) -> u32 {
        let key = state_key(&pos);
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        let i = self.states.len() as u32;
        self.index.insert(key, i);
        self.states.push(pos);
        queue.push_back(i);
        i
    }

    /// Values flow backwards from the ends, nearest first: a position is won
    /// as soon as one move wins, lost once every move loses.
    fn retrograde(&mut self, children: &[Vec<(u32, bool)>], immediate: &[Vec<Value>]) {
        let n = self.states.len();
        let mut parents: Vec<Vec<(u32, bool)>> = vec![Vec::new(); n];
        for (p, kids) in children.iter().enumerate() {
            for &(c, same) in kids {
                parents[c as usize].push((p as u32, same));
            }
        }
        let mut value: Vec<Option<Value>> = vec![None; n];
        let mut open_moves: Vec<usize> = children.iter().map(Vec::len).collect();
        let mut has_draw = vec![false; n];
        let mut longest_loss = vec![0u16; n];
        let mut queue = VecDeque::new();
        for p in 0..n {
            for &v in &immediate[p] {
                match v {
                    Value::Win(_) => value[p] = Some(Value::Win(1)),
                    Value::Draw => has_draw[p] = true,
                    Value::Loss(_) => longest_loss[p] = 1,
                }
            }
            if value[p].is_none() && open_moves[p] == 0 && !has_draw[p] {
                value[p] = Some(Value::Loss(longest_loss[p]));
            }
            if value[p].is_some() {
                queue.push_back(p as u32);
            }
        }
        while let Some(c) = queue.pop_front() {
            let child_value = value[c as usize].unwrap_or(Value::Draw);
            for &(p, same_mover) in &parents[c as usize] {
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
                        if open_moves[p] == 0 && !has_draw[p] {
                            value[p] = Some(Value::Loss(longest_loss[p]));
                            queue.push_back(p as u32);
                        }
                    }
                    Value::Draw => {}
                }
            }
        }
        self.values = value.into_iter().map(|v| v.unwrap_or(Value::Draw)).collect();
    }

    /// The value of `pos` for its side to move; `None` outside the solved positions.
    pub(crate) fn value(&self, pos: &Seega<EGYPT>) -> Option<Value> {
        if pos.options != self.options {
            return None;
        }
        let i = *self.index.get(&state_key(&normalized(pos)))?;
        self.values.get(i as usize).copied()
    }

    /// Every solved position with its value.
    pub(crate) fn positions(&self) -> impl Iterator<Item = (&Seega<EGYPT>, Value)> {
        self.states.iter().zip(self.values.iter().copied())
    }
}
