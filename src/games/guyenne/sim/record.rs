//! Game records in the `guyenne-log/1` format (docs/guyenne-log.md), built by
//! observing the engine. Field order is fixed by the structs, so records are reproducible.

use crate::games::guyenne::engine::{
    BattleOutcome, BySide, Card, CardSet, End, Game, Member, Observer, Placement, Rules, Side,
};
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde::{Deserialize, Serialize as DeriveSerialize};

pub const FORMAT: &str = "guyenne-log/1";

/// A card as the record writes it: its value, or "H" for the hero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardRec(pub Card);

impl Serialize for CardRec {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.is_hero() { s.serialize_str("H") } else { s.serialize_u8(self.0.value()) }
    }
}

impl<'de> Deserialize<'de> for CardRec {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            N(u8),
            S(String),
        }
        match Raw::deserialize(d)? {
            Raw::N(n) if n > 0 && n < 100 => Ok(CardRec(Card::number(n))),
            Raw::S(s) if s == "H" => Ok(CardRec(Card::HERO)),
            _ => Err(serde::de::Error::custom("a card is an integer 1..99 or \"H\"")),
        }
    }
}

fn cards(list: &[Card]) -> Vec<CardRec> {
    list.iter().copied().map(CardRec).collect()
}

/// Top first, from a pile stored top last.
fn top_first(pile: &[Card]) -> Vec<CardRec> {
    pile.iter().rev().copied().map(CardRec).collect()
}

/// Per-side values, written as `{"english": …, "french": …}` and leaving out absent sides.
#[derive(Clone, Debug, PartialEq)]
pub struct Sides<T>(pub BySide<Option<T>>);

impl<T> Default for Sides<T> {
    fn default() -> Self {
        Sides(BySide::new(None, None))
    }
}

impl<T: Serialize> Serialize for Sides<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        for side in Side::ALL {
            if let Some(v) = &self.0[side] {
                map.serialize_entry(side.id(), v)?;
            }
        }
        map.end()
    }
}

