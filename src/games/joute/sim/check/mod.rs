//! Owns the independent re-check of one `joute-log/1` game record against the rules.
//!
//! Nothing here calls the engine. The record is read as plain JSON and every fact it states (the
//! rolls for the first player, the pile, the hands, each move with its space, draw and play, the
//! end) is derived again from `docs/joute-rules.md` (rule ids J1.1 to J6.4) and the rules the
//! record carries, so that a mistake in the engine cannot hide behind the same mistake here.
//! `rules.rs` reads the rules the record carries and `table.rs` holds the rules of a turn; this
//! file, `setup.rs` and `turn.rs` only read the record and compare.

mod rules;
mod setup;
mod table;
#[cfg(test)]
mod tests;
mod turn;

use serde_json::{Value, json};
use table::Table;

/// The record format this checker reads.
const FORMAT: &str = "joute-log/1";
/// The most problems reported for one record.
const CAP: usize = 50;

/// Records a problem, formatted like `format!`, unless the cap is reached.
macro_rules! bad {
    ($c:expr, $($arg:tt)*) => {
        $c.report(format!($($arg)*))
    };
}
use bad;

/// One check: the problems found so far.
struct Checker {
    problems: Vec<String>,
}

/// Checks one game record (one line of a log) from the rules alone: every problem found, up to a cap.
pub fn check_record(line: &str) -> Result<(), Vec<String>> {
    let rec: Value = serde_json::from_str(line).map_err(|e| vec![format!("the record is not JSON: {e}")])?;
    let mut c = Checker { problems: Vec::new() };
    c.game(&rec);
    if c.problems.is_empty() { Ok(()) } else { Err(c.problems) }
}

/// How the game ended: the seat that reached the finish, or `None` at the turn limit, and the
/// number of turns played.
struct Ending {
    winner: Option<usize>,
    turns: usize,
}

impl Checker {
    /// Records a problem unless the cap is reached.
    fn report(&mut self, problem: String) {
        if self.problems.len() < CAP {
            self.problems.push(problem);
        }
    }

    /// Passes a value through, recording a problem when it is missing or malformed.
    fn need<T>(&mut self, v: Option<T>, what: &str) -> Option<T> {
        if v.is_none() {
            bad!(self, "{what} is missing or malformed");
        }
        v
    }

    /// The whole record: header and rules, setup, every turn, then the end. The check of a game
    /// stops at the first inconsistency that leaves the record's state and the rules' apart.
    fn game(&mut self, rec: &Value) -> Option<()> {
        if !rec.is_object() {
            bad!(self, "the record is {} but a record is a JSON object", kind_of(rec));
            return None;
        }
        if rec["format"] != FORMAT {
            bad!(self, "format is {} but this checker reads \"{FORMAT}\"", rec["format"]);
        }
        if rec["game"] != "joute" {
            bad!(self, "game is {} but this checker reads \"joute\"", rec["game"]);
        }
        if !rec["seed"].is_u64() {
            bad!(self, "seed is {} but a seed is a whole number from 0 to 2^64 - 1", rec["seed"]);
        }
        self.need(rec["ruleset"].as_str(), "ruleset");
        let rules = self.rules(rec)?;
        let seats = rules.seats;
        if rec["policies"].as_array().is_none_or(|p| p.len() != seats) {
            bad!(self, "policies is {} but it names one policy for each of the {seats} seats", rec["policies"]);
        }
        let first = self.first(&rules, rec);
        let pile = self.pile(&rules, &rec["pile"]);
        let mut table = self.deal(rules, pile?, first?, &rec["hands"])?;
        let ending = self.turns(&mut table, &rec["turns"])?;
        self.end(&table, &rec["end"], &ending);
        Some(())
    }

    /// Every turn in order, up to the first move onto the finish (J6.1) or the turn limit (J6.4).
    fn turns(&mut self, table: &mut Table, turns: &Value) -> Option<Ending> {
        let turns = self.need(turns.as_array(), "turns")?;
        let limit = table.rules.turn_limit;
        let mut ending = Ending { winner: None, turns: 0 };
        for (i, t) in turns.iter().enumerate() {
            let n = i + 1;
            if let Some(w) = ending.winner {
                let at = ending.turns;
                bad!(
                    self,
                    "turn {n}: the game ended in turn {at}, when seat {w} reached the finish, but the record goes on (J6.1)"
                );
                return None;
            }
            if n as u64 > limit {
                bad!(
                    self,
                    "turn {n}: the game stops without a winner after {limit} turns, but the record goes on (J6.4)"
                );
                return None;
            }
            ending.winner = self.turn(table, t, n)?;
            ending.turns = n;
        }
        if ending.winner.is_none() && (ending.turns as u64) < limit {
            let n = ending.turns;
            bad!(
                self,
                "the record stops after turn {n}, but no pawn has reached the finish and the turn limit is {limit} (J6.1, J6.4)"
            );
            return None;
        }
        Some(ending)
    }

    /// The END object against the position the rules reached.
    fn end(&mut self, table: &Table, e: &Value, ending: &Ending) {
        if !e.is_object() {
            bad!(self, "end is missing or malformed");
            return;
        }
        let n = ending.turns;
        if e["turns"].as_u64() != Some(n as u64) {
            bad!(self, "end: turns is {} but {n} turns were played", e["turns"]);
        }
        match ending.winner {
            Some(w) if e["winner"] != json!(w) => {
                bad!(self, "end: winner is {} but seat {w} reached the finish in turn {n} (J6.1)", e["winner"])
            }
            None if !e["winner"].is_null() => {
                let limit = table.rules.turn_limit;
                bad!(
                    self,
                    "end: winner is {} but the game stopped at the turn limit, {limit}, without a winner (J6.4)",
                    e["winner"]
                )
            }
            _ => {}
        }
        if e["pawns"] != json!(table.pawns) {
            bad!(self, "end: pawns is {} but the pawns stand on {}", e["pawns"], json!(table.pawns));
        }
        if e["destiny"] != json!(table.markers) {
            bad!(self, "end: destiny is {} but the markers stand at {}", e["destiny"], json!(table.markers));
        }
    }
}

/// What a JSON value is, for messages about values of the wrong shape.
fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
