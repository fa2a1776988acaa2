//! Move-path counts of Sig's variants (RULES.md 7), checked against
//! `tests/data/perft-sig.txt` (lines as `perft.rs` reads them). Throws are
//! random, so the count fixes them: where a seat must throw, the tree
//! branches into one throw for each number of W its sticks can show
//! (`throw:` W..WB..B), each counted as a move. The counts of the M'zab,
//! Tozeur, Western Sahara and Tidikelt are also checked with plain readings
//! of RULES.md 7.5, 7.6, 7.3 and 7.4 (`Race`, `Teams`, `Tidikelt`) written
//! apart from the engine.

use super::perft::{lines, read};
use desert_games::core::BoardView;
use desert_games::{new_game, GameApi};
use serde_json::{Map, Value};

const DATA: &str = "perft-sig.txt";

/// One throw for each number of W of `sticks` sticks.
fn throws(sticks: usize) -> impl Iterator<Item = String> {
    (0..=sticks).map(move |w| format!("throw:{}{}", "W".repeat(w), "B".repeat(sticks - w)))
}

/// The moves a count branches into: the legal moves, a throw as one per number of W.
fn branches(game: &dyn GameApi) -> Vec<String> {
    let legal = game.legal_moves();
    if legal != ["throw"] {
        return legal;
    }
    let BoardView::Holes { sticks, .. } = game.board() else { panic!("{} has no sticks", game.ruleset()) };
    throws(sticks as usize).collect()
}

/// Paths of exactly `depth` moves from here (a game that ends sooner adds none).
fn count(game: &mut dyn GameApi, depth: u32) -> u64 {
    let moves = branches(game);
    if depth <= 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            let below = count(game, depth - 1);
            assert!(game.undo());
            below
        })
        .sum()
}

#[test]
fn sig_variants_perft_matches_the_data_file() {
    let text = read(DATA);
    let lines = lines(&text);
    for id in desert_games::RULESET_IDS.iter().filter(|id| id.starts_with("seig-")) {
        assert!(lines.iter().any(|line| line.ruleset == *id), "{DATA} has no line of {id}");
    }
    for line in lines {
        let mut game = new_game(line.ruleset, &line.options, 0).unwrap();
        for mv in &line.moves {
            game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e} in {}", line.text));
        }
        assert_eq!(count(game.as_mut(), line.depth), line.nodes, "{}", line.text);
    }
}

/// Checks every line of `ruleset` with the model `make` builds for its options.
fn check_model<M: Model>(ruleset: &str, make: impl Fn(&Map<String, Value>) -> M) {
    let text = read(DATA);
    let lines: Vec<_> = lines(&text).into_iter().filter(|line| line.ruleset == ruleset).collect();
    assert!(lines.len() >= 3, "{DATA}: too few lines of {ruleset}");
    for line in lines {
        let mut model = make(&line.options);
        for text in &line.moves {
            let mv = read_move(&model, text);
            assert!(model.legal().contains(&mv), "{mv:?} is not legal in the model: {}", line.text);
            model.play(mv);
        }
        assert_eq!(model.perft(line.depth), line.nodes, "{}", line.text);
    }
}

#[test]
fn mzab_perft_matches_a_plain_model() {
    check_model("seig-mzab", |options| Race::new(holes(options, 20), [6, 0, 2, 1, 4, 0, 6], &[1, 6], options));
}

#[test]
fn tozeur_perft_matches_a_plain_model() {
    check_model("seig-tozeur", |options| Race::new(13, [0, 1, 2, 3, 4, 5, 6], &[1], options));
}

#[test]
fn western_sahara_perft_matches_a_plain_model() {
    check_model("seig-western-sahara", |options| Teams::new(holes(options, 20), options));
}

#[test]
fn tidikelt_perft_matches_a_plain_model() {
    check_model("seig-tidikelt", Tidikelt::new);
}

fn holes(options: &Map<String, Value>, default: u64) -> usize {
    options.get("holes").and_then(Value::as_u64).unwrap_or(default) as usize
}

fn no_capture_turns(options: &Map<String, Value>) -> u32 {
    options.get("noCaptureTurns").and_then(Value::as_u64).unwrap_or(1000) as u32
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum RaceMove {
    /// A throw of this many W.
    Throw(usize),
    /// The piece on `from` goes `by` places along its path to `to`.
    Step { from: usize, to: usize, by: usize },
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

fn read_move(model: &impl Model, text: &str) -> RaceMove {
    if let Some(faces) = text.strip_prefix("throw:") {
        return RaceMove::Throw(faces.matches('W').count());
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

/// Side 0's pieces on `a1..aN`, side 1's on `dN..d1`, each with `state`.
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
trait Model: Clone {
    fn hole(&self, name: &str) -> usize;
    fn legal(&self) -> Vec<RaceMove>;
    fn play(&mut self, mv: RaceMove);

    fn perft(&self, depth: u32) -> u64 {
        let moves = self.legal();
        if depth <= 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
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
struct Race {
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
    fn new(n: usize, values: [usize; 7], freeing: &'static [usize], options: &Map<String, Value>) -> Race {
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
struct Teams {
    table: Table<()>,
    /// The seat throws (again); false while it spends the pool.
    throwing: bool,
    pool: Vec<usize>,
}

/// A throw's value by its number of W.
const WESTERN_SAHARA: [usize; 9] = [8, 1, 6, 5, 4, 5, 6, 1, 8];

impl Teams {
    fn new(n: usize, options: &Map<String, Value>) -> Teams {
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
struct Tidikelt {
    /// Pieces are `locked` (true) or free.
    table: Table<bool>,
    sticks: usize,
    /// The value thrown, while the side chooses its move.
    value: Option<usize>,
}

const B0: usize = 36;

impl Tidikelt {
    fn new(options: &Map<String, Value>) -> Tidikelt {
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

