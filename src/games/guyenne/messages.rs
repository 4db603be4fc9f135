//! Guyenne's message contract: the messages its code asks for and the variables it passes to
//! each (docs/rulebook-messages.md lists them for translators). The pipeline checks every
//! locale against it (`content::messages`).

use super::{Examples, GameDef};
use crate::content::clarifications::Interpretations;
use crate::content::messages::MessageContract;
use std::sync::LazyLock;

/// Variables every rulebook message receives (docs/rulebook-messages.md).
pub const RULEBOOK_GLOBALS: [&str; 25] = [
    "game",
    "castles",
    "hand",
    "draw",
    "max",
    "cards",
    "side-cards",
    "numbered",
    "card-list",
    "limit",
    "expert-limit",
    "set-aside",
    "isolated",
    "grouped",
    "sweep",
    "summary-cards",
    "players-min",
    "players-max",
    "age",
    "minutes-min",
    "minutes-max",
    "edition",
    "authors",
    "illustrator",
    "publisher",
];

/// Variables of a battle, given to battle captions, steps and alt texts.
pub const BATTLE: [&str; 17] = [
    "castle",
    "position",
    "holder",
    "attacker",
    "english-cards",
    "french-cards",
    "english",
    "french",
    "english-hero",
    "french-hero",
    "conceded",
    "winner",
    "control",
    "removed-english",
    "removed-french",
    "english-count",
    "french-count",
];

/// What a battle example adds: the loser, its strongest card, how many removals it could
/// choose among (those no smaller removal is part of), which they are, and the cards removed
/// (R9.2).
pub const BATTLE_REMOVAL: [&str; 5] = ["loser", "strongest", "options", "choices", "removed"];

/// The variables of the summary cards (`faces::summary_args`).
pub const SUMMARY: [&str; 14] = [
    "hand",
    "draw",
    "max",
    "castles",
    "sweep",
    "limit",
    "isolated",
    "grouped",
    "scoring",
    "removal",
    "removal-level",
    "expert",
    "expert-limit",
    "set-aside",
];

/// The variables the code passes to message `id`, beyond nothing; `None` when the code passes none.
pub fn variables(id: &str) -> Vec<&'static str> {
    let extra: &[&str] = match id {
        "rb-ex-setup-caption" | "rb-ex-setup-alt" => &["deck", "first"],
        "rb-ex-round-intro" => &["round", "first", "line"],
        "rb-ex-round-caption" | "rb-ex-round-alt" => &["round", "first", "line"],
        "rb-step-place" => &["step", "side", "castle", "position", "count", "cards", "action"],
        "rb-step-refill" => &["side", "count", "deck"],
        "rb-step-next" => &["first"],
        // One castle of a `$line` list: its place in the line, its name and its holder.
        "rb-castle-owner" => &["owner", "position", "castle"],
        "rb-label-seat" => &["side", "member"],
        // Over the cards a battle removed: one or several.
        "rb-label-removed" => &["count"],
        // The label of a clarification names the interpretation it states.
        "rb-clarification" => &["id"],
        "rb-card-count" => return vec!["count", "value"],
        // How a game of a balance study ended (an id of its end reasons).
        "balance-end" => return vec!["end"],
        "rb-ex-scoring-caption" | "rb-ex-scoring-caption-2021" | "rb-ex-scoring-alt" => &[
            "english-points",
            "french-points",
            "english-unspent",
            "french-unspent",
            "english-castles",
            "french-castles",
            "english-group",
            "french-group",
            "winner",
            "points-tie",
            "line",
        ],
        "rb-ex-expert-caption" | "rb-ex-expert-alt" => &["deck"],
        "rb-ex-seating-caption" | "rb-ex-seating-alt" => &[
            "english-given",
            "english-given-cards",
            "english-kept",
            "french-given",
            "french-given-cards",
            "french-kept",
        ],
        "rb-step-battle" | "rb-battle-alt" => &BATTLE,
        _ if id.starts_with("rb-ex-") && id.ends_with("-caption") => &BATTLE,
        _ if id.starts_with("summary-") => return SUMMARY.to_vec(),
        _ if id.starts_with("rb-") => &[],
        _ => return Vec::new(),
    };
    let mut vars: Vec<&str> = RULEBOOK_GLOBALS.to_vec();
    vars.extend_from_slice(extra);
    // A battle example's caption and alt text also learn what the loser could remove (R9.2).
    let battle_example =
        id == "rb-battle-alt" || (id.starts_with("rb-ex-") && id.ends_with("-caption") && extra == BATTLE);
    if battle_example {
        vars.extend(BATTLE_REMOVAL);
    }
    vars
}

