//! A tensor's autograd graph as plain data, for a person to read: the nodes `grad_fn` and
//! `next_functions` lead to, what each keeps, the leaves their `AccumulateGrad` feeds, and the
//! order `backward()` would run them in. `stridelab.graph(t)` prints it as text; the
//! playground draws it and steps through that order.
//!
//! The walk is iterative and bounded (`MAX_NODES`): a graph of a long training loop can hold
//! hundreds of thousands of nodes, and a drawing of them helps nobody.

use crate::ops::autodiff::{Node, NodeKind, SavedAttr};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::collections::{BinaryHeap, HashMap};
use std::rc::Rc;

/// Most nodes a view holds; the rest are counted, not listed.
pub const MAX_NODES: usize = 400;

#[derive(Clone, Debug)]
pub struct GraphNode {
    /// PyTorch's class name (`MulBackward0`, `AccumulateGrad`).
    pub name: String,
    /// For an `AccumulateGrad`: the leaf it adds into (its name when the caller knows it,
    /// then shape and dtype).
    pub leaf: Option<String>,
    /// What the node keeps for backward, as `grad_fn._saved_*` shows it (`self: [3] float32`).
    pub saved: Vec<String>,
    /// `next_functions`: for each input, the node its gradient goes to (an index into
    /// `GraphView::nodes`) or `None` where that input needs no gradient.
    pub next: Vec<Option<usize>>,
    /// When `backward()` runs this node: 1 for the first. Nodes past `MAX_NODES` are left
    /// out, so the steps of a cut graph count only the nodes shown.
    pub step: usize,
    /// From a dry backward (`with_gradients`): the gradient each of the node's outputs
    /// receives and each it sends to `next`, as "shape strides" text; `None` for none.
    pub received: Vec<Option<String>>,
    pub sent: Vec<Option<String>>,
    /// Why the dry backward stopped at this node (a saved tensor changed in place, a
    /// Python `backward` it does not run), when it did.
    pub stopped: Option<String>,
    /// The saved tensors themselves, by attribute (`self`, `result`), for a memory view:
    /// an input is the very tensor, an output the node's alias of it.
    pub saved_tensors: Vec<(String, Tensor)>,
}

#[derive(Clone, Debug)]
pub struct GraphView {
    /// `nodes[0]` is the tensor's `grad_fn`; the rest in the order a breadth-first walk
    /// from it meets them.
    pub nodes: Vec<GraphNode>,
    /// Nodes reachable but not listed (past `MAX_NODES`).
    pub more: usize,
}

fn key(n: &Rc<Node>) -> usize {
    Rc::as_ptr(n) as usize
}

/// The graph behind `t`, or `None` when `t` has no `grad_fn` (a leaf, or a tensor made
/// without grad). `name_of` names leaves the caller knows (the interpreter's variables).
pub fn graph_of(t: &Tensor, name_of: &dyn Fn(&Tensor) -> Option<String>) -> Option<GraphView> {
    graph_with(t, name_of, false)
}

/// `graph_of`, plus the gradients a backward from `t` (seeded with ones) would pass along
/// each edge, found by running the nodes' formulas without touching anything the user can
/// see: no `.grad` is written, no hook runs, the graph is kept, and the kernels run under
/// no-grad. Only for a graph drawn whole; a node with Python code (a custom Function's
/// `backward`) is not run, and the walk stops there.
pub fn graph_with_gradients(
    t: &Tensor,
    name_of: &dyn Fn(&Tensor) -> Option<String>,
) -> Option<GraphView> {
    graph_with(t, name_of, true)
}

