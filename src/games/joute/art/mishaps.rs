//! The pictures of the Adversity cards: the mishaps a player throws at an opponent's knight,
//! each a scene 50 × 40 mm on a transparent ground, with the Adversity red as its only accent.

use super::Palette;
use super::signs::{Dress, pavilion};
use crate::render::draw::{Frame, Tag, Trace, V, fill, filled, group, silhouette, stroke};

mod ailments;

use self::ailments::{fever, injury};

/// The Adversity cards this module draws, by the card ids of game.toml.
pub const MISHAPS: [&str; 6] = ["injury", "fever", "disgrace", "treachery", "storm", "ransom"];

/// The outline width of the pictures' main shapes, in millimetres.
const LINE: f64 = 0.4;
/// The finer ink lines of details drawn inside a shape.
const HAIR: f64 = 0.25;

/// The picture of card `id` (50 × 40 mm), or None for an id this module does not draw.
pub fn mishap(id: &str, p: &Palette) -> Option<Tag> {
    let picture = match id {
        "injury" => injury(p),
        "fever" => fever(p),
        "disgrace" => disgrace(p),
        "treachery" => treachery(p),
        "storm" => storm(p),
        "ransom" => ransom(p),
        _ => return None,
    };
    Some(picture)
}

/// A shadow laid over a flat fill in the ink colour, thin enough to let the colour through.
pub(super) fn shade(d: String, p: &Palette) -> Tag {
    tint(d, &p.ink, 0.18)
}

/// A shape filled with `colour` at `opacity`, so that what lies under it shows through.
pub(super) fn tint(d: String, colour: &str, opacity: f64) -> Tag {
    fill(d, colour).set("fill-opacity", opacity)
}

/// Disgrace: the knight's shield hung upside down from a beam, the sign of a dishonoured
/// knight, and his sword broken on the ground under it.
fn disgrace(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let beam = t.poly(&[(7.0, 1.5), (43.0, 1.5), (43.0, 4.8), (7.0, 4.8)]).take();
    let beam_shade = t.poly(&[(7.0, 3.8), (43.0, 3.8), (43.0, 4.8), (7.0, 4.8)]).take();
    // The shield is designed the right way up, then turned over about its middle, hanging a
    // little askew from its strap.
    let shield = Frame::reflected(20.0).inner(25.0, 9.5, 0.12).scaled(0.92);
    let heater = |frame: Frame| {
        Trace::new(frame)
            .outline(&[
                V::Hard(-10.5, 0.0),
                V::Hard(10.5, 0.0),
                V::Hard(10.5, 8.0),
                V::Soft(10.2, 17.0),
                V::Hard(0.0, 23.0),
                V::Soft(-10.2, 17.0),
                V::Hard(-10.5, 8.0),
            ])
            .take()
    };
    let (rim, body) = (heater(shield), heater(shield.inner(0.0, 1.5, 0.0).scaled(0.86)));
    let (left, right) = (shield.map((-7.0, 18.0)), shield.map((7.0, 18.0)));
    let strap = t.limb(&[(left.0, left.1, 1.3), (25.0, 3.6, 1.3), (right.0, right.1, 1.3)]).take();
    let peg = t.circle((25.0, 3.4), 1.3).take();
    let mut s = Trace::new(shield);
    let shadow_side = s
        .outline(&[V::Hard(0.0, 0.0), V::Hard(10.5, 0.0), V::Hard(10.5, 8.0), V::Soft(10.2, 17.0), V::Hard(0.0, 23.0)])
        .take();
    let tower = s
        .poly(&[
            (-5.0, 3.5),
            (-3.0, 3.5),
            (-3.0, 5.2),
            (-1.0, 5.2),
            (-1.0, 3.5),
            (1.0, 3.5),
            (1.0, 5.2),
            (3.0, 5.2),
            (3.0, 3.5),
            (5.0, 3.5),
            (5.0, 8.0),
            (3.8, 8.0),
            (4.2, 17.0),
            (-4.2, 17.0),
            (-3.8, 8.0),
            (-5.0, 8.0),
        ])
        .take();
    let door = s
        .outline(&[
            V::Hard(-1.5, 17.0),
            V::Hard(-1.5, 14.0),
            V::Soft(-1.5, 12.2),
            V::Soft(1.5, 12.2),
            V::Hard(1.5, 14.0),
            V::Hard(1.5, 17.0),
        ])
        .take();
    let window = s.poly(&[(-0.5, 8.0), (0.5, 8.0), (0.5, 10.5), (-0.5, 10.5)]).take();
    let crack = s.mv((6.0, 0.0)).ln((5.0, 2.5)).ln((6.5, 4.0)).ln((5.0, 7.0)).ln((5.8, 8.5)).take();
    group()
        .add(filled(beam, &p.wood, &p.ink, LINE))
        .add(shade(beam_shade, p))
        .add(filled(rim, &p.steel, &p.ink, LINE))
        .add(filled(body, &p.gold, &p.ink, HAIR))
        .add(filled(tower, &p.sable, &p.ink, HAIR))
        .add(fill(door, &p.gold))
        .add(fill(window, &p.gold))
        .add(shade(shadow_side, p))
        .add(stroke(crack, &p.ink, LINE))
        .add(filled(strap, &p.adversity, &p.ink, HAIR))
        .add(filled(peg, &p.steel, &p.ink, HAIR))
        .add(broken_sword(p))
}

