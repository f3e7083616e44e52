//! Sparse COO gradients of leaves, as `nn.Embedding(sparse=True)` and
//! `nn.EmbeddingBag(sparse=True)` make them (docs/decisions.md, "Stop 78"). A sparse
//! tensor is a Python object (`torch.sparse.Tensor`) and the autograd engine is Rust, so
//! the engine never carries one: the embedding's node (a Python Function,
//! `torch._sparse_grad`) returns no gradient for its weight and hands the sparse one to
//! `sparse_grad_arrive`, which routes it by the pass that runs: `backward()` accumulates it
//! into the leaf (a side table of the interpreter, keyed by the tensor, which `.grad`
//! reads first), `torch.autograd.grad` collects it as the result for that input, and a
//! pass that did not ask for the weight drops it, as PyTorch's engine runs no
//! AccumulateGrad there.

use crate::error::Result;
use crate::interp::eval::Interp;
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::tensor_api::TensorDicts;
use crate::interp::value::Value;
use crate::tensor::Tensor;

/// One running engine pass: whether it collects results (`autograd.grad`) and the
/// tensors it was asked for (`inputs=`), with the sparse gradients collected per input.
struct Run {
    capture: bool,
    inputs: Option<Vec<Tensor>>,
    captured: Vec<Option<Value>>,
    /// The sparse gradients sent to leaves in this pass, summed per leaf (the engine's
    /// input buffer), accumulated when the pass is done.
    pending: Vec<(Tensor, Value)>,
    /// The leaves this pass sent a sparse gradient (routed or not), whose hooks the engine
    /// must not call with its None (`crate::ops::autodiff::note_sparse_leaf`).
    noted: Vec<Tensor>,
}

#[derive(Default)]
pub struct SparseGrads {
    table: TensorDicts,
    runs: Vec<Run>,
}

const KEY: &str = "grad";

/// The leaf's sparse gradient, if it has one (as stored: no dense gradient folded in).
pub fn stored(it: &Interp, t: &Tensor) -> Option<Value> {
    it.sparse_grads.table.get(t, KEY)
}

pub fn clear(it: &mut Interp, t: &Tensor) {
    it.sparse_grads.table.remove(t, KEY);
}

fn store(it: &mut Interp, t: &Tensor, v: Value) {
    it.sparse_grads.table.set(t, KEY, v);
}

/// `t.grad`: the sparse gradient, or None for the dense one (the caller reads it). A leaf
/// with both got a dense gradient after its sparse one: PyTorch's AccumulateGrad then made
/// `dense + sparse`, a dense tensor, which is made here on first sight.
pub fn grad_attr(it: &mut Interp, t: &Tensor) -> Result<Option<Value>> {
    let Some(sparse) = stored(it, t) else {
        return Ok(None);
    };
    let Some(dense) = t.grad() else {
        return Ok(Some(sparse));
    };
    let args = vec![Value::Tensor(dense), sparse];
    let sum = crate::interp::stdlib::call_function(it, "torch._sparse_grad", "_resolve", args)?;
    clear(it, t);
    if let Value::Tensor(s) = sum {
        t.autograd_mut().grad = Some(s);
    }
    Ok(None)
}

/// Every parameter's dense-after-sparse gradient folded (before a native optimizer reads
/// `grad()`), and the parameters whose gradient is sparse.
pub fn sparse_params(it: &mut Interp, params: &[Tensor]) -> Result<Vec<(Tensor, Value)>> {
    let mut out = Vec::new();
    for p in params {
        if let Some(v) = grad_attr(it, p)? {
            out.push((p.clone(), v));
        }
    }
    Ok(out)
}

