//! A balance study, whatever the game: pairings of players played with sides swapped, many games
//! in parallel with results that do not depend on the threads, and the figures a designer reads
//! (wins by turn order, by side, by player; draws; how games end; their length; the cards each
//! side played), every rate with its 95 % interval ([`super::interval`]).
//!
//! A game takes part through [`BalanceGame`]: it plays one game between given players and tells
//! what happened as a [`Played`]. Everything else is written once here.

use super::PolicyKind;
use super::interval::{Difference, Share};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// One game as a balance study counts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The seed that replays it (`simulate --seed SEED --games 1`, with the same players).
    pub seed: u64,
    /// The players, by side (in the game's order of sides).
    pub players: Vec<PolicyKind>,
    /// The players as `simulate --players` names them to replay this game (`greedy,random`).
    pub replay: String,
    /// The side the pairing's player `a` held (set by [`play_pairing`]); `b` held the others.
    pub a_side: u8,
    /// The side that moved first.
    pub first: u8,
    /// The side that won; `None` for a draw or when no side won (Rocher's King of France).
    pub winner: Option<u8>,
    /// How the game ended (an id of [`BalanceGame::ends`]).
    pub end: &'static str,
    /// Its length, in [`BalanceGame::length_unit`].
    pub length: u32,
    /// The kinds of card each side played (bit `k` for kind `k` of [`BalanceGame::card_kinds`]).
    pub cards: Vec<u64>,
}

/// How a game ended, as a study lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndKind {
    pub id: &'static str,
    /// A state worth a designer's look (a stalled game, a turn limit reached): every game that
    /// ends so is listed with its seed.
    pub rare: bool,
    /// Whether a game ending so has no winner although it is not a draw (the King of France).
    pub nobody: bool,
}

/// A game with a rules engine, as a balance study plays it under one ruleset.
pub trait BalanceGame: Sync {
    /// The sides' ids, in the game's order (`english`, `french`; or `seat-1`, `seat-2`… when
    /// the seats are all alike). A side of a team game is played by one player for the team.
    fn sides(&self) -> Vec<String>;

    /// The kinds of card a study counts (at most 64), by id: an id of the game's cards.
    fn card_kinds(&self) -> Vec<String>;

    /// The names of its sides, kinds of card and ends as the game's `texts` (one language of
    /// `locales/<lang>/<game>.ftl`) write them: what the report shows.
    fn names(&self, texts: &crate::content::Locale) -> Result<Names, String>;

    /// The unit of a game's length: `rounds` or `turns`.
    fn length_unit(&self) -> &'static str;

    /// Every way a game may end.
    fn ends(&self) -> Vec<EndKind>;

    /// Plays game `seed` with `players` by side. The same arguments always give the same game,
    /// the very game `simulate --seed SEED --games 1 --players …` plays. With `without`
    /// `(side, kind)`, the player of that side never plays a card of that kind (by its index in
    /// [`BalanceGame::card_kinds`]) while it has another decision: restricted play.
    fn play(&self, players: &[PolicyKind], without: Option<(usize, u8)>, seed: u64) -> Played;
}

/// What a report calls a game's sides, kinds of card and ends, in one language, each list in
/// the order of [`BalanceGame::sides`], [`BalanceGame::card_kinds`] and [`BalanceGame::ends`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    pub sides: Vec<String>,
    pub cards: Vec<String>,
    pub ends: Vec<String>,
}

/// The names of `game`'s ends: its message `balance-end` formatted by `format` with each end's
/// id as `$end`.
pub fn end_names(
    game: &dyn BalanceGame,
    format: impl Fn(&str, &fluent_bundle::FluentArgs) -> Result<String, crate::content::TextError>,
) -> Result<Vec<String>, String> {
    game.ends()
        .iter()
        .map(|e| {
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("end", e.id);
            format("balance-end", &args).map_err(|e| e.0.message)
        })
        .collect()
}

/// Two players: `a` against `b` on every other side, `a` holding each side in turn; `a` never
/// plays the kind of card `without` names, if any (restricted play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub a: PolicyKind,
    pub b: PolicyKind,
    pub without: Option<u8>,
}