/// A sword snapped in two, lying on the ground: the hilt with a stump of blade at the left, the
/// point at the right.
fn broken_sword(p: &Palette) -> Tag {
    let hilt_piece = Frame::at(6.0, 35.5, 1.0).inner(0.0, 0.0, -0.12);
    let mut h = Trace::new(hilt_piece);
    let stump = h.poly(&[(5.0, -1.2), (15.0, -1.2), (16.0, -0.2), (14.8, 0.3), (15.6, 1.2), (5.0, 1.2)]).take();
    let hilt = vec![
        h.limb(&[(5.0, -3.6, 1.4), (5.0, 3.6, 1.4)]).take(),
        h.limb(&[(0.5, 0.0, 1.4), (5.0, 0.0, 1.6)]).take(),
        h.circle((-0.3, 0.0), 1.3).take(),
    ];
    let point_piece = Frame::at(27.0, 37.0, 1.0).inner(0.0, 0.0, 0.1);
    let mut b = Trace::new(point_piece);
    let point =
        b.poly(&[(0.0, -1.2), (1.0, -0.4), (0.2, 0.4), (0.8, 1.2), (11.0, 1.1), (15.0, 0.0), (11.0, -1.1)]).take();
    let mut shards = Trace::new(Frame::MM);
    shards.poly(&[(23.0, 34.0), (24.2, 33.3), (23.8, 34.6)]).poly(&[(24.5, 38.8), (25.6, 38.0), (25.4, 39.2)]);
    group()
        .add(filled(stump, &p.steel, &p.ink, LINE))
        .add(silhouette(&hilt, &p.gold, &p.ink, HAIR))
        .add(filled(point, &p.steel, &p.ink, LINE))
        .add(filled(shards.take(), &p.steel, &p.ink, HAIR))
}

