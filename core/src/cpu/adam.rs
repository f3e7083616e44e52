//! The fused Adam step on the CPU: one pass over param, grad and state, in place, through
//! each operand's strides. Every operation is the one the unfused step runs, in the same
//! order and precision, so `fused=True` gives the same bits as the single-tensor step.

use super::elementwise::lerp;
use super::lock;
use crate::dtype::DType;
use crate::element::Float;
use crate::error::{runtime, Result};
use crate::iter::{LoopNest, LoopPlan};
use crate::kernels::{AdamStep, KernelCall};

pub fn step(call: &KernelCall, h: &AdamStep) -> Result<Option<LoopNest>> {
    let n_state = if h.amsgrad { 4 } else { 3 };
    if call.n_outputs != n_state || call.operands.len() != n_state + 1 {
        return Err(runtime(
            "internal error: adam_step takes its state and a grad",
        ));
    }
    let dt = call.operands[0].dtype();
    if call.operands.iter().any(|o| o.dtype() != dt) {
        return Err(runtime(
            "adam_step: param, grad and state must share a dtype",
        ));
    }
    let layouts: Vec<&crate::layout::Layout> = call.operands.iter().map(|o| &o.layout).collect();
    let plan = LoopPlan::new(&call.shape, &layouts);
    let l = lock(call.operands)?;
    // SAFETY: `lock` checked every layout against its storage; the casts match `dt`.
    unsafe {
        match dt {
            DType::Float32 => run::<f32>(&plan, &l.ptrs, h),
            DType::Float64 => run::<f64>(&plan, &l.ptrs, h),
            d => {
                return Err(runtime(format!(
                    "adam_step: expected a floating point parameter, got {}",
                    d.name()
                )))
            }
        }
    }
    Ok(plan.traced_nest())
}

