//! The rulebooks: every worked example played by the engine (`examples.rs`), its steps and
//! caption formatted from the locale with the engine's numbers, and the line of ramparts of
//! each picture handed to `templates/rocher-des-ducs/rulebook.typ` as data, which draws it.

pub mod examples;

use super::GameDef;
use super::engine::{
    Card, Colour, Deal, Decision, Faction, Game, Hero, HeroLimit, Laid, Power, Rules, Status, Strength, power_of,
};
use super::messages::{self, RULEBOOK_GLOBALS, SECTIONS};
use crate::content::art::ArtSet;
use crate::content::{Locale, clarifications};
use crate::diagnostic::Diagnostic;
use crate::typeset::world::DocWorld;
use examples::{Event, ExampleRun, Kind, side_strength, victory_id, winner_id};
use fluent_bundle::FluentArgs;
use serde::Serialize;
use std::collections::BTreeMap;

/// The faces the components section shows, by message id of their caption.
pub const COMPONENT_FACES: [(&str, &[&str]); 4] = [
    ("rb-component-warriors", &["warrior-R7", "warrior-B4", "warrior-G1"]),
    ("rb-component-heroes", &["hero-richard", "hero-hoel", "hero-gabriel"]),
    ("rb-component-backs", &["back-normans", "back-bretons", "back-mercenaries", "back-heroes"]),
    ("rb-component-summary", &["summary-1", "summary-2"]),
];

/// Messages formatted per example, per card or per clarification, not once for the book:
/// these, and every `rb-ex-*` and `rb-step-*`.
const PER_EXAMPLE: [&str; 7] = [
    "rb-card",
    "rb-formation",
    "rb-formation-row",
    "rb-label-seat",
    "rb-label-won",
    "rb-diagram-alt",
    "rb-clarification",
];

fn per_example(id: &str) -> bool {
    id.starts_with("rb-ex-") || id.starts_with("rb-step-") || PER_EXAMPLE.contains(&id)
}

type Located<T> = Result<T, Box<Diagnostic>>;

/// The files a document reads besides its template, by path.
pub type Files = Vec<(String, Vec<u8>)>;

/// A card as a picture shows it.
#[derive(Serialize, Debug, Clone)]
pub struct CardView {
    /// `red`, `blue`, `green`, or `hero` for a hero in a hand.
    pub colour: &'static str,
    pub value: u8,
    /// A hero laid as this warrior, or a hero in a hand (its id).
    pub hero: Option<&'static str>,
    /// Its name in words, for alt texts.
    pub name: String,
}

/// A hero lying beside a rampart: its id (its picture) and its name (the picture's alt text).
#[derive(Serialize, Debug)]
pub struct Beside {
    pub hero: &'static str,
    pub name: String,
}

#[derive(Serialize, Debug)]
pub struct RampartView {
    pub label: String,
    pub normans: Vec<CardView>,
    pub bretons: Vec<CardView>,
    /// `contested`, `normans`, `bretons` or `sealed`.
    pub status: &'static str,
    /// Under a won or sealed rampart: who won it, or "sealed".
    pub status_label: String,
    pub aubert: bool,
    /// The heroes lying beside this rampart (I-D8e) that its picture draws by its wall: Saint
    /// Aubert, and in the picture of an example's end the heroes the example laid there.
    pub beside: Vec<Beside>,
    /// The rampart the example is about.
    pub focus: bool,
}

#[derive(Serialize, Debug)]
pub struct HandView {
    pub label: String,
    pub faction: &'static str,
    pub cards: Vec<CardView>,
}

/// One picture: the line of ramparts, and the hands when the example shows them.
#[derive(Serialize, Debug)]
pub struct Figure {
    pub ramparts: Vec<RampartView>,
    pub hands: Vec<HandView>,
    pub alt: String,
    /// "Before" or "After" when the example shows both positions, else empty.
    pub label: String,
}

