//! The pictures of Joute's Acquired cards: a knight's equipment (hauberk, sword, helm, shield,
//! lance, destrier, spurs, gauntlets, banner), his squire, and the commitments of dubbing and
//! oath. Each is drawn in millimetres in a 50 × 40 box, on no ground of its own, so that the
//! card's paper shows behind it.

use super::Palette;
use crate::render::draw::{Frame, Tag, Trace, V, fill, filled, group, silhouette, stroke, tag};

mod figures;
mod lances;

use self::figures::{destrier, dubbing, oath, squire};
use self::lances::{banner, lance};

/// The Acquired cards this module draws, by the card ids of game.toml.
pub const EQUIPMENT: [&str; 12] = [
    "hauberk",
    "sword",
    "helm",
    "shield",
    "squire",
    "lance",
    "destrier",
    "spurs",
    "gauntlets",
    "banner",
    "dubbing",
    "oath",
];

/// The picture of card `id` (50 × 40 mm), or None for an id this module does not draw.
pub fn equipment(id: &str, p: &Palette) -> Option<Tag> {
    let picture = match id {
        "hauberk" => hauberk(p),
        "sword" => sword_and_scabbard(p),
        "helm" => helm(p),
        "shield" => shield(p),
        "squire" => squire(p),
        "lance" => lance(p),
        "destrier" => destrier(p),
        "spurs" => spurs(p),
        "gauntlets" => gauntlets(p),
        "banner" => banner(p),
        "dubbing" => dubbing(p),
        "oath" => oath(p),
        _ => return None,
    };
    // A sleeve or a caparison may reach in from beyond an edge: the box cuts it there.
    let clip_id = format!("joute-{id}-box");
    let box_outline = Trace::new(Frame::MM).poly(&[(0.0, 0.0), (50.0, 0.0), (50.0, 40.0), (0.0, 40.0)]).take();
    Some(clipped(&clip_id, &box_outline, picture))
}

/// The outline of every object, in millimetres: thick enough to read at card size.
const LINE: f64 = 0.4;
/// The ink of details drawn inside an outline.
const FINE: f64 = 0.2;

/// A shape in `colour` outlined in ink.
fn inked(d: String, colour: &str, p: &Palette) -> Tag {
    filled(d, colour, &p.ink, LINE)
}

/// The ink laid thinly over a shape's far side, to give it volume.
fn shade(d: String, p: &Palette) -> Tag {
    fill(d, &p.ink).set("fill-opacity", "0.18")
}

/// Fine ink lines inside a shape.
fn marks(d: String, p: &Palette) -> Tag {
    stroke(d, &p.ink, FINE)
}

/// A limb-made shape (a strap, a shaft) in `colour`, outlined as one piece.
fn solid(d: String, colour: &str, p: &Palette) -> Tag {
    silhouette(&[d], colour, &p.ink, LINE / 2.0)
}

/// `content` seen only inside `outline`; `id` names the clip and must be unique to the picture.
fn clipped(id: &str, outline: &str, content: Tag) -> Tag {
    let clip = tag("clipPath").set("id", id).add(tag("path").set("d", outline));
    group().add(tag("defs").add(clip)).add(content.set("clip-path", format!("url(#{id})")))
}

/// A symmetric outline from the half drawn on the +x side, from a point on the axis at the top
/// to a point on the axis at the bottom.
fn mirrored(half: &[V]) -> Vec<V> {
    let flip = |v: &V| match *v {
        V::Soft(x, y) => V::Soft(-x, y),
        V::Hard(x, y) => V::Hard(-x, y),
    };
    let mut all = half.to_vec();
    all.extend(half[1..half.len() - 1].iter().rev().map(flip));
    all
}

