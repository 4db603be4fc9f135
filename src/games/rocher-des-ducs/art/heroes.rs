//! The heroes' emblems: one landscape picture each, an emblem on paper lit by rays in the
//! colour of the side the hero belongs to (gold for the saints, green for the King who pays the
//! mercenaries).

use super::Palette;
use super::charges::lis_pieces;
use super::regalia::{archbishop_cross, chapel, coronet, crosier, mitre, royal_crown, sword, wing};
use super::shield::{self, Place};
use super::{beasts, charges};
use crate::render::draw::{Frame, Tag, Trace, document, fill, group, rect, silhouette, tag};

/// The emblems' size, in millimetres: landscape, the width of a card.
pub const EMBLEM: (f64, f64) = (64.0, 40.0);

/// The centre the rays spread from, and the emblems are built round.
const CENTRE: (f64, f64) = (32.0, 21.0);

/// The heroes, by the ids of the game's rules.
pub const HEROES: [&str; 8] = ["richard", "hoel", "mainard", "nordoard", "hugues", "lothaire", "aubert", "gabriel"];

/// The emblem of hero `id` as a standalone SVG, or `None` for an id this module cannot draw.
pub fn emblem(id: &str, p: &Palette) -> Option<Vec<u8>> {
    let (tint, body) = match id {
        "richard" => (&p.gules, duke(id, shield::normandy, p)),
        "hoel" => (&p.azure, duke(id, shield::brittany, p)),
        "mainard" => (&p.gold, abbot(p)),
        "nordoard" => (&p.azure, archbishop(&p.azure, &p.argent, ermine_badge(p), p)),
        "hugues" => (&p.gules, archbishop(&p.gules, &p.gules, leopard_badge(p), p)),
        "lothaire" => (&p.vert, king(p)),
        "aubert" => (&p.gold, saint_aubert(p)),
        "gabriel" => (&p.gold, archangel(p)),
        _ => return None,
    };
    let (w, h) = EMBLEM;
    let clip_id = format!("{id}-emblem");
    let clip = tag("clipPath").set("id", &clip_id).add(rect(0.0, 0.0, w, h, "none"));
    let picture = group()
        .set("clip-path", format!("url(#{clip_id})"))
        .add(rect(0.0, 0.0, w, h, &p.paper))
        .add(rays(tint))
        .add(body);
    Some(document(w, h, group().add(tag("defs").add(clip)).add(picture)))
}

/// Wedges of light from the centre, every other one tinted, reaching past the corners.
fn rays(tint: &str) -> Tag {
    let count = 32;
    let mut t = Trace::new(Frame::at(CENTRE.0, CENTRE.1, 1.0));
    for k in (0..count).step_by(2) {
        let a0 = std::f64::consts::TAU * k as f64 / count as f64;
        let a1 = std::f64::consts::TAU * (k + 1) as f64 / count as f64;
        t.poly(&[(0.0, 0.0), (50.0 * a0.cos(), 50.0 * a0.sin()), (50.0 * a1.cos(), 50.0 * a1.sin())]);
    }
    fill(t.take(), tint).set("fill-opacity", "0.2")
}

/// The shield of a duke or of the King: its box, the top of the shield just under the crown.
const ARMS: (f64, f64, f64) = (21.0, 25.0, 12.0);

/// A ruler's arms in the middle, under a crown, two long things crossed behind them.
fn ruler(shield: Tag, crown: Tag, crossed: impl Fn(Frame) -> Tag) -> Tag {
    let (cx, cy) = CENTRE;
    // Crossed low, so that the hilts show under the shield and the points beside the crown.
    let behind =
        [-0.8, 0.8].iter().fold(group(), |g, &a| g.add(crossed(Frame::at(cx, cy + 5.0, 0.46).inner(0.0, 0.0, a))));
    group().add(behind).add(shield).add(crown)
}

/// The place of a ruler's arms.
fn arms_place(id: &str) -> Place<'_> {
    let (w, h, top) = ARMS;
    Place { x: CENTRE.0 - w / 2.0, y: top, w, h, id }
}

/// A duke: his arms under a ducal coronet, two swords crossed behind.
fn duke(id: &str, arms: fn(Place, &Palette) -> Tag, p: &Palette) -> Tag {
    let crown = coronet(Frame::at(CENTRE.0, ARMS.2 - 0.4, 0.25), p);
    ruler(arms(arms_place(id), p), crown, |f| sword(f, p))
}

