//! `stridelab.graph` and `crate::graph_view`, driven by scripts.

use super::script_output_tests::printed;
use crate::interp::{Outcome, RunOptions, Session};

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
    assert_eq!(
        lines[1],
        "(1) MulBackward0  saved other: [3] float32, version 0, self: [3] float32, version 0"
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
fn a_saved_tensor_changed_in_place_shows_both_versions_and_stops_the_dry_backward() {
    let mut s = Session::new(RunOptions::default());
    s.run("import torch\nc = torch.ones(3, requires_grad=True)\nu = c.exp()\nw = u.sin()\nu.mul_(2)\n")
        .unwrap();
    let w = global_tensor(&s, "w");
    let g = crate::graph_view::graph_with_gradients(&w, &|_| None).unwrap();
    assert_eq!(
        g.nodes[0].saved,
        vec!["self: [3] float32, saved at version 0, now 1"]
    );
    assert_eq!(
        g.nodes[0].received,
        vec![Some("[3] strides [1]".to_string())]
    );
    assert!(g.nodes[0]
        .stopped
        .as_deref()
        .unwrap()
        .contains("backward() would fail here"));
    assert_eq!(g.nodes[1].received, Vec::<Option<String>>::new());
    // Nothing the user sees changed: no .grad, and a real backward still fails.
    let after = echoes(&mut s, "c.grad is None\nw.sum().backward()\n");
    assert!(after.starts_with("True"), "{after}");
    assert!(after.contains("error: one of the variables needed for gradient computation has been modified by an inplace operation"), "{after}");
}

/// The tensor a script left in the variable `name`.
fn global_tensor(s: &Session, name: &str) -> crate::tensor::Tensor {
    match s.globals().into_iter().find(|(n, _)| n == name) {
        Some((_, crate::interp::Value::Tensor(t))) => t,
        _ => panic!("no tensor {name}"),
    }
}

/// What the statements of `src` echo, or `error: <message>` for one that raised, run in
/// the session `s` already holds.
fn echoes(s: &mut Session, src: &str) -> String {
    let mut out = String::new();
    s.run_with(src, |_, r| match &r.outcome {
        Outcome::Error(e) => out.push_str(&format!("error: {}\n", e.message)),
        _ => out.push_str(r.echo.as_deref().unwrap_or("")),
    })
    .unwrap();
    out
}

#[test]
fn the_dry_backward_shows_each_gradient_s_layout_without_touching_grad() {
    let mut s = Session::new(RunOptions::default());
    s.run("import torch\nx = torch.ones(2, 3, requires_grad=True)\ny = x.t().sum()\n")
        .unwrap();
    let y = global_tensor(&s, "y");
    let g = crate::graph_view::graph_with_gradients(&y, &|_| None).unwrap();
    let names: Vec<&str> = g.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, vec!["SumBackward0", "TBackward0", "AccumulateGrad"]);
    // sum's backward expands the 0-d gradient: every stride 0.
    assert_eq!(g.nodes[0].received, vec![Some("[] strides []".to_string())]);
    assert_eq!(
        g.nodes[0].sent,
        vec![Some("[3, 2] strides [0, 0]".to_string())]
    );
    // t's backward is a transpose of it: still stride 0, shape back to [2, 3].
    assert_eq!(
        g.nodes[1].sent,
        vec![Some("[2, 3] strides [0, 0]".to_string())]
    );
    assert_eq!(
        g.nodes[2].received,
        vec![Some("[2, 3] strides [0, 0]".to_string())]
    );
    assert!(g.nodes.iter().all(|n| n.stopped.is_none()));
    let out = echoes(&mut s, "x.grad is None\ny.backward()\nx.grad\n");
    assert!(out.starts_with("True"), "{out}");
    assert!(
        out.contains("tensor([[1., 1., 1.],"),
        "the graph was kept: {out}"
    );
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
        5001 - crate::graph_view::MAX_NODES
    )));
}
