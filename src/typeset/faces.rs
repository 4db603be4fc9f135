//! Card faces typeset by a game's face template (`templates/<game>/faces.typ`): one page per
//! face, each the size of the card with its bleed. Every game's faces go through here, so that
//! faces, sheets and rulebooks are laid out by the one typesetter. Each page becomes a standalone
//! SVG (typst-svg: text as paths, no font needed) and a PNG at the theme's dpi (typst-render).
//!
//! A template measures its texts with the helpers of `templates/common/cards.typ`, which leave a
//! `metadata((scriptorium: "overflow", ..))` in the document for a text that does not fit its
//! box; each becomes an error located at the message in the language's file.

use super::world::DocWorld;
use crate::content::Locale;
use crate::diagnostic::Diagnostic;
use crate::game::Template;
use crate::render::raster;
use resvg::tiny_skia::Pixmap;
use serde::Deserialize;
use typst::foundations::{Element, Selector};
use typst::introspection::{Introspector, MetadataElem};
use typst::utils::Scalar;
use typst_layout::{Page, PagedDocument};

/// The helpers every face template may import, as `/templates/common/cards.typ`.
pub const HELPERS: &str = "templates/common/cards.typ";

/// A face made: its standalone SVG and, when asked, its PNG and a thumbnail for contact sheets.
pub struct Drawn {
    pub id: String,
    pub svg: String,
    /// The PNG, empty when none was asked for or when the one in place is kept (`png_kept`).
    pub png: Vec<u8>,
    /// The PNG in the output folder is this face's already (`FaceJob::kept` said so): it was
    /// not rendered again.
    pub png_kept: bool,
    /// The digest of what the PNG is rendered from (the SVG and the dpi).
    pub page: String,
    /// PNG size in pixels.
    pub size: (u32, u32),
    pub thumb: Option<Pixmap>,
}

/// Whether the output folder holds a face's PNG already, by face id and the digest of what it is
/// rendered from.
pub type Kept<'a> = dyn Fn(&str, &str) -> bool + Sync + 'a;

/// What a face template is asked to draw.
pub struct FaceJob<'a> {
    pub world: &'a DocWorld,
    pub template: &'a Template,
    /// The face ids, in page order.
    pub ids: &'a [String],
    /// The card with its bleed, in millimetres.
    pub size: (f64, f64),
    /// PNGs at this resolution, or SVGs only.
    pub dpi: Option<u32>,
    pub locale: &'a Locale,
    pub game: &'a str,
    /// The preflight's findings (text under 6 pt) are errors, not warnings.
    pub strict: bool,
    /// A draft build: a text that overflows its box is a warning (the world outlines the box in
    /// red), and the faces are made anyway.
    pub draft: bool,
    /// A proof: the trim line and the safe zone drawn over each face, `(bleed, safe)` in
    /// millimetres (the safe zone's margin measured from the trim).
    pub proof: Option<(f64, f64)>,
    /// Whether the output folder holds this face's PNG already, by face id and the digest of
    /// what it is rendered from: then it is not rendered again (its thumbnail still is).
    pub kept: Option<&'a Kept<'a>>,
}

/// A text a template found too large for its box.
#[derive(Debug, Deserialize)]
struct Overflow {
    scriptorium: String,
    face: String,
    element: String,
    /// The message the text comes from, when it comes from one.
    #[serde(default)]
    msg: Option<String>,
    /// How far it overflows, in millimetres.
    by: f64,
    /// "width" or "height".
    #[serde(default)]
    direction: String,
}

/// The width of a contact sheet's thumbnails, in pixels.
pub const THUMB_WIDTH: u32 = 160;

