//! The plays of a turn in one 64-bit word, for the random player's hot path, when the deck
//! allows it: its Acquired kinds are the first ones (0..a) and its Adversity kinds the others
//! (a..n), and a + n + 4·(n − a) bits fit in a word (the box of game.toml takes 54).
//!
//! The word keeps the order of [`super::plays::Plays`]: bit k (k < a) lays Acquired kind k,
//! bit a + k discards kind k, and each seat's slot of n − a bits, seat by seat, gives him the
//! Adversity kind a + j at its bit j. The player's word is then a few `and`s and shifts, its
//! plays one count, and a uniform play one select in one word, read back as the bit of
//! [`super::plays::Plays`] it stands for from a table. The kinds each seat may still receive
//! are kept in the same slots as fronts change ([`Game::open`]).

use super::draws::below;
use super::game::{Game, Observer};
use super::plays::Select;
use super::rules::{MAX_KINDS, MAX_SEATS};

/// The layout of the word, worked out once for a deck, and what each of its bits plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packing {
    /// The Acquired kinds are 0..acquired, the Adversity kinds acquired..the last.
    acquired: u8,
    /// Times the Adversity kinds held, their copy in every seat's slot.
    spread: u64,
    /// Where each seat's slot begins, and its bits.
    shifts: [u8; MAX_SEATS],
    slots: [u64; MAX_SEATS],
    /// Every bit of the word as the bit of [`super::plays::Plays`] it stands for.
    decode: [u8; 64],
    /// By bit: the seat struck, or [`OWN`] for an Acquired card laid in front of the player,
    /// [`DISCARD`] for a discard; and how far the card raises its owner's marker (an Acquired
    /// card's gain).
    target: [u8; 64],
    gain: [u8; 64],
}

/// [`Packing::target`] of a bit that lays an Acquired card in front of the player himself.
const OWN: u8 = MAX_SEATS as u8;
/// [`Packing::target`] of a bit that discards a card.
const DISCARD: u8 = MAX_SEATS as u8 + 1;

impl Packing {
    /// The layout for a deck of `kinds` kinds whose Acquired kinds are the bits of `acquired`,
    /// with the gains `gains`; none when the deck does not allow it.
    pub fn new(kinds: u8, acquired: u32, gains: &[u8; MAX_KINDS]) -> Option<Packing> {
        let (n, a) = (kinds as u32, acquired.count_ones());
        let low = |k: u32| if k >= 32 { u32::MAX } else { (1u32 << k) - 1 };
        if acquired != low(a) || a + n + MAX_SEATS as u32 * (n - a) > 64 {
            return None;
        }
        let width = n - a;
        let mut p = Packing {
            acquired: a as u8,
            spread: 0,
            shifts: [0; MAX_SEATS],
            slots: [0; MAX_SEATS],
            decode: [0; 64],
            target: [DISCARD; 64],
            gain: [0; 64],
        };
        for k in 0..a {
            p.decode[k as usize] = k as u8;
            p.gain[k as usize] = gains[k as usize];
            p.target[k as usize] = OWN;
        }
        for k in 0..n {
            p.decode[(a + k) as usize] = (32 + k) as u8;
        }
        for t in 0..MAX_SEATS {
            let at = a + n + t as u32 * width;
            p.shifts[t] = at as u8;
            p.slots[t] = (low(width) as u64) << at;
            // The kinds held are not shifted down: the copy's shift makes up for it.
            p.spread |= 1 << (at - a);
            for j in 0..width {
                p.decode[(at + j) as usize] = (64 + 32 * t as u32 + a + j) as u8;
                p.target[(at + j) as usize] = t as u8;
            }
        }
        Some(p)
    }

    /// The receivable kinds `open` (a bit set of kinds) of seat `t` in their slot, the rest of
    /// `word` unchanged.
    #[inline(always)]
    pub(super) fn place(&self, word: u64, t: usize, open: u32) -> u64 {
        let t = t & (MAX_SEATS - 1);
        word & !self.slots[t] | ((open >> self.acquired) as u64) << self.shifts[t]
    }
}

