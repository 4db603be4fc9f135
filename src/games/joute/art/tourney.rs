//! The tournament's pictures: the cards' back (two great helms over crossed lances on a gold
//! diaper), each knight on his horse for his pawn and his arms for his marker, and the lists
//! (the tilt yard with its pavilions and stand) for the board's centre. The knight and his gear
//! are drawn in [`super::knights`]; this module composes the pictures.

use super::knights::{self, escutcheon, helm_front, lance_shaft};
use super::{ARMS, BACK, FIGURE, LISTS, Palette};
use crate::render::draw::{Frame, Pt, Tag, Trace, V, fill, filled, group, rect, stroke, tag};

/// How far inside the back's edge the card is trimmed.
const BLEED: f64 = 3.0;

/// The back of every card (69 × 94 mm: a 63 × 88 mm card with 3 mm of bleed all round).
pub fn back(p: &Palette) -> Tag {
    let (w, h) = BACK;
    let centre = Frame::at(w / 2.0, h / 2.0, 1.0);
    // The helm is drawn once above the centre and again turned half a turn about it, so the back
    // reads the same both ways up and shuffled cards give nothing away.
    let turned = centre.inner(0.0, 0.0, std::f64::consts::PI);
    let card = bar(&mut Trace::new(Frame::MM), (0.0, 0.0), (w, h)).take();
    let field = group().add(rect(0.0, 0.0, w, h, &p.sable)).add(diaper(p));
    group()
        .add(clip_to(&card, "joute-back-field", field))
        .add(border(p))
        .add(medallion(p))
        .add(crossed_lances(p))
        .add(helm_front(centre.inner(0.0, -19.0, 0.0), "joute-back-helm-upper", p))
        .add(helm_front(turned.inner(0.0, -19.0, 0.0), "joute-back-helm-lower", p))
        .add_all(
            [-1.0, 0.0, 1.0]
                .map(|side| rosette(centre.inner(side * 14.5, 0.0, 0.0), if side == 0.0 { 1.0 } else { 0.7 }, p)),
        )
}

/// The field of the back: a gold lattice of lozenges over the dark ground, a gold point in each
/// lozenge, centred on the card so that it turns into itself.
fn diaper(p: &Palette) -> Tag {
    let (w, h) = BACK;
    let (dx, dy) = (7.0, 9.0);
    let (cx, cy) = (w / 2.0, h / 2.0);
    let mut lines = Trace::new(Frame::MM);
    // Both families of diagonals pass through the centre's neighbours every `dx` along the
    // middle line, long enough to cross the card.
    for k in -12..=12 {
        let x = cx + k as f64 * dx;
        let (run, rise) = (dx * h / dy, h);
        lines.mv((x - run, cy - rise)).ln((x + run, cy + rise));
        lines.mv((x + run, cy - rise)).ln((x - run, cy + rise));
    }
    // The lattice crosses at every half step whose indices add up to an even number; the
    // lozenges' centres are the others.
    let mut points = Trace::new(Frame::MM);
    for j in -12_i32..=12 {
        for i in -12_i32..=12 {
            if (i + j).rem_euclid(2) == 1 {
                points.circle((cx + i as f64 * dx / 2.0, cy + j as f64 * dy / 2.0), 0.55);
            }
        }
    }
    group().add(stroke(lines.take(), &p.gold, 0.3).set("stroke-opacity", "0.8")).add(fill(points.take(), &p.gold))
}