/// Lothaire, King of the Franks: the arms of France under the royal crown, two sceptres crossed
/// behind, each tipped with a fleur-de-lis.
fn king(p: &Palette) -> Tag {
    let crown = royal_crown(Frame::at(CENTRE.0, ARMS.2 - 0.4, 0.25), p);
    let sceptre = |frame: Frame| {
        let mut t = Trace::new(frame);
        let mut pieces =
            vec![t.limb(&[(0.0, 34.0, 4.0), (0.0, -46.0, 4.0)]).take(), t.ellipse((0.0, -46.0), 5.0, 3.2).take()];
        pieces.extend(lis_pieces(frame.inner(0.0, -58.0, 0.0).scaled(0.24)));
        pieces.push(t.circle((0.0, 34.0), 3.5).take());
        silhouette(&pieces, &p.gold, &p.ink, 0.12)
    };
    ruler(shield::france(arms_place("lothaire"), p), crown, sceptre)
}

/// Where a churchman's mitre stands, and his staff beside it.
const MITRE: Frame = Frame::at(37.0, 21.0, 0.3);
const STAFF: Frame = Frame::at(22.0, 23.0, 0.3);

/// Abbot Mainard: his mitre, his crosier beside it.
fn abbot(p: &Palette) -> Tag {
    group().add(crosier(STAFF, p)).add(mitre(MITRE, &p.argent, &p.gold, p))
}

/// An archbishop: the two-barred cross beside his mitre, whose bands are in the colour of his
/// see, with a roundel bearing its badge.
fn archbishop(band: &str, field: &str, badge: Tag, p: &Palette) -> Tag {
    let centre = MITRE.map((0.0, -8.0));
    let mut roundel = Trace::new(Frame::MM);
    roundel.circle(centre, 4.6);
    group()
        .add(archbishop_cross(STAFF, p))
        .add(mitre(MITRE, &p.argent, band, p))
        .add(crate::render::draw::filled(roundel.take(), field, &p.ink, 0.2))
        .add(badge)
}

/// Rennes: an ermine spot on white, for Brittany.
fn ermine_badge(p: &Palette) -> Tag {
    let (x, y) = MITRE.map((0.0, -8.0));
    fill(charges::ermine_spot(Frame::at(x, y, 0.075)), &p.sable)
}

/// Rouen: a leopard on red, for Normandy.
fn leopard_badge(p: &Palette) -> Tag {
    let (x, y) = MITRE.map((0.0, -8.0));
    beasts::leopard_shape(x, y, 7.6, &p.gold)
}

/// The Spirit of Saint Aubert, who founded the first sanctuary on the rock: that little
/// chapel in a halo, and the bishop's crosier beside it.
fn saint_aubert(p: &Palette) -> Tag {
    let (cx, cy) = CENTRE;
    let mut halo = Trace::new(Frame::MM);
    halo.circle((cx + 3.0, cy - 2.0), 14.0);
    group()
        .add(fill(halo.take(), &p.gold).set("fill-opacity", "0.35"))
        .add(crosier(Frame::at(cx - 12.0, cy + 3.0, 0.3), p))
        .add(chapel(Frame::at(cx + 3.0, cy + 14.0, 0.28), p))
}

/// The Archangel Gabriel: wings spread, a sword raised between them, a halo above.
fn archangel(p: &Palette) -> Tag {
    let (cx, cy) = CENTRE;
    let wings = Frame::at(cx, cy + 4.0, 0.27);
    let mut halo = Trace::new(Frame::MM);
    halo.ellipse((cx, cy - 15.5), 4.2, 1.5).ellipse((cx, cy - 15.5), 3.0, 0.8);
    group()
        .add(wing(wings.inner(4.0, 0.0, 0.0), &p.argent, p))
        .add(wing(wings.flipped().inner(4.0, 0.0, 0.0), &p.argent, p))
        .add(sword(Frame::at(cx, cy + 3.0, 0.28), p))
        .add(
            tag("path")
                .set("d", halo.take())
                .set("fill", &p.gold)
                .set("fill-rule", "evenodd")
                .set("stroke", &p.ink)
                .set("stroke-width", "0.12"),
        )
}
