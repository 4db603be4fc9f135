//! Rendering card faces, whatever drew them: standalone SVG (text as paths, no font needed) and
//! PNG files, with the fonts embedded in the binary.

pub mod fonts;
pub mod raster;
pub mod text;
