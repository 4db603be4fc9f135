//! Le rocher des ducs in a balance study (see [`crate::sim::balance`]): the Normans and the
//! Bretons (the first player's faction is drawn, D2.3), the cards each faction played, how a
//! game ended, and its turns.

use super::policy::played_card;
use super::run::play_restricted;
use crate::content::Locale;
use crate::games::rocher_des_ducs::engine::cards::{KINDS, WARRIOR_KINDS};
use crate::games::rocher_des_ducs::engine::{
    Card, Decision, Faction, Game, NoObserver, Observer, Rules, Victory, Winner,
};
use crate::games::rocher_des_ducs::messages::format;
use crate::sim::balance::{BalanceGame, EndKind, Names, Played, end_names};
use crate::sim::{PolicyKind, mix};
use fluent_bundle::FluentArgs;

/// Le rocher des ducs's games under one ruleset, with two seats or the team game's four or six
/// (D9.1: the seats of a faction alternate round the table; one player plays each faction).
pub struct Balance {
    pub rules: Rules,
    pub seats: u8,
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

    fn names(&self, texts: &Locale) -> Result<Names, String> {
        let text = |id: &str, args: &FluentArgs| format(texts, id, args).map_err(|e| e.0.message);
        let sides: Result<Vec<String>, String> =
            Faction::BOTH.iter().map(|f| text(&format!("faction-{}", f.id()), &FluentArgs::new())).collect();
        let cards: Result<Vec<String>, String> = self
            .card_kinds()
            .iter()
            .map(|id| {
                let card = Card::from_id(id).expect("a kind's id names a card");
                match card.hero() {
                    Some(h) => text(&format!("hero-{}", h.id()), &FluentArgs::new()),
                    None => {
                        let mut args = FluentArgs::new();
                        args.set("colour", card.colour().id());
                        args.set("value", card.value());
                        text("rb-card", &args)
                    }
                }
            })
            .collect();
        Ok(Names { sides: sides?, cards: cards?, ends: end_names(self, |id, args| format(texts, id, args))? })
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
        // faction's player, as `simulate --players` seats them (one name per seat).
        let dealt = Game::new(self.rules, self.seats, mix(seed, 0), &mut NoObserver).expect("the seats were checked");
        let first = dealt.first;
        let by_seat: Vec<PolicyKind> = (0..self.seats).map(|s| players[dealt.faction(s).index()]).collect();
        let without = without.map(|(side, k)| (Faction::BOTH[side], Card(k)));
        let mut cards = Cards::default();
        let (_, end) = play_restricted(self.rules, self.seats, &by_seat, without, seed, &mut cards);
        Played {
            seed,
            players: players.to_vec(),
            replay: by_seat.iter().map(|p| p.id()).collect::<Vec<_>>().join(","),
            a_side: 0,
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
