//! Limits the host sets on a script: allocation size, steps and wall time, so that a
//! runaway script ends with a message instead of hanging or exhausting the page.

use crate::error::{ErrorKind, Result, TorchError};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Largest single allocation, in bytes.
    pub max_alloc_bytes: usize,
    /// Largest number of interpreter steps (statements and loop iterations) per run.
    pub max_steps: u64,
    /// Largest total of all live tensor storages, in bytes.
    pub max_memory_bytes: usize,
}

/// The default total: 4 GiB natively (the process stays under 8 GB with the interpreter's
/// own memory), 1 GiB in a browser tab's 4 GiB wasm32 address space.
#[cfg(not(target_arch = "wasm32"))]
const DEFAULT_MAX_MEMORY: usize = 4 << 30;
#[cfg(target_arch = "wasm32")]
const DEFAULT_MAX_MEMORY: usize = 1 << 30;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_alloc_bytes: 2 << 30,
            max_steps: 50_000_000,
            max_memory_bytes: DEFAULT_MAX_MEMORY,
        }
    }
}

thread_local! {
    static MAX_ALLOC: Cell<usize> = const { Cell::new(2 << 30) };
    static MAX_MEMORY: Cell<usize> = const { Cell::new(DEFAULT_MAX_MEMORY) };
    /// Bytes held by live storages (counted by `Storage`, on this thread).
    static LIVE_BYTES: Cell<usize> = const { Cell::new(0) };
}

thread_local! {
    /// Whether limit messages say how to raise the limit: the command line has flags for it,
    /// the browser playground does not (its worker turns the hints off).
    static RAISE_HINTS: Cell<bool> = const { Cell::new(true) };
}

/// Turns the "raise it with --flag" part of limit messages on or off (off in the browser).
pub fn set_raise_hints(on: bool) {
    RAISE_HINTS.with(|c| c.set(on));
}

/// `"; raise it with FLAG"`, or nothing where the host has no such flag.
pub fn raise_hint(flag: &str) -> String {
    if RAISE_HINTS.with(|c| c.get()) {
        format!("; raise it with {flag}")
    } else {
        String::new()
    }
}

pub fn set_max_memory_bytes(n: usize) {
    MAX_MEMORY.with(|c| c.set(n));
}

/// The whole heap against the live tensors' limit plus one value's (`--max-memory` +
/// `--max-alloc`): past it, Python values have grown without bound (tensors have their own
/// check first), and the script stops with a MemoryError instead of the process aborting.
/// The interpreter asks this every few steps; 0 live bytes (no counting allocator) passes.
pub fn check_heap() -> Result<()> {
    let live = crate::host_memory::counted::heap_live_bytes();
    let cap = max_memory_bytes().saturating_add(max_alloc_bytes());
    if live <= cap {
        return Ok(());
    }
    Err(TorchError::new(
        ErrorKind::MemoryError,
        format!(
            "the script's values use {live} bytes of memory (stridelab's limit is {cap} bytes, --max-memory plus --max-alloc{})",
            raise_hint("--max-memory")
        ),
    ))
}

pub fn max_memory_bytes() -> usize {
    MAX_MEMORY.with(|c| c.get())
}

/// A storage of `bytes` was created (`freed` when it is dropped).
pub fn storage_allocated(bytes: usize) {
    LIVE_BYTES.with(|c| c.set(c.get().saturating_add(bytes)));
}

pub fn storage_freed(bytes: usize) {
    LIVE_BYTES.with(|c| c.set(c.get().saturating_sub(bytes)));
}

pub fn live_bytes() -> usize {
    LIVE_BYTES.with(|c| c.get())
}

/// Host-side tables an op builds beside its tensors (a resampling's per-output source
/// indices and weights, an adaptive pool's windows), counted with the live tensors while
/// the charge lives: a legal output whose tables would not fit ends with the allocator's
/// error instead of growing the process past `--max-memory`.
#[derive(Debug)]
pub struct HostCharge(usize);

impl HostCharge {
    /// Checks `bytes` against the caps as one more allocation, then counts them as live.
    pub fn new(bytes: u128) -> Result<HostCharge> {
        check_alloc_bytes(bytes)?;
        // Within the cap, so within usize.
        let bytes = bytes as usize;
        storage_allocated(bytes);
        Ok(HostCharge(bytes))
    }
}

impl Drop for HostCharge {
    fn drop(&mut self) {
        storage_freed(self.0);
    }
}

pub fn set_max_alloc_bytes(n: usize) {
    MAX_ALLOC.with(|c| c.set(n));
}

pub fn max_alloc_bytes() -> usize {
    MAX_ALLOC.with(|c| c.get())
}

