//! `out=`: the functions of `torch` that write their result into a tensor the caller
//! gives, with ATen's rules for that tensor.
//!
//! One mechanism for every such function: the op runs as usual (out of place), then its
//! result is written into `out`. What differs between ops is data, kept in the table
//! below, one row per family, as ATen's kernels differ:
//! - which dtypes `out` may have: TensorIterator ops cast to any dtype the result can be
//!   cast to safely (`add`, `sin`), comparisons to any dtype, most other kernels only to
//!   the result's own (`mm`, `sort`), and reductions and factories compute *in* `out`'s
//!   dtype (`sum`, `zeros`); each kernel words its refusal its own way;
//! - which aliasing between `out` and the inputs is refused (elementwise: partial overlap;
//!   `cat`: any overlap) and which is not (a reduction into a row of its input). BLAS
//!   products zero `out` before reading their inputs, so `mm(a, b, out=a)` is zeros.
//!
//! Common to all: autograd refuses `out=` when an input or `out` requires grad (outside
//! `no_grad`); an `out` of the result's shape keeps its strides and storage; one of
//! another shape is resized to the strides the op gives its own result (ATen's
//! `resize_output`), its storage growing in place when needed; the call returns `out`
//! itself. PyTorch's deprecation warning for resizing a non-empty `out` is not shown:
//! stridelab has no warning channel yet (docs/decisions.md).

mod rules;

use super::linalg::LINALG;
use super::TORCH;
use crate::autograd::{self, NoGradGuard};
use crate::dtype::DType;
use crate::error::{runtime, type_error, ErrorKind, Result, TorchError};
use crate::interp::args::{Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::objects::{named_tuple, NamedTuple};
use crate::interp::registry::{Entry, FunctionFn, Registry};
use crate::interp::value::Value;
use crate::layout::{overlap_status, Overlap};
use crate::ops;
use crate::tensor::Tensor;
use rules::{Alias, Dtype, Rule, Rules, EXPECTED, LINALG_RULES, RESIZED_BEFORE_CHECKS, RULES};

/// Gives every `torch` function with a rule an `out=None` parameter.
pub(super) fn register(r: &mut super::Torch) {
    add_out(r, &RULES);
}

/// The same for `torch.linalg`.
pub(super) fn register_linalg(r: &mut super::Torch) {
    add_out(r, &LINALG_RULES);
}

fn add_out(r: &mut super::Torch, rules: &Rules) {
    for name in rules.keys() {
        debug_assert!(
            r.contains(name),
            "out=: {}.{name} is not registered",
            r.namespace
        );
        r.add_keyword_only(name, "out");
    }
}

/// The names that take `out=`, for tests.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(super) fn names() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = RULES.keys().copied().collect();
    v.sort_unstable();
    v
}

/// Calls `torch.<name>`, honouring `out=` when given.
pub fn call(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    call_in(it, &TORCH, &RULES, name, args)
}

/// Calls `torch.linalg.<name>`, honouring `out=` when given.
pub fn call_linalg(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    call_in(it, &LINALG, &LINALG_RULES, name, args)
}

