//! A seat's turn (RULES.md section 4, "Sticks and throws" and "Endgame"):
//! throwing, releasing, the pool filling, and the turn passing on.

use super::path::{hole_at, hole_name, holes, step_of};
use super::throws::{self, Effect};
use super::{Seig, Stage};
use crate::core::{Outcome, Reason};
use crate::race::{Release, Throw, ThrowFacts, ThrowKind};

impl Seig {
    /// Releases the side to move's front unreleased piece; with `step`, moves
    /// it one hole on unless its own side holds that hole. False when none is left.
    pub(super) fn release_front(&mut self, step: bool) -> bool {
        let (side, me) = (self.side, self.side.index());
        let Some(front) = holes(self.pieces[me] & !self.released[me]).max_by_key(|&h| step_of(side, h)) else {
            return false;
        };
        let mut at = front;
        if step {
            let next = hole_at(side, step_of(side, front) + 1);
            if self.pieces[me] >> next & 1 == 0 {
                self.pieces[me] &= !(1 << front);
                self.pieces[me] |= 1 << next;
                at = next;
            }
        }
        self.released[me] |= 1 << at;
        true
    }

    pub(super) fn add_to_pool(&mut self, value: u8) {
        let slot = &mut self.pool[value as usize];
        *slot = slot.saturating_add(1);
    }

    /// The turn passes to the next seat: seats of one side in order, then the other side's.
    pub(super) fn next_seat(&mut self) {
        self.pool = [0; 7];
        self.first_throw = true;
        if self.seat + 1 < self.options.team_size {
            self.seat += 1;
        } else {
            self.seat = 0;
            self.side = self.side.opponent();
        }
        if self.stage == Stage::Spend {
            self.stage = Stage::Throw;
        }
    }

    /// Throwing stops: spend the pool, or lose it when nothing can be spent.
    pub(super) fn start_spending(&mut self) {
        self.stage = Stage::Spend;
        if !self.has_spend() {
            self.next_seat();
        }
    }

    pub(super) fn throw(&mut self, given: Option<u8>) -> Throw {
        let sticks = self.sticks();
        let mask = ((1u16 << sticks) - 1) as u8;
        // Drawn even when the faces are given, so every throw moves the stream alike.
        let drawn = (self.rng.next_u64() >> 56) as u8 & mask;
        let thrown = Throw { faces: given.unwrap_or(drawn) & mask, sticks };
        let whites = thrown.whites();
        let first = std::mem::replace(&mut self.first_throw, false);
        if self.stage == Stage::Endgame {
            self.endgame_throw(whites);
            return thrown;
        }
        let effect = throws::effect(sticks, whites);
        if effect != Effect::Pass {
            self.unlocked = true;
        }
        match effect {
            Effect::Pass => self.next_seat(),
            Effect::Seig => {
                if !self.release_front(true) {
                    self.add_to_pool(1);
                }
            }
            Effect::AllAlike => {
                for _ in 0..sticks {
                    self.release_front(false);
                }
            }
            Effect::Four => self.add_to_pool(self.options.four_moves),
            Effect::Two if first => {
                self.add_to_pool(2);
                self.start_spending();
            }
            Effect::Two => self.next_seat(),
            Effect::Stop(value) => {
                self.add_to_pool(value);
                self.start_spending();
            }
        }
        thrown
    }

    /// Endgame: a throw of exactly 4 whites takes one opposing piece and throws again.
    pub(super) fn endgame_throw(&mut self, whites: u8) {
        if whites != 4 {
            self.next_seat();
            return;
        }
        let other = self.side.opponent().index();
        self.counts[other] = self.counts[other].saturating_sub(1);
        if self.counts[other] == 0 {
            self.outcome = Some(Outcome::win(self.side, Reason::CapturedAll));
        }
    }

    /// What `thrown`, thrown from here, did; `after` is the position it left;
    /// `given`: its faces came with the move.
    pub(super) fn throw_facts(&self, thrown: Throw, after: &Seig, given: bool) -> ThrowFacts {
        let (side, me) = (self.side, self.side.index());
        let whites = thrown.whites();
        let kind = match (self.stage, throws::row_kind(thrown.sticks, whites)) {
            (Stage::Endgame, _) if whites == 4 && after.outcome.is_some() => ThrowKind::EndgameLast,
            (Stage::Endgame, _) => throws::endgame_kind(whites),
            (_, ThrowKind::Seig) if self.pieces[me] & !self.released[me] == 0 => ThrowKind::SeigNoPiece,
            (_, ThrowKind::Two) if self.first_throw => ThrowKind::TwoFirst,
            (_, ThrowKind::Two) => ThrowKind::TwoCancel,
            (_, kind) => kind,
        };
        let mut released: Vec<usize> = holes(after.released[me] & !self.released[me]).collect();
        released.sort_by_key(|&h| std::cmp::Reverse(step_of(side, h)));
        ThrowFacts {
            faces: thrown.text(),
            whites,
            sticks: thrown.sticks,
            value: kind.pool_value(self.options.four_moves),
            kind,
            released: released.iter().map(|&h| hole_name(h)).collect(),
            releases: released
                .iter()
                .map(|&h| {
                    // A release that moved the piece on left its own hole behind.
                    let from = if self.pieces[me] >> h & 1 == 1 { h } else { hole_at(side, step_of(side, h).saturating_sub(1)) };
                    Release { from: hole_name(from), to: hole_name(h) }
                })
                .collect(),
            unlocked: !self.unlocked && after.unlocked,
            passed: kind.stops_to_spend() && after.stage == Stage::Throw && after.outcome.is_none(),
            given,
        }
    }
}
