//! The index ops along one dim (`index_add_`, `index_copy_`, `index_fill_`), `index_put_`
//! with `accumulate`, `take` and `take_along_dim`. They compute through the host fallback
//! (`ops::host`); the out-of-place forms are a clone followed by the in-place op, as ATen's.

use super::host::{split_at, values, write_back};
use super::host_keys::{keys, keys_of};
use super::index::{put_plan, Index};
use super::{view, Arg};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{fmt_list, index_error, runtime, type_error, Result};
use crate::layout::{wrap_dim, MemoryFormat};
use crate::ops::autodiff;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// Every logical index of `shape`, row-major.
pub(crate) fn all_indices(shape: &[usize]) -> Vec<Vec<usize>> {
    let n: usize = shape.iter().product();
    let mut out = Vec::with_capacity(n);
    let mut ix = vec![0usize; shape.len()];
    for _ in 0..n {
        out.push(ix.clone());
        for d in (0..shape.len()).rev() {
            ix[d] += 1;
            if ix[d] < shape[d] {
                break;
            }
            ix[d] = 0;
        }
    }
    out
}

fn flat(ix: &[usize], shape: &[usize]) -> usize {
    ix.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
}

/// Values to write into a tensor: ints stay ints, so an int64 past 2**53 is written (and
/// accumulated, wrapping as ATen's `+=`) exactly rather than through a rounding f64.
pub(crate) enum PutValues {
    Float(Vec<f64>),
    Int(Vec<i64>),
}

impl PutValues {
    /// The elements of `v` (row-major), as ints when both it and the destination are int64.
    pub(crate) fn of(v: &Tensor, dest: DType) -> Result<PutValues> {
        Ok(if v.dtype() == DType::Int64 && dest == DType::Int64 {
            PutValues::Int(v.to_i64_vec()?)
        } else {
            PutValues::Float(v.to_f64_vec()?)
        })
    }

    /// `n` copies of a scalar already checked for the destination's dtype.
    pub(crate) fn repeat(s: &Scalar, dest: DType, n: usize) -> PutValues {
        match s {
            Scalar::Int(i) if dest == DType::Int64 => PutValues::Int(vec![*i; n]),
            _ => PutValues::Float(vec![s.to_f64(); n]),
        }
    }
}

/// Writes `vals` at the logical indices `sources` of `cur` (adding with `accumulate`),
/// on the host, then back to `cur`'s storage on its device.
pub(crate) fn put_values(
    cur: &Tensor,
    sources: &[Vec<usize>],
    vals: &PutValues,
    accumulate: bool,
) -> Result<()> {
    let shape = cur.shape();
    let at: Vec<usize> = sources.iter().map(|s| flat(s, &shape)).collect();
    put_flat(cur, &at, vals, accumulate)
}

/// [`put_values`] at row-major positions of `cur`.
pub(crate) fn put_flat(
    cur: &Tensor,
    at: &[usize],
    vals: &PutValues,
    accumulate: bool,
) -> Result<()> {
    let vals = match vals {
        PutValues::Int(ints) => {
            let mut cv = cur.to_i64_vec()?;
            for (&f, &v) in at.iter().zip(ints.iter().cycle()) {
                cv[f] = if accumulate { cv[f].wrapping_add(v) } else { v };
            }
            let src = super::factory::from_i64(&cv, &cur.shape(), cur.device())?;
            return super::copy::copy_raw(cur, &super::to_dtype(&src, cur.dtype())?);
        }
        PutValues::Float(v) => v,
    };
    let mut cv = values(cur)?;
    let dt = cur.dtype();
    for (&f, &v) in at.iter().zip(vals.iter().cycle()) {
        // Accumulation rounds each sum to the dtype, as ATen's `*self += src` does.
        cv[f] = if accumulate {
            crate::element::round_as(dt, cv[f] + v)
        } else {
            v
        };
    }
    write_back(cur, &cv)
}

/// The element pairs a dim op visits, in ATen's order: `(self position, source position)`
/// for `self[..., idx[k], ...]` and `source[..., k, ...]`, both row-major, where `self`
/// has `shape` and `d` is the indexed dim.
fn dim_pairs(shape: &[usize], d: usize, idx: &[usize]) -> Vec<(usize, usize)> {
    let (outer, size, inner) = split_at(shape, d);
    let n = idx.len();
    let mut out = Vec::with_capacity(outer * n * inner);
    for o in 0..outer {
        for (k, &ix) in idx.iter().enumerate() {
            out.extend((0..inner).map(|i| ((o * size + ix) * inner + i, (o * n + k) * inner + i)));
        }
    }
    out
}

