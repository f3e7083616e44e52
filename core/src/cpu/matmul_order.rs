//! The order in which PyTorch's CPU float32 products sum, where it was measured and can be
//! reproduced (PyTorch 2.15 with MKL on x86-64, AVX-512; docs/decisions.md, "Stop 61:
//! float32 products in MKL's order" and "Stop 78: MKL's order for small float32 products"):
//!
//! - `mm`/`addmm`/`matmul` of matrices go to MKL's `sgemm`. Most shapes are one float32
//!   fused multiply-add chain per output from 0 in increasing k (an `addmm` bias is added
//!   once, after), up to K = 384; past it K is cut into blocks (`k_blocks`), each a chain,
//!   the blocks added left to right. Which shapes, by the operands' transposition:
//!   `gemm_order`. A transposed right operand under 16 rows past K = 24 M is a 16-lane
//!   kernel (`lanes16_dot`).
//! - Smaller `sgemm` results with K under 8 multiply, then add, k in order (for a
//!   transposed right operand only up to 4 columns).
//! - `bmm` with fewer than 400 multiply-adds per matrix is ATen's own loop: float32 multiply,
//!   then add, k in order; larger ones are `sgemm` per matrix.
//! - `dot` is MKL's `sdot` (`sdot`).
//!
//! Other shapes (`mv`, single-column products of a row-major left operand, ...) and other
//! dtypes keep one rounding of an f64 sum: MKL's order there was not pinned down, and that
//! is the closest to any order.

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
    /// MKL `sgemm` with K cut into blocks (`k_blocks`): a chain per block, the blocks' sums
    /// added left to right.
    Blocked(Blocks),
    /// MKL's kernel for few rows by a transposed right operand: `lanes16_dot` per output.
    Lanes16,
    /// MKL `sdot`: `sdot` per output.
    Sdot,
}

impl Order {
    /// Whether each output is computed alone from its row and column (not row by row).
    pub fn per_output(self) -> bool {
        matches!(self, Order::Lanes16 | Order::Sdot)
    }
}

/// How `sgemm` cuts K (`k_blocks`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Blocks {
    /// Blocks of 384 while more than two remain, then the rest in two halves.
    Split,
    /// Blocks of 384 to the end.
    Uniform,
    /// Two halves, the larger first: a single row or column on two threads.
    Halves,
}

/// MKL's K block in `sgemm` for this machine's shapes.
const KC: usize = 384;

/// The order of a product of `m x k` by `k x n` matrices of `dtype`; `a_rows`: the left
/// operand's rows are contiguous (not `x.t() @ W`); `b_rows`: the right operand's rows are
/// contiguous (`A @ B`, not `x @ W.t()`); `threads`: PyTorch's thread count
/// (`threads::order_threads`), which changes MKL's split of K.
pub fn order(
    dtype: DType,
    product: Product,
    (m, n, k): (usize, usize, usize),
    (a_rows, b_rows): (bool, bool),
    threads: usize,
) -> Order {
    if dtype != DType::Float32 {
        return Order::Wide;
    }
    match product {
        Product::Batched if (m as u128) * (n as u128) * (k as u128) < 400 => Order::MulAdd,
        Product::Batched if m >= 4 && n >= 12 && k <= 192 => Order::FmaChain,
        Product::Gemm => gemm_order((m, n, k), a_rows, b_rows, threads),
        // On two threads MKL splits K somewhere between 8,000 and 10,000 (not reproduced).
        Product::Dot if threads == 1 || k <= 8000 => Order::Sdot,
        _ => Order::Wide,
    }
}

/// MKL `sgemm`'s order by shape and transposition, as measured (docs/decisions.md, stop 78;
/// each rule held on every output of thousands of random products of mixed magnitudes).
fn gemm_order(
    (m, n, k): (usize, usize, usize),
    a_rows: bool,
    b_rows: bool,
    threads: usize,
) -> Order {
    use Order::*;
    if k < 8 {
        // Stop 61: large results chain; smaller ones multiply then add, except a transposed
        // B wider than 4 columns (orders mixed by column, not pinned down).
        return if m >= 4 && n >= 12 {
            FmaChain
        } else if b_rows || n <= 4 {
            MulAdd
        } else {
            Wide
        };
    }
    // Past K = 384 the blocks were measured on one thread; two threads cut K otherwise
    // for most shapes (not pinned down).
    let blocked = |uniform| match k {
        ..=KC => FmaChain,
        _ if threads != 1 => Wide,
        _ if uniform => Blocked(Blocks::Uniform),
        _ => Blocked(Blocks::Split),
    };
    // A single row or column: one chain on one thread; two threads split K from 256 into
    // halves. Other layouts run vector kernels (not pinned down).
    let single = |chain: bool| match (chain, threads, k) {
        (false, _, _) => Wide,
        (true, 1, _) | (true, _, ..=255) => FmaChain,
        (true, 2, _) => Blocked(Blocks::Halves),
        _ => Wide,
    };
    match (m, n) {
        (1, 1) => return single(true),
        (1, _) => return single(b_rows && n <= 15),
        (_, 1) => return single(!a_rows && m <= 15),
        _ => {}
    }
    match (a_rows, b_rows) {
        (true, true) => blocked(m >= 192 && n >= 192),
        (false, true) if k <= KC || m < 192 || n < 192 => blocked(false),
        (true, false) if m >= 16 => blocked(n >= 192),
        (true, false) => {
            // Under 16 rows: the chain up to K = 24 M, then 16 lanes; 2 or 3 columns (under
            // 12 rows for 3) and 8-11 columns with K under 16 mix kernels.
            if n < 3 || (n == 3 && m < 12) || ((8..=11).contains(&n) && k < 16) {
                Wide
            } else if k < 24 * m {
                FmaChain
            } else {
                Lanes16
            }
        }
        (false, false) if m >= 8 && k <= KC => FmaChain,
        // Stop 61's region (measured on row-major operands; both transposed with 4-7 rows
        // it misses some small K, kept as it was).
        (false, false) if m >= 4 && n >= 12 && k <= 192 => FmaChain,
        _ => Wide,
    }
}

