//! A page too large for home printers (a game board) cut into tiles on A4 or Letter paper, to
//! print, trim and glue together. Each tile shows a part of the page; neighbouring parts share a
//! strip `overlap` wide. A tile with a neighbour on its left (above) has a cut line along its
//! part's left (top) edge: trimmed there, it is laid over that neighbour so that its edge meets
//! the neighbour's alignment ticks, drawn in the neighbour's margins where the shared strip
//! begins. Every length is a multiple of 0.1 mm, so that the parts of two tiles rendered at 254
//! dpi (10 pixels a millimetre) fall on the same pixels.

use super::sheets::{Mark, Paper};
use serde::Serialize;

/// The margin home printers cannot print in.
pub const MARGIN: f64 = 10.0;
/// The band under a tile's part that holds its label.
pub const LABEL: f64 = 8.0;
/// The strip two neighbouring tiles share.
pub const OVERLAP: f64 = 10.0;
/// How far alignment ticks and cut lines reach into the margin.
const TICK: f64 = 7.0;
/// The gap between the part's edge and a tick.
const GAP: f64 = 1.0;

/// One tile: which part of the page it shows, and where on its paper.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tile {
    /// "A1" for the top left: a letter per row, a number per column.
    pub label: String,
    pub row: usize,
    pub column: usize,
    /// The part's top-left corner in the page.
    pub x: f64,
    pub y: f64,
    /// Cut lines (dashed) along the whole of the part's edges that lie over a neighbour, from
    /// margin to margin, in paper coordinates.
    pub cuts: Vec<Mark>,
    /// Alignment ticks where a neighbour's trimmed edge goes, in paper coordinates, in the
    /// margins only.
    pub ticks: Vec<Mark>,
}

/// A page cut into tiles.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tiling {
    pub paper: &'static str,
    /// The paper as printed (landscape when that takes fewer tiles).
    pub width: f64,
    pub height: f64,
    /// The page cut.
    pub page_width: f64,
    pub page_height: f64,
    pub columns: usize,
    pub rows: usize,
    /// The part of the page each tile shows.
    pub part_width: f64,
    pub part_height: f64,
    /// Where each part's top-left corner lies on its paper.
    pub left: f64,
    pub top: f64,
    pub overlap: f64,
    pub tiles: Vec<Tile>,
}

/// `x` rounded up to a tenth of a millimetre.
fn tenth_up(x: f64) -> f64 {
    (x * 10.0 - 1e-6).ceil() / 10.0
}

/// `x` rounded to a tenth of a millimetre.
fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// How many parts of at most `room` cover `length` with `overlap` between neighbours, and the
/// step between their starts.
fn split(length: f64, room: f64, overlap: f64) -> (usize, f64) {
    let n = if length <= room { 1 } else { ((length - overlap) / (room - overlap) - 1e-9).ceil().max(1.0) as usize };
    let step = if n == 1 { 0.0 } else { tenth_up((length - overlap) / n as f64) };
    (n, step)
}

/// Cuts a page `width` × `height` (mm) into tiles on `paper`, portrait or landscape, whichever
/// takes fewer sheets (portrait when equal). `None` when the paper is too small to hold a part.
pub fn tile(width: f64, height: f64, paper: Paper) -> Option<Tiling> {
    let portrait = layout(width, height, paper, false);
    let landscape = layout(width, height, paper, true);
    match (portrait, landscape) {
        (Some(p), Some(l)) if l.tiles.len() < p.tiles.len() => Some(l),
        (Some(p), _) => Some(p),
        (None, l) => l,
    }
}

fn layout(width: f64, height: f64, paper: Paper, landscape: bool) -> Option<Tiling> {
    let (pw, ph) = if landscape { (paper.height, paper.width) } else { (paper.width, paper.height) };
    let (room_w, room_h) = (pw - 2.0 * MARGIN, ph - 2.0 * MARGIN - LABEL);
    if room_w <= 2.0 * OVERLAP || room_h <= 2.0 * OVERLAP {
        return None;
    }
    let (columns, step_x) = split(width, room_w, OVERLAP);
    let (rows, step_y) = split(height, room_h, OVERLAP);
    let part_width = if columns == 1 { width } else { step_x + OVERLAP };
    let part_height = if rows == 1 { height } else { step_y + OVERLAP };
    // The part centred across the paper, and under the top margin.
    let left = tenth(MARGIN + (room_w - part_width) / 2.0);
    let top = MARGIN;
    let mut tiles = Vec::new();
    for row in 0..rows {
        for column in 0..columns {
            let (x, y) = (tenth(column as f64 * step_x), tenth(row as f64 * step_y));
            let (right, bottom) = (left + part_width, top + part_height);
            let mut cuts = Vec::new();
            let mut ticks = Vec::new();
            // An alignment tick at `at`: a vertical one in the margins above and below the part;
            // a horizontal one in the margins left and right of it.
            let vertical = |at: f64| {
                [
                    Mark { x1: at, y1: top - GAP - TICK, x2: at, y2: top - GAP },
                    Mark { x1: at, y1: bottom + GAP, x2: at, y2: bottom + GAP + TICK },
                ]
            };
            let horizontal = |at: f64| {
                [
                    Mark { x1: left - GAP - TICK, y1: at, x2: left - GAP, y2: at },
                    Mark { x1: right + GAP, y1: at, x2: right + GAP + TICK, y2: at },
                ]
            };
            // A cut runs along the whole edge, from margin to margin, over the part's edge: the
            // scissors follow one line.
            if column > 0 {
                cuts.push(Mark { x1: left, y1: top - GAP - TICK, x2: left, y2: bottom + GAP + TICK });
            }
            if row > 0 {
                cuts.push(Mark { x1: left - GAP - TICK, y1: top, x2: right + GAP + TICK, y2: top });
            }
            if column + 1 < columns {
                ticks.extend(vertical(tenth(right - OVERLAP)));
            }
            if row + 1 < rows {
                ticks.extend(horizontal(tenth(bottom - OVERLAP)));
            }
            tiles.push(Tile { label: label(row, column), row, column, x, y, cuts, ticks });
        }
    }
    Some(Tiling {
        paper: paper.name,
        width: pw,
        height: ph,
        page_width: width,
        page_height: height,
        columns,
        rows,
        part_width,
        part_height,
        left,
        top,
        overlap: OVERLAP,
        tiles,
    })
}

