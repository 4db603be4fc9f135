//! Reference images: one face of each kind per game, as the build draws it, and pages of Le rocher
//! des ducs's and Joute's rulebooks with their diagrams (rendered at 100 dpi), compared with the pictures kept
//! in tests/reference/ (a quarter of the resolution, averaged), within a small tolerance. A change of layout, art or text that moves pixels fails here until the new
//! pictures are looked at and accepted: `UPDATE_EXPECT=1 cargo test --release --test all reference::`
//! rewrites them.

use crate::common::{compile_emitted, temp_dir};
use scriptorium::build::{BuildOptions, build_print_files};
use scriptorium::content::PackSource;
use std::path::{Path, PathBuf};

/// Decodes an RGBA PNG: (width, height, pixels).
fn decode(png: &[u8]) -> (usize, usize, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba, "faces are RGBA");
    buf.truncate(info.buffer_size());
    (info.width as usize, info.height as usize, buf)
}

fn encode(w: usize, h: usize, data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(data).unwrap();
    writer.finish().unwrap();
    out
}

/// The image averaged over 4 × 4 blocks.
fn quarter((w, h, data): (usize, usize, Vec<u8>)) -> (usize, usize, Vec<u8>) {
    let (qw, qh) = (w / 4, h / 4);
    let mut out = vec![0u8; qw * qh * 4];
    for y in 0..qh {
        for x in 0..qw {
            for c in 0..4 {
                let mut sum = 0u32;
                for dy in 0..4 {
                    for dx in 0..4 {
                        sum += data[((y * 4 + dy) * w + x * 4 + dx) * 4 + c] as u32;
                    }
                }
                out[(y * qw + x) * 4 + c] = (sum / 16) as u8;
            }
        }
    }
    (qw, qh, out)
}

/// Compares each face's PNG in `cards` with its reference in tests/reference/<game>/; returns the
/// faces that differ, with their mean difference (0–255 per channel).
fn compare(cards: &Path, game: &str, faces: &[&str]) -> Vec<String> {
    let pngs: Vec<(String, Vec<u8>)> =
        faces.iter().map(|f| (f.to_string(), std::fs::read(cards.join(format!("{f}.png"))).unwrap())).collect();
    compare_pngs(game, &pngs)
}

/// Compares each named PNG with tests/reference/<game>/<name>.png; returns those that differ.
fn compare_pngs(game: &str, pngs: &[(String, Vec<u8>)]) -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference").join(game);
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failed = Vec::new();
    for (face, png) in pngs {
        let (w, h, got) = quarter(decode(png));
        let file = dir.join(format!("{face}.png"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&file, encode(w, h, &got)).unwrap();
            continue;
        }
        let Ok(bytes) = std::fs::read(&file) else {
            failed.push(format!("{face}: no reference {} (UPDATE_EXPECT=1 writes it)", file.display()));
            continue;
        };
        let (rw, rh, want) = decode(&bytes);
        if (rw, rh) != (w, h) {
            failed.push(format!("{face}: {w} × {h} pixels, the reference {rw} × {rh}"));
            continue;
        }
        let diff: u64 = got.iter().zip(&want).map(|(a, b)| a.abs_diff(*b) as u64).sum();
        let mean = diff as f64 / got.len() as f64;
        // Anti-aliasing may move by a fraction of a pixel between machines; a moved text or
        // picture changes far more.
        if mean > 1.0 {
            failed.push(format!("{face}: mean difference {mean:.2} / 255"));
        }
    }
    failed
}

