//! Why a move is good or bad, found by the rules alone: what it captures,
//! and which pieces of either side some single move of the other could take
//! before and after it ("capturable next move"). No search.

use super::{MoveReason, Teach};
use crate::core::bits::squares;
use crate::core::{Act, Blocked, Phase, Side};
use crate::search::{Ending, Evaluate};
use serde_json::json;

/// Every reason that applies to `mv`, legal in `pos`, in a fixed order:
/// `wins`, `captures`, `starts-series`, `blocks`, `starts-endgame`, `saves`,
/// `threatens`, `exposes`, `opponent-threatens`, then the game's own.
/// None for a throw, which is chance's and no one's choice.
pub fn reasons<R: Teach>(pos: &R, mv: R::Move) -> Vec<MoveReason> {
    if matches!(pos.phase(), Phase::Throw | Phase::Endgame | Phase::Over) {
        return Vec::new();
    }
    let me = pos.to_move();
    let opponent = me.opponent();
    let mut after = pos.clone();
    let played = after.play(mv);
    let names = |set: u128| squares(set).map(|sq| pos.square_name(sq)).collect::<Vec<_>>();
    let mut out = Vec::new();
    if after.outcome().is_some_and(|o| o.winner == Some(me)) {
        out.push(MoveReason::new("wins", json!({})));
    }
    if played.captured != 0 {
        out.push(MoveReason::new("captures", json!({ "count": played.captured.count_ones(), "squares": names(played.captured) })));
    }
    if after.outcome().is_some() {
        return out;
    }
    let situation = after.situation();
    if after.to_move() == me && situation.act == Some(Act::Series) {
        out.push(MoveReason::new("starts-series", json!({})));
    }
    if situation.blocked == Some(Blocked { side: opponent }) {
        out.push(MoveReason::new("blocks", json!({})));
    }
    if after.phase() == Phase::Endgame {
        out.push(MoveReason::new("starts-endgame", json!({})));
    } else {
        out.extend(threat_reasons(pos, mv, &after, played.captured == 0));
    }
    out.extend(pos.game_reasons(mv, &after));
    out
}

/// `saves`, `threatens`, `exposes` and `opponent-threatens` (this one only
/// for a `quiet` move: a capture explains itself), comparing what can be
/// taken next move before and after `mv`, the moved piece followed.
fn threat_reasons<R: Teach>(pos: &R, mv: R::Move, after: &R, quiet: bool) -> Vec<MoveReason> {
    let me = pos.to_move();
    let name = |sq: usize| json!({ "square": pos.square_name(sq) });
    let moved = |sq: usize| match pos.step_squares(mv) {
        Some((from, to)) if from == sq => to,
        _ => sq,
    };
    let (mine_before, mine_after) = (capturable(pos, me), capturable(after, me));
    let (mut saves, mut exposes, mut still) = (Vec::new(), Vec::new(), Vec::new());
    for sq in squares(pieces(pos, me)) {
        let now = moved(sq);
        match (mine_before >> sq & 1 == 1, mine_after >> now & 1 == 1) {
            (true, false) => saves.push(MoveReason::new("saves", name(sq))),
            (false, true) => exposes.push(MoveReason::new("exposes", name(now))),
            (true, true) if quiet => still.push(MoveReason::new("opponent-threatens", name(now))),
            _ => {}
        }
    }
    let opponent = me.opponent();
    let threatens = squares(capturable(after, opponent) & !capturable(pos, opponent)).map(|sq| MoveReason::new("threatens", name(sq)));
    saves.into_iter().chain(threatens).chain(exposes).chain(still).collect()
}

/// The board indices of `side`'s pieces.
fn pieces<R: Teach>(pos: &R, side: Side) -> u128 {
    let board = pos.board();
    board.cells().iter().enumerate().filter(|&(_, &cell)| cell == side.cell()).fold(0, |set, (sq, _)| set | 1 << sq)
}

/// The pieces of `victim` that some single move of the other side, acting
/// next on this board, would capture.
pub fn capturable<R: Teach>(pos: &R, victim: Side) -> u128 {
    let mut moves = Vec::new();
    let mut taken = 0;
    for turn in pos.turns_for(victim.opponent()) {
        moves.clear();
        turn.legal_moves(&mut moves);
        for &mv in &moves {
            taken |= turn.clone().play(mv).captured;
        }
    }
    taken
}

/// For a move of `mover` into a position of the endgame tables (`after`,
/// not over): `wins-ending` (the mover wins in `plies` plies more, however
/// the other side plays), `holds-ending` (a draw neither side can break)
/// or `leads-to-lost-ending` (the other side wins in `plies`), each with the
/// pieces left (`mine`, `theirs`); none outside the tables.
pub fn ending_reasons<R: Evaluate>(mover: Side, after: &R) -> Vec<MoveReason> {
    if after.outcome().is_some() {
        return Vec::new();
    }
    let Some(ending) = after.ending() else { return Vec::new() };
    let for_mover = match (ending, after.to_move() == mover) {
        (Ending::Win(d), false) => Ending::Loss(d),
        (Ending::Loss(d), false) => Ending::Win(d),
        (same, _) => same,
    };
    let pieces = after.pieces();
    let (mine, theirs) = (pieces[mover.index()], pieces[mover.opponent().index()]);
    vec![match for_mover {
        Ending::Loss(plies) => MoveReason::new("leads-to-lost-ending", json!({ "plies": plies, "mine": mine, "theirs": theirs })),
        Ending::Win(plies) => MoveReason::new("wins-ending", json!({ "plies": plies, "mine": mine, "theirs": theirs })),
        Ending::Draw => MoveReason::new("holds-ending", json!({ "mine": mine, "theirs": theirs })),
    }]
}
