//! Owns the independent re-check of one `guyenne-log/1` game record against the rules digest.
//!
//! Nothing here calls the engine's game, battle or scoring logic. The record is read as plain
//! JSON, and every fact it states (hands, decks, exhaustions, battles, removals, castles, end and
//! score) is derived again from the rules digest (rule ids R1..R9) and the game definition, so
//! that a mistake in the engine cannot hide behind the same mistake here.

use crate::content::GameDef;
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
        self.switches(&rec["switches"])?;
        self.setup(&rec["setup"])?;
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

    /// R5 and R9: both battles. Returns what each side discards this round.
    fn battles(&mut self, r: &Value, n: usize, castles: [usize; 2], played: &[Pair; 2]) -> Option<Pair> {
        let bs = self.need(r["battles"].as_array(), &format!("round {n}: battles"))?;
        if bs.len() != 2 {
            bad!(self, "round {n}: {} battles but R5 resolves castle A then castle B", bs.len());
            return None;
        }
        let mut discards = Pair::default();
        for (k, (b, pl)) in bs.iter().zip(played).enumerate() {
            let castle = castles[k];
            let at = format!("round {n}, battle {} (castle {castle})", k + 1);
            if b["castle"].as_u64() != Some(castle as u64) {
                bad!(self, "{at}: the record resolves castle {} here but R5 resolves A then B", b["castle"]);
            }
            // Castles A and B differ, so castle B's control is still the one of the round start.
            let holder = self.control[castle - 1];
            if self.control(&b["holder"]) != Some(holder) {
                bad!(self, "{at}: holder is {} but {} held it at round start (R5.2)", b["holder"], self.name(holder));
            }
            let (sums, heroes) = ([sum(&pl[0]), sum(&pl[1])], [pl[0].contains(&HERO), pl[1].contains(&HERO)]);
            for s in 0..2 {
                let st = &b["strength"][self.names[s]];
                if st["sum"].as_u64() != Some(sums[s]) || st["hero"].as_bool() != Some(heroes[s]) {
                    let (want, cards) = (serde_json::json!({ "sum": sums[s], "hero": heroes[s] }), show(&pl[s]));
                    bad!(self, "{at}: {}'s strength is {st} but R5.1 gives {want} for {cards}", self.names[s]);
                }
            }
            let conceded = self.need(b["conceded"].as_bool(), &format!("{at}: conceded"))?;
            if conceded && holder.is_none() {
                bad!(self, "{at}: a neutral castle is conceded but R5.3 lets nobody concede");
            }
            let (winner, why) = match holder {
                Some(h) if conceded => (Some(1 - h), "R5.2 gives a conceded castle to the attacker".to_string()),
                _ if heroes[0] && heroes[1] => (None, "R5.4 makes two heroes a tie".to_string()),
                _ if heroes[0] || heroes[1] => {
                    let s = if heroes[0] { 0 } else { 1 };
                    (Some(s), format!("R5.4 gives it to the hero of {}", self.names[s]))
                }
                Some(h) => {
                    let (a, d) = (sums[1 - h], sums[h]);
                    let why = format!("R5.2 gives attack {a} against defence {d} (a tie to the defender)");
                    (Some(if a > d { 1 - h } else { h }), why)
                }
                None => {
                    let w = (sums[0] != sums[1]).then_some(if sums[0] > sums[1] { 0 } else { 1 });
                    (w, format!("R5.3 gives the neutral castle at {} against {}", sums[0], sums[1]))
                }
            };
            if self.control(&b["winner"]) != Some(winner) {
                bad!(self, "{at}: winner is {} but {why}, so the winner is {}", b["winner"], self.name(winner));
            }
            let after = winner.or(holder);
            if self.control(&b["control_after"]) != Some(after) {
                bad!(self, "{at}: control_after is {} but R5.5 gives {}", b["control_after"], self.name(after));
            }
            self.control[castle - 1] = after;
            let removed = self.removal(b, &at, holder, winner, pl);
            for s in 0..2 {
                let mut rest = pl[s].clone();
                take(&mut rest, &removed[s]);
                discards[s].extend(rest);
                self.sides[s].removed.extend(&removed[s]);
            }
        }
        Some(discards)
    }

    /// R5.6 and R9: the cards each side removes for good after one battle. Returns the removals
    /// to track: the rules' own where they leave no choice, else the record's when it is legal.
    fn removal(&mut self, b: &Value, at: &str, holder: Option<usize>, won: Option<usize>, pl: &Pair) -> Pair {
        let strongest = |s: usize| pl[s].iter().max().map(|&c| vec![c]).unwrap_or_default();
        // Each side's removal; `None` marks the loser's choice of R9.2(a).
        let mut expect: [Option<Vec<u8>>; 2] = [Some(Vec::new()), Some(Vec::new())];
        match (self.sw.removal, holder, won) {
            ("conquest", Some(h), Some(w)) if w != h => expect[w] = Some(strongest(w)),
            ("advanced", Some(h), _) => expect[1 - h] = Some(strongest(1 - h)),
            ("advanced", None, Some(w)) => expect[1 - w] = None,
            _ => {}
        }
        let rule = match (self.sw.removal, holder) {
            ("conquest", _) => "R9.4",
            ("advanced", Some(_)) => "R9.2(b)",
            ("advanced", None) => "R9.2(a)",
            _ => "R9.1",
        };
        let mut out = Pair::default();
        for s in 0..2 {
            let name = self.names[s];
            let fallback = expect[s].clone().unwrap_or_else(|| strongest(s));
            let Some(got) = cards(&b["removed"][name]) else {
                bad!(self, "{at}: removed.{name} is missing or malformed");
                out[s] = fallback;
                continue;
            };
            let among = take(&mut pl[s].clone(), &got);
            if !among {
                bad!(self, "{at}: {name} removes {} but played only {} there (R5.6)", show(&got), show(&pl[s]));
            }
            if let Some(want) = &expect[s] {
                if !same(&got, want) {
                    bad!(self, "{at}: {name} removes {} but {rule} removes {}", show(&got), show(want));
                }
                out[s] = want.clone();
                continue;
            }
            let top = pl[s].iter().max().copied().unwrap_or(0);
            let legal = (got.len() == 1 && got[0] == top) || (got.len() >= 2 && sum(&got) >= top as u64);
            if !legal {
                let (got, top) = (show(&got), show(&[top]));
                bad!(self, "{at}: {name} lost and removes {got} but R9.2(a) wants {top} or 2+ cards worth as much");
            }
            out[s] = if legal && among { got } else { fallback };
        }
        out
    }

    /// R6.2 and R7: one side's discard and draw at the end of a round.
    fn refill(&mut self, rf: &Value, n: usize, s: usize, discarded: &[u8]) -> Option<()> {
        let at = format!("round {n}, refill of {}", self.names[s]);
        let got = self.need(cards(&rf["discarded"]), &format!("{at}: discarded"))?;
        if !same(&got, discarded) {
            bad!(self, "{at}: discarded {} but R6.1 discards {}", show(&got), show(discarded));
        }
        let drawn = self.need(cards(&rf["drawn"]), &format!("{at}: drawn"))?;
        let rebuilds = self.need(rf["rebuilds"].as_array(), &format!("{at}: rebuilds"))?;
        let owed = (self.def.hand_size as usize).saturating_sub(self.sides[s].hand_total());
        let (limit, mut pulled, mut used) = (self.sw.limit, Vec::new(), 0);
        let st = &mut self.sides[s];
        while pulled.len() < owed && !st.deck.is_empty() {
            pulled.push(st.deck.remove(0));
            if !st.deck.is_empty() {
                continue;
            }
            // R7.1 and R7.3: the last card leaving the deck is one exhaustion, counted at once.
            st.exhaustions += 1;
            while st.exhaustions < limit {
                // R7.2: below the limit the discard becomes the new deck, in the record's order.
                let k = pulled.len();
                let Some(rb) = rebuilds.get(used) else {
                    bad!(self, "{at}: the deck empties after {k} draws below the limit but is not rebuilt (R7.2)");
                    return None;
                };
                used += 1;
                if rb["after_draws"].as_u64() != Some(k as u64) {
                    let got = &rb["after_draws"];
                    bad!(self, "{at}: rebuild {used} has after_draws {got} but the deck empties after {k} (R7.3)");
                }
                match cards(&rb["deck"]) {
                    Some(deck) if same(&deck, &st.discard) => st.deck = deck,
                    _ => {
                        let (got, pile) = (&rb["deck"], show(&sorted(&st.discard)));
                        bad!(self, "{at}: rebuild {used} forms the deck {got} but R7.2 shuffles the discard {pile}");
                        return None;
                    }
                }
                st.discard.clear();
                if !st.deck.is_empty() {
                    break;
                }
                // R7.4: a rebuild from an empty discard is the next exhaustion at once.
                st.exhaustions += 1;
            }
        }
        // R9.5: a team's next drawer takes the cards, and the drawer alternates every round.
        let to = if st.team { 1 - st.drawer } else { 0 };
        st.hands[to].extend(&pulled);
        st.drawer = to;
        if used != rebuilds.len() {
            bad!(self, "{at}: {} rebuilds are recorded but R7.2-R7.4 make {used}", rebuilds.len());
        }
        if drawn != pulled {
            bad!(self, "{at}: drawn {} but R6.2 and R7 draw {} from the deck", show(&drawn), show(&pulled));
        }
        Some(())
    }

    /// The round's counts against the tracked piles (R1.2: they always add up to every card).
    fn counts(&mut self, r: &Value, n: usize) {
        for (s, st) in self.sides.iter().enumerate() {
            let (name, c) = (self.names[s], &r["counts"][self.names[s]]);
            let mine = [
                ("hand", st.hand_total(), "R6.2"),
                ("deck", st.deck.len(), "R7.2"),
                ("discard", st.discard.len(), "R6.1"),
                ("removed", st.removed.len(), "R5.6"),
                ("exhaustions", st.exhaustions as usize, "R7.1"),
            ];
            for (key, want, rule) in mine {
                if c[key].as_u64() != Some(want as u64) {
                    bad!(self, "round {n}: counts.{name}.{key} is {} but {rule} gives {want}", c[key]);
                }
            }
            let total: u64 = ["hand", "deck", "discard", "removed"].iter().filter_map(|k| c[*k].as_u64()).sum();
            if total != self.total as u64 {
                bad!(self, "round {n}: {name}'s counts add up to {total}, not the {} cards of R1.2", self.total);
            }
        }
    }

    /// R7.5 and R7.6, after a refill: the reason the game ends now, if any.
    fn end_reason(&self) -> Option<&'static str> {
        let mut reason = None;
        for st in &self.sides {
            // A team plays only if its next drawer can give a card and keep one (R9.5).
            let can_play = if st.team { st.hands[st.drawer].len() >= 2 } else { st.hand_total() >= 2 };
            if st.exhaustions >= self.sw.limit && (st.hand_total() <= 1 || !can_play) {
                return Some("exhaustion");
            }
            if !can_play {
                reason = Some("no_cards");
            }
        }
        reason
    }

    /// R3 and R8: the end record against the tracked game.
    fn end(&mut self, e: &Value, ended: Option<(&'static str, usize)>, rounds: usize) {
        if let Some((reason, at)) = ended {
            let rule = match reason {
                "all_castles" => "R6.4",
                "exhaustion" => "R7.5",
                _ => "R7.6",
            };
            if e["reason"].as_str() != Some(reason) {
                bad!(self, "end: reason is {} but {rule} ends the game after round {at} as {reason}", e["reason"]);
            }
        }
        if e["round"].as_u64() != Some(rounds as u64) {
            bad!(self, "end: round is {} but the last round recorded is {rounds} (R7.5)", e["round"]);
        }
        if e["castles"] != self.castles() {
            bad!(self, "end: castles are {} but the battles (R5.5) leave {}", e["castles"], self.castles());
        }
        let nc = self.control.len() as u64;
        let (mut owned, mut largest, mut grouped, mut unspent) = ([0u64; 2], [0u64; 2], [0u64; 2], [0u64; 2]);
        for s in 0..2 {
            let mut run = 0u64;
            // A neutral castle after the last one closes the final run of adjacent castles.
            for c in self.control.iter().chain([&None]) {
                if *c == Some(s) {
                    run += 1;
                    continue;
                }
                (owned[s], largest[s]) = (owned[s] + run, largest[s].max(run));
                // R8.2: an isolated castle scores 1, a castle in a group of two or more scores 2.
                grouped[s] += if run == 1 { 1 } else { 2 * run };
                run = 0;
            }
            unspent[s] = (self.sides[s].hand_total() + self.sides[s].deck.len()) as u64;
        }
        let all = (0..2).find(|&s| owned[s] == nc);
        let (score, rule) = match all {
            // R8.1: 12 for the six castles of Guyenne, that is two a castle.
            Some(s) => ([0, 1].map(|x| if x == s { 2 * nc } else { 0 }), "R8.1"),
            None if self.sw.scoring_2021 => {
                let bonus = |s: usize| if largest[s] >= 2 { largest[s] } else { 0 };
                ([0, 1].map(|s| owned[s] + bonus(s) + unspent[s]), "R8.4")
            }
            None => (grouped, "R8.2"),
        };
        for (s, name) in self.names.into_iter().enumerate() {
            let checks =
                [("unspent", unspent[s], "R8.3"), ("largest_group", largest[s], "R8.2"), ("score", score[s], rule)];
            for (key, want, rule) in checks {
                if e[key][name].as_u64() != Some(want) {
                    bad!(self, "end: {key}.{name} is {} but {rule} gives {want}", e[key][name]);
                }
            }
        }
        // R8.3 and R8.4: the tie-breaks, compared in order after the score.
        let (y2021, tie) = (self.sw.scoring_2021, if self.sw.scoring_2021 { "R8.4" } else { "R8.3" });
        let key = |s: usize| if y2021 { [score[s], largest[s], unspent[s]] } else { [score[s], unspent[s], 0] };
        let (winner, rule) = match (all, key(0).cmp(&key(1))) {
            (Some(s), _) => (Some(s), "R8.1"),
            (None, Ordering::Greater) => (Some(0), tie),
            (None, Ordering::Less) => (Some(1), tie),
            (None, Ordering::Equal) => (None, tie),
        };
        if self.control(&e["winner"]) != Some(winner) {
            bad!(self, "end: winner is {} but {rule} gives {}", e["winner"], self.name(winner));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::PackSource;
    use crate::engine::{BySide, SeatPlan};
    use crate::sim::{PolicyKind, SimConfig, record_game};
    use serde_json::json;

    /// The game definition and one game record played by the engine, as JSON.
    fn record(ruleset: &str, seats: u8, seed: u64) -> (GameDef, Value) {
        let def = PackSource::Embedded.load_game("guyenne").unwrap_or_else(|_| panic!("the embedded game loads"));
        let rules = def.rules(ruleset).unwrap_or_else(|_| panic!("ruleset {ruleset} exists"));
        let (game, ruleset) = ("guyenne".to_string(), ruleset.to_string());
        let (seats, players) =
            (SeatPlan::for_seats(seats).unwrap(), BySide::new(PolicyKind::Random, PolicyKind::Greedy));
        let config = SimConfig { game, ruleset, rules, seats, players, games: 1, seed };
        (def, serde_json::from_str(&record_game(&config, seed).1).expect("records are JSON"))
    }

    /// Asserts that a mutated record is flagged by a message containing `rule`.
    fn flags(def: &GameDef, rec: &Value, rule: &str) {
        let p = check_record(def, &rec.to_string()).err().unwrap_or_default();
        assert!(p.iter().any(|m| m.contains(rule)), "expected a problem citing {rule}, got {p:#?}");
    }

    /// The first two-seat engine record with a battle matching `pick`, and the battle's place.
    fn find(ruleset: &str, pick: impl Fn(&Value) -> bool) -> (GameDef, Value, usize, usize) {
        for seed in 0..200 {
            let (def, rec) = record(ruleset, 2, seed);
            let found = rec["rounds"]
                .as_array()
                .unwrap()
                .iter()
                .enumerate()
                .find_map(|(i, r)| r["battles"].as_array().unwrap().iter().position(&pick).map(|k| (i, k)));
            if let Some((i, k)) = found {
                return (def, rec, i, k);
            }
        }
        panic!("no battle found");
    }

    #[test]
    fn engine_records_pass() {
        for ruleset in ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"] {
            for (seats, seed) in (2..=4).flat_map(|seats| (0..8).map(move |seed| (seats, seed))) {
                let (def, rec) = record(ruleset, seats, seed);
                assert_eq!(check_record(&def, &rec.to_string()), Ok(()), "{ruleset}, {seats} seats, seed {seed}");
            }
        }
    }

    #[test]
    fn wrong_battles_and_removals_are_flagged() {
        let heroes = |b: &Value| b["strength"]["english"]["hero"] == true || b["strength"]["french"]["hero"] == true;
        let kept = |b: &Value| !b["holder"].is_null() && b["conceded"] == false && b["winner"] == b["holder"];
        let (def, mut rec, i, k) = find("2022-basic", |b| kept(b) && !heroes(b));
        let b = &mut rec["rounds"][i]["battles"][k];
        b["winner"] = if b["holder"] == "english" { "french" } else { "english" }.into();
        flags(&def, &rec, "R5.2");
        let (def, mut rec, i, k) = find("2022-advanced", |b| !b["holder"].is_null());
        rec["rounds"][i]["battles"][k]["removed"] = json!({ "english": [], "french": [] });
        flags(&def, &rec, "R9.2(b)");
        let (def, mut rec, i, k) = find("2021-basic", |b| b["removed"]["english"] != json!([]));
        rec["rounds"][i]["battles"][k]["removed"]["english"] = json!([]);
        flags(&def, &rec, "R9.4");
    }

    #[test]
    fn wrong_draws_roles_gives_and_ends_are_flagged() {
        let (def, mut rec) = record("2022-expert", 3, 1);
        rec["rounds"][0]["refill"]["english"]["drawn"].as_array_mut().unwrap().pop().expect("a card was drawn");
        flags(&def, &rec, "R6.2");
        let (def, mut rec) = record("2021-basic", 2, 3);
        rec["rounds"][0]["placements"][0]["role"] = "defend".into();
        flags(&def, &rec, "R4.1");
        let (def, mut rec) = record("2022-advanced", 4, 5);
        rec["rounds"][1]["gives"]["french"]["from"] = "a".into();
        flags(&def, &rec, "R9.5");
        let (def, mut rec) = record("2022-advanced", 4, 5);
        rec["rounds"].as_array_mut().unwrap().pop();
        rec["end"]["round"] = rec["rounds"].as_array().unwrap().len().into();
        flags(&def, &rec, "R7.5");
    }

    #[test]
    fn wrong_scores_and_winners_are_flagged() {
        for (ruleset, rule) in [("2022-basic", "R8.2"), ("2021-basic", "R8.4")] {
            let found = (0..100).map(|seed| record(ruleset, 2, seed)).find(|r| r.1["end"]["reason"] != "all_castles");
            let (def, mut rec) = found.expect("a game that ends by exhaustion");
            let score = rec["end"]["score"]["english"].as_u64().unwrap();
            rec["end"]["score"]["english"] = (score + 1).into();
            flags(&def, &rec, rule);
            rec["end"]["winner"] = if rec["end"]["winner"] == "french" { "english" } else { "french" }.into();
            flags(&def, &rec, "end: winner");
        }
    }
}
