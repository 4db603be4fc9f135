//! Rendering: card art and faces as SVG, then standalone SVG and PNG files.
//!
//! Architecture invariant: rendering reads the game definition and the texts, never the engine's
//! internals beyond its public vocabulary (sides, cards).

pub mod art;
pub mod cards;
pub mod fonts;
pub mod raster;
pub mod text;