/// The index of a dim op, checked and (where the op allows it) wrapped.
fn dim_indices(
    index: &Tensor,
    size: usize,
    oob: impl Fn(i64) -> crate::error::TorchError,
    wrap: bool,
) -> Result<Vec<usize>> {
    index
        .to_i64_vec()?
        .into_iter()
        .map(|i| {
            let w = if wrap && i < 0 { i + size as i64 } else { i };
            if w < 0 || w >= size as i64 {
                Err(oob(i))
            } else {
                Ok(w as usize)
            }
        })
        .collect()
}

fn size_at(shape: &[usize], d: usize) -> usize {
    shape.get(d).copied().unwrap_or(1)
}

/// The checks `index_add_` and `index_copy_` share: `source` has `self`'s shape apart from
/// `dim`, where it has one slice per index.
fn check_source(name: &str, t: &Tensor, d: usize, n: usize, source: &Tensor) -> Result<()> {
    let (ts, ss) = (t.shape(), source.shape());
    let src_n = size_at(&ss, d);
    if n != src_n {
        return Err(if name == "index_add_" {
            runtime(format!(
                "index_add_(): Number of indices ({n}) should be equal to source.size(dim): ({src_n}), for dim: {d}"
            ))
        } else {
            index_error(format!(
                "index_copy_(): Number of indices ({n}) should be equal to source.size(dim) ({src_n})"
            ))
        });
    }
    let same_rest = ts.len().max(1) == ss.len().max(1)
        && (0..ts.len()).all(|k| k == d || ts[k] == size_at(&ss, k));
    if !same_rest {
        if name == "index_copy_" {
            // ATen prints both shapes without `dim`, space-separated, and says "dimension
            // 0" for the source whatever `dim` is.
            let sliced = |shape: &[usize]| -> String {
                let kept: Vec<String> = (0..shape.len())
                    .filter(|&k| k != d)
                    .map(|k| shape[k].to_string())
                    .collect();
                kept.join(" ")
            };
            return Err(runtime(format!(
                "index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: {} at dimension {d} and source slice shape: {} at dimension 0.",
                sliced(&ts),
                sliced(&ss)
            )));
        }
        return Err(runtime(format!(
            "source tensor shape must match self tensor shape, excluding the specified dimension. Got self.shape = {} source.shape = {}",
            fmt_list(&ts),
            fmt_list(&ss)
        )));
    }
    Ok(())
}

/// `index_add_(dim, index, source, alpha=1)`: `self[..., index[i], ...] += alpha * source[..., i, ...]`.
pub fn index_add_(
    t: &Tensor,
    dim: i64,
    index: &Tensor,
    source: &Tensor,
    alpha: Scalar,
) -> Result<()> {
    // ATen's first check. Only a meta tensor among tensors with data is refused here: a
    // tensor on the session's accelerator beside a cpu one moves as our other ops move it.
    let devs = [t.device(), index.device(), source.device()];
    if devs.contains(&Device::Meta) && devs.iter().any(|&d| d != devs[0]) {
        return Err(runtime(format!(
            "index_add(): self, index and source expected to be in the same device, but got (self) {}, (index) {}, and (source) {}",
            devs[0], devs[1], devs[2]
        )));
    }
    if !matches!(index.dtype(), DType::Int64 | DType::Int32) {
        return Err(runtime(format!(
            "index_add_(): Expected dtype int32/int64 for index but got: {}",
            index.dtype().legacy_name()
        )));
    }
    if index.ndim() > 1 {
        return Err(index_error(format!(
            "index_add_(): Index is supposed to be a vector, but got dim: {} with type: {} and size: {}",
            index.ndim(),
            index.dtype().legacy_name(),
            fmt_list(&index.shape())
        )));
    }
    let d = wrap_dim(dim, t.ndim())?;
    if t.dtype() != source.dtype() {
        return Err(runtime(format!(
            "index_add_(): self ({}) and source ({}) must have the same scalar type",
            t.dtype().legacy_name(),
            source.dtype().legacy_name()
        )));
    }
    check_source("index_add_", t, d, index.numel(), source)?;
    // ATen's impl asserts no overlap before its kernel checks the index values.
    super::checks::check_no_overlap(t, source)?;
    if t.device() == Device::Meta {
        // No data: the checks above are all a meta kernel makes (no index value is read).
        autodiff::check_inplace(t)?;
        let before = autodiff::InplaceBefore::capture(t, &[Arg::T(source)])?;
        t.bump_version()?;
        return autodiff::rebase_index_add(t, d, index, source, alpha.to_f64(), before);
    }
    let size = size_at(&t.shape(), d);
    // ATen's 1-d kernel checks with its own words (an IndexError); the others name the index.
    let one_d = t.ndim() <= 1;
    let idx = dim_indices(
        index,
        size,
        |i| {
            if one_d {
                index_error("index out of range in self")
            } else {
                runtime(format!(
                    "index {i} is out of bounds for dimension {d} with size {size}"
                ))
            }
        },
        false,
    )?;
    autodiff::check_inplace(t)?;
    let before = autodiff::InplaceBefore::capture(t, &[Arg::T(source)])?;
    // An integer tensor takes alpha as an integer (ATen reads it as self's type).
    let a = if t.dtype().is_floating() {
        alpha.to_f64()
    } else {
        alpha.to_i64() as f64
    };
    let pairs = dim_pairs(&t.shape(), d, &idx);
    if t.dtype() == DType::Int64 {
        // In int64, exactly and wrapping as ATen's adds do (f64 rounds past 2**53).
        let sv = source.to_i64_vec()?;
        let a = alpha.to_i64();
        let at: Vec<usize> = pairs.iter().map(|p| p.0).collect();
        let add = pairs.iter().map(|p| a.wrapping_mul(sv[p.1])).collect();
        put_flat(t, &at, &PutValues::Int(add), true)?;
        return autodiff::rebase_index_add(t, d, index, source, a as f64, before);
    }
    let mut tv = values(t)?;
    let sv = values(source)?;
    // Each addition is rounded to self's dtype, as ATen's `self[i] += alpha * src` is (a
    // float16 2048 + 1 + 1 stays 2048).
    let round = |v: f64| crate::element::round_as(t.dtype(), v);
    for (j, from) in pairs {
        tv[j] = round(tv[j] + round(a * sv[from]));
    }
    write_back(t, &tv)?;
    autodiff::rebase_index_add(t, d, index, source, a, before)
}