fn graph_with(
    t: &Tensor,
    name_of: &dyn Fn(&Tensor) -> Option<String>,
    gradients: bool,
) -> Option<GraphView> {
    let root = t.grad_fn()?;
    // Breadth-first discovery, bounded: index of each node by pointer.
    let mut order: Vec<Rc<Node>> = vec![root.clone()];
    let mut index: HashMap<usize, usize> = HashMap::from([(key(&root), 0)]);
    // Past the cap the walk goes on only to count (`beyond`), so the title tells the
    // graph's real size.
    let mut beyond: std::collections::HashSet<usize> = std::collections::HashSet::new();
    let mut queue: std::collections::VecDeque<Rc<Node>> = [root.clone()].into();
    while let Some(n) = queue.pop_front() {
        for e in n.next_edges.iter().flatten() {
            let k = key(&e.node);
            if index.contains_key(&k) || beyond.contains(&k) {
                continue;
            }
            if order.len() < MAX_NODES {
                index.insert(k, order.len());
                order.push(e.node.clone());
            } else {
                beyond.insert(k);
            }
            queue.push_back(e.node.clone());
        }
    }
    let more = beyond.len();
    let steps = backward_steps(&order, &index);
    let flow = if gradients && more == 0 {
        dry_backward(t, &order, &index, &steps)
    } else {
        vec![Flow::default(); order.len()]
    };
    let nodes: Vec<GraphNode> = order
        .iter()
        .enumerate()
        .map(|(i, n)| GraphNode {
            name: n.name.clone(),
            leaf: leaf_of(n, name_of),
            saved: saved_of(n),
            next: n
                .next_edges
                .iter()
                .map(|e| e.as_ref().and_then(|e| index.get(&key(&e.node)).copied()))
                .collect(),
            step: steps[i],
            received: flow[i].received.clone(),
            sent: flow[i].sent.clone(),
            stopped: flow[i].stopped.clone(),
            saved_tensors: saved_tensors_of(n),
        })
        .collect();
    Some(GraphView { nodes, more })
}

/// The order the engine (`ops::autodiff` engine's `run`) takes: a node runs once every edge into it has
/// delivered, and among ready nodes the one created last goes first.
fn backward_steps(order: &[Rc<Node>], index: &HashMap<usize, usize>) -> Vec<usize> {
    let mut deps = vec![0usize; order.len()];
    for n in order {
        for e in n.next_edges.iter().flatten() {
            if let Some(&j) = index.get(&key(&e.node)) {
                deps[j] += 1;
            }
        }
    }
    let mut ready: BinaryHeap<(u64, usize)> = BinaryHeap::new();
    for (j, n) in order.iter().enumerate() {
        if deps[j] == 0 {
            ready.push((n.sequence, j));
        }
    }
    let mut steps = vec![0usize; order.len()];
    let mut next_step = 1;
    while let Some((_, j)) = ready.pop() {
        steps[j] = next_step;
        next_step += 1;
        for e in order[j].next_edges.iter().flatten() {
            if let Some(&k) = index.get(&key(&e.node)) {
                deps[k] -= 1;
                if deps[k] == 0 {
                    ready.push((order[k].sequence, k));
                }
            }
        }
    }
    steps
}

#[derive(Clone, Default)]
struct Flow {
    received: Vec<Option<String>>,
    sent: Vec<Option<String>>,
    stopped: Option<String>,
}

fn layout_text(t: &Tensor) -> String {
    format!(
        "{} strides {}",
        crate::error::fmt_list(&t.shape_ref()),
        crate::error::fmt_list(&t.strides())
    )
}

/// A node whose backward is the user's Python (`torch.autograd.Function`): PyTorch names
/// those `<Class>Backward`, its own formulas `<Op>Backward<N>`.
fn is_python_node(name: &str) -> bool {
    name != "AccumulateGrad" && !name.ends_with(|c: char| c.is_ascii_digit())
}

