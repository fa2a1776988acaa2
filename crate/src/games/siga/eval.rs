//! The computer player's judgement of a Siga position: material, then safe
//! room to move and the conversion of a lead, as weighted terms the tuner can fit.

use super::{Siga, Step};
use crate::core::bits::squares;
use crate::search::tune::{Terms, Tunable, MAX_TERMS};
use crate::search::{board_key, zobrist_table, Ending, Evaluate, PIECE, POSITIONAL_CAP};
use std::sync::OnceLock;

struct Keys {
    pieces: [[u64; 48]; 2],
    dark_to_move: u64,
    quiet: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let k: [u64; 98] = zobrist_table(1);
        Keys {
            pieces: [std::array::from_fn(|i| k[i]), std::array::from_fn(|i| k[48 + i])],
            dark_to_move: k[96],
            quiet: k[97],
        }
    })
}

/// Siga's share of `POSITIONAL_CAP` for its weighted terms; the rest is the
/// conversion term's, or in a level game the parity lean's.
const SIGA_POSITIONAL_CAP: i32 = 20;
const CONVERSION_CAP: i32 = POSITIONAL_CAP - SIGA_POSITIONAL_CAP;
/// Steps of excess distance at which the conversion term has halved: it
/// pulls hardest in the last steps of a hunt.
const CONVERSION_HALF_STEPS: i32 = 4;
/// Few safe steps left come close to zugzwang: every move then offers a
/// piece. The scarcity term counts `SCARCITY / (1 + safe steps)`.
pub(super) const SCARCITY: i32 = 64;

/// The weighted terms, each the side to move's count less the other side's
/// (tempo: 1 for the side to move).
pub(super) const TERM_NAMES: [&str; 6] = ["safe steps", "scarcity of safe steps", "pieces hanging", "tempo", "steps to empty squares", "pieces with a friend beside"];
/// Safe room is what decides a level game: pressed for it, a side runs out of
/// moves that do not step next to an enemy piece. Weighing every step (a
/// piece may step next to an enemy and be taken) and a bonus for the move
/// once left medium choosing at random among level moves, so steps to empty
/// squares and tempo stay at 0, as do pieces with a friend beside: no fit of
/// them has yet won a match (bench/results.md).
const WEIGHTS: [i32; 6] = [8, -1, -20, 0, 0, 0];

impl Siga {
    /// For the side to move (`me`): the side ahead in pieces gains, up to
    /// `CONVERSION_CAP`, as its pieces close in on the ones left, since Siga
    /// has no draw rule and a lead must hunt them down. Trading down helps
    /// too: every piece gone is one less to reach. Never below zero for the
    /// side ahead, so a lead is never worth less than a level game.
    pub(super) fn conversion(&self, me: usize) -> i32 {
        let lead = self.pieces[me].count_ones() as i32 - self.pieces[1 - me].count_ones() as i32;
        if lead == 0 {
            return 0;
        }
        let ahead = if lead > 0 { me } else { 1 - me };
        let grid = self.grid();
        // Steps between two squares: king steps with diagonals, else rook steps.
        let distance = |a: usize, b: usize| {
            let files = grid.files as usize;
            let (df, dr) = (((a % files) as i32 - (b % files) as i32).abs(), ((a / files) as i32 - (b / files) as i32).abs());
            if self.options.diagonal {
                df.max(dr)
            } else {
                df + dr
            }
        };
        let hunters = self.pieces[ahead];
        // Steps each hunted piece is further than next to its nearest hunter.
        let excess: i32 = squares(self.pieces[1 - ahead])
            .map(|p| squares(hunters).map(|h| distance(p, h)).min().unwrap_or(1) - 1)
            .sum();
        let pressure = CONVERSION_CAP * CONVERSION_HALF_STEPS / (CONVERSION_HALF_STEPS + excess);
        if ahead == me {
            pressure
        } else {
            -pressure
        }
    }

    /// Whether the colours of the squares under every piece add up to an
    /// odd number, a square's colour being its file and rank numbers' sum
    /// (from 0 at a1) modulo 2. Without diagonal steps every quiet move
    /// changes it and passes the turn, so it stays with one side: in every
    /// ending of one or two pieces each, the side to move wins when it is
    /// odd (and in most when it is even), as the tables show.
    pub(super) fn parity_is_odd(&self) -> bool {
        let files = self.grid().files as usize;
        squares(self.pieces[0] | self.pieces[1]).filter(|&sq| (sq % files + sq / files) % 2 == 1).count() % 2 == 1
    }

