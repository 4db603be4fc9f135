//! Ctrl-C and termination (SIGINT, SIGTERM, SIGHUP): the temporary files being written are
//! removed before the process ends, so that an interrupted run leaves nothing behind; a long
//! simulation may instead stop at the next block of games and report what it played.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

/// The temporary files being written, removed if the process is interrupted.
static TEMPORARIES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A stop was asked for (the first Ctrl-C of a command that stops gracefully).
static STOP: AtomicBool = AtomicBool::new(false);

/// How the process answers an interruption: 0 not installed, 1 at once, 2 gracefully.
static MODE: AtomicU8 = AtomicU8::new(0);

/// What an interruption does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnInterrupt {
    /// Remove the temporary files and end the process (exit status 130).
    Exit,
    /// Ask the work in progress to stop ([`stop_requested`]); a second interruption exits.
    Stop,
}

/// Installs the handler (once per process; a later call only changes the mode).
pub fn install(mode: OnInterrupt) {
    let first = MODE.swap(if mode == OnInterrupt::Exit { 1 } else { 2 }, Ordering::SeqCst) == 0;
    if first {
        // If the handler cannot be installed, an interruption ends the process the usual way:
        // the temporary files it leaves are removed by the next run.
        let _ = ctrlc::set_handler(|| {
            if MODE.load(Ordering::SeqCst) == 2 && !STOP.swap(true, Ordering::SeqCst) {
                eprintln!("\nstopping after the games in progress (Ctrl-C again to stop at once)");
                return;
            }
            remove_temporaries();
            eprintln!("\ninterrupted: no file was left half-written");
            std::process::exit(130);
        });
    }
}

/// Whether a graceful stop was asked for.
pub fn stop_requested() -> bool {
    STOP.load(Ordering::Relaxed)
}

/// Runs `create` (which makes the temporary file `path`) with the file registered, so that an
/// interruption cannot fall between its creation and its registration.
pub(crate) fn register<T>(path: &Path, create: impl FnOnce() -> std::io::Result<T>) -> std::io::Result<T> {
    let mut list = TEMPORARIES.lock().unwrap_or_else(|e| e.into_inner());
    let made = create()?;
    list.push(path.to_path_buf());
    Ok(made)
}

/// The temporary file `path` was renamed or removed.
pub(crate) fn unregister(path: &Path) {
    let mut list = TEMPORARIES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(i) = list.iter().position(|p| p == path) {
        list.swap_remove(i);
    }
}

/// Removes the temporary files being written (a build's staged files among them): the process is
/// about to end.
pub(crate) fn remove_temporaries() {
    let list = TEMPORARIES.lock().unwrap_or_else(|e| e.into_inner());
    for path in list.iter() {
        let _ = std::fs::remove_file(path);
    }
}