/// "A1" for row 0, column 0: rows by letter, columns by number.
pub fn label(row: usize, column: usize) -> String {
    format!("{}{}", row_letter(row), column + 1)
}

/// The letter of a row of tiles: "A" for the top one.
pub fn row_letter(row: usize) -> char {
    char::from(b'A' + (row % 26) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::typeset::sheets::{A4, LETTER};

    #[test]
    fn a_400_mm_board_takes_six_portrait_tiles_on_both_papers() {
        for paper in [A4, LETTER] {
            let t = tile(400.0, 400.0, paper).unwrap();
            assert_eq!((t.columns, t.rows, t.width), (3, 2, paper.width), "{paper:?}");
        }
    }

    #[test]
    fn parts_cover_the_page_and_neighbours_share_the_overlap_exactly() {
        for paper in [A4, LETTER] {
            let t = tile(406.0, 406.0, paper).unwrap();
            let last = t.tiles.last().unwrap();
            assert!(last.x + t.part_width >= t.page_width && last.y + t.part_height >= t.page_height);
            for a in &t.tiles {
                for b in &t.tiles {
                    if b.row == a.row && b.column == a.column + 1 {
                        assert!((a.x + t.part_width - b.x - OVERLAP).abs() < 1e-9, "{a:?} {b:?}");
                    }
                    if b.column == a.column && b.row == a.row + 1 {
                        assert!((a.y + t.part_height - b.y - OVERLAP).abs() < 1e-9, "{a:?} {b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_part_fits_its_paper_inside_the_margins() {
        for (w, h) in [(400.0, 400.0), (600.0, 300.0), (150.0, 250.0), (1000.0, 700.0)] {
            for paper in [A4, LETTER] {
                let t = tile(w, h, paper).unwrap();
                assert!(t.left >= MARGIN - 1e-9 && t.left + t.part_width <= t.width - MARGIN + 1e-9, "{w}x{h}");
                assert!(t.top + t.part_height + LABEL <= t.height - MARGIN + 1e-9, "{w}x{h}");
                for tile in &t.tiles {
                    for m in tile.cuts.iter().chain(&tile.ticks) {
                        // Ends in the margins; a cut's line may follow the part's edge.
                        for (x, y) in [(m.x1, m.y1), (m.x2, m.y2)] {
                            assert!(x >= 0.0 && y >= 0.0 && x <= t.width && y <= t.height, "{m:?}");
                            let inside =
                                x > t.left && x < t.left + t.part_width && y > t.top && y < t.top + t.part_height;
                            assert!(!inside, "a mark over the part: {m:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_cut_runs_along_the_whole_edge_that_lies_over_a_neighbour() {
        let t = tile(600.0, 420.0, A4).unwrap();
        assert!(t.columns > 1 && t.rows > 1);
        let (bottom, right) = (t.top + t.part_height, t.left + t.part_width);
        for tile in &t.tiles {
            let along_left =
                tile.cuts.iter().any(|m| m.x1 == t.left && m.x2 == t.left && m.y1 < t.top && m.y2 > bottom);
            let along_top = tile.cuts.iter().any(|m| m.y1 == t.top && m.y2 == t.top && m.x1 < t.left && m.x2 > right);
            assert_eq!((along_left, along_top), (tile.column > 0, tile.row > 0), "{}", tile.label);
        }
    }

    #[test]
    fn lengths_are_tenths_of_a_millimetre() {
        let t = tile(403.0, 397.0, LETTER).unwrap();
        let tenth = |v: f64| ((v * 10.0).round() - v * 10.0).abs() < 1e-6;
        assert!(tenth(t.left) && tenth(t.top) && tenth(t.part_width) && tenth(t.part_height));
        assert!(t.tiles.iter().all(|x| tenth(x.x) && tenth(x.y)));
    }
}
