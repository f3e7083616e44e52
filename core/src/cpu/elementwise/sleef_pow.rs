//! `pow` on float32 and float64 as PyTorch 2.15's CPU kernels compute it (measured against
//! SLEEF's and glibc's functions; docs/decisions.md, stop 78):
//!
//! - `pow(Tensor, Tensor)` (a number base too: ATen wraps it in a 0-d tensor) is
//!   `cpu_kernel_vec(std::pow, Vectorized::pow)`: SLEEF's `powf_u10`/`pow_u10` on whole
//!   blocks (32 floats, 16 doubles) of each vectorized row, the C library's `powf`/`pow` on
//!   the rest. No exponent is special-cased.
//! - `pow(Tensor, number)` answers 0 and 1 before any kernel, and 0.5 (sqrt, elsewhere),
//!   -0.5 (1/sqrt), -1 (1/x), 2 (x*x), 3 (x*x*x) and -2 (1/(x*x)) without a power. Any
//!   other exponent takes SLEEF on the blocks and, on the scalar path, the C library's
//!   double `pow`: float32 bases are widened and the number is not rounded to float32
//!   (`std::pow(float, double)`), so `x ** 1.7` is `(float)pow((double)x, 1.7)` there.

use super::aten_loop::{map2_blocks, Vectorizes};
use super::loops::map2;
use super::sleef_exp::SIMD_BLOCK;
use super::sleef_unary::SIMD_BLOCK_F64;
use crate::cpu::sleef::pow as sleef;
use crate::dtype::DType;
use crate::element::Float;
use crate::iter::LoopPlan;

/// `pow(Tensor, Tensor)` for a float type.
///
/// # Safety
/// As `map2`, the operands holding `T`.
pub(super) unsafe fn pow_tensors<T: Float>(plan: &LoopPlan, p: &[*mut u8]) {
    // SAFETY: as this function's; `T::DTYPE` says what the buffers hold.
    unsafe {
        match T::DTYPE {
            DType::Float32 => map2_blocks::<f32, f32, f32>(
                plan,
                p,
                SIMD_BLOCK,
                Vectorizes::Binary,
                sleef::powf,
                f32::powf,
            ),
            DType::Float64 => map2_blocks::<f64, f64, f64>(
                plan,
                p,
                SIMD_BLOCK_F64,
                Vectorizes::Binary,
                sleef::pow,
                f64::powf,
            ),
            _ => map2::<T, T, T>(plan, p, |x, e| x.powf(e)),
        }
    }
}

/// The exponents ATen's `pow(Tensor, Scalar)` answers without a power.
fn special<T: Float>(x: T, e: f64) -> Option<T> {
    Some(match e {
        0.0 => T::ONE,
        1.0 => x,
        2.0 => x * x,
        3.0 => x * x * x,
        -0.5 => T::ONE / x.sqrt(),
        -1.0 => T::ONE / x,
        -2.0 => T::ONE / (x * x),
        _ => return None,
    })
}

/// `pow(Tensor, e)` for a float type and a Python number `e` (the second operand holds `e`
/// rounded to `T`; the scalar path of float32 reads `e` itself).
///
/// # Safety
/// As `map2`, the operands holding `T`.
pub(super) unsafe fn pow_number<T: Float>(plan: &LoopPlan, p: &[*mut u8], e: f64) {
    if special(T::ONE, e).is_some() {
        // SAFETY: as this function's.
        return unsafe { map2::<T, T, T>(plan, p, |x, _| special(x, e).unwrap_or(x)) };
    }
    // SAFETY: as this function's; `T::DTYPE` says what the buffers hold.
    unsafe {
        match T::DTYPE {
            DType::Float32 => map2_blocks::<f32, f32, f32>(
                plan,
                p,
                SIMD_BLOCK,
                Vectorizes::FirstInput,
                sleef::powf,
                |x, _| (x as f64).powf(e) as f32,
            ),
            DType::Float64 => map2_blocks::<f64, f64, f64>(
                plan,
                p,
                SIMD_BLOCK_F64,
                Vectorizes::FirstInput,
                sleef::pow,
                |x, _| x.powf(e),
            ),
            _ => map2::<T, T, T>(plan, p, |x, _| x.powf(T::from_f64(e))),
        }
    }
}
