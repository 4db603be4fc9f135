//! Players for simulations: `random` (uniform over legal decisions) and `greedy` (a one-ply
//! heuristic on public information). Both are seeded and deterministic.

use crate::games::guyenne::engine::{CardSet, Decision, Game, Member, Observer, Phase, Side};

pub use crate::sim::PolicyKind;

/// A player: a policy with its own random stream (so that changing one side's player never
/// changes the shuffles or the other side's choices).
pub struct Player {
    kind: PolicyKind,
    rng: fastrand::Rng,
    options: Vec<Decision>,
    /// A kind of card this player never places while it has another choice (restricted play).
    without: Option<u8>,
}

impl Player {
    pub fn new(kind: PolicyKind, seed: u64) -> Player {
        Player { kind, rng: fastrand::Rng::with_seed(seed), options: Vec::new(), without: None }
    }

    /// This player forbidden to place a card of kind `card` at a castle, wherever it can place
    /// others or none (a balance study's restricted play).
    pub fn without(self, card: Option<u8>) -> Player {
        Player { without: card, ..self }
    }

    /// Whether this player may take `decision`.
    fn allowed(without: Option<u8>) -> impl Fn(&Decision) -> bool {
        move |d| match (without, d) {
            (Some(kind), Decision::Place { cards, .. }) => cards.count(kind as usize) == 0,
            _ => true,
        }
    }

    /// Plays this player's decision now, reporting its consequences to `obs`. The game must
    /// wait for this player.
    #[inline(always)]
    pub fn play<O: Observer>(&mut self, game: &mut Game, obs: &mut O) {
        match self.kind {
            PolicyKind::Random if self.without.is_none() => {
                game.play_random(&mut self.rng, obs);
            }
            PolicyKind::Random => {
                let decision = self.decide(game);
                game.apply_legal(decision, obs);
            }
            PolicyKind::Greedy => {
                let decision = self.greedy(game);
                // The greedy player chooses among the engine's own legal decisions.
                game.apply_legal(decision, obs);
            }
            PolicyKind::Ismcts(_) => {
                let decision = self.decide(game);
                game.apply_legal(decision, obs);
            }
        }
    }

    /// The decision this player takes now. The game must not be over.
    #[inline(always)]
    pub fn decide(&mut self, game: &Game) -> Decision {
        let allowed = Player::allowed(self.without);
        match self.kind {
            PolicyKind::Random if self.without.is_none() => {
                game.random_decision(&mut self.rng).expect("the game is not over")
            }
            PolicyKind::Random => {
                game.legal_decisions(&mut self.options);
                crate::sim::ismcts::restrict(&mut self.options, &allowed);
                self.options[self.rng.usize(..self.options.len())]
            }
            PolicyKind::Greedy => self.greedy(game),
            PolicyKind::Ismcts(iterations) => crate::sim::ismcts::Ismcts { iterations }
                .decide_among(game, &mut self.rng, &|g: &Game, r: &mut fastrand::Rng| g.random_decision(r), &allowed)
                .expect("the game is not over"),
        }
    }

    /// The greedy heuristic: score each legal decision with [`greedy_value`] and take the best;
    /// ties go to the first decision listed, so the choice is deterministic.
    fn greedy(&mut self, game: &Game) -> Decision {
        game.legal_decisions(&mut self.options);
        crate::sim::ismcts::restrict(&mut self.options, &Player::allowed(self.without));
        let mut best = self.options[0];
        let mut best_value = f64::NEG_INFINITY;
        for &d in &self.options {
            let v = greedy_value(game, &d);
            if v > best_value {
                best = d;
                best_value = v;
            }
        }
        best
    }
}

/// What a card is worth to keep: its value, and more for the hero, which wins any battle.
const HERO_WORTH: f64 = 7.0;
/// How much a card spent weighs against a castle won (unspent cards break ties, R8.3, and
/// a spent card is one less for later rounds).
const SPEND_COST: f64 = 0.12;

fn worth(game: &Game, set: &CardSet) -> f64 {
    game.rules().sum(set) as f64 + if set.has_hero() { HERO_WORTH } else { 0.0 }
}

/// The mean value of one side's numbered cards: the guess for a face-down card.
fn mean_card(game: &Game) -> f64 {
    let all = game.rules().all_cards().without_hero();
    game.rules().sum(&all) as f64 / all.len() as f64
}

