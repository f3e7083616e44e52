//! The arithmetic of PyTorch's CPU kernels, one element at a time, as the optimizers' ops
//! compute it (PyTorch 2.15 for x86-64: GCC 13, MKL). Each helper below names the op it
//! stands for and what its kernel rounds; each was measured against PyTorch element by
//! element, on contiguous tensors of 1 to 257 elements (vectorized loop and scalar tail)
//! and in float32 and float64.
//!
//! Why the optimizers do not simply call `crate::ops`: ATen fuses a multiply and an add
//! into one rounding in `add(alpha=)`, `lerp` and `addcmul` (its vector code calls
//! `vec::fmadd`, and GCC contracts the scalar loops the same way), and `torch.sqrt` on the
//! CPU is MKL's, which is not correctly rounded; the strided ops round each operation
//! separately and take the IEEE square root, so they differ from PyTorch in the last bit
//! of some elements, and an optimizer compounds those differences step after step.

use crate::dtype::DType;
use crate::storage::CpuBuffer;
use std::ops::{Add, Div, Mul, Neg, Sub};

/// float32 or float64: an element of a parameter and its state.
pub trait Real:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    const DTYPE: DType;
    const ZERO: Self;
    const ONE: Self;
    /// A Python number as the kernel receives it: `Scalar.to<scalar_t>()`, one rounding.
    fn of(v: f64) -> Self;
    /// `a * b + c`, rounded once.
    fn fma(a: Self, b: Self, c: Self) -> Self;
    /// The IEEE (correctly rounded) square root: ATen's `Vectorized::sqrt` and
    /// `std::sqrt`, as the fused Adagrad kernel uses them.
    fn ieee_sqrt(self) -> Self;
    /// `torch.sqrt` / `Tensor.sqrt_()` on a CPU tensor: MKL's `vsSqrt` / `vdSqrt`.
    fn mkl_sqrt(self) -> Self;
    fn abs(self) -> Self;
    fn is_nan(self) -> bool;
    fn nan() -> Self;
    fn from_f64_exact(v: f64) -> Self;
    fn into_buffer(v: Vec<Self>) -> CpuBuffer;
}

impl Real for f32 {
    const DTYPE: DType = DType::Float32;
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
    fn of(v: f64) -> f32 {
        v as f32
    }
    fn fma(a: f32, b: f32, c: f32) -> f32 {
        a.mul_add(b, c)
    }
    fn ieee_sqrt(self) -> f32 {
        self.sqrt()
    }
    fn mkl_sqrt(self) -> f32 {
        crate::mkl_sqrt::sqrt_f32(self)
    }
    fn abs(self) -> f32 {
        f32::abs(self)
    }
    fn is_nan(self) -> bool {
        f32::is_nan(self)
    }
    fn nan() -> f32 {
        f32::NAN
    }
    fn from_f64_exact(v: f64) -> f32 {
        v as f32
    }
    fn into_buffer(v: Vec<f32>) -> CpuBuffer {
        CpuBuffer::F32(v)
    }
}

impl Real for f64 {
    const DTYPE: DType = DType::Float64;
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    fn of(v: f64) -> f64 {
        v
    }
    fn fma(a: f64, b: f64, c: f64) -> f64 {
        a.mul_add(b, c)
    }
    fn ieee_sqrt(self) -> f64 {
        self.sqrt()
    }
    fn mkl_sqrt(self) -> f64 {
        crate::mkl_sqrt::sqrt_f64(self)
    }
    fn abs(self) -> f64 {
        f64::abs(self)
    }
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
    fn nan() -> f64 {
        f64::NAN
    }
    fn from_f64_exact(v: f64) -> f64 {
        v
    }
    fn into_buffer(v: Vec<f64>) -> CpuBuffer {
        CpuBuffer::F64(v)
    }
}

/// `a.add(b, alpha=alpha)` / `a.add_(b, alpha=alpha)`: ATen's add is
/// `vec::fmadd(b, alpha, a)` (ufunc/add.h), one rounding. With `alpha == 1` it is `a + b`.
pub fn add_alpha<T: Real>(a: T, b: T, alpha: f64) -> T {
    T::fma(T::of(alpha), b, a)
}

/// `a.lerp_(b, weight)` with a Python float weight: ATen's `lerp_vec` is
/// `fmadd(w, b - a, a)` for `|w| < 0.5`, else `fmadd(w - 1, b - a, b)` (so that `w == 1`
/// gives `b` exactly), the weight being a `scalar_t` first.
pub fn lerp<T: Real>(a: T, b: T, weight: f64) -> T {
    let w = T::of(weight);
    let half = T::of(0.5);
    if w.abs() < half {
        T::fma(w, b - a, a)
    } else {
        T::fma(w - T::ONE, b - a, b)
    }
}

/// `a.addcmul_(t1, t2, value=v)`: `a + v * t1 * t2`, the last multiply fused with the add.
pub fn addcmul<T: Real>(a: T, t1: T, t2: T, value: f64) -> T {
    T::fma(T::of(value) * t1, t2, a)
}

/// `a.addcdiv_(t1, t2, value=v)`: `a + (v * t1) / t2`, each operation rounded (a division
/// sits between the multiply and the add, so nothing fuses).
pub fn addcdiv<T: Real>(a: T, t1: T, t2: T, value: f64) -> T {
    a + T::of(value) * t1 / t2
}

/// `torch.maximum(a, b)`: a NaN on either side wins.
pub fn maximum<T: Real>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::nan()
    } else if a > b {
        a
    } else {
        b
    }
}

/// `-grad` when maximizing.
pub fn signed<T: Real>(g: T, maximize: bool) -> T {
    if maximize {
        -g
    } else {
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fused_helpers_round_once() {
        // (1 + e)^2 = 1 + 2e + e^2: a separate multiply rounds the e^2 away.
        let e = f32::EPSILON;
        let (x, c) = (1.0 + e, -(1.0 + 2.0 * e));
        assert_eq!(add_alpha(c, x, x as f64), e * e);
        assert_eq!(addcmul(c, x, x, 1.0), e * e);
        assert_eq!(x * x + c, 0.0);
        // lerp's two branches meet their ends exactly.
        assert_eq!(lerp(3.0f32, 7.0, 1.0), 7.0);
        assert_eq!(lerp(3.0f32, 7.0, 0.0), 3.0);
        assert!(maximum(f64::NAN, 1.0).is_nan());
        assert_eq!(addcdiv(1.0f64, 3.0, 4.0, -2.0), -0.5);
    }
}
