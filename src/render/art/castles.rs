//! Castle card art: the six views of the besieged castle's defences and the card's control arrow, in millimetres.

use std::f64::consts::PI;
use std::fmt::Write;

use super::{Palette, mm};
use svg::Node;
use svg::node::element::{ClipPath, Definitions, Group, LinearGradient, Path, Rectangle, Stop};

/// The views of the castle's defences the game's castle cards show.
pub const VIEWS: [&str; 6] = ["barbican", "gatehouse", "curtain-wall", "keep", "postern", "tower"];

/// Every view is composed on a 55 x 50 grid and stretched onto the caller's box, so the composition survives small
/// changes of card layout while line widths stay true millimetres.
const GW: f64 = 55.0;
const GH: f64 = 50.0;
/// One weight for every contour and a lighter one for joints, so that the six cards look drawn by one hand.
const LINE: f64 = 0.3;
const FINE: f64 = 0.13;
/// The viewer's eye on the grid: courses above it arch upwards, as they do seen from the foot of a wall.
const EYE: f64 = 41.0;

/// How far a course of a drum of radius `r` at height `v` bows at its front; it changes sign at eye level.
fn sag(v: f64, r: f64) -> f64 {
    0.035 * (EYE - v) * r / 8.0
}

/// A path written in grid units and emitted in millimetres through [`mm`], so output is byte-identical across runs;
/// `f` is (x, y, x scale, y scale) of the caller's box.
struct Pen {
    d: String,
    f: [f64; 4],
}

impl Pen {
    fn cmd(mut self, c: char, pts: &[(f64, f64)]) -> Self {
        self.d.push(c);
        for &(u, v) in pts {
            let _ = write!(self.d, "{} {} ", mm(self.f[0] + u * self.f[2]), mm(self.f[1] + v * self.f[3]));
        }
        self
    }
    fn m(self, u: f64, v: f64) -> Self {
        self.cmd('M', &[(u, v)])
    }
    fn l(self, u: f64, v: f64) -> Self {
        self.cmd('L', &[(u, v)])
    }
    fn q(self, cu: f64, cv: f64, u: f64, v: f64) -> Self {
        self.cmd('Q', &[(cu, cv), (u, v)])
    }
    /// An elliptical arc of grid radii (rx, ry), clockwise on the page.
    fn a(mut self, rx: f64, ry: f64, u: f64, v: f64) -> Self {
        let _ = write!(self.d, "A{} {} 0 0 1 ", mm(rx * self.f[2]), mm(ry * self.f[3]));
        self.cmd(' ', &[(u, v)])
    }
    fn z(mut self) -> Self {
        self.d.push('Z');
        self
    }
    fn poly(self, pts: &[(f64, f64)]) -> Self {
        pts.iter().enumerate().fold(self, |p, (i, &(u, v))| if i == 0 { p.m(u, v) } else { p.l(u, v) }).z()
    }
    fn rect(self, u0: f64, v0: f64, u1: f64, v1: f64) -> Self {
        self.poly(&[(u0, v0), (u1, v0), (u1, v1), (u0, v1)])
    }
    fn ellipse(self, u: f64, v: f64, rx: f64, ry: f64) -> Self {
        self.m(u - rx, v).a(rx, ry, u + rx, v).a(rx, ry, u - rx, v).z()
    }
    /// A round (`pointed` false) or equilateral pointed arch standing on `bottom`, springing at `spring`.
    fn arch(self, u0: f64, u1: f64, spring: f64, bottom: f64, pointed: bool) -> Self {
        let (w, c) = (u1 - u0, (u0 + u1) / 2.0);
        let p = self.m(u0, bottom).l(u0, spring);
        let p = if pointed {
            p.a(w, w, c, spring - w * 0.866).a(w, w, u1, spring)
        } else {
            p.a(w / 2.0, w / 2.0, u1, spring)
        };
        p.l(u1, bottom).z()
    }
}

/// How a stretch of masonry turns away from the viewer, which sets where its joints and merlons fall.
#[derive(Clone, Copy)]
enum Kind {
    /// Square on to the viewer.
    Flat,
    /// A round tower: features crowd towards its sides.
    Drum,
    /// A face receding in perspective; the far end is drawn at this fraction of the near end's scale.
    Recede(f64),
}

/// A stretch of masonry between a top and a base line, each given as (height at u0, height at u1).
#[derive(Clone, Copy)]
struct Span {
    u0: f64,
    u1: f64,
    top: (f64, f64),
    base: (f64, f64),
    kind: Kind,
}

impl Span {
    fn flat(u0: f64, u1: f64, top: f64, base: f64) -> Span {
        Span { u0, u1, top: (top, top), base: (base, base), kind: Kind::Flat }
    }
    fn drum(cx: f64, r: f64, top: f64, base: f64) -> Span {
        Span { u0: cx - r, u1: cx + r, top: (top, top), base: (base, base), kind: Kind::Drum }
    }
    /// Where a point a fraction `t` of the way along the masonry itself appears on the grid.
    fn u(&self, t: f64) -> f64 {
        let w = self.u1 - self.u0;
        match self.kind {
            Kind::Flat => self.u0 + w * t,
            Kind::Drum => (self.u0 + self.u1) / 2.0 - w / 2.0 * (PI * t).cos(),
            Kind::Recede(k) => self.u0 + w * t / (t + k * (1.0 - t)),
        }
    }
    /// The height on the grid at `u` of the line `h` (a pair like `top`), bowed on a drum.
    fn v(&self, u: f64, h: (f64, f64)) -> f64 {
        let t = (u - self.u0) / (self.u1 - self.u0);
        let v = h.0 + (h.1 - h.0) * t;
        if let Kind::Drum = self.kind { v - sag(v, (self.u1 - self.u0) / 2.0) * 4.0 * t * (1.0 - t) } else { v }
    }
    /// The line `h` from one end to the other (from u1 back to u0 if `back`), for a pen standing at its start.
    fn edge(&self, pen: Pen, h: (f64, f64), back: bool) -> Pen {
        let end = if back { self.u0 } else { self.u1 };
        match self.kind {
            Kind::Drum => {
                let (vm, r) = ((h.0 + h.1) / 2.0, (self.u1 - self.u0) / 2.0);
                pen.q((self.u0 + self.u1) / 2.0, vm - 2.0 * sag(vm, r), end, self.v(end, h))
            }
            _ => pen.l(end, self.v(end, h)),
        }
    }
    fn outline(&self, pen: Pen) -> Pen {
        let p = self.edge(pen.m(self.u0, self.v(self.u0, self.top)), self.top, false);
        self.edge(p.l(self.u1, self.v(self.u1, self.base)), self.base, true).z()
    }
    /// The height pair a fraction `f` of the way from top to base.
    fn at(&self, f: f64) -> (f64, f64) {
        (self.top.0 + (self.base.0 - self.top.0) * f, self.top.1 + (self.base.1 - self.top.1) * f)
    }
}

