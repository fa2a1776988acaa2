//! The computer player's search, written once for every game: each game
//! supplies its rules (`Rules`), its judgement of a position (`Evaluate`)
//! and which search plays it (`Think`).

mod budget;
pub mod draw_offer;
pub mod expectimax;
pub mod limits;
pub mod negamax;
mod table;
pub mod tune;

pub use limits::{Level, Limits};

/// What a search found: the move chosen, its value for the side to move
/// (points; near `WIN` for a forced win), the last depth completed and the nodes visited.
#[derive(Clone, Debug, PartialEq)]
pub struct Report<M> {
    pub best: M,
    pub value: i32,
    pub depth: u32,
    pub nodes: u64,
}

/// Moves valued each for the side to move, best first, at the depth completed and the nodes visited.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed<M, V = i32> {
    pub moves: Vec<(M, V)>,
    pub depth: u32,
    pub nodes: u64,
}

use crate::core::bits::{squares, BitSet};
use crate::core::{Rng, Side};
use crate::rules::{Clock, Rules};

/// A score in evaluation points (one piece is `PIECE`); a win is near `WIN`.
pub const WIN: i32 = 1_000_000;

/// One piece, in every game's evaluation.
pub const PIECE: i32 = 100;

/// The most every positional term of a position together may weigh, either
/// way: two positions one piece apart then differ by at least
/// `PIECE - 2 * POSITIONAL_CAP`, so material always comes first and a free
/// piece stands out from every quiet move by more than easy's tolerance.
pub const POSITIONAL_CAP: i32 = 30;

/// `value` squeezed into `-cap..cap`: unchanged near zero, order kept,
/// so a positional term still tells positions apart however large it grows.
pub fn bounded(value: f64, cap: i32) -> f64 {
    let cap = cap as f64;
    cap * value / (value.abs() + cap)
}

/// For the rule sets' tests: `values`, each a position's lead in pieces and
/// its value for the same side, show material first across positions, as a
/// search compares them: every value a piece further ahead lies at least
/// `PIECE - 2 * POSITIONAL_CAP` above every value a piece less ahead.
#[cfg(test)]
pub(crate) fn assert_material_first(game: &str, values: impl IntoIterator<Item = (i32, f64)>) {
    let mut range = std::collections::BTreeMap::<i32, (f64, f64)>::new();
    for (lead, value) in values {
        let (low, high) = range.entry(lead).or_insert((value, value));
        (*low, *high) = (low.min(value), high.max(value));
    }
    let margin = (PIECE - 2 * POSITIONAL_CAP) as f64;
    let mut compared = 0;
    for (&lead, &(_, high)) in &range {
        if let Some(&(next_low, _)) = range.get(&(lead + 1)) {
            assert!(next_low - high >= margin, "{game}: a lead of {} valued as low as {next_low}, a lead of {lead} as high as {high}", lead + 1);
            compared += 1;
        }
    }
    // Too few leads met would make the test say nothing.
    assert!(compared >= 4, "{game}: only {compared} leads a piece apart");
}

/// An exact value from an endgame table for the side to move: a win or a
/// loss in so many plies under best play, or a draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    Win(u32),
    Loss(u32),
    Draw,
}

impl Ending {
    /// From a distance in plies to the end of a game where every move passes
    /// the turn: odd, the side to move makes the last move and wins; 0, a draw.
    pub fn from_distance(plies: u32) -> Ending {
        match plies {
            0 => Ending::Draw,
            d if d % 2 == 1 => Ending::Win(d),
            d => Ending::Loss(d),
        }
    }
}

pub trait Evaluate: Rules {
    /// Plies the capture quiescence may follow past the horizon before it
    /// stands pat: long capture chains would otherwise grow without bound.
    const QUIESCENCE_PLIES: u32 = 12;
    /// Zobrist key: equal positions (same legal moves and futures) have equal keys.
    fn key(&self) -> u64;
    /// Static value of a position that is not over, for the side to move.
    fn evaluate(&self) -> i32;
    /// Moves with a higher hint are searched first.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }
    /// Moves the quiescence search follows past the horizon (captures).
    fn is_noisy(&self, _mv: Self::Move) -> bool {
        false
    }
    /// The root's tolerance here (moves this far below the best may be
    /// chosen), given the level's.
    fn root_tolerance(&self, level_tolerance: i32) -> i32 {
        level_tolerance
    }
    /// The side to move must capture now (Seega's capture series): the
    /// quiescence search may not stand pat on the evaluation.
    fn must_capture(&self) -> bool {
        false
    }
    /// The exact value of this position from the game's endgame tables, if
    /// it is one of theirs (built the first time they are asked for).
    fn ending(&self) -> Option<Ending> {
        None
    }
    /// What knowing the game's endings adds, for the side to move, to the
    /// value of a position outside the tables: a lean toward endings it can
    /// win (only above easy, as the tables).
    fn ending_lean(&self) -> i32 {
        0
    }
    /// Whether a careful opponent could hold this position for ever, so
    /// hard sets traps among its nearly best moves (`negamax::traps`).
    fn sets_traps(&self) -> bool {
        false
    }
}

/// The computer player of a game: which search it runs, over the game's
/// rules and its evaluation. Kept apart from `Rules`, so the rules know nothing of the search.
pub trait Think: Rules {
    /// The computer player's choice with what its search found; `None` only when the game is over.
    fn think(&self, limits: &Limits, clock: Clock) -> Option<Report<Self::Move>>;
    /// As `think`, knowing the game's `earlier` positions (oldest first), so
    /// that the search sees a return to one of them as a repetition.
    fn think_after(&self, _earlier: &[Self], limits: &Limits, clock: Clock) -> Option<Report<Self::Move>> {
        self.think(limits, clock)
    }
}

/// Fixed random keys for Zobrist hashing, the same on every machine.
pub fn zobrist_table<const N: usize>(salt: u64) -> [u64; N] {
    let mut rng = crate::core::Rng::new(0x5EE6_A000 ^ salt);
    std::array::from_fn(|_| rng.next_u64())
}

/// The Zobrist key of both sides' pieces (bit sets of squares) and the side to move.
pub fn board_key<const N: usize, B: BitSet>(piece_keys: &[[u64; N]; 2], pieces: [B; 2], to_move: Side, dark_to_move: u64) -> u64 {
    let mut key = if to_move == Side::Dark { dark_to_move } else { 0 };
    for side in Side::BOTH {
        for sq in squares(pieces[side.index()]) {
            key ^= piece_keys[side.index()][sq];
        }
    }
    key
}

/// Legal moves with `first` (the table's best move) first, then by `hint`, highest first.
fn ordered_moves<R: Rules>(pos: &R, first: Option<R::Move>, hint: impl Fn(R::Move) -> i32) -> Vec<R::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.sort_by_cached_key(|&m| if Some(m) == first { i32::MIN } else { -hint(m) });
    moves
}

/// The root's choice: among the moves (sorted best first) valued at `floor`
/// or more, one drawn by the seeded stream, so levels can err on purpose and
/// equal moves vary, yet a given seed always gives the same answer.
fn choose<M: Copy, V: Copy + PartialOrd>(scored: &[(M, V)], floor: V, seed: u64) -> (M, V) {
    let candidates = scored.iter().take_while(|(_, v)| *v >= floor).count().max(1);
    scored[Rng::new(seed).below(candidates as u64) as usize]
}
