//! The rulebooks: every worked example played by the engine (`examples.rs`), its steps and
//! caption formatted from the locale with the engine's numbers, and the stretch of track, the
//! markers and the cards in front of each player of each picture handed to
//! `templates/joute/rulebook.typ` as data, which draws them.

pub mod examples;
pub mod position;

use super::GameDef;
use super::engine::{CardKind, Decision, Landing, Space};
use super::faces::{SpaceText, number, space_texts};
use super::messages::{self, RULEBOOK_GLOBALS, SECTIONS};
use crate::content::art::ArtSet;
use crate::content::messages::more;
use crate::content::{Locale, clarifications};
use crate::diagnostic::Diagnostic;
use crate::typeset::world::DocWorld;
use examples::{Event, ExampleRun, landing_id};
use fluent_bundle::FluentArgs;
use serde::Serialize;
use std::collections::BTreeMap;

/// The faces the components section shows, by message id of their caption.
pub const COMPONENT_FACES: [(&str, &[&str]); 3] = [
    ("rb-component-acquired", &["hauberk", "squire", "banner"]),
    ("rb-component-adversity", &["fever", "disgrace", "back"]),
    ("rb-component-summary", &["summary-1", "summary-2"]),
];

/// Every face the book shows, each once: the components', then every card's for the galleries.
pub fn faces_shown(def: &GameDef) -> Vec<&str> {
    let every_card = def.cards.iter().map(|c| c.id.as_str());
    let mut ids: Vec<&str> = Vec::new();
    for id in COMPONENT_FACES.iter().flat_map(|(_, f)| f.iter().copied()).chain(every_card) {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids
}

type Located<T> = Result<T, Box<Diagnostic>>;

/// The files a document reads besides its template, by path.
pub type Files = Vec<(String, Vec<u8>)>;

/// A card in front of a player, or in his hand, as a picture shows it.
#[derive(Serialize, Debug)]
pub struct CardView {
    pub name: String,
    /// "acquired" or "adversity".
    pub family: &'static str,
    /// Laid during the example; or removed during it (a relief).
    pub new: bool,
    pub gone: bool,
}

#[derive(Serialize, Debug)]
pub struct PawnView {
    pub player: u8,
    pub colour: String,
    pub space: u8,
    /// Where it stood before the example, when that is elsewhere.
    pub was: Option<u8>,
    /// Where its moves ended during the example, when it then left that space (sent back to
    /// Start).
    pub stops: Vec<u8>,
    /// The player whose turn the example plays.
    pub active: bool,
}

#[derive(Serialize, Debug)]
pub struct MarkerView {
    pub player: u8,
    pub colour: String,
    pub value: i8,
    /// Its value before the example, when that is another.
    pub was: Option<i8>,
}

#[derive(Serialize, Debug)]
pub struct PlayerView {
    pub player: u8,
    pub label: String,
    pub colour: String,
    pub front: Vec<CardView>,
    /// The hand of a player who has a turn in the example, at its beginning.
    pub hand: Vec<CardView>,
    pub show_hand: bool,
}

/// A space of the stretch of track a picture shows.
#[derive(Serialize, Debug)]
pub struct SpaceView {
    pub space: u8,
    /// Its sign, when it is a special space.
    pub sign: Option<String>,
    pub relief: bool,
}

/// A move drawn as an arrow: from, to, and the finish it bounced off.
#[derive(Serialize, Debug)]
pub struct MoveView {
    pub player: u8,
    pub colour: String,
    pub from: u8,
    pub to: u8,
    pub bounce: Option<u8>,
}

/// One picture of an example: a stretch of track with the pawns, the markers on the destiny
/// scale, and the cards in front of the players.
#[derive(Serialize, Debug)]
pub struct Figure {
    pub label: String,
    pub spaces: Vec<SpaceView>,
    pub pawns: Vec<PawnView>,
    pub moves: Vec<MoveView>,
    pub markers: Vec<MarkerView>,
    pub players: Vec<PlayerView>,
    pub alt: String,
}

#[derive(Serialize, Debug, Default)]
pub struct ExampleData {
    pub steps: Vec<String>,
    pub figures: Vec<Figure>,
    pub caption: String,
}

#[derive(Serialize, Debug)]
pub struct Component {
    pub caption: String,
    pub faces: Vec<String>,
}

/// A row of the table of cards.
#[derive(Serialize, Debug)]
pub struct CardRow {
    pub name: String,
    pub family: &'static str,
    pub family_name: String,
    pub value: String,
    pub copies: u8,
    /// What else the card does (the space it saves from).
    pub note: String,
    /// Its face, as the cards of this language print it.
    pub face: Option<String>,
}

/// Everything the template reads (`/rulebook.json`).
#[derive(Serialize, Debug)]
pub struct RulebookData {
    pub lang: String,
    pub region: Option<String>,
    pub font: String,
    pub colours: BTreeMap<String, String>,
    pub title: String,
    pub authors: Vec<String>,
    /// Card width, height and bleed in millimetres.
    pub card: (f64, f64, f64),
    pub text: BTreeMap<String, String>,
    /// The label of each clarification the texts print (`> [I-J3.4] …`), by interpretation id.
    pub clarifications: BTreeMap<String, String>,
    pub sections: Vec<&'static str>,
    pub examples: BTreeMap<String, ExampleData>,
    pub components: Vec<Component>,
    pub cards: Vec<CardRow>,
    pub spaces: Vec<SpaceText>,
    /// The other rulesets of game.toml, each told by how its switches differ from the book's.
    pub variants: Vec<String>,
    /// The destiny scale's ends and the finish.
    pub low: i8,
    pub high: i8,
    pub finish: u8,
    /// The file of each face the document shows, by face id.
    pub faces: BTreeMap<String, String>,
    /// The pictures of the art set, by name.
    pub art: BTreeMap<String, String>,
}

/// What typesetting a rulebook needs.
pub struct RulebookInput<'a> {
    pub def: &'a GameDef,
    pub runs: &'a [ExampleRun],
    pub locale: &'a Locale,
    pub template: &'a str,
    pub art: &'a ArtSet,
    /// The standalone SVG of a card face, by face id, in this language.
    pub faces: &'a dyn Fn(&str) -> Option<Vec<u8>>,
}

