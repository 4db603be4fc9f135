//! What each seat cannot see, for search players (`crate::sim::ismcts`): the other players' hands
//! (its partners' too, D9.1), the order of every pile and the cards left in it, the gifts chosen
//! and not yet exchanged, and the shuffles to come. The ramparts, the claims, the heroes played
//! and every count (hands, piles) are on the table.
//!
//! Which pile a card was drawn from is seen, and in the deals of D2.1 and D9.3 a card's face
//! tells its pile: a hidden card is dealt again among the hidden cards of its own pile. In the
//! Kingdom deal (D9.2) the two mercenary piles hold the same faces, and their hidden greens are
//! dealt again together: a sampled pile may then hold two copies of a face, which no game
//! reaches (a small freedom of the search, never a card it could not know of).

use super::*;
use crate::sim::ismcts::Hidden;

/// The group of piles a card's face comes from: its pile, or both mercenary piles (Kingdom).
fn group(deal: Deal, card: Card) -> usize {
    match (deal, card.hero(), card.colour()) {
        (Deal::Royale, _, _) => 0,
        (_, Some(_), _) => 3,
        (Deal::Factions, None, colour) => colour as usize,
        (Deal::Kingdom, None, Colour::Green) => 1,
        (Deal::Kingdom, None, _) => 0,
    }
}

/// The piles of a group.
fn piles_of(deal: Deal, group: usize) -> &'static [usize] {
    match (deal, group) {
        (Deal::Kingdom, 1) => &[1, 2],
        (_, 0) => &[0],
        (_, 1) => &[1],
        (_, 2) => &[2],
        _ => &[3],
    }
}

impl Hidden for Game {
    fn determinize(&self, seat: usize, rng: &mut fastrand::Rng) -> Game {
        let mut game = self.clone();
        game.rng = fastrand::Rng::with_seed(rng.u64(..));
        let deal = game.rules.deal;
        let others: Vec<usize> = (0..game.seats as usize).filter(|&s| s != seat).collect();
        for g in 0..4 {
            let piles = piles_of(deal, g);
            if g == 2 && deal == Deal::Kingdom {
                continue;
            }
            // The hidden cards of this group, kind by kind, then shuffled.
            let mut pool: Vec<Card> = Vec::new();
            for &p in piles {
                pool.extend(game.piles[p].top_first());
            }
            for &s in &others {
                pool.extend(game.hands[s].cards().filter(|&c| group(deal, c) == g));
            }
            if pool.is_empty() {
                continue;
            }
            pool.sort_unstable_by_key(|c| c.0);
            rng.shuffle(&mut pool);
            let mut cards = pool.into_iter();
            for &s in &others {
                let mine: Vec<Card> = game.hands[s].cards().filter(|&c| group(deal, c) == g).collect();
                for &c in &mine {
                    game.hands[s].remove(c);
                }
                for c in cards.by_ref().take(mine.len()) {
                    game.hands[s].add(c);
                }
            }
            for &p in piles {
                let n = game.piles[p].len();
                let dealt: Vec<Card> = cards.by_ref().take(n).collect();
                game.piles[p] = Pile::from_top_first(&dealt);
            }
        }
        // A gift chosen and not yet exchanged is a card of the new hand, of the same kind
        // (a hero or a warrior) when it holds one.
        for &s in &others {
            if let Some(gift) = game.gifts[s] {
                let hand: Vec<Card> = game.hands[s].cards().collect();
                let same: Vec<Card> = hand.iter().copied().filter(|c| c.is_hero() == gift.is_hero()).collect();
                let from = if same.is_empty() { &hand } else { &same };
                game.gifts[s] = from.get(rng.usize(..from.len().max(1))).copied();
            }
        }
        game
    }

