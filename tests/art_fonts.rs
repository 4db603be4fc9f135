//! A designer's own pictures and fonts (content/<game>/art/, content/<game>/fonts/), and texts
//! measured in their boxes: a picture replaces the drawn art of its name, a font of the game is
//! used, an unknown font or a text too long for its box is an error with its place.

use crate::common;

use crate::common::temp_dir;
use scriptorium::build::{BuildOptions, build_print_files};
use scriptorium::content::PackSource;
use std::path::Path;

fn build(root: &Path, lang: &str, out: &Path) -> Result<scriptorium::build::BuildReport, String> {
    let mut opts = BuildOptions::all(out.to_path_buf());
    (opts.languages, opts.sheets, opts.rulebook) = (vec![lang.into()], false, false);
    build_print_files(&PackSource::Dir(root.to_path_buf()), &opts, &scriptorium::build::Quiet)
        .map_err(|e| e.to_string())
}

/// The colour of a PNG's pixel at (x, y), as (r, g, b).
fn pixel(png: &[u8], x: usize, y: usize) -> (u8, u8, u8) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let i = (y * info.width as usize + x) * 4;
    (buf[i], buf[i + 1], buf[i + 2])
}

#[test]
fn a_designer_picture_replaces_the_drawn_art_of_its_name() {
    let root = temp_dir("art-pack");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/art")).unwrap();
    let green = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30mm\" height=\"36mm\" viewBox=\"0 0 30 36\">\
                 <rect width=\"30\" height=\"36\" fill=\"#00ff00\"/></svg>";
    std::fs::write(root.join("content/guyenne/art/english-arms.svg"), green).unwrap();
    let out = temp_dir("art-out");
    build(&root, "en", &out).unwrap();
    let centre = |face: &str| {
        let png = std::fs::read(out.join(format!("guyenne/en/cards/{face}.png"))).unwrap();
        pixel(&png, 815 / 2, 1110 / 2)
    };
    assert_eq!(centre("english-back"), (0, 255, 0), "the English back shows the designer's arms");
    assert_eq!(centre("first-player-english"), (0, 255, 0), "so does the first-player card");
    assert_ne!(centre("french-back"), (0, 255, 0), "the French arms are still drawn");
}

#[test]
fn a_file_in_art_that_is_not_a_picture_is_reported_with_its_path() {
    let root = temp_dir("art-bad-pack");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/art")).unwrap();
    std::fs::write(root.join("content/guyenne/art/lion.svg"), "not a picture").unwrap();
    std::fs::write(root.join("content/guyenne/art/notes.txt"), "to do").unwrap();
    let err = build(&root, "en", &temp_dir("art-bad-out")).unwrap_err();
    assert!(err.contains("content/guyenne/art/lion.svg") && err.contains("not a valid SVG"), "{err}");
    assert!(err.contains("content/guyenne/art/notes.txt") && err.contains("not .txt"), "{err}");
}

/// A PNG of `w` × `h` pixels that holds only its header (IHDR), an empty start of image data and
/// its end: what a reader sees first.
fn png_header(w: u32, h: u32) -> Vec<u8> {
    fn crc(bytes: &[u8]) -> u32 {
        let mut c = 0xffff_ffffu32;
        for &b in bytes {
            c ^= u32::from(b);
            for _ in 0..8 {
                c = if c & 1 == 1 { 0xedb8_8320 ^ (c >> 1) } else { c >> 1 };
            }
        }
        !c
    }
    let chunk = |kind: &[u8], data: &[u8]| {
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        let mut out = (data.len() as u32).to_be_bytes().to_vec();
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc(&body).to_be_bytes());
        out
    };
    let mut ihdr = w.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
    [
        b"\x89PNG\r\n\x1a\n".to_vec(),
        chunk(b"IHDR", &ihdr),
        chunk(b"IDAT", &[0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]),
        chunk(b"IEND", &[]),
    ]
    .concat()
}

#[test]
fn a_picture_of_too_many_pixels_is_refused_with_its_size_before_it_is_decoded() {
    // A 50 000 × 50 000 PNG of 300 KB took 2.5 GB and over 120 s to resample.
    let root = temp_dir("art-huge-pack");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/art")).unwrap();
    std::fs::write(root.join("content/guyenne/art/english-arms.png"), png_header(50_000, 50_000)).unwrap();
    let err = build(&root, "en", &temp_dir("art-huge-out")).unwrap_err();
    assert!(err.contains("content/guyenne/art/english-arms.png"), "{err}");
    assert!(err.contains("50000 × 50000 pixels (2500 million)"), "{err}");
}

