//! Move-path counts (perft) of Seega from fixed positions, checked against
//! `data/perft-seega.txt`. Each data line is
//! `ruleset options moves depth nodes`: `options` a JSON object without
//! spaces, `moves` the moves played from the start joined by commas (`-`:
//! none), `nodes` the number of move sequences of exactly `depth` moves
//! (a finished game ends a sequence early and is not counted).
//! Everything goes through the public API, as a player would.

use desert_games::{new_game, GameApi};

fn perft(game: &mut dyn GameApi, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in game.legal_moves() {
        game.play(&mv).unwrap_or_else(|e| panic!("listed move {mv} refused: {e}"));
        nodes += perft(game, depth - 1);
        game.undo();
    }
    nodes
}

#[test]
fn seega_perft_matches_the_recorded_counts() {
    let data = include_str!("data/perft-seega.txt");
    let mut failures = Vec::new();
    let mut checked = 0;
    for line in data.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [ruleset, options, moves, depth, nodes] = fields[..] else { panic!("bad perft line: {line}") };
        let options: serde_json::Value = serde_json::from_str(options).expect("options JSON");
        let mut game = new_game(ruleset, options.as_object().expect("options object"), 0).expect("a game");
        for mv in moves.split(',').filter(|m| *m != "-") {
            game.play(mv).unwrap_or_else(|e| panic!("{line}: {mv}: {e}"));
        }
        let depth: u32 = depth.parse().expect("depth");
        let expected: u64 = nodes.parse().expect("node count");
        let got = perft(game.as_mut(), depth);
        if got != expected {
            failures.push(format!("{ruleset} {moves} depth {depth}: got {got}, expected {expected}"));
        }
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} perft lines");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
