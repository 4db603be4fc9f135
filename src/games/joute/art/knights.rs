//! The knight and his gear: the mounted knight of the pawns, charging to the right with his
//! lance couched, drawn once for all four knights, who differ only by their colour and their
//! arms; the arms themselves on a heater shield; and the great helm and the tournament lance
//! that the cards' back shows.
//!
//! The mounted knight is designed in millimetres of the 30 × 40 mm standee, the ground along
//! its bottom edge.

use super::tourney::clip_to;
use super::{FIGURE, Palette};
use crate::render::draw::{Frame, Pt, Tag, Trace, V, fill, filled, group, silhouette, stroke};

/// Where the fetlocks of the planted legs are: their hooves, 1.5 tall, stand on the ground at
/// the bottom edge with their outline (0.2 outside the shape) just touching it.
const PLANTED: f64 = FIGURE.1 - 0.2 - 1.5;

/// A leg as joints (x, y, width) from under the caparison to the fetlock, and the hoof's turn
/// (radians clockwise; 0 for a hoof flat on the ground).
struct Leg {
    joints: [(f64, f64, f64); 3],
    turn: f64,
}

/// The legs behind: the far foreleg planted, the far hind leg thrown back as it pushes off.
const FAR_LEGS: [Leg; 2] = [
    Leg { joints: [(21.0, 32.5, 3.0), (21.6, 36.3, 2.1), (22.2, PLANTED, 1.9)], turn: 0.0 },
    Leg { joints: [(8.0, 32.0, 3.2), (5.2, 35.0, 2.2), (3.2, 36.8, 1.9)], turn: 1.0 },
];

/// The near legs: the foreleg raised and folded, the hind leg planted under the body.
const NEAR_LEGS: [Leg; 2] = [
    Leg { joints: [(23.6, 32.0, 3.0), (26.6, 34.6, 2.3), (26.4, 37.0, 1.9)], turn: 0.6 },
    Leg { joints: [(8.6, 32.0, 3.4), (7.0, 35.6, 2.3), (8.4, PLANTED, 1.9)], turn: 0.0 },
];

/// The hoof below a fetlock, toe towards +x, 1.5 tall so that a planted one stands on the ground.
fn hoof(t: &mut Trace, leg: &Leg) -> String {
    let (x, y, _) = leg.joints[2];
    let mut h = Trace::new(t.frame.inner(x, y, leg.turn));
    h.outline(&[V::Soft(-1.0, -0.4), V::Soft(0.9, -0.4), V::Hard(1.7, 1.5), V::Hard(-1.3, 1.5)]);
    h.take()
}

/// The cloth over the head, from the poll along the forehead and face down to the noseband
/// where the bare muzzle begins, then back along the jaw.
const HEAD: [V; 6] = [
    V::Soft(23.4, 15.4),
    V::Soft(25.2, 15.2),
    V::Soft(27.4, 17.2),
    V::Hard(28.5, 19.4),
    V::Hard(27.3, 21.6),
    V::Soft(25.4, 21.4),
];

/// The caparison over the horse's body, neck and head, its hem dagged and blown back.
fn caparison(t: &mut Trace) -> String {
    let mut vs = HEAD.to_vec();
    // The throat and the breast.
    vs.extend([
        V::Soft(24.2, 22.4),
        V::Soft(25.0, 25.0),
        V::Soft(26.2, 27.8),
        V::Soft(26.4, 31.5),
        V::Hard(26.0, 35.0),
    ]);
    // Dags along the hem, each a point and a scoop, rising towards the back as the cloth streams.
    let dags = 8;
    for k in 0..dags {
        let u = (k as f64 + 0.5) / dags as f64;
        let x = 26.0 - u * 24.0;
        let y = 35.0 - u * 1.4;
        vs.push(V::Soft(x + 1.4, y - 1.6));
        vs.push(V::Hard(x, y + 0.2));
    }
    vs.extend([
        V::Hard(1.0, 33.4),
        V::Soft(1.4, 29.0),
        V::Soft(2.8, 25.0),
        V::Soft(5.6, 23.2),
        V::Soft(10.0, 23.0),
        V::Soft(15.0, 23.0),
        V::Soft(19.0, 22.0),
        V::Soft(21.0, 18.8),
        V::Soft(22.8, 16.2),
    ]);
    t.outline(&vs).take()
}