/// The heuristic value of a decision, from public information and the player's own hand only.
///
/// - Placement: the stake of the castle (1 for a neutral one, 2 for a swing from the opponent or a
///   defence of one's own, plus 0.5 per adjacent castle of one's own, since groups score double in
///   R8.2) times a guessed chance of winning it (own strength against the opponent's face-down
///   cards valued at the mean card, or against a likely answer), less the worth of the cards spent.
/// - Concession: concede exactly when the revealed attack beats one's own cards.
/// - Removal: remove as little worth as possible. Set-aside: the weakest cards.
/// - Give: split the drawer's cards into two halves of similar worth; the larger hand goes first.
pub fn greedy_value(game: &Game, d: &Decision) -> f64 {
    let rules = game.rules();
    match *d {
        Decision::Place { castle, cards } => {
            let (side, _) = game.to_move().expect("a placement has a player");
            let stake = stake(game, side, castle);
            let mine = rules.sum(&cards) as f64;
            let opponent_cards = game.placements().iter().find(|p| p.castle == castle && p.side != side);
            let mean = mean_card(game);
            let guess = match opponent_cards {
                Some(p) => p.cards.len() as f64 * mean,
                // Nobody has answered yet: expect about two average cards.
                None => 2.0 * mean,
            };
            let defending = game.castles()[castle as usize - 1] == Some(side);
            let margin = mine - guess + if defending { 0.5 } else { -0.5 };
            let mut chance = 1.0 / (1.0 + (-margin / 1.5).exp());
            if cards.has_hero() {
                chance = 0.9;
            }
            chance * stake - SPEND_COST * worth(game, &cards) * (1.0 + cards.len() as f64 * 0.1)
        }
        Decision::Concede => {
            let i = match game.phase() {
                Phase::Concede(i) => i,
                _ => return 0.0,
            };
            // The attack is revealed; the defender knows his own cards.
            let (defender, _) = game.to_move().expect("a concession has a player");
            let (att, def) = battle_strengths(game, i, defender);
            if att > def { 1.0 } else { -1.0 }
        }
        Decision::Reveal => 0.0,
        Decision::Remove { cards } => -worth(game, &cards) - 0.01 * cards.len() as f64,
        Decision::SetAside { cards } => -worth(game, &cards),
        Decision::Give { cards, first } => {
            let Phase::Give(side) = game.phase() else { return 0.0 };
            let drawer = game.drawer(side);
            let kept = game.hand(side, drawer).minus(cards);
            let partner = game.hand(side, drawer.other());
            let given_total = worth(game, &cards) + worth(game, &partner);
            let balance = -(worth(game, &kept) - given_total).abs();
            let partner_len = cards.len() + partner.len();
            let larger = if kept.len() >= partner_len { drawer } else { drawer.other() };
            balance + if first == larger { 0.1 } else { 0.0 } + if first == Member::A { 0.01 } else { 0.0 }
        }
    }
}

/// The attacker's and the defender's strengths in battle `i`, heroes counted as unbeatable.
fn battle_strengths(game: &Game, i: u8, defender: Side) -> (f64, f64) {
    let castle = game.placements()[if i == 0 { 0 } else { 2 }].castle;
    let strength = |side: Side| {
        game.placements()
            .iter()
            .filter(|p| p.side == side && p.castle == castle)
            .map(|p| game.rules().sum(&p.cards) as f64 + if p.cards.has_hero() { 1000.0 } else { 0.0 })
            .sum::<f64>()
    };
    (strength(defender.other()), strength(defender))
}

/// What winning `castle` is worth to `side` now.
fn stake(game: &Game, side: Side, castle: u8) -> f64 {
    let castles = game.castles();
    let i = castle as usize - 1;
    let base = match castles[i] {
        None => 1.0,
        Some(_) => 2.0,
    };
    let neighbours = [i.checked_sub(1), Some(i + 1)]
        .into_iter()
        .flatten()
        .filter(|&j| castles.get(j).copied().flatten() == Some(side))
        .count();
    base + 0.5 * neighbours as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::guyenne::Loaded;
    use crate::games::guyenne::engine::SeatPlan;

    #[test]
    fn a_player_forbidden_a_card_never_places_it_while_it_may_place_another() {
        let rules = Loaded::embedded().def.rules("2022-basic").unwrap();
        let positions: Vec<Game> = (0..40)
            .map(|seed| {
                crate::game::played_at_random(
                    Game::new(rules, SeatPlan::for_seats(2).unwrap(), seed),
                    seed as usize % 9,
                    seed,
                )
            })
            .collect();
        let tested = crate::sim::check_restricted_play(
            &positions,
            rules.kinds() as u8,
            |d, k| matches!(d, Decision::Place { cards, .. } if cards.count(k as usize) > 0),
            |g, policy, k, seed| Player::new(policy, seed).without(Some(k)).decide(g),
        );
        assert!(tested > 100, "{tested}");
    }
}