/// A mail shirt with short sleeves, hung on a wooden stand: rows of rings over steel, its hem,
/// cuffs and neck edged with brass rings as the armourers did.
fn hauberk(p: &Palette) -> Tag {
    let f = Frame::at(25.0, 19.5, 1.0);
    let mut t = Trace::new(f);
    let shirt = t
        .outline(&mirrored(&[
            V::Hard(0.0, -15.5),
            V::Soft(6.0, -16.8),
            V::Hard(12.5, -15.5),
            V::Soft(18.0, -12.0),
            V::Hard(23.0, -6.5),
            V::Hard(17.5, -0.5),
            V::Soft(14.0, -4.0),
            V::Hard(12.0, -5.5),
            V::Soft(12.5, 6.0),
            V::Hard(15.0, 17.0),
            V::Soft(8.0, 18.2),
            V::Hard(1.0, 17.6),
            V::Hard(0.0, 10.0),
        ]))
        .take();
    // Rows of rings, every other row shifted by half a ring, as riveted mail lies.
    let mut rings = Trace::new(f);
    for row in 0..29 {
        let y = -17.5 + row as f64 * 1.25;
        let shift = if row % 2 == 0 { 0.0 } else { 0.8 };
        for k in 0..31 {
            let x = -24.0 + shift + k as f64 * 1.6;
            rings.mv((x - 0.75, y)).qd((x, y + 1.3), (x + 0.75, y));
        }
    }
    let mut edges = Trace::new(f);
    edges
        .mv((-15.0, 17.0))
        .qd((-8.0, 18.2), (-1.0, 17.6))
        .ln((0.0, 10.0))
        .ln((1.0, 17.6))
        .qd((8.0, 18.2), (15.0, 17.0));
    edges.mv((23.0, -6.5)).ln((17.5, -0.5)).mv((-23.0, -6.5)).ln((-17.5, -0.5));
    let mut dark = Trace::new(f);
    dark.ellipse((15.0, 4.0), 6.5, 22.0).ellipse((-15.5, -2.0), 3.0, 6.0);
    dark.poly(&[(11.0, -6.0), (20.0, -9.0), (18.0, -3.0)]).poly(&[(-11.0, -6.0), (-20.0, -9.0), (-18.0, -3.0)]);
    // Folds: where the mail hangs slack below the arms and between the legs.
    dark.poly(&[(2.5, 17.6), (5.0, 2.0), (6.5, 17.9)]).poly(&[(-2.5, 17.6), (-5.0, 2.0), (-6.5, 17.9)]);
    let mail = group()
        .add(fill(shirt.clone(), &p.steel))
        .add(stroke(rings.take(), &p.ink, 0.16).set("stroke-opacity", "0.7"))
        .add(stroke(edges.take(), &p.gold, 2.6))
        .add(shade(dark.take(), p));
    // The stand: a post with a round head rising through the neck, on a wide foot.
    let mut stand = Trace::new(f);
    stand.poly(&[(-1.0, -17.0), (1.0, -17.0), (1.0, 20.0), (-1.0, 20.0)]).circle((0.0, -18.0), 1.8);
    stand.poly(&[(-7.0, 19.3), (7.0, 19.3), (7.0, 20.3), (-7.0, 20.3)]);
    // Through the neck shows the inside of the back, in shadow, and the post in front of it.
    let neck = Trace::new(f).ellipse((0.0, -15.3), 4.2, 1.6).take();
    let post = Trace::new(f).poly(&[(-1.0, -17.0), (1.0, -17.0), (1.0, -14.0), (-1.0, -14.0)]).take();
    group()
        .add(inked(stand.take(), &p.wood, p))
        .add(clipped("joute-hauberk-mail", &shirt, mail))
        .add(filled(shirt, "none", &p.ink, LINE))
        .add(inked(neck.clone(), &p.steel, p))
        .add(shade(neck.clone(), p))
        .add(clipped("joute-hauberk-neck", &neck, inked(post, &p.wood, p)))
}

/// An arming sword pointing up in `frame`: its tip at y = −78, its cross-guard on the origin,
/// its wheel pommel round (0, 21); steel blade, leather grip, gold hilt.
fn sword(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let blade = t.poly(&[(0.0, -78.0), (4.0, -68.0), (5.0, -1.0), (-5.0, -1.0), (-4.0, -68.0)]).take();
    // The ridge splits the blade into a lit half and a half in shade, along the fuller.
    let far = t.poly(&[(0.0, -78.0), (4.0, -68.0), (5.0, -1.0), (0.0, -1.0)]).take();
    let fuller = t.mv((0.0, -60.0)).ln((0.0, -4.0)).take();
    let grip = t.poly(&[(-2.8, 1.0), (2.8, 1.0), (2.3, 16.0), (-2.3, 16.0)]).take();
    let mut binding = Trace::new(frame);
    for k in 0..6 {
        let y = 2.5 + k as f64 * 2.4;
        binding.mv((-2.6, y + 1.2)).ln((2.6, y));
    }
    let hilt = vec![
        t.outline(&[
            V::Hard(-17.0, -3.5),
            V::Soft(0.0, -1.0),
            V::Hard(17.0, -3.5),
            V::Soft(19.0, 0.0),
            V::Hard(17.0, 2.2),
            V::Soft(0.0, 4.0),
            V::Hard(-17.0, 2.2),
            V::Soft(-19.0, 0.0),
        ])
        .take(),
        t.circle((0.0, 21.0), 6.0).take(),
    ];
    let mut boss = Trace::new(frame);
    boss.circle((0.0, 21.0), 3.2);
    group()
        .add(inked(blade, &p.steel, p))
        .add(shade(far, p))
        .add(stroke(fuller, &p.ink, 1.1 * frame.unit()).set("stroke-opacity", "0.35"))
        .add(inked(grip, &p.leather, p))
        .add(marks(binding.take(), p))
        .add(silhouette(&hilt, &p.gold, &p.ink, LINE / 2.0))
        .add(filled(boss.take(), &p.gold, &p.ink, FINE))
}

