//! Heraldry for card art: the fleur-de-lis, the lion passant guardant, the heater shield, and the
//! arms of England (quartering France) and of France that the two sides of Guyenne fight under.
//!
//! Every charge is designed once in its own "design units" and mapped onto millimetres by a
//! [`Pen`] that only scales, mirrors and translates, so the output depends on nothing but the
//! arguments, and every number goes through [`mm`] so that renders are byte-identical.

use super::{Palette, mm};
use svg::node::element::path::Data;
use svg::node::element::{ClipPath, Definitions, Group, Path, Rectangle};

type Pt = (f64, f64);

/// Writes SVG path data, mapping design units to millimetres: x' = ox + fx·s·x, y' = oy + s·y.
struct Pen {
    ox: f64,
    oy: f64,
    s: f64,
    fx: f64,
    d: String,
}

impl Pen {
    fn new(ox: f64, oy: f64, s: f64) -> Pen {
        Pen { ox, oy, s, fx: 1.0, d: String::new() }
    }

    /// Appends one path command with its points mapped to millimetres.
    fn cmd(&mut self, op: char, pts: &[Pt]) -> &mut Pen {
        self.d.push(op);
        for &(x, y) in pts {
            let (px, py) = (self.ox + self.fx * self.s * x, self.oy + self.s * y);
            self.d.push_str(&format!("{},{} ", mm(px), mm(py)));
        }
        self
    }

    fn m(&mut self, p: Pt) -> &mut Pen {
        self.cmd('M', &[p])
    }

    fn l(&mut self, p: Pt) -> &mut Pen {
        self.cmd('L', &[p])
    }

    fn c(&mut self, a: Pt, b: Pt, p: Pt) -> &mut Pen {
        self.cmd('C', &[a, b, p])
    }

    /// Cubic segments given as [c1x, c1y, c2x, c2y, x, y] rows.
    fn segs(&mut self, segs: &[[f64; 6]]) -> &mut Pen {
        segs.iter().fold(self, |pen, g| pen.c((g[0], g[1]), (g[2], g[3]), (g[4], g[5])))
    }

    fn closed(&mut self, start: Pt, segs: &[[f64; 6]]) -> &mut Pen {
        self.m(start).segs(segs).z()
    }

    fn z(&mut self) -> &mut Pen {
        self.cmd('Z', &[])
    }

    fn take(&mut self) -> String {
        std::mem::take(&mut self.d).trim_end().to_string()
    }
}

/// A symmetric outline from its right half: a chain starting on the axis at `start` and ending on
/// the axis, closed by the same chain mirrored and reversed.
fn symmetric(pen: &mut Pen, start: Pt, segs: &[[f64; 6]]) {
    pen.m(start).segs(segs);
    for (i, g) in segs.iter().enumerate().rev() {
        let to = if i == 0 { start } else { (segs[i - 1][4], segs[i - 1][5]) };
        pen.c((-g[2], g[3]), (-g[0], g[1]), (-to.0, to.1));
    }
    pen.z();
}

/// Cubic segments of a Catmull-Rom spline through `pts`, so that organic outlines need only points.
fn spline(pen: &mut Pen, pts: &[Pt]) {
    let n = pts.len();
    for i in 0..n - 1 {
        let (p0, p1, p2, p3) = (pts[i.saturating_sub(1)], pts[i], pts[i + 1], pts[(i + 2).min(n - 1)]);
        let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
        let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
        pen.c(c1, c2, p2);
    }
}

/// A smooth tapering tube through (x, y, width) joints with rounded ends: legs and the tail are
/// described as a few joints rather than as hand-placed control points.
fn limb(pen: &mut Pen, joints: &[(f64, f64, f64)]) {
    let n = joints.len();
    let dir = |i: usize| {
        let (a, b) = (joints[i.saturating_sub(1)], joints[(i + 1).min(n - 1)]);
        let len = (b.0 - a.0).hypot(b.1 - a.1).max(1e-9);
        ((b.0 - a.0) / len, (b.1 - a.1) / len)
    };
    let side = |sign: f64| -> Vec<Pt> {
        (0..n)
            .map(|i| {
                let ((dx, dy), (x, y, w)) = (dir(i), joints[i]);
                (x - sign * dy * w / 2.0, y + sign * dx * w / 2.0)
            })
            .collect()
    };
    let (left, mut right) = (side(1.0), side(-1.0));
    right.reverse();
    // A half circle of radius r is close to one cubic whose handles stick out 4r/3 along the tangent.
    let cap = |pen: &mut Pen, from: Pt, to: Pt, (dx, dy): Pt, w: f64| {
        let k = w * 2.0 / 3.0;
        pen.c((from.0 + dx * k, from.1 + dy * k), (to.0 + dx * k, to.1 + dy * k), to);
    };
    pen.m(left[0]);
    spline(pen, &left);
    cap(pen, left[n - 1], right[0], dir(n - 1), joints[n - 1].2);
    spline(pen, &right);
    let (dx, dy) = dir(0);
    cap(pen, right[n - 1], left[0], (-dx, -dy), joints[0].2);
    pen.z();
}

