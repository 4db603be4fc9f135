//! Print layouts of the cards, computed in millimetres: print-and-play sheets for duplex printing
//! (a page of fronts, then its page of backs placed for long-edge flipping), gutterfold sheets
//! (fronts and backs side by side, folded), and print-shop pages (one card per page with bleed).
//! The Typst templates only draw what these layouts say.

use serde::Serialize;

/// A sheet of paper, portrait, in millimetres.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paper {
    pub name: &'static str,
    pub width: f64,
    pub height: f64,
}

pub const A4: Paper = Paper { name: "a4", width: 210.0, height: 297.0 };
pub const LETTER: Paper = Paper { name: "letter", width: 215.9, height: 279.4 };

/// A card on a page: the face to draw and its trim box, in millimetres from the top-left corner.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Placed {
    pub face: String,
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
    /// Whether this is a back (for the alt text and for checks).
    pub back: bool,
}

/// A line segment, in millimetres.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Mark {
    pub x1: f64,
    pub y1: f64,
    pub x2: f64,
    pub y2: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Page {
    pub cards: Vec<Placed>,
    /// Crop marks: in the margins only, on the cut lines.
    pub marks: Vec<Mark>,
    /// Fold lines (gutterfold), dashed.
    pub folds: Vec<Mark>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Layout {
    pub width: f64,
    pub height: f64,
    pub pages: Vec<Page>,
}

/// How cards are laid out for printing (game.toml's `[theme.print]`), in millimetres.
#[derive(Clone, Debug, PartialEq)]
pub struct Print {
    /// Where the backs of duplex sheets are moved, for printers that misregister: x right, y down.
    pub back_offset: (f64, f64),
    /// The shortest crop mark drawn: a shorter one would be lost in the cutting.
    pub crop_mark: f64,
    /// Closest anything comes to the paper's edge: home printers cannot print to the edge.
    pub margin: f64,
    /// The space on each side of a gutterfold sheet's fold.
    pub gutter: f64,
    /// Columns and rows of cards on a duplex sheet; as many as fit when `None`.
    pub grid: Option<(usize, usize)>,
}

impl Default for Print {
    fn default() -> Print {
        Print { back_offset: (0.0, 0.0), crop_mark: 4.5, margin: 4.0, gutter: 6.0, grid: None }
    }
}

/// Space between a mark and the card it points at.
const MARK_GAP: f64 = 1.0;

/// The closest a crop mark comes to the paper's edge, whatever the printer's margin: a mark
/// nearer than this is lost to the printers that cannot print so close.
pub const MARK_EDGE: f64 = 5.0;

/// Where a crop mark starts, from the paper's edge.
fn mark_edge(print: &Print) -> f64 {
    print.margin.max(MARK_EDGE)
}

/// The room a margin needs to hold whole crop marks.
fn mark_room(print: &Print) -> f64 {
    mark_edge(print) + print.crop_mark + MARK_GAP
}

/// The duplex sheet (from 0) to print first as a test of the printer's setting: the first whose
/// backs would not all sit behind their own fronts if the paper were flipped on the wrong edge
/// (its page of backs turned half round: a different back, or none, in some card's place). The
/// first sheet when no sheet tells (every back alike, every sheet full).
pub fn telling_sheet(layout: &Layout) -> usize {
    let (w, h) = (layout.width, layout.height);
    let near = |a: f64, b: f64| (a - b).abs() < 0.5;
    let tells = |backs: &Page| {
        backs.cards.iter().any(|c| {
            let (x, y) = (w - c.x - c.w, h - c.y - c.h);
            !backs.cards.iter().any(|o| near(o.x, x) && near(o.y, y) && o.face == c.face)
        })
    };
    layout.pages.chunks(2).position(|sheet| sheet.get(1).is_some_and(tells)).unwrap_or(0)
}

/// Where a row of cards `total` long starts along a side `length` long: centred.
fn start(length: f64, total: f64) -> f64 {
    (length - total) / 2.0
}

/// Crop marks for a grid of cards with cut lines at `xs` (vertical) and `ys` (horizontal), running
/// from [`mark_edge`] to just short of the grid, never over a card; a margin too narrow for a mark
/// of `print.crop_mark` gets none. The grid starts at the top left of the sheet's cells: below and
/// right of a short grid (the last sheet of a deck), the marks are as long as those above and left
/// of it, not drawn on through the cells it does not fill.
fn crop_marks(width: f64, height: f64, xs: &[f64], ys: &[f64], print: &Print) -> Vec<Mark> {
    let (top, bottom) = (ys[0], ys[ys.len() - 1]);
    let (left, right) = (xs[0], xs[xs.len() - 1]);
    let (edge, long_enough) = (mark_edge(print), |a: f64, b: f64| b - a >= print.crop_mark - 1e-9);
    let (down, across) = ((top - MARK_GAP - edge).max(print.crop_mark), (left - MARK_GAP - edge).max(print.crop_mark));
    let mut marks = Vec::new();
    for &x in xs {
        if long_enough(edge, top - MARK_GAP) {
            marks.push(Mark { x1: x, y1: edge, x2: x, y2: top - MARK_GAP });
        }
        if long_enough(bottom + MARK_GAP, height - edge) {
            let y2 = (height - edge).min(bottom + MARK_GAP + down);
            marks.push(Mark { x1: x, y1: bottom + MARK_GAP, x2: x, y2 });
        }
    }
    for &y in ys {
        if long_enough(edge, left - MARK_GAP) {
            marks.push(Mark { x1: edge, y1: y, x2: left - MARK_GAP, y2: y });
        }
        if long_enough(right + MARK_GAP, width - edge) {
            let x2 = (width - edge).min(right + MARK_GAP + across);
            marks.push(Mark { x1: right + MARK_GAP, y1: y, x2, y2: y });
        }
    }
    marks
}

/// The crop marks of the cards placed on a page: the cut lines of the columns and rows that hold
/// a card, so that a short last page has no marks for rows it does not have.
fn marks_of(cards: &[Placed], width: f64, height: f64, print: &Print) -> Vec<Mark> {
    let mut xs: Vec<f64> = cards.iter().flat_map(|c| [c.x, c.x + c.w]).collect();
    let mut ys: Vec<f64> = cards.iter().flat_map(|c| [c.y, c.y + c.h]).collect();
    for v in [&mut xs, &mut ys] {
        v.sort_by(f64::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 1e-6);
    }
    if xs.is_empty() || ys.is_empty() {
        return Vec::new();
    }
    crop_marks(width, height, &xs, &ys, print)
}

/// As many cards as fit on a `width` × `height` sheet with whole crop marks on every side.
fn fit(width: f64, height: f64, (cw, ch): (f64, f64), print: &Print) -> (usize, usize) {
    let room = 2.0 * mark_room(print);
    let count = |length: f64, card: f64| ((length - room) / card + 1e-9).floor().max(0.0) as usize;
    (count(width, cw), count(height, ch))
}

/// The grid of a duplex sheet and whether the sheet is turned landscape: the grid asked for (on
/// the sheet upright), or as many cards as fit with whole crop marks on every side, the sheet
/// upright or turned, whichever holds more (upright when equal).
fn grid(paper: Paper, card: (f64, f64), print: &Print) -> Result<(usize, usize, bool), String> {
    let (cw, ch) = card;
    let (cols, rows, landscape) = match print.grid {
        Some((c, r)) => (c, r, false),
        None => {
            let (pc, pr) = fit(paper.width, paper.height, card, print);
            let (lc, lr) = fit(paper.height, paper.width, card, print);
            if lc * lr > pc * pr { (lc, lr, true) } else { (pc, pr, false) }
        }
    };
    let (width, height) = if landscape { (paper.height, paper.width) } else { (paper.width, paper.height) };
    let (w, h) = (cols as f64 * cw, rows as f64 * ch);
    if cols == 0 || rows == 0 || w > width - 2.0 * print.margin || h > height - 2.0 * print.margin {
        return Err(format!(
            "{cols} × {rows} cards of {cw} × {ch} mm do not fit on {} paper ({} × {} mm) inside its {} mm margins",
            paper.name, paper.width, paper.height, print.margin
        ));
    }
    Ok((cols, rows, landscape))
}

/// Print-and-play for duplex printers: a grid of cards centred on the sheet with whole crop
/// marks on every side (3 × 3 poker cards on A4; on US Letter, whose height leaves no room for
/// marks above and below 3 rows, 4 × 2 on the sheet turned landscape), no bleed. Each page of
/// fronts is followed by its page of backs placed for flipping on the paper's long edge: the
/// columns mirrored on an upright sheet, the rows on a landscape one (printed turned onto the
/// paper, its rows run across the long edge). The backs are moved by `print.back_offset`. `deck`
/// lists (front, back) per card copy.
pub fn duplex(deck: &[(String, String)], paper: Paper, card: (f64, f64), print: &Print) -> Result<Layout, String> {
    let (cw, ch) = card;
    let (cols, rows, landscape) = grid(paper, card, print)?;
    let (width, height) = if landscape { (paper.height, paper.width) } else { (paper.width, paper.height) };
    let x0 = start(width, cols as f64 * cw);
    let y0 = start(height, rows as f64 * ch);
    let (dx, dy) = print.back_offset;
    let mut pages = Vec::new();
    for chunk in deck.chunks(cols * rows) {
        let mut fronts = Vec::new();
        let mut backs = Vec::new();
        for (k, (front, back)) in chunk.iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            let (x, y) = (x0 + col as f64 * cw, y0 + row as f64 * ch);
            fronts.push(Placed { face: front.clone(), x, y, w: cw, h: ch, back: false });
            // The mirror image of the front's cell, as the paper turns on its long edge.
            let (bx, by) = if landscape { (x, height - y - ch) } else { (width - x - cw, y) };
            backs.push(Placed { face: back.clone(), x: bx, y: by, w: cw, h: ch, back: true });
        }
        let marks = marks_of(&fronts, width, height, print);
        // The backs and their marks move together by the printer's correction.
        let back_marks = marks_of(&backs, width, height, print)
            .into_iter()
            .map(|m| Mark { x1: m.x1 + dx, y1: m.y1 + dy, x2: m.x2 + dx, y2: m.y2 + dy })
            .collect();
        for b in &mut backs {
            (b.x, b.y) = (b.x + dx, b.y + dy);
        }
        pages.push(Page { cards: fronts, marks, folds: Vec::new() });
        pages.push(Page { cards: backs, marks: back_marks, folds: Vec::new() });
    }
    Ok(Layout { width, height, pages })
}

