//! One test or more per rule of the digest (../shared/spec/guyenne-rules.md), on positions
//! described by hand. Test names start with the rule id.

use crate::common::*;
use scriptorium::games::guyenne::engine::{
    BySide, Card, Decision, EndReason, Game, IllegalDecision, Member, Phase, Points, Removal, Rules, Scoring, SeatPlan,
    Setup, Side, SideSetup, score,
};

const E: Side = Side::English;
const F: Side = Side::French;

#[test]
fn r1_each_side_owns_22_cards_and_the_line_has_6_castles() {
    let r = rules("2022-basic");
    assert_eq!(r.side_cards(), 22);
    assert_eq!(r.castles, 6);
    assert_eq!(r.copies(Card::number(2)), 12);
    assert_eq!(r.copies(Card::number(5)), 2);
    assert_eq!(r.copies(Card::HERO), 1);
}

#[test]
fn r2_setup_neutral_line_english_first_hero_plus_five() {
    let game = Game::new(rules("2022-basic"), SeatPlan::for_seats(2).unwrap(), 3);
    assert!(game.castles().iter().all(|c| c.is_none()));
    assert_eq!(game.first_player(), E);
    for side in Side::ALL {
        let hand = game.hand(side, Member::A);
        assert_eq!(hand.len(), 6);
        assert!(hand.has_hero());
        assert_eq!(game.deck(side).len(), 16);
        assert_eq!(owned(&game, side), 22);
    }
    assert_eq!(game.phase(), Phase::Place(0));
}

#[test]
fn r4_1_first_player_attacks_neutral_and_defends_own() {
    let mut game = position(rules("2022-basic"), "E . . . . .", E, "5 4 3 2 2 2", "5 4 3 2 2 2");
    place(&mut game, 1, "2");
    assert!(!game.placements()[0].attack, "R4.1: own castle is defended");
    let mut game = position(rules("2022-basic"), "E . . . . .", E, "5 4 3 2 2 2", "5 4 3 2 2 2");
    place(&mut game, 2, "2");
    assert!(game.placements()[0].attack, "R4.1: a neutral castle is attacked");
}

#[test]
fn r4_2_opponent_answers_at_a_then_chooses_another_castle() {
    let mut game = position(rules("2022-basic"), ". . . . . .", E, "5 4 3 2 2 2", "5 4 3 2 2 2");
    place(&mut game, 3, "5");
    let at_b = Decision::Place { castle: 4, cards: set(game.rules(), "2") };
    assert_eq!(game.apply(at_b), Err(IllegalDecision::MustAnswerAtA { castle_a: 3 }));
    place(&mut game, 3, "4");
    let same = Decision::Place { castle: 3, cards: set(game.rules(), "2") };
    assert_eq!(game.apply(same), Err(IllegalDecision::SameCastle { castle_a: 3 }));
    place(&mut game, 5, "2");
    assert_eq!(game.phase(), Phase::Place(3));
}

#[test]
fn r4_3_first_player_ends_at_castle_b() {
    let mut game = position(rules("2022-basic"), ". . . . . .", E, "5 4 3 2 2 2", "5 4 3 2 2 2");
    place(&mut game, 3, "5");
    place(&mut game, 3, "4");
    place(&mut game, 5, "2");
    let elsewhere = Decision::Place { castle: 6, cards: set(game.rules(), "2") };
    assert_eq!(game.apply(elsewhere), Err(IllegalDecision::MustAnswerAtB { castle_b: 5 }));
    place(&mut game, 5, "2");
    assert_eq!(game.round(), 2, "both battles resolved, next round");
}

#[test]
fn r4_4_at_least_one_card_and_one_kept_for_the_second_castle() {
    let mut game = position(rules("2022-basic"), ". . . . . .", E, "5 4 3 2 2 2", "5 4 3 2 2 2");
    let none = Decision::Place { castle: 1, cards: set(game.rules(), "") };
    assert_eq!(game.apply(none), Err(IllegalDecision::NoCards));
    let all = Decision::Place { castle: 1, cards: set(game.rules(), "5 4 3 2 2 2") };
    assert_eq!(game.apply(all), Err(IllegalDecision::TooManyCards { max: 5 }));
    let not_mine = Decision::Place { castle: 1, cards: set(game.rules(), "H") };
    assert_eq!(game.apply(not_mine), Err(IllegalDecision::NotInHand));
    // With a hand of 5, five cards at A would leave nothing for B.
    let mut game = position(rules("2022-basic"), ". . . . . .", E, "5 4 3 2 2", "5 4 3 2 2 2");
    let five = Decision::Place { castle: 1, cards: set(game.rules(), "5 4 3 2 2") };
    assert_eq!(game.apply(five), Err(IllegalDecision::MustKeepCard));
}

