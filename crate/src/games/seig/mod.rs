//! Seig (RULES.md section 4): a race of 12 pieces a side along S-shaped paths,
//! driven by throws of 8 sticks (7 while locked). The sticks' random stream
//! lives in the position, so saving, undo and replays reproduce every throw.

mod eval;
mod notation;
mod refusal;
pub mod path;
mod setup;
mod spend;
mod teach;
pub mod throws;
mod turn;
#[cfg(test)]
mod tests;

pub use eval::greedy_move;

use crate::core::options::OptionReader;
use crate::core::{BoardView, Capabilities, Error, Kind, MoveParts, MoveShape, MoveWords, Outcome, Phase, Rng, Seed, Setup, Side};
use crate::race::{RacePath, SeigSituation, ThrowTable};
use crate::rules::{MoveFacts, Played, Situation};
pub use refusal::SeigRefusal;
use crate::rules::{Clock, Rules};
use crate::search::expectimax::{self, Chance};
use crate::search::{Limits, Report, Think};
use path::{hole_at, hole_name, COLUMNS, HOLES, ROWS};
use serde_json::{json, Map, Value};
use spend::{group_sum, group_values};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeigOptions {
    pub team_size: u8,
    pub first_side: Side,
    /// How far a throw of 4 whites moves: 4 or 3.
    pub four_moves: u8,
    pub seed: Option<Seed>,
}

