//! What the engine says a game is (kinds, capabilities, tagged boards) and
//! the one registry of rule sets.

use super::*;
use crate::core::{Act, BoardView, MoveWords, Phase};
use crate::rules::Clock;
use crate::search::Limits;
use crate::teach::review;
use crate::session::Squares;
use crate::core::Rng;
use serde_json::json;

fn info(id: &str) -> RulesetInfo {
    rulesets().into_iter().find(|info| info.id == id).expect("a rule set")
}

fn game(id: &str, options: Value) -> Box<dyn GameApi> {
    new_game(id, options.as_object().expect("options"), 7).expect("a game")
}

#[test]
fn every_rule_set_says_its_kind_and_a_game_of_it_agrees() {
    for info in rulesets() {
        // Races are the games of thrown sticks; grids have none.
        assert_eq!(info.kind == Kind::Race, info.capabilities.throws, "{}", info.id);
        let g = game(info.id, json!({}));
        assert_eq!(g.kind(), info.kind, "{}", info.id);
        // The board is tagged with the same kind, beside the shape API.md fixes.
        let board = serde_json::to_value(g.board()).unwrap();
        assert_eq!(board["kind"], json!(info.kind.as_str()), "{}", info.id);
        let fields = match info.kind {
            Kind::Grid => ["files", "ranks", "cells"].as_slice(),
            Kind::Race => ["rows", "columns", "cells", "sticks"].as_slice(),
        };
        for field in fields {
            assert!(board.get(field).is_some(), "{}: {field} in {board}", info.id);
        }
        // A race board has Seig's `released` or the variants' `states`, never both.
        let (released, states) = (board.get("released").is_some(), board.get("states").is_some());
        assert!(info.kind == Kind::Grid || released != states, "{}: {board}", info.id);
        // Every hole of a race board has a name and a place of its own.
        if info.kind == Kind::Race {
            let places = board["places"].as_array().expect("places");
            assert_eq!(places.len(), board["cells"].as_array().unwrap().len(), "{}", info.id);
            let distinct = |part: &dyn Fn(&Value) -> String| places.iter().map(part).collect::<std::collections::HashSet<_>>().len();
            assert_eq!(distinct(&|p| p["name"].to_string()), places.len(), "{}: one name a hole", info.id);
            assert_eq!(distinct(&|p| format!("{} {}", p["row"], p["column"])), places.len(), "{}: one place a hole", info.id);
        }
    }
    // Tidikelt's `b0` stands left of `b1`, its rows one column in (RULES.md 7.1.2).
    let tidikelt = serde_json::to_value(game("seig-tidikelt", json!({})).board()).unwrap();
    assert_eq!(tidikelt["places"][36], json!({ "name": "b0", "row": 1, "column": 0 }));
    assert_eq!(tidikelt["places"][0], json!({ "name": "a1", "row": 0, "column": 1 }));
    let mauritania = serde_json::to_value(game("seig-mauritania", json!({ "holes": 30 })).board()).unwrap();
    assert_eq!(mauritania["places"][119], json!({ "name": "d30", "row": 3, "column": 29 }));
}

#[test]
fn capabilities_follow_the_rules_of_each_game() {
    let caps = |id: &str| serde_json::to_value(info(id).capabilities).unwrap();
    assert_eq!(
        caps("siga"),
        json!({ "placement": false, "captureSeries": false, "throws": false, "teams": false, "teamSize": 1,
                "boards": ["6x6", "4x5", "6x8"], "drawByAgreement": true, "firstMover": "firstPlayer", "seed": null,
                "moveParts": [{ "phase": "movement", "parts": ["from", "to"] }] })
    );
    for seega in ["seega-sudan", "seega-egypt"] {
        assert_eq!(
            caps(seega),
            json!({ "placement": true, "captureSeries": true, "throws": false, "teams": false, "teamSize": 1,
                    "boards": ["5x5", "7x7", "9x9"], "drawByAgreement": false, "firstMover": "firstPlacer", "seed": null,
                    "moveParts": [{ "phase": "placement", "parts": ["to"] }, { "phase": "movement", "parts": ["from", "to"] }] })
        );
    }
    assert_eq!(
        caps("seig"),
        json!({ "placement": false, "captureSeries": false, "throws": true, "teams": true, "teamSize": null,
                "boards": ["4x12"], "drawByAgreement": false, "firstMover": "firstSide", "seed": "seed",
                "moveParts": [{ "phase": "throw", "parts": ["throw"] }, { "phase": "spend", "parts": ["from", "to", "spent"] },
                              { "phase": "endgame", "parts": ["throw"] }] })
    );
}

