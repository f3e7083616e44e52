//! The learnable fake quantizers (`torch._fake_quantize_learnable_per_tensor_affine` and
//! `_per_channel_affine`, the LSQ ops behind `_LearnableFakeQuantize`): the forward is the
//! plain fake quantization at the rounded zero point; the backward gives the input the
//! straight-through gradient and scale / zero point the gradients of ATen's
//! `fake_quantize_learnable_*_grad_kernel_cpu`, in float32 as it computes them, summed by
//! the ordinary `sum` (ATen sums its per-element vectors with `sum` too).

use super::{channels, check_channels, per_channel_values, per_tensor_values, QRange};
use crate::dtype::DType;
use crate::error::{index_error, runtime, Result};
use crate::kernels::ReduceOp;
use crate::ops::autodiff::BackwardFn;
use crate::ops::autodiff::{record, Saved};
use crate::ops::host;
use crate::tensor::Tensor;

/// `t[0].item()`: the first element, with indexing's errors.
fn first(t: &Tensor) -> Result<f64> {
    if t.ndim() == 0 {
        return Err(index_error(
            "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in C++ to convert a 0-dim tensor to a number",
        ));
    }
    if t.shape()[0] == 0 {
        return Err(index_error(
            "index 0 is out of bounds for dimension 0 with size 0",
        ));
    }
    Ok(host::values(t)?[0])
}

/// ATen's `_get_zero_point_from_tensor`: the forward rounds to nearest even, the backward
/// adds a half and truncates, both clamped to the range in float.
fn zero_point_of(zp: &Tensor, r: QRange, forward: bool) -> Result<i64> {
    let z = first(zp)? as f32;
    let z = if forward {
        z.round_ties_even()
    } else {
        z + 0.5
    };
    Ok(z.max(r.min as f32).min(r.max as f32) as i64)
}

/// TORCH_CHECK's wording for a bare condition.
fn expect_float(t: &Tensor, what: &str) -> Result<()> {
    if t.dtype() == DType::Float32 {
        return Ok(());
    }
    Err(runtime(format!(
        "Expected {what}.scalar_type() == ScalarType::Float to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)"
    )))
}

/// One element's (dX, dScale, dZeroPoint) of the learnable kernels, all float32. `zp` is
/// the zero point as the kernel holds it (an int64 per tensor, a rounded float per channel:
/// the same arithmetic either way once it is a float).
fn grads_one(x: f32, dy: f32, scale: f32, zp: f32, r: QRange, gf: f32) -> (f32, f32, f32) {
    let inv = 1.0f32 / scale;
    let xqi = (zp + x * inv).round_ties_even() as i64;
    let inside = xqi >= r.min && xqi <= r.max;
    let dx = dy * inside as u8 as f32;
    if !inside {
        let edge = if xqi < r.min {
            r.min as f32 - zp
        } else {
            r.max as f32 - zp
        };
        return (dx, (dy * edge) * gf, -dy * scale * gf);
    }
    let xfq = (xqi.clamp(r.min, r.max) as f32 - zp) * scale;
    (dx, dy * (xfq - x) * inv * gf, 0.0)
}

/// The three per-element gradient vectors as float32 tensors of `x`'s shape.
fn grad_vectors(
    x: &Tensor,
    dy: &Tensor,
    per_elem: impl Fn(usize) -> (f32, f32),
    r: QRange,
    gf: f32,
) -> Result<[Tensor; 3]> {
    let xs = host::values(x)?;
    let gs = host::values(dy)?;
    let mut out = [Vec::new(), Vec::new(), Vec::new()];
    for (i, (&xv, &g)) in xs.iter().zip(&gs).enumerate() {
        let (s, z) = per_elem(i);
        let (a, b, c) = grads_one(xv as f32, g as f32, s, z, r, gf);
        out[0].push(a as f64);
        out[1].push(b as f64);
        out[2].push(c as f64);
    }
    let shape = x.shape();
    let build = |v: &Vec<f64>| host::build(v, &shape, DType::Float32, x.device());
    Ok([build(&out[0])?, build(&out[1])?, build(&out[2])?])
}

fn sum(t: &Tensor, dims: Option<&[i64]>) -> Result<Tensor> {
    crate::ops::reduce("sum", ReduceOp::Sum, t, dims, false, None)
}

