//! The binary kernels: arithmetic with Python's division and modulo conventions, powers,
//! comparisons and bitwise ops, per element kind.

use super::loops::map2;
use super::{plan, unsupported};
use crate::cpu::lock;
use crate::dtype::DType;
use crate::element::{scalar_as, Float, Int};
use crate::error::{runtime, Result};
use crate::iter::{LoopNest, LoopPlan};
use crate::kernels::{BinaryOp, KernelCall};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

pub fn binary(call: &KernelCall, op: BinaryOp, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let t = call.operands[1].dtype();
    let l = lock(call.operands)?;
    let p = &l.ptrs;
    // SAFETY: as in `unary`.
    unsafe {
        match t {
            DType::Float32 => float_binary::<f32>(&plan, p, op)?,
            DType::Float64 => float_binary::<f64>(&plan, p, op)?,
            DType::Bool => bool_binary(&plan, p, op)?,
            DType::UInt8 => int_binary::<u8>(&plan, p, op)?,
            DType::Int32 => int_binary::<i32>(&plan, p, op)?,
            DType::Int64 => int_binary::<i64>(&plan, p, op)?,
        }
    }
    Ok(plan.traced_nest(traced))
}

/// PyTorch's `div_floor` for floats (Python's `//`, including its sign conventions).
fn div_floor_f<T: Float>(a: T, b: T) -> T {
    if b == T::ZERO {
        return a / b;
    }
    let m = a.fmod(b);
    let mut div = (a - m) / b;
    if m != T::ZERO && ((b < T::ZERO) != (m < T::ZERO)) {
        div = div - T::ONE;
    }
    if div != T::ZERO {
        let mut f = div.floor();
        if div - f > T::from_f64(0.5) {
            f = f + T::ONE;
        }
        f
    } else {
        let q = a / b;
        if q < T::ZERO || (q == T::ZERO && (T::ONE / q) < T::ZERO) {
            -T::ZERO
        } else {
            T::ZERO
        }
    }
}

fn pow_f<T: Float>(x: T, e: T) -> T {
    // PyTorch special-cases these exponents; matching it keeps results bit-identical.
    if e == T::from_f64(2.0) {
        x * x
    } else if e == T::from_f64(3.0) {
        x * x * x
    } else if e == T::from_f64(0.5) {
        x.sqrt()
    } else if e == T::from_f64(-0.5) {
        T::ONE / x.sqrt()
    } else if e == -T::ONE {
        T::ONE / x
    } else if e == T::from_f64(-2.0) {
        T::ONE / (x * x)
    } else {
        x.powf(e)
    }
}

fn max_nan<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if a > b {
        a
    } else {
        b
    }
}

fn min_nan<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if a < b {
        a
    } else {
        b
    }
}

unsafe fn float_binary<T: Float>(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    match op {
        Add(alpha) => {
            let al: T = scalar_as(alpha);
            if al == T::ONE {
                map2::<T, T, T>(plan, p, |a, b| a + b)
            } else {
                map2::<T, T, T>(plan, p, |a, b| a + al * b)
            }
        }
        Sub(alpha) => {
            let al: T = scalar_as(alpha);
            if al == T::ONE {
                map2::<T, T, T>(plan, p, |a, b| a - b)
            } else {
                map2::<T, T, T>(plan, p, |a, b| a - al * b)
            }
        }
        Mul => map2::<T, T, T>(plan, p, |a, b| a * b),
        Div => map2::<T, T, T>(plan, p, |a, b| a / b),
        FloorDiv => map2::<T, T, T>(plan, p, div_floor_f),
        TruncDiv => map2::<T, T, T>(plan, p, |a, b| (a / b).trunc()),
        Remainder => map2::<T, T, T>(plan, p, |a, b| a.rem_euclid_py(b)),
        Fmod => map2::<T, T, T>(plan, p, |a, b| a.fmod(b)),
        Pow => map2::<T, T, T>(plan, p, pow_f),
        Maximum => map2::<T, T, T>(plan, p, max_nan),
        Minimum => map2::<T, T, T>(plan, p, min_nan),
        Atan2 => map2::<T, T, T>(plan, p, |a, b| a.atan2(b)),
        Eq => map2::<T, T, bool>(plan, p, |a, b| a == b),
        Ne => map2::<T, T, bool>(plan, p, |a, b| a != b),
        Lt => map2::<T, T, bool>(plan, p, |a, b| a < b),
        Le => map2::<T, T, bool>(plan, p, |a, b| a <= b),
        Gt => map2::<T, T, bool>(plan, p, |a, b| a > b),
        Ge => map2::<T, T, bool>(plan, p, |a, b| a >= b),
        LogicalAnd => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO && b != T::ZERO),
        LogicalOr => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO || b != T::ZERO),
        LogicalXor => map2::<T, T, bool>(plan, p, |a, b| (a != T::ZERO) != (b != T::ZERO)),
        ThresholdBackward(th) => {
            let th = T::from_f64(th);
            map2::<T, T, T>(plan, p, |g, x| if x <= th { T::ZERO } else { g })
        }
        BitAnd | BitOr | BitXor => return Err(unsupported(op.name(), T::DTYPE)),
    }
    Ok(())
}

