//! `torch.autograd.Function.apply`'s recording (the Python half is
//! `stdlib/torch_autograd_function.py`): after `forward` ran without recording, the tensor
//! outputs get one node named `<Class>Backward` whose backward calls the class's Python
//! `backward` through the lent interpreter, with PyTorch's checks on what it returns.

use super::args::Args;
use super::eval::Interp;
use super::lending::with_lent;
use super::value::*;
use crate::autograd::{self, Saved};
use crate::error::{runtime, type_error, Result};
use crate::layout::MemoryFormat;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// The class attribute a prelude Function names its node with.
const NODE_NAME_ATTR: &str = "_stridelab_node_name";

fn attr(it: &mut Interp, v: &Value, name: &str) -> Result<Value> {
    it.getattr(v, name)
}

fn tensors_of(it: &mut Interp, v: &Value) -> Result<Vec<Tensor>> {
    Ok(it
        .collect(v)?
        .into_iter()
        .filter_map(|x| x.as_tensor().cloned())
        .collect())
}

fn contains(list: &[Tensor], t: &Tensor) -> bool {
    list.iter().any(|x| x.same(t))
}

/// `_native.function_record(cls, ctx, args, output)`: gives the outputs their node.
pub fn record(
    it: &mut Interp,
    cls: Value,
    ctx: Value,
    args: Value,
    output: Value,
    generic_jvp: bool,
) -> Result<Value> {
    let args = it.collect(&args)?;
    let inputs: Vec<Option<Tensor>> = args.iter().map(|a| a.as_tensor().cloned()).collect();
    let input_refs: Vec<Option<&Tensor>> = inputs.iter().map(|t| t.as_ref()).collect();
    let is_tuple = matches!(output, Value::Tuple(_));
    let items = if is_tuple {
        it.collect(&output)?
    } else {
        vec![output.clone()]
    };
    let dirty = {
        let v = attr(it, &ctx, "_dirty")?;
        tensors_of(it, &v)?
    };
    // PyTorch's `_mark_dirty` bumps each dirty tensor's version once more, after the
    // in-place change that bumped it already, whether or not a graph is recorded.
    for t in &dirty {
        t.bump_version()?;
    }
    // Forward mode is the class's own `jvp` (Function.apply calls it), not this node's,
    // unless `generic_jvp`: a prelude Function without one gets it from its backward.
    let owed = match generic_jvp {
        true => autograd::needs_grad(&input_refs),
        false => autograd::needs_reverse(&input_refs),
    };
    let script_class = is_script_function(it, &cls);
    if !owed {
        // Nothing to record; an input returned as it is still comes back as a new view of
        // it, made without grad (PyTorch's `_view_as_self_with_no_grad`): `out is x` is
        // False, `out._base is x`.
        if !script_class {
            return Ok(output);
        }
        let mut outs = Vec::with_capacity(items.len());
        for v in items {
            outs.push(match v {
                Value::Tensor(t) if is_unmodified_input(&inputs, &dirty, &t) => {
                    let view = view_of_input(&t);
                    view.set_view_creation(autograd::ViewCreation::NoGrad);
                    Value::Tensor(view)
                }
                other => other,
            });
        }
        return Ok(pack(outs, is_tuple));
    }
    let non_diff = {
        let v = attr(it, &ctx, "_non_differentiable")?;
        tensors_of(it, &v)?
    };
    // An output that is an input, unmodified, becomes a view of it: the input's own history
    // must not change. A dirty (modified in place) input takes the new history itself.
    let mut outs: Vec<Value> = Vec::with_capacity(items.len());
    let mut out_tensors: Vec<Tensor> = Vec::new();
    // What forward returned, beside what is handed out (an input's alias): the marks
    // (`mark_non_differentiable(a)` of an input returned as it is) name the former.
    let mut returned: Vec<Tensor> = Vec::new();
    for v in items {
        match v {
            Value::Tensor(t) => {
                returned.push(t.clone());
                let t = if is_unmodified_input(&inputs, &dirty, &t) {
                    // A script's Function hands out a view (marked once the node exists);
                    // one marked non-differentiable, or a library Function's (an ATen
                    // kernel's), a detached alias.
                    if script_class && !contains(&non_diff, &t) {
                        view_of_input(&t)
                    } else {
                        autograd::detach(&t)
                    }
                } else {
                    let is_input = inputs.iter().flatten().any(|i| i.same(&t));
                    if is_input && t.is_leaf() && t.requires_grad() {
                        return Err(runtime(
                            "a leaf Variable that requires grad is being used in an in-place operation.",
                        ));
                    }
                    t
                };
                out_tensors.push(t.clone());
                outs.push(Value::Tensor(t));
            }
            other => outs.push(other),
        }
    }
    let name = match &cls {
        // The nn prelude writes a few of ATen's fused kernels (the oneDNN LSTM layer) as
        // Functions; they carry the name of ATen's node. A script's class never has this.
        Value::Class(_) if it.getattr(&cls, NODE_NAME_ATTR).is_ok() => {
            match it.getattr(&cls, NODE_NAME_ATTR)? {
                Value::Str(s) => s.to_string(),
                _ => return Err(type_error(format!("{NODE_NAME_ATTR} must be a str"))),
            }
        }
        Value::Class(c) => format!("{}Backward", c.name),
        _ => "FunctionBackward".into(),
    };
    let saved_value = attr(it, &ctx, "to_save")?;
    let to_save = it.collect(&saved_value)?;
    let mut saved = Vec::new();
    for s in &to_save {
        if let Value::Tensor(t) = s {
            let mut one = Saved::input(t);
            // A saved output names this node in a version error, as ATen's saved outputs
            // remember the node that made them.
            if let Some(nr) = out_tensors.iter().position(|o| o.same(t)) {
                one.output_of = Some(format!("output {nr} of {}", autograd::message_name(&name)));
            }
            saved.push(one);
        }
    }
    let metas: Vec<Tensor> = out_tensors.iter().map(autograd::detach).collect();
    let n_args = args.len();
    let is_tensor: Vec<bool> = inputs.iter().map(|t| t.is_some()).collect();
    let node_name = name.clone();
    let backward: autograd::BackwardFn = Box::new(move |grads: &[Option<Tensor>]| {
        let per_arg = with_lent(|it| {
            call_backward(
                it, &cls, &ctx, grads, &metas, &node_name, n_args, &is_tensor,
            )
        })?;
        // The node's edges are its tensor arguments only.
        Ok(per_arg
            .into_iter()
            .zip(&is_tensor)
            .filter(|(_, &t)| t)
            .map(|(g, _)| g)
            .collect())
    });
    let out_refs: Vec<&Tensor> = out_tensors.iter().collect();
    // PyTorch's node has an edge per tensor argument (`next_functions` lists no others).
    let tensor_inputs: Vec<Option<&Tensor>> = inputs.iter().flatten().map(Some).collect();
    {
        let _jvp_is_the_class_own = (!generic_jvp).then(autograd::forward::Suspend::new);
        crate::ops::autodiff::record(&name, &tensor_inputs, &out_refs, saved, backward)?;
        if let Some(node) = out_refs.first().and_then(|t| t.grad_fn()) {
            node.runs_without_grads.set(true);
        }
    }
    for (t, r) in out_tensors.iter().zip(&returned) {
        if contains(&non_diff, r) {
            autograd::detach_(t)?;
        }
    }
    if script_class {
        mark_views(&out_tensors);
    }
    Ok(pack(outs, is_tuple))
}

