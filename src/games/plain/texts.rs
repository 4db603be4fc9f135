//! The texts of a game without an engine besides its plain messages: a card's text columns
//! (`name` written in the reference language, `name:fr` its French), the messages a card names,
//! set with that card's values as variables (`{ $cost }` in an ability), and the game's values,
//! which every message may use (`[values]` of game.toml and the counts scriptorium knows).

use crate::content::Locale;
use crate::diagnostic::Diagnostic;
use fluent_bundle::{FluentArgs, FluentValue};
use serde::Serialize;
use std::collections::BTreeMap;

/// A text of the card data, at its cell.
#[derive(Clone, Debug)]
pub struct Cell {
    pub text: String,
    /// The column as written (`name:fr`), and the cell.
    pub column: String,
    pub at: Diagnostic,
}

/// A card's text columns: by column (`name`), the text of each language that has one, the
/// reference language's among them.
pub type TextColumns = BTreeMap<String, BTreeMap<String, Cell>>;

/// A text of a card as its template receives it: the words, and where they come from (a message
/// id, or `@card.column` for a text of the card data), for `fit` to report an overflow there.
#[derive(Clone, Debug, Serialize)]
pub struct Said {
    pub text: String,
    pub msg: String,
}

/// How `fit` names a text of the card data: `@fire.name:fr`.
pub fn cell_name(card: &str, column: &str) -> String {
    format!("@{card}.{column}")
}

/// The card and column of a name made by [`cell_name`].
pub fn parse_cell_name(name: &str) -> Option<(&str, &str)> {
    name.strip_prefix('@')?.split_once('.')
}

/// A column name as (text, language tag): `name:fr` → ("name", "fr"); none for a plain column.
pub fn split_column(column: &str) -> Option<(&str, &str)> {
    column.split_once(':')
}

/// Whether `name` can be a Fluent variable (`{ $name }`).
pub fn is_variable_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// A value of the data as a Fluent variable: a number stays a number (plural forms select on
/// it), true and false are words.
pub fn fluent_value(v: &serde_json::Value) -> FluentValue<'static> {
    match v {
        serde_json::Value::Number(n) => match n.as_i64() {
            Some(i) => FluentValue::from(i),
            None => FluentValue::from(n.as_f64().unwrap_or(0.0)),
        },
        serde_json::Value::String(s) => FluentValue::from(s.clone()),
        serde_json::Value::Bool(b) => FluentValue::from(b.to_string()),
        _ => FluentValue::None,
    }
}

/// Fluent variables of `values` (those whose names can be variables).
pub fn args<'a>(values: impl IntoIterator<Item = (&'a String, &'a serde_json::Value)>) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for (k, v) in values {
        if is_variable_name(k) {
            args.set(k.clone(), fluent_value(v));
        }
    }
    args
}

/// The text of column `texts` in `lang`, or in `reference` when that language has none.
pub fn in_language<'a>(texts: &'a BTreeMap<String, Cell>, lang: &str, reference: &str) -> Option<&'a Cell> {
    texts.get(lang).or_else(|| texts.get(reference))
}

/// A message a card names, set with the game's values and the card's own (the card's first).
pub fn format_for_card(
    locale: &Locale,
    id: &str,
    game: &BTreeMap<String, serde_json::Value>,
    card: &BTreeMap<String, serde_json::Value>,
) -> Result<String, Box<Diagnostic>> {
    let args = args(game.iter().filter(|(k, _)| !card.contains_key(*k)).chain(card));
    locale.format(id, Some(&args)).map_err(Into::into)
}