/// Runs the drawn graph's formulas in step order (see `graph_with_gradients`).
fn dry_backward(
    t: &Tensor,
    order: &[Rc<Node>],
    index: &HashMap<usize, usize>,
    steps: &[usize],
) -> Vec<Flow> {
    let mut flow = vec![Flow::default(); order.len()];
    let _no_grad = crate::ops::autodiff::NoGradGuard::new();
    let Ok(seed) = crate::ops::ones(&t.shape_ref(), Some(t.dtype()), t.device()) else {
        return flow;
    };
    let mut buffers: Vec<Vec<Option<Tensor>>> = order
        .iter()
        .map(|n| vec![None; n.num_outputs.max(1)])
        .collect();
    let root_slot = t.autograd().output_nr;
    if let Some(b) = buffers[0].get_mut(root_slot) {
        *b = Some(seed);
    }
    let mut by_step: Vec<usize> = (0..order.len()).collect();
    by_step.sort_by_key(|&i| steps[i]);
    for i in by_step {
        let node = &order[i];
        let inputs = std::mem::take(&mut buffers[i]);
        flow[i].received = inputs.iter().map(|g| g.as_ref().map(layout_text)).collect();
        if matches!(node.kind, NodeKind::AccumulateGrad(_)) {
            continue;
        }
        if is_python_node(&node.name) {
            flow[i].stopped =
                Some("its backward is Python code, which this view does not run".into());
            break;
        }
        if let Some(s) = node.saved.iter().find(|s| s.tensor.version() != s.version) {
            flow[i].stopped = Some(format!(
                "a tensor it saved at version {} is now at version {}: backward() would fail here",
                s.version,
                s.tensor.version()
            ));
            break;
        }
        if node.released.get() {
            flow[i].stopped = Some("its saved tensors were freed by an earlier backward()".into());
            break;
        }
        // As the engine does: the formula, then its outputs fitted to the inputs' shapes.
        let outs = crate::ops::autodiff::apply_node(node, &inputs)
            .and_then(|o| crate::ops::autodiff::validate_outputs(node, o));
        let outs = match outs {
            Ok(o) => o,
            Err(e) => {
                flow[i].stopped = Some(e.message);
                break;
            }
        };
        flow[i].sent = outs.iter().map(|g| g.as_ref().map(layout_text)).collect();
        for (e, g) in node.next_edges.iter().zip(outs) {
            let (Some(e), Some(g)) = (e, g) else { continue };
            let Some(&j) = index.get(&key(&e.node)) else {
                continue;
            };
            let last = buffers[j].len() - 1;
            let slot = &mut buffers[j][e.input_nr.min(last)];
            *slot = Some(match slot.take() {
                None => g,
                Some(old) => match crate::ops::autodiff::diff_ops::add(&old, &g) {
                    Ok(sum) => sum,
                    Err(e) => {
                        flow[i].stopped = Some(e.message);
                        return flow;
                    }
                },
            });
        }
    }
    flow
}

fn describe(t: &Tensor) -> String {
    format!(
        "{} {}",
        crate::error::fmt_list(&t.shape_ref()),
        t.dtype().name()
    )
}

fn leaf_of(n: &Node, name_of: &dyn Fn(&Tensor) -> Option<String>) -> Option<String> {
    let NodeKind::AccumulateGrad(w) = &n.kind else {
        return None;
    };
    let Some(imp) = w.upgrade() else {
        return Some("a leaf that no longer exists".into());
    };
    let t = Tensor(imp);
    Some(match name_of(&t) {
        Some(name) => format!("{name}: {}", describe(&t)),
        None => describe(&t),
    })
}

/// The version a saved tensor was kept at, and its version now when an in-place op has
/// changed it since (the check `backward()` makes). A kept number (a wrapped scalar) has
/// no entry and no note.
fn version_note(n: &Node, t: &Tensor) -> String {
    let same = |s: &&crate::ops::autodiff::Saved| {
        s.tensor.storage().same(&t.storage())
            && s.tensor.offset() == t.offset()
            && *s.tensor.shape_ref() == *t.shape_ref()
    };
    match n.saved.iter().find(same) {
        Some(s) if s.tensor.version() != s.version => format!(
            ", saved at version {}, now {}",
            s.version,
            s.tensor.version()
        ),
        Some(s) => format!(", version {}", s.version),
        None => String::new(),
    }
}

