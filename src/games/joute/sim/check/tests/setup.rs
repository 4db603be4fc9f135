//! Broken copies of the hand-written record for the header, the box, the board and the setup:
//! one rule each (J1, J2, J4's list of spaces).

use super::{flags, passes, turn, won_game};
use serde_json::json;

#[test]
fn the_pile_is_the_box() {
    let mut rec = won_game();
    rec["pile"][7] = "lance".into();
    flags(&rec, &["pile", "1 storm, not 2", "2 lance, not 1", "(J1.4)"]);
    let mut rec = won_game();
    rec["pile"][7] = "dragon".into();
    flags(&rec, &["pile: card 7 is \"dragon\", which is no card of the box (J1.4)"]);
}

#[test]
fn hands_are_dealt_from_the_top_in_turn_order() {
    let mut rec = won_game();
    rec["hands"] = json!([["fever", "squire"], ["helm", "storm"]]);
    flags(&rec, &["hands: seat 1 holds [\"helm\",\"storm\"] but J2.2 deals it [fever, squire], cards 1 to 2"]);
    // A hand is hidden and has no order: its cards may be listed in any order.
    let mut rec = won_game();
    rec["hands"][1] = json!(["squire", "fever"]);
    passes(&rec);
}

#[test]
fn the_rolls_decide_the_first_player() {
    // A tie in the last round: the tied seats roll again.
    let mut rec = won_game();
    rec["rolls"] = json!([[2, 2]]);
    flags(&rec, &["rolls: seats 0, 1 tie for the highest roll of the last round", "(J2.1)"]);
    // A round after the one that decided.
    let mut rec = won_game();
    rec["rolls"] = json!([[2, 2], [1, 3], [2, 1]]);
    flags(&rec, &["rolls: round 3 follows", "(J2.1)"]);
    // Only the tied seats roll again: with 3 seats, in `rules.rs`.
    // The highest roll is first.
    let mut rec = won_game();
    rec["rolls"] = json!([[3, 2]]);
    flags(&rec, &["first is 1 but seat 0 has the highest roll of the last round (J2.1)"]);
}

#[test]
fn turns_go_round_from_the_first() {
    let mut rec = won_game();
    turn(&mut rec, 2)["seat"] = 1.into();
    flags(
        &rec,
        &["turn 2: seat is 1 but turns go round the seats from seat 1, the first, so it is seat 0's turn (J2.1)"],
    );
}

#[test]
fn the_header_is_checked() {
    let mut rec = won_game();
    rec["seed"] = json!(7.5);
    flags(&rec, &["seed is 7.5 but a seed is a whole number from 0 to 2^64 - 1"]);
    let mut rec = won_game();
    rec["seed"] = "7".into();
    flags(&rec, &["seed is \"7\" but a seed is a whole number"]);
    let mut rec = won_game();
    rec["format"] = "joute-log/2".into();
    flags(&rec, &["format is \"joute-log/2\" but this checker reads \"joute-log/1\""]);
    let mut rec = won_game();
    rec["policies"] = json!(["script"]);
    flags(&rec, &["policies is [\"script\"] but it names one policy for each of the 2 seats"]);
}

#[test]
fn two_to_four_play() {
    let mut rec = won_game();
    rec["seats"] = 5.into();
    flags(&rec, &["seats is 5 but it is a whole number from 2 to 4 (J1.3)"]);
}

#[test]
fn the_box_lists_each_kind_once_with_its_copies() {
    let mut rec = won_game();
    rec["cards"][1]["kind"] = "hero".into();
    flags(&rec, &["cards: the kind of squire is \"hero\" but it is \"acquired\" or \"adversity\" (J1.4)"]);
    let mut rec = won_game();
    rec["cards"][1]["id"] = "helm".into();
    flags(&rec, &["cards: helm is listed twice, but each kind is listed once with its copies (J1.4)"]);
    let mut rec = won_game();
    rec["cards"][3]["copies"] = json!(-2);
    flags(&rec, &["cards: the copies of fever is -2 but it is a whole number from 0 to 1000000000 (J1.4)"]);
}

#[test]
fn an_acquired_kind_has_its_gain() {
    let mut rec = won_game();
    rec["cards"][0].as_object_mut().unwrap().remove("destiny");
    flags(&rec, &["cards: the destiny of helm is null but it is a whole number from 0 to 1000000000 (J3.3 a)"]);
}

#[test]
fn the_scale_holds_the_markers_start() {
    let mut rec = won_game();
    rec["rules"]["destiny"] = json!([1, 12]);
    flags(&rec, &["rules.destiny is [1,12] but it is [bottom, top]", "(J1.2, J2.3)"]);
}

#[test]
fn special_spaces_lie_on_the_track_in_order() {
    let mut rec = won_game();
    rec["spaces"][2]["space"] = 5.into();
    flags(&rec, &["spaces: space 5 comes after space 6 but the spaces are in track order (J4)"]);
    let mut rec = won_game();
    rec["spaces"][3]["space"] = 12.into();
    flags(&rec, &["spaces: entry 3's space is 12 but it is a whole number from 1 to 11 (J4)"]);
    let mut rec = won_game();
    rec["spaces"][0]["effect"] = "tavern".into();
    flags(&rec, &["spaces: the effect of space 4 is \"tavern\" but it is \"relief\" or \"start\" (J4)"]);
}

#[test]
fn a_start_space_is_saved_by_an_acquired_card() {
    let mut rec = won_game();
    rec["spaces"][2]["unless_card"] = "fever".into();
    flags(&rec, &["spaces: space 8 is saved by \"fever\", which is no Acquired card of the box (J4.3)"]);
}

#[test]
fn the_rolls_are_rolls_of_the_die() {
    // Everyone rolls in the first round, and the tied seats again, each with the die.
    let mut rec = won_game();
    rec["rolls"] = json!([[4, 3]]);
    flags(&rec, &["rolls: in round 1 seat 0 rolls 4, but a die of 3 faces shows 1 to 3 (J1.1, J2.1)"]);
    let mut rec = won_game();
    rec["rolls"] = json!([[2, 2], [0, 3]]);
    flags(&rec, &["rolls: in round 2 seat 0 rolls 0, but a die of 3 faces shows 1 to 3 (J1.1, J2.1)"]);
}
