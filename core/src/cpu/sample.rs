//! Random fills from PyTorch's CPU generator (`Kernel::Sample`): the generator is locked for
//! the whole fill and elements take their draws one after another in the loop plan's order,
//! as PyTorch's `cpu_serial_kernel` does, so `x.T.normal_()` fills memory order, not the
//! logical one. Float32/64 normal fills of 16 or more contiguous elements take PyTorch's
//! vectorised path instead (`normal_fill`), which draws every uniform first.

use super::{lock, with_dtype};
use crate::dtype::DType;
use crate::element::Element;
use crate::error::{runtime, Result};
use crate::iter::{LoopNest, LoopPlan};
use crate::kernels::{KernelCall, RandomDist};
use crate::random::distributions as dist;
use crate::random::{CpuGenerator, GeneratorHandle};

pub fn fill(call: &KernelCall, d: RandomDist, gen: &GeneratorHandle) -> Result<Option<LoopNest>> {
    let out = &call.operands[0];
    let dt = out.dtype();
    let mut g = gen.lock();
    let l = lock(call.operands)?;
    let layouts: Vec<&crate::Layout> = call.operands.iter().map(|o| &o.layout).collect();
    let plan = LoopPlan::new(out.layout.shape(), &layouts);
    if let RandomDist::Normal { mean, std } = d {
        if out.layout.numel() >= 16 && out.layout.is_contiguous() {
            let (start, n) = (out.layout.offset(), out.layout.numel());
            // SAFETY: `lock` checked that the contiguous layout lies inside the storage, and
            // the element type matches the dtype; no other reference to it exists meanwhile.
            unsafe {
                match dt {
                    DType::Float32 => {
                        let s =
                            std::slice::from_raw_parts_mut((l.ptrs[0] as *mut f32).add(start), n);
                        dist::normal_fill(&mut g, s, mean as f32, std as f32);
                    }
                    DType::Float64 => {
                        let s =
                            std::slice::from_raw_parts_mut((l.ptrs[0] as *mut f64).add(start), n);
                        dist::normal_fill(&mut g, s, mean, std);
                    }
                    DType::Float16 | DType::BFloat16 => {
                        let mut wide = vec![dist::LibmF32::default(); n];
                        let (m, s) = (dist::LibmF32(mean as f32), dist::LibmF32(std as f32));
                        dist::normal_fill_blockwise(&mut g, &mut wide, m, s);
                        with_dtype!(dt, T => {
                            let p = (l.ptrs[0] as *mut T).add(start);
                            for (i, v) in wide.iter().enumerate() {
                                *p.add(i) = T::from_f64(v.0 as f64);
                            }
                        });
                    }
                    other => return Err(runtime(format!("normal_ of {}", other.name()))),
                }
            }
            return Ok(None);
        }
    }
    let p_dtype = call.operands.get(1).map(|o| o.dtype());
    // SAFETY: `lock` checked every layout against its storage and the casts match the dtypes;
    // the plan's offsets stay inside those layouts.
    unsafe {
        with_dtype!(dt, T => {
            let p = l.ptrs[0] as *mut T;
            match d {
                RandomDist::BernoulliTensor => {
                    let probs = l.ptrs[1];
                    let double = p_dtype == Some(DType::Float64);
                    // PyTorch checks each probability as it reaches it: the elements before
                    // a bad one are drawn (and the generator moved), then the op fails.
                    let mut bad = false;
                    plan.for_each_element(|o| {
                        if bad {
                            return;
                        }
                        let pv = if double {
                            *(probs as *const f64).add(o[1])
                        } else {
                            *(probs as *const f32).add(o[1]) as f64
                        };
                        if !(0.0..=1.0).contains(&pv) {
                            bad = true;
                            return;
                        }
                        let hit = if double {
                            dist::bernoulli_f64(&mut g, pv)
                        } else {
                            dist::bernoulli_f32(&mut g, pv as f32)
                        };
                        *p.add(o[0]) = T::from_f64(hit as u8 as f64);
                    });
                    if bad {
                        return Err(runtime(crate::kernels::BERNOULLI_P_RANGE));
                    }
                }
                _ => {
                    let mut draw = drawer::<T>(dt, d);
                    plan.for_each_element(|o| *p.add(o[0]) = draw(&mut g));
                }
            }
        });
    }
    Ok(None)
}

