//! Autograd at the ops' floor: what recording an op needs computed with ops. The backward
//! formulas (PyTorch's derivatives.yaml and FunctionsManual, by op family in
//! `derivatives/`), the differentiable helpers they are written with (`diff_ops`), the
//! in-place history rewrites (`inplace`), forward-mode JVPs (`forward`) and recording
//! itself (`graph::record`).
//!
//! Why here and not in `autograd`: a formula is written with ops (so `create_graph` records
//! the gradient's own graph) and every differentiable op records its formula, so ops and
//! formulas call each other. PyTorch breaks that circle with its dispatcher; we keep both
//! on one floor. Below it, `autograd` is the graph itself (nodes, edges, grad mode, hooks'
//! state), which needs no op; above it, `engine` runs the graph backward. The graph's
//! names are re-exported here, so ops and formulas reach everything through one path.

pub use crate::autograd::*;

mod derivatives;
pub mod diff_ops;
mod engine;
pub mod forward;
pub mod graph;
mod inplace;
pub mod linear_map;
mod saved_unpack;

pub use derivatives::*;
pub use engine::{
    apply_node, backward, backward_many, check_saved, checkpoint_valid, current_graph_task_id,
    grad, note_sparse_leaf, validate_outputs, will_engine_execute_node,
};
pub use graph::{checked_grad_fn, current_grad_fn, gradient_edge, record};
pub use inplace::{
    check_inplace, check_inplace_view, graft, original, rebase, InplaceBefore, InplaceTwin,
};
