//! Fake quantization (ATen's FakeQuantPerTensorAffine.cpp / FakeQuantPerChannelAffine.cpp
//! and their CPU kernels in QuantizedOpKernels.cpp): round to the integer grid of a scale
//! and zero point, clamp to `[quant_min, quant_max]`, map back to floats. The values are
//! computed on the host in ATen's own precision (float32 arithmetic with `inv_scale =
//! 1.0f / scale`, a double input times that float, ties to even, and the per-channel
//! kernel's double-precision clamp), so they agree bit for bit; a device input is
//! read and written back through `host` (an honest host fallback, like the order ops).
//! Gradients: the straight-through estimator through the kept mask (`*CachemaskBackward0`),
//! and the learnable variants' gradients to scale and zero point (LSQ).

use super::host;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, Result};
use crate::ops::autodiff::BackwardFn;
use crate::ops::autodiff::{record, Saved};
use crate::tensor::Tensor;

/// The integer range of the grid.
#[derive(Clone, Copy)]
pub struct QRange {
    pub min: i64,
    pub max: i64,
}

impl QRange {
    pub fn check(self) -> Result<()> {
        if self.min > self.max {
            // ATen's message continues a string literal over a line break, keeping the
            // next line's indentation.
            return Err(runtime(
                "`quant_min` should be less than or         equal to `quant_max`.",
            ));
        }
        Ok(())
    }
    fn check_zero_point(self, zp: i64) -> Result<()> {
        if zp < self.min || zp > self.max {
            return Err(runtime(
                "`zero_point` must be between `quant_min` and `quant_max`.",
            ));
        }
        Ok(())
    }
}

/// The floating dtypes ATen's fake-quant kernels are instantiated for.
fn check_input(x: &Tensor, kernel: &str) -> Result<()> {
    if x.dtype().is_floating() {
        return Ok(());
    }
    Err(not_implemented(format!(
        "\"{kernel}\" not implemented for '{}'",
        x.dtype().legacy_name()
    )))
}

/// A result of `x`'s dtype, device and (preserve_format) strides holding `vals`.
fn like(x: &Tensor, vals: &[f64], dtype: DType) -> Result<Tensor> {
    let flat = host::build(vals, &x.shape(), dtype, x.device())?;
    if x.is_contiguous() {
        return Ok(flat);
    }
    let out = super::empty_like_preserve(x, dtype, x.device())?;
    super::copy::copy_raw(&out, &flat)?;
    Ok(out)
}

/// The per-tensor kernel on one value: (fake-quantized value, in range). `x` is exact in
/// its dtype; float16/bfloat16 compute in float32 as ATen's `Half * float` does.
fn per_tensor_one(x: f64, wide: bool, scale: f32, zp: i64, r: QRange) -> (f64, bool) {
    let inv = 1.0f32 / scale;
    let qf = if wide {
        zp as f64 + (x * inv as f64).round_ties_even()
    } else {
        (zp as f32 + (x as f32 * inv).round_ties_even()) as f64
    };
    // std::fmax/fmin of a float and an int64 compare in double; NaN gives quant_min.
    let clamped = qf.max(r.min as f64).min(r.max as f64) as i64;
    let out = ((clamped - zp) as f32 * scale) as f64;
    let in_range = if wide {
        r.min as f64 <= qf && qf <= r.max as f64
    } else {
        (r.min as f32) <= qf as f32 && qf as f32 <= r.max as f32
    };
    (out, in_range)
}

/// `fake_quantize_per_tensor_affine_cachemask`'s values and mask.
fn per_tensor_values(x: &Tensor, scale: f32, zp: i64, r: QRange) -> Result<(Tensor, Tensor)> {
    check_input(x, "fake_quantize_tensor_cachemask_kernel_type_handling")?;
    let wide = x.dtype() == DType::Float64;
    let (vals, mask): (Vec<f64>, Vec<f64>) = host::values(x)?
        .into_iter()
        .map(|v| {
            let (o, m) = per_tensor_one(v, wide, scale, zp, r);
            (o, m as u8 as f64)
        })
        .unzip();
    Ok((like(x, &vals, x.dtype())?, like(x, &mask, DType::Bool)?))
}

/// The straight-through node: the gradient passes where the value was in range.
fn record_mask(name: &str, x: &Tensor, out: &Tensor, mask: Tensor) -> Result<()> {
    let saved = vec![Saved::marker(&mask)];
    let back: BackwardFn = Box::new(move |g| {
        Ok(vec![match &g[0] {
            Some(g) => Some(crate::ops::autodiff::diff_ops::mul(g, &mask)?),
            None => None,
        }])
    });
    record(name, &[Some(x)], &[out], saved, back)?;
    Ok(())
}

/// `torch.fake_quantize_per_tensor_affine(x, float scale, int zero_point, qmin, qmax)`.
pub fn per_tensor(x: &Tensor, scale: f64, zp: i64, r: QRange) -> Result<Tensor> {
    r.check()?;
    r.check_zero_point(zp)?;
    let (out, mask) = per_tensor_values(x, scale as f32, zp, r)?;
    record_mask(
        "FakeQuantizePerTensorAffineCachemaskBackward0",
        x,
        &out,
        mask,
    )?;
    Ok(out)
}

/// The Tensor-qparams overload: ATen reads `scale.item()` as float and
/// `zero_point.item()` as an integer (truncating a float one), with no zero-point check.
pub fn per_tensor_tensor_qparams(
    x: &Tensor,
    scale: &Tensor,
    zp: &Tensor,
    r: QRange,
) -> Result<Tensor> {
    r.check()?;
    let s = one_item(scale)? as f32;
    let z = one_item(zp)?.trunc() as i64;
    let (out, mask) = per_tensor_values(x, s, z, r)?;
    record_mask(
        "FakeQuantizePerTensorAffineCachemaskTensorQparamsBackward0",
        x,
        &out,
        mask,
    )?;
    Ok(out)
}

