//! Clarifications: the lines of a rulebook's messages that say how the game's rules engine reads
//! what its source documents leave open. Each names the interpretation it states, once, in
//! every language: `> [I-D7.4] text`. A game with an engine declares its interpretations in its
//! rules reference (`docs/<game>-rules.md`, each marked `**Interpretation I-D7.4**`, and
//! `(not printed: why)` when its books leave it out, `(printed where reachable: why)` when they
//! state it only where the game's numbers can reach the case); `check` holds every clarification line
//! of every language to that list, and the rulebook code gives the template each one's label.

use super::Locale;
use crate::diagnostic::Diagnostic;
use std::collections::BTreeMap;

/// The mark of an interpretation in a rules reference.
const MARK: &str = "**Interpretation";

/// What follows a mark when the books leave the interpretation out.
const NOT_PRINTED: &str = "(not printed:";

/// What follows a mark when the books state the interpretation only where the game's numbers
/// can reach its case (a rule for a position no game of the pack as it is can reach is noise
/// to a player; a designer's change of numbers that makes it reachable prints it).
const WHERE_REACHABLE: &str = "(printed where reachable:";

/// One interpretation of a game's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interpretation {
    /// `I-` and the id of the rule it reads, with a letter when the rule has several: `I-D5.3a`.
    pub id: String,
    /// Whether the rulebooks may print it (else the reference says why not).
    pub printed: bool,
    /// Whether they print it only where the game's numbers can reach its case.
    pub where_reachable: bool,
    /// Its line in the rules reference.
    pub line: usize,
}

/// The interpretations a game's rules reference declares, in its order.
#[derive(Clone, Debug)]
pub struct Interpretations {
    /// The reference, as messages name it (`docs/<game>-rules.md`).
    pub file: &'static str,
    pub list: Vec<Interpretation>,
}

impl Interpretations {
    /// Reads the interpretations of a rules reference (`file` is its name, `text` its text).
    /// A mark without a well-formed id, or an id declared twice, is an error naming its line.
    pub fn parse(file: &'static str, text: &str) -> Result<Interpretations, String> {
        let mut list: Vec<Interpretation> = Vec::new();
        for (at, _) in text.match_indices(MARK) {
            let line = text[..at].matches('\n').count() + 1;
            let rest = text[at + MARK.len()..].trim_start();
            let id = rest.split("**").next().filter(|_| rest.contains("**")).unwrap_or_default();
            if !is_id(id) {
                return Err(format!(
                    "{file}:{line}: an interpretation is marked without its id: write **Interpretation I-<rule id>**"
                ));
            }
            if list.iter().any(|i| i.id == id) {
                return Err(format!("{file}:{line}: interpretation {id} is declared twice"));
            }
            let after = rest[id.len() + 2..].trim_start();
            list.push(Interpretation {
                id: id.to_string(),
                printed: !after.starts_with(NOT_PRINTED),
                where_reachable: after.starts_with(WHERE_REACHABLE),
                line,
            });
        }
        Ok(Interpretations { file, list })
    }

    pub fn get(&self, id: &str) -> Option<&Interpretation> {
        self.list.iter().find(|i| i.id == id)
    }

    /// The ids of the interpretations the rulebooks may print (always, or where reachable).
    pub fn printed(&self) -> impl Iterator<Item = &str> {
        self.list.iter().filter(|i| i.printed).map(|i| i.id.as_str())
    }

    /// The ids of the interpretations every rulebook prints.
    pub fn always_printed(&self) -> impl Iterator<Item = &str> {
        self.list.iter().filter(|i| i.printed && !i.where_reachable).map(|i| i.id.as_str())
    }
}

/// Whether `s` is an interpretation's id: `I-`, a capital letter, a number, any `.number`, and
/// at most one small letter (`I-R5`, `I-D7.4`, `I-D5.3a`, `I-D8a`).
pub fn is_id(s: &str) -> bool {
    let Some(rule) = s.strip_prefix("I-") else { return false };
    let mut chars = rule.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_uppercase()) {
        return false;
    }
    let rest: &str = chars.as_str();
    let rest = rest.strip_suffix(|c: char| c.is_ascii_lowercase()).unwrap_or(rest);
    !rest.is_empty() && rest.split('.').all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A line of a message read as a clarification.
#[derive(Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// Not a clarification: it does not start with `>`.
    Plain,
    /// `> [ID] text`.
    Clarification { id: &'a str, text: &'a str },
    /// It starts with `>` but is not `> [ID] text`: why.
    Malformed(&'static str),
}

