//! `out/manifest.json`: every file a build wrote (path, kind, game, language, sha256) and every
//! card (copies, front and back files). It is removed before a build replaces any file and
//! written last, so that whatever it lists has the content it says.

use super::{BuildError, Content, Produced};
use crate::diagnostic::Diagnostic;
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

/// The manifest a build puts aside (under `OUT/.cache/`) while it replaces files: the entries of
/// a build interrupted meanwhile are taken from it, those whose file is still as listed.
const ASIDE: &str = ".cache/manifest-before.json";

/// The largest manifest read: a whole pack's lists a few thousand files in under a megabyte.
const MAX_MANIFEST: u64 = 64 << 20;

/// Refuses an output folder whose `manifest.json` is not a file (a FIFO would block the build
/// while it holds the folder's lock; a folder or a device cannot be replaced).
pub(super) fn check(out: &Path) -> Result<(), BuildError> {
    let path = out.join("manifest.json");
    match std::fs::symlink_metadata(&path) {
        Ok(m) if !m.file_type().is_file() && !m.file_type().is_symlink() => Err(BuildError::Path(format!(
            "{} is not a file but {}: a build replaces it with the list of the files it wrote\n  = hint: remove it",
            path.display(),
            output::describe_type(&m.file_type())
        ))),
        _ => Ok(()),
    }
}

/// The manifest of the output folder: the one in place, else (a build was interrupted while it
/// replaced files) the one it put aside, keeping only the entries whose file is still as listed.
/// A manifest that cannot be read is a warning naming it and why: the new one lists only what
/// this build makes.
pub(super) fn read(out: &Path) -> (Option<Manifest>, Option<Diagnostic>) {
    let path = out.join("manifest.json");
    let (path, aside) = if path.exists() { (path, false) } else { (out.join(ASIDE), true) };
    let text = match read_limited(&path) {
        Ok(Some(text)) => text,
        Ok(None) => return (None, None),
        Err(why) => return (None, Some(unread(&path, &why))),
    };
    let manifest: Manifest = match serde_json::from_str(&text) {
        Ok(m) => m,
        Err(e) => return (None, Some(unread(&path, &format!("not a manifest of scriptorium: {e}")))),
    };
    if !aside {
        return (Some(manifest), None);
    }
    // Only what the interrupted build left as listed.
    let intact = |f: &FileEntry| {
        output::inside(out, &f.path).ok().and_then(|p| std::fs::read(p).ok()).is_some_and(|b| sha256(&b) == f.sha256)
    };
    let files: Vec<FileEntry> = manifest.files.into_iter().filter(intact).collect();
    let listed = |path: &str| files.iter().any(|f| f.path == path);
    let cards = manifest.cards.into_iter().filter(|c| listed(&c.front) && listed(&c.back)).collect();
    (Some(Manifest { games: manifest.games, files, cards }), None)
}

/// The text of a file of at most [`MAX_MANIFEST`] bytes; `None` when there is none.
fn read_limited(path: &Path) -> Result<Option<String>, String> {
    use std::io::Read;
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    let mut bytes = Vec::new();
    file.take(MAX_MANIFEST + 1).read_to_end(&mut bytes).map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_MANIFEST {
        return Err(format!("over {} MB", MAX_MANIFEST >> 20));
    }
    String::from_utf8(bytes).map(Some).map_err(|_| "not UTF-8 text".to_string())
}

fn unread(path: &Path, why: &str) -> Diagnostic {
    let message =
        format!("{} cannot be read ({why}): the manifest this build writes lists only its own files", path.display());
    Diagnostic::at(&path.display().to_string(), "", 0..0, message)
        .with_hint("a full build (without --game, --lang or --only) lists every file again")
        .warning()
}

/// Puts the manifest aside before files are replaced (so that a build interrupted meanwhile
/// leaves no manifest claiming what may no longer be true, and the next build can still take the
/// entries it did not touch), and removes the temporary files an interrupted build left behind.
pub(super) fn invalidate(out: &Path) -> Result<(), BuildError> {
    let path = out.join("manifest.json");
    if path.is_file() {
        let aside = out.join(ASIDE);
        output::make_folders(out, Path::new(".cache")).map_err(BuildError::Path)?;
        std::fs::rename(&path, &aside)
            .map_err(|source| BuildError::Write { path: aside.display().to_string(), source })?;
    } else if let Err(source) = std::fs::remove_file(&path)
        && source.kind() != std::io::ErrorKind::NotFound
    {
        return Err(BuildError::Write { path: path.display().to_string(), source });
    }
    output::remove_stale_temporaries(out);
    Ok(())
}

/// Once the new manifest is written, the one put aside goes.
pub(super) fn drop_aside(out: &Path) {
    let _ = std::fs::remove_file(out.join(ASIDE));
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