impl Pairing {
    /// `a` against `b`, neither restricted.
    pub fn of(a: PolicyKind, b: PolicyKind) -> Pairing {
        Pairing { a, b, without: None }
    }

    /// The side player `a` holds in game `i` of a game with `sides` sides: the first in game 0,
    /// the last in game 1, then each one before, so that in every `sides` games it has held each
    /// side once (with two sides, the first in even games) and seat and player are told apart.
    pub fn a_side(i: u64, sides: usize) -> usize {
        (sides - (i % sides as u64) as usize) % sides
    }

    /// The side of player `a` in game `i` and the kind it is forbidden, in a restricted pairing.
    pub fn restricted(&self, i: u64, sides: usize) -> Option<(usize, u8)> {
        self.without.map(|k| (Pairing::a_side(i, sides), k))
    }

    /// The players by side in game `i`: `a` on [`Pairing::a_side`], `b` on every other.
    pub fn players(&self, i: u64, sides: usize) -> Vec<PolicyKind> {
        let a = Pairing::a_side(i, sides);
        (0..sides).map(|s| if s == a { self.a } else { self.b }).collect()
    }

    pub fn id(&self) -> String {
        format!("{} v {}", self.a, self.b)
    }
}

/// Plays `games` games of `pairing` (a multiple of the game's sides, so that player `a` holds
/// each side equally); game `i` has seed `seed + i`. In parallel on the current
/// rayon pool, in the order of the games whatever the threads. `progress` is told of each game
/// done; a stop asked for (Ctrl-C) returns `None` as soon as the games in progress end.
pub fn play_pairing(
    game: &dyn BalanceGame,
    pairing: Pairing,
    games: u64,
    seed: u64,
    progress: &(dyn Fn(u64) + Sync),
) -> Option<Vec<Played>> {
    let stopped = AtomicBool::new(false);
    let sides = game.sides().len();
    let played: Vec<Option<Played>> = (0..games)
        .into_par_iter()
        .map(|i| {
            if stopped.load(Ordering::Relaxed) || crate::interrupt::stop_requested() {
                stopped.store(true, Ordering::Relaxed);
                return None;
            }
            let p = Played {
                a_side: Pairing::a_side(i, sides) as u8,
                ..game.play(&pairing.players(i, sides), pairing.restricted(i, sides), seed.wrapping_add(i))
            };
            progress(1);
            Some(p)
        })
        .collect();
    played.into_iter().collect()
}

