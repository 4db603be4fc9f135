//! The contract between a game's code, its templates and its translations, and the checks of
//! every locale against it: the same ids in every language as in the reference language, no
//! message used but defined nowhere, no variable a message needs but is never given, no
//! reference to a message or term that does not exist, no cycle of references.

use super::Locale;
use super::clarifications::{self, Interpretations};
use crate::diagnostic::Diagnostic;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// What a game declares of its messages, once: the ids its code asks for and the variables it
/// passes to each. The same declaration formats the texts and checks the translations.
pub trait MessageContract {
    /// The messages the game's code asks for, whatever the templates do.
    fn used(&self) -> Vec<String>;
    /// The variables the game passes to message `id` (none for most).
    fn variables(&self, id: &str) -> Vec<String>;
    /// Prefixes of the message ids its templates name as plain string literals (besides
    /// `t("id")`, which is always recognised).
    fn template_prefixes(&self) -> &[&'static str] {
        &[]
    }

    /// Whether `variables` is known: not for a game whose definition could not be read, whose
    /// languages are still compared with each other.
    fn variables_known(&self) -> bool {
        true
    }

    /// How a designer gives message `id` a variable it lacks, when the game's data can.
    fn variables_hint(&self, _id: &str) -> Option<String> {
        None
    }

    /// The interpretations of the rules the game's engine follows, when it declares them: then
    /// every clarification line of its messages (`> [I-D7.4] text`) must name one that the
    /// rulebooks print (`content::clarifications`).
    fn interpretations(&self) -> Option<&Interpretations> {
        None
    }
}

/// The contract of a game whose definition has problems: nothing is known of its code's
/// messages, but its languages can still be compared with the reference language.
pub struct Unknown;

impl MessageContract for Unknown {
    fn used(&self) -> Vec<String> {
        Vec::new()
    }
    fn variables(&self, _: &str) -> Vec<String> {
        Vec::new()
    }
    fn variables_known(&self) -> bool {
        false
    }
}

/// The messages the pipeline itself asks every game for (print sheets' titles and alt texts),
/// with their variables.
pub const PIPELINE: [(&str, &[&str]); 10] = [
    ("game-name", &[]),
    ("doc-cards-duplex", &["game", "paper"]),
    ("doc-cards-gutterfold", &["game", "paper"]),
    ("doc-cards-printshop", &["game", "paper"]),
    ("alt-card-face", &["face"]),
    // The page of instructions that opens each print-and-play PDF.
    ("pnp-title", &[]),
    ("pnp-scale", &[]),
    ("pnp-duplex", &["first", "last", "sheets", "check"]),
    ("pnp-gutterfold", &["first", "last", "sheets"]),
    ("pnp-cut", &[]),
];

/// The messages of a document tiled onto home-printer paper (`templates/common/tiles.typ`), with
/// their variables: a game with such a document (a board) declares them in its contract.
pub const TILES: [(&str, &[&str]); 4] = [
    ("doc-tiles", &["game", "document", "paper"]),
    ("tiles-map", &["tiles"]),
    ("tiles-howto", &["overlap"]),
    ("tiles-tile", &["row", "column"]),
];

/// A game's contract and the pipeline's messages together.
pub struct WithPipeline<'a>(pub &'a dyn MessageContract);

impl MessageContract for WithPipeline<'_> {
    fn used(&self) -> Vec<String> {
        let mut used = self.0.used();
        for (id, _) in PIPELINE {
            if !used.iter().any(|u| u == id) {
                used.push(id.to_string());
            }
        }
        used
    }

    fn variables(&self, id: &str) -> Vec<String> {
        match PIPELINE.iter().find(|(p, _)| *p == id) {
            Some((_, vars)) => vars.iter().map(|v| v.to_string()).collect(),
            None => self.0.variables(id),
        }
    }

    fn template_prefixes(&self) -> &[&'static str] {
        self.0.template_prefixes()
    }

    fn variables_known(&self) -> bool {
        self.0.variables_known()
    }

    fn variables_hint(&self, id: &str) -> Option<String> {
        self.0.variables_hint(id)
    }

    fn interpretations(&self) -> Option<&Interpretations> {
        self.0.interpretations()
    }
}

