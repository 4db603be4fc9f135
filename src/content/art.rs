//! A game's pictures and fonts. Pictures: the art a game's code draws (arms, charges, views
//! ...), each under a name, and the designer's own files of `content/<game>/art/`
//! (`<name>.svg`, `.png` or `.jpg`): a file replaces the drawn art of its name everywhere it
//! appears, and any other file is there for the templates to place. Fonts: the files of
//! `content/<game>/fonts/`, loaded beside the fonts built into scriptorium.

use super::{Diagnostic, PackSource, is_plain_name};
use base64::Engine;
use std::collections::BTreeMap;

/// Art a game's code draws: a standalone SVG under a name, and where it is used (for
/// `scriptorium art`).
#[derive(Clone, Debug)]
pub struct DrawnArt {
    pub name: String,
    pub svg: Vec<u8>,
    pub used: String,
}

/// A picture of `content/<game>/art/`.
#[derive(Clone, Debug)]
pub struct ArtFile {
    pub name: String,
    /// `svg`, `png` or `jpg`.
    pub ext: String,
    pub bytes: Vec<u8>,
    /// The path as messages show it.
    pub shown: String,
}

/// Where a picture of the set comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    Drawn,
    /// The designer's file (as shown), replacing drawn art when `replaces`.
    File {
        shown: String,
        replaces: bool,
    },
}

/// One picture as documents receive it.
#[derive(Clone, Debug)]
pub struct Picture {
    /// Its path in a document's files, e.g. `/art/english-arms.svg`.
    pub path: String,
    pub bytes: Vec<u8>,
    pub origin: Origin,
    /// Where the game uses it (empty for a designer's extra file).
    pub used: String,
}

/// Every picture of a game, by name: what its code draws, with the designer's files on top.
#[derive(Clone, Debug, Default)]
pub struct ArtSet {
    pub pictures: BTreeMap<String, Picture>,
}

impl ArtSet {
    pub fn new(drawn: Vec<DrawnArt>, files: &[ArtFile]) -> ArtSet {
        let mut pictures = BTreeMap::new();
        for a in drawn {
            let path = format!("/art/{}.svg", a.name);
            pictures.insert(a.name, Picture { path, bytes: a.svg, origin: Origin::Drawn, used: a.used });
        }
        for f in files {
            let path = format!("/art/{}.{}", f.name, f.ext);
            let used = pictures.get(&f.name).map(|p| p.used.clone()).unwrap_or_default();
            let replaces = pictures.contains_key(&f.name);
            let origin = Origin::File { shown: f.shown.clone(), replaces };
            pictures.insert(f.name.clone(), Picture { path, bytes: f.bytes.clone(), origin, used });
        }
        ArtSet { pictures }
    }

    /// The files a document needs: every picture at its path.
    pub fn files(&self) -> Vec<(String, Vec<u8>)> {
        self.pictures.values().map(|p| (p.path.clone(), p.bytes.clone())).collect()
    }

    /// Name → path, for a template's data (`data.art`).
    pub fn paths(&self) -> BTreeMap<String, String> {
        self.pictures.iter().map(|(n, p)| (n.clone(), p.path.clone())).collect()
    }

    /// A picture as a `data:` URL, for drawings that embed it (the rulebook's diagrams).
    pub fn data_url(&self, name: &str) -> Option<String> {
        let p = self.pictures.get(name)?;
        let mime = match p.path.rsplit('.').next() {
            Some("png") => "image/png",
            Some("jpg") => "image/jpeg",
            _ => "image/svg+xml",
        };
        Some(format!("data:{mime};base64,{}", base64::engine::general_purpose::STANDARD.encode(&p.bytes)))
    }
}

/// A problem of a file of the pack, without a line.
fn at(pack: &PackSource, rel: &str, message: String, hint: &str) -> Diagnostic {
    Diagnostic::at(&pack.shown(rel), "", 0..0, message).with_hint(hint)
}

/// The files of a folder that holds files only (`art/`, `fonts/`): a folder inside it would be
/// ignored, so each is reported.
fn files_of(pack: &PackSource, dir: &str, shown: &str, problems: &mut Vec<Diagnostic>) -> Vec<String> {
    let (dirs, files) = pack.list(dir);
    for d in dirs {
        let message = format!("a folder inside {shown}: scriptorium would ignore it");
        problems.push(at(pack, &format!("{dir}/{d}"), message, &format!("put its files directly in {shown}")));
    }
    files
}

