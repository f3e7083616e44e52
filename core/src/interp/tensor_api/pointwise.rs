//! Pointwise Tensor methods: the unary and binary families (each name maps to one kernel op),
//! clamping, the ternary ops, `where`, fills and copies, and the comparisons that answer
//! with a bool.

use super::{operand, t, Methods};
use crate::error::{runtime, Result};
use crate::interp::args::{to_scalar, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::{self, by_name, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// Unary ops as methods; each also has a `torch.` function.
pub const UNARY: &[&str] = &[
    "neg",
    "negative",
    "abs",
    "exp",
    "log",
    "log2",
    "sqrt",
    "rsqrt",
    "sigmoid",
    "tanh",
    "relu",
    "sin",
    "cos",
    "log10",
    "exp2",
    "sinh",
    "cosh",
    "tan",
    "asin",
    "acos",
    "atan",
    "acosh",
    "asinh",
    "atanh",
    "arccosh",
    "arcsinh",
    "arctanh",
    "frac",
    "sign",
    "floor",
    "ceil",
    "trunc",
    "reciprocal",
    "square",
    "logical_not",
    "bitwise_not",
    "isnan",
    "isfinite",
    "isinf",
    "log1p",
    "expm1",
    "erf",
    "erfc",
    "erfinv",
    "i0",
    "lgamma",
    "digamma",
    "softplus",
    "gelu",
    "silu",
];

/// The in-place unary methods stridelab has.
pub const UNARY_INPLACE: &[&str] = &[
    "neg_",
    "abs_",
    "exp_",
    "log_",
    "sqrt_",
    "relu_",
    "sigmoid_",
    "tanh_",
    "square_",
    "reciprocal_",
    "sign_",
    "floor_",
    "ceil_",
    "trunc_",
    "sin_",
    "cos_",
    "log10_",
    "exp2_",
    "sinh_",
    "cosh_",
    "tan_",
    "asin_",
    "acos_",
    "atan_",
    "erfc_",
    "acosh_",
    "asinh_",
    "atanh_",
    "arccosh_",
    "arcsinh_",
    "arctanh_",
    "frac_",
    "erf_",
    "erfinv_",
    "i0_",
    "lgamma_",
    "digamma_",
    "log1p_",
    "expm1_",
    "log2_",
    "rsqrt_",
    "negative_",
];

/// Binary ops that take only `other`.
pub const BINARY: &[&str] = &[
    "mul",
    "multiply",
    "floor_divide",
    "remainder",
    "fmod",
    "pow",
    "maximum",
    "minimum",
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "logical_and",
    "logical_or",
    "logical_xor",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "bitwise_left_shift",
    "bitwise_right_shift",
    "atan2",
];

const BINARY_INPLACE: &[&str] = &[
    "mul_",
    "pow_",
    "floor_divide_",
    "remainder_",
    "bitwise_and_",
    "bitwise_or_",
    "bitwise_xor_",
    "bitwise_left_shift_",
    "bitwise_right_shift_",
    "fmod_",
    "atan2_",
    "multiply_",
];

pub fn register(r: &mut Methods) {
    let topic = "pointwise";
    r.add_each(topic, UNARY, "", unary);
    r.add_each(topic, UNARY_INPLACE, "", unary);
    r.add(topic, &["round", "round_"], "*, decimals=0", round);
    r.add(topic, &["polygamma", "polygamma_"], "n", |_, x, a| {
        polygamma(a.fname(), &a.value("n")?, x)
    });
    r.add_each(topic, BINARY, "other", binary);
    r.add(topic, &["igamma", "igammac"], "other", |_, x, a| {
        let f = crate::interp::torch_api::special::special2_fn(a.fname())?;
        let other = a.tensor("other")?;
        let y = ops::named::special2(f, Arg::T(x), Arg::T(&other))?;
        Ok(t(y))
    });
    r.add_each(topic, BINARY_INPLACE, "other", binary);
    r.add_each(
        topic,
        &["add", "sub", "subtract", "add_", "sub_", "subtract_"],
        "other, *, alpha=1",
        binary,
    );
    r.add_each(
        topic,
        &[
            "div",
            "divide",
            "true_divide",
            "div_",
            "divide_",
            "true_divide_",
        ],
        "other, *, rounding_mode=None",
        binary,
    );
    r.add_each(
        topic,
        &["clamp", "clip", "clamp_", "clip_"],
        "min=None, max=None",
        clamp,
    );
    r.add_each(topic, &["clamp_min", "clamp_min_"], "min", clamp);
    r.add_each(topic, &["clamp_max", "clamp_max_"], "max", clamp);
    r.add_each(
        topic,
        &["addcmul", "addcdiv", "addcmul_", "addcdiv_"],
        "tensor1, tensor2, *, value=1",
        addc,
    );
    r.add_each(topic, &["lerp", "lerp_"], "end, weight", lerp);
    r.add(topic, &["where"], "condition, other", |_, x, a| {
        // `other` is a Tensor or a Scalar overload, neither optional: None fits neither.
        if a.explicit_none("other").is_some() {
            if let Some(e) = a.invalid_combination() {
                return Err(e);
            }
        }
        let other = operand(&a.value("other")?, "where")?;
        Ok(t(ops::where_(
            &a.tensor("condition")?,
            Arg::T(x),
            other.arg(),
        )?))
    });
    r.add_each(
        topic,
        &["masked_fill", "masked_fill_"],
        "mask, value",
        masked_fill,
    );
    r.add(topic, &["copy_"], "src, non_blocking=False", |_, x, a| {
        ops::copy_(x, &a.tensor("src")?)?;
        Ok(t(x.clone()))
    });
    r.add(topic, &["fill_"], "value", |_, x, a| {
        match a.value("value")? {
            Value::Tensor(v) => ops::copy::fill_tensor_(x, &v)?,
            v => ops::fill_(x, to_scalar(&v)?)?,
        }
        Ok(t(x.clone()))
    });
    r.add(topic, &["zero_"], "", |_, x, _| {
        ops::copy::zero_(x)?;
        Ok(t(x.clone()))
    });

    r.add_each(topic, &["logaddexp", "logaddexp2"], "other", |_, x, a| {
        let o = a.tensor("other")?;
        Ok(t(if a.fname() == "logaddexp" {
            ops::logaddexp(x, &o)?
        } else {
            ops::logaddexp2(x, &o)?
        }))
    });

    let topic = "comparisons";
    r.add(topic, &["equal"], "other", |_, x, a| {
        Ok(Value::Bool(ops::equal(x, &a.tensor("other")?)?))
    });
    r.add_each(
        topic,
        &["allclose", "isclose"],
        "other, rtol=1e-05, atol=1e-08, equal_nan=False",
        close,
    );
}

/// The result of an in-place method is the tensor itself.
fn same(x: &Tensor) -> Value {
    t(x.clone())
}

fn unary(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    // ATen's square is `pow(x, 2)`: a bool tensor becomes int64 (and square_ of one is the
    // cast error of pow_).
    if name.starts_with("square") && x.dtype() == crate::dtype::DType::Bool {
        let two = ops::Arg::S(crate::scalar::Scalar::Int(2));
        if name.ends_with('_') {
            ops::named::pow_(x, two)?;
            return Ok(same(x));
        }
        return Ok(t(ops::named::pow(ops::Arg::T(x), two)?));
    }
    if name.ends_with('_') {
        by_name::unary_op_(name, x)?;
        Ok(same(x))
    } else {
        Ok(t(by_name::unary_op(name, x)?))
    }
}

/// `polygamma(n, x)`, `x.polygamma(n)` and `x.polygamma_(n)`: `n` is a non-negative int.
pub fn polygamma(name: &str, n: &Value, x: &Tensor) -> Result<Value> {
    let n = match n {
        Value::Int(n) => *n,
        Value::Bool(b) => *b as i64,
        v => {
            return Err(crate::error::type_error(format!(
                "polygamma(): argument 'n' (position 1) must be int, not {}",
                v.type_name()
            )))
        }
    };
    if n < 0 {
        return Err(runtime("polygamma(n, x) does not support negative n."));
    }
    // Past n = 170 every value is inf or NaN (n! overflows); the cap keeps n + 1, the
    // backward's order, in range.
    let f = crate::special_fns::SpecialFn::Polygamma(n.min(u32::MAX as i64 - 1) as u32);
    if name.ends_with('_') {
        ops::named::special_(f, x)?;
        Ok(same(x))
    } else {
        Ok(t(ops::named::special(f, x)?))
    }
}

fn round(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let inplace = a.fname() == "round_";
    if !a.given("decimals") {
        return if inplace {
            ops::named::round_(x)?;
            Ok(same(x))
        } else {
            Ok(t(ops::named::round(x)?))
        };
    }
    let decimals = a.i64_or("decimals", 0)?;
    Ok(t(ops::math_more::round_decimals(x, decimals, inplace)?))
}

/// The knobs of a binary call (`alpha`, `rounding_mode`). Shared by the method and by
/// `torch.X(number, tensor)`.
pub fn binary_args(a: &Bound) -> Result<(Scalar, Option<String>)> {
    let alpha = a.scalar("alpha")?.unwrap_or(Scalar::Int(1));
    Ok((alpha, a.str("rounding_mode")?))
}

/// `name(x, other)` (or in place) with the call's knobs.
pub fn binary_call(
    a: &Bound,
    x: Arg,
    other: Arg,
    inplace: Option<&Tensor>,
) -> Result<Option<Tensor>> {
    let name = a.fname();
    let (alpha, mode) = binary_args(a)?;
    let how = by_name::BinaryArgs {
        alpha,
        rounding_mode: mode.as_deref(),
    };
    match inplace {
        Some(this) => {
            by_name::binary_op_(name, how, this, other)?;
            Ok(None)
        }
        None => by_name::binary_op(name, how, x, other).map(Some),
    }
}

/// Binary ops whose `other` has no Scalar overload in native_functions.yaml: a number is
/// the parser's TypeError, not a broadcast operand.
const TENSOR_OTHER_ONLY: &[&str] = &[
    "logical_and",
    "logical_or",
    "logical_xor",
    "atan2",
    "arctan2",
];

fn binary(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    if TENSOR_OTHER_ONLY.contains(&name.trim_end_matches('_')) {
        a.tensor("other")?;
    }
    let other = operand(&a.value("other")?, name)?;
    if name.ends_with('_') {
        binary_call(a, Arg::T(x), other.arg(), Some(x))?;
        Ok(same(x))
    } else {
        match binary_call(a, Arg::T(x), other.arg(), None)? {
            Some(r) => Ok(t(r)),
            None => Err(runtime("internal error: binary returned nothing")),
        }
    }
}

fn clamp(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let one_sided = name.starts_with("clamp_min") || name.starts_with("clamp_max");
    if one_sided && super::math_more::has_tensor_bound(a) {
        // `clamp_min(Tensor)` has a node of its own whose ties split the gradient between
        // input and bound (ClampMinBackward1), written in the prelude (functions.py).
        if name.ends_with('_') {
            return Err(crate::error::not_implemented(format!(
                "{name}() with a tensor bound is not implemented in stridelab; use the out-of-place {}",
                name.trim_end_matches('_')
            )));
        }
        let bound = if name.starts_with("clamp_min") {
            "min"
        } else {
            "max"
        };
        let f = it
            .nn_function(&format!("_torch_{name}_tensor"))
            .ok_or_else(|| runtime("the nn prelude did not load"))?;
        let args = vec![Value::Tensor(x.clone()), a.value(bound)?];
        return it.call(&f, crate::interp::args::Args::new(args));
    }
    // A 0-d tensor beside a number is a Number to PyTorch's parser: the Scalar overload
    // (ClampBackward1), as `torch.clamp(x, t.max(), 2.5)` writes it.
    let is_number = |v: &Value| matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_));
    let bounds: Vec<&Value> = ["min", "max"].iter().filter_map(|n| a.get(n)).collect();
    let scalar_overload = bounds.iter().any(|v| is_number(v))
        && bounds.iter().all(|v| {
            is_number(v) || matches!(v, Value::Tensor(t) if t.ndim() == 0 && !t.requires_grad())
        });
    if super::math_more::has_tensor_bound(a) && !scalar_overload {
        return super::math_more::clamp_tensor(x, a);
    }
    let (lo, hi) = if name.starts_with("clamp_min") {
        (a.scalar("min")?, None)
    } else if name.starts_with("clamp_max") {
        (None, a.scalar("max")?)
    } else {
        (a.scalar("min")?, a.scalar("max")?)
    };
    if lo.is_none() && hi.is_none() && !name.starts_with("clamp_m") {
        return Err(runtime(
            "torch.clamp: At least one of 'min' or 'max' must not be None",
        ));
    }
    if name.ends_with('_') {
        ops::clamp_as_(name, x, lo, hi)?;
        Ok(same(x))
    } else {
        Ok(t(ops::clamp_as(name, x, lo, hi)?))
    }
}

