//! Worked examples (content/<game>/examples.toml): a starting situation, the decisions played
//! from it and what the designer expects, read into typed values with located diagnostics.
//! Running them is the rulebook's job (`crate::games::guyenne::rulebook::examples`); this only reads.

use super::engine::{Card, Member, Side, SideSetup};
use crate::diagnostic::{Diagnostic, Diagnostics};
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
#[serde(untagged)]
enum RawLevels {
    // Spanned values do not survive serde's untagged buffering: problems point at the `id`.
    One(String),
    ByEdition(BTreeMap<String, String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExample {
    id: Spanned<String>,
    #[serde(default)]
    kind: Option<Spanned<String>>,
    rules: RawLevels,
    #[serde(default)]
    start: Option<Spanned<String>>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    seats: Option<Spanned<i64>>,
    #[serde(default)]
    round: Option<Spanned<i64>>,
    #[serde(default)]
    first: Option<Spanned<String>>,
    #[serde(default)]
    castles: Option<Spanned<Vec<Spanned<String>>>>,
    #[serde(default)]
    english: Option<RawSide>,
    #[serde(default)]
    french: Option<RawSide>,
    #[serde(default)]
    play: Vec<Spanned<RawPlay>>,
    #[serde(default)]
    expect: Vec<Spanned<RawExpect>>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(untagged)]
enum RawCard {
    Value(i64),
    Name(String),
}

type RawCards = Spanned<Vec<RawCard>>;

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawSide {
    #[serde(default)]
    hand: Option<RawCards>,
    #[serde(default)]
    partner_hand: Option<RawCards>,
    #[serde(default)]
    deck: Option<RawCards>,
    #[serde(default)]
    discard: Option<RawCards>,
    #[serde(default)]
    removed: Option<RawCards>,
    #[serde(default)]
    exhaustions: Option<Spanned<i64>>,
    #[serde(default)]
    team: bool,
    #[serde(default)]
    rest: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlay {
    #[serde(default)]
    by: Option<Spanned<String>>,
    #[serde(default)]
    place: Option<Spanned<i64>>,
    #[serde(default)]
    cards: Option<RawCards>,
    #[serde(default)]
    concede: Option<bool>,
    #[serde(default)]
    reveal: Option<bool>,
    #[serde(default)]
    remove: Option<RawCards>,
    #[serde(default)]
    set_aside: Option<RawCards>,
    #[serde(default)]
    give: Option<RawCards>,
    #[serde(default)]
    first: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExpect {
    #[serde(default)]
    edition: Option<String>,
    #[serde(default)]
    battle: Option<Spanned<i64>>,
    #[serde(default)]
    winner: Option<Spanned<String>>,
    #[serde(default)]
    control_after: Option<Spanned<String>>,
    #[serde(default)]
    removed: Option<BTreeMap<String, RawCards>>,
    #[serde(default)]
    score: Option<BTreeMap<String, Spanned<i64>>>,
    #[serde(default)]
    end: Option<Spanned<String>>,
    #[serde(default)]
    hand: Option<BTreeMap<String, Spanned<i64>>>,
    #[serde(default)]
    deck: Option<BTreeMap<String, Spanned<i64>>>,
}

/// Where a worked example starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The standard setup (R2, R9.3, R9.5), shuffled with the example's seed.
    Deal,
    /// A position described by hand, at the start of a round.
    Position,
}

/// Where the cards a description does not place go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Rest {
    #[default]
    Deck,
    Discard,
}

/// One side of a described position: the engine's description, and where the cards it does not
/// place go.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideDef {
    pub setup: SideSetup,
    pub rest: Rest,
}

/// A decision of an example, with who is expected to make it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Place { castle: u8, cards: Vec<Card> },
    Concede,
    Reveal,
    Remove(Vec<Card>),
    SetAside(Vec<Card>),
    Give { cards: Vec<Card>, first: Member },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayDef {
    pub by: Option<Side>,
    pub action: Action,
    /// 1-based line in examples.toml.
    pub line: usize,
}

/// What the designer expects of an example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expectation {
    /// The winner of battle `battle` (1 = castle A), `None` for no winner.
    Winner {
        battle: usize,
        side: Option<Side>,
    },
    ControlAfter {
        battle: usize,
        side: Option<Side>,
    },
    Removed {
        battle: usize,
        side: Side,
        cards: Vec<Card>,
    },
    Score {
        side: Side,
        points: u32,
    },
    End {
        reason: String,
    },
    Hand {
        side: Side,
        cards: usize,
    },
    Deck {
        side: Side,
        cards: usize,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectDef {
    /// Checked only when the rulebook follows this edition; `None`: always.
    pub edition: Option<String>,
    pub what: Expectation,
    /// How the designer wrote it, for messages: `winner = "french"`.
    pub text: String,
    pub line: usize,
    /// Where its value is written in examples.toml (what `check --accept` replaces).
    pub span: std::ops::Range<usize>,
}

/// A worked example, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExampleDef {
    pub id: String,
    /// What the rulebook draws and tells of it.
    pub kind: ExampleKind,
    /// The rules level ("basic", "advanced", "expert") by edition; key "*" for every edition.
    pub levels: BTreeMap<String, String>,
    pub start: Start,
    pub seed: u64,
    pub seats: u8,
    pub round: u16,
    pub first: Option<Side>,
    pub castles: Option<Vec<Option<Side>>>,
    pub sides: [SideDef; 2],
    pub plays: Vec<PlayDef>,
    pub expects: Vec<ExpectDef>,
    /// 1-based line of the example's `id`.
    pub line: usize,
    /// 1-based line of each key of the position the example writes (`round`, `first`,
    /// `castles`, `english.hand`, `french.deck`…), to locate what a check finds wrong with it.
    pub keys: BTreeMap<String, usize>,
}

/// What kind of picture and text an example makes in the rulebook.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExampleKind {
    /// The first battle fought, with its sums and result (the default).
    Battle,
    /// The table at the start of a game (R2).
    Setup,
    /// A whole round, step by step (R4–R7).
    Round,
    /// The final position and its score (R8).
    Scoring,
    /// The expert setup's cards set aside (R9.3).
    Expert,
    /// The seats of a team game (R9.5).
    Seating,
}

