//! `scriptorium build` and `scriptorium check`: every output of a game made in memory, in
//! parallel, after checking the whole game pack; then, for a build, written atomically with a
//! manifest of what was written. Every problem found is reported, not only the first, and a build
//! with any problem writes nothing.

use crate::content::messages;
use crate::content::{Diagnostic, Diagnostics, Examples, GameDef, LANGUAGES, Locale, PackSource};
use crate::output;
use crate::render::cards::{CardEntry, Face, FaceKind, Sheet, catalogue, palette};
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
    /// Also write every document's Typst sources and assets under `typst/`.
    pub emit_typst: bool,
}

impl BuildOptions {
    /// Everything, in every language.
    pub fn all(out: PathBuf) -> BuildOptions {
        BuildOptions {
            game: "guyenne".into(),
            languages: LANGUAGES.iter().map(|l| l.to_string()).collect(),
            out,
            cards: true,
            sheets: true,
            rulebook: true,
            edition: None,
            emit_typst: false,
        }
    }
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

/// A problem that stops a build.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// Problems in the game pack, all of them, each located.
    #[error("{0}")]
    Check(Diagnostics),
    #[error("unknown language {0:?}: the languages are {langs}", langs = LANGUAGES.join(", "))]
    Language(String),
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: std::io::Error },
    #[error("{0}")]
    Path(String),
}

impl From<Diagnostics> for BuildError {
    fn from(d: Diagnostics) -> BuildError {
        BuildError::Check(d)
    }
}

/// The font families embedded in the binary (typst-assets), for the message about `theme.font`.
const EMBEDDED_FAMILIES: [&str; 3] = ["Libertinus Serif", "New Computer Modern", "DejaVu Sans Mono"];

/// The value, or `None` with its problems added to `problems`.
fn take<T>(r: Result<T, Diagnostics>, problems: &mut Vec<Diagnostic>) -> Option<T> {
    match r {
        Ok(v) => Some(v),
        Err(d) => {
            problems.extend(d.0);
            None
        }
    }
}

fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// A file made in memory, written only once everything succeeded.
#[derive(Clone, Debug)]
pub struct Output {
    /// Relative to the output folder.
    pub path: String,
    pub kind: &'static str,
    pub language: String,
    pub bytes: Vec<u8>,
}

/// Everything a build makes.
pub struct Produced {
    pub game: String,
    pub outputs: Vec<Output>,
    pub cards: Vec<CardEntry>,
}

/// What a progress display is told.
pub trait Progress: Sync {
    /// `total` units of work are known (faces and documents).
    fn start(&self, _total: u64) {}
    fn done(&self, _what: &str) {}
}

/// No progress display.
pub struct Quiet;
impl Progress for Quiet {}

