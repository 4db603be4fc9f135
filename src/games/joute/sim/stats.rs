//! What simulated games add up to: wins by seat and by place in the turn order, games stopped by
//! the turn limit, game length, and what sent pawns back to Start: each special space, and the
//! Adversity cards that left a marker below 0.

use crate::games::joute::engine::{Decision, End, Game, Landing, MAX_FINISH, MAX_SEATS, Move, Observer, Space};
use serde::Serialize;

/// The counts of one simulation.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub games: u64,
    /// Wins by seat.
    pub wins: [u64; MAX_SEATS],
    /// Wins by place in the turn order (0: the player who began, J2.1).
    pub wins_by_order: [u64; MAX_SEATS],
    /// Games the turn limit stopped (J6.4).
    pub stalled: u64,
    pub turns: u64,
    pub longest: u32,
    /// By space: moves that ended there.
    #[serde(skip)]
    pub landed: [u64; MAX_FINISH + 1],
    /// By space: pawns it sent back to Start.
    #[serde(skip)]
    pub sent_back: [u64; MAX_FINISH + 1],
    /// By space: pawns an Acquired card or the count kept there (J4.3, J4.4), or Adversity cards
    /// a relief removed (J4.1).
    #[serde(skip)]
    pub helped: [u64; MAX_FINISH + 1],
    /// Pawns sent back to Start by an Adversity card (J3.3 b).
    pub struck_back: u64,
    /// Moves that bounced off the finish (J6.2).
    pub bounces: u64,
    /// Turns played with an empty hand, only moving (J5).
    pub empty_turns: u64,
}

impl Default for Summary {
    fn default() -> Summary {
        Summary {
            games: 0,
            wins: [0; MAX_SEATS],
            wins_by_order: [0; MAX_SEATS],
            stalled: 0,
            turns: 0,
            longest: 0,
            landed: [0; MAX_FINISH + 1],
            sent_back: [0; MAX_FINISH + 1],
            helped: [0; MAX_FINISH + 1],
            struck_back: 0,
            bounces: 0,
            empty_turns: 0,
        }
    }
}

/// Counts a game's events into a [`Summary`] as it is played.
pub struct Counter<'a> {
    pub summary: &'a mut Summary,
}

impl<'a> Counter<'a> {
    pub fn new(summary: &'a mut Summary) -> Counter<'a> {
        Counter { summary }
    }
}

impl Observer for Counter<'_> {
    #[inline]
    fn idle(&mut self, _seat: u8) {
        self.summary.empty_turns += 1;
    }

    #[inline]
    fn moved(&mut self, _seat: u8, mv: Move) {
        self.summary.bounces += mv.bounced as u64;
    }

    /// Every move that ends on a special space lands there once (a relief chosen by the player
    /// included), so the landings are counted here rather than on every move.
    #[inline]
    fn landed(&mut self, _game: &Game, _seat: u8, space: u8, landing: Landing) {
        let s = space as usize;
        self.summary.landed[s] += 1;
        match landing {
            Landing::Nothing => {}
            Landing::Relieved { back, .. } => {
                self.summary.helped[s] += 1;
                self.summary.sent_back[s] += back as u64;
            }
            Landing::Back => self.summary.sent_back[s] += 1,
            Landing::Saved => self.summary.helped[s] += 1,
        }
    }

    #[inline]
    fn played(&mut self, _game: &Game, _seat: u8, _d: Decision, back: bool) {
        // Only an Adversity card sends a pawn back.
        self.summary.struck_back += back as u64;
    }

    fn ended(&mut self, game: &Game, end: &End) {
        let s = &mut *self.summary;
        s.games += 1;
        match end.winner {
            Some(w) => {
                s.wins[w as usize] += 1;
                let order = (w + game.seats - game.first) % game.seats;
                s.wins_by_order[order as usize] += 1;
            }
            None => s.stalled += 1,
        }
        s.turns += end.turns as u64;
        s.longest = s.longest.max(end.turns);
    }
}

impl Summary {
    pub fn merge(&mut self, o: &Summary) {
        self.games += o.games;
        for i in 0..MAX_SEATS {
            self.wins[i] += o.wins[i];
            self.wins_by_order[i] += o.wins_by_order[i];
        }
        self.stalled += o.stalled;
        self.turns += o.turns;
        self.longest = self.longest.max(o.longest);
        for i in 0..=MAX_FINISH {
            self.landed[i] += o.landed[i];
            self.sent_back[i] += o.sent_back[i];
            self.helped[i] += o.helped[i];
        }
        self.struck_back += o.struck_back;
        self.bounces += o.bounces;
        self.empty_turns += o.empty_turns;
    }

