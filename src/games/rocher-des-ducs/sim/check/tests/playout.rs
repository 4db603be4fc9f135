//! A random player built on the checker's own rules, writing records of every variant. Its
//! records show that the checker accepts what its rules allow (a consistency check, not a proof
//! of the rules: the hand-written records in `mod.rs` are that), give broken copies to flag, and
//! time the checker.

use super::super::cards::{Card, Faction};
use super::super::end::Outcome;
use super::super::field::Strength;
use super::super::plays::Play;
use super::super::table::{Deal, HeroLimit, Rules, Table};
use serde_json::{Value, json};

/// A small seeded generator (splitmix64), enough to shuffle and choose.
pub(super) struct Rng(u64);

impl Rng {
    pub(super) fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1B5_4A32)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub(super) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub(super) fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// The rules of a variant, with the usual 7 ramparts and the King's win.
pub(super) fn rules(deal: Deal, heroes: bool, seats: usize) -> Rules {
    let hand = Rules::hand_size(seats).expect("2, 4 or 6 seats");
    Rules {
        deal,
        heroes,
        hero_limit: HeroLimit::OpponentHeroes,
        kings_win: true,
        ramparts: 7,
        seats,
        hand,
        first: Faction::Normans,
    }
}

fn cards(cards: &[Card]) -> Value {
    cards.iter().map(|c| c.to_string()).collect()
}

fn strength(s: Strength) -> Value {
    json!({ "formation": s.formation.name(), "sum": s.sum })
}

/// The record's PLAY for a play.
fn play(p: &Play) -> Value {
    match p {
        Play::Lay { card: card @ Card::Warrior(_), position, .. } => {
            json!({ "card": card.to_string(), "position": position })
        }
        Play::Lay { card, position, face } => {
            json!({ "card": card.to_string(), "position": position, "face": face.to_string() })
        }
        Play::Mainard { from, taken, to } => {
            json!({ "card": "mainard", "from": from, "taken": taken.to_string(), "to": to })
        }
        Play::Move { hero, from, taken, to } => {
            json!({ "card": hero.id(), "from": from, "taken": taken.to_string(), "to": to })
        }
        Play::Lothaire { pile, taken, position, shuffled } => json!({
            "card": "lothaire", "pile": pile, "taken": taken.to_string(), "position": position, "shuffled": cards(shuffled)
        }),
        Play::Beside { hero, position } => json!({ "card": hero.id(), "position": position }),
    }
}

/// One random game under `rules` (whose `first` is drawn here), as a record.
pub(super) fn play_out(rules: Rules, seed: u64) -> Value {
    play_out_ending(rules, seed, false)
}

