//! How hard and how long the computer player thinks.

use crate::core::Error;
use serde_json::{Map, Value};

/// How well the computer plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Level {
    /// One ply (two Seig turns) deep, choosing loosely among quiet moves.
    Easy,
    /// Four plies (three Seig turns) deep, choosing among nearly equal moves.
    Medium,
    /// As deep as its time allows, playing the best move found, or where
    /// the game lets a careful opponent hold it (Siga: behind, or level
    /// without the parity) a trap within a few points of it.
    Hard,
    /// Hard's search without its traps: always the best move found. Hints,
    /// practice and the review teach by it (`Limits::for_teaching`); the
    /// API's `level` never names it, as no player chooses it.
    Best,
}

/// How hard and how long the computer thinks: `Limits::level(Level::Hard)`, or read from
/// the API's `{ level, timeMs, nodes, seed }` by `Limits::from_json`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Limits {
    /// How well it plays.
    pub level: Level,
    /// Stop after about this many milliseconds.
    pub time_ms: Option<f64>,
    /// Stop after this many nodes; with `seed`, the answer is reproducible.
    pub nodes: Option<u64>,
    /// Seeds the choice among equally good moves (and the weaker levels' errors).
    pub seed: u64,
}

/// What a level means, for a search that deepens step by step.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct LevelPlan {
    /// Deepest search in plies (Siga, Seega).
    pub max_depth: u32,
    /// Deepest search in turns, each a throw and its choices (Seig).
    pub max_turns: u32,
    /// Time used when the caller gives no limit at all.
    pub default_time_ms: f64,
    /// Root moves within this many evaluation points of the best are chosen among at random (Siga, Seega).
    pub tolerance: i32,
    /// The same for Seig, searched in turns.
    pub turn_tolerance: i32,
}

impl Level {
    /// What the level means for the search: depths, default time, tolerance.
    pub fn plan(self) -> LevelPlan {
        match self {
            // Easy's tolerances are under the least a free piece stands out by, `PIECE - 2 * POSITIONAL_CAP`:
            // easy errs among quiet moves but never leaves a piece for nothing (at 160 it chose nearly
            // at random in Seig, 60% against random).
            // Seig's throws hide a turn's worth: at one turn easy beat random 88.5%, at two 96% (200 games).
            Level::Easy => LevelPlan { max_depth: 1, max_turns: 2, default_time_ms: 100.0, tolerance: 35, turn_tolerance: 35 },
            // Four plies see the reply to the reply: at three medium beat easy in Seega Sudan
            // only 48-68% (100 games). A tolerance under a step of Siga's closing-in bonus lets
            // a lead be converted: at 25 medium wandered and Siga games ran to the ply limit.
            // Four turns in Seig would be nearly hard's five, so three. Seig's tolerance sets
            // medium between easy and hard (200 games each): at 5 points hard beat it 61%, at 15
            // 65% and medium beat easy 68%; at 20 medium beat easy only 61%.
            Level::Medium => LevelPlan { max_depth: 4, max_turns: 3, default_time_ms: 300.0, tolerance: 5, turn_tolerance: 15 },
            // Hard's second is the reply as the player sees it: 100 ms are left for the
            // page's worker round trip (messages, the game rebuilt from its save).
            Level::Hard | Level::Best => LevelPlan { max_depth: 64, max_turns: 64, default_time_ms: 900.0, tolerance: 0, turn_tolerance: 0 },
        }
    }
}

impl Limits {
    /// The limits of `level`, with its default time, no node limit and seed 0.
    pub fn level(level: Level) -> Limits {
        Limits { level, time_ms: None, nodes: None, seed: 0 }
    }

    /// The time limit in force: the caller's; else none when a node limit
    /// makes the search reproducible; else the level's default.
    pub fn effective_time_ms(&self) -> Option<f64> {
        match (self.time_ms, self.nodes) {
            (Some(t), _) => Some(t),
            (None, Some(_)) => None,
            (None, None) => Some(self.level.plan().default_time_ms),
        }
    }

    /// These limits for teaching, which shows the best move: hard's traps
    /// are for play only.
    pub fn for_teaching(&self) -> Limits {
        let level = if self.level == Level::Hard { Level::Best } else { self.level };
        Limits { level, ..*self }
    }

    /// These limits cut to `fraction` of their nodes and time, for one part
    /// of a search that shares them with another.
    pub fn share(&self, fraction: f64) -> Limits {
        Limits {
            time_ms: self.effective_time_ms().map(|ms| ms * fraction),
            nodes: self.nodes.map(|n| ((n as f64 * fraction) as u64).max(1)),
            ..*self
        }
    }

