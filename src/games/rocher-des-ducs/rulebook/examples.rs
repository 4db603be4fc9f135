//! The worked examples of the rulebooks (`content/rocher-des-ducs/examples.toml`): read, played
//! by the rules engine from the position they describe, and checked against the designer's
//! expectations. Every number a caption or a step prints comes from the engine's play.

use crate::content::examples::{fail, spanned};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::games::rocher_des_ducs::GameDef;
use crate::games::rocher_des_ducs::engine::formation::{best_completion, strength};
use crate::games::rocher_des_ducs::engine::game::{CLAIM_RULE, deal_pile_of};
use crate::games::rocher_des_ducs::engine::pile::Pile;
use crate::games::rocher_des_ducs::engine::{
    Card, ClaimProof, Decision, End, Faction, Game, Hero, Laid, Observer, Phase, Position, RampartSetup, Rules, Status,
    Strength, Winner,
};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    example: Vec<RawExample>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExample {
    id: Spanned<String>,
    #[serde(default)]
    kind: Option<Spanned<String>>,
    #[serde(default)]
    ruleset: Option<Spanned<String>>,
    #[serde(default)]
    seats: Option<Spanned<u8>>,
    #[serde(default)]
    first: Option<Spanned<String>>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    ramparts: Vec<RawRampart>,
    #[serde(default)]
    hands: Vec<Spanned<String>>,
    #[serde(default)]
    piles: BTreeMap<String, Spanned<String>>,
    #[serde(default)]
    plays: Vec<Spanned<String>>,
    #[serde(default)]
    show: Vec<Spanned<String>>,
    #[serde(default)]
    show_hands: bool,
    #[serde(default)]
    tell_draws: bool,
    #[serde(default)]
    focus: Option<Spanned<i8>>,
    #[serde(default)]
    sides: Vec<Spanned<String>>,
    #[serde(default)]
    expect: RawExpect,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRampart {
    at: Spanned<i8>,
    #[serde(default)]
    normans: Option<Spanned<String>>,
    #[serde(default)]
    bretons: Option<Spanned<String>>,
    #[serde(default)]
    won: Option<Spanned<String>>,
    #[serde(default)]
    aubert: Option<Spanned<String>>,
    #[serde(default)]
    gabriel: Option<Spanned<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawExpect {
    #[serde(default)]
    won: Option<Spanned<BTreeMap<String, Vec<i8>>>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
    #[serde(default)]
    winner: Option<Spanned<String>>,
    #[serde(default)]
    refused: Option<Spanned<String>>,
    #[serde(default)]
    order: Option<Spanned<Vec<String>>>,
    #[serde(default)]
    happens: Option<Spanned<Vec<String>>>,
    #[serde(default)]
    formations: Option<Spanned<BTreeMap<String, String>>>,
}

/// What an example is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Decisions played from a position.
    Play,
    /// Sides of three cards ranked by the engine (D5.1, D5.2).
    Formations,
}

/// A worked example as examples.toml states it.
pub struct ExampleDef {
    pub id: String,
    /// Where its `id` is written, to locate a problem with it.
    pub at: Diagnostic,
    pub kind: Kind,
    pub ruleset: String,
    pub seats: u8,
    pub first: Faction,
    pub seed: u64,
    pub ramparts: Vec<RampartSetup>,
    pub hands: Vec<Vec<Card>>,
    /// Piles by index as the deal names them; `None`: the rest of the box.
    piles: Vec<(String, Vec<Card>)>,
    plays: Vec<(String, Diagnostic)>,
    pub show: Vec<String>,
    pub show_hands: bool,
    pub tell_draws: bool,
    pub focus: Option<i8>,
    pub sides: Vec<[Card; 3]>,
    expect: Expect,
}

#[derive(Default)]
struct Expect {
    won: Option<(BTreeMap<String, Vec<i8>>, Diagnostic)>,
    end: Option<(String, Diagnostic)>,
    winner: Option<(String, Diagnostic)>,
    refused: Option<(String, Diagnostic)>,
    order: Option<(Vec<String>, Diagnostic)>,
    happens: Option<(Vec<String>, Diagnostic)>,
    formations: Option<(BTreeMap<String, String>, Diagnostic)>,
}

/// The examples of a pack.
pub struct Examples {
    pub file: String,
    pub examples: Vec<ExampleDef>,
}

impl Examples {
    pub fn get(&self, id: &str) -> Option<&ExampleDef> {
        self.examples.iter().find(|e| e.id == id)
    }

    /// Reads examples.toml.
    pub fn parse(file: &str, source: &str) -> Result<Examples, Diagnostics> {
        let raw: RawFile = crate::content::examples::parse(file, source)?;
        let mut r = Reader { file, source, problems: Vec::new() };
        let mut examples: Vec<ExampleDef> = Vec::new();
        for ex in raw.example {
            let at = |span: std::ops::Range<usize>| Diagnostic::at(file, source, span, String::new());
            let id = ex.id.get_ref().clone();
            let plain = !id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !plain {
                r.bad(ex.id.span(), format!("{id:?} is not a plain name"), "use a-z, 0-9 and dashes");
            }
            if examples.iter().any(|e| e.id == id) {
                r.bad(ex.id.span(), format!("example {id:?} is defined twice"), "give each example its own id");
            }
            let kind = match ex.kind.as_ref().map(|k| k.get_ref().as_str()) {
                None | Some("play") => Kind::Play,
                Some("formations") => Kind::Formations,
                Some(other) => {
                    let span = ex.kind.as_ref().map_or(0..0, Spanned::span);
                    r.bad(
                        span,
                        format!("no example kind {other:?}"),
                        "kind is \"play\" (the default) or \"formations\"",
                    );
                    Kind::Play
                }
            };
            let hands: Vec<Vec<Card>> = ex.hands.iter().map(|h| r.cards(h, "hands")).collect();
            let piles: Vec<(String, Vec<Card>)> =
                ex.piles.iter().map(|(name, p)| (name.clone(), r.cards(p, &format!("piles.{name}")))).collect();
            let sides: Vec<Vec<Card>> = ex.sides.iter().map(|s| r.cards(s, "sides")).collect();
            let mut ramparts = Vec::new();
            for rp in &ex.ramparts {
                let mut sides: [Vec<(Card, Card)>; 2] = [Vec::new(), Vec::new()];
                for (f, text) in [(Faction::Normans, &rp.normans), (Faction::Bretons, &rp.bretons)] {
                    let Some(text) = text else { continue };
                    for word in text.get_ref().split_whitespace() {
                        // A hero laid as a warrior: `richard=R7`.
                        let (card, face) = match word.split_once('=') {
                            Some((h, face)) => (Card::from_id(h), Card::from_id(face)),
                            None => (Card::from_id(word), Card::from_id(word)),
                        };
                        match (card, face) {
                            (Some(c), Some(face)) if !face.is_hero() => sides[f.index()].push((c, face)),
                            _ => r.bad(
                                text.span(),
                                format!("no laid card {word:?}"),
                                "write a warrior (R5) or a hero as the warrior it plays (richard=R7)",
                            ),
                        }
                    }
                }
                let mut beside = Vec::new();
                for (hero, by) in [(Hero::Aubert, &rp.aubert), (Hero::Gabriel, &rp.gabriel)] {
                    if let Some(by) = by {
                        beside.push((hero, r.faction(by)));
                    }
                }
                let status = match (&rp.won, rp.gabriel.is_some()) {
                    (Some(w), false) => Status::Won(r.faction(w)),
                    (Some(w), true) => {
                        r.bad(
                            w.span(),
                            "a rampart sealed by Gabriel is won by nobody (D8)".into(),
                            "remove `won` or `gabriel`",
                        );
                        Status::Sealed
                    }
                    (None, true) => Status::Sealed,
                    (None, false) => Status::Contested,
                };
                ramparts.push(RampartSetup { at: *rp.at.get_ref(), sides, beside, status });
            }
            let first = ex.first.as_ref().map_or(Faction::Normans, |f| r.faction(f));
            let mut formations = Vec::new();
            for (s, cards) in ex.sides.iter().zip(&sides) {
                match cards.as_slice() {
                    &[a, b, c] if !cards.iter().any(|c| c.is_hero()) => formations.push([a, b, c]),
                    _ => r.bad(
                        s.span(),
                        "a side of a formation is three warriors".into(),
                        "write three warriors, e.g. \"R5 R6 R7\"",
                    ),
                }
            }
            let show: Vec<String> = ex.show.iter().map(|s| s.get_ref().clone()).collect();
            for s in &ex.show {
                if !["before", "after"].contains(&s.get_ref().as_str()) {
                    r.bad(s.span(), format!("no picture {:?}", s.get_ref()), "show lists \"before\" and/or \"after\"");
                }
            }
            let e = &ex.expect;
            let expect = Expect {
                won: spanned(&e.won, at),
                end: spanned(&e.end, at),
                winner: spanned(&e.winner, at),
                refused: spanned(&e.refused, at),
                order: spanned(&e.order, at),
                happens: spanned(&e.happens, at),
                formations: spanned(&e.formations, at),
            };
            examples.push(ExampleDef {
                id,
                at: at(ex.id.span()),
                kind,
                ruleset: ex.ruleset.as_ref().map_or("basic".to_string(), |r| r.get_ref().clone()),
                seats: ex.seats.as_ref().map_or(2, |s| *s.get_ref()),
                first,
                seed: ex.seed,
                ramparts,
                hands,
                piles,
                plays: ex.plays.iter().map(|p| (p.get_ref().clone(), at(p.span()))).collect(),
                show: if show.is_empty() { vec!["after".to_string()] } else { show },
                show_hands: ex.show_hands,
                tell_draws: ex.tell_draws,
                focus: ex.focus.as_ref().map(|f| *f.get_ref()),
                sides: formations,
                expect,
            });
        }
        if r.problems.is_empty() {
            Ok(Examples { file: file.to_string(), examples })
        } else {
            Err(Diagnostics(r.problems))
        }
    }
}

/// Reads examples.toml, collecting its problems.
struct Reader<'a> {
    file: &'a str,
    source: &'a str,
    problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    fn bad(&mut self, span: std::ops::Range<usize>, message: String, hint: &str) {
        self.problems.push(Diagnostic::at(self.file, self.source, span, message).with_hint(hint.to_string()));
    }

    fn cards(&mut self, s: &Spanned<String>, what: &str) -> Vec<Card> {
        let mut out = Vec::new();
        for word in s.get_ref().split_whitespace() {
            match Card::from_id(word) {
                Some(c) => out.push(c),
                None => self.bad(
                    s.span(),
                    format!("{what}: no card {word:?}"),
                    "a warrior is its colour letter and value (R5, B1, G7), a hero its id (richard)",
                ),
            }
        }
        out
    }

    fn faction(&mut self, s: &Spanned<String>) -> Faction {
        Faction::from_id(s.get_ref()).unwrap_or_else(|| {
            self.bad(s.span(), format!("no faction {:?}", s.get_ref()), "write \"normans\" or \"bretons\"");
            Faction::Normans
        })
    }
}

