//! Broken copies of the hand-written records for the turns and the end: one rule each (J3 to J6).

use super::*;

#[test]
fn a_move_is_the_positive_marker_and_the_die() {
    let mut rec = won_game();
    turn(&mut rec, 1)["move"]["to"] = 4.into();
    flags(&rec, &["turn 1 (seat 1): the move from 0 with destiny 0 and die 3 ends on 3, not 4 (J3.1)"]);
    let mut rec = won_game();
    turn(&mut rec, 8)["move"]["from"] = 3.into();
    flags(&rec, &["turn 8 (seat 0): the move starts from 3 but the pawn stands on 0 (J3.1)"]);
    // The marker at 1 moves the pawn 1 before the die.
    let mut rec = won_game();
    turn(&mut rec, 8)["move"]["destiny"] = 0.into();
    flags(&rec, &["turn 8 (seat 0): the move counts destiny 0 but the marker is at 1", "(J3.1)"]);
    // A marker below 0 moves nothing.
    let mut rec = won_game();
    turn(&mut rec, 3)["move"]["destiny"] = json!(-1);
    flags(
        &rec,
        &["turn 3 (seat 1): the move counts destiny -1 but the marker is at -1, so the pawn moves 0", "(J3.1)"],
    );
}

#[test]
fn the_die_shows_1_to_its_faces() {
    let mut rec = won_game();
    turn(&mut rec, 1)["move"]["die"] = 4.into();
    turn(&mut rec, 1)["move"]["to"] = 4.into();
    flags(&rec, &["turn 1 (seat 1): the die shows 4 but a die of 3 faces shows 1 to 3 (J1.1, J3.1)"]);
}

#[test]
fn a_move_past_the_finish_bounces() {
    let mut rec = won_game();
    turn(&mut rec, 17)["move"]["to"] = 12.into();
    flags(&rec, &["turn 17 (seat 1): the move from 10 with destiny 0 and die 3 ends on 11, not 12 (J6.2)"]);
    let mut rec = won_game();
    turn(&mut rec, 17)["move"].as_object_mut().unwrap().remove("bounced");
    flags(&rec, &["turn 17 (seat 1)", "goes past the finish and comes back to 11, but bounced is null (J6.2)"]);
    let mut rec = won_game();
    turn(&mut rec, 15)["move"]["bounced"] = true.into();
    flags(&rec, &["turn 15 (seat 1)", "does not go past the finish, but bounced is true (J6.2)"]);
}

#[test]
fn without_bounce_a_move_past_the_finish_wins() {
    let mut rec = no_bounce_game();
    turn(&mut rec, 17)["move"] = json!({ "from": 10, "destiny": 0, "die": 3, "to": 11, "bounced": true });
    flags(
        &rec,
        &["turn 17 (seat 1): the move from 10 with destiny 0 and die 3 ends on 12, not 11 (J6.1, J6.2 without bounce)"],
    );
}

#[test]
fn a_bounce_stops_on_start() {
    let mut rec = bounce_to_start_game();
    turn(&mut rec, 2)["move"]["to"] = json!(-2);
    flags(&rec, &["turn 2 (seat 0): the move from 0 with destiny 0 and die 6 ends on 0, not -2 (J6.3)"]);
}

#[test]
fn a_plain_space_does_not_act() {
    let mut rec = won_game();
    turn(&mut rec, 1)["space"] = outcome(3, "back");
    flags(
        &rec,
        &["turn 1 (seat 1): the move ends on space 3, a plain space, but the record has the space effect", "(J4)"],
    );
}

#[test]
fn a_special_space_acts_when_a_move_ends_on_it() {
    let mut rec = won_game();
    turn(&mut rec, 10).as_object_mut().unwrap().remove("space");
    flags(&rec, &["turn 10 (seat 0): the move ends on the special space 6 but the record has no space effect (J4.2)"]);
    let mut rec = won_game();
    turn(&mut rec, 10)["space"]["space"] = 5.into();
    flags(&rec, &["turn 10 (seat 0): space is 5 but the move ends on space 6 (J4.2)"]);
}

