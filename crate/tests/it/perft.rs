//! Move-path counts (perft) from the start and from positions after given
//! moves, checked against `tests/data/perft-*.txt`. Each data line is
//! `ruleset options moves depth nodes`: `options` a JSON object without
//! spaces, `moves` the moves played from the start joined by commas (`-`:
//! none), `nodes` the number of move sequences of exactly `depth` moves (a
//! finished game ends a sequence early and is not counted). The Seega
//! counts of the larger boards are also checked with `Model`, a plain
//! reading of RULES.md sections 2 and 3 written apart from the engine.

use desert_games::new_game;
use serde_json::{Map, Value};
use std::path::Path;

/// One position of a data file.
pub(crate) struct Line<'a> {
    pub(crate) text: &'a str,
    pub(crate) ruleset: &'a str,
    pub(crate) options: Map<String, Value>,
    pub(crate) moves: Vec<&'a str>,
    pub(crate) depth: u32,
    pub(crate) nodes: u64,
}

pub(crate) fn read(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    std::fs::read_to_string(&path).expect("perft data")
}

pub(crate) fn lines(text: &str) -> Vec<Line<'_>> {
    let lines: Vec<Line> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let (ruleset, rest) = line.split_once(' ').unwrap();
            let json_end = rest.find("} ").unwrap() + 1;
            let options: Value = serde_json::from_str(&rest[..json_end]).unwrap();
            let fields: Vec<&str> = rest[json_end..].split_whitespace().collect();
            let [before, depth, nodes] = fields[..] else { panic!("bad line {line}") };
            let moves = before.split(',').filter(|m| *m != "-").collect();
            let options = options.as_object().unwrap().clone();
            Line { text: line, ruleset, options, moves, depth: depth.parse().unwrap(), nodes: nodes.parse().unwrap() }
        })
        .collect();
    assert!(!lines.is_empty(), "a data file without positions");
    lines
}

/// Checks every line of one data file against the engine.
fn check_file(name: &str) {
    for line in lines(&read(name)) {
        let mut game = new_game(line.ruleset, &line.options, 0).unwrap();
        for mv in &line.moves {
            game.play(mv).unwrap();
        }
        assert_eq!(game.perft(line.depth), line.nodes, "{}", line.text);
    }
}

#[test]
fn siga_perft_matches_the_data_file() {
    check_file("perft-siga.txt");
}

#[test]
fn seega_perft_matches_the_data_file() {
    check_file("perft-seega.txt");
}

#[test]
fn seega_larger_boards_perft_matches_the_data_file_and_a_plain_model() {
    check_file("perft-seega-boards.txt");
    for line in lines(&read("perft-seega-boards.txt")) {
        let mut model = Model::new(line.ruleset, &line.options);
        for mv in &line.moves {
            let mv = model.read(mv);
            assert!(model.legal().contains(&mv), "{mv:?} is not legal in the model: {}", line.text);
            model.play(mv);
        }
        assert_eq!(model.perft(line.depth), line.nodes, "{}", line.text);
    }
}

/// A placement (`from` none) or a step.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Move {
    from: Option<usize>,
    to: usize,
}

/// Seega as RULES.md words it, on an array of squares, with no care for speed.
#[derive(Clone)]
struct Model {
    side: usize,
    egypt: bool,
    barrier: u32,
    first_placer: usize,
    /// 0 empty, else side + 1; index `rank * side + file`.
    cells: Vec<usize>,
    to_move: usize,
    placing: bool,
    /// The square of the last capturer while a capture series goes on.
    series: Option<usize>,
    /// `to_move` makes an extra move because its opponent is blocked.
    extra: bool,
    quiet: u32,
    /// Per square, the run of the piece standing there: the square it came from and its length.
    runs: Vec<(usize, u32)>,
    over: bool,
}

impl Model {
    fn new(ruleset: &str, options: &Map<String, Value>) -> Model {
        let side = match options.get("board").and_then(Value::as_str) {
            Some("7x7") => 7,
            Some("9x9") => 9,
            _ => 5,
        };
        let egypt = ruleset == "seega-egypt";
        let first_placer = options.get("firstPlacer").and_then(Value::as_u64).unwrap_or(0) as usize;
        let barrier = options.get("barrierPlies").and_then(Value::as_u64).unwrap_or(40) as u32;
        let mut cells = vec![0; side * side];
        if egypt {
            let m = side / 2;
            cells[m * side] = 1;
            cells[m * side + side - 1] = 1;
            cells[m] = 2;
            cells[(side - 1) * side + m] = 2;
        }
        let runs = vec![(0, 0); side * side];
        let (series, extra, over) = (None, false, false);
        Model { side, egypt, barrier, first_placer, cells, to_move: first_placer, placing: true, series, extra, quiet: 0, runs, over }
    }

    fn centre(&self) -> usize {
        self.side * self.side / 2
    }

    fn square(&self, name: &str) -> usize {
        let file = (name.as_bytes()[0] - b'a') as usize;
        let rank: usize = name[1..].parse().unwrap();
        (rank - 1) * self.side + file
    }

    fn read(&self, text: &str) -> Move {
        match text.split_once('-') {
            Some((from, to)) => Move { from: Some(self.square(from)), to: self.square(to) },
            None => Move { from: None, to: self.square(text) },
        }
    }

