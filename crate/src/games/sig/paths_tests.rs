//! The paths each variant gives in `situation().paths` (RULES.md 7: each
//! variant's "Paths"), written here as the rules write them, and every step
//! of random games landing where those paths say.

use super::tests::game;
use crate::core::Rng;
use crate::race::RacePath;
use serde_json::{json, Value};

/// Holes as the rules write them: `a20..a1 b1..b20 b0`, each run a row counted up or down.
fn holes(runs: &str) -> Vec<String> {
    runs.split_whitespace()
        .flat_map(|run| {
            let (first, last) = run.split_once("..").unwrap_or((run, run));
            let row = &first[..1];
            let (from, to): (u8, u8) = (first[1..].parse().unwrap(), last[1..].parse().unwrap());
            let numbers: Vec<u8> = if from <= to { (from..=to).collect() } else { (to..=from).rev().collect() };
            numbers.into_iter().map(move |k| format!("{row}{k}"))
        })
        .collect()
}

fn path(runs: &str, circuit: bool) -> RacePath {
    RacePath { holes: holes(runs), circuit }
}

/// The paths a game of `id` with `options` gives, per side.
fn paths_of(id: &str, options: Value) -> [Vec<RacePath>; 2] {
    game(id, options).situation().paths.unwrap_or_else(|| panic!("{id} gives its paths"))
}

/// Western Sahara, Mzab and Tozeur: the S-path of N holes a row.
fn s_paths(n: u8) -> [Vec<RacePath>; 2] {
    [
        vec![path(&format!("a1..a{n} b{n}..b1 c1..c{n} d{n}..d1"), false)],
        vec![path(&format!("d{n}..d1 c1..c{n} b{n}..b1 a1..a{n}"), false)],
    ]
}

#[test]
fn the_four_row_races_run_the_s_path_of_their_holes() {
    for (id, options, n) in [
        ("seig-western-sahara", json!({}), 20),
        ("seig-western-sahara", json!({ "holes": 25 }), 25),
        ("seig-mzab", json!({}), 20),
        ("seig-mzab", json!({ "holes": 5 }), 5),
        ("seig-tozeur", json!({}), 13),
    ] {
        let paths = paths_of(id, options);
        assert_eq!(paths, s_paths(n), "{id} {n}");
        let light = &paths[0][0].holes;
        assert_eq!((light.len(), light[0].as_str(), light[light.len() - 1].as_str()), (4 * n as usize, "a1", "d1"), "{id}");
    }
}

#[test]
fn mauritania_gives_its_main_path_its_return_path_and_its_circuit() {
    for n in [20, 10, 30] {
        let [light, dark] = paths_of("seig-mauritania", json!({ "holes": n }));
        assert_eq!(light, [
            path(&format!("a{n}..a1 b1..b{n} c{n}..c1 d1..d{n}"), false),
            path(&format!("d{n}..d1 c1..c{n} b{n}..b1"), false),
            path(&format!("c1..c{n} b{n}..b1"), true),
        ], "{n}");
        assert_eq!(dark, [
            path(&format!("d{n}..d1 c1..c{n} b{n}..b1 a1..a{n}"), false),
            path(&format!("a{n}..a1 b1..b{n} c{n}..c1"), false),
            path(&format!("b1..b{n} c{n}..c1"), true),
        ], "{n}");
        let lengths: Vec<usize> = light.iter().map(|p| p.holes.len()).collect();
        assert_eq!(lengths, [4 * n as usize, 3 * n as usize, 2 * n as usize]);
    }
}

#[test]
fn tidikelt_gives_each_side_its_own_path_and_its_enemy_path_both_ending_on_b0() {
    for sticks in [4, 6] {
        let [light, dark] = paths_of("seig-tidikelt", json!({ "sticks": sticks }));
        let (from_a, from_c) = (path("a1..a12 b12..b1 b0", false), path("c1..c12 b12..b1 b0", false));
        assert_eq!(light, [from_a.clone(), from_c.clone()], "side 0: its own path first");
        assert_eq!(dark, [from_c, from_a], "side 1: its own path first");
        assert!(light.iter().all(|p| p.holes.len() == 25 && p.holes[24] == "b0"));
    }
}

#[test]
fn el_oued_gives_each_side_one_circuit_through_the_centre_row_twice() {
    let [light, dark] = paths_of("seig-el-oued", json!({}));
    assert_eq!(light, [path("a1..a6 b6..b1 c1..c6 b6..b1", true)]);
    assert_eq!(dark, [path("c6..c1 b1..b6 a6..a1 b1..b6", true)]);
    assert_eq!(light[0].holes.len(), 24);
}

/// Whether `to` lies `by` places after `from` on `path` (round a circuit).
fn along(path: &RacePath, from: &str, to: &str, by: usize) -> bool {
    let len = path.holes.len();
    path.holes.iter().enumerate().filter(|(_, hole)| *hole == from).any(|(at, _)| {
        let landing = at + by;
        (landing < len || path.circuit) && path.holes[landing % len] == to
    })
}

#[test]
fn every_step_of_random_games_lands_where_one_of_its_sides_paths_says() {
    for (id, options) in [
        ("seig-mauritania", json!({ "teamSize": 1, "holes": 10 })),
        ("seig-western-sahara", json!({})),
        ("seig-tidikelt", json!({ "sticks": 4 })),
        ("seig-tidikelt", json!({ "sticks": 6 })),
        ("seig-mzab", json!({ "holes": 8 })),
        ("seig-tozeur", json!({})),
        ("seig-el-oued", json!({})),
    ] {
        let mut steps = 0;
        for seed in 0..4 {
            let mut g = game(id, options.clone());
            let paths = g.situation().paths.expect("paths");
            let mut rng = Rng::new(seed);
            while !g.status().over && g.history().len() < 3000 {
                let moves = g.legal_moves();
                let report = g.play(&moves[rng.below(moves.len() as u64) as usize]).expect("legal");
                let (Some(from), Some(to), Some(spent)) = (&report.from, &report.to, &report.spent) else { continue };
                if report.text.starts_with("free-all") {
                    continue;
                }
                let side = &paths[report.side.index()];
                // Tidikelt's entering: from `b0`, the end of both paths, to the first hole of the enemy path.
                let enters = from == "b0" && side.get(1).is_some_and(|enemy| &enemy.holes[0] == to);
                assert!(enters || side.iter().any(|p| along(p, from, to, spent[0] as usize)), "{id}: {} runs along no path of its side", report.text);
                steps += 1;
            }
        }
        assert!(steps > 50, "{id}: {steps} steps");
    }
}