/// MKL's K blocks: `Split`, blocks of `KC` while more than two remain, then the rest in two
/// halves (the larger first); `Uniform` (both sides of the result at least 192, or 192
/// columns of a transposed B), blocks of `KC` to the end; `Halves`, two halves.
pub fn k_blocks(k: usize, blocks: Blocks) -> Vec<usize> {
    let mut sizes = Vec::new();
    let mut rest = k;
    if blocks == Blocks::Halves {
        return vec![k.div_ceil(2), k / 2];
    }
    if blocks == Blocks::Uniform {
        while rest > 0 {
            sizes.push(rest.min(KC));
            rest -= rest.min(KC);
        }
        return sizes;
    }
    while rest > 2 * KC {
        sizes.push(KC);
        rest -= KC;
    }
    if rest > KC {
        sizes.extend([rest.div_ceil(2), rest / 2]);
    } else if rest > 0 {
        sizes.push(rest);
    }
    sizes
}

/// Zero-padded `W`-lane vector of `x[k0..]`.
fn lanes<const W: usize>(x: &[f32], k0: usize) -> [f32; W] {
    let mut v = [0f32; W];
    for (l, e) in v.iter_mut().enumerate() {
        *e = x.get(k0 + l).copied().unwrap_or(0.0);
    }
    v
}

/// `acc[l] = x[l] * y[l] + acc[l]`, fused, over 16 lanes from `k0` (zeros past the end).
fn fma16(acc: &mut [f32; 16], x: &[f32], y: &[f32], k0: usize) {
    let (xv, yv) = (lanes::<16>(x, k0), lanes::<16>(y, k0));
    for l in 0..16 {
        acc[l] = fma_f32(xv[l], yv[l], acc[l]);
    }
}

/// MKL's few-row kernel for `x @ W.t()`: 16 fused lanes over k (lane k % 16, the tail
/// zero-padded), the four quarters of the vector added in order, then (l0 + l1) + (l2 + l3).
pub fn lanes16_dot(x: &[f32], y: &[f32]) -> f32 {
    let mut acc = [0f32; 16];
    for k0 in (0..x.len()).step_by(16) {
        fma16(&mut acc, x, y, k0);
    }
    let q: [f32; 4] = std::array::from_fn(|l| ((acc[l] + acc[l + 4]) + acc[l + 8]) + acc[l + 12]);
    (q[0] + q[1]) + (q[2] + q[3])
}

