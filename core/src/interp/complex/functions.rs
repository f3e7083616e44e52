//! `torch.X(...)` with complex values: creation (`tensor`, `zeros`, `full`, `randn`, ...),
//! the pair views (`view_as_real`, `view_as_complex`), `complex`/`polar`, joining, and the
//! functional forms of the methods. One table by name; any other function given a complex
//! value is refused by name.

use super::factories::{eye, filled, full, like};
use super::joining::join;
use super::methods;
use super::number::PyComplex;
use super::parts::{self, Part, Parts};
use super::tensor::ComplexTensor;
use crate::error::{not_implemented, runtime, type_error, value_error, Result};
use crate::interp::args::{Args, Bound};
use crate::interp::ast::{BinOp, CmpOp};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use crate::{DType, Device};

type Function = fn(&mut Interp, Args) -> Result<Value>;

const FUNCTIONS: &[(&str, Function)] = &[
    ("view_as_real", view_as_real),
    ("equal", equal),
    ("linear", super::linear::linear),
    ("conv1d", |it, a| super::layers::conv(it, "conv1d", a)),
    ("conv2d", |it, a| super::layers::conv(it, "conv2d", a)),
    ("conv3d", |it, a| super::layers::conv(it, "conv3d", a)),
    ("embedding", super::layers::embedding),
    ("can_cast", can_cast),
    ("view_as_complex", view_as_complex),
    ("view_as_real_copy", view_as_real_copy),
    ("view_as_complex_copy", view_as_complex_copy),
    ("complex", complex),
    ("polar", polar),
    ("tensor", tensor),
    ("as_tensor", as_tensor),
    ("zeros", |it, a| filled(it, a, "zeros", Some((0.0, 0.0)))),
    ("ones", |it, a| filled(it, a, "ones", Some((1.0, 0.0)))),
    ("empty", |it, a| {
        filled(it, a, "empty", Some(uninitialized()))
    }),
    ("full", full),
    ("randn", |it, a| filled(it, a, "randn", None)),
    ("rand", |it, a| filled(it, a, "rand", None)),
    ("einsum", super::einsum::einsum),
    ("zeros_like", |it, a| {
        like(it, a, "zeros_like", Some((0.0, 0.0)))
    }),
    ("ones_like", |it, a| {
        like(it, a, "ones_like", Some((1.0, 0.0)))
    }),
    ("empty_like", |it, a| {
        like(it, a, "empty_like", Some(uninitialized()))
    }),
    ("eye", eye),
    ("inverse", |it, a| {
        let b = a.bind("inverse", &["input"])?;
        super::linalg::inv(it, &b.value("input")?)
    }),
    ("det", |_, a| {
        let b = a.bind("det", &["input"])?;
        super::linalg::det(&b.value("input")?)
    }),
    ("cat", |it, a| join(it, a, "cat")),
    ("concat", |it, a| join(it, a, "cat")),
    ("stack", |it, a| join(it, a, "stack")),
    ("is_complex", |_, a| {
        let b = a.bind("is_complex", &["input"])?;
        Ok(Value::Bool(ComplexTensor::of(&b.value("input")?).is_some()))
    }),
    ("is_floating_point", |_, a| {
        let b = a.bind("is_floating_point", &["input"])?;
        Ok(Value::Bool(
            matches!(b.value("input")?, Value::Tensor(t) if t.dtype().is_floating()),
        ))
    }),
    ("is_tensor", |_, a| {
        let b = a.bind("is_tensor", &["obj"])?;
        let v = b.value("obj")?;
        Ok(Value::Bool(
            ComplexTensor::of(&v).is_some() || matches!(v, Value::Tensor(_)),
        ))
    }),
    ("real", |it, a| attribute_of(it, a, "real")),
    ("set_default_dtype", |_, _| {
        Err(type_error(
            "only floating-point types are supported as the default type",
        ))
    }),
    ("promote_types", |_, a| {
        let b = a.bind("promote_types", &["type1", "type2"])?;
        let (x, y) = (
            dtype_pair(&b.value("type1")?)?,
            dtype_pair(&b.value("type2")?)?,
        );
        let real = DType::promote(x.0, y.0);
        Ok(if x.1 || y.1 {
            complex_dtype_value(real)
        } else {
            Value::DType(real)
        })
    }),
    ("result_type", |_, a| {
        let b = a.bind("result_type", &["tensor", "other"])?;
        let (x, y) = (b.value("tensor")?, b.value("other")?);
        match super::promote::result_real_dtype(&[&x, &y]) {
            Some(real) => Ok(complex_dtype_value(real)),
            None => Err(super::unsupported("torch.result_type")),
        }
    }),
    ("finfo", |it, a| {
        let b = a.bind("finfo", &["type"])?;
        let (real, _) = dtype_pair(&b.value("type")?)?;
        crate::interp::torch_api::call(it, "torch.finfo", Args::new(vec![Value::DType(real)]))
    }),
    ("where", |_, a| {
        let b = a.bind("where", &["condition", "input", "other"])?;
        let (x, y) = (b.value("input")?, b.value("other")?);
        let real = super::promote::result_real_dtype(&[&x, &y])
            .unwrap_or_else(crate::dtype::default_float);
        super::check_part_dtype(real)?;
        super::math::choose(&b.tensor("condition")?, &x, &y, real)
    }),
    ("imag", |it, a| attribute_of(it, a, "imag")),
    ("diagonal", |_, a| super::diagonals::function("diagonal", a)),
    ("diag", |_, a| super::diagonals::function("diag", a)),
    ("diag_embed", |_, a| {
        super::diagonals::function("diag_embed", a)
    }),
    ("diagflat", |_, a| super::diagonals::function("diagflat", a)),
    ("isreal", |_, a| super::diagonals::function("isreal", a)),
    ("dist", dist),
    ("full_like", super::factories::full_like),
    ("randn_like", |it, a| like(it, a, "randn_like", None)),
    ("rand_like", |it, a| like(it, a, "rand_like", None)),
    ("atleast_1d", |_, a| super::factories::atleast(a, 1)),
    ("atleast_2d", |_, a| super::factories::atleast(a, 2)),
    ("atleast_3d", |_, a| super::factories::atleast(a, 3)),
];

