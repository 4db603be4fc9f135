//! `scriptorium build` and `scriptorium check`: every output of every game of a pack made in
//! memory, in parallel, after checking the whole pack; then, for a build, written atomically,
//! with `out/manifest.json` written last. Every problem found is reported, not only the first,
//! and a build with any problem writes nothing.

mod manifest;
mod memo;
mod pack;

pub use manifest::{FileEntry, Manifest, ManifestCard, write, write_manifest, write_produced};

use crate::content::copyfit::Saved;
use crate::content::{Locale, PackSource};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::{CardEntry, Inputs, LoadedGame, Prepared, Templates};
use crate::output;
use crate::render::raster;
use crate::typeset::faces::{Drawn, FaceJob};
use crate::typeset::{self, sheets};
use memo::{KeptFile, Memo, Record};
use pack::{CheckedGame, check_pack};
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
    /// Typst's caches are kept for the next build in this process ([`typeset::keep_caches`]):
    /// `watch`, for a rebuild of one game and language.
    pub keep_caches: bool,
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
            keep_caches: false,
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
    /// Each rulebook's copyfitting, by game and book (see [`crate::content::copyfit`]).
    pub copyfit: Vec<(String, String, Saved)>,
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

/// A file a build makes: in memory, staged beside its place (written in place only once
/// everything succeeded), or one the output folder holds already as this build would make it.
#[derive(Clone, Debug)]
pub struct Output {
    /// Relative to the output folder.
    pub path: String,
    pub kind: String,
    pub game: String,
    pub language: String,
    pub content: Content,
    pub sha256: String,
}

/// Where a file's content is.
#[derive(Clone, Debug)]
pub enum Content {
    /// In memory.
    Made(Vec<u8>),
    /// In a temporary file beside its place, to be renamed over it.
    Staged(PathBuf),
    /// In place already: the file in the output folder is this one.
    Kept,
    /// Made and let go: `check` writes nothing.
    Dropped,
}

impl Output {
    /// The content, when it is in memory.
    pub fn bytes(&self) -> Option<&[u8]> {
        match &self.content {
            Content::Made(bytes) => Some(bytes),
            _ => None,
        }
    }

    fn made(path: String, kind: &str, job: &Job, bytes: Vec<u8>) -> Output {
        let (game, language) = (job.id().to_string(), job.locale.lang.clone());
        let sha256 = memo::sha256(&bytes);
        Output { path, kind: kind.to_string(), game, language, sha256, content: Content::Made(bytes) }
    }

    fn kept(file: &KeptFile, job: &Job) -> Output {
        let (game, language) = (job.id().to_string(), job.locale.lang.clone());
        let (path, kind, sha256) = (file.path.clone(), file.kind.clone(), file.sha256.clone());
        Output { path, kind, game, language, content: Content::Kept, sha256 }
    }
}

/// Where the files a build makes go as they are made, so that no more of them is held in memory
/// than the documents being made: staged into the output folder (a file already there with the
/// same content is kept instead), or, for `check`, let go.
struct Stage<'a> {
    /// The output folder; none to keep the files in memory (or let them go).
    out: Option<PathBuf>,
    /// Without an output folder, whether the files are let go.
    drop: bool,
    staged: std::sync::Mutex<Vec<PathBuf>>,
    /// The output folder's lock, taken (and the folder made) before the first file is staged,
    /// when the build did not take it at its start.
    lock: std::sync::Mutex<Option<output::OutputLock>>,
    progress: Option<&'a dyn Progress>,
}

