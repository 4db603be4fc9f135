//! The rules a record carries (switches, sizes, the box of cards, the special spaces), read and
//! checked for sense before any turn is judged (J1, J3.3, J4, J6). The checker trusts them, not
//! the ruleset's name.

use super::{Checker, bad};
use serde_json::Value;
use std::collections::BTreeSet;

/// The largest size or value the checker takes: far beyond any board, yet small enough that the
/// sums of a move or of a marker never overflow.
pub(super) const BIG: i64 = 1_000_000_000;

/// A card kind, by its place in the record's `cards`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Card(pub(super) usize);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// Played in front of oneself; the marker moves up by `gain` (J3.3 a).
    Acquired { gain: i64 },
    /// Played in front of an opponent (J3.3 b).
    Adversity,
}

#[derive(Clone, Debug)]
pub(super) struct CardKind {
    pub(super) id: String,
    pub(super) copies: u64,
    pub(super) kind: Kind,
}

/// What keeps a pawn on a start space (J4.2 to J4.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Guard {
    /// Nothing: back to Start (J4.2).
    Never,
    /// This Acquired card in front of the player (J4.3).
    Card(Card),
    /// At least this many Acquired cards (J4.4).
    Acquired(u64),
}

impl Guard {
    pub(super) fn rule(self) -> &'static str {
        match self {
            Guard::Never => "J4.2",
            Guard::Card(_) => "J4.3",
            Guard::Acquired(_) => "J4.4",
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Effect {
    /// An Adversity card goes and the marker moves up by `gain` (J4.1).
    Relief { gain: i64 },
    /// Back to Start unless the guard holds (J4.2 to J4.4).
    Start(Guard),
}

/// The switches and sizes a game is played with, as the record states them.
#[derive(Clone, Debug)]
pub(super) struct Rules {
    pub(super) bounce: bool,
    pub(super) negative_start: bool,
    pub(super) seats: usize,
    pub(super) hand: usize,
    pub(super) die: i64,
    /// The ends of the destiny scale (J1.2).
    pub(super) low: i64,
    pub(super) high: i64,
    pub(super) adversity_max: usize,
    pub(super) adversity_loss: i64,
    pub(super) finish: i64,
    pub(super) turn_limit: u64,
    pub(super) cards: Vec<CardKind>,
    /// The special spaces by their number, in track order (J4).
    pub(super) spaces: Vec<(i64, Effect)>,
}

impl Rules {
    pub(super) fn card(&self, id: &str) -> Option<Card> {
        self.cards.iter().position(|k| k.id == id).map(Card)
    }

    pub(super) fn id(&self, card: Card) -> &str {
        &self.cards[card.0].id
    }

    pub(super) fn kind(&self, card: Card) -> Kind {
        self.cards[card.0].kind
    }

    /// The special space numbered `at`, if it is one.
    pub(super) fn effect(&self, at: i64) -> Option<Effect> {
        self.spaces.iter().find(|(s, _)| *s == at).map(|(_, e)| *e)
    }

    /// A list of cards from the record, or `None` when it is not a list of ids of the box.
    pub(super) fn parse_cards(&self, v: &Value) -> Option<Vec<Card>> {
        v.as_array()?.iter().map(|c| self.card(c.as_str()?)).collect()
    }

    /// Cards as the record writes them, for messages.
    pub(super) fn show(&self, cards: &[Card]) -> String {
        let ids: Vec<&str> = cards.iter().map(|&c| self.id(c)).collect();
        format!("[{}]", ids.join(", "))
    }
}

impl Checker {
    /// A whole number from `low` to `high`, or a problem naming `what` and the rule it sizes.
    fn whole(&mut self, v: &Value, low: i64, high: i64, what: &str, rule: &str) -> Option<i64> {
        let n = v.as_i64().filter(|n| (low..=high).contains(n));
        if n.is_none() {
            bad!(self, "{what} is {v} but it is a whole number from {low} to {high} ({rule})");
        }
        n
    }

    /// The switches and sizes, the box and the special spaces. Every part is read before any
    /// fails, so that one record lists all its problems.
    pub(super) fn rules(&mut self, rec: &Value) -> Option<Rules> {
        let s = &rec["switches"];
        let bounce = self.need(s["bounce"].as_bool(), "switches.bounce (J6.2)");
        let negative_start = self.need(s["negative_start"].as_bool(), "switches.negative_start (J3.3 b, J4.1)");
        let seats = self.whole(&rec["seats"], 2, 4, "seats", "J1.3");
        let r = &rec["rules"];
        let hand = self.whole(&r["hand"], 0, BIG, "rules.hand", "J2.2");
        let die = self.whole(&r["die"], 1, BIG, "rules.die", "J1.1");
        let scale = self.scale(&r["destiny"]);
        let adversity_max = self.whole(&r["adversity_max"], 0, BIG, "rules.adversity_max", "J3.3 b");
        let adversity_loss = self.whole(&r["adversity_loss"], 0, BIG, "rules.adversity_loss", "J3.3 b");
        let finish = self.whole(&r["finish"], 1, BIG, "rules.finish", "J6.1");
        let turn_limit = self.need(r["turn_limit"].as_u64(), "rules.turn_limit (a whole number, J6.4)");
        let cards = self.cards(&rec["cards"]);
        let spaces = match (finish, &cards) {
            (Some(finish), Some(cards)) => self.spaces(&rec["spaces"], finish, cards),
            _ => None,
        };
        let (low, high) = scale?;
        Some(Rules {
            bounce: bounce?,
            negative_start: negative_start?,
            seats: seats? as usize,
            hand: hand? as usize,
            die: die?,
            low,
            high,
            adversity_max: adversity_max? as usize,
            adversity_loss: adversity_loss?,
            finish: finish?,
            turn_limit: turn_limit?,
            cards: cards?,
            spaces: spaces?,
        })
    }

    /// J1.2, J2.3: the ends of the destiny scale, which holds 0, where every marker starts.
    fn scale(&mut self, v: &Value) -> Option<(i64, i64)> {
        let ends = v.as_array().and_then(|a| match a[..] {
            [ref low, ref high] => Some((low.as_i64()?, high.as_i64()?)),
            _ => None,
        });
        let scale = ends.filter(|(low, high)| (-BIG..=0).contains(low) && (0..=BIG).contains(high));
        if scale.is_none() {
            bad!(
                self,
                "rules.destiny is {v} but it is [bottom, top], whole numbers with bottom <= 0 <= top, since every marker starts on 0 (J1.2, J2.3)"
            );
        }
        scale
    }

    /// J1.4, J3.3: every kind of card of the box, each once, with its copies and, for an
    /// Acquired kind, its gain.
    fn cards(&mut self, v: &Value) -> Option<Vec<CardKind>> {
        let list = self.need(v.as_array(), "cards")?;
        let mut kinds = Vec::new();
        let mut seen = BTreeSet::new();
        for (i, c) in list.iter().enumerate() {
            let Some(id) = c["id"].as_str().filter(|id| !id.is_empty()) else {
                bad!(self, "cards: entry {i} has no id (J1.4)");
                continue;
            };
            if !seen.insert(id) {
                bad!(self, "cards: {id} is listed twice, but each kind is listed once with its copies (J1.4)");
            }
            let copies = self.whole(&c["copies"], 0, BIG, &format!("cards: the copies of {id}"), "J1.4");
            let kind = match c["kind"].as_str() {
                Some("acquired") => {
                    let gain = self.whole(&c["destiny"], 0, BIG, &format!("cards: the destiny of {id}"), "J3.3 a");
                    gain.map(|gain| Kind::Acquired { gain })
                }
                Some("adversity") => Some(Kind::Adversity),
                _ => {
                    bad!(
                        self,
                        "cards: the kind of {id} is {} but it is \"acquired\" or \"adversity\" (J1.4)",
                        c["kind"]
                    );
                    None
                }
            };
            if let (Some(copies), Some(kind)) = (copies, kind) {
                kinds.push(CardKind { id: id.to_string(), copies: copies as u64, kind });
            }
        }
        (kinds.len() == list.len() && seen.len() == list.len()).then_some(kinds)
    }

    /// J4: the special spaces, in track order between Start and the finish, each with its effect.
    fn spaces(&mut self, v: &Value, finish: i64, cards: &[CardKind]) -> Option<Vec<(i64, Effect)>> {
        let list = self.need(v.as_array(), "spaces")?;
        let mut spaces: Vec<(i64, Effect)> = Vec::new();
        let mut ordered = true;
        for (i, s) in list.iter().enumerate() {
            let Some(at) = self.whole(&s["space"], 1, finish - 1, &format!("spaces: entry {i}'s space"), "J4") else {
                continue;
            };
            if let Some(&(last, _)) = spaces.last().filter(|&&(last, _)| at <= last) {
                bad!(self, "spaces: space {at} comes after space {last} but the spaces are in track order (J4)");
                ordered = false;
            }
            let effect = match s["effect"].as_str() {
                Some("relief") => {
                    let gain = self.whole(&s["gain"], 0, BIG, &format!("spaces: the gain of space {at}"), "J4.1");
                    gain.map(|gain| Effect::Relief { gain })
                }
                Some("start") => self.guard(s, at, cards).map(Effect::Start),
                _ => {
                    bad!(
                        self,
                        "spaces: the effect of space {at} is {} but it is \"relief\" or \"start\" (J4)",
                        s["effect"]
                    );
                    None
                }
            };
            spaces.extend(effect.map(|e| (at, e)));
        }
        (ordered && spaces.len() == list.len()).then_some(spaces)
    }

    /// J4.2 to J4.4: what saves a pawn on the start space `at`.
    fn guard(&mut self, s: &Value, at: i64, cards: &[CardKind]) -> Option<Guard> {
        match (&s["unless_card"], &s["unless_acquired"]) {
            (Value::Null, Value::Null) => Some(Guard::Never),
            (id, Value::Null) => {
                let card = id.as_str().and_then(|id| cards.iter().position(|k| k.id == id));
                let card = card.filter(|&c| matches!(cards[c].kind, Kind::Acquired { .. }));
                if card.is_none() {
                    bad!(self, "spaces: space {at} is saved by {id}, which is no Acquired card of the box (J4.3)");
                }
                card.map(|c| Guard::Card(Card(c)))
            }
            (Value::Null, n) => {
                let n = self.whole(n, 0, BIG, &format!("spaces: the count of space {at}"), "J4.4");
                n.map(|n| Guard::Acquired(n as u64))
            }
            _ => {
                bad!(self, "spaces: space {at} has both unless_card and unless_acquired, but one at most (J4.3, J4.4)");
                None
            }
        }
    }
}
