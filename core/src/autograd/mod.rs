//! Reverse-mode autograd on a dynamic graph, recorded as ops run (PyTorch's design):
//! every differentiable op that sees an input requiring grad records a `Node` whose edges
//! point at the nodes that made its inputs (or at a leaf's `AccumulateGrad`). `backward()`
//! walks that graph from the output, in dependency order, and the leaves accumulate `.grad`.
//!
//! This module is the graph itself and needs no op: nodes, edges, saved tensors, grad and
//! inference mode, hooks' and tangents' state, a tensor's autograd metadata. The formulas
//! and recording, written with ops, are `ops::autodiff`; running the graph is `engine`.

pub mod anomaly;
pub mod forward;
pub mod graph;
pub mod saved_hooks;
mod tensor_state;
pub mod view_creation;

pub use graph::{message_name, needs_grad, needs_reverse, recorded_edge, Saved};
pub use tensor_state::*;
pub use view_creation::{check_view_current, check_view_rebase, ViewCreation};

use crate::dtype::DType;
use crate::tensor::{Tensor, TensorImpl};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// Per-tensor autograd state (PyTorch's `AutogradMeta`).
#[derive(Default)]
pub struct AutogradMeta {
    /// Set on leaves by `requires_grad=True` / `requires_grad_()`.
    pub requires_grad: bool,
    pub grad: Option<Tensor>,
    /// The node that made this tensor; `None` for leaves.
    pub grad_fn: Option<Rc<Node>>,
    /// Which output of `grad_fn` this tensor is.
    pub output_nr: usize,
    pub retains_grad: bool,
    /// The leaf's `AccumulateGrad` node, shared by every use of the leaf.
    pub grad_accumulator: Weak<Node>,
    /// Created as an `nn.Parameter`.
    pub is_parameter: bool,
    /// A lazy module's parameter or buffer before it has a shape: PyTorch's
    /// `UninitializedParameter`/`UninitializedBuffer` (set and cleared by prelude.py).
    pub uninitialized: bool,
    /// A leaf's gradient hooks, run before its gradient is accumulated.
    pub hooks: Vec<TensorHook>,
    /// A leaf's `register_post_accumulate_grad_hook` hooks: run with the leaf itself after
    /// `backward()` accumulated into its `.grad` (not by `autograd.grad`).
    pub post_accumulate_hooks: Vec<TensorHook>,
    /// For a view with a history: the version of its storage when that history was made.
    /// An in-place write through another view (or the base) bumps the version, and the
    /// history is then remade from the base's (`graph::current_grad_fn`).
    pub view_version: Option<u64>,
    /// The tangent in the current forward-AD level (`forward.rs`).
    pub fw_grad: Option<Tensor>,
    /// A leaf's `grad_dtype` once set: `Some(d)` casts incoming gradients to `d`, `None`
    /// keeps theirs. Unset (the outer `None`), gradients take the leaf's own dtype.
    pub grad_dtype: Option<Option<DType>>,
}

/// `t.grad_dtype`: what a leaf's gradients are cast to (None: any dtype is kept); a
/// non-leaf reports its own dtype, the one its producer's gradient has.
pub fn grad_dtype(t: &Tensor) -> Option<DType> {
    if t.is_leaf() {
        if let Some(d) = t.autograd().grad_dtype {
            return d;
        }
    }
    Some(t.dtype())
}

/// `t.grad_dtype = d` (leaves only, as PyTorch's setter).
pub fn set_grad_dtype(t: &Tensor, d: Option<DType>) -> crate::error::Result<()> {
    if !t.is_leaf() {
        return Err(crate::error::runtime(
            "grad_dtype can only be set on leaf tensors.",
        ));
    }
    t.autograd_mut().grad_dtype = Some(d);
    Ok(())
}

/// An edge of the graph: gradient flows to input `input_nr` of `node`.
#[derive(Clone)]
pub struct Edge {
    pub node: Rc<Node>,
    pub input_nr: usize,
}

/// Computes input gradients from output gradients. `None` stands for a zero gradient.
pub type BackwardFn = Box<dyn Fn(&[Option<Tensor>]) -> crate::error::Result<Vec<Option<Tensor>>>>;

pub enum NodeKind {
    Function,
    /// Adds the incoming gradient into a leaf's `.grad`.
    AccumulateGrad(Weak<TensorImpl>),
}

/// What an input of a node looked like, so a gradient can be cast back to its dtype.
#[derive(Clone, Debug)]
pub struct InputMeta {
    pub dtype: DType,
    pub shape: Vec<usize>,
}

