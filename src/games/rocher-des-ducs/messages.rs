//! The messages Le rocher des ducs's code asks each language for, and the variables it passes
//! to each: declared once, checked against every locale and against what the code passes.

use crate::content::clarifications::Interpretations;
use crate::content::messages::MessageContract;
use std::sync::LazyLock;

/// Every message with its variables.
pub const MESSAGES: &[(&str, &[&str])] = &[
    // How a game of a balance study ended (an id of its ends).
    ("balance-end", &["end"]),
    ("faction-normans", &[]),
    ("faction-bretons", &[]),
    ("faction-mercenaries", &[]),
    ("back-heroes", &[]),
    ("hero-richard", &[]),
    ("hero-richard-title", &[]),
    ("hero-hoel", &[]),
    ("hero-hoel-title", &[]),
    ("hero-mainard", &[]),
    ("hero-mainard-title", &[]),
    ("hero-nordoard", &[]),
    ("hero-nordoard-title", &[]),
    ("hero-hugues", &[]),
    ("hero-hugues-title", &[]),
    ("hero-lothaire", &[]),
    ("hero-lothaire-title", &[]),
    ("hero-aubert", &[]),
    ("hero-aubert-title", &[]),
    ("hero-gabriel", &[]),
    ("hero-gabriel-title", &[]),
    ("power-for-normans", &[]),
    ("power-for-bretons", &[]),
    ("power-for-both", &[]),
    ("power-free", &[]),
    ("power-weight", &[]),
    ("power-mainard", &[]),
    ("power-move", &[]),
    ("power-lothaire", &[]),
    ("power-aubert", &[]),
    ("power-gabriel", &[]),
    ("summary-title", &[]),
    ("summary-formations", &[]),
    ("formation-three", &[]),
    ("formation-colour-run", &[]),
    ("formation-run", &[]),
    ("formation-colour", &[]),
    ("formation-sum", &[]),
    ("summary-tie", &[]),
    ("summary-claims-title", &[]),
    ("summary-claims", &["cards"]),
    ("summary-turn-title", &[]),
    ("summary-turn", &["hand", "hand-four", "hand-six", "players-max"]),
    ("summary-victory-title", &[]),
    ("victory-majority", &["majority"]),
    ("victory-breakthrough", &["breakthrough"]),
    ("victory-encirclement", &["ramparts"]),
    ("summary-king", &[]),
];

/// The variables every rulebook message (`rb-*`) receives: the game's figures, from game.toml
/// and the engine's rules, and `hero-limit`, how the heroic game the book teaches reads D8.1
/// (`opponent-heroes` or `opponent-cards`, its ruleset's `hero_limit`).
pub const RULEBOOK_GLOBALS: &[&str] = &[
    "game",
    "designer",
    "players-min",
    "players-max",
    "age",
    "minutes-min",
    "minutes-max",
    "ramparts",
    "hand",
    "hand-four",
    "hand-six",
    "warriors",
    "heroes",
    "values",
    "copies",
    "side-max",
    "majority",
    "breakthrough",
    "high",
    "hero-limit",
];

/// The rulebook's sections: each has a `-title` and a `-body` message.
pub const SECTIONS: &[&str] = &[
    "rb-history",
    "rb-components",
    "rb-goal",
    "rb-setup",
    "rb-turn",
    "rb-ramparts",
    "rb-formations",
    "rb-ties",
    "rb-claims",
    "rb-proof",
    "rb-drawing",
    "rb-rally",
    "rb-victory",
    "rb-king",
    "rb-stalled",
    "rb-heroic",
    "rb-heroes-limits",
    "rb-teams",
    "rb-kingdom",
    "rb-royale",
    "rb-credits",
    "rb-quickref",
];

/// The variables of a step of an example.
const STEP: &[&str] = &["player", "faction", "team"];
/// The variables of an example's caption (docs in content/rocher-des-ducs/examples.toml).
pub const CAPTION: &[&str] = &[
    "normans-won",
    "bretons-won",
    "victory",
    "winner",
    "rampart",
    "normans-formation",
    "normans-sum",
    "bretons-formation",
    "bretons-sum",
    "first",
];

