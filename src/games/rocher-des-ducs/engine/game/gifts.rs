//! The gifts between faction partners after each round of turns with 4 or 6 seats (D9.1).

use super::*;

impl Game {
    /// Moves to the next seat that has a gift to choose, or exchanges the gifts (D9.1).
    pub(super) fn next_gift<O: Observer>(&mut self, obs: &mut O) {
        while self.gift_seat < self.seats {
            let mut options = 0;
            let mut only = None;
            self.each_gift(&mut |d| {
                options += 1;
                only = Some(d);
            });
            match (options, only) {
                (0, _) => self.gift_seat += 1,
                (1, Some(Decision::Give(c))) => {
                    self.gifts[self.gift_seat as usize] = Some(c);
                    self.gift_seat += 1;
                }
                _ => return,
            }
        }
        let mut given = [(0u8, 0u8, Card(0)); MAX_SEATS];
        let mut n = 0;
        for s in 0..self.seats {
            if let Some(c) = self.gifts[s as usize] {
                self.hands[s as usize].remove(c);
                given[n] = (s, (s + 2) % self.seats, c);
                n += 1;
            }
        }
        for &(_, to, c) in &given[..n] {
            self.hands[to as usize].add(c);
        }
        obs.gifts(&given[..n]);
        self.next_turn();
    }

    pub(super) fn each_gift(&self, f: &mut impl FnMut(Decision)) {
        let s = self.gift_seat as usize;
        let to = (s + 2) % self.seats as usize;
        let heroes_ok = self.hands[to].warriors() >= 3;
        for c in self.hands[s].distinct() {
            if heroes_ok || !c.is_hero() {
                f(Decision::Give(c));
            }
        }
    }
}
