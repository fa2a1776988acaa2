//! The lines of tests/data/search-nodes.txt, read the same by the native
//! and the WebAssembly tests.

/// One line: a rule set at its defaults, the moves played from its start, and
/// what the hard player's search then finds and counts.
pub struct SearchCount {
    pub ruleset: &'static str,
    pub moves: Vec<&'static str>,
    pub best: &'static str,
    pub nodes: u64,
}

/// The limits every line was counted with, as the API takes them.
pub const LIMITS: &str = r#"{"level": "hard", "nodes": 20000, "seed": 1}"#;

pub fn search_counts() -> Vec<SearchCount> {
    include_str!("../data/search-nodes.txt")
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let [ruleset, moves, found] = fields[..] else { panic!("three fields: {line}") };
            let (best, nodes) = found.split_once(' ').expect("a best move and a count");
            SearchCount { ruleset, moves: moves.split_whitespace().collect(), best, nodes: nodes.parse().expect("a count") }
        })
        .collect()
}
