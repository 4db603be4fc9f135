//! Guyenne's game definition (content/guyenne/game.toml) read into typed, validated values: the
//! shared `[game]` and `[theme]` tables, and the facts and rule switches of its engine.

use super::engine::{Points, Removal, Rules, Scoring, Side};
use crate::content::{GameMeta, RawMeta, RawTheme, Reader, read_meta, toml_error};
use crate::diagnostic::{Diagnostic, Diagnostics};
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
    #[serde(default)]
    scoring: RawScoring,
    rulesets: BTreeMap<Spanned<String>, RawRuleset>,
    #[serde(default)]
    editions: BTreeMap<Spanned<String>, RawEdition>,
    #[serde(default)]
    theme: Option<RawTheme>,
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

/// R8.2 and R8.3: what castles and a sweep are worth in the 2022 scoring.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawScoring {
    #[serde(default)]
    isolated: Option<Spanned<i64>>,
    #[serde(default)]
    grouped: Option<Spanned<i64>>,
    #[serde(default)]
    sweep: Option<Spanned<i64>>,
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
    /// What every game has: id, name, people, reference language, theme.
    pub meta: GameMeta,
    /// The edition the rulebooks follow unless told otherwise.
    pub edition: String,
    /// Rules editions, as in game.toml (alphabetical).
    pub editions: Vec<EditionDef>,
    /// In the order of game.toml; the first is the first player of round 1 (R2.1).
    pub sides: Vec<SideDef>,
    /// (value, copies) per numbered value, as listed.
    pub action_cards: Vec<(u8, u8)>,
    pub castles: Vec<String>,
    /// The drawing of each castle card (R1.1: six views of the defences).
    pub castle_views: Vec<String>,
    /// Castle points of the 2022 scoring: an isolated castle, a castle in a group (R8.2).
    pub castle_points: (u32, u32),
    /// What a sweep of the line is worth (R8.3).
    pub sweep_points: u32,
    /// The ruleset whose switches the summary cards quote, for each edition's basic game.
    pub summary_ruleset: String,
    pub first_player_cards: u32,
    pub summary_cards: u32,
    pub hand_size: u8,
    pub max_per_castle: u8,
    /// In the order of game.toml's keys (alphabetical, as TOML tables have no order).
    pub rulesets: Vec<RulesetDef>,
    source: String,
    ruleset_spans: Vec<std::ops::Range<usize>>,
}

impl GameDef {
    /// Reads and validates a game definition; every problem found is reported.
    pub fn parse(file: &str, source: &str) -> Result<GameDef, Diagnostics> {
        GameDef::parse_in(file, source, "guyenne")
    }

