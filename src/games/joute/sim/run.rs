//! Joute's games for the simulation loop: seeds split into streams for the table (shuffle and
//! die) and each seat, the counts of [`Summary`], and the game record.

use super::policy::{Player, PolicyKind};
use super::record::{Both, Header, Recorder};
use super::stats::{Counter, Summary};
use crate::games::joute::engine::{End, Game, MAX_SEATS, Observer, Rules};
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
    /// The card ids, by kind index (for records).
    pub cards: Vec<String>,
}

/// Plays game `seed` to its end: stream 0 shuffles and rolls the die, stream 1 + s is seat s's
/// player.
#[inline]
pub fn play_game<O: Observer>(rules: Rules, seats: u8, players: &[PolicyKind], seed: u64, obs: &mut O) -> (Game, End) {
    play_restricted(rules, seats, players, None, seed, obs)
}

/// As [`play_game`], with seat `without.0` forbidden to play cards of kind `without.1`
/// (restricted play, [`Player::without`]).
pub fn play_restricted<O: Observer>(
    rules: Rules,
    seats: u8,
    players: &[PolicyKind],
    without: Option<(usize, u8)>,
    seed: u64,
    obs: &mut O,
) -> (Game, End) {
    let mut game = Game::new(rules, seats, mix(seed, 0), obs).expect("the seats were checked");
    let end = play_out(&mut game, players, without, seed, obs);
    (game, end)
}

/// Plays game `seed` as [`play_game`] does, when only its end matters: the game is not handed
/// back (a copy saved on every simulated game), nor are the rules copied but into the game.
#[inline]
pub fn play_game_end<O: Observer>(rules: &Rules, seats: u8, players: &[PolicyKind], seed: u64, obs: &mut O) -> End {
    assert!(Game::can_seat(rules, seats), "the seats were checked");
    let mut game = Game::empty(*rules, seats, mix(seed, 0));
    game.set_up(obs);
    play_out(&mut game, players, None, seed, obs)
}

/// Plays a new game to its end.
#[inline(always)]
fn play_out<O: Observer>(
    game: &mut Game,
    players: &[PolicyKind],
    without: Option<(usize, u8)>,
    seed: u64,
    obs: &mut O,
) -> End {
    if players.iter().all(|&p| p == PolicyKind::Random) && without.is_none() {
        // Nobody but random players: the whole game at once, each seat drawing from its stream.
        let mut rngs: [fastrand::Rng; MAX_SEATS] =
            std::array::from_fn(|s| fastrand::Rng::with_seed(mix(seed, 1 + s as u64)));
        game.play_random_game(&mut rngs, obs);
    } else {
        let mut ps: arrayvec::ArrayVec<Player, MAX_SEATS> = players
            .iter()
            .enumerate()
            .map(|(s, &kind)| {
                Player::new(kind, mix(seed, 1 + s as u64)).without(without.filter(|w| w.0 == s).map(|w| w.1))
            })
            .collect();
        while let Some(seat) = game.to_move() {
            ps[seat as usize].play(game, obs);
        }
    }
    *game.end().expect("a game that waits for nobody is over")
}

/// Plays one game and returns its record line.
pub fn record_game<O: Observer>(config: &SimConfig, seed: u64, obs: &mut O) -> (Game, End, String) {
    let header = Header {
        game: config.game.clone(),
        ruleset: config.ruleset.clone(),
        seed,
        policies: config.players.iter().map(|p| p.id().to_string()).collect(),
        cards: config.cards.clone(),
    };
    let mut recorder = Recorder::new(header);
    let (game, end) = play_game(config.rules, config.seats, &config.players, seed, &mut Both(&mut recorder, obs));
    (game, end, recorder.finish())
}

impl Playout for SimConfig {
    type Summary = Summary;

    fn play(&self, seed: u64, summary: &mut Summary) {
        let mut counter = Counter::new(summary);
        play_game_end(&self.rules, self.seats, &self.players, seed, &mut counter);
    }

    fn record(&self, seed: u64, summary: &mut Summary) -> String {
        let mut counter = Counter::new(summary);
        record_game(self, seed, &mut counter).2
    }

    fn merge(into: &mut Summary, part: &Summary) {
        into.merge(part);
    }
}
