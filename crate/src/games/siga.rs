//! Siga (RULES.md section 1): one step to an empty or enemy square; entering
//! an enemy square captures it. Boards up to 48 squares, so bit sets are `u64`.

use crate::core::bits::squares;
use crate::core::options::OptionReader;
use crate::core::{BoardView, Error, Grid, MoveFacts, Outcome, Phase, Played, Reason, Refusal, Side};
use crate::rules::{Clock, Rules};
use crate::search::tune::{Terms, Tunable, MAX_TERMS};
use crate::search::{board_key, negamax, zobrist_table, Evaluate, Limits, Report, Weighed, PIECE, POSITIONAL_CAP};
use crate::teach::Teach;
use serde_json::{json, Map, Value};
use std::sync::OnceLock;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BoardSize {
    Six,
    FourByFive,
    SixByEight,
}

impl BoardSize {
    const NAMES: [&'static str; 3] = ["6x6", "4x5", "6x8"];
    const ALL: [BoardSize; 3] = [BoardSize::Six, BoardSize::FourByFive, BoardSize::SixByEight];

    pub fn grid(self) -> Grid {
        match self {
            BoardSize::Six => Grid { files: 6, ranks: 6 },
            BoardSize::FourByFive => Grid { files: 4, ranks: 5 },
            BoardSize::SixByEight => Grid { files: 6, ranks: 8 },
        }
    }

    /// Ranks each side fills at the start.
    fn home_ranks(self) -> u32 {
        if self == BoardSize::SixByEight {
            3
        } else {
            2
        }
    }

    fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SigaOptions {
    pub board: BoardSize,
    pub compulsory_capture: bool,
    pub diagonal: bool,
    pub first_player: Side,
    /// 0: off.
    pub no_capture_plies: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Siga {
    options: SigaOptions,
    pieces: [u64; 2],
    to_move: Side,
    plies_without_capture: u32,
    outcome: Option<Outcome>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: u8,
    pub to: u8,
}

/// Neighbour sets for every board and direction mode, computed once.
fn neighbours(board: BoardSize, diagonal: bool) -> &'static [u64] {
    static TABLES: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        BoardSize::ALL.iter().flat_map(|b| [4, 8].map(|dirs| b.grid().neighbour_masks(dirs))).collect()
    });
    &tables[board as usize * 2 + diagonal as usize]
}

impl Siga {
    fn grid(&self) -> Grid {
        self.options.board.grid()
    }

    fn neighbours(&self) -> &'static [u64] {
        neighbours(self.options.board, self.options.diagonal)
    }

    /// Destinations from `from` for the side to move, captures only when they are compulsory now.
    fn targets(&self, from: usize, only_captures: bool) -> u64 {
        let me = self.to_move.index();
        let reach = self.neighbours()[from] & !self.pieces[me];
        if only_captures {
            reach & self.pieces[1 - me]
        } else {
            reach
        }
    }

    fn can_capture(&self, side: Side) -> bool {
        let enemies = self.pieces[1 - side.index()];
        squares(self.pieces[side.index()]).any(|sq| self.neighbours()[sq] & enemies != 0)
    }

    fn captures_forced(&self) -> bool {
        self.options.compulsory_capture && self.can_capture(self.to_move)
    }

    fn has_move(&self, side: Side) -> bool {
        let own = self.pieces[side.index()];
        squares(own).any(|sq| self.neighbours()[sq] & !own != 0)
    }

    fn is_capture(&self, mv: Step) -> bool {
        self.pieces[1 - self.to_move.index()] >> mv.to & 1 == 1
    }
}

impl Rules for Siga {
    type Move = Step;
    type Options = SigaOptions;
    const ID: &'static str = "siga";
    const NAME: &'static str = "Siga";

    fn read_options_with(r: &mut OptionReader) -> Result<SigaOptions, Error> {
        Ok(SigaOptions {
            board: BoardSize::ALL[r.choice("board", &BoardSize::NAMES, 0)?],
            compulsory_capture: r.boolean("compulsoryCapture", false)?,
            diagonal: r.boolean("diagonal", false)?,
            first_player: r.side("firstPlayer", Side::Light)?,
            no_capture_plies: r.integer("noCapturePlies", 0, 100_000, 0)? as u32,
        })
    }

    fn options_json(o: &SigaOptions) -> Map<String, Value> {
        let v = json!({
            "board": o.board.name(),
            "compulsoryCapture": o.compulsory_capture,
            "diagonal": o.diagonal,
            "firstPlayer": o.first_player.index(),
            "noCapturePlies": o.no_capture_plies,
        });
        v.as_object().cloned().unwrap_or_default()
    }

