//! `math`'s integer functions (`gcd`, `lcm`, `isqrt`, `factorial`, `comb`, `perm`): exact at
//! any size, with CPython 3.11's argument checks and messages.

use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::Bound;
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
    r.add(topic, &["factorial"], "n, /", |_, a| {
        let n = int_arg(&a.value("n")?)?;
        if n.is_negative() {
            return Err(value_error("factorial() not defined for negative values"));
        }
        factorial(&n)
    });
    r.add(topic, &["comb"], "n, k, /", |_, a| {
        let (n, k) = non_negative_pair(a)?;
        let Some(k) = k else { return Ok(Value::Int(1)) };
        if k > n {
            return Ok(Value::Int(0));
        }
        // C(n, k) = n (n-1) ... (n-k+1) / k!, with k the smaller side.
        let k = k.clone().min(&n - &k);
        let k = c_long(&k, "min(n - k, k) must not exceed 9223372036854775807")?;
        check_product_bits(&n, k)?;
        let top = range_product(&(&n - k + 1u8), &(&n + 1u8))?;
        Ok(int_value(top / factorial_big(k)?))
    });
    r.add(topic, &["perm"], "n, k=None, /", |_, a| {
        let (n, k) = non_negative_pair(a)?;
        let Some(k) = k else { return factorial(&n) };
        if k > n {
            return Ok(Value::Int(0));
        }
        let k = c_long(&k, "k must not exceed 9223372036854775807")?;
        check_product_bits(&n, k)?;
        Ok(int_value(range_product(&(&n - k + 1u8), &(&n + 1u8))?))
    });
}

/// `n!`, with CPython's limit on `n`.
fn factorial(n: &BigInt) -> Result<Value> {
    let n = c_long(
        n,
        "factorial() argument should not exceed 9223372036854775807",
    )?;
    Ok(int_value(factorial_big(n)?))
}

fn factorial_big(n: i64) -> Result<BigInt> {
    check_product_bits(&BigInt::from(n), n)?;
    range_product(&BigInt::from(1), &(BigInt::from(n) + 1u8))
}

/// `x` as a C long, else CPython's OverflowError `message`.
fn c_long(x: &BigInt, message: &str) -> Result<i64> {
    x.to_i64()
        .ok_or_else(|| TorchError::new(ErrorKind::OverflowError, message))
}

/// Refuses a product of `k` ints up to `n` that could not fit the per-value cap (at most
/// `k * bits(n)` bits), before any of it is computed.
fn check_product_bits(n: &BigInt, k: i64) -> Result<()> {
    let bits = u128::from(n.bits()) * k.max(0) as u128;
    crate::limits::check_value_size(bits / 8 + 1, 1)
}

/// The product of the ints in `lo..hi`, split in halves so the big multiplications are
/// balanced (CPython's factorial does the same; a running product took seconds for
/// `factorial(10**5)`). Each leaf asks the host whether to stop.
fn range_product(lo: &BigInt, hi: &BigInt) -> Result<BigInt> {
    let n = hi - lo;
    if n <= BigInt::from(16) {
        let mut acc = BigInt::from(1);
        let mut i = lo.clone();
        while &i < hi {
            acc *= &i;
            i += 1u8;
        }
        stop_point(&acc)?;
        return Ok(acc);
    }
    let mid = lo + (n >> 1u8);
    let (a, b) = (range_product(lo, &mid)?, range_product(&mid, hi)?);
    crate::interp::bigmul::mul(&a, &b)
}

/// CPython's `__index__` conversion: ints and bools, never floats.
fn int_arg(v: &Value) -> Result<BigInt> {
    let v = &crate::interp::pybytes::tensor_as_index(v)?;
    as_big(v).ok_or_else(|| {
        type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))
    })
}

/// `n` and the optional `k` of `comb`/`perm`, each checked non-negative.
fn non_negative_pair(a: &Bound) -> Result<(BigInt, Option<BigInt>)> {
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
/// multiplies an int of `r`'s size, so it counts one unit per 64-bit limb (counting steps
/// alone let `factorial(2**34)` run for minutes before the host was asked).
fn stop_point(r: &BigInt) -> Result<()> {
    if crate::limits::kernel_work(1 + r.bits() / 64) {
        crate::limits::take_kernel_stop()?;
    }
    Ok(())
}
