//! Texts in each language: `locales/<lang>/<game>.ftl`, read with Fluent.

use crate::diagnostic::{Diagnostic, Diagnostics};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

/// A language tag checked against BCP 47 (`fr`, `pt-BR`, `zh-Hant`), or why it is not one.
pub fn language_tag(tag: &str) -> Result<LanguageIdentifier, String> {
    let id: LanguageIdentifier = tag.parse().map_err(|_| format!("{tag:?} is not a BCP 47 language tag"))?;
    // The parser accepts `und` and tags written in another case; a folder name must be canonical
    // so that `--lang`, the folder and the PDF's metadata agree.
    // ISO 639 languages have two or three letters; longer subtags are reserved.
    if !(2..=3).contains(&id.language.as_str().len()) {
        return Err(format!("{tag:?} is not a BCP 47 language tag: its language is 2 or 3 letters (fr, pt-BR, gsw)"));
    }
    if id != tag {
        return Err(format!("{tag:?} is not a BCP 47 language tag as written (expected {:?})", id.to_string()));
    }
    Ok(id)
}

/// A language tag as Typst's `text` reads it: the language and the region (`pt-BR` is `pt` in
/// `BR`), so that hyphenation and quotation marks follow the language.
pub fn typst_language(tag: &str) -> (String, Option<String>) {
    match language_tag(tag) {
        Ok(id) => (id.language.as_str().to_string(), id.region.map(|r| r.as_str().to_string())),
        Err(_) => (tag.to_string(), None),
    }
}

/// A message that could not be formatted: missing, without a value, or with a Fluent error
/// (an unknown variable, say), located at the message in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError(pub Box<Diagnostic>);

impl std::fmt::Display for TextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let d = &self.0;
        write!(f, "{}:{}: {}", d.file, d.line, d.message)
    }
}

impl std::error::Error for TextError {}

impl From<TextError> for Box<Diagnostic> {
    fn from(e: TextError) -> Box<Diagnostic> {
        e.0
    }
}

impl From<TextError> for String {
    fn from(e: TextError) -> String {
        e.to_string()
    }
}

/// One language's texts, with the reference language's texts for the messages it lacks.
pub struct Locale {
    pub lang: String,
    /// The file, as shown in messages.
    pub file: String,
    /// Message ids in file order.
    ids: Vec<String>,
    source: String,
    bundle: FluentBundle<FluentResource>,
    /// The reference language's bundle, for messages this language does not define yet.
    fallback: Option<FluentBundle<FluentResource>>,
    /// The ids only the fallback defines.
    fallback_ids: Vec<String>,
    /// The reference language's file and source, where the fallback's messages are located.
    fallback_file: String,
    fallback_source: String,
}

/// The longest text a message may give: longer is a mistake (a paste gone wrong), and would
/// reach limits of the typesetting.
const MAX_TEXT: usize = 20_000;

/// Every second (or later) definition of a message or a term, at its line, naming the first.
fn defined_twice(file: &str, source: &str, resource: &FluentResource) -> Vec<Diagnostic> {
    use fluent_syntax::ast::Entry;
    // The lines that start a definition (`id =`), by id: read once (a file of many thousand
    // messages took minutes when each was searched for).
    let mut lines_of: std::collections::HashMap<&str, Vec<usize>> = std::collections::HashMap::new();
    for (i, line) in source.lines().enumerate() {
        if let Some((id, _)) = line.split_once('=') {
            let id = id.trim_end();
            if !id.is_empty() && !id.starts_with([' ', '#']) && !id.contains(' ') {
                lines_of.entry(id).or_default().push(i + 1);
            }
        }
    }
    let mut seen: std::collections::HashMap<String, (usize, usize)> = std::collections::HashMap::new();
    let mut out = Vec::new();
    for entry in resource.entries() {
        let id = match entry {
            Entry::Message(m) => m.id.name.to_string(),
            Entry::Term(t) => format!("-{}", t.id.name),
            _ => continue,
        };
        // The n-th definition is on the n-th line that starts with `id =`.
        let (count, first) = seen.get(&id).copied().unwrap_or((0, 0));
        let line = lines_of.get(id.as_str()).and_then(|l| l.get(count)).copied().unwrap_or(1);
        if count > 0 {
            out.push(
                Diagnostic::at_line(file, source, line, format!("{id} is defined twice (first at line {first})"))
                    .with_key(id.clone())
                    .with_hint("keep one definition of it"),
            );
        }
        seen.insert(id, (count + 1, if count == 0 { line } else { first }));
    }
    out
}