impl ExampleKind {
    pub const ALL: [(&'static str, ExampleKind); 6] = [
        ("battle", ExampleKind::Battle),
        ("setup", ExampleKind::Setup),
        ("round", ExampleKind::Round),
        ("scoring", ExampleKind::Scoring),
        ("expert", ExampleKind::Expert),
        ("seating", ExampleKind::Seating),
    ];
}

impl ExampleDef {
    /// The rules level this example uses under `edition`, if it applies to that edition.
    pub fn level(&self, edition: &str) -> Option<&str> {
        self.levels.get(edition).or_else(|| self.levels.get("*")).map(String::as_str)
    }
}

/// The examples of a game, with the file they came from.
#[derive(Clone, Debug)]
pub struct Examples {
    pub file: String,
    pub source: String,
    pub examples: Vec<ExampleDef>,
}

struct Reader<'a> {
    file: &'a str,
    source: &'a str,
    problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    fn error(&mut self, span: std::ops::Range<usize>, key: &str, message: String, hint: &str) {
        let mut d = Diagnostic::at(self.file, self.source, span, message).with_key(key);
        if !hint.is_empty() {
            d = d.with_hint(hint);
        }
        self.problems.push(d);
    }

    fn line(&self, span: &std::ops::Range<usize>) -> usize {
        self.source[..span.start.min(self.source.len())].matches('\n').count() + 1
    }

    fn side(&mut self, v: &Spanned<String>, key: &str) -> Option<Side> {
        match v.get_ref().as_str() {
            "english" => Some(Side::English),
            "french" => Some(Side::French),
            other => {
                self.error(v.span(), key, format!("unknown side {other:?}"), "use \"english\" or \"french\"");
                None
            }
        }
    }

    /// A side, or "none" / "neutral" for nobody.
    fn control(&mut self, v: &Spanned<String>, key: &str) -> Option<Option<Side>> {
        match v.get_ref().as_str() {
            "none" | "neutral" => Some(None),
            _ => self.side(v, key).map(Some),
        }
    }

    fn cards(&mut self, v: &RawCards, key: &str) -> Vec<Card> {
        let mut out = Vec::new();
        for c in v.get_ref() {
            match c {
                RawCard::Value(n) if (1..=99).contains(n) => out.push(Card::number(*n as u8)),
                RawCard::Name(s) if s == "hero" => out.push(Card::HERO),
                other => {
                    let hint = "write a card as its value (5, 4, 3, 2...) or \"hero\"";
                    let shown = match other {
                        RawCard::Value(n) => n.to_string(),
                        RawCard::Name(s) => format!("{s:?}"),
                    };
                    self.error(v.span(), key, format!("{shown} is not a card"), hint);
                }
            }
        }
        out
    }