fn shape(d: impl Into<svg::node::Value>, fill: &str, stroke: &str, sw: f64) -> Path {
    Path::new()
        .set("d", d)
        .set("fill", fill)
        .set("stroke", stroke)
        .set("stroke-width", mm(sw))
        .set("stroke-linejoin", "round")
        .set("stroke-linecap", "round")
}

/// The fleur's right side petal (from the band at (6, 8)): it rises, arches outwards and curls down
/// to a hooked tip.
const SIDE_PETAL: [[f64; 6]; 5] = [
    [9.0, -6.0, 14.0, -24.0, 27.0, -27.0],
    [39.0, -30.0, 48.0, -20.0, 45.0, -7.0],
    [44.0, -2.0, 41.0, 2.0, 37.0, 4.0],
    [39.0, -3.0, 39.0, -14.0, 31.0, -16.0],
    [23.0, -18.0, 18.0, -8.0, 19.0, 8.0],
];
/// The right foot below the band (from (5, 15)), echoing the petal: out, then down to a point.
const FOOT: [[f64; 6]; 4] = [
    [14.0, 15.0, 25.0, 17.0, 30.0, 24.0],
    [33.0, 28.0, 33.0, 35.0, 29.0, 40.0],
    [28.0, 34.0, 25.0, 28.0, 18.0, 26.0],
    [13.0, 25.0, 8.0, 24.0, 4.0, 20.0],
];

/// A fleur-de-lis centred on (cx, cy), `size` mm tall, filled with `fill`, outlined thinly in `stroke`.
pub fn fleur_de_lis(cx: f64, cy: f64, size: f64, fill: &str, stroke: &str) -> Group {
    // Design units: 97 tall (y from -50 to 47, down), with a margin for the outline.
    let s = size / 100.0;
    let mut pen = Pen::new(cx, cy + 1.5 * s, s);
    let sw = (size * 0.022).clamp(0.03, 0.25);
    let mut g = Group::new();
    for mirror in [false, true] {
        // The side pieces are drawn once, the second time mirrored.
        let mut side = Pen { fx: if mirror { -1.0 } else { 1.0 }, ..Pen::new(cx, cy + 1.5 * s, s) };
        side.closed((6.0, 8.0), &SIDE_PETAL).closed((5.0, 15.0), &FOOT);
        g = g.add(shape(side.take(), fill, stroke, sw));
    }
    // The central petal: a spear-head narrowing into the band.
    let petal =
        [[5.0, -43.0, 12.0, -32.0, 12.0, -19.0], [12.0, -8.0, 6.0, 0.0, 6.0, 8.0], [4.0, 8.0, 2.0, 8.0, 0.0, 8.0]];
    symmetric(&mut pen, (0.0, -50.0), &petal);
    // The lower central tip hangs from the band.
    symmetric(&mut pen, (0.0, 15.0), &[[3.0, 15.0, 6.0, 15.0, 7.0, 18.0], [7.0, 28.0, 3.0, 38.0, 0.0, 47.0]]);
    g = g.add(shape(pen.take(), fill, stroke, sw));
    // The band ties the three petals together and is drawn last so it covers their roots.
    let band =
        [[10.0, 7.0, 15.0, 6.5, 20.0, 6.5], [25.0, 6.5, 25.0, 15.5, 20.0, 15.5], [15.0, 15.5, 10.0, 15.0, 0.0, 15.0]];
    symmetric(&mut pen, (0.0, 7.0), &band);
    g.add(shape(pen.take(), fill, stroke, sw))
}

