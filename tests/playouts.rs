//! Random playouts for every ruleset and seating, checking invariants after every decision
//! (in the spirit of OpenSpiel's RandomSimTest).

use crate::common::*;
use scriptorium::games::guyenne::engine::{Decision, EndReason, Game, Phase, SeatPlan, Side};
use scriptorium::games::guyenne::sim::{Player, PolicyKind};

const RULESETS: [&str; 4] = ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"];

/// Whether a side could not play the coming round (R7.5, R7.6, and R9.5 for a team).
fn cannot_play(game: &Game, side: Side) -> bool {
    let drawer = game.hand(side, game.drawer(side)).len();
    if game.is_team(side) { drawer < 2 } else { game.hand_len(side) < 2 }
}

fn check_invariants(game: &Game, legal: &mut Vec<Decision>) {
    for side in Side::ALL {
        assert_eq!(owned(game, side), 22, "every side always holds its 22 cards");
        assert!(game.exhaustions(side) <= game.rules().exhaustion_limit);
    }
    game.legal_decisions(legal);
    match game.phase() {
        Phase::Over => assert!(legal.is_empty()),
        _ => {
            assert!(!legal.is_empty(), "a game that is not over has a legal decision ({:?})", game.phase());
            for d in legal.iter() {
                assert!(game.is_legal(d), "listed decision {d:?} must be legal");
            }
        }
    }
    // At the first decision of a round (the first give of a team game), both sides can play it.
    let first_team = Side::ALL.into_iter().find(|&s| game.is_team(s));
    let round_start = match game.phase() {
        Phase::Place(0) => first_team.is_none(),
        Phase::Give(side) => Some(side) == first_team,
        _ => false,
    };
    if round_start {
        for side in Side::ALL {
            assert!(!cannot_play(game, side), "R7.5/R7.6: a round started that {side} cannot play");
        }
    }
}

fn check_end(game: &Game) {
    let end = game.end().expect("over");
    let limit = game.rules().exhaustion_limit;
    match end.reason {
        EndReason::AllCastles => {
            let first = game.castles()[0];
            assert!(first.is_some() && game.castles().iter().all(|&c| c == first), "R6.4");
            assert_eq!(end.score.winner, first);
        }
        EndReason::Exhaustion => assert!(
            Side::ALL.iter().any(|&s| game.exhaustions(s) >= limit && (game.hand_len(s) <= 1 || cannot_play(game, s))),
            "R7.5"
        ),
        EndReason::NoCards => assert!(Side::ALL.iter().any(|&s| cannot_play(game, s)), "R7.6"),
    }
    if end.reason != EndReason::AllCastles {
        assert!(
            Side::ALL.iter().all(|&s| game.castles().iter().any(|&c| c != Some(s))),
            "nobody holds every castle in a game that ended otherwise"
        );
    }
}

fn playouts(ruleset: &str, seats: u8, players: [PolicyKind; 2], games: u64) {
    let r = rules(ruleset);
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut game = Game::new(r, SeatPlan::for_seats(seats).unwrap(), seed);
        let mut english = Player::new(players[0], seed + 1000);
        let mut french = Player::new(players[1], seed + 2000);
        let mut decisions = 0;
        while let Some((side, _)) = game.to_move() {
            check_invariants(&game, &mut legal);
            let player = if side == Side::English { &mut english } else { &mut french };
            let d = player.decide(&game);
            assert!(legal.contains(&d), "{ruleset}: the player chose {d:?}, which is not listed as legal");
            game.apply(d).unwrap();
            decisions += 1;
            assert!(decisions < 10_000, "the game ends");
        }
        check_invariants(&game, &mut legal);
        check_end(&game);
    }
}

#[test]
fn random_playouts_keep_the_invariants_in_every_ruleset() {
    for ruleset in RULESETS {
        playouts(ruleset, 2, [PolicyKind::Random, PolicyKind::Random], 150);
    }
}

#[test]
fn greedy_playouts_keep_the_invariants_in_every_ruleset() {
    for ruleset in RULESETS {
        playouts(ruleset, 2, [PolicyKind::Greedy, PolicyKind::Random], 40);
        playouts(ruleset, 2, [PolicyKind::Random, PolicyKind::Greedy], 40);
    }
}

#[test]
fn team_playouts_keep_the_invariants_with_three_and_four_seats() {
    for ruleset in RULESETS {
        playouts(ruleset, 3, [PolicyKind::Random, PolicyKind::Random], 60);
        playouts(ruleset, 4, [PolicyKind::Random, PolicyKind::Greedy], 40);
    }
}

#[test]
fn random_decisions_are_uniform_over_the_legal_ones() {
    let mut game = position(rules("2022-basic"), "E . . F . .", Side::English, "H 5 4 3 2 2", "5 4 3 2 2 2");
    let mut legal = Vec::new();
    game.legal_decisions(&mut legal);
    // 6 castles, and sub-multisets of H 5 4 3 2 2 of 1 to 5 cards: 2*2*2*2*3 - 1 (empty) - 1 (all).
    assert_eq!(legal.len(), 6 * 46);
    let mut rng = fastrand::Rng::with_seed(5);
    let draws = 200_000;
    let mut counts = std::collections::HashMap::new();
    for _ in 0..draws {
        *counts.entry(game.random_decision(&mut rng).unwrap()).or_insert(0u32) += 1;
    }
    assert_eq!(counts.len(), legal.len(), "every legal decision is drawn, and nothing else");
    let expected = draws as f64 / legal.len() as f64;
    let chi2: f64 = counts.values().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
    // 275 degrees of freedom: the 99.9th percentile of chi-square is about 365.
    assert!(chi2 < 365.0, "chi-square {chi2:.1} over {} decisions", legal.len());
    place(&mut game, 1, "H");
}

