//! The legal decisions of a position: listed in full, or drawn uniformly at random without
//! listing them (the random policy's hot path allocates nothing).

use super::battle::{for_each_subset, removal_options};
use super::{CardSet, Decision, Game, MAX_KINDS, Member, Observer, Phase, Side};

impl Game {
    /// Appends every legal decision to `out` (which is cleared first).
    pub fn legal_decisions(&self, out: &mut Vec<Decision>) {
        out.clear();
        let rules = &self.rules;
        let kinds = rules.kinds();
        match self.phase {
            Phase::Over => {}
            Phase::SetAside(_) => {
                let numbered = self.numbered_cards();
                for_each_subset(kinds, &numbered, &mut |s| {
                    if s.len() == rules.set_aside as usize {
                        out.push(Decision::SetAside { cards: *s });
                    }
                });
            }
            Phase::Give(side) => {
                let state = &self.sides[side];
                let hand = state.hands[state.drawer.index()];
                let max = self.give_limit(hand.len());
                for_each_subset(kinds, &hand, &mut |s| {
                    if s.len() <= max {
                        for first in [Member::A, Member::B] {
                            out.push(Decision::Give { cards: *s, first });
                        }
                    }
                });
            }
            Phase::Place(step) => {
                let (side, member) = self.to_move().expect("a placement has a player");
                let hand = self.sides[side].hands[member.index()];
                let limit = self.placement_limit(side, member, step);
                for castle in self.placement_castles(step) {
                    for_each_subset(kinds, &hand, &mut |s| {
                        if s.len() <= limit {
                            out.push(Decision::Place { castle, cards: *s });
                        }
                    });
                }
            }
            Phase::Concede(_) => out.extend([Decision::Reveal, Decision::Concede]),
            Phase::Remove(i) => {
                let (side, _) = self.to_move().expect("a removal has a player");
                let played = self.played_in(i)[side];
                out.extend(removal_options(rules, &played).into_iter().map(|cards| Decision::Remove { cards }));
            }
        }
    }

    /// A legal decision drawn uniformly from all of them, or `None` when the game is over.
    pub fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        let rules = &self.rules;
        match self.phase {
            Phase::Over => None,
            Phase::Place(step) => {
                let side = self.placing_side(step);
                let (castle, cards) = self.random_placement(step, side, self.placing_member(side, step), rng);
                Some(Decision::Place { castle, cards })
            }
            Phase::Concede(_) => Some(if rng.bool() { Decision::Concede } else { Decision::Reveal }),
            Phase::Give(side) => {
                let state = &self.sides[side];
                let hand = state.hands[state.drawer.index()];
                let cards = random_subset(rules.kinds(), &hand, 1, self.give_limit(hand.len()), rng);
                let first = if rng.bool() { Member::A } else { Member::B };
                Some(Decision::Give { cards, first })
            }
            Phase::SetAside(_) => {
                let n = rules.set_aside as usize;
                Some(Decision::SetAside { cards: random_subset(rules.kinds(), &self.numbered_cards(), n, n, rng) })
            }
            Phase::Remove(i) => {
                let (side, _) = self.to_move()?;
                let options = removal_options(rules, &self.played_in(i)[side]);
                Some(Decision::Remove { cards: options[rng.usize(..options.len())] })
            }
        }
    }

    /// Plays a decision drawn exactly as [`Game::random_decision`] draws it, with the same random
    /// numbers, so both give the same game. This is the random player's hot path: a placement
    /// or a concession is drawn and played without building a [`Decision`] and checking its
    /// phase again. Returns false when the game is over.
    #[inline]
    pub fn play_random<O: Observer>(&mut self, rng: &mut fastrand::Rng, obs: &mut O) -> bool {
        match self.phase {
            Phase::Place(step) => {
                let side = self.placing_side(step);
                let member = self.placing_member(side, step);
                let (castle, cards) = self.random_placement(step, side, member, rng);
                self.place(step, side, member, castle, cards, obs);
                true
            }
            Phase::Concede(i) => {
                self.conceded_or_revealed(i, rng.bool(), obs);
                true
            }
            _ => match self.random_decision(rng) {
                Some(decision) => {
                    self.apply_legal(decision, obs);
                    true
                }
                None => false,
            },
        }
    }

    /// Plays the game to its end with both sides drawing every decision as
    /// [`Game::play_random`] does, each from its own random stream (`rngs[side]`): the same
    /// game as two random players taking turns, with one dispatch per decision instead of two.
    pub fn play_random_game<O: Observer>(&mut self, rngs: &mut [fastrand::Rng; 2], obs: &mut O) {
        loop {
            match self.phase {
                // The four placements of a round follow each other whatever is drawn (R4).
                Phase::Place(0) => {
                    for step in 0..4 {
                        let side = self.placing_side(step);
                        let member = self.placing_member(side, step);
                        let (castle, cards) = self.random_placement(step, side, member, &mut rngs[side.index()]);
                        self.place(step, side, member, castle, cards, obs);
                    }
                }
                Phase::Concede(i) => {
                    let defender = self.battles[i as usize].holder.expect("a concession has a defender");
                    self.conceded_or_revealed(i, rngs[defender.index()].bool(), obs);
                }
                Phase::Over => return,
                _ => {
                    let side = self.side_to_move().expect("the game is not over");
                    let decision = self.random_decision(&mut rngs[side.index()]).expect("the game is not over");
                    self.apply_legal(decision, obs);
                }
            }
        }
    }

    /// A random placement at `step` (R4): the castle, then the cards.
    #[inline(always)]
    fn random_placement(&self, step: u8, side: Side, member: Member, rng: &mut fastrand::Rng) -> (u8, CardSet) {
        let castles = self.rules.castles;
        let castle = match step {
            0 => rng.u8(1..=castles),
            1 => self.placements[0].castle,
            // Any castle but A: draw among n - 1 and skip A.
            2 => {
                let c = rng.u8(1..castles);
                if c >= self.placements[0].castle { c + 1 } else { c }
            }
            _ => self.placements[2].castle,
        };
        let hand = self.sides[side].hands[member.index()];
        (castle, random_subset(self.rules.kinds(), &hand, 1, self.placement_limit(side, member, step), rng))
    }

    /// The castles the placement at `step` may go to (R4.1–R4.3).
    fn placement_castles(&self, step: u8) -> impl Iterator<Item = u8> + '_ {
        let a = self.placements.first().map(|p| p.castle);
        let b = self.placements.get(2).map(|p| p.castle);
        (1..=self.rules.castles).filter(move |&c| match step {
            0 => true,
            1 => Some(c) == a,
            2 => Some(c) != a,
            _ => Some(c) == b,
        })
    }
}

