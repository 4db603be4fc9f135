//! Simulations of Le rocher des ducs: players, the `rocher-des-ducs-log/2` game record, its
//! independent checker, and the summary a designer reads.

pub mod balance;
pub mod check;
pub mod policy;
pub mod record;
pub mod run;
pub mod stats;

pub use policy::{Player, PolicyKind};
pub use run::{SimConfig, play_game, record_game};
pub use stats::Summary;
