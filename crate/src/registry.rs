//! The one registry of games: every rule set, what `rulesets()` says of it,
//! how a game of it starts, and how a saved game finds its rule set again.
//! It stands above `session`, which plays any one game without knowing the others.

use crate::core::options::OptionReader;
use crate::core::{Capabilities, Error, Kind, Reason, Setup, Side};
use crate::games::seega::{Board, Five, Nine, Seega, Seven};
use crate::games::sig::{el_oued::ElOued, mauritania::Mauritania, mzab::Mzab, tidikelt::Tidikelt, tozeur::Tozeur, western_sahara::WesternSahara, Sig};
use crate::games::{seig::Seig, siga::Siga};
use crate::rules::Rules;
use crate::session::{GameApi, Session, SAVE_FORMAT};
use crate::teach::Teach;
use serde::Serialize;
use serde_json::{Map, Value};

#[cfg(test)]
mod tests;

/// What `rulesets()` says of one rule set.
#[derive(Clone, Debug, Serialize)]
pub struct RulesetInfo {
    /// The rule set's id, as `new_game` takes it (`"siga"`, `"seega-sudan"`, ...).
    pub id: &'static str,
    /// The rule set's name in English.
    pub name: &'static str,
    /// Every option at its default, by name.
    pub options: Map<String, Value>,
    /// What each option accepts: `{ choices }` or `{ min, max }` by name.
    pub forms: Map<String, Value>,
    /// Whether pieces step on a grid or race along holes.
    pub kind: Kind,
    /// What the rules have: placement, capture series, throws, teams, boards...
    pub capabilities: Capabilities,
}

/// One game of the registry: its id, what `rulesets()` says of it, and how a game of it starts.
struct Registered {
    id: &'static str,
    info: fn() -> RulesetInfo,
    /// A game at the start (`entropy` seeds its stream), or from a setup.
    make: fn(&Map<String, Value>, u64, Option<&Setup>) -> Result<Box<dyn GameApi>, Error>,
}

/// Every rule set, in the order `rulesets()` lists them: the one list of games.
/// A new rule set is one line here; everything else reads this.
const GAMES: [Registered; 10] = [
    Registered { id: Siga::ID, info: info::<Siga>, make: make::<Siga> },
    Registered { id: <Seega<false>>::ID, info: info::<Seega<false>>, make: make_seega::<false> },
    Registered { id: <Seega<true>>::ID, info: info::<Seega<true>>, make: make_seega::<true> },
    Registered { id: Seig::ID, info: info::<Seig>, make: make::<Seig> },
    Registered { id: <Sig<Mauritania>>::ID, info: info::<Sig<Mauritania>>, make: make::<Sig<Mauritania>> },
    Registered { id: <Sig<WesternSahara>>::ID, info: info::<Sig<WesternSahara>>, make: make::<Sig<WesternSahara>> },
    Registered { id: <Sig<Tidikelt>>::ID, info: info::<Sig<Tidikelt>>, make: make::<Sig<Tidikelt>> },
    Registered { id: <Sig<Mzab>>::ID, info: info::<Sig<Mzab>>, make: make::<Sig<Mzab>> },
    Registered { id: <Sig<Tozeur>>::ID, info: info::<Sig<Tozeur>>, make: make::<Sig<Tozeur>> },
    Registered { id: <Sig<ElOued>>::ID, info: info::<Sig<ElOued>>, make: make::<Sig<ElOued>> },
];

/// The id of every rule set, in the registry's order.
pub const RULESET_IDS: [&str; GAMES.len()] = {
    let mut ids = [""; GAMES.len()];
    let mut i = 0;
    while i < GAMES.len() {
        ids[i] = GAMES[i].id;
        i += 1;
    }
    ids
};

fn info<R: Rules>() -> RulesetInfo {
    // One reading of the defaults gives both the options and what each accepts.
    let none = Map::new();
    let mut reader = OptionReader::new(R::ID, &none);
    let defaults = R::read_options_with(&mut reader).expect("the defaults of every rule set are valid");
    RulesetInfo {
        id: R::ID,
        name: R::NAME,
        options: R::options_json(&defaults),
        forms: reader.into_forms(),
        kind: R::KIND,
        capabilities: R::capabilities(),
    }
}

/// A game of `R` with options read: at the start, or from `setup` once checked.
fn session<R: Teach>(options: R::Options, entropy: u64, setup: Option<&Setup>) -> Result<Box<dyn GameApi>, Error> {
    Ok(match setup {
        None => Box::new(Session::<R>::new(options, entropy)),
        Some(setup) => Box::new(Session::<R>::from_setup(options, setup, entropy)?),
    })
}

fn make<R: Teach>(options: &Map<String, Value>, entropy: u64, setup: Option<&Setup>) -> Result<Box<dyn GameApi>, Error> {
    session::<R>(R::read_options(options)?, entropy, setup)
}

