//! Seig (RULES.md section 4): a race of 12 pieces a side along S-shaped paths,
//! driven by throws of 8 sticks (7 while locked). The sticks' random stream
//! lives in the position, so saving, undo and replays reproduce every throw.

mod eval;
mod refusal;
pub mod path;
mod teach;
pub mod throws;
#[cfg(test)]
mod tests;

pub use eval::greedy_move;

use crate::core::options::OptionReader;
use crate::core::{
    BoardView, Capabilities, Error, Kind, MoveFacts, MoveParts, MoveShape, MoveWords, Outcome, Phase, Played, Reason, Refusal, Release, Rng, Seed, SeigSituation, Side, Situation, Throw,
    ThrowFacts, ThrowKind, ThrowTable,
};
pub use refusal::SeigRefusal;
use crate::rules::{Clock, Rules};
use crate::search::expectimax::{self, Chance};
use crate::search::{Limits, Report, Think};
use path::{hole_at, COLUMNS, ROWS, hole_name, holes, next_step, parse_hole, step_of, HOLES, OPPOSING_LOWER, OWN_UPPER, ROWS_A_B, SAFE_HOLES};
use serde_json::{json, Map, Value};
use throws::Effect;

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

/// Why a piece cannot spend a group.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Blocked {
    PastEnd,
    NeedsOneSmallValue,
    OwnPiece,
}

impl Blocked {
    fn refusal(self) -> Refusal {
        match self {
            Blocked::PastEnd => SeigRefusal::PastEnd.into(),
            Blocked::NeedsOneSmallValue => SeigRefusal::OneSmallValue.into(),
            Blocked::OwnPiece => SeigRefusal::LandingOwn.into(),
        }
    }
}

fn group_sum(group: &Values) -> u32 {
    (1..7).map(|v| v as u32 * group[v] as u32).sum()
}

fn group_len(group: &Values) -> u32 {
    group.iter().map(|&n| n as u32).sum()
}

/// The group is exactly one value `v`.
fn is_single(group: &Values, v: usize) -> bool {
    group_len(group) == 1 && group[v] == 1
}

/// The group's values, largest first.
fn group_values(group: &Values) -> Vec<u8> {
    (1..7u8).rev().flat_map(|v| std::iter::repeat_n(v, group[v as usize] as usize)).collect()
}

/// `5+4+4`: largest first.
fn group_text(group: &Values) -> String {
    let values: Vec<String> = group_values(group).iter().map(u8::to_string).collect();
    values.join("+")
}

