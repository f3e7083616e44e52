//! Where each node of an autograd graph goes in the page's drawing: pure layout math, so it
//! is unit-tested without a browser. Nodes sit in layers by their longest path from the
//! root (every edge points down), in the order the graph lists them within a layer.

use crate::model::GraphData;

pub const NODE_H: f64 = 38.0;
const LAYER_GAP: f64 = 30.0;
const NODE_GAP: f64 = 14.0;
const CHAR_W: f64 = 7.2;
const PAD: f64 = 12.0;

#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    /// The second line under the name: the leaf for an `AccumulateGrad`, else what it saved.
    pub detail: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GraphLayout {
    pub nodes: Vec<Placed>,
    /// (from, to) for every edge between drawn nodes.
    pub edges: Vec<(usize, usize)>,
    pub width: f64,
    pub height: f64,
}

fn detail(g: &GraphData, i: usize) -> String {
    let n = &g.nodes[i];
    let text = match &n.leaf {
        Some(l) => format!("-> {l}"),
        None if n.saved.is_empty() => String::new(),
        None => format!("saved {}", n.saved.join(", ")),
    };
    // Keep boxes readable; the full list is in the node's tooltip.
    if text.chars().count() > 34 {
        format!("{}…", text.chars().take(33).collect::<String>())
    } else {
        text
    }
}

/// Layers by longest path from the root. Steps (backward's order) are a topological order
/// of the drawn graph: a node runs only after every node pointing at it.
pub fn layers(g: &GraphData) -> Vec<usize> {
    let mut by_step: Vec<usize> = (0..g.nodes.len()).collect();
    by_step.sort_by_key(|&i| g.nodes[i].step);
    let mut depth = vec![0usize; g.nodes.len()];
    for &i in &by_step {
        for &j in g.nodes[i].next.iter().flatten() {
            if j < depth.len() {
                depth[j] = depth[j].max(depth[i] + 1);
            }
        }
    }
    depth
}

pub fn layout(g: &GraphData) -> GraphLayout {
    let depth = layers(g);
    let rows = depth.iter().copied().max().map_or(0, |d| d + 1);
    let mut nodes: Vec<Placed> = (0..g.nodes.len())
        .map(|i| {
            let detail = detail(g, i);
            let chars = g.nodes[i].name.chars().count().max(detail.chars().count()) + 5;
            Placed {
                x: 0.0,
                y: 0.0,
                w: chars as f64 * CHAR_W + PAD,
                detail,
            }
        })
        .collect();
    let mut row_width = vec![0.0f64; rows];
    for i in 0..nodes.len() {
        let r = depth[i];
        nodes[i].x = row_width[r];
        nodes[i].y = r as f64 * (NODE_H + LAYER_GAP);
        row_width[r] += nodes[i].w + NODE_GAP;
    }
    let width = row_width.iter().copied().fold(0.0, f64::max).max(NODE_GAP) - NODE_GAP;
    // Centre each row under the widest.
    for i in 0..nodes.len() {
        let r = depth[i];
        nodes[i].x += (width - (row_width[r] - NODE_GAP)) / 2.0;
    }
    let edges = g
        .nodes
        .iter()
        .enumerate()
        .flat_map(|(i, n)| n.next.iter().flatten().map(move |&j| (i, j)))
        .filter(|&(_, j)| j < g.nodes.len())
        .collect();
    GraphLayout {
        nodes,
        edges,
        width: width.max(0.0),
        height: rows as f64 * (NODE_H + LAYER_GAP) - LAYER_GAP,
    }
}

/// Which saved tensor a click on a node opens: the one after the tensor on view, so
/// clicks go round all of them (`saved` is the node's `data-saved`).
pub fn next_saved(saved: &str, on_view: Option<&str>) -> Option<String> {
    let names: Vec<&str> = saved.split('\n').filter(|s| !s.is_empty()).collect();
    let at = on_view.and_then(|v| names.iter().position(|n| *n == v));
    let next = match at {
        Some(i) => (i + 1) % names.len(),
        None => 0,
    };
    names.get(next).map(|s| s.to_string())
}

