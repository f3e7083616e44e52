//! Scans and order statistics through the host fallback (`ops::host`): `cumprod`,
//! `cummax`/`cummin`, `logcumsumexp`, `kthvalue`, `median`/`nanmedian`, `mode`. Rows are
//! read along the dim, computed in f64 (compared as exact keys where the op only compares),
//! and written as fresh contiguous results.

use super::host::{build, build_long, rows, unrows, values};
use super::host_keys::keys_of;
use crate::cpu::stl_order;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, Result};
use crate::layout::wrap_dim;
use crate::ops::autodiff;
use crate::tensor::Tensor;
use std::cmp::Ordering;

/// NaN sorts last, as in PyTorch's sort.
pub fn nan_last(a: f64, b: f64) -> Ordering {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
    }
}

/// The dim an op along one dim works on (a 0-d tensor has one, of size 1).
fn dim_of(t: &Tensor, dim: i64) -> Result<usize> {
    let d = wrap_dim(dim, t.ndim())?;
    Ok(if t.ndim() == 0 { 0 } else { d })
}

/// ATen's scans have no bool instance (`cumsum(x, 0, dtype=torch.bool)`).
pub(crate) fn refuse_bool_scan(name: &str, dt: DType) -> Result<()> {
    refuse_bool(&format!("{name}_out_cpu"), dt)
}

/// A kernel ATen has no bool instance of: `"median_cpu" not implemented for 'Bool'`.
pub(crate) fn refuse_bool(kernel: &str, dt: DType) -> Result<()> {
    if dt == DType::Bool {
        return Err(not_implemented(format!(
            "\"{kernel}\" not implemented for 'Bool'"
        )));
    }
    Ok(())
}

/// `cumprod(dim, dtype)`: integers and bools accumulate in int64 unless a dtype is given.
pub fn cumprod(t: &Tensor, dim: i64, dtype: Option<DType>) -> Result<Tensor> {
    let d = dim_of(t, dim)?;
    let out_dt = dtype.unwrap_or(if t.dtype().is_floating() {
        t.dtype()
    } else {
        DType::Int64
    });
    refuse_bool_scan("cumprod", out_dt)?;
    let shape = t.shape();
    if crate::meta::any_meta(&[t]) {
        let out = crate::ops::meta_empty(&shape, out_dt)?;
        autodiff::record_cumprod(t, d, &out)?;
        return Ok(out);
    }
    let src = super::to_dtype(t, out_dt)?;
    if out_dt.category() == crate::dtype::Category::Integral {
        let out = int_cumprod(&src, &shape, d)?;
        autodiff::record_cumprod(t, d, &out)?;
        return Ok(out);
    }
    let rs: Vec<Vec<f64>> = rows(&values(&src)?, &shape, d)
        .into_iter()
        .map(|r| {
            let mut acc = 1.0;
            r.iter()
                .map(|&v| {
                    acc *= v;
                    acc
                })
                .collect()
        })
        .collect();
    let out = build(&unrows(&rs, &shape, d), &shape, out_dt, t.device())?;
    autodiff::record_cumprod(t, d, &out)?;
    Ok(out)
}

/// An integer cumprod as ATen's CPU kernel runs it: the product accumulates in int64 (which
/// wraps) and each step is cast to the result's type.
fn int_cumprod(src: &Tensor, shape: &[usize], d: usize) -> Result<Tensor> {
    let ints = src.to_i64_vec()?;
    let (outer, size, inner) = super::host::split_at(shape, d);
    let mut out = vec![0i64; ints.len()];
    for o in 0..outer {
        for k in 0..inner {
            let mut acc = 1i64;
            for i in 0..size {
                let at = (o * size + i) * inner + k;
                acc = acc.wrapping_mul(ints[at]);
                out[at] = acc;
            }
        }
    }
    let wide = super::factory::from_i64(&out, shape, src.device())?;
    super::to_dtype(&wide, src.dtype())
}

