//! What the page reads from the engine instead of working it out: the marked
//! centre, whether a draw may be agreed, Seig's paths, a throw whose values
//! were lost, and a dry run's report. Each is checked against the game itself.

use desert_games::race::throw_kind::ThrowKind;
use desert_games::{new_game, GameApi};
use serde_json::{json, Map, Value};

fn game(id: &str, options: Value) -> Box<dyn GameApi> {
    new_game(id, options.as_object().unwrap_or(&Map::new()), 7).unwrap()
}

#[test]
fn seega_marks_its_centre_in_every_phase_and_other_games_mark_nothing() {
    for id in ["seega-sudan", "seega-egypt"] {
        let mut seega = game(id, json!({}));
        assert_eq!(seega.situation().marked, ["c3"]);
        let refused = seega.check("c3").unwrap_err();
        assert_eq!(refused.code(), "centre-empty", "the marked square is the one placement refuses");
        seega.resign(seega.to_move()).ok();
        while seega.phase().as_str() == "placement" {
            let first = seega.legal_moves()[0].clone();
            seega.play(&first).unwrap();
        }
        assert_eq!(seega.situation().marked, ["c3"]);
    }
    assert!(game("siga", json!({})).situation().marked.is_empty());
    assert!(game("seig", json!({})).situation().marked.is_empty());
}

#[test]
fn a_draw_may_be_agreed_exactly_where_agree_draw_takes_it() {
    for id in desert_games::RULESET_IDS {
        let mut g = game(id, json!({}));
        let offered = g.situation().draw_by_agreement;
        assert_eq!(offered, g.agree_draw().is_ok(), "{id}");
        assert!(!g.situation().draw_by_agreement, "{id}: not once the game is over");
    }
    assert!(game("siga", json!({})).situation().draw_by_agreement);
}

#[test]
fn seig_paths_run_every_hole_once_step_by_step_and_dark_runs_light_backwards() {
    let seig = game("seig", json!({}));
    let [light, dark] = seig.situation().paths.unwrap().map(|mut paths| {
        assert_eq!(paths.len(), 1, "one path a side");
        assert!(!paths[0].circuit);
        paths.remove(0).holes
    });
    assert_eq!(light.len(), 48);
    let mut holes = light.clone();
    holes.sort();
    holes.dedup();
    assert_eq!(holes.len(), 48, "every hole once");
    let place = |hole: &str| (hole.as_bytes()[0] as i32, hole[1..].parse::<i32>().unwrap());
    for pair in light.windows(2) {
        let ((r0, c0), (r1, c1)) = (place(&pair[0]), place(&pair[1]));
        assert_eq!((r0 - r1).abs() + (c0 - c1).abs(), 1, "{} to {} is one step", pair[0], pair[1]);
    }
    let backwards: Vec<String> = light.iter().rev().cloned().collect();
    assert_eq!(dark, backwards);
}

/// A dry run reports what playing would (a throw's faces too: the stream is
/// part of the position), and changes nothing.
#[test]
fn check_reports_what_play_then_reports_and_changes_nothing() {
    for id in desert_games::RULESET_IDS {
        let mut g = game(id, json!({ }));
        for ply in 0..60 {
            let legal = g.legal_moves();
            let Some(text) = legal.get(ply * 5 % legal.len().max(1)).cloned() else { break };
            let before = (g.to_json(), g.legal_moves());
            let checked = g.check(&text);
            assert_eq!((g.to_json(), g.legal_moves()), before, "{id}: check changed the game");
            let played = g.play(&text).unwrap();
            let (canonical, foreseen) = checked.unwrap();
            assert_eq!(canonical, text, "{id} ply {ply}: legal moves are canonical");
            assert_eq!(foreseen, played, "{id} ply {ply}");
        }
    }
}

#[test]
fn a_throw_passes_on_only_when_its_seat_had_nothing_to_spend_and_reports_it() {
    let (mut passed, mut spent) = (0, 0);
    for seed in 0..6u64 {
        let mut seig = game("seig", json!({ "seed": seed }));
        for ply in 0..1500 {
            let legal = seig.legal_moves();
            let Some(text) = legal.get(ply % legal.len().max(1)).cloned() else { break };
            let report = seig.play(&text).unwrap();
            let same_seat = report.next.side == Some(report.side) && report.next.seat == Some(report.seat);
            let another_seat_acts = !same_seat && !report.status.over;
            assert_eq!(report.passed_on, report.throw.is_some() && another_seat_acts, "{text}: {report:?}");
            let Some(thrown) = report.throw else { continue };
            if thrown.passed {
                passed += 1;
                assert!(thrown.kind.stops_to_spend(), "{:?} stops to spend", thrown.kind);
                assert!(!same_seat && report.next.phase == "throw" && seig.pool().is_empty(), "the sticks pass on, the values lost");
            } else if thrown.kind.stops_to_spend() && !report.status.over {
                spent += 1;
                assert_eq!(report.next.phase, "spend", "{:?} not passed: the seat spends", thrown.kind);
            }
            assert!(!(thrown.kind == ThrowKind::Four && thrown.passed), "a four throws again");
        }
    }
    assert!(passed > 0 && spent > 0, "both ways were seen: {passed} passed, {spent} spent");
}

/// The record's line for a move and a spend's values come from the engine, so
/// the page writes no move text: checked on every move of a few games of each rule set.
#[test]
fn a_moves_listed_text_and_spent_values_are_the_engines() {
    let (mut unwritten_captures, mut spends) = (0, 0);
    for id in desert_games::RULESET_IDS {
        for seed in 0..3u64 {
            let mut g = game(id, json!({}));
            let mut pick = desert_games::core::Rng::new(seed);
            for _ in 0..300 {
                let moves = g.moves();
                if moves.is_empty() {
                    break;
                }
                let entry = &moves[(pick.next_u64() % moves.len() as u64) as usize];
                let report = g.play(&entry.text).unwrap();
                let taken = report.captured.len();
                if taken > 0 && !report.written_capture {
                    unwritten_captures += 1;
                    assert_eq!(report.listed, format!("{} x{taken}", report.text), "{id}");
                } else {
                    assert_eq!(report.listed, report.text, "{id}");
                }
                // A spend's values are written as its text ends (`b3-c5:4+3`), largest first.
                let joined = report.spent.as_ref().map(|values| values.iter().map(u8::to_string).collect::<Vec<_>>().join("+"));
                assert_eq!(report.spent_text, joined, "{id}: {}", report.text);
                if let Some(values) = &report.spent_text {
                    assert!(report.text.ends_with(&format!(":{values}")), "{id}: {} spends {values}", report.text);
                }
                assert_eq!(entry.spent_text, report.spent_text, "{id}");
                spends += usize::from(joined.is_some());
            }
        }
    }
    assert!(unwritten_captures > 0 && spends > 0, "the games had {unwritten_captures} captures the text does not show and {spends} spends");
}
