//! Counting ops: `bincount`, `histc`. A host computation (one pass over the input in order, as
//! PyTorch's CPU kernel makes it), so weighted float32 sums round as PyTorch's do.

use super::host;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, Result};
use crate::tensor::Tensor;

/// `torch.bincount(input, weights, minlength)`: how often each value 0..=max occurs in a 1-d
/// tensor of non-negative integers, or the sum of the weights that land in each bin.
/// Without weights the result is int64; float32 weights give float32, any other dtype float64.
pub fn bincount(input: &Tensor, weights: Option<&Tensor>, minlength: i64) -> Result<Tensor> {
    crate::meta::check_has_meta_kernel("bincount", &[input])?;
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
    crate::ops::autodiff::record_not_implemented(
        &[weights],
        &out,
        "derivative for aten::bincount is not implemented",
    )?;
    Ok(out)
}

/// `torch.histc(input, bins, min, max)`: counts of the elements in `bins` equal-width bins
/// between `min` and `max` (the data's own range when they are equal), as a tensor of the
/// input's dtype. As ATen's CPU kernel: the edges are `linspace(min, max, bins + 1)` in the
/// input's dtype, each element finds its bin by binary search over them, the last bin holds
/// its right edge, and elements outside the edges (or NaN) are not counted.
pub fn histc(input: &Tensor, bins: i64, min: f64, max: f64) -> Result<Tensor> {
    let dt = input.dtype();
    if input.device() == crate::device::Device::Meta {
        // PyTorch's meta kernel: its own words, no dtype check, no range read.
        if bins <= 0 {
            return Err(runtime(format!(
                "histc(): bins must be > 0, but got {bins}"
            )));
        }
        // (A NaN bound fails too: `max >= min` is false.)
        if max
            .partial_cmp(&min)
            .is_none_or(|o| o == std::cmp::Ordering::Less)
        {
            return Err(runtime("histc(): max must be larger than min"));
        }
        let n = usize::try_from(bins).unwrap_or(usize::MAX);
        return crate::ops::meta_empty(&[n], dt);
    }
    if !dt.is_floating() {
        return Err(not_implemented(format!(
            "\"histogram_cpu\" not implemented for '{}'",
            dt.legacy_name()
        )));
    }
    if bins <= 0 {
        return Err(runtime(format!(
            "torch.histogram(): bins must be > 0, but got {bins} for dimension 0"
        )));
    }
    let values = input.to_f64_vec()?;
    let (mut lo, mut hi) = (min, max);
    if lo == hi && !values.is_empty() {
        // aminmax: NaN wins, as in ATen; the NaN its comparison makes has the sign bit set
        // (x86's default NaN), which its message prints as `-nan`.
        if values.iter().any(|v| v.is_nan()) {
            (lo, hi) = (-f64::NAN, -f64::NAN);
        } else {
            lo = values.iter().copied().fold(f64::INFINITY, f64::min);
            hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        }
    }
    if lo == hi {
        lo -= 1.0;
        hi += 1.0;
    }
    if !lo.is_finite() || !hi.is_finite() {
        let edge = |v: f64| match (v.is_nan(), v.is_sign_negative()) {
            (true, true) => "-nan".to_string(),
            (true, false) => "nan".to_string(),
            _ => crate::pyfmt::cpp_double(v),
        };
        return Err(runtime(format!(
            "torch.histc: range of [{}, {}] is not finite",
            edge(lo),
            edge(hi)
        )));
    }
    if lo >= hi {
        return Err(runtime("torch.histc: max must be larger than min"));
    }
    let n = usize::try_from(bins).unwrap_or(usize::MAX);
    crate::limits::check_alloc_shape(&[n.saturating_add(1)], dt.itemsize())?;
    let edges = super::factory::linspace(lo, hi, bins.saturating_add(1), Some(dt), input.device())?
        .to_f64_vec()?;
    let (first, last) = (edges[0], edges[n]);
    let mut counts = vec![0.0f64; n];
    for v in values {
        if !(v >= first && v <= last) {
            continue;
        }
        // upper_bound over the edges, then one back; the right edge belongs to the last bin.
        let pos = edges
            .partition_point(|&e| e <= v)
            .saturating_sub(1)
            .min(n - 1);
        counts[pos] += 1.0;
    }
    host::build(&counts, &[n], dt, input.device())
}