/// One view being drawn: its frame, colours, the definitions (clip paths, gradients) it needs, and its shapes.
struct Art<'a> {
    p: &'a Palette,
    id: &'a str,
    f: [f64; 4],
    defs: Definitions,
    g: Group,
    n: usize,
    seed: u64,
    drum: String,
}

impl<'a> Art<'a> {
    fn new(view: &str, b: (f64, f64, f64, f64), p: &'a Palette, id: &'a str) -> Art<'a> {
        // The seed comes from the view's name alone, so a view looks the same whatever id or box it is given.
        let seed = view.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, c| (h ^ u64::from(c)).wrapping_mul(0x100_0000_01b3));
        let f = [b.0, b.1, b.2 / GW, b.3 / GH];
        let mut a =
            Art { p, id, f, defs: Definitions::new(), g: Group::new(), n: 0, seed: seed | 1, drum: String::new() };
        // Lit from the left: a drum is a little dark at its left rim, bright a third across and dark at its right.
        let sh = p.stone_shadow.as_str();
        a.drum = a.gradient(&[(0.0, sh, 0.35), (0.3, sh, 0.0), (0.62, sh, 0.22), (1.0, sh, 0.85)], false);
        a
    }
    fn pen(&self) -> Pen {
        Pen { d: String::new(), f: self.f }
    }
    fn rnd(&mut self) -> f64 {
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        (self.seed >> 11) as f64 / (1u64 << 53) as f64
    }
    fn fresh(&mut self, what: &str) -> String {
        self.n += 1;
        format!("{}-{what}{}", self.id, self.n)
    }
    fn gradient(&mut self, stops: &[(f64, &str, f64)], vertical: bool) -> String {
        let gid = self.fresh("g");
        let (x2, y2) = if vertical { ("0", "1") } else { ("1", "0") };
        let mut lg =
            LinearGradient::new().set("id", gid.clone()).set("x1", "0").set("y1", "0").set("x2", x2).set("y2", y2);
        for &(o, c, op) in stops {
            lg.append(Stop::new().set("offset", mm(o)).set("stop-color", c).set("stop-opacity", mm(op)));
        }
        self.defs.append(lg);
        format!("url(#{gid})")
    }
    fn path(&mut self, d: &Pen, fill: &str, stroke: f64, opacity: f64) {
        let mut e = Path::new().set("d", d.d.clone()).set("fill", fill);
        if stroke > 0.0 {
            e = e.set("stroke", self.p.ink.clone()).set("stroke-width", mm(stroke));
            e = e.set("stroke-linejoin", "round").set("stroke-linecap", "round");
        }
        if opacity < 1.0 {
            e = e.set("opacity", mm(opacity));
        }
        self.g.append(e);
    }
    fn fill(&mut self, d: &Pen, fill: &str) {
        self.path(d, fill, 0.0, 1.0);
    }
    fn shape(&mut self, d: &Pen, fill: &str) {
        self.path(d, fill, LINE, 1.0);
    }
    fn stroke(&mut self, d: &Pen, colour: &str, width: f64) {
        let e = Path::new().set("d", d.d.clone()).set("fill", "none").set("stroke", colour);
        self.g.append(e.set("stroke-width", mm(width)).set("stroke-linecap", "round"));
    }
    fn ink(&mut self, d: &Pen, width: f64, opacity: f64) {
        self.path(d, "none", width, opacity);
    }
    fn dark(&mut self, d: &Pen, opacity: f64) {
        let ink = self.p.ink.clone();
        self.path(d, &ink, 0.0, opacity);
    }
    /// Timber: the palette has no brown, so gold dulled by ink stands in for oak.
    fn wood(&mut self, d: &Pen) {
        let p = self.p;
        self.path(d, &p.gold, 0.0, 1.0);
        self.dark(d, 0.5);
        self.ink(d, LINE, 1.0);
    }
    /// Draws whatever `draw` adds clipped to `d`, so texture never spills out of its shape.
    fn clipped(&mut self, d: &Pen, draw: impl FnOnce(&mut Self)) {
        let cid = self.fresh("c");
        self.defs.append(ClipPath::new().set("id", cid.clone()).add(Path::new().set("d", d.d.clone())));
        let outer = std::mem::replace(&mut self.g, Group::new().set("clip-path", format!("url(#{cid})")));
        draw(self);
        let inner = std::mem::replace(&mut self.g, outer);
        self.g.append(inner);
    }
    /// Fills `d`, scores courses and staggered joints of span `s` inside it, shades it if `s` is a drum, and
    /// outlines it last so that no texture line crosses a contour.
    fn masonry(&mut self, d: &Pen, s: Span, course: f64, fill: &str) {
        self.path(d, fill, 0.0, 1.0);
        let rows = ((s.base.0 - s.top.0) / course).round().max(1.0) as usize;
        let h = |i: usize| s.at(1.0 - i as f64 / rows as f64);
        let w = s.u1 - s.u0;
        let ds = course * 2.3 / w * if let Kind::Recede(k) = s.kind { k } else { 1.0 };
        let ds = if let Kind::Drum = s.kind { ds * 2.0 / PI } else { ds };
        let mut tex = self.pen();
        for i in 0..=rows {
            tex = s.edge(tex.m(s.u0, s.v(s.u0, h(i))), h(i), false);
            let mut t = (0.5 * (i % 2) as f64 + 0.3 * self.rnd()) * ds;
            while i < rows && t < 0.97 {
                let u = s.u(t);
                tex = tex.m(u, s.v(u, h(i))).l(u, s.v(u, h(i + 1)));
                t += ds * (0.75 + 0.5 * self.rnd());
            }
        }
        let drum = if let Kind::Drum = s.kind { Some(self.drum.clone()) } else { None };
        self.clipped(d, |a| {
            a.ink(&tex, FINE, 0.5);
            if let Some(fill) = drum {
                // The shading box is kept inside the view so the view's geometry never leaves its box.
                let (top, base) = ((s.top.0.min(s.top.1) - 3.0).max(0.0), (s.base.0.max(s.base.1) + 3.0).min(GH));
                let r = a.pen().rect(s.u0, top, s.u1, base);
                a.fill(&r, &fill);
            }
        });
        self.ink(d, LINE, 1.0);
    }
    fn block(&mut self, s: Span, course: f64, fill: &str) {
        let d = s.outline(self.pen());
        self.masonry(&d, s, course, fill);
    }
    /// A straight stretch of wall from `u0` to `u1`: `n` merlons from `top` to `walk`, masonry from there to `base`.
    fn wall(&mut self, (u0, u1): (f64, f64), top: f64, walk: f64, base: f64, n: usize) {
        let p = self.p;
        self.block(Span::flat(u0, u1, walk, base), 1.8, &p.stone);
        self.parapet(Span::flat(u0, u1, top, walk), n, &p.stone);
    }
    /// A crenellated parapet: `n` merlons standing from the span's base up to its top, crenels cut 45% down.
    fn parapet(&mut self, s: Span, n: usize, fill: &str) -> Pen {
        let m = 1.0 / (n as f64 * 1.75 - 0.75);
        let cren = s.at(0.45);
        let mut pen = self.pen().m(s.u0, s.v(s.u0, s.base)).l(s.u0, s.v(s.u0, s.top));
        for i in 0..n {
            let t0 = i as f64 * 1.75 * m;
            let (a, b) = (s.u(t0), s.u(t0 + m));
            pen = pen.l(a, s.v(a, s.top)).l(b, s.v(b, s.top));
            if i + 1 < n {
                let c = s.u(t0 + 1.75 * m);
                pen = pen.l(b, s.v(b, cren)).l(c, s.v(c, cren));
            }
        }
        let pen = s.edge(pen.l(s.u1, s.v(s.u1, s.base)), s.base, true).z();
        self.masonry(&pen, s, (s.base.0 - s.top.0) / 3.0, fill);
        pen
    }
    /// Machicolations: `n` corbels carrying a parapet out over the wall, dark drop-holes between them.
    fn corbels(&mut self, s: Span, n: usize) {
        let p = self.p;
        self.shape(&s.outline(self.pen()), &p.stone_shadow);
        let holes = Span { base: s.at(0.4), ..s };
        self.dark(&holes.outline(self.pen()), 0.75);
        for i in 0..n {
            let t = (i as f64 + 0.5) / n as f64;
            let u = s.u(t);
            let w = 0.25 * (s.u((t + 0.5 / n as f64).min(1.0)) - s.u((t - 0.5 / n as f64).max(0.0)));
            let (v0, v1) = (s.v(u, s.top), s.v(u, s.base));
            let k = v0 + (v1 - v0) * 0.4;
            let d = self.pen().m(u - w, v0).l(u + w, v0).l(u + w, k).q(u + w, v1, u, v1).q(u - w, v1, u - w, k).z();
            self.shape(&d, &p.stone);
            self.ink(&self.pen().m(u - w, k).l(u + w, k), FINE, 0.6);
        }
    }
    /// A splayed base (talus) under a drum, wider at the foot: it throws dropped stones out at attackers.
    fn talus(&mut self, cx: f64, r: f64, top: f64, base: f64, flare: f64) {
        let p = self.p;
        let s = Span::drum(cx, r + flare, top, base);
        let d = self.pen().m(cx - r, top).q(cx, top - 2.0 * sag(top, r), cx + r, top).l(cx + r + flare, base);
        let d = d.q(cx, base - 2.0 * sag(base, r), cx - r - flare, base).z();
        self.masonry(&d, s, 1.7, &p.stone);
    }
    /// A conical slate roof: rings of slates narrowing to the apex and rafter lines, shaded like a drum.
    fn cone(&mut self, cx: f64, r: f64, eave: f64, apex: f64) {
        let p = self.p;
        let d =
            self.pen().m(cx - r, eave).l(cx, apex).l(cx + r, eave).q(cx, eave - 2.0 * sag(eave, r), cx - r, eave).z();
        self.fill(&d, &p.stone_shadow);
        let mut tex = self.pen();
        for i in 1..9 {
            let f = i as f64 / 9.0;
            let (v, rr) = (eave + (apex - eave) * f, r * (1.0 - f));
            tex = tex.m(cx - rr, v).q(cx, v - 2.0 * sag(v, rr), cx + rr, v);
        }
        for j in 1..8 {
            let t = j as f64 / 8.0;
            tex = tex.m(cx, apex).l(cx - r * (PI * t).cos(), eave - sag(eave, r) * 4.0 * t * (1.0 - t));
        }
        let fill = self.drum.clone();
        self.clipped(&d, |a| {
            a.ink(&tex, FINE, 0.55);
            a.path(&a.pen().rect(cx - r, apex, cx + r, eave + 1.0), &fill, 0.0, 1.0);
        });
        self.ink(&d, LINE, 1.0);
        self.shape(&self.pen().ellipse(cx, apex, 0.6, 0.6), &p.gold);
    }
    /// An arrow loop: a narrow dark slot with round oillets and, if `cross`, a crossbow arm; `f` narrows it where the
    /// wall turns away from the viewer.
    fn slit(&mut self, u: f64, v: f64, len: f64, f: f64, cross: bool) {
        let (w, o, e) = (0.3 * f, 0.5 * f, len / 2.0);
        let mut d = self.pen().rect(u - w, v - e, u + w, v + e);
        d = d.ellipse(u, v - e, o, 0.5).ellipse(u, v + e, o, 0.5);
        if cross {
            let (a, c) = (len * 0.25 * f, v - len * 0.1);
            d = d.rect(u - a, c - 0.28, u + a, c + 0.28);
        }
        self.dark(&d, 1.0);
    }
    /// A round-headed window in a stone surround, dark inside: at card size interiors read as shadow.
    fn window(&mut self, u: f64, top: f64, w: f64, h: f64) {
        let p = self.p;
        let outer = self.pen().arch(u - w / 2.0 - 0.5, u + w / 2.0 + 0.5, top + w / 2.0, top + h + 0.4, false);
        self.shape(&outer, &p.stone);
        self.dark(&self.pen().arch(u - w / 2.0, u + w / 2.0, top + w / 2.0 + 0.5, top + h, false), 1.0);
    }
    /// The fanned joints and outer ring of an arch's voussoirs, so an opening reads as built rather than cut.
    fn voussoirs(&mut self, u0: f64, u1: f64, spring: f64, ring: f64, pointed: bool) {
        let (w, c) = (u1 - u0, (u0 + u1) / 2.0);
        let mut d = self.pen();
        let joint = |d: Pen, cu: f64, dir: f64, r: f64, a: f64| {
            let (c, s) = (dir * a.cos(), a.sin());
            d.m(cu + r * c, spring - r * s).l(cu + (r + ring) * c, spring - (r + ring) * s)
        };
        if pointed {
            let apex = spring - ((w + ring).powi(2) - w * w / 4.0).sqrt();
            d = d.m(u0 - ring, spring).a(w + ring, w + ring, c, apex).a(w + ring, w + ring, u1 + ring, spring);
            for k in 1..5 {
                let a = k as f64 / 5.0 * PI / 3.0;
                d = joint(joint(d, u1, -1.0, w, a), u0, 1.0, w, a);
            }
        } else {
            d = d.m(u0 - ring, spring).a(w / 2.0 + ring, w / 2.0 + ring, u1 + ring, spring);
            for k in 1..8 {
                d = joint(d, c, 1.0, w / 2.0, k as f64 / 8.0 * PI);
            }
        }
        self.ink(&d, 0.2, 1.0);
    }
    /// Sky, a pale band at the horizon, two clouds, far hills and the ground, with a few tufts kept to the
    /// foreground strip where no wall stands on them.
    fn backdrop(&mut self, horizon: f64) {
        let p = self.p;
        self.fill(&self.pen().rect(0.0, 0.0, GW, GH), &p.sky);
        let glow = self.gradient(&[(0.0, &p.paper, 0.0), (1.0, &p.paper, 0.7)], true);
        self.fill(&self.pen().rect(0.0, 0.0, GW, horizon), &glow);
        for (u0, du) in [(2.0, 16.0), (30.0, 10.0)] {
            let (u, v, w) = (u0 + self.rnd() * du, 4.0 + self.rnd() * 6.0, 9.0 + self.rnd() * 5.0);
            let mut d = self.pen();
            for (du, dv, rx, ry) in [(0.5, 0.0, 0.5, 0.12), (0.33, -0.1, 0.2, 0.15), (0.6, -0.13, 0.22, 0.19)] {
                d = d.ellipse(u + du * w, v + dv * w, rx * w, ry * w);
            }
            self.path(&d, &p.paper, 0.0, 0.85);
        }
        let mut hills = self.pen().m(0.0, horizon + 1.0);
        let mut u = 0.0;
        while u < GW {
            let w = (12.0 + 8.0 * self.rnd()).min(GW - u);
            hills = hills.q(u + w / 2.0, horizon - 3.0 - 4.0 * self.rnd(), u + w, horizon);
            u += w;
        }
        self.path(&hills.l(GW, horizon + 2.0).l(0.0, horizon + 2.0).z(), &p.grass, 0.0, 0.45);
        let ground = self.pen().m(0.0, horizon + 0.6).q(14.0, horizon - 0.4, 28.0, horizon + 0.5);
        let ground = ground.q(42.0, horizon + 1.4, GW, horizon + 0.3).l(GW, GH).l(0.0, GH).z();
        self.fill(&ground, &p.grass);
        let mut tufts = self.pen();
        for _ in 0..14 {
            let (u, v) = (2.0 + self.rnd() * 51.0, 47.5 + self.rnd() * 1.8);
            tufts = tufts.m(u - 0.7, v - 0.7).l(u, v).l(u + 0.1, v - 1.0).m(u, v).l(u + 0.8, v - 0.6);
        }
        self.ink(&tufts, FINE, 0.45);
    }
}

