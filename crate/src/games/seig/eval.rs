//! The computer player's judgement of a Seig position, its chance moves for
//! the expectimax search, and a greedy baseline player.

use super::path::{holes, step_of, LAST_STEP, OPPOSING_LOWER, OPPOSING_UPPER, OWN_UPPER, SAFE_HOLES};
use super::throws::{self, Reach, MAX_REACH};
use crate::race::probability;
use super::{group_sum, Seig, SeigMove, Stage};
use crate::core::Side;
use crate::rules::Rules;
use crate::search::tune::{Terms, Tunable, MAX_TERMS};
use crate::search::{self, expectimax::Chance};
use std::sync::OnceLock;

/// A piece in the game, as in every game's evaluation; the race is worth far less.
const PIECE: f64 = search::PIECE as f64;

/// The weighted terms, for the side judging, each its count less the other
/// side's: pieces the side throwing next, and the side throwing after it,
/// can expect to take in their turns (material to come, so not bounded with
/// the rest); pieces released; holes they have come (a piece set in the
/// middle for the endgame counts as one at the end of its path); the pool of
/// the side spending; reaching the endgame (1 for the side judging,
/// whichever it is).
const TERM_NAMES: [&str; 6] = ["takes expected by the side throwing next", "takes expected by the side throwing after", "pieces released", "holes come, in fives", "pool, in fives", "endgame reached"];
/// The terms weighed whole, before those bounded together below a piece.
const WHOLE_TERMS: usize = 2;
/// A threat counts less when the threatening side throws after the other.
/// A released piece is worth 4, and 0.2 more for each hole it has come.
/// Reaching the endgame is worth 25 to the side judging: a zero-sum value
/// made one side lose by starting it, and a hard player behind kept a piece
/// back on a safe hole so the game never ended.
const WEIGHTS: [i32; 6] = [100, 60, 4, 1, 1, 25];
/// Holes (or pool values) one count of the race stands for: a weight of 1
/// is then 0.2 a hole, and that is the tuner's smallest step.
const HOLES_A_COUNT: f64 = 5.0;

fn reach(four_moves: u8) -> &'static Reach {
    static REACH: OnceLock<[Reach; 2]> = OnceLock::new();
    let both = REACH.get_or_init(|| [Reach::new(3), Reach::new(4)]);
    &both[(four_moves == 4) as usize]
}

impl Seig {
    /// The chance that `by` takes the piece of the other side on `hole` in
    /// its next turn; `circling`: whether `by` may run past its last hole.
    fn threat(&self, by: Side, hole: usize, circling: bool) -> f64 {
        let target = step_of(by, hole);
        if SAFE_HOLES >> hole & 1 == 1 || target < OWN_UPPER {
            return 0.0;
        }
        let odds = reach(self.options.four_moves);
        let mut miss = 1.0;
        for from in holes(self.released[by.index()]) {
            let step = step_of(by, from);
            let hit = if target >= OPPOSING_LOWER {
                // Only a lone 2 takes there, and a 2 is one throw at most.
                if target == step + 2 {
                    odds.lone_two
                } else {
                    0.0
                }
            } else if step < target {
                odds.sum.get((target - step) as usize).copied().unwrap_or(0.0)
            } else if circling && step >= OPPOSING_LOWER && target >= OPPOSING_UPPER {
                let distance = (LAST_STEP - step) as usize + 1 + (target - OPPOSING_UPPER) as usize;
                if distance <= MAX_REACH {
                    odds.sum[distance]
                } else {
                    0.0
                }
            } else {
                0.0
            };
            miss *= 1.0 - hit;
        }
        1.0 - miss
    }

    /// How far `side` is in the race: pieces released, the holes they have
    /// come (in fives), and its pool (in fives) if it is spending. A piece set
    /// in the middle for the endgame counts as one at the end of its path:
    /// else starting the endgame cost the side ahead its pieces' progress, and
    /// the hard player, ahead, kept a piece back on a safe hole forever.
    fn race(&self, side: Side) -> [f64; 3] {
        let me = side.index();
        if self.stage == Stage::Endgame {
            let pieces = self.counts[me] as f64;
            return [pieces, pieces * LAST_STEP as f64 / HOLES_A_COUNT, 0.0];
        }
        let released = self.released[me].count_ones() as f64;
        let holes_come: u32 = holes(self.released[me]).map(|hole| step_of(side, hole) as u32).sum();
        let pool = if self.side == side { group_sum(&self.pool) as f64 / HOLES_A_COUNT } else { 0.0 };
        [released, holes_come as f64 / HOLES_A_COUNT, pool]
    }

