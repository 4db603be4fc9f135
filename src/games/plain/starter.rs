//! `scriptorium new <id>`: a new game without an engine, written into a pack with a few sample
//! cards, its English texts, a card-face and a rulebook template, every file commented for a
//! designer.

use crate::diagnostic::Diagnostic;
use std::path::{Path, PathBuf};

/// The files of a new game, with `__ID__` and `__NAME__` to fill in: (path in the pack, text).
const FILES: [(&str, &str); 5] = [
    ("content/__ID__/game.toml", include_str!("starter/game.toml")),
    ("content/__ID__/examples.toml", include_str!("starter/examples.toml")),
    ("locales/en/__ID__.ftl", include_str!("starter/en.ftl")),
    ("templates/__ID__/faces.typ", include_str!("starter/faces.typ")),
    ("templates/__ID__/rulebook.typ", include_str!("starter/rulebook.typ")),
];

/// The print sheets, the face helpers and the booklet every game shares, for a pack that has
/// none yet.
const COMMON: [(&str, &str); 3] = [
    ("templates/common/sheets.typ", include_str!("../../../templates/common/sheets.typ")),
    ("templates/common/cards.typ", include_str!("../../../templates/common/cards.typ")),
    ("templates/common/booklet.typ", include_str!("../../../templates/common/booklet.typ")),
];

/// "my-game" as a title: "My Game".
fn title(id: &str) -> String {
    id.split('-')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Writes a new game `id` into the pack at `root` (created if needed); returns the files
/// written, relative to `root`. Refuses an id that is not a plain name or a game that exists.
pub fn scaffold(root: &Path, id: &str) -> Result<Vec<PathBuf>, Box<Diagnostic>> {
    let refuse = |message: String, hint: &str| {
        Box::new(Diagnostic::at(&root.display().to_string(), "", 0..0, message).with_hint(hint))
    };
    if !crate::content::is_plain_name(id) {
        return Err(refuse(
            format!("{id:?} is not a game id"),
            "use lowercase letters, digits and dashes, e.g. \"my-game\"",
        ));
    }
    if root.join("content").join(id).exists() {
        return Err(refuse(
            format!("the pack already has a game {id:?} (content/{id}/)"),
            "choose another id, or remove that folder first",
        ));
    }
    let name = title(id);
    let mut files: Vec<(String, String)> = FILES
        .iter()
        .map(|(p, t)| (p.replace("__ID__", id), t.replace("__ID__", id).replace("__NAME__", &name)))
        .collect();
    for (rel, text) in COMMON {
        if !root.join(rel).exists() {
            files.push((rel.to_string(), text.to_string()));
        }
    }
    let mut written = Vec::new();
    for (rel, text) in files {
        let path = root.join(&rel);
        if path.exists() {
            return Err(refuse(format!("{rel} exists already"), "remove it, or choose another id"));
        }
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| {
                refuse(format!("cannot create {}: {e}", dir.display()), "check the folder's permissions")
            })?;
        }
        crate::output::write_file(&path, text.as_bytes())
            .map_err(|e| refuse(format!("cannot write {rel}: {e}"), "check the folder's permissions"))?;
        written.push(PathBuf::from(rel));
    }
    Ok(written)
}