    /// Reads a definition from the game folder `folder` (the game's id must be its name).
    pub fn parse_in(file: &str, source: &str, folder: &str) -> Result<GameDef, Diagnostics> {
        // The game as written: its variant rulesets are read apart (`crate::content::variants`),
        // blanked here with every line kept where it was.
        let (written, _) = crate::content::variants::split(file, source)?;
        let source = written.as_str();
        let raw: RawGame = toml::from_str(source).map_err(|e| Diagnostics(vec![toml_error(file, source, &e)]))?;
        let mut r = Reader::new(file, source);
        let meta = read_meta(&mut r, &raw.game, raw.theme.as_ref(), folder, &COLOURS);
        // R9.5: two seats, or three and four with the team game.
        for (v, key) in [(&raw.game.min_seats, "game.min_seats"), (&raw.game.max_seats, "game.max_seats")] {
            match v {
                Some(v) => {
                    r.int(v, key, 2..=4, "the number of seats (R9.5)");
                }
                None => r.error(&raw.game.id, key, format!("{key} is missing"), "Guyenne is played by 2 to 4 (R9.5)"),
            }
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
            // R1.1: every castle card shows one of the drawn views; a misspelt view is an
            // error, not a plain wall.
            let (view, span, key) = match &c.view {
                Some(view) => (r.name(view, &format!("castles[{i}].view")), view.span(), format!("castles[{i}].view")),
                None => (name.clone(), c.id.span(), format!("castles[{i}].id")),
            };
            if !super::art::castles::VIEWS.contains(&view.as_str()) && view != "plain-wall" {
                let hint = format!(
                    "the views drawn are: {}, plain-wall{}",
                    super::art::castles::VIEWS.join(", "),
                    if c.view.is_none() { "; add view = \"...\" to pick one" } else { "" }
                );
                r.error(&Spanned::new(span, ()), &key, format!("no castle view named {view:?}"), &hint);
            }
            castle_views.push(view);
            castles.push(name);
        }
        let points = |v: &Option<Spanned<i64>>, key: &str, default: i64, r: &mut Reader| {
            v.as_ref().map_or(default as u32, |v| r.wide_int(v, key, 0..=1000, "a number of points") as u32)
        };
        let castle_points = (
            points(&raw.scoring.isolated, "scoring.isolated", 1, &mut r),
            points(&raw.scoring.grouped, "scoring.grouped", 2, &mut r),
        );
        let sweep_points = points(&raw.scoring.sweep, "scoring.sweep", 12, &mut r);

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
        if numbered + 1 > crate::games::guyenne::engine::MAX_CARDS {
            let span = Spanned::new(source.find("[[action_cards]]").map_or(0..0, |i| i..i), ());
            let message = format!(
                "a side would own {} cards; the engine holds at most {}",
                numbered + 1,
                crate::games::guyenne::engine::MAX_CARDS
            );
            r.error(&span, "action_cards", message, "");
        }
        if !(2..=crate::games::guyenne::engine::MAX_CASTLES).contains(&castles.len()) {
            let span = Spanned::new(source.find("[[castles]]").map_or(0..0, |i| i..i), ());
            let message = format!(
                "the line needs 2 to {} castles, found {} (R1.1)",
                crate::games::guyenne::engine::MAX_CASTLES,
                castles.len()
            );
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
                    let hint = crate::diagnostic::listed("rulesets defined here", &ruleset_names);
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
        let summary_ruleset = editions.iter().find(|e| e.name == edition).map_or_else(String::new, |e| e.basic.clone());
        let mut def = GameDef {
            meta,
            edition,
            editions,
            sides,
            action_cards,
            castles,
            castle_views,
            castle_points,
            sweep_points,
            summary_ruleset,
            first_player_cards: first_player_cards as u32,
            summary_cards: summary_cards as u32,
            hand_size,
            max_per_castle,
            rulesets,
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
        r.finish().map(|()| def)
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
        Diagnostic::at(&self.meta.file, &self.source, at..at, message).with_key(key)
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
                Diagnostic::at(&self.meta.file, &self.source, at..at, format!("no ruleset named {ruleset:?}"))
                    .with_key("rulesets")
                    .with_hint(crate::diagnostic::listed("rulesets defined here", &names)),
            ));
        };
        self.build_rules(rs).map_err(|e| Box::new(Diagnostic::at(&self.meta.file, &self.source, 0..0, e.to_string())))
    }

    fn build_rules(&self, rs: &RulesetDef) -> Result<Rules, crate::games::guyenne::engine::RulesError> {
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
        .map(|rules| {
            let (isolated, grouped) = self.castle_points;
            rules.with_first_player(first).with_points(Points { isolated, grouped, sweep: self.sweep_points })
        })
    }
}

/// The colours Guyenne's drawings use, with their defaults (ink, paper, tinctures, stone…).
pub const COLOURS: [(&str, &str); 14] = [
    ("ink", "#2b1d0e"),
    ("paper", "#f4ecd8"),
    ("gold", "#d9a520"),
    ("azure", "#1f4e9c"),
    ("gules", "#b0202a"),
    ("argent", "#f7f5ef"),
    ("sable", "#1c1a19"),
    ("stone", "#c9c1b0"),
    ("stone_shadow", "#8a8170"),
    ("sky", "#dde7ee"),
    ("grass", "#8d9c5e"),
    ("english", "#9e1b24"),
    ("french", "#1d4690"),
    ("neutral", "#6b6b6b"),
];

/// Newer editions first, simpler rules first: the order designers read them in.
fn ruleset_order(name: &str) -> (std::cmp::Reverse<String>, usize, String) {
    let year: String = name.chars().take_while(|c| c.is_ascii_digit()).collect();
    let level = ["basic", "advanced", "expert"].iter().position(|l| name.ends_with(l)).unwrap_or(3);
    (std::cmp::Reverse(year), level, name.to_string())
}
