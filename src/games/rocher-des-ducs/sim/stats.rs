//! What simulated games add up to: wins by faction, by the first player, the King's wins,
//! victory types, game length.

use crate::games::rocher_des_ducs::engine::{End, Faction, Victory, Winner};
use serde::Serialize;

#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    pub games: u64,
    pub normans: u64,
    pub bretons: u64,
    /// The King of France's wins (D5.5).
    pub king: u64,
    pub draws: u64,
    /// Games won by the faction of the first player (D2.3).
    pub first_player: u64,
    /// Games by victory type, in the order of [`Victory::ALL`].
    pub victories: [u64; 6],
    pub turns: u64,
    pub longest: u32,
}

impl Summary {
    pub fn add(&mut self, end: &End, first: Faction) {
        self.games += 1;
        match end.winner {
            Some(Winner::Faction(Faction::Normans)) => self.normans += 1,
            Some(Winner::Faction(Faction::Bretons)) => self.bretons += 1,
            Some(Winner::King) => self.king += 1,
            None => self.draws += 1,
        }
        if end.winner == Some(Winner::Faction(first)) {
            self.first_player += 1;
        }
        self.victories[end.victory as usize] += 1;
        self.turns += end.turns as u64;
        self.longest = self.longest.max(end.turns);
    }

    pub fn merge(&mut self, o: &Summary) {
        self.games += o.games;
        self.normans += o.normans;
        self.bretons += o.bretons;
        self.king += o.king;
        self.draws += o.draws;
        self.first_player += o.first_player;
        for (a, b) in self.victories.iter_mut().zip(o.victories) {
            *a += b;
        }
        self.turns += o.turns;
        self.longest = self.longest.max(o.longest);
    }

    pub fn mean_turns(&self) -> f64 {
        self.turns as f64 / self.games.max(1) as f64
    }

    fn pct(&self, n: u64) -> f64 {
        100.0 * n as f64 / self.games.max(1) as f64
    }

    /// The summary as JSON, victory types by name.
    pub fn json(&self) -> serde_json::Value {
        let victories: serde_json::Map<String, serde_json::Value> =
            Victory::ALL.iter().map(|v| (v.id().to_string(), self.victories[*v as usize].into())).collect();
        serde_json::json!({
            "games": self.games,
            "wins": { "normans": self.normans, "bretons": self.bretons, "king": self.king, "draws": self.draws },
            "first_player_wins": self.first_player,
            "victories": victories,
            "mean_turns": self.mean_turns(),
            "longest": self.longest,
        })
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "games          {}", self.games)?;
        writeln!(
            f,
            "wins           normans {:.1}%  bretons {:.1}%  King of France {:.1}% (D5.5)  draws {:.1}%",
            self.pct(self.normans),
            self.pct(self.bretons),
            self.pct(self.king),
            self.pct(self.draws)
        )?;
        // Seat 1 always moves first (D2.3), with the player `--players` names first: this figure is
        // that seat's and that player's at once; `scriptorium balance` swaps the players.
        writeln!(
            f,
            "first player   wins {:.1}% (D2.3: seat 1, the first player named by --players, so seat and player are one \
             figure here; `scriptorium balance` swaps the players to tell them apart)",
            self.pct(self.first_player)
        )?;
        let kinds: Vec<String> =
            Victory::ALL.iter().map(|v| format!("{} {:.1}%", v.id(), self.pct(self.victories[*v as usize]))).collect();
        writeln!(f, "victories      {}", kinds.join("  "))?;
        writeln!(f, "turns          mean {:.1}, longest {}", self.mean_turns(), self.longest)
    }
}