    /// The square `n` steps from `sq` in direction `d`, if on the board.
    fn away(&self, sq: usize, d: (i32, i32), n: i32) -> Option<usize> {
        let side = self.side as i32;
        let (f, r) = (sq as i32 % side + d.0 * n, sq as i32 / side + d.1 * n);
        (f >= 0 && r >= 0 && f < side && r < side).then(|| (r * side + f) as usize)
    }

    fn directions(&self) -> Vec<(i32, i32)> {
        let all = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];
        all[..if self.egypt { 4 } else { 8 }].to_vec()
    }

    /// Squares whose pieces a step of `side`'s piece onto `to` would capture.
    fn captured_by(&self, side: usize, to: usize) -> Vec<usize> {
        self.directions()
            .into_iter()
            .filter_map(|d| {
                let (next, beyond) = (self.away(to, d, 1)?, self.away(to, d, 2)?);
                (self.cells[next] == 2 - side && next != self.centre() && self.cells[beyond] == side + 1).then_some(next)
            })
            .collect()
    }

    /// Steps of the piece on `from`, repetition limit included, series ignored.
    fn steps_from(&self, from: usize) -> Vec<Move> {
        let (came_from, run) = self.runs[from];
        self.directions()
            .into_iter()
            .filter_map(|d| self.away(from, d, 1))
            .filter(|&to| self.cells[to] == 0 && !(!self.egypt && run >= 4 && came_from == to))
            .map(|to| Move { from: Some(from), to })
            .collect()
    }

    fn steps_of(&self, side: usize) -> Vec<Move> {
        (0..self.cells.len()).filter(|&sq| self.cells[sq] == side + 1).flat_map(|sq| self.steps_from(sq)).collect()
    }

    fn legal(&self) -> Vec<Move> {
        if self.over {
            return Vec::new();
        }
        if self.placing {
            return (0..self.cells.len()).filter(|&sq| self.cells[sq] == 0 && sq != self.centre()).map(|to| Move { from: None, to }).collect();
        }
        let mut moves = self.steps_of(self.to_move);
        if let Some(capturer) = self.series {
            moves.retain(|m| (!self.egypt || m.from == Some(capturer)) && !self.captured_by(self.to_move, m.to).is_empty());
        }
        if self.extra {
            let blocked = 1 - self.to_move;
            let opening: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    let mut after = self.clone();
                    after.step(m);
                    !after.steps_of(blocked).is_empty()
                })
                .collect();
            if !opening.is_empty() {
                moves = opening;
            }
        }
        moves
    }

    /// Moves the piece and removes what it captures; returns whether it captured.
    fn step(&mut self, m: Move) -> bool {
        let from = m.from.unwrap();
        let taken = self.captured_by(self.to_move, m.to);
        self.cells[m.to] = self.cells[from];
        self.cells[from] = 0;
        for &sq in &taken {
            self.cells[sq] = 0;
        }
        if taken.is_empty() {
            self.quiet += 1;
            let (came_from, run) = self.runs[from];
            self.runs[from] = (0, 0);
            self.runs[m.to] = (from, if run > 0 && came_from == m.to { run + 1 } else { 1 });
        } else {
            self.quiet = 0;
            self.runs.iter_mut().for_each(|r| *r = (0, 0));
        }
        !taken.is_empty()
    }

    fn give_turn(&mut self, side: usize) {
        self.series = None;
        self.extra = false;
        if !self.steps_of(side).is_empty() {
            self.to_move = side;
        } else if !self.steps_of(1 - side).is_empty() {
            self.to_move = 1 - side;
            self.extra = true;
        } else {
            self.over = true;
        }
    }

    fn play(&mut self, m: Move) {
        let mover = self.to_move;
        if m.from.is_none() {
            self.cells[m.to] = mover + 1;
            if self.cells.iter().filter(|&&c| c == 0).count() == 1 {
                self.placing = false;
                self.give_turn(if self.egypt { 1 - self.first_placer } else { self.first_placer });
            } else {
                self.to_move = 1 - mover;
            }
            return;
        }
        let captured = self.step(m);
        let capturers: Vec<usize> = if self.egypt { vec![m.to] } else { (0..self.cells.len()).filter(|&sq| self.cells[sq] == mover + 1).collect() };
        let goes_on = captured && capturers.iter().any(|&sq| self.steps_from(sq).iter().any(|s| !self.captured_by(mover, s.to).is_empty()));
        if self.cells.iter().filter(|&&c| c == 2 - mover).count() <= 1 || self.quiet >= self.barrier {
            self.over = true;
        } else if goes_on {
            self.series = Some(m.to);
            self.extra = false;
        } else {
            self.give_turn(1 - mover);
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        count_paths(self, depth, Model::legal, Model::play)
    }
}

/// The move paths of `depth` plies from `position` of a plain model, the same
/// walk for every model: `legal` lists its moves, `play` makes one.
pub(crate) fn count_paths<P: Clone, M>(position: &P, depth: u32, legal: fn(&P) -> Vec<M>, play: fn(&mut P, M)) -> u64 {
    let moves = legal(position);
    if depth <= 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| {
            let mut next = position.clone();
            play(&mut next, mv);
            count_paths(&next, depth - 1, legal, play)
        })
        .sum()
}