/// The message ids a template names: string literals given to `t(...)` or `section(...)`, or starting with one of
/// `prefixes`. A literal that is no message but has `-title` and `-body` messages names a section.
pub fn used_by_template(template: &str, prefixes: &[&str]) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (n, line) in template.lines().enumerate() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        for (i, _) in line.match_indices('"') {
            let rest = &line[i + 1..];
            let Some(end) = rest.find('"') else { continue };
            let lit = &rest[..end];
            let plain =
                !lit.is_empty() && lit.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            // `t("id")` or `section("id")`, not another function whose name ends the same way.
            let call = |name: &str| {
                line[..i].strip_suffix(name).is_some_and(|before| {
                    !before.ends_with(|c: char| c.is_alphanumeric() || c == '-' || c == '_' || c == '.')
                })
            };
            let called = call("t(") || call("section(");
            // `t("type-" + kind)` computes its id: that is checked when the template runs (the id
            // it asked for, at the call), not taken for a message named "type-".
            let computed = rest[end + 1..].trim_start().starts_with('+') || lit.ends_with('-');
            if plain && !computed && (called || prefixes.iter().any(|p| lit.starts_with(p))) {
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

/// What a message or term refers to: variables, other messages, terms.
#[derive(Default)]
pub(super) struct Refs {
    pub variables: Vec<String>,
    pub messages: Vec<String>,
    pub terms: Vec<String>,
}

pub(super) fn referenced(pattern: &ast::Pattern<&str>, out: &mut Refs) {
    fn expr(e: &ast::Expression<&str>, out: &mut Refs) {
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
    fn inline(i: &ast::InlineExpression<&str>, out: &mut Refs) {
        match i {
            ast::InlineExpression::VariableReference { id } => out.variables.push(id.name.to_string()),
            ast::InlineExpression::MessageReference { id, .. } => out.messages.push(id.name.to_string()),
            ast::InlineExpression::TermReference { id, .. } => out.terms.push(id.name.to_string()),
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

/// The line of a term (`-name = …`).
fn line_of_term(source: &str, id: &str) -> Option<usize> {
    line_of(source, &format!("-{id}"))
}

/// The problems of one file's references: unknown messages and terms, and cycles.
fn check_references(locale: &Locale, resource: &ast::Resource<&str>, problems: &mut Vec<Diagnostic>) {
    let source = locale.source();
    // Every entry's references, by name (terms with their dash).
    let mut graph: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    let mut terms = BTreeSet::new();
    for entry in &resource.body {
        let (name, value, attributes, line) = match entry {
            ast::Entry::Message(m) => {
                (m.id.name.to_string(), m.value.as_ref(), &m.attributes, line_of(source, m.id.name))
            }
            ast::Entry::Term(t) => {
                terms.insert(t.id.name.to_string());
                (format!("-{}", t.id.name), Some(&t.value), &t.attributes, line_of_term(source, t.id.name))
            }
            _ => continue,
        };
        let mut refs = Refs::default();
        if let Some(v) = value {
            referenced(v, &mut refs);
        }
        for a in attributes {
            referenced(&a.value, &mut refs);
        }
        let mut edges: Vec<String> = refs.messages;
        edges.extend(refs.terms.iter().map(|t| format!("-{t}")));
        graph.insert(name, (line.unwrap_or(1), edges));
    }
    for (name, (line, edges)) in &graph {
        for target in edges.iter().filter(|t| !graph.contains_key(*t)) {
            let what = if target.starts_with('-') { "term" } else { "message" };
            let message = format!("{name:?} refers to {what} {target:?}, which this file does not define");
            let hint = format!("define {target} in this file, or fix the reference's spelling");
            problems
                .push(Diagnostic::at_line(&locale.file, source, *line, message).with_key(name.clone()).with_hint(hint));
        }
    }
    // Cycles: a depth-first walk that reports each cycle once, at its first entry.
    let mut state: BTreeMap<&str, u8> = BTreeMap::new(); // 1 = on the path, 2 = done
    fn visit<'a>(
        node: &'a str,
        graph: &'a BTreeMap<String, (usize, Vec<String>)>,
        state: &mut BTreeMap<&'a str, u8>,
        path: &mut Vec<&'a str>,
        cycles: &mut Vec<Vec<String>>,
    ) {
        state.insert(node, 1);
        path.push(node);
        if let Some((_, edges)) = graph.get(node) {
            for next in edges {
                match state.get(next.as_str()) {
                    Some(1) => {
                        let start = path.iter().position(|p| *p == next).unwrap_or(0);
                        cycles.push(path[start..].iter().map(|s| s.to_string()).collect());
                    }
                    None if graph.contains_key(next) => visit(next, graph, state, path, cycles),
                    _ => {}
                }
            }
        }
        path.pop();
        state.insert(node, 2);
    }
    let mut cycles = Vec::new();
    for name in graph.keys() {
        if !state.contains_key(name.as_str()) {
            visit(name, &graph, &mut state, &mut Vec::new(), &mut cycles);
        }
    }
    for cycle in cycles {
        let line = graph.get(&cycle[0]).map_or(1, |(l, _)| *l);
        let message = format!("messages refer to each other in a cycle: {} → {}", cycle.join(" → "), cycle[0]);
        problems.push(
            Diagnostic::at_line(&locale.file, source, line, message)
                .with_key(cycle[0].clone())
                .with_hint("a message cannot contain itself: break the cycle by writing one of them out"),
        );
    }
}

/// Characters of a language's texts that no embedded font can draw: one problem per message
/// line, naming the characters.
pub fn undrawable(locale: &Locale, drawable: &dyn Fn(char) -> bool, families: &[String]) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let mut known: BTreeMap<char, bool> = BTreeMap::new();
    let mut message = String::new();
    for (n, line) in locale.source().lines().enumerate() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        if let Some((id, _)) = line.split_once('=').filter(|_| !line.starts_with(' ')) {
            message = id.trim().to_string();
        }
        let mut missing: Vec<char> = Vec::new();
        for c in line.chars().filter(|c| !c.is_whitespace() && !c.is_control()) {
            if !*known.entry(c).or_insert_with(|| drawable(c)) && !missing.contains(&c) {
                missing.push(c);
            }
        }
        if !missing.is_empty() {
            let chars: Vec<String> = missing.iter().map(|c| format!("{c} (U+{:04X})", *c as u32)).collect();
            let text = format!(
                "message {message:?} in {} has characters no font of the game can draw: {}; they would print as empty boxes",
                locale.lang,
                chars.join(", ")
            );
            let hint = format!(
                "replace them with characters of the fonts ({}), or add a font that has them to \
                 content/<game>/fonts/",
                families.join(", ")
            );
            problems.push(
                Diagnostic::at_line(&locale.file, locale.source(), n + 1, text)
                    .with_key(message.clone())
                    .with_hint(hint),
            );
        }
    }
    problems
}

/// Every problem of a game's locales taken together, and the warnings: `reference` is the
/// game's reference language (it must be among `locales`). Errors: ids another language has
/// but the reference does not, messages the code or a template needs that the reference lacks,
/// variables a message uses that the code never passes it, references to unknown messages or
/// terms, cycles, clarifications that name no interpretation the game's rulebooks print or
/// differ from the reference language's. Warnings: one per language that lacks messages of the
/// reference, listing them (they print in the reference language until translated).
pub fn check_locales(
    locales: &[&Locale],
    reference: &str,
    contract: &dyn MessageContract,
    templates: &[(&str, &str)],
) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let Some(refl) = locales.iter().find(|l| l.lang == reference) else { return problems };
    let ref_src = refl.source();
    let defined = |l: &Locale, id: &str| l.ids().iter().any(|i| i == id);
    let needed = contract.used();
    for locale in locales {
        let source = locale.source();
        let missing = locale.missing_from(refl);
        if !missing.is_empty() {
            let first = &missing[0];
            let i = refl.ids().iter().position(|id| id == first).unwrap_or(0);
            let after = refl.ids()[..i].iter().rev().find_map(|prev| line_of(source, prev));
            let shown: Vec<&str> = missing.iter().take(12).map(String::as_str).collect();
            let more = if missing.len() > 12 { format!(" and {} more", missing.len() - 12) } else { String::new() };
            let message = format!(
                "{} message(s) of the reference language ({reference}) are not translated: {}{more}; \
                 they print in the reference language until then",
                missing.len(),
                shown.join(", ")
            );
            let hint = match after {
                Some(line) => {
                    format!("copy them from {} and translate them; {first} goes after line {line}", refl.file)
                }
                None => format!("copy them from {} and translate them", refl.file),
            };
            problems
                .push(Diagnostic::at_line(&locale.file, source, after.unwrap_or(1), message).with_hint(hint).warning());
        }
        if locale.lang != refl.lang {
            for id in locale.ids().iter().filter(|id| !defined(refl, id)) {
                let line = line_of(source, id).unwrap_or(1);
                let message = format!("message {id:?} is not in the reference language's file");
                problems.push(
                    Diagnostic::at_line(&locale.file, source, line, message)
                        .with_hint(format!("remove it, or add it to {} first", refl.file)),
                );
            }
        } else {
            for id in needed.iter().filter(|id| !defined(locale, id)) {
                let message = format!("message {id:?} is used by scriptorium but defined nowhere in this file");
                problems.push(
                    Diagnostic::at_line(&locale.file, source, 1, message)
                        .with_hint(format!("add {id} = ... to the file")),
                );
            }
            // Templates are checked against the reference; other languages follow from the ids.
            for (file, template) in templates {
                for (id, line) in used_by_template(template, contract.template_prefixes()) {
                    let section = defined(locale, &format!("{id}-title")) && defined(locale, &format!("{id}-body"));
                    if !defined(locale, &id) && !section {
                        let message = format!("{file} uses message {id:?}, which {} does not define", locale.file);
                        problems.push(
                            Diagnostic::at_line(file, template, line, message)
                                .with_hint(format!("define {id} (or {id}-title and {id}-body) in {}", refl.file)),
                        );
                    }
                }
            }
        }
        // Variables and references: parse again with the syntax crate to see each message's.
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        check_references(locale, &resource, &mut problems);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let Some(value) = &m.value else { continue };
            let mut refs = Refs::default();
            referenced(value, &mut refs);
            let given = contract.variables(m.id.name);
            let unknown = refs.variables.iter().filter(|v| contract.variables_known() && !given.contains(v));
            for var in unknown {
                let line = line_of(source, m.id.name).unwrap_or(1);
                let given_text = if given.is_empty() {
                    "scriptorium passes no variables to this message".to_string()
                } else {
                    format!(
                        "the variables given to it are: {}",
                        given.iter().map(|g| format!("${g}")).collect::<Vec<_>>().join(" ")
                    )
                };
                let hint = match contract.variables_hint(m.id.name) {
                    Some(how) => format!("{given_text}; {how}"),
                    None => given_text,
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
    let _ = ref_src;
    if let Some(interpretations) = contract.interpretations() {
        problems.extend(clarifications::check(locales, reference, interpretations));
    }
    problems
}

/// A copy of `global` (a document's variables, shared by its messages) to add one message's
/// own variables to.
pub fn more(global: &fluent_bundle::FluentArgs<'static>) -> fluent_bundle::FluentArgs<'static> {
    use fluent_bundle::FluentValue;
    let mut args = fluent_bundle::FluentArgs::new();
    for (k, v) in global.iter() {
        let v: FluentValue<'static> = match v {
            FluentValue::String(s) => FluentValue::String(s.to_string().into()),
            FluentValue::Number(n) => FluentValue::Number(n.clone()),
            _ => FluentValue::None,
        };
        args.set(k.to_string(), v);
    }
    args
}

/// Formats message `id` with `args`, which must all be among `declared`, the variables the
/// game's declaration (the file `declaration`) gives it: passing another is a bug of scriptorium,
/// reported at the message.
pub fn format_declared(
    locale: &super::Locale,
    id: &str,
    args: &fluent_bundle::FluentArgs,
    declared: &[&str],
    declaration: &str,
) -> Result<String, super::TextError> {
    if let Some((name, _)) = args.iter().find(|(name, _)| !declared.contains(name)) {
        let line = line_of(locale.source(), id).unwrap_or(1);
        let message =
            format!("scriptorium passes ${name} to message {id:?}, which its declaration ({declaration}) lacks");
        let d = Diagnostic::at_line(&locale.file, locale.source(), line, message)
            .with_hint("a bug of scriptorium: declare the variable, or stop passing it");
        return Err(super::TextError(Box::new(d)));
    }
    locale.format(id, Some(args))
}

#[cfg(test)]
mod template_tests {
    use super::used_by_template;

    /// `t("id")` names a message; `t("type-" + kind)` computes one, checked when it runs.
    #[test]
    fn a_computed_message_id_is_not_taken_for_a_literal_one() {
        let template = "#t(\"card-title\")\n#t(\"type-\" + kind)\n#t( \"kind\"+ suffix)\n#t(\"rule-\")\n";
        assert_eq!(used_by_template(template, &[]), [("card-title".to_string(), 1)]);
    }
}