/// What step `at` of backward does, in words (0: nothing has run yet).
pub fn step_caption(g: &GraphData, at: usize) -> String {
    let total = g.nodes.len();
    if at == 0 {
        return format!(
            "backward() runs these {total} nodes from the top; step through them to see the order"
        );
    }
    let Some(n) = g.nodes.iter().find(|n| n.step == at) else {
        return String::new();
    };
    let got = |k: usize| -> String {
        match n.received.get(k) {
            Some(Some(g)) => format!(" ({g})"),
            _ => String::new(),
        }
    };
    if let Some(why) = &n.stopped {
        return format!(
            "step {at} of {total}: {} receives a gradient{}; backward stops here: {why}",
            n.name,
            got(0)
        );
    }
    let action = match &n.leaf {
        Some(l) => format!("adds the gradient it receives{} into .grad of {l}", got(0)),
        None => {
            let sends = n.next.iter().filter(|e| e.is_some()).count();
            let none = n.next.len() - sends;
            let mut s = format!(
                "takes the gradient of its output and computes one for each of its {} input{}",
                n.next.len(),
                if n.next.len() == 1 { "" } else { "s" }
            );
            if none > 0 {
                s.push_str(&format!(
                    " ({none} of them need{} none: None in next_functions)",
                    if none == 1 { "s" } else { "" }
                ));
            }
            if !n.received.is_empty() {
                // The dry backward's layouts: what came in, what goes to each input.
                s = s.replacen("its output", &format!("its output{}", got(0)), 1);
                let sent: Vec<String> = n
                    .next
                    .iter()
                    .enumerate()
                    .filter_map(|(k, to)| {
                        let to = g.nodes.get((*to)?)?;
                        let grad = n.sent.get(k).cloned().flatten()?;
                        Some(format!("{grad} to {}", to.name))
                    })
                    .collect();
                if !sent.is_empty() {
                    s.push_str(&format!(": {}", sent.join("; ")));
                }
            }
            s
        }
    };
    format!("step {at} of {total}: {} {action}", n.name)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The drawing as SVG markup: boxes with the node name and step, edges from each node to
/// its inputs' nodes. With `at` > 0, nodes that ran are marked `ran`, the one running `now`.
/// Text is escaped: leaf names are the user's variable names.
pub fn svg(g: &GraphData, at: usize) -> String {
    let l = layout(g);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="graph-svg" width="{:.0}" height="{:.0}" viewBox="-2 -2 {:.0} {:.0}">"#,
        l.width + 4.0,
        l.height + 4.0,
        l.width + 4.0,
        l.height + 4.0
    );
    for &(a, b) in &l.edges {
        let (pa, pb) = (&l.nodes[a], &l.nodes[b]);
        let flowed = at > 0 && g.nodes[a].step <= at;
        out.push_str(&format!(
            r#"<line class="edge{}" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/>"#,
            if flowed { " flowed" } else { "" },
            pa.x + pa.w / 2.0,
            pa.y + NODE_H,
            pb.x + pb.w / 2.0,
            pb.y
        ));
    }
    for (i, p) in l.nodes.iter().enumerate() {
        let n = &g.nodes[i];
        let state = if at == 0 || n.step > at {
            ""
        } else if n.step == at {
            " now"
        } else {
            " ran"
        };
        let mut tip = format!("{} (step {})", n.name, n.step);
        if let Some(leaf) = &n.leaf {
            tip.push_str(&format!("\nleaf: {leaf}"));
        }
        for s in &n.saved {
            tip.push_str(&format!("\nsaved {s}"));
        }
        let nones = n.next.iter().filter(|e| e.is_none()).count();
        if nones > 0 {
            tip.push_str(&format!("\n{nones} input(s) need no gradient (None)"));
        }
        // A node with saved tensors opens them in the memory view, one per click (the
        // names are newline-separated: a name never holds one).
        let (saved_attr, clickable) = if n.saved_views.is_empty() {
            (String::new(), "")
        } else {
            (
                format!(r#" data-saved="{}""#, escape(&n.saved_views.join("\n"))),
                " has-saved",
            )
        };
        out.push_str(&format!(
            r#"<g class="gnode{state}{clickable}" data-step="{}"{saved_attr}><title>{}</title><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{NODE_H}" rx="5"/><text x="{:.1}" y="{:.1}">({}) {}</text><text class="detail" x="{:.1}" y="{:.1}">{}</text></g>"#,
            n.step,
            escape(&tip),
            p.x,
            p.y,
            p.w,
            p.x + 6.0,
            p.y + 15.0,
            n.step,
            escape(&n.name),
            p.x + 6.0,
            p.y + 31.0,
            escape(&p.detail),
        ));
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GraphNodeData;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn node(name: &str, next: Vec<Option<usize>>, step: usize) -> GraphNodeData {
        GraphNodeData {
            name: name.into(),
            next,
            step,
            ..Default::default()
        }
    }

    /// z = h * h, h = w * 2: the shared node sits one layer down, once.
    fn diamond() -> GraphData {
        GraphData {
            nodes: vec![
                node("AddBackward0", vec![Some(1), Some(2)], 1),
                node("ExpBackward0", vec![Some(3)], 3),
                node("MulBackward0", vec![Some(1), None], 2),
                GraphNodeData {
                    leaf: Some("a: [2] float32".into()),
                    ..node("AccumulateGrad", vec![], 4)
                },
            ],
            more: 0,
            root: "y".into(),
        }
    }

    #[test]
    fn every_edge_points_down_even_when_a_node_is_reached_by_two_paths() {
        let g = diamond();
        assert_eq!(layers(&g), vec![0, 2, 1, 3]);
        let l = layout(&g);
        for &(a, b) in &l.edges {
            assert!(l.nodes[a].y < l.nodes[b].y, "edge {a}->{b} points up");
        }
        assert_eq!(l.edges, vec![(0, 1), (0, 2), (1, 3), (2, 1)]);
        assert_eq!(l.height, 4.0 * (NODE_H + LAYER_GAP) - LAYER_GAP);
    }

    #[test]
    fn nodes_of_a_row_do_not_overlap_and_fit_the_width() {
        let g = GraphData {
            nodes: vec![
                node("AddBackward0", vec![Some(1), Some(2)], 1),
                node("SinBackward0", vec![], 2),
                node("ExpBackward0", vec![], 3),
            ],
            more: 0,
            root: "y".into(),
        };
        let l = layout(&g);
        let (a, b) = (&l.nodes[1], &l.nodes[2]);
        assert!(a.x + a.w <= b.x, "{a:?} overlaps {b:?}");
        assert!(b.x + b.w <= l.width + 1e-9);
        assert!(l.nodes[0].x > 0.0, "the root is centred over its row");
    }

    #[test]
    fn the_caption_names_what_each_step_does() {
        let g = diamond();
        assert!(step_caption(&g, 0).starts_with("backward() runs these 4 nodes"));
        assert_eq!(
            step_caption(&g, 2),
            "step 2 of 4: MulBackward0 takes the gradient of its output and computes one for each of its 2 inputs (1 of them needs none: None in next_functions)"
        );
        assert_eq!(
            step_caption(&g, 4),
            "step 4 of 4: AccumulateGrad adds the gradient it receives into .grad of a: [2] float32"
        );
        assert_eq!(layout(&g).nodes[3].detail, "-> a: [2] float32");
    }

    #[test]
    fn with_the_dry_backward_the_caption_gives_each_gradient_s_layout() {
        let mut g = diamond();
        g.nodes[2].received = vec![Some("[2] strides [1]".into())];
        g.nodes[2].sent = vec![Some("[2] strides [0]".into()), None];
        assert_eq!(
            step_caption(&g, 2),
            "step 2 of 4: MulBackward0 takes the gradient of its output ([2] strides [1]) and computes one for each of its 2 inputs (1 of them needs none: None in next_functions): [2] strides [0] to ExpBackward0"
        );
        g.nodes[1].received = vec![Some("[2] strides [0]".into())];
        g.nodes[1].stopped = Some(
            "a tensor it saved at version 0 is now at version 1: backward() would fail here".into(),
        );
        assert_eq!(
            step_caption(&g, 3),
            "step 3 of 4: ExpBackward0 receives a gradient ([2] strides [0]); backward stops here: a tensor it saved at version 0 is now at version 1: backward() would fail here"
        );
    }

    #[test]
    fn the_svg_marks_what_ran_and_escapes_names() {
        let mut g = diamond();
        g.nodes[3].leaf = Some("<b>: [2] float32".into());
        let s = svg(&g, 2);
        assert_eq!(s.matches("<g class=\"gnode").count(), 4);
        assert_eq!(s.matches("class=\"gnode ran\"").count(), 1);
        assert_eq!(s.matches("class=\"gnode now\"").count(), 1);
        assert_eq!(s.matches("<line class=\"edge flowed\"").count(), 3, "{s}");
        assert!(s.contains("&lt;b&gt;") && !s.contains("<b>"));
        assert!(!s.contains("data-saved"), "no node offers a saved tensor");
        g.nodes[1].saved_views = vec!["y: (3) ExpBackward0._saved_result".into()];
        let s = svg(&g, 0);
        assert_eq!(s.matches("has-saved").count(), 1);
        assert!(s.contains(r#"data-saved="y: (3) ExpBackward0._saved_result""#));
    }

    #[test]
    fn clicks_go_round_a_node_s_saved_tensors() {
        let saved = "y: (1) MmBackward0._saved_mat2\ny: (1) MmBackward0._saved_self";
        assert_eq!(
            next_saved(saved, None).as_deref(),
            Some("y: (1) MmBackward0._saved_mat2")
        );
        assert_eq!(
            next_saved(saved, Some("y: (1) MmBackward0._saved_mat2")).as_deref(),
            Some("y: (1) MmBackward0._saved_self")
        );
        assert_eq!(
            next_saved(saved, Some("y: (1) MmBackward0._saved_self")).as_deref(),
            Some("y: (1) MmBackward0._saved_mat2")
        );
        assert_eq!(next_saved("", None), None);
    }
}
