//! How the computer player and the teaching see a Sig position of any variant:
//! the throws' chances for expectimax, the search's key and evaluation, and
//! the teaching's terms.

use super::*;
use std::hash::Hasher;

impl<V: Variant> Chance for Sig<V> {
    fn is_chance(&self) -> bool {
        self.stage == Stage::Throw
    }

    /// One throw per number of W, the lowest sticks showing W.
    fn chance_outcomes(&self, out: &mut Vec<(SigMove, f64)>) {
        let sticks = self.rules.sticks();
        out.extend((0..=sticks).map(|whites| (SigMove::Throw(Some(((1u16 << whites) - 1) as u8)), probability(sticks, whites))));
    }

    /// Written byte by byte: hashing the slice or an enum would write a
    /// `usize` length or an `isize` discriminant, whose width differs between
    /// native and wasm32 and would make the search count differently there.
    fn key(&self) -> u64 {
        let mut hasher = std::hash::DefaultHasher::new();
        hasher.write(self.board.contents());
        hasher.write_u8(self.turn);
        hasher.write_u8(self.stage as u8);
        hasher.write_u64(self.rules.key());
        hasher.finish()
    }

    fn evaluate(&self, side: Side) -> f64 {
        self.rules.evaluate(&self.board, side)
    }
}

impl<V: Variant> Think for Sig<V> {
    fn think(&self, limits: &Limits, clock: Clock) -> Option<Report<SigMove>> {
        match (self.outcome, self.stage) {
            (Some(_), _) => None,
            // A throw is no choice: its value is the position's static one.
            (None, Stage::Throw) => Some(Report { best: SigMove::Throw(None), value: self.evaluate(self.side()).round() as i32, depth: 0, nodes: 1 }),
            (None, Stage::Choose) => expectimax::search(self, limits, clock),
        }
    }
}

impl<V: Variant> Teach for Sig<V> {
    /// One turn for each value `side`'s sticks can give, its seat 0 choosing.
    fn turns_for(&self, side: Side) -> Vec<Self> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let turn = side.index() as u8;
        self.rules.openings(&self.board, side).into_iter().map(|rules| Sig { rules, turn, stage: Stage::Choose, moved: false, ..self.clone() }).collect()
    }

    fn step_squares(&self, mv: SigMove) -> Option<(usize, usize)> {
        match mv {
            SigMove::Step { from, to, .. } => Some((from as usize, to as usize)),
            _ => None,
        }
    }

    fn weigh(&self, moves: &[SigMove], limits: &Limits, clock: Clock) -> Option<Weighed<SigMove>> {
        expectimax::weigh(self, moves, limits, clock)
    }
}
