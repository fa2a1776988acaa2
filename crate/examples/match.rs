//! A match between this build's computer and a baseline build's, as chess
//! engines prove a change: both play `hard` at the same node budget, first
//! side alternating over pairs of games that share an opening (a few random
//! plies) and a seed, until a sequential probability ratio test decides or
//! the game limit is reached. The baseline plays through `engine_cli`, built
//! at the commit `bench/baseline.txt` names (`make match` builds it).
//!
//!     cargo run --release --example match -- <baseline engine_cli> <settings file> [ruleset[@board] ...]
//!
//! Prints one Markdown row a rule set: games, wins-draws-losses of this build,
//! its score with a 95% interval, the Elo difference, the log-likelihood
//! ratio against its bounds, the verdict, and how many games were decided
//! rather than cut at the ply limit.

#[path = "shared/elo.rs"]
mod elo;
#[path = "shared/registry.rs"]
mod registry;

use desert_games::core::Rng;
use elo::elo;
use desert_games::{new_game, GameApi};
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;

/// The settings file: `name = value` lines, `#` comments.
fn read_settings(path: &str) -> HashMap<String, String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| line.split('#').next().unwrap_or_default())
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| (name.trim().to_string(), value.trim().to_string()))
        .collect()
}

/// A number of the settings file, which must be there.
fn setting(settings: &HashMap<String, String>, name: &str) -> f64 {
    let text = settings.get(name).unwrap_or_else(|| panic!("{name} in the settings"));
    text.parse().unwrap_or_else(|_| panic!("{name} = {text}: not a number"))
}

/// The SPRT's hypotheses and error rates, and when to give up.
#[derive(Copy, Clone, Debug)]
struct Sprt {
    elo0: f64,
    elo1: f64,
    alpha: f64,
    beta: f64,
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum Verdict {
    /// The change is at least elo1 better (H1 accepted).
    Stronger,
    /// The change is not elo1 better (H0 accepted).
    NotStronger,
    Open,
}

/// The score fraction an Elo difference expects (the inverse of `elo`).
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The mean score a game of `wdl` (wins, draws, losses) and its variance a game.
fn score_moments([wins, draws, losses]: [u64; 3]) -> (f64, f64) {
    let n = (wins + draws + losses) as f64;
    if n == 0.0 {
        return (0.5, 0.0);
    }
    let mean = (wins as f64 + 0.5 * draws as f64) / n;
    let variance = (wins as f64 * (1.0 - mean).powi(2) + draws as f64 * (0.5 - mean).powi(2) + losses as f64 * mean.powi(2)) / n;
    (mean, variance)
}

impl Sprt {
    /// Wald's bounds on the log-likelihood ratio: below the first H0 is accepted, above the second H1.
    fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of H1 over H0 for `wdl` (wins, draws, losses),
    /// by the normal approximation of the trinomial (Van den Bergh's, as
    /// fishtest uses): N (s1 - s0) (2 m - s0 - s1) / (2 v), m the mean score,
    /// v its variance a game.
    fn llr(&self, wdl: [u64; 3]) -> f64 {
        let n = wdl.iter().sum::<u64>() as f64;
        let (mean, variance) = score_moments(wdl);
        if n == 0.0 || variance == 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    fn verdict(&self, wdl: [u64; 3]) -> Verdict {
        let (lower, upper) = self.bounds();
        let llr = self.llr(wdl);
        if llr >= upper {
            Verdict::Stronger
        } else if llr <= lower {
            Verdict::NotStronger
        } else {
            Verdict::Open
        }
    }
}

/// The baseline build's engine, one request a line.
struct Baseline {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Baseline {
    fn start(path: &str) -> Baseline {
        let mut child = Command::new(path).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap_or_else(|e| panic!("{path}: {e}"));
        let input = child.stdin.take().expect("a pipe to the baseline");
        let output = BufReader::new(child.stdout.take().expect("a pipe from the baseline"));
        Baseline { child, input, output }
    }

