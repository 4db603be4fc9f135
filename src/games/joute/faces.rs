//! The cards of the box (J1.4) and the data each face shows, for `templates/joute/faces.typ`:
//! a face per kind of card of game.toml (its name, its picture, what it does to a marker, the
//! space it saves from), their shared back, and the rules-summary card (one per player) whose
//! numbers come from game.toml.

use super::GameDef;
use super::definition::CardDef;
use super::engine::{CardKind, Space};
use super::messages::format;
use crate::content::Locale;
use crate::content::art::ArtSet;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::CardEntry;
use crate::typeset::world::DocWorld;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use std::collections::BTreeMap;

/// The face every card has on its back.
pub const BACK: &str = "back";

/// Every card of the box and every face id, in a fixed order: the kinds of game.toml, the back,
/// and the summary card's two sides (one summary per player).
pub fn catalogue(def: &GameDef) -> (Vec<CardEntry>, Vec<String>) {
    let mut cards = Vec::new();
    let mut faces = Vec::new();
    for c in &def.cards {
        faces.push(c.id.clone());
        cards.push(CardEntry { id: c.id.clone(), copies: c.copies as u32, front: c.id.clone(), back: BACK.into() });
    }
    faces.push(BACK.into());
    faces.extend(["summary-1".to_string(), "summary-2".to_string()]);
    cards.push(CardEntry {
        id: "summary".into(),
        copies: def.meta.seats.1 as u32,
        front: "summary-1".into(),
        back: "summary-2".into(),
    });
    (cards, faces)
}

/// A text of a face and the message it comes from (where an overflow is reported).
#[derive(Serialize, Clone, Debug)]
pub struct Text {
    pub text: String,
    pub msg: String,
}

/// A special space as the summary card and the board tell it.
#[derive(Serialize, Clone, Debug)]
pub struct SpaceText {
    pub space: u8,
    /// The id of its sign in the art set.
    pub sign: String,
    pub name: Text,
    pub effect: Text,
    /// Whether it helps the knight (a relief) rather than threatens him.
    pub relief: bool,
}

/// What one face shows, as `faces.typ` receives it (`kind` tells which).
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum FaceData {
    Card {
        id: String,
        /// "acquired" or "adversity".
        family: &'static str,
        name: Text,
        family_name: Text,
        /// What the card does to a marker, as printed: "+2", "−3".
        value: String,
        rule: Text,
        /// The spaces the card saves its owner from (J4.3).
        notes: Vec<Text>,
        picture: String,
    },
    Back {
        id: String,
        title: Text,
    },
    Summary {
        id: String,
        n: u8,
        title: Text,
        sections: Vec<Section>,
        spaces: Vec<SpaceText>,
    },
}

/// A titled part of the summary card and its lines.
#[derive(Serialize)]
struct Section {
    title: Text,
    lines: Vec<Text>,
}

#[derive(Serialize)]
struct CardSize {
    width: f64,
    height: f64,
    bleed: f64,
    safe: f64,
}

/// Everything `faces.typ` reads (`/faces.json`).
#[derive(Serialize)]
struct FacesData<'a> {
    lang: String,
    region: Option<String>,
    font: &'a str,
    card: CardSize,
    colours: &'a BTreeMap<String, String>,
    art: BTreeMap<String, String>,
    faces: Vec<FaceData>,
}

type Located<T> = Result<T, Box<Diagnostic>>;

fn text(locale: &Locale, msg: &str) -> Located<Text> {
    Ok(Text { text: locale.text(msg)?, msg: msg.into() })
}

fn formatted(locale: &Locale, msg: &str, args: &FluentArgs) -> Located<Text> {
    Ok(Text { text: format(locale, msg, args)?, msg: msg.into() })
}

/// A number as printed, with a true minus sign when it is negative.
pub fn number(n: i32) -> String {
    if n < 0 { format!("\u{2212}{}", -n) } else { n.to_string() }
}

/// A signed number as printed, with a true minus sign.
pub fn signed(n: i32) -> String {
    if n < 0 { format!("\u{2212}{}", -n) } else { format!("+{n}") }
}

/// The picture every kind of card and special space needs, named in the art set: a kind of
/// game.toml without a drawing of scriptorium's needs the designer's picture.
pub fn missing_art(def: &GameDef, art: &ArtSet) -> Vec<Diagnostic> {
    let have = art.paths();
    let mut out = Vec::new();
    let wanted = def.cards.iter().map(|c| ("card", &c.id)).chain(def.spaces.iter().map(|s| ("space", &s.id)));
    for (what, id) in wanted {
        let name = format!("{what}-{id}");
        if !have.contains_key(&name) {
            let d = def.at_id(id, format!("the {what} {id:?} has no picture")).with_hint(format!(
                "scriptorium draws none by that name: add content/joute/art/{name}.svg (or .png, .jpg)"
            ));
            out.push(d);
        }
    }
    out
}

/// The designer's pictures named for a card or a special space game.toml does not have (a
/// misspelt `card-swrod.svg`, a card removed): no face would show them, so each is a warning.
pub fn stray_art(def: &GameDef, art: &ArtSet) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (name, picture) in &art.pictures {
        let crate::content::art::Origin::File { shown, replaces: false } = &picture.origin else { continue };
        let (what, known): (&str, Vec<&str>) = if name.starts_with("card-") {
            ("card", def.cards.iter().map(|c| c.id.as_str()).collect())
        } else if name.starts_with("space-") {
            ("special space", def.spaces.iter().map(|s| s.id.as_str()).collect())
        } else {
            continue;
        };
        let message = format!("{name} is named for a {what} game.toml does not have: no face shows it");
        let hint = format!(
            "{}; rename the file, or add the {what} to game.toml",
            crate::diagnostic::listed(&format!("{what} ids"), &known)
        );
        out.push(Diagnostic::at(shown, "", 0..0, message).with_hint(hint).warning());
    }
    out
}