impl<'a> Stage<'a> {
    fn new(out: Option<&std::path::Path>, drop: bool) -> Stage<'a> {
        let out = out.map(std::path::Path::to_path_buf);
        Stage { out, drop, staged: Default::default(), lock: Default::default(), progress: None }
    }

    /// Makes the output folder and takes its lock, unless done already.
    fn ready(&self) -> Result<(), String> {
        let (Some(out), Some(progress)) = (&self.out, self.progress) else { return Ok(()) };
        let mut lock = self.lock.lock().expect("not poisoned");
        if lock.is_none() {
            output::make_output_folder(out)?;
            let locked = output::lock(out, |holder| progress.waiting(out, holder));
            let path = out.join(output::LOCK_FILE);
            *lock = Some(locked.map_err(|e| format!("cannot lock {}: {e}", path.display()))?);
        }
        Ok(())
    }

    /// Stages `o` when it is in memory.
    fn put(&self, o: &mut Output) -> Result<(), Vec<Diagnostic>> {
        let Content::Made(bytes) = &o.content else { return Ok(()) };
        let Some(out) = &self.out else {
            if self.drop {
                o.content = Content::Dropped;
            }
            return Ok(());
        };
        if manifest::holds(out, &o.path, &o.sha256) {
            o.content = Content::Kept;
            return Ok(());
        }
        let fail = |e: String| vec![Diagnostic::at(&out.display().to_string(), "", 0..0, e)];
        self.ready().map_err(fail)?;
        let path = output::inside(out, &o.path).map_err(fail)?;
        if let Some(dir) = std::path::Path::new(&o.path).parent() {
            output::make_folders(out, dir).map_err(fail)?;
        }
        let tmp = output::stage(&path, bytes).map_err(|e| fail(format!("cannot write {}: {e}", path.display())))?;
        self.staged.lock().expect("not poisoned").push(tmp.clone());
        o.content = Content::Staged(tmp);
        Ok(())
    }

    fn put_all(&self, outputs: &mut [Output]) -> Result<(), Vec<Diagnostic>> {
        outputs.iter_mut().try_for_each(|o| self.put(o))
    }

    /// Removes what was staged: the build failed.
    fn abort(&self) {
        for tmp in self.staged.lock().expect("not poisoned").drain(..) {
            output::discard(&tmp);
        }
    }
}

/// Everything a build makes.
pub struct Produced {
    pub outputs: Vec<Output>,
    /// Every card of every language built, as the manifest lists them.
    pub cards: Vec<ManifestCard>,
    pub warnings: Vec<Diagnostic>,
    /// What the next build may reuse, by slot: written after the files.
    records: Vec<(String, Record)>,
    /// Each rulebook's copyfitting, by game and book (see [`crate::content::copyfit`]).
    pub copyfit: Vec<(String, String, Saved)>,
}

