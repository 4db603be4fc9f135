//! Owns the independent re-check of one `guyenne-log/1` game record against the rules digest.
//!
//! Nothing here calls the engine's game, battle or scoring logic. The record is read as plain
//! JSON, and every fact it states (hands, decks, exhaustions, battles, removals, castles, end and
//! score) is derived again from the rules digest (rule ids R1..R9) and the game definition, so
//! that a mistake in the engine cannot hide behind the same mistake here. Only the side names are
//! taken from the game definition's `sides`.

use crate::content::GameDef;
use serde_json::Value;
use std::cmp::Ordering;

/// The hero, stored above every numbered value so that the strongest card is the largest (R1.2).
const HERO: u8 = u8::MAX;
/// The most problems reported for one record.
const CAP: usize = 50;
/// The member names of a team side (R9.5).
const MEMBERS: [&str; 2] = ["a", "b"];

/// The permanent removal rules, as the record's switches name them (R9).
#[derive(Clone, Copy, Default, PartialEq)]
enum Removal {
    #[default]
    None,
    Advanced,
    Conquest,
}

/// The record's rule switches, which the checker trusts rather than the ruleset name.
#[derive(Default)]
struct Switches {
    removal: Removal,
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

/// The state of one check: the definition, the switches, the tracked game and the problems.
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
        match left.iter().position(|x| x == c) {
            Some(i) => {
                left.remove(i);
            }
            None => return false,
        }
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
    fn fail(&mut self, message: String) {
        if self.problems.len() < CAP {
            self.problems.push(message);
        }
    }

    /// Passes a value through, recording a problem when it is missing or malformed.
    fn need<T>(&mut self, v: Option<T>, what: &str) -> Option<T> {
        if v.is_none() {
            self.fail(format!("{what} is missing or malformed"));
        }
        v
    }

    fn side(&self, v: &Value) -> Option<usize> {
        self.names.iter().position(|n| v.as_str() == Some(n))
    }

    /// A control or winner: `Some(None)` for null, `Some(Some(side))` for a side.
    fn control(&self, v: &Value) -> Option<Option<usize>> {
        if v.is_null() { Some(None) } else { self.side(v).map(Some) }
    }

