//! Indexing: advanced indexing (`x[idx]`), `index_select`, `gather`, and `topk`/`sort`.

use super::{differentiable, one, record_index_reduce};
use crate::error::Result;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::BackwardFn;
use crate::ops::{self, Arg};
use crate::tensor::Tensor;

pub fn record_index(
    a: &Tensor,
    indices: &[Tensor],
    sources: &[Vec<usize>],
    out: &Tensor,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (shape, src) = (a.shape(), sources.to_vec());
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(index_put_add(
            g,
            &shape,
            &src,
            ("IndexPutImplBackward0", "IndexBackward0"),
        )?)),
    });
    // The node saves the indices (not the input), as PyTorch's does.
    let saved = indices.iter().map(Saved::input).collect();
    record("IndexBackward0", &[Some(a)], &[out], saved, back)?;
    Ok(())
}

pub fn record_index_select(a: &Tensor, dim: usize, idx: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let shape = a.shape();
    // A meta input has no index values: its gradient is the input's layout alone.
    let meta = a.device() == crate::device::Device::Meta;
    let iv: Vec<usize> = if meta { Vec::new() } else { idx.to_f64_vec()? }
        .iter()
        .map(|&v| {
            let n = shape.get(dim).copied().unwrap_or(1) as i64;
            let i = v as i64;
            (if i < 0 { i + n } else { i }) as usize
        })
        .collect();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        if meta {
            return one(Some(crate::ops::zeros(
                &shape,
                Some(g.dtype()),
                g.device(),
            )?));
        }
        let gshape = g.shape();
        let n: usize = gshape.iter().product();
        let mut sources = Vec::with_capacity(n);
        let mut ix = vec![0usize; gshape.len()];
        for _ in 0..n {
            let mut s = ix.clone();
            if !s.is_empty() {
                s[dim] = iv[ix[dim]];
            }
            sources.push(s);
            for d in (0..gshape.len()).rev() {
                ix[d] += 1;
                if ix[d] < gshape[d] {
                    break;
                }
                ix[d] = 0;
            }
        }
        one(Some(index_put_add(
            g,
            &shape,
            &sources,
            ("IndexAddBackward0", "IndexSelectBackward0"),
        )?))
    });
    record(
        "IndexSelectBackward0",
        &[Some(a)],
        &[out],
        vec![Saved::input(idx)],
        back,
    )?;
    Ok(())
}

pub fn record_gather(a: &Tensor, dim: usize, idx: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (shape, index) = (a.shape(), idx.clone());
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let z = zeros(&shape, g)?;
            one(Some(ops::index::scatter(
                &z,
                dim as i64,
                &index,
                Arg::T(g),
                true,
            )?))
        }
    });
    record(
        "GatherBackward0",
        &[Some(a)],
        &[out],
        vec![Saved::input(a), Saved::input(idx)],
        back,
    )?;
    Ok(())
}

/// `topk` and `sort`: the gradient goes back to the selected positions.
pub fn record_gather_like(
    name: &'static str,
    a: &Tensor,
    dim: usize,
    idx: &Tensor,
    values: &Tensor,
) -> Result<()> {
    record_index_reduce(name, a, Some(dim), true, idx, values)
}
