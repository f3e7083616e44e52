//! Losses recorded as one node (`MseLossBackward0`, `NllLossBackward0`, the pointwise
//! losses) and `layer_norm`.

use super::differentiable;
use crate::error::Result;
use crate::ops;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::BackwardFn;
use crate::tensor::Tensor;

/// A loss computed as one node (`MseLossBackward0`, `NllLossBackward0`): `f(grad, input,
/// target)` gives the input's gradient; a target that requires grad gets its negation.
pub fn record_loss(
    name: &str,
    input: &Tensor,
    target: Option<&Tensor>,
    out: Tensor,
    f: impl Fn(&Tensor, &Tensor, Option<&Tensor>) -> Result<Tensor> + 'static,
) -> Result<Option<std::rc::Rc<crate::ops::autodiff::Node>>> {
    // An integer target (nll_loss's class indices) is no input of the node at all, as
    // derivatives.yaml marks it non-differentiable: one edge, not a None second one.
    let diff_target = target.filter(|t| t.dtype().is_floating());
    let slots: Vec<Option<&Tensor>> = match diff_target {
        Some(t) => vec![Some(input), Some(t)],
        None => vec![Some(input)],
    };
    if !differentiable(&out) || !needs_grad(&slots) {
        return Ok(None);
    }
    let (x, t) = (input.clone(), target.cloned());
    let tshape = diff_target.map(|t| t.shape());
    let mut saved = vec![Saved::input(input)];
    if let Some(t) = target {
        saved.push(Saved::input(t));
    }
    let n_slots = slots.len();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; n_slots]);
        };
        let gi = f(g, &x, t.as_ref())?;
        let mut grads = vec![Some(sum_to(&gi, &x.shape_ref())?)];
        if let Some(s) = &tshape {
            grads.push(Some(sum_to(&neg(&gi)?, s)?));
        }
        Ok(grads)
    });
    record(name, &slots, &[&out], saved, back)
}

/// `NativeLayerNormBackward0` (`layer_norm_backward` in PyTorch): with x̂ the normalized
/// input and ĝ = g·w, dx = rstd · (ĝ − mean(ĝ) − x̂ · mean(ĝ·x̂)) over the normalized dims.
pub fn record_layer_norm(
    x: &Tensor,
    n: usize,
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    eps: f64,
    out: &Tensor,
) -> Result<()> {
    let slots = [Some(x), weight, bias];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (xs, w) = (x.clone(), weight.cloned());
    let (ws, bs) = (weight.map(|t| t.shape()), bias.map(|t| t.shape()));
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let nd = xs.ndim();
        let dims: Vec<usize> = (nd - n..nd).collect();
        let count: usize = dims.iter().map(|&d| xs.shape_ref()[d]).product();
        let (xhat, rstd) = ops::nn::normalize_trailing(&ops::contiguous(&xs)?, n, eps)?;
        let gh = match &w {
            Some(w) => mul(g, w)?,
            None => g.clone(),
        };
        let mean_of = |t: &Tensor| mul_s(&sum_dims(t, &dims, true)?, 1.0 / count.max(1) as f64);
        let centred = sub(
            &sub(&gh, &mean_of(&gh)?)?,
            &mul(&xhat, &mean_of(&mul(&gh, &xhat)?)?)?,
        )?;
        let gx = mul(&rstd, &centred)?;
        let gw = match &ws {
            Some(s) => Some(sum_to(&mul(g, &xhat)?, s)?),
            None => None,
        };
        let gb = match &bs {
            Some(s) => Some(sum_to(g, s)?),
            None => None,
        };
        Ok(vec![Some(gx), gw, gb])
    });
    let mut saved = vec![Saved::input(x)];
    saved.extend(weight.map(Saved::input));
    record("NativeLayerNormBackward0", &slots, &[out], saved, back)?;
    Ok(())
}

/// A loss that is an elementwise function of (input, target), then reduced: one node named
/// `name`. `partials(x, y)` gives the unreduced d loss/d input and d loss/d target.
pub fn record_pointwise_loss(
    name: &str,
    x: &Tensor,
    y: &Tensor,
    r: ops::nn::Reduction,
    out: &Tensor,
    partials: impl Fn(&Tensor, &Tensor) -> Result<(Tensor, Tensor)> + 'static,
) -> Result<()> {
    let slots = [Some(x), Some(y)];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (xs, ys) = (x.clone(), y.clone());
    let want_y = crate::ops::autodiff::forward::wants_grad(y);
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let shape = xs.shape();
        let ge = match r {
            ops::nn::Reduction::None => g.clone(),
            ops::nn::Reduction::Sum => expand(g, &shape)?,
            ops::nn::Reduction::Mean => expand(&mul_s(g, 1.0 / xs.numel().max(1) as f64)?, &shape)?,
        };
        let (dx, dy) = partials(&xs, &ys)?;
        let gy = if want_y { Some(mul(&ge, &dy)?) } else { None };
        Ok(vec![Some(mul(&ge, &dx)?), gy])
    });
    record(
        name,
        &slots,
        &[out],
        vec![Saved::input(x), Saved::input(y)],
        back,
    )?;
    Ok(())
}
