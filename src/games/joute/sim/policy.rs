//! The players: `random` (uniform over the legal decisions) and `greedy` (a one-step heuristic on
//! what every player sees, documented on [`greedy_score`]).

use crate::games::joute::engine::{Decision, Game, Observer, Space};

pub use crate::sim::PolicyKind;

/// A player with its own seeded random stream.
pub struct Player {
    pub kind: PolicyKind,
    rng: fastrand::Rng,
}

impl Player {
    pub fn new(kind: PolicyKind, seed: u64) -> Player {
        Player { kind, rng: fastrand::Rng::with_seed(seed) }
    }

    /// This player's decision in `game`, which awaits one of his.
    #[inline]
    pub fn choose(&mut self, game: &Game) -> Decision {
        match self.kind {
            PolicyKind::Random => {
                game.random_decision(&mut self.rng).expect("a player is asked only when he has a decision")
            }
            PolicyKind::Greedy => greedy(game, &mut self.rng).expect("a player is asked only when he has a decision"),
            // A race decided by the dice says little when played out at random: the search's
            // playouts are the greedy player's.
            PolicyKind::Ismcts(iterations) => crate::sim::ismcts::Ismcts { iterations }
                .decide_with(game, &mut self.rng, &greedy)
                .expect("a player is asked only when he has a decision"),
        }
    }

    /// Plays this player's decision, then the game goes on to the next one. A random player's
    /// is drawn and played at once ([`Game::play_random`]: the same draw, the same game).
    #[inline]
    pub fn play<O: Observer>(&mut self, game: &mut Game, obs: &mut O) {
        match self.kind {
            PolicyKind::Random => game.play_random(&mut self.rng, obs),
            PolicyKind::Greedy | PolicyKind::Ismcts(_) => {
                let d = self.choose(game);
                game.apply(d, obs);
                game.advance(obs);
            }
        }
    }
}

/// The greedy player's decision: the best of [`greedy_score`], ties broken at random.
pub fn greedy(game: &Game, rng: &mut fastrand::Rng) -> Option<Decision> {
    let mut best = crate::sim::Best::default();
    game.each_legal(&mut |d| best.offer(d, greedy_score(game, d), rng));
    best.pick()
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
