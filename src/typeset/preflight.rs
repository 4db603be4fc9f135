//! The preflight: what can be measured about a typeset book, measured on Typst's layout of it
//! (the frames of its pages and the elements tagged in them), so that a page a quarter empty or
//! a heading stranded at a page foot is found on every build rather than by a reviewer.
//!
//! Templates help in two ways, both optional:
//! - after a page break that starts a section on a new page, `metadata((scriptorium:
//!   "starts-page"))`: the page before it may then end short;
//! - where a figure is called (the text it illustrates), `metadata((scriptorium:
//!   "figure-anchor", figure: "NAME"))`, the figure itself labelled `NAME`: a figure that
//!   floats more than a page away from its anchor, or before it, is reported. A `ref` to a
//!   labelled figure is an anchor too.
//!
//! - on a cover (a title page set as a picture), `metadata((scriptorium: "cover"))`: its empty
//!   bands are part of its design, not measured;
//! - before what is set at a page's foot on purpose (after a `v(1fr)`), `metadata((scriptorium:
//!   "at-foot"))`: the empty band above it is not a hole;
//! - where a figure's placement may be chosen by scriptorium (see `typeset::render_copyfit`),
//!   `metadata((scriptorium: "placeable", figure: "NAME"))`, the figure labelled `NAME`.
//!
//! - right before an example's steps (an element labelled `<steps>`), `metadata((scriptorium:
//!   "steps-of", figure: "NAME"))`: steps read across a page turn from their figure are reported.
//!
//! A rule box is any element labelled `<rule-box>`: like lists, it must not be cut by a figure.
//! A list a template sets in parts (the paragraph that opens it kept with its first items) is
//! one list when its parts are set in an element labelled `<list-run>`. A box of an example's
//! steps is labelled `<steps>`: like a rule box, it must not be cut by a page turn.
//!
//! Text drawn inside an SVG picture (a diagram's labels, as `<text>` elements) is measured at
//! its printed size like the book's own text.

use typst::foundations::{Content, Repr, Value};
use typst::introspection::{Location, MetadataElem, Tag};
use typst::layout::{Frame, FrameItem, PlaceElem, Point, Transform};
use typst::model::{
    EnumElem, FigureCaption, FigureElem, HeadingElem, ListElem, OutlineEntry, ParElem, RefElem, TableElem,
};
use typst::syntax::Span;
use typst_layout::PagedDocument;

/// The smallest text size a book or a card may print, in points.
pub const MIN_TEXT_PT: f64 = 6.0;

/// The largest part of a page that may stay empty: at its foot, or in bands above or between what
/// is drawn on it, in all.
pub const MAX_EMPTY: f64 = 0.25;

/// The tallest band a page's spacing leaves empty between two things (paragraphs, a heading, a
/// figure and its text), in points; a taller one counts towards the page's emptiness.
pub const SPACING: f64 = 24.0;

/// The tallest band a page may leave empty between its text and a figure under it, as a part of
/// the page's height: a page that ends short ends at its foot.
pub const MAX_BAND: f64 = 0.1;

/// The fewest lines of a section under its heading at a page foot.
pub const MIN_LINES: usize = 3;

/// What is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Defect {
    /// A page more than a quarter empty at its foot.
    EmptyPage,
    /// Pages left blank to make up the booklet's sheets.
    BlankPages,
    /// A heading with fewer than three lines of its section under it at a page foot.
    HeadingAtFoot,
    /// A list, a numbered sequence or a rule box with a figure between its parts.
    SplitByFigure,
    /// A list or a numbered sequence that ends with one lone line at the top of a page.
    LoneLine,
    /// An empty band between a page's text and a figure set at its foot.
    BandAboveFigure,
    /// A figure more than a page after the text that refers to it.
    FigureFar,
    /// A figure set before the text that refers to it.
    FigureBefore,
    /// A numbered figure drawn above or before one that comes before it in the numbering.
    FigureOrder,
    /// A figure drawn under the heading of a later section than the text that refers to it, or
    /// above the heading of its own.
    FigureOtherSection,
    /// A rule box, an example's steps or a short list cut by a page turn (read on two spreads).
    BoxCut,
    /// An example's steps across a page turn from its figure (the figure on one spread, the
    /// steps, or their beginning, on the next).
    StepsApart,
    /// Text smaller than [`MIN_TEXT_PT`].
    TinyText,
    /// Text set past the foot of the text area (an unbreakable block taller than the page runs
    /// over the footer or off the paper).
    Overflow,
    /// The end of a word broken by a hyphen, alone on a line ("Vorserien-" / "exemplare.").
    Fragment,
}

/// Where a finding comes from, for its message.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// An element or a text of the template.
    Span(Span),
    /// A heading, by its text (the message it comes from, when there is one).
    Heading(String, Span),
    /// Nowhere more precise than the document.
    Document,
}

/// One thing the preflight found.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub defect: Defect,
    /// The page, from 1.
    pub page: usize,
    pub message: String,
    pub source: Source,
    /// The figure at fault, by its label, when a figure is.
    pub figure: Option<String>,
}

/// A place in the document: a page (from 0) and a height on it, in points from its top.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
struct Pos {
    page: usize,
    y: f64,
}

/// What the preflight knows of an element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Heading,
    Figure,
    /// A bullet or numbered list, or a rule box.
    Block,
    Other,
}

struct Elem {
    kind: Kind,
    /// An element of the text's flow (a paragraph, a heading, a figure, a list...), not of a
    /// page's header or footer.
    flow: bool,
    content: Content,
    loc: Location,
    start: Pos,
    /// The order of its start tag among every event of the document.
    seq: usize,
    end: Option<(Pos, usize)>,
}

struct Run {
    pos: Pos,
    seq: usize,
    size: f64,
    span: Span,
    in_body: bool,
}

#[derive(Default)]
struct PageFacts {
    /// The top and bottom of the text area, in points.
    top: f64,
    bottom: f64,
    /// The lowest mark in the text area.
    filled: f64,
    /// The heights each thing drawn in the text area covers, from its top to its foot.
    covered: Vec<(f64, f64)>,
    /// Where what the template sets at the page's foot on purpose begins.
    at_foot: Option<f64>,
    starts_page: bool,
    /// A cover, marked by its template: not measured as a page of text.
    cover: bool,
}

