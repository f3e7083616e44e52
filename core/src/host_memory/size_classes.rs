//! A cache of freed small blocks in front of a global allocator, for the single-threaded
//! wasm32 hosts (the web worker and the page).
//!
//! Why: one interpreter statement such as `y = x * 2.0 + 1.0` allocates and frees about a
//! hundred small blocks (shapes, strides, loop plans, trace entries). Natively mimalloc
//! serves those from per-size free lists in a few nanoseconds; in wasm32 Rust's default
//! allocator is dlmalloc, whose bin bookkeeping costs about ten times that, and the
//! statement took 1.5× its native time (docs/performance.md, "Small blocks in wasm32").
//! talc 5 measured no faster than dlmalloc here, so this is the mimalloc idea at its
//! smallest: freed blocks of up to `MAX_BYTES` go onto a free list per 16-byte size class,
//! and the next request of that class pops one, with no search and no coalescing.
//!
//! Memory stays bounded: a class keeps at most `KEEP_BYTES` of free blocks and hands the
//! rest back to the inner allocator, so a burst of one size cannot hold memory another size
//! needs. Larger blocks and alignments above 16 bytes go to the inner allocator untouched.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;

/// Size classes are multiples of this, and every cached block is aligned to it.
pub const CLASS_BYTES: usize = 16;
/// The largest request served from the free lists.
pub const MAX_BYTES: usize = 512;
/// At most this many bytes of free blocks are kept per class.
pub const KEEP_BYTES: usize = 64 * 1024;
const CLASSES: usize = MAX_BYTES / CLASS_BYTES;

/// One class's free blocks: a singly linked list threaded through the blocks themselves.
#[derive(Clone, Copy)]
struct FreeList {
    head: *mut u8,
    len: usize,
}

pub struct SizeClasses<A> {
    inner: A,
    lists: UnsafeCell<[FreeList; CLASSES]>,
}

// SAFETY: a wasm32 instance built without the `atomics` feature has one thread (no shared
// memory), so the free lists are never touched concurrently. Anywhere else the type is not
// Sync and cannot be a global allocator, only a value one thread owns (as in the tests).
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
unsafe impl<A: Sync> Sync for SizeClasses<A> {}

impl<A> SizeClasses<A> {
    pub const fn new(inner: A) -> SizeClasses<A> {
        SizeClasses {
            inner,
            lists: UnsafeCell::new(
                [FreeList {
                    head: std::ptr::null_mut(),
                    len: 0,
                }; CLASSES],
            ),
        }
    }

    /// How many free blocks the class of `size`-byte requests holds.
    pub fn cached(&self, size: usize) -> usize {
        let Some(c) = class_of(size, 1) else {
            return 0;
        };
        // SAFETY: see the Sync impl; reading a length races with nothing.
        unsafe { (*self.lists.get())[c].len }
    }
}

/// The class serving a request, or None for the inner allocator.
fn class_of(size: usize, align: usize) -> Option<usize> {
    if size == 0 || size > MAX_BYTES || align > CLASS_BYTES {
        return None;
    }
    Some((size - 1) / CLASS_BYTES)
}

/// The layout every block of class `c` is allocated and freed with.
fn class_layout(c: usize) -> Layout {
    // (c + 1) * 16 is a non-zero multiple of the power-of-two alignment 16.
    Layout::from_size_align((c + 1) * CLASS_BYTES, CLASS_BYTES).expect("class layout")
}

fn keep(c: usize) -> usize {
    KEEP_BYTES / class_layout(c).size()
}