/// What `apply` returns: the tuple forward returned, or its one value.
fn pack(mut outs: Vec<Value>, is_tuple: bool) -> Value {
    if is_tuple {
        Value::tuple(outs)
    } else {
        outs.pop().unwrap_or(Value::None)
    }
}

/// A Function a script wrote (or the full backward hooks' BackwardHookFunction), not one of
/// the library's: those stand for ATen kernels, whose outputs take in-place writes.
fn is_script_function(it: &mut Interp, cls: &Value) -> bool {
    match it.getattr(cls, "__module__") {
        Ok(Value::Str(m)) => {
            &*m == "torch.utils.hooks"
                || !(&*m == "torch" || m.starts_with("torch.") || m.starts_with('<'))
        }
        _ => false,
    }
}

/// An input forward returned as it is and did not mark dirty.
fn is_unmodified_input(inputs: &[Option<Tensor>], dirty: &[Tensor], t: &Tensor) -> bool {
    inputs.iter().flatten().any(|i| i.same(t)) && !contains(dirty, t)
}

/// A new view of the whole of `t` with no history of its own (`x.view_as(x)` made without
/// recording): what a custom Function hands out for an input returned as it is.
fn view_of_input(t: &Tensor) -> Tensor {
    t.view_with(t.layout())
}