/// Everything measured on a document, in the order its pages are read.
#[derive(Default)]
struct Laid {
    pages: Vec<PageFacts>,
    elems: Vec<Elem>,
    runs: Vec<Run>,
    /// The text drawn inside pictures (SVG `<text>`), at its printed size.
    pictured: Vec<Run>,
    /// The lines of text, in the order they are drawn: where, and what.
    lines: Vec<(Pos, String)>,
    /// A figure's drawn place (where its caption is), by the figure's location.
    drawn: Vec<(Location, Pos)>,
    /// The highest and lowest point of each thing drawn, by page.
    marks: Vec<(usize, f64, f64)>,
    /// The index in `elems` of each element, by its location (where its end tag goes).
    index: std::collections::HashMap<Location, usize>,
    seq: usize,
}

impl Laid {
    fn of(document: &PagedDocument) -> Laid {
        let mut laid = Laid::default();
        for (i, page) in document.pages().iter().enumerate() {
            laid.pages.push(PageFacts::default());
            laid.frame(i, &page.frame, Transform::identity());
        }
        // The text area: from the highest to the lowest element of the book's flow (each is
        // tagged; a page's header and footer are not). Typst inlines the body of a page in the
        // page's own frame, so its margins cannot be read from the frame.
        let flow = |e: &&Elem| e.flow;
        let tags =
            laid.elems.iter().filter(flow).flat_map(|e| [Some(e.start), e.end.map(|e| e.0)]).flatten().map(|p| p.y);
        let (top, bottom) = tags.filter(|y| *y > 1.0).fold((f64::MAX, 0.0f64), |(t, b), y| (t.min(y), b.max(y)));
        if top > bottom {
            return laid;
        }
        for r in &mut laid.runs {
            r.in_body = r.pos.y >= top - 2.0 && r.pos.y <= bottom + 2.0;
        }
        for facts in &mut laid.pages {
            facts.top = top;
            facts.bottom = bottom;
        }
        // What is drawn in the text area, cut to it: a line whose foot passes the text area's
        // lowest element by a little is in it; the footer, wholly below it, is not.
        for (page, high, y) in std::mem::take(&mut laid.marks) {
            if high < bottom {
                let facts = &mut laid.pages[page];
                facts.filled = facts.filled.max(y.min(bottom));
                if y >= top {
                    facts.covered.push((high.max(top), y.min(bottom)));
                }
            }
        }
        for e in laid.elems.iter().filter(flow) {
            for p in [Some(e.start), e.end.map(|e| e.0)].into_iter().flatten().filter(|p| p.y > 1.0) {
                let facts = &mut laid.pages[p.page];
                facts.filled = facts.filled.max(p.y);
            }
        }
        for facts in &mut laid.pages {
            facts.filled = facts.filled.max(top);
        }
        laid
    }

    fn item(&mut self, page: usize, p: Point, item: &FrameItem, ts: Transform) {
        let at = p.transform(ts);
        let pos = Pos { page, y: at.y.to_pt() };
        self.seq += 1;
        let seq = self.seq;
        match item {
            FrameItem::Group(g) => {
                let ts = ts.pre_concat(Transform::translate(p.x, p.y)).pre_concat(g.transform);
                self.frame(page, &g.frame, ts);
            }
            FrameItem::Text(t) => {
                let scale = ts.kx.get().hypot(ts.sy.get());
                let size = t.size.to_pt() * scale;
                let span = t.glyphs.first().map_or(Span::detached(), |g| g.span.0);
                self.runs.push(Run { pos, seq, size, span, in_body: false });
                match self.lines.last_mut() {
                    Some((at, text)) if at.page == page && (at.y - pos.y).abs() < 0.5 => text.push_str(&t.text),
                    _ => self.lines.push((pos, t.text.to_string())),
                }
                if !t.text.trim().is_empty() {
                    self.marks.push((page, pos.y - 0.75 * size, pos.y + 0.25 * size));
                }
            }
            FrameItem::Shape(s, _) => {
                let b = s.bbox(false);
                let (high, low) = heights(p, b.min, b.max, ts);
                self.marks.push((page, high.min(pos.y), low.max(pos.y)));
            }
            FrameItem::Image(image, size, span) => {
                let (high, low) = heights(p, Point::zero(), Point::new(size.x, size.y), ts);
                self.marks.push((page, high.min(pos.y), low.max(pos.y)));
                if let typst::visualize::ImageKind::Svg(svg) = image.kind() {
                    let scale = ts.kx.get().hypot(ts.sy.get());
                    for size in svg_text_sizes(svg.data(), size.x.to_pt() * scale) {
                        self.pictured.push(Run { pos, seq, size, span: *span, in_body: false });
                    }
                }
            }
            FrameItem::Link(..) => {}
            FrameItem::Tag(Tag::Start(content, _)) => self.start(content, pos, seq),
            FrameItem::Tag(Tag::End(loc, ..)) => {
                if let Some(&i) = self.index.get(loc) {
                    self.elems[i].end = Some((pos, seq));
                }
            }
        }
    }

    fn frame(&mut self, page: usize, frame: &Frame, ts: Transform) {
        for (p, item) in frame.items() {
            self.item(page, *p, item, ts);
        }
    }

    fn start(&mut self, content: &Content, pos: Pos, seq: usize) {
        let Some(loc) = content.location() else { return };
        if let Some(caption) = content.to_packed::<FigureCaption>()
            && let Some(figure) = caption.figure_location.flatten()
        {
            self.drawn.push((figure, pos));
        }
        if let Some(value) = marker(content) {
            match value["scriptorium"].as_str() {
                Some("starts-page") => self.pages[pos.page].starts_page = true,
                Some("cover") => self.pages[pos.page].cover = true,
                Some("at-foot") => self.pages[pos.page].at_foot = Some(pos.y),
                _ => {}
            }
        }
        let kind = if content.is::<HeadingElem>() {
            Kind::Heading
        } else if content.is::<FigureElem>() {
            Kind::Figure
        } else if content.is::<ListElem>()
            || content.is::<EnumElem>()
            || ["rule-box", "list-run", "steps"].iter().any(|name| has_label(content, name))
        {
            Kind::Block
        } else {
            Kind::Other
        };
        let flow = kind != Kind::Other
            || content.is::<ParElem>()
            || content.is::<FigureCaption>()
            || content.is::<TableElem>()
            || content.is::<OutlineEntry>();
        self.index.insert(loc, self.elems.len());
        self.elems.push(Elem { kind, flow, content: content.clone(), loc, start: pos, seq, end: None });
    }

