//! A side's deck: card kinds in order, top card last.

use super::{CardSet, MAX_CARDS};
use std::fmt;

/// A deck as card kinds, top card last: drawing needs no lookup.
#[derive(Clone)]
pub(crate) struct Deck {
    /// `cards[..len]` is the deck. The buffer is twice the largest deck so that a deck is laid
    /// out kind by kind with writes of a fixed size (see [`Deck::fill`]).
    cards: [u8; 2 * MAX_CARDS],
    len: u8,
}

impl Deck {
    pub(crate) fn new() -> Deck {
        Deck { cards: [0; 2 * MAX_CARDS], len: 0 }
    }

    /// Makes the deck the cards of `set` (of a game with `kinds` kinds), strongest at the bottom.
    /// Each kind is written as a full run of MAX_CARDS cards, which the next kind overwrites from
    /// where the first stops: the same writes whatever the counts, and no guessed branch.
    #[inline]
    pub(crate) fn fill(&mut self, kinds: usize, set: &CardSet) {
        assert!(set.len() <= MAX_CARDS, "a side owns at most {MAX_CARDS} cards");
        let mut len = 0;
        for kind in 0..kinds {
            let run: &mut [u8; MAX_CARDS] = (&mut self.cards[len..len + MAX_CARDS]).try_into().expect("room for a run");
            *run = [kind as u8; MAX_CARDS];
            len += set.count(kind) as usize;
        }
        self.len = len as u8;
    }

    /// Adds a card of `kind` on top.
    pub(crate) fn push(&mut self, kind: u8) {
        assert!(self.len() < MAX_CARDS, "a side owns at most {MAX_CARDS} cards");
        self.cards[self.len()] = kind;
        self.len += 1;
    }

    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Takes the top card.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<u8> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cards[self.len()])
    }

    /// Takes the top `n` cards, `n` at most `most`, and returns them as a set. The cards are
    /// read `most` at a time whatever `n` is, so that how many are drawn, which is random, is
    /// not a guess for the processor.
    #[inline]
    pub(crate) fn take(&mut self, n: usize, most: usize) -> CardSet {
        let len = self.len();
        assert!(n <= len && n <= most, "{n} cards taken of {len}, {most} at most");
        let mut bits = 0u64;
        for j in 0..most {
            // Below the bottom card, card 0 is read and not counted.
            let kind = self.cards[len.saturating_sub(j + 1)];
            bits += u64::from(j < n) << (8 * kind);
        }
        self.len -= n as u8;
        CardSet::from_bits(bits)
    }

    /// The cards, top card last.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.cards[..self.len()]
    }

    #[inline]
    pub(crate) fn as_mut_slice(&mut self) -> &mut [u8] {
        let len = self.len();
        &mut self.cards[..len]
    }

    pub(crate) fn iter(&self) -> std::slice::Iter<'_, u8> {
        self.as_slice().iter()
    }
}

impl fmt::Debug for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}
