//! The leopard of Normandy: a lion passant guardant, walking to the viewer's left with its head
//! turned to face the viewer, the dexter forepaw raised and the tail curled up over the back.
//!
//! It is designed facing −x, about 100 units wide and 68 tall round (−4.5, −4.8), out of layers
//! that each read as one silhouette (the far legs; the body with the near legs and tail; the
//! mane; the ears; the face), plus ink marks.

use super::charges::mirrored;
use crate::render::draw::{Frame, Pt, Tag, Trace, V, fill, group, silhouette, stroke};

/// Joints (x, y, width) of the legs behind the body: the far foreleg standing, the far hind leg
/// stretched back.
const FAR_LEGS: [&[(f64, f64, f64)]; 2] = [
    &[(-22.0, 2.0, 11.0), (-25.0, 15.0, 7.0), (-27.0, 24.0, 5.5)],
    &[(28.0, 0.0, 13.0), (37.0, 12.0, 8.0), (38.0, 24.0, 5.5)],
];

/// The near legs: the foreleg raised and reaching forward, the hind leg striding forward.
const NEAR_LEGS: [&[(f64, f64, f64)]; 2] = [
    &[(-31.0, 0.0, 13.0), (-36.0, 11.0, 8.0), (-44.0, 8.0, 6.0)],
    &[(24.0, -1.0, 16.0), (15.0, 11.0, 9.0), (17.0, 19.0, 6.5), (15.0, 24.0, 5.5)],
];

/// Where the paws are, and which way they point (radians, 0 for a paw flat on the ground).
const FAR_PAWS: [(Pt, f64); 2] = [((-28.0, 25.0), 0.0), ((37.0, 25.0), 0.0)];
const NEAR_PAWS: [(Pt, f64); 2] = [((-45.5, 7.0), -0.8), ((14.0, 25.0), 0.0)];

/// The body from the nape along the back, round the rump, under the tucked waist and up the
/// deep chest.
const BODY: [V; 13] = [
    V::Soft(-28.0, -16.0),
    V::Soft(-10.0, -12.0),
    V::Soft(10.0, -10.0),
    V::Soft(28.0, -14.0),
    V::Soft(38.0, -8.0),
    V::Soft(37.0, 3.0),
    V::Soft(28.0, 9.0),
    V::Soft(17.0, 6.0),
    V::Soft(4.0, 1.0),
    V::Soft(-12.0, 7.0),
    V::Soft(-28.0, 11.0),
    V::Soft(-40.0, 5.0),
    V::Soft(-40.0, -10.0),
];

/// The tail rising from the rump and curling forward over the back.
const TAIL: [(f64, f64, f64); 5] =
    [(35.0, -9.0, 3.6), (43.0, -18.0, 3.0), (43.0, -28.0, 2.7), (37.0, -34.0, 2.5), (31.0, -33.5, 2.4)];

/// The head's centre, turned to the viewer.
const HEAD: Pt = (-33.0, -20.0);

/// A paw seen from the side, toes towards −x, its ankle at `at`, turned by `turn`: the outline,
/// and the ink lines between the toes.
fn paw(t: &mut Trace, (at, turn): (Pt, f64)) -> (String, String) {
    let frame = t.frame;
    let mut p = Trace::new(frame.inner(at.0, at.1, turn));
    p.outline(&[
        V::Hard(3.0, 3.5),
        V::Soft(-4.0, 4.2),
        V::Soft(-8.5, 3.8),
        V::Soft(-8.0, -1.0),
        V::Soft(-2.0, -3.5),
        V::Soft(3.5, -3.0),
    ]);
    let outline = p.take();
    for x in [-5.6, -3.0] {
        p.mv((x, 0.0)).qd((x - 0.6, 2.0), (x - 0.2, 3.6));
    }
    (outline, p.take())
}

/// The claws of a raised paw, three hooks beyond its toes.
fn claws(t: &mut Trace, (at, turn): (Pt, f64)) -> String {
    let mut p = Trace::new(t.frame.inner(at.0, at.1, turn));
    for y in [-1.0, 1.0, 3.0] {
        p.mv((-8.0, y - 0.6)).qd((-11.0, y - 0.6), (-11.5, y + 1.2)).qd((-10.0, y + 0.4), (-8.0, y + 0.6)).close();
    }
    p.take()
}

