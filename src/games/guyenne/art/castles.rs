//! Castle card art: the six views of the besieged castle's defences and the card's control arrow, in millimetres.

use std::f64::consts::PI;

use super::masonry::*;
use super::{Palette, mm};
use svg::node::element::{ClipPath, Group, Path, Rectangle};

/// The views of the castle's defences the game's castle cards show.
pub const VIEWS: [&str; 6] = ["barbican", "gatehouse", "curtain-wall", "keep", "postern", "tower"];

/// A view of one part of the castle's defences drawn in the box (x, y, w, h) (about 55 x 50 mm on a card): sky,
/// ground and masonry in the palette's colours with ink outlines. `view` is one of VIEWS, or `plain-wall` (game.toml
/// refuses any other name) for a plain stretch of wall. `id` is a unique prefix for any ids (clip paths, patterns) so that several views can
/// share one SVG.
///
/// The view is clipped to its box and framed by a 0.3 mm ink rule drawn just inside it.
pub fn castle_view(view: &str, x: f64, y: f64, w: f64, h: f64, p: &Palette, id: &str) -> Group {
    let mut a = Art::new(view, (x, y, w, h), p, id);
    match view {
        "barbican" => barbican(&mut a),
        "gatehouse" => gatehouse(&mut a),
        "curtain-wall" => curtain_wall(&mut a),
        "keep" => keep(&mut a),
        "postern" => postern(&mut a),
        "tower" => tower(&mut a),
        _ => plain_wall(&mut a),
    }
    let (ix, iy) = (LINE / 2.0 / a.f[2], LINE / 2.0 / a.f[3]);
    a.ink(&a.pen().rect(ix, iy, GW - ix, GH - iy), LINE, 1.0);
    let cid = format!("{id}-view");
    let clip = Rectangle::new().set("x", mm(x)).set("y", mm(y)).set("width", mm(w)).set("height", mm(h));
    let defs = a.defs.add(ClipPath::new().set("id", cid.clone()).add(clip));
    Group::new().add(defs).add(a.g.set("clip-path", format!("url(#{cid})")))
}

fn barbican(a: &mut Art) {
    let p = a.p;
    a.backdrop(30.0);
    // The castle proper stands behind in haze, so the barbican reads as an outwork thrown forward of its gate.
    a.wall((0.0, GW), 12.0, 15.0, 33.0, 12);
    a.wall((21.0, 34.0), 4.5, 8.0, 33.0, 4);
    a.path(&a.pen().rect(0.0, 3.0, GW, 33.0), &p.sky, 0.0, 0.55);
    // The moat: azure over sky gives still water, with a few glints.
    let moat = a.pen().rect(0.0, 39.5, GW, 46.5);
    a.fill(&moat, &p.sky);
    a.path(&moat, &p.azure, 0.0, 0.45);
    a.dark(&a.pen().rect(0.0, 41.0, GW, 42.3), 0.12);
    let mut glints = a.pen();
    for i in 0..9 {
        let (u, v) = (3.0 + i as f64 * 5.6 + a.rnd() * 1.5, 42.0 + a.rnd() * 3.5);
        glints = glints.m(u, v).l(u + 1.6 + a.rnd(), v);
    }
    a.stroke(&glints, &p.paper, 0.25);
    a.wall((17.0, 38.0), 15.0, 20.5, 41.0, 5);
    // The passage is dark, with daylight at its far end where the main gate stands open.
    a.dark(&a.pen().arch(22.0, 33.0, 32.5, 41.0, false), 1.0);
    a.fill(&a.pen().arch(25.8, 29.2, 37.5, 41.0, false), &p.sky);
    a.fill(&a.pen().rect(25.8, 40.0, 29.2, 41.0), &p.grass);
    a.voussoirs(22.0, 33.0, 32.5, 1.4, false);
    a.slit(27.5, 23.5, 3.0, 1.0, true);
    for cx in [10.0, 45.0] {
        a.block(Span::drum(cx, 8.0, 17.0, 41.0), 1.8, &p.stone);
        a.talus(cx, 8.0, 35.5, 41.5, 1.2);
        a.corbels(Span::drum(cx, 8.6, 14.5, 17.5), 6);
        a.parapet(Span::drum(cx, 9.2, 9.0, 14.5), 4, &p.stone);
        a.slit(cx, 25.0, 4.0, 1.0, true);
        for t in [-0.75f64, 0.75] {
            a.slit(cx + 8.0 * t.sin(), 31.5, 3.0, t.cos(), false);
        }
    }
    // The drawbridge is down: planks run from the threshold to the near bank, hung from two chains.
    let deck = a.pen().poly(&[(22.3, 40.8), (32.7, 40.8), (34.6, 47.6), (20.4, 47.6)]);
    a.wood(&deck);
    let mut planks = a.pen();
    for k in 1..7 {
        let t = k as f64 / 7.0;
        planks = planks.m(22.3 + 10.4 * t, 40.8).l(20.4 + 14.2 * t, 47.6);
    }
    a.ink(&planks.m(21.6, 43.5).l(33.4, 43.5).m(21.0, 45.6).l(34.0, 45.6), FINE, 0.8);
    a.wood(&a.pen().rect(20.2, 47.4, 34.8, 48.4));
    a.path(&a.pen().rect(0.0, 46.6, GW, 46.9), &p.ink, 0.0, 0.35);
    for (top, foot) in [(23.2, 20.6), (31.8, 34.4)] {
        a.stroke(&a.pen().m(top, 25.0).l(foot, 47.6), &p.ink, 0.4);
        a.dark(&a.pen().ellipse(top, 25.0, 0.45, 0.45), 1.0);
    }
}

