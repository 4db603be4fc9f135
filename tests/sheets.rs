//! Print sheets: 54 cards per language, every back behind its front for long-edge duplex
//! printing, measured on the laid-out pages Typst produces, and reproducible PDFs.

use crate::common;

use scriptorium::build::BuildOptions;
use scriptorium::content::PackSource;
use scriptorium::games::guyenne::faces::catalogue;
use scriptorium::typeset::sheets::Print;
use scriptorium::typeset::{self, sheets};
use std::collections::BTreeMap;
use std::path::PathBuf;
use typst::layout::{Frame, FrameItem, Point};
use typst_layout::PagedDocument;

/// An image on a page: its alt text and box (x, y, width, height) in millimetres.
type Boxed = (String, f64, f64, f64, f64);

fn images(frame: &Frame, origin: Point, out: &mut Vec<Boxed>) {
    for (pos, item) in frame.items() {
        let at = origin + *pos;
        match item {
            FrameItem::Group(group) => {
                let t = group.transform;
                assert!(t.sx.get() == 1.0 && t.sy.get() == 1.0, "cards are not scaled");
                images(&group.frame, at + Point::new(t.tx, t.ty), out);
            }
            FrameItem::Image(image, size, _) => out.push((
                image.alt().unwrap_or_default().to_string(),
                at.x.to_mm(),
                at.y.to_mm(),
                size.x.to_mm(),
                size.y.to_mm(),
            )),
            _ => {}
        }
    }
}

fn page_images(document: &PagedDocument) -> Vec<Vec<Boxed>> {
    document
        .pages()
        .iter()
        .map(|page| {
            let mut out = Vec::new();
            images(&page.frame, Point::zero(), &mut out);
            out
        })
        .collect()
}

/// Every face of one language as the standalone SVG a build writes (63 × 88 mm plus 3 mm bleed).
fn face_svgs(lang: &str) -> BTreeMap<String, Vec<u8>> {
    let mut opts = BuildOptions::all(PathBuf::from("unused"));
    (opts.games, opts.languages, opts.sheets, opts.rulebook) =
        (vec!["guyenne".into()], vec![lang.into()], false, false);
    let produced = scriptorium::build::produce(&PackSource::Embedded, &opts, &scriptorium::build::Quiet).unwrap();
    produced
        .outputs
        .into_iter()
        .filter(|o| o.kind == "card-svg")
        .map(|o| {
            let face = o.path.rsplit('/').next().unwrap().trim_end_matches(".svg").to_string();
            (face, o.bytes().expect("in memory").to_vec())
        })
        .collect()
}

fn duplex_document(lang: &str, layout: &sheets::Layout) -> PagedDocument {
    sheet_document(lang, layout, 0.0, &face_svgs(lang))
}

/// Typesets a layout with the shared sheet template; `page_bleed` is the print shop's.
fn sheet_document(
    lang: &str,
    layout: &sheets::Layout,
    page_bleed: f64,
    svgs: &BTreeMap<String, Vec<u8>>,
) -> PagedDocument {
    let pack = PackSource::Embedded;
    let def = common::game_def();
    let t = &def.meta.theme;
    let template = pack.load_template("templates/common/sheets.typ").unwrap();
    let doc = typeset::SheetDoc {
        template: &template,
        title: "test",
        authors: &def.meta.authors,
        lang,
        font: &t.font,
        face_bleed: t.bleed,
        page_bleed,
        alt: &|face| face.to_string(),
        faces: &|face| svgs.get(face).cloned(),
        instructions: None,
    };
    typeset::compile_sheet(&doc, layout).unwrap()
}

fn deck() -> Vec<(String, String)> {
    let (cards, _) = catalogue(&common::game_def());
    cards.iter().flat_map(|c| std::iter::repeat_n((c.front.clone(), c.back.clone()), c.copies as usize)).collect()
}

