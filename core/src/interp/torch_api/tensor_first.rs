//! `torch.X(input, ...)` for the X that are also Tensor methods: one entry each, whose
//! signature is `input` followed by the method's, run by the method's own code. Binary
//! ops also take a number first (`torch.add(2, x)`).

use super::Torch;
use crate::error::{runtime, type_error, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::tensor_api::{self, operand, Operand, METHODS};
use crate::interp::value::Value;
use crate::ops::{self, Arg};

/// Tensor methods that are also `torch` functions, beyond the unary and binary families.
const SHARED: &[&str] = &[
    "bernoulli",
    "multinomial",
    "matmul",
    "mm",
    "bmm",
    "dot",
    "mv",
    "outer",
    "ger",
    "clamp",
    "clamp_min",
    "clamp_max",
    "clip",
    "sum",
    "mean",
    "prod",
    "max",
    "min",
    "amax",
    "amin",
    "argmax",
    "argmin",
    "norm",
    "all",
    "any",
    "std",
    "var",
    "logsumexp",
    "softmax",
    "log_softmax",
    "cumsum",
    "topk",
    "sort",
    "argsort",
    "gather",
    "scatter",
    "scatter_add",
    "index_select",
    "nonzero",
    "equal",
    "allclose",
    "isclose",
    "addcmul",
    "addcdiv",
    "lerp",
    "flatten",
    "unflatten",
    "reshape",
    "transpose",
    "swapaxes",
    "permute",
    "movedim",
    "moveaxis",
    "squeeze",
    "unsqueeze",
    "narrow",
    "select",
    "chunk",
    "split_with_sizes",
    "unbind",
    "flip",
    "t",
    "diagonal",
    "as_strided",
    "clone",
    "masked_fill",
    "count_nonzero",
    "tril",
    "triu",
    "tile",
    "nansum",
    "diff",
    "unique",
    "unique_consecutive",
    "roll",
    "diag",
    "is_nonzero",
    "numel",
    "is_floating_point",
    "is_complex",
    "is_signed",
    "round",
    "round_",
    "logaddexp",
    "logaddexp2",
    "add",
    "sub",
    "subtract",
    "div",
    "divide",
    "true_divide",
    "is_inference",
    "get_device",
];

/// In-place Tensor methods PyTorch also binds as `torch.X_(input, ...)`.
const SHARED_INPLACE: &[&str] = &[
    "clamp_",
    "clip_",
    "clamp_min_",
    "clamp_max_",
    "arccos_",
    "arcsin_",
    "arctan_",
    "deg2rad_",
    "rad2deg_",
    "fix_",
    "sinc_",
    "logit_",
    "ldexp_",
    "xlogy_",
    "nan_to_num_",
    "zero_",
    "fill_",
    "detach",
    "detach_",
    "resize_as_",
    "conj_physical_",
];

/// Binary ops PyTorch's bindings also take with a number first (`torch.add(2, x)`).
pub(super) const SCALAR_FIRST: &[&str] = &[
    "add",
    "sub",
    "subtract",
    "mul",
    "multiply",
    "div",
    "divide",
    "true_divide",
    "floor_divide",
    "remainder",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "bitwise_left_shift",
    "bitwise_right_shift",
];

/// Binary ops with a (Tensor, Tensor) and a (Tensor, Number) overload only: a number
/// first matches neither.
pub(super) const TENSOR_OR_SCALAR_OTHER: &[&str] = &["fmod", "eq", "ne", "lt", "le", "gt", "ge"];

/// Binary ops whose `torch.` form requires two tensors (PyTorch has no Scalar overload).
const TENSOR_PAIRS: &[&str] = &["maximum", "minimum", "atan2"];

pub fn register(r: &mut Torch) {
    let topic = "tensor methods as functions";
    let binary = tensor_api::BINARY
        .iter()
        .filter(|n| !TENSOR_PAIRS.contains(n) && **n != "pow");
    let unary = tensor_api::UNARY.iter().chain(tensor_api::UNARY_INPLACE);
    let names: Vec<&'static str> = SHARED.iter().chain(unary).chain(binary).copied().collect();
    share(r, topic, &names);
    share(r, topic, SHARED_INPLACE);
    super::shape_more::register(r);
    r.add_each(topic, TENSOR_PAIRS, "input, other", |_, a| {
        let (x, o) = (a.tensor("input")?, a.tensor("other")?);
        let how = ops::by_name::BinaryArgs::default();
        Ok(Value::Tensor(ops::by_name::binary_op(
            a.fname(),
            how,
            Arg::T(&x),
            Arg::T(&o),
        )?))
    });
    r.add(topic, &["pow"], "input, exponent", |_, a| {
        let x = operand(&a.value("input")?, "pow")?;
        let e = operand(&a.value("exponent")?, "pow")?;
        Ok(Value::Tensor(ops::named::pow(x.arg(), e.arg())?))
    });
    // torch/functional.py's `split(tensor, split_size_or_sections, dim=0)` calls
    // `tensor.split(...)`, whose parameter is `split_size`: their keywords differ.
    r.add(
        topic,
        &["split"],
        "tensor, split_size_or_sections, dim=0",
        |it, a| match a.value("tensor")? {
            Value::Tensor(x) => {
                let method = METHODS.get("split").ok_or_else(|| runtime("split"))?;
                (method.f)(it, &x, a)
            }
            v => Err(crate::error::TorchError::new(
                crate::error::ErrorKind::AttributeError,
                format!("'{}' object has no attribute 'split'", v.type_name()),
            )),
        },
    );
    r.add(
        topic,
        &["repeat_interleave"],
        "input, repeats=None, dim=None, *, output_size=None",
        repeat_interleave,
    );
}

/// Registers `torch.X(input, ...)` for each Tensor method X, run by the method's code
/// (topic files with methods of their own list theirs here).
pub(super) fn share(r: &mut Torch, topic: &'static str, names: &[&'static str]) {
    for name in names {
        let Some(method) = METHODS.get(name) else {
            debug_assert!(false, "torch.{name}: no Tensor method");
            continue;
        };
        let rest = method.signature.render();
        let rest = &rest[1..rest.len() - 1];
        // PyTorch spreads a size over the arguments only when it is a function's one
        // parameter: `x.flip(0, 1)`, but `torch.flip(x, (0, 1))`. The method's `*dims`
        // is a plain `dims` here, checked to be a sequence (`spread_list_param`).
        let rest = match rest.strip_prefix('*') {
            Some(r) if !r.starts_with(',') && !r.starts_with("args") => r,
            _ => rest,
        };
        let sig = if rest.is_empty() {
            "input".to_string()
        } else {
            format!("input, {rest}")
        };
        r.add(topic, &[name], &sig, call);
    }
}

