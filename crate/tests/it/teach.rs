//! Hints, reasons and review marks through `GameApi`, on real games.

use desert_games::core::Side;
use desert_games::search::{Level, Limits};
use desert_games::session::Squares;
use desert_games::teach::review::{light_chance, BLUNDER, MISTAKE};
use desert_games::teach::Mark;
use desert_games::{new_game, GameApi};
use serde_json::{json, Value};

fn game(id: &str, options: Value, moves: &[&str]) -> Box<dyn GameApi> {
    let mut g = new_game(id, options.as_object().expect("an object"), 1).expect("a game");
    for text in moves {
        g.play(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    g
}

fn limits() -> Limits {
    Limits { level: Level::Hard, time_ms: None, nodes: Some(20_000), seed: 7 }
}

const CLOCK: &dyn Fn() -> f64 = &|| 0.0;

/// Light plays sensibly; Dark walks three pieces, one after another, onto
/// squares where Light takes them for nothing.
const GIVEAWAY: [&str; 10] = ["c2-c3", "c5-c4", "c3xc4", "d5-d4", "c4xd4", "e5-e4", "d4xe4", "a5-a4", "e2-e3", "a6-a5"];

#[test]
fn a_review_marks_pieces_given_away_as_blunders_and_shows_a_better_move() {
    let g = game("siga", json!({}), &GIVEAWAY);
    let judged: Vec<_> = (0..GIVEAWAY.len() as u64).map(|i| g.judge_move(i, &limits(), CLOCK).unwrap()).collect();
    for (i, j) in judged.iter().enumerate() {
        assert_eq!(j.text, GIVEAWAY[i]);
        let given_away = [1, 3, 5].contains(&i);
        assert_eq!(j.mark.is_some(), given_away, "move {i}: {j:?}");
        if !given_away {
            assert_eq!((j.better.as_ref(), j.better_reasons.len()), (None, 0), "move {i}");
            continue;
        }
        assert!(j.loss >= BLUNDER, "move {i} loses a piece: {j:?}");
        assert_eq!(j.mark, Some(Mark::Blunder));
        assert!(j.reasons.iter().any(|r| r.code == "exposes"), "the reasons say the piece can be taken: {j:?}");
        // The better move keeps the material as it was: Dark stays as many pieces down as before.
        let before = g.game_after(i as u64).unwrap().status().pieces;
        let material = 100 * (before[1] as i32 - before[0] as i32);
        let better = j.better.clone().expect("a better move");
        assert!(j.best_value.unwrap() > material - MISTAKE, "move {i}: {better} keeps the pieces: {j:?}");
        assert!(GIVEAWAY[i] != better);
    }
    // The same limits give the same review.
    assert_eq!(judged[3], g.judge_move(3, &limits(), CLOCK).unwrap());
}

#[test]
fn judging_names_beyond_history_and_illegal_moves_and_changes_nothing() {
    let g = game("siga", json!({}), &GIVEAWAY[..2]);
    let save = g.to_json();
    assert_eq!(g.judge_move(2, &limits(), CLOCK).unwrap_err().code(), "beyond-history");
    assert_eq!(g.judge_move(u64::MAX, &limits(), CLOCK).unwrap_err().code(), "beyond-history");
    assert_eq!(g.judge_next("a1-a9", &limits(), CLOCK).unwrap_err().code(), "not-a-square");
    assert_eq!(g.explain("f6-f5").unwrap_err().code(), "no-piece-on");
    let judged = g.judge_next("c3xc4", &limits(), CLOCK).unwrap();
    assert_eq!((judged.mark, judged.loss), (None, 0));
    assert_eq!(g.to_json(), save);
}

#[test]
fn seig_throws_are_never_judged_and_a_spend_is_judged_by_its_expectation() {
    let mut g = game("seig", json!({ "seed": 4 }), &[]);
    while g.phase().as_str() != "spend" {
        g.play(&g.ai_move(&limits(), CLOCK).unwrap()).unwrap();
    }
    let history = g.history();
    for i in 0..history.len() as u64 {
        let j = g.judge_move(i, &limits(), CLOCK).unwrap();
        assert!(j.text.starts_with("throw:"));
        assert_eq!((j.best, j.best_value, j.mark, j.loss), (None, None, None, 0));
    }
    let hint = g.hint(&limits(), CLOCK).unwrap();
    assert!(g.legal_moves().contains(&hint.text));
    let values = g.move_values(&limits(), CLOCK).unwrap();
    assert_eq!(values.len(), g.legal_moves().len());
    assert!(values.windows(2).all(|w| w[0].value >= w[1].value), "best first");
    let worst = values.last().unwrap();
    let judged = g.judge_next(&worst.text, &limits(), CLOCK).unwrap();
    assert_eq!(judged.loss, (judged.best_value.unwrap() - judged.played_value.unwrap()).max(0));
}

#[test]
fn a_hint_in_a_throw_phase_is_the_throw_without_reasons() {
    let g = game("seig", json!({ "seed": 4 }), &[]);
    let hint = g.hint(&limits(), CLOCK).unwrap();
    assert_eq!((hint.text.as_str(), hint.reasons.len()), ("throw", 0));
    assert_eq!(g.move_values(&limits(), CLOCK).unwrap()[0].text, "throw");
}

#[test]
fn a_finished_game_gives_no_hint() {
    let mut g = game("siga", json!({}), &[]);
    g.resign(Side::Light).unwrap();
    assert_eq!(g.hint(&limits(), CLOCK).unwrap_err().code(), "game-over");
    assert_eq!(g.move_values(&limits(), CLOCK).unwrap_err().code(), "game-over");
    assert_eq!(g.judge_next("a2-a3", &limits(), CLOCK).unwrap_err().code(), "game-over");
}

#[test]
fn a_review_judges_every_move_and_gives_lights_chance_before_it() {
    let g = game("siga", json!({}), &GIVEAWAY[..4]);
    for index in 0..4 {
        let step = g.review_step(index, &limits(), CLOCK).unwrap();
        assert_eq!((step.index, step.total), (index as usize, 5));
        let reviewed = step.judgement.expect("a move played from here");
        let judgement = &reviewed.judgement;
        assert_eq!(*judgement, g.judge_move(index, &limits(), CLOCK).unwrap());
        let mover = if index % 2 == 0 { Side::Light } else { Side::Dark };
        assert_eq!(step.chance, light_chance(judgement.best_value.unwrap(), mover), "move {index}");
        let better_squares = judgement.better.as_deref().map(|better| {
            let (from, to) = better.split_once(['-', 'x']).unwrap();
            Squares { from: Some(from.into()), to: Some(to.into()) }
        });
        assert_eq!(reviewed.better_squares, better_squares, "move {index}");
    }
    assert!(g.review_step(1, &limits(), CLOCK).unwrap().judgement.unwrap().better_squares.is_some(), "a blunder shows the better move");
    // After the last move: no move to judge, and Light, a piece up, is ahead.
    let last = g.review_step(4, &limits(), CLOCK).unwrap();
    assert_eq!((last.index, last.total, last.judgement), (4, 5, None));
    assert_eq!(last.chance, light_chance(g.analyse(&limits(), CLOCK).unwrap().value, Side::Light));
    assert!(last.chance > 0.5, "{}", last.chance);
    for beyond in [5, u64::MAX] {
        assert_eq!(g.review_step(beyond, &limits(), CLOCK).unwrap_err().code(), "beyond-history");
    }
}

#[test]
fn a_finished_games_review_ends_on_its_result() {
    let ends: [(fn(&mut dyn GameApi), f64); 3] = [
        (|g| g.resign(Side::Light).unwrap(), 0.0),
        (|g| g.resign(Side::Dark).unwrap(), 1.0),
        (|g| g.agree_draw().unwrap(), 0.5),
    ];
    for (end, chance) in ends {
        let mut g = game("siga", json!({}), &GIVEAWAY[..2]);
        end(&mut *g);
        let last = g.review_step(2, &limits(), CLOCK).unwrap();
        assert_eq!((last.chance, last.judgement), (chance, None));
        assert!(g.review_step(1, &limits(), CLOCK).unwrap().judgement.is_some(), "the moves are still judged");
    }
}

#[test]
fn a_throw_in_a_review_takes_its_chance_from_a_search_of_its_position() {
    let mut g = game("seig", json!({ "seed": 4 }), &[]);
    g.play("throw").unwrap();
    let step = g.review_step(0, &limits(), CLOCK).unwrap();
    assert_eq!(step.judgement.unwrap().judgement.best_value, None, "a throw is not judged");
    let start = g.game_after(0).unwrap();
    assert_eq!(step.chance, light_chance(start.analyse(&limits(), CLOCK).unwrap().value, start.to_move()));
}
