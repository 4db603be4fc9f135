//! `out/manifest.json`: every file a build wrote (path, kind, game, language, sha256) and every
//! card (copies, front and back files). It is removed before a build replaces any file and
//! written last, so that whatever it lists has the content it says.

use super::{BuildError, Content, Produced};
use crate::game::CardEntry;
use crate::output;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::Path;

/// One file written, as the manifest lists it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct FileEntry {
    /// Relative to the output folder, with `/` separators.
    pub path: String,
    pub kind: String,
    pub game: String,
    pub language: String,
    pub sha256: String,
}

/// A card of one language's set, as the manifest lists it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct ManifestCard {
    pub game: String,
    pub language: String,
    pub id: String,
    pub copies: u32,
    pub front: String,
    pub back: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Manifest {
    /// The games it has files of.
    pub games: Vec<String>,
    pub files: Vec<FileEntry>,
    pub cards: Vec<ManifestCard>,
}

fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// The cards of one game in one language, their faces in `dir`.
pub(super) fn cards(game: &str, lang: &str, dir: &str, cards: &[CardEntry]) -> Vec<ManifestCard> {
    cards
        .iter()
        .map(|c| ManifestCard {
            game: game.to_string(),
            language: lang.to_string(),
            id: c.id.clone(),
            copies: c.copies,
            front: format!("{dir}/{}.svg", c.front),
            back: format!("{dir}/{}.svg", c.back),
        })
        .collect()
}

/// The manifest of the output folder, if there is a readable one.
pub(super) fn read(out: &Path) -> Option<Manifest> {
    let text = std::fs::read_to_string(out.join("manifest.json")).ok()?;
    serde_json::from_str(&text).ok()
}

/// Removes the manifest before files are replaced, and the temporary files an interrupted
/// build left behind.
pub(super) fn invalidate(out: &Path) -> Result<(), BuildError> {
    let path = out.join("manifest.json");
    match std::fs::remove_file(&path) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(source) => return Err(BuildError::Write { path: path.display().to_string(), source }),
    }
    output::remove_stale_temporaries(out);
    Ok(())
}

/// This build's files and cards, and those of `previous` that it did not replace.
pub(super) fn merge(previous: Option<Manifest>, files: Vec<FileEntry>, cards: Vec<ManifestCard>) -> Manifest {
    let mut by_path: BTreeMap<String, FileEntry> = BTreeMap::new();
    let mut by_card: BTreeMap<(String, String, String, String), ManifestCard> = BTreeMap::new();
    let key = |c: &ManifestCard| (c.game.clone(), c.language.clone(), c.front.clone(), c.id.clone());
    if let Some(p) = previous {
        // A card set rebuilt replaces the whole set of that game, language and folder.
        let rebuilt: Vec<(String, String)> = cards.iter().map(|c| (c.game.clone(), c.language.clone())).collect();
        for f in p.files {
            by_path.insert(f.path.clone(), f);
        }
        for c in p.cards.into_iter().filter(|c| !rebuilt.contains(&(c.game.clone(), c.language.clone()))) {
            by_card.insert(key(&c), c);
        }
    }
    for f in files {
        by_path.insert(f.path.clone(), f);
    }
    for c in cards {
        by_card.insert(key(&c), c);
    }
    let files: Vec<FileEntry> = by_path.into_values().collect();
    let mut games: Vec<String> = files.iter().map(|f| f.game.clone()).collect();
    games.sort();
    games.dedup();
    Manifest { games, files, cards: by_card.into_values().collect() }
}

/// Removes the card faces `before` lists in a cards folder that `written` wrote into again but
/// which this build did not write (a card renamed or removed from game.toml), when they are
/// still as the build left them (same hash): no stale face is left beside the new ones. Returns
/// the paths of the faces superseded, which the manifest no longer lists.
pub(super) fn remove_superseded_faces(out: &Path, before: &Manifest, written: &[FileEntry]) -> Vec<String> {
    let is_face = |f: &FileEntry| f.kind == "card-svg" || f.kind == "card-png";
    let folder = |path: &str| path.rsplit_once('/').map_or(String::new(), |(dir, _)| dir.to_string());
    let folders: std::collections::BTreeSet<String> =
        written.iter().filter(|f| is_face(f)).map(|f| folder(&f.path)).collect();
    let paths: std::collections::BTreeSet<&str> = written.iter().map(|f| f.path.as_str()).collect();
    let mut superseded = Vec::new();
    for f in before
        .files
        .iter()
        .filter(|f| is_face(f) && folders.contains(&folder(&f.path)) && !paths.contains(f.path.as_str()))
    {
        superseded.push(f.path.clone());
        let Ok(path) = output::inside(out, &f.path) else { continue };
        if std::fs::read(&path).is_ok_and(|bytes| sha256(&bytes) == f.sha256) {
            let _ = std::fs::remove_file(&path);
        }
    }
    superseded
}

/// Puts everything a build produced in place and lists it, with how many files it wrote: a file
/// kept in place, or made again as the output folder already holds it, is not written again.
pub fn write_produced(out: &Path, produced: &Produced) -> Result<(Vec<FileEntry>, usize), BuildError> {
    let mut files = Vec::new();
    let mut written = 0;
    for o in &produced.outputs {
        match &o.content {
            Content::Made(bytes) if !holds(out, &o.path, &o.sha256) => {
                write(out, &o.path, bytes)?;
                written += 1;
            }
            Content::Staged(tmp) => {
                let path = output::inside(out, &o.path).map_err(BuildError::Path)?;
                output::commit(tmp, &path)
                    .map_err(|source| BuildError::Write { path: path.display().to_string(), source })?;
                written += 1;
            }
            Content::Made(_) | Content::Kept | Content::Dropped => {}
        }
        files.push(FileEntry {
            path: o.path.clone(),
            kind: o.kind.clone(),
            game: o.game.clone(),
            language: o.language.clone(),
            sha256: o.sha256.clone(),
        });
    }
    Ok((files, written))
}

/// Whether the output folder holds `rel` as a regular file with this hash already.
pub(super) fn holds(out: &Path, rel: &str, sha: &str) -> bool {
    let Ok(path) = output::inside(out, rel) else { return false };
    std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_file())
        && std::fs::read(&path).is_ok_and(|bytes| sha256(&bytes) == sha)
}

/// Writes the manifest last: its presence says the build completed.
pub fn write_manifest(out: &Path, manifest: &Manifest) -> Result<(), BuildError> {
    let json = serde_json::to_string_pretty(manifest).expect("the manifest serializes");
    write(out, "manifest.json", json.as_bytes())
}

/// Writes one file below the output folder, atomically, into real folders only.
pub fn write(out: &Path, rel: &str, bytes: &[u8]) -> Result<(), BuildError> {
    let path = output::inside(out, rel).map_err(BuildError::Path)?;
    if let Some(dir) = Path::new(rel).parent() {
        output::make_folders(out, dir).map_err(BuildError::Path)?;
    }
    output::write_file(&path, bytes).map_err(|source| BuildError::Write { path: path.display().to_string(), source })
}