    /// The text runs drawn between two events of the document (by their order, both excluded):
    /// the runs are recorded in that order, so they are found by bisection.
    fn runs_between(&self, after: usize, before: usize) -> &[Run] {
        let from = self.runs.partition_point(|r| r.seq <= after);
        let to = self.runs.partition_point(|r| r.seq < before).max(from);
        &self.runs[from..to]
    }

    /// The runs of the text area drawn inside an element (between its start and end tags).
    fn body_runs<'a>(&'a self, e: &Elem, end_seq: usize) -> impl Iterator<Item = &'a Run> {
        self.runs_between(e.seq, end_seq).iter().filter(|r| r.in_body)
    }

    /// Where a figure is drawn: at its caption, or where it was set when it has none.
    fn drawn_at(&self, e: &Elem) -> Pos {
        self.drawn.iter().find(|(l, _)| *l == e.loc).map_or(e.start, |d| d.1)
    }
}

/// The printed sizes, in points, of the text an SVG picture draws as `<text>`, when it is
/// printed `width` points wide: each element's `font-size` (its own or inherited, in the
/// picture's units) scaled from the width of its `viewBox`.
fn svg_text_sizes(data: &[u8], width: f64) -> Vec<f64> {
    let Ok(text) = std::str::from_utf8(data) else { return Vec::new() };
    let Ok(doc) = roxmltree::Document::parse(text) else { return Vec::new() };
    let root = doc.root_element();
    let view_width = root
        .attribute("viewBox")
        .and_then(|v| v.split(|c: char| c.is_whitespace() || c == ',').filter(|p| !p.is_empty()).nth(2))
        .or_else(|| root.attribute("width"))
        .and_then(|w| w.trim_end_matches(|c: char| c.is_alphabetic()).parse::<f64>().ok())
        .filter(|w| *w > 0.0);
    let Some(view_width) = view_width else { return Vec::new() };
    let unit = width / view_width;
    let font_size = |node: roxmltree::Node| {
        node.ancestors()
            .find_map(|a| a.attribute("font-size"))
            .and_then(|f| f.trim_end_matches("px").trim().parse::<f64>().ok())
            .unwrap_or(16.0)
    };
    doc.descendants()
        .filter(|n| n.has_tag_name("text") && n.descendants().any(|d| d.text().is_some_and(|t| !t.trim().is_empty())))
        .map(|n| font_size(n) * unit)
        .collect()
}

/// The highest and lowest heights on the page of a rectangle from `min` to `max` drawn at `p`.
fn heights(p: Point, min: Point, max: Point, ts: Transform) -> (f64, f64) {
    let ys = [(min.x, min.y), (max.x, min.y), (min.x, max.y), (max.x, max.y)]
        .map(|(x, y)| Point::new(p.x + x, p.y + y).transform(ts).y.to_pt());
    ys.iter().fold((f64::MAX, f64::MIN), |(h, l), y| (h.min(*y), l.max(*y)))
}

/// The empty bands between the top of the text area or a thing drawn on a page and the next
/// thing drawn, in points: holes at its head or in its middle (what is empty at its foot is
/// measured apart, and the band above what the template sets at the foot on purpose is not
/// one). A page with nothing drawn has no hole: it is blank, measured apart.
fn holes(facts: &PageFacts) -> Vec<f64> {
    bands(facts).into_iter().map(|(high, low)| low - high).collect()
}

/// The empty bands of [`holes`], each from its top to its foot (in points from the page's top).
fn bands(facts: &PageFacts) -> Vec<(f64, f64)> {
    let foot = facts.at_foot.unwrap_or(f64::MAX) + 1.0;
    let mut covered: Vec<(f64, f64)> = facts.covered.iter().copied().filter(|c| c.1 <= foot).collect();
    covered.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut holes = Vec::new();
    // The lowest point reached so far, from the top of the text area.
    let mut low = facts.top;
    for (high, foot) in covered {
        if high > low {
            holes.push((low, high));
        }
        low = low.max(foot);
    }
    holes
}

/// The value of a marker a template leaves for scriptorium (`metadata((scriptorium: ...))`).
fn marker(content: &Content) -> Option<serde_json::Value> {
    let meta = content.to_packed::<MetadataElem>()?;
    serde_json::to_value(&meta.value).ok().filter(|v| v.get("scriptorium").is_some())
}

/// A place in reading order.
fn before(a: Pos, b: Pos) -> bool {
    a.page < b.page || (a.page == b.page && a.y < b.y - 0.5)
}

/// Every defect of a book's layout: empty pages, headings at a page foot, lists and rule boxes
/// cut by a figure, figures far from their text, tiny text.
pub fn book(document: &PagedDocument) -> Vec<Finding> {
    let laid = Laid::of(document);
    let mut out = Vec::new();
    empty_pages(document, &laid, &mut out);
    headings_at_foot(&laid, &mut out);
    split_by_figures(&laid, &mut out);
    lone_lines(&laid, &mut out);
    bands_above_figures(&laid, &mut out);
    far_figures(&laid, &mut out);
    figures_in_order(&laid, &mut out);
    figures_in_other_sections(&laid, &mut out);
    boxes_cut(&laid, &mut out);
    steps_apart(&laid, &mut out);
    tiny_text(laid.runs.iter().chain(&laid.pictured), &mut out, "");
    overflow(&laid, &mut out);
    fragments(&laid, &mut out);
    out.sort_by_key(|a| (a.page, a.defect));
    out
}

/// A figure whose placement the template lets scriptorium choose.
#[derive(Clone, Debug, PartialEq)]
pub struct Placeable {
    pub name: String,
    /// The page (from 1) it is drawn on.
    pub page: usize,
    /// Its placement now.
    pub now: String,
    /// The other forms the template offers for it besides the four placements (`also:`), such
    /// as an example's steps set apart from its picture.
    pub also: Vec<String>,
    /// Its size now, as a factor of its designed width, and the other sizes the template offers.
    pub size: f64,
    pub sizes: Vec<f64>,
}

