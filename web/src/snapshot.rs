//! Runs a script with the core interpreter and packs what the page shows into a
//! `RunResult` (used by the worker).

use crate::model::*;
use std::collections::{BTreeMap, HashMap};
use stridelab_core::interp::lab_api::VariableNames;
use stridelab_core::interp::{Outcome, RunOptions, Session, Value};
use stridelab_core::storage::CpuBuffer;
use stridelab_core::tensor::Tensor;
use stridelab_core::trace::TraceEvent;

/// Most storage values sent per storage (a window from the first element any view reads).
pub const MAX_VALUES: usize = 16384;
/// Most autograd graphs per run that get a dry backward (gradient layouts per step).
const MAX_GRADIENT_GRAPHS: usize = 8;
/// Saved tensors a node offers to the memory view (addmm saves two matrices, most one).
const MAX_SAVED_PER_NODE: usize = 3;
/// Largest storage sent whole (as f32) for the heatmap: 4M elements, 16 MB.
const MAX_DENSE: usize = 1 << 22;
/// Most extra windows per storage (for views that start far apart).
const MAX_WINDOWS: usize = 8;

/// Runs `source` with `device` as the default device (factories allocate there).
pub fn run(source: &str, max_steps: u64, device: stridelab_core::Device) -> RunResult {
    let mut session = Session::new(RunOptions {
        max_steps,
        max_alloc_bytes: 512 << 20,
        max_memory_bytes: RunOptions::default().max_memory_bytes,
        trace: true,
    });
    stridelab_core::device::set_default_device(device);
    let mut statements = Vec::new();
    let mut events: Vec<TraceEvent> = Vec::new();
    // Which tensor each global name held after the previous statement, and the statement
    // that bound it (so the page can open on the newest one).
    let mut held: HashMap<String, usize> = HashMap::new();
    let mut bound_at: HashMap<String, u32> = HashMap::new();
    let r = session.run_with(source, |interp, r| {
        let stmt = statements.len() as u32;
        for (name, v) in interp.globals.vars.borrow().iter() {
            let id = match v {
                Value::Tensor(t) => t.id(),
                // Other values (an ndarray over a tensor, say) count from when they appear.
                _ => held.get(name).copied().unwrap_or(usize::MAX),
            };
            if held.insert(name.clone(), id) != Some(id) {
                bound_at.insert(name.clone(), stmt);
            }
        }
        let mut text = r.output.clone();
        if let Some(e) = &r.echo {
            text.push_str(e);
        }
        let error = match &r.outcome {
            Outcome::Error(e) => {
                let sp = e.span.unwrap_or(r.span);
                Some(ErrorView {
                    line: sp.line,
                    col: sp.col,
                    kind: e.kind.name().into(),
                    message: e.message.clone(),
                })
            }
            _ => None,
        };
        let trace = r.trace.iter().map(TraceEvent::line).collect();
        events.extend(r.trace.iter().cloned());
        let code = source
            .lines()
            .nth(r.span.line.saturating_sub(1) as usize)
            .unwrap_or("")
            .trim_end()
            .to_string();
        statements.push(StmtView {
            code,
            line: r.span.line,
            end_line: r.end_line,
            text,
            error,
            trace,
        });
    });
    let syntax_error = r.err().map(|e| {
        let sp = e.span.unwrap_or_default();
        ErrorView {
            line: sp.line,
            col: sp.col,
            kind: e.kind.name().into(),
            message: e.message,
        }
    });
    let mut tensors = Vec::new();
    let mut storages: BTreeMap<u64, (Tensor, Vec<Tensor>)> = BTreeMap::new();
    // Which variable holds each tensor, so the graph names its leaves.
    let names = VariableNames::of(session.globals());
    let mut graphs_with_gradients = 0usize;
    for (name, v) in session.globals() {
        // An ndarray draws as the tensor view it is over its storage (numpy_bridge.rs).
        let v = match stridelab_core::interp::numpy_bridge::ndarray_as_view(&v) {
            Some(t) => Value::Tensor(t),
            None => v,
        };
        let at = bound_at.get(&name).copied().unwrap_or(0);
        // A complex tensor draws as the float pairs it is (its storage holds nothing else),
        // under the name that says so.
        let (name, v) = match stridelab_core::interp::complex::ComplexTensor::of(&v) {
            Some(z) => (
                format!("{name} (float pairs)"),
                Value::Tensor(z.pairs.clone()),
            ),
            None => (name, v),
        };
        if let Value::Tensor(t) = v {
            // A leaf's gradient opens as `w.grad`, without assigning it to a name.
            let grad = t.grad().map(|g| (format!("{name}.grad"), g));
            // The dry backward (gradients per edge) costs one backward; a script with many
            // graphs gets it for the first few.
            let with_gradients = graphs_with_gradients < MAX_GRADIENT_GRAPHS;
            let (graph, saved) = match graph_data(&name, &t, &names, with_gradients) {
                Some((g, saved)) => (Some(g), saved),
                None => (None, Vec::new()),
            };
            graphs_with_gradients += usize::from(graph.is_some() && with_gradients);
            let saved = saved.into_iter().map(|(n, t)| (n, t, true));
            let own = std::iter::once((name, t))
                .chain(grad)
                .map(|(n, t)| (n, t, false));
            for (name, t, from_graph) in own.chain(saved) {
                let mut view = tensor_view(&name, &t, &events);
                view.bound_at = at;
                view.from_graph = from_graph;
                // A saved tensor opened from the graph keeps the graph on screen.
                if t.grad_fn().is_some() || from_graph {
                    view.graph = graph.clone();
                }
                storages
                    .entry(view.storage)
                    .or_insert_with(|| (t.clone(), Vec::new()))
                    .1
                    .push(t.clone());
                tensors.push(view);
            }
        }
    }
    let storages = storages
        .into_values()
        .map(|(t, views)| storage_view(&t, &views))
        .collect();
    RunResult {
        statements,
        tensors,
        storages,
        syntax_error,
        elapsed_ms: 0.0,
    }
}