/// The rulebook's messages with their own variables (besides [`RULEBOOK_GLOBALS`]).
pub const RULEBOOK: &[(&str, &[&str])] = &[
    ("rb-doc-title", &[]),
    ("rb-subtitle", &[]),
    // The heading over the heroes' examples, one per power.
    ("rb-heroes-examples-title", &[]),
    // The cover's line of players, age and playing time (globals `players-*`, `age`, `minutes-*`).
    ("rb-cover-facts", &[]),
    ("rb-toc-title", &[]),
    ("rb-example-label", &[]),
    ("rb-clarification", &["id"]),
    ("rb-component-warriors", &[]),
    ("rb-component-heroes", &[]),
    ("rb-component-backs", &[]),
    ("rb-component-summary", &[]),
    ("rb-heroes-table-hero", &[]),
    ("rb-heroes-table-normans", &[]),
    ("rb-heroes-table-bretons", &[]),
    ("rb-card", &["colour", "value"]),
    ("rb-formation", &["formation"]),
    ("rb-formation-row", &["formation", "sum"]),
    ("rb-label-seat", &["player", "faction"]),
    ("rb-label-won", &["faction"]),
    ("rb-label-sealed", &[]),
    ("rb-notes-title", &[]),
    ("rb-label-before", &[]),
    ("rb-label-after", &[]),
    ("rb-diagram-alt", &["ramparts", "normans-won", "bretons-won"]),
    ("rb-step-lay", &["player", "faction", "team", "card", "rampart", "new"]),
    ("rb-step-free", &["player", "faction", "team", "hero", "card", "rampart", "new"]),
    ("rb-step-weight", &["player", "faction", "team", "hero", "card", "rampart", "new"]),
    ("rb-step-mainard", &["player", "faction", "team", "hero", "card", "from", "to"]),
    ("rb-step-move", &["player", "faction", "team", "hero", "card", "from", "to"]),
    ("rb-step-lothaire", &["player", "faction", "team", "hero", "card", "rampart", "new"]),
    ("rb-step-aubert", &["player", "faction", "team", "hero", "rampart"]),
    ("rb-step-gabriel", &["player", "faction", "team", "hero", "rampart"]),
    ("rb-step-pass", STEP),
    (
        "rb-step-claim",
        &["player", "faction", "team", "rampart", "formation", "sum", "against", "against-sum", "complete"],
    ),
    (
        "rb-step-refused",
        &["player", "faction", "team", "rampart", "formation", "sum", "against", "against-sum", "rule"],
    ),
    ("rb-step-resolved", &["player", "faction", "team", "rampart", "won"]),
    ("rb-step-rally", &["player", "faction", "team", "count", "pile"]),
    ("rb-step-draw", &["player", "faction", "team", "pile", "card"]),
    ("rb-step-gift", &["player", "faction", "team", "card", "partner"]),
    ("rb-step-end", &["victory", "winner", "reached"]),
];

/// The variables of message `id`.
pub fn variables(id: &str) -> Vec<&'static str> {
    if let Some((_, v)) = MESSAGES.iter().find(|(m, _)| *m == id) {
        return v.to_vec();
    }
    if !id.starts_with("rb-") {
        return Vec::new();
    }
    let own: &[&str] = match RULEBOOK.iter().find(|(m, _)| *m == id) {
        Some((_, v)) => v,
        None if id.starts_with("rb-ex-") && id.ends_with("-caption") => CAPTION,
        None => &[],
    };
    RULEBOOK_GLOBALS.iter().chain(own).copied().collect()
}

/// The contract of the game's messages: the cards', and the rulebook's with the caption of
/// each worked example of examples.toml.
pub struct Contract {
    pub examples: Vec<String>,
}

impl MessageContract for Contract {
    fn used(&self) -> Vec<String> {
        let mut ids: Vec<String> = MESSAGES.iter().chain(RULEBOOK).map(|(id, _)| id.to_string()).collect();
        for s in SECTIONS {
            ids.push(format!("{s}-title"));
            ids.push(format!("{s}-body"));
        }
        ids.extend(self.examples.iter().map(|e| format!("rb-ex-{e}-caption")));
        ids
    }

    fn variables(&self, id: &str) -> Vec<String> {
        variables(id).into_iter().map(String::from).collect()
    }

    fn interpretations(&self) -> Option<&Interpretations> {
        Some(interpretations())
    }
}

/// The interpretations of the rules the engine follows, as `docs/rocher-des-ducs-rules.md` declares them
/// (embedded at compile time): the rulebooks' clarifications name them.
pub fn interpretations() -> &'static Interpretations {
    static DECLARED: LazyLock<Interpretations> = LazyLock::new(|| {
        let doc = include_str!("../../../docs/rocher-des-ducs-rules.md");
        Interpretations::parse("docs/rocher-des-ducs-rules.md", doc).unwrap_or_else(|e| panic!("{e}"))
    });
    &DECLARED
}

/// Formats message `id` with `args`, which must be among the variables declared for it.
pub fn format(
    locale: &crate::content::Locale,
    id: &str,
    args: &fluent_bundle::FluentArgs,
) -> Result<String, crate::content::TextError> {
    crate::content::messages::format_declared(locale, id, args, &variables(id), "src/games/rocher-des-ducs/messages.rs")
}
