//! Mont Saint-Michel for the card backs: the rock rising from the bay, the ramparts and the
//! village at its foot, the abbey climbing it and the church with its spire on top, seen from the
//! south in flat colours, lit from the west (the viewer's left).
//!
//! Coordinates are millimetres on the 63 × 88 mm card, y downwards.

use super::Palette;
use crate::render::draw::{Frame, Pt, Tag, Trace, V, fill, filled, group, rect, stroke, tag};

/// The picture's size: a poker card, no bleed.
pub const BACK: (f64, f64) = (63.0, 88.0);

/// Where the sea meets the sky, and where the rock stands on the sand.
const HORIZON: f64 = 66.0;
const FOOT: f64 = 70.0;

/// The rock's outline from its western foot to its eastern foot, under the buildings: a cone a
/// little steeper on the east.
const ROCK: [V; 18] = [
    V::Hard(4.0, FOOT),
    V::Soft(8.0, 67.0),
    V::Soft(12.0, 63.0),
    V::Soft(16.0, 58.5),
    V::Soft(19.0, 54.0),
    V::Soft(22.0, 49.0),
    V::Soft(24.5, 45.0),
    V::Hard(26.0, 42.0),
    V::Hard(26.0, 40.0),
    V::Hard(40.0, 40.0),
    V::Hard(41.0, 42.0),
    V::Soft(44.0, 46.0),
    V::Soft(47.0, 50.5),
    V::Soft(51.0, 55.5),
    V::Soft(54.0, 60.0),
    V::Soft(57.0, 64.0),
    V::Soft(59.5, 67.0),
    V::Hard(61.0, FOOT),
];

/// The pool in front of the mount, where it is mirrored.
const POOL: [V; 8] = [
    V::Soft(9.0, 72.0),
    V::Soft(20.0, 70.6),
    V::Soft(44.0, 70.8),
    V::Soft(59.0, 71.8),
    V::Soft(56.0, 76.5),
    V::Soft(40.0, 78.5),
    V::Soft(22.0, 78.0),
    V::Soft(10.0, 76.5),
];

/// Outline width of the buildings.
const LINE: f64 = 0.14;

/// Fills a closed polygon, outlined thinly.
fn slab(pts: &[Pt], colour: &str, p: &Palette) -> Tag {
    filled(Trace::new(Frame::MM).poly(pts).take(), colour, &p.ink, LINE)
}

/// A wall seen square-on, from `x0` to `x1` and from `top` down to `bottom`, its eastern part
/// (from `shade` on) in shadow.
fn wall(x0: f64, x1: f64, top: f64, bottom: f64, shade: f64, p: &Palette) -> Tag {
    let lit = rect(x0, top, shade - x0, bottom - top, &p.stone);
    let dark = rect(shade, top, x1 - shade, bottom - top, &p.stone_shadow);
    let edge =
        stroke(Trace::new(Frame::MM).poly(&[(x0, top), (x1, top), (x1, bottom), (x0, bottom)]).take(), &p.ink, LINE);
    group().add(lit).add(dark).add(edge)
}

/// Merlons along the top of a wall from `x0` to `x1` at height `top`, each `size` wide and high.
fn merlons(x0: f64, x1: f64, top: f64, size: f64, p: &Palette) -> Tag {
    let count = ((x1 - x0) / (2.0 * size)).floor().max(1.0) as usize;
    let step = (x1 - x0 - size) / (count as f64).max(1.0);
    let mut t = Trace::new(Frame::MM);
    for i in 0..=count {
        let x = x0 + i as f64 * step;
        t.poly(&[(x, top), (x + size, top), (x + size, top - size), (x, top - size)]);
    }
    filled(t.take(), &p.stone, &p.ink, LINE)
}