/// The autograd graph behind `t` (the variable `root`) for the page, its leaves named by
/// `names`. With
/// `gradients`, also the tensors its nodes saved, named for the memory view.
fn graph_data(
    root: &str,
    t: &Tensor,
    names: &VariableNames,
    gradients: bool,
) -> Option<(GraphData, Vec<(String, Tensor)>)> {
    use stridelab_core::graph_view::{graph_of, graph_with_gradients};
    let name_of = |x: &Tensor| names.name_of(x);
    let g = if gradients {
        graph_with_gradients(t, &name_of)?
    } else {
        graph_of(t, &name_of)?
    };
    let mut saved_all = Vec::new();
    let nodes = g
        .nodes
        .into_iter()
        .map(|n| {
            let mut saved_views = Vec::new();
            if gradients {
                for (attr, st) in n.saved_tensors.iter().take(MAX_SAVED_PER_NODE) {
                    let view = format!("{root}: ({}) {}._saved_{attr}", n.step, n.name);
                    saved_views.push(view.clone());
                    saved_all.push((view, st.clone()));
                }
            }
            GraphNodeData {
                name: n.name,
                leaf: n.leaf,
                saved: n.saved,
                next: n.next,
                step: n.step,
                received: n.received,
                sent: n.sent,
                stopped: n.stopped,
                saved_views,
            }
        })
        .collect();
    Some((
        GraphData {
            root: root.to_string(),
            more: g.more,
            nodes,
        },
        saved_all,
    ))
}

/// A run that could not start (e.g. the chosen device is unavailable), reported like a
/// script error at line 1.
pub fn failed(message: &str) -> RunResult {
    RunResult {
        syntax_error: Some(ErrorView {
            line: 1,
            col: 1,
            kind: "RuntimeError".into(),
            message: message.into(),
        }),
        ..Default::default()
    }
}

fn tensor_view(name: &str, t: &Tensor, events: &[TraceEvent]) -> TensorView {
    let l = t.layout();
    let st = t.storage();
    let loop_nest = events
        .iter()
        .rev()
        .find(|e| {
            e.operands
                .first()
                .is_some_and(|o| o.role == "out" && o.storage == st.id())
        })
        .and_then(|e| {
            let operands = e
                .operands
                .iter()
                .map(|o| {
                    (
                        o.role.to_string(),
                        o.shape.clone(),
                        o.strides.clone(),
                        o.offset,
                    )
                })
                .collect();
            match (&e.loop_nest, e.workgroups) {
                (Some(n), _) => Some(LoopNestView {
                    kernel: e.kernel.clone(),
                    op: e.op.clone(),
                    loops: n
                        .loops
                        .iter()
                        .map(|l| (l.size, l.strides.clone()))
                        .collect(),
                    contiguous_fast_path: n.contiguous_fast_path,
                    workgroups: None,
                    operands,
                }),
                // A GPU kernel: the workgroups are its loop nest.
                (None, Some(w)) => Some(LoopNestView {
                    kernel: e.kernel.clone(),
                    op: e.op.clone(),
                    workgroups: Some(w),
                    operands,
                    ..Default::default()
                }),
                (None, None) => None,
            }
        });
    TensorView {
        name: name.to_string(),
        shape: l.shape().to_vec(),
        strides: l.strides().to_vec(),
        // From the start of the storage a script sees (a window of NumPy's memory starts
        // inside the buffer: `Tensor::storage_window`).
        offset: t.storage_offset(),
        dtype: t.dtype().name().into(),
        itemsize: t.dtype().itemsize(),
        numel: l.numel(),
        contiguous: l.is_contiguous(),
        reason: stridelab_core::layout::contiguity_reason(l.shape(), l.strides()),
        storage: st.id(),
        device: t.device().name().into(),
        requires_grad: t.requires_grad(),
        grad_fn: t.grad_fn().map(|n| n.name.clone()),
        is_leaf: t.is_leaf(),
        loop_nest,
        bound_at: 0,
        graph: None,
        from_graph: false,
    }
}

