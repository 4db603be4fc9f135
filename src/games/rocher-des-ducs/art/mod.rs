//! Drawn art of Le rocher des ducs: the arms of Normandy, Brittany and France, the factions'
//! symbols for the corners of the warrior cards, Mont Saint-Michel for the backs and the heroes'
//! emblems. Every picture is a standalone SVG document (width and height in millimetres, a
//! viewBox in millimetres), drawn by code in the colours of a [`Palette`]: no bitmaps, no text.
//!
//! | name | size (mm) |
//! |---|---|
//! | `normandy-arms`, `brittany-arms`, `france-arms` | 32 × 38 ([`SHIELD`]) |
//! | `normans-symbol`, `bretons-symbol`, `mercenaries-symbol` | 5 × 5 ([`MARK`]) |
//! | `mont-saint-michel` | 63 × 88 ([`BACK`]) |
//! | `richard`, `hoel`, `mainard`, `nordoard`, `hugues`, `lothaire`, `aubert`, `gabriel` | 64 × 40 ([`EMBLEM`]) |

mod beasts;
mod charges;
mod heroes;
mod mont;
mod regalia;
mod shield;
mod symbols;

pub use self::heroes::{EMBLEM, HEROES};
pub use self::mont::BACK;
pub use self::shield::SHIELD;
pub use self::symbols::MARK;

use self::shield::Place;
use crate::render::draw::{self, document};

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
            haze: "#b9d5e9".into(),
            cloud: "#f7f4ec".into(),
            sand: "#e0cfa6".into(),
            water: "#a7c4d6".into(),
            water_deep: "#91b0c4".into(),
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

/// The Normans' symbol, a leopard, in `colour`: [`MARK`] square.
pub fn normans_symbol(colour: &str) -> Vec<u8> {
    symbols::normans(colour)
}

/// The Bretons' symbol, an ermine spot, in `colour`: [`MARK`] square.
pub fn bretons_symbol(colour: &str) -> Vec<u8> {
    symbols::bretons(colour)
}

/// The mercenaries' symbol, a fleur-de-lis, in `colour`: [`MARK`] square.
pub fn mercenaries_symbol(colour: &str) -> Vec<u8> {
    symbols::mercenaries(colour)
}

/// The emblem of the hero `id` (one of [`HEROES`]), [`EMBLEM`] in size, or `None` for another id.
pub fn hero_emblem(id: &str, p: &Palette) -> Option<Vec<u8>> {
    heroes::emblem(id, p)
}

