//! The computer player's judgement of a Seega position: its Zobrist key,
//! a static value, and which moves to look at first.

use super::{opposite, Board, Nine, Seega, SeegaMove, Size};
use crate::core::bits::{squares, BitSet};
use crate::core::Side;
use crate::search::{board_key, bounded, zobrist_table, Evaluate, PIECE, POSITIONAL_CAP};
use std::sync::OnceLock;

/// Barrier counts further than this from the limit are keyed alike: a
/// search seldom looks that far ahead, and keying every count would keep
/// equal positions apart in the table.
const BARRIER_HORIZON: u32 = 24;

const CENTRE_BONUS: i32 = 15;
const SAFE_BONUS: i32 = 12;
const MOBILITY_BONUS: i32 = 3;
/// Placement: a piece next to the centre can make the first move or answer it.
const CENTRE_NEIGHBOUR_BONUS: i32 = 6;
/// Placement: an enemy next to the centre with an own piece behind it is
/// taken by a move into the centre.
const ENTRY_CAPTURE_BONUS: i32 = 10;
/// Placement on 7x7 and 9x9: a line through a piece with no piece of its
/// own side on either side of it, counted from both ends. The search sees
/// only a few of the 48 or 80 placements, so the whole set-up is judged.
const OPEN_LINE_PENALTY: i32 = 2;
/// Plies of capture quiescence on 7x7 and 9x9. In Sudan a series goes on
/// with any piece, so in a crowded position each capture opens the next:
/// at 6 plies one root move cost millions of nodes there, easy played its
/// first-ordered move, and medium (300 ms) finished no root move in about
/// one position in ten on 9x9. At 2 plies every level finishes its first
/// ply. Egypt's series goes on only with the capturer, so its quiescence
/// stays small at 6 plies, and it needs them to see a free piece on 9x9.
const QUIESCENCE_PLIES_SUDAN_LARGE: u32 = 2;
const QUIESCENCE_PLIES_EGYPT_LARGE: u32 = 6;

/// The keys cover the largest board; smaller ones use the first squares'.
const SQUARES: usize = Nine::SQUARES;

struct Keys {
    pieces: [[u64; SQUARES]; 2],
    dark_to_move: u64,
    placing: u64,
    extra: u64,
    series: [u64; SQUARES],
    any_series: u64,
    /// Indexed by square, square come from and run length.
    shuttle: u64,
    barrier: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let k: [u64; 2 * SQUARES + SQUARES + 6] = zobrist_table(2);
        Keys {
            pieces: [std::array::from_fn(|i| k[i]), std::array::from_fn(|i| k[SQUARES + i])],
            series: std::array::from_fn(|i| k[2 * SQUARES + i]),
            dark_to_move: k[3 * SQUARES],
            placing: k[3 * SQUARES + 1],
            extra: k[3 * SQUARES + 2],
            any_series: k[3 * SQUARES + 3],
            shuttle: k[3 * SQUARES + 4],
            barrier: k[3 * SQUARES + 5],
        }
    })
}

