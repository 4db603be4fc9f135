//! The rules on hand-set positions, for what the 2-seat hand-written records do not reach: rolls
//! among 3 seats, where a seat sits out (J2.1), and bounces on the track of game.toml (J6.2, J6.3).

use super::super::Checker;
use super::super::rules::Rules;
use super::super::table::Table;
use super::won_game;
use serde_json::{Value, json};

/// The rules of the hand-written games, for `seats` seats.
fn rules(seats: usize) -> Rules {
    let mut rec = won_game();
    rec["seats"] = seats.into();
    Checker { problems: Vec::new() }.rules(&rec).expect("the hand-written rules read")
}

/// The first player the rolls give among 3 seats, and the problems found.
fn roll_off(rolls: Value) -> (Option<usize>, Vec<String>) {
    let mut c = Checker { problems: Vec::new() };
    let first = c.rolls(&rules(3), &rolls);
    (first, c.problems)
}

#[test]
fn only_the_seats_tied_for_the_highest_roll_again() {
    assert_eq!(roll_off(json!([[3, 3, 1], [2, 1, 0]])), (Some(0), vec![]));
    assert_eq!(roll_off(json!([[3, 3, 3], [2, 2, 1], [1, 3, 0]])), (Some(1), vec![]));
    let (_, p) = roll_off(json!([[3, 3, 1], [2, 1, 3]]));
    assert_eq!(
        p,
        [
            "rolls: in round 2 seat 2 rolls 3, but only seats 0, 1, tied for the highest roll of round 1, roll again (J2.1)"
        ]
    );
    let (first, p) = roll_off(json!([[3, 3, 1], [2, 2, 0]]));
    assert_eq!(first, None);
    assert_eq!(p, ["rolls: seats 0, 1 tie for the highest roll of the last round, so they roll again (J2.1)"]);
}

/// Seat 0 of a table on the track of game.toml (finish 50, a die of 6, a scale up to +12).
fn track(bounce: bool) -> Table {
    let mut r = rules(2);
    (r.finish, r.die, r.high, r.bounce, r.spaces) = (50, 6, 12, bounce, Vec::new());
    Table::new(r, 0, vec![Vec::new(); 2], Vec::new())
}

#[test]
fn moves_past_the_finish_follow_j6() {
    let mut t = track(true);
    // The example of J6.2: from 47 with a move of 4, the pawn ends on 49.
    t.pawns[0] = 47;
    let s = t.step(0, 4);
    assert_eq!((s.to, s.bounced, s.wins, s.rule), (49, true, false, "J6.2"));
    // The longest move, 12 and 6, from 45: 13 past the finish.
    t.pawns[0] = 45;
    t.markers[0] = 12;
    assert_eq!(t.step(0, 6).to, 37);
    // Exactly onto the finish wins, with or without bounce.
    t.pawns[0] = 32;
    let s = t.step(0, 6);
    assert_eq!((s.to, s.bounced, s.wins), (50, false, true));
    let mut t = track(false);
    t.pawns[0] = 47;
    let s = t.step(0, 4);
    assert_eq!((s.to, s.bounced, s.wins), (50, false, true));
    // J6.3: a bounce longer than the track stops on Start.
    let mut t = track(true);
    t.rules.finish = 5;
    (t.pawns[0], t.markers[0]) = (4, 12);
    let s = t.step(0, 6);
    assert_eq!((s.to, s.bounced, s.wins, s.rule), (0, true, false, "J6.3"));
}
