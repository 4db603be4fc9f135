//! Which messages the code and the templates use, with the variables the code passes to each,
//! and the checks of the locales against them: the same ids in every language as in French, no
//! message used but defined nowhere, no variable a message needs but is never given.

use super::diagnostic::Diagnostic;
use super::{Examples, GameDef, Locale};
use fluent_syntax::ast;

/// Variables every rulebook message receives (docs/rulebook-messages.md).
pub const RULEBOOK_GLOBALS: [&str; 28] = [
    "game",
    "castles",
    "hand",
    "draw",
    "max",
    "cards",
    "side-cards",
    "numbered",
    "fives",
    "fours",
    "threes",
    "twos",
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

/// The variables of the summary cards (`render::cards::summary_args`).
pub const SUMMARY: [&str; 7] = ["hand", "max", "castles", "sweep", "limit", "isolated", "grouped"];

/// The variables the code passes to message `id`, beyond nothing; `None` when the code passes none.
pub fn variables(id: &str) -> Vec<&'static str> {
    let extra: &[&str] = match id {
        "rb-ex-setup-caption" | "rb-ex-setup-alt" => &["deck", "first"],
        "rb-ex-round-intro" => &["round", "first", "line"],
        "rb-ex-round-caption" | "rb-ex-round-alt" => &["round", "first", "line"],
        "rb-step-place" => &["step", "side", "castle", "position", "count", "cards", "action"],
        "rb-step-refill" => &["side", "count", "deck"],
        "rb-step-next" => &["first"],
        "rb-castle-owner" => &["owner"],
        "rb-label-seat" => &["side", "member"],
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
            "line",
        ],
        "rb-ex-expert-caption" | "rb-ex-expert-alt" => &["deck"],
        "rb-ex-seating-caption" | "rb-ex-seating-alt" => &["given", "kept"],
        "rb-step-battle" | "rb-battle-alt" => &BATTLE,
        _ if id.starts_with("rb-ex-") && id.ends_with("-caption") => &BATTLE,
        _ if id.starts_with("summary-") => return SUMMARY.to_vec(),
        "doc-cards-duplex" | "doc-cards-gutterfold" | "doc-cards-printshop" => return vec!["game", "paper"],
        "alt-card-face" => return vec!["face"],
        _ if id.starts_with("rb-") => &[],
        _ => return Vec::new(),
    };
    let mut vars: Vec<&str> = RULEBOOK_GLOBALS.to_vec();
    vars.extend_from_slice(extra);
    if id.starts_with("rb-ex-removal-") {
        vars.extend(["loser", "strongest", "options", "removed"]);
    }
    vars
}

