//! Ops that copy values: `clone`, `flip`, `cat`/`stack`, `to` (dtype/device), and the
//! in-place writers `copy_`, `fill_`, `masked_fill_` and `scatter_`/`scatter_add_`.

use super::{differentiable, one};
use crate::error::Result;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::inplace::{rebase, InplaceBefore};
use crate::ops::autodiff::BackwardFn;
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn record_to_copy(a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) {
        return Ok(());
    }
    let x = a.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            // The recorded casts: under create_graph the gradient keeps its history.
            let r = ops::to_dtype_grad(g, x.dtype())?;
            one(Some(ops::to_device_grad(&r, x.device())?))
        }
    });
    record("ToCopyBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

pub fn record_clone(a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) {
        return Ok(());
    }
    let back: BackwardFn = Box::new(|g| one(g[0].clone()));
    record("CloneBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

pub fn record_flip(a: &Tensor, dims: &[usize], out: &Tensor) -> Result<()> {
    let d: Vec<i64> = dims.iter().map(|&x| x as i64).collect();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(ops::flip(g, &d)?)),
    });
    record("FlipBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

/// `repeat(reps)` (and `tile`): one `RepeatBackward0`, whose gradient sums the copies. The
/// output is viewed as (r0, s0, r1, s1, ...) and summed over the r's.
pub fn record_repeat(a: &Tensor, reps: &[usize], out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let shape = a.shape();
    let lead = reps.len() - shape.len();
    let mut split: Vec<i64> = Vec::with_capacity(2 * reps.len());
    for (k, &r) in reps.iter().enumerate() {
        let s = if k < lead { 1 } else { shape[k - lead] };
        split.extend([r as i64, s as i64]);
    }
    let copies: Vec<usize> = (0..reps.len()).map(|k| 2 * k).collect();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let tiles = view::reshape(g, &split)?;
            let summed = ops::reduce(
                "sum",
                crate::kernels::ReduceOp::Sum,
                &tiles,
                Some(&copies.iter().map(|&d| d as i64).collect::<Vec<_>>()),
                false,
                None,
            )?;
            let dims: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
            one(Some(view::reshape(&summed, &dims)?))
        }
    });
    record("RepeatBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

/// `tril(k)`/`triu(k)`: the gradient keeps the same triangle.
pub fn record_tri(a: &Tensor, k: i64, lower: bool, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(ops::arrange::tri(g, k, lower)?)),
    });
    let name = if lower {
        "TrilBackward0"
    } else {
        "TriuBackward0"
    };
    record(name, &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

pub fn record_cat(parts: &[&Tensor], dim: usize, out: &Tensor, stacked: bool) -> Result<()> {
    let slots: Vec<Option<&Tensor>> = parts.iter().map(|t| Some(*t)).collect();
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let sizes: Vec<usize> = parts
        .iter()
        .map(|t| if stacked { 1 } else { t.shape_ref()[dim] })
        .collect();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; sizes.len()]);
        };
        let mut at = 0usize;
        let mut out = Vec::with_capacity(sizes.len());
        for &n in &sizes {
            out.push(Some(if stacked {
                view::select(g, dim as i64, at as i64)?
            } else {
                view::narrow(g, dim as i64, at as i64, n as i64)?
            }));
            at += n;
        }
        Ok(out)
    });
    record(
        if stacked {
            "StackBackward0"
        } else {
            "CatBackward0"
        },
        &slots,
        &[out],
        vec![],
        back,
    )?;
    Ok(())
}

pub fn rebase_copy(t: &Tensor, src: &Tensor, before: InplaceBefore) -> Result<()> {
    let (shape, dt) = (src.shape(), src.dtype());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gs = sum_to(g, &shape)?;
        let gs = ops::to_dtype(&gs, dt)?;
        Ok(vec![Some(mul_s(g, 0.0)?), Some(gs)])
    });
    rebase("CopyBackwards", t, &[Some(src)], before, vec![], back)
}