fn storage_view(t: &Tensor, views: &[Tensor]) -> StorageView {
    let st = t.storage();
    // The strip counts elements of `t`'s dtype: a `view(dtype)` tensor reads the storage's
    // bytes as its own dtype, and its offsets and strides count those. It is the storage a
    // script sees: for a window of NumPy's memory (`torch.from_numpy` of a view), the
    // window's elements, from its start.
    let ((start, len), dtype) = (t.storage_window(), t.dtype());
    let first = views
        .iter()
        .filter(|v| v.numel() > 0)
        .map(|v| v.storage_offset())
        .min()
        .unwrap_or(0);
    let first = if len <= MAX_VALUES { 0 } else { first };
    let end = (first + MAX_VALUES).min(len);
    let strip = stridelab_core::Layout::new(vec![len], vec![1], start);
    let host = strip.and_then(|l| stridelab_core::ops::to_host(&t.alias_with(l)));
    // Where element 0 of the strip is in the host buffer (`to_host` of a host tensor is
    // the tensor itself; of a device one, a copy of the strip).
    let base = host.as_ref().map_or(0, |h| h.offset());
    let host_storage = host.as_ref().ok().map(|h| h.storage());
    let buf = host_storage.as_ref().and_then(|s| s.cpu().ok());
    let window = |lo: usize, hi: usize| -> Vec<String> {
        buf.as_ref()
            .map(|b| (lo..hi).map(|i| fmt_value(b, base + i)).collect())
            .unwrap_or_default()
    };
    let values = window(first, end);
    // A view whose first element lies outside every window sent so far gets its own.
    let mut covered = vec![(first, end)];
    let mut more = Vec::new();
    let mut starts: Vec<usize> = views
        .iter()
        .filter(|v| v.numel() > 0)
        .map(|v| v.storage_offset())
        .collect();
    starts.sort_unstable();
    for s in starts {
        if more.len() >= MAX_WINDOWS || covered.iter().any(|&(a, b)| (a..b).contains(&s)) {
            continue;
        }
        let e = (s + MAX_VALUES).min(len);
        covered.push((s, e));
        more.push(crate::model::ValueWindow {
            first: s,
            values: window(s, e),
        });
    }
    let dense_f64 = dtype != stridelab_core::DType::Float32;
    let dense = (len > MAX_VALUES && len <= MAX_DENSE)
        .then(|| {
            let b = buf.as_ref()?;
            let v: Vec<f64> = (0..len).map(|i| b.get_f64(base + i)).collect();
            Some(crate::heatmap::encode_dense(&v, dense_f64))
        })
        .flatten();
    StorageView {
        id: st.id(),
        dtype: dtype.name().into(),
        itemsize: dtype.itemsize(),
        len,
        nbytes: st.visible_nbytes(),
        address: st.visible_address(),
        device: st.device().name().into(),
        first,
        values,
        more,
        dense,
        dense_f64,
    }
}

/// A short rendering of one element: integers stay integers, floats get up to 4 decimals.
pub fn fmt_value(buf: &CpuBuffer, i: usize) -> String {
    match buf {
        CpuBuffer::Bool(v) => if v[i] { "T" } else { "F" }.into(),
        CpuBuffer::F16(_) | CpuBuffer::BF16(_) | CpuBuffer::F32(_) | CpuBuffer::F64(_) => {
            crate::heatmap::short(buf.get_f64(i))
        }
        // Integers exactly: through f64, int64 past 2**53 would show a rounded value.
        CpuBuffer::I64(v) => v[i].to_string(),
        CpuBuffer::I32(v) => v[i].to_string(),
        CpuBuffer::U8(v) => v[i].to_string(),
        CpuBuffer::I8(v) => v[i].to_string(),
        CpuBuffer::I16(v) => v[i].to_string(),
        CpuBuffer::U16(v) => v[i].to_string(),
        CpuBuffer::U32(v) => v[i].to_string(),
        CpuBuffer::U64(v) => v[i].to_string(),
        // The 8-bit floats, through their float32 value.
        _ => crate::heatmap::short(buf.get_f64(i)),
    }
}