    fn reward(&self, seat: usize) -> f64 {
        match self.end.map(|e| e.winner) {
            Some(Some(Winner::Faction(f))) => (f == self.faction(seat as u8)) as u8 as f64,
            // The King of France (D5.5): both factions lose.
            Some(Some(Winner::King)) => 0.0,
            _ => 0.5,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::games::rocher_des_ducs::Loaded;
    use crate::sim::ismcts::Ismcts;

    fn game(ruleset: &str, seats: u8, seed: u64, decisions: usize) -> Game {
        let rules = Loaded::embedded().def.rules(ruleset).unwrap();
        crate::game::played_at_random(<Game as State>::new_game(rules, seats, seed).unwrap(), decisions, seed)
    }

    /// What `seat` sees: its hand, every other hand's size, every pile's size, the table.
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
        let piles: Vec<usize> = g.piles.iter().map(Pile::len).collect();
        format!(
            "{:?} {} {} {hands:?} {piles:?} {:?} {:?} {:?} {:?} {:?}",
            g.phase,
            g.seat,
            g.turns,
            &g.ramparts[..],
            g.pending,
            g.played,
            g.heroes_played,
            g.end
        )
    }

    /// The hidden cards of hands and piles, sorted.
    fn unplaced(g: &Game) -> Vec<u8> {
        let mut all: Vec<u8> = g.piles.iter().flat_map(|p| p.top_first().map(|c| c.0).collect::<Vec<_>>()).collect();
        for s in 0..g.seats as usize {
            all.extend(g.hands[s].cards().map(|c| c.0));
        }
        all.sort_unstable();
        all
    }

    #[test]
    fn a_determinization_keeps_what_the_seat_sees_and_deals_the_rest_again() {
        let mut rng = fastrand::Rng::with_seed(5);
        let mut differs = 0;
        for ruleset in ["basic", "heroic", "kingdom", "kingdom-heroic", "royale", "royale-heroic"] {
            for seats in [2u8, 4] {
                for seed in 0..12 {
                    for n in [0, 5, 20, 60] {
                        let Some(rules) = Loaded::embedded().def.rules(ruleset).ok() else { continue };
                        if <Game as State>::new_game(rules, seats, seed).is_none() {
                            continue;
                        }
                        let g = game(ruleset, seats, seed, n);
                        for seat in 0..seats as usize {
                            let d = g.determinize(seat, &mut rng);
                            assert_eq!(view(&d, seat), view(&g, seat), "{ruleset} {seats} seats, seed {seed}");
                            assert_eq!(unplaced(&d), unplaced(&g), "every card is kept");
                            differs += (0..seats as usize)
                                .any(|s| s != seat && d.hands[s].cards().ne(g.hands[s].cards()))
                                as usize;
                        }
                    }
                }
            }
        }
        assert!(differs > 200, "{differs}");
    }

    #[test]
    fn positions_a_seat_cannot_tell_apart_get_the_same_decision() {
        let player = Ismcts { iterations: 150 };
        let mut compared = 0;
        for seed in 0..20 {
            let g = game("heroic", 2, seed, 4);
            let Some(seat) = State::to_move(&g) else { continue };
            let other = 1 - seat;
            // Swap a card of the other hand with one of another face from its own pile.
            let deal = g.rules.deal;
            let Some((p, c, k)) = g.hands[other].cards().find_map(|k| {
                let p = piles_of(deal, group(deal, k))[0];
                g.piles[p].top_first().find(|&c| c != k && g.hands[other].count(c) == 0).map(|c| (p, c, k))
            }) else {
                continue;
            };
            let mut b = g.clone();
            b.hands[other].remove(k);
            b.hands[other].add(c);
            let mut pile: Vec<Card> = b.piles[p].top_first().collect();
            let i = pile.iter().position(|&x| x == c).expect("the card is in the pile");
            pile[i] = k;
            b.piles[p] = Pile::from_top_first(&pile);
            assert_eq!(view(&g, seat), view(&b, seat));
            let decide = |x: &Game| player.decide(x, &mut fastrand::Rng::with_seed(9));
            assert_eq!(decide(&g), decide(&b), "seed {seed}");
            compared += 1;
        }
        assert!(compared > 5, "{compared}");
    }
}
