//! The game definition (content/<game>/game.toml) read into typed, validated values.

use super::diagnostic::{Diagnostic, Diagnostics};
use crate::engine::{Removal, Rules, Scoring, Side};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    game: RawMeta,
    sides: Vec<RawSide>,
    action_cards: Vec<RawCardCount>,
    castles: Vec<RawCastle>,
    other_cards: RawOther,
    play: RawPlay,
    rulesets: BTreeMap<Spanned<String>, RawRuleset>,
    #[serde(default)]
    editions: BTreeMap<Spanned<String>, RawEdition>,
    #[serde(default)]
    theme: Option<RawTheme>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTheme {
    card_width: Spanned<f64>,
    card_height: Spanned<f64>,
    bleed: Spanned<f64>,
    safe: Spanned<f64>,
    dpi: Spanned<i64>,
    font: Spanned<String>,
    colours: BTreeMap<Spanned<String>, Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMeta {
    id: Spanned<String>,
    name: String,
    authors: Vec<String>,
    #[serde(default)]
    illustrator: String,
    #[serde(default)]
    publisher: String,
    #[serde(default)]
    age: Option<Spanned<i64>>,
    #[serde(default)]
    minutes: Option<Spanned<[i64; 2]>>,
    #[serde(default)]
    edition: Option<Spanned<String>>,
    min_seats: Spanned<i64>,
    max_seats: Spanned<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEdition {
    basic: Spanned<String>,
    #[serde(default)]
    advanced: Option<Spanned<String>>,
    #[serde(default)]
    expert: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSide {
    id: Spanned<String>,
    hero: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCardCount {
    value: Spanned<i64>,
    count: Spanned<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCastle {
    id: Spanned<String>,
    #[serde(default)]
    view: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOther {
    first_player: Spanned<i64>,
    summary: Spanned<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlay {
    hand_size: Spanned<i64>,
    max_cards_per_castle: Spanned<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuleset {
    removal: Spanned<String>,
    scoring: Spanned<String>,
    exhaustion_limit: Spanned<i64>,
    set_aside: Spanned<i64>,
}

/// A side of the game (R1.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideDef {
    pub side: Side,
    pub hero: String,
}

/// A named set of rule switches (R9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesetDef {
    pub name: String,
    pub removal: Removal,
    pub scoring: Scoring,
    pub exhaustion_limit: u8,
    pub set_aside: u8,
}

/// A rules edition: the ruleset of each level a rulebook describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditionDef {
    pub name: String,
    pub basic: String,
    pub advanced: Option<String>,
    pub expert: Option<String>,
}

impl EditionDef {
    /// The ruleset of a level ("basic", "advanced" or "expert"), if the edition has it.
    pub fn ruleset(&self, level: &str) -> Option<&str> {
        match level {
            "basic" => Some(&self.basic),
            "advanced" => self.advanced.as_deref(),
            "expert" => self.expert.as_deref(),
            _ => None,
        }
    }
}

/// A validated game definition.
#[derive(Clone, Debug)]
pub struct GameDef {
    /// Where it was read from, as shown in messages.
    pub file: String,
    pub id: String,
    pub name: String,
    pub authors: Vec<String>,
    pub illustrator: String,
    pub publisher: String,
    /// The youngest players' age.
    pub age: u8,
    /// Length of a game, in minutes.
    pub minutes: (u8, u8),
    /// The edition the rulebooks follow unless told otherwise.
    pub edition: String,
    /// Rules editions, as in game.toml (alphabetical).
    pub editions: Vec<EditionDef>,
    pub seats: (u8, u8),
    /// In the order of game.toml; the first is the first player of round 1 (R2.1).
    pub sides: Vec<SideDef>,
    /// (value, copies) per numbered value, as listed.
    pub action_cards: Vec<(u8, u8)>,
    pub castles: Vec<String>,
    /// The drawing of each castle card (R1.1: six views of the defences).
    pub castle_views: Vec<String>,
    pub first_player_cards: u32,
    pub summary_cards: u32,
    pub hand_size: u8,
    pub max_per_castle: u8,
    /// In the order of game.toml's keys (alphabetical, as TOML tables have no order).
    pub rulesets: Vec<RulesetDef>,
    pub theme: Theme,
    source: String,
    ruleset_spans: Vec<std::ops::Range<usize>>,
}

/// Collects problems while reading one file.
struct Reader<'a> {
    file: &'a str,
    source: &'a str,
    problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    fn error<T>(&mut self, spanned: &Spanned<T>, key: &str, message: String, hint: &str) {
        let mut d = Diagnostic::at(self.file, self.source, spanned.span(), message).with_key(key);
        if !hint.is_empty() {
            d = d.with_hint(hint);
        }
        self.problems.push(d);
    }

    /// An integer in `range`, or a diagnostic naming the key.
    fn int(&mut self, v: &Spanned<i64>, key: &str, range: std::ops::RangeInclusive<i64>, what: &str) -> u8 {
        debug_assert!(*range.end() <= 255);
        self.wide_int(v, key, range, what) as u8
    }

    /// An integer in `range` (falling back to its start after a diagnostic).
    fn wide_int(&mut self, v: &Spanned<i64>, key: &str, range: std::ops::RangeInclusive<i64>, what: &str) -> i64 {
        let n = *v.get_ref();
        if !range.contains(&n) {
            let message = format!("{what} must be between {} and {}, found {n}", range.start(), range.end());
            self.error(v, key, message, "");
            return *range.start();
        }
        n
    }

    /// A plain name: lowercase letters, digits and dashes, so that it is safe in file names.
    fn name(&mut self, v: &Spanned<String>, key: &str) -> String {
        let s = v.get_ref();
        let plain = !s.is_empty()
            && s.len() <= 64
            && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !s.starts_with('-');
        if !plain {
            let hint = "use lowercase letters, digits and dashes only, e.g. \"curtain-wall\"";
            self.error(v, key, format!("{s:?} is not a plain name"), hint);
        }
        s.clone()
    }
}

impl GameDef {
    /// Reads and validates a game definition; every problem found is reported.
    pub fn parse(file: &str, source: &str) -> Result<GameDef, Diagnostics> {
        let raw: RawGame = toml::from_str(source).map_err(|e| Diagnostics(vec![toml_error(file, source, &e)]))?;
        let mut r = Reader { file, source, problems: Vec::new() };

        let id = r.name(&raw.game.id, "game.id");
        let min_seats = r.int(&raw.game.min_seats, "game.min_seats", 2..=4, "the fewest seats");
        let max_seats = r.int(&raw.game.max_seats, "game.max_seats", 2..=4, "the most seats");
        if min_seats > max_seats {
            r.error(&raw.game.max_seats, "game.max_seats", "is below game.min_seats".into(), "");
        }

        let mut sides = Vec::new();
        for (i, s) in raw.sides.iter().enumerate() {
            let side = match s.id.get_ref().as_str() {
                "english" => Some(Side::English),
                "french" => Some(Side::French),
                other => {
                    let hint = "Guyenne's engine knows the sides \"english\" and \"french\" (R1.2)";
                    r.error(&s.id, &format!("sides[{i}].id"), format!("unknown side {other:?}"), hint);
                    None
                }
            };
            let hero = r.name(&s.hero, &format!("sides[{i}].hero"));
            if let Some(side) = side {
                if sides.iter().any(|d: &SideDef| d.side == side) {
                    r.error(&s.id, &format!("sides[{i}].id"), format!("side {side} is listed twice"), "");
                }
                sides.push(SideDef { side, hero });
            }
        }
        if raw.sides.len() != 2 {
            let span = Spanned::new(0..0, ());
            r.error(&span, "sides", format!("the game needs exactly 2 sides, found {}", raw.sides.len()), "");
        }

        let mut action_cards = Vec::new();
        for (i, c) in raw.action_cards.iter().enumerate() {
            let value = r.int(&c.value, &format!("action_cards[{i}].value"), 1..=99, "a card value");
            let count = r.int(&c.count, &format!("action_cards[{i}].count"), 1..=40, "a card count");
            if action_cards.iter().any(|&(v, _)| v == value) {
                r.error(&c.value, &format!("action_cards[{i}].value"), format!("value {value} is listed twice"), "");
            }
            action_cards.push((value, count));
        }

        let mut castles: Vec<String> = Vec::new();
        let mut castle_views = Vec::new();
        for (i, c) in raw.castles.iter().enumerate() {
            let name = r.name(&c.id, &format!("castles[{i}].id"));
            if castles.contains(&name) {
                r.error(&c.id, &format!("castles[{i}].id"), format!("castle id {name:?} is used twice"), "");
            }
            castle_views.push(match &c.view {
                Some(view) => r.name(view, &format!("castles[{i}].view")),
                None => name.clone(),
            });
            castles.push(name);
        }
        let theme = match &raw.theme {
            Some(t) => read_theme(&mut r, t),
            None => Theme::default(),
        };

        let first_player_cards = r.int(&raw.other_cards.first_player, "other_cards.first_player", 0..=10, "a count");
        let summary_cards = r.int(&raw.other_cards.summary, "other_cards.summary", 0..=20, "a count");
        let hand_size = r.int(&raw.play.hand_size, "play.hand_size", 2..=12, "the hand size");
        let max_per_castle =
            r.int(&raw.play.max_cards_per_castle, "play.max_cards_per_castle", 1..=12, "the most cards per castle");

        // Facts the engine relies on, reported against the key that breaks them.
        if max_per_castle > hand_size {
            let message = format!("{max_per_castle} cards at one castle is more than the hand of {hand_size} (R4.4)");
            r.error(&raw.play.max_cards_per_castle, "play.max_cards_per_castle", message, "");
        }
        let numbered: usize = action_cards.iter().map(|&(_, c)| c as usize).sum();
        if numbered + 1 > crate::engine::MAX_CARDS {
            let span = Spanned::new(source.find("[[action_cards]]").map_or(0..0, |i| i..i), ());
            let message = format!(
                "a side would own {} cards; the engine holds at most {}",
                numbered + 1,
                crate::engine::MAX_CARDS
            );
            r.error(&span, "action_cards", message, "");
        }
        if !(2..=crate::engine::MAX_CASTLES).contains(&castles.len()) {
            let span = Spanned::new(source.find("[[castles]]").map_or(0..0, |i| i..i), ());
            let message =
                format!("the line needs 2 to {} castles, found {} (R1.1)", crate::engine::MAX_CASTLES, castles.len());
            r.error(&span, "castles", message, "");
        }

        let mut rulesets = Vec::new();
        let mut ruleset_spans = Vec::new();
        for (name, rs) in &raw.rulesets {
            let key = |k: &str| format!("rulesets.{}.{k}", name.get_ref());
            if !name.get_ref().chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                r.error(name, &format!("rulesets.{}", name.get_ref()), "is not a plain name".into(), "");
            }
            let removal = match rs.removal.get_ref().as_str() {
                "none" => Removal::None,
                "advanced" => Removal::Advanced,
                "conquest" => Removal::Conquest,
                other => {
                    let hint = "use \"none\" (R9.1), \"advanced\" (R9.2) or \"conquest\" (R9.4)";
                    r.error(&rs.removal, &key("removal"), format!("unknown removal rule {other:?}"), hint);
                    Removal::None
                }
            };
            let scoring = match rs.scoring.get_ref().as_str() {
                "2022" => Scoring::Y2022,
                "2021" => Scoring::Y2021,
                other => {
                    let hint = "use \"2022\" (R8.2, R8.3) or \"2021\" (R8.4)";
                    r.error(&rs.scoring, &key("scoring"), format!("unknown scoring {other:?}"), hint);
                    Scoring::Y2022
                }
            };
            let exhaustion_limit =
                r.int(&rs.exhaustion_limit, &key("exhaustion_limit"), 1..=9, "the exhaustion limit (R7.2)");
            // R9.3: the cards left after setting some aside must still fill the opening hand.
            let most = numbered.saturating_sub(hand_size as usize - 1).min(30) as i64;
            let set_aside = r.int(&rs.set_aside, &key("set_aside"), 0..=most, "the set-aside count (R9.3)");
            rulesets.push(RulesetDef { name: name.get_ref().clone(), removal, scoring, exhaustion_limit, set_aside });
            ruleset_spans.push(name.span());
        }

        let ruleset_names: Vec<&str> = rulesets.iter().map(|r: &RulesetDef| r.name.as_str()).collect();
        let mut editions = Vec::new();
        for (name, e) in &raw.editions {
            let key = format!("editions.{}", name.get_ref());
            if !name.get_ref().chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                r.error(name, &key, "is not a plain name".into(), "");
            }
            let mut level = |v: &Spanned<String>, level: &str| {
                if !ruleset_names.contains(&v.get_ref().as_str()) {
                    let hint = format!("the rulesets defined here are: {}", ruleset_names.join(", "));
                    r.error(v, &format!("{key}.{level}"), format!("no ruleset named {:?}", v.get_ref()), &hint);
                }
                v.get_ref().clone()
            };
            let basic = level(&e.basic, "basic");
            let advanced = e.advanced.as_ref().map(|v| level(v, "advanced"));
            let expert = e.expert.as_ref().map(|v| level(v, "expert"));
            editions.push(EditionDef { name: name.get_ref().clone(), basic, advanced, expert });
        }
        let edition = match &raw.game.edition {
            Some(v) => {
                if !editions.iter().any(|e| &e.name == v.get_ref()) {
                    let names: Vec<&str> = editions.iter().map(|e| e.name.as_str()).collect();
                    let hint = format!("add [editions.{0}] or use one of: {1}", v.get_ref(), names.join(", "));
                    r.error(v, "game.edition", format!("no edition named {:?}", v.get_ref()), &hint);
                }
                v.get_ref().clone()
            }
            None => editions.last().map_or_else(String::new, |e| e.name.clone()),
        };
        let age = raw.game.age.as_ref().map_or(0, |a| r.int(a, "game.age", 0..=99, "the youngest players' age"));
        let minutes = match &raw.game.minutes {
            Some(m) => {
                let [lo, hi] = *m.get_ref();
                if !(1..=255).contains(&lo) || !(lo..=255).contains(&hi) {
                    r.error(m, "game.minutes", format!("[{lo}, {hi}] is not a range of minutes"), "e.g. [10, 15]");
                }
                (lo.clamp(0, 255) as u8, hi.clamp(0, 255) as u8)
            }
            None => (0, 0),
        };

        let mut def = GameDef {
            file: file.to_string(),
            id,
            name: raw.game.name,
            authors: raw.game.authors,
            illustrator: raw.game.illustrator,
            publisher: raw.game.publisher,
            age,
            minutes,
            edition,
            editions,
            seats: (min_seats, max_seats),
            sides,
            action_cards,
            castles,
            castle_views,
            first_player_cards: first_player_cards as u32,
            summary_cards: summary_cards as u32,
            hand_size,
            max_per_castle,
            rulesets,
            theme,
            source: source.to_string(),
            ruleset_spans,
        };
        // Whatever the engine itself refuses (R1, R2, R4.4, R9.3), per ruleset.
        if r.problems.is_empty() {
            for (i, rs) in def.rulesets.iter().enumerate() {
                if let Err(e) = def.build_rules(rs) {
                    let span = def.ruleset_spans[i].clone();
                    let d = Diagnostic::at(file, source, span, e.to_string()).with_key(format!("rulesets.{}", rs.name));
                    r.problems.push(d);
                }
            }
        }
        def.rulesets.sort_by_key(|rs| ruleset_order(&rs.name));
        r.problems.sort_by_key(|d| (d.line, d.column));
        if r.problems.is_empty() { Ok(def) } else { Err(Diagnostics(r.problems)) }
    }

    /// A diagnostic at the line of a dotted key of game.toml (`theme.font`), or at its top.
    pub fn locate(&self, key: &str, message: impl Into<String>) -> Diagnostic {
        let last = key.rsplit('.').next().unwrap_or(key);
        let at = self
            .source
            .match_indices(last)
            .map(|(i, _)| i)
            .find(|&i| {
                (i == 0 || self.source.as_bytes()[i - 1] == b'\n')
                    && self.source[i + last.len()..].trim_start().starts_with('=')
            })
            .unwrap_or(0);
        Diagnostic::at(&self.file, &self.source, at..at, message).with_key(key)
    }

    pub fn edition(&self, name: &str) -> Option<&EditionDef> {
        self.editions.iter().find(|e| e.name == name)
    }

    pub fn ruleset(&self, name: &str) -> Option<&RulesetDef> {
        self.rulesets.iter().find(|r| r.name == name)
    }

    /// The engine's rules for a named ruleset; an unknown name is reported against the
    /// `[rulesets]` section of game.toml with the names it does define.
    pub fn rules(&self, ruleset: &str) -> Result<Rules, Box<Diagnostic>> {
        let Some(rs) = self.ruleset(ruleset) else {
            let names: Vec<&str> = self.rulesets.iter().map(|r| r.name.as_str()).collect();
            let at = self.source.find("[rulesets").unwrap_or(0);
            return Err(Box::new(
                Diagnostic::at(&self.file, &self.source, at..at, format!("no ruleset named {ruleset:?}"))
                    .with_key("rulesets")
                    .with_hint(format!("the rulesets defined here are: {}", names.join(", "))),
            ));
        };
        self.build_rules(rs).map_err(|e| Box::new(Diagnostic::at(&self.file, &self.source, 0..0, e.to_string())))
    }

    fn build_rules(&self, rs: &RulesetDef) -> Result<Rules, crate::engine::RulesError> {
        let first = self.sides.first().map_or(Side::English, |s| s.side);
        Rules::new(
            &self.action_cards,
            self.castles.len(),
            self.hand_size,
            self.max_per_castle,
            rs.removal,
            rs.scoring,
            rs.exhaustion_limit,
            rs.set_aside,
        )
        .map(|rules| rules.with_first_player(first))
    }
}

/// The look of the cards (game.toml's `[theme]`): sizes in millimetres, colours as #rrggbb.
#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    pub card_width: f64,
    pub card_height: f64,
    pub bleed: f64,
    pub safe: f64,
    pub dpi: u32,
    pub font: String,
    /// Colour by name (ink, paper, gold, azure, gules, stone, stone_shadow, sky, grass, english,
    /// french, neutral).
    pub colours: BTreeMap<String, String>,
}

/// The colours every theme defines.
pub const COLOUR_NAMES: [&str; 12] =
    ["ink", "paper", "gold", "azure", "gules", "stone", "stone_shadow", "sky", "grass", "english", "french", "neutral"];

impl Default for Theme {
    fn default() -> Theme {
        let defaults = [
            "#2b1d0e", "#f4ecd8", "#d9a520", "#1f4e9c", "#b0202a", "#c9c1b0", "#8a8170", "#dde7ee", "#8d9c5e",
            "#9e1b24", "#1d4690", "#6b6b6b",
        ];
        Theme {
            card_width: 63.0,
            card_height: 88.0,
            bleed: 3.0,
            safe: 3.0,
            dpi: 300,
            font: "Libertinus Serif".into(),
            colours: COLOUR_NAMES.iter().zip(defaults).map(|(n, c)| (n.to_string(), c.to_string())).collect(),
        }
    }
}

impl Theme {
    pub fn colour(&self, name: &str) -> &str {
        self.colours.get(name).map_or("#000000", String::as_str)
    }
}

fn read_theme(r: &mut Reader, t: &RawTheme) -> Theme {
    let mut theme = Theme::default();
    let mut length = |v: &Spanned<f64>, key: &str, range: std::ops::RangeInclusive<f64>| {
        let x = *v.get_ref();
        if !range.contains(&x) {
            let message = format!("must be between {} and {} mm, found {x}", range.start(), range.end());
            r.error(v, &format!("theme.{key}"), message, "");
            return *range.start();
        }
        x
    };
    theme.card_width = length(&t.card_width, "card_width", 30.0..=150.0);
    theme.card_height = length(&t.card_height, "card_height", 30.0..=150.0);
    theme.bleed = length(&t.bleed, "bleed", 0.0..=10.0);
    theme.safe = length(&t.safe, "safe", 0.0..=15.0);
    theme.dpi = r.wide_int(&t.dpi, "theme.dpi", 72..=1200, "the resolution in dots per inch") as u32;
    theme.font = t.font.get_ref().clone();
    for (name, colour) in &t.colours {
        let key = format!("theme.colours.{}", name.get_ref());
        if !COLOUR_NAMES.contains(&name.get_ref().as_str()) {
            let hint = format!("the colours are {}", COLOUR_NAMES.join(", "));
            r.error(name, &key, format!("unknown colour {:?}", name.get_ref()), &hint);
        }
        let c = colour.get_ref();
        if c.len() != 7 || !c.starts_with('#') || !c[1..].chars().all(|ch| ch.is_ascii_hexdigit()) {
            r.error(colour, &key, format!("{c:?} is not a colour"), "write colours as #rrggbb, e.g. \"#1f4e9c\"");
        }
        theme.colours.insert(name.get_ref().clone(), c.clone());
    }
    theme
}

/// Newer editions first, simpler rules first: the order designers read them in.
fn ruleset_order(name: &str) -> (std::cmp::Reverse<String>, usize, String) {
    let year: String = name.chars().take_while(|c| c.is_ascii_digit()).collect();
    let level = ["basic", "advanced", "expert"].iter().position(|l| name.ends_with(l)).unwrap_or(3);
    (std::cmp::Reverse(year), level, name.to_string())
}

/// A TOML syntax or schema error as a diagnostic, naming the key where the message does not.
fn toml_error(file: &str, source: &str, e: &toml::de::Error) -> Diagnostic {
    let span = e.span().unwrap_or(0..0);
    let message = e.message().trim().to_string();
    let mut d = Diagnostic::at(file, source, span.clone(), message.clone());
    // For a bad value, the key is what stands before `=` on the same line.
    let line_start = source[..span.start.min(source.len())].rfind('\n').map_or(0, |i| i + 1);
    let before = &source[line_start..span.start.min(source.len())];
    if let Some(eq) = before.rfind('=') {
        d = d.with_key(before[..eq].trim().to_string());
    }
    let hint = if message.contains("unknown field") {
        "remove the key or fix its spelling"
    } else if message.contains("missing field") {
        "add the missing key to this table"
    } else if message.contains("invalid type") {
        "give the value the type the key expects"
    } else {
        "fix the TOML syntax at this point"
    };
    d.with_hint(hint)
}