/// The figures whose placement the template lets scriptorium choose, in reading order.
pub fn placeable(document: &PagedDocument) -> Vec<Placeable> {
    let laid = Laid::of(document);
    let mut out: Vec<Placeable> = Vec::new();
    for e in &laid.elems {
        let Some(value) = marker(&e.content) else { continue };
        let Some(name) = value["figure"].as_str().filter(|_| value["scriptorium"] == "placeable") else { continue };
        if out.iter().any(|p| p.name == name) {
            continue;
        }
        let figure = laid
            .elems
            .iter()
            .find(|f| f.kind == Kind::Figure && f.content.label().is_some_and(|l| l.resolve().as_str() == name));
        let also = value["also"].as_array().into_iter().flatten().filter_map(|v| v.as_str().map(str::to_string));
        out.push(Placeable {
            name: name.to_string(),
            page: figure.map_or(e.start, |f| laid.drawn_at(f)).page + 1,
            now: value["placement"].as_str().unwrap_or_default().to_string(),
            also: also.collect(),
            size: value["size"].as_f64().unwrap_or(1.0),
            sizes: value["sizes"].as_array().into_iter().flatten().filter_map(serde_json::Value::as_f64).collect(),
        });
    }
    out
}

/// Text under [`MIN_TEXT_PT`] on card faces (one page per face).
pub fn faces(document: &PagedDocument, ids: &[String]) -> Vec<Finding> {
    let laid = Laid::of(document);
    let mut out = Vec::new();
    for (page, id) in ids.iter().enumerate() {
        tiny_text(laid.runs.iter().filter(|r| r.pos.page == page), &mut out, &format!("card {id}: "));
    }
    out
}

/// The heading a page is in: the last one started on it or before it.
fn section_of(laid: &Laid, page: usize) -> Source {
    laid.elems
        .iter()
        .rfind(|e| e.kind == Kind::Heading && e.start.page <= page)
        .map_or(Source::Document, heading_source)
}

fn heading_source(e: &Elem) -> Source {
    let text = e.content.to_packed::<HeadingElem>().map_or_else(|| e.content.plain_text(), |h| h.body.plain_text());
    Source::Heading(text.to_string(), e.content.span())
}

fn empty_pages(document: &PagedDocument, laid: &Laid, out: &mut Vec<Finding>) {
    let last = laid.pages.len().saturating_sub(1);
    for (i, facts) in laid.pages.iter().enumerate() {
        let height = facts.bottom - facts.top;
        // A cover is set as a picture, not as a page of text (the back cover is the last page).
        if height <= 0.0 || facts.cover || i == last {
            continue;
        }
        let empty = (facts.bottom - facts.filled) / height;
        let next_starts = laid.pages.get(i + 1).is_some_and(|p| p.starts_page);
        let holes = holes(facts);
        let hole = holes.iter().copied().fold(0.0, f64::max) / height;
        // The page's empty bands: those taller than the spacing a page is set with, and its foot
        // unless the next page must start a section.
        let bands = holes.iter().filter(|h| **h > SPACING).sum::<f64>() / height;
        let foot = if next_starts { 0.0 } else { empty };
        let message = if empty > MAX_EMPTY && !next_starts {
            format!("page {} is {:.0} % empty at its foot (at most {:.0} %)", i + 1, empty * 100.0, MAX_EMPTY * 100.0)
        } else if hole > MAX_EMPTY {
            format!(
                "page {} has an empty band of {:.0} % of its height above or between its texts and figures (at most {:.0} %)",
                i + 1,
                hole * 100.0,
                MAX_EMPTY * 100.0
            )
        } else if bands + foot > MAX_EMPTY {
            format!(
                "page {} is {:.0} % empty: {:.0} % in bands above or between its texts and figures, {:.0} % at its foot (at most {:.0} % in all)",
                i + 1,
                (bands + foot) * 100.0,
                bands * 100.0,
                foot * 100.0,
                MAX_EMPTY * 100.0
            )
        } else {
            continue;
        };
        out.push(Finding {
            defect: Defect::EmptyPage,
            page: i + 1,
            message,
            source: section_of(laid, i),
            figure: None,
        });
    }
    let blanks = blank_pages(document);
    if blanks > 0 {
        out.push(Finding {
            defect: Defect::BlankPages,
            page: laid.pages.len().saturating_sub(blanks),
            message: format!(
                "{blanks} page{} left blank before the back cover to make up the booklet's sheets",
                if blanks == 1 { " is" } else { "s are" }
            ),
            source: Source::Document,
            figure: None,
        });
    }
}

fn headings_at_foot(laid: &Laid, out: &mut Vec<Finding>) {
    let headings: Vec<&Elem> = laid.elems.iter().filter(|e| e.kind == Kind::Heading).collect();
    for (k, h) in headings.iter().enumerate() {
        let Some((end, end_seq)) = h.end else { continue };
        let next = headings.get(k + 1).map_or(usize::MAX, |n| n.seq);
        // The section's text: after the heading, before the next one.
        let section: Vec<&Run> = laid.runs_between(end_seq, next).iter().filter(|r| r.in_body).collect();
        let here = lines(section.iter().copied().filter(|r| r.pos.page == end.page && r.pos.y > end.y - 1.0));
        let later = section.iter().any(|r| r.pos.page > end.page);
        if later && here < MIN_LINES {
            out.push(Finding {
                defect: Defect::HeadingAtFoot,
                page: end.page + 1,
                message: format!(
                    "the heading at the foot of page {} has {} line{} of its section under it (at least {MIN_LINES})",
                    end.page + 1,
                    here,
                    if here == 1 { "" } else { "s" }
                ),
                source: heading_source(h),
                figure: None,
            });
        }
    }
}

/// The events drawn apart from the text's flow, by their order (both ends excluded): figures,
/// a floating figure's caption (tagged where it is drawn, the figure itself where it is called),
/// and floating content.
fn apart(laid: &Laid) -> Vec<(usize, usize)> {
    laid.elems
        .iter()
        .filter(|e| e.kind == Kind::Figure || e.content.is::<FigureCaption>() || e.content.is::<PlaceElem>())
        .filter_map(|e| e.end.map(|(_, end)| (e.seq, end)))
        .collect()
}

