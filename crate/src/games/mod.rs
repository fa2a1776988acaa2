//! One module per game.

pub mod seega;
pub mod seig;
pub mod sig;
pub mod siga;

#[cfg(test)]
mod race_setup_tests;
