//! `torch.autograd`: `grad`, `backward`, and the anomaly-mode switches.

use super::Functions;
use crate::error::{runtime, type_error, value_error, Result};
use crate::interp::args::Bound;
use crate::interp::complex::ComplexTensor;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::layout::MemoryFormat;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Functions) {
    let topic = "autograd";
    r.add(
        topic,
        &["grad"],
        "outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, \
         only_inputs=True, allow_unused=None, is_grads_batched=False, materialize_grads=False",
        grad,
    );
    r.add(
        topic,
        &["backward"],
        "tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None, inputs=None",
        backward,
    );
    r.add(topic, &["_is_checkpoint_valid"], "", |_, _| {
        Ok(Value::Bool(crate::ops::autodiff::checkpoint_valid()))
    });
    // Written in the prelude (functions.py), after gradcheck.py's slow mode.
    r.add(
        topic,
        &["gradcheck"],
        "func, inputs, *, eps=1e-06, atol=1e-05, rtol=0.001, raise_exception=True, \
         nondet_tol=0.0, check_undefined_grad=True, check_grad_dtypes=False, \
         check_batched_grad=False, check_batched_forward_grad=False, check_forward_ad=False, \
         check_backward_ad=True, fast_mode=False, masked=None",
        |it, b| it.call_prelude_entry("_autograd_", vec![], b),
    );
    r.add(
        topic,
        &["gradgradcheck"],
        "func, inputs, grad_outputs=None, *, eps=1e-06, atol=1e-05, rtol=0.001, \
         gen_non_contig_grad_outputs=False, raise_exception=True, nondet_tol=0.0, \
         check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False, \
         check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False, masked=False",
        |it, b| it.call_prelude_entry("_autograd_", vec![], b),
    );
}

pub(crate) fn tensor_seq(it: &mut Interp, v: &Value) -> Result<Vec<Tensor>> {
    Ok(carried_seq(it, v)?.into_iter().map(|(t, _)| t).collect())
}

/// The tensors of a sequence (or one tensor), each with its complex dtype's name when it is
/// a complex tensor (whose pairs carry its autograd).
fn carried_seq(it: &mut Interp, v: &Value) -> Result<Vec<(Tensor, Option<&'static str>)>> {
    let one = |x: Value| {
        if let Some(z) = ComplexTensor::of(&x) {
            return Ok((z.resolved()?, Some(z.dtype_name())));
        }
        match x {
            Value::Tensor(t) => Ok((t, None)),
            o => Err(type_error(format!(
                "expected a Tensor, got {}",
                o.type_name()
            ))),
        }
    };
    match v {
        Value::Tensor(t) => Ok(vec![(t.clone(), None)]),
        v if ComplexTensor::of(v).is_some() => Ok(vec![one(v.clone())?]),
        _ => it.collect(v)?.into_iter().map(one).collect(),
    }
}

