//! Move-path counts of Sig's variants (RULES.md 7), checked against
//! `tests/data/perft-sig.txt` (lines as `perft.rs` reads them). Throws are
//! random, so the count fixes them: where a seat must throw, the tree
//! branches into one throw for each number of W its sticks can show
//! (`throw:` W..WB..B), each counted as a move. The M'zab and Tozeur counts
//! are also checked with `Race`, a plain reading of RULES.md 7.5 and 7.6
//! written apart from the engine.

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

#[test]
fn mzab_and_tozeur_perft_match_a_plain_model() {
    let text = read(DATA);
    let lines: Vec<_> = lines(&text).into_iter().filter(|line| ["seig-mzab", "seig-tozeur"].contains(&line.ruleset)).collect();
    for ruleset in ["seig-mzab", "seig-tozeur"] {
        assert!(lines.iter().filter(|line| line.ruleset == ruleset).count() >= 3, "{DATA}: too few lines of {ruleset}");
    }
    for line in lines {
        let mut race = Race::new(line.ruleset, &line.options);
        for mv in &line.moves {
            let mv = race.read(mv);
            assert!(race.legal().contains(&mv), "{mv:?} is not legal in the model: {}", line.text);
            race.play(mv);
        }
        assert_eq!(race.perft(line.depth), line.nodes, "{}", line.text);
    }
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum RaceMove {
    /// A throw of this many W.
    Throw(usize),
    Step { from: usize, to: usize },
}

/// The race of M'zab and Tozeur as RULES.md 7.5 and 7.6 word it, on an array
/// of holes (`r*N + k-1`), with no care for speed.
#[derive(Clone)]
struct Race {
    n: usize,
    /// A throw's value by its number of W.
    table: [usize; 7],
    /// The values on which a locked piece moves (1 hole).
    freeing: &'static [usize],
    /// Per hole: the side of its piece and whether that piece is locked.
    holes: Vec<Option<(usize, bool)>>,
    to_move: usize,
    /// The value thrown, while the side chooses its move.
    value: Option<usize>,
    /// Turns ended since the last capture.
    quiet: u32,
    limit: u32,
    over: bool,
}

impl Race {
    fn new(ruleset: &str, options: &Map<String, Value>) -> Race {
        let (n, table, freeing): (usize, _, &[usize]) = match ruleset {
            "seig-mzab" => (options.get("holes").and_then(Value::as_u64).unwrap_or(20) as usize, [6, 0, 2, 1, 4, 0, 6], &[1, 6]),
            "seig-tozeur" => (13, [0, 1, 2, 3, 4, 5, 6], &[1]),
            _ => panic!("the model plays M'zab and Tozeur only, not {ruleset}"),
        };
        let limit = options.get("noCaptureTurns").and_then(Value::as_u64).unwrap_or(1000) as u32;
        let mut holes = vec![None; 4 * n];
        for k in 0..n {
            holes[k] = Some((0, true));
            holes[3 * n + k] = Some((1, true));
        }
        Race { n, table, freeing, holes, to_move: 0, value: None, quiet: 0, limit, over: false }
    }

    /// Side 0 runs `a1..aN, bN..b1, c1..cN, dN..d1`; side 1 `dN..d1, c1..cN, bN..b1, a1..aN`.
    fn path(&self, side: usize) -> Vec<usize> {
        let rows = if side == 0 { [(0, true), (1, false), (2, true), (3, false)] } else { [(3, false), (2, true), (1, false), (0, true)] };
        let n = self.n;
        rows.iter()
            .flat_map(|&(row, rightwards)| (0..n).map(move |k| row * n + if rightwards { k } else { n - 1 - k }))
            .collect()
    }

    fn hole(&self, name: &str) -> usize {
        let row = (name.as_bytes()[0] - b'a') as usize;
        let number: usize = name[1..].parse().unwrap();
        row * self.n + number - 1
    }

    fn read(&self, text: &str) -> RaceMove {
        if let Some(faces) = text.strip_prefix("throw:") {
            assert_eq!(faces.len(), 6, "six sticks: {text}");
            return RaceMove::Throw(faces.matches('W').count());
        }
        let (holes, _) = text.split_once(':').unwrap();
        let (from, to) = holes.split_once('-').unwrap();
        RaceMove::Step { from: self.hole(from), to: self.hole(to) }
    }

    fn steps(&self, side: usize, value: usize) -> Vec<RaceMove> {
        if value == 0 {
            return Vec::new();
        }
        let path = self.path(side);
        path.iter()
            .enumerate()
            .filter_map(|(place, &from)| {
                let (owner, locked) = self.holes[from]?;
                let by = match locked {
                    _ if owner != side => return None,
                    true if self.freeing.contains(&value) => 1,
                    true => return None,
                    false => value,
                };
                let to = *path.get(place + by)?;
                (self.holes[to].map(|(owner, _)| owner) != Some(side)).then_some(RaceMove::Step { from, to })
            })
            .collect()
    }

    fn legal(&self) -> Vec<RaceMove> {
        match (self.over, self.value) {
            (true, _) => Vec::new(),
            (false, None) => (0..=6).map(RaceMove::Throw).collect(),
            (false, Some(value)) => self.steps(self.to_move, value),
        }
    }

    fn could_move(&self, side: usize) -> bool {
        self.table.iter().any(|&value| !self.steps(side, value).is_empty())
    }

    fn count(&self, side: usize) -> usize {
        self.holes.iter().filter(|h| matches!(h, Some((owner, _)) if *owner == side)).count()
    }

    /// Every piece of `side` on hole row `row`.
    fn all_on(&self, side: usize, row: usize) -> bool {
        self.holes.iter().enumerate().all(|(hole, h)| !matches!(h, Some((owner, _)) if *owner == side) || hole / self.n == row)
    }

    /// The turn passes; the game-length ends of 7.1.7.
    fn pass(&mut self, moved: bool) {
        self.value = None;
        self.to_move = 1 - self.to_move;
        self.quiet += 1;
        if self.quiet >= self.limit || (!moved && !self.could_move(0) && !self.could_move(1)) {
            self.over = true;
        }
    }

    fn play(&mut self, mv: RaceMove) {
        match mv {
            RaceMove::Throw(whites) => {
                let value = self.table[whites];
                if self.steps(self.to_move, value).is_empty() {
                    self.pass(false);
                } else {
                    self.value = Some(value);
                }
            }
            RaceMove::Step { from, to } => {
                if self.holes[to].is_some() {
                    self.quiet = 0;
                }
                self.holes[to] = Some((self.to_move, false));
                self.holes[from] = None;
                let captured_all = self.count(0) == 0 || self.count(1) == 0;
                if captured_all || (self.all_on(0, 3) && self.all_on(1, 0)) {
                    self.over = true;
                } else {
                    self.pass(true);
                }
            }
        }
    }

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
