//! Desert Games: the rules and computer player of Siga, Seega and Seig.
//! Plain Rust; only `bindings` knows about the browser.

pub mod core;
pub mod games;
pub mod registry;
pub mod rules;
pub mod search;
pub mod session;
pub mod teach;

#[cfg(target_arch = "wasm32")]
pub mod bindings;

pub use registry::{from_json, new_game, rulesets, RULESET_IDS};
pub use session::GameApi;
