//! Joute in a balance study (see [`crate::sim::balance`]): two seats alike, the first drawn by
//! the die (J2.1), the cards each seat played (acquired or struck, J3.3 a–b), and the turns a
//! game lasted.

use super::policy::played_card;
use super::run::play_restricted;
use crate::games::joute::engine::{Decision, Game, Observer, Rules};
use crate::sim::PolicyKind;
use crate::sim::balance::{BalanceGame, EndKind, Played};

/// Joute's games under one ruleset, two seats.
pub struct Balance {
    pub rules: Rules,
    /// The card ids, by kind.
    pub cards: Vec<String>,
}

/// The kinds of card each seat played.
#[derive(Default)]
struct Cards([u64; 2]);

impl Observer for Cards {
    fn played(&mut self, _game: &Game, seat: u8, decision: Decision, _back: bool) {
        if let Some(card) = played_card(decision) {
            self.0[seat as usize] |= 1 << card;
        }
    }
}

/// The seat that reached the finish (J6.1); `turn-limit` when nobody did (I-J6.4).
const FINISH: &str = "finish";
const TURN_LIMIT: &str = "turn-limit";

impl BalanceGame for Balance {
    fn sides(&self) -> Vec<String> {
        vec!["seat-1".into(), "seat-2".into()]
    }

    fn card_kinds(&self) -> Vec<String> {
        self.cards.iter().take(64).cloned().collect()
    }

    fn length_unit(&self) -> &'static str {
        "turns"
    }

    fn ends(&self) -> Vec<EndKind> {
        vec![
            EndKind { id: FINISH, rare: false, nobody: false },
            // No game at the table reaches the safeguard of I-J6.4: each one is listed.
            EndKind { id: TURN_LIMIT, rare: true, nobody: true },
        ]
    }

    fn play(&self, players: &[PolicyKind], without: Option<(usize, u8)>, seed: u64) -> Played {
        let mut cards = Cards::default();
        let (game, end) = play_restricted(self.rules, 2, players, without, seed, &mut cards);
        Played {
            seed,
            players: players.to_vec(),
            replay: format!("{},{}", players[0], players[1]),
            swapped: false,
            first: game.first,
            winner: end.winner,
            end: if end.winner.is_some() { FINISH } else { TURN_LIMIT },
            length: end.turns,
            cards: cards.0.to_vec(),
        }
    }
}