/// Messages formatted per example, per card or per clarification, not once for the book:
/// these, and every `rb-ex-*` and `rb-step-*`.
const PER_EXAMPLE: [&str; 6] = [
    "rb-label-player",
    "rb-diagram-alt",
    "rb-card-saves",
    "rb-variant-bounce",
    "rb-variant-negative-start",
    "rb-clarification",
];

fn per_example(id: &str) -> bool {
    id.starts_with("rb-ex-") || id.starts_with("rb-step-") || PER_EXAMPLE.contains(&id)
}

fn fmt(locale: &Locale, id: &str, args: &FluentArgs) -> Located<String> {
    Ok(messages::format(locale, id, args)?)
}

/// The variables every `rb-*` message receives: the game's figures, from game.toml.
fn global_args(def: &GameDef, locale: &Locale) -> FluentArgs<'static> {
    let rules = def.default_rules();
    let deck = &rules.deck;
    let count =
        |acquired: bool| def.cards.iter().filter(|c| c.is_acquired() == acquired).map(|c| c.copies as u32).sum::<u32>();
    let kinds = |acquired: bool| def.cards.iter().filter(|c| c.is_acquired() == acquired).count() as u32;
    let gains: Vec<u32> = (0..deck.len).filter(|&k| deck.is_acquired(k)).map(|k| deck.gain(k) as u32).collect();
    let mut a = FluentArgs::new();
    a.set("game", locale.text("game-name").unwrap_or_else(|_| def.meta.name.clone()));
    a.set("players-min", def.meta.seats.0 as u32);
    a.set("players-max", def.meta.seats.1 as u32);
    // The cover's facts, from game.toml's [game].
    a.set("age", def.meta.age as u32);
    a.set("minutes-min", def.meta.minutes.0 as u32);
    a.set("minutes-max", def.meta.minutes.1 as u32);
    // How many variants the book prints (see `variants`): the rulesets that differ from the
    // book's in a switch, each pair of switches once.
    let book = &rules;
    let mut switches: Vec<(bool, bool)> = def
        .rulesets
        .iter()
        .map(|r| (r.rules.bounce, r.rules.negative_start))
        .filter(|&(b, n)| b != book.bounce || n != book.negative_start)
        .collect();
    switches.sort();
    switches.dedup();
    a.set("variants", switches.len() as u32);
    a.set("cards", deck.total() as u32);
    a.set("acquired", count(true));
    a.set("adversity", count(false));
    a.set("acquired-kinds", kinds(true));
    a.set("adversity-kinds", kinds(false));
    let (low, high) = (gains.iter().copied().min().unwrap_or(0), gains.iter().copied().max().unwrap_or(0));
    a.set("gain-high", high);
    a.set("gain-low", low);
    // Whether every Acquired card has the same gain: the texts then give one number.
    a.set("gains", if low == high { "one" } else { "range" });
    a.set("hand", rules.hand as u32);
    a.set("die", rules.die as u32);
    // Negative numbers as strings with a true minus sign, as printed.
    a.set("low", number(rules.destiny_min as i32));
    a.set("high", rules.destiny_max as i32);
    a.set("finish", rules.finish as u32);
    a.set("adversity-max", rules.adversity_max as u32);
    a.set("adversity-loss", rules.adversity_loss as u32);
    a.set("turn-limit", rules.turn_limit);
    a.set("bounce", if rules.bounce { "yes" } else { "no" });
    a.set("negative-start", if rules.negative_start { "yes" } else { "no" });
    // J6.3: whether a bounce could take a pawn below Start: the longest move from the space
    // before the finish goes past the finish by more than the whole track.
    let longest = rules.destiny_max.max(0) as u32 + rules.die as u32;
    a.set("below-start", if rules.bounce && longest > rules.finish as u32 + 1 { "yes" } else { "no" });
    debug_assert!(RULEBOOK_GLOBALS.iter().all(|g| a.get(*g).is_some()));
    a
}

