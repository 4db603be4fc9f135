//! Le rocher des ducs's engine as a whole: the claim proof against the enumeration of every
//! completion (D5.3), and random games under every ruleset and seat count, played through the
//! checked `play` and checked for what must always hold.

use scriptorium::game::State;
use scriptorium::games::rocher_des_ducs::Loaded;
use scriptorium::games::rocher_des_ducs::engine::cards::{Card, Laid, WARRIOR_KINDS};
use scriptorium::games::rocher_des_ducs::engine::formation::{
    LeftIndex, best_completion, best_completion_by_enumeration, by_colour, refutation, strength,
};
use scriptorium::games::rocher_des_ducs::engine::{Decision, Game, NoObserver, Phase};

#[test]
fn d5_3_the_proof_finds_the_strongest_completion_as_enumeration_does() {
    let mut rng = fastrand::Rng::with_seed(7);
    for _ in 0..20_000 {
        // A random field: some warriors laid, some of them on the side under test.
        let mut unseen = [2u8; WARRIOR_KINDS];
        let laid = rng.usize(0..36);
        for _ in 0..laid {
            let k = rng.usize(..WARRIOR_KINDS);
            unseen[k] = unseen[k].saturating_sub(1);
        }
        let have: Vec<Laid> = (0..rng.usize(0..3))
            .map(|_| {
                let k = rng.u8(..WARRIOR_KINDS as u8);
                if rng.u8(..6) == 0 { Laid::hero(Card(k)) } else { Laid::warrior(Card(k)) }
            })
            .collect();
        let aubert = rng.u8(..4) == 0;
        assert_eq!(
            best_completion(&have, &unseen, aubert),
            best_completion_by_enumeration(&have, &unseen, aubert),
            "have {have:?}, unseen {unseen:?}, aubert {aubert}"
        );
    }
}

#[test]
fn d5_3_a_refused_claim_is_refused_by_enumeration_too_and_stays_refused_while_its_reason_holds() {
    let mut rng = fastrand::Rng::with_seed(11);
    let (mut refused, mut kept) = (0, 0);
    for _ in 0..20_000 {
        let mut unseen = [2u8; WARRIOR_KINDS];
        for _ in 0..rng.usize(0..30) {
            let k = rng.usize(..WARRIOR_KINDS);
            unseen[k] = unseen[k].saturating_sub(1);
        }
        let have: Vec<Laid> =
            (0..rng.usize(0..3)).map(|_| Laid::warrior(Card(rng.u8(..WARRIOR_KINDS as u8)))).collect();
        let mine = strength(std::array::from_fn(|_| Laid::warrior(Card(rng.u8(..WARRIOR_KINDS as u8)))), false);
        let beaten = |unseen: &[u8; WARRIOR_KINDS]| {
            best_completion_by_enumeration(&have, unseen, false).is_some_and(|best| best > mine)
        };
        let mut ix = LeftIndex::new(&by_colour(&unseen), 3);
        let why = refutation(&have, &ix, false, mine);
        assert_eq!(why.is_some(), beaten(&unseen), "have {have:?}, mine {mine:?}, unseen {unseen:?}");
        let Some(why) = why else { continue };
        refused += 1;
        // More warriors laid elsewhere: while the reason holds, enumeration still refuses.
        for _ in 0..rng.usize(1..8) {
            let k = rng.usize(..WARRIOR_KINDS);
            if unseen[k] > 0 {
                unseen[k] -= 1;
                ix.remove(Card(k as u8));
            }
            if why.holds(have.len() as u8, &ix) {
                kept += 1;
                assert!(beaten(&unseen), "have {have:?}, mine {mine:?}, unseen {unseen:?}, {why:?}");
            }
        }
        // A side that changed length is asked again.
        assert!(!why.holds(have.len() as u8 + 1, &ix));
    }
    assert!(refused > 5_000 && kept > 5_000, "the cases are exercised: {refused} refused, {kept} kept");
}

