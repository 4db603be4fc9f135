//! Writing output files: always through a temporary file and a rename, so that an interrupted or
//! failed run never leaves half a file, and only below the output folder.

use std::io::Write;
use std::path::{Component, Path, PathBuf};

/// Writes `bytes` to `path` atomically (temporary file in the same folder, then rename).
pub fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_with(path, |out| out.write_all(bytes))
}

/// Writes a file through `write`, atomically.
pub fn write_with(
    path: &Path,
    write: impl FnOnce(&mut (dyn Write + Send)) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().ok_or_else(|| std::io::Error::other(format!("{} is not a file", path.display())))?;
    // The process and a counter: two threads writing the same name never share a temporary.
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".{}{TMP}{}-{n}", name.to_string_lossy(), std::process::id()));
    let result = (|| {
        let file = std::fs::File::create(&tmp)?;
        let mut buffered = std::io::BufWriter::with_capacity(1 << 16, file);
        write(&mut buffered)?;
        buffered.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// What marks a temporary file: `.<name>.tmp-<pid>-<n>`.
const TMP: &str = ".tmp-";

/// Removes, under `dir`, the temporary files that an interrupted run left (a build killed
/// between writing a temporary file and renaming it). Only names of our own pattern are touched.
pub fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Ok(kind) = e.file_type() else { continue };
        if kind.is_dir() {
            remove_stale_temporaries(&e.path());
        } else if kind.is_file() && name.starts_with('.') && name.contains(TMP) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// `out` joined with a relative path made only of plain names: no `..`, no root, no prefix.
/// Content ids are validated as plain names already; this is the last guard.
pub fn inside(out: &Path, relative: &str) -> Result<PathBuf, String> {
    let rel = Path::new(relative);
    if rel.components().all(|c| matches!(c, Component::Normal(_))) {
        Ok(out.join(rel))
    } else {
        Err(format!("refusing to write {relative:?} outside the output folder"))
    }
}
