//! Writing output files. A file is written to a temporary file created exclusively beside it
//! (never through a symbolic link, never over a file that is there), then renamed over it: an
//! interrupted or failed run never leaves half a file, and an interrupted run's temporary files
//! are removed (by [`crate::interrupt`], or by the next run). Below an output folder, files are
//! written only into real folders, never through a symbolic link, and one writer at a time
//! ([`OutputLock`]). A log may also be streamed into a FIFO, a device or standard output.

use crate::interrupt;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
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
    write_through(path, true, write)
}

/// Writes `bytes` to `path` atomically but without waiting for the disk: for what a crash may
/// lose without harm (a cache, whose every entry is checked before it is used).
pub fn write_cache_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_through(path, false, |out| out.write_all(bytes))
}

fn write_through(
    path: &Path,
    sync: bool,
    write: impl FnOnce(&mut (dyn Write + Send)) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let tmp = temporary_beside(path, sync, write)?;
    commit(&tmp, path)
}

/// Writes `bytes` to a new temporary file beside `path`, on disk when this returns, for
/// [`commit`] to rename over `path` or [`discard`] to remove: a build stages each file as it is
/// made and puts them all in place only once everything succeeded.
pub fn stage(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    temporary_beside(path, true, |out| out.write_all(bytes))
}

/// A new temporary file beside `path`, written by `write` (and on disk, when `sync`), registered
/// for removal if the process is interrupted; removed if writing fails.
fn temporary_beside(
    path: &Path,
    sync: bool,
    write: impl FnOnce(&mut (dyn Write + Send)) -> std::io::Result<()>,
) -> std::io::Result<PathBuf> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().ok_or_else(|| std::io::Error::other(format!("{} is not a file", path.display())))?;
    let name = name.to_string_lossy();
    remove_stale(dir, Some(&name));
    let (tmp, file) = create_temporary(dir, &name)?;
    let result = (|| {
        let mut buffered = std::io::BufWriter::with_capacity(1 << 16, file);
        write(&mut buffered)?;
        let file = buffered.into_inner().map_err(|e| e.into_error())?;
        if sync {
            file.sync_all()?;
        }
        Ok(())
    })();
    match result {
        Ok(()) => Ok(tmp),
        Err(e) => {
            discard(&tmp);
            Err(e)
        }
    }
}

/// Puts a staged file in place.
pub fn commit(tmp: &Path, path: &Path) -> std::io::Result<()> {
    let result = std::fs::rename(tmp, path);
    if result.is_err() {
        let _ = std::fs::remove_file(tmp);
    }
    interrupt::unregister(tmp);
    result
}

/// Removes a staged file.
pub fn discard(tmp: &Path) {
    let _ = std::fs::remove_file(tmp);
    interrupt::unregister(tmp);
}

/// Removes `dir` and the folders below it when they hold nothing (but empty folders and the
/// output folder's lock): what a failed build made in an output folder that was not there.
pub fn remove_if_empty(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let path = e.path();
        match e.file_type() {
            Ok(t) if t.is_dir() => remove_if_empty(&path),
            Ok(t) if t.is_file() && e.file_name() == LOCK_FILE => {
                let _ = std::fs::remove_file(&path);
            }
            _ => {}
        }
    }
    let _ = std::fs::remove_dir(dir);
}

/// What marks a temporary file: `.<name>.tmp-<pid>-<random>`.
const TMP: &str = ".tmp-";

/// A new temporary file for `name` in `dir`, created exclusively (`O_EXCL`: a file or a
/// symbolic link already there makes it fail, and another name is tried) and registered for
/// removal if the process is interrupted.
fn create_temporary(dir: &Path, name: &str) -> std::io::Result<(PathBuf, File)> {
    let pid = std::process::id();
    let mut rng = fastrand::Rng::new();
    for _ in 0..64 {
        let tmp = dir.join(format!(".{name}{TMP}{pid}-{:08x}", rng.u32(..)));
        let created = interrupt::register(&tmp, || {
            OpenOptions::new().write(true).create_new(true).custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC).open(&tmp)
        });
        match created {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(format!("cannot create a temporary file in {}", dir.display())))
}

