//! The order in which PyTorch's CPU float32 products sum, where it was measured and can be
//! reproduced (PyTorch 2.15 with MKL on x86-64; docs/decisions.md, "Stop 61: float32
//! products in MKL's order"):
//!
//! - `mm`/`addmm`/`matmul` of matrices go to MKL's `sgemm`. With at least 4 rows and 12
//!   columns in the result and K up to 192, each output is a float32 fused multiply-add
//!   chain from 0 in increasing k (an `addmm` bias is added to it once, after). Past
//!   K = 192 MKL cuts K into blocks, a rule that held for large results but not for all
//!   small ones, so those stay wide.
//! - Smaller `sgemm` results with K under 8 multiply, then add, k in order (for a
//!   transposed right operand only up to 4 columns).
//! - `bmm` with fewer than 400 multiply-adds per matrix is ATen's own loop: float32 multiply,
//!   then add, k in order; larger ones are `sgemm` per matrix.
//!
//! Other shapes (fewer rows or columns, `mv`, `dot`) and other dtypes keep one rounding of
//! an f64 sum: MKL's order there was not pinned down, and that is the closest to any order.

use crate::dtype::DType;
use crate::kernels::Product;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Order {
    /// One rounding of the f64 sum.
    Wide,
    /// MKL `sgemm`: one float32 fused multiply-add chain per output, k in order.
    FmaChain,
    /// ATen's small-`bmm` loop: multiply, round, add, round.
    MulAdd,
}

/// The order of a product of `m x k` by `k x n` matrices of `dtype`; `b_rows`: the right
/// operand's rows are contiguous (`A @ B`, not `x @ W.t()`).
pub fn order(dtype: DType, product: Product, m: usize, n: usize, k: usize, b_rows: bool) -> Order {
    if dtype != DType::Float32 {
        return Order::Wide;
    }
    // Past K = 192 MKL cuts K into blocks, a rule matched for large results but not for
    // every small one (docs/decisions.md): those products stay wide.
    let gemm_shape = m >= 4 && n >= 12 && k <= 192;
    match product {
        Product::Batched if (m as u128) * (n as u128) * (k as u128) < 400 => Order::MulAdd,
        Product::Gemm | Product::Batched if gemm_shape => Order::FmaChain,
        // Below 4 x 12, with K under 8, MKL multiplies then adds, k in order: always for
        // row-major B, and for a transposed B with at most 4 columns (wider ones mix
        // orders by column: measured, not pinned down).
        Product::Gemm if k < 8 && (b_rows || n <= 4) => Order::MulAdd,
        _ => Order::Wide,
    }
}

/// One step of a row of products: `part[j] (+)= a * c[j]` in the order's rounding.
pub type RowUpdate = unsafe fn(&mut [f32], f32, &[f32]);

/// The row step of `order` (not `Wide`), using the processor's fused multiply-add where
/// it has one (the same result as the exact emulation, faster).
pub fn row_update(order: Order) -> RowUpdate {
    match order {
        Order::MulAdd => mul_then_add_row,
        _ => fma_row(),
    }
}

/// Multiply, round, add, round (Rust never fuses `a + b * c`).
unsafe fn mul_then_add_row(part: &mut [f32], a: f32, c: &[f32]) {
    for (r, &x) in part.iter_mut().zip(c) {
        *r += a * x;
    }
}