/// `torch.dist(a, b, p)` with a complex operand: the p-norm of the difference, a real
/// tensor (ATen's `dist` is `norm(a - b, p)`).
fn dist(it: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("dist", &["input", "other", "p=2"])?;
    let (x, y) = (b.value("input")?, b.value("other")?);
    for (v, name, pos) in [(&x, "input", 1), (&y, "other", 2)] {
        if ComplexTensor::of(v).is_none() && !matches!(v, Value::Tensor(_)) {
            return Err(type_error(format!(
                "dist(): argument '{name}' (position {pos}) must be Tensor, not {}",
                v.type_name()
            )));
        }
    }
    super::refuse_grad_inputs("torch.dist", [&x, &y])?;
    let d = it.binop(BinOp::Sub, &x, &y)?;
    let args = Args::new(vec![d, b.value("p")?]);
    super::linalg_call(it, "vector_norm", &args)?.ok_or_else(|| super::unsupported("torch.dist"))
}

/// The methods whose `torch.X(input, ...)` form is the method of `input`.
const AS_METHOD: &[&str] = &[
    "abs",
    "absolute",
    "angle",
    "conj",
    "conj_physical",
    "resolve_conj",
    "is_conj",
    "resolve_neg",
    "is_neg",
    "neg",
    "negative",
    "add",
    "sub",
    "subtract",
    "mul",
    "multiply",
    "div",
    "divide",
    "true_divide",
    "matmul",
    "eq",
    "ne",
    "sum",
    "mean",
    "clone",
    "reshape",
    "transpose",
    "swapaxes",
    "permute",
    "flatten",
    "unsqueeze",
    "squeeze",
    "adjoint",
    "flip",
    "roll",
    "t",
    "narrow",
    "select",
    "numel",
    "movedim",
    "moveaxis",
    "swapdims",
    "unbind",
    "split",
    "chunk",
    "tile",
    "tril",
    "triu",
    "detach",
    "exp",
    "log",
    "sqrt",
    "reciprocal",
    "square",
    "pow",
    "sgn",
    "isnan",
    "isinf",
    "isfinite",
    "isclose",
    "allclose",
    "cumsum",
    "masked_fill",
    "dot",
    "vdot",
    "mm",
    "bmm",
    "mv",
    "norm",
    "var",
    "std",
    "count_nonzero",
    "any",
    "all",
    "nonzero",
    "argwhere",
    "index_select",
    "gather",
    "masked_select",
    "ravel",
    "unflatten",
    "nan_to_num",
];