/// Joints (x, y, width) of the lion's legs in its design units, from hip or shoulder to ankle.
const FAR_LEGS: [&[(f64, f64, f64)]; 2] = [
    &[(-19.0, 0.0, 10.0), (-21.5, 12.0, 6.5), (-21.0, 23.5, 5.0)],
    &[(27.0, -3.0, 13.0), (26.0, 8.0, 8.5), (35.0, 17.0, 5.0), (33.5, 23.5, 4.8)],
];
const NEAR_LEGS: [&[(f64, f64, f64)]; 2] = [
    &[(-27.0, -1.0, 12.0), (-33.0, 9.0, 7.5), (-41.0, 7.0, 5.5)],
    &[(21.0, -3.0, 15.0), (13.0, 9.0, 9.0), (18.5, 18.0, 5.5), (15.5, 23.5, 5.0)],
];
/// The lion's body from the nape (-24, -19) along the back, round the rump, under the belly and up
/// the chest.
const BODY: [[f64; 6]; 7] = [
    [-12.0, -14.0, 0.0, -11.0, 12.0, -12.0],
    [22.0, -13.0, 30.0, -15.0, 36.0, -11.0],
    [41.0, -7.0, 40.0, 3.0, 34.0, 8.0],
    [28.0, 11.0, 21.0, 7.0, 14.0, 3.0],
    [7.0, 0.0, -6.0, 5.0, -16.0, 9.0],
    [-26.0, 12.0, -36.0, 8.0, -37.0, -2.0],
    [-38.0, -10.0, -32.0, -18.0, -24.0, -19.0],
];
/// Ankles and turn (radians) of the paws, in the order of the legs above.
const FAR_PAWS: [(Pt, f64); 2] = [((-21.0, 24.5), 0.0), ((33.5, 24.5), 0.0)];
const NEAR_PAWS: [(Pt, f64); 2] = [((-42.0, 7.5), -0.9), ((15.5, 24.5), 0.0)];
const TAIL: &[(f64, f64, f64)] =
    &[(35.0, -10.0, 3.8), (42.0, -17.0, 3.3), (42.5, -25.0, 2.9), (36.0, -29.5, 2.6), (28.0, -28.0, 2.6)];

/// A paw in profile, toes towards -x, sole 4 units below the ankle `at`, turned by `angle`:
/// returns its outline, the ink lines of its toes and, for a raised paw, its claws.
fn paw(pen: &mut Pen, (at, angle): (Pt, f64)) -> (String, String, String) {
    let (sin, cos) = angle.sin_cos();
    let f = |x: f64, y: f64| (at.0 + x * cos - y * sin, at.1 + x * sin + y * cos);
    let segs = [
        [0.0, 4.0, -2.5, 4.0, -5.0, 4.0],
        [-8.0, 4.0, -8.5, 0.0, -6.0, -0.8],
        [-4.0, -1.6, -1.5, -2.8, 0.5, -2.8],
        [2.5, -2.8, 3.2, 1.0, 2.5, 4.0],
    ];
    pen.m(f(2.5, 4.0));
    for g in segs {
        pen.c(f(g[0], g[1]), f(g[2], g[3]), f(g[4], g[5]));
    }
    let outline = pen.z().take();
    for x in [-4.6, -2.6] {
        pen.m(f(x, -1.2)).c(f(x - 0.5, 0.3), f(x - 0.5, 1.7), f(x, 2.8));
    }
    let toes = pen.take();
    if angle != 0.0 {
        for y in [0.0, 1.8, 3.5] {
            pen.m(f(-7.6, y - 0.5)).c(f(-9.0, y - 0.3), f(-9.8, y + 0.5), f(-9.8, y + 1.4));
            pen.c(f(-9.3, y + 0.7), f(-8.6, y + 0.5), f(-7.6, y + 0.5)).z();
        }
    }
    (outline, toes, pen.take())
}

