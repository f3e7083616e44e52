//! Ops that copy values: `clone`, `flip`, `cat`/`stack`, `to` (dtype/device), and the
//! in-place writers `copy_`, `fill_`, `masked_fill_` and `scatter_`/`scatter_add_`.

use super::{differentiable, one};
use crate::autograd::diff_ops::*;
use crate::autograd::graph::{needs_grad, record, Saved};
use crate::autograd::inplace::{rebase, InplaceBefore};
use crate::autograd::BackwardFn;
use crate::error::Result;
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
            let r = ops::to_dtype(g, x.dtype())?;
            one(Some(ops::to_device(&r, x.device())?))
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

pub fn rebase_fill(t: &Tensor, before: InplaceBefore) -> Result<()> {
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(mul_s(g, 0.0)?)),
    });
    rebase("FillBackward0", t, &[], before, vec![], back)
}

pub fn rebase_masked_fill(t: &Tensor, mask_t: &Tensor, before: InplaceBefore) -> Result<()> {
    let m = mask_t.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(ops::where_(&m, Arg::S(Scalar::Int(0)), Arg::T(g))?)),
    });
    rebase(
        "MaskedFillBackward0",
        t,
        &[],
        before,
        vec![Saved::input(mask_t)],
        back,
    )
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