fn gatehouse(a: &mut Art) {
    let p = a.p;
    a.backdrop(34.0);
    a.wall((0.0, 12.0), 18.5, 22.0, 44.0, 3);
    a.wall((43.0, GW), 18.5, 22.0, 44.0, 3);
    for cx in [12.0, 43.0] {
        a.block(Span::drum(cx, 5.2, 8.6, 44.0), 1.6, &p.stone);
        a.talus(cx, 5.2, 39.5, 44.4, 0.9);
        a.corbels(Span::drum(cx, 5.7, 6.2, 8.6), 4);
        a.parapet(Span::drum(cx, 6.2, 2.2, 6.2), 3, &p.stone);
        for (i, t) in [0.0f64, -0.6, 0.6].iter().enumerate() {
            a.slit(cx + 5.2 * t.sin(), 16.0 + 8.0 * i as f64, 3.0, t.cos(), i == 0);
        }
    }
    // The gate tower stands forward of its turrets, its parapet thrown out on machicolations over the gate.
    a.block(Span::flat(17.0, 38.0, 15.0, 44.0), 1.7, &p.stone);
    a.corbels(Span::flat(16.4, 38.6, 11.5, 15.0), 7);
    a.parapet(Span::flat(15.8, 39.2, 5.5, 11.5), 5, &p.stone);
    let gate = a.pen().arch(21.5, 33.5, 34.0, 44.0, true);
    a.dark(&gate, 1.0);
    a.fill(&a.pen().arch(25.0, 30.0, 39.0, 44.0, true), &p.sky);
    a.fill(&a.pen().rect(25.0, 42.6, 30.0, 44.0), &p.grass);
    // The portcullis hangs half raised: its grid fills the arch head and its spikes stop above the passage.
    let mut grid = a.pen();
    for k in 0..8 {
        let u = 22.4 + k as f64 * 1.46;
        grid = grid.m(u, 22.0).l(u, 34.7);
    }
    for k in 0..7 {
        let v = 24.2 + k as f64 * 1.7;
        grid = grid.m(21.5, v).l(33.5, v);
    }
    let mut spikes = a.pen();
    for k in 0..8 {
        let u = 22.4 + k as f64 * 1.46;
        spikes = spikes.poly(&[(u - 0.35, 34.5), (u + 0.35, 34.5), (u, 35.8)]);
    }
    a.clipped(&gate, |a| {
        a.stroke(&grid, &p.ink, 0.75);
        a.stroke(&grid, &p.stone_shadow, 0.4);
        a.shape(&spikes, &p.stone_shadow);
    });
    a.ink(&gate, LINE, 1.0);
    a.voussoirs(21.5, 33.5, 34.0, 1.6, true);
    let shield =
        a.pen().m(25.8, 16.0).l(29.2, 16.0).l(29.2, 18.0).q(29.2, 19.8, 27.5, 20.6).q(25.8, 19.8, 25.8, 18.0).z();
    a.shape(&shield, &p.gold);
    a.fill(&a.pen().rect(25.8, 17.5, 29.2, 18.5), &p.gules);
    a.ink(&shield, LINE, 1.0);
    a.slit(20.0, 20.5, 3.2, 1.0, false);
    a.slit(35.0, 20.5, 3.2, 1.0, false);
}

