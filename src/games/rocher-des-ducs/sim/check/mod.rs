//! Owns the independent re-check of one `rocher-des-ducs-log/2` game record against the rules.
//!
//! Nothing here calls the engine. The record is read as plain JSON and every fact it states
//! (piles, hands, rallying cries, plays, claims and their proofs, draws, gifts, the end) is
//! derived again from `docs/rocher-des-ducs-rules.md` (rule ids D1 to D9), so that a mistake in
//! the engine cannot hide behind the same mistake here. The rules live in `table::Table` and
//! its siblings; this file and `turn.rs` only read the record and compare.

mod cards;
mod draw;
mod end;
mod field;
mod plays;
mod table;
#[cfg(test)]
mod tests;
mod turn;

use cards::{Card, Faction, difference, parse_cards, same, show};
use end::Outcome;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use table::{Deal, HeroLimit, Rules, Table};

/// The record format this checker reads.
const FORMAT: &str = "rocher-des-ducs-log/2";
/// The most problems reported for one record.
const CAP: usize = 50;

/// Records a problem, formatted like `format!`, unless the cap is reached.
macro_rules! bad {
    ($c:expr, $($arg:tt)*) => {
        if $c.problems.len() < CAP {
            $c.problems.push(format!($($arg)*));
        }
    };
}
use bad;

/// One check: the problems found so far.
struct Checker {
    problems: Vec<String>,
}

/// Checks one game record (one line of a log) from the rules alone. Returns every problem found,
/// up to a cap; the check of a game stops at the first inconsistency that leaves the record's
/// state and the rules' apart.
pub fn check_record(line: &str) -> Result<(), Vec<String>> {
    let rec: Value = serde_json::from_str(line).map_err(|e| vec![format!("the record is not JSON: {e}")])?;
    let mut c = Checker { problems: Vec::new() };
    c.game(&rec);
    if c.problems.is_empty() { Ok(()) } else { Err(c.problems) }
}

/// An absent, null or empty value.
fn empty(v: &Value) -> bool {
    v.is_null() || v.as_array().is_some_and(|a| a.is_empty())
}

impl Checker {
    /// Passes a value through, recording a problem when it is missing or malformed.
    fn need<T>(&mut self, v: Option<T>, what: &str) -> Option<T> {
        if v.is_none() {
            bad!(self, "{what} is missing or malformed");
        }
        v
    }

    /// The whole record: header, piles and hands, every turn, then the end.
    fn game(&mut self, rec: &Value) -> Option<()> {
        if rec["format"] != FORMAT {
            bad!(self, "format is {} but this checker reads \"{FORMAT}\"", rec["format"]);
        }
        if rec["game"] != "rocher-des-ducs" {
            bad!(self, "game is {} but this checker reads \"rocher-des-ducs\"", rec["game"]);
        }
        if !rec["seed"].is_u64() {
            bad!(self, "seed is {} but a seed is a whole number from 0 to 2^64 - 1", rec["seed"]);
        }
        let rules = self.rules(rec)?;
        let piles = self.piles(&rules, &rec["piles"])?;
        let mut table = match Table::new(rules, piles) {
            Ok(table) => table,
            Err(why) => {
                bad!(self, "piles: {why}");
                return None;
            }
        };
        self.hands(&table, &rec["hands"])?;
        let turns = self.need(rec["turns"].as_array(), "turns")?;
        let mut ended: Option<(Outcome, usize)> = None;
        let mut quiet = 0;
        for (i, t) in turns.iter().enumerate() {
            let n = i + 1;
            if let Some((out, at)) = &ended {
                bad!(
                    self,
                    "turn {n}: the game ended in turn {at} ({}, {}) but the record goes on (D7)",
                    out.victory,
                    out.rule
                );
                break;
            }
            ended = self.turn(&mut table, t, n, &mut quiet)?.map(|out| (out, n));
        }
        let Some((out, at)) = ended else {
            match table.layable().first() {
                Some((seat, play)) if quiet >= table.rules.seats && table.pending.iter().all(Option::is_none) => bad!(
                    self,
                    "the record stops after {quiet} quiet turns but seat {seat} could still play {} (I-D7.4: the game ends on quiet turns only when nobody holds a card he could lay)",
                    play.describe()
                ),
                _ => bad!(self, "the record stops after turn {} but the game is not over (D7)", turns.len()),
            }
            return None;
        };
        self.end(&table, &rec["end"], &out, at);
        Some(())
    }

