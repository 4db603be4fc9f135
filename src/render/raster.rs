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
}

/// Pixels for a length in millimetres at `dpi`.
pub fn pixels(mm: f64, dpi: u32) -> u32 {
    (mm / 25.4 * dpi as f64).round() as u32
}

/// Parses `source` (an SVG sized in millimetres, `width_mm` x `height_mm`), and renders it.
pub fn render(source: &str, width_mm: f64, height_mm: f64, dpi: u32) -> Result<Rendered, String> {
    let options = usvg::Options { fontdb: fonts::database(), ..usvg::Options::default() };
    let tree = usvg::Tree::from_str(source, &options).map_err(|e| format!("invalid SVG: {e}"))?;
    let svg = with_physical_size(&tree.to_string(&usvg::WriteOptions::default()), width_mm, height_mm);
    let (w, h) = (pixels(width_mm, dpi), pixels(height_mm, dpi));
    let mut pixmap = tiny_skia::Pixmap::new(w, h).ok_or("empty image")?;
    let size = tree.size();
    let transform = tiny_skia::Transform::from_scale(w as f32 / size.width(), h as f32 / size.height());
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    let png = pixmap.encode_png().map_err(|e| format!("cannot encode PNG: {e}"))?;
    Ok(Rendered { svg, png, size: (w, h) })
}

/// A standalone SVG with its text turned into paths (the embedded fonts), sized in millimetres:
/// what a document embeds without depending on the reader's fonts.
pub fn outline(source: &str, width_mm: f64, height_mm: f64) -> Result<String, String> {
    let options = usvg::Options { fontdb: fonts::database(), ..usvg::Options::default() };
    let tree = usvg::Tree::from_str(source, &options).map_err(|e| format!("invalid SVG: {e}"))?;
    Ok(with_physical_size(&tree.to_string(&usvg::WriteOptions::default()), width_mm, height_mm))
}

/// A PNG of a standalone SVG (as [`outline`] writes it) at `dpi`.
pub fn rasterize(svg: &str, width_mm: f64, height_mm: f64, dpi: u32) -> Result<Vec<u8>, String> {
    let options = usvg::Options { fontdb: fonts::database(), ..usvg::Options::default() };
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| format!("invalid SVG: {e}"))?;
    let (w, h) = (pixels(width_mm, dpi), pixels(height_mm, dpi));
    let mut pixmap = tiny_skia::Pixmap::new(w, h).ok_or("empty image")?;
    let size = tree.size();
    let transform = tiny_skia::Transform::from_scale(w as f32 / size.width(), h as f32 / size.height());
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| format!("cannot encode PNG: {e}"))
}

/// usvg writes the size in CSS pixels; print software wants millimetres, so the root element gets
/// its size in millimetres and a viewBox in the pixels the content is drawn in.
fn with_physical_size(svg: &str, width_mm: f64, height_mm: f64) -> String {
    let Some(rest) = svg.strip_prefix("<svg width=\"") else { return svg.to_string() };
    let Some((w, rest)) = rest.split_once("\" height=\"") else { return svg.to_string() };
    let Some((h, rest)) = rest.split_once('"') else { return svg.to_string() };
    let (w_mm, h_mm) = (super::art::mm(width_mm), super::art::mm(height_mm));
    format!("<svg width=\"{w_mm}mm\" height=\"{h_mm}mm\" viewBox=\"0 0 {w} {h}\"{rest}")
}

/// A contact sheet: the given PNGs scaled to `thumb_width` pixels wide, `columns` to a row, on a
/// light background. Used for an overview of a language's card faces.
pub fn contact_sheet(images: &[&[u8]], columns: u32, thumb_width: u32) -> Result<Vec<u8>, String> {
    let decoded: Vec<tiny_skia::Pixmap> = images
        .iter()
        .map(|png| tiny_skia::Pixmap::decode_png(png).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    let Some(first) = decoded.first() else { return Err("no image".into()) };
    let scale = thumb_width as f32 / first.width() as f32;
    let thumb_height = (first.height() as f32 * scale).round() as u32;
    let gap = 12;
    let rows = (decoded.len() as u32).div_ceil(columns);
    let (w, h) = (columns * (thumb_width + gap) + gap, rows * (thumb_height + gap) + gap);
    let mut sheet = tiny_skia::Pixmap::new(w, h).ok_or("empty sheet")?;
    sheet.fill(tiny_skia::Color::from_rgba8(236, 232, 224, 255));
    for (i, image) in decoded.iter().enumerate() {
        let (col, row) = (i as u32 % columns, i as u32 / columns);
        let (x, y) = (gap + col * (thumb_width + gap), gap + row * (thumb_height + gap));
        let transform = tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, x as f32, y as f32);
        let paint = tiny_skia::PixmapPaint { quality: tiny_skia::FilterQuality::Bicubic, ..Default::default() };
        sheet.draw_pixmap(0, 0, image.as_ref(), &paint, transform, None);
    }
    sheet.encode_png().map_err(|e| e.to_string())
}
