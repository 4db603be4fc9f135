//! The mishaps that strike the knight's own body: a wound bound up and an arm in a sling, a
//! fever that keeps him in bed.

use super::{HAIR, LINE, Palette, shade, tint};
use crate::render::draw::{Frame, Tag, Trace, V, fill, filled, group, silhouette, stroke};

/// A wounded knight: his head bandaged with a stain of blood, his arm in a sling.
pub(super) fn injury(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let torso = t
        .outline(&[
            V::Hard(5.0, 40.0),
            V::Soft(5.5, 27.0),
            V::Soft(12.0, 22.5),
            V::Hard(21.0, 21.0),
            V::Hard(29.0, 21.0),
            V::Soft(38.0, 22.5),
            V::Soft(44.5, 27.0),
            V::Hard(45.0, 40.0),
        ])
        .take();
    let torso_shade = t
        .outline(&[
            V::Hard(38.0, 40.0),
            V::Soft(40.0, 30.0),
            V::Soft(41.0, 24.5),
            V::Soft(44.5, 27.0),
            V::Hard(45.0, 40.0),
        ])
        .take();
    // The hurt arm hangs from the shoulder to the sling; the other shows only by a fold.
    let upper_arm = t
        .outline(&[
            V::Soft(5.6, 28.0),
            V::Soft(8.0, 23.6),
            V::Soft(13.0, 24.5),
            V::Hard(14.5, 31.5),
            V::Hard(6.0, 33.0),
        ])
        .take();
    let armpit = t.mv((40.2, 26.0)).qd((41.2, 29.5), (40.8, 33.0)).take();
    let straps = t.limb(&[(11.0, 31.0, 2.0), (16.0, 24.0, 2.0), (21.0, 21.5, 2.0)]).take()
        + &t.limb(&[(34.5, 28.5, 2.0), (31.5, 24.0, 2.0), (28.8, 21.5, 2.0)]).take();
    let sling = t
        .outline(&[
            V::Hard(8.5, 31.0),
            V::Soft(22.0, 30.0),
            V::Hard(35.5, 27.0),
            V::Soft(34.0, 33.0),
            V::Soft(20.0, 39.0),
            V::Soft(9.5, 39.0),
        ])
        .take();
    let sling_shade =
        t.outline(&[V::Hard(35.5, 27.5), V::Soft(34.0, 33.0), V::Soft(20.0, 39.0), V::Soft(27.0, 32.5)]).take();
    let hand = t.ellipse((37.2, 28.6), 2.6, 2.1).take();
    let wraps =
        t.mv((35.6, 27.0)).qd((36.2, 28.6), (35.8, 30.3)).mv((37.0, 26.6)).qd((37.6, 28.6), (37.2, 30.6)).take();
    let neck = t.limb(&[(25.0, 16.0, 6.0), (25.0, 22.0, 6.5)]).take();
    let ears = t.ellipse((19.6, 13.2), 1.3, 1.9).ellipse((30.4, 13.2), 1.3, 1.9).take();
    let head = t.ellipse((25.0, 12.5), 5.6, 6.9).take();
    let hair = t
        .outline(&[
            V::Hard(19.5, 11.0),
            V::Soft(18.8, 4.5),
            V::Soft(25.0, 3.2),
            V::Soft(31.2, 4.5),
            V::Hard(30.5, 11.0),
            V::Soft(25.0, 9.0),
        ])
        .take();
    let beard = t
        .outline(&[
            V::Hard(19.6, 13.5),
            V::Soft(20.0, 19.5),
            V::Soft(25.0, 21.0),
            V::Soft(30.0, 19.5),
            V::Hard(30.4, 13.5),
            V::Soft(29.0, 17.5),
            V::Hard(26.8, 17.0),
            V::Soft(25.0, 16.3),
            V::Hard(23.2, 17.0),
            V::Soft(21.0, 17.5),
        ])
        .take();
    // One bandage round the brow and a second across it over an eye, knotted at the temple.
    let brow_band = t
        .outline(&[
            V::Hard(19.2, 7.4),
            V::Soft(25.0, 5.6),
            V::Hard(30.8, 7.4),
            V::Hard(30.7, 10.2),
            V::Soft(25.0, 8.6),
            V::Hard(19.3, 10.2),
        ])
        .take();
    let eye_band = t
        .outline(&[
            V::Hard(27.0, 3.6),
            V::Soft(29.5, 4.2),
            V::Hard(31.2, 5.6),
            V::Soft(24.0, 10.0),
            V::Hard(19.6, 16.2),
            V::Soft(19.0, 14.0),
            V::Hard(19.2, 12.0),
            V::Soft(22.0, 7.5),
        ])
        .take();
    let knot = [
        t.circle((31.2, 8.6), 1.3).take(),
        t.outline(&[
            V::Hard(31.0, 8.0),
            V::Soft(33.4, 9.4),
            V::Hard(34.0, 12.2),
            V::Soft(32.6, 10.4),
            V::Hard(31.0, 9.4),
        ])
        .take(),
        t.outline(&[
            V::Hard(31.2, 8.0),
            V::Soft(33.0, 6.8),
            V::Hard(34.8, 7.2),
            V::Soft(33.0, 7.9),
            V::Hard(31.6, 9.2),
        ])
        .take(),
    ];
    let stain = t
        .outline(&[
            V::Soft(27.0, 5.0),
            V::Soft(28.4, 4.5),
            V::Soft(28.6, 5.6),
            V::Soft(27.6, 6.2),
            V::Soft(27.2, 7.4),
            V::Soft(26.4, 6.8),
            V::Soft(25.8, 7.2),
            V::Soft(25.6, 6.0),
        ])
        .take();
    let bruise = t.ellipse((27.6, 13.2), 2.0, 1.6).take();
    let face = t
        .mv((26.4, 13.0))
        .qd((27.5, 13.8), (28.6, 13.0))
        .mv((26.2, 11.2))
        .ln((28.7, 11.9))
        .mv((25.0, 13.4))
        .qd((24.0, 15.4), (25.4, 15.5))
        .mv((23.6, 18.2))
        .qd((25.0, 17.4), (26.4, 18.2))
        .take();
    let chin_shadow = t.outline(&[V::Hard(22.0, 18.0), V::Soft(25.0, 22.5), V::Hard(28.0, 18.0)]).take();
    group()
        .add(filled(torso, &p.steel, &p.ink, LINE))
        .add(shade(torso_shade, p))
        .add(filled(upper_arm, &p.steel, &p.ink, LINE))
        .add(stroke(armpit, &p.ink, LINE))
        .add(filled(straps, &p.argent, &p.ink, HAIR))
        .add(filled(sling, &p.argent, &p.ink, LINE))
        .add(shade(sling_shade, p))
        .add(filled(hand, &p.flesh, &p.ink, LINE))
        .add(stroke(wraps, &p.ink, HAIR))
        .add(filled(neck, &p.flesh, &p.ink, LINE))
        .add(shade(chin_shadow, p))
        .add(filled(ears, &p.flesh, &p.ink, LINE))
        .add(filled(head, &p.flesh, &p.ink, LINE))
        .add(filled(hair, &p.leather, &p.ink, LINE))
        .add(filled(beard, &p.leather, &p.ink, HAIR))
        .add(shade(bruise, p))
        .add(stroke(face, &p.ink, HAIR))
        .add(filled(brow_band, &p.argent, &p.ink, LINE))
        .add(silhouette(&knot, &p.argent, &p.ink, HAIR))
        .add(filled(eye_band, &p.argent, &p.ink, LINE))
        .add(fill(stain, &p.adversity))
}

