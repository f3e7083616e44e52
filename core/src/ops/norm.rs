//! `batch_norm` and `group_norm`: statistics by reductions, the normalization by pointwise
//! ops, all existing kernels (so the wgpu device runs them), recorded as one node each
//! (`NativeBatchNormBackward0`, `NativeGroupNormBackward0`) whose formulas live in
//! `ops/autodiff/derivatives/norm.rs`. The output keeps the input's suggested memory format
//! (channels-last in, channels-last out), as ATen's CPU kernels do.

use crate::dtype::DType;
use crate::error::{fmt_list, not_implemented, runtime, Result};
use crate::kernels::{BinaryOp, ReduceOp, UnaryOp};
use crate::layout::MemoryFormat;
use crate::ops::autodiff::{self, NoGradGuard};
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// The per-channel statistics a batch norm normalizes with, shaped `(1, C, 1, ...)`.
pub struct ChannelStats {
    pub mean: Tensor,
    /// `1 / sqrt(var + eps)`.
    pub rstd: Tensor,
    pub eps: f64,
}

/// `(1, C, 1, ...)`: a per-channel vector broadcast against an `ndim`-d input.
pub fn per_channel(v: &Tensor, ndim: usize) -> Result<Tensor> {
    let mut shape = vec![1i64; ndim];
    shape[1] = -1;
    view::reshape(v, &shape)
}

/// The dims a batch norm reduces: all but the channel dim 1.
pub fn batch_dims(ndim: usize) -> Vec<i64> {
    (0..ndim as i64).filter(|&d| d != 1).collect()
}

pub(crate) fn rsqrt_plus(var: &Tensor, eps: f64) -> Result<Tensor> {
    let ve = ops::binary(
        "add",
        BinaryOp::Add(Scalar::Int(1)),
        Arg::T(var),
        Arg::S(Scalar::Float(eps)),
    )?;
    ops::unary("rsqrt", UnaryOp::Rsqrt, &ve)
}

/// `y * w + b` with `w` and `b` per channel (dim 1), each when given: the affine step batch
/// and group norm share.
fn scale_shift(mut y: Tensor, w: Option<&Tensor>, b: Option<&Tensor>, nd: usize) -> Result<Tensor> {
    if let Some(w) = w {
        let ww = per_channel(w, nd)?;
        y = ops::binary("mul", BinaryOp::Mul, Arg::T(&y), Arg::T(&ww))?;
    }
    if let Some(b) = b {
        let bb = per_channel(b, nd)?;
        y = ops::binary(
            "add",
            BinaryOp::Add(Scalar::Int(1)),
            Arg::T(&y),
            Arg::T(&bb),
        )?;
    }
    Ok(y)
}

/// `(x - mean) * rstd`, then `* w + b` per channel, in `x`'s suggested layout.
fn affine(x: &Tensor, s: &ChannelStats, w: Option<&Tensor>, b: Option<&Tensor>) -> Result<Tensor> {
    let nd = x.ndim();
    let c = ops::binary(
        "sub",
        BinaryOp::Sub(Scalar::Int(1)),
        Arg::T(x),
        Arg::T(&s.mean),
    )?;
    let y = ops::binary("mul", BinaryOp::Mul, Arg::T(&c), Arg::T(&s.rstd))?;
    let y = scale_shift(y, w, b, nd)?;
    ops::contiguous_as(&y, MemoryFormat::suggest(&x.shape(), &x.strides()))
}