/// `index_copy_(dim, index, source)`: `self[..., index[i], ...] = source[..., i, ...]`.
pub fn index_copy_(t: &Tensor, dim: i64, index: &Tensor, source: &Tensor) -> Result<()> {
    if index.ndim() > 1 {
        return Err(index_error(format!(
            "index_copy_(): Index should have dimension 1 or 0 (got {})",
            index.ndim()
        )));
    }
    // ATen checks the ranks before the index's dtype and the slice shapes.
    if source.ndim() == 0 && index.numel() != 1 {
        return Err(index_error(format!(
            "index_copy_(): When source is scalar, index should have one element (got {})",
            index.numel()
        )));
    }
    if source.ndim() != t.ndim() && source.ndim() != 0 && t.ndim() != 0 {
        return Err(index_error(format!(
            "index_copy_(): When source and destination are not scalars, their dimensionality must match. Source dimensionality ({}), destination dimensionality ({})",
            source.ndim(),
            t.ndim()
        )));
    }
    if index.dtype() != DType::Int64 {
        return Err(runtime(format!(
            "index_copy_(): Expected a long tensor for index, but got {}",
            index.dtype().legacy_name()
        )));
    }
    let d = wrap_dim(dim, t.ndim())?;
    if t.dtype() != source.dtype() {
        return Err(runtime(format!(
            "index_copy_(): self and source expected to have the same dtype, but got (self) {} and (source) {}",
            t.dtype().legacy_name(),
            source.dtype().legacy_name()
        )));
    }
    check_source("index_copy_", t, d, index.numel(), source)?;
    // ATen's impl asserts no overlap before its kernel checks the index values.
    super::checks::check_no_overlap(t, source)?;
    if t.device() == Device::Meta {
        // No data: a meta kernel reads no index value (as index_add_ above).
        autodiff::check_inplace(t)?;
        let before = autodiff::InplaceBefore::capture(t, &[Arg::T(source)])?;
        t.bump_version()?;
        return autodiff::rebase_index_copy(t, d, index, source, before);
    }
    let size = size_at(&t.shape(), d);
    let idx = dim_indices(
        index,
        size,
        |i| {
            index_error(format!(
                "index_copy_(): index {i} is out of bounds for dimension {d} with size {size}"
            ))
        },
        false,
    )?;
    autodiff::check_inplace(t)?;
    let before = autodiff::InplaceBefore::capture(t, &[Arg::T(source)])?;
    // A copy only moves values: exact keys keep ints past 2**53.
    let (mut both, table) = keys(&[t, source])?;
    let sv = both.pop().unwrap_or_default();
    let mut tv = both.pop().unwrap_or_default();
    for (j, from) in dim_pairs(&t.shape(), d, &idx) {
        tv[j] = sv[from];
    }
    table.write_back(t, &tv)?;
    autodiff::rebase_index_copy(t, d, index, source, before)
}

