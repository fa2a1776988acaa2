//! Tozeur, Tunisia (`seig-tozeur`, RULES.md 7.6): M'zab's race on four rows
//! of 13 holes, where a throw is worth its number of W (D20) and only a 1
//! frees a locked piece.

use super::mzab::{LockedRace, Region};
use crate::core::options::OptionReader;
use crate::core::Error;
use serde_json::{Map, Value};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TozeurRegion;

pub type Tozeur = LockedRace<TozeurRegion>;

impl Region for TozeurRegion {
    /// Tozeur has no options of its own.
    type Options = ();
    const ID: &'static str = "seig-tozeur";
    const NAME: &'static str = "Sig (Tozeur)";
    const BOARD: &'static str = "4x13";
    const TABLE: [u8; 7] = [0, 1, 2, 3, 4, 5, 6];

    fn read_options(_: &mut OptionReader) -> Result<(), Error> {
        Ok(())
    }

    fn options_json(_: &(), _: &mut Map<String, Value>) {}

    fn holes(_: &()) -> u8 {
        13
    }

    fn frees(value: u8) -> bool {
        value == 1
    }
}