/// A formation of the ranking, strongest first.
#[derive(Serialize, Debug)]
pub struct Row {
    pub label: String,
    pub cards: Vec<CardView>,
}

#[derive(Serialize, Debug, Default)]
pub struct ExampleData {
    pub steps: Vec<String>,
    pub figures: Vec<Figure>,
    pub rows: Vec<Row>,
    pub caption: String,
}

#[derive(Serialize, Debug)]
pub struct Component {
    pub caption: String,
    pub faces: Vec<String>,
}

/// A hero and what it does for each faction, from the engine's table (D8).
#[derive(Serialize, Debug)]
pub struct HeroRow {
    pub name: String,
    pub title: String,
    pub normans: String,
    pub bretons: String,
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
    /// The label of each clarification the texts print (`> [I-D7.4] …`), by interpretation id.
    pub clarifications: BTreeMap<String, String>,
    pub sections: Vec<&'static str>,
    pub examples: BTreeMap<String, ExampleData>,
    pub components: Vec<Component>,
    pub heroes: Vec<HeroRow>,
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

fn fmt(locale: &Locale, id: &str, args: &FluentArgs) -> Located<String> {
    Ok(messages::format(locale, id, args)?)
}

/// The rules of the heroic game the book teaches (its heroic section and its examples): the
/// heroic ruleset with the factions' deal, else any heroic one.
fn heroic_rules(def: &GameDef) -> Option<Rules> {
    let heroic = || def.rulesets.iter().filter(|r| r.rules.heroes);
    heroic().find(|r| r.rules.deal == Deal::Factions).or_else(|| heroic().next()).map(|r| r.rules)
}

/// The variables every `rb-*` message receives.
fn global_args(def: &GameDef, locale: &Locale) -> FluentArgs<'static> {
    let rules = def.rules(def.default_ruleset()).ok();
    let ramparts = rules.map_or(7, |r| r.ramparts) as u32;
    let hands = rules.map_or([5, 4, 3], |r| r.hands);
    let mut a = FluentArgs::new();
    a.set("game", locale.text("game-name").unwrap_or_else(|_| def.meta.name.clone()));
    a.set("designer", def.meta.authors.join(", "));
    a.set("players-min", def.meta.seats.0 as u32);
    a.set("players-max", def.meta.seats.1 as u32);
    // The cover's age and playing time, from game.toml's [game].
    a.set("age", def.meta.age as u32);
    a.set("minutes-min", def.meta.minutes.0 as u32);
    a.set("minutes-max", def.meta.minutes.1 as u32);
    a.set("ramparts", ramparts);
    a.set("hand", hands[0] as u32);
    a.set("hand-four", hands[1] as u32);
    a.set("hand-six", hands[2] as u32);
    let all: Vec<Card> = super::engine::cards::box_cards(true).collect();
    a.set("warriors", all.iter().filter(|c| !c.is_hero()).count() as u32);
    a.set("heroes", all.iter().filter(|c| c.is_hero()).count() as u32);
    a.set("values", 7u32);
    a.set("copies", 2u32);
    a.set("side-max", 3u32);
    a.set("majority", ramparts / 2 + 1);
    a.set("breakthrough", 3u32);
    a.set("high", 6u32);
    a.set("hero-limit", heroic_rules(def).map_or(HeroLimit::OpponentHeroes, |r| r.hero_limit).id());
    debug_assert!(RULEBOOK_GLOBALS.iter().all(|g| a.get(*g).is_some()));
    a
}

use crate::content::messages::more;

/// Formats cards and words in the book's language.
struct Words<'a> {
    locale: &'a Locale,
    global: &'a FluentArgs<'static>,
}

