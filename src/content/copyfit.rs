//! A game's saved copyfitting (`content/<game>/copyfit.toml`): for each rulebook, the setting
//! scriptorium chose (its step, and the figures it placed or sized) and how good it was, so that
//! a build tries that setting first and keeps it while it is still as good, instead of
//! searching again. The book's page breaks then stay where they were after a small edit, and a
//! first build of the pack compiles each book once.
//!
//! ```toml
//! [fr-2022]
//! step = -4.5
//! placement = { example-round = "flow" }
//! size = { example-majority = 1.3 }
//! blank-pages = 0
//! defects = 0
//! ```
//!
//! A table is named by the book's language and edition (`fr-2022`, or `fr` for a game without
//! editions). `scriptorium build --save-copyfit` writes the file; a designer may edit it by hand
//! or remove it (then every book is searched again).

use super::{Diagnostic, toml_error};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The file's name in `content/<game>/`.
pub const FILE: &str = "copyfit.toml";

/// The farthest step copyfitting goes either way (the search's reach).
pub const REACH: f64 = 6.0;

/// One book's saved setting.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Saved {
    /// The step: a whole or half number from -6 to 6.
    pub step: f64,
    /// The figures set at another place than designed, by name.
    #[serde(default)]
    pub placement: BTreeMap<String, String>,
    /// The figures drawn at another size than designed: the factor of their width.
    #[serde(default)]
    pub size: BTreeMap<String, f64>,
    /// The blank pages the book had at this setting, and the preflight's findings: the setting
    /// is kept while the book has no more of either.
    pub blank_pages: usize,
    pub defects: usize,
}

/// The name of a book's table: its language, and its edition when the game has editions.
pub fn book_key(lang: &str, edition: Option<&str>) -> String {
    match edition {
        Some(e) => format!("{lang}-{e}"),
        None => lang.to_string(),
    }
}

/// Reads `text` (shown as `file`): the saved setting of each book, by table name. A syntax
/// error, an unknown key or a step out of reach is located.
pub fn read(file: &str, text: &str) -> Result<BTreeMap<String, Saved>, Box<Diagnostic>> {
    let books: BTreeMap<String, Saved> = toml::from_str(text).map_err(|e| {
        Box::new(toml_error(file, text, &e).with_hint(
            "each book is a table named by its language and edition: [fr-2022] with step = -1.5, \
             placement = { NAME = \"top\" }, size = { NAME = 0.85 }, blank-pages = 0, defects = 0 \
             (or remove the file: `scriptorium build --save-copyfit` writes it again)",
        ))
    })?;
    for (name, book) in &books {
        let halves = book.step * 2.0;
        if halves.fract() != 0.0 || book.step.abs() > REACH {
            // At the table's `step` line.
            let table = text.find(&format!("[{name}]")).unwrap_or(0);
            let at = text[table..].find("step").map_or(table, |i| table + i);
            return Err(Box::new(
                Diagnostic::at(
                    file,
                    text,
                    at..at,
                    format!("[{name}]: step {} is not a step copyfitting takes", book.step),
                )
                .with_key("step".to_string())
                .with_hint(format!("a step is a whole or half number from -{REACH} to {REACH}, such as -1.5")),
            ));
        }
        if let Some((figure, factor)) = book.size.iter().find(|(_, f)| !(**f > 0.0 && f.is_finite())) {
            let at = text.find(&format!("[{name}]")).unwrap_or(0);
            return Err(Box::new(
                Diagnostic::at(file, text, at..at, format!("[{name}]: size {factor} of {figure:?} is not a factor"))
                    .with_key("size".to_string())
                    .with_hint("a size is the factor of the figure's designed width, such as 0.85"),
            ));
        }
    }
    Ok(books)
}

/// The file's text for `books`: a comment saying what it is, then a table a book.
pub fn write(books: &BTreeMap<String, Saved>) -> String {
    let mut out = String::from(
        "# How scriptorium copyfitted each rulebook of this game: the step (a little tighter or looser\n\
         # than designed) and the figures it placed or sized, so that its pages make whole sheets\n\
         # without layout defects. A build tries this setting first and keeps it while the book has no\n\
         # more blank pages or defects than below; else it searches again. Written by\n\
         # `scriptorium build --save-copyfit`; remove a table to have its book searched again.\n",
    );
    for (name, book) in books {
        out.push_str(&format!("\n[{}]\nstep = {}\n", key(name), toml::Value::Float(book.step)));
        let inline = |pairs: Vec<(&String, toml::Value)>| {
            let pairs: Vec<String> = pairs.into_iter().map(|(k, v)| format!("{} = {v}", key(k))).collect();
            format!("{{ {} }}", pairs.join(", "))
        };
        if !book.placement.is_empty() {
            let pairs = book.placement.iter().map(|(k, v)| (k, toml::Value::String(v.clone()))).collect();
            out.push_str(&format!("placement = {}\n", inline(pairs)));
        }
        if !book.size.is_empty() {
            let pairs = book.size.iter().map(|(k, v)| (k, toml::Value::Float(*v))).collect();
            out.push_str(&format!("size = {}\n", inline(pairs)));
        }
        out.push_str(&format!("blank-pages = {}\ndefects = {}\n", book.blank_pages, book.defects));
    }
    out
}

/// A TOML key: bare when it may be, else quoted.
fn key(k: &str) -> String {
    let bare = !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if bare { k.to_string() } else { toml::Value::String(k.to_string()).to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_setting_reads_back_as_written() {
        let mut books = BTreeMap::new();
        let placement = BTreeMap::from([("example-round".to_string(), "flow".to_string())]);
        let size = BTreeMap::from([("example-majority".to_string(), 1.3)]);
        books.insert("fr-2022".to_string(), Saved { step: -4.5, placement, size, blank_pages: 0, defects: 1 });
        let odd = BTreeMap::from([("a figure \"x\"".to_string(), "top".to_string())]);
        books.insert(
            "en".to_string(),
            Saved { step: 2.0, placement: odd, size: BTreeMap::new(), blank_pages: 1, defects: 0 },
        );
        assert_eq!(read("copyfit.toml", &write(&books)).unwrap(), books);
    }

    #[test]
    fn a_step_copyfitting_does_not_take_is_located() {
        let text = "[fr]\nstep = 0.3\nblank-pages = 0\ndefects = 0\n";
        let d = read("content/g/copyfit.toml", text).unwrap_err();
        assert!(d.message.contains("step 0.3"), "{d:?}");
        assert_eq!(d.line, 2, "{d:?}");
    }

    #[test]
    fn an_unknown_key_is_located_with_a_hint() {
        let text = "[fr]\nstep = 1\nblank-pages = 0\ndefects = 0\nplacment = {}\n";
        let d = read("content/g/copyfit.toml", text).unwrap_err();
        assert!(d.message.contains("placment"), "{d:?}");
        assert_eq!(d.line, 5, "{d:?}");
    }
}