/// The figures of one pairing's games.
#[derive(Clone, Debug, Serialize)]
pub struct Tally {
    pub games: u64,
    /// Wins by turn order: of the side that moved first, then of the other(s).
    pub by_order: Vec<Share>,
    /// Wins by side, in the game's order.
    pub by_side: Vec<Share>,
    /// Wins of player `a`, then of `b` on any other side (a draw counts half).
    pub by_player: [Share; 2],
    pub draws: Share,
    /// Games by way of ending, in the order of [`BalanceGame::ends`].
    pub ends: Vec<(String, Share)>,
    /// Games by length: (length, games).
    pub lengths: Vec<(u32, u64)>,
    pub mean_length: f64,
    /// By kind of card: the share of sides' games in which it was played, and the win rate of a
    /// side that played it.
    pub cards: Vec<CardFigure>,
    /// The games that ended in a rare state, with their seeds and players.
    pub rare: Vec<RareGame>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CardFigure {
    pub card: String,
    pub played: Share,
    pub wins_when_played: Share,
}

#[derive(Clone, Debug, Serialize)]
pub struct RareGame {
    pub end: &'static str,
    pub seed: u64,
    /// As `simulate --players` takes them.
    pub players: String,
    pub length: u32,
}

/// The most games listed for each rare way of ending.
const RARE_LISTED: usize = 10;

impl Tally {
    /// The figures of `played`, the games of `pairing` in `game`.
    pub fn of(game: &dyn BalanceGame, played: &[Played]) -> Tally {
        let sides = game.sides().len();
        let n = played.len() as u64;
        let mut order = vec![0.0; sides];
        let mut side = vec![0.0; sides];
        let mut player = [0.0; 2];
        let mut draws = 0.0;
        let ends = game.ends();
        let mut end_count = vec![0u64; ends.len()];
        let mut lengths = BTreeMap::<u32, u64>::new();
        let kinds = game.card_kinds();
        let (mut card_games, mut card_wins) = (vec![0u64; kinds.len()], vec![0.0; kinds.len()]);
        let mut rare = Vec::new();
        let mut rare_listed = vec![0usize; ends.len()];
        for p in played {
            let e = ends.iter().position(|e| e.id == p.end).expect("an end the game declares");
            end_count[e] += 1;
            *lengths.entry(p.length).or_default() += 1;
            // A side's result: 1 for a win, ½ for a draw, 0 otherwise.
            let result = |s: usize| match p.winner {
                Some(w) => f64::from(w as usize == s),
                None if ends[e].nobody => 0.0,
                None => 0.5,
            };
            if p.winner.is_none() && !ends[e].nobody {
                draws += 1.0;
            }
            for s in 0..sides {
                side[s] += result(s);
                // Turn order: the first side, then the others in the order of sides after it.
                order[(s + sides - p.first as usize) % sides] += result(s);
                for (k, (g, w)) in card_games.iter_mut().zip(card_wins.iter_mut()).enumerate() {
                    if p.cards.get(s).is_some_and(|c| c & (1 << k) != 0) {
                        *g += 1;
                        *w += result(s);
                    }
                }
            }
            for s in 0..sides {
                player[usize::from(s != p.a_side as usize)] += result(s);
            }
            if ends[e].rare && rare_listed[e] < RARE_LISTED {
                rare_listed[e] += 1;
                rare.push(RareGame { end: p.end, seed: p.seed, players: p.replay.clone(), length: p.length });
            }
        }
        let total: u64 = lengths.iter().map(|(&l, &g)| l as u64 * g).sum();
        Tally {
            games: n,
            by_order: order.iter().map(|&h| Share::of(h, n)).collect(),
            by_side: side.iter().map(|&h| Share::of(h, n)).collect(),
            by_player: player.map(|h| Share::of(h, n)),
            draws: Share::of(draws, n),
            ends: ends.iter().zip(&end_count).map(|(e, &c)| (e.id.to_string(), Share::of(c as f64, n))).collect(),
            lengths: lengths.into_iter().collect(),
            mean_length: total as f64 / n.max(1) as f64,
            cards: kinds
                .into_iter()
                .zip(card_games.iter().zip(&card_wins))
                .map(|(card, (&g, &w))| CardFigure {
                    card,
                    played: Share::of(g as f64, n * sides as u64),
                    wins_when_played: Share::of(w, g),
                })
                .collect(),
            rare,
        }
    }
}

/// One figure of a ruleset beside the same figure of the first ruleset.
#[derive(Clone, Debug, Serialize)]
pub struct Compared {
    pub figure: String,
    pub first: Share,
    pub this: Share,
    pub difference: Difference,
}

/// The headline figures of `this` against `first` (the same pairing under another ruleset):
/// wins by turn order and by side, and draws, each with the difference's interval.
pub fn compare(sides: &[String], first: &Tally, this: &Tally) -> Vec<Compared> {
    let mut out = Vec::new();
    let mut push = |figure: String, a: &Share, b: &Share| {
        out.push(Compared { figure, first: *a, this: *b, difference: Difference::of(b, a) });
    };
    for (k, (a, b)) in first.by_order.iter().zip(&this.by_order).enumerate() {
        push(format!("order-{}", k + 1), a, b);
    }
    for (s, (a, b)) in first.by_side.iter().zip(&this.by_side).enumerate() {
        push(format!("side-{}", sides[s]), a, b);
    }
    push("draws".into(), &first.draws, &this.draws);
    out
}

/// What a study plays: every pairing under every ruleset with every number of seats, and the
/// strength ladder and restricted play under the first ruleset with the first number of seats.
#[derive(Clone, Debug)]
pub struct Plan {
    pub rulesets: Vec<String>,
    /// The numbers of seats, the first the one the ladder and restricted play use.
    pub seats: Vec<u8>,
    pub pairings: Vec<Pairing>,
    /// Games of each pairing under each ruleset.
    pub games: u64,
    /// The players of the ladder, weakest first: each rung is played against the one below.
    pub ladder: Vec<PolicyKind>,
    /// Games of each rung of the ladder (under the first ruleset).
    pub ladder_games: u64,
    /// The player of restricted play: forbidden each kind of card in turn against itself
    /// unrestricted, under the first ruleset.
    pub restricted: PolicyKind,
    /// Games of restricted play for each kind of card, 0 for none.
    pub restricted_games: u64,
    /// The kinds of card of the first ruleset ([`BalanceGame::card_kinds`]).
    pub cards: u8,
    pub seed: u64,
}

/// What a run of a study is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Study {
    /// A pairing under a ruleset.
    Ruleset,
    /// A rung of the strength ladder.
    Ladder,
    /// A player forbidden a card against itself.
    Restricted,
}

