//! A mutation fuzz of game records, for each game with a rules engine: records played by the
//! engine are changed at random (seeded: every run tries the same records) as JSON values
//! (a number, a string, null, a huge or negative number, an empty list put anywhere; a value
//! removed; two moves swapped) and as text (a character dropped, a slice repeated, the line
//! cut), then re-checked. The checker must answer every one with problems or success, never a
//! panic; and most changes must be caught. `FUZZ_CASES=20000` tries more, `FUZZ_SEED=N` replays
//! one case.

use scriptorium::content::PackSource;
use scriptorium::game::{LoadedGame, SimRequest};
use serde_json::Value;

/// Values a corrupted record may hold in place of another.
fn odd_value(rng: &mut fastrand::Rng) -> Value {
    match rng.u8(..10) {
        0 => Value::Null,
        1 => Value::from(-1),
        2 => Value::from(u64::MAX),
        3 => serde_json::json!(1e300),
        4 => Value::from("one"),
        5 => Value::from(vec![Value::Null; 3]),
        6 => serde_json::json!({}),
        7 => Value::from(true),
        8 => Value::from(1_000_000),
        _ => Value::from("x".repeat(10_000)),
    }
}

/// A random value inside `v`, to change.
fn pick<'a>(v: &'a mut Value, rng: &mut fastrand::Rng, depth: usize) -> &'a mut Value {
    let go_down = depth < 8 && rng.u8(..4) != 0;
    let len = match v {
        Value::Array(a) => a.len(),
        Value::Object(o) => o.len(),
        _ => 0,
    };
    if !go_down || len == 0 {
        return v;
    }
    let i = rng.usize(..len);
    match v {
        Value::Array(a) => pick(&mut a[i], rng, depth + 1),
        Value::Object(o) => {
            let key = o.keys().nth(i).cloned().expect("in range");
            pick(o.get_mut(&key).expect("present"), rng, depth + 1)
        }
        _ => unreachable!("has children"),
    }
}

/// One random change of a record line.
fn mutate(line: &str, rng: &mut fastrand::Rng) -> String {
    let mut value: Value = serde_json::from_str(line).expect("the engine writes JSON");
    match rng.u8(..7) {
        0 | 1 => {
            *pick(&mut value, rng, 0) = odd_value(rng);
            value.to_string()
        }
        2 => {
            // A value taken out of a list or an object.
            let target = pick(&mut value, rng, 0);
            match target {
                Value::Array(a) if !a.is_empty() => {
                    a.remove(rng.usize(..a.len()));
                }
                Value::Object(o) if !o.is_empty() => {
                    let key = o.keys().nth(rng.usize(..o.len())).cloned().expect("in range");
                    o.remove(&key);
                }
                other => *other = Value::Null,
            }
            value.to_string()
        }
        3 => {
            // Two items of a list swapped (moves played in another order, say).
            if let Value::Array(a) = pick(&mut value, rng, 0)
                && a.len() > 1
            {
                let (i, j) = (rng.usize(..a.len()), rng.usize(..a.len()));
                a.swap(i, j);
            }
            value.to_string()
        }
        4 => {
            let mut chars: Vec<char> = line.chars().collect();
            chars.remove(rng.usize(..chars.len()));
            chars.into_iter().collect()
        }
        5 => {
            let (a, b) = (rng.usize(..line.len()), rng.usize(..line.len()));
            let (a, b) = (a.min(b), a.max(b));
            match (line.get(..b), line.get(a..b), line.get(b..)) {
                (Some(head), Some(slice), Some(tail)) => format!("{head}{slice}{tail}"),
                _ => line.to_string(),
            }
        }
        _ => line.get(..rng.usize(..line.len())).unwrap_or("").to_string(),
    }
}

/// Records of `game` played by its engine under every ruleset.
fn records(game: &dyn LoadedGame, seats: &[u8]) -> Vec<String> {
    let engine = game.engine().expect("a game with an engine");
    let mut lines = Vec::new();
    for ruleset in engine.ruleset_names() {
        for &s in seats {
            let req = SimRequest {
                ruleset: Some(ruleset.clone()),
                games: 3,
                seed: 5,
                players: vec!["random".into(), "greedy".into()],
                seats: Some(s),
            };
            let mut log = Vec::new();
            if engine.simulate(&req, Some(&mut log), &|_| {}).is_ok() {
                lines.extend(String::from_utf8(log).unwrap().lines().map(str::to_string));
            }
        }
    }
    lines
}

fn fuzz(id: &str, seats: &[u8]) {
    let game = scriptorium::games::load(&PackSource::Embedded, id).expect("the built-in game loads");
    let engine = game.engine().expect("a game with an engine");
    let lines = records(game.as_ref(), seats);
    assert!(lines.len() >= 10, "{id}: records to mutate");
    for line in &lines {
        assert_eq!(engine.check_record(line), Ok(()), "{id}: the engine's own record is accepted");
    }
    let cases: u64 = std::env::var("FUZZ_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(600);
    let only: Option<u64> = std::env::var("FUZZ_SEED").ok().and_then(|s| s.parse().ok());
    let (mut changed, mut caught) = (0, 0);
    for seed in only.map_or(0..cases, |s| s..s + 1) {
        let mut rng = fastrand::Rng::with_seed(seed);
        let line = &lines[rng.usize(..lines.len())];
        let mut bad = line.clone();
        for _ in 0..rng.usize(1..=2) {
            if !bad.is_empty() && serde_json::from_str::<Value>(&bad).is_ok() {
                bad = mutate(&bad, &mut rng);
            }
        }
        if bad == *line {
            continue;
        }
        changed += 1;
        let verdict = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| engine.check_record(&bad)));
        match verdict {
            Ok(Ok(())) => {}
            Ok(Err(_)) => caught += 1,
            Err(_) => panic!("{id}: the checker panicked on case {seed}; replay with FUZZ_SEED={seed}"),
        }
    }
    if only.is_none() {
        // Some changes leave a valid game (a policy's name, a ruleset's free name): most do not.
        assert!(caught * 10 >= changed * 7, "{id}: only {caught} of {changed} changed records were caught");
    }
}

#[test]
fn no_changed_guyenne_record_makes_the_checker_panic() {
    fuzz("guyenne", &[2, 3, 4]);
}

#[test]
fn no_changed_rocher_des_ducs_record_makes_the_checker_panic() {
    fuzz("rocher-des-ducs", &[2, 4, 6]);
}

#[test]
fn no_changed_joute_record_makes_the_checker_panic() {
    fuzz("joute", &[2, 3, 4]);
}