/// Something that happened in an example, in order.
#[derive(Clone, Debug)]
pub enum Event {
    Resolved {
        seat: u8,
        at: i8,
        won: bool,
    },
    Rally {
        seat: u8,
        pile: u8,
        count: usize,
    },
    Played {
        seat: u8,
        decision: Decision,
    },
    Passed {
        seat: u8,
    },
    Claimed {
        seat: u8,
        at: i8,
        proof: ClaimProof,
    },
    /// A claim the engine refused, with the strongest completion the other side still has.
    Refused {
        seat: u8,
        at: i8,
        mine: Option<Strength>,
        against: Option<Strength>,
        rule: String,
    },
    Drew {
        seat: u8,
        pile: String,
        card: Card,
    },
    Gift {
        from: u8,
        to: u8,
        card: Card,
    },
    Ended(End),
}

impl Event {
    fn id(&self) -> &'static str {
        match self {
            Event::Resolved { won: true, .. } => "won",
            Event::Resolved { won: false, .. } => "lapsed",
            Event::Rally { .. } => "rally",
            Event::Played { .. } => "play",
            Event::Passed { .. } => "pass",
            Event::Claimed { .. } => "claim",
            Event::Refused { .. } => "refused",
            Event::Drew { .. } => "draw",
            Event::Gift { .. } => "gift",
            Event::Ended(_) => "end",
        }
    }
}