/// Every picture by name, with where the game uses it; the symbols in the factions' colours.
pub fn drawn(p: &Palette) -> Vec<(String, Vec<u8>, &'static str)> {
    let (w, h) = SHIELD;
    let arms = |id, draw: fn(Place, &Palette) -> draw::Tag| document(w, h, draw(Place { x: 0.0, y: 0.0, w, h, id }, p));
    let mut out = vec![
        (
            "normandy-arms".to_string(),
            arms("normandy", shield::normandy),
            "the Normans: their backs, pile and side of the line",
        ),
        (
            "brittany-arms".to_string(),
            arms("brittany", shield::brittany),
            "the Bretons: their backs, pile and side of the line",
        ),
        ("france-arms".to_string(), arms("france", shield::france), "the King of France's mercenaries: their pile"),
        ("normans-symbol".to_string(), normans_symbol(&p.gules), "corners of the red warriors (Normans)"),
        ("bretons-symbol".to_string(), bretons_symbol(&p.azure), "corners of the blue warriors (Bretons)"),
        ("mercenaries-symbol".to_string(), mercenaries_symbol(&p.vert), "corners of the green warriors (mercenaries)"),
        ("mont-saint-michel".to_string(), document(BACK.0, BACK.1, mont::mont_saint_michel(p)), "the card backs"),
    ];
    for id in HEROES {
        if let Some(svg) = hero_emblem(id, p) {
            out.push((id.to_string(), svg, "the hero's card"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An element's name and attributes.
    type Element = (String, Vec<(String, String)>);

    /// The elements of an XML document, checked for balance and quoting: (name, attributes) of
    /// each start tag in order. Enough to catch what a string-built SVG can get wrong.
    fn elements(doc: &str) -> Result<Vec<Element>, String> {
        let mut open: Vec<String> = Vec::new();
        let mut seen = Vec::new();
        let mut rest = doc;
        while let Some(lt) = rest.find('<') {
            if !rest[..lt].trim().is_empty() {
                return Err(format!("text outside tags: {:?}", &rest[..lt]));
            }
            let gt = rest[lt..].find('>').ok_or("unclosed tag")? + lt;
            let inner = &rest[lt + 1..gt];
            rest = &rest[gt + 1..];
            if let Some(name) = inner.strip_prefix('/') {
                match open.pop() {
                    Some(top) if top == name => continue,
                    top => return Err(format!("</{name}> closes {top:?}")),
                }
            }
            let empty = inner.ends_with('/');
            let inner = inner.trim_end_matches('/');
            let (name, mut attrs) = inner.split_once(' ').unwrap_or((inner, ""));
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(format!("bad element name {name:?}"));
            }
            let mut pairs = Vec::new();
            while !attrs.trim().is_empty() {
                let (key, after) = attrs.trim_start().split_once("=\"").ok_or(format!("bad attribute in <{name}>"))?;
                let (value, after) = after.split_once('"').ok_or("unterminated attribute")?;
                if key.is_empty() || value.contains(['<', '>', '&']) {
                    return Err(format!("bad attribute {key}={value:?}"));
                }
                pairs.push((key.to_string(), value.to_string()));
                attrs = after;
            }
            if !empty {
                open.push(name.to_string());
            }
            seen.push((name.to_string(), pairs));
        }
        if !rest.trim().is_empty() || !open.is_empty() {
            return Err(format!("unclosed elements {open:?}"));
        }
        Ok(seen)
    }

    #[test]
    fn every_picture_is_a_well_formed_standalone_svg_in_millimetres() {
        let p = Palette::sample();
        let pictures = drawn(&p);
        let names: Vec<&str> = pictures.iter().map(|(n, _, _)| n.as_str()).collect();
        let mut expected = vec![
            "normandy-arms",
            "brittany-arms",
            "france-arms",
            "normans-symbol",
            "bretons-symbol",
            "mercenaries-symbol",
            "mont-saint-michel",
        ];
        expected.extend(HEROES);
        assert_eq!(names, expected);
        for (name, svg, _) in &pictures {
            let text = std::str::from_utf8(svg).expect("UTF-8");
            let els = elements(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            let (root, attrs) = &els[0];
            assert_eq!(root, "svg", "{name}");
            let get = |k: &str| attrs.iter().find(|(key, _)| key == k).map(|(_, v)| v.as_str());
            let (w, h) = (get("width").expect("width"), get("height").expect("height"));
            assert!(w.ends_with("mm") && h.ends_with("mm"), "{name}: {w} × {h}");
            assert_eq!(get("viewBox"), Some(format!("0 0 {} {}", &w[..w.len() - 2], &h[..h.len() - 2]).as_str()));
            // Drawn by code only: no text, fonts or embedded pictures; numbers all finite.
            for (el, _) in &els {
                assert!(!["text", "image", "font", "style", "script"].contains(&el.as_str()), "{name}: <{el}>");
            }
            assert!(!text.contains("NaN") && !text.contains("inf"), "{name}");
            // Every reference is to an id of the same document, and ids are unique.
            let ids: Vec<&str> =
                els.iter().flat_map(|(_, a)| a.iter()).filter(|(k, _)| k == "id").map(|(_, v)| v.as_str()).collect();
            let mut unique = ids.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), ids.len(), "{name}: duplicate ids");
            for part in text.split("url(#").skip(1) {
                let id = &part[..part.find(')').expect("closed url()")];
                assert!(ids.contains(&id), "{name}: url(#{id}) has no target");
            }
        }
    }

    #[test]
    fn pictures_are_deterministic() {
        let p = Palette::sample();
        assert_eq!(drawn(&p), drawn(&p.clone()));
    }

    #[test]
    fn symbols_take_their_colour_from_the_caller() {
        for draw in [normans_symbol, bretons_symbol, mercenaries_symbol] {
            let svg = String::from_utf8(draw("#123456")).expect("UTF-8");
            assert!(svg.contains("fill=\"#123456\""));
            let fills: Vec<&str> = svg.split("fill=\"").skip(1).map(|f| &f[..f.find('"').unwrap()]).collect();
            assert!(fills.iter().all(|&f| f == "#123456"), "one colour only: {fills:?}");
        }
    }

    #[test]
    fn faction_colours_differ_in_lightness() {
        // CIE L* of an sRGB colour: the factions must stay apart in greyscale too.
        let lightness = |hex: &str| {
            let ch = |i: usize| {
                let c = u8::from_str_radix(&hex[i..i + 2], 16).expect("hex") as f64 / 255.0;
                if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
            };
            let y = 0.2126 * ch(1) + 0.7152 * ch(3) + 0.0722 * ch(5);
            if y > 0.008856 { 116.0 * y.cbrt() - 16.0 } else { 903.3 * y }
        };
        let p = Palette::sample();
        let mut ls = [lightness(&p.azure), lightness(&p.gules), lightness(&p.vert)];
        ls.sort_by(f64::total_cmp);
        assert!(ls[1] - ls[0] >= 15.0 && ls[2] - ls[1] >= 15.0, "{ls:?}");
    }

    #[test]
    fn numbers_print_stably() {
        assert_eq!(draw::num(-0.0001), "0");
        assert_eq!(draw::num(1.5), "1.5");
        assert_eq!(draw::num(2.0), "2");
        assert_eq!(draw::num(1.0 / 3.0), "0.333");
    }
}
