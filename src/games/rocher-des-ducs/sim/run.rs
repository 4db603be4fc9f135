//! Le rocher des ducs's games for the simulation loop: seeds split into streams for the
//! shuffles and each seat, and the game record.

use super::policy::{Player, PolicyKind};
use super::record::{Header, Recorder};
use super::stats::Summary;
use crate::games::rocher_des_ducs::engine::{Card, End, Faction, Game, NoObserver, Observer, Rules};
use crate::sim::{Playout, mix};

/// A simulation to run.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: String,
    pub ruleset: String,
    pub rules: Rules,
    pub seats: u8,
    /// One player per seat.
    pub players: Vec<PolicyKind>,
    pub games: u64,
    pub seed: u64,
}

/// Plays game `seed` to its end: stream 0 shuffles, stream 1 + s is seat s's player.
pub fn play_game<O: Observer>(rules: Rules, seats: u8, players: &[PolicyKind], seed: u64, obs: &mut O) -> (Game, End) {
    play_restricted(rules, seats, players, None, seed, obs)
}

/// As [`play_game`], with the seats of faction `without.0` forbidden to play card `without.1`
/// (restricted play, [`Player::without`]).
pub fn play_restricted<O: Observer>(
    rules: Rules,
    seats: u8,
    players: &[PolicyKind],
    without: Option<(Faction, Card)>,
    seed: u64,
    obs: &mut O,
) -> (Game, End) {
    let mut game = Game::new(rules, seats, mix(seed, 0), obs).expect("the seats were checked");
    let mut ps: arrayvec::ArrayVec<Player, 6> = players
        .iter()
        .enumerate()
        .map(|(s, &kind)| {
            let forbidden = without.filter(|w| w.0 == game.faction(s as u8)).map(|w| w.1);
            Player::new(kind, mix(seed, 1 + s as u64)).without(forbidden)
        })
        .collect();
    while let Some(seat) = game.to_move() {
        ps[seat as usize].play(&mut game, obs);
    }
    let end = *game.end().expect("a game that waits for nobody is over");
    (game, end)
}

/// Plays one game and returns its record line.
pub fn record_game(config: &SimConfig, seed: u64) -> (Game, End, String) {
    let header = Header {
        game: config.game.clone(),
        ruleset: config.ruleset.clone(),
        seed,
        policies: config.players.iter().map(|p| p.id().to_string()).collect(),
    };
    let mut recorder = Recorder::new(header);
    let (game, end) = play_game(config.rules, config.seats, &config.players, seed, &mut recorder);
    (game, end, recorder.finish())
}

impl Playout for SimConfig {
    type Summary = Summary;

    fn play(&self, seed: u64, summary: &mut Summary) {
        let (game, end) = play_game(self.rules, self.seats, &self.players, seed, &mut NoObserver);
        summary.add(&end, game.first);
    }

    fn record(&self, seed: u64, summary: &mut Summary) -> String {
        let (game, end, line) = record_game(self, seed);
        summary.add(&end, game.first);
        line
    }

    fn merge(into: &mut Summary, part: &Summary) {
        into.merge(part);
    }
}