impl Seig {
    /// A position with the given pieces, for tests: `unreleased`/`released`
    /// are hole names per side; the game is unlocked and `side` seat 0 throws.
    #[cfg(test)]
    pub(crate) fn setup(options: SeigOptions, side: Side, unreleased: [&[&str]; 2], released: [&[&str]; 2]) -> Seig {
        let mut pos = Seig::start(&options, 1);
        let set = |names: &[&str]| names.iter().map(|n| 1u64 << parse_hole(n).expect("test hole")).fold(0, |a, b| a | b);
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

    /// Whether `side` may run past the last hole: none of its pieces is left in its own lower field.
    fn may_circle(&self, side: Side) -> bool {
        holes(self.pieces[side.index()]).all(|h| step_of(side, h) >= OWN_UPPER)
    }

    /// Where the piece on `from` ends with `group`, or why it cannot go.
    fn destination(&self, from: usize, group: &Values, circling: bool) -> Result<usize, Blocked> {
        let side = self.side;
        let may_enter = group_len(group) == 1 && (group[2] + group[3] + group[4]) == 1;
        let mut step = step_of(side, from);
        for _ in 0..group_sum(group) {
            step = next_step(step, circling).ok_or(Blocked::PastEnd)?;
            if step == OPPOSING_LOWER && !may_enter {
                return Err(Blocked::NeedsOneSmallValue);
            }
        }
        let to = hole_at(side, step);
        if self.pieces[side.index()] >> to & 1 == 1 {
            return Err(Blocked::OwnPiece);
        }
        Ok(to)
    }

    /// Whether a piece of the side to move landing on `to` with `group` takes an opposing piece there.
    fn takes(&self, to: usize, group: &Values) -> bool {
        let step = step_of(self.side, to);
        self.pieces[self.side.opponent().index()] >> to & 1 == 1
            && SAFE_HOLES >> to & 1 == 0
            && step >= OWN_UPPER
            && (step < OPPOSING_LOWER || is_single(group, 2))
    }

    /// Every distinct non-empty group of pool values, none summing past the path's length.
    fn groups(&self) -> Vec<Values> {
        fn extend(pool: &Values, value: usize, group: &mut Values, sum: u32, out: &mut Vec<Values>) {
            if value == 7 {
                if sum > 0 {
                    out.push(*group);
                }
                return;
            }
            let mut count = 0;
            loop {
                group[value] = count;
                extend(pool, value + 1, group, sum + count as u32 * value as u32, out);
                count += 1;
                if count > pool[value] || sum + count as u32 * value as u32 > path::LAST_STEP as u32 {
                    break;
                }
            }
            group[value] = 0;
        }
        let mut out = Vec::new();
        extend(&self.pool, 1, &mut [0; 7], 0, &mut out);
        out
    }

    /// Every legal spend, passed to `found` until it returns false.
    fn each_spend(&self, mut found: impl FnMut(SeigMove) -> bool) {
        let groups = self.groups();
        let circling = self.may_circle(self.side);
        for from in holes(self.released[self.side.index()]) {
            for group in &groups {
                if let Ok(to) = self.destination(from, group, circling) {
                    if !found(SeigMove::Spend { from: from as u8, to: to as u8, group: *group }) {
                        return;
                    }
                }
            }
        }
    }

    fn has_spend(&self) -> bool {
        let mut any = false;
        self.each_spend(|_| {
            any = true;
            false
        });
        any
    }

    /// Releases the side to move's front unreleased piece; with `step`, moves
    /// it one hole on unless its own side holds that hole. False when none is left.
    fn release_front(&mut self, step: bool) -> bool {
        let (side, me) = (self.side, self.side.index());
        let Some(front) = holes(self.pieces[me] & !self.released[me]).max_by_key(|&h| step_of(side, h)) else {
            return false;
        };
        let mut at = front;
        if step {
            let next = hole_at(side, step_of(side, front) + 1);
            if self.pieces[me] >> next & 1 == 0 {
                self.pieces[me] &= !(1 << front);
                self.pieces[me] |= 1 << next;
                at = next;
            }
        }
        self.released[me] |= 1 << at;
        true
    }

    fn add_to_pool(&mut self, value: u8) {
        let slot = &mut self.pool[value as usize];
        *slot = slot.saturating_add(1);
    }

    /// The turn passes to the next seat: seats of one side in order, then the other side's.
    fn next_seat(&mut self) {
        self.pool = [0; 7];
        self.first_throw = true;
        if self.seat + 1 < self.options.team_size {
            self.seat += 1;
        } else {
            self.seat = 0;
            self.side = self.side.opponent();
        }
        if self.stage == Stage::Spend {
            self.stage = Stage::Throw;
        }
    }

    /// Throwing stops: spend the pool, or lose it when nothing can be spent.
    fn start_spending(&mut self) {
        self.stage = Stage::Spend;
        if !self.has_spend() {
            self.next_seat();
        }
    }

    fn throw(&mut self, given: Option<u8>) -> Throw {
        let sticks = self.sticks();
        let mask = ((1u16 << sticks) - 1) as u8;
        // Drawn even when the faces are given, so every throw moves the stream alike.
        let drawn = (self.rng.next_u64() >> 56) as u8 & mask;
        let thrown = Throw { faces: given.unwrap_or(drawn) & mask, sticks };
        let whites = thrown.whites();
        let first = std::mem::replace(&mut self.first_throw, false);
        if self.stage == Stage::Endgame {
            self.endgame_throw(whites);
            return thrown;
        }
        let effect = throws::effect(sticks, whites);
        if effect != Effect::Pass {
            self.unlocked = true;
        }
        match effect {
            Effect::Pass => self.next_seat(),
            Effect::Seig => {
                if !self.release_front(true) {
                    self.add_to_pool(1);
                }
            }
            Effect::AllAlike => {
                for _ in 0..sticks {
                    self.release_front(false);
                }
            }
            Effect::Four => self.add_to_pool(self.options.four_moves),
            Effect::Two if first => {
                self.add_to_pool(2);
                self.start_spending();
            }
            Effect::Two => self.next_seat(),
            Effect::Stop(value) => {
                self.add_to_pool(value);
                self.start_spending();
            }
        }
        thrown
    }

    /// Endgame: a throw of exactly 4 whites takes one opposing piece and throws again.
    fn endgame_throw(&mut self, whites: u8) {
        if whites != 4 {
            self.next_seat();
            return;
        }
        let other = self.side.opponent().index();
        self.counts[other] = self.counts[other].saturating_sub(1);
        if self.counts[other] == 0 {
            self.outcome = Some(Outcome::win(self.side, Reason::CapturedAll));
        }
    }

    fn spend(&mut self, from: usize, to: usize, group: &Values) -> u64 {
        let (me, other) = (self.side.index(), self.side.opponent().index());
        let captured = if self.takes(to, group) { 1u64 << to } else { 0 };
        self.pieces[other] &= !captured;
        self.released[other] &= !captured;
        self.counts[other] -= captured.count_ones() as u8;
        self.pieces[me] = self.pieces[me] & !(1 << from) | 1 << to;
        self.released[me] = self.released[me] & !(1 << from) | 1 << to;
        for (left, spent) in self.pool.iter_mut().zip(group) {
            *left = left.saturating_sub(*spent);
        }
        if self.counts[other] == 0 {
            self.outcome = Some(Outcome::win(self.side, Reason::CapturedAll));
        } else if self.pieces[0] & ROWS_A_B == 0 && self.pieces[1] & !ROWS_A_B == 0 {
            // Every piece is past every opposing one: they are set in the middle.
            self.pieces = [0; 2];
            self.released = [0; 2];
            self.stage = Stage::Endgame;
            self.next_seat();
        } else if self.pool == [0; 7] || !self.has_spend() {
            self.next_seat();
        }
        captured
    }

    /// A throw with the faces `letters` gives, in `words`' letters.
    fn parse_faces(&self, text: &str, letters: &str, words: &MoveWords) -> Result<SeigMove, Error> {
        let sticks = self.sticks() as usize;
        let bad = |why: Refusal| Error::Illegal { text: text.to_string(), why };
        if letters.chars().count() != sticks {
            return Err(bad(SeigRefusal::StickCount { sticks: sticks as u8 }.into()));
        }
        let mut faces = 0u8;
        for (i, c) in letters.chars().enumerate() {
            match words.face(c) {
                Some(true) => faces |= 1 << i,
                Some(false) => {}
                None => return Err(bad(SeigRefusal::StickFace { face: c }.into())),
            }
        }
        Ok(SeigMove::Throw(Some(faces)))
    }

    fn parse_spend(&self, text: &str, t: &str) -> Result<SeigMove, Error> {
        let unreadable = || Error::Unreadable {
            text: text.to_string(),
            expected: "\"throw\", \"throw:WBBWBBBW\" or a move such as \"a12-b9:4\" or \"b3-c5:4+3\"",
        };
        let illegal = |why: Refusal| Error::Illegal { text: text.to_string(), why };
        let (holes_text, values_text) = t.split_once(':').ok_or_else(unreadable)?;
        let (from_text, to_text) = holes_text.split_once('-').ok_or_else(unreadable)?;
        let from = parse_hole(from_text.trim()).ok_or_else(unreadable)?;
        let to = parse_hole(to_text.trim()).ok_or_else(unreadable)?;
        let mut group: Values = [0; 7];
        for value in values_text.split('+') {
            match value.trim().parse::<usize>() {
                Ok(v @ 1..=6) => group[v] = group[v].saturating_add(1),
                _ => return Err(unreadable()),
            }
        }
        match self.stage {
            Stage::Spend => {}
            Stage::Throw | Stage::Endgame => return Err(illegal(SeigRefusal::MustThrow.into())),
        }
        let me = self.side.index();
        if self.pieces[me] >> from & 1 == 0 {
            return Err(illegal(SeigRefusal::HoleWithoutPiece { hole: hole_name(from), side: self.side }.into()));
        }
        if self.released[me] >> from & 1 == 0 {
            return Err(illegal(SeigRefusal::NotReleased { hole: hole_name(from) }.into()));
        }
        if (1..7).any(|v| group[v] > self.pool[v]) {
            return Err(illegal(SeigRefusal::PoolHolds { values: group_text(&self.pool) }.into()));
        }
        let reached = self.destination(from, &group, self.may_circle(self.side)).map_err(|b| illegal(b.refusal()))?;
        if reached != to {
            let (from, values, reaches) = (hole_name(from), group_text(&group), hole_name(reached));
            return Err(illegal(SeigRefusal::ReachesElsewhere { from, values, reaches }.into()));
        }
        Ok(SeigMove::Spend { from: from as u8, to: to as u8, group })
    }

    /// Every hole a legal spend passes, from its start to its landing, circling included.
    fn path(&self, from: usize, group: &Values) -> Vec<String> {
        let circling = self.may_circle(self.side);
        let mut step = step_of(self.side, from);
        let mut path = vec![hole_name(from)];
        for _ in 0..group_sum(group) {
            let Some(next) = next_step(step, circling) else { break };
            step = next;
            path.push(hole_name(hole_at(self.side, step)));
        }
        path
    }

    /// What `thrown`, thrown from here, did; `after` is the position it left;
    /// `given`: its faces came with the move.
    fn throw_facts(&self, thrown: Throw, after: &Seig, given: bool) -> ThrowFacts {
        let (side, me) = (self.side, self.side.index());
        let whites = thrown.whites();
        let kind = match (self.stage, throws::row_kind(thrown.sticks, whites)) {
            (Stage::Endgame, _) if whites == 4 && after.outcome.is_some() => ThrowKind::EndgameLast,
            (Stage::Endgame, _) => throws::endgame_kind(whites),
            (_, ThrowKind::Seig) if self.pieces[me] & !self.released[me] == 0 => ThrowKind::SeigNoPiece,
            (_, ThrowKind::Two) if self.first_throw => ThrowKind::TwoFirst,
            (_, ThrowKind::Two) => ThrowKind::TwoCancel,
            (_, kind) => kind,
        };
        let mut released: Vec<usize> = holes(after.released[me] & !self.released[me]).collect();
        released.sort_by_key(|&h| std::cmp::Reverse(step_of(side, h)));
        ThrowFacts {
            faces: thrown.text(),
            whites,
            sticks: thrown.sticks,
            value: kind.pool_value(self.options.four_moves),
            kind,
            released: released.iter().map(|&h| hole_name(h)).collect(),
            releases: released
                .iter()
                .map(|&h| {
                    // A release that moved the piece on left its own hole behind.
                    let from = if self.pieces[me] >> h & 1 == 1 { h } else { hole_at(side, step_of(side, h).saturating_sub(1)) };
                    Release { from: hole_name(from), to: hole_name(h) }
                })
                .collect(),
            unlocked: !self.unlocked && after.unlocked,
            passed: kind.stops_to_spend() && after.stage == Stage::Throw && after.outcome.is_none(),
            given,
        }
    }

    /// The distinct pool values some legal spend uses, smallest first.
    fn spendable(&self) -> Vec<u8> {
        let mut used: Values = [0; 7];
        if self.stage == Stage::Spend {
            self.each_spend(|mv| {
                if let SeigMove::Spend { group, .. } = mv {
                    (1..7).filter(|&v| group[v] > 0).for_each(|v| used[v] = 1);
                }
                true
            });
        }
        (1..7u8).filter(|&v| used[v as usize] > 0).collect()
    }

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
        match mv {
            SeigMove::Throw(None) => "throw".to_string(),
            SeigMove::Throw(Some(faces)) => format!("throw:{}", Throw { faces, sticks: self.sticks() }.text()),
            SeigMove::Spend { from, to, group } => {
                format!("{}-{}:{}", hole_name(from as usize), hole_name(to as usize), group_text(&group))
            }
        }
    }

