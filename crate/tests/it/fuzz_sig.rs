//! Random-input testing of Sig's variants (RULES.md 7): the move text of
//! 7.1.8 (`from-to:n`, `throw:<faces>`, `free-all:7`/`13`, Mauritania's
//! `x<hole>`), well and badly formed, in positions all along the recorded
//! games, and every variant's options at and beyond the ends of their
//! ranges. Nothing panics; what is refused has a code and leaves the game
//! exactly as it was. `FUZZ_ITERATIONS` scales the move text's run.

use super::conformance::traces;
use super::fuzz::{garble, iterations, pick, snapshot};
use desert_games::core::{BoardView, Rng};
use desert_games::{from_json, new_game, GameApi};
use serde_json::{json, Map, Value};

/// Every code a variant refuses move text with.
const MOVE_CODES: [&str; 9] = ["unreadable", "game-over", "must-throw", "move-first", "stick-count", "stick-face", "hole-without-piece", "other-variant", "not-now"];

fn hole_names(game: &dyn GameApi) -> Vec<String> {
    let BoardView::Holes { places, .. } = game.board() else { panic!("{} has no holes", game.ruleset()) };
    places.into_iter().map(|place| place.name).collect()
}

fn hole(rng: &mut Rng, names: &[String]) -> String {
    match rng.below(4) {
        0 | 1 => pick(rng, names).clone(),
        2 => format!("{}{}", pick(rng, &['a', 'b', 'c', 'd', 'e', 'A']), rng.below(33)),
        _ => pick(rng, &["b0", "b13", "a0", "d31", "", " a1", "a1 ", "a01", "🙂", "a-1"]).to_string(),
    }
}

fn count(rng: &mut Rng) -> String {
    match rng.below(2) {
        0 => rng.below(40).to_string(),
        _ => pick(rng, &["0", "00", "01", "+1", "-1", "255", "256", "4294967297", "99999999999999999999", "1.0", "", " 2", "4+3"]).to_string(),
    }
}

/// Text near RULES.md 7.1.8's: steps, throws, removals and free-all, well and badly formed.
fn section_7_text(rng: &mut Rng, names: &[String], legal: &[String]) -> String {
    match rng.below(8) {
        0 | 1 => format!("{}-{}:{}", hole(rng, names), hole(rng, names), count(rng)),
        2 => {
            let faces: String = (0..rng.below(10)).map(|_| *pick(rng, &['W', 'B', 'W', 'B', 'w', 'b', 'X', ' '])).collect();
            format!("{}:{faces}", pick(rng, &["throw", "THROW", "throw "]))
        }
        3 => format!("free-all:{}", pick(rng, &["7", "13", "0", "14", "", "07", "-7", "7:7", " 13", "6"])),
        4 => format!("{}{}", pick(rng, &["x", "X", "xx", "x "]), hole(rng, names)),
        5 if !legal.is_empty() => {
            let base = pick(rng, legal).clone();
            garble(rng, &base)
        }
        // A legal step with another count: the same holes, a different distance.
        6 => match legal.iter().find_map(|mv| mv.split_once(':').filter(|(holes, _)| holes.contains('-'))) {
            Some((holes, _)) => format!("{holes}:{}", count(rng)),
            None => "a1-a2:1".to_string(),
        },
        _ => pick(rng, &["throw", "throw:", "free-all", "x", "-", ":", "a1-:", "-a1:1", "a1-a2", "a1a2:1"]).to_string(),
    }
}

/// Plays `text` where the game stands: a listed move, undone again, or a
/// coded refusal; returns the code of the refusal, if any.
fn try_text(game: &mut dyn GameApi, text: &str, names: &[String], label: &str) -> Option<&'static str> {
    let before = snapshot(game);
    let legal = game.legal_moves();
    match game.play(text) {
        Ok(report) => {
            let thrown = legal == ["throw"] && report.text.starts_with("throw:");
            assert!(legal.contains(&report.text) || thrown, "{label}: {text:?} played as {}, not listed in {legal:?}", report.text);
            assert!(game.undo(), "{label}: {text:?} played but cannot be undone");
            assert_eq!(snapshot(game), before, "{label}: {text:?} not undone exactly");
            None
        }
        Err(e) => {
            assert!(MOVE_CODES.contains(&e.code()), "{label}: {text:?} refused with code {}: {e}", e.code());
            assert!(!e.to_string().is_empty());
            let other_variant = |kind: &str, has_it: bool| !has_it && !legal.is_empty() && text.starts_with(kind);
            let removal = text.strip_prefix('x').is_some_and(|h| names.iter().any(|n| n == h));
            if other_variant("x", game.ruleset() == "seig-mauritania") && removal
                || other_variant("free-all:", game.ruleset() == "seig-el-oued") && ["free-all:7", "free-all:13"].contains(&text)
            {
                assert_eq!(e.code(), "other-variant", "{label}: {text:?}: {e}");
            }
            assert_eq!(snapshot(game), before, "{label}: {text:?} refused but changed the game");
            Some(e.code())
        }
    }
}

