//! Broken records of every shape are reported, never a panic: random values put at random
//! places of random playouts.

use super::super::check_record;
use super::playout::{Rng, play_out, variants};
use serde_json::{Value, json};

/// Every place in a value, as JSON pointers.
fn places(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Object(o) => o.iter().for_each(|(k, x)| places(x, format!("{at}/{k}"), out)),
        Value::Array(a) => a.iter().enumerate().for_each(|(i, x)| places(x, format!("{at}/{i}"), out)),
        _ => {}
    }
    out.push(at);
}

#[test]
fn broken_records_are_reported_without_panics() {
    let values = [
        json!(null),
        json!(0),
        json!(-1),
        json!(99),
        json!(-2147483649i64),
        json!("R1"),
        json!("G7"),
        json!("mainard"),
        json!("lothaire"),
        json!("common"),
        json!("heroes"),
        json!("normans"),
        json!([]),
        json!(["R1"]),
        json!({}),
        json!(true),
        json!({ "card": "hugues", "from": 0, "taken": "R1", "to": 1 }),
        json!({ "card": "lothaire", "taken": "G1", "position": 1, "shuffled": [] }),
    ];
    let mut rng = Rng::new(7);
    for (k, rules) in variants().into_iter().enumerate() {
        for seed in 0..4 {
            let rec = play_out(rules.clone(), 1000 * k as u64 + seed);
            let mut all = Vec::new();
            places(&rec, String::new(), &mut all);
            for _ in 0..150 {
                let mut broken = rec.clone();
                let at = &all[rng.below(all.len())];
                if let Some(v) = broken.pointer_mut(at) {
                    *v = values[rng.below(values.len())].clone();
                }
                let _ = check_record(&broken.to_string());
            }
        }
    }
    assert!(check_record("{").is_err());
    assert!(check_record("[]").is_err());
}