/// What the engine made of one example.
pub struct ExampleRun {
    pub id: String,
    pub kind: Kind,
    pub rules: Rules,
    /// The position as described, before its first turn begins.
    pub before: Option<Game>,
    /// The position after the last decision.
    pub after: Option<Game>,
    pub events: Vec<Event>,
    pub focus: Option<i8>,
    pub show: Vec<String>,
    pub show_hands: bool,
    pub tell_draws: bool,
    /// Formations ranked by the engine, strongest first (kind "formations").
    pub ranked: Vec<([Card; 3], Strength)>,
}

#[derive(Default)]
struct Recorder {
    before: Option<Game>,
    events: Vec<Event>,
}

impl Observer for Recorder {
    fn piles(&mut self, game: &Game) {
        self.before = Some(game.clone());
    }
    fn resolved(&mut self, seat: u8, at: i8, won: bool) {
        self.events.push(Event::Resolved { seat, at, won });
    }
    fn rally(&mut self, seat: u8, pile: u8, cards: &[Card]) {
        self.events.push(Event::Rally { seat, pile, count: cards.len() });
    }
    fn played(&mut self, _: &Game, seat: u8, decision: Decision) {
        self.events.push(Event::Played { seat, decision });
    }
    fn passed(&mut self, seat: u8) {
        self.events.push(Event::Passed { seat });
    }
    fn claimed(&mut self, seat: u8, at: i8, proof: ClaimProof) {
        self.events.push(Event::Claimed { seat, at, proof });
    }
    fn drew(&mut self, game: &Game, seat: u8, pile: u8, card: Card, _: &[Card]) {
        self.events.push(Event::Drew { seat, pile: game.pile_name(pile).to_string(), card });
    }
    fn gifts(&mut self, gifts: &[(u8, u8, Card)]) {
        for &(from, to, card) in gifts {
            self.events.push(Event::Gift { from, to, card });
        }
    }
    fn ended(&mut self, _: &Game, end: &End) {
        self.events.push(Event::Ended(*end));
    }
}

