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

    pub const fn other(self) -> Side {
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Member {
    #[default]
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

/// An action card: a numbered card carries its value (1..=99); the hero is stronger than any
/// number (R1.2), so it sorts above every value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card(u8);

impl Ord for Card {
    fn cmp(&self, other: &Card) -> std::cmp::Ordering {
        (self.is_hero(), self.0).cmp(&(other.is_hero(), other.0))
    }
}

impl PartialOrd for Card {
    fn partial_cmp(&self, other: &Card) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Card {
    /// The hero is encoded as 0, which no numbered card uses.
    pub const HERO: Card = Card(0);

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
        self.0
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_hero() { f.write_str("H") } else { write!(f, "{}", self.0) }
    }
}

/// A multiset of cards, counted per card kind of the rules in force
/// (kind 0 is the hero, kinds 1.. are the numbered values, strongest first).
/// It is `Copy` and fits in one machine word: adding, removing and comparing sets are a few
/// integer operations, which keeps decisions small and the engine's hot loop allocation-free.
/// Counts stay below 128 (a side owns at most `MAX_CARDS` cards), so no count overflows into
/// its neighbour.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

const LOW_BYTES: u64 = 0x0101_0101_0101_0101;
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

impl CardSet {
    #[inline]
    pub(crate) fn bits(self) -> u64 {
        self.0
    }

    #[inline]
    pub(crate) fn from_bits(bits: u64) -> CardSet {
        CardSet(bits)
    }

    /// How many cards of `kind` the set holds.
    #[inline]
    pub fn count(&self, kind: usize) -> u8 {
        (self.0 >> (8 * kind)) as u8
    }

    /// Sets how many cards of `kind` the set holds.
    #[inline]
    pub fn set_count(&mut self, kind: usize, n: u8) {
        self.0 = (self.0 & !(0xFF << (8 * kind))) | ((n as u64) << (8 * kind));
    }

    /// Whether the hero (kind 0) is in the set.
    #[inline]
    pub fn has_hero(&self) -> bool {
        self.count(0) > 0
    }

    /// The set less its hero.
    #[inline]
    pub fn without_hero(self) -> CardSet {
        CardSet(self.0 & !0xFF)
    }

    /// Removes one card of `kind`, which must be there.
    #[inline]
    pub fn remove(&mut self, kind: usize) {
        debug_assert!(self.count(kind) > 0);
        self.0 -= 1 << (8 * kind);
    }

    /// One card of `kind`.
    #[inline]
    pub fn one(kind: usize) -> CardSet {
        CardSet::from_bits(1 << (8 * kind))
    }

    #[inline]
    pub fn len(&self) -> usize {
        (self.bits().wrapping_mul(LOW_BYTES) >> 56) as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.bits() == 0
    }

    /// Whether every card of `self` is also in `other` (multiset inclusion).
    #[inline]
    pub fn is_subset_of(&self, other: &CardSet) -> bool {
        // Per byte, (other + 128 - self) keeps its high bit exactly when other >= self.
        ((other.bits() | HIGH_BITS) - self.bits()) & HIGH_BITS == HIGH_BITS
    }

    /// The union of two multisets (counts added).
    #[inline]
    pub fn plus(self, other: CardSet) -> CardSet {
        CardSet::from_bits(self.bits() + other.bits())
    }

    /// `self` less `other`, which must be a subset of it.
    #[inline]
    pub fn minus(self, other: CardSet) -> CardSet {
        debug_assert!(other.is_subset_of(&self));
        CardSet::from_bits(self.bits() - other.bits())
    }

    /// Adds one card of `kind`.
    #[inline]
    pub fn add(&mut self, kind: usize) {
        *self = CardSet::from_bits(self.bits() + (1 << (8 * kind)));
    }
}

impl std::fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counts: Vec<u8> = (0..super::MAX_KINDS).map(|k| self.count(k)).collect();
        write!(f, "CardSet{counts:?}")
    }
}
