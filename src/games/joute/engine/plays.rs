//! The decisions of a turn (J3.3, J4.1): which are legal, one drawn uniformly, and playing one.
//!
//! The plays open to a player are kept as a set of bits, [`Plays`]: the Acquired kinds he may lay
//! in front of himself (bit k), the kinds he may discard (bit 32 + k), and the Adversity kinds
//! each opponent may receive from him (bit 64 + 32·t + k for opponent t). Their order is the
//! order of [`Game::legal`], so that a uniform draw is the rank of a set bit, found without
//! listing the plays; and playing one is the same few operations whatever it is (the hand loses
//! the card, a front gains it, a marker moves), done without branches the processor would have
//! to guess on random data.

use super::draws::below;
use super::game::{Decision, Game, Illegal, Observer, Phase};
use super::rules::MAX_SEATS;

/// The plays open to the player whose turn it is, as bits (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plays(pub [u64; 3]);

impl Plays {
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The index of the set bit of rank `r` (0 for the first), `r` below [`Plays::count`].
    #[inline]
    pub fn select(&self, r: u32) -> u32 {
        let [w0, w1, w2] = self.0;
        let (c0, c1) = (w0.count_ones(), w1.count_ones());
        // Which word, by comparisons rather than branches.
        let past0 = (r >= c0) as u32;
        let past1 = (r >= c0 + c1) as u32;
        let word = [w0, w1, w2][(past0 + past1) as usize];
        64 * (past0 + past1) + select64(word, r - past0 * c0 - past1 * c1)
    }

    /// Every set bit, in order.
    pub fn each(&self, mut f: impl FnMut(u32)) {
        for (i, &w) in self.0.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                f(64 * i as u32 + w.trailing_zeros());
                w &= w - 1;
            }
        }
    }
}