/// A decision as examples.toml writes it, for the game `g` (see the file's comment).
fn parse_play(g: &Game, text: &str) -> Result<Decision, String> {
    let card = |s: &str| Card::from_id(s).ok_or_else(|| format!("no card {s:?}"));
    let pos = |s: &str| s.parse::<i8>().map_err(|_| format!("{s:?} is not a rampart position"));
    if text == "noclaim" {
        return Ok(Decision::NoClaim);
    }
    if let Some(at) = text.strip_prefix("claim@") {
        return Ok(Decision::Claim(pos(at)?));
    }
    if let Some(pile) = text.strip_prefix("draw:") {
        return g
            .pile_ids()
            .find(|&p| g.pile_name(p) == pile)
            .map(Decision::Draw)
            .ok_or_else(|| format!("no pile {pile:?} in this deal"));
    }
    if let Some(c) = text.strip_prefix("give:") {
        return Ok(Decision::Give(card(c)?));
    }
    // HERO:FACE@FROM>TO (Mainard, Nordoard, Hugues)
    if let Some((hero, rest)) = text.split_once(':') {
        let (face, rest) = rest.split_once('@').ok_or("write HERO:CARD@FROM>TO")?;
        let (from, to) = rest.split_once('>').ok_or("write HERO:CARD@FROM>TO")?;
        return Ok(Decision::Move { card: card(hero)?, from: pos(from)?, face: card(face)?, to: pos(to)? });
    }
    let (what, rest) = text.split_once('@').ok_or("write CARD@POSITION")?;
    let (at, face) = match rest.split_once('=') {
        Some((at, face)) => (pos(at)?, Some(card(face)?)),
        None => (pos(rest)?, None),
    };
    let c = card(what)?;
    Ok(match (c.hero(), face) {
        (Some(Hero::Lothaire), Some(face)) => Decision::Lothaire { at, face },
        (Some(Hero::Aubert | Hero::Gabriel), None) => Decision::Mark { card: c, at },
        (_, face) => Decision::Lay { card: c, at, face: face.unwrap_or(c) },
    })
}

