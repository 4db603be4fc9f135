//! Simulations of Joute: players, the `joute-log/1` game record, its independent checker, and
//! the summary a designer reads.

pub mod balance;
pub mod check;
pub mod policy;
pub mod record;
pub mod run;
pub mod stats;

pub use policy::{Player, PolicyKind};
pub use run::{SimConfig, play_game, play_game_end, record_game};
pub use stats::{Report, Summary};
