//! `scriptorium build`: every output of a game, in parallel, into the output folder, with a
//! manifest of what was written.

use crate::content::{GameDef, LANGUAGES, Locale, PackSource};
use crate::output;
use crate::render::cards::{CardEntry, Sheet, catalogue, palette};
use crate::render::raster;
use rayon::prelude::*;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// What to build.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    pub game: String,
    pub languages: Vec<String>,
    pub out: PathBuf,
}

/// One file written, as the manifest lists it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct FileEntry {
    /// Relative to the output folder, with `/` separators.
    pub path: String,
    pub kind: &'static str,
    pub language: String,
    pub sha256: String,
}

/// A card of one language's set, as the manifest lists it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ManifestCard {
    pub language: String,
    pub id: String,
    pub copies: u32,
    pub front: String,
    pub back: String,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Manifest {
    pub game: String,
    pub files: Vec<FileEntry>,
    pub cards: Vec<ManifestCard>,
}

/// What a build did.
#[derive(Debug)]
pub struct BuildReport {
    pub manifest: Manifest,
}

/// A problem that stops a build, with the file or card it is about.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("{0}")]
    Content(#[from] crate::content::Diagnostics),
    #[error("unknown language {0:?}: the languages are {langs}", langs = LANGUAGES.join(", "))]
    Language(String),
    #[error("card face {face} ({lang}): {message}")]
    Face { face: String, lang: String, message: String },
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: std::io::Error },
    #[error("{0}")]
    Path(String),
}

fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Builds the card faces (SVG and PNG) of every requested language.
pub fn build_cards(
    pack: &PackSource,
    opts: &BuildOptions,
    progress: &(dyn Fn() + Sync),
) -> Result<BuildReport, BuildError> {
    let def = pack.load_game(&opts.game)?;
    for lang in &opts.languages {
        if !LANGUAGES.contains(&lang.as_str()) {
            return Err(BuildError::Language(lang.clone()));
        }
    }
    let locales: Vec<Locale> =
        opts.languages.iter().map(|lang| pack.load_locale(&opts.game, lang)).collect::<Result<_, _>>()?;
    let (cards, faces) = catalogue(&def);
    let jobs: Vec<(&Locale, &crate::render::cards::Face)> =
        locales.iter().flat_map(|l| faces.iter().map(move |f| (l, f))).collect();
    // Render everything first: a failure leaves the previous outputs untouched.
    let rendered: Vec<(String, raster::Rendered)> = jobs
        .par_iter()
        .map(|(locale, face)| {
            let sheet = Sheet { def: &def, theme: &def.theme, palette: palette(&def.theme), locale };
            let fail = |message: String| BuildError::Face { face: face.id.clone(), lang: locale.lang.clone(), message };
            let source = sheet.face_svg(face).map_err(fail)?;
            let t = &def.theme;
            let (w, h) = (t.card_width + 2.0 * t.bleed, t.card_height + 2.0 * t.bleed);
            let r = raster::render(&source, w, h, t.dpi).map_err(fail)?;
            progress();
            Ok((locale.lang.clone(), r))
        })
        .collect::<Result<_, BuildError>>()?;
    let mut files = Vec::new();
    for ((_, face), (lang, r)) in jobs.iter().zip(&rendered) {
        let dir = format!("{}/{lang}/cards", opts.game);
        for (ext, kind, bytes) in [("svg", "card-svg", r.svg.as_bytes()), ("png", "card-png", &r.png[..])] {
            let rel = format!("{dir}/{}.{ext}", face.id);
            write(&opts.out, &rel, bytes)?;
            files.push(FileEntry { path: rel, kind, language: lang.clone(), sha256: sha256(bytes) });
        }
    }
    // An overview of each language's faces, for designers and the README.
    for lang in &opts.languages {
        let pngs: Vec<&[u8]> = rendered.iter().filter(|(l, _)| l == lang).map(|(_, r)| &r.png[..]).collect();
        let sheet = raster::contact_sheet(&pngs, 9, 160).map_err(|message| BuildError::Face {
            face: "contact-sheet".into(),
            lang: lang.clone(),
            message,
        })?;
        let rel = format!("{}/{lang}/cards/contact-sheet.png", opts.game);
        write(&opts.out, &rel, &sheet)?;
        files.push(FileEntry { path: rel, kind: "contact-sheet", language: lang.clone(), sha256: sha256(&sheet) });
    }
    let manifest_cards = manifest_cards(&opts.game, &opts.languages, &cards);
    let manifest = Manifest { game: def.id.clone(), files, cards: manifest_cards };
    let json = serde_json::to_string_pretty(&manifest).expect("the manifest serializes");
    write(&opts.out, "manifest.json", json.as_bytes())?;
    Ok(BuildReport { manifest })
}

fn manifest_cards(game: &str, languages: &[String], cards: &[CardEntry]) -> Vec<ManifestCard> {
    languages
        .iter()
        .flat_map(|lang| {
            cards.iter().map(move |c| ManifestCard {
                language: lang.clone(),
                id: c.id.clone(),
                copies: c.copies,
                front: format!("{game}/{lang}/cards/{}.svg", c.front),
                back: format!("{game}/{lang}/cards/{}.svg", c.back),
            })
        })
        .collect()
}

fn write(out: &Path, rel: &str, bytes: &[u8]) -> Result<(), BuildError> {
    let path = output::inside(out, rel).map_err(BuildError::Path)?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| BuildError::Write { path: dir.display().to_string(), source })?;
    }
    output::write_file(&path, bytes).map_err(|source| BuildError::Write { path: path.display().to_string(), source })
}

/// The number of card faces a build of `languages` renders (for progress bars).
pub fn face_count(def: &GameDef, languages: usize) -> usize {
    catalogue(def).1.len() * languages
}