/// One random game, as a record; with `at_quiet_round` it ends after a round of quiet turns
/// even while a seat holds a card it could lay (the end I-D7.4 forbids), for the checker to
/// refuse.
pub(super) fn play_out_ending(mut rules: Rules, seed: u64, at_quiet_round: bool) -> Value {
    let mut rng = Rng::new(seed);
    rules.first = if rng.below(2) == 0 { Faction::Normans } else { Faction::Bretons };
    let mut piles = rules.piles();
    for p in piles.values_mut() {
        rng.shuffle(p);
    }
    let seats = rules.seats;
    let mut rec = json!({
        "format": "rocher-des-ducs-log/2",
        "game": "rocher-des-ducs",
        "ruleset": "test",
        "switches": { "deal": rules.deal.name(), "heroes": rules.heroes, "hero_limit": "opponent-heroes", "kings_win": rules.kings_win, "ramparts": rules.ramparts },
        "seats": seats,
        "hand": rules.hand,
        "seed": seed,
        "policies": vec!["random"; seats],
        "first": rules.first.name(),
        "piles": piles.iter().map(|(k, v)| (k.clone(), cards(v))).collect::<serde_json::Map<_, _>>(),
    });
    let mut table = Table::new(rules, piles).expect("full piles deal");
    rec["hands"] = table.hands.iter().map(|h| cards(h)).collect();
    let (mut turns, mut quiet) = (Vec::new(), 0);
    let outcome = loop {
        assert!(turns.len() < 5000, "seed {seed}: the game does not end");
        let seat = turns.len() % seats;
        let f = table.faction(seat);
        let mut t = json!({ "seat": seat, "resolved": null, "rally": null, "play": null, "claim": null, "draw": null });
        if let Some(p) = table.pending[seat].take() {
            let won = table.judge_claim(f, p).is_ok_and(|v| v.fault.is_none());
            t["resolved"] = json!({ "position": p, "won": won });
            if won {
                table.win(p, f);
                if let Some(out) = table.victory(f) {
                    turns.push(t);
                    break out;
                }
            }
        }
        if let Some((pile, k)) = table.rally_due(seat) {
            let taken = table.rally(seat, &pile, k);
            t["rally"] = json!({ "pile": pile, "cards": cards(&taken) });
        }
        let plays = table.legal_plays(seat);
        let mut played: Vec<Card> = plays.iter().map(Play::card).collect();
        played.dedup();
        if !played.is_empty() {
            let card = played[rng.below(played.len())];
            let of_card: Vec<&Play> = plays.iter().filter(|p| p.card() == card).collect();
            let mut chosen = of_card[rng.below(of_card.len())].clone();
            if let Play::Lothaire { shuffled, .. } = &mut chosen {
                rng.shuffle(shuffled);
            }
            t["play"] = play(&chosen);
            table.apply_play(seat, &chosen);
        }
        let claims: Vec<(i32, Value)> = table
            .line
            .iter()
            .filter_map(|r| {
                let v = table.judge_claim(f, r.position).ok().filter(|v| v.fault.is_none())?;
                let mut c = strength(v.mine);
                c["position"] = r.position.into();
                c["against"] = v.against.map_or(Value::Null, |s| {
                    let mut a = strength(s);
                    a["complete"] = v.complete.into();
                    a
                });
                Some((r.position, c))
            })
            .collect();
        if !claims.is_empty() && rng.below(4) > 0 {
            let (p, c) = claims[rng.below(claims.len())].clone();
            table.pending[seat] = Some(p);
            t["claim"] = c;
        }
        if table.must_draw(seat) {
            let open = table.open_piles(seat);
            let pile = open[rng.below(open.len())].clone();
            let (card, under) = table.draw(seat, &pile);
            t["draw"] = json!({ "pile": pile, "card": card.to_string() });
            if !under.is_empty() {
                t["draw"]["under"] = cards(&under);
            }
        }
        quiet = if t["play"].is_null() && t["claim"].is_null() { quiet + 1 } else { 0 };
        if quiet >= seats && table.pending.iter().all(Option::is_none) && (at_quiet_round || table.layable().is_empty())
        {
            turns.push(t);
            break table.quiet_outcome();
        }
        if seats > 2 && seat == seats - 1 {
            let mut gifts = Vec::new();
            for s in 0..seats {
                let options = table.gift_options(s);
                if !options.is_empty() {
                    gifts.push((s, options[rng.below(options.len())]));
                }
            }
            let list: Vec<Value> = gifts
                .iter()
                .map(|&(s, c)| json!({ "from": s, "to": table.partner(s), "card": c.to_string() }))
                .collect();
            table.exchange(&gifts);
            t["gifts"] = list.into();
        }
        turns.push(t);
    };
    rec["end"] = end(&table, &outcome, turns.len());
    rec["turns"] = turns.into();
    rec
}

fn end(table: &Table, out: &Outcome, turns: usize) -> Value {
    let ramparts: Vec<Value> = table
        .line
        .iter()
        .map(|r| json!({ "position": r.position, "won_by": r.won_by.map(|f| f.name()), "green": r.green, "sealed": r.sealed }))
        .collect();
    json!({
        "turns": turns,
        "winner": out.winner.map(|w| w.name()),
        "victory": out.victory,
        "reached_by": out.reached_by.map(|f| f.name()),
        "ramparts": ramparts,
    })
}

/// Every variant the rules allow: each deal with and without heroes, at 2, 4 and 6 seats
/// (`kingdom` at 2 only).
pub(super) fn variants() -> Vec<Rules> {
    let mut all = Vec::new();
    for deal in [Deal::Factions, Deal::Kingdom, Deal::Royale] {
        for heroes in [false, true] {
            for seats in [2, 4, 6] {
                if deal != Deal::Kingdom || seats == 2 {
                    all.push(rules(deal, heroes, seats));
                }
            }
        }
    }
    all
}
