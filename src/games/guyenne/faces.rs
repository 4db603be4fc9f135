//! The cards of a game (R1) and what each face shows: the data `templates/guyenne/faces.typ`
//! lays out, one page per face, with the texts of the language and the pictures of the art set
//! (the art Guyenne's code draws, or the designer's files that replace it).

use super::GameDef;
use super::art::{Palette, hero_arms, side_arms, side_charge, view_art};
use super::engine::{Card, Removal, Rules, Side};
use crate::content::art::ArtSet;
use crate::content::{Locale, Theme};
use crate::diagnostic::Diagnostic;
use crate::game::CardEntry;
use crate::typeset::world::DocWorld;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use std::collections::BTreeMap;

/// What a face shows.
#[derive(Clone, Debug, PartialEq)]
pub enum FaceKind {
    /// Castle card number `index` (R1.1).
    Castle {
        index: usize,
    },
    CastleBack,
    /// An action card (R1.2).
    Action {
        side: Side,
        card: Card,
    },
    ActionBack {
        side: Side,
    },
    /// One face of the first-player card (R1.3).
    FirstPlayer {
        side: Side,
    },
    /// Rules-summary card number `n`, from 1 (R1.4).
    Summary {
        n: usize,
    },
    SummaryBack,
}

/// A face, named as its files are.
#[derive(Clone, Debug, PartialEq)]
pub struct Face {
    pub id: String,
    pub kind: FaceKind,
}

fn card_name(card: Card) -> String {
    if card.is_hero() { "hero".to_string() } else { card.value().to_string() }
}

/// Every card of the box and every distinct face, in a fixed order.
pub fn catalogue(def: &GameDef) -> (Vec<CardEntry>, Vec<Face>) {
    let mut cards = Vec::new();
    let mut faces = Vec::new();
    for (index, castle) in def.castles.iter().enumerate() {
        let id = format!("castle-{castle}");
        faces.push(Face { id: id.clone(), kind: FaceKind::Castle { index } });
        cards.push(CardEntry { id: id.clone(), copies: 1, front: id, back: "castle-back".into() });
    }
    faces.push(Face { id: "castle-back".into(), kind: FaceKind::CastleBack });
    for side_def in &def.sides {
        let side = side_def.side;
        let back = format!("{side}-back");
        let mut values: Vec<(Card, u32)> = vec![(Card::HERO, 1)];
        values.extend(def.action_cards.iter().map(|&(v, c)| (Card::number(v), c as u32)));
        for (card, copies) in values {
            let id = format!("{side}-{}", card_name(card));
            faces.push(Face { id: id.clone(), kind: FaceKind::Action { side, card } });
            cards.push(CardEntry { id: id.clone(), copies, front: id, back: back.clone() });
        }
        faces.push(Face { id: back, kind: FaceKind::ActionBack { side } });
    }
    if def.first_player_cards > 0 {
        for side in [Side::English, Side::French] {
            faces.push(Face { id: format!("first-player-{side}"), kind: FaceKind::FirstPlayer { side } });
        }
        cards.push(CardEntry {
            id: "first-player".into(),
            copies: def.first_player_cards,
            front: "first-player-english".into(),
            back: "first-player-french".into(),
        });
    }
    for n in 1..=def.summary_cards as usize {
        let id = format!("summary-{n}");
        faces.push(Face { id: id.clone(), kind: FaceKind::Summary { n } });
        cards.push(CardEntry { id: id.clone(), copies: 1, front: id, back: "summary-back".into() });
    }
    if def.summary_cards > 0 {
        faces.push(Face { id: "summary-back".into(), kind: FaceKind::SummaryBack });
    }
    (cards, faces)
}