/// A view of one part of the castle's defences drawn in the box (x, y, w, h) (about 55 x 50 mm on a card): sky,
/// ground and masonry in the palette's colours with ink outlines. `view` is one of VIEWS; any other name draws a
/// plain stretch of wall. `id` is a unique prefix for any ids (clip paths, patterns) so that several views can
/// share one SVG.
///
/// The view is clipped to its box and framed by a 0.3 mm ink rule drawn just inside it.
pub fn castle_view(view: &str, x: f64, y: f64, w: f64, h: f64, p: &Palette, id: &str) -> Group {
    let mut a = Art::new(view, (x, y, w, h), p, id);
    match view {
        "barbican" => barbican(&mut a),
        "gatehouse" => gatehouse(&mut a),
        "curtain-wall" => curtain_wall(&mut a),
        "keep" => keep(&mut a),
        "postern" => postern(&mut a),
        "tower" => tower(&mut a),
        _ => plain_wall(&mut a),
    }
    let (ix, iy) = (LINE / 2.0 / a.f[2], LINE / 2.0 / a.f[3]);
    a.ink(&a.pen().rect(ix, iy, GW - ix, GH - iy), LINE, 1.0);
    let cid = format!("{id}-view");
    let clip = Rectangle::new().set("x", mm(x)).set("y", mm(y)).set("width", mm(w)).set("height", mm(h));
    let defs = a.defs.add(ClipPath::new().set("id", cid.clone()).add(clip));
    Group::new().add(defs).add(a.g.set("clip-path", format!("url(#{cid})")))
}