    /// The switches and sizes (D2.2, D9), which the checker trusts rather than the ruleset name.
    fn rules(&mut self, rec: &Value) -> Option<Rules> {
        let s = &rec["switches"];
        let deal = self.need(s["deal"].as_str().and_then(Deal::parse), "switches.deal (factions, kingdom or royale)");
        let heroes = self.need(s["heroes"].as_bool(), "switches.heroes");
        let kings_win = self.need(s["kings_win"].as_bool(), "switches.kings_win");
        let ramparts =
            self.need(s["ramparts"].as_u64().filter(|&n| (1..=1000).contains(&n)), "switches.ramparts (D4.2)");
        let seats = self.need(rec["seats"].as_u64().filter(|n| [2, 4, 6].contains(n)), "seats (2, 4 or 6, D9.1)");
        let first = self.need(rec["first"].as_str().and_then(Faction::parse), "first (normans or bretons, D2.3)");
        // D8.1's reading (I-D8.1), needed only when heroes are played.
        let hero_limit = match heroes {
            Some(true) => self.need(
                s["hero_limit"].as_str().and_then(HeroLimit::parse),
                "switches.hero_limit (opponent-heroes or opponent-cards, D8.1)",
            )?,
            _ => HeroLimit::OpponentHeroes,
        };
        let (deal, seats) = (deal?, seats? as usize);
        if deal == Deal::Kingdom && seats != 2 {
            bad!(self, "the kingdom deal is played with 2 seats only, not {seats} (D9.2)");
            return None;
        }
        let hand = Rules::hand_size(seats)?;
        if rec["hand"].as_u64() != Some(hand as u64) {
            bad!(self, "hand is {} but {seats} seats hold {hand} cards (D2.2, D9.1)", rec["hand"]);
        }
        let ramparts = ramparts? as usize;
        Some(Rules { deal, heroes: heroes?, hero_limit, kings_win: kings_win?, ramparts, seats, hand, first: first? })
    }

    /// D1, D2.1: every pile of the deal, with exactly its cards. Returns them top first.
    fn piles(&mut self, rules: &Rules, v: &Value) -> Option<BTreeMap<String, Vec<Card>>> {
        let want = rules.piles();
        let deal = rules.deal.name();
        let heroes = if rules.heroes { "with" } else { "without" };
        for name in v.as_object().into_iter().flat_map(|o| o.keys()) {
            if !want.contains_key(name) {
                bad!(self, "piles: there is no {name} pile in the {deal} deal {heroes} heroes (D2.1)");
            }
        }
        let mut piles = BTreeMap::new();
        for (name, cards) in &want {
            let Some(got) = parse_cards(&v[name]) else {
                bad!(self, "piles: the {name} pile is missing or malformed (D2.1)");
                continue;
            };
            if !same(&got, cards) {
                let (missing, extra) = difference(&got, cards);
                bad!(
                    self,
                    "piles: the {name} pile lacks {} and has {} too many, but D2.1 puts exactly {} there (D1)",
                    show(&missing),
                    show(&extra),
                    show(cards)
                );
            }
            piles.insert(name.clone(), got);
        }
        (piles.len() == want.len()).then_some(piles)
    }

    /// D2.2: each seat's hand is the top of its pile, dealt in seat order.
    fn hands(&mut self, table: &Table, v: &Value) -> Option<()> {
        let seats = table.rules.seats;
        let hands = self.need(v.as_array().filter(|h| h.len() == seats), &format!("hands ({seats} of them)"))?;
        let mut ok = true;
        for (seat, h) in hands.iter().enumerate() {
            let got = self.need(parse_cards(h), &format!("hands: seat {seat}'s hand"))?;
            if !same(&got, &table.hands[seat]) {
                let pile = table.rules.deal_pile(seat);
                let want = show(&table.hands[seat]);
                bad!(
                    self,
                    "hands: seat {seat} holds {} but D2.2 deals it {want} from the top of the {pile} pile",
                    show(&got)
                );
                ok = false;
            }
        }
        ok.then_some(())
    }

    /// D5.5, D7: the END object against the game as the rules ended it in turn `at`.
    fn end(&mut self, table: &Table, e: &Value, out: &Outcome, at: usize) {
        if e["turns"].as_u64() != Some(at as u64) {
            bad!(self, "end: turns is {} but the game ends in turn {at}", e["turns"]);
        }
        let winner = out.winner.map_or(Value::Null, |w| w.name().into());
        if e["winner"] != winner {
            bad!(self, "end: winner is {} but {} gives {winner} ({})", e["winner"], out.rule, out.victory);
        }
        if e["victory"] != out.victory {
            bad!(self, "end: victory is {} but {} gives \"{}\"", e["victory"], out.rule, out.victory);
        }
        let reached = out.reached_by.map_or(Value::Null, |f| f.name().into());
        if e["reached_by"] != reached {
            bad!(self, "end: reached_by is {} but {} gives {reached}", e["reached_by"], out.rule);
        }
        let got = e["ramparts"].as_array().cloned().unwrap_or_default();
        if got.len() != table.line.len() {
            bad!(self, "end: {} ramparts are listed but the line has {} (D4)", got.len(), table.line.len());
        }
        for (g, r) in got.iter().zip(&table.line) {
            let want = json!({
                "position": r.position,
                "won_by": r.won_by.map(|f| f.name()),
                "green": r.green,
                "sealed": r.sealed,
            });
            if ["position", "won_by", "green", "sealed"].iter().any(|k| g[k] != want[k]) {
                bad!(self, "end: rampart {g} but the game leaves {want} (D5.3, D5.5, D8)");
            }
        }
    }
}