#[test]
fn every_back_is_behind_its_front_for_long_edge_duplex() {
    for paper in [sheets::A4, sheets::LETTER] {
        let layout = sheets::duplex(&deck(), paper, (63.0, 88.0), &Print::default()).unwrap();
        // An upright sheet turns on its vertical long edge; a landscape one (printed turned onto
        // the paper) on its horizontal long edge.
        let landscape = layout.width > layout.height;
        let per_page = layout.pages[0].cards.len();
        let pages = page_images(&duplex_document("en", &layout));
        assert_eq!(
            pages.len(),
            2 * 54usize.div_ceil(per_page),
            "{}: a page of backs after each page of fronts",
            paper.name
        );
        let mut fronts: BTreeMap<String, u32> = BTreeMap::new();
        for pair in pages.chunks(2) {
            let (front, back) = (&pair[0], &pair[1]);
            assert_eq!(front.len(), back.len());
            for (i, f) in front.iter().enumerate() {
                let b = &back[i];
                *fronts.entry(f.0.clone()).or_default() += 1;
                let (x, y) = if landscape { (f.1, layout.height - f.2 - f.4) } else { (layout.width - f.1 - f.3, f.2) };
                assert!(
                    (b.1 - x).abs() < 0.1 && (b.2 - y).abs() < 0.1,
                    "{}: back of {} at {:.2}, {:.2}, expected {x:.2}, {y:.2}",
                    paper.name,
                    f.0,
                    b.1,
                    b.2
                );
            }
        }
        // Each card of the box, the right number of times.
        let (cards, _) = catalogue(&common::game_def());
        assert_eq!(fronts.values().sum::<u32>(), 54);
        for c in &cards {
            assert_eq!(fronts.get(&c.front).copied().unwrap_or(0), c.copies, "{}", c.id);
        }
    }
}

/// Poker cards on A4: 3 × 3 upright; on US Letter, 9 mm shorter, 3 rows would leave no room for
/// marks above and below, so the sheet is turned: 4 × 2. Either way the grid is centred.
#[test]
fn the_grid_is_centred_with_room_for_marks_on_every_side() {
    for (paper, grid, landscape) in [(sheets::A4, (3, 3), false), (sheets::LETTER, (4, 2), true)] {
        let layout = sheets::duplex(&deck(), paper, (63.0, 88.0), &Print::default()).unwrap();
        assert_eq!(layout.width > layout.height, landscape, "{}", paper.name);
        let cards = &layout.pages[0].cards;
        assert_eq!(cards.len(), grid.0 * grid.1, "{}", paper.name);
        let left = cards.iter().map(|c| c.x).fold(f64::MAX, f64::min);
        let right = layout.width - cards.iter().map(|c| c.x + c.w).fold(0.0, f64::max);
        let top = cards.iter().map(|c| c.y).fold(f64::MAX, f64::min);
        let bottom = layout.height - cards.iter().map(|c| c.y + c.h).fold(0.0, f64::max);
        assert!(
            (left - right).abs() < 1e-6 && (top - bottom).abs() < 1e-6,
            "{}: {left} {right} {top} {bottom}",
            paper.name
        );
        // Each side holds a mark of 4.5 mm, 5 mm from the edge, 1 mm short of the cards.
        assert!(left.min(top) >= 5.0 + 4.5 + 1.0 - 1e-9, "{}: margins {left:.2}, {top:.2}", paper.name);
    }
}

