//! Views (`ViewKind`: `view`, `transpose`, `select`, `expand`, `as_strided`, ...), the
//! multi-output views `split`/`chunk`/`unbind`, and `_unsafe_view`.

use super::{differentiable, one};
use crate::error::{runtime, Result};
use crate::layout::Layout;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record};
use crate::ops::autodiff::BackwardFn;
use crate::ops::{self, view};
use crate::tensor::Tensor;

/// How a view was made, so its gradient can be mapped back to the input.
#[derive(Clone, Debug)]
pub enum ViewKind {
    View(Vec<usize>),
    Squeeze(Vec<usize>, &'static str),
    Transpose(usize, usize),
    /// A transpose PyTorch names otherwise (a complex matrix's `t()` is `TBackward0`, on
    /// pairs of one more dim).
    TransposeNamed(usize, usize, &'static str),
    T,
    Permute(Vec<usize>),
    Select(usize, usize),
    Slice {
        dim: usize,
        start: usize,
        step: usize,
    },
    Unsqueeze(usize),
    Expand(Vec<usize>),
    Unfold {
        input_shape: Vec<usize>,
        dim: usize,
        size: usize,
        step: usize,
    },
    Diagonal {
        input_shape: Vec<usize>,
        offset: i64,
        dim1: usize,
        dim2: usize,
    },
    AsStrided {
        input: Layout,
    },
    Alias,
}

fn view_name(k: &ViewKind) -> &'static str {
    match k {
        ViewKind::View(_) => "ViewBackward0",
        ViewKind::Squeeze(_, n) => n,
        ViewKind::Transpose(..) => "TransposeBackward0",
        ViewKind::TransposeNamed(.., n) => n,
        ViewKind::T => "TBackward0",
        ViewKind::Permute(_) => "PermuteBackward0",
        ViewKind::Select(..) => "SelectBackward0",
        ViewKind::Slice { .. } => "SliceBackward0",
        ViewKind::Unsqueeze(_) => "UnsqueezeBackward0",
        ViewKind::Expand(_) => "ExpandBackward0",
        ViewKind::Unfold { .. } => "UnfoldBackward0",
        ViewKind::Diagonal { .. } => "DiagonalBackward0",
        ViewKind::AsStrided { .. } => "AsStridedBackward0",
        ViewKind::Alias => "AliasBackward0",
    }
}

fn view_backward(k: &ViewKind, g: &Tensor, in_shape: &[usize]) -> Result<Tensor> {
    Ok(match k {
        ViewKind::View(shape) | ViewKind::Squeeze(shape, _) => reshape(g, shape)?,
        ViewKind::Transpose(a, b) | ViewKind::TransposeNamed(a, b, _) => {
            view::transpose(g, *a as i64, *b as i64)?
        }
        ViewKind::T => view::t(g)?,
        ViewKind::Permute(p) => {
            let mut inv = vec![0i64; p.len()];
            for (i, &d) in p.iter().enumerate() {
                inv[d] = i as i64;
            }
            view::permute(g, &inv)?
        }
        ViewKind::Select(dim, idx) => {
            let z = zeros(in_shape, g)?;
            let s = view::select(&z, *dim as i64, *idx as i64)?;
            ops::copy::copy_(&s, g)?;
            z
        }
        ViewKind::Slice { dim, start, step } => {
            let z = zeros(in_shape, g)?;
            let s = view::slice(&z, *dim, Some(*start as i64), None, *step as i64)?;
            let s = view::narrow(&s, *dim as i64, 0, g.shape_ref()[*dim] as i64)?;
            ops::copy::copy_(&s, g)?;
            z
        }
        ViewKind::Unsqueeze(d) => view::squeeze(g, Some(&[*d as i64]))?,
        ViewKind::Expand(shape) => sum_to(g, shape)?,
        ViewKind::Unfold {
            input_shape,
            dim,
            size,
            step,
        } => {
            let z = zeros(input_shape, g)?;
            let n = if input_shape.is_empty() {
                1
            } else {
                g.shape_ref()[*dim]
            };
            let mut acc = z;
            for w in 0..n {
                let piece = view::select(
                    g,
                    if input_shape.is_empty() {
                        0
                    } else {
                        *dim as i64
                    },
                    w as i64,
                )?;
                let piece = if input_shape.is_empty() {
                    piece
                } else {
                    view::movedim(&piece, &[-1], &[*dim as i64])?
                };
                let pad = zeros(input_shape, g)?;
                let region = if input_shape.is_empty() {
                    pad.clone()
                } else {
                    view::narrow(&pad, *dim as i64, (w * step) as i64, *size as i64)?
                };
                ops::copy::copy_(&region, &piece)?;
                acc = add(&acc, &pad)?;
            }
            acc
        }
        ViewKind::Diagonal {
            input_shape,
            offset,
            dim1,
            dim2,
        } => {
            let z = zeros(input_shape, g)?;
            let d = view::diagonal(&z, *offset, *dim1 as i64, *dim2 as i64)?;
            ops::copy::copy_(&d, g)?;
            z
        }
        ViewKind::AsStrided { .. } => {
            return Err(runtime(
                "internal error: as_strided backward needs its output geometry",
            ));
        }
        ViewKind::Alias => g.clone(),
    })
}

pub fn record_view(kind: ViewKind, a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let in_shape = a.shape();
    let name = view_name(&kind);
    let out_layout = out.layout();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        if let ViewKind::AsStrided { input } = &kind {
            return one(Some(as_strided_backward(g, input, &out_layout)?));
        }
        one(Some(view_backward(&kind, g, &in_shape)?))
    });
    record(name, &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

/// A view of `a` made by laying its storage out as `out` is, recorded as the node `name`:
/// how a tangent with a graph follows its primal's view (the primal's op names the node,
/// as the tangent's `self_t.view(...)` in ATen's formula is that same op).
pub fn record_layout_view(name: &str, a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (input, out_layout) = (a.layout(), out.layout());
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(as_strided_backward(g, &input, &out_layout)?)),
    });
    record(name, &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

/// Several views of one input made by one op (`split`, `chunk`, `unbind`): one node with
/// an output per piece; missing gradients count as zeros.
pub fn record_split(
    a: &Tensor,
    dim: usize,
    sizes: &[usize],
    outs: &[Tensor],
    node: &'static str,
) -> Result<()> {
    let unbind = node == "UnbindBackward0";
    let refs: Vec<&Tensor> = outs.iter().collect();
    if refs.is_empty() || !differentiable(refs[0]) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let shape = a.shape();
    let sizes = sizes.to_vec();
    let back: BackwardFn = Box::new(move |gs| {
        let z = zeros(&shape, gs.iter().flatten().next().unwrap())?;
        let mut at = 0usize;
        for (i, g) in gs.iter().enumerate() {
            let n = sizes[i];
            if let Some(g) = g {
                let region = if unbind {
                    view::select(&z, dim as i64, at as i64)?
                } else {
                    view::narrow(&z, dim as i64, at as i64, n as i64)?
                };
                ops::copy::copy_(&region, g)?;
            }
            at += n;
        }
        one(Some(z))
    });
    record(node, &[Some(a)], &refs, vec![], back)?;
    Ok(())
}

pub fn record_unsafe_view(a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) {
        return Ok(());
    }
    let shape = a.shape();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(reshape(g, &shape)?)),
    });
    record("UnsafeViewBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}