/// Each Seega board is its own type: the options read pick it.
fn make_seega<const EGYPT: bool>(options: &Map<String, Value>, entropy: u64, setup: Option<&Setup>) -> Result<Box<dyn GameApi>, Error> {
    let options = Seega::<EGYPT>::read_options(options)?;
    match options.board {
        Board::Five => session::<Seega<EGYPT, Five>>(options, entropy, setup),
        Board::Seven => session::<Seega<EGYPT, Seven>>(options, entropy, setup),
        Board::Nine => session::<Seega<EGYPT, Nine>>(options, entropy, setup),
    }
}

/// Every rule set with its options at their defaults.
pub fn rulesets() -> Vec<RulesetInfo> {
    GAMES.iter().map(|game| (game.info)()).collect()
}

/// A new game of rule set `id`; `entropy` seeds the random stream where the options give no seed.
pub fn new_game(id: &str, options: &Map<String, Value>, entropy: u64) -> Result<Box<dyn GameApi>, Error> {
    (registered(id)?.make)(options, entropy, None)
}

/// A game of rule set `id` from the position `setup` describes (`Setup::read`
/// reads it from JSON), once its rules checked it; `entropy` seeds the random
/// stream where the options give no seed, as in `new_game`.
pub fn from_setup(id: &str, options: &Map<String, Value>, setup: &Setup, entropy: u64) -> Result<Box<dyn GameApi>, Error> {
    (registered(id)?.make)(options, entropy, Some(setup))
}

fn registered(id: &str) -> Result<&'static Registered, Error> {
    GAMES.iter().find(|game| game.id == id).ok_or_else(|| Error::UnknownRuleset { id: id.to_string(), known: &RULESET_IDS })
}

/// Loads a saved game by replaying it; refuses anything that is not a valid save.
pub fn from_json(text: &str) -> Result<Box<dyn GameApi>, Error> {
    let bad = |why: &str| Error::BadSave(why.to_string());
    // An error met while loading, worded once: a `bad-save` keeps its own detail.
    let detail = |e: Error| match e {
        Error::BadSave(why) => why,
        other => other.to_string(),
    };
    let save: Value = serde_json::from_str(text).map_err(|e| Error::BadSave(format!("not JSON ({e})")))?;
    let save = save.as_object().ok_or_else(|| bad("expected a JSON object"))?;
    // A whole number, however JSON writes it: 1, 1.0 and 1e0 are format 1.
    match save.get("format").and_then(Value::as_f64) {
        Some(f) if f.fract() == 0.0 && f >= 1.0 && f <= SAVE_FORMAT as f64 => {}
        Some(f) if f.fract() == 0.0 && f > SAVE_FORMAT as f64 => {
            return Err(Error::BadSave(format!("format {} is newer than this app understands ({SAVE_FORMAT})", save["format"])))
        }
        Some(_) => return Err(Error::BadSave(format!("format {} is not a save format (1 to {SAVE_FORMAT})", save["format"]))),
        None => return Err(bad("no \"format\" number")),
    }
    let id = save.get("ruleset").and_then(Value::as_str).ok_or_else(|| bad("no \"ruleset\""))?;
    let empty = Map::new();
    let options = match save.get("options") {
        None | Some(Value::Null) => &empty,
        Some(v) => v.as_object().ok_or_else(|| bad("\"options\" is not an object"))?,
    };
    // Saves made before seeds were refused below 0 hold a negative seed: the
    // same stream starts at its two's complement, which loads as decimal text.
    let mut migrated;
    let options = match options.get("seed").and_then(Value::as_i64).filter(|s| *s < 0) {
        Some(negative) => {
            migrated = options.clone();
            migrated.insert("seed".into(), Value::String((negative as u64).to_string()));
            &migrated
        }
        None => options,
    };
    let stream = match save.get("stream") {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.as_str().and_then(|s| s.parse::<u64>().ok()).ok_or_else(|| bad("\"stream\" is not a number in text"))?),
    };
    let setup = match save.get("setup") {
        None | Some(Value::Null) => None,
        Some(v) => Some(Setup::read(v).map_err(|e| Error::BadSave(format!("the setup: {}", detail(e))))?),
    };
    let mut game = (registered(id).and_then(|game| (game.make)(options, stream.unwrap_or(0), setup.as_ref())))
        .map_err(|e| Error::BadSave(detail(e)))?;
    let moves = save.get("moves").and_then(Value::as_array).ok_or_else(|| bad("no \"moves\" list"))?;
    for (i, mv) in moves.iter().enumerate() {
        let text = mv.as_str().ok_or_else(|| Error::BadSave(format!("move {} is not text", i + 1)))?;
        game.play(text).map_err(|e| Error::BadSave(format!("move {} ({}): {}", i + 1, crate::core::error::quoted(text), detail(e))))?;
    }
    if let Some(end) = save.get("declared").filter(|v| !v.is_null()) {
        let reason = end.get("reason").and_then(Value::as_str).and_then(Reason::parse);
        let winner = end.get("winner").and_then(Value::as_u64).and_then(Side::from_index);
        match (reason, winner) {
            (Some(Reason::Resigned), Some(w)) => game.resign(w.opponent()),
            (Some(Reason::Agreement), None) => game.agree_draw(),
            _ => Err(bad("\"declared\" is not a resignation or an agreed draw")),
        }
        .map_err(|e| Error::BadSave(format!("the declared end: {}", detail(e))))?;
    }
    Ok(game)
}