#[test]
fn capabilities_agree_with_what_a_game_does() {
    for info in rulesets() {
        let caps = &info.capabilities;
        let id = info.id;
        // Every board named is one a game can be started on (the `board` option), and its board has that size.
        for name in &caps.boards {
            let options = if info.forms.contains_key("board") { json!({ "board": name }) } else { json!({}) };
            let board = serde_json::to_value(game(id, options).board()).unwrap();
            let (width, height) = match info.kind {
                Kind::Grid => (&board["files"], &board["ranks"]),
                Kind::Race => (&board["rows"], &board["columns"]),
            };
            assert_eq!(format!("{width}x{height}"), *name, "{id}");
        }
        let g = game(id, json!({}));
        assert_eq!(g.phase() == Phase::Placement, caps.placement, "{id}: starts by placing");
        assert_eq!(g.situation().draw_by_agreement, caps.draw_by_agreement, "{id}");
        assert_eq!(g.throw_table().is_some(), caps.throws, "{id}");
        // Teams: a `teamSize` option, or seats of their own (Western Sahara's two a side) met in play.
        let mut seats = 1;
        random_game(&mut *game(id, json!({})), 60, 1, |g, _| seats = seats.max(g.seat() + 1));
        assert_eq!(info.forms.contains_key("teamSize") || seats > 1, caps.teams, "{id}");
        // A fixed team size where no option chooses it, and as many seats met in play.
        assert_eq!(caps.team_size.is_none(), info.forms.contains_key("teamSize"), "{id}");
        if let Some(team_size) = caps.team_size {
            assert_eq!(seats, team_size, "{id}: seats met");
        }
        assert_eq!(caps.move_parts[0].phase, g.phase().as_str(), "{id}: the first phase's parts come first");
        // The first mover's option takes either side, and the side it names acts
        // first; without one (Sig's variants, RULES.md 7.1.1) side 0 begins.
        match caps.first_mover {
            Some(first) => {
                assert_eq!(info.forms[first], json!({ "choices": [0, 1], "of": "side" }), "{id}");
                for side in [0, 1] {
                    assert_eq!(game(id, json!({ first: side })).to_move().index(), side, "{id}: {first} {side}");
                }
            }
            None => assert_eq!((g.to_move(), g.seat()), (Side::Light, 0), "{id}"),
        }
        // The seed option, where there is one, fixes the game's throws.
        if let Some(seed) = caps.seed {
            let throws = |value: u64| {
                let mut g = game(id, json!({ seed: value }));
                for _ in 0..12 {
                    let first = g.legal_moves()[0].clone();
                    g.play(&first).expect("a legal move");
                }
                g.history()
            };
            assert_eq!(throws(11), throws(11), "{id}: one seed, one stream");
            assert_ne!(throws(11), throws(12), "{id}: another seed, other throws");
        }
        // A board option's values are boards, named as `boards` names them.
        if let Some(form) = info.forms.get("board") {
            assert_eq!(form["of"], json!("board"), "{id}");
            assert_eq!(form["choices"], json!(caps.boards), "{id}");
        }
    }
}

