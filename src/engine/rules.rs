//! The rules in force: the facts of R1/R2 and the switches of R9, as plain numbers.

use super::{Card, CardSet, Side};

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
        };
        for (i, &(value, count)) in sorted.iter().enumerate() {
            if value == 0 || value > 99 || rules.kind_of[value as usize] != NO_KIND {
                return Err(RulesError::Value(value));
            }
            rules.values[i] = value;
            rules.counts[i] = count;
            rules.kind_of[value as usize] = i as u8 + 1;
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

    /// The sum of a set's numbered cards.
    pub fn sum(&self, set: &CardSet) -> u32 {
        (1..self.kinds()).map(|k| set.count(k) as u32 * self.values[k - 1] as u32).sum()
    }

    /// The kind of the strongest card of a set (0, the hero, if present).
    #[inline]
    pub fn strongest_kind(&self, set: &CardSet) -> Option<usize> {
        (0..self.kinds()).find(|&k| set.count(k) > 0)
    }

    /// The strongest card of a set (the hero if present).
    pub fn strongest(&self, set: &CardSet) -> Option<Card> {
        (0..self.kinds()).find(|&k| set.count(k) > 0).map(|k| self.card_of_kind(k))
    }

    /// Appends the kinds of the cards of a set to a deck, strongest first.
    pub(crate) fn push_kinds<const N: usize>(&self, set: &CardSet, deck: &mut arrayvec::ArrayVec<u8, N>) {
        for k in 0..self.kinds() {
            for _ in 0..set.count(k) {
                deck.push(k as u8);
            }
        }
    }

    /// Writes the cards of a set, strongest first.
    pub fn cards_of(&self, set: &CardSet) -> impl Iterator<Item = Card> + '_ {
        let set = *set;
        (0..self.kinds()).flat_map(move |k| std::iter::repeat_n(self.card_of_kind(k), set.count(k) as usize))
    }
}
