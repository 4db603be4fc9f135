//! Joute's engine played at random and greedily: invariants after every decision, every legal
//! decision accepted and every other refused, the uniform random decision, determinism, and the
//! greedy player against random ones.

use scriptorium::games::joute::Loaded;
use scriptorium::games::joute::engine::{CardKind, Decision, Deck, Game, Landing, NoObserver, Observer, Phase, Rules};
use scriptorium::games::joute::sim::{PolicyKind, play_game};
use scriptorium::sim::mix;

fn rules(name: &str) -> Rules {
    Loaded::embedded().def.rules(name).unwrap()
}

/// Counts the cards that went to the discard pile (J3.3 c, J4.1).
struct Discarded(usize);

impl Observer for Discarded {
    fn landed(&mut self, _game: &Game, _seat: u8, _space: u8, landing: Landing) {
        self.0 += matches!(landing, Landing::Relieved { .. }) as usize;
    }
    fn played(&mut self, _game: &Game, _seat: u8, d: Decision, _back: bool) {
        self.0 += matches!(d, Decision::Discard { .. }) as usize;
    }
}

/// Every card of the box is somewhere (the discard pile holds those discarded), markers stay
/// on the scale, nobody holds more Adversity cards than allowed, and only a winner stands on
/// the finish.
fn check_invariants(g: &Game, discarded: usize) {
    let r = &g.rules;
    let n = g.seats as usize;
    let in_front: u32 = (0..n).map(|s| g.front[s].count_ones()).sum();
    let in_hands: usize = (0..n).map(|s| g.hands[s].len()).sum();
    assert_eq!(g.pile().len() + in_hands + in_front as usize + discarded, r.deck.total(), "J1.4");
    assert_eq!(g.discards(), discarded, "J3.3 c, J4.1");
    for s in 0..n {
        assert!((r.destiny_min..=r.destiny_max).contains(&g.destiny[s]), "J1.2: {}", g.destiny[s]);
        let adversity = g.adversity_of(s as u8);
        assert!(adversity.count_ones() <= r.adversity_max as u32, "J3.3 b");
        let open =
            if adversity.count_ones() < r.adversity_max as u32 { r.deck.adversity_mask() & !adversity } else { 0 };
        assert_eq!(g.receivable(s as u8), open, "J3.3 b: what seat {s} may receive");
        assert!(g.hands[s].len() <= r.hand as usize + 1, "J3.2");
        let winner = g.end().and_then(|e| e.winner) == Some(s as u8);
        assert_eq!(g.pawns[s] == r.finish, winner, "J6.1");
    }
}

/// Plays a random game decision by decision, checking everything on the way.
fn checked_playout(rules: Rules, seats: u8, seed: u64) -> Game {
    let mut discarded = Discarded(0);
    let mut g = Game::new(rules, seats, seed, &mut discarded).unwrap();
    let mut rng = fastrand::Rng::with_seed(seed ^ 0xabcdef);
    while g.to_move().is_some() {
        check_invariants(&g, discarded.0);
        let legal = g.legal();
        assert!(!legal.is_empty(), "J3.4: a player asked always has a decision");
        // The uniform draw without listing is the listed decision of the same index.
        let mut probe = rng.clone();
        let drawn = g.random_decision(&mut rng).unwrap();
        assert_eq!(drawn, legal[probe.u32(..legal.len() as u32) as usize]);
        for &d in &legal {
            assert_eq!(g.check(d), Ok(()), "{d:?}");
        }
        // A decision outside the list is refused and changes nothing.
        let stray = Decision::Strike { card: rng.u8(..18), target: rng.u8(..5) };
        if !legal.contains(&stray) {
            let turns = g.turns;
            assert!(g.play(stray, &mut discarded).is_err(), "{stray:?}");
            assert_eq!(g.turns, turns);
        }
        g.play(drawn, &mut discarded).unwrap();
    }
    check_invariants(&g, discarded.0);
    g
}

#[test]
fn random_games_of_every_ruleset_and_seat_count_keep_the_invariants() {
    for ruleset in ["standard", "no-bounce"] {
        for seats in 2..=4 {
            for seed in 0..40 {
                let g = checked_playout(rules(ruleset), seats, seed);
                assert_eq!(g.phase, Phase::Over);
                assert!(g.end().unwrap().winner.is_some(), "{ruleset}, {seats} seats, seed {seed}: stalled");
            }
        }
    }
}

