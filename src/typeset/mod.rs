//! Typesetting with Typst used as a library: the templates of `templates/`, data computed by
//! scriptorium, and one shared `World` setup (fonts loaded once).

pub mod faces;
pub mod memory;
pub mod preflight;
pub mod sheets;
pub mod tiles;
pub mod world;

use crate::content::copyfit::Saved;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::Template;
use serde::Serialize;
use sheets::Layout;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;
use typst::diag::SourceDiagnostic;
use typst::ecow::EcoVec;
use typst::foundations::{Datetime, Smart};
use typst::{World, WorldExt};
use typst_layout::PagedDocument;
use typst_pdf::{PdfOptions, PdfStandard, PdfStandards, Timestamp};
use world::DocWorld;

/// The data a card-sheet template reads (`/layout.json`).
#[derive(Serialize)]
struct SheetData<'a> {
    title: &'a str,
    authors: &'a [String],
    lang: String,
    region: Option<String>,
    font: &'a str,
    width: f64,
    height: f64,
    page_bleed: f64,
    face_bleed: f64,
    clip: bool,
    instructions: Option<&'a Instructions>,
    pages: Vec<PageData>,
}

/// The page that opens a print-and-play PDF: how to print it, cut it and fold it, and which
/// pages hold what, in the PDF's language. With `blank_back`, it is followed by a blank page,
/// so that a duplex printer puts the first fronts on a sheet of their own.
#[derive(Serialize, Debug, Clone)]
pub struct Instructions {
    pub title: String,
    pub paragraphs: Vec<String>,
    pub blank_back: bool,
}

#[derive(Serialize)]
struct PageData {
    cards: Vec<CardData>,
    marks: Vec<sheets::Mark>,
    folds: Vec<sheets::Mark>,
}

#[derive(Serialize)]
struct CardData {
    file: String,
    alt: String,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

/// What a card sheet needs besides its layout.
pub struct SheetDoc<'a> {
    pub template: &'a Template,
    pub title: &'a str,
    pub authors: &'a [String],
    /// The language tag (`pt-BR`).
    pub lang: &'a str,
    pub font: &'a str,
    /// The bleed drawn around each face image.
    pub face_bleed: f64,
    /// The page's own bleed (print shops), 0 for home printing.
    pub page_bleed: f64,
    /// Alt text of a face, by face id.
    pub alt: &'a dyn Fn(&str) -> String,
    /// The faces' SVG files, by face id.
    pub faces: &'a dyn Fn(&str) -> Option<Vec<u8>>,
    /// The page of instructions that opens the PDF, if any.
    pub instructions: Option<&'a Instructions>,
}

/// The world of a card sheet: its template, its layout and its faces.
pub fn sheet_world(doc: &SheetDoc, layout: &Layout) -> Result<DocWorld, String> {
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    let pages = layout
        .pages
        .iter()
        .map(|p| PageData {
            cards: p
                .cards
                .iter()
                .map(|c| CardData {
                    file: format!("/cards/{}.svg", c.face),
                    alt: (doc.alt)(&c.face),
                    x: c.x,
                    y: c.y,
                    w: c.w,
                    h: c.h,
                })
                .collect(),
            marks: p.marks.clone(),
            folds: p.folds.clone(),
        })
        .collect();
    for page in &layout.pages {
        for card in &page.cards {
            if seen.insert(card.face.clone()) {
                let svg = (doc.faces)(&card.face).ok_or_else(|| format!("no face {:?}", card.face))?;
                files.push((format!("/cards/{}.svg", card.face), svg));
            }
        }
    }
    let (lang, region) = crate::content::typst_language(doc.lang);
    let data = SheetData {
        title: doc.title,
        authors: doc.authors,
        lang,
        region,
        font: doc.font,
        width: layout.width,
        height: layout.height,
        page_bleed: doc.page_bleed,
        face_bleed: doc.face_bleed,
        clip: doc.page_bleed == 0.0,
        instructions: doc.instructions,
        pages,
    };
    files.push(("/layout.json".into(), serde_json::to_vec(&data).expect("serializable")));
    DocWorld::new(&format!("/{}", doc.template.path), doc.template.text.clone(), files)
}

/// Compiles a card sheet to a laid-out document.
pub fn compile_sheet(doc: &SheetDoc, layout: &Layout) -> Result<PagedDocument, String> {
    let world = sheet_world(doc, layout)?;
    compile(&world, &doc.template.shown).map_err(|d| Diagnostics(d).to_string())
}

/// The first syntax error of a template, located; none when it parses.
pub fn syntax_errors(shown: &str, text: &str) -> Vec<Diagnostic> {
    let Ok(world) = DocWorld::new("/main.typ", text.to_string(), Vec::new()) else { return Vec::new() };
    let (errors, _) = world.main_source().root().errors_and_warnings();
    // The first error only: an unclosed delimiter makes every later line look wrong too.
    let count = errors.len();
    errors
        .into_iter()
        .take(1)
        .map(|e| {
            let range = world.range(e.span).unwrap_or(0..0);
            let mut d = Diagnostic::at(shown, text, range, format!("Typst: {}", e.message));
            if let Some(hint) = e.hints.first() {
                d = d.with_hint(hint.v.to_string());
            } else if count > 1 {
                d = d.with_hint(format!(
                    "fix this one first: the {} syntax errors after it may all follow from it",
                    count - 1
                ));
            }
            d
        })
        .collect()
}