/// `torch._fake_quantize_learnable_per_tensor_affine`.
pub fn learnable_per_tensor(
    x: &Tensor,
    scale: &Tensor,
    zp: &Tensor,
    r: QRange,
    grad_factor: f64,
) -> Result<Tensor> {
    let s = first(scale)? as f32;
    let z = zero_point_of(zp, r, true)?;
    r.check()?;
    r.check_zero_point(z)?;
    let (out, _) = per_tensor_values(x, s, z, r)?;
    let (xc, sc, zc) = (x.clone(), scale.clone(), zp.clone());
    let saved = vec![Saved::input(x), Saved::input(scale), Saved::input(zp)];
    let back: BackwardFn = Box::new(move |g| {
        let Some(dy) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let s = first(&sc)? as f32;
        let z = zero_point_of(&zc, r, false)?;
        for (t, what) in [(dy, "dY"), (&xc, "X"), (&sc, "scale"), (&zc, "zero_point")] {
            expect_float(t, what)?;
        }
        if r.min > 0 || r.max < 0 {
            return Err(runtime(
                "`quant_min` should be less than or         equal to `quant_max`, and the quantization range should include 0.",
            ));
        }
        r.check_zero_point(z)?;
        let [dx, ds, dz] = grad_vectors(&xc, dy, |_| (s, z as f32), r, grad_factor as f32)?;
        let unsq = |t: Tensor| crate::ops::view::unsqueeze(&t, 0);
        Ok(vec![
            Some(dx),
            Some(unsq(sum(&ds, None)?)?),
            Some(unsq(sum(&dz, None)?)?),
        ])
    });
    record(
        "FakeQuantizeLearnablePerTensorAffineBackward0",
        &[Some(x), Some(scale), Some(zp)],
        &[&out],
        saved,
        back,
    )?;
    Ok(out)
}

/// `zero_point.round().clamp_(quant_min, quant_max)` (round half to even).
fn rounded_zero_points(zp: &Tensor, r: QRange) -> Result<Vec<f64>> {
    Ok(host::values(zp)?
        .into_iter()
        .map(|z| {
            (z as f32)
                .round_ties_even()
                .max(r.min as f32)
                .min(r.max as f32) as f64
        })
        .collect())
}

/// `torch._fake_quantize_learnable_per_channel_affine`.
pub fn learnable_per_channel(
    x: &Tensor,
    scale: &Tensor,
    zp: &Tensor,
    axis: i64,
    r: QRange,
    grad_factor: f64,
) -> Result<Tensor> {
    let zr = rounded_zero_points(zp, r)?;
    let zint = host::build(&zr, &zp.shape(), DType::Int32, zp.device())?;
    let d = check_channels(x, scale, &zint, axis, r)?;
    let (out, _) = per_channel_values(x, &channels(scale, &zint)?, d, r)?;
    let (xc, sc, zc) = (x.clone(), scale.clone(), zp.clone());
    let saved = vec![Saved::input(x), Saved::input(scale), Saved::input(zp)];
    let back: BackwardFn = Box::new(move |g| {
        let Some(dy) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        if r.min > 0 || r.max < 0 {
            return Err(runtime("Expecting `quant_min` <= 0 and `quant_max` >= 0"));
        }
        let zr = rounded_zero_points(&zc, r)?;
        let s = host::values(&sc)?;
        let shape = xc.shape();
        let (_, size, inner) = host::split_at(&shape, d);
        let ch = |i: usize| {
            let c = (i / inner) % size;
            (s[c] as f32, zr[c] as f32)
        };
        let [dx, ds, dz] = grad_vectors(&xc, dy, ch, r, grad_factor as f32)?;
        let others: Vec<i64> = (0..xc.ndim() as i64).filter(|&i| i != d as i64).collect();
        let reduce = |t: &Tensor| -> Result<Tensor> {
            if others.is_empty() {
                Ok(t.clone())
            } else {
                sum(t, Some(&others))
            }
        };
        Ok(vec![Some(dx), Some(reduce(&ds)?), Some(reduce(&dz)?)])
    });
    record(
        "FakeQuantizeLearnablePerChannelAffineBackward0",
        &[Some(x), Some(scale), Some(zp)],
        &[&out],
        saved,
        back,
    )?;
    Ok(out)
}
