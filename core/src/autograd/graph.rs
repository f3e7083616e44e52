//! Recording nodes: edges to the inputs' producers, saved tensors with their versions.

use super::{is_grad_enabled, BackwardFn, Edge, InputMeta, Node, NodeKind};
use crate::error::Result;
use crate::tensor::Tensor;
use std::rc::Rc;

/// A tensor saved for backward and the version it had then.
#[derive(Clone)]
pub struct Saved {
    pub tensor: Tensor,
    pub version: u64,
    /// For messages: "output 0 of Exp" when it is the node's own output (which one, of
    /// which node).
    pub output_of: Option<String>,
    /// Kept only so backward frees something (the wrapped number of `x * 2`): PyTorch
    /// packs no SavedVariable for it, so saved-tensor hooks do not see it.
    pub marker: bool,
}

/// The name PyTorch's "modified by an inplace operation" message gives a node
/// ("output 0 of Add" for `AddBackward0`, as PyTorch 2.15 prints it).
pub fn message_name(name: &str) -> String {
    // PyTorch drops "Backward0" but keeps another overload's number: MulBackward0 is "Mul",
    // TBackward1 (the in-place t_) is "T1".
    if name == "CopySlices" {
        return "torch::autograd::CopySlices".into();
    }
    match name.strip_suffix("Backward0") {
        Some(base) => base.to_string(),
        None => name.replacen("Backward", "", 1),
    }
}

/// PyTorch's SavedVariable refuses an inference tensor: its values were never versioned,
/// so a later in-place change could not be detected.
pub fn check_saved(saved: &[Saved]) -> Result<()> {
    if saved.iter().any(|s| s.tensor.is_inference()) {
        return Err(crate::error::runtime(
            "Inference tensors cannot be saved for backward. Please do not use Tensors created in inference mode in computation tracked by autograd. To work around this, you can make a clone to get a normal tensor and use it in autograd, or use `torch.no_grad()` instead of `torch.inference_mode()`.",
        ));
    }
    Ok(())
}

impl Saved {
    pub fn input(t: &Tensor) -> Saved {
        Saved {
            tensor: t.clone(),
            version: t.version(),
            output_of: None,
            marker: false,
        }
    }

    /// Which output of its node this is, when it is one ("output 1 of Max" is 1).
    pub fn output_nr(&self) -> Option<usize> {
        self.output_of
            .as_deref()?
            .strip_prefix("output ")?
            .split(' ')
            .next()?
            .parse()
            .ok()
    }

    /// A [`Saved::marker`](Saved) entry.
    pub fn marker(t: &Tensor) -> Saved {
        Saved {
            marker: true,
            ..Saved::input(t)
        }
    }
}

/// A view of `t` without autograd history, sharing its storage and version counter: how
/// a node keeps its own output without a reference cycle (PyTorch's SavedVariable does the
/// same for outputs).
pub fn detached_alias(t: &Tensor) -> Tensor {
    let a = t.alias_with(t.layout());
    a.share_version_counter(t);
    a.inherit_inference(t);
    a
}

/// A node's handle on itself, set once `record` has made it. A formula that reads its own
/// output under `create_graph` gives the output's alias this node as its history (ATen's
/// SavedVariable of an output does the same), so the second-order path runs through the
/// node; recomputing the output from the input instead would read an input changed in place
/// since (`y = h.tanh(); h.add_(1)`). Weak: the node owns the closure that holds this.
#[derive(Clone, Default)]
pub struct SelfNode(Rc<std::cell::RefCell<std::rc::Weak<Node>>>);

impl SelfNode {
    pub fn set(&self, node: &Option<Rc<Node>>) {
        if let Some(n) = node {
            *self.0.borrow_mut() = Rc::downgrade(n);
        }
    }

    /// `y` (output `nr`'s detached alias) with the node as its history, once there is one.
    pub fn output(&self, y: &Tensor, nr: usize) -> Option<Tensor> {
        let node = self.0.borrow().upgrade()?;
        let t = detached_alias(y);
        set_history(&t, &node, nr);
        // The output's tangent too (forward over reverse reads it through the formula).
        super::forward::share_tangent(&t, y);
        Some(t)
    }
}

/// The leaf's `AccumulateGrad` node, made once and shared by every use of the leaf.
pub fn grad_accumulator(t: &Tensor) -> Rc<Node> {
    if let Some(n) = t.autograd().grad_accumulator.upgrade() {
        return n;
    }
    let n = Rc::new(Node::new(
        "AccumulateGrad",
        NodeKind::AccumulateGrad(Rc::downgrade(&t.0)),
        vec![],
        vec![Some(InputMeta {
            dtype: t.dtype(),
            shape: t.shape(),
        })],
        None,
        1,
        vec![],
    ));
    t.autograd_mut().grad_accumulator = Rc::downgrade(&n);
    n
}