/// A well-spread 64-bit value for `salt` and a small index (SplitMix64's finaliser).
fn mix(salt: u64, index: u64) -> u64 {
    let mut z = salt ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// Pieces of `side` that no single enemy step could capture now: the
    /// centre, and pieces with no line where one neighbour is an enemy and
    /// the opposite one an empty square another enemy piece can step onto.
    fn safe_pieces(&self, side: Side) -> B::Bits {
        let own = self.pieces[side.index()];
        let enemy = self.pieces[side.opponent().index()];
        // Empty squares an enemy piece could step onto.
        let reachable = self.empty() & Self::next_to(enemy);
        let exposed = Self::DIRECTIONS.iter().fold(B::Bits::EMPTY, |exposed, &d| {
            let back = opposite(d);
            // Only where the line runs on two squares from the piece both ways.
            let long = Self::shift(Self::shift(B::ALL, back), back) & Self::shift(Self::shift(B::ALL, d), d);
            exposed | long & Self::shift(enemy, back) & Self::shift(reachable, d)
        });
        own & !(exposed & !Self::bit(B::CENTRE))
    }

    /// The immune centre, pieces safe from the next enemy step, and room to move.
    fn positional(&self, side: Side) -> i32 {
        let own = self.pieces[side.index()];
        let centre = if own.contains(B::CENTRE) { CENTRE_BONUS } else { 0 };
        let empty = self.empty();
        let steps = Self::DIRECTIONS.iter().map(|&d| (Self::shift(own, d) & empty).count()).sum::<u32>();
        // Sudan: a piece's fifth move in a row between two squares is not one (rule 7).
        let banned = if EGYPT { 0 } else { squares(own).filter(|&sq| !(self.shuttle_ban(sq) & empty).is_empty()).count() as u32 };
        let mobility = (steps - banned) as i32;
        centre + SAFE_BONUS * self.safe_pieces(side).count() as i32 + MOBILITY_BONUS * mobility
    }

    /// Pieces of `side` in a line (both neighbours on the board) whose two
    /// neighbours are not its own, counted once from each end: only along
    /// such a line can the piece be captured. Pieces on the edge are safe
    /// across it, and pieces side by side guard each other along their line.
    fn open_lines(&self, side: Side) -> u32 {
        let own = self.pieces[side.index()];
        let open = |d| {
            let inside = Self::shift(B::ALL, d) & Self::shift(B::ALL, opposite(d));
            own & inside & !Self::shift(own, d) & !Self::shift(own, opposite(d))
        };
        Self::DIRECTIONS.iter().map(|&d| open(d).count()).sum()
    }

    /// During placement nothing can be taken, so the piece count only says
    /// whose turn it was; what matters is the set-up around the centre, where
    /// the second phase starts, and (7x7 and 9x9) how open to capture every
    /// piece will stand. 5x5 keeps the evaluation its ladder was measured with.
    fn set_up_value(&self, side: Side) -> i32 {
        let own = self.pieces[side.index()];
        let around = (own & Self::neighbours(B::CENTRE)).count() as i32;
        let entry_captures = self.captures(side, B::CENTRE).count() as i32;
        let open_lines = if B::BOARD == Board::Five { 0 } else { self.open_lines(side) as i32 };
        CENTRE_NEIGHBOUR_BONUS * around + ENTRY_CAPTURE_BONUS * entry_captures - OPEN_LINE_PENALTY * open_lines
    }

    pub(super) fn capture_count(&self, mv: SeegaMove) -> u32 {
        match mv {
            SeegaMove::Step { to, .. } => self.captures(self.to_move, to as usize).count(),
            SeegaMove::Place(_) => 0,
        }
    }
}

impl<const EGYPT: bool, B: Size> Evaluate for Seega<EGYPT, B> {
    const QUIESCENCE_PLIES: u32 = match (B::BOARD, EGYPT) {
        (Board::Five, _) => 12,
        (_, true) => QUIESCENCE_PLIES_EGYPT_LARGE,
        (_, false) => QUIESCENCE_PLIES_SUDAN_LARGE,
    };

    fn key(&self) -> u64 {
        let k = keys();
        let mut key = board_key(&k.pieces, self.pieces, self.to_move, k.dark_to_move);
        if self.placing {
            key ^= k.placing;
        }
        if self.extra {
            key ^= k.extra;
        }
        match self.series {
            Some(sq) if EGYPT => key ^= k.series[sq as usize],
            Some(_) => key ^= k.any_series,
            None => {}
        }
        for (sq, run) in self.shuttles.as_ref().iter().enumerate().filter(|(_, run)| run.count > 0) {
            key ^= mix(k.shuttle, (sq * B::SQUARES + run.from as usize) as u64 * 8 + run.count as u64);
        }
        let to_go = self.options.barrier_plies.saturating_sub(self.quiet_plies);
        if to_go <= BARRIER_HORIZON {
            key ^= mix(k.barrier, to_go as u64);
        }
        key
    }

    /// Material first; then, bounded together below a piece, the immune
    /// centre, pieces safe from the next enemy step, and room to move.
    /// Placement, where nothing can be taken: access to the centre.
    fn evaluate(&self) -> i32 {
        let (me, other) = (self.to_move, self.to_move.opponent());
        if self.placing {
            return self.set_up_value(me) - self.set_up_value(other);
        }
        let material = PIECE * (self.pieces[me.index()].count() as i32 - self.pieces[other.index()].count() as i32);
        let positional = self.positional(me) - self.positional(other);
        material + bounded(positional as f64, POSITIONAL_CAP).round() as i32
    }

    fn order_hint(&self, mv: SeegaMove) -> i32 {
        100 * self.capture_count(mv) as i32
    }

    fn is_noisy(&self, mv: SeegaMove) -> bool {
        self.capture_count(mv) > 0
    }

    /// A capture series goes on only by capturing (rule 5).
    fn must_capture(&self) -> bool {
        self.series.is_some()
    }
}
