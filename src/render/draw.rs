//! The little SVG writer games draw their pictures with: numbers printed to the thousandth of a
//! millimetre, an affine [`Frame`] that places shapes designed in their own units, a [`Trace`]
//! that writes path data through a frame, and [`Tag`] for elements.

use std::fmt::Write;

pub type Pt = (f64, f64);

/// A coordinate or length in millimetres as SVG text: three decimals at most, no trailing zeros,
/// never "-0", so that the same drawing always prints the same bytes.
pub fn num(v: f64) -> String {
    let text = format!("{v:.3}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match text {
        "-0" | "" => "0".to_string(),
        t => t.to_string(),
    }
}

/// Maps design units to millimetres: (x, y) ↦ (a·x + c·y + e, b·x + d·y + f).
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    a: f64,
    b: f64,
    c: f64,
    d: f64,
    e: f64,
    f: f64,
}

impl Frame {
    /// Millimetres as they are.
    pub const MM: Frame = Frame { a: 1.0, b: 0.0, c: 0.0, d: 1.0, e: 0.0, f: 0.0 };

    /// Design units of `unit` millimetres whose origin lands on (x, y).
    pub const fn at(x: f64, y: f64, unit: f64) -> Frame {
        Frame { a: unit, b: 0.0, c: 0.0, d: unit, e: x, f: y }
    }

    /// Millimetres mirrored about the horizontal line y = `axis`, as in still water.
    pub const fn reflected(axis: f64) -> Frame {
        Frame { a: 1.0, b: 0.0, c: 0.0, d: -1.0, e: 0.0, f: 2.0 * axis }
    }

    /// The same frame looking the other way: design x is negated before mapping.
    pub fn flipped(self) -> Frame {
        Frame { a: -self.a, b: -self.b, ..self }
    }

    /// A frame whose design units are first turned by `angle` radians (clockwise on the page, as
    /// y points down) and moved by (dx, dy), then mapped by `self`.
    pub fn inner(self, dx: f64, dy: f64, angle: f64) -> Frame {
        let (sin, cos) = angle.sin_cos();
        let (a, b, c, d) = (cos, sin, -sin, cos);
        Frame {
            a: self.a * a + self.c * b,
            b: self.b * a + self.d * b,
            c: self.a * c + self.c * d,
            d: self.b * c + self.d * d,
            e: self.a * dx + self.c * dy + self.e,
            f: self.b * dx + self.d * dy + self.f,
        }
    }

    /// A frame of design units `k` times as large, with the same origin.
    pub fn scaled(self, k: f64) -> Frame {
        Frame { a: self.a * k, b: self.b * k, c: self.c * k, d: self.d * k, ..self }
    }

    pub fn map(&self, (x, y): Pt) -> Pt {
        (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)
    }

    /// How many millimetres one design unit is (frames here never stretch one way only).
    pub fn unit(&self) -> f64 {
        (self.a * self.d - self.b * self.c).abs().sqrt()
    }
}

/// Path data written through a frame.
pub struct Trace {
    pub frame: Frame,
    d: String,
}

/// A closed outline's vertex: `Soft` points pull the curve towards them (it passes through the
/// midpoints between neighbours), `Hard` points are corners the outline goes through.
#[derive(Clone, Copy)]
pub enum V {
    Soft(f64, f64),
    Hard(f64, f64),
}

impl V {
    fn pt(self) -> Pt {
        match self {
            V::Soft(x, y) | V::Hard(x, y) => (x, y),
        }
    }
}

impl Trace {
    pub fn new(frame: Frame) -> Trace {
        Trace { frame, d: String::new() }
    }

    fn op(&mut self, op: char, pts: &[Pt]) -> &mut Trace {
        self.d.push(op);
        for (i, &p) in pts.iter().enumerate() {
            let (x, y) = self.frame.map(p);
            if i > 0 {
                self.d.push(' ');
            }
            let _ = write!(self.d, "{},{}", num(x), num(y));
        }
        self
    }

    pub fn mv(&mut self, p: Pt) -> &mut Trace {
        self.op('M', &[p])
    }

    pub fn ln(&mut self, p: Pt) -> &mut Trace {
        self.op('L', &[p])
    }

    pub fn qd(&mut self, c: Pt, p: Pt) -> &mut Trace {
        self.op('Q', &[c, p])
    }

    pub fn cb(&mut self, c1: Pt, c2: Pt, p: Pt) -> &mut Trace {
        self.op('C', &[c1, c2, p])
    }

