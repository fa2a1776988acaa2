//! The additions to the API through `GameApi`, on real games of every rule
//! set: what `play` reports, `situation`, dry runs that change nothing,
//! error codes, the status cause and `game_after`.

use desert_games::core::{Act, Cause, Side};
use desert_games::search::Limits;
use desert_games::{from_json, new_game, GameApi};
use flate2::read::GzDecoder;
use serde_json::{json, Map, Value};
use std::io::{BufRead, BufReader};

fn game(id: &str, options: Value) -> Box<dyn GameApi> {
    new_game(id, options.as_object().expect("an object"), 1).expect("a game")
}

fn code(result: Result<impl Sized, desert_games::core::Error>) -> &'static str {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.code(),
    }
}

/// Everything a dry run must leave as it was.
fn snapshot(g: &dyn GameApi) -> String {
    format!("{}|{:?}|{:?}|{:?}", g.to_json(), g.board(), g.status(), g.situation())
}

#[test]
fn a_siga_step_and_a_seega_placement_report_who_what_and_where() {
    let mut siga = game("siga", json!({}));
    let report = siga.play("A2-a3").unwrap();
    assert_eq!((report.text.as_str(), report.side, report.seat, report.ply), ("a2-a3", Side::Light, 0, 1));
    assert_eq!((report.from.as_deref(), report.to.as_deref(), report.placement), (Some("a2"), Some("a3"), false));
    assert_eq!((report.lost, report.path.clone(), report.throw.clone()), ([0, 0], None, None));
    assert_eq!((report.next.side, report.next.phase, report.next.act), (Some(Side::Dark), "movement", None));
    assert_eq!(report.status, siga.status());

    let mut seega = game("seega-egypt", json!({}));
    let report = seega.play("b2").unwrap();
    assert_eq!((report.placement, report.from, report.to.as_deref()), (true, None, Some("b2")));
    assert_eq!(seega.situation().barrier, None, "no barrier while placing");
}

/// Plays every recorded Egypt game through the API and checks each report
/// against what the moves themselves show.
#[test]
fn egypt_games_report_series_extra_moves_the_barrier_and_the_cause() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conformance/");
    let files = ["egypt-default", "egypt-first1", "egypt-long"].map(|f| std::fs::File::open(format!("{dir}{f}.jsonl.gz")).unwrap());
    let lines = files.into_iter().flat_map(|f| BufReader::new(GzDecoder::new(f)).lines().map(Result::unwrap));
    let (mut series, mut extra, mut counts) = (0, 0, 0);
    for line in lines.filter(|l| !l.trim().is_empty()) {
        let trace: Value = serde_json::from_str(&line).unwrap();
        let mut g = new_game("seega-egypt", trace["options"].as_object().unwrap(), 0).unwrap();
        let mut quiet = 0;
        for mv in trace["steps"].as_array().unwrap().iter().filter_map(|s| s["move"].as_str()) {
            let before = g.situation();
            let report = g.play(mv).unwrap();
            let now = g.situation();
            assert_eq!(report.lost.iter().sum::<u32>() as usize, report.captured.len());
            assert_eq!(report.lost[report.side.index()], 0, "a side never loses pieces by its own move");
            if !report.placement {
                quiet = if report.captured.is_empty() { quiet + 1 } else { 0 };
            }
            match report.next.act {
                Some(Act::Series) => {
                    series += 1;
                    assert_eq!(report.next.side, Some(report.side));
                    assert!(!report.captured.is_empty() || before.act == Some(Act::Series));
                    assert_eq!(now.series_piece, report.to, "Egypt: the piece that moved goes on");
                }
                Some(Act::Extra) => {
                    extra += 1;
                    let blocked = now.blocked.expect("a blocked side").side;
                    assert_eq!(Some(blocked.opponent()), now.to_move);
                }
                None => assert_eq!(now.blocked, None),
            }
            if let Some(barrier) = now.barrier {
                assert_eq!(barrier.plies, quiet);
            }
        }
        let status = g.status();
        if status.reason == Some("count") {
            counts += 1;
            let limit = trace["options"]["barrierPlies"].as_u64().unwrap_or(40) as u32;
            let expected = if quiet >= limit { Cause::Barrier } else { Cause::Stuck };
            assert_eq!(status.cause, Some(expected));
        } else {
            assert_eq!(status.cause, None);
        }
    }
    assert!(series > 0 && extra > 0 && counts > 0, "series {series}, extra {extra}, counts {counts}");
}