/// The kind of step a decision answers.
fn step_of(d: Decision) -> Phase {
    match d {
        Decision::Claim(_) | Decision::NoClaim => Phase::Claim,
        Decision::Draw(_) => Phase::Draw,
        Decision::Give(_) => Phase::Gift,
        _ => Phase::Play,
    }
}

/// Ends the current step the way a player who has nothing to say would: no claim, a draw from
/// his own pile when it is open (else the first open pile).
fn default_decision(g: &Game) -> Option<Decision> {
    match g.phase {
        Phase::Claim => Some(Decision::NoClaim),
        Phase::Draw => {
            let legal = g.legal();
            let own = match g.rallied[g.seat as usize] {
                true => g.faction(g.seat).other().index() as u8,
                false => g.deal_pile(g.seat) as u8,
            };
            legal.iter().copied().find(|d| *d == Decision::Draw(own)).or_else(|| legal.first().copied())
        }
        _ => None,
    }
}

/// The rule ids a refusal cites (`D5.3`, `D8.1`...).
fn rule_ids(rule: &str) -> String {
    let ids: Vec<&str> = rule
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
        .filter(|w| w.starts_with('D') && w.len() > 1 && w[1..2].chars().all(|c| c.is_ascii_digit()))
        .map(|w| w.trim_end_matches('.'))
        .collect();
    ids.join(", ")
}

/// Plays every example.
pub fn run_all(def: &GameDef, examples: &Examples) -> Result<Vec<ExampleRun>, Diagnostics> {
    let mut runs = Vec::new();
    let mut problems = Vec::new();
    for ex in &examples.examples {
        match run(def, ex) {
            Ok(r) => {
                let found = r.after.as_ref().map_or(Vec::new(), |game| check(ex, game, &r.events));
                if found.is_empty() {
                    runs.push(r);
                }
                problems.extend(found);
            }
            Err(d) => problems.push(*d),
        }
    }
    if problems.is_empty() { Ok(runs) } else { Err(Diagnostics(problems)) }
}

