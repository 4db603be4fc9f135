//! Guyenne in a balance study (see [`crate::sim::balance`]): the English and the French, the
//! cards each side placed at a castle, and the rounds a game lasted.

use super::run::play_restricted;
use crate::games::guyenne::engine::{BySide, End, EndReason, Game, Observer, Placement, Rules, SeatPlan, Side};
use crate::sim::PolicyKind;
use crate::sim::balance::{BalanceGame, EndKind, Played};

/// Guyenne's games under one ruleset, two seats.
pub struct Balance {
    pub rules: Rules,
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
        let plan = SeatPlan::for_seats(2).expect("two seats");
        let without = without.map(|(side, kind)| (Side::ALL[side], kind));
        let end: End =
            play_restricted(self.rules, plan, BySide::new(players[0], players[1]), without, seed, &mut placed);
        Played {
            seed,
            players: players.to_vec(),
            // `simulate --players` names them by side: ENGLISH,FRENCH.
            replay: format!("{},{}", players[0], players[1]),
            swapped: false,
            first: self.rules.first_player.index() as u8,
            winner: end.score.winner.map(|s| s.index() as u8),
            end: end.reason.id(),
            length: end.round as u32,
            cards: placed.0.to_vec(),
        }
    }
}
