//! Seega (RULES.md sections 2 and 3). PLACEHOLDER: being written.

use crate::core::{BoardView, Error, Outcome, Phase, Played, Side};
use crate::rules::{Clock, Rules};
use crate::search::{Limits, Report};
use serde_json::{Map, Value};

#[derive(Clone, Debug)]
pub struct Seega<const EGYPT: bool>;

impl<const EGYPT: bool> Rules for Seega<EGYPT> {
    type Move = u8;
    type Options = ();
    const ID: &'static str = if EGYPT { "seega-egypt" } else { "seega-sudan" };
    const NAME: &'static str = if EGYPT { "Seega (Egypt)" } else { "Seega (Sudan)" };
    fn read_options(_: &Map<String, Value>) -> Result<(), Error> { Ok(()) }
    fn options_json(_: &()) -> Map<String, Value> { Map::new() }
    fn start(_: &(), _: u64) -> Self { Seega }
    fn to_move(&self) -> Side { Side::Light }
    fn phase(&self) -> Phase { Phase::Placement }
    fn outcome(&self) -> Option<Outcome> { None }
    fn legal_moves(&self, _: &mut Vec<u8>) {}
    fn play(&mut self, _: u8) -> Played { Played::default() }
    fn move_text(&self, _: u8) -> String { String::new() }
    fn parse_move(&self, _: &str) -> Result<u8, Error> { Err(Error::GameOver) }
    fn board(&self) -> BoardView { BoardView::Grid { files: 5, ranks: 5, cells: vec![0; 25] } }
    fn square_name(&self, _: usize) -> String { String::new() }
    fn pieces(&self) -> [u32; 2] { [0, 0] }
    fn may_resign(&self, _: Side) -> Result<(), Error> { Ok(()) }
    fn think(&self, _: &Limits, _: Clock) -> Option<Report<u8>> { None }
}
