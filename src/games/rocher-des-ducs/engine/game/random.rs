//! Decisions drawn uniformly for random players, without listing them where the hand makes
//! the count plain (the hot loop of simulations).

use super::plays::{COLOURED_KINDS, GREEN_KINDS};
use super::*;

impl Game {
    /// A legal play drawn uniformly, for a hand of warriors only, without listing the plays:
    /// each warrior kind has as many plays as positions take its colour class, so the k-th
    /// play (kinds in order, each with its positions left to right, as [`Game::each_play`]
    /// lists them) is found by counting.
    pub(super) fn random_warrior_play(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        let me = self.faction(self.seat);
        let n = self.target_counts(me);
        let hand = &self.hands[self.seat as usize];
        let mask = hand.mask();
        // Red and blue kinds come before the greens.
        let [coloured, greens] = hand.warrior_kinds();
        let first = coloured as usize * n[0];
        let total = first + greens as usize * n[1];
        if total == 0 {
            return None;
        }
        let k = rng.usize(..total);
        let (kinds, green, k) =
            if k < first { (mask & COLOURED_KINDS, false, k) } else { (mask & GREEN_KINDS, true, k - first) };
        // Small numbers: a 32-bit division is the quicker one.
        let (k, per) = (k as u32, n[green as usize] as u32);
        let card = Card(nth_bit(kinds, (k / per) as usize) as u8);
        Some(Decision::Lay { card, at: self.nth_target(me, green, (k % per) as usize), face: card })
    }

    /// The `j`-th position, left to right, where faction `f` may lay a card of colour class
    /// `green` (as [`Game::each_target`] lists them).
    pub(super) fn nth_target(&self, f: Faction, green: bool, j: usize) -> i8 {
        if self.count == 0 {
            return 0;
        }
        // The left end (when a new rampart may go there), the existing ramparts, the right end.
        // The choice is random: chosen by selects rather than branches the processor would
        // have to guess.
        let new = (self.count < self.rules.ramparts) as usize;
        let inner = j.wrapping_sub(new);
        let n = [self.room_count[f.index()] as usize, self.green_room_count(f)][green as usize];
        let existing = nth_bit(self.targets(f, green) as u32, inner.min(7)) as i8 - ORIGIN;
        let end = if inner < n { existing } else { self.hi + 1 };
        if new == 1 && j == 0 { self.lo - 1 } else { end }
    }

    /// Plays the rest of the turn of the seat to move with decisions drawn uniformly: the same
    /// draws from `rng` and the same game as [`Game::random_decision`] and [`Game::apply`]
    /// called for each step, without building the decisions the seat's hand of warriors
    /// makes plain (a gift step, or a hand with a hero, is played one decision at a time).
    pub fn play_random_turn<O: Observer>(&mut self, rng: &mut fastrand::Rng, obs: &mut O) {
        let (seat, turn) = (self.seat, self.turns);
        if self.phase != Phase::Play || self.hands[seat as usize].heroes() > 0 {
            let d = self.random_decision(rng).expect("a seat is asked only when it has a decision");
            self.apply(d, obs);
            return;
        }
        let d = self.random_warrior_play(rng).expect("a turn that has no play is passed (D3.2)");
        if let Decision::Lay { card, at, .. } = d {
            self.lay_warrior(card, at);
        }
        obs.played(self, seat, d);
        self.after_play(obs);
        // Each step may end the turn (and begin the next seat's, which may skip its play).
        if self.phase == Phase::Claim && self.turns == turn {
            match self.random_claim(rng) {
                Decision::NoClaim => self.after_claim(obs),
                claim => self.apply(claim, obs),
            }
        }
        if self.phase == Phase::Draw && self.turns == turn {
            let pile = self.random_draw(rng);
            self.draw(pile, obs);
        }
        self.settle(obs);
    }

    /// No claim, or one of the claimable positions (left to right), drawn uniformly.
    pub(super) fn random_claim(&self, rng: &mut fastrand::Rng) -> Decision {
        let k = rng.u32(..self.claimable.count_ones() + 1) as usize;
        let at = nth_bit(self.claimable as u32, k.wrapping_sub(1) & 7) as i8 - ORIGIN;
        if k == 0 { Decision::NoClaim } else { Decision::Claim(at) }
    }

    /// One of the open piles (at least one), drawn uniformly.
    pub(super) fn random_draw(&self, rng: &mut fastrand::Rng) -> u8 {
        nth_bit(self.open as u32, rng.u32(..ones4(self.open)) as usize) as u8
    }

    /// A legal decision drawn uniformly.
    pub fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        match self.phase {
            Phase::Play if self.hands[self.seat as usize].heroes() == 0 => return self.random_warrior_play(rng),
            Phase::Draw if self.open == 0 => return None,
            Phase::Draw => return Some(Decision::Draw(self.random_draw(rng))),
            Phase::Claim => return Some(self.random_claim(rng)),
            _ => {}
        }
        let mut n = 0usize;
        self.each_legal(&mut |_| n += 1);
        if n == 0 {
            return None;
        }
        let mut k = rng.usize(..n);
        let mut pick = None;
        self.each_legal(&mut |d| {
            if k == 0 && pick.is_none() {
                pick = Some(d);
            }
            k = k.wrapping_sub(1);
        });
        pick
    }
}

/// How many of the 4 low bits of `bits` are set (a table: this is asked at every draw).
#[inline]
pub(super) fn ones4(bits: u8) -> u32 {
    const ONES: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
    ONES[bits as usize & 15] as u32
}

/// The index of the `n`-th set bit (n < 8) of the low 24 bits of `bits`, lowest first, when
/// there are more than `n`. Two tables and selects rather than a loop of random length: this
/// is asked twice at every play.
#[inline]
fn nth_bit(bits: u32, n: usize) -> u32 {
    let bytes = bits.to_le_bytes().map(usize::from);
    let (c0, c1) = (BYTE_ONES[bytes[0]] as usize, BYTE_ONES[bytes[1]] as usize);
    // Which byte holds it (0, 1 or 2), and its rank there.
    let (past0, past1) = ((n >= c0) as usize, (n >= c0 + c1) as usize);
    let k = past0 + past1;
    let i = n.wrapping_sub(c0 * past0 + c1 * past1);
    8 * k as u32 + BYTE_SELECT[bytes[k]][i & 7] as u32
}

/// How many bits of each byte are set.
const BYTE_ONES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (b as u8).count_ones() as u8;
        b += 1;
    }
    t
};

/// The index of the `i`-th set bit of each byte (0 past its last).
const BYTE_SELECT: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut i, mut bit) = (0, 0);
        while bit < 8 {
            if b >> bit & 1 == 1 {
                t[b][i] = bit as u8;
                i += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    t
};
