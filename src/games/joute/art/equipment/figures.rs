//! The living figures of the Acquired cards: the squire on foot, the destrier's head, the
//! kneeling youth of the dubbing and the hand raised for the oath, with the head they share.

use super::lances::{coronel, painted_shaft, vamplate};
use super::{LINE, clipped, inked, marks, mirrored, plain_shield, shade, solid, sword};
use crate::games::joute::art::Palette;
use crate::render::draw::{Frame, Tag, Trace, V, fill, filled, group, silhouette, stroke};

/// A young man's head seen from the front, its centre on the origin, 3 units wide each side: a
/// bowl of brown hair, eyes open, or closed in prayer.
fn head(frame: Frame, eyes_closed: bool, p: &Palette) -> Tag {
    let mut t = Trace::new(frame);
    let face = t.ellipse((0.0, 0.0), 3.0, 3.5).take();
    let hair = t
        .outline(&[
            V::Hard(-3.3, 1.0),
            V::Soft(-3.7, -2.8),
            V::Soft(-2.2, -4.5),
            V::Soft(2.2, -4.5),
            V::Soft(3.7, -2.8),
            V::Hard(3.3, 1.0),
            V::Hard(2.7, 1.0),
            V::Soft(2.7, -1.8),
            V::Soft(0.0, -1.2),
            V::Soft(-2.7, -1.8),
            V::Hard(-2.7, 1.0),
        ])
        .take();
    let mut features = Trace::new(frame);
    features.mv((-0.6, 2.2)).qd((0.0, 2.5), (0.6, 2.2));
    let mut eyes = Trace::new(frame);
    if eyes_closed {
        for x in [-1.2, 1.2] {
            features.mv((x - 0.6, 0.3)).qd((x, 0.8), (x + 0.6, 0.3));
        }
    } else {
        eyes.circle((-1.15, 0.3), 0.35).circle((1.15, 0.3), 0.35);
    }
    let cheek = t.ellipse((2.2, 1.0), 1.2, 2.4).take();
    let clip_id = if eyes_closed { "joute-face-praying" } else { "joute-face" };
    group()
        .add(inked(face.clone(), &p.flesh, p))
        .add(clipped(clip_id, &face, shade(cheek, p)))
        .add(marks(features.take(), p))
        .add(fill(eyes.take(), &p.ink))
        .add(inked(hair, &p.leather, p))
}

/// A squire on foot: the knight's lance upright in one hand, his shield held at his side.
pub(super) fn squire(p: &Palette) -> Tag {
    let f = Frame::at(23.5, 0.0, 1.0);
    let mut t = Trace::new(f);
    let tunic = t
        .outline(&mirrored(&[
            V::Hard(0.0, 11.2),
            V::Soft(3.5, 11.2),
            V::Hard(5.3, 12.8),
            V::Soft(4.8, 18.5),
            V::Hard(4.3, 20.5),
            V::Soft(5.2, 25.0),
            V::Hard(6.8, 29.0),
            V::Soft(3.5, 29.8),
            V::Hard(0.0, 29.6),
        ]))
        .take();
    let legs = vec![
        t.limb(&[(-1.8, 28.0, 2.6), (-2.0, 36.8, 2.0)]).take(),
        t.limb(&[(1.8, 28.0, 2.6), (2.0, 36.8, 2.0)]).take(),
    ];
    let shoes = t.ellipse((-2.8, 37.6), 2.0, 1.0).ellipse((2.8, 37.6), 2.0, 1.0).take();
    let neck = t.poly(&[(-1.1, 9.0), (1.1, 9.0), (1.1, 11.8), (-1.1, 11.8)]).take();
    let belt = t.poly(&[(-4.4, 20.0), (4.4, 20.0), (4.5, 21.4), (-4.5, 21.4)]).take();
    let sleeves = vec![
        t.limb(&[(-4.2, 13.4, 2.9), (-5.4, 17.5, 2.5), (-7.3, 19.2, 2.3)]).take(),
        t.limb(&[(4.2, 13.4, 2.9), (5.6, 18.0, 2.5), (7.4, 21.0, 2.3)]).take(),
    ];
    let hands = t.circle((-8.3, 19.0), 1.35).circle((8.2, 22.2), 1.35).take();
    let far = t.poly(&[(1.0, 10.0), (8.0, 10.0), (8.0, 30.0), (1.0, 30.0)]).take();
    // The lance stands on its butt, the vamplate low, the coronel up by the squire's head.
    let lance = Frame::at(15.2, 38.3, 1.0).inner(0.0, 0.0, -std::f64::consts::FRAC_PI_2);
    let grip = Trace::new(lance).limb(&[(0.0, 0.0, 2.2), (6.0, 0.0, 2.2)]).take();
    group()
        .add(solid(grip, &p.leather, p))
        .add(painted_shaft(lance, (8.0, 1.5), (31.0, 0.9), p))
        .add(coronel(lance.inner(30.5, 0.0, 0.0).scaled(0.75), p))
        .add(vamplate(lance.inner(6.0, 0.0, 0.0), 3.8, p))
        .add(silhouette(&legs, &p.leather, &p.ink, LINE / 2.0))
        .add(inked(shoes, &p.sable, p))
        .add(inked(neck, &p.flesh, p))
        .add(inked(tunic.clone(), &p.acquired, p))
        .add(clipped("joute-squire-tunic", &tunic, shade(far, p)))
        .add(inked(belt, &p.leather, p))
        .add(head(f.inner(0.0, 6.2, 0.0), false, p))
        .add(plain_shield(Frame::at(34.5, 29.8, 0.42), "joute-squire-shield", p))
        .add(silhouette(&sleeves, &p.acquired, &p.ink, LINE / 2.0))
        .add(inked(hands, &p.flesh, p))
}

