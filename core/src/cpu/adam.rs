//! The fused Adam step on the CPU: one pass over param, grad and state, in place, through
//! each operand's strides. Every operation is the one the unfused step runs, in the same
//! order and precision, so `fused=True` gives the same bits as the single-tensor step.

use super::lock;
use crate::dtype::DType;
use crate::element::Float;
use crate::error::{runtime, Result};
use crate::iter::{LoopNest, LoopPlan};
use crate::kernels::{AdamStep, KernelCall};

pub fn step(call: &KernelCall, h: &AdamStep, traced: bool) -> Result<Option<LoopNest>> {
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
    Ok(plan.traced_nest(traced))
}

/// # Safety
/// Each pointer holds every offset `plan` produces for its operand.
unsafe fn run<T: Float>(plan: &LoopPlan, p: &[*mut u8], h: &AdamStep) {
    let k = Update::<T>::new(h);
    let small_w = k.w.abs() < T::from_f64(0.5);
    let param = p[0] as *mut T;
    let (m_ptr, v_ptr) = (p[1] as *mut T, p[2] as *mut T);
    let (max_ptr, g_ptr) = if h.amsgrad {
        (p[3] as *mut T, p[4] as *const T)
    } else {
        (std::ptr::null_mut(), p[3] as *const T)
    };
    let gi = if h.amsgrad { 4 } else { 3 };
    // One flat unit-stride loop over four distinct buffers (any common layout coalesces to
    // this: contiguous, transposed or permuted alike): slices let the compiler vectorize.
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
        // Split across `torch.set_num_threads` threads (1 by default): elements are
        // independent, so any split gives the same bits.
        super::threads::split4(ps, ms, vs, gs, |ps, ms, vs, gs| {
            k.flat(small_w, ps, ms, vs, gs)
        });
        return;
    }
    plan.for_each_row(|offs, n, st| {
        for i in 0..n {
            // SAFETY: offsets from the plan stay inside each buffer (checked by `lock`).
            unsafe {
                let at = |k: usize| offs[k] + i * st[k];
                let (pp, mp, vp) = (param.add(at(0)), m_ptr.add(at(1)), v_ptr.add(at(2)));
                let g = *g_ptr.add(at(gi));
                // amsgrad divides by the running max of exp_avg_sq (NaN wins, as torch.maximum).
                let second = |v: T| {
                    if !h.amsgrad {
                        return v;
                    }
                    let xp = max_ptr.add(at(3));
                    let x = if (*xp).is_nan() || v.is_nan() {
                        T::NAN
                    } else if v > *xp {
                        v
                    } else {
                        *xp
                    };
                    *xp = x;
                    x
                };
                let (c, d) = (k.coupled, k.decoupled);
                (*pp, *mp, *vp) = if small_w {
                    k.element::<true>(*pp, *mp, *vp, g, c, d, second)
                } else {
                    k.element::<false>(*pp, *mp, *vp, g, c, d, second)
                };
            }
        }
    });
}

/// The step's constants, and the update of one element: every operation the unfused step
/// runs, in the same order and precision. Both loops above go through `element`.
struct Update<T> {
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

/// `a.lerp_(b, w)` as PyTorch's single-tensor Adam sees it: each operation rounded (the
/// unfused form; the public `lerp` is fused as ATen's). `SMALL_W` is `|w| < 0.5`, decided by
/// the caller once per call. The fused Adam step and the ternary op the single-tensor step
/// runs (`TernaryOp::LerpRoundedTwice`) share this, so the two stay bit-identical.
#[inline(always)]
pub(super) fn lerp_rounded_twice<T: Float, const SMALL_W: bool>(a: T, b: T, w: T) -> T {
    if SMALL_W {
        a + w * (b - a)
    } else {
        b - (b - a) * (T::ONE - w)
    }
}

/// `a + value * t1 * t2`, each operation rounded: Adam's `addcmul_` of the squared gradient
/// (`TernaryOp::AddcmulRoundedTwice`), shared for the same reason.
#[inline(always)]
pub(super) fn addcmul_rounded_twice<T: Float>(a: T, value: T, t1: T, t2: T) -> T {
    a + value * t1 * t2
}

impl<T: Float> Update<T> {
    fn new(h: &AdamStep) -> Update<T> {
        let c = |v: f64| T::from_f64(v);
        Update {
            sign: if h.maximize { -T::ONE } else { T::ONE },
            coupled: h.weight_decay != 0.0 && !h.decoupled,
            decoupled: h.weight_decay != 0.0 && h.decoupled,
            w: c(h.lerp_weight),
            b2: c(h.beta2),
            omb2: c(h.one_minus_beta2),
            eps: c(h.eps),
            wd: c(h.weight_decay),
            decay: c(h.decay_factor),
            step: c(-h.step_size),
            bc2: c(h.bc2_sqrt),
        }
    }

