//! Spending the pool (RULES.md section 4, "Spending the pool", "Taking" and
//! "Circling"): which groups of values a piece may spend, where it lands, what it takes.

use super::path::{self, hole_at, hole_name, holes, next_step, step_of, OPPOSING_LOWER, OWN_UPPER, ROWS_A_B, SAFE_HOLES};
use super::{Seig, SeigMove, SeigRefusal, Stage, Values};
use crate::core::{Outcome, Reason, Refusal, Side};

/// Why a piece cannot spend a group.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Blocked {
    PastEnd,
    NeedsOneSmallValue,
    OwnPiece,
}

impl Blocked {
    pub(super) fn refusal(self) -> Refusal {
        match self {
            Blocked::PastEnd => SeigRefusal::PastEnd.into(),
            Blocked::NeedsOneSmallValue => SeigRefusal::OneSmallValue.into(),
            Blocked::OwnPiece => SeigRefusal::LandingOwn.into(),
        }
    }
}

pub(super) fn group_sum(group: &Values) -> u32 {
    (1..7).map(|v| v as u32 * group[v] as u32).sum()
}

pub(super) fn group_len(group: &Values) -> u32 {
    group.iter().map(|&n| n as u32).sum()
}

/// The group is exactly one value `v`.
pub(super) fn is_single(group: &Values, v: usize) -> bool {
    group_len(group) == 1 && group[v] == 1
}

/// The group's values, largest first.
pub(super) fn group_values(group: &Values) -> Vec<u8> {
    (1..7u8).rev().flat_map(|v| std::iter::repeat_n(v, group[v as usize] as usize)).collect()
}

/// `5+4+4`: largest first.
pub(super) fn group_text(group: &Values) -> String {
    let values: Vec<String> = group_values(group).iter().map(u8::to_string).collect();
    values.join("+")
}

impl Seig {
    /// Whether `side` may run past the last hole: none of its pieces is left in its own lower field.
    pub(super) fn may_circle(&self, side: Side) -> bool {
        holes(self.pieces[side.index()]).all(|h| step_of(side, h) >= OWN_UPPER)
    }

    /// Where the piece on `from` ends with `group`, or why it cannot go.
    pub(super) fn destination(&self, from: usize, group: &Values, circling: bool) -> Result<usize, Blocked> {
        let side = self.side;
        let may_enter = group_len(group) == 1 && (group[2] + group[3] + group[4]) == 1;
        let mut step = step_of(side, from);
        for _ in 0..group_sum(group) {
            step = next_step(step, circling).ok_or(Blocked::PastEnd)?;
            if step == OPPOSING_LOWER && !may_enter {
                return Err(Blocked::NeedsOneSmallValue);
            }
        }
        let to = hole_at(side, step);
        if self.pieces[side.index()] >> to & 1 == 1 {
            return Err(Blocked::OwnPiece);
        }
        Ok(to)
    }

    /// Whether a piece of the side to move landing on `to` with `group` takes an opposing piece there.
    pub(super) fn takes(&self, to: usize, group: &Values) -> bool {
        let step = step_of(self.side, to);
        self.pieces[self.side.opponent().index()] >> to & 1 == 1
            && SAFE_HOLES >> to & 1 == 0
            && step >= OWN_UPPER
            && (step < OPPOSING_LOWER || is_single(group, 2))
    }

    /// Every distinct non-empty group of pool values, none summing past the path's length.
    pub(super) fn groups(&self) -> Vec<Values> {
        fn extend(pool: &Values, value: usize, group: &mut Values, sum: u32, out: &mut Vec<Values>) {
            if value == 7 {
                if sum > 0 {
                    out.push(*group);
                }
                return;
            }
            let mut count = 0;
            loop {
                group[value] = count;
                extend(pool, value + 1, group, sum + count as u32 * value as u32, out);
                count += 1;
                if count > pool[value] || sum + count as u32 * value as u32 > path::LAST_STEP as u32 {
                    break;
                }
            }
            group[value] = 0;
        }
        let mut out = Vec::new();
        extend(&self.pool, 1, &mut [0; 7], 0, &mut out);
        out
    }

    /// Every legal spend, passed to `found` until it returns false.
    pub(super) fn each_spend(&self, mut found: impl FnMut(SeigMove) -> bool) {
        let groups = self.groups();
        let circling = self.may_circle(self.side);
        for from in holes(self.released[self.side.index()]) {
            for group in &groups {
                if let Ok(to) = self.destination(from, group, circling) {
                    if !found(SeigMove::Spend { from: from as u8, to: to as u8, group: *group }) {
                        return;
                    }
                }
            }
        }
    }

    pub(super) fn has_spend(&self) -> bool {
        let mut any = false;
        self.each_spend(|_| {
            any = true;
            false
        });
        any
    }

    pub(super) fn spend(&mut self, from: usize, to: usize, group: &Values) -> u64 {
        let (me, other) = (self.side.index(), self.side.opponent().index());
        let captured = if self.takes(to, group) { 1u64 << to } else { 0 };
        self.pieces[other] &= !captured;
        self.released[other] &= !captured;
        self.counts[other] -= captured.count_ones() as u8;
        self.pieces[me] = self.pieces[me] & !(1 << from) | 1 << to;
        self.released[me] = self.released[me] & !(1 << from) | 1 << to;
        for (left, spent) in self.pool.iter_mut().zip(group) {
            *left = left.saturating_sub(*spent);
        }
        if self.counts[other] == 0 {
            self.outcome = Some(Outcome::win(self.side, Reason::CapturedAll));
        } else if self.pieces[0] & ROWS_A_B == 0 && self.pieces[1] & !ROWS_A_B == 0 {
            // Every piece is past every opposing one: they are set in the middle.
            self.pieces = [0; 2];
            self.released = [0; 2];
            self.stage = Stage::Endgame;
            self.next_seat();
        } else if self.pool == [0; 7] || !self.has_spend() {
            self.next_seat();
        }
        captured
    }


    /// Every hole a legal spend passes, from its start to its landing, circling included.
    pub(super) fn path(&self, from: usize, group: &Values) -> Vec<String> {
        let circling = self.may_circle(self.side);
        let mut step = step_of(self.side, from);
        let mut path = vec![hole_name(from)];
        for _ in 0..group_sum(group) {
            let Some(next) = next_step(step, circling) else { break };
            step = next;
            path.push(hole_name(hole_at(self.side, step)));
        }
        path
    }

    /// The distinct pool values some legal spend uses, smallest first.
    pub(super) fn spendable(&self) -> Vec<u8> {
        let mut used: Values = [0; 7];
        if self.stage == Stage::Spend {
            self.each_spend(|mv| {
                if let SeigMove::Spend { group, .. } = mv {
                    (1..7).filter(|&v| group[v] > 0).for_each(|v| used[v] = 1);
                }
                true
            });
        }
        (1..7u8).filter(|&v| used[v as usize] > 0).collect()
    }
}