/// For each byte and rank, the position of the set bit of that rank (8 when there is none).
const SELECT8: [[u8; 8]; 256] = {
    let mut table = [[8u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut rank = 0;
        let mut bit = 0;
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][rank] = bit as u8;
                rank += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The position of the set bit of rank `r` in `w`, by halving without branches.
#[inline]
pub(super) fn select64(mut w: u64, mut r: u32) -> u32 {
    let mut at = 0;
    for half in [32u32, 16, 8] {
        let low = (w & ((1u64 << half) - 1)).count_ones();
        let up = (r >= low) as u32;
        at += half * up;
        r -= low * up;
        w >>= half * up;
    }
    at + SELECT8[(w & 0xff) as usize][r as usize & 7] as u32
}

/// The set bit of rank `n` (0 for the lowest) of `m`.
#[inline]
pub(crate) fn nth_bit(m: u32, n: u32) -> u8 {
    select64(m as u64, n) as u8
}

/// A way to find the set bit of a given rank in a word: [`Soft`] on any processor, [`Pdep`]
/// with an instruction of the x86-64 processors that have BMI2. Both find the same bit, so a
/// random game is the same game whichever plays it.
pub(super) trait Select: Copy {
    /// The index of the set bit of rank `r` (0 for the lowest) of `w`; `r` is below the number
    /// of bits set.
    fn select(self, w: u64, r: u32) -> u32;
}

/// [`select64`], the same on every processor.
#[derive(Clone, Copy)]
pub(super) struct Soft;

impl Select for Soft {
    #[inline(always)]
    fn select(self, w: u64, r: u32) -> u32 {
        select64(w, r)
    }
}

/// The `pdep` instruction of BMI2: the word's set bits receive the bits of `1 << r` in order,
/// so only the bit of rank `r` stays set. Only [`Pdep::detect`] makes one, when the processor
/// runs the instruction, and runs it fast.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(super) struct Pdep(());

#[cfg(target_arch = "x86_64")]
impl Pdep {
    /// A [`Pdep`] when the processor has BMI2 and `pdep` takes a few cycles: not on AMD's
    /// processors before Zen 3 (family 0x19) and Hygon's, which run it as microcode, in up to
    /// hundreds of cycles. Worked out once.
    pub(super) fn detect() -> Option<Pdep> {
        static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        let fast = *FAST.get_or_init(|| {
            use std::arch::x86_64::__cpuid;
            let vendor = __cpuid(0);
            let name = [vendor.ebx, vendor.edx, vendor.ecx].map(u32::to_le_bytes).concat();
            let signature = __cpuid(1).eax;
            let (base, extended) = ((signature >> 8) & 0xf, (signature >> 20) & 0xff);
            let family = if base == 0xf { base + extended } else { base };
            let microcoded = (name == *b"AuthenticAMD" || name == *b"HygonGenuine") && family < 0x19;
            std::arch::is_x86_feature_detected!("bmi2") && !microcoded
        });
        fast.then_some(Pdep(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Select for Pdep {
    #[inline(always)]
    fn select(self, w: u64, r: u32) -> u32 {
        // SAFETY: a `Pdep` exists only when the processor has BMI2 (`Pdep::detect`).
        unsafe { std::arch::x86_64::_pdep_u64(1 << (r & 63), w) }.trailing_zeros()
    }
}

/// The decision a bit of [`Plays`] stands for.
#[inline]
pub fn decision_of(bit: u32) -> Decision {
    let card = (bit & 31) as u8;
    match bit >> 5 {
        0 => Decision::Acquire { card },
        1 => Decision::Discard { card },
        g => Decision::Strike { card, target: (g - 2) as u8 },
    }
}

/// The bit of [`Plays`] of a play (not a relief).
fn bit_of(d: Decision) -> u32 {
    match d {
        Decision::Acquire { card } => card as u32,
        Decision::Discard { card } => 32 + card as u32,
        Decision::Strike { card, target } => 64 + 32 * target as u32 + card as u32,
        Decision::Relief { .. } => unreachable!("a relief is no play"),
    }
}

/// For each seat, the masks of the strike words that keep every seat but his: nobody strikes
/// himself.
const OTHERS: [[u64; 2]; MAX_SEATS] = {
    let (low, high) = (0xFFFF_FFFFu64, 0xFFFF_FFFFu64 << 32);
    [[high, !0], [low, !0], [!0, high], [!0, low]]
};

impl Game {
    /// The plays open to the player whose turn it is (J3.3; empty outside a play).
    #[inline]
    pub fn plays(&self) -> Plays {
        if self.phase != Phase::Play {
            return Plays([0; 3]);
        }
        self.plays_of(self.seat as usize)
    }

    /// The plays open to seat `s`, the game standing at his play.
    #[inline]
    pub(super) fn plays_of(&self, s: usize) -> Plays {
        let s = s & (MAX_SEATS - 1);
        let held = self.hands[s].kinds();
        let acquire = held & self.acquired & !self.front[s];
        // The Adversity kinds held, once for each seat of a strike word.
        let adversity = (held & self.adversity) as u64 * (1 | 1 << 32);
        let open = |t: u8| self.receivable(t) as u64;
        let others = OTHERS[s];
        Plays([
            acquire as u64 | (held as u64) << 32,
            adversity & (open(0) | open(1) << 32) & others[0],
            adversity & (open(2) | open(3) << 32) & others[1],
        ])
    }

    /// Whether `d` is legal now; the rule it breaks if not.
    pub fn check(&self, d: Decision) -> Result<(), Illegal> {
        let s = self.seat as usize;
        let card = d.card();
        let known = (card as usize) < self.rules.deck.len as usize;
        match (self.phase, d) {
            (Phase::Relief, Decision::Relief { .. }) => {
                if !known || self.front[s] & self.adversity & 1 << card == 0 {
                    return Err(Illegal::NotInFront);
                }
                Ok(())
            }
            (Phase::Play, Decision::Relief { .. }) | (Phase::Relief, _) | (Phase::Begin | Phase::Over, _) => {
                Err(Illegal::NotNow)
            }
            (Phase::Play, _) if !known || self.hands[s].count(card) == 0 => Err(Illegal::NotInHand),
            (Phase::Play, Decision::Acquire { .. }) => {
                if self.adversity & 1 << card != 0 {
                    Err(Illegal::NotAcquired)
                } else if self.front[s] & 1 << card != 0 {
                    Err(Illegal::AlreadyAcquired)
                } else {
                    Ok(())
                }
            }
            (Phase::Play, Decision::Strike { target, .. }) => {
                let t = target as usize;
                if self.acquired & 1 << card != 0 {
                    Err(Illegal::NotAdversity)
                } else if target >= self.seats || t == s {
                    Err(Illegal::NotAnOpponent)
                } else if self.front[t] & 1 << card != 0 {
                    Err(Illegal::TargetHasKind)
                } else if (self.front[t] & self.adversity).count_ones() >= self.rules.adversity_max as u32 {
                    Err(Illegal::TargetFull)
                } else {
                    Ok(())
                }
            }
            (Phase::Play, Decision::Discard { .. }) => Ok(()),
        }
    }

    /// Plays `d`, or refuses it with the rule it breaks (the position is unchanged); then the
    /// game goes on to the next decision.
    pub fn play<O: Observer>(&mut self, d: Decision, obs: &mut O) -> Result<(), Illegal> {
        self.check(d)?;
        self.apply(d, obs);
        self.advance(obs);
        Ok(())
    }

    /// Plays a legal `d` and stops before the next turn's move ([`Phase::Begin`]), or at the
    /// play after a relief.
    pub fn apply<O: Observer>(&mut self, d: Decision, obs: &mut O) {
        debug_assert_eq!(self.check(d), Ok(()), "{d:?}");
        match d {
            Decision::Relief { card } => {
                self.relieve(self.seat, card, obs);
                self.draw(obs);
            }
            _ => self.apply_play(bit_of(d), obs),
        }
    }

    /// Plays the play of bit `bit` of [`Plays`] (J3.3): the same operations for each kind of
    /// play, with the amounts that make the others do nothing.
    #[inline(always)]
    pub(super) fn apply_play<O: Observer>(&mut self, bit: u32, obs: &mut O) {
        let s = self.seat as usize & (MAX_SEATS - 1);
        let card = bit & 31;
        let group = bit >> 5;
        let (acquire, strike) = (group == 0, group >= 2);
        // The seat whose front and marker the card changes: his own, or the opponent struck.
        let t = if strike { group as usize - 2 } else { s };
        // Amounts times 0 or 1 rather than branches, which the processor could not guess.
        let change =
            acquire as i16 * self.rules.deck.gain(card as u8) as i16 - strike as i16 * self.rules.adversity_loss as i16;
        self.lay(s, card, t, group != 1, change, bit, obs);
        self.reopen(t as u8);
    }

    /// The card `card` leaves the hand of `s` and is laid in front of `t` (`lays`: an Acquired
    /// card or an Adversity card, J3.3 a, b) or discarded (J3.3 c); `t`'s marker moves by
    /// `change`, which is below 0 only for an Adversity card, and his pawn goes back to Start
    /// if the marker ends below 0 after one (J3.3 b). `bit`, the bit of [`Plays`] of the play,
    /// is for the observer. The kinds `t` may receive are left to the caller.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn lay<O: Observer>(
        &mut self,
        s: usize,
        card: u32,
        t: usize,
        lays: bool,
        change: i16,
        bit: u32,
        obs: &mut O,
    ) {
        let (s, t) = (s & (MAX_SEATS - 1), t & (MAX_SEATS - 1));
        self.hands[s].take(card as u8);
        self.front[t] |= (lays as u32) << (card & 31);
        let destiny =
            (self.destiny[t] as i16 + change).min(self.rules.destiny_max as i16).max(self.rules.destiny_min as i16);
        self.destiny[t] = destiny as i8;
        // J3.3 b: below 0, the pawn goes back to Start (if it is not there already).
        let back = (change < 0) & self.rules.negative_start & (destiny < 0) & (self.pawns[t] != 0);
        self.pawns[t] &= 0u8.wrapping_sub((!back) as u8);
        obs.played(self, s as u8, decision_of(bit), back);
        self.seat = self.next_seat(s as u8);
        self.phase = Phase::Begin;
    }

    /// Calls `f` with every legal decision, in a fixed order: reliefs by kind; then the plays in
    /// the order of their bits (Acquired cards by kind, discards by kind, Adversity cards by
    /// target seat then kind).
    pub fn each_legal(&self, f: &mut impl FnMut(Decision)) {
        if self.phase == Phase::Relief {
            let mut m = self.front[self.seat as usize] & self.adversity;
            while m != 0 {
                f(Decision::Relief { card: m.trailing_zeros() as u8 });
                m &= m - 1;
            }
        } else {
            self.plays().each(|bit| f(decision_of(bit)));
        }
    }

    /// Every legal decision, in the order of [`Game::each_legal`].
    pub fn legal(&self) -> Vec<Decision> {
        let mut out = Vec::new();
        self.each_legal(&mut |d| out.push(d));
        out
    }

    /// A legal decision drawn uniformly, without listing them: the same as
    /// `legal()[rng.u32(..n)]` for `n` legal decisions.
    #[inline]
    pub fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        match self.phase {
            Phase::Relief => {
                let adv = self.front[self.seat as usize] & self.adversity;
                Some(Decision::Relief { card: nth_bit(adv, rng.u32(..adv.count_ones())) })
            }
            Phase::Play => {
                let plays = self.plays();
                Some(decision_of(plays.select(rng.u32(..plays.count()))))
            }
            Phase::Begin | Phase::Over => None,
        }
    }

    /// A random player's decision drawn and played as [`Game::random_decision`] and
    /// [`Game::apply`] would (the same draw, the same game), without the round trip through a
    /// [`Decision`]; the game then goes on to the next decision.
    #[inline]
    pub fn play_random<O: Observer>(&mut self, rng: &mut fastrand::Rng, obs: &mut O) {
        if self.phase == Phase::Play {
            self.random_play(self.seat as usize, rng, obs, Soft);
        } else if let Some(d) = self.random_decision(rng) {
            self.apply(d, obs);
        }
        self.advance(obs);
    }

    /// A random play (J3.3), the game standing at [`Phase::Play`]: drawn as
    /// [`Game::random_decision`] draws it and played, its bit found by `sel`; the game stops
    /// before the next turn.
    #[inline(always)]
    pub(super) fn random_play<O: Observer, S: Select>(
        &mut self,
        s: usize,
        rng: &mut fastrand::Rng,
        obs: &mut O,
        sel: S,
    ) {
        debug_assert_eq!(s, self.seat as usize);
        match self.rules.deck.packing() {
            Some(_) => self.random_packed_play(s, rng, obs, sel),
            None => {
                let plays = self.plays_of(s);
                self.apply_play(plays.select(below(rng, plays.count())), obs);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn select_finds_the_set_bit_of_each_rank() {
        let mut rng = fastrand::Rng::with_seed(3);
        for _ in 0..2000 {
            let words = [rng.u64(..) & rng.u64(..), rng.u64(..) & rng.u64(..), rng.u64(..) & rng.u64(..)];
            let plays = Plays(words);
            let mut bits = Vec::new();
            plays.each(|b| bits.push(b));
            assert_eq!(bits.len() as u32, plays.count());
            for (r, &b) in bits.iter().enumerate() {
                assert_eq!(plays.select(r as u32), b, "{words:x?} rank {r}");
            }
        }
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn pdep_finds_the_bit_select64_finds() {
        let Some(pdep) = Pdep::detect() else { return };
        let mut rng = fastrand::Rng::with_seed(4);
        for _ in 0..20_000 {
            let w = rng.u64(..) & rng.u64(..) | 1 << 63;
            for r in 0..w.count_ones() {
                assert_eq!(pdep.select(w, r), select64(w, r), "{w:x} rank {r}");
            }
        }
    }

    #[test]
    fn every_play_has_its_bit() {
        for bit in (0..32).chain(32..64).chain(64..192) {
            assert_eq!(bit_of(decision_of(bit)), bit);
        }
    }
}
