//! Setting running text on a card: measuring with the embedded fonts, breaking paragraphs into
//! lines, and finding text that does not fit.

use super::fonts;
use crate::render::raster::mm;
use resvg::usvg;

/// The printed width, in millimetres, of one line of text.
pub fn width(text: &str, font: &str, size: f64, bold: bool) -> f64 {
    if text.trim().is_empty() {
        return 0.0;
    }
    let escaped = text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000mm\" height=\"50mm\" viewBox=\"0 0 1000 50\">\
         <text x=\"0\" y=\"25\" font-family=\"{font}\" font-size=\"{}\" font-weight=\"{}\">{escaped}</text></svg>",
        mm(size),
        if bold { "bold" } else { "normal" }
    );
    let options = usvg::Options { fontdb: fonts::database(), ..usvg::Options::default() };
    match usvg::Tree::from_str(&svg, &options) {
        // The tree is in CSS pixels; the view box maps one unit to one millimetre.
        Ok(tree) => tree.root().abs_bounding_box().width() as f64 * 25.4 / 96.0,
        Err(_) => 0.0,
    }
}

/// One line of a laid-out paragraph.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub text: String,
    /// Indent from the left edge of the box, in millimetres.
    pub indent: f64,
    /// Extra space above this line (between paragraphs), in lines.
    pub gap: f64,
}

/// Breaks paragraphs into lines no wider than `max_width`. A paragraph that starts with a bullet
/// ("• ") hangs its continuation lines under the first word. A word longer than the line is
/// returned on a line of its own (and reported by [`overflow`]).
pub fn wrap(paragraphs: &[&str], font: &str, size: f64, max_width: f64) -> Vec<Line> {
    let mut lines = Vec::new();
    for (p, paragraph) in paragraphs.iter().enumerate() {
        let paragraph = paragraph.trim();
        if paragraph.is_empty() {
            continue;
        }
        let hang = if paragraph.starts_with("• ") { width("•\u{a0}", font, size, false) + size * 0.3 } else { 0.0 };
        let mut current = String::new();
        let mut first = true;
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let candidate = if current.is_empty() { word.to_string() } else { format!("{current} {word}") };
            let indent = if first { 0.0 } else { hang };
            if current.is_empty() || width(&candidate, font, size, false) + indent <= max_width {
                current = candidate;
            } else {
                lines.push(Line { text: current, indent, gap: if first && p > 0 { 0.35 } else { 0.0 } });
                first = false;
                current = word.to_string();
            }
        }
        if !current.is_empty() {
            let indent = if first { 0.0 } else { hang };
            lines.push(Line { text: current, indent, gap: if first && p > 0 { 0.35 } else { 0.0 } });
        }
    }
    lines
}

/// How far, in millimetres, laid-out text overflows a box `max_width` x `max_height`, counting
/// `leading` millimetres per line; 0 when it fits.
pub fn overflow(lines: &[Line], font: &str, size: f64, leading: f64, max_width: f64, max_height: f64) -> f64 {
    let height: f64 = lines.iter().map(|l| (1.0 + l.gap) * leading).sum();
    let too_wide =
        lines.iter().map(|l| l.indent + width(&l.text, font, size, false) - max_width).fold(0.0f64, f64::max);
    (height - max_height).max(0.0).max(too_wide)
}
