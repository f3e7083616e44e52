//! Random fills: element i (in logical row-major order) takes Philox draw `offset + i`, so the
//! values depend on the seed and the shape, never on the strides or the device.

use super::philox::{normal, unit_f32, words};
use super::{lock, with_dtype};
use crate::element::Element;
use crate::error::Result;
use crate::iter::LoopNest;
use crate::kernels::{KernelCall, RandomDist};

/// The value of draw `index` of stream `seed` under `dist`.
pub fn draw(dist: RandomDist, seed: u64, index: u64) -> f64 {
    let w = words(seed, index);
    match dist {
        RandomDist::Uniform { low, high } => low + (high - low) * unit_f32(w[0]),
        RandomDist::Normal { mean, std } => mean + std * normal(w[0], w[1]),
        RandomDist::Bernoulli { p } => (unit_f32(w[0]) < p) as u8 as f64,
        RandomDist::RandInt { low, high } => {
            let span = (high - low) as u64;
            let r = ((w[1] as u64) << 32) | w[0] as u64;
            (low + (r % span.max(1)) as i64) as f64
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
    // SAFETY: `lock` checked the layout against the storage, and the cast matches the dtype.
    unsafe {
        with_dtype!(dt, T => {
            let p = l.ptrs[0] as *mut T;
            for (i, o) in out.layout.storage_indices().enumerate() {
                *p.add(o) = T::from_f64(draw(dist, seed, offset + i as u64));
            }
        });
    }
    Ok(None)
}