    fn count(&mut self, v: &Spanned<i64>, key: &str, range: std::ops::RangeInclusive<i64>) -> i64 {
        let n = *v.get_ref();
        if !range.contains(&n) {
            let message = format!("must be between {} and {}, found {n}", range.start(), range.end());
            self.error(v.span(), key, message, "");
            return *range.start();
        }
        n
    }
}

impl Examples {
    /// Reads every example; all problems are reported together.
    pub fn parse(file: &str, source: &str) -> Result<Examples, Diagnostics> {
        let raw: RawFile = toml::from_str(source).map_err(|e| {
            let span = e.span().unwrap_or(0..0);
            let hint = if e.message().contains("unknown field") {
                "remove the key or fix its spelling (see the comment at the top of examples.toml)"
            } else {
                "fix the TOML at this point"
            };
            Diagnostics(vec![Diagnostic::at(file, source, span, e.message().trim().to_string()).with_hint(hint)])
        })?;
        let mut r = Reader { file, source, problems: Vec::new() };
        let mut examples: Vec<ExampleDef> = Vec::new();
        for (i, ex) in raw.example.iter().enumerate() {
            let at = |k: &str| format!("example[{i}].{k}");
            let id = ex.id.get_ref().clone();
            let plain = !id.is_empty()
                && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !id.starts_with('-');
            if !plain {
                r.error(ex.id.span(), &at("id"), format!("{id:?} is not a plain name"), "use a-z, 0-9 and dashes");
            }
            if examples.iter().any(|e| e.id == id) {
                r.error(ex.id.span(), &at("id"), format!("example {id:?} is defined twice"), "");
            }
            let kind = match &ex.kind {
                None => ExampleKind::Battle,
                Some(k) => match ExampleKind::ALL.iter().find(|(name, _)| name == k.get_ref()) {
                    Some((_, kind)) => *kind,
                    None => {
                        let names: Vec<&str> = ExampleKind::ALL.iter().map(|(n, _)| *n).collect();
                        let hint = crate::diagnostic::listed("kinds", &names);
                        r.error(k.span(), &at("kind"), format!("unknown example kind {:?}", k.get_ref()), &hint);
                        ExampleKind::Battle
                    }
                },
            };
            let mut levels = BTreeMap::new();
            let mut level = |r: &mut Reader, edition: &str, v: &String| {
                if !["basic", "advanced", "expert"].contains(&v.as_str()) {
                    let hint = "use \"basic\", \"advanced\" or \"expert\" (the edition picks the ruleset)";
                    r.error(ex.id.span(), &at("rules"), format!("unknown rules level {v:?}"), hint);
                }
                levels.insert(edition.to_string(), v.clone());
            };
            match &ex.rules {
                RawLevels::One(v) => level(&mut r, "*", v),
                RawLevels::ByEdition(map) => {
                    for (edition, v) in map {
                        level(&mut r, edition, v);
                    }
                }
            }
            let start = match ex.start.as_ref().map(|s| s.get_ref().as_str()) {
                None | Some("position") => Start::Position,
                Some("deal") => Start::Deal,
                Some(other) => {
                    let span = ex.start.as_ref().map(|s| s.span()).unwrap_or_default();
                    r.error(span, &at("start"), format!("unknown start {other:?}"), "use \"deal\" or \"position\"");
                    Start::Position
                }
            };
            let seats = ex.seats.as_ref().map_or(2, |s| r.count(s, &at("seats"), 2..=4) as u8);
            let round = ex.round.as_ref().map_or(1, |s| r.count(s, &at("round"), 1..=999) as u16);
            let first = ex.first.as_ref().and_then(|s| r.side(s, &at("first")));
            let castles = ex.castles.as_ref().map(|list| {
                list.get_ref().iter().map(|c| r.control(c, &at("castles")).unwrap_or(None)).collect::<Vec<_>>()
            });
            // Where each key of the position is written, by its dotted name.
            let mut spans: Vec<(String, std::ops::Range<usize>)> = Vec::new();
            spans.extend(ex.round.as_ref().map(|v| ("round".to_string(), v.span())));
            spans.extend(ex.first.as_ref().map(|v| ("first".to_string(), v.span())));
            spans.extend(ex.castles.as_ref().map(|v| ("castles".to_string(), v.span())));
            let mut sides: [SideDef; 2] = Default::default();
            for (s, raw) in [(0, &ex.english), (1, &ex.french)] {
                let Some(raw) = raw else { continue };
                let name = if s == 0 { "english" } else { "french" };
                let key = |k: &str| at(&format!("{name}.{k}"));
                let side = &mut sides[s];
                let setup = &mut side.setup;
                let lists = [
                    (&raw.hand, &mut setup.hand, "hand"),
                    (&raw.partner_hand, &mut setup.partner_hand, "partner_hand"),
                    (&raw.deck, &mut setup.deck, "deck"),
                    (&raw.discard, &mut setup.discard, "discard"),
                    (&raw.removed, &mut setup.removed, "removed"),
                ];
                for (from, to, k) in lists {
                    if let Some(v) = from {
                        *to = r.cards(v, &key(k));
                        spans.push((format!("{name}.{k}"), v.span()));
                    }
                }
                spans.extend(raw.exhaustions.as_ref().map(|v| (format!("{name}.exhaustions"), v.span())));
                spans.extend(raw.rest.as_ref().map(|v| (format!("{name}.rest"), v.span())));
                setup.exhaustions =
                    raw.exhaustions.as_ref().map_or(0, |e| r.count(e, &key("exhaustions"), 0..=9) as u8);
                setup.team = raw.team;
                side.rest = match raw.rest.as_ref().map(|s| s.get_ref().as_str()) {
                    None | Some("deck") => Rest::Deck,
                    Some("discard") => Rest::Discard,
                    Some(other) => {
                        let span = raw.rest.as_ref().map(|s| s.span()).unwrap_or_default();
                        r.error(span, &key("rest"), format!("unknown place {other:?}"), "use \"deck\" or \"discard\"");
                        Rest::Deck
                    }
                };
            }
            let plays = ex
                .play
                .iter()
                .enumerate()
                .filter_map(|(j, p)| read_play(&mut r, &at(&format!("play[{j}]")), p))
                .collect();
            let expects = ex
                .expect
                .iter()
                .enumerate()
                .flat_map(|(j, e)| read_expect(&mut r, &at(&format!("expect[{j}]")), e))
                .collect();
            let line = r.line(&ex.id.span());
            let keys = spans.into_iter().map(|(k, span)| (k, r.line(&span))).collect();
            examples.push(ExampleDef {
                id,
                kind,
                levels,
                start,
                seed: ex.seed,
                seats,
                round,
                first,
                castles,
                sides,
                plays,
                expects,
                line,
                keys,
            });
        }
        if raw.example.is_empty() {
            let hint = "the rulebook's worked examples are [[example]] tables of this file: restore them";
            r.problems.push(Diagnostic::at(file, source, 0..0, "the file has no example").with_hint(hint));
        }
        if r.problems.is_empty() {
            Ok(Examples { file: file.to_string(), source: source.to_string(), examples })
        } else {
            r.problems.sort_by_key(|d| (d.line, d.column));
            Err(Diagnostics(r.problems))
        }
    }