/// The process a temporary file's name says wrote it, if it is one of ours (for `name`, when
/// given).
fn temporary_owner(file: &str, name: Option<&str>) -> Option<u32> {
    let rest = file.strip_prefix('.')?;
    let at = rest.rfind(TMP)?;
    if name.is_some_and(|n| n != &rest[..at]) {
        return None;
    }
    let (pid, random) = rest[at + TMP.len()..].split_once('-')?;
    (random.len() == 8 && random.bytes().all(|b| b.is_ascii_hexdigit())).then_some(())?;
    pid.parse().ok()
}

/// Whether process `pid` is running.
fn alive(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else { return false };
    // SAFETY: signal 0 only asks whether the process exists; nothing is sent.
    unsafe { libc::kill(pid, 0) == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM) }
}

/// Removes, in `dir`, the temporary files of processes that are no longer running (a run
/// killed between writing a temporary file and renaming it): those for `name` only, or all of
/// them. Only regular files named as ours are touched.
fn remove_stale(dir: &Path, name: Option<&str>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let file = e.file_name().to_string_lossy().into_owned();
        if let Some(pid) = temporary_owner(&file, name)
            && e.file_type().is_ok_and(|t| t.is_file())
            && !alive(pid)
        {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// Removes, under `dir` and its real subfolders, the temporary files that interrupted runs
/// left.
pub fn remove_stale_temporaries(dir: &Path) {
    remove_stale(dir, None);
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        if e.file_type().is_ok_and(|t| t.is_dir()) {
            remove_stale_temporaries(&e.path());
        }
    }
}

/// Where a log goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Streamed {
    /// To a regular file, replaced atomically.
    File,
    /// Into a FIFO, a device or a socket that was there, as it was written.
    Special,
    /// To standard output (the path `-`).
    Stdout,
}

/// Writes through `write` to `path`: standard output for `-`; a FIFO, a device or a socket
/// that is there is written into as it comes (never replaced); anything else is written
/// atomically as by [`write_with`].
pub fn write_stream(
    path: &Path,
    write: impl FnOnce(&mut (dyn Write + Send)) -> std::io::Result<()>,
) -> std::io::Result<Streamed> {
    if path.as_os_str() == "-" {
        // `Stdout` (not its lock, which must stay on its thread) behind a buffer.
        let mut buffered = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout());
        write(&mut buffered)?;
        buffered.flush()?;
        return Ok(Streamed::Stdout);
    }
    let special = std::fs::metadata(path).is_ok_and(|m| {
        let t = m.file_type();
        t.is_fifo() || t.is_char_device() || t.is_block_device() || t.is_socket()
    });
    if special {
        let file = OpenOptions::new().write(true).custom_flags(libc::O_CLOEXEC).open(path)?;
        let mut buffered = std::io::BufWriter::with_capacity(1 << 16, file);
        write(&mut buffered)?;
        buffered.flush()?;
        return Ok(Streamed::Special);
    }
    write_with(path, write).map(|()| Streamed::File)
}