/// The cloth over the head, a piece of its own seamed to the neck's: it is drawn again over the
/// lance, which crosses the neck to the far side and passes behind the ears.
fn head_cover(t: &mut Trace) -> String {
    let mut vs = HEAD.to_vec();
    vs.extend([V::Hard(24.1, 22.1), V::Hard(22.0, 17.2)]);
    t.outline(&vs).take()
}

/// The ears, sheathed in the cloth, pricked forward.
fn ears(t: &mut Trace) -> String {
    t.poly(&[(22.9, 16.2), (23.5, 13.4), (24.5, 15.6)]).take()
}

/// The horse's head under the cloth, only its muzzle showing.
fn muzzle(t: &mut Trace) -> String {
    t.outline(&[
        V::Soft(27.2, 18.4),
        V::Soft(29.2, 19.4),
        V::Soft(29.6, 21.4),
        V::Soft(28.9, 22.8),
        V::Soft(26.8, 22.0),
    ])
    .take()
}

/// The tail streaming back from a slit in the cloth.
fn tail(t: &mut Trace) -> String {
    t.limb(&[(4.5, 24.5, 1.6), (2.2, 25.6, 2.0), (1.3, 28.5, 1.8), (1.4, 31.0, 1.0)]).take()
}

/// The great helm seen from the side, facing +x: a flat-topped barrel with a slight prow.
fn helm(t: &mut Trace) -> String {
    t.outline(&[
        V::Hard(11.0, 5.4),
        V::Hard(15.4, 5.2),
        V::Soft(16.3, 6.0),
        V::Hard(16.8, 8.4),
        V::Soft(16.5, 10.6),
        V::Hard(15.6, 11.5),
        V::Hard(11.2, 11.6),
        V::Soft(10.7, 8.4),
    ])
    .take()
}

/// The mantling: cloth in the knight's colour streaming back from the top of the helm, dagged.
fn mantling(t: &mut Trace) -> String {
    t.outline(&[
        V::Hard(12.5, 5.0),
        V::Soft(9.0, 4.2),
        V::Soft(6.2, 5.6),
        V::Hard(4.8, 8.4),
        V::Soft(6.8, 7.6),
        V::Hard(7.4, 10.2),
        V::Soft(8.6, 8.8),
        V::Hard(10.0, 11.0),
        V::Soft(10.8, 8.0),
    ])
    .take()
}

/// The crest: a gold fan standing on the helm, and its ridges.
fn crest(t: &mut Trace) -> (String, String) {
    let fan = t.mv((11.4, 5.3)).cb((10.6, 0.6), (16.0, 0.4), (15.2, 5.3)).close().take();
    for k in 1..5 {
        let a = std::f64::consts::PI * (1.0 + k as f64 / 5.0);
        t.mv((13.3, 5.3)).ln((13.3 + 2.0 * a.cos(), 5.3 + 3.0 * a.sin()));
    }
    (fan, t.take())
}

/// The surcoat over the body, and its skirt spread over the thigh.
fn surcoat(t: &mut Trace) -> (String, String) {
    let body = t
        .outline(&[
            V::Hard(11.0, 11.6),
            V::Soft(15.0, 11.2),
            V::Soft(16.6, 14.5),
            V::Hard(16.2, 20.2),
            V::Hard(10.4, 20.4),
            V::Soft(10.0, 15.5),
        ])
        .take();
    let skirt = t
        .outline(&[
            V::Hard(10.2, 19.0),
            V::Hard(16.0, 19.0),
            V::Soft(17.6, 21.4),
            V::Hard(18.6, 23.6),
            V::Soft(15.0, 24.2),
            V::Hard(9.8, 23.4),
        ])
        .take();
    (body, skirt)
}

/// The lance's grip, in the rider's gauntlet, and its rise (radians, negative for upwards).
const GRIP: Pt = (16.0, 18.2);
const RISE: f64 = -0.4;

/// The lance's length behind the grip and before it.
const BUTT: f64 = 11.0;
const REACH: f64 = 13.8;