/// Typesets the faces and makes their files; every problem is reported (a page count or size
/// that does not match, each text that overflows). The faces come with the preflight's
/// findings (text under 6 pt), warnings unless the job is strict.
pub fn draw(job: &FaceJob) -> Result<(Vec<Drawn>, Vec<Diagnostic>), Vec<Diagnostic>> {
    let t = job.template;
    let document = super::compile(job.world, &t.shown)?;
    let mut problems = overflows(&document, job.game, job.locale, &t.shown, "card");
    let drafted: Vec<Diagnostic> = if job.draft {
        std::mem::take(&mut problems).into_iter().map(Diagnostic::warning).collect()
    } else {
        Vec::new()
    };
    let pages = document.pages();
    let at_top = |message: String, hint: &str| Diagnostic::at(&t.shown, &t.text, 0..0, message).with_hint(hint);
    if pages.len() != job.ids.len() {
        problems.push(at_top(
            format!("{} drew {} pages for {} faces ({})", t.path, pages.len(), job.ids.len(), job.ids.join(", ")),
            "draw one page per face of data.faces, in order",
        ));
        return Err(problems);
    }
    let (w, h) = job.size;
    for (id, page) in job.ids.iter().zip(pages) {
        let size = page.frame.size();
        let (pw, ph) = (size.x.to_mm(), size.y.to_mm());
        if (pw - w).abs() > 0.05 || (ph - h).abs() > 0.05 {
            problems.push(at_top(
                format!(
                    "the page of face {id:?} is {pw:.1} × {ph:.1} mm, not the card with its bleed ({w:.1} × {h:.1} mm)"
                ),
                "set the page to the card's width and height plus twice the bleed, with no margin",
            ));
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let findings = super::preflight::faces(&document, job.ids);
    let what = format!("{} cards ({})", job.game, job.locale.lang);
    let mut warnings = super::preflight::diagnostics(&findings, job.world, &t.shown, job.locale, &what, job.strict);
    if job.strict && !warnings.is_empty() {
        return Err(std::mem::take(&mut warnings));
    }
    warnings.extend(drafted);
    use rayon::prelude::*;
    let drawn: Result<Vec<Drawn>, Vec<Diagnostic>> = job
        .ids
        .par_iter()
        .zip(pages.par_iter())
        .map(|(id, page)| {
            super::guarded(&t.shown, || export(id, page, job)).map_err(|e| vec![Diagnostic::at(&t.shown, "", 0..0, e)])
        })
        .collect();
    drawn.map(|d| (d, warnings))
}

/// The page with a proof's lines over it: the trim line solid cyan, the safe zone's edge dashed
/// magenta, hairlines of 0.25 pt, whatever the template drew.
pub fn proofed(page: &Page, (bleed, safe): (f64, f64)) -> Page {
    use typst::layout::{Abs, FrameItem, Point, Size};
    use typst::visualize::{Color, DashPattern, FixedStroke, Geometry};
    let mut page = page.clone();
    let size = page.frame.size();
    let mut rect = |inset: f64, colour: Color, dash: bool| {
        let inset = Abs::mm(inset);
        let mut stroke = FixedStroke::from_pair(colour, Abs::pt(0.25));
        if dash {
            stroke.dash = Some(DashPattern { array: vec![Abs::mm(1.0), Abs::mm(0.6)], phase: Abs::zero() });
        }
        let shape = Geometry::Rect(Size::new(size.x - inset * 2.0, size.y - inset * 2.0)).stroked(stroke);
        page.frame.push(Point::new(inset, inset), FrameItem::Shape(shape, typst::syntax::Span::detached()));
    };
    rect(bleed, Color::from_u8(0, 160, 220, 255), false);
    rect(bleed + safe, Color::from_u8(220, 0, 140, 255), true);
    page
}

/// The files of one page.
fn export(id: &str, page: &Page, job: &FaceJob) -> Result<Drawn, String> {
    let proof = job.proof.map(|p| proofed(page, p));
    let page = proof.as_ref().unwrap_or(page);
    let svg = with_physical_size(&typst_svg::svg(page, &typst_svg::SvgOptions::default()), job.size);
    let digest = {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        h.update(svg.as_bytes());
        h.update(job.dpi.unwrap_or(0).to_le_bytes());
        h.finalize().iter().map(|b| format!("{b:02x}")).collect::<String>()
    };
    let Some(dpi) = job.dpi else {
        let (png, png_kept) = (Vec::new(), false);
        return Ok(Drawn { id: id.to_string(), svg, png, png_kept, page: digest, size: (0, 0), thumb: None });
    };
    let render = |pixel_per_pt: f64| {
        typst_render::render(
            page,
            &typst_render::RenderOptions { pixel_per_pt: Scalar::new(pixel_per_pt), render_bleed: false },
        )
    };
    let png_kept = job.kept.is_some_and(|kept| kept(id, &digest));
    let (png, size) = if png_kept {
        (Vec::new(), (0, 0))
    } else {
        let pixmap = render(dpi as f64 / 72.0);
        let png = raster::encode_png(&pixmap, dpi).map_err(|e| format!("face {id}: {e}"))?;
        (png, (pixmap.width(), pixmap.height()))
    };
    let width_pt = page.frame.size().x.to_pt();
    let thumb = render(THUMB_WIDTH as f64 / width_pt);
    Ok(Drawn { id: id.to_string(), svg, png, png_kept, page: digest, size, thumb: Some(thumb) })
}

/// typst-svg sizes the page in points; print software wants millimetres, so the root element
/// gets its size in millimetres, its view box unchanged.
fn with_physical_size(svg: &str, (w, h): (f64, f64)) -> String {
    let Some(start) = svg.find("<svg") else { return svg.to_string() };
    let Some(end) = svg[start..].find('>').map(|e| start + e) else { return svg.to_string() };
    let head = &svg[start..end];
    let replace = |head: &str, attr: &str, value: String| -> String {
        let key = format!(" {attr}=\"");
        match head.find(&key) {
            Some(i) => {
                let rest = &head[i + key.len()..];
                let close = rest.find('"').unwrap_or(rest.len());
                format!("{}{key}{value}{}", &head[..i], &rest[close..])
            }
            None => format!("{head}{key}{value}\""),
        }
    };
    let head = replace(head, "width", format!("{}mm", raster::mm(w)));
    let head = replace(&head, "height", format!("{}mm", raster::mm(h)));
    format!("{}{head}{}", &svg[..start], &svg[end..])
}

/// The texts a template found too large (`fit`), each located at its message: `game`'s `noun`
/// (a card, a board...) named by the part the template gives.
pub fn overflows(document: &PagedDocument, game: &str, locale: &Locale, shown: &str, noun: &str) -> Vec<Diagnostic> {
    let selector = Selector::Elem(Element::of::<MetadataElem>(), None);
    let mut out = Vec::new();
    for content in document.introspector().query(&selector) {
        let Some(meta) = content.to_packed::<MetadataElem>() else { continue };
        let Ok(value) = serde_json::to_value(&meta.value) else { continue };
        let Ok(o) = serde_json::from_value::<Overflow>(value) else { continue };
        if o.scriptorium != "overflow" {
            continue;
        }
        let what = if o.direction == "width" { "too wide" } else { "too tall" };
        let message = format!(
            "{game}, {noun} {}, {} ({}): the text overflows its box by {:.1} mm ({what})",
            o.face, o.element, locale.lang, o.by
        );
        let d = match &o.msg {
            Some(msg) if !msg.is_empty() => {
                let line = crate::content::messages::line_of(locale.source(), msg).unwrap_or(1);
                Diagnostic::at_line(&locale.file, locale.source(), line, message)
                    .with_key(msg.clone())
                    .with_hint(format!("shorten the text, or reword it to fit the {noun}"))
            }
            _ => Diagnostic::at(shown, "", 0..0, message)
                .with_hint("make the box larger or the text smaller in the template"),
        };
        out.push(Diagnostic { overflow: true, ..d });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The texts `fit` reports too large in a page holding `call` (a call of `fit`).
    fn overflows_of(call: &str) -> Vec<Overflow> {
        let main =
            format!("#import \"/templates/common/cards.typ\": fit\n#set page(width: 80mm, height: 60mm)\n#{call}\n");
        let cards = include_bytes!("../../templates/common/cards.typ").to_vec();
        let world = DocWorld::new("/main.typ", main, vec![("/templates/common/cards.typ".into(), cards)]).unwrap();
        let document = super::super::compile(&world, "main.typ").unwrap();
        let selector = Selector::Elem(Element::of::<MetadataElem>(), None);
        document
            .introspector()
            .query(&selector)
            .iter()
            .filter_map(|c| serde_json::to_value(&c.to_packed::<MetadataElem>()?.value).ok())
            .filter_map(|v| serde_json::from_value::<Overflow>(v).ok())
            .collect()
    }

    /// A text of about 60 words in a box 50 × 20 mm: too long at 9 pt, short enough at 6 pt.
    fn long_text(extra: &str) -> String {
        let words = "Each player draws a card, then plays one in front of a rival or keeps it. ".repeat(4);
        format!("fit(\"card\", \"text\", \"{words}\", 50mm, 20mm, size: 9pt{extra})")
    }

    #[test]
    fn a_text_too_long_for_its_box_is_reported_with_its_overflow() {
        let found = overflows_of(&long_text(""));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].by > 1.0 && found[0].direction == "height", "{found:?}");
    }

    #[test]
    fn a_text_with_a_minimum_size_is_set_smaller_until_it_fits() {
        assert!(overflows_of(&long_text(", min: 6pt")).is_empty());
    }

    #[test]
    fn a_text_that_does_not_fit_even_at_its_minimum_is_reported() {
        let at_nine = overflows_of(&long_text(""));
        let at_eight = overflows_of(&long_text(", min: 8.5pt"));
        assert_eq!(at_eight.len(), 1, "{at_eight:?}");
        assert!(at_eight[0].by < at_nine[0].by, "measured at its minimum: {at_eight:?} {at_nine:?}");
    }

    /// `fit` is a block of its own: a label fitted after a title starts below the title's box,
    /// never on its line.
    #[test]
    fn a_fitted_text_is_a_block_what_follows_starts_below_it() {
        let main = "#import \"/templates/common/cards.typ\": fit\n#set page(width: 80mm, height: 60mm, margin: 0pt)\n\
            #fit(\"card\", \"title\", \"Title\", 60mm, 10mm, lines: 1)\n\
            #fit(\"card\", \"label\", \"Label\", 20mm, 6mm, lines: 1)\n";
        let cards = include_bytes!("../../templates/common/cards.typ").to_vec();
        let world =
            DocWorld::new("/main.typ", main.into(), vec![("/templates/common/cards.typ".into(), cards)]).unwrap();
        let document = super::super::compile(&world, "main.typ").unwrap();
        // The top of each line of text on the page, in millimetres.
        let mut tops = Vec::new();
        fn walk(frame: &typst::layout::Frame, y: f64, tops: &mut Vec<f64>) {
            for (pos, item) in frame.items() {
                match item {
                    typst::layout::FrameItem::Group(g) => walk(&g.frame, y + pos.y.to_mm(), tops),
                    typst::layout::FrameItem::Text(_) => tops.push(y + pos.y.to_mm()),
                    _ => {}
                }
            }
        }
        walk(&document.pages()[0].frame, 0.0, &mut tops);
        assert_eq!(tops.len(), 2, "{tops:?}");
        assert!(tops[1] > 10.0, "the label's baseline is below the title's 10 mm box: {tops:?}");
    }

    #[test]
    fn a_minimum_keeps_a_text_that_fits_at_its_size() {
        let short = "fit(\"card\", \"name\", \"Castle\", 50mm, 9mm, lines: 1, size: 12pt, min: 6pt)";
        assert!(overflows_of(short).is_empty());
    }
}
