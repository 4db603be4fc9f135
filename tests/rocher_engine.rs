//! Le rocher des ducs's engine as a whole: the claim proof against the enumeration of every
//! completion (D5.3), and random games under every ruleset and seat count, played through the
//! checked `play` and checked for what must always hold.

use scriptorium::game::State;
use scriptorium::games::rocher_des_ducs::Loaded;
use scriptorium::games::rocher_des_ducs::engine::cards::{Card, Laid, WARRIOR_KINDS};
use scriptorium::games::rocher_des_ducs::engine::formation::{best_completion, best_completion_by_enumeration};
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
