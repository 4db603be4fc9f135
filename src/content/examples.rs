//! What every game's `examples.toml` shares, whatever its engine: the file read with its TOML
//! problems located, and a problem of an example located where it is written.

use crate::diagnostic::{Diagnostic, Diagnostics};

/// Reads examples.toml as `T`; a syntax error or an unknown key is located, with a hint.
pub fn parse<T: serde::de::DeserializeOwned>(file: &str, source: &str) -> Result<T, Diagnostics> {
    toml::from_str(source).map_err(|e| {
        let hint = if e.message().contains("unknown field") {
            "remove the key or fix its spelling (the comment at the top of examples.toml lists them)"
        } else {
            "fix the TOML at this point"
        };
        Diagnostics(vec![
            Diagnostic::at(file, source, e.span().unwrap_or(0..0), e.message().trim().to_string()).with_hint(hint),
        ])
    })
}

/// A problem with example `id`, located at `at` (its `id`, or the key it is about).
pub fn fail(at: &Diagnostic, id: &str, message: impl Into<String>) -> Box<Diagnostic> {
    let mut d = at.clone();
    d.message = format!("example {id:?}: {}", message.into());
    Box::new(d)
}

/// An expectation's value and where it is written (`at` makes a diagnostic of a span).
pub fn spanned<T: Clone>(
    value: &Option<toml::Spanned<T>>,
    at: impl Fn(std::ops::Range<usize>) -> Diagnostic,
) -> Option<(T, Diagnostic)> {
    value.as_ref().map(|v| (v.get_ref().clone(), at(v.span())))
}
