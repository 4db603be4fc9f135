//! Cards that move between piles and hands: rallying cries (D6.3), draws (D6.1, D6.4) and the
//! gifts of 4 and 6 seats (D9.1).

use super::cards::{Card, take};
use super::table::{Deal, Table};

impl Table {
    /// D6.3: the pile and the number of cards of the rallying cry due to `seat` at the start of
    /// its turn, if one is: its hand is empty or heroes only, the opposing faction's pile has
    /// cards and the next opposing seat in turn order (the next seat: factions alternate) holds
    /// some. It takes as many cards as that seat holds, but the cry is there so that a hand
    /// holds its cards ("de sorte à toujours avoir 5 cartes en main"): never past the hand
    /// size (I-D6.3), nor more than the pile has. Only the `factions` deal has faction piles.
    pub(super) fn rally_due(&self, seat: usize) -> Option<(String, usize)> {
        if self.rules.deal != Deal::Factions || self.warriors_in_hand(seat) > 0 {
            return None;
        }
        let pile = self.faction(seat).other().name();
        let next = (seat + 1) % self.rules.seats;
        let room = self.rules.hand.saturating_sub(self.hands[seat].len());
        let n = self.hands[next].len().min(room).min(self.piles[pile].len());
        (n > 0).then(|| (pile.to_string(), n))
    }

    /// D6.3: `seat` takes `n` cards from the top of `pile` and draws from it from now on.
    pub(super) fn rally(&mut self, seat: usize, pile: &str, n: usize) -> Vec<Card> {
        let cards: Vec<Card> = self.piles.get_mut(pile).expect("the rally pile exists").drain(..n).collect();
        self.hands[seat].extend(&cards);
        self.rallied[seat] = true;
        cards
    }

    /// D6.1: the piles offered to `seat`, empty or not.
    pub(super) fn offered_piles(&self, seat: usize) -> Vec<String> {
        let f = self.faction(seat);
        let mut names = match self.rules.deal {
            Deal::Factions => {
                let own = if self.rallied[seat] { f.other() } else { f };
                vec![own.name().to_string(), "mercenaries".to_string()]
            }
            Deal::Kingdom => vec!["common".to_string(), format!("mercenaries-{seat}")],
            Deal::Royale => vec!["common".to_string()],
        };
        if self.piles.contains_key("heroes") {
            names.push("heroes".to_string());
        }
        names
    }

    /// D6.1 and D6.4: the piles `seat` may draw from now. A pile is open while it holds a card he
    /// may take: any card, or only a warrior while his hand holds fewer than two warriors (the
    /// `heroes` pile is then shut; heroes on top of the royale pile go under it).
    pub(super) fn open_piles(&self, seat: usize) -> Vec<String> {
        let mut names = self.offered_piles(seat);
        names.retain(|name| self.piles[name].iter().any(|&c| self.may_take(seat, c)));
        names
    }

    /// D6.1: whether `seat` must draw at the end of its turn.
    pub(super) fn must_draw(&self, seat: usize) -> bool {
        self.hands[seat].len() < self.rules.hand && !self.open_piles(seat).is_empty()
    }

    /// D6.1 and D6.4: `seat` draws from the open pile `pile`. While his hand holds fewer than two
    /// warriors, each hero on top goes under the pile first. Returns the card and those heroes.
    pub(super) fn draw(&mut self, seat: usize, pile: &str) -> (Card, Vec<Card>) {
        self.take_top(seat, pile)
    }

    /// D9.1: the next seat of the same faction in turn order, who receives `seat`'s gift.
    pub(super) fn partner(&self, seat: usize) -> usize {
        (seat + 2) % self.rules.seats
    }

    /// D9.1 and D6.4: the cards `seat` may give, judged on the hands before the exchange: any
    /// warrior, and a hero only to a partner holding at least 3 warriors.
    pub(super) fn gift_options(&self, seat: usize) -> Vec<Card> {
        let partner_warriors = self.warriors_in_hand(self.partner(seat));
        self.hands[seat].iter().copied().filter(|c| c.is_warrior() || partner_warriors >= 3).collect()
    }

    /// D9.1: the gifts `(giver, card)` change hands at once.
    pub(super) fn exchange(&mut self, gifts: &[(usize, Card)]) {
        for &(seat, card) in gifts {
            take(&mut self.hands[seat], card);
        }
        for &(seat, card) in gifts {
            let to = self.partner(seat);
            self.hands[to].push(card);
        }
    }
}
