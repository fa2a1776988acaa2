//! Fitting an evaluation's weights to self-play (Texel's method): the
//! computer plays itself, every quiet position it meets is kept with the
//! game's result for the side to move, and the weights are moved one step at
//! a time while the evaluation, read as a winning chance, predicts those
//! results better. `examples/tune.rs` runs it; a fitted set is kept only if
//! `make match` then proves it stronger.

use super::expectimax::{self, Chance};
use super::{bounded, negamax, Evaluate, Level, Limits, PIECE};
use crate::core::{Rng, Side};
use crate::rules::Rules;

/// The most terms an evaluation may have.
pub const MAX_TERMS: usize = 12;

/// A position's evaluation in parts, for one side: material and any other
/// fixed part (not fitted; a piece is the unit every weight is measured in)
/// and the count of each term. The first `whole` terms are added as they
/// are; the rest together are squeezed under `cap` (`bounded`), or added as
/// they are where there is none (Seega's placement, where no material differs).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Terms {
    pub material: f64,
    pub whole: usize,
    pub cap: Option<i32>,
    pub counts: [f64; MAX_TERMS],
}

impl Terms {
    /// The value of these terms under `weights`: what the evaluation returns
    /// when `weights` are the game's own.
    pub fn value(&self, weights: &[i32]) -> f64 {
        let (whole, capped) = self.sums(weights);
        self.material + whole + self.squeezed(capped)
    }

    /// `value` in whole points, the capped part rounded: for evaluations
    /// whose counts are whole numbers.
    pub fn points(&self, weights: &[i32]) -> i32 {
        let (whole, capped) = self.sums(weights);
        (self.material + whole) as i32 + self.squeezed(capped).round() as i32
    }

    fn sums(&self, weights: &[i32]) -> (f64, f64) {
        let weighed = |range: std::ops::Range<usize>| -> f64 { range.map(|i| self.counts[i] * weights.get(i).copied().unwrap_or(0) as f64).sum() };
        (weighed(0..self.whole), weighed(self.whole..MAX_TERMS))
    }

    fn squeezed(&self, sum: f64) -> f64 {
        self.cap.map_or(sum, |cap| bounded(sum, cap))
    }
}

/// An evaluation made of weighted terms, which this module can fit.
pub trait Tunable: Rules {
    /// The terms' names, in the order of `Terms::counts` and of `WEIGHTS`.
    const TERM_NAMES: &'static [&'static str];
    /// The weights the evaluation uses.
    const WEIGHTS: &'static [i32];
    /// The terms for the side to move.
    fn terms(&self) -> Terms;
    /// A position whose static value means something: nothing can be
    /// captured at once (or, with chance moves, a throw is due).
    fn is_quiet(&self) -> bool;
}

/// Hard's move in `pos`, reached after the game's `earlier` positions, by the alpha-beta search.
pub fn negamax_move<R: Evaluate>(pos: &R, earlier: &[R], limits: &Limits) -> R::Move {
    negamax::search_after(pos, earlier, limits, &|| 0.0).expect("a move while the game is on").best
}

/// Hard's move in `pos` by the chance search (which looks at no earlier position).
pub fn expectimax_move<G: Chance>(pos: &G, _earlier: &[G], limits: &Limits) -> G::Move {
    expectimax::search(pos, limits, &|| 0.0).expect("a choice while the game is on").best
}

/// A quiet position's terms and the result of its game for its side to move (1, ½ or 0).
#[derive(Copy, Clone, Debug)]
pub struct Sample {
    pub terms: Terms,
    pub result: f64,
}

/// How self-play games are played.
#[derive(Copy, Clone, Debug)]
pub struct SelfPlay {
    pub games: u64,
    /// Random plies at the start of each game, so the games differ.
    pub opening_plies: usize,
    /// Hard's nodes a move.
    pub nodes: u64,
    /// Plies after which a game stops, scored a draw (as `make match` scores it).
    pub max_plies: usize,
    pub seed: u64,
}

/// The quiet positions of `plan.games` games of hard against itself with
/// `options`, with their results; `hard` chooses a move (`negamax_move` or
/// `expectimax_move`), and a position with one legal move (a throw) is
/// played at once. Each game starts from its own seed, so Seig's throws differ.
pub fn self_play<R: Tunable>(options: &R::Options, plan: SelfPlay, hard: fn(&R, &[R], &Limits) -> R::Move) -> Vec<Sample> {
    let mut samples = Vec::new();
    for game in 0..plan.games {
        let seed = plan.seed.wrapping_add(game);
        let mut rng = Rng::new(seed);
        let mut pos = R::start(options, seed);
        let mut earlier: Vec<R> = Vec::new();
        let mut seen: Vec<(Terms, Side)> = Vec::new();
        let mut moves = Vec::new();
        for ply in 0..plan.max_plies {
            if pos.outcome().is_some() {
                break;
            }
            if ply >= plan.opening_plies && pos.is_quiet() {
                seen.push((pos.terms(), pos.to_move()));
            }
            moves.clear();
            pos.legal_moves(&mut moves);
            let mv = if moves.len() == 1 {
                moves[0]
            } else if ply < plan.opening_plies {
                moves[rng.below(moves.len() as u64) as usize]
            } else {
                let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(plan.nodes), seed: seed.wrapping_mul(1_000_003).wrapping_add(ply as u64) };
                hard(&pos, &earlier, &limits)
            };
            earlier.push(pos.clone());
            pos.play(mv);
        }
        let winner = pos.outcome().and_then(|outcome| outcome.winner);
        samples.extend(seen.into_iter().map(|(terms, side)| Sample {
            terms,
            result: match winner {
                None => 0.5,
                Some(winner) if winner == side => 1.0,
                Some(_) => 0.0,
            },
        }));
    }
    samples
}