/// How deep placeables (`{ … }`, and function calls inside them) may nest in a Fluent file: its
/// parser and resolver go one level deeper on the stack for each, and thousands of levels
/// overflowed it. Texts nest two or three.
pub const MAX_NESTING: usize = 10;

/// The most placeables one message may format, counting those of the messages and terms it
/// refers to and, of each choice (`->`), its longest variant: fluent-bundle stops at 100, and
/// panicked when the one past the limit was nested in another.
pub const MAX_PLACEABLES: usize = 100;

/// Where `source` first nests placeables deeper than [`MAX_NESTING`], as a byte offset. Read
/// before the file is parsed: comments and string literals (`{ "{" }`) do not count.
fn too_deep(source: &str) -> Option<usize> {
    let (mut depth, mut line_start, mut comment, mut string, mut escaped) = (0usize, true, false, false, false);
    for (i, c) in source.char_indices() {
        let starts = line_start;
        line_start = c == '\n';
        if comment || string {
            if c == '\n' {
                (comment, string) = (false, false);
            } else if string && escaped {
                escaped = false;
            } else if string && c == '\\' {
                escaped = true;
            } else if string && c == '"' {
                string = false;
            }
            continue;
        }
        match c {
            '#' if starts && depth == 0 => comment = true,
            '"' if depth > 0 => string = true,
            '{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(i);
                }
            }
            '(' if depth > 0 => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(i);
                }
            }
            '}' | ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// The messages and terms that format more than [`MAX_PLACEABLES`] placeables, each at its line;
/// of a chain of them, only the first (the one no other of them refers to).
fn too_many_placeables(file: &str, source: &str, resource: &FluentResource) -> Vec<Diagnostic> {
    use fluent_syntax::ast;
    use std::collections::HashMap;
    type Totals = HashMap<String, usize>;
    const OVER: usize = MAX_PLACEABLES + 1;
    fn pattern(p: &ast::Pattern<&str>, totals: &Totals) -> usize {
        p.elements.iter().fold(0, |n, e| match e {
            ast::PatternElement::Placeable { expression } => {
                n.saturating_add(1).saturating_add(expr(expression, totals))
            }
            ast::PatternElement::TextElement { .. } => n,
        })
    }
    fn expr(e: &ast::Expression<&str>, totals: &Totals) -> usize {
        match e {
            ast::Expression::Select { selector, variants } => inline(selector, totals)
                .saturating_add(variants.iter().map(|v| pattern(&v.value, totals)).max().unwrap_or(0)),
            ast::Expression::Inline(i) => inline(i, totals),
        }
    }
    fn arguments(a: &ast::CallArguments<&str>, totals: &Totals) -> usize {
        let named = a.named.iter().map(|n| &n.value);
        a.positional.iter().chain(named).fold(0, |n, i| n.saturating_add(inline(i, totals)))
    }
    fn inline(i: &ast::InlineExpression<&str>, totals: &Totals) -> usize {
        match i {
            ast::InlineExpression::MessageReference { id, .. } => totals.get(id.name).copied().unwrap_or(0),
            ast::InlineExpression::TermReference { id, arguments: a, .. } => {
                let args = a.as_ref().map_or(0, |a| arguments(a, totals));
                totals.get(&format!("-{}", id.name)).copied().unwrap_or(0).saturating_add(args)
            }
            ast::InlineExpression::FunctionReference { arguments: a, .. } => arguments(a, totals),
            ast::InlineExpression::Placeable { expression } => expr(expression, totals),
            _ => 0,
        }
    }
    // Each entry's patterns and the entries they refer to.
    struct Entry<'a> {
        patterns: Vec<&'a ast::Pattern<&'a str>>,
        refs: Vec<String>,
    }
    let mut entries: Vec<(String, Entry)> = Vec::new();
    for e in resource.entries() {
        let (name, value, attributes) = match e {
            ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            _ => continue,
        };
        let patterns: Vec<&ast::Pattern<&str>> = value.into_iter().chain(attributes.iter().map(|a| &a.value)).collect();
        let mut refs = super::messages::Refs::default();
        for p in &patterns {
            super::messages::referenced(p, &mut refs);
        }
        let mut names = refs.messages;
        names.extend(refs.terms.iter().map(|t| format!("-{t}")));
        entries.push((name, Entry { patterns, refs: names }));
    }
    let index: HashMap<&str, usize> = entries.iter().enumerate().map(|(i, (n, _))| (n.as_str(), i)).collect();
    // Each entry's total, the entries it refers to first: an explicit stack, as a chain of
    // references may be thousands long. A reference back to an entry being counted (a cycle,
    // reported elsewhere) counts none.
    let mut totals: Totals = HashMap::new();
    let mut started = vec![false; entries.len()];
    for root in 0..entries.len() {
        let mut stack = vec![(root, false)];
        while let Some((i, expanded)) = stack.pop() {
            let (name, entry) = &entries[i];
            if expanded {
                let total = entry.patterns.iter().map(|p| pattern(p, &totals)).max().unwrap_or(0);
                totals.insert(name.clone(), total.min(OVER));
            } else if !started[i] {
                started[i] = true;
                stack.push((i, true));
                stack.extend(
                    entry
                        .refs
                        .iter()
                        .filter_map(|r| index.get(r.as_str()))
                        .filter(|&&j| !started[j])
                        .map(|&j| (j, false)),
                );
            }
        }
    }
    let over = |name: &str| totals.get(name).is_some_and(|&t| t > MAX_PLACEABLES);
    let referenced_by_over: std::collections::HashSet<&str> =
        entries.iter().filter(|(n, _)| over(n)).flat_map(|(_, e)| e.refs.iter().map(String::as_str)).collect();
    let mut tops: Vec<&str> =
        entries.iter().map(|(n, _)| n.as_str()).filter(|n| over(n) && !referenced_by_over.contains(n)).collect();
    if tops.is_empty() {
        tops.extend(entries.iter().map(|(n, _)| n.as_str()).find(|n| over(n)));
    }
    tops.into_iter()
        .map(|name| {
            let line = super::messages::line_of(source, name).unwrap_or(1);
            let message = format!(
                "{name} formats more than {MAX_PLACEABLES} placeables {{ … }}, counting those of the messages and terms it \
                 refers to: Fluent formats at most {MAX_PLACEABLES}"
            );
            Diagnostic::at_line(file, source, line, message)
                .with_key(name.to_string())
                .with_hint("write the text with fewer placeables, or split it into several messages")
        })
        .collect()
}

