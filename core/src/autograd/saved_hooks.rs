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
pub(crate) fn note_recorded(node: &Rc<Node>) {
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