fn barbican(a: &mut Art) {
    let p = a.p;
    a.backdrop(30.0);
    // The castle proper stands behind in haze, so the barbican reads as an outwork thrown forward of its gate.
    a.wall((0.0, GW), 12.0, 15.0, 33.0, 12);
    a.wall((21.0, 34.0), 4.5, 8.0, 33.0, 4);
    a.path(&a.pen().rect(0.0, 3.0, GW, 33.0), &p.sky, 0.0, 0.55);
    // The moat: azure over sky gives still water, with a few glints.
    let moat = a.pen().rect(0.0, 39.5, GW, 46.5);
    a.fill(&moat, &p.sky);
    a.path(&moat, &p.azure, 0.0, 0.45);
    a.dark(&a.pen().rect(0.0, 41.0, GW, 42.3), 0.12);
    let mut glints = a.pen();
    for i in 0..9 {
        let (u, v) = (3.0 + i as f64 * 5.6 + a.rnd() * 1.5, 42.0 + a.rnd() * 3.5);
        glints = glints.m(u, v).l(u + 1.6 + a.rnd(), v);
    }
    a.stroke(&glints, &p.paper, 0.25);
    a.wall((17.0, 38.0), 15.0, 20.5, 41.0, 5);
    // The passage is dark, with daylight at its far end where the main gate stands open.
    a.dark(&a.pen().arch(22.0, 33.0, 32.5, 41.0, false), 1.0);
    a.fill(&a.pen().arch(25.8, 29.2, 37.5, 41.0, false), &p.sky);
    a.fill(&a.pen().rect(25.8, 40.0, 29.2, 41.0), &p.grass);
    a.voussoirs(22.0, 33.0, 32.5, 1.4, false);
    a.slit(27.5, 23.5, 3.0, 1.0, true);
    for cx in [10.0, 45.0] {
        a.block(Span::drum(cx, 8.0, 17.0, 41.0), 1.8, &p.stone);
        a.talus(cx, 8.0, 35.5, 41.5, 1.2);
        a.corbels(Span::drum(cx, 8.6, 14.5, 17.5), 6);
        a.parapet(Span::drum(cx, 9.2, 9.0, 14.5), 4, &p.stone);
        a.slit(cx, 25.0, 4.0, 1.0, true);
        for t in [-0.75f64, 0.75] {
            a.slit(cx + 8.0 * t.sin(), 31.5, 3.0, t.cos(), false);
        }
    }
    // The drawbridge is down: planks run from the threshold to the near bank, hung from two chains.
    let deck = a.pen().poly(&[(22.3, 40.8), (32.7, 40.8), (34.6, 47.6), (20.4, 47.6)]);
    a.wood(&deck);
    let mut planks = a.pen();
    for k in 1..7 {
        let t = k as f64 / 7.0;
        planks = planks.m(22.3 + 10.4 * t, 40.8).l(20.4 + 14.2 * t, 47.6);
    }
    a.ink(&planks.m(21.6, 43.5).l(33.4, 43.5).m(21.0, 45.6).l(34.0, 45.6), FINE, 0.8);
    a.wood(&a.pen().rect(20.2, 47.4, 34.8, 48.4));
    a.path(&a.pen().rect(0.0, 46.6, GW, 46.9), &p.ink, 0.0, 0.35);
    for (top, foot) in [(23.2, 20.6), (31.8, 34.4)] {
        a.stroke(&a.pen().m(top, 25.0).l(foot, 47.6), &p.ink, 0.4);
        a.dark(&a.pen().ellipse(top, 25.0, 0.45, 0.45), 1.0);
    }
}

