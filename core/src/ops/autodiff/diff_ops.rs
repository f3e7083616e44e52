//! The differentiable helper ops the backward formulas are written with (the formulas
//! themselves live in `derivatives/`, one file per op family). Each helper is a thin wrapper
//! over the same `ops::*` a user calls (`mul`, `sum_dims`, `expand`, ...) or a composition of
//! them (`sum_to`, `restore_dims`, `select_back`), so with `create_graph=True` a backward
//! pass is itself recorded (higher-order gradients), as PyTorch's `derivatives.yaml` formulas
//! are. `as_strided_backward` and `index_put_add` compute on the host and are recorded as
//! linear maps with their adjoints (`linear_map.rs`).

use super::linear_map::{self, LinearPair, MapFn};
use crate::error::Result;
use crate::kernels::{BinaryOp, ReduceOp, UnaryOp};
use crate::layout::Layout;
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::rc::Rc;

pub fn mul(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    ops::binary("mul", BinaryOp::Mul, Arg::T(a), Arg::T(b))
}
pub fn mul_s(a: &Tensor, s: f64) -> Result<Tensor> {
    ops::binary("mul", BinaryOp::Mul, Arg::T(a), Arg::S(Scalar::Float(s)))
}
pub fn mul_sc(a: &Tensor, s: Scalar) -> Result<Tensor> {
    ops::binary("mul", BinaryOp::Mul, Arg::T(a), Arg::S(s))
}
pub fn add(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    ops::binary("add", BinaryOp::Add(Scalar::Int(1)), Arg::T(a), Arg::T(b))
}
pub fn add_s(a: &Tensor, s: f64) -> Result<Tensor> {
    ops::binary(
        "add",
        BinaryOp::Add(Scalar::Int(1)),
        Arg::T(a),
        Arg::S(Scalar::Float(s)),
    )
}
pub fn sub(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    ops::binary("sub", BinaryOp::Sub(Scalar::Int(1)), Arg::T(a), Arg::T(b))
}
pub fn rsub_s(s: f64, a: &Tensor) -> Result<Tensor> {
    ops::binary(
        "sub",
        BinaryOp::Sub(Scalar::Int(1)),
        Arg::S(Scalar::Float(s)),
        Arg::T(a),
    )
}
pub fn div(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    ops::binary("div", BinaryOp::Div, Arg::T(a), Arg::T(b))
}
pub fn neg(a: &Tensor) -> Result<Tensor> {
    ops::unary("neg", UnaryOp::Neg, a)
}
pub fn un(op: UnaryOp, a: &Tensor) -> Result<Tensor> {
    ops::unary(op.name(), op, a)
}
pub fn pow_s(a: &Tensor, e: f64) -> Result<Tensor> {
    ops::binary("pow", BinaryOp::Pow, Arg::T(a), Arg::S(Scalar::Float(e)))
}
pub fn cmp(op: BinaryOp, a: &Tensor, b: Arg) -> Result<Tensor> {
    ops::binary(op.name(), op, Arg::T(a), b)
}
/// `where(cond, a, 0)`.
pub fn mask(cond: &Tensor, a: &Tensor) -> Result<Tensor> {
    ops::where_(cond, Arg::T(a), Arg::S(Scalar::Int(0)))
}
pub fn zeros(shape: &[usize], like: &Tensor) -> Result<Tensor> {
    ops::zeros(shape, Some(like.dtype()), like.device())
}
pub fn expand(a: &Tensor, shape: &[usize]) -> Result<Tensor> {
    view::expand(a, &shape.iter().map(|&s| s as i64).collect::<Vec<_>>())
}
pub fn reshape(a: &Tensor, shape: &[usize]) -> Result<Tensor> {
    view::reshape(a, &shape.iter().map(|&s| s as i64).collect::<Vec<_>>())
}
pub fn sum_dims(a: &Tensor, dims: &[usize], keepdim: bool) -> Result<Tensor> {
    let d: Vec<i64> = dims.iter().map(|&x| x as i64).collect();
    ops::reduce("sum", ReduceOp::Sum, a, Some(&d), keepdim, None)
}

