//! The drawing toolkit of the castle views: a pen that writes grid units as millimetres, spans of
//! masonry (flat walls, drums, walls in perspective) with their courses, crenellations, roofs,
//! arches and slits, and the `Art` a view is drawn into.

use std::f64::consts::PI;
use std::fmt::Write;

use super::{Palette, mm};
use svg::Node;
use svg::node::element::{ClipPath, Definitions, Group, LinearGradient, Path, Stop};

/// Every view is composed on a 55 x 50 grid and stretched onto the caller's box, so the composition survives small
/// changes of card layout while line widths stay true millimetres.
pub(super) const GW: f64 = 55.0;
pub(super) const GH: f64 = 50.0;
/// One weight for every contour and a lighter one for joints, so that the six cards look drawn by one hand.
pub(super) const LINE: f64 = 0.3;
pub(super) const FINE: f64 = 0.13;
/// The viewer's eye on the grid: courses above it arch upwards, as they do seen from the foot of a wall.
pub(super) const EYE: f64 = 41.0;

/// How far a course of a drum of radius `r` at height `v` bows at its front; it changes sign at eye level.
pub(super) fn sag(v: f64, r: f64) -> f64 {
    0.035 * (EYE - v) * r / 8.0
}

/// A path written in grid units and emitted in millimetres through [`mm`], so output is byte-identical across runs;
/// `f` is (x, y, x scale, y scale) of the caller's box.
pub(super) struct Pen {
    pub(super) d: String,
    pub(super) f: [f64; 4],
}

