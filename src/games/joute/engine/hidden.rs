//! What each seat cannot see, for search players (`crate::sim::ismcts`): the other players'
//! hands and the order of the draw pile (J2.2), and the dice to come. Pawns, markers, the cards
//! in front of every player and the discard pile are on the table; the size of every hand and of
//! the pile is seen too.

use super::game::Game;
use crate::sim::ismcts::Hidden;

impl Hidden for Game {
    fn determinize(&self, seat: usize, rng: &mut fastrand::Rng) -> Game {
        let mut game = self.clone();
        game.dice.rng = fastrand::Rng::with_seed(rng.u64(..));
        let seats = game.seats as usize;
        // The cards `seat` cannot place: the others' hands and the pile, kind by kind (the same
        // list for positions the seat cannot tell apart), then shuffled.
        let (top, len) = (game.next as usize, game.pile_len as usize);
        let mut pool: Vec<u8> = game.pile[top..len].to_vec();
        for s in (0..seats).filter(|&s| s != seat) {
            pool.extend(game.hands[s].cards());
        }
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let mut cards = pool.into_iter();
        for s in (0..seats).filter(|&s| s != seat) {
            let n = game.hands[s].len();
            let mut hand = super::game::Hand::default();
            for k in cards.by_ref().take(n) {
                hand.add(k);
            }
            game.hands[s] = hand;
        }
        for (slot, k) in game.pile[top..len].iter_mut().zip(cards) {
            *slot = k;
        }
        game
    }

    fn reward(&self, seat: usize) -> f64 {
        match self.end().map(|e| e.winner) {
            Some(Some(w)) => (w as usize == seat) as u8 as f64,
            // J6.4: the turn limit ends the game without a winner.
            _ => 1.0 / self.seats.max(1) as f64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::games::joute::Loaded;
    use crate::sim::ismcts::Ismcts;

    fn game(seats: u8, seed: u64, decisions: usize) -> Game {
        let rules = Loaded::embedded().def.rules("standard").unwrap();
        crate::game::played_at_random(<Game as State>::new_game(rules, seats, seed).unwrap(), decisions, seed)
    }

    /// What `seat` sees: everything but the others' hands (their sizes only) and the pile's order.
    fn view(g: &Game, seat: usize) -> String {
        let hands: Vec<String> = (0..g.seats as usize)
            .map(|s| {
                if s == seat {
                    format!("{:?}", g.hands[s].cards().collect::<Vec<_>>())
                } else {
                    g.hands[s].len().to_string()
                }
            })
            .collect();
        format!(
            "{:?} {} {} {:?} {:?} {:?} {hands:?} pile {} {:?}",
            g.phase,
            g.seat,
            g.turns,
            &g.pawns[..g.seats as usize],
            &g.destiny[..g.seats as usize],
            &g.front[..g.seats as usize],
            g.pile_len as usize - g.next as usize,
            g.end()
        )
    }

    /// Every card of the hands and the pile, sorted.
    fn unplaced(g: &Game) -> Vec<u8> {
        let mut all: Vec<u8> = g.pile[g.next as usize..g.pile_len as usize].to_vec();
        for s in 0..g.seats as usize {
            all.extend(g.hands[s].cards());
        }
        all.sort_unstable();
        all
    }

    #[test]
    fn a_determinization_keeps_what_the_seat_sees_and_deals_the_rest_again() {
        let mut rng = fastrand::Rng::with_seed(5);
        let mut differs = 0;
        for seats in [2, 4] {
            for seed in 0..30 {
                for n in [0, 4, 15, 40] {
                    let g = game(seats, seed, n);
                    for seat in 0..seats as usize {
                        let d = g.determinize(seat, &mut rng);
                        assert_eq!(view(&d, seat), view(&g, seat));
                        assert_eq!(unplaced(&d), unplaced(&g), "every card is kept");
                        differs += (0..seats as usize).any(|s| s != seat && d.hands[s].cards().ne(g.hands[s].cards()))
                            as usize;
                    }
                }
            }
        }
        assert!(differs > 300, "{differs}");
    }

    #[test]
    fn positions_a_seat_cannot_tell_apart_get_the_same_decision() {
        let player = Ismcts { iterations: 200 };
        let mut compared = 0;
        for seed in 0..20 {
            let g = game(2, seed, 6);
            let Some(seat) = State::to_move(&g) else { continue };
            let other = 1 - seat;
            // Swap a card of the other hand with a card of another kind from the pile.
            let top = g.next as usize;
            let Some(i) = (top..g.pile_len as usize).find(|&i| g.hands[other].count(g.pile[i]) == 0) else { continue };
            let Some(k) = g.hands[other].cards().next() else { continue };
            let mut b = g.clone();
            let j = b.pile[i];
            b.hands[other].take(k);
            b.hands[other].add(j);
            b.pile[i] = k;
            assert_eq!(view(&g, seat), view(&b, seat));
            let decide = |x: &Game| player.decide(x, &mut fastrand::Rng::with_seed(9));
            assert_eq!(decide(&g), decide(&b), "seed {seed}");
            compared += 1;
        }
        assert!(compared > 5);
    }
}