fn call_in(
    it: &mut Interp,
    registry: &Registry<FunctionFn>,
    rules: &Rules,
    name: &str,
    args: Args,
) -> Result<Value> {
    let entry = registry.entry(name)?;
    let mut bound = entry.bind(name, &args)?;
    let Some(rule) = rules.get(name).copied() else {
        return (entry.f)(it, &bound);
    };
    let Some(out) = bound.take("out") else {
        return (entry.f)(it, &bound);
    };
    let out = Outs::parse(&out)?;
    refuse_overload(name, &bound, &args)?;
    let inputs = bound.tensors();
    let input_refs: Vec<Option<&Tensor>> = inputs.iter().map(Some).collect();
    if crate::autograd::forward::has_tangent(&input_refs) {
        return Err(crate::error::not_implemented(format!(
            "Trying to use forward AD with {name}_out that does not support it because it is an out= function"
        )));
    }
    if rule.refuses_grad {
        refuse_autograd(rule, &bound, &out)?;
    }
    let as_called = bound.clone();
    if let Dtype::FromOut(_) | Dtype::Factory = rule.dtype {
        let set = dtype_from_out(name, rule, &mut bound, out.single(name)?);
        if let Err(e) = set {
            return Err(resized_first(it, name, entry, &as_called, &out, e));
        }
    }
    let run = |it: &mut Interp, bound: &Bound| -> Result<Value> {
        let _no_graph = NoGradGuard::new();
        (entry.f)(it, bound)
    };
    // ATen checks `out` before it draws: a refused `out` leaves the generator untouched.
    let rng = ops::random::snapshot();
    let result = match run(it, &bound) {
        Ok(r) => r,
        Err(e) => return Err(resized_first(it, name, entry, &as_called, &out, e)),
    };
    let inputs = bound.tensors();
    let pairs = out.matching(name, &result, &args)?;
    let checked: Result<()> = pairs.iter().enumerate().try_for_each(|(i, (o, r))| {
        check_dtype(name, rule, &bound, (r, o), (pairs.len() == 2, i))?;
        check_device(r, o)?;
        let resizes = needs_resize(rule, o, r);
        // A resize gives `out` fresh strides, so its old overlap no longer matters, except
        // to TensorIterator's elementwise ops, which look for it before they resize
        // (`torch.add(x, 1, out=expanded)` is refused, not resized).
        if rule.checks_out_overlap && (!resizes || rule.alias == Alias::Elementwise) {
            ops::checks::check_writable(o)?;
        }
        if rule.alias == Alias::Elementwise && resizes && inputs.iter().any(|t| t.same(o)) {
            return Err(runtime(format!(
                "output with shape {} doesn't match the broadcast shape {}",
                crate::error::fmt_list(&o.shape()),
                crate::error::fmt_list(&r.shape())
            )));
        }
        if rule.alias != Alias::Apart {
            check_alias(rule.alias, o, &inputs)?;
        }
        Ok(())
    });
    if let Err(e) = checked {
        ops::random::restore(&rng);
        // `diag` resizes before its same-dtype check, not before its castability one.
        let cast_refused = |o: &Tensor, r: &Tensor| {
            matches!(rule.dtype, Dtype::CastThenSame(..)) && !DType::can_cast(r.dtype(), o.dtype())
        };
        if RESIZED_BEFORE_CHECKS.contains(&name) && !pairs.iter().any(|(o, r)| cast_refused(o, r)) {
            for (o, r) in &pairs {
                ops::resize::resize_like(o, &r.layout())?;
            }
        }
        return Err(e);
    }
    for (o, r) in &pairs {
        if needs_resize(rule, o, r) {
            ops::resize::resize_like(o, &r.layout())?;
        }
        // `cat` resizes its output before it looks for overlap.
        if rule.alias == Alias::Apart {
            check_alias(rule.alias, o, &inputs)?;
        }
    }
    let outs: Vec<Tensor> = pairs.iter().map(|(o, _)| o.clone()).collect();
    let fill = match rule.alias {
        Alias::FillFirst(fill) if shares_memory(&outs[0], &inputs) => fill.value(outs[0].dtype()),
        _ => None,
    };
    if let Some(identity) = fill {
        // The kernel starts `out` at the reduction's identity (BLAS: beta = 0) and then
        // reads inputs that alias it, as they now are.
        ops::copy::fill_(&outs[0], identity)?;
        let again = run(it, &bound)?;
        let results: Vec<Tensor> = out
            .matching(name, &again, &args)?
            .into_iter()
            .map(|(_, r)| r)
            .collect();
        return write(rule, &again, &outs, &results);
    }
    let results: Vec<Tensor> = pairs.into_iter().map(|(_, r)| r).collect();
    let written = write(rule, &result, &outs, &results)?;
    // `view_copy(x, dtype)` has no derivative at all: its `out` gets no node.
    let no_derivative = name == "view_copy" && view_copy_dtype(&bound);
    if let Some(op) = rule.grad_not_implemented.filter(|_| !no_derivative) {
        not_implemented_node(op, &inputs, &outs[0])?;
    }
    if let Dtype::Factory = rule.dtype {
        // `torch.zeros(3, requires_grad=True, out=t)` makes `t` a leaf that requires grad.
        if bound.bool_or("requires_grad", false)? {
            autograd::set_requires_grad(&outs[0], true)?;
        }
    }
    Ok(written)
}

