//! `NativeBatchNormBackward0` and `NativeGroupNormBackward0` (`batch_norm_backward`,
//! `native_group_norm_backward` in ATen), written with `diff_ops` so a `create_graph`
//! backward is itself recorded.

use super::differentiable;
use crate::error::Result;
use crate::kernels::ReduceOp;
use crate::layout::MemoryFormat;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::BackwardFn;
use crate::ops::{self, norm::ChannelStats};
use crate::tensor::Tensor;

/// With x̂ = (x − mean)·rstd and ĝ = g·w: training (the statistics depend on x) gives
/// dx = rstd · (ĝ − mean(ĝ) − x̂ · mean(ĝ·x̂)) over all dims but the channel's; evaluation
/// (fixed statistics) gives dx = ĝ · rstd. dw = Σ g·x̂, db = Σ g per channel.
pub fn record_batch_norm(
    x: &Tensor,
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    training: bool,
    stats: ChannelStats,
    out: &Tensor,
) -> Result<()> {
    let slots = [Some(x), weight, bias];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (xs, w, has_b) = (x.clone(), weight.cloned(), bias.is_some());
    let fmt = MemoryFormat::suggest(&x.shape(), &x.strides());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let nd = xs.ndim();
        let dims: Vec<usize> = (0..nd).filter(|&d| d != 1).collect();
        // Under create_graph the batch statistics are recomputed with recorded ops: the
        // saved ones are constants, and a second derivative needs how they move with x.
        let recomputed;
        let (mean, rstd) = if training && crate::ops::autodiff::is_grad_enabled() {
            let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
            let mean = ops::reduce("mean", ReduceOp::Mean, &xs, Some(&d), true, None)?;
            let var = ops::reduce("var", ReduceOp::Var(0.0), &xs, Some(&d), true, None)?;
            recomputed = (mean, ops::norm::rsqrt_plus(&var, stats.eps)?);
            (&recomputed.0, &recomputed.1)
        } else {
            (&stats.mean, &stats.rstd)
        };
        let xhat = mul(&sub(&xs, mean)?, rstd)?;
        let gh = match &w {
            Some(w) => mul(g, &ops::norm::per_channel(w, nd)?)?,
            None => g.clone(),
        };
        let gx = if training {
            mul(rstd, &centred(&gh, &xhat, &dims)?)?
        } else {
            mul(&gh, rstd)?
        };
        let (gw, gb) = affine_grads(g, &xhat, &dims, w.is_some(), has_b)?;
        Ok(vec![Some(ops::contiguous_as(&gx, fmt)?), gw, gb])
    });
    let mut saved = vec![Saved::input(x)];
    saved.extend(weight.map(Saved::input));
    record("NativeBatchNormBackward0", &slots, &[out], saved, back)?;
    Ok(())
}

/// Group norm's dx is layer norm's over each (sample, group) block of ĝ = g·w.
pub fn record_group_norm(
    x: &Tensor,
    groups: usize,
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    eps: f64,
    out: &Tensor,
) -> Result<()> {
    let slots = [Some(x), weight, bias];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (xs, w, has_b) = (x.clone(), weight.cloned(), bias.is_some());
    let fmt = MemoryFormat::suggest(&x.shape(), &x.strides());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let shape = xs.shape();
        let nd = shape.len();
        let dims: Vec<usize> = (0..nd).filter(|&d| d != 1).collect();
        let (xhat, rstd) = ops::norm::group_normalized(&xs, groups, eps)?;
        let gh = match &w {
            Some(w) => mul(g, &ops::norm::per_channel(w, nd)?)?,
            None => g.clone(),
        };
        let grouped = [shape[0], groups, xs.numel() / (shape[0] * groups).max(1)];
        let (ghg, xhg) = (reshape(&gh, &grouped)?, reshape(&xhat, &grouped)?);
        let gx = reshape(&mul(&rstd, &centred(&ghg, &xhg, &[2])?)?, &shape)?;
        let (gw, gb) = affine_grads(g, &xhat, &dims, w.is_some(), has_b)?;
        Ok(vec![Some(ops::contiguous_as(&gx, fmt)?), gw, gb])
    });
    let mut saved = vec![Saved::input(x)];
    saved.extend(weight.map(Saved::input));
    record("NativeGroupNormBackward0", &slots, &[out], saved, back)?;
    Ok(())
}

/// The normalisation's input gradient before the `rstd` factor, shared by batch and group
/// norm: `ĝ - mean(ĝ) - x̂ · mean(ĝ · x̂)`, the means over `dims` (kept).
fn centred(gh: &Tensor, xhat: &Tensor, dims: &[usize]) -> Result<Tensor> {
    let count: usize = dims.iter().map(|&d| gh.shape()[d]).product();
    let mean_of = |t: &Tensor| mul_s(&sum_dims(t, dims, true)?, 1.0 / count.max(1) as f64);
    sub(
        &sub(gh, &mean_of(gh)?)?,
        &mul(xhat, &mean_of(&mul(gh, xhat)?)?)?,
    )
}