pub struct Node {
    /// PyTorch's class name ("MulBackward0", "AccumulateGrad").
    pub name: String,
    pub kind: NodeKind,
    pub next_edges: Vec<Option<Edge>>,
    pub input_meta: Vec<Option<InputMeta>>,
    pub backward: RefCell<Option<BackwardFn>>,
    pub num_outputs: usize,
    /// Tensors saved for backward, with the version they had, so an in-place change to one
    /// is caught when backward runs.
    pub saved: Vec<Saved>,
    /// Set once backward freed the saved tensors (without `retain_graph`).
    pub released: Cell<bool>,
    /// Outputs that asked for `retain_grad()`.
    pub retained: RefCell<Vec<(usize, Weak<TensorImpl>)>>,
    /// Creation order: the engine runs later nodes first, as PyTorch does.
    pub sequence: u64,
    /// `t.register_hook(fn)` on a non-leaf `t`: hooks on the gradient arriving at this
    /// node's input slot `t.output_nr`, run in order before the node (and before
    /// `retain_grad` keeps it), each able to replace it.
    pub pre_hooks: RefCell<Vec<TensorHook>>,
    /// `grad_fn.register_prehook(fn)`: sees the node's whole list of incoming gradients
    /// (after the tensor hooks), before it runs; may replace them.
    pub node_pre_hooks: RefCell<Vec<NodeHook>>,
    /// A Python `autograd.Function`'s node: it runs even when every gradient it is given is
    /// undefined (its backward gets zeros or None by `ctx.set_materialize_grads`), where
    /// a built-in formula's node would give undefined gradients and is skipped.
    pub runs_without_grads: Cell<bool>,
    /// `grad_fn.register_hook(fn)`: sees what the node computed (grad_inputs) and what it
    /// was given (grad_outputs) after it ran; may replace grad_inputs.
    pub post_hooks: RefCell<Vec<NodeHook>>,
    /// `grad_fn._saved_<name>`: what PyTorch's node for this op keeps, by its names.
    pub attrs: RefCell<Vec<(&'static str, SavedAttr)>>,
    /// `saved[i]` as a saved-tensor pack hook left it (`saved_hooks`), when one ran.
    pub packed: RefCell<Vec<Option<saved_hooks::Packed>>>,
}

impl Node {
    /// A node numbered in creation order (backward's order among ready nodes), with
    /// nothing run, hooked, retained or named yet.
    pub fn new(
        name: impl Into<String>,
        kind: NodeKind,
        next_edges: Vec<Option<Edge>>,
        input_meta: Vec<Option<InputMeta>>,
        backward: Option<BackwardFn>,
        num_outputs: usize,
        saved: Vec<graph::Saved>,
    ) -> Node {
        Node {
            name: name.into(),
            kind,
            next_edges,
            input_meta,
            backward: RefCell::new(backward),
            num_outputs,
            saved,
            released: Cell::new(false),
            retained: RefCell::new(vec![]),
            sequence: next_sequence(),
            pre_hooks: Default::default(),
            node_pre_hooks: Default::default(),
            runs_without_grads: Cell::new(false),
            post_hooks: Default::default(),
            attrs: Default::default(),
            packed: Default::default(),
        }
    }
}

/// A value a node shows as `grad_fn._saved_<name>`.
#[derive(Clone)]
pub enum SavedAttr {
    /// An input: the very tensor.
    Tensor(Tensor),
    /// The node's own output `nr`, kept as a detached alias; shown with its history back,
    /// as PyTorch's SavedVariable unpacks an output.
    Output(Tensor, usize),
    /// A Python number the op took (`alpha`, `exponent`).
    Scalar(crate::scalar::Scalar),
    Bool(bool),
    Int(i64),
    /// `_saved_dim` as PyTorch shows it: a dim list (`IntArrayRef`) is unsigned there.
    Ints(Vec<i64>),
    None,
}

/// A node's saved output as `grad_fn._saved_result` gives it: a new tensor on the output's
/// storage and version counter, with the node as its `grad_fn` again.
pub fn unpack_saved_output(alias: &Tensor, node: &Rc<Node>, nr: usize) -> Tensor {
    let t = alias.alias_with(alias.layout());
    t.share_version_counter(alias);
    graph::set_history(&t, node, nr);
    t
}

/// What an unpack hook returned, given the saved tensor's place in the graph: its
/// `grad_fn` (a non-leaf, or a node's own output) or, for a leaf that requires grad, that
/// flag, as PyTorch's `SavedVariable::unpack` rebuilds it. Shares `t`'s memory.
pub fn with_identity_of(t: &Tensor, original: &Tensor) -> Tensor {
    let (grad_fn, nr, rg) = {
        let a = original.autograd();
        (a.grad_fn.clone(), a.output_nr, a.requires_grad)
    };
    let out = t.alias_with(t.layout());
    out.share_version_counter(t);
    match grad_fn {
        Some(node) => graph::set_history(&out, &node, nr),
        None if rg => out.autograd_mut().requires_grad = true,
        None => {}
    }
    out
}

/// Names what `node` keeps (after `record` made it; nothing when no node was recorded).
pub fn set_saved_attrs(node: &Option<Rc<Node>>, attrs: Vec<(&'static str, SavedAttr)>) {
    if let Some(n) = node {
        *n.attrs.borrow_mut() = attrs;
    }
}

/// A hook on a whole node (`torch.autograd.graph.Node.register_hook`/`register_prehook`).
/// Called with (grad_inputs, grad_outputs) for a post hook, (grad_outputs, []) for a pre
/// hook; Some replaces the first list.
pub type NodeHookFn = Rc<
    dyn Fn(
        &[Option<Tensor>],
        &[Option<Tensor>],
    ) -> crate::error::Result<Option<Vec<Option<Tensor>>>>,
>;

#[derive(Clone)]
pub struct NodeHook {
    pub id: u64,
    /// The hook function's name, for errors.
    pub name: String,
    pub f: NodeHookFn,
}

/// A new id for a hook handle.
pub fn next_hook_id() -> u64 {
    HOOK_IDS.with(|c| {
        let id = c.get();
        c.set(id + 1);
        id
    })
}

/// A gradient hook's function: None keeps the gradient, Some replaces it.
/// A tensor hook: given the gradient (None where the pass leaves it undefined: another
/// output of `unbind`/`split` was differentiated), it returns a replacement or None.
pub type HookFn = Rc<dyn Fn(Option<&Tensor>) -> crate::error::Result<Option<Tensor>>>;

/// A gradient hook: its handle id, the slot it watches, and the function (None keeps the
/// gradient, Some replaces it).
#[derive(Clone)]
pub struct TensorHook {
    pub id: u64,
    /// The hook function's name, for errors.
    pub name: String,
    pub slot: usize,
    pub f: HookFn,
}

/// Tears a graph down without recursion. Dropping the last handle of a 60,000-node chain
/// would otherwise drop each node from inside its successor's drop and overflow the stack.
/// Each node first lets go of what it saved (whose references to earlier nodes are then not
/// the last ones), then hands its edges to a work list; a node is only freed here when the
/// work list holds its last reference, so its own drop finds nothing left to recurse into.
impl Drop for Node {
    fn drop(&mut self) {
        let mut pending: Vec<Rc<Node>> = Vec::new();
        release_into(self, &mut pending);
        while let Some(node) = pending.pop() {
            if let Ok(mut n) = Rc::try_unwrap(node) {
                release_into(&mut n, &mut pending);
            }
        }
    }
}

fn release_into(n: &mut Node, pending: &mut Vec<Rc<Node>>) {
    n.saved.clear();
    n.attrs.get_mut().clear();
    n.backward.get_mut().take();
    pending.extend(n.next_edges.drain(..).flatten().map(|e| e.node));
}

thread_local! {
    static HOOK_IDS: Cell<u64> = const { Cell::new(0) };
}

/// `t.register_hook(f)`: on the leaf itself, or on the node that made `t`. Returns the
/// handle id for `remove_hook`.
pub fn register_hook(t: &Tensor, name: &str, f: HookFn) -> crate::error::Result<u64> {
    if !t.requires_grad() {
        return Err(crate::error::runtime(
            "cannot register a hook on a tensor that doesn't require gradient",
        ));
    }
    let id = HOOK_IDS.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    let (grad_fn, slot) = {
        let a = t.autograd();
        (a.grad_fn.clone(), a.output_nr)
    };
    let hook = TensorHook {
        id,
        name: name.to_string(),
        slot,
        f,
    };
    match grad_fn {
        Some(node) => node.pre_hooks.borrow_mut().push(hook),
        None => t.autograd_mut().hooks.push(hook),
    }
    Ok(id)
}

/// `t.register_post_accumulate_grad_hook(f)`: a leaf that requires grad only, checked in
/// PyTorch's order. `f` is called with the leaf and must return None.
pub fn register_post_accumulate_hook(
    t: &Tensor,
    name: &str,
    f: HookFn,
) -> crate::error::Result<u64> {
    if !t.requires_grad() {
        return Err(crate::error::runtime(
            "cannot register a hook on a tensor that doesn't require gradient",
        ));
    }
    if t.autograd().grad_fn.is_some() {
        return Err(crate::error::runtime(
            "post accumulate grad hooks cannot be registered on non-leaf tensors",
        ));
    }
    let id = HOOK_IDS.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    t.autograd_mut().post_accumulate_hooks.push(TensorHook {
        id,
        name: name.to_string(),
        slot: 0,
        f,
    });
    Ok(id)
}

/// `handle.remove()`: drops hook `id` from `t` (its node or the leaf); gone already is fine.
pub fn remove_hook(t: &Tensor, id: u64) {
    let grad_fn = t.autograd().grad_fn.clone();
    if let Some(node) = grad_fn {
        node.pre_hooks.borrow_mut().retain(|h| h.id != id);
    }
    let mut a = t.autograd_mut();
    a.hooks.retain(|h| h.id != id);
    a.post_accumulate_hooks.retain(|h| h.id != id);
}

thread_local! {
    static GRAD_ENABLED: Cell<bool> = const { Cell::new(true) };
    static INFERENCE_MODE: Cell<bool> = const { Cell::new(false) };
    static SEQUENCE: Cell<u64> = const { Cell::new(0) };
}

/// Starts a session's counters over: node sequence numbers (backward's order among ready
/// nodes) and hook handle ids, so a session's ids do not depend on what ran before it.
pub fn reset_counters() {
    SEQUENCE.with(|c| c.set(0));
    HOOK_IDS.with(|c| c.set(0));
}

/// Whether ops record graph nodes now: grad mode is on and inference mode is off (in
/// inference mode nothing records, even under `enable_grad`, as in PyTorch).
pub fn is_grad_enabled() -> bool {
    GRAD_ENABLED.with(|g| g.get()) && !is_inference_mode()
}

/// Grad mode itself, as `torch.is_grad_enabled()` reports it.
pub fn grad_mode() -> bool {
    GRAD_ENABLED.with(|g| g.get())
}

/// `torch.is_inference_mode_enabled()`: tensors made now are inference tensors.
pub fn is_inference_mode() -> bool {
    INFERENCE_MODE.with(|m| m.get())
}

/// Sets inference mode (a session's reset turns it off).
pub fn set_inference_mode(on: bool) -> bool {
    INFERENCE_MODE.with(|m| m.replace(on))
}

/// `torch.inference_mode(mode)` while alive: c10's InferenceMode sets inference mode to
/// `mode` and grad mode to its opposite (so `inference_mode(False)` turns grad mode on).
pub struct InferenceModeGuard {
    prev_inference: bool,
    prev_grad: bool,
}

impl InferenceModeGuard {
    pub fn new(on: bool) -> Self {
        InferenceModeGuard {
            prev_inference: set_inference_mode(on),
            prev_grad: set_grad_enabled(!on),
        }
    }
}

impl Drop for InferenceModeGuard {
    fn drop(&mut self) {
        INFERENCE_MODE.with(|m| m.set(self.prev_inference));
        set_grad_enabled(self.prev_grad);
    }
}

pub fn set_grad_enabled(on: bool) -> bool {
    GRAD_ENABLED.with(|g| g.replace(on))
}

fn next_sequence() -> u64 {
    SEQUENCE.with(|s| {
        let v = s.get();
        s.set(v + 1);
        v
    })
}

/// Turns off graph recording while alive. Made by the tool's own code, it also hides
/// tangents (internal work under it is not the script's computation); the script's
/// `with torch.no_grad():` is `script()`, which leaves forward AD on, as PyTorch's does.
pub struct NoGradGuard {
    prev: bool,
    _forward: Option<forward::Suspend>,
}

impl NoGradGuard {
    pub fn new() -> Self {
        NoGradGuard {
            prev: set_grad_enabled(false),
            _forward: Some(forward::Suspend::new()),
        }
    }

    /// `torch.no_grad()` as a script writes it.
    pub fn script() -> Self {
        NoGradGuard {
            prev: set_grad_enabled(false),
            _forward: None,
        }
    }

    /// Grad mode `on` for a backward pass (`create_graph` turns it on), tangents left
    /// visible: in a dual level the backward formulas' ops carry tangents (a gradient of
    /// dual inputs has one, as PyTorch's engine gives it: forward over reverse).
    pub fn backward_pass(on: bool) -> Self {
        NoGradGuard {
            prev: set_grad_enabled(on),
            _forward: None,
        }
    }

    /// Sets grad mode to `on` while alive (`create_graph` turns it on inside backward).
    pub fn with(on: bool) -> Self {
        NoGradGuard {
            prev: set_grad_enabled(on),
            _forward: Some(forward::Suspend::new()),
        }
    }
}

impl Default for NoGradGuard {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for NoGradGuard {
    fn drop(&mut self) {
        set_grad_enabled(self.prev);
    }
}