    /// The pieces of `side` the other side can expect to take in its next turn.
    fn threatened(&self, side: Side) -> f64 {
        if self.stage == Stage::Endgame {
            return 0.0;
        }
        let other = side.opponent();
        let circling = self.may_circle(other);
        holes(self.pieces[side.index()]).map(|hole| self.threat(other, hole, circling)).sum()
    }

    /// The evaluation's parts for `side`.
    fn terms_for(&self, side: Side) -> Terms {
        let other = side.opponent();
        let (own_loss, other_loss) = (self.threatened(side), self.threatened(other));
        // Who throws next decides which weight each side's threat takes.
        let (by_next, by_after) = if self.side == side { (other_loss, -own_loss) } else { (-own_loss, other_loss) };
        let (mine, theirs) = (self.race(side), self.race(other));
        let endgame = (self.stage == Stage::Endgame) as u8 as f64;
        let mut counts = [0.0; MAX_TERMS];
        counts[..TERM_NAMES.len()].copy_from_slice(&[by_next, by_after, mine[0] - theirs[0], mine[1] - theirs[1], mine[2] - theirs[2], endgame]);
        let material = PIECE * (self.counts[side.index()] as f64 - self.counts[other.index()] as f64);
        Terms { material, whole: WHOLE_TERMS, cap: Some(search::POSITIONAL_CAP), counts }
    }

    fn is_taking(&self, mv: SeigMove) -> bool {
        matches!(mv, SeigMove::Spend { to, group, .. } if self.takes(to as usize, &group))
    }
}

impl Chance for Seig {
    fn is_chance(&self) -> bool {
        self.outcome.is_none() && self.stage != Stage::Spend
    }

    fn chance_outcomes(&self, out: &mut Vec<(SeigMove, f64)>) {
        if self.stage == Stage::Endgame {
            // Only "exactly 4 whites" does anything.
            let four = probability(8, 4);
            out.push((SeigMove::Throw(Some(0b1111)), four));
            out.push((SeigMove::Throw(Some(0)), 1.0 - four));
        } else {
            out.extend(throws::outcomes(self.sticks()).into_iter().map(|(faces, p)| (SeigMove::Throw(Some(faces)), p)));
        }
    }

    fn key(&self) -> u64 {
        fn mix(mut z: u64) -> u64 {
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        let pool = self.pool.iter().fold(0u64, |acc, &n| acc << 8 | n as u64);
        let flags = [
            self.side.index() as u64,
            self.seat as u64,
            self.stage as u64,
            self.first_throw as u64,
            self.unlocked as u64,
            self.counts[0] as u64,
            self.counts[1] as u64,
        ]
        .iter()
        .fold(0u64, |acc, &f| acc << 8 | f);
        [self.pieces[0], self.pieces[1], self.released[0], self.released[1], pool, flags]
            .iter()
            .enumerate()
            .fold(0, |key, (i, &word)| mix(key ^ mix(word.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)))))
    }

    /// Material first (pieces held, less those about to be taken); then, bounded
    /// together below a piece, the race and reaching the endgame.
    fn evaluate(&self, side: Side) -> f64 {
        self.terms_for(side).value(&WEIGHTS)
    }

    /// Searched, the endgame's throws gave whoever throws first (never the side
    /// starting it) a lead at the horizon that kept the side ahead from starting it.
    fn is_settled(&self) -> bool {
        self.stage == Stage::Endgame
    }

    fn order_hint(&self, mv: SeigMove) -> i32 {
        match mv {
            SeigMove::Spend { group, .. } => 1000 * self.is_taking(mv) as i32 + group_sum(&group) as i32,
            SeigMove::Throw(_) => 0,
        }
    }
}