impl Study {
    pub fn id(self) -> &'static str {
        match self {
            Study::Ruleset => "ruleset",
            Study::Ladder => "ladder",
            Study::Restricted => "restricted",
        }
    }
}

/// The games that put a share near ½ within ±2 points, rounded up to a multiple of 12 so that
/// each player holds each side equally, with 2, 3, 4 or 6 sides.
pub fn default_games() -> u64 {
    super::interval::games_for(0.02).next_multiple_of(12)
}

/// One run of a study: a pairing under a ruleset with a number of seats, its games and their
/// figures.
pub struct Run {
    pub ruleset: String,
    pub seats: u8,
    /// The sides' ids ([`BalanceGame::sides`]).
    pub sides: Vec<String>,
    pub pairing: Pairing,
    pub study: Study,
    pub played: Vec<Played>,
    pub tally: Tally,
}

/// A game's balance study under a ruleset with a number of seats
/// ([`crate::game::EngineCommands::balance`]).
pub type GameOf<'g> = dyn Fn(&str, u8) -> anyhow::Result<Box<dyn BalanceGame + 'g>> + 'g;

/// A run to play: a pairing under a ruleset with a number of seats, for a study, its games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    pub ruleset: String,
    pub seats: u8,
    pub pairing: Pairing,
    pub study: Study,
    pub games: u64,
}

impl Plan {
    /// The runs to play, in order.
    pub fn runs(&self) -> Vec<Planned> {
        let mut out = Vec::new();
        let first = |pairing, study, games| Planned {
            ruleset: self.rulesets[0].clone(),
            seats: self.seats[0],
            pairing,
            study,
            games,
        };
        for r in &self.rulesets {
            for &seats in &self.seats {
                for &pairing in &self.pairings {
                    let ruleset = r.clone();
                    out.push(Planned { ruleset, seats, pairing, study: Study::Ruleset, games: self.games });
                }
            }
        }
        if self.ladder_games > 0 {
            for w in self.ladder.windows(2) {
                out.push(first(Pairing::of(w[1], w[0]), Study::Ladder, self.ladder_games));
            }
        }
        if self.restricted_games > 0 {
            for k in 0..self.cards {
                let pairing = Pairing { without: Some(k), ..Pairing::of(self.restricted, self.restricted) };
                out.push(first(pairing, Study::Restricted, self.restricted_games));
            }
        }
        out
    }

    /// Every game the study plays.
    pub fn total_games(&self) -> u64 {
        self.runs().iter().map(|r| r.games).sum()
    }

    /// Plays the study: `game` gives each ruleset's games with a number of seats. `None` when a
    /// stop was asked for.
    pub fn play<'g>(&self, game: &GameOf<'g>, progress: &(dyn Fn(u64) + Sync)) -> anyhow::Result<Option<Vec<Run>>> {
        let mut out = Vec::new();
        for Planned { ruleset, seats, pairing, study, games } in self.runs() {
            let g = game(&ruleset, seats)?;
            let Some(played) = play_pairing(g.as_ref(), pairing, games, self.seed, progress) else {
                return Ok(None);
            };
            let tally = Tally::of(g.as_ref(), &played);
            out.push(Run { ruleset, seats, sides: g.sides(), pairing, study, played, tally });
        }
        Ok(Some(out))
    }
}