/// Where a gradient for `t` must go: its producer, its accumulator, or nowhere, as its
/// history stands. A view written in place since its history was made needs that history
/// remade first (with ops, so on their floor: `ops::autodiff::graph::gradient_edge`).
pub fn recorded_edge(t: &Tensor) -> Option<Edge> {
    let (grad_fn, nr, leaf_rg) = {
        let a = t.autograd();
        (a.grad_fn.clone(), a.output_nr, a.requires_grad)
    };
    match grad_fn {
        Some(node) => Some(Edge { node, input_nr: nr }),
        None if leaf_rg => Some(Edge {
            node: grad_accumulator(t),
            input_nr: 0,
        }),
        None => None,
    }
}

/// Does an op over these inputs owe autograd anything? Either mode counts: the graph (grad mode on, an input requires grad) or forward AD (an
/// input carries a tangent).
pub fn needs_grad(inputs: &[Option<&Tensor>]) -> bool {
    needs_reverse(inputs) || super::forward::has_tangent(inputs)
}

/// Should an op over these inputs record a graph node?
pub fn needs_reverse(inputs: &[Option<&Tensor>]) -> bool {
    is_grad_enabled() && inputs.iter().flatten().any(|t| t.requires_grad())
}

/// Records a node for an op: `inputs` are the differentiable input slots (None for a number
/// or a non-differentiable argument), `outputs` get the node as their `grad_fn`. The
/// graph's half of recording: ops call `ops::autodiff::graph::record`, which first gives
/// the outputs their tangents and brings stale view histories up to date (both computed
/// with ops), then calls this.
pub fn record_node(
    name: &str,
    inputs: &[Option<&Tensor>],
    outputs: &[&Tensor],
    saved: Vec<Saved>,
    backward: BackwardFn,
) -> Result<Option<Rc<Node>>> {
    if !needs_reverse(inputs) {
        return Ok(None);
    }
    for t in inputs.iter().flatten() {
        super::check_view_current(t)?;
    }
    check_saved(&saved)?;
    // A saved output carries the output's tangent (one autograd state in ATen): a backward
    // formula that reads it inside a dual level gives a gradient with a tangent.
    for s in saved.iter().filter(|s| s.output_of.is_some()) {
        if let Some(o) = outputs
            .iter()
            .find(|o| o.storage().same(&s.tensor.storage()))
        {
            super::forward::share_tangent(&s.tensor, o);
        }
    }
    let node = Rc::new(Node::new(
        name,
        NodeKind::Function,
        inputs.iter().map(|t| t.and_then(recorded_edge)).collect(),
        inputs
            .iter()
            .map(|t| {
                t.map(|t| InputMeta {
                    dtype: t.dtype(),
                    shape: t.shape(),
                })
            })
            .collect(),
        Some(backward),
        outputs.len(),
        saved,
    ));
    super::saved_hooks::note_recorded(&node);
    // An op recorded with grad mode on made these results: a no_grad mark they carry
    // comes from a view of a temporary taken under an internal no-grad guard, unless an
    // input passed it on (a view of the script's own no_grad view keeps it).
    let inherited = inputs
        .iter()
        .flatten()
        .any(|t| t.view_creation() == super::ViewCreation::NoGrad);
    for (i, o) in outputs.iter().enumerate() {
        set_history(o, &node, i);
        if !inherited {
            o.unmark_no_grad_view();
        }
    }
    // A result that shares its storage with an input is a view (no kernel made it);
    // otherwise the kernel that wrote the result's storage gets the node's name. Only
    // worked out while tracing: recording a node is on every differentiable op's path.
    if crate::trace::enabled() {
        let is_view = outputs.iter().any(|o| {
            inputs
                .iter()
                .flatten()
                .any(|i| i.storage().same(&o.storage()))
        });
        if !is_view {
            let storages: Vec<u64> = outputs.iter().map(|o| o.storage().id()).collect();
            crate::trace::label_writer(&storages, name);
        }
    }
    Ok(Some(node))
}

/// Makes `t` output `nr` of `node`.
pub fn set_history(t: &Tensor, node: &Rc<Node>, nr: usize) {
    let view_version = t.is_view().then(|| t.version());
    let old = {
        let mut a = t.autograd_mut();
        let old = a.grad_fn.replace(node.clone());
        a.output_nr = nr;
        a.requires_grad = false;
        a.view_version = view_version;
        old.filter(|_| a.retains_grad)
    };
    // `retain_grad()` follows the tensor to its new history (ATen's
    // `update_tensor_hooks_on_new_gradfn`): after `b.mul_(3)`, `b.grad` is the gradient of
    // the new `b`, not of the value it replaced.
    if let Some(old) = old.filter(|o| !Rc::ptr_eq(o, node)) {
        let me = Rc::downgrade(&t.0);
        old.retained.borrow_mut().retain(|(_, w)| !w.ptr_eq(&me));
        node.retained.borrow_mut().push((nr, me));
    }
}
