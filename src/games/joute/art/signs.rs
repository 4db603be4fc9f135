//! The signs of the board's special spaces: bold icons 24 × 24 mm on a transparent ground, with
//! thick ink outlines and few colours, so that they still read at 8 mm on the rules summary.

use super::Palette;
use super::mishaps::{shade, tint};
use crate::render::draw::{Frame, Tag, Trace, V, fill, filled, group, silhouette, stroke};

/// The special spaces this module draws, by the space ids of game.toml.
pub const SIGNS: [&str; 4] = ["respite", "broken-lance", "unhorsed", "outnumbered"];

/// The outline width of a sign's shapes, in millimetres: thick, as a sign is also seen small.
const LINE: f64 = 0.6;
/// The thinner ink lines inside a shape.
const HAIR: f64 = 0.4;

/// The sign of space `id` (24 × 24 mm), or None for an id this module does not draw.
pub fn sign(id: &str, p: &Palette) -> Option<Tag> {
    let picture = match id {
        "respite" => respite(p),
        "broken-lance" => broken_lance(p),
        "unhorsed" => unhorsed(p),
        "outnumbered" => outnumbered(p),
        _ => return None,
    };
    Some(picture)
}

/// Respite: a pavilion pitched on the grass, striped in the blue of the Acquired cards, its
/// pennant flying whole in a calm breeze.
fn respite(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let grass = t.outline(&[V::Hard(0.8, 21.6), V::Soft(12.0, 19.0), V::Hard(23.2, 21.6), V::Soft(12.0, 24.0)]).take();
    let dress = Dress { stripes: &p.acquired, pennant: &p.acquired, torn: false, line: LINE };
    group().add(filled(grass, &p.field, &p.ink, LINE)).add(pavilion(Frame::at(12.0, 21.6, 0.74), &dress, p))
}

/// A broken lance: the butt with its grip and guard rising from below, the head end snapped at
/// the top and folding down, splinters flying from the break.
fn broken_lance(p: &Palette) -> Tag {
    let butt = Frame::at(3.2, 21.6, 1.0).inner(0.0, 0.0, -0.98);
    let head = Frame::at(13.4, 6.4, 1.0).inner(0.0, 0.0, 0.8);
    let mut b = Trace::new(butt);
    let grip = b.limb(&[(0.0, 0.0, 2.6), (5.0, 0.0, 2.4)]).take();
    let guard = b
        .outline(&[V::Hard(4.0, 0.0), V::Soft(4.0, -4.6), V::Hard(9.0, -2.0), V::Hard(9.0, 2.0), V::Soft(4.0, 4.6)])
        .take();
    let guard_shadow = b.outline(&[V::Hard(4.0, 0.0), V::Hard(9.0, 0.0), V::Hard(9.0, 2.0), V::Soft(4.0, 4.6)]).take();
    // The wood is torn into long points where it broke.
    let stump = b
        .poly(&[
            (8.5, -2.0),
            (15.0, -1.6),
            (17.5, -1.4),
            (16.2, -0.5),
            (18.6, 0.2),
            (16.0, 0.9),
            (16.8, 1.5),
            (8.5, 2.0),
        ])
        .take();
    let mut bands = Trace::new(butt);
    for x in [10.5, 13.5] {
        bands.poly(&[(x, -1.9), (x + 1.3, -1.85), (x + 0.5, 1.85), (x - 0.8, 1.9)]);
    }
    let mut h = Trace::new(head);
    let shaft =
        h.poly(&[(0.0, -1.5), (2.2, -0.8), (1.0, -0.1), (2.6, 0.5), (0.6, 1.5), (10.5, 1.1), (10.5, -1.1)]).take();
    let point = h
        .outline(&[
            V::Hard(10.2, -1.3),
            V::Soft(12.0, -1.6),
            V::Hard(15.5, 0.0),
            V::Soft(12.0, 1.6),
            V::Hard(10.2, 1.3),
        ])
        .take();
    for x in [4.0, 7.0] {
        h.poly(&[(x, -1.35), (x + 1.2, -1.3), (x + 0.5, 1.3), (x - 0.7, 1.35)]);
    }
    let head_bands = h.take();
    let mut splinters = Trace::new(Frame::MM);
    for (x, y, angle) in [(8.5, 5.0, -0.5), (18.5, 4.5, 0.4), (16.5, 1.6, -1.2), (11.5, 1.8, 1.0)] {
        let mut sliver = Trace::new(Frame::at(x, y, 1.0).inner(0.0, 0.0, angle));
        splinters.raw(&sliver.poly(&[(-1.6, 0.0), (0.0, -0.5), (1.6, 0.0), (0.0, 0.5)]).take());
    }
    group()
        .add(filled(stump, &p.wood, &p.ink, LINE))
        .add(fill(bands.take(), &p.gold))
        .add(silhouette(&[grip], &p.leather, &p.ink, LINE / 2.0))
        .add(filled(guard, &p.steel, &p.ink, LINE))
        .add(shade(guard_shadow, p))
        .add(filled(shaft, &p.wood, &p.ink, LINE))
        .add(fill(head_bands, &p.gold))
        .add(filled(point, &p.steel, &p.ink, LINE))
        .add(filled(splinters.take(), &p.wood, &p.ink, HAIR))
}