impl Game {
    /// The plays open to seat `s`, the game standing at his play, as one word.
    #[inline(always)]
    fn packed_plays(&self, p: &Packing, s: usize) -> u64 {
        let s = s & (MAX_SEATS - 1);
        let held = self.hands[s].kinds();
        let acquire = held & self.acquired & !self.front[s];
        let strikes = ((held & self.adversity) as u64).wrapping_mul(p.spread) & self.open & !p.slots[s];
        acquire as u64 | (held as u64) << p.acquired | strikes
    }

    /// A random play of seat `s`, the game standing at his play, drawn uniformly among the
    /// plays of his word and played: the same play as [`Game::random_decision`] draws with the
    /// same number, since the word keeps the order of the plays.
    #[inline(always)]
    pub(super) fn random_packed_play<O: Observer, S: Select>(
        &mut self,
        s: usize,
        rng: &mut fastrand::Rng,
        obs: &mut O,
        sel: S,
    ) {
        let Some(p) = self.rules.deck.packing() else { unreachable!("a deck with a packing") };
        let word = self.packed_plays(p, s);
        let at = sel.select(word, below(rng, word.count_ones())) as usize & 63;
        let bit = p.decode[at] as u32;
        let target = p.target[at] as usize;
        let strike = target < MAX_SEATS;
        let t = if strike { target } else { s } & (MAX_SEATS - 1);
        let change = p.gain[at] as i16 - strike as i16 * self.rules.adversity_loss as i16;
        let lays = target != DISCARD as usize;
        let slot = p.slots[t];
        // The kind struck is no longer receivable by its target (a play of another kind has
        // no bit in the slots), nor any kind once he has the most Adversity cards.
        let open = self.open & !(1 << at);
        self.lay(s, bit & 31, t, lays, change, bit, obs);
        let full = (self.front[t] & self.adversity).count_ones() >= self.rules.adversity_max as u32;
        self.open = open & !(slot & 0u64.wrapping_sub(full as u64));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::joute::Loaded;
    use crate::games::joute::engine::plays::select64;
    use crate::games::joute::engine::{NoObserver, Phase};

    #[test]
    fn a_deck_packs_only_with_its_acquired_kinds_first_and_room_in_a_word() {
        let gains = [1; MAX_KINDS];
        assert!(Packing::new(18, 0xFFF, &gains).is_some(), "the box of game.toml");
        assert!(Packing::new(18, 0xFFF & !(1 << 11) | 1 << 12, &gains).is_none(), "an Adversity kind among them");
        assert!(Packing::new(20, 0xFFF, &gains).is_some(), "12 + 20 + 4 × 8 bits");
        assert!(Packing::new(21, 0xFFF, &gains).is_none(), "12 + 21 + 4 × 9 bits");
    }

    #[test]
    fn the_word_draws_the_play_of_the_same_rank_as_the_listed_plays() {
        let rules = Loaded::embedded().def.rules("standard").unwrap();
        let p = *rules.deck.packing().unwrap();
        let mut seen = 0;
        for seed in 0..60 {
            let seats = 2 + (seed % 3) as u8;
            let mut g = Game::new(rules, seats, seed, &mut NoObserver).unwrap();
            let mut rng = fastrand::Rng::with_seed(seed);
            while g.phase != Phase::Over {
                if g.phase == Phase::Play {
                    let (word, plays) = (g.packed_plays(&p, g.seat as usize), g.plays());
                    assert_eq!(word.count_ones(), plays.count());
                    for r in 0..plays.count() {
                        assert_eq!(
                            p.decode[select64(word, r) as usize] as u32,
                            plays.select(r),
                            "seed {seed}, rank {r}"
                        );
                        seen += 1;
                    }
                }
                g.play_random(&mut rng, &mut NoObserver);
            }
        }
        assert!(seen > 10_000, "{seen}");
    }
}