fn run(def: &GameDef, ex: &ExampleDef) -> Result<ExampleRun, Box<Diagnostic>> {
    let bad = |m: String| fail(&ex.at, &ex.id, m);
    let rules = def.rules(&ex.ruleset).map_err(|d| bad(d.message.clone()))?;
    let mut out = ExampleRun {
        id: ex.id.clone(),
        kind: ex.kind,
        rules,
        before: None,
        after: None,
        events: Vec::new(),
        focus: ex.focus,
        show: ex.show.clone(),
        show_hands: ex.show_hands,
        tell_draws: ex.tell_draws,
        ranked: Vec::new(),
    };
    if ex.kind == Kind::Formations {
        let mut ranked: Vec<([Card; 3], Strength)> =
            ex.sides.iter().map(|s| (*s, strength(s.map(Laid::warrior), false))).collect();
        // Strongest first; the engine's order of strengths (D5.1, D5.2).
        ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
        if let Some((order, at)) = &ex.expect.order {
            let got: Vec<&str> = ranked.iter().map(|(_, s)| s.formation().id()).collect();
            if got != order.iter().map(String::as_str).collect::<Vec<_>>() {
                let d =
                    fail(at, &ex.id, format!("the engine ranks these formations {got:?}, not {order:?} (D5.1, D5.2)"));
                return Err(Box::new(d.with_fix(toml_list(&got))));
            }
        }
        out.ranked = ranked;
        return Ok(out);
    }
    let mut recorder = Recorder::default();
    let piles = piles_of(ex, &rules).map_err(&bad)?;
    let rng = fastrand::Rng::with_seed(ex.seed);
    let position = Position { ramparts: &ex.ramparts, hands: &ex.hands, piles };
    let mut game = Game::from_position(rules, ex.seats, ex.first, position, rng, &mut recorder)
        .map_err(|e| bad(format!("this position cannot arise: {e}")))?;
    let last = ex.plays.len();
    for (n, (text, at)) in ex.plays.iter().enumerate() {
        let decision = parse_play(&game, text).map_err(|e| fail(at, &ex.id, format!("{text:?}: {e}")))?;
        // A claim step the engine skipped (no claim was possible) refuses any claim: the
        // player is already drawing.
        let skipped = matches!(decision, Decision::Claim(_)) && game.phase == Phase::Draw;
        // The steps this decision skips over are ended as a silent player would.
        while !skipped && game.phase != step_of(decision) && game.phase != Phase::Over {
            let Some(d) = default_decision(&game) else { break };
            game.play(d, &mut recorder).map_err(|e| fail(at, &ex.id, e.to_string()))?;
        }
        if game.phase == Phase::Over {
            return Err(fail(at, &ex.id, format!("{text:?}: the game is already over (D7)")));
        }
        let played = if skipped {
            Err(crate::games::rocher_des_ducs::engine::Illegal { decision, rule: CLAIM_RULE })
        } else {
            game.play(decision, &mut recorder)
        };
        if let Err(e) = played {
            let refusal_expected = ex.expect.refused.is_some() && n + 1 == last;
            if !refusal_expected {
                return Err(fail(at, &ex.id, format!("{text:?} is refused by the engine: {}", e.rule)));
            }
            let seat = game.seat;
            let me = game.faction(seat);
            let at_pos = match decision {
                Decision::Claim(p) => p,
                _ => return Err(fail(at, &ex.id, "only a refused claim can be shown")),
            };
            let (mine, against) = match game.rampart(at_pos) {
                Some(r) => {
                    let mine = r.complete(me).then(|| r.strength(me));
                    let them = me.other();
                    let against = if r.complete(them) {
                        Some(r.strength(them))
                    } else {
                        best_completion(r.side(them), &game.unseen(), r.aubert)
                    };
                    (mine, against)
                }
                None => (None, None),
            };
            recorder.events.push(Event::Refused { seat, at: at_pos, mine, against, rule: rule_ids(e.rule) });
        }
    }
    // The last turn is played to its end (its claim step and its draw).
    while game.phase != Phase::Over && !matches!(recorder.events.last(), Some(Event::Refused { .. })) {
        let seat = game.seat;
        let Some(d) = default_decision(&game) else { break };
        game.play(d, &mut recorder).map_err(|e| bad(e.to_string()))?;
        if game.seat != seat {
            break;
        }
    }
    out.before = recorder.before.take();
    out.events = recorder.events;
    out.after = Some(game);
    Ok(out)
}