    /// `side`'s counts of the weighted terms but tempo: safe steps (to an
    /// empty square no enemy piece touches), their scarcity, pieces that can
    /// be taken for nothing (next to an enemy, no friend beside to retake),
    /// steps to empty squares, and pieces with a friend beside.
    fn side_counts(&self, side: usize) -> [i32; 5] {
        let own = self.pieces[side];
        let enemy = self.pieces[1 - side];
        let neighbours = self.neighbours();
        let touched = squares(enemy).fold(0, |set, e| set | neighbours[e]);
        let empty = !(own | enemy);
        let (mut safe, mut hanging, mut steps, mut befriended) = (0, 0, 0, 0);
        for sq in squares(own) {
            let reach = neighbours[sq];
            safe += (reach & empty & !touched).count_ones() as i32;
            steps += (reach & empty).count_ones() as i32;
            let has_friend = reach & own != 0;
            befriended += has_friend as i32;
            hanging += (reach & enemy != 0 && !has_friend) as i32;
        }
        [safe, SCARCITY / (1 + safe), hanging, steps, befriended]
    }
}

impl Tunable for Siga {
    const TERM_NAMES: &'static [&'static str] = &TERM_NAMES;
    const WEIGHTS: &'static [i32] = &WEIGHTS;

    /// Material and the conversion of a lead fixed; the weighted terms
    /// bounded together below a piece, with the conversion term's share kept apart.
    fn terms(&self) -> Terms {
        let me = self.to_move.index();
        let material = PIECE * (self.pieces[me].count_ones() as i32 - self.pieces[1 - me].count_ones() as i32);
        let (mine, theirs) = (self.side_counts(me), self.side_counts(1 - me));
        let lead = |i: usize| (mine[i] - theirs[i]) as f64;
        let mut counts = [0.0; MAX_TERMS];
        counts[..TERM_NAMES.len()].copy_from_slice(&[lead(0), lead(1), lead(2), 1.0, lead(3), lead(4)]);
        Terms { material: (material + self.conversion(me)) as f64, whole: 0, cap: Some(SIGA_POSITIONAL_CAP), counts }
    }

    fn is_quiet(&self) -> bool {
        !self.can_capture(self.to_move)
    }
}

impl Evaluate for Siga {
    fn key(&self) -> u64 {
        let k = keys();
        let mut key = board_key(&k.pieces, self.pieces, self.to_move, k.dark_to_move);
        // The ply counter changes the outcome only when the limit is on.
        if self.options.no_capture_plies > 0 {
            key ^= k.quiet.wrapping_mul(self.plies_without_capture as u64 + 1);
        }
        key
    }

    /// Material first; then, bounded together below a piece, the weighted
    /// terms (`TERM_NAMES`) and the conversion of a lead.
    fn evaluate(&self) -> i32 {
        self.terms().points(&WEIGHTS)
    }

    fn order_hint(&self, mv: Step) -> i32 {
        if self.is_capture(mv) {
            100
        } else {
            0
        }
    }

    fn is_noisy(&self, mv: Step) -> bool {
        self.is_capture(mv)
    }

    fn ending(&self) -> Option<Ending> {
        self.table_value()
    }

    /// In a level game without diagonal steps, the conversion's share for
    /// the side the parity favours: past the tables, the side that owns it
    /// is the one a level ending can fall to, so medium and hard trade
    /// toward owning it (and away from giving it up).
    fn ending_lean(&self) -> i32 {
        let level = self.pieces[0].count_ones() == self.pieces[1].count_ones();
        if !level || self.options.diagonal {
            return 0;
        }
        if self.parity_is_odd() {
            CONVERSION_CAP
        } else {
            -CONVERSION_CAP
        }
    }

    /// Whenever the side to move cannot force a win: behind, or level
    /// without the parity (on a board with diagonal steps, where no parity
    /// decides, whenever level). Siga has no draw rule, and an opponent
    /// that never trades on the wrong squares keeps the parity (or a lead)
    /// for ever, so the side to move wins only by the opponent's mistake.
    /// The side that owns the parity plays the plain best: traps cost it
    /// search it needs to press its own advantage.
    fn sets_traps(&self) -> bool {
        let me = self.to_move.index();
        let lead = self.pieces[me].count_ones() as i32 - self.pieces[1 - me].count_ones() as i32;
        lead < 0 || (lead == 0 && self.ending_lean() <= 0)
    }
}
