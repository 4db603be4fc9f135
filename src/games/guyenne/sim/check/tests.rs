//! The checker accepts the engine's records and flags changed ones with the right rule.

use super::*;
use crate::games::guyenne::engine::{BySide, SeatPlan};
use crate::games::guyenne::sim::{PolicyKind, SimConfig, record_game};
use serde_json::json;

/// The game definition and one game record played by the engine, as JSON.
fn record(ruleset: &str, seats: u8, seed: u64) -> (GameDef, Value) {
    let def = crate::games::guyenne::Loaded::embedded().def;
    let rules = def.rules(ruleset).unwrap_or_else(|_| panic!("ruleset {ruleset} exists"));
    let (game, ruleset) = ("guyenne".to_string(), ruleset.to_string());
    let (seats, players) = (SeatPlan::for_seats(seats).unwrap(), BySide::new(PolicyKind::Random, PolicyKind::Greedy));
    let config = SimConfig { game, ruleset, rules, seats, players, games: 1, seed };
    (def, serde_json::from_str(&record_game(&config, seed).1).expect("records are JSON"))
}

/// Asserts that a mutated record is flagged by a message containing `rule`.
fn flags(def: &GameDef, rec: &Value, rule: &str) {
    let p = check_record(def, &rec.to_string()).err().unwrap_or_default();
    assert!(p.iter().any(|m| m.contains(rule)), "expected a problem citing {rule}, got {p:#?}");
}

/// The first two-seat engine record with a battle matching `pick`, and the battle's place.
fn find(ruleset: &str, pick: impl Fn(&Value) -> bool) -> (GameDef, Value, usize, usize) {
    for seed in 0..200 {
        let (def, rec) = record(ruleset, 2, seed);
        let found = rec["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .find_map(|(i, r)| r["battles"].as_array().unwrap().iter().position(&pick).map(|k| (i, k)));
        if let Some((i, k)) = found {
            return (def, rec, i, k);
        }
    }
    panic!("no battle found");
}

#[test]
fn engine_records_pass() {
    for ruleset in ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"] {
        for (seats, seed) in (2..=4).flat_map(|seats| (0..8).map(move |seed| (seats, seed))) {
            let (def, rec) = record(ruleset, seats, seed);
            assert_eq!(check_record(&def, &rec.to_string()), Ok(()), "{ruleset}, {seats} seats, seed {seed}");
        }
    }
}

#[test]
fn wrong_battles_and_removals_are_flagged() {
    let heroes = |b: &Value| b["strength"]["english"]["hero"] == true || b["strength"]["french"]["hero"] == true;
    let kept = |b: &Value| !b["holder"].is_null() && b["conceded"] == false && b["winner"] == b["holder"];
    let (def, mut rec, i, k) = find("2022-basic", |b| kept(b) && !heroes(b));
    let b = &mut rec["rounds"][i]["battles"][k];
    b["winner"] = if b["holder"] == "english" { "french" } else { "english" }.into();
    flags(&def, &rec, "R5.2");
    let (def, mut rec, i, k) = find("2022-advanced", |b| !b["holder"].is_null());
    rec["rounds"][i]["battles"][k]["removed"] = json!({ "english": [], "french": [] });
    flags(&def, &rec, "R9.2(b)");
    let (def, mut rec, i, k) = find("2021-basic", |b| b["removed"]["english"] != json!([]));
    rec["rounds"][i]["battles"][k]["removed"]["english"] = json!([]);
    flags(&def, &rec, "R9.4");
}

#[test]
fn wrong_draws_roles_gives_and_ends_are_flagged() {
    let (def, mut rec) = record("2022-expert", 3, 1);
    rec["rounds"][0]["refill"]["english"]["drawn"].as_array_mut().unwrap().pop().expect("a card was drawn");
    flags(&def, &rec, "R6.2");
    let (def, mut rec) = record("2021-basic", 2, 3);
    rec["rounds"][0]["placements"][0]["role"] = "defend".into();
    flags(&def, &rec, "R4.1");
    let (def, mut rec) = record("2022-advanced", 4, 5);
    rec["rounds"][1]["gives"]["french"]["from"] = "a".into();
    flags(&def, &rec, "R9.5");
    let (def, mut rec) = record("2022-advanced", 4, 5);
    rec["rounds"].as_array_mut().unwrap().pop();
    rec["end"]["round"] = rec["rounds"].as_array().unwrap().len().into();
    flags(&def, &rec, "R7.5");
}

#[test]
fn wrong_scores_and_winners_are_flagged() {
    for (ruleset, rule) in [("2022-basic", "R8.2"), ("2021-basic", "R8.4")] {
        let found = (0..100).map(|seed| record(ruleset, 2, seed)).find(|r| r.1["end"]["reason"] != "all_castles");
        let (def, mut rec) = found.expect("a game that ends by exhaustion");
        let score = rec["end"]["score"]["english"].as_u64().unwrap();
        rec["end"]["score"]["english"] = (score + 1).into();
        flags(&def, &rec, rule);
        rec["end"]["winner"] = if rec["end"]["winner"] == "french" { "english" } else { "french" }.into();
        flags(&def, &rec, "end: winner");
    }
}