/// The tuft ending the tail: three flame-like locks fanning forward from the tail's tip.
fn tuft(t: &mut Trace) -> String {
    let (x, y, _) = TAIL[TAIL.len() - 1];
    for turn in [-0.75_f64, 0.0, 0.75] {
        let mut lock = Trace::new(t.frame.inner(x, y, std::f64::consts::PI + turn));
        lock.outline(&[
            V::Hard(0.0, -1.4),
            V::Soft(4.0, -3.6),
            V::Soft(7.5, -2.4),
            V::Hard(10.0, -3.2),
            V::Soft(6.0, 1.6),
            V::Hard(0.0, 1.4),
        ]);
        let d = lock.take();
        t.raw(&d);
    }
    t.take()
}

/// The mane round the face: pointed locks that swell out and sweep the same way round, like
/// flames, longer below where the mane falls over the neck.
fn mane(t: &mut Trace) -> String {
    let locks = 13;
    let step = std::f64::consts::TAU / locks as f64;
    let at = |ang: f64, r: f64| {
        let (sin, cos) = ang.sin_cos();
        // Longer locks below the face (sin > 0) than above it.
        let r = r * (1.0 + 0.12 * sin.max(0.0));
        (r * cos, 1.0 + r * 1.05 * sin)
    };
    let mut vs = Vec::new();
    for i in 0..locks {
        let a = i as f64 * step - std::f64::consts::FRAC_PI_2;
        let (x0, y0) = at(a, 10.0);
        let (x1, y1) = at(a + step * 0.3, 15.0);
        let (x2, y2) = at(a + step * 0.85, 17.0);
        let (x3, y3) = at(a + step * 0.8, 13.0);
        vs.extend([V::Hard(x0, y0), V::Soft(x1, y1), V::Hard(x2, y2), V::Soft(x3, y3)]);
    }
    t.outline(&vs).take()
}

/// The face seen from the front, in the head's own frame (origin between the eyes' level and the
/// nose): the ears, the face's outline, the tongue, and the ink marks as (lines, blots).
struct Face {
    ears: String,
    outline: String,
    tongue: String,
    lines: String,
    blots: String,
}

fn face(t: &mut Trace) -> Face {
    for e in [-1.0, 1.0] {
        t.outline(&[V::Hard(e * 3.0, -7.0), V::Soft(e * 6.5, -13.0), V::Soft(e * 10.0, -10.5), V::Hard(e * 8.5, -4.0)]);
    }
    let ears = t.take();
    // A broad brow and cheeks narrowing to the muzzle, as heraldic lions are drawn.
    let outline = t
        .outline(&mirrored(&[
            V::Hard(0.0, -9.0),
            V::Soft(8.5, -9.5),
            V::Soft(10.0, 0.0),
            V::Soft(7.5, 6.5),
            V::Soft(3.5, 10.5),
            V::Hard(0.0, 10.5),
        ]))
        .take();
    let tongue = t
        .outline(&[V::Hard(-1.3, 6.6), V::Soft(-1.5, 9.5), V::Soft(0.8, 11.8), V::Soft(1.6, 9.0), V::Hard(1.3, 6.6)])
        .take();
    // Slanting eyes under heavy brows, a broad nose, the muzzle's two lobes over the open mouth.
    for e in [-1.0, 1.0] {
        t.mv((e * 1.6, -1.8)).qd((e * 4.0, -4.4), (e * 6.6, -3.6)).qd((e * 4.2, -1.0), (e * 1.6, -1.8)).close();
    }
    t.mv((-2.8, 1.6)).qd((0.0, 0.6), (2.8, 1.6)).qd((1.4, 4.2), (0.0, 4.4)).qd((-1.4, 4.2), (-2.8, 1.6)).close();
    let blots = t.take();
    for e in [-1.0, 1.0] {
        t.mv((e * 7.5, -5.2)).qd((e * 4.5, -7.2), (e * 1.0, -4.2));
        t.mv((0.0, 4.4)).qd((e * 0.4, 6.2), (e * 2.6, 6.0)).qd((e * 4.4, 5.8), (e * 5.0, 3.8));
        t.mv((e * 4.6, 8.0)).qd((e * 2.5, 7.0), (e * 1.2, 7.4));
    }
    Face { ears, outline, tongue, lines: t.take(), blots }
}