/// `torch.batch_norm(input, running_mean, running_var, weight, bias, training, momentum,
/// eps)`. Training normalizes by the batch's statistics (biased variance) and moves the
/// running ones toward them (unbiased variance), in place; evaluation uses the running ones.
#[allow(clippy::too_many_arguments)]
pub fn batch_norm(
    x: &Tensor,
    running_mean: Option<&Tensor>,
    running_var: Option<&Tensor>,
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    training: bool,
    momentum: f64,
    eps: f64,
) -> Result<Tensor> {
    let shape = x.shape();
    if shape.len() < 2 {
        return Err(crate::error::index_error(format!(
            "Dimension out of range (expected to be in range of [-{n}, {m}], but got 1)",
            n = shape.len().max(1),
            m = shape.len().max(1) - 1
        )));
    }
    if x.numel() == 0 {
        return batch_norm_empty(x, weight, bias);
    }
    if !x.dtype().is_floating() {
        return Err(not_implemented(format!(
            "\"batch_norm\" not implemented for '{}'",
            x.dtype().legacy_name()
        )));
    }
    let c = shape[1];
    // ATen's order: the running statistics are checked before the affine parameters.
    for (name, t) in [
        ("running_mean", running_mean),
        ("running_var", running_var),
        ("weight", weight),
        ("bias", bias),
    ] {
        if let Some(t) = t {
            if t.numel() != c {
                return Err(runtime(format!(
                    "{name} should contain {c} elements not {}",
                    t.numel()
                )));
            }
        }
    }
    // ATen's mixed type: a bfloat16 or half input with float32 parameters and statistics is
    // normalized in float32 (the statistics updated in float32) and given back in its own
    // dtype; other mixes are its "mixed dtype" errors.
    let low = super::nn::mixed_norm_dtype(x, &[weight, bias, running_mean, running_var])?;
    let nd = shape.len();
    let dims = batch_dims(nd);
    let (out, stats) = {
        let _g = NoGradGuard::new();
        let x = &match low {
            Some(_) => ops::to_dtype(x, DType::Float32)?,
            None => x.clone(),
        };
        let stats = if training {
            let mean = ops::reduce("mean", ReduceOp::Mean, x, Some(&dims), true, None)?;
            let var = ops::reduce("var", ReduceOp::Var(0.0), x, Some(&dims), true, None)?;
            let count = x.numel() / c.max(1);
            if let Some(rm) = running_mean {
                let m = view::reshape(&mean, &[-1])?;
                ops::named::lerp_(rm, &ops::to_dtype(&m, rm.dtype())?, Scalar::Float(momentum))?;
            }
            if let Some(rv) = running_var {
                // The running variance is the unbiased one (Bessel's correction).
                let unbiased = ops::binary(
                    "mul",
                    BinaryOp::Mul,
                    Arg::T(&view::reshape(&var, &[-1])?),
                    Arg::S(Scalar::Float(count as f64 / (count.max(2) - 1) as f64)),
                )?;
                ops::named::lerp_(
                    rv,
                    &ops::to_dtype(&unbiased, rv.dtype())?,
                    Scalar::Float(momentum),
                )?;
            }
            ChannelStats {
                mean,
                rstd: rsqrt_plus(&var, eps)?,
                eps,
            }
        } else {
            let (Some(rm), Some(rv)) = (running_mean, running_var) else {
                return Err(runtime(if running_mean.is_none() {
                    "running_mean must be defined in evaluation mode"
                } else {
                    "running_var must be defined in evaluation mode"
                }));
            };
            let rm = ops::to_dtype(rm, x.dtype())?;
            let rv = ops::to_dtype(rv, x.dtype())?;
            ChannelStats {
                mean: per_channel(&rm, nd)?,
                rstd: rsqrt_plus(&per_channel(&rv, nd)?, eps)?,
                eps,
            }
        };
        let y = affine(x, &stats, weight, bias)?;
        match low {
            Some(d) => (ops::to_dtype(&y, d)?, stats),
            None => (y, stats),
        }
    };
    if training {
        let geo = autodiff::NormGeometry {
            dims: batch_dims(nd).iter().map(|&d| d as usize).collect(),
            eps,
            per_channel: true,
        };
        autodiff::attach_norm_tangent(x, weight, bias, &geo, &out)?;
    }
    autodiff::record_batch_norm(x, weight, bias, training, stats, &out)?;
    Ok(out)
}

