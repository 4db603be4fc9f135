//! Pixels: PNG files that record their resolution, and contact sheets of card faces.

use resvg::tiny_skia;

/// Pixels for a length in millimetres at `dpi`.
pub fn pixels(mm: f64, dpi: u32) -> u32 {
    (mm / 25.4 * dpi as f64).round() as u32
}

/// A PNG of a pixmap, compressed with the fast setting: card faces are mostly flat colour, so
/// the files stay small, and deflate at the default level was a sixth of a full build's time.
/// The PNG records its resolution (pHYs), so that other software opens it at its physical size.
pub fn encode_png(pixmap: &tiny_skia::Pixmap, dpi: u32) -> Result<Vec<u8>, String> {
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
    let per_metre = (dpi as f64 / 0.0254).round() as u32;
    encoder.set_pixel_dims(Some(png::PixelDimensions { xppu: per_metre, yppu: per_metre, unit: png::Unit::Meter }));
    let mut writer = encoder.write_header().map_err(|e| format!("cannot encode PNG: {e}"))?;
    writer.write_image_data(&data).map_err(|e| format!("cannot encode PNG: {e}"))?;
    writer.finish().map_err(|e| format!("cannot encode PNG: {e}"))?;
    Ok(out)
}

/// A contact sheet: the given thumbnails, `columns` to a row, on a
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
    encode_png(&sheet, 96)
}

/// Formats a length for SVG attributes: fixed precision keeps outputs byte-identical.
pub fn mm(v: f64) -> String {
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".to_string() } else { s.to_string() }
}
