//! `math`'s integer functions (`gcd`, `lcm`, `isqrt`, `factorial`, `comb`, `perm`): exact at
//! any size, with CPython 3.11's argument checks and messages.

use crate::error::{type_error, value_error, Result};
use crate::interp::args::Bound;
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::pyint::{as_big, int_value};
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

pub fn register(r: &mut Registry<FunctionFn>) {
    let topic = "math (integers)";
    r.add_each(topic, &["gcd", "lcm"], "*integers", gcd_lcm);
    r.add(topic, &["isqrt"], "n, /", |_, a| {
        let n = int_arg(&a.value("n")?)?;
        if n.is_negative() {
            return Err(value_error("isqrt() argument must be nonnegative"));
        }
        Ok(int_value(n.sqrt()))
    });
    r.add(topic, &["factorial"], "n, /", |it, a| {
        let n = small(&a.value("n")?)?;
        if n < 0 {
            return Err(value_error("factorial() not defined for negative values"));
        }
        falling(it, n, n)
    });
    r.add(topic, &["comb"], "n, k, /", |it, a| {
        let (n, k) = non_negative_pair(a)?;
        let Some(k) = k else { return Ok(Value::Int(1)) };
        if k > n {
            return Ok(Value::Int(0));
        }
        // n! / (k! (n-k)!) as a running product that stays an int at every step.
        let k = k.min(n - k);
        let mut r = Value::Int(1);
        for i in 0..k {
            stop_point(&r)?;
            r = it.binop(BinOp::Mul, &r, &Value::Int(n - i))?;
            r = it.binop(BinOp::FloorDiv, &r, &Value::Int(i + 1))?;
        }
        Ok(r)
    });
    r.add(topic, &["perm"], "n, k=None, /", |it, a| {
        let (n, k) = non_negative_pair(a)?;
        let k = k.unwrap_or(n);
        if k > n {
            return Ok(Value::Int(0));
        }
        falling(it, n, k)
    });
}

/// `n * (n-1) * ... * (n-k+1)`, with Python's arithmetic.
fn falling(it: &mut Interp, n: i64, k: i64) -> Result<Value> {
    let mut r = Value::Int(1);
    for i in 0..k {
        stop_point(&r)?;
        r = it.binop(BinOp::Mul, &r, &Value::Int(n - i))?;
    }
    Ok(r)
}

/// CPython's `__index__` conversion: ints and bools, never floats.
fn int_arg(v: &Value) -> Result<BigInt> {
    as_big(v).ok_or_else(|| {
        type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))
    })
}

/// An int argument a loop counts up to; past i64 the loop could never finish anyway.
fn small(v: &Value) -> Result<i64> {
    int_arg(v)?.to_i64().ok_or_else(|| {
        crate::error::TorchError::new(
            crate::error::ErrorKind::OverflowError,
            "Python int too large to convert to C long",
        )
    })
}

/// `n` and the optional `k` of `comb`/`perm`, each checked non-negative.
fn non_negative_pair(a: &Bound) -> Result<(i64, Option<i64>)> {
    let n = int_arg(&a.value("n")?)?;
    let k = match a.get("k") {
        None | Some(Value::None) => None,
        Some(k) => Some(int_arg(k)?),
    };
    if n.is_negative() {
        return Err(value_error("n must be a non-negative integer"));
    }
    if k.as_ref().is_some_and(Signed::is_negative) {
        return Err(value_error("k must be a non-negative integer"));
    }
    let n = small(&int_value(n))?;
    // A k past n gives 0 whatever its size.
    let k = k.map(|k| k.to_i64().unwrap_or(i64::MAX));
    Ok((n, k))
}

fn gcd_lcm(_: &mut Interp, a: &Bound) -> Result<Value> {
    let lcm = a.fname() == "lcm";
    let mut acc = BigInt::from(if lcm { 1 } else { 0 });
    for v in a.varargs("integers") {
        let x = int_arg(&v)?;
        acc = if lcm {
            if acc.is_zero() || x.is_zero() {
                BigInt::zero()
            } else {
                acc.lcm(&x)
            }
        } else {
            acc.gcd(&x)
        };
    }
    Ok(int_value(acc.abs()))
}

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
