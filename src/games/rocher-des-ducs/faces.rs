//! The cards of the box (D1) and the data each face shows, for
//! `templates/rocher-des-ducs/faces.typ`: warriors, heroes with their powers as the engine's
//! table of D8 gives them, the backs of the piles, and the rules-summary card.

use super::GameDef;
use super::engine::{Card, Colour, Faction, Hero, power_of};
use super::messages::format;
use crate::content::Locale;
use crate::content::art::ArtSet;
use crate::diagnostic::Diagnostic;
use crate::game::CardEntry;
use crate::typeset::world::DocWorld;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use std::collections::BTreeMap;

/// What a face is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceKind {
    Warrior(Card),
    Hero(Hero),
    /// The back of the warriors of a colour.
    Back(Colour),
    HeroBack,
    Summary(u8),
}

/// A face and its id (which names its files).
#[derive(Clone, Debug)]
pub struct Face {
    pub id: String,
    pub kind: FaceKind,
}

/// The pile, symbol and arms of the warriors of a colour.
fn colour_faction(c: Colour) -> (&'static str, &'static str, &'static str) {
    match c {
        Colour::Red => ("normans", "normans-symbol", "normandy-arms"),
        Colour::Blue => ("bretons", "bretons-symbol", "brittany-arms"),
        Colour::Green => ("mercenaries", "mercenaries-symbol", "france-arms"),
    }
}

/// Every card of the box and every face, in a fixed order.
pub fn catalogue() -> (Vec<CardEntry>, Vec<Face>) {
    let mut cards = Vec::new();
    let mut faces = Vec::new();
    for colour in Colour::ALL {
        let back = format!("back-{}", colour_faction(colour).0);
        for value in 1..=7 {
            let card = Card::warrior(colour, value);
            let id = format!("warrior-{}", card.id());
            faces.push(Face { id: id.clone(), kind: FaceKind::Warrior(card) });
            cards.push(CardEntry { id: id.clone(), copies: 2, front: id, back: back.clone() });
        }
        faces.push(Face { id: back, kind: FaceKind::Back(colour) });
    }
    for hero in Hero::ALL {
        let id = format!("hero-{}", hero.id());
        faces.push(Face { id: id.clone(), kind: FaceKind::Hero(hero) });
        cards.push(CardEntry { id: id.clone(), copies: 1, front: id, back: "back-heroes".into() });
    }
    faces.push(Face { id: "back-heroes".into(), kind: FaceKind::HeroBack });
    for n in 1..=2 {
        faces.push(Face { id: format!("summary-{n}"), kind: FaceKind::Summary(n) });
    }
    cards.push(CardEntry { id: "summary".into(), copies: 1, front: "summary-1".into(), back: "summary-2".into() });
    (cards, faces)
}

/// A text of a face and the message it comes from (where an overflow is reported).
#[derive(Serialize)]
struct Text {
    text: String,
    msg: String,
}

#[derive(Serialize)]
struct PowerLine {
    who: Text,
    power: Text,
}

