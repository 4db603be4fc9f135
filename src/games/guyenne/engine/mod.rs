//! The Guyenne rules engine: positions, legal decisions and their effects (R2–R9).
//!
//! Architecture invariant: nothing here does I/O or knows of TOML, SVG, Typst or Fluent.
//! The engine is built from a [`Rules`] value that the content layer derives from game.toml.
//!
//! Playing a game to its end with uniformly random decisions:
//!
//! ```
//! use scriptorium::games::guyenne::Loaded;
//! use scriptorium::games::guyenne::engine::{Game, SeatPlan};
//!
//! let rules = Loaded::embedded().def.rules("2022-basic").unwrap();
//! let mut game = Game::new(rules, SeatPlan::for_seats(2).unwrap(), 42);
//! let mut rng = fastrand::Rng::with_seed(7);
//! while let Some(decision) = game.random_decision(&mut rng) {
//!     game.apply(decision).expect("random decisions are legal");
//! }
//! let end = game.end().unwrap();
//! assert!(end.round >= 1);
//! assert_eq!(end.score.points.0.iter().sum::<u32>() > 0, true);
//! ```

mod apply;
mod battle;
mod cards;
mod decision;
mod deck;
mod game;
mod hidden;
mod legal;
mod observe;
mod playout;
mod rules;
mod scoring;
mod setup;
mod state;

pub use battle::{BattleOutcome, Strength, removal_options};
pub use cards::{BySide, Card, CardSet, Member, Side};
pub use decision::{Decision, End, EndReason, IllegalDecision, Phase, Placement};
pub use game::Game;
pub use observe::{NoObserver, Observer};
pub use rules::{MAX_CARDS, MAX_CASTLES, MAX_HAND, MAX_KINDS, Removal, Rules, RulesError, Scoring};
pub use scoring::{Points, Score, castle_points, largest_group, score};
pub use setup::{SeatPlan, Setup, SetupError, SideSetup};
