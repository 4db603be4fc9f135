//! The fonts cards are set in: embedded in the binary (typst-assets), never the system's, so that
//! every machine renders the same pixels.

use resvg::usvg::fontdb::Database;
use std::sync::{Arc, LazyLock};

static FONTS: LazyLock<Arc<Database>> = LazyLock::new(|| {
    let mut db = Database::new();
    for data in typst_assets::fonts() {
        db.load_font_data(data.to_vec());
    }
    db.set_serif_family("Libertinus Serif");
    Arc::new(db)
});

/// The font families embedded in the binary (typst-assets), for messages that name them.
pub const FAMILIES: [&str; 3] = ["Libertinus Serif", "New Computer Modern", "DejaVu Sans Mono"];

/// The font database, loaded once and shared.
pub fn database() -> Arc<Database> {
    FONTS.clone()
}

/// Whether a family is among the embedded fonts (for a helpful error on a theme's `font`).
pub fn has_family(family: &str) -> bool {
    FONTS.faces().any(|face| face.families.iter().any(|(name, _)| name == family))
}
