//! What a build made, remembered under `OUT/.cache/made/` so that the next build reuses the files
//! in place instead of making them again: for each document (and each language's set of faces) the
//! digest of everything it is made from (its Typst world with the program's identity, the options
//! that change it) and the files it gave, with their sha256, and the warnings met making them.
//!
//! A record is only a claim: a file is reused only when it is in the output folder with the hash
//! the record gives, so a record left by a crash, a file edited or removed by hand, or another
//! build's output costs a rebuild, never a wrong file. Records are written after the files they
//! name, each whole or not at all; `--no-cache` neither reads nor writes them.

use super::{CACHE, Output};
use crate::diagnostic::Diagnostic;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// The sha256 of `bytes`, in hexadecimal.
pub fn sha256(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The digest of the parts of a key, each length-prefixed so that no two lists of parts collide.
pub fn key(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    hex(&h.finalize())
}

/// A file a record names.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct KeptFile {
    pub path: String,
    pub kind: String,
    pub sha256: String,
    /// For a face's PNG: the digest of what it was rendered from (its SVG and the dpi), so that a
    /// face that looks the same in a changed set of faces is not rendered again.
    #[serde(default)]
    pub page: Option<String>,
}

/// What one document (or one language's faces) gave from inputs of digest `key`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    pub key: String,
    pub files: Vec<KeptFile>,
    pub warnings: Vec<Diagnostic>,
    /// For a rulebook: the copyfitting chosen, as `--save-copyfit` saves it.
    #[serde(default)]
    pub copyfit: Option<crate::content::copyfit::Saved>,
}

impl Record {
    /// The record of `outputs` (made or kept), made from inputs of digest `key`.
    pub fn of(key: String, outputs: &[Output], warnings: &[Diagnostic]) -> Record {
        let files = outputs
            .iter()
            .map(|o| KeptFile { path: o.path.clone(), kind: o.kind.to_string(), sha256: o.sha256.clone(), page: None })
            .collect();
        Record { key, files, warnings: warnings.to_vec(), copyfit: None }
    }
}

/// The records of one output folder.
pub struct Memo {
    out: PathBuf,
}

impl Memo {
    pub fn new(out: &Path) -> Memo {
        Memo { out: out.to_path_buf() }
    }

    fn dir(&self) -> PathBuf {
        self.out.join(CACHE).join("made")
    }

    /// The record file of `slot` (the path of the first file a document makes).
    fn file(&self, slot: &str) -> PathBuf {
        self.dir().join(format!("{}.json", slot.replace('/', "+")))
    }

    /// The last record of `slot`, whatever its key.
    pub fn previous(&self, slot: &str) -> Option<Record> {
        let bytes = read_regular(&self.file(slot))?;
        serde_json::from_slice(&bytes).ok()
    }

    /// The bytes of the output file `rel`, when it is a regular file with this hash.
    pub fn kept(&self, rel: &str, sha: &str) -> Option<Vec<u8>> {
        let path = crate::output::inside(&self.out, rel).ok()?;
        let bytes = read_regular(&path)?;
        (sha256(&bytes) == sha).then_some(bytes)
    }

    /// What `slot` gave from inputs of digest `key`, when every file it names is in place with its
    /// hash: the files (with their bytes, for those `keep_bytes` asks for) and the warnings.
    pub fn recall(
        &self,
        slot: &str,
        key: &str,
        keep_bytes: impl Fn(&KeptFile) -> bool,
    ) -> Option<(Record, Vec<Option<Vec<u8>>>)> {
        let record = self.previous(slot).filter(|r| r.key == key)?;
        let mut bytes = Vec::with_capacity(record.files.len());
        for f in &record.files {
            let b = self.kept(&f.path, &f.sha256)?;
            bytes.push(keep_bytes(f).then_some(b));
        }
        Some((record, bytes))
    }

    /// Files `record` under `slot`, whole or not at all; a failure only costs the next build a
    /// rebuild.
    pub fn remember(&self, slot: &str, record: &Record) {
        let dir = self.dir();
        if crate::output::make_folders(&self.out, Path::new(CACHE).join("made").as_path()).is_err() {
            return;
        }
        let json = serde_json::to_vec(record).expect("a record serializes");
        let _ = crate::output::write_cache_file(&dir.join(self.file(slot).file_name().expect("named")), &json);
    }
}

/// The bytes of a regular file (not a link, not a FIFO), if it is one.
fn read_regular(path: &Path) -> Option<Vec<u8>> {
    let meta = std::fs::symlink_metadata(path).ok()?;
    meta.file_type().is_file().then(|| std::fs::read(path).ok()).flatten()
}