/// Dark openings: narrow arched windows, each `w` wide and `h` tall, tops at the given points.
fn windows(tops: &[Pt], w: f64, h: f64, p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    for &(x, y) in tops {
        t.mv((x - w / 2.0, y + h)).ln((x - w / 2.0, y + w / 2.0)).qd((x - w / 2.0, y), (x, y));
        t.qd((x + w / 2.0, y), (x + w / 2.0, y + w / 2.0)).ln((x + w / 2.0, y + h)).close();
    }
    fill(t.take(), &p.ink)
}

/// A round tower of the ramparts standing on `base`, centred on `cx`, with a crenellated top.
fn tower(cx: f64, base: f64, w: f64, h: f64, p: &Palette) -> Tag {
    let (x0, x1, top) = (cx - w / 2.0, cx + w / 2.0, base - h);
    // A round tower's lit side is the western half, its shadow grows towards the east.
    group().add(wall(x0, x1, top, base, cx + w * 0.12, p)).add(merlons(x0 - 0.2, x1 + 0.2, top, 0.8, p)).add(windows(
        &[(cx - w * 0.12, top + h * 0.35)],
        0.45,
        1.1,
        p,
    ))
}

/// A house of the village: a gabled front or a long side under its roof.
fn house(x: f64, base: f64, w: f64, h: f64, gable: bool, p: &Palette) -> Tag {
    let top = base - h;
    let roof = if gable {
        slab(&[(x - 0.3, top), (x + w / 2.0, top - w * 0.55), (x + w + 0.3, top)], &p.roof, p)
    } else {
        slab(
            &[(x - 0.3, top), (x + w * 0.2, top - w * 0.3), (x + w * 0.8, top - w * 0.3), (x + w + 0.3, top)],
            &p.roof,
            p,
        )
    };
    group().add(wall(x, x + w, top, base, x + w * 0.7, p)).add(roof).add(windows(
        &[(x + w * 0.35, top + h * 0.3)],
        0.35,
        0.6,
        p,
    ))
}

/// The sky with a paler band along the horizon and a few flat clouds.
fn sky(p: &Palette) -> Tag {
    let (w, _) = BACK;
    let mut clouds = Trace::new(Frame::MM);
    for &(cx, cy, s) in &[(14.0, 10.0, 1.0), (52.0, 27.0, 0.85), (9.0, 40.0, 0.6)] {
        for &(dx, dy, r) in &[(-4.0, 0.6, 2.2), (-1.0, -0.8, 3.0), (2.8, 0.0, 2.4), (5.4, 0.9, 1.5), (0.0, 1.4, 2.0)] {
            clouds.ellipse((cx + dx * s, cy + dy * s), r * s * 1.3, r * s * 0.8);
        }
    }
    group()
        .add(rect(0.0, 0.0, w, HORIZON, &p.sky))
        .add(rect(0.0, HORIZON - 16.0, w, 16.0, &p.haze))
        .add(fill(clouds.take(), &p.cloud))
}

/// The bay: the sea far off on the horizon, the wet sand, and channels of water winding across
/// it, one wide enough to mirror the mount.
fn bay(p: &Palette) -> Tag {
    let (w, h) = BACK;
    let mut t = Trace::new(Frame::MM);
    let sand = rect(0.0, HORIZON, w, h - HORIZON, &p.sand);
    let sea = t
        .outline(&[
            V::Hard(0.0, HORIZON),
            V::Hard(w, HORIZON),
            V::Hard(w, 68.5),
            V::Soft(50.0, 68.8),
            V::Soft(30.0, 68.0),
            V::Soft(12.0, 68.8),
            V::Hard(0.0, 68.3),
        ])
        .take();
    // The pool in front of the mount, then streams running off to the corners.
    let pool = t.outline(&POOL).take();
    let streams = t
        .outline(&[
            V::Hard(-1.0, 81.0),
            V::Soft(12.0, 80.0),
            V::Soft(24.0, 80.5),
            V::Soft(34.0, 82.0),
            V::Soft(24.0, 82.6),
            V::Soft(10.0, 82.6),
            V::Hard(-1.0, 84.0),
        ])
        .outline(&[
            V::Hard(64.0, 82.0),
            V::Soft(50.0, 81.5),
            V::Soft(38.0, 83.5),
            V::Soft(28.0, 86.0),
            V::Soft(42.0, 85.5),
            V::Soft(54.0, 84.0),
            V::Hard(64.0, 85.0),
        ])
        .take();
    group().add(sand).add(fill(sea, &p.water)).add(fill(pool.clone(), &p.water)).add(fill(streams, &p.water))
}

