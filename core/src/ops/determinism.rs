//! `torch.use_deterministic_algorithms` and `torch.utils.deterministic`: PyTorch's debug
//! mode (0 default, 1 warn, 2 error) and whether memory a factory leaves uninitialised is
//! filled with a known value. Every op here is already deterministic (one CPU order, the
//! device kernels checked against it), so the mode changes one visible thing, as it does
//! in PyTorch on the CPU: `torch.empty` and its kin give NaN (floats) or the type's largest
//! value (ints, `True` for bool) instead of whatever was in memory.

use crate::dtype::DType;
use crate::error::Result;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::cell::Cell;

thread_local! {
    static DEBUG_MODE: Cell<u8> = const { Cell::new(0) };
    static FILL_UNINITIALIZED: Cell<bool> = const { Cell::new(true) };
}

/// `torch.use_deterministic_algorithms(mode, warn_only=...)` as a debug mode.
pub fn set_debug_mode(mode: u8) {
    DEBUG_MODE.with(|m| m.set(mode.min(2)));
}

/// `torch.get_deterministic_debug_mode()`.
pub fn debug_mode() -> u8 {
    DEBUG_MODE.with(|m| m.get())
}

/// `torch.utils.deterministic.fill_uninitialized_memory`.
pub fn set_fill_uninitialized(on: bool) {
    FILL_UNINITIALIZED.with(|f| f.set(on));
}

pub fn fill_uninitialized() -> bool {
    FILL_UNINITIALIZED.with(|f| f.get())
}

/// A session starts in PyTorch's defaults.
pub fn reset() {
    set_debug_mode(0);
    set_fill_uninitialized(true);
}

/// The value PyTorch writes into fresh uninitialised memory in deterministic mode.
pub fn fill_value(dtype: DType) -> Scalar {
    if dtype == DType::Bool {
        Scalar::Bool(true)
    } else if dtype.is_floating() {
        Scalar::Float(f64::NAN)
    } else {
        Scalar::Int(crate::scalar::int_range(dtype).1)
    }
}

/// Fills the elements of a tensor a user-facing `empty` factory made, when the mode asks
/// for it (a no-op otherwise: the zeros stridelab allocates stay).
pub fn fill_if_deterministic(t: &Tensor) -> Result<()> {
    if debug_mode() == 0 || !fill_uninitialized() || t.numel() == 0 {
        return Ok(());
    }
    let _plain = crate::ops::autodiff::NoGradGuard::new();
    // ATen's fill of `empty` is below autograd: no in-place change for `_version`.
    t.filling(|t| super::copy::fill_(t, fill_value(t.dtype())))?;
    Ok(())
}

/// The elements from `from` on of a storage `resize_` just grew, in deterministic mode
/// (ATen's `fill_resize_deterministic_`).
pub fn fill_grown(buf: &mut crate::storage::CpuBuffer, from: usize) {
    if debug_mode() == 0 || !fill_uninitialized() {
        return;
    }
    let v = fill_value(buf.dtype());
    for i in from..buf.len() {
        match v {
            Scalar::Float(f) => buf.set_f64(i, f),
            Scalar::Int(n) => buf.set_i64(i, n),
            Scalar::Bool(b) => buf.set_i64(i, b as i64),
        }
    }
}