/// Pool values by count: `values[v]` is how many values `v` (1..=6).
pub type Values = [u8; 7];

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SeigMove {
    /// Throw the sticks: from the stream, or with these faces (bit i: stick i white).
    Throw(Option<u8>),
    /// Move the piece on hole `from` to hole `to` with a group of pool values.
    Spend { from: u8, to: u8, group: Values },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Stage {
    Throw,
    Spend,
    Endgame,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seig {
    options: SeigOptions,
    /// Bit sets of holes, per side.
    pieces: [u64; 2],
    released: [u64; 2],
    /// Pieces in the game, per side: all that is left of them in the endgame.
    counts: [u8; 2],
    unlocked: bool,
    stage: Stage,
    /// No throw made yet in this turn (a 2 is a move only then).
    first_throw: bool,
    side: Side,
    seat: u8,
    pool: Values,
    outcome: Option<Outcome>,
    rng: Rng,
}

impl Seig {
    /// A position with the given pieces, for tests: `unreleased`/`released`
    /// are hole names per side; the game is unlocked and `side` seat 0 throws.
    #[cfg(test)]
    pub(crate) fn setup(options: SeigOptions, side: Side, unreleased: [&[&str]; 2], released: [&[&str]; 2]) -> Seig {
        let mut pos = Seig::start(&options, 1);
        let set = |names: &[&str]| names.iter().map(|n| 1u64 << path::parse_hole(n).expect("test hole")).fold(0, |a, b| a | b);
        for s in 0..2 {
            pos.released[s] = set(released[s]);
            pos.pieces[s] = set(unreleased[s]) | pos.released[s];
            pos.counts[s] = pos.pieces[s].count_ones() as u8;
        }
        pos.unlocked = true;
        pos.side = side;
        pos
    }

    fn sticks(&self) -> u8 {
        if self.unlocked {
            8
        } else {
            7
        }
    }
}

/// Each hole's pieces from bit sets of holes per side: bit 1 side 0's, bit 2 side 1's (`board().cells`).
fn hole_cells(sets: &[u64; 2]) -> Vec<u8> {
    (0..HOLES).map(|h| (sets[0] >> h & 1 | (sets[1] >> h & 1) << 1) as u8).collect()
}

/// The option that says which side throws first.
const FIRST_MOVER: &str = "firstSide";
const SEED: &str = "seed";

impl Rules for Seig {
    type Move = SeigMove;
    type Options = SeigOptions;
    const ID: &'static str = "seig";
    const NAME: &'static str = "Seig";
    const KIND: Kind = Kind::Race;

    fn capabilities() -> Capabilities {
        let throw = &["throw"] as &[&str];
        Capabilities {
            placement: false,
            capture_series: false,
            throws: true,
            teams: true,
            team_size: None,
            boards: vec![path::BOARD_NAME],
            draw_by_agreement: false,
            first_mover: Some(FIRST_MOVER),
            seed: Some(SEED),
            move_parts: vec![
                MoveShape { phase: Phase::Throw.as_str(), parts: throw },
                MoveShape { phase: Phase::Spend.as_str(), parts: &["from", "to", "spent"] },
                MoveShape { phase: Phase::Endgame.as_str(), parts: throw },
            ],
        }
    }

    fn read_options_with(r: &mut OptionReader) -> Result<SeigOptions, Error> {
        Ok(SeigOptions {
            team_size: r.integer("teamSize", 1, 3, 1)? as u8,
            first_side: r.side(FIRST_MOVER, Side::Light)?,
            four_moves: r.holes("fourMoves", &[4, 3], 4)? as u8,
            seed: r.optional_seed(SEED)?,
        })
    }

    fn options_json(o: &SeigOptions) -> Map<String, Value> {
        let mut map = Map::new();
        map.insert("teamSize".into(), json!(o.team_size));
        map.insert(FIRST_MOVER.into(), json!(o.first_side.index()));
        map.insert("fourMoves".into(), json!(o.four_moves));
        if let Some(seed) = o.seed {
            map.insert(SEED.into(), seed.to_json());
        }
        map
    }

    fn start(options: &SeigOptions, entropy: u64) -> Seig {
        let light_home = (1u64 << 12) - 1;
        Seig {
            options: *options,
            pieces: [light_home, light_home << 36],
            released: [0; 2],
            counts: [12; 2],
            unlocked: false,
            stage: Stage::Throw,
            first_throw: true,
            side: options.first_side,
            seat: 0,
            pool: [0; 7],
            outcome: None,
            rng: Rng::new(options.seed.map_or(entropy, Seed::stream_start)),
        }
    }

    fn from_setup(options: &SeigOptions, setup: &Setup, entropy: u64) -> Result<Seig, Error> {
        Seig::set_up(options, setup, entropy)
    }

    fn setup(&self) -> Setup {
        self.to_setup()
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn seat(&self) -> u8 {
        self.seat
    }

    fn phase(&self) -> Phase {
        match (self.outcome, self.stage) {
            (Some(_), _) => Phase::Over,
            (None, Stage::Throw) => Phase::Throw,
            (None, Stage::Spend) => Phase::Spend,
            (None, Stage::Endgame) => Phase::Endgame,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self, out: &mut Vec<SeigMove>) {
        match (self.outcome, self.stage) {
            (Some(_), _) => {}
            (None, Stage::Throw | Stage::Endgame) => out.push(SeigMove::Throw(None)),
            (None, Stage::Spend) => self.each_spend(|mv| {
                out.push(mv);
                true
            }),
        }
    }

    fn play(&mut self, mv: SeigMove) -> Played {
        match mv {
            SeigMove::Throw(faces) => Played { captured: 0, throw: Some(self.throw(faces)) },
            SeigMove::Spend { from, to, group } => {
                Played { captured: self.spend(from as usize, to as usize, &group).into(), throw: None }
            }
        }
    }

    fn move_text(&self, mv: SeigMove) -> String {
        self.write(mv)
    }

    fn parse_move(&self, text: &str) -> Result<SeigMove, Error> {
        self.read_move(text, &MoveWords::rules())
    }

    /// A throw in the reader's words or the rules' own, its faces in the
    /// letters of the same words; a spend as the rules write it.
    fn read_move(&self, text: &str, words: &MoveWords) -> Result<SeigMove, Error> {
        self.read(text, words)
    }

    fn move_parts(&self, mv: SeigMove) -> MoveParts {
        match mv {
            SeigMove::Spend { from, to, group } => MoveParts {
                from: Some(hole_name(from as usize)),
                to: Some(hole_name(to as usize)),
                spent: Some(group_values(&group)),
                ..MoveParts::default()
            },
            SeigMove::Throw(_) => MoveParts { throw: true, ..MoveParts::default() },
        }
    }

    fn move_facts(&self, mv: SeigMove, played: Played, after: &Seig) -> MoveFacts {
        let parts = self.move_parts(mv);
        match mv {
            SeigMove::Spend { from, group, .. } => MoveFacts { parts, path: Some(self.path(from as usize, &group)), throw: None },
            SeigMove::Throw(given) => MoveFacts { parts, path: None, throw: played.throw.map(|t| self.throw_facts(t, after, given.is_some())) },
        }
    }

    fn situation(&self) -> Situation {
        let seig = SeigSituation {
            locked: !self.unlocked,
            sticks: self.sticks(),
            first_throw: self.first_throw,
            pool: self.pool(),
            spendable: self.spendable(),
            endgame: self.stage == Stage::Endgame,
        };
        // One path a side; circling is a way round the last fields, not a path of its own.
        let paths = [Side::Light, Side::Dark].map(|side| vec![RacePath { holes: (0..=path::LAST_STEP).map(|step| hole_name(hole_at(side, step))).collect(), circuit: false }]);
        Situation { seig: Some(seig), paths: Some(paths), ..Situation::default() }
    }

    fn throw_table(&self) -> Option<ThrowTable> {
        let four = self.options.four_moves;
        let table = |sticks: u8| throws::rows(sticks, |w| throws::row_kind(sticks, w), four);
        let rows = match self.stage {
            Stage::Endgame => throws::rows(8, throws::endgame_kind, four),
            Stage::Throw | Stage::Spend => table(self.sticks()),
        };
        let tables = [7, 8].into_iter().map(|sticks| (sticks.to_string(), table(sticks))).collect();
        Some(ThrowTable { sticks: self.sticks(), endgame: self.stage == Stage::Endgame, rows, tables })
    }

    fn board(&self) -> BoardView {
        BoardView::Holes { rows: ROWS as u8, columns: COLUMNS as u8, cells: hole_cells(&self.pieces), released: Some(hole_cells(&self.released)), states: None, sticks: self.sticks(), places: path::places() }
    }

    fn square_name(&self, index: usize) -> String {
        hole_name(index)
    }

    fn pieces(&self) -> [u32; 2] {
        self.counts.map(u32::from)
    }

    fn pool(&self) -> Vec<u8> {
        (1..7u8).flat_map(|v| std::iter::repeat_n(v, self.pool[v as usize] as usize)).collect()
    }

    /// Resigning is allowed at any time: the rules say nothing against it.
    fn may_resign(&self, _side: Side) -> Result<(), Error> {
        Ok(())
    }

    fn stream_state(&self) -> Option<u64> {
        Some(self.rng.state())
    }

    fn set_stream_state(&mut self, state: u64) {
        self.rng = Rng::new(state);
    }
}

impl Think for Seig {
    fn think(&self, limits: &Limits, clock: Clock) -> Option<Report<SeigMove>> {
        match (self.outcome, self.stage) {
            (Some(_), _) => None,
            // A throw is no choice: its value is the position's static one.
            (None, Stage::Throw | Stage::Endgame) => Some(Report {
                best: SeigMove::Throw(None),
                value: self.evaluate(self.to_move()).round() as i32,
                depth: 0,
                nodes: 1,
            }),
            (None, Stage::Spend) => expectimax::search(self, limits, clock),
        }
    }
}
