//! The few computing kernels PyTorch has for its 8-bit floats on the CPU: `mul` of two
//! tensors, `abs`, the comparisons `==`/`!=` and the NaN/inf tests. Each reads the values
//! as float32 and rounds the result back, as c10's `Float8_*` arithmetic does.
//! `crate::limited` refuses every other kernel before it gets here.

use super::loops::{map1, map2};
use super::unsupported;
use crate::dtype::DType;
use crate::element::Element;
use crate::error::Result;
use crate::iter::LoopPlan;
use crate::kernels::{BinaryOp, UnaryOp};

/// # Safety
/// As `binary`: `p` holds the output and two `T` inputs, checked against `plan`.
pub(super) unsafe fn float8_binary<T: Element>(
    plan: &LoopPlan,
    p: &[*mut u8],
    op: BinaryOp,
) -> Result<()> {
    // SAFETY: as this function's.
    unsafe {
        match op {
            BinaryOp::Mul => map2::<T, T, T>(plan, p, |a, b| T::from_f64(a.to_f64() * b.to_f64())),
            BinaryOp::Eq => map2::<T, T, bool>(plan, p, |a, b| a == b),
            BinaryOp::Ne => map2::<T, T, bool>(plan, p, |a, b| a != b),
            _ => return Err(unsupported(&format!("{}_cpu", op.name()), T::DTYPE)),
        }
    }
    Ok(())
}

/// # Safety
/// As `unary`: `p` holds the output (`dst`) and a `T` input, checked against `plan`.
pub(super) unsafe fn float8_unary<T: Element>(
    plan: &LoopPlan,
    p: &[*mut u8],
    op: UnaryOp,
    dst: DType,
) -> Result<()> {
    // SAFETY: as this function's.
    unsafe {
        match (op, dst) {
            (UnaryOp::IsNan, DType::Bool) => map1::<T, bool>(plan, p, |x| x.to_f64().is_nan()),
            (UnaryOp::IsInf, DType::Bool) => map1::<T, bool>(plan, p, |x| x.to_f64().is_infinite()),
            (UnaryOp::IsFinite, DType::Bool) => {
                map1::<T, bool>(plan, p, |x| x.to_f64().is_finite())
            }
            (UnaryOp::Abs, d) if d == T::DTYPE => {
                map1::<T, T>(plan, p, |x| T::from_f64(x.to_f64().abs()))
            }
            _ => return Err(unsupported(&format!("{}_cpu", op.name()), T::DTYPE)),
        }
    }
    Ok(())
}