/// The lance's width along it (0 at the grip): thickest at the grip, tapering to the tip.
const LANCE: [(f64, f64); 3] = [(-BUTT, 1.0), (-2.0, 1.4), (REACH, 0.7)];

/// The couched lance: its shaft painted beyond the hand in the knight's colour, the vamplate
/// guarding the hand, the coronel at its tip.
fn lance(frame: Frame, line: f64, colour: &str, p: &Palette) -> Tag {
    let f = frame.inner(GRIP.0, GRIP.1, RISE);
    let mut t = Trace::new(f);
    let vamplate = t
        .outline(&[V::Hard(1.2, -1.6), V::Soft(1.7, 0.0), V::Hard(1.2, 1.6), V::Hard(3.6, 0.7), V::Hard(3.6, -0.7)])
        .take();
    group()
        .add(lance_shaft(f, &LANCE, (4.0, REACH - 1.0), 2.6, colour, line, p))
        .add(filled(vamplate, &p.steel, &p.ink, line))
        .add(filled(coronel(f.inner(REACH - 0.2, 0.0, 0.0), 0.75), &p.steel, &p.ink, line))
}

/// The sword arm, bent to hold the lance under the armpit: the upper arm and forearm, the
/// shoulder plate and the gauntlet.
fn near_arm(t: &mut Trace) -> Vec<String> {
    vec![
        t.limb(&[(12.6, 13.0, 2.4), (11.2, 16.8, 2.2)]).take(),
        t.limb(&[(11.2, 16.8, 2.2), (15.2, 18.3, 2.0)]).take(),
        t.ellipse((12.6, 12.9), 1.9, 1.5).take(),
        t.circle(GRIP, 1.2).take(),
    ]
}

/// The leg in armour, straight in the long stirrup: thigh, knee, shin and the pointed foot.
fn near_leg(t: &mut Trace) -> Vec<String> {
    vec![
        t.limb(&[(12.6, 21.0, 3.4), (16.3, 24.8, 2.5), (15.8, 30.2, 2.1)]).take(),
        t.poly(&[(14.7, 29.6), (16.8, 29.8), (19.4, 31.5), (16.8, 32.0), (14.9, 31.9)]).take(),
    ]
}