/// `Tensor.item()` with its error for more than one element.
fn one_item(t: &Tensor) -> Result<f64> {
    if t.numel() != 1 {
        return Err(runtime(format!(
            "a Tensor with {} elements cannot be converted to Scalar",
            t.numel()
        )));
    }
    Ok(host::values(t)?[0])
}

/// The per-channel qparams as the kernel reads them: scale in float32, the zero point as
/// its own value (int32, or a float one added before rounding).
pub struct Channels {
    pub scale: Vec<f32>,
    pub zero_point: Vec<f64>,
}

/// ATen's checks of `fake_quantize_per_channel_affine_cachemask`, in its order.
fn check_channels(x: &Tensor, scale: &Tensor, zp: &Tensor, axis: i64, r: QRange) -> Result<usize> {
    if !matches!(scale.dtype(), DType::Float32 | DType::BFloat16) {
        return Err(runtime(format!(
            "Scale must be Float or BFloat16, found {}",
            scale.dtype().legacy_name()
        )));
    }
    if !matches!(zp.dtype(), DType::Int32 | DType::Float32 | DType::Float16) {
        return Err(runtime(format!(
            "Zero-point must be Int32, Float or Half, found {}",
            zp.dtype().legacy_name()
        )));
    }
    if scale.ndim() != 1 {
        return Err(runtime("scale should be a 1-D tensor"));
    }
    if zp.ndim() != 1 {
        return Err(runtime("zero point should be a 1-D tensor"));
    }
    if scale.numel() != zp.numel() {
        return Err(runtime(
            "scale and zero-point need to have the same dimensions",
        ));
    }
    let d = crate::layout::wrap_dim(axis, x.ndim())?;
    if scale.numel() != x.shape()[d] {
        return Err(runtime(
            "dimensions of scale and zero-point are not consistent with input tensor",
        ));
    }
    r.check()?;
    if zp.dtype() == DType::Int32 {
        let z = host::values(zp)?;
        let lo = z.iter().cloned().fold(f64::INFINITY, f64::min);
        let hi = z.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        if !z.is_empty() && (lo < r.min as f64 || hi > r.max as f64) {
            return Err(runtime(
                "`zero_point` must be between `quant_min` and `quant_max`.",
            ));
        }
    }
    if axis < 0 || axis > x.ndim() as i64 {
        return Err(runtime(
            "`axis` must be between 0 and number of dimensions of input",
        ));
    }
    Ok(d)
}

/// The per-channel kernel on one value: `x * inv_scale + zero_point` in float (double for
/// a double input) rounded half to even (PyTorch 2.15 measured: `[[0.5, 1.5, 2.5]]` at
/// scale 1 gives `[0, 2, 2]`, not `std::round`'s `[1, 2, 3]`), clamped and mapped back in
/// double, then stored in the input's dtype.
fn per_channel_one(x: f64, wide: bool, scale: f32, zp: f64, r: QRange) -> (f64, bool) {
    let inv = 1.0f32 / scale;
    let q = if wide {
        (x * inv as f64 + zp).round_ties_even()
    } else {
        ((x as f32 * inv) + zp as f32).round_ties_even() as f64
    };
    let bounded = q.max(r.min as f64).min(r.max as f64);
    let out = (bounded - zp) * scale as f64;
    let in_range = if wide {
        r.min as f64 <= q && q <= r.max as f64
    } else {
        (r.min as f32) <= q as f32 && q as f32 <= r.max as f32
    };
    (out, in_range)
}

fn per_channel_values(x: &Tensor, ch: &Channels, d: usize, r: QRange) -> Result<(Tensor, Tensor)> {
    check_input(x, "fake_quantize_channel_cachemask_cpu_type_handling")?;
    let wide = x.dtype() == DType::Float64;
    let shape = x.shape();
    let (_, size, inner) = host::split_at(&shape, d);
    let (vals, mask): (Vec<f64>, Vec<f64>) = host::values(x)?
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            let c = (i / inner) % size;
            let (o, m) = per_channel_one(v, wide, ch.scale[c], ch.zero_point[c], r);
            // The double result is stored as the input's dtype (float32 rounds it).
            let o = if wide { o } else { o as f32 as f64 };
            (o, m as u8 as f64)
        })
        .unzip();
    Ok((like(x, &vals, x.dtype())?, like(x, &mask, DType::Bool)?))
}

fn channels(scale: &Tensor, zp: &Tensor) -> Result<Channels> {
    Ok(Channels {
        scale: host::values(scale)?.into_iter().map(|s| s as f32).collect(),
        zero_point: host::values(zp)?,
    })
}

/// `torch.fake_quantize_per_channel_affine(x, scale, zero_point, axis, qmin, qmax)`.
pub fn per_channel(
    x: &Tensor,
    scale: &Tensor,
    zp: &Tensor,
    axis: i64,
    r: QRange,
) -> Result<Tensor> {
    let d = check_channels(x, scale, zp, axis, r)?;
    let (out, mask) = per_channel_values(x, &channels(scale, zp)?, d, r)?;
    record_mask(
        "FakeQuantizePerChannelAffineCachemaskBackward0",
        x,
        &out,
        mask,
    )?;
    Ok(out)
}

#[path = "fake_quant_learnable.rs"]
mod learnable;
pub use learnable::{learnable_per_channel, learnable_per_tensor};
