//! One parameter's update as a host loop: the parameter, its gradient and its state
//! tensors read in logical order, each element updated by the optimizer's arithmetic
//! (`aten`), and the results written back in place (through `copy_`, so a tensor on
//! another device, or strided, keeps its storage and layout).
//!
//! The writes keep PyTorch's order and bookkeeping: each tensor's version counter moves
//! by as many in-place ops as PyTorch runs on it, and a parameter that cannot be written in
//! place (a leaf that requires grad, in a differentiable step) raises where PyTorch's first
//! in-place op on it would, after the state writes that come before that op.

use super::aten::Real;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, Result, TorchError};
use crate::tensor::Tensor;

/// The per-element update: `p` the parameter, `g` the gradient, `s` the state tensors in
/// the order the optimizer lists them, all read and written in place.
pub trait Elementwise {
    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]);

    /// Whether PyTorch's kernel pairs the elements of the parameter, its gradient and its
    /// state by their place in memory (`data_ptr()[i]`, whatever the strides), as the fused
    /// CPU kernels do, rather than by index.
    fn pairs_by_memory(&self) -> bool {
        false
    }

    /// What PyTorch raises for an integer parameter (given a gradient by hand): its first
    /// op that refuses the dtype. Most steps fail writing a float result into it.
    fn integer_error(&self, dtype: DType) -> TorchError {
        runtime(format!(
            "result type Float can't be cast to the desired output type {}",
            dtype.legacy_name()
        ))
    }
}

/// The steps that start with `exp_avg.lerp_(...)`: ATen has no integer lerp.
pub fn lerp_integer_error(dtype: DType) -> TorchError {
    not_implemented(format!(
        "\"lerp_kernel_scalar\" not implemented for '{}'",
        dtype.legacy_name()
    ))
}

/// A tensor the update writes, and how many in-place ops PyTorch runs on it per step (its
/// version counter moves by that much; the fused Adagrad kernel moves none).
pub struct Written<'a> {
    pub t: &'a Tensor,
    pub ops: u64,
}

/// Where PyTorch's first in-place op on the parameter comes in its step.
#[derive(Clone, Copy, PartialEq)]
pub enum ParamWrite {
    /// After every state write (the usual order: the moments, then the parameter).
    Last,
    /// Before any state write (decoupled weight decay: `param.mul_(1 - lr * wd)` first).
    First,
}

/// Updates `param` and `states` from `grad` with `k`.
pub fn run<K: Elementwise>(
    k: &K,
    param: Written,
    grad: &Tensor,
    states: &[Written],
    order: ParamWrite,
) -> Result<()> {
    match param.t.dtype() {
        DType::Float32 => run_typed::<f32, K>(k, param, grad, states, order),
        DType::Float64 => run_typed::<f64, K>(k, param, grad, states, order),
        d => Err(k.integer_error(d)),
    }
}

fn run_typed<T: Real, K: Elementwise>(
    k: &K,
    param: Written,
    grad: &Tensor,
    states: &[Written],
    order: ParamWrite,
) -> Result<()> {
    let shape = param.t.shape();
    for t in std::iter::once(grad).chain(states.iter().map(|w| w.t)) {
        if t.shape() != shape {
            return Err(runtime(format!(
                "the optimizer's tensors must match the parameter's shape {}, got {}",
                crate::error::fmt_list(&shape),
                crate::error::fmt_list(&t.shape())
            )));
        }
    }
    let mut p: Vec<T> = read(param.t)?;
    let mut g: Vec<T> = read(grad)?;
    let mut s: Vec<Vec<T>> = states.iter().map(|w| read(w.t)).collect::<Result<_>>()?;
    // A fused kernel walks each buffer in memory order: put every tensor in its own memory
    // order (when each fills one run of its storage, as a parameter, its state made with
    // preserve_format, and its gradient do), pair, and put them back afterwards.
    let places = if k.pairs_by_memory() {
        let all: Option<Vec<Vec<usize>>> = std::iter::once(param.t)
            .chain(std::iter::once(grad))
            .chain(states.iter().map(|w| w.t))
            .map(memory_places)
            .collect();
        all
    } else {
        None
    };
    if let Some(pl) = &places {
        p = to_memory_order(p, &pl[0]);
        g = to_memory_order(g, &pl[1]);
        for (si, pi) in s.iter_mut().zip(&pl[2..]) {
            *si = to_memory_order(std::mem::take(si), pi);
        }
    }
    let mut lane = vec![T::ZERO; s.len()];
    for (i, (pi, &gi)) in p.iter_mut().zip(&g).enumerate() {
        for (l, si) in lane.iter_mut().zip(&s) {
            *l = si[i];
        }
        k.apply(pi, gi, &mut lane);
        for (l, si) in lane.iter().zip(s.iter_mut()) {
            si[i] = *l;
        }
    }
    if let Some(pl) = &places {
        p = to_logical_order(p, &pl[0]);
        for (si, pi) in s.iter_mut().zip(&pl[2..]) {
            *si = to_logical_order(std::mem::take(si), pi);
        }
    }
    if order == ParamWrite::First {
        crate::ops::autodiff::check_inplace(param.t)?;
    }
    for (w, v) in states.iter().zip(s) {
        write(w, v)?;
    }
    if order == ParamWrite::Last {
        crate::ops::autodiff::check_inplace(param.t)?;
    }
    write(&param, p)
}

/// For each element of `t` (logical order), its place in memory counted from the lowest
/// address it uses; `None` unless its elements fill that run exactly (no gap, no overlap).
fn memory_places(t: &Tensor) -> Option<Vec<usize>> {
    let layout = t.layout();
    let idx: Vec<usize> = layout.storage_indices().collect();
    let low = idx.iter().copied().min().unwrap_or(0);
    let mut seen = vec![false; idx.len()];
    let mut places = Vec::with_capacity(idx.len());
    for i in idx {
        let k = i - low;
        if k >= seen.len() || seen[k] {
            return None;
        }
        seen[k] = true;
        places.push(k);
    }
    Some(places)
}

fn to_memory_order<T: Real>(logical: Vec<T>, places: &[usize]) -> Vec<T> {
    let mut out = vec![T::ZERO; logical.len()];
    for (v, &k) in logical.into_iter().zip(places) {
        out[k] = v;
    }
    out
}

fn to_logical_order<T: Real>(memory: Vec<T>, places: &[usize]) -> Vec<T> {
    places.iter().map(|&k| memory[k]).collect()
}

/// Every element of `t` in logical order (exact: float32 and float64 both fit in f64).
fn read<T: Real>(t: &Tensor) -> Result<Vec<T>> {
    Ok(t.to_f64_vec()?.into_iter().map(T::from_f64_exact).collect())
}

/// Writes `vals` (logical order) into `w.t` in place and moves its version counter by the
/// number of in-place ops PyTorch runs on it.
fn write<T: Real>(w: &Written, vals: Vec<T>) -> Result<()> {
    let src = Tensor::from_buffer(T::into_buffer(vals), &w.t.shape());
    let src = if w.t.dtype() != T::DTYPE {
        crate::ops::to_dtype(&src, w.t.dtype())?
    } else {
        src
    };
    let counter = w.t.version_counter();
    let before = counter.get();
    crate::ops::copy::copy_raw(w.t, &src)?;
    counter.set(before + w.ops);
    Ok(())
}
