//! Guyenne in a balance study (see [`crate::sim::balance`]): the English and the French (two
//! seats, or the team game's teams), the cards each side placed at a castle, and the rounds a
//! game lasted.

use super::run::play_restricted;
use crate::content::Locale;
use crate::games::guyenne::engine::{BySide, End, EndReason, Game, Observer, Placement, Rules, SeatPlan, Side};
use crate::games::guyenne::messages::format;
use crate::sim::PolicyKind;
use crate::sim::balance::{BalanceGame, EndKind, Names, Played, end_names};
use fluent_bundle::FluentArgs;

/// Guyenne's games under one ruleset, with two seats or the team game's three or four (R9.5:
/// one player plays each side, for its whole team).
pub struct Balance {
    pub rules: Rules,
    pub seats: SeatPlan,
}

/// The kinds of card each side placed (bit `k` for kind `k` of the rules: the hero, then the
/// values, strongest first).
#[derive(Default)]
struct Placed([u64; 2]);

impl Observer for Placed {
    fn placed(&mut self, game: &Game, placement: &Placement) {
        for kind in 0..game.rules().kinds() {
            if placement.cards.count(kind) > 0 {
                self.0[placement.side.index()] |= 1 << kind;
            }
        }
    }
}

const ENDS: [EndReason; 3] = [EndReason::AllCastles, EndReason::Exhaustion, EndReason::NoCards];

impl BalanceGame for Balance {
    fn sides(&self) -> Vec<String> {
        Side::ALL.iter().map(|s| s.id().to_string()).collect()
    }

    fn card_kinds(&self) -> Vec<String> {
        (0..self.rules.kinds())
            .map(|k| {
                let card = self.rules.card_of_kind(k);
                if card.is_hero() { "hero".to_string() } else { card.value().to_string() }
            })
            .collect()
    }

    fn names(&self, texts: &Locale) -> Result<Names, String> {
        let text = |id: &str| format(texts, id, &FluentArgs::new()).map_err(|e| e.0.message);
        let sides = Side::ALL.iter().map(|s| text(&format!("side-{}", s.id()))).collect::<Result<_, _>>()?;
        let hero = text("card-hero")?;
        let cards = (0..self.rules.kinds())
            .map(|k| {
                let card = self.rules.card_of_kind(k);
                if card.is_hero() { hero.clone() } else { card.value().to_string() }
            })
            .collect();
        Ok(Names { sides, cards, ends: end_names(self, |id, args| format(texts, id, args))? })
    }

    fn length_unit(&self) -> &'static str {
        "rounds"
    }

    fn ends(&self) -> Vec<EndKind> {
        // R7.6: a game ended because a side could not place at two castles for a reason other
        // than exhaustion is one a designer wants to see.
        ENDS.iter().map(|&r| EndKind { id: r.id(), rare: r == EndReason::NoCards, nobody: false }).collect()
    }

    fn play(&self, players: &[PolicyKind], without: Option<(usize, u8)>, seed: u64) -> Played {
        let mut placed = Placed::default();
        let without = without.map(|(side, kind)| (Side::ALL[side], kind));
        let end: End =
            play_restricted(self.rules, self.seats, BySide::new(players[0], players[1]), without, seed, &mut placed);
        Played {
            seed,
            players: players.to_vec(),
            // `simulate --players` names them by side: ENGLISH,FRENCH.
            replay: format!("{},{}", players[0], players[1]),
            a_side: 0,
            first: self.rules.first_player.index() as u8,
            winner: end.score.winner.map(|s| s.index() as u8),
            end: end.reason.id(),
            length: end.round as u32,
            cards: placed.0.to_vec(),
        }
    }
}