/// The parameter a Tensor method takes spread out (`*dims`), if it has one.
fn spread_list_param(name: &str) -> Option<String> {
    let method = METHODS.get(name)?;
    let p = method.signature.params.first()?;
    (p.kind == crate::interp::signature::ParamKind::VarArgs && p.name != "args")
        .then(|| p.name.clone())
}

/// The arguments as the method's code reads them: its spread parameter holds the one
/// sequence given (`torch.flip(x, [0, 1])` runs as `x.flip([0, 1])`). A number there is
/// refused as PyTorch's parser refuses `torch.flip(x, 0)`.
fn as_method_args(name: &str, a: &Bound) -> Result<Option<Bound>> {
    let Some(param) = spread_list_param(name) else {
        return Ok(None);
    };
    match a.get(&param) {
        None => Ok(None),
        Some(
            v @ (Value::List(_)
            | Value::Tuple(_)
            | Value::Size(_)
            | Value::Range(..)
            | Value::Tensor(_)),
        ) => {
            let mut spread = a.clone();
            spread.set(&param, Value::tuple(vec![v.clone()]));
            Ok(Some(spread))
        }
        Some(v) => Err(type_error(format!(
            "{name}(): argument '{param}' (position 2) must be tuple of ints, not {}",
            v.type_name()
        ))),
    }
}