impl<T> Sides<T> {
    fn both(english: T, french: T) -> Sides<T> {
        Sides(BySide::new(Some(english), Some(french)))
    }
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct Switches {
    pub removal: &'static str,
    pub scoring: &'static str,
    pub exhaustion_limit: u8,
    pub set_aside: u8,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct SetupRec {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub members: Option<[&'static str; 2]>,
    pub set_aside: Vec<CardRec>,
    pub deck: Vec<CardRec>,
    pub hand: Vec<CardRec>,
}

/// A hand: one list for a single player, one per member for a team.
#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
#[serde(untagged)]
pub enum HandRec {
    Solo(Vec<CardRec>),
    Team { a: Vec<CardRec>, b: Vec<CardRec> },
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct PlacementRec {
    pub side: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub member: Option<&'static str>,
    pub castle: u8,
    pub role: &'static str,
    pub cards: Vec<CardRec>,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct StrengthRec {
    pub sum: u32,
    pub hero: bool,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct BattleRec {
    pub castle: u8,
    pub holder: Option<&'static str>,
    pub strength: Sides<StrengthRec>,
    pub conceded: bool,
    pub winner: Option<&'static str>,
    pub control_after: Option<&'static str>,
    pub removed: Sides<Vec<CardRec>>,
}

#[derive(DeriveSerialize, Clone, Debug, Default, PartialEq)]
pub struct RebuildRec {
    pub after_draws: usize,
    pub deck: Vec<CardRec>,
}

#[derive(DeriveSerialize, Clone, Debug, Default, PartialEq)]
pub struct RefillRec {
    pub discarded: Vec<CardRec>,
    pub drawn: Vec<CardRec>,
    pub rebuilds: Vec<RebuildRec>,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct CountsRec {
    pub hand: usize,
    pub deck: usize,
    pub discard: usize,
    pub removed: usize,
    pub exhaustions: u8,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct GiveRec {
    pub from: &'static str,
    pub cards: Vec<CardRec>,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct RoundRec {
    pub round: u16,
    pub first: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawer: Option<Sides<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gives: Option<Sides<GiveRec>>,
    pub hands: Sides<HandRec>,
    pub placements: Vec<PlacementRec>,
    pub battles: Vec<BattleRec>,
    pub refill: Option<Sides<RefillRec>>,
    pub castles: Vec<Option<&'static str>>,
    pub counts: Sides<CountsRec>,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct EndRec {
    pub reason: &'static str,
    pub round: u16,
    pub castles: Vec<Option<&'static str>>,
    pub score: Sides<u32>,
    pub unspent: Sides<u32>,
    pub largest_group: Sides<u32>,
    pub winner: Option<&'static str>,
}

#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct PoliciesRec {
    pub english: String,
    pub french: String,
}

/// One game, as one line of a log.
#[derive(DeriveSerialize, Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub format: &'static str,
    pub game: String,
    pub ruleset: String,
    pub switches: Switches,
    pub seed: u64,
    pub seats: u8,
    pub policies: PoliciesRec,
    pub setup: Sides<SetupRec>,
    pub rounds: Vec<RoundRec>,
    pub end: Option<EndRec>,
}

impl GameRecord {
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).expect("records serialize")
    }
}

fn side_id(side: Option<Side>) -> Option<&'static str> {
    side.map(Side::id)
}

/// What the record needs to know that the engine does not.
pub struct RecordHeader {
    pub game: String,
    pub ruleset: String,
    pub seed: u64,
    pub policies: BySide<String>,
}

/// Builds a [`GameRecord`] from the engine's events. The engine keeps hands as multisets; the
/// recorder keeps them in the order the cards were drawn, which the record's lists follow.
pub struct Recorder {
    record: GameRecord,
    round: Option<RoundRec>,
    refill: BySide<RefillRec>,
    gives: BySide<Option<GiveRec>>,
    /// Ordered hands by side and member.
    hands: BySide<[Vec<Card>; 2]>,
    teams: BySide<bool>,
    rules: Rules,
}

impl Recorder {
    pub fn new(header: RecordHeader, rules: &Rules, teams: BySide<bool>) -> Recorder {
        let setup = |team: bool| SetupRec {
            members: team.then_some(["a", "b"]),
            set_aside: Vec::new(),
            deck: Vec::new(),
            hand: Vec::new(),
        };
        Recorder {
            record: GameRecord {
                format: FORMAT,
                game: header.game,
                ruleset: header.ruleset,
                switches: Switches {
                    removal: rules.removal.id(),
                    scoring: rules.scoring.id(),
                    exhaustion_limit: rules.exhaustion_limit,
                    set_aside: rules.set_aside,
                },
                seed: header.seed,
                seats: 2 + teams.0.iter().filter(|&&t| t).count() as u8,
                policies: PoliciesRec {
                    english: header.policies[Side::English].clone(),
                    french: header.policies[Side::French].clone(),
                },
                setup: Sides::both(setup(teams[Side::English]), setup(teams[Side::French])),
                rounds: Vec::new(),
                end: None,
            },
            round: None,
            refill: BySide::default(),
            gives: BySide::default(),
            hands: BySide::default(),
            teams,
            rules: *rules,
        }
    }

    pub fn finish(self) -> GameRecord {
        self.record
    }

    /// Takes the cards of `set` out of an ordered hand, in the order they were held.
    fn take(&mut self, side: Side, member: Member, set: CardSet) -> Vec<Card> {
        let mut left = set;
        let mut taken = Vec::with_capacity(set.len());
        let rules = self.rules;
        self.hands[side][member.index()].retain(|&card| {
            let k = rules.kind(card).expect("known card");
            if left.count(k) > 0 {
                left.remove(k);
                taken.push(card);
                false
            } else {
                true
            }
        });
        taken
    }

    fn hand_rec(&self, side: Side) -> HandRec {
        let [a, b] = &self.hands[side];
        if self.teams[side] { HandRec::Team { a: cards(a), b: cards(b) } } else { HandRec::Solo(cards(a)) }
    }

    fn list(&self, set: CardSet) -> Vec<CardRec> {
        self.rules.cards_of(&set).map(CardRec).collect()
    }
}

impl Observer for Recorder {
    fn dealt(&mut self, _game: &Game, side: Side, set_aside: CardSet, deck: &[Card], hand: &[Card]) {
        self.hands[side][0] = hand.to_vec();
        let set_aside = self.list(set_aside);
        if let Some(s) = self.record.setup.0[side].as_mut() {
            s.set_aside = set_aside;
            s.deck = top_first(deck);
            s.hand = cards(hand);
        }
    }

    fn gave(&mut self, _game: &Game, side: Side, from: Member, given: CardSet, _first: Member) {
        let moved = self.take(side, from, given);
        self.hands[side][from.other().index()].extend(moved.iter().copied());
        self.gives[side] = Some(GiveRec { from: from.id(), cards: cards(&moved) });
    }

    fn placing(&mut self, game: &Game) {
        let any_team = self.teams.0.iter().any(|&t| t);
        let drawer = any_team.then(|| Sides(self.teams.map(|s, &t| t.then(|| game.drawer(s).id()))));
        let gives =
            any_team.then(|| Sides(BySide::new(self.gives[Side::English].take(), self.gives[Side::French].take())));
        self.round = Some(RoundRec {
            round: game.round(),
            first: game.first_player().id(),
            drawer,
            gives,
            hands: Sides::both(self.hand_rec(Side::English), self.hand_rec(Side::French)),
            placements: Vec::with_capacity(4),
            battles: Vec::with_capacity(2),
            refill: None,
            castles: Vec::new(),
            counts: Sides::default(),
        });
    }

    fn placed(&mut self, _game: &Game, p: &Placement) {
        let played = self.take(p.side, p.member, p.cards);
        let member = self.teams[p.side].then(|| p.member.id());
        if let Some(round) = self.round.as_mut() {
            round.placements.push(PlacementRec {
                side: p.side.id(),
                member,
                castle: p.castle,
                role: if p.attack { "attack" } else { "defend" },
                cards: cards(&played),
            });
        }
    }

    fn battle(&mut self, _game: &Game, b: &BattleOutcome) {
        let removed = Sides(b.removed.map(|_, set| Some(self.list(*set))));
        let Some(round) = self.round.as_mut() else { return };
        round.battles.push(BattleRec {
            castle: b.castle,
            holder: side_id(b.holder),
            strength: Sides(b.strength.map(|_, s| Some(StrengthRec { sum: s.sum, hero: s.hero }))),
            conceded: b.conceded,
            winner: side_id(b.winner),
            control_after: side_id(b.control_after),
            removed,
        });
    }

    fn discarded(&mut self, side: Side, set: CardSet) {
        let list = self.list(set);
        self.refill[side].discarded.extend(list);
    }

    fn drew(&mut self, side: Side, member: Member, card: Card) {
        if self.round.is_some() {
            self.hands[side][member.index()].push(card);
            self.refill[side].drawn.push(CardRec(card));
        }
    }

    fn rebuilt(&mut self, side: Side, deck: &[Card]) {
        if self.round.is_some() {
            let after_draws = self.refill[side].drawn.len();
            self.refill[side].rebuilds.push(RebuildRec { after_draws, deck: top_first(deck) });
        }
    }

    fn round_over(&mut self, game: &Game, refilled: bool) {
        let Some(mut round) = self.round.take() else { return };
        let refill = std::mem::take(&mut self.refill);
        round.refill = refilled.then(|| Sides(refill.map(|_, r| Some(r.clone()))));
        round.castles = game.castles().iter().map(|&c| side_id(c)).collect();
        round.counts = Sides(BySide::new(Some(counts(game, Side::English)), Some(counts(game, Side::French))));
        self.record.rounds.push(round);
    }

    fn ended(&mut self, game: &Game, end: &End) {
        let s = &end.score;
        self.record.end = Some(EndRec {
            reason: end.reason.id(),
            round: end.round,
            castles: game.castles().iter().map(|&c| side_id(c)).collect(),
            score: Sides(s.points.map(|_, &v| Some(v))),
            unspent: Sides(s.unspent.map(|_, &v| Some(v))),
            largest_group: Sides(s.largest_group.map(|_, &v| Some(v))),
            winner: side_id(s.winner),
        });
    }
}

fn counts(game: &Game, side: Side) -> CountsRec {
    CountsRec {
        hand: game.hand_len(side),
        deck: game.deck_len(side),
        discard: game.discard(side).len(),
        removed: game.removed(side).len(),
        exhaustions: game.exhaustions(side),
    }
}
