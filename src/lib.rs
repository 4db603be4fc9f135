//! scriptorium: from a card game's definition to everything needed to print and teach it.
//!
//! The pipeline, one module per stage: [`content`] (game definition, validated) →
//! [`engine`] (pure rules) → [`sim`] (policies, simulation, game records).

pub mod build;
pub mod content;
pub mod engine;
pub mod output;
pub mod render;
pub mod sim;
pub mod typeset;