/// The last sheet of a deck that does not fill it has marks for its own rows only.
#[test]
fn a_short_last_page_has_no_marks_for_rows_it_lacks() {
    let layout = sheets::duplex(&deck()[..10], sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    let last = &layout.pages[2];
    assert_eq!(last.cards.len(), 1);
    let bottom = last.cards[0].y + last.cards[0].h;
    let top = last.cards[0].y;
    let length = |m: &sheets::Mark| (m.y2 - m.y1).abs();
    let above = last.marks.iter().filter(|m| m.x1 == m.x2 && m.y2 <= top).map(length).fold(0.0, f64::max);
    let below = last.marks.iter().filter(|m| m.x1 == m.x2 && m.y1 >= bottom).map(length).fold(0.0, f64::max);
    // The marks under the one row are as long as those above it: not drawn on through the rows
    // the sheet does not fill.
    assert!(above > 0.0 && (below - above).abs() < 1e-6, "above {above:.2} mm, below {below:.2} mm");
    for m in &last.marks {
        // No horizontal mark below the one row, and the vertical marks under the grid start at
        // that row.
        assert!(m.y1.min(m.y2) <= bottom + 1.0 + 1e-6 || m.x1 != m.x2, "a mark at {m:?}");
        if m.y1 == m.y2 {
            assert!(m.y1 <= bottom + 1e-6, "a horizontal mark at y {} below the last row", m.y1);
        }
    }
}

#[test]
fn duplex_cards_fit_the_page_with_margins_for_home_printers() {
    for paper in [sheets::A4, sheets::LETTER] {
        let layout = sheets::duplex(&deck(), paper, (63.0, 88.0), &Print::default()).unwrap();
        for page in &layout.pages {
            for c in &page.cards {
                // Inside the 4 mm a home printer cannot reach.
                assert!(c.x >= 4.0 && c.y >= 4.0, "{}: card at {:.1}, {:.1}", paper.name, c.x, c.y);
                assert!(c.x + c.w <= layout.width - 4.0 && c.y + c.h <= layout.height - 4.0);
            }
            // Crop marks stay out of the cards.
            for m in &page.marks {
                for c in &page.cards {
                    let inside = |x: f64, y: f64| {
                        x > c.x + 0.01 && x < c.x + c.w - 0.01 && y > c.y + 0.01 && y < c.y + c.h - 0.01
                    };
                    assert!(!inside(m.x1, m.y1) && !inside(m.x2, m.y2), "a crop mark crosses a card");
                }
            }
        }
    }
}

#[test]
fn gutterfold_backs_mirror_their_fronts_across_the_fold() {
    let layout = sheets::gutterfold(&deck(), sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    let fold = layout.width / 2.0;
    let mut count = 0;
    for page in &layout.pages {
        assert_eq!(page.folds.len(), 1);
        for pair in page.cards.chunks(2) {
            let (f, b) = (&pair[0], &pair[1]);
            assert!(!f.back && b.back);
            assert!((fold - (f.x + f.w)) >= 5.0, "the fold stays 5 mm from the cards");
            assert!((b.x - (2.0 * fold - f.x - f.w)).abs() < 0.01 && (b.y - f.y).abs() < 0.01);
            count += 1;
        }
    }
    assert_eq!(count, 54);
}

#[test]
fn the_same_sheet_gives_the_same_pdf() {
    let layout = sheets::duplex(&deck()[..9], sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    let a = typeset::export_pdf(&duplex_document("fr", &layout), "test").unwrap();
    let b = typeset::export_pdf(&duplex_document("fr", &layout), "test").unwrap();
    assert!(a.starts_with(b"%PDF-"));
    assert!(a == b, "two exports differ");
}

/// Each face is drawn whole at its size with the bleed (69 × 94 mm for a poker card), offset by
/// the bleed: the trim box shows exactly the card, never a face squeezed or cropped to the cell
/// (an image given only its width in a cell of the card's height is cropped by Typst).
#[test]
fn every_face_is_drawn_whole_with_its_bleed_around_the_cell() {
    let layout = sheets::duplex(&deck(), sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    let document = duplex_document("en", &layout);
    let pages = page_images(&document);
    for (page, cells) in pages.iter().zip(&layout.pages) {
        for ((alt, x, y, w, h), c) in page.iter().zip(&cells.cards) {
            assert!((w - 69.0).abs() < 0.05 && (h - 94.0).abs() < 0.05, "{alt}: drawn {w:.2} × {h:.2} mm");
            assert!((x - (c.x - 3.0)).abs() < 0.05 && (y - (c.y - 3.0)).abs() < 0.05, "{alt}: at {x:.2}, {y:.2}");
        }
    }
}

/// An SVG (a face file, or a page exported by typst-svg) drawn at `px_per_mm`.
fn draw(svg: &[u8], px_per_mm: f32) -> resvg::tiny_skia::Pixmap {
    use resvg::usvg;
    // Faces and pages exported by typst-svg draw their text as paths: no font is needed.
    let options = usvg::Options::default();
    let tree = usvg::Tree::from_data(svg, &options).unwrap();
    // usvg sizes in CSS pixels (96 per inch).
    let scale = px_per_mm * 25.4 / 96.0;
    let size = tree.size();
    let mut pixmap =
        resvg::tiny_skia::Pixmap::new((size.width() * scale).round() as u32, (size.height() * scale).round() as u32)
            .unwrap();
    resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    pixmap
}

/// The mean difference (0–255) between a region of `a` at (ax, ay) and one of `b` at (bx, by),
/// `w` × `h` pixels, over the colour channels.
fn difference(
    a: &resvg::tiny_skia::Pixmap,
    (ax, ay): (u32, u32),
    b: &resvg::tiny_skia::Pixmap,
    (bx, by): (u32, u32),
    (w, h): (u32, u32),
) -> f64 {
    let mut total = 0u64;
    for y in 0..h {
        for x in 0..w {
            let p = a.pixel(ax + x, ay + y).unwrap().demultiply();
            let q = b.pixel(bx + x, by + y).unwrap().demultiply();
            total += [p.red().abs_diff(q.red()), p.green().abs_diff(q.green()), p.blue().abs_diff(q.blue())]
                .iter()
                .map(|&d| d as u64)
                .sum::<u64>();
        }
    }
    total as f64 / (w as f64 * h as f64 * 3.0)
}

/// The printed page, not the layout's numbers: the first two pages of every kind of sheet are exported and drawn, and
/// the area inside each card's crop marks must show that face's trim area as its own file draws
/// it. A face shifted by a few millimetres differs by far more than the tolerance.
#[test]
fn the_printed_page_shows_each_face_inside_its_crop_marks() {
    let px = 4.0; // pixels per millimetre (about 100 dpi)
    let faces = face_svgs("en");
    let print = Print::default();
    let card = (63.0, 88.0);
    // Every kind of sheet: duplex A4 and Letter (fronts and backs), gutterfold, print shop.
    let kinds = [
        ("a4", sheets::duplex(&deck(), sheets::A4, card, &print).unwrap(), 0.0),
        ("letter", sheets::duplex(&deck(), sheets::LETTER, card, &print).unwrap(), 0.0),
        ("gutterfold", sheets::gutterfold(&deck(), sheets::A4, card, &print).unwrap(), 0.0),
        ("printshop", sheets::printshop(&deck()[..2], card), 3.0),
    ];
    let to_px = |mm: f64| (mm * px as f64).round() as u32;
    // Inside the trim by 1 mm: antialiased edges and rounding stay out of the comparison.
    let (w, h) = (to_px(63.0 - 2.0), to_px(88.0 - 2.0));
    for (kind, layout, page_bleed) in kinds {
        let document = sheet_document("en", &layout, page_bleed, &faces);
        for (n, laid) in layout.pages.iter().enumerate().take(2) {
            let page_svg = typst_svg::svg(&document.pages()[n], &typst_svg::SvgOptions::default());
            let page = draw(page_svg.as_bytes(), px);
            for c in &laid.cards {
                let face = draw(&faces[&c.face], px);
                let on_page = (to_px(c.x + 1.0), to_px(c.y + 1.0));
                let in_file = (to_px(3.0 + 1.0), to_px(3.0 + 1.0));
                let d = difference(&page, on_page, &face, in_file, (w, h));
                assert!(d < 6.0, "{kind} page {n}, {}: the printed card differs from its face by {d:.1}", c.face);
                // The same comparison 3 mm off must fail, or this test could not see a shift.
                let shifted =
                    difference(&page, on_page, &face, (in_file.0, in_file.1 + to_px(3.0)), (w, h - to_px(3.0)));
                assert!(shifted > 2.0 * d.max(1.0), "{kind}, {}: a 3 mm shift would go unseen ({shifted:.1})", c.face);
            }
        }
    }
}

/// Crop marks a home printer prints and a cutter can follow: at least 4.5 mm long, never within
/// 5 mm of the paper's edge, on A4 and on Letter, and every cut line marked on every side.
#[test]
fn crop_marks_are_long_enough_and_printable_on_both_papers() {
    let print = Print::default();
    for paper in [sheets::A4, sheets::LETTER] {
        let layout = sheets::duplex(&deck(), paper, (63.0, 88.0), &print).unwrap();
        let page = &layout.pages[0];
        assert!(!page.marks.is_empty());
        for m in &page.marks {
            let length = (m.x2 - m.x1).abs() + (m.y2 - m.y1).abs();
            assert!(length >= 4.5 - 1e-9, "{}: a mark {length:.2} mm long", paper.name);
            for (x, y) in [(m.x1, m.y1), (m.x2, m.y2)] {
                assert!(x >= 5.0 - 1e-9 && x <= layout.width - 5.0 + 1e-9, "{}: mark at x {x:.2}", paper.name);
                assert!(y >= 5.0 - 1e-9 && y <= layout.height - 5.0 + 1e-9, "{}: mark at y {y:.2}", paper.name);
            }
        }
        // Each cut line has a mark at both its ends.
        let marks = |v: f64, vertical: bool| {
            page.marks.iter().filter(|m| if vertical { m.x1 == v && m.x2 == v } else { m.y1 == v && m.y2 == v }).count()
        };
        for c in &page.cards {
            for x in [c.x, c.x + c.w] {
                assert_eq!(marks(x, true), 2, "{}: the cut at x {x:.2} has a mark above and below", paper.name);
            }
            for y in [c.y, c.y + c.h] {
                assert_eq!(marks(y, false), 2, "{}: the cut at y {y:.2} has a mark left and right", paper.name);
            }
        }
    }
}

/// A printer that misregisters is corrected by `[theme.print] back_offset`: every back and its
/// marks move by exactly that much, the fronts stay.
#[test]
fn the_back_offset_moves_every_back_and_only_the_backs() {
    let plain = sheets::duplex(&deck(), sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    let print = Print { back_offset: (0.8, -1.2), ..Print::default() };
    let moved = sheets::duplex(&deck(), sheets::A4, (63.0, 88.0), &print).unwrap();
    for (i, (a, b)) in plain.pages.iter().zip(&moved.pages).enumerate() {
        let (dx, dy) = if i % 2 == 1 { (0.8, -1.2) } else { (0.0, 0.0) };
        for (ca, cb) in a.cards.iter().zip(&b.cards) {
            assert!((cb.x - ca.x - dx).abs() < 1e-9 && (cb.y - ca.y - dy).abs() < 1e-9, "page {i}: {}", ca.face);
        }
        for (ma, mb) in a.marks.iter().zip(&b.marks) {
            assert!((mb.x1 - ma.x1 - dx).abs() < 1e-9 && (mb.y2 - ma.y2 - dy).abs() < 1e-9, "page {i}: a mark");
        }
    }
}

/// Layout parameters are data: a grid that cannot fit the paper is refused, not squeezed.
#[test]
fn a_grid_that_does_not_fit_the_paper_is_refused() {
    let print = Print { grid: Some((4, 3)), ..Print::default() };
    let err = sheets::duplex(&deck(), sheets::A4, (63.0, 88.0), &print).unwrap_err();
    assert!(err.contains("4 × 3 cards of 63 × 88 mm do not fit on a4"), "{err}");
    let two = Print { grid: Some((2, 2)), ..Print::default() };
    let layout = sheets::duplex(&deck(), sheets::A4, (63.0, 88.0), &two).unwrap();
    assert_eq!(layout.pages[0].cards.len(), 4);
}

/// The pages a folded stack of booklet sheets shows, in reading order: the outer sheet's front
/// right half is the cover; reading on, each sheet's back left, then the next sheet in; past the
/// middle, back out through the right halves of the backs and the left halves of the fronts.
fn reading_order(sides: &[[Option<usize>; 2]]) -> Vec<Option<usize>> {
    let sheets = sides.len() / 2;
    let mut out = Vec::new();
    for s in 0..sheets {
        out.push(sides[2 * s][1]);
        out.push(sides[2 * s + 1][0]);
    }
    for s in (0..sheets).rev() {
        out.push(sides[2 * s + 1][1]);
        out.push(sides[2 * s][0]);
    }
    out
}

/// Saddle-stitch order: folded and nested, the sheets read 1, 2, 3… to the end, and a book that
/// is not a multiple of 4 pages gets blank pages at its end.
#[test]
fn booklet_sheets_fold_into_the_book_in_order() {
    for pages in [4, 8, 16, 17, 20] {
        let sides = sheets::booklet(pages);
        assert_eq!(sides.len(), pages.div_ceil(4) * 2, "{pages} pages: two sides per sheet");
        let read = reading_order(&sides);
        let want: Vec<Option<usize>> = (1..=pages.div_ceil(4) * 4).map(|p| (p <= pages).then_some(p)).collect();
        assert_eq!(read, want, "{pages} pages");
    }
}

/// The rulebook's booklet as built: A4 landscape sheets, and on each side the two A5 pages the
/// imposition names, the left one ending and the right one starting at the fold (the middle).
#[test]
fn each_page_of_the_booklet_lands_where_folding_puts_it() {
    let mut opts = BuildOptions::all(PathBuf::from("unused"));
    (opts.languages, opts.cards, opts.sheets) = (vec!["en".into()], false, false);
    let produced = scriptorium::build::produce(&PackSource::Embedded, &opts, &scriptorium::build::Quiet).unwrap();
    let find = |kind: &str| produced.outputs.iter().find(|o| o.kind == kind).unwrap_or_else(|| panic!("no {kind}"));
    let (book, booklet) = (find("rulebook"), find("rulebook-booklet"));
    assert!(booklet.path.ends_with("guyenne/en/rulebook-booklet-a4.pdf"), "{}", booklet.path);
    let pages = pdf_extract::extract_text_from_mem_by_pages(book.bytes().unwrap()).unwrap().len();
    let template = PackSource::Embedded.load_template("templates/common/booklet.typ").unwrap();
    let sizes = vec![(148.0, 210.0); pages];
    let (world, a4) = typeset::booklet_world(&template, "t", &[], book.bytes().unwrap(), &sizes).unwrap();
    assert!(a4);
    let document = typeset::compile(&world, &template.shown).unwrap();
    let sides = sheets::booklet(pages);
    assert_eq!(document.pages().len(), sides.len());
    for (n, (page, side)) in document.pages().iter().zip(&sides).enumerate() {
        let size = page.frame.size();
        assert!((size.x.to_mm() - 297.0).abs() < 0.01 && (size.y.to_mm() - 210.0).abs() < 0.01, "A4 landscape");
        let mut placed: Vec<(f64, usize)> = Vec::new();
        for (pos, item) in page.frame.items() {
            if let FrameItem::Group(g) = item {
                for (inner, item) in g.frame.items() {
                    if let FrameItem::Image(image, _, _) = item
                        && let typst::visualize::ImageKind::Pdf(pdf) = image.kind()
                    {
                        placed.push(((pos.x + inner.x).to_mm(), pdf.page_index() + 1));
                    }
                }
            }
        }
        let want: Vec<(f64, usize)> =
            side.iter().enumerate().filter_map(|(k, p)| p.map(|p| (148.5 - 148.0 + k as f64 * 148.0, p))).collect();
        assert_eq!(placed.len(), want.len(), "side {n}: {placed:?}");
        for ((x, p), (wx, wp)) in placed.iter().zip(&want) {
            assert_eq!(p, wp, "side {n}: page order");
            assert!((x - wx).abs() < 0.1, "side {n}: page {p} at x {x:.2} mm, folding puts it at {wx:.2}");
        }
    }
}

/// The sheet the instructions give as a test of the duplex setting is one where flipping on the
/// wrong edge shows: not a sheet of identical backs, which pass either way.
#[test]
fn the_test_sheet_is_one_where_a_wrong_flip_shows() {
    let card = |front: &str, back: &str| (front.to_string(), back.to_string());
    // Two full sheets of one back, then a sheet mixing two backs.
    let mut deck: Vec<(String, String)> = (0..18).map(|i| card(&format!("a{i}"), "back-a")).collect();
    deck.extend((0..9).map(|i| card(&format!("b{i}"), if i < 3 { "back-b" } else { "back-a" })));
    let layout = sheets::duplex(&deck, sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    assert_eq!(layout.pages.len(), 6);
    assert_eq!(sheets::telling_sheet(&layout), 2);
    // Only full sheets of one back: none tells, the first is given.
    let layout = sheets::duplex(&deck[..18], sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    assert_eq!(sheets::telling_sheet(&layout), 0);
    // A short last sheet tells: its backs turned half round land where no card is.
    let layout = sheets::duplex(&deck[..22], sheets::A4, (63.0, 88.0), &Print::default()).unwrap();
    assert_eq!(sheets::telling_sheet(&layout), 2);
}
