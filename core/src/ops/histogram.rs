//! Counting ops: `bincount`. A host computation (one pass over the input in order, as
//! PyTorch's CPU kernel makes it), so weighted float32 sums round as PyTorch's do.

use super::host;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, Result};
use crate::tensor::Tensor;

/// `torch.bincount(input, weights, minlength)`: how often each value 0..=max occurs in a 1-d
/// tensor of non-negative integers, or the sum of the weights that land in each bin.
/// Without weights the result is int64; float32 weights give float32, any other dtype float64.
pub fn bincount(input: &Tensor, weights: Option<&Tensor>, minlength: i64) -> Result<Tensor> {
    if minlength < 0 {
        return Err(runtime("minlength should be >= 0"));
    }
    if input.dtype().is_floating() || input.dtype() == DType::Bool {
        return Err(not_implemented(format!(
            "\"bincount_cpu\" not implemented for '{}'",
            input.dtype().legacy_name()
        )));
    }
    let device = input.device();
    let min_len = usize::try_from(minlength).unwrap_or(usize::MAX);
    if input.ndim() == 1 && input.numel() == 0 {
        return super::zeros(&[min_len], Some(DType::Int64), device);
    }
    let values = input.to_i64_vec()?;
    if input.ndim() != 1 || values.iter().any(|&v| v < 0) {
        return Err(runtime(
            "bincount only supports 1-d non-negative integral inputs.",
        ));
    }
    if let Some(w) = weights {
        if w.ndim() != 1 || w.numel() != values.len() {
            return Err(runtime(
                "weights should be 1-d and have the same length as input",
            ));
        }
    }
    let top = values.iter().copied().max().unwrap_or(0);
    // The length is checked against the allocation cap before the host vector is built:
    // one value of 2**40 asks for 8 TB.
    let bins = usize::try_from(top)
        .ok()
        .and_then(|t| t.checked_add(1))
        .unwrap_or(usize::MAX)
        .max(min_len);
    let out_dtype = match weights.map(Tensor::dtype) {
        None => DType::Int64,
        Some(DType::Float32) => DType::Float32,
        Some(_) => DType::Float64,
    };
    crate::limits::check_alloc_shape(&[bins], out_dtype.itemsize())?;
    let Some(w) = weights else {
        let mut counts = vec![0i64; bins];
        for &v in &values {
            counts[v as usize] += 1;
        }
        return host::build_long(&counts, &[bins], device);
    };
    let w_values = w.to_f64_vec()?;
    let mut sums = vec![0.0f64; bins];
    for (&v, &wi) in values.iter().zip(&w_values) {
        let s = &mut sums[v as usize];
        *s = if out_dtype == DType::Float32 {
            (*s as f32 + wi as f32) as f64
        } else {
            *s + wi
        };
    }
    let out = host::build(&sums, &[bins], out_dtype, device)?;
    crate::autograd::record_not_implemented(
        &[weights],
        &out,
        "derivative for aten::bincount is not implemented",
    )?;
    Ok(out)
}
