//! Drawn art of Le rocher des ducs: the arms of Normandy, Brittany and France, the faction
//! symbols of the warrior cards, Mont Saint-Michel for the backs and the heroes' emblems. Every
//! picture is a standalone SVG in millimetres, drawn by code from a [`Palette`].

mod beasts;
mod charges;
mod mont;
mod shield;
mod svg;
mod symbols;

use shield::{Place, SHIELD};
use svg::document;

/// The colours the pictures use, each a CSS colour string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Outlines.
    pub ink: String,
    /// The card's ground.
    pub paper: String,
    /// Heraldic tinctures. Gules, azure and vert are also the Normans', the Bretons' and the
    /// mercenaries' colours, so they must stay apart in lightness as well as in hue.
    pub gules: String,
    pub azure: String,
    pub vert: String,
    pub gold: String,
    pub argent: String,
    pub sable: String,
    /// Mont Saint-Michel's scene: the sky, paler towards the horizon, and its clouds.
    pub sky: String,
    pub haze: String,
    pub cloud: String,
    /// The bay: sand, water, and the mount's reflection in it.
    pub sand: String,
    pub water: String,
    pub water_deep: String,
    /// The mount: bare rock, masonry lit and in shadow, slate roofs lit and in shadow, trees.
    pub rock: String,
    pub stone: String,
    pub stone_shadow: String,
    pub roof: String,
    pub roof_shadow: String,
    pub wood: String,
    pub wood_light: String,
}

impl Palette {
    /// Good defaults: red, blue and green are about 20 L* apart (blue darkest, green lightest),
    /// so the three factions differ in greyscale and to colour-blind eyes.
    pub fn sample() -> Palette {
        Palette {
            ink: "#2a1f14".into(),
            paper: "#f3ead5".into(),
            gules: "#c8302c".into(),
            azure: "#1d3a7e".into(),
            vert: "#74b04a".into(),
            gold: "#e2b13c".into(),
            argent: "#fbf8f0".into(),
            sable: "#1b1917".into(),
            sky: "#a9cbe4".into(),
            haze: "#d3e4ee".into(),
            cloud: "#f7f4ec".into(),
            sand: "#e0cfa6".into(),
            water: "#a7c4d6".into(),
            water_deep: "#8aa9bd".into(),
            rock: "#8d8272".into(),
            stone: "#e3dac6".into(),
            stone_shadow: "#aea28b".into(),
            roof: "#66707e".into(),
            roof_shadow: "#474f5b".into(),
            wood: "#4d6a3c".into(),
            wood_light: "#6b8a4f".into(),
        }
    }
}

/// Every picture by name, with where the cards use it.
pub fn drawn(p: &Palette) -> Vec<(String, Vec<u8>, &'static str)> {
    let (w, h) = SHIELD;
    let at = |id| Place { x: 0.0, y: 0.0, w, h, id };
    vec![
        ("normandy-arms".into(), document(w, h, shield::normandy(at("normandy"), p)), "the Normans"),
        ("brittany-arms".into(), document(w, h, shield::brittany(at("brittany"), p)), "the Bretons"),
        ("france-arms".into(), document(w, h, shield::france(at("france"), p)), "the mercenaries"),
        ("normans-symbol".into(), symbols::normans(&p.gules), "corners of the red (Norman) warriors"),
        ("bretons-symbol".into(), symbols::bretons(&p.azure), "corners of the blue (Breton) warriors"),
        ("mercenaries-symbol".into(), symbols::mercenaries(&p.vert), "corners of the green (mercenary) warriors"),
        ("mont-saint-michel".into(), document(mont::BACK.0, mont::BACK.1, mont::mont_saint_michel(p)), "the card backs"),
        // SCRATCH
        ("zz-leopard".into(), document(110.0, 80.0, svg::group().add(svg::rect(0.0, 0.0, 110.0, 80.0, &p.gules)).add(beasts::leopard(55.0, 40.0, 100.0, &p.gold, &p.ink, &p.azure))), "scratch"),
    ]
}
