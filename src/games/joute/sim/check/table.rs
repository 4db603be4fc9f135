//! The state of one game as the rules define it (the pile left, hands, pawns, markers, the cards
//! in front of each player) and the rules of a turn on it: the move (J3.1, J6), the special
//! spaces (J4), the draw (J3.2) and the three ways to play a card (J3.3).

use super::rules::{Card, Guard, Kind, Rules};
use std::collections::VecDeque;

/// Where a move ends by the rules, and which rule puts it there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Step {
    pub(super) to: i64,
    /// It went past the finish and came back (J6.2).
    pub(super) bounced: bool,
    /// It ended on the finish (J6.1).
    pub(super) wins: bool,
    pub(super) rule: &'static str,
}

/// Why a play breaks J3.3, and whether the record can still be followed through it: a card of
/// the wrong kind cannot be played that way at all, a card beyond a limit can.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Fault {
    pub(super) why: String,
    pub(super) can_follow: bool,
}

impl Fault {
    fn stop(why: &str) -> Fault {
        Fault { why: why.to_string(), can_follow: false }
    }

    fn follow(why: &str) -> Fault {
        Fault { why: why.to_string(), can_follow: true }
    }
}

#[derive(Clone, Debug)]
pub(super) struct Table {
    pub(super) rules: Rules,
    pub(super) first: usize,
    /// The cards left to draw, top first.
    pub(super) pile: VecDeque<Card>,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) pawns: Vec<i64>,
    pub(super) markers: Vec<i64>,
    /// The Acquired cards in front of each player.
    pub(super) acquired: Vec<Vec<Card>>,
    /// The Adversity cards in front of each player.
    pub(super) adversity: Vec<Vec<Card>>,
}

impl Table {
    /// J2.3: every marker on 0 and every pawn on Start, with the hands dealt.
    pub(super) fn new(rules: Rules, first: usize, hands: Vec<Vec<Card>>, pile: Vec<Card>) -> Table {
        let seats = rules.seats;
        Table {
            rules,
            first,
            pile: pile.into(),
            hands,
            pawns: vec![0; seats],
            markers: vec![0; seats],
            acquired: vec![Vec::new(); seats],
            adversity: vec![Vec::new(); seats],
        }
    }

    /// J2.1: turns go round the seats from the first player.
    pub(super) fn seat_of_turn(&self, n: usize) -> usize {
        (self.first + (n - 1) % self.rules.seats) % self.rules.seats
    }

    /// J3.1: what the pawn moves before the die, the marker's value when it is above 0.
    pub(super) fn push(&self, seat: usize) -> i64 {
        self.markers[seat].max(0)
    }

    /// J3.1, J6.1 to J6.3: where the move of `seat` with `die` ends. With the `bounce` switch a
    /// move past the finish comes back by the excess, stopping on Start; without it, the move
    /// ends on the finish.
    pub(super) fn step(&self, seat: usize, die: i64) -> Step {
        let finish = self.rules.finish;
        let reach = self.pawns[seat] + self.push(seat) + die;
        let step = |to, bounced, rule| Step { to, bounced, wins: to == finish && !bounced, rule };
        if reach < finish {
            step(reach, false, "J3.1")
        } else if reach == finish {
            step(finish, false, "J3.1, J6.1")
        } else if !self.rules.bounce {
            step(finish, false, "J6.1, J6.2 without bounce")
        } else if reach - finish <= finish {
            step(finish - (reach - finish), true, "J6.2")
        } else {
            step(0, true, "J6.3")
        }
    }

    /// J4.2 to J4.4: whether the guard keeps the pawn of `seat` on its start space.
    pub(super) fn saved(&self, seat: usize, guard: Guard) -> bool {
        match guard {
            Guard::Never => false,
            Guard::Card(card) => self.acquired[seat].contains(&card),
            Guard::Acquired(n) => self.acquired[seat].len() as u64 >= n,
        }
    }