fn gatehouse(a: &mut Art) {
    let p = a.p;
    a.backdrop(34.0);
    a.wall((0.0, 12.0), 18.5, 22.0, 44.0, 3);
    a.wall((43.0, GW), 18.5, 22.0, 44.0, 3);
    for cx in [12.0, 43.0] {
        a.block(Span::drum(cx, 5.2, 8.6, 44.0), 1.6, &p.stone);
        a.talus(cx, 5.2, 39.5, 44.4, 0.9);
        a.corbels(Span::drum(cx, 5.7, 6.2, 8.6), 4);
        a.parapet(Span::drum(cx, 6.2, 2.2, 6.2), 3, &p.stone);
        for (i, t) in [0.0f64, -0.6, 0.6].iter().enumerate() {
            a.slit(cx + 5.2 * t.sin(), 16.0 + 8.0 * i as f64, 3.0, t.cos(), i == 0);
        }
    }
    // The gate tower stands forward of its turrets, its parapet thrown out on machicolations over the gate.
    a.block(Span::flat(17.0, 38.0, 15.0, 44.0), 1.7, &p.stone);
    a.corbels(Span::flat(16.4, 38.6, 11.5, 15.0), 7);
    a.parapet(Span::flat(15.8, 39.2, 5.5, 11.5), 5, &p.stone);
    let gate = a.pen().arch(21.5, 33.5, 34.0, 44.0, true);
    a.dark(&gate, 1.0);
    a.fill(&a.pen().arch(25.0, 30.0, 39.0, 44.0, true), &p.sky);
    a.fill(&a.pen().rect(25.0, 42.6, 30.0, 44.0), &p.grass);
    // The portcullis hangs half raised: its grid fills the arch head and its spikes stop above the passage.
    let mut grid = a.pen();
    for k in 0..8 {
        let u = 22.4 + k as f64 * 1.46;
        grid = grid.m(u, 22.0).l(u, 34.7);
    }
    for k in 0..7 {
        let v = 24.2 + k as f64 * 1.7;
        grid = grid.m(21.5, v).l(33.5, v);
    }
    let mut spikes = a.pen();
    for k in 0..8 {
        let u = 22.4 + k as f64 * 1.46;
        spikes = spikes.poly(&[(u - 0.35, 34.5), (u + 0.35, 34.5), (u, 35.8)]);
    }
    a.clipped(&gate, |a| {
        a.stroke(&grid, &p.ink, 0.75);
        a.stroke(&grid, &p.stone_shadow, 0.4);
        a.shape(&spikes, &p.stone_shadow);
    });
    a.ink(&gate, LINE, 1.0);
    a.voussoirs(21.5, 33.5, 34.0, 1.6, true);
    let shield =
        a.pen().m(25.8, 16.0).l(29.2, 16.0).l(29.2, 18.0).q(29.2, 19.8, 27.5, 20.6).q(25.8, 19.8, 25.8, 18.0).z();
    a.shape(&shield, &p.gold);
    a.fill(&a.pen().rect(25.8, 17.5, 29.2, 18.5), &p.gules);
    a.ink(&shield, LINE, 1.0);
    a.slit(20.0, 20.5, 3.2, 1.0, false);
    a.slit(35.0, 20.5, 3.2, 1.0, false);
}

