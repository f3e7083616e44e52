//! Executes the graph backward: dependency counting, a ready queue ordered like PyTorch's
//! (latest node first), per-node input buffers that sum gradients, version checks on saved
//! tensors, and `AccumulateGrad` with PyTorch's gradient layout contract.

use super::gradient_edge;
use crate::autograd::graph::grad_accumulator;
use crate::autograd::{message_name, Edge, NoGradGuard, Node, NodeKind};
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::BinaryOp;
use crate::layout::MemoryFormat;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::rc::Rc;

fn key(n: &Rc<Node>) -> usize {
    Rc::as_ptr(n) as usize
}

/// `t.backward(gradient, retain_graph, create_graph)`.
pub fn backward(
    t: &Tensor,
    gradient: Option<&Tensor>,
    retain_graph: bool,
    create_graph: bool,
) -> Result<()> {
    let g = root_grad(t, gradient, 0)?;
    run(&[(t.clone(), g)], retain_graph, create_graph, None).map(|_| ())
}

/// `torch.autograd.backward(tensors, grad_tensors, ..., inputs)` and `t.backward(inputs=)`:
/// one pass from every root (roots sharing a graph run it once, as PyTorch's engine does);
/// with `inputs`, only the part of the graph that leads to them runs and only their `.grad`
/// (a non-leaf's too) accumulates.
pub fn backward_many(
    roots: &[(Tensor, Option<Tensor>)],
    retain_graph: bool,
    create_graph: bool,
    inputs: Option<&[Tensor]>,
) -> Result<()> {
    let mut given = Vec::with_capacity(roots.len());
    for (i, (t, g)) in roots.iter().enumerate() {
        given.push((t.clone(), root_grad(t, g.as_ref(), i)?));
    }
    let Some(inputs) = inputs else {
        return run(&given, retain_graph, create_graph, None).map(|_| ());
    };
    if inputs.is_empty() {
        return Err(runtime(
            "`inputs` argument to `backward()` cannot be empty.",
        ));
    }
    // As PyTorch's engine: each input retains its grad first (a leaf's AccumulateGrad fills
    // it; a non-leaf's node hands it over), which also refuses one that needs no grad.
    for x in inputs {
        crate::ops::autodiff::retain_grad(x)?;
    }
    run_capturing(&given, retain_graph, create_graph, Some(inputs), true).map(|_| ())
}

/// `torch.autograd.grad(outputs, inputs, grad_outputs, retain_graph, create_graph, allow_unused)`.
pub fn grad(
    outputs: &[Tensor],
    inputs: &[Tensor],
    grad_outputs: &[Option<Tensor>],
    retain_graph: bool,
    create_graph: bool,
    allow_unused: bool,
) -> Result<Vec<Option<Tensor>>> {
    let mut roots = Vec::new();
    for (i, o) in outputs.iter().enumerate() {
        let g = root_grad(o, grad_outputs.get(i).and_then(|g| g.as_ref()), i)?;
        roots.push((o.clone(), g));
    }
    if inputs.iter().any(|x| !x.requires_grad()) {
        return Err(runtime(
            "One of the differentiated Tensors does not require grad",
        ));
    }
    let captured = run(&roots, retain_graph, create_graph, Some(inputs))?;
    for (i, c) in captured.iter().enumerate() {
        if c.is_none() && !allow_unused {
            return Err(runtime(format!(
                "The differentiated Tensor at index {i} appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior."
            )));
        }
    }
    Ok(captured)
}

fn root_grad(t: &Tensor, gradient: Option<&Tensor>, i: usize) -> Result<Tensor> {
    // A view made under no_grad requires grad (its base does) but has no edge to run.
    crate::ops::autodiff::check_view_current(t)?;
    if !t.requires_grad() || gradient_edge(t).is_none() {
        return Err(runtime(format!(
            "element {i} of tensors does not require grad and does not have a grad_fn"
        )));
    }
    match gradient {
        Some(g) => {
            if *g.shape_ref() != *t.shape_ref() {
                return Err(runtime(format!(
                    "Mismatch in shape: grad_output[{i}] has a shape of {} and output[{i}] has a shape of {}.",
                    fmt_size(&g.shape()),
                    fmt_size(&t.shape())
                )));
            }
            Ok(g.clone())
        }
        None => {
            if t.numel() != 1 {
                return Err(runtime(
                    "grad can be implicitly created only for scalar outputs",
                ));
            }
            let _g = NoGradGuard::new();
            ops::like(t, Some(Scalar::Int(1)), None, MemoryFormat::Preserve, None)
        }
    }
}

