//! A random player built on the checker's own table, writing records on the box and the board of
//! game.toml for every seat count and switch. Its records show that the checker accepts what its
//! rules allow (a consistency check, not a proof of the rules: the hand-written records in
//! `mod.rs` are that), give `robust.rs` long records to break, and time the checker.

use super::super::Checker;
use super::super::rules::{Card, Effect};
use super::super::table::Table;
use super::check_record;
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

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// The Acquired kinds of game.toml with their gains, then its Adversity kinds (J1.4).
const ACQUIRED: [(&str, i64); 12] = [
    ("hauberk", 2),
    ("sword", 2),
    ("helm", 2),
    ("shield", 2),
    ("squire", 1),
    ("lance", 1),
    ("destrier", 1),
    ("spurs", 1),
    ("gauntlets", 1),
    ("banner", 1),
    ("dubbing", 1),
    ("oath", 1),
];
const ADVERSITY: [&str; 6] = ["injury", "fever", "disgrace", "treachery", "storm", "ransom"];

/// A record's header on the rules of game.toml with these switches.
fn header(seats: usize, bounce: bool, negative_start: bool, seed: u64) -> Value {
    let acquired = ACQUIRED.map(|(id, gain)| json!({ "id": id, "copies": 4, "kind": "acquired", "destiny": gain }));
    let adversity = ADVERSITY.map(|id| json!({ "id": id, "copies": 4, "kind": "adversity" }));
    let cards = [&acquired[..], &adversity[..]].concat();
    json!({
        "format": "joute-log/1",
        "game": "joute",
        "ruleset": "random",
        "seed": seed,
        "policies": vec!["random"; seats],
        "switches": { "bounce": bounce, "negative_start": negative_start },
        "rules": { "hand": 4, "die": 6, "destiny": [-12, 12], "adversity_max": 4, "adversity_loss": 3,
                   "finish": 50, "turn_limit": 5000 },
        "cards": cards,
        "spaces": [
            { "space": 30, "effect": "relief", "gain": 3 },
            { "space": 35, "effect": "start" },
            { "space": 40, "effect": "start", "unless_card": "squire" },
            { "space": 45, "effect": "start", "unless_acquired": 10 },
        ],
        "seats": seats,
    })
}

/// J2.1: rounds of rolls until one is highest; the rounds and that seat.
fn roll_off(rng: &mut Rng, seats: usize) -> (Vec<Vec<u64>>, usize) {
    let mut rolling: Vec<usize> = (0..seats).collect();
    let mut rounds = Vec::new();
    while rounds.is_empty() || rolling.len() > 1 {
        let round: Vec<u64> =
            (0..seats).map(|s| if rolling.contains(&s) { 1 + rng.below(6) as u64 } else { 0 }).collect();
        let high = rolling.iter().map(|&s| round[s]).max().unwrap_or(0);
        rolling.retain(|&s| round[s] == high);
        rounds.push(round);
    }
    (rounds, rolling[0])
}

/// One random game, as a record.
pub(super) fn play_out(seats: usize, bounce: bool, negative_start: bool, seed: u64) -> Value {
    let mut rng = Rng::new(seed);
    let mut rec = header(seats, bounce, negative_start, seed);
    let rules = Checker { problems: Vec::new() }.rules(&rec).expect("the rules of game.toml read");
    let (rolls, first) = roll_off(&mut rng, seats);
    let mut pile: Vec<Card> =
        rules.cards.iter().enumerate().flat_map(|(i, k)| vec![Card(i); k.copies as usize]).collect();
    rng.shuffle(&mut pile);
    let hand = rules.hand;
    let mut hands = vec![Vec::new(); seats];
    for k in 0..seats {
        hands[(first + k) % seats] = pile[k * hand..(k + 1) * hand].to_vec();
    }
    let ids = |cards: &[Card]| -> Value { cards.iter().map(|&c| rules.id(c)).collect() };
    (rec["rolls"], rec["first"], rec["pile"], rec["hands"]) =
        (json!(rolls), json!(first), ids(&pile), hands.iter().map(|h| ids(h)).collect());
    let mut table = Table::new(rules.clone(), first, hands, pile[seats * hand..].to_vec());
    let mut turns = Vec::new();
    let mut winner = None;
    while winner.is_none() && (turns.len() as u64) < rules.turn_limit {
        let seat = table.seat_of_turn(turns.len() + 1);
        turns.push(turn(&mut table, &mut rng, seat));
        winner = (table.pawns[seat] == rules.finish).then_some(seat);
    }
    rec["end"] = json!({ "winner": winner, "turns": turns.len(), "pawns": table.pawns, "destiny": table.markers });
    rec["turns"] = turns.into();
    rec
}

