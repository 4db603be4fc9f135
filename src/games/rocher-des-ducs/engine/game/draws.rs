//! Cards that come to a hand from the piles: the deal (D2.2), the rallying cry (D6.3) and the
//! draw (D6.1, D6.4).

use super::*;

impl Game {
    /// D6.3: the rallying cry, when due.
    pub(super) fn rally<O: Observer>(&mut self, obs: &mut O) {
        if self.rules.deal != Deal::Factions {
            return;
        }
        let seat = self.seat as usize;
        let hand = &self.hands[seat];
        if hand.warriors() > 0 {
            return;
        }
        let pile = self.faction(self.seat).other().index();
        let next = (seat + 1) % self.seats as usize;
        // I-D6.3: as many cards as the next opposing player holds, but never past a full hand
        // (the cry is there so that a hand holds its 5 cards), nor more than the pile has.
        let room = (self.hand_size as usize).saturating_sub(hand.len());
        let n = self.hands[next].len().min(room).min(self.piles[pile].len());
        if n == 0 {
            return;
        }
        let mut taken = [Card(0); 16];
        for t in taken.iter_mut().take(n) {
            *t = self.piles[pile].pop().expect("counted");
            self.hands[seat].add(*t);
        }
        self.rallied[seat] = true;
        obs.rally(self.seat, pile as u8, &taken[..n]);
    }

    /// The piles the player to move may draw from now, as a bit set (D6.1, D6.4).
    #[inline]
    pub fn open_piles(&self) -> u8 {
        self.open_piles_of(self.seat)
    }

    /// The piles `seat` may draw from now, as a bit set (D6.1, D6.4).
    #[inline]
    pub(super) fn open_piles_of(&self, seat: u8) -> u8 {
        let hand = &self.hands[seat as usize];
        if hand.len() >= self.hand_size as usize {
            return 0;
        }
        let me = self.faction(seat);
        let seat = seat as usize;
        let hero_ok = hand.warriors() >= 2;
        let mut open = match self.rules.deal {
            Deal::Factions => {
                let own = if self.rallied[seat] { me.other() } else { me };
                1 << own.index() | 1 << 2
            }
            Deal::Kingdom => 1 | 1 << (1 + seat),
            Deal::Royale => 1,
        };
        if self.rules.heroes && hero_ok && self.rules.deal != Deal::Royale {
            open |= 1 << 3;
        }
        for (p, pile) in self.piles.iter().enumerate() {
            open &= !((pile.is_empty() as u8) << p);
        }
        // D6.4 in a mixed pile: a player who may take no hero needs a warrior in it.
        if !hero_ok && self.rules.deal == Deal::Royale && !self.piles[0].top_first().any(|c| !c.is_hero()) {
            open &= !1;
        }
        open
    }

    pub(super) fn draw<O: Observer>(&mut self, pile: u8, obs: &mut O) {
        let mut under = [Card(0); 8];
        let (card, n) = self.take_top(self.seat, pile as usize, &mut under).expect("an open pile has cards");
        obs.drew(self, self.seat, pile, card, &under[..n]);
        self.end_turn(obs);
    }

    /// Takes the top card of `pile` into `seat`'s hand (D6.1). While that hand holds fewer
    /// than two warriors it may take no hero (D6.4): each hero on top goes under the pile
    /// first, into `under`. Returns the card and how many heroes went under; `None` when the
    /// pile holds no card the hand may take.
    #[inline(always)]
    pub(super) fn take_top(&mut self, seat: u8, pile: usize, under: &mut [Card; 8]) -> Option<(Card, usize)> {
        let hand = &mut self.hands[seat as usize];
        let hero_ok = hand.warriors() >= 2;
        let p = &mut self.piles[pile];
        let mut n = 0;
        while !hero_ok && p.top().is_some_and(Card::is_hero) {
            if n == under.len() {
                return None; // heroes only: the 8 of the box went round
            }
            under[n] = p.top().expect("checked");
            n += 1;
            p.top_to_bottom();
        }
        let card = p.pop()?;
        hand.add(card);
        Some((card, n))
    }
}