impl Run {
    /// A fair share of wins for one side: 1 / sides.
    pub fn even(&self) -> f64 {
        1.0 / self.sides.len().max(1) as f64
    }
}

/// A rung of the ladder: the stronger player's share against the one below, and whether its
/// whole interval lies above an even share (½ with two sides: the two players' intervals do not
/// overlap).
#[derive(Clone, Debug, Serialize)]
pub struct Rung {
    pub stronger: String,
    pub weaker: String,
    pub share: Share,
    pub even: f64,
    pub holds: bool,
}

impl Rung {
    pub fn of(run: &Run) -> Rung {
        let share = run.tally.by_player[0];
        let even = run.even();
        Rung { stronger: run.pairing.a.id(), weaker: run.pairing.b.id(), share, even, holds: share.low > even }
    }
}

/// What a card is worth: the share of wins of a player forbidden it against itself unrestricted
/// (a draw counts half). Below an even share, the card helps whoever holds it; ◆ (`flag`) when
/// the interval leaves out an even share.
#[derive(Clone, Debug, Serialize)]
pub struct Worth {
    pub card: String,
    pub player: String,
    pub share: Share,
    pub flag: bool,
}

impl Worth {
    /// The worth of each card the restricted runs of `runs` forbade, in the order of `cards`.
    pub fn of(cards: &[String], runs: &[Run]) -> Vec<Worth> {
        runs.iter()
            .filter(|r| r.study == Study::Restricted)
            .filter_map(|r| {
                let share = r.tally.by_player[0];
                let card = cards.get(r.pairing.without? as usize)?.clone();
                Some(Worth { card, player: r.pairing.a.id(), share, flag: share.excludes(r.even()) })
            })
            .collect()
    }
}

/// games.csv: one row per game of every run, with what replays it: `simulate --seed SEED
/// --players REPLAY_PLAYERS` (empty for restricted play, which `simulate` does not play; its
/// `forbidden` column names the side restricted and the card forbidden, `side:card`).
/// A player column for each side of the run with the most sides; a run with fewer leaves the
/// last empty.
pub fn games_csv(cards: &[String], runs: &[Run]) -> Vec<u8> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let widest = runs.iter().map(|r| &r.sides).max_by_key(|s| s.len()).cloned().unwrap_or_default();
    let mut header = vec!["study".to_string(), "ruleset".into(), "seats".into()];
    header.extend(widest.iter().map(|s| format!("player_{s}")));
    header.extend([
        "first".into(),
        "winner".into(),
        "end".into(),
        "length".into(),
        "seed".into(),
        "replay_players".into(),
        "forbidden".into(),
    ]);
    w.write_record(&header).expect("in memory");
    for run in runs {
        for (i, p) in run.played.iter().enumerate() {
            let sides = &run.sides;
            let mut row = vec![run.study.id().to_string(), run.ruleset.clone(), run.seats.to_string()];
            row.extend(p.players.iter().map(|k| k.id()));
            row.resize(3 + widest.len(), String::new());
            row.push(sides[p.first as usize].clone());
            row.push(p.winner.map_or_else(String::new, |s| sides[s as usize].clone()));
            let forbidden = run
                .pairing
                .restricted(i as u64, sides.len())
                .map(|(side, k)| format!("{}:{}", sides[side], cards[k as usize]));
            let replay = if forbidden.is_some() { String::new() } else { p.replay.clone() };
            row.extend([p.end.to_string(), p.length.to_string(), p.seed.to_string(), replay]);
            row.push(forbidden.unwrap_or_default());
            w.write_record(&row).expect("in memory");
        }
    }
    w.into_inner().expect("in memory")
}