/// A knight in bed with fever: a cold cloth on his brow, sweat flying off him, waves of heat
/// over him, and a steaming cup of herbal draught on a stool beside the bed.
pub(super) fn fever(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let headboard = t
        .outline(&[
            V::Hard(2.0, 36.0),
            V::Hard(2.0, 13.0),
            V::Soft(2.0, 9.0),
            V::Soft(7.5, 9.0),
            V::Hard(7.5, 13.0),
            V::Hard(7.5, 36.0),
        ])
        .take();
    let knob = t.circle((4.75, 8.4), 1.6).take();
    let footboard = t
        .outline(&[
            V::Hard(37.0, 36.0),
            V::Hard(37.0, 21.0),
            V::Soft(37.0, 18.5),
            V::Soft(41.0, 18.5),
            V::Hard(41.0, 21.0),
            V::Hard(41.0, 36.0),
        ])
        .take();
    let rail = t.poly(&[(7.5, 26.0), (37.0, 26.0), (37.0, 31.0), (7.5, 31.0)]).take();
    let rail_shade = t.poly(&[(7.5, 29.5), (37.0, 29.5), (37.0, 31.0), (7.5, 31.0)]).take();
    let pillow = t
        .outline(&[
            V::Soft(6.5, 24.0),
            V::Soft(6.0, 11.5),
            V::Soft(13.5, 10.0),
            V::Soft(21.0, 11.5),
            V::Soft(20.5, 24.0),
            V::Soft(13.5, 26.0),
        ])
        .take();
    let pillow_shade = t.ellipse((13.5, 19.0), 6.0, 5.5).take();
    // He lies propped up on the pillow, facing us: eyes shut, cheeks flushed, mouth open.
    let head = t.ellipse((13.5, 16.8), 4.3, 5.0).take();
    let hair = t
        .outline(&[
            V::Hard(9.2, 15.0),
            V::Soft(8.8, 11.0),
            V::Soft(13.5, 10.0),
            V::Soft(18.2, 11.0),
            V::Hard(17.8, 15.0),
            V::Soft(13.5, 12.0),
        ])
        .take();
    let face = t
        .mv((10.9, 16.6))
        .qd((11.9, 17.3), (12.8, 16.6))
        .mv((14.2, 16.6))
        .qd((15.1, 17.3), (16.1, 16.6))
        .mv((13.5, 16.9))
        .qd((12.9, 18.4), (13.8, 18.5))
        .take();
    let mouth = t.ellipse((13.5, 20.0), 0.8, 0.6).take();
    let flush = t.ellipse((10.9, 18.8), 1.1, 0.8).ellipse((16.1, 18.8), 1.1, 0.8).take();
    // The cloth is folded into a band across the brow.
    let cloth = t
        .outline(&[
            V::Hard(8.6, 12.6),
            V::Soft(13.5, 11.4),
            V::Hard(18.4, 12.6),
            V::Hard(18.2, 15.2),
            V::Soft(13.5, 14.2),
            V::Hard(8.8, 15.2),
        ])
        .take();
    let cloth_folds = t.mv((9.0, 13.9)).qd((13.5, 12.8), (18.0, 13.9)).take();
    let blanket = t
        .outline(&[
            V::Hard(7.5, 32.0),
            V::Hard(7.5, 23.5),
            V::Soft(9.0, 21.0),
            V::Soft(13.5, 21.2),
            V::Soft(19.0, 20.0),
            V::Soft(24.0, 21.5),
            V::Soft(30.5, 17.5),
            V::Soft(34.5, 19.5),
            V::Soft(36.5, 18.5),
            V::Hard(38.0, 22.0),
            V::Hard(38.0, 32.0),
            V::Soft(33.0, 33.5),
            V::Soft(27.0, 31.5),
            V::Soft(21.0, 33.5),
            V::Soft(14.0, 31.5),
        ])
        .take();
    let blanket_shade = t
        .outline(&[
            V::Hard(7.5, 25.5),
            V::Soft(23.0, 23.5),
            V::Hard(38.0, 25.5),
            V::Hard(38.0, 32.0),
            V::Soft(33.0, 33.5),
            V::Soft(27.0, 31.5),
            V::Soft(21.0, 33.5),
            V::Soft(14.0, 31.5),
            V::Hard(7.5, 32.0),
        ])
        .take();
    let hem = t.mv((7.5, 25.5)).qd((23.0, 23.5), (38.0, 25.5)).take();
    let mut sweat = Trace::new(Frame::MM);
    for (x, y, angle) in [(20.5, 12.0, 2.2), (22.0, 16.5, 1.7), (7.0, 9.5, -2.4)] {
        sweat_drop(&mut sweat, (x, y), 1.3, angle);
    }
    let heat = wisps(&mut t, &[(10.0, 8.0), (13.5, 7.5), (17.0, 8.0)], 5.5);
    let steam = wisps(&mut t, &[(44.6, 21.5), (46.6, 21.0)], 6.0);
    let legs = t
        .poly(&[(2.0, 36.0), (7.5, 36.0), (7.0, 38.5), (2.5, 38.5)])
        .poly(&[(37.0, 36.0), (41.0, 36.0), (40.6, 38.5), (37.4, 38.5)])
        .take();
    group()
        .add(filled(legs, &p.wood, &p.ink, LINE))
        .add(filled(headboard, &p.wood, &p.ink, LINE))
        .add(filled(knob, &p.wood, &p.ink, LINE))
        .add(filled(rail, &p.wood, &p.ink, LINE))
        .add(shade(rail_shade, p))
        .add(filled(pillow, &p.argent, &p.ink, LINE))
        .add(tint(pillow_shade, &p.ink, 0.08))
        .add(filled(head, &p.flesh, &p.ink, LINE))
        .add(tint(flush, &p.adversity, 0.4))
        .add(filled(hair, &p.leather, &p.ink, LINE))
        .add(stroke(face, &p.ink, HAIR))
        .add(filled(mouth, &p.ink, &p.ink, HAIR))
        .add(filled(cloth, &p.argent, &p.ink, LINE))
        .add(stroke(cloth_folds, &p.ink, HAIR))
        .add(filled(blanket, &p.sand, &p.ink, LINE))
        .add(shade(blanket_shade, p))
        .add(stroke(hem, &p.adversity, 0.8))
        .add(filled(footboard, &p.wood, &p.ink, LINE))
        .add(filled(sweat.take(), &p.steel, &p.ink, HAIR))
        .add(stroke(heat, &p.adversity, 0.45))
        .add(stool_and_cup(p))
        .add(stroke(steam, &p.ink, HAIR).set("stroke-opacity", "0.6"))
}