/// Reads one line of a message (leading spaces ignored).
pub fn line(line: &str) -> Line<'_> {
    let Some(rest) = line.trim_start().strip_prefix('>') else { return Line::Plain };
    let Some(rest) = rest.strip_prefix(' ') else { return Line::Malformed("a space must follow the \">\"") };
    let Some(rest) = rest.strip_prefix('[') else {
        return Line::Malformed("it does not name its interpretation in brackets after the \"> \"");
    };
    let Some((id, text)) = rest.split_once(']') else { return Line::Malformed("its \"[\" is never closed") };
    if !is_id(id) {
        return Line::Malformed("what the brackets hold is not an interpretation's id");
    }
    match text.strip_prefix(' ') {
        Some(text) if !text.trim().is_empty() => Line::Clarification { id, text },
        _ => Line::Malformed("no text follows its id"),
    }
}

/// The ids of the clarifications a formatted text prints, in order.
pub fn ids(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| match line(l) {
            Line::Clarification { id, .. } => Some(id),
            _ => None,
        })
        .collect()
}

/// The label of every clarification `texts` print, by id, made by `label` (which formats the
/// game's label message with the id).
pub fn labels<'a, E>(
    texts: impl IntoIterator<Item = &'a String>,
    label: impl Fn(&str) -> Result<String, E>,
) -> Result<BTreeMap<String, String>, E> {
    let mut out = BTreeMap::new();
    for text in texts {
        for id in ids(text) {
            if !out.contains_key(id) {
                out.insert(id.to_string(), label(id)?);
            }
        }
    }
    Ok(out)
}

/// A clarification line of a locale's source: its message, its id and where it is.
struct Found<'a> {
    message: String,
    id: &'a str,
    /// Byte range of the id in the source.
    at: std::ops::Range<usize>,
}

/// Every clarification line of a Fluent source, with the problems of those that are malformed.
fn scan<'a>(locale: &'a Locale, problems: &mut Vec<Diagnostic>) -> Vec<Found<'a>> {
    let source = locale.source();
    let mut found = Vec::new();
    let mut message = String::new();
    let mut offset = 0;
    for raw in source.split_inclusive('\n') {
        let start = offset;
        offset += raw.len();
        let text = raw.trim_end_matches(['\n', '\r']);
        if text.starts_with('#') {
            continue;
        }
        if !text.starts_with(' ')
            && let Some((id, _)) = text.split_once('=')
        {
            message = id.trim().to_string();
            continue;
        }
        let indent = text.len() - text.trim_start().len();
        match line(text) {
            Line::Plain => {}
            Line::Clarification { id, .. } => {
                let at = start + indent + 3;
                found.push(Found { message: message.clone(), id, at: at..at + id.len() });
            }
            Line::Malformed(why) => {
                let at = start + indent;
                problems.push(
                    Diagnostic::at(&locale.file, source, at..at + 1, format!("malformed clarification: {why}"))
                        .with_key(message.clone())
                        .with_hint("write a clarification as `> [I-D7.4] text`, naming the interpretation it states"),
                );
            }
        }
    }
    found
}