fn split_by_figures(laid: &Laid, out: &mut Vec<Finding>) {
    let figures: Vec<(&Elem, Pos)> =
        laid.elems.iter().filter(|e| e.kind == Kind::Figure).map(|e| (e, laid.drawn_at(e))).collect();
    let in_figure = |seq: usize| figures.iter().any(|(f, _)| f.seq < seq && f.end.is_some_and(|(_, s)| s > seq));
    let apart = apart(laid);
    let is_apart = |seq: usize| apart.iter().any(|(a, b)| *a < seq && seq < *b);
    for block in laid.elems.iter().filter(|e| e.kind == Kind::Block) {
        let Some((end, end_seq)) = block.end else { continue };
        // A block inside a figure (an example's steps) is the figure's own.
        if in_figure(block.seq) {
            continue;
        }
        // Where the block's text ends: Typst may carry the end tag of the last block of a page
        // over to the next page, under the figures floated to its top.
        let end = laid
            .runs_between(block.seq, end_seq)
            .iter()
            .filter(|r| !is_apart(r.seq))
            .map(|r| r.pos)
            .next_back()
            .unwrap_or(end);
        for (f, at) in &figures {
            if before(block.start, *at) && before(*at, end) {
                let name = f.content.label().map(|l| l.resolve().to_string());
                let what = if block.content.is::<ListElem>() || has_label(&block.content, "list-run") {
                    "a list"
                } else if has_label(&block.content, "steps") {
                    "an example's steps"
                } else if block.content.is::<EnumElem>() {
                    "a numbered sequence"
                } else {
                    "a rule box"
                };
                out.push(Finding {
                    defect: Defect::SplitByFigure,
                    page: at.page + 1,
                    message: format!(
                        "{what} that starts on page {} is cut by {} on page {}",
                        block.start.page + 1,
                        name.as_ref().map_or("a figure".to_string(), |n| format!("figure {n}")),
                        at.page + 1
                    ),
                    source: Source::Span(f.content.span()),
                    figure: name.clone(),
                });
            }
        }
    }
}

/// How many lines of text some runs make: their distinct baselines (to half a point).
fn lines<'a>(runs: impl Iterator<Item = &'a Run>) -> usize {
    let mut ys: Vec<i64> = runs.map(|r| (r.pos.y * 2.0).round() as i64).collect();
    ys.sort_unstable();
    ys.dedup();
    ys.len()
}

fn lone_lines(laid: &Laid, out: &mut Vec<Finding>) {
    for list in laid.elems.iter().filter(|e| e.content.is::<ListElem>() || e.content.is::<EnumElem>()) {
        let Some((end, end_seq)) = list.end else { continue };
        if end.page == list.start.page {
            continue;
        }
        let last_page = laid.body_runs(list, end_seq).filter(|r| r.pos.page == end.page);
        if lines(last_page) == 1 {
            out.push(Finding {
                defect: Defect::LoneLine,
                page: end.page + 1,
                message: format!(
                    "a list that starts on page {} ends with one lone line at the top of page {}",
                    list.start.page + 1,
                    end.page + 1
                ),
                source: section_of(laid, end.page),
                figure: None,
            });
        }
    }
}

/// Numbered figures of one kind whose pictures are read in another order than their numbers:
/// example 6 drawn above examples 4 and 5. Each figure is taken at the place the template calls
/// it (its `placeable` marker, in the text's order), so this holds for the figures scriptorium
/// may move.
fn figures_in_order(laid: &Laid, out: &mut Vec<Finding>) {
    // Figure names in the order the text calls them.
    let mut called: Vec<String> = Vec::new();
    for e in &laid.elems {
        if let Some(value) = marker(&e.content)
            && value["scriptorium"] == "placeable"
            && let Some(name) = value["figure"].as_str()
            && !called.iter().any(|c| c == name)
        {
            called.push(name.to_string());
        }
    }
    let numbered = |f: &&Elem| f.content.get_by_name("numbering").is_ok_and(|n| n != Value::None);
    // The last figure of each kind, and where it is drawn.
    let mut last: Vec<(String, String, Pos)> = Vec::new();
    for name in &called {
        for f in laid.elems.iter().filter(|e| e.kind == Kind::Figure).filter(numbered) {
            if f.content.label().is_none_or(|l| l.resolve().as_str() != name.as_str()) {
                continue;
            }
            let kind = f.content.get_by_name("kind").map(|k| k.repr().to_string()).unwrap_or_default();
            let at = laid.drawn_at(f);
            if let Some((_, earlier, was)) = last.iter().find(|(k, ..)| *k == kind)
                && before(at, *was)
            {
                out.push(Finding {
                    defect: Defect::FigureOrder,
                    page: at.page + 1,
                    message: format!(
                        "figure {name} is drawn on page {} before figure {earlier}, which comes before it in the numbering",
                        at.page + 1
                    ),
                    source: Source::Span(f.content.span()),
                    figure: Some(name.clone()),
                });
            }
            last.retain(|(k, ..)| *k != kind);
            last.push((kind, name.clone(), at));
        }
    }
}

fn has_label(content: &Content, name: &str) -> bool {
    content.label().is_some_and(|l| l.resolve().as_str() == name)
}

/// The spread a page is read in (from 0): the cover alone, then pages 2–3, 4–5...
fn spread(page: usize) -> usize {
    page.div_ceil(2)
}

/// Where the text that refers to each figure is, by the figure's name: the paragraph before its
/// `figure-anchor` marker, or a reference to it.
fn anchors(laid: &Laid) -> Vec<(String, Pos, usize)> {
    let mut anchors = Vec::new();
    for e in &laid.elems {
        if let Some(value) = marker(&e.content)
            && value["scriptorium"] == "figure-anchor"
            && let Some(name) = value["figure"].as_str()
        {
            // The text that refers to the figure is what the anchor follows: a paragraph, a list
            // or a box, or the example before it (a figure, where it is drawn).
            let text = laid
                .elems
                .iter()
                .take_while(|p| p.seq < e.seq)
                .filter(|p| p.flow && (p.content.is::<ParElem>() || matches!(p.kind, Kind::Block | Kind::Figure)))
                .last();
            let at = text.map_or(e.start, |p| if p.kind == Kind::Figure { laid.drawn_at(p) } else { p.start });
            anchors.push((name.to_string(), at, e.seq));
        }
        if let Some(r) = e.content.to_packed::<RefElem>() {
            anchors.push((r.target.resolve().to_string(), e.start, e.seq));
        }
    }
    anchors
}