/// Unhorsed: a horse rearing with an empty saddle, its knight tumbling head first off its back.
fn unhorsed(p: &Palette) -> Tag {
    let frame = Frame::at(0.3, 2.2, 0.9);
    let mut t = Trace::new(frame);
    let body = Trace::new(frame.inner(10.0, 10.8, -0.6)).ellipse((0.0, 0.0), 5.4, 3.3).take();
    // Hind legs planted, forelegs pawing the air, the body, croup, neck, head and ear.
    let horse = vec![
        t.limb(&[(13.4, 14.0, 3.0), (14.4, 18.4, 1.7), (14.0, 22.2, 1.4)]).take(),
        t.limb(&[(11.6, 14.4, 2.6), (11.4, 18.4, 1.6), (10.6, 22.2, 1.4)]).take(),
        t.limb(&[(8.6, 12.0, 2.0), (5.8, 13.2, 1.6), (5.4, 16.0, 1.3)]).take(),
        t.limb(&[(7.2, 10.4, 2.0), (4.2, 11.0, 1.6), (3.4, 13.8, 1.3)]).take(),
        body,
        t.circle((13.0, 12.0), 3.3).take(),
        t.limb(&[(8.0, 8.4, 4.4), (6.2, 4.6, 3.4), (5.4, 2.6, 2.8)]).take(),
        t.outline(&[
            V::Hard(6.6, 1.4),
            V::Soft(4.6, 0.6),
            V::Soft(1.4, 3.4),
            V::Soft(0.6, 5.6),
            V::Soft(2.6, 6.6),
            V::Hard(5.0, 4.8),
        ])
        .take(),
        t.poly(&[(5.0, 1.2), (5.6, -0.6), (6.6, 1.2)]).take(),
    ];
    let mane = t
        .outline(&[
            V::Hard(5.8, 1.0),
            V::Soft(8.6, 2.6),
            V::Soft(9.6, 5.6),
            V::Hard(10.6, 7.4),
            V::Soft(8.2, 6.6),
            V::Soft(7.4, 3.6),
        ])
        .take();
    let tail = t.limb(&[(15.8, 10.8, 1.4), (17.4, 13.6, 1.9), (17.6, 17.6, 1.2)]).take();
    let hooves = t.circle((14.0, 22.4), 0.9).circle((10.6, 22.4), 0.9).take();
    let eye = t.circle((3.6, 3.2), 0.45).take();
    // The saddle sits empty between withers and croup, its stirrup swinging free.
    let saddle = t
        .outline(&[
            V::Hard(9.0, 6.4),
            V::Soft(10.0, 9.0),
            V::Soft(12.0, 9.6),
            V::Hard(13.8, 8.2),
            V::Soft(14.4, 10.6),
            V::Soft(11.0, 12.2),
            V::Soft(8.6, 9.6),
        ])
        .take();
    let stirrup_leather = t.mv((11.2, 11.6)).ln((13.0, 15.2)).take();
    let stirrup = t.poly(&[(12.4, 15.0), (14.4, 14.2), (14.2, 16.4)]).take();
    group()
        .add(silhouette(&[tail], &p.leather, &p.ink, HAIR / 2.0))
        .add(silhouette(&horse, &p.wood, &p.ink, LINE / 2.0))
        .add(filled(mane, &p.sable, &p.ink, HAIR))
        .add(fill(hooves, &p.sable))
        .add(fill(eye, &p.ink))
        .add(stroke(stirrup_leather, &p.ink, HAIR))
        .add(filled(stirrup, "none", &p.ink, HAIR))
        .add(filled(saddle, &p.leather, &p.ink, HAIR))
        .add(falling_knight(Frame::at(16.4, 8.6, 0.85).inner(0.0, 0.0, 2.45), p))
}

