//! scriptorium: from a card game's definition to everything needed to print and teach it.
//!
//! The pipeline, one module per stage: [`content`] (game definition, validated) →
//! [`engine`] (pure rules) → [`sim`] (policies, simulation, game records); [`render`] (card faces),
//! [`rulebook`] (worked examples and their diagrams) and [`typeset`] (Typst) make the print files,
//! which [`build`] writes.

pub mod build;
pub mod content;
pub mod engine;
pub mod output;
pub mod render;
pub mod rulebook;
pub mod sim;
pub mod typeset;