/// `cummax`/`cummin(dim)`: running extreme and where it was last reached (ties move the
/// index forward; a NaN sticks with its first index).
pub fn cum_extreme(t: &Tensor, dim: i64, max: bool) -> Result<(Tensor, Tensor)> {
    let d = dim_of(t, dim)?;
    let shape = t.shape();
    let name = if max {
        "CummaxBackward0"
    } else {
        "CumminBackward0"
    };
    if crate::meta::any_meta(&[t]) {
        let v = crate::ops::meta_empty(&shape, t.dtype())?;
        let i = crate::ops::meta_empty(&shape, DType::Int64)?;
        autodiff::record_cum_extreme(name, t, d, &i, &v)?;
        return Ok((v, i));
    }
    let mut vals = Vec::new();
    let mut idxs = Vec::new();
    let (keys, table) = keys_of(t)?;
    for r in rows(&keys, &shape, d) {
        let (mut best, mut at) = (f64::NAN, 0i64);
        let mut vr = Vec::with_capacity(r.len());
        let mut ir = Vec::with_capacity(r.len());
        for (i, &v) in r.iter().enumerate() {
            // ATen's cummax_cummin_helper: `isnan(x) || (!isnan(out) && op(x, out))`, so
            // each later NaN takes the index too.
            let take =
                i == 0 || v.is_nan() || (!best.is_nan() && if max { v >= best } else { v <= best });
            if take {
                best = v;
                at = i as i64;
            }
            vr.push(best);
            ir.push(at);
        }
        vals.push(vr);
        idxs.push(ir);
    }
    let v = table.build(&unrows(&vals, &shape, d), &shape, t.dtype(), t.device())?;
    let i = build_long(&unrows(&idxs, &shape, d), &shape, t.device())?;
    autodiff::record_cum_extreme(name, t, d, &i, &v)?;
    Ok((v, i))
}

/// `logcumsumexp(dim)`: `log(cumsum(exp(x)))` computed stably.
pub fn logcumsumexp(t: &Tensor, dim: i64) -> Result<Tensor> {
    if !t.dtype().is_floating() {
        return Err(not_implemented(format!(
            "\"logcumsumexp_out_cpu\" not implemented for '{}'",
            t.dtype().legacy_name()
        )));
    }
    let d = dim_of(t, dim)?;
    let shape = t.shape();
    if crate::meta::any_meta(&[t]) {
        let out = crate::ops::meta_empty(&shape, t.dtype())?;
        autodiff::record_logcumsumexp(t, d, &out)?;
        return Ok(out);
    }
    let rs: Vec<Vec<f64>> = rows(&values(t)?, &shape, d)
        .into_iter()
        .map(|r| {
            let mut acc = f64::NEG_INFINITY;
            r.iter()
                .map(|&v| {
                    acc = log_add_exp(acc, v);
                    acc
                })
                .collect()
        })
        .collect();
    let out = build(&unrows(&rs, &shape, d), &shape, t.dtype(), t.device())?;
    autodiff::record_logcumsumexp(t, d, &out)?;
    Ok(out)
}

pub fn log_add_exp(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    if hi.is_infinite() {
        return hi;
    }
    hi + (lo - hi).exp().ln_1p()
}

/// One (value, index) per row, shaped like the input without `d` (or with it as 1).
fn per_row(
    t: &Tensor,
    d: usize,
    keepdim: bool,
    pick: impl Fn(&[f64]) -> (f64, i64),
) -> Result<(Tensor, Tensor)> {
    let shape = t.shape();
    let mut out_shape = shape.clone();
    if !out_shape.is_empty() {
        if keepdim {
            out_shape[d] = 1;
        } else {
            out_shape.remove(d);
        }
    }
    if crate::meta::any_meta(&[t]) {
        return Ok((
            crate::ops::meta_empty(&out_shape, t.dtype())?,
            crate::ops::meta_empty(&out_shape, DType::Int64)?,
        ));
    }
    let (keys, table) = keys_of(t)?;
    let picked: Vec<(f64, i64)> = rows(&keys, &shape, d).iter().map(|r| pick(r)).collect();
    if picked.len() != out_shape.iter().product::<usize>() {
        return Err(crate::error::index_error(format!(
            "Expected reduction dim {d} to have non-zero size."
        )));
    }
    let vs: Vec<f64> = picked.iter().map(|p| p.0).collect();
    let is: Vec<i64> = picked.iter().map(|p| p.1).collect();
    Ok((
        table.build(&vs, &out_shape, t.dtype(), t.device())?,
        build_long(&is, &out_shape, t.device())?,
    ))
}

/// PyTorch's refusal to reduce an empty dim that has no identity.
fn check_nonempty(name: &str, t: &Tensor, d: usize) -> Result<()> {
    if t.ndim() > 0 && t.shape()[d] == 0 {
        return Err(crate::error::index_error(format!(
            "{name}(): Expected reduction dim {d} to have non-zero size."
        )));
    }
    Ok(())
}