/// ATen's `_batch_norm_impl_index` on an input with no elements: before any other check
/// (dtype, sizes, running statistics), `input.clone() * weight[0] + bias[0]`, so the result
/// is not a view of the input and still joins the graph; running statistics are untouched.
fn batch_norm_empty(x: &Tensor, weight: Option<&Tensor>, bias: Option<&Tensor>) -> Result<Tensor> {
    let mut out = ops::clone(x, MemoryFormat::Preserve)?;
    if let Some(w) = weight {
        let w0 = view::select(w, 0, 0)?;
        out = ops::binary("mul", BinaryOp::Mul, Arg::T(&out), Arg::T(&w0))?;
    }
    if let Some(b) = bias {
        let b0 = view::select(b, 0, 0)?;
        out = ops::named::add(Arg::T(&out), Arg::T(&b0), Scalar::Int(1))?;
    }
    Ok(out)
}

/// `torch.group_norm(input, num_groups, weight, bias, eps)`: each sample's channels split
/// into `num_groups` groups, each group normalized over its channels and positions.
pub fn group_norm(
    x: &Tensor,
    groups: usize,
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    eps: f64,
) -> Result<Tensor> {
    let shape = x.shape();
    if shape.len() < 2 {
        return Err(runtime(format!(
            "Expected at least 2 dimensions for input tensor but received {}",
            shape.len()
        )));
    }
    let c = shape[1];
    if groups == 0 || !c.is_multiple_of(groups) {
        return Err(runtime(format!(
            "Expected number of channels in input to be divisible by num_groups, but got input of shape {} and num_groups={groups}",
            fmt_list(&shape)
        )));
    }
    for (name, t) in [("weight", weight), ("bias", bias)] {
        if let Some(t) = t {
            if t.ndim() != 1 || t.numel() != c {
                return Err(runtime(format!(
                    "Expected {name} to be a vector of size equal to the number of channels in input, but got {name} of shape {} and input of shape {}",
                    fmt_list(&t.shape()),
                    fmt_list(&shape)
                )));
            }
        }
    }
    if !x.dtype().is_floating() {
        return Err(not_implemented(format!(
            "\"GroupNormKernelImpl\" not implemented for '{}'",
            x.dtype().legacy_name()
        )));
    }
    let target = super::nn::mixed_norm_dtype(x, &[weight, bias])?;
    let out = {
        let _g = NoGradGuard::new();
        let mut inputs = vec![x];
        inputs.extend(weight);
        inputs.extend(bias);
        let y = ops::in_opmath(&inputs, target, |w| {
            let xhat = group_normalized(&w[0], groups, eps)?.0;
            let wt = weight.map(|_| &w[1]);
            let b = bias.map(|_| &w[inputs.len() - 1]);
            scale_shift(xhat, wt, b, shape.len())
        })?;
        // Its own memory, as ATen's: the normalized groups' reshape is not a view.
        view::owned_result(ops::contiguous_as(
            &y,
            MemoryFormat::suggest(&shape, &x.strides()),
        )?)
    };
    // Group norm's tangent comes from its backward: ATen's `native_group_norm` backward
    // takes gradients for the saved mean and 1/std too, so its forward formula's statistics
    // are not constants, unlike layer and batch norm's.
    autodiff::record_group_norm(x, groups, weight, bias, eps, &out)?;
    Ok(out)
}

/// The group-normalized input (shaped as `x`) and `rstd` shaped `(N, G, 1)`.
pub fn group_normalized(x: &Tensor, groups: usize, eps: f64) -> Result<(Tensor, Tensor)> {
    let shape = x.shape();
    // The group's size is spelled out: a -1 cannot be inferred when the batch is empty.
    let per_group = crate::layout::extent::numel_of(&shape[1..])? / groups;
    let xg = view::reshape(x, &[shape[0] as i64, groups as i64, per_group as i64])?;
    let (xhat, rstd) = ops::nn::normalize_trailing(&xg, 1, eps)?;
    let back: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    Ok((view::reshape(&xhat, &back)?, rstd))
}
