//! The messages Joute's code asks each language for, and the variables it passes to each:
//! declared once, checked against every locale and against what the code passes. Some ids
//! follow game.toml: `card-ID` for each kind of card and `space-ID` for each special space.

use crate::content::clarifications::Interpretations;
use crate::content::messages::MessageContract;
use std::sync::LazyLock;

/// Every fixed message of the cards, the board and the tokens, with its variables.
pub const MESSAGES: &[(&str, &[&str])] = &[
    // How a game of a balance study ended (an id of its ends).
    ("balance-end", &["end"]),
    ("kind-acquired", &[]),
    ("kind-adversity", &[]),
    ("rule-acquired", &["gain"]),
    ("rule-adversity", &["loss"]),
    ("rule-saves", &["space"]),
    ("effect-relief", &["gain"]),
    ("effect-start", &[]),
    ("effect-start-unless-card", &["card"]),
    ("effect-start-unless-acquired", &["count"]),
    ("summary-title", &[]),
    ("summary-turn-title", &[]),
    ("summary-move", &[]),
    ("summary-draw", &[]),
    ("summary-play", &["loss", "max"]),
    ("summary-negative", &[]),
    ("summary-spaces-title", &[]),
    ("summary-end-title", &[]),
    ("summary-end", &["finish", "bounce"]),
    ("summary-bounce", &["finish"]),
    ("board-start", &[]),
    ("board-finish", &[]),
    ("board-destiny", &["low", "high"]),
    ("board-negative", &[]),
    ("board-pile", &[]),
    ("board-discard", &[]),
    ("board-exact", &[]),
    ("doc-board", &["game"]),
    ("doc-tokens", &["game", "paper"]),
    ("tokens-pawns", &[]),
    ("tokens-pawns-howto", &[]),
    ("tokens-markers", &[]),
    ("tokens-markers-howto", &[]),
    ("tokens-die", &[]),
    ("tokens-die-howto", &[]),
    ("alt-knight", &["knight"]),
    ("alt-die", &[]),
    ("alt-board", &["game"]),
];

/// The variables every rulebook message (`rb-*`) receives: the game's figures, from game.toml.
pub const RULEBOOK_GLOBALS: &[&str] = &[
    "game",
    "players-min",
    "players-max",
    "age",
    "minutes-min",
    "minutes-max",
    "variants",
    "cards",
    "acquired",
    "adversity",
    "acquired-kinds",
    "adversity-kinds",
    "gain-high",
    "gain-low",
    "gains",
    "hand",
    "die",
    "low",
    "high",
    "finish",
    "adversity-max",
    "adversity-loss",
    "turn-limit",
    "bounce",
    "negative-start",
    "below-start",
];

/// The rulebook's sections: each has a `-title` and a `-body` message.
pub const SECTIONS: &[&str] = &[
    "rb-intro",
    "rb-components",
    "rb-goal",
    "rb-setup",
    "rb-turn",
    "rb-move",
    "rb-draw",
    "rb-play",
    "rb-acquired",
    "rb-adversity",
    "rb-discard",
    "rb-spaces",
    "rb-empty",
    "rb-end",
    "rb-variants",
    "rb-credits",
    "rb-quickref",
];

/// The variables of an example's caption (docs in content/joute/examples.toml).
pub const CAPTION: &[&str] = &["player", "space", "destiny", "winner"];

/// The rulebook's messages with their own variables (besides [`RULEBOOK_GLOBALS`]).
pub const RULEBOOK: &[(&str, &[&str])] = &[
    ("rb-doc-title", &[]),
    ("rb-subtitle", &[]),
    ("rb-cover-players", &[]),
    ("rb-cover-age", &[]),
    ("rb-cover-minutes", &[]),
    ("rb-toc-title", &[]),
    ("rb-example-label", &[]),
    ("rb-clarification", &["id"]),
    ("rb-component-acquired", &[]),
    ("rb-component-adversity", &[]),
    ("rb-component-summary", &[]),
    ("rb-component-board", &[]),
    ("rb-cards-gallery-acquired", &[]),
    ("rb-cards-gallery-adversity", &[]),
    ("rb-cards-table-name", &[]),
    ("rb-cards-table-family", &[]),
    ("rb-cards-table-value", &[]),
    ("rb-cards-table-copies", &[]),
    ("rb-card-saves", &["space"]),
    ("rb-label-player", &["player"]),
    ("rb-label-hand", &[]),
    ("rb-label-front", &[]),
    ("rb-label-before", &[]),
    ("rb-legend-title", &[]),
    ("rb-legend-players", &[]),
    ("rb-legend-was", &[]),
    ("rb-legend-move", &[]),
    ("rb-legend-new", &[]),
    ("rb-legend-gone", &[]),
    ("rb-label-after", &[]),
    ("rb-notes-title", &[]),
    ("rb-relief-note", &[]),
    ("rb-variant-bounce", &[]),
    ("rb-variant-negative-start", &[]),
    ("rb-diagram-alt", &["first", "last", "players"]),
    ("rb-step-move", &["player", "from", "destiny", "die", "to", "bounced"]),
    ("rb-step-landing", &["player", "space", "name", "outcome", "card", "count", "back", "destiny"]),
    ("rb-step-draw", &["player", "card"]),
    ("rb-step-no-draw", &["player"]),
    ("rb-step-idle", &["player"]),
    ("rb-step-acquire", &["player", "card", "gain", "destiny"]),
    ("rb-step-strike", &["player", "card", "target", "loss", "back", "destiny"]),
    ("rb-step-discard", &["player", "card", "destiny"]),
    ("rb-step-end", &["winner"]),
];

/// The variables of message `id`, for any id (the per-card and per-space ones have none).
pub fn variables(id: &str) -> Vec<&'static str> {
    if let Some((_, v)) = MESSAGES.iter().chain(crate::content::messages::TILES.iter()).find(|(m, _)| *m == id) {
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

/// The contract of the game's messages: the fixed ones, one per card and special space of
/// game.toml, those of the board's tiles, and the rulebook's with the caption of each worked
/// example of examples.toml.
pub struct Contract {
    pub cards: Vec<String>,
    pub spaces: Vec<String>,
    pub examples: Vec<String>,
}

impl MessageContract for Contract {
    fn used(&self) -> Vec<String> {
        let mut ids: Vec<String> = MESSAGES.iter().map(|(id, _)| id.to_string()).collect();
        ids.extend(crate::content::messages::TILES.iter().map(|(id, _)| id.to_string()));
        ids.extend(self.cards.iter().map(|c| format!("card-{c}")));
        ids.extend(self.spaces.iter().map(|s| format!("space-{s}")));
        ids.extend(RULEBOOK.iter().map(|(id, _)| id.to_string()));
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

/// The interpretations of the rules the engine follows, as `docs/joute-rules.md` declares them
/// (embedded at compile time): the rulebooks' clarifications name them.
pub fn interpretations() -> &'static Interpretations {
    static DECLARED: LazyLock<Interpretations> = LazyLock::new(|| {
        let doc = include_str!("../../../docs/joute-rules.md");
        Interpretations::parse("docs/joute-rules.md", doc).unwrap_or_else(|e| panic!("{e}"))
    });
    &DECLARED
}

/// Formats message `id` with `args`, which must be among the variables declared for it.
pub fn format(
    locale: &crate::content::Locale,
    id: &str,
    args: &fluent_bundle::FluentArgs,
) -> Result<String, crate::content::TextError> {
    crate::content::messages::format_declared(locale, id, args, &variables(id), "src/games/joute/messages.rs")
}
