//! The integration tests, one binary (one link of the Typst stack instead of one per file): each
//! module is one file of `tests/`, named after what it tests; `cargo test --release NAME::` runs one.

mod common;

mod art_fonts;
mod bad_inputs;
mod bad_pack;
mod cards;
mod clarifications;
mod cli;
mod fuzz_pack;
mod fuzz_records;
mod hardening;
mod joute_engine;
mod joute_print;
mod joute_rulebook;
mod joute_rules;
mod locales;
mod logs;
mod packs;
mod playouts;
mod preflight;
mod reference;
mod rocher_engine;
mod rocher_rulebook;
mod rocher_rules;
mod rulebook;
mod rules;
mod sheets;
