//! The Guyenne rules engine: positions, legal decisions and their effects (R2–R9).
//!
//! Architecture invariant: nothing here does I/O or knows of TOML, SVG, Typst or Fluent.
//! The engine is built from a [`Rules`] value that the content layer derives from game.toml.

mod apply;
mod battle;
mod cards;
mod decision;
mod game;
mod legal;
mod observe;
mod rules;
mod scoring;
mod setup;

pub use battle::{BattleOutcome, Strength, removal_options};
pub use cards::{BySide, Card, CardSet, Member, Side};
pub use decision::{Decision, End, EndReason, IllegalDecision, Phase, Placement};
pub use game::Game;
pub use observe::{NoObserver, Observer};
pub use rules::{MAX_CARDS, MAX_CASTLES, MAX_HAND, MAX_KINDS, Removal, Rules, RulesError, Scoring};
pub use scoring::{Score, largest_group, score};
pub use setup::{SeatPlan, Setup, SetupError, SideSetup};