/// A sub-multiset of `set` with `min..=max` cards, uniform over all such sub-multisets, by
/// rejection: each kind's count is a digit of one 64-bit random number read in mixed radix by
/// multiply-high extraction (one random draw and no division; the bias is of the order of the
/// number of sub-multisets divided by 2^64, far below anything a simulation can see), so every
/// sub-multiset is equally likely. The caller guarantees that one fits.
///
/// Read digit by digit, the extraction is a chain of dependent multiplications. With `P_k` the
/// product of the radixes of the kinds before `k` (radix: count + 1) and `h_k` the high word of
/// `r * P_k`, digit `k` is also `h_(k+1) - radix_k * h_k`: every product is independent of the
/// others, and the processor computes them side by side. The two readings give the same digits.
#[inline]
fn random_subset(kinds: usize, set: &CardSet, min: usize, max: usize, rng: &mut fastrand::Rng) -> CardSet {
    // One copy per number of kinds, so that each is a straight line of known length; which one
    // a game uses never changes, so choosing it costs nothing.
    match kinds {
        1 => subset_of::<1>(set, min, max, rng),
        2 => subset_of::<2>(set, min, max, rng),
        3 => subset_of::<3>(set, min, max, rng),
        4 => subset_of::<4>(set, min, max, rng),
        5 => subset_of::<5>(set, min, max, rng),
        6 => subset_of::<6>(set, min, max, rng),
        7 => subset_of::<7>(set, min, max, rng),
        _ => subset_of::<MAX_KINDS>(set, min, max, rng),
    }
}

/// [`random_subset`] for a game of `K` kinds.
#[inline(always)]
fn subset_of<const K: usize>(set: &CardSet, min: usize, max: usize, rng: &mut fastrand::Rng) -> CardSet {
    debug_assert!(min <= max && max <= set.len());
    let radix = |k: usize| set.count(k) as u64 + 1;
    // The products fit in a word: a side owns at most MAX_CARDS cards in MAX_KINDS kinds.
    let mut product = [1u64; MAX_KINDS + 1];
    for k in 0..K {
        product[k + 1] = product[k] * radix(k);
    }
    loop {
        let r = rng.u64(..);
        // A kind absent from `set` has radix 1 and digit 0. The counts are gathered in one
        // word: writing them byte by byte and reading the set back whole would stall.
        let mut bits = 0u64;
        let mut high = 0u64;
        for k in 0..K {
            let next = ((r as u128 * product[k + 1] as u128) >> 64) as u64;
            bits |= (next - radix(k) * high) << (8 * k);
            high = next;
        }
        let s = CardSet::from_bits(bits);
        if (min..=max).contains(&s.len()) {
            return s;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::battle::for_each_subset;
    use std::collections::HashMap;

    /// Every copy of the subset draw, for one to eight kinds, draws every sub-multiset of the
    /// allowed sizes, and only those, about equally often.
    #[test]
    fn random_subsets_are_uniform_for_every_number_of_kinds() {
        let mut rng = fastrand::Rng::with_seed(3);
        for kinds in 1..=MAX_KINDS {
            let mut set = CardSet::default();
            for k in 0..kinds {
                set.set_count(k, [1, 2, 1, 3][k % 4]);
            }
            let (min, max) = (1, set.len().saturating_sub(1).max(1));
            let mut allowed = Vec::new();
            for_each_subset(kinds, &set, &mut |s| {
                if (min..=max).contains(&s.len()) {
                    allowed.push(*s);
                }
            });
            let draws = 400 * allowed.len();
            let mut seen: HashMap<CardSet, usize> = HashMap::new();
            for _ in 0..draws {
                *seen.entry(random_subset(kinds, &set, min, max, &mut rng)).or_default() += 1;
            }
            assert_eq!(seen.len(), allowed.len(), "{kinds} kinds: every allowed subset, and only those");
            for s in &allowed {
                let n = seen[s];
                assert!((280..=520).contains(&n), "{kinds} kinds: {s:?} drawn {n} times of about 400");
            }
        }
    }
}