/// A scabbard pointing up in `frame`: its mouth on the origin, 13 units wide, its chape at
/// y = −80; blue leather with gold fittings, the sword belt wound round it.
fn scabbard(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let sheath = t.poly(&[(-6.5, 0.0), (6.5, 0.0), (3.6, -72.0), (0.0, -80.0), (-3.6, -72.0)]).take();
    let far = t.poly(&[(0.0, 0.0), (6.5, 0.0), (3.6, -72.0), (0.0, -80.0)]).take();
    let fittings = t.poly(&[(-6.8, 0.5), (6.8, 0.5), (6.4, -6.0), (-6.4, -6.0)]).take()
        + &t.poly(&[(-4.0, -66.0), (4.0, -66.0), (3.6, -72.0), (0.0, -80.0), (-3.6, -72.0)]).take();
    let mut wraps = Trace::new(frame);
    for k in 0..3 {
        let y = -14.0 - k as f64 * 9.0;
        wraps.poly(&[(-7.0, y), (7.0, y - 4.5), (7.0, y - 9.0), (-7.0, y - 4.5)]);
    }
    // The buckle sits on the middle turn, the strap showing through its frame.
    let buckle = t.poly(&[(-4.5, -22.4), (1.5, -24.4), (1.5, -31.6), (-4.5, -29.6)]).take();
    let strap = t.poly(&[(-3.0, -24.4), (0.0, -25.4), (0.0, -29.6), (-3.0, -28.6)]).take();
    group()
        .add(inked(sheath, &p.acquired, p))
        .add(shade(far, p))
        .add(inked(wraps.take(), &p.leather, p))
        .add(inked(buckle, &p.gold, p))
        .add(filled(strap, &p.leather, &p.ink, FINE))
        .add(inked(fittings, &p.gold, p))
}

/// The sword crossed over its scabbard, hilt low on the left.
fn sword_and_scabbard(p: &Palette) -> Tag {
    let centre = Frame::at(25.0, 20.5, 0.5);
    group()
        .add(scabbard(centre.inner(0.0, 0.0, -0.9).inner(0.0, 40.0, 0.0), p))
        .add(sword(centre.inner(0.0, 0.0, 0.9).inner(0.0, 28.0, 0.0), p))
}