fn curtain_wall(a: &mut Art) {
    let p = a.p;
    a.backdrop(40.0);
    // The wall recedes to a vanishing point on the horizon at the right, seen from near its foot: its near end
    // fills the left edge, its far end is drawn at 45% scale, and most of it rises above the eye.
    let k = 0.45;
    let at = |h: f64| (h, 40.0 + (h - 40.0) * k);
    let span = |top: f64, base: f64| Span { u0: 0.0, u1: GW, top: at(top), base: at(base), kind: Kind::Recede(k) };
    let scale = |u: f64| 1.0 - (1.0 - k) * u / GW;
    // A sentry on the wall-walk looks out of the fourth crenel; the parapet, drawn after, hides all but his head.
    let crest = span(3.0, 8.5);
    let su = crest.u(6.625 / (16.0 * 1.75 - 0.75));
    let (sv, c) = (crest.v(su, crest.at(0.45)), scale(su));
    a.ink(&a.pen().m(su + 1.1 * c, sv + 1.0).l(su + 1.3 * c, sv - 5.5 * c), 0.3, 1.0);
    a.shape(
        &a.pen().poly(&[(su + 1.3 * c, sv - 6.9 * c), (su + 1.7 * c, sv - 5.4 * c), (su + 0.9 * c, sv - 5.4 * c)]),
        &p.gold,
    );
    a.shape(&a.pen().ellipse(su, sv - 0.8 * c, 0.7 * c, 0.9 * c), &p.paper);
    let hat = a.pen().m(su - 1.4 * c, sv - 1.3 * c).q(su - 1.0 * c, sv - 3.1 * c, su, sv - 3.1 * c);
    a.shape(&hat.q(su + 1.0 * c, sv - 3.1 * c, su + 1.4 * c, sv - 1.3 * c).z(), &p.stone_shadow);
    a.block(span(9.6, 46.0), 1.6, &p.stone);
    let crest = a.parapet(crest, 16, &p.stone);
    // A string course marks the wall-walk behind the parapet; spouts drain the walk and stain the wall below.
    a.block(span(8.5, 9.6), 2.0, &p.stone);
    a.path(&span(9.6, 10.2).outline(a.pen()), &p.ink, 0.0, 0.25);
    let s = span(9.6, 46.0);
    for i in 0..6 {
        let u = s.u(0.06 + i as f64 * 0.17);
        let (v, c) = (s.v(u, s.top), scale(u));
        a.path(&a.pen().rect(u - 0.3 * c, v, u + 0.3 * c, v + 7.0 * c), &p.ink, 0.0, 0.1);
        a.shape(&a.pen().rect(u - 0.5 * c, v - 0.3, u + 0.5 * c, v + 1.3 * c), &p.stone);
        let t = 0.14 + i as f64 * 0.17;
        let su = s.u(t);
        a.slit(su, s.v(su, at(24.0)), 6.0 * scale(su), k * k / (t + k * (1.0 - t)).powi(2), true);
    }
    // Haze thickens along the wall and its foot darkens, both clipped to the wall's silhouette.
    let haze = a.gradient(&[(0.0, &p.sky, 0.0), (1.0, &p.sky, 0.45)], false);
    let dusk =
        a.gradient(&[(0.0, &p.stone_shadow, 0.0), (0.5, &p.stone_shadow, 0.0), (1.0, &p.stone_shadow, 0.45)], true);
    let silhouette = Pen { d: crest.d + &span(8.5, 46.0).outline(a.pen()).d, f: a.f };
    a.clipped(&silhouette, |a| {
        a.fill(&a.pen().rect(0.0, 0.0, GW, GH), &dusk);
        a.fill(&a.pen().rect(0.0, 0.0, GW, GH), &haze);
    });
    // The bartizan hangs from the parapet on stepped corbel rings, with its own slate cap.
    let (u, c) = (36.0, scale(36.0));
    let y = |h: f64| 40.0 + (h - 40.0) * c;
    let r = 4.8 * c;
    for i in 0..3 {
        let f = i as f64;
        a.block(Span::drum(u, r * (1.0 - 0.22 * f), y(12.0 + 1.7 * f), y(13.7 + 1.7 * f)), 2.0, &p.stone);
    }
    a.block(Span::drum(u, r, y(1.0), y(12.0)), 1.7 * c, &p.stone);
    a.slit(u, y(6.0), 3.4 * c, 1.0, false);
    a.cone(u, r + 0.6, y(1.0), y(-9.0));
}

