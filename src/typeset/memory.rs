//! The memory a template may use while one document is typeset. A template can build a value
//! that grows without bound (`range(1000000000).map(..)`): Typst cannot be interrupted, so the
//! binary's allocator asks [`charge`] before each request made by a thread that is typesetting,
//! and stops the process with an error naming the template when the document's budget is spent
//! (nothing has been written then: outputs are staged in temporary files, put in place only after
//! every document is made; those of a process stopped this way are removed by the next run).
//!
//! The budget is per thread (the thread that compiles the document evaluates its template) and
//! counts the bytes it holds: what it frees is given back.

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The bytes one document may hold while it is typeset; 0 for no limit.
static LIMIT: AtomicUsize = AtomicUsize::new(0);

/// The default limit of the command line, in gigabytes.
pub const DEFAULT_GB: u64 = 2;

thread_local! {
    /// Bytes this thread may still take for the document it typesets; `usize::MAX` when it
    /// typesets nothing.
    static LEFT: Cell<usize> = const { Cell::new(usize::MAX) };
    /// The template being typeset, for the error (pointer and length of a string that lives as
    /// long as the budget).
    static SHOWN: Cell<(*const u8, usize)> = const { Cell::new((std::ptr::null(), 0)) };
}

/// Bounds the memory of every later compilation, in bytes (0: no bound).
pub fn set_limit(bytes: usize) {
    LIMIT.store(bytes, Ordering::Relaxed);
}

/// The limit in bytes (0: none).
pub fn limit() -> usize {
    LIMIT.load(Ordering::Relaxed)
}

/// The budget of the document this thread typesets, given back when dropped.
pub(crate) struct Budget {
    _shown: Box<str>,
}

impl Budget {
    pub(crate) fn start(shown: &str) -> Budget {
        let shown: Box<str> = shown.into();
        let limit = limit();
        if limit > 0 {
            SHOWN.with(|s| s.set((shown.as_ptr(), shown.len())));
            LEFT.with(|l| l.set(limit));
        }
        Budget { _shown: shown }
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        LEFT.with(|l| l.set(usize::MAX));
        SHOWN.with(|s| s.set((std::ptr::null(), 0)));
    }
}

/// Called by the allocator for a request of `size` bytes on this thread: `Ok` when it may go
/// on, or the template whose budget it would exceed (as bytes, for an error message written
/// without allocating).
#[inline]
pub fn charge(size: usize) -> Result<(), &'static [u8]> {
    LEFT.try_with(|left| {
        let l = left.get();
        if l == usize::MAX {
            return Ok(());
        }
        if size > l {
            let (ptr, len) = SHOWN.try_with(|s| s.get()).unwrap_or((std::ptr::null(), 0));
            if ptr.is_null() {
                return Err(&b"a template"[..]);
            }
            // SAFETY: the string lives in the `Budget` of this thread, which is not dropped
            // while this thread allocates inside its compilation.
            return Err(unsafe { std::slice::from_raw_parts(ptr, len) });
        }
        left.set(l - size);
        Ok(())
    })
    .unwrap_or(Ok(()))
}

/// Called by the allocator when this thread frees `size` bytes.
#[inline]
pub fn refund(size: usize) {
    let _ = LEFT.try_with(|left| {
        let l = left.get();
        if l != usize::MAX {
            left.set(l.saturating_add(size).min(limit()));
        }
    });
}
