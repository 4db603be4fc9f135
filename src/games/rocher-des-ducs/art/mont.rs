//! Mont Saint-Michel for the card backs: the rock rising from the bay, the ramparts and the
//! village at its foot, the abbey climbing it and the church with its spire on top, seen from the
//! south in flat colours, lit from the west (the viewer's left).
//!
//! Coordinates are millimetres on the 63 × 88 mm card, y downwards.

use super::Palette;
use super::svg::{Frame, Pt, Tag, Trace, V, fill, filled, group, rect, stroke, tag};

/// The picture's size: a poker card, no bleed.
pub const BACK: (f64, f64) = (63.0, 88.0);

/// Where the sea meets the sky, and where the rock stands on the sand.
const HORIZON: f64 = 60.0;
const FOOT: f64 = 67.0;

/// The rock's outline from its western foot to its eastern foot, under the buildings.
const ROCK: [V; 16] = [
    V::Hard(3.0, FOOT),
    V::Soft(7.0, 64.0),
    V::Soft(10.0, 59.0),
    V::Soft(14.0, 55.5),
    V::Soft(16.5, 50.0),
    V::Soft(20.0, 46.0),
    V::Soft(21.5, 40.0),
    V::Soft(24.5, 35.0),
    V::Hard(27.0, 30.0),
    V::Hard(42.0, 30.0),
    V::Soft(45.0, 35.0),
    V::Soft(48.0, 41.0),
    V::Soft(51.0, 47.0),
    V::Soft(54.5, 54.0),
    V::Soft(57.0, 61.0),
    V::Hard(61.0, FOOT),
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
    let edge = stroke(Trace::new(Frame::MM).poly(&[(x0, top), (x1, top), (x1, bottom), (x0, bottom)]).take(), &p.ink, LINE);
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
    group()
        .add(wall(x0, x1, top, base, cx + w * 0.12, p))
        .add(merlons(x0 - 0.2, x1 + 0.2, top, 0.8, p))
        .add(windows(&[(cx - w * 0.12, top + h * 0.35)], 0.45, 1.1, p))
}

/// A house of the village: a gabled front or a long side under its roof.
fn house(x: f64, base: f64, w: f64, h: f64, gable: bool, p: &Palette) -> Tag {
    let top = base - h;
    let roof = if gable {
        slab(&[(x - 0.3, top), (x + w / 2.0, top - w * 0.55), (x + w + 0.3, top)], &p.roof, p)
    } else {
        slab(&[(x - 0.3, top), (x + w * 0.2, top - w * 0.3), (x + w * 0.8, top - w * 0.3), (x + w + 0.3, top)], &p.roof, p)
    };
    group()
        .add(wall(x, x + w, top, base, x + w * 0.7, p))
        .add(roof)
        .add(windows(&[(x + w * 0.35, top + h * 0.3)], 0.35, 0.6, p))
}