/// Knight `i` on his horse in `frame`, whose design units are the standee's millimetres; `id`
/// prefixes the clips' ids and must be unique in the document.
pub fn mounted(frame: Frame, i: usize, id: &str, p: &Palette) -> Tag {
    let colour = &p.knights[i % 4];
    // The silhouettes' outlines (half of `line` shows outside each shape), and the finer lines
    // of the details.
    let line = 0.4 * frame.unit();
    let edge = line / 2.0;
    let thin = 0.6 * line;
    let mut t = Trace::new(frame);
    let shade = |d: String| fill(d, &p.ink).set("fill-opacity", "0.18");

    // The horse: legs and tail under the cloth, the far legs in shade.
    let far: Vec<String> = FAR_LEGS.iter().flat_map(|l| [t.limb(&l.joints).take(), hoof(&mut t, l)]).collect();
    let near: Vec<String> = NEAR_LEGS.iter().flat_map(|l| [t.limb(&l.joints).take(), hoof(&mut t, l)]).collect();
    let hooves: String = FAR_LEGS.iter().chain(&NEAR_LEGS).map(|l| hoof(&mut t, l)).collect();
    let cloth = caparison(&mut t);
    let head = group()
        .add(silhouette(&[muzzle(&mut t)], &p.leather, &p.ink, edge))
        .add(silhouette(&[head_cover(&mut t), ears(&mut t)], colour, &p.ink, edge))
        .add(fill(t.ellipse((25.4, 17.3), 0.7, 0.5).take(), &p.sable));
    // The cloth's underside and folds, falling from the back to the hem.
    let underside = t.mv((0.0, 30.5)).qd((14.0, 32.5), (28.0, 29.5)).ln((28.0, 40.0)).ln((0.0, 40.0)).close().take();
    for (x0, x1) in [(4.0, 3.0), (9.0, 8.6), (21.0, 21.6), (24.5, 25.4)] {
        t.mv((x0, 29.0)).qd((x0 + 0.2, 32.0), (x1, 34.6));
    }
    let folds = t.take();
    // The ordinary laid over the hindquarters, where the rider's leg leaves the cloth clear.
    let charge_box = frame.inner(1.6, 23.2, 0.0);
    let charge = filled(ordinary(charge_box, (10.0, 12.0), i), ordinary_colour(p, i), &p.ink, thin);
    let horse = group()
        .add(silhouette(&far, &p.leather, &p.ink, edge))
        .add(shade(far.concat()))
        .add(silhouette(&[tail(&mut t)], &p.leather, &p.ink, edge))
        .add(silhouette(&near, &p.leather, &p.ink, edge))
        .add(filled(hooves, &p.sable, &p.ink, thin))
        .add(silhouette(std::slice::from_ref(&cloth), colour, &p.ink, edge))
        .add(clip_to(
            &cloth,
            &format!("{id}-cloth"),
            group().add(charge).add(shade(underside)).add(stroke(folds, &p.ink, thin).set("stroke-opacity", "0.5")),
        ))
        .add(stroke(t.mv((28.6, 21.2)).qd((23.0, 19.6), (18.4, 17.6)).take(), &p.leather, 2.0 * thin));

    // The rider, from his far side to his near side.
    let saddle = t
        .outline(&[
            V::Hard(8.4, 23.2),
            V::Soft(8.6, 19.6),
            V::Hard(10.2, 18.2),
            V::Soft(10.6, 21.0),
            V::Hard(11.6, 23.2),
        ])
        .take();
    let pommel = t
        .outline(&[
            V::Hard(16.4, 23.0),
            V::Soft(17.6, 20.4),
            V::Hard(19.2, 19.6),
            V::Soft(18.8, 21.6),
            V::Hard(19.2, 23.0),
        ])
        .take();
    let (body, skirt) = surcoat(&mut t);
    let (fan, ridges) = crest(&mut t);
    let helm_d = helm(&mut t);
    let helm_shade = t.poly(&[(10.0, 4.0), (12.4, 4.0), (12.4, 12.0), (10.0, 12.0)]).take();
    let slit = t.poly(&[(13.2, 7.4), (16.6, 7.3), (16.6, 8.0), (13.2, 8.1)]).take();
    let breaths: String =
        (0..3).map(|k| t.circle((15.5 + 0.3 * k as f64, 9.4 + 0.8 * k as f64), 0.25).take()).collect();
    let torse = t.ellipse((13.3, 5.3), 2.3, 0.7).take();
    let stirrup = t.poly(&[(15.0, 31.9), (18.2, 31.9), (18.2, 32.7), (15.0, 32.7)]).take();
    let strap = t.mv((13.8, 23.0)).ln((15.2, 31.9)).take();
    let spur = t.poly(&[(14.8, 30.6), (13.3, 30.4), (14.8, 31.2)]).take();
    let rider = group()
        .add(filled(saddle, &p.leather, &p.ink, thin))
        .add(silhouette(&[mantling(&mut t)], colour, &p.ink, edge))
        .add(filled(fan, &p.gold, &p.ink, thin))
        .add(stroke(ridges, &p.ink, thin * 0.7))
        .add(silhouette(&[body], colour, &p.ink, edge))
        .add(filled(helm_d.clone(), &p.steel, &p.ink, line))
        .add(clip_to(&helm_d, &format!("{id}-helm"), shade(helm_shade)))
        .add(fill(slit, &p.sable))
        .add(fill(breaths, &p.sable))
        .add(filled(torse, &p.gold, &p.ink, thin))
        .add(filled(pommel, &p.leather, &p.ink, thin))
        .add(stroke(strap, &p.leather, 1.5 * thin))
        .add(silhouette(&near_leg(&mut t), &p.steel, &p.ink, edge))
        .add(filled(stirrup, &p.steel, &p.ink, thin))
        .add(filled(spur, &p.gold, &p.ink, thin * 0.6))
        .add(silhouette(&[skirt], colour, &p.ink, edge))
        .add(escutcheon(frame.inner(14.2, 11.3, -0.08), (7.0, 8.2), i, thin * 1.2, &format!("{id}-shield"), p))
        .add(lance(frame, thin, colour, p))
        .add(silhouette(&near_arm(&mut t), &p.steel, &p.ink, edge));
    group().add(horse).add(rider).add(head)
}