fn keep(a: &mut Art) {
    let p = a.p;
    a.backdrop(36.0);
    a.wall((0.0, 12.0), 28.0, 31.0, 44.0, 3);
    a.wall((45.0, GW), 28.0, 31.0, 44.0, 3);
    // A stair turret rises behind the parapet at one corner, and a flag flies from the roof.
    a.block(Span::flat(11.0, 16.5, 5.0, 12.0), 1.5, &p.stone);
    a.parapet(Span::flat(10.6, 16.9, 2.2, 5.0), 2, &p.stone);
    a.ink(&a.pen().m(33.0, 8.0).l(33.0, 0.9), 0.35, 1.0);
    let flag = a.pen().m(33.0, 1.0).q(35.0, 0.2, 37.0, 1.2).q(39.0, 2.2, 41.0, 1.4).l(41.0, 4.4);
    a.shape(&flag.q(39.0, 5.2, 37.0, 4.2).q(35.0, 3.2, 33.0, 4.0).z(), &p.gold);
    // The donjon in three-quarter view: a lit front face and a shaded side receding to the right.
    let side = Span { u0: 40.0, u1: 47.0, top: (12.0, 13.5), base: (44.0, 42.8), kind: Kind::Recede(0.7) };
    a.block(side, 1.7, &p.stone_shadow);
    a.parapet(Span { top: (7.5, 9.5), base: (12.0, 13.5), ..side }, 3, &p.stone_shadow);
    a.block(Span::flat(10.0, 40.0, 12.0, 44.0), 1.7, &p.stone);
    a.parapet(Span::flat(9.5, 40.0, 7.5, 12.0), 7, &p.stone);
    // Corner buttresses: pilaster strips whose shaded return shows how far they stand out.
    for (u0, u1) in [(10.0, 13.0), (37.0, 40.0)] {
        a.block(Span::flat(u0, u1, 12.0, 40.5), 1.7, &p.stone);
        a.shape(&a.pen().rect(u1 - 0.8, 12.0, u1, 40.5), &p.stone_shadow);
    }
    a.block(Span { top: (12.9, 13.3), base: (40.5, 40.5), ..Span::flat(45.5, 47.0, 0.0, 0.0) }, 1.7, &p.stone_shadow);
    a.block(Span::flat(9.0, 41.0, 40.5, 44.3), 1.9, &p.stone);
    a.block(Span { top: (40.5, 41.0), base: (44.3, 43.0), ..side }, 1.9, &p.stone_shadow);
    a.window(23.6, 15.5, 1.8, 4.0);
    a.window(26.4, 15.5, 1.8, 4.0);
    a.window(32.0, 24.0, 1.6, 3.2);
    a.slit(18.0, 22.0, 3.2, 1.0, false);
    a.slit(32.0, 34.5, 3.2, 1.0, false);
    a.slit(43.5, 22.0, 3.0, 0.7, false);
    // The only door is a floor up, reached by a wooden stair that defenders could burn.
    a.dark(&a.pen().arch(16.8, 20.6, 31.4, 36.2, false), 1.0);
    a.wood(&a.pen().arch(17.3, 20.1, 31.6, 36.2, false));
    a.voussoirs(16.8, 20.6, 31.4, 1.0, false);
    // Seven steps notched into a timber stringer run down to the ground, with posts and a handrail.
    let (mut profile, mut rail) = (vec![(21.4, 36.2), (21.4, 37.0), (16.6, 37.0), (7.2, 44.6)], a.pen());
    for i in (0..7).rev() {
        let (u, v) = (15.2 - 1.55 * i as f64, 36.2 + 1.2 * i as f64);
        profile.extend([(u - 1.55, v + 1.2), (u - 1.55, v), (u, v)]);
        if i % 2 == 0 {
            rail = rail.m(u - 1.0, v).l(u - 1.0, v - 2.8);
        }
    }
    a.wood(&a.pen().poly(&profile));
    a.ink(&rail.m(4.9, 40.6).l(14.2, 33.4), 0.25, 1.0);
}