/// A knight in armour and a white surcoat, drawn standing with his arms flung up, his hips on
/// the origin and his helm 9 units above; turned by the frame to fall head first.
fn falling_knight(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let limbs = vec![
        t.limb(&[(-0.9, 0.4, 2.0), (-2.2, 3.4, 1.8), (-1.8, 6.2, 1.6), (-3.2, 6.8, 1.4)]).take(),
        t.limb(&[(0.9, 0.4, 2.0), (2.6, 3.0, 1.8), (3.8, 5.4, 1.6), (5.2, 5.6, 1.4)]).take(),
        t.limb(&[(-1.4, -4.2, 1.6), (-3.6, -5.4, 1.4), (-3.8, -7.8, 1.3)]).take(),
        t.limb(&[(1.4, -4.2, 1.6), (3.8, -3.0, 1.4), (5.4, -4.6, 1.3)]).take(),
    ];
    let surcoat = t
        .outline(&[
            V::Hard(-1.9, -5.2),
            V::Hard(1.9, -5.2),
            V::Soft(2.4, -1.0),
            V::Hard(2.6, 1.6),
            V::Hard(-2.6, 1.6),
            V::Soft(-2.4, -1.0),
        ])
        .take();
    let belt = t.mv((-2.3, -0.6)).ln((2.3, -0.6)).take();
    group()
        .add(silhouette(&limbs, &p.steel, &p.ink, LINE / 2.0))
        .add(filled(surcoat, &p.argent, &p.ink, LINE))
        .add(stroke(belt, &p.leather, LINE))
        .add(helm(frame.inner(0.0, -7.4, 0.0).scaled(0.62), false, p))
}

/// Outnumbered: a crowd of great helms, two rows deep, under a fan of spears.
fn outnumbered(p: &Palette) -> Tag {
    let (centre, reach) = ((12.0, 24.0), 22.0);
    let mut spears = group();
    for k in 0..9 {
        let angle = -0.56 + 0.14 * k as f64;
        spears = spears.add(spear(Frame::at(centre.0, centre.1, 1.0).inner(0.0, 0.0, angle), reach, p));
    }
    let back = [3.0, 9.0, 15.0, 21.0].map(|x| helm(Frame::at(x, 13.6, 0.8), true, p));
    let front = [5.2, 12.0, 18.8].map(|x| helm(Frame::at(x, 19.0, 1.0), false, p));
    group().add(spears).add_all(back).add_all(front)
}

/// A spear standing up from the origin, its point `reach` units above it.
fn spear(frame: Frame, reach: f64, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let shaft = t.poly(&[(-0.45, 0.0), (0.45, 0.0), (0.45, 4.0 - reach), (-0.45, 4.0 - reach)]).take();
    let head = t
        .outline(&[
            V::Hard(0.0, -reach),
            V::Soft(1.2, 2.2 - reach),
            V::Hard(0.5, 4.6 - reach),
            V::Hard(-0.5, 4.6 - reach),
            V::Soft(-1.2, 2.2 - reach),
        ])
        .take();
    group().add(filled(shaft, &p.wood, &p.ink, HAIR)).add(filled(head, &p.steel, &p.ink, HAIR))
}