/// The church on the summit: nave and choir under slate roofs, the crossing tower, and the spire
/// with the archangel's gilt figure on its point.
fn church(p: &Palette) -> Tag {
    let mut g = group();
    // The nave, its roof seen along its length.
    g = g.add(wall(27.0, 37.0, 33.0, 39.0, 34.0, p));
    g = g.add(slab(&[(26.5, 33.0), (28.0, 30.5), (36.0, 30.5), (37.5, 33.0)], &p.roof, p));
    g = g.add(windows(&[(28.6, 34.0), (30.6, 34.0), (35.5, 34.0)], 0.55, 2.2, p));
    // The choir to the east, taller, with pinnacles on its buttresses.
    g = g.add(wall(37.0, 42.5, 32.0, 39.0, 38.2, p));
    g = g.add(slab(&[(36.8, 32.0), (38.4, 29.0), (41.2, 29.0), (42.8, 32.0)], &p.roof_shadow, p));
    let mut pins = Trace::new(Frame::MM);
    for x in [37.3, 39.8, 42.3] {
        pins.poly(&[(x - 0.4, 32.2), (x, 29.2), (x + 0.4, 32.2)]);
    }
    g = g.add(filled(pins.take(), &p.stone, &p.ink, LINE));
    g = g.add(windows(&[(39.0, 33.2), (41.2, 33.2)], 0.55, 2.6, p));
    // The crossing tower with its belfry and balustrade.
    g = g.add(wall(31.0, 34.6, 24.5, 33.0, 33.6, p));
    g = g.add(merlons(30.8, 34.8, 24.5, 0.4, p));
    g = g.add(windows(&[(32.0, 26.3), (33.6, 26.3)], 0.5, 2.4, p));
    g = g.add(windows(&[(32.0, 30.0), (33.6, 30.0)], 0.4, 1.4, p));
    // The spire, lit on its western face.
    let (tip, base, l, r) = ((32.8, 12.5), 24.0, 31.2, 34.4);
    g = g.add(slab(&[(l, base), tip, (tip.0, base)], &p.roof, p));
    g = g.add(slab(&[(tip.0, base), tip, (r, base)], &p.roof_shadow, p));
    // Saint Michael on the point: a gilt figure with raised wings and sword.
    let mut m = Trace::new(Frame::at(tip.0, tip.1, 0.9));
    m.poly(&[(-0.3, 0.2), (-0.2, -1.6), (0.2, -1.6), (0.3, 0.2)]).circle((0.0, -1.95), 0.33);
    m.poly(&[(-0.2, -1.3), (-1.1, -2.4), (-0.7, -1.0)]).poly(&[(0.2, -1.3), (1.1, -2.4), (0.7, -1.0)]);
    m.poly(&[(0.25, -1.5), (0.75, -3.3), (0.9, -3.25), (0.45, -1.45)]);
    g.add(filled(m.take(), &p.gold, &p.ink, 0.06))
}