    fn choose(&mut self, game: &dyn GameApi, limits: &Value) -> String {
        writeln!(self.input, "{}", json!({ "save": game.to_json(), "limits": limits })).expect("the baseline reads");
        let mut line = String::new();
        self.output.read_line(&mut line).expect("the baseline answers");
        let reply: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("baseline said {line:?}: {e}"));
        reply["move"].as_str().unwrap_or_else(|| panic!("baseline refused: {reply}")).to_string()
    }
}

impl Drop for Baseline {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// Plies after which a game stops unfinished and counts as a draw (Siga has no draw rule).
fn max_plies(ruleset: &str) -> usize {
    if registry::throws(ruleset) {
        20_000
    } else {
        400
    }
}

/// How one game ended for this build.
#[derive(Copy, Clone, PartialEq, Debug)]
enum Outcome {
    Win,
    Draw,
    Loss,
    /// Cut at the ply limit: scored a draw, and not a decided game.
    Capped,
}

/// One game: `opening` random plies from `seed`, then this build plays `new_side` and the baseline the other.
fn play_game(ruleset: &str, options: &Map<String, Value>, seed: u64, opening: usize, new_side: u8, limits: &Value, baseline: &mut Baseline) -> Outcome {
    let mut game = new_game(ruleset, options, seed).expect("a valid rule set and options");
    let mut rng = Rng::new(seed);
    let own_limits = desert_games::search::Limits::from_json(limits.as_object().expect("limits"), seed).expect("valid limits");
    for ply in 0..max_plies(ruleset) {
        let status = game.status();
        if status.over {
            return match status.winner {
                None => Outcome::Draw,
                Some(w) if w == new_side => Outcome::Win,
                Some(_) => Outcome::Loss,
            };
        }
        let moves = game.legal_moves();
        let text = if moves.len() == 1 || ply < opening {
            // A throw (the dice's move), a forced move or the opening's random plies.
            moves[rng.below(moves.len() as u64) as usize].clone()
        } else if game.to_move().index() as u8 == new_side {
            game.ai_move(&own_limits, &|| 0.0).expect("a move while the game is on")
        } else {
            baseline.choose(game.as_ref(), limits)
        };
        game.play(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    Outcome::Capped
}

/// Points over games as a percentage.
fn side_score((points, games): (f64, u64)) -> String {
    format!("{:.1}%", 100.0 * points / games.max(1) as f64)
}

/// The match of one rule set, as a Markdown row.
fn run(ruleset_spec: &str, settings: &HashMap<String, String>, sprt: Sprt, baseline: &mut Baseline) -> String {
    let number = |name: &str| setting(settings, name);
    let (ruleset, board) = ruleset_spec.split_once('@').map_or((ruleset_spec, None), |(r, b)| (r, Some(b)));
    let options: Map<String, Value> = board.map(|b| json!({ "board": b })).and_then(|v| v.as_object().cloned()).unwrap_or_default();
    let nodes = number("nodes") as u64;
    let max_games = number("max_games") as u64;
    let min_games = number("min_games") as u64;
    let opening = number("opening_plies") as usize;
    let started = Instant::now();
    let mut wdl = [0u64; 3];
    // This build's points and games on each side: where one side wins most
    // games between equal players, a gain shows on the other.
    let mut by_side = [(0.0, 0u64); 2];
    let mut capped = 0u64;
    let mut games = 0u64;
    while games < max_games && (games < min_games || sprt.verdict(wdl) == Verdict::Open) {
        // A pair: the same opening and throws, each build on each side once.
        let seed = 7_000 + games / 2;
        let new_side = (games % 2) as u8;
        let limits = json!({ "level": "hard", "nodes": nodes, "seed": seed });
        let outcome = play_game(ruleset, &options, seed, opening, new_side, &limits, baseline);
        let points = match outcome {
            Outcome::Win => 1.0,
            Outcome::Loss => 0.0,
            Outcome::Draw | Outcome::Capped => 0.5,
        };
        by_side[new_side as usize].0 += points;
        by_side[new_side as usize].1 += 1;
        match outcome {
            Outcome::Win => wdl[0] += 1,
            Outcome::Draw => wdl[1] += 1,
            Outcome::Capped => {
                wdl[1] += 1;
                capped += 1;
            }
            Outcome::Loss => wdl[2] += 1,
        }
        games += 1;
        if games % 10 == 0 {
            eprintln!("  {ruleset_spec}: {games} games, {}-{}-{}, LLR {:.2}", wdl[0], wdl[1], wdl[2], sprt.llr(wdl));
        }
    }
    let [wins, draws, losses] = wdl;
    let (mean, variance) = score_moments(wdl);
    let half = 1.96 * (variance / games as f64).sqrt();
    let (lower, upper) = sprt.bounds();
    let verdict = match sprt.verdict(wdl) {
        Verdict::Stronger => "H1: stronger",
        Verdict::NotStronger => "H0: not stronger",
        Verdict::Open => "open (game limit)",
    };
    eprintln!("  ({ruleset_spec}: {games} games in {:.0} s)", started.elapsed().as_secs_f64());
    format!(
        "| {ruleset_spec} | {nodes} | {games} | {wins}-{draws}-{losses} | {:.1}% | {:.1}%..{:.1}% | {:+.0} | {:.2} ({lower:.2}, {upper:.2}) | {verdict} | {} of {games} | {} / {} |",
        100.0 * mean,
        100.0 * (mean - half).max(0.0),
        100.0 * (mean + half).min(1.0),
        elo(mean),
        sprt.llr(wdl),
        games - capped,
        side_score(by_side[0]),
        side_score(by_side[1]),
    )
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [baseline_path, settings_path, ..] = args.as_slice() else {
        panic!("usage: match <baseline engine_cli> <settings file> [ruleset[@board] ...]");
    };
    let settings = read_settings(settings_path);
    let number = |name: &str| setting(&settings, name);
    let sprt = Sprt { elo0: number("elo0"), elo1: number("elo1"), alpha: number("alpha"), beta: number("beta") };
    let mut rulesets: Vec<String> = args[2..].to_vec();
    if rulesets.is_empty() {
        // The games without chance, on their first boards (`make match` names its own list).
        rulesets = desert_games::rulesets().into_iter().filter(|info| !info.capabilities.throws).map(|info| info.id.to_string()).collect();
    }
    let mut baseline = Baseline::start(baseline_path);
    println!("This build's hard against the baseline's ({}), SPRT elo0 = {}, elo1 = {}, alpha = {}, beta = {}:", settings["commit"], sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta);
    println!();
    println!("| rule set | nodes a move | games | wins-draws-losses | score | 95% interval | Elo | LLR (bounds) | verdict | decided | score as light / as dark |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for spec in rulesets {
        println!("{}", run(&spec, &settings, sprt, &mut baseline));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPRT: Sprt = Sprt { elo0: 0.0, elo1: 20.0, alpha: 0.05, beta: 0.05 };

    #[test]
    fn wald_bounds_for_five_percent_errors() {
        let (lower, upper) = SPRT.bounds();
        assert!((lower + 2.944).abs() < 0.001 && (upper - 2.944).abs() < 0.001, "{lower} {upper}");
    }

    #[test]
    fn the_ratio_grows_with_wins_and_decides_both_ways() {
        assert_eq!(SPRT.llr([0, 0, 0]), 0.0);
        // A score half-way between the hypotheses favours neither.
        let mid = expected_score(10.0);
        assert!(SPRT.llr([(mid * 1000.0) as u64, 0, 1000 - (mid * 1000.0) as u64]).abs() < 0.2);
        assert!(SPRT.llr([60, 10, 40]) > SPRT.llr([50, 10, 50]));
        assert_eq!(SPRT.verdict([300, 100, 200]), Verdict::Stronger);
        assert_eq!(SPRT.verdict([200, 100, 300]), Verdict::NotStronger);
        assert_eq!(SPRT.verdict([6, 2, 4]), Verdict::Open);
    }

    #[test]
    fn elo_and_score_are_inverse() {
        for elo in [-200.0, -20.0, 0.0, 35.0, 300.0] {
            assert!((super::elo(expected_score(elo)) - elo).abs() < 1e-6);
        }
    }

    #[test]
    fn settings_are_read_past_comments() {
        let path = std::env::temp_dir().join(format!("match-settings-{}.txt", std::process::id()));
        std::fs::write(&path, "# a comment\ncommit = abc123 # the baseline\nelo1 = 20\n\n").unwrap();
        let settings = read_settings(path.to_str().unwrap());
        std::fs::remove_file(&path).unwrap();
        assert_eq!(settings["commit"], "abc123");
        assert_eq!(settings["elo1"], "20");
        assert_eq!(settings.len(), 2);
    }
}