/// One random turn of `seat`, carried out on `table`.
fn turn(table: &mut Table, rng: &mut Rng, seat: usize) -> Value {
    let die = 1 + rng.below(6) as i64;
    let (from, destiny) = (table.pawns[seat], table.push(seat));
    let step = table.step(seat, die);
    let mut t = json!({ "seat": seat, "move": { "from": from, "destiny": destiny, "die": die, "to": step.to } });
    if step.bounced {
        t["move"]["bounced"] = true.into();
    }
    table.pawns[seat] = step.to;
    if step.wins {
        return t;
    }
    match table.rules.effect(step.to) {
        Some(Effect::Relief { .. }) if table.adversity[seat].is_empty() => {
            t["space"] = json!({ "space": step.to, "outcome": "nothing" });
        }
        Some(Effect::Relief { gain }) => {
            let held = &table.adversity[seat];
            let card = held[rng.below(held.len())];
            let back = table.relieve(seat, card, gain);
            let removed = table.rules.id(card);
            t["space"] = json!({ "space": step.to, "outcome": "relieved", "removed": removed, "back": back });
        }
        Some(Effect::Start(guard)) => {
            let saved = table.saved(seat, guard);
            if !saved {
                table.pawns[seat] = 0;
            }
            t["space"] = json!({ "space": step.to, "outcome": if saved { "saved" } else { "back" } });
        }
        None => {}
    }
    if let Some(&top) = table.pile.front() {
        t["draw"] = table.rules.id(top).into();
        table.draw(seat);
    }
    let hand = &table.hands[seat];
    if !hand.is_empty() {
        let card = hand[rng.below(hand.len())];
        let id = table.rules.id(card).to_string();
        let targets: Vec<usize> =
            (0..table.rules.seats).filter(|&s| table.strike_fault(seat, card, s).is_none()).collect();
        t["play"] = if table.acquire_fault(seat, card).is_none() && rng.below(4) > 0 {
            table.acquire(seat, card);
            json!({ "acquire": id })
        } else if !targets.is_empty() && rng.below(4) > 0 {
            let target = targets[rng.below(targets.len())];
            let back = table.strike(seat, card, target);
            json!({ "strike": id, "target": target, "back": back })
        } else {
            table.discard(seat, card);
            json!({ "discard": id })
        };
    }
    t
}

/// Every seat count of J1.3 with every setting of the two switches.
pub(super) fn variants() -> Vec<(usize, bool, bool)> {
    let mut all = Vec::new();
    for seats in 2..=4 {
        for bounce in [true, false] {
            for negative_start in [true, false] {
                all.push((seats, bounce, negative_start));
            }
        }
    }
    all
}

#[test]
fn playouts_of_every_variant_pass() {
    for (seats, bounce, negative_start) in variants() {
        for seed in 0..50 {
            let rec = play_out(seats, bounce, negative_start, seed);
            let what = format!("{seats} seats, bounce {bounce}, negative_start {negative_start}, seed {seed}");
            assert_eq!(check_record(&rec.to_string()), Ok(()), "{what}");
        }
    }
}

/// 10 000 recorded games, each variant in turn, checked well under a minute.
#[test]
fn ten_thousand_games_are_checked_quickly() {
    let variants = variants();
    let lines: Vec<String> = (0..10_000u64)
        .map(|i| {
            let (seats, bounce, negative_start) = variants[i as usize % variants.len()];
            play_out(seats, bounce, negative_start, i).to_string()
        })
        .collect();
    let start = std::time::Instant::now();
    for line in &lines {
        assert_eq!(check_record(line), Ok(()));
    }
    let took = start.elapsed();
    eprintln!("checked {} games in {took:?}", lines.len());
    assert!(took.as_secs() < 30, "checking took {took:?}");
}
