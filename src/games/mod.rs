//! The games scriptorium knows: one module per rules engine, and `plain` for games without one.
//! This is the only place that lists them; no game module imports another.

pub mod guyenne;
pub mod joute;
pub mod plain;
#[path = "rocher-des-ducs/mod.rs"]
pub mod rocher_des_ducs;

use crate::content::{PackSource, meta};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::{GameKind, LoadedGame};

/// Every kind of game, the engine-less one last.
pub fn kinds() -> [&'static dyn GameKind; 4] {
    [&guyenne::Guyenne, &rocher_des_ducs::RocherDesDucs, &joute::Joute, &plain::Plain]
}

/// The engines built into scriptorium, by the name game.toml gives them.
pub fn engines() -> Vec<&'static str> {
    kinds().iter().filter_map(|k| k.engine()).collect()
}

/// Reads the game `content/<id>/` of a pack with the kind its game.toml names.
pub fn load(pack: &PackSource, id: &str) -> Result<Box<dyn LoadedGame>, Diagnostics> {
    let file = pack.read(&format!("content/{id}/game.toml")).map_err(|d| Diagnostics(vec![*d]))?;
    let engine = meta::engine_of(&file.shown, &file.text)?;
    let name = engine.as_ref().map(|e| e.get_ref().as_str());
    let Some(kind) = kinds().into_iter().find(|k| k.engine() == name) else {
        let span = engine.as_ref().map_or(0..0, |e| e.span());
        let d =
            Diagnostic::at(&file.shown, &file.text, span, format!("no rules engine named {:?}", name.unwrap_or("")))
                .with_key("game.engine")
                .with_hint(format!(
                    "{}; remove `engine` for a game without one",
                    crate::diagnostic::listed("engines built into scriptorium", &engines())
                ));
        return Err(Diagnostics(vec![d]));
    };
    kind.load(pack, id, &file)
}