/// `index_fill_(dim, index, value)`: the chosen slices set to one value (a number or a
/// 0-d tensor); negative indices count from the end.
pub fn index_fill_(t: &Tensor, dim: i64, index: &Tensor, value: Arg) -> Result<()> {
    if let Arg::T(v) = value {
        if v.ndim() != 0 {
            return Err(runtime(format!(
                "index_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
                v.ndim()
            )));
        }
    }
    if index.dtype() != DType::Int64 {
        return Err(index_error(
            "index_fill_(): Expected dtype int64 for index.",
        ));
    }
    if index.ndim() > 1 {
        return Err(runtime("Index has to be a vector/scalar"));
    }
    let d = wrap_dim(dim, t.ndim())?;
    if t.device() == Device::Meta {
        // No data: a meta kernel reads no index value (as index_add_ above).
        autodiff::check_inplace(t)?;
        if let Arg::S(s) = value {
            s.checked_for(t.dtype(), true)?;
        }
        let before = autodiff::InplaceBefore::capture(t, &[value])?;
        t.bump_version()?;
        return autodiff::rebase_index_fill(t, d, index, value, before);
    }
    let size = size_at(&t.shape(), d);
    let idx = dim_indices(
        index,
        size,
        |i| {
            index_error(format!(
                "index {i} is out of bounds for dimension {d} with size {size}"
            ))
        },
        true,
    )?;
    autodiff::check_inplace(t)?;
    let v = match value {
        Arg::S(s) => s.checked_for(t.dtype(), true)?,
        Arg::T(v) => super::item(v)?,
    };
    let before = autodiff::InplaceBefore::capture(t, &[value])?;
    let at: Vec<usize> = dim_pairs(&t.shape(), d, &idx).iter().map(|p| p.0).collect();
    // One value, repeated over every position (`put_flat` cycles it).
    put_flat(t, &at, &PutValues::repeat(&v, t.dtype(), 1), false)?;
    autodiff::rebase_index_fill(t, d, index, value, before)
}

/// `index_put_(indices, values, accumulate)`: `self[indices] = values` (or `+=`, where
/// repeated indices add up), indices a tuple of index tensors.
pub fn index_put_(t: &Tensor, indices: &[Tensor], vals: &Tensor, accumulate: bool) -> Result<()> {
    // `_index_put_impl_` asserts no overlap before the dtype check of its kernel.
    super::checks::check_no_overlap(t, vals)?;
    if vals.dtype() != t.dtype() {
        return Err(runtime(format!(
            "Index put requires the source and destination dtypes match, got {} for the destination and {} for the source.",
            t.dtype().legacy_name(),
            vals.dtype().legacy_name()
        )));
    }
    let items: Vec<Index> = indices.iter().map(|i| Index::Tensor(i.clone())).collect();
    let (cur, shape, sources) = put_plan(t, &items)?;
    if t.device() == Device::Meta {
        // No data: the index shapes above are all a meta kernel checks (not even whether
        // the values broadcast to the indexed shape).
        autodiff::check_inplace(t)?;
        let before = autodiff::InplaceBefore::capture(t, &[Arg::T(vals)])?;
        t.bump_version()?;
        return autodiff::rebase_index_put(t, indices, vals, accumulate, before);
    }
    let sizes: Vec<i64> = shape.iter().map(|&x| x as i64).collect();
    let e = vals.layout().expand(&sizes).map_err(|_| {
        runtime(format!(
            "shape mismatch: value tensor of shape {} cannot be broadcast to indexing result of shape {}",
            fmt_list(&vals.shape()),
            fmt_list(&shape)
        ))
    })?;
    autodiff::check_inplace(t)?;
    let before = autodiff::InplaceBefore::capture(t, &[Arg::T(vals)])?;
    let vv = PutValues::of(&vals.view_with(e), t.dtype())?;
    // (`cur` is `t` or a view of it: the write bumps their shared version.)
    put_values(&cur, &sources, &vv, accumulate)?;
    autodiff::rebase_index_put(t, indices, vals, accumulate, before)
}