#[test]
fn r4_4_at_most_five_cards_at_one_castle_even_with_a_bigger_hand() {
    let r = Rules::new(&[(5, 2), (4, 3), (3, 4), (2, 12)], 6, 8, 5, Removal::None, Scoring::Y2022, 2, 0).unwrap();
    let mut game = position(r, ". . . . . .", E, "5 4 3 2 2 2 2 2", "5 4 3 2 2 2");
    let six = Decision::Place { castle: 1, cards: set(&r, "5 4 3 2 2 2") };
    assert_eq!(game.apply(six), Err(IllegalDecision::TooManyCards { max: 5 }));
    place(&mut game, 1, "5 4 3 2 2");
}

#[test]
fn r4_5_the_hero_is_placed_like_any_card() {
    let mut game = position(rules("2022-basic"), ". . . . . .", E, "H 2 2 2 2 2", "5 4 3 2 2 2");
    place(&mut game, 1, "H");
    assert_eq!(game.placements()[0].cards, set(game.rules(), "H"));
}

/// Plays a round where the English, first player, attack castle 1 (held by `holder`) with
/// `english_a`, the French answer with `french_a`; castle 6 gets single 2s from both sides.
fn battle_at_1(ruleset: &str, line: &str, english_a: &str, french_a: &str, concede: bool) -> Game {
    let mut game = position(rules(ruleset), line, E, "H 5 4 3 2 2", "H 5 4 3 2 2");
    place(&mut game, 1, english_a);
    place(&mut game, 1, french_a);
    place(&mut game, 6, "2");
    place(&mut game, 6, "2");
    if let Phase::Concede(0) = game.phase() {
        game.apply(if concede { Decision::Concede } else { Decision::Reveal }).unwrap();
    }
    while let Phase::Concede(_) = game.phase() {
        game.apply(Decision::Reveal).unwrap();
    }
    game
}

#[test]
fn r5_2_a_tie_on_a_held_castle_goes_to_the_defender() {
    let game = battle_at_1("2022-basic", "F . . . . .", "5", "3 2", false);
    let b = game.battles()[0];
    assert_eq!((b.strength[E].sum, b.strength[F].sum), (5, 5));
    assert_eq!(b.winner, Some(F));
    assert_eq!(game.castles()[0], Some(F));
}

#[test]
fn r5_2_the_attacker_needs_more() {
    let game = battle_at_1("2022-basic", "F . . . . .", "5 2", "4 2", false);
    assert_eq!(game.battles()[0].winner, Some(E));
    assert_eq!(game.castles()[0], Some(E), "R5.5: the winner turns the castle");
}

#[test]
fn r5_2_a_defender_who_concedes_loses_whatever_he_played() {
    let game = battle_at_1("2022-basic", "F . . . . .", "2", "5 4", true);
    let b = game.battles()[0];
    assert!(b.conceded);
    assert_eq!(b.winner, Some(E));
    assert_eq!(game.castles()[0], Some(E));
    assert_eq!(game.discard(F).len(), 3, "R6.1: conceded cards go to the discard too (5, 4 and the 2 at castle 6)");
}

#[test]
fn r5_2_only_a_defender_may_concede() {
    let mut game = position(rules("2022-basic"), ". . . . . .", E, "5 4 3 2 2 2", "5 4 3 2 2 2");
    assert_eq!(game.apply(Decision::Concede), Err(IllegalDecision::CannotConcede));
    place(&mut game, 1, "5");
    place(&mut game, 1, "4");
    place(&mut game, 2, "2");
    place(&mut game, 2, "2");
    // Both castles were neutral: nobody was asked to concede.
    assert_eq!(game.round(), 2);
}

#[test]
fn r5_3_a_tie_on_a_neutral_castle_leaves_it_neutral() {
    let game = battle_at_1("2022-basic", ". . . . . .", "5", "3 2", false);
    assert_eq!(game.battles()[0].winner, None);
    assert_eq!(game.castles()[0], None);
    assert_eq!(game.battles()[1].winner, None, "2 against 2 at castle 6");
}