/// The messages the code itself asks for, given the game definition and its examples.
pub fn used_by_code(def: &GameDef, examples: Option<&Examples>) -> Vec<String> {
    let mut ids: Vec<String> = [
        "game-name",
        "side-english",
        "side-french",
        "card-castle",
        "card-first-player",
        "card-summary",
        "doc-cards-duplex",
        "doc-cards-gutterfold",
        "doc-cards-printshop",
        "alt-card-face",
        "rb-doc-title",
        "rb-and",
        "rb-hero-short",
        "rb-label-deck",
        "rb-label-discard",
        "rb-label-hand",
        "rb-label-removed",
        "rb-label-set-aside",
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
    ids.extend(crate::rulebook::COMPONENT_FACES.iter().map(|(id, _)| id.to_string()));
    if let Some(examples) = examples {
        ids.extend(examples.examples.iter().map(|e| format!("rb-ex-{}-caption", e.id)));
    }
    ids
}

/// The message ids a template names: string literals starting with `rb-`, `game-` or `side-`.
/// A literal that is no message but has `-title` and `-body` messages names a section.
pub fn used_by_template(template: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (n, line) in template.lines().enumerate() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        for (i, _) in line.match_indices('"') {
            let rest = &line[i + 1..];
            let Some(end) = rest.find('"') else { continue };
            let lit = &rest[..end];
            let plain = lit.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if plain && (lit.starts_with("rb-") || lit == "game-name" || lit.starts_with("side-")) {
                out.push((lit.to_string(), n + 1));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The 1-based line where message `id` is defined in a Fluent source.
pub fn line_of(source: &str, id: &str) -> Option<usize> {
    source.lines().position(|l| l.strip_prefix(id).is_some_and(|r| r.trim_start().starts_with('='))).map(|i| i + 1)
}

/// The variables a message refers to.
fn referenced(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
    fn expr(e: &ast::Expression<&str>, out: &mut Vec<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    referenced(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => inline(i, out),
        }
    }
    fn inline(i: &ast::InlineExpression<&str>, out: &mut Vec<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => out.push(id.name.to_string()),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    for el in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

/// Every problem of the locales taken together: ids missing from or extra in a language compared
/// with French (the first locale), messages the code or the template needs that a language lacks,
/// variables a message uses that the code never passes it.
pub fn check_locales(locales: &[Locale], needed: &[String], templates: &[(&str, &str)]) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let Some(french) = locales.first() else { return problems };
    let french_src = french.source();
    let defined = |l: &Locale, id: &str| l.ids().iter().any(|i| i == id);
    for locale in locales {
        let source = locale.source();
        for (i, id) in french.ids().iter().enumerate().filter(|(_, id)| !defined(locale, id)) {
            let line = line_of(french_src, id).unwrap_or(1);
            let message = format!("message {id:?} is missing (the French file defines it at line {line})");
            // Point where it belongs: after the message that precedes it in French.
            let after = french.ids()[..i].iter().rev().find_map(|prev| line_of(source, prev));
            let hint = match after {
                Some(_) => format!("add {id} after this message, as in the French file"),
                None => format!("add {id} to this file"),
            };
            problems.push(Diagnostic::at_line(&locale.file, source, after.unwrap_or(1), message).with_hint(hint));
        }
        if locale.lang != french.lang {
            for id in locale.ids().iter().filter(|id| !defined(french, id)) {
                let line = line_of(source, id).unwrap_or(1);
                let message = format!("message {id:?} is not in the French file");
                problems.push(
                    Diagnostic::at_line(&locale.file, source, line, message)
                        .with_hint(format!("remove it, or add it to {} first", french.file)),
                );
            }
        }
        for id in needed.iter().filter(|id| !defined(locale, id)) {
            if defined(french, id) && locale.lang != french.lang {
                continue; // already reported as missing
            }
            let message = format!("message {id:?} is used by scriptorium but defined nowhere in this file");
            problems.push(
                Diagnostic::at_line(&locale.file, source, 1, message).with_hint(format!("add {id} = ... to the file")),
            );
        }
        // Templates are checked against French; other languages follow from the id comparison.
        for (file, template) in templates.iter().filter(|_| locale.lang == french.lang) {
            for (id, line) in used_by_template(template) {
                let section = defined(locale, &format!("{id}-title")) && defined(locale, &format!("{id}-body"));
                if !defined(locale, &id) && !section {
                    let message = format!("{file} uses message {id:?}, which {} does not define", locale.file);
                    problems.push(
                        Diagnostic::at_line(file, template, line, message)
                            .with_hint(format!("define {id} (or {id}-title and {id}-body) in every language")),
                    );
                }
            }
        }
        // Variables: parse again with the syntax crate to see each message's references.
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let Some(value) = &m.value else { continue };
            let mut used = Vec::new();
            referenced(value, &mut used);
            let given = variables(m.id.name);
            for var in used.iter().filter(|v| !given.contains(&v.as_str())) {
                let line = line_of(source, m.id.name).unwrap_or(1);
                let hint = if given.is_empty() {
                    "scriptorium passes no variables to this message".to_string()
                } else {
                    format!(
                        "the variables given to it are: {}",
                        given.iter().map(|g| format!("${g}")).collect::<Vec<_>>().join(" ")
                    )
                };
                problems.push(
                    Diagnostic::at_line(
                        &locale.file,
                        source,
                        line,
                        format!("message {:?} uses ${var}, which is never given", m.id.name),
                    )
                    .with_key(m.id.name.to_string())
                    .with_hint(hint),
                );
            }
        }
    }
    problems
}
