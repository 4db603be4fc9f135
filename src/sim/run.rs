//! Running many games: seeds, players, parallel blocks, progress and the game log.

use super::policy::{Player, PolicyKind};
use super::record::{RecordHeader, Recorder};
use super::stats::Summary;
use crate::engine::{BySide, End, Game, Observer, Rules, SeatPlan, Side};
use rayon::prelude::*;

/// A simulation to run.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: String,
    pub ruleset: String,
    pub rules: Rules,
    pub seats: SeatPlan,
    pub players: BySide<PolicyKind>,
    pub games: u64,
    pub seed: u64,
}

/// SplitMix64: turns neighbouring seeds into unrelated streams.
pub fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed.wrapping_add(stream.wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays one game to its end. Game `seed` fixes the shuffles and both players' choices: the
/// same seed always gives the same game, whichever thread plays it.
pub fn play_game<O: Observer>(
    rules: Rules,
    seats: SeatPlan,
    players: BySide<PolicyKind>,
    seed: u64,
    obs: &mut O,
) -> End {
    let mut game = Game::new_observed(rules, seats, mix(seed, 0), obs);
    let seeds = [mix(seed, 1), mix(seed, 2)];
    if players.0 == [PolicyKind::Random; 2] {
        // The same streams as two random `Player`s would use.
        game.play_random_game(&mut seeds.map(fastrand::Rng::with_seed), obs);
    } else {
        let mut players = [Player::new(players[Side::English], seeds[0]), Player::new(players[Side::French], seeds[1])];
        while let Some(side) = game.side_to_move() {
            players[side.index()].play(&mut game, obs);
        }
    }
    *game.end().expect("a game that waits for nobody is over")
}

/// Plays one game and returns its record.
pub fn record_game(config: &SimConfig, seed: u64) -> (End, String) {
    let header = RecordHeader {
        game: config.game.clone(),
        ruleset: config.ruleset.clone(),
        seed,
        policies: config.players.map(|_, p| p.id().to_string()),
    };
    let mut recorder = Recorder::new(header, &config.rules, config.seats.teams);
    let end = play_game(config.rules, config.seats, config.players, seed, &mut recorder);
    (end, recorder.finish().to_json_line())
}

/// Games per unit of parallel work: large enough to amortise scheduling.
const BLOCK: u64 = 2048;

/// Runs the simulation. Game `i` uses seed `config.seed + i`. When `log` is given, it receives
/// the games' records in order, one line each. `progress` is told how many games are done.
pub fn simulate(
    config: &SimConfig,
    mut log: Option<&mut (dyn std::io::Write + Send)>,
    progress: &(dyn Fn(u64) + Sync),
) -> std::io::Result<Summary> {
    let blocks = config.games.div_ceil(BLOCK);
    let first = config.rules.first_player;
    let mut summary = Summary::default();
    // Blocks are played in parallel a window at a time and merged in order, so the summary and
    // the log do not depend on the number of threads.
    let window = (rayon::current_num_threads() as u64 * 4).max(1);
    let mut start = 0;
    while start < blocks {
        let end = (start + window).min(blocks);
        let with_log = log.is_some();
        let results: Vec<(Summary, String)> = (start..end)
            .into_par_iter()
            .map(|b| {
                let mut part = Summary::default();
                let mut lines = String::new();
                let lo = b * BLOCK;
                let hi = ((b + 1) * BLOCK).min(config.games);
                for i in lo..hi {
                    let seed = config.seed.wrapping_add(i);
                    if with_log {
                        let (end, line) = record_game(config, seed);
                        part.add(&end, first);
                        lines.push_str(&line);
                        lines.push('\n');
                    } else {
                        let end =
                            play_game(config.rules, config.seats, config.players, seed, &mut crate::engine::NoObserver);
                        part.add(&end, first);
                    }
                }
                progress(hi - lo);
                (part, lines)
            })
            .collect();
        for (part, lines) in results {
            summary.merge(&part);
            if let Some(out) = log.as_mut() {
                out.write_all(lines.as_bytes())?;
            }
        }
        start = end;
    }
    Ok(summary)
}