/// A destrier's head and neck, facing left: a steel chanfron over its face, its neck under a
/// blue caparison edged in gold, a leather bridle with a gold bit.
pub(super) fn destrier(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let coat = t
        .outline(&[
            V::Hard(23.5, 7.0),
            V::Soft(19.5, 8.0),
            V::Soft(14.0, 16.5),
            V::Soft(9.0, 25.0),
            V::Soft(5.5, 29.5),
            V::Soft(5.2, 32.5),
            V::Soft(7.5, 34.5),
            V::Soft(11.0, 34.8),
            V::Soft(14.5, 32.0),
            V::Soft(19.0, 29.5),
            V::Soft(25.0, 27.5),
            V::Soft(31.5, 24.5),
            V::Soft(34.0, 31.0),
            V::Hard(34.5, 40.5),
            V::Hard(49.0, 40.5),
            V::Soft(47.5, 26.0),
            V::Soft(41.0, 13.0),
            V::Soft(31.0, 6.5),
        ])
        .take();
    let ear = |t: &mut Trace, dx: f64| {
        t.outline(&[
            V::Hard(21.5 + dx, 8.0),
            V::Soft(20.0 + dx, 3.0),
            V::Hard(21.2 + dx, 0.6),
            V::Soft(24.2 + dx, 3.5),
            V::Hard(24.5 + dx, 8.0),
        ])
        .take()
    };
    let far_ear = ear(&mut t, 3.0);
    let near_ear = ear(&mut t, 0.0);
    let cloth = t
        .outline(&[
            V::Hard(24.0, 5.5),
            V::Soft(31.5, 5.0),
            V::Soft(41.5, 12.0),
            V::Soft(48.5, 26.0),
            V::Hard(50.0, 40.5),
            V::Hard(31.5, 40.5),
            V::Soft(30.5, 30.0),
            V::Soft(29.8, 19.5),
            V::Soft(26.5, 10.0),
        ])
        .take();
    let mut hem = Trace::new(Frame::MM);
    hem.mv((24.0, 5.5)).qd((26.5, 10.0), (28.1, 14.7)).qd((29.8, 19.5), (30.1, 24.7));
    hem.qd((30.5, 30.0), (31.0, 35.2)).ln((31.5, 40.5));
    let mut folds = Trace::new(Frame::MM);
    folds.mv((33.0, 12.0)).qd((38.0, 24.0), (36.0, 40.5)).ln((40.0, 40.5)).qd((41.0, 24.0), (33.0, 12.0));
    folds.mv((40.0, 12.5)).qd((46.0, 26.0), (45.0, 40.5)).ln((50.0, 40.5)).ln((50.0, 26.0)).close();
    let mut jaw = Trace::new(Frame::MM);
    jaw.ellipse((21.0, 30.0), 8.0, 3.5).ellipse((7.0, 32.0), 3.2, 3.0);
    let chanfron = t
        .outline(&[
            V::Hard(22.8, 5.6),
            V::Soft(18.7, 7.2),
            V::Soft(13.0, 16.2),
            V::Hard(7.6, 26.6),
            V::Soft(9.6, 28.6),
            V::Hard(12.4, 28.0),
            V::Soft(17.5, 22.5),
            V::Soft(24.0, 14.5),
            V::Hard(25.8, 8.6),
        ])
        .take();
    let mut ridge = Trace::new(Frame::MM);
    ridge.mv((21.6, 7.4)).qd((15.5, 16.0), (10.2, 26.5));
    let guard = t.circle((19.6, 14.8), 2.5).take();
    let eye = t.ellipse((19.6, 14.8), 1.3, 1.0).take();
    let mut studs = Trace::new(Frame::MM);
    for (x, y) in [(23.3, 9.8), (19.0, 19.2), (15.4, 23.8), (12.2, 26.7), (9.4, 27.0)] {
        studs.circle((x, y), 0.45);
    }
    let bridle = t.limb(&[(12.0, 28.0, 1.1), (9.8, 31.4, 1.1)]).take()
        + &t.limb(&[(7.6, 28.2, 1.1), (10.5, 30.4, 1.1), (13.5, 29.6, 1.1)]).take();
    let reins = t.limb(&[(10.0, 31.6, 1.1), (16.0, 36.5, 1.1), (25.0, 39.5, 1.1), (31.0, 41.0, 1.1)]).take();
    let bit = t.circle((9.8, 31.6), 1.2).take();
    let mut mouth = Trace::new(Frame::MM);
    mouth.mv((5.6, 33.0)).qd((7.0, 33.6), (8.6, 33.3)).mv((6.3, 29.2)).qd((7.4, 29.6), (7.2, 30.8));
    group()
        .add(inked(far_ear, &p.wood, p))
        .add(inked(coat.clone(), &p.wood, p))
        .add(clipped("joute-destrier-coat", &coat, shade(jaw.take(), p)))
        .add(marks(mouth.take(), p))
        .add(inked(near_ear, &p.wood, p))
        .add(inked(cloth.clone(), &p.acquired, p))
        .add(clipped(
            "joute-destrier-cloth",
            &cloth,
            group().add(shade(folds.take(), p)).add(stroke(hem.take(), &p.gold, 2.6)),
        ))
        .add(filled(cloth, "none", &p.ink, LINE))
        .add(solid(bridle, &p.leather, p))
        .add(solid(reins, &p.leather, p))
        .add(inked(chanfron, &p.steel, p))
        .add(marks(ridge.take(), p))
        .add(fill(studs.take(), &p.gold))
        .add(inked(guard, &p.steel, p))
        .add(inked(eye, &p.sable, p))
        .add(inked(bit, &p.gold, p))
}