/// Every problem of the clarification lines of a game's locales: a line starting with `>` that
/// is not `> [ID] text`; an id `interpretations` does not declare, or declares unprinted; an
/// interpretation the reference language states and another language does not (in a message
/// it translates), or the other way round. A language with a faulty line is compared with the
/// reference once that line is fixed, so that one typo is one problem.
pub fn check(locales: &[&Locale], reference: &str, interpretations: &Interpretations) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    // Per language: its valid clarifications, and whether it has a faulty one.
    let mut by_locale: Vec<(&Locale, Vec<Found>, bool)> = Vec::new();
    let known: Vec<&str> = interpretations.printed().collect();
    for locale in locales {
        let before = problems.len();
        let mut found = scan(locale, &mut problems);
        found.retain(|f| {
            let why = match interpretations.get(f.id) {
                Some(i) if i.printed => return true,
                Some(i) => format!(
                    "clarification {} states an interpretation that {}:{} says the rulebooks do not print",
                    f.id, interpretations.file, i.line
                ),
                None => format!("clarification {} names no interpretation of {}", f.id, interpretations.file),
            };
            problems.push(
                Diagnostic::at(&locale.file, locale.source(), f.at.clone(), why)
                    .with_key(f.message.clone())
                    .with_hint(crate::diagnostic::listed("printed interpretations", &known)),
            );
            false
        });
        by_locale.push((locale, found, problems.len() > before));
    }
    // Every language states the interpretations its reference language states: a book may
    // place a clarification in another message than the reference does (each language's book
    // is written in its own words), but none may drop or add one.
    let Some((_, reference_found, reference_faulty)) = by_locale.iter().find(|(l, ..)| l.lang == reference) else {
        return problems;
    };
    for (locale, found, faulty) in by_locale.iter().filter(|(l, ..)| l.lang != reference) {
        if *reference_faulty || *faulty {
            continue;
        }
        for f in found.iter().filter(|f| !reference_found.iter().any(|r| r.id == f.id)) {
            let text = format!("clarification {} is not in the reference language ({reference})", f.id);
            problems.push(
                Diagnostic::at(&locale.file, locale.source(), f.at.clone(), text)
                    .with_key(f.message.clone())
                    .with_hint("every language states the same interpretations: add it to the reference first"),
            );
        }
        for r in reference_found.iter().filter(|r| !found.iter().any(|f| f.id == r.id)) {
            // A message the translation lacks prints the reference's text, clarifications
            // included: that is the warning about untranslated messages, not this error.
            if !locale.ids().contains(&r.message) {
                continue;
            }
            let line = super::messages::line_of(locale.source(), &r.message).unwrap_or(1);
            let text = format!(
                "clarification {} of the reference language ({reference}, message {:?}) is not translated",
                r.id, r.message
            );
            problems.push(
                Diagnostic::at_line(&locale.file, locale.source(), line, text)
                    .with_key(r.message.clone())
                    .with_hint(format!("write it in {} as `> [{}] …`, in its own words", locale.lang, r.id)),
            );
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_an_i_a_rule_id_and_at_most_one_letter() {
        for id in ["I-R5", "I-D7.4", "I-D5.3a", "I-D8a", "I-J2.1b", "I-R9.5"] {
            assert!(is_id(id), "{id}");
        }
        for id in ["D7.4", "I-d7.4", "I-D", "I-D7.", "I-D7.4ab", "I-7.4", "I-D7..4", "I-D7.4 ", "I-Da"] {
            assert!(!is_id(id), "{id}");
        }
    }

    #[test]
    fn a_clarification_line_names_its_interpretation() {
        assert_eq!(line("    > [I-D7.4] The end."), Line::Clarification { id: "I-D7.4", text: "The end." });
        assert_eq!(line("- a bullet"), Line::Plain);
        assert!(matches!(line("> The end."), Line::Malformed(_)));
        assert!(matches!(line("> [I-D7.4 The end."), Line::Malformed(_)));
        assert!(matches!(line("> [D7.4] The end."), Line::Malformed(_)));
        assert!(matches!(line("> [I-D7.4]"), Line::Malformed(_)));
        assert!(matches!(line(">[I-D7.4] The end."), Line::Malformed(_)));
    }

    #[test]
    fn a_reference_declares_its_interpretations_and_those_left_out() {
        let doc = "- R7.3 **Interpretation I-R7.3**: counted at once.\n\
                   - R9.5 **Interpretation I-R9.5a** (not printed: an engine matter): x.\n\
                   **Interpretation\n  I-R9.5b**: y.\n";
        let i = Interpretations::parse("rules.md", doc).unwrap();
        let ids: Vec<(&str, bool, usize)> = i.list.iter().map(|i| (i.id.as_str(), i.printed, i.line)).collect();
        assert_eq!(ids, [("I-R7.3", true, 1), ("I-R9.5a", false, 2), ("I-R9.5b", true, 3)]);
        assert!(Interpretations::parse("rules.md", "**Interpretation**: x").unwrap_err().contains("rules.md:1"));
        assert!(Interpretations::parse("r.md", "**Interpretation I-R5**\n**Interpretation I-R5**").is_err());
    }

    #[test]
    fn an_interpretation_may_be_printed_only_where_the_numbers_reach_it() {
        let doc = "- J6.3 **Interpretation I-J6.3** (printed where reachable: a die of 6 cannot): x.\n\
                   - J6.4 **Interpretation I-J6.4**: y.\n";
        let i = Interpretations::parse("rules.md", doc).unwrap();
        assert_eq!(i.printed().collect::<Vec<_>>(), ["I-J6.3", "I-J6.4"]);
        assert_eq!(i.always_printed().collect::<Vec<_>>(), ["I-J6.4"]);
    }
}
