//! Counter-based random fills (`Kernel::Random`): element i (in logical row-major order) takes
//! Philox draw `offset + i`, so the values depend on the seed and the shape, never on the
//! strides or the device. This is the wgpu device's generator; the CPU runs it as the
//! reference its WGSL kernel is checked against, and for the fills the GPU leaves to the host.
//! CPU tensors draw from PyTorch's Mersenne Twister instead (`cpu::sample`).

use super::philox::{normal, unit_f32, words};
use super::{lock, with_dtype};
use crate::dtype::DType;
use crate::element::Element;
use crate::error::Result;
use crate::iter::LoopNest;
use crate::kernels::{KernelCall, RandomDist};

/// The value of draw `index` of stream `seed` under `dist` (`p` for a per-element Bernoulli).
pub fn draw(dist: RandomDist, seed: u64, index: u64, p: f64) -> f64 {
    let w = words(seed, index);
    let bits = ((w[1] as u64) << 32) | w[0] as u64;
    let u = unit_f32(w[0]);
    match dist {
        RandomDist::Uniform { low, high } => low + (high - low) * u,
        RandomDist::Normal { mean, std } => mean + std * normal(w[0], w[1]),
        RandomDist::Bernoulli { p } => (u < p) as u8 as f64,
        RandomDist::BernoulliTensor => (u < p) as u8 as f64,
        RandomDist::RandInt { base, range } => match range {
            0 => bits as i64 as f64,
            r => (bits % r).wrapping_add(base as u64) as i64 as f64,
        },
        RandomDist::RandomBits => (bits % (1 << 24)) as f64,
        RandomDist::Exponential { lambda } => -(1.0 - u).ln() / lambda,
        RandomDist::Geometric { p } => ((1.0 - u).ln() / (1.0 - p).ln()).ceil(),
        RandomDist::LogNormal { mean, std } => (mean + std * normal(w[0], w[1])).exp(),
        RandomDist::Cauchy { median, sigma } => {
            median + sigma * (std::f64::consts::PI * (u - 0.5)).tan()
        }
    }
}

pub fn fill(
    call: &KernelCall,
    dist: RandomDist,
    seed: u64,
    offset: u64,
) -> Result<Option<LoopNest>> {
    let out = &call.operands[0];
    let dt = out.dtype();
    let l = lock(call.operands)?;
    // Probabilities of a per-element Bernoulli (operand 1, same shape), read in the same
    // logical order as the output.
    let probs: Vec<f64> = match call.operands.get(1) {
        Some(pr) => {
            // SAFETY: `lock` checked operand 1's layout against its storage.
            unsafe {
                with_dtype!(pr.dtype(), P => {
                    let q = l.ptrs[1] as *const P;
                    pr.layout.storage_indices().map(|o| (*q.add(o)).to_f64()).collect()
                })
            }
        }
        None => Vec::new(),
    };
    if probs.iter().any(|p| !(0.0..=1.0).contains(p)) {
        return Err(crate::error::runtime(crate::kernels::BERNOULLI_P_RANGE));
    }
    // SAFETY: `lock` checked the layout against the storage, and the cast matches the dtype.
    unsafe {
        with_dtype!(dt, T => {
            let p = l.ptrs[0] as *mut T;
            for (i, o) in out.layout.storage_indices().enumerate() {
                let pi = probs.get(i).copied().unwrap_or(0.0);
                let v = draw(dist, seed, offset + i as u64, pi);
                *p.add(o) = if dt == DType::Int64 {
                    T::from_i64(v as i64)
                } else {
                    T::from_f64(v)
                };
            }
        });
    }
    Ok(None)
}