/// PyTorch marks the differentiable outputs that are views (an input returned as it is, or
/// a view made in forward) so that writing them in place while recording is refused before
/// the write: the rebase onto the base would replace the class's own backward.
/// `IN_CUSTOM_FUNCTION`, or `MULTI_OUTPUT_NODE` when the Function has several
/// differentiable outputs. Views of these views inherit the mark.
fn mark_views(outs: &[Tensor]) {
    let several = outs.iter().filter(|t| t.requires_grad()).count() > 1;
    let mark = if several {
        autograd::ViewCreation::MultiOutput
    } else {
        autograd::ViewCreation::InCustomFunction
    };
    for t in outs.iter().filter(|t| t.requires_grad() && t.is_view()) {
        t.set_view_creation(mark);
    }
}

/// Calls `cls.backward(ctx, *grads)` and checks its answer as PyTorch does.
#[allow(clippy::too_many_arguments)]
fn call_backward(
    it: &mut Interp,
    cls: &Value,
    ctx: &Value,
    grads: &[Option<Tensor>],
    metas: &[Tensor],
    name: &str,
    n_args: usize,
    is_tensor: &[bool],
) -> Result<Vec<Option<Tensor>>> {
    let materialize = {
        let v = attr(it, ctx, "materialize_grads")?;
        it.truthy(&v)?
    };
    let mut call_args = vec![ctx.clone()];
    for (k, g) in grads.iter().enumerate() {
        call_args.push(match (g, metas.get(k)) {
            (Some(g), _) => Value::Tensor(g.clone()),
            (None, Some(m)) if materialize => Value::Tensor(crate::ops::factory::like(
                m,
                Some(Scalar::Int(0)),
                None,
                MemoryFormat::Contiguous,
                None,
            )?),
            (None, _) => Value::None,
        });
    }
    let f = attr(it, cls, "backward")?;
    let r = it.call(&f, Args::new(call_args))?;
    let results = match r {
        Value::Tuple(_) => it.collect(&r)?,
        v => vec![v],
    };
    if results.len() < n_args || results[n_args..].iter().any(|v| !matches!(v, Value::None)) {
        return Err(runtime(format!(
            "function {name} returned an incorrect number of gradients (expected {n_args}, got {})",
            results.len()
        )));
    }
    let mut out = Vec::with_capacity(n_args);
    for (k, v) in results.into_iter().take(n_args).enumerate() {
        match v {
            Value::None => out.push(None),
            Value::Tensor(g) if is_tensor[k] => out.push(Some(g)),
            Value::Tensor(_) => {
                return Err(runtime(format!(
                    "function {name} returned a gradient different than None at position {}, but the corresponding forward input was not a Variable",
                    k + 1
                )))
            }
            other => {
                return Err(type_error(format!(
                    "function {name} returned a gradient of type {} at position {}; expected a Tensor or None",
                    other.type_name(),
                    k + 1
                )))
            }
        }
    }
    Ok(out)
}

/// `ctx.saved_tensors`.
pub fn saved(it: &mut Interp, ctx: Value) -> Result<Value> {
    let v = attr(it, &ctx, "to_save")?;
    Ok(Value::tuple(it.collect(&v)?))
}

/// `_native.delayed_error(msg, tensors)`: ATen's `DelayedError`, which `once_differentiable`
/// puts after a backward that ran without recording while its incoming gradients required
/// grad. Each output is a new tensor on the same storage whose node, `Error`, raises `msg`
/// when a second backward reaches it. One tensor in, that tensor out (as the C++ node's
/// Python call unpacks a single output); otherwise a tuple, with None kept in place.
pub fn delayed_error(it: &mut Interp, msg: Value, tensors: Value) -> Result<Value> {
    let msg = match msg {
        Value::Str(s) => s.to_string(),
        v => {
            return Err(type_error(format!(
                "msg must be str, not {}",
                v.type_name()
            )))
        }
    };
    let items = it.collect(&tensors)?;
    let inputs: Vec<Option<Tensor>> = items.iter().map(|v| v.as_tensor().cloned()).collect();
    let outputs: Vec<Option<Tensor>> = inputs
        .iter()
        .map(|t| t.as_ref().map(autograd::detach))
        .collect();
    let input_refs: Vec<Option<&Tensor>> = inputs.iter().map(|t| t.as_ref()).collect();
    let output_refs: Vec<&Tensor> = outputs.iter().flatten().collect();
    crate::ops::autodiff::record(
        "Error",
        &input_refs,
        &output_refs,
        vec![],
        Box::new(move |_| Err(runtime(msg.clone()))),
    )?;
    let values: Vec<Value> = outputs
        .into_iter()
        .map(|t| t.map_or(Value::None, Value::Tensor))
        .collect();
    Ok(match <[Value; 1]>::try_from(values) {
        Ok([one]) => one,
        Err(values) => Value::tuple(values),
    })
}