    pub fn close(&mut self) -> &mut Trace {
        self.d.push('Z');
        self
    }

    /// A closed polygon through `pts`.
    pub fn poly(&mut self, pts: &[Pt]) -> &mut Trace {
        self.mv(pts[0]);
        for &p in &pts[1..] {
            self.ln(p);
        }
        self.close()
    }

    /// A closed outline through vertices that are either corners or pulls (see [`V`]): the curve
    /// is a chain of quadratic pieces, which keeps organic shapes down to a list of points.
    pub fn outline(&mut self, vs: &[V]) -> &mut Trace {
        let n = vs.len();
        let mid = |a: Pt, b: Pt| ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        // Start where the outline is certainly on the curve: at a corner, or between two pulls.
        let first = vs.iter().position(|v| matches!(v, V::Hard(..))).unwrap_or(0);
        let at = |i: usize| vs[(first + i) % n];
        let start = match at(0) {
            V::Hard(x, y) => (x, y),
            V::Soft(..) => mid(at(n - 1).pt(), at(0).pt()),
        };
        self.mv(start);
        let steps = if matches!(at(0), V::Hard(..)) { n } else { n + 1 };
        for i in 1..steps {
            match at(i) {
                V::Hard(x, y) => {
                    self.ln((x, y));
                }
                V::Soft(x, y) => {
                    let next = at(i + 1);
                    let to = match next {
                        V::Hard(..) => next.pt(),
                        V::Soft(..) => mid((x, y), next.pt()),
                    };
                    self.qd((x, y), to);
                }
            }
        }
        self.close()
    }

    /// An ellipse centred on (cx, cy), drawn as four cubic quarters so that any frame maps it.
    pub fn ellipse(&mut self, (cx, cy): Pt, rx: f64, ry: f64) -> &mut Trace {
        let k = 0.5523;
        self.mv((cx + rx, cy));
        self.cb((cx + rx, cy + k * ry), (cx + k * rx, cy + ry), (cx, cy + ry));
        self.cb((cx - k * rx, cy + ry), (cx - rx, cy + k * ry), (cx - rx, cy));
        self.cb((cx - rx, cy - k * ry), (cx - k * rx, cy - ry), (cx, cy - ry));
        self.cb((cx + k * rx, cy - ry), (cx + rx, cy - k * ry), (cx + rx, cy));
        self.close()
    }

    pub fn circle(&mut self, c: Pt, r: f64) -> &mut Trace {
        self.ellipse(c, r, r)
    }

    /// A limb through (x, y, width) joints: a smooth tube whose width follows the joints', with
    /// round ends. The joints are eased into a spline first, so a few of them make a curve.
    pub fn limb(&mut self, joints: &[(f64, f64, f64)]) -> &mut Trace {
        let spine = eased(joints, 5);
        let n = spine.len();
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for i in 0..n {
            let (a, b) = (spine[i.saturating_sub(1)], spine[(i + 1).min(n - 1)]);
            let len = (b.0 - a.0).hypot(b.1 - a.1).max(1e-9);
            let (nx, ny) = (-(b.1 - a.1) / len, (b.0 - a.0) / len);
            let (x, y, r) = (spine[i].0, spine[i].1, spine[i].2 / 2.0);
            left.push((x + nx * r, y + ny * r));
            right.push((x - nx * r, y - ny * r));
        }
        right.reverse();
        let ring: Vec<Pt> = left.into_iter().chain(right).collect();
        // Every piece of a silhouette turns the way the ellipses do, so that a nonzero fill
        // unites them: the shoelace sum is positive for that turn.
        let turn: f64 = (0..ring.len())
            .map(|i| {
                let (p, q) = (ring[i], ring[(i + 1) % ring.len()]);
                p.0 * q.1 - q.0 * p.1
            })
            .sum();
        let mut vs: Vec<V> = ring.iter().map(|&(x, y)| V::Soft(x, y)).collect();
        for k in [0, n - 1, n, 2 * n - 1] {
            vs[k] = V::Hard(ring[k].0, ring[k].1);
        }
        if turn < 0.0 {
            vs.reverse();
        }
        self.outline(&vs);
        for end in [spine[0], spine[n - 1]] {
            self.circle((end.0, end.1), end.2 / 2.0);
        }
        self
    }

    /// Appends path data written by another trace.
    pub fn raw(&mut self, d: &str) -> &mut Trace {
        self.d.push_str(d);
        self
    }

    /// The path data written so far, leaving the trace empty for the next shape.
    pub fn take(&mut self) -> String {
        std::mem::take(&mut self.d)
    }
}