    fn start(options: &SigaOptions, _entropy: u64) -> Siga {
        let grid = options.board.grid();
        let home = grid.files as u32 * options.board.home_ranks();
        let all = if grid.square_count() == 64 { u64::MAX } else { (1u64 << grid.square_count()) - 1 };
        let light = (1u64 << home) - 1;
        let dark = all & !(all >> home);
        Siga {
            options: *options,
            pieces: [light, dark],
            to_move: options.first_player,
            plies_without_capture: 0,
            outcome: None,
        }
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn phase(&self) -> Phase {
        if self.outcome.is_some() {
            Phase::Over
        } else {
            Phase::Movement
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self, out: &mut Vec<Step>) {
        if self.outcome.is_some() {
            return;
        }
        let only_captures = self.captures_forced();
        for from in squares(self.pieces[self.to_move.index()]) {
            for to in squares(self.targets(from, only_captures)) {
                out.push(Step { from: from as u8, to: to as u8 });
            }
        }
    }

    fn play(&mut self, mv: Step) -> Played {
        let me = self.to_move.index();
        let captured = self.pieces[1 - me] & 1 << mv.to;
        self.pieces[1 - me] &= !captured;
        self.pieces[me] = self.pieces[me] & !(1 << mv.from) | 1 << mv.to;
        self.plies_without_capture = if captured != 0 { 0 } else { self.plies_without_capture + 1 };
        let mover = self.to_move;
        self.to_move = mover.opponent();
        let limit = self.options.no_capture_plies;
        self.outcome = if self.pieces[1 - me] == 0 {
            Some(Outcome::win(mover, Reason::CapturedAll))
        } else if !self.has_move(self.to_move) {
            // Never true: both sides have pieces here, and on a connected board one of the side to
            // move's borders a square it may enter. Kept as the rules state it (rules.html).
            Some(Outcome::win(mover, Reason::Stalemate))
        } else if limit > 0 && self.plies_without_capture >= limit {
            Some(Outcome::draw(Reason::NoCaptureLimit))
        } else {
            None
        };
        Played { captured: captured.into(), throw: None }
    }

    fn move_text(&self, mv: Step) -> String {
        let sep = if self.is_capture(mv) { 'x' } else { '-' };
        format!("{}{sep}{}", self.grid().name(mv.from as usize), self.grid().name(mv.to as usize))
    }

    fn parse_move(&self, text: &str) -> Result<Step, Error> {
        let (from, to) = self.grid().parse_step(text)?;
        let illegal = |why: Refusal| Error::Illegal { text: text.to_string(), why };
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let name = |sq: usize| self.grid().name(sq);
        if self.pieces[self.to_move.index()] >> from & 1 == 0 {
            return Err(illegal(Refusal::NoPieceOn { side: self.to_move, square: name(from) }));
        }
        if self.neighbours()[from] >> to & 1 == 0 {
            let (from, to) = (name(from), name(to));
            return Err(illegal(if self.options.diagonal {
                Refusal::StepAnyDirection { from, to, seega: false }
            } else {
                Refusal::StepOrthogonal { from, to, seega: false }
            }));
        }
        if self.pieces[self.to_move.index()] >> to & 1 == 1 {
            return Err(illegal(Refusal::OwnPiece { square: name(to) }));
        }
        let mv = Step { from: from as u8, to: to as u8 };
        if !self.is_capture(mv) && self.captures_forced() {
            return Err(illegal(Refusal::CompulsoryCapture));
        }
        Ok(mv)
    }

    fn move_facts(&self, mv: Step, _played: Played, _after: &Siga) -> MoveFacts {
        let name = |sq: u8| Some(self.grid().name(sq as usize));
        MoveFacts { from: name(mv.from), to: name(mv.to), ..MoveFacts::default() }
    }

    fn board(&self) -> BoardView {
        let grid = self.grid();
        let cells = (0..grid.square_count())
            .map(|sq| Side::BOTH.iter().find(|s| self.pieces[s.index()] >> sq & 1 == 1).map_or(0, |s| s.cell()))
            .collect();
        BoardView::Grid { files: grid.files, ranks: grid.ranks, cells }
    }

    fn square_name(&self, index: usize) -> String {
        self.grid().name(index)
    }

    fn pieces(&self) -> [u32; 2] {
        self.pieces.map(u64::count_ones)
    }

    fn may_resign(&self, _side: Side) -> Result<(), Error> {
        Ok(())
    }

    fn draw_by_agreement(&self) -> Result<(), Error> {
        Ok(())
    }

    fn think(&self, limits: &Limits, clock: Clock) -> Option<Report<Step>> {
        negamax::search(self, limits, clock)
    }

    fn think_after(&self, earlier: &[Self], limits: &Limits, clock: Clock) -> Option<Report<Step>> {
        negamax::search_after(self, earlier, limits, clock)
    }
}

impl Teach for Siga {
    fn turns_for(&self, side: Side) -> Vec<Siga> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        vec![Siga { to_move: side, ..self.clone() }]
    }

    fn step_squares(&self, mv: Step) -> Option<(usize, usize)> {
        Some((mv.from as usize, mv.to as usize))
    }

    fn weigh(&self, moves: &[Step], limits: &Limits, clock: Clock) -> Option<Weighed<Step>> {
        negamax::weigh(self, moves, limits, clock)
    }
}

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
/// conversion term's.
const SIGA_POSITIONAL_CAP: i32 = 20;
const CONVERSION_CAP: i32 = POSITIONAL_CAP - SIGA_POSITIONAL_CAP;
/// Steps of excess distance at which the conversion term has halved: it
/// pulls hardest in the last steps of a hunt.
const CONVERSION_HALF_STEPS: i32 = 4;
/// Few safe steps left come close to zugzwang: every move then offers a
/// piece. The scarcity term counts `SCARCITY / (1 + safe steps)`.
const SCARCITY: i32 = 64;

/// The weighted terms, each the side to move's count less the other side's
/// (tempo: 1 for the side to move).
const TERM_NAMES: [&str; 6] = ["safe steps", "scarcity of safe steps", "pieces hanging", "tempo", "steps to empty squares", "pieces with a friend beside"];
/// Safe room is what decides a level game: pressed for it, a side runs out of
/// moves that do not step next to an enemy piece. Counting every step (a
/// piece may step next to an enemy and be taken) and a bonus for the move
/// left medium choosing at random among level moves, and no level won a game
/// of equal pieces against easy; those two terms stay at 0 until a fit and a
/// match say otherwise.
const WEIGHTS: [i32; 6] = [8, -1, -20, 0, 0, 0];

impl Siga {
    /// For the side to move (`me`): the side ahead in pieces gains, up to
    /// `CONVERSION_CAP`, as its pieces close in on the ones left, since Siga
    /// has no draw rule and a lead must hunt them down. Trading down helps
    /// too: every piece gone is one less to reach. Never below zero for the
    /// side ahead, so a lead is never worth less than a level game.
    fn conversion(&self, me: usize) -> i32 {
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
        let me = self.to_move.index();
        let neighbours = self.neighbours();
        squares(self.pieces[me]).all(|sq| neighbours[sq] & self.pieces[1 - me] == 0)
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Level;
    use serde_json::json;

    fn options(v: Value) -> SigaOptions {
        Siga::read_options(v.as_object().unwrap()).unwrap()
    }

    /// A position from a picture: ranks from the top, `L` light, `D` dark, `.` empty.
    fn position(opts: Value, to_move: Side, picture: &str) -> Siga {
        let mut pos = Siga::start(&options(opts), 0);
        let rows: Vec<&str> = picture.split_whitespace().collect();
        let files = pos.grid().files as usize;
        pos.pieces = [0, 0];
        for (r, row) in rows.iter().enumerate() {
            for (f, c) in row.chars().enumerate() {
                let sq = (rows.len() - 1 - r) * files + f;
                match c {
                    'L' => pos.pieces[0] |= 1 << sq,
                    'D' => pos.pieces[1] |= 1 << sq,
                    _ => {}
                }
            }
        }
        pos.to_move = to_move;
        pos
    }

    fn moves(pos: &Siga) -> Vec<String> {
        let mut out = Vec::new();
        pos.legal_moves(&mut out);
        let mut texts: Vec<String> = out.into_iter().map(|m| pos.move_text(m)).collect();
        texts.sort();
        texts
    }

    fn play(pos: &mut Siga, text: &str) -> Played {
        let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.play(mv)
    }

    #[test]
    fn a_lead_is_worth_more_closing_in_and_never_less_than_level() {
        let near = position(json!({}), Side::Light, "...L.D ...... .....L ...... ...... ......");
        let far = position(json!({}), Side::Light, ".....D ...... ...... ...... ...... L.L...");
        assert!(near.evaluate() > far.evaluate(), "{} vs {}", near.evaluate(), far.evaluate());
        assert!(far.conversion(0) > 0, "a lead however far from the enemy is worth something");
        // Seen from the side behind, the same closeness is bad news.
        let near_dark = position(json!({}), Side::Dark, "...L.D ...... .....L ...... ...... ......");
        let far_dark = position(json!({}), Side::Dark, ".....D ...... ...... ...... ...... L.L...");
        assert!(near_dark.evaluate() < far_dark.evaluate());
        let level = position(json!({}), Side::Light, "...L.D ...... ...... ...... ...... ......");
        let behind = position(json!({}), Side::Light, "...L.D ...... .....D ...... ...... ......");
        assert_eq!(level.conversion(0), 0);
        assert!(behind.conversion(0) < 0, "the side behind dislikes the leader closing in");
    }

    /// The tuner's view: a position is quiet when the side to move can take
    /// nothing, and each term is the side to move's count less the other's.
    #[test]
    fn quiet_means_nothing_to_take_and_terms_count_for_the_side_to_move() {
        for pos in positions_in_play() {
            let mut all = Vec::new();
            pos.legal_moves(&mut all);
            assert_eq!(pos.is_quiet(), !all.iter().any(|&m| pos.is_capture(m)), "{pos:?}");
        }
        // Light's a6 steps to a5 or b6, and b6 is next to dark's c6: one safe
        // step of two. Dark's c6 steps to b6, d6 or c5, and b6 is next to a6: two of three.
        let pos = position(json!({}), Side::Light, "L.D... ...... ...... ...... ...... ......");
        let counts = pos.terms().counts;
        assert_eq!(&counts[..TERM_NAMES.len()], &[-1.0, (SCARCITY / 2 - SCARCITY / 3) as f64, 0.0, 1.0, -1.0, 0.0]);
        let dark = Siga { to_move: Side::Dark, ..pos };
        assert_eq!(dark.terms().counts[0], 1.0);
        assert_eq!(dark.terms().counts[3], 1.0);
    }

    /// The positions of seeded random games on every board, with and without diagonals.
    fn positions_in_play() -> Vec<Siga> {
        let mut rng = crate::core::Rng::new(21);
        let mut out = Vec::new();
        for board in ["6x6", "4x5", "6x8"] {
            for diagonal in [false, true] {
                let mut pos = Siga::start(&options(json!({ "board": board, "diagonal": diagonal })), 0);
                for _ in 0..300 {
                    if pos.outcome.is_some() {
                        pos = Siga::start(&pos.options, 0);
                    }
                    out.push(pos.clone());
                    let mut all = Vec::new();
                    pos.legal_moves(&mut all);
                    pos.play(all[rng.below(all.len() as u64) as usize]);
                }
            }
        }
        out
    }

    #[test]
    fn taking_away_a_piece_never_raises_its_sides_value() {
        for pos in positions_in_play() {
            let value = pos.evaluate();
            for side in [0, 1] {
                // A side left with no piece has lost: no value to compare.
                if pos.pieces[side].count_ones() < 2 {
                    continue;
                }
                for sq in squares(pos.pieces[side]) {
                    let mut fewer = pos.clone();
                    fewer.pieces[side] &= !(1 << sq);
                    let (before, after) = if side == pos.to_move.index() { (value, fewer.evaluate()) } else { (-value, -fewer.evaluate()) };
                    assert!(after < before, "{:?}, side {side} without {}: {before} -> {after}\n{pos:?}", pos.options.board, pos.grid().name(sq));
                }
            }
        }
    }

    #[test]
    fn a_piece_more_outweighs_any_position() {
        let values = positions_in_play().into_iter().map(|pos| {
            let me = pos.to_move.index();
            (pos.pieces[me].count_ones() as i32 - pos.pieces[1 - me].count_ones() as i32, pos.evaluate() as f64)
        });
        crate::search::assert_material_first(Siga::ID, values);
    }

    #[test]
    fn each_board_starts_with_its_home_ranks_filled_and_the_middle_empty() {
        for (board, files, ranks, home) in [("6x6", 6, 6, 2), ("4x5", 4, 5, 2), ("6x8", 6, 8, 3)] {
            let pos = Siga::start(&options(json!({ "board": board })), 0);
            let cells = pos.board().cells().to_vec();
            assert_eq!(cells.len(), files * ranks);
            for (i, &c) in cells.iter().enumerate() {
                let rank = i / files;
                let expected = if rank < home { 1 } else if rank >= ranks - home { 2 } else { 0 };
                assert_eq!(c, expected, "{board} square {}", pos.grid().name(i));
            }
            assert_eq!(pos.pieces(), [(files * home) as u32; 2]);
        }
    }

    #[test]
    fn a_piece_steps_one_square_orthogonally_never_onto_its_own() {
        let pos = position(json!({"board": "4x5"}), Side::Light, "D... .... .L.. .LL. ....");
        assert_eq!(moves(&pos), ["b2-a2", "b2-b1", "b3-a3", "b3-b4", "b3-c3", "c2-c1", "c2-c3", "c2-d2"]);
        let refused = pos.parse_move("b2-c2").unwrap_err().to_string();
        assert!(refused.contains("your own"), "{refused}");
        let refused = pos.parse_move("b2-c3").unwrap_err().to_string();
        assert!(refused.contains("orthogonally"), "{refused}");
        assert!(pos.parse_move("b2-b4").is_err());
    }

    #[test]
    fn diagonal_option_adds_the_four_diagonal_steps() {
        let pos = position(json!({"board": "4x5", "diagonal": true}), Side::Light, "D... .... .L.. .... ....");
        assert_eq!(moves(&pos), ["b3-a2", "b3-a3", "b3-a4", "b3-b2", "b3-b4", "b3-c2", "b3-c3", "b3-c4"]);
    }

    #[test]
    fn entering_an_enemy_square_captures_once_and_the_turn_passes() {
        let mut pos = position(json!({"board": "4x5"}), Side::Light, ".... .D.. .L.. .... D...");
        assert!(moves(&pos).contains(&"b3xb4".to_string()));
        let played = play(&mut pos, "b3-b4");
        assert_eq!(played.captured, 1 << 13);
        assert_eq!(pos.pieces(), [1, 1]);
        assert_eq!(pos.to_move(), Side::Dark, "no chain: the turn passes after one capture");
        assert_eq!(pos.move_text(Step { from: 0, to: 4 }), "a1-a2");
    }

    #[test]
    fn capture_is_optional_unless_compulsory() {
        let picture = ".... .D.. .L.. .... D...";
        let free = position(json!({"board": "4x5"}), Side::Light, picture);
        assert!(free.parse_move("b3-a3").is_ok());
        assert_eq!(moves(&free).len(), 4);
        let forced = position(json!({"board": "4x5", "compulsoryCapture": true}), Side::Light, picture);
        assert_eq!(moves(&forced), ["b3xb4"]);
        let refused = forced.parse_move("b3-a3").unwrap_err().to_string();
        assert!(refused.contains("compulsory"), "{refused}");
        // With no capture on the board every move is open again.
        let quiet = position(json!({"board": "4x5", "compulsoryCapture": true}), Side::Light, "D... .... .... .L.. ....");
        assert_eq!(moves(&quiet).len(), 4);
    }

    #[test]
    fn a_piece_on_the_far_rank_moves_as_before() {
        let pos = position(json!({"board": "4x5"}), Side::Light, ".L.. .... .... .... ...D");
        assert_eq!(moves(&pos), ["b5-a5", "b5-b4", "b5-c5"]);
    }

    #[test]
    fn taking_the_last_piece_wins() {
        let mut pos = position(json!({"board": "4x5"}), Side::Dark, ".... .... .D.. .L.. ....");
        play(&mut pos, "b3-b2");
        assert_eq!(pos.outcome(), Some(Outcome::win(Side::Dark, Reason::CapturedAll)));
        assert_eq!(pos.phase(), Phase::Over);
        let mut none = Vec::new();
        pos.legal_moves(&mut none);
        assert!(none.is_empty());
    }

    #[test]
    fn first_player_option_gives_dark_the_first_move() {
        let pos = Siga::start(&options(json!({"firstPlayer": 1})), 0);
        assert_eq!(pos.to_move(), Side::Dark);
        assert_eq!(moves(&pos), ["a5-a4", "b5-b4", "c5-c4", "d5-d4", "e5-e4", "f5-f4"]);
    }

    #[test]
    fn no_capture_limit_draws_after_exactly_n_quiet_plies_and_a_capture_restarts_it() {
        let mut pos = Siga::start(&options(json!({"board": "4x5", "noCapturePlies": 3})), 0);
        play(&mut pos, "a2-a3");
        play(&mut pos, "b4-b3");
        assert_eq!(pos.outcome(), None);
        play(&mut pos, "a3-b3");
        assert_eq!(pos.plies_without_capture, 0, "a capture restarts the count");
        play(&mut pos, "a4-a3");
        play(&mut pos, "a1-a2");
        assert_eq!(pos.outcome(), None);
        play(&mut pos, "c4-c3");
        assert_eq!(pos.outcome(), Some(Outcome::draw(Reason::NoCaptureLimit)));
        let off = Siga::start(&options(json!({"board": "4x5"})), 0);
        assert_eq!(off.options.no_capture_plies, 0);
    }

    #[test]
    fn options_are_checked_by_name_and_value() {
        let err = |v: Value| Siga::read_options(v.as_object().unwrap()).unwrap_err().to_string();
        assert!(err(json!({"board": "5x5"})).contains("board"));
        assert!(err(json!({"diagonal": "yes"})).contains("diagonal"));
        assert!(err(json!({"firstPlayer": 2})).contains("firstPlayer"));
        assert!(err(json!({"noCapturePlies": -1})).contains("noCapturePlies"));
        assert!(err(json!({"speed": 1})).contains("speed"));
        let all = options(json!({"board": "6x8", "compulsoryCapture": true, "diagonal": true, "firstPlayer": 1, "noCapturePlies": 9}));
        assert_eq!(Siga::options_json(&all), json!({"board": "6x8", "compulsoryCapture": true, "diagonal": true, "firstPlayer": 1, "noCapturePlies": 9}).as_object().cloned().unwrap());
    }

    #[test]
    fn move_text_is_read_in_any_case_with_spaces_and_dash_for_captures() {
        let pos = position(json!({"board": "4x5"}), Side::Light, ".... .D.. .L.. .... D...");
        let mv = pos.parse_move("  B3-B4 ").unwrap();
        assert_eq!(pos.move_text(mv), "b3xb4");
        assert_eq!(pos.parse_move("b3Xb4"), Ok(mv));
        assert!(matches!(pos.parse_move("b3b4"), Err(Error::Unreadable { .. })));
        assert!(pos.parse_move("b4-b3").unwrap_err().to_string().contains("no piece of side 0"));
    }

    #[test]
    fn hard_takes_a_free_piece_and_is_reproducible() {
        let pos = position(json!({"board": "6x6"}), Side::Light, "...... ...... ..D... ..L... ...... D.....");
        let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(20_000), seed: 5 };
        let clock = || 0.0;
        let first = negamax::search(&pos, &limits, &clock).unwrap();
        assert_eq!(pos.move_text(first.best), "c3xc4");
        assert_eq!(negamax::search(&pos, &limits, &clock), Some(first));
    }