/// A flat-topped great helm seen from the front: eye slits under a gold brow band, a gold band
/// down the face making a cross, breathing holes, rivets at the seams.
fn helm(p: &Palette) -> Tag {
    let f = Frame::at(25.0, 20.5, 1.0);
    let mut t = Trace::new(f);
    let top = t.ellipse((0.0, -14.0), 11.5, 3.2).take();
    let shell = t
        .outline(&mirrored(&[
            V::Hard(0.0, -10.8),
            V::Soft(6.5, -10.8),
            V::Hard(11.5, -14.0),
            V::Soft(13.0, 0.0),
            V::Hard(12.5, 14.5),
            V::Soft(0.0, 19.0),
        ]))
        .take();
    let mut bands = Trace::new(f);
    bands.poly(&[(-12.4, -6.0), (12.4, -6.0), (12.6, -3.4), (-12.6, -3.4)]);
    bands.poly(&[(-1.8, -11.0), (1.8, -11.0), (1.8, 12.0), (0.0, 14.5), (-1.8, 12.0)]);
    let mut holes = Trace::new(f);
    for s in [-1.0, 1.0] {
        holes.poly(&[(s * 2.8, -2.6), (s * 11.0, -2.6), (s * 11.0, -1.0), (s * 2.8, -1.0)]);
        // The breathing holes make a little cross on each cheek.
        for (dx, dy) in [(0.0, -2.0), (0.0, 0.0), (0.0, 2.0), (0.0, 4.0), (-2.0, 0.0), (2.0, 0.0)] {
            holes.circle((s * 6.5 + dx, 5.5 + dy), 0.5);
        }
    }
    let mut rivets = Trace::new(f);
    for k in 0..9 {
        let x = -10.0 + k as f64 * 2.5;
        rivets.circle((x, 12.5 + 2.0 * (1.0 - (x / 12.0).powi(2))), 0.38);
        rivets.circle((x, -12.0 + 1.2 * (1.0 - (x / 12.0).powi(2))), 0.38);
    }
    let mut dark = Trace::new(f);
    dark.ellipse((13.0, 2.0), 6.0, 22.0).ellipse((-14.5, 2.0), 4.0, 22.0);
    let mut light = Trace::new(f);
    light.ellipse((-5.5, 1.0), 1.6, 14.0);
    let volume = group().add(shade(dark.take(), p)).add(fill(light.take(), &p.argent).set("fill-opacity", "0.5"));
    group()
        .add(inked(top, &p.steel, p))
        .add(inked(shell.clone(), &p.steel, p))
        .add(clipped("joute-helm-shell", &shell, volume))
        .add(inked(bands.take(), &p.gold, p))
        .add(fill(holes.take(), &p.sable))
        .add(fill(rivets.take(), &p.ink))
}

/// A heater shield's outline, `half` wide on each side of x = 0, from its top at `top` down to
/// its point at `point`, the curve starting a third of the way down.
fn heater(t: &mut Trace, half: f64, top: f64, point: f64) -> String {
    let shoulder = top + (point - top) * 0.35;
    t.outline(&[
        V::Hard(-half, top),
        V::Hard(half, top),
        V::Hard(half, shoulder),
        V::Soft(half * 0.93, point - (point - shoulder) * 0.45),
        V::Hard(0.0, point),
        V::Soft(-half * 0.93, point - (point - shoulder) * 0.45),
        V::Hard(-half, shoulder),
    ])
    .take()
}

/// A heater shield with a blue field and a gold border in `frame` (30 units wide, from y = −17
/// to 19), shaded on its far half for its curve.
fn plain_shield(frame: Frame, id: &str, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let outer = heater(&mut t, 15.0, -17.0, 19.0);
    let inner = heater(&mut t, 12.8, -14.8, 15.8);
    let mut studs = Trace::new(frame);
    for (x, y) in [(-13.9, -15.9), (0.0, -15.9), (13.9, -15.9), (13.9, -4.0), (-13.9, -4.0), (9.0, 9.5), (-9.0, 9.5)] {
        studs.circle((x, y), 0.45);
    }
    let far = t.poly(&[(0.0, -20.0), (16.0, -20.0), (16.0, 20.0), (0.0, 20.0)]).take();
    group()
        .add(inked(outer.clone(), &p.gold, p))
        .add(inked(inner, &p.acquired, p))
        .add(fill(studs.take(), &p.ink))
        .add(clipped(id, &outer, shade(far, p)))
        .add(filled(outer, "none", &p.ink, LINE))
}

/// The shield hung by its strap from a peg.
fn shield(p: &Palette) -> Tag {
    let f = Frame::at(25.0, 21.0, 0.95);
    let mut t = Trace::new(f);
    let strap = t
        .limb(&[(-10.5, -15.5, 1.8), (-4.0, -19.5, 1.8), (0.0, -20.2, 1.8), (4.0, -19.5, 1.8), (10.5, -15.5, 1.8)])
        .take();
    let peg = t.circle((0.0, -20.0), 1.2).take();
    group().add(solid(strap, &p.leather, p)).add(inked(peg, &p.wood, p)).add(plain_shield(f, "joute-shield-curve", p))
}

