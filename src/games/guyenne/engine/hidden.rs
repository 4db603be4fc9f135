//! What each side cannot see, for search players (`crate::sim::ismcts`): a determinization keeps
//! what a side has seen and deals the rest again at random.
//!
//! A side sees its own hand (both members' in a team game: the search plays the side), the
//! castles, every discard's size, the cards shown in battles (R5.2, R5.3), the removed cards
//! (face up, R9.2) and every count. It does not see the other side's hand, the order of any
//! deck (its own included), the cards the other side has placed face down and not yet shown,
//! nor those it conceded or set aside (R5.2, R9.3: they lie face down in its discard), nor the
//! shuffles to come.

use super::{CardSet, Game, Phase, Side};
use crate::sim::ismcts::Hidden;

impl Game {
    /// Whether the cards of placement `i` of this round have been shown to the other side.
    fn shown(&self, i: usize) -> bool {
        let b = i / 2;
        let p = &self.placements[i];
        let settled =
            |b: usize| self.battles.get(b).is_some_and(|battle| !(battle.conceded && battle.holder == Some(p.side)));
        match self.phase {
            // R4: cards are placed face down.
            Phase::Place(_) => false,
            // R5.2: the attacker has shown his cards; the defender decides.
            Phase::Concede(c) => match b.cmp(&(c as usize)) {
                std::cmp::Ordering::Less => settled(b),
                std::cmp::Ordering::Equal => p.attack,
                std::cmp::Ordering::Greater => false,
            },
            // R9.2a: a neutral castle's battle, both sides shown.
            Phase::Remove(c) => b <= c as usize && settled(b),
            Phase::SetAside(_) | Phase::Give(_) | Phase::Over => true,
        }
    }
}

/// The kinds of the cards of `set`, kind by kind (the same list for the same set).
fn kinds_of(set: CardSet, kinds: usize) -> Vec<u8> {
    (0..kinds).flat_map(|k| std::iter::repeat_n(k as u8, set.count(k) as usize)).collect()
}

fn set_of(kinds: &[u8]) -> CardSet {
    let mut set = CardSet::default();
    for &k in kinds {
        set.add(k as usize);
    }
    set
}

impl Hidden for Game {
    fn determinize(&self, seat: usize, rng: &mut fastrand::Rng) -> Game {
        let me = if seat == 0 { Side::English } else { Side::French };
        let other = me.other();
        let kinds = self.rules.kinds();
        let mut game = self.clone();
        // The shuffles to come.
        game.rng = fastrand::Rng::with_seed(rng.u64(..));
        // My own deck: its cards are known (what I own and do not see elsewhere), not their order.
        let mine = kinds_of(set_of(game.sides[me].deck.as_slice()), kinds);
        deal_deck(&mut game, me, mine, rng);
        // The other side's unknown cards, pooled and dealt again in the same numbers.
        let hidden: Vec<usize> =
            (0..game.placements.len()).filter(|&i| game.placements[i].side == other && !self.shown(i)).collect();
        let state = &game.sides[other];
        let mut pool = state.hands[0].plus(state.hands[1]).plus(state.unseen).plus(set_of(state.deck.as_slice()));
        for &i in &hidden {
            pool = pool.plus(game.placements[i].cards);
        }
        let mut cards = kinds_of(pool, kinds);
        rng.shuffle(&mut cards);
        let mut take = |n: usize| set_of(&cards.drain(..n).collect::<Vec<u8>>());
        for &i in &hidden {
            let n = game.placements[i].cards.len();
            game.placements[i].cards = take(n);
        }
        let state = &mut game.sides[other];
        let seen = state.discard.minus(state.unseen);
        state.unseen = take(state.unseen.len());
        state.discard = seen.plus(state.unseen);
        state.hands[0] = take(state.hands[0].len());
        state.hands[1] = take(state.hands[1].len());
        let rest = std::mem::take(&mut cards);
        deal_deck(&mut game, other, rest, rng);
        game
    }

