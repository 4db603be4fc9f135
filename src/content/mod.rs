//! The game pack: definitions read from disk or from the copy embedded in the binary, validated
//! into typed values with located diagnostics.

mod diagnostic;
pub mod examples;
mod game;
mod locale;
pub mod messages;

pub use diagnostic::{Diagnostic, Diagnostics};
pub use examples::{ExampleDef, Examples};
pub use game::{COLOUR_NAMES, EditionDef, GameDef, RulesetDef, SideDef, Theme};
pub use locale::{LANGUAGES, Locale};

use std::path::{Path, PathBuf};

/// The default game's definition and texts, embedded so that the binary works outside the
/// repository.
const EMBEDDED_GAME: &str = include_str!("../../content/guyenne/game.toml");
const EMBEDDED_EXAMPLES: &str = include_str!("../../content/guyenne/examples.toml");
const EMBEDDED_TEMPLATES: [(&str, &str); 2] = [
    ("cards.typ", include_str!("../../templates/cards.typ")),
    ("rulebook.typ", include_str!("../../templates/rulebook.typ")),
];
const EMBEDDED_LOCALES: [(&str, &str); 4] = [
    ("fr", include_str!("../../locales/fr/guyenne.ftl")),
    ("en", include_str!("../../locales/en/guyenne.ftl")),
    ("de", include_str!("../../locales/de/guyenne.ftl")),
    ("es", include_str!("../../locales/es/guyenne.ftl")),
];

/// Where the game pack comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackSource {
    Dir(PathBuf),
    Embedded,
}

impl PackSource {
    /// `--root DIR` if given; else the repository around the current directory; else the
    /// embedded copy.
    pub fn locate(root: Option<&Path>) -> PackSource {
        if let Some(root) = root {
            return PackSource::Dir(root.to_path_buf());
        }
        let cwd = std::env::current_dir().unwrap_or_default();
        cwd.ancestors()
            .find(|dir| dir.join("content/guyenne/game.toml").is_file() && dir.join("Cargo.toml").is_file())
            .map_or(PackSource::Embedded, |dir| PackSource::Dir(dir.to_path_buf()))
    }

    /// Reads and validates a game's definition.
    pub fn load_game(&self, game: &str) -> Result<GameDef, Diagnostics> {
        let rel = format!("content/{game}/game.toml");
        match self {
            PackSource::Embedded if game == "guyenne" => GameDef::parse(&format!("<embedded>/{rel}"), EMBEDDED_GAME),
            PackSource::Embedded => Err(not_found(&format!("<embedded>/{rel}"), "the embedded pack only has guyenne")),
            PackSource::Dir(dir) => {
                let path = dir.join(&rel);
                let shown = path.display().to_string();
                match std::fs::read_to_string(&path) {
                    Ok(text) => GameDef::parse(&shown, &text),
                    Err(e) => Err(not_found(&shown, &format!("cannot read it: {e}; is --root the repository?"))),
                }
            }
        }
    }
}

impl PackSource {
    /// A file of the pack as messages show it: its path on disk, or `<embedded>/...`.
    pub fn shown(&self, rel: &str) -> String {
        match self {
            PackSource::Embedded => format!("<embedded>/{rel}"),
            PackSource::Dir(dir) => dir.join(rel).display().to_string(),
        }
    }

    /// Reads and validates a game's worked examples (content/<game>/examples.toml).
    pub fn load_examples(&self, game: &str) -> Result<Examples, Diagnostics> {
        let rel = format!("content/{game}/examples.toml");
        match self {
            PackSource::Embedded if game == "guyenne" => {
                Examples::parse(&format!("<embedded>/{rel}"), EMBEDDED_EXAMPLES)
            }
            PackSource::Embedded => Err(not_found(&format!("<embedded>/{rel}"), "the embedded pack only has guyenne")),
            PackSource::Dir(dir) => {
                let path = dir.join(&rel);
                let shown = path.display().to_string();
                match std::fs::read_to_string(&path) {
                    Ok(text) => Examples::parse(&shown, &text),
                    Err(e) => Err(not_found(&shown, &format!("cannot read it: {e}"))),
                }
            }
        }
    }

    /// Reads a Typst template of `templates/`.
    pub fn load_template(&self, name: &str) -> Result<String, Diagnostics> {
        let rel = format!("templates/{name}");
        match self {
            PackSource::Embedded => match EMBEDDED_TEMPLATES.iter().find(|(n, _)| *n == name) {
                Some((_, text)) => Ok(text.to_string()),
                None => Err(not_found(&format!("<embedded>/{rel}"), "no such template in the embedded pack")),
            },
            PackSource::Dir(dir) => {
                let path = dir.join(&rel);
                std::fs::read_to_string(&path)
                    .map_err(|e| not_found(&path.display().to_string(), &format!("cannot read it: {e}")))
            }
        }
    }

    /// Reads one language's texts for a game.
    pub fn load_locale(&self, game: &str, lang: &str) -> Result<Locale, Diagnostics> {
        let rel = format!("locales/{lang}/{game}.ftl");
        match self {
            PackSource::Embedded => match EMBEDDED_LOCALES.iter().find(|(l, _)| *l == lang) {
                Some((_, text)) if game == "guyenne" => Locale::parse(lang, &format!("<embedded>/{rel}"), text),
                _ => Err(not_found(&format!("<embedded>/{rel}"), "the embedded pack has guyenne in fr, en, de, es")),
            },
            PackSource::Dir(dir) => {
                let path = dir.join(&rel);
                let shown = path.display().to_string();
                match std::fs::read_to_string(&path) {
                    Ok(text) => Locale::parse(lang, &shown, &text),
                    Err(e) => Err(not_found(&shown, &format!("cannot read it: {e}"))),
                }
            }
        }
    }
}

fn not_found(file: &str, hint: &str) -> Diagnostics {
    Diagnostics(vec![Diagnostic {
        file: file.to_string(),
        line: 1,
        column: 1,
        key: None,
        message: "a file of the game pack could not be read".into(),
        hint: Some(hint.to_string()),
        excerpt: String::new(),
    }])
}
