//! Large host buffers ask Linux for transparent huge pages, as NumPy does for arrays of
//! 4 MB and more.
//!
//! A 64 MB tensor in 4 KB pages costs 16,384 page faults on first touch, and a transposed
//! walk over it touches a new page on nearly every element, so the TLB thrashes. In 2 MB
//! pages it is 32 faults and 32 TLB entries. On this machine THP is in `madvise` mode
//! (`/sys/kernel/mm/transparent_hugepage/enabled`), so a buffer gets huge pages only when
//! asked. Measured with `scripts/bench.sh` (docs/performance.md).

/// Below this a buffer gains little (NumPy's threshold).
pub const THRESHOLD_BYTES: usize = 4 << 20;

/// Advises the kernel to back `[ptr, ptr + bytes)` with huge pages where it can. Must be
/// called before the memory is first written for the faults to be saved.
#[cfg(target_os = "linux")]
pub fn advise(ptr: *const u8, bytes: usize) {
    if bytes < THRESHOLD_BYTES {
        return;
    }
    // madvise wants a page-aligned start; the unaligned head stays in small pages.
    let page = 4096;
    let start = (ptr as usize).div_ceil(page) * page;
    let end = ptr as usize + bytes;
    if end <= start {
        return;
    }
    // SAFETY: [start, end) lies inside one live allocation the caller owns. MADV_HUGEPAGE
    // only changes how the kernel backs the range, never its contents, so no Rust
    // reference to the buffer is affected; an error (THP disabled) leaves it as it was.
    unsafe {
        libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
pub fn advise(_ptr: *const u8, _bytes: usize) {}