/// Method names spelled differently from the table's.
fn method_name(name: &str) -> &str {
    match name {
        "absolute" => "abs",
        "negative" => "neg",
        "subtract" => "sub",
        "multiply" => "mul",
        "divide" | "true_divide" => "div",
        other => other,
    }
}

/// The function names of the tables (own functions, then the method forms), sorted.
pub fn names() -> Vec<&'static str> {
    let mut n: Vec<&'static str> = FUNCTIONS.iter().map(|(n, _)| *n).collect();
    n.extend(AS_METHOD);
    n.sort_unstable();
    n
}

pub fn call(it: &mut Interp, name: &str, a: Args) -> Result<Value> {
    if matches!(name, "abs" | "absolute") && a.kw.iter().any(|(k, _)| k == "out") {
        return abs_out(it, name, a);
    }
    if let Some((_, f)) = FUNCTIONS.iter().find(|(n, _)| *n == name) {
        // A factory's `requires_grad=True` makes the result a leaf that requires grad (its
        // pairs do), after it was filled.
        let leaf = match a.kw.iter().find(|(k, _)| k == "requires_grad") {
            None => false,
            Some((_, Value::Bool(on))) => *on,
            // PyTorch's parser refuses anything but a bool (an int is not taken as one).
            Some((_, v)) => {
                return Err(type_error(format!(
                    "{name}(): argument 'requires_grad' must be bool, not {}",
                    v.type_name()
                )))
            }
        };
        let r = f(it, a)?;
        if leaf {
            match (ComplexTensor::of(&r), &r) {
                (Some(z), _) => crate::autograd::set_requires_grad(&z.pairs, true)?,
                (None, Value::Tensor(t)) => crate::autograd::set_requires_grad(t, true)?,
                _ => {}
            }
        }
        return Ok(r);
    }
    // The linear algebra written in the prelude (`linalg_complex.py`: `_ztorch_<name>`).
    if let Some(f) = it.nn_function(&format!("_ztorch_{name}")) {
        return it.call(&f, a);
    }
    if matches!(name, "isposinf" | "isneginf") {
        let input = a
            .pos
            .first()
            .or_else(|| a.kw.iter().find(|(k, _)| k == "input").map(|(_, v)| v));
        if input.is_none_or(|v| ComplexTensor::of(v).is_none()) {
            // A real input with a complex `out=`: the output's check speaks.
            return Err(runtime(format!(
                "{name} does not support non-boolean outputs."
            )));
        }
    }
    // PyTorch's own refusal, when it has one for a complex argument.
    let refused = a.values().find_map(ComplexTensor::of).and_then(|z| {
        let with_args = a.pos.len() > 1 || !a.kw.is_empty();
        super::pytorch_refusal(name, z.pairs.dtype(), with_args)
    });
    if super::arith_kw::handles_function(name, &a) {
        return super::arith_kw::function(it, name, a);
    }
    if AS_METHOD.contains(&name) && !a.pos.is_empty() {
        let mut a = a;
        let first = a.pos.remove(0);
        let m = method_name(name);
        if let Some(z) = ComplexTensor::of(&first) {
            return methods::call(it, z, &first, m, a);
        }
        if let (Value::Tensor(t), true) = (&first, super::REAL_CONVERSIONS.contains(&m)) {
            return super::real_receiver::real_method(it, t, m, a);
        }
        // A real first operand and a complex second: the operator's complex path.
        let op = match m {
            "add" => Some(BinOp::Add),
            "sub" => Some(BinOp::Sub),
            "mul" => Some(BinOp::Mul),
            "div" => Some(BinOp::Div),
            "matmul" => Some(BinOp::MatMul),
            "pow" => Some(BinOp::Pow),
            _ => None,
        };
        if let (Some(op), [other]) = (op, a.pos.as_slice()) {
            if a.kw.is_empty() {
                return it.binop(op, &first, other);
            }
        }
        if let (Some(c), [other]) = (cmp_op(m), a.pos.as_slice()) {
            return it.compare(c, &first, other);
        }
    }
    Err(refused.unwrap_or_else(|| super::unsupported(&format!("torch.{name}"))))
}

