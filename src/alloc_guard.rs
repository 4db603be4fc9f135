//! The binary's allocator: the system's, except that one request above [`LIMIT`] stops the
//! process with an error instead of aborting it. Only a runaway template asks for that much (a
//! string repeated a billion times, say): scriptorium's own largest buffer is a few hundred
//! megabytes. Nothing has been written when templates run, so stopping is safe.

use std::alloc::{GlobalAlloc, Layout, System};

/// 8 GiB.
const LIMIT: usize = 8 << 30;

pub struct Guarded;

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
        // SAFETY: the caller's layout is forwarded as it is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.size() > LIMIT {
            refuse();
        }
        // SAFETY: as in `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > LIMIT {
            refuse();
        }
        // SAFETY: as in `dealloc`, with the caller's new size.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}