#[test]
fn relief_removes_an_adversity_card_and_raises_the_marker() {
    // Still below 0 after the relief: back to Start.
    let mut rec = won_game();
    turn(&mut rec, 6)["space"]["back"] = false.into();
    flags(
        &rec,
        &[
            "turn 6 (seat 0): after the relief his marker is at -1, so his pawn goes back to Start, and back is false (J4.1)",
        ],
    );
    let mut rec = won_game();
    turn(&mut rec, 7)["space"]["back"] = true.into();
    flags(&rec, &["turn 7 (seat 1): after the relief his marker is at 0, so his pawn stays, and back is true (J4.1)"]);
    // Only a card he has.
    let mut rec = won_game();
    turn(&mut rec, 6)["space"]["removed"] = "storm".into();
    flags(
        &rec,
        &["turn 6 (seat 0): the relief space 4 removes \"storm\", but seat 0 has [fever] in front of him (J4.1)"],
    );
    let mut rec = won_game();
    turn(&mut rec, 6)["space"] = outcome(4, "nothing");
    flags(
        &rec,
        &[
            "turn 6 (seat 0): on the relief space 4 seat 0 has [fever] in front of him",
            "\"relieved\", not \"nothing\" (J4.1)",
        ],
    );
}

#[test]
fn relief_without_adversity_does_nothing() {
    let mut rec = won_game();
    turn(&mut rec, 8)["space"] = relieved("fever", false);
    flags(
        &rec,
        &[
            "turn 8 (seat 0): on the relief space 4 seat 0 has no Adversity card in front of him, so the outcome is \"nothing\", not \"relieved\" (J4.1)",
        ],
    );
}

#[test]
fn a_start_space_sends_back() {
    let mut rec = won_game();
    turn(&mut rec, 10)["space"]["outcome"] = "saved".into();
    flags(
        &rec,
        &[
            "turn 10 (seat 0): on the start space 6 the pawn goes back to Start, so the outcome is \"back\", not \"saved\" (J4.2)",
        ],
    );
}

#[test]
fn the_squire_saves_on_its_space() {
    let mut rec = won_game();
    turn(&mut rec, 13)["space"]["outcome"] = "back".into();
    flags(
        &rec,
        &[
            "turn 13 (seat 1): on the start space 8 seat 1 has squire among his Acquired cards [squire, lance], so the outcome is \"saved\", not \"back\" (J4.3)",
        ],
    );
    let mut rec = won_game();
    turn(&mut rec, 16)["space"]["outcome"] = "saved".into();
    flags(
        &rec,
        &["turn 16 (seat 0)", "has no squire among his Acquired cards [helm]", "\"back\", not \"saved\" (J4.3)"],
    );
}

#[test]
fn enough_acquired_cards_save_on_their_space() {
    let mut rec = won_game();
    turn(&mut rec, 15)["space"]["outcome"] = "back".into();
    flags(
        &rec,
        &[
            "turn 15 (seat 1): on the start space 10 seat 1 has 2 Acquired cards [squire, lance], where 2 keep him there",
            "\"saved\", not \"back\" (J4.4)",
        ],
    );
}

#[test]
fn the_draw_is_the_top_of_the_pile() {
    let mut rec = won_game();
    turn(&mut rec, 1)["draw"] = "fever".into();
    flags(&rec, &["turn 1 (seat 1): draws \"fever\" but the top of the pile is lance (J3.2)"]);
    let mut rec = won_game();
    turn(&mut rec, 1).as_object_mut().unwrap().remove("draw");
    flags(&rec, &["turn 1 (seat 1): draws nothing but the pile's top card is lance (J3.2)"]);
}

