//! The legal decisions of a position: listed in full, or drawn uniformly at random without
//! listing them (the random policy's hot path allocates nothing).

use super::battle::{for_each_subset, removal_options};
use super::{CardSet, Decision, Game, MAX_KINDS, Member, Phase, Side};

/// Evaluates `$body` with `$k` a constant equal to `$kinds` (1 to MAX_KINDS): one copy of the
/// code for each number of kinds, so that each is a straight line of known length. Which one a
/// game uses never changes, so choosing it costs nothing.
macro_rules! for_kinds {
    ($kinds:expr, $k:ident => $body:expr) => {
        match $kinds {
            1 => for_kinds!(@ 1, $k => $body),
            2 => for_kinds!(@ 2, $k => $body),
            3 => for_kinds!(@ 3, $k => $body),
            4 => for_kinds!(@ 4, $k => $body),
            5 => for_kinds!(@ 5, $k => $body),
            6 => for_kinds!(@ 6, $k => $body),
            7 => for_kinds!(@ 7, $k => $body),
            _ => for_kinds!(@ MAX_KINDS, $k => $body),
        }
    };
    (@ $n:expr, $k:ident => $body:expr) => {{
        const $k: usize = $n;
        $body
    }};
}
pub(crate) use for_kinds;

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

    /// A random placement at `step` (R4): the castle, then the cards.
    #[inline(always)]
    pub(crate) fn random_placement(
        &self,
        step: u8,
        side: Side,
        member: Member,
        rng: &mut fastrand::Rng,
    ) -> (u8, CardSet) {
        let castles = self.rules.castles;
        let castle = match step {
            0 => random_castle_a(castles, rng),
            1 => self.placements[0].castle,
            2 => random_castle_b(castles, self.placements[0].castle, rng),
            _ => self.placements[2].castle,
        };
        (castle, self.random_cards(step, side, member, rng))
    }

    /// The cards of a random placement at `step`: any non-empty part of the hand within the
    /// limit of R4.4.
    #[inline(always)]
    pub(crate) fn random_cards(&self, step: u8, side: Side, member: Member, rng: &mut fastrand::Rng) -> CardSet {
        for_kinds!(self.rules.kinds(), K => self.random_cards_of::<K>(step, side, member, rng))
    }

    /// [`Game::random_cards`] in a game of `K` kinds.
    #[inline(always)]
    pub(crate) fn random_cards_of<const K: usize>(
        &self,
        step: u8,
        side: Side,
        member: Member,
        rng: &mut fastrand::Rng,
    ) -> CardSet {
        let hand = self.sides[side].hands[member.index()];
        subset_of::<K>(&hand, 1, self.placement_limit(side, member, step), rng)
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

/// Castle A (R4.1): any castle of the line, numbered from 1.
#[inline(always)]
pub(crate) fn random_castle_a(castles: u8, rng: &mut fastrand::Rng) -> u8 {
    1 + high_word(rng.u64(..), u64::from(castles)) as u8
}

/// Castle B (R4.2b): any castle but A, drawn among the others.
#[inline(always)]
pub(crate) fn random_castle_b(castles: u8, a: u8, rng: &mut fastrand::Rng) -> u8 {
    let c = 1 + high_word(rng.u64(..), u64::from(castles) - 1) as u8;
    if c >= a { c + 1 } else { c }
}

/// A sub-multiset of `set` with `min..=max` cards, uniform over all such sub-multisets. Each
/// kind's count is a digit, in mixed radix, of the sub-multiset's index, read from one 64-bit
/// random number by [`digits`] (no division; the bias is of the order of the number of
/// sub-multisets divided by 2^64, far below anything a simulation can see). A
/// placement or a give may take any non-empty part of the hand but, at most, the whole hand:
/// those indexes are consecutive, and one is drawn directly. Other size limits (R9.3's set-aside)
/// are met by drawing again. The caller guarantees that one fits.
#[inline]
fn random_subset(kinds: usize, set: &CardSet, min: usize, max: usize, rng: &mut fastrand::Rng) -> CardSet {
    for_kinds!(kinds, K => subset_of::<K>(set, min, max, rng))
}

/// [`random_subset`] for a game of `K` kinds.
#[inline(always)]
fn subset_of<const K: usize>(set: &CardSet, min: usize, max: usize, rng: &mut fastrand::Rng) -> CardSet {
    debug_assert!(min <= max && max <= set.len());
    let len = set.len();
    if min == 1 && max + 1 >= len {
        // Every sub-multiset but the empty one, and the whole set when a card must be kept:
        // the indexes 1..=last in mixed radix. One is drawn directly, without rejection, and
        // made into the 64-bit number whose reading by `digits` gives it back. The count fits
        // in a word: a side owns at most MAX_CARDS cards in MAX_KINDS kinds.
        let count: u64 = (0..K).map(|k| set.count(k) as u64 + 1).product();
        let last = count - 1 - u64::from(max < len);
        let index = 1 + high_word(rng.u64(..), last);
        return digits::<K>(set, index * step(count));
    }
    loop {
        let s = digits::<K>(set, rng.u64(..));
        if (min..=max).contains(&s.len()) {
            return s;
        }
    }
}

/// The sub-multiset whose index among the `P` sub-multisets of `set` is `r * P / 2^64`,
/// rounded down: each kind's count is a digit of that index in mixed radix (radix: count in
/// `set` + 1), the first kind the most significant. Read as a fraction of 2^64, `r` gives its
/// digits one by one: multiplied by a radix, the high word is the digit and the low word what
/// is left to read. The result is the same as dividing the index, without a division.
#[inline(always)]
fn digits<const K: usize>(set: &CardSet, r: u64) -> CardSet {
    // A kind absent from `set` has radix 1 and digit 0. The counts are gathered in one word:
    // writing them byte by byte and reading the set back whole would stall.
    let mut bits = 0u64;
    let mut rest = r;
    for k in 0..K {
        let m = rest as u128 * (set.count(k) as u128 + 1);
        bits |= ((m >> 64) as u64) << (8 * k);
        rest = m as u64;
    }
    CardSet::from_bits(bits)
}

/// The high word of `a * b`: `a * b / 2^64`, rounded down.
#[inline(always)]
fn high_word(a: u64, b: u64) -> u64 {
    ((a as u128 * b as u128) >> 64) as u64
}

/// The smallest `m` with `m * count >= 2^64`. For an index `i < count`, `i * m` is a number
/// whose [`digits`] are those of `i`: `i * m * count / 2^64` is `i` plus less than
/// `i * count / 2^64`, far below 1. A hand of up to 6 cards has at most 64 sub-multisets,
/// which a table covers; larger ones divide.
#[inline(always)]
fn step(count: u64) -> u64 {
    const STEPS: [u64; 65] = {
        let mut steps = [0u64; 65];
        let mut c = 1;
        while c < 65 {
            steps[c] = (u64::MAX / c as u64).wrapping_add(1);
            c += 1;
        }
        steps
    };
    debug_assert!(count >= 2, "a non-empty set has at least two sub-multisets");
    match STEPS.get(count as usize) {
        Some(&m) => m,
        None => u64::MAX / count + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::guyenne::engine::battle::for_each_subset;
    use std::collections::HashMap;

    /// Every copy of the subset draw, for one to eight kinds, draws every sub-multiset of the
    /// allowed sizes, and only those, about equally often: directly when a card must be kept
    /// (a first placement) or none (a second), by rejection for other limits (R9.3's set-aside).
    /// Up to 64 sub-multisets, the direct draw reads its step from a table; beyond, it divides.
    #[test]
    fn random_subsets_are_uniform_for_every_number_of_kinds() {
        let mut rng = fastrand::Rng::with_seed(3);
        for kinds in 1..=MAX_KINDS {
            let mut set = CardSet::default();
            for k in 0..kinds {
                set.set_count(k, [1, 2, 1, 3][k % 4]);
            }
            let len = set.len();
            let limits = [(1, len.saturating_sub(1).max(1)), (1, len), (len.div_ceil(2), len.div_ceil(2))];
            for (min, max) in limits {
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
                let case = format!("{kinds} kinds, {min} to {max} of {len} cards");
                assert_eq!(seen.len(), allowed.len(), "{case}: every allowed subset, and only those");
                for s in &allowed {
                    let n = seen[s];
                    assert!((280..=520).contains(&n), "{case}: {s:?} drawn {n} times of about 400");
                }
            }
        }
    }
}
