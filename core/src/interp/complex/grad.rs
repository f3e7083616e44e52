//! Autograd of complex tensors. A complex tensor's pairs are an ordinary float tensor, so it
//! requires grad, has a `grad_fn` and receives `.grad` through them: the real formulas of the
//! ops on the parts differentiate every complex op (`ops/autodiff/derivatives/complex.rs` says
//! why that is PyTorch's convention). What this file adds is what the user sees: PyTorch's
//! node name on each result (`MulBackward0`, not the parts' pack), the complex `.grad`, and
//! the checks PyTorch makes (a complex output needs an explicit gradient), and the net that
//! refuses an op that would silently drop the graph.

use super::tensor::ComplexTensor;
use crate::autograd;
use crate::error::{runtime, Result};
use crate::interp::args::Args;
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::tensor::Tensor;

/// The tensor that carries a value's autograd state: a real tensor, or a complex tensor's
/// pairs.
pub(super) fn carrier(v: &Value) -> Option<&Tensor> {
    match v {
        Value::Tensor(t) => Some(t),
        other => ComplexTensor::of(other).map(|z| &z.pairs),
    }
}

/// `isinstance(v, nn.Parameter)`: a real tensor marked as one, or a complex tensor whose
/// pairs are.
pub fn is_parameter(v: &Value) -> bool {
    carrier(v).is_some_and(|t| t.autograd().is_parameter)
}

/// Whether any argument (or a list/tuple of them) requires grad, under grad mode.
pub fn any_requires_grad<'a>(vals: impl IntoIterator<Item = &'a Value>) -> bool {
    if !autograd::is_grad_enabled() {
        return false;
    }
    let needs = |v: &Value| carrier(v).is_some_and(|t| t.requires_grad());
    vals.into_iter().any(|v| match v {
        Value::List(l) => l.borrow().iter().any(needs),
        Value::Tuple(t) => t.iter().any(needs),
        v => needs(v),
    })
}

/// `result` as PyTorch names the node of the op that made it (`node`), when it has a graph
/// and is not a view (a view's node is its pairs' view op, which PyTorch's is too).
pub fn named(result: Value, node: &str) -> Result<Value> {
    if let Some(t) = carrier(&result) {
        if !t.is_view() {
            crate::ops::autodiff::relabel(t, node)?;
        }
    }
    Ok(result)
}

/// The net under every complex op: an op whose inputs required grad and whose float or
/// complex result has none would silently cut the graph (a host-side computation, a fresh
/// tensor from values). It is refused instead, naming the op.
pub fn check_kept(op: &str, needed: bool, result: &Value) -> Result<()> {
    if !needed || !autograd::is_grad_enabled() || DETACHING.contains(&op) {
        return Ok(());
    }
    let dropped = |t: &Tensor| t.dtype().is_floating() && !t.requires_grad();
    let lost = match result {
        Value::Tuple(items) => items.iter().any(|v| carrier(v).is_some_and(dropped)),
        v => carrier(v).is_some_and(dropped),
    };
    if lost {
        return Err(crate::error::not_implemented(format!(
            "autograd through {op} of a complex tensor is not supported in stridelab yet"
        )));
    }
    Ok(())
}

/// Ops whose result has no graph in PyTorch either.
const DETACHING: &[&str] = &[
    "detach",
    "tensor",
    "as_tensor",
    "requires_grad_",
    "zeros_like",
    "ones_like",
    "empty_like",
    "randn_like",
    "rand_like",
];

/// PyTorch's node for a complex binary operator.
pub fn binop_node(op: BinOp, reflected_div: bool) -> &'static str {
    match op {
        BinOp::Add => "AddBackward0",
        BinOp::Sub => "SubBackward0",
        // `number / z` is `z.reciprocal() * number` in PyTorch's `__rtruediv__`.
        BinOp::Div if reflected_div => "MulBackward0",
        BinOp::Div => "DivBackward0",
        BinOp::Mul => "MulBackward0",
        _ => "",
    }
}

/// PyTorch's node for a complex method or function that makes a new tensor, by name; the
/// ones missing here are views (named by their pairs' view op) or named at their site.
pub fn node_of(op: &str, a: &Args) -> Option<&'static str> {
    let with_dim = !a.pos.is_empty() || a.kw.iter().any(|(k, _)| k == "dim");
    Some(match op {
        "sum" if with_dim => "SumBackward1",
        "mean" if with_dim => "MeanBackward1",
        "sum" => "SumBackward0",
        "mean" => "MeanBackward0",
        "abs" => "AbsBackward0",
        "angle" => "AngleBackward0",
        "exp" => "ExpBackward0",
        "log" => "LogBackward0",
        "sqrt" => "SqrtBackward0",
        "reciprocal" => "ReciprocalBackward0",
        "square" => "PowBackward0",
        "sgn" => "SgnBackward0",
        "neg" | "negative" => "NegBackward0",
        "cumsum" => "CumsumBackward0",
        "roll" => "RollBackward0",
        "var" => "VarBackward0",
        "std" => "StdBackward0",
        "conj_physical" => "ConjPhysicalBackward0",
        "to" | "cfloat" | "cdouble" => "ToCopyBackward0",
        "clone" | "resolve_conj" => "CloneBackward0",
        "masked_fill" => "MaskedFillBackward0",
        "dot" => "DotBackward0",
        "vdot" => "VdotBackward0",
        "mm" => "MmBackward0",
        "mv" => "MvBackward0",
        "bmm" => "BmmBackward0",
        "polar" => "PolarBackward0",
        "view_as_real_copy" => "ViewAsRealBackward0_copy",
        "complex" => "ComplexBackward0",
        "cat" | "concat" => "CatBackward0",
        "stack" => "StackBackward0",
        "add" => "AddBackward0",
        "sub" => "SubBackward0",
        "mul" => "MulBackward0",
        "div" => "DivBackward0",
        _ => return None,
    })
}