    fn name(&self, c: Option<usize>) -> &'static str {
        c.map_or("nobody", |s| self.names[s])
    }

    /// The whole record: header, setup, every round, then the end.
    fn game(&mut self, rec: &Value) -> Option<()> {
        if rec["format"] != "guyenne-log/1" {
            self.fail(format!("format is {} but this checker reads \"guyenne-log/1\"", rec["format"]));
        }
        self.switches(&rec["switches"])?;
        self.setup(&rec["setup"])?;
        let rounds = self.need(rec["rounds"].as_array(), "rounds")?;
        let mut first = 0;
        let mut ended: Option<(&'static str, usize)> = None;
        for (i, r) in rounds.iter().enumerate() {
            let n = i + 1;
            if let Some((reason, at)) = ended {
                self.fail(format!("round {n}: the game ended after round {at} ({reason}) but the record goes on"));
                break;
            }
            ended = self.round(r, n, first)?.map(|reason| (reason, n));
            // R6.3: the first-player card turns every round.
            first = 1 - first;
        }
        if ended.is_none() {
            let n = rounds.len();
            self.fail(format!("the record stops after round {n} but no end condition holds then (R6.4, R7.5, R7.6)"));
        }
        self.end(&rec["end"], ended, rounds.len());
        Some(())
    }

    fn switches(&mut self, s: &Value) -> Option<()> {
        let removal = match s["removal"].as_str() {
            Some("none") => Some(Removal::None),
            Some("advanced") => Some(Removal::Advanced),
            Some("conquest") => Some(Removal::Conquest),
            _ => None,
        };
        let scoring = match s["scoring"].as_str() {
            Some("2022") => Some(false),
            Some("2021") => Some(true),
            _ => None,
        };
        let limit = s["exhaustion_limit"].as_u64().filter(|&l| (1..=u32::MAX as u64).contains(&l));
        let removal = self.need(removal, "switches.removal (none, advanced or conquest, R9)");
        let scoring = self.need(scoring, "switches.scoring (2022 or 2021, R8)");
        let limit = self.need(limit, "switches.exhaustion_limit (at least 1, R7.2)");
        let set_aside = self.need(s["set_aside"].as_u64(), "switches.set_aside (R9.3)");
        self.sw = Switches {
            removal: removal?,
            scoring_2021: scoring?,
            limit: limit? as u32,
            set_aside: set_aside? as usize,
        };
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
            let name = self.names[s];
            let su = &setup[name];
            let team = su.get("members").is_some();
            if team && su["members"] != serde_json::json!(MEMBERS) {
                self.fail(format!("setup, {name}: members are {} but a team is [\"a\", \"b\"] (R9.5)", su["members"]));
            }
            let set_aside = self.need(cards(&su["set_aside"]), &format!("setup.{name}.set_aside"))?;
            let deck = self.need(cards(&su["deck"]), &format!("setup.{name}.deck"))?;
            let hand = self.need(cards(&su["hand"]), &format!("setup.{name}.hand"))?;
            if set_aside.len() != self.sw.set_aside || set_aside.contains(&HERO) {
                let (got, want) = (show(&set_aside), self.sw.set_aside);
                self.fail(format!("setup, {name}: sets aside {got} but R9.3 sets aside {want} numbered cards"));
            }
            let all = [deck.clone(), set_aside.clone(), vec![HERO]].concat();
            if sorted(&all) != full {
                let (got, want) = (show(&sorted(&all)), show(&full));
                self.fail(format!("setup, {name}: deck, set-aside cards and hero are {got} but R1.2 gives {want}"));
            }
            if deck.len() + 1 < hs {
                self.fail(format!("setup, {name}: the deck is too short for the opening draw (R2.2)"));
                return None;
            }
            let opening = [vec![HERO], deck[..hs - 1].to_vec()].concat();
            if hand != opening {
                let (got, want) = (show(&hand), show(&opening));
                self.fail(format!(
                    "setup, {name}: hand is {got} but R2.2 gives the hero and the deck's top cards {want}"
                ));
            }
            self.sides[s] = SideState {
                team,
                hands: [opening, Vec::new()],
                deck: deck[hs - 1..].to_vec(),
                discard: set_aside,
                ..SideState::default()
            };
        }
        Some(())
    }

    /// One round. Returns the reason the game ends after it, if it does; `None` when the record
    /// is too broken to follow further.
    fn round(&mut self, r: &Value, n: usize, first: usize) -> Option<Option<&'static str>> {
        if r["round"].as_u64() != Some(n as u64) {
            self.fail(format!("round {n}: numbered {} but rounds count 1, 2, 3...", r["round"]));
        }
        if self.side(&r["first"]) != Some(first) {
            let want = self.names[first];
            self.fail(format!("round {n}: first player is {} but R2.1 and R6.3 give {want}", r["first"]));
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
        let mine = Value::Array(self.control.iter().map(|c| c.map_or(Value::Null, |s| self.names[s].into())).collect());
        if r["castles"] != mine {
            self.fail(format!("round {n}: castles are {} but the battles (R5.5) leave {mine}", r["castles"]));
        }
        if let Some(s) = (0..2).find(|&s| self.control.iter().all(|&c| c == Some(s))) {
            if !r["refill"].is_null() {
                let name = self.names[s];
                self.fail(format!("round {n}: {name} holds every castle, so R6.4 ends the game without a refill"));
            }
            self.counts(r, n);
            return Some(Some("all_castles"));
        }
        if !r["refill"].is_object() {
            self.fail(format!("round {n}: refill is missing but the game goes on (R6.2)"));
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
        if r["drawer"][name].as_str() != Some(MEMBERS[d]) {
            let got = &r["drawer"][name];
            self.fail(format!(
                "round {n}: {name}'s drawer is {got} but R9.5 alternates it from \"a\", giving {}",
                MEMBERS[d]
            ));
        }
        let give = &r["gives"][name];
        if give["from"].as_str() != Some(MEMBERS[d]) {
            let got = &give["from"];
            self.fail(format!("round {n}: {name}'s give comes from {got} but R9.5 has the drawer {} give", MEMBERS[d]));
        }
        let given = self.need(cards(&give["cards"]), &format!("round {n}: gives.{name}.cards"))?;
        if given.is_empty() || given.len() >= hs {
            let k = given.len();
            self.fail(format!("round {n}: {name} {} gives {k} cards but R9.5 gives 1 to {}", MEMBERS[d], hs - 1));
        }
        let before = show(&self.sides[s].hands[d]);
        if !take(&mut self.sides[s].hands[d], &given) {
            let who = MEMBERS[d];
            self.fail(format!(
                "round {n}: {name} {who} gives {} which is not in his hand {before} (R9.5)",
                show(&given)
            ));
            return Some(());
        }
        if self.sides[s].hands[d].is_empty() {
            self.fail(format!(
                "round {n}: {name} {} gives his whole hand but R9.5 keeps at least one card",
                MEMBERS[d]
            ));
        }
        self.sides[s].hands[1 - d].extend(&given);
        Some(())
    }

    /// Each hand when placement starts, against the tracked hands (R2.2, R6.2, R9.5).
    fn hands(&mut self, r: &Value, n: usize) -> Option<()> {
        let rule = if n == 1 { "R2.2" } else { "R6.2" };
        for s in 0..2 {
            let name = self.names[s];
            let team = self.sides[s].team;
            for m in 0..(if team { 2 } else { 1 }) {
                let (v, who) = if team {
                    (&r["hands"][name][MEMBERS[m]], format!("{name} {}", MEMBERS[m]))
                } else {
                    (&r["hands"][name], name.to_string())
                };
                let got = self.need(cards(v), &format!("round {n}: the hand of {who}"))?;
                if !same(&got, &self.sides[s].hands[m]) {
                    let want = show(&self.sides[s].hands[m]);
                    self.fail(format!(
                        "round {n}: {who} holds {} but {rule} (and R9.5 gives) leave {want}",
                        show(&got)
                    ));
                }
            }
        }
        Some(())
    }

    /// R4: four placements in order. Returns castles A and B and the cards each side played at
    /// each, as `played[castle][side]`.
    fn placements(&mut self, r: &Value, n: usize, first: usize) -> Option<([usize; 2], [[Vec<u8>; 2]; 2])> {
        let ps = self.need(r["placements"].as_array(), &format!("round {n}: placements"))?;
        if ps.len() != 4 {
            self.fail(format!("round {n}: {} placements but R4 makes exactly four", ps.len()));
            return None;
        }
        let (nc, max) = (self.control.len() as u64, self.def.max_per_castle as usize);
        let order = [first, 1 - first, 1 - first, first];
        let rules = ["R4.1", "R4.2", "R4.2", "R4.3"];
        let mut castles = [0usize; 2];
        let mut played: [[Vec<u8>; 2]; 2] = Default::default();
        let mut members: [Vec<usize>; 2] = Default::default();
        for (i, p) in ps.iter().enumerate() {
            let (at, s, slot, rule) = (format!("round {n}, placement {}", i + 1), order[i], i / 2, rules[i]);
            let name = self.names[s];
            if self.side(&p["side"]) != Some(s) {
                self.fail(format!("{at}: placed by {} but {rule} gives the turn to {name}", p["side"]));
            }
            let castle = p["castle"].as_u64().filter(|c| (1..=nc).contains(c));
            let castle = self.need(castle, &format!("{at}: castle (1 to {nc}, R1.1)"))? as usize;
            if i % 2 == 0 {
                castles[slot] = castle;
            } else if castle != castles[slot] {
                self.fail(format!("{at}: at castle {castle} but {rule} places at castle {} here", castles[slot]));
            }
            if i == 2 && castle == castles[0] {
                self.fail(format!("{at}: castle B is castle A ({castle}) but R4.2 chooses a different castle"));
            }
            let role = if self.control[castle - 1] == Some(s) { "defend" } else { "attack" };
            if p["role"].as_str() != Some(role) {
                let holder = self.name(self.control[castle - 1]);
                let got = &p["role"];
                self.fail(format!(
                    "{at}: role is {got} but castle {castle} is held by {holder}, so {rule} makes {name} {role}"
                ));
            }
            let placed = self.need(cards(&p["cards"]), &format!("{at}: cards"))?;
            if placed.is_empty() || placed.len() > max {
                self.fail(format!("{at}: {name} places {} cards but R4.4 allows 1 to {max}", placed.len()));
            }
            let team = self.sides[s].team;
            let m = if team {
                let m = MEMBERS.iter().position(|x| p["member"].as_str() == Some(x));
                let m = self.need(m, &format!("{at}: member (R9.5)"))?;
                if members[s].contains(&m) {
                    self.fail(format!("{at}: {name} {} places twice but R9.5 has each member place once", MEMBERS[m]));
                }
                members[s].push(m);
                m
            } else {
                0
            };
            let who = if team { format!("{name} {}", MEMBERS[m]) } else { name.to_string() };
            let before = show(&self.sides[s].hands[m]);
            if !take(&mut self.sides[s].hands[m], &placed) {
                self.fail(format!("{at}: {who} places {} which is not in his hand {before} (R4.4)", show(&placed)));
            } else if !team && i < 2 && self.sides[s].hands[m].is_empty() {
                self.fail(format!("{at}: {who} places his whole hand at castle A, leaving nothing for B (R4.4)"));
            }
            played[slot][s] = placed;
        }
        Some((castles, played))
    }

    /// R5 and R9: both battles. Returns what each side discards this round.
    fn battles(
        &mut self,
        r: &Value,
        n: usize,
        castles: [usize; 2],
        played: &[[Vec<u8>; 2]; 2],
    ) -> Option<[Vec<u8>; 2]> {
        let bs = self.need(r["battles"].as_array(), &format!("round {n}: battles"))?;
        if bs.len() != 2 {
            self.fail(format!("round {n}: {} battles but R5 resolves castle A then castle B", bs.len()));
            return None;
        }
        let mut discards: [Vec<u8>; 2] = Default::default();
        for (k, (b, pl)) in bs.iter().zip(played).enumerate() {
            let castle = castles[k];
            let at = format!("round {n}, battle {} (castle {castle})", k + 1);
            if b["castle"].as_u64() != Some(castle as u64) {
                self.fail(format!("{at}: the record resolves castle {} here but R5 resolves A then B", b["castle"]));
            }
            // Castles A and B differ, so castle B's control is still the one of the round start.
            let holder = self.control[castle - 1];
            if self.control(&b["holder"]) != Some(holder) {
                let want = self.name(holder);
                self.fail(format!("{at}: holder is {} but {want} holds the castle at round start (R5.2)", b["holder"]));
            }
            let sums = [sum(&pl[0]), sum(&pl[1])];
            let heroes = [pl[0].contains(&HERO), pl[1].contains(&HERO)];
            for s in 0..2 {
                let st = &b["strength"][self.names[s]];
                if st["sum"].as_u64() != Some(sums[s]) || st["hero"].as_bool() != Some(heroes[s]) {
                    let (name, cards) = (self.names[s], show(&pl[s]));
                    let want = format!("sum {}, hero {}", sums[s], heroes[s]);
                    self.fail(format!("{at}: {name}'s strength is {st} but R5.1 gives {want} for {cards}"));
                }
            }
            let conceded = self.need(b["conceded"].as_bool(), &format!("{at}: conceded"))?;
            if conceded && holder.is_none() {
                self.fail(format!("{at}: a defender conceded a neutral castle but R5.3 lets nobody concede"));
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
                    let w = if a > d { 1 - h } else { h };
                    let why = format!(
                        "R5.2 gives attacker {a} against defender {} {d} (a tie to the defender)",
                        self.names[h]
                    );
                    (Some(w), why)
                }
                None => {
                    let w = match sums[0].cmp(&sums[1]) {
                        Ordering::Greater => Some(0),
                        Ordering::Less => Some(1),
                        Ordering::Equal => None,
                    };
                    (w, format!("R5.3 gives the neutral castle at {} against {}", sums[0], sums[1]))
                }
            };
            if self.control(&b["winner"]) != Some(winner) {
                let want = self.name(winner);
                self.fail(format!("{at}: winner is {} but {why}, so the winner is {want}", b["winner"]));
            }
            let after = winner.or(holder);
            if self.control(&b["control_after"]) != Some(after) {
                let want = self.name(after);
                self.fail(format!("{at}: control_after is {} but R5.5 gives {want}", b["control_after"]));
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
    fn removal(
        &mut self,
        b: &Value,
        at: &str,
        holder: Option<usize>,
        winner: Option<usize>,
        pl: &[Vec<u8>; 2],
    ) -> [Vec<u8>; 2] {
        let strongest = |s: usize| pl[s].iter().max().map(|&c| vec![c]).unwrap_or_default();
        // Each side's removal; `None` marks the loser's choice of R9.2(a).
        let mut expect: [Option<Vec<u8>>; 2] = [Some(Vec::new()), Some(Vec::new())];
        let rule = match (self.sw.removal, holder) {
            (Removal::None, _) => "R9.1",
            (Removal::Conquest, h) => {
                if let (Some(h), Some(w)) = (h, winner)
                    && w != h
                {
                    expect[w] = Some(strongest(w));
                }
                "R9.4"
            }
            (Removal::Advanced, Some(h)) => {
                expect[1 - h] = Some(strongest(1 - h));
                "R9.2(b)"
            }
            (Removal::Advanced, None) => {
                if let Some(w) = winner {
                    expect[1 - w] = None;
                }
                "R9.2(a)"
            }
        };
        let mut out: [Vec<u8>; 2] = Default::default();
        for s in 0..2 {
            let name = self.names[s];
            let fallback = expect[s].clone().unwrap_or_else(|| strongest(s));
            let Some(got) = cards(&b["removed"][name]) else {
                self.fail(format!("{at}: removed.{name} is missing or malformed"));
                out[s] = fallback;
                continue;
            };
            let among = take(&mut pl[s].clone(), &got);
            if !among {
                let (g, p) = (show(&got), show(&pl[s]));
                self.fail(format!("{at}: {name} removes {g} but played only {p} there (R5.6)"));
            }
            match &expect[s] {
                Some(want) => {
                    if !same(&got, want) {
                        let (g, w) = (show(&got), show(want));
                        self.fail(format!("{at}: {name} removes {g} but {rule} removes {w}"));
                    }
                    out[s] = want.clone();
                }
                None => {
                    let top = pl[s].iter().max().copied().unwrap_or(0);
                    let legal = (got.len() == 1 && got[0] == top) || (got.len() >= 2 && sum(&got) >= top as u64);
                    if !legal {
                        let (g, t) = (show(&got), show(&[top]));
                        let rule = "R9.2(a) wants his strongest card or at least two cards worth as much";
                        self.fail(format!("{at}: {name} lost the neutral castle and removes {g} but {rule} ({t})"));
                    }
                    out[s] = if legal && among { got } else { fallback };
                }
            }
        }
        out
    }

    /// R6.2 and R7: one side's discard and draw at the end of a round.
    fn refill(&mut self, rf: &Value, n: usize, s: usize, discarded: &[u8]) -> Option<()> {
        let name = self.names[s];
        let at = format!("round {n}, refill of {name}");
        let got = self.need(cards(&rf["discarded"]), &format!("{at}: discarded"))?;
        if !same(&got, discarded) {
            let (g, w) = (show(&got), show(discarded));
            self.fail(format!("{at}: discarded {g} but R6.1 discards the cards played and not removed, {w}"));
        }
        let drawn = self.need(cards(&rf["drawn"]), &format!("{at}: drawn"))?;
        let rebuilds = self.need(rf["rebuilds"].as_array(), &format!("{at}: rebuilds"))?;
        let owed = (self.def.hand_size as usize).saturating_sub(self.sides[s].hand_total());
        let limit = self.sw.limit;
        let mut pulled = Vec::new();
        let mut used = 0;
        while pulled.len() < owed && !self.sides[s].deck.is_empty() {
            pulled.push(self.sides[s].deck.remove(0));
            if !self.sides[s].deck.is_empty() {
                continue;
            }
            // R7.1 and R7.3: the last card leaving the deck is one exhaustion, counted at once.
            self.sides[s].exhaustions += 1;
            while self.sides[s].exhaustions < limit {
                // R7.2: below the limit the discard becomes the new deck, in the record's order.
                let k = pulled.len();
                let Some(rb) = rebuilds.get(used) else {
                    self.fail(format!(
                        "{at}: the deck empties after {k} draws below the limit but no rebuild follows (R7.2)"
                    ));
                    return None;
                };
                used += 1;
                if rb["after_draws"].as_u64() != Some(k as u64) {
                    let got = &rb["after_draws"];
                    self.fail(format!(
                        "{at}: rebuild {used} has after_draws {got} but the deck empties after {k} draws (R7.3)"
                    ));
                }
                let deck = self.need(cards(&rb["deck"]), &format!("{at}: rebuild {used} deck"))?;
                if !same(&deck, &self.sides[s].discard) {
                    let (d, p) = (show(&deck), show(&sorted(&self.sides[s].discard)));
                    self.fail(format!("{at}: rebuild {used} forms the deck {d} but R7.2 shuffles the discard {p}"));
                    return None;
                }
                self.sides[s].deck = deck;
                self.sides[s].discard.clear();
                if !self.sides[s].deck.is_empty() {
                    break;
                }
                // R7.4: a rebuild from an empty discard is the next exhaustion at once.
                self.sides[s].exhaustions += 1;
            }
        }
        if used != rebuilds.len() {
            self.fail(format!("{at}: {} rebuilds recorded but R7.2-R7.4 make {used}", rebuilds.len()));
        }
        if drawn != pulled {
            let (d, p) = (show(&drawn), show(&pulled));
            self.fail(format!("{at}: drawn {d} but R6.2 and R7 draw {p} from the deck"));
        }
        // R9.5: a team's next drawer takes the cards, and the drawer alternates every round.
        let st = &mut self.sides[s];
        let to = if st.team { 1 - st.drawer } else { 0 };
        st.hands[to].extend(&pulled);
        if st.team {
            st.drawer = to;
        }
        Some(())
    }

    /// The round's counts against the tracked piles.
    fn counts(&mut self, r: &Value, n: usize) {
        for s in 0..2 {
            let (name, st) = (self.names[s], &self.sides[s]);
            let c = &r["counts"][name];
            let mine = [
                ("hand", st.hand_total(), "R6.2"),
                ("deck", st.deck.len(), "R7.2"),
                ("discard", st.discard.len(), "R6.1"),
                ("removed", st.removed.len(), "R5.6"),
                ("exhaustions", st.exhaustions as usize, "R7.1"),
            ];
            let mut wrong = Vec::new();
            for (key, want, rule) in mine {
                if c[key].as_u64() != Some(want as u64) {
                    wrong.push(format!("round {n}: counts.{name}.{key} is {} but {rule} gives {want}", c[key]));
                }
            }
            let total: u64 = ["hand", "deck", "discard", "removed"].iter().filter_map(|k| c[*k].as_u64()).sum();
            if total != self.total as u64 {
                wrong.push(format!(
                    "round {n}: {name}'s counts add up to {total}, not the {} cards of R1.2",
                    self.total
                ));
            }
            for w in wrong {
                self.fail(w);
            }
        }
    }

    /// R7.5 and R7.6, after a refill: the reason the game ends now, if any.
    fn end_reason(&self) -> Option<&'static str> {
        let mut reason = None;
        for st in &self.sides {
            let at_limit = st.exhaustions >= self.sw.limit;
            // A team plays only if its next drawer can give a card and keep one (R9.5).
            let can_play = if st.team { st.hands[st.drawer].len() >= 2 } else { st.hand_total() >= 2 };
            if at_limit && (st.hand_total() <= 1 || !can_play) {
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
                self.fail(format!(
                    "end: reason is {} but {rule} ends the game after round {at} as {reason}",
                    e["reason"]
                ));
            }
        }
        if e["round"].as_u64() != Some(rounds as u64) {
            self.fail(format!("end: round is {} but the last round recorded is {rounds} (R7.5)", e["round"]));
        }
        let mine = Value::Array(self.control.iter().map(|c| c.map_or(Value::Null, |s| self.names[s].into())).collect());
        if e["castles"] != mine {
            self.fail(format!("end: castles are {} but the battles (R5.5) leave {mine}", e["castles"]));
        }
        let nc = self.control.len() as u64;
        let (mut owned, mut largest, mut group_score, mut unspent) = ([0u64; 2], [0u64; 2], [0u64; 2], [0u64; 2]);
        for s in 0..2 {
            let mut run = 0u64;
            // A neutral sentinel after the last castle closes the final run.
            for c in self.control.iter().chain([&None]) {
                if *c == Some(s) {
                    run += 1;
                    continue;
                }
                owned[s] += run;
                largest[s] = largest[s].max(run);
                group_score[s] += match run {
                    0 => 0,
                    1 => 1,
                    k => 2 * k,
                };
                run = 0;
            }
            unspent[s] = (self.sides[s].hand_total() + self.sides[s].deck.len()) as u64;
        }
        let all = (0..2).find(|&s| owned[s] == nc);
        let (score, rule) = if let Some(s) = all {
            // R8.1: 12 for the six castles of Guyenne, that is two a castle.
            let mut sc = [0; 2];
            sc[s] = 2 * nc;
            (sc, "R8.1")
        } else if self.sw.scoring_2021 {
            let bonus = |s: usize| if largest[s] >= 2 { largest[s] } else { 0 };
            ([0, 1].map(|s| owned[s] + bonus(s) + unspent[s]), "R8.4")
        } else {
            (group_score, "R8.2")
        };
        for s in 0..2 {
            let name = self.names[s];
            let checks =
                [("unspent", unspent[s], "R8.3"), ("largest_group", largest[s], "R8.2"), ("score", score[s], rule)];
            for (key, want, rule) in checks {
                if e[key][name].as_u64() != Some(want) {
                    self.fail(format!("end: {key}.{name} is {} but {rule} gives {want}", e[key][name]));
                }
            }
        }
        let (winner, rule) = match all {
            Some(s) => (Some(s), "R8.1"),
            None => {
                let key = |s: usize| {
                    if self.sw.scoring_2021 { [score[s], largest[s], unspent[s]] } else { [score[s], unspent[s], 0] }
                };
                let w = match key(0).cmp(&key(1)) {
                    Ordering::Greater => Some(0),
                    Ordering::Less => Some(1),
                    Ordering::Equal => None,
                };
                (w, if self.sw.scoring_2021 { "R8.4" } else { "R8.3" })
            }
        };
        if self.control(&e["winner"]) != Some(winner) {
            let want = self.name(winner);
            self.fail(format!("end: winner is {} but {rule} gives {want}", e["winner"]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::PackSource;
    use crate::engine::{BySide, SeatPlan};
    use crate::sim::{PolicyKind, SimConfig, record_game};

    const RULESETS: [&str; 4] = ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"];

    fn def() -> GameDef {
        PackSource::Embedded.load_game("guyenne").unwrap_or_else(|_| panic!("the embedded game loads"))
    }

    /// A record played by the engine, as JSON.
    fn record(def: &GameDef, ruleset: &str, seats: u8, seed: u64) -> Value {
        let config = SimConfig {
            game: "guyenne".to_string(),
            ruleset: ruleset.to_string(),
            rules: def.rules(ruleset).unwrap_or_else(|_| panic!("ruleset {ruleset} exists")),
            seats: SeatPlan::for_seats(seats).expect("2 to 4 seats"),
            players: BySide::new(PolicyKind::Random, PolicyKind::Greedy),
            games: 1,
            seed,
        };
        serde_json::from_str(&record_game(&config, seed).1).expect("records are JSON")
    }

    fn problems(def: &GameDef, rec: &Value) -> Vec<String> {
        check_record(def, &rec.to_string()).err().unwrap_or_default()
    }

    /// Asserts that the record is flagged, with a message citing `rule`.
    fn flags(def: &GameDef, rec: &Value, rule: &str) {
        let p = problems(def, rec);
        assert!(p.iter().any(|m| m.contains(rule)), "expected a problem citing {rule}, got {p:#?}");
    }

    /// The first record, over a few seeds, with a (round, battle) matching `pick`.
    fn find(def: &GameDef, ruleset: &str, seats: u8, pick: impl Fn(&Value) -> bool) -> (Value, usize, usize) {
        for seed in 0..200 {
            let rec = record(def, ruleset, seats, seed);
            for (i, r) in rec["rounds"].as_array().unwrap().iter().enumerate() {
                if let Some(k) = r["battles"].as_array().unwrap().iter().position(&pick) {
                    return (rec, i, k);
                }
            }
        }
        panic!("no battle found");
    }

    #[test]
    fn engine_records_pass() {
        let def = def();
        for ruleset in RULESETS {
            for seats in 2..=4 {
                for seed in 0..8 {
                    let rec = record(&def, ruleset, seats, seed);
                    assert_eq!(problems(&def, &rec), Vec::<String>::new(), "{ruleset}, {seats} seats, seed {seed}");
                }
            }
        }
    }

    #[test]
    fn wrong_battle_winner_is_flagged() {
        let def = def();
        let pick = |b: &Value| {
            !b["holder"].is_null()
                && b["conceded"] == false
                && b["winner"] == b["holder"]
                && b["strength"]["english"]["hero"] == false
                && b["strength"]["french"]["hero"] == false
        };
        let (mut rec, i, k) = find(&def, "2022-basic", 2, pick);
        let b = &mut rec["rounds"][i]["battles"][k];
        let attacker = if b["holder"] == "english" { "french" } else { "english" };
        b["winner"] = attacker.into();
        flags(&def, &rec, "R5.2");
    }

    #[test]
    fn wrong_removal_is_flagged() {
        let def = def();
        let pick = |b: &Value| !b["holder"].is_null();
        let (mut rec, i, k) = find(&def, "2022-advanced", 2, pick);
        rec["rounds"][i]["battles"][k]["removed"] = serde_json::json!({ "english": [], "french": [] });
        flags(&def, &rec, "R9.2(b)");
    }

    #[test]
    fn dropped_draw_is_flagged() {
        let def = def();
        let mut rec = record(&def, "2022-expert", 3, 1);
        let drawn = rec["rounds"][0]["refill"]["english"]["drawn"].as_array_mut().unwrap();
        assert!(!drawn.is_empty());
        drawn.pop();
        flags(&def, &rec, "R6.2");
    }

    #[test]
    fn wrong_role_is_flagged() {
        let def = def();
        let mut rec = record(&def, "2021-basic", 2, 3);
        rec["rounds"][0]["placements"][0]["role"] = "defend".into();
        flags(&def, &rec, "R4.1");
    }

    #[test]
    fn wrong_score_and_winner_are_flagged() {
        let def = def();
        for (ruleset, rule) in [("2022-basic", "R8.2"), ("2021-basic", "R8.4")] {
            let rec = (0..100).map(|seed| record(&def, ruleset, 2, seed)).find(|r| r["end"]["reason"] != "all_castles");
            let mut rec = rec.expect("a game that ends by exhaustion");
            let score = rec["end"]["score"]["english"].as_u64().unwrap();
            rec["end"]["score"]["english"] = (score + 1).into();
            flags(&def, &rec, rule);
            rec["end"]["winner"] = if rec["end"]["winner"] == "french" { "english" } else { "french" }.into();
            flags(&def, &rec, "end: winner");
        }
    }

    #[test]
    fn team_give_and_truncation_are_flagged() {
        let def = def();
        let mut rec = record(&def, "2022-advanced", 4, 5);
        rec["rounds"][1]["gives"]["french"]["from"] = "a".into();
        flags(&def, &rec, "R9.5");
        let mut rec = record(&def, "2022-advanced", 4, 5);
        rec["rounds"].as_array_mut().unwrap().pop();
        let last = rec["rounds"].as_array().unwrap().len();
        rec["end"]["round"] = last.into();
        flags(&def, &rec, "R7.5");
    }
}
