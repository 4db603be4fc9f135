//! The heater shield and the three coats of arms of the game drawn on it: Normandy (gules, two
//! leopards or), Brittany (ermine plain) and France (azure, three fleurs-de-lis or).

use super::Palette;
use super::beasts::{ASPECT, leopard};
use super::charges::{ermine_spot, fleur_de_lis};
use crate::render::draw::{Frame, Tag, Trace, fill, group, rect, stroke, tag};

/// The shield's box, in millimetres: a little taller than wide, as heater shields are.
pub const SHIELD: (f64, f64) = (32.0, 38.0);

/// A shield's place on the page: its box, and the prefix that keeps its clip id unique.
#[derive(Clone, Copy)]
pub struct Place<'a> {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
    pub id: &'a str,
}

impl Place<'_> {
    /// The outline's width for a shield this size.
    fn line(&self) -> f64 {
        (self.w * 0.014).clamp(0.12, 0.4)
    }

    /// The box the outline runs along: inset by half the line, so that the stroke stays inside.
    fn inner(&self) -> (f64, f64, f64, f64) {
        let l = self.line() / 2.0;
        (self.x + l, self.y + l, self.w - 2.0 * l, self.h - 2.0 * l)
    }
}

/// Where the straight sides end and the curve towards the point begins, as a fraction of the
/// height; and the curve's two handles, as fractions of (half width, height).
const FLANK: f64 = 0.36;
const HANDLES: [(f64, f64); 2] = [(1.0, 0.66), (0.52, 0.9)];

/// The heater shield's outline in the box (x, y, w, h), as path data.
pub fn heater(x: f64, y: f64, w: f64, h: f64) -> String {
    let (cx, hw) = (x + w / 2.0, w / 2.0);
    let mut t = Trace::new(Frame::MM);
    t.mv((x, y)).ln((x + w, y)).ln((x + w, y + FLANK * h));
    let [(a, b), (c, d)] = HANDLES;
    t.cb((cx + a * hw, y + b * h), (cx + c * hw, y + d * h), (cx, y + h));
    t.cb((cx - c * hw, y + d * h), (cx - a * hw, y + b * h), (x, y + FLANK * h));
    t.close().take()
}

/// Half the shield's width at `depth` below its top (both in millimetres, for a box w × h).
pub fn half_width(w: f64, h: f64, depth: f64) -> f64 {
    if depth <= FLANK * h {
        return w / 2.0;
    }
    let [(a, b), (c, d)] = HANDLES;
    let cubic = |u: f64, p0: f64, p1: f64, p2: f64, p3: f64| {
        let v = 1.0 - u;
        v * v * v * p0 + 3.0 * v * v * u * p1 + 3.0 * v * u * u * p2 + u * u * u * p3
    };
    // The curve's depth grows with its parameter: bisect for the parameter at `depth`.
    let (mut lo, mut hi) = (0.0, 1.0);
    for _ in 0..40 {
        let mid = (lo + hi) / 2.0;
        if cubic(mid, FLANK * h, b * h, d * h, h) < depth {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    cubic(lo, w / 2.0, a * w / 2.0, c * w / 2.0, 0.0)
}

/// A field and its charges clipped to the shield, with the shield's outline over them.
fn on_shield(at: Place, field: &str, charges: Vec<Tag>, ink: &str) -> Tag {
    let (x, y, w, h) = at.inner();
    let outline = heater(x, y, w, h);
    let clip_id = format!("{}-shield", at.id);
    let clip = tag("clipPath").set("id", &clip_id).add(tag("path").set("d", outline.clone()));
    let inside = group().set("clip-path", format!("url(#{clip_id})")).add(rect(x, y, w, h, field)).add_all(charges);
    group().add(tag("defs").add(clip)).add(inside).add(stroke(outline, ink, at.line()))
}

/// Normandy: gules, two leopards or, one above the other, armed in ink.
pub fn normandy(at: Place, p: &Palette) -> Tag {
    let (x, y, w, h) = at.inner();
    let cx = x + w / 2.0;
    // The upper leopard fills the chief; the lower one is the largest, up to the same size, that
    // clears the flanks where the shield narrows towards its point (its paws span about four
    // fifths of its width, its body all of it).
    let gap = h * 0.04;
    let upper = w * 0.74;
    let top = y + gap * 1.5;
    let below = top + ASPECT * upper + gap;
    let clears = |lw: f64| {
        let feet = below + ASPECT * lw - y;
        lw * 0.97 <= 2.0 * half_width(w, h, feet - 0.45 * ASPECT * lw) && lw * 0.8 <= 2.0 * half_width(w, h, feet)
    };
    let mut lower = upper;
    while lower > 1.0 && !clears(lower) {
        lower -= w * 0.005;
    }
    let charges = vec![
        leopard(cx, top + ASPECT / 2.0 * upper, upper, &p.gold, &p.ink, &p.azure),
        leopard(cx, below + ASPECT / 2.0 * lower, lower, &p.gold, &p.ink, &p.azure),
    ];
    on_shield(at, &p.gules, charges, &p.ink)
}

/// Brittany: ermine plain, black spots strewn over white in staggered rows, cut by the edge.
pub fn brittany(at: Place, p: &Palette) -> Tag {
    let (x, y, w, h) = at.inner();
    let per_row = 4.0;
    let dx = w / per_row;
    let dy = dx * 1.02;
    let size = dx * 0.92;
    let mut spots = String::new();
    let mut row = 0;
    let mut cy = y + dy * 0.6;
    while cy - size / 2.0 < y + h {
        let shift = if row % 2 == 0 { 0.5 } else { 0.0 };
        let mut k = 0.0;
        while (k + shift - 0.5) * dx < w {
            spots += &ermine_spot(Frame::at(x + (k + shift) * dx, cy, size / 100.0));
            k += 1.0;
        }
        cy += dy;
        row += 1;
    }
    on_shield(at, &p.argent, vec![fill(spots, &p.sable)], &p.ink)
}

/// France: azure, three fleurs-de-lis or, two and one, which still read at the size of a card
/// corner (the semé of the older arms would not).
pub fn france(at: Place, p: &Palette) -> Tag {
    let (x, y, w, h) = at.inner();
    let size = w * 0.36;
    let spots = [(0.27, 0.25), (0.73, 0.25), (0.5, 0.63)];
    let charges = spots.iter().map(|&(fx, fy)| fleur_de_lis(x + fx * w, y + fy * h, size, &p.gold, &p.ink)).collect();
    on_shield(at, &p.azure, charges, &p.ink)
}