/// The abbey's great walls round the summit: the west terrace, the abbot's lodgings on the
/// south face, and the Merveille buttressed on the north-east.
fn abbey(p: &Palette) -> Tag {
    let mut g = group();
    // The Merveille, behind the lodgings, in the shadow of the east.
    g = g.add(wall(40.0, 47.0, 34.0, 53.0, 40.8, p));
    let mut ribs = Trace::new(Frame::MM);
    for x in [42.3, 44.3, 46.3] {
        ribs.poly(&[(x - 0.3, 34.5), (x + 0.3, 34.5), (x + 0.5, 53.0), (x - 0.5, 53.0)]);
    }
    g = g.add(filled(ribs.take(), &p.stone, &p.ink, LINE));
    g = g.add(merlons(39.8, 47.2, 34.0, 0.5, p));
    g = g.add(windows(&[(43.3, 36.5), (45.3, 36.5), (43.3, 42.0), (45.3, 42.0), (43.3, 47.5)], 0.45, 2.2, p));
    // The west terrace and the buildings under it.
    g = g.add(wall(23.5, 31.0, 39.0, 50.0, 30.0, p));
    g = g.add(merlons(23.3, 31.2, 39.0, 0.5, p));
    g = g.add(windows(&[(25.5, 41.5), (28.0, 41.5), (25.5, 45.5), (28.0, 45.5)], 0.5, 1.6, p));
    // The lodgings on the south face: tall walls, small windows, slate roofs.
    g = g.add(wall(30.0, 41.0, 37.5, 52.0, 37.5, p));
    g = g.add(slab(&[(29.7, 37.5), (30.8, 36.0), (40.2, 36.0), (41.3, 37.5)], &p.roof, p));
    g = g.add(windows(
        &[(32.0, 39.5), (34.5, 39.5), (37.0, 39.5), (39.5, 39.5), (33.2, 45.5), (38.2, 45.5)],
        0.5,
        1.9,
        p,
    ));
    // A stair turret against the lodgings, its conical roof above their eaves.
    g = g.add(wall(35.0, 37.2, 36.5, 52.0, 36.4, p));
    g = g.add(slab(&[(34.8, 36.5), (36.1, 33.6), (37.4, 36.5)], &p.roof_shadow, p));
    g.add(windows(&[(36.0, 41.5), (36.0, 47.0)], 0.35, 1.2, p))
}

/// The village on the eastern slope: houses stepping up from the gate towards the abbey, with
/// a few on the western side above the walls.
fn village(p: &Palette) -> Tag {
    // (x, base, width, height, gabled): listed back to front, so the lower houses cover the
    // feet of the higher ones.
    const HOUSES: [(f64, f64, f64, f64, bool); 17] = [
        (41.5, 56.5, 3.5, 3.0, true),
        (44.5, 57.5, 4.0, 3.2, false),
        (31.0, 56.5, 4.0, 3.0, true),
        (35.0, 56.0, 4.5, 3.5, false),
        (39.0, 58.5, 3.5, 3.2, true),
        (48.0, 60.5, 4.0, 3.0, true),
        (26.5, 58.0, 4.0, 3.2, false),
        (30.0, 60.5, 4.0, 3.5, true),
        (33.5, 61.5, 4.5, 3.0, true),
        (42.5, 61.0, 4.0, 3.5, false),
        (52.0, 63.5, 3.5, 3.0, true),
        (37.5, 63.5, 4.5, 3.5, true),
        (46.0, 64.0, 4.5, 3.0, false),
        (22.0, 62.0, 4.0, 3.0, true),
        (25.5, 64.0, 5.0, 3.2, false),
        (15.0, 64.5, 3.8, 3.0, true),
        (30.5, 64.5, 4.0, 3.0, true),
    ];
    let mut g = group();
    // The parish church's little bell-tower among the houses.
    g = g.add(wall(36.0, 37.8, 52.0, 59.0, 37.2, p));
    g = g.add(slab(&[(35.7, 52.0), (36.9, 49.6), (38.1, 52.0)], &p.roof, p));
    for (x, base, w, h, gable) in HOUSES {
        g = g.add(house(x, base, w, h, gable, p));
    }
    g
}