fn postern(a: &mut Art) {
    let p = a.p;
    a.backdrop(42.0);
    a.wall((0.0, GW), 3.5, 8.0, 45.0, 8);
    // A battered base, paler where it faces the sky, and a tower running out of the frame make the wall high.
    a.block(Span::flat(0.0, GW, 38.5, 45.3), 1.7, &p.stone);
    a.path(&Span::flat(0.0, GW, 38.5, 45.3).outline(a.pen()), &p.paper, 0.0, 0.2);
    a.block(
        Span { u0: 9.5, u1: 12.0, top: (0.0, 0.0), base: (45.6, 45.0), kind: Kind::Recede(0.8) },
        1.8,
        &p.stone_shadow,
    );
    a.block(Span::flat(0.0, 9.5, 0.0, 45.6), 1.8, &p.stone);
    a.slit(4.8, 14.0, 4.0, 1.0, true);
    a.slit(4.8, 30.0, 4.0, 1.0, false);
    a.slit(46.0, 24.0, 4.0, 1.0, true);
    // A bretèche over the door lets defenders drop stones on anyone at it.
    a.corbels(Span::flat(29.0, 37.0, 16.0, 18.8), 3);
    a.block(Span::flat(28.6, 37.4, 12.5, 16.0), 1.2, &p.stone);
    a.parapet(Span::flat(28.6, 37.4, 9.5, 12.5), 3, &p.stone);
    a.slit(33.0, 14.3, 2.2, 1.0, false);
    // The doorway is deep and shadowed; the door is oak planks bound with iron and studded with nails.
    a.dark(&a.pen().arch(30.0, 36.0, 39.6, 44.7, false), 1.0);
    let door = a.pen().arch(31.0, 35.6, 40.0, 44.7, false);
    a.wood(&door);
    let mut planks = a.pen();
    for k in 1..5 {
        let u = 31.0 + k as f64 * 0.92;
        planks = planks.m(u, 38.0).l(u, 44.7);
    }
    let ink = p.ink.clone();
    a.clipped(&door, |a| {
        a.ink(&planks, FINE, 0.7);
        for v in [39.6, 42.6] {
            a.path(&a.pen().rect(30.0, v, 36.0, v + 0.6), &ink, 0.0, 0.85);
            let mut nails = a.pen();
            for k in 0..5 {
                nails = nails.ellipse(31.5 + k as f64 * 0.9, v + 0.3, 0.13, 0.13);
            }
            a.fill(&nails, &p.stone);
        }
    });
    a.ink(&door, LINE, 1.0);
    a.ink(&a.pen().ellipse(34.5, 41.6, 0.4, 0.45), 0.25, 1.0);
    a.voussoirs(30.0, 36.0, 39.6, 1.2, false);
    for i in 0..3 {
        let (f, v) = (i as f64 * 1.3, 44.7 + i as f64 * 1.1);
        let step = a.pen().rect(29.4 - f, v, 36.6 + f, v + 1.1);
        a.shape(&step, &p.stone);
        a.path(&a.pen().rect(29.4 - f, v + 0.55, 36.6 + f, v + 1.1), &p.stone_shadow, 0.0, 0.6);
        a.ink(&step, LINE, 1.0);
    }
    a.path(&a.pen().poly(&[(26.8, 48.0), (39.2, 48.0), (43.0, GH), (23.0, GH)]), &p.paper, 0.0, 0.35);
    // A bush half hides the door from the field.
    for (u, v, r) in [(44.0, 41.4, 2.9), (41.0, 43.0, 2.3), (47.3, 43.1, 2.3), (44.2, 44.0, 2.0)] {
        a.shape(&a.pen().ellipse(u, v, r * 1.05, r * 0.9), &p.grass);
        let leaves = a.pen().m(u - 0.6 * r, v + 0.1 * r).q(u - 0.3 * r, v - 0.2 * r, u, v + 0.1 * r);
        a.ink(&leaves.m(u + 0.1 * r, v - 0.4 * r).q(u + 0.4 * r, v - 0.7 * r, u + 0.6 * r, v - 0.4 * r), FINE, 0.6);
    }
}

