//! `scriptorium build`: every output of a game, in parallel, into the output folder, with a
//! manifest of what was written.

use crate::content::{GameDef, LANGUAGES, Locale, PackSource};
use crate::output;
use crate::render::cards::{CardEntry, Sheet, catalogue, palette};
use crate::render::raster;
use crate::typeset::{self, sheets};
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
    /// Card faces as SVG and PNG files.
    pub cards: bool,
    /// Print-and-play and print-shop PDFs.
    pub sheets: bool,
    /// The rulebook PDFs.
    pub rulebook: bool,
    /// The rules edition of the rulebooks; game.toml's `game.edition` when `None`.
    pub edition: Option<String>,
}

/// The print PDFs of one language, by file name and kind.
pub const SHEETS: [(&str, &str); 4] = [
    ("print-and-play-a4.pdf", "sheet-duplex"),
    ("print-and-play-letter.pdf", "sheet-duplex"),
    ("print-and-play-gutterfold-a4.pdf", "sheet-gutterfold"),
    ("print-and-play-printshop.pdf", "sheet-printshop"),
];

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
    #[error("{file} ({lang}): {message}")]
    Sheet { file: String, lang: String, message: String },
    #[error("theme.font {0:?} is not among the fonts built into scriptorium: {fonts}", fonts = EMBEDDED_FAMILIES.join(", "))]
    Font(String),
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: std::io::Error },
    #[error("{0}")]
    Path(String),
}

/// The font families embedded in the binary (typst-assets), for the message about `theme.font`.
const EMBEDDED_FAMILIES: [&str; 3] = ["Libertinus Serif", "New Computer Modern", "DejaVu Sans Mono"];

fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Builds the card faces (SVG and PNG) and the print sheets (PDF) of every requested language,
/// as the options say, then the manifest.
pub fn build_print_files(
    pack: &PackSource,
    opts: &BuildOptions,
    progress: &(dyn Fn() + Sync),
) -> Result<BuildReport, BuildError> {
    let def = pack.load_game(&opts.game)?;
    if !crate::render::fonts::has_family(&def.theme.font) {
        return Err(BuildError::Font(def.theme.font.clone()));
    }
    for lang in &opts.languages {
        if !LANGUAGES.contains(&lang.as_str()) {
            return Err(BuildError::Language(lang.clone()));
        }
    }
    let locales: Vec<Locale> =
        opts.languages.iter().map(|lang| pack.load_locale(&opts.game, lang)).collect::<Result<_, _>>()?;
    // The worked examples are played (and their expectations checked) before anything else.
    let played = if opts.rulebook {
        let examples = pack.load_examples(&opts.game)?;
        Some(crate::rulebook::play(&def, &examples, opts.edition.as_deref().unwrap_or(&def.edition))?)
    } else {
        None
    };
    let (cards, mut faces) = catalogue(&def);
    if !opts.cards && !opts.sheets {
        // The rulebook alone shows only a few faces.
        faces.retain(|f| crate::rulebook::COMPONENT_FACES.iter().any(|(_, ids)| ids.contains(&f.id.as_str())));
    }
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
    let mut sheets =
        if opts.sheets { typeset_sheets(pack, &def, opts, &locales, &cards, &jobs, &rendered)? } else { Vec::new() };
    if let Some(played) = &played {
        sheets.extend(typeset_rulebooks(pack, &def, opts, played, &locales, &jobs, &rendered)?);
    }
    let mut files = Vec::new();
    for sheet in &sheets {
        write(&opts.out, &sheet.path, &sheet.bytes)?;
        let entry = FileEntry {
            path: sheet.path.clone(),
            kind: sheet.kind,
            language: sheet.lang.clone(),
            sha256: sha256(&sheet.bytes),
        };
        files.push(entry);
    }
    if !opts.cards {
        return finish(opts, &def, &cards, files);
    }
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
        let sheet = raster::contact_sheet(&pngs, 9, 160).map_err(|message| BuildError::Sheet {
            file: "contact-sheet.png".into(),
            lang: lang.clone(),
            message,
        })?;
        let rel = format!("{}/{lang}/cards/contact-sheet.png", opts.game);
        write(&opts.out, &rel, &sheet)?;
        files.push(FileEntry { path: rel, kind: "contact-sheet", language: lang.clone(), sha256: sha256(&sheet) });
    }
    finish(opts, &def, &cards, files)
}

/// Writes the manifest last: its presence says the build completed.
fn finish(
    opts: &BuildOptions,
    def: &GameDef,
    cards: &[CardEntry],
    files: Vec<FileEntry>,
) -> Result<BuildReport, BuildError> {
    let manifest_cards = manifest_cards(&opts.game, &opts.languages, cards);
    let manifest = Manifest { game: def.id.clone(), files, cards: manifest_cards };
    let json = serde_json::to_string_pretty(&manifest).expect("the manifest serializes");
    write(&opts.out, "manifest.json", json.as_bytes())?;
    Ok(BuildReport { manifest })
}