/// Trees on the western slope, under the terrace.
fn wood(p: &Palette) -> Tag {
    let mut dark = Trace::new(Frame::MM);
    let mut lit = Trace::new(Frame::MM);
    let crowns = [
        (21.0, 51.5, 1.6),
        (18.5, 54.5, 1.8),
        (21.5, 55.0, 1.5),
        (15.5, 58.0, 1.7),
        (18.8, 58.5, 1.8),
        (12.5, 61.5, 1.6),
        (22.5, 58.0, 1.4),
        (15.8, 61.8, 1.5),
    ];
    for (x, y, r) in crowns {
        dark.ellipse((x, y), r, r * 0.9);
        lit.ellipse((x - r * 0.3, y - r * 0.3), r * 0.5, r * 0.42);
    }
    group().add(filled(dark.take(), &p.wood, &p.ink, LINE)).add(fill(lit.take(), &p.wood_light))
}

/// The ramparts along the foot of the mount: curtain walls between round towers, the Tour
/// Gabriel at the western end, the King's gate on the east.
fn ramparts(p: &Palette) -> Tag {
    let top = 65.0;
    let mut g = group();
    g = g.add(wall(6.0, 59.0, top, FOOT, 59.0, p));
    g = g.add(merlons(6.0, 59.0, top, 0.6, p));
    for (cx, w, h) in [(7.5, 5.0, 9.0), (19.5, 3.8, 7.0), (31.0, 3.6, 6.5), (42.0, 3.8, 7.0), (53.5, 4.4, 8.5)] {
        g = g.add(tower(cx, FOOT, w, h, p));
    }
    g.add(windows(&[(48.5, 66.6)], 2.0, FOOT - 66.6, p))
}

/// Gulls over the bay: two strokes each.
fn gulls(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    for (x, y, s) in [(47.0, 12.0, 1.0), (52.5, 15.0, 0.8), (14.0, 24.0, 0.7)] {
        t.mv((x - 1.6 * s, y - 0.5 * s)).qd((x - 0.7 * s, y - 1.0 * s), (x, y));
        t.qd((x + 0.7 * s, y - 1.0 * s), (x + 1.6 * s, y - 0.5 * s));
    }
    stroke(t.take(), &p.ink, 0.18)
}

/// Mont Saint-Michel, 63 × 88 mm.
pub fn mont_saint_michel(p: &Palette) -> Tag {
    let (w, h) = BACK;
    let mut t = Trace::new(Frame::MM);
    let rock = t.outline(&ROCK).take();
    // The mount mirrored in the pool: its silhouette flipped about the foot, in a deeper water
    // tone, clipped to the pool.
    let pool_clip = Trace::new(Frame::MM).outline(&POOL).take();
    let mut r = Trace::new(Frame::reflected(FOOT));
    r.outline(&ROCK);
    // The abbey's mass, the ramparts with their tallest towers, the tower and spire.
    r.poly(&[(23.5, 39.0), (27.0, 33.0), (40.0, 34.0), (47.0, 34.0), (47.0, 53.0), (23.5, 50.0)]);
    r.poly(&[
        (5.0, 61.0),
        (10.0, 61.0),
        (10.0, 65.0),
        (51.0, 65.0),
        (51.0, 61.5),
        (56.0, 61.5),
        (56.0, FOOT),
        (5.0, FOOT),
    ]);
    r.poly(&[(59.0, 65.0), (59.0, FOOT), (55.0, FOOT), (55.0, 65.0)]);
    r.poly(&[(31.0, 33.0), (31.2, 24.0), (32.8, 12.5), (34.4, 24.0), (34.6, 33.0)]);
    let reflection = group().set("clip-path", "url(#msm-pool)").add(fill(r.take(), &p.water_deep));
    let clip = tag("clipPath").set("id", "msm-pool").add(tag("path").set("d", pool_clip));
    let frame = rect(0.0, 0.0, w, h, "none");
    group()
        .add(tag("defs").add(clip))
        .add(sky(p))
        .add(bay(p))
        .add(reflection)
        .add(filled(rock, &p.rock, &p.ink, LINE))
        .add(wood(p))
        .add(abbey(p))
        .add(church(p))
        .add(village(p))
        .add(ramparts(p))
        .add(gulls(p))
        .add(frame)
}