/// The pictures of `content/<id>/art/`; each problem (a folder, a file of another kind, a name
/// that is not a plain name, a file that is not the picture its extension says) is reported.
pub fn read_art(pack: &PackSource, id: &str, problems: &mut Vec<Diagnostic>) -> Vec<ArtFile> {
    let dir = format!("content/{id}/art");
    let files = files_of(pack, &dir, "art/", problems);
    let at = |rel: &str, message: String, hint: &str| at(pack, rel, message, hint);
    let mut out = Vec::new();
    for f in files {
        let rel = format!("{dir}/{f}");
        let Some((name, ext)) = f.rsplit_once('.') else {
            problems.push(at(&rel, "a file without an extension in art/".into(), "name it <name>.svg, .png or .jpg"));
            continue;
        };
        let ext = match ext.to_ascii_lowercase().as_str() {
            "svg" => "svg",
            "png" => "png",
            "jpg" | "jpeg" => "jpg",
            other => {
                problems.push(at(
                    &rel,
                    format!("art/ holds SVG, PNG and JPEG pictures, not .{other} files"),
                    "convert it to SVG or PNG, or move it out of art/",
                ));
                continue;
            }
        };
        if !is_plain_name(name) {
            problems.push(at(
                &rel,
                format!("{name:?} is not a plain name (lowercase letters, digits and hyphens)"),
                "rename the file, e.g. english-arms.svg",
            ));
            continue;
        }
        if out.iter().any(|a: &ArtFile| a.name == name) {
            problems.push(at(&rel, format!("two pictures are named {name:?}"), "keep one of them"));
            continue;
        }
        let bytes = match pack.read_bytes(&rel) {
            Ok(b) => b,
            Err(d) => {
                problems.push(*d);
                continue;
            }
        };
        if let Err(e) = check_picture(ext, &bytes) {
            problems.push(at(&rel, e, "export the picture again, or replace the file"));
            continue;
        }
        out.push(ArtFile { name: name.to_string(), ext: ext.to_string(), bytes, shown: pack.shown(&rel) });
    }
    out
}

/// The most pixels a PNG or JPEG picture may have: a card's art at 600 dpi has about 3 million,
/// a board at 300 dpi about 50; a 50 000 × 50 000 picture took gigabytes and minutes to resample.
pub const MAX_PIXELS: u64 = 64_000_000;

/// Whether the bytes are the picture the extension says, whole: an SVG is parsed, a PNG or JPEG
/// decoded (within [`MAX_PIXELS`]), so that a cut or broken file is refused here rather than
/// printed as a grey box.
fn check_picture(ext: &str, bytes: &[u8]) -> Result<(), String> {
    match ext {
        "svg" => resvg::usvg::Tree::from_data(bytes, &resvg::usvg::Options::default())
            .map(|_| ())
            .map_err(|e| format!("not a valid SVG picture: {e}")),
        "png" if bytes.starts_with(b"\x89PNG\r\n\x1a\n") => decode(bytes, image::ImageFormat::Png),
        "jpg" if bytes.starts_with(&[0xff, 0xd8, 0xff]) => decode(bytes, image::ImageFormat::Jpeg),
        _ => Err(format!("not a {} picture", ext.to_uppercase())),
    }
}

/// Decodes a raster picture whole, refusing one of more than [`MAX_PIXELS`] before decoding it.
fn decode(bytes: &[u8], format: image::ImageFormat) -> Result<(), String> {
    let name = if format == image::ImageFormat::Png { "PNG" } else { "JPEG" };
    let reader = || image::ImageReader::with_format(std::io::Cursor::new(bytes), format);
    let (w, h) = reader().into_dimensions().map_err(|e| format!("a broken {name} picture: {e}"))?;
    if u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err(format!(
            "{w} × {h} pixels ({} million): pictures of at most {} million pixels are read (a card's art at \
             600 dpi has about 3)",
            u64::from(w) * u64::from(h) / 1_000_000,
            MAX_PIXELS / 1_000_000
        ));
    }
    let mut reader = reader();
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(MAX_PIXELS * 8);
    reader.limits(limits);
    reader.decode().map(|_| ()).map_err(|e| format!("a broken {name} picture: {e}"))
}