/// A document made: its files, the warnings met, and its record for the next build.
struct Doc {
    outputs: Vec<Output>,
    warnings: Vec<Diagnostic>,
    record: Option<(String, Record)>,
    /// A rulebook's copyfitting: its game, its book's name in copyfit.toml, the setting.
    copyfit: Option<(String, String, Saved)>,
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
    /// The name of this language's rulebook in copyfit.toml.
    fn book(&self) -> String {
        crate::content::copyfit::book_key(&self.locale.lang, self.prepared.edition())
    }
    /// Where the record of this language's faces is kept.
    fn faces_slot(&self) -> String {
        format!("{}/faces", self.cards_dir())
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
    produce_into(pack, opts, progress, &Stage::new(None, false))
}

fn produce_into(
    pack: &PackSource,
    opts: &BuildOptions,
    progress: &dyn Progress,
    stage: &Stage,
) -> Result<Produced, BuildError> {
    let _kept = opts.keep_caches.then(typeset::keep_caches);
    let memo = opts.cache.then(|| Memo::new(&opts.out));
    let memo = memo.as_ref();
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
    let drawn: Vec<Made<Faces>> = each_at_once(
        &face_jobs,
        |_| false,
        |_| false,
        |(j, faces)| {
            let job = &jobs[*j];
            let made = draw_faces(job, faces, opts, memo, stage);
            for face in faces {
                progress.done(face);
            }
            made
        },
    );
    let mut faces_ok: Vec<Faces> = Vec::new();
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
                faces_ok.push(Faces::default());
            }
        }
    }

    // The faces' compiles are not reused by the documents (but by the next build that keeps
    // Typst's caches).
    if !typeset::keeping_caches() {
        typst::comemo::evict(0);
    }
    // One job per document; each builds its world inside the job and drops it when done, so
    // that only as many documents are in memory as there are threads, one rulebook at a time.
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
    // A rulebook searched for its copyfitting (none saved in the pack) is heavy; one set at its
    // saved setting is compiled once, like the other documents, but is the longest of them.
    let typeset: Vec<Result<Doc, Vec<Diagnostic>>> = each_at_once(
        &docs,
        |(j, kind)| *kind == DocKind::Rulebook && !jobs[*j].game.copyfit.contains_key(&jobs[*j].book()),
        |(_, kind)| *kind == DocKind::Rulebook,
        |(j, kind)| {
            let job = &jobs[*j];
            let faces =
                |face: &str| faces_ok[*j].drawn.iter().find(|d| d.id == face).map(|d| d.svg.as_bytes().to_vec());
            let made = typeset_document(job, *kind, opts, &faces, memo).and_then(|mut doc| {
                stage.put_all(&mut doc.outputs)?;
                Ok(doc)
            });
            progress.done(&kind.name(job));
            made
        },
    );
    typeset::release_memory();
    let mut outputs = Vec::new();
    let mut records = Vec::new();
    let mut copyfit = Vec::new();
    for r in typeset {
        match r {
            Ok(doc) => {
                outputs.extend(doc.outputs);
                problems.extend(doc.warnings);
                records.extend(doc.record);
                copyfit.extend(doc.copyfit);
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
            outputs.extend(faces_ok[j].files.iter().cloned());
        }
        if opts.cards || opts.sheets {
            cards.extend(manifest::cards(job.id(), &job.locale.lang, &job.cards_dir(), &loaded.cards()));
        }
    }
    // The record of each language's faces, for the next build (unless they were recalled by it).
    for (j, faces) in faces_ok.iter().enumerate().filter(|_| opts.cards) {
        if let (Some(key), None) = (&faces.key, &faces.recalled) {
            let mut record = Record::of(key.clone(), &faces.files, &faces.warnings);
            // Each PNG with what it was rendered from: [svg, png]* in the faces' order.
            for (file, drawn) in record.files.iter_mut().skip(1).step_by(2).zip(&faces.drawn) {
                file.page = Some(drawn.page.clone());
            }
            records.push((jobs[j].faces_slot(), record));
        }
    }
    Ok(Produced { outputs, cards, warnings, records, copyfit })
}

/// `f` of each item, as many at once as there are threads, with at most one `heavy` item at a
/// time (the others go on meanwhile): what bounds a build's memory, as a rulebook whose layout is
/// searched holds several times what another document does. Each item runs whole on a thread of
/// its own rather than as a task of Typst's thread pool: a task waiting inside Typst for work it
/// shared out would take up another document meanwhile, on the same stack, and a build would hold
/// dozens of half-made documents at once (1.3 GB measured). The `long` items of the others are
/// started first, so that a build does not end on one long document with the other threads idle.
/// Results come in the items' order.
fn each_at_once<T: Sync, R: Send>(
    items: &[T],
    heavy: impl Fn(&T) -> bool,
    long: impl Fn(&T) -> bool,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    use std::sync::{Condvar, Mutex};
    /// The items not started, heavy and light, in order, and whether a heavy one is under way.
    struct Queue {
        heavy: std::collections::VecDeque<usize>,
        light: std::collections::VecDeque<usize>,
        heavy_running: usize,
    }
    let (h, mut l): (Vec<usize>, Vec<usize>) = (0..items.len()).partition(|&i| heavy(&items[i]));
    l.sort_by_key(|&i| !long(&items[i]));
    let queue = Mutex::new(Queue { heavy: h.into(), light: l.into(), heavy_running: 0 });
    let turn = Condvar::new();
    let threads = rayon::current_num_threads().clamp(1, items.len().max(1));
    let results: Vec<Mutex<Option<R>>> = items.iter().map(|_| Mutex::new(None)).collect();
    // The next item for a thread: a heavy one when none is under way, else a light one; none
    // when all are started.
    let take = || -> Option<(usize, bool)> {
        let mut q = queue.lock().expect("not poisoned");
        loop {
            if q.heavy_running == 0
                && let Some(i) = q.heavy.pop_front()
            {
                q.heavy_running += 1;
                return Some((i, true));
            }
            if let Some(i) = q.light.pop_front() {
                return Some((i, false));
            }
            if q.heavy.is_empty() {
                return None;
            }
            q = turn.wait(q).expect("not poisoned");
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some((i, is_heavy)) = take() {
                    let r = f(&items[i]);
                    *results[i].lock().expect("not poisoned") = Some(r);
                    if is_heavy {
                        queue.lock().expect("not poisoned").heavy_running -= 1;
                        turn.notify_all();
                    }
                }
            });
        }
    });
    results.into_iter().map(|r| r.into_inner().expect("not poisoned").expect("every item is done")).collect()
}

