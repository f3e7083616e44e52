//! Softmax and log-softmax along a row, bit for bit as PyTorch 2.15's CPU kernels
//! `_vec_softmax_lastdim` and `_vec_log_softmax_lastdim` compute them for float32 (16-lane
//! AVX-512 vectors) and float64 (8 lanes):
//!
//! - the row's max by `vec::reduce_all` with `vec::maximum` (NaN-propagating: any NaN gives
//!   the all-ones NaN), its sum by `vec::reduce_all`/`map_reduce_all` with `+`;
//! - `(x - max).exp()` with `Vectorized::exp`, SLEEF's `exp*_u10`, on every element (the last
//!   partial vector goes through the vector function too);
//! - softmax multiplies by `1 / sum`; log-softmax subtracts the max, then SLEEF's `log` of
//!   the sum.
//!
//! `reduce_all` folds whole vectors lane-wise into one accumulator, the last partial vector
//! into its first lanes only, then folds the lanes: float32 by AVX-512 shuffles (lane i with
//! i^8, then i^4, i^2, i^1), float64 one lane after another (no SIMD specialization); a row
//! shorter than a vector folds its elements one after another. Measured against torch here
//! on rows of every length 1..70 and 127..129, 1000, 4096, and on NaN/inf rows: no bit
//! differs (the row's values and order decide; threads split rows, never a row).

use crate::cpu::sleef::{exp_f32, exp_f64};

/// The element types ATen's vectorized kernel runs on here.
pub trait Lane:
    Copy + PartialOrd + std::ops::Add<Output = Self> + std::ops::Sub<Output = Self>
{
    /// Lanes of one AVX-512 vector.
    const LANES: usize;
    /// Whether `vec_reduce_all` folds the lanes by shuffles (`VecReduceAllSIMD`).
    const TREE: bool;
    /// Whether softmax's last multiply has `1 / sum` as its first source (see `row`).
    const INV_FIRST: bool;
    const ONE: Self;
    fn exp(self) -> Self;
    fn log(self) -> Self;
    fn is_nan(self) -> bool;
    /// The NaN `vec::maximum` writes (all bits set).
    fn all_ones() -> Self;
    fn mul(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
}

impl Lane for f32 {
    const LANES: usize = 16;
    const TREE: bool = true;
    const INV_FIRST: bool = true;
    const ONE: f32 = 1.0;
    fn exp(self) -> f32 {
        exp_f32::expf(self)
    }
    fn log(self) -> f32 {
        exp_f32::logf(self)
    }
    fn is_nan(self) -> bool {
        f32::is_nan(self)
    }
    fn all_ones() -> f32 {
        f32::from_bits(u32::MAX)
    }
    fn mul(self, o: f32) -> f32 {
        self * o
    }
    fn div(self, o: f32) -> f32 {
        self / o
    }
}

impl Lane for f64 {
    const LANES: usize = 8;
    const TREE: bool = false;
    const INV_FIRST: bool = false;
    const ONE: f64 = 1.0;
    fn exp(self) -> f64 {
        exp_f64::exp(self)
    }
    fn log(self) -> f64 {
        exp_f64::log(self)
    }
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
    fn all_ones() -> f64 {
        f64::from_bits(u64::MAX)
    }
    fn mul(self, o: f64) -> f64 {
        self * o
    }
    fn div(self, o: f64) -> f64 {
        self / o
    }
}

/// `vec::maximum` on one lane: `max_ps(a, b)` (b on ties and signed zeros), all-ones NaN
/// if either is NaN.
fn maximum<T: Lane>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::all_ones()
    } else if a > b {
        a
    } else {
        b
    }
}

fn add<T: Lane>(a: T, b: T) -> T {
    a + b
}

/// ATen's `vec::reduce_all(f, data, n)` (see the module doc), `n >= 1`.
fn reduce_all<T: Lane>(data: &[T], f: fn(T, T) -> T) -> T {
    let l = T::LANES;
    if data.len() < l {
        return data[1..].iter().fold(data[0], |acc, &x| f(acc, x));
    }
    let mut acc: Vec<T> = data[..l].to_vec();
    for block in data[l..].chunks(l) {
        // A whole vector updates every lane, the last partial one its first lanes.
        for (a, &x) in acc.iter_mut().zip(block) {
            *a = f(*a, x);
        }
    }
    if !T::TREE {
        return acc[1..].iter().fold(acc[0], |a, &x| f(a, x));
    }
    let mut step = l / 2;
    while step > 0 {
        let prev = acc.clone();
        for (i, a) in acc.iter_mut().enumerate() {
            *a = f(prev[i], prev[i ^ step]);
        }
        step /= 2;
    }
    acc[0]
}

/// One row: `out[i]` of `x[i]`, `out.len() == x.len() >= 1`.
pub fn row<T: Lane>(x: &[T], out: &mut [T], log: bool) {
    let max = reduce_all(x, maximum);
    for (o, &v) in out.iter_mut().zip(x) {
        *o = (v - max).exp();
    }
    let sum = reduce_all(out, add);
    if log {
        let ln = sum.log();
        for (o, &v) in out.iter_mut().zip(x) {
            *o = v - max - ln;
        }
    } else {
        let inv = T::ONE.div(sum);
        for o in out.iter_mut() {
            // Of two NaNs, x86 returns the first source's: the compiled float32 kernel
            // puts `1 / sum` first, the float64 one the element (measured on NaN rows).
            let (a, b) = if T::INV_FIRST { (inv, *o) } else { (*o, inv) };
            *o = if a.is_nan() { a } else { a.mul(b) };
        }
    }
}