/// A great helm seen from the front, 6 units wide, centred on the origin: a flat top, an eye
/// slit either side of a ridge, two breathing holes; a helm `behind` the others is shaded.
fn helm(frame: Frame, behind: bool, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let shell = t
        .outline(&[
            V::Hard(-3.0, -2.6),
            V::Soft(0.0, -3.6),
            V::Hard(3.0, -2.6),
            V::Hard(3.1, 2.0),
            V::Soft(0.0, 4.2),
            V::Hard(-3.1, 2.0),
        ])
        .take();
    let slit = t
        .poly(&[(-2.6, -0.9), (-0.5, -0.9), (-0.5, 0.0), (-2.6, 0.0)])
        .poly(&[(0.5, -0.9), (2.6, -0.9), (2.6, 0.0), (0.5, 0.0)])
        .take();
    let ridge = t.poly(&[(-0.5, -3.3), (0.5, -3.3), (0.5, 3.9), (-0.5, 3.9)]).take();
    let vents = t.circle((-1.6, 1.6), 0.35).circle((1.6, 1.6), 0.35).take();
    let side = t
        .outline(&[V::Hard(0.5, -3.3), V::Soft(3.0, -2.6), V::Hard(3.1, 2.0), V::Soft(1.5, 3.9), V::Hard(0.5, 4.0)])
        .take();
    let mut g = group()
        .add(filled(shell.clone(), &p.steel, &p.ink, LINE))
        .add(shade(side, p))
        .add(filled(ridge, &p.steel, &p.ink, HAIR))
        .add(fill(slit, &p.sable))
        .add(fill(vents, &p.sable));
    if behind {
        g = g.add(shade(shell, p));
    }
    g
}

/// How a pavilion is dressed: the colour of its stripes and of its pennant, whether the wind has
/// torn the pennant, and the width of its outlines in millimetres.
pub(super) struct Dress<'a> {
    pub stripes: &'a str,
    pub pennant: &'a str,
    pub torn: bool,
    pub line: f64,
}

