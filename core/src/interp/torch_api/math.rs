//! Python's `math` module: the functions scripts use, with CPython's signatures and errors.

use super::Registry;
use crate::error::{runtime, type_error, value_error, Result};
use crate::interp::args::{to_f64, Bound};
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::registry::FunctionFn;
use crate::interp::value::Value;
use num_bigint::BigInt;
use std::sync::LazyLock;

type FloatFn = fn(f64) -> f64;
type FloatPair = fn(f64, f64) -> f64;

/// One-argument float functions, checked as CPython's `math_1` checks them (see `float_fn`).
const FLOAT_FNS: &[(&str, FloatFn)] = &[
    ("exp", f64::exp),
    ("exp2", f64::exp2),
    ("cbrt", f64::cbrt),
    ("log1p", f64::ln_1p),
    ("expm1", f64::exp_m1),
    ("sin", f64::sin),
    ("cos", f64::cos),
    ("tan", f64::tan),
    ("tanh", f64::tanh),
    ("sinh", f64::sinh),
    ("cosh", f64::cosh),
    ("atan", f64::atan),
    ("asin", f64::asin),
    ("acos", f64::acos),
    ("degrees", f64::to_degrees),
    ("radians", f64::to_radians),
    ("fabs", f64::abs),
    ("erf", crate::element::erf_f64),
    ("erfc", libm::erfc),
    ("asinh", libm::asinh),
    ("acosh", libm::acosh),
    ("atanh", libm::atanh),
    ("gamma", libm::tgamma),
    ("lgamma", libm::lgamma),
];

/// Two-argument float functions.
const FLOAT_PAIRS: &[(&str, FloatPair)] = &[
    ("atan2", f64::atan2),
    ("hypot", f64::hypot),
    ("copysign", f64::copysign),
    ("pow", f64::powf),
    ("fmod", |x, y| x % y),
    ("remainder", libm::remainder),
    ("nextafter", libm::nextafter),
];

pub static MATH: LazyLock<Registry<FunctionFn>> = LazyLock::new(|| {
    let mut r: Registry<FunctionFn> = Registry::new("math");
    let topic = "math";
    for (name, _) in FLOAT_FNS {
        r.add(topic, &[name], "x, /", float_fn);
    }
    for (name, _) in FLOAT_PAIRS {
        r.add(topic, &[name], "x, y, /", float_pair);
    }
    r.add(topic, &["sqrt"], "x, /", |_, a| {
        let x = f(a, "x")?;
        if x < 0.0 {
            return Err(value_error("math domain error"));
        }
        Ok(Value::Float(x.sqrt()))
    });
    r.add(topic, &["ulp"], "x, /", |_, a| {
        Ok(Value::Float(ulp(f(a, "x")?)))
    });
    r.add(topic, &["log"], "x, base=None, /", |_, a| {
        let num = log_of(&a.value("x")?, f64::ln)?;
        match a.get("base") {
            None => Ok(Value::Float(num)),
            Some(base) => {
                let den = log_of(base, f64::ln)?;
                if den == 0.0 {
                    return Err(crate::error::TorchError::new(
                        crate::error::ErrorKind::ZeroDivisionError,
                        "float division by zero",
                    ));
                }
                Ok(Value::Float(num / den))
            }
        }
    });
    r.add(topic, &["log2"], "x, /", |_, a| {
        Ok(Value::Float(log_of(&a.value("x")?, f64::log2)?))
    });
    r.add(topic, &["log10"], "x, /", |_, a| {
        Ok(Value::Float(log_of(&a.value("x")?, f64::log10)?))
    });
    r.add(topic, &["ldexp"], "x, i, /", ldexp);
    r.add(topic, &["frexp"], "x, /", |_, a| {
        let x = f(a, "x")?;
        let (m, e) = if x == 0.0 || !x.is_finite() {
            (x, 0)
        } else {
            libm::frexp(x)
        };
        Ok(Value::tuple(vec![Value::Float(m), Value::Int(e as i64)]))
    });
    r.add(topic, &["modf"], "x, /", |_, a| {
        let x = f(a, "x")?;
        let (frac, whole) = if x.is_infinite() {
            (0f64.copysign(x), x)
        } else {
            libm::modf(x)
        };
        Ok(Value::tuple(vec![Value::Float(frac), Value::Float(whole)]))
    });
    r.add(topic, &["dist"], "p, q, /", |it, a| {
        let p = floats(it, &a.value("p")?)?;
        let q = floats(it, &a.value("q")?)?;
        if p.len() != q.len() {
            return Err(value_error(
                "both points must have the same number of dimensions",
            ));
        }
        let sq: Vec<f64> = p.iter().zip(&q).map(|(x, y)| (x - y) * (x - y)).collect();
        Ok(Value::Float(exact_sum(&sq)?.sqrt()))
    });
    // Exact for any float (`math.floor(1e30)` is a 31-digit int, never a saturated one).
    r.add_each(topic, &["floor", "ceil", "trunc"], "x, /", |it, a| {
        // An object's own `__floor__`/`__ceil__`/`__trunc__` (fractions.Fraction) first.
        let dunder = format!("__{}__", a.fname());
        let v = a.value("x")?;
        if let Some(r) = it.call_class_method(&v, &dunder, vec![])? {
            return Ok(r);
        }
        if a.fname() == "trunc" {
            if let Some(r) = trunc_without_float(&v)? {
                return Ok(r);
            }
        }
        let x = f(a, "x")?;
        let r = match a.fname() {
            "floor" => x.floor(),
            "ceil" => x.ceil(),
            _ => x.trunc(),
        };
        crate::interp::pyint::from_integral_float(r)
    });
    r.add_each(topic, &["isnan", "isinf", "isfinite"], "x, /", |_, a| {
        let x = f(a, "x")?;
        Ok(Value::Bool(match a.fname() {
            "isnan" => x.is_nan(),
            "isinf" => x.is_infinite(),
            _ => x.is_finite(),
        }))
    });
    r.add(
        topic,
        &["isclose"],
        "a, b, *, rel_tol=1e-09, abs_tol=0.0",
        |_, a| {
            let (x, y) = (f(a, "a")?, f(a, "b")?);
            let (rel, abs) = (a.f64_or("rel_tol", 1e-9)?, a.f64_or("abs_tol", 0.0)?);
            Ok(Value::Bool(
                x == y || (x - y).abs() <= (rel * x.abs().max(y.abs())).max(abs),
            ))
        },
    );
    r.add(topic, &["prod"], "iterable, /, *, start=1", prod);
    r.add(topic, &["fsum"], "seq, /", |it, a| {
        Ok(Value::Float(exact_sum(&floats(it, &a.value("seq")?)?)?))
    });
    super::math_int::register(&mut r);
    r
});