/// `fill_`/`zero_`: no gradient reaches the old values; a 0-d tensor value gets the sum of
/// the output's gradient (derivatives.yaml's `fill_.Tensor`).
pub fn rebase_fill(
    t: &Tensor,
    value: Option<&Tensor>,
    node: &str,
    before: InplaceBefore,
) -> Result<()> {
    let has_value = value.is_some();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; 1 + has_value as usize]);
        };
        let mut out = vec![Some(mul_s(g, 0.0)?)];
        if has_value {
            out.push(Some(sum_to(g, &[])?));
        }
        Ok(out)
    });
    let others: Vec<Option<&Tensor>> = value.map(Some).into_iter().collect();
    rebase(node, t, &others, before, vec![], back)
}

/// `masked_fill`'s node: `MaskedFillBackward1` when the value is a 0-d tensor (which gets the
/// sum of the gradient at the masked positions), `MaskedFillBackward0` for a number.
/// `self_shape`: the input's shape, when the output broadcast it up to the mask's.
fn masked_fill_node(
    mask: &Tensor,
    has_value: bool,
    self_shape: Vec<usize>,
) -> (&'static str, BackwardFn) {
    let m = mask.clone();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; 1 + has_value as usize]);
        };
        let zero = Arg::S(Scalar::Int(0));
        // derivatives.yaml's `grad.masked_fill(mask, 0)`: the out-of-place masked_fill
        // clones its input contiguous, whatever the gradient's or the mask's layout.
        let filled = ops::contiguous(&ops::where_(&m, zero, Arg::T(g))?)?;
        let mut out = vec![Some(sum_to(&filled, &self_shape)?)];
        if has_value {
            let masked = ops::where_(&m, Arg::T(g), zero)?;
            out.push(Some(sum_to(&masked, &[])?));
        }
        Ok(out)
    });
    let name = if has_value {
        "MaskedFillBackward1"
    } else {
        "MaskedFillBackward0"
    };
    (name, back)
}

pub fn rebase_masked_fill(
    t: &Tensor,
    mask: &Tensor,
    value: Option<&Tensor>,
    before: InplaceBefore,
) -> Result<()> {
    let (name, back) = masked_fill_node(mask, value.is_some(), t.shape());
    let others: Vec<Option<&Tensor>> = value.map(Some).into_iter().collect();
    rebase(name, t, &others, before, vec![Saved::input(mask)], back)
}

/// The out-of-place `masked_fill`: one node over the input (not a clone's).
pub fn record_masked_fill(
    t: &Tensor,
    mask: &Tensor,
    value: Option<&Tensor>,
    out: &Tensor,
) -> Result<()> {
    let (name, back) = masked_fill_node(mask, value.is_some(), t.shape());
    let mut inputs = vec![Some(t)];
    inputs.extend(value.map(Some));
    record(name, &inputs, &[out], vec![Saved::input(mask)], back)?;
    Ok(())
}

pub fn rebase_scatter(
    t: &Tensor,
    dim: usize,
    idx: &Tensor,
    src: Arg,
    add_: bool,
    before: InplaceBefore,
) -> Result<()> {
    let index = idx.clone();
    let has_src = src.tensor().is_some();
    let name = match (add_, has_src) {
        (true, _) => "ScatterAddBackward0",
        (false, true) => "ScatterBackward0",
        (false, false) => "ScatterBackward1",
    };
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gs = if add_ {
            g.clone()
        } else {
            ops::index::scatter(g, dim as i64, &index, Arg::S(Scalar::Int(0)), false)?
        };
        let gsrc = if has_src {
            Some(ops::index::gather(g, dim as i64, &index)?)
        } else {
            None
        };
        Ok(vec![Some(gs), gsrc])
    });
    let others: Vec<Option<&Tensor>> = if has_src { vec![src.tensor()] } else { vec![] };
    rebase(name, t, &others, before, vec![Saved::input(idx)], back)
}
