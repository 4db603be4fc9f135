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

/// Closest a mark comes to the paper's edge: home printers cannot print to the edge.
const EDGE: f64 = 4.0;
/// Space between a mark and the card it points at.
const MARK_GAP: f64 = 1.5;

/// Crop marks for a grid of cards with cut lines at `xs` (vertical) and `ys` (horizontal), running
/// from near the paper's edge to just short of the grid, never over a card.
fn crop_marks(width: f64, height: f64, xs: &[f64], ys: &[f64]) -> Vec<Mark> {
    let (top, bottom) = (ys[0], ys[ys.len() - 1]);
    let (left, right) = (xs[0], xs[xs.len() - 1]);
    let mut marks = Vec::new();
    for &x in xs {
        if top - MARK_GAP > EDGE {
            marks.push(Mark { x1: x, y1: EDGE, x2: x, y2: top - MARK_GAP });
        }
        if height - EDGE > bottom + MARK_GAP {
            marks.push(Mark { x1: x, y1: bottom + MARK_GAP, x2: x, y2: height - EDGE });
        }
    }
    for &y in ys {
        if left - MARK_GAP > EDGE {
            marks.push(Mark { x1: EDGE, y1: y, x2: left - MARK_GAP, y2: y });
        }
        if width - EDGE > right + MARK_GAP {
            marks.push(Mark { x1: right + MARK_GAP, y1: y, x2: width - EDGE, y2: y });
        }
    }
    marks
}

/// Print-and-play for duplex printers: 3 x 3 cards per page, no bleed, centred; each page of
/// fronts is followed by its page of backs with the columns mirrored, so that flipping the sheet
/// on its long edge puts every back behind its front. `deck` lists (front, back) per card copy.
pub fn duplex(deck: &[(String, String)], paper: Paper, card: (f64, f64)) -> Layout {
    let (cw, ch) = card;
    let (cols, rows) = (3usize, 3usize);
    let x0 = (paper.width - cols as f64 * cw) / 2.0;
    let y0 = (paper.height - rows as f64 * ch) / 2.0;
    let xs: Vec<f64> = (0..=cols).map(|c| x0 + c as f64 * cw).collect();
    let ys: Vec<f64> = (0..=rows).map(|r| y0 + r as f64 * ch).collect();
    let marks = crop_marks(paper.width, paper.height, &xs, &ys);
    let mut pages = Vec::new();
    for chunk in deck.chunks(cols * rows) {
        let mut fronts = Vec::new();
        let mut backs = Vec::new();
        for (k, (front, back)) in chunk.iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            let y = y0 + row as f64 * ch;
            fronts.push(Placed { face: front.clone(), x: x0 + col as f64 * cw, y, w: cw, h: ch, back: false });
            let mirrored = cols - 1 - col;
            backs.push(Placed { face: back.clone(), x: x0 + mirrored as f64 * cw, y, w: cw, h: ch, back: true });
        }
        pages.push(Page { cards: fronts, marks: marks.clone(), folds: Vec::new() });
        pages.push(Page { cards: backs, marks: marks.clone(), folds: Vec::new() });
    }
    Layout { width: paper.width, height: paper.height, pages }
}

/// Print-and-play without duplex: the paper turned landscape, fronts on the left half and their
/// backs on the right half, mirrored across the fold line in the middle. Folding the sheet on
/// that line (a vertical fold keeps the cards upright) puts every back behind its front.
pub fn gutterfold(deck: &[(String, String)], paper: Paper, card: (f64, f64)) -> Layout {
    let (width, height) = (paper.height, paper.width);
    let (cw, ch) = card;
    let (cols, rows) = (2usize, 2usize);
    // The gutter keeps the fold well away from the cards (at least 5 mm).
    let gutter = 6.0;
    let fold = width / 2.0;
    let x0 = fold - gutter - cols as f64 * cw;
    let y0 = (height - rows as f64 * ch) / 2.0;
    let mut xs: Vec<f64> = (0..=cols).map(|c| x0 + c as f64 * cw).collect();
    xs.extend((0..=cols).map(|c| fold + gutter + c as f64 * cw));
    let ys: Vec<f64> = (0..=rows).map(|r| y0 + r as f64 * ch).collect();
    let mut marks = crop_marks(width, height, &xs, &ys);
    // No horizontal marks in the gutter: it is folded, not cut.
    marks.retain(|m| !(m.y1 == m.y2 && m.x1 > x0 && m.x2 < fold + gutter + cols as f64 * cw));
    let folds = vec![Mark { x1: fold, y1: EDGE, x2: fold, y2: height - EDGE }];
    let mut pages = Vec::new();
    for chunk in deck.chunks(cols * rows) {
        let mut cards = Vec::new();
        for (k, (front, back)) in chunk.iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            let (x, y) = (x0 + col as f64 * cw, y0 + row as f64 * ch);
            cards.push(Placed { face: front.clone(), x, y, w: cw, h: ch, back: false });
            cards.push(Placed { face: back.clone(), x: width - x - cw, y, w: cw, h: ch, back: true });
        }
        pages.push(Page { cards, marks: marks.clone(), folds: folds.clone() });
    }
    Layout { width, height, pages }
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
