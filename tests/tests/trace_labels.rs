//! Each kernel event in the trace carries the autograd node of the result it wrote, found by
//! identity (core/src/trace.rs, `label_writer`), never the node of a view that ran no kernel.

use stridelab_core::interp::{RunOptions, Session};
/// Each statement's events and the autograd node each got.
fn labels(src: &str) -> Vec<Vec<(String, Option<String>)>> {
    let opts = RunOptions {
        trace: true,
        ..RunOptions::default()
    };
    let mut s = Session::new(opts);
    let out = s.run(src).expect("parses");
    out.iter()
        .map(|r| {
            r.trace
                .iter()
                .map(|e| (e.op.clone(), e.autograd_node.clone()))
                .collect()
        })
        .collect()
}

#[test]
fn a_view_labels_no_kernel_event_and_a_kernel_gets_its_own_node() {
    // Statement 2 is a view: it runs no kernel, so no event of its statement, and not
    // the fill of statement 0, may carry ViewBackward0 (it used to label the last one).
    let src =
        "w = torch.ones(3)\nw.requires_grad_()\ny = torch.ones(3) + w.view(3)\ny = w.exp().sum()\n";
    let l = labels(src);
    let (fill, add) = (&l[2][0], &l[2][1]);
    assert_eq!(fill.1, None, "{:?}", l[2]);
    assert_eq!(add, &("add".to_string(), Some("AddBackward0".to_string())));
    assert_eq!(
        l[3],
        vec![
            ("exp".to_string(), Some("ExpBackward0".to_string())),
            ("sum".to_string(), Some("SumBackward0".to_string())),
        ]
    );
}

#[test]
fn an_in_place_op_labels_the_kernel_that_wrote_its_tensor() {
    let src = "w = torch.ones(3, requires_grad=True)\nx = w * 1\nx.mul_(3)\n";
    let l = labels(src);
    // The clone is autograd's snapshot of the old values; the kernel that wrote x is mul_.
    let mul = l[2].iter().find(|(op, _)| op == "mul_");
    assert_eq!(
        mul,
        Some(&("mul_".to_string(), Some("MulBackward0".to_string())))
    );
    assert!(l[2]
        .iter()
        .filter(|(op, _)| op != "mul_")
        .all(|(_, n)| n.is_none()));
}
