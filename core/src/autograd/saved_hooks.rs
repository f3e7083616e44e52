//! `torch.autograd.graph.saved_tensors_hooks`: while a pair of hooks is in force, every
//! tensor a node saves for backward is handed to the pack hook, and what it returns is
//! kept; backward (and `grad_fn._saved_*`) gets the tensor back from the unpack hook.
//! The hooks are Python, so autograd only keeps the packed form opaque: nodes recorded
//! while hooks are in force wait in a queue that the interpreter packs as soon as the op
//! that made them returns (`take_pending`).
//!
//! Backward formulas here use the tensor they saved, not the unpacked one, so an unpack
//! hook must give back equal values (as PyTorch asks of it); one that does not is refused
//! rather than silently ignored.

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

/// Backward is about to use the node's saved tensors: each packed one is unpacked (the
/// hook runs, in saving order) and must equal what the formula will use.
pub fn unpack_for_backward(node: &Node) -> Result<()> {
    let packed = node.packed.borrow().clone();
    for (s, p) in node.saved.iter().zip(packed) {
        let Some(p) = p else { continue };
        let t = (p.unpack)(&p.payload)?;
        check_same(&s.tensor, &t)?;
    }
    Ok(())
}

/// What the unpack hook returned must be the saved tensor's values (NaNs in the same
/// places), shape and dtype.
pub fn check_same(saved: &Tensor, got: &Tensor) -> Result<()> {
    let same = saved.shape() == got.shape()
        && saved.dtype() == got.dtype()
        && crate::ops::to_host(saved)?
            .to_f64_vec()?
            .iter()
            .zip(crate::ops::to_host(got)?.to_f64_vec()?)
            .all(|(a, b)| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()) || *a == b);
    if same {
        return Ok(());
    }
    Err(crate::error::not_implemented(
        "an unpack hook returned a tensor that differs from the one that was packed; stridelab's backward formulas use the saved tensor itself, so hooks that change saved values are not supported yet",
    ))
}
