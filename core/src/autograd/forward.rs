//! Forward-mode AD (PyTorch's dual tensors, `torch.autograd.forward_ad`): inside a dual
//! level a tensor may carry a tangent, and every differentiable op gives its results the
//! Jacobian-vector product of its inputs' tangents, as the op runs.
//!
//! ATen writes a JVP formula beside each backward formula. Here the JVP comes from the
//! backward formula itself: `B(g) = Jᵀg` is linear in `g`, so `J·t = ∂⟨B(g), t⟩/∂g`, and
//! the formulas are written with recording ops (create_graph relies on it), so one table
//! serves both modes. The few formulas that compute on the host instead (indexing's
//! scatter-add, as_strided's) are read row by row, `(J·t)ₖ = ⟨B(eₖ), t⟩`, up to a size
//! limit. View ops are not computed at all: a view's tangent is the same view of its input's
//! tangent, so writes through either stay in step, as in ATen.
//!
//! Only one level exists (PyTorch's Python API allows one too), so a tangent is simply a
//! field of the tensor's autograd state; leaving the level clears every tangent made in it.
//!
//! This file is the state (the level, the switch, which tensors carry tangents); the JVPs
//! are computed with ops, so they live on the ops' floor (`ops/autodiff/forward.rs`).

use super::is_grad_enabled;
use crate::error::{runtime, Result};
use crate::tensor::{Tensor, TensorImpl};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

thread_local! {
    /// The current dual level (-1: none entered).
    static LEVEL: Cell<i64> = const { Cell::new(-1) };
    /// Internal work (a backward formula evaluated for a JVP, autograd's own copies, a
    /// custom Function's forward) runs with tangents out of sight.
    static SUSPENDED: Cell<u32> = const { Cell::new(0) };
    /// `torch._C._set_fwd_grad_enabled`: the switch a custom Function's forward runs behind.
    static ENABLED: Cell<bool> = const { Cell::new(true) };
    /// Every tensor given a tangent in this level, so leaving it can clear them.
    static DUALS: RefCell<Vec<Weak<TensorImpl>>> = const { RefCell::new(Vec::new()) };
}

pub fn current_level() -> i64 {
    LEVEL.with(|l| l.get())
}

/// Whether ops compute tangents now: a level is entered and no internal work hides them.
/// Grad mode does not matter (`torch.no_grad()` leaves forward AD on, as in PyTorch).
pub fn is_active() -> bool {
    current_level() >= 0 && SUSPENDED.with(|s| s.get()) == 0 && is_enabled()
}

/// `torch._C._is_fwd_grad_enabled()`.
pub fn is_enabled() -> bool {
    ENABLED.with(|e| e.get())
}

/// `torch._C._set_fwd_grad_enabled(mode)`.
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

/// A fresh session: no level, nothing suspended, no duals.
pub fn reset() {
    LEVEL.with(|l| l.set(-1));
    SUSPENDED.with(|s| s.set(0));
    ENABLED.with(|e| e.set(true));
    DUALS.with(|d| d.borrow_mut().clear());
}

/// Hides tangents while alive.
pub struct Suspend(());

impl Suspend {
    pub fn new() -> Self {
        SUSPENDED.with(|s| s.set(s.get() + 1));
        Suspend(())
    }
}

impl Default for Suspend {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Suspend {
    fn drop(&mut self) {
        SUSPENDED.with(|s| s.set(s.get().saturating_sub(1)));
    }
}

/// `torch.autograd.forward_ad.enter_dual_level()`.
pub fn enter_level() -> Result<i64> {
    if current_level() >= 0 {
        return Err(runtime(
            "Nested forward mode AD is not supported at the moment",
        ));
    }
    LEVEL.with(|l| l.set(0));
    Ok(0)
}

/// Leaves the level: every tangent made in it is gone (`unpack_dual` then gives None).
pub fn exit_level(level: i64) -> Result<()> {
    if level < 0 {
        return Err(runtime("Dual level must be a positive number."));
    }
    if level != current_level() {
        return Err(runtime(
            "Trying to exit a forward AD level that was not the last one that was created. This is not supported.",
        ));
    }
    let duals = DUALS.with(|d| std::mem::take(&mut *d.borrow_mut()));
    for w in duals {
        if let Some(t) = w.upgrade() {
            Tensor(t).autograd_mut().fw_grad = None;
        }
    }
    LEVEL.with(|l| l.set(-1));
    Ok(())
}

/// `t`'s tangent in the current level.
pub fn tangent(t: &Tensor) -> Option<Tensor> {
    if current_level() < 0 {
        return None;
    }
    t.autograd().fw_grad.clone()
}

pub(crate) fn set_tangent(t: &Tensor, tangent: Tensor) {
    t.autograd_mut().fw_grad = Some(tangent);
    DUALS.with(|d| {
        let mut d = d.borrow_mut();
        // Dead entries are dropped as the list grows, so a long loop stays bounded.
        if d.len() >= 64 && d.len().is_power_of_two() {
            d.retain(|w| w.strong_count() > 0);
        }
        d.push(Rc::downgrade(&t.0));
    });
}

/// Gives `alias` (a saved output's detached alias) the tangent `of` has, if any.
pub(crate) fn share_tangent(alias: &Tensor, of: &Tensor) {
    if let Some(t) = tangent(of) {
        set_tangent(alias, t);
    }
}

/// Whether a backward formula must run with recorded ops: under `create_graph`, or inside
/// a dual level when one of `ts` carries a tangent (forward over reverse), where host or
/// raw computations would drop the gradient's history or tangent.
pub fn backward_records(ts: &[Option<&Tensor>]) -> bool {
    is_grad_enabled() || has_tangent(ts)
}

/// Whether a formula must compute `t`'s gradient: it requires grad, or a dual level is
/// active (forward mode reads the formula's result for a tangent `t` carries, or for the
/// zeros that stand for a missing one). Formulas that skip the gradients nobody asked for
/// ask this, not `requires_grad`, or a tangent would silently be lost.
pub fn wants_grad(t: &Tensor) -> bool {
    t.requires_grad() || (is_active() && super::is_differentiable_dtype(t.dtype()))
}

/// Whether an op over these inputs owes its results tangents.
pub fn has_tangent(inputs: &[Option<&Tensor>]) -> bool {
    is_active()
        && inputs
            .iter()
            .flatten()
            .any(|t| t.autograd().fw_grad.is_some())
}