#[test]
fn a_cut_jpeg_is_refused_at_its_path_not_printed_as_a_grey_box() {
    let mut jpeg = Vec::new();
    let picture = image::RgbImage::from_fn(64, 64, |x, y| image::Rgb([x as u8 * 4, y as u8 * 4, 128]));
    picture.write_to(&mut std::io::Cursor::new(&mut jpeg), image::ImageFormat::Jpeg).unwrap();
    // Its headers only: no image data, no end marker.
    let sos = jpeg.windows(2).position(|w| w == [0xff, 0xda]).expect("a scan");
    let root = temp_dir("art-cut-pack");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/art")).unwrap();
    std::fs::write(root.join("content/guyenne/art/english-arms.jpg"), &jpeg[..sos]).unwrap();
    let err = build(&root, "en", &temp_dir("art-cut-out")).unwrap_err();
    assert!(err.contains("content/guyenne/art/english-arms.jpg") && err.contains("a broken JPEG picture"), "{err}");
}

/// DejaVu Sans Mono (built in) under another family name, so that only the game's fonts/ folder
/// can provide it: its name strings are rewritten in place, same length.
fn renamed_font() -> Vec<u8> {
    let data = typst_assets::fonts().find(|f| f.windows(16).any(|w| w == b"DejaVu Sans Mono")).unwrap().to_vec();
    let utf16 = |s: &str| s.encode_utf16().flat_map(|u| u.to_be_bytes()).collect::<Vec<u8>>();
    let mut out = data.clone();
    for (from, to) in [
        (b"DejaVu Sans Mono".to_vec(), b"Scriptorium Zeta".to_vec()),
        (utf16("DejaVu Sans Mono"), utf16("Scriptorium Zeta")),
    ] {
        let mut i = 0;
        while i + from.len() <= out.len() {
            if out[i..i + from.len()] == from[..] {
                out[i..i + from.len()].copy_from_slice(&to);
                i += from.len();
            } else {
                i += 1;
            }
        }
    }
    out
}

#[test]
fn a_font_of_the_game_folder_sets_the_faces() {
    let root = temp_dir("font-own-pack");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/fonts")).unwrap();
    std::fs::write(root.join("content/guyenne/fonts/zeta.ttf"), renamed_font()).unwrap();
    let toml = root.join("content/guyenne/game.toml");
    let text = std::fs::read_to_string(&toml).unwrap();
    std::fs::write(&toml, text.replace("font = \"Libertinus Serif\"", "font = \"Scriptorium Zeta\"")).unwrap();
    let (_, document) =
        scriptorium::build::face_document(&PackSource::Dir(root.to_path_buf()), "guyenne", "en").unwrap();
    let mut families = std::collections::BTreeSet::new();
    fonts_of(&document.pages()[0].frame, &mut families);
    assert_eq!(families.into_iter().collect::<Vec<_>>(), ["Scriptorium Zeta"], "the castle card's texts");
    // Every text is measured in this font: the rules-summary cards, written to fill their card in
    // Libertinus Serif, overflow in a wide monospace font, and the build says which text and where.
    let err = build(&root, "en", &temp_dir("font-own-out")).unwrap_err();
    assert!(err.contains("summary-2-body") && err.contains("overflows its box"), "{err}");
    assert!(err.contains("locales/en/guyenne.ftl:"), "{err}");
}

/// DejaVu Sans Mono whose character map's last group (format 12) is stretched to U+3FFFFFFF: a
/// font of 700 KB that made Typst list a billion characters (8 GB).
fn stretched_font() -> Vec<u8> {
    let mut font = typst_assets::fonts().find(|f| f.windows(16).any(|w| w == b"DejaVu Sans Mono")).unwrap().to_vec();
    let u16_at = |b: &[u8], at: usize| u16::from_be_bytes([b[at], b[at + 1]]) as usize;
    let u32_at = |b: &[u8], at: usize| u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]) as usize;
    let cmap = (0..u16_at(&font, 4))
        .map(|i| 12 + 16 * i)
        .find(|&r| &font[r..r + 4] == b"cmap")
        .map(|r| u32_at(&font, r + 8))
        .expect("a cmap table");
    let format12 = (0..u16_at(&font, cmap + 2))
        .map(|r| cmap + u32_at(&font, cmap + 4 + r * 8 + 4))
        .find(|&sub| u16_at(&font, sub) == 12)
        .expect("a format 12 subtable");
    let groups = u32_at(&font, format12 + 12);
    let last_end = format12 + 16 + (groups - 1) * 12 + 4;
    font[last_end..last_end + 4].copy_from_slice(&0x3fff_ffffu32.to_be_bytes());
    font
}

