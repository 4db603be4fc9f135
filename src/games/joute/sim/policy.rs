//! The players: `random` (uniform over the legal decisions) and `greedy` (a one-step heuristic on
//! what every player sees, documented on [`greedy_score`]).

use crate::games::joute::engine::{Decision, Game, Observer, Space};

pub use crate::sim::PolicyKind;

/// A player with its own seeded random stream.
pub struct Player {
    pub kind: PolicyKind,
    rng: fastrand::Rng,
    /// A kind of card this player never plays while it has another choice (restricted play).
    without: Option<u8>,
}

/// The kind of card `decision` plays (acquires or strikes with, J3.3 a–b), if any: what a
/// balance study counts as played, and what restricted play forbids.
pub fn played_card(decision: Decision) -> Option<u8> {
    match decision {
        Decision::Acquire { card } | Decision::Strike { card, .. } => Some(card),
        Decision::Relief { .. } | Decision::Discard { .. } => None,
    }
}

impl Player {
    pub fn new(kind: PolicyKind, seed: u64) -> Player {
        Player { kind, rng: fastrand::Rng::with_seed(seed), without: None }
    }

    /// This player forbidden to play cards of kind `card` wherever it has another decision (a
    /// balance study's restricted play); it may still discard them.
    pub fn without(self, card: Option<u8>) -> Player {
        Player { without: card, ..self }
    }

    /// This player's decision in `game`, which awaits one of his.
    #[inline]
    pub fn choose(&mut self, game: &Game) -> Decision {
        let without = self.without;
        let allowed = move |d: &Decision| without.is_none() || played_card(*d) != without;
        match self.kind {
            PolicyKind::Random if without.is_none() => {
                game.random_decision(&mut self.rng).expect("a player is asked only when he has a decision")
            }
            PolicyKind::Random => {
                let mut options = Vec::new();
                game.each_legal(&mut |d| options.push(d));
                crate::sim::ismcts::restrict(&mut options, &allowed);
                options[self.rng.usize(..options.len())]
            }
            PolicyKind::Greedy => {
                greedy_among(game, &mut self.rng, allowed).expect("a player is asked only when he has a decision")
            }
            // A race decided by the dice says little when played out at random: the search's
            // playouts are the greedy player's.
            PolicyKind::Ismcts(iterations) => crate::sim::ismcts::Ismcts { iterations }
                .decide_guided(game, &mut self.rng, &greedy, &allowed, &greedy_prior)
                .expect("a player is asked only when he has a decision"),
        }
    }

    /// Plays this player's decision, then the game goes on to the next one. A random player's
    /// is drawn and played at once ([`Game::play_random`]: the same draw, the same game).
    #[inline]
    pub fn play<O: Observer>(&mut self, game: &mut Game, obs: &mut O) {
        match self.kind {
            PolicyKind::Random if self.without.is_none() => game.play_random(&mut self.rng, obs),
            PolicyKind::Random | PolicyKind::Greedy | PolicyKind::Ismcts(_) => {
                let d = self.choose(game);
                game.apply(d, obs);
                game.advance(obs);
            }
        }
    }
}

/// What the greedy player thinks of `decision` in `game`: 1 for a decision it could take (one of
/// the best scored), 0 for the others. The search player's prior.
pub fn greedy_prior(game: &Game, decision: &Decision) -> f64 {
    let mut best = i32::MIN;
    game.each_legal(&mut |d| best = best.max(greedy_score(game, d)));
    f64::from(u8::from(greedy_score(game, *decision) >= best))
}

/// The greedy player's decision: the best of [`greedy_score`], ties broken at random.
pub fn greedy(game: &Game, rng: &mut fastrand::Rng) -> Option<Decision> {
    greedy_among(game, rng, |_| true)
}

/// As [`greedy`], among the decisions `allowed` lets it take when there are any.
#[inline(always)]
fn greedy_among(game: &Game, rng: &mut fastrand::Rng, allowed: impl Fn(&Decision) -> bool) -> Option<Decision> {
    let mut best = crate::sim::Best::default();
    let mut fallback = crate::sim::Best::default();
    game.each_legal(&mut |d| {
        let score = greedy_score(game, d);
        if allowed(&d) { best.offer(d, score, rng) } else { fallback.offer(d, score, rng) }
    });
    best.pick().or(fallback.pick())
}

/// The greedy player's score of a decision, highest best; ties are broken at random. It looks
/// one step ahead, at the markers, pawns and cards in front of every player (public) and its own
/// hand:
/// - an Acquired card scores 10 per step its marker really gains (the scale is capped), plus 15
///   for the card that saves its pawn on a space still ahead (the Squire, J4.3), plus 12 when
///   it brings its Acquired cards to the count that saves it on a space ahead (J4.4);
/// - an Adversity card scores 10 per step the opponent's marker really loses, plus twice the
///   opponent's space when it sends his pawn back to Start, plus half his space (the leader is
///   the one to slow down);
/// - a discard scores 0 for a card it can never use (an Acquired kind it has already, an
///   Adversity card nobody can receive) and -5 for any other;
/// - the choices of a relief (J4.1) are all worth the same.
pub fn greedy_score(game: &Game, d: Decision) -> i32 {
    let s = game.seat as usize;
    let rules = &game.rules;
    match d {
        Decision::Relief { .. } => 0,
        Decision::Acquire { card } => {
            let gain = (rules.deck.gain(card) as i32).min(rules.destiny_max as i32 - game.destiny[s] as i32);
            let mut score = 10 * gain;
            let pawn = game.pawns[s];
            let count = game.acquired_count(s as u8) + 1;
            for (at, space) in rules.specials().filter(|&(at, _)| at > pawn) {
                match space {
                    Space::StartUnlessCard(c) if c == card && at > pawn => score += 15,
                    Space::StartUnlessCount(n) if count == n as u32 => score += 12,
                    _ => {}
                }
            }
            score
        }
        Decision::Strike { target, .. } => {
            let t = target as usize;
            let before = game.destiny[t] as i32;
            let after = (before - rules.adversity_loss as i32).max(rules.destiny_min as i32);
            let mut score = 10 * (before - after) + game.pawns[t] as i32 / 2;
            if rules.negative_start && after < 0 {
                score += 2 * game.pawns[t] as i32;
            }
            score
        }
        Decision::Discard { card } => {
            let useless = if rules.deck.is_acquired(card) {
                game.front[s] & 1 << card != 0
            } else {
                (0..game.seats).filter(|&t| t as usize != s).all(|t| {
                    let adv = game.adversity_of(t);
                    adv & 1 << card != 0 || adv.count_ones() >= rules.adversity_max as u32
                })
            };
            if useless { 0 } else { -5 }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::games::joute::Loaded;

    #[test]
    fn a_player_forbidden_a_card_never_plays_it_while_it_has_another_decision() {
        let loaded = Loaded::embedded();
        let rules = loaded.def.rules("standard").unwrap();
        let positions: Vec<Game> = (0..40)
            .map(|seed| {
                crate::game::played_at_random(<Game as State>::new_game(rules, 2, seed).unwrap(), seed as usize, seed)
            })
            .collect();
        let tested = crate::sim::check_restricted_play(
            &positions,
            loaded.def.cards.len() as u8,
            |d, k| played_card(*d) == Some(k),
            |g, policy, k, seed| Player::new(policy, seed).without(Some(k)).choose(g),
        );
        assert!(tested > 100, "{tested}");
    }
}
