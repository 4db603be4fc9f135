//! `scriptorium build` and `scriptorium check`: every output of every game of a pack made in
//! memory, in parallel, after checking the whole pack; then, for a build, written atomically,
//! with `out/manifest.json` written last. Every problem found is reported, not only the first,
//! and a build with any problem writes nothing.

mod manifest;
mod pack;

pub use manifest::{FileEntry, Manifest, ManifestCard, write, write_manifest, write_produced};

use crate::content::{Locale, PackSource};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::{CardEntry, Inputs, LoadedGame, Prepared, Templates};
use crate::output;
use crate::render::raster;
use crate::typeset::faces::{Drawn, FaceJob};
use crate::typeset::{self, sheets};
use pack::{CheckedGame, check_pack};
use rayon::prelude::*;
use std::path::PathBuf;

/// The folder of the output folder where a build keeps what the next one may reuse.
pub const CACHE: &str = ".cache";

/// What to build.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// The games to build; every game of the pack when empty.
    pub games: Vec<String>,
    /// The languages to build; every language of each game when empty.
    pub languages: Vec<String>,
    pub out: PathBuf,
    /// Card faces as SVG and PNG files.
    pub cards: bool,
    /// Print-and-play and print-shop PDFs.
    pub sheets: bool,
    /// The rulebook PDFs.
    pub rulebook: bool,
    /// The rules edition of the rulebooks and summary cards; each game's own when `None`.
    pub edition: Option<String>,
    /// Also write every document's Typst sources and assets under `typst/`.
    pub emit_typst: bool,
    /// The preflight's findings (a page a quarter empty, text under 6 pt...) are errors, not
    /// warnings.
    pub strict: bool,
    /// A draft: a card text that overflows its box is a warning, its box outlined in red on the
    /// face (and so on the sheets), and every file is written.
    pub draft: bool,
    /// A proof: the trim line and the safe zone drawn over every face (and so on the sheets).
    pub proof: bool,
    /// Whether what a build has worked out is kept for the next (under `out/.cache/`): each
    /// rulebook's copyfitting choice, by the digest of its inputs. `--no-cache` ignores it.
    pub cache: bool,
}

impl BuildOptions {
    /// Everything of every game, in every language.
    pub fn all(out: PathBuf) -> BuildOptions {
        BuildOptions {
            games: Vec::new(),
            languages: Vec::new(),
            out,
            cards: true,
            sheets: true,
            rulebook: true,
            edition: None,
            emit_typst: false,
            strict: false,
            draft: false,
            proof: false,
            // A library caller asks for it; the command line keeps it unless --no-cache.
            cache: false,
        }
    }

    /// Whether this build makes everything of every game and language (its manifest replaces
    /// the previous one) or a part (its manifest is merged into the previous one).
    pub fn is_complete(&self) -> bool {
        self.games.is_empty() && self.languages.is_empty() && self.cards && self.sheets && self.rulebook
    }
}

/// The print PDFs of one language, by file name and kind.
pub const SHEETS: [(&str, &str); 4] = [
    ("print-and-play-a4.pdf", "sheet-duplex"),
    ("print-and-play-letter.pdf", "sheet-duplex"),
    ("print-and-play-gutterfold-a4.pdf", "sheet-gutterfold"),
    ("print-and-play-printshop.pdf", "sheet-printshop"),
];

/// Something made, with the warnings met making it (the preflight's), or the problems that
/// stopped it.
type Made<T> = Result<(T, Vec<Diagnostic>), Vec<Diagnostic>>;

/// What a build did.
#[derive(Debug)]
pub struct BuildReport {
    pub manifest: Manifest,
    /// How many files this build wrote (the manifest may list more, from earlier builds).
    pub written: usize,
    /// Problems that did not stop the build (untranslated messages, say).
    pub warnings: Vec<Diagnostic>,
}

/// A problem that stops a build.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// Problems in the game pack, all of them, each located.
    #[error("{0}")]
    Check(Diagnostics),
    /// The OS error is its source, printed after it once.
    #[error("cannot write {path}")]
    Write { path: String, source: std::io::Error },
    #[error("{0}")]
    Path(String),
}

impl From<Diagnostics> for BuildError {
    fn from(d: Diagnostics) -> BuildError {
        BuildError::Check(d)
    }
}

/// A file made in memory, written only once everything succeeded.
#[derive(Clone, Debug)]
pub struct Output {
    /// Relative to the output folder.
    pub path: String,
    pub kind: &'static str,
    pub game: String,
    pub language: String,
    pub bytes: Vec<u8>,
}