/// Typst's diagnostics as scriptorium's: the template file (as `shown`), line, column, message
/// and Typst's hints. A problem outside the template (in generated data) points at its first line.
fn located(world: &DocWorld, shown: &str, errors: &[SourceDiagnostic]) -> Vec<Diagnostic> {
    let source = world.main_source();
    errors
        .iter()
        .map(|e| {
            let in_main = e.span.id() == Some(source.id());
            let range = if in_main { world.range(e.span).unwrap_or(0..0) } else { 0..0 };
            // A template's own `panic` (a helper refusing a message id the template computed,
            // `t("type-" + kind)`) is about what its caller asked: located at that call.
            let call = e.message.starts_with("panicked").then(|| {
                e.trace
                    .iter()
                    .find(|t| matches!(t.v, typst::diag::Tracepoint::Call(_)) && t.span.id() == Some(source.id()))
            });
            let range = match call.flatten().and_then(|t| world.range(t.span)) {
                Some(at) => at,
                None => range,
            };
            let mut d = Diagnostic::at(shown, source.text(), range, format!("Typst: {}", e.message));
            if let Some(hint) = number_for_text(&e.message) {
                d = d.with_hint(hint);
            } else if let Some(hint) = e.hints.first() {
                d = d.with_hint(hint.v.to_string());
            }
            d
        })
        .collect()
}

/// Typst's words for a number used where a template wants text (a value of the data, `3` in a
/// cards.csv cell, joined to a text or set as one), told in a designer's words.
fn number_for_text(message: &str) -> Option<String> {
    let numbers = ["integer", "float"];
    let found = |m: &str| numbers.iter().any(|n| message == format!("{m}{n}"));
    let joined = numbers
        .iter()
        .any(|n| message == format!("cannot add {n} and string") || message == format!("cannot add string and {n}"));
    let as_text =
        found("expected content, found ") || found("expected string, found ") || found("expected str, found ");
    (joined || as_text).then(|| {
        "a number of the game's data (a cell such as 3 in cards.csv, a number in game.toml) is used here \
         where the template wants text: write str(...) around it, e.g. str(card.fields.value)"
            .to_string()
    })
}

/// Seconds a template may take to typeset one document before the process stops; 0 for no
/// limit (the library's default; the command line sets one).
static TIME_LIMIT: AtomicU64 = AtomicU64::new(0);

/// Bounds the time of every later compilation: a template with a runaway loop would otherwise
/// run forever, and Typst cannot be interrupted, so the process stops with an error naming the
/// template (nothing has been written at that point: outputs are staged in temporary files,
/// removed then, and put in place only after every document is made).
pub fn set_time_limit(seconds: u64) {
    TIME_LIMIT.store(seconds, Ordering::Relaxed);
}

/// A flag set when the compilation is done, and its condition variable.
type Done = Arc<(Mutex<bool>, Condvar)>;

/// Stops the process if it is not dropped within the time limit.
struct Watchdog(Option<(Done, std::thread::JoinHandle<()>)>);

impl Watchdog {
    /// `export`: the document is being exported (drawn), not typeset.
    fn start(shown: &str, export: bool) -> Watchdog {
        let seconds = TIME_LIMIT.load(Ordering::Relaxed);
        if seconds == 0 {
            return Watchdog(None);
        }
        let done = Arc::new((Mutex::new(false), Condvar::new()));
        let (flag, shown) = (done.clone(), shown.to_string());
        let handle = std::thread::spawn(move || {
            let (lock, cvar) = &*flag;
            let guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            let (finished, _) = cvar
                .wait_timeout_while(guard, Duration::from_secs(seconds), |done| !*done)
                .unwrap_or_else(|e| e.into_inner());
            if !*finished {
                let (what, hint) = if export {
                    (
                        format!("the pages of {shown} were not drawn within {seconds} s"),
                        "a picture it places may cost too much to draw (a blur or a morphology filter over a large \
                         region in an SVG): simplify it",
                    )
                } else {
                    (
                        format!("{shown} did not finish typesetting within {seconds} s"),
                        "look for a loop that never ends or a value that grows without bound",
                    )
                };
                eprintln!(
                    "error: Typst: {what}\n  --> {shown}\n  = hint: {hint}; raise the limit with --template-timeout \
                     if the document is simply long\nnothing was written"
                );
                crate::interrupt::remove_temporaries();
                std::process::exit(1);
            }
        });
        Watchdog(Some((done, handle)))
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        if let Some((done, handle)) = self.0.take() {
            *done.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
            done.1.notify_all();
            let _ = handle.join();
        }
    }
}

/// Runs `f`, an export of a document of `shown` (to PDF, SVG or PNG), under the time limit and
/// the memory budget of a compile: a picture can make an export as slow or as large as a
/// template can make a compile (an SVG blurred over a huge filter region rendered for minutes).
pub fn guarded<T>(shown: &str, f: impl FnOnce() -> T) -> T {
    let watchdog = Watchdog::start(shown, true);
    let budget = memory::Budget::start(shown);
    let out = f();
    drop(budget);
    drop(watchdog);
    out
}

/// Compiles a world's main file; every error is located in the template.
pub fn compile(world: &DocWorld, shown: &str) -> Result<PagedDocument, Vec<Diagnostic>> {
    let watchdog = Watchdog::start(shown, false);
    let budget = memory::Budget::start(shown);
    let result = typst::compile::<PagedDocument>(world);
    drop(budget);
    drop(watchdog);
    let document = result.output.map_err(|errors| located(world, shown, &errors))?;
    // A layout that never settles (decisions that depend on where they land) gives a document
    // whose numbers and positions may be wrong: an error, never a silent output.
    if let Some(w) = result.warnings.iter().find(|w| w.message.contains("did not converge")) {
        let hint = "the layout reads its own result (a position, a measure or a counter inside `context`) and \
                    changes it each time: decide without reading what the decision moves";
        return Err(located(world, shown, std::slice::from_ref(w)).into_iter().map(|d| d.with_hint(hint)).collect());
    }
    // Typst sets a text whose font it does not have in another font, with a warning: that would
    // print in a font the designer did not choose, so it is an error here.
    let fonts: Vec<SourceDiagnostic> =
        result.warnings.iter().filter(|w| w.message.contains("unknown font family")).cloned().collect();
    if !fonts.is_empty() {
        let families = world::families(world.fonts()).join(", ");
        let hint = format!("the font families available are: {families}; add a font's files to content/<game>/fonts/");
        return Err(located(world, shown, &fonts).into_iter().map(|d| d.with_hint(hint.clone())).collect());
    }
    Ok(document)
}