/// # Safety
/// Each pointer holds every offset `plan` produces for its operand.
unsafe fn run<T: Float>(plan: &LoopPlan, p: &[*mut u8], h: &AdamStep) {
    let c = |v: f64| T::from_f64(v);
    let (w, b2, omb2, eps) = (c(h.lerp_weight), c(h.beta2), c(h.one_minus_beta2), c(h.eps));
    let (wd, decay, step, bc2) = (
        c(h.weight_decay),
        c(h.decay_factor),
        c(-h.step_size),
        c(h.bc2_sqrt),
    );
    let param = p[0] as *mut T;
    let (m_ptr, v_ptr) = (p[1] as *mut T, p[2] as *mut T);
    let (max_ptr, g_ptr) = if h.amsgrad {
        (p[3] as *mut T, p[4] as *const T)
    } else {
        (std::ptr::null_mut(), p[3] as *const T)
    };
    let gi = if h.amsgrad { 4 } else { 3 };
    // One flat unit-stride loop over four distinct buffers (any common layout coalesces to
    // this: contiguous, transposed or permuted alike): slices let the compiler vectorize,
    // and every operation below is the same one, in the same order, as the general loop.
    let distinct = p[..4]
        .iter()
        .enumerate()
        .all(|(i, a)| p[..i].iter().all(|b| b != a));
    if !h.amsgrad
        && distinct
        && plan.shape.len() <= 1
        && plan
            .strides
            .iter()
            .all(|s| s.first().is_none_or(|&x| x == 1))
    {
        let n = plan.numel;
        let o = &plan.offsets;
        // SAFETY: `lock` checked each layout (n elements from its offset) against its buffer,
        // and the four buffers are distinct, so the slices do not overlap.
        let (ps, ms, vs, gs) = unsafe {
            (
                std::slice::from_raw_parts_mut(param.add(o[0]), n),
                std::slice::from_raw_parts_mut(m_ptr.add(o[1]), n),
                std::slice::from_raw_parts_mut(v_ptr.add(o[2]), n),
                std::slice::from_raw_parts(g_ptr.add(o[3]), n),
            )
        };
        let sign = if h.maximize { -T::ONE } else { T::ONE };
        let k = FlatStep {
            sign,
            coupled: h.weight_decay != 0.0 && !h.decoupled,
            decoupled: h.weight_decay != 0.0 && h.decoupled,
            w,
            b2,
            omb2,
            eps,
            wd,
            decay,
            step,
            bc2,
        };
        // lerp's branch depends only on the weight: choose it once, outside the loop.
        let small_w = w.abs() < T::from_f64(0.5);
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2. The same IEEE operations, eight lanes at a time (Rust
            // never contracts into FMA, so the bits match the scalar loop).
            unsafe {
                if small_w {
                    k.run_avx2::<true>(ps, ms, vs, gs);
                } else {
                    k.run_avx2::<false>(ps, ms, vs, gs);
                }
            }
            return;
        }
        if small_w {
            k.run::<true>(ps, ms, vs, gs);
        } else {
            k.run::<false>(ps, ms, vs, gs);
        }
        return;
    }
    plan.for_each_row(|offs, n, st| {
        for i in 0..n {
            // SAFETY: offsets from the plan stay inside each buffer (checked by `lock`).
            unsafe {
                let at = |k: usize| offs[k] + i * st[k];
                let pp = param.add(at(0));
                let mp = m_ptr.add(at(1));
                let vp = v_ptr.add(at(2));
                let mut g = *g_ptr.add(at(gi));
                if h.maximize {
                    g = -g;
                }
                let mut pv = *pp;
                if h.weight_decay != 0.0 {
                    if h.decoupled {
                        pv = pv * decay;
                    } else {
                        g = g + wd * pv;
                    }
                }
                let m = lerp(*mp, g, w);
                let mut v = *vp * b2;
                v = v + omb2 * g * g;
                *mp = m;
                *vp = v;
                let mut second = v;
                if h.amsgrad {
                    let xp = max_ptr.add(at(3));
                    second = if (*xp).is_nan() || v.is_nan() {
                        T::NAN
                    } else if v > *xp {
                        v
                    } else {
                        *xp
                    };
                    *xp = second;
                }
                let denom = second.sqrt() / bc2 + eps;
                *pp = pv + step * m / denom;
            }
        }
    });
}

/// The fused step over four distinct unit-stride slices (see `run`).
struct FlatStep<T> {
    sign: T,
    coupled: bool,
    decoupled: bool,
    w: T,
    b2: T,
    omb2: T,
    eps: T,
    wd: T,
    decay: T,
    step: T,
    bc2: T,
}

impl<T: Float> FlatStep<T> {
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    unsafe fn run_avx2<const SMALL_W: bool>(
        &self,
        ps: &mut [T],
        ms: &mut [T],
        vs: &mut [T],
        gs: &[T],
    ) {
        self.run::<SMALL_W>(ps, ms, vs, gs)
    }

    #[inline(always)]
    fn run<const SMALL_W: bool>(&self, ps: &mut [T], ms: &mut [T], vs: &mut [T], gs: &[T]) {
        let k = self;
        for (((pp, mp), vp), &g0) in ps.iter_mut().zip(ms.iter_mut()).zip(vs.iter_mut()).zip(gs) {
            // Negation and multiplying by -1 give the same bits.
            let mut g = g0 * k.sign;
            let mut pv = *pp;
            if k.decoupled {
                pv = pv * k.decay;
            }
            if k.coupled {
                g = g + k.wd * pv;
            }
            // `lerp` (elementwise.rs), with its weight test taken outside the loop.
            let m = if SMALL_W {
                *mp + k.w * (g - *mp)
            } else {
                g - (g - *mp) * (T::ONE - k.w)
            };
            let v = *vp * k.b2 + k.omb2 * g * g;
            *mp = m;
            *vp = v;
            let denom = v.sqrt() / k.bc2 + k.eps;
            *pp = pv + k.step * m / denom;
        }
    }
}