#[test]
fn a_typed_move_is_read_in_the_readers_words_or_the_rules_own() {
    let french = MoveWords { throw: "lancer".into(), white: 'B', black: 'N' };
    let seig = game("seig", json!({ "seed": 3 }));
    let sticks = seig.situation().seig.expect("Seig's situation").sticks as usize;
    let read = |g: &dyn GameApi, text: &str| g.read_move(text, &french).map(|entry| entry.text);
    assert_eq!(read(&*seig, " Lancer "), Ok("throw".to_string()));
    assert_eq!(read(&*seig, "THROW"), Ok("throw".to_string()));
    // B is white in French words and black in the rules' own.
    assert_eq!(read(&*seig, &format!("lancer:B{}", "N".repeat(sticks - 1))), Ok(format!("throw:W{}", "B".repeat(sticks - 1))));
    assert_eq!(read(&*seig, &format!("throw:B{}", "W".repeat(sticks - 1))), Ok(format!("throw:B{}", "W".repeat(sticks - 1))));
    let wrong_letter = read(&*seig, &format!("lancer:W{}", "N".repeat(sticks - 1))).unwrap_err();
    assert_eq!((wrong_letter.code(), wrong_letter.parts()["face"].clone()), ("stick-face", json!("W")));
    assert_eq!(seig.history().len(), 0, "reading plays nothing");
    for id in ["siga", "seega-sudan", "seega-egypt"] {
        let g = game(id, json!({}));
        for typed in ["lancer", "LANCER:BNN", "throw"] {
            let refused = g.read_move(typed, &french).unwrap_err();
            assert_eq!(refused.code(), "no-throws", "{id}: {typed}");
            assert!(refused.to_string().contains("throws no sticks"), "{refused}");
        }
        let first = g.legal_moves()[0].clone();
        assert_eq!(g.read_move(&format!(" {first} "), &french).map(|entry| entry.text), Ok(first), "{id}");
        assert_eq!(g.read_move("hello", &french).unwrap_err().code(), "unreadable", "{id}");
    }
}

