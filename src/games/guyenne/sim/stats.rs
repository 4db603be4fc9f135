//! What a designer reads after a simulation: wins, rounds, end reasons and scores.

use crate::games::guyenne::engine::{BySide, End, EndReason, Side};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// Totals over many games; summaries of parts of a run merge into the whole.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Summary {
    pub games: u64,
    pub wins: SideCounts,
    pub draws: u64,
    /// Wins of the side that was first player in round 1, and of the other side.
    pub wins_by_first_player: FirstCounts,
    /// Games per number of rounds played.
    pub rounds: BTreeMap<u16, u64>,
    pub end_reasons: BTreeMap<&'static str, u64>,
    pub score_totals: SideCounts,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SideCounts {
    pub english: u64,
    pub french: u64,
}

impl SideCounts {
    fn add(&mut self, side: Side, n: u64) {
        match side {
            Side::English => self.english += n,
            Side::French => self.french += n,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct FirstCounts {
    pub first: u64,
    pub second: u64,
}

impl Summary {
    /// Adds one finished game. (A game record in a BTreeMap costs little next to a game; the
    /// summary is merged per block, not per game, in parallel runs.)
    pub fn add(&mut self, end: &End, first_player: Side) {
        self.games += 1;
        match end.score.winner {
            Some(w) => {
                self.wins.add(w, 1);
                if w == first_player {
                    self.wins_by_first_player.first += 1;
                } else {
                    self.wins_by_first_player.second += 1;
                }
            }
            None => self.draws += 1,
        }
        *self.rounds.entry(end.round).or_default() += 1;
        *self.end_reasons.entry(end.reason.id()).or_default() += 1;
        for side in Side::ALL {
            self.score_totals.add(side, end.score.points[side] as u64);
        }
    }

    pub fn merge(&mut self, other: &Summary) {
        self.games += other.games;
        self.wins.english += other.wins.english;
        self.wins.french += other.wins.french;
        self.draws += other.draws;
        self.wins_by_first_player.first += other.wins_by_first_player.first;
        self.wins_by_first_player.second += other.wins_by_first_player.second;
        for (k, v) in &other.rounds {
            *self.rounds.entry(*k).or_default() += v;
        }
        for (k, v) in &other.end_reasons {
            *self.end_reasons.entry(k).or_default() += v;
        }
        self.score_totals.english += other.score_totals.english;
        self.score_totals.french += other.score_totals.french;
    }

    pub fn mean_rounds(&self) -> f64 {
        let total: u64 = self.rounds.iter().map(|(&r, &n)| r as u64 * n).sum();
        total as f64 / self.games.max(1) as f64
    }

    pub fn mean_score(&self) -> BySide<f64> {
        let n = self.games.max(1) as f64;
        BySide::new(self.score_totals.english as f64 / n, self.score_totals.french as f64 / n)
    }

    /// The percentile `p` (0..=100) of the rounds distribution.
    pub fn rounds_percentile(&self, p: u64) -> u16 {
        let target = (self.games * p).div_ceil(100).max(1);
        let mut seen = 0;
        for (&r, &n) in &self.rounds {
            seen += n;
            if seen >= target {
                return r;
            }
        }
        0
    }
}

fn pct(n: u64, of: u64) -> f64 {
    100.0 * n as f64 / of.max(1) as f64
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.games;
        writeln!(f, "games          {g}")?;
        writeln!(f, "wins english   {:>8}  {:5.1}%", self.wins.english, pct(self.wins.english, g))?;
        writeln!(f, "wins french    {:>8}  {:5.1}%", self.wins.french, pct(self.wins.french, g))?;
        writeln!(f, "draws          {:>8}  {:5.1}%", self.draws, pct(self.draws, g))?;
        let fp = &self.wins_by_first_player;
        // The first player of round 1 is the same side in every game (R6.3): this figure is that
        // side's, played by that side's player; `scriptorium balance` swaps the players.
        writeln!(f, "wins by the first player of round 1  {:>8}  {:5.1}%", fp.first, pct(fp.first, g))?;
        writeln!(f, "wins by the second player            {:>8}  {:5.1}%", fp.second, pct(fp.second, g))?;
        writeln!(
            f,
            "  (the same side moves first in every game, with the same player: seat, side and player are one \
             figure here; `scriptorium balance` swaps the players to tell them apart)"
        )?;
        let mean = self.mean_score();
        writeln!(f, "mean score     english {:.2}, french {:.2}", mean[Side::English], mean[Side::French])?;
        writeln!(
            f,
            "rounds         mean {:.2}, min {}, median {}, p90 {}, max {}",
            self.mean_rounds(),
            self.rounds.keys().next().copied().unwrap_or(0),
            self.rounds_percentile(50),
            self.rounds_percentile(90),
            self.rounds.keys().last().copied().unwrap_or(0)
        )?;
        writeln!(f, "end reasons")?;
        for reason in [EndReason::AllCastles, EndReason::Exhaustion, EndReason::NoCards] {
            let n = self.end_reasons.get(reason.id()).copied().unwrap_or(0);
            writeln!(f, "  {:<12} {:>8}  {:5.1}%", reason.id(), n, pct(n, g))?;
        }
        writeln!(f, "rounds played (games)")?;
        let max = self.rounds.values().copied().max().unwrap_or(1);
        for (r, n) in &self.rounds {
            let bar = "#".repeat(((n * 40).div_ceil(max)) as usize);
            writeln!(f, "  {r:>3} {n:>8} {bar}")?;
        }
        Ok(())
    }
}