    /// The positions each of `pos`'s moves leads to, but the one `kept`.
    fn children_but(pos: &Siga, kept: Step) -> Vec<Siga> {
        let mut steps = Vec::new();
        pos.legal_moves(&mut steps);
        steps.into_iter().filter(|&step| step != kept).map(|step| {
            let mut child = pos.clone();
            child.play(step);
            child
        }).collect()
    }

    #[test]
    fn the_side_ahead_avoids_going_back_and_the_side_behind_seeks_it() {
        let limits = Limits { level: Level::Hard, time_ms: None, nodes: Some(20_000), seed: 5 };
        let clock = || 0.0;
        // Light two pieces up, far from Dark's last: every move but one leads
        // to a position the game has seen; Light takes the one that does not.
        let ahead = position(json!({"board": "6x6"}), Side::Light, ".....D ...... ...... ...... ...... LLL...");
        let mut steps = Vec::new();
        ahead.legal_moves(&mut steps);
        for &fresh in &steps {
            let chosen = negamax::search_after(&ahead, &children_but(&ahead, fresh), &limits, &clock).unwrap();
            assert_eq!(ahead.move_text(chosen.best), ahead.move_text(fresh), "ahead, Light plays on");
        }
        // Two pieces down, Light goes back to a position seen before whenever it can.
        let behind = position(json!({"board": "6x6"}), Side::Light, ".....D ....DD ...... ...... ...... L.....");
        let mut steps = Vec::new();
        behind.legal_moves(&mut steps);
        let fresh = steps[0];
        let chosen = negamax::search_after(&behind, &children_but(&behind, fresh), &limits, &clock).unwrap();
        assert_ne!(chosen.best, fresh, "behind, Light takes the repetition");
        assert!(chosen.value > 0, "valued as a draw, not as the lost pieces: {}", chosen.value);
    }
}
