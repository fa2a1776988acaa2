//! The Elo difference of a score, shared by the ladder and the match runner.

/// The Elo difference of a score fraction, clamped away from 0 and 1.
pub fn elo(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}