/// A dtype argument as (real-part dtype, complex).
fn dtype_pair(v: &Value) -> Result<(DType, bool)> {
    match v {
        Value::DType(d) => Ok((*d, false)),
        v => match crate::interp::dtype_objects::complex_name(v) {
            Some("complex32") => Ok((DType::Float16, true)),
            Some("bcomplex32") => Ok((DType::BFloat16, true)),
            Some(c) => Ok((super::real_dtype_of(c)?, true)),
            None => Err(type_error(format!(
                "expected a torch.dtype, got {}",
                v.type_name()
            ))),
        },
    }
}

/// `torch.can_cast(from_, to)` with a complex dtype: c10's `canCast`, where complex to a
/// real dtype is refused and anything (bool included) goes to a complex one.
fn can_cast(_: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("can_cast", &["from_", "to"])?;
    let kind = |name: &str, pos: usize| -> Result<bool> {
        let v = b.value(name)?;
        match (&v, crate::interp::dtype_objects::complex_name(&v)) {
            (_, Some(_)) => Ok(true),
            (Value::DType(_), None) => Ok(false),
            (v, None) => Err(type_error(format!(
                "can_cast(): argument '{name}' (position {pos}) must be torch.dtype, not {}",
                v.type_name()
            ))),
        }
    };
    let (from, to) = (kind("from_", 1)?, kind("to", 2)?);
    Ok(Value::Bool(!from || to))
}

/// The complex dtype object whose parts are `real`.
fn complex_dtype_value(real: DType) -> Value {
    let name = match real {
        DType::Float16 => "complex32",
        DType::BFloat16 => "bcomplex32",
        DType::Float64 => "complex128",
        _ => "complex64",
    };
    crate::interp::dtype_objects::complex_dtype(name).unwrap_or(Value::None)
}

/// `torch.abs(z, out=o)` as ATen's complex-to-float unary out runs it: a real `out` must
/// take the real dtype by a safe cast, then it is resized to the result's shape (a complex
/// `out` takes |z| + 0j), and autograd is refused as for every `out=` function.
fn abs_out(it: &mut Interp, name: &str, a: Args) -> Result<Value> {
    let b = a.bind(name, &["input", "*", "out=None"])?;
    let input = b.value("input")?;
    let out = b.value_or_none("out");
    let Some(z) = ComplexTensor::of(&input) else {
        return Err(super::unsupported(&format!("torch.{name}")));
    };
    let magnitude = methods::call(it, z, &input, "abs", Args::new(vec![]))?;
    if matches!(out, Value::None) {
        return Ok(magnitude);
    }
    if let (Value::Tensor(m), Value::Tensor(o)) = (&magnitude, &out) {
        if !DType::can_cast(m.dtype(), o.dtype()) {
            return Err(runtime(format!(
                "result type {} can't be cast to the desired output type {}",
                m.dtype().legacy_name(),
                o.dtype().legacy_name()
            )));
        }
    }
    if super::grad::any_requires_grad([&input, &out]) {
        return Err(runtime(format!(
            "{name}(): functions with out=... arguments don't support automatic differentiation, but one of the arguments requires grad."
        )));
    }
    super::fft_out::write(it, &magnitude, out)
}

