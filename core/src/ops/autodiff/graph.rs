//! Recording a node as an op runs, the ops' half: the outputs' tangents (forward AD) and
//! the inputs' stale view histories are computed with ops, so they are worked out here
//! before `autograd::graph::record_node` links the node into the graph. Everything else of
//! the graph (`Saved`, `needs_grad`, `detached_alias`, ...) is re-exported from there, so
//! one path serves the formulas.

pub use crate::autograd::graph::*;

use super::{check_view_current, BackwardFn, Edge, Node};
use crate::autograd::graph as low;
use crate::error::Result;
use crate::tensor::Tensor;
use std::rc::Rc;

/// Records a node for an op: `inputs` are the differentiable input slots (None for a number
/// or a non-differentiable argument), `outputs` get the node as their `grad_fn`; inside a
/// dual level they also get their tangents.
pub fn record(
    name: &str,
    inputs: &[Option<&Tensor>],
    outputs: &[&Tensor],
    saved: Vec<Saved>,
    backward: BackwardFn,
) -> Result<Option<Rc<Node>>> {
    super::forward::propagate(name, inputs, outputs, &backward)?;
    if needs_reverse(inputs) {
        // `record_node`'s refusals come first, as they did when the edges refreshed the
        // views' histories while the node was built.
        for t in inputs.iter().flatten() {
            check_view_current(t)?;
        }
        low::check_saved(&saved)?;
        for t in inputs.iter().flatten() {
            refresh_view_history(t);
        }
    }
    low::record_node(name, inputs, outputs, saved, backward)
}

/// Where a gradient for `t` must go: its producer, its accumulator, or nowhere (a view
/// written in place since its history was made first gets it remade from its base).
pub fn gradient_edge(t: &Tensor) -> Option<Edge> {
    refresh_view_history(t);
    low::recorded_edge(t)
}

/// `t.grad_fn` as PyTorch's getter answers it: a view whose storage was written in place
/// since its history was made (through another view or its base) reads the base as it is
/// now, so its history becomes `AsStridedBackward0` of the base's (a stale one would send
/// gradient to values that were overwritten).
pub fn current_grad_fn(t: &Tensor) -> Option<Rc<Node>> {
    refresh_view_history(t);
    t.grad_fn()
}

/// `t.grad_fn` as Python reads it: `current_grad_fn`, refused for a marked view whose
/// memory was written since it was made (`check_view_current`).
pub fn checked_grad_fn(t: &Tensor) -> crate::error::Result<Option<Rc<Node>>> {
    check_view_current(t)?;
    Ok(current_grad_fn(t))
}

fn refresh_view_history(t: &Tensor) {
    let stale = t.autograd().view_version.is_some_and(|v| v != t.version());
    if !stale {
        return;
    }
    if let Some(base) = t.view_base().filter(|b| b.requires_grad()) {
        super::inplace::view_of_base_history(&base, t);
    }
}