    fn reward(&self, seat: usize) -> f64 {
        match self.end.as_ref().map(|e| e.score.winner) {
            Some(Some(side)) => (side.index() == seat) as u8 as f64,
            // A draw (R8.3), or a game not over.
            _ => 0.5,
        }
    }
}

/// Makes `side`'s deck the cards `kinds`, in an order drawn from `rng`.
fn deal_deck(game: &mut Game, side: Side, mut kinds: Vec<u8>, rng: &mut fastrand::Rng) {
    rng.shuffle(&mut kinds);
    let deck = &mut game.sides[side].deck;
    deck.fill(0, &CardSet::default());
    for k in kinds {
        deck.push(k);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::games::guyenne::Loaded;
    use crate::games::guyenne::engine::{Decision, End, IllegalDecision, Rules, SeatPlan};
    use crate::sim::ismcts::Ismcts;

    /// A game of `ruleset` after `decisions` random decisions (fewer if it ends).
    fn game(ruleset: &str, seed: u64, decisions: usize) -> Game {
        let rules = Loaded::embedded().def.rules(ruleset).unwrap();
        let mut g = Game::new(rules, SeatPlan::for_seats(2).unwrap(), seed);
        let mut rng = fastrand::Rng::with_seed(seed);
        for _ in 0..decisions {
            let Some(d) = g.random_decision(&mut rng) else { break };
            g.apply(d).unwrap();
        }
        g
    }

    /// Everything `me` sees of a position, as text.
    fn view(g: &Game, me: Side) -> String {
        let other = me.other();
        let (mine, theirs) = (&g.sides[me], &g.sides[other]);
        let placements: Vec<String> = (0..g.placements.len())
            .map(|i| {
                let p = &g.placements[i];
                let cards = if p.side == me || g.shown(i) {
                    format!("{:?}", p.cards)
                } else {
                    format!("{} cards", p.cards.len())
                };
                format!("{:?} {} {} {cards}", p.side, p.castle, p.attack)
            })
            .collect();
        format!(
            "{:?} {} {:?} {:?} {:?} | mine {:?} {:?} deck {} discard {:?} removed {:?} ex {} | theirs hands {} {} deck {} \
             discard seen {:?} unseen {} removed {:?} ex {} | {placements:?} {:?}",
            g.phase,
            g.round,
            g.first,
            g.castles(),
            g.end.map(|e| e.score),
            mine.hands,
            set_of(mine.deck.as_slice()),
            mine.deck.len(),
            mine.discard,
            mine.removed,
            mine.exhaustions,
            theirs.hands[0].len(),
            theirs.hands[1].len(),
            theirs.deck.len(),
            theirs.discard.minus(theirs.unseen),
            theirs.unseen.len(),
            theirs.removed,
            theirs.exhaustions,
            g.battles.iter().map(|b| (b.castle, b.conceded, b.winner)).collect::<Vec<_>>(),
        )
    }

    /// Every side's cards: hand, deck, discard, placed, removed.
    fn owned(g: &Game, side: Side) -> CardSet {
        let s = &g.sides[side];
        let placed = g.placements.iter().filter(|p| p.side == side).fold(CardSet::default(), |a, p| a.plus(p.cards));
        s.hands[0].plus(s.hands[1]).plus(set_of(s.deck.as_slice())).plus(s.discard).plus(s.removed).plus(placed)
    }

    #[test]
    fn a_determinization_keeps_what_the_side_has_seen_and_deals_the_rest_again() {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut differs = 0;
        for ruleset in ["2022-basic", "2022-expert"] {
            for seed in 0..40 {
                for n in [0, 3, 9, 20, 45, 90] {
                    let g = game(ruleset, seed, n);
                    for me in Side::ALL {
                        let d = g.determinize(me.index(), &mut rng);
                        assert_eq!(view(&d, me), view(&g, me), "{ruleset} seed {seed} after {n}");
                        for side in Side::ALL {
                            assert_eq!(owned(&d, side), owned(&g, side), "every card is kept");
                        }
                        differs += (d.sides[me.other()].hands != g.sides[me.other()].hands) as usize;
                    }
                }
            }
        }
        // The other side's hand is drawn again, not copied.
        assert!(differs > 500, "{differs}");
    }

    /// Two positions the English cannot tell apart: in the second, the French hold one card of
    /// their deck instead of one of their hand.
    fn twin(g: &Game) -> Option<Game> {
        let french = &g.sides[Side::French];
        let hand = french.hands[0];
        let deck = french.deck.as_slice();
        let (i, &j) = deck.iter().enumerate().find(|(_, k)| hand.count(**k as usize) == 0)?;
        let k = (0..g.rules.kinds()).find(|&k| hand.count(k) > 0)?;
        let mut b = g.clone();
        let state = &mut b.sides[Side::French];
        state.hands[0].remove(k);
        state.hands[0].add(j as usize);
        let mut kinds = state.deck.as_slice().to_vec();
        kinds[i] = k as u8;
        state.deck.fill(0, &CardSet::default());
        for kind in kinds {
            state.deck.push(kind);
        }
        Some(b)
    }

    /// A player that sees everything: its "determinization" is the position itself.
    #[derive(Clone, Debug)]
    struct Peeking(Game);

    impl State for Peeking {
        type Rules = Rules;
        type Decision = Decision;
        type Illegal = IllegalDecision;
        type Outcome = End;
        fn new_game(rules: Rules, seats: u8, seed: u64) -> Option<Self> {
            Game::new_game(rules, seats, seed).map(Peeking)
        }
        fn to_move(&self) -> Option<usize> {
            State::to_move(&self.0)
        }
        fn legal(&self) -> Vec<Decision> {
            State::legal(&self.0)
        }
        fn play(&mut self, d: Decision) -> Result<(), IllegalDecision> {
            State::play(&mut self.0, d)
        }
        fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
            self.0.random_decision(rng)
        }
        fn outcome(&self) -> Option<End> {
            State::outcome(&self.0)
        }
    }

    impl Hidden for Peeking {
        fn determinize(&self, _: usize, rng: &mut fastrand::Rng) -> Self {
            let mut g = self.0.clone();
            g.rng = fastrand::Rng::with_seed(rng.u64(..));
            Peeking(g)
        }
        fn reward(&self, seat: usize) -> f64 {
            self.0.reward(seat)
        }
    }

    #[test]
    fn the_search_player_never_reads_the_cards_its_side_cannot_see() {
        let player = Ismcts { iterations: 400 };
        let decide = |g: &Game| player.decide(g, &mut fastrand::Rng::with_seed(11));
        let peek = |g: &Game| player.decide(&Peeking(g.clone()), &mut fastrand::Rng::with_seed(11));
        let mut telling = 0;
        for seed in 0..30 {
            // The English to place at castle B, the French having placed face down at A and B.
            let g = game("2022-basic", seed, 0);
            let mut g = g;
            let mut rng = fastrand::Rng::with_seed(seed);
            while !(g.phase == Phase::Place(3) && State::to_move(&g) == Some(0)) {
                match g.random_decision(&mut rng) {
                    Some(d) if g.round < 4 => g.apply(d).unwrap(),
                    _ => break,
                }
            }
            if g.phase != Phase::Place(3) {
                continue;
            }
            let Some(b) = twin(&g) else { continue };
            assert_eq!(view(&g, Side::English), view(&b, Side::English));
            assert_eq!(decide(&g), decide(&b), "seed {seed}: the search read the French hand");
            telling += (peek(&g) != peek(&b)) as usize;
        }
        // Positions where seeing the French cards would change the choice: the test can fail.
        assert!(telling > 0, "no position where peeking changes the choice");
    }
}
