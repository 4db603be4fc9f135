//! Simulation: players, many games in parallel, game records and their summaries.

pub mod check;
pub mod policy;
pub mod record;
pub mod run;
pub mod stats;

pub use policy::{Player, PolicyKind};
pub use run::{SimConfig, play_game, record_game, simulate};
pub use stats::Summary;