fn saved_tensors_of(n: &Node) -> Vec<(String, Tensor)> {
    n.attrs
        .borrow()
        .iter()
        .filter_map(|(name, v)| match v {
            SavedAttr::Tensor(t) | SavedAttr::Output(t, _) => {
                Some((name.trim_start_matches("_saved_").to_string(), t.clone()))
            }
            _ => None,
        })
        .collect()
}

fn saved_of(n: &Node) -> Vec<String> {
    n.attrs
        .borrow()
        .iter()
        .filter_map(|(name, v)| {
            let short = name.trim_start_matches("_saved_");
            let text = match v {
                SavedAttr::Tensor(t) => format!("{}{}", describe(t), version_note(n, t)),
                SavedAttr::Output(t, _) => {
                    format!("{} (its output){}", describe(t), version_note(n, t))
                }
                SavedAttr::Scalar(Scalar::Bool(b)) => if *b { "True" } else { "False" }.into(),
                SavedAttr::Scalar(Scalar::Int(i)) => i.to_string(),
                SavedAttr::Scalar(Scalar::Float(f)) => crate::pyfmt::py_float(*f),
                SavedAttr::Bool(b) => if *b { "True" } else { "False" }.to_string(),
                SavedAttr::Int(i) => i.to_string(),
                SavedAttr::Ints(v) => format!("{v:?}"),
                SavedAttr::None => return None,
            };
            Some(format!("{short}: {text}"))
        })
        .collect()
}

/// The graph as an indented tree, `(step) Name  details` per line. A node reached a second
/// time (the graph is a DAG) is named again with "(above)" instead of its subtree; an input
/// that needs no gradient shows as `None`, as `next_functions` does.
pub fn render_text(g: &GraphView, title: &str) -> String {
    let mut out = format!(
        "{title}: {} node{}; backward() runs them in the order of the numbers\n",
        g.nodes.len() + g.more,
        if g.nodes.len() + g.more == 1 { "" } else { "s" }
    );
    let mut shown = vec![false; g.nodes.len()];
    // (node or None, prefix for its own line, prefix for its children). An explicit stack,
    // not recursion: a chain of a thousand ops is a thousand levels deep.
    let mut stack: Vec<(Option<usize>, String, String)> =
        vec![(Some(0), String::new(), String::new())];
    let mut lines = 0usize;
    const MAX_LINES: usize = 200;
    while let Some((node, head, indent)) = stack.pop() {
        if lines == MAX_LINES {
            out.push_str(&format!("... (the drawing stops at {MAX_LINES} lines)\n"));
            break;
        }
        lines += 1;
        let Some(i) = node else {
            out.push_str(&format!("{head}None\n"));
            continue;
        };
        let n = &g.nodes[i];
        if shown[i] {
            out.push_str(&format!("{head}({}) {} (above)\n", n.step, n.name));
            continue;
        }
        shown[i] = true;
        let mut line = format!("{head}({}) {}", n.step, n.name);
        if let Some(leaf) = &n.leaf {
            line.push_str(&format!("  -> {leaf}"));
        }
        if !n.saved.is_empty() {
            line.push_str(&format!("  saved {}", n.saved.join(", ")));
        }
        out.push_str(line.trim_end());
        out.push('\n');
        let k = n.next.len();
        // Pushed in reverse so the first input is drawn first.
        for (c, next) in n.next.iter().enumerate().rev() {
            let last = c + 1 == k;
            let head = format!("{indent}{}", if last { "└── " } else { "├── " });
            let child_indent = format!("{indent}{}", if last { "    " } else { "│   " });
            stack.push((*next, head, child_indent));
        }
    }
    if g.more > 0 {
        out.push_str(&format!(
            "... and {} more node{} not drawn (a view shows at most {MAX_NODES})\n",
            g.more,
            if g.more == 1 { "" } else { "s" }
        ));
    }
    out
}

// Tests: core/src/interp/graph_view_tests.rs (they run scripts, and the interpreter sits
// above autograd).
