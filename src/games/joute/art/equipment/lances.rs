//! The lance and what hangs on it: the painted shaft, the vamplate that guards the hand and the
//! coronel that blunts the tip, drawn for the Lance card, the squire's lance and the banner.

use super::{FINE, LINE, clipped, inked, marks, shade, solid};
use crate::games::joute::art::Palette;
use crate::render::draw::{Frame, Tag, Trace, V, fill, filled, group, stroke};

/// A lance's shaft along x in `frame` from (`from`, half-width `r0`) to (`to`, `r1`): argent,
/// painted with a spiral of blue bands, shaded along its lower side.
pub(super) fn painted_shaft(frame: Frame, (from, r0): (f64, f64), (to, r1): (f64, f64), p: &Palette) -> Tag {
    let half = |x: f64| r0 + (r1 - r0) * (x - from) / (to - from);
    let mut t = Trace::new(frame);
    let shaft = t.poly(&[(from, -r0), (to, -r1), (to, r1), (from, r0)]).take();
    let (pitch, slant) = (2.5 * r0, 1.4 * r0);
    let count = ((to - from - slant) / pitch) as usize;
    for k in 0..count {
        let a = from + k as f64 * pitch;
        let b = a + pitch / 2.0;
        t.poly(&[(a, -half(a)), (b, -half(b)), (b + slant, half(b + slant)), (a + slant, half(a + slant))]);
    }
    let bands = t.take();
    let under = t.poly(&[(from, r0 * 0.3), (to, r1 * 0.3), (to, r1), (from, r0)]).take();
    group()
        .add(fill(shaft.clone(), &p.argent))
        .add(fill(bands, &p.acquired))
        .add(shade(under, p))
        .add(filled(shaft, "none", &p.ink, LINE))
}

/// A coronel, the crown-shaped blunt tip of a tournament lance, its socket on the origin and its
/// three prongs towards +x.
pub(super) fn coronel(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let crown = t
        .poly(&[
            (0.0, -1.7),
            (3.0, -1.9),
            (5.5, -3.6),
            (4.9, -1.0),
            (6.6, 0.0),
            (4.9, 1.0),
            (5.5, 3.6),
            (3.0, 1.9),
            (0.0, 1.7),
        ])
        .take();
    let ring = t.mv((1.0, -1.75)).ln((1.0, 1.75)).take();
    group().add(inked(crown, &p.steel, p)).add(marks(ring, p))
}

/// A vamplate, the steel cone that guards the hand, its wide rim at the origin, narrowing to
/// the shaft towards +x, `radius` wide at the rim.
pub(super) fn vamplate(frame: Frame, radius: f64, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let cone = t
        .mv((0.0, -radius))
        .qd((radius * 0.9, -radius * 0.6), (radius * 1.3, -radius * 0.3))
        .ln((radius * 1.3, radius * 0.3))
        .qd((radius * 0.9, radius * 0.6), (0.0, radius))
        .close()
        .take();
    let rim = t.ellipse((0.0, 0.0), radius * 0.28, radius).take();
    let under = t
        .poly(&[(0.0, radius * 0.25), (radius * 1.3, radius * 0.1), (radius * 1.3, radius * 0.3), (0.0, radius)])
        .take();
    let mut rivets = Trace::new(frame);
    for y in [-0.55, 0.0, 0.55] {
        rivets.circle((radius * 0.45, y * radius), radius * 0.07);
    }
    group()
        .add(inked(cone, &p.steel, p))
        .add(shade(under, p))
        .add(fill(rivets.take(), &p.ink))
        .add(filled(rim, &p.steel, &p.gold, LINE * 1.6))
        .add(filled(Trace::new(frame).ellipse((0.0, 0.0), radius * 0.28, radius).take(), "none", &p.ink, FINE))
}

/// A tournament lance across the box: grip and vamplate low on the left, the painted shaft, the
/// coronel high on the right.
pub(super) fn lance(p: &Palette) -> Tag {
    let f = Frame::at(3.5, 35.5, 1.0).inner(0.0, 0.0, -0.62);
    let mut t = Trace::new(f);
    let grip = t.limb(&[(0.0, 0.0, 2.8), (9.0, 0.0, 3.0)]).take();
    let mut wraps = Trace::new(f);
    for k in 0..4 {
        let x = 1.5 + k as f64 * 1.6;
        wraps.mv((x, -1.4)).ln((x + 0.8, 1.4));
    }
    group()
        .add(solid(grip, &p.leather, p))
        .add(marks(wraps.take(), p))
        .add(painted_shaft(f, (10.0, 2.3), (49.5, 1.3), p))
        .add(coronel(f.inner(49.0, 0.0, 0.0), p))
        .add(vamplate(f.inner(8.5, 0.0, 0.0), 6.5, p))
}
/// A knight's pennon flying from a painted lance shaft, blue with a gold edge, its swallow
/// tails waving out to the right.
pub(super) fn banner(p: &Palette) -> Tag {
    let shaft = Frame::at(8.0, 38.4, 0.95).inner(0.0, 0.0, -1.47);
    let mut t = Trace::new(Frame::MM);
    let cloth = t
        .outline(&[
            V::Hard(11.2, 8.0),
            V::Soft(17.0, 3.5),
            V::Soft(25.0, 4.0),
            V::Soft(32.0, 11.0),
            V::Soft(39.0, 13.5),
            V::Soft(44.5, 11.0),
            V::Hard(49.0, 13.0),
            V::Hard(41.5, 20.5),
            V::Hard(47.0, 29.0),
            V::Soft(42.0, 28.5),
            V::Soft(36.5, 30.5),
            V::Soft(29.5, 27.0),
            V::Soft(23.0, 20.5),
            V::Soft(16.0, 21.5),
            V::Hard(9.6, 23.5),
        ])
        .take();
    let mut folds = Trace::new(Frame::MM);
    folds.poly(&[(23.0, 0.0), (30.0, 0.0), (38.0, 32.0), (31.0, 32.0)]);
    folds.poly(&[(42.5, 0.0), (47.0, 0.0), (51.0, 32.0), (46.0, 32.0)]);
    let mut s = Trace::new(shaft);
    let head = s
        .outline(&[
            V::Hard(32.0, -1.1),
            V::Soft(34.5, -3.0),
            V::Hard(39.5, 0.0),
            V::Soft(34.5, 3.0),
            V::Hard(32.0, 1.1),
        ])
        .take();
    let socket = s.poly(&[(30.0, -1.3), (33.0, -1.2), (33.0, 1.2), (30.0, 1.3)]).take();
    let ferrule = s.limb(&[(0.0, 0.0, 2.6), (2.0, 0.0, 2.6)]).take();
    let ties = s.poly(&[(16.0, -1.6), (17.5, -1.6), (17.5, 1.6), (16.0, 1.6)]).take()
        + &s.poly(&[(28.5, -1.5), (29.8, -1.5), (29.8, 1.5), (28.5, 1.5)]).take();
    let edge = group().add(shade(folds.take(), p)).add(stroke(cloth.clone(), &p.gold, 2.4));
    group()
        .add(solid(ferrule, &p.steel, p))
        .add(painted_shaft(shaft, (1.0, 1.35), (31.0, 1.1), p))
        .add(inked(head, &p.steel, p))
        .add(inked(socket, &p.steel, p))
        .add(inked(cloth.clone(), &p.acquired, p))
        .add(clipped("joute-banner-cloth", &cloth, edge))
        .add(filled(cloth, "none", &p.ink, LINE))
        .add(inked(ties, &p.gold, p))
}
