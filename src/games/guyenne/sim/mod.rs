//! Guyenne's simulation: players, games run for the generic loop, game records (`guyenne-log/1`),
//! their independent checker and the summaries.

pub mod balance;
pub mod check;
pub mod policy;
pub mod record;
pub mod run;
pub mod stats;

pub use policy::{Player, PolicyKind};
pub use run::{SimConfig, play_game, record_game, simulate};
pub use stats::Summary;
