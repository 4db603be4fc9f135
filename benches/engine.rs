//! Engine speed: games per second on one thread, and the ratio to the plain-Python baselines
//! (benches/python/guyenne_baseline.py, rocher_baseline.py, joute_baseline.py) on the same
//! machine.
//! Run with `cargo bench`.
//! Set BENCH_GAMES to change the number of games per measurement (default 300 000).

use scriptorium::games::guyenne::engine::{BySide, NoObserver, SeatPlan};
use scriptorium::games::guyenne::sim::{PolicyKind, play_game};
use scriptorium::games::joute;
use scriptorium::games::rocher_des_ducs as rocher;
use scriptorium::sim::ismcts::{Hidden, Ismcts};
use std::process::Command;
use std::time::Instant;

/// Best of three runs of `games` games, in games per second.
fn measure(ruleset: &str, seats: u8, players: BySide<PolicyKind>, games: u64) -> f64 {
    let rules = scriptorium::games::guyenne::Loaded::embedded().def.rules(ruleset).unwrap();
    let seats = SeatPlan::for_seats(seats).unwrap();
    let mut best = 0.0f64;
    for run in 0..3 {
        let start = Instant::now();
        let mut rounds = 0u64;
        for i in 0..games {
            let end = play_game(rules, seats, players, run * games + i, &mut NoObserver);
            rounds += end.round as u64;
        }
        let rate = games as f64 / start.elapsed().as_secs_f64();
        std::hint::black_box(rounds);
        best = best.max(rate);
    }
    best
}

/// The Python baseline's games per second, best of three runs like the engine's, if python3
/// is there.
fn python_baseline(script: &str, games: u64) -> Option<f64> {
    (0..3)
        .map(|_| python_run(script, games))
        .collect::<Option<Vec<f64>>>()
        .map(|rates| rates.into_iter().fold(0.0, f64::max))
}

