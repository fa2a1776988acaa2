//! The native integration tests, one module a subject, in one test binary:
//! a change to the crate then links one test program instead of one a file.
//! (The browser tests, `web*.rs`, stay their own binaries for the WebAssembly test runner.)

mod boundary;
mod conformance;
mod engine_api;
mod fuzz;
mod fuzz_sig;
mod layers;
mod material;
mod page_facts;
mod perft;
mod perft_sig;
mod practice;
mod seig_ai;
mod seig_api;
mod search_counts;
mod setup;
mod sig_models;
mod teach;
mod ts_shapes;