/// The sky with a paler band along the horizon and a few flat clouds.
fn sky(p: &Palette) -> Tag {
    let (w, _) = BACK;
    let mut clouds = Trace::new(Frame::MM);
    for &(cx, cy, s) in &[(12.0, 14.0, 1.0), (52.0, 24.0, 0.8), (8.0, 36.0, 0.6)] {
        for &(dx, dy, r) in &[(-4.0, 0.6, 2.2), (-1.0, -0.8, 3.0), (2.8, 0.0, 2.4), (5.4, 0.9, 1.5), (0.0, 1.4, 2.0)] {
            clouds.ellipse((cx + dx * s, cy + dy * s), r * s * 1.3, r * s * 0.8);
        }
    }
    group()
        .add(rect(0.0, 0.0, w, HORIZON, &p.sky))
        .add(rect(0.0, HORIZON - 14.0, w, 14.0, &p.haze))
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
            V::Hard(w, 63.0),
            V::Soft(50.0, 63.5),
            V::Soft(30.0, 62.5),
            V::Soft(12.0, 63.5),
            V::Hard(0.0, 62.8),
        ])
        .take();
    // The pool in front of the mount, then streams running off to the corners.
    let pool = t
        .outline(&[
            V::Soft(2.0, 69.5),
            V::Soft(20.0, 67.5),
            V::Soft(44.0, 67.8),
            V::Soft(62.0, 69.0),
            V::Soft(58.0, 73.0),
            V::Soft(40.0, 75.5),
            V::Soft(22.0, 74.5),
            V::Soft(6.0, 73.0),
        ])
        .take();
    let streams = t
        .outline(&[
            V::Hard(-1.0, 79.0),
            V::Soft(12.0, 77.0),
            V::Soft(24.0, 77.5),
            V::Soft(34.0, 79.0),
            V::Soft(24.0, 79.6),
            V::Soft(10.0, 79.6),
            V::Hard(-1.0, 81.5),
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
    g = g.add(wall(25.0, 37.0, 22.5, 30.0, 33.0, p));
    g = g.add(slab(&[(24.5, 22.5), (26.0, 19.5), (36.5, 19.5), (37.5, 22.5)], &p.roof, p));
    g = g.add(windows(&[(26.8, 24.0), (29.0, 24.0), (35.0, 24.0)], 0.6, 2.6, p));
    // The choir to the east, taller, with pinnacles on its buttresses.
    g = g.add(wall(37.0, 43.0, 21.0, 30.0, 38.0, p));
    g = g.add(slab(&[(36.8, 21.0), (38.5, 17.5), (41.5, 17.5), (43.2, 21.0)], &p.roof, p));
    let mut pins = Trace::new(Frame::MM);
    for x in [37.2, 40.0, 42.8] {
        pins.poly(&[(x - 0.45, 21.2), (x, 17.8), (x + 0.45, 21.2)]);
    }
    g = g.add(filled(pins.take(), &p.stone, &p.ink, LINE));
    g = g.add(windows(&[(39.0, 23.0), (41.4, 23.0)], 0.6, 3.2, p));
    // The crossing tower with its belfry.
    g = g.add(wall(30.0, 34.6, 12.5, 22.5, 33.2, p));
    g = g.add(merlons(29.8, 34.8, 12.5, 0.45, p));
    g = g.add(windows(&[(31.2, 15.0), (32.8, 15.0)], 0.55, 2.4, p));
    g = g.add(windows(&[(31.2, 19.0), (32.8, 19.0)], 0.4, 1.6, p));
    // The spire, lit on its western face.
    g = g.add(slab(&[(30.3, 12.0), (32.3, 3.0), (32.3, 12.0)], &p.roof, p));
    g = g.add(slab(&[(32.3, 12.0), (32.3, 3.0), (34.3, 12.0)], &p.roof_shadow, p));
    // Saint Michael on the point: a gilt figure with raised wings and sword.
    let mut m = Trace::new(Frame::MM);
    m.poly(&[(32.0, 3.2), (32.1, 1.6), (32.5, 1.6), (32.6, 3.2)]).circle((32.3, 1.3), 0.32);
    m.poly(&[(32.1, 1.9), (31.2, 0.9), (31.6, 2.2)]).poly(&[(32.5, 1.9), (33.4, 0.9), (33.0, 2.2)]);
    m.poly(&[(32.55, 1.7), (33.0, 0.1), (33.15, 0.15), (32.75, 1.75)]);
    g.add(filled(m.take(), &p.gold, &p.ink, 0.06))
}

/// The abbey's great walls under the church, and the Merveille buttressed on the north-east.
fn abbey(p: &Palette) -> Tag {
    let mut g = group();
    // The west front's terrace and the buildings wrapping the summit.
    g = g.add(wall(23.0, 40.0, 29.5, 41.0, 34.0, p));
    g = g.add(merlons(22.8, 30.0, 29.5, 0.55, p));
    g = g.add(windows(&[(25.0, 32.0), (27.5, 32.0), (30.0, 32.0), (25.0, 36.5), (27.5, 36.5)], 0.55, 1.6, p));
    // Lower buildings stepping down the western slope.
    g = g.add(wall(19.5, 26.0, 38.0, 46.0, 24.5, p));
    g = g.add(slab(&[(19.2, 38.0), (20.5, 36.0), (25.5, 36.0), (26.3, 38.0)], &p.roof, p));
    g = g.add(windows(&[(21.5, 40.0), (23.5, 40.0)], 0.5, 1.3, p));
    // The Merveille: a tall block ribbed with buttresses, in the shadow of the east.
    g = g.add(wall(38.5, 47.0, 26.0, 49.0, 39.5, p));
    let mut ribs = Trace::new(Frame::MM);
    for x in [41.0, 43.0, 45.0] {
        ribs.poly(&[(x - 0.35, 26.5), (x + 0.35, 26.5), (x + 0.6, 49.0), (x - 0.6, 49.0)]);
    }
    g = g.add(filled(ribs.take(), &p.stone, &p.ink, LINE));
    g = g.add(merlons(38.3, 47.2, 26.0, 0.55, p));
    g = g.add(windows(&[(42.0, 29.0), (44.0, 29.0), (42.0, 35.0), (44.0, 35.0), (42.0, 41.5), (44.0, 41.5)], 0.5, 2.4, p));
    g
}

/// The village on the lower slopes: houses stepping up from the ramparts to the abbey.
fn village(p: &Palette) -> Tag {
    // (x, base, width, height, gabled): listed back to front, so the lower houses cover the
    // feet of the higher ones.
    const HOUSES: [(f64, f64, f64, f64, bool); 14] = [
        (22.0, 50.0, 4.0, 3.0, true),
        (26.5, 48.5, 5.0, 3.5, false),
        (31.0, 47.0, 4.0, 4.0, true),
        (35.0, 49.0, 3.5, 3.0, true),
        (17.0, 54.0, 4.0, 3.2, false),
        (21.0, 54.5, 3.5, 3.5, true),
        (24.5, 53.0, 4.5, 3.0, true),
        (29.0, 52.5, 5.0, 3.4, false),
        (34.0, 53.5, 4.0, 3.5, true),
        (38.0, 52.5, 3.5, 3.0, false),
        (12.5, 58.5, 4.0, 3.0, true),
        (16.5, 59.0, 5.0, 3.5, false),
        (27.0, 57.5, 4.0, 3.5, true),
        (36.5, 57.5, 4.5, 3.0, true),
    ];
    let mut g = group();
    // The parish church's little bell-tower among the houses.
    g = g.add(wall(30.5, 32.5, 44.0, 52.0, 31.8, p));
    g = g.add(slab(&[(30.2, 44.0), (31.5, 41.5), (32.8, 44.0)], &p.roof, p));
    for (x, base, w, h, gable) in HOUSES {
        g = g.add(house(x, base, w, h, gable, p));
    }
    g
}

/// The wood on the north-east slope, under the Merveille.
fn wood(p: &Palette) -> Tag {
    let mut dark = Trace::new(Frame::MM);
    let mut lit = Trace::new(Frame::MM);
    let crowns = [
        (48.5, 47.5, 2.6),
        (51.5, 50.5, 2.8),
        (47.0, 52.0, 2.4),
        (54.0, 54.5, 2.6),
        (50.0, 55.0, 2.7),
        (43.5, 55.0, 2.2),
        (46.5, 57.0, 2.4),
    ];
    for (x, y, r) in crowns {
        dark.circle((x, y), r);
        lit.circle((x - r * 0.3, y - r * 0.3), r * 0.55);
    }
    group().add(filled(dark.take(), &p.wood, &p.ink, LINE)).add(fill(lit.take(), &p.wood_light))
}

/// The ramparts along the foot of the mount: curtain walls between round towers, the gate on
/// the west.
fn ramparts(p: &Palette) -> Tag {
    let top = 61.0;
    let mut g = group();
    g = g.add(wall(6.0, 58.0, top, FOOT, 58.0, p));
    g = g.add(merlons(6.0, 58.0, top, 0.7, p));
    for (cx, w, h) in [(7.5, 4.0, 9.0), (19.0, 4.4, 8.0), (32.0, 4.0, 7.5), (44.5, 4.6, 9.5), (56.0, 4.2, 8.5)] {
        g = g.add(tower(cx, FOOT, w, h, p));
    }
    // The gate: an arch in the wall beside the western tower.
    g.add(windows(&[(12.5, 62.8)], 2.2, FOOT - 62.8, p))
}

/// Mont Saint-Michel, 63 × 88 mm.
pub fn mont_saint_michel(p: &Palette) -> Tag {
    let (w, h) = BACK;
    let mut t = Trace::new(Frame::MM);
    let rock = t.outline(&ROCK).take();
    // The mount mirrored in the pool: its silhouette flipped about the foot, in a deeper water
    // tone, clipped to the pool.
    let mut r = Trace::new(Frame::MM);
    let flip = |(x, y): Pt| (x, 2.0 * FOOT - y);
    let pool_clip = r
        .outline(&[
            V::Soft(2.0, 69.5),
            V::Soft(20.0, 67.5),
            V::Soft(44.0, 67.8),
            V::Soft(62.0, 69.0),
            V::Soft(58.0, 73.0),
            V::Soft(40.0, 75.5),
            V::Soft(22.0, 74.5),
            V::Soft(6.0, 73.0),
        ])
        .take();
    let shape: Vec<V> = ROCK
        .iter()
        .map(|v| match *v {
            V::Soft(x, y) => V::Soft(flip((x, y)).0, flip((x, y)).1),
            V::Hard(x, y) => V::Hard(flip((x, y)).0, flip((x, y)).1),
        })
        .collect();
    r.outline(&shape);
    r.poly(&[flip((23.0, 29.5)), flip((47.0, 26.0)), flip((47.0, 49.0)), flip((23.0, 41.0))]);
    r.poly(&[flip((30.0, 22.5)), flip((30.3, 12.0)), flip((32.3, 3.0)), flip((34.3, 12.0)), flip((34.6, 22.5))]);
    let reflection = group()
        .set("clip-path", "url(#msm-pool)")
        .add(fill(r.take(), &p.water_deep));
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
        .add(frame)
}
