//! The end of the game: the victory conditions (D7.1 to D7.3) with the King of France (D5.5),
//! and the end on quiet turns (D7.4).

use super::cards::Faction;
use super::field::Rampart;
use super::table::Table;
use std::cmp::Ordering;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Winner {
    Faction(Faction),
    /// The King of France (D5.5): both factions lose.
    King,
}

impl Winner {
    pub(super) fn name(self) -> &'static str {
        match self {
            Winner::Faction(f) => f.name(),
            Winner::King => "king",
        }
    }
}

/// How a game ends, as the record's END states it.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Outcome {
    /// `None` for a draw.
    pub(super) winner: Option<Winner>,
    pub(super) victory: &'static str,
    /// The faction that reached D7.1 to D7.3; `None` for an end of D7.4.
    pub(super) reached_by: Option<Faction>,
    /// The rule that decides it, for messages.
    pub(super) rule: &'static str,
}

/// D7.1 to D7.3, in the order they are named when several hold at once.
const CONDITIONS: [(&str, &str); 3] = [("majority", "D7.1"), ("breakthrough", "D7.2"), ("encirclement", "D7.3")];

impl Table {
    /// D7, checked when faction `f` has just won a rampart: the outcome when it reached a
    /// victory condition. With the King's win (D5.5), the faction wins only if some condition
    /// still holds once its green-won ramparts are taken away (no longer counted as won), and
    /// is named by the first such condition; otherwise the King wins.
    pub(super) fn victory(&self, f: Faction) -> Option<Outcome> {
        let (reached, rule) = CONDITIONS.into_iter().find(|(c, _)| self.holds(c, f, true))?;
        let faction_wins =
            |victory, rule| Outcome { winner: Some(Winner::Faction(f)), victory, reached_by: Some(f), rule };
        if !self.rules.kings_win {
            return Some(faction_wins(reached, rule));
        }
        match CONDITIONS.into_iter().find(|(c, _)| self.holds(c, f, false)) {
            Some((victory, rule)) => Some(faction_wins(victory, rule)),
            None => Some(Outcome { winner: Some(Winner::King), victory: reached, reached_by: Some(f), rule: "D5.5" }),
        }
    }

    /// Whether condition `name` holds for `f`, counting its green-won ramparts or not.
    fn holds(&self, name: &str, f: Faction, with_green: bool) -> bool {
        let counts = |r: &Rampart| r.won_by == Some(f) && (with_green || !r.green);
        match name {
            "majority" => self.line.iter().filter(|r| counts(r)).count() >= 4,
            // The positions of the line are consecutive, so neighbours in it are neighbours.
            "breakthrough" => self.line.windows(3).any(|w| w.iter().all(counts)),
            // Interpretation: the ends are the outer ramparts only once the line is complete.
            _ => {
                let strong = |r: &Rampart| counts(r) && r.side(f).iter().any(|l| r.value(l.face) >= 6);
                self.line.len() == self.rules.ramparts
                    && self.line.first().is_some_and(strong)
                    && self.line.last().is_some_and(strong)
            }
        }
    }

    /// D7.4: the outcome of a game that ends on quiet turns.
    pub(super) fn quiet_outcome(&self) -> Outcome {
        let won = |f: Faction| self.line.iter().filter(|r| r.won_by == Some(f)).count();
        let (normans, bretons) = (won(Faction::Normans), won(Faction::Bretons));
        let by_count =
            |f| Outcome { winner: Some(Winner::Faction(f)), victory: "count", reached_by: None, rule: "D7.4" };
        match (normans.cmp(&bretons), self.gabriel_by) {
            (Ordering::Greater, _) => by_count(Faction::Normans),
            (Ordering::Less, _) => by_count(Faction::Bretons),
            (Ordering::Equal, Some(g)) => {
                Outcome { winner: Some(Winner::Faction(g.other())), victory: "gabriel", reached_by: None, rule: "D7.4" }
            }
            (Ordering::Equal, None) => Outcome { winner: None, victory: "draw", reached_by: None, rule: "D7.4" },
        }
    }
}