/// Formats cards and players in the book's language.
struct Words<'a> {
    def: &'a GameDef,
    locale: &'a Locale,
    global: &'a FluentArgs<'static>,
}

impl Words<'_> {
    fn args(&self) -> FluentArgs<'static> {
        more(self.global)
    }

    fn card(&self, kind: u8) -> Located<String> {
        Ok(self.locale.text(&format!("card-{}", self.def.card_id(kind)))?)
    }

    fn view(&self, kind: u8) -> Located<CardView> {
        let family = if self.def.cards[kind as usize].is_acquired() { "acquired" } else { "adversity" };
        Ok(CardView { name: self.card(kind)?, family, new: false, gone: false })
    }

    fn colour(&self, seat: u8) -> String {
        self.def.meta.theme.colour(&format!("knight-{}", seat + 1)).to_string()
    }

    fn player(&self, seat: u8) -> FluentArgs<'static> {
        let mut a = self.args();
        a.set("player", seat as u32 + 1);
        a
    }
}

/// The stretch of track a picture shows: the example's own, or the spaces its moves cross with
/// two on each side.
fn stretch(run: &ExampleRun) -> (u8, u8) {
    if let Some([a, b]) = run.track {
        return (a, b);
    }
    let finish = run.rules.finish;
    let mut lo = u8::MAX;
    let mut hi = 0;
    for e in &run.events {
        if let Event::Moved { mv, .. } = e {
            lo = lo.min(mv.from).min(mv.to);
            hi = hi.max(mv.to).max(if mv.bounced { finish } else { mv.from });
        }
    }
    if lo > hi { (0, 12.min(finish)) } else { (lo.saturating_sub(2), (hi + 2).min(finish)) }
}