/// Whether a `view_copy` call is its dtype overload.
fn view_copy_dtype(b: &Bound) -> bool {
    b.given("dtype") || matches!(b.get("size"), Some(Value::DType(_)))
}

/// Autograd's record for an op it lets write into `out` without a formula: a
/// `NotImplemented` node whose backward fails naming the ATen op.
fn not_implemented_node(op: &'static str, inputs: &[Tensor], out: &Tensor) -> Result<()> {
    if !autograd::is_grad_enabled() {
        return Ok(());
    }
    let ins: Vec<Option<&Tensor>> = inputs.iter().map(Some).collect();
    let back: autograd::BackwardFn = Box::new(move |_| {
        Err(runtime(format!(
            "derivative for aten::{op} is not implemented"
        )))
    });
    crate::ops::autodiff::record("NotImplemented", &ins, &[out], vec![], back)?;
    Ok(())
}

/// Whether `out` must take the result's shape: it differs (for the range factories: its
/// element count differs; a same-sized `out` keeps its shape and strides).
fn needs_resize(rule: Rule, o: &Tensor, r: &Tensor) -> bool {
    if rule.resize_by_numel {
        o.numel() != r.numel()
    } else {
        o.shape() != r.shape()
    }
}

/// The calls whose overload has no `out` variant, or that refuse `out` with an option
/// they were given, refused before anything runs as PyTorch's binding refuses them.
fn refuse_overload(name: &str, bound: &Bound, args: &Args) -> Result<()> {
    match name {
        "sum" | "prod" if !bound.has("dim") => Err(invalid_combination(name, args)),
        "median" | "nanmedian" if !bound.has("dim") => Err(type_error(format!(
            "{name}() missing 1 required positional arguments: \"dim\""
        ))),
        "empty" if bound.given("memory_format") => Err(runtime(
            "'memory_format' argument is incompatible with 'out' tensor argument",
        )),
        "nonzero" if bound.bool_or("as_tuple", false)? => Err(runtime(
            "nonzero does not support the out kwarg when as_tuple is True",
        )),
        // Of the number-first overloads, only the arithmetic ones have an out variant.
        _ if (matches!(name, "remainder" | "bitwise_and" | "bitwise_or" | "bitwise_xor"
            | "bitwise_left_shift" | "bitwise_right_shift")
            || super::tensor_first::TENSOR_OR_SCALAR_OTHER.contains(&name))
            && !matches!(bound.get("input"), Some(Value::Tensor(_))) =>
        {
            Err(invalid_combination(name, args))
        }
        "where" => {
            for (arg, position) in [("input", 2), ("other", 3)] {
                match bound.get(arg) {
                    Some(Value::Tensor(_)) | None => {}
                    Some(v) => {
                        return Err(type_error(format!(
                            "where(): argument '{arg}' (position {position}) must be Tensor, not {}",
                            v.type_name()
                        )))
                    }
                }
            }
            Ok(())
        }
        "mean" => match bound.get("input") {
            Some(Value::Tensor(x)) if !x.dtype().is_floating() => {
                Err(crate::error::not_implemented(format!(
                    "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: {}",
                    x.dtype().legacy_name()
                )))
            }
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

/// The error `e` of a kernel in `RESIZED_BEFORE_CHECKS` that refused to compute in
/// `out`'s dtype, after resizing `out` to the shape the call as written gives (run once
/// more, its draws undone).
fn resized_first(
    it: &mut Interp,
    name: &str,
    entry: &Entry<FunctionFn>,
    as_called: &Bound,
    out: &Outs,
    e: TorchError,
) -> TorchError {
    if !RESIZED_BEFORE_CHECKS.contains(&name) {
        return e;
    }
    let (Outs::One(o), rng) = (out, ops::random::snapshot()) else {
        return e;
    };
    let plain = {
        let _no_graph = NoGradGuard::new();
        (entry.f)(it, as_called)
    };
    ops::random::restore(&rng);
    if let Ok(Value::Tensor(r)) = plain {
        if let Err(resize_error) = ops::resize::resize_like(o, &r.layout()) {
            return resize_error;
        }
    }
    e
}

/// `out` as given: one tensor, a tuple of tensors ((values, indices), svd's (U, S, Vh)),
/// or something else, which is an error once the op's result says which form it needed.
enum Outs {
    One(Tensor),
    Many(Vec<Tensor>),
    Other(Value),
}

impl Outs {
    fn parse(v: &Value) -> Result<Outs> {
        if let Value::Tensor(t) = v {
            return Ok(Outs::One(t.clone()));
        }
        // PyTorch's parser turns a number given as `out` into a new 0-d tensor (int64 or
        // float64), which the op then resizes and returns.
        if let Value::Int(_) | Value::Float(_) = v {
            let s = crate::interp::args::to_scalar(v)?;
            let dtype = match v {
                Value::Int(_) => DType::Int64,
                _ => DType::Float64,
            };
            return Ok(Outs::One(ops::scalar_tensor(
                s,
                dtype,
                crate::device::default_device(),
            )?));
        }
        let items = match v {
            Value::List(l) => Some(l.borrow().clone()),
            _ => v.tuple_items(),
        };
        let tensors: Option<Vec<Tensor>> = items
            .as_deref()
            .filter(|items| items.len() >= 2)
            .and_then(|items| items.iter().map(|x| x.as_tensor().cloned()).collect());
        Ok(match tensors {
            Some(ts) => Outs::Many(ts),
            None => Outs::Other(v.clone()),
        })
    }

    fn tensors(&self) -> Vec<Tensor> {
        match self {
            Outs::One(t) => vec![t.clone()],
            Outs::Many(ts) => ts.clone(),
            Outs::Other(_) => vec![],
        }
    }

    /// The one tensor a single-result op writes, or the binding's error.
    fn single(&self, name: &str) -> Result<&Tensor> {
        match self {
            Outs::One(t) => Ok(t),
            Outs::Many(..) => Err(not_tensor(name, "tuple")),
            Outs::Other(v) => Err(not_tensor(name, &v.type_name())),
        }
    }

    /// Each `out` tensor beside the op's result it receives, or PyTorch's binding error
    /// when `out` has the other form (one tensor for `sort`, a pair for `add`).
    fn matching(&self, name: &str, result: &Value, args: &Args) -> Result<Vec<(Tensor, Tensor)>> {
        let results: Vec<Tensor> = match result {
            Value::Tensor(t) => vec![t.clone()],
            v => v
                .tuple_items()
                .or_else(|| {
                    v.downcast::<NamedTuple>()
                        .map(|n| n.fields.iter().map(|(_, x)| x.clone()).collect())
                })
                .unwrap_or_default()
                .iter()
                .filter_map(|x| x.as_tensor().cloned())
                .collect(),
        };
        match (self, results.as_slice()) {
            (_, [r]) => Ok(vec![(self.single(name)?.clone(), r.clone())]),
            (Outs::Many(ts), rs) if ts.len() == rs.len() => {
                Ok(ts.iter().cloned().zip(rs.iter().cloned()).collect())
            }
            (Outs::Many(ts), rs) if rs.len() >= 2 => Err(type_error(format!(
                "expected tuple of {} elements but got {}",
                rs.len(),
                ts.len()
            ))),
            (Outs::Other(v), rs) if rs.len() >= 2 => {
                let items = match v {
                    Value::List(l) => Some(l.borrow().len()),
                    _ => v.tuple_items().map(|t| t.len()),
                };
                match items {
                    Some(n) if n != rs.len() => Err(type_error(format!(
                        "expected tuple of {} elements but got {n}",
                        rs.len()
                    ))),
                    _ => Err(invalid_combination(name, args)),
                }
            }
            _ => Err(invalid_combination(name, args)),
        }
    }
}

fn not_tensor(name: &str, got: &str) -> TorchError {
    type_error(format!(
        "{name}(): argument 'out' must be Tensor, not {got}"
    ))
}

/// The binding error for an `out` of the wrong form, listing the argument types as
/// PyTorch's parser does (`got (Tensor, int, out=list)`).
fn invalid_combination(name: &str, args: &Args) -> TorchError {
    let mut parts: Vec<String> = args.pos.iter().map(arg_type).collect();
    parts.extend(args.kw.iter().map(|(k, v)| format!("{k}={}", arg_type(v))));
    type_error(format!(
        "{name}() received an invalid combination of arguments - got ({}), but expected one of:",
        parts.join(", ")
    ))
}

fn arg_type(v: &Value) -> String {
    match v {
        Value::Tensor(_) => "Tensor".into(),
        v => v.type_name(),
    }
}

/// Autograd has no formula for writing into a given tensor: with grad mode on, an input
/// or `out` that requires grad is an error.
fn refuse_autograd(rule: Rule, bound: &Bound, out: &Outs) -> Result<()> {
    if !autograd::is_grad_enabled() {
        return Ok(());
    }
    let mut all = bound.tensors();
    all.extend(out.tensors());
    if all.iter().any(Tensor::requires_grad) {
        return Err(runtime(format!(
            "{}(): functions with out=... arguments don't support automatic differentiation, but one of the arguments requires grad.",
            rule.aten
        )));
    }
    Ok(())
}

/// Reductions, scans and factories compute in `out`'s dtype: it becomes `dtype=`.
fn dtype_from_out(name: &str, rule: Rule, bound: &mut Bound, out: &Tensor) -> Result<()> {
    let want = out.dtype();
    match (rule.dtype, bound.dtype("dtype")?) {
        (Dtype::Factory, Some(given)) if given != want => Err(runtime(format!(
            "dtype {} does not match dtype of out parameter ({})",
            given.legacy_name(),
            want.legacy_name()
        ))),
        (Dtype::FromOut(_), Some(given)) if given != want => {
            Err(runtime(fill(EXPECTED, name, given, want, bound)))
        }
        (Dtype::FromOut(Some((kind, msg))), None) if !want.is_floating() => {
            let input = bound.tensor("input")?.dtype().to_float();
            Err(TorchError::new(kind, fill(msg, name, input, want, bound)))
        }
        _ => {
            bound.set("dtype", Value::DType(want));
            Ok(())
        }
    }
}

fn check_dtype(
    name: &str,
    rule: Rule,
    bound: &Bound,
    (r, o): (&Tensor, &Tensor),
    (pair, at): (bool, usize),
) -> Result<()> {
    let (rd, od) = (r.dtype(), o.dtype());
    // `max(x, dim)` (values and indices) checks as the reduction kernels do, `max(x, y)`
    // and `max(x)` as TensorIterator does.
    let dtype = match rule.dtype {
        Dtype::Cast(..) if pair => Dtype::Same(EXPECTED),
        d => d,
    };
    let castable = DType::can_cast(rd, od);
    // `{part}`: which of a (values, indices) pair the message is about.
    let part = if at == 0 { "values" } else { "indices" };
    let err = |kind: ErrorKind, template: &str| -> TorchError {
        TorchError::new(
            kind,
            fill(template, name, rd, od, bound).replace("{part}", part),
        )
    };
    match dtype {
        Dtype::Cast(kind, msg) if !castable => Err(err(kind, msg)),
        Dtype::Same(msg) if rd != od => Err(err(ErrorKind::RuntimeError, msg)),
        Dtype::BoolOrByte(msg) if !matches!(od, DType::Bool | DType::UInt8) => {
            Err(err(ErrorKind::RuntimeError, msg))
        }
        Dtype::CastThenSame(cast, _) if !castable => Err(err(ErrorKind::RuntimeError, cast)),
        Dtype::CastThenSame(_, same) if rd != od => Err(err(ErrorKind::RuntimeError, same)),
        _ => Ok(()),
    }
}

fn fill(
    template: &str,
    name: &str,
    r: crate::dtype::DType,
    o: crate::dtype::DType,
    bound: &Bound,
) -> String {
    let flag = if bound.bool_or("out_int32", false).unwrap_or(false) {
        "True"
    } else {
        "False"
    };
    template
        .replace("{R}", r.legacy_name())
        .replace("{O}", o.legacy_name())
        .replace("{r}", r.c_type_name())
        .replace("{o}", o.c_type_name())
        .replace("{name}", name)
        .replace("{out_int32}", flag)
}

fn check_device(r: &Tensor, o: &Tensor) -> Result<()> {
    use crate::device::Device;
    if r.device() != o.device() && (r.device() == Device::Meta || o.device() == Device::Meta) {
        // PyTorch's structured kernels copy a result into `out=`: between meta and a real
        // device that copy is refused in these words.
        return Err(runtime(format!(
            "Attempting to copy from device {} to device {}, but cross-device copies are not allowed!",
            r.device(),
            o.device()
        )));
    }
    if r.device() != o.device() {
        return Err(runtime(format!(
            "Expected all tensors to be on the same device, but found at least two devices, {} and {}!",
            r.device(),
            o.device()
        )));
    }
    Ok(())
}

fn shares_memory(out: &Tensor, inputs: &[Tensor]) -> bool {
    inputs.iter().any(|t| t.storage().same(&out.storage()))
}

fn check_alias(alias: Alias, out: &Tensor, inputs: &[Tensor]) -> Result<()> {
    let refused = |t: &Tensor| {
        if !t.storage().same(&out.storage()) {
            return false;
        }
        matches!(
            (alias, overlap_status(&out.layout(), &t.layout())),
            (Alias::Elementwise | Alias::NoPartial, Overlap::Partial)
                | (
                    Alias::Disjoint | Alias::Apart,
                    Overlap::Partial | Overlap::Full
                )
        )
    };
    if inputs.iter().any(refused) {
        return Err(runtime(
            "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.",
        ));
    }
    Ok(())
}

/// Writes each result into its `out` (cast to `out`'s dtype) and returns `out` itself; a
/// pair comes back as the op's named tuple with `_out` on its type
/// (`torch.return_types.sort_out`).
fn write(rule: Rule, result: &Value, outs: &[Tensor], results: &[Tensor]) -> Result<Value> {
    for (o, r) in outs.iter().zip(results) {
        let r = if o.shape() == r.shape() {
            r.clone()
        } else {
            // A range factory's `out` of the right size keeps its own shape.
            let shape: Vec<i64> = o.shape().iter().map(|&d| d as i64).collect();
            ops::view::reshape(r, &shape)?
        };
        if rule.checks_out_overlap {
            ops::copy::copy_raw(o, &r)?;
        } else {
            ops::copy::copy_raw_into(o, &r)?;
        }
    }
    let Some(named) = result.downcast::<NamedTuple>() else {
        return Ok(match outs {
            [t] => Value::Tensor(t.clone()),
            _ => Value::tuple(outs.iter().cloned().map(Value::Tensor).collect()),
        });
    };
    Ok(named_tuple(
        &format!("{}_out", named.type_name),
        named
            .fields
            .iter()
            .zip(outs)
            .map(|((field, _), o)| (*field, Value::Tensor(o.clone())))
            .collect(),
    ))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn every_function_with_a_rule_takes_out() {
        let names = names();
        assert!(names.len() > 150, "{}", names.len());
        for name in names {
            let entry = TORCH.get(name).unwrap_or_else(|| panic!("torch.{name}"));
            assert!(
                entry.signature.has_param("out"),
                "torch.{name}{} has no out=",
                entry.signature.render()
            );
        }
    }

    #[test]
    fn aten_names_follow_the_alias_table() {
        assert_eq!(RULES["divide"].aten, "div");
        assert_eq!(RULES["clip"].aten, "clamp");
        assert_eq!(RULES["softmax"].aten, "softmax");
        assert_eq!(RULES["zeros"].aten, "aten::zeros");
        assert_eq!(RULES["add"].aten, "add");
    }
}
