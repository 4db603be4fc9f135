//! Pixels and pictures, whatever game drew them: PNG files and contact sheets, and the little SVG
//! writer that games' drawn art is built with.

pub mod draw;
pub mod raster;
