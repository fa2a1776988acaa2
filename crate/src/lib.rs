//! Desert Games: the rules and computer player of Siga, Seega and Seig,
//! three traditional games of Egypt and Sudan.
//!
//! Plain Rust: only the `bindings` module, built for `wasm32` alone, knows
//! about the browser. A game is a [`GameApi`]: start one with [`new_game`],
//! list its moves, play them as text, ask the computer for one, save it
//! with [`GameApi::to_json`] and load it with [`from_json`].
//!
//! The rule sets are `"siga"`, `"seega-sudan"`, `"seega-egypt"`, `"seig"` and
//! Sig's regional variants (`"seig-western-sahara"`, `"seig-mzab"`,
//! `"seig-tozeur"`, ...) ([`RULESET_IDS`]); [`rulesets`] gives each one's
//! options and what they accept.
//!
//! # Create a game
//!
//! ```
//! use serde_json::{json, Map, Value};
//!
//! // Options by name, as `rulesets()` lists them; missing ones take their defaults.
//! let options: Map<String, Value> = json!({ "board": "7x7" }).as_object().unwrap().clone();
//! let game = desert_games::new_game("seega-sudan", &options, 42)?;
//! assert_eq!(game.ruleset(), "seega-sudan");
//! assert_eq!(game.options()["board"], "7x7");
//! # Ok::<(), desert_games::Error>(())
//! ```
//!
//! # List and play moves
//!
//! ```
//! let mut game = desert_games::new_game("siga", &Default::default(), 0)?;
//! let moves = game.legal_moves();
//! let report = game.play(&moves[0])?;
//! assert_eq!(report.text, moves[0]);
//! assert_eq!(game.history(), vec![moves[0].clone()]);
//! # Ok::<(), desert_games::Error>(())
//! ```
//!
//! # Ask the computer
//!
//! ```
//! use desert_games::{Level, Limits};
//!
//! let mut game = desert_games::new_game("seega-egypt", &Default::default(), 0)?;
//! // A node budget and a seed make the answer the same on every machine; the
//! // clock (milliseconds) only matters when the limits give a time.
//! let limits = Limits { nodes: Some(2_000), seed: 7, ..Limits::level(Level::Easy) };
//! let best = game.ai_move(&limits, &|| 0.0)?;
//! assert!(game.legal_moves().contains(&best));
//! game.play(&best)?;
//! # Ok::<(), desert_games::Error>(())
//! ```
//!
//! # Save and load
//!
//! ```
//! let mut game = desert_games::new_game("seig", &Default::default(), 5)?;
//! let first = game.legal_moves()[0].clone();
//! game.play(&first)?;
//! let saved = game.to_json();
//! let loaded = desert_games::from_json(&saved)?;
//! assert_eq!(loaded.history(), game.history());
//! assert_eq!(loaded.to_json(), saved);
//! # Ok::<(), desert_games::Error>(())
//! ```
#![warn(missing_docs)]

// Internals: public for the crate's own tests, examples, benchmarks and fuzz
// targets, hidden from the documentation and not part of the API (they may
// change in any release). What the API needs of them is re-exported below.
#[doc(hidden)]
pub mod core;
#[doc(hidden)]
pub mod games;
#[doc(hidden)]
pub mod race;
#[doc(hidden)]
pub mod rules;
#[doc(hidden)]
pub mod search;
#[doc(hidden)]
pub mod teach;

pub mod registry;
pub mod session;

#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod bindings;

pub use crate::core::{Act, Barrier, Blocked, BoardView, Capabilities, Cause, Error, Kind, MoveParts, MoveShape, MoveWords, Phase, Run, Setup, Side};
pub use crate::race::{RacePath, Release, SeigSituation, ThrowFacts, ThrowKind, ThrowRow, ThrowTable};
pub use registry::{from_json, from_setup, new_game, rulesets, RulesetInfo, RULESET_IDS};
pub use rules::Clock;
pub use search::{Level, Limits};
pub use session::GameApi;
pub use teach::review::Forced;
pub use teach::{Hint, Judgement, Mark, MoveReason};
