//! The rules in force: the facts of R1/R2 and the switches of R9, as plain numbers.

use super::{Card, CardSet, Points, Side};

/// Card kinds a [`CardSet`] can count: the hero plus up to seven numbered values.
pub const MAX_KINDS: usize = 8;
/// Most action cards one side may own (the engine's fixed-size piles).
pub const MAX_CARDS: usize = 48;
/// Most cards one hand may hold.
pub const MAX_HAND: usize = 12;
/// Most castles in the line.
pub const MAX_CASTLES: usize = 12;

const NO_KIND: u8 = u8::MAX;

/// Which cards leave the game for good after a battle (R5.6, R9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Removal {
    /// R9.1: nothing is ever removed.
    None,
    /// R9.2: the loser of a neutral castle removes cards of his choice (a); an attacker of a
    /// held castle removes his strongest card there (b).
    Advanced,
    /// R9.4: an attacker who takes a held castle removes his strongest card there.
    Conquest,
}

impl Removal {
    pub fn id(self) -> &'static str {
        match self {
            Removal::None => "none",
            Removal::Advanced => "advanced",
            Removal::Conquest => "conquest",
        }
    }
}

/// How the end of the game is scored (R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// R8.2 and R8.3.
    Y2022,
    /// R8.4.
    Y2021,
}

impl Scoring {
    pub fn id(self) -> &'static str {
        match self {
            Scoring::Y2022 => "2022",
            Scoring::Y2021 => "2021",
        }
    }
}

/// Everything the engine needs to know about the game and the ruleset in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Numbered values, strongest first; kind `i + 1` of a [`CardSet`] is `values[i]`.
    values: [u8; MAX_KINDS - 1],
    /// The values of the even and of the odd kinds in 16-bit lanes, in reverse order, so that
    /// one multiplication sums a set's values (see [`Rules::sum`]).
    sum_weights: [u64; 2],
    /// Copies of each numbered value in one side's cards.
    counts: [u8; MAX_KINDS - 1],
    kinds: u8,
    /// Card kind of each card encoding (the hero is 0); `NO_KIND` for cards this game lacks.
    kind_of: [u8; 100],
    pub castles: u8,
    pub hand_size: u8,
    pub max_per_castle: u8,
    pub removal: Removal,
    pub scoring: Scoring,
    pub exhaustion_limit: u8,
    pub set_aside: u8,
    /// The first player of round 1 (R2.1).
    pub first_player: Side,
    /// What castles and a sweep are worth (R8.1, R8.2).
    pub points: Points,
}

/// A rules description the engine cannot run, with the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("a side needs between 1 and {max} distinct numbered values (R1.2)", max = MAX_KINDS - 1)]
    Kinds,
    #[error("card value {0} is outside 1..=99 or appears twice (R1.2)")]
    Value(u8),
    #[error("a side may hold at most {max} action cards (engine limit), this game gives {0}", max = MAX_CARDS)]
    TooManyCards(usize),
    #[error("the castle line needs between 2 and {max} castles (R1.1), not {0}", max = MAX_CASTLES)]
    Castles(usize),
    #[error("the hand size must be between 2 and {max} (R2.2), not {0}", max = MAX_HAND)]
    HandSize(u8),
    #[error("at most {0} cards per castle cannot be below 1 or above the hand size (R4.4)")]
    MaxPerCastle(u8),
    #[error("the exhaustion limit must be at least 1 (R7.2), not {0}")]
    ExhaustionLimit(u8),
    #[error("{0} cards set aside leave too few numbered cards for the opening hand (R9.3)")]
    SetAside(u8),
}

