//! Replays the recorded games of every rule set (tests/data/conformance: made
//! by an independent implementation of RULES.md, and `sig-*` for Sig's
//! variants, recorded by this engine as regression data) through the engine's
//! API and compares, at every step, the legal moves, board, status, phase,
//! side, seat and pool.

use desert_games::{new_game, GameApi};
use flate2::read::GzDecoder;
use serde_json::Value;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::path::Path;

/// Every file of recorded games.
fn game_files() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conformance");
    std::fs::read_dir(&dir)
        .expect("conformance data")
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".jsonl.gz"))
        .collect()
}

pub(crate) fn traces(prefix: &str) -> Vec<(String, Value)> {
    let mut files: Vec<_> = game_files().into_iter().filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix)).collect();
    files.sort();
    assert!(!files.is_empty(), "no conformance games for {prefix}");
    files
        .into_iter()
        .flat_map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let reader = BufReader::new(GzDecoder::new(std::fs::File::open(&path).unwrap()));
            reader
                .lines()
                .map(Result::unwrap)
                .filter(|l| !l.trim().is_empty())
                .enumerate()
                .map(move |(i, l)| (format!("{name}:{}", i + 1), serde_json::from_str(&l).unwrap()))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn compare_step(game: &dyn GameApi, step: &Value) -> Vec<String> {
    let mut diffs = Vec::new();
    let legal: BTreeSet<String> = game.legal_moves().into_iter().collect();
    let expected: BTreeSet<String> =
        step["legal"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect();
    if legal != expected {
        diffs.push(format!(
            "legal moves: missing {:?}, extra {:?}",
            expected.difference(&legal).collect::<Vec<_>>(),
            legal.difference(&expected).collect::<Vec<_>>()
        ));
    }
    let board = serde_json::to_value(game.board()).unwrap();
    for (key, expected) in step["board"].as_object().unwrap() {
        if board.get(key) != Some(expected) {
            diffs.push(format!("board.{key}: got {}, expected {expected}", board[key]));
        }
    }
    let status = serde_json::to_value(game.status()).unwrap();
    for key in ["over", "winner", "reason", "pieces"] {
        if status[key] != step["status"][key] {
            diffs.push(format!("status.{key}: got {}, expected {}", status[key], step["status"][key]));
        }
    }
    if game.phase().as_str() != step["phase"] {
        diffs.push(format!("phase: got {}, expected {}", game.phase().as_str(), step["phase"]));
    }
    if step["status"]["over"] == false {
        if game.to_move().index() as u64 != step["toMove"].as_u64().unwrap() {
            diffs.push(format!("toMove: got {}, expected {}", game.to_move().index(), step["toMove"]));
        }
        if game.seat() as u64 != step["seat"].as_u64().unwrap() {
            diffs.push(format!("seat: got {}, expected {}", game.seat(), step["seat"]));
        }
    }
    let mut pool = game.pool();
    pool.sort();
    let mut expected_pool: Vec<u8> = step["pool"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap() as u8).collect();
    expected_pool.sort();
    if pool != expected_pool {
        diffs.push(format!("pool: got {pool:?}, expected {expected_pool:?}"));
    }
    diffs
}

/// Replays every game whose file name starts with `prefix`, each of `ruleset`.
fn replay(prefix: &str, ruleset: &str) {
    let mut failures = Vec::new();
    let all = traces(prefix);
    for (label, trace) in &all {
        assert_eq!(trace["ruleset"], ruleset, "{label}");
        let options = trace["options"].as_object().unwrap();
        let mut game = new_game(trace["ruleset"].as_str().unwrap(), options, 0).unwrap();
        let mut played = Vec::new();
        for (i, step) in trace["steps"].as_array().unwrap().iter().enumerate() {
            let diffs = compare_step(game.as_ref(), step);
            if !diffs.is_empty() {
                failures.push(format!("{label} step {i}: {}\n  after {}", diffs.join("; "), played.join(" ")));
                break;
            }
            let Some(mv) = step["move"].as_str() else {
                assert_eq!(game.history(), played, "{label}: history");
                break;
            };
            match game.play(mv) {
                Ok(report) if report.text.eq_ignore_ascii_case(mv) => played.push(mv.to_string()),
                Ok(report) => {
                    failures.push(format!("{label} step {i}: play({mv}) echoed {}", report.text));
                    break;
                }
                Err(e) => {
                    failures.push(format!("{label} step {i}: play({mv}) failed: {e}\n  after {}", played.join(" ")));
                    break;
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} games differ:\n{}", failures.len(), all.len(), failures.join("\n"));
}

/// Each file's name begins with one of these, and its games are of that rule set.
const FILES: [(&str, &str); 10] = [
    ("siga-", "siga"),
    ("sudan-", "seega-sudan"),
    ("egypt-", "seega-egypt"),
    ("seig-", "seig"),
    ("sig-mauritania-", "seig-mauritania"),
    ("sig-western-sahara-", "seig-western-sahara"),
    ("sig-tidikelt-", "seig-tidikelt"),
    ("sig-mzab-", "seig-mzab"),
    ("sig-tozeur-", "seig-tozeur"),
    ("sig-el-oued-", "seig-el-oued"),
];

fn replay_files_of(ruleset: &str) {
    let (prefix, _) = FILES.iter().find(|(_, id)| *id == ruleset).expect("a rule set with recorded games");
    replay(prefix, ruleset);
}

#[test]
fn every_file_of_games_is_replayed_by_a_test() {
    for path in game_files() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        assert!(FILES.iter().any(|(prefix, _)| name.starts_with(prefix)), "{name} is replayed by no test");
    }
    for id in desert_games::RULESET_IDS {
        assert!(FILES.iter().any(|(_, ruleset)| *ruleset == id), "{id} has no recorded games");
    }
}

#[test]
fn siga_games_replay_exactly() {
    replay_files_of("siga");
}

#[test]
fn seega_sudan_games_replay_exactly() {
    replay_files_of("seega-sudan");
}

#[test]
fn seega_egypt_games_replay_exactly() {
    replay_files_of("seega-egypt");
}

#[test]
fn seig_games_replay_exactly() {
    replay_files_of("seig");
}

#[test]
fn mauritania_games_replay_exactly() {
    replay_files_of("seig-mauritania");
}

#[test]
fn western_sahara_games_replay_exactly() {
    replay_files_of("seig-western-sahara");
}

#[test]
fn tidikelt_games_replay_exactly() {
    replay_files_of("seig-tidikelt");
}

#[test]
fn mzab_games_replay_exactly() {
    replay_files_of("seig-mzab");
}

#[test]
fn tozeur_games_replay_exactly() {
    replay_files_of("seig-tozeur");
}

#[test]
fn el_oued_games_replay_exactly() {
    replay_files_of("seig-el-oued");
}
