//! Issue 49 for the race games: at every ply of random games, the position
//! made from the position's setup is the very same position (its turn state,
//! counts and search key), its random stream aside, which a new game from a
//! setup draws afresh.

use super::seig::Seig;
use super::sig::{el_oued::ElOued, mauritania::Mauritania, mzab::Mzab, tidikelt::Tidikelt, tozeur::Tozeur, western_sahara::WesternSahara, Sig};
use crate::core::{Reason, Rng};
use crate::search::expectimax::Chance;
use serde_json::{json, Value};
use std::fmt::Debug;

/// Plays `games` random games of `R` with `options`, comparing each position with the one its setup makes.
fn each_position_comes_back<R: Chance + PartialEq + Debug>(options: Value, games: u64) -> usize {
    let options = R::read_options(options.as_object().expect("options")).expect("valid options");
    let mut compared = 0;
    for game in 0..games {
        let mut rng = Rng::new(game);
        let mut pos = R::start(&options, game);
        let mut moves = Vec::new();
        for ply in 0..2_000 {
            let setup = pos.setup();
            if let Some(end) = pos.outcome() {
                // A setup is a game going on: the end is refused, but for Sig's `blocked`, which
                // the turn before decides (a piece moved in it), and no setup holds.
                let made = R::from_setup(&options, &setup, game).map(|_| ()).map_err(|e| e.code());
                assert!(made == Err("setup-over") || end.reason == Reason::Blocked, "{} game {game}: {end:?}", R::ID);
                break;
            }
            let mut copy = R::from_setup(&options, &setup, game + 1).unwrap_or_else(|e| panic!("{} game {game} ply {ply}: {e}\n{setup:?}", R::ID));
            copy.set_stream_state(pos.stream_state().expect("a race game has a stream"));
            assert_eq!(copy, pos, "{} game {game} ply {ply}", R::ID);
            assert_eq!((copy.key(), copy.setup()), (pos.key(), setup));
            compared += 1;
            moves.clear();
            pos.legal_moves(&mut moves);
            let Some(&mv) = moves.get(rng.below(moves.len().max(1) as u64) as usize) else { break };
            pos.play(mv);
        }
    }
    compared
}

#[test]
fn every_race_position_is_its_setup() {
    let compared = [
        each_position_comes_back::<Seig>(json!({}), 15),
        each_position_comes_back::<Seig>(json!({ "teamSize": 3, "firstSide": 1, "fourMoves": 3 }), 10),
        each_position_comes_back::<Sig<Mauritania>>(json!({ "teamSize": 2, "holes": 10 }), 15),
        each_position_comes_back::<Sig<WesternSahara>>(json!({}), 15),
        each_position_comes_back::<Sig<Tidikelt>>(json!({}), 15),
        each_position_comes_back::<Sig<Tidikelt>>(json!({ "sticks": 6 }), 10),
        each_position_comes_back::<Sig<Mzab>>(json!({ "holes": 8 }), 15),
        each_position_comes_back::<Sig<Tozeur>>(json!({}), 15),
        each_position_comes_back::<Sig<ElOued>>(json!({}), 15),
    ];
    for (i, n) in compared.iter().enumerate() {
        assert!(*n > 1_000, "rule set {i}: {n} positions compared");
    }
}
