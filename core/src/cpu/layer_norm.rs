//! `F.layer_norm`'s forward for float32/float64, bit for bit as PyTorch 2.15's CPU kernel
//! (`LayerNormKernelImplInternal` with `RowwiseMoments`) computes it on this machine.
//!
//! Measured, not only read: that kernel runs with 256-bit vectors even on AVX-512 (8 float
//! or 4 double lanes; 16 lanes miss the mean on 70% of rows of 8), and GCC fused some of
//! its multiply-adds and not others. The form below agrees with torch on every element,
//! mean and rstd over rows of 1..70, 127..129, 255..257, 300, 513, 1000, 2049, 4096 and 5000,
//! with and without weight and bias, float32 and float64:
//!
//! - per lane, Welford over chunks of 16 vectors: `m1 = fma(d, 1/(j+1), m1)`,
//!   `m2 = fma(d, x - m1, m2)`;
//! - chunks merged on a binary-counter stack (`AddMomentsVec`): `m1 += c * delta`,
//!   `m2 = fma(delta, delta * (c * m0), m2 + m2_add)`;
//! - the elements past the last whole vector by scalar Welford (`m1 += d / k`,
//!   `m2 += d * (x - m1)`, unfused), then the lanes merged into it one by one
//!   (`AddMoments`: `m1 = fma(c, delta, m1)`, `m2 += fma(delta * delta * c, m0, m2_add)`);
//! - `rstd = 1 / sqrt(var + eps)` in the dtype (eps rounded to it);
//! - `y = fma((x - mean) * rstd, weight, bias)` with a weight, `fma(x - mean, rstd, bias)`
//!   without (bias 0 when absent).

use super::lock;
use crate::dtype::DType;
use crate::error::Result;
use crate::iter::LoopNest;
use crate::kernels::KernelCall;

trait Float:
    Copy
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
{
    /// Lanes of one 256-bit vector.
    const LANES: usize;
    const ZERO: Self;
    const ONE: Self;
    fn of(v: f64) -> Self;
    fn fma(self, b: Self, c: Self) -> Self;
    fn sqrt(self) -> Self;
}

impl Float for f32 {
    const LANES: usize = 8;
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
    fn of(v: f64) -> f32 {
        v as f32
    }
    fn fma(self, b: f32, c: f32) -> f32 {
        crate::cpu::sleef::fma(self, b, c)
    }
    fn sqrt(self) -> f32 {
        f32::sqrt(self)
    }
}

impl Float for f64 {
    const LANES: usize = 4;
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    fn of(v: f64) -> f64 {
        v
    }
    fn fma(self, b: f64, c: f64) -> f64 {
        self.mul_add(b, c)
    }
    fn sqrt(self) -> f64 {
        f64::sqrt(self)
    }
}

/// Count, mean and M2 of one vector lane per entry.
#[derive(Clone)]
struct Moments<T> {
    m0: i64,
    m1: Vec<T>,
    m2: Vec<T>,
}

impl<T: Float> Moments<T> {
    fn zero() -> Self {
        Moments {
            m0: 0,
            m1: vec![T::ZERO; T::LANES],
            m2: vec![T::ZERO; T::LANES],
        }
    }

    /// `AddMomentsVec(add → self)`.
    fn absorb(&mut self, add: &Moments<T>) {
        let n = self.m0 + add.m0;
        let c = if n == 0 {
            T::ZERO
        } else {
            T::of(add.m0 as f64) / T::of(n as f64)
        };
        let cm0 = c * T::of(self.m0 as f64);
        for l in 0..T::LANES {
            let delta = add.m1[l] - self.m1[l];
            self.m1[l] = self.m1[l] + c * delta;
            self.m2[l] = delta.fma(delta * cm0, self.m2[l] + add.m2[l]);
        }
        self.m0 = n;
    }
}

/// ATen's `utils::CeilLog2` (1 for 0, 1 and 2).
fn ceil_log2(x: usize) -> usize {
    if x <= 2 {
        1
    } else {
        (usize::BITS - (x - 1).leading_zeros()) as usize
    }
}