/// A rowel spur seen from the side in `frame`: its heel on the origin, the arms reaching to −x,
/// the star-shaped rowel at +x; gold, with its leather straps, the near one pierced for the
/// buckle that ends the far one.
fn spur(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let far_strap = t.limb(&[(-16.4, -5.6, 2.2), (-20.5, -7.0, 2.2), (-24.0, -7.3, 2.2)]).take();
    let buckle = t.poly(&[(-26.0, -9.4), (-23.4, -9.4), (-23.4, -5.2), (-26.0, -5.2)]).take();
    let near_strap = t
        .outline(&[
            V::Hard(-21.0, -1.3),
            V::Soft(-28.0, -0.5),
            V::Soft(-31.5, 5.5),
            V::Soft(-27.0, 9.2),
            V::Hard(-17.5, 8.4),
            V::Hard(-15.5, 9.4),
            V::Hard(-17.5, 10.6),
            V::Soft(-28.5, 11.8),
            V::Soft(-33.8, 5.5),
            V::Soft(-29.5, 1.4),
            V::Hard(-21.0, 1.0),
        ])
        .take();
    let mut holes = Trace::new(frame);
    for x in [-20.5, -23.0, -25.5] {
        holes.circle((x, 9.6), 0.35);
    }
    let arm = vec![
        t.limb(&[(-21.0, -0.2, 1.5), (-15.0, 2.0, 1.7), (-8.0, 2.6, 1.9), (-1.5, 1.0, 2.1), (0.4, -1.6, 2.0)]).take(),
        t.limb(&[(0.0, -1.0, 2.2), (5.0, -1.2, 1.7), (8.5, -1.5, 1.4)]).take(),
        t.circle((-21.6, -0.3), 1.6).circle((-16.4, -5.6), 1.2).take(),
    ];
    // The heel band's far side, seen past the heel through the open U.
    let far_arm = t.limb(&[(0.4, -1.6, 1.7), (-1.8, -3.8, 1.4), (-8.0, -5.0, 1.3), (-16.0, -5.5, 1.2)]).take();
    let mut rowel = Trace::new(frame.inner(10.8, -1.7, 0.0));
    let points: Vec<(f64, f64)> = (0..16)
        .map(|k| {
            let a = std::f64::consts::PI * k as f64 / 8.0;
            let r = if k % 2 == 0 { 4.4 } else { 1.5 };
            (r * a.cos(), r * a.sin())
        })
        .collect();
    let star = rowel.poly(&points).take();
    let pin = rowel.circle((0.0, 0.0), 0.6).take();
    let rivets = t.circle((-21.6, -0.3), 0.6).circle((-16.4, -5.6), 0.45).take();
    group()
        .add(solid(far_strap, &p.leather, p))
        .add(filled(buckle, "none", &p.gold, LINE * 2.0))
        .add(solid(far_arm, &p.gold, p))
        .add(inked(star, &p.gold, p))
        .add(inked(pin, &p.sable, p))
        .add(inked(near_strap, &p.leather, p))
        .add(fill(holes.take(), &p.sable))
        .add(silhouette(&arm, &p.gold, &p.ink, LINE / 2.0))
        .add(fill(rivets, &p.sable))
}

/// A pair of gold spurs, one above the other and facing the other way.
fn spurs(p: &Palette) -> Tag {
    group().add(spur(Frame::at(33.0, 10.5, 0.88), p)).add(spur(Frame::at(17.0, 27.5, 0.88).flipped(), p))
}