/// Everything a build makes.
pub struct Produced {
    pub outputs: Vec<Output>,
    /// Every card of every language built, as the manifest lists them.
    pub cards: Vec<ManifestCard>,
    pub warnings: Vec<Diagnostic>,
}

/// What a progress display is told.
pub trait Progress: Sync {
    /// `total` units of work are known (faces and documents).
    fn start(&self, _total: u64) {}
    fn done(&self, _what: &str) {}
    /// Another process is writing to the output folder (its process id, if known): this
    /// build waits for it.
    fn waiting(&self, out: &std::path::Path, holder: Option<u32>) {
        let who =
            holder.map_or_else(|| "another scriptorium".to_string(), |pid| format!("scriptorium (process {pid})"));
        eprintln!("waiting for {who}, which is writing to {}", out.display());
    }
}

/// No progress display.
pub struct Quiet;
impl Progress for Quiet {}

/// One language of one game to build.
struct Job<'a> {
    game: &'a CheckedGame,
    prepared: &'a dyn Prepared,
    locale: &'a Locale,
    /// `-2021` for an edition other than the game's own, so that files do not overwrite it.
    suffix: &'a str,
}

impl Job<'_> {
    fn id(&self) -> &str {
        &self.game.id
    }
    fn dir(&self) -> String {
        format!("{}/{}", self.game.id, self.locale.lang)
    }
    fn cards_dir(&self) -> String {
        format!("{}/cards{}", self.dir(), self.suffix)
    }
    /// `rulebook.pdf` as `rulebook-2021.pdf` for another edition.
    fn file(&self, name: &str) -> String {
        match name.rsplit_once('.') {
            Some((stem, ext)) => format!("{}/{stem}{}.{ext}", self.dir(), self.suffix),
            None => format!("{}/{name}{}", self.dir(), self.suffix),
        }
    }
}