/// `RowwiseMoments(x)`: the mean and the biased variance.
fn rowwise_moments<T: Float>(x: &[T]) -> (T, T) {
    const CHUNK: usize = 16;
    let l = T::LANES;
    let n = x.len() / l;
    let m = n.div_ceil(CHUNK);
    let depth = ceil_log2(m);
    let mut stack = vec![Moments::<T>::zero(); depth];
    for i in 0..m {
        let k = CHUNK.min(n - i * CHUNK);
        let mut chunk = Moments::<T>::zero();
        chunk.m0 = k as i64;
        for j in 0..k {
            let c = T::ONE / T::of((j + 1) as f64);
            let base = (i * CHUNK + j) * l;
            for lane in 0..l {
                let v = x[base + lane];
                let d = v - chunk.m1[lane];
                chunk.m1[lane] = d.fma(c, chunk.m1[lane]);
                chunk.m2[lane] = d.fma(v - chunk.m1[lane], chunk.m2[lane]);
            }
        }
        stack[0].absorb(&chunk);
        let mut mask = i + 1;
        let mut j = 1;
        while j < depth && mask & 1 == 0 {
            let below = std::mem::replace(&mut stack[j - 1], Moments::zero());
            stack[j].absorb(&below);
            mask >>= 1;
            j += 1;
        }
    }
    for i in 1..depth {
        let upper = stack[i].clone();
        stack[0].absorb(&upper);
    }
    let (mut m0, mut m1, mut m2) = (0i64, T::ZERO, T::ZERO);
    for &v in &x[n * l..] {
        let d = v - m1;
        m0 += 1;
        m1 = m1 + d / T::of(m0 as f64);
        m2 = m2 + d * (v - m1);
    }
    for lane in 0..l {
        // `AddMoments(n, lane mean, lane M2 → the scalar moments)`.
        let total = m0 + n as i64;
        let c = if total == 0 {
            T::ZERO
        } else {
            T::of(n as f64) / T::of(total as f64)
        };
        let delta = stack[0].m1[lane] - m1;
        m1 = c.fma(delta, m1);
        m2 = m2 + (delta * delta * c).fma(T::of(m0 as f64), stack[0].m2[lane]);
        m0 = total;
    }
    (m1, m2 / T::of(x.len() as f64))
}

/// Operands: output, input (contiguous, rows of `n`), then the weight and the bias as
/// `weight`/`bias` say (any layout, `n` elements each).
pub fn layer_norm(
    call: &KernelCall,
    n: usize,
    eps: f64,
    weight: bool,
    bias: bool,
) -> Result<Option<LoopNest>> {
    let dt = call.operands[1].dtype();
    let l = lock(call.operands)?;
    let params: Vec<Vec<usize>> = call.operands[2..]
        .iter()
        .map(|o| o.layout.storage_indices().collect())
        .collect();
    let (out, inp) = (&call.operands[0], &call.operands[1]);
    let (oo, io) = (out.layout.offset(), inp.layout.offset());
    let rows = inp.layout.numel().checked_div(n).unwrap_or(0);
    // SAFETY: `lock` checked every layout; the input and the output are contiguous with
    // `rows * n` elements, the parameters' offsets come from their own layouts.
    unsafe {
        match dt {
            DType::Float32 => {
                run_rows::<f32>(&l.ptrs, (oo, io), &params, rows, n, eps, (weight, bias))
            }
            _ => run_rows::<f64>(&l.ptrs, (oo, io), &params, rows, n, eps, (weight, bias)),
        }
    }
    Ok(None)
}

/// # Safety
/// As `layer_norm`'s block.
unsafe fn run_rows<T: Float>(
    ptrs: &[*mut u8],
    (oo, io): (usize, usize),
    params: &[Vec<usize>],
    rows: usize,
    n: usize,
    eps: f64,
    (weight, bias): (bool, bool),
) {
    let read = |k: usize| -> Vec<T> {
        let p = ptrs[k] as *const T;
        // SAFETY: the caller's.
        params[k - 2]
            .iter()
            .map(|&o| unsafe { *p.add(o) })
            .collect()
    };
    let w = weight.then(|| read(2));
    let b = bias.then(|| read(2 + weight as usize));
    let eps = T::of(eps);
    let (pi, po) = (ptrs[1] as *const T, ptrs[0] as *mut T);
    for r in 0..rows {
        // SAFETY: the caller's.
        let x = unsafe { std::slice::from_raw_parts(pi.add(io + r * n), n) };
        let (mean, var) = rowwise_moments(x);
        let rstd = T::ONE / (var + eps).sqrt();
        for (j, &v) in x.iter().enumerate() {
            let beta = b.as_ref().map_or(T::ZERO, |b| b[j]);
            let y = match &w {
                Some(w) => ((v - mean) * rstd).fma(w[j], beta),
                None => (v - mean).fma(rstd, beta),
            };
            // SAFETY: the caller's.
            unsafe { *po.add(oo + r * n + j) = y };
        }
    }
}
