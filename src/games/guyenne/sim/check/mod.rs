//! Owns the independent re-check of one `guyenne-log/1` game record against the rules digest.
//!
//! Nothing here calls the engine's game, battle or scoring logic. The record is read as plain
//! JSON, and every fact it states (hands, decks, exhaustions, battles, removals, castles, end and
//! score) is derived again from the rules digest (rule ids R1..R9) and the game definition, so
//! that a mistake in the engine cannot hide behind the same mistake here.

use crate::games::guyenne::GameDef;
use serde_json::Value;
use std::cmp::Ordering;

/// The hero, stored above every numbered value so that the strongest card is the largest (R1.2).
const HERO: u8 = u8::MAX;
/// The most problems reported for one record.
const CAP: usize = 50;
/// The member names of a team side (R9.5).
const MEMBERS: [&str; 2] = ["a", "b"];

/// Cards per side, in the order of the game definition's sides.
type Pair = [Vec<u8>; 2];

/// Records a problem, formatted like `format!`, unless the cap is reached.
macro_rules! bad {
    ($c:expr, $($arg:tt)*) => {
        if $c.problems.len() < CAP {
            $c.problems.push(format!($($arg)*));
        }
    };
}

/// The record's rule switches, which the checker trusts rather than the ruleset name (R9).
#[derive(Default)]
struct Switches {
    /// "none" (R9.1), "advanced" (R9.2) or "conquest" (R9.4).
    removal: &'static str,
    scoring_2021: bool,
    limit: u32,
    set_aside: usize,
}

/// One side's cards as the checker tracks them.
#[derive(Default)]
struct SideState {
    team: bool,
    /// A solo side uses `hands[0]` only; a team uses member "a" then member "b".
    hands: [Vec<u8>; 2],
    /// The deck, top first.
    deck: Vec<u8>,
    discard: Vec<u8>,
    removed: Vec<u8>,
    exhaustions: u32,
    /// The team member who draws and gives this round: 0 for "a", 1 for "b".
    drawer: usize,
}

impl SideState {
    fn hand_total(&self) -> usize {
        self.hands[0].len() + self.hands[1].len()
    }
}

/// One check: the definition, the switches, the tracked game and the problems found so far.
struct Checker<'a> {
    def: &'a GameDef,
    sw: Switches,
    names: [&'static str; 2],
    total: usize,
    sides: [SideState; 2],
    control: Vec<Option<usize>>,
    problems: Vec<String>,
}

/// Checks one game record (one line of a log). Returns every problem found, up to a cap.
pub fn check_record(def: &GameDef, line: &str) -> Result<(), Vec<String>> {
    let rec: Value = serde_json::from_str(line).map_err(|e| vec![format!("the record is not JSON: {e}")])?;
    if def.sides.len() != 2 {
        return Err(vec!["the game definition must have exactly two sides (R1.2)".to_string()]);
    }
    let mut c = Checker {
        def,
        sw: Switches::default(),
        names: [def.sides[0].side.id(), def.sides[1].side.id()],
        total: 0,
        sides: Default::default(),
        control: vec![None; def.castles.len()],
        problems: Vec::new(),
    };
    c.game(&rec);
    if c.problems.is_empty() { Ok(()) } else { Err(c.problems) }
}

/// A card: an integer value or "H" for the hero.
fn card(v: &Value) -> Option<u8> {
    match v {
        Value::String(s) if s == "H" => Some(HERO),
        _ => v.as_u64().filter(|&n| (1..HERO as u64).contains(&n)).map(|n| n as u8),
    }
}

/// A list of cards, or `None` when it is missing or holds something that is not a card.
fn cards(v: &Value) -> Option<Vec<u8>> {
    v.as_array()?.iter().map(card).collect()
}

/// The cards in increasing order, the hero last.
fn sorted(c: &[u8]) -> Vec<u8> {
    let mut v = c.to_vec();
    v.sort_unstable();
    v
}

/// Whether two lists hold the same cards, in any order.
fn same(a: &[u8], b: &[u8]) -> bool {
    sorted(a) == sorted(b)
}

/// Takes `part` out of `whole` when every card of it is there; otherwise leaves `whole` alone.
fn take(whole: &mut Vec<u8>, part: &[u8]) -> bool {
    let mut left = whole.clone();
    for c in part {
        let Some(i) = left.iter().position(|x| x == c) else { return false };
        left.remove(i);
    }
    *whole = left;
    true
}

/// The sum of the numbered cards (R5.1).
fn sum(c: &[u8]) -> u64 {
    c.iter().filter(|&&x| x != HERO).map(|&x| x as u64).sum()
}