    /// Reads `{ level, timeMs, nodes, seed }`; `fallback_seed` is used when no seed is given.
    pub fn from_json(given: &Map<String, Value>, fallback_seed: u64) -> Result<Limits, Error> {
        let bad = |why: &str| Error::BadLimits(why.to_string());
        let mut limits = Limits::level(Level::Medium);
        limits.seed = fallback_seed;
        for (key, value) in given {
            if value.is_null() {
                continue;
            }
            match key.as_str() {
                "level" => {
                    limits.level = match value.as_str() {
                        Some("easy") => Level::Easy,
                        Some("medium") => Level::Medium,
                        Some("hard") => Level::Hard,
                        _ => return Err(bad("\"level\" must be \"easy\", \"medium\" or \"hard\"")),
                    }
                }
                "timeMs" => {
                    let t = value.as_f64().filter(|t| t.is_finite() && *t > 0.0);
                    limits.time_ms = Some(t.ok_or_else(|| bad("\"timeMs\" must be a positive number"))?);
                }
                "nodes" => {
                    let n = value.as_f64().filter(|n| n.is_finite() && *n >= 1.0 && n.fract() == 0.0);
                    limits.nodes = Some(n.ok_or_else(|| bad("\"nodes\" must be a positive integer"))? as u64);
                }
                "seed" => {
                    let seed = crate::core::Seed::read("seed", value);
                    limits.seed = seed.map_err(|_| bad(&format!("\"seed\" must be {}", crate::core::Seed::expected())))?.stream_start();
                }
                other => return Err(Error::BadLimits(format!("unknown limit {other:?}: expected level, timeMs, nodes or seed"))),
            }
        }
        Ok(limits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_share_cuts_the_nodes_and_the_time_in_force() {
        let nodes = Limits { level: Level::Hard, time_ms: None, nodes: Some(20_000), seed: 4 };
        assert_eq!(nodes.share(0.3), Limits { nodes: Some(6_000), ..nodes });
        assert_eq!(nodes.share(0.00001).nodes, Some(1), "never a limit of no node");
        let level = Limits::level(Level::Hard);
        assert_eq!(level.share(0.5), Limits { time_ms: Some(450.0), ..level }, "half of hard's default time");
        let both = Limits { level: Level::Easy, time_ms: Some(200.0), nodes: Some(10), seed: 0 };
        assert_eq!(both.share(0.5), Limits { time_ms: Some(100.0), nodes: Some(5), ..both });
    }

    #[test]
    fn teaching_takes_the_traps_from_hard_and_keeps_the_rest() {
        let hard = Limits { level: Level::Hard, time_ms: Some(600.0), nodes: Some(30_000), seed: 9 };
        assert_eq!(hard.for_teaching(), Limits { level: Level::Best, ..hard });
        assert_eq!(Level::Best.plan(), Level::Hard.plan(), "as deep and as long as hard");
        for level in [Level::Easy, Level::Medium, Level::Best] {
            let limits = Limits { level, ..hard };
            assert_eq!(limits.for_teaching(), limits, "{level:?} sets no trap");
        }
    }

    #[test]
    fn reads_limits_and_refuses_bad_ones() {
        let m = json!({"level": "hard", "nodes": 5000, "seed": 3}).as_object().cloned().unwrap();
        let l = Limits::from_json(&m, 9).unwrap();
        assert_eq!((l.level, l.nodes, l.seed, l.effective_time_ms()), (Level::Hard, Some(5000), 3, None));
        let m = json!({}).as_object().cloned().unwrap();
        let l = Limits::from_json(&m, 9).unwrap();
        assert_eq!((l.level, l.seed, l.effective_time_ms()), (Level::Medium, 9, Some(300.0)));
        let m = json!({"level": "easy", "timeMs": 250}).as_object().cloned().unwrap();
        let l = Limits::from_json(&m, 9).unwrap();
        assert_eq!((l.level, l.effective_time_ms()), (Level::Easy, Some(250.0)));
        let m = json!({"level": "medium", "timeMs": 0.5}).as_object().cloned().unwrap();
        assert_eq!(Limits::from_json(&m, 9).unwrap().level, Level::Medium);
        for bad in [json!({"level": "expert"}), json!({"nodes": -1}), json!({"nodes": 0}), json!({"nodes": 1.5}), json!({"timeMs": "x"}), json!({"timeMs": 0}), json!({"timeMs": -5}), json!({"depth": 3})] {
            assert!(Limits::from_json(bad.as_object().unwrap(), 0).is_err(), "{bad}");
        }
    }
}
