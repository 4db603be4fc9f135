//! Drawn art of Joute: a picture for each kind of card (the knight's equipment and commitments,
//! the mishaps of Adversity), the cards' back, the special spaces' signs, each knight's figure and
//! arms for pawns and markers, and the lists for the board's centre. Every picture is a
//! standalone SVG document (width and height in millimetres, a viewBox in millimetres), drawn by
//! code in the colours of a [`Palette`]: no bitmaps, no text.
//!
//! | name | size (mm) |
//! |---|---|
//! | `card-ID` for each card id of game.toml that has a drawing | 50 × 40 ([`PICTURE`]) |
//! | `space-ID` for each special space id that has a drawing | 24 × 24 ([`SIGN`]) |
//! | `back` | 69 × 94 ([`BACK`]: a card with its bleed) |
//! | `knight-1` … `knight-4` | 30 × 40 ([`FIGURE`]) |
//! | `arms-1` … `arms-4` | 20 × 24 ([`ARMS`]) |
//! | `lists` | 120 × 60 ([`LISTS`]) |
//!
//! A card or space of game.toml without a drawing here needs the designer's picture
//! (`content/joute/art/card-ID.svg`): the build says so.

/// The colours the pictures use, each a CSS colour string (`#rrggbb`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Outlines.
    pub ink: String,
    /// The card's ground.
    pub paper: String,
    pub gold: String,
    pub argent: String,
    pub sable: String,
    /// Armour and blades; wood of lances and shafts; leather of straps, saddles and gloves;
    /// skin; storm clouds and smoke.
    pub steel: String,
    pub wood: String,
    pub leather: String,
    pub flesh: String,
    pub cloud: String,
    /// Grass of the lists, and sand of the tilt yard.
    pub field: String,
    pub sand: String,
    /// The frames of Acquired cards (blue) and Adversity cards (red), for accents.
    pub acquired: String,
    pub adversity: String,
    /// The four knights' colours (pawns, markers, arms); they differ in lightness too.
    pub knights: [String; 4],
}

impl Palette {
    /// The palette of colours named as game.toml's `[theme.colours]` names them.
    pub fn from_colours(colour: impl Fn(&str) -> String) -> Palette {
        Palette {
            ink: colour("ink"),
            paper: colour("paper"),
            gold: colour("gold"),
            argent: colour("argent"),
            sable: colour("sable"),
            steel: colour("steel"),
            wood: colour("wood"),
            leather: colour("leather"),
            flesh: colour("flesh"),
            cloud: colour("cloud"),
            field: colour("field"),
            sand: colour("sand"),
            acquired: colour("acquired"),
            adversity: colour("adversity"),
            knights: [colour("knight-1"), colour("knight-2"), colour("knight-3"), colour("knight-4")],
        }
    }

    /// The colours of game.toml's defaults.
    pub fn sample() -> Palette {
        Palette::from_colours(|name| {
            super::definition::COLOURS.iter().find(|(n, _)| *n == name).expect("a default colour").1.to_string()
        })
    }
}

/// A card's picture.
pub const PICTURE: (f64, f64) = (50.0, 40.0);
/// A special space's sign.
pub const SIGN: (f64, f64) = (24.0, 24.0);
/// The cards' back, bleed included.
pub const BACK: (f64, f64) = (69.0, 94.0);
/// A knight on his horse, for a pawn.
pub const FIGURE: (f64, f64) = (30.0, 40.0);
/// A knight's shield, for a marker.
pub const ARMS: (f64, f64) = (20.0, 24.0);
/// The lists, for the board's centre.
pub const LISTS: (f64, f64) = (120.0, 60.0);

mod equipment;
mod knights;
mod mishaps;
mod signs;
mod tourney;

use crate::render::draw::{Tag, document};

/// Every picture this module draws, as (name, standalone SVG, where it is used).
pub fn drawn(p: &Palette) -> Vec<(String, Vec<u8>, &'static str)> {
    let mut out = Vec::new();
    let mut add = |name: String, (w, h): (f64, f64), tag: Tag, used: &'static str| {
        out.push((name, document(w, h, tag), used));
    };
    for id in equipment::EQUIPMENT {
        add(format!("card-{id}"), PICTURE, equipment::equipment(id, p).expect("drawn"), "the Acquired card's face");
    }
    for id in mishaps::MISHAPS {
        add(format!("card-{id}"), PICTURE, mishaps::mishap(id, p).expect("drawn"), "the Adversity card's face");
    }
    for id in signs::SIGNS {
        add(
            format!("space-{id}"),
            SIGN,
            signs::sign(id, p).expect("drawn"),
            "the board's special space, the summary card",
        );
    }
    add("back".into(), BACK, tourney::back(p), "the back of every card");
    for i in 0..4 {
        add(format!("knight-{}", i + 1), FIGURE, tourney::knight(p, i), "the knight's pawn (tokens sheet)");
        add(format!("arms-{}", i + 1), ARMS, tourney::arms(p, i), "the knight's marker (tokens sheet)");
    }
    add("lists".into(), LISTS, tourney::lists(p), "the board's centre");
    out
}