#[test]
fn nobody_draws_from_an_empty_pile_nor_plays_from_an_empty_hand() {
    let mut rec = won_game();
    turn(&mut rec, 5)["draw"] = "lance".into();
    flags(&rec, &["turn 5 (seat 1): draws \"lance\" but the pile is empty, so nobody draws (J5)"]);
    let mut rec = won_game();
    turn(&mut rec, 9)["play"] = discard("squire");
    flags(
        &rec,
        &[
            "turn 9 (seat 1): plays {\"discard\":\"squire\"} but the hand is empty after the draw, so he only moves (J5)",
        ],
    );
}

#[test]
fn a_card_of_the_hand_is_played_every_turn() {
    let mut rec = won_game();
    turn(&mut rec, 1)["play"] = acquire("helm");
    flags(&rec, &["turn 1 (seat 1): plays helm but holds [fever, squire, lance] (J3.3)"]);
    let mut rec = won_game();
    turn(&mut rec, 1).as_object_mut().unwrap().remove("play");
    flags(
        &rec,
        &[
            "turn 1 (seat 1): plays nothing but holds [fever, squire, lance], and a card can always be discarded (J3.3, J3.4)",
        ],
    );
    let mut rec = won_game();
    turn(&mut rec, 1)["play"] = json!({ "acquire": "squire", "discard": "lance" });
    flags(
        &rec,
        &["turn 1 (seat 1): play is", ", but it is none of acquire, strike with a target and back, or discard (J3.3)"],
    );
}

#[test]
fn an_acquired_card_once_per_kind() {
    let mut rec = won_game();
    turn(&mut rec, 7)["play"] = acquire("squire");
    flags(&rec, &["turn 7 (seat 1): acquires squire but he already has one in front of him (J3.3 a)"]);
    let mut rec = won_game();
    turn(&mut rec, 3)["play"] = acquire("fever");
    flags(
        &rec,
        &["turn 3 (seat 1): acquires fever but it is an Adversity card, which goes in front of an opponent (J3.3 a)"],
    );
}

#[test]
fn a_marker_stops_at_the_top_of_the_scale() {
    // With a top of +2, the helm takes seat 0 from -1 to +2, and turn 8 moves 2 before the die.
    let mut rec = won_game();
    rec["rules"]["destiny"] = json!([-2, 2]);
    flags(&rec, &["turn 8 (seat 0): the move counts destiny 1 but the marker is at 2", "(J3.1)"]);
}

#[test]
fn a_marker_stops_at_the_bottom_of_the_scale() {
    // With a bottom of -3, the strike of turn 4 leaves seat 1 at -3 instead of -2.
    let mut rec = limit_game();
    rec["rules"]["destiny"] = json!([-3, 1]);
    flags(&rec, &["end: destiny is [-2,-2] but the markers stand at [-2,-3]"]);
}

#[test]
fn an_adversity_card_goes_to_an_opponent_within_limits() {
    let mut rec = won_game();
    turn(&mut rec, 4)["play"] = strike("storm", 1, true);
    flags(&rec, &["turn 4 (seat 0): strikes seat 1 with storm but seat 1 already has one in front of him (J3.3 b)"]);
    let mut rec = won_game();
    rec["rules"]["adversity_max"] = 1.into();
    flags(
        &rec,
        &[
            "turn 4 (seat 0): strikes seat 1 with fever but seat 1 already has 1 Adversity cards in front of him, and the most is 1 (J3.3 b)",
        ],
    );
    let mut rec = won_game();
    turn(&mut rec, 2)["play"] = strike("storm", 0, true);
    flags(
        &rec,
        &["turn 2 (seat 0): strikes seat 0 with storm but an Adversity card goes in front of an opponent", "(J3.3 b)"],
    );
    let mut rec = won_game();
    turn(&mut rec, 1)["play"] = strike("squire", 0, false);
    flags(&rec, &["turn 1 (seat 1): strikes seat 0 with squire but it is an Acquired card", "(J3.3 b)"]);
    let mut rec = won_game();
    turn(&mut rec, 1)["play"] = strike("fever", 2, false);
    flags(&rec, &["turn 1 (seat 1): play is", ", but its target 2 is no seat: the seats are 0 to 1 (J3.3 b)"]);
}

