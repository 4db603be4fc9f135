//! Guyenne's games for the simulation loop: seeds split into streams for the shuffles and each
//! player, the random fast path, and the game record.

use super::policy::{Player, PolicyKind};
use super::record::{RecordHeader, Recorder};
use super::stats::Summary;
use crate::games::guyenne::engine::{BySide, End, Game, NoObserver, Observer, Rules, SeatPlan, Side};
use crate::sim::{Playout, mix};

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

/// Plays one game to its end. Game `seed` fixes the shuffles and both players' choices: the
/// same seed always gives the same game, whichever thread plays it.
pub fn play_game<O: Observer>(
    rules: Rules,
    seats: SeatPlan,
    players: BySide<PolicyKind>,
    seed: u64,
    obs: &mut O,
) -> End {
    play_restricted(rules, seats, players, None, seed, obs)
}

/// As [`play_game`], with the player of side `without.0` forbidden to place a card of kind
/// `without.1` (restricted play, [`Player::without`]).
pub fn play_restricted<O: Observer>(
    rules: Rules,
    seats: SeatPlan,
    players: BySide<PolicyKind>,
    without: Option<(Side, u8)>,
    seed: u64,
    obs: &mut O,
) -> End {
    let mut game = Game::new_observed(rules, seats, mix(seed, 0), obs);
    let seeds = [mix(seed, 1), mix(seed, 2)];
    if players.0 == [PolicyKind::Random; 2] && without.is_none() {
        // The same streams as two random `Player`s would use.
        game.play_random_game(&mut seeds.map(fastrand::Rng::with_seed), obs);
    } else {
        let card = |side: Side| without.filter(|w| w.0 == side).map(|w| w.1);
        let mut players = [
            Player::new(players[Side::English], seeds[0]).without(card(Side::English)),
            Player::new(players[Side::French], seeds[1]).without(card(Side::French)),
        ];
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

impl Playout for SimConfig {
    type Summary = Summary;

    fn play(&self, seed: u64, summary: &mut Summary) {
        let end = play_game(self.rules, self.seats, self.players, seed, &mut NoObserver);
        summary.add(&end, self.rules.first_player);
    }

    fn record(&self, seed: u64, summary: &mut Summary) -> String {
        let (end, line) = record_game(self, seed);
        summary.add(&end, self.rules.first_player);
        line
    }

    fn merge(into: &mut Summary, part: &Summary) {
        into.merge(part);
    }
}

/// Runs the simulation `config` describes (see [`crate::sim::simulate`]).
pub fn simulate(
    config: &SimConfig,
    log: Option<&mut (dyn std::io::Write + Send)>,
    progress: &(dyn Fn(u64) + Sync),
) -> std::io::Result<Summary> {
    crate::sim::simulate(config, config.games, config.seed, log, progress)
}