#[test]
fn an_unknown_rule_set_is_refused_naming_every_known_one() {
    let error = new_game("chess", &Map::new(), 0).err().expect("refused");
    assert_eq!(error.code(), "unknown-ruleset");
    let known: Vec<String> = RULESET_IDS.iter().map(|id| format!("{id:?}")).collect();
    assert_eq!(error.to_string(), format!(r#"unknown rule set "chess": expected one of {}"#, known.join(", ")));
    assert_eq!(RULESET_IDS.to_vec(), rulesets().iter().map(|info| info.id).collect::<Vec<_>>());
}

/// Every rule set on every board it names, with its default options otherwise.
fn every_game() -> Vec<(&'static str, Value)> {
    rulesets()
        .into_iter()
        .flat_map(|info| {
            let boards = if info.forms.contains_key("board") { info.capabilities.boards.clone() } else { vec![] };
            let options: Vec<Value> = if boards.is_empty() { vec![json!({})] } else { boards.iter().map(|b| json!({ "board": b })).collect() };
            options.into_iter().map(move |o| (info.id, o))
        })
        .collect()
}

/// Plays up to `plies` random legal moves of `g` (seeded), calling `each` before every move.
fn random_game(g: &mut dyn GameApi, plies: usize, seed: u64, mut each: impl FnMut(&dyn GameApi, &str)) {
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let text = moves[rng.below(moves.len() as u64) as usize].clone();
        each(&*g, &text);
        g.play(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn moves_as_data_agree_with_legal_moves_and_with_what_playing_reports() {
    for (id, options) in every_game() {
        let mut g = game(id, options.clone());
        let mut seen_capture = false;
        random_game(&mut *g, 400, 3, |g, chosen| {
            let data = g.moves();
            let texts: Vec<String> = data.iter().map(|m| m.text.clone()).collect();
            assert_eq!(texts, g.legal_moves(), "{id} {options}: the same moves in the same order");
            for entry in &data {
                let phase = g.phase().as_str();
                // A phase may have moves of several shapes (Mauritania's removal phase: throws and removals).
                let shapes: Vec<&[&str]> = info(id).capabilities.move_parts.into_iter().filter(|s| s.phase == phase).map(|s| s.parts).collect();
                let filled: Vec<&str> = [("from", entry.parts.from.is_some()), ("to", entry.parts.to.is_some()), ("spent", entry.parts.spent.is_some()), ("throw", entry.throw)]
                    .into_iter()
                    .filter_map(|(name, there)| there.then_some(name))
                    .collect();
                assert!(shapes.contains(&filled.as_slice()), "{id}: {} is made of what the capabilities say: {filled:?} in {shapes:?}", entry.text);
                assert_eq!(entry.parts.placement, phase == "placement", "{id}: {}", entry.text);
                if entry.text != chosen && data.len() > 40 {
                    continue; // a dry run of every move is slow on the big boards; the chosen one always runs
                }
                let (canonical, report) = g.check(&entry.text).expect("a listed move is legal");
                assert_eq!(canonical, entry.text);
                assert_eq!((&report.from, &report.to, report.placement), (&entry.parts.from, &entry.parts.to, entry.parts.placement), "{id}: {}", entry.text);
                assert_eq!((&report.spent, report.written_capture), (&entry.parts.spent, entry.parts.written_capture), "{id}: {}", entry.text);
                assert_eq!(report.throw.is_some(), entry.throw, "{id}: {}", entry.text);
                // Siga writes a capture in the text; the others report it only in `captured`.
                assert_eq!(entry.parts.written_capture, id == "siga" && !report.captured.is_empty(), "{id}: {}", entry.text);
                seen_capture |= !report.captured.is_empty();
                if let (Some(spent), Some(path)) = (&report.spent, &report.path) {
                    let steps: u32 = spent.iter().map(|&v| u32::from(v)).sum();
                    assert_eq!(path.len() as u32 - 1, steps, "{id}: {} passes a hole a value", entry.text);
                    assert!(spent.windows(2).all(|w| w[0] >= w[1]), "largest first: {spent:?}");
                }
            }
        });
        assert!(seen_capture || id == "seig", "{id} {options}: some capture was met");
    }
}

#[test]
fn a_throw_says_whether_the_turn_passed_on_and_where_released_pieces_lay() {
    let mut g = game("seig", json!({ "seed": 11 }));
    let (mut passed, mut kept, mut releases) = (0, 0, 0);
    for _ in 0..3000 {
        let Some(text) = g.legal_moves().first().cloned() else { break };
        let before = g.board();
        let paths = g.situation().paths.expect("Seig's paths").map(|mut paths| paths.remove(0).holes);
        let report = g.play(&text).unwrap();
        if report.throw.is_none() {
            assert!(!report.passed_on, "{}: a spend passes nothing on", report.text);
            continue;
        }
        let next_is_another = report.next.side.is_some() && (report.next.side, report.next.seat) != (Some(report.side), Some(report.seat));
        assert_eq!(report.passed_on, next_is_another, "{}", report.text);
        if report.passed_on { passed += 1 } else { kept += 1 }
        let facts = report.throw.unwrap();
        let tos: Vec<&String> = facts.releases.iter().map(|r| &r.to).collect();
        assert_eq!(tos, facts.released.iter().collect::<Vec<_>>(), "{}", report.text);
        let side = report.side.index();
        let path = &paths[side];
        for release in &facts.releases {
            releases += 1;
            let hole = |name: &str| path.iter().position(|h| h == name).expect("a hole of the path");
            let held = |name: &str| before.cells()[(0..48).find(|&i| crate::games::seig::path::hole_name(i) == name).unwrap()] >> side & 1 == 1;
            if release.from == release.to {
                assert!(held(&release.to), "{}: released where it lay", report.text);
            } else {
                assert_eq!(hole(&release.from) + 1, hole(&release.to), "{}: moved on one hole", report.text);
                assert!(held(&release.from) && !held(&release.to), "{}", report.text);
            }
        }
    }
    assert!(passed > 0 && kept > 0 && releases > 0, "{passed} {kept} {releases}");
}

fn stuck_code(g: &dyn GameApi, square: &str) -> Option<&'static str> {
    refusal_code(g, Some(square), None)
}

fn refusal_code(g: &dyn GameApi, from: Option<&str>, to: Option<&str>) -> Option<&'static str> {
    g.refusal(from, to).expect("squares of the board").map(|e| e.code())
}

#[test]
fn a_piece_that_cannot_move_is_told_why_by_the_rules() {
    // Siga: a capture elsewhere is compulsory.
    let mut siga = game("siga", json!({ "board": "4x5", "compulsoryCapture": true }));
    siga.play("a2-a3").unwrap();
    assert!(siga.legal_moves().iter().all(|m| m.contains('x')), "{:?}", siga.legal_moves());
    assert_eq!(stuck_code(&*siga, "d4"), Some("compulsory-capture"));
    assert_eq!(stuck_code(&*siga, "a4"), None, "a4 captures, so it can move");
    assert_eq!(stuck_code(&*siga, "b3"), None, "no piece of the mover");
    assert_eq!(siga.refusal(Some("z9"), None).unwrap_err().code(), "bad-argument");
    assert_eq!(siga.refusal(None, Some("a")).unwrap_err().code(), "bad-argument");
    // A step: refused with the rules' reason when the square is a neighbour, nothing to say when it is far.
    assert_eq!(refusal_code(&*siga, Some("d4"), Some("d3")), Some("compulsory-capture"));
    assert_eq!(refusal_code(&*siga, Some("b4"), Some("a3")), Some("step-orthogonal"), "a diagonal neighbour");
    assert_eq!(refusal_code(&*siga, Some("d4"), Some("d2")), None, "too far to explain");
    assert_eq!(refusal_code(&*siga, Some("a4"), Some("a3")), None, "legal");
    // Without compulsory captures nothing but its neighbours holds a piece.
    let mut free = game("siga", json!({ "board": "4x5" }));
    free.play("a2-a3").unwrap();
    assert_eq!(stuck_code(&*free, "a5"), None);

    // Seega's placement: the centre stays empty, a square is taken once.
    let mut placing = game("seega-sudan", json!({}));
    assert_eq!(refusal_code(&*placing, None, Some("c3")), Some("centre-empty"));
    placing.play("a1").unwrap();
    assert_eq!(refusal_code(&*placing, None, Some("a1")), Some("already-taken"));
    assert_eq!(refusal_code(&*placing, None, Some("b1")), None);

    // Seega: during a series only capturing moves, and in Egypt only by the piece that captured.
    for (id, code) in [("seega-sudan", "series-on"), ("seega-egypt", "same-capturer")] {
        let mut g = game(id, json!({}));
        let mut found = false;
        random_game(&mut *g, 2000, 5, |g, _| {
            if found || g.situation().act != Some(Act::Series) {
                return;
            }
            let movers: Vec<Option<String>> = g.moves().into_iter().map(|m| m.parts.from).collect();
            let board = g.board();
            let mover = g.to_move().cell();
            let stuck = (0..board.cells().len()).map(|i| g_square(g, i)).find(|name| {
                board.cells()[(0..board.cells().len()).find(|&i| g_square(g, i) == *name).unwrap()] == mover && !movers.contains(&Some(name.clone()))
            });
            if let Some(square) = stuck {
                assert_eq!(stuck_code(g, &square), Some(code), "{id}: {square}");
                found = true;
            }
        });
        assert!(found, "{id}: a series with a piece that cannot go on");
    }
}

/// The name of board index `index` of `g`, as its moves name squares.
fn g_square(g: &dyn GameApi, index: usize) -> String {
    let files = match g.board() {
        BoardView::Grid { files, .. } => usize::from(files),
        BoardView::Holes { .. } => unreachable!("grid games only"),
    };
    format!("{}{}", (b'a' + (index % files) as u8) as char, index / files + 1)
}

fn review_limits() -> Limits {
    Limits::from_json(json!({ "level": "hard", "nodes": 3000, "seed": 1 }).as_object().unwrap(), 0).unwrap()
}

#[test]
fn a_review_step_judges_the_move_played_and_gives_lights_chance() {
    const CLOCK: Clock = &|| 0.0;
    for (id, options) in [("siga", json!({ "board": "4x5" })), ("seega-egypt", json!({})), ("seig", json!({ "seed": 4 }))] {
        let mut g = game(id, options);
        random_game(&mut *g, 40, 9, |_, _| {});
        let history = g.history();
        let limits = review_limits();
        for index in 0..=history.len() {
            let step = g.review_step(index as u64, &limits, CLOCK).unwrap();
            assert_eq!((step.index, step.total), (index, history.len() + 1));
            assert!((0.0..=1.0).contains(&step.chance), "{id}: {}", step.chance);
            let before = g.game_after(index as u64).unwrap();
            if index == history.len() {
                assert!(step.judgement.is_none());
                let light = review::light_chance(g.analyse(&limits, CLOCK).unwrap().value, g.to_move());
                assert_eq!(step.chance, light, "{id}: the end of a game in progress is weighed");
                continue;
            }
            let reviewed = step.judgement.expect("a move judged");
            assert_eq!(reviewed.judgement, g.judge_move(index as u64, &limits, CLOCK).unwrap(), "{id}: as judgeMove judges move {index}");
            let value = match reviewed.judgement.best_value {
                Some(value) => value,
                None => before.analyse(&limits, CLOCK).unwrap().value,
            };
            assert_eq!(step.chance, review::light_chance(value, before.to_move()), "{id}: move {index}");
            // The move's own chance, from the same search as the position's.
            let played = reviewed.judgement.played_value.map(|value| review::light_chance(value, before.to_move()));
            assert_eq!(step.played_chance, played, "{id}: move {index}");
            match &reviewed.judgement.better {
                Some(better) => {
                    let (_, report) = before.check(better).unwrap();
                    assert_eq!(reviewed.better_squares, Some(Squares { from: report.from, to: report.to }));
                }
                None => assert_eq!(reviewed.better_squares, None),
            }
        }
        assert_eq!(g.review_step(history.len() as u64 + 1, &limits, CLOCK).unwrap_err().code(), "beyond-history");
    }
}

#[test]
fn a_finished_review_ends_on_the_result() {
    const CLOCK: Clock = &|| 0.0;
    let mut resigned = game("siga", json!({ "board": "4x5" }));
    resigned.play("a2-a3").unwrap();
    resigned.resign(Side::Light).unwrap();
    assert_eq!(resigned.review_step(1, &review_limits(), CLOCK).unwrap().chance, 0.0, "Dark won");
    // The move before the resignation is weighed on the board, not by the result it came before.
    let quiet = resigned.review_step(0, &review_limits(), CLOCK).unwrap();
    assert!(quiet.played_chance.is_some_and(|chance| (0.3..0.7).contains(&chance)), "{:?}", quiet.played_chance);
    resigned.undo();
    resigned.agree_draw().unwrap();
    assert_eq!(resigned.review_step(1, &review_limits(), CLOCK).unwrap().chance, 0.5);
}

#[test]
fn seega_placement_says_how_many_pieces_each_side_has_left_to_place() {
    for (board, each) in [("5x5", 12), ("7x7", 24), ("9x9", 40)] {
        let mut g = game("seega-sudan", json!({ "board": board }));
        assert_eq!(g.situation().to_place, Some([each, each]), "{board}");
        let first = g.legal_moves()[0].clone();
        g.play(&first).unwrap();
        assert_eq!(g.situation().to_place, Some([each - 1, each]), "{board}: Light placed one");
    }
    // Egypt's cross stands from the start: those pieces are placed already.
    let egypt = game("seega-egypt", json!({}));
    let on_board = egypt.status().pieces;
    assert_eq!(egypt.situation().to_place, Some(on_board.map(|n| 12 - n)));
    assert!(on_board.iter().all(|&n| n > 0), "{on_board:?}");
    // Once every piece is placed, and in games without placement, there is nothing to count.
    let mut placed = game("seega-sudan", json!({}));
    while placed.phase() == Phase::Placement {
        let next = placed.legal_moves()[0].clone();
        placed.play(&next).unwrap();
    }
    assert_eq!(placed.situation().to_place, None);
    assert_eq!(game("siga", json!({})).situation().to_place, None);
    assert_eq!(game("seig", json!({})).situation().to_place, None);
}

#[test]
fn a_seig_game_won_in_the_endgame_still_says_so_once_over() {
    let mut g = game("seig", json!({ "seed": 2 }));
    let mut endgame_seen = false;
    random_game(&mut *g, 20_000, 2, |g, _| endgame_seen |= g.phase() == Phase::Endgame);
    assert!(endgame_seen && g.status().over, "the game reached its endgame and ended");
    assert!(g.situation().seig.expect("Seig").endgame, "the page shows the endgame's heaps, not the empty holes");
    assert!(g.board().cells().iter().all(|&c| c == 0));
}
