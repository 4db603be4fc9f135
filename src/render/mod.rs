//! Pixels of card faces, whatever drew them: PNG files and contact sheets.

pub mod raster;
