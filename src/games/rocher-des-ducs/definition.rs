//! Le rocher des ducs's game.toml: what every game has (`[game]`, `[theme]`), the play facts
//! (`[play]`) and the rulesets, each a set of switches the engine is built from.

use super::engine::{Deal, HeroLimit, Rules};
use crate::content::GameMeta;
use crate::content::meta::{RawMeta, RawTheme, Reader, read_meta, toml_error};
use crate::diagnostic::{Diagnostic, Diagnostics};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// The colours the game's drawings use, with their defaults (`[theme.colours]`).
pub const COLOURS: [(&str, &str); 22] = [
    ("ink", "#2a1f14"),
    ("paper", "#f3ead5"),
    ("gules", "#c8302c"),
    ("azure", "#1d3a7e"),
    ("vert", "#74b04a"),
    ("gold", "#e2b13c"),
    ("argent", "#fbf8f0"),
    ("sable", "#1b1917"),
    ("sky", "#a9cbe4"),
    ("haze", "#b9d5e9"),
    ("cloud", "#f7f4ec"),
    ("sand", "#e0cfa6"),
    ("water", "#a7c4d6"),
    ("water_deep", "#91b0c4"),
    ("rock", "#8d8272"),
    ("stone", "#e3dac6"),
    ("stone_shadow", "#aea28b"),
    ("roof", "#66707e"),
    ("roof_shadow", "#474f5b"),
    ("wood", "#4d6a3c"),
    ("wood_light", "#6b8a4f"),
    ("hero", "#6b4a8c"),
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    game: RawMeta,
    theme: Option<RawTheme>,
    play: RawPlay,
    rulesets: BTreeMap<String, Spanned<RawRuleset>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlay {
    hands: Spanned<[i64; 3]>,
    ramparts: Spanned<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuleset {
    deal: Spanned<String>,
    heroes: bool,
    /// D8.1's reading, heroic rulesets only: "opponent-heroes" (the default) or
    /// "opponent-cards".
    hero_limit: Option<Spanned<String>>,
    kings_win: bool,
}

/// A ruleset of game.toml.
#[derive(Clone, Debug)]
pub struct RulesetDef {
    pub name: String,
    pub rules: Rules,
}

/// The game as game.toml defines it.
#[derive(Clone, Debug)]
pub struct GameDef {
    pub meta: GameMeta,
    pub rulesets: Vec<RulesetDef>,
    source: String,
}

impl GameDef {
    pub fn parse_in(file: &str, source: &str, folder: &str) -> Result<GameDef, Diagnostics> {
        // The game as written: its variant rulesets are read apart (`crate::content::variants`),
        // blanked here with every line kept where it was.
        let (written, _) = crate::content::variants::split(file, source)?;
        let source = written.as_str();
        let raw: RawGame = toml::from_str(source).map_err(|e| Diagnostics(vec![toml_error(file, source, &e)]))?;
        let mut r = Reader::new(file, source);
        let meta = read_meta(&mut r, &raw.game, raw.theme.as_ref(), folder, &COLOURS);
        if meta.seats.0 < 2 || meta.seats.1 > 6 {
            let span = raw.game.max_seats.clone().map(|s| s.span()).unwrap_or(0..0);
            r.error(
                &Spanned::new(span, ()),
                "game.max_seats",
                format!("{} to {} players: the engine plays 2, 4 or 6 (D9.1)", meta.seats.0, meta.seats.1),
                "set min_seats = 2 and max_seats = 6",
            );
        }
        let mut hands = [5u8; 3];
        for (i, &h) in raw.play.hands.get_ref().iter().enumerate() {
            let v = Spanned::new(raw.play.hands.span(), h);
            hands[i] = r.int(&v, "play.hands", 1..=9, "a hand size (D2.2, D9.1)");
        }
        let ramparts = r.int(&raw.play.ramparts, "play.ramparts", 3..=7, "the most ramparts in the line (D4.2)");
        let mut rulesets = Vec::new();
        for (name, rs) in &raw.rulesets {
            let key = format!("rulesets.{name}.deal");
            let deal = match Deal::from_id(rs.get_ref().deal.get_ref()) {
                Some(d) => d,
                None => {
                    let names: Vec<&str> = Deal::ALL.iter().map(|d| d.id()).collect();
                    r.error(
                        &rs.get_ref().deal,
                        &key,
                        format!("unknown deal {:?}", rs.get_ref().deal.get_ref()),
                        &format!("the deals are: {} (D2, D9.2, D9.3)", names.join(", ")),
                    );
                    Deal::Factions
                }
            };
            let heroes = rs.get_ref().heroes;
            let hero_limit = match &rs.get_ref().hero_limit {
                None => HeroLimit::OpponentHeroes,
                Some(v) if !heroes => {
                    r.error(
                        v,
                        &format!("rulesets.{name}.hero_limit"),
                        "hero_limit is set but this ruleset plays no heroes".into(),
                        "remove hero_limit, or set heroes = true (D8.1 limits the heroes played)",
                    );
                    HeroLimit::OpponentHeroes
                }
                Some(v) => HeroLimit::from_id(v.get_ref()).unwrap_or_else(|| {
                    let names: Vec<&str> = HeroLimit::ALL.iter().map(|h| h.id()).collect();
                    r.error(
                        v,
                        &format!("rulesets.{name}.hero_limit"),
                        format!("unknown hero_limit {:?}", v.get_ref()),
                        &format!("the readings of D8.1 are: {}", names.join(", ")),
                    );
                    HeroLimit::OpponentHeroes
                }),
            };
            let rules = Rules { deal, heroes, hero_limit, kings_win: rs.get_ref().kings_win, ramparts, hands };
            rulesets.push(RulesetDef { name: name.clone(), rules });
        }
        // The books print one reading of D8.1 (I-D8.1): every heroic ruleset must share it, or
        // the book would be wrong for some of them.
        let mut readings = raw.rulesets.iter().zip(&rulesets).filter(|(_, d)| d.rules.heroes);
        if let Some((_, first)) = readings.next() {
            for ((name, rs), d) in readings.filter(|(_, d)| d.rules.hero_limit != first.rules.hero_limit) {
                let span = rs.get_ref().hero_limit.as_ref().map_or(rs.span(), |v| v.span());
                r.error(
                    &Spanned::new(span, ()),
                    &format!("rulesets.{name}.hero_limit"),
                    format!(
                        "ruleset {name:?} reads the heroes' limit as {:?} but ruleset {:?} as {:?}: the rulebook prints one reading (D8.1, I-D8.1)",
                        d.rules.hero_limit.id(),
                        first.name,
                        first.rules.hero_limit.id()
                    ),
                    "give every heroic ruleset the same hero_limit",
                );
            }
        }
        if rulesets.is_empty() {
            r.error(&Spanned::new(0..0, ()), "rulesets", "game.toml defines no ruleset".into(), "add [rulesets.basic]");
        }
        r.finish()?;
        Ok(GameDef { meta, rulesets, source: source.to_string() })
    }

    /// The ruleset a simulation plays when none is named.
    pub fn default_ruleset(&self) -> &str {
        self.rulesets.iter().find(|r| r.name == "basic").unwrap_or(&self.rulesets[0]).name.as_str()
    }

    pub fn rules(&self, name: &str) -> Result<Rules, Box<Diagnostic>> {
        match self.rulesets.iter().find(|r| r.name == name) {
            Some(r) => Ok(r.rules),
            None => {
                let names: Vec<&str> = self.rulesets.iter().map(|r| r.name.as_str()).collect();
                Err(Box::new(
                    Diagnostic::at(&self.meta.file, &self.source, 0..0, format!("no ruleset named {name:?}"))
                        .with_key("rulesets")
                        .with_hint(format!("game.toml defines the rulesets: {}", names.join(", "))),
                ))
            }
        }
    }
}