/// Checks the game pack and makes every requested output in memory. Every problem is returned at
/// once: game.toml, examples.toml, every locale (syntax, ids, variables), the templates (Typst
/// errors located in them), text that overflows a card, failed example expectations.
pub fn produce(pack: &PackSource, opts: &BuildOptions, progress: &dyn Progress) -> Result<Produced, BuildError> {
    for lang in &opts.languages {
        if !LANGUAGES.contains(&lang.as_str()) {
            return Err(BuildError::Language(lang.clone()));
        }
    }
    let mut problems: Vec<Diagnostic> = Vec::new();
    let def: Option<GameDef> = take(pack.load_game(&opts.game), &mut problems);
    let examples: Option<Examples> = take(pack.load_examples(&opts.game), &mut problems);
    // Every language is read, whatever is built: they must agree with the French file.
    let all_locales: Vec<Option<Locale>> =
        LANGUAGES.iter().map(|lang| take(pack.load_locale(&opts.game, lang), &mut problems)).collect();
    let mut templates: Vec<(String, String)> = Vec::new();
    for name in ["cards.typ", "rulebook.typ"] {
        if let Some(text) = take(pack.load_template(name), &mut problems) {
            templates.push((pack.shown(&format!("templates/{name}")), text));
        }
    }
    let Some(def) = def else { return Err(BuildError::Check(Diagnostics(problems))) };
    if !crate::render::fonts::has_family(&def.theme.font) {
        let message = format!("theme.font {:?} is not among the fonts built into scriptorium", def.theme.font);
        let d = def.locate("theme.font", message).with_hint(format!("use one of: {}", EMBEDDED_FAMILIES.join(", ")));
        problems.push(d);
        return Err(BuildError::Check(Diagnostics(problems)));
    }
    if all_locales.iter().any(Option::is_none) {
        return Err(BuildError::Check(Diagnostics(problems)));
    }
    let all_locales: Vec<Locale> = all_locales.into_iter().flatten().collect();
    let template_refs: Vec<(&str, &str)> = templates.iter().map(|(f, t)| (f.as_str(), t.as_str())).collect();
    problems.extend(messages::check_locales(
        &all_locales,
        &messages::used_by_code(&def, examples.as_ref()),
        &template_refs,
    ));
    let edition = opts.edition.clone().unwrap_or_else(|| def.edition.clone());
    let played = match (&examples, opts.rulebook) {
        (Some(examples), true) => take(crate::rulebook::play(&def, examples, &edition), &mut problems),
        _ => None,
    };
    let locales: Vec<&Locale> =
        opts.languages.iter().filter_map(|l| all_locales.iter().find(|x| &x.lang == l)).collect();
    let (cards, mut faces) = catalogue(&def);
    if !opts.cards && !opts.sheets {
        // The rulebook alone shows only a few faces.
        faces.retain(|f| crate::rulebook::COMPONENT_FACES.iter().any(|(_, ids)| ids.contains(&f.id.as_str())));
    }
    let jobs: Vec<(&Locale, &Face)> = locales.iter().flat_map(|l| faces.iter().map(move |f| (*l, f))).collect();
    let documents = locales.len() * (if opts.sheets { SHEETS.len() } else { 0 } + usize::from(opts.rulebook));
    progress.start((jobs.len() + documents) as u64);
    let theme_palette = palette(&def.theme);
    let rendered: Vec<Result<raster::Rendered, Box<Diagnostic>>> = jobs
        .par_iter()
        .map(|(locale, face)| {
            let sheet = Sheet { def: &def, theme: &def.theme, palette: theme_palette.clone(), locale };
            let t = &def.theme;
            let (w, h) = (t.card_width + 2.0 * t.bleed, t.card_height + 2.0 * t.bleed);
            // The standalone SVG, and the PNG from the same parse when card files are wanted.
            let r = sheet.face_svg(face).and_then(|svg| {
                if opts.cards {
                    raster::render(&svg, w, h, t.dpi)
                } else {
                    raster::outline(&svg, w, h).map(|svg| raster::Rendered {
                        svg,
                        png: Vec::new(),
                        size: (0, 0),
                        thumb: None,
                    })
                }
            });
            progress.done(&face.id);
            r.map_err(|message| Box::new(face_problem(locale, face, message)))
        })
        .collect();
    let mut faces_ok: Vec<(&Locale, &Face, raster::Rendered)> = Vec::new();
    for ((locale, face), r) in jobs.iter().zip(rendered) {
        match r {
            Ok(r) => faces_ok.push((locale, face, r)),
            Err(d) => problems.push(*d),
        }
    }
    let face_svg = |lang: &str, face: &str| {
        faces_ok.iter().find(|(l, f, _)| l.lang == lang && f.id == face).map(|(_, _, r)| r.svg.as_bytes().to_vec())
    };
    // One job per document; each builds its world inside the job and drops it when done, so
    // that only as many documents are in memory as there are threads.
    let mut jobs: Vec<(&Locale, DocKind)> = Vec::new();
    for locale in &locales {
        if opts.sheets {
            jobs.extend((0..SHEETS.len()).map(|i| (*locale, DocKind::Sheet(i))));
        }
        if played.is_some() {
            jobs.push((*locale, DocKind::Rulebook));
        }
    }
    let template =
        |name: &str| templates.iter().find(|(f, _)| f.ends_with(name)).map(|(f, t)| (f.as_str(), t.as_str()));
    // Every printed card, as (front, back) faces, as often as the box holds it.
    let deck: Vec<(String, String)> =
        cards.iter().flat_map(|c| std::iter::repeat_n((c.front.clone(), c.back.clone()), c.copies as usize)).collect();
    let ctx = DocContext {
        def: &def,
        opts,
        deck: &deck,
        palette: &theme_palette,
        played: played.as_ref(),
        sheet_template: template("cards.typ"),
        rulebook_template: template("rulebook.typ"),
        face_svg: &face_svg,
    };
    typeset::release_memory();
    let typeset: Vec<Result<Vec<Output>, Vec<Diagnostic>>> = jobs
        .par_iter()
        .map(|(locale, kind)| {
            let made = typeset_document(&ctx, locale, *kind);
            progress.done(&kind.file());
            made
        })
        .collect();
    typeset::release_memory();
    let mut outputs = Vec::new();
    for r in typeset {
        match r {
            Ok(o) => outputs.extend(o),
            Err(d) => problems.extend(d),
        }
    }
    if !problems.is_empty() {
        problems.dedup();
        return Err(BuildError::Check(Diagnostics(problems)));
    }
    for (locale, face, r) in faces_ok.iter().filter(|_| opts.cards) {
        let dir = format!("{}/{}/cards", opts.game, locale.lang);
        let language = locale.lang.clone();
        let svg = r.svg.clone().into_bytes();
        outputs.push(Output { path: format!("{dir}/{}.svg", face.id), kind: "card-svg", language, bytes: svg });
        let (language, bytes) = (locale.lang.clone(), r.png.clone());
        outputs.push(Output { path: format!("{dir}/{}.png", face.id), kind: "card-png", language, bytes });
    }
    // An overview of each language's faces, for designers and the README (one per language,
    // in parallel).
    let wanted: Vec<&&Locale> = locales.iter().filter(|_| opts.cards).collect();
    let sheets: Vec<Result<Output, BuildError>> = wanted
        .par_iter()
        .map(|locale| {
            let thumbs: Vec<&resvg::tiny_skia::Pixmap> = faces_ok
                .iter()
                .filter(|(l, _, _)| l.lang == locale.lang)
                .filter_map(|(_, _, r)| r.thumb.as_ref())
                .collect();
            let rel = format!("{}/{}/cards/contact-sheet.png", opts.game, locale.lang);
            let sheet = raster::contact_sheet(&thumbs, 9)
                .map_err(|e| BuildError::Check(Diagnostics(vec![Diagnostic::at(&rel, "", 0..0, e)])))?;
            Ok(Output { path: rel, kind: "contact-sheet", language: locale.lang.clone(), bytes: sheet })
        })
        .collect();
    for sheet in sheets {
        outputs.push(sheet?);
    }
    Ok(Produced { game: def.id.clone(), outputs, cards })
}