/// The messages the code itself asks for, given the game definition and its examples.
pub fn used_by_code(def: &GameDef, examples: Option<&Examples>) -> Vec<String> {
    let mut ids: Vec<String> = [
        "side-english",
        "side-french",
        "card-hero",
        "card-castle",
        "card-first-player",
        "card-summary",
        "rb-doc-title",
        "rb-and",
        "rb-or",
        "rb-card-count",
        "rb-hero-short",
        "rb-label-deck",
        "rb-label-discard",
        "rb-label-hand",
        "rb-label-removed",
        "rb-label-castles",
        "rb-label-points",
        "rb-label-table",
        "rb-label-seat",
        "rb-battle-alt",
        "rb-castle-owner",
        "rb-ex-setup-alt",
        "rb-ex-round-intro",
        "rb-step-place",
        "rb-step-battle",
        "rb-step-refill",
        "rb-step-next",
        "rb-ex-round-alt",
        "rb-ex-scoring-alt",
        "rb-ex-scoring-caption-2021",
        "rb-ex-expert-alt",
        "rb-ex-seating-alt",
        "balance-end",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    ids.extend(def.castles.iter().map(|c| format!("castle-{c}")));
    for side in &def.sides {
        ids.push(format!("hero-{}", side.hero));
        ids.push(format!("hero-{}-title", side.hero));
    }
    for n in 1..=def.summary_cards {
        ids.push(format!("summary-{n}-title"));
        ids.push(format!("summary-{n}-body"));
    }
    ids.extend(crate::games::guyenne::rulebook::COMPONENT_FACES.iter().map(|(id, _)| id.to_string()));
    if let Some(examples) = examples {
        ids.extend(examples.examples.iter().map(|e| format!("rb-ex-{}-caption", e.id)));
    }
    ids
}

/// The contract of one loaded game: its code's messages depend on its castles, heroes, summary
/// cards and examples.
pub struct Contract {
    used: Vec<String>,
}

impl Contract {
    pub fn new(def: &GameDef, examples: Option<&Examples>) -> Contract {
        Contract { used: used_by_code(def, examples) }
    }
}

impl MessageContract for Contract {
    fn used(&self) -> Vec<String> {
        self.used.clone()
    }

    fn variables(&self, id: &str) -> Vec<String> {
        variables(id).into_iter().map(String::from).collect()
    }

    fn interpretations(&self) -> Option<&Interpretations> {
        Some(interpretations())
    }

    fn template_prefixes(&self) -> &[&'static str] {
        &["rb-", "game-name", "side-"]
    }
}

/// The interpretations of the rules the engine follows, as `docs/guyenne-rules.md` declares them
/// (embedded at compile time): the rulebooks' clarifications name them.
pub fn interpretations() -> &'static Interpretations {
    static DECLARED: LazyLock<Interpretations> = LazyLock::new(|| {
        let doc = include_str!("../../../docs/guyenne-rules.md");
        Interpretations::parse("docs/guyenne-rules.md", doc).unwrap_or_else(|e| panic!("{e}"))
    });
    &DECLARED
}

/// Formats message `id` with `args`, which must be among the variables the contract declares
/// for it: the declaration that checks the translations also checks what the code passes, so
/// that the two cannot drift apart.
pub fn format(
    locale: &crate::content::Locale,
    id: &str,
    args: &fluent_bundle::FluentArgs,
) -> Result<String, crate::content::TextError> {
    crate::content::messages::format_declared(locale, id, args, &variables(id), "src/games/guyenne/messages.rs")
}