/// Runs the Tensor method of the same name on `input`.
fn call(it: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    match a.get("input") {
        Some(Value::Tensor(x)) => {
            let x = x.clone();
            let mut spread = as_method_args(name, a)?;
            // The in-place twins and the methods in Python read every bound argument as
            // the method's own: `input` is the tensor they run on, not one of them.
            if SHARED_INPLACE.contains(&name) {
                spread.get_or_insert_with(|| a.clone()).take("input");
            }
            let a = spread.as_ref().unwrap_or(a);
            let method = METHODS.get(name).ok_or_else(|| runtime(name.to_string()))?;
            (method.f)(it, &x, a)
        }
        Some(v) if SCALAR_FIRST.contains(&name) => number_first(a, v.clone()),
        Some(v) if TENSOR_OR_SCALAR_OTHER.contains(&name) => Err(type_error(format!(
            "{name}() received an invalid combination of arguments - got ({}, Tensor), but expected one of:",
            v.type_name()
        ))),
        // With several overloads at this argument count, the parser names the call.
        v => Err(a.parse_failure(type_error(format!(
            "{name}(): argument 'input' (position 1) must be Tensor, not {}",
            v.map(Value::type_name).unwrap_or_else(|| "NoneType".into())
        )))),
    }
}

/// `torch.add(2, x)`: a binary op whose first operand is a number.
fn number_first(a: &Bound, first: Value) -> Result<Value> {
    let name = a.fname();
    let y = operand(&a.value("other")?, name)?;
    // Two numbers: PyTorch wraps the first as a 0-d tensor of its natural dtype
    // (`torch.add(1, 2)` is `tensor(3)`, `torch.mul(2, 3.5)` a float32 `tensor(7.)`).
    let x = match (operand(&first, name)?, &y) {
        (Operand::S(_), Operand::S(_)) if NO_NUMBER_PAIR.contains(&name) => {
            return Err(no_number_pair(name, &first, &a.value("other")?));
        }
        (Operand::S(s), Operand::S(_)) => {
            let dtype = ops::factory::infer_dtype(&[s]);
            Operand::T(ops::scalar_tensor(
                s,
                dtype,
                crate::device::default_device(),
            )?)
        }
        (x, _) => x,
    };
    match tensor_api::binary_call(a, x.arg(), y.arg(), None)? {
        Some(r) => Ok(Value::Tensor(r)),
        None => Err(runtime("internal error: binary returned nothing")),
    }
}

/// The ops of `SCALAR_FIRST` whose bindings have no overload for two numbers (the
/// arithmetic ones wrap the first in a tensor; these have `Number self` only before a
/// Tensor).
const NO_NUMBER_PAIR: &[&str] = &[
    "remainder",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "bitwise_left_shift",
    "bitwise_right_shift",
];

/// PyTorch's argument-parser refusal of `torch.bitwise_and(3, 4)`, its overloads listed.
fn no_number_pair(name: &str, x: &Value, y: &Value) -> crate::error::TorchError {
    let (tx, ty) = (x.type_name(), y.type_name());
    type_error(format!(
        "{name}() received an invalid combination of arguments - got ({tx}, {ty}), but expected one of:\n \
         * (Tensor input, Tensor other, *, Tensor out = None)\n \
         * (Number self, Tensor other)\n      didn't match because some of the arguments have invalid types: (!{tx}!, !{ty}!)\n \
         * (Tensor input, Number other, *, Tensor out = None)\n"
    ))
}

/// `repeat_interleave(repeats)` (one tensor: the indices, each repeated) or the method.
fn repeat_interleave(it: &mut Interp, a: &Bound) -> Result<Value> {
    let x = a.tensor("input")?;
    if !a.given("repeats") && !a.given("dim") && !a.given("output_size") {
        return Ok(Value::Tensor(ops::arrange::repeat_interleave_counts(&x)?));
    }
    let method = METHODS
        .get("repeat_interleave")
        .ok_or_else(|| runtime("repeat_interleave"))?;
    (method.f)(it, &x, a)
}