/// Plays a random game through `State::play`, checking every decision it is offered, and
/// returns it.
fn checked_random_game(rules: scriptorium::games::rocher_des_ducs::engine::Rules, seats: u8, seed: u64) -> Game {
    let mut game = <Game as State>::new_game(rules, seats, seed).expect("allowed seats");
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x5eed);
    let total = game.piles.iter().map(|p| p.len()).sum::<usize>() + game.hands.iter().map(|h| h.len()).sum::<usize>();
    let mut steps = 0;
    while State::to_move(&game).is_some() {
        let legal = State::legal(&game);
        assert!(!legal.is_empty(), "a player is asked only when he has a decision");
        let pick = legal[rng.usize(..legal.len())];
        if game.phase == Phase::Play {
            // A decision that is not offered is refused with a rule id.
            let wrong = Decision::Claim(99);
            let err = State::play(&mut game.clone(), wrong).unwrap_err().to_string();
            assert!(err.contains("(D"), "{err}");
        }
        State::play(&mut game, pick).unwrap();
        steps += 1;
        assert!(steps < 10_000, "a game ends");
        // D1: no card is created or lost: piles + hands + cards laid by the field.
        let in_hand: usize =
            game.piles.iter().map(|p| p.len()).sum::<usize>() + game.hands.iter().map(|h| h.len()).sum::<usize>();
        assert!(in_hand <= total);
    }
    assert!(State::outcome(&game).is_some());
    game
}

#[test]
fn every_ruleset_and_seat_count_plays_to_an_end() {
    let def = &Loaded::embedded().def;
    for r in &def.rulesets {
        for seats in [2, 4, 6] {
            if r.rules.hand_for(seats).is_err() {
                assert!(<Game as State>::new_game(r.rules, seats, 1).is_none(), "{} {seats}", r.name);
                continue;
            }
            for seed in 0..40 {
                checked_random_game(r.rules, seats, seed);
            }
        }
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let rules = Loaded::embedded().def.rules("royale-heroic").unwrap();
    let a = Game::new(rules, 4, 9, &mut NoObserver).unwrap();
    let b = Game::new(rules, 4, 9, &mut NoObserver).unwrap();
    assert_eq!(a.legal(), b.legal());
    assert_eq!(a.first, b.first);
}

/// Every event of a game, as text, for comparing two ways of playing it.
#[derive(Default)]
struct Events(Vec<String>);

impl scriptorium::games::rocher_des_ducs::engine::Observer for Events {
    fn played(&mut self, _: &Game, seat: u8, d: Decision) {
        self.0.push(format!("{seat} plays {d:?}"));
    }
    fn passed(&mut self, seat: u8) {
        self.0.push(format!("{seat} passes"));
    }
    fn claimed(&mut self, seat: u8, at: i8, proof: scriptorium::games::rocher_des_ducs::engine::ClaimProof) {
        self.0.push(format!("{seat} claims {at} {proof:?}"));
    }
    fn resolved(&mut self, seat: u8, at: i8, won: bool) {
        self.0.push(format!("{seat} resolves {at} {won}"));
    }
    fn drew(&mut self, _: &Game, seat: u8, pile: u8, card: Card, under: &[Card]) {
        self.0.push(format!("{seat} draws {card:?} from {pile} {under:?}"));
    }
    fn rally(&mut self, seat: u8, pile: u8, cards: &[Card]) {
        self.0.push(format!("{seat} rallies {pile} {cards:?}"));
    }
    fn gifts(&mut self, gifts: &[(u8, u8, Card)]) {
        self.0.push(format!("gifts {gifts:?}"));
    }
}

#[test]
fn a_random_turn_played_at_once_is_the_turn_of_random_decisions_one_by_one() {
    let def = &Loaded::embedded().def;
    for r in &def.rulesets {
        for seats in [2, 4, 6] {
            if r.rules.hand_for(seats).is_err() {
                continue;
            }
            for seed in 0..300 {
                let mut by_turn = Events::default();
                let mut one_by_one = Events::default();
                let mut a = Game::new(r.rules, seats, seed, &mut by_turn).unwrap();
                let mut b = Game::new(r.rules, seats, seed, &mut one_by_one).unwrap();
                let rngs = || (0..seats).map(|s| fastrand::Rng::with_seed(seed * 7 + s as u64)).collect::<Vec<_>>();
                let (mut ra, mut rb) = (rngs(), rngs());
                while let Some(seat) = a.to_move() {
                    a.play_random_turn(&mut ra[seat as usize], &mut by_turn);
                }
                while let Some(seat) = b.to_move() {
                    let d = b.random_decision(&mut rb[seat as usize]).unwrap();
                    b.apply(d, &mut one_by_one);
                }
                assert_eq!(by_turn.0, one_by_one.0, "{} with {seats} seats, seed {seed}", r.name);
                assert_eq!(a.end(), b.end());
            }
        }
    }
}
