//! `Counted<A>`: a global-allocator wrapper that keeps the number of bytes live on the heap,
//! so the interpreter can stop a script whose Python values grow without bound (a dict of
//! 10**8 items, a list appended to forever) with a MemoryError, before an allocation fails
//! and the process aborts (losing every later record and a REPL's session). Tensor buffers
//! have their own count and limit (`limits::check_alloc_bytes`); this one sees everything.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Bytes handed out and not yet freed, by every thread (0 where no host installed
/// `Counted`: the check that reads it then never fires).
static LIVE: AtomicUsize = AtomicUsize::new(0);

pub struct Counted<A> {
    inner: A,
}

impl<A> Counted<A> {
    pub const fn new(inner: A) -> Self {
        Counted { inner }
    }
}

/// The heap's live bytes as the installed `Counted` allocator sees them.
pub fn heap_live_bytes() -> usize {
    LIVE.load(Ordering::Relaxed)
}

// SAFETY: every call is forwarded to the inner allocator unchanged; the wrapper only adds
// and subtracts the sizes of the blocks that calls succeeded on.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counted<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { self.inner.alloc(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { self.inner.alloc_zeroed(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { self.inner.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed);
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { self.inner.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Called directly (not installed): each call moves the shared count by its size, and
    // other tests' allocations do not go through it.
    #[test]
    fn the_count_follows_alloc_realloc_and_dealloc() {
        let a = Counted::new(std::alloc::System);
        let l = Layout::from_size_align(1 << 20, 8).unwrap();
        let before = heap_live_bytes();
        unsafe {
            let p = a.alloc(l);
            assert!(!p.is_null());
            assert_eq!(heap_live_bytes(), before + (1 << 20));
            let q = a.realloc(p, l, 3 << 20);
            assert!(!q.is_null());
            assert_eq!(heap_live_bytes(), before + (3 << 20));
            let q = a.realloc(q, Layout::from_size_align(3 << 20, 8).unwrap(), 1 << 19);
            assert_eq!(heap_live_bytes(), before + (1 << 19));
            a.dealloc(q, Layout::from_size_align(1 << 19, 8).unwrap());
        }
        assert_eq!(heap_live_bytes(), before);
    }
}