#[test]
fn r5_3_higher_sum_takes_a_neutral_castle() {
    let game = battle_at_1("2022-basic", ". . . . . .", "4", "3 2", false);
    assert_eq!(game.battles()[0].winner, Some(F));
    assert_eq!(game.castles()[0], Some(F));
}

#[test]
fn r5_4_a_hero_beats_any_sum() {
    let game = battle_at_1("2022-basic", "F . . . . .", "H", "5 4 3 2", false);
    assert_eq!(game.battles()[0].winner, Some(E));
    let game = battle_at_1("2022-basic", ". . . . . .", "5 4 3 2", "H", false);
    assert_eq!(game.battles()[0].winner, Some(F));
}

#[test]
fn r5_4_hero_against_hero_is_a_tie_whatever_else() {
    let game = battle_at_1("2022-basic", ". . . . . .", "H 5 4", "H", false);
    assert_eq!(game.battles()[0].winner, None);
    assert_eq!(game.castles()[0], None, "R5.3 tie outcome");
    let game = battle_at_1("2022-basic", "F . . . . .", "H 5 4", "H", false);
    assert_eq!(game.battles()[0].winner, None);
    assert_eq!(game.castles()[0], Some(F), "R5.2 tie outcome: the defender keeps it");
}

#[test]
fn r6_1_r6_2_r6_3_discard_refill_and_pass_the_first_player_card() {
    let game = battle_at_1("2022-basic", ". . . . . .", "5 4", "3", false);
    assert_eq!(game.round(), 2);
    assert_eq!(game.first_player(), F, "R6.3");
    for side in Side::ALL {
        assert_eq!(game.hand_len(side), 6, "R6.2");
        assert_eq!(owned(&game, side), 22);
    }
    assert_eq!(game.discard(E).len(), 3, "R6.1: 5, 4 and 2");
    assert_eq!(game.discard(F).len(), 2, "R6.1: 3 and 2");
}

#[test]
fn r6_4_holding_every_castle_ends_the_game_at_once() {
    let mut game = position(rules("2022-basic"), "E E E E . .", E, "H 5 4 3 2 2", "5 4 3 2 2 2");
    round(&mut game, 5, "H", "5", 6, "2", "5 4");
    let end = game.end().expect("R6.4: game over");
    assert_eq!(end.reason, EndReason::AllCastles);
    assert_eq!(end.score.points, BySide::new(12, 0), "R8.1");
    assert_eq!(end.score.winner, Some(E));
    assert_eq!(game.hand_len(E), 3, "no refill after the last round");
}

/// A side setup with an explicit deck (top first) and discard.
fn side(hand: &str, deck: &str, discard: &str, exhaustions: u8) -> SideSetup {
    SideSetup { hand: cards(hand), deck: cards(deck), discard: cards(discard), exhaustions, ..SideSetup::default() }
}

/// A position where the English deck and discard are exactly what is given; the rest of the
/// English cards are removed (advanced rules, so that removed cards are possible).
fn english_deck_position(hand: &str, deck: &str, discard: &str, exhaustions: u8) -> Game {
    let r = rules("2022-advanced");
    let mut english = side(hand, deck, discard, exhaustions);
    let mut left = r.all_cards();
    for c in cards(&format!("{hand} {deck} {discard}")) {
        left.remove(r.kind(c).unwrap());
    }
    english.removed = r.cards_of(&left).collect();
    let french = side("H 5 4 3 2 2", "", "", 0);
    let setup = Setup { castles: castles(". . . . . ."), round: 3, first: E, sides: BySide::new(english, french) };
    Game::from_setup(r, &setup, 11).expect("valid position")
}

#[test]
fn r7_2_an_empty_deck_below_the_limit_is_rebuilt_from_the_discard() {
    // English play 2 cards, so they draw 2 with only 1 in the deck.
    let mut game = english_deck_position("5 4 3 2 2 2", "3", "4 4", 0);
    round(&mut game, 1, "2", "2", 2, "2", "2");
    assert_eq!(game.exhaustions(E), 1);
    assert_eq!(game.hand_len(E), 6);
    // Rebuilt from 4 4 + the two 2s just played, one of which was drawn.
    assert_eq!(game.deck(E).len() + game.discard(E).len(), 3);
    assert!(game.discard(E).is_empty(), "the discard became the deck");
}

