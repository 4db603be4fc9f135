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
const EMBEDDED: [(&str, &str); 8] = [
    ("content/guyenne/game.toml", include_str!("../../content/guyenne/game.toml")),
    ("content/guyenne/examples.toml", include_str!("../../content/guyenne/examples.toml")),
    ("templates/cards.typ", include_str!("../../templates/cards.typ")),
    ("templates/rulebook.typ", include_str!("../../templates/rulebook.typ")),
    ("locales/fr/guyenne.ftl", include_str!("../../locales/fr/guyenne.ftl")),
    ("locales/en/guyenne.ftl", include_str!("../../locales/en/guyenne.ftl")),
    ("locales/de/guyenne.ftl", include_str!("../../locales/de/guyenne.ftl")),
    ("locales/es/guyenne.ftl", include_str!("../../locales/es/guyenne.ftl")),
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
        let (shown, text) = self.read(&format!("content/{game}/game.toml"))?;
        GameDef::parse(&shown, &text)
    }

    /// A file of the pack as messages show it: its path on disk, or `<embedded>/...`.
    pub fn shown(&self, rel: &str) -> String {
        match self {
            PackSource::Embedded => format!("<embedded>/{rel}"),
            PackSource::Dir(dir) => dir.join(rel).display().to_string(),
        }
    }

    /// Reads and validates a game's worked examples (content/<game>/examples.toml).
    pub fn load_examples(&self, game: &str) -> Result<Examples, Diagnostics> {
        let (shown, text) = self.read(&format!("content/{game}/examples.toml"))?;
        Examples::parse(&shown, &text)
    }

    /// Reads a Typst template of `templates/`.
    pub fn load_template(&self, name: &str) -> Result<String, Diagnostics> {
        self.read(&format!("templates/{name}")).map(|(_, text)| text)
    }

    /// Reads one language's texts for a game.
    pub fn load_locale(&self, game: &str, lang: &str) -> Result<Locale, Diagnostics> {
        let (shown, text) = self.read(&format!("locales/{lang}/{game}.ftl"))?;
        Locale::parse(lang, &shown, &text)
    }

    /// A file of the pack, by its path relative to the pack's root: (as shown, text).
    fn read(&self, rel: &str) -> Result<(String, String), Diagnostics> {
        let shown = self.shown(rel);
        match self {
            PackSource::Embedded => match EMBEDDED.iter().find(|(path, _)| *path == rel) {
                Some((_, text)) => Ok((shown, text.to_string())),
                None => Err(not_found(&shown, "the embedded pack has guyenne only, in fr, en, de and es")),
            },
            PackSource::Dir(dir) => match std::fs::read_to_string(dir.join(rel)) {
                Ok(text) => Ok((shown, text)),
                Err(e) => Err(not_found(&shown, &format!("cannot read it: {e}; is --root the game pack's folder?"))),
            },
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
