//! Texts in each language: `locales/<lang>/<game>.ftl`, read with Fluent.

use super::diagnostic::{Diagnostic, Diagnostics};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// The languages of the game pack, French (the designers' language) first: every other file
/// must have the same message ids.
pub const LANGUAGES: [&str; 4] = ["fr", "en", "de", "es"];

/// One language's texts.
pub struct Locale {
    pub lang: String,
    /// The file, as shown in messages.
    pub file: String,
    /// Message ids in file order.
    ids: Vec<String>,
    source: String,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Locale({})", self.lang)
    }
}

impl Locale {
    /// Parses a Fluent file; every syntax error is reported with its line.
    pub fn parse(lang: &str, file: &str, source: &str) -> Result<Locale, Diagnostics> {
        let langid = lang.parse().map_err(|_| {
            Diagnostics(vec![Diagnostic::at(file, source, 0..0, format!("{lang:?} is not a language tag"))])
        })?;
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
        let ids = resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // Without this, every placeable is wrapped in invisible isolation marks that would end up
        // in the printed text.
        bundle.set_use_isolating(false);
        if let Err(errors) = bundle.add_resource(resource) {
            let message = format!("{} message(s) defined twice", errors.len());
            return Err(Diagnostics(vec![Diagnostic::at(file, source, 0..0, message)]));
        }
        Ok(Locale { lang: lang.to_string(), file: file.to_string(), ids, source: source.to_string(), bundle })
    }

    /// The Fluent source, for locating messages in diagnostics.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The message ids, in file order.
    pub fn ids(&self) -> &[String] {
        &self.ids
    }

    /// A message without variables.
    pub fn text(&self, id: &str) -> Result<String, String> {
        self.format(id, None)
    }

    /// A message, with its variables.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Result<String, String> {
        let message = self.bundle.get_message(id).ok_or_else(|| format!("{}: no message {id:?}", self.file))?;
        let pattern = message.value().ok_or_else(|| format!("{}: message {id:?} has no value", self.file))?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors).into_owned();
        if let Some(e) = errors.first() {
            return Err(format!("{}: message {id:?}: {e}", self.file));
        }
        Ok(text)
    }
}