#[test]
fn r7_3_the_exhaustion_counts_when_the_last_card_leaves_even_if_nothing_more_is_owed() {
    let mut game = english_deck_position("5 4 3 2 2 2", "3 3", "4 4", 0);
    round(&mut game, 1, "2", "2", 2, "2", "2");
    assert_eq!(game.exhaustions(E), 1, "two owed, two drawn: the deck emptied");
    assert_eq!(game.deck(E).len(), 4, "rebuilt at that moment from 4 4 and the two 2s");
}

#[test]
fn r7_4_a_rebuild_from_an_empty_discard_is_the_next_exhaustion_at_once() {
    // English play one 2 at each castle; with the advanced rules a lone card at a held castle
    // is removed (R9.2b), and the loser of a neutral castle removes his single card (R9.2a):
    // nothing reaches the discard. With 1 card in the deck, drawing it exhausts the deck, the
    // rebuild from an empty discard gives an empty deck: the second exhaustion, the limit.
    let mut game = english_deck_position("5 4 3 2 2 2", "3", "", 0);
    round(&mut game, 1, "2", "5", 2, "4", "2");
    assert_eq!(game.exhaustions(E), 2);
    assert!(game.deck(E).is_empty());
    assert_eq!(game.hand_len(E), 5, "only the one card could be drawn");
}

#[test]
fn r7_2_at_the_limit_the_deck_is_not_rebuilt() {
    let mut game = english_deck_position("5 4 3 2 2 2", "3", "4 4", 1);
    round(&mut game, 1, "2", "2", 2, "2", "2");
    assert_eq!(game.exhaustions(E), 2);
    assert!(game.deck(E).is_empty());
    assert_eq!(game.hand_len(E), 5, "R7.2: draws only what remains");
    assert_eq!(game.discard(E).len(), 4);
}

#[test]
fn r7_5_the_game_ends_when_a_side_at_its_limit_has_one_card_or_none() {
    // English at the limit with 3 cards and an empty deck: after playing 2 they hold 1.
    let mut game = english_deck_position("5 4 3", "", "2 2", 2);
    round(&mut game, 1, "5", "2", 2, "2", "4");
    let end = game.end().expect("R7.5");
    assert_eq!(end.reason, EndReason::Exhaustion);
    assert_eq!(end.round, 3, "the last round played");
}

#[test]
fn r7_5_two_cards_at_the_limit_still_play_a_round() {
    let mut game = english_deck_position("5 4 3 2", "", "2 2", 2);
    round(&mut game, 1, "5", "2", 2, "2", "4");
    assert!(game.end().is_none());
    assert_eq!(game.hand_len(E), 2);
}

#[test]
fn r7_6_a_side_that_cannot_place_twice_ends_the_game() {
    let r = rules("2022-basic");
    let english = side("5", "4 3", "", 0);
    let setup = Setup {
        castles: castles(". . . . . ."),
        round: 4,
        first: E,
        sides: BySide::new(english, side("5 4 3 2 2 2", "", "", 0)),
    };
    let game = Game::from_setup(r, &setup, 1).unwrap();
    assert_eq!(game.end().map(|e| e.reason), Some(EndReason::NoCards));
}

#[test]
fn r8_2_isolated_castles_score_1_grouped_castles_2() {
    let line = castles("E E . F E F");
    let s = score(Scoring::Y2022, Points::STANDARD, &line, BySide::new(0, 0));
    assert_eq!(s.points, BySide::new(2 + 2 + 1, 1 + 1));
    assert_eq!(s.winner, Some(E));
}

#[test]
fn r8_3_equal_scores_go_to_more_unspent_cards_then_draw() {
    let line = castles("E E . . F F");
    assert_eq!(score(Scoring::Y2022, Points::STANDARD, &line, BySide::new(3, 5)).winner, Some(F));
    assert_eq!(score(Scoring::Y2022, Points::STANDARD, &line, BySide::new(4, 4)).winner, None);
}