/// The piles of an example: those it writes, top first; the others hold the cards of their
/// kind the description places nowhere, shuffled with its seed.
fn piles_of(ex: &ExampleDef, rules: &Rules) -> Result<[Pile; 4], String> {
    let probe = Game::new(*rules, ex.seats, 0, &mut crate::games::rocher_des_ducs::engine::NoObserver)
        .ok_or_else(|| format!("{} seats are not allowed by ruleset {:?} (D9)", ex.seats, ex.ruleset))?;
    let names: Vec<&str> = probe.pile_ids().map(|p| probe.pile_name(p)).collect();
    for (name, _) in &ex.piles {
        if !names.contains(&name.as_str()) {
            return Err(format!("no pile {name:?} in this deal; its piles are {}", names.join(", ")));
        }
    }
    // Every card the description places.
    let mut placed = [0u8; crate::games::rocher_des_ducs::engine::cards::KINDS];
    let mut place = |c: Card| placed[c.0 as usize] += 1;
    ex.hands.iter().flatten().copied().for_each(&mut place);
    ex.piles.iter().flat_map(|(_, p)| p).copied().for_each(&mut place);
    for r in &ex.ramparts {
        r.sides.iter().flatten().for_each(|&(c, _)| place(c));
        r.beside.iter().for_each(|&(h, _)| place(h.card()));
    }
    // The rest, as the deal spreads it (the pile a fresh deal puts each card in).
    let mut piles = [Pile::default(); 4];
    let mut rng = fastrand::Rng::with_seed(ex.seed);
    for p in probe.pile_ids() {
        let name = probe.pile_name(p);
        if let Some((_, given)) = ex.piles.iter().find(|(n, _)| n == name) {
            piles[p as usize] = Pile::from_top_first(given);
            continue;
        }
        let mut rest = Vec::new();
        for (i, c) in crate::games::rocher_des_ducs::engine::cards::box_cards(rules.heroes).enumerate() {
            if deal_pile_of(rules.deal, c, i) != p as usize {
                continue;
            }
            if placed[c.0 as usize] > 0 {
                placed[c.0 as usize] -= 1;
            } else {
                rest.push(c);
            }
        }
        let mut pile = Pile::from_top_first(&rest);
        pile.shuffle(&mut rng);
        piles[p as usize] = pile;
    }
    Ok(piles)
}

/// A list of names as examples.toml writes it: `["claim", "won"]`.
fn toml_list<S: AsRef<str>>(items: &[S]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| format!("{:?}", s.as_ref())).collect();
    format!("[{}]", quoted.join(", "))
}