/// Figures drawn after the heading of a section that begins after their text: an example read
/// under another section's title (a float carried past the next heading).
fn figures_in_other_sections(laid: &Laid, out: &mut Vec<Finding>) {
    let anchors = anchors(laid);
    for f in laid.elems.iter().filter(|e| e.kind == Kind::Figure) {
        let Some(label) = f.content.label() else { continue };
        let name = label.resolve().to_string();
        let Some(&(_, _, anchor_seq)) = anchors.iter().find(|(n, ..)| *n == name) else { continue };
        let at = laid.drawn_at(f);
        // A heading that follows the text in the flow and is drawn above the figure, or the
        // heading of the text's own section drawn below it (a float carried above its title).
        let later =
            laid.elems.iter().filter(|h| h.kind == Kind::Heading && h.seq > anchor_seq).find(|h| before(h.start, at));
        let own = laid.elems.iter().rfind(|h| h.kind == Kind::Heading && h.seq < anchor_seq);
        let above = own.filter(|h| before(at, h.start));
        let cases = [
            (above, "above the heading of its own section,", ""),
            (later, "under the heading", ", after the section whose text refers to it"),
        ];
        for (h, place, after) in cases.into_iter().filter_map(|(h, p, a)| h.map(|h| (h, p, a))) {
            let title = match heading_source(h) {
                Source::Heading(text, _) => text,
                _ => String::new(),
            };
            out.push(Finding {
                defect: Defect::FigureOtherSection,
                page: at.page + 1,
                message: format!(
                    "figure {name} is drawn on page {} {place} \"{title}\" (page {}){after}",
                    at.page + 1,
                    h.start.page + 1
                ),
                source: Source::Span(f.content.span()),
                figure: Some(name.clone()),
            });
        }
    }
}

/// The most items a list may have and still be read as one short list, never cut by a page turn.
const SHORT_LIST: usize = 5;

/// The most lines a short list may have: longer, its items read as paragraphs, which a page turn
/// may part as it parts any text.
const SHORT_LIST_LINES: usize = 8;

/// Rule boxes, examples' steps and short lists whose text is read on two spreads.
fn boxes_cut(laid: &Laid, out: &mut Vec<Finding>) {
    let items = |c: &Content| {
        c.to_packed::<ListElem>()
            .map(|l| l.children.len())
            .or_else(|| c.to_packed::<EnumElem>().map(|l| l.children.len()))
    };
    // A list set in parts (a `list-run`: its head kept with the paragraph that opens it) is one
    // list: its items are those of its parts, which are not lists of their own.
    let runs: Vec<&Elem> = laid.elems.iter().filter(|e| has_label(&e.content, "list-run")).collect();
    let within = |e: &Elem, run: &Elem| run.end.is_some_and(|(_, end)| e.seq > run.seq && e.seq < end);
    let list_items = |e: &Elem| -> Option<usize> {
        if has_label(&e.content, "list-run") {
            Some(laid.elems.iter().filter(|l| within(l, e)).filter_map(|l| items(&l.content)).sum())
        } else if runs.iter().any(|run| within(e, run)) {
            None
        } else {
            items(&e.content)
        }
    };
    // The boxes and short lists, each with its items when it is a list.
    let boxes = laid.elems.iter().map(|e| (e, list_items(e))).filter(|(e, n)| {
        has_label(&e.content, "rule-box") || has_label(&e.content, "steps") || n.is_some_and(|n| n <= SHORT_LIST)
    });
    // Typst may carry the end tag of a page's last block over to the next page, under the
    // figures floated to its top: what is drawn apart from the flow is not the block's.
    let apart = apart(laid);
    for (b, list) in boxes {
        let Some((_, end_seq)) = b.end else { continue };
        let own = |r: &&Run| !apart.iter().any(|(a, z)| *a < r.seq && r.seq < *z && !(*a < b.seq && b.seq < *z));
        let inside: Vec<&Run> = laid.body_runs(b, end_seq).filter(own).collect();
        let (Some(first), Some(last)) =
            (inside.iter().map(|r| r.pos.page).min(), inside.iter().map(|r| r.pos.page).max())
        else {
            continue;
        };
        let what = if has_label(&b.content, "steps") {
            "an example's steps"
        } else if list.is_some() {
            "a short list"
        } else {
            "a rule box"
        };
        let on = |page: usize| lines(inside.iter().copied().filter(|r| r.pos.page == page));
        let steps_or_box = has_label(&b.content, "steps") || has_label(&b.content, "rule-box");
        if first != last && spread(first) == spread(last) && steps_or_box {
            let (before, after) = (on(first), on(last));
            if before.min(after) < MIN_LINES {
                out.push(Finding {
                    defect: Defect::BoxCut,
                    page: first + 1,
                    message: format!(
                        "{what} on page {} is cut with {before} line(s) on it and {after} on page {} (at least {MIN_LINES} on each page)",
                        first + 1,
                        last + 1
                    ),
                    source: Source::Span(b.content.span()),
                    figure: None,
                });
            }
        }
        let long_list = list.is_some() && (first..=last).map(on).sum::<usize>() > SHORT_LIST_LINES;
        if spread(first) != spread(last) && !long_list {
            out.push(Finding {
                defect: Defect::BoxCut,
                page: first + 1,
                message: format!(
                    "{what} on page {} is cut by the page turn after it (it ends on page {})",
                    first + 1,
                    last + 1
                ),
                source: Source::Span(b.content.span()),
                figure: None,
            });
        }
    }
}

/// Examples whose steps are read across a page turn from their figure: the template marks the
/// steps of the figure `NAME` with `metadata((scriptorium: "steps-of", figure: NAME))` right
/// before them (an element labelled `<steps>`).
fn steps_apart(laid: &Laid, out: &mut Vec<Finding>) {
    for m in &laid.elems {
        let Some(value) = marker(&m.content) else { continue };
        let (Some("steps-of"), Some(name)) = (value["scriptorium"].as_str(), value["figure"].as_str()) else {
            continue;
        };
        // The steps: the first box labelled `<steps>` after the marker, where its text begins.
        let Some(steps) = laid.elems.iter().find(|e| e.seq > m.seq && has_label(&e.content, "steps")) else {
            continue;
        };
        let Some((_, end_seq)) = steps.end else { continue };
        let Some(begins) = laid.body_runs(steps, end_seq).map(|r| r.pos.page).min() else {
            continue;
        };
        let figures = laid.elems.iter().filter(|e| e.kind == Kind::Figure && has_label(&e.content, name));
        for f in figures {
            let at = laid.drawn_at(f);
            if spread(at.page) != spread(begins) {
                out.push(Finding {
                    defect: Defect::StepsApart,
                    page: at.page.min(begins) + 1,
                    message: format!(
                        "the steps of {name} begin on page {} and its figure is on page {}, across a page turn",
                        begins + 1,
                        at.page + 1
                    ),
                    source: Source::Span(f.content.span()),
                    figure: Some(name.to_string()),
                });
            }
        }
    }
}

