//! Le rocher des ducs in a balance study (see [`crate::sim::balance`]): the Normans and the
//! Bretons (the first player's faction is drawn, D2.3), the cards each faction played, how a
//! game ended, and its turns.

use super::policy::played_card;
use super::run::play_restricted;
use crate::games::rocher_des_ducs::engine::cards::{KINDS, WARRIOR_KINDS};
use crate::games::rocher_des_ducs::engine::{
    Card, Decision, Faction, Game, NoObserver, Observer, Rules, Victory, Winner,
};
use crate::sim::balance::{BalanceGame, EndKind, Played};
use crate::sim::{PolicyKind, mix};

/// Le rocher des ducs's games under one ruleset, two seats.
pub struct Balance {
    pub rules: Rules,
}

/// The kinds of card each faction played, heroes included (bit `k` for `Card(k)`).
#[derive(Default)]
struct Cards([u64; 2]);

impl Observer for Cards {
    fn played(&mut self, game: &Game, seat: u8, decision: Decision) {
        if let Some(card) = played_card(decision) {
            self.0[game.faction(seat).index()] |= 1 << card.0;
        }
    }
}

/// The King of France's win (D5.5): both factions lose.
const KING: &str = "king";

impl BalanceGame for Balance {
    fn sides(&self) -> Vec<String> {
        Faction::BOTH.iter().map(|f| f.id().to_string()).collect()
    }

    fn card_kinds(&self) -> Vec<String> {
        // The heroes are in the game only under a heroic ruleset (D8).
        let kinds = if self.rules.heroes { KINDS } else { WARRIOR_KINDS };
        (0..kinds as u8).map(|k| Card(k).id()).collect()
    }

    fn length_unit(&self) -> &'static str {
        "turns"
    }

    fn ends(&self) -> Vec<EndKind> {
        // A stalled game (D7.4) ends by count, by Gabriel or in a draw: rare states to look at.
        let mut ends: Vec<EndKind> = Victory::ALL
            .iter()
            .map(|&v| EndKind {
                id: v.id(),
                rare: matches!(v, Victory::Count | Victory::Gabriel | Victory::Draw),
                nobody: false,
            })
            .collect();
        ends.push(EndKind { id: KING, rare: false, nobody: true });
        ends
    }

    fn play(&self, players: &[PolicyKind], without: Option<(usize, u8)>, seed: u64) -> Played {
        // The first seat's faction is drawn with the deal: look at the deal to seat each
        // faction's player, as `simulate --players` seats them (first seat first).
        let first = Game::new(self.rules, 2, mix(seed, 0), &mut NoObserver).expect("two seats").first;
        let by_seat = [players[first.index()], players[first.other().index()]];
        // The restricted faction's seat: the first seat is the first faction's.
        let without = without.map(|(side, k)| (usize::from(side != first.index()), Card(k)));
        let mut cards = Cards::default();
        let (_, end) = play_restricted(self.rules, 2, &by_seat, without, seed, &mut cards);
        Played {
            seed,
            players: players.to_vec(),
            replay: format!("{},{}", by_seat[0], by_seat[1]),
            swapped: false,
            first: first.index() as u8,
            winner: match end.winner {
                Some(Winner::Faction(f)) => Some(f.index() as u8),
                _ => None,
            },
            end: if end.winner == Some(Winner::King) { KING } else { end.victory.id() },
            length: end.turns,
            cards: cards.0.to_vec(),
        }
    }
}