unsafe fn int_binary<T: Int>(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    // Atomic: the kernel may run on several threads (threads::for_parts).
    let zero_div = AtomicBool::new(false);
    let neg_pow = AtomicBool::new(false);
    match op {
        Add(alpha) => {
            let al: T = scalar_as(alpha);
            map2::<T, T, T>(plan, p, |a, b| a.wadd(al.wmul(b)))
        }
        Sub(alpha) => {
            let al: T = scalar_as(alpha);
            map2::<T, T, T>(plan, p, |a, b| a.wsub(al.wmul(b)))
        }
        Mul => map2::<T, T, T>(plan, p, |a, b| a.wmul(b)),
        FloorDiv | TruncDiv | Remainder | Fmod => map2::<T, T, T>(plan, p, |a, b| {
            if b == T::ZERO {
                zero_div.store(true, Relaxed);
                return T::ZERO;
            }
            match op {
                FloorDiv => a.div_floor(b),
                TruncDiv => a.div_trunc(b),
                Remainder => a.rem_py(b),
                _ => a.rem_c(b),
            }
        }),
        Pow => map2::<T, T, T>(plan, p, |a, b| {
            a.pow_int(b).unwrap_or_else(|| {
                neg_pow.store(true, Relaxed);
                T::ZERO
            })
        }),
        Maximum => map2::<T, T, T>(plan, p, |a, b| a.max(b)),
        Minimum => map2::<T, T, T>(plan, p, |a, b| a.min(b)),
        BitAnd => map2::<T, T, T>(plan, p, |a, b| a.and(b)),
        BitOr => map2::<T, T, T>(plan, p, |a, b| a.or(b)),
        BitXor => map2::<T, T, T>(plan, p, |a, b| a.xor(b)),
        Eq => map2::<T, T, bool>(plan, p, |a, b| a == b),
        Ne => map2::<T, T, bool>(plan, p, |a, b| a != b),
        Lt => map2::<T, T, bool>(plan, p, |a, b| a < b),
        Le => map2::<T, T, bool>(plan, p, |a, b| a <= b),
        Gt => map2::<T, T, bool>(plan, p, |a, b| a > b),
        Ge => map2::<T, T, bool>(plan, p, |a, b| a >= b),
        LogicalAnd => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO && b != T::ZERO),
        LogicalOr => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO || b != T::ZERO),
        LogicalXor => map2::<T, T, bool>(plan, p, |a, b| (a != T::ZERO) != (b != T::ZERO)),
        ThresholdBackward(th) => {
            let th = T::from_f64(th);
            map2::<T, T, T>(plan, p, |g, x| if x <= th { T::ZERO } else { g })
        }
        Div | Atan2 => return Err(unsupported(op.name(), T::DTYPE)),
    }
    if zero_div.load(Relaxed) {
        return Err(runtime("ZeroDivisionError"));
    }
    if neg_pow.load(Relaxed) {
        return Err(runtime(
            "Integers to negative integer powers are not allowed.",
        ));
    }
    Ok(())
}

unsafe fn bool_binary(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    match op {
        Add(_) | LogicalOr | BitOr | Maximum => map2::<bool, bool, bool>(plan, p, |a, b| a | b),
        Mul | LogicalAnd | BitAnd | Minimum => map2::<bool, bool, bool>(plan, p, |a, b| a & b),
        LogicalXor | BitXor | Ne => map2::<bool, bool, bool>(plan, p, |a, b| a ^ b),
        Eq => map2::<bool, bool, bool>(plan, p, |a, b| a == b),
        Lt => map2::<bool, bool, bool>(plan, p, |a, b| !a & b),
        Le => map2::<bool, bool, bool>(plan, p, |a, b| a <= b),
        Gt => map2::<bool, bool, bool>(plan, p, |a, b| a & !b),
        Ge => map2::<bool, bool, bool>(plan, p, |a, b| a >= b),
        _ => return Err(unsupported(op.name(), DType::Bool)),
    }
    Ok(())
}
