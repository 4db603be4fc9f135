//! The game record `rocher-des-ducs-log/2` (docs/rocher-des-ducs-log.md), written by an
//! [`Observer`] of the game.

use crate::games::rocher_des_ducs::engine::{
    Card, ClaimProof, Decision, End, Game, Hero, Observer, Status, Strength, Winner,
};
use serde_json::{Map, Value, json};

pub const FORMAT: &str = "rocher-des-ducs-log/2";

/// What the record says before the game.
#[derive(Clone, Debug)]
pub struct Header {
    pub game: String,
    pub ruleset: String,
    pub seed: u64,
    pub policies: Vec<String>,
}

/// Builds a record as the game is played.
pub struct Recorder {
    top: Map<String, Value>,
    turns: Vec<Map<String, Value>>,
}

fn cards(cs: impl IntoIterator<Item = Card>) -> Value {
    Value::Array(cs.into_iter().map(|c| Value::String(c.id())).collect())
}

fn strength(s: Strength) -> (Value, Value) {
    (s.formation().id().into(), s.sum().into())
}

impl Recorder {
    pub fn new(h: Header) -> Recorder {
        let mut top = Map::new();
        top.insert("format".into(), FORMAT.into());
        top.insert("game".into(), h.game.into());
        top.insert("ruleset".into(), h.ruleset.into());
        top.insert("seed".into(), h.seed.into());
        top.insert("policies".into(), h.policies.into());
        Recorder { top, turns: Vec::new() }
    }

    fn turn(&mut self) -> &mut Map<String, Value> {
        self.turns.last_mut().expect("events come within a turn")
    }

    /// The record as one line.
    pub fn finish(mut self) -> String {
        self.top.insert("turns".into(), Value::Array(self.turns.into_iter().map(Value::Object).collect()));
        let end = self.top.remove("end").unwrap_or(Value::Null);
        self.top.insert("end".into(), end);
        serde_json::to_string(&Value::Object(self.top)).expect("a record is plain JSON")
    }
}

impl Observer for Recorder {
    fn piles(&mut self, game: &Game) {
        let r = &game.rules;
        self.top.insert("switches".into(), {
            let mut switches =
                json!({ "deal": r.deal.id(), "heroes": r.heroes, "kings_win": r.kings_win, "ramparts": r.ramparts });
            if r.heroes {
                switches["hero_limit"] = r.hero_limit.id().into();
            }
            switches
        });
        self.top.insert("seats".into(), game.seats.into());
        self.top.insert("hand".into(), game.hand_size.into());
        self.top.insert("first".into(), game.first.id().into());
        let mut piles = Map::new();
        for p in game.pile_ids() {
            piles.insert(game.pile_name(p).into(), cards(game.piles[p as usize].top_first()));
        }
        self.top.insert("piles".into(), Value::Object(piles));
        // D2.2: the hands, filled as the cards are dealt.
        self.top.insert("hands".into(), Value::Array(vec![json!([]); game.seats as usize]));
    }

    fn dealt(&mut self, seat: u8, card: Card) {
        if let Some(Value::Array(hand)) = self.top.get_mut("hands").and_then(|h| h.get_mut(seat as usize)) {
            hand.push(card.id().into());
        }
    }

    fn turn(&mut self, _game: &Game, seat: u8) {
        let mut t = Map::new();
        t.insert("seat".into(), seat.into());
        self.turns.push(t);
    }

    fn resolved(&mut self, _seat: u8, at: i8, won: bool) {
        self.turn().insert("resolved".into(), json!({ "position": at, "won": won }));
    }

    fn rally(&mut self, _seat: u8, pile: u8, taken: &[Card]) {
        let name = if pile == 0 { "normans" } else { "bretons" };
        self.turn().insert("rally".into(), json!({ "pile": name, "cards": cards(taken.iter().copied()) }));
    }

    fn played(&mut self, game: &Game, _seat: u8, d: Decision) {
        let play = match d {
            Decision::Lay { card, at, face } if card.is_hero() => {
                json!({ "card": card.id(), "position": at, "face": face.id() })
            }
            Decision::Lay { card, at, .. } => json!({ "card": card.id(), "position": at }),
            Decision::Lothaire { at, face } => {
                let p = game.lothaire_pile(game.seat);
                json!({
                    "card": Hero::Lothaire.id(), "pile": game.pile_name(p as u8), "taken": face.id(), "position": at,
                    "shuffled": cards(game.piles[p].top_first()),
                })
            }
            Decision::Move { card, from, face, to } => {
                json!({ "card": card.id(), "from": from, "taken": face.id(), "to": to })
            }
            Decision::Mark { card, at } => json!({ "card": card.id(), "position": at }),
            _ => return,
        };
        self.turn().insert("play".into(), play);
    }

    fn passed(&mut self, _seat: u8) {
        self.turn().insert("play".into(), Value::Null);
    }

    fn claimed(&mut self, _seat: u8, at: i8, proof: ClaimProof) {
        let (formation, sum) = strength(proof.mine);
        let against = proof.against.map(|s| {
            let (f, n) = strength(s);
            json!({ "formation": f, "sum": n, "complete": proof.complete })
        });
        self.turn()
            .insert("claim".into(), json!({ "position": at, "formation": formation, "sum": sum, "against": against }));
    }

    fn drew(&mut self, game: &Game, _seat: u8, pile: u8, card: Card, under: &[Card]) {
        let mut d = Map::new();
        d.insert("pile".into(), game.pile_name(pile).into());
        d.insert("card".into(), card.id().into());
        if !under.is_empty() {
            d.insert("under".into(), cards(under.iter().copied()));
        }
        self.turn().insert("draw".into(), Value::Object(d));
    }

    fn gifts(&mut self, gifts: &[(u8, u8, Card)]) {
        let list: Vec<Value> =
            gifts.iter().map(|&(from, to, c)| json!({ "from": from, "to": to, "card": c.id() })).collect();
        self.turn().insert("gifts".into(), Value::Array(list));
    }

    fn ended(&mut self, game: &Game, end: &End) {
        let ramparts: Vec<Value> = game
            .line()
            .map(|at| {
                let r = game.rampart(at).expect("on the line");
                let won_by = match r.status {
                    Status::Won(f) => Value::from(f.id()),
                    _ => Value::Null,
                };
                json!({ "position": at, "won_by": won_by, "green": r.green, "sealed": r.status == Status::Sealed })
            })
            .collect();
        let winner = match end.winner {
            Some(Winner::Faction(f)) => Value::from(f.id()),
            Some(Winner::King) => Value::from("king"),
            None => Value::Null,
        };
        self.top.insert(
            "end".into(),
            json!({
                "turns": end.turns,
                "winner": winner,
                "victory": end.victory.id(),
                "reached_by": end.reached_by.map(|f| f.id()),
                "ramparts": ramparts,
            }),
        );
    }
}
