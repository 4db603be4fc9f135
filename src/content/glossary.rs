//! A game's glossary (`content/<game>/glossary.toml`): for each language, the word the game uses
//! for each of its terms and the words it must not be written with, so that the cards and the
//! book never call one thing by two names ("isolated" in the book, "lone" on the cards):
//!
//! ```toml
//! [en]
//! isolated = { term = "isolated", avoid = ["lone"] }
//! enemy-castle = { term = "enemy castle", avoid = ["held castle"] }
//! ```
//!
//! Every message of the language is searched for the words to avoid (whole words, any case);
//! each one found is reported at its message, with the term to write instead.

use super::{Diagnostic, Locale, toml_error};
use serde::Deserialize;
use std::collections::BTreeMap;

/// One term: the word to write and the words to avoid.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Term {
    term: String,
    #[serde(default)]
    avoid: Vec<String>,
}

/// Checks every language's messages against the glossary `text` (shown as `file`): warnings,
/// or errors when `strict`. A glossary that does not parse, or names a language the game has no
/// texts in (`with_texts` lists those it has), is an error; a language whose texts could not be
/// read (already reported) is skipped.
pub fn check(file: &str, text: &str, locales: &[Locale], with_texts: &[String], strict: bool) -> Vec<Diagnostic> {
    let glossary: BTreeMap<String, BTreeMap<String, Term>> = match toml::from_str(text) {
        Ok(g) => g,
        Err(e) => {
            return vec![toml_error(file, text, &e).with_hint(
                "each language is a table of terms: [en] then isolated = { term = \"isolated\", avoid = [\"lone\"] }",
            )];
        }
    };
    let mut out = Vec::new();
    for (lang, terms) in &glossary {
        let Some(locale) = locales.iter().find(|l| &l.lang == lang) else {
            if with_texts.contains(lang) {
                continue;
            }
            let at = text.find(&format!("[{lang}]")).unwrap_or(0);
            out.push(
                Diagnostic::at(
                    file,
                    text,
                    at..at,
                    format!("the glossary has terms for {lang:?}, a language without texts"),
                )
                .with_hint("name a language of locales/ (the folder's name), or remove the table"),
            );
            continue;
        };
        for (name, term) in terms {
            for avoid in &term.avoid {
                for id in locale.ids() {
                    let Ok(message) = locale.text(id) else { continue };
                    if let Some(found) = find_words(&message, avoid) {
                        let line = super::messages::line_of(locale.source(), id).unwrap_or(1);
                        let d = Diagnostic::at_line(
                            &locale.file,
                            locale.source(),
                            line,
                            format!(
                                "glossary: {id:?} writes {found:?} for the term {name:?}, which this game writes {:?}",
                                term.term
                            ),
                        )
                        .with_key(id.clone())
                        .with_hint(format!(
                            "write {:?} as everywhere else on the cards and in the book ({file}, [{lang}] {name})",
                            term.term
                        ));
                        out.push(if strict { d } else { d.warning() });
                    }
                }
            }
        }
    }
    out
}

/// The first place `words` appears in `text` as whole words, in any case (and with any spaces
/// between them), as written there.
fn find_words(text: &str, words: &str) -> Option<String> {
    let want: Vec<String> = words.split_whitespace().map(str::to_lowercase).collect();
    if want.is_empty() {
        return None;
    }
    // The text's words with their byte ranges.
    let mut spans: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let part = c.is_alphanumeric() || c == '\'' || c == '’' || c == '-';
        match (part, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push((s, text.len()));
    }
    spans.windows(want.len()).find_map(|w| {
        let matches = w.iter().zip(&want).all(|((a, b), x)| text[*a..*b].to_lowercase() == *x);
        matches.then(|| text[w[0].0..w[w.len() - 1].1].to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(ftl: &str) -> Vec<Locale> {
        vec![Locale::parse("en", "locales/en/g.ftl", ftl).unwrap()]
    }

    const GLOSSARY: &str = "[en]\nisolated = { term = \"isolated\", avoid = [\"lone\", \"held castle\"] }\n";

    #[test]
    fn a_word_to_avoid_is_reported_at_its_message() {
        let found =
            check("content/g/glossary.toml", GLOSSARY, &en("a = An isolated castle\nb = A lone castle\n"), &[], false);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].line, found[0].key.as_deref(), found[0].warning), (2, Some("b"), true));
        assert!(found[0].message.contains("\"lone\""), "{}", found[0].message);
    }

    #[test]
    fn words_are_matched_whole_and_in_any_case() {
        // "alone" and "held" alone are other words; "Held  castle" is the phrase.
        let found = check("g.toml", GLOSSARY, &en("a = Alone, held by\nb = Held  castle\n"), &[], true);
        assert_eq!(found.iter().map(|d| d.line).collect::<Vec<_>>(), vec![2]);
        assert!(!found[0].warning, "strict makes it an error");
    }

    #[test]
    fn a_glossary_for_a_language_without_texts_is_an_error() {
        let found = check("g.toml", "[de]\nx = { term = \"y\" }\n", &en("a = b\n"), &["en".into()], false);
        assert_eq!(found.len(), 1);
        assert!(!found[0].warning && found[0].message.contains("\"de\""), "{found:?}");
        // A language whose texts exist but could not be read is already reported.
        let found = check("g.toml", "[de]\nx = { term = \"y\" }\n", &en("a = b\n"), &["de".into()], false);
        assert!(found.is_empty(), "{found:?}");
    }
}