/// The drawing's height for a width of 1 (its design spans about 100 × 68 units round
/// (−4.5, −4.8)).
pub const ASPECT: f64 = 0.68;

/// The leopard's shapes as path data, back to front, and its ink marks.
struct Parts {
    far: Vec<String>,
    near: Vec<String>,
    mane: String,
    face: Face,
    lines: String,
    blots: String,
}

/// The leopard's shapes in `frame`; `bold` thickens the legs and tail (1 for the arms, more for
/// the small symbol, where thin limbs would vanish).
fn parts(frame: Frame, bold: f64) -> Parts {
    let thick = |joints: &[(f64, f64, f64)]| -> Vec<(f64, f64, f64)> {
        joints.iter().map(|&(x, y, w)| (x, y, w * bold)).collect()
    };
    let mut t = Trace::new(frame);
    let (mut lines, mut blots) = (String::new(), String::new());
    let mut far = Vec::new();
    for (joints, at) in FAR_LEGS.iter().zip(FAR_PAWS) {
        far.push(t.limb(&thick(joints)).take());
        let (outline, toes) = paw(&mut t, at);
        far.push(outline);
        lines += &toes;
    }
    let mut near = vec![t.outline(&BODY).take(), t.limb(&thick(&TAIL)).take(), tuft(&mut t)];
    for (joints, at) in NEAR_LEGS.iter().zip(NEAR_PAWS) {
        near.push(t.limb(&thick(joints)).take());
        let (outline, toes) = paw(&mut t, at);
        near.push(outline);
        lines += &toes;
        if at.1 != 0.0 {
            blots += &claws(&mut t, at);
        }
    }
    // Inner lines: the raised leg's elbow and the near thigh against the body they cross.
    t.mv((-28.0, 6.0)).qd((-31.0, 10.0), (-35.0, 14.0));
    t.mv((18.0, -6.0)).qd((13.0, 0.0), (12.0, 7.0));
    lines += &t.take();
    let mut h = Trace::new(frame.inner(HEAD.0, HEAD.1, 0.0));
    let mane = mane(&mut h);
    let face = face(&mut h);
    lines += &face.lines;
    blots += &face.blots;
    Parts { far, near, mane, face, lines, blots }
}

/// The design frame of a leopard `width` mm wide centred on (cx, cy).
fn frame(cx: f64, cy: f64, width: f64) -> Frame {
    Frame::at(cx, cy, width / 100.0).inner(4.5, 4.8, 0.0)
}

/// A leopard of Normandy in `colour` outlined in `ink`, langued `tongue`, `width` mm wide and
/// [`ASPECT`] × `width` tall, centred on (cx, cy).
pub fn leopard(cx: f64, cy: f64, width: f64, colour: &str, ink: &str, tongue: &str) -> Tag {
    let line = (width * 0.011).clamp(0.03, 0.3);
    let Parts { far, near, mane, face, lines, blots } = parts(frame(cx, cy, width), 1.0);
    group()
        .add(silhouette(&far, colour, ink, line))
        .add(silhouette(&near, colour, ink, line))
        .add(silhouette(&[mane], colour, ink, line))
        .add(silhouette(&[face.ears], colour, ink, line))
        .add(silhouette(&[face.outline], colour, ink, line))
        .add(silhouette(&[face.tongue], tongue, ink, line * 0.8))
        .add(stroke(lines, ink, line * 0.8))
        .add(fill(blots, ink))
}

/// The leopard as one flat shape in `colour`, for marks a few millimetres wide: bolder limbs, no
/// inner lines, the face left out so the maned head reads as a whole.
pub fn leopard_shape(cx: f64, cy: f64, width: f64, colour: &str) -> Tag {
    let Parts { far, near, mane, face, .. } = parts(frame(cx, cy, width), 1.35);
    let all = far.into_iter().chain(near).chain([mane, face.ears, face.outline]);
    group().add_all(all.map(|d| fill(d, colour)))
}