/// A text that does not fit a card: located at its message in the language's file.
fn face_problem(locale: &Locale, face: &Face, message: String) -> Diagnostic {
    let id = match &face.kind {
        FaceKind::Summary { n } => format!("summary-{n}-body"),
        _ => String::new(),
    };
    let line = messages::line_of(locale.source(), &id).unwrap_or(1);
    let d = Diagnostic::at_line(&locale.file, locale.source(), line, format!("card {}: {message}", face.id));
    if id.is_empty() { d } else { d.with_key(id).with_hint("shorten the text, or reword it to fit the card") }
}

/// A document of one language.
#[derive(Clone, Copy, Debug)]
enum DocKind {
    /// One of `SHEETS`.
    Sheet(usize),
    Rulebook,
}

impl DocKind {
    fn file(self) -> String {
        match self {
            DocKind::Sheet(i) => SHEETS[i].0.to_string(),
            DocKind::Rulebook => "rulebook.pdf".to_string(),
        }
    }
}

/// What every document job shares.
struct DocContext<'a> {
    def: &'a GameDef,
    opts: &'a BuildOptions,
    /// Every printed card, as (front, back) faces.
    deck: &'a [(String, String)],
    palette: &'a crate::render::art::Palette,
    played: Option<&'a crate::rulebook::Played>,
    /// (file as shown, text) of each template.
    sheet_template: Option<(&'a str, &'a str)>,
    rulebook_template: Option<(&'a str, &'a str)>,
    face_svg: &'a (dyn Fn(&str, &str) -> Option<Vec<u8>> + Sync),
}

