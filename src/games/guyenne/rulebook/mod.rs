//! The rulebooks: every worked example played by the engine, its diagrams drawn from the
//! resulting states, every text taken from the locale with its numbers passed as Fluent
//! variables, and the whole typeset by `templates/rulebook.typ` into a PDF/A-2b and PDF/UA-1 file.

pub mod diagrams;
pub mod examples;
pub mod position;

use super::art::Palette;
use super::engine::{BattleOutcome, CardSet, Member, Placement, Rules, Scoring, Side, castle_points};
use super::example_defs::ExampleKind;
use super::{EditionDef, Examples, GameDef};
use crate::content::{Locale, clarifications};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::typeset::world::DocWorld;
use diagrams::{Context, Drawing, Labels, Overlay, PrintedCards};
use examples::ExampleRun;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use std::collections::BTreeMap;

/// The card faces the components section shows, by message id of their caption.
pub const COMPONENT_FACES: [(&str, &[&str]); 6] = [
    ("rb-component-castle", &["castle-keep", "castle-barbican"]),
    ("rb-component-actions", &["english-5", "english-4", "french-3", "french-2"]),
    ("rb-component-heroes", &["english-hero", "french-hero"]),
    ("rb-component-first-player", &["first-player-english", "first-player-french"]),
    ("rb-component-summary", &["summary-1"]),
    ("rb-component-backs", &["english-back", "french-back", "castle-back"]),
];

/// Messages that need an example's (or a clarification's) variables: they are formatted per
/// example, not globally.
const PER_EXAMPLE: [&str; 8] = [
    "rb-ex-",
    "rb-step-",
    "rb-battle-alt",
    "rb-castle-owner",
    "rb-label-seat",
    "rb-label-removed",
    "rb-card-count",
    "rb-clarification",
];

/// The files a document reads besides its template, by path.
pub type Files = Vec<(String, Vec<u8>)>;

/// The examples of one edition, played once and shared by every language.
pub struct Played {
    pub edition: EditionDef,
    pub basic: Rules,
    pub expert: Option<Rules>,
    pub runs: Vec<ExampleRun>,
}

/// A diagram of an example, with its texts.
#[derive(Serialize, Debug)]
pub struct Figure {
    /// Its path among the document's files.
    pub file: String,
    pub alt: String,
    pub caption: String,
    /// Natural width in millimetres.
    pub width: f64,
    /// The printed cards laid over the drawing.
    pub cards: Vec<Overlay>,
}

/// What the template receives of one example.
#[derive(Serialize, Default, Debug)]
pub struct ExampleData {
    pub figures: Vec<Figure>,
    /// A walkthrough's steps, in order (the first one sets the scene).
    pub steps: Vec<String>,
}

#[derive(Serialize, Debug)]
pub struct Component {
    pub caption: String,
    /// (file, alt text) of each face shown.
    pub faces: Vec<(String, String)>,
}

/// Everything the template reads (`/rulebook.json`).
#[derive(Serialize, Debug)]
pub struct RulebookData {
    /// The language as Typst reads it (`set text(lang:, region:)`): hyphenation and quotes.
    pub lang: String,
    pub region: Option<String>,
    /// The theme's font and colours, by name.
    pub font: String,
    pub colours: BTreeMap<String, String>,
    pub title: String,
    pub authors: Vec<String>,
    pub edition: String,
    pub rules: RulesData,
    /// Card width, height and bleed in millimetres.
    pub card: (f64, f64, f64),
    /// Every message that needs no example, formatted, by id.
    pub text: BTreeMap<String, String>,
    /// The label of each clarification the texts print (`> [I-R7.3] …`), by interpretation id.
    pub clarifications: BTreeMap<String, String>,
    pub examples: BTreeMap<String, ExampleData>,
    pub components: Vec<Component>,
    /// The file of each face the document has, by face id.
    pub faces: BTreeMap<String, String>,
}

/// The switches a template may branch on.
#[derive(Serialize, Debug)]
pub struct RulesData {
    pub removal: &'static str,
    pub scoring: &'static str,
    pub advanced: bool,
    pub expert: bool,
}