fn tower(a: &mut Art) {
    let p = a.p;
    a.backdrop(37.0);
    a.wall((0.0, 20.0), 24.5, 28.0, 44.0, 4);
    a.wall((35.0, GW), 24.5, 28.0, 44.0, 4);
    let cx = 27.5;
    a.block(Span::drum(cx, 8.0, 16.0, 44.0), 1.7, &p.stone);
    a.talus(cx, 8.0, 39.0, 44.6, 1.3);
    // The slits climb round the tower as its spiral stair does.
    for i in 0..5 {
        let t = -0.95 + 0.475 * i as f64;
        a.slit(cx + 8.0 * t.sin(), 35.5 - 3.5 * i as f64, 2.6, t.cos(), i == 2);
    }
    a.dark(&a.pen().arch(26.2, 28.8, 41.0, 44.8, false), 1.0);
    a.voussoirs(26.2, 28.8, 41.0, 0.9, false);
    // Hoardings: a timber gallery on beams under the roof, with slots to shoot and drop things through.
    a.dark(&Span::drum(cx, 8.0, 17.5, 20.0).outline(a.pen()), 0.25);
    let gallery = Span::drum(cx, 9.6, 11.5, 17.8);
    let d = gallery.outline(a.pen());
    a.wood(&d);
    let mut boards = a.pen();
    for j in 1..16 {
        let u = gallery.u(j as f64 / 16.0);
        boards = boards.m(u, gallery.v(u, gallery.top)).l(u, gallery.v(u, gallery.base));
    }
    let mut slots = a.pen();
    for t in [0.2, 0.4, 0.6, 0.8] {
        let (u, w) = (gallery.u(t), 0.5 * (PI * t).sin());
        let v = gallery.v(u, gallery.at(0.35));
        slots = slots.rect(u - w, v, u + w, v + 2.0);
    }
    let shade = a.drum.clone();
    a.clipped(&d, |a| {
        a.ink(&boards, FINE, 0.6);
        a.dark(&slots, 0.85);
        a.path(&a.pen().rect(cx - 9.6, 9.0, cx + 9.6, 20.0), &shade, 0.0, 1.0);
    });
    for j in 0..7 {
        let t = (j as f64 + 0.5) / 7.0;
        let (u, w) = (cx - 9.0 * (PI * t).cos(), 0.35 * (PI * t).sin());
        let v = gallery.v(u, gallery.base);
        a.wood(&a.pen().rect(u - w, v, u + w, v + 0.9));
        a.ink(&a.pen().m(u, v + 0.9).l(cx - 7.6 * (PI * t).cos(), v + 2.6), LINE, 1.0);
    }
    a.cone(cx, 11.0, 12.0, 1.6);
}

/// The fallback for an unknown view: a plain stretch of crenellated wall.
fn plain_wall(a: &mut Art) {
    a.backdrop(38.0);
    a.wall((0.0, GW), 10.0, 16.0, 44.0, 8);
    for u in [12.0, 27.5, 43.0] {
        a.slit(u, 26.0, 4.0, 1.0, true);
    }
}