/// Typesets one document: its PDF, and its Typst sources when asked for.
fn typeset_document(ctx: &DocContext, locale: &Locale, kind: DocKind) -> Result<Vec<Output>, Vec<Diagnostic>> {
    let def = ctx.def;
    let name = kind.file();
    let path = format!("{}/{}/{name}", ctx.opts.game, locale.lang);
    let faces = |face: &str| (ctx.face_svg)(&locale.lang, face);
    let problem = |message: String| vec![Diagnostic::at(&locale.file, "", 0..0, format!("{name}: {message}"))];
    let (world, shown, archival, file_kind) = match kind {
        DocKind::Sheet(i) => {
            let Some((shown, template)) = ctx.sheet_template else { return Ok(Vec::new()) };
            let deck = ctx.deck;
            let t = &def.theme;
            let card = (t.card_width, t.card_height);
            let layout = match i {
                0 => sheets::duplex(deck, sheets::A4, card),
                1 => sheets::duplex(deck, sheets::LETTER, card),
                2 => sheets::gutterfold(deck, sheets::A4, card),
                _ => sheets::printshop(deck, card),
            };
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("game", def.name.clone());
            args.set("paper", if i == 1 { "US Letter" } else { "A4" });
            let title_id = ["doc-cards-duplex", "doc-cards-duplex", "doc-cards-gutterfold", "doc-cards-printshop"][i];
            let title = locale.format(title_id, Some(&args)).map_err(problem)?;
            let alt = |face: &str| {
                let mut a = fluent_bundle::FluentArgs::new();
                a.set("face", face.to_string());
                locale.format("alt-card-face", Some(&a)).unwrap_or_else(|_| face.to_string())
            };
            let doc = typeset::SheetDoc {
                template,
                title: &title,
                authors: &def.authors,
                lang: &locale.lang,
                face_bleed: t.bleed,
                page_bleed: if i == 3 { t.bleed } else { 0.0 },
                alt: &alt,
                faces: &faces,
            };
            (typeset::sheet_world(&doc, &layout).map_err(problem)?, shown, false, SHEETS[i].1)
        }
        DocKind::Rulebook => {
            let (Some((shown, template)), Some(played)) = (ctx.rulebook_template, ctx.played) else {
                return Ok(Vec::new());
            };
            let input =
                crate::rulebook::RulebookInput { def, played, locale, template, palette: ctx.palette, faces: &faces };
            (crate::rulebook::world(&input).map_err(problem)?, shown, true, "rulebook")
        }
    };
    let edition = ctx.played.map_or(String::new(), |p| format!("-{}", p.edition.name));
    let ident = match kind {
        DocKind::Sheet(_) => format!("{}-{}-{name}", ctx.opts.game, locale.lang),
        DocKind::Rulebook => format!("{}-{}-rulebook{edition}", ctx.opts.game, locale.lang),
    };
    let bytes = typeset::render_pdf(&world, shown, &ident, archival)?;
    let mut out = vec![Output { path: path.clone(), kind: file_kind, language: locale.lang.clone(), bytes }];
    if ctx.opts.emit_typst {
        let stem = path.trim_end_matches(".pdf");
        let main = world.main_source().id().vpath().get_with_slash().to_string();
        for (file, bytes) in world.sources() {
            let rel = if file == main { "main.typ".to_string() } else { file.trim_start_matches('/').to_string() };
            out.push(Output {
                path: format!("typst/{stem}/{rel}"),
                kind: "typst-source",
                language: locale.lang.clone(),
                bytes,
            });
        }
    }
    Ok(out)
}

/// Checks everything and makes every output without writing anything; returns how many files a
/// build would write.
pub fn check(pack: &PackSource, opts: &BuildOptions, progress: &dyn Progress) -> Result<usize, BuildError> {
    produce(pack, opts, progress).map(|p| p.outputs.len())
}

/// Builds the requested outputs of every requested language, then the manifest. Nothing is
/// written unless every check passed and every output was made.
pub fn build_print_files(
    pack: &PackSource,
    opts: &BuildOptions,
    progress: &dyn Progress,
) -> Result<BuildReport, BuildError> {
    let produced = produce(pack, opts, progress)?;
    let files = write_produced(opts, &produced)?;
    let cards = if opts.cards || opts.sheets {
        manifest_cards(&opts.game, &opts.languages, &produced.cards)
    } else {
        Vec::new()
    };
    let manifest = Manifest { game: produced.game.clone(), files, cards };
    write_manifest(&opts.out, &manifest)?;
    Ok(BuildReport { manifest })
}

/// Writes everything a build produced and lists it.
pub fn write_produced(opts: &BuildOptions, produced: &Produced) -> Result<Vec<FileEntry>, BuildError> {
    let mut files = Vec::new();
    for o in &produced.outputs {
        write(&opts.out, &o.path, &o.bytes)?;
        files.push(FileEntry {
            path: o.path.clone(),
            kind: o.kind,
            language: o.language.clone(),
            sha256: sha256(&o.bytes),
        });
    }
    Ok(files)
}

/// Writes the manifest last: its presence says the build completed.
pub fn write_manifest(out: &Path, manifest: &Manifest) -> Result<(), BuildError> {
    let json = serde_json::to_string_pretty(manifest).expect("the manifest serializes");
    write(out, "manifest.json", json.as_bytes())
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

/// Writes one file below the output folder, atomically.
pub fn write(out: &Path, rel: &str, bytes: &[u8]) -> Result<(), BuildError> {
    let path = output::inside(out, rel).map_err(BuildError::Path)?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| BuildError::Write { path: dir.display().to_string(), source })?;
    }
    output::write_file(&path, bytes).map_err(|source| BuildError::Write { path: path.display().to_string(), source })
}
