//! Scans and order statistics: `cumprod`, `cummax`/`cummin`, `logcumsumexp`, the
//! evenly shared gradient of `median()`, and a linear gradient map (`quantile`). The scans'
//! formulas run on the host along each row; under `create_graph` they are written with
//! recorded ops over an (n, n) grid per row instead.

use super::{differentiable, one};
use crate::error::Result;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::linear_map::{apply, sparse};
use crate::ops::autodiff::BackwardFn;
use crate::ops::host::{build, rows, unrows, values};
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// One row's gradient from (input row, output row, incoming gradient row).
type RowGrad = fn(&[f64], &[f64], &[f64]) -> Vec<f64>;

/// The same gradient written with recorded ops, for `create_graph` (`f(x, g, dim)`).
type GraphedGrad = fn(&Tensor, &Tensor, usize) -> Result<Tensor>;

/// A node whose backward reads the input, the output and the incoming gradient along each
/// row of `dim` (`f(x_row, out_row, g_row) -> grad_row`). Under `create_graph` (and in
/// forward mode, which differentiates the backward) `graphed` computes it with recorded
/// ops instead, so the gradient has a history.
fn record_row_scan(
    name: &str,
    x: &Tensor,
    d: usize,
    out: &Tensor,
    f: RowGrad,
    graphed: GraphedGrad,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(x)]) {
        return Ok(());
    }
    let (xs, shape) = (x.clone(), x.shape());
    let o = crate::ops::autodiff::graph::detached_alias(out);
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        let graphed_pass =
            crate::ops::autodiff::is_grad_enabled() && (g.requires_grad() || xs.requires_grad());
        // Inside a dual level the recorded ops also carry tangents (forward over reverse).
        if graphed_pass || crate::ops::autodiff::forward::has_tangent(&[Some(g), Some(&xs)]) {
            if shape.is_empty() {
                // One element: the scan is the identity.
                return one(Some(g.clone()));
            }
            return one(Some(graphed(&xs, g, d)?));
        }
        let (xr, or, gr) = (
            rows(&values(&xs)?, &shape, d),
            rows(&values(&o)?, &shape, d),
            rows(&values(g)?, &shape, d),
        );
        let res: Vec<Vec<f64>> = (0..xr.len()).map(|i| f(&xr[i], &or[i], &gr[i])).collect();
        one(Some(build(
            &unrows(&res, &shape, d),
            &shape,
            g.dtype(),
            g.device(),
        )?))
    });
    record(name, &[Some(x)], &[out], vec![Saved::input(x)], back)?;
    Ok(())
}

/// d/dx_k of sum_j g_j * prod_{i<=j} x_i, exact when some x_i are zero:
/// sum_{j>=k} g_j * prod_{i<=j, i!=k} x_i.
fn cumprod_row(x: &[f64], _out: &[f64], g: &[f64]) -> Vec<f64> {
    let n = x.len();
    let mut before = 1.0; // prod_{i<k} x_i
    (0..n)
        .map(|k| {
            let mut run = before; // prod_{i<=j, i!=k} x_i for j = k
            let mut acc = 0.0;
            for j in k..n {
                if j > k {
                    run *= x[j];
                }
                acc += g[j] * run;
            }
            before *= x[k];
            acc
        })
        .collect()
}

/// d/dx_k of sum_j g_j * out_j with out_j = log sum_{i<=j} exp(x_i):
/// sum_{j>=k} g_j * exp(x_k - out_j).
fn logcumsumexp_row(x: &[f64], out: &[f64], g: &[f64]) -> Vec<f64> {
    let n = x.len();
    (0..n)
        .map(|k| {
            (k..n)
                .map(|j| {
                    if g[j] == 0.0 {
                        0.0
                    } else {
                        g[j] * (x[k] - out[j]).exp()
                    }
                })
                .sum()
        })
        .collect()
}

pub fn record_cumprod(x: &Tensor, d: usize, out: &Tensor) -> Result<()> {
    record_row_scan("CumprodBackward0", x, d, out, cumprod_row, cumprod_graphed)
}

pub fn record_logcumsumexp(x: &Tensor, d: usize, out: &Tensor) -> Result<()> {
    record_row_scan(
        "LogcumsumexpBackward0",
        x,
        d,
        out,
        logcumsumexp_row,
        logcumsumexp_graphed,
    )
}

/// A boolean (n, n) grid on `like`'s device: `keep(k, j)` at row k, column j.
fn grid_mask(n: usize, like: &Tensor, keep: impl Fn(usize, usize) -> bool) -> Result<Tensor> {
    // n × n flags: checked (in 128 bits) and counted against the memory cap before they
    // are built, as one byte each (the fuzzer's (0, 99999) scan under create_graph built
    // 80 GB of them as f64 and ran past the deadline).
    crate::limits::check_alloc_shape(&[n, n], 1)?;
    let _host = crate::limits::HostCharge::new(n as u128 * n as u128)?;
    let flags: Vec<bool> = (0..n * n).map(|i| keep(i / n, i % n)).collect();
    let mask = Tensor::from_buffer(crate::storage::CpuBuffer::Bool(flags), &[n, n]);
    ops::to_device(&mask, like.device())
}

/// `t` with `dim` moved last and a new axis before it: (..., 1, n).
fn rows_last(t: &Tensor, d: usize) -> Result<Tensor> {
    let moved = view::movedim(t, &[d as i64], &[-1])?;
    view::unsqueeze(&moved, -2)
}