/// The accolade: a young man in a white robe kneels on a cushion, head bowed and hands joined,
/// while the lord's hand, in a blue sleeve, lays a sword flat on his shoulder.
pub(super) fn dubbing(p: &Palette) -> Tag {
    let f = Frame::at(15.0, -0.8, 1.0);
    let mut t = Trace::new(f);
    let cushion = t
        .outline(&[
            V::Hard(-12.0, 35.0),
            V::Soft(0.0, 34.0),
            V::Hard(12.0, 35.0),
            V::Soft(13.0, 37.2),
            V::Hard(12.0, 39.2),
            V::Soft(0.0, 39.8),
            V::Hard(-12.0, 39.2),
            V::Soft(-13.0, 37.2),
        ])
        .take();
    let tassels = t
        .circle((-12.6, 35.2), 0.9)
        .circle((12.6, 35.2), 0.9)
        .circle((-12.6, 39.0), 0.9)
        .circle((12.6, 39.0), 0.9)
        .take();
    let robe = t
        .outline(&mirrored(&[
            V::Hard(0.0, 18.5),
            V::Soft(3.5, 18.5),
            V::Hard(6.0, 20.0),
            V::Soft(7.0, 26.0),
            V::Soft(7.5, 31.0),
            V::Hard(10.0, 36.5),
            V::Soft(5.0, 37.3),
            V::Hard(0.0, 37.0),
        ]))
        .take();
    let mut pleats = Trace::new(f);
    for x in [-5.0, -2.0, 2.0, 5.0] {
        pleats.mv((x * 0.6, 29.0)).qd((x * 0.9, 33.0), (x * 1.3, 36.8));
    }
    let far = t.poly(&[(1.5, 17.0), (11.0, 17.0), (11.0, 38.0), (1.5, 38.0)]).take();
    let neck = t.poly(&[(-1.1, 16.5), (1.1, 16.5), (1.1, 19.0), (-1.1, 19.0)]).take();
    let sleeves = vec![
        t.limb(&[(-4.8, 21.0, 2.9), (-5.2, 26.0, 2.6), (-1.4, 28.0, 2.3)]).take(),
        t.limb(&[(4.8, 21.0, 2.9), (5.2, 26.0, 2.6), (1.4, 28.0, 2.3)]).take(),
    ];
    let hands = t
        .outline(&[
            V::Hard(0.0, 22.8),
            V::Soft(1.5, 25.0),
            V::Hard(1.4, 28.3),
            V::Hard(-1.4, 28.3),
            V::Soft(-1.5, 25.0),
        ])
        .take();
    let parting = t.mv((0.0, 23.5)).ln((0.0, 28.1)).take();
    // The lord reaches in from the upper right; his sword comes down to lie on the youth's
    // shoulder, its point just short of the neck.
    let arm_frame = Frame::at(42.6, 14.6, 1.0).inner(0.0, 0.0, -0.75);
    let mut l = Trace::new(arm_frame);
    let arm = l.limb(&[(1.0, 0.0, 4.6), (14.0, 0.0, 6.0)]).take();
    let cuff = l.poly(&[(0.4, -2.5), (2.0, -2.6), (2.0, 2.6), (0.4, 2.5)]).take();
    let fist = l
        .outline(&[V::Hard(0.8, -2.2), V::Soft(-2.8, -2.8), V::Soft(-3.4, 1.5), V::Soft(-1.0, 3.0), V::Hard(0.8, 2.2)])
        .take();
    let mut knuckles = Trace::new(arm_frame);
    for k in 0..3 {
        let y = -1.2 + k as f64 * 1.2;
        knuckles.mv((-3.0, y)).qd((-2.2, y + 0.3), (-1.5, y + 0.1));
    }
    let sword_frame =
        Frame::at(41.0, 15.6, 0.29).inner(0.0, 0.0, -std::f64::consts::FRAC_PI_2 - 0.2).inner(0.0, -8.0, 0.0);
    group()
        .add(inked(cushion, &p.acquired, p))
        .add(inked(tassels, &p.gold, p))
        .add(inked(neck, &p.flesh, p))
        .add(inked(robe.clone(), &p.argent, p))
        .add(clipped("joute-dubbing-robe", &robe, shade(far, p)))
        .add(marks(pleats.take(), p))
        .add(silhouette(&sleeves, &p.argent, &p.ink, LINE / 2.0))
        .add(inked(hands, &p.flesh, p))
        .add(marks(parting, p))
        .add(head(f.inner(0.0, 13.5, 0.12), true, p))
        .add(sword(sword_frame, p))
        .add(solid(arm, &p.acquired, p))
        .add(inked(cuff, &p.gold, p))
        .add(inked(fist, &p.flesh, p))
        .add(marks(knuckles.take(), p))
}