/// Treachery: a figure hooded and masked in a black cloak, only his eyes showing, a dagger
/// drawn behind his back.
fn treachery(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let cloak = t
        .outline(&[
            V::Soft(22.0, 1.0),
            V::Soft(29.0, 2.5),
            V::Soft(30.5, 11.0),
            V::Soft(30.0, 16.5),
            V::Soft(37.0, 19.0),
            V::Soft(38.5, 27.0),
            V::Hard(40.0, 40.0),
            V::Hard(4.0, 40.0),
            V::Soft(5.5, 27.0),
            V::Soft(7.0, 19.0),
            V::Soft(14.0, 16.5),
            V::Soft(13.5, 11.0),
            V::Soft(15.0, 2.5),
        ])
        .take();
    let hood = t
        .outline(&[
            V::Soft(22.0, 4.2),
            V::Soft(27.5, 5.0),
            V::Soft(28.5, 14.0),
            V::Soft(22.0, 20.5),
            V::Soft(15.5, 14.0),
            V::Soft(16.5, 5.0),
        ])
        .take();
    let shadow = t
        .outline(&[
            V::Soft(22.0, 6.0),
            V::Soft(26.6, 6.8),
            V::Soft(27.2, 14.0),
            V::Soft(22.0, 19.0),
            V::Soft(16.8, 14.0),
            V::Soft(17.4, 6.8),
        ])
        .take();
    // The eyes are narrow and slanted down to the nose, the look of a plotter.
    let eyes = t
        .outline(&[V::Hard(18.0, 10.4), V::Soft(20.0, 10.4), V::Hard(21.3, 11.8), V::Soft(19.2, 11.8)])
        .outline(&[V::Hard(26.0, 10.4), V::Soft(24.0, 10.4), V::Hard(22.7, 11.8), V::Soft(24.8, 11.8)])
        .take();
    // A mask over the nose and mouth, tucked into the hood.
    let mask = t
        .outline(&[
            V::Hard(16.4, 13.4),
            V::Soft(22.0, 12.2),
            V::Hard(27.6, 13.4),
            V::Soft(26.5, 18.0),
            V::Soft(22.0, 20.0),
            V::Soft(17.5, 18.0),
        ])
        .take();
    // The cloak opens down the front on its red lining from a brooch at the throat.
    let opening = t
        .outline(&[
            V::Hard(21.0, 21.0),
            V::Soft(20.0, 30.0),
            V::Hard(19.0, 40.0),
            V::Hard(26.0, 40.0),
            V::Soft(24.0, 30.0),
            V::Hard(23.0, 21.0),
        ])
        .take();
    let folds =
        t.mv((14.0, 22.0)).qd((11.0, 30.0), (10.0, 39.5)).mv((31.0, 22.0)).qd((33.0, 30.0), (34.0, 39.5)).take();
    let brooch = t.circle((22.0, 21.6), 1.9).take();
    let stone = t.circle((22.0, 21.6), 0.8).take();
    let hand = t.ellipse((38.8, 29.5), 2.4, 2.0).take();
    group()
        .add(dagger(Frame::at(39.0, 29.0, 1.25).inner(0.0, 0.0, -1.15), p))
        .add(filled(hand, &p.leather, &p.ink, LINE))
        .add(filled(cloak, &p.sable, &p.ink, LINE))
        .add(filled(opening, &p.adversity, &p.ink, HAIR))
        .add(filled(hood, &p.adversity, &p.ink, HAIR))
        .add(fill(shadow, &p.ink))
        .add(fill(eyes, &p.gold))
        .add(filled(mask, &p.sable, &p.steel, HAIR))
        .add(stroke(folds, &p.steel, HAIR).set("stroke-opacity", "0.7"))
        .add(filled(brooch, &p.gold, &p.ink, HAIR))
        .add(filled(stone, &p.adversity, &p.ink, HAIR))
}

/// A dagger pointing along +x from its hilt at the origin, 16 units long, glinting at its point.
fn dagger(frame: Frame, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let blade = t.poly(&[(1.0, -1.3), (12.0, -0.9), (16.0, 0.0), (12.0, 0.9), (1.0, 1.3)]).take();
    let edge = t.mv((2.0, 0.0)).ln((14.0, 0.0)).take();
    let hilt = vec![
        t.limb(&[(0.6, -3.2, 1.2), (0.6, 3.2, 1.2)]).take(),
        t.limb(&[(-4.0, 0.0, 1.4), (0.6, 0.0, 1.5)]).take(),
        t.circle((-4.6, 0.0), 1.1).take(),
    ];
    let tip = frame.map((16.0, 0.0));
    let mut glint = Trace::new(Frame::at(tip.0, tip.1, 1.0));
    glint.poly(&[(0.0, -3.0), (0.5, -0.5), (3.0, 0.0), (0.5, 0.5), (0.0, 3.0), (-0.5, 0.5), (-3.0, 0.0), (-0.5, -0.5)]);
    group()
        .add(filled(blade, &p.steel, &p.ink, LINE))
        .add(stroke(edge, &p.argent, HAIR))
        .add(silhouette(&hilt, &p.gold, &p.ink, HAIR))
        .add(filled(glint.take(), &p.argent, &p.ink, HAIR))
}