/// One run of a Python baseline of benches/python/.
fn python_run(script: &str, games: u64) -> Option<f64> {
    let script = format!("{}/benches/python/{script}", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3").args([&script, "--games", &games.to_string(), "--seed", "1"]).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    // "python baseline: N games in T s = X games/s | ..."
    let rate = text.split(" = ").nth(1)?.split_whitespace().next()?;
    rate.parse().ok()
}

fn main() {
    // `cargo test --benches` runs this with `--bench` absent: keep that quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    let games: u64 =
        std::env::var("BENCH_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(if quick { 2_000 } else { 300_000 });
    let random = BySide::new(PolicyKind::Random, PolicyKind::Random);
    let greedy = BySide::new(PolicyKind::Greedy, PolicyKind::Random);
    println!("scriptorium engine benchmark, one thread, best of 3 runs of {games} games");
    let basic = measure("2022-basic", 2, random, games);
    println!("  2022-basic    random vs random  {basic:>12.0} games/s");
    for (ruleset, seats, players, label) in [
        ("2022-advanced", 2, random, "random vs random"),
        ("2022-expert", 2, random, "random vs random"),
        ("2021-basic", 2, random, "random vs random"),
        ("2022-basic", 4, random, "random, 4 seats "),
    ] {
        let rate = measure(ruleset, seats, players, games);
        println!("  {ruleset:<13} {label}  {rate:>12.0} games/s");
    }
    let rate = measure("2022-basic", 2, greedy, games / 20);
    println!("  2022-basic    greedy vs random  {rate:>12.0} games/s");
    let rocher_basic = rocher_measure("basic", 2, [rocher::sim::PolicyKind::Random; 2], games);
    println!("  rocher-des-ducs basic  random vs random  {rocher_basic:>12.0} games/s");
    for (ruleset, seats) in [("heroic", 2), ("kingdom-heroic", 2), ("royale-heroic", 2), ("basic", 4), ("heroic", 6)] {
        let rate = rocher_measure(ruleset, seats, [rocher::sim::PolicyKind::Random; 2], games / 4);
        println!("  rocher-des-ducs {ruleset:<14} {seats} seats, random  {rate:>12.0} games/s");
    }
    let greedy = [rocher::sim::PolicyKind::Greedy, rocher::sim::PolicyKind::Random];
    let rate = rocher_measure("basic", 2, greedy, games / 20);
    println!("  rocher-des-ducs basic  greedy vs random  {rate:>12.0} games/s");
    let random = joute::sim::PolicyKind::Random;
    let joute_four = joute_measure("standard", &[random; 4], false, games);
    println!("  joute standard  4 seats, random  {joute_four:>12.0} games/s");
    for (ruleset, seats, counted) in
        [("standard", 4, true), ("standard", 2, false), ("standard", 3, false), ("no-bounce", 4, false)]
    {
        let rate = joute_measure(ruleset, &vec![random; seats], counted, games);
        let label = if counted { "random, counted" } else { "random" };
        println!("  joute {ruleset:<9} {seats} seats, {label:<15} {rate:>12.0} games/s");
    }
    let greedy = [joute::sim::PolicyKind::Greedy, random, random, random];
    let rate = joute_measure("standard", &greedy, false, games / 10);
    println!("  joute standard  4 seats, greedy + 3 random  {rate:>12.0} games/s");
    // The search player: decisions per second at two budgets, on positions of random games.
    let n = if quick { 4 } else { 40 };
    let guyenne_rules = scriptorium::games::guyenne::Loaded::embedded().def.rules("2022-basic").unwrap();
    let rocher_rules = rocher::Loaded::embedded().def.rules("heroic").unwrap();
    let joute_rules = joute::Loaded::embedded().def.rules("standard").unwrap();
    for iterations in [200, 2000] {
        let g = search_rate(&positions::<scriptorium::games::guyenne::engine::Game>(guyenne_rules, 2, n), iterations);
        let r = search_rate(&positions::<rocher::engine::Game>(rocher_rules, 2, n), iterations);
        let j = search_rate(&positions::<joute::engine::game::Game>(joute_rules, 4, n), iterations);
        println!(
            "  ismcts:{iterations:<5} decisions/s  guyenne {g:>8.1}  rocher-des-ducs {r:>8.1}  joute (4 seats) {j:>8.1}"
        );
    }
    if quick {
        return;
    }
    for (script, label, engine, py_games) in [
        ("guyenne_baseline.py", "guyenne 2022-basic", basic, 10_000),
        ("rocher_baseline.py", "rocher-des-ducs basic", rocher_basic, 3_000),
        ("joute_baseline.py", "joute standard, 4 seats", joute_four, 3_000),
    ] {
        match python_baseline(script, py_games) {
            Some(py) => println!(
                "  python baseline ({label}, random, best of 3 runs of {py_games} games)  {py:.0} games/s: the engine is {:.0}x faster",
                engine / py
            ),
            None => println!("  python baseline {script}: python3 not available, no ratio"),
        }
    }
}

/// Le rocher des ducs: best of three runs of `games` games, in games per second.
fn rocher_measure(ruleset: &str, seats: u8, players: [rocher::sim::PolicyKind; 2], games: u64) -> f64 {
    let rules = rocher::Loaded::embedded().def.rules(ruleset).unwrap();
    let players: Vec<_> = (0..seats as usize).map(|s| players[s % 2]).collect();
    let mut best = 0.0f64;
    for run in 0..3 {
        let start = Instant::now();
        let mut turns = 0u64;
        for i in 0..games {
            let (_, end) =
                rocher::sim::play_game(rules, seats, &players, run * games + i, &mut rocher::engine::NoObserver);
            turns += end.turns as u64;
        }
        std::hint::black_box(turns);
        best = best.max(games as f64 / start.elapsed().as_secs_f64());
    }
    best
}

/// Joute: best of three runs of `games` games, in games per second; `counted` plays them as
/// `simulate` does, counting what sent pawns back (the summary's observer).
fn joute_measure(ruleset: &str, players: &[joute::sim::PolicyKind], counted: bool, games: u64) -> f64 {
    let rules = joute::Loaded::embedded().def.rules(ruleset).unwrap();
    let seats = players.len() as u8;
    let mut best = 0.0f64;
    let mut summary = joute::sim::Summary::default();
    for run in 0..3 {
        let start = Instant::now();
        let mut turns = 0u64;
        for i in 0..games {
            let seed = run * games + i;
            let end = if counted {
                let mut counter = joute::sim::stats::Counter::new(&mut summary);
                joute::sim::play_game_end(&rules, seats, players, seed, &mut counter)
            } else {
                joute::sim::play_game_end(&rules, seats, players, seed, &mut joute::engine::NoObserver)
            };
            turns += end.turns as u64;
        }
        std::hint::black_box(turns);
        best = best.max(games as f64 / start.elapsed().as_secs_f64());
    }
    std::hint::black_box(summary.games);
    best
}

/// `n` positions where a decision is awaited, each after a few random decisions of its own game.
fn positions<S: Hidden>(rules: S::Rules, seats: u8, n: u64) -> Vec<S>
where
    S::Rules: Clone,
{
    let mut out = Vec::new();
    for seed in 0..n {
        let Some(game) = S::new_game(rules.clone(), seats, seed) else { continue };
        let game = scriptorium::game::played_at_random(game, (seed % 12) as usize * 3, seed);
        if game.to_move().is_some() {
            out.push(game);
        }
    }
    out
}

/// Decisions per second of the search player at `iterations` on `positions` (one thread).
fn search_rate<S: Hidden>(positions: &[S], iterations: u32) -> f64 {
    let player = Ismcts { iterations };
    let mut rng = fastrand::Rng::with_seed(1);
    let start = Instant::now();
    for p in positions {
        std::hint::black_box(player.decide(p, &mut rng));
    }
    positions.len() as f64 / start.elapsed().as_secs_f64()
}