fn fmt_size(s: &[usize]) -> String {
    format!("torch.Size({})", crate::error::fmt_list(s))
}

/// Sums `g` into a node's input slot.
fn accumulate(slot: &mut Option<Tensor>, g: Tensor) -> Result<()> {
    *slot = Some(match slot.take() {
        None => g,
        Some(old) => ops::binary(
            "add",
            BinaryOp::Add(Scalar::Int(1)),
            Arg::T(&old),
            Arg::T(&g),
        )?,
    });
    Ok(())
}

#[derive(PartialEq, Eq)]
struct Ready(u64, usize);

/// A node's place in the ready queue: its sequence number, and for a leaf's accumulator
/// the highest there is, as PyTorch gives every AccumulateGrad (`UINT64_MAX`). Equal
/// priorities then come out in the order the heap's sift rules give, which Rust's
/// `BinaryHeap` shares with libstdc++'s `priority_queue` (ties go to the right child on the
/// way down): leaf hooks run in PyTorch's order.
fn priority(n: &Node) -> u64 {
    match n.kind {
        NodeKind::AccumulateGrad(_) => u64::MAX,
        NodeKind::Function => n.sequence,
    }
}

impl Ord for Ready {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        self.0.cmp(&o.0)
    }
}
impl PartialOrd for Ready {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

/// Runs the graph from `roots`. With `capture`, returns the gradients reaching those tensors
/// instead of accumulating into leaves (`autograd.grad`).
fn run(
    roots: &[(Tensor, Tensor)],
    retain_graph: bool,
    create_graph: bool,
    capture: Option<&[Tensor]>,
) -> Result<Vec<Option<Tensor>>> {
    run_capturing(
        roots,
        retain_graph,
        create_graph,
        capture,
        capture.is_none(),
    )
}

thread_local! {
    static CHECKPOINT_VALID: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// `torch.autograd._is_checkpoint_valid()`: false while a pass started by
/// `torch.autograd.grad` or `backward(inputs=...)` runs, which a reentrant checkpoint
/// cannot serve (its inner backward would fill `.grad` instead of the captured gradients).
pub fn checkpoint_valid() -> bool {
    CHECKPOINT_VALID.with(|c| c.get())
}

/// Sets the flag for one pass and puts the outer pass's back afterwards.
struct CheckpointValid(bool);

impl CheckpointValid {
    fn enter(valid: bool) -> CheckpointValid {
        CheckpointValid(CHECKPOINT_VALID.with(|c| c.replace(valid)))
    }
}

impl Drop for CheckpointValid {
    fn drop(&mut self) {
        CHECKPOINT_VALID.with(|c| c.set(self.0));
    }
}

/// The engine's pass. With no `capture`, every node runs and every leaf accumulates. With
/// one, only the nodes leading to the captured tensors run, their gradients are returned,
/// and leaves accumulate only when `into_leaves` (backward's `inputs=`, not `grad`).
fn run_capturing(
    roots: &[(Tensor, Tensor)],
    retain_graph: bool,
    create_graph: bool,
    capture: Option<&[Tensor]>,
    into_leaves: bool,
) -> Result<Vec<Option<Tensor>>> {
    let _mode = NoGradGuard::backward_pass(create_graph);
    let _valid = CheckpointValid::enter(capture.is_none());
    // Discover the graph and count how many edges point at each node.
    let mut nodes: HashMap<usize, Rc<Node>> = HashMap::new();
    let mut deps: HashMap<usize, usize> = HashMap::new();
    let mut stack: Vec<Rc<Node>> = Vec::new();
    let mut buffers: HashMap<usize, Vec<Option<Tensor>>> = HashMap::new();
    for (t, g) in roots {
        let Some(edge) = gradient_edge(t) else {
            continue;
        };
        let k = key(&edge.node);
        let buf = buffers
            .entry(k)
            .or_insert_with(|| vec![None; edge.node.num_outputs.max(1)]);
        accumulate(&mut buf[edge.input_nr], g.clone())?;
        // A root that retains its grad gets it when its node runs (`call_node`), from the
        // node's input buffer, like every other retained tensor: once, not twice.
        if nodes.insert(k, edge.node.clone()).is_none() {
            stack.push(edge.node.clone());
        }
    }
    // With capture, a node older than every target cannot lead to one (an edge always
    // points at a node made before its own), so discovery stops there: `autograd.grad` of a
    // fresh computation does not walk a long history it cannot reach (forward mode runs one
    // such `grad` per op).
    let floor = capture.and_then(|xs| {
        xs.iter()
            .map(|x| target_edge(x).map(|e| e.node.sequence))
            .collect::<Option<Vec<u64>>>()
            .and_then(|v| v.into_iter().min())
    });
    while let Some(n) = stack.pop() {
        for e in n.next_edges.iter().flatten() {
            if floor.is_some_and(|f| e.node.sequence < f) {
                continue;
            }
            let k = key(&e.node);
            *deps.entry(k).or_insert(0) += 1;
            if nodes.insert(k, e.node.clone()).is_none() {
                stack.push(e.node.clone());
            }
        }
    }
    // With capture: which nodes lead to a captured tensor, and where each capture sits.
    let targets: Vec<Option<Edge>> = match capture {
        None => vec![],
        Some(xs) => xs.iter().map(target_edge).collect(),
    };
    let needed = capture.map(|_| needed_nodes(&nodes, &targets, into_leaves));
    let mut captured: Vec<Option<Tensor>> = vec![None; targets.len()];
    let _task = GraphTask::enter(&nodes, needed.as_ref(), &targets, !into_leaves);

    let mut ready: BinaryHeap<Ready> = BinaryHeap::new();
    for (k, n) in &nodes {
        if deps.get(k).copied().unwrap_or(0) == 0 {
            ready.push(Ready(priority(n), *k));
        }
    }
    let mut done: HashSet<usize> = HashSet::new();
    while let Some(Ready(_, k)) = ready.pop() {
        if !done.insert(k) {
            continue;
        }
        let node = nodes[&k].clone();
        let inputs = buffers
            .remove(&k)
            .unwrap_or_else(|| vec![None; node.num_outputs.max(1)]);
        let inputs = run_pre_hooks(&node, inputs)?;
        let inputs = run_node_pre_hooks(&node, inputs)?;
        // Captures happen at the node's inputs, before the node runs.
        for (ti, t) in targets.iter().enumerate() {
            if let Some(e) = t {
                if key(&e.node) == k {
                    if let Some(g) = &inputs[e.input_nr] {
                        captured[ti] = Some(g.clone());
                    }
                }
            }
        }
        // Post hooks see the gradients the node was given (AccumulateGrad consumes them).
        let inputs_for_post = if node.post_hooks.borrow().is_empty() {
            vec![]
        } else {
            inputs.clone()
        };
        let skip = needed.as_ref().is_some_and(|s| !s.contains(&k))
            || (inputs.iter().all(|g| g.is_none()) && !node.runs_without_grads.get());
        let outs: Vec<Option<Tensor>> = if skip {
            vec![None; node.next_edges.len()]
        } else {
            match &node.kind {
                NodeKind::AccumulateGrad(w) => {
                    if into_leaves {
                        if let (Some(var), Some(g)) =
                            (w.upgrade(), inputs.into_iter().next().flatten())
                        {
                            let leaf = Tensor(var);
                            accumulate_grad(&leaf, g, create_graph)?;
                            run_post_accumulate_hooks(&leaf)?;
                        }
                    }
                    vec![]
                }
                NodeKind::Function => call_node(&node, &inputs, retain_graph)?,
            }
        };
        let outs = run_post_hooks(&node, outs, &inputs_for_post)?;
        for (e, g) in node.next_edges.iter().zip(outs) {
            let Some(e) = e else { continue };
            let nk = key(&e.node);
            if !nodes.contains_key(&nk) {
                // Below the capture floor: never discovered, never run.
                continue;
            }
            if let Some(g) = g {
                let buf = buffers
                    .entry(nk)
                    .or_insert_with(|| vec![None; e.node.num_outputs.max(1)]);
                accumulate(&mut buf[e.input_nr], g)?;
            }
            let d = deps.get_mut(&nk).expect("every edge was counted");
            *d -= 1;
            if *d == 0 {
                ready.push(Ready(priority(&e.node), nk));
            }
        }
    }
    Ok(captured)
}

/// The pass running now, as hooks may ask of it (`torch._C._current_graph_task_id`,
/// `_will_engine_execute_node`, which `register_multi_grad_hook` counts with): its id, the
/// nodes it discovered and, when it runs only part of them, those it runs or captures at.
struct TaskInfo {
    id: i64,
    nodes: HashSet<usize>,
    executes: Option<HashSet<usize>>,
    /// `autograd.grad`'s targets that are leaves' nodes, which PyTorch refuses to be asked
    /// about.
    captured_leaves: HashSet<usize>,
}

thread_local! {
    static TASKS: std::cell::RefCell<Vec<TaskInfo>> = const { std::cell::RefCell::new(Vec::new()) };
    static NEXT_TASK: std::cell::Cell<i64> = const { std::cell::Cell::new(0) };
}

/// A pass's entry on the stack of running passes (a hook may start a nested one).
struct GraphTask;

impl GraphTask {
    fn enter(
        nodes: &HashMap<usize, Rc<Node>>,
        needed: Option<&HashSet<usize>>,
        targets: &[Option<Edge>],
        grad_only: bool,
    ) -> GraphTask {
        let executes = needed.map(|n| {
            let mut s = n.clone();
            s.extend(targets.iter().flatten().map(|e| key(&e.node)));
            s
        });
        let captured_leaves = match grad_only {
            true => targets
                .iter()
                .flatten()
                .filter(|e| e.node.next_edges.iter().all(|x| x.is_none()))
                .map(|e| key(&e.node))
                .collect(),
            false => HashSet::new(),
        };
        let id = NEXT_TASK.with(|c| {
            let id = c.get();
            c.set(id + 1);
            id
        });
        let info = TaskInfo {
            id,
            nodes: nodes.keys().copied().collect(),
            executes,
            captured_leaves,
        };
        TASKS.with(|t| t.borrow_mut().push(info));
        GraphTask
    }
}

impl Drop for GraphTask {
    fn drop(&mut self) {
        TASKS.with(|t| t.borrow_mut().pop());
    }
}

/// `torch._C._current_graph_task_id()`: the running pass's id, -1 outside backward.
pub fn current_graph_task_id() -> i64 {
    TASKS.with(|t| t.borrow().last().map_or(-1, |i| i.id))
}

/// `torch._C._will_engine_execute_node(node)`: does the running pass run this node?
pub fn will_engine_execute_node(node: &Rc<Node>) -> Result<bool> {
    TASKS.with(|t| {
        let tasks = t.borrow();
        let Some(task) = tasks.last() else {
            return Err(runtime(
                "_get_should_execute_nodes should only be called during the backward pass",
            ));
        };
        let k = key(node);
        let runs = task.nodes.contains(&k) && task.executes.as_ref().is_none_or(|e| e.contains(&k));
        if runs && task.captured_leaves.contains(&k) {
            return Err(runtime("A leaf node was passed to _will_engine_execute_node but we are currently running autograd.grad(). This is currently not supported."));
        }
        Ok(runs)
    })
}

/// Where a captured tensor's gradient is read: its producer's input, or its accumulator.
fn target_edge(x: &Tensor) -> Option<Edge> {
    match gradient_edge(x) {
        Some(e) if x.is_leaf() => Some(Edge {
            node: grad_accumulator(x),
            input_nr: e.input_nr,
        }),
        e => e,
    }
}

/// A leaf's post-accumulate hooks, in registration order, each given the leaf (its `.grad`
/// now updated). PyTorch checks a returned tensor as any hook result (type, then size) and
/// then accepts only the leaf itself (`p.add_(...)` returns it): any other is an error.
fn run_post_accumulate_hooks(leaf: &Tensor) -> Result<()> {
    let hooks = leaf.autograd().post_accumulate_hooks.clone();
    for h in hooks {
        if let Some(new) = (h.f)(Some(leaf))? {
            check_variable_result(leaf, &new, &h.name)?;
            if !Rc::ptr_eq(&new.0, &leaf.0) {
                return Err(runtime(
                    "Tensor post accumulate grad hooks should return None.",
                ));
            }
        }
    }
    Ok(())
}

/// PyTorch's `check_variable_result` on a tensor a hook returned in place of `old`: the same
/// dtype, then the same size.
fn check_variable_result(old: &Tensor, new: &Tensor, name: &str) -> Result<()> {
    if old.dtype() != new.dtype() {
        return Err(runtime(format!(
            "hook '{name}' has changed the type of value (was torch.{}Tensor got torch.{}Tensor)",
            old.dtype().legacy_name(),
            new.dtype().legacy_name()
        )));
    }
    if *new.shape_ref() != *old.shape_ref() {
        return Err(runtime(format!(
            "hook '{name}' has changed the size of value"
        )));
    }
    Ok(())
}

thread_local! {
    /// Leaves whose gradient this pass is sparse: it goes beside the engine (the
    /// interpreter's `sparse_grad.rs`, which runs their hooks on it), so the engine's own
    /// `AccumulateGrad` for them gets None and must not call their hooks with it.
    static SPARSE_LEAVES: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Notes (`on`) or forgets that `t`'s gradient in the running pass is sparse.
pub fn note_sparse_leaf(t: &Tensor, on: bool) {
    let p = Rc::as_ptr(&t.0) as usize;
    SPARSE_LEAVES.with(|s| {
        let mut s = s.borrow_mut();
        if on {
            s.push(p);
        } else if let Some(i) = s.iter().position(|&q| q == p) {
            s.remove(i);
        }
    });
}

/// The gradient hooks watching this node's inputs: a non-leaf's on its node, a leaf's on the
/// leaf (for its `AccumulateGrad`). Each sees the gradient the previous one left.
fn run_pre_hooks(node: &Rc<Node>, mut inputs: Vec<Option<Tensor>>) -> Result<Vec<Option<Tensor>>> {
    let hooks: Vec<crate::ops::autodiff::TensorHook> = match &node.kind {
        NodeKind::AccumulateGrad(w) => match w.upgrade() {
            Some(t) => {
                let sparse =
                    SPARSE_LEAVES.with(|s| s.borrow().contains(&(Rc::as_ptr(&t) as usize)));
                if sparse && inputs.iter().all(|g| g.is_none()) {
                    return Ok(inputs);
                }
                Tensor(t).autograd().hooks.clone()
            }
            None => vec![],
        },
        NodeKind::Function => node.pre_hooks.borrow().clone(),
    };
    for h in hooks {
        if h.slot >= inputs.len() {
            continue;
        }
        // A node that runs calls every hook on its outputs, with None for a gradient this
        // pass leaves undefined (PyTorch: `x.unbind()[0]`'s hook sees None when only
        // `[1]` was differentiated).
        let g = inputs[h.slot].clone();
        match (g, (h.f)(inputs[h.slot].as_ref())?) {
            (Some(g), Some(new)) => {
                check_variable_result(&g, &new, &h.name)?;
                inputs[h.slot] = Some(new);
            }
            (None, Some(_)) => {
                return Err(runtime(
                    "can't replace a None gradient with a non-None value",
                ))
            }
            (_, None) => {}
        }
    }
    Ok(inputs)
}

/// `grad_fn.register_prehook` hooks: each sees the whole list the previous one left.
fn run_node_pre_hooks(
    node: &Rc<Node>,
    mut inputs: Vec<Option<Tensor>>,
) -> Result<Vec<Option<Tensor>>> {
    let hooks = node.node_pre_hooks.borrow().clone();
    for h in hooks {
        if let Some(new) = (h.f)(&inputs, &[])? {
            check_hook_result(&inputs, &new, &h.name)?;
            inputs = new;
        }
    }
    Ok(inputs)
}

/// `grad_fn.register_hook` hooks, after the node ran: (grad_inputs, grad_outputs).
fn run_post_hooks(
    node: &Rc<Node>,
    mut outs: Vec<Option<Tensor>>,
    inputs: &[Option<Tensor>],
) -> Result<Vec<Option<Tensor>>> {
    let hooks = node.post_hooks.borrow().clone();
    for h in hooks {
        if let Some(new) = (h.f)(&outs, inputs)? {
            check_hook_result(&outs, &new, &h.name)?;
            outs = new;
        }
    }
    Ok(outs)
}

/// PyTorch's check on what a node hook returned: as many gradients as it was given.
fn check_hook_result(old: &[Option<Tensor>], new: &[Option<Tensor>], name: &str) -> Result<()> {
    if old.len() != new.len() {
        return Err(runtime(format!(
            "hook '{name}' has returned an incorrect number of values (got {}, but expected {})",
            new.len(),
            old.len()
        )));
    }
    Ok(())
}

/// Nodes from which some capture target can be reached (only those need to run).
fn needed_nodes(
    nodes: &HashMap<usize, Rc<Node>>,
    targets: &[Option<Edge>],
    run_targets: bool,
) -> HashSet<usize> {
    // Walked backwards from the targets along reversed edges, with a work list: a graph of
    // any depth (a 60,000-step loop) must not overflow the stack.
    let mut parents: HashMap<usize, Vec<usize>> = HashMap::new();
    for (&k, n) in nodes {
        for e in n.next_edges.iter().flatten() {
            parents.entry(key(&e.node)).or_default().push(k);
        }
    }
    let mut reach: HashSet<usize> = HashSet::new();
    let target_keys = targets.iter().flatten().map(|e| key(&e.node));
    // `autograd.grad` reads a target's gradient at its node's inputs and, as PyTorch's
    // engine (`captures_` without `needed_`), does not run that node unless it also leads to
    // another target: running it would free the saved tensors of a graph the pass never
    // differentiates through (`grad(y, h)` and then `(h * 3).sum().backward()`).
    // `backward(inputs=)` runs its targets (`needed_`): a leaf's accumulator fills `.grad`.
    let mut work: Vec<usize> = if run_targets {
        target_keys.collect()
    } else {
        target_keys
            .flat_map(|k| parents.get(&k).into_iter().flatten().copied())
            .collect()
    };
    while let Some(k) = work.pop() {
        if reach.insert(k) {
            work.extend(parents.get(&k).into_iter().flatten().copied());
        }
    }
    reach
}

/// The checks before a node's formula runs: its saved tensors are still there (no earlier
/// backward freed them) and unchanged since it saved them (their version counters).
pub fn check_saved(node: &Node) -> Result<()> {
    if node.released.get() {
        return Err(runtime(
            "Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.",
        ));
    }
    for s in &node.saved {
        if s.tensor.version() != s.version {
            // An input names the node that made it as it is now (after an in-place op
            // rebased it, that op's node), as PyTorch's SavedVariable does; a leaf names none.
            let of = match &s.output_of {
                Some(n) => format!(", which is {n},"),
                // A view whose memory moved on regenerates its history as an as_strided of
                // its base (the grad_fn getter's rule), and that is the name it is given.
                None if s.tensor.view_base().is_some() => {
                    ", which is output 0 of AsStrided,".into()
                }
                None => match (s.tensor.grad_fn(), s.tensor.autograd().output_nr) {
                    (Some(f), nr) => {
                        format!(", which is output {nr} of {},", message_name(&f.name))
                    }
                    (None, _) => String::new(),
                },
            };
            // PyTorch names the tensor by its legacy type, which bool never had (its
            // `toString()` falls back to the dispatch key's name).
            let kind = match s.tensor.dtype() {
                crate::dtype::DType::Bool => "CPUBoolType".to_string(),
                d => format!("torch.{}Tensor", d.legacy_name()),
            };
            // saved_variable.cpp's hint depends on anomaly mode: on, it points at the
            // forward traceback anomaly mode prints; off, it says to turn it on.
            let hint = if crate::autograd::anomaly::enabled() {
                "Hint: the backtrace further above shows the operation that failed to compute its gradient. The variable in question was changed in there or anywhere later. Good luck!"
            } else {
                "Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False)."
            };
            return Err(runtime(format!(
                "one of the variables needed for gradient computation has been modified by an inplace operation: [{kind} {}]{of} is at version {}; expected version {} instead. {hint}",
                crate::error::fmt_list(&s.tensor.shape()),
                s.tensor.version(),
                s.version
            )));
        }
    }
    Ok(())
}

/// `grad_fn(*grads)`: the node's formula applied to the gradients of its outputs, as
/// calling a node in PyTorch does: the saved-tensor checks, no hooks, no `retain_grad`,
/// and the graph kept.
pub fn apply_node(node: &Rc<Node>, inputs: &[Option<Tensor>]) -> Result<Vec<Option<Tensor>>> {
    check_saved(node)?;
    let _unpacked = super::saved_unpack::unpack_for_backward(node)?;
    let f = node.backward.borrow();
    let f = f
        .as_ref()
        .ok_or_else(|| runtime("internal error: a node without a backward function"))?;
    // PyTorch's formulas compute an input's gradient only when that input has an edge
    // (`task_should_compute_output`): a tensor that needs no grad gets None.
    let outs = f(inputs)?;
    Ok(outs
        .into_iter()
        .enumerate()
        .map(|(i, g)| g.filter(|_| matches!(node.next_edges.get(i), Some(Some(_)))))
        .collect())
}

fn call_node(
    node: &Rc<Node>,
    inputs: &[Option<Tensor>],
    retain_graph: bool,
) -> Result<Vec<Option<Tensor>>> {
    check_saved(node)?;
    let unpacked = super::saved_unpack::unpack_for_backward(node)?;
    let retained: Vec<(usize, std::rc::Weak<crate::tensor::TensorImpl>)> =
        node.retained.borrow().clone();
    for (nr, w) in retained {
        if let (Some(t), Some(g)) = (w.upgrade(), inputs.get(nr).cloned().flatten()) {
            retain(&Tensor(t), &g)?;
        }
    }
    let outs = {
        let f = node.backward.borrow();
        let f = f
            .as_ref()
            .ok_or_else(|| runtime("internal error: a node without a backward function"))?;
        f(inputs)?
    };
    drop(unpacked);
    if !retain_graph && !node.saved.is_empty() {
        node.released.set(true);
        node.backward.borrow_mut().take();
        node.packed.borrow_mut().clear();
    }
    let outs = validate_outputs(node, outs)?;
    crate::ops::autodiff::anomaly::check_outputs(&node.name, &outs)?;
    Ok(outs)
}

/// PyTorch's `validate_outputs`: a gradient of another shape is summed to the input's shape
/// when it broadcasts to it, else refused (a user's custom backward can return anything);
/// then it takes the input's dtype. The formulas leave broadcast gradients whole, as
/// PyTorch's do, so a node called by hand (`z.grad_fn(g)`) returns them unreduced.
pub fn validate_outputs(node: &Node, outs: Vec<Option<Tensor>>) -> Result<Vec<Option<Tensor>>> {
    let mut fixed = Vec::with_capacity(outs.len());
    for (i, g) in outs.into_iter().enumerate() {
        fixed.push(match (g, node.input_meta.get(i).cloned().flatten()) {
            (Some(g), Some(m)) => {
                let g = if g.shape() == m.shape {
                    g
                } else if crate::layout::broadcast_shapes(&m.shape, &g.shape())
                    .is_ok_and(|b| b == g.shape())
                {
                    crate::ops::autodiff::diff_ops::sum_to(&g, &m.shape)?
                } else {
                    return Err(runtime(format!(
                        "Function {} returned an invalid gradient at index {i} - got {} but expected shape compatible with {}",
                        node.name,
                        crate::error::fmt_list(&g.shape()),
                        crate::error::fmt_list(&m.shape)
                    )));
                };
                match leaf_grad_dtype(node, i, m.dtype)? {
                    // Recorded (a create_graph gradient of `x_f32 * c_f64` keeps its graph).
                    Some(d) if g.dtype() != d => Some(ops::to_dtype_grad(&g, d)?),
                    _ => Some(g),
                }
            }
            (g, _) => g,
        });
    }
    Ok(fixed)
}

/// The dtype the gradient for input `i` of `node` takes: the input's, unless that input is
/// a leaf whose `grad_dtype` was set (None: the gradient keeps its own). A non-float one is
/// ATen's failed assert.
fn leaf_grad_dtype(node: &Node, i: usize, own: DType) -> Result<Option<DType>> {
    let Some(Some(e)) = node.next_edges.get(i) else {
        return Ok(Some(own));
    };
    let NodeKind::AccumulateGrad(w) = &e.node.kind else {
        return Ok(Some(own));
    };
    let Some(leaf) = w.upgrade() else {
        return Ok(Some(own));
    };
    let set = Tensor(leaf).autograd().grad_dtype;
    match set {
        Some(Some(d)) if !d.is_floating() => Err(runtime(
            "isDifferentiableType(grad.scalar_type()) INTERNAL ASSERT FAILED at \"/__w/pytorch/pytorch/torch/csrc/autograd/engine.cpp\":1096, please report a bug to PyTorch. ",
        )),
        Some(d) => Ok(d),
        None => Ok(Some(own)),
    }
}

/// `retain_grad()`: a contiguous copy of the gradient, summed over backward calls.
fn retain(t: &Tensor, g: &Tensor) -> Result<()> {
    let _ng = NoGradGuard::new();
    let old = t.grad();
    let new = match old {
        None => ops::clone(g, MemoryFormat::Contiguous)?,
        Some(o) => ops::binary("add", BinaryOp::Add(Scalar::Int(1)), Arg::T(&o), Arg::T(g))?,
    };
    t.autograd_mut().grad = Some(new);
    Ok(())
}

/// PyTorch's gradient layout contract: a dense variable's grad has the variable's strides
/// (size-1 dims aside), any other variable's grad is contiguous.
fn obeys_layout_contract(g: &Tensor, var: &Tensor) -> bool {
    let vl = var.layout_ref();
    let gl = g.layout_ref();
    if vl.is_non_overlapping_and_dense() {
        gl.shape().iter().enumerate().all(|(i, &n)| {
            if n != 1 {
                gl.strides()[i] == vl.strides()[i]
            } else {
                gl.strides()[i] != 0
            }
        })
    } else {
        gl.is_contiguous()
    }
}

fn clone_obey_contract(g: &Tensor, var: &Tensor) -> Result<Tensor> {
    let vl = var.layout();
    if vl.is_non_overlapping_and_dense() {
        // The gradient's dtype, which a leaf's `grad_dtype` may make another than its own.
        let out = ops::empty_strided(vl.shape(), vl.strides(), g.dtype(), var.device())?;
        ops::copy_(&out, g)?;
        Ok(out)
    } else {
        ops::clone(g, MemoryFormat::Contiguous)
    }
}

/// `AccumulateGrad`: the first gradient is adopted (if nothing else holds it and its layout
/// obeys the contract) or copied; later ones are added in place (out of place when building
/// a graph of the gradient itself).
fn accumulate_grad(var: &Tensor, g: Tensor, create_graph: bool) -> Result<()> {
    let old = var.grad();
    let new = match old {
        None => {
            if !create_graph && Rc::strong_count(&g.0) == 1 && obeys_layout_contract(&g, var) {
                // ATen adopts `new_grad.detach()`: a stolen gradient that was computed as a
                // view (a transposed matmul result, an expand's sum) must not stay one, or
                // `p.grad.detach_()` (hand-written optimizers' zero_grad) refuses it.
                crate::ops::autodiff::graph::detached_alias(&g)
            } else {
                clone_obey_contract(&g, var)?
            }
        }
        Some(o) => {
            if create_graph {
                ops::binary("add", BinaryOp::Add(Scalar::Int(1)), Arg::T(&o), Arg::T(&g))?
            } else {
                ops::binary_("add_", BinaryOp::Add(Scalar::Int(1)), &o, Arg::T(&g))?;
                o
            }
        }
    };
    var.autograd_mut().grad = Some(new);
    Ok(())
}