/// A band left empty between a page's text and a figure set at its foot: the page's text ran out
/// above the figure (its section ends there, or what follows did not fit), and the space a page
/// may keep empty belongs at its foot, after the figure, where a reader sees a section end, not
/// between a text and its picture.
fn bands_above_figures(laid: &Laid, out: &mut Vec<Finding>) {
    for (i, facts) in laid.pages.iter().enumerate() {
        let height = facts.bottom - facts.top;
        if height <= 0.0 || facts.cover {
            continue;
        }
        // (A band at the page's head, with nothing above it, is measured with its emptiness.)
        let between =
            bands(facts).into_iter().filter(|(high, low)| *high > facts.top + 1.0 && low - high > MAX_BAND * height);
        for (high, low) in between {
            // The figure drawn under the band: the first whose caption is below it.
            let figure = laid
                .elems
                .iter()
                .filter(|e| e.kind == Kind::Figure)
                .map(|e| (e, laid.drawn_at(e)))
                .filter(|(_, at)| at.page == i && at.y > low - 1.0)
                .min_by(|a, b| a.1.y.total_cmp(&b.1.y));
            let Some((f, _)) = figure else { continue };
            let name = f.content.label().map(|l| l.resolve().to_string());
            out.push(Finding {
                defect: Defect::BandAboveFigure,
                page: i + 1,
                message: format!(
                    "page {} has an empty band of {:.0} mm between its text and {} under it (at most {:.0} mm)",
                    i + 1,
                    (low - high) * 25.4 / 72.0,
                    name.as_ref().map_or("a figure".to_string(), |n| format!("figure {n}")),
                    MAX_BAND * height * 25.4 / 72.0
                ),
                source: Source::Span(f.content.span()),
                figure: name,
            });
        }
    }
}

fn far_figures(laid: &Laid, out: &mut Vec<Finding>) {
    let anchors = anchors(laid);
    for f in laid.elems.iter().filter(|e| e.kind == Kind::Figure) {
        let Some(label) = f.content.label() else { continue };
        let name = label.resolve().to_string();
        let Some(anchor) = anchors.iter().filter(|(n, ..)| *n == name).map(|a| a.1).next() else { continue };
        let at = laid.drawn_at(f);
        if before(at, anchor) && at.page < anchor.page {
            out.push(Finding {
                defect: Defect::FigureBefore,
                page: at.page + 1,
                message: format!(
                    "figure {name} is set on page {}, before the text that refers to it (page {})",
                    at.page + 1,
                    anchor.page + 1
                ),
                source: Source::Span(f.content.span()),
                figure: f.content.label().map(|l| l.resolve().to_string()),
            });
        } else if at.page > anchor.page + 1 {
            out.push(Finding {
                defect: Defect::FigureFar,
                page: at.page + 1,
                message: format!(
                    "figure {name} is set on page {}, {} pages after the text that refers to it (page {})",
                    at.page + 1,
                    at.page - anchor.page,
                    anchor.page + 1
                ),
                source: Source::Span(f.content.span()),
                figure: f.content.label().map(|l| l.resolve().to_string()),
            });
        }
    }
}

fn tiny_text<'a>(runs: impl Iterator<Item = &'a Run>, out: &mut Vec<Finding>, prefix: &str) {
    // One finding per place in the template and size: a drawing repeats its small labels.
    let mut seen: Vec<(Span, i64)> = Vec::new();
    for r in runs.filter(|r| r.size < MIN_TEXT_PT - 0.01) {
        let key = (r.span, (r.size * 10.0).round() as i64);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        out.push(Finding {
            defect: Defect::TinyText,
            page: r.pos.page + 1,
            message: format!(
                "{prefix}text of {:.1} pt on page {} (at least {MIN_TEXT_PT} pt prints legibly)",
                r.size,
                r.pos.page + 1
            ),
            source: Source::Span(r.span),
            figure: None,
        });
    }
}

/// The longest end of a word alone on a line that is reported, in characters: a longer one
/// reads as a word.
const FRAGMENT_CHARS: usize = 16;

/// Lines that hold only the end of a word broken by a hyphen at the end of the line before:
/// a lowercase fragment ("exemplare.", "mente:") left alone, mostly on a paragraph's last line.
fn fragments(laid: &Laid, out: &mut Vec<Finding>) {
    let in_text = |p: &Pos| laid.pages.get(p.page).is_some_and(|f| p.y >= f.top - 2.0 && p.y <= f.bottom + 2.0);
    for pair in laid.lines.windows(2) {
        let [(a, before), (b, line)] = pair else { continue };
        // A broken word's line ends with its hyphen (a soft hyphen's text, once or twice).
        let hyphen = |c: char| matches!(c, '-' | '\u{2010}' | '\u{00AD}');
        let before = before.trim_end();
        let stem = before.trim_end_matches(hyphen);
        let broken = stem.len() < before.len() && stem.chars().next_back().is_some_and(char::is_alphabetic);
        let word = line.trim();
        let fragment = !word.is_empty()
            && !word.contains(char::is_whitespace)
            && word.chars().count() <= FRAGMENT_CHARS
            && word.chars().next().is_some_and(char::is_lowercase);
        if broken && fragment && in_text(a) && in_text(b) && b.y > a.y {
            out.push(Finding {
                defect: Defect::Fragment,
                page: b.page + 1,
                message: format!("on page {}, \"{word}\" is the end of a broken word alone on its line", b.page + 1),
                source: section_of(laid, b.page),
                figure: None,
            });
        }
    }
}

