//! The checker against hand-written records and their broken copies (one rule each), against
//! garbage, and against random playouts.

mod playout;
mod positions;
mod robust;
mod setup;
mod turns;

use super::check_record;
use serde_json::{Value, json};

/// The pile of the hand-written games, top first. Seat 1 goes first (the rolls say so) and is
/// dealt fever and squire, then seat 0 helm and storm; the other four are drawn in turns 1 to 4.
const PILE: [&str; 8] = ["fever", "squire", "helm", "storm", "lance", "fever", "squire", "storm"];

/// A 2-seat record written turn by turn on a small board: finish 12, a die of 3, a scale from -2
/// to +1, a relief space at 4 (gain 1) and start spaces at 6, 8 (unless the squire) and 10
/// (unless 2 Acquired cards). The test states every figure; the script only draws the top card
/// of the pile while it has one.
struct Script {
    rec: Value,
    /// The cards left to draw, top first.
    pile: Vec<&'static str>,
}

impl Script {
    fn new() -> Script {
        let rec = json!({
            "format": "joute-log/1",
            "game": "joute",
            "ruleset": "hand-written",
            "seed": 7,
            "policies": ["script", "script"],
            "switches": { "bounce": true, "negative_start": true },
            "rules": { "hand": 2, "die": 3, "destiny": [-2, 1], "adversity_max": 2, "adversity_loss": 2,
                       "finish": 12, "turn_limit": 40 },
            "cards": [
                { "id": "helm", "copies": 1, "kind": "acquired", "destiny": 3 },
                { "id": "squire", "copies": 2, "kind": "acquired", "destiny": 1 },
                { "id": "lance", "copies": 1, "kind": "acquired", "destiny": 1 },
                { "id": "fever", "copies": 2, "kind": "adversity" },
                { "id": "storm", "copies": 2, "kind": "adversity" },
            ],
            "spaces": [
                { "space": 4, "effect": "relief", "gain": 1 },
                { "space": 6, "effect": "start" },
                { "space": 8, "effect": "start", "unless_card": "squire" },
                { "space": 10, "effect": "start", "unless_acquired": 2 },
            ],
            "seats": 2,
            "rolls": [[2, 2], [1, 3]],
            "first": 1,
            "pile": PILE,
            "hands": [["helm", "storm"], ["fever", "squire"]],
            "turns": [],
            "end": null,
        });
        Script { rec, pile: PILE[4..].to_vec() }
    }

    /// Adds a turn of `seat`, moving from `from` by `destiny` and `die` to `to`, with the draw.
    fn turn(&mut self, seat: usize, from: i64, destiny: i64, die: i64, to: i64) -> &mut Script {
        self.win(seat, from, destiny, die, to);
        if !self.pile.is_empty() {
            self.last()["draw"] = self.pile.remove(0).into();
        }
        self
    }

    /// Adds a turn whose move ends on the finish: no draw follows (J6.1).
    fn win(&mut self, seat: usize, from: i64, destiny: i64, die: i64, to: i64) -> &mut Script {
        let t = json!({ "seat": seat, "move": { "from": from, "destiny": destiny, "die": die, "to": to } });
        self.rec["turns"].as_array_mut().unwrap().push(t);
        self
    }

    fn last(&mut self) -> &mut Value {
        self.rec["turns"].as_array_mut().unwrap().last_mut().unwrap()
    }

    /// The special space's effect in the last turn.
    fn space(&mut self, space: Value) -> &mut Script {
        self.last()["space"] = space;
        self
    }

    /// The card played in the last turn.
    fn play(&mut self, play: Value) -> &mut Script {
        self.last()["play"] = play;
        self
    }

    fn bounced(&mut self) -> &mut Script {
        self.last()["move"]["bounced"] = true.into();
        self
    }

    /// The record, its turns cut to the first `turns`, with its END.
    fn record(&self, turns: usize, winner: Value, pawns: [i64; 2], destiny: [i64; 2]) -> Value {
        let mut rec = self.rec.clone();
        rec["turns"].as_array_mut().unwrap().truncate(turns);
        rec["end"] = json!({ "winner": winner, "turns": turns, "pawns": pawns, "destiny": destiny });
        rec
    }
}

fn acquire(card: &str) -> Value {
    json!({ "acquire": card })
}

fn strike(card: &str, target: usize, back: bool) -> Value {
    json!({ "strike": card, "target": target, "back": back })
}

fn discard(card: &str) -> Value {
    json!({ "discard": card })
}

fn relieved(removed: &str, back: bool) -> Value {
    json!({ "space": 4, "outcome": "relieved", "removed": removed, "back": back })
}

