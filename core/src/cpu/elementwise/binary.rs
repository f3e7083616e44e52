//! The binary kernels: arithmetic with Python's division and modulo conventions, powers,
//! comparisons and bitwise ops, per element kind.

use super::loops::map2;
use super::{plan, unsupported};
use crate::cpu::{lock, with_dtype};
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
            DType::Int8 => int_binary::<i8>(&plan, p, op)?,
            DType::Int16 => int_binary::<i16>(&plan, p, op)?,
            DType::Float16 | DType::BFloat16 => return Err(super::not_opmath(op.name(), t)),
            DType::Int32 => int_binary::<i32>(&plan, p, op)?,
            DType::Int64 => int_binary::<i64>(&plan, p, op)?,
            DType::UInt16 => int_binary::<u16>(&plan, p, op)?,
            DType::UInt32 => int_binary::<u32>(&plan, p, op)?,
            DType::UInt64 => int_binary::<u64>(&plan, p, op)?,
            // `crate::limited` lets only these through for the 8-bit floats.
            d => with_dtype!(d, T => super::limited::float8_binary::<T>(&plan, p, op)?),
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

// A tie keeps `a`, as `std::max`/`std::min` do in ATen's kernels: maximum(-0., 0.) is -0.,
// so `1 / clamp(x, lo, hi)` keeps x's infinity.
fn max_nan<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if a < b {
        b
    } else {
        a
    }
}

fn min_nan<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if b < a {
        b
    } else {
        a
    }
}

/// `self + alpha * other` as ATen's CPU kernel rounds it: one fused multiply-add per element
/// (its vector loop calls `vec::fmadd`, and the compiler fuses the scalar loop too), except
/// where `other` is a single broadcast value along a contiguous row (a Python number, a 0-d
/// tensor): there the scalar tail after the last pair of vectors computes `alpha * other`
/// once, outside the loop, and adds the rounded product. Where the tails fall depends on how
/// PyTorch's threads cut the elements into ranges (`reduce_walk::parallel_ranges`), so that
/// case walks the rows in order on one thread. `SGD`'s `p.add_(grad, alpha=-lr)` is the
/// common case; unfused, its steps drifted from PyTorch's in the last bit.
///
/// # Safety
/// As `map2`'s.
unsafe fn add_scaled<T: Float>(plan: &LoopPlan, p: &[*mut u8], al: T) {
    let inner = |k: usize| plan.strides[k].first().copied().unwrap_or(0);
    let broadcast_other = inner(0) == 1 && inner(1) == 1 && inner(2) == 0;
    if !broadcast_other {
        // SAFETY: as this function's.
        unsafe { map2::<T, T, T>(plan, p, |a, b| al.mul_add(b, a)) };
        return;
    }
    // Two vectors of 32 bytes per step of ATen's `vectorized_loop`.
    let pair = 2 * 32 / std::mem::size_of::<T>();
    let ranges = crate::cpu::reduce_walk::parallel_ranges(
        plan.numel,
        crate::cpu::reduce_walk::GRAIN_SIZE,
        crate::cpu::threads::order_threads(),
    );
    let (o, a, b) = (p[0] as *mut T, p[1] as *const T, p[2] as *const T);
    let mut start = 0usize;
    plan.for_each_row(|offs, n, _| {
        // SAFETY: offsets stay inside the buffers (checked by `lock`); the row is contiguous
        // in the output and `self`, and `other` is one value.
        unsafe {
            let (po, pa, bv) = (o.add(offs[0]), a.add(offs[1]), *b.add(offs[2]));
            let hoisted = al * bv;
            // The row's pieces, cut where a thread's range ends.
            let mut i = 0;
            for &(_, end) in &ranges {
                if end <= start + i {
                    continue;
                }
                let piece = (end - start - i).min(n - i);
                let fused = piece - piece % pair;
                for k in i..i + piece {
                    *po.add(k) = if k - i < fused {
                        al.mul_add(bv, *pa.add(k))
                    } else {
                        *pa.add(k) + hoisted
                    };
                }
                i += piece;
                if i == n {
                    break;
                }
            }
        }
        start += n;
    });
}

unsafe fn float_binary<T: Float>(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    match op {
        Add(alpha) => {
            let al: T = scalar_as(alpha);
            if al == T::ONE {
                map2::<T, T, T>(plan, p, |a, b| a + b)
            } else {
                add_scaled(plan, p, al)
            }
        }
        Sub(alpha) => {
            let al: T = scalar_as(alpha);
            if al == T::ONE {
                map2::<T, T, T>(plan, p, |a, b| a - b)
            } else {
                // ATen's sub is add with -alpha.
                add_scaled(plan, p, -al)
            }
        }
        Mul => map2::<T, T, T>(plan, p, |a, b| a * b),
        Div => map2::<T, T, T>(plan, p, |a, b| a / b),
        FloorDiv => map2::<T, T, T>(plan, p, div_floor_f),
        TruncDiv => map2::<T, T, T>(plan, p, |a, b| (a / b).trunc()),
        Remainder => map2::<T, T, T>(plan, p, |a, b| a.rem_euclid_py(b)),
        Fmod => map2::<T, T, T>(plan, p, |a, b| a.fmod(b)),
        Pow => super::sleef_pow::pow_tensors::<T>(plan, p),
        PowNumber(e) => super::sleef_pow::pow_number::<T>(plan, p, e),
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
        TanhBackward => map2::<T, T, T>(plan, p, |g, y| g * (-y).mul_add(y, T::ONE)),
        Special2(f) => map2::<T, T, T>(plan, p, |a, b| f.eval(a, b)),
        BitAnd | BitOr | BitXor | Shl | Shr => return Err(unsupported(op.name(), T::DTYPE)),
    }
    Ok(())
}

unsafe fn int_binary<T: Int>(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    // Atomic: the kernel may run on several threads (threads::for_parts).
    let zero_div = AtomicBool::new(false);
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
        Pow | PowNumber(_) => map2::<T, T, T>(plan, p, |a, b| a.pow_int(b)),
        Maximum => map2::<T, T, T>(plan, p, |a, b| a.max(b)),
        Minimum => map2::<T, T, T>(plan, p, |a, b| a.min(b)),
        BitAnd => map2::<T, T, T>(plan, p, |a, b| a.and(b)),
        BitOr => map2::<T, T, T>(plan, p, |a, b| a.or(b)),
        BitXor => map2::<T, T, T>(plan, p, |a, b| a.xor(b)),
        Shl => map2::<T, T, T>(plan, p, |a, b| a.shl_aten(b)),
        Shr => map2::<T, T, T>(plan, p, |a, b| a.shr_aten(b)),
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
        Div | Atan2 | TanhBackward | Special2(_) => return Err(unsupported(op.name(), T::DTYPE)),
    }
    if zero_div.load(Relaxed) {
        return Err(runtime("ZeroDivisionError"));
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