/// One language's faces: drawn, or recalled from the output folder as the last build left them.
#[derive(Default)]
struct Faces {
    /// Each face's SVG and thumbnail (its PNG is in `files`).
    drawn: Vec<Drawn>,
    /// The files of the faces, when written: each SVG and PNG, staged or kept.
    files: Vec<Output>,
    /// The faces' record when every file was in place as its inputs give: nothing was drawn.
    recalled: Option<Record>,
    /// The digest of the faces' inputs, when their files are recorded for the next build.
    key: Option<String>,
    /// The warnings met drawing them, for the record.
    warnings: Vec<Diagnostic>,
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
/// fonts and the shared helpers, typeset and exported. With a memo, faces whose inputs have not
/// changed are taken from the output folder: all of them without typesetting when nothing they
/// are made from changed, else the PNG of each face whose SVG is the same.
fn draw_faces(job: &Job, ids: &[String], opts: &BuildOptions, memo: Option<&Memo>, stage: &Stage) -> Made<Faces> {
    let game = job.game;
    let loaded = game.loaded.as_ref().expect("loaded");
    let Some(template) = game.templates.get("faces.typ") else { return Err(Vec::new()) };
    // Nothing to draw (a rulebook that shows no card): no document to typeset.
    if ids.is_empty() {
        return Ok((Faces::default(), Vec::new()));
    }
    let world = faces_world(game, job.prepared, job.locale, ids)?.with_draft(opts.draft);
    let theme = &loaded.meta().theme;
    let size = (theme.card_width + 2.0 * theme.bleed, theme.card_height + 2.0 * theme.bleed);
    // Only a set of faces written as files (PNGs at the theme's dpi) is remembered.
    let memo = memo.filter(|_| opts.cards);
    let key = memo.map(|_| {
        let options = format!(
            "{}|{:?}|{}|{:?}|{}|{}|{}|{}",
            ids.join(","),
            size,
            theme.dpi,
            opts.proof.then_some((theme.bleed, theme.safe)),
            opts.strict,
            job.cards_dir(),
            // The files its warnings name.
            template.shown,
            job.locale.file,
        );
        memo::key(&[&world.fingerprint(), options.as_bytes()])
    });
    let slot = job.faces_slot();
    if let (Some(memo), Some(key)) = (memo, &key)
        && let Some(faces) = recall_faces(memo, &slot, key, ids, job)
    {
        let warnings = faces.warnings.clone();
        return Ok((faces, warnings));
    }
    let previous = memo.and_then(|m| m.previous(&slot));
    // The last build's PNG of a face rendered from the same SVG, as its record names it.
    let png_of = |id: &str, page: &str| -> Option<KeptFile> {
        let path = format!("{}/{id}.png", job.cards_dir());
        previous.as_ref()?.files.iter().find(|f| f.path == path && f.page.as_deref() == Some(page)).cloned()
    };
    // Kept when the file is in place with that hash (checked once, here).
    let kept_png = |id: &str, page: &str| {
        png_of(id, page).is_some_and(|f| memo.and_then(|m| m.kept(&f.path, &f.sha256)).is_some())
    };
    let kept: &typeset::faces::Kept = &kept_png;
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
        kept: memo.map(|_| kept),
    };
    let explained = |problems: Vec<Diagnostic>| -> Vec<Diagnostic> {
        problems.into_iter().map(|d| loaded.explain(&d).unwrap_or(d)).collect()
    };
    let (mut drawn, warnings) = typeset::faces::draw(&face_job).map_err(explained)?;
    let warnings = explained(warnings);
    let mut files = Vec::new();
    if opts.cards {
        let dir = job.cards_dir();
        for d in &mut drawn {
            files.push(Output::made(format!("{dir}/{}.svg", d.id), "card-svg", job, d.svg.clone().into_bytes()));
            match png_of(&d.id, &d.page).filter(|_| d.png_kept) {
                Some(file) => files.push(Output::kept(&file, job)),
                None => {
                    files.push(Output::made(format!("{dir}/{}.png", d.id), "card-png", job, std::mem::take(&mut d.png)))
                }
            }
        }
        // An overview of the faces, for designers and the README; then their thumbnails go.
        let thumbs: Vec<&resvg::tiny_skia::Pixmap> = drawn.iter().filter_map(|r| r.thumb.as_ref()).collect();
        let path = format!("{dir}/contact-sheet.png");
        let sheet = raster::contact_sheet(&thumbs, thumbs.len().clamp(1, 9) as u32)
            .map_err(|e| vec![Diagnostic::at(&template.shown, "", 0..0, format!("{path}: {e}"))])?;
        files.push(Output::made(path, "contact-sheet", job, sheet));
        for d in &mut drawn {
            d.thumb = None;
        }
        stage.put_all(&mut files)?;
    }
    let faces = Faces { drawn, files, recalled: None, key, warnings: warnings.clone() };
    Ok((faces, warnings))
}