#[test]
fn section_7_move_text_plays_as_listed_or_is_refused_by_code_in_recorded_positions() {
    let mut rng = Rng::new(7);
    let games = traces("sig-");
    let steps: u64 = games.iter().map(|(_, trace)| trace["steps"].as_array().unwrap().len() as u64).sum();
    let positions = iterations(600).min(steps);
    let mut fuzzed = 0;
    let mut outcomes = std::collections::BTreeMap::new();
    for (label, trace) in &games {
        let mut game = new_game(trace["ruleset"].as_str().unwrap(), trace["options"].as_object().unwrap(), 0).unwrap();
        let names = hole_names(game.as_ref());
        for (i, step) in trace["steps"].as_array().unwrap().iter().enumerate() {
            let last = step["move"].is_null();
            if last || rng.below(steps) < positions {
                fuzzed += 1;
                let legal = game.legal_moves();
                for _ in 0..12 {
                    let text = section_7_text(&mut rng, &names, &legal);
                    let code = try_text(game.as_mut(), &text, &names, &format!("{label} step {i}"));
                    *outcomes.entry(code.unwrap_or("played")).or_insert(0) += 1;
                }
            }
            let Some(mv) = step["move"].as_str() else { break };
            game.play(mv).unwrap();
        }
    }
    assert!(fuzzed >= positions.min(games.len() as u64), "{fuzzed} positions fuzzed");
    // Texts were played and refused for every reason a variant has.
    for outcome in ["played"].iter().chain(&MOVE_CODES) {
        assert!(outcomes.contains_key(outcome), "no text {outcome}: {outcomes:?}");
    }
}

/// A variant's own options, each as its accepted values' ends (RULES.md 7).
const OWN_OPTIONS: [(&str, &str, &[i64]); 5] = [
    ("seig-mauritania", "teamSize", &[1, 6]),
    ("seig-mauritania", "holes", &[10, 30]),
    ("seig-western-sahara", "holes", &[20, 25]),
    ("seig-mzab", "holes", &[5, 20]),
    ("seig-tidikelt", "sticks", &[4, 6]),
];

const VARIANTS: [&str; 6] = ["seig-mauritania", "seig-western-sahara", "seig-tidikelt", "seig-mzab", "seig-tozeur", "seig-el-oued"];

/// The game `options` make, or the code it is refused with, which must name the option.
fn made(ruleset: &str, name: &str, value: Value) -> Result<Box<dyn GameApi>, &'static str> {
    let options: Map<String, Value> = [(name.to_string(), value.clone())].into_iter().collect();
    new_game(ruleset, &options, 1).map_err(|e| {
        assert!(e.to_string().contains(&format!("{name:?}")), "{ruleset} {name}={value}: {e}");
        e.code()
    })
}

#[test]
fn variant_options_at_their_ends_play_and_beyond_them_are_refused_by_name() {
    let mut options: Vec<(&str, &str, &[i64])> = OWN_OPTIONS.to_vec();
    options.extend(VARIANTS.map(|ruleset| (ruleset, "noCaptureTurns", &[20i64, 100_000][..])));
    for (ruleset, name, ends) in options {
        let (low, high) = (ends[0], ends[ends.len() - 1]);
        for value in [low, high] {
            let game = made(ruleset, name, json!(value)).unwrap_or_else(|code| panic!("{ruleset} {name}={value} refused: {code}"));
            assert_eq!(game.options()[name], json!(value), "{ruleset}");
        }
        // null is an absent option: the default.
        let default = new_game(ruleset, &Map::new(), 1).unwrap().options()[name].clone();
        assert_eq!(made(ruleset, name, Value::Null).map(|game| game.options()[name].clone()).ok(), Some(default), "{ruleset} {name}=null");
        // Between 4 and 6 sticks there is no 5.
        let between = (high - low == 2).then_some(low + 1);
        let beyond = [json!(low - 1), json!(high + 1), json!(0), json!(-1), json!(low as f64 + 0.5), json!(low.to_string()), json!(true), json!(1e300)];
        for value in beyond.into_iter().chain(between.map(|v| json!(v))) {
            assert_eq!(made(ruleset, name, value.clone()).err(), Some("bad-option-value"), "{ruleset} {name}={value}");
        }
    }
    let names = ["teamSize", "holes", "sticks", "noCaptureTurns", "seed", "fourMoves", "firstSide", "board", "bogus", ""];
    for ruleset in VARIANTS {
        for name in names {
            let own = name == "noCaptureTurns" || name == "seed" || OWN_OPTIONS.iter().any(|(id, option, _)| *id == ruleset && *option == name);
            if !own {
                assert_eq!(made(ruleset, name, json!(4)).err(), Some("unknown-option"), "{ruleset} {name}");
            }
        }
    }
}

#[test]
fn a_variant_save_with_options_out_of_range_is_refused_by_code() {
    for (ruleset, name, ends) in OWN_OPTIONS {
        let mut game = new_game(ruleset, &Map::new(), 3).unwrap();
        game.play("throw").unwrap();
        let mut save: Value = serde_json::from_str(&game.to_json()).unwrap();
        save["options"][name] = json!(ends[ends.len() - 1] + 1);
        let refused = from_json(&save.to_string()).err().unwrap_or_else(|| panic!("{ruleset}: {name} out of range loaded"));
        assert!(["bad-option-value", "bad-save"].contains(&refused.code()), "{ruleset} {name}: {refused}");
        assert!(refused.to_string().contains(name), "{ruleset}: {refused}");
    }
}
