//! Joute's board and tokens as printed. The board's tiles, rendered as a home printer prints them
//! (the build's own Typst sources compiled again and drawn at 10 pixels a millimetre), each show
//! their part of the board, and neighbouring tiles share their overlap pixel for pixel; the
//! print-shop board has its size and bleed; the tokens sheet holds what players cut out.

use crate::common::{compile_emitted, temp_dir};
use scriptorium::build::{BuildOptions, build_print_files};
use scriptorium::content::PackSource;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// 10 pixels a millimetre: the tiles' lengths are tenths of a millimetre, so their parts fall on
/// whole pixels.
const PX_PER_MM: f64 = 10.0;

/// The French print files of Joute with their Typst sources, built once for all the tests.
fn built() -> &'static Path {
    static OUT: OnceLock<PathBuf> = OnceLock::new();
    OUT.get_or_init(|| {
        // Kept for the whole run: the tests read it after this folder's guard is gone.
        let out = temp_dir("joute-print").keep();
        let mut opts = BuildOptions::all(out.clone());
        (opts.games, opts.languages, opts.cards, opts.rulebook) =
            (vec!["joute".into()], vec!["fr".into()], false, false);
        opts.emit_typst = true;
        let pack = PackSource::Dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")));
        build_print_files(&pack, &opts, &scriptorium::build::Quiet).unwrap_or_else(|e| panic!("{e}"));
        out
    })
}

/// The document compiled again from the Typst sources the build emitted.
fn compiled(document: &str) -> (typst_layout::PagedDocument, Vec<(String, Vec<u8>)>) {
    compile_emitted(&built().join(format!("typst/joute/fr/{document}")))
}

/// A page rendered at [`PX_PER_MM`].
fn render(page: &typst_layout::Page) -> resvg::tiny_skia::Pixmap {
    let options = typst_render::RenderOptions {
        pixel_per_pt: typst::utils::Scalar::new(PX_PER_MM * 25.4 / 72.0),
        render_bleed: false,
    };
    typst_render::render(page, &options)
}

/// The pixels of a rectangle (in millimetres) of a pixmap, as RGBA bytes.
fn crop(p: &resvg::tiny_skia::Pixmap, x: f64, y: f64, w: f64, h: f64) -> Vec<u8> {
    let px = |v: f64| (v * PX_PER_MM).round() as u32;
    let (x0, y0, cw, ch) = (px(x), px(y), px(w), px(h));
    let mut out = Vec::with_capacity((cw * ch * 4) as usize);
    for row in y0..y0 + ch {
        let start = ((row * p.width() + x0) * 4) as usize;
        out.extend_from_slice(&p.data()[start..start + (cw * 4) as usize]);
    }
    out
}

/// The mean difference of two crops, per channel, on 0..255.
fn mean_difference(a: &[u8], b: &[u8]) -> f64 {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(x, y)| x.abs_diff(*y) as u64).sum::<u64>() as f64 / a.len() as f64
}

fn tiling(files: &[(String, Vec<u8>)]) -> serde_json::Value {
    let data = &files.iter().find(|(p, _)| p == "/tiles.json").unwrap().1;
    serde_json::from_slice::<serde_json::Value>(data).unwrap()["tiling"].clone()
}

#[test]
fn neighbouring_tiles_share_their_overlap_exactly() {
    for paper in ["a4", "letter"] {
        let (document, files) = compiled(&format!("board-tiles-{paper}"));
        let t = tiling(&files);
        let f = |k: &str| t[k].as_f64().unwrap();
        let (left, top, pw, ph, overlap) = (f("left"), f("top"), f("part_width"), f("part_height"), f("overlap"));
        let tiles = t["tiles"].as_array().unwrap();
        assert_eq!(document.pages().len(), tiles.len() + 1, "a map, then a page per tile");
        let pages: Vec<_> = document.pages()[1..].iter().map(render).collect();
        let at = |row: u64, column: u64| {
            tiles.iter().position(|x| x["row"].as_u64() == Some(row) && x["column"].as_u64() == Some(column))
        };
        let mut pairs = 0;
        for (i, tile) in tiles.iter().enumerate() {
            let (row, column) = (tile["row"].as_u64().unwrap(), tile["column"].as_u64().unwrap());
            // The strip a tile shares with its right neighbour, and with the one below; a pixel
            // in from the clip's edges, where anti-aliasing differs.
            let inset = 0.2;
            if let Some(j) = at(row, column + 1) {
                let mine =
                    crop(&pages[i], left + pw - overlap + inset, top + inset, overlap - 2.0 * inset, ph - 2.0 * inset);
                let theirs = crop(&pages[j], left + inset, top + inset, overlap - 2.0 * inset, ph - 2.0 * inset);
                let d = mean_difference(&mine, &theirs);
                assert!(d < 0.05, "{paper}: tiles {i} and {j} differ by {d:.3} in their shared strip");
                pairs += 1;
            }
            if let Some(j) = at(row + 1, column) {
                let mine =
                    crop(&pages[i], left + inset, top + ph - overlap + inset, pw - 2.0 * inset, overlap - 2.0 * inset);
                let theirs = crop(&pages[j], left + inset, top + inset, pw - 2.0 * inset, overlap - 2.0 * inset);
                let d = mean_difference(&mine, &theirs);
                assert!(d < 0.05, "{paper}: tiles {i} and {j} differ by {d:.3} in their shared strip");
                pairs += 1;
            }
        }
        assert!(pairs >= 3, "{paper}: {pairs} neighbouring pairs");
    }
}

