//! Card faces: the box's 54 cards, PNG sizes at the theme's resolution, standalone SVGs,
//! reproducible files, the manifest, and text that must fit.

use crate::common;

use crate::common::temp_dir;

use scriptorium::build::{BuildOptions, build_print_files};
use scriptorium::content::PackSource;
use scriptorium::games::guyenne::faces::catalogue;
use scriptorium::render::raster::pixels;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use typst::layout::{Abs, Frame, FrameItem, Point, Transform};

fn repo() -> PackSource {
    PackSource::Dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

fn build(pack: &PackSource, langs: &[&str], out: &Path) -> Result<scriptorium::build::BuildReport, String> {
    build_parts(pack, langs, out, false)
}

fn build_parts(
    pack: &PackSource,
    langs: &[&str],
    out: &Path,
    sheets: bool,
) -> Result<scriptorium::build::BuildReport, String> {
    let opts = BuildOptions {
        games: vec!["guyenne".into()],
        languages: langs.iter().map(|l| l.to_string()).collect(),
        out: out.to_path_buf(),
        cards: true,
        sheets,
        rulebook: false,
        edition: None,
        emit_typst: false,
        strict: false,
        draft: false,
        proof: false,
        cache: false,
        keep_caches: false,
    };
    build_print_files(pack, &opts, &scriptorium::build::Quiet).map_err(|e| e.to_string())
}

#[test]
fn the_box_has_54_cards_as_game_toml_says() {
    let def = common::game_def();
    let (cards, faces) = catalogue(&def);
    let total: u32 = cards.iter().map(|c| c.copies).sum();
    assert_eq!(total, 54, "R1: 6 castles, 2 x 22 action cards, 1 first-player card, 3 summaries");
    let copies = |id: &str| cards.iter().find(|c| c.id == id).map(|c| c.copies);
    assert_eq!(copies("english-2"), Some(12));
    assert_eq!(copies("french-5"), Some(2));
    assert_eq!(copies("french-hero"), Some(1));
    assert_eq!(copies("castle-keep"), Some(1));
    for c in &cards {
        assert!(faces.iter().any(|f| f.id == c.front), "{}: front {} is drawn", c.id, c.front);
        assert!(faces.iter().any(|f| f.id == c.back), "{}: back {} is drawn", c.id, c.back);
    }
}

#[test]
fn faces_are_pngs_at_300_dpi_and_svgs_without_fonts() {
    let out = temp_dir("faces");
    let report = build(&repo(), &["en"], &out).unwrap();
    let def = common::game_def();
    let t = &def.meta.theme;
    let (w, h) = (pixels(t.card_width + 2.0 * t.bleed, t.dpi), pixels(t.card_height + 2.0 * t.bleed, t.dpi));
    assert_eq!((w, h), (815, 1110), "69 x 94 mm at 300 dpi");
    let mut pngs = 0;
    for file in &report.manifest.files {
        let bytes = std::fs::read(out.join(&file.path)).unwrap();
        let hash: String = Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hash, file.sha256, "{}: the manifest's sha256", file.path);
        if file.kind == "card-png" {
            let size = (
                u32::from_be_bytes(bytes[16..20].try_into().unwrap()),
                u32::from_be_bytes(bytes[20..24].try_into().unwrap()),
            );
            assert_eq!(size, (w, h), "{}", file.path);
            pngs += 1;
        }
        if file.kind == "card-svg" {
            let svg = String::from_utf8(bytes).unwrap();
            let root = &svg[..svg.find('>').unwrap()];
            assert!(root.contains(" width=\"69mm\"") && root.contains(" height=\"94mm\""), "{}: {root}", file.path);
            assert!(!svg.contains("<text"), "{}: text is converted to paths", file.path);
        }
    }
    assert_eq!(pngs, catalogue(&def).1.len());
    let en_cards: u32 = report.manifest.cards.iter().filter(|c| c.language == "en").map(|c| c.copies).sum();
    assert_eq!(en_cards, 54);
}

#[test]
fn two_builds_give_identical_files() {
    let (a, b) = (temp_dir("det-a"), temp_dir("det-b"));
    let ra = build_parts(&repo(), &["de"], &a, true).unwrap();
    let rb = build_parts(&repo(), &["de"], &b, true).unwrap();
    assert!(ra.manifest.files.iter().any(|f| f.path.ends_with("print-and-play-printshop.pdf")));
    assert_eq!(ra.manifest, rb.manifest);
    for file in &ra.manifest.files {
        assert_eq!(
            std::fs::read(a.join(&file.path)).unwrap(),
            std::fs::read(b.join(&file.path)).unwrap(),
            "{}",
            file.path
        );
    }
}

#[test]
fn a_summary_that_overflows_fails_the_build_naming_card_and_language() {
    let root = temp_dir("overflow-pack");
    let src = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The whole pack, as every build checks every locale.
    common::copy_pack(&root);
    let es = std::fs::read_to_string(src.join("locales/es/guyenne.ftl")).unwrap();
    let long = "summary-2-body =\n".to_string()
        + &"    • Una frase larga que no cabe en ninguna carta del juego.\n".repeat(30);
    let start = es.find("summary-2-body").unwrap();
    let end = es[start..].find("\nsummary-3-title").map_or(es.len(), |i| start + i + 1);
    std::fs::write(root.join("locales/es/guyenne.ftl"), format!("{}{}{}", &es[..start], long, &es[end..])).unwrap();
    let out = temp_dir("overflow-out");
    let err = build(&PackSource::Dir(root.to_path_buf()), &["es"], &out).unwrap_err();
    assert!(err.contains("card summary-2") && err.contains("overflows"), "{err}");
    let line = format!("locales/es/guyenne.ftl:{}:1", es[..start].lines().count() + 1);
    assert!(err.contains(&line), "names the file and line of the message: {err}");
    assert!(!out.join("manifest.json").exists(), "a failed build writes nothing");
}