/// A complex op by name, with its node named and the graph-dropping net around it. A result
/// that is one of the inputs (`resolve_conj()` of a tensor without the bit, an in-place op)
/// keeps its history's name.
pub fn run_named(
    op: &str,
    inputs: &[&Value],
    a: &Args,
    f: impl FnOnce() -> Result<Value>,
) -> Result<Value> {
    let need = any_requires_grad(inputs.iter().copied().chain(a.values()));
    let r = f()?;
    check_kept(op, need, &r)?;
    let is_input = |t: &Tensor| {
        inputs
            .iter()
            .copied()
            .chain(a.values())
            .any(|v| carrier(v).is_some_and(|c| c.same(t)))
    };
    if carrier(&r).is_some_and(is_input) {
        return Ok(r);
    }
    match node_of(op, a) {
        Some(node) if need => named(r, node),
        _ => Ok(r),
    }
}

/// The autograd attributes of a complex tensor: those of its pairs, with a gradient that is
/// complex.
pub fn attribute(it: &mut Interp, z: &ComplexTensor, name: &str) -> Result<Option<Value>> {
    let t = &z.pairs;
    Ok(Some(match name {
        "requires_grad" => Value::Bool(t.requires_grad()),
        "is_leaf" => {
            autograd::check_view_current(t)?;
            Value::Bool(t.is_leaf() && !z.conj)
        }
        "grad_fn" => {
            crate::interp::autograd_api::node_value(crate::ops::autodiff::checked_grad_fn(t)?)
        }
        "grad" => match crate::interp::tensor_api::getattr(it, t, "grad")? {
            Value::Tensor(g) => ComplexTensor::value(g, false),
            other => other,
        },
        "retains_grad" => Value::Bool(!t.is_leaf() && t.autograd().retains_grad),
        "output_nr" => Value::Int(t.autograd().output_nr as i64),
        "data" => z.with_pairs(autograd::data(t)),
        _ => return Ok(None),
    }))
}

/// `z.requires_grad = v` and `z.requires_grad_(v)`.
pub fn set_requires_grad(z: &ComplexTensor, on: bool) -> Result<()> {
    autograd::set_requires_grad(&z.pairs, on)
}

/// `z.backward(gradient)`: a complex output has no implicit gradient (PyTorch's message);
/// an explicit one is the gradient of the pairs.
pub fn backward(it: &mut Interp, z: &ComplexTensor, a: Args) -> Result<Value> {
    let b = a.bind(
        "Tensor.backward",
        &[
            "gradient=None",
            "retain_graph=None",
            "create_graph=False",
            "inputs=None",
        ],
    )?;
    let g = match b.get("gradient") {
        None | Some(Value::None) if z.numel() != 1 => {
            return Err(runtime(
                "grad can be implicitly created only for scalar outputs",
            ))
        }
        None | Some(Value::None) => {
            return Err(runtime(format!(
                "grad can be implicitly created only for real scalar outputs but got torch.{}",
                z.dtype_name()
            )))
        }
        Some(v) => match ComplexTensor::of(v) {
            Some(g) => g.resolved()?,
            None => {
                let given = match v {
                    Value::Tensor(t) => format!("torch.{}", t.dtype().name()),
                    other => other.type_name(),
                };
                return Err(runtime(format!(
                    "For complex Tensors, both grad_output and output are required to have the same dtype. Mismatch in dtype: grad_output[0] has a dtype of {given} and output[0] has a dtype of torch.{}.",
                    z.dtype_name()
                )));
            }
        },
    };
    let create = b.bool_or("create_graph", false)?;
    let retain = match b.get("retain_graph") {
        None | Some(Value::None) => create,
        Some(v) => it.truthy(v)?,
    };
    if b.given("inputs") && !matches!(b.get("inputs"), Some(Value::None)) {
        return Err(super::unsupported("Tensor.backward(inputs=...)"));
    }
    let pairs = z.resolved()?;
    let roots = [(pairs, Some(g))];
    crate::interp::lending::lend(it, || {
        crate::ops::autodiff::backward_many(&roots, retain, create, None)
    })?;
    Ok(Value::None)
}