#[test]
fn check_and_may_resign_answer_without_changing_the_game() {
    for (id, moves) in [("siga", vec!["a2-a3", "a5-a4"]), ("seega-sudan", vec!["a1", "b1"]), ("seig", vec!["throw"])] {
        let mut g = game(id, json!({}));
        for mv in moves {
            g.play(mv).unwrap();
        }
        let before = snapshot(g.as_ref());
        let legal = g.legal_moves();
        for text in legal.iter().map(String::as_str).chain(["zz", "c3", "a1-a2", "throw:WB", ""]) {
            let checked = g.check(text);
            if legal.iter().any(|m| m == text) {
                assert_eq!(checked.map(|(canonical, _)| canonical).as_deref(), Ok(text));
            }
            let _ = g.may_resign(Side::Light);
            assert_eq!(snapshot(g.as_ref()), before, "{id}: {text}");
        }
        if id != "seig" {
            let first = legal[0].clone();
            assert_eq!(g.check(&first.to_uppercase()).unwrap().0, g.play(&first).unwrap().text);
        }
    }
}

#[test]
fn every_error_the_api_can_reach_has_its_code() {
    let mut siga = game("siga", json!({"compulsoryCapture": true, "board": "4x5"}));
    assert_eq!(code(siga.check("a1-a2")), "own-piece");
    assert_eq!(code(siga.check("a3-a4")), "no-piece-on");
    assert_eq!(code(siga.check("a2-a4")), "step-orthogonal");
    assert_eq!(code(siga.check("a2-z9")), "not-a-square");
    assert_eq!(code(siga.check("hello")), "unreadable");
    siga.play("b2-b3").unwrap();
    assert_eq!(code(siga.check("a4-a3")), "compulsory-capture");
    let diagonal = game("siga", json!({"diagonal": true}));
    assert_eq!(code(diagonal.check("a2-c3")), "step-any-direction");
    siga.resign(Side::Light).unwrap();
    assert_eq!(code(siga.check("b3-c3")), "game-over");
    assert_eq!(code(siga.may_resign(Side::Dark)), "game-over");

    let mut sudan = game("seega-sudan", json!({}));
    assert_eq!(code(sudan.check("c3")), "centre-empty");
    assert_eq!(code(sudan.check("a1-a2")), "still-placing");
    assert_eq!(code(sudan.may_resign(Side::Dark)), "resign-too-early");
    assert_eq!(code(sudan.agree_draw()), "no-draw-agreement");
    sudan.play("a1").unwrap();
    assert_eq!(code(sudan.check("a1")), "already-taken");
    let squares = ["a", "b", "c", "d", "e"].iter().flat_map(|f| (1..=5).map(move |r| format!("{f}{r}")));
    for square in squares.filter(|s| s != "a1" && s != "c3") {
        sudan.play(&square).unwrap();
    }
    assert_eq!(code(sudan.check("b2")), "placement-over");
    assert_eq!(code(sudan.check("a1-b1")), "not-empty");

    let no = Map::new();
    assert_eq!(code(new_game("chess", &no, 0)), "unknown-ruleset");
    let with = |v: Value| v.as_object().cloned().unwrap();
    assert_eq!(code(new_game("siga", &with(json!({"colour": 1})), 0)), "unknown-option");
    assert_eq!(code(new_game("siga", &with(json!({"board": "9x9"})), 0)), "bad-option-value");
    assert_eq!(code(new_game("seig", &with(json!({"seed": 9_007_199_254_740_992u64})), 0)), "unsafe-number");
    assert_eq!(code(from_json("{")), "bad-save");
    assert_eq!(code(Limits::from_json(&with(json!({"level": "expert"})), 0)), "bad-limits");
    assert_eq!(code(game("siga", json!({})).game_after(1)), "beyond-history");
}

#[test]
fn errors_name_their_parts() {
    let g = game("seega-sudan", json!({}));
    let e = g.check(" c3").unwrap_err();
    assert_eq!(e.to_string(), "illegal move \" c3\": c3 is the centre and stays empty during placement");
    assert_eq!(Value::Object(e.parts()), json!({ "square": "c3", "text": " c3" }));
    let e = g.may_resign(Side::Dark).unwrap_err();
    assert_eq!(Value::Object(e.parts()), json!({ "side": 1, "lost": 0 }));
    let e = game("siga", json!({})).check("a1-a2").unwrap_err();
    assert_eq!(Value::Object(e.parts()), json!({ "square": "a2", "text": "a1-a2" }));
}