/// `torch.equal`: the same shape and every element equal after promotion (a complex and a
/// real tensor compare as numbers, as PyTorch's `equal` does).
fn equal(it: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("equal", &["input", "other"])?;
    let mut shapes = Vec::new();
    for (i, name) in ["input", "other"].into_iter().enumerate() {
        let v = b.value(name)?;
        shapes.push(match (ComplexTensor::of(&v), &v) {
            (Some(z), _) => z.shape(),
            (None, Value::Tensor(t)) => t.shape(),
            (None, v) => {
                return Err(type_error(format!(
                    "equal(): argument '{name}' (position {}) must be Tensor, not {}",
                    i + 1,
                    v.type_name()
                )))
            }
        });
    }
    if shapes[0] != shapes[1] {
        return Ok(Value::Bool(false));
    }
    let same = it.compare(CmpOp::Eq, &b.value("input")?, &b.value("other")?)?;
    let Value::Tensor(same) = same else {
        return Err(super::unsupported("torch.equal"));
    };
    let all = ops::by_name::reduce_op("all", &same, None, false, None)?;
    Ok(Value::Bool(ops::item(&all)?.to_bool()))
}

fn cmp_op(name: &str) -> Option<CmpOp> {
    match name {
        "eq" => Some(CmpOp::Eq),
        "ne" => Some(CmpOp::Ne),
        _ => None,
    }
}

fn attribute_of(it: &mut Interp, a: Args, name: &str) -> Result<Value> {
    let b = a.bind(name, &["input"])?;
    let v = b.value("input")?;
    let z = ComplexTensor::of(&v).ok_or_else(|| super::unsupported(&format!("torch.{name}")))?;
    methods::attribute(it, z, &v, name)?.ok_or_else(|| runtime(format!("no attribute {name}")))
}

fn complex_input<'a>(v: &'a Value, fname: &str) -> Result<&'a ComplexTensor> {
    ComplexTensor::of(v).ok_or_else(|| match v {
        Value::Tensor(_) => type_error(format!("{fname} is only supported for complex tensors")),
        other => type_error(format!(
            "{fname}(): argument 'input' (position 1) must be Tensor, not {}",
            other.type_name()
        )),
    })
}

fn view_as_real(_: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("view_as_real", &["input"])?;
    // An explicit None is the parser's type error (`view_as_real(p.grad)` before backward).
    let v = match b.given("input") {
        true => b.value_or_none("input"),
        false => b.value("input")?,
    };
    let z = complex_input(&v, "view_as_real")?;
    if z.conj {
        return Err(runtime("view_as_real doesn't work on unresolved conjugated tensors.  To resolve the conjugate tensor so you can view it as real, use self.resolve_conj(); however, be warned that the resulting tensor will NOT alias the original."));
    }
    Ok(Value::Tensor(ops::view::named_alias(
        &z.pairs,
        "ViewAsRealBackward0",
    )?))
}

fn view_as_complex(_: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("view_as_complex", &["input"])?;
    let x = b.tensor("input")?;
    match x.dtype() {
        DType::Float32 | DType::Float64 => {}
        DType::Float16 => return super::check_part_dtype(DType::Float16).map(|_| Value::None),
        d => {
            return Err(not_implemented(format!(
                "view_as_complex is only supported for half, float and double tensors, but got a tensor of scalar type: {}",
                d.legacy_name()
            )))
        }
    }
    let (shape, strides) = (x.shape(), x.strides());
    if shape.is_empty() {
        return Err(runtime("Input tensor must have one or more dimensions"));
    }
    if shape[shape.len() - 1] != 2 {
        return Err(runtime("Tensor must have a last dimension of size 2"));
    }
    if strides[strides.len() - 1] != 1 {
        return Err(runtime("Tensor must have a last dimension with stride 1"));
    }
    if strides[..strides.len() - 1].iter().any(|s| s % 2 != 0) {
        return Err(runtime(
            "Tensor must have a stride divisible by 2 for all but last dimension",
        ));
    }
    if x.storage_offset() % 2 != 0 {
        return Err(runtime("Tensor must have a storage_offset divisible by 2"));
    }
    let view = ops::view::named_alias(&x, "ViewAsComplexBackward0")?;
    Ok(ComplexTensor::value(view, false))
}

