//! A review that names mistakes: a played move is judged by how much less
//! it is worth to its mover than the search's best move, both valued by one
//! search at one depth, so that the difference is the move's and not the
//! search's. Seig's values are expectations over the throws to come, so a
//! Seig move is judged by the expected value it lost; a throw is no choice
//! and is never judged.

use super::{reasons, MoveReason, Teach};
use crate::core::{Phase, Side};
use crate::rules::Clock;
use crate::search::{Limits, PIECE, POSITIONAL_CAP, WIN};
use serde::Serialize;

/// A loss of at least this is an inaccuracy: as much as every positional term
/// of one side together weighs, so more than a choice between quiet moves costs.
pub const INACCURACY: i32 = POSITIONAL_CAP;
/// A mistake: more than any difference the positional terms alone can make
/// (each side's at most `POSITIONAL_CAP`), so material is lost, or (Seig) risked.
pub const MISTAKE: i32 = 2 * POSITIONAL_CAP;
/// A blunder: a piece lost, less the little position it may buy back.
pub const BLUNDER: i32 = PIECE - POSITIONAL_CAP / 3;

/// Beyond this a value (either way) is a forced result: the search's own bound.
pub const FORCED_RESULT: i32 = WIN / 2;
/// How far a value moves a chance of winning: a piece ahead is about 62%.
const CHANCE_SCALE: f64 = 2.0 * PIECE as f64;

/// Light's chance of winning where `mover` is to act and its value is `value`:
/// certain when a result is forced, otherwise a logistic curve.
pub fn light_chance(value: i32, mover: Side) -> f64 {
    let for_light = if mover == Side::Light { value } else { -value };
    if for_light.abs() > FORCED_RESULT {
        return if for_light > 0 { 1.0 } else { 0.0 };
    }
    1.0 / (1.0 + (-f64::from(for_light) / CHANCE_SCALE).exp())
}

/// What a marked move cost when a result was forced.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Forced {
    /// The played move lets the opponent force a win.
    LostGame,
    /// The best move forced a win, and the played one does not.
    MissedWin,
}

impl Forced {
    fn of(best_value: i32, played_value: i32) -> Option<Forced> {
        if played_value < -FORCED_RESULT {
            Some(Forced::LostGame)
        } else if best_value > FORCED_RESULT {
            Some(Forced::MissedWin)
        } else {
            None
        }
    }
}

/// How badly a judged move lost: the review's mark, by its loss in points.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// A small loss.
    Inaccuracy,
    /// A larger loss.
    Mistake,
    /// About a piece or more.
    Blunder,
}

impl Mark {
    /// The mark a move losing `loss` points earns, if any.
    pub fn of(loss: i32) -> Option<Mark> {
        match loss {
            l if l >= BLUNDER => Some(Mark::Blunder),
            l if l >= MISTAKE => Some(Mark::Mistake),
            l if l >= INACCURACY => Some(Mark::Inaccuracy),
            _ => None,
        }
    }
}

/// One move judged against the search's best. Values are for the mover;
/// all but `move` are null (and `loss` 0) for a throw.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Judgement {
    /// The judged move's canonical text.
    #[serde(rename = "move")]
    pub text: String,
    /// The computer's best move in its place.
    pub best: Option<String>,
    /// The best move's value, for the mover.
    pub best_value: Option<i32>,
    /// The judged move's value, for the mover.
    pub played_value: Option<i32>,
    /// `best_value - played_value`, never below 0.
    pub loss: i32,
    /// The mark its loss earns, if any.
    pub mark: Option<Mark>,
    /// The best move when the played one is marked.
    pub better: Option<String>,
    /// Whether the loss is a forced result lost or missed rather than points.
    pub forced: Option<Forced>,
    /// Why the played move is good or bad, by the rules alone.
    pub reasons: Vec<MoveReason>,
    /// Why `better` is better; empty when unmarked.
    pub better_reasons: Vec<MoveReason>,
}

/// `played`, a legal move in `pos`, judged within `limits` against the best
/// move (never hard's trap); `None` when the game is over.
pub fn judge<R: Teach>(pos: &R, played: R::Move, limits: &Limits, clock: Clock) -> Option<Judgement> {
    let limits = &limits.for_teaching();
    let text = pos.move_text(played);
    if matches!(pos.phase(), Phase::Throw | Phase::Endgame) {
        let (best, best_value, played_value, mark, better, forced) = (None, None, None, None, None, None);
        let (reasons, better_reasons) = (Vec::new(), Vec::new());
        return Some(Judgement { text, best, best_value, played_value, loss: 0, mark, better, forced, reasons, better_reasons });
    }
    let best = pos.think(limits, clock)?.best;
    let candidates = if best == played { vec![best] } else { vec![best, played] };
    let weighed = pos.weigh(&candidates, limits, clock)?;
    let value = |mv: R::Move| weighed.moves.iter().find(|(m, _)| *m == mv).map(|&(_, v)| v);
    let (best_value, played_value) = (value(best)?, value(played)?);
    let loss = (best_value - played_value).max(0);
    let mark = Mark::of(loss);
    Some(Judgement {
        text,
        best: Some(pos.move_text(best)),
        best_value: Some(best_value),
        played_value: Some(played_value),
        loss,
        mark,
        better: mark.map(|_| pos.move_text(best)),
        forced: Forced::of(best_value, played_value),
        reasons: reasons(pos, played),
        better_reasons: if mark.is_some() { reasons(pos, best) } else { Vec::new() },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_grow_with_the_loss() {
        assert_eq!(Mark::of(0), None);
        assert_eq!(Mark::of(INACCURACY - 1), None);
        assert_eq!(Mark::of(INACCURACY), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(MISTAKE), Some(Mark::Mistake));
        assert_eq!(Mark::of(BLUNDER), Some(Mark::Blunder));
        assert_eq!(Mark::of(crate::search::WIN), Some(Mark::Blunder));
    }

    #[test]
    fn a_chance_is_certain_when_forced_and_even_when_level() {
        assert_eq!(light_chance(0, Side::Light), 0.5);
        assert_eq!(light_chance(FORCED_RESULT + 1, Side::Light), 1.0);
        assert_eq!(light_chance(FORCED_RESULT + 1, Side::Dark), 0.0);
        assert_eq!(light_chance(FORCED_RESULT, Side::Light), light_chance(-FORCED_RESULT, Side::Dark));
        let piece_up = light_chance(PIECE, Side::Light);
        assert!((0.62..0.63).contains(&piece_up), "{piece_up}");
        assert!((light_chance(PIECE, Side::Dark) - (1.0 - piece_up)).abs() < 1e-12);
    }

    #[test]
    fn a_forced_result_is_named_lost_or_missed() {
        assert_eq!(Forced::of(FORCED_RESULT + 1, 0), Some(Forced::MissedWin));
        assert_eq!(Forced::of(0, -FORCED_RESULT - 1), Some(Forced::LostGame));
        assert_eq!(Forced::of(FORCED_RESULT + 1, -FORCED_RESULT - 1), Some(Forced::LostGame));
        assert_eq!(Forced::of(FORCED_RESULT, -FORCED_RESULT), None);
    }
}