impl Pen {
    pub(super) fn cmd(mut self, c: char, pts: &[(f64, f64)]) -> Self {
        self.d.push(c);
        for &(u, v) in pts {
            let _ = write!(self.d, "{} {} ", mm(self.f[0] + u * self.f[2]), mm(self.f[1] + v * self.f[3]));
        }
        self
    }
    pub(super) fn m(self, u: f64, v: f64) -> Self {
        self.cmd('M', &[(u, v)])
    }
    pub(super) fn l(self, u: f64, v: f64) -> Self {
        self.cmd('L', &[(u, v)])
    }
    pub(super) fn q(self, cu: f64, cv: f64, u: f64, v: f64) -> Self {
        self.cmd('Q', &[(cu, cv), (u, v)])
    }
    /// An elliptical arc of grid radii (rx, ry), clockwise on the page.
    pub(super) fn a(mut self, rx: f64, ry: f64, u: f64, v: f64) -> Self {
        let _ = write!(self.d, "A{} {} 0 0 1 ", mm(rx * self.f[2]), mm(ry * self.f[3]));
        self.cmd(' ', &[(u, v)])
    }
    pub(super) fn z(mut self) -> Self {
        self.d.push('Z');
        self
    }
    pub(super) fn poly(self, pts: &[(f64, f64)]) -> Self {
        pts.iter().enumerate().fold(self, |p, (i, &(u, v))| if i == 0 { p.m(u, v) } else { p.l(u, v) }).z()
    }
    pub(super) fn rect(self, u0: f64, v0: f64, u1: f64, v1: f64) -> Self {
        self.poly(&[(u0, v0), (u1, v0), (u1, v1), (u0, v1)])
    }
    pub(super) fn ellipse(self, u: f64, v: f64, rx: f64, ry: f64) -> Self {
        self.m(u - rx, v).a(rx, ry, u + rx, v).a(rx, ry, u - rx, v).z()
    }
    /// A round (`pointed` false) or equilateral pointed arch standing on `bottom`, springing at `spring`.
    pub(super) fn arch(self, u0: f64, u1: f64, spring: f64, bottom: f64, pointed: bool) -> Self {
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
pub(super) enum Kind {
    /// Square on to the viewer.
    Flat,
    /// A round tower: features crowd towards its sides.
    Drum,
    /// A face receding in perspective; the far end is drawn at this fraction of the near end's scale.
    Recede(f64),
}

/// A stretch of masonry between a top and a base line, each given as (height at u0, height at u1).
#[derive(Clone, Copy)]
pub(super) struct Span {
    pub(super) u0: f64,
    pub(super) u1: f64,
    pub(super) top: (f64, f64),
    pub(super) base: (f64, f64),
    pub(super) kind: Kind,
}

impl Span {
    pub(super) fn flat(u0: f64, u1: f64, top: f64, base: f64) -> Span {
        Span { u0, u1, top: (top, top), base: (base, base), kind: Kind::Flat }
    }
    pub(super) fn drum(cx: f64, r: f64, top: f64, base: f64) -> Span {
        Span { u0: cx - r, u1: cx + r, top: (top, top), base: (base, base), kind: Kind::Drum }
    }
    /// Where a point a fraction `t` of the way along the masonry itself appears on the grid.
    pub(super) fn u(&self, t: f64) -> f64 {
        let w = self.u1 - self.u0;
        match self.kind {
            Kind::Flat => self.u0 + w * t,
            Kind::Drum => (self.u0 + self.u1) / 2.0 - w / 2.0 * (PI * t).cos(),
            Kind::Recede(k) => self.u0 + w * t / (t + k * (1.0 - t)),
        }
    }
    /// The height on the grid at `u` of the line `h` (a pair like `top`), bowed on a drum.
    pub(super) fn v(&self, u: f64, h: (f64, f64)) -> f64 {
        let t = (u - self.u0) / (self.u1 - self.u0);
        let v = h.0 + (h.1 - h.0) * t;
        if let Kind::Drum = self.kind { v - sag(v, (self.u1 - self.u0) / 2.0) * 4.0 * t * (1.0 - t) } else { v }
    }
    /// The line `h` from one end to the other (from u1 back to u0 if `back`), for a pen standing at its start.
    pub(super) fn edge(&self, pen: Pen, h: (f64, f64), back: bool) -> Pen {
        let end = if back { self.u0 } else { self.u1 };
        match self.kind {
            Kind::Drum => {
                let (vm, r) = ((h.0 + h.1) / 2.0, (self.u1 - self.u0) / 2.0);
                pen.q((self.u0 + self.u1) / 2.0, vm - 2.0 * sag(vm, r), end, self.v(end, h))
            }
            _ => pen.l(end, self.v(end, h)),
        }
    }
    pub(super) fn outline(&self, pen: Pen) -> Pen {
        let p = self.edge(pen.m(self.u0, self.v(self.u0, self.top)), self.top, false);
        self.edge(p.l(self.u1, self.v(self.u1, self.base)), self.base, true).z()
    }
    /// The height pair a fraction `f` of the way from top to base.
    pub(super) fn at(&self, f: f64) -> (f64, f64) {
        (self.top.0 + (self.base.0 - self.top.0) * f, self.top.1 + (self.base.1 - self.top.1) * f)
    }
}

/// One view being drawn: its frame, colours, the definitions (clip paths, gradients) it needs, and its shapes.
pub(super) struct Art<'a> {
    pub(super) p: &'a Palette,
    pub(super) id: &'a str,
    pub(super) f: [f64; 4],
    pub(super) defs: Definitions,
    pub(super) g: Group,
    pub(super) n: usize,
    pub(super) seed: u64,
    pub(super) drum: String,
}

impl<'a> Art<'a> {
    pub(super) fn new(view: &str, b: (f64, f64, f64, f64), p: &'a Palette, id: &'a str) -> Art<'a> {
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
    pub(super) fn pen(&self) -> Pen {
        Pen { d: String::new(), f: self.f }
    }
    pub(super) fn rnd(&mut self) -> f64 {
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        (self.seed >> 11) as f64 / (1u64 << 53) as f64
    }
    pub(super) fn fresh(&mut self, what: &str) -> String {
        self.n += 1;
        format!("{}-{what}{}", self.id, self.n)
    }
    pub(super) fn gradient(&mut self, stops: &[(f64, &str, f64)], vertical: bool) -> String {
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
    pub(super) fn path(&mut self, d: &Pen, fill: &str, stroke: f64, opacity: f64) {
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
    pub(super) fn fill(&mut self, d: &Pen, fill: &str) {
        self.path(d, fill, 0.0, 1.0);
    }
    pub(super) fn shape(&mut self, d: &Pen, fill: &str) {
        self.path(d, fill, LINE, 1.0);
    }
    pub(super) fn stroke(&mut self, d: &Pen, colour: &str, width: f64) {
        let e = Path::new().set("d", d.d.clone()).set("fill", "none").set("stroke", colour);
        self.g.append(e.set("stroke-width", mm(width)).set("stroke-linecap", "round"));
    }
    pub(super) fn ink(&mut self, d: &Pen, width: f64, opacity: f64) {
        self.path(d, "none", width, opacity);
    }
    pub(super) fn dark(&mut self, d: &Pen, opacity: f64) {
        let ink = self.p.ink.clone();
        self.path(d, &ink, 0.0, opacity);
    }
    /// Timber: the palette has no brown, so gold dulled by ink stands in for oak.
    pub(super) fn wood(&mut self, d: &Pen) {
        let p = self.p;
        self.path(d, &p.gold, 0.0, 1.0);
        self.dark(d, 0.5);
        self.ink(d, LINE, 1.0);
    }
    /// Draws whatever `draw` adds clipped to `d`, so texture never spills out of its shape.
    pub(super) fn clipped(&mut self, d: &Pen, draw: impl FnOnce(&mut Self)) {
        let cid = self.fresh("c");
        self.defs.append(ClipPath::new().set("id", cid.clone()).add(Path::new().set("d", d.d.clone())));
        let outer = std::mem::replace(&mut self.g, Group::new().set("clip-path", format!("url(#{cid})")));
        draw(self);
        let inner = std::mem::replace(&mut self.g, outer);
        self.g.append(inner);
    }
    /// Fills `d`, scores courses and staggered joints of span `s` inside it, shades it if `s` is a drum, and
    /// outlines it last so that no texture line crosses a contour.
    pub(super) fn masonry(&mut self, d: &Pen, s: Span, course: f64, fill: &str) {
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
    pub(super) fn block(&mut self, s: Span, course: f64, fill: &str) {
        let d = s.outline(self.pen());
        self.masonry(&d, s, course, fill);
    }
    /// A straight stretch of wall from `u0` to `u1`: `n` merlons from `top` to `walk`, masonry from there to `base`.
    pub(super) fn wall(&mut self, (u0, u1): (f64, f64), top: f64, walk: f64, base: f64, n: usize) {
        let p = self.p;
        self.block(Span::flat(u0, u1, walk, base), 1.8, &p.stone);
        self.parapet(Span::flat(u0, u1, top, walk), n, &p.stone);
    }
    /// A crenellated parapet: `n` merlons standing from the span's base up to its top, crenels cut 45% down.
    pub(super) fn parapet(&mut self, s: Span, n: usize, fill: &str) -> Pen {
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
    pub(super) fn corbels(&mut self, s: Span, n: usize) {
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
    pub(super) fn talus(&mut self, cx: f64, r: f64, top: f64, base: f64, flare: f64) {
        let p = self.p;
        let s = Span::drum(cx, r + flare, top, base);
        let d = self.pen().m(cx - r, top).q(cx, top - 2.0 * sag(top, r), cx + r, top).l(cx + r + flare, base);
        let d = d.q(cx, base - 2.0 * sag(base, r), cx - r - flare, base).z();
        self.masonry(&d, s, 1.7, &p.stone);
    }
    /// A conical slate roof: rings of slates narrowing to the apex and rafter lines, shaded like a drum.
    pub(super) fn cone(&mut self, cx: f64, r: f64, eave: f64, apex: f64) {
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
    pub(super) fn slit(&mut self, u: f64, v: f64, len: f64, f: f64, cross: bool) {
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
    pub(super) fn window(&mut self, u: f64, top: f64, w: f64, h: f64) {
        let p = self.p;
        let outer = self.pen().arch(u - w / 2.0 - 0.5, u + w / 2.0 + 0.5, top + w / 2.0, top + h + 0.4, false);
        self.shape(&outer, &p.stone);
        self.dark(&self.pen().arch(u - w / 2.0, u + w / 2.0, top + w / 2.0 + 0.5, top + h, false), 1.0);
    }
    /// The fanned joints and outer ring of an arch's voussoirs, so an opening reads as built rather than cut.
    pub(super) fn voussoirs(&mut self, u0: f64, u1: f64, spring: f64, ring: f64, pointed: bool) {
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
    pub(super) fn backdrop(&mut self, horizon: f64) {
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