/// Sums (..., k, j) over j (where `keep` holds) against the gradient's row g_j, and puts the
/// k axis back at `d`.
fn contract_rows(terms: &Tensor, g: &Tensor, d: usize, keep: &Tensor) -> Result<Tensor> {
    let gk = rows_last(g, d)?;
    let weighted = ops::where_(keep, Arg::T(&mul(terms, &gk)?), Arg::S(Scalar::Int(0)))?;
    let n = weighted.ndim();
    let summed = sum_dims(&weighted, &[n - 1], false)?;
    view::movedim(&summed, &[-1], &[d as i64])
}

/// cumprod's gradient over a grid per row: P[k, j] = prod_{i<=j, i!=k} x_i (a cumprod of
/// the row with x_k replaced by 1), so grad_k = sum_{j>=k} g_j P[k, j], exact with zeros.
fn cumprod_graphed(x: &Tensor, g: &Tensor, d: usize) -> Result<Tensor> {
    // An empty scan has an empty gradient: no grid (its n × n mask) is worth building.
    if x.numel() == 0 {
        return mul(g, x);
    }
    let n = x.shape_ref()[d];
    let row = rows_last(x, d)?;
    let mut grid_shape = row.shape();
    let last = grid_shape.len() - 1;
    grid_shape[last - 1] = n;
    let grid = expand(&row, &grid_shape)?;
    let diagonal = grid_mask(n, x, |k, i| k == i)?;
    let without_k = ops::where_(&diagonal, Arg::S(Scalar::Int(1)), Arg::T(&grid))?;
    let partial = ops::order::cumprod(&without_k, -1, None)?;
    contract_rows(&partial, g, d, &grid_mask(n, x, |k, j| j >= k)?)
}

/// logcumsumexp's gradient over a grid per row: grad_k = sum_{j>=k} g_j exp(x_k - out_j),
/// with the output recomputed (recorded) from x.
fn logcumsumexp_graphed(x: &Tensor, g: &Tensor, d: usize) -> Result<Tensor> {
    if x.numel() == 0 {
        return mul(g, x);
    }
    let out = ops::order::logcumsumexp(x, d as i64)?;
    let xk = view::unsqueeze(&view::movedim(x, &[d as i64], &[-1])?, -1)?;
    let oj = rows_last(&out, d)?;
    // Only j >= k is kept, before the exp: below the diagonal x_k - out_j can overflow, and
    // a dropped inf would still send 0 * inf = NaN into the next derivative. (The row
    // formula also skips zero gradient terms; a mask on g would make this map nonlinear.)
    let upper = grid_mask(x.shape_ref()[d], x, |k, j| j >= k)?;
    let exponent = ops::where_(
        &upper,
        Arg::T(&sub(&xk, &oj)?),
        Arg::S(Scalar::Float(f64::NEG_INFINITY)),
    )?;
    let terms = un(crate::kernels::UnaryOp::Exp, &exponent)?;
    contract_rows(&terms, g, d, &upper)
}

/// `cummax`/`cummin`: each output's gradient goes to the element it came from
/// (`grad.scatter_add` over the indices, recorded).
pub fn record_cum_extreme(
    name: &'static str,
    x: &Tensor,
    d: usize,
    idx: &Tensor,
    out: &Tensor,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(x)]) {
        return Ok(());
    }
    let (shape, index) = (x.shape(), idx.clone());
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            if shape.is_empty() {
                return one(Some(g.clone()));
            }
            let z = zeros(&shape, g)?;
            one(Some(ops::index::scatter(
                &z,
                d as i64,
                &index,
                Arg::T(g),
                true,
            )?))
        }
    });
    record(name, &[Some(x)], &[out], vec![Saved::input(idx)], back)?;
    Ok(())
}

/// `median()`: the gradient shared evenly by the elements equal to the result (NaN
/// counting as equal to a NaN result), as ATen's `evenly_distribute_backward`.
pub fn record_evenly_distribute(name: &str, x: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(x)]) {
        return Ok(());
    }
    let xv = values(x)?;
    let r = values(out)?.first().copied().unwrap_or(f64::NAN);
    let hits: Vec<usize> = (0..xv.len())
        .filter(|&i| xv[i] == r || (r.is_nan() && xv[i].is_nan()))
        .collect();
    let w = 1.0 / hits.len().max(1) as f64;
    let map = hits.into_iter().map(|i| (0, i, w)).collect();
    record_linear_map(name, "MaskedFillBackward1", x, out, map)
}

/// A node whose gradient is linear in the incoming one with a fixed map:
/// `grad_x[i] += g[o] * w` for each `(o, i, w)`, recorded (with its adjoint) under
/// create_graph as the node `grad_name`.
pub fn record_linear_map(
    name: &str,
    grad_name: &'static str,
    x: &Tensor,
    out: &Tensor,
    map: Vec<(usize, usize, f64)>,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(x)]) {
        return Ok(());
    }
    let (shape, out_shape) = (x.shape(), out.shape());
    let pair = sparse(map, &out_shape, &shape, (grad_name, "LinearMapBackward"));
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        one(Some(apply(&pair, g, false)?))
    });
    record(name, &[Some(x)], &[out], vec![], back)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cumprod_gradient_is_exact_with_zeros() {
        // x = [2, 0, 3]: out = [2, 0, 0]; with g = 1 everywhere
        // dx0 = 1 + 0 + 0 = 1, dx1 = 2 + 2*3 = 8, dx2 = 2*0 = 0.
        assert_eq!(
            cumprod_row(&[2.0, 0.0, 3.0], &[], &[1.0, 1.0, 1.0]),
            vec![1.0, 8.0, 0.0]
        );
    }

    #[test]
    fn logcumsumexp_gradient_of_equal_inputs() {
        let x = [0.0, 0.0];
        let out = [0.0, 2f64.ln()];
        let g = logcumsumexp_row(&x, &out, &[1.0, 1.0]);
        assert!((g[0] - 1.5).abs() < 1e-12 && (g[1] - 0.5).abs() < 1e-12);
    }
}