/// The variables every `rb-*` message receives (docs/rulebook-messages.md).
fn global_args(def: &GameDef, played: &Played, locale: &Locale) -> FluentArgs<'static> {
    let rules = &played.basic;
    let mut a = FluentArgs::new();
    let numbered: u32 = def.action_cards.iter().map(|&(_, c)| c as u32).sum();
    let and = locale.text("rb-and").unwrap_or_else(|_| "&".into());
    let list = |items: &[String]| match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {and} {last}", init.join(", ")),
    };
    // The numbered cards as game.toml lists them, each in the language's words.
    let mut counts = Vec::new();
    for &(value, copies) in &def.action_cards {
        let mut c = FluentArgs::new();
        c.set("count", copies as u32);
        c.set("value", value as u32);
        counts.push(
            super::messages::format(locale, "rb-card-count", &c)
                .unwrap_or_else(|_| format!("{copies}\u{a0}×\u{a0}{value}")),
        );
    }
    a.set("game", def.meta.name.clone());
    a.set("castles", def.castles.len() as u32);
    a.set("hand", def.hand_size as u32);
    a.set("draw", def.hand_size as u32 - 1);
    a.set("max", def.max_per_castle as u32);
    let sides = def.sides.len() as u32;
    a.set("cards", sides * (numbered + 1) + def.castles.len() as u32 + def.first_player_cards + def.summary_cards);
    a.set("side-cards", numbered + 1);
    a.set("numbered", numbered);
    a.set("card-list", list(&counts));
    a.set("limit", rules.exhaustion_limit as u32);
    let expert = played.expert.unwrap_or(*rules);
    a.set("expert-limit", expert.exhaustion_limit as u32);
    a.set("set-aside", expert.set_aside as u32);
    a.set("isolated", rules.points.isolated);
    a.set("grouped", rules.points.grouped);
    a.set("sweep", rules.points.sweep);
    a.set("summary-cards", def.summary_cards);
    a.set("players-min", def.meta.seats.0 as u32);
    a.set("players-max", def.meta.seats.1 as u32);
    a.set("age", def.meta.age as u32);
    a.set("minutes-min", def.meta.minutes.0 as u32);
    a.set("minutes-max", def.meta.minutes.1 as u32);
    // A numeric edition is passed as a number, so that messages can select on `[2021]`.
    match played.edition.name.parse::<u32>() {
        Ok(year) => a.set("edition", year),
        Err(_) => a.set("edition", played.edition.name.clone()),
    }
    a.set("authors", list(&def.meta.authors));
    a.set("illustrator", def.meta.illustrator.clone());
    a.set("publisher", def.meta.publisher.clone());
    a
}

/// Plays the examples of an edition (the edition of game.toml when `edition` is `None`).
pub fn play(def: &GameDef, examples: &Examples, edition: &str) -> Result<Played, Diagnostics> {
    let Some(ed) = def.edition(edition) else {
        let names: Vec<&str> = def.editions.iter().map(|e| e.name.as_str()).collect();
        let d = Diagnostic::at(&def.meta.file, "", 0..0, format!("no edition named {edition:?}"))
            .with_hint(format!("game.toml defines the editions: {}", names.join(", ")));
        return Err(Diagnostics(vec![d]));
    };
    let basic = def.rules(&ed.basic).map_err(|d| Diagnostics(vec![*d]))?;
    let expert = match &ed.expert {
        Some(name) => Some(def.rules(name).map_err(|d| Diagnostics(vec![*d]))?),
        None => None,
    };
    let runs = examples::run_all(def, examples, ed)?;
    Ok(Played { edition: ed.clone(), basic, expert, runs })
}

use crate::content::messages::more;

fn side_id(side: Option<Side>) -> &'static str {
    side.map_or("none", |s| s.id())
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// Cards as a reader sees them: `5 + 3 + 2`, the hero by its word.
/// `a, b or c`, with the language's word for "or".
fn alternatives(items: &[String], or: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {or} {last}", init.join(", ")),
    }
}