/// A steel gauntlet for the left hand, its back seen, fingers up: the wrist on the origin, the
/// flared cuff below to y = 14, the fingertips near y = −23, the thumb towards +x.
fn gauntlet(frame: Frame, id: &str, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let fingers = [(-4.2, 7.0, -1.0), (-1.4, 9.0, -0.3), (1.4, 10.0, 0.3), (4.2, 9.0, 0.9)];
    let mut pieces: Vec<String> =
        fingers.iter().map(|&(x, len, lean)| t.limb(&[(x, -12.5, 2.6), (x + lean, -12.5 - len, 2.4)]).take()).collect();
    pieces.push(t.limb(&[(4.8, -3.5, 2.8), (7.8, -7.5, 2.6), (8.8, -11.0, 2.4)]).take());
    let mut joints = Trace::new(frame);
    for &(x, len, lean) in &fingers {
        for k in 1..4 {
            let s = k as f64 / 4.0;
            let (cx, cy) = (x + lean * s, -12.5 - len * s);
            joints.mv((cx - 1.2, cy + 0.3)).qd((cx, cy - 0.4), (cx + 1.2, cy + 0.3));
        }
    }
    joints.mv((6.4, -6.3)).qd((7.4, -6.9), (8.6, -6.6)).mv((7.6, -9.3)).qd((8.6, -9.8), (9.8, -9.3));
    let plate = t
        .outline(&[
            V::Hard(-5.6, -11.5),
            V::Hard(5.6, -11.5),
            V::Soft(6.4, -6.0),
            V::Hard(4.6, -0.3),
            V::Hard(-4.6, -0.3),
            V::Soft(-6.4, -6.0),
        ])
        .take();
    let knuckles = t.poly(&[(-6.0, -13.4), (6.0, -13.4), (6.0, -11.0), (-6.0, -11.0)]).take();
    let cuff = t
        .outline(&mirrored(&[
            V::Hard(0.0, -0.8),
            V::Hard(4.4, -0.8),
            V::Soft(6.2, 5.5),
            V::Hard(8.6, 12.0),
            V::Soft(0.0, 14.4),
        ]))
        .take();
    let mut rim = Trace::new(frame);
    rim.mv((-8.6, 12.0)).qd((0.0, 14.4), (8.6, 12.0));
    let mut flutes = Trace::new(frame);
    for x in [-2.0, 2.0] {
        flutes.mv((x, 0.5)).ln((x * 2.2, 12.0));
    }
    let mut rivets = Trace::new(frame);
    for x in [-4.5, -1.5, 1.5, 4.5] {
        rivets.circle((x, -12.2), 0.4);
    }
    // The plate is made of lames riding over each other towards the wrist.
    flutes.mv((-5.4, -8.0)).qd((0.0, -9.0), (5.9, -8.0)).mv((-5.2, -4.0)).qd((0.0, -5.0), (5.6, -4.0));
    let mut dark = Trace::new(frame);
    dark.ellipse((6.5, 5.0), 3.5, 14.0);
    let volume = shade(dark.take(), p);
    let plate_side = t.ellipse((6.8, -6.0), 2.6, 7.0).take();
    group()
        .add(silhouette(&pieces, &p.steel, &p.ink, LINE / 2.0))
        .add(marks(joints.take(), p))
        .add(inked(plate.clone(), &p.steel, p))
        .add(clipped(&format!("{id}-plate"), &plate, shade(plate_side, p)))
        .add(inked(knuckles, &p.steel, p))
        .add(fill(rivets.take(), &p.gold))
        .add(inked(cuff.clone(), &p.steel, p))
        .add(clipped(id, &cuff, group().add(volume).add(stroke(rim.take(), &p.gold, 2.4))))
        .add(filled(cuff, "none", &p.ink, LINE))
        .add(marks(flutes.take(), p))
}

/// A pair of gauntlets, the right one laid over the left.
fn gauntlets(p: &Palette) -> Tag {
    group().add(gauntlet(Frame::at(17.5, 23.5, 0.85).inner(0.0, 0.0, -0.3), "joute-gauntlet-left", p)).add(gauntlet(
        Frame::at(32.5, 23.5, 0.85).flipped().inner(0.0, 0.0, -0.3),
        "joute-gauntlet-right",
        p,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::draw::document;

    fn picture(id: &str, p: &Palette) -> Vec<u8> {
        document(50.0, 40.0, equipment(id, p).unwrap_or_else(|| panic!("{id} is drawn")))
    }

    #[test]
    fn every_acquired_card_has_a_picture_of_shapes_only() {
        let p = Palette::sample();
        for id in EQUIPMENT {
            let svg = String::from_utf8(picture(id, &p)).expect("utf-8");
            assert!(svg.contains("<path"), "{id} draws shapes");
            assert!(!svg.contains("<text") && !svg.contains("<image"), "{id} has no text nor bitmap");
        }
    }

    #[test]
    fn an_unknown_card_has_no_picture() {
        assert!(equipment("dragon", &Palette::sample()).is_none());
    }

    #[test]
    fn the_same_palette_gives_the_same_bytes() {
        let p = Palette::sample();
        for id in EQUIPMENT {
            assert_eq!(picture(id, &p), picture(id, &p.clone()), "{id}");
        }
    }

    #[test]
    fn no_picture_wears_a_knight_colour() {
        let p = Palette::sample();
        for id in EQUIPMENT {
            let svg = String::from_utf8(picture(id, &p)).expect("utf-8");
            for colour in &p.knights {
                assert!(!svg.contains(colour.as_str()), "{id} uses {colour}");
            }
        }
    }
}
