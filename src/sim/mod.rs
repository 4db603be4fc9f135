//! Many games in parallel, whatever the game: seeds, blocks of games, an order-preserving merge
//! of summaries and game records. Each engine plugs in through [`Playout`], so the loop is
//! compiled for each game's own types (no dynamic dispatch per game).

pub mod balance;
pub mod interval;
pub mod ismcts;
pub mod report;

use rayon::prelude::*;
use std::fmt;
use std::str::FromStr;

/// One game's way of playing a seeded game and counting it.
pub trait Playout: Sync {
    /// What the games add up to; merged in order, so it does not depend on threads.
    type Summary: Default + Send;

    /// Plays game `seed` and counts it in `summary`.
    fn play(&self, seed: u64, summary: &mut Self::Summary);

    /// Plays game `seed`, counts it, and returns its record (one line, without the newline).
    fn record(&self, seed: u64, summary: &mut Self::Summary) -> String;

    /// Adds `part` (the games after those in `into`) to `into`.
    fn merge(into: &mut Self::Summary, part: &Self::Summary);
}

/// SplitMix64: turns neighbouring seeds into unrelated streams.
pub fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed.wrapping_add(stream.wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Games per unit of parallel work: large enough to amortise scheduling.
const BLOCK: u64 = 2048;

/// Plays `games` games; game `i` uses seed `seed + i`. When `log` is given, it receives the
/// games' records in order, one line each. `progress` is told how many games are done.
pub fn simulate<P: Playout>(
    playout: &P,
    games: u64,
    seed: u64,
    mut log: Option<&mut (dyn std::io::Write + Send)>,
    progress: &(dyn Fn(u64) + Sync),
) -> std::io::Result<P::Summary> {
    let blocks = games.div_ceil(BLOCK);
    let mut summary = P::Summary::default();
    // Blocks are played in parallel a window at a time and merged in order, so the summary and
    // the log do not depend on the number of threads.
    let window = (rayon::current_num_threads() as u64 * 4).max(1);
    let mut start = 0;
    // A stop asked for (Ctrl-C) ends the simulation after the window in progress: the summary
    // and the log then hold the same games, all of them complete.
    while start < blocks && !crate::interrupt::stop_requested() {
        let end = (start + window).min(blocks);
        let with_log = log.is_some();
        let results: Vec<(P::Summary, String)> = (start..end)
            .into_par_iter()
            .map(|b| {
                let mut part = P::Summary::default();
                let mut lines = String::new();
                let lo = b * BLOCK;
                let hi = ((b + 1) * BLOCK).min(games);
                for i in lo..hi {
                    let seed = seed.wrapping_add(i);
                    if with_log {
                        lines.push_str(&playout.record(seed, &mut part));
                        lines.push('\n');
                    } else {
                        playout.play(seed, &mut part);
                    }
                }
                progress(hi - lo);
                (part, lines)
            })
            .collect();
        for (part, lines) in results {
            P::merge(&mut summary, &part);
            if let Some(out) = log.as_mut() {
                out.write_all(lines.as_bytes())?;
            }
        }
        start = end;
    }
    Ok(summary)
}

/// The kinds of player a simulation can use, whatever the game: `random` (uniform over the legal
/// decisions), `greedy` (each game's own heuristic) and `ismcts:N` (the search player of
/// [`ismcts`], N iterations per decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PolicyKind {
    Random,
    Greedy,
    Ismcts(u32),
}

/// The search player's iterations per decision when `--players` says only `ismcts`.
pub const ISMCTS_DEFAULT: u32 = 200;

impl PolicyKind {
    /// The name used on the command line and in game records (`ismcts:200`).
    pub fn id(self) -> String {
        match self {
            PolicyKind::Random => "random".to_string(),
            PolicyKind::Greedy => "greedy".to_string(),
            PolicyKind::Ismcts(n) => format!("ismcts:{n}"),
        }
    }
}

impl fmt::Display for PolicyKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.id())
    }
}

impl FromStr for PolicyKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let usage = "use \"random\", \"greedy\" or \"ismcts:N\" (N iterations per decision, e.g. ismcts:200)";
        match s.trim() {
            "random" => Ok(PolicyKind::Random),
            "greedy" => Ok(PolicyKind::Greedy),
            "ismcts" => Ok(PolicyKind::Ismcts(ISMCTS_DEFAULT)),
            other => match other.strip_prefix("ismcts:").map(str::parse::<u32>) {
                Some(Ok(n)) if n > 0 => Ok(PolicyKind::Ismcts(n)),
                _ => Err(format!("unknown player {other:?}: {usage}")),
            },
        }
    }
}

