//! The objects the heroes are known by: coronet and crown, mitre, crosier, archbishop's cross,
//! sword, wings and a little chapel. Each is designed in its own units round an anchor point and
//! placed by a [`Frame`], so that a composition can size, turn and mirror it.

use super::Palette;
use super::charges::{lis_pieces, mirrored};
use crate::render::draw::{Frame, Tag, Trace, V, fill, filled, group, silhouette};

/// The outline width for an object drawn in `frame`: about 1.2 design units, within print limits.
fn line(frame: Frame) -> f64 {
    (frame.unit() * 1.2).clamp(0.08, 0.3)
}

/// A ducal coronet: a jewelled circlet with three strawberry-leaf fleurons and pearls between
/// them, 100 units wide, its circlet's lower edge on the origin's line (y from about −34 to 0).
pub fn coronet(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let mut leaves = Vec::new();
    for x in [-36.0, 0.0, 36.0] {
        // A leaf of three lobes on a short stalk, standing on the circlet.
        t.outline(&[
            V::Hard(x - 6.0, -15.0),
            V::Soft(x - 14.0, -18.0),
            V::Soft(x - 11.0, -28.0),
            V::Hard(x - 4.0, -24.0),
            V::Soft(x - 5.0, -36.0),
            V::Soft(x + 5.0, -36.0),
            V::Hard(x + 4.0, -24.0),
            V::Soft(x + 11.0, -28.0),
            V::Soft(x + 14.0, -18.0),
            V::Hard(x + 6.0, -15.0),
        ]);
        leaves.push(t.take());
    }
    for x in [-18.0, 18.0] {
        t.limb(&[(x, -14.0, 3.0), (x, -22.0, 2.5)]).circle((x, -24.0), 3.2);
    }
    leaves.push(t.take());
    circlet(&mut t, frame, leaves, p)
}

/// The circlet shared by coronet and crown, under the fleurons `above`, set with jewels.
fn circlet(t: &mut Trace, frame: Frame, above: Vec<String>, p: &Palette) -> Tag {
    let band = t
        .outline(&[
            V::Hard(-50.0, -16.0),
            V::Soft(0.0, -19.0),
            V::Hard(50.0, -16.0),
            V::Hard(50.0, -1.0),
            V::Soft(0.0, 2.0),
            V::Hard(-50.0, -1.0),
        ])
        .take();
    let (mut reds, mut blues) = (Trace::new(frame), Trace::new(frame));
    for (i, x) in [-36.0, -18.0, 0.0, 18.0, 36.0].iter().enumerate() {
        let gem = if i % 2 == 0 { &mut reds } else { &mut blues };
        gem.ellipse((*x, -8.0), 4.5, 5.0);
    }
    let w = line(frame);
    group()
        .add(silhouette(&above, &p.gold, &p.ink, w))
        .add(filled(band, &p.gold, &p.ink, w))
        .add(filled(reds.take(), &p.gules, &p.ink, w * 0.6))
        .add(filled(blues.take(), &p.azure, &p.ink, w * 0.6))
}

/// A royal crown: the circlet raised with three fleurs-de-lis and pearls, 100 units wide, its
/// lower edge on the origin's line (y from about −48 to 0).
pub fn royal_crown(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let mut fleurons = Vec::new();
    for x in [-36.0, 0.0, 36.0] {
        fleurons.extend(lis_pieces(frame.inner(x, -29.0, 0.0).scaled(0.27)));
    }
    for x in [-18.0, 18.0] {
        t.limb(&[(x, -14.0, 3.0), (x, -24.0, 2.5)]).circle((x, -26.0), 3.6);
    }
    fleurons.push(t.take());
    circlet(&mut t, frame, fleurons, p)
}

/// A mitre seen from the front, 60 units wide at its rim (y = 38) and pointed at y = −50, its
/// lappets fluttering out to ±40 below; in `field` with its bands in `band`.
pub fn mitre(frame: Frame, field: &str, band: &str, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let w = line(frame);
    // The lappets hang from behind the rim and flutter out to the sides, fringed at their ends.
    let mut lappets = Vec::new();
    let mut fringe = Trace::new(frame);
    for e in [-1.0, 1.0] {
        lappets.push(
            t.limb(&[(e * 12.0, 32.0, 8.0), (e * 16.0, 44.0, 8.0), (e * 25.0, 52.0, 7.5), (e * 34.0, 55.0, 7.0)])
                .take(),
        );
        for k in 0..4 {
            let y = 52.0 + k as f64 * 2.0;
            fringe.mv((e * 37.0, y)).ln((e * 40.5, y + 0.8));
        }
    }
    let body = t
        .outline(&mirrored(&[
            V::Hard(0.0, -50.0),
            V::Soft(16.0, -34.0),
            V::Soft(30.0, -12.0),
            V::Hard(28.0, 38.0),
            V::Hard(0.0, 38.0),
        ]))
        .take();
    let mut bands = Trace::new(frame);
    bands.poly(&[(-28.5, 26.0), (28.5, 26.0), (28.0, 38.0), (-28.0, 38.0)]);
    bands.poly(&[(-6.0, -44.0), (-6.0, 26.0), (6.0, 26.0), (6.0, -44.0), (0.0, -50.0)]);
    let mut jewel = Trace::new(frame);
    jewel.ellipse((0.0, 32.0), 4.5, 4.0).ellipse((0.0, -8.0), 4.0, 5.0);
    group()
        .add(crate::render::draw::stroke(fringe.take(), band, w * 1.4))
        .add(silhouette(&lappets, band, &p.ink, w))
        .add(filled(body, field, &p.ink, w))
        .add(filled(bands.take(), band, &p.ink, w))
        .add(filled(jewel.take(), &p.gold, &p.ink, w * 0.7))
}