/// Compiles and exports a world to PDF; `archival` asks for PDF/A-2b and PDF/UA-1, which Typst
/// checks (an image without alt text, say, is refused with its place in the template).
pub fn render_pdf(world: &DocWorld, shown: &str, ident: &str, archival: bool) -> Result<Vec<u8>, Vec<Diagnostic>> {
    render_pdf_pages(world, shown, ident, archival).map(|(pdf, _)| pdf)
}

/// Compiles a document whose template sets its texts with `fit`, refuses it when a text overflows
/// its box (each located at its message), and exports it to PDF.
pub fn render_fitted_pdf(
    world: &DocWorld,
    shown: &str,
    ident: &str,
    fitted: (&str, &crate::content::Locale, &str),
) -> Result<(PagedDocument, Vec<u8>), Vec<Diagnostic>> {
    let (game, locale, noun) = fitted;
    let document = compile(world, shown)?;
    let problems = faces::overflows(&document, game, locale, shown, noun);
    if !problems.is_empty() {
        return Err(problems);
    }
    let (pdf, _) = export_pages(world, &document, shown, ident, false)?;
    Ok((document, pdf))
}

/// A PDF and the size of each of its pages, in millimetres.
pub type PdfPages = (Vec<u8>, Vec<(f64, f64)>);

/// As [`render_pdf`], with the document and the size of each page.
pub fn render_document(
    world: &DocWorld,
    shown: &str,
    ident: &str,
    archival: bool,
) -> Result<(PagedDocument, PdfPages), Vec<Diagnostic>> {
    let document = compile(world, shown)?;
    let pages = export_pages(world, &document, shown, ident, archival)?;
    Ok((document, pages))
}

/// As [`render_pdf`], with the size of each page.
pub fn render_pdf_pages(
    world: &DocWorld,
    shown: &str,
    ident: &str,
    archival: bool,
) -> Result<PdfPages, Vec<Diagnostic>> {
    let document = compile(world, shown)?;
    export_pages(world, &document, shown, ident, archival)
}

/// The file a template reads to know how tightly to set its text, `{"step": N}` (0 as designed,
/// each step up a little looser, more pages, each step down a little tighter), and where to set
/// the figures it lets scriptorium place, `"placement": {"NAME": "top"}` (`auto`, `top`,
/// `bottom` or `flow`; a figure not named is set as designed).
pub const COPYFIT: &str = "/copyfit.json";

/// How many steps either way copyfitting may try.
const COPYFIT_REACH: i32 = crate::content::copyfit::REACH as i32;

/// Where a figure may be set: floating (`auto`: the top or bottom of the page, whichever fits),
/// at a page's top or foot, or in the text's flow where it is called.
const PLACEMENTS: [&str; 4] = ["auto", "top", "bottom", "flow"];

/// How many settings of figures copyfitting may try for one book.
const PLACEMENT_TRIES: usize = 150;

/// A book's setting: its step and its figures' placements.
#[derive(Clone, Default, PartialEq)]
struct Setting {
    /// The step in halves: 3 is step 1.5.
    halves: i32,
    placement: std::collections::BTreeMap<String, String>,
    /// Figures drawn at another size than designed: the factor of their width.
    size: std::collections::BTreeMap<String, f64>,
}

impl Setting {
    fn at(step: i32) -> Setting {
        Setting { halves: 2 * step, ..Setting::default() }
    }

    /// The setting a game's copyfit.toml saved.
    fn saved(saved: &Saved) -> Setting {
        Setting {
            halves: (saved.step * 2.0).round() as i32,
            placement: saved.placement.clone(),
            size: saved.size.clone(),
        }
    }

    /// The setting to save, with the book's blank pages and defects at it.
    fn to_save(&self, (blank_pages, defects): (usize, usize)) -> Saved {
        Saved { step: self.step(), placement: self.placement.clone(), size: self.size.clone(), blank_pages, defects }
    }

    fn step(&self) -> f64 {
        f64::from(self.halves) / 2.0
    }

    fn json(&self) -> Vec<u8> {
        // A whole step is written as an integer (`-2`), a half step as `-2.5`.
        let step =
            if self.halves % 2 == 0 { serde_json::json!(self.halves / 2) } else { serde_json::json!(self.step()) };
        let mut setting = serde_json::json!({ "step": step, "placement": self.placement });
        if !self.size.is_empty() {
            setting["size"] = serde_json::json!(self.size);
        }
        serde_json::to_vec(&setting).expect("a setting serializes")
    }

    /// The setting with one figure set in another form: a placement, a form of the template's
    /// (`also:`), or a size (`size=0.85`, see [`size_form`]).
    fn with(&self, name: &str, form: &str) -> Setting {
        let mut s = self.clone();
        match form.strip_prefix("size=").and_then(|f| f.parse::<f64>().ok()) {
            Some(1.0) => {
                s.size.remove(name);
            }
            Some(factor) => {
                s.size.insert(name.to_string(), factor);
            }
            None => {
                s.placement.insert(name.to_string(), form.to_string());
            }
        }
        s
    }
}