/// The chance of winning that `value` stands for: the odds grow tenfold every `400 / k` points.
fn win_chance(value: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * value / 400.0))
}

/// Mean squared difference between the samples' results and the chances their values under `weights` give.
pub fn error(samples: &[Sample], weights: &[i32], k: f64) -> f64 {
    let total: f64 = samples.iter().map(|s| (s.result - win_chance(s.terms.value(weights), k)).powi(2)).sum();
    total / samples.len().max(1) as f64
}

/// The scale that makes `weights` predict the samples best: with it fixed,
/// the weights are fitted, so a piece stays worth `PIECE`.
pub fn fit_scale(samples: &[Sample], weights: &[i32]) -> f64 {
    // The error is smooth with one minimum in k: a golden-section search.
    let (mut low, mut high) = (0.01, 10.0);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(samples, weights, a) < error(samples, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// No weight goes past this either way: under a cap, a term's error can keep
/// falling ever more slowly as its weight grows without end.
const WEIGHT_LIMIT: i32 = 4 * PIECE;

/// `start` moved one weight and one step at a time while the error falls,
/// with steps from `largest_step` halving down to 1, within `WEIGHT_LIMIT`.
pub fn fit_weights(samples: &[Sample], start: &[i32], k: f64, largest_step: i32) -> Vec<i32> {
    let mut weights = start.to_vec();
    let mut best = error(samples, &weights, k);
    let mut step = largest_step.max(1);
    loop {
        let mut improved = false;
        for i in 0..weights.len() {
            for delta in [step, -step] {
                // Keep going while the same move keeps helping.
                while (weights[i] + delta).abs() <= WEIGHT_LIMIT {
                    weights[i] += delta;
                    let tried = error(samples, &weights, k);
                    if tried < best {
                        best = tried;
                        improved = true;
                    } else {
                        weights[i] -= delta;
                        break;
                    }
                }
            }
        }
        if !improved {
            if step == 1 {
                return weights;
            }
            step /= 2;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::search::POSITIONAL_CAP;

    /// Samples whose results are exactly the chances `truth` gives, over varied counts.
    fn samples_from(truth: &[i32], k: f64) -> Vec<Sample> {
        let mut rng = Rng::new(5);
        (0..2_000)
            .map(|_| {
                let mut terms = Terms { material: 100.0 * (rng.below(5) as f64 - 2.0), ..Terms::default() };
                for count in terms.counts.iter_mut().take(truth.len()) {
                    *count = rng.below(9) as f64 - 4.0;
                }
                let result = win_chance(terms.value(truth), k);
                Sample { terms, result }
            })
            .collect()
    }

    #[test]
    fn the_fit_finds_the_weights_that_made_the_results() {
        let truth = [12, -7, 30];
        let samples = samples_from(&truth, 1.5);
        let k = fit_scale(&samples, &truth);
        assert!((k - 1.5).abs() < 0.01, "scale {k}");
        let fitted = fit_weights(&samples, &[0, 0, 0], k, 16);
        assert_eq!(fitted, truth);
        assert!(error(&samples, &fitted, k) < error(&samples, &[0, 0, 0], k));
    }

    /// Results a term's sign decides outright: its weight would grow without end.
    #[test]
    fn a_weight_stops_at_the_limit() {
        let samples: Vec<Sample> = [-2.0, -1.0, 1.0, 2.0]
            .map(|count| {
                let mut counts = [0.0; MAX_TERMS];
                counts[0] = count;
                Sample { terms: Terms { counts, ..Terms::default() }, result: (count > 0.0) as u8 as f64 }
            })
            .to_vec();
        // Four pieces.
        assert_eq!(fit_weights(&samples, &[10], 1.0, 8), [400]);
    }

    /// A term that changes no sample's value keeps the weight it started with.
    #[test]
    fn a_term_that_changes_nothing_keeps_its_weight() {
        let samples = samples_from(&[12, -7], 1.5);
        assert_eq!(fit_weights(&samples, &[0, 0, 5], 1.5, 16), [12, -7, 5]);
    }

    /// The error is the mean of the squared differences.
    #[test]
    fn the_error_is_the_mean_squared_difference_between_results_and_chances() {
        // Level positions: a chance of ½ each, against a win and a loss.
        let level = |result| Sample { terms: Terms::default(), result };
        assert_eq!(error(&[level(1.0), level(0.0), level(0.5)], &[], 1.0), (0.25 + 0.25 + 0.0) / 3.0);
    }

    /// Hard chooses from the first ply after the opening's random ones, and
    /// only the quiet positions from then on are kept.
    #[test]
    fn self_play_opens_with_random_plies_and_keeps_no_position_of_them() {
        use crate::games::siga::Siga;
        use std::sync::atomic::{AtomicUsize, Ordering};
        static FIRST_CHOICE: AtomicUsize = AtomicUsize::new(usize::MAX);
        fn recording(pos: &Siga, earlier: &[Siga], limits: &Limits) -> crate::games::siga::Step {
            FIRST_CHOICE.fetch_min(earlier.len(), Ordering::Relaxed);
            negamax_move(pos, earlier, limits)
        }
        let options = Siga::read_options(&serde_json::Map::new()).unwrap();
        let plan = SelfPlay { games: 1, opening_plies: 4, nodes: 200, max_plies: 40, seed: 3 };
        let samples = self_play::<Siga>(&options, plan, recording);
        assert_eq!(FIRST_CHOICE.load(Ordering::Relaxed), plan.opening_plies);
        // Of the 36 plies after the opening, those where a capture was on are left out.
        assert!((1..plan.max_plies - plan.opening_plies).contains(&samples.len()), "{} samples", samples.len());
    }

    #[test]
    fn self_play_keeps_quiet_positions_with_the_result_for_their_side_to_move() {
        use crate::games::seega::Seega;
        type Egypt = Seega<true>;
        let options = Egypt::read_options(&serde_json::Map::new()).unwrap();
        let plan = SelfPlay { games: 1, opening_plies: 4, nodes: 300, max_plies: 400, seed: 3 };
        let samples = self_play::<Egypt>(&options, plan, negamax_move);
        // Every placement after the opening, and quiet play positions.
        assert!(samples.iter().filter(|s| s.terms.cap.is_none()).count() >= 20 - plan.opening_plies);
        assert!(samples.iter().any(|s| s.terms.cap.is_some()));
        // One game: its winner's positions score 1 and its loser's 0, or all ½.
        let results: std::collections::BTreeSet<u64> = samples.iter().map(|s| (s.result * 2.0) as u64).collect();
        assert!(results == [0, 2].into() || results == [1].into(), "{results:?}");
        // The last quiet position's material leans toward the result: a game is won by taking pieces.
        let last = samples.last().unwrap();
        assert_eq!(last.terms.material.signum(), (last.result - 0.5) * 2.0, "{last:?}");
    }

    #[test]
    fn self_play_with_chance_keeps_the_positions_where_a_throw_is_due() {
        use crate::games::seig::Seig;
        let options = Seig::read_options(&serde_json::Map::new()).unwrap();
        let plan = SelfPlay { games: 1, opening_plies: 4, nodes: 300, max_plies: 20_000, seed: 3 };
        let samples = self_play::<Seig>(&options, plan, expectimax_move);
        // A turn starts with a throw, and a game has many turns.
        assert!(samples.len() >= 50, "{} samples", samples.len());
        let results: std::collections::BTreeSet<u64> = samples.iter().map(|s| (s.result * 2.0) as u64).collect();
        assert!(results == [0, 2].into() || results == [1].into(), "{results:?}");
        // Threats are material to come: weighed whole, outside the cap.
        assert!(samples.iter().all(|s| s.terms.whole == 2 && s.terms.cap.is_some()));
        // Another seed throws otherwise: the opening's random plies are
        // mostly throws, played at once, so only the seed tells games apart.
        let other = self_play::<Seig>(&options, SelfPlay { seed: 4, ..plan }, expectimax_move);
        let terms = |samples: &[Sample]| samples.iter().map(|s| s.terms).collect::<Vec<_>>();
        assert_ne!(terms(&samples), terms(&other));
    }

    #[test]
    fn capped_terms_weigh_under_the_cap_and_material_and_whole_terms_stay_whole() {
        let mut counts = [0.0; MAX_TERMS];
        counts[..2].copy_from_slice(&[1.5, 10.0]);
        let terms = Terms { material: 200.0, whole: 1, cap: Some(POSITIONAL_CAP), counts };
        let squeezed = bounded(1000.0, POSITIONAL_CAP);
        assert_eq!(terms.value(&[20, 100]), 200.0 + 30.0 + squeezed);
        assert_eq!(terms.points(&[20, 100]), 230 + squeezed.round() as i32);
        assert!(terms.value(&[0, 100]) < 200.0 + POSITIONAL_CAP as f64);
        assert_eq!(Terms { cap: None, ..terms }.value(&[20, 3]), 260.0);
    }
}