impl Words<'_> {
    fn args(&self) -> FluentArgs<'static> {
        more(self.global)
    }

    fn warrior(&self, face: Card) -> Located<String> {
        let mut a = self.args();
        a.set("colour", face.colour().id());
        a.set("value", face.value() as u32);
        fmt(self.locale, "rb-card", &a)
    }

    fn hero_name(&self, h: Hero) -> Located<String> {
        Ok(self.locale.text(&format!("hero-{}", h.id()))?)
    }

    /// A card in a hand, or a warrior laid.
    fn card(&self, c: Card) -> Located<String> {
        match c.hero() {
            Some(h) => self.hero_name(h),
            None => self.warrior(c),
        }
    }

    fn laid(&self, l: Laid) -> Located<CardView> {
        let face = l.face();
        Ok(CardView {
            colour: face.colour().id(),
            value: face.value(),
            hero: l.is_hero().then_some("hero"),
            name: self.warrior(face)?,
        })
    }

    fn held(&self, c: Card) -> Located<CardView> {
        Ok(match c.hero() {
            Some(h) => CardView { colour: "hero", value: 0, hero: Some(h.id()), name: self.hero_name(h)? },
            None => CardView { colour: c.colour().id(), value: c.value(), hero: None, name: self.warrior(c)? },
        })
    }
}

/// Ramparts are named by letters, left to right, in the line as the example leaves it.
struct Letters {
    lo: i8,
}

impl Letters {
    fn of(&self, at: i8) -> String {
        char::from(b'A' + (at - self.lo).clamp(0, 25) as u8).to_string()
    }
}

fn figure(g: &Game, run: &ExampleRun, w: &Words, letters: &Letters, beside: &[(i8, Hero)]) -> Located<Figure> {
    let mut ramparts = Vec::new();
    let (mut won_n, mut won_b) = (0u32, 0u32);
    for at in g.line() {
        let r = g.rampart(at).expect("in the line");
        let side = |f: Faction| r.side(f).iter().map(|&l| w.laid(l)).collect::<Located<Vec<_>>>();
        let (status, status_label) = match r.status {
            Status::Contested => ("contested", String::new()),
            Status::Won(f) => {
                if f == Faction::Normans {
                    won_n += 1
                } else {
                    won_b += 1
                }
                let mut a = w.args();
                a.set("faction", f.id());
                (f.id(), fmt(w.locale, "rb-label-won", &a)?)
            }
            Status::Sealed => ("sealed", fmt(w.locale, "rb-label-sealed", &w.args())?),
        };
        ramparts.push(RampartView {
            label: letters.of(at),
            normans: side(Faction::Normans)?,
            bretons: side(Faction::Bretons)?,
            status,
            status_label,
            aubert: r.aubert,
            beside: r
                .aubert
                .then_some(Hero::Aubert)
                .into_iter()
                .chain(beside.iter().filter(|&&(b, _)| b == at).map(|&(_, h)| h))
                .map(|h| Ok(Beside { hero: h.id(), name: w.hero_name(h)? }))
                .collect::<Located<_>>()?,
            focus: run.focus == Some(at),
        });
    }
    let mut hands = Vec::new();
    if run.show_hands {
        for seat in 0..g.seats {
            let f = g.faction(seat);
            let mut a = w.args();
            a.set("player", seat as u32 + 1);
            a.set("faction", f.id());
            let cards = g.hands[seat as usize].cards().map(|c| w.held(c)).collect::<Located<Vec<_>>>()?;
            hands.push(HandView { label: fmt(w.locale, "rb-label-seat", &a)?, faction: f.id(), cards });
        }
    }
    let mut a = w.args();
    a.set("ramparts", ramparts.len() as u32);
    a.set("normans-won", won_n);
    a.set("bretons-won", won_b);
    Ok(Figure { ramparts, hands, alt: fmt(w.locale, "rb-diagram-alt", &a)?, label: String::new() })
}

/// `formation` and `sum` (or `NAME` and `NAME-sum`) of a strength, `none` for no strength.
fn strength_args(a: &mut FluentArgs<'static>, name: &'static str, s: Option<Strength>) {
    let (formation, sum) = s.map_or(("none", 0), |s| (s.formation().id(), s.sum() as u32));
    let (f, n) = if name.is_empty() { ("formation", "sum") } else { (name, "against-sum") };
    a.set(f, formation);
    a.set(n, sum);
}