/// The oath: a right hand raised, palm out, over the open Gospels with a gold cross.
pub(super) fn oath(p: &Palette) -> Tag {
    let mut t = Trace::new(Frame::MM);
    let cover = t
        .outline(&[
            V::Hard(3.5, 26.5),
            V::Soft(14.0, 23.5),
            V::Hard(25.0, 26.5),
            V::Soft(36.0, 23.5),
            V::Hard(46.5, 26.5),
            V::Hard(47.0, 38.0),
            V::Soft(36.0, 35.5),
            V::Hard(25.0, 39.0),
            V::Soft(14.0, 35.5),
            V::Hard(3.0, 38.0),
        ])
        .take();
    let page = |t: &mut Trace, side: f64, drop: f64| {
        let x = |d: f64| 25.0 + side * d;
        t.outline(&[
            V::Hard(x(0.0), 25.3 + drop),
            V::Soft(x(10.0), 22.3 + drop),
            V::Hard(x(20.0), 25.0 + drop),
            V::Hard(x(20.0), 36.3 + drop),
            V::Soft(x(10.0), 34.0 + drop),
            V::Hard(x(0.0), 37.6 + drop),
        ])
        .take()
    };
    let stack = page(&mut t, -1.0, 0.9) + &page(&mut t, 1.0, 0.9);
    let pages = page(&mut t, -1.0, 0.0) + &page(&mut t, 1.0, 0.0);
    let gutter = t.ellipse((25.0, 31.0), 1.2, 6.0).take();
    let cross = t
        .poly(&[
            (14.0, 24.8),
            (16.0, 24.8),
            (16.0, 27.3),
            (18.6, 27.3),
            (18.6, 29.3),
            (16.0, 29.3),
            (16.0, 34.6),
            (14.0, 34.6),
            (14.0, 29.3),
            (11.4, 29.3),
            (11.4, 27.3),
            (14.0, 27.3),
        ])
        .take();
    let mut script = Trace::new(Frame::MM);
    for k in 0..6 {
        let dy = k as f64 * 1.7;
        let start = if (2..4).contains(&k) { 31.6 } else { 27.5 };
        script.mv((start, 26.3 + dy)).qd((35.0, 24.2 + dy), (43.0, 26.2 + dy));
    }
    let initial = t.poly(&[(27.6, 29.2), (30.6, 28.7), (30.6, 31.9), (27.6, 32.4)]).take();
    let sleeve_frame = Frame::at(25.5, 21.5, 1.15);
    let mut h = Trace::new(sleeve_frame);
    let sleeve = h.limb(&[(0.0, 1.0, 7.2), (0.5, 8.0, 8.5)]).take();
    let cuff = h.poly(&[(-3.9, -0.5), (3.9, -0.5), (4.1, 1.8), (-4.1, 1.8)]).take();
    let fingers =
        [(-3.0, -7.8, -3.5, -13.2), (-1.0, -8.4, -1.2, -15.3), (1.0, -8.4, 1.1, -16.0), (3.0, -8.2, 3.4, -15.0)];
    let mut hand: Vec<String> =
        fingers.iter().map(|&(x0, y0, x1, y1)| h.limb(&[(x0, y0, 2.0), (x1, y1, 1.9)]).take()).collect();
    hand.push(h.limb(&[(3.2, -2.0, 2.4), (6.2, -6.5, 2.2), (7.2, -9.5, 2.0)]).take());
    hand.push(
        h.outline(&[
            V::Hard(-3.4, 0.0),
            V::Soft(-4.2, -5.0),
            V::Hard(-4.0, -8.8),
            V::Hard(4.0, -8.8),
            V::Soft(4.3, -4.0),
            V::Hard(3.4, 0.0),
        ])
        .take(),
    );
    let mut creases = Trace::new(sleeve_frame);
    creases.mv((-3.6, -6.6)).qd((0.0, -5.6), (3.8, -7.4)).mv((3.0, -1.6)).qd((0.5, -3.5), (1.0, -8.0));
    creases.mv((-2.0, -9.2)).ln((-2.1, -11.5)).mv((0.0, -9.5)).ln((0.0, -12.5)).mv((2.0, -9.4)).ln((2.2, -12.0));
    // A round glory of light behind the raised hand, as for a vow taken before God.
    let glory = Frame::at(25.5, 15.3, 1.0);
    let mut rays = Trace::new(glory);
    for k in (0..24).step_by(2) {
        let (a0, a1) = (std::f64::consts::TAU * k as f64 / 24.0, std::f64::consts::TAU * (k + 1) as f64 / 24.0);
        let (r, bulge) = (14.8, 14.8 / (std::f64::consts::PI / 24.0).cos());
        let am = (a0 + a1) / 2.0;
        rays.mv((0.0, 0.0))
            .ln((r * a0.cos(), r * a0.sin()))
            .qd((bulge * am.cos(), bulge * am.sin()), (r * a1.cos(), r * a1.sin()))
            .close();
    }
    group()
        .add(fill(rays.take(), &p.gold).set("fill-opacity", "0.3"))
        .add(stroke(Trace::new(glory).circle((0.0, 0.0), 14.8).take(), &p.gold, 0.3).set("stroke-opacity", "0.5"))
        .add(solid(sleeve, &p.acquired, p))
        .add(inked(cuff, &p.gold, p))
        .add(silhouette(&hand, &p.flesh, &p.ink, LINE / 2.0))
        .add(marks(creases.take(), p))
        .add(inked(cover, &p.leather, p))
        .add(inked(stack, &p.argent, p))
        .add(inked(pages, &p.argent, p))
        .add(shade(gutter, p))
        .add(inked(cross, &p.gold, p))
        .add(
            stroke(script.take(), &p.ink, 0.45).set("stroke-opacity", "0.4").set("stroke-dasharray", "2.2 0.6 1.2 0.6"),
        )
        .add(inked(initial, &p.gold, p))
}