/// Copyfitting: typesets a document whose template reads [`COPYFIT`] at each step until its page
/// count is a multiple of `multiple` (a booklet folds from sheets of 4 pages), and exports that
/// one. A template may itself leave pages blank before its back cover to reach a multiple, and
/// say how many in a `metadata(scriptorium: "blank-pages", count: N)`. Of the steps that fit,
/// the one chosen leaves the fewest blank pages, then has the fewest defects by `judge` (the
/// preflight's findings): the design (step 0) when it is as good as any, else the nearest step to it.
/// When no step fits, the design is kept, and the step is `None`.
///
/// When defects remain and the template lets scriptorium place some figures
/// (`metadata((scriptorium: "placeable", figure: NAME, placement: CURRENT))`, see
/// [`preflight::placeable`]), the figures drawn within a page of a defect are tried at each other
/// placement, one change at a time, keeping a change that leaves fewer defects on as many pages
/// (at most [`PLACEMENT_TRIES`] settings).
/// Returns the world of the chosen setting (what `--emit-typst` writes), its document and its PDF.
///
/// With `saved` (the setting the game's copyfit.toml holds for this book), that setting is tried
/// first, and kept when the book's pages make whole sheets with no more blank pages and defects
/// than were saved with it; else the search runs.
///
/// With `memo` (a folder), the choice is remembered there by the digest of the book's inputs
/// (its world, `multiple`, `saved`): a book typeset again from the same inputs is compiled once,
/// at the setting chosen, and comes out byte for byte as the search would make it.
#[allow(clippy::too_many_arguments)]
pub fn render_copyfit(
    world: DocWorld,
    shown: &str,
    ident: &str,
    archival: bool,
    multiple: usize,
    judge: &dyn Fn(&PagedDocument) -> Vec<preflight::Finding>,
    saved: Option<&Saved>,
    memo: Option<&std::path::Path>,
) -> Result<Copyfitted, Vec<Diagnostic>> {
    let multiple = multiple.max(1);
    let remembered = memo.map(|dir| {
        let mut key = world.fingerprint().to_vec();
        key.extend((multiple as u64).to_le_bytes());
        key.extend(serde_json::to_vec(&saved).expect("a saved setting serializes"));
        let hex: String = key_digest(&key).iter().map(|b| format!("{b:02x}")).collect();
        dir.join(format!("{hex}.json"))
    });
    if let Some(choice) = remembered.as_deref().and_then(Choice::read) {
        let world = world.with_file(COPYFIT, choice.setting.into_bytes()).map_err(|e| problem(shown, e))?;
        let document = compile(&world, shown)?;
        let pages = export_pages(&world, &document, shown, ident, archival)?;
        return Ok(Copyfitted { world, document, pdf: pages.0, pages: pages.1, chosen: choice.chosen });
    }
    if let Some(saved) = saved {
        let setting = Setting::saved(saved);
        let world = world.clone().with_file(COPYFIT, setting.json()).map_err(|e| problem(shown, e))?;
        let document = compile(&world, shown)?;
        let score = (preflight::blank_pages(&document), judge(&document).len());
        if document.pages().len().is_multiple_of(multiple) && score <= (saved.blank_pages, saved.defects) {
            let pages = export_pages(&world, &document, shown, ident, archival)?;
            let chosen = Some(setting.to_save(score));
            let c = Copyfitted { world, document, pdf: pages.0, pages: pages.1, chosen };
            if let Some(path) = &remembered {
                Choice::write(path, &c);
            }
            return Ok(c);
        }
    }
    // One search at a time, whatever the build scheduled: a search holds several times the
    // memory of a book compiled once.
    static SEARCHING: Mutex<()> = Mutex::new(());
    let searching = SEARCHING.lock().unwrap_or_else(|e| e.into_inner());
    let c = search_copyfit(world, shown, ident, archival, multiple, judge)?;
    drop(searching);
    if let Some(path) = &remembered {
        Choice::write(path, &c);
    }
    Ok(c)
}

fn problem(shown: &str, e: String) -> Vec<Diagnostic> {
    vec![Diagnostic::at(shown, "", 0..0, e)]
}

fn key_digest(bytes: &[u8]) -> [u8; 32] {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes).into()
}

/// A copyfitting choice as remembered: the setting's file, and the setting chosen with its blank pages
/// and defects (none when no step fit).
#[derive(serde::Serialize, serde::Deserialize)]
struct Choice {
    setting: String,
    chosen: Option<Saved>,
}

/// The most choices a memo folder keeps: the oldest go first.
const MEMO_KEEP: usize = 400;

impl Choice {
    /// The choice remembered at `path`; none when absent or unreadable (then the search runs).
    fn read(path: &std::path::Path) -> Option<Choice> {
        serde_json::from_slice(&std::fs::read(path).ok()?).ok()
    }

    /// Remembers the choice of `c` at `path`, written whole or not at all; a failure only costs
    /// the next build a search.
    fn write(path: &std::path::Path, c: &Copyfitted) {
        let Ok(setting) = world::file_id(COPYFIT)
            .and_then(|id| c.world.file(id).map_err(|e| e.to_string()))
            .map(|b| b.as_slice().to_vec())
        else {
            return;
        };
        let Ok(setting) = String::from_utf8(setting) else { return };
        let Some(dir) = path.parent() else { return };
        if std::fs::create_dir_all(dir).is_err() {
            return;
        }
        let choice = Choice { setting, chosen: c.chosen.clone() };
        let _ = crate::output::write_cache_file(path, &serde_json::to_vec(&choice).expect("a choice serializes"));
        // Bounded: a designer's every edit leaves a choice behind.
        let mut entries: Vec<(std::time::SystemTime, std::path::PathBuf)> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
            .collect();
        if entries.len() > MEMO_KEEP {
            entries.sort();
            for (_, old) in &entries[..entries.len() - MEMO_KEEP] {
                let _ = std::fs::remove_file(old);
            }
        }
    }
}