fn curtain_wall(a: &mut Art) {
    let p = a.p;
    a.backdrop(40.0);
    // The wall recedes to a vanishing point on the horizon at the right, seen from near its foot: its near end
    // fills the left edge, its far end is drawn at 45% scale, and most of it rises above the eye.
    let k = 0.45;
    let at = |h: f64| (h, 40.0 + (h - 40.0) * k);
    let span = |top: f64, base: f64| Span { u0: 0.0, u1: GW, top: at(top), base: at(base), kind: Kind::Recede(k) };
    let scale = |u: f64| 1.0 - (1.0 - k) * u / GW;
    // A sentry on the wall-walk looks out of the fourth crenel; the parapet, drawn after, hides all but his head.
    let crest = span(3.0, 8.5);
    let su = crest.u(6.625 / (16.0 * 1.75 - 0.75));
    let (sv, c) = (crest.v(su, crest.at(0.45)), scale(su));
    a.ink(&a.pen().m(su + 1.1 * c, sv + 1.0).l(su + 1.3 * c, sv - 5.5 * c), 0.3, 1.0);
    a.shape(
        &a.pen().poly(&[(su + 1.3 * c, sv - 6.9 * c), (su + 1.7 * c, sv - 5.4 * c), (su + 0.9 * c, sv - 5.4 * c)]),
        &p.gold,
    );
    a.shape(&a.pen().ellipse(su, sv - 0.8 * c, 0.7 * c, 0.9 * c), &p.paper);
    let hat = a.pen().m(su - 1.4 * c, sv - 1.3 * c).q(su - 1.0 * c, sv - 3.1 * c, su, sv - 3.1 * c);
    a.shape(&hat.q(su + 1.0 * c, sv - 3.1 * c, su + 1.4 * c, sv - 1.3 * c).z(), &p.stone_shadow);
    a.block(span(9.6, 46.0), 1.6, &p.stone);
    let crest = a.parapet(crest, 16, &p.stone);
    // A string course marks the wall-walk behind the parapet; spouts drain the walk and stain the wall below.
    a.block(span(8.5, 9.6), 2.0, &p.stone);
    a.path(&span(9.6, 10.2).outline(a.pen()), &p.ink, 0.0, 0.25);
    let s = span(9.6, 46.0);
    for i in 0..6 {
        let u = s.u(0.06 + i as f64 * 0.17);
        let (v, c) = (s.v(u, s.top), scale(u));
        a.path(&a.pen().rect(u - 0.3 * c, v, u + 0.3 * c, v + 7.0 * c), &p.ink, 0.0, 0.1);
        a.shape(&a.pen().rect(u - 0.5 * c, v - 0.3, u + 0.5 * c, v + 1.3 * c), &p.stone);
        let t = 0.14 + i as f64 * 0.17;
        let su = s.u(t);
        a.slit(su, s.v(su, at(24.0)), 6.0 * scale(su), k * k / (t + k * (1.0 - t)).powi(2), true);
    }
    // Haze thickens along the wall and its foot darkens, both clipped to the wall's silhouette.
    let haze = a.gradient(&[(0.0, &p.sky, 0.0), (1.0, &p.sky, 0.45)], false);
    let dusk =
        a.gradient(&[(0.0, &p.stone_shadow, 0.0), (0.5, &p.stone_shadow, 0.0), (1.0, &p.stone_shadow, 0.45)], true);
    let silhouette = Pen { d: crest.d + &span(8.5, 46.0).outline(a.pen()).d, f: a.f };
    a.clipped(&silhouette, |a| {
        a.fill(&a.pen().rect(0.0, 0.0, GW, GH), &dusk);
        a.fill(&a.pen().rect(0.0, 0.0, GW, GH), &haze);
    });
    // The bartizan hangs from the parapet on stepped corbel rings, with its own slate cap.
    let (u, c) = (36.0, scale(36.0));
    let y = |h: f64| 40.0 + (h - 40.0) * c;
    let r = 4.8 * c;
    for i in 0..3 {
        let f = i as f64;
        a.block(Span::drum(u, r * (1.0 - 0.22 * f), y(12.0 + 1.7 * f), y(13.7 + 1.7 * f)), 2.0, &p.stone);
    }
    a.block(Span::drum(u, r, y(1.0), y(12.0)), 1.7 * c, &p.stone);
    a.slit(u, y(6.0), 3.4 * c, 1.0, false);
    a.cone(u, r + 0.6, y(1.0), y(-9.0));
}

fn keep(a: &mut Art) {
    let p = a.p;
    a.backdrop(36.0);
    a.wall((0.0, 12.0), 28.0, 31.0, 44.0, 3);
    a.wall((45.0, GW), 28.0, 31.0, 44.0, 3);
    // A stair turret rises behind the parapet at one corner, and a flag flies from the roof.
    a.block(Span::flat(11.0, 16.5, 5.0, 12.0), 1.5, &p.stone);
    a.parapet(Span::flat(10.6, 16.9, 2.2, 5.0), 2, &p.stone);
    a.ink(&a.pen().m(33.0, 8.0).l(33.0, 0.9), 0.35, 1.0);
    let flag = a.pen().m(33.0, 1.0).q(35.0, 0.2, 37.0, 1.2).q(39.0, 2.2, 41.0, 1.4).l(41.0, 4.4);
    a.shape(&flag.q(39.0, 5.2, 37.0, 4.2).q(35.0, 3.2, 33.0, 4.0).z(), &p.gold);
    // The donjon in three-quarter view: a lit front face and a shaded side receding to the right.
    let side = Span { u0: 40.0, u1: 47.0, top: (12.0, 13.5), base: (44.0, 42.8), kind: Kind::Recede(0.7) };
    a.block(side, 1.7, &p.stone_shadow);
    a.parapet(Span { top: (7.5, 9.5), base: (12.0, 13.5), ..side }, 3, &p.stone_shadow);
    a.block(Span::flat(10.0, 40.0, 12.0, 44.0), 1.7, &p.stone);
    a.parapet(Span::flat(9.5, 40.0, 7.5, 12.0), 7, &p.stone);
    // Corner buttresses: pilaster strips whose shaded return shows how far they stand out.
    for (u0, u1) in [(10.0, 13.0), (37.0, 40.0)] {
        a.block(Span::flat(u0, u1, 12.0, 40.5), 1.7, &p.stone);
        a.shape(&a.pen().rect(u1 - 0.8, 12.0, u1, 40.5), &p.stone_shadow);
    }
    a.block(Span { top: (12.9, 13.3), base: (40.5, 40.5), ..Span::flat(45.5, 47.0, 0.0, 0.0) }, 1.7, &p.stone_shadow);
    a.block(Span::flat(9.0, 41.0, 40.5, 44.3), 1.9, &p.stone);
    a.block(Span { top: (40.5, 41.0), base: (44.3, 43.0), ..side }, 1.9, &p.stone_shadow);
    a.window(23.6, 15.5, 1.8, 4.0);
    a.window(26.4, 15.5, 1.8, 4.0);
    a.window(32.0, 24.0, 1.6, 3.2);
    a.slit(18.0, 22.0, 3.2, 1.0, false);
    a.slit(32.0, 34.5, 3.2, 1.0, false);
    a.slit(43.5, 22.0, 3.0, 0.7, false);
    // The only door is a floor up, reached by a wooden stair that defenders could burn.
    a.dark(&a.pen().arch(16.8, 20.6, 31.4, 36.2, false), 1.0);
    a.wood(&a.pen().arch(17.3, 20.1, 31.6, 36.2, false));
    a.voussoirs(16.8, 20.6, 31.4, 1.0, false);
    // Seven steps notched into a timber stringer run down to the ground, with posts and a handrail.
    let (mut profile, mut rail) = (vec![(21.4, 36.2), (21.4, 37.0), (16.6, 37.0), (7.2, 44.6)], a.pen());
    for i in (0..7).rev() {
        let (u, v) = (15.2 - 1.55 * i as f64, 36.2 + 1.2 * i as f64);
        profile.extend([(u - 1.55, v + 1.2), (u - 1.55, v), (u, v)]);
        if i % 2 == 0 {
            rail = rail.m(u - 1.0, v).l(u - 1.0, v - 2.8);
        }
    }
    a.wood(&a.pen().poly(&profile));
    a.ink(&rail.m(4.9, 40.6).l(14.2, 33.4), 0.25, 1.0);
}