/// The choice of a greedy player: the best-scored of the decisions offered, ties broken
/// uniformly (reservoir sampling, one draw per tie, so the choice does not depend on how many
/// decisions tie before it is known).
pub struct Best<D> {
    score: i32,
    ties: u32,
    pick: Option<D>,
}

impl<D> Default for Best<D> {
    fn default() -> Best<D> {
        Best { score: i32::MIN, ties: 0, pick: None }
    }
}

impl<D> Best<D> {
    /// Offers `decision`, scored `score`.
    #[inline]
    pub fn offer(&mut self, decision: D, score: i32, rng: &mut fastrand::Rng) {
        if score > self.score {
            (self.score, self.ties, self.pick) = (score, 1, Some(decision));
        } else if score == self.score {
            self.ties += 1;
            if rng.u32(..self.ties) == 0 {
                self.pick = Some(decision);
            }
        }
    }

    /// The decision chosen, if any was offered.
    pub fn pick(self) -> Option<D> {
        self.pick
    }
}

/// Checks restricted play in `positions`: a player of each kind, forbidden each of `kinds`
/// kinds of card, never takes a decision that `plays` it while another decision is legal.
/// Returns the checks where the forbidden card was legal and avoidable, so that a test can
/// assert the restriction was put to the proof.
#[cfg(test)]
pub fn check_restricted_play<S: crate::game::State>(
    positions: &[S],
    kinds: u8,
    plays: impl Fn(&S::Decision, u8) -> bool,
    decide: impl Fn(&S, PolicyKind, u8, u64) -> S::Decision,
) -> usize {
    let mut tested = 0;
    for (i, game) in positions.iter().enumerate() {
        if game.to_move().is_none() {
            continue;
        }
        let legal = game.legal();
        for kind in 0..kinds {
            let avoidable = legal.iter().any(|d| !plays(d, kind));
            let tempting = legal.iter().any(|d| plays(d, kind));
            for policy in [PolicyKind::Random, PolicyKind::Greedy, PolicyKind::Ismcts(12)] {
                let d = decide(game, policy, kind, i as u64);
                assert!(legal.contains(&d), "{policy} forbidden kind {kind} took an illegal decision {d:?}");
                if avoidable {
                    assert!(!plays(&d, kind), "{policy} forbidden kind {kind} took {d:?}");
                }
                tested += usize::from(avoidable && tempting);
            }
        }
    }
    tested
}

#[cfg(test)]
mod tests {
    use super::{Best, ISMCTS_DEFAULT, PolicyKind};

    #[test]
    fn players_are_named_as_on_the_command_line() {
        for (name, kind) in [
            ("random", PolicyKind::Random),
            ("greedy", PolicyKind::Greedy),
            ("ismcts:2000", PolicyKind::Ismcts(2000)),
            ("ismcts", PolicyKind::Ismcts(ISMCTS_DEFAULT)),
        ] {
            assert_eq!(name.parse::<PolicyKind>(), Ok(kind));
        }
        assert_eq!(PolicyKind::Ismcts(200).to_string(), "ismcts:200");
        for bad in ["ismcts:0", "ismcts:many", "mcts", ""] {
            let err = bad.parse::<PolicyKind>().unwrap_err();
            assert!(err.contains("ismcts:N"), "{err}");
        }
    }

    #[test]
    fn best_picks_the_highest_score_and_each_tie_about_as_often() {
        let mut rng = fastrand::Rng::with_seed(4);
        let mut counts = [0u32; 5];
        for _ in 0..30_000 {
            let mut best = Best::default();
            for (d, score) in [(0, 1), (1, 3), (2, 2), (3, 3), (4, 3)] {
                best.offer(d, score, &mut rng);
            }
            counts[best.pick().unwrap()] += 1;
        }
        assert_eq!(counts[0] + counts[2], 0, "{counts:?}");
        for c in [counts[1], counts[3], counts[4]] {
            assert!((c as f64 - 10_000.0).abs() < 5.0 * 10_000f64.sqrt(), "{counts:?}");
        }
    }
}