/// Pages whose text runs into the footer or off the paper. The footer is where most pages
/// set their lowest line (the folio, at the same height on every page that has one): text
/// within 8 pt above it or below it, other than that line, has run past the text area.
fn overflow(laid: &Laid, out: &mut Vec<Finding>) {
    let key = |y: f64| (y * 2.0).round() as i64;
    let mut lowest: Vec<(usize, f64)> = Vec::new();
    for r in &laid.runs {
        match lowest.iter_mut().find(|(page, _)| *page == r.pos.page) {
            Some(l) => l.1 = l.1.max(r.pos.y),
            None => lowest.push((r.pos.page, r.pos.y)),
        }
    }
    // The most frequent lowest line: the footer's.
    let mut counts: Vec<(i64, usize)> = Vec::new();
    for (_, y) in &lowest {
        match counts.iter_mut().find(|c| c.0 == key(*y)) {
            Some(c) => c.1 += 1,
            None => counts.push((key(*y), 1)),
        }
    }
    let Some(&(footer, n)) = counts.iter().max_by_key(|c| (c.1, -c.0)) else { return };
    if n < 2 {
        return;
    }
    let footer = footer as f64 / 2.0;
    let mut seen: Vec<usize> = Vec::new();
    for r in laid.runs.iter().filter(|r| key(r.pos.y) != key(footer) && r.pos.y > footer - 8.0) {
        if seen.contains(&r.pos.page) {
            continue;
        }
        seen.push(r.pos.page);
        out.push(Finding {
            defect: Defect::Overflow,
            page: r.pos.page + 1,
            message: format!("text on page {} runs into the footer or off the page", r.pos.page + 1),
            source: section_of(laid, r.pos.page),
            figure: None,
        });
    }
}

/// The pages a template says it left blank (`metadata((scriptorium: "blank-pages", count: N))`).
pub fn blank_pages(document: &PagedDocument) -> usize {
    use typst::foundations::{Element, Selector};
    use typst::introspection::Introspector;
    let selector = Selector::Elem(Element::of::<MetadataElem>(), None);
    document
        .introspector()
        .query(&selector)
        .iter()
        .filter_map(marker)
        .filter(|v| v["scriptorium"] == "blank-pages")
        .filter_map(|v| v["count"].as_u64())
        .sum::<u64>() as usize
}

/// What a designer does about each defect.
fn hint(defect: Defect) -> &'static str {
    match defect {
        Defect::EmptyPage => {
            "let the next section begin on this page (a figure kept whole often pushes it over: move it or let \
             it float), or, when that section must start a page, say so after its page break with \
             `metadata((scriptorium: \"starts-page\"))`"
        }
        Defect::BandAboveFigure => {
            "let the figure follow its text in the flow (the page then ends short at its foot), or fill the \
             band: a larger figure, or the next section's text when it need not start a page"
        }
        Defect::BlankPages => {
            "lengthen or shorten the book by about a page (texts, figures, spacing) so that its pages make whole \
             sheets; copyfitting found no setting that does"
        }
        Defect::HeadingAtFoot => {
            "keep the heading with at least three lines of its text: shorten what comes before it on the page, \
             move a figure, or start the section on the next page"
        }
        Defect::LoneLine => {
            "keep the list's last lines together: shorten or lengthen what comes before it by a line, or rephrase \
             the last item"
        }
        Defect::SplitByFigure => {
            "set the figure after the whole list or box (not floating: `placement: none`), or keep the list on one \
             page"
        }
        Defect::FigureOrder => {
            "let the figures follow their numbers: set the later one after the earlier (both floating to the same \
             place, or both in the text's flow)"
        }
        Defect::FigureFar | Defect::FigureBefore => {
            "set the figure where its text calls it (`placement: none`), or call it nearer to the text it shows"
        }
        Defect::FigureOtherSection => {
            "keep the figure in its section: let it float only within its own pages (`placement: none` sets it where \
             it is called), or call it earlier in the section"
        }
        Defect::BoxCut => {
            "keep the box on one spread: make it unbreakable (`block(breakable: false)`), move it, or shorten it"
        }
        Defect::StepsApart => {
            "keep the example whole on one spread: let the figure and its steps float together, or set the \
             example where it starts a page"
        }
        Defect::Fragment => {
            "rephrase the sentence so that the broken word's end joins a longer line, or prevent the break (the \
             word kept whole in `box`, or without its soft hyphen)"
        }
        Defect::Overflow => {
            "let the block break across pages (`breakable: true`), shorten its text, or set it smaller so that \
             it fits the page"
        }
        Defect::TinyText => "set this text at 6 pt or more, or make its box larger so that it fits at that size",
    }
}

/// The findings as diagnostics located where they come from: a heading at its message in the
/// language's file, an element or a text at its line of the template (`shown` is the main
/// template as the user knows it), the rest at the template's top. Warnings, or errors when
/// `strict`.
pub fn diagnostics(
    findings: &[Finding],
    world: &super::world::DocWorld,
    shown: &str,
    locale: &crate::content::Locale,
    what: &str,
    strict: bool,
) -> Vec<crate::diagnostic::Diagnostic> {
    use crate::diagnostic::Diagnostic;
    use typst::World;
    use typst::WorldExt;
    let main = world.main_source();
    let at_span = |span: Span, message: String| -> Diagnostic {
        match span.id() {
            Some(id) if id == main.id() => {
                Diagnostic::at(shown, main.text(), world.range(span).unwrap_or(0..0), message)
            }
            Some(id) => match world.source(id) {
                Ok(source) => {
                    let file = id.vpath().get_with_slash().trim_start_matches('/').to_string();
                    Diagnostic::at(&file, source.text(), world.range(span).unwrap_or(0..0), message)
                }
                Err(_) => Diagnostic::at(shown, "", 0..0, message),
            },
            None => Diagnostic::at(shown, "", 0..0, message),
        }
    };
    findings
        .iter()
        .map(|f| {
            let message = format!("preflight, {what}: {}", f.message);
            let d = match &f.source {
                Source::Span(span) => at_span(*span, message),
                Source::Heading(text, span) => match message_of(locale, text) {
                    Some((id, line)) => {
                        Diagnostic::at_line(&locale.file, locale.source(), line, format!("{message} ({id:?})"))
                            .with_key(id)
                    }
                    None => at_span(*span, message),
                },
                Source::Document => Diagnostic::at(shown, "", 0..0, message),
            };
            let d = d.with_hint(hint(f.defect));
            if strict { d } else { d.warning() }
        })
        .collect()
}

/// The message whose text is `text` (a heading), and its line.
fn message_of(locale: &crate::content::Locale, text: &str) -> Option<(String, usize)> {
    let norm = |s: &str| s.split(|c: char| c.is_whitespace()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ");
    let want = norm(text);
    let same: Vec<&String> = locale.ids().iter().filter(|id| locale.text(id).is_ok_and(|t| norm(&t) == want)).collect();
    // A rulebook's own message (`rb-…`) before another with the same text (a card's).
    let id = same.iter().find(|id| id.starts_with("rb-")).or(same.first())?;
    Some((id.to_string(), crate::content::messages::line_of(locale.source(), id).unwrap_or(1)))
}