fn build_cards(pack: &PackSource, game: &str, lang: &str, out: &Path) {
    let mut opts = BuildOptions::all(out.to_path_buf());
    (opts.games, opts.languages, opts.sheets, opts.rulebook) = (vec![game.into()], vec![lang.into()], false, false);
    build_print_files(pack, &opts, &scriptorium::build::Quiet).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn guyenne_faces_look_as_accepted() {
    let out = temp_dir("reference-guyenne");
    build_cards(&PackSource::Dir(PathBuf::from(env!("CARGO_MANIFEST_DIR"))), "guyenne", "en", &out);
    let faces = [
        "castle-postern",
        "castle-back",
        "english-3",
        "english-hero",
        "french-hero",
        "french-back",
        "first-player-english",
        "summary-1",
        "summary-back",
    ];
    let failed = compare(&out.join("guyenne/en/cards"), "guyenne", &faces);
    assert!(failed.is_empty(), "faces differ from tests/reference/guyenne/:\n{}", failed.join("\n"));
}

#[test]
fn a_new_games_faces_look_as_accepted() {
    let dir = temp_dir("reference-new");
    let pack = dir.join("pack");
    scriptorium::games::plain::scaffold(&pack, "trio").unwrap();
    let out = dir.join("out");
    build_cards(&PackSource::Dir(pack), "trio", "en", &out);
    let failed = compare(&out.join("trio/en/cards"), "starter", &["fire", "back"]);
    assert!(failed.is_empty(), "faces differ from tests/reference/starter/:\n{}", failed.join("\n"));
}

#[test]
fn rocher_des_ducs_faces_look_as_accepted() {
    let out = temp_dir("reference-rocher");
    build_cards(&PackSource::Dir(PathBuf::from(env!("CARGO_MANIFEST_DIR"))), "rocher-des-ducs", "en", &out);
    let faces =
        ["warrior-G3", "warrior-R7", "back-bretons", "hero-nordoard", "hero-gabriel", "back-heroes", "summary-2"];
    let failed = compare(&out.join("rocher-des-ducs/en/cards"), "rocher-des-ducs", &faces);
    assert!(failed.is_empty(), "faces differ from tests/reference/rocher-des-ducs/:\n{}", failed.join("\n"));
}

#[test]
fn joute_faces_look_as_accepted() {
    let out = temp_dir("reference-joute");
    build_cards(&PackSource::Dir(PathBuf::from(env!("CARGO_MANIFEST_DIR"))), "joute", "en", &out);
    let faces = ["hauberk", "squire", "fever", "back", "summary-1", "summary-2"];
    let failed = compare(&out.join("joute/en/cards"), "joute", &faces);
    assert!(failed.is_empty(), "faces differ from tests/reference/joute/:\n{}", failed.join("\n"));
}

#[test]
fn joute_rulebook_pages_look_as_accepted() {
    // A whole turn, and two knights on space 40 (a squire's help), as typeset in French.
    let pngs = rulebook_pages("joute", "fr", &[6, 11], 100.0);
    let failed = compare_pngs("joute", &pngs);
    assert!(failed.is_empty(), "rulebook pages differ from tests/reference/joute/:\n{}", failed.join("\n"));
}

/// Pages of a rulebook as the build typesets them, rendered at `dpi`: the build's Typst sources
/// (`--emit-typst`) compiled again and drawn by typst-render.
fn rulebook_pages(game: &str, lang: &str, pages: &[usize], dpi: f32) -> Vec<(String, Vec<u8>)> {
    let out = temp_dir(&format!("reference-rulebook-{game}-{lang}"));
    let mut opts = BuildOptions::all(out.to_path_buf());
    (opts.games, opts.languages, opts.cards, opts.sheets) = (vec![game.into()], vec![lang.into()], false, false);
    opts.emit_typst = true;
    build_print_files(&PackSource::Dir(PathBuf::from(env!("CARGO_MANIFEST_DIR"))), &opts, &scriptorium::build::Quiet)
        .unwrap_or_else(|e| panic!("{e}"));
    let (document, _) = compile_emitted(&out.join(format!("typst/{game}/{lang}/rulebook")));
    pages
        .iter()
        .map(|&n| {
            let page = &document.pages()[n - 1];
            let options = typst_render::RenderOptions {
                pixel_per_pt: typst::utils::Scalar::new(dpi as f64 / 72.0),
                render_bleed: false,
            };
            let png = typst_render::render(page, &options).encode_png().unwrap();
            (format!("rulebook-{lang}-page{n}"), png)
        })
        .collect()
}

#[test]
fn rocher_des_ducs_rulebook_pages_look_as_accepted() {
    // Pages with the formations and ties, the victories, and the heroes' table, as typeset in
    // French.
    let pngs = rulebook_pages("rocher-des-ducs", "fr", &[7, 12, 17], 100.0);
    let failed = compare_pngs("rocher-des-ducs", &pngs);
    assert!(failed.is_empty(), "rulebook pages differ from tests/reference/rocher-des-ducs/:\n{}", failed.join("\n"));
}