fn card_text(rules: &Rules, set: &CardSet, hero: &str) -> String {
    let cards: Vec<String> =
        rules.cards_of(set).map(|c| if c.is_hero() { hero.to_string() } else { c.to_string() }).collect();
    // No-break spaces: a list never breaks across lines.
    cards.join("\u{a0}+\u{a0}")
}

/// The variables of a battle (docs/rulebook-messages.md).
fn battle_args(args: &mut FluentArgs, ctx: &Texts, rules: &Rules, placements: &[Placement], b: &BattleOutcome) {
    let i = b.castle as usize - 1;
    args.set("castle", ctx.castle_names.get(i).cloned().unwrap_or_default());
    args.set("position", b.castle as u32);
    args.set("holder", side_id(b.holder));
    args.set("attacker", side_id(b.holder.map(Side::other)));
    for side in Side::ALL {
        let played =
            placements.iter().find(|p| p.castle == b.castle && p.side == side).map_or(CardSet::default(), |p| p.cards);
        let id = side.id();
        args.set(format!("{id}-cards"), card_text(rules, &played, &ctx.hero));
        args.set(id, b.strength[side].sum);
        args.set(format!("{id}-hero"), yes(b.strength[side].hero));
        args.set(format!("{id}-count"), played.len() as u32);
        let removed = card_text(rules, &b.removed[side], &ctx.hero);
        args.set(format!("removed-{id}"), if removed.is_empty() { "–".to_string() } else { removed });
    }
    args.set("conceded", yes(b.conceded));
    args.set("winner", side_id(b.winner));
    args.set("control", side_id(b.control_after));
}

/// Language-dependent words the examples need.
struct Texts {
    hero: String,
    or: String,
    and: String,
    castle_names: Vec<String>,
}

/// What typesetting a rulebook needs besides the played examples.
pub struct RulebookInput<'a> {
    pub def: &'a GameDef,
    pub played: &'a Played,
    pub locale: &'a Locale,
    pub template: &'a str,
    pub palette: &'a Palette,
    pub art: &'a crate::content::art::ArtSet,
    /// The standalone SVG of a card face, by face id, in this language.
    pub faces: &'a dyn Fn(&str) -> Option<Vec<u8>>,
}

/// A value, or the located problem that prevents it.
type Located<T> = Result<T, Box<Diagnostic>>;

/// A formatted message, or an error located at the message.
fn fmt(locale: &Locale, id: &str, args: &FluentArgs) -> Located<String> {
    Ok(super::messages::format(locale, id, args)?)
}

/// The Typst world of one language's rulebook: the template, its data and every picture.
pub fn world(input: &RulebookInput) -> Located<DocWorld> {
    let (data, mut files) = prepare(input)?;
    files.push(("/rulebook.json".into(), serde_json::to_vec(&data).expect("the rulebook's data serializes")));
    DocWorld::new("/templates/rulebook.typ", input.template.to_string(), files)
        .map_err(|e| Box::new(Diagnostic::at(&input.locale.file, "", 0..0, e)))
}