#[test]
fn each_tile_shows_its_own_part_of_the_board() {
    let (document, files) = compiled("board-tiles-a4");
    let t = tiling(&files);
    let f = |k: &str| t[k].as_f64().unwrap();
    let (left, top, pw, ph) = (f("left"), f("top"), f("part_width"), f("part_height"));
    // The board itself, drawn from the picture the tiles show, at the same scale.
    let svg = &files.iter().find(|(p, _)| p == "/page.svg").unwrap().1;
    let tree = resvg::usvg::Tree::from_data(svg, &resvg::usvg::Options::default()).unwrap();
    let (bw, bh) = (f("page_width"), f("page_height"));
    let mut board = resvg::tiny_skia::Pixmap::new((bw * PX_PER_MM) as u32, (bh * PX_PER_MM) as u32).unwrap();
    let scale = (bw * PX_PER_MM) as f32 / tree.size().width();
    resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(scale, scale), &mut board.as_mut());
    for (i, tile) in t["tiles"].as_array().unwrap().iter().enumerate() {
        let page = render(&document.pages()[i + 1]);
        let (x, y) = (tile["x"].as_f64().unwrap(), tile["y"].as_f64().unwrap());
        // The part within the board (the last tiles may reach past its edge).
        let (w, h) = ((bw - x).min(pw) - 1.0, (bh - y).min(ph) - 1.0);
        let printed = crop(&page, left + 0.5, top + 0.5, w, h);
        let expected = crop(&board, x + 0.5, y + 0.5, w, h);
        let d = mean_difference(&printed, &expected);
        assert!(d < 2.0, "tile {i} ({}) differs from its part of the board by {d:.2}", tile["label"]);
        // A tile shifted by a millimetre differs far more: the test can fail.
        let shifted = crop(&board, x + 1.5, y + 0.5, w, h);
        assert!(mean_difference(&printed, &shifted) > 4.0 * d.max(0.5), "tile {i}: a shifted part would pass");
    }
}

#[test]
fn the_print_shop_board_is_the_size_of_game_toml_with_its_bleed() {
    let (document, files) = compiled("board-printshop");
    let page: serde_json::Value =
        serde_json::from_slice(&files.iter().find(|(p, _)| p == "/page.json").unwrap().1).unwrap();
    assert_eq!(page["bleed"].as_f64(), Some(3.0));
    assert_eq!(document.pages().len(), 1);
    let size = document.pages()[0].frame.size();
    // The trim size of game.toml's `board.size`; the bleed is around it.
    assert!((size.x.to_mm() - 400.0).abs() < 0.01 && (size.y.to_mm() - 400.0).abs() < 0.01, "{size:?}");
    let pdf = std::fs::read(built().join("joute/fr/board-printshop.pdf")).unwrap();
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("/TrimBox"), "a print shop needs the trim box");
}

#[test]
fn the_tokens_sheet_holds_a_pawn_and_markers_per_knight_and_a_die_net_on_both_papers() {
    for paper in ["a4", "letter"] {
        let (document, files) = compiled(&format!("tokens-{paper}"));
        assert_eq!(document.pages().len(), 1, "{paper}: one sheet");
        let data: serde_json::Value =
            serde_json::from_slice(&files.iter().find(|(p, _)| p == "/tokens.json").unwrap().1).unwrap();
        assert_eq!(data["knights"].as_array().unwrap().len(), 4);
        assert_eq!(data["die"].as_u64(), Some(6));
        let size = document.pages()[0].frame.size();
        let (w, h) = if paper == "a4" { (210.0, 297.0) } else { (215.9, 279.4) };
        assert!((size.x.to_mm() - w).abs() < 0.01 && (size.y.to_mm() - h).abs() < 0.01, "{paper}: {size:?}");
    }
}

/// What a template says about the sizes it draws (`metadata((scriptorium: "joute-geometry",
/// part: …))`), by part.
fn geometry(document: &typst_layout::PagedDocument, part: &str) -> serde_json::Value {
    use typst::foundations::{Element, Selector};
    use typst::introspection::{Introspector, MetadataElem};
    let selector = Selector::Elem(Element::of::<MetadataElem>(), None);
    document
        .introspector()
        .query(&selector)
        .iter()
        .filter_map(|c| c.to_packed::<MetadataElem>())
        .filter_map(|m| serde_json::to_value(&m.value).ok())
        .find(|v| v["scriptorium"] == "joute-geometry" && v["part"] == part)
        .unwrap_or_else(|| panic!("the template says nothing of its {part}'s sizes"))
}