#[test]
fn a_game_is_a_pure_function_of_its_seed() {
    let players = [PolicyKind::Random, PolicyKind::Greedy, PolicyKind::Random];
    for seed in 0..50 {
        let (a, ea) = play_game(rules("standard"), 3, &players, seed, &mut NoObserver);
        let (b, eb) = play_game(rules("standard"), 3, &players, seed, &mut NoObserver);
        assert_eq!((ea, a.pawns, a.destiny, a.front), (eb, b.pawns, b.destiny, b.front));
    }
}

#[test]
fn random_decisions_are_uniform_over_the_legal_ones() {
    // A position with many decisions, drawn many times: each comes up about as often.
    let g = Game::new(rules("standard"), 4, mix(5, 0), &mut NoObserver).unwrap();
    let legal = g.legal();
    assert!(legal.len() >= 5, "{legal:?}");
    let mut rng = fastrand::Rng::with_seed(9);
    let mut counts = vec![0u32; legal.len()];
    let draws = 20_000 * legal.len() as u32;
    for _ in 0..draws {
        let d = g.random_decision(&mut rng).unwrap();
        counts[legal.iter().position(|&l| l == d).unwrap()] += 1;
    }
    for c in counts {
        let expected = 20_000.0;
        assert!((c as f64 - expected).abs() < 5.0 * expected.sqrt(), "{c} against {expected}");
    }
}

#[test]
fn greedy_beats_random_players() {
    let players = [PolicyKind::Greedy, PolicyKind::Random, PolicyKind::Random, PolicyKind::Random];
    let games = 4000;
    let wins = (0..games)
        .filter(|&seed| play_game(rules("standard"), 4, &players, seed, &mut NoObserver).1.winner == Some(0))
        .count();
    // Random players win a quarter each.
    assert!(wins as f64 / games as f64 > 0.35, "greedy won {wins} of {games}");
}

#[test]
fn a_random_game_played_at_once_is_the_same_game_as_one_decision_at_a_time() {
    use scriptorium::games::joute::sim::record::{Both, Header, Recorder};
    let def = Loaded::embedded().def;
    let cards: Vec<String> = def.cards.iter().map(|c| c.id.clone()).collect();
    let header = |ruleset: &str, seats: u8, seed| Header {
        game: "joute".into(),
        ruleset: ruleset.into(),
        seed,
        policies: vec!["random".into(); seats as usize],
        cards: cards.clone(),
    };
    // The deck of game.toml plays its random players' turns from one word of plays
    // (engine/packing.rs); with an Adversity kind among the Acquired ones it cannot.
    let mut mixed = rules("standard");
    let mut kinds: Vec<(CardKind, u8)> = (0..mixed.deck.len as usize).map(|k| (mixed.deck.kinds[k], 4)).collect();
    kinds.swap(11, 12);
    mixed.deck = Deck::new(&kinds);
    let decks = [("standard", rules("standard")), ("no-bounce", rules("no-bounce")), ("standard", mixed)];
    for (ruleset, rules) in decks {
        for seats in 2..=4u8 {
            for seed in 0..100 {
                // The quick way, as simulations play (Game::play_random_game).
                let mut quick = Recorder::new(header(ruleset, seats, seed));
                let players = vec![PolicyKind::Random; seats as usize];
                let mut discarded = Discarded(0);
                let (g, _) = play_game(rules, seats, &players, seed, &mut Both(&mut quick, &mut discarded));
                check_invariants(&g, discarded.0);
                // Decision by decision, with the same streams (the table's, then each seat's).
                let mut slow = Recorder::new(header(ruleset, seats, seed));
                let mut g = Game::new(rules, seats, mix(seed, 0), &mut slow).unwrap();
                let mut rngs: Vec<fastrand::Rng> =
                    (0..seats as u64).map(|s| fastrand::Rng::with_seed(mix(seed, 1 + s))).collect();
                while let Some(seat) = g.to_move() {
                    let d = g.random_decision(&mut rngs[seat as usize]).unwrap();
                    g.apply(d, &mut slow);
                    g.advance(&mut slow);
                }
                assert_eq!(quick.finish(), slow.finish(), "{ruleset}, {seats} seats, seed {seed}");
            }
        }
    }
}