/// A lion passant guardant (walking to the viewer's left, head turned to face the viewer, one forepaw
/// raised, tail curled over the back), as in the arms of England, fitting a box `width` mm wide
/// centred on (cx, cy) (height about 0.6 * width).
pub fn lion_passant_guardant(cx: f64, cy: f64, width: f64, fill: &str, stroke: &str) -> Group {
    // Design units: about 94 wide by 64 tall, the lion facing negative x; the drawing's centre is
    // (-1.3, -3), and it is shrunk a little so that its height is 0.6 of `width`.
    let s = width / 100.0 * 0.93;
    let mut pen = Pen::new(cx + 1.3 * s, cy + 3.0 * s, s);
    let sw = (width * 0.012).clamp(0.025, 0.25);
    let mut g = Group::new();
    // Ink marks (toes, inner lines, brows, mouth) and ink fills (claws, eyes, nose) go on last.
    let (mut lines, mut blots) = (String::new(), String::new());
    // The far legs stand behind the body, so they keep their own outline.
    for (leg, at) in FAR_LEGS.iter().zip(FAR_PAWS) {
        limb(&mut pen, leg);
        g = g.add(shape(pen.take(), fill, stroke, sw));
        let (outline, toes, _) = paw(&mut pen, at);
        g = g.add(shape(outline, fill, stroke, sw));
        lines += &toes;
    }
    // Body, near legs and tail are one silhouette: a double-width ink stroke under a fill of the
    // same shapes leaves an outline only where the union meets the field. Each piece is its own
    // path because overlapping subpaths of opposite winding would punch holes in one fill.
    let mut pieces = Vec::new();
    pen.closed((-24.0, -19.0), &BODY);
    pieces.push(pen.take());
    for (joints, at) in NEAR_LEGS.iter().zip(NEAR_PAWS) {
        limb(&mut pen, joints);
        pieces.push(pen.take());
        let (outline, toes, claws) = paw(&mut pen, at);
        blots += &claws;
        pieces.push(outline);
        lines += &toes;
    }
    limb(&mut pen, TAIL);
    pieces.push(pen.take());
    // The tuft ending the tail: three locks all curling the same way, like a flame.
    for segs in [
        [[25.0, -35.0, 19.0, -36.5, 17.0, -31.0], [21.0, -30.0, 25.0, -29.0, 29.5, -27.8]],
        [[24.0, -32.0, 17.0, -31.0, 15.5, -25.0], [19.0, -26.5, 24.0, -27.0, 29.5, -27.8]],
        [[23.0, -29.0, 18.0, -26.0, 18.0, -19.5], [22.0, -22.0, 25.0, -25.5, 29.5, -27.8]],
    ] {
        pieces.push(pen.closed((29.5, -28.9), &segs).take());
    }
    g = g.add(shape(pieces.join(" "), "none", stroke, 2.0 * sw));
    for d in pieces {
        g = g.add(Path::new().set("d", d).set("fill", fill));
    }
    // Inner lines show the raised leg and the near thigh against the body they overlap.
    pen.m((-31.0, 5.5)).c((-32.0, 8.0), (-33.5, 11.0), (-37.0, 11.5));
    pen.m((13.0, -2.0)).c((10.5, 3.0), (9.5, 8.0), (11.0, 12.0));
    lines += &pen.take();
    // The head, turned to the viewer, framed by a mane of locks swirling round it.
    let mut hp = Pen::new(pen.ox - 31.0 * s, pen.oy - 14.0 * s, s);
    let (locks, ri, ro) = (16, 10.5, 15.0);
    let dt = std::f64::consts::TAU / locks as f64;
    let at = |t: f64, r: f64| (0.5 + r * t.cos(), 2.5 + r * 1.1 * t.sin());
    hp.m(at(0.0, ri));
    for i in 0..locks {
        let t = i as f64 * dt;
        // The back of a lock bulges, its front is hollow, and its tip leans on round.
        let tip = at(t + 1.0 * dt, ro);
        hp.c(at(t + 0.1 * dt, ri + 0.8 * (ro - ri)), at(t + 0.6 * dt, ro + 0.2), tip);
        hp.c(at(t + 0.95 * dt, ri + 0.6 * (ro - ri)), at(t + 0.98 * dt, ri + 0.3 * (ro - ri)), at(t + dt, ri));
    }
    g = g.add(shape(hp.z().take(), fill, stroke, sw));
    for e in [-1.0, 1.0] {
        hp.m((e * 2.5, -6.0)).c((e * 3.0, -13.5), (e * 10.5, -13.5), (e * 7.5, -3.5)).z();
    }
    // The ears are their own path so that the face, drawn next, hides their roots.
    g = g.add(shape(hp.take(), fill, stroke, sw));
    symmetric(&mut hp, (0.0, -9.0), &[[5.5, -9.0, 8.5, -6.0, 8.5, -1.0], [8.5, 4.0, 5.5, 8.5, 0.0, 9.0]]);
    g = g.add(shape(hp.take(), fill, stroke, sw));
    // Eyes, nose and mouth are ink marks; they still read as a face when the lion is 5 mm wide.
    for e in [-1.0, 1.0] {
        hp.m((e * 1.5, -2.5)).c((e * 2.5, -3.8), (e * 4.0, -3.8), (e * 5.0, -2.5));
        hp.c((e * 4.0, -1.6), (e * 2.5, -1.6), (e * 1.5, -2.5)).z();
    }
    hp.m((-2.2, 1.8)).c((-1.0, 1.3), (1.0, 1.3), (2.2, 1.8)).c((1.5, 3.2), (0.5, 3.9), (0.0, 4.0));
    hp.c((-0.5, 3.9), (-1.5, 3.2), (-2.2, 1.8)).z();
    blots += &hp.take();
    hp.m((0.0, 4.0)).l((0.0, 5.5)).m((-3.5, 5.0)).c((-2.0, 7.0), (2.0, 7.0), (3.5, 5.0));
    for e in [-1.0, 1.0] {
        hp.m((e * 6.0, -4.5)).c((e * 4.5, -5.8), (e * 2.5, -5.2), (e * 1.3, -3.8));
    }
    lines += &hp.take();
    g.add(shape(lines, "none", stroke, sw * 0.65)).add(shape(blots, stroke, stroke, sw * 0.3))
}