/// `torch.view_as_real_copy`: the pairs in fresh contiguous memory (its node named by
/// grad.rs's `node_of`).
fn view_as_real_copy(it: &mut Interp, a: Args) -> Result<Value> {
    let out = a.kw.iter().any(|(k, _)| k == "out");
    let mut a = a;
    a.kw.retain(|(k, _)| k != "out");
    if out {
        return Err(super::unsupported("torch.view_as_real_copy(out=)"));
    }
    let Value::Tensor(pairs) = view_as_real(it, a)? else {
        return Err(runtime("view_as_real gave no tensor"));
    };
    Ok(Value::Tensor(ops::copy::clone(
        &pairs,
        crate::layout::MemoryFormat::Contiguous,
    )?))
}

/// `torch.view_as_complex_copy`: autograd has no complex output for it (PyTorch refuses an
/// input that requires grad).
fn view_as_complex_copy(it: &mut Interp, a: Args) -> Result<Value> {
    if a.kw.iter().any(|(k, _)| k == "out") {
        return Err(super::unsupported("torch.view_as_complex_copy(out=)"));
    }
    let wants_grad = a
        .pos
        .first()
        .and_then(|v| v.as_tensor())
        .is_some_and(|t| t.requires_grad());
    if wants_grad && crate::autograd::is_grad_enabled() {
        return Err(not_implemented(
            "view_as_complex_copy does not support automatic differentiation for outputs with complex dtype.",
        ));
    }
    let v = view_as_complex(it, a)?;
    let z =
        ComplexTensor::of(&v).ok_or_else(|| runtime("view_as_complex gave no complex tensor"))?;
    let pairs = ops::copy::clone(&z.pairs, crate::layout::MemoryFormat::Contiguous)?;
    Ok(ComplexTensor::value(pairs, false))
}

/// The two real inputs of `torch.complex`/`torch.polar`, with ATen's dtype checks (a
/// complex input is one of the dtypes the first check names), then `out=`'s.
fn real_pair(b: &Bound, first: &str, second: &str) -> Result<(Tensor, Tensor)> {
    let name_of = |p: &str| -> Result<&'static str> {
        match ComplexTensor::of(&b.value(p)?) {
            Some(z) => Ok(super::scalar_type_name(z.pairs.dtype())),
            None => Ok(b.tensor(p)?.dtype().legacy_name()),
        }
    };
    let (xn, yn) = (name_of(first)?, name_of(second)?);
    let ok = |n: &str| matches!(n, "Float" | "Double" | "Half");
    if !ok(xn) || !ok(yn) {
        return Err(not_implemented(format!(
            "Expected both inputs to be Half, Float or Double tensors but got {xn} and {yn}"
        )));
    }
    let (x, y) = (b.tensor(first)?, b.tensor(second)?);
    if x.dtype() != y.dtype() {
        return Err(runtime(format!(
            "Expected object of scalar type {} but got scalar type {} for second argument",
            x.dtype().legacy_name(),
            y.dtype().legacy_name()
        )));
    }
    super::check_part_dtype(x.dtype())?;
    match b.get("out") {
        None | Some(Value::None) => {}
        // A complex `out` of the right dtype would be written in place: not done here.
        Some(v) if ComplexTensor::of(v).is_some() => {
            return Err(super::unsupported(&format!("torch.{}(out=...)", b.fname())));
        }
        Some(_) => {
            let out = b.tensor("out")?;
            return Err(runtime(format!(
                "Expected object of scalar type {} but got scalar type {} for argument 'out'",
                super::scalar_type_name(x.dtype()),
                out.dtype().legacy_name()
            )));
        }
    }
    Ok((x, y))
}