/// The runs to compare across rulesets: each run of the first ruleset with the run of the same
/// pairing and seats under every other ruleset (first, other).
pub fn ruleset_pairs<'a>(plan: &Plan, runs: &'a [Run]) -> Vec<(&'a Run, &'a Run)> {
    let studied: Vec<&Run> = runs.iter().filter(|r| r.study == Study::Ruleset).collect();
    let mut out = Vec::new();
    for &first in studied.iter().filter(|r| r.ruleset == plan.rulesets[0]) {
        for &other in studied
            .iter()
            .filter(|r| r.ruleset != first.ruleset && r.pairing == first.pairing && r.seats == first.seats)
        {
            out.push((first, other));
        }
    }
    out
}

/// The runs to compare across two copies of the pack (`--against`): each studied run of this one
/// with the run of the same ruleset, seats and pairing of the other (then, this).
pub fn copy_pairs<'a>(runs: &'a [Run], then: &'a [Run]) -> Vec<(&'a Run, &'a Run)> {
    runs.iter()
        .filter(|r| r.study == Study::Ruleset)
        .filter_map(|this| {
            then.iter()
                .find(|r| r.ruleset == this.ruleset && r.seats == this.seats && r.pairing == this.pairing)
                .map(|t| (t, this))
        })
        .collect()
}