/// A complex output has no implicit gradient (PyTorch's `_make_grads`).
fn check_complex_roots(
    outs: &[(Tensor, Option<&'static str>)],
    gs: &[Option<Tensor>],
) -> Result<()> {
    for ((t, complex), g) in outs.iter().zip(gs) {
        if let (Some(name), None) = (complex, g) {
            if t.numel() != 2 {
                return Err(runtime(
                    "grad can be implicitly created only for scalar outputs",
                ));
            }
            return Err(runtime(format!(
                "grad can be implicitly created only for real scalar outputs but got torch.{name}"
            )));
        }
    }
    Ok(())
}

/// `grad_outputs` / `grad_tensors`: one per output, each a Tensor or None.
fn grad_seq(it: &mut Interp, v: Option<&Value>, n: usize) -> Result<Vec<Option<Tensor>>> {
    match v {
        None => Ok(vec![None; n]),
        Some(Value::Tensor(t)) => Ok(vec![Some(t.clone())]),
        Some(v) if ComplexTensor::of(v).is_some() => Ok(vec![Some(
            ComplexTensor::of(v).expect("checked").resolved()?,
        )]),
        Some(v) => it
            .collect(v)?
            .into_iter()
            .map(|x| match x {
                Value::Tensor(t) => Ok(Some(t)),
                Value::None => Ok(None),
                o if ComplexTensor::of(&o).is_some() => {
                    ComplexTensor::of(&o).expect("checked").resolved().map(Some)
                }
                o => Err(type_error(format!(
                    "gradients can be either Tensors or None, but got {}",
                    o.type_name()
                ))),
            })
            .collect(),
    }
}

fn backward(it: &mut Interp, b: &Bound) -> Result<Value> {
    let given = |name| b.get(name).filter(|v| !matches!(v, Value::None));
    // `grad_variables` is the deprecated name of `grad_tensors` (PyTorch warns and uses it).
    let grads = match (given("grad_tensors"), given("grad_variables")) {
        (Some(_), Some(_)) => return Err(runtime(
            "`grad_tensors` and `grad_variables` (deprecated) arguments both passed to `backward()`. Please only use `grad_tensors`.",
        )),
        (g, None) | (None, g) => g,
    };
    let ts = carried_seq(it, &b.value("tensors")?)?;
    let gs = grad_seq(it, grads, ts.len())?;
    if gs.len() != ts.len() {
        return Err(runtime(format!(
            "got {} tensors and {} gradients",
            ts.len(),
            gs.len()
        )));
    }
    let create = b.bool_or("create_graph", false)?;
    let retain = match b.get("retain_graph") {
        Some(v) if !matches!(v, Value::None) => it.truthy(v)?,
        _ => create,
    };
    let inputs = match b.get("inputs") {
        None | Some(Value::None) => None,
        Some(v) => Some(tensor_seq(it, v)?),
    };
    check_complex_roots(&ts, &gs)?;
    let roots: Vec<_> = ts.into_iter().map(|(t, _)| t).zip(gs).collect();
    // One pass from every root; lent because a custom Function's backward is Python.
    crate::interp::sparse_grad::with_run(it, false, inputs.clone(), |it| {
        crate::interp::lending::lend(it, || {
            crate::ops::autodiff::backward_many(&roots, retain, create, inputs.as_deref())
        })
    })?;
    Ok(Value::None)
}

/// `torch.autograd.grad`. `only_inputs` is deprecated and ignored, as in PyTorch.
fn grad(it: &mut Interp, b: &Bound) -> Result<Value> {
    let materialize = b.bool_or("materialize_grads", false)?;
    if materialize && matches!(b.get("allow_unused"), Some(Value::Bool(false))) {
        return Err(value_error(
            "Expected allow_unused to be True or not passed when materialize_grads=True, but got: allow_unused=False.",
        ));
    }
    let allow_unused = match b.get("allow_unused") {
        None => materialize,
        Some(_) => b.bool_or("allow_unused", false)?,
    };
    let outs = carried_seq(it, &b.value("outputs")?)?;
    let ins_kinds = carried_seq(it, &b.value("inputs")?)?;
    let ins: Vec<Tensor> = ins_kinds.iter().map(|(t, _)| t.clone()).collect();
    if ins.is_empty() {
        return Err(crate::error::runtime(
            "`inputs` argument to `grad()` cannot be empty.",
        ));
    }
    let gos = grad_seq(it, b.get("grad_outputs"), outs.len())?;
    check_complex_roots(&outs, &gos)?;
    let outs: Vec<Tensor> = outs.into_iter().map(|(t, _)| t).collect();
    let create = b.bool_or("create_graph", false)?;
    let retain = match b.get("retain_graph") {
        Some(v) => it.truthy(v)?,
        None => create,
    };
    let batched = b.bool_or("is_grads_batched", false)?;
    // Lent: a custom Function's backward is Python. A sparse gradient (an embedding's
    // weight) reaches its input beside the engine, so the engine allows unused inputs and
    // the check is made after merging (sparse_grad.rs).
    let (grads, captured) =
        crate::interp::sparse_grad::with_run(it, true, Some(ins.clone()), |it| {
            crate::interp::lending::lend(it, || {
                if batched {
                    batched_grad(&outs, &ins, &gos, retain, create, true)
                } else {
                    crate::ops::autodiff::grad(&outs, &ins, &gos, retain, create, true)
                }
            })
        })?;
    let grads = crate::interp::sparse_grad::merge_captured(it, grads, captured)?;
    if !allow_unused {
        if let Some(i) = grads.iter().position(|g| g.is_none()) {
            return Err(runtime(format!(
                "The differentiated Tensor at index {i} appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior."
            )));
        }
    }
    let mut items = Vec::with_capacity(grads.len());
    for ((g, input), (_, complex)) in grads.into_iter().zip(&ins).zip(&ins_kinds) {
        items.push(match g {
            Some(Value::Tensor(g)) if complex.is_some() => ComplexTensor::value(g, false),
            Some(g) => g,
            // materialize_grads: zeros for an unused input, requiring grad under create_graph.
            None if materialize => {
                let z = ops::like(
                    input,
                    Some(Scalar::Int(0)),
                    None,
                    MemoryFormat::Preserve,
                    None,
                )?;
                if create {
                    crate::autograd::set_requires_grad(&z, true)?;
                }
                Value::Tensor(z)
            }
            None => Value::None,
        });
    }
    Ok(Value::tuple(items))
}

fn size_text(s: &[usize]) -> String {
    let parts: Vec<String> = s.iter().map(|d| d.to_string()).collect();
    format!("torch.Size([{}])", parts.join(", "))
}

/// `is_grads_batched=True`: the first dimension of every grad_output is a batch, and the
/// result is one vector-Jacobian product per batch entry, stacked. PyTorch vmaps one
/// backward; stridelab runs one backward per entry (keeping the graph for all but the
/// last), which gives the same values. The checks and their messages are PyTorch's
/// (`_make_grads`, then vmap's).
fn batched_grad(
    outs: &[Tensor],
    ins: &[Tensor],
    gos: &[Option<Tensor>],
    retain: bool,
    create: bool,
    allow_unused: bool,
) -> Result<Vec<Option<Tensor>>> {
    let mut batched = Vec::with_capacity(outs.len());
    for (i, out) in outs.iter().enumerate() {
        match gos.get(i).cloned().flatten() {
            Some(g) => {
                let first = ops::view::select(&g, 0, 0)?;
                if first.shape() != out.shape() {
                    // PyTorch slices the batch dimension off twice in this message.
                    let shown = first.shape().get(1..).unwrap_or_default().to_vec();
                    return Err(runtime(format!(
                        "If `is_grads_batched=True`, we interpret the first dimension of each grad_output as the batch dimension. The sizes of the remaining dimensions are expected to match the shape of corresponding output, but a mismatch was detected: grad_output[{i}] has a shape of {} and output[{i}] has a shape of {}. If you only want some tensors in `grad_output` to be considered batched, consider using vmap.",
                        size_text(&shown),
                        size_text(&out.shape())
                    )));
                }
                batched.push(g);
            }
            None if !out.requires_grad() => {
                return Err(value_error(
                    "vmap(vjp, in_dims=0, ...)(<inputs>): Got in_dim=0 for an input but the input is of type <class 'NoneType'>. We cannot vmap over non-Tensor arguments, please use None as the respective in_dim",
                ))
            }
            None => {
                if out.numel() != 1 {
                    return Err(runtime(
                        "grad can be implicitly created only for scalar outputs",
                    ));
                }
                if out.ndim() == 0 {
                    return Err(value_error(
                        "vmap(vjp, in_dims=0, ...)(<inputs>): Got in_dim=0 for some input, but that input is a Tensor of dimensionality 0 so expected in_dim to satisfy 0 <= in_dim < 0.",
                    ));
                }
                batched.push(ops::like(
                    out,
                    Some(Scalar::Int(1)),
                    None,
                    MemoryFormat::Preserve,
                    None,
                )?);
            }
        }
    }
    if batched.is_empty() {
        // No outputs: the engine says what is wrong.
        return crate::ops::autodiff::grad(outs, ins, gos, retain, create, allow_unused);
    }
    let sizes: Vec<usize> = batched.iter().map(|g| g.shape()[0]).collect();
    if sizes.iter().any(|&s| s != sizes[0]) {
        let list: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
        return Err(value_error(format!(
            "vmap: Expected all tensors to have the same size in the mapped dimension, got sizes [{}] for the mapped dimension",
            list.join(", ")
        )));
    }
    let n = sizes[0];
    let mut rows: Vec<Vec<Option<Tensor>>> = Vec::with_capacity(n);
    for k in 0..n {
        let gk: Vec<Option<Tensor>> = batched
            .iter()
            .map(|g| ops::view::select(g, 0, k as i64).map(Some))
            .collect::<Result<_>>()?;
        let keep = retain || k + 1 < n;
        rows.push(crate::ops::autodiff::grad(
            outs,
            ins,
            &gk,
            keep,
            create,
            allow_unused,
        )?);
    }
    (0..ins.len())
        .map(|j| {
            let col: Option<Vec<Tensor>> = rows.iter().map(|r| r[j].clone()).collect();
            match col {
                Some(ts) => ops::stack(&ts, 0).map(Some),
                None => Ok(None),
            }
        })
        .collect()
}