fn postern(a: &mut Art) {
    let p = a.p;
    a.backdrop(42.0);
    a.wall((0.0, GW), 3.5, 8.0, 45.0, 8);
    // A battered base, paler where it faces the sky, and a tower running out of the frame make the wall high.
    a.block(Span::flat(0.0, GW, 38.5, 45.3), 1.7, &p.stone);
    a.path(&Span::flat(0.0, GW, 38.5, 45.3).outline(a.pen()), &p.paper, 0.0, 0.2);
    a.block(
        Span { u0: 9.5, u1: 12.0, top: (0.0, 0.0), base: (45.6, 45.0), kind: Kind::Recede(0.8) },
        1.8,
        &p.stone_shadow,
    );
    a.block(Span::flat(0.0, 9.5, 0.0, 45.6), 1.8, &p.stone);
    a.slit(4.8, 14.0, 4.0, 1.0, true);
    a.slit(4.8, 30.0, 4.0, 1.0, false);
    a.slit(46.0, 24.0, 4.0, 1.0, true);
    // A bretèche over the door lets defenders drop stones on anyone at it.
    a.corbels(Span::flat(29.0, 37.0, 16.0, 18.8), 3);
    a.block(Span::flat(28.6, 37.4, 12.5, 16.0), 1.2, &p.stone);
    a.parapet(Span::flat(28.6, 37.4, 9.5, 12.5), 3, &p.stone);
    a.slit(33.0, 14.3, 2.2, 1.0, false);
    // The doorway is deep and shadowed; the door is oak planks bound with iron and studded with nails.
    a.dark(&a.pen().arch(30.0, 36.0, 39.6, 44.7, false), 1.0);
    let door = a.pen().arch(31.0, 35.6, 40.0, 44.7, false);
    a.wood(&door);
    let mut planks = a.pen();
    for k in 1..5 {
        let u = 31.0 + k as f64 * 0.92;
        planks = planks.m(u, 38.0).l(u, 44.7);
    }
    let ink = p.ink.clone();
    a.clipped(&door, |a| {
        a.ink(&planks, FINE, 0.7);
        for v in [39.6, 42.6] {
            a.path(&a.pen().rect(30.0, v, 36.0, v + 0.6), &ink, 0.0, 0.85);
            let mut nails = a.pen();
            for k in 0..5 {
                nails = nails.ellipse(31.5 + k as f64 * 0.9, v + 0.3, 0.13, 0.13);
            }
            a.fill(&nails, &p.stone);
        }
    });
    a.ink(&door, LINE, 1.0);
    a.ink(&a.pen().ellipse(34.5, 41.6, 0.4, 0.45), 0.25, 1.0);
    a.voussoirs(30.0, 36.0, 39.6, 1.2, false);
    for i in 0..3 {
        let (f, v) = (i as f64 * 1.3, 44.7 + i as f64 * 1.1);
        let step = a.pen().rect(29.4 - f, v, 36.6 + f, v + 1.1);
        a.shape(&step, &p.stone);
        a.path(&a.pen().rect(29.4 - f, v + 0.55, 36.6 + f, v + 1.1), &p.stone_shadow, 0.0, 0.6);
        a.ink(&step, LINE, 1.0);
    }
    a.path(&a.pen().poly(&[(26.8, 48.0), (39.2, 48.0), (43.0, GH), (23.0, GH)]), &p.paper, 0.0, 0.35);
    // A bush half hides the door from the field.
    for (u, v, r) in [(44.0, 41.4, 2.9), (41.0, 43.0, 2.3), (47.3, 43.1, 2.3), (44.2, 44.0, 2.0)] {
        a.shape(&a.pen().ellipse(u, v, r * 1.05, r * 0.9), &p.grass);
        let leaves = a.pen().m(u - 0.6 * r, v + 0.1 * r).q(u - 0.3 * r, v - 0.2 * r, u, v + 0.1 * r);
        a.ink(&leaves.m(u + 0.1 * r, v - 0.4 * r).q(u + 0.4 * r, v - 0.7 * r, u + 0.6 * r, v - 0.4 * r), FINE, 0.6);
    }
}

