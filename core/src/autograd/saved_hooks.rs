//! `torch.autograd.graph.saved_tensors_hooks`: while a pair of hooks is in force, every
//! tensor a node saves for backward is handed to the pack hook, and what it returns is
//! kept; backward (and `grad_fn._saved_*`) gets the tensor back from the unpack hook.
//! The hooks are Python, so autograd only keeps the packed form opaque: nodes recorded
//! while hooks are in force wait in a queue that the interpreter packs as soon as the op
//! that made them returns (`take_pending`).
//!
//! Backward formulas here read the tensor they saved, not the unpacked one. So where an
//! unpack hook gives back other values of the same shape and dtype (the hooks tutorial's
//! `x * 4` / `x / 256`), the saved tensor's memory holds the unpacked values while the
//! node's formula runs and gets its own back after (`Substituted`), without a version
//! change. Other shapes or dtypes, an overlapping saved tensor, and a formula that builds a
//! graph (`create_graph`, which would keep reading that memory later) are refused rather
//! than silently ignored.

use super::Node;
use crate::error::Result;
use crate::tensor::Tensor;
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// Gets a saved tensor back from its packed form (calls the Python unpack hook).
pub type UnpackFn = Rc<dyn Fn(&Rc<dyn Any>) -> Result<Tensor>>;

/// One saved tensor as the pack hook left it.
#[derive(Clone)]
pub struct Packed {
    pub payload: Rc<dyn Any>,
    pub unpack: UnpackFn,
}

thread_local! {
    static ACTIVE: Cell<usize> = const { Cell::new(0) };
    static PENDING: RefCell<Vec<Weak<Node>>> = const { RefCell::new(Vec::new()) };
}

/// How many `saved_tensors_hooks` contexts are open (set by the interpreter).
pub fn set_active(depth: usize) {
    ACTIVE.with(|a| a.set(depth));
    if depth == 0 {
        PENDING.with(|p| p.borrow_mut().clear());
    }
}

pub fn active() -> bool {
    ACTIVE.with(|a| a.get() > 0)
}

/// A node just recorded: its saved tensors wait for the pack hook.
pub(super) fn note_recorded(node: &Rc<Node>) {
    if active() && !node.saved.is_empty() {
        PENDING.with(|p| p.borrow_mut().push(Rc::downgrade(node)));
    }
}

/// Whether nodes wait to be packed (checked after every expression, so it is cheap).
pub fn has_pending() -> bool {
    PENDING.with(|p| !p.borrow().is_empty())
}

/// The nodes waiting to be packed, in the order they were recorded.
pub fn take_pending() -> Vec<Rc<Node>> {
    PENDING
        .with(|p| std::mem::take(&mut *p.borrow_mut()))
        .into_iter()
        .filter_map(|w| w.upgrade())
        .collect()
}

/// Saved tensors whose memory holds an unpack hook's values while a node's formula runs;
/// dropping this puts their own values back.
#[must_use]
pub struct Substituted(Vec<(Tensor, Tensor)>);

impl Drop for Substituted {
    fn drop(&mut self) {
        for (saved, own) in self.0.drain(..).rev() {
            // Cannot fail: the same copy into the same memory succeeded a moment ago.
            let _ = write_unversioned(&saved, &own);
        }
    }
}

/// Backward is about to use the node's saved tensors: each packed one is unpacked (the
/// hook runs, in saving order); where its values differ, they replace the saved tensor's
/// until the returned guard drops.
pub fn unpack_for_backward(node: &Node) -> Result<Substituted> {
    let packed = node.packed.borrow().clone();
    let mut subs = Substituted(Vec::new());
    for (s, p) in node.saved.iter().zip(packed) {
        let Some(p) = p else { continue };
        let t = (p.unpack)(&p.payload)?;
        if same_values(&s.tensor, &t)? {
            continue;
        }
        check_substitutable(&s.tensor, &t)?;
        let own = crate::trace::paused(|| {
            crate::ops::copy::clone(&s.tensor, crate::layout::MemoryFormat::Preserve)
        })?;
        write_unversioned(&s.tensor, &t)?;
        subs.0.push((s.tensor.clone(), own));
    }
    Ok(subs)
}

/// Copies `src` into `dst` as no in-place change: no graph, no version, no trace.
fn write_unversioned(dst: &Tensor, src: &Tensor) -> Result<()> {
    let _no_grad = super::NoGradGuard::new();
    crate::trace::paused(|| dst.filling(|d| crate::ops::copy::copy_(d, src)))
}

/// Whether the unpack hook gave back the saved tensor's values (NaNs in the same places),
/// shape and dtype.
fn same_values(saved: &Tensor, got: &Tensor) -> Result<bool> {
    Ok(saved.shape() == got.shape()
        && saved.dtype() == got.dtype()
        && crate::ops::to_host(saved)?
            .to_f64_vec()?
            .iter()
            .zip(crate::ops::to_host(got)?.to_f64_vec()?)
            .all(|(a, b)| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()) || *a == b))
}

/// Other values can stand in for the saved ones only with the same shape and dtype, in
/// memory where each element has its own place, and when the formula builds no graph.
fn check_substitutable(saved: &Tensor, got: &Tensor) -> Result<()> {
    let refuse = |why: &str| {
        Err(crate::error::not_implemented(format!(
            "an unpack hook returned a tensor that differs from the one that was packed {why}; stridelab's backward formulas read the saved tensor itself, so that is not supported yet"
        )))
    };
    if saved.shape() != got.shape() || saved.dtype() != got.dtype() {
        return refuse("in shape or dtype");
    }
    if !crate::layout::is_non_overlapping_and_dense(&saved.shape(), &saved.strides()) {
        return refuse("and the saved tensor's elements share memory");
    }
    if super::is_grad_enabled() {
        return refuse("while backward builds a graph (create_graph=True)");
    }
    Ok(())
}