fn f(a: &Bound, name: &str) -> Result<f64> {
    to_f64(&a.value(name)?)
}

fn float_fn(_: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let func = FLOAT_FNS.iter().find(|(n, _)| *n == name).map(|(_, g)| *g);
    let func = func.ok_or_else(|| runtime(format!("math.{name}")))?;
    let x = f(a, "x")?;
    let r = func(x);
    // degrees/radians are plain products in CPython and may overflow to inf.
    if matches!(name, "degrees" | "radians") {
        return Ok(Value::Float(r));
    }
    // gamma's poles (0, -1, ...) are domain errors; past them it overflows.
    let pole = matches!(name, "gamma" | "lgamma") && x <= 0.0 && x == x.floor();
    let can_overflow = matches!(name, "exp" | "expm1" | "cosh" | "sinh" | "exp2")
        || (matches!(name, "gamma" | "lgamma") && !pole);
    Ok(Value::Float(checked(r, x, can_overflow)?))
}

fn float_pair(_: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let func = FLOAT_PAIRS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, g)| *g);
    let func = func.ok_or_else(|| runtime(format!("math.{name}")))?;
    let (x, y) = (f(a, "x")?, f(a, "y")?);
    let r = func(x, y);
    // As CPython's math_2 and math_pow: NaN from numbers is a domain error (fmod(1, 0),
    // pow(-8, 1/3)); pow's infinity from finite numbers is 0**negative (domain) or an
    // overflow (range).
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(value_error("math domain error"));
    }
    if name == "pow" && r.is_infinite() && x.is_finite() && y.is_finite() {
        if x == 0.0 {
            return Err(value_error("math domain error"));
        }
        return Err(range_error());
    }
    Ok(Value::Float(r))
}

/// CPython's math.ulp: the gap above |x|, or below it at the largest finite float.
fn ulp(x: f64) -> f64 {
    let x = x.abs();
    if !x.is_finite() {
        return x;
    }
    let up = libm::nextafter(x, f64::INFINITY);
    if up.is_infinite() {
        return x - libm::nextafter(x, f64::NEG_INFINITY);
    }
    up - x
}

fn range_error() -> crate::error::TorchError {
    crate::error::TorchError::new(crate::error::ErrorKind::OverflowError, "math range error")
}

/// CPython's `loghelper`: a positive int too big for a float still has a logarithm
/// (`log(10**400)`), computed from its mantissa and binary exponent; other values go
/// through `math_1`'s checks.
fn log_of(v: &Value, func: FloatFn) -> Result<f64> {
    if let Some(n) = crate::interp::pyint::as_big(v) {
        if n.sign() != num_bigint::Sign::Plus {
            return Err(value_error("math domain error"));
        }
        if let Ok(x) = crate::interp::pyint::to_f64(&n) {
            return Ok(func(x));
        }
        // n ~= m * 2**e with m in [0.5, 1), from its top 64 bits.
        let e = n.bits();
        let top: BigInt = &n >> (e - 64);
        let m = num_traits::ToPrimitive::to_f64(&top).unwrap_or(f64::NAN) / 2f64.powi(64);
        return Ok(func(m) + func(2.0) * e as f64);
    }
    let x = to_f64(v)?;
    checked(func(x), x, false)
}

