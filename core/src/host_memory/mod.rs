//! Host memory: where the buffers of CPU tensors are placed, below storage (which allocates
//! them) and the CPU backend (which walks them).
//!
//! - `counted`: `Counted<A>`, the wrapper that counts the heap's live bytes for the
//!   interpreter's memory check (native hosts).
//! - `hugepages`: buffers of 4 MB and more ask Linux for transparent huge pages.
//! - `placement`: `Placed<A>`, the global-allocator wrapper the hosts install so large
//!   buffers start on a cache line, a different one of the page each time.
//! - `size_classes`: `SizeClasses<A>`, per-size free lists for small blocks in the
//!   single-threaded wasm32 hosts (`BrowserAllocator` = both).

pub mod counted;
pub mod hugepages;
pub mod placement;
pub mod size_classes;