/// The search of [`render_copyfit`].
fn search_copyfit(
    world: DocWorld,
    shown: &str,
    ident: &str,
    archival: bool,
    multiple: usize,
    judge: &dyn Fn(&PagedDocument) -> Vec<preflight::Finding>,
) -> Result<Copyfitted, Vec<Diagnostic>> {
    let problem = |e: String| problem(shown, e);
    let at = |s: &Setting| world.clone().with_file(COPYFIT, s.json()).map_err(problem);
    let design_setting = Setting::default();
    let design_world = at(&design_setting)?;
    let design = compile(&design_world, shown)?;
    let fits = |d: &PagedDocument| d.pages().len().is_multiple_of(multiple);
    let score = |d: &PagedDocument| (preflight::blank_pages(d), judge(d).len());
    // A setting typeset, when its pages make whole sheets: its blank pages and defects, the
    // setting, its world and its document (let go while other settings are tried, and typeset
    // again when needed: a book's documents held for every setting tried took hundreds of
    // megabytes).
    type Tried = ((usize, usize), Setting, DocWorld, Option<PagedDocument>);
    let typeset = |s: Setting| -> Result<Option<Tried>, Vec<Diagnostic>> {
        let w = at(&s)?;
        let document = compile(&w, shown)?;
        // Typst's caches would grow with every setting tried.
        typst::comemo::evict(1);
        Ok(fits(&document).then(|| (score(&document), s, w, Some(document))))
    };
    let again = |t: &mut Tried| -> Result<(), Vec<Diagnostic>> {
        if t.3.is_none() {
            t.3 = Some(compile(&t.2, shown)?);
        }
        Ok(())
    };
    // The settings that fit, in the order tried: the design, then the steps.
    let mut fitting: Vec<Tried> = Vec::new();
    let design_fits = fits(&design);
    if design_fits {
        fitting.push((score(&design), design_setting.clone(), design_world.clone(), None));
    }
    // Kept only when no setting fits: then the design is the book.
    let mut design = (!design_fits).then_some(design);
    if fitting.first().is_none_or(|b| b.0 != (0, 0)) {
        // Where to look: a book that leaves many pages blank wants to be tighter, one that leaves
        // few, looser; a book that does not fit at all, or has other defects, either way.
        let order: Vec<i32> = match fitting.first().map(|b| b.0) {
            Some((blanks, _)) if blanks + 1 >= multiple => (1..=COPYFIT_REACH).map(|s| -s).collect(),
            Some((1, _)) => (1..=COPYFIT_REACH).collect(),
            _ => (1..=COPYFIT_REACH).flat_map(|s| [s, -s]).collect(),
        };
        for step in order {
            if let Some(mut t) = typeset(Setting::at(step))? {
                let done = t.0 == (0, 0);
                if !done {
                    t.3 = None;
                }
                fitting.push(t);
                if done {
                    break;
                }
            }
        }
    }
    // Then half steps beside the two best whole ones, when none is perfect: a book may jump
    // from a page too many to a page too few between two whole steps.
    if fitting.iter().all(|t| t.0 != (0, 0)) && !fitting.is_empty() {
        let mut near: Vec<&Tried> = fitting.iter().collect();
        near.sort_by_key(|t| t.0);
        let mut halves: Vec<i32> = Vec::new();
        for h in near.iter().take(2).flat_map(|t| [t.1.halves - 1, t.1.halves + 1]) {
            if h.abs() < 2 * COPYFIT_REACH && !halves.contains(&h) {
                halves.push(h);
            }
        }
        for halves in halves {
            if let Some(mut t) = typeset(Setting { halves, ..Setting::default() })? {
                let done = t.0 == (0, 0);
                if !done {
                    t.3 = None;
                }
                fitting.push(t);
                if done {
                    break;
                }
            }
        }
    }
    // The best first; of equals, the one tried first (the design, then the nearest steps).
    fitting.sort_by_key(|t| t.0);
    let mut best: Option<Tried> = None;
    // Then the figures scriptorium may place, from each setting that fits, best first: the
    // figures at fault first, then those near the defects left.
    let mut tries = 0;
    for start in fitting {
        let mut current = start;
        let mut failed: std::collections::HashMap<Vec<(String, String)>, usize> = std::collections::HashMap::new();
        'search: while current.0.1 > 0 && tries < PLACEMENT_TRIES {
            again(&mut current)?;
            let document = current.3.as_ref().expect("typeset again");
            let findings = judge(document);
            let rank = |name: &str, page: usize| {
                if findings.iter().any(|f| f.figure.as_deref() == Some(name)) {
                    0
                } else {
                    1 + findings.iter().map(|f| f.page.abs_diff(page)).min().unwrap_or(usize::MAX - 1)
                }
            };
            let placeable = preflight::placeable(document);
            let near: Vec<(usize, &preflight::Placeable)> =
                placeable.iter().map(|p| (rank(&p.name, p.page), p)).filter(|f| f.0 <= 2).collect();
            // The changes to try: each figure near a defect at each other placement, the
            // figures at fault first; then two figures that follow each other set together
            // (a figure moved alone past the next one would be drawn out of its order).
            let mut changes: Vec<(usize, Vec<(&str, String)>)> = Vec::new();
            for &(rank, p) in &near {
                let forms = PLACEMENTS.into_iter().chain(p.also.iter().map(String::as_str));
                for placement in forms.filter(|f| *f != p.now) {
                    changes.push((rank, vec![(p.name.as_str(), placement.to_string())]));
                }
                // Then the other sizes the template offers (the design's among them).
                let sizes = p.sizes.iter().copied().chain([1.0]).filter(|s| *s != p.size);
                for size in sizes {
                    changes.push((rank, vec![(p.name.as_str(), size_form(size))]));
                }
            }
            changes.sort_by_key(|c| c.0);
            for pair in near.windows(2) {
                let ((r1, a), (r2, b)) = (pair[0], pair[1]);
                let follow = placeable.windows(2).any(|w| w[0].name == a.name && w[1].name == b.name);
                for placement in PLACEMENTS.into_iter().filter(|p| follow && (*p != a.now || *p != b.now)) {
                    let both = vec![(a.name.as_str(), placement.to_string()), (b.name.as_str(), placement.to_string())];
                    changes.push((r1.min(r2), both));
                }
            }
            for (_, change) in changes {
                // A change that did not help twice is not tried again.
                let key: Vec<(String, String)> = change.iter().map(|(n, p)| (n.to_string(), p.to_string())).collect();
                if failed.get(&key).is_some_and(|n| *n >= 2) {
                    continue;
                }
                if tries >= PLACEMENT_TRIES {
                    break 'search;
                }
                tries += 1;
                let s = change.iter().fold(current.1.clone(), |s, (name, form)| s.with(name, form));
                let tried = typeset(s)?;
                if let Some(t) = tried.filter(|t| t.0 < current.0) {
                    current = t;
                    continue 'search;
                }
                *failed.entry(key).or_default() += 1;
            }
            break;
        }
        if best.as_ref().is_none_or(|b| current.0 < b.0) {
            best = Some(current);
        }
        if best.as_ref().is_some_and(|b| b.0.1 == 0) || tries >= PLACEMENT_TRIES {
            break;
        }
    }
    let (world, document, chosen) = match best {
        Some(mut t) => {
            again(&mut t)?;
            let (score, setting, w, document) = t;
            (w, document.expect("typeset again"), Some(setting.to_save(score)))
        }
        None => {
            let document = match design.take() {
                Some(d) => d,
                None => compile(&design_world, shown)?,
            };
            (design_world, document, None)
        }
    };
    let pages = export_pages(&world, &document, shown, ident, archival)?;
    Ok(Copyfitted { world, document, pdf: pages.0, pages: pages.1, chosen })
}