/// A crosier: a staff from y = 100 up to a knop and a crook curling over towards −x, the crook's
/// top near y = −60; 40 units wide.
pub fn crosier(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let pieces = vec![
        t.limb(&[(0.0, 100.0, 4.0), (0.0, -28.0, 4.5)]).take(),
        t.limb(&[
            (0.0, -30.0, 5.0),
            (0.0, -44.0, 5.0),
            (-4.0, -55.0, 5.0),
            (-14.0, -60.0, 4.6),
            (-23.0, -55.0, 4.2),
            (-24.0, -45.0, 3.8),
            (-17.0, -39.0, 3.4),
            (-11.0, -43.0, 3.0),
        ])
        .take(),
        // A leaf curling inside the crook, and the knop where it meets the staff.
        t.outline(&[V::Hard(-11.0, -43.0), V::Soft(-8.0, -50.0), V::Soft(-14.0, -53.0), V::Hard(-17.0, -47.0)]).take(),
        t.ellipse((0.0, -26.0), 6.0, 4.5).take(),
        t.ellipse((0.0, -20.0), 4.0, 2.5).take(),
    ];
    silhouette(&pieces, &p.gold, &p.ink, line(frame))
}

/// An archbishop's cross: a staff with two cross-bars, the upper one shorter, ends rounded into
/// knobs; from y = −60 to 100.
pub fn archbishop_cross(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let pieces = vec![
        t.limb(&[(0.0, 100.0, 4.0), (0.0, -56.0, 5.0)]).take(),
        t.limb(&[(-14.0, -38.0, 5.0), (14.0, -38.0, 5.0)]).take(),
        t.limb(&[(-22.0, -18.0, 5.0), (22.0, -18.0, 5.0)]).take(),
        t.circle((0.0, -58.0), 4.2).circle((-16.0, -38.0), 4.2).circle((16.0, -38.0), 4.2).take(),
        t.circle((-24.0, -18.0), 4.2).circle((24.0, -18.0), 4.2).take(),
        t.ellipse((0.0, 2.0), 5.5, 4.0).take(),
    ];
    silhouette(&pieces, &p.gold, &p.ink, line(frame))
}

/// A sword pointing up: the tip at y = −60, the pommel at y = 40; the blade argent, the hilt gold.
pub fn sword(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let w = line(frame);
    let blade = t.poly(&[(0.0, -60.0), (4.0, -50.0), (3.5, 14.0), (-3.5, 14.0), (-4.0, -50.0)]).take();
    let fuller = t.poly(&[(0.0, -46.0), (0.8, -44.0), (0.8, 10.0), (-0.8, 10.0), (-0.8, -44.0)]).take();
    let hilt = vec![
        t.limb(&[(-16.0, 16.0, 4.0), (0.0, 14.5, 4.5), (16.0, 16.0, 4.0)]).take(),
        t.limb(&[(0.0, 17.0, 4.0), (0.0, 33.0, 3.6)]).take(),
        t.circle((0.0, 36.0), 4.5).take(),
    ];
    group()
        .add(filled(blade, &p.argent, &p.ink, w))
        .add(fill(fuller, &p.stone_shadow))
        .add(silhouette(&hilt, &p.gold, &p.ink, w))
}

