//! Plain readings of RULES.md 7.2 to 7.7, written apart from the engine and
//! with no care for speed, that `perft_sig.rs` counts move paths with:
//! Mauritania, the M'zab and Tozeur (`Race`), Western Sahara (`Teams`),
//! Tidikelt and El Oued.
//! Every throw is one of its number of W; moves are read from the engine's text.

use crate::perft::count_paths;
use serde_json::{Map, Value};

pub(crate) fn holes(options: &Map<String, Value>, default: u64) -> usize {
    options.get("holes").and_then(Value::as_u64).unwrap_or(default) as usize
}

fn no_capture_turns(options: &Map<String, Value>) -> u32 {
    options.get("noCaptureTurns").and_then(Value::as_u64).unwrap_or(1000) as u32
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum RaceMove {
    /// A throw of this many W.
    Throw(usize),
    /// The piece on `from` goes `by` places along its path to `to`.
    Step { from: usize, to: usize, by: usize },
    /// El Oued's `free-all:<n>`.
    FreeAll(usize),
    /// Mauritania's `x<hole>`.
    Remove(usize),
}

/// A hole's row (0 for `a`) and number.
fn row_and_number(name: &str) -> (usize, usize) {
    ((name.as_bytes()[0] - b'a') as usize, name[1..].parse().unwrap())
}

/// `r*N + k-1` for hole `<r><k>` of a four-row board of N holes a row.
fn four_row_hole(n: usize, name: &str) -> usize {
    let (row, number) = row_and_number(name);
    row * n + number - 1
}

pub(crate) fn read_move(model: &impl Model, text: &str) -> RaceMove {
    if let Some(faces) = text.strip_prefix("throw:") {
        return RaceMove::Throw(faces.matches('W').count());
    }
    if let Some(worth) = text.strip_prefix("free-all:") {
        return RaceMove::FreeAll(worth.parse().unwrap());
    }
    if let Some(hole) = text.strip_prefix('x') {
        return RaceMove::Remove(model.hole(hole));
    }
    let (holes, by) = text.split_once(':').unwrap();
    let (from, to) = holes.split_once('-').unwrap();
    RaceMove::Step { from: model.hole(from), to: model.hole(to), by: by.parse().unwrap() }
}

/// The four-row path of 7.3 and 7.5: side 0 runs `a1..aN, bN..b1, c1..cN,
/// dN..d1`, side 1 `dN..d1, c1..cN, bN..b1, a1..aN`.
fn serpentine(n: usize, side: usize) -> Vec<usize> {
    let rows = if side == 0 { [(0, true), (1, false), (2, true), (3, false)] } else { [(3, false), (2, true), (1, false), (0, true)] };
    rows.iter().flat_map(|&(row, rightwards)| (0..n).map(move |k| row * n + if rightwards { k } else { n - 1 - k })).collect()
}

/// Side 0's pieces on `a1..aN`, side 1's on `d1..dN`, each with `state`.
fn home_rows<T: Copy>(n: usize, state: T) -> Vec<Option<(usize, T)>> {
    let mut holes = vec![None; 4 * n];
    for k in 0..n {
        holes[k] = Some((0, state));
        holes[3 * n + k] = Some((1, state));
    }
    holes
}

/// Pieces of `side` among `holes`.
fn pieces<T>(holes: &[Option<(usize, T)>], side: usize) -> usize {
    holes.iter().filter(|h| matches!(h, Some((owner, _)) if *owner == side)).count()
}

/// Every piece of `side` on row `row` (N holes a row).
fn all_on<T>(holes: &[Option<(usize, T)>], n: usize, side: usize, row: usize) -> bool {
    holes.iter().enumerate().all(|(i, h)| !matches!(h, Some((owner, _)) if *owner == side) || i / n == row)
}

/// What the counts need of a model: its holes by name, its moves, playing one.
pub(crate) trait Model: Clone {
    fn hole(&self, name: &str) -> usize;
    fn legal(&self) -> Vec<RaceMove>;
    fn play(&mut self, mv: RaceMove);

    fn perft(&self, depth: u32) -> u64 {
        count_paths(self, depth, Self::legal, Self::play)
    }
}

/// What the models share: the pieces, whose turn, and the game length of 7.1.7.
#[derive(Clone)]
struct Table<T> {
    /// Holes a row.
    n: usize,
    /// Per hole: the side of its piece and the piece's state.
    holes: Vec<Option<(usize, T)>>,
    to_move: usize,
    /// Turns ended since the last capture.
    quiet: u32,
    limit: u32,
    over: bool,
}

impl<T: Copy> Table<T> {
    /// A four-row board of `n` holes a row, its home rows filled with pieces in `state`.
    fn new(n: usize, state: T, options: &Map<String, Value>) -> Self {
        Table::with(n, home_rows(n, state), options)
    }

    fn with(n: usize, holes: Vec<Option<(usize, T)>>, options: &Map<String, Value>) -> Self {
        Table { n, holes, to_move: 0, quiet: 0, limit: no_capture_turns(options), over: false }
    }

    /// Moves the piece; a piece on the landing hole is captured.
    fn step(&mut self, from: usize, to: usize, state: T) {
        if self.holes[to].is_some() {
            self.quiet = 0;
        }
        self.holes[to] = Some((self.to_move, state));
        self.holes[from] = None;
    }

    fn captured_all(&self) -> bool {
        pieces(&self.holes, 0) == 0 || pieces(&self.holes, 1) == 0
    }

    /// Every piece on the enemy's home row.
    fn all_arrived(&self) -> bool {
        all_on(&self.holes, self.n, 0, 3) && all_on(&self.holes, self.n, 1, 0)
    }

    /// The turn passes; the game ends at the limit, or `blocked` after a turn
    /// without a move when neither side `could_move`.
    fn pass(&mut self, moved: bool, could_move: impl Fn(&Self, usize) -> bool) {
        self.to_move = 1 - self.to_move;
        self.quiet += 1;
        if self.quiet >= self.limit || (!moved && !could_move(self, 0) && !could_move(self, 1)) {
            self.over = true;
        }
    }
}

/// The race of M'zab and Tozeur as RULES.md 7.5 and 7.6 word it, with no care for speed.
#[derive(Clone)]
pub(crate) struct Race {
    /// Pieces are `locked` (true) or free.
    table: Table<bool>,
    /// A throw's value by its number of W.
    values: [usize; 7],
    /// The values on which a locked piece moves (1 hole).
    freeing: &'static [usize],
    /// The value thrown, while the side chooses its move.
    value: Option<usize>,
}

impl Race {
    pub(crate) fn new(n: usize, values: [usize; 7], freeing: &'static [usize], options: &Map<String, Value>) -> Race {
        Race { table: Table::new(n, true, options), values, freeing, value: None }
    }

    fn steps(table: &Table<bool>, freeing: &[usize], side: usize, value: usize) -> Vec<RaceMove> {
        if value == 0 {
            return Vec::new();
        }
        let path = serpentine(table.n, side);
        path.iter()
            .enumerate()
            .filter_map(|(place, &from)| {
                let (owner, locked) = table.holes[from]?;
                let by = match locked {
                    _ if owner != side => return None,
                    true if freeing.contains(&value) => 1,
                    true => return None,
                    false => value,
                };
                let to = *path.get(place + by)?;
                (table.holes[to].map(|(owner, _)| owner) != Some(side)).then_some(RaceMove::Step { from, to, by })
            })
            .collect()
    }

    fn pass(&mut self, moved: bool) {
        self.value = None;
        let (values, freeing) = (self.values, self.freeing);
        self.table.pass(moved, |table, side| values.iter().any(|&value| !Race::steps(table, freeing, side, value).is_empty()));
    }
}

impl Model for Race {
    fn hole(&self, name: &str) -> usize {
        four_row_hole(self.table.n, name)
    }

    fn legal(&self) -> Vec<RaceMove> {
        match (self.table.over, self.value) {
            (true, _) => Vec::new(),
            (false, None) => (0..=6).map(RaceMove::Throw).collect(),
            (false, Some(value)) => Race::steps(&self.table, self.freeing, self.table.to_move, value),
        }
    }

    fn play(&mut self, mv: RaceMove) {
        match mv {
            RaceMove::FreeAll(_) | RaceMove::Remove(_) => panic!("{mv:?} is no move of this variant"),
            RaceMove::Throw(whites) => {
                let value = self.values[whites];
                if Race::steps(&self.table, self.freeing, self.table.to_move, value).is_empty() {
                    self.pass(false);
                } else {
                    self.value = Some(value);
                }
            }
            RaceMove::Step { from, to, .. } => {
                self.table.step(from, to, false);
                if self.table.captured_all() || self.table.all_arrived() {
                    self.table.over = true;
                } else {
                    self.pass(true);
                }
            }
        }
    }
}

/// Western Sahara as RULES.md 7.3 words it (the seats of a team act in turn;
/// the sides alternate, which is all the count sees).
#[derive(Clone)]
pub(crate) struct Teams {
    table: Table<()>,
    /// The seat throws (again); false while it spends the pool.
    throwing: bool,
    pool: Vec<usize>,
}

/// A throw's value by its number of W.
const WESTERN_SAHARA: [usize; 9] = [8, 1, 6, 5, 4, 5, 6, 1, 8];

impl Teams {
    pub(crate) fn new(n: usize, options: &Map<String, Value>) -> Teams {
        Teams { table: Table::new(n, (), options), throwing: true, pool: Vec::new() }
    }

    /// Every move of `side` with one of `values`: no friend on any hole after
    /// the start, the landing one included; no capture on the side's own home row.
    fn steps(table: &Table<()>, side: usize, values: &[usize]) -> Vec<RaceMove> {
        let path = serpentine(table.n, side);
        let own = |hole: usize| table.holes[hole].is_some_and(|(owner, _)| owner == side);
        let own_home_row = if side == 0 { 0 } else { 3 };
        let mut distinct = values.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        let mut moves = Vec::new();
        for by in distinct {
            for (place, &from) in path.iter().enumerate().filter(|&(_, &hole)| own(hole)) {
                let Some(passed) = path.get(place + 1..=place + by) else { continue };
                let to = path[place + by];
                let enemy_at_home = table.holes[to].is_some() && !own(to) && to / table.n == own_home_row;
                if !passed.iter().any(|&hole| own(hole)) && !enemy_at_home {
                    moves.push(RaceMove::Step { from, to, by });
                }
            }
        }
        moves
    }

    fn pass(&mut self, moved: bool) {
        self.pool.clear();
        self.throwing = true;
        self.table.pass(moved, |table, side| [8, 6, 5, 4, 1].iter().any(|&value| !Teams::steps(table, side, &[value]).is_empty()));
    }

    /// The pool is spent, or none of it can move: the turn passes.
    fn spend_or_pass(&mut self, moved: bool) {
        if Teams::steps(&self.table, self.table.to_move, &self.pool).is_empty() {
            self.pass(moved);
        }
    }
}

impl Model for Teams {
    fn hole(&self, name: &str) -> usize {
        four_row_hole(self.table.n, name)
    }

    fn legal(&self) -> Vec<RaceMove> {
        match (self.table.over, self.throwing) {
            (true, _) => Vec::new(),
            (false, true) => (0..=8).map(RaceMove::Throw).collect(),
            (false, false) => Teams::steps(&self.table, self.table.to_move, &self.pool),
        }
    }

    fn play(&mut self, mv: RaceMove) {
        match mv {
            RaceMove::FreeAll(_) | RaceMove::Remove(_) => panic!("{mv:?} is no move of this variant"),
            RaceMove::Throw(whites) => {
                let value = WESTERN_SAHARA[whites];
                self.pool.push(value);
                // A 1 or a 4 throws again.
                if value != 1 && value != 4 {
                    self.throwing = false;
                    self.spend_or_pass(false);
                }
            }
            RaceMove::Step { from, to, by } => {
                let spent = self.pool.iter().position(|&value| value == by).expect("a value of the pool");
                self.pool.remove(spent);
                self.table.step(from, to, ());
                if self.table.captured_all() || self.table.all_arrived() {
                    self.table.over = true;
                } else {
                    self.spend_or_pass(true);
                }
            }
        }
    }
}

/// Tidikelt as RULES.md 7.4 words it: rows `a` (side 0's home), `b` (the
/// centre, with `b0`) and `c` (side 1's home), hole `xk` at `3(k-1) + row`, `b0` at 36.
#[derive(Clone)]
pub(crate) struct Tidikelt {
    /// Pieces are `locked` (true) or free.
    table: Table<bool>,
    sticks: usize,
    /// The value thrown, while the side chooses its move.
    value: Option<usize>,
}

const B0: usize = 36;

impl Tidikelt {
    pub(crate) fn new(options: &Map<String, Value>) -> Tidikelt {
        let mut holes = vec![None; 37];
        for k in 0..12 {
            holes[3 * k] = Some((0, true));
            holes[3 * k + 2] = Some((1, true));
        }
        let sticks = options.get("sticks").and_then(Value::as_u64).unwrap_or(4) as usize;
        Tidikelt { table: Table::with(12, holes, options), sticks, value: None }
    }

    fn at(row: usize, k: usize) -> usize {
        3 * (k - 1) + row
    }

    fn row(hole: usize) -> usize {
        if hole == B0 {
            1
        } else {
            hole % 3
        }
    }

    /// A throw's value: 4 sticks, 0 W is 6, else the W; 6 sticks, 0 W is 6, 1..3 the W, 4..6 are 4.
    fn value_of(sticks: usize, whites: usize) -> usize {
        match whites {
            0 => 6,
            w if sticks == 6 && w >= 4 => 4,
            w => w,
        }
    }

    /// A side's home row: `a` for side 0, `c` for side 1.
    fn home(side: usize) -> usize {
        2 * side
    }

    /// The 25 holes from `row`'s 1 to 12, then `b12` back to `b1`, then `b0`.
    fn path_from(row: usize) -> Vec<usize> {
        let mut path: Vec<usize> = (1..=12).map(|k| Tidikelt::at(row, k)).collect();
        path.extend((1..=12).rev().map(|k| Tidikelt::at(1, k)));
        path.push(B0);
        path
    }

    fn steps(table: &Table<bool>, side: usize, value: usize) -> Vec<RaceMove> {
        let mut moves = Vec::new();
        for from in (0..37).filter(|&h| table.holes[h].is_some_and(|(owner, _)| owner == side)) {
            let locked = table.holes[from].is_some_and(|(_, locked)| locked);
            let (to, by) = if from == B0 {
                // (c): only a sig enters the enemy's home row at its first hole.
                if value != 1 {
                    continue;
                }
                (Tidikelt::at(Tidikelt::home(1 - side), 1), 1)
            } else {
                // (a) and (b): along the path of the row the piece is on (the centre is on both).
                let row = if Tidikelt::row(from) == 1 { Tidikelt::home(side) } else { Tidikelt::row(from) };
                let path = Tidikelt::path_from(row);
                let place = path.iter().position(|&h| h == from).unwrap();
                let by = match locked {
                    true if value == 1 => 1,
                    true => continue,
                    false => value,
                };
                let Some(&to) = path.get(place + by) else { continue };
                (to, by)
            };
            if !table.holes[to].is_some_and(|(owner, _)| owner == side) {
                moves.push(RaceMove::Step { from, to, by });
            }
        }
        moves
    }

    fn pass(&mut self, moved: bool) {
        self.value = None;
        let sticks = self.sticks;
        self.table.pass(moved, |table, side| (0..=sticks).any(|w| !Tidikelt::steps(table, side, Tidikelt::value_of(sticks, w)).is_empty()));
    }
}

impl Model for Tidikelt {
    fn hole(&self, name: &str) -> usize {
        match row_and_number(name) {
            (1, 0) => B0,
            (row, number) => Tidikelt::at(row, number),
        }
    }

    fn legal(&self) -> Vec<RaceMove> {
        match (self.table.over, self.value) {
            (true, _) => Vec::new(),
            (false, None) => (0..=self.sticks).map(RaceMove::Throw).collect(),
            (false, Some(value)) => Tidikelt::steps(&self.table, self.table.to_move, value),
        }
    }

    fn play(&mut self, mv: RaceMove) {
        let side = self.table.to_move;
        match mv {
            RaceMove::FreeAll(_) | RaceMove::Remove(_) => panic!("{mv:?} is no move of this variant"),
            RaceMove::Throw(whites) => {
                let value = Tidikelt::value_of(self.sticks, whites);
                if Tidikelt::steps(&self.table, side, value).is_empty() {
                    self.pass(false);
                } else {
                    self.value = Some(value);
                }
            }
            RaceMove::Step { from, to, .. } => {
                let entering = from == B0;
                let holes = &mut self.table.holes;
                if let Some((enemy, state)) = holes[to] {
                    let enemy_home = Tidikelt::home(enemy);
                    // Sent back to the lowest hole of its home row empty before the move, if any.
                    let back = (1..=12).map(|k| Tidikelt::at(enemy_home, k)).find(|&h| holes[h].is_none());
                    if let Some(back) = back.filter(|_| entering || Tidikelt::row(to) != enemy_home) {
                        holes[back] = Some((enemy, state));
                        holes[to] = None;
                    }
                }
                // What is still on the landing hole is captured.
                self.table.step(from, to, false);
                if self.table.captured_all() {
                    self.table.over = true;
                } else {
                    self.pass(true);
                }
            }
        }
    }
}


/// El Oued as RULES.md 7.7 words it: rows `a`, `b`, `c` of 6 holes (`r*6 + k-1`);
/// each piece keeps its place on its side's circuit of 24.
#[derive(Clone)]
pub(crate) struct ElOued {
    /// Per hole: the side of its piece, its place on that side's circuit and whether it is locked.
    table: Table<(usize, bool)>,
    /// The W of the throw being played, while the side chooses.
    whites: Option<usize>,
    /// 7 or 13 when that throw is a sig worth that (rule 6), else 0.
    worth: usize,
    /// Throws the seat has left in this turn (rule 7).
    throws: usize,
    after_six: bool,
    /// Throws still counted for 13.
    counted: usize,
    /// Turns each side has ended.
    turns_ended: [u32; 2],
    /// A piece moved in this turn.
    moved: bool,
}

/// Side 0: `a1..a6, b6..b1, c1..c6, b6..b1`; side 1: `c6..c1, b1..b6, a6..a1, b1..b6`.
fn circuit(side: usize) -> Vec<usize> {
    let row = |r: usize, rightwards: bool| (0..6).map(move |k| r * 6 + if rightwards { k } else { 5 - k });
    match side {
        0 => row(0, true).chain(row(1, false)).chain(row(2, true)).chain(row(1, false)).collect(),
        _ => row(2, false).chain(row(1, true)).chain(row(0, false)).chain(row(1, true)).collect(),
    }
}

fn is_sig(whites: usize) -> bool {
    whites == 1 || whites == 5
}

impl ElOued {
    pub(crate) fn new(options: &Map<String, Value>) -> ElOued {
        let mut holes = vec![None; 18];
        for k in 0..6 {
            holes[k] = Some((0, (k, true)));
            holes[12 + k] = Some((1, (5 - k, true)));
        }
        ElOued { table: Table::with(6, holes, options), whites: None, worth: 0, throws: 1, after_six: false, counted: 0, turns_ended: [0; 2], moved: false }
    }

    fn own(table: &Table<(usize, bool)>, hole: usize, side: usize) -> bool {
        table.holes[hole].is_some_and(|(owner, _)| owner == side)
    }

    /// The hole `by` places on from the piece on `from`, and its place.
    fn ahead(table: &Table<(usize, bool)>, side: usize, from: usize, by: usize) -> (usize, usize) {
        let (_, (place, _)) = table.holes[from].unwrap();
        let place = (place + by) % 24;
        (circuit(side)[place], place)
    }

    /// Moves the piece on `from` `by` places, freeing it, if it lands off its own side.
    fn hop(table: &mut Table<(usize, bool)>, side: usize, from: usize, by: usize) -> Option<usize> {
        let (to, place) = ElOued::ahead(table, side, from, by);
        (!ElOued::own(table, to, side)).then(|| {
            table.step(from, to, (place, false));
            to
        })
    }

    /// `side`'s locked pieces, the front one (furthest along) first.
    fn locked(table: &Table<(usize, bool)>, side: usize) -> Vec<usize> {
        let mut holes: Vec<(usize, usize)> = (0..18).filter_map(|h| table.holes[h].filter(|&(owner, (_, locked))| owner == side && locked).map(|(_, (place, _))| (place, h))).collect();
        holes.sort_unstable_by(|a, b| b.cmp(a));
        holes.into_iter().map(|(_, h)| h).collect()
    }

    /// Rule 6 (b) played on `table`: how many locked pieces stepped.
    fn free_all(table: &mut Table<(usize, bool)>, side: usize, worth: usize) -> usize {
        let stepped: Vec<usize> = ElOued::locked(table, side).into_iter().filter_map(|from| ElOued::hop(table, side, from, 1)).collect();
        if let Some(&first) = stepped.first() {
            ElOued::hop(table, side, first, worth - stepped.len());
        }
        stepped.len()
    }

    /// Every move of `side` with a throw of `whites` W worth `worth` (rules 5 and 6).
    fn moves(table: &Table<(usize, bool)>, side: usize, whites: usize, worth: usize) -> Vec<RaceMove> {
        let locked = ElOued::locked(table, side);
        let steps = |pieces: &[usize], by: usize| -> Vec<RaceMove> {
            pieces.iter().filter_map(|&from| Some(ElOued::ahead(table, side, from, by).0).filter(|&to| !ElOued::own(table, to, side)).map(|to| RaceMove::Step { from, to, by })).collect()
        };
        if worth > 0 {
            if let Some(&front) = locked.first() {
                let mut choices = steps(&[front], worth);
                if ElOued::free_all(&mut table.clone(), side, worth) >= 2 {
                    choices.push(RaceMove::FreeAll(worth));
                }
                if !choices.is_empty() {
                    return choices;
                }
            }
        }
        let freeing = if is_sig(whites) { steps(&locked, 1) } else { Vec::new() };
        if !freeing.is_empty() || whites == 0 {
            return freeing;
        }
        let free: Vec<usize> = (0..18).filter(|&h| ElOued::own(table, h, side) && !locked.contains(&h)).collect();
        steps(&free, whites)
    }

    /// A move ends the game when a side has no pieces left (rule 8), else the seat throws on.
    fn after_move(&mut self) {
        self.moved = true;
        if self.table.captured_all() {
            self.table.over = true;
        } else {
            self.next_throw();
        }
    }

    /// The throw is played or moves nothing: throw again, or the turn passes.
    fn next_throw(&mut self) {
        self.whites = None;
        if self.throws == 0 {
            let side = self.table.to_move;
            self.turns_ended[side] += 1;
            let moved = std::mem::take(&mut self.moved);
            (self.throws, self.after_six, self.counted) = (1, false, 0);
            // Blocked: no value, nor a sig worth 7 or 13, moves either side.
            let openings = (1..=6).map(|w| (w, 0)).chain([(1, 7), (1, 13)]);
            self.table.pass(moved, |table, side| openings.clone().any(|(w, worth)| !ElOued::moves(table, side, w, worth).is_empty()));
        }
    }
}

impl Model for ElOued {
    fn hole(&self, name: &str) -> usize {
        let (row, number) = row_and_number(name);
        row * 6 + number - 1
    }

    fn legal(&self) -> Vec<RaceMove> {
        match (self.table.over, self.whites) {
            (true, _) => Vec::new(),
            (false, None) => (0..=6).map(RaceMove::Throw).collect(),
            (false, Some(whites)) => ElOued::moves(&self.table, self.table.to_move, whites, self.worth),
        }
    }

    fn play(&mut self, mv: RaceMove) {
        let side = self.table.to_move;
        match mv {
            RaceMove::Throw(whites) => {
                let counted = self.counted > 0;
                self.counted = self.counted.saturating_sub(1);
                self.worth = match (is_sig(whites), counted, self.after_six) {
                    (false, _, _) => 0,
                    (true, true, _) => 13,
                    (true, false, true) => 7,
                    (true, false, false) => 0,
                };
                self.after_six = whites == 6;
                self.throws -= 1;
                if is_sig(whites) || whites == 6 {
                    self.throws += 1;
                }
                // A 0 in the seat's first turn: three more throws, counted for 13.
                if whites == 0 && self.turns_ended[side] == 0 {
                    self.throws += 3;
                    self.counted = 3;
                }
                self.whites = Some(whites);
                if ElOued::moves(&self.table, side, whites, self.worth).is_empty() {
                    self.next_throw();
                }
            }
            RaceMove::Step { from, by, .. } => {
                ElOued::hop(&mut self.table, side, from, by);
                self.after_move();
            }
            RaceMove::FreeAll(worth) => {
                ElOued::free_all(&mut self.table, side, worth);
                self.after_move();
            }
            RaceMove::Remove(_) => panic!("El Oued removes nothing"),
        }
    }
}

/// A Mauritanian piece's state (7.2).
#[derive(Copy, Clone, Debug, PartialEq)]
enum Camel {
    Locked,
    Free,
    Returning,
    Circling,
}

/// Mauritania as RULES.md 7.2 words it, on four rows of N holes (`r*N + k-1`);
/// the seats of a team act in turn and the sides alternate, which is all the count sees.
#[derive(Clone)]
pub(crate) struct Mauritania {
    table: Table<Camel>,
    /// The value thrown, while the seat chooses.
    value: Option<usize>,
    /// While an 8's series runs: the holes of the pieces that stepped in it.
    series: Option<Vec<usize>>,
    /// The removal phase has begun.
    removing: bool,
    moved: bool,
}

impl Mauritania {
    pub(crate) fn new(options: &Map<String, Value>) -> Mauritania {
        let table = Table::new(holes(options, 20), Camel::Locked, options);
        Mauritania { table, value: None, series: None, removing: false, moved: false }
    }

    fn row(&self, r: usize, rightwards: bool) -> Vec<usize> {
        let n = self.table.n;
        (0..n).map(|k| r * n + if rightwards { k } else { n - 1 - k }).collect()
    }

    /// Rows one after another, each rightwards (`true`) or leftwards.
    fn rows(&self, rows: &[(usize, bool)]) -> Vec<usize> {
        rows.iter().flat_map(|&(r, rightwards)| self.row(r, rightwards)).collect()
    }

    /// The path a piece of `side` in `state` moves along, and whether it is a circuit.
    fn path(&self, side: usize, state: Camel) -> (Vec<usize>, bool) {
        match (side, state) {
            (0, Camel::Locked | Camel::Free) => (self.rows(&[(0, false), (1, true), (2, false), (3, true)]), false),
            (_, Camel::Locked | Camel::Free) => (self.rows(&[(3, false), (2, true), (1, false), (0, true)]), false),
            (0, Camel::Returning) => (self.rows(&[(3, false), (2, true), (1, false)]), false),
            (_, Camel::Returning) => (self.rows(&[(0, false), (1, true), (2, false)]), false),
            (0, Camel::Circling) => (self.rows(&[(2, true), (1, false)]), true),
            (_, Camel::Circling) => (self.rows(&[(1, true), (2, false)]), true),
        }
    }

    fn middle(&self, hole: usize) -> bool {
        (1..=2).contains(&(hole / self.table.n))
    }

    /// Where the piece on `from` lands `by` holes on, if it may (rules 5, 7, 8).
    fn landing(&self, from: usize, by: usize) -> Option<usize> {
        let (side, state) = self.table.holes[from]?;
        let (path, circuit) = self.path(side, state);
        let place = path.iter().position(|&h| h == from)? + by;
        let to = if circuit { path[place % path.len()] } else { *path.get(place)? };
        let lands = match self.table.holes[to] {
            None => true,
            Some((owner, _)) if owner == side => false,
            Some((_, enemy)) => self.middle(to) && matches!(enemy, Camel::Locked | Camel::Free),
        };
        lands.then_some(to)
    }

    fn own(&self, side: usize) -> Vec<usize> {
        (0..self.table.holes.len()).filter(|&h| self.table.holes[h].is_some_and(|(owner, _)| owner == side)).collect()
    }

    /// Single steps of locked and free pieces, but those in `stepped`.
    fn single_steps(&self, side: usize, stepped: &[usize]) -> Vec<RaceMove> {
        self.own(side)
            .into_iter()
            .filter(|h| !stepped.contains(h) && matches!(self.table.holes[*h], Some((_, Camel::Locked | Camel::Free))))
            .filter_map(|from| self.landing(from, 1).map(|to| RaceMove::Step { from, to, by: 1 }))
            .collect()
    }

    /// Every move of `side` with `value`, outside a series and the removal phase.
    fn moves(&self, side: usize, value: usize) -> Vec<RaceMove> {
        let mut moves = Vec::new();
        for from in self.own(side) {
            let locked = self.table.holes[from].is_some_and(|(_, state)| state == Camel::Locked);
            let mut distances = Vec::new();
            if !locked || value == 1 || value == 8 {
                distances.push(if locked { 1 } else { value });
            }
            // An 8 may begin a series with a single step of a free piece.
            if value == 8 && !locked && matches!(self.table.holes[from], Some((_, Camel::Free))) {
                distances.push(1);
            }
            moves.extend(distances.into_iter().filter(|&by| by > 0).filter_map(|by| self.landing(from, by).map(|to| RaceMove::Step { from, to, by })));
        }
        moves
    }

    /// Whether `side` could move with some value, as on a turn's first ply.
    fn could_move(&self, side: usize) -> bool {
        if self.removing {
            return !self.own(1 - side).is_empty();
        }
        (1..=8).any(|value| !self.moves(side, value).is_empty())
    }

    fn pass(&mut self, moved: bool) {
        self.value = None;
        self.series = None;
        let now = self.clone();
        self.table.pass(moved, |table, side| Mauritania { table: table.clone(), ..now.clone() }.could_move(side));
    }

    /// The removal phase begins once no piece is on row `a` or `d` and every piece returns or circles.
    fn check_removal(&mut self) {
        let n = self.table.n;
        let all_round = self.table.holes.iter().enumerate().all(|(hole, piece)| {
            piece.is_none_or(|(_, state)| (1..=2).contains(&(hole / n)) && matches!(state, Camel::Returning | Camel::Circling))
        });
        self.removing |= all_round;
    }

    /// The ply is over: throw again after a 4, else the turn passes.
    fn after_ply(&mut self, value: usize) {
        if value == 4 {
            self.value = None;
        } else {
            let moved = std::mem::take(&mut self.moved);
            self.pass(moved);
        }
    }
}

impl Model for Mauritania {
    fn hole(&self, name: &str) -> usize {
        four_row_hole(self.table.n, name)
    }

    fn legal(&self) -> Vec<RaceMove> {
        let side = self.table.to_move;
        match (self.table.over, &self.series, self.value) {
            (true, _, _) => Vec::new(),
            (false, Some(stepped), _) => self.single_steps(side, stepped),
            (false, None, None) => (0..=8).map(RaceMove::Throw).collect(),
            (false, None, Some(_)) if self.removing => self.own(1 - side).into_iter().map(RaceMove::Remove).collect(),
            (false, None, Some(value)) => self.moves(side, value),
        }
    }

    fn play(&mut self, mv: RaceMove) {
        let side = self.table.to_move;
        match mv {
            RaceMove::Throw(value) => {
                let can = if self.removing { value == 4 } else { !self.moves(side, value).is_empty() };
                self.value = Some(value);
                if !can {
                    self.after_ply(value);
                }
            }
            RaceMove::Remove(hole) => {
                self.table.holes[hole] = None;
                self.table.quiet = 0;
                self.moved = true;
                if self.table.captured_all() {
                    self.table.over = true;
                } else {
                    self.after_ply(4);
                }
            }
            RaceMove::Step { from, to, by } => {
                let (_, state) = self.table.holes[from].unwrap();
                let enemy_home = if side == 0 { 3 } else { 0 };
                let after = match state {
                    Camel::Locked | Camel::Free if to / self.table.n == enemy_home => Camel::Returning,
                    Camel::Locked | Camel::Free => Camel::Free,
                    Camel::Returning if self.middle(to) => Camel::Circling,
                    other => other,
                };
                let value = self.value.unwrap_or(8);
                let single = value == 8 && by == 1 && matches!(state, Camel::Locked | Camel::Free);
                self.table.step(from, to, after);
                self.moved = true;
                if self.table.captured_all() {
                    self.table.over = true;
                    return;
                }
                self.check_removal();
                if single {
                    let mut stepped = self.series.take().unwrap_or_default();
                    stepped.push(to);
                    // The series goes on while a piece that has not stepped can.
                    if stepped.len() < 8 && !self.single_steps(side, &stepped).is_empty() {
                        self.series = Some(stepped);
                        self.value = None;
                        return;
                    }
                    self.after_ply(8);
                } else {
                    self.after_ply(value);
                }
            }
            RaceMove::FreeAll(_) => panic!("Mauritania frees nothing at once"),
        }
    }
}
