//! The ternary kernels (`addcmul`, `addcdiv`, `lerp`, `where`, ...), per element kind.

use super::loops::{map2, map3};
use super::{plan, unsupported};
use crate::cpu::adam::{addcmul_rounded_twice, lerp_rounded_twice};
use crate::cpu::{lock, with_dtype};
use crate::dtype::DType;
use crate::element::{scalar_as, Float, Int};
use crate::error::{runtime, Result};
use crate::iter::{LoopNest, LoopPlan};
use crate::kernels::{KernelCall, TernaryOp};

pub fn ternary(call: &KernelCall, op: TernaryOp, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let l = lock(call.operands)?;
    let p = &l.ptrs;
    let t = call.operands[0].dtype();
    // SAFETY: as in `unary`; for `where` operand 1 is the bool condition.
    unsafe {
        match op {
            TernaryOp::Where => {
                with_dtype!(t, T => map3::<bool, T, T, T>(&plan, p, |c, a, b| if c { a } else { b }))
            }
            _ => match t {
                DType::Float32 => float_ternary::<f32>(&plan, p, op),
                DType::Float64 => float_ternary::<f64>(&plan, p, op),
                DType::Int64 => int_ternary::<i64>(&plan, p, op)?,
                DType::Int32 => int_ternary::<i32>(&plan, p, op)?,
                DType::UInt8 => int_ternary::<u8>(&plan, p, op)?,
                DType::Int8 => int_ternary::<i8>(&plan, p, op)?,
                DType::Int16 => int_ternary::<i16>(&plan, p, op)?,
                DType::Float16 | DType::BFloat16 => return Err(super::not_opmath(op.name(), t)),
                DType::Bool => return Err(unsupported(op.name(), DType::Bool)),
                DType::UInt16 => int_ternary::<u16>(&plan, p, op)?,
                DType::UInt32 => int_ternary::<u32>(&plan, p, op)?,
                DType::UInt64 => int_ternary::<u64>(&plan, p, op)?,
                d => return Err(unsupported(op.name(), d)),
            },
        }
    }
    Ok(plan.traced_nest(traced))
}

/// PyTorch's `lerp`: the two-sided formula keeps `lerp(a, b, 1) == b` exactly. Each side
/// is one fused multiply-add in ATen (`vec::fmadd`/`fnmadd` in the vector loop, and GCC
/// contracts the scalar tail the same way), so it rounds once; two roundings differed from
/// PyTorch on 11% of float32 `lerp(a, b, 0.1)` results (probe 74). The optimizers' own
/// arithmetic (optim/aten.rs) was already fused.
pub fn lerp<T: Float>(a: T, b: T, w: T) -> T {
    let d = b - a;
    if w.abs() < T::from_f64(0.5) {
        w.mul_add(d, a)
    } else {
        (-d).mul_add(T::ONE - w, b)
    }
}

unsafe fn float_ternary<T: Float>(plan: &LoopPlan, p: &[*mut u8], op: TernaryOp) {
    match op {
        TernaryOp::Addcmul(v) => {
            let v: T = scalar_as(v);
            // `self + value * t1 * t2` with the last multiply fused into the add, as GCC
            // compiles ATen's kernel (both loops).
            map3::<T, T, T, T>(plan, p, |a, b, c| (v * b).mul_add(c, a))
        }
        TernaryOp::Addcdiv(v) => {
            let v: T = scalar_as(v);
            map3::<T, T, T, T>(plan, p, |a, b, c| a + v * b / c)
        }
        TernaryOp::AddcmulRoundedTwice(v) => {
            let v: T = scalar_as(v);
            map3::<T, T, T, T>(plan, p, |a, b, c| addcmul_rounded_twice(a, v, b, c))
        }
        TernaryOp::LerpRoundedTwice(w) => {
            let w: T = scalar_as(w);
            if w.abs() < T::from_f64(0.5) {
                map2::<T, T, T>(plan, p, |a, b| lerp_rounded_twice::<T, true>(a, b, w))
            } else {
                map2::<T, T, T>(plan, p, |a, b| lerp_rounded_twice::<T, false>(a, b, w))
            }
        }
        TernaryOp::LerpTensor => map3::<T, T, T, T>(plan, p, lerp),
        TernaryOp::Lerp(w) => {
            let w: T = scalar_as(w);
            map2::<T, T, T>(plan, p, |a, b| lerp(a, b, w))
        }
        TernaryOp::Where => unreachable!("handled by the caller"),
    }
}

unsafe fn int_ternary<T: Int>(plan: &LoopPlan, p: &[*mut u8], op: TernaryOp) -> Result<()> {
    match op {
        TernaryOp::Addcmul(v) | TernaryOp::AddcmulRoundedTwice(v) => {
            let v: T = scalar_as(v);
            map3::<T, T, T, T>(plan, p, |a, b, c| a.wadd(v.wmul(b).wmul(c)));
            Ok(())
        }
        TernaryOp::Addcdiv(_) => Err(runtime(
            "Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), for all dtypes.",
        )),
        _ => Err(unsupported(op.name(), T::DTYPE)),
    }
}