/// Checks an allocation of `numel` elements of `itemsize` bytes against the cap, with the
/// wording of PyTorch's CPU allocator.
pub fn check_alloc(numel: usize, itemsize: usize) -> Result<()> {
    check_alloc_bytes(numel as u128 * itemsize as u128)
}

/// Checks a new tensor of `shape`: the byte count is computed in 128 bits, so a shape
/// whose size overflows a (32-bit, in wasm) `usize` still gets the allocator's message.
pub fn check_alloc_shape(shape: &[usize], itemsize: usize) -> Result<()> {
    let numel = shape
        .iter()
        .fold(1u128, |a, &b| a.saturating_mul(b as u128));
    check_alloc_bytes(numel.saturating_mul(itemsize as u128))
}

/// Checks a string, list or tuple a script is about to build against the same cap as one
/// tensor, so `"a" * 10**12` ends with Python's `MemoryError` instead of aborting the
/// process. `items` of `item_bytes` each, computed in 128 bits.
pub fn check_value_size(items: u128, item_bytes: usize) -> Result<()> {
    let bytes = items.saturating_mul(item_bytes as u128);
    let cap = max_alloc_bytes();
    if bytes <= cap as u128 {
        return Ok(());
    }
    Err(TorchError::new(
        ErrorKind::MemoryError,
        format!(
            "this value would need {bytes} bytes (stridelab's limit for one string, list or tuple is {cap} bytes{})",
            raise_hint("--max-alloc")
        ),
    ))
}

pub fn check_alloc_bytes(bytes: u128) -> Result<()> {
    let cap = max_alloc_bytes();
    let (live, total) = (live_bytes(), MAX_MEMORY.with(|c| c.get()));
    // One tensor past the per-allocation cap, or all live tensors together past the memory
    // cap: a list of a thousand 1 GB tensors must end in an error, not in the OOM killer.
    let limit = if bytes > cap as u128 {
        format!(
            "stridelab's limit is {cap} bytes{}",
            raise_hint("--max-alloc")
        )
    } else if live as u128 + bytes > total as u128 {
        format!(
            "stridelab's limit for all live tensors is {total} bytes and {live} are in use{}",
            raise_hint("--max-memory")
        )
    } else {
        return Ok(());
    };
    Err(TorchError::new(
        ErrorKind::RuntimeError,
        format!(
            "DefaultCPUAllocator: not enough memory: you tried to allocate {bytes} bytes ({limit})"
        ),
    ))
}

/// Why a host stops a running script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Past its wall-clock limit: a resource error no `except` catches.
    Deadline,
    /// Ctrl-C: Python's `KeyboardInterrupt`, which `except Exception` does not catch.
    KeyboardInterrupt,
}

impl Stop {
    pub fn error(self) -> TorchError {
        match self {
            Stop::Deadline => TorchError::new(
                ErrorKind::ResourceLimit,
                "script stopped: it ran past its time limit",
            ),
            Stop::KeyboardInterrupt => TorchError::new(ErrorKind::KeyboardInterrupt, ""),
        }
    }
}

/// The host's "should this script stop?" question.
pub type Poll = Rc<dyn Fn() -> Option<Stop>>;

thread_local! {
    static POLL: RefCell<Option<Poll>> = const { RefCell::new(None) };
    static KERNEL_STOP: Cell<Option<Stop>> = const { Cell::new(None) };
    static KERNEL_WORK: Cell<u64> = const { Cell::new(0) };
}

/// Installs the host's poll for kernels to ask (the interpreter asks it between steps).
pub fn set_poll(poll: Option<Poll>) {
    POLL.with(|p| *p.borrow_mut() = poll);
    KERNEL_STOP.with(|s| s.set(None));
}

/// Counts `elements` of work in a long kernel loop and asks the host every 2**20 elements
/// whether to stop; `true` means stop now. A reduction over a broadcast view of 2**31
/// elements allocates nothing large, so only this bounds its time.
pub fn kernel_work(elements: u64) -> bool {
    if KERNEL_STOP.with(|s| s.get()).is_some() {
        return true;
    }
    let before = KERNEL_WORK.with(|w| w.get());
    let after = before.wrapping_add(elements);
    KERNEL_WORK.with(|w| w.set(after));
    if before >> 20 == after >> 20 {
        return false;
    }
    let stop = POLL.with(|p| p.borrow().as_ref().and_then(|f| f()));
    KERNEL_STOP.with(|s| s.set(stop));
    stop.is_some()
}

/// The error of a kernel its host stopped (once: the mark is cleared).
pub fn take_kernel_stop() -> Result<()> {
    match KERNEL_STOP.with(|s| s.take()) {
        Some(stop) => Err(stop.error()),
        None => Ok(()),
    }
}
