//! Piles and hands: fixed arrays, no allocation.

use super::cards::{Card, KINDS, WARRIOR_KINDS};

/// The most cards a pile can hold (the whole box, D9.3).
pub const PILE_CAP: usize = 50;

/// A face-down pile; its top card is the last one.
#[derive(Clone, Copy, Debug)]
pub struct Pile {
    cards: [Card; PILE_CAP],
    len: u8,
}

impl Default for Pile {
    fn default() -> Pile {
        Pile { cards: [Card(0); PILE_CAP], len: 0 }
    }
}

impl Pile {
    /// A pile holding `cards`, the first one on top.
    pub fn from_top_first(cards: &[Card]) -> Pile {
        let mut pile = Pile::default();
        for &c in cards.iter().rev() {
            pile.push(c);
        }
        pile
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, card: Card) {
        self.cards[self.len as usize] = card;
        self.len += 1;
    }

    pub fn pop(&mut self) -> Option<Card> {
        (self.len > 0).then(|| {
            self.len -= 1;
            self.cards[self.len as usize]
        })
    }

    pub fn top(&self) -> Option<Card> {
        (self.len > 0).then(|| self.cards[self.len as usize - 1])
    }

    /// The cards, top first.
    pub fn top_first(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards[..self.len as usize].iter().rev().copied()
    }

    pub fn contains(&self, card: Card) -> bool {
        self.cards[..self.len as usize].contains(&card)
    }

    /// Takes out one copy of `card` wherever it is.
    pub fn take(&mut self, card: Card) -> bool {
        let n = self.len as usize;
        let Some(i) = self.cards[..n].iter().position(|&c| c == card) else { return false };
        self.cards.copy_within(i + 1..n, i);
        self.len -= 1;
        true
    }

    /// Puts the top card at the bottom.
    pub fn top_to_bottom(&mut self) {
        let n = self.len as usize;
        if n > 1 {
            self.cards[..n].rotate_right(1);
        }
    }

    pub fn shuffle(&mut self, rng: &mut fastrand::Rng) {
        rng.shuffle(&mut self.cards[..self.len as usize]);
    }
}

/// A hand: how many of each card kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    counts: [u8; KINDS],
    /// Bit k set when kind k is held.
    mask: u32,
    len: u8,
    heroes: u8,
    /// How many kinds of red or blue warriors, and of green ones, are held.
    warrior_kinds: [u8; 2],
}

impl Default for Hand {
    fn default() -> Hand {
        Hand { counts: [0; KINDS], mask: 0, len: 0, heroes: 0, warrior_kinds: [0; 2] }
    }
}

/// The class of a warrior kind for [`Hand::warrior_kinds`]: red or blue (0), green (1).
#[inline]
fn class(card: Card) -> usize {
    (card.0 >= 14) as usize
}

/// The kinds of a bit set, lowest first.
fn kinds(mut mask: u32) -> impl Iterator<Item = Card> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let k = mask.trailing_zeros();
            mask &= mask - 1;
            Card(k as u8)
        })
    })
}

impl Hand {
    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn warriors(&self) -> usize {
        (self.len - self.heroes) as usize
    }

    pub fn heroes(&self) -> usize {
        self.heroes as usize
    }

    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.0 as usize]
    }

    pub fn add(&mut self, card: Card) {
        let n = &mut self.counts[card.0 as usize];
        self.warrior_kinds[class(card)] += (*n == 0 && !card.is_hero()) as u8;
        *n += 1;
        self.mask |= 1 << card.0;
        self.len += 1;
        self.heroes += card.is_hero() as u8;
    }

    pub fn remove(&mut self, card: Card) -> bool {
        let n = &mut self.counts[card.0 as usize];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        // Without branches: which card leaves a hand is random.
        let gone = *n == 0;
        self.mask &= !((gone as u32) << card.0);
        self.warrior_kinds[class(card)] -= (gone && !card.is_hero()) as u8;
        self.len -= 1;
        self.heroes -= card.is_hero() as u8;
        true
    }

    /// Each kind held once, warriors first, in kind order.
    pub fn distinct(&self) -> impl Iterator<Item = Card> + use<> {
        kinds(self.mask)
    }

    /// Every card, in kind order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.distinct().flat_map(|c| std::iter::repeat_n(c, self.count(c) as usize))
    }

    /// The distinct warriors held.
    pub fn distinct_warriors(&self) -> impl Iterator<Item = Card> + use<> {
        kinds(self.mask & ((1 << WARRIOR_KINDS) - 1))
    }

    /// How many kinds of red or blue warriors, and of green warriors, are held.
    pub fn warrior_kinds(&self) -> [u8; 2] {
        self.warrior_kinds
    }

    /// The kinds held, as a bit set.
    pub fn mask(&self) -> u32 {
        self.mask
    }
}