/// Each special space's name and effect in words, in track order, from the rules the engine
/// plays (the default ruleset).
pub fn space_texts(def: &GameDef, locale: &Locale) -> Located<Vec<SpaceText>> {
    let mut out = Vec::new();
    for s in &def.spaces {
        let mut a = FluentArgs::new();
        let (msg, relief) = match s.effect {
            Space::Relief { gain } => {
                a.set("gain", gain as u32);
                ("effect-relief", true)
            }
            Space::Start | Space::Plain => ("effect-start", false),
            Space::StartUnlessCard(k) => {
                a.set("card", locale.text(&format!("card-{}", def.card_id(k)))?);
                ("effect-start-unless-card", false)
            }
            Space::StartUnlessCount(n) => {
                a.set("count", n as u32);
                ("effect-start-unless-acquired", false)
            }
        };
        out.push(SpaceText {
            space: s.space,
            sign: format!("space-{}", s.id),
            name: text(locale, &format!("space-{}", s.id))?,
            effect: formatted(locale, msg, &a)?,
            relief,
        });
    }
    Ok(out)
}

fn card_face(def: &GameDef, locale: &Locale, kind: u8, c: &CardDef) -> Located<FaceData> {
    let rules = def.default_rules();
    let mut a = FluentArgs::new();
    let (family, value, rule) = match c.kind {
        CardKind::Acquired { destiny } => {
            a.set("gain", destiny as u32);
            ("acquired", signed(destiny as i32), "rule-acquired")
        }
        CardKind::Adversity => {
            a.set("loss", rules.adversity_loss as u32);
            ("adversity", signed(-(rules.adversity_loss as i32)), "rule-adversity")
        }
    };
    let mut notes = Vec::new();
    for s in def.spaces.iter().filter(|s| s.effect == Space::StartUnlessCard(kind)) {
        let mut a = FluentArgs::new();
        a.set("space", s.space as u32);
        notes.push(formatted(locale, "rule-saves", &a)?);
    }
    Ok(FaceData::Card {
        id: c.id.clone(),
        family,
        name: text(locale, &format!("card-{}", c.id))?,
        family_name: text(locale, &format!("kind-{family}"))?,
        value,
        rule: formatted(locale, rule, &a)?,
        notes,
        picture: format!("card-{}", c.id),
    })
}

fn summary(def: &GameDef, locale: &Locale, n: u8) -> Located<FaceData> {
    let rules = def.default_rules();
    let plain = |msg: &str| text(locale, msg);
    let (sections, spaces) = if n == 1 {
        let mut play = FluentArgs::new();
        play.set("loss", rules.adversity_loss as u32);
        play.set("max", rules.adversity_max as u32);
        let mut lines = vec![plain("summary-move")?, plain("summary-draw")?, formatted(locale, "summary-play", &play)?];
        if rules.negative_start {
            lines.push(plain("summary-negative")?);
        }
        (vec![Section { title: plain("summary-turn-title")?, lines }], Vec::new())
    } else {
        let mut end = FluentArgs::new();
        end.set("finish", rules.finish as u32);
        let mut lines = vec![{
            let mut a = FluentArgs::new();
            a.set("finish", rules.finish as u32);
            a.set("bounce", if rules.bounce { "yes" } else { "no" });
            formatted(locale, "summary-end", &a)?
        }];
        if rules.bounce {
            lines.push(formatted(locale, "summary-bounce", &end)?);
        }
        let sections = vec![
            Section { title: plain("summary-spaces-title")?, lines: Vec::new() },
            Section { title: plain("summary-end-title")?, lines },
        ];
        (sections, space_texts(def, locale)?)
    };
    Ok(FaceData::Summary { id: format!("summary-{n}"), n, title: plain("summary-title")?, sections, spaces })
}

/// The Typst world that draws `ids` in one language, one page each in this order.
pub fn world(
    def: &GameDef,
    locale: &Locale,
    art: &ArtSet,
    template: (&str, &str),
    ids: &[String],
) -> Result<DocWorld, Vec<Diagnostic>> {
    let missing = missing_art(def, art);
    if !missing.is_empty() {
        return Err(missing);
    }
    let mut faces = Vec::new();
    let mut problems = Vec::new();
    for id in ids {
        let face = if let Some(k) = def.card_index(id) {
            card_face(def, locale, k, &def.cards[k as usize])
        } else if id == BACK {
            text(locale, "game-name").map(|title| FaceData::Back { id: id.clone(), title })
        } else if let Some(n) = id.strip_prefix("summary-").and_then(|n| n.parse().ok()) {
            summary(def, locale, n)
        } else {
            return Err(vec![Diagnostic::at(&def.meta.file, "", 0..0, format!("no face {id:?}"))]);
        };
        match face {
            Ok(f) => faces.push(f),
            Err(d) => problems.push(*d),
        }
    }
    if !problems.is_empty() {
        return Err(Diagnostics(problems).0);
    }
    let theme = &def.meta.theme;
    let (lang, region) = crate::content::typst_language(&locale.lang);
    let data = FacesData {
        lang,
        region,
        font: &theme.font,
        card: CardSize { width: theme.card_width, height: theme.card_height, bleed: theme.bleed, safe: theme.safe },
        colours: &theme.colours,
        art: art.paths(),
        faces,
    };
    let mut files = art.files();
    files.push(("/faces.json".into(), serde_json::to_vec(&data).expect("the faces' data serializes")));
    let (path, source) = template;
    DocWorld::new(&format!("/{path}"), source.to_string(), files)
        .map_err(|e| vec![Diagnostic::at(&def.meta.file, "", 0..0, e)])
}