/// `take(index)`: the input read as 1-d at each index (negative from the end), shaped like
/// the index (`TakeBackward0`).
pub fn take(t: &Tensor, index: &Tensor) -> Result<Tensor> {
    if index.dtype() != DType::Int64 {
        return Err(runtime(format!(
            "take(): Expected a long tensor for index, but got {}",
            index.dtype().legacy_name()
        )));
    }
    if t.device() == Device::Meta {
        // No data: the result has the index's shape; no index value is read or checked.
        let out = crate::ops::meta_empty(&index.shape(), t.dtype())?;
        autodiff::record_take(t, &[], &out)?;
        return Ok(out);
    }
    let n = t.numel();
    let idx: Vec<usize> = index
        .to_i64_vec()?
        .into_iter()
        .map(|i| {
            let w = if i < 0 { i + n as i64 } else { i };
            if w < 0 || w >= n as i64 {
                Err(index_error(format!(
                    "out of range: tried to access index {i} on a tensor of {n} elements."
                )))
            } else {
                Ok(w as usize)
            }
        })
        .collect::<Result<_>>()?;
    let (tv, table) = keys_of(t)?;
    let out_vals: Vec<f64> = idx.iter().map(|&i| tv[i]).collect();
    let out = table.build(&out_vals, &index.shape(), t.dtype(), t.device())?;
    autodiff::record_take(t, &idx, &out)?;
    Ok(out)
}

/// `take_along_dim(indices, dim)`: `gather` after broadcasting input and indices against
/// each other outside `dim` (without a dim: both flattened), so its node is `GatherBackward0`.
pub fn take_along_dim(t: &Tensor, index: &Tensor, dim: Option<i64>) -> Result<Tensor> {
    if index.dtype() != DType::Int64 {
        return Err(runtime(format!(
            "torch.take_along_dim(): dtype of indices should be Long but got {}",
            index.dtype().legacy_name()
        )));
    }
    let Some(dim) = dim else {
        let flat_t = view::reshape(t, &[-1])?;
        let flat_i = view::reshape(index, &[-1])?;
        return super::index::gather(&flat_t, 0, &flat_i);
    };
    if t.ndim() != index.ndim() {
        return Err(runtime(format!(
            "torch.take_along_dim(): input and indices should have the same number of dimensions, but got {} dimensions for input, and {} dimensions for indices",
            t.ndim(),
            index.ndim()
        )));
    }
    let d = wrap_dim(dim, t.ndim())?;
    let (mut ts, is) = (t.shape(), index.shape());
    if ts.is_empty() {
        return super::index::gather(t, dim, index);
    }
    // With a dim, ATen takes the indices modulo the dim's size first (Python's modulo:
    // -1 is the last, and so is 2 * size - 1); a size of 0 is its division error.
    let size = ts[d] as i64;
    if size == 0 && index.numel() > 0 {
        return Err(runtime("ZeroDivisionError"));
    }
    let index = &if t.device() == Device::Meta {
        // No values to wrap: the gather below has the same layout either way.
        index.clone()
    } else {
        let wrapped: Vec<i64> = index
            .to_i64_vec()?
            .iter()
            .map(|&i| if size == 0 { i } else { i.rem_euclid(size) })
            .collect();
        super::factory::from_i64(&wrapped, &is, index.device())?
    };
    ts[d] = is[d];
    let b = crate::layout::broadcast_shapes(&ts, &is)?;
    let mut tb: Vec<i64> = b.iter().map(|&x| x as i64).collect();
    let ib = tb.clone();
    tb[d] = t.shape()[d] as i64;
    let te = view::expand(t, &tb)?;
    let ie = if is == b {
        index.clone()
    } else {
        view::expand(index, &ib)?
    };
    super::index::gather(&te, d as i64, &ie)
}

/// The out-of-place forms: a contiguous clone (recorded), then the in-place op.
pub fn out_of_place(t: &Tensor, f: impl FnOnce(&Tensor) -> Result<()>) -> Result<Tensor> {
    out_of_place_as(t, MemoryFormat::Contiguous, f)
}

/// `out_of_place` with the clone in `fmt`: ATen's `index_fill` and `index_put` clone with
/// `preserve_format` (a dense layout kept, a gapped one compacted), while `index_add`,
/// `index_copy`, `scatter*` and `masked_*` return a contiguous result.
pub fn out_of_place_as(
    t: &Tensor,
    fmt: MemoryFormat,
    f: impl FnOnce(&Tensor) -> Result<()>,
) -> Result<Tensor> {
    let out = super::copy::clone(t, fmt)?;
    out.filling(f)?;
    Ok(out)
}

/// `index_put_`'s tuple argument: tensors only (PyTorch's binding refuses None).
pub fn check_index_tuple(items: &[Option<Tensor>]) -> Result<Vec<Tensor>> {
    items
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.clone().ok_or_else(|| {
                type_error(format!(
                    "expected Tensor as element {i} in argument 0, but got NoneType"
                ))
            })
        })
        .collect()
}