fn outcome(space: i64, outcome: &str) -> Value {
    json!({ "space": space, "outcome": outcome })
}

/// The whole hand-written game; the comments give the markers (M0, M1) as they change.
fn joust() -> Script {
    let mut s = Script::new();
    s.turn(1, 0, 0, 3, 3).play(acquire("squire")); // M1 1, the top of the scale.
    s.turn(0, 0, 0, 2, 2).play(strike("storm", 1, true)); // M1 -1: seat 1 back to Start.
    s.turn(1, 0, 0, 3, 3).play(strike("fever", 0, true)); // M0 -2: seat 0 back to Start.
    s.turn(0, 0, 0, 3, 3).play(strike("fever", 1, true)); // M1 -3, held at -2. The pile is empty.
    s.turn(1, 0, 0, 1, 1).play(acquire("lance")); // M1 -1.
    // M0 -2 + 1 is still below 0: back to Start; the helm's +3 stops at the top, +1.
    s.turn(0, 3, 0, 1, 4).space(relieved("fever", true)).play(acquire("helm"));
    // M1 -1 + 1 = 0; a second squire cannot be acquired, so it is discarded.
    s.turn(1, 1, 0, 3, 4).space(relieved("storm", false)).play(discard("squire"));
    s.turn(0, 0, 1, 3, 4).space(outcome(4, "nothing")).play(strike("storm", 1, true)); // M1 -2.
    s.turn(1, 0, 0, 2, 2); // Both hands are empty from here on.
    s.turn(0, 4, 1, 1, 6).space(outcome(6, "back"));
    s.turn(1, 2, 0, 3, 5);
    s.turn(0, 0, 1, 2, 3);
    s.turn(1, 5, 0, 3, 8).space(outcome(8, "saved")); // The squire saves seat 1.
    s.turn(0, 3, 1, 1, 5);
    s.turn(1, 8, 0, 2, 10).space(outcome(10, "saved")); // The squire and the lance save seat 1.
    s.turn(0, 5, 1, 2, 8).space(outcome(8, "back")); // Seat 0 has the helm only.
    s.turn(1, 10, 0, 3, 11).bounced(); // 13 is one past the finish.
    s.turn(0, 0, 1, 1, 2);
    s.win(1, 11, 0, 1, 12);
    s
}

/// Seat 1 wins in turn 19.
fn won_game() -> Value {
    joust().record(19, json!(1), [2, 12], [1, -2])
}

/// The turn limit is 4: the game stops after turn 4 without a winner (J6.4).
fn limit_game() -> Value {
    let mut rec = joust().record(4, Value::Null, [3, 0], [-2, -2]);
    rec["rules"]["turn_limit"] = 4.into();
    rec
}

/// Without bounce, the move of turn 17 passes the finish, ends on it and wins (J6.2).
fn no_bounce_game() -> Value {
    let mut rec = joust().record(17, json!(1), [0, 12], [1, -2]);
    rec["switches"]["bounce"] = false.into();
    rec["turns"][16]["move"] = json!({ "from": 10, "destiny": 0, "die": 3, "to": 12 });
    rec
}

/// A finish at 2 and a die of 6: the move of turn 2 goes 4 past the finish, more than the track,
/// and stops on Start (J6.3).
fn bounce_to_start_game() -> Value {
    let mut s = Script::new();
    s.rec["rules"]["finish"] = 2.into();
    s.rec["rules"]["die"] = 6.into();
    s.rec["spaces"] = json!([]);
    s.turn(1, 0, 0, 1, 1).play(acquire("squire"));
    s.turn(0, 0, 0, 6, 0).bounced().play(strike("storm", 1, true));
    s.win(1, 0, 0, 2, 2);
    s.record(3, json!(1), [0, 2], [0, -1])
}

/// The problems found in a record.
fn problems(rec: &Value) -> Vec<String> {
    check_record(&rec.to_string()).err().unwrap_or_default()
}

fn passes(rec: &Value) {
    assert_eq!(problems(rec), Vec::<String>::new());
}

/// Asserts that some problem holds every one of `parts` (a rule id and words of the message).
fn flags(rec: &Value, parts: &[&str]) {
    let p = problems(rec);
    assert!(
        p.iter().any(|m| parts.iter().all(|part| m.contains(part))),
        "expected a problem with {parts:?}, got {p:#?}"
    );
}

fn turn(rec: &mut Value, n: usize) -> &mut Value {
    &mut rec["turns"][n - 1]
}

#[test]
fn hand_written_games_pass() {
    passes(&won_game());
    passes(&limit_game());
    passes(&no_bounce_game());
    passes(&bounce_to_start_game());
}