    pub fn get(&self, id: &str) -> Option<&ExampleDef> {
        self.examples.iter().find(|e| e.id == id)
    }

    /// A diagnostic at a byte range of examples.toml.
    pub fn at(&self, span: std::ops::Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at(&self.file, &self.source, span, message)
    }

    /// A diagnostic at a line of examples.toml.
    pub fn at_line(&self, line: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at_line(&self.file, &self.source, line, message)
    }
}

fn read_play(r: &mut Reader, key: &str, p: &Spanned<RawPlay>) -> Option<PlayDef> {
    let span = p.span();
    let line = r.line(&span);
    let raw = p.get_ref();
    let by = raw.by.as_ref().and_then(|b| r.side(b, &format!("{key}.by")));
    let cards = |r: &mut Reader, v: &Option<RawCards>, k: &str| v.as_ref().map(|v| r.cards(v, &format!("{key}.{k}")));
    let mut actions = Vec::new();
    if let Some(castle) = &raw.place {
        let castle = r.count(castle, &format!("{key}.place"), 1..=99) as u8;
        let Some(list) = cards(r, &raw.cards, "cards") else {
            r.error(span, key, "a placement needs its `cards`".into(), "e.g. place = 4, cards = [5, 2]");
            return None;
        };
        actions.push(Action::Place { castle, cards: list });
    }
    if raw.concede == Some(true) {
        actions.push(Action::Concede);
    }
    if raw.reveal == Some(true) {
        actions.push(Action::Reveal);
    }
    if let Some(list) = cards(r, &raw.remove, "remove") {
        actions.push(Action::Remove(list));
    }
    if let Some(list) = cards(r, &raw.set_aside, "set_aside") {
        actions.push(Action::SetAside(list));
    }
    if let Some(list) = cards(r, &raw.give, "give") {
        let first = match raw.first.as_ref().map(|f| f.get_ref().as_str()) {
            None | Some("a") => Member::A,
            Some("b") => Member::B,
            Some(other) => {
                r.error(
                    span.clone(),
                    &format!("{key}.first"),
                    format!("unknown member {other:?}"),
                    "use \"a\" or \"b\"",
                );
                Member::A
            }
        };
        actions.push(Action::Give { cards: list, first });
    }
    if actions.len() != 1 {
        let hint = "one decision per [[example.play]]: place (with cards), concede, reveal, remove, set_aside or give";
        r.error(span, key, format!("{} decisions in one play", actions.len()), hint);
        return None;
    }
    Some(PlayDef { by, action: actions.remove(0), line })
}

