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