/// The font files of `content/<id>/fonts/`, sorted by name; anything else there is reported.
pub fn read_fonts(pack: &PackSource, id: &str, problems: &mut Vec<Diagnostic>) -> Vec<(String, Vec<u8>)> {
    let dir = format!("content/{id}/fonts");
    let files = files_of(pack, &dir, "fonts/", problems);
    let at = |rel: &str, message: String, hint: &str| at(pack, rel, message, hint);
    let mut out = Vec::new();
    for f in files {
        let rel = format!("{dir}/{f}");
        let ext = f.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
        if !["ttf", "otf", "ttc", "otc"].contains(&ext.as_str()) {
            problems.push(at(
                &rel,
                "fonts/ holds TrueType and OpenType files (.ttf, .otf, .ttc, .otc)".into(),
                "move this file out of fonts/ (a WOFF font must be converted to TTF or OTF)",
            ));
            continue;
        }
        match pack.read_bytes(&rel) {
            Ok(b) => match check_font(&b) {
                Ok(()) => out.push((pack.shown(&rel), b)),
                Err(e) => {
                    problems.push(at(&rel, format!("{f} {e}"), "replace it with the font as its foundry publishes it"))
                }
            },
            Err(d) => problems.push(*d),
        }
    }
    out
}

/// The last code point of Unicode.
const LAST_CODE_POINT: u32 = 0x10_FFFF;

/// Whether every font of a font file can be read, and its character map claims no code point
/// past Unicode's last (one claiming a billion made Typst list them all: 8 GB). Read before
/// Typst reads the font, in time proportional to the file's size.
pub fn check_font(bytes: &[u8]) -> Result<(), String> {
    let count = ttf_parser::fonts_in_collection(bytes).unwrap_or(1);
    for index in 0..count {
        let face = ttf_parser::RawFace::parse(bytes, index)
            .map_err(|e| format!("holds no font Typst can read (TrueType or OpenType): {e}"))?;
        let cmap = face.table(ttf_parser::Tag::from_bytes(b"cmap")).unwrap_or_default();
        if let Some(last) = cmap_last_code_point(cmap).filter(|&c| c > LAST_CODE_POINT) {
            return Err(format!(
                "claims characters up to U+{last:X} in its character map, past Unicode's last (U+10FFFF): a broken font"
            ));
        }
    }
    Ok(())
}

/// The last code point a `cmap` table's 32-bit subtables (formats 8, 10, 12 and 13) claim; the
/// others cannot go past U+FFFF. A table cut short claims what it holds.
fn cmap_last_code_point(cmap: &[u8]) -> Option<u32> {
    let u16_at = |at: usize| cmap.get(at..at + 2).map(|b| u16::from_be_bytes([b[0], b[1]]));
    let u32_at = |at: usize| cmap.get(at..at + 4).map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]));
    let mut last = None;
    for record in 0..usize::from(u16_at(2)?) {
        let Some(offset) = u32_at(4 + record * 8 + 4) else { break };
        let sub = offset as usize;
        match u16_at(sub) {
            // Groups of (start, end, glyph) from byte 16 (format 8: after its 8192-byte bitmap), their
            // number just before.
            Some(format @ (8 | 12 | 13)) => {
                let groups_at = if format == 8 { sub + 16 + 8192 } else { sub + 16 };
                let Some(groups) = u32_at(groups_at - 4) else { continue };
                // No more groups than the table holds.
                let held = (cmap.len().saturating_sub(groups_at) / 12) as u32;
                for g in 0..groups.min(held) as usize {
                    let end = u32_at(groups_at + g * 12 + 4);
                    last = last.max(end);
                }
            }
            // A first code point and a count of glyphs.
            Some(10) => {
                if let (Some(first), Some(n)) = (u32_at(sub + 12), u32_at(sub + 16)) {
                    last = last.max(Some(first.saturating_add(n.saturating_sub(1))));
                }
            }
            _ => {}
        }
    }
    last
}

/// The extra files of `content/<id>/` that no game reads: folders other than `art/` and
/// `fonts/` would be silently ignored.
pub fn stray_folders(pack: &PackSource, id: &str) -> Vec<Diagnostic> {
    let (dirs, _) = pack.list(&format!("content/{id}"));
    dirs.into_iter()
        .filter(|d| d != "art" && d != "fonts")
        .map(|d| {
            Diagnostic::at(&pack.shown(&format!("content/{id}/{d}")), "", 0..0, "a folder scriptorium does not read")
                .with_hint("content/<game>/ holds game.toml, examples.toml, copyfit.toml, art/ (pictures) and fonts/ (font files)")
        })
        .collect()
}
