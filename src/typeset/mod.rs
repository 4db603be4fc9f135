//! Typesetting with Typst used as a library: the templates of `templates/`, data computed by
//! scriptorium, and one shared `World` setup (fonts loaded once).

pub mod sheets;
pub mod world;

use serde::Serialize;
use sheets::Layout;
use typst::WorldExt;
use typst::foundations::{Datetime, Smart};
use typst_layout::PagedDocument;
use typst_pdf::{PdfOptions, PdfStandard, PdfStandards, Timestamp};
use world::DocWorld;

/// The data a card-sheet template reads (`/layout.json`).
#[derive(Serialize)]
struct SheetData<'a> {
    title: &'a str,
    authors: &'a [String],
    lang: &'a str,
    width: f64,
    height: f64,
    page_bleed: f64,
    face_bleed: f64,
    clip: bool,
    pages: Vec<PageData>,
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
    pub template: &'a str,
    pub title: &'a str,
    pub authors: &'a [String],
    pub lang: &'a str,
    /// The bleed drawn around each face image.
    pub face_bleed: f64,
    /// The page's own bleed (print shops), 0 for home printing.
    pub page_bleed: f64,
    /// Alt text of a face, by face id.
    pub alt: &'a dyn Fn(&str) -> String,
    /// The faces' SVG files, by face id.
    pub faces: &'a dyn Fn(&str) -> Option<Vec<u8>>,
}

/// Compiles a card sheet to a laid-out document.
pub fn compile_sheet(doc: &SheetDoc, layout: &Layout) -> Result<PagedDocument, String> {
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
    let data = SheetData {
        title: doc.title,
        authors: doc.authors,
        lang: doc.lang,
        width: layout.width,
        height: layout.height,
        page_bleed: doc.page_bleed,
        face_bleed: doc.face_bleed,
        clip: doc.page_bleed == 0.0,
        pages,
    };
    files.push(("/layout.json".into(), serde_json::to_vec(&data).expect("serializable")));
    let world = DocWorld::new("/templates/cards.typ", doc.template.to_string(), files)?;
    compile_named(&world, "templates/cards.typ")
}

/// Compiles a world's main file, turning Typst's diagnostics into one message with the template's
/// file (as `shown`) and line.
pub fn compile_named(world: &DocWorld, shown: &str) -> Result<PagedDocument, String> {
    let result = typst::compile::<PagedDocument>(world);
    result.output.map_err(|errors| {
        errors
            .iter()
            .map(|e| {
                let line = world
                    .range(e.span)
                    .and_then(|r| world.main_source().lines().byte_to_line(r.start))
                    .map_or(0, |l| l + 1);
                format!("{shown}:{line}: {}", e.message)
            })
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// Exports a document as PDF with a fixed identifier and date, so that the same inputs give the
/// same bytes.
pub fn export_pdf(document: &PagedDocument, ident: &str) -> Result<Vec<u8>, String> {
    export(document, ident, PdfStandards::default())
}

/// Exports a document as PDF/A-2b (archiving) and PDF/UA-1 (accessibility); Typst checks both
/// and refuses a document that breaks them (an image without alt text, say).
pub fn export_archival_pdf(document: &PagedDocument, ident: &str) -> Result<Vec<u8>, String> {
    let standards = PdfStandards::new(&[PdfStandard::A_2b, PdfStandard::Ua_1]).map_err(|e| format!("{e:?}"))?;
    export(document, ident, standards)
}

fn export(document: &PagedDocument, ident: &str, standards: PdfStandards) -> Result<Vec<u8>, String> {
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
    typst_pdf::pdf(document, &options)
        .map_err(|errors| errors.iter().map(|e| e.message.to_string()).collect::<Vec<_>>().join("\n"))
}