#[test]
fn r8_4_2021_castles_plus_largest_group_plus_unspent() {
    let line = castles("E E E . F .");
    let s = score(Scoring::Y2021, Points::STANDARD, &line, BySide::new(2, 7));
    assert_eq!(s.points, BySide::new(3 + 3 + 2, 1 + 7));
    // Equal points: the larger group wins, then more unspent cards.
    let line = castles("E E . F . F");
    let s = score(Scoring::Y2021, Points::STANDARD, &line, BySide::new(1, 3));
    assert_eq!(s.points, BySide::new(2 + 2 + 1, 2 + 3));
    assert_eq!(s.winner, Some(E), "largest group 2 against 1");
    let line = castles("E E . F F .");
    assert_eq!(score(Scoring::Y2021, Points::STANDARD, &line, BySide::new(3, 2)).winner, Some(E));
}

#[test]
fn r9_1_basic_rules_never_remove_a_card() {
    let game = battle_at_1("2022-basic", "F . . . . .", "5 2", "4", false);
    assert!(game.removed(E).is_empty() && game.removed(F).is_empty());
}

#[test]
fn r9_2a_the_loser_of_a_neutral_castle_chooses_what_to_remove() {
    let mut game = position(rules("2022-advanced"), ". . . . . .", E, "H 5 4 3 2 2", "5 4 3 2 2 2");
    round(&mut game, 1, "5 2", "4 2 2", 2, "2", "3");
    // Castle 1: English 7 against 8: the English lose and must choose.
    assert_eq!(game.phase(), Phase::Remove(0));
    assert_eq!(game.to_move(), Some((E, Member::A)));
    let mut options = Vec::new();
    game.legal_decisions(&mut options);
    let r = *game.rules();
    assert_eq!(options, vec![Decision::Remove { cards: set(&r, "5") }, Decision::Remove { cards: set(&r, "5 2") }]);
    assert_eq!(game.apply(Decision::Remove { cards: set(&r, "2") }), Err(IllegalDecision::BadRemoval));
    game.apply(Decision::Remove { cards: set(&r, "5") }).unwrap();
    assert_eq!(game.removed(E), set(game.rules(), "5"));
    // The French won castle 1 and removed nothing there; they lost castle 2 with a lone 2,
    // which left no choice.
    assert_eq!(game.removed(F), set(game.rules(), "2"));
}

#[test]
fn r9_2a_several_small_cards_may_replace_the_strongest() {
    let mut game = position(rules("2022-advanced"), ". . . . . .", E, "H 4 2 2 2 3", "5 5 3 2 2 2");
    round(&mut game, 1, "4 2 2", "5 5", 2, "2", "3");
    let r = *game.rules();
    let mut options = Vec::new();
    game.legal_decisions(&mut options);
    assert!(options.contains(&Decision::Remove { cards: set(&r, "2 2") }), "2 + 2 reaches the 4");
    game.apply(Decision::Remove { cards: set(&r, "2 2") }).unwrap();
    assert_eq!(game.removed(E).len(), 2);
}

#[test]
fn r9_2a_a_tie_removes_nothing() {
    let game = battle_at_1("2022-advanced", ". . . . . .", "5", "3 2", false);
    assert!(game.removed(E).is_empty() && game.removed(F).is_empty());
}

#[test]
fn r9_2b_an_attacker_of_a_held_castle_always_removes_his_strongest_card() {
    // Wins: the 5 goes.
    let game = battle_at_1("2022-advanced", "F . . . . .", "5 2", "4", false);
    assert_eq!(game.rules().strongest(&game.removed(E)), Some(Card::number(5)));
    // Loses: still the 5.
    let game = battle_at_1("2022-advanced", "F . . . . .", "5", "4 2", false);
    assert_eq!(game.rules().strongest(&game.removed(E)), Some(Card::number(5)));
    // The defender concedes: still.
    let game = battle_at_1("2022-advanced", "F . . . . .", "3 2", "5", true);
    assert_eq!(game.rules().strongest(&game.removed(E)), Some(Card::number(3)));
    // The hero is the strongest card.
    let game = battle_at_1("2022-advanced", "F . . . . .", "H 5", "4", false);
    assert_eq!(game.removed(E), set(game.rules(), "H"));
    assert!(game.removed(F).is_empty(), "the defender removes nothing");
}