/// One element's draw for a dtype: the draw width and transform PyTorch's kernel uses for it.
fn drawer<T: Element>(dt: DType, d: RandomDist) -> Box<dyn FnMut(&mut CpuGenerator) -> T> {
    // The 16-bit floats draw as float32 does and round (measured against PyTorch 2.15).
    let float32 = matches!(dt, DType::Float32 | DType::Float16 | DType::BFloat16);
    match d {
        RandomDist::Uniform { low, high } if float32 => {
            let (lo, hi) = (low as f32, high as f32);
            // A draw just below `to` can round up to it in 16 bits; PyTorch keeps [from, to)
            // half-open by giving `from` instead (measured on bfloat16 `uniform_(0.1, 0.3)`).
            let (from, to) = (T::from_f64(low), T::from_f64(high));
            let reduced = dt.is_reduced_float();
            Box::new(move |g| {
                let v = T::from_f64(dist::uniform_f32(g, lo, hi) as f64);
                if reduced && v == to {
                    from
                } else {
                    v
                }
            })
        }
        RandomDist::Uniform { low, high } => {
            Box::new(move |g| T::from_f64(dist::uniform_f64(g, low, high)))
        }
        RandomDist::Normal { mean, std } => {
            Box::new(move |g| T::from_f64(dist::normal_f64(g, mean, std)))
        }
        RandomDist::Bernoulli { p } => {
            Box::new(move |g| T::from_f64(dist::bernoulli_f64(g, p) as u8 as f64))
        }
        RandomDist::Exponential { lambda } => {
            Box::new(move |g| T::from_f64(dist::exponential(g, lambda)))
        }
        RandomDist::Geometric { p } => Box::new(move |g| T::from_f64(dist::geometric(g, p))),
        RandomDist::LogNormal { mean, std } => {
            Box::new(move |g| T::from_f64(dist::log_normal(g, mean, std)))
        }
        RandomDist::Cauchy { median, sigma } => {
            Box::new(move |g| T::from_f64(dist::cauchy(g, median, sigma)))
        }
        RandomDist::RandInt { base, range } => {
            let wide = matches!(dt, DType::Int64 | DType::Float32 | DType::Float64);
            if range == 0 {
                Box::new(move |g| T::from_i64(g.random64() as i64))
            } else {
                Box::new(move |g| T::from_i64(dist::int_from_to(g, range, base, wide)))
            }
        }
        RandomDist::RandomBits => Box::new(move |g| T::from_i64(random_bits(g, dt))),
        RandomDist::BernoulliTensor => Box::new(|_| T::from_f64(0.0)),
    }
}

/// `random_()` without bounds (`uniform_int_distribution`): the dtype's range, from 0.
fn random_bits(g: &mut CpuGenerator, dt: DType) -> i64 {
    match dt {
        DType::Bool => (g.random() & 1) as i64,
        DType::UInt8 => (g.random() % 256) as i64,
        DType::Int8 => (g.random() % 128) as i64,
        DType::Int16 => (g.random() % (1 << 15)) as i64,
        // Floats draw up to 2**digits (significand bits, the hidden one counted).
        DType::Float16 => (g.random() % ((1 << 11) + 1)) as i64,
        DType::BFloat16 => (g.random() % ((1 << 8) + 1)) as i64,
        DType::Int32 => (g.random() % (1 << 31)) as i64,
        DType::Int64 => (g.random64() % (1 << 63)) as i64,
        DType::Float32 => (g.random() as u64 % ((1 << 24) + 1)) as i64,
        DType::Float64 => (g.random64() % ((1 << 53) + 1)) as i64,
        DType::UInt16 => (g.random() % (1 << 16)) as i64,
        DType::UInt32 => g.random() as i64,
        DType::UInt64 => g.random64() as i64,
        // Refused before it gets here (`crate::limited`): no random fill of 8-bit floats.
        _ => 0,
    }
}
