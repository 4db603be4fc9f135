//! The checks of one turn, in the order of J3: the move (J3.1, J6) and the effect of the space it
//! ends on (J4), the draw (J3.2), then the card played (J3.3, J5).
//!
//! Where the record does something the rules forbid but that can still be carried out (a second
//! card of a kind, a strike on a full front), the problem is reported and the record is followed,
//! so that later turns are judged in the position the record reached; where the record's state
//! and the rules' part (a pawn or a marker elsewhere, a card from nowhere), the check of the game
//! stops.

use super::rules::{Card, Effect, Guard, Rules};
use super::table::{Step, Table};
use super::{Checker, bad};
use serde_json::Value;

/// One card played, as the record's PLAY states it (J3.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Play {
    Acquire(Card),
    Strike { card: Card, target: usize, back: bool },
    Discard(Card),
}

impl Play {
    /// Reads a play, or says why it cannot be read.
    fn parse(rules: &Rules, p: &Value) -> Result<Play, String> {
        let card = |key: &str| {
            let id = p[key].as_str().ok_or_else(|| format!("its {key} is {}, not a card id (J3.3)", p[key]))?;
            rules.card(id).ok_or_else(|| format!("its card {id} is no card of the box (J1.4)"))
        };
        let keys = ["acquire", "strike", "discard"].map(|k| !p[k].is_null());
        match keys {
            [true, false, false] => Ok(Play::Acquire(card("acquire")?)),
            [false, false, true] => Ok(Play::Discard(card("discard")?)),
            [false, true, false] => {
                let seats = rules.seats;
                let target = p["target"].as_u64().filter(|&t| t < seats as u64);
                let target = target.ok_or_else(|| {
                    format!("its target {} is no seat: the seats are 0 to {} (J3.3 b)", p["target"], seats - 1)
                })?;
                let back = p["back"]
                    .as_bool()
                    .ok_or_else(|| format!("its back is {}, not true or false (J3.3 b)", p["back"]))?;
                Ok(Play::Strike { card: card("strike")?, target: target as usize, back })
            }
            _ => Err("it is none of acquire, strike with a target and back, or discard (J3.3)".to_string()),
        }
    }

    fn card(self) -> Card {
        match self {
            Play::Acquire(card) | Play::Strike { card, .. } | Play::Discard(card) => card,
        }
    }

    /// The play in words, for messages, with the rule of its way of playing.
    fn describe(self, rules: &Rules) -> (String, &'static str) {
        let id = rules.id(self.card());
        match self {
            Play::Acquire(_) => (format!("acquires {id}"), "J3.3 a"),
            Play::Strike { target, .. } => (format!("strikes seat {target} with {id}"), "J3.3 b"),
            Play::Discard(_) => (format!("discards {id}"), "J3.3 c"),
        }
    }
}

/// What the guard of a start space finds in front of `seat`, for messages (J4.2 to J4.4).
fn guard_words(table: &Table, seat: usize, guard: Guard) -> String {
    let acquired = &table.acquired[seat];
    let cards = table.rules.show(acquired);
    match guard {
        Guard::Never => "the pawn goes back to Start".to_string(),
        Guard::Card(card) => {
            let has = if acquired.contains(&card) { "has" } else { "has no" };
            format!("seat {seat} {has} {} among his Acquired cards {cards}", table.rules.id(card))
        }
        Guard::Acquired(n) => {
            format!("seat {seat} has {} Acquired cards {cards}, where {n} keep him there", acquired.len())
        }
    }
}

/// Where the marker of `seat` left his pawn, in words, once a strike or a relief is done and
/// `back` says whether the pawn went back to Start (J3.3 b, J4.1).
fn fall_words(table: &Table, seat: usize, back: bool) -> String {
    let marker = table.markers[seat];
    let why = if back {
        "so his pawn goes back to Start"
    } else if marker >= 0 {
        "so his pawn stays"
    } else if !table.rules.negative_start {
        "but without negative_start his pawn stays"
    } else {
        "but his pawn is already on Start and goes nowhere"
    };
    format!("his marker is at {marker}, {why}")
}

