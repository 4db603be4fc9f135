//! The game record `joute-log/1` (docs/joute-log.md), written by an [`Observer`] of the game.

use crate::games::joute::engine::{CardKind, Decision, End, Game, Landing, MAX_SEATS, Move, Observer, Space};
use serde_json::{Map, Value, json};

pub const FORMAT: &str = "joute-log/1";

/// What the record says before the game.
#[derive(Clone, Debug)]
pub struct Header {
    pub game: String,
    pub ruleset: String,
    pub seed: u64,
    pub policies: Vec<String>,
    /// The card ids, by kind index.
    pub cards: Vec<String>,
}

/// Builds a record as the game is played.
pub struct Recorder {
    top: Map<String, Value>,
    cards: Vec<String>,
    rolls: Vec<Value>,
    turns: Vec<Map<String, Value>>,
}

impl Recorder {
    pub fn new(h: Header) -> Recorder {
        let mut top = Map::new();
        top.insert("format".into(), FORMAT.into());
        top.insert("game".into(), h.game.into());
        top.insert("ruleset".into(), h.ruleset.into());
        top.insert("seed".into(), h.seed.into());
        top.insert("policies".into(), h.policies.into());
        Recorder { top, cards: h.cards, rolls: Vec::new(), turns: Vec::new() }
    }

    fn card(&self, kind: u8) -> Value {
        Value::String(self.cards[kind as usize].clone())
    }