/// A storm over the lists: a dark cloud, lightning and slanting rain over a striped pavilion
/// whose pennant the wind has torn.
fn storm(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let ground = t.outline(&[V::Hard(3.0, 37.0), V::Soft(25.0, 33.5), V::Hard(47.0, 37.0), V::Soft(25.0, 40.0)]).take();
    let mut rain = Trace::new(Frame::MM);
    for row in 0..3 {
        for k in 0..9 {
            // Streaks staggered in rows, so that the rain falls evenly without a random scatter.
            let x = 1.5 + k as f64 * 5.5 + [0.0, 2.8, 1.2][row];
            let y = 10.5 + row as f64 * 7.5 + [0.0, 2.0, 1.0, 3.0][k % 4];
            rain.mv((x, y)).ln((x + 2.0, y + 5.0));
        }
    }
    let back = cloud(&mut t, &[(29.0, 5.5, 4.0), (36.0, 4.5, 4.5), (43.0, 6.5, 3.8)], 9.5);
    let front =
        cloud(&mut t, &[(6.0, 6.5, 3.4), (12.0, 4.5, 4.2), (19.0, 4.2, 4.4), (26.0, 6.5, 3.6), (31.0, 8.0, 2.4)], 10.5);
    let bolt = t
        .poly(&[
            (37.0, 9.0),
            (40.5, 9.0),
            (39.0, 16.5),
            (42.5, 16.5),
            (40.5, 23.0),
            (43.5, 23.0),
            (38.0, 33.5),
            (39.5, 25.5),
            (36.5, 25.5),
            (38.0, 19.0),
            (35.0, 19.0),
        ])
        .take();
    let underside = t
        .outline(&[V::Hard(3.5, 8.0), V::Soft(18.0, 7.0), V::Hard(32.5, 8.0), V::Soft(32.0, 10.2), V::Soft(4.0, 10.2)])
        .take();
    group()
        .add(filled(ground, &p.field, &p.ink, LINE))
        .add(stroke(rain.take(), &p.cloud, 0.4))
        .add(pavilion(
            Frame::at(21.0, 36.0, 1.0),
            &Dress { stripes: &p.gold, pennant: &p.adversity, torn: true, line: LINE },
            p,
        ))
        .add(filled(bolt, &p.gold, &p.ink, LINE))
        .add(silhouette(&back, &p.cloud, &p.ink, LINE))
        .add(group().set("opacity", "0.25").add_all(back.iter().map(|d| fill(d.clone(), &p.ink))))
        .add(silhouette(&front, &p.cloud, &p.ink, LINE))
        .add(shade(underside, p))
}

/// A cloud of round billows, each (x, y, radius), over a flat underside at `base`.
fn cloud(t: &mut Trace, billows: &[(f64, f64, f64)], base: f64) -> Vec<String> {
    let mut pieces: Vec<String> = billows.iter().map(|&(x, y, r)| t.circle((x, y), r).take()).collect();
    let (first, last) = (billows[0], billows[billows.len() - 1]);
    let (left, right) = (first.0 - first.2 * 0.6, last.0 + last.2 * 0.6);
    pieces.push(
        t.outline(&[
            V::Hard(left, base - 4.0),
            V::Hard(right, base - 4.0),
            V::Soft(right + 1.0, base),
            V::Soft(left - 1.0, base),
        ])
        .take(),
    );
    pieces
}

