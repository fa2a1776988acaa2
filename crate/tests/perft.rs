//! Move-path counts (perft) from the start and from positions after given
//! moves, checked against `tests/data/perft-*.txt`. Each data line is
//! `ruleset options moves depth nodes`: `options` a JSON object without
//! spaces, `moves` the moves played from the start joined by commas (`-`:
//! none), `nodes` the number of move sequences of exactly `depth` moves (a
//! finished game ends a sequence early and is not counted).

use desert_games::new_game;
use serde_json::Value;
use std::path::Path;

/// Checks every line of one data file.
fn check_file(name: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    let text = std::fs::read_to_string(&path).expect("perft data");
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let (ruleset, rest) = line.split_once(' ').unwrap();
        let json_end = rest.find("} ").unwrap() + 1;
        let options: Value = serde_json::from_str(&rest[..json_end]).unwrap();
        let fields: Vec<&str> = rest[json_end..].split_whitespace().collect();
        let [before, depth, nodes] = fields[..] else { panic!("bad line {line}") };
        let mut game = new_game(ruleset, options.as_object().unwrap(), 0).unwrap();
        for mv in before.split(',').filter(|m| *m != "-") {
            game.play(mv).unwrap();
        }
        let got = game.perft(depth.parse().unwrap());
        assert_eq!(got, nodes.parse::<u64>().unwrap(), "{line}");
        checked += 1;
    }
    assert!(checked > 0, "{name} has no positions");
}

#[test]
fn siga_perft_matches_the_data_file() {
    check_file("perft-siga.txt");
}

#[test]
fn seega_perft_matches_the_data_file() {
    check_file("perft-seega.txt");
}
