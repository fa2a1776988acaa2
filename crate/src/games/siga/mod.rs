//! Siga (RULES.md section 1): one step to an empty or enemy square; entering
//! an enemy square captures it. Boards up to 48 squares, so bit sets are `u64`.

use crate::core::bits::squares;
use crate::core::options::OptionReader;
use crate::core::{BoardView, Capabilities, CommonRefusal, Error, Grid, Kind, MoveParts, MoveShape, Outcome, Phase, Reason, Refusal, Setup, Side};
use crate::rules::Played;
pub use refusal::SigaRefusal;
use crate::rules::{Clock, Rules};
use crate::search::{negamax, Limits, Report, Think, Weighed};
use crate::teach::reasons::ending_reasons;
use crate::teach::{MoveReason, Teach};
use serde_json::{json, Map, Value};
use std::sync::OnceLock;

mod endgame;
mod eval;
mod refusal;
mod setup;
#[cfg(test)]
mod tests;

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

/// The option that says which side moves first.
const FIRST_MOVER: &str = "firstPlayer";

impl Rules for Siga {
    type Move = Step;
    type Options = SigaOptions;
    const ID: &'static str = "siga";
    const NAME: &'static str = "Siga";
    const KIND: Kind = Kind::Grid;

    fn capabilities() -> Capabilities {
        Capabilities {
            placement: false,
            capture_series: false,
            throws: false,
            teams: false,
            team_size: Some(1),
            boards: BoardSize::NAMES.to_vec(),
            draw_by_agreement: true,
            first_mover: Some(FIRST_MOVER),
            seed: None,
            move_parts: vec![MoveShape { phase: Phase::Movement.as_str(), parts: &["from", "to"] }],
        }
    }

    fn read_options_with(r: &mut OptionReader) -> Result<SigaOptions, Error> {
        Ok(SigaOptions {
            board: BoardSize::ALL[r.board(&BoardSize::NAMES, 0)?],
            compulsory_capture: r.boolean("compulsoryCapture", false)?,
            diagonal: r.boolean("diagonal", false)?,
            first_player: r.side(FIRST_MOVER, Side::Light)?,
            no_capture_plies: r.integer("noCapturePlies", 0, 100_000, 0)? as u32,
        })
    }

    fn options_json(o: &SigaOptions) -> Map<String, Value> {
        let v = json!({
            "board": o.board.name(),
            "compulsoryCapture": o.compulsory_capture,
            "diagonal": o.diagonal,
            FIRST_MOVER: o.first_player.index(),
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

    /// Siga throws nothing: no stream to seed.
    fn from_setup(options: &SigaOptions, setup: &Setup, _entropy: u64) -> Result<Siga, Error> {
        Siga::set_up(options, setup)
    }

    fn setup(&self) -> Setup {
        self.to_setup()
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
            return Err(illegal(CommonRefusal::NoPieceOn { side: self.to_move, square: name(from) }.into()));
        }
        if self.neighbours()[from] >> to & 1 == 0 {
            let (from, to) = (name(from), name(to));
            return Err(illegal(if self.options.diagonal {
                CommonRefusal::StepAnyDirection { from, to, seega: false }.into()
            } else {
                CommonRefusal::StepOrthogonal { from, to, seega: false }.into()
            }));
        }
        if self.pieces[self.to_move.index()] >> to & 1 == 1 {
            return Err(illegal(SigaRefusal::OwnPiece { square: name(to) }.into()));
        }
        let mv = Step { from: from as u8, to: to as u8 };
        if !self.is_capture(mv) && self.captures_forced() {
            return Err(illegal(SigaRefusal::CompulsoryCapture.into()));
        }
        Ok(mv)
    }

    fn move_parts(&self, mv: Step) -> MoveParts {
        let name = |sq: u8| Some(self.grid().name(sq as usize));
        MoveParts { from: name(mv.from), to: name(mv.to), written_capture: self.is_capture(mv), ..MoveParts::default() }
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

    fn refusal(&self, from: Option<usize>, to: Option<usize>) -> Option<Error> {
        let grid = self.grid();
        match (from, to) {
            (Some(from), None) => {
                let own = self.pieces[self.to_move.index()] >> from & 1 == 1;
                (own && self.captures_forced()).then_some(Error::NotAllowed(SigaRefusal::CompulsoryCapture.into()))
            }
            (Some(from), Some(to)) if grid.neighbour_mask(from, 8) >> to & 1 == 1 => {
                self.parse_move(&format!("{}-{}", grid.name(from), grid.name(to))).err()
            }
            _ => None,
        }
    }
}

impl Think for Siga {
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

    /// Where the move leads into the endgame tables, what they say of it.
    fn game_reasons(&self, _mv: Step, after: &Siga) -> Vec<MoveReason> {
        ending_reasons(self.to_move, after)
    }
}

#[cfg(test)]
impl Siga {
    /// A position from a picture, for tests: ranks from the top, `L` light, `D` dark, `.` empty.
    pub(crate) fn from_picture(options: &SigaOptions, to_move: Side, picture: &str) -> Siga {
        let mut pos = Siga::start(options, 0);
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
}
