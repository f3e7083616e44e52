//! `torch.fft.hfft2`/`hfftn`/`ihfft2`/`ihfftn`, composed as ATen composes them from the
//! one-dimensional transforms (`SpectralOps.cpp`):
//! - `hfftn` is a forward complex transform over the leading dims, the conjugate, then a
//!   complex-to-real transform of the last dim, all with the forward transforms' `norm`:
//!   the same values and layout as `irfftn` of the conjugate with the norm's direction
//!   swapped, which is how it runs here (and what its gradient differentiates);
//! - `ihfftn` is a real-to-complex transform of the last dim, `conj_physical`, then an
//!   inverse complex transform over the leading dims: the conjugate of `rfftn` with the
//!   norm swapped, as values, but a fresh tensor (no conjugate bit) laid out as that last
//!   complex transform lays its result out. Over one dim it is `ihfft`: a conjugate view.

use super::fft::{self, lay_out, Kind, C};
use super::tensor::ComplexTensor;
use crate::error::{runtime, type_error, Result};
use crate::interp::args::Args;
use crate::interp::value::Value;

/// `norm=` with its direction swapped (the Hermitian transforms run the other way).
fn swapped(norm: &str) -> String {
    match norm {
        "backward" => "forward".into(),
        "forward" => "backward".into(),
        other => other.into(),
    }
}

pub fn many(a: Args, name: &str, two: bool) -> Result<Value> {
    let (v, spec, norm) = fft::many_args(a, name, two)?;
    super::fft_grad::with_tangent(&v, |v| hermitian(v, name, &spec, &norm))
}

/// The transform of `v` (tangents aside).
fn hermitian(v: &Value, name: &str, spec: &[(usize, Option<usize>)], norm: &str) -> Result<Value> {
    let inverse = name.starts_with('i');
    if spec.is_empty() {
        let n = if inverse { "ihfftn" } else { "hfftn" };
        return Err(runtime(format!("{n} must transform at least one axis")));
    }
    if !inverse {
        let conj = match ComplexTensor::of(v) {
            Some(z) => ComplexTensor::value(z.pairs.clone(), !z.conj),
            None => v.clone(),
        };
        return super::fft_grad::run_many(&conj, name, spec, Kind::RealInverse, &swapped(norm));
    }
    if let Some(z) = ComplexTensor::of(v) {
        return Err(type_error(format!(
            "Only supports floating-point dtypes, but found: {}",
            super::scalar_type_name(z.pairs.dtype())
        )));
    }
    let r = fft::transform(v, name, spec, Kind::RealForward, &swapped(norm))?;
    let Some(z) = ComplexTensor::of(&r) else {
        return Ok(r);
    };
    if spec.len() == 1 {
        return Ok(ComplexTensor::value(z.pairs.clone(), !z.conj));
    }
    let Value::Tensor(x) = v else {
        return Ok(r);
    };
    let data: Vec<C> = z.values()?.into_iter().map(|(re, im)| (re, -im)).collect();
    let shape = z.shape();
    let perm = if data.is_empty() {
        (0..shape.len()).collect()
    } else {
        super::fft_layout::ihfftn_order(&x.shape(), &x.strides(), spec, !x.dtype().is_floating())
    };
    lay_out(
        &data,
        &shape,
        &perm,
        z.pairs.dtype(),
        false,
        z.pairs.device(),
    )
}