/// What one face shows, as `faces.typ` receives it (`kind` tells which).
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum FaceData {
    Warrior { id: String, colour: &'static str, value: u8, faction: Text, symbol: &'static str, arms: &'static str },
    Hero { id: String, hero: &'static str, name: Text, title: Text, powers: Vec<PowerLine> },
    Back { id: String, colour: &'static str, title: Text, arms: &'static str },
    HeroBack { id: String, title: Text },
    Summary { id: String, n: u8, title: Text, sections: Vec<Section> },
}

/// A titled part of the summary card and its lines.
#[derive(Serialize)]
struct Section {
    title: Text,
    lines: Vec<Text>,
}

#[derive(Serialize)]
struct Card4 {
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
    card: Card4,
    colours: &'a BTreeMap<String, String>,
    art: BTreeMap<String, String>,
    faces: Vec<FaceData>,
}

/// The Typst world that draws `ids` in one language, one page each in this order.
pub fn world(
    def: &GameDef,
    locale: &Locale,
    art: &ArtSet,
    template: (&str, &str),
    ids: &[String],
) -> Result<DocWorld, Vec<Diagnostic>> {
    let (_, all) = catalogue();
    let mut faces = Vec::new();
    let mut problems = Vec::new();
    for id in ids {
        let Some(face) = all.iter().find(|f| &f.id == id) else {
            return Err(vec![Diagnostic::at(&def.meta.file, "", 0..0, format!("no face {id:?}"))]);
        };
        match face_data(def, locale, face) {
            Ok(f) => faces.push(f),
            Err(d) => problems.push(*d),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let theme = &def.meta.theme;
    let (lang, region) = crate::content::typst_language(&locale.lang);
    let data = FacesData {
        lang,
        region,
        font: &theme.font,
        card: Card4 { width: theme.card_width, height: theme.card_height, bleed: theme.bleed, safe: theme.safe },
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

/// The numbers the summary card quotes, from the rules, never typed into its texts: each
/// message gets those its declaration names.
fn summary_args(def: &GameDef, id: &str) -> FluentArgs<'static> {
    let ramparts = def.rulesets.first().map_or(7, |r| r.rules.ramparts);
    let hands = def.rulesets.first().map_or([5, 4, 3], |r| r.rules.hands);
    let numbers = [
        ("cards", 3),
        ("majority", ramparts / 2 + 1),
        ("breakthrough", 3),
        ("ramparts", ramparts),
        ("hand", hands[0]),
        ("hand-four", hands[1]),
        ("hand-six", hands[2]),
        ("players-max", def.meta.seats.1 as _),
    ];
    let declared = super::messages::variables(id);
    let mut args = FluentArgs::new();
    for (name, n) in numbers.into_iter().filter(|(name, _)| declared.contains(name)) {
        args.set(name, n);
    }
    args
}

fn face_data(def: &GameDef, locale: &Locale, face: &Face) -> Result<FaceData, Box<Diagnostic>> {
    let text = |msg: &str| -> Result<Text, Box<Diagnostic>> { Ok(Text { text: locale.text(msg)?, msg: msg.into() }) };
    let id = face.id.clone();
    Ok(match face.kind {
        FaceKind::Warrior(card) => {
            let (pile, symbol, arms) = colour_faction(card.colour());
            FaceData::Warrior {
                id,
                colour: card.colour().id(),
                value: card.value(),
                faction: text(&format!("faction-{pile}"))?,
                symbol,
                arms,
            }
        }
        FaceKind::Back(colour) => {
            let (pile, _, arms) = colour_faction(colour);
            FaceData::Back { id, colour: colour.id(), title: text(&format!("faction-{pile}"))?, arms }
        }
        FaceKind::HeroBack => FaceData::HeroBack { id, title: text("back-heroes")? },
        FaceKind::Hero(hero) => {
            // The powers as the engine plays them (D8): one line when both factions share it.
            let [n, b] = Faction::BOTH.map(|f| power_of(hero, f));
            let line = |who: &str, p: super::engine::Power| -> Result<PowerLine, Box<Diagnostic>> {
                Ok(PowerLine { who: text(who)?, power: text(&format!("power-{}", p.id()))? })
            };
            let powers = if n == b {
                vec![line("power-for-both", n)?]
            } else {
                vec![line("power-for-normans", n)?, line("power-for-bretons", b)?]
            };
            let h = hero.id();
            FaceData::Hero {
                id,
                hero: h,
                name: text(&format!("hero-{h}"))?,
                title: text(&format!("hero-{h}-title"))?,
                powers,
            }
        }
        FaceKind::Summary(n) => {
            let fmt = |msg: &str| -> Result<Text, Box<Diagnostic>> {
                Ok(Text { text: format(locale, msg, &summary_args(def, msg))?, msg: msg.into() })
            };
            let sections = if n == 1 {
                let lines = [
                    "formation-three",
                    "formation-colour-run",
                    "formation-run",
                    "formation-colour",
                    "formation-sum",
                    "summary-tie",
                ];
                // How a rampart is won on the front; a turn and how the game is won on the back.
                vec![
                    Section {
                        title: fmt("summary-formations")?,
                        lines: lines.iter().map(|m| fmt(m)).collect::<Result<_, _>>()?,
                    },
                    Section { title: fmt("summary-claims-title")?, lines: vec![fmt("summary-claims")?] },
                ]
            } else {
                let victory = ["victory-majority", "victory-breakthrough", "victory-encirclement", "summary-king"];
                vec![
                    Section { title: fmt("summary-turn-title")?, lines: vec![fmt("summary-turn")?] },
                    Section {
                        title: fmt("summary-victory-title")?,
                        lines: victory.iter().map(|m| fmt(m)).collect::<Result<_, _>>()?,
                    },
                ]
            };
            FaceData::Summary { id, n, title: text("summary-title")?, sections }
        }
    })
}