impl std::fmt::Debug for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Locale({})", self.lang)
    }
}

fn bundle(langid: LanguageIdentifier, resource: FluentResource) -> Result<FluentBundle<FluentResource>, usize> {
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Without this, every placeable is wrapped in invisible isolation marks that would end up
    // in the printed text.
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).map_err(|errors| errors.len())?;
    Ok(bundle)
}

impl Locale {
    /// Parses a Fluent file; every syntax error is reported with its line.
    pub fn parse(lang: &str, file: &str, source: &str) -> Result<Locale, Diagnostics> {
        let langid = language_tag(lang).map_err(|e| Diagnostics(vec![Diagnostic::at(file, source, 0..0, e)]))?;
        if let Some(at) = too_deep(source) {
            let message = format!("placeables {{ … }} nested more than {MAX_NESTING} deep");
            let hint = "a text nests two or three: write the inner choices as messages of their own";
            return Err(Diagnostics(vec![Diagnostic::at(file, source, at..at + 1, message).with_hint(hint)]));
        }
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(resource) => resource,
            Err((_, errors)) => {
                let problems = errors
                    .iter()
                    .map(|e| {
                        Diagnostic::at(file, source, e.pos.clone(), format!("Fluent syntax: {}", e.kind))
                            .with_hint("see https://projectfluent.org/fluent/guide/ for the syntax")
                    })
                    .collect();
                return Err(Diagnostics(problems));
            }
        };
        let ids: Vec<String> = resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect();
        let twice = defined_twice(file, source, &resource);
        if !twice.is_empty() {
            return Err(Diagnostics(twice));
        }
        // Before anything formats a message.
        let many = too_many_placeables(file, source, &resource);
        if !many.is_empty() {
            return Err(Diagnostics(many));
        }
        let bundle = bundle(langid, resource).map_err(|n| {
            Diagnostics(vec![Diagnostic::at(file, source, 0..0, format!("{n} message(s) defined twice"))])
        })?;
        Ok(Locale {
            lang: lang.to_string(),
            file: file.to_string(),
            ids,
            source: source.to_string(),
            bundle,
            fallback: None,
            fallback_ids: Vec::new(),
            fallback_file: String::new(),
            fallback_source: String::new(),
        })
    }

    /// This language, completed by the reference language's texts for the messages it lacks
    /// (they are reported as missing; this keeps a half-translated book buildable).
    pub fn with_fallback(mut self, reference: &Locale) -> Locale {
        if reference.lang == self.lang || self.missing_from(reference).is_empty() {
            return self;
        }
        let langid = language_tag(&self.lang).expect("checked when parsed");
        let resource = FluentResource::try_new(reference.source.clone()).expect("checked when parsed");
        self.fallback = bundle(langid, resource).ok();
        self.fallback_ids = self.missing_from(reference);
        self.fallback_file = reference.file.clone();
        self.fallback_source = reference.source.clone();
        self
    }

    /// Every message id this language can format: its own, then those it takes from the
    /// reference language.
    pub fn all_ids(&self) -> impl Iterator<Item = &String> {
        self.ids.iter().chain(&self.fallback_ids)
    }

    /// The ids `reference` defines that this language does not.
    pub fn missing_from(&self, reference: &Locale) -> Vec<String> {
        reference.ids.iter().filter(|id| !self.ids.contains(id)).cloned().collect()
    }

    /// The Fluent source, for locating messages in diagnostics.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The message ids, in file order.
    pub fn ids(&self) -> &[String] {
        &self.ids
    }

    /// Whether the message exists, in this language or in its fallback.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|b| b.has_message(id))
    }

    /// A message without variables.
    pub fn text(&self, id: &str) -> Result<String, TextError> {
        self.format(id, None)
    }

    /// A message, with its variables.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Result<String, TextError> {
        let (bundle, file, source) = match &self.fallback {
            Some(fallback) if !self.bundle.has_message(id) && fallback.has_message(id) => {
                (fallback, &self.fallback_file, &self.fallback_source)
            }
            _ => (&self.bundle, &self.file, &self.source),
        };
        let fail = |message: String, hint: String| {
            // A message that is missing is to be added at the end of the file.
            let line = super::messages::line_of(source, id).unwrap_or_else(|| source.lines().count().max(1));
            let d = Diagnostic::at_line(file, source, line, message).with_key(id.to_string()).with_hint(hint);
            TextError(Box::new(d))
        };
        let message = bundle
            .get_message(id)
            .ok_or_else(|| fail(format!("no message {id:?}"), format!("add {id} = ... to this file")))?;
        let pattern = message
            .value()
            .ok_or_else(|| fail(format!("message {id:?} has no value"), "give it a text after `=`".into()))?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors).into_owned();
        if let Some(e) = errors.first() {
            return Err(fail(
                format!("message {id:?}: {e}"),
                "see the variables and messages it may use in the guide".into(),
            ));
        }
        // A control character (a NUL written as \u0000, say) or a runaway text never prints
        // well: refused here, at the message, rather than deep in the typesetting.
        if let Some(c) = text.chars().find(|c| c.is_control() && !matches!(c, '\n' | '\t')) {
            return Err(fail(
                format!("message {id:?} holds the control character U+{:04X}", c as u32),
                "remove it (an escape such as \\u0000 in the text?)".into(),
            ));
        }
        if text.chars().count() > MAX_TEXT {
            return Err(fail(
                format!("message {id:?} is {} characters long, over the limit of {MAX_TEXT}", text.chars().count()),
                "a printed text is far shorter: is a paste repeated?".into(),
            ));
        }
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Braces in a comment or a string literal are text, not placeables: they nest nothing.
    #[test]
    fn a_brace_in_a_comment_or_a_string_is_not_nesting() {
        let braces = "{".repeat(MAX_NESTING + 1);
        assert_eq!(too_deep(&format!("# {braces}\nm = {{ \"{braces}\" }}\n")), None);
        let deep = format!("m = {} $x {}\n", "{ ".repeat(MAX_NESTING + 1), " }".repeat(MAX_NESTING + 1));
        assert_eq!(too_deep(&deep), Some(4 + 2 * MAX_NESTING), "at the brace past the limit");
    }

    /// A message may use a hundred placeables with the messages it refers to; one more is an
    /// error at the message that formats them, not at those it uses.
    #[test]
    fn a_hundred_placeables_pass_and_one_more_is_reported_at_the_message_formatting_them() {
        let text = |n: usize| format!("part = {}\nwhole = {{ part }}\n", "{ $x }".repeat(n));
        assert!(Locale::parse("en", "en.ftl", &text(99)).is_ok());
        let err = Locale::parse("en", "en.ftl", &text(100)).expect_err("101 placeables");
        assert_eq!(err.0.len(), 1, "{err:?}");
        assert!(err.0[0].message.starts_with("whole formats more than 100"), "{:?}", err.0[0]);
        assert_eq!(err.0[0].line, 2);
    }
}
