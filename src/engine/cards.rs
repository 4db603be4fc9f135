//! Sides, cards and small multisets of cards, the vocabulary of every rule.

use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the two sides of R1.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    English = 0,
    French = 1,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::English, Side::French];

    pub fn other(self) -> Side {
        match self {
            Side::English => Side::French,
            Side::French => Side::English,
        }
    }

    /// The name used in game records and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Side::English => "english",
            Side::French => "french",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Per-side data, indexed by [`Side`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySide<T>(pub [T; 2]);

impl<T> BySide<T> {
    pub fn new(english: T, french: T) -> Self {
        BySide([english, french])
    }

    pub fn map<U>(&self, mut f: impl FnMut(Side, &T) -> U) -> BySide<U> {
        BySide([f(Side::English, &self.0[0]), f(Side::French, &self.0[1])])
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        &self.0[side as usize]
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        &mut self.0[side as usize]
    }
}

/// A member of a team (R9.5); a side played by one player only has member `A`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Member {
    A = 0,
    B = 1,
}

impl Member {
    pub fn other(self) -> Member {
        match self {
            Member::A => Member::B,
            Member::B => Member::A,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Member::A => "a",
            Member::B => "b",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// An action card: a numbered card carries its value, the hero is stronger than any number
/// (R1.2), so it sorts above every value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const HERO: Card = Card(u8::MAX);

    /// A numbered card. Values are validated by the content layer (1..=99).
    pub const fn number(value: u8) -> Card {
        Card(value)
    }

    /// The card's encoding, for lookup tables.
    pub(crate) fn byte(self) -> u8 {
        self.0
    }

    pub fn is_hero(self) -> bool {
        self == Card::HERO
    }

    /// The card's value in a sum; the hero adds nothing to a sum (R5.1, R5.4).
    pub fn value(self) -> u8 {
        if self.is_hero() { 0 } else { self.0 }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_hero() { f.write_str("H") } else { write!(f, "{}", self.0) }
    }
}

/// A multiset of cards, counted per card kind of the rules in force
/// (kind 0 is the hero, kinds 1.. are the numbered values, strongest first).
/// It is `Copy` so that decisions stay small and allocation-free.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet {
    pub counts: [u8; super::MAX_KINDS],
}

impl CardSet {
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    /// Whether every card of `self` is also in `other` (multiset inclusion).
    pub fn is_subset_of(&self, other: &CardSet) -> bool {
        self.counts.iter().zip(other.counts.iter()).all(|(a, b)| a <= b)
    }
}