/// The faces as the last build left them in the output folder, when their inputs had the same
/// digest and every file is in place.
fn recall_faces(memo: &Memo, slot: &str, key: &str, ids: &[String], job: &Job) -> Option<Faces> {
    let (record, bytes) = memo.recall(slot, key, |f| f.kind == "card-svg")?;
    let dir = job.cards_dir();
    let mut drawn = Vec::new();
    let mut files = Vec::new();
    for id in ids {
        let (svg, png) = (format!("{dir}/{id}.svg"), format!("{dir}/{id}.png"));
        let at = record.files.iter().position(|f| f.path == svg)?;
        files.push(Output::kept(&record.files[at], job));
        let svg = String::from_utf8(bytes[at].clone()?).ok()?;
        let png = record.files.iter().find(|f| f.path == png)?;
        files.push(Output::kept(png, job));
        let page = png.page.clone()?;
        drawn.push(Drawn { id: id.clone(), svg, png: Vec::new(), png_kept: true, page, size: (0, 0), thumb: None });
    }
    let contact = format!("{dir}/contact-sheet.png");
    files.push(Output::kept(record.files.iter().find(|f| f.path == contact)?, job));
    let warnings = record.warnings.clone();
    Some(Faces { drawn, files, recalled: Some(record), key: Some(key.to_string()), warnings })
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
    memo: Option<&Memo>,
) -> Result<Doc, Vec<Diagnostic>> {
    let loaded: &dyn LoadedGame = job.game.loaded.as_deref().expect("loaded");
    let meta = loaded.meta();
    let locale = job.locale;
    let templates: &Templates = &job.game.templates;
    if let DocKind::OnPaper(..) | DocKind::PrintShop(_) | DocKind::Tiles(_) = kind {
        return typeset_game_document(job, kind, opts, memo);
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
    // The files of the same inputs are kept when they are in place.
    let booklet_template = templates.get("booklet.typ").filter(|_| kind == DocKind::Rulebook);
    // A rulebook's copyfitting as the game's copyfit.toml saved it.
    let saved = job.game.copyfit.get(&job.book()).filter(|_| kind == DocKind::Rulebook);
    let recorded = remembered(memo, opts, || {
        let booklet = booklet_template.map_or("", |t| t.text.as_str());
        let options = [u8::from(archival), u8::from(opts.strict)];
        // The files its warnings name.
        let named = format!("{}|{}", template.shown, locale.file);
        let identity = [ident.as_bytes(), named.as_bytes()].concat();
        let saved = serde_json::to_vec(&saved).expect("a saved setting serializes");
        vec![world.fingerprint().to_vec(), identity, options.to_vec(), booklet.as_bytes().to_vec(), saved]
    });
    if let Some(doc) = recall(&recorded, &path, job) {
        return Ok(doc);
    }
    // A rulebook printed as a booklet folds from sheets of 4 pages: a template that reads
    // `/copyfit.json` is set a little looser or tighter until its page count is a multiple of 4.
    let booklet = booklet_template.is_some();
    let judge = typeset::preflight::book;
    let mut chosen = None;
    let (world, (bytes, pages), document) = if booklet && template.text.contains(typeset::COPYFIT) {
        let memo = opts.cache.then(|| opts.out.join(CACHE).join("copyfit"));
        let c = typeset::render_copyfit(world, &template.shown, &ident, archival, 4, &judge, saved, memo.as_deref())?;
        chosen = c.chosen;
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
        out.push(Output::made(job.file(&name), "rulebook-booklet", job, pdf));
    }
    out.insert(0, Output::made(path.clone(), file_kind, job, bytes));
    if opts.emit_typst {
        out.extend(typst_sources(job, &path, &world));
    }
    let mut doc = finished(recorded, &path, out, warnings);
    if let Some((_, record)) = &mut doc.record {
        record.copyfit = chosen.clone();
    }
    doc.copyfit = chosen.map(|c| (job.id().to_string(), job.book(), c));
    Ok(doc)
}

/// The memo and the digest of a document's inputs (made by `parts`), when it is remembered: not
/// with `--emit-typst`, whose sources are those of the last compile.
fn remembered<'m>(
    memo: Option<&'m Memo>,
    opts: &BuildOptions,
    parts: impl FnOnce() -> Vec<Vec<u8>>,
) -> Option<(&'m Memo, String)> {
    let memo = memo.filter(|_| !opts.emit_typst)?;
    let parts = parts();
    let parts: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
    Some((memo, memo::key(&parts)))
}