#[test]
fn a_game_after_some_moves_replays_a_seig_game_exactly() {
    let mut g = game("seig", json!({"seed": "12345678901234567890"}));
    assert_eq!(g.options()["seed"], json!("12345678901234567890"));
    for _ in 0..60 {
        let mv = g.legal_moves()[0].clone();
        g.play(&mv).unwrap();
    }
    let history = g.history();
    let mut earlier = g.game_after(20).unwrap();
    assert_eq!(earlier.history(), history[..20]);
    for mv in &history[20..] {
        // Plain "throw": the sticks must fall from the stream as they did.
        let text = if mv.starts_with("throw") { "throw" } else { mv.as_str() };
        assert_eq!(&earlier.play(text).unwrap().text, mv);
    }
    assert_eq!(earlier.to_json(), g.to_json());
    g.resign(Side::Dark).unwrap();
    assert!(!g.game_after(60).unwrap().status().over, "a declared end is not kept");
}

#[test]
fn the_throw_table_is_seig_only_and_follows_the_lock() {
    assert!(game("siga", json!({})).throw_table().is_none());
    let mut g = game("seig", json!({"fourMoves": 3}));
    let table = g.throw_table().unwrap();
    assert_eq!((table.sticks, table.rows.len(), table.tables["8"].len()), (7, 8, 9));
    assert!((table.rows.iter().map(|r| r.chance).sum::<f64>() - 1.0).abs() < 1e-12);
    g.play("throw:BBBBBBB").unwrap();
    let table = g.throw_table().unwrap();
    assert_eq!((table.sticks, table.rows[4].value, table.rows[4].ways, table.rows[4].of), (8, Some(3), 70, 256));
}

/// The draw offer is judged with one search budget whatever the level; the
/// computer answers for `side` (0 Light, 1 Dark).
fn draw_judging_limits() -> Limits {
    Limits::from_json(json!({"nodes": 20000, "seed": 1}).as_object().unwrap(), 1).unwrap()
}

fn accepts_draw(g: &dyn GameApi, side: Side) -> bool {
    g.accepts_draw(side, &draw_judging_limits(), &|| 0.0).expect("a judgement")
}

#[test]
fn the_computer_plays_on_from_an_even_start_and_agrees_when_behind_or_stalled() {
    let mut siga = game("siga", json!({}));
    siga.play("a2-a3").unwrap();
    siga.play("f5-f4").unwrap();
    assert!(!accepts_draw(&*siga, Side::Light), "an even game at move 2 is played on");
    assert!(!accepts_draw(&*siga, Side::Dark));

    // Both sides shuffle one piece back and forth: level, and nothing taken for 30 plies.
    for shuffle in ["a3-a2", "f4-f5", "a2-a3", "f5-f4"].iter().cycle().take(28) {
        siga.play(shuffle).unwrap();
    }
    assert!(accepts_draw(&*siga, Side::Light), "a level game stalled for 30 plies is drawn");

    let mut behind = game("siga", json!({"board": "4x5"}));
    for step in ["a2-a3", "a4xa3", "b2-a2", "a3xa2", "c2-c3", "a2xa1", "b1-b2", "c4xc3"] {
        behind.play(step).unwrap();
    }
    assert_eq!(behind.status().pieces, [4, 8]);
    assert!(accepts_draw(&*behind, Side::Light), "four pieces down, Light takes the draw");
    assert!(!accepts_draw(&*behind, Side::Dark), "four pieces up, Dark plays on");

    let seega = game("seega-sudan", json!({}));
    assert_eq!(code(seega.accepts_draw(Side::Light, &draw_judging_limits(), &|| 0.0)), "no-draw-agreement");
}

#[test]
fn rulesets_say_what_each_option_accepts() {
    let forms = |id: &str| desert_games::rulesets().into_iter().find(|info| info.id == id).expect("a rule set").forms;
    assert_eq!(forms("siga")["board"], json!({"choices": ["6x6", "4x5", "6x8"], "of": "board"}));
    for seega in ["seega-sudan", "seega-egypt"] {
        assert_eq!(forms(seega)["board"], json!({"choices": ["5x5", "7x7", "9x9"], "of": "board"}));
        assert_eq!(forms(seega)["firstPlacer"], json!({"choices": [0, 1], "of": "side"}));
        assert_eq!(forms(seega)["barrierPlies"], json!({"min": 10, "max": 100_000}));
    }
    assert_eq!(forms("seig")["fourMoves"], json!({"choices": [4, 3], "of": "holes"}));
    assert_eq!(forms("seig")["teamSize"], json!({"min": 1, "max": 3}));
    // Every option with a default has a form, and a form names no option the rule set lacks.
    for info in desert_games::rulesets() {
        let named: Vec<&String> = info.options.keys().collect();
        assert_eq!(info.forms.keys().collect::<Vec<_>>(), named, "{}", info.id);
    }
}

