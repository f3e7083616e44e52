//! Limits the host sets on a script: allocation size, steps and wall time, so that a
//! runaway script ends with a message instead of hanging or exhausting the page.

use crate::error::{ErrorKind, Result, TorchError};
use std::cell::Cell;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Largest single allocation, in bytes.
    pub max_alloc_bytes: usize,
    /// Largest number of interpreter steps (statements and loop iterations) per run.
    pub max_steps: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_alloc_bytes: 2 << 30,
            max_steps: 50_000_000,
        }
    }
}

thread_local! {
    static MAX_ALLOC: Cell<usize> = const { Cell::new(2 << 30) };
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
            "this value would need {bytes} bytes (stridelab's limit for one string, list or tuple is {cap} bytes; raise it with --max-alloc)"
        ),
    ))
}

fn check_alloc_bytes(bytes: u128) -> Result<()> {
    let cap = max_alloc_bytes();
    if bytes <= cap as u128 {
        return Ok(());
    }
    Err(TorchError::new(
        ErrorKind::RuntimeError,
        format!(
            "DefaultCPUAllocator: not enough memory: you tried to allocate {bytes} bytes (stridelab's limit is {cap} bytes; raise it with --max-alloc)"
        ),
    ))
}
