//! Joute in a balance study (see [`crate::sim::balance`]): two to four seats alike, the first
//! drawn by the die (J2.1), the cards each seat played (acquired or struck, J3.3 a–b), and the
//! turns a game lasted.

use super::policy::played_card;
use super::run::play_restricted;
use crate::content::Locale;
use crate::games::joute::engine::MAX_SEATS;
use crate::games::joute::engine::{Decision, Game, Observer, Rules};
use crate::games::joute::messages::format;
use crate::sim::PolicyKind;
use crate::sim::balance::{BalanceGame, EndKind, Names, Played, end_names};
use fluent_bundle::FluentArgs;

/// Joute's games under one ruleset with a number of seats, each seat a side.
pub struct Balance {
    pub rules: Rules,
    pub seats: u8,
    /// The card ids, by kind.
    pub cards: Vec<String>,
}

/// The kinds of card each seat played.
#[derive(Default)]
struct Cards([u64; MAX_SEATS]);

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
        (1..=self.seats).map(|s| format!("seat-{s}")).collect()
    }

    fn card_kinds(&self) -> Vec<String> {
        self.cards.iter().take(64).cloned().collect()
    }

    fn names(&self, texts: &Locale) -> Result<Names, String> {
        let sides = (1..=self.seats)
            .map(|s| {
                let mut args = FluentArgs::new();
                args.set("player", s);
                format(texts, "rb-label-player", &args).map_err(|e| e.0.message)
            })
            .collect::<Result<_, _>>()?;
        let cards = self
            .card_kinds()
            .iter()
            .map(|c| format(texts, &format!("card-{c}"), &FluentArgs::new()).map_err(|e| e.0.message))
            .collect::<Result<_, _>>()?;
        Ok(Names { sides, cards, ends: end_names(self, |id, args| format(texts, id, args))? })
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
        let (game, end) = play_restricted(self.rules, self.seats, players, without, seed, &mut cards);
        Played {
            seed,
            players: players.to_vec(),
            replay: players.iter().map(|p| p.id()).collect::<Vec<_>>().join(","),
            a_side: 0,
            first: game.first,
            winner: end.winner,
            end: if end.winner.is_some() { FINISH } else { TURN_LIMIT },
            length: end.turns,
            cards: cards.0[..self.seats as usize].to_vec(),
        }
    }
}