/// The outline of a heater shield in the box (x, y, w, h), as SVG path data.
pub fn shield_path(x: f64, y: f64, w: f64, h: f64) -> Data {
    let mut pen = Pen::new(x + w / 2.0, y, 1.0);
    symmetric(&mut pen, (0.0, 0.0), &shield_half(w, h));
    // Data holds f32; the numbers pass through `mm` first so that the text they print is stable.
    Data::parse(&pen.take()).expect("the pen writes valid path data")
}

/// The right half of the heater shield, relative to the top centre: a straight side, then an arc
/// sweeping to the point.
fn shield_half(w: f64, h: f64) -> [[f64; 6]; 3] {
    let hw = w / 2.0;
    [
        [hw / 3.0, 0.0, 2.0 * hw / 3.0, 0.0, hw, 0.0],
        [hw, 0.13 * h, hw, 0.27 * h, hw, 0.4 * h],
        [hw, 0.72 * h, 0.5 * hw, 0.88 * h, 0.0, h],
    ]
}

/// Half the shield's width at depth `t` (0 top, 1 point), so charges in the lower quarters can be
/// fitted to the narrowing shield: the first of 200 samples of the curve at or below that depth,
/// which errs on the narrow side.
fn shield_half_width(w: f64, h: f64, t: f64) -> f64 {
    let [_, _, g] = shield_half(w, h);
    let bez = |u: f64, a: f64, b: f64, c: f64, d: f64| {
        (1.0 - u).powi(3) * a + 3.0 * (1.0 - u).powi(2) * u * b + 3.0 * (1.0 - u) * u * u * c + u.powi(3) * d
    };
    let mut samples = (0..=200).map(|i| i as f64 / 200.0);
    let u = samples.find(|&u| bez(u, 0.4 * h, g[1], g[3], h) >= t * h).unwrap_or(1.0);
    bez(u, w / 2.0, g[0], g[2], 0.0)
}

fn clip(id: &str, d: impl Into<svg::node::Value>) -> ClipPath {
    ClipPath::new().set("id", id).add(Path::new().set("d", d))
}

/// Fleurs strewn over (x0, y0, w, h) in staggered rows of `per_row`, the odd rows running off both
/// edges, as semé is drawn: the caller clips them.
fn seme(mut g: Group, (x0, y0, w, h): (f64, f64, f64, f64), per_row: usize, p: &Palette) -> Group {
    let dx = w / per_row as f64;
    let size = dx * 0.72;
    let dy = dx * 0.92;
    let rows = (h / dy).ceil() as usize + 1;
    for r in 0..rows {
        let (first, count) = if r % 2 == 0 { (0.5, per_row) } else { (0.0, per_row + 1) };
        for c in 0..count {
            let fx = x0 + (first + c as f64) * dx;
            g = g.add(fleur_de_lis(fx, y0 + dy * (0.55 + r as f64), size, &p.gold, &p.ink));
        }
    }
    g
}

/// The stroke of the shield's outline, inset by half of it so the arms stay inside their box.
fn outline_width(w: f64) -> f64 {
    (w * 0.012).clamp(0.12, 0.35)
}