/// The sentences of an example's steps, in order.
fn steps(run: &ExampleRun, w: &Words, letters: &Letters) -> Located<Vec<String>> {
    let g = run.before.as_ref().or(run.after.as_ref()).expect("a played example has its positions");
    let mut out = Vec::new();
    // With more than 2 seats, a step names the player as well as the faction.
    let team = if g.seats > 2 { "yes" } else { "no" };
    let who = |seat: u8| {
        let mut a = w.args();
        a.set("player", seat as u32 + 1);
        a.set("faction", g.faction(seat).id());
        a.set("team", team);
        a
    };
    // Whether a position was in the line before this play (to say a rampart is new).
    let mut lo = g.line().next().unwrap_or(i8::MAX);
    let mut hi = g.line().last().unwrap_or(i8::MIN);
    let mut opens = |at: i8| {
        let new = at < lo || at > hi;
        lo = lo.min(at);
        hi = hi.max(at);
        if new { "yes" } else { "no" }
    };
    for e in &run.events {
        let line = match e {
            Event::Played { seat, decision } => {
                let mut a = who(*seat);
                let id = match *decision {
                    Decision::Lay { card, at, face } => {
                        a.set("rampart", letters.of(at));
                        a.set("new", opens(at));
                        match card.hero() {
                            None => {
                                a.set("card", w.warrior(face)?);
                                "rb-step-lay"
                            }
                            Some(h) => {
                                a.set("hero", w.hero_name(h)?);
                                a.set("card", w.warrior(face)?);
                                match power_of(h, g.faction(*seat)) {
                                    Power::Weight => "rb-step-weight",
                                    _ if face == Card::warrior(Colour::Green, 1)
                                        && power_of(h, g.faction(*seat).other()) == Power::Weight =>
                                    {
                                        "rb-step-weight"
                                    }
                                    _ => "rb-step-free",
                                }
                            }
                        }
                    }
                    Decision::Lothaire { at, face } => {
                        a.set("rampart", letters.of(at));
                        a.set("new", opens(at));
                        a.set("hero", w.hero_name(Hero::Lothaire)?);
                        a.set("card", w.warrior(face)?);
                        "rb-step-lothaire"
                    }
                    Decision::Move { card, from, face, to } => {
                        a.set("hero", w.card(card)?);
                        a.set("card", w.warrior(face)?);
                        a.set("from", letters.of(from));
                        a.set("to", letters.of(to));
                        if card == Hero::Mainard.card() { "rb-step-mainard" } else { "rb-step-move" }
                    }
                    Decision::Mark { card, at } => {
                        a.set("hero", w.card(card)?);
                        a.set("rampart", letters.of(at));
                        if card == Hero::Aubert.card() { "rb-step-aubert" } else { "rb-step-gabriel" }
                    }
                    _ => continue,
                };
                fmt(w.locale, id, &a)?
            }
            Event::Passed { seat } => fmt(w.locale, "rb-step-pass", &who(*seat))?,
            Event::Claimed { seat, at, proof } => {
                let mut a = who(*seat);
                a.set("rampart", letters.of(*at));
                strength_args(&mut a, "", Some(proof.mine));
                strength_args(&mut a, "against", proof.against);
                // A tie on formation and sum won by completing first (D5.2).
                let complete = match (proof.complete, Some(proof.mine) == proof.against) {
                    (false, _) => "no",
                    (true, true) => "tie",
                    (true, false) => "yes",
                };
                a.set("complete", complete);
                fmt(w.locale, "rb-step-claim", &a)?
            }
            Event::Refused { seat, at, mine, against, rule } => {
                let mut a = who(*seat);
                a.set("rampart", letters.of(*at));
                strength_args(&mut a, "", *mine);
                strength_args(&mut a, "against", *against);
                a.set("rule", rule.clone());
                fmt(w.locale, "rb-step-refused", &a)?
            }
            Event::Resolved { seat, at, won } => {
                let mut a = who(*seat);
                a.set("rampart", letters.of(*at));
                a.set("won", if *won { "yes" } else { "no" });
                fmt(w.locale, "rb-step-resolved", &a)?
            }
            Event::Rally { seat, pile, count } => {
                let mut a = who(*seat);
                a.set("count", *count as u32);
                a.set("pile", g.pile_name(*pile));
                fmt(w.locale, "rb-step-rally", &a)?
            }
            Event::Drew { seat, pile, card } => {
                if !run.tell_draws {
                    continue;
                }
                let mut a = who(*seat);
                let pile = if pile.starts_with("mercenaries-") { "own-mercenaries" } else { pile.as_str() };
                a.set("pile", pile.to_string());
                a.set("card", w.card(*card)?);
                fmt(w.locale, "rb-step-draw", &a)?
            }
            Event::Gift { from, to, card } => {
                let mut a = who(*from);
                a.set("card", w.card(*card)?);
                a.set("partner", *to as u32 + 1);
                fmt(w.locale, "rb-step-gift", &a)?
            }
            Event::Ended(end) => {
                let mut a = w.args();
                a.set("victory", end.victory.id());
                a.set("winner", winner_id(Some(end)));
                a.set("reached", end.reached_by.map_or("none", Faction::id));
                fmt(w.locale, "rb-step-end", &a)?
            }
        };
        out.push(line);
    }
    Ok(out)
}