#[test]
fn r9_3_expert_sets_five_numbered_cards_aside_before_shuffling() {
    let r = rules("2022-expert");
    let mut game = Game::new(r, SeatPlan::for_seats(2).unwrap(), 5);
    assert_eq!(game.phase(), Phase::SetAside(E));
    let with_hero = Decision::SetAside { cards: set(&r, "H 2 2 2 2") };
    assert_eq!(game.apply(with_hero), Err(IllegalDecision::BadSetAside { count: 5 }));
    let four = Decision::SetAside { cards: set(&r, "2 2 2 2") };
    assert_eq!(game.apply(four), Err(IllegalDecision::BadSetAside { count: 5 }));
    game.apply(Decision::SetAside { cards: set(&r, "5 4 4 3 3") }).unwrap();
    game.apply(Decision::SetAside { cards: set(&r, "2 2 2 2 2") }).unwrap();
    assert_eq!(game.phase(), Phase::Place(0));
    for side in Side::ALL {
        assert_eq!(game.discard(side).len(), 5);
        assert_eq!(game.deck(side).len(), 11, "16 shuffled, 5 drawn");
        assert_eq!(game.hand_len(side), 6);
    }
    assert_eq!(r.exhaustion_limit, 3);
}

#[test]
fn r9_4_2021_conquest_removes_only_when_a_held_castle_is_taken() {
    let game = battle_at_1("2021-basic", "F . . . . .", "5 2", "4", false);
    assert_eq!(game.removed(E), set(game.rules(), "5"), "taken: the strongest card goes");
    let game = battle_at_1("2021-basic", "F . . . . .", "5", "4 2", false);
    assert!(game.removed(E).is_empty(), "lost: nothing");
    let game = battle_at_1("2021-basic", ". . . . . .", "5", "4", false);
    assert!(game.removed(E).is_empty() && game.removed(F).is_empty(), "neutral: nothing");
    let game = battle_at_1("2021-basic", "F . . . . .", "H", "5", false);
    assert_eq!(game.removed(E), set(game.rules(), "H"), "the hero included");
}

#[test]
fn r9_5_teams_give_then_each_member_places_once() {
    let r = rules("2022-basic");
    let mut game = Game::new(r, SeatPlan::for_seats(4).unwrap(), 9);
    assert_eq!(game.phase(), Phase::Give(E));
    assert_eq!(game.to_move(), Some((E, Member::A)), "the first drawer is member a");
    let hand = game.hand(E, Member::A);
    assert_eq!(hand.len(), 6);
    let all_but_none = Decision::Give { cards: hand, first: Member::A };
    assert!(matches!(game.apply(all_but_none), Err(IllegalDecision::BadGive { .. })), "the drawer keeps a card");
    let nothing = Decision::Give { cards: set(&r, ""), first: Member::A };
    assert!(matches!(game.apply(nothing), Err(IllegalDecision::BadGive { .. })), "at least one card is given");
    // Give the three weakest cards.
    let give = |g: &Game, side| {
        let h: Vec<Card> = r.cards_of(&g.hand(side, Member::A)).collect();
        Decision::Give { cards: r.set_of(&h[3..]), first: Member::B }
    };
    game.apply(give(&game, E)).unwrap();
    game.apply(give(&game, F)).unwrap();
    assert_eq!(game.hand(E, Member::A).len(), 3);
    assert_eq!(game.hand(E, Member::B).len(), 3);
    // Member b of each side places first, member a second.
    assert_eq!(game.to_move(), Some((E, Member::B)));
    let first_card = |g: &Game, s, m| {
        let strongest = g.rules().strongest(&g.hand(s, m)).unwrap();
        set(g.rules(), &strongest.to_string())
    };
    for (side, member, castle) in [(E, Member::B, 1), (F, Member::B, 1), (F, Member::A, 2), (E, Member::A, 2)] {
        assert_eq!(game.to_move(), Some((side, member)));
        let cards = first_card(&game, side, member);
        game.apply(Decision::Place { castle, cards }).unwrap();
        while let Phase::Concede(_) = game.phase() {
            game.apply(Decision::Reveal).unwrap();
        }
    }
    assert_eq!(game.round(), 2);
    // Round 2: member b draws for each side, and the team's hands total 6 again.
    for side in Side::ALL {
        assert_eq!(game.drawer(side), Member::B);
        assert_eq!(game.hand_len(side), 6);
        assert_eq!(owned(&game, side), 22);
    }
    assert_eq!(game.phase(), Phase::Give(E));
    assert_eq!(game.to_move(), Some((E, Member::B)));
}