fn read_expect(r: &mut Reader, key: &str, e: &Spanned<RawExpect>) -> Vec<ExpectDef> {
    let span = e.span();
    let line = r.line(&span);
    let raw = e.get_ref();
    let battle = raw.battle.as_ref().map_or(1, |b| r.count(b, &format!("{key}.battle"), 1..=2) as usize);
    let mut out = Vec::new();
    let mut push = |what: Expectation, text: String, span: std::ops::Range<usize>| {
        out.push(ExpectDef { edition: raw.edition.clone(), what, text, line, span });
    };
    if let Some(v) = &raw.winner
        && let Some(side) = r.control(v, &format!("{key}.winner"))
    {
        push(Expectation::Winner { battle, side }, format!("winner = {:?}", v.get_ref()), v.span());
    }
    if let Some(v) = &raw.control_after
        && let Some(side) = r.control(v, &format!("{key}.control_after"))
    {
        push(Expectation::ControlAfter { battle, side }, format!("control_after = {:?}", v.get_ref()), v.span());
    }
    let side_key = |r: &mut Reader, k: &str, sub: &str| -> Option<Side> {
        r.side(&Spanned::new(span.clone(), k.to_string()), &format!("{key}.{sub}.{k}"))
    };
    for (k, v) in raw.removed.iter().flatten() {
        if let Some(side) = side_key(r, k, "removed") {
            let cards = r.cards(v, &format!("{key}.removed.{k}"));
            let shown: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            let text = format!("removed.{k} = [{}]", shown.join(", "));
            push(Expectation::Removed { battle, side, cards }, text, v.span());
        }
    }
    for (k, v) in raw.score.iter().flatten() {
        if let Some(side) = side_key(r, k, "score") {
            let points = r.count(v, &format!("{key}.score.{k}"), 0..=999) as u32;
            push(Expectation::Score { side, points }, format!("score.{k} = {points}"), v.span());
        }
    }
    for (k, v) in raw.hand.iter().flatten() {
        if let Some(side) = side_key(r, k, "hand") {
            let cards = r.count(v, &format!("{key}.hand.{k}"), 0..=99) as usize;
            push(Expectation::Hand { side, cards }, format!("hand.{k} = {cards}"), v.span());
        }
    }
    for (k, v) in raw.deck.iter().flatten() {
        if let Some(side) = side_key(r, k, "deck") {
            let cards = r.count(v, &format!("{key}.deck.{k}"), 0..=99) as usize;
            push(Expectation::Deck { side, cards }, format!("deck.{k} = {cards}"), v.span());
        }
    }
    if let Some(v) = &raw.end {
        let reason = v.get_ref().clone();
        if !["all_castles", "exhaustion", "no_cards", "none"].contains(&reason.as_str()) {
            let hint = "use \"all_castles\" (R6.4), \"exhaustion\" (R7.5), \"no_cards\" (R7.6) or \"none\"";
            r.error(v.span(), &format!("{key}.end"), format!("unknown end {reason:?}"), hint);
        } else {
            push(Expectation::End { reason: reason.clone() }, format!("end = {reason:?}"), v.span());
        }
    }
    out
}