/// The gold frame 3 mm inside the trim, with a thin line inside it.
fn border(p: &Palette) -> Tag {
    let (w, h) = BACK;
    // The gold rule 5 mm inside the trim: its outer line and the corner rosettes keep the 3 mm a
    // printer's cut may drift, so every back is cut alike (the seventh read).
    let at = 2.0 * BLEED + 2.0;
    let frame = |inset: f64| {
        let mut t = Trace::new(Frame::MM);
        t.poly(&[(inset, inset), (w - inset, inset), (w - inset, h - inset), (inset, h - inset)]);
        t.take()
    };
    group()
        .add(stroke(frame(at), &p.gold, 1.2))
        .add(stroke(frame(at + 1.5), &p.gold, 0.3))
        .add(stroke(frame(at - 1.2), &p.gold, 0.3))
        .add_all(
            [(at, at), (w - at, at), (w - at, h - at), (at, h - at)]
                .map(|(x, y)| rosette(Frame::at(x, y, 1.0), 0.55, p)),
        )
}

/// The paper oval that the helms stand in, edged in gold.
fn medallion(p: &Palette) -> Tag {
    let (w, h) = BACK;
    let mut t = Trace::new(Frame::MM);
    t.ellipse((w / 2.0, h / 2.0), 21.0, 33.0);
    let d = t.take();
    t.ellipse((w / 2.0, h / 2.0), 22.3, 34.3);
    group().add(filled(t.take(), &p.gold, &p.ink, 0.3)).add(filled(d, &p.paper, &p.ink, 0.3))
}

/// Two tournament lances crossed in saltire over the whole back.
fn crossed_lances(p: &Palette) -> Tag {
    let (w, h) = BACK;
    let inset = 10.5;
    let ends = [((inset, inset), (w - inset, h - inset)), ((w - inset, inset), (inset, h - inset))];
    group().add_all(ends.iter().map(|&(a, b)| lance_between(a, b, p)))
}

/// A lance seen whole between two points, both ends blunted by a coronel, wood with a gold
/// spiral: its middle lies under the helms, so both ends can be tips and the back still turns
/// into itself.
fn lance_between(a: Pt, b: Pt, p: &Palette) -> Tag {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    let f = Frame::MM.inner(a.0, a.1, dy.atan2(dx));
    let widths = [(1.5, 1.8), (len / 2.0, 3.2), (len - 1.5, 1.8)];
    let tips = [f.inner(1.5, 0.0, std::f64::consts::PI), f.inner(len - 1.5, 0.0, 0.0)];
    group()
        .add(lance_shaft(f, &widths, (3.0, len - 3.0), 4.0, &p.gold, 0.3, p))
        .add_all(tips.map(|tip| filled(knights::coronel(tip, 1.2), &p.steel, &p.ink, 0.25)))
}

/// A gold rosette of eight petals round a heart, `size` times 7 mm across, centred on the origin
/// of `frame`: the boss where the lances cross, and smaller ones beside it.
fn rosette(frame: Frame, size: f64, p: &Palette) -> Tag {
    let mut t = Trace::new(frame.scaled(size));
    for k in 0..8 {
        let a = k as f64 * std::f64::consts::TAU / 8.0;
        t.circle((2.3 * a.cos(), 2.3 * a.sin()), 1.3);
    }
    let petals = t.take();
    t.circle((0.0, 0.0), 1.5);
    group().add(filled(petals, &p.gold, &p.ink, 0.3)).add(filled(t.take(), &p.gold, &p.ink, 0.3))
}

/// `content` clipped to the path `d`, with the clip's definition beside it.
pub fn clip_to(d: &str, id: &str, content: Tag) -> Tag {
    let clip = tag("clipPath").set("id", id).add(tag("path").set("d", d));
    group().add(tag("defs").add(clip)).add(group().set("clip-path", format!("url(#{id})")).add(content))
}

/// Knight `i` (0..4) on his horse, for a pawn standee (30 × 40 mm, transparent ground).
pub fn knight(p: &Palette, i: usize) -> Tag {
    knights::mounted(Frame::MM, i, &format!("joute-knight-{i}"), p)
}