/// The variables of an example's caption (messages::CAPTION).
fn caption_args(run: &ExampleRun, w: &Words, letters: &Letters) -> FluentArgs<'static> {
    let mut a = w.args();
    let end = run.events.iter().find_map(|e| if let Event::Ended(end) = e { Some(*end) } else { None });
    a.set("victory", victory_id(end.as_ref()));
    a.set("winner", winner_id(end.as_ref()));
    let g = run.after.as_ref();
    for f in Faction::BOTH {
        let won = g.map_or(0, |g| g.line().filter(|&p| g.rampart(p).unwrap().status == Status::Won(f)).count());
        a.set(format!("{}-won", f.id()), won as u32);
    }
    let focus = run.focus.zip(g);
    a.set("rampart", run.focus.map_or(String::new(), |at| letters.of(at)));
    let mut first = "none";
    for f in Faction::BOTH {
        let s = focus.and_then(|(at, g)| side_strength(g, at, f));
        let sum = match (s, focus.and_then(|(at, g)| g.rampart(at))) {
            (Some(s), _) => s.sum() as u32,
            (None, Some(r)) => r.side(f).iter().map(|l| l.face().value() as u32).sum(),
            (None, None) => 0,
        };
        a.set(format!("{}-formation", f.id()), s.map_or("none", |s| s.formation().id()));
        a.set(format!("{}-sum", f.id()), sum);
    }
    if let Some((at, g)) = focus
        && let Some(r) = g.rampart(at)
        && r.complete(Faction::Normans)
        && r.complete(Faction::Bretons)
    {
        first = if r.done_at[0] < r.done_at[1] { "normans" } else { "bretons" };
    }
    a.set("first", first);
    a
}

