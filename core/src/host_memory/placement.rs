//! Where large tensor buffers start in memory: a global-allocator wrapper for the hosts (the
//! `stridelab` binary and the web worker install it; the library never does).
//!
//! Two rules, both measured on Adam's step, which streams four 64 MB buffers at once
//! (docs/performance.md, "Where a buffer starts"):
//! - **Cache-line alignment.** glibc hands out large blocks 16 bytes past a page boundary
//!   (its chunk header), so half the 32-byte AVX2 loads and stores straddle two cache lines:
//!   the step took 16.6 ms instead of 9. PyTorch's CPU allocator aligns every buffer to 64
//!   bytes (`gAlignment` in c10) for the same reason.
//! - **Colouring.** When every buffer starts at the same offset within a 4 KB page, the
//!   elements an op reads and writes together share their low 12 address bits, which is
//!   where the CPU first compares a load with earlier stores (4K aliasing is the likely
//!   cause; we measured the effect, not the mechanism). In wasm32 the step took 20.8 ms with
//!   the blocks where the allocator put them, 28 ms with all of them page-aligned, and
//!   14.3 ms with each starting at a different cache line of its page. jemalloc does the
//!   same for large allocations ("cache-oblivious"), with a random line; ours cycles through
//!   the 64 lines of a page so that runs are reproducible.
//!
//! Only blocks of `LARGE_BYTES` and more are moved, at a cost of one page each; smaller
//! ones, and requests for an alignment above a cache line, go to the inner allocator as
//! they are.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Blocks this large are aligned and coloured (the huge-page threshold, as NumPy's).
pub const LARGE_BYTES: usize = super::hugepages::THRESHOLD_BYTES;
/// The page the colours are counted in, and a cache line.
pub const PAGE: usize = 4096;
pub const LINE: usize = 64;
/// Successive colours step 25 lines through the page's 64 (about 64/φ², Fibonacci
/// hashing): coprime with 64, so every line is used, and of the odd steps the one that
/// keeps any 5 buffers allocated one after another (an optimizer's state and the
/// temporaries between them) at least 11 lines apart.
const COLOUR_STEP: usize = 25;

/// Wraps a global allocator (`System`, mimalloc) with the placement rules above.
pub struct Placed<A> {
    inner: A,
    next: AtomicUsize,
}

impl<A> Placed<A> {
    pub const fn new(inner: A) -> Placed<A> {
        Placed {
            inner,
            next: AtomicUsize::new(0),
        }
    }
}

/// The address of the block under a coloured buffer is kept just before the buffer.
const HEADER: usize = std::mem::size_of::<usize>();

/// The block asked of the inner allocator for a coloured `layout`, or None to pass it on.
/// Its alignment is only the header's: no allocator treats that as "over-aligned", so
/// zeroed blocks still come from calloc's fresh, lazily zeroed pages (an aligned request
/// makes Rust's `System` memset them, touching every page before huge pages are asked for).
fn base_layout(layout: Layout) -> Option<Layout> {
    if layout.size() < LARGE_BYTES || layout.align() > LINE {
        return None;
    }
    let size = layout.size().checked_add(PAGE + HEADER)?;
    Layout::from_size_align(size, HEADER).ok()
}

/// The byte offset within a page of the `n`-th coloured buffer.
pub fn colour_offset(n: usize) -> usize {
    (n.wrapping_mul(COLOUR_STEP) % (PAGE / LINE)) * LINE
}

/// Where in the block at `base` the buffer of colour `colour` starts: the first address
/// past the header that sits at that offset within its page.
fn buffer_start(base: usize, colour: usize) -> usize {
    let first = base + HEADER;
    first + (colour + PAGE - first % PAGE) % PAGE
}

