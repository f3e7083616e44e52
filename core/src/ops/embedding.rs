//! `torch.embedding`: rows of a weight table picked by integer indices, with ATen's node
//! (`EmbeddingBackward0`) and its dense backward: each index's gradient row added into the
//! table's gradient in the order the indices come, skipping `padding_idx`, divided by the
//! index's count with `scale_grad_by_freq`. And `embedding_renorm_` for `max_norm`.

use crate::dtype::DType;
use crate::error::{index_error, runtime, Result};
use crate::layout::Layout;
use crate::ops;
use crate::ops::autodiff::linear_map::{self, LinearPair};
use crate::ops::autodiff::{self, BackwardFn, NoGradGuard, SavedAttr};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::rc::Rc;

/// The indices as integers, checked against the table as ATen's `index_select` checks them
/// (none on a meta table, whose kernel reads no index value: the list is then empty).
fn indices_of(indices: &Tensor, rows: usize, meta: bool) -> Result<Vec<usize>> {
    if !matches!(indices.dtype(), DType::Int64 | DType::Int32) {
        return Err(runtime(format!(
            "Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got torch.{}Tensor instead (while checking arguments for embedding)",
            indices.dtype().legacy_name()
        )));
    }
    if meta {
        return Ok(Vec::new());
    }
    indices
        .to_f64_vec()?
        .into_iter()
        .map(|v| {
            if v < 0.0 || v >= rows as f64 {
                Err(index_error("index out of range in self"))
            } else {
                Ok(v as usize)
            }
        })
        .collect()
}

/// `torch.embedding(weight, indices, padding_idx, scale_grad_by_freq)`; `padding_idx` is -1
/// for none (as ATen takes it, after torch.nn.functional has wrapped a negative one).
pub fn embedding(
    weight: &Tensor,
    indices: &Tensor,
    padding_idx: i64,
    scale_grad_by_freq: bool,
) -> Result<Tensor> {
    if weight.ndim() != 2 {
        return Err(runtime("'weight' must be 2-D"));
    }
    let (rows, dim) = (weight.shape()[0], weight.shape()[1]);
    let meta = weight.device() == crate::device::Device::Meta;
    let idx = indices_of(indices, rows, meta)?;
    // A meta table takes indices from any device (only their shape is used).
    let indices = &if meta {
        ops::to_device(indices, crate::device::Device::Meta)?
    } else {
        indices.clone()
    };
    let out = {
        let _g = NoGradGuard::new();
        let flat = ops::view::reshape(indices, &[-1])?;
        ops::index::index_select(weight, 0, &flat)?
    };
    // The rows come back as a new (N, dim) tensor; giving it the indices' shape in place
    // keeps it a tensor of its own, not a view, as ATen's result is.
    let mut shape = indices.shape();
    shape.push(dim);
    out.set_layout(Layout::contiguous(&shape));
    let saved_indices = indices.clone();
    let pair = dense_backward_pair(Rc::new(idx), &shape, rows, padding_idx, scale_grad_by_freq);
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => Ok(vec![None]),
        // A meta gradient has the table's layout and nothing to sum.
        Some(g) if meta => Ok(vec![Some(ops::zeros(
            &[rows, dim],
            Some(g.dtype()),
            g.device(),
        )?)]),
        Some(g) => Ok(vec![Some(linear_map::apply(&pair, g, false)?)]),
    });
    // Forward mode is ATen's forward formula, the tangent's rows: the backward zeroes the
    // padding row's gradient, which is not the transpose of the forward.
    if let Some(t) = autodiff::forward::tangent(weight).filter(|_| autodiff::forward::is_active()) {
        // ATen's `auto_linear` formula: the same embedding of the tangent (recorded as one
        // when the tangent has a graph, for reverse mode through it).
        let rows_t = {
            let _quiet = autodiff::forward::Suspend::new();
            embedding(&t, indices, padding_idx, scale_grad_by_freq)?
        };
        autodiff::forward::attach(&out, &rows_t)?;
    }
    let saved = vec![autodiff::Saved::input(indices)];
    let node = autodiff::record("EmbeddingBackward0", &[Some(weight)], &[&out], saved, back)?;
    autodiff::set_saved_attrs(
        &node,
        vec![
            ("_saved_indices", SavedAttr::Tensor(saved_indices)),
            ("_saved_padding_idx", SavedAttr::Int(padding_idx)),
            (
                "_saved_scale_grad_by_freq",
                SavedAttr::Bool(scale_grad_by_freq),
            ),
            ("_saved_sparse", SavedAttr::Bool(false)),
            ("_saved_weight_sym_argsize_0", SavedAttr::Int(rows as i64)),
        ],
    );
    Ok(out)
}