/// MKL's `sdot` (AVX-512). Under 16 elements: 8 lanes of multiply-then-add (a zero-padded
/// tail), folded l + l4, then adjacent pairs. Else four 16-lane fused accumulators Z0..Z3
/// over blocks of 64, then 32 into Z0, Z1, then 16 and the zero-padded tail into Z0;
/// (Z0 + Z1) + (Z2 + Z3), folded l + l8, l + l4, then adjacent pairs. Measured on every K
/// to 300 and to 5,000 in steps, any alignment; with 2 threads MKL splits K past about
/// 9,000 (not reproduced).
pub fn sdot(x: &[f32], y: &[f32]) -> f32 {
    let k = x.len();
    if k < 16 {
        let mut acc = [0f32; 8];
        for k0 in (0..k).step_by(8) {
            let (xv, yv) = (lanes::<8>(x, k0), lanes::<8>(y, k0));
            for l in 0..8 {
                acc[l] += xv[l] * yv[l];
            }
        }
        let h: [f32; 4] = std::array::from_fn(|l| acc[l] + acc[l + 4]);
        return (h[0] + h[1]) + (h[2] + h[3]);
    }
    let mut z = [[0f32; 16]; 4];
    let mut k0 = 0;
    while k - k0 >= 64 {
        for acc in z.iter_mut() {
            fma16(acc, x, y, k0);
            k0 += 16;
        }
    }
    if k - k0 >= 32 {
        fma16(&mut z[0], x, y, k0);
        fma16(&mut z[1], x, y, k0 + 16);
        k0 += 32;
    }
    while k0 < k {
        // A block of 16, then the zero-padded tail: both into Z0.
        fma16(&mut z[0], x, y, k0);
        k0 += 16;
    }
    let t: [f32; 16] = std::array::from_fn(|l| (z[0][l] + z[1][l]) + (z[2][l] + z[3][l]));
    let h8: [f32; 8] = std::array::from_fn(|l| t[l] + t[l + 8]);
    let h4: [f32; 4] = std::array::from_fn(|l| h8[l] + h8[l + 4]);
    (h4[0] + h4[1]) + (h4[2] + h4[3])
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
        let f32o =
            |p, m, n, k, a_rows, b_rows| order(DType::Float32, p, (m, n, k), (a_rows, b_rows), 1);
        assert_eq!(
            order(DType::Float64, Gemm, (30, 30, 30), (true, true), 1),
            Order::Wide
        );
        assert_eq!(f32o(Gemm, 30, 30, 30, true, true), Order::FmaChain);
        assert_eq!(f32o(Gemm, 3, 30, 7, true, true), Order::MulAdd);
        assert_eq!(f32o(Gemm, 30, 3, 4, true, false), Order::MulAdd);
        assert_eq!(f32o(Gemm, 3, 30, 4, true, false), Order::Wide);
        // Stop 78: Linear(16, 4) on 8 rows; 1 x K rows; past K = 384.
        assert_eq!(f32o(Gemm, 8, 4, 16, true, false), Order::FmaChain);
        assert_eq!(f32o(Gemm, 1, 1, 784, true, false), Order::FmaChain);
        assert_eq!(f32o(Gemm, 1, 10, 784, true, true), Order::FmaChain);
        assert_eq!(f32o(Gemm, 1, 10, 784, true, false), Order::Wide);
        assert_eq!(f32o(Gemm, 30, 1, 30, true, true), Order::Wide);
        assert_eq!(f32o(Gemm, 4, 4, 100, true, false), Order::Lanes16);
        assert_eq!(f32o(Gemm, 4, 4, 95, true, false), Order::FmaChain);
        assert_eq!(
            f32o(Gemm, 64, 512, 784, true, false),
            Order::Blocked(Blocks::Uniform)
        );
        assert_eq!(
            f32o(Gemm, 64, 10, 512, true, false),
            Order::Blocked(Blocks::Split)
        );
        assert_eq!(f32o(Batched, 3, 4, 5, true, true), Order::MulAdd);
        assert_eq!(f32o(Batched, 30, 30, 30, true, true), Order::FmaChain);
        assert_eq!(f32o(Vector, 30, 1, 30, true, true), Order::Wide);
        assert_eq!(f32o(Dot, 1, 1, 30, true, true), Order::Sdot);
    }

    #[test]
    fn k_blocks_split_the_rest_in_halves() {
        assert_eq!(k_blocks(384, Blocks::Split), vec![384]);
        assert_eq!(k_blocks(512, Blocks::Split), vec![256, 256]);
        assert_eq!(k_blocks(785, Blocks::Split), vec![384, 201, 200]);
        assert_eq!(k_blocks(1000, Blocks::Split), vec![384, 308, 308]);
        assert_eq!(k_blocks(784, Blocks::Uniform), vec![384, 384, 16]);
        assert_eq!(k_blocks(301, Blocks::Halves), vec![151, 150]);
        let two = |m, n, k| order(DType::Float32, Product::Gemm, (m, n, k), (true, true), 2);
        assert_eq!(two(1, 4, 255), Order::FmaChain);
        assert_eq!(two(1, 4, 256), Order::Blocked(Blocks::Halves));
        assert_eq!(two(4, 4, 512), Order::Wide);
    }

    /// Bits PyTorch 2.15 (MKL, AVX-512) gave for `torch.dot` and a 1 x 16 product of these
    /// vectors (probe 78's repro).
    #[test]
    fn sdot_and_chain_match_recorded_bits() {
        let h = [
            0.0f32,
            0.365_580_4,
            0.0,
            0.230_671_11,
            0.0,
            0.0,
            0.063_754_99,
            0.148_085_65,
            0.0,
            0.0,
            0.0,
            0.0,
            0.0,
            0.102_509_74,
            0.145_426_42,
            0.072_897_45,
        ];
        let w = [
            -0.100_168_41f32,
            -0.230_411_41,
            -0.181_914_78,
            0.234_640_27,
            0.145_765_27,
            0.134_287_77,
            0.138_935_8,
            -0.198_619_75,
            0.026_254_803,
            0.232_678_65,
            -0.139_521_48,
            0.222_398_58,
            0.065_709_62,
            0.175_885_89,
            -0.107_096_91,
            0.115_254_43,
        ];
        let chain = h
            .iter()
            .zip(&w)
            .fold(0f32, |acc, (a, b)| fma_f32(*a, *b, acc));
        assert_eq!(chain.to_bits() as i32, -1121776471);
        assert_eq!(sdot(&h, &w).to_bits() as i32, -1121776471);
    }
}