/// Cards as the record writes them, for messages.
fn show(c: &[u8]) -> String {
    let items: Vec<String> = c.iter().map(|&x| if x == HERO { "H".to_string() } else { x.to_string() }).collect();
    format!("[{}]", items.join(", "))
}

impl Checker<'_> {
    /// Passes a value through, recording a problem when it is missing or malformed.
    fn need<T>(&mut self, v: Option<T>, what: &str) -> Option<T> {
        if v.is_none() {
            bad!(self, "{what} is missing or malformed");
        }
        v
    }

    /// A side by its record name.
    fn side(&self, v: &Value) -> Option<usize> {
        self.names.iter().position(|n| v.as_str() == Some(n))
    }

    /// A control or winner: `Some(None)` for null, `Some(Some(side))` for a side.
    fn control(&self, v: &Value) -> Option<Option<usize>> {
        if v.is_null() { Some(None) } else { self.side(v).map(Some) }
    }

    /// A side's name for messages, or "nobody".
    fn name(&self, c: Option<usize>) -> &'static str {
        c.map_or("nobody", |s| self.names[s])
    }

    /// The tracked castle line as the record writes it.
    fn castles(&self) -> Value {
        self.control.iter().map(|c| c.map_or(Value::Null, |s| self.names[s].into())).collect()
    }

    /// The whole record: header, setup, every round, then the end.
    fn game(&mut self, rec: &Value) -> Option<()> {
        if rec["format"] != "guyenne-log/1" {
            bad!(self, "format is {} but this checker reads \"guyenne-log/1\"", rec["format"]);
        }
        if !rec["seed"].is_u64() {
            bad!(self, "seed is {} but a seed is a whole number from 0 to 2^64 - 1", rec["seed"]);
        }
        self.switches(&rec["switches"])?;
        self.setup(&rec["setup"])?;
        // Seats are optional; when given, 2 (one player a side), 3 (the French side a team) or
        // 4 (two teams), as the setup's teams say (R9.5).
        if let Some(seats) = rec.get("seats") {
            let teams = ["english", "french"].iter().filter(|s| rec["setup"][**s].get("members").is_some()).count();
            match seats.as_u64() {
                Some(n @ 2..=4) if n as usize == 2 + teams => {}
                Some(n @ 2..=4) => bad!(self, "seats is {n} but the setup has {teams} team(s) (R9.5)"),
                _ => bad!(self, "seats is {seats} but Guyenne is played by 2, 3 or 4 players (R1.1, R9.5)"),
            }
        }
        let rounds = self.need(rec["rounds"].as_array(), "rounds")?;
        let (mut first, mut ended) = (0, None);
        for (i, r) in rounds.iter().enumerate() {
            if let Some((reason, at)) = ended {
                bad!(self, "round {}: the game ended after round {at} ({reason}) but the record goes on", i + 1);
                break;
            }
            ended = self.round(r, i + 1, first)?.map(|reason| (reason, i + 1));
            // R6.3: the first-player card turns every round.
            first = 1 - first;
        }
        if ended.is_none() {
            bad!(self, "the record stops after round {} with no end condition met (R6.4, R7.5, R7.6)", rounds.len());
        }
        self.end(&rec["end"], ended, rounds.len());
        Some(())
    }

    /// The rule switches (R9), which decide removal, scoring, the exhaustion limit and set-aside.
    fn switches(&mut self, s: &Value) -> Option<()> {
        let removal =
            s["removal"].as_str().and_then(|r| ["none", "advanced", "conquest"].into_iter().find(|&x| x == r));
        let scoring = s["scoring"].as_str().filter(|&x| x == "2021" || x == "2022");
        let limit = s["exhaustion_limit"].as_u64().filter(|&l| (1..=u32::MAX as u64).contains(&l));
        let removal = self.need(removal, "switches.removal (none, advanced or conquest, R9)");
        let scoring = self.need(scoring, "switches.scoring (2022 or 2021, R8)");
        let limit = self.need(limit, "switches.exhaustion_limit (at least 1, R7.2)");
        let set_aside = self.need(s["set_aside"].as_u64(), "switches.set_aside (R9.3)");
        let (removal, scoring_2021) = (removal?, scoring? == "2021");
        self.sw = Switches { removal, scoring_2021, limit: limit? as u32, set_aside: set_aside? as usize };
        Some(())
    }

    /// R2 and R9.3: each side's deck, set-aside cards and opening hand.
    fn setup(&mut self, setup: &Value) -> Option<()> {
        let hs = self.def.hand_size as usize;
        let mut full = vec![HERO];
        for &(value, copies) in &self.def.action_cards {
            full.extend(std::iter::repeat_n(value, copies as usize));
        }
        full.sort_unstable();
        self.total = full.len();
        for s in 0..2 {
            let (name, su) = (self.names[s], &setup[self.names[s]]);
            let team = su.get("members").is_some();
            if team && su["members"] != serde_json::json!(MEMBERS) {
                bad!(self, "setup, {name}: members are {} but a team is [\"a\", \"b\"] (R9.5)", su["members"]);
            }
            let set_aside = self.need(cards(&su["set_aside"]), &format!("setup.{name}.set_aside"))?;
            let deck = self.need(cards(&su["deck"]), &format!("setup.{name}.deck"))?;
            let hand = self.need(cards(&su["hand"]), &format!("setup.{name}.hand"))?;
            if set_aside.len() != self.sw.set_aside || set_aside.contains(&HERO) {
                let (got, want) = (show(&set_aside), self.sw.set_aside);
                bad!(self, "setup, {name}: sets aside {got} but R9.3 sets aside {want} numbered cards");
            }
            let all = sorted(&[&deck[..], &set_aside[..], &[HERO][..]].concat());
            if all != full {
                bad!(self, "setup, {name}: the cards are {} but R1.2 gives {}", show(&all), show(&full));
            }
            if deck.len() + 1 < hs {
                bad!(self, "setup, {name}: the deck is too short for the opening draw (R2.2)");
                return None;
            }
            let opening = [&[HERO][..], &deck[..hs - 1]].concat();
            if hand != opening {
                bad!(self, "setup, {name}: hand is {} but R2.2 gives {}", show(&hand), show(&opening));
            }
            let (hands, deck) = ([opening, Vec::new()], deck[hs - 1..].to_vec());
            self.sides[s] = SideState { team, hands, deck, discard: set_aside, ..SideState::default() };
        }
        Some(())
    }

    /// One round. Returns the reason the game ends after it, if it does, or `None` when the
    /// record is too broken to follow further.
    fn round(&mut self, r: &Value, n: usize, first: usize) -> Option<Option<&'static str>> {
        if r["round"].as_u64() != Some(n as u64) {
            bad!(self, "round {n}: numbered {} but rounds count 1, 2, 3...", r["round"]);
        }
        if self.side(&r["first"]) != Some(first) {
            bad!(self, "round {n}: first player is {} but R2.1 and R6.3 give {}", r["first"], self.names[first]);
        }
        for s in 0..2 {
            if self.sides[s].team {
                self.give(r, n, s)?;
            }
        }
        self.hands(r, n)?;
        let (castles, played) = self.placements(r, n, first)?;
        let discards = self.battles(r, n, castles, &played)?;
        // R6.1: the cards played and not removed go to their owner's discard.
        for (st, d) in self.sides.iter_mut().zip(&discards) {
            st.discard.extend(d);
        }
        if r["castles"] != self.castles() {
            bad!(self, "round {n}: castles are {} but the battles (R5.5) leave {}", r["castles"], self.castles());
        }
        if let Some(s) = (0..2).find(|&s| self.control.iter().all(|&c| c == Some(s))) {
            if !r["refill"].is_null() {
                bad!(self, "round {n}: {} holds every castle, so R6.4 ends the game with no refill", self.names[s]);
            }
            self.counts(r, n);
            return Some(Some("all_castles"));
        }
        if !r["refill"].is_object() {
            bad!(self, "round {n}: refill is missing but the game goes on (R6.2)");
            return None;
        }
        for (s, d) in discards.iter().enumerate() {
            self.refill(&r["refill"][self.names[s]], n, s, d)?;
        }
        self.counts(r, n);
        Some(self.end_reason())
    }

    /// R9.5: the team's drawer gives 1 to hand_size-1 cards to the partner, keeping at least one.
    fn give(&mut self, r: &Value, n: usize, s: usize) -> Option<()> {
        let (name, d, hs) = (self.names[s], self.sides[s].drawer, self.def.hand_size as usize);
        let (at, drawer) = (format!("round {n}: {name} {}", MEMBERS[d]), MEMBERS[d]);
        if r["drawer"][name].as_str() != Some(drawer) {
            bad!(self, "{at}: the drawer is {} but R9.5 alternates it from \"a\"", r["drawer"][name]);
        }
        let give = &r["gives"][name];
        if give["from"].as_str() != Some(drawer) {
            bad!(self, "{at}: the give comes from {} but R9.5 has the drawer give", give["from"]);
        }
        let given = self.need(cards(&give["cards"]), &format!("{at}: gives.{name}.cards"))?;
        if given.is_empty() || given.len() >= hs {
            bad!(self, "{at}: gives {} cards but R9.5 gives 1 to {}", given.len(), hs - 1);
        }
        let before = show(&self.sides[s].hands[d]);
        if !take(&mut self.sides[s].hands[d], &given) {
            bad!(self, "{at}: gives {} which is not in his hand {before} (R9.5)", show(&given));
        } else if self.sides[s].hands[d].is_empty() {
            bad!(self, "{at}: gives his whole hand but R9.5 keeps at least one card");
        }
        self.sides[s].hands[1 - d].extend(&given);
        Some(())
    }

    /// Each hand when placement starts, against the tracked hands (R2.2, R6.2, R9.5).
    fn hands(&mut self, r: &Value, n: usize) -> Option<()> {
        for s in 0..2 {
            let (name, team) = (self.names[s], self.sides[s].team);
            let rule = format!("{}{}", if n == 1 { "R2.2" } else { "R6.2" }, if team { " and R9.5" } else { "" });
            for m in 0..(if team { 2 } else { 1 }) {
                let (v, who) = match team {
                    true => (&r["hands"][name][MEMBERS[m]], format!("{name} {}", MEMBERS[m])),
                    false => (&r["hands"][name], name.to_string()),
                };
                let got = self.need(cards(v), &format!("round {n}: the hand of {who}"))?;
                if !same(&got, &self.sides[s].hands[m]) {
                    let want = show(&self.sides[s].hands[m]);
                    bad!(self, "round {n}: {who} holds {} but {rule} leave {want}", show(&got));
                }
            }
        }
        Some(())
    }

    /// R4: four placements in order. Returns castles A and B and the cards played at each, as
    /// `played[castle][side]`.
    fn placements(&mut self, r: &Value, n: usize, first: usize) -> Option<([usize; 2], [Pair; 2])> {
        let ps = self.need(r["placements"].as_array(), &format!("round {n}: placements"))?;
        if ps.len() != 4 {
            bad!(self, "round {n}: {} placements but R4 makes exactly four", ps.len());
            return None;
        }
        let (nc, max) = (self.control.len() as u64, self.def.max_per_castle as usize);
        let (order, rules) = ([first, 1 - first, 1 - first, first], ["R4.1", "R4.2", "R4.2", "R4.3"]);
        let mut castles = [0usize; 2];
        let mut played: [Pair; 2] = Default::default();
        let mut members: [Vec<usize>; 2] = Default::default();
        for (i, p) in ps.iter().enumerate() {
            let (at, s, slot, rule) = (format!("round {n}, placement {}", i + 1), order[i], i / 2, rules[i]);
            let name = self.names[s];
            if self.side(&p["side"]) != Some(s) {
                bad!(self, "{at}: placed by {} but {rule} gives the turn to {name}", p["side"]);
            }
            let castle = p["castle"].as_u64().filter(|c| (1..=nc).contains(c));
            let castle = self.need(castle, &format!("{at}: castle (1 to {nc}, R1.1)"))? as usize;
            if i % 2 == 0 {
                castles[slot] = castle;
            } else if castle != castles[slot] {
                bad!(self, "{at}: at castle {castle} but {rule} places at castle {} here", castles[slot]);
            }
            if i == 2 && castle == castles[0] {
                bad!(self, "{at}: castle B is castle A ({castle}) but R4.2 chooses a different castle");
            }
            let holder = self.control[castle - 1];
            let role = if holder == Some(s) { "defend" } else { "attack" };
            if p["role"].as_str() != Some(role) {
                let (got, held) = (&p["role"], self.name(holder));
                bad!(self, "{at}: role is {got} but castle {castle} is held by {held}, so {rule} has {name} {role}");
            }
            let placed = self.need(cards(&p["cards"]), &format!("{at}: cards"))?;
            if placed.is_empty() || placed.len() > max {
                bad!(self, "{at}: {name} places {} cards but R4.4 allows 1 to {max}", placed.len());
            }
            let team = self.sides[s].team;
            let m = if team { MEMBERS.iter().position(|x| p["member"].as_str() == Some(x)) } else { Some(0) };
            let m = self.need(m, &format!("{at}: member (R9.5)"))?;
            if team && members[s].contains(&m) {
                bad!(self, "{at}: {name} {} places twice but R9.5 has each member place once", MEMBERS[m]);
            }
            members[s].push(m);
            let who = if team { format!("{name} {}", MEMBERS[m]) } else { name.to_string() };
            let before = show(&self.sides[s].hands[m]);
            if !take(&mut self.sides[s].hands[m], &placed) {
                bad!(self, "{at}: {who} places {} which is not in his hand {before} (R4.4)", show(&placed));
            } else if !team && i < 2 && self.sides[s].hands[m].is_empty() {
                bad!(self, "{at}: {who} places his whole hand at castle A, leaving nothing for B (R4.4)");
            }
            played[slot][s] = placed;
        }
        Some((castles, played))
    }
}

mod battle;
mod end;
#[cfg(test)]
mod tests;