/// report.json: the plan, every run's figures, each ruleset against the first for the same
/// pairing, and the ladder.
pub fn report_json(
    game: &str,
    cards: &[String],
    unit: &str,
    plan: &Plan,
    runs: &[Run],
    against: Option<(&str, &[Run])>,
) -> serde_json::Value {
    let studied: Vec<&Run> = runs.iter().filter(|r| r.study == Study::Ruleset).collect();
    let comparisons: Vec<_> = ruleset_pairs(plan, runs)
        .into_iter()
        .map(|(first, other)| {
            serde_json::json!({
                "ruleset": other.ruleset,
                "against": first.ruleset,
                "seats": first.seats,
                "pairing": first.pairing.id(),
                "figures": compare(&first.sides, &first.tally, &other.tally),
            })
        })
        .collect();
    let earlier: Vec<_> = against
        .into_iter()
        .flat_map(|(folder, then)| {
            copy_pairs(runs, then).into_iter().map(move |(t, this)| {
                serde_json::json!({
                    "ruleset": this.ruleset,
                    "seats": this.seats,
                    "pairing": this.pairing.id(),
                    "against": folder,
                    "figures": compare(&this.sides, &t.tally, &this.tally),
                })
            })
        })
        .collect();
    let ladder: Vec<Rung> = runs.iter().filter(|r| r.study == Study::Ladder).map(Rung::of).collect();
    serde_json::json!({
        "against": earlier,
        "game": game,
        "seed": plan.seed,
        "seats": plan.seats,
        "length_unit": unit,
        "rulesets": plan.rulesets,
        "runs": studied.iter().map(|r| serde_json::json!({
            "ruleset": r.ruleset,
            "seats": r.seats,
            "sides": r.sides,
            "even": r.even(),
            "pairing": r.pairing.id(),
            "players": [r.pairing.a.id(), r.pairing.b.id()],
            "tally": r.tally,
        })).collect::<Vec<_>>(),
        "comparisons": comparisons,
        "ladder": ladder,
        "ladder_holds": ladder.iter().all(|r| r.holds),
        "restricted": Worth::of(cards, runs),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game decided by a coin that favours the first side 60 %, the player `greedy` always
    /// winning against `random`; kind 0 played by every winner, and a side forbidden it loses.
    struct Coin;

    impl BalanceGame for Coin {
        fn sides(&self) -> Vec<String> {
            vec!["heads".into(), "tails".into()]
        }
        fn names(&self, _: &crate::content::Locale) -> Result<Names, String> {
            Ok(Names::default())
        }
        fn card_kinds(&self) -> Vec<String> {
            vec!["crown".into(), "pebble".into()]
        }
        fn length_unit(&self) -> &'static str {
            "turns"
        }
        fn ends(&self) -> Vec<EndKind> {
            vec![
                EndKind { id: "won", rare: false, nobody: false },
                EndKind { id: "stalled", rare: true, nobody: false },
            ]
        }
        fn play(&self, players: &[PolicyKind], without: Option<(usize, u8)>, seed: u64) -> Played {
            let mut rng = fastrand::Rng::with_seed(seed);
            let winner = match (players[0], players[1], without) {
                (_, _, Some((side, 0))) => Some(1 - side as u8),
                (PolicyKind::Greedy, PolicyKind::Random, _) => Some(0),
                (PolicyKind::Random, PolicyKind::Greedy, _) => Some(1),
                _ if rng.u32(..100) < 5 => None,
                _ => Some(if rng.u32(..100) < 60 { 0 } else { 1 }),
            };
            let mut cards = vec![2, 2];
            if let Some(w) = winner {
                cards[w as usize] |= 1;
            }
            Played {
                seed,
                players: players.to_vec(),
                replay: format!("{},{}", players[0], players[1]),
                a_side: 0,
                first: 0,
                winner,
                end: if winner.is_some() { "won" } else { "stalled" },
                length: 10 + rng.u32(..5),
                cards,
            }
        }
    }

    fn tally(a: PolicyKind, b: PolicyKind, games: u64) -> Tally {
        let pairing = Pairing::of(a, b);
        let played = play_pairing(&Coin, pairing, games, 7, &|_| {}).unwrap();
        Tally::of(&Coin, &played)
    }

    #[test]
    fn sides_are_swapped_every_other_game_so_player_and_side_are_told_apart() {
        let t = tally(PolicyKind::Greedy, PolicyKind::Random, 1000);
        assert_eq!(t.by_player[0].p, 1.0, "greedy wins every game, on either side");
        assert_eq!(t.by_side[0].p, 0.5, "each side won when greedy held it: half the games");
        assert_eq!(t.draws.n, 1000);
    }

    #[test]
    fn a_first_side_advantage_shows_in_turn_order_and_excludes_an_even_share() {
        let t = tally(PolicyKind::Greedy, PolicyKind::Greedy, 4000);
        let first = t.by_order[0];
        assert!(first.excludes(0.5) && first.low > 0.5, "{first:?}");
        assert!((first.p - 0.6).abs() < 0.03, "{first:?}");
        // A player against itself: `a` holds each side in half the games, and has an even share.
        assert!(!t.by_player[0].excludes(0.5), "{:?}", t.by_player);
    }

    #[test]
    fn a_draw_counts_half_a_win_to_each_side_and_a_rare_end_is_listed_with_its_seed() {
        let t = tally(PolicyKind::Greedy, PolicyKind::Greedy, 400);
        let stalled = t.ends[1].1.hits;
        assert!(stalled > 0.0);
        assert_eq!(t.draws.hits, stalled);
        let sum: f64 = t.by_side.iter().map(|s| s.hits).sum();
        assert_eq!(sum, 400.0, "every game gives one win in all, a draw two halves");
        assert_eq!(t.rare.len(), (stalled as usize).min(RARE_LISTED));
        let again = Coin.play(&[PolicyKind::Greedy; 2], None, t.rare[0].seed);
        assert_eq!(again.end, "stalled", "the seed listed replays the stalled game");
    }

    #[test]
    fn a_card_every_winner_played_has_the_win_rate_of_its_side() {
        let t = tally(PolicyKind::Greedy, PolicyKind::Greedy, 400);
        let crown = &t.cards[0];
        assert_eq!(crown.wins_when_played.p, 1.0);
        let pebble = &t.cards[1];
        assert_eq!(pebble.played.p, 1.0, "played by every side of every game");
        assert!((pebble.wins_when_played.p - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_card_that_wins_every_game_is_worth_every_game_and_a_card_that_changes_nothing_is_worth_none() {
        let plan = Plan {
            rulesets: vec!["basic".into()],
            seats: vec![2],
            pairings: Vec::new(),
            games: 0,
            ladder: Vec::new(),
            ladder_games: 0,
            restricted: PolicyKind::Greedy,
            restricted_games: 2000,
            cards: 2,
            seed: 3,
        };
        let runs = plan.play(&|_, _| Ok(Box::new(Coin)), &|_| {}).unwrap().unwrap();
        assert!(runs.iter().all(|r| r.study == Study::Restricted && r.pairing.a == r.pairing.b));
        let worth = Worth::of(&Coin.card_kinds(), &runs);
        assert_eq!(worth[0].card, "crown");
        assert_eq!(worth[0].share.p, 0.0, "forbidden the crown, a side never wins");
        assert!(worth[0].flag);
        assert_eq!(worth[1].card, "pebble");
        assert!(!worth[1].flag, "forbidden the pebble, a player against itself holds an even share: {:?}", worth[1]);
    }

    #[test]
    fn a_restricted_player_is_forbidden_its_card_on_the_side_it_holds_in_each_game() {
        let pairing = Pairing { without: Some(1), ..Pairing::of(PolicyKind::Greedy, PolicyKind::Greedy) };
        assert_eq!(
            (0..4).map(|i| pairing.restricted(i, 2)).collect::<Vec<_>>(),
            [Some((0, 1)), Some((1, 1)), Some((0, 1)), Some((1, 1))]
        );
        assert_eq!(Pairing::of(PolicyKind::Greedy, PolicyKind::Random).restricted(0, 2), None);
    }

    /// Three seats alike, the greedy player's always winning.
    struct Three;

    impl BalanceGame for Three {
        fn sides(&self) -> Vec<String> {
            (1..=3).map(|s| format!("seat-{s}")).collect()
        }
        fn card_kinds(&self) -> Vec<String> {
            Vec::new()
        }
        fn names(&self, _: &crate::content::Locale) -> Result<Names, String> {
            Ok(Names::default())
        }
        fn length_unit(&self) -> &'static str {
            "turns"
        }
        fn ends(&self) -> Vec<EndKind> {
            vec![EndKind { id: "won", rare: false, nobody: false }]
        }
        fn play(&self, players: &[PolicyKind], _: Option<(usize, u8)>, seed: u64) -> Played {
            let winner = players.iter().position(|&p| p == PolicyKind::Greedy).map(|s| s as u8);
            Played {
                seed,
                players: players.to_vec(),
                replay: String::new(),
                a_side: 0,
                first: (seed % 3) as u8,
                winner,
                end: "won",
                length: 1,
                cards: vec![0; 3],
            }
        }
    }

    #[test]
    fn with_three_sides_the_first_player_wins_are_its_own_and_the_second_players_the_rest() {
        let played =
            play_pairing(&Three, Pairing::of(PolicyKind::Greedy, PolicyKind::Random), 300, 0, &|_| {}).unwrap();
        let t = Tally::of(&Three, &played);
        assert_eq!((t.by_player[0].p, t.by_player[1].p), (1.0, 0.0));
        assert!(t.by_side.iter().all(|s| (s.p - 1.0 / 3.0).abs() < 1e-9), "{:?}", t.by_side);
        let played =
            play_pairing(&Three, Pairing::of(PolicyKind::Random, PolicyKind::Greedy), 300, 0, &|_| {}).unwrap();
        let t = Tally::of(&Three, &played);
        assert_eq!((t.by_player[0].p, t.by_player[1].p), (0.0, 1.0), "two greedy seats: one of them wins");
    }

    #[test]
    fn with_more_sides_the_first_player_holds_each_side_once_in_as_many_games() {
        let pairing = Pairing::of(PolicyKind::Greedy, PolicyKind::Random);
        for sides in [2, 3, 4, 6] {
            let mut held = vec![0; sides];
            for i in 0..sides as u64 * 5 {
                let players = pairing.players(i, sides);
                assert_eq!(players.len(), sides);
                let a: Vec<usize> = (0..sides).filter(|&s| players[s] == PolicyKind::Greedy).collect();
                assert_eq!(a, [Pairing::a_side(i, sides)], "one side for `a`, the others for `b`");
                held[a[0]] += 1;
            }
            assert_eq!(held, vec![5; sides], "{sides} sides");
        }
    }

    #[test]
    fn the_games_of_a_pairing_are_the_same_whatever_the_threads() {
        let run = |threads| {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
            pool.install(|| play_pairing(&Coin, Pairing::of(PolicyKind::Greedy, PolicyKind::Greedy), 3000, 11, &|_| {}))
        };
        assert_eq!(run(1), run(3));
    }
}