/// A picture of an example: the position before its turns, or after them, with what changed
/// (where the pawns and markers were, the moves, the cards laid or removed).
fn figure(run: &ExampleRun, w: &Words, which: &str) -> Located<Figure> {
    let after = which == "after";
    let (g, was) = if after { (&run.after, Some(&run.before)) } else { (&run.before, None) };
    let (lo, hi) = stretch(run);
    let rules = &run.rules;
    let spaces = (lo..=hi)
        .map(|s| {
            let special = w.def.space(s);
            SpaceView {
                space: s,
                sign: special.map(|sp| format!("space-{}", sp.id)),
                relief: special.is_some_and(|sp| matches!(sp.effect, Space::Relief { .. })),
            }
        })
        .collect();
    let active = run.before.seat;
    let mut pawns = Vec::new();
    let mut markers = Vec::new();
    let mut players = Vec::new();
    // The players the example is about: those who move or are struck, and those on the stretch.
    let mut involved: Vec<u8> = run
        .events
        .iter()
        .filter_map(|e| match *e {
            Event::Moved { seat, .. } => Some(seat),
            Event::Played { decision: Decision::Strike { target, .. }, .. } => Some(target),
            _ => None,
        })
        .collect();
    for s in 0..g.seats {
        let p = g.pawns[s as usize];
        if (lo..=hi).contains(&p) || p == 0 {
            involved.push(s);
        }
    }
    involved.sort();
    involved.dedup();
    // The cards of a set, each marked laid during the example (not in `before`) or removed.
    let cards_of = |set: u32, before: Option<u32>, gone: bool| -> Located<Vec<CardView>> {
        (0..rules.deck.len)
            .filter(|&k| set & 1 << k != 0)
            .map(|k| {
                let mut v = w.view(k)?;
                v.new = !gone && before.is_some_and(|b| b & 1 << k == 0);
                v.gone = gone;
                Ok(v)
            })
            .collect()
    };
    for &s in &involved {
        let si = s as usize;
        let (space, destiny) = (g.pawns[si], g.destiny[si]);
        let was_space = was.map(|b| b.pawns[si]).filter(|&b| b != space);
        let was_value = was.map(|b| b.destiny[si]).filter(|&b| b != destiny);
        let (colour, player) = (w.colour(s), s + 1);
        let stops: Vec<u8> = if after {
            run.events
                .iter()
                .filter_map(|e| match *e {
                    Event::Moved { seat, mv } if seat == s && mv.to != space && Some(mv.to) != was_space => Some(mv.to),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        pawns.push(PawnView { player, colour: colour.clone(), space, was: was_space, stops, active: s == active });
        markers.push(MarkerView { player, colour: colour.clone(), value: destiny, was: was_value });
        let before = was.map(|b| b.front[si]);
        let mut front = cards_of(g.front[si], before, false)?;
        // The cards that left the player's front during the example (a relief), struck out.
        front.extend(cards_of(before.unwrap_or(0) & !g.front[si], None, true)?);
        // The hand of each player who has a turn in the example, as it began: his own cards
        // change only in his turns.
        let show_hand = s == active || run.events.iter().any(|e| matches!(*e, Event::Moved { seat, .. } if seat == s));
        let hand = if show_hand {
            run.before.hands[si].cards().map(|k| w.view(k)).collect::<Located<_>>()?
        } else {
            Vec::new()
        };
        let label = fmt(w.locale, "rb-label-player", &w.player(s))?;
        players.push(PlayerView { player, label, colour, front, hand, show_hand });
    }
    let mut moves = Vec::new();
    if after {
        for e in &run.events {
            if let Event::Moved { seat, mv } = *e {
                let bounce = mv.bounced.then_some(rules.finish);
                moves.push(MoveView { player: seat + 1, colour: w.colour(seat), from: mv.from, to: mv.to, bounce });
            }
        }
    }
    let mut a = w.args();
    a.set("first", lo as u32);
    a.set("last", hi as u32);
    a.set("players", involved.len() as u32);
    let alt = fmt(w.locale, "rb-diagram-alt", &a)?;
    Ok(Figure { label: String::new(), spaces, pawns, moves, markers, players, alt })
}

/// The sentences of an example's steps, in order.
fn steps(run: &ExampleRun, w: &Words) -> Located<Vec<String>> {
    let mut out = Vec::new();
    for e in &run.events {
        let line = match *e {
            Event::Moved { seat, mv } => {
                let mut a = w.player(seat);
                a.set("from", mv.from as u32);
                a.set("destiny", mv.destiny as u32);
                a.set("die", mv.die as u32);
                a.set("to", mv.to as u32);
                a.set("bounced", if mv.bounced { "yes" } else { "no" });
                fmt(w.locale, "rb-step-move", &a)?
            }
            Event::Landed { seat, space, landing, destiny } => {
                let mut a = w.player(seat);
                a.set("space", space as u32);
                let name = w.def.space(space).map(|s| format!("space-{}", s.id)).unwrap_or_default();
                a.set("name", w.locale.text(&name)?);
                // A pawn kept on its space is kept by a card ("saved-card", the card named) or by
                // the count of its Acquired cards ("saved-count", the count given).
                let (outcome, count) = match (landing, w.def.space(space).map(|s| s.effect)) {
                    (Landing::Saved, Some(Space::StartUnlessCard(_))) => ("saved-card", 0),
                    (Landing::Saved, Some(Space::StartUnlessCount(n))) => ("saved-count", n as u32),
                    _ => (landing_id(&landing), 0),
                };
                a.set("outcome", outcome);
                a.set("count", count);
                let (card, back) = match (landing, w.def.space(space).map(|s| s.effect)) {
                    (Landing::Relieved { card, back }, _) => (w.card(card)?, back),
                    (Landing::Saved, Some(Space::StartUnlessCard(card))) => (w.card(card)?, false),
                    _ => (String::new(), false),
                };
                a.set("card", card);
                a.set("back", if back { "yes" } else { "no" });
                a.set("destiny", number(destiny as i32));
                fmt(w.locale, "rb-step-landing", &a)?
            }
            Event::Drew { seat, card } => {
                let mut a = w.player(seat);
                a.set("card", w.card(card)?);
                fmt(w.locale, "rb-step-draw", &a)?
            }
            Event::PileEmpty { seat } => fmt(w.locale, "rb-step-no-draw", &w.player(seat))?,
            Event::Idle { seat } => fmt(w.locale, "rb-step-idle", &w.player(seat))?,
            Event::Played { seat, decision, back, destiny, change } => {
                let mut a = w.player(seat);
                a.set("card", w.card(decision.card())?);
                // How far the marker really moved: at an end of the scale, less than the card says.
                let id = match decision {
                    Decision::Acquire { .. } => {
                        a.set("gain", change as u32);
                        "rb-step-acquire"
                    }
                    Decision::Strike { target, .. } => {
                        a.set("target", target as u32 + 1);
                        a.set("loss", -change as u32);
                        a.set("back", if back { "yes" } else { "no" });
                        "rb-step-strike"
                    }
                    Decision::Discard { .. } => "rb-step-discard",
                    Decision::Relief { .. } => continue,
                };
                a.set("destiny", number(destiny as i32));
                fmt(w.locale, id, &a)?
            }
            Event::Ended(end) => {
                let mut a = w.args();
                a.set("winner", end.winner.map_or(0, |s| s as u32 + 1));
                fmt(w.locale, "rb-step-end", &a)?
            }
        };
        out.push(line);
    }
    Ok(out)
}

/// The variables of an example's caption (messages::CAPTION): the player whose turn it is, the
/// space and marker he ends on, the winner (0 for none).
fn caption_args(run: &ExampleRun, w: &Words) -> FluentArgs<'static> {
    let s = run.before.seat;
    let mut a = w.player(s);
    a.set("space", run.after.pawns[s as usize] as u32);
    a.set("destiny", number(run.after.destiny[s as usize] as i32));
    a.set("winner", run.after.end().and_then(|e| e.winner).map_or(0, |s| s as u32 + 1));
    a
}

fn example_data(run: &ExampleRun, w: &Words) -> Located<ExampleData> {
    let mut data = ExampleData { steps: steps(run, w)?, ..Default::default() };
    let both = run.show.len() > 1;
    for which in &run.show {
        let mut f = figure(run, w, which)?;
        if both {
            let id = if which == "before" { "rb-label-before" } else { "rb-label-after" };
            f.label = fmt(w.locale, id, &w.args())?;
        }
        data.figures.push(f);
    }
    data.caption = fmt(w.locale, &format!("rb-ex-{}-caption", run.id), &caption_args(run, w))?;
    Ok(data)
}

/// The other rulesets of game.toml, each as the lines telling how it differs from the rules the
/// book follows (its default ruleset), one per switch; those that differ in none are left out.
fn variants(def: &GameDef, w: &Words) -> Located<Vec<String>> {
    let book = def.default_rules();
    let mut out: Vec<String> = Vec::new();
    let yes = |b: bool| if b { "yes" } else { "no" };
    for r in def.rulesets.iter().map(|r| r.rules) {
        let mut lines = Vec::new();
        if r.bounce != book.bounce {
            let mut a = w.args();
            a.set("bounce", yes(r.bounce));
            lines.push(fmt(w.locale, "rb-variant-bounce", &a)?);
        }
        if r.negative_start != book.negative_start {
            let mut a = w.args();
            a.set("negative-start", yes(r.negative_start));
            lines.push(fmt(w.locale, "rb-variant-negative-start", &a)?);
        }
        let line = lines.join(" ");
        if !line.is_empty() && !out.contains(&line) {
            out.push(line);
        }
    }
    Ok(out)
}

/// The Typst world of one language's rulebook.
pub fn world(input: &RulebookInput) -> Located<DocWorld> {
    let (data, mut files) = prepare(input)?;
    files.push(("/rulebook.json".into(), serde_json::to_vec(&data).expect("the rulebook's data serializes")));
    DocWorld::new("/templates/rulebook.typ", input.template.to_string(), files)
        .map_err(|e| Box::new(Diagnostic::at(&input.locale.file, "", 0..0, e)))
}

/// The data and files of a rulebook.
pub fn prepare(input: &RulebookInput) -> Located<(RulebookData, Files)> {
    let (def, locale) = (input.def, input.locale);
    let global = global_args(def, locale);
    let mut text = BTreeMap::new();
    for id in locale.all_ids().filter(|id| id.starts_with("rb-") && !per_example(id)) {
        text.insert(id.clone(), fmt(locale, id, &global)?);
    }
    for id in ["game-name", "kind-acquired", "kind-adversity", "board-start", "board-finish", "board-destiny"] {
        let value = if id == "board-destiny" {
            let mut a = FluentArgs::new();
            a.set("low", number(def.default_rules().destiny_min as i32));
            a.set("high", def.default_rules().destiny_max as i32);
            fmt(locale, id, &a)?
        } else {
            locale.text(id)?
        };
        text.insert(id.to_string(), value);
    }
    let clarifications = clarifications::labels(text.values(), |id| {
        let mut a = more(&global);
        a.set("id", id.to_string());
        fmt(locale, "rb-clarification", &a)
    })?;
    let w = Words { def, locale, global: &global };
    let mut files = input.art.files();
    let mut faces = BTreeMap::new();
    for face in faces_shown(def) {
        if let Some(svg) = (input.faces)(face) {
            let path = format!("/cards/{face}.svg");
            files.push((path.clone(), svg));
            faces.insert(face.to_string(), path);
        }
    }
    let components = COMPONENT_FACES
        .iter()
        .map(|(caption, ids)| Component {
            caption: text.get(*caption).cloned().unwrap_or_default(),
            faces: ids.iter().filter_map(|f| faces.get(*f).cloned()).collect(),
        })
        .collect();
    let rules = def.default_rules();
    let mut cards = Vec::new();
    for (k, c) in def.cards.iter().enumerate() {
        let (family, value) = match c.kind {
            CardKind::Acquired { destiny } => ("acquired", super::faces::signed(destiny as i32)),
            CardKind::Adversity => ("adversity", super::faces::signed(-(rules.adversity_loss as i32))),
        };
        let saves: Vec<String> = def
            .spaces
            .iter()
            .filter(|s| s.effect == Space::StartUnlessCard(k as u8))
            .map(|s| {
                let mut a = w.args();
                a.set("space", s.space as u32);
                fmt(locale, "rb-card-saves", &a)
            })
            .collect::<Located<_>>()?;
        cards.push(CardRow {
            name: w.card(k as u8)?,
            family,
            family_name: locale.text(&format!("kind-{family}"))?,
            value,
            copies: c.copies,
            note: saves.join(" "),
            face: faces.get(&c.id).cloned(),
        });
    }
    let variants = variants(def, &w)?;
    let mut examples = BTreeMap::new();
    for run in input.runs {
        examples.insert(run.id.clone(), example_data(run, &w)?);
    }
    let theme = &def.meta.theme;
    let (lang, region) = crate::content::typst_language(&locale.lang);
    let data = RulebookData {
        lang,
        region,
        font: theme.font.clone(),
        colours: theme.colours.clone(),
        title: text.get("rb-doc-title").cloned().unwrap_or_else(|| def.meta.name.clone()),
        authors: def.meta.authors.clone(),
        card: (theme.card_width, theme.card_height, theme.bleed),
        text,
        clarifications,
        sections: SECTIONS.to_vec(),
        examples,
        components,
        cards,
        spaces: space_texts(def, locale)?,
        variants,
        low: rules.destiny_min,
        high: rules.destiny_max,
        finish: rules.finish,
        faces,
        art: input.art.paths(),
    };
    Ok((data, files))
}