fn mm(v: &serde_json::Value, key: &str) -> f64 {
    v[key].as_f64().unwrap_or_else(|| panic!("no length {key} in {v}"))
}

#[test]
fn the_pawns_fit_the_spaces_and_four_fit_the_start_and_the_markers_fit_the_scale() {
    let (board, _) = compiled("board-printshop");
    let (tokens, _) = compiled("tokens-a4");
    let (b, t) = (geometry(&board, "board"), geometry(&tokens, "tokens"));
    let (space, start_w, start_h) = (mm(&b, "space"), mm(&b, "start-width"), mm(&b, "start-height"));
    // A standee stands on its base: the figure's width, and the two tabs spread either side.
    let (width, base) = (mm(&t, "pawn-width"), mm(&t, "pawn-base"));
    assert!(width <= 20.0, "a pawn {width:.1} mm wide: at most 20 mm");
    assert!(width < space && base < space, "a pawn of {width:.1} × {base:.1} mm on a space of {space:.1} mm");
    // The four pawns of a game start together: two by two on the Start area.
    let fits = |w: f64, h: f64| 2.0 * width <= w && 2.0 * base <= h;
    assert!(
        fits(start_w, start_h) || fits(start_h, start_w),
        "four pawns of {width:.1} × {base:.1} mm on a Start of {start_w:.1} × {start_h:.1} mm"
    );
    // A marker sits inside a cell of the destiny scale, with a millimetre to spare on each side.
    let (disc, cell, cell_h) = (mm(&t, "marker"), mm(&b, "scale-cell"), mm(&b, "scale-height"));
    assert!(
        disc + 2.0 <= cell && disc + 2.0 <= cell_h,
        "a marker of {disc:.1} mm in a cell of {cell:.1} × {cell_h:.1} mm"
    );
}

#[test]
fn the_tile_seams_cut_neither_the_legend_nor_the_piles_and_fall_between_the_scales_cells() {
    let (board, files) = compiled("board-printshop");
    let b = geometry(&board, "board");
    let data: serde_json::Value =
        serde_json::from_slice(&files.iter().find(|(p, _)| p == "/board.json").unwrap().1).unwrap();
    let seams = |k: &str| data["seams"][k].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect::<Vec<_>>();
    let (xs, ys) = (seams("x"), seams("y"));
    // The seams the template is told are those of the tiles printed.
    for paper in ["a4", "letter"] {
        let (_, files) = compiled(&format!("board-tiles-{paper}"));
        for tile in tiling(&files)["tiles"].as_array().unwrap() {
            let (x, y) = (tile["x"].as_f64().unwrap(), tile["y"].as_f64().unwrap());
            assert!(x == 0.0 || xs.iter().any(|s| (s - x).abs() < 0.05), "{paper}: a seam at x = {x} not told");
            assert!(y == 0.0 || ys.iter().any(|s| (s - y).abs() < 0.05), "{paper}: a seam at y = {y} not told");
        }
    }
    assert!(!xs.is_empty() && !ys.is_empty(), "a 400 mm board takes tiles both ways");
    // A box [x, y, w, h] that no seam crosses, with 2 mm to spare for a trim or a glueing off.
    let boxes = b["boxes"].as_object().unwrap();
    assert!(boxes.contains_key("legend") && boxes.contains_key("pile"), "{boxes:?}");
    for (name, r) in boxes {
        let r: Vec<f64> = r.as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
        for &x in &xs {
            assert!(x < r[0] - 2.0 || x > r[0] + r[2] + 2.0, "the seam at x = {x} cuts the {name} {r:?}");
        }
        for &y in &ys {
            assert!(y < r[1] - 2.0 || y > r[1] + r[3] + 2.0, "the seam at y = {y} cuts the {name} {r:?}");
        }
    }
    // The destiny scale crosses the board: a seam across it runs along a border between two cells.
    let (x0, y0, cell, h, n) =
        (mm(&b, "scale-x"), mm(&b, "scale-y"), mm(&b, "scale-cell"), mm(&b, "scale-height"), mm(&b, "scale-cells"));
    for &x in xs.iter().filter(|&&x| x > x0 && x < x0 + n * cell) {
        let k = ((x - x0) / cell).round();
        assert!((x0 + k * cell - x).abs() < 0.2, "the seam at x = {x} cuts a cell of the destiny scale");
    }
    for &y in &ys {
        assert!(y < y0 - 12.0 || y > y0 + h + 10.0, "the seam at y = {y} cuts the destiny scale or its labels");
    }
}