/// Runs an engine pass with its routing in place; returns what it collected per input.
pub fn with_run<R>(
    it: &mut Interp,
    capture: bool,
    inputs: Option<Vec<Tensor>>,
    f: impl FnOnce(&mut Interp) -> Result<R>,
) -> Result<(R, Vec<Option<Value>>)> {
    let n = inputs.as_ref().map_or(0, |v| v.len());
    it.sparse_grads.runs.push(Run {
        capture,
        inputs,
        captured: vec![None; n],
        pending: Vec::new(),
        noted: Vec::new(),
    });
    let r = f(it);
    let run = it.sparse_grads.runs.pop().expect("pushed above");
    for t in &run.noted {
        crate::ops::autodiff::note_sparse_leaf(t, false);
    }
    let r = r?;
    // AccumulateGrad for each leaf that got sparse gradients, in the order they first came.
    for (t, v) in run.pending {
        let args = vec![Value::Tensor(t), v];
        crate::interp::stdlib::call_function(it, "torch._sparse_grad", "_accumulate", args)?;
    }
    Ok((r, run.captured))
}

fn position(inputs: &[Tensor], t: &Tensor) -> Option<usize> {
    inputs.iter().position(|x| x.same(t))
}

pub fn register(r: &mut Registry<FunctionFn>) {
    let topic = "sparse gradients";
    // Where a sparse gradient for `weight` goes in the running pass: "accumulate" (into the
    // leaf), an input's index (collected for autograd.grad), or None (dropped).
    r.add(topic, &["sparse_grad_route"], "weight", |it, a| {
        let w = a.tensor("weight")?;
        let Some(run) = it.sparse_grads.runs.last_mut() else {
            return Ok(Value::str("accumulate"));
        };
        if !run.noted.iter().any(|t| t.same(&w)) {
            crate::ops::autodiff::note_sparse_leaf(&w, true);
            run.noted.push(w.clone());
        }
        let at = run.inputs.as_deref().map(|ins| position(ins, &w));
        Ok(match (run.capture, at) {
            (true, Some(Some(i))) => Value::Int(i as i64),
            (true, _) | (false, Some(None)) => Value::None,
            (false, _) => Value::str("accumulate"),
        })
    });
    // `register_post_accumulate_grad_hook`'s hooks, called with the leaf once its sparse
    // gradient is accumulated (the tensor pre-hooks run in Python, on the gradient).
    r.add(topic, &["sparse_grad_post_hooks"], "t", |it, a| {
        let t = a.tensor("t")?;
        let hooks = t.autograd().post_accumulate_hooks.clone();
        for h in hooks {
            crate::interp::lending::lend(it, || (h.f)(Some(&t)))?;
        }
        Ok(Value::None)
    });
    // The sparse gradient this pass has sent `t` so far (None: none yet), and its update.
    r.add(topic, &["sparse_grad_pending"], "t", |it, a| {
        let t = a.tensor("t")?;
        let run = it.sparse_grads.runs.last();
        let found = run.and_then(|r| r.pending.iter().find(|(p, _)| p.same(&t)));
        Ok(found.map_or(Value::None, |(_, v)| v.clone()))
    });
    r.add(topic, &["sparse_grad_pend"], "t, value", |it, a| {
        let t = a.tensor("t")?;
        let v = a.value_or_none("value");
        // False outside a pass (the caller accumulates at once).
        let Some(run) = it.sparse_grads.runs.last_mut() else {
            return Ok(Value::Bool(false));
        };
        match run.pending.iter_mut().find(|(p, _)| p.same(&t)) {
            Some(slot) => slot.1 = v,
            None => run.pending.push((t, v)),
        }
        Ok(Value::Bool(true))
    });
    r.add(topic, &["sparse_grad_captured"], "i", |it, a| {
        let i = a.i64("i")?.unwrap_or(0) as usize;
        let run = it.sparse_grads.runs.last();
        Ok(run
            .and_then(|r| r.captured.get(i).cloned().flatten())
            .unwrap_or(Value::None))
    });
    r.add(topic, &["sparse_grad_capture"], "i, value", |it, a| {
        let i = a.i64("i")?.unwrap_or(0) as usize;
        let v = a.value_or_none("value");
        if let Some(slot) = it
            .sparse_grads
            .runs
            .last_mut()
            .and_then(|r| r.captured.get_mut(i))
        {
            *slot = Some(v);
        }
        Ok(Value::None)
    });
    r.add(topic, &["sparse_grad_get"], "t", |it, a| {
        Ok(stored(it, &a.tensor("t")?).unwrap_or(Value::None))
    });
    // Stores a sparse gradient (None removes it); the dense one is cleared, as assigning
    // `.grad` replaces it.
    r.add(topic, &["sparse_grad_set"], "t, value", |it, a| {
        let t = a.tensor("t")?;
        match a.value_or_none("value") {
            Value::None => clear(it, &t),
            v => {
                t.autograd_mut().grad = None;
                store(it, &t, v);
            }
        }
        Ok(Value::None)
    });
}