/// `result` joined to `x` by an edge that carries no gradient, under `create_graph`.
/// ATen's backward kernels for piecewise-linear ops read their input (or result):
/// `threshold_backward(grad, result)` is a node over it, so a second derivative with
/// respect to the input is zeros where ours, built from a mask alone, would call the input
/// unused (a ReLU network's u_xx in a PINN).
pub fn zero_link(result: Tensor, x: &Tensor) -> Result<Tensor> {
    zero_link_named(result, x, "ThresholdBackwardBackward0")
}

/// `zero_link` with the node named as PyTorch names the backward's own backward
/// (`ReflectionPad1DBackwardBackward0`, ...).
pub fn zero_link_named(result: Tensor, x: &Tensor, name: &str) -> Result<Tensor> {
    if !crate::ops::autodiff::is_grad_enabled() || !x.requires_grad() {
        return Ok(result);
    }
    let out = crate::ops::autodiff::graph::detached_alias(&result);
    let like = x.clone();
    let back: crate::ops::autodiff::BackwardFn = Box::new(move |h| {
        let zero = match &h[0] {
            Some(_) => Some(zeros(&like.shape(), &like)?),
            None => None,
        };
        Ok(vec![h[0].clone(), zero])
    });
    crate::ops::autodiff::record(name, &[Some(&result), Some(x)], &[&out], vec![], back)?;
    Ok(out)
}

/// A gradient PyTorch cannot differentiate again (derivatives.yaml has no formula for the
/// backward op): under `create_graph` it gets the `NotImplemented` node over `(grad, x)`,
/// whose backward raises `derivative for aten::<op> is not implemented`.
pub fn not_differentiable_again(
    result: Tensor,
    g: &Tensor,
    x: &Tensor,
    op: &str,
) -> Result<Tensor> {
    if !crate::ops::autodiff::is_grad_enabled() || !(g.requires_grad() || x.requires_grad()) {
        return Ok(result);
    }
    let out = crate::ops::autodiff::graph::detached_alias(&result);
    crate::ops::autodiff::derivatives::record_not_implemented(
        &[Some(g), Some(x)],
        &out,
        &format!("derivative for aten::{op} is not implemented"),
    )?;
    Ok(out)
}

/// Sums a broadcast gradient back to an input's shape (`at::sum_to`).
pub fn sum_to(g: &Tensor, shape: &[usize]) -> Result<Tensor> {
    let dims: Vec<usize> = {
        let gs = g.shape_ref();
        if *gs == *shape {
            return Ok(g.clone());
        }
        // A gradient handed to a called node (`y.grad_fn(g)`) can have fewer dims than the
        // input: an error, not an underflow.
        let Some(lead) = gs.len().checked_sub(shape.len()) else {
            return Err(crate::error::runtime(format!(
                "expected a gradient of at least {} dims to sum to {}, but got one of size {}",
                shape.len(),
                crate::error::fmt_list(shape),
                crate::error::fmt_list(&gs)
            )));
        };
        let mut dims: Vec<usize> = (0..lead).collect();
        for (i, &s) in shape.iter().enumerate() {
            if s == 1 && gs[lead + i] != 1 {
                dims.push(lead + i);
            }
        }
        dims
    };
    let r = if dims.is_empty() {
        g.clone()
    } else {
        sum_dims(g, &dims, true)?
    };
    if *r.shape_ref() == *shape {
        return Ok(r);
    }
    view::view(&r, &shape.iter().map(|&s| s as i64).collect::<Vec<_>>())
}

