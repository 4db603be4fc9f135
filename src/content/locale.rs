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
    let mut seen: Vec<(String, usize)> = Vec::new();
    let mut out = Vec::new();
    for entry in resource.entries() {
        let (name, prefix) = match entry {
            Entry::Message(m) => (m.id.name, ""),
            Entry::Term(t) => (t.id.name, "-"),
            _ => continue,
        };
        let id = format!("{prefix}{name}");
        // The n-th definition is on the n-th line that starts with `id =`.
        let nth = seen.iter().filter(|(s, _)| *s == id).count();
        let lines: Vec<usize> = source
            .lines()
            .enumerate()
            .filter(|(_, l)| l.strip_prefix(id.as_str()).is_some_and(|r| r.trim_start().starts_with('=')))
            .map(|(i, _)| i + 1)
            .collect();
        let line = lines.get(nth).copied().unwrap_or(1);
        if let Some((_, first)) = seen.iter().find(|(s, _)| *s == id) {
            out.push(
                Diagnostic::at_line(file, source, line, format!("{id} is defined twice (first at line {first})"))
                    .with_key(id.clone())
                    .with_hint("keep one definition of it"),
            );
        }
        seen.push((id, line));
    }
    out
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