/// Every expectation the engine's play contradicts, each at its place, with what the engine
/// gives as examples.toml would write it (for `check --accept`) where it can be written.
fn check(ex: &ExampleDef, game: &Game, events: &[Event]) -> Vec<Diagnostic> {
    let fail = |at: &Diagnostic, id: &str, message: String| *fail(at, id, message);
    let mut out = Vec::new();
    let e = &ex.expect;
    let end = events.iter().find_map(|e| if let Event::Ended(end) = e { Some(*end) } else { None });
    if let Some((want, at)) = &e.won {
        let held = |f: Faction| -> Vec<i8> {
            game.line().filter(|&p| game.rampart(p).unwrap().status == Status::Won(f)).collect()
        };
        let wrong: Vec<String> = Faction::BOTH
            .iter()
            .filter_map(|&f| {
                let got = held(f);
                let mut want_f = want.get(f.id()).cloned().unwrap_or_default();
                want_f.sort();
                (got != want_f).then(|| format!("the {} hold the ramparts at {got:?}, not {want_f:?}", f.id()))
            })
            .collect();
        if !wrong.is_empty() {
            let entries: Vec<String> = Faction::BOTH
                .iter()
                .map(|&f| (f, held(f)))
                .filter(|(_, got)| !got.is_empty())
                .map(|(f, got)| format!("{} = {got:?}", f.id()))
                .collect();
            let fix = if entries.is_empty() { "{}".to_string() } else { format!("{{ {} }}", entries.join(", ")) };
            out.push(fail(at, &ex.id, format!("{} in the engine's play (D5.3)", wrong.join("; "))).with_fix(fix));
        }
    }
    if let Some((want, at)) = &e.end {
        let got = end.map_or("none", |e| e.victory.id());
        if got != want {
            let d = fail(at, &ex.id, format!("the game ends by {got:?} in the engine's play, not {want:?} (D7)"));
            out.push(d.with_fix(format!("{got:?}")));
        }
    }
    if let Some((want, at)) = &e.winner {
        let got = winner_id(end.as_ref());
        if got != want {
            let d = fail(at, &ex.id, format!("the winner is {got:?} in the engine's play, not {want:?} (D7, D5.5)"));
            out.push(d.with_fix(format!("{got:?}")));
        }
    }
    if let Some((want, at)) = &e.refused {
        let got =
            events.iter().find_map(|e| if let Event::Refused { rule, .. } = e { Some(rule.clone()) } else { None });
        if got.as_deref() != Some(want.as_str()) {
            let said = got.as_ref().map_or("refuses nothing".into(), |r| format!("refuses citing {r}"));
            let d = fail(at, &ex.id, format!("the engine {said}, not a refusal citing {want}"));
            // No refusal cannot be written as a value: the designer removes the key.
            out.push(match got {
                Some(rule) => d.with_fix(format!("{rule:?}")),
                None => d,
            });
        }
    }
    if let Some((want, at)) = &e.happens {
        let missing: Vec<&String> = want.iter().filter(|w| !events.iter().any(|e| e.id() == w.as_str())).collect();
        if !missing.is_empty() {
            let got: Vec<&str> = events.iter().map(Event::id).collect();
            let names: Vec<String> = missing.iter().map(|w| format!("{w:?}")).collect();
            let kept: Vec<&String> = want.iter().filter(|w| !missing.contains(w)).collect();
            let d = fail(
                at,
                &ex.id,
                format!("no {} happens in the engine's play (it did: {})", names.join(", no "), got.join(", ")),
            );
            out.push(d.with_fix(toml_list(&kept)));
        }
    }
    if let Some((want, at)) = &e.formations {
        let Some(focus) = ex.focus else {
            out.push(fail(at, &ex.id, "expect.formations needs a focus rampart".into()));
            return out;
        };
        let got = |f: Faction| side_strength(game, focus, f).map_or("none", |s| s.formation().id());
        let wrong: Vec<String> = Faction::BOTH
            .iter()
            .filter_map(|&f| {
                let w = want.get(f.id())?;
                (w != got(f)).then(|| format!("the {} side at {focus} is a {:?}, not {w:?}", f.id(), got(f)))
            })
            .collect();
        if !wrong.is_empty() {
            let d = fail(at, &ex.id, format!("{} in the engine's play (D5.1)", wrong.join("; ")));
            // A side that is not complete has no formation to write.
            let named: Vec<(Faction, &str)> =
                Faction::BOTH.iter().filter(|f| want.contains_key(f.id())).map(|&f| (f, got(f))).collect();
            out.push(if named.iter().all(|(_, g)| *g != "none") {
                let entries: Vec<String> = named.iter().map(|(f, g)| format!("{} = {g:?}", f.id())).collect();
                d.with_fix(format!("{{ {} }}", entries.join(", ")))
            } else {
                d
            });
        }
    }
    out
}

/// The strength of a complete side at `at`.
pub fn side_strength(game: &Game, at: i8, f: Faction) -> Option<Strength> {
    let r = game.rampart(at)?;
    r.complete(f).then(|| r.strength(f))
}

pub fn winner_id(end: Option<&End>) -> &'static str {
    match end.and_then(|e| e.winner) {
        Some(Winner::Faction(f)) => f.id(),
        Some(Winner::King) => "king",
        None => "none",
    }
}

pub fn victory_id(end: Option<&End>) -> &'static str {
    end.map_or("none", |e| e.victory.id())
}