#[test]
fn a_capture_reports_the_squares_it_emptied() {
    let mut siga = game("siga", json!({"board": "4x5"}));
    siga.play("a2-a3").unwrap();
    let (_, checked) = siga.check("a4xa3").unwrap();
    let report = siga.play("a4xa3").unwrap();
    assert_eq!((report.captured.clone(), report.lost), (vec!["a3".to_string()], [1, 0]));
    assert_eq!(checked, report, "a dry run reports the same capture");
    let report = siga.play("b2-b3").unwrap();
    assert_eq!((report.captured, report.lost), (Vec::<String>::new(), [0, 0]));
}

#[test]
fn an_agreed_draw_ends_the_game_until_undone() {
    let mut siga = game("siga", json!({}));
    siga.play("a2-a3").unwrap();
    siga.agree_draw().unwrap();
    let status = siga.status();
    assert_eq!((status.over, status.winner, status.reason), (true, None, Some("agreement")));
    assert_eq!(siga.phase().as_str(), "over");
    assert!(siga.legal_moves().is_empty());
    assert_eq!(code(siga.agree_draw()), "game-over");
    assert!(siga.undo(), "undo takes back the agreement");
    assert!(!siga.status().over);
    assert_eq!(siga.history(), ["a2-a3"], "and leaves the moves");
}

#[test]
fn a_declared_end_survives_saving_and_loading() {
    let mut resigned = game("siga", json!({}));
    resigned.play("a2-a3").unwrap();
    resigned.resign(Side::Dark).unwrap();
    let mut drawn = game("siga", json!({"board": "6x8"}));
    drawn.play("a3-a4").unwrap();
    drawn.agree_draw().unwrap();
    for (g, winner, reason) in [(resigned, Some(0), "resigned"), (drawn, None, "agreement")] {
        let loaded = from_json(&g.to_json()).unwrap();
        let status = loaded.status();
        assert_eq!((status.over, status.winner, status.reason), (true, winner, Some(reason)));
        assert_eq!(loaded.status(), g.status());
        assert_eq!(loaded.to_json(), g.to_json());
        assert_eq!(loaded.history(), g.history());
    }
}

#[test]
fn rulesets_list_every_game_with_its_default_options() {
    let infos = desert_games::rulesets();
    let ids: Vec<&str> = infos.iter().map(|info| info.id).collect();
    assert_eq!(ids, desert_games::RULESET_IDS, "the registry's ids (api.d.ts declares them, ts_shapes.rs checks)");
    assert_eq!(&ids[..4], ["siga", "seega-sudan", "seega-egypt", "seig"], "API.md's rule sets first");
    let mut names: Vec<&str> = infos.iter().map(|info| info.name).collect();
    assert!(names.iter().all(|name| !name.is_empty()));
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), ids.len(), "every rule set has a name of its own");
    for info in infos {
        assert_eq!(info.options, game(info.id, json!({})).options(), "{}", info.id);
        assert!(!info.options.is_empty(), "{}", info.id);
    }
}

#[test]
fn refusal_names_why_no_move_is_made_of_these_squares() {
    let refusal = |g: &dyn GameApi, from: Option<&str>, to: Option<&str>| g.refusal(from, to).unwrap().map(|e| e.code());
    let mut siga = game("siga", json!({"board": "4x5", "compulsoryCapture": true}));
    assert_eq!(refusal(&*siga, Some("a2"), Some("b3")), Some("step-orthogonal"), "a2 may step, but not there");
    assert_eq!(refusal(&*siga, Some("a2"), Some("a3")), None, "legal");
    siga.play("a2-a3").unwrap();
    assert_eq!(refusal(&*siga, Some("b4"), None), Some("compulsory-capture"), "b4 has no capture, and a4 must take");
    assert_eq!(refusal(&*siga, Some("b4"), Some("b3")), Some("compulsory-capture"));
    assert_eq!(refusal(&*siga, Some("a4"), None), None, "a4 takes on a3");
    assert_eq!(refusal(&*siga, Some("a4"), Some("a3")), None);
    assert_eq!(refusal(&*siga, None, Some("a3")), None);
    assert_eq!(refusal(&*siga, None, None), None);
    assert_eq!(code(siga.refusal(Some("z9"), None)), "bad-argument");

    let seega = game("seega-sudan", json!({}));
    assert_eq!(refusal(&*seega, None, Some("c3")), Some("centre-empty"));
    assert_eq!(refusal(&*seega, None, Some("a1")), None);

    siga.resign(Side::Light).unwrap();
    assert_eq!(code(siga.refusal(Some("a4"), None)), "game-over");
}