fn addc(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let v = a.scalar("value")?.unwrap_or(Scalar::Int(1));
    let (t1, t2) = (a.tensor("tensor1")?, a.tensor("tensor2")?);
    let mul = name.starts_with("addcmul");
    if name.ends_with('_') {
        if mul {
            ops::named::addcmul_(x, &t1, &t2, v)?;
        } else {
            ops::named::addcdiv_(x, &t1, &t2, v)?;
        }
        Ok(same(x))
    } else if mul {
        Ok(t(ops::named::addcmul(x, &t1, &t2, v)?))
    } else {
        Ok(t(ops::named::addcdiv(x, &t1, &t2, v)?))
    }
}

fn lerp(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    use ops::named::Lerp;
    let inplace = a.fname().ends_with('_');
    let end = a.tensor("end")?;
    let weight = a.value("weight")?;
    let w = match &weight {
        Value::Tensor(wt) => Lerp::Tensor(wt),
        v => Lerp::Number(to_scalar(v)?),
    };
    match ops::named::lerp_any(x, &end, w, inplace)? {
        Some(r) => Ok(t(r)),
        None => Ok(same(x)),
    }
}

fn masked_fill(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let v = operand(&a.value("value")?, name)?;
    let mask = a.tensor("mask")?;
    if name.ends_with('_') {
        ops::index::masked_fill_(x, &mask, v.arg())?;
        Ok(same(x))
    } else {
        Ok(t(ops::index::masked_fill(x, &mask, v.arg())?))
    }
}

fn close(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let o = a.tensor("other")?;
    let (rtol, atol) = (a.f64_or("rtol", 1e-5)?, a.f64_or("atol", 1e-8)?);
    let nan = a.bool_or("equal_nan", false)?;
    Ok(if a.fname() == "allclose" {
        Value::Bool(ops::allclose(x, &o, rtol, atol, nan)?)
    } else {
        t(ops::isclose(x, &o, rtol, atol, nan)?)
    })
}