    /// Moves a marker by `by`, never past the ends of the scale (J1.2, J3.3, J4.1).
    fn shift(&mut self, seat: usize, by: i64) {
        self.markers[seat] = (self.markers[seat] + by).clamp(self.rules.low, self.rules.high);
    }

    /// J3.3 b, J4.1: a marker below 0 sends the pawn back to Start, with `negative_start`.
    /// Returns whether it went back: a pawn already on Start goes nowhere, so the record's `back`
    /// (its pawn "went back to Start") is false for it.
    fn fall(&mut self, seat: usize) -> bool {
        let back = self.rules.negative_start && self.markers[seat] < 0 && self.pawns[seat] != 0;
        if back {
            self.pawns[seat] = 0;
        }
        back
    }

    /// J4.1: the Adversity card `card` in front of `seat` goes to the discard pile and his marker
    /// moves up by `gain`. Returns whether the pawn went back to Start. The card must be there.
    pub(super) fn relieve(&mut self, seat: usize, card: Card, gain: i64) -> bool {
        take(&mut self.adversity[seat], card);
        self.shift(seat, gain);
        self.fall(seat)
    }

    /// J3.2: the seat draws the top card of the pile, which has one.
    pub(super) fn draw(&mut self, seat: usize) {
        self.hands[seat].extend(self.pile.pop_front());
    }

    /// J3.3 a: why `seat` may not put `card` in front of himself, if so.
    pub(super) fn acquire_fault(&self, seat: usize, card: Card) -> Option<Fault> {
        match self.rules.kind(card) {
            Kind::Adversity => Some(Fault::stop("it is an Adversity card, which goes in front of an opponent")),
            Kind::Acquired { .. } if self.acquired[seat].contains(&card) => {
                Some(Fault::follow("he already has one in front of him"))
            }
            Kind::Acquired { .. } => None,
        }
    }

    /// J3.3 a: the Acquired `card` leaves the hand for the front of `seat`; his marker moves up.
    pub(super) fn acquire(&mut self, seat: usize, card: Card) {
        take(&mut self.hands[seat], card);
        self.acquired[seat].push(card);
        if let Kind::Acquired { gain } = self.rules.kind(card) {
            self.shift(seat, gain);
        }
    }

    /// J3.3 b: why `seat` may not put the Adversity `card` in front of `target`, if so.
    pub(super) fn strike_fault(&self, seat: usize, card: Card, target: usize) -> Option<Fault> {
        let (max, held) = (self.rules.adversity_max, &self.adversity[target]);
        if self.rules.kind(card) != Kind::Adversity {
            Some(Fault::stop("it is an Acquired card, which goes in front of the player himself"))
        } else if target == seat {
            Some(Fault::follow("an Adversity card goes in front of an opponent, not of the player himself"))
        } else if held.len() >= max {
            let n = held.len();
            Some(Fault::follow(&format!(
                "seat {target} already has {n} Adversity cards in front of him, and the most is {max}"
            )))
        } else if held.contains(&card) {
            Some(Fault::follow(&format!("seat {target} already has one in front of him")))
        } else {
            None
        }
    }

    /// J3.3 b: the Adversity `card` leaves the hand of `seat` for the front of `target`, whose
    /// marker moves down. Returns whether his pawn went back to Start.
    pub(super) fn strike(&mut self, seat: usize, card: Card, target: usize) -> bool {
        take(&mut self.hands[seat], card);
        self.adversity[target].push(card);
        self.shift(target, -self.rules.adversity_loss);
        self.fall(target)
    }

    /// J3.3 c: the card leaves the hand for the discard pile.
    pub(super) fn discard(&mut self, seat: usize, card: Card) {
        take(&mut self.hands[seat], card);
    }
}

/// Takes one copy of `card` out of `cards`, if there is one.
fn take(cards: &mut Vec<Card>, card: Card) {
    if let Some(i) = cards.iter().position(|&c| c == card) {
        cards.remove(i);
    }
}