    fn cards(&self, kinds: impl IntoIterator<Item = u8>) -> Value {
        Value::Array(kinds.into_iter().map(|k| self.card(k)).collect())
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
    fn rolled(&mut self, round: &[u8; MAX_SEATS]) {
        self.rolls.push(round.to_vec().into());
    }

    fn setup(&mut self, game: &Game) {
        let r = &game.rules;
        self.top.insert("switches".into(), json!({ "bounce": r.bounce, "negative_start": r.negative_start }));
        self.top.insert(
            "rules".into(),
            json!({
                "hand": r.hand, "die": r.die, "destiny": [r.destiny_min, r.destiny_max],
                "adversity_max": r.adversity_max, "adversity_loss": r.adversity_loss,
                "finish": r.finish, "turn_limit": r.turn_limit,
            }),
        );
        let cards: Vec<Value> = (0..r.deck.len)
            .map(|k| {
                let mut c = json!({ "id": self.card(k), "copies": r.deck.copies[k as usize] });
                match r.deck.kinds[k as usize] {
                    CardKind::Acquired { destiny } => {
                        c["kind"] = "acquired".into();
                        c["destiny"] = destiny.into();
                    }
                    CardKind::Adversity => c["kind"] = "adversity".into(),
                }
                c
            })
            .collect();
        self.top.insert("cards".into(), cards.into());
        let spaces: Vec<Value> = r
            .specials()
            .map(|(at, space)| match space {
                Space::Relief { gain } => json!({ "space": at, "effect": "relief", "gain": gain }),
                Space::Start => json!({ "space": at, "effect": "start" }),
                Space::StartUnlessCard(k) => json!({ "space": at, "effect": "start", "unless_card": self.card(k) }),
                Space::StartUnlessCount(n) => json!({ "space": at, "effect": "start", "unless_acquired": n }),
                Space::Plain => Value::Null,
            })
            .collect();
        self.top.insert("spaces".into(), spaces.into());
        self.top.insert("seats".into(), game.seats.into());
        let n = game.seats as usize;
        let rolls: Vec<Value> = std::mem::take(&mut self.rolls)
            .into_iter()
            .map(|r| Value::Array(r.as_array().unwrap()[..n].to_vec()))
            .collect();
        self.top.insert("rolls".into(), rolls.into());
        self.top.insert("first".into(), game.first.into());
        self.top.insert("pile".into(), self.cards(game.shuffled().iter().copied()));
        // J2.2: each seat in turn order from the first took its hand from the top of the pile.
        let hand = r.hand as usize;
        let hands: Vec<Value> = (0..game.seats)
            .map(|s| {
                let i = ((s + game.seats - game.first) % game.seats) as usize;
                self.cards(game.shuffled()[i * hand..(i + 1) * hand].iter().copied())
            })
            .collect();
        self.top.insert("hands".into(), hands.into());
    }

    fn turn(&mut self, _game: &Game, seat: u8) {
        let mut t = Map::new();
        t.insert("seat".into(), seat.into());
        self.turns.push(t);
    }

    fn moved(&mut self, _seat: u8, mv: Move) {
        let mut m = json!({ "from": mv.from, "destiny": mv.destiny, "die": mv.die, "to": mv.to });
        if mv.bounced {
            m["bounced"] = true.into();
        }
        self.turn().insert("move".into(), m);
    }

    fn landed(&mut self, _game: &Game, _seat: u8, space: u8, landing: Landing) {
        let v = match landing {
            Landing::Nothing => json!({ "space": space, "outcome": "nothing" }),
            Landing::Relieved { card, back } => {
                json!({ "space": space, "outcome": "relieved", "removed": self.card(card), "back": back })
            }
            Landing::Back => json!({ "space": space, "outcome": "back" }),
            Landing::Saved => json!({ "space": space, "outcome": "saved" }),
        };
        self.turn().insert("space".into(), v);
    }

    fn drew(&mut self, _seat: u8, card: u8) {
        let c = self.card(card);
        self.turn().insert("draw".into(), c);
    }

    fn played(&mut self, _game: &Game, _seat: u8, d: Decision, back: bool) {
        let v = match d {
            Decision::Acquire { card } => json!({ "acquire": self.card(card) }),
            Decision::Strike { card, target } => json!({ "strike": self.card(card), "target": target, "back": back }),
            Decision::Discard { card } => json!({ "discard": self.card(card) }),
            Decision::Relief { .. } => return,
        };
        self.turn().insert("play".into(), v);
    }

    fn ended(&mut self, game: &Game, end: &End) {
        let n = game.seats as usize;
        self.top.insert(
            "end".into(),
            json!({
                "winner": end.winner, "turns": end.turns,
                "pawns": &game.pawns[..n], "destiny": &game.destiny[..n],
            }),
        );
    }
}

/// Two observers as one.
pub struct Both<'a, A, B>(pub &'a mut A, pub &'a mut B);

impl<A: Observer, B: Observer> Observer for Both<'_, A, B> {
    fn rolled(&mut self, round: &[u8; MAX_SEATS]) {
        self.0.rolled(round);
        self.1.rolled(round);
    }
    fn setup(&mut self, game: &Game) {
        self.0.setup(game);
        self.1.setup(game);
    }
    fn turn(&mut self, game: &Game, seat: u8) {
        self.0.turn(game, seat);
        self.1.turn(game, seat);
    }
    fn moved(&mut self, seat: u8, mv: Move) {
        self.0.moved(seat, mv);
        self.1.moved(seat, mv);
    }
    fn landed(&mut self, game: &Game, seat: u8, space: u8, landing: Landing) {
        self.0.landed(game, seat, space, landing);
        self.1.landed(game, seat, space, landing);
    }
    fn pile_empty(&mut self, seat: u8) {
        self.0.pile_empty(seat);
        self.1.pile_empty(seat);
    }
    fn drew(&mut self, seat: u8, card: u8) {
        self.0.drew(seat, card);
        self.1.drew(seat, card);
    }
    fn idle(&mut self, seat: u8) {
        self.0.idle(seat);
        self.1.idle(seat);
    }
    fn played(&mut self, game: &Game, seat: u8, d: Decision, back: bool) {
        self.0.played(game, seat, d, back);
        self.1.played(game, seat, d, back);
    }
    fn ended(&mut self, game: &Game, end: &End) {
        self.0.ended(game, end);
        self.1.ended(game, end);
    }
}