/// A reduced gradient with its reduced dims put back as size 1 (for `keepdim=False`).
pub fn restore_dims(g: &Tensor, dims: &[usize], keepdim: bool, ndim: usize) -> Result<Tensor> {
    if keepdim || ndim == 0 {
        return Ok(g.clone());
    }
    let mut r = g.clone();
    let mut ds = dims.to_vec();
    ds.sort_unstable();
    for d in ds {
        r = view::unsqueeze(&r, d as i64)?;
    }
    Ok(r)
}

/// `value_selecting_reduction_backward`: the gradient lands on the selected indices.
pub fn select_back(
    g: &Tensor,
    dim: usize,
    indices: &Tensor,
    shape: &[usize],
    keepdim: bool,
) -> Result<Tensor> {
    let (g, idx) = if keepdim || shape.is_empty() {
        (g.clone(), indices.clone())
    } else {
        (
            view::unsqueeze(g, dim as i64)?,
            view::unsqueeze(indices, dim as i64)?,
        )
    };
    let z = zeros(shape, &g)?;
    if shape.is_empty() {
        return Ok(g);
    }
    ops::index::scatter(&z, dim as i64, &idx, Arg::T(&g), false)
}

/// The gradient of `as_strided`: every output position's gradient summed into the storage
/// positions it reads, then read back through the input's geometry (divided by how many input
/// elements share a position, as PyTorch does for overlapping inputs). Both walks run on the
/// host; the map is recorded with its adjoint (`linear_map`), so it has a second derivative.
pub fn as_strided_backward(g: &Tensor, input: &Layout, out: &Layout) -> Result<Tensor> {
    let base = input.offset().min(out.offset());
    // Both layouts were checked against a real storage when they were made.
    let reach = |l: &Layout| l.required_storage_len().unwrap_or(0);
    let span = reach(input).max(reach(out)).saturating_sub(base).max(1);
    let mut count = vec![0u32; span];
    for i in input.storage_indices() {
        count[i - base] += 1;
    }
    let count = Rc::new(count);
    // Gathers `from`'s storage sums through `to`'s geometry: the map (from the output's
    // elements to the input's) and, swapped, its adjoint (the count's division moves to the
    // side that reads the input's positions).
    let walk = |from: &Layout, to: &Layout, divide_first: bool| -> MapFn {
        let (from, to, count) = (from.clone(), to.clone(), count.clone());
        Rc::new(move |g: &Tensor| {
            let gv = g.to_f64_vec()?;
            let share = |i: usize| count[i - base].max(1) as f64;
            let mut storage = vec![0f64; span];
            for (v, i) in gv.iter().zip(from.storage_indices()) {
                storage[i - base] += if divide_first { v / share(i) } else { *v };
            }
            let vals: Vec<Scalar> = to
                .storage_indices()
                .map(|i| {
                    let s = storage[i - base];
                    Scalar::Float(if divide_first { s } else { s / share(i) })
                })
                .collect();
            ops::tensor(&vals, to.shape(), Some(g.dtype()), g.device())
        })
    };
    let pair = Rc::new(LinearPair {
        forward: walk(out, input, false),
        forward_name: "AsStridedBackward0",
        adjoint: walk(input, out, true),
        adjoint_name: "AsStridedBackward0",
    });
    linear_map::apply(&pair, g, false)
}

/// Scatters a gradient back through `index_select`/advanced indexing on the host: the
/// `sources[i]` logical index of the input receives `g[i]`. Recorded with its adjoint (the
/// gather), named `names` (the scatter's node, the gather's).
pub fn index_put_add(
    g: &Tensor,
    shape: &[usize],
    sources: &[Vec<usize>],
    names: (&'static str, &'static str),
) -> Result<Tensor> {
    let entries = sources
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let flat = s
                .iter()
                .enumerate()
                .fold(0usize, |f, (d, &k)| f * shape[d] + k);
            (i, flat, 1.0)
        })
        .collect();
    linear_map::apply(
        &linear_map::sparse(entries, &g.shape(), shape, names),
        g,
        false,
    )
}