#[test]
fn greedy_beats_random_clearly() {
    use scriptorium::games::guyenne::engine::BySide;
    use scriptorium::games::guyenne::sim::{SimConfig, simulate};
    for ruleset in ["2022-basic", "2022-advanced"] {
        for (players, greedy) in [
            (BySide::new(PolicyKind::Greedy, PolicyKind::Random), Side::English),
            (BySide::new(PolicyKind::Random, PolicyKind::Greedy), Side::French),
        ] {
            let config = SimConfig {
                game: "guyenne".into(),
                ruleset: ruleset.into(),
                rules: rules(ruleset),
                seats: SeatPlan::for_seats(2).unwrap(),
                players,
                games: 1000,
                seed: 42,
            };
            let summary = simulate(&config, None, &|_| {}).unwrap();
            let wins = if greedy == Side::English { summary.wins.english } else { summary.wins.french };
            assert!(wins >= 650, "{ruleset}: greedy as {greedy} won only {wins} of 1000 against random");
        }
    }
}

/// Calls `f` with 40 new games of every ruleset and seating, and a label naming each.
fn every_start(mut f: impl FnMut(Game, u64, &str)) {
    for ruleset in RULESETS {
        for seats in [2, 3, 4] {
            for seed in 0..40 {
                let game = Game::new(rules(ruleset), SeatPlan::for_seats(seats).unwrap(), seed);
                f(game, seed, &format!("{ruleset}, {seats} seats, seed {seed}"));
            }
        }
    }
}

/// The random player's fast path (`play_random`) plays exactly the game that drawing a
/// decision with `random_decision` and applying it with the checked `apply` plays: same random
/// numbers, same position after every decision, in every ruleset and seating.
#[test]
fn the_random_fast_path_plays_the_same_games_as_checked_decisions() {
    every_start(|start, seed, label| {
        let (mut fast, mut checked) = (start.clone(), start);
        let mut fast_rng = fastrand::Rng::with_seed(seed);
        let mut checked_rng = fastrand::Rng::with_seed(seed);
        loop {
            let played = fast.play_random(&mut fast_rng, &mut scriptorium::games::guyenne::engine::NoObserver);
            let decision = checked.random_decision(&mut checked_rng);
            assert_eq!(played, decision.is_some(), "{label}");
            let Some(decision) = decision else { break };
            checked.apply(decision).expect("a random decision is legal");
            assert_eq!(format!("{fast:?}"), format!("{checked:?}"), "{label}");
        }
        assert!(fast.end().is_some());
    });
}

/// `play_random_game` (both sides random, one loop) plays the game two random players taking
/// turns with checked decisions play, each side drawing from its own stream.
#[test]
fn a_whole_random_game_in_one_loop_is_the_game_of_two_random_players() {
    every_start(|start, seed, label| {
        let streams = [fastrand::Rng::with_seed(seed + 1), fastrand::Rng::with_seed(seed + 2)];
        let mut fast = start.clone();
        fast.play_random_game(&mut streams.clone(), &mut scriptorium::games::guyenne::engine::NoObserver);
        let (mut checked, mut rngs) = (start, streams);
        while let Some(side) = checked.side_to_move() {
            let decision = checked.random_decision(&mut rngs[side.index()]).expect("not over");
            checked.apply(decision).expect("a random decision is legal");
        }
        assert_eq!(format!("{fast:?}"), format!("{checked:?}"), "{label}");
    });
}

/// OpenSpiel's random simulation test, written once over the generic `State` of any engine: every
/// decision a random player draws is among the legal ones and is accepted, the previous
/// decision played again is refused once it is no longer listed, and every game ends with an
/// outcome and no more decisions.
fn random_sim_test<S: scriptorium::game::State + Clone + std::fmt::Debug>(rules: S::Rules, seats: u8, games: u64)
where
    S::Rules: Copy,
{
    for seed in 0..games {
        let mut state = S::new_game(rules, seats, seed).expect("a valid seating");
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut decisions = 0;
        let mut previous = None;
        while state.to_move().is_some() {
            let legal = state.legal();
            if let Some(p) = previous.filter(|p| !legal.contains(p)) {
                assert!(state.clone().play(p).is_err(), "seed {seed}: {p:?} is not listed but accepted");
            }
            let d = state.random_decision(&mut rng).expect("a player to move has a decision");
            previous = Some(d);
            assert!(legal.contains(&d), "seed {seed}: drew {d:?}, not among {} legal decisions", legal.len());
            state.play(d).unwrap_or_else(|e| panic!("seed {seed}: {d:?} refused: {e}"));
            decisions += 1;
            assert!(decisions < 10_000, "seed {seed}: the game does not end");
        }
        assert!(state.outcome().is_some(), "seed {seed}: over without an outcome");
        assert!(state.legal().is_empty(), "seed {seed}: decisions after the end");
    }
}

#[test]
fn random_games_over_the_generic_state_are_legal_and_end() {
    for ruleset in ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"] {
        for seats in [2, 3, 4] {
            random_sim_test::<Game>(rules(ruleset), seats, 40);
        }
    }
}