/// The dense backward with its adjoint (`embedding_dense_double_backward`: each index's
/// row of the incoming gradient, zero at the padding index), so a double backward reaches
/// the incoming gradient. ATen's double backward leaves out `scale_grad_by_freq`'s scaling
/// (its gradgradcheck fails for it), and so does this one: PyTorch's values are shown.
fn dense_backward_pair(
    idx: Rc<Vec<usize>>,
    g_shape: &[usize],
    rows: usize,
    padding_idx: i64,
    scale_grad_by_freq: bool,
) -> Rc<LinearPair> {
    let dim = g_shape.last().copied().unwrap_or(0);
    let g_shape = g_shape.to_vec();
    let forward = {
        let idx = idx.clone();
        move |g: &Tensor| dense_backward(g, &idx, rows, dim, padding_idx, scale_grad_by_freq)
    };
    let adjoint = move |h: &Tensor| {
        let hv = h.to_f64_vec()?;
        let mut out = vec![0f64; idx.len() * dim];
        for (i, &k) in idx.iter().enumerate() {
            if k as i64 != padding_idx {
                out[i * dim..(i + 1) * dim].copy_from_slice(&hv[k * dim..(k + 1) * dim]);
            }
        }
        ops::host::build(&out, &g_shape, h.dtype(), h.device())
    };
    Rc::new(LinearPair {
        forward: Rc::new(forward),
        forward_name: "EmbeddingDenseBackwardBackward0",
        adjoint: Rc::new(adjoint),
        adjoint_name: "EmbeddingBackward0",
    })
}

/// ATen's `embedding_dense_backward_cpu`: `grad_weight[k] += scale * grad[i]` for each
/// index `k = indices[i]` in order, in the gradient's dtype (a float32 table's sums round to
/// float32 after every row, as the kernel's `add_` does).
fn dense_backward(
    g: &Tensor,
    idx: &[usize],
    rows: usize,
    dim: usize,
    padding_idx: i64,
    scale_grad_by_freq: bool,
) -> Result<Tensor> {
    let gv = g.to_f64_vec()?;
    let mut counts = vec![0usize; rows];
    if scale_grad_by_freq {
        for &k in idx {
            counts[k] += 1;
        }
    }
    let round = |v: f64| {
        if g.dtype() == DType::Float32 {
            v as f32 as f64
        } else {
            v
        }
    };
    let mut acc = vec![0f64; rows * dim];
    for (i, &k) in idx.iter().enumerate() {
        if k as i64 == padding_idx {
            continue;
        }
        let scale = if scale_grad_by_freq {
            round(1.0 / counts[k] as f64)
        } else {
            1.0
        };
        for j in 0..dim {
            let a = &mut acc[k * dim + j];
            *a = round(*a + scale * gv[i * dim + j]);
        }
    }
    let vals: Vec<Scalar> = acc.into_iter().map(Scalar::Float).collect();
    ops::tensor(&vals, &[rows, dim], Some(g.dtype()), g.device())
}

/// `embedding_renorm_`: every row the indices name whose `norm_type`-norm exceeds `max_norm`
/// is scaled to `max_norm / (norm + 1e-7)` of itself, in place and unrecorded.
pub fn renorm_(weight: &Tensor, indices: &Tensor, max_norm: f64, norm_type: f64) -> Result<()> {
    let rows = weight.shape().first().copied().unwrap_or(0);
    if weight.device() == crate::device::Device::Meta {
        // No rows to measure: the in-place op's version step alone (as PyTorch's on meta).
        indices_of(indices, rows, true)?;
        return weight.bump_version();
    }
    let mut idx = indices_of(indices, rows, false)?;
    idx.sort_unstable();
    idx.dedup();
    let _g = NoGradGuard::new();
    for k in idx {
        let row = ops::view::select(weight, 0, k as i64)?;
        let n = ops::reduce(
            "norm",
            crate::kernels::ReduceOp::Norm(norm_type),
            &row,
            None,
            false,
            None,
        )?;
        let norm = ops::item(&n)?.to_f64();
        if norm > max_norm {
            let scale = max_norm / (norm + 1e-7);
            ops::named::mul_(&row, ops::Arg::S(Scalar::Float(scale)))?;
        }
    }
    Ok(())
}
