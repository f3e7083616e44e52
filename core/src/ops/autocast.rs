//! CPU autocast (`torch.autocast("cpu")`): inside the region, an op on PyTorch's
//! lower-precision list (the matrix products, `linear`, the convolutions) first casts its
//! floating inputs to the region's dtype (bfloat16 by default), and an op on the float32
//! list (the losses, the decompositions, the FFTs) casts them up to float32. Every other op
//! runs on what it is given. The casts are ordinary differentiable `.to(dtype)` copies
//! (`ToCopyBackward0`), which is what a learner sees in the graph.
//!
//! As ATen's autocast kernels do, a policy op runs its body with autocast excluded, so the
//! ops it is built from are not cast again; an op that is on neither list (einsum,
//! tensordot, multi-head attention) is not excluded, so the matrix products inside it are
//! cast where they run. The policy tables keyed by name live with the interpreter; this
//! module is the state, the cast and the weight cache.

use crate::dtype::DType;
use crate::error::Result;
use crate::tensor::Tensor;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// What an autocast op does to its floating inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Cast to the region's dtype (ATen's `lower_precision_fp`).
    Lower,
    /// Cast to float32 (ATen's `fp32`).
    Fp32,
    /// Run with autocast excluded and no cast: our implementation composes ops that
    /// PyTorch's kernel for it does not dispatch (`addmv` is one kernel there, not an `mv`).
    Opaque,
}

/// The CPU autocast state a region sets (`torch.set_autocast_enabled("cpu", ..)` and friends).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    pub enabled: bool,
    pub dtype: DType,
    pub cache_enabled: bool,
}

const DEFAULT: State = State {
    enabled: false,
    dtype: DType::BFloat16,
    cache_enabled: true,
};

type CacheEntry = (Weak<crate::tensor::TensorImpl>, Tensor);

thread_local! {
    static STATE: Cell<State> = const { Cell::new(DEFAULT) };
    /// Inside a policy op's body or a backward pass: no op casts.
    static EXCLUDED: Cell<u32> = const { Cell::new(0) };
    /// How many autocast regions are open (`autocast_increment_nesting`); as in PyTorch, a
    /// decrement past zero goes negative.
    static NESTING: Cell<i64> = const { Cell::new(0) };
    /// Lower-precision copies of float32 leaf weights, kept for the outermost region so a
    /// weight used twice is cast once (ATen's `cached_casts`).
    static CACHE: RefCell<Vec<CacheEntry>> = const { RefCell::new(Vec::new()) };
}

pub fn state() -> State {
    STATE.with(Cell::get)
}

pub fn set_state(s: State) {
    STATE.with(|c| c.set(s));
}

/// A fresh session's state: autocast off, no region open, nothing cached.
pub fn reset() {
    set_state(DEFAULT);
    NESTING.with(|n| n.set(0));
    clear_cache();
}

/// Opens a region; returns the new depth.
pub fn increment_nesting() -> i64 {
    NESTING.with(|n| {
        n.set(n.get().saturating_add(1));
        n.get()
    })
}

/// Closes a region; returns the new depth.
pub fn decrement_nesting() -> i64 {
    NESTING.with(|n| {
        n.set(n.get().saturating_sub(1));
        n.get()
    })
}

pub fn clear_cache() {
    CACHE.with(|c| c.borrow_mut().clear());
}

/// While alive, no op casts (an autocast op's body, a backward pass).
pub struct Exclude(());

impl Exclude {
    pub fn new() -> Exclude {
        EXCLUDED.with(|e| e.set(e.get().saturating_add(1)));
        Exclude(())
    }
}

impl Default for Exclude {
    fn default() -> Self {
        Exclude::new()
    }
}

impl Drop for Exclude {
    fn drop(&mut self) {
        EXCLUDED.with(|e| e.set(e.get().saturating_sub(1)));
    }
}

/// Whether an op called now would cast.
pub fn active() -> bool {
    state().enabled && EXCLUDED.with(Cell::get) == 0
}

/// The dtype `policy` casts to in the current region (None for `Opaque`).
fn target(policy: Policy) -> Option<DType> {
    match policy {
        Policy::Lower => Some(state().dtype),
        Policy::Fp32 => Some(DType::Float32),
        Policy::Opaque => None,
    }
}

/// ATen's `is_eligible`: a floating tensor that is not float64, on a device CPU autocast
/// serves (a meta tensor is not).
fn eligible(t: &Tensor) -> bool {
    t.dtype().is_floating() && t.dtype() != DType::Float64 && t.device() != crate::Device::Meta
}

/// `t` as `policy` wants it in the current region: cast (recording `ToCopyBackward0`) when
/// it is eligible and of another dtype, itself otherwise.
pub fn cast(policy: Policy, t: &Tensor) -> Result<Tensor> {
    let Some(to) = target(policy) else {
        return Ok(t.clone());
    };
    if !eligible(t) || t.dtype() == to {
        return Ok(t.clone());
    }
    let cacheable = policy == Policy::Lower
        && t.dtype() == DType::Float32
        && t.requires_grad()
        && t.is_leaf()
        && !t.is_view()
        && state().cache_enabled;
    if !cacheable {
        return super::to_dtype_grad(t, to);
    }
    let hit = CACHE.with(|c| {
        c.borrow()
            .iter()
            .find(|(w, _)| std::ptr::eq(w.as_ptr(), Rc::as_ptr(&t.0)))
            .map(|(_, v)| v.clone())
    });
    if let Some(v) = hit {
        return Ok(v);
    }
    let v = super::to_dtype_grad(t, to)?;
    CACHE.with(|c| c.borrow_mut().push((Rc::downgrade(&t.0), v.clone())));
    Ok(v)
}

/// Runs `f` as the autocast op `policy` when autocast is active: `f` gets the inputs cast
/// and runs with autocast excluded. None when autocast is not active (the caller runs its
/// own body on the inputs as given).
pub fn run<R>(
    policy: Policy,
    inputs: &[&Tensor],
    f: impl FnOnce(&[Tensor]) -> Result<R>,
) -> Result<Option<R>> {
    if !active() {
        return Ok(None);
    }
    let given: Vec<Tensor> = inputs
        .iter()
        .map(|t| cast(policy, t))
        .collect::<Result<_>>()?;
    let _x = Exclude::new();
    f(&given).map(Some)
}