fn complex(_: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("complex", &["real", "imag", "*", "out=None"])?;
    let (re, im) = real_pair(&b, "real", "imag")?;
    let p = Parts {
        re: Part::T(re),
        im: Part::T(im),
    };
    Ok(ComplexTensor::value(parts::pack(&p)?, false))
}

fn polar(_: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("polar", &["abs", "angle", "*", "out=None"])?;
    let (r, theta) = real_pair(&b, "abs", "angle")?;
    let cos = ops::named::cos(&theta)?;
    let sin = ops::named::sin(&theta)?;
    let p = Parts {
        re: Part::T(ops::named::mul(ops::Arg::T(&r), ops::Arg::T(&cos))?),
        im: Part::T(ops::named::mul(ops::Arg::T(&r), ops::Arg::T(&sin))?),
    };
    Ok(ComplexTensor::value(parts::pack(&p)?, false))
}

/// The parts' dtype of a `dtype=` argument: a complex dtype, or None when not given; a real
/// dtype is the caller's to handle.
pub(super) fn complex_dtype_arg(b: &Bound) -> Result<Option<DType>> {
    match b.get("dtype") {
        None | Some(Value::None) => Ok(None),
        Some(v) => match crate::interp::dtype_objects::complex_name(v) {
            Some(c) => super::real_dtype_of(c).map(Some),
            None => Ok(None),
        },
    }
}

pub(super) fn device(b: &Bound) -> Result<Device> {
    Ok(b.device("device")?
        .unwrap_or_else(crate::device::default_device))
}

/// The factory parameters a complex result cannot honour here (`out=`, a layout or memory
/// format other than the default) are refused, never dropped.
pub(super) fn refuse_given(b: &Bound, name: &str) -> Result<()> {
    for p in ["out", "layout", "memory_format", "pin_memory"] {
        let default = matches!(b.get(p), None | Some(Value::None))
            || (p == "pin_memory" && matches!(b.get(p), Some(Value::Bool(false))))
            || (p == "layout" && b.get(p).is_some_and(crate::interp::layout_obj::is_strided));
        if b.given(p) && !default {
            return Err(super::unsupported(&format!("torch.{name}({p}=...)")));
        }
    }
    Ok(())
}

/// Nested data as (re, im) values and a shape, with PyTorch's errors for ragged input.
fn flatten(
    it: &mut Interp,
    v: &Value,
    out: &mut Vec<(f64, f64)>,
    depth: usize,
) -> Result<Vec<usize>> {
    let _level = crate::interp::recursion::enter("while building a tensor")?;
    if let Some(z) = ComplexTensor::of(v) {
        if z.ndim() == 0 {
            out.extend(z.values()?);
            return Ok(vec![]);
        }
        let shape = z.shape();
        out.extend(z.values()?);
        return Ok(shape);
    }
    if let Some(c) = v.downcast::<PyComplex>() {
        out.push((c.re, c.im));
        return Ok(vec![]);
    }
    match v {
        Value::List(_) | Value::Tuple(_) => {
            let items = it.collect(v)?;
            let mut inner: Option<Vec<usize>> = None;
            for x in &items {
                let s = flatten(it, x, out, depth + 1)?;
                match &inner {
                    None => inner = Some(s),
                    Some(prev) if *prev != s => {
                        return Err(value_error(format!(
                            "expected sequence of length {} at dim {} (got {})",
                            prev.first().copied().unwrap_or(0),
                            depth + 1,
                            s.first().copied().unwrap_or(0)
                        )))
                    }
                    _ => {}
                }
            }
            let mut shape = vec![items.len()];
            shape.extend(inner.unwrap_or_default());
            Ok(shape)
        }
        Value::Tensor(t) => {
            let vals = t.to_f64_vec()?;
            out.extend(vals.into_iter().map(|x| (x, 0.0)));
            Ok(t.shape())
        }
        other => match super::number::operand(other)? {
            Some(c) => {
                out.push((c.re, c.im));
                Ok(vec![])
            }
            None => Err(type_error(format!(
                "Could not infer dtype of {}",
                other.type_name()
            ))),
        },
    }
}