/// The data and files of a rulebook: every text formatted, every diagram drawn.
pub fn prepare(input: &RulebookInput) -> Located<(RulebookData, Files)> {
    let (def, locale, played) = (input.def, input.locale, input.played);
    let global = global_args(def, played, locale);
    let castle_names: Vec<String> =
        def.castles.iter().map(|c| locale.text(&format!("castle-{c}"))).collect::<Result<_, _>>()?;
    let texts = Texts {
        hero: locale.text("rb-hero-short")?,
        or: locale.text("rb-or")?,
        and: locale.text("rb-and")?,
        castle_names: castle_names.clone(),
    };
    let mut text = BTreeMap::new();
    for id in locale.all_ids().filter(|id| id.starts_with("rb-") && !PER_EXAMPLE.iter().any(|p| id.starts_with(p))) {
        text.insert(id.clone(), fmt(locale, id, &global)?);
    }
    for id in ["game-name", "side-english", "side-french"] {
        text.insert(id.to_string(), locale.text(id)?);
    }
    let clarifications = clarifications::labels(text.values(), |id| {
        let mut a = more(&global);
        a.set("id", id.to_string());
        fmt(locale, "rb-clarification", &a)
    })?;
    let seat = |side: Side, member: Member| -> Located<String> {
        let mut a = more(&global);
        a.set("side", side.id());
        a.set("member", member.id().to_lowercase());
        fmt(locale, "rb-label-seat", &a)
    };
    let removed = |count: u32| -> Located<String> {
        let mut a = more(&global);
        a.set("count", count);
        fmt(locale, "rb-label-removed", &a)
    };
    let missing =
        |id: &str| Box::new(Diagnostic::at(&locale.file, locale.source(), 0..0, format!("no message {id:?}")));
    let label = |id: &str| text.get(id).cloned().ok_or_else(|| missing(id));
    let labels = Labels {
        font: def.meta.theme.font.clone(),
        deck: label("rb-label-deck")?,
        discard: label("rb-label-discard")?,
        hand: label("rb-label-hand")?,
        removed: [removed(1)?, removed(2)?],
        castles: label("rb-label-castles")?,
        points: label("rb-label-points")?,
        table: label("rb-label-table")?,
        hero: texts.hero.clone(),
        castle_names,
        seats: [
            seat(Side::English, Member::A)?,
            seat(Side::English, Member::B)?,
            seat(Side::French, Member::A)?,
            seat(Side::French, Member::B)?,
        ],
    };
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    // Every face of the document, once: the components section and the diagrams share them.
    let mut faces = BTreeMap::new();
    let mut wanted: Vec<String> = COMPONENT_FACES.iter().flat_map(|(_, f)| f.iter().map(|s| s.to_string())).collect();
    wanted.extend(def.castles.iter().map(|c| format!("castle-{c}")));
    wanted.extend(def.sides.iter().map(|s| format!("{}-hero", s.side)));
    for face in wanted {
        if faces.contains_key(&face) {
            continue;
        }
        if let Some(svg) = (input.faces)(&face) {
            let path = format!("/cards/{face}.svg");
            files.push((path.clone(), svg));
            faces.insert(face, path);
        }
    }
    let arms = |side: Side| {
        let hero = def.sides.iter().find(|s| s.side == side).map_or("", |s| s.hero.as_str());
        input.art.data_url(&super::art::hero_arms(hero)).unwrap_or_default()
    };
    let printed = PrintedCards {
        castles: def.castles.iter().map(|c| format!("castle-{c}")).collect(),
        size: (def.meta.theme.card_width, def.meta.theme.card_height),
        hero_arms: [arms(Side::English), arms(Side::French)],
    };
    let mut examples = BTreeMap::new();
    for run in &played.runs {
        let ctx = Context { palette: input.palette, labels: &labels, cards: &printed };
        let data = example_data(run, &ctx, locale, &global, &texts, &mut files)?;
        examples.insert(run.id.clone(), data);
    }
    let mut components = Vec::new();
    for (caption, face_ids) in COMPONENT_FACES {
        let caption = text.get(caption).cloned().ok_or_else(|| missing(caption))?;
        let mut list = Vec::new();
        for path in face_ids.iter().filter_map(|f| faces.get(*f)) {
            list.push((path.clone(), caption.clone()));
        }
        components.push(Component { caption, faces: list });
    }
    let rules = &played.basic;
    let (lang, region) = crate::content::typst_language(&locale.lang);
    let data = RulebookData {
        lang,
        region,
        font: def.meta.theme.font.clone(),
        colours: def.meta.theme.colours.clone(),
        title: text.get("rb-doc-title").cloned().unwrap_or_else(|| def.meta.name.clone()),
        authors: def.meta.authors.clone(),
        edition: played.edition.name.clone(),
        rules: RulesData {
            removal: rules.removal.id(),
            scoring: rules.scoring.id(),
            advanced: played.edition.advanced.is_some(),
            expert: played.edition.expert.is_some(),
        },
        card: (def.meta.theme.card_width, def.meta.theme.card_height, def.meta.theme.bleed),
        text,
        clarifications,
        examples,
        components,
        faces,
    };
    Ok((data, files))
}