/// `torch.autograd.grad`'s results with the collected sparse gradients: an input with one
/// gets it (plus its dense gradient, which makes a dense sum, as AccumulateGrad would).
pub fn merge_captured(
    it: &mut Interp,
    grads: Vec<Option<Tensor>>,
    captured: Vec<Option<Value>>,
) -> Result<Vec<Option<Value>>> {
    let mut out = Vec::with_capacity(grads.len());
    for (i, g) in grads.into_iter().enumerate() {
        out.push(match (g, captured.get(i).cloned().flatten()) {
            (g, None) => g.map(Value::Tensor),
            (None, Some(s)) => Some(s),
            (Some(d), Some(s)) => Some(crate::interp::stdlib::call_function(
                it,
                "torch._sparse_grad",
                "_resolve",
                vec![Value::Tensor(d), s],
            )?),
        });
    }
    Ok(out)
}

/// The sparse-gradient part of a native optimizer's step for one group (`name` the class,
/// `hyper` its settings): PyTorch's refusal for the optimizers without a sparse path, and
/// the sparse updates of SGD and Adagrad (`torch._sparse_grad`), run before the native
/// step, which skips these parameters (their dense gradient is None).
pub fn optimizer_group(
    it: &mut Interp,
    name: &str,
    hyper: &crate::optim::Hyper,
    params: &[Tensor],
    state: impl Fn(&Tensor, &str) -> Option<Tensor>,
) -> Result<()> {
    use crate::optim::Hyper;
    let sparse = sparse_params(it, params)?;
    if sparse.is_empty() {
        return Ok(());
    }
    let call = |it: &mut Interp, f: &str, args: Vec<Value>| {
        crate::interp::stdlib::call_function(it, "torch._sparse_grad", f, args).map(|_| ())
    };
    let opt = |t: Option<Tensor>| t.map(Value::Tensor).unwrap_or(Value::None);
    match hyper {
        Hyper::Sgd {
            lr,
            momentum,
            dampening,
            weight_decay,
            nesterov,
            maximize,
            ..
        } => {
            for (p, g) in sparse {
                let args = vec![
                    Value::Tensor(p.clone()),
                    g,
                    Value::Float(*lr),
                    Value::Float(*momentum),
                    Value::Float(*dampening),
                    Value::Float(*weight_decay),
                    Value::Bool(*nesterov),
                    Value::Bool(*maximize),
                ];
                call(it, "_sgd", args)?;
            }
            Ok(())
        }
        Hyper::Adagrad(h) => {
            for (p, g) in sparse {
                let args = vec![
                    Value::Tensor(p.clone()),
                    g,
                    opt(state(&p, "sum")),
                    opt(state(&p, "step")),
                    Value::Float(h.lr),
                    Value::Float(h.lr_decay),
                    Value::Float(h.weight_decay),
                    Value::Float(h.eps),
                    Value::Bool(h.maximize),
                ];
                call(it, "_adagrad", args)?;
            }
            Ok(())
        }
        _ => {
            let who = match name {
                "Adam" | "AdamW" => {
                    "Adam does not support sparse gradients, please consider SparseAdam instead"
                        .to_string()
                }
                n => format!("{n} does not support sparse gradients"),
            };
            Err(crate::error::runtime(who))
        }
    }
}

/// `optimizer.zero_grad(set_to_none)` for the sparse gradients: dropped, or emptied in
/// place (ATen's sparse `zero_`: no entries, the size kept).
pub fn zero_grads(it: &mut Interp, params: &[Tensor], set_to_none: bool) -> Result<()> {
    for p in params {
        let Some(v) = stored(it, p) else { continue };
        if set_to_none {
            clear(it, p);
        } else {
            crate::interp::stdlib::call_function(it, "torch._sparse_grad", "_zero", vec![v])?;
        }
    }
    Ok(())
}