// SAFETY: every block is the inner allocator's, freed with the layout it was allocated
// with: size and alignment decide whether a layout is coloured, `dealloc` receives the
// layout `alloc` did, so both take the same branch and rebuild the same base layout, and the
// base address is read back from the header written before the buffer. The buffer starts
// at most `HEADER + PAGE - 1` bytes into a block `PAGE + HEADER` bytes longer than it, on a
// multiple of 64 within its page, so every alignment up to 64 holds.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Placed<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(base) = base_layout(layout) else {
            return unsafe { self.inner.alloc(layout) };
        };
        unsafe { self.place(self.inner.alloc(base)) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let Some(base) = base_layout(layout) else {
            return unsafe { self.inner.alloc_zeroed(layout) };
        };
        unsafe { self.place(self.inner.alloc_zeroed(base)) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = match Layout::from_size_align(new_size, layout.align()) {
            Ok(l) => l,
            Err(_) => return std::ptr::null_mut(),
        };
        if base_layout(layout).is_none() && base_layout(new_layout).is_none() {
            // Small blocks keep the inner allocator's in-place growth.
            return unsafe { self.inner.realloc(ptr, layout, new_size) };
        }
        let q = unsafe { self.alloc(new_layout) };
        if !q.is_null() {
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, q, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        q
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        match base_layout(layout) {
            None => unsafe { self.inner.dealloc(ptr, layout) },
            Some(base) => unsafe {
                let start = (ptr.sub(HEADER) as *const usize).read() as *mut u8;
                self.inner.dealloc(start, base)
            },
        }
    }
}

impl<A> Placed<A> {
    /// # Safety
    /// `base` is null or a block of a coloured layout's `base_layout`.
    unsafe fn place(&self, base: *mut u8) -> *mut u8 {
        if base.is_null() {
            return base;
        }
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let at = buffer_start(base as usize, colour_offset(n)) - base as usize;
        unsafe {
            let p = base.add(at);
            (p.sub(HEADER) as *mut usize).write(base as usize);
            p
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::alloc::System;
    use std::collections::HashSet;

    #[test]
    fn large_blocks_are_line_aligned_and_take_every_colour_of_a_page() {
        let a = Placed::new(System);
        let layout = Layout::from_size_align(LARGE_BYTES, 4).unwrap();
        let mut colours = HashSet::new();
        for _ in 0..64 {
            // SAFETY: a non-zero layout; the block is written within bounds and freed with it.
            unsafe {
                let p = a.alloc(layout);
                assert!(!p.is_null());
                assert_eq!(p as usize % LINE, 0);
                p.write(1);
                p.add(layout.size() - 1).write(2);
                colours.insert(p as usize % PAGE);
                assert!(a.next.load(Ordering::Relaxed) <= 64);
                a.dealloc(p, layout);
            }
        }
        assert_eq!(colours.len(), PAGE / LINE);
    }

    #[test]
    fn zeroed_large_blocks_are_zero_and_small_ones_pass_through() {
        let a = Placed::new(System);
        let big = Layout::from_size_align(LARGE_BYTES + 3, 8).unwrap();
        let small = Layout::from_size_align(100, 8).unwrap();
        // SAFETY: non-zero layouts, read within bounds, freed with the layout they came with.
        unsafe {
            let first = a.alloc(big);
            let p = a.alloc_zeroed(big);
            assert_eq!(
                p as usize % PAGE,
                colour_offset(1),
                "the second block's colour"
            );
            let s = std::slice::from_raw_parts(p, big.size());
            assert!(s.iter().all(|&b| b == 0));
            a.dealloc(p, big);
            a.dealloc(first, big);
            let q = a.alloc(small);
            assert_eq!(q as usize % 8, 0);
            a.dealloc(q, small);
        }
        assert_eq!(
            a.next.load(Ordering::Relaxed),
            2,
            "small blocks take no colour"
        );
    }

    #[test]
    fn alignments_above_a_line_and_small_sizes_are_not_moved() {
        assert!(base_layout(Layout::from_size_align(LARGE_BYTES, 128).unwrap()).is_none());
        assert!(base_layout(Layout::from_size_align(LARGE_BYTES - 1, 4).unwrap()).is_none());
        let b = base_layout(Layout::from_size_align(LARGE_BYTES, 64).unwrap()).unwrap();
        assert_eq!(b.size(), LARGE_BYTES + PAGE + HEADER);
        assert_eq!(b.align(), HEADER);
        for base in [0x1000, 0x1008, 0x1ff8, 0x1010] {
            for colour in [0, 64, 4032] {
                let p = buffer_start(base, colour);
                assert_eq!(p % PAGE, colour);
                assert!(p >= base + HEADER && p + LARGE_BYTES <= base + b.size());
            }
        }
        assert_eq!(colour_offset(0), 0);
        assert_eq!(colour_offset(1), 25 * 64);
        assert_eq!(colour_offset(64), 0);
        // Any five consecutive buffers sit at least 11 lines apart within a page, around it.
        for n in 0..64 {
            let mut c: Vec<usize> = (n..n + 5).map(colour_offset).collect();
            c.sort();
            let gaps = c
                .windows(2)
                .map(|w| w[1] - w[0])
                .chain([c[0] + PAGE - c[4]]);
            assert!(gaps.min().unwrap() >= 11 * LINE, "{n}: {c:?}");
        }
    }

    #[test]
    fn a_growing_vec_keeps_its_contents_across_the_threshold() {
        // `realloc`'s default moves through `alloc` and `dealloc`, which must agree.
        let a = Placed::new(System);
        let small = Layout::from_size_align(1 << 20, 4).unwrap();
        // SAFETY: each pointer is used within its layout and freed with it.
        unsafe {
            let p = a.alloc(small);
            p.write_bytes(7, small.size());
            let q = a.realloc(p, small, LARGE_BYTES * 2);
            let big = Layout::from_size_align(LARGE_BYTES * 2, 4).unwrap();
            assert_eq!(q as usize % LINE, 0);
            let s = std::slice::from_raw_parts(q, small.size());
            assert!(s.iter().all(|&b| b == 7));
            let r = a.realloc(q, big, 4096);
            assert_eq!(*r.add(4095), 7);
            a.dealloc(r, Layout::from_size_align(4096, 4).unwrap());
        }
    }
}