#[test]
fn a_font_claiming_a_billion_characters_is_refused_at_its_file() {
    let root = temp_dir("font-stretched-pack");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/fonts")).unwrap();
    std::fs::write(root.join("content/guyenne/fonts/stretched.ttf"), stretched_font()).unwrap();
    let started = std::time::Instant::now();
    let err = build(&root, "en", &temp_dir("font-stretched-out")).unwrap_err();
    assert!(err.contains("content/guyenne/fonts/stretched.ttf"), "named: {err}");
    assert!(err.contains("claims characters up to U+3FFFFFFF"), "{err}");
    assert!(started.elapsed() < std::time::Duration::from_secs(30), "refused before Typst reads it");
}

fn fonts_of(frame: &typst::layout::Frame, out: &mut std::collections::BTreeSet<String>) {
    for (_, item) in frame.items() {
        match item {
            typst::layout::FrameItem::Group(g) => fonts_of(&g.frame, out),
            typst::layout::FrameItem::Text(t) => {
                out.insert(t.font.info().family.clone());
            }
            _ => {}
        }
    }
}

#[test]
fn a_file_in_fonts_that_is_not_a_font_is_reported() {
    let root = temp_dir("font-bad-pack");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/fonts")).unwrap();
    std::fs::write(root.join("content/guyenne/fonts/broken.ttf"), "not a font").unwrap();
    std::fs::write(root.join("content/guyenne/fonts/web.woff2"), "woff").unwrap();
    let err = build(&root, "en", &temp_dir("font-bad-out")).unwrap_err();
    assert!(err.contains("broken.ttf holds no font"), "{err}");
    assert!(err.contains("content/guyenne/fonts/web.woff2") && err.contains("TrueType and OpenType"), "{err}");
}

#[test]
fn a_template_naming_an_unknown_font_is_refused_not_replaced() {
    let root = temp_dir("font-template-pack");
    common::copy_pack(&root);
    let faces = root.join("templates/guyenne/faces.typ");
    let text = std::fs::read_to_string(&faces).unwrap();
    let changed = text.replace("#let castle(f) = {", "#let castle(f) = {\n  set text(font: \"Papyrus\")");
    assert_ne!(text, changed);
    std::fs::write(&faces, changed).unwrap();
    let err = build(&root, "en", &temp_dir("font-template-out")).unwrap_err();
    assert!(err.contains("unknown font family: papyrus") && err.contains("faces.typ"), "{err}");
    assert!(err.contains("Libertinus Serif"), "names the families available: {err}");
}

/// A translated castle name too long for the card is an error at its message, never a name cut
/// at the card's edge.
#[test]
fn a_castle_name_too_long_for_the_card_is_an_error_at_its_message() {
    let root = temp_dir("long-name-pack");
    common::copy_pack(&root);
    let file = root.join("locales/es/guyenne.ftl");
    let text = std::fs::read_to_string(&file).unwrap();
    let changed = text.replace("castle-postern = Poterna", "castle-postern = Poterna de la muralla septentrional");
    std::fs::write(&file, &changed).unwrap();
    let line = changed.lines().position(|l| l.starts_with("castle-postern")).unwrap() + 1;
    let err = build(&root, "es", &temp_dir("long-name-out")).unwrap_err();
    assert!(err.contains("card castle-postern, name (es): the text overflows its box by"), "{err}");
    assert!(err.contains(&format!("locales/es/guyenne.ftl:{line}:1")), "{err}");
}

#[test]
fn pngs_record_their_resolution() {
    let out = temp_dir("phys-out");
    build(Path::new(env!("CARGO_MANIFEST_DIR")), "fr", &out).unwrap();
    let png = std::fs::read(out.join("guyenne/fr/cards/castle-keep.png")).unwrap();
    let reader = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
    let dims = reader.info().pixel_dims.expect("a pHYs chunk");
    assert_eq!((dims.xppu, dims.yppu, dims.unit), (11811, 11811, png::Unit::Meter), "300 dpi");
}
