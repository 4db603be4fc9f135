//! Drawing functions for card art, in millimetres, returning `svg` groups. Colours come from the
//! theme of game.toml through [`Palette`], so a designer can restyle without touching Rust.

pub mod castles;
pub mod heraldry;
mod masonry;

/// The colours art may use, each a CSS colour string from game.toml's `[theme.colours]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Outlines and text.
    pub ink: String,
    /// Card background.
    pub paper: String,
    /// Heraldic "or" (gold).
    pub gold: String,
    /// Heraldic "azure" (blue).
    pub azure: String,
    /// Heraldic "gules" (red).
    pub gules: String,
    /// Heraldic "argent" (silver, drawn white) and "sable" (black).
    pub argent: String,
    pub sable: String,
    /// Masonry, lit and shaded.
    pub stone: String,
    pub stone_shadow: String,
    /// Sky and ground behind a castle view.
    pub sky: String,
    pub grass: String,
    /// Colours of the two sides and of neutral things.
    pub english: String,
    pub french: String,
    pub neutral: String,
}

impl Palette {
    /// A palette for tests and previews (the real one comes from game.toml).
    pub fn sample() -> Palette {
        Palette {
            ink: "#2b1d0e".into(),
            paper: "#f4ecd8".into(),
            gold: "#d9a520".into(),
            azure: "#1f4e9c".into(),
            gules: "#b0202a".into(),
            argent: "#f7f5ef".into(),
            sable: "#1c1a19".into(),
            stone: "#c9c1b0".into(),
            stone_shadow: "#8a8170".into(),
            sky: "#dde7ee".into(),
            grass: "#8d9c5e".into(),
            english: "#9e1b24".into(),
            french: "#1d4690".into(),
            neutral: "#6b6b6b".into(),
        }
    }
}

pub use crate::render::raster::mm;

use super::GameDef;
use super::engine::Side;
use crate::content::art::DrawnArt;
use svg::Document;
use svg::node::element::path::Data;
use svg::node::element::{Group, Path};

/// A drawing as a standalone SVG picture `w` × `h` millimetres, drawn at the origin.
fn picture(w: f64, h: f64, body: Group) -> Vec<u8> {
    Document::new()
        .set("width", format!("{}mm", mm(w)))
        .set("height", format!("{}mm", mm(h)))
        .set("viewBox", format!("0 0 {} {}", mm(w), mm(h)))
        .add(body)
        .to_string()
        .into_bytes()
}

/// The proportions of the shields, of the charges and of the castle views, in millimetres: the
/// templates size the pictures, these only fix their shapes.
pub const SHIELD: (f64, f64) = (30.0, 36.0);
pub const VIEW: (f64, f64) = (55.0, 46.0);

/// The name of a hero's arms.
pub fn hero_arms(hero: &str) -> String {
    format!("{hero}-arms")
}

/// The name of a side's arms, and of its charge (the pips of its cards).
pub fn side_arms(side: Side) -> String {
    format!("{side}-arms")
}
pub fn side_charge(side: Side) -> &'static str {
    match side {
        Side::English => "lion",
        Side::French => "fleur-de-lis",
    }
}

/// The name of a castle view's picture.
pub fn view_art(view: &str) -> String {
    format!("view-{view}")
}

/// Every picture Guyenne's code draws, by name, in the theme's colours.
pub fn drawn(def: &GameDef, p: &Palette) -> Vec<DrawnArt> {
    use castles::{castle_view, control_arrow};
    use heraldry::*;
    let (sw, sh) = SHIELD;
    let mut out = Vec::new();
    let mut add = |name: String, svg: Vec<u8>, used: &str| out.push(DrawnArt { name, svg, used: used.to_string() });
    add(
        side_arms(Side::English),
        picture(sw, sh, english_arms(0.0, 0.0, sw, sh, p, "a")),
        "English backs and first-player face; the English side in the rulebook",
    );
    add(
        side_arms(Side::French),
        picture(sw, sh, french_arms(0.0, 0.0, sw, sh, p, "a")),
        "French backs and first-player face; the French side in the rulebook",
    );
    // The heroes this module can draw; another hero needs its picture in art/.
    for side in &def.sides {
        let arms = match side.hero.as_str() {
            "black-prince" => black_prince_arms(0.0, 0.0, sw, sh, p, "a"),
            "du-guesclin" => du_guesclin_arms(0.0, 0.0, sw, sh, p, "a"),
            _ => continue,
        };
        add(
            hero_arms(&side.hero),
            picture(sw, sh, arms),
            "the hero card of its side, and heroes in the rulebook's diagrams",
        );
    }
    add(
        "lion".into(),
        picture(14.0, 8.4, lion_passant_guardant(7.0, 4.2, 14.0, &p.gold, &p.ink)),
        "pips and corner charges of the English action cards",
    );
    add(
        "fleur-de-lis".into(),
        picture(11.0, 11.0, fleur_de_lis(5.5, 5.5, 11.0, &p.gold, &p.ink)),
        "pips and corner charges of the French action cards",
    );
    add("crown".into(), picture(7.0, 5.2, crown(3.5, 3.05, 7.0, p)), "corners of the hero cards");
    add("arrow".into(), picture(8.0, 16.0, control_arrow(4.0, 8.0, 16.0, p)), "the castle cards: who holds the castle");
    let mut views: Vec<&String> = def.castle_views.iter().collect();
    views.sort();
    views.dedup();
    for view in views {
        let (w, h) = VIEW;
        add(view_art(view), picture(w, h, castle_view(view, 0.0, 0.0, w, h, p, "a")), "the castle card that shows it");
    }
    out
}

/// A small open crown, the hero's mark in the corners, `w` wide, centred on (cx, cy).
fn crown(cx: f64, cy: f64, w: f64, p: &Palette) -> Group {
    let (x0, x1, top, base) = (cx - w / 2.0, cx + w / 2.0, cy - w * 0.35, cy + w * 0.3);
    let mid = cy - w * 0.05;
    let data = Data::new()
        .move_to((x0, base))
        .line_to((x0, top))
        .line_to((cx - w * 0.25, mid))
        .line_to((cx, top - w * 0.08))
        .line_to((cx + w * 0.25, mid))
        .line_to((x1, top))
        .line_to((x1, base))
        .close();
    Group::new().add(
        Path::new().set("d", data).set("fill", p.gold.as_str()).set("stroke", p.ink.as_str()).set("stroke-width", 0.25),
    )
}