// SAFETY: a block of class c comes from the inner allocator with `class_layout(c)`, which is
// at least as large and as aligned as any request of that class, and goes back to it with
// the same layout (from `dealloc` past the keep limit). While on a free list its first word
// holds the next block (every class is at least 16 bytes, so the word fits, aligned).
unsafe impl<A: GlobalAlloc> GlobalAlloc for SizeClasses<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(c) = class_of(layout.size(), layout.align()) else {
            return unsafe { self.inner.alloc(layout) };
        };
        unsafe {
            let list = &mut (*self.lists.get())[c];
            if list.head.is_null() {
                return self.inner.alloc(class_layout(c));
            }
            let block = list.head;
            list.head = (block as *mut *mut u8).read();
            list.len -= 1;
            block
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if class_of(layout.size(), layout.align()).is_none() {
            return unsafe { self.inner.alloc_zeroed(layout) };
        }
        unsafe {
            let block = self.alloc(layout);
            if !block.is_null() {
                block.write_bytes(0, layout.size());
            }
            block
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(c) = class_of(layout.size(), layout.align()) else {
            return unsafe { self.inner.dealloc(ptr, layout) };
        };
        unsafe {
            let list = &mut (*self.lists.get())[c];
            if list.len >= keep(c) {
                return self.inner.dealloc(ptr, class_layout(c));
            }
            (ptr as *mut *mut u8).write(list.head);
            list.head = ptr;
            list.len += 1;
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old = class_of(layout.size(), layout.align());
        let new = class_of(new_size, layout.align());
        match (old, new) {
            // Large blocks keep the inner allocator's in-place growth.
            (None, None) => unsafe { self.inner.realloc(ptr, layout, new_size) },
            // The block already has room for any size of its class.
            (Some(a), Some(b)) if a == b => ptr,
            _ => unsafe {
                let Ok(new_layout) = Layout::from_size_align(new_size, layout.align()) else {
                    return std::ptr::null_mut();
                };
                let q = self.alloc(new_layout);
                if !q.is_null() {
                    std::ptr::copy_nonoverlapping(ptr, q, layout.size().min(new_size));
                    self.dealloc(ptr, layout);
                }
                q
            },
        }
    }
}

/// The global allocator of the browser hosts (web worker and page): large blocks placed as
/// natively (placement.rs), small ones cached. Where more than one thread could allocate,
/// the cache is left out, since its lists are not synchronized.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
pub type BrowserAllocator = super::placement::Placed<SizeClasses<std::alloc::System>>;
#[cfg(not(all(target_family = "wasm", not(target_feature = "atomics"))))]
pub type BrowserAllocator = super::placement::Placed<std::alloc::System>;

pub const fn browser_allocator() -> BrowserAllocator {
    #[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
    return super::placement::Placed::new(SizeClasses::new(std::alloc::System));
    #[cfg(not(all(target_family = "wasm", not(target_feature = "atomics"))))]
    return super::placement::Placed::new(std::alloc::System);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::alloc::System;

    fn l(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn a_freed_block_serves_the_next_request_of_its_class_only() {
        let a = SizeClasses::new(System);
        unsafe {
            let p = a.alloc(l(24, 8));
            a.dealloc(p, l(24, 8));
            assert_eq!(a.cached(24), 1);
            // 17..=32 bytes share the class; 33 bytes is the next one.
            let q = a.alloc(l(33, 8));
            assert_ne!(q, p);
            let r = a.alloc(l(32, 4));
            assert_eq!(r, p);
            assert_eq!(a.cached(24), 0);
            a.dealloc(q, l(33, 8));
            a.dealloc(r, l(32, 4));
        }
    }

    #[test]
    fn cached_blocks_meet_every_alignment_up_to_a_class() {
        let a = SizeClasses::new(System);
        unsafe {
            for size in [1, 8, 15, 16, 17, 100, 512] {
                let p = a.alloc(l(size, 1));
                a.dealloc(p, l(size, 1));
                let q = a.alloc(l(size, 16));
                assert_eq!(q, p);
                assert_eq!(q as usize % 16, 0, "size {size}");
                a.dealloc(q, l(size, 16));
            }
            // Larger sizes and alignments are the inner allocator's, and never cached.
            for (size, align) in [(513, 8), (64, 32), (4096, 16)] {
                let p = a.alloc(l(size, align));
                assert_eq!(p as usize % align, 0);
                a.dealloc(p, l(size, align));
                assert_eq!(a.cached(size), 0);
            }
        }
    }

    #[test]
    fn a_zeroed_request_is_zero_even_from_a_used_block() {
        let a = SizeClasses::new(System);
        unsafe {
            let p = a.alloc(l(64, 8));
            p.write_bytes(0xAB, 64);
            a.dealloc(p, l(64, 8));
            let q = a.alloc_zeroed(l(64, 8));
            assert_eq!(q, p);
            assert!(std::slice::from_raw_parts(q, 64).iter().all(|&b| b == 0));
            a.dealloc(q, l(64, 8));
        }
    }

    #[test]
    fn realloc_keeps_the_bytes_and_stays_in_place_within_a_class() {
        let a = SizeClasses::new(System);
        unsafe {
            let p = a.alloc(l(20, 4));
            for i in 0..20 {
                p.add(i).write(i as u8);
            }
            let same = a.realloc(p, l(20, 4), 30);
            assert_eq!(same, p);
            // Across classes, and out to the inner allocator and back.
            let bigger = a.realloc(same, l(30, 4), 200);
            let large = a.realloc(bigger, l(200, 4), 10_000);
            let small = a.realloc(large, l(10_000, 4), 20);
            let bytes = std::slice::from_raw_parts(small, 20);
            assert_eq!(bytes, (0..20).collect::<Vec<u8>>().as_slice());
            a.dealloc(small, l(20, 4));
        }
    }

    #[test]
    fn a_class_keeps_at_most_its_share_and_returns_the_rest() {
        let a = SizeClasses::new(System);
        let size = 256;
        let n = KEEP_BYTES / size + 10;
        unsafe {
            let blocks: Vec<*mut u8> = (0..n).map(|_| a.alloc(l(size, 8))).collect();
            for &p in &blocks {
                a.dealloc(p, l(size, 8));
            }
            assert_eq!(a.cached(size), KEEP_BYTES / size);
            // Every cached block comes back out, each once.
            let again: std::collections::HashSet<usize> = (0..KEEP_BYTES / size)
                .map(|_| a.alloc(l(size, 8)) as usize)
                .collect();
            assert_eq!(again.len(), KEEP_BYTES / size);
            assert!(again.iter().all(|p| blocks.contains(&(*p as *mut u8))));
            for p in again {
                a.dealloc(p as *mut u8, l(size, 8));
            }
        }
    }
}