impl Rules {
    /// Builds and checks the rules. `numbered` lists (value, copies) pairs in any order.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        numbered: &[(u8, u8)],
        castles: usize,
        hand_size: u8,
        max_per_castle: u8,
        removal: Removal,
        scoring: Scoring,
        exhaustion_limit: u8,
        set_aside: u8,
    ) -> Result<Rules, RulesError> {
        if numbered.is_empty() || numbered.len() > MAX_KINDS - 1 {
            return Err(RulesError::Kinds);
        }
        let mut sorted: Vec<(u8, u8)> = numbered.to_vec();
        sorted.sort_by_key(|&(value, _)| std::cmp::Reverse(value));
        let mut rules = Rules {
            values: [0; MAX_KINDS - 1],
            sum_weights: [0; 2],
            counts: [0; MAX_KINDS - 1],
            kinds: sorted.len() as u8,
            kind_of: [NO_KIND; 100],
            castles: 0,
            hand_size,
            max_per_castle,
            removal,
            scoring,
            exhaustion_limit,
            set_aside,
            first_player: Side::English,
            points: Points::STANDARD,
        };
        for (i, &(value, count)) in sorted.iter().enumerate() {
            if value == 0 || value > 99 || rules.kind_of[value as usize] != NO_KIND {
                return Err(RulesError::Value(value));
            }
            rules.values[i] = value;
            rules.counts[i] = count;
            rules.kind_of[value as usize] = i as u8 + 1;
            // Kind k is lane k / 2 of the even or odd counts; its weight goes to lane 3 - k / 2.
            let kind = i + 1;
            rules.sum_weights[kind % 2] |= (value as u64) << (16 * (3 - kind / 2));
        }
        rules.kind_of[Card::HERO.byte() as usize] = 0;
        let total = sorted.iter().map(|&(_, c)| c as usize).sum::<usize>() + 1;
        if total > MAX_CARDS {
            return Err(RulesError::TooManyCards(total));
        }
        if !(2..=MAX_CASTLES).contains(&castles) {
            return Err(RulesError::Castles(castles));
        }
        rules.castles = castles as u8;
        if !(2..=MAX_HAND as u8).contains(&hand_size) {
            return Err(RulesError::HandSize(hand_size));
        }
        if max_per_castle == 0 || max_per_castle > hand_size {
            return Err(RulesError::MaxPerCastle(max_per_castle));
        }
        if exhaustion_limit == 0 {
            return Err(RulesError::ExhaustionLimit(exhaustion_limit));
        }
        if set_aside as usize + hand_size as usize - 1 > total - 1 {
            return Err(RulesError::SetAside(set_aside));
        }
        Ok(rules)
    }

    /// The same rules with another first player for round 1.
    /// The same rules with castles and a sweep worth `points`.
    pub fn with_points(mut self, points: Points) -> Rules {
        self.points = points;
        self
    }

    pub fn with_first_player(mut self, side: Side) -> Rules {
        self.first_player = side;
        self
    }

    /// Number of card kinds, the hero included.
    pub fn kinds(&self) -> usize {
        self.kinds as usize + 1
    }

    /// The card a [`CardSet`] kind stands for.
    pub fn card_of_kind(&self, kind: usize) -> Card {
        if kind == 0 { Card::HERO } else { Card::number(self.values[kind - 1]) }
    }

    /// The kind of a card, or `None` for a value this game does not have.
    #[inline]
    pub fn kind(&self, card: Card) -> Option<usize> {
        match self.kind_of.get(card.byte() as usize) {
            None | Some(&NO_KIND) => None,
            Some(&k) => Some(k as usize),
        }
    }

    /// Copies of `card` in one side's full set of action cards.
    pub fn copies(&self, card: Card) -> u8 {
        match self.kind(card) {
            Some(0) => 1,
            Some(k) => self.counts[k - 1],
            None => 0,
        }
    }

    /// All action cards of one side (hero first, then the numbered cards strongest first).
    pub fn all_cards(&self) -> CardSet {
        let mut set = CardSet::one(0);
        for k in 1..self.kinds() {
            set.set_count(k, self.counts[k - 1]);
        }
        set
    }

    /// Number of action cards one side owns.
    pub fn side_cards(&self) -> usize {
        self.all_cards().len()
    }

    /// Counts `cards` per kind. Cards of unknown kinds are ignored (callers validate first).
    pub fn set_of(&self, cards: &[Card]) -> CardSet {
        let mut set = CardSet::default();
        for &card in cards {
            if let Some(k) = self.kind(card) {
                set.add(k);
            }
        }
        set
    }

    /// The sum of the numbered cards of a set (R5.1); the hero adds nothing.
    #[inline]
    pub fn sum(&self, set: &CardSet) -> u32 {
        // The counts of the even kinds and of the odd kinds, each in four 16-bit lanes. Lane 3
        // of the product of lanes x and weights w is the sum over i + j = 3 of x_i * w_j, that
        // is the dot product of counts and values. No lane overflows into the next: a side owns
        // at most MAX_CARDS cards of value 99 or less, 48 * 99 < 2^16.
        const LANES: u64 = 0x00FF_00FF_00FF_00FF;
        let bits = set.bits();
        let even = (bits & LANES).wrapping_mul(self.sum_weights[0]) >> 48;
        let odd = ((bits >> 8) & LANES).wrapping_mul(self.sum_weights[1]) >> 48;
        (even + odd) as u32
    }

    #[inline]
    pub fn strongest_kind(&self, set: &CardSet) -> Option<usize> {
        // Kinds go from the strongest up, so the lowest count present is the strongest card.
        if set.is_empty() { None } else { Some((set.bits().trailing_zeros() / 8) as usize) }
    }

    /// The strongest card of a set (the hero if present).
    pub fn strongest(&self, set: &CardSet) -> Option<Card> {
        (0..self.kinds()).find(|&k| set.count(k) > 0).map(|k| self.card_of_kind(k))
    }

    /// Writes the cards of a set, strongest first.
    pub fn cards_of(&self, set: &CardSet) -> impl Iterator<Item = Card> + '_ {
        let set = *set;
        (0..self.kinds()).flat_map(move |k| std::iter::repeat_n(self.card_of_kind(k), set.count(k) as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::guyenne::engine::battle::for_each_subset;

    /// R5.1: the one-multiplication sum equals the plain sum of the cards' values, for every
    /// sub-multiset of a side's cards, with the largest values and counts the engine allows.
    #[test]
    fn r5_1_sum_of_every_subset_matches_the_plain_sum() {
        let games = [
            Rules::new(&[(5, 2), (4, 3), (3, 4), (2, 12)], 6, 6, 5, Removal::None, Scoring::Y2022, 2, 0).unwrap(),
            Rules::new(
                &[(99, 6), (98, 6), (97, 6), (96, 6), (95, 6), (94, 6), (1, 11)],
                12,
                12,
                12,
                Removal::None,
                Scoring::Y2022,
                2,
                0,
            )
            .unwrap(),
        ];
        for rules in games {
            let plain = |set: &CardSet| rules.cards_of(set).map(|c| c.value() as u32).sum::<u32>();
            let mut checked = 0;
            for_each_subset(rules.kinds(), &rules.all_cards(), &mut |set| {
                assert_eq!(rules.sum(set), plain(set), "{set:?}");
                checked += 1;
            });
            assert!(checked > 1000);
        }
    }

    /// The strongest card of a set is its hero, else its highest value (R1.2).
    #[test]
    fn r1_2_strongest_kind_is_the_hero_then_the_highest_value() {
        let rules = Rules::new(&[(5, 2), (4, 3), (2, 12)], 6, 6, 5, Removal::None, Scoring::Y2022, 2, 0).unwrap();
        assert_eq!(rules.strongest_kind(&CardSet::default()), None);
        let set = rules.set_of(&[Card::number(2), Card::number(4), Card::HERO]);
        assert_eq!(rules.strongest(&set), Some(Card::HERO));
        assert_eq!(rules.strongest(&set.without_hero()), Some(Card::number(4)));
    }
}