impl Checker {
    /// Turn `n`. Returns `None` when the record can no longer be followed, else the seat that
    /// won in this turn, if one did.
    pub(super) fn turn(&mut self, table: &mut Table, t: &Value, n: usize) -> Option<Option<usize>> {
        let seat = table.seat_of_turn(n);
        if t["seat"].as_u64() != Some(seat as u64) {
            let first = table.first;
            bad!(
                self,
                "turn {n}: seat is {} but turns go round the seats from seat {first}, the first, so it is seat {seat}'s turn (J2.1)",
                t["seat"]
            );
            return None;
        }
        let at = format!("turn {n} (seat {seat})");
        let step = self.movement(table, &t["move"], &at, seat)?;
        if step.wins {
            for key in ["space", "draw", "play"] {
                if !t[key].is_null() {
                    bad!(
                        self,
                        "{at}: the move ends on the finish, which wins at once (J6.1), but the turn goes on with a {key}"
                    );
                }
            }
            return Some(Some(seat));
        }
        self.space(table, &t["space"], &at, seat)?;
        self.draw(table, &t["draw"], &at, seat)?;
        self.play(table, &t["play"], &at, seat)?;
        Some(None)
    }

    /// J3.1, J6.1 to J6.3: the move, from where the pawn stands, by the marker's positive value
    /// and a roll of the die, to where the rules end it.
    fn movement(&mut self, table: &mut Table, m: &Value, at: &str, seat: usize) -> Option<Step> {
        let field = |key: &str| m[key].as_i64();
        let (Some(from), Some(destiny), Some(die), Some(to)) =
            (field("from"), field("destiny"), field("die"), field("to"))
        else {
            bad!(self, "{at}: move is {m} but it is from, destiny, die and to, each a whole number (J3.1)");
            return None;
        };
        let pawn = table.pawns[seat];
        if from != pawn {
            bad!(self, "{at}: the move starts from {from} but the pawn stands on {pawn} (J3.1)");
            return None;
        }
        let (push, marker) = (table.push(seat), table.markers[seat]);
        if destiny != push {
            bad!(
                self,
                "{at}: the move counts destiny {destiny} but the marker is at {marker}, so the pawn moves {push} before the die (J3.1)"
            );
        }
        let faces = table.rules.die;
        if !(1..=faces).contains(&die) {
            bad!(self, "{at}: the die shows {die} but a die of {faces} faces shows 1 to {faces} (J1.1, J3.1)");
            return None;
        }
        let step = table.step(seat, die);
        if to != step.to {
            let rule = step.rule;
            bad!(
                self,
                "{at}: the move from {from} with destiny {push} and die {die} ends on {}, not {to} ({rule})",
                step.to
            );
            return None;
        }
        match &m["bounced"] {
            Value::Null | Value::Bool(false) if step.bounced => {
                bad!(
                    self,
                    "{at}: the move from {from} with destiny {push} and die {die} goes past the finish and comes back to {to}, but bounced is {} (J6.2)",
                    m["bounced"]
                );
            }
            Value::Bool(true) if !step.bounced => {
                bad!(
                    self,
                    "{at}: the move from {from} with destiny {push} and die {die} does not go past the finish, but bounced is true (J6.2)"
                );
            }
            Value::Null | Value::Bool(_) => {}
            other => bad!(self, "{at}: bounced is {other}, not true or left out (J6.2)"),
        }
        table.pawns[seat] = step.to;
        Some(step)
    }

    /// J4: the special space the move ended on acts, as the record says; a plain space does not.
    fn space(&mut self, table: &mut Table, s: &Value, at: &str, seat: usize) -> Option<()> {
        let to = table.pawns[seat];
        let Some(effect) = table.rules.effect(to) else {
            if !s.is_null() {
                bad!(
                    self,
                    "{at}: the move ends on space {to}, a plain space, but the record has the space effect {s} (J4)"
                );
            }
            return Some(());
        };
        let rule = match effect {
            Effect::Relief { .. } => "J4.1",
            Effect::Start(guard) => guard.rule(),
        };
        if s.is_null() {
            bad!(self, "{at}: the move ends on the special space {to} but the record has no space effect ({rule})");
            return None;
        }
        if s["space"].as_i64() != Some(to) {
            bad!(self, "{at}: space is {} but the move ends on space {to} ({rule})", s["space"]);
        }
        let outcome = &s["outcome"];
        match effect {
            Effect::Relief { gain } => self.relief(table, s, at, seat, gain),
            Effect::Start(guard) => {
                let saved = table.saved(seat, guard);
                let want = if saved { "saved" } else { "back" };
                if outcome != want {
                    let why = guard_words(table, seat, guard);
                    bad!(
                        self,
                        "{at}: on the start space {to} {why}, so the outcome is \"{want}\", not {outcome} ({rule})"
                    );
                    return None;
                }
                if !saved {
                    table.pawns[seat] = 0;
                }
                Some(())
            }
        }
    }