fn example_data(run: &ExampleRun, w: &Words) -> Located<ExampleData> {
    let mut data = ExampleData::default();
    let caption_id = format!("rb-ex-{}-caption", run.id);
    if run.kind == Kind::Formations {
        for (cards, s) in &run.ranked {
            let mut a = w.args();
            a.set("formation", s.formation().id());
            a.set("sum", s.sum() as u32);
            let cards = cards.iter().map(|&c| w.laid(Laid::warrior(c))).collect::<Located<Vec<_>>>()?;
            data.rows.push(Row { label: fmt(w.locale, "rb-formation-row", &a)?, cards });
        }
        data.caption = fmt(w.locale, &caption_id, &w.args())?;
        return Ok(data);
    }
    let after = run.after.as_ref().expect("a played example ends somewhere");
    let letters = Letters { lo: after.line().next().unwrap_or(0) };
    data.steps = steps(run, w, &letters)?;
    // The book says its pictures show where an example ends: a picture of its start is always
    // labelled, and then its end too.
    let both = run.show.len() > 1;
    for which in &run.show {
        let g = if which == "before" { run.before.as_ref() } else { Some(after) };
        if let Some(g) = g {
            let beside = if which == "before" { Vec::new() } else { laid_beside(run) };
            let mut f = figure(g, run, w, &letters, &beside)?;
            if both || which == "before" {
                let id = if which == "before" { "rb-label-before" } else { "rb-label-after" };
                f.label = fmt(w.locale, id, &w.args())?;
            }
            data.figures.push(f);
        }
    }
    data.caption = fmt(w.locale, &caption_id, &caption_args(run, w, &letters))?;
    Ok(data)
}

/// The heroes an example lays beside a rampart, taking no place on a side (I-D8e), with the
/// rampart each lies beside; Saint Aubert's is drawn from the position itself.
fn laid_beside(run: &ExampleRun) -> Vec<(i8, Hero)> {
    let hero = |card: Card| card.hero().filter(|&h| h != Hero::Aubert);
    run.events
        .iter()
        .filter_map(|e| match e {
            Event::Played { decision: Decision::Move { card, to, .. }, .. } => hero(*card).map(|h| (*to, h)),
            Event::Played { decision: Decision::Mark { card, at }, .. } => hero(*card).map(|h| (*at, h)),
            Event::Played { decision: Decision::Lothaire { at, .. }, .. } => Some((*at, Hero::Lothaire)),
            _ => None,
        })
        .collect()
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
    for id in ["game-name", "faction-normans", "faction-bretons", "faction-mercenaries", "power-for-both"] {
        text.insert(id.to_string(), locale.text(id)?);
    }
    let clarifications = clarifications::labels(text.values(), |id| {
        let mut a = more(&global);
        a.set("id", id.to_string());
        fmt(locale, "rb-clarification", &a)
    })?;
    let w = Words { locale, global: &global };
    let mut files = input.art.files();
    let mut faces = BTreeMap::new();
    let mut wanted: Vec<&str> = COMPONENT_FACES.iter().flat_map(|(_, f)| f.iter().copied()).collect();
    let hero_faces: Vec<String> = Hero::ALL.iter().map(|h| format!("hero-{}", h.id())).collect();
    wanted.extend(hero_faces.iter().map(String::as_str));
    for face in wanted {
        if faces.contains_key(face) {
            continue;
        }
        if let Some(svg) = (input.faces)(face) {
            let path = format!("/cards/{face}.svg");
            files.push((path.clone(), svg));
            faces.insert(face.to_string(), path);
        }
    }
    let mut components = Vec::new();
    for (caption, ids) in COMPONENT_FACES {
        let caption = text.get(caption).cloned().unwrap_or_default();
        components.push(Component { caption, faces: ids.iter().filter_map(|f| faces.get(*f).cloned()).collect() });
    }
    let mut heroes = Vec::new();
    for h in Hero::ALL {
        let power = |f: Faction| locale.text(&format!("power-{}", power_of(h, f).id()));
        heroes.push(HeroRow {
            name: w.hero_name(h)?,
            title: locale.text(&format!("hero-{}-title", h.id()))?,
            normans: power(Faction::Normans)?,
            bretons: power(Faction::Bretons)?,
            face: faces.get(&format!("hero-{}", h.id())).cloned(),
        });
    }
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
        heroes,
        faces,
        art: input.art.paths(),
    };
    Ok((data, files))
}