/// `kthvalue(k, dim, keepdim)`: the k-th smallest (1-based) and its index; among equal
/// values, the one ATen's quick-select leaves at rank k (`stl_order::kthvalue_row`).
pub fn kthvalue(t: &Tensor, k: i64, dim: i64, keepdim: bool) -> Result<(Tensor, Tensor)> {
    refuse_bool("kthvalue_cpu", t.dtype())?;
    let d = dim_of(t, dim)?;
    check_nonempty("kthvalue", t, d)?;
    let size = t.shape().get(d).copied().unwrap_or(1) as i64;
    if k < 1 || k > size {
        return Err(runtime(format!(
            "kthvalue(): selected number k out of range for dimension {d}"
        )));
    }
    let (v, i) = per_row(t, d, keepdim, |r| {
        let at = stl_order::kthvalue_row(r, k as usize).unwrap_or(0);
        (r.get(at).copied().unwrap_or(f64::NAN), at as i64)
    })?;
    autodiff::record_index_reduce("KthvalueBackward0", t, Some(d), keepdim, &i, &v)?;
    Ok((v, i))
}

/// The lower median of a row and its index; a NaN in the row is the answer (its first
/// index) unless `skip_nan`, which takes the median of the rest (an all-NaN row gives NaN at
/// the index ATen's `nth_element` leaves there: `stl_order::median_row`).
fn row_median(r: &[f64], skip_nan: bool) -> (f64, i64) {
    match stl_order::median_row(r, skip_nan) {
        Some(at) => (r.get(at).copied().unwrap_or(f64::NAN), at as i64),
        None => (f64::NAN, 0),
    }
}

/// `median(dim, keepdim)` / `nanmedian(dim, keepdim)`: values and indices.
pub fn median_dim(t: &Tensor, dim: i64, keepdim: bool, skip_nan: bool) -> Result<(Tensor, Tensor)> {
    refuse_bool("median_out", t.dtype())?;
    let d = dim_of(t, dim)?;
    // ATen's shared check names `median()` for nanmedian too.
    check_nonempty("median", t, d)?;
    let (v, i) = per_row(t, d, keepdim, |r| row_median(r, skip_nan))?;
    let node = if skip_nan {
        "NanmedianBackward1"
    } else {
        "MedianBackward1"
    };
    autodiff::record_index_reduce(node, t, Some(d), keepdim, &i, &v)?;
    Ok((v, i))
}

/// `median()` / `nanmedian()` of every element: a 0-d tensor (NaN when empty). Its
/// gradient is shared by every element equal to the median, as ATen's
/// `evenly_distribute_backward`.
pub fn median_all(t: &Tensor, skip_nan: bool) -> Result<Tensor> {
    refuse_bool("median_cpu", t.dtype())?;
    let node = if skip_nan {
        "NanmedianBackward0"
    } else {
        "MedianBackward0"
    };
    if crate::meta::any_meta(&[t]) {
        // (No value says which elements share the gradient: the node alone.)
        let out = crate::ops::meta_empty(&[], t.dtype())?;
        autodiff::record_linear_map(node, "MaskedFillBackward1", t, &out, Vec::new())?;
        return Ok(out);
    }
    let (vals, table) = keys_of(t)?;
    let m = if vals.is_empty() {
        f64::NAN
    } else {
        row_median(&vals, skip_nan).0
    };
    let out = table.build(&[m], &[], t.dtype(), t.device())?;
    autodiff::record_evenly_distribute(node, t, &out)?;
    Ok(out)
}

/// `mode(dim, keepdim)`: the most frequent value (the smallest among ties; every NaN counts
/// alone) and the index ATen reports for it: the last of its occurrences in `std::sort`'s
/// order, the last occurrence for rows of up to 16 (`stl_order::mode_row`).
pub fn mode(t: &Tensor, dim: i64, keepdim: bool) -> Result<(Tensor, Tensor)> {
    let d = dim_of(t, dim)?;
    check_nonempty("mode", t, d)?;
    let (v, i) = per_row(t, d, keepdim, |r| {
        let at = stl_order::mode_row(r).unwrap_or(0);
        (r.get(at).copied().unwrap_or(f64::NAN), at as i64)
    })?;
    autodiff::record_index_reduce("ModeBackward0", t, Some(d), keepdim, &i, &v)?;
    Ok((v, i))
}