    /// J4.1: an Adversity card of the player's goes and his marker moves up by `gain`; nothing
    /// when he has none.
    fn relief(&mut self, table: &mut Table, s: &Value, at: &str, seat: usize, gain: i64) -> Option<()> {
        let (outcome, to) = (&s["outcome"], table.pawns[seat]);
        let held = &table.adversity[seat];
        if held.is_empty() {
            if outcome != "nothing" {
                bad!(
                    self,
                    "{at}: on the relief space {to} seat {seat} has no Adversity card in front of him, so the outcome is \"nothing\", not {outcome} (J4.1)"
                );
                return None;
            }
            return Some(());
        }
        let cards = table.rules.show(held);
        if outcome != "relieved" {
            bad!(
                self,
                "{at}: on the relief space {to} seat {seat} has {cards} in front of him, so one goes and the marker moves up {gain}: the outcome is \"relieved\", not {outcome} (J4.1)"
            );
            return None;
        }
        let removed = s["removed"].as_str().and_then(|id| table.rules.card(id)).filter(|c| held.contains(c));
        let Some(removed) = removed else {
            bad!(
                self,
                "{at}: the relief space {to} removes {}, but seat {seat} has {cards} in front of him (J4.1)",
                s["removed"]
            );
            return None;
        };
        let back = table.relieve(seat, removed, gain);
        if s["back"].as_bool() != Some(back) {
            let words = fall_words(table, seat, back);
            bad!(self, "{at}: after the relief {words}, and back is {} (J4.1)", s["back"]);
            return None;
        }
        Some(())
    }

    /// J3.2, J5: the top card of the pile, when it has one.
    fn draw(&mut self, table: &mut Table, d: &Value, at: &str, seat: usize) -> Option<()> {
        let Some(&top) = table.pile.front() else {
            if !d.is_null() {
                bad!(self, "{at}: draws {d} but the pile is empty, so nobody draws (J5)");
                return None;
            }
            return Some(());
        };
        let top_id = table.rules.id(top);
        if d.is_null() {
            bad!(self, "{at}: draws nothing but the pile's top card is {top_id} (J3.2)");
            return None;
        }
        if d != top_id {
            bad!(self, "{at}: draws {d} but the top of the pile is {top_id} (J3.2)");
            return None;
        }
        table.draw(seat);
        Some(())
    }

    /// J3.3, J3.4, J5: one card of the hand, played legally; none only when the hand is empty.
    fn play(&mut self, table: &mut Table, p: &Value, at: &str, seat: usize) -> Option<()> {
        if table.hands[seat].is_empty() {
            if !p.is_null() {
                bad!(self, "{at}: plays {p} but the hand is empty after the draw, so he only moves (J5)");
                return None;
            }
            return Some(());
        }
        let hand = || table.rules.show(&table.hands[seat]);
        if p.is_null() {
            bad!(self, "{at}: plays nothing but holds {}, and a card can always be discarded (J3.3, J3.4)", hand());
            return Some(());
        }
        let play = match Play::parse(&table.rules, p) {
            Ok(play) => play,
            Err(why) => {
                bad!(self, "{at}: play is {p}, but {why}");
                return None;
            }
        };
        if !table.hands[seat].contains(&play.card()) {
            bad!(self, "{at}: plays {} but holds {} (J3.3)", table.rules.id(play.card()), hand());
            return None;
        }
        let fault = match play {
            Play::Acquire(card) => table.acquire_fault(seat, card),
            Play::Strike { card, target, .. } => table.strike_fault(seat, card, target),
            Play::Discard(_) => None,
        };
        if let Some(fault) = fault {
            let (what, rule) = play.describe(&table.rules);
            bad!(self, "{at}: {what} but {} ({rule})", fault.why);
            if !fault.can_follow {
                return None;
            }
        }
        match play {
            Play::Acquire(card) => table.acquire(seat, card),
            Play::Strike { card, target, back } => {
                let fell = table.strike(seat, card, target);
                if back != fell {
                    let words = fall_words(table, target, fell);
                    bad!(self, "{at}: after the strike on seat {target} {words}, and back is {back} (J3.3 b)");
                    return None;
                }
            }
            Play::Discard(card) => table.discard(seat, card),
        }
        Some(())
    }
}