/// A ransom: a heavy purse tied with a red cord, a heap of gold coins beside it, and the
/// shackle the gold has opened.
fn ransom(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let purse = t
        .outline(&[
            V::Hard(14.0, 14.0),
            V::Soft(5.5, 19.0),
            V::Soft(4.0, 33.0),
            V::Soft(9.0, 39.0),
            V::Soft(25.0, 39.0),
            V::Soft(29.5, 33.0),
            V::Soft(28.0, 19.0),
            V::Hard(20.0, 14.0),
        ])
        .take();
    let purse_shade = t
        .outline(&[
            V::Hard(20.0, 14.0),
            V::Soft(28.0, 19.0),
            V::Soft(29.5, 33.0),
            V::Soft(25.0, 39.0),
            V::Soft(18.0, 39.0),
            V::Soft(24.0, 30.0),
            V::Soft(23.0, 19.0),
        ])
        .take();
    let creases =
        t.mv((14.5, 16.5)).qd((11.0, 20.0), (10.5, 24.0)).mv((19.5, 16.5)).qd((22.0, 19.0), (22.5, 22.0)).take();
    // The mouth of the purse is gathered into frills above the cord.
    let frill = t
        .poly(&[
            (14.0, 13.8),
            (11.0, 8.8),
            (13.2, 9.6),
            (14.0, 7.4),
            (15.8, 9.0),
            (17.2, 6.8),
            (18.6, 9.0),
            (20.4, 7.4),
            (20.8, 9.8),
            (23.2, 8.8),
            (20.0, 13.8),
        ])
        .take();
    let cord = vec![
        t.limb(&[(13.0, 13.6, 1.8), (17.0, 14.2, 1.8), (21.0, 13.6, 1.8)]).take(),
        t.limb(&[(20.5, 14.0, 1.2), (22.5, 17.0, 1.1), (22.0, 20.0, 1.0)]).take(),
        t.limb(&[(20.5, 14.0, 1.2), (24.0, 15.5, 1.1), (25.0, 18.5, 1.0)]).take(),
    ];
    // A heap of coins lying flat, in rows each narrower and higher than the one under it, drawn
    // from the bottom up so that each coin lies on those under it.
    let rows: [&[f64]; 5] =
        [&[18.0, 23.2, 28.4, 33.6, 38.8], &[20.6, 25.8, 31.0, 36.2], &[23.2, 28.4, 33.6], &[25.8, 31.0], &[28.4]];
    let heap = rows.iter().enumerate().fold(group(), |heap, (row, xs)| {
        xs.iter().fold(heap, |heap, &x| heap.add(flat_coin((x, 37.6 - row as f64 * 1.7), p)))
    });
    let mut faces = Trace::new(Frame::MM);
    let standing = [(41.5, 33.5, 2.8), (17.5, 32.0, 2.6)];
    for (x, y, r) in standing {
        faces.circle((x, y), r);
    }
    let upright = faces.take();
    for (x, y, r) in standing {
        faces.circle((x, y), r * 0.7);
    }
    let rims = faces.take();
    group()
        .add(shackle(p))
        .add(filled(frill, &p.leather, &p.ink, LINE))
        .add(filled(purse, &p.leather, &p.ink, LINE))
        .add(shade(purse_shade, p))
        .add(stroke(creases, &p.ink, HAIR))
        .add(silhouette(&cord, &p.adversity, &p.ink, HAIR))
        .add(filled(upright, &p.gold, &p.ink, HAIR))
        .add(stroke(rims, &p.ink, HAIR).set("stroke-opacity", "0.6"))
        .add(heap)
}

/// A coin lying flat at `centre`, seen from above at a slant: its edge, then its face.
fn flat_coin((x, y): (f64, f64), p: &Palette) -> Tag {
    let (rx, ry, edge) = (2.5, 0.85, 0.6);
    let mut t = Trace::new(Frame::MM);
    let side = t
        .mv((x - rx, y))
        .ln((x - rx, y + edge))
        .cb((x - rx, y + edge + ry * 1.33), (x + rx, y + edge + ry * 1.33), (x + rx, y + edge))
        .ln((x + rx, y))
        .close()
        .take();
    let face = t.ellipse((x, y), rx, ry).take();
    group()
        .add(filled(side.clone(), &p.gold, &p.ink, HAIR))
        .add(shade(side, p))
        .add(filled(face, &p.gold, &p.ink, HAIR))
}