/// Checks the game pack and makes every requested output in memory. Every problem is returned at
/// once: every game.toml and examples.toml, every locale (syntax, ids, variables, references),
/// the templates (syntax once per template; Typst errors located in them), text that overflows a
/// card, failed example expectations.
pub fn produce(pack: &PackSource, opts: &BuildOptions, progress: &dyn Progress) -> Result<Produced, BuildError> {
    let checked = check_pack(pack, opts);
    let mut problems = checked.problems;
    let games = checked.games;
    // Prepare each game once (its edition's rules, its examples played).
    let mut prepared: Vec<(usize, Box<dyn Prepared + '_>, String)> = Vec::new();
    for (i, g) in games.iter().enumerate() {
        let Some(loaded) = &g.loaded else { continue };
        // An edition asked for a game that has none: its one edition is built, and said so.
        if let (Some(edition), None) = (&opts.edition, loaded.default_edition()) {
            let message =
                format!("the game {:?} has no rules editions: --edition {edition} does not apply to it", g.id);
            let hint = "its files are built as game.toml defines it; use --game to build only the games with editions";
            problems.push(Diagnostic::at(&loaded.meta().file, "", 0..0, message).with_hint(hint).warning());
        }
        match loaded.prepare(opts.edition.as_deref(), opts.rulebook) {
            Ok(p) => {
                let suffix = match (p.edition(), loaded.default_edition()) {
                    (Some(e), Some(d)) if e != d => format!("-{e}"),
                    _ => String::new(),
                };
                prepared.push((i, p, suffix));
            }
            Err(d) => problems.extend(d.0),
        }
    }
    let mut jobs: Vec<Job> = Vec::new();
    for (i, p, suffix) in &prepared {
        let game = &games[*i];
        // A game whose templates could not be read (already reported) draws and typesets
        // nothing: every face and document would only report their absence again.
        let loaded = game.loaded.as_ref().expect("prepared games are loaded");
        if loaded.templates().iter().any(|t| !game.templates.contains_key(*t)) {
            continue;
        }
        for locale in game.locales.iter().filter(|l| game.languages.contains(&l.lang)) {
            jobs.push(Job { game, prepared: p.as_ref(), locale, suffix });
        }
    }
    let face_jobs: Vec<(usize, Vec<String>)> = jobs
        .iter()
        .enumerate()
        .map(|(j, job)| {
            let loaded = job.game.loaded.as_ref().expect("prepared games are loaded");
            let faces = if opts.cards || opts.sheets { loaded.faces() } else { loaded.rulebook_faces() };
            (j, faces)
        })
        .collect();
    let documents: usize = jobs
        .iter()
        .map(|job| {
            let own = if opts.sheets { game_documents(job).len() } else { 0 };
            (if opts.sheets { SHEETS.len() } else { 0 }) + usize::from(opts.rulebook) + own
        })
        .sum();
    progress.start((face_jobs.iter().map(|(_, f)| f.len()).sum::<usize>() + documents) as u64);

    // The faces: each language's drawn by its game's face template in one document, each page
    // exported as SVG and PNG.
    let drawn: Vec<Made<Vec<Drawn>>> = face_jobs
        .par_iter()
        .map(|(j, faces)| {
            let job = &jobs[*j];
            let made = draw_faces(job, faces, opts);
            for face in faces {
                progress.done(face);
            }
            made
        })
        .collect();
    let mut faces_ok: Vec<Vec<Drawn>> = Vec::new();
    // A language whose faces could not all be drawn typesets no document: each would only
    // report the missing faces again.
    let mut faces_failed = vec![false; jobs.len()];
    for (j, r) in drawn.into_iter().enumerate() {
        match r {
            Ok((list, warnings)) => {
                faces_ok.push(list);
                problems.extend(warnings);
            }
            Err(d) => {
                problems.extend(d);
                faces_failed[j] = true;
                faces_ok.push(Vec::new());
            }
        }
    }

    // One job per document; each builds its world inside the job and drops it when done, so
    // that only as many documents are in memory as there are threads.
    let mut docs: Vec<(usize, DocKind)> = Vec::new();
    for (j, job) in jobs.iter().enumerate().filter(|(j, _)| !faces_failed[*j]) {
        if opts.sheets && job.game.templates.contains_key("sheets.typ") {
            docs.extend((0..SHEETS.len()).map(|i| (j, DocKind::Sheet(i))));
        }
        if opts.rulebook && job.game.templates.contains_key("rulebook.typ") {
            docs.push((j, DocKind::Rulebook));
        }
        if opts.sheets {
            docs.extend(game_documents(job).into_iter().map(|k| (j, k)));
        }
    }
    typeset::release_memory();
    let typeset: Vec<Made<Vec<Output>>> = docs
        .par_iter()
        .map(|(j, kind)| {
            let job = &jobs[*j];
            let faces = |face: &str| faces_ok[*j].iter().find(|d| d.id == face).map(|d| d.svg.as_bytes().to_vec());
            let made = typeset_document(job, *kind, opts, &faces);
            progress.done(&kind.name(job));
            made
        })
        .collect();
    typeset::release_memory();
    let mut outputs = Vec::new();
    for r in typeset {
        match r {
            Ok((o, w)) => {
                outputs.extend(o);
                problems.extend(w);
            }
            Err(d) => problems.extend(d),
        }
    }
    let (warnings, errors): (Vec<Diagnostic>, Vec<Diagnostic>) = dedup(problems).into_iter().partition(|d| d.warning);
    if !errors.is_empty() {
        let mut all = errors;
        all.extend(warnings);
        return Err(BuildError::Check(Diagnostics(all)));
    }
    let mut cards = Vec::new();
    for (j, job) in jobs.iter().enumerate() {
        let loaded = job.game.loaded.as_ref().expect("loaded");
        if opts.cards {
            for r in &faces_ok[j] {
                let face = &r.id;
                let (game, language) = (job.id().to_string(), job.locale.lang.clone());
                let svg = r.svg.clone().into_bytes();
                let dir = job.cards_dir();
                outputs.push(Output {
                    path: format!("{dir}/{face}.svg"),
                    kind: "card-svg",
                    game: game.clone(),
                    language: language.clone(),
                    bytes: svg,
                });
                outputs.push(Output {
                    path: format!("{dir}/{face}.png"),
                    kind: "card-png",
                    game,
                    language,
                    bytes: r.png.clone(),
                });
            }
        }
        if opts.cards || opts.sheets {
            cards.extend(manifest::cards(job.id(), &job.locale.lang, &job.cards_dir(), &loaded.cards()));
        }
    }
    // An overview of each language's faces, for designers and the README.
    let sheets: Vec<Result<Output, String>> = jobs
        .par_iter()
        .enumerate()
        .filter(|_| opts.cards)
        .map(|(j, job)| {
            let thumbs: Vec<&resvg::tiny_skia::Pixmap> = faces_ok[j].iter().filter_map(|r| r.thumb.as_ref()).collect();
            let path = format!("{}/contact-sheet.png", job.cards_dir());
            let bytes =
                raster::contact_sheet(&thumbs, thumbs.len().clamp(1, 9) as u32).map_err(|e| format!("{path}: {e}"))?;
            Ok(Output {
                path,
                kind: "contact-sheet",
                game: job.id().to_string(),
                language: job.locale.lang.clone(),
                bytes,
            })
        })
        .collect();
    for sheet in sheets {
        match sheet {
            Ok(o) => outputs.push(o),
            Err(e) => return Err(BuildError::Check(Diagnostics(vec![Diagnostic::at("out", "", 0..0, e)]))),
        }
    }
    Ok(Produced { outputs, cards, warnings })
}

/// The world of a game's face template for one language, with the game's fonts and the shared
/// helpers (`templates/common/cards.typ`).
fn faces_world(
    game: &CheckedGame,
    prepared: &dyn Prepared,
    locale: &Locale,
    ids: &[String],
) -> Result<typeset::world::DocWorld, Vec<Diagnostic>> {
    let inputs = Inputs { templates: &game.templates, art: &game.art };
    let world = prepared.faces(locale, ids, &inputs)?.with_fonts(game.fonts.clone());
    with_helpers(world, &game.templates)
}

/// `world` with the shared helpers (`templates/common/cards.typ`) when the pack's templates use them.
fn with_helpers(
    world: typeset::world::DocWorld,
    templates: &Templates,
) -> Result<typeset::world::DocWorld, Vec<Diagnostic>> {
    match templates.get("cards.typ") {
        Some(helpers) => world
            .with_file(&format!("/{}", helpers.path), helpers.text.clone().into_bytes())
            .map_err(|e| vec![Diagnostic::at(&helpers.shown, "", 0..0, e)]),
        None => Ok(world),
    }
}

/// One language's faces of one game: the game's world of its face template, with the game's
/// fonts and the shared helpers, typeset and exported.
fn draw_faces(job: &Job, ids: &[String], opts: &BuildOptions) -> Made<Vec<Drawn>> {
    let game = job.game;
    let loaded = game.loaded.as_ref().expect("loaded");
    let Some(template) = game.templates.get("faces.typ") else { return Err(Vec::new()) };
    // Nothing to draw (a rulebook that shows no card): no document to typeset.
    if ids.is_empty() {
        return Ok((Vec::new(), Vec::new()));
    }
    let world = faces_world(game, job.prepared, job.locale, ids)?.with_draft(opts.draft);
    let theme = &loaded.meta().theme;
    let size = (theme.card_width + 2.0 * theme.bleed, theme.card_height + 2.0 * theme.bleed);
    let face_job = FaceJob {
        world: &world,
        template,
        ids,
        size,
        dpi: opts.cards.then_some(theme.dpi),
        locale: job.locale,
        game: &game.id,
        strict: opts.strict,
        draft: opts.draft,
        proof: opts.proof.then_some((theme.bleed, theme.safe)),
    };
    let explained = |problems: Vec<Diagnostic>| -> Vec<Diagnostic> {
        problems.into_iter().map(|d| loaded.explain(&d).unwrap_or(d)).collect()
    };
    typeset::faces::draw(&face_job).map(|(drawn, warnings)| (drawn, explained(warnings))).map_err(explained)
}

/// One language's faces of one game, typeset but not exported: the face ids in page order and
/// the document (for tests and tools that measure the laid-out faces).
pub fn face_document(
    pack: &PackSource,
    game: &str,
    lang: &str,
) -> Result<(Vec<String>, typst_layout::PagedDocument), Vec<Diagnostic>> {
    let mut opts = BuildOptions::all(PathBuf::from("out"));
    (opts.games, opts.languages, opts.sheets, opts.rulebook) = (vec![game.into()], vec![lang.into()], false, false);
    let checked = check_pack(pack, &opts);
    if checked.problems.iter().any(|d| !d.warning) {
        return Err(checked.problems);
    }
    let g = &checked.games[0];
    let loaded = g.loaded.as_ref().expect("checked");
    let prepared = loaded.prepare(None, false).map_err(|d| d.0)?;
    let locale = g.locales.iter().find(|l| l.lang == lang).expect("checked");
    let ids = loaded.faces();
    let world = faces_world(g, prepared.as_ref(), locale, &ids)?;
    let document = typeset::compile(&world, &g.templates["faces.typ"].shown)?;
    Ok((ids, document))
}

/// The same problem is reported once, however many languages and documents met it.
fn dedup(problems: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let mut seen = std::collections::HashSet::new();
    problems.into_iter().filter(|d| seen.insert(d.to_string())).collect()
}

/// A document of one language.
#[derive(Clone, Copy, Debug, PartialEq)]
enum DocKind {
    /// One of `SHEETS`.
    Sheet(usize),
    Rulebook,
    /// The game's own document (its index in `LoadedGame::documents`) on one of its papers.
    OnPaper(usize, usize),
    /// The game's own document of its own size, for a print shop.
    PrintShop(usize),
    /// The game's own document of its own size, cut into tiles on home paper.
    Tiles(usize),
}

impl DocKind {
    fn name(self, job: &Job) -> String {
        let doc = |i: usize| job.game.loaded.as_ref().expect("loaded").documents()[i];
        match self {
            DocKind::Sheet(i) => SHEETS[i].0.to_string(),
            DocKind::Rulebook => "rulebook.pdf".to_string(),
            DocKind::OnPaper(i, p) => format!("{}-{}.pdf", doc(i).name, doc(i).papers[p].name),
            DocKind::PrintShop(i) => format!("{}-printshop.pdf", doc(i).name),
            DocKind::Tiles(i) => format!("{}-tiles.pdf", doc(i).name),
        }
    }
}

/// The game's own documents of a language, one kind per file to make (tiles make two files).
fn game_documents(job: &Job) -> Vec<DocKind> {
    let loaded = job.game.loaded.as_ref().expect("loaded");
    let mut kinds = Vec::new();
    for (i, d) in loaded.documents().iter().enumerate() {
        if !job.game.templates.contains_key(d.template) {
            continue;
        }
        if d.papers.is_empty() {
            kinds.push(DocKind::PrintShop(i));
            if d.tiled && job.game.templates.contains_key("tiles.typ") {
                kinds.push(DocKind::Tiles(i));
            }
        } else {
            kinds.extend((0..d.papers.len()).map(|p| DocKind::OnPaper(i, p)));
        }
    }
    kinds
}

/// Every printed card, as (front, back) faces, as often as the box holds it.
fn deck(cards: &[CardEntry]) -> Vec<(String, String)> {
    cards.iter().flat_map(|c| std::iter::repeat_n((c.front.clone(), c.back.clone()), c.copies as usize)).collect()
}

/// Typesets one document: its PDF, and its Typst sources when asked for.
fn typeset_document(
    job: &Job,
    kind: DocKind,
    opts: &BuildOptions,
    faces: &dyn Fn(&str) -> Option<Vec<u8>>,
) -> Made<Vec<Output>> {
    let loaded: &dyn LoadedGame = job.game.loaded.as_deref().expect("loaded");
    let meta = loaded.meta();
    let locale = job.locale;
    let templates: &Templates = &job.game.templates;
    if let DocKind::OnPaper(..) | DocKind::PrintShop(_) | DocKind::Tiles(_) = kind {
        return typeset_game_document(job, kind, opts).map(|o| (o, Vec::new()));
    }
    let path = job.file(&kind.name(job));
    let problem =
        |message: String| vec![Diagnostic::at(&locale.file, "", 0..0, format!("{}: {message}", kind.name(job)))];
    let (world, template, archival, file_kind) = match kind {
        DocKind::Sheet(i) => {
            let template = &templates["sheets.typ"];
            let t = &meta.theme;
            let card = (t.card_width, t.card_height);
            let deck = deck(&loaded.cards());
            let layout = match i {
                0 => sheets::duplex(&deck, sheets::A4, card, &t.print),
                1 => sheets::duplex(&deck, sheets::LETTER, card, &t.print),
                2 => sheets::gutterfold(&deck, sheets::A4, card, &t.print),
                _ => Ok(sheets::printshop(&deck, card)),
            };
            let layout = layout.map_err(|e| {
                vec![Diagnostic::at(&meta.file, "", 0..0, format!("{}: {e}", kind.name(job))).with_hint(
                    "make the cards smaller, or set [theme.print] columns and rows, margin or gutter in game.toml",
                )]
            })?;
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("game", locale.text("game-name").unwrap_or_else(|_| meta.name.clone()));
            args.set("paper", if i == 1 { "US Letter" } else { "A4" });
            let title_id = ["doc-cards-duplex", "doc-cards-duplex", "doc-cards-gutterfold", "doc-cards-printshop"][i];
            let title = locale.format(title_id, Some(&args)).map_err(|e| vec![*e.0])?;
            // The page of instructions of a print-and-play PDF (not the print shop's).
            let instructions = if i < 3 {
                let duplex = i < 2;
                // A duplex PDF's cards start on a sheet of their own, after the instructions
                // and their blank back.
                let first = if duplex { 3 } else { 2 };
                let count = layout.pages.len();
                let mut a = fluent_bundle::FluentArgs::new();
                a.set("first", first);
                a.set("last", first + count - 1);
                a.set("sheets", if duplex { count / 2 } else { count });
                // The sheet to print first as a test: one where flipping on the wrong edge shows.
                a.set("check", first + 2 * sheets::telling_sheet(&layout));
                let text = |id: &str, args: Option<&fluent_bundle::FluentArgs>| {
                    locale.format(id, args).map_err(|e| vec![*e.0])
                };
                Some(typeset::Instructions {
                    title: text("pnp-title", None)?,
                    paragraphs: vec![
                        text("pnp-scale", None)?,
                        text(if duplex { "pnp-duplex" } else { "pnp-gutterfold" }, Some(&a))?,
                        text("pnp-cut", None)?,
                    ],
                    blank_back: duplex,
                })
            } else {
                None
            };
            let alt = |face: &str| {
                let mut a = fluent_bundle::FluentArgs::new();
                a.set("face", face.to_string());
                locale.format("alt-card-face", Some(&a)).unwrap_or_else(|_| face.to_string())
            };
            let doc = typeset::SheetDoc {
                template,
                title: &title,
                authors: &meta.authors,
                lang: &locale.lang,
                font: &t.font,
                face_bleed: t.bleed,
                page_bleed: if i == 3 { t.bleed } else { 0.0 },
                alt: &alt,
                faces,
                instructions: instructions.as_ref(),
            };
            (typeset::sheet_world(&doc, &layout).map_err(problem)?, template, false, SHEETS[i].1)
        }
        DocKind::OnPaper(..) | DocKind::PrintShop(_) | DocKind::Tiles(_) => unreachable!("typeset above"),
        DocKind::Rulebook => {
            let inputs = Inputs { templates, art: &job.game.art };
            // Set as designed unless copyfitting chooses another step.
            let world = job.prepared.rulebook(locale, &inputs, faces)?;
            let world =
                world.with_file(typeset::COPYFIT, br#"{"step": 0, "placement": {}}"#.to_vec()).map_err(problem)?;
            let world = with_helpers(world, templates)?;
            (world, &templates["rulebook.typ"], true, "rulebook")
        }
    };
    let world = world.with_fonts(job.game.fonts.clone());
    let edition = job.prepared.edition().map_or(String::new(), |e| format!("-{e}"));
    let ident = match kind {
        DocKind::Rulebook => format!("{}-{}-rulebook{edition}", job.id(), locale.lang),
        _ => format!("{}-{}-{}", job.id(), locale.lang, kind.name(job)),
    };
    // A rulebook printed as a booklet folds from sheets of 4 pages: a template that reads
    // `/copyfit.json` is set a little looser or tighter until its page count is a multiple of 4.
    let booklet = kind == DocKind::Rulebook && templates.get("booklet.typ").is_some();
    let judge = typeset::preflight::book;
    let (world, (bytes, pages), document) = if booklet && template.text.contains(typeset::COPYFIT) {
        let memo = opts.cache.then(|| opts.out.join(CACHE).join("copyfit"));
        let c = typeset::render_copyfit(world, &template.shown, &ident, archival, 4, &judge, memo.as_deref())?;
        (c.world, (c.pdf, c.pages), Some(c.document))
    } else if kind == DocKind::Rulebook {
        let (document, pages) = typeset::render_document(&world, &template.shown, &ident, archival)?;
        (world, pages, Some(document))
    } else {
        let pages = typeset::render_pdf_pages(&world, &template.shown, &ident, archival)?;
        (world, pages, None)
    };
    // The book's preflight: what can be measured of its layout.
    let warnings = match &document {
        Some(d) => {
            let findings = typeset::preflight::book(d);
            let what = format!("{} rulebook ({})", job.id(), locale.lang);
            typeset::preflight::diagnostics(&findings, &world, &template.shown, locale, &what, opts.strict)
        }
        None => Vec::new(),
    };
    drop(document);
    let (game, language) = (job.id().to_string(), locale.lang.clone());
    let mut out = Vec::new();
    // The rulebook also as a booklet to print at home, when the pack has the template.
    if let (DocKind::Rulebook, Some(t)) = (kind, templates.get("booklet.typ")) {
        let title =
            locale.text("rb-doc-title").or_else(|_| locale.text("game-name")).unwrap_or_else(|_| meta.name.clone());
        let (pdf, paper) = typeset::booklet(t, &title, &meta.authors, &bytes, &pages, &format!("{ident}-booklet"))?;
        let name = match paper {
            Some(paper) => format!("rulebook-booklet-{paper}.pdf"),
            None => "rulebook-booklet.pdf".to_string(),
        };
        let (game, language) = (game.clone(), language.clone());
        out.push(Output { path: job.file(&name), kind: "rulebook-booklet", game, language, bytes: pdf });
    }
    out.insert(
        0,
        Output { path: path.clone(), kind: file_kind, game: game.clone(), language: language.clone(), bytes },
    );
    if opts.emit_typst {
        out.extend(typst_sources(job, &path, &world));
    }
    Ok((out, warnings))
}

/// The Typst sources and assets of `world`, which makes the file `path`, for `--emit-typst`.
fn typst_sources(job: &Job, path: &str, world: &typeset::world::DocWorld) -> Vec<Output> {
    let stem = path.trim_end_matches(".pdf");
    let main = world.main_source().id().vpath().get_with_slash().to_string();
    world
        .sources()
        .into_iter()
        .map(|(file, bytes)| {
            let rel = if file == main { "main.typ".to_string() } else { file.trim_start_matches('/').to_string() };
            Output {
                path: format!("typst/{stem}/{rel}"),
                kind: "typst-source",
                game: job.id().to_string(),
                language: job.locale.lang.clone(),
                bytes,
            }
        })
        .collect()
}

/// The world of one of the game's own documents on `page`, with the game's fonts and `/page.json`.
fn document_world(
    job: &Job,
    doc: &crate::game::Document,
    page: crate::game::DocumentPage,
) -> Result<typeset::world::DocWorld, Vec<Diagnostic>> {
    let inputs = Inputs { templates: &job.game.templates, art: &job.game.art };
    let world = job.prepared.document(doc, page, job.locale, &inputs)?;
    let (width, height) = page.paper.map_or((None, None), |p| (Some(p.width), Some(p.height)));
    let json = serde_json::json!({
        "paper": page.paper.map(|p| p.name), "width": width, "height": height, "bleed": page.bleed,
    });
    let world = world
        .with_file("/page.json", json.to_string().into_bytes())
        .map_err(|e| vec![Diagnostic::at(&job.locale.file, "", 0..0, e)])?;
    with_helpers(world.with_fonts(job.game.fonts.clone()), &job.game.templates)
}

/// Typesets one of the game's own documents: on a paper, for a print shop (with the theme's
/// bleed), or cut into tiles on A4 and Letter paper.
fn typeset_game_document(job: &Job, kind: DocKind, opts: &BuildOptions) -> Result<Vec<Output>, Vec<Diagnostic>> {
    use crate::game::DocumentPage;
    let loaded = job.game.loaded.as_ref().expect("loaded");
    let meta = loaded.meta();
    let locale = job.locale;
    let documents = loaded.documents();
    let (index, paper) = match kind {
        DocKind::OnPaper(i, p) => (i, Some(documents[i].papers[p])),
        DocKind::PrintShop(i) | DocKind::Tiles(i) => (i, None),
        DocKind::Sheet(_) | DocKind::Rulebook => unreachable!("typeset by typeset_document"),
    };
    let doc = documents[index];
    let template = &job.game.templates[doc.template];
    let name = kind.name(job);
    let ident = format!("{}-{}-{name}", job.id(), locale.lang);
    let output = |path: String, kind: &'static str, bytes: Vec<u8>| Output {
        path,
        kind,
        game: job.id().to_string(),
        language: locale.lang.clone(),
        bytes,
    };
    let mut out = Vec::new();
    if let DocKind::Tiles(_) = kind {
        // The page without bleed, then cut on each paper.
        let world = document_world(job, &doc, DocumentPage { paper: None, bleed: 0.0 })?;
        let fitted = (job.id(), locale, doc.name);
        let (document, _) = typeset::render_fitted_pdf(&world, &template.shown, &format!("{ident}-page"), fitted)?;
        let Some(first) = document.pages().first() else { return Ok(out) };
        let (w, h) = (first.frame.size().x.to_mm(), first.frame.size().y.to_mm());
        // The page as a vector picture: an embedded PDF page larger than the sheet is placed
        // wrongly by the PDF export, an SVG is not.
        let page = typst_svg::svg(first, &typst_svg::SvgOptions::default()).into_bytes();
        let tiles = &job.game.templates["tiles.typ"];
        for paper in [sheets::A4, sheets::LETTER] {
            let tiling = typeset::tiles::tile(w, h, paper).ok_or_else(|| {
                vec![Diagnostic::at(&template.shown, "", 0..0, format!("{name}: {w:.0} × {h:.0} mm cannot be tiled"))]
            })?;
            let text = tiles_text(job, &doc, &tiling, paper)?;
            let tdoc = typeset::TilesDoc {
                template: tiles,
                text: &text,
                authors: &meta.authors,
                lang: &locale.lang,
                font: &meta.theme.font,
                page: &page,
            };
            let world = typeset::tiles_world(&tdoc, &tiling)
                .map_err(|e| vec![Diagnostic::at(&tiles.shown, "", 0..0, e)])?
                .with_fonts(job.game.fonts.clone());
            let pdf = typeset::render_pdf(&world, &tiles.shown, &format!("{ident}-{}", paper.name), false)?;
            let path = job.file(&format!("{}-tiles-{}.pdf", doc.name, paper.name));
            if opts.emit_typst {
                out.extend(typst_sources(job, &path, &world));
            }
            out.push(output(path, "document-tiles", pdf));
        }
        return Ok(out);
    }
    let bleed = if paper.is_none() { meta.theme.bleed } else { 0.0 };
    let world = document_world(job, &doc, DocumentPage { paper, bleed })?;
    let (_, pdf) = typeset::render_fitted_pdf(&world, &template.shown, &ident, (job.id(), locale, doc.name))?;
    let path = job.file(&name);
    if opts.emit_typst {
        out.extend(typst_sources(job, &path, &world));
    }
    let kind = if paper.is_some() { "document" } else { "document-printshop" };
    out.push(output(path, kind, pdf));
    Ok(out)
}

/// The texts of a document's tiles on `paper`, from the game's locale.
fn tiles_text(
    job: &Job,
    doc: &crate::game::Document,
    tiling: &typeset::tiles::Tiling,
    paper: sheets::Paper,
) -> Result<typeset::TilesText, Vec<Diagnostic>> {
    let locale = job.locale;
    let meta = job.game.loaded.as_ref().expect("loaded").meta();
    let fail = |e: crate::content::TextError| vec![*e.0];
    let game = locale.text("game-name").unwrap_or_else(|_| meta.name.clone());
    let paper_name = if paper.name == "letter" { "US Letter" } else { "A4" };
    let mut a = fluent_bundle::FluentArgs::new();
    a.set("game", game.clone());
    let alt = locale.format(doc.alt, Some(&a)).map_err(fail)?;
    a.set("paper", paper_name);
    let document = locale.format(doc.title, Some(&a)).map_err(fail)?;
    let mut a = fluent_bundle::FluentArgs::new();
    a.set("game", game);
    a.set("document", document);
    a.set("paper", paper_name);
    let title = locale.format("doc-tiles", Some(&a)).map_err(fail)?;
    let mut a = fluent_bundle::FluentArgs::new();
    a.set("tiles", tiling.tiles.len());
    let map = locale.format("tiles-map", Some(&a)).map_err(fail)?;
    let mut a = fluent_bundle::FluentArgs::new();
    a.set("overlap", tiling.overlap);
    let howto = locale.format("tiles-howto", Some(&a)).map_err(fail)?;
    let tiles = tiling
        .tiles
        .iter()
        .map(|t| {
            let mut a = fluent_bundle::FluentArgs::new();
            a.set("row", typeset::tiles::row_letter(t.row).to_string());
            a.set("column", t.column + 1);
            locale.format("tiles-tile", Some(&a)).map_err(fail)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(typeset::TilesText { title, map, howto, tiles, alt })
}

/// Checks everything and makes every output without writing anything: how many files a build
/// would write, and the warnings.
pub fn check(
    pack: &PackSource,
    opts: &BuildOptions,
    progress: &dyn Progress,
) -> Result<(usize, Vec<Diagnostic>), BuildError> {
    produce(pack, opts, progress).map(|p| (p.outputs.len(), p.warnings))
}

/// Builds the requested outputs, then the manifest. Nothing is written unless every check
/// passed and every output was made. The previous manifest is removed before the first file is
/// replaced and the new one written last, so that a build killed at any moment never leaves a
/// manifest that lists a file with another content; a partial build's manifest keeps the
/// previous entries of the files it did not make.
pub fn build_print_files(
    pack: &PackSource,
    opts: &BuildOptions,
    progress: &dyn Progress,
) -> Result<BuildReport, BuildError> {
    let produced = produce(pack, opts, progress)?;
    output::make_output_folder(&opts.out).map_err(BuildError::Path)?;
    // One writer at a time: the manifest read here is the one this build's files are merged
    // into, whoever wrote it last (another build, `watch`).
    let _lock = output::lock(&opts.out, |holder| progress.waiting(&opts.out, holder))
        .map_err(|source| BuildError::Write { path: opts.out.join(output::LOCK_FILE).display().to_string(), source })?;
    let mut before = manifest::read(&opts.out);
    manifest::invalidate(&opts.out)?;
    let files = write_produced(&opts.out, &produced)?;
    let written = files.len();
    // A card face the last build wrote into a folder this one wrote again, but that this one did
    // not make (a card renamed or removed), would be printed by mistake: it goes.
    if let Some(before) = &mut before {
        let superseded = manifest::remove_superseded_faces(&opts.out, before, &files);
        before.files.retain(|f| !superseded.contains(&f.path));
    }
    let previous = if opts.is_complete() { None } else { before };
    let manifest = manifest::merge(previous, files, produced.cards);
    write_manifest(&opts.out, &manifest)?;
    Ok(BuildReport { manifest, written, warnings: produced.warnings })
}