/// Adds a drawing to the document's files; returns its figure. The drawing's labels are set by
/// Typst, in the document's fonts.
fn figure(files: &mut Vec<(String, Vec<u8>)>, path: String, drawing: Drawing, alt: String, caption: String) -> Figure {
    files.push((path.clone(), drawing.svg.into_bytes()));
    Figure { file: path, alt, caption, width: drawing.width, cards: drawing.cards }
}

/// The castle line as words, for alt texts.
fn line_text(
    locale: &Locale,
    global: &FluentArgs<'static>,
    names: &[String],
    castles: &[Option<Side>],
) -> Located<String> {
    let mut parts = Vec::new();
    for (i, c) in castles.iter().enumerate() {
        let mut a = more(global);
        a.set("owner", side_id(*c));
        a.set("position", i as u32 + 1);
        a.set("castle", names.get(i).cloned().unwrap_or_default());
        parts.push(fmt(locale, "rb-castle-owner", &a)?);
    }
    Ok(parts.join(", "))
}

fn example_data(
    run: &ExampleRun,
    ctx: &Context,
    locale: &Locale,
    global: &FluentArgs<'static>,
    texts: &Texts,
    files: &mut Vec<(String, Vec<u8>)>,
) -> Located<ExampleData> {
    let rules = &run.rules;
    let id = run.id.as_str();
    let mut data = ExampleData::default();
    let caption_id = format!("rb-ex-{id}-caption");
    let first_battle = run.battles.first();
    // Every example has one figure: its drawing, alt text and caption, with the same variables.
    let (drawing, alt, caption, a) = match run.kind {
        ExampleKind::Setup => {
            let mut a = more(global);
            a.set("hand", run.before.hand_len(Side::English) as u32);
            a.set("deck", run.before.deck_len(Side::English) as u32);
            a.set("first", run.before.first_player().id());
            (diagrams::setup(ctx, rules, &run.before), "rb-ex-setup-alt", caption_id.as_str(), a)
        }
        ExampleKind::Round => {
            let after = run.castles_after.clone().unwrap_or_else(|| run.after.castles().to_vec());
            let mut a = more(global);
            a.set("round", run.before.round() as u32);
            a.set("first", run.before.first_player().id());
            a.set("line", line_text(locale, global, &texts.castle_names, &after)?);
            data.steps.push(fmt(locale, "rb-ex-round-intro", &a)?);
            for (i, p) in run.placements.iter().enumerate() {
                let mut s = more(global);
                s.set("step", i as u32 + 1);
                s.set("side", p.side.id());
                s.set("castle", texts.castle_names.get(p.castle as usize - 1).cloned().unwrap_or_default());
                s.set("position", p.castle as u32);
                s.set("count", p.cards.len() as u32);
                s.set("cards", card_text(rules, &p.cards, &texts.hero));
                s.set("action", if p.attack { "attack" } else { "defend" });
                data.steps.push(fmt(locale, "rb-step-place", &s)?);
            }
            for b in &run.battles {
                let mut s = more(global);
                battle_args(&mut s, texts, rules, &run.placements, b);
                data.steps.push(fmt(locale, "rb-step-battle", &s)?);
            }
            for side in [run.before.first_player(), run.before.first_player().other()] {
                let mut s = more(global);
                s.set("side", side.id());
                s.set("count", run.refills[side]);
                s.set("hand", run.after.hand_len(side) as u32);
                s.set("deck", run.after.deck_len(side) as u32);
                data.steps.push(fmt(locale, "rb-step-refill", &s)?);
            }
            let mut s = more(global);
            s.set("first", run.after.first_player().id());
            data.steps.push(fmt(locale, "rb-step-next", &s)?);
            (
                diagrams::round(ctx, rules, &run.before, &run.placements, &run.battles, &after),
                "rb-ex-round-alt",
                caption_id.as_str(),
                a,
            )
        }
        ExampleKind::Scoring => {
            let end = run.end.ok_or_else(|| run.fail("the game did not end"))?;
            let castles = run.after.castles().to_vec();
            let mut a = more(global);
            for side in Side::ALL {
                let sid = side.id();
                a.set(format!("{sid}-points"), end.score.points[side]);
                a.set(format!("{sid}-unspent"), end.score.unspent[side]);
                a.set(format!("{sid}-castles"), castles.iter().filter(|&&c| c == Some(side)).count() as u32);
                a.set(format!("{sid}-group"), end.score.largest_group[side]);
            }
            a.set("winner", side_id(end.score.winner));
            // Whether the points were level, so the unspent cards decided (R8.3).
            let level = end.score.points[Side::English] == end.score.points[Side::French];
            a.set("points-tie", if level { "yes" } else { "no" });
            a.set("line", line_text(locale, global, &texts.castle_names, &castles)?);
            let (caption, points) = match rules.scoring {
                Scoring::Y2022 => ("rb-ex-scoring-caption", Some(castle_points(rules.points, &castles))),
                Scoring::Y2021 => ("rb-ex-scoring-caption-2021", None),
            };
            (diagrams::scoring(ctx, rules, &castles, points.as_deref()), "rb-ex-scoring-alt", caption, a)
        }
        ExampleKind::Expert => {
            let mut a = more(global);
            a.set("set-aside", run.set_aside[Side::English].len() as u32);
            a.set("deck", run.after.deck_len(Side::English) as u32);
            a.set("hand", run.after.hand_len(Side::English) as u32);
            (diagrams::expert(ctx, rules, &run.after), "rb-ex-expert-alt", caption_id.as_str(), a)
        }
        ExampleKind::Seating => {
            if run.gives.is_empty() {
                return Err(run.fail("no team gave cards"));
            }
            let mut a = more(global);
            // What each team's drawer gave its partner and kept (R9.5).
            for &(side, given, _) in &run.gives {
                let sid = side.id();
                a.set(format!("{sid}-given"), given.len() as u32);
                // A list ("5 and 2"), not a sum: the cards given, each one named.
                let named: Vec<String> = rules
                    .cards_of(&given)
                    .map(|c| if c.is_hero() { texts.hero.clone() } else { c.to_string() })
                    .collect();
                a.set(format!("{sid}-given-cards"), alternatives(&named, &texts.and));
                a.set(format!("{sid}-kept"), (run.after.hand_len(side) - given.len()) as u32);
            }
            a.set("hand", run.after.hand_len(Side::English) as u32);
            (diagrams::seating(ctx, rules, &run.after), "rb-ex-seating-alt", caption_id.as_str(), a)
        }
        ExampleKind::Battle => {
            let b = first_battle
                .ok_or_else(|| run.fail("no battle was fought (an example of kind \"battle\" needs one)"))?;
            let mut a = more(global);
            battle_args(&mut a, texts, rules, &run.placements, b);
            if let Some(loser) = b.winner.map(Side::other) {
                let played = run
                    .placements
                    .iter()
                    .find(|p| p.castle == b.castle && p.side == loser)
                    .map_or(CardSet::default(), |p| p.cards);
                a.set("loser", loser.id());
                a.set("strongest", rules.strongest(&played).map_or(0, |c| c.value() as u32));
                // The removals worth naming: those no smaller removal is part of (the 4 alone,
                // or 2 + 2, rather than 4 + 2 as well).
                let options = crate::games::guyenne::engine::removal_options(rules, &played);
                let choices: Vec<String> = options
                    .iter()
                    .filter(|o| !options.iter().any(|p| p != *o && p.is_subset_of(o)))
                    .map(|o| card_text(rules, o, &texts.hero))
                    .collect();
                a.set("options", choices.len() as u32);
                a.set("choices", alternatives(&choices, &texts.or));
            }
            let removed = b.removed[Side::English].plus(b.removed[Side::French]);
            a.set("removed", card_text(rules, &removed, &texts.hero));
            (diagrams::battle(ctx, rules, &run.placements, b), "rb-battle-alt", caption_id.as_str(), a)
        }
    };
    let path = format!("/diagrams/{id}-1.svg");
    data.figures.push(figure(files, path, drawing, fmt(locale, alt, &a)?, fmt(locale, caption, &a)?));
    Ok(data)
}
