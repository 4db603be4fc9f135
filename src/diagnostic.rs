//! Problems found in the game pack, located by file, line and column, printed like a compiler's.
//! Every stage reports through these: reading the pack, the games, the templates, the build.

use std::fmt;
use std::ops::Range;

/// A hint's list: "the {what} are: a, b", or "there are no {what}" when there is none, so that a
/// hint never ends in nothing.
pub fn listed<S: AsRef<str>>(what: &str, items: &[S]) -> String {
    if items.is_empty() {
        format!("there are no {what}")
    } else {
        format!("the {what} are: {}", items.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", "))
    }
}

/// One problem in one source file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Diagnostic {
    /// The file as the user knows it (a path, or `<embedded>/…` for the built-in pack).
    pub file: String,
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    /// The key the problem is about, as a dotted path (`action_cards[2].count`), when known.
    pub key: Option<String>,
    pub message: String,
    pub hint: Option<String>,
    /// The source line, for display.
    pub excerpt: String,
    /// A warning does not stop a build; an error does.
    pub warning: bool,
    /// The byte range of the source it is about (empty when only a line or file is known).
    pub span: Range<usize>,
    /// What would settle it, when the engine knows: the text to write over `span` (a worked
    /// example's expectation replaced by what the engine gives, for `check --accept`).
    pub fix: Option<String>,
    /// A text that overflows its box: what `build --draft` writes anyway, outlined in red.
    pub overflow: bool,
}

impl Diagnostic {
    /// A diagnostic at a byte range of `source`.
    pub fn at(file: &str, source: &str, span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        // A span from outside (Typst, TOML) may fall inside a character: step back to its start.
        let start = (0..=span.start.min(source.len())).rev().find(|&i| source.is_char_boundary(i)).unwrap_or(0);
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[start..].find('\n').map_or(source.len(), |i| start + i);
        Diagnostic {
            file: file.to_string(),
            line: source[..start].matches('\n').count() + 1,
            column: source[line_start..start].chars().count() + 1,
            key: None,
            message: message.into(),
            hint: None,
            excerpt: source[line_start..line_end].trim_end_matches('\r').to_string(),
            warning: false,
            span,
            fix: None,
            overflow: false,
        }
    }

    /// A diagnostic at the start of a 1-based line of `source`.
    pub fn at_line(file: &str, source: &str, line: usize, message: impl Into<String>) -> Diagnostic {
        let offset: usize = source.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
        Diagnostic::at(file, source, offset..offset, message)
    }

    pub fn with_key(mut self, key: impl Into<String>) -> Diagnostic {
        self.key = Some(key.into());
        self
    }

    /// A diagnostic at the line of a dotted key of a TOML file (`theme.font`), or at its top.
    pub fn at_key(file: &str, source: &str, key: &str, message: impl Into<String>) -> Diagnostic {
        let last = key.rsplit('.').next().unwrap_or(key);
        let at = source
            .match_indices(last)
            .map(|(i, _)| i)
            .find(|&i| {
                (i == 0 || source.as_bytes()[i - 1] == b'\n') && source[i + last.len()..].trim_start().starts_with('=')
            })
            .unwrap_or(0);
        Diagnostic::at(file, source, at..at, message).with_key(key)
    }

    /// The same problem as a warning: reported, but no reason to stop.
    pub fn warning(mut self) -> Diagnostic {
        self.warning = true;
        self
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Diagnostic {
        self.hint = Some(hint.into());
        self
    }

    /// The text (TOML, as the file writes it) that would replace the span and settle the problem.
    pub fn with_fix(mut self, text: impl Into<String>) -> Diagnostic {
        self.fix = Some(text.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = if self.warning { "warning" } else { "error" };
        match &self.key {
            Some(key) => writeln!(f, "{level}: {key}: {}", self.message)?,
            None => writeln!(f, "{level}: {}", self.message)?,
        }
        writeln!(f, "  --> {}:{}:{}", self.file, self.line, self.column)?;
        if !self.excerpt.is_empty() {
            let gutter = self.line.to_string().len();
            let (excerpt, col) = window(&self.excerpt, self.column);
            writeln!(f, "{:gutter$} |", "")?;
            writeln!(f, "{} | {}", self.line, excerpt)?;
            writeln!(f, "{:gutter$} | {:>col$}", "", "^", col = col)?;
        }
        if let Some(hint) = &self.hint {
            writeln!(f, "  = hint: {hint}")?;
        }
        Ok(())
    }
}

/// The part of a line shown under a diagnostic, and the column of the caret in it: the whole line,
/// or for a line of thousands of characters (text pasted by mistake, placeables nested without
/// end) the [`EXCERPT`] characters around the column, cut with `…` (a width past 65 535 cannot
/// even be formatted).
fn window(line: &str, column: usize) -> (String, usize) {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= EXCERPT {
        return (line.to_string(), column);
    }
    let start = column.saturating_sub(1 + EXCERPT / 2).min(chars.len() - EXCERPT);
    let end = start + EXCERPT;
    let mut shown = String::new();
    let mut col = column.saturating_sub(start).max(1);
    if start > 0 {
        shown.push('…');
        col += 1;
    }
    shown.extend(&chars[start..end]);
    if end < chars.len() {
        shown.push('…');
    }
    (shown, col.min(EXCERPT + 2))
}

/// The most characters of a line a diagnostic shows.
const EXCERPT: usize = 300;

/// Several diagnostics, all reported together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "{d}")?;
        }
        let n = self.0.iter().filter(|d| !d.warning).count();
        let w = self.0.len() - n;
        write!(f, "{n} problem{} found", if n == 1 { "" } else { "s" })?;
        if w > 0 {
            write!(f, " ({w} warning{})", if w == 1 { "" } else { "s" })?;
        }
        Ok(())
    }
}

impl Diagnostics {
    /// Whether any of them is an error (not only warnings).
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(|d| !d.warning)
    }
}

impl std::error::Error for Diagnostics {}
impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod list_tests {
    use super::listed;

    #[test]
    fn a_hints_list_names_its_items_or_says_there_are_none() {
        assert_eq!(listed("games", &["guyenne", "joute"]), "the games are: guyenne, joute");
        assert_eq!(listed::<&str>("faces", &[]), "there are no faces");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A diagnostic far along a line of 80 000 characters (placeables nested 20 000 deep, found by
    /// the pack fuzz) is printed with the characters around its column, the caret under its own.
    #[test]
    fn a_diagnostic_deep_in_a_very_long_line_prints_the_part_around_it() {
        let line = format!("{}X{}", "a".repeat(70_000), "b".repeat(10_000));
        let d = Diagnostic::at("f.ftl", &line, 70_000..70_001, "here".to_string());
        let shown = d.to_string();
        let lines: Vec<&str> = shown.lines().collect();
        let (text, caret) = (lines[3], lines[4]);
        assert!(text.chars().count() < 320, "{text}");
        let at = caret.chars().position(|c| c == '^').unwrap();
        assert_eq!(text.chars().nth(at), Some('X'), "{text}\n{caret}");
    }
}