/// A typeset PDF waiting to be written.
struct SheetFile {
    path: String,
    kind: &'static str,
    lang: String,
    bytes: Vec<u8>,
}

/// The print PDFs of every language, typeset in parallel.
fn typeset_sheets(
    pack: &PackSource,
    def: &GameDef,
    opts: &BuildOptions,
    locales: &[Locale],
    cards: &[CardEntry],
    jobs: &[(&Locale, &crate::render::cards::Face)],
    rendered: &[(String, raster::Rendered)],
) -> Result<Vec<SheetFile>, BuildError> {
    let template = pack.load_template("cards.typ")?;
    let deck: Vec<(String, String)> =
        cards.iter().flat_map(|c| std::iter::repeat_n((c.front.clone(), c.back.clone()), c.copies as usize)).collect();
    let t = &def.theme;
    let card = (t.card_width, t.card_height);
    let tasks: Vec<(&Locale, usize)> = locales.iter().flat_map(|l| (0..SHEETS.len()).map(move |i| (l, i))).collect();
    tasks
        .par_iter()
        .map(|&(locale, i)| {
            let (name, kind) = SHEETS[i];
            let fail =
                |message: String| BuildError::Sheet { file: name.to_string(), lang: locale.lang.clone(), message };
            let layout = match i {
                0 => sheets::duplex(&deck, sheets::A4, card),
                1 => sheets::duplex(&deck, sheets::LETTER, card),
                2 => sheets::gutterfold(&deck, sheets::A4, card),
                _ => sheets::printshop(&deck, card),
            };
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("game", def.name.clone());
            args.set("paper", if i == 1 { "US Letter" } else { "A4" });
            let title_id = ["doc-cards-duplex", "doc-cards-duplex", "doc-cards-gutterfold", "doc-cards-printshop"][i];
            let title = locale.format(title_id, Some(&args)).map_err(fail)?;
            let faces = |face: &str| {
                jobs.iter()
                    .zip(rendered)
                    .find(|((l, f), _)| l.lang == locale.lang && f.id == face)
                    .map(|(_, (_, r))| r.svg.as_bytes().to_vec())
            };
            let alt = |face: &str| {
                let mut a = fluent_bundle::FluentArgs::new();
                a.set("face", face.to_string());
                locale.format("alt-card-face", Some(&a)).unwrap_or_else(|_| face.to_string())
            };
            let doc = typeset::SheetDoc {
                template: &template,
                title: &title,
                authors: &def.authors,
                lang: &locale.lang,
                face_bleed: t.bleed,
                page_bleed: if i == 3 { t.bleed } else { 0.0 },
                alt: &alt,
                faces: &faces,
            };
            let document = typeset::compile_sheet(&doc, &layout).map_err(fail)?;
            let ident = format!("{}-{}-{name}", opts.game, locale.lang);
            let pdf = typeset::export_pdf(&document, &ident).map_err(fail)?;
            Ok(SheetFile {
                path: format!("{}/{}/{name}", opts.game, locale.lang),
                kind,
                lang: locale.lang.clone(),
                bytes: pdf,
            })
        })
        .collect()
}

/// The rulebook of every language, typeset in parallel.
fn typeset_rulebooks(
    pack: &PackSource,
    def: &GameDef,
    opts: &BuildOptions,
    played: &crate::rulebook::Played,
    locales: &[Locale],
    jobs: &[(&Locale, &crate::render::cards::Face)],
    rendered: &[(String, raster::Rendered)],
) -> Result<Vec<SheetFile>, BuildError> {
    let template = pack.load_template("rulebook.typ")?;
    let palette = palette(&def.theme);
    locales
        .par_iter()
        .map(|locale| {
            let fail = |message: String| BuildError::Sheet {
                file: "rulebook.pdf".to_string(),
                lang: locale.lang.clone(),
                message,
            };
            let faces = |face: &str| {
                jobs.iter()
                    .zip(rendered)
                    .find(|((l, f), _)| l.lang == locale.lang && f.id == face)
                    .map(|(_, (_, r))| r.svg.as_bytes().to_vec())
            };
            let input = crate::rulebook::RulebookInput {
                def,
                played,
                locale,
                template: &template,
                palette: &palette,
                faces: &faces,
            };
            let ident = format!("{}-{}-rulebook-{}", opts.game, locale.lang, played.edition.name);
            let pdf = crate::rulebook::typeset(&input, &ident).map_err(fail)?;
            Ok(SheetFile {
                path: format!("{}/{}/rulebook.pdf", opts.game, locale.lang),
                kind: "rulebook",
                lang: locale.lang.clone(),
                bytes: pdf,
            })
        })
        .collect()
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
