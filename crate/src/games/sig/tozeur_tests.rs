//! Tozeur (RULES.md 7.6): M'zab's race (its rules are tested in `mzab_tests.rs`)
//! with 13 holes a row, a throw worth its number of W, and only a 1 freeing.

use super::board::PieceState;
use super::tests::*;
use super::tozeur::Tozeur;
use super::Sig;
use crate::core::{Outcome, Phase, Reason, Side};
use crate::registry::new_game;
use crate::rules::Rules;
use serde_json::json;

fn tozeur(pieces: &[(&str, Side, PieceState)], side: Side) -> Sig<Tozeur> {
    position::<Tozeur>(json!({}), pieces, side)
}

#[test]
fn thirteen_pieces_a_side_start_locked_on_four_rows_of_thirteen() {
    let g = game("seig-tozeur", json!({}));
    let board = serde_json::to_value(g.board()).unwrap();
    assert_eq!((board["rows"].clone(), board["columns"].clone()), (json!(4), json!(13)));
    assert_eq!(board["cells"].as_array().unwrap().iter().filter(|&c| c == &json!(1)).count(), 13);
    assert_eq!(board["cells"].as_array().unwrap()[39..].to_vec(), vec![json!(2); 13], "side 1 on row d");
    assert_eq!(board["states"], json!(vec![0; 52]));
    assert_eq!(g.status().pieces, [13, 13]);
    assert_eq!(g.options(), *json!({ "noCaptureTurns": 1000 }).as_object().unwrap());
    let error = new_game("seig-tozeur", json!({ "holes": 13 }).as_object().unwrap(), 0).err().expect("no holes option");
    assert_eq!(error.code(), "unknown-option");
}

#[test]
fn a_throw_is_worth_its_number_of_w() {
    let moved: Vec<String> = (0..=6)
        .map(|whites| {
            let mut pos = tozeur(&[("a1", LIGHT, Free), ("d1", DARK, Free)], LIGHT);
            play(&mut pos, &faces(6, whites));
            texts(&pos).join(" ")
        })
        .collect();
    assert_eq!(moved, ["throw", "a1-a2:1", "a1-a3:2", "a1-a4:3", "a1-a5:4", "a1-a6:5", "a1-a7:6"]);
}

#[test]
fn only_a_1_frees_a_locked_piece() {
    for whites in 0..=6 {
        let mut pos = tozeur(&[("a3", LIGHT, Locked), ("d1", DARK, Free)], LIGHT);
        play(&mut pos, &faces(6, whites));
        let expected: Vec<String> = if whites == 1 { vec!["a3-a4:1".into()] } else { vec!["throw".into()] };
        assert_eq!(texts(&pos), expected, "{whites} W");
    }
}

#[test]
fn the_race_takes_on_any_row_and_ends_as_m_zab_s() {
    let mut pos = tozeur(&[("c12", LIGHT, Free), ("d13", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 2));
    play(&mut pos, "c12-d13:2");
    assert_eq!(pos.outcome(), Some(Outcome::win(LIGHT, Reason::CapturedAll)));
    let mut pos = tozeur(&[("c13", LIGHT, Free), ("a2", DARK, Free)], LIGHT);
    play(&mut pos, &faces(6, 5));
    play(&mut pos, "c13-d9:5");
    assert_eq!((pos.outcome(), pos.phase()), (Some(Outcome::draw(Reason::AllHome)), Phase::Over));
}

#[test]
fn random_games_end_and_the_computer_answers_legally() {
    for (limit, seed) in [(20, 1), (1000, 2), (1000, 3)] {
        let mut g = game("seig-tozeur", json!({ "noCaptureTurns": limit, "seed": seed }));
        play_to_end(&mut *g, seed);
        assert!(["captured-all", "all-home", "no-capture-limit", "blocked"].contains(&g.status().reason.unwrap()));
    }
    computer_answers_legally("seig-tozeur", json!({ "seed": 4 }));
}

#[test]
fn undo_save_and_load_reproduce_the_position() {
    undo_save_and_load_reproduce("seig-tozeur", json!({ "seed": 12 }), 120);
}

#[test]
fn another_variants_moves_are_refused_by_name() {
    let mut g = game("seig-tozeur", json!({ "seed": 6 }));
    refused_unchanged(&mut *g, "x c7", "other-variant");
    refused_unchanged(&mut *g, "free-all:13", "other-variant");
    refused_unchanged(&mut *g, "a14-b14:1", "unreadable");
}
