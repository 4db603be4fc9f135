//! The rules engine of Le rocher des ducs (docs/rocher-des-ducs-rules.md, D1–D9). It does no
//! I/O and knows nothing of TOML, SVG, Typst or Fluent; it is built from a [`Rules`] value.
//!
//! - `cards.rs`: factions, colours, heroes, cards as small integers, laid cards.
//! - `formation.rs`: formations (D5.1, D5.2) and the exact proof of a claim (D5.3 b).
//! - `pile.rs`: piles and hands as fixed arrays.
//! - `game/`: the position, legal decisions, and everything a decision sets off, one file per
//!   family of rules (the turn, plays, draws, gifts, victories, positions given by hand).
//! - `state.rs`: the generic [`crate::game::State`] for [`Game`].

pub mod cards;
pub mod formation;
pub mod game;
pub mod pile;
pub mod rules;
mod state;

pub use cards::{Card, Colour, Faction, Hero, Laid};
pub use formation::{Formation, Strength};
pub use game::{
    ClaimProof, Decision, End, Game, Illegal, NoObserver, Observer, Phase, Position, Power, Rampart, RampartSetup,
    Status, Victory, Winner, power_of,
};
pub use rules::{Deal, HeroLimit, Rules};