/// Print-and-play without duplex: the paper turned landscape, fronts on the left half and their
/// backs on the right half, mirrored across the fold line in the middle. Folding the sheet on
/// that line (a vertical fold keeps the cards upright) puts every back behind its front.
pub fn gutterfold(deck: &[(String, String)], paper: Paper, card: (f64, f64), print: &Print) -> Result<Layout, String> {
    let (width, height) = (paper.height, paper.width);
    let (cw, ch) = card;
    // The gutter keeps the fold away from the cards; each half holds as many cards as fit.
    let gutter = print.gutter;
    let fold = width / 2.0;
    let cols = ((fold - gutter - mark_room(print)) / cw).floor().max(0.0) as usize;
    let rows = ((height - 2.0 * mark_room(print)) / ch).floor().max(0.0) as usize;
    if cols == 0 || rows == 0 {
        return Err(format!(
            "no card of {cw} × {ch} mm fits on half a {} sheet with a {gutter} mm gutter and {} mm margins",
            paper.name, print.margin
        ));
    }
    let x0 = fold - gutter - cols as f64 * cw;
    let y0 = start(height, rows as f64 * ch);
    let mut xs: Vec<f64> = (0..=cols).map(|c| x0 + c as f64 * cw).collect();
    xs.extend((0..=cols).map(|c| fold + gutter + c as f64 * cw));
    let folds = vec![Mark { x1: fold, y1: mark_edge(print), x2: fold, y2: height - mark_edge(print) }];
    let mut pages = Vec::new();
    for chunk in deck.chunks(cols * rows) {
        let mut cards = Vec::new();
        for (k, (front, back)) in chunk.iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            let (x, y) = (x0 + col as f64 * cw, y0 + row as f64 * ch);
            cards.push(Placed { face: front.clone(), x, y, w: cw, h: ch, back: false });
            cards.push(Placed { face: back.clone(), x: width - x - cw, y, w: cw, h: ch, back: true });
        }
        // The cut lines of the rows this sheet holds, on both halves.
        let rows_here = chunk.len().div_ceil(cols);
        let ys: Vec<f64> = (0..=rows_here).map(|r| y0 + r as f64 * ch).collect();
        let mut marks = crop_marks(width, height, &xs, &ys, print);
        // No horizontal marks in the gutter: it is folded, not cut.
        marks.retain(|m| !(m.y1 == m.y2 && m.x1 > x0 && m.x2 < fold + gutter + cols as f64 * cw));
        pages.push(Page { cards, marks, folds: folds.clone() });
    }
    Ok(Layout { width, height, pages })
}

