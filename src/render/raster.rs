//! From a card's SVG source to its files: a standalone SVG with text turned into paths (so it
//! needs no font and looks the same in resvg and in a browser) and a PNG at the theme's dpi.

use super::fonts;
use resvg::{tiny_skia, usvg};

/// A rendered face: the standalone SVG and the PNG bytes.
pub struct Rendered {
    pub svg: String,
    pub png: Vec<u8>,
    /// PNG size in pixels.
    pub size: (u32, u32),
    /// A small rendering for contact sheets, drawn from the same tree.
    pub thumb: Option<tiny_skia::Pixmap>,
}

/// The width of a contact sheet's thumbnails, in pixels.
pub const THUMB_WIDTH: u32 = 160;

/// Pixels for a length in millimetres at `dpi`.
pub fn pixels(mm: f64, dpi: u32) -> u32 {
    (mm / 25.4 * dpi as f64).round() as u32
}

/// Parses `source` (an SVG sized in millimetres, `width_mm` x `height_mm`), and renders it.
pub fn render(source: &str, width_mm: f64, height_mm: f64, dpi: u32) -> Result<Rendered, String> {
    let tree = parse(source)?;
    let svg = standalone(&tree, width_mm, height_mm);
    let (w, h) = (pixels(width_mm, dpi), pixels(height_mm, dpi));
    let png = encode_png(&draw(&tree, w, h)?)?;
    // Rendering the tree again at thumbnail size costs far less than scaling the PNG down later.
    let thumb = draw(&tree, THUMB_WIDTH, (h as f32 * THUMB_WIDTH as f32 / w as f32).round() as u32)?;
    Ok(Rendered { svg, png, size: (w, h), thumb: Some(thumb) })
}

/// A standalone SVG with its text turned into paths (the embedded fonts), sized in millimetres:
/// what a document embeds without depending on the reader's fonts.
pub fn outline(source: &str, width_mm: f64, height_mm: f64) -> Result<String, String> {
    Ok(standalone(&parse(source)?, width_mm, height_mm))
}

/// An SVG resolved with the embedded fonts.
fn parse(source: &str) -> Result<usvg::Tree, String> {
    let options = usvg::Options { fontdb: fonts::database(), ..usvg::Options::default() };
    usvg::Tree::from_str(source, &options).map_err(|e| format!("invalid SVG: {e}"))
}

fn standalone(tree: &usvg::Tree, width_mm: f64, height_mm: f64) -> String {
    with_physical_size(&tree.to_string(&usvg::WriteOptions::default()), width_mm, height_mm)
}

/// The tree drawn to fill `w` x `h` pixels.
fn draw(tree: &usvg::Tree, w: u32, h: u32) -> Result<tiny_skia::Pixmap, String> {
    let mut pixmap = tiny_skia::Pixmap::new(w, h).ok_or("empty image")?;
    let size = tree.size();
    let transform = tiny_skia::Transform::from_scale(w as f32 / size.width(), h as f32 / size.height());
    resvg::render(tree, transform, &mut pixmap.as_mut());
    Ok(pixmap)
}

/// A PNG of a pixmap, compressed with the fast setting: card faces are mostly flat colour, so
/// the files stay small, and deflate at the default level was a sixth of a full build's time.
fn encode_png(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, String> {
    // tiny-skia keeps premultiplied alpha; PNG wants it straight.
    let mut data = Vec::with_capacity(pixmap.data().len());
    for p in pixmap.pixels() {
        let c = p.demultiply();
        data.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(|e| format!("cannot encode PNG: {e}"))?;
    writer.write_image_data(&data).map_err(|e| format!("cannot encode PNG: {e}"))?;
    writer.finish().map_err(|e| format!("cannot encode PNG: {e}"))?;
    Ok(out)
}

/// usvg writes the size in CSS pixels; print software wants millimetres, so the root element gets
/// its size in millimetres and a viewBox in the pixels the content is drawn in.
fn with_physical_size(svg: &str, width_mm: f64, height_mm: f64) -> String {
    let Some(rest) = svg.strip_prefix("<svg width=\"") else { return svg.to_string() };
    let Some((w, rest)) = rest.split_once("\" height=\"") else { return svg.to_string() };
    let Some((h, rest)) = rest.split_once('"') else { return svg.to_string() };
    let (w_mm, h_mm) = (mm(width_mm), mm(height_mm));
    format!("<svg width=\"{w_mm}mm\" height=\"{h_mm}mm\" viewBox=\"0 0 {w} {h}\"{rest}")
}

/// A contact sheet: the given thumbnails (see [`Rendered::thumb`]), `columns` to a row, on a
/// light background. Used for an overview of a language's card faces.
pub fn contact_sheet(thumbs: &[&tiny_skia::Pixmap], columns: u32) -> Result<Vec<u8>, String> {
    let Some(first) = thumbs.first() else { return Err("no image".into()) };
    let (tw, th) = (first.width(), first.height());
    let gap = 12;
    let rows = (thumbs.len() as u32).div_ceil(columns);
    let (w, h) = (columns * (tw + gap) + gap, rows * (th + gap) + gap);
    let mut sheet = tiny_skia::Pixmap::new(w, h).ok_or("empty sheet")?;
    sheet.fill(tiny_skia::Color::from_rgba8(236, 232, 224, 255));
    for (i, image) in thumbs.iter().enumerate() {
        let (col, row) = (i as u32 % columns, i as u32 / columns);
        let (x, y) = (gap + col * (tw + gap), gap + row * (th + gap));
        sheet.draw_pixmap(
            x as i32,
            y as i32,
            image.as_ref(),
            &tiny_skia::PixmapPaint::default(),
            tiny_skia::Transform::identity(),
            None,
        );
    }
    encode_png(&sheet)
}

/// Formats a length for SVG attributes: fixed precision keeps outputs byte-identical.
pub fn mm(v: f64) -> String {
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".to_string() } else { s.to_string() }
}
