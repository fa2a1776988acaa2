//! What every game supplies to the engine: its rules, as one position type.
//! The session, the bindings and the search are written once against this.

use crate::core::options::OptionReader;
use crate::core::refusal::CommonRefusal;
use crate::core::{BoardView, Capabilities, Cause, Kind, Error, MoveParts, MoveWords, Outcome, Phase, Setup, Side};
use crate::race::ThrowTable;
use serde_json::{Map, Value};

mod move_facts;
mod played;
mod situation;

pub use move_facts::MoveFacts;
pub use played::Played;
pub use situation::Situation;

/// Milliseconds since some fixed point; native code and the browser pass their own.
pub type Clock<'a> = &'a dyn Fn() -> f64;

pub trait Rules: Clone + 'static {
    type Move: Copy + Eq + std::fmt::Debug;
    type Options: Clone + std::fmt::Debug;

    /// The rule set id of RULES.md.
    const ID: &'static str;
    /// The game's name for people.
    const NAME: &'static str;
    /// The shape of the game, which decides how a page shows it.
    const KIND: Kind;

    /// What the rules have: phases, series, throws, teams, boards, what a move is made of.
    fn capabilities() -> Capabilities;

    /// Reads every option through `reader`: missing names take defaults, bad values are errors.
    fn read_options_with(reader: &mut OptionReader) -> Result<Self::Options, Error>;
    /// Reads options from a JSON object; missing names take defaults, unknown
    /// names and bad values are errors.
    fn read_options(given: &Map<String, Value>) -> Result<Self::Options, Error> {
        let mut reader = OptionReader::new(Self::ID, given);
        let options = Self::read_options_with(&mut reader)?;
        reader.finish()?;
        Ok(options)
    }
    /// Every option, defaults filled in (absent optional ones left out).
    fn options_json(options: &Self::Options) -> Map<String, Value>;
    /// The start position; `entropy` seeds the random stream when the options give no seed.
    fn start(options: &Self::Options, entropy: u64) -> Self;
    /// The position `setup` describes, once checked: refused (`Error::BadSetup`)
    /// where these rules never reach it or could not go on from it exactly.
    /// `entropy` seeds the random stream as in `start`.
    fn from_setup(options: &Self::Options, setup: &Setup, entropy: u64) -> Result<Self, Error>;
    /// This position as a setup, which `from_setup` takes back.
    fn setup(&self) -> Setup;

    fn to_move(&self) -> Side;
    /// Seig: the seat within its side that acts; other games: 0.
    fn seat(&self) -> u8 {
        0
    }
    fn phase(&self) -> Phase;
    fn outcome(&self) -> Option<Outcome>;
    /// Every legal move; none once the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move that `legal_moves` listed.
    fn play(&mut self, mv: Self::Move) -> Played;
    /// Canonical text of a legal move in this position.
    fn move_text(&self, mv: Self::Move) -> String;
    /// Reads move text and returns the legal move it names, or says why not.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Error>;
    /// Reads move text as a person typed it, in the reader's `words` or the
    /// rules' own. A game that throws no sticks refuses a typed throw by name
    /// rather than as text it cannot read.
    fn read_move(&self, text: &str, words: &MoveWords) -> Result<Self::Move, Error> {
        if !Self::capabilities().throws && words.names_throw(text) {
            return Err(Error::Illegal { text: text.to_string(), why: CommonRefusal::NoThrows { game: Self::NAME }.into() });
        }
        self.parse_move(text)
    }

    /// What the legal move `mv` is made of, as data.
    fn move_parts(&self, mv: Self::Move) -> MoveParts;
    /// What `mv`, played from here with result `played`, did; `after` is the position it left.
    fn move_facts(&self, mv: Self::Move, _played: Played, _after: &Self) -> MoveFacts {
        MoveFacts { parts: self.move_parts(mv), ..MoveFacts::default() }
    }
    /// What is going on beyond the board.
    fn situation(&self) -> Situation {
        Situation::default()
    }
    /// Squares the board marks for the rules (Seega's centre, empty during placement).
    fn marked(&self) -> Vec<String> {
        Vec::new()
    }
    /// Why a game that ended by count did (Seega).
    fn count_cause(&self) -> Option<Cause> {
        None
    }
    /// Seig: the table of throws with its chances.
    fn throw_table(&self) -> Option<ThrowTable> {
        None
    }

    fn board(&self) -> BoardView;
    fn square_name(&self, index: usize) -> String;
    /// Pieces on the board (Seig: in the game), per side.
    fn pieces(&self) -> [u32; 2];
    /// Seig: values waiting to be spent.
    fn pool(&self) -> Vec<u8> {
        Vec::new()
    }
    /// Why no legal move is made of these parts (board indices): `to` alone a
    /// placement, `from` alone any move of the mover's piece there, both a step;
    /// `None` when the rules name no reason (the move is legal, or nothing but the
    /// board stands in the way: a square too far, a piece hemmed in).
    fn refusal(&self, _from: Option<usize>, _to: Option<usize>) -> Option<Error> {
        None
    }
    /// Ok when `side` may resign now, else why not.
    fn may_resign(&self, side: Side) -> Result<(), Error>;
    fn draw_by_agreement(&self) -> Result<(), Error> {
        Err(Error::NotAllowed(CommonRefusal::NoDrawAgreement { game: Self::NAME }.into()))
    }
    /// The random stream's state, for games that throw.
    fn stream_state(&self) -> Option<u64> {
        None
    }
    fn set_stream_state(&mut self, _state: u64) {}
}