/// For print shops: one card per page at trim size (the bleed is added by the page), fronts and
/// backs alternating.
pub fn printshop(deck: &[(String, String)], card: (f64, f64)) -> Layout {
    let (cw, ch) = card;
    let mut pages = Vec::new();
    for (front, back) in deck {
        for (face, is_back) in [(front, false), (back, true)] {
            let placed = Placed { face: face.clone(), x: 0.0, y: 0.0, w: cw, h: ch, back: is_back };
            pages.push(Page { cards: vec![placed], marks: Vec::new(), folds: Vec::new() });
        }
    }
    Layout { width: cw, height: ch, pages }
}

/// The order in which a book of `pages` pages is printed as a saddle-stitched booklet: each
/// side of each sheet holds two pages (left, right), 1-based, `None` for a blank page where the
/// book is not a multiple of 4 pages long. Sides come in printing order (sheet 1 front, sheet 1
/// back, sheet 2 front…); folded in the middle and nested, the sheets read 1, 2, 3… in order.
pub fn booklet(pages: usize) -> Vec<[Option<usize>; 2]> {
    let n = pages.div_ceil(4) * 4;
    let page = |p: usize| (p <= pages).then_some(p);
    let mut sides = Vec::with_capacity(n / 2);
    for s in 0..n / 4 {
        // The outer sheet carries the first and last pages; each inner one the next pair in.
        sides.push([page(n - 2 * s), page(2 * s + 1)]);
        sides.push([page(2 * s + 2), page(n - 2 * s - 1)]);
    }
    sides
}