#[cfg(not(target_arch = "aarch64"))]
unsafe fn fma_row_emulated(part: &mut [f32], a: f32, c: &[f32]) {
    for (r, &x) in part.iter_mut().zip(c) {
        *r = fma_f32(a, x, *r);
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma_row_x86(part: &mut [f32], a: f32, c: &[f32]) {
    for (r, &x) in part.iter_mut().zip(c) {
        *r = a.mul_add(x, *r);
    }
}

#[cfg(target_arch = "aarch64")]
fn fma_row() -> RowUpdate {
    // Every aarch64 processor fuses: `mul_add` is one instruction.
    unsafe fn native(part: &mut [f32], a: f32, c: &[f32]) {
        for (r, &x) in part.iter_mut().zip(c) {
            *r = a.mul_add(x, *r);
        }
    }
    native
}

#[cfg(not(target_arch = "aarch64"))]
fn fma_row() -> RowUpdate {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("fma") {
        return fma_row_x86;
    }
    fma_row_emulated
}

/// `a * b + c` rounded once to float32 (a fused multiply-add), computed exactly in f64 on
/// every target: the product of two floats is exact in f64; the sum is rounded to odd
/// (exact to within one f64 ulp, the last bit recording inexactness), which rounds to the
/// correct float32 since f64 carries more than 24 + 2 bits.
#[inline]
pub fn fma_f32(a: f32, b: f32, c: f32) -> f32 {
    let p = a as f64 * b as f64;
    let c = c as f64;
    let s = p + c;
    if !s.is_finite() {
        return s as f32;
    }
    // Two-sum: the rounding error of p + c.
    let bb = s - p;
    let e = (p - (s - bb)) + (c - bb);
    let bits = s.to_bits();
    let odd = if e != 0.0 && bits & 1 == 0 {
        // Step one ulp toward the exact value: away from zero when e has s's sign.
        if (e > 0.0) == (s > 0.0) {
            f64::from_bits(bits + 1)
        } else {
            f64::from_bits(bits - 1)
        }
    } else {
        s
    };
    odd as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exact value of a * b + c, rounded to f32 by comparing with its neighbours, for
    /// small integers scaled by powers of two (where f64 holds it exactly).
    #[test]
    fn fused_multiply_add_rounds_once() {
        // 1 + 2^-24 is a tie between 1 and 1 + 2^-23; with a tiny extra it must round up,
        // which two roundings (to f64, then to f32) would not see when the extra is lost.
        let a = 1.0 + f32::EPSILON; // 1 + 2^-23
        let b = 1.0 + f32::EPSILON;
        // a * b = 1 + 2^-22 + 2^-46: exact in f64.
        let c = -(2.0f32.powi(-22));
        // a * b + c = 1 + 2^-46: rounds to 1.0 in f32.
        assert_eq!(fma_f32(a, b, c), 1.0);
        // A tie broken by a far smaller term: 2^-24 + 2^-80 above 1.
        let x = 1.0f32 + 2.0f32.powi(-23);
        assert_eq!(fma_f32(1.0, 1.0, 0.0), 1.0);
        assert_eq!(fma_f32(x, 1.0, -1.0), 2.0f32.powi(-23));
        // Agrees with the hardware/libm fused multiply-add on a spread of values.
        let mut v = 0.1f32;
        for i in 0..10_000 {
            let a = v * (1.0 + i as f32 * 1e-3);
            let b = 1.0 / (v + 0.37);
            let c = -(a * b) * 0.999_999;
            assert_eq!(fma_f32(a, b, c), a.mul_add(b, c), "{a} {b} {c}");
            v = (v * 1.618_034).fract() + 0.01;
        }
    }

    #[test]
    fn only_float32_products_of_measured_shapes_change_order() {
        use Product::*;
        assert_eq!(order(DType::Float64, Gemm, 30, 30, 30, true), Order::Wide);
        assert_eq!(
            order(DType::Float32, Gemm, 30, 30, 30, true),
            Order::FmaChain
        );
        assert_eq!(order(DType::Float32, Gemm, 3, 30, 30, true), Order::Wide);
        assert_eq!(order(DType::Float32, Gemm, 3, 30, 7, true), Order::MulAdd);
        assert_eq!(order(DType::Float32, Gemm, 30, 3, 4, false), Order::MulAdd);
        assert_eq!(order(DType::Float32, Gemm, 3, 30, 4, false), Order::Wide);
        assert_eq!(order(DType::Float32, Gemm, 30, 11, 30, true), Order::Wide);
        assert_eq!(order(DType::Float32, Gemm, 30, 30, 193, true), Order::Wide);
        assert_eq!(order(DType::Float32, Batched, 3, 4, 5, true), Order::MulAdd);
        assert_eq!(
            order(DType::Float32, Batched, 30, 30, 30, true),
            Order::FmaChain
        );
        assert_eq!(order(DType::Float32, Vector, 30, 1, 30, true), Order::Wide);
    }
}