/// The document of `slot` as the last build of the same inputs left it, when its files are in place.
fn recall(recorded: &Option<(&Memo, String)>, slot: &str, job: &Job) -> Option<Doc> {
    let (memo, key) = recorded.as_ref()?;
    let (record, _) = memo.recall(slot, key, |_| false)?;
    let outputs = record.files.iter().map(|f| Output::kept(f, job)).collect();
    let copyfit = record.copyfit.map(|c| (job.id().to_string(), job.book(), c));
    Some(Doc { outputs, warnings: record.warnings, record: None, copyfit })
}

/// A document made, with its record when it is remembered.
fn finished(recorded: Option<(&Memo, String)>, slot: &str, outputs: Vec<Output>, warnings: Vec<Diagnostic>) -> Doc {
    let record = recorded.map(|(_, key)| {
        let files: Vec<Output> = outputs.iter().filter(|o| o.kind != "typst-source").cloned().collect();
        (slot.to_string(), Record::of(key, &files, &warnings))
    });
    Doc { outputs, warnings, record, copyfit: None }
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
            Output::made(format!("typst/{stem}/{rel}"), "typst-source", job, bytes)
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
fn typeset_game_document(
    job: &Job,
    kind: DocKind,
    opts: &BuildOptions,
    memo: Option<&Memo>,
) -> Result<Doc, Vec<Diagnostic>> {
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
    let output = |path: String, kind: &str, bytes: Vec<u8>| Output::made(path, kind, job, bytes);
    let mut out = Vec::new();
    let slot = job.file(&name);
    if let DocKind::Tiles(_) = kind {
        // The page without bleed, then cut on each paper.
        let world = document_world(job, &doc, DocumentPage { paper: None, bleed: 0.0 })?;
        let tiles = &job.game.templates["tiles.typ"];
        let recorded = remembered(memo, opts, || {
            vec![world.fingerprint().to_vec(), ident.as_bytes().to_vec(), tiles.text.as_bytes().to_vec()]
        });
        if let Some(doc) = recall(&recorded, &slot, job) {
            return Ok(doc);
        }
        let fitted = (job.id(), locale, doc.name);
        let (document, _) = typeset::render_fitted_pdf(&world, &template.shown, &format!("{ident}-page"), fitted)?;
        let Some(first) = document.pages().first() else { return Ok(finished(recorded, &slot, out, Vec::new())) };
        let (w, h) = (first.frame.size().x.to_mm(), first.frame.size().y.to_mm());
        // The page as a vector picture: an embedded PDF page larger than the sheet is placed
        // wrongly by the PDF export, an SVG is not.
        let page =
            typeset::guarded(&template.shown, || typst_svg::svg(first, &typst_svg::SvgOptions::default())).into_bytes();
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
        return Ok(finished(recorded, &slot, out, Vec::new()));
    }
    let bleed = if paper.is_none() { meta.theme.bleed } else { 0.0 };
    let world = document_world(job, &doc, DocumentPage { paper, bleed })?;
    let recorded = remembered(memo, opts, || vec![world.fingerprint().to_vec(), ident.as_bytes().to_vec()]);
    if let Some(doc) = recall(&recorded, &slot, job) {
        return Ok(doc);
    }
    let (_, pdf) = typeset::render_fitted_pdf(&world, &template.shown, &ident, (job.id(), locale, doc.name))?;
    let path = job.file(&name);
    if opts.emit_typst {
        out.extend(typst_sources(job, &path, &world));
    }
    let kind = if paper.is_some() { "document" } else { "document-printshop" };
    out.push(output(path, kind, pdf));
    Ok(finished(recorded, &slot, out, Vec::new()))
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
    produce_into(pack, opts, progress, &Stage::new(None, true)).map(|p| (p.outputs.len(), p.warnings))
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
    // One writer at a time: the manifest read here is the one this build's files are merged
    // into, whoever wrote it last (another build, `watch`), and the files a build keeps are not
    // replaced by another meanwhile. The lock is taken at the start when the output folder is
    // there, else (the folder made) before the first file is staged: a build into a folder not
    // made yet that fails before making a file leaves nothing.
    manifest::check(&opts.out)?;
    let existed = opts.out.is_dir();
    let mut stage = Stage::new(Some(&opts.out), false);
    stage.progress = Some(progress);
    if existed {
        stage.ready().map_err(BuildError::Path)?;
    }
    let produced = match produce_into(pack, opts, progress, &stage) {
        Ok(p) => p,
        Err(e) => {
            stage.abort();
            drop(stage.lock.lock().expect("not poisoned").take());
            if !existed {
                output::remove_if_empty(&opts.out);
            }
            return Err(e);
        }
    };
    stage.ready().map_err(BuildError::Path)?;
    let (mut before, unread) = manifest::read(&opts.out);
    manifest::invalidate(&opts.out)?;
    let (files, written) = write_produced(&opts.out, &produced)?;
    // A card face the last build wrote into a folder this one wrote again, but that this one did
    // not make (a card renamed or removed), would be printed by mistake: it goes.
    if let Some(before) = &mut before {
        let superseded = manifest::remove_superseded_faces(&opts.out, before, &files);
        before.files.retain(|f| !superseded.contains(&f.path));
    }
    let previous = if opts.is_complete() { None } else { before };
    let manifest = manifest::merge(previous, files, produced.cards);
    if opts.cache {
        let memo = Memo::new(&opts.out);
        for (slot, record) in &produced.records {
            memo.remember(slot, record);
        }
    }
    write_manifest(&opts.out, &manifest)?;
    manifest::drop_aside(&opts.out);
    drop(stage);
    let mut warnings = produced.warnings;
    warnings.extend(unread);
    Ok(BuildReport { manifest, written, warnings, copyfit: produced.copyfit })
}