/// Knight `i`'s arms on a heater shield, for his marker (20 × 24 mm, transparent ground).
pub fn arms(p: &Palette, i: usize) -> Tag {
    let (w, h) = ARMS;
    let line = 0.5;
    let inset = line / 2.0;
    escutcheon(Frame::at(inset, inset, 1.0), (w - line, h - line), i, line, &format!("joute-arms-{i}"), p)
}

/// The lists, for the board's centre (120 × 60 mm).
pub fn lists(p: &Palette) -> Tag {
    let (w, h) = LISTS;
    // The field's outline runs half its width inside the box, and the scene is clipped to it.
    let (line, r) = (0.45, 2.5);
    let (x0, y0, x1, y1) = (line / 2.0, line / 2.0, w - line / 2.0, h - line / 2.0);
    let mut ground = Trace::new(Frame::MM);
    // Each rounded corner: where its curve begins, the corner, where the curve ends.
    let corners = [
        ((x1 - r, y0), (x1, y0), (x1, y0 + r)),
        ((x1, y1 - r), (x1, y1), (x1 - r, y1)),
        ((x0 + r, y1), (x0, y1), (x0, y1 - r)),
        ((x0, y0 + r), (x0, y0), (x0 + r, y0)),
    ];
    ground.mv((x0 + r, y0));
    for (start, corner, end) in corners {
        ground.ln(start).qd(corner, end);
    }
    ground.close();
    let grass = ground.take();
    // The far knight rides to the left: his figure is mirrored, so he is the first knight, whose
    // chevron is the same either way round.
    let (fw, fh) = FIGURE;
    let far_knight = Frame::at(66.0 + fw * KNIGHT_SCALE, 37.5 - fh * KNIGHT_SCALE, KNIGHT_SCALE).flipped();
    let near_knight = Frame::at(39.0, 51.0 - fh * KNIGHT_SCALE, KNIGHT_SCALE);
    let scene = group()
        .add(fill(grass.clone(), &p.field))
        .add(tufts(p))
        .add(stand(p))
        .add(fence(YARD, true, p))
        .add(yard(p))
        .add(knights::mounted(far_knight, 0, "joute-lists-far", p))
        .add(tilt(p))
        .add(knights::mounted(near_knight, 1, "joute-lists-near", p))
        .add(fence(YARD, false, p))
        .add(pavilion(8.5, 40.0, &p.knights[0], p))
        .add(pavilion(w - 8.5, 40.0, &p.knights[1], p));
    group().add(clip_to(&grass, "joute-lists-ground", scene)).add(stroke(grass, &p.ink, line))
}

/// The knights' size in the lists, as a fraction of the pawn's.
const KNIGHT_SCALE: f64 = 0.48;

/// The tilt yard on the ground: (left, top, right, bottom).
const YARD: (f64, f64, f64, f64) = (17.0, 25.0, 103.0, 53.0);

/// How high the palisade and the tilt rise above the ground, in the slight bird's-eye view.
const FENCE_HEIGHT: f64 = 1.8;

/// Tufts of grass strewn over the field, placed by a fixed pattern so that every drawing is the
/// same.
fn tufts(p: &Palette) -> Tag {
    let (w, h) = LISTS;
    let mut t = Trace::new(Frame::MM);
    for k in 0..140 {
        let (x, y) = ((k * 47 % 113) as f64 + 3.5, (k * 29 % 57) as f64 + 1.5);
        let (x0, y0, x1, y1) = YARD;
        let in_yard = x > x0 - 1.0 && x < x1 + 1.0 && y > y0 - 3.0 && y < y1 + 1.0;
        let in_stand = x > 30.0 && x < 90.0 && y < 23.0;
        if in_yard || in_stand || x > w - 2.0 || y > h - 1.5 {
            continue;
        }
        t.mv((x - 0.6, y - 0.7)).ln((x, y)).ln((x + 0.2, y - 1.0)).mv((x, y)).ln((x + 0.7, y - 0.6));
    }
    stroke(t.take(), &p.ink, 0.18).set("stroke-opacity", "0.35")
}