/// The control arrow of a castle card: a bold single-headed arrow along the card's long axis,
/// centred on (cx, cy), `length` mm long, pointing down (towards the card's bottom edge). Players
/// lay the card across the line, the arrow sideways, while the castle is neutral, and turn it to
/// point at the side that holds it (R1.1).
///
/// Ink, with a gold lozenge on the shaft.
pub fn control_arrow(cx: f64, cy: f64, length: f64, p: &Palette) -> Group {
    let (e, hl, hw, sw) = (length / 2.0, length * 0.36, length * 0.24, length * 0.075);
    let pen = || Pen { d: String::new(), f: [cx, cy, 1.0, 1.0] };
    // The tail is notched and the head swept back a little where it meets the shaft, which reads
    // as an arrow at a glance, whichever way the card lies.
    let right = [(0.0, -e + sw), (sw, -e), (sw, e - hl * 0.85), (hw, e - hl), (0.0, e)];
    let all: Vec<(f64, f64)> =
        right.iter().copied().chain(right.iter().rev().skip(1).take(3).map(|&(u, v)| (-u, v))).collect();
    let arrow = pen().poly(&all);
    let gy = -e * 0.25;
    let gem = pen().poly(&[(0.0, gy - sw * 1.7), (sw * 0.75, gy), (0.0, gy + sw * 1.7), (-sw * 0.75, gy)]);
    let stroke = |d: Pen, fill: &str| {
        Path::new().set("d", d.d).set("fill", fill).set("stroke", p.ink.clone()).set("stroke-width", mm(LINE))
    };
    Group::new().add(stroke(arrow, &p.ink).set("stroke-linejoin", "round")).add(stroke(gem, &p.gold))
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::usvg::{Options, Tree};
    use svg::Document;

    fn sheet(w: f64, h: f64, nodes: Vec<Group>) -> String {
        let doc = Document::new().set("viewBox", format!("0 0 {} {}", mm(w), mm(h)));
        let doc = doc.set("width", mm(w)).set("height", mm(h));
        nodes.into_iter().fold(doc, |d, g| d.add(g)).to_string()
    }

    #[test]
    fn views_parse_stay_in_their_box_differ_and_repeat() {
        let p = Palette::sample();
        let mut seen: Vec<String> = Vec::new();
        for (i, view) in VIEWS.iter().chain(["unknown"].iter()).enumerate() {
            let (x, y, w, h) = (3.0 + i as f64, 7.0, 55.0 + i as f64, 50.0 - i as f64);
            let g = castle_view(view, x, y, w, h, &p, "t").to_string();
            assert_eq!(g, castle_view(view, x, y, w, h, &p, "t").to_string(), "{view} is not deterministic");
            assert!(!seen.contains(&g), "{view} looks like another view");
            let s = sheet(80.0, 70.0, vec![castle_view(view, x, y, w, h, &p, "t")]);
            let tree = Tree::from_str(&s, &Options::default()).expect("view parses");
            // Shapes stay inside the box; outlines along its edge may overhang by half a line, which the clip trims.
            for (b, eps) in
                [(tree.root().abs_bounding_box(), 1e-3), (tree.root().abs_stroke_bounding_box(), LINE / 2.0 + 1e-3)]
            {
                let (l, t, r, bt) = (b.left() as f64, b.top() as f64, b.right() as f64, b.bottom() as f64);
                assert!(l >= x - eps && t >= y - eps, "{view} spills left/up: {b:?}");
                assert!(r <= x + w + eps && bt <= y + h + eps, "{view} spills right/down: {b:?}");
            }
            seen.push(g);
        }
        assert!(seen.iter().all(|g| g.contains("t-view")));
    }

    #[test]
    fn control_arrow_is_as_long_as_asked_and_upright() {
        let s = sheet(40.0, 60.0, vec![control_arrow(20.0, 30.0, 40.0, &Palette::sample())]);
        let b = Tree::from_str(&s, &Options::default()).unwrap().root().abs_bounding_box();
        assert!((b.height() - 40.0).abs() < 0.01 && b.width() < 25.0, "{b:?}");
        assert!((b.left() + b.right() - 40.0).abs() < 0.01 && (b.top() + b.bottom() - 60.0).abs() < 0.01);
    }

    /// R1.1: the card is turned to point at its holder, so the arrow has one head: it is wide
    /// near its bottom end and narrow near its top.
    #[test]
    fn control_arrow_has_a_single_head_pointing_down() {
        let s = sheet(40.0, 60.0, vec![control_arrow(20.0, 30.0, 40.0, &Palette::sample())]);
        let tree = Tree::from_str(&s, &Options::default()).unwrap();
        // Drawn at one pixel per 0.1 mm: the widest row of ink in a band of the picture.
        let mut pixmap = resvg::tiny_skia::Pixmap::new(400, 600).unwrap();
        let scale = 400.0 / tree.size().width();
        resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
        let widest = |y0: u32, y1: u32| {
            (y0 * 10..y1 * 10)
                .map(|y| (0..400).filter(|&x| pixmap.pixel(x, y).is_some_and(|p| p.alpha() > 128)).count())
                .max()
                .unwrap_or(0) as f64
                / 10.0
        };
        let (tail, head) = (widest(10, 20), widest(40, 50));
        assert!(head > 2.0 * tail && tail > 1.0, "head {head} mm wide, tail {tail} mm");
    }
}