fn tower(a: &mut Art) {
    let p = a.p;
    a.backdrop(37.0);
    a.wall((0.0, 20.0), 24.5, 28.0, 44.0, 4);
    a.wall((35.0, GW), 24.5, 28.0, 44.0, 4);
    let cx = 27.5;
    a.block(Span::drum(cx, 8.0, 16.0, 44.0), 1.7, &p.stone);
    a.talus(cx, 8.0, 39.0, 44.6, 1.3);
    // The slits climb round the tower as its spiral stair does.
    for i in 0..5 {
        let t = -0.95 + 0.475 * i as f64;
        a.slit(cx + 8.0 * t.sin(), 35.5 - 3.5 * i as f64, 2.6, t.cos(), i == 2);
    }
    a.dark(&a.pen().arch(26.2, 28.8, 41.0, 44.8, false), 1.0);
    a.voussoirs(26.2, 28.8, 41.0, 0.9, false);
    // Hoardings: a timber gallery on beams under the roof, with slots to shoot and drop things through.
    a.dark(&Span::drum(cx, 8.0, 17.5, 20.0).outline(a.pen()), 0.25);
    let gallery = Span::drum(cx, 9.6, 11.5, 17.8);
    let d = gallery.outline(a.pen());
    a.wood(&d);
    let mut boards = a.pen();
    for j in 1..16 {
        let u = gallery.u(j as f64 / 16.0);
        boards = boards.m(u, gallery.v(u, gallery.top)).l(u, gallery.v(u, gallery.base));
    }
    let mut slots = a.pen();
    for t in [0.2, 0.4, 0.6, 0.8] {
        let (u, w) = (gallery.u(t), 0.5 * (PI * t).sin());
        let v = gallery.v(u, gallery.at(0.35));
        slots = slots.rect(u - w, v, u + w, v + 2.0);
    }
    let shade = a.drum.clone();
    a.clipped(&d, |a| {
        a.ink(&boards, FINE, 0.6);
        a.dark(&slots, 0.85);
        a.path(&a.pen().rect(cx - 9.6, 9.0, cx + 9.6, 20.0), &shade, 0.0, 1.0);
    });
    for j in 0..7 {
        let t = (j as f64 + 0.5) / 7.0;
        let (u, w) = (cx - 9.0 * (PI * t).cos(), 0.35 * (PI * t).sin());
        let v = gallery.v(u, gallery.base);
        a.wood(&a.pen().rect(u - w, v, u + w, v + 0.9));
        a.ink(&a.pen().m(u, v + 0.9).l(cx - 7.6 * (PI * t).cos(), v + 2.6), LINE, 1.0);
    }
    a.cone(cx, 11.0, 12.0, 1.6);
}

/// The fallback for an unknown view: a plain stretch of crenellated wall.
fn plain_wall(a: &mut Art) {
    a.backdrop(38.0);
    a.wall((0.0, GW), 10.0, 16.0, 44.0, 8);
    for u in [12.0, 27.5, 43.0] {
        a.slit(u, 26.0, 4.0, 1.0, true);
    }
}

/// The control arrow of a castle card: a bold double-ended arrow along the card's long axis, centred on (cx, cy),
/// `length` mm long; players turn the card so that it points at the side that controls the castle.
///
/// The arrow is vertical (the long axis of a portrait card), ink with a gold lozenge at its centre.
pub fn control_arrow(cx: f64, cy: f64, length: f64, p: &Palette) -> Group {
    let (e, hl, hw, sw) = (length / 2.0, length * 0.24, length * 0.17, length * 0.06);
    let pen = || Pen { d: String::new(), f: [cx, cy, 1.0, 1.0] };
    // Heads are swept back a little where they meet the shaft, which reads as an arrow rather than a lozenge.
    let pts = [(0.0, -e), (hw, -e + hl), (sw, -e + hl * 0.8), (sw, e - hl * 0.8), (hw, e - hl), (0.0, e)];
    let all: Vec<(f64, f64)> =
        pts.iter().copied().chain(pts.iter().rev().skip(1).take(4).map(|&(u, v)| (-u, v))).collect();
    let arrow = pen().poly(&all);
    let gem = pen().poly(&[(0.0, -sw * 1.6), (sw * 0.7, 0.0), (0.0, sw * 1.6), (-sw * 0.7, 0.0)]);
    let stroke = |d: Pen, fill: &str| {
        Path::new().set("d", d.d).set("fill", fill).set("stroke", p.ink.clone()).set("stroke-width", mm(LINE))
    };
    Group::new().add(stroke(arrow, &p.ink).set("stroke-linejoin", "round")).add(stroke(gem, &p.gold))
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::usvg::{Options, Tree};
    use svg::Document;

    fn sheet(w: f64, h: f64, nodes: Vec<Group>) -> String {
        let doc = Document::new().set("viewBox", format!("0 0 {} {}", mm(w), mm(h)));
        let doc = doc.set("width", mm(w)).set("height", mm(h));
        nodes.into_iter().fold(doc, |d, g| d.add(g)).to_string()
    }

    #[test]
    fn views_parse_stay_in_their_box_differ_and_repeat() {
        let p = Palette::sample();
        let mut seen: Vec<String> = Vec::new();
        for (i, view) in VIEWS.iter().chain(["unknown"].iter()).enumerate() {
            let (x, y, w, h) = (3.0 + i as f64, 7.0, 55.0 + i as f64, 50.0 - i as f64);
            let g = castle_view(view, x, y, w, h, &p, "t").to_string();
            assert_eq!(g, castle_view(view, x, y, w, h, &p, "t").to_string(), "{view} is not deterministic");
            assert!(!seen.contains(&g), "{view} looks like another view");
            let s = sheet(80.0, 70.0, vec![castle_view(view, x, y, w, h, &p, "t")]);
            let tree = Tree::from_str(&s, &Options::default()).expect("view parses");
            // Shapes stay inside the box; outlines along its edge may overhang by half a line, which the clip trims.
            for (b, eps) in
                [(tree.root().abs_bounding_box(), 1e-3), (tree.root().abs_stroke_bounding_box(), LINE / 2.0 + 1e-3)]
            {
                let (l, t, r, bt) = (b.left() as f64, b.top() as f64, b.right() as f64, b.bottom() as f64);
                assert!(l >= x - eps && t >= y - eps, "{view} spills left/up: {b:?}");
                assert!(r <= x + w + eps && bt <= y + h + eps, "{view} spills right/down: {b:?}");
            }
            seen.push(g);
        }
        assert!(seen.iter().all(|g| g.contains("t-view")));
    }

    #[test]
    fn control_arrow_is_as_long_as_asked_and_upright() {
        let s = sheet(40.0, 60.0, vec![control_arrow(20.0, 30.0, 40.0, &Palette::sample())]);
        let b = Tree::from_str(&s, &Options::default()).unwrap().root().abs_bounding_box();
        assert!((b.height() - 40.0).abs() < 0.01 && b.width() < 15.0, "{b:?}");
        assert!((b.left() + b.right() - 40.0).abs() < 0.01 && (b.top() + b.bottom() - 60.0).abs() < 0.01);
    }
}