/// An iron shackle hanging open from a chain bolted to the wall: the prisoner is gone.
fn shackle(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let plate = t.poly(&[(37.5, 1.0), (44.5, 1.0), (44.5, 4.5), (37.5, 4.5)]).take();
    let rivets = t.circle((39.0, 2.75), 0.5).circle((43.0, 2.75), 0.5).take();
    // The chain hangs straight: a link seen flat as a ring, one edge on as a bar, a ring again.
    let (x, hinge, r) = (41.0, 16.6, 4.3);
    let rings = t.ellipse((x, 5.75), 1.4, 2.6).ellipse((x, hinge - 2.1), 1.4, 2.6).take();
    let bar = t.mv((x, 7.5)).ln((x, 13.0)).take();
    // The cuff is two iron half-rings hinged under the chain; one has swung open, so the wrist
    // it held is gone.
    let (mut cuff, mut eyes) = (Trace::new(Frame::MM), Trace::new(Frame::MM));
    for (turn, swing) in [(-1.0, 0.0), (1.0, -0.75)] {
        let frame = Frame::at(x, hinge, 1.0).inner(0.0, 0.0, swing);
        let steps = 24;
        let arc: Vec<(f64, f64)> = (0..=steps)
            .map(|k| {
                let a = -std::f64::consts::FRAC_PI_2 + turn * std::f64::consts::PI * k as f64 / steps as f64;
                frame.map((r * a.cos(), r + r * a.sin()))
            })
            .collect();
        cuff.mv(arc[0]);
        for &at in &arc[1..] {
            cuff.ln(at);
        }
        eyes.circle(arc[steps], 1.3);
    }
    let knuckle = t.circle((x, hinge), 1.5).take();
    group()
        .add(filled(plate, &p.steel, &p.ink, HAIR))
        .add(fill(rivets, &p.ink))
        .add(iron(bar, 1.2, p))
        .add(iron(rings, 0.7, p))
        .add(iron(cuff.take(), 2.2, p))
        .add(filled(eyes.take(), &p.steel, &p.ink, HAIR))
        .add(filled(knuckle, &p.steel, &p.ink, HAIR))
}

/// A line of iron `width` millimetres thick, outlined in ink.
fn iron(d: String, width: f64, p: &Palette) -> Tag {
    group().add(stroke(d.clone(), &p.ink, width + 2.0 * HAIR)).add(stroke(d, &p.steel, width))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::draw::document;

    fn picture(id: &str, p: &Palette) -> Vec<u8> {
        document(50.0, 40.0, mishap(id, p).unwrap_or_else(|| panic!("{id} is drawn")))
    }

    #[test]
    fn every_adversity_card_has_a_picture_of_shapes_only() {
        let p = Palette::sample();
        for id in MISHAPS {
            let svg = String::from_utf8(picture(id, &p)).expect("utf-8");
            assert!(svg.contains("<path"), "{id} draws shapes");
            assert!(!svg.contains("<text") && !svg.contains("<image"), "{id} has no text nor bitmap");
        }
    }

    #[test]
    fn an_unknown_card_has_no_picture() {
        assert!(mishap("dragon", &Palette::sample()).is_none());
        assert!(mishap("hauberk", &Palette::sample()).is_none(), "an Acquired card is drawn elsewhere");
    }

    #[test]
    fn the_same_palette_gives_the_same_bytes() {
        let p = Palette::sample();
        for id in MISHAPS {
            assert_eq!(picture(id, &p), picture(id, &p.clone()), "{id}");
        }
    }

    #[test]
    fn every_picture_has_the_adversity_accent_and_no_knight_colour() {
        let p = Palette::sample();
        for id in MISHAPS {
            let svg = String::from_utf8(picture(id, &p)).expect("utf-8");
            assert!(svg.contains(p.adversity.as_str()), "{id} has a touch of the frame's red");
            for colour in &p.knights {
                assert!(!svg.contains(colour.as_str()), "{id} uses {colour}");
            }
        }
    }
}