/// A size as a form of a figure copyfitting may try: `size=0.85`.
fn size_form(factor: f64) -> String {
    format!("size={factor}")
}

/// A document set by [`render_copyfit`].
pub struct Copyfitted {
    /// The world of the step chosen.
    pub world: DocWorld,
    pub document: PagedDocument,
    pub pdf: Vec<u8>,
    /// The size of each page, in millimetres.
    pub pages: Vec<(f64, f64)>,
    /// The setting chosen with the book's blank pages and defects at it, as copyfit.toml saves
    /// it; `None` when none fits.
    pub chosen: Option<Saved>,
}

impl Copyfitted {
    /// The step chosen; `None` when none fits.
    pub fn step(&self) -> Option<f64> {
        self.chosen.as_ref().map(|c| c.step)
    }
}

/// Exports a compiled document, with the size of each page in millimetres.
fn export_pages(
    world: &DocWorld,
    document: &PagedDocument,
    shown: &str,
    ident: &str,
    archival: bool,
) -> Result<PdfPages, Vec<Diagnostic>> {
    let sizes = document.pages().iter().map(|p| (p.frame.size().x.to_mm(), p.frame.size().y.to_mm())).collect();
    let standards = if archival {
        PdfStandards::new(&[PdfStandard::A_2b, PdfStandard::Ua_1])
            .map_err(|e| vec![Diagnostic::at(shown, "", 0..0, format!("{e:?}"))])?
    } else {
        PdfStandards::default()
    };
    let pdf = guarded(shown, || export(document, ident, standards)).map_err(|errors| located(world, shown, &errors))?;
    Ok((pdf, sizes))
}

/// The data of a booklet template (`/booklet.json`).
#[derive(Serialize)]
struct BookletData<'a> {
    title: &'a str,
    authors: &'a [String],
    /// The book's page size, and the sheet's, in millimetres.
    width: f64,
    height: f64,
    sheet: (f64, f64),
    sides: Vec<[Option<usize>; 2]>,
}

/// The world of a book (its PDF and page sizes) imposed by `template` as a saddle-stitched
/// booklet, two pages a side, and whether its sheets are A4 (an A5 book).
pub fn booklet_world(
    template: &Template,
    title: &str,
    authors: &[String],
    book: &[u8],
    pages: &[(f64, f64)],
) -> Result<(DocWorld, bool), Vec<Diagnostic>> {
    let (width, height) = pages.first().copied().unwrap_or((148.0, 210.0));
    // An A5 book goes on A4 sheets (297 × 210 mm, a millimetre wider than two A5 pages).
    let a4 = (2.0 * width - 297.0).abs() <= 1.5 && (height - 210.0).abs() <= 1.5;
    let sheet = if a4 { (297.0, 210.0) } else { (2.0 * width, height) };
    let data = BookletData { title, authors, width, height, sheet, sides: sheets::booklet(pages.len()) };
    let files = vec![
        ("/book.pdf".to_string(), book.to_vec()),
        ("/booklet.json".to_string(), serde_json::to_vec(&data).expect("the booklet's data serializes")),
    ];
    let world = DocWorld::new(&format!("/{}", template.path), template.text.clone(), files)
        .map_err(|e| vec![Diagnostic::at(&template.shown, "", 0..0, e)])?;
    Ok((world, a4))
}

/// The booklet of a book (see [`booklet_world`]): its PDF, and the paper's name when it is A4.
pub fn booklet(
    template: &Template,
    title: &str,
    authors: &[String],
    book: &[u8],
    pages: &[(f64, f64)],
    ident: &str,
) -> Result<(Vec<u8>, Option<&'static str>), Vec<Diagnostic>> {
    let (world, a4) = booklet_world(template, title, authors, book, pages)?;
    let pdf = render_pdf(&world, &template.shown, ident, false)?;
    Ok((pdf, a4.then_some("a4")))
}

/// The texts of a tiled document, in its language.
#[derive(Serialize, Debug, Clone)]
pub struct TilesText {
    /// The PDF's title.
    pub title: String,
    /// The heading of the first page, which maps the tiles.
    pub map: String,
    /// How to trim and glue the tiles.
    pub howto: String,
    /// Each tile's caption, in the order of the tiling's tiles.
    pub tiles: Vec<String>,
    /// The alt text of the page's picture.
    pub alt: String,
}

/// The data of the tiles template (`/tiles.json`).
#[derive(Serialize)]
struct TilesData<'a> {
    authors: &'a [String],
    lang: String,
    region: Option<String>,
    font: &'a str,
    text: &'a TilesText,
    tiling: &'a tiles::Tiling,
}

