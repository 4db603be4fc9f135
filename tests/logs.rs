//! Game records read back and re-checked against the rules by the independent checker
//! (src/sim/check.rs), for every ruleset and seating.

use crate::common::*;
use scriptorium::games::guyenne::engine::{BySide, SeatPlan};
use scriptorium::games::guyenne::sim::check::check_record;
use scriptorium::games::guyenne::sim::{PolicyKind, SimConfig, record_game};

#[test]
fn engine_records_pass_the_independent_checker() {
    let def = game_def();
    for ruleset in ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"] {
        for seats in [2, 3, 4] {
            for players in [
                BySide::new(PolicyKind::Random, PolicyKind::Random),
                BySide::new(PolicyKind::Greedy, PolicyKind::Random),
            ] {
                let config = SimConfig {
                    game: "guyenne".into(),
                    ruleset: ruleset.into(),
                    rules: rules(ruleset),
                    seats: SeatPlan::for_seats(seats).unwrap(),
                    players,
                    games: 0,
                    seed: 0,
                };
                for seed in 0..25 {
                    let (_, line) = record_game(&config, seed);
                    if let Err(problems) = check_record(&def, &line) {
                        panic!("{ruleset}, {seats} seats, seed {seed}:\n{}\n{line}", problems.join("\n"));
                    }
                }
            }
        }
    }
}

#[test]
fn a_record_with_a_changed_battle_winner_is_refused() {
    let def = game_def();
    let config = SimConfig {
        game: "guyenne".into(),
        ruleset: "2022-basic".into(),
        rules: rules("2022-basic"),
        seats: SeatPlan::for_seats(2).unwrap(),
        players: BySide::new(PolicyKind::Random, PolicyKind::Random),
        games: 0,
        seed: 0,
    };
    let (_, line) = record_game(&config, 3);
    let mut record: serde_json::Value = serde_json::from_str(&line).unwrap();
    let battle = &mut record["rounds"][0]["battles"][0];
    let flipped = match battle["winner"].as_str() {
        Some("english") => "french",
        _ => "english",
    };
    battle["winner"] = serde_json::Value::from(flipped);
    let problems = check_record(&def, &record.to_string()).unwrap_err();
    assert!(problems.iter().any(|p| p.contains("round 1") && p.contains("R5.")), "{problems:?}");
}
