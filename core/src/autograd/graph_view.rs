//! A tensor's autograd graph as plain data, for a person to read: the nodes `grad_fn` and
//! `next_functions` lead to, what each keeps, the leaves their `AccumulateGrad` feeds, and the
//! order `backward()` would run them in. `stridelab.graph(t)` prints it as text; the
//! playground draws it and steps through that order.
//!
//! The walk is iterative and bounded (`MAX_NODES`): a graph of a long training loop can hold
//! hundreds of thousands of nodes, and a drawing of them helps nobody.

use super::{Node, NodeKind, SavedAttr};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::collections::{BinaryHeap, HashMap};
use std::rc::Rc;

/// Most nodes a view holds; the rest are counted, not listed.
pub const MAX_NODES: usize = 400;

#[derive(Clone, Debug, PartialEq)]
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
}

#[derive(Clone, Debug, PartialEq)]
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
    let nodes = order
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
        })
        .collect();
    Some(GraphView { nodes, more })
}

/// The order the engine (`engine::run`) takes: a node runs once every edge into it has
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

fn saved_of(n: &Node) -> Vec<String> {
    n.attrs
        .borrow()
        .iter()
        .filter_map(|(name, v)| {
            let short = name.trim_start_matches("_saved_");
            let text = match v {
                SavedAttr::Tensor(t) => describe(t),
                SavedAttr::Output(t, _) => format!("{} (its output)", describe(t)),
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

#[cfg(test)]
mod tests {
    use crate::interp::{Outcome, RunOptions, Session};

    /// What `src` printed, every statement must succeed.
    fn printed(src: &str) -> String {
        let mut s = Session::new(RunOptions::default());
        let mut out = String::new();
        s.run_with(src, |_, r| match &r.outcome {
            Outcome::Error(e) => panic!("{}: {}", e.kind.name(), e.message),
            _ => out.push_str(&r.output),
        })
        .unwrap();
        out
    }

    #[test]
    fn a_shared_input_is_drawn_once_and_steps_follow_the_engine() {
        let text = printed(
            "import torch, stridelab\n\
             w = torch.ones(3, requires_grad=True)\n\
             h = w * 2\n\
             z = h * h\n\
             stridelab.graph(z)\n",
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "autograd graph of z: 3 nodes; backward() runs them in the order of the numbers"
        );
        assert!(
            lines[1].starts_with("(1) MulBackward0  saved other: [3] float32, self: [3] float32")
        );
        assert!(lines[2].starts_with("├── (2) MulBackward0"), "{text}");
        assert_eq!(lines[3], "│   ├── (3) AccumulateGrad  -> w: [3] float32");
        // `2` needs no gradient: next_functions holds None for it.
        assert_eq!(lines[4], "│   └── None");
        assert_eq!(lines[5], "└── (2) MulBackward0 (above)");
        assert_eq!(lines.len(), 6);
    }

    #[test]
    fn the_later_branch_runs_first_and_leaves_and_plain_tensors_say_so() {
        let text = printed(
            "import torch, stridelab\n\
             a = torch.ones(2, requires_grad=True)\n\
             b = torch.ones(2, requires_grad=True)\n\
             y = a.exp() + b.sin()\n\
             stridelab.graph(y)\n\
             stridelab.graph(a)\n\
             stridelab.graph(torch.ones(2))\n",
        );
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[1].starts_with("(1) AddBackward0"), "{text}");
        // sin was recorded after exp, so backward reaches it first.
        assert!(lines[2].starts_with("├── (4) ExpBackward0"), "{text}");
        assert_eq!(lines[3], "│   └── (5) AccumulateGrad  -> a: [2] float32");
        assert!(lines[4].starts_with("└── (2) SinBackward0"), "{text}");
        assert_eq!(lines[5], "    └── (3) AccumulateGrad  -> b: [2] float32");
        assert!(text.contains(
            "autograd graph of a: none; the tensor is a leaf (its gradient is accumulated into .grad)"
        ));
        assert!(text.contains("autograd graph: none; the tensor does not require grad"));
    }

    #[test]
    fn a_long_chain_is_cut_with_a_count_not_a_stack_overflow() {
        let text = printed(
            "import torch, stridelab\n\
             x = torch.ones(1, requires_grad=True)\n\
             y = x\n\
             for _ in range(5000):\n    y = y * 1.5\n\
             stridelab.graph(y)\n",
        );
        assert!(
            text.starts_with("autograd graph of y: 5001 nodes;"),
            "{}",
            &text[..80]
        );
        assert!(text.contains("... (the drawing stops at 200 lines)"));
        assert!(text.contains(&format!(
            "... and {} more nodes not drawn",
            5001 - super::MAX_NODES
        )));
    }
}
