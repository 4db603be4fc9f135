//! Joute's game.toml: what every game has (`[game]`, `[theme]`), the play facts (`[play]`), the
//! board and its special spaces (`[board]`), the cards (`[[cards]]`, whose names the reference
//! leaves open and which are chosen there once), and the rulesets, each a set of switches the
//! engine is built from.

use super::engine::{CardKind, Deck, MAX_CARDS, MAX_FINISH, MAX_HAND, MAX_KINDS, MAX_SEATS, Rules, Space};
use crate::content::GameMeta;
use crate::content::meta::{RawMeta, RawTheme, Reader, read_meta, toml_error};
use crate::diagnostic::{Diagnostic, Diagnostics};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// The colours the game's drawings use, with their defaults (`[theme.colours]`): the ink and
/// paper, the board's, and one per knight (J1.3).
pub const COLOURS: [(&str, &str); 22] = [
    ("ink", "#2b2118"),
    ("paper", "#f4ecd8"),
    ("gold", "#d8a933"),
    ("argent", "#fbf8f0"),
    ("sable", "#1c1a18"),
    ("steel", "#9aa4ad"),
    ("wood", "#8a5a2b"),
    ("leather", "#6b4226"),
    ("flesh", "#e8b890"),
    ("cloud", "#7d8a99"),
    ("acquired", "#2f5d8a"),
    ("adversity", "#8e2424"),
    ("negative", "#c8332b"),
    ("positive", "#3f7a3a"),
    ("field", "#9cbf73"),
    ("sand", "#e6d3a3"),
    ("special", "#b5412f"),
    ("board", "#efe3c4"),
    ("knight-1", "#c0302b"),
    ("knight-2", "#2553a3"),
    ("knight-3", "#2f8a3c"),
    ("knight-4", "#e0b21f"),
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    game: RawMeta,
    theme: Option<RawTheme>,
    play: RawPlay,
    board: RawBoard,
    cards: Vec<RawCard>,
    rulesets: BTreeMap<String, Spanned<RawRuleset>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlay {
    hand: Spanned<i64>,
    die: Spanned<i64>,
    destiny: Spanned<[i64; 2]>,
    adversity_max: Spanned<i64>,
    adversity_loss: Spanned<i64>,
    turn_limit: Spanned<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    finish: Spanned<i64>,
    size: Spanned<f64>,
    #[serde(default)]
    spaces: Vec<RawSpace>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpace {
    space: Spanned<i64>,
    id: Spanned<String>,
    effect: Spanned<String>,
    #[serde(default)]
    gain: Option<Spanned<i64>>,
    #[serde(default)]
    unless_card: Option<Spanned<String>>,
    #[serde(default)]
    unless_acquired: Option<Spanned<i64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: Spanned<String>,
    kind: Spanned<String>,
    copies: Spanned<i64>,
    #[serde(default)]
    destiny: Option<Spanned<i64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuleset {
    bounce: bool,
    negative_start: bool,
}

/// A kind of card: its id (which names its face, its art and its messages) and what it does.
#[derive(Clone, Debug, PartialEq)]
pub struct CardDef {
    pub id: String,
    pub kind: CardKind,
    pub copies: u8,
}

impl CardDef {
    pub fn is_acquired(&self) -> bool {
        matches!(self.kind, CardKind::Acquired { .. })
    }
}

/// A special space of the board (J4): its number, its id (which names its messages) and what it
/// does, as the engine reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct SpaceDef {
    pub space: u8,
    pub id: String,
    pub effect: Space,
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
    /// The kinds of card, in the order of game.toml (the engine's kind indexes).
    pub cards: Vec<CardDef>,
    pub spaces: Vec<SpaceDef>,
    /// The printed board's side in millimetres, without its bleed.
    pub board_size: f64,
    pub rulesets: Vec<RulesetDef>,
    source: String,
}

const EFFECTS: &str =
    "\"relief\" (J4.1, with `gain`) or \"start\" (J4.2; with `unless_card` J4.3, or `unless_acquired` J4.4)";

impl GameDef {
    pub fn parse_in(file: &str, source: &str, folder: &str) -> Result<GameDef, Diagnostics> {
        // The game as written: its variant rulesets are read apart (`crate::content::variants`),
        // blanked here with every line kept where it was.
        let (written, _) = crate::content::variants::split(file, source)?;
        let source = written.as_str();
        let raw: RawGame = toml::from_str(source).map_err(|e| {
            let mut d = toml_error(file, source, &e);
            // A number written in a ruleset: say where numbers go.
            let at = e.span().map_or(0, |s| s.start).min(source.len());
            let table = source[..at].rfind("\n[").map_or("", |i| &source[i + 1..]);
            if e.message().contains("unknown field") && table.starts_with("[rulesets.") {
                d = d.with_hint(
                    "a ruleset holds the switches `bounce` and `negative_start`; the game's numbers are in [play] and [board]",
                );
            }
            Diagnostics(vec![d])
        })?;
        let mut r = Reader::new(file, source);
        let meta = read_meta(&mut r, &raw.game, raw.theme.as_ref(), folder, &COLOURS);
        if meta.seats.0 < 2 || meta.seats.1 as usize > MAX_SEATS {
            let span = raw.game.max_seats.clone().or(raw.game.min_seats.clone()).map(|s| s.span()).unwrap_or(0..0);
            r.error(
                &Spanned::new(span, ()),
                "game.max_seats",
                format!("{} to {} players: the engine plays 2 to {MAX_SEATS} (J1.3)", meta.seats.0, meta.seats.1),
                "set min_seats = 2 and max_seats = 4",
            );
        }
        let cards = read_cards(&mut r, &raw.cards);
        let deck = Deck::new(&cards.iter().map(|c| (c.kind, c.copies)).collect::<Vec<_>>());
        let p = &raw.play;
        let hand = r.int(&p.hand, "play.hand", 1..=(MAX_HAND as i64 - 2), "the cards dealt to each player (J2.2)");
        let die = r.int(&p.die, "play.die", 2..=20, "the faces of the die (J1.1)");
        let [lo, hi] = *p.destiny.get_ref();
        let destiny_min =
            r.wide_int(&Spanned::new(p.destiny.span(), lo), "play.destiny", -30..=-1, "the scale's low end (J1.2)");
        let destiny_max =
            r.wide_int(&Spanned::new(p.destiny.span(), hi), "play.destiny", 1..=30, "the scale's high end (J1.2)");
        let adversity_kinds = cards.iter().filter(|c| !c.is_acquired()).count() as i64;
        let adversity_max = r.int(
            &p.adversity_max,
            "play.adversity_max",
            1..=adversity_kinds.max(1),
            "the most Adversity cards in front of a player, all of different kinds (J3.3 b)",
        );
        let adversity_loss = r.int(
            &p.adversity_loss,
            "play.adversity_loss",
            1..=30,
            "how far an Adversity card moves a marker down (J3.3 b)",
        );
        let turn_limit =
            r.wide_int(&p.turn_limit, "play.turn_limit", 10..=10_000_000, "the turns after which a game stops (J6.4)");
        let finish = r.int(&raw.board.finish, "board.finish", 10..=MAX_FINISH as i64, "the last space (J1.2, J6.1)");
        let board_size = *raw.board.size.get_ref();
        if !(100.0..=1000.0).contains(&board_size) {
            let message = format!("must be between 100 and 1000 mm, found {board_size}");
            r.error(&raw.board.size, "board.size", message, "the printed board's side, e.g. 400");
        }
        let spaces = read_spaces(&mut r, &raw.board.spaces, &cards, finish);
        let total = deck.total();
        if total > MAX_CARDS {
            r.error(&Spanned::new(0..0, ()), "cards", format!("{total} cards: at most {MAX_CARDS}"), "");
        } else if total < meta.seats.1 as usize * hand as usize {
            let hint = "add cards, or deal fewer (play.hand)";
            let message = format!("{total} cards cannot deal {hand} to each of {} players (J2.2)", meta.seats.1);
            r.error(&p.hand, "play.hand", message, hint);
        }
        let mut base = Rules {
            hand,
            die,
            destiny_min: destiny_min as i8,
            destiny_max: destiny_max as i8,
            adversity_max,
            adversity_loss,
            finish,
            spaces: [Space::Plain; MAX_FINISH + 1],
            deck,
            bounce: true,
            negative_start: true,
            turn_limit: turn_limit as u32,
        };
        for s in &spaces {
            base.spaces[s.space as usize] = s.effect;
        }
        let mut rulesets = Vec::new();
        for (name, rs) in &raw.rulesets {
            let key = format!("rulesets.{name}");
            r.name(&Spanned::new(rs.span(), name.clone()), &key);
            let rules = Rules { bounce: rs.get_ref().bounce, negative_start: rs.get_ref().negative_start, ..base };
            rulesets.push(RulesetDef { name: name.clone(), rules });
        }
        if rulesets.is_empty() {
            r.error(
                &Spanned::new(0..0, ()),
                "rulesets",
                "game.toml defines no ruleset".into(),
                "add [rulesets.standard]",
            );
        }
        r.finish()?;
        Ok(GameDef { meta, cards, spaces, board_size, rulesets, source: source.to_string() })
    }

    /// The ruleset a simulation plays when none is named.
    pub fn default_ruleset(&self) -> &str {
        self.rulesets.iter().find(|r| r.name == "standard").unwrap_or(&self.rulesets[0]).name.as_str()
    }

    /// The rules of the default ruleset, which the cards and rulebooks tell.
    pub fn default_rules(&self) -> Rules {
        self.rules(self.default_ruleset()).expect("the default ruleset exists")
    }

    pub fn rules(&self, name: &str) -> Result<Rules, Box<Diagnostic>> {
        match self.rulesets.iter().find(|r| r.name == name) {
            Some(r) => Ok(r.rules),
            None => {
                let names: Vec<&str> = self.rulesets.iter().map(|r| r.name.as_str()).collect();
                // At the first ruleset of game.toml.
                let at = self.source.find("[rulesets.").map_or(0..0, |i| i..i + 1);
                Err(Box::new(
                    Diagnostic::at(&self.meta.file, &self.source, at, format!("no ruleset named {name:?}"))
                        .with_key("rulesets")
                        .with_hint(format!("game.toml defines the rulesets: {}", names.join(", "))),
                ))
            }
        }
    }

    /// A problem located at the table of game.toml whose `id` is `id` (a card or a space).
    pub fn at_id(&self, id: &str, message: String) -> Diagnostic {
        let needle = format!("\"{id}\"");
        let found = self.source.lines().scan(0, |start, line| {
            let at = *start;
            *start += line.len() + 1;
            Some((at, line))
        });
        let span = found
            .filter(|(_, l)| l.trim_start().starts_with("id") && l.contains(&needle))
            .map(|(at, l)| at + l.find(&needle).unwrap_or(0)..at + l.find(&needle).unwrap_or(0) + needle.len())
            .next()
            .unwrap_or(0..0);
        Diagnostic::at(&self.meta.file, &self.source, span, message)
    }

    /// The kind index of the card `id`.
    pub fn card_index(&self, id: &str) -> Option<u8> {
        self.cards.iter().position(|c| c.id == id).map(|i| i as u8)
    }

    pub fn card_id(&self, kind: u8) -> &str {
        &self.cards[kind as usize].id
    }

    /// The special space numbered `space`, if it is one.
    pub fn space(&self, space: u8) -> Option<&SpaceDef> {
        self.spaces.iter().find(|s| s.space == space)
    }
}

fn read_cards(r: &mut Reader, raw: &[RawCard]) -> Vec<CardDef> {
    let mut cards: Vec<CardDef> = Vec::new();
    if raw.len() > MAX_KINDS {
        r.error(&raw[MAX_KINDS].id, "cards", format!("{} kinds of card: at most {MAX_KINDS}", raw.len()), "");
    }
    for c in raw.iter().take(MAX_KINDS) {
        let id = r.name(&c.id, "cards.id");
        if cards.iter().any(|o| o.id == id) {
            r.error(&c.id, "cards.id", format!("two kinds of card are named {id:?}"), "give each kind its own id");
        }
        let copies = r.int(&c.copies, "cards.copies", 1..=16, "the copies of a card (J1.4)");
        let kind = match (c.kind.get_ref().as_str(), &c.destiny) {
            ("acquired", Some(d)) => {
                CardKind::Acquired { destiny: r.int(d, "cards.destiny", 1..=30, "an Acquired card's gain (J3.3 a)") }
            }
            ("acquired", None) => {
                r.error(
                    &c.kind,
                    "cards.destiny",
                    format!("the Acquired card {id:?} needs `destiny`"),
                    "e.g. destiny = 1 (J3.3 a)",
                );
                CardKind::Acquired { destiny: 1 }
            }
            ("adversity", Some(d)) => {
                let hint = "an Adversity card moves a marker down by play.adversity_loss (J3.3 b): remove `destiny`";
                r.error(d, "cards.destiny", format!("the Adversity card {id:?} has no destiny of its own"), hint);
                CardKind::Adversity
            }
            ("adversity", None) => CardKind::Adversity,
            (other, _) => {
                let hint = "use \"acquired\" (J3.3 a) or \"adversity\" (J3.3 b)";
                r.error(&c.kind, "cards.kind", format!("unknown kind of card {other:?}"), hint);
                CardKind::Adversity
            }
        };
        cards.push(CardDef { id, kind, copies });
    }
    cards
}

fn read_spaces(r: &mut Reader, raw: &[RawSpace], cards: &[CardDef], finish: u8) -> Vec<SpaceDef> {
    let mut spaces: Vec<SpaceDef> = Vec::new();
    let acquired_kinds = cards.iter().filter(|c| c.is_acquired()).count() as i64;
    for s in raw {
        let on_track = (1..finish as i64).contains(s.space.get_ref());
        let space = r.wide_int(&s.space, "board.spaces.space", 1..=finish as i64 - 1, "a special space (J4)") as u8;
        // A space off the track is reported above, not again as the space it falls back to.
        if on_track && spaces.iter().any(|o| o.space == space) {
            r.error(&s.space, "board.spaces.space", format!("space {space} is given twice"), "one effect per space");
        }
        let id = r.name(&s.id, "board.spaces.id");
        if spaces.iter().any(|o| o.id == id) {
            r.error(&s.id, "board.spaces.id", format!("two special spaces are named {id:?}"), "");
        }
        let stray = |r: &mut Reader, v: Option<&Spanned<()>>, key: &str, effect: &str| {
            if let Some(v) = v {
                r.error(v, &format!("board.spaces.{key}"), format!("a {effect:?} space takes no `{key}`"), EFFECTS);
            }
        };
        let unit = |v: &Option<Spanned<i64>>| v.as_ref().map(|v| Spanned::new(v.span(), ()));
        let unit_s = |v: &Option<Spanned<String>>| v.as_ref().map(|v| Spanned::new(v.span(), ()));
        let effect = match s.effect.get_ref().as_str() {
            "relief" => {
                stray(r, unit_s(&s.unless_card).as_ref(), "unless_card", "relief");
                stray(r, unit(&s.unless_acquired).as_ref(), "unless_acquired", "relief");
                let gain = match &s.gain {
                    Some(g) => r.int(g, "board.spaces.gain", 0..=30, "the relief's gain (J4.1)"),
                    None => {
                        r.error(
                            &s.effect,
                            "board.spaces.gain",
                            "a relief space needs `gain`".into(),
                            "e.g. gain = 3 (J4.1)",
                        );
                        0
                    }
                };
                Space::Relief { gain }
            }
            "start" => {
                stray(r, unit(&s.gain).as_ref(), "gain", "start");
                match (&s.unless_card, &s.unless_acquired) {
                    (Some(c), None) => match cards.iter().position(|k| &k.id == c.get_ref()) {
                        Some(i) if cards[i].is_acquired() => Space::StartUnlessCard(i as u8),
                        found => {
                            let names: Vec<&str> =
                                cards.iter().filter(|k| k.is_acquired()).map(|k| k.id.as_str()).collect();
                            let what = if found.is_some() { "is not an Acquired card" } else { "is no card" };
                            let hint = format!("{} (J4.3)", crate::diagnostic::listed("Acquired cards", &names));
                            r.error(c, "board.spaces.unless_card", format!("{:?} {what}", c.get_ref()), &hint);
                            Space::Start
                        }
                    },
                    (None, Some(n)) => {
                        let what = "the Acquired cards that keep a pawn on the space (J4.4)";
                        Space::StartUnlessCount(r.int(
                            n,
                            "board.spaces.unless_acquired",
                            1..=acquired_kinds.max(1),
                            what,
                        ))
                    }
                    (Some(c), Some(_)) => {
                        r.error(c, "board.spaces", "give `unless_card` or `unless_acquired`, not both".into(), EFFECTS);
                        Space::Start
                    }
                    (None, None) => Space::Start,
                }
            }
            other => {
                r.error(
                    &s.effect,
                    "board.spaces.effect",
                    format!("unknown effect {other:?}"),
                    &format!("use {EFFECTS}"),
                );
                Space::Plain
            }
        };
        spaces.push(SpaceDef { space, id, effect });
    }
    spaces.sort_by_key(|s| s.space);
    spaces
}