/// The warnings and errors of the text columns for the languages of the pack (`langs`, each with
/// a `locales/<lang>/<game>.ftl`): a column in a language the game has no texts in, a card with
/// no text in a language (it prints in the reference language until translated).
pub fn check_languages(
    cards: &[(String, &TextColumns)],
    keys: &[(String, Diagnostic)],
    langs: &[String],
    reference: &str,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let header = |column: &str| keys.iter().find(|(k, _)| k == column).map(|(_, d)| d.clone());
    for (column, at) in keys {
        let Some((_, tag)) = split_column(column) else { continue };
        if !langs.iter().any(|l| l == tag) {
            let mut d = at.clone();
            d.message = format!("column {column:?} holds texts in {tag:?}, a language this game has no texts in");
            let hint = format!(
                "add that language's messages to build it (locales/{tag}/, a copy of the {reference} file), \
                 or fix the tag: {}",
                crate::diagnostic::listed("game's languages", langs)
            );
            out.push(d.with_hint(hint));
        }
    }
    let mut columns: Vec<&String> = cards.iter().flat_map(|(_, t)| t.keys()).collect();
    columns.sort();
    columns.dedup();
    for column in columns {
        for lang in langs.iter().filter(|l| *l != reference) {
            let lacking: Vec<&str> = cards
                .iter()
                .filter(|(_, t)| t.get(column).is_some_and(|by| !by.contains_key(lang)))
                .map(|(id, _)| id.as_str())
                .collect();
            if lacking.is_empty() {
                continue;
            }
            let translated = format!("{column}:{lang}");
            let Some(mut d) = header(&translated).or_else(|| header(column)) else { continue };
            let shown: Vec<&str> = lacking.iter().take(12).copied().collect();
            let more = if lacking.len() > 12 { format!(" and {} more", lacking.len() - 12) } else { String::new() };
            d.message = format!(
                "{} card(s) have no {lang} text in column {translated:?}: {}{more}; they print in the \
                 reference language ({reference}) until then",
                lacking.len(),
                shown.join(", ")
            );
            let hint = if header(&translated).is_some() {
                format!("fill their cells of column {translated}")
            } else {
                format!("add a column {translated} with the {lang} texts")
            };
            out.push(d.with_hint(hint).warning());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(text: &str, column: &str) -> Cell {
        Cell { text: text.into(), column: column.into(), at: Diagnostic::at("cards.csv", "", 0..0, "") }
    }

    #[test]
    fn a_text_missing_in_a_language_is_taken_from_the_reference() {
        let texts = BTreeMap::from([("en".to_string(), cell("Fire", "name"))]);
        assert_eq!(in_language(&texts, "fr", "en").unwrap().text, "Fire");
        let texts = BTreeMap::from([("en".to_string(), cell("Fire", "name")), ("fr".into(), cell("Feu", "name:fr"))]);
        assert_eq!(in_language(&texts, "fr", "en").unwrap().text, "Feu");
    }

    #[test]
    fn a_cell_name_names_its_card_and_column() {
        assert_eq!(parse_cell_name(&cell_name("fire", "name:fr")), Some(("fire", "name:fr")));
        assert_eq!(parse_cell_name("card-fire"), None);
    }

    #[test]
    fn only_names_fluent_accepts_are_variables() {
        assert!(is_variable_name("cost") && is_variable_name("min-cost_2"));
        assert!(!is_variable_name("2cost") && !is_variable_name("name:fr") && !is_variable_name(""));
    }

    /// A card without a translation in a language is told once per column and language, at the
    /// column's header, naming the cards; a column in a language the game lacks is an error.
    #[test]
    fn missing_translations_and_unknown_languages_are_reported_at_the_header() {
        let head = |k: &str| (k.to_string(), Diagnostic::at("cards.csv", "id,name,name:fr,name:it\n", 0..0, ""));
        let keys = vec![head("id"), head("name"), head("name:fr"), head("name:it")];
        let fire: TextColumns = BTreeMap::from([(
            "name".to_string(),
            BTreeMap::from([("en".to_string(), cell("Fire", "name")), ("fr".into(), cell("Feu", "name:fr"))]),
        )]);
        let water: TextColumns =
            BTreeMap::from([("name".to_string(), BTreeMap::from([("en".to_string(), cell("Water", "name"))]))]);
        let cards = vec![("fire".to_string(), &fire), ("water".to_string(), &water)];
        let found = check_languages(&cards, &keys, &["en".into(), "fr".into()], "en");
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(!found[0].warning && found[0].message.contains("\"name:it\""), "{found:?}");
        assert!(found[1].warning && found[1].message.contains("1 card(s) have no fr text"), "{found:?}");
        assert!(found[1].message.contains(": water;"), "{found:?}");
    }
}