    pub fn mean_turns(&self) -> f64 {
        self.turns as f64 / self.games.max(1) as f64
    }

    fn pct(&self, n: u64) -> f64 {
        100.0 * n as f64 / self.games.max(1) as f64
    }

    /// Per game, with one decimal.
    fn per_game(&self, n: u64) -> f64 {
        n as f64 / self.games.max(1) as f64
    }
}

/// A summary with what it needs to be told: the seats, their players, the special spaces.
pub struct Report<'a> {
    pub summary: &'a Summary,
    pub seats: u8,
    pub players: &'a [String],
    /// Each special space's number, id and effect.
    pub spaces: &'a [(u8, String, Space)],
}

/// What a special space's helped pawns are called in the summary: relieved (J4.1), saved by an
/// exception (J4.3, J4.4), or none for a space that always sends back (J4.2).
fn helped(space: Space) -> Option<&'static str> {
    match space {
        Space::Relief { .. } => Some("relieved"),
        Space::StartUnlessCard(_) | Space::StartUnlessCount(_) => Some("saved"),
        Space::Plain | Space::Start => None,
    }
}

impl Report<'_> {
    /// The summary as JSON.
    pub fn json(&self) -> serde_json::Value {
        let s = self.summary;
        let n = self.seats as usize;
        let spaces: Vec<serde_json::Value> = self
            .spaces
            .iter()
            .map(|(at, id, space)| {
                let i = *at as usize;
                let mut json = serde_json::json!({
                    "space": at, "id": id, "landings": s.landed[i], "sent_back": s.sent_back[i],
                });
                if let Some(helped) = helped(*space) {
                    json[helped] = s.helped[i].into();
                }
                json
            })
            .collect();
        serde_json::json!({
            "games": s.games,
            "wins_by_seat": &s.wins[..n],
            "wins_by_turn_order": &s.wins_by_order[..n],
            "stalled": s.stalled,
            "mean_turns": s.mean_turns(),
            "longest": s.longest,
            "spaces": spaces,
            "struck_back": s.struck_back,
            "bounces": s.bounces,
            "empty_hand_turns": s.empty_turns,
        })
    }
}

impl std::fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = self.summary;
        let n = self.seats as usize;
        writeln!(f, "games          {}", s.games)?;
        let seats: Vec<String> =
            (0..n).map(|i| format!("{} ({}) {:.1}%", i + 1, self.players[i], s.pct(s.wins[i]))).collect();
        writeln!(f, "wins by seat   {}", seats.join("  "))?;
        let order: Vec<String> =
            (0..n).map(|i| format!("{} {:.1}%", ordinal(i + 1), s.pct(s.wins_by_order[i]))).collect();
        writeln!(f, "by turn order  {} (J2.1)", order.join("  "))?;
        writeln!(f, "stalled        {:.2}% (turn limit, J6.4)", s.pct(s.stalled))?;
        writeln!(
            f,
            "turns          mean {:.1} ({:.1} a player), longest {}",
            s.mean_turns(),
            s.mean_turns() / n as f64,
            s.longest
        )?;
        writeln!(f, "back to Start  per game:")?;
        for (at, id, space) in self.spaces {
            let i = *at as usize;
            write!(
                f,
                "  space {at:<3} {id:<14} landings {:.2}  sent back {:.2}",
                s.per_game(s.landed[i]),
                s.per_game(s.sent_back[i])
            )?;
            match helped(*space) {
                // A rare exception is not rounded away: its first figures are shown.
                Some(helped) if s.helped[i] > 0 && s.per_game(s.helped[i]) < 0.005 => {
                    writeln!(f, "  {helped} {:.1e}", s.per_game(s.helped[i]))?
                }
                Some(helped) => writeln!(f, "  {helped} {:.2}", s.per_game(s.helped[i]))?,
                None => writeln!(f)?,
            }
        }
        writeln!(f, "  Adversity cards (marker below 0, J3.3 b)  {:.2}", s.per_game(s.struck_back))?;
        writeln!(
            f,
            "bounces        {:.2} a game (J6.2); turns with an empty hand {:.1} a game (J5)",
            s.per_game(s.bounces),
            s.per_game(s.empty_turns)
        )
    }
}

fn ordinal(n: usize) -> String {
    match n {
        1 => "1st".into(),
        2 => "2nd".into(),
        3 => "3rd".into(),
        _ => format!("{n}th"),
    }
}
