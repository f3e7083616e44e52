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
    Ok(Some(plan.nest()))
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