/// The sand of the yard.
fn yard(p: &Palette) -> Tag {
    let (x0, y0, x1, y1) = YARD;
    let mut t = Trace::new(Frame::MM);
    // Furrows ploughed by the hooves along both sides of the tilt.
    let mid = (y0 + y1) / 2.0;
    for y in [mid - 4.5, mid + 5.5] {
        t.mv((x0 + 8.0, y)).qd(((x0 + x1) / 2.0, y + 0.6), (x1 - 8.0, y));
    }
    group()
        .add(rect(x0, y0, x1 - x0, y1 - y0, &p.sand))
        .add(stroke(t.take(), &p.ink, 0.3).set("stroke-opacity", "0.15"))
}

/// One side of the palisade round the yard: the far side (its top edge, seen from the front) or
/// the near side (its bottom edge and the two ends), posts with two rails.
fn fence((x0, y0, x1, y1): (f64, f64, f64, f64), far: bool, p: &Palette) -> Tag {
    let runs: Vec<(Pt, Pt)> = if far {
        vec![((x0, y0), (x1, y0))]
    } else {
        vec![((x0, y0), (x0, y1)), ((x0, y1), (x1, y1)), ((x1, y1), (x1, y0))]
    };
    let mut rails = Trace::new(Frame::MM);
    let mut posts = Trace::new(Frame::MM);
    for ((ax, ay), (bx, by)) in runs {
        for lift in [0.6, FENCE_HEIGHT - 0.2] {
            rails.mv((ax, ay - lift)).ln((bx, by - lift));
        }
        let len = (bx - ax).hypot(by - ay);
        let count = (len / 3.0).round().max(1.0) as usize;
        for k in 0..=count {
            let u = k as f64 / count as f64;
            let (x, y) = (ax + u * (bx - ax), ay + u * (by - ay));
            posts.poly(&[
                (x - 0.3, y),
                (x - 0.3, y - FENCE_HEIGHT),
                (x, y - FENCE_HEIGHT - 0.3),
                (x + 0.3, y - FENCE_HEIGHT),
                (x + 0.3, y),
            ]);
        }
    }
    let (rails, posts) = (rails.take(), posts.take());
    group()
        .add(stroke(rails.clone(), &p.ink, 0.75))
        .add(stroke(rails, &p.wood, 0.45))
        .add(filled(posts, &p.wood, &p.ink, 0.15))
}

/// The tilt: a wooden barrier along the middle of the yard, its rails on posts, its shadow on
/// the sand.
fn tilt(p: &Palette) -> Tag {
    let (x0, y0, x1, y1) = YARD;
    let ground = (y0 + y1) / 2.0 + 0.5;
    let (a, b) = (x0 + 5.0, x1 - 5.0);
    let height = 2.6;
    let mut t = Trace::new(Frame::MM);
    let shadow = t.poly(&[(a, ground), (b, ground), (b + 1.0, ground + 0.9), (a + 1.0, ground + 0.9)]).take();
    bar(&mut t, (a, ground - height), (b, ground - height + 1.0));
    let rails = bar(&mut t, (a, ground - 1.2), (b, ground - 0.5)).take();
    let count = 16;
    for k in 0..=count {
        let x = a + (b - a) * k as f64 / count as f64;
        bar(&mut t, (x - 0.4, ground - height - 0.4), (x + 0.4, ground));
    }
    let posts = t.take();
    group()
        .add(fill(shadow, &p.ink).set("fill-opacity", "0.2"))
        .add(filled(rails, &p.wood, &p.ink, 0.2))
        .add(filled(posts, &p.wood, &p.ink, 0.2))
}