#[test]
fn nothing_is_written_outside_the_output_folder() {
    let out = temp_dir("inside");
    assert!(scriptorium::output::inside(&out, "../escape.png").is_err());
    assert!(scriptorium::output::inside(&out, "/etc/passwd").is_err());
    assert!(scriptorium::output::inside(&out, "guyenne/fr/cards/x.png").is_ok());
}

/// Every glyph run the face template sets lies inside the safe zone, measured on the laid-out
/// pages (turned texts included), in every language.
#[test]
fn every_text_stays_inside_the_safe_zone() {
    let def = common::game_def();
    let t = &def.meta.theme;
    let (lo_x, hi_x) = (t.bleed + t.safe, t.bleed + t.card_width - t.safe);
    let (lo_y, hi_y) = (t.bleed + t.safe, t.bleed + t.card_height - t.safe);
    let mut checked = 0;
    for lang in ["fr", "en", "de", "es"] {
        let (ids, document) = scriptorium::build::face_document(&PackSource::Embedded, "guyenne", lang).unwrap();
        for (id, page) in ids.iter().zip(document.pages()) {
            let mut texts = Vec::new();
            collect_texts(&page.frame, Transform::identity(), &mut texts);
            checked += texts.len();
            for (x0, y0, x1, y1) in texts {
                assert!(
                    x0 >= lo_x - 0.05 && x1 <= hi_x + 0.05 && y0 >= lo_y - 0.05 && y1 <= hi_y + 0.05,
                    "{lang} {id}: text at ({x0:.1}, {y0:.1})-({x1:.1}, {y1:.1}) leaves the safe zone"
                );
            }
        }
    }
    assert!(checked > 200, "only {checked} texts were found");
}

/// The boxes (x0, y0, x1, y1, in millimetres) of the text runs of a frame: from the baseline,
/// the font's ascender above and descender below.
fn collect_texts(frame: &Frame, ts: Transform, out: &mut Vec<(f64, f64, f64, f64)>) {
    for (pos, item) in frame.items() {
        let here = ts.pre_concat(Transform::translate(pos.x, pos.y));
        match item {
            FrameItem::Group(g) => collect_texts(&g.frame, here.pre_concat(g.transform), out),
            FrameItem::Text(text) => {
                let metrics = text.font.metrics();
                let (up, down) = (text.size * metrics.ascender.get(), text.size * -metrics.descender.get());
                let corners = [Point::new(Abs::zero(), -up), Point::new(text.width(), down)]
                    .map(|p| p.transform(here))
                    .map(|p| (p.x.to_mm(), p.y.to_mm()));
                let (a, b) = (corners[0], corners[1]);
                out.push((a.0.min(b.0), a.1.min(b.1), a.0.max(b.0), a.1.max(b.1)));
            }
            _ => {}
        }
    }
}

#[test]
fn a_font_that_is_not_built_in_is_refused() {
    let root = temp_dir("font-pack");
    common::copy_pack(&root);
    let toml = std::fs::read_to_string(root.join("content/guyenne/game.toml")).unwrap();
    std::fs::write(root.join("content/guyenne/game.toml"), toml.replace("\"Libertinus Serif\"", "\"Comic Sans\""))
        .unwrap();
    let err = build(&PackSource::Dir(root.to_path_buf()), &["fr"], &temp_dir("font-out")).unwrap_err();
    assert!(err.contains("theme.font \"Comic Sans\"") && err.contains("Libertinus Serif"), "{err}");
}

/// Card sizes are data: the same templates lay out mini (44 × 63 mm) and tarot (70 × 120 mm)
/// cards, every text still measured in its box, the files at the new size.
#[test]
fn mini_and_tarot_cards_lay_out_without_a_code_change() {
    for (w, h) in [(44.0, 63.0), (70.0, 120.0)] {
        let root = temp_dir(&format!("size-{w}"));
        common::copy_pack(&root);
        let toml = root.join("content/guyenne/game.toml");
        let text = std::fs::read_to_string(&toml).unwrap();
        let changed = text
            .replace("card_width = 63.0", &format!("card_width = {w:.1}"))
            .replace("card_height = 88.0", &format!("card_height = {h:.1}"));
        std::fs::write(&toml, changed).unwrap();
        let out = temp_dir(&format!("size-{w}-out"));
        for lang in ["fr", "de"] {
            build(&PackSource::Dir(root.to_path_buf()), &[lang], &out).unwrap_or_else(|e| panic!("{w} × {h} mm: {e}"));
            let png = std::fs::read(out.join(format!("guyenne/{lang}/cards/french-hero.png"))).unwrap();
            let size = (
                u32::from_be_bytes(png[16..20].try_into().unwrap()),
                u32::from_be_bytes(png[20..24].try_into().unwrap()),
            );
            assert_eq!(size, (pixels(w + 6.0, 300), pixels(h + 6.0, 300)), "{w} × {h} mm with 3 mm bleed");
        }
    }
}