#[test]
fn a_strike_below_0_sends_back() {
    let mut rec = won_game();
    turn(&mut rec, 2)["play"]["back"] = false.into();
    flags(
        &rec,
        &[
            "turn 2 (seat 0): after the strike on seat 1 his marker is at -1, so his pawn goes back to Start, and back is false (J3.3 b)",
        ],
    );
}

/// Seat 1 strikes seat 0 in turn 1, before seat 0 has moved: his marker falls below 0 but his
/// pawn is already on Start, so none goes back (the record's `back`, read as "his pawn went back
/// to Start", is false).
#[test]
fn a_pawn_on_start_does_not_go_back() {
    let mut s = Script::new();
    s.rec["rules"]["turn_limit"] = 1.into();
    s.turn(1, 0, 0, 3, 3).play(strike("fever", 0, false));
    let mut rec = s.record(1, Value::Null, [0, 3], [-2, 0]);
    passes(&rec);
    turn(&mut rec, 1)["play"]["back"] = true.into();
    flags(
        &rec,
        &[
            "turn 1 (seat 1): after the strike on seat 0 his marker is at -2, but his pawn is already on Start and goes nowhere, and back is true (J3.3 b)",
        ],
    );
}

#[test]
fn without_negative_start_nobody_goes_back() {
    let mut rec = won_game();
    rec["switches"]["negative_start"] = false.into();
    flags(
        &rec,
        &[
            "turn 2 (seat 0): after the strike on seat 1 his marker is at -1, but without negative_start his pawn stays, and back is true (J3.3 b)",
        ],
    );
}

#[test]
fn the_first_move_onto_the_finish_ends_the_game() {
    let mut rec = won_game();
    let extra = json!({ "seat": 0, "move": { "from": 2, "destiny": 1, "die": 1, "to": 4 } });
    rec["turns"].as_array_mut().unwrap().push(extra);
    flags(&rec, &["turn 20: the game ended in turn 19, when seat 1 reached the finish, but the record goes on (J6.1)"]);
    let mut rec = won_game();
    turn(&mut rec, 19)["play"] = discard("squire");
    flags(
        &rec,
        &["turn 19 (seat 1): the move ends on the finish, which wins at once (J6.1), but the turn goes on with a play"],
    );
    let mut rec = won_game();
    rec["end"]["winner"] = 0.into();
    flags(&rec, &["end: winner is 0 but seat 1 reached the finish in turn 19 (J6.1)"]);
    let mut rec = won_game();
    rec["turns"].as_array_mut().unwrap().pop();
    flags(
        &rec,
        &["the record stops after turn 18, but no pawn has reached the finish and the turn limit is 40 (J6.1, J6.4)"],
    );
}

#[test]
fn the_turn_limit_ends_the_game_without_a_winner() {
    let mut rec = limit_game();
    let extra =
        json!({ "seat": 1, "move": { "from": 0, "destiny": 0, "die": 1, "to": 1 }, "play": { "acquire": "lance" } });
    rec["turns"].as_array_mut().unwrap().push(extra);
    flags(&rec, &["turn 5: the game stops without a winner after 4 turns, but the record goes on (J6.4)"]);
    let mut rec = limit_game();
    rec["end"]["winner"] = 1.into();
    flags(&rec, &["end: winner is 1 but the game stopped at the turn limit, 4, without a winner (J6.4)"]);
}

#[test]
fn the_end_gives_the_position_reached() {
    let mut rec = won_game();
    rec["end"]["turns"] = 18.into();
    flags(&rec, &["end: turns is 18 but 19 turns were played"]);
    let mut rec = won_game();
    rec["end"]["pawns"] = json!([3, 12]);
    flags(&rec, &["end: pawns is [3,12] but the pawns stand on [2,12]"]);
    let mut rec = won_game();
    rec["end"]["destiny"] = json!([1, 0]);
    flags(&rec, &["end: destiny is [1,0] but the markers stand at [1,-2]"]);
}