/// The numbers the summary cards quote, from the game definition and the rules, never typed into
/// the texts: Fluent variables of the `summary-*` messages.
/// They follow `levels`, the rules of the edition being built.
pub fn summary_args(def: &GameDef, levels: &Levels) -> FluentArgs<'static> {
    let rules = &levels.basic;
    let mut args = FluentArgs::new();
    args.set("hand", def.hand_size as u32);
    args.set("draw", def.hand_size as u32 - 1);
    args.set("max", def.max_per_castle as u32);
    args.set("castles", def.castles.len() as u32);
    args.set("sweep", rules.points.sweep);
    args.set("limit", rules.exhaustion_limit as u32);
    args.set("isolated", rules.points.isolated);
    args.set("grouped", rules.points.grouped);
    // A numeric id is passed as a number, so that messages can select on `[2021]`.
    match rules.scoring.id().parse::<u32>() {
        Ok(year) => args.set("scoring", year),
        Err(_) => args.set("scoring", rules.scoring.id()),
    }
    // Which removal the cards explain (R9.2, R9.4): the basic game's, or else the advanced
    // game's, which the card then names as such.
    let (removal, level) = match (rules.removal, levels.advanced.map(|a| a.removal)) {
        (Removal::None, Some(advanced)) if advanced != Removal::None => (advanced, "advanced"),
        (basic, _) => (basic, "basic"),
    };
    args.set("removal", removal.id());
    args.set("removal-level", level);
    let expert = levels.expert.filter(|e| e.exhaustion_limit != rules.exhaustion_limit || e.set_aside > 0);
    args.set("expert", if expert.is_some() { "yes" } else { "no" });
    args.set("expert-limit", expert.map_or(rules.exhaustion_limit, |e| e.exhaustion_limit) as u32);
    args.set("set-aside", expert.map_or(0, |e| e.set_aside) as u32);
    args
}

/// The rules of an edition's levels, which the summary cards quote.
#[derive(Clone, Copy)]
pub struct Levels {
    pub basic: Rules,
    pub advanced: Option<Rules>,
    pub expert: Option<Rules>,
}

/// The palette of a theme.
pub fn palette(theme: &Theme) -> Palette {
    let c = |name: &str| theme.colour(name).to_string();
    Palette {
        ink: c("ink"),
        paper: c("paper"),
        gold: c("gold"),
        azure: c("azure"),
        gules: c("gules"),
        argent: c("argent"),
        sable: c("sable"),
        stone: c("stone"),
        stone_shadow: c("stone_shadow"),
        sky: c("sky"),
        grass: c("grass"),
        english: c("english"),
        french: c("french"),
        neutral: c("neutral"),
    }
}

/// A text of a face and the message it comes from (where an overflow is reported).
#[derive(Serialize)]
struct Text {
    text: String,
    msg: String,
}

/// One paragraph of a summary card; a bullet paragraph hangs its lines under its first word.
#[derive(Serialize)]
struct Paragraph {
    text: String,
    bullet: bool,
}

#[derive(Serialize)]
struct Hero {
    name: Text,
    title: Text,
    arms: String,
}

/// What one face shows, as `faces.typ` receives it (`kind` tells which).
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum FaceData {
    Castle { id: String, name: Text, view: String },
    CastleBack { id: String, title: Text, label: Text },
    Action { id: String, side: &'static str, value: Option<u8>, charge: &'static str, hero: Option<Hero> },
    ActionBack { id: String, side: &'static str, title: Text, arms: String },
    FirstPlayer { id: String, side: &'static str, label: Text, name: Text, arms: String },
    Summary { id: String, n: usize, title: Text, body: Vec<Paragraph>, msg: String },
    SummaryBack { id: String, title: Text, label: Text },
}

/// Everything `faces.typ` reads (`/faces.json`).
#[derive(Serialize)]
struct FacesData<'a> {
    lang: String,
    region: Option<String>,
    font: &'a str,
    /// Width, height, bleed and safe margin of a card, in millimetres.
    card: Card4,
    colours: &'a BTreeMap<String, String>,
    /// Every picture's path, by name.
    art: BTreeMap<String, String>,
    faces: Vec<FaceData>,
}

#[derive(Serialize)]
struct Card4 {
    width: f64,
    height: f64,
    bleed: f64,
    safe: f64,
}

/// The inputs of one language's faces.
pub struct FaceInput<'a> {
    pub def: &'a GameDef,
    /// The rules of the edition being built, which the summary cards quote.
    pub levels: Levels,
    pub locale: &'a Locale,
    pub art: &'a ArtSet,
    /// `templates/guyenne/faces.typ`: its path in the pack and its text.
    pub template: (&'a str, &'a str),
}