/// An SVG element under construction.
pub struct Tag {
    name: &'static str,
    attrs: String,
    kids: String,
}

pub fn tag(name: &'static str) -> Tag {
    Tag { name, attrs: String::new(), kids: String::new() }
}

impl Tag {
    pub fn set(mut self, key: &str, value: impl std::fmt::Display) -> Tag {
        let _ = write!(self.attrs, " {key}=\"{value}\"");
        self
    }

    /// A length attribute, in millimetres.
    pub fn len(self, key: &str, v: f64) -> Tag {
        self.set(key, num(v))
    }

    // A builder's `add`, as in the `svg` crate: a tag takes its children one by one; not the
    // arithmetic `Add`.
    #[allow(clippy::should_implement_trait)]
    pub fn add(mut self, kid: Tag) -> Tag {
        self.kids.push_str(&kid.text());
        self
    }

    pub fn add_all(self, kids: impl IntoIterator<Item = Tag>) -> Tag {
        kids.into_iter().fold(self, Tag::add)
    }

    pub fn text(&self) -> String {
        if self.kids.is_empty() {
            format!("<{}{}/>", self.name, self.attrs)
        } else {
            format!("<{}{}>{}</{}>", self.name, self.attrs, self.kids, self.name)
        }
    }
}

pub fn group() -> Tag {
    tag("g")
}

/// A filled path with no outline.
pub fn fill(d: String, colour: &str) -> Tag {
    tag("path").set("d", d).set("fill", colour)
}

/// A path outlined in `colour`, `width` millimetres, with round joins and ends.
pub fn stroke(d: String, colour: &str, width: f64) -> Tag {
    tag("path")
        .set("d", d)
        .set("fill", "none")
        .set("stroke", colour)
        .len("stroke-width", width)
        .set("stroke-linejoin", "round")
        .set("stroke-linecap", "round")
}

/// A filled path with an outline.
pub fn filled(d: String, colour: &str, ink: &str, width: f64) -> Tag {
    tag("path")
        .set("d", d)
        .set("fill", colour)
        .set("stroke", ink)
        .len("stroke-width", width)
        .set("stroke-linejoin", "round")
}

pub fn rect(x: f64, y: f64, w: f64, h: f64, colour: &str) -> Tag {
    tag("rect").len("x", x).len("y", y).len("width", w).len("height", h).set("fill", colour)
}

/// Shapes that read as one silhouette: each piece outlined twice as thick as `width` in `ink`,
/// then all filled on top, so the outline shows only where the union meets what lies behind.
pub fn silhouette(pieces: &[String], colour: &str, ink: &str, width: f64) -> Tag {
    let under = pieces.iter().map(|d| stroke(d.clone(), ink, 2.0 * width));
    let over = pieces.iter().map(|d| fill(d.clone(), colour));
    group().add_all(under).add_all(over)
}

/// A standalone SVG document `w` × `h` millimetres, with a viewBox in millimetres.
pub fn document(w: f64, h: f64, body: Tag) -> Vec<u8> {
    let root = tag("svg")
        .set("xmlns", "http://www.w3.org/2000/svg")
        .set("width", format!("{}mm", num(w)))
        .set("height", format!("{}mm", num(h)))
        .set("viewBox", format!("0 0 {} {}", num(w), num(h)))
        .add(body);
    root.text().into_bytes()
}

/// Joints (x, y, width) eased into a Catmull-Rom spline with `steps` points per span.
fn eased(joints: &[(f64, f64, f64)], steps: usize) -> Vec<(f64, f64, f64)> {
    let n = joints.len();
    let mut out = Vec::new();
    for i in 0..n - 1 {
        let (p0, p1, p2, p3) = (joints[i.saturating_sub(1)], joints[i], joints[i + 1], joints[(i + 2).min(n - 1)]);
        let at = |t: f64, a: f64, b: f64, c: f64, d: f64| {
            0.5 * (2.0 * b
                + (c - a) * t
                + (2.0 * a - 5.0 * b + 4.0 * c - d) * t * t
                + (3.0 * b - a - 3.0 * c + d) * t * t * t)
        };
        for k in 0..steps {
            let t = k as f64 / steps as f64;
            out.push((at(t, p0.0, p1.0, p2.0, p3.0), at(t, p0.1, p1.1, p2.1, p3.1), at(t, p0.2, p1.2, p2.2, p3.2)));
        }
    }
    out.push(joints[n - 1]);
    out
}