/// A drop of water flying off at `angle` radians from straight down (positive towards the
/// right), its round end at `at` and `size` millimetres across, its point trailing behind.
fn sweat_drop(t: &mut Trace, at: (f64, f64), size: f64, angle: f64) {
    let mut d = Trace::new(Frame::at(at.0, at.1, size).inner(0.0, 0.0, -angle));
    d.outline(&[
        V::Hard(0.0, -1.6),
        V::Soft(0.55, -0.4),
        V::Soft(0.6, 0.5),
        V::Soft(0.0, 0.75),
        V::Soft(-0.6, 0.5),
        V::Soft(-0.55, -0.4),
    ]);
    let path = d.take();
    t.raw(&path);
}

/// Wavy lines rising `height` millimetres from each foot, as heat or steam.
fn wisps(t: &mut Trace, feet: &[(f64, f64)], height: f64) -> String {
    for &(x, y) in feet {
        let q = height / 4.0;
        t.mv((x, y)).qd((x - 1.0, y - q), (x, y - 2.0 * q)).qd((x + 1.0, y - 3.0 * q), (x, y - height));
    }
    t.take()
}

/// A stool beside the bed, a wooden cup of green herbal draught on it.
fn stool_and_cup(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let legs = t
        .poly(&[(42.6, 29.5), (43.6, 29.5), (42.8, 38.5), (41.8, 38.5)])
        .poly(&[(47.4, 29.5), (48.4, 29.5), (49.2, 38.5), (48.2, 38.5)])
        .take();
    let middle_leg = t.poly(&[(45.0, 30.0), (46.0, 30.0), (46.0, 37.5), (45.0, 37.5)]).take();
    let seat = t.outline(&[V::Hard(41.5, 28.5), V::Hard(49.5, 28.5), V::Hard(49.5, 30.2), V::Hard(41.5, 30.2)]).take();
    let cup = t
        .outline(&[
            V::Hard(43.2, 23.2),
            V::Soft(45.5, 23.8),
            V::Hard(47.8, 23.2),
            V::Soft(47.4, 27.0),
            V::Hard(46.5, 28.5),
            V::Hard(44.5, 28.5),
            V::Soft(43.6, 27.0),
        ])
        .take();
    let draught = t.ellipse((45.5, 23.3), 2.2, 0.6).take();
    group()
        .add(filled(middle_leg, &p.wood, &p.ink, LINE))
        .add(filled(legs, &p.wood, &p.ink, LINE))
        .add(filled(seat, &p.wood, &p.ink, LINE))
        .add(filled(cup, &p.leather, &p.ink, LINE))
        .add(filled(draught, &p.field, &p.ink, HAIR))
}