/// The per-channel weight and bias gradients: sums of `g · x̂` and `g` over `dims`.
fn affine_grads(
    g: &Tensor,
    xhat: &Tensor,
    dims: &[usize],
    has_w: bool,
    has_b: bool,
) -> Result<(Option<Tensor>, Option<Tensor>)> {
    let gw = if has_w {
        Some(sum_dims(&mul(g, xhat)?, dims, false)?)
    } else {
        None
    };
    let gb = if has_b {
        Some(sum_dims(g, dims, false)?)
    } else {
        None
    };
    Ok((gw, gb))
}

/// What a normalisation's forward formula reduces over (`dims`), and whether weight and
/// bias are per channel (dim 1) or shaped as the normalised dims (layer norm).
pub struct NormGeometry {
    pub dims: Vec<usize>,
    pub eps: f64,
    pub per_channel: bool,
}

/// ATen's forward formulas for layer norm and batch norm in training (`layer_norm_jvp`,
/// `batch_norm_jvp`), attached as the output's tangent. They read the saved mean and 1/std
/// as constants (those outputs' gradients are dropped by the ops' backward): a gradient
/// taken through the tangent (reverse over forward) does not flow into them, so it differs
/// from the exact derivative of the composition, and PyTorch's is the one shown.
pub fn attach_norm_tangent(
    x: &Tensor,
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    geo: &NormGeometry,
    out: &Tensor,
) -> Result<()> {
    use crate::ops::autodiff::forward::{attach, is_active, tangent, Suspend};
    if !is_active() {
        return Ok(());
    }
    let (tx, tw, tb) = (tangent(x), weight.and_then(tangent), bias.and_then(tangent));
    if tx.is_none() && tw.is_none() && tb.is_none() {
        return Ok(());
    }
    // ATen materialises a missing tangent as zeros when the formula keeps a graph (an
    // input or a tangent requires grad): the same terms, and the same nodes, here.
    let inputs = [Some(x), weight, bias];
    let keep_graph = crate::ops::autodiff::is_grad_enabled()
        && inputs.iter().zip([&tx, &tw, &tb]).any(|(i, t)| {
            i.is_some_and(|i| i.requires_grad()) || t.as_ref().is_some_and(|t| t.requires_grad())
        });
    let filled = |i: Option<&Tensor>, t: Option<Tensor>| -> Result<Option<Tensor>> {
        match (i, t) {
            (Some(i), None) if keep_graph => Ok(Some(zeros(&i.shape(), i)?)),
            (_, t) => Ok(t),
        }
    };
    let (tx, tw, tb) = (filled(Some(x), tx)?, filled(weight, tw)?, filled(bias, tb)?);
    // Mixed dtypes (a half input with float parameters) keep the generic path.
    let same = |t: Option<&Tensor>| t.is_none_or(|t| t.dtype() == x.dtype());
    if !same(weight) || !same(bias) || [&tx, &tw, &tb].iter().any(|t| !same(t.as_ref())) {
        return Ok(());
    }
    let _quiet = Suspend::new();
    let shape = x.shape();
    let d: Vec<i64> = geo.dims.iter().map(|&d| d as i64).collect();
    let (mean, rstd) = {
        let _g = crate::ops::autodiff::NoGradGuard::new();
        let mean = ops::reduce("mean", ReduceOp::Mean, x, Some(&d), true, None)?;
        let var = ops::reduce("var", ReduceOp::Var(0.0), x, Some(&d), true, None)?;
        (mean, ops::norm::rsqrt_plus(&var, geo.eps)?)
    };
    let centred_x = sub(x, &mean)?;
    let xhat = mul(&centred_x, &rstd)?;
    let affine = |t: &Tensor| {
        if geo.per_channel {
            ops::norm::per_channel(t, shape.len())
        } else {
            Ok(t.clone())
        }
    };
    let mut result: Option<Tensor> = None;
    let mut plus = |term: Tensor| -> Result<()> {
        result = Some(match result.take() {
            None => term,
            Some(r) => add(&r, &term)?,
        });
        Ok(())
    };
    if let Some(tx) = &tx {
        let centred_t = sub(tx, &sum_mean(tx, &geo.dims)?)?;
        let coupling = sum_mean(&mul(&centred_x, &centred_t)?, &geo.dims)?;
        let correction = mul(&mul(&centred_x, &mul(&rstd, &rstd)?)?, &coupling)?;
        let t = mul(&sub(&centred_t, &correction)?, &rstd)?;
        plus(match weight {
            Some(w) => mul(&t, &affine(w)?)?,
            None => t,
        })?;
    }
    if let Some(tw) = &tw {
        plus(mul(&xhat, &affine(tw)?)?)?;
    }
    if let Some(tb) = &tb {
        plus(expand(&affine(tb)?, &shape)?)?;
    }
    let Some(t) = result else { return Ok(()) };
    let t = if *t.shape_ref() == *shape {
        t
    } else {
        expand(&t, &shape)?
    };
    // Attached once the formula's own ops are done (suspended, they made no tangents).
    drop(_quiet);
    attach(out, &t)
}

/// The mean over `dims`, kept (recorded).
fn sum_mean(t: &Tensor, dims: &[usize]) -> Result<Tensor> {
    let count: usize = dims.iter().map(|&d| t.shape_ref()[d]).product();
    mul_s(&sum_dims(t, dims, true)?, 1.0 / count.max(1) as f64)
}