/// The royal arms of England of the period of Edward III and the Black Prince: quarterly, 1st and 4th
/// France (azure semé or three fleurs-de-lis or), 2nd and 3rd England (gules, three lions passant
/// guardant in pale or), on a heater shield in the box (x, y, w, h), outlined in ink. `id` is a unique
/// prefix for any clipPath ids used (several shields may share one SVG).
pub fn english_arms(x: f64, y: f64, w: f64, h: f64, p: &Palette, id: &str) -> Group {
    let sw = outline_width(w);
    let (x, y, w, h) = (x + sw / 2.0, y + sw / 2.0, w - sw, h - sw);
    let (qw, qh) = (w / 2.0, h / 2.0);
    let shield = shield_path(x, y, w, h);
    let defs = Definitions::new()
        .add(clip(&format!("{id}-shield"), shield.clone()))
        .add(ClipPath::new().set("id", format!("{id}-q1")).add(rect(x, y, qw, qh, "none")))
        .add(ClipPath::new().set("id", format!("{id}-q4")).add(rect(x + qw, y + qh, qw, qh, "none")));
    let mut field = Group::new().set("clip-path", format!("url(#{id}-shield)"));
    // France ancient in the 1st and 4th quarters (Edward III's claim to the French crown, 1340).
    for (q, qx, qy) in [("q1", x, y), ("q4", x + qw, y + qh)] {
        let g = Group::new().set("clip-path", format!("url(#{id}-{q})")).add(rect(qx, qy, qw, qh, &p.azure));
        field = field.add(seme(g, (qx, qy, qw, qh), 2, p));
    }
    // England in the 2nd and 3rd: three lions in pale, all of one size, as a blazon reads: the
    // largest that fits three times down the 3rd quarter, where the shield narrows to its point.
    // Each lion is centred in the width the shield leaves it.
    let gap = qh * 0.05;
    let span = |qx: f64, bottom: f64| {
        let half = shield_half_width(w, h, ((bottom - y) / h).min(1.0));
        if qx > x { (qx, x + qw + half) } else { (x + qw - half, qx + qw) }
    };
    let tops = |qy: f64, lw: f64| (0..3).map(move |k| qy + gap + k as f64 * (0.6 * lw + gap));
    let fits = |lw: f64| {
        let (qx, qy) = (x, y + qh);
        3.0 * 0.6 * lw + 4.0 * gap <= qh
            && tops(qy, lw).all(|top| {
                let (l, r) = span(qx, top + 0.6 * lw);
                lw <= (r - l) * 0.9
            })
    };
    let (mut lo, mut hi) = (0.0, qw * 0.88);
    for _ in 0..40 {
        let mid = (lo + hi) / 2.0;
        if fits(mid) { lo = mid } else { hi = mid }
    }
    let lw = lo;
    for (qx, qy) in [(x + qw, y), (x, y + qh)] {
        field = field.add(rect(qx, qy, qw, qh, &p.gules));
        // The lions stand in the middle of the quarter's height.
        let spare = qh - (3.0 * 0.6 * lw + 4.0 * gap);
        for top in tops(qy + spare / 2.0, lw) {
            let (l, r) = span(qx, top + 0.6 * lw);
            field = field.add(lion_passant_guardant((l + r) / 2.0, top + 0.3 * lw, lw, &p.gold, &p.ink));
        }
    }
    let cross = Pen::new(0.0, 0.0, 1.0).m((x + qw, y)).l((x + qw, y + h)).m((x, y + qh)).l((x + w, y + qh)).take();
    field = field.add(shape(cross, "none", &p.ink, sw * 0.6));
    Group::new().add(defs).add(field).add(shape(shield, "none", &p.ink, sw))
}

/// The arms of France: azure, fleurs-de-lis or (France ancient, semé de lis, fits the 14th
/// century; the fleurs cut by the shield edge are clipped), on a heater shield in the box (x, y, w, h).
pub fn french_arms(x: f64, y: f64, w: f64, h: f64, p: &Palette, id: &str) -> Group {
    let sw = outline_width(w);
    let (x, y, w, h) = (x + sw / 2.0, y + sw / 2.0, w - sw, h - sw);
    let shield = shield_path(x, y, w, h);
    let defs = Definitions::new().add(clip(&format!("{id}-shield"), shield.clone()));
    let field = Group::new().set("clip-path", format!("url(#{id}-shield)")).add(rect(x, y, w, h, &p.azure));
    Group::new().add(defs).add(seme(field, (x, y, w, h), 3, p)).add(shape(shield, "none", &p.ink, sw))
}

