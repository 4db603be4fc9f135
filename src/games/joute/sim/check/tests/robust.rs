//! Broken records of every shape are reported, never a panic nor a hang: garbage lines, random
//! values put at every place of the hand-written record and of random playouts, huge numbers and
//! endless turns.

use super::super::{CAP, check_record};
use super::playout::{Rng, play_out, variants};
use super::{problems, won_game};
use serde_json::{Value, json};
use std::time::Instant;

/// Every place in a value, as JSON pointers.
fn places(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Object(o) => o.iter().for_each(|(k, x)| places(x, format!("{at}/{k}"), out)),
        Value::Array(a) => a.iter().enumerate().for_each(|(i, x)| places(x, format!("{at}/{i}"), out)),
        _ => {}
    }
    out.push(at);
}

/// Values of every type and size, ids of the box and none, shapes of the record's objects.
fn garbage() -> Vec<Value> {
    vec![
        json!(null),
        json!(0),
        json!(-1),
        json!(1),
        json!(4),
        json!(13),
        json!(1.5),
        json!(1e300),
        json!(i64::MIN),
        json!(i64::MAX),
        json!(u64::MAX),
        json!("fever"),
        json!("squire"),
        json!("dragon"),
        json!(""),
        json!(true),
        json!([]),
        json!([1, 2]),
        json!(["fever"]),
        json!({}),
        json!({ "strike": "fever", "target": 99, "back": true }),
        json!({ "acquire": "fever" }),
        json!({ "space": 4, "outcome": "relieved", "removed": "fever", "back": true }),
        json!({ "from": 0, "destiny": 0, "die": u64::MAX, "to": 3 }),
    ]
}

/// Checks a record without caring for the verdict; the cap on problems always holds.
fn survives(rec: &Value) {
    if let Err(p) = check_record(&rec.to_string()) {
        assert!(!p.is_empty() && p.len() <= CAP, "{} problems", p.len());
    }
}

#[test]
fn every_place_of_the_hand_written_record_takes_any_value() {
    let rec = won_game();
    let mut all = Vec::new();
    places(&rec, String::new(), &mut all);
    for at in &all {
        for v in garbage() {
            let mut broken = rec.clone();
            *broken.pointer_mut(at).unwrap() = v;
            survives(&broken);
        }
    }
}

#[test]
fn random_places_of_playouts_take_any_value() {
    let values = garbage();
    let mut rng = Rng::new(7);
    for (k, (seats, bounce, negative_start)) in variants().into_iter().enumerate() {
        for seed in 0..4 {
            let rec = play_out(seats, bounce, negative_start, 1000 * k as u64 + seed);
            let mut all = Vec::new();
            places(&rec, String::new(), &mut all);
            for _ in 0..150 {
                let mut broken = rec.clone();
                *broken.pointer_mut(&all[rng.below(all.len())]).unwrap() = values[rng.below(values.len())].clone();
                survives(&broken);
            }
        }
    }
}

#[test]
fn garbage_lines_are_problems() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    for line in ["", "{", "[]", "null", "42", "\"joute\"", "{}", "1e999", "{\"format\": \"joute-log/1\"}", &deep] {
        let p = check_record(line).expect_err(line);
        assert!(!p.is_empty() && p.len() <= CAP);
    }
}

#[test]
fn huge_numbers_are_problems() {
    for (key, v) in [
        ("/rules/die", json!(u64::MAX)),
        ("/rules/hand", json!(1u64 << 62)),
        ("/rules/finish", json!(i64::MAX)),
        ("/rules/destiny", json!([i64::MIN, i64::MAX])),
        ("/rules/adversity_loss", json!(1e20)),
        ("/seats", json!(u64::MAX)),
        ("/first", json!(1u64 << 40)),
        ("/cards/0/copies", json!(u64::MAX)),
        ("/cards/0/destiny", json!(i64::MAX)),
        ("/spaces/0/gain", json!(i64::MIN)),
        ("/turns/0/move/die", json!(i64::MAX)),
        ("/turns/0/move/to", json!(u64::MAX)),
        ("/turns/1/play/target", json!(u64::MAX)),
        ("/end/turns", json!(1_000_000_000)),
    ] {
        let mut rec = won_game();
        *rec.pointer_mut(key).unwrap() = v;
        assert!(!problems(&rec).is_empty(), "{key}");
    }
}

#[test]
fn endless_records_end_quickly() {
    // A turn limit of 2^64 - 1: the record simply stops before the end.
    let mut rec = won_game();
    rec["rules"]["turn_limit"] = json!(u64::MAX);
    rec["turns"].as_array_mut().unwrap().truncate(3);
    assert!(problems(&rec)[0].contains("the record stops after turn 3"));
    // Two hundred thousand copies of the first turn: the second is already out of turn.
    let mut rec = won_game();
    let first = rec["turns"][0].clone();
    rec["turns"] = vec![first; 200_000].into();
    let line = rec.to_string();
    let start = Instant::now();
    assert_eq!(check_record(&line).unwrap_err().len(), 1);
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
}