/// The Typst world that draws `ids`, in this order.
pub fn world(input: &FaceInput, ids: &[String]) -> Result<DocWorld, Vec<Diagnostic>> {
    let (def, locale) = (input.def, input.locale);
    let (_, all) = catalogue(def);
    let mut problems = Vec::new();
    let text = |msg: String| -> Result<Text, Box<Diagnostic>> { Ok(Text { text: locale.text(&msg)?, msg }) };
    // A hero this module cannot draw needs its picture from the designer.
    for (i, side) in def.sides.iter().enumerate() {
        let name = hero_arms(&side.hero);
        if !input.art.pictures.contains_key(&name) {
            problems.push(
                def.locate(&format!("sides[{i}].hero"), format!("no picture of the arms of hero {:?}", side.hero))
                    .with_hint(format!("add content/{}/art/{name}.svg (or .png)", def.meta.id)),
            );
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut faces = Vec::new();
    for id in ids {
        let Some(face) = all.iter().find(|f| &f.id == id) else {
            return Err(vec![Diagnostic::at(&def.meta.file, "", 0..0, format!("no face {id:?}"))]);
        };
        match face_data(input, face, &text) {
            Ok(f) => faces.push(f),
            Err(d) => problems.push(*d),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let theme: &Theme = &def.meta.theme;
    let (lang, region) = crate::content::typst_language(&locale.lang);
    let data = FacesData {
        lang,
        region,
        font: &theme.font,
        card: Card4 { width: theme.card_width, height: theme.card_height, bleed: theme.bleed, safe: theme.safe },
        colours: &theme.colours,
        art: input.art.paths(),
        faces,
    };
    let mut files = input.art.files();
    files.push(("/faces.json".into(), serde_json::to_vec(&data).expect("the faces' data serializes")));
    let (path, source) = input.template;
    DocWorld::new(&format!("/{path}"), source.to_string(), files)
        .map_err(|e| vec![Diagnostic::at(&def.meta.file, "", 0..0, e)])
}

fn face_data(
    input: &FaceInput,
    face: &Face,
    text: &dyn Fn(String) -> Result<Text, Box<Diagnostic>>,
) -> Result<FaceData, Box<Diagnostic>> {
    let def = input.def;
    let id = face.id.clone();
    Ok(match &face.kind {
        FaceKind::Castle { index } => FaceData::Castle {
            id,
            name: text(format!("castle-{}", def.castles[*index]))?,
            view: view_art(&def.castle_views[*index]),
        },
        FaceKind::CastleBack => {
            FaceData::CastleBack { id, title: text("game-name".into())?, label: text("card-castle".into())? }
        }
        FaceKind::Action { side, card } => {
            let hero = if card.is_hero() {
                // The hero's texts are named after its id in game.toml (`hero-<id>`, `hero-<id>-title`).
                let hero = def.sides.iter().find(|s| s.side == *side).map_or("", |s| s.hero.as_str());
                Some(Hero {
                    name: text(format!("hero-{hero}"))?,
                    title: text(format!("hero-{hero}-title"))?,
                    arms: hero_arms(hero),
                })
            } else {
                None
            };
            let value = (!card.is_hero()).then(|| card.value());
            FaceData::Action { id, side: side.id(), value, charge: side_charge(*side), hero }
        }
        FaceKind::ActionBack { side } => {
            FaceData::ActionBack { id, side: side.id(), title: text("game-name".into())?, arms: side_arms(*side) }
        }
        FaceKind::FirstPlayer { side } => FaceData::FirstPlayer {
            id,
            side: side.id(),
            label: text("card-first-player".into())?,
            name: text(format!("side-{side}"))?,
            arms: side_arms(*side),
        },
        FaceKind::Summary { n } => {
            let args = summary_args(def, &input.levels);
            let title_id = format!("summary-{n}-title");
            let body_id = format!("summary-{n}-body");
            let title = Text { text: super::messages::format(input.locale, &title_id, &args)?, msg: title_id };
            let body = super::messages::format(input.locale, &body_id, &args)?;
            let body = body
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(|l| match l.strip_prefix("• ") {
                    Some(rest) => Paragraph { text: rest.to_string(), bullet: true },
                    None => Paragraph { text: l.to_string(), bullet: false },
                })
                .collect();
            FaceData::Summary { id, n: *n, title, body, msg: body_id }
        }
        FaceKind::SummaryBack => {
            FaceData::SummaryBack { id, title: text("game-name".into())?, label: text("card-summary".into())? }
        }
    })
}