/// The arms of Edward of Woodstock, the Black Prince: the royal arms of England (see
/// [`english_arms`]) differenced by a label of three points argent, as the eldest son bore them.
pub fn black_prince_arms(x: f64, y: f64, w: f64, h: f64, p: &Palette, id: &str) -> Group {
    let sw = outline_width(w);
    let (bx0, bx1, by, bh) = (x + w * 0.14, x + w * 0.86, y + h * 0.07, h * 0.032);
    let (pw, ph) = (w * 0.055, h * 0.085);
    let mut pen = Pen::new(0.0, 0.0, 1.0);
    pen.m((bx0, by)).l((bx1, by)).l((bx1, by + bh));
    // The three points hang from the bar, widening a little downwards, from right to left.
    for cx in [x + w * 0.75, x + w * 0.5, x + w * 0.25] {
        pen.l((cx + pw / 2.0, by + bh)).l((cx + pw * 0.65, by + bh + ph)).l((cx - pw * 0.65, by + bh + ph));
        pen.l((cx - pw / 2.0, by + bh));
    }
    pen.l((bx0, by + bh)).z();
    let label = shape(pen.take(), &p.argent, &p.ink, sw * 0.6);
    let clip_id = format!("{id}-label");
    let defs = Definitions::new().add(clip(&clip_id, shield_path(x, y, w, h)));
    english_arms(x, y, w, h, p, id).add(defs).add(Group::new().set("clip-path", format!("url(#{clip_id})")).add(label))
}

/// A double-headed eagle displayed, wings spread, centred on (cx, cy), `width` mm wide (height
/// about 0.95 × width): the right half is designed and mirrored.
pub fn double_headed_eagle(cx: f64, cy: f64, width: f64, fill: &str, detail: &str, stroke: &str) -> Group {
    let s = width / 100.0;
    let sw = (width * 0.012).clamp(0.03, 0.25);
    // Each piece is its own path, so that overlapping pieces paint over each other with their
    // outlines, whichever way a mirrored outline turns.
    let mut pieces: Vec<(String, bool)> = Vec::new();
    let half = |fx: f64| Pen { fx, ..Pen::new(cx, cy, s) };
    for fx in [1.0, -1.0] {
        // The wing: a straight upper edge rising outwards, feathers cut along its lower edge.
        let mut pen = half(fx);
        pen.m((4.0, -12.0)).l((20.0, -24.0)).l((36.0, -34.0)).l((48.0, -40.0)).l((47.0, -29.0));
        for (tip, notch) in [((49.0, -20.0), (42.0, -17.0)), ((46.0, -8.0), (37.0, -7.0)), ((40.0, 3.0), (30.0, 1.0))] {
            pen.l(tip).l(notch);
        }
        pen.l((31.0, 12.0)).l((20.0, 6.0)).l((6.0, 6.0)).z();
        pieces.push((pen.take(), false));
        // The tail, fanned, and the leg with its talons.
        pen.m((0.0, 20.0)).l((5.0, 20.0)).l((11.0, 41.0)).l((6.0, 38.0)).l((3.0, 44.0)).l((0.0, 40.0)).z();
        pieces.push((pen.take(), false));
        limb(&mut pen, &[(5.0, 15.0, 5.0), (11.0, 25.0, 3.5), (15.0, 29.0, 2.5)]);
        pieces.push((pen.take(), false));
        // Beak and talons, in the detail colour.
        pen.m((19.0, -36.5)).l((27.0, -34.0)).l((19.0, -31.5)).z();
        pen.m((14.0, 28.0)).l((19.0, 27.0)).l((17.0, 31.0)).z();
        pen.m((15.0, 29.0)).l((16.0, 34.0)).l((13.0, 32.0)).z();
        pieces.push((pen.take(), true));
        // Neck and head, turned outwards.
        limb(&mut pen, &[(2.0, -8.0, 9.0), (8.0, -22.0, 7.0), (12.0, -31.0, 7.0)]);
        pieces.push((pen.take(), false));
        pen.m((10.0, -38.0));
        spline(&mut pen, &[(10.0, -38.0), (17.0, -39.5), (21.0, -35.0), (18.0, -30.0), (11.0, -29.0)]);
        pen.z();
        pieces.push((pen.take(), false));
    }
    // The body, over the roots of wings, necks and legs.
    let mut pen = Pen::new(cx, cy, s);
    pen.m((0.0, -16.0)).c((9.0, -14.0), (11.0, 6.0), (5.0, 20.0)).c((3.0, 24.0), (-3.0, 24.0), (-5.0, 20.0));
    pen.c((-11.0, 6.0), (-9.0, -14.0), (0.0, -16.0)).z();
    pieces.push((pen.take(), false));
    pieces.into_iter().fold(Group::new(), |g, (d, is_detail)| {
        g.add(shape(d, if is_detail { detail } else { fill }, stroke, if is_detail { sw * 0.6 } else { sw }))
    })
}

