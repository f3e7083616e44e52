//! Python's `math` module: the functions scripts use, with CPython's signatures and errors.

use super::Registry;
use crate::error::{runtime, value_error, Result};
use crate::interp::args::{to_f64, to_i64, Bound};
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::pyint::int_value;
use crate::interp::registry::FunctionFn;
use crate::interp::value::Value;
use num_bigint::BigInt;
use std::sync::LazyLock;

type FloatFn = fn(f64) -> f64;
type FloatPair = fn(f64, f64) -> f64;

/// One-argument float functions, checked as CPython's `math_1` checks them (see `float_fn`).
const FLOAT_FNS: &[(&str, FloatFn)] = &[
    ("exp", f64::exp),
    ("log2", f64::log2),
    ("log10", f64::log10),
    ("log1p", f64::ln_1p),
    ("expm1", f64::exp_m1),
    ("sin", f64::sin),
    ("cos", f64::cos),
    ("tan", f64::tan),
    ("tanh", f64::tanh),
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
];

/// Two-argument float functions.
const FLOAT_PAIRS: &[(&str, FloatPair)] = &[
    ("atan2", f64::atan2),
    ("hypot", f64::hypot),
    ("copysign", f64::copysign),
    ("pow", f64::powf),
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
    r.add(topic, &["log"], "x, base=None, /", |_, a| {
        let x = f(a, "x")?;
        if x <= 0.0 {
            return Err(value_error("math domain error"));
        }
        Ok(Value::Float(match a.get("base") {
            Some(b) => x.ln() / to_f64(b)?.ln(),
            None => x.ln(),
        }))
    });
    // Exact for any float (`math.floor(1e30)` is a 31-digit int, never a saturated one).
    r.add_each(topic, &["floor", "ceil", "trunc"], "x, /", |_, a| {
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
        let vals: Vec<f64> = it
            .collect(&a.value("seq")?)?
            .iter()
            .map(to_f64)
            .collect::<Result<_>>()?;
        Ok(Value::Float(vals.iter().sum()))
    });
    r.add(topic, &["gcd"], "*integers", |_, a| {
        let mut g: u64 = 0;
        for v in a.varargs("integers") {
            let mut b = to_i64(&v)?.unsigned_abs();
            while b != 0 {
                (g, b) = (b, g % b);
            }
        }
        Ok(int_value(BigInt::from(g)))
    });
    // Python ints: the factorial and binomial of any size, exact.
    r.add(topic, &["factorial"], "n, /", |it, a| {
        let n = a.i64_or("n", 0)?;
        if n < 0 {
            return Err(value_error("factorial() not defined for negative values"));
        }
        let mut r = Value::Int(1);
        for k in 2..=n {
            stop_point(&r)?;
            r = it.binop(BinOp::Mul, &r, &Value::Int(k))?;
        }
        Ok(r)
    });
    r.add(topic, &["comb"], "n, k, /", |it, a| {
        let (n, k) = (a.i64_or("n", 0)?, a.i64_or("k", 0)?);
        if n < 0 || k < 0 {
            return Err(value_error("n and k must be non-negative integers"));
        }
        let mut r = Value::Int(1);
        for i in 0..k.min(n.saturating_sub(k)).max(0) {
            stop_point(&r)?;
            r = it.binop(BinOp::Mul, &r, &Value::Int(n - i))?;
            r = it.binop(BinOp::FloorDiv, &r, &Value::Int(i + 1))?;
        }
        Ok(if k > n { Value::Int(0) } else { r })
    });
    r
});

/// Long native loops meter their work, so the deadline and Ctrl-C stop them. Each step
/// multiplies an int of `r`'s size, so it counts one unit per 64-bit limb: a factorial's
/// steps grow costlier, and counting steps alone let `factorial(2**34)` run for minutes
/// before the host was asked (the fuzzer found it).
fn stop_point(r: &Value) -> Result<()> {
    let limbs = match r {
        Value::BigInt(b) => b.bits() / 64,
        _ => 0,
    };
    if crate::limits::kernel_work(1 + limbs) {
        crate::limits::take_kernel_stop()?;
    }
    Ok(())
}

fn f(a: &Bound, name: &str) -> Result<f64> {
    to_f64(&a.value(name)?)
}

fn float_fn(_: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let func = FLOAT_FNS.iter().find(|(n, _)| *n == name).map(|(_, g)| *g);
    let func = func.ok_or_else(|| runtime(format!("math.{name}")))?;
    let x = f(a, "x")?;
    let r = func(x);
    // CPython's math_1: NaN from a number is a domain error (asin(2), acosh(0.5)); an
    // infinity from a finite number is a range error for the functions that can overflow
    // and a domain error for the others (atanh(1), log10(0)). degrees/radians are plain
    // products in CPython and may overflow to inf.
    if r.is_nan() && !x.is_nan() {
        return Err(value_error("math domain error"));
    }
    if r.is_infinite() && x.is_finite() && !matches!(name, "degrees" | "radians") {
        if matches!(name, "exp" | "expm1" | "cosh" | "sinh" | "exp2") {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::OverflowError,
                "math range error",
            ));
        }
        return Err(value_error("math domain error"));
    }
    Ok(Value::Float(r))
}

fn float_pair(_: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let func = FLOAT_PAIRS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, g)| *g);
    let func = func.ok_or_else(|| runtime(format!("math.{name}")))?;
    Ok(Value::Float(func(f(a, "x")?, f(a, "y")?)))
}

/// `start * x0 * x1 * ...` with Python's arithmetic (ints stay exact at any size).
fn prod(it: &mut Interp, a: &Bound) -> Result<Value> {
    let items = it.collect(&a.value("iterable")?)?;
    items
        .iter()
        .try_fold(a.value("start")?, |acc, v| it.binop(BinOp::Mul, &acc, v))
}