/// An upright rectangle from the corner (x0, y0) to the corner (x1, y1), added to `t`.
fn bar(t: &mut Trace, (x0, y0): Pt, (x1, y1): Pt) -> &mut Trace {
    t.poly(&[(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
}

/// How flat circles on the ground look in the slight bird's-eye view.
const DEPTH: f64 = 0.38;

/// A round pavilion standing on (cx, base), striped in `colour` and silver: its wall and
/// conical roof in gores, a scalloped valance under the eaves, the door, and a pennant on the
/// pole.
fn pavilion(cx: f64, base: f64, colour: &str, p: &Palette) -> Tag {
    let (r, wall, roof) = (6.0, 6.0, 7.5);
    let top = base - wall;
    let eave = r + 0.8;
    let apex = (cx, top - roof);
    let gores = 8;
    let at = |k: usize, radius: f64, y: f64| on_ground(cx, y, radius, k, gores);
    let mut t = Trace::new(Frame::MM);
    let shadow = t.ellipse((cx + 2.0, base + 0.8), r + 1.5, (r + 1.5) * DEPTH).take();
    let (mut wall_light, mut wall_dark, mut roof_light, mut roof_dark) =
        (Trace::new(Frame::MM), Trace::new(Frame::MM), Trace::new(Frame::MM), Trace::new(Frame::MM));
    for k in 0..gores {
        let (a, b) = (at(k, r, top), at(k + 1, r, top));
        let (c, d) = (at(k + 1, r, base), at(k, r, base));
        let target = if k % 2 == 0 { &mut wall_dark } else { &mut wall_light };
        target.poly(&[a, b, c, d]);
        let (e, f) = (at(k, eave, top), at(k + 1, eave, top));
        let target = if k % 2 == 0 { &mut roof_dark } else { &mut roof_light };
        target.poly(&[apex, e, f]);
    }
    let mut scallops = Trace::new(Frame::MM);
    for k in 0..gores * 2 {
        let (a, b) = (on_ground(cx, top, eave, k, gores * 2), on_ground(cx, top, eave, k + 1, gores * 2));
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0 + 1.3);
        scallops.mv(a).qd(mid, b).close();
    }
    // The door in front, its flaps drawn aside.
    let (sill, lintel) = (base + r * DEPTH, (cx, top + r * DEPTH + 1.0));
    let door = t.poly(&[(cx - 1.6, sill), lintel, (cx + 1.6, sill)]).take();
    for side in [-1.0, 1.0] {
        t.poly(&[(cx + side * 1.6, sill), lintel, (cx + side * 2.4, sill - 0.2)]);
    }
    let flaps = t.take();
    // The shading falls on the right, away from the light.
    let shade = t
        .poly(&[
            (cx + r * 0.35, top - roof - 1.0),
            (cx + eave + 1.0, top - roof - 1.0),
            (cx + eave + 1.0, base + r),
            (cx + r * 0.35, base + r),
        ])
        .take();
    let outline = {
        let mut o = Trace::new(Frame::MM);
        o.mv(at(0, r, top)).ln(at(0, r, base));
        for k in 1..=gores {
            o.ln(at(k, r, base));
        }
        o.ln(at(gores, r, top)).close();
        o.mv(apex).ln(at(0, eave, top));
        for k in 1..=gores {
            o.ln(at(k, eave, top));
        }
        o.close();
        o.take()
    };
    group()
        .add(fill(shadow, &p.ink).set("fill-opacity", "0.18"))
        .add(fill(wall_dark.take(), colour))
        .add(fill(wall_light.take(), &p.argent))
        .add(filled(door, &p.ink, &p.ink, 0.2))
        .add(filled(flaps, colour, &p.ink, 0.2))
        .add(fill(roof_dark.take(), colour))
        .add(fill(roof_light.take(), &p.argent))
        .add(filled(scallops.take(), colour, &p.ink, 0.2))
        .add(clip_to(
            &outline,
            &format!("joute-pavilion-{}", (cx * 10.0) as i64),
            fill(shade, &p.ink).set("fill-opacity", "0.15"),
        ))
        .add(stroke(outline, &p.ink, 0.35))
        .add(pennant(apex, colour, p))
}

/// A pennant flying to the right from a short pole standing on `foot`.
fn pennant(foot: Pt, colour: &str, p: &Palette) -> Tag {
    let (x, y) = foot;
    let top = y - 3.2;
    let mut t = Trace::new(Frame::MM);
    let pole = t.mv(foot).ln((x, top)).take();
    let cloth = t
        .outline(&[
            V::Hard(x, top),
            V::Soft(x + 2.5, top - 0.4),
            V::Hard(x + 5.0, top + 0.6),
            V::Soft(x + 2.5, top + 1.1),
            V::Hard(x, top + 1.3),
        ])
        .take();
    group().add(stroke(pole, &p.ink, 0.45)).add(filled(cloth, colour, &p.ink, 0.2))
}

/// Point `k` of `n` along the front half of a circle of `radius` round (cx, y) on the ground,
/// from its right end to its left.
fn on_ground(cx: f64, y: f64, radius: f64, k: usize, n: usize) -> Pt {
    let a = std::f64::consts::PI * k as f64 / n as f64;
    (cx + radius * a.cos(), y + radius * DEPTH * a.sin())
}

/// The stand along the far side: a striped canopy on posts over a row of spectators, its front
/// hung with four cloths in the knights' colours, each bearing his arms.
fn stand(p: &Palette) -> Tag {
    let (x0, x1) = (36.0, 84.0);
    let (eaves, floor, ground) = (10.0, 16.0, 21.5);
    let mut t = Trace::new(Frame::MM);
    let shadow =
        t.poly(&[(x0 - 1.0, ground), (x1 + 2.0, ground), (x1 + 3.5, ground + 1.6), (x0 + 0.5, ground + 1.6)]).take();
    // The back of the stand, in the shade of the canopy.
    let back = bar(&mut t, (x0, eaves), (x1, floor)).take();
    // Spectators in a row, heads over robes of the game's colours.
    let robes = [&p.acquired, &p.adversity, &p.gold, &p.cloud, &p.leather, &p.field];
    let mut crowd = group();
    let count = 15;
    for k in 0..count {
        let x = x0 + 2.0 + (x1 - x0 - 4.0) * k as f64 / (count - 1) as f64;
        let y = floor - 2.2 + if k % 2 == 0 { 0.0 } else { 0.3 };
        let mut c = Trace::new(Frame::MM);
        let robe = c
            .outline(&[
                V::Hard(x - 1.3, floor + 0.5),
                V::Soft(x - 1.3, y + 0.6),
                V::Soft(x + 1.3, y + 0.6),
                V::Hard(x + 1.3, floor + 0.5),
            ])
            .take();
        let head = c.circle((x, y - 0.3), 0.8).take();
        crowd = crowd.add(filled(robe, robes[k % robes.len()], &p.ink, 0.15)).add(filled(head, &p.flesh, &p.ink, 0.15));
    }
    // The canopy seen from a little above: a sloping roof in red and silver stripes.
    let (rx0, rx1, ridge) = (x0 - 2.0, x1 + 2.0, 4.5);
    let stripes = 12;
    let (mut red, mut white) = (Trace::new(Frame::MM), Trace::new(Frame::MM));
    for k in 0..stripes {
        let u0 = k as f64 / stripes as f64;
        let u1 = (k + 1) as f64 / stripes as f64;
        let back_x = |u: f64| x0 + 1.0 + u * (x1 - x0 - 2.0);
        let front_x = |u: f64| rx0 + u * (rx1 - rx0);
        let target = if k % 2 == 0 { &mut red } else { &mut white };
        target.poly(&[(back_x(u0), ridge), (back_x(u1), ridge), (front_x(u1), eaves), (front_x(u0), eaves)]);
    }
    let roof_outline = t.poly(&[(x0 + 1.0, ridge), (x1 - 1.0, ridge), (rx1, eaves), (rx0, eaves)]).take();
    let mut valance = Trace::new(Frame::MM);
    let scallops = 16;
    for k in 0..scallops {
        let a = rx0 + (rx1 - rx0) * k as f64 / scallops as f64;
        let b = rx0 + (rx1 - rx0) * (k + 1) as f64 / scallops as f64;
        valance.mv((a, eaves)).qd(((a + b) / 2.0, eaves + 2.2), (b, eaves)).close();
    }
    let mut posts = Trace::new(Frame::MM);
    for k in 0..=4 {
        let x = x0 + (x1 - x0) * k as f64 / 4.0;
        bar(&mut posts, (x - 0.45, eaves + 0.5), (x + 0.45, ground));
    }
    // The hangings: four cloths between the posts, dagged below, each with its knight's shield.
    let mut hangings = group();
    for i in 0..4 {
        let a = x0 + (x1 - x0) * i as f64 / 4.0 + 0.45;
        let b = x0 + (x1 - x0) * (i + 1) as f64 / 4.0 - 0.45;
        let mut c = Trace::new(Frame::MM);
        c.mv((a, floor)).ln((b, floor)).ln((b, ground - 1.2));
        let dags = 5;
        for d in (0..dags).rev() {
            let x = a + (b - a) * d as f64 / dags as f64;
            c.ln((x + (b - a) / dags as f64 / 2.0, ground - 0.2)).ln((x, ground - 1.2));
        }
        let cloth = c.close().take();
        let size = (3.4, 4.0);
        let shield = escutcheon(
            Frame::at((a + b - size.0) / 2.0, floor + 0.5, 1.0),
            size,
            i,
            0.18,
            &format!("joute-stand-{i}"),
            p,
        );
        hangings = hangings.add(filled(cloth, &p.knights[i], &p.ink, 0.2)).add(shield);
    }
    let rail = bar(&mut t, (x0, floor - 0.4), (x1, floor + 0.4)).take();
    group()
        .add(fill(shadow, &p.ink).set("fill-opacity", "0.18"))
        .add(filled(back.clone(), &p.wood, &p.ink, 0.25))
        .add(fill(back, &p.ink).set("fill-opacity", "0.3"))
        .add(crowd)
        .add(filled(posts.take(), &p.wood, &p.ink, 0.2))
        .add(hangings)
        .add(filled(rail, &p.wood, &p.ink, 0.2))
        .add(filled(valance.take(), &p.adversity, &p.ink, 0.2))
        .add(fill(red.take(), &p.adversity))
        .add(fill(white.take(), &p.argent))
        .add(stroke(roof_outline, &p.ink, 0.3))
        .add(pennant((x0 + 1.0, ridge), &p.gold, p))
        .add(pennant((x1 - 1.0, ridge), &p.gold, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::usvg::{Options, Tree};

    /// Every picture by name, with its box.
    fn pictures(p: &Palette) -> Vec<(String, (f64, f64), Tag)> {
        let mut all = vec![("back".to_string(), BACK, back(p)), ("lists".to_string(), LISTS, lists(p))];
        for i in 0..4 {
            all.push((format!("knight-{i}"), FIGURE, knight(p, i)));
            all.push((format!("arms-{i}"), ARMS, arms(p, i)));
        }
        all
    }

    /// A picture as an SVG document whose user units are its millimetres.
    fn svg((w, h): (f64, f64), picture: &Tag) -> String {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{}</svg>"#,
            picture.text()
        )
    }

    /// The box (left, top, right, bottom) that a picture's ink covers, clips applied and strokes
    /// included.
    fn inked(size: (f64, f64), picture: &Tag) -> (f64, f64, f64, f64) {
        let tree = Tree::from_str(&svg(size, picture), &Options::default()).expect("the picture parses");
        let b = tree.root().abs_layer_bounding_box();
        (b.left() as f64, b.top() as f64, b.right() as f64, b.bottom() as f64)
    }

    #[test]
    fn every_picture_parses_and_keeps_to_its_box() {
        let p = Palette::sample();
        let e = 0.01; // usvg works in f32
        for (name, (w, h), picture) in pictures(&p) {
            let (l, t, r, b) = inked((w, h), &picture);
            assert!(
                l >= -e && t >= -e && r <= w + e && b <= h + e,
                "{name} spills out of {w} × {h}: {:?}",
                (l, t, r, b)
            );
            match name.split('-').next() {
                // Full bleed, and the whole board's centre.
                Some("back" | "lists") => {
                    assert!(l < e && t < e && r > w - e && b > h - e, "{name} leaves its edge bare")
                }
                // The hooves stand on the fold line at the bottom edge.
                Some("knight") => assert!(b > h - 0.05, "{name} floats above the fold: {b}"),
                // The shield fills its marker.
                _ => assert!(r - l > w - 0.05 && b - t > h - 0.05, "{name} shrinks inside its box"),
            }
        }
    }

    #[test]
    fn every_clip_is_defined_once_in_its_picture() {
        let p = Palette::sample();
        for (name, _, picture) in pictures(&p) {
            let text = picture.text();
            let ids: Vec<&str> = text.split(" id=\"").skip(1).map(|rest| &rest[..rest.find('"').unwrap()]).collect();
            let mut unique = ids.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), ids.len(), "{name}: duplicate ids");
            for rest in text.split("url(#").skip(1) {
                assert!(ids.contains(&&rest[..rest.find(')').unwrap()]), "{name}: a reference to nothing");
            }
            assert!(!text.contains("NaN") && !text.contains("inf"), "{name}");
        }
    }

    #[test]
    fn the_back_reads_the_same_both_ways_up() {
        let p = Palette::sample();
        let (w, h) = BACK;
        let tree = Tree::from_str(&svg(BACK, &back(&p)), &Options::default()).expect("the back parses");
        let k = 4.0;
        let (pw, ph) = ((w * k) as u32, (h * k) as u32);
        let mut pixmap = resvg::tiny_skia::Pixmap::new(pw, ph).expect("a pixmap");
        resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(k as f32, k as f32), &mut pixmap.as_mut());
        let px = |x: u32, y: u32| pixmap.pixel(x, y).expect("inside").demultiply();
        let mut differing = 0;
        for y in 0..ph {
            for x in 0..pw {
                let (a, b) = (px(x, y), px(pw - 1 - x, ph - 1 - y));
                let gap = [a.red().abs_diff(b.red()), a.green().abs_diff(b.green()), a.blue().abs_diff(b.blue())];
                // Anti-aliased edges may differ a little; a whole shape turned the wrong way would
                // differ a lot over many pixels.
                if gap.iter().any(|&g| g > 60) {
                    differing += 1;
                }
            }
        }
        assert!(differing * 200 < pw * ph, "{differing} of {} pixels change when the back is turned", pw * ph);
    }

    #[test]
    fn the_four_knights_and_their_arms_differ_even_without_colour() {
        let mut grey = Palette::sample();
        grey.knights = std::array::from_fn(|_| "#808080".to_string());
        for p in [Palette::sample(), grey] {
            for draw in [knight, arms] {
                let drawn: Vec<String> = (0..4).map(|i| draw(&p, i).text()).collect();
                for i in 0..4 {
                    for j in i + 1..4 {
                        assert_ne!(drawn[i], drawn[j], "knights {i} and {j} look alike");
                    }
                }
            }
        }
    }

    #[test]
    fn the_same_palette_gives_the_same_bytes() {
        let p = Palette::sample();
        for ((name, size, a), (_, _, b)) in pictures(&p).into_iter().zip(pictures(&p.clone())) {
            assert_eq!(svg(size, &a), svg(size, &b), "{name}");
        }
    }
}
