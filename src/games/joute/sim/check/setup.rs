//! The setup: the rolls for the first player (J2.1), the pile as a shuffle of the box (J1.4) and
//! the hands dealt from its top (J2.2).

use super::rules::{Card, Rules};
use super::table::Table;
use super::{Checker, bad};
use serde_json::Value;

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort_unstable();
    cards
}

/// Seats as a list for messages: "0, 2".
fn list(seats: &[usize]) -> String {
    seats.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
}

impl Checker {
    /// J2.1: the rolls decide the first player. Returns the record's `first`, which the deal and
    /// the turns follow even when the rolls disagree with it, so that one wrong fact is one problem.
    pub(super) fn first(&mut self, rules: &Rules, rec: &Value) -> Option<usize> {
        let seats = rules.seats;
        let first = rec["first"].as_u64().filter(|&f| f < seats as u64).map(|f| f as usize);
        let first = self.need(first, &format!("first (a seat from 0 to {}, J2.1)", seats - 1));
        if let (Some(decided), Some(first)) = (self.rolls(rules, &rec["rolls"]), first)
            && decided != first
        {
            bad!(self, "first is {first} but seat {decided} has the highest roll of the last round (J2.1)");
        }
        first
    }

    /// J2.1: every seat rolls in the first round, then only the seats tied for the highest roll of
    /// the round before, until one roll is highest. Returns that roll's seat.
    pub(super) fn rolls(&mut self, rules: &Rules, v: &Value) -> Option<usize> {
        let (seats, die) = (rules.seats, rules.die);
        let rounds = v.as_array().filter(|r| !r.is_empty());
        let rounds = self.need(rounds, "rolls (at least one round, J2.1)")?;
        let mut rolling: Vec<usize> = (0..seats).collect();
        let mut decided = None;
        for (i, round) in rounds.iter().enumerate() {
            let k = i + 1;
            if let Some(seat) = decided {
                bad!(
                    self,
                    "rolls: round {k} follows a round whose highest roll is seat {seat}'s alone, which ends the rolls (J2.1)"
                );
                return None;
            }
            let round: Option<Vec<u64>> =
                round.as_array().filter(|r| r.len() == seats).and_then(|r| r.iter().map(Value::as_u64).collect());
            let round = self.need(round, &format!("rolls: round {k} ({seats} whole numbers)"))?;
            for (seat, &roll) in round.iter().enumerate() {
                if rolling.contains(&seat) && !(1..=die as u64).contains(&roll) {
                    bad!(
                        self,
                        "rolls: in round {k} seat {seat} rolls {roll}, but a die of {die} faces shows 1 to {die} (J1.1, J2.1)"
                    );
                } else if !rolling.contains(&seat) && roll != 0 {
                    let who = list(&rolling);
                    bad!(
                        self,
                        "rolls: in round {k} seat {seat} rolls {roll}, but only seats {who}, tied for the highest roll of round {i}, roll again (J2.1)"
                    );
                }
            }
            let high = rolling.iter().map(|&s| round[s]).max().unwrap_or(0);
            rolling.retain(|&s| round[s] == high);
            if let [seat] = rolling[..] {
                decided = Some(seat);
            }
        }
        if decided.is_none() {
            let who = list(&rolling);
            bad!(self, "rolls: seats {who} tie for the highest roll of the last round, so they roll again (J2.1)");
        }
        decided
    }

    /// J1.4, J2.2: the pile before the deal, a shuffle of exactly the box. A pile of known cards
    /// in the wrong numbers is reported and followed.
    pub(super) fn pile(&mut self, rules: &Rules, v: &Value) -> Option<Vec<Card>> {
        let list = self.need(v.as_array(), "pile")?;
        let mut pile = Vec::with_capacity(list.len());
        for (i, c) in list.iter().enumerate() {
            match c.as_str().and_then(|id| rules.card(id)) {
                Some(card) => pile.push(card),
                None => bad!(self, "pile: card {i} is {c}, which is no card of the box (J1.4)"),
            }
        }
        if pile.len() != list.len() {
            return None;
        }
        let mut counts = vec![0u64; rules.cards.len()];
        for c in &pile {
            counts[c.0] += 1;
        }
        let wrong: Vec<String> = rules
            .cards
            .iter()
            .zip(&counts)
            .filter(|(k, n)| k.copies != **n)
            .map(|(k, n)| format!("{n} {}, not {}", k.id, k.copies))
            .collect();
        if !wrong.is_empty() {
            bad!(self, "pile: the box has every kind in its copies, but the pile holds {} (J1.4)", wrong.join("; "));
        }
        Some(pile)
    }

    /// J2.2: each seat, in turn order from `first`, takes `hand` cards at once from the top of the
    /// pile. Returns the table the turns start from, with each hand in the order dealt.
    pub(super) fn deal(&mut self, rules: Rules, pile: Vec<Card>, first: usize, v: &Value) -> Option<Table> {
        let (seats, size) = (rules.seats, rules.hand);
        if seats * size > pile.len() {
            bad!(self, "pile: it holds {} cards, too few to deal {seats} hands of {size} (J2.2)", pile.len());
            return None;
        }
        let hands = v.as_array().filter(|h| h.len() == seats);
        let hands = self.need(hands, &format!("hands ({seats} of them)"))?;
        let mut dealt = vec![Vec::new(); seats];
        let mut ok = true;
        for k in 0..seats {
            let seat = (first + k) % seats;
            let want = &pile[k * size..(k + 1) * size];
            // A hand is hidden and unordered (J2.2), so any order of the right cards will do.
            let got = rules.parse_cards(&hands[seat]).map(sorted);
            if got != Some(sorted(want.to_vec())) {
                let (from, to) = (k * size + 1, (k + 1) * size);
                bad!(
                    self,
                    "hands: seat {seat} holds {} but J2.2 deals it {}, cards {from} to {to} of the pile, in turn order from seat {first}",
                    hands[seat],
                    rules.show(want)
                );
                ok = false;
            }
            dealt[seat] = want.to_vec();
        }
        let rest = pile[seats * size..].to_vec();
        ok.then(|| Table::new(rules, first, dealt, rest))
    }
}