/// What a file that is not a regular file is, in words: "a FIFO", "a folder"…
pub fn describe_type(t: &std::fs::FileType) -> &'static str {
    if t.is_dir() {
        "a folder"
    } else if t.is_fifo() {
        "a FIFO"
    } else if t.is_socket() {
        "a socket"
    } else if t.is_char_device() || t.is_block_device() {
        "a device"
    } else if t.is_symlink() {
        "a symbolic link"
    } else {
        "a file"
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

/// The output folder, made if it is missing. It may itself be a symbolic link to a folder;
/// a link to nothing is refused with what it points at.
pub fn make_output_folder(out: &Path) -> Result<(), String> {
    if let Ok(meta) = std::fs::symlink_metadata(out)
        && meta.file_type().is_symlink()
        && std::fs::metadata(out).is_err()
    {
        let target = std::fs::read_link(out).map(|t| t.display().to_string()).unwrap_or_default();
        return Err(format!(
            "the output folder {} is a symbolic link to {target}, which does not exist: create that folder or choose \
             another --out",
            out.display()
        ));
    }
    std::fs::create_dir_all(out).map_err(|e| format!("cannot make the output folder {}: {e}", out.display()))?;
    if !out.is_dir() {
        return Err(format!("the output folder {} is not a folder", out.display()));
    }
    Ok(())
}

/// Makes the folders of `relative` (plain names) below `out`, each a real folder: a symbolic
/// link or a file in the way is refused, so that nothing is written outside `out` through it.
pub fn make_folders(out: &Path, relative: &Path) -> Result<(), String> {
    let mut at = out.to_path_buf();
    for c in relative.components() {
        let Component::Normal(part) = c else {
            return Err(format!("refusing to write {} outside the output folder", relative.display()));
        };
        at.push(part);
        match std::fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_dir() => {}
            Ok(m) if m.file_type().is_symlink() => {
                return Err(format!(
                    "{} is a symbolic link inside the output folder: scriptorium writes only into real folders \
                     there (remove the link, or give its target as --out)",
                    at.display()
                ));
            }
            Ok(_) => return Err(format!("{} is in the way of a folder of the output: remove it", at.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                match std::fs::create_dir(&at) {
                    Ok(()) => {}
                    // Another thread of this build made it meanwhile.
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && at.is_dir() && !is_link(&at) => {}
                    Err(e) => return Err(format!("cannot make the folder {}: {e}", at.display())),
                }
            }
            Err(e) => return Err(format!("cannot read {}: {e}", at.display())),
        }
    }
    Ok(())
}

fn is_link(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// The name of the lock file in an output folder.
pub const LOCK_FILE: &str = ".scriptorium.lock";

/// One writer at a time in an output folder: held while a build replaces files and its
/// manifest, released when dropped (or when the process ends, however it ends).
pub struct OutputLock(#[allow(dead_code)] File);

/// Takes the output folder's lock. If another process holds it, `waiting` is told its process
/// id (when it wrote one) and this one waits for it.
pub fn lock(out: &Path, waiting: impl FnOnce(Option<u32>)) -> std::io::Result<OutputLock> {
    use std::os::fd::AsRawFd;
    let path = out.join(LOCK_FILE);
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
        .open(&path)?;
    let fd = file.as_raw_fd();
    // SAFETY: flock on a descriptor this function owns.
    if unsafe { libc::flock(fd, libc::LOCK_EX | libc::LOCK_NB) } != 0 {
        let holder = std::fs::read_to_string(&path).ok().and_then(|s| s.trim().parse().ok());
        waiting(holder);
        // SAFETY: as above, now waiting for the lock.
        if unsafe { libc::flock(fd, libc::LOCK_EX) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    file.set_len(0)?;
    write!(file, "{}", std::process::id())?;
    Ok(OutputLock(file))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_temporary_name_says_its_process_and_target() {
        assert_eq!(temporary_owner(".g.jsonl.tmp-1234-0a1b2c3d", Some("g.jsonl")), Some(1234));
        assert_eq!(temporary_owner(".g.jsonl.tmp-1234-0a1b2c3d", None), Some(1234));
        assert_eq!(temporary_owner(".g.jsonl.tmp-1234-0a1b2c3d", Some("h.jsonl")), None);
        assert_eq!(temporary_owner(".g.jsonl.tmp-x-0a1b2c3d", None), None);
        assert_eq!(temporary_owner("g.jsonl", None), None);
        assert_eq!(temporary_owner(".notes.tmp-12", None), None);
    }
}