/// `math_1`'s verdict on `r = f(x)`: NaN from a number is a domain error; an infinity
/// from a finite number a range error when `f` can overflow, else a domain error.
fn checked(r: f64, x: f64, can_overflow: bool) -> Result<f64> {
    if r.is_nan() && !x.is_nan() {
        return Err(value_error("math domain error"));
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow {
            range_error()
        } else {
            value_error("math domain error")
        });
    }
    Ok(r)
}

/// `ldexp(x, i)`: `x * 2**i`; `i` must be an int (of any size: past the float range the
/// result is an overflow or a signed zero).
fn ldexp(_: &mut Interp, a: &Bound) -> Result<Value> {
    let x = f(a, "x")?;
    let i = a.value("i")?;
    let Some(i) = crate::interp::pyint::as_big(&i) else {
        return Err(crate::error::type_error(
            "Expected an int as second argument to ldexp.",
        ));
    };
    if x == 0.0 || !x.is_finite() {
        return Ok(Value::Float(x));
    }
    let i = num_traits::ToPrimitive::to_i64(&i)
        .unwrap_or(if i.sign() == num_bigint::Sign::Minus {
            i64::MIN
        } else {
            i64::MAX
        })
        .clamp(-5000, 5000) as i32;
    let r = libm::scalbn(x, i);
    if r.is_infinite() {
        return Err(range_error());
    }
    Ok(Value::Float(r))
}

/// The numbers of an iterable, as floats.
fn floats(it: &mut Interp, v: &Value) -> Result<Vec<f64>> {
    it.collect(v)?.iter().map(to_f64).collect()
}

/// The correctly rounded sum of floats, as CPython's `fsum` computes it (Shewchuk's
/// exact partial sums, then a final correction for half-way cases): `fsum([0.1] * 10)`
/// is 1.0 where a running sum gives 0.9999999999999999.
fn exact_sum(xs: &[f64]) -> Result<f64> {
    let mut partials: Vec<f64> = Vec::new();
    let (mut special, mut infs) = (0.0f64, 0.0f64);
    for &item in xs {
        let mut x = item;
        let mut kept = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[kept] = lo;
                kept += 1;
            }
            x = hi;
        }
        partials.truncate(kept);
        if x != 0.0 {
            if !x.is_finite() {
                // A finite item whose partial sum is not finite overflowed on the way.
                if item.is_finite() {
                    return Err(crate::error::TorchError::new(
                        crate::error::ErrorKind::OverflowError,
                        "intermediate overflow in fsum",
                    ));
                }
                if item.is_infinite() {
                    infs += item;
                }
                special += item;
                partials.clear();
            } else {
                partials.push(x);
            }
        }
    }
    if special != 0.0 || special.is_nan() {
        if infs.is_nan() {
            return Err(value_error("-inf + inf in fsum"));
        }
        return Ok(special);
    }
    let Some(mut hi) = partials.pop() else {
        return Ok(0.0);
    };
    let mut lo = 0.0;
    while let Some(y) = partials.pop() {
        let x = hi;
        hi = x + y;
        let yr = hi - x;
        lo = y - yr;
        if lo != 0.0 {
            break;
        }
    }
    // Round half-way cases as the exact sum would.
    if let Some(&next) = partials.last() {
        if (lo < 0.0 && next < 0.0) || (lo > 0.0 && next > 0.0) {
            let y = lo * 2.0;
            let x = hi + y;
            if y == x - hi {
                hi = x;
            }
        }
    }
    Ok(hi)
}

/// `start * x0 * x1 * ...` with Python's arithmetic (ints stay exact at any size).
fn prod(it: &mut Interp, a: &Bound) -> Result<Value> {
    let items = it.collect(&a.value("iterable")?)?;
    items
        .iter()
        .try_fold(a.value("start")?, |acc, v| it.binop(BinOp::Mul, &acc, v))
}

/// `math.trunc` as CPython's: only a float (NumPy's float64 is one) is truncated as a
/// float; an int is its own truncation, exactly (`math.trunc(10**30)`); anything else needs
/// a `__trunc__` of its own, which a tensor lacks (PyTorch's Tensor has `__floor__` and
/// `__ceil__` through `__float__` in `math.floor`/`math.ceil`, not `__trunc__`), nor do
/// NumPy's other scalars. None when `v` is a float to truncate.
fn trunc_without_float(v: &Value) -> Result<Option<Value>> {
    use crate::interp::numpy_bridge::{is_numpy_scalar, numpy_scalar_dtype};
    let name = match v {
        Value::Float(_) => return Ok(None),
        Value::Int(_) | Value::BigInt(_) => return Ok(Some(v.clone())),
        Value::Bool(b) => return Ok(Some(Value::Int(i64::from(*b)))),
        v if is_numpy_scalar(v) => match numpy_scalar_dtype(v) {
            Some(crate::dtype::DType::Float64) => return Ok(None),
            _ => format!("numpy.{}", v.type_name()),
        },
        Value::Tensor(_) => v.type_name(),
        _ => return Ok(None),
    };
    Err(type_error(format!(
        "type {name} doesn't define __trunc__ method"
    )))
}