/// The arms of Bertrand du Guesclin: argent, a double-headed eagle displayed sable, a bendlet
/// gules over all, on a heater shield in the box (x, y, w, h).
pub fn du_guesclin_arms(x: f64, y: f64, w: f64, h: f64, p: &Palette, id: &str) -> Group {
    let sw = outline_width(w);
    let (x, y, w, h) = (x + sw / 2.0, y + sw / 2.0, w - sw, h - sw);
    let shield = shield_path(x, y, w, h);
    let defs = Definitions::new().add(clip(&format!("{id}-shield"), shield.clone()));
    let eagle = double_headed_eagle(x + w / 2.0, y + h * 0.44, w * 0.86, &p.sable, &p.gules, &p.ink);
    // The bendlet runs from the dexter chief (the viewer's top left) towards the sinister base.
    let band = w * 0.13;
    let line = |width: f64, colour: &str| {
        Path::new()
            .set("d", format!("M{},{} L{},{}", mm(x - band), mm(y - band), mm(x + w + band), mm(y + w + band)))
            .set("stroke", colour)
            .set("stroke-width", mm(width))
            .set("fill", "none")
    };
    let field = Group::new()
        .set("clip-path", format!("url(#{id}-shield)"))
        .add(rect(x, y, w, h, &p.argent))
        .add(eagle)
        .add(line(band + sw * 1.2, &p.ink))
        .add(line(band, &p.gules));
    Group::new().add(defs).add(field).add(shape(shield, "none", &p.ink, sw))
}

fn rect(x: f64, y: f64, w: f64, h: f64, fill: &str) -> Rectangle {
    Rectangle::new().set("x", mm(x)).set("y", mm(y)).set("width", mm(w)).set("height", mm(h)).set("fill", fill)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks that `g` parses and that what it draws (clips applied, strokes included) lies in the box.
    fn assert_within(g: Group, (x, y, w, h): (f64, f64, f64, f64)) -> resvg::usvg::Rect {
        let doc = svg::Document::new().set("viewBox", "0 0 200 200").add(g).to_string();
        let tree = resvg::usvg::Tree::from_str(&doc, &resvg::usvg::Options::default()).expect("valid SVG");
        let r = tree.root().abs_layer_bounding_box().to_rect();
        let e = 0.01; // usvg works in f32
        let (l, t, rt, b) = (r.left() as f64, r.top() as f64, r.right() as f64, r.bottom() as f64);
        assert!(l >= x - e && t >= y - e && rt <= x + w + e && b <= y + h + e, "{r:?} outside {x} {y} {w} {h}");
        r
    }

    #[test]
    fn arms_parse_and_stay_inside_their_box() {
        let p = Palette::sample();
        for (x, y, w, h) in [(10.0, 20.0, 12.0, 14.0), (50.0, 30.0, 40.0, 46.0)] {
            let r = assert_within(english_arms(x, y, w, h, &p, "e"), (x, y, w, h));
            // The shield fills its box rather than shrinking inside it.
            assert!(r.width() as f64 > w - 0.05 && r.height() as f64 > h - 0.05, "{r:?}");
            assert_within(french_arms(x, y, w, h, &p, "f"), (x, y, w, h));
        }
        assert_within(fleur_de_lis(100.0, 100.0, 30.0, "gold", "black"), (85.0, 85.0, 30.0, 30.0));
        assert_within(lion_passant_guardant(100.0, 100.0, 50.0, "gold", "black"), (75.0, 85.0, 50.0, 30.0));
    }

    #[test]
    fn output_is_deterministic_and_ids_are_prefixed() {
        let p = Palette::sample();
        let arms = || english_arms(1.0 / 3.0, 2.0, 20.0, 24.0, &p, "k7").to_string();
        let a = arms();
        assert_eq!(a, arms());
        let ids: Vec<&str> = a.split("id=\"").skip(1).collect();
        assert!(!ids.is_empty() && ids.iter().all(|rest| rest.starts_with("k7-")), "{a}");
        assert!(!a.contains("0000"), "numbers go through mm()");
    }
}
