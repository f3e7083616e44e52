//! `lerp_` with a Python float weight as ATen's CPU kernel rounds it (one fused
//! multiply-add per element, `aten::lerp`), for the optimizers written in Python
//! (Adafactor, Muon, the EMA of `swa_utils`), whose moving averages are `lerp_`s. The
//! strided `lerp_` rounded twice when this was written (docs/decisions.md, stop 51); it is
//! fused too since stop 74, so the two agree, and this host loop is left for a fold.

use super::aten::{lerp, Real};
use crate::autograd;
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::{self, named};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// `this.lerp_(end, weight)`. Anything the host loop does not cover (other dtypes, a
/// broadcast `end`, a step that records a graph) takes the strided op.
pub fn lerp_(this: &Tensor, end: &Tensor, weight: f64) -> Result<()> {
    let recorded = autograd::is_grad_enabled() && (this.requires_grad() || end.requires_grad());
    if recorded || this.shape() != end.shape() || this.dtype() != end.dtype() {
        return named::lerp_(this, end, Scalar::Float(weight));
    }
    match this.dtype() {
        DType::Float32 => lerp_typed::<f32>(this, end, weight),
        DType::Float64 => lerp_typed::<f64>(this, end, weight),
        _ => named::lerp_(this, end, Scalar::Float(weight)),
    }
}

fn lerp_typed<T: Real>(this: &Tensor, end: &Tensor, weight: f64) -> Result<()> {
    let a = this.to_f64_vec()?;
    let b = end.to_f64_vec()?;
    let out: Vec<T> = a
        .into_iter()
        .zip(b)
        .map(|(x, y)| lerp(T::from_f64_exact(x), T::from_f64_exact(y), weight))
        .collect();
    let src = Tensor::from_buffer(T::into_buffer(out), &this.shape());
    let counter = this.version_counter();
    let before = counter.get();
    ops::copy::copy_raw(this, &src)?;
    // One in-place op, as `lerp_` is.
    counter.set(before + 1);
    Ok(())
}
