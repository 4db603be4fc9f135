//! The binary's allocator: the system's, except that one request above [`LIMIT`], or a request
//! that would take a document being typeset over its memory budget
//! ([`scriptorium::typeset::memory`]), stops the process with an error instead of letting the
//! machine run out of memory. Only a runaway template asks for that much (a string repeated a
//! billion times, a loop building a huge array): scriptorium's own largest buffer is a few
//! hundred megabytes. Nothing has been written when templates run, so stopping is safe.

use std::alloc::{GlobalAlloc, Layout, System};

/// 8 GiB.
const LIMIT: usize = 8 << 30;

pub struct Guarded;

/// Writes `parts` to standard error and ends the process, allocating nothing.
fn stop(parts: &[&[u8]]) -> ! {
    for p in parts {
        // SAFETY: writing a borrowed buffer to the standard error descriptor allocates nothing.
        unsafe {
            libc::write(2, p.as_ptr().cast(), p.len());
        }
    }
    // SAFETY: ending the process at once; nothing is half-written (see the module's comment).
    unsafe { libc::_exit(1) }
}

/// The request of `size` bytes may go on, or the process stops with the template it comes from.
#[inline]
fn charge(size: usize) {
    if let Err(shown) = scriptorium::typeset::memory::charge(size) {
        stop(&[
            b"error: Typst: ",
            shown,
            b" used more memory than a document may while it is typeset\n  --> ",
            shown,
            b"\n  = hint: look for a value that grows without bound (a loop building a huge array or string); \
raise the limit with --memory-limit if the document is simply large\nnothing was written\n",
        ]);
    }
}

fn refuse() -> ! {
    const MESSAGE: &[u8] = b"error: a template asked for more than 8 GB of memory at once (a value that grows without \
bound, such as a string repeated billions of times); nothing was written\n";
    // SAFETY: writing a static buffer to the standard error descriptor allocates nothing.
    unsafe {
        libc::write(2, MESSAGE.as_ptr().cast(), MESSAGE.len());
        libc::_exit(1)
    }
}

// SAFETY: every call is forwarded to the system allocator unchanged, or the process ends.
unsafe impl GlobalAlloc for Guarded {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() > LIMIT {
            refuse();
        }
        charge(layout.size());
        // SAFETY: the caller's layout is forwarded as it is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.size() > LIMIT {
            refuse();
        }
        charge(layout.size());
        // SAFETY: as in `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        scriptorium::typeset::memory::refund(layout.size());
        // SAFETY: `ptr` came from this allocator with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > LIMIT {
            refuse();
        }
        if new_size > layout.size() {
            charge(new_size - layout.size());
        } else {
            scriptorium::typeset::memory::refund(layout.size() - new_size);
        }
        // SAFETY: as in `dealloc`, with the caller's new size.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}