/// Where the heater's straight flanks end, as a fraction of its height, and the handles of the
/// two curves that meet at its point, as fractions of (half width, height).
const FLANK: f64 = 0.36;
const HANDLES: [(f64, f64); 2] = [(1.0, 0.68), (0.5, 0.9)];

/// A heater shield's outline filling the box (0, 0, w, h) of `frame`, as path data.
fn heater(frame: Frame, (w, h): (f64, f64)) -> String {
    let hw = w / 2.0;
    let [(a, b), (c, d)] = HANDLES;
    let mut t = Trace::new(frame);
    t.mv((0.0, 0.0)).ln((w, 0.0)).ln((w, FLANK * h));
    t.cb((hw + a * hw, b * h), (hw + c * hw, d * h), (hw, h));
    t.cb((hw - c * hw, d * h), (hw - a * hw, b * h), (0.0, FLANK * h));
    t.close().take()
}

/// The tincture of knight `i`'s ordinary: the chevron and the cross gold, the bend silver, the
/// fess black (on the gold of the fourth knight, where a metal would not show).
fn ordinary_colour(p: &Palette, i: usize) -> &str {
    match i {
        1 => &p.argent,
        3 => &p.sable,
        _ => &p.gold,
    }
}

/// Knight `i`'s ordinary over a shield box (0, 0, w, h) of `frame`, reaching past the box so that
/// a clip trims it: a chevron (0), a bend (1), a cross (2), a fess (3). The bands are a quarter
/// of the width, broader than heraldry's fifth so that they read at a marker's size.
fn ordinary(frame: Frame, (w, h): (f64, f64), i: usize) -> String {
    let band = 0.25 * w;
    let (cx, fess_point) = (w / 2.0, 0.4 * h);
    // How far past the box the bands reach: enough to cross any cloth they are laid on.
    let far = 4.0 * w.max(h);
    let mut t = Trace::new(frame);
    match i % 4 {
        0 => {
            let (apex, slope): (f64, f64) = (0.28 * h, 1.05);
            let rise = band / 2.0 * (1.0 + slope * slope).sqrt();
            t.poly(&[
                (cx, apex - rise),
                (cx + far, apex - rise + slope * far),
                (cx + far, apex + rise + slope * far),
                (cx, apex + rise),
                (cx - far, apex + rise + slope * far),
                (cx - far, apex - rise + slope * far),
            ]);
        }
        1 => {
            // From the top corner on the bearer's right (the viewer's left) through the fess point.
            let len = cx.hypot(fess_point);
            let (ux, uy) = (cx / len, fess_point / len);
            let (nx, ny) = (-uy * band / 2.0, ux * band / 2.0);
            let (ax, ay, bx, by) = (cx - far * ux, fess_point - far * uy, cx + far * ux, fess_point + far * uy);
            t.poly(&[(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]);
        }
        2 => {
            let (x0, x1, y0, y1) = (cx - band / 2.0, cx + band / 2.0, fess_point - band / 2.0, fess_point + band / 2.0);
            t.poly(&[
                (x0, -far),
                (x1, -far),
                (x1, y0),
                (far, y0),
                (far, y1),
                (x1, y1),
                (x1, far),
                (x0, far),
                (x0, y1),
                (-far, y1),
                (-far, y0),
                (x0, y0),
            ]);
        }
        _ => {
            let half = 0.15 * h;
            t.poly(&[
                (-far, fess_point - half),
                (far, fess_point - half),
                (far, fess_point + half),
                (-far, fess_point + half),
            ]);
        }
    }
    t.take()
}

/// Knight `i`'s arms on a heater shield whose outline runs along the box (0, 0, w, h) of `frame`:
/// the field in his colour, his ordinary, shade on the shield's far side, an ink outline `line`
/// wide. `id` names the clip and must be unique in the document.
pub fn escutcheon(frame: Frame, (w, h): (f64, f64), i: usize, line: f64, id: &str, p: &Palette) -> Tag {
    let outline = heater(frame, (w, h));
    let mut t = Trace::new(frame);
    let shade = t
        .mv((0.62 * w, -1.0))
        .qd((0.78 * w, 0.55 * h), (0.45 * w, h + 1.0))
        .ln((w + 1.0, h + 1.0))
        .ln((w + 1.0, -1.0))
        .close()
        .take();
    let inside = group()
        .add(fill(outline.clone(), &p.knights[i % 4]))
        .add(filled(ordinary(frame, (w, h), i), ordinary_colour(p, i), &p.ink, line * 0.6))
        .add(fill(shade, &p.ink).set("fill-opacity", "0.15"));
    group().add(clip_to(&outline, id, inside)).add(stroke(outline, &p.ink, line))
}

/// A great helm seen from the front with its gold crest, the origin at the middle of its eye
/// slits, in millimetres of `frame`: a flat-topped barrel of steel, a gold cross of bands over
/// it, breaths below, a gold torse and fan above.
pub fn helm_front(frame: Frame, id: &str, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let line = 0.35;
    let barrel = t
        .outline(&[
            V::Hard(-6.4, -8.0),
            V::Soft(-6.6, -9.4),
            V::Soft(6.6, -9.4),
            V::Hard(6.4, -8.0),
            V::Soft(6.6, 2.0),
            V::Hard(6.0, 8.5),
            V::Soft(0.0, 9.6),
            V::Hard(-6.0, 8.5),
            V::Soft(-6.6, 2.0),
        ])
        .take();
    let shade = t.poly(&[(2.6, -10.0), (8.0, -10.0), (8.0, 10.0), (2.6, 10.0)]).take();
    let slits = t
        .poly(&[(-5.6, -0.9), (-1.0, -0.9), (-1.0, 0.5), (-5.6, 0.3)])
        .poly(&[(1.0, -0.9), (5.6, -0.9), (5.6, 0.3), (1.0, 0.5)])
        .take();
    let bands = t
        .poly(&[(-0.9, -9.3), (0.9, -9.3), (0.9, 9.5), (-0.9, 9.5)])
        .poly(&[(-6.5, -2.6), (6.5, -2.6), (6.5, -1.5), (-6.5, -1.5)])
        .take();
    let mut breaths = Trace::new(frame);
    for side in [-1.0, 1.0] {
        for row in 0..3 {
            for col in 0..2 {
                breaths.circle((side * (2.2 + 1.3 * col as f64), 3.0 + 1.5 * row as f64), 0.35);
            }
        }
    }
    // The fan crest: a half disc with ridges, on a twisted torse.
    let fan = t.mv((-5.0, -11.0)).cb((-5.5, -19.0), (5.5, -19.0), (5.0, -11.0)).close().take();
    let mut ridges = Trace::new(frame);
    for k in 1..6 {
        let a = std::f64::consts::PI * (1.0 + k as f64 / 6.0);
        ridges.mv((0.0, -11.0)).ln((5.2 * a.cos(), -11.0 + 6.2 * a.sin()));
    }
    let torse = t.outline(&[V::Hard(-5.8, -9.2), V::Soft(-6.2, -11.4), V::Soft(6.2, -11.4), V::Hard(5.8, -9.2)]).take();
    let mut twists = Trace::new(frame);
    for k in 0..6 {
        let x = -5.0 + 2.0 * k as f64;
        twists.mv((x, -9.4)).ln((x + 1.0, -11.2));
    }
    // The mantling falls from the torse on both sides: blue on the left, red on the right, the
    // colours of the two kinds of cards, which the turned copy sets crosswise.
    let mantling = |side: f64| {
        let mut m = Trace::new(frame);
        let vs = [
            V::Hard(4.0, -10.8),
            V::Soft(9.5, -10.6),
            V::Soft(12.4, -5.0),
            V::Hard(12.6, 2.4),
            V::Soft(10.6, -0.8),
            V::Hard(9.8, 4.0),
            V::Soft(8.6, -1.2),
            V::Hard(7.0, 1.6),
            V::Soft(7.0, -5.0),
            V::Hard(5.0, -8.0),
        ];
        m.outline(&vs.map(|v| match v {
            V::Hard(x, y) => V::Hard(side * x, y),
            V::Soft(x, y) => V::Soft(side * x, y),
        }));
        m.take()
    };
    let mut folds = Trace::new(frame);
    let mut rivets = Trace::new(frame);
    for side in [-1.0, 1.0] {
        folds.mv((side * 7.5, -9.6)).qd((side * 10.6, -6.0), (side * 11.0, -1.0));
        folds.mv((side * 7.0, -8.4)).qd((side * 8.8, -4.0), (side * 9.4, 0.8));
        for y in [-7.6, -4.4, 3.4, 6.6] {
            rivets.circle((0.0, y), 0.28);
        }
        rivets.circle((side * 3.6, -2.05), 0.28);
    }
    group()
        .add(filled(mantling(-1.0), &p.acquired, &p.ink, line))
        .add(filled(mantling(1.0), &p.adversity, &p.ink, line))
        .add(stroke(folds.take(), &p.ink, 0.25).set("stroke-opacity", "0.6"))
        .add(filled(fan, &p.gold, &p.ink, line))
        .add(stroke(ridges.take(), &p.ink, 0.25))
        .add(filled(barrel.clone(), &p.steel, &p.ink, line))
        .add(clip_to(&barrel, id, fill(shade, &p.ink).set("fill-opacity", "0.18")))
        .add(filled(bands, &p.gold, &p.ink, 0.25))
        .add(fill(rivets.take(), &p.ink))
        .add(fill(slits, &p.sable))
        .add(fill(breaths.take(), &p.sable))
        .add(filled(torse, &p.gold, &p.ink, line))
        .add(stroke(twists.take(), &p.ink, 0.25))
}

/// A tournament lance's wooden shaft along +x of `frame`, its width following `widths` (x, width)
/// from end to end, painted with spiral bands of `paint` every `step` over the stretch `painted`,
/// outlined `line` wide.
pub fn lance_shaft(
    frame: Frame,
    widths: &[(f64, f64)],
    painted: (f64, f64),
    step: f64,
    paint: &str,
    line: f64,
    p: &Palette,
) -> Tag {
    let joints: Vec<(f64, f64, f64)> = widths.iter().map(|&(x, w)| (x, 0.0, w)).collect();
    let mut t = Trace::new(frame);
    let shaft = t.limb(&joints).take();
    // The bands keep a little inside the shaft, whose outline is drawn again over them.
    let radius = |x: f64| {
        let k = widths.windows(2).position(|pair| x <= pair[1].0).unwrap_or(widths.len() - 2);
        let ((x0, w0), (x1, w1)) = (widths[k], widths[k + 1]);
        (w0 + (w1 - w0) * (x - x0) / (x1 - x0)) / 2.0 - 0.05
    };
    // As many bands as fit, centred on the stretch, so that a lance painted end to end looks
    // the same from either end.
    let (band, slant) = (0.3 * step, 0.3 * step);
    let (from, to) = painted;
    let count = ((to - from - band - slant) / step).floor().max(0.0) as usize + 1;
    let first = (from + to - band - slant - (count - 1) as f64 * step) / 2.0;
    for k in 0..count {
        let x = first + k as f64 * step;
        let (r0, r1) = (radius(x), radius(x + band + slant));
        t.poly(&[(x, -r0), (x + band, -r0), (x + band + slant, r1), (x + slant, r1)]);
    }
    group()
        .add(filled(shaft.clone(), &p.wood, &p.ink, line))
        .add(fill(t.take(), paint))
        .add(stroke(shaft, &p.ink, line))
}

/// A coronel, the blunt crowned tip of a tournament lance, pointing along +x from the origin of
/// `frame`, `size` units tall.
pub fn coronel(frame: Frame, size: f64) -> String {
    let s = size;
    let mut t = Trace::new(frame);
    t.poly(&[
        (-0.3 * s, -0.6 * s),
        (0.5 * s, -0.7 * s),
        (1.5 * s, -1.1 * s),
        (1.1 * s, -0.3 * s),
        (1.6 * s, 0.0),
        (1.1 * s, 0.3 * s),
        (1.5 * s, 1.1 * s),
        (0.5 * s, 0.7 * s),
        (-0.3 * s, 0.6 * s),
    ]);
    t.take()
}