/// A round pavilion with a striped roof and walls and a pennant flying to the right from its
/// pole: 31 units wide with its guy ropes, standing on the origin (y from about −25 to 1).
pub(super) fn pavilion(frame: Frame, dress: &Dress, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let (apex, eaves) = (-19.0, -10.0);
    let walls = t
        .outline(&[
            V::Hard(-11.0, eaves),
            V::Hard(11.0, eaves),
            V::Hard(12.0, 0.0),
            V::Soft(0.0, 1.2),
            V::Hard(-12.0, 0.0),
        ])
        .take();
    let roof = t
        .outline(&[
            V::Hard(0.0, apex),
            V::Soft(6.0, eaves - 4.0),
            V::Hard(13.0, eaves),
            V::Soft(0.0, eaves + 1.5),
            V::Hard(-13.0, eaves),
            V::Soft(-6.0, eaves - 4.0),
        ])
        .take();
    // The stripes run down the walls and up the roof to the pole.
    let (mut wall_stripes, mut roof_stripes) = (Trace::new(frame), Trace::new(frame));
    for k in [-2.0, 0.0, 2.0] {
        let (top, bottom) = (k * 2.6, k * 2.75);
        wall_stripes.poly(&[
            (top - 1.3, eaves + 1.0),
            (top + 1.3, eaves + 1.0),
            (bottom + 1.4, 0.6),
            (bottom - 1.4, 0.6),
        ]);
        let (left, right) = (k * 3.6 - 1.8, k * 3.6 + 1.8);
        roof_stripes.poly(&[(-0.2, apex + 0.4), (0.2, apex + 0.4), (right, eaves + 0.4), (left, eaves + 0.4)]);
    }
    let door = t.poly(&[(0.0, eaves + 3.0), (3.0, 0.8), (-3.0, 0.8)]).take();
    let valance = scallops(&mut t, -13.0, 13.0, eaves, 6);
    let pole = t.limb(&[(0.0, apex + 1.0, 0.9), (0.0, apex - 5.0, 0.9)]).take();
    let finial = t.circle((0.0, apex - 5.5), 0.9).take();
    let (top, bottom) = (apex - 5.0, apex - 1.8);
    let pennant = if dress.torn {
        t.poly(&[
            (0.4, top),
            (5.0, top + 0.4),
            (8.0, top + 1.0),
            (7.0, top + 1.6),
            (8.6, top + 2.1),
            (6.2, top + 2.6),
            (7.0, bottom),
            (0.4, bottom),
        ])
        .poly(&[(10.0, top), (12.0, top + 0.6), (11.0, top + 1.4), (12.2, top + 2.4), (10.2, top + 2.0)])
        .take()
    } else {
        t.outline(&[
            V::Hard(0.4, top),
            V::Soft(5.0, top - 0.4),
            V::Hard(10.0, top + 1.0),
            V::Hard(7.5, top + 1.6),
            V::Hard(10.0, top + 2.4),
            V::Soft(5.0, bottom + 0.4),
            V::Hard(0.4, bottom),
        ])
        .take()
    };
    let ropes = t.mv((-12.0, eaves + 0.5)).ln((-15.5, 0.0)).mv((12.0, eaves + 0.5)).ln((15.5, 0.0)).take();
    let shadow = t.poly(&[(4.0, eaves + 1.0), (11.0, eaves), (12.0, 0.0), (5.0, 0.9)]).take();
    let (line, hair) = (dress.line, dress.line * 0.6);
    group()
        .add(stroke(ropes, &p.ink, hair))
        .add(filled(walls, &p.argent, &p.ink, line))
        .add(fill(wall_stripes.take(), dress.stripes))
        .add(shade(shadow, p))
        .add(tint(door, &p.ink, 0.7))
        .add(filled(pole, &p.wood, &p.ink, hair))
        .add(filled(roof.clone(), &p.argent, &p.ink, line))
        .add(fill(roof_stripes.take(), dress.stripes))
        .add(stroke(roof, &p.ink, line))
        .add(filled(valance, dress.stripes, &p.ink, hair))
        .add(filled(finial, &p.gold, &p.ink, hair))
        .add(filled(pennant, dress.pennant, &p.ink, hair))
}

/// A valance of `count` round tongues hanging under the eaves from `left` to `right`.
fn scallops(t: &mut Trace, left: f64, right: f64, top: f64, count: usize) -> String {
    let width = (right - left) / count as f64;
    t.mv((left, top));
    for k in 0..count {
        let x = left + k as f64 * width;
        t.cb((x, top + width * 0.9), (x + width, top + width * 0.9), (x + width, top));
    }
    t.close().take()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::draw::document;

    fn picture(id: &str, p: &Palette) -> Vec<u8> {
        document(24.0, 24.0, sign(id, p).unwrap_or_else(|| panic!("{id} is drawn")))
    }

    #[test]
    fn every_special_space_has_a_sign_of_shapes_only() {
        let p = Palette::sample();
        for id in SIGNS {
            let svg = String::from_utf8(picture(id, &p)).expect("utf-8");
            assert!(svg.contains("<path"), "{id} draws shapes");
            assert!(!svg.contains("<text") && !svg.contains("<image"), "{id} has no text nor bitmap");
        }
    }

    #[test]
    fn an_unknown_space_has_no_sign() {
        assert!(sign("dragon", &Palette::sample()).is_none());
        assert!(sign("start", &Palette::sample()).is_none());
    }

    #[test]
    fn the_same_palette_gives_the_same_bytes() {
        let p = Palette::sample();
        for id in SIGNS {
            assert_eq!(picture(id, &p), picture(id, &p.clone()), "{id}");
        }
    }

    #[test]
    fn no_sign_wears_a_knight_colour() {
        let p = Palette::sample();
        for id in SIGNS {
            let svg = String::from_utf8(picture(id, &p)).expect("utf-8");
            for colour in &p.knights {
                assert!(!svg.contains(colour.as_str()), "{id} uses {colour}");
            }
        }
    }
}