/// A contiguous complex tensor of `shape` from (re, im) values.
fn from_values(values: &[(f64, f64)], shape: &[usize], real: DType, dev: Device) -> Result<Tensor> {
    let flat: Vec<Scalar> = values
        .iter()
        .flat_map(|&(r, i)| [Scalar::Float(r), Scalar::Float(i)])
        .collect();
    let mut full = shape.to_vec();
    full.push(2);
    ops::factory::tensor(&flat, &full, Some(real), dev)
}

fn tensor(it: &mut Interp, a: Args) -> Result<Value> {
    tensor_from(it, a, false)
}

/// `torch.as_tensor`: torch.tensor's conversion, except that a complex array given no dtype
/// or device is the tensor over its memory.
fn as_tensor(it: &mut Interp, a: Args) -> Result<Value> {
    tensor_from(it, a, true)
}

fn tensor_from(it: &mut Interp, a: Args, shares: bool) -> Result<Value> {
    let b = a.bind(
        "tensor",
        &[
            "data",
            "*",
            "dtype=",
            "device=",
            "requires_grad=",
            "pin_memory=",
        ],
    )?;
    refuse_given(&b, "tensor")?;
    let mut data = b.value("data")?;
    // NumPy's scalars count with their own dtype, as PyTorch infers them (a complex128 or
    // float64 one makes complex128 parts); a lone one is its 0-d array.
    let numpy_parts = crate::interp::numpy_bridge::numpy_scalars_part_dtype(&data);
    if crate::interp::numpy_bridge::is_numpy_scalar(&data) {
        let arr = it.getattr(&data, "_arr")?;
        data = it.call(&arr, Args::new(vec![]))?;
    } else {
        data = crate::interp::numpy_bridge::numpy_scalars_as_numbers(&data);
    }
    if crate::interp::numpy_bridge::is_ndarray(&data) {
        // The tensor over the array's memory: as_tensor with no dtype or device asking for a
        // conversion is that tensor (PyTorch shares), torch.tensor copies it below.
        data = crate::interp::numpy_bridge::ndarray_value(it, &data)?;
        let plain = matches!(b.get("dtype"), None | Some(Value::None))
            && matches!(b.get("device"), None | Some(Value::None));
        if shares && plain && ComplexTensor::of(&data).is_some() {
            return Ok(data);
        }
    }
    let real = match (complex_dtype_arg(&b)?, b.get("dtype")) {
        (Some(d), _) => d,
        (None, Some(Value::DType(d))) if !d.is_floating() => {
            return Err(type_error(
                "'complex' object cannot be interpreted as an integer",
            ));
        }
        (None, Some(Value::DType(_))) => {
            return Err(type_error("must be real number, not complex"));
        }
        _ => match ComplexTensor::of(&data) {
            Some(z) => z.pairs.dtype(),
            None => numpy_parts.unwrap_or_else(crate::dtype::default_float),
        },
    };
    let mut values = Vec::new();
    let shape = flatten(it, &data, &mut values, 0)?;
    crate::limits::check_alloc(values.len().saturating_mul(2), real.itemsize())?;
    Ok(ComplexTensor::value(
        from_values(&values, &shape, real, device(&b)?)?,
        false,
    ))
}

/// What `empty` leaves in a complex tensor: zeros, or in deterministic mode
/// (`torch.use_deterministic_algorithms`) PyTorch's `fill_(NaN)`, which is NaN + 0j.
fn uninitialized() -> (f64, f64) {
    use crate::ops::determinism;
    if determinism::debug_mode() > 0 && determinism::fill_uninitialized() {
        (f64::NAN, 0.0)
    } else {
        (0.0, 0.0)
    }
}