/// What a tiled document needs besides its tiling.
pub struct TilesDoc<'a> {
    pub template: &'a Template,
    pub text: &'a TilesText,
    pub authors: &'a [String],
    /// The language tag (`pt-BR`).
    pub lang: &'a str,
    pub font: &'a str,
    /// The page cut into tiles, as an SVG picture without bleed.
    pub page: &'a [u8],
}

/// The world of a page cut into tiles (`templates/common/tiles.typ`): a map of the tiles, then a
/// sheet per tile.
pub fn tiles_world(doc: &TilesDoc, tiling: &tiles::Tiling) -> Result<DocWorld, String> {
    let (lang, region) = crate::content::typst_language(doc.lang);
    let data = TilesData { authors: doc.authors, lang, region, font: doc.font, text: doc.text, tiling };
    let files = vec![
        ("/page.svg".to_string(), doc.page.to_vec()),
        ("/tiles.json".to_string(), serde_json::to_vec(&data).expect("the tiles' data serializes")),
    ];
    DocWorld::new(&format!("/{}", doc.template.path), doc.template.text.clone(), files)
}

/// Exports a document as PDF with a fixed identifier and date, so that the same inputs give the
/// same bytes.
pub fn export_pdf(document: &PagedDocument, ident: &str) -> Result<Vec<u8>, String> {
    export(document, ident, PdfStandards::default())
        .map_err(|errors| errors.iter().map(|e| e.message.to_string()).collect::<Vec<_>>().join("\n"))
}

/// How many exports a result of Typst's caches survives unused.
const EVICT_AGE: usize = 4;

fn export(document: &PagedDocument, ident: &str, standards: PdfStandards) -> Result<Vec<u8>, EcoVec<SourceDiagnostic>> {
    let date = Datetime::from_ymd_hms(2022, 4, 25, 0, 0, 0).expect("valid date");
    let options = PdfOptions {
        ident: Smart::Custom(ident.to_string()),
        creator: Smart::Custom(Some("scriptorium".into())),
        timestamp: Some(Timestamp::new_utc(date)),
        page_ranges: None,
        standards,
        tagged: true,
        pretty: false,
    };
    let pdf = typst_pdf::pdf(document, &options);
    // Typst's caches grow with every document: what was not used by the last few documents goes.
    // Not all of it: another document may be halfway through its compile on another thread, and
    // its next layout iteration reuses what its first one cached (clearing the cache after each
    // export cost a parallel build a third of its time).
    if !keeping_caches() {
        typst::comemo::evict(EVICT_AGE);
    }
    pdf
}

/// How many builds that keep Typst's caches are running (see [`keep_caches`]).
static KEEPING: AtomicUsize = AtomicUsize::new(0);

/// How many builds a result of Typst's caches kept by [`keep_caches`] survives unused.
const KEEP_AGE: usize = 3;

/// While the guard lives, documents leave what they computed in Typst's caches (`export` evicts
/// nothing), so that the next compile of the same documents in this process only redoes what an
/// edit changed: `watch` rebuilds a card edit in half the time. When it drops, what the last
/// [`KEEP_AGE`] builds kept and did not use goes. For builds of one game and language: a whole
/// pack's caches held at once took 1.3 GB.
pub fn keep_caches() -> KeptCaches {
    KEEPING.fetch_add(1, Ordering::Relaxed);
    KeptCaches(())
}

/// The guard of [`keep_caches`].
pub struct KeptCaches(());

impl Drop for KeptCaches {
    fn drop(&mut self) {
        KEEPING.fetch_sub(1, Ordering::Relaxed);
        typst::comemo::evict(KEEP_AGE);
    }
}

/// Whether a build that keeps Typst's caches is running: then nothing else evicts them.
pub fn keeping_caches() -> bool {
    KEEPING.load(Ordering::Relaxed) > 0
}

