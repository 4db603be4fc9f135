//! The rules engine of Joute (docs/joute-rules.md, J1–J6). It does no I/O and knows nothing of
//! TOML, SVG, Typst or Fluent; it is built from a [`Rules`] value, and knows cards and spaces by
//! their indexes (their names are the definition's).
//!
//! - `rules.rs`: the facts of the box, the track and the scale, the special spaces, the switches.
//! - `game.rs`: the position, the setup, a turn (move, space, draw).
//! - `plays.rs`: the decisions (J3.3, J4.1): legal ones, a uniform random one drawn without
//!   listing them, and playing one.
//! - `playout.rs`: whole games of random players, turn after turn, the same games as one
//!   decision at a time.
//! - `packing.rs`: the plays of a turn in one 64-bit word, for the random player.
//! - `draws.rs`: several uniform draws from one random number, and the shuffle of the pile.
//! - `state.rs`: the generic [`crate::game::State`] for [`Game`].

mod draws;
pub mod game;
mod hidden;
mod packing;
mod playout;
pub mod plays;
pub mod rules;
mod state;

pub use game::{Decision, End, Game, Hand, Illegal, Landing, Move, NoObserver, Observer, Phase, Setup};
pub use rules::{CardKind, Deck, MAX_CARDS, MAX_FINISH, MAX_HAND, MAX_KINDS, MAX_SEATS, Rules, Space};