    fn parse_move(&self, text: &str) -> Result<SeigMove, Error> {
        self.read_move(text, &MoveWords::rules())
    }

    /// A throw in the reader's words or the rules' own, its faces in the
    /// letters of the same words; a spend as the rules write it.
    fn read_move(&self, text: &str, words: &MoveWords) -> Result<SeigMove, Error> {
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let t = text.trim();
        let throw_now = || match self.stage {
            Stage::Throw | Stage::Endgame => Ok(()),
            Stage::Spend => {
                Err(Error::Illegal { text: text.to_string(), why: SeigRefusal::SpendFirst { values: group_text(&self.pool) }.into() })
            }
        };
        let (word, faces) = t.split_once(':').map_or((t, None), |(word, faces)| (word, Some(faces)));
        let rules = MoveWords::rules();
        if let Some(notation) = [words, &rules].into_iter().find(|notation| notation.is_throw(word)) {
            let mv = match faces {
                None => SeigMove::Throw(None),
                Some(letters) => self.parse_faces(text, letters.trim(), notation)?,
            };
            throw_now()?;
            return Ok(mv);
        }
        self.parse_spend(text, t)
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
            paths: [Side::Light, Side::Dark].map(|side| (0..=path::LAST_STEP).map(|step| hole_name(hole_at(side, step))).collect()),
        };
        Situation { seig: Some(seig), ..Situation::default() }
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
        let cells = |sets: &[u64; 2]| (0..HOLES).map(|h| (sets[0] >> h & 1 | (sets[1] >> h & 1) << 1) as u8).collect();
        BoardView::Holes { rows: ROWS as u8, columns: COLUMNS as u8, cells: cells(&self.pieces), released: Some(cells(&self.released)), states: None, sticks: self.sticks() }
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