/// Hands the memory a finished document freed back to the system. glibc keeps freed memory
/// for reuse, and a full build's peak grew by ~100 MB of it (measured with /usr/bin/time).
pub fn release_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free heap pages to the system; it has no preconditions.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A document of `pages + step` pages when it reads the copyfit step, of `pages` otherwise.
    fn book(pages: i32, reads_step: bool) -> DocWorld {
        let step = if reads_step { r#"json("/copyfit.json").step"# } else { "0" };
        let main = format!("#for i in range({pages} + {step}) {{ page[#i] }}");
        DocWorld::new("/main.typ", main, vec![(COPYFIT.into(), br#"{"step": 0}"#.to_vec())]).unwrap()
    }

    #[test]
    fn a_number_used_as_text_gets_a_hint_in_a_designers_words() {
        assert!(number_for_text("cannot add integer and string").is_some());
        assert!(number_for_text("expected content, found float").is_some());
        assert!(number_for_text("expected content, found dictionary").is_none());
    }

    #[test]
    fn copyfitting_keeps_the_first_step_that_makes_a_multiple_of_four_pages() {
        // 5 pages as designed; step 1 makes 6, step -1 makes 4.
        let c = render_copyfit(book(5, true), "main.typ", "t", false, 4, &|_| Vec::new(), None, None).unwrap();
        assert_eq!((c.pages.len(), c.step()), (4, Some(-1.0)));
        // A book that already fits is set as designed.
        let c = render_copyfit(book(8, true), "main.typ", "t", false, 4, &|_| Vec::new(), None, None).unwrap();
        assert_eq!((c.pages.len(), c.step()), (8, Some(0.0)));
    }

    fn saved(step: f64) -> Saved {
        Saved { step, placement: Default::default(), size: Default::default(), blank_pages: 0, defects: 0 }
    }

    #[test]
    fn a_saved_setting_that_still_fits_is_kept_over_the_one_the_search_finds() {
        // The search would take step -1 (4 pages); the saved step 3 makes 8, whole sheets too.
        let c =
            render_copyfit(book(5, true), "main.typ", "t", false, 4, &|_| Vec::new(), Some(&saved(3.0)), None).unwrap();
        assert_eq!((c.pages.len(), c.step()), (8, Some(3.0)));
        assert_eq!(c.chosen, Some(saved(3.0)));
    }

    #[test]
    fn a_saved_setting_that_no_longer_fits_gives_way_to_the_search() {
        // Step 2 makes 7 pages, not whole sheets: the search runs and takes step -1.
        let c =
            render_copyfit(book(5, true), "main.typ", "t", false, 4, &|_| Vec::new(), Some(&saved(2.0)), None).unwrap();
        assert_eq!((c.pages.len(), c.step()), (4, Some(-1.0)));
        assert_eq!(c.chosen, Some(saved(-1.0)));
    }

    #[test]
    fn a_saved_setting_with_more_defects_than_saved_gives_way_to_the_search() {
        // Step 3 fits but the judge finds a defect at 8 pages that was not there when saved.
        let judge = |d: &PagedDocument| -> Vec<preflight::Finding> {
            let defect = preflight::Finding {
                defect: preflight::Defect::EmptyPage,
                page: 1,
                message: String::new(),
                source: preflight::Source::Document,
                figure: None,
            };
            (d.pages().len() == 8).then_some(defect).into_iter().collect()
        };
        let c = render_copyfit(book(5, true), "main.typ", "t", false, 4, &judge, Some(&saved(3.0)), None).unwrap();
        assert_eq!((c.pages.len(), c.step()), (4, Some(-1.0)));
    }

    #[test]
    fn a_layout_that_never_settles_is_refused() {
        // One page adds a second; two pages remove it.
        let main = "#context if counter(page).final().first() == 1 { pagebreak() }\nx".to_string();
        let world = DocWorld::new("/main.typ", main, Vec::new()).unwrap();
        let errors = compile(&world, "main.typ").map(|_| ()).unwrap_err();
        assert!(errors[0].message.contains("did not converge"), "{errors:?}");
    }

    #[test]
    fn copyfitting_keeps_the_design_when_no_step_fits() {
        let c = render_copyfit(book(5, false), "main.typ", "t", false, 4, &|_| Vec::new(), None, None).unwrap();
        assert_eq!((c.pages.len(), c.step()), (5, None));
        // The world kept is the design's (what --emit-typst writes).
        let copyfit = c.world.sources().into_iter().find(|(p, _)| p == COPYFIT).unwrap();
        let setting: serde_json::Value = serde_json::from_slice(&copyfit.1).unwrap();
        assert_eq!(setting["step"], 0);
    }

    /// A list that runs onto a second page and a floating figure called after it, which the
    /// template lets scriptorium place.
    fn cut_list() -> DocWorld {
        let main = r#"#set page(width: 200pt, height: 140pt, margin: 10pt)
#let fit = json("/copyfit.json")
#let names = ("auto": auto, "top": top, "bottom": bottom, "flow": none)
#let chosen = fit.at("placement", default: (:)).at("fig", default: "top")
#metadata((scriptorium: "placeable", figure: "fig", placement: chosen))
#list(..range(12).map(i => [item #i]))
#figure(rect(height: 30pt), caption: [c], placement: names.at(chosen)) <fig>"#;
        DocWorld::new("/main.typ", main.to_string(), vec![(COPYFIT.into(), br#"{"step": 0}"#.to_vec())]).unwrap()
    }

    /// Text, then a figure a little too tall for the rest of the page, which the template offers
    /// smaller (`sizes`): as designed, it goes to the next page and leaves this one too empty.
    fn tall_figure() -> DocWorld {
        let main = r#"#set page(width: 105mm, height: 148mm, margin: 10mm, footer: align(center, text(size: 8pt)[1]))
#set text(size: 10pt)
#let size = json("/copyfit.json").at("size", default: (:)).at("fig", default: 1)
#metadata((scriptorium: "placeable", figure: "fig", placement: "flow", size: size, sizes: (0.6,)))
#for _ in range(8) { par(lorem(12)) }
#figure(rect(width: 100pt * size, height: 110pt * size), caption: [c]) <fig>
#for _ in range(40) { par(lorem(12)) }"#;
        DocWorld::new("/main.typ", main.to_string(), vec![(COPYFIT.into(), br#"{"step": 0}"#.to_vec())]).unwrap()
    }

    #[test]
    fn copyfitting_draws_a_figure_smaller_when_that_fills_a_page() {
        let design = compile(&tall_figure(), "main.typ").unwrap();
        let found = preflight::book(&design);
        assert!(found.iter().any(|f| f.defect == preflight::Defect::EmptyPage), "{found:?}");
        let c = render_copyfit(tall_figure(), "main.typ", "t", false, 1, &preflight::book, None, None).unwrap();
        assert_eq!(preflight::book(&c.document), Vec::new());
        let copyfit = c.world.sources().into_iter().find(|(p, _)| p == COPYFIT).unwrap();
        let setting: serde_json::Value = serde_json::from_slice(&copyfit.1).unwrap();
        assert_eq!(setting["size"]["fig"], 0.6, "{setting}");
    }

    #[test]
    fn copyfitting_places_a_figure_elsewhere_when_it_cuts_a_list() {
        let judge = preflight::book;
        // As designed, the figure floats to the top of the list's second page, above its end.
        let design = compile(&cut_list(), "main.typ").unwrap();
        assert!(preflight::book(&design).iter().any(|f| f.defect == preflight::Defect::SplitByFigure));
        let c = render_copyfit(cut_list(), "main.typ", "t", false, 1, &judge, None, None).unwrap();
        assert_eq!(preflight::book(&c.document), Vec::new());
        let copyfit = c.world.sources().into_iter().find(|(p, _)| p == COPYFIT).unwrap();
        let setting: serde_json::Value = serde_json::from_slice(&copyfit.1).unwrap();
        assert_ne!(setting["placement"]["fig"], "top", "{setting}");
    }
}