    /// New (param, exp_avg, exp_avg_sq); `second` turns exp_avg_sq into what the step
    /// divides by (itself, or amsgrad's running max). `SMALL_W` is `lerp`'s weight test
    /// (elementwise/ternary.rs), taken once by the caller; `coupled` and `decoupled` are the step's
    /// weight-decay switches, passed in so that the flat loop can make them constants.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn element<const SMALL_W: bool>(
        &self,
        p: T,
        m: T,
        v: T,
        g: T,
        coupled: bool,
        decoupled: bool,
        second: impl FnOnce(T) -> T,
    ) -> (T, T, T) {
        // Negation and multiplying by -1 give the same bits.
        let mut g = g * self.sign;
        let mut pv = p;
        if decoupled {
            pv = pv * self.decay;
        }
        if coupled {
            g = g + self.wd * pv;
        }
        let m = lerp_rounded_twice::<T, SMALL_W>(m, g, self.w);
        let v = addcmul_rounded_twice(v * self.b2, self.omb2, g, g);
        let denom = second(v).sqrt() / self.bc2 + self.eps;
        (pv + self.step * m / denom, m, v)
    }

    /// The flat loop, with the weight test and both weight-decay switches turned into
    /// constants, so that its body has no branch. Left as runtime values, they made whether
    /// the loop vectorized depend on how LLVM happened to split the crate: in wasm32 the step
    /// once ran scalar, 3.6× slower, after an unrelated module was added (performance.md).
    fn flat(&self, small_w: bool, ps: &mut [T], ms: &mut [T], vs: &mut [T], gs: &[T]) {
        // Coupled and decoupled decay exclude each other (`Update::new`): six loops.
        match (small_w, self.coupled, self.decoupled) {
            (true, false, false) => self.flat_for::<true, false, false>(ps, ms, vs, gs),
            (true, true, _) => self.flat_for::<true, true, false>(ps, ms, vs, gs),
            (true, false, true) => self.flat_for::<true, false, true>(ps, ms, vs, gs),
            (false, false, false) => self.flat_for::<false, false, false>(ps, ms, vs, gs),
            (false, true, _) => self.flat_for::<false, true, false>(ps, ms, vs, gs),
            (false, false, true) => self.flat_for::<false, false, true>(ps, ms, vs, gs),
        }
    }

    #[inline(always)]
    fn flat_for<const SMALL_W: bool, const COUPLED: bool, const DECOUPLED: bool>(
        &self,
        ps: &mut [T],
        ms: &mut [T],
        vs: &mut [T],
        gs: &[T],
    ) {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2. The same IEEE operations, eight lanes at a time
            // (Rust never contracts into FMA, so the bits match the scalar loop).
            unsafe { self.slices_avx2::<SMALL_W, COUPLED, DECOUPLED>(ps, ms, vs, gs) };
            return;
        }
        self.slices::<SMALL_W, COUPLED, DECOUPLED>(ps, ms, vs, gs)
    }

    #[inline(always)]
    fn slices<const SMALL_W: bool, const COUPLED: bool, const DECOUPLED: bool>(
        &self,
        ps: &mut [T],
        ms: &mut [T],
        vs: &mut [T],
        gs: &[T],
    ) {
        for (((p, m), v), &g) in ps.iter_mut().zip(ms.iter_mut()).zip(vs.iter_mut()).zip(gs) {
            (*p, *m, *v) = self.element::<SMALL_W>(*p, *m, *v, g, COUPLED, DECOUPLED, |v| v);
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    unsafe fn slices_avx2<const SMALL_W: bool, const COUPLED: bool, const DECOUPLED: bool>(
        &self,
        ps: &mut [T],
        ms: &mut [T],
        vs: &mut [T],
        gs: &[T],
    ) {
        self.slices::<SMALL_W, COUPLED, DECOUPLED>(ps, ms, vs, gs)
    }
}