/// The right wing of an angel, spread and raised: its root at the origin, its tip near
/// (100, −40); mirror the frame for the left wing. Long primaries behind, then the secondaries,
/// then the coverts along the arm, each row a fan of feathers.
pub fn wing(frame: Frame, colour: &str, p: &Palette) -> Tag {
    let w = line(frame);
    let feather = |t: &mut Trace, (x, y): (f64, f64), angle: f64, len: f64, width: f64| {
        let mut f = Trace::new(t.frame.inner(x, y, angle));
        f.outline(&[
            V::Hard(0.0, -width * 0.4),
            V::Soft(len * 0.5, -width * 0.6),
            V::Soft(len * 0.95, -width * 0.35),
            V::Hard(len, 0.0),
            V::Soft(len * 0.95, width * 0.5),
            V::Soft(len * 0.5, width * 0.6),
            V::Hard(0.0, width * 0.4),
        ]);
        let d = f.take();
        t.raw(&d);
    };
    let mut rows = Vec::new();
    let mut t = Trace::new(frame);
    // Primaries fan from the wrist, high on the wing, down and out.
    for k in 0..6 {
        let a = -0.55 + k as f64 * 0.2;
        feather(&mut t, (52.0, -28.0), a, 48.0 - k as f64 * 4.0, 11.0);
    }
    rows.push(t.take());
    // Secondaries hang along the arm, towards the body.
    for k in 0..6 {
        let x = 14.0 + k as f64 * 7.0;
        let a = 1.75 - k as f64 * 0.16;
        feather(&mut t, (x, -10.0 - k as f64 * 3.0), a, 34.0 - k as f64 * 1.5, 10.0);
    }
    rows.push(t.take());
    // The arm with its coverts: a rounded band from the shoulder to the wrist.
    let arm = t
        .outline(&[
            V::Hard(-2.0, 4.0),
            V::Soft(-4.0, -12.0),
            V::Soft(20.0, -30.0),
            V::Soft(50.0, -42.0),
            V::Soft(66.0, -36.0),
            V::Soft(58.0, -22.0),
            V::Soft(36.0, -8.0),
            V::Soft(16.0, 6.0),
        ])
        .take();
    let mut scallops = Trace::new(frame);
    for k in 0..6 {
        let (x, y) = (8.0 + k as f64 * 9.0, -4.0 - k as f64 * 5.0);
        scallops.mv((x - 5.0, y - 4.0)).qd((x - 1.0, y + 4.0), (x + 5.0, y - 2.0));
    }
    group()
        .add(silhouette(&rows[..1], colour, &p.ink, w))
        .add(silhouette(&rows[1..], colour, &p.ink, w))
        .add(silhouette(&[arm], colour, &p.ink, w))
        .add(crate::render::draw::stroke(scallops.take(), &p.ink, w * 0.7))
}

/// A small Romanesque chapel seen from the west: a gabled front with a round-arched door and an
/// oculus, a bell-cote on the gable; its sill on the origin's line, 60 units wide, about 95 tall.
pub fn chapel(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let w = line(frame);
    // The nave running back, seen on the right in shadow, under its roof.
    let side = t.poly(&[(26.0, 0.0), (26.0, -40.0), (44.0, -46.0), (44.0, -6.0)]).take();
    let roof = t.poly(&[(0.0, -70.0), (20.0, -76.0), (48.0, -48.0), (28.0, -41.0)]).take();
    let front = t.poly(&[(-26.0, 0.0), (-26.0, -40.0), (0.0, -70.0), (26.0, -40.0), (26.0, 0.0)]).take();
    let eaves =
        t.poly(&[(-29.0, -38.0), (0.0, -72.0), (29.0, -38.0), (26.0, -36.0), (0.0, -66.0), (-26.0, -36.0)]).take();
    // The bell-cote on the gable, with its bell, and a cross on top.
    let cote = t.poly(&[(-7.0, -62.0), (-7.0, -84.0), (0.0, -90.0), (7.0, -84.0), (7.0, -62.0)]).take();
    let mut dark = Trace::new(frame);
    dark.mv((-9.0, 0.0))
        .ln((-9.0, -18.0))
        .qd((-9.0, -28.0), (0.0, -28.0))
        .qd((9.0, -28.0), (9.0, -18.0))
        .ln((9.0, 0.0))
        .close();
    dark.circle((0.0, -44.0), 5.0);
    dark.mv((-3.5, -70.0)).ln((-3.5, -77.0)).qd((0.0, -81.0), (3.5, -77.0)).ln((3.5, -70.0)).close();
    let bell =
        t.outline(&[V::Hard(-2.6, -70.5), V::Soft(-2.2, -76.0), V::Soft(2.2, -76.0), V::Hard(2.6, -70.5)]).take();
    let cross = vec![
        t.limb(&[(0.0, -89.0, 1.8), (0.0, -99.0, 1.8)]).take(),
        t.limb(&[(-3.5, -95.5, 1.8), (3.5, -95.5, 1.8)]).take(),
    ];
    // The door's stones round its arch.
    let mut lines = Trace::new(frame);
    for k in 0..5 {
        let a = std::f64::consts::PI * (0.1 + 0.2 * k as f64);
        let (c, s) = (a.cos(), a.sin());
        lines.mv((c * 9.0, -18.0 - s * 10.0)).ln((c * 13.0, -18.0 - s * 14.0));
    }
    lines.mv((-13.0, -18.0)).ln((-13.0, 0.0)).mv((13.0, -18.0)).ln((13.0, 0.0));
    lines.mv((-13.0, -18.0)).qd((-13.0, -32.0), (0.0, -32.0)).qd((13.0, -32.0), (13.0, -18.0));
    group()
        .add(filled(side, &p.stone_shadow, &p.ink, w))
        .add(filled(roof, &p.roof, &p.ink, w))
        .add(filled(front, &p.stone, &p.ink, w))
        .add(filled(eaves, &p.roof_shadow, &p.ink, w))
        .add(filled(cote, &p.stone, &p.ink, w))
        .add(fill(dark.take(), &p.ink))
        .add(filled(bell, &p.gold, &p.ink, w * 0.6))
        .add(silhouette(&cross, &p.gold, &p.ink, w))
        .add(crate::render::draw::stroke(lines.take(), &p.ink, w * 0.7))
}