impl Tunable for Seig {
    const TERM_NAMES: &'static [&'static str] = &TERM_NAMES;
    const WEIGHTS: &'static [i32] = &WEIGHTS;

    fn terms(&self) -> Terms {
        self.terms_for(self.side)
    }

    /// A throw is due: where the search judges a position.
    fn is_quiet(&self) -> bool {
        self.is_chance()
    }
}

/// The baseline player: take if it can, else move its furthest piece as far as it can.
pub fn greedy_move(pos: &Seig) -> Option<SeigMove> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let side = pos.to_move();
    moves.into_iter().max_by_key(|&mv| match mv {
        SeigMove::Throw(_) => (false, 0, 0),
        SeigMove::Spend { from, group, .. } => {
            (pos.is_taking(mv), step_of(side, from as usize), group_sum(&group))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Think;

    impl Seig {
        /// The pieces `side` can expect to lose in the other side's next
        /// turn, in points: its threat terms' share that counts against it.
        fn risk(&self, side: Side) -> f64 {
            let terms = self.terms_for(side);
            -(0..WHOLE_TERMS).map(|i| WEIGHTS[i] as f64 * terms.counts[i].min(0.0)).sum::<f64>()
        }
    }

    #[test]
    fn threats_follow_the_path_and_spare_safe_holes_and_home() {
        let options = Seig::read_options(&Default::default()).unwrap();
        let pos = Seig::setup(options, Side::Light, [&["a4", "a5"], &[]], [&["c3", "c12"], &["c6", "a7"]]);
        let hole = |name| super::super::path::parse_hole(name).unwrap();
        // Side 0 on c3 is three holes behind side 1's c6; nobody is taken on c12.
        assert!(pos.threat(Side::Light, hole("c6"), false) > 0.2);
        assert_eq!(pos.threat(Side::Dark, hole("c12"), false), 0.0);
        // In side 0's home only a lone 2 takes: a5 is two holes on from side 1's a7, a4 three.
        assert_eq!(pos.threat(Side::Dark, hole("a5"), false), reach(4).lone_two);
        assert_eq!(pos.threat(Side::Dark, hole("a4"), false), 0.0);
    }

    /// The positions of seeded random games, endgames included.
    fn random_positions(games: u64) -> Vec<Seig> {
        let mut rng = crate::core::Rng::new(21);
        let mut out = Vec::new();
        for seed in 0..games {
            let options = Seig::read_options(serde_json::json!({ "seed": seed }).as_object().unwrap()).unwrap();
            let mut pos = Seig::start(&options, 0);
            while pos.outcome.is_none() {
                out.push(pos.clone());
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                pos.play(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        out
    }

    #[test]
    fn taking_away_a_piece_never_raises_its_sides_value() {
        for pos in random_positions(6).iter().step_by(5) {
            for side in Side::BOTH {
                let me = side.index();
                // With no piece left a side has lost: no value to compare.
                if pos.counts[me] < 2 {
                    continue;
                }
                let before = pos.evaluate(side);
                let on_board: Vec<usize> = holes(pos.pieces[me]).collect();
                // In the endgame the pieces are off the holes: one of them goes.
                let taken: Vec<Option<usize>> = if on_board.is_empty() { vec![None] } else { on_board.into_iter().map(Some).collect() };
                for hole in taken {
                    let mut fewer = pos.clone();
                    fewer.counts[me] -= 1;
                    if let Some(hole) = hole {
                        fewer.pieces[me] &= !(1 << hole);
                        fewer.released[me] &= !(1 << hole);
                    }
                    let after = fewer.evaluate(side);
                    assert!(after < before, "side {side:?} without {hole:?}: {before} -> {after}\n{pos:?}");
                }
            }
        }
    }

    /// With the pieces expected to be taken left out (material to come, not a
    /// positional term), a piece more outweighs the race wherever the pieces stand.
    #[test]
    fn a_piece_more_outweighs_any_race() {
        let values = random_positions(6).into_iter().flat_map(|pos| {
            Side::BOTH.map(|side| {
                let lead = pos.counts[side.index()] as i32 - pos.counts[side.opponent().index()] as i32;
                (lead, pos.evaluate(side) + pos.risk(side) - pos.risk(side.opponent()))
            })
        });
        search::assert_material_first(Seig::ID, values);
    }

    /// Seig's throws can bring almost any hole within reach, so a take is free
    /// when the pool holds one value (every move ends the turn) and it leaves
    /// the taker's pieces no more at risk than the safest move that takes nothing.
    #[test]
    #[ignore = "slow: `make test` runs it, a mutant does not"]
    fn every_level_takes_free_pieces() {
        let mut found = 0;
        for (i, pos) in random_positions(40).iter().enumerate().filter(|(_, p)| p.stage == Stage::Spend && p.pool.iter().sum::<u8>() == 1) {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let after: Vec<(SeigMove, Seig)> = moves
                .into_iter()
                .map(|mv| {
                    let mut child = pos.clone();
                    child.play(mv);
                    (mv, child)
                })
                .collect();
            let safest_quiet = after.iter().filter(|(mv, _)| !pos.is_taking(*mv)).map(|(_, c)| c.risk(pos.side)).fold(f64::INFINITY, f64::min);
            let free_take = after.iter().any(|(mv, child)| pos.is_taking(*mv) && child.risk(pos.side) <= safest_quiet);
            if !free_take {
                continue;
            }
            for level in [crate::search::Level::Easy, crate::search::Level::Medium, crate::search::Level::Hard] {
                let limits = crate::search::Limits { level, time_ms: None, nodes: Some(3000), seed: i as u64 };
                let best = pos.think(&limits, &|| 0.0).expect("a move").best;
                assert!(pos.is_taking(best), "{level:?} played {} instead of a free take\n{pos:?}", pos.move_text(best));
            }
            found += 1;
        }
        assert!(found >= 10, "only {found} positions with a free take");
    }

    fn hard_choice(pos: &Seig) -> String {
        let limits = crate::search::Limits { level: crate::search::Level::Hard, time_ms: None, nodes: Some(3000), seed: 1 };
        pos.move_text(pos.think(&limits, &|| 0.0).expect("a move").best)
    }

    fn after_throw(unreleased: [&[&str]; 2], released: [&[&str]; 2], faces: &str) -> Seig {
        let options = Seig::read_options(&Default::default()).unwrap();
        let mut pos = Seig::setup(options, Side::Light, unreleased, released);
        pos.play(pos.parse_move(faces).unwrap());
        pos
    }

    #[test]
    fn the_player_takes_when_it_can() {
        let pos = after_throw([&[], &["d1"]], [&["b10", "a3"], &["b5"]], "throw:WWWWWBBB");
        assert_eq!(hard_choice(&pos), "b10-b5:5");
        assert_eq!(pos.move_text(greedy_move(&pos).unwrap()), "b10-b5:5");
    }

    #[test]
    fn the_player_keeps_out_of_reach_where_the_greedy_one_does_not() {
        // b12 + 5 lands on b7, four holes ahead of side 1's b3; a1 + 5 stays home.
        let pos = after_throw([&[], &["d1"]], [&["b12", "a1"], &["b3"]], "throw:WWWWWBBB");
        assert_eq!(hard_choice(&pos), "a1-a6:5");
        assert_eq!(pos.move_text(greedy_move(&pos).unwrap()), "b12-b7:5");
    }

    #[test]
    fn the_player_ahead_starts_the_endgame() {
        // b1 + 5 sets every piece past every opposing one: the endgame, six pieces to four.
        let pos = after_throw([&[], &[]], [&["b1", "c3", "c8", "c10", "d8", "d10"], &["a3", "a5", "b4", "b8"]], "throw:WWWWWBBB");
        assert_eq!(hard_choice(&pos), "b1-c5:5");
    }

    #[test]
    fn the_player_behind_starts_the_endgame_too() {
        // b1 + 5 sets every piece past every opposing one: the endgame, four pieces to six.
        let pos = after_throw([&[], &[]], [&["b1", "c3", "c10", "d8"], &["a3", "a5", "a9", "b4", "b8", "b10"]], "throw:WWWWWBBB");
        assert_eq!(hard_choice(&pos), "b1-c5:5");
    }

    #[test]
    fn the_player_throws_when_it_must() {
        let pos = after_throw([&[], &["d1"]], [&["b12"], &["b3"]], "throw:WWWWBBBB");
        assert_eq!(hard_choice(&pos), "throw");
    }
}
