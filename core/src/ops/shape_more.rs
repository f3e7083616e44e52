//! Shape ops PyTorch builds from views and copies: `tensor_split` and `hsplit`/`vsplit`/
//! `dsplit` (views, one `SliceBackward0` each), `rot90` and `diag_embed` (copies with one node
//! each), `meshgrid` (expanded views) and `tril_indices`/`triu_indices`.

use super::copy::{clone, copy_raw};
use super::{factory, view};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{index_error, not_implemented, runtime, Result};
use crate::layout::sections::{indices_ranges, sections_ranges, triangle_indices};
use crate::layout::{wrap_dim, MemoryFormat};
use crate::ops::autodiff::{self, NoGradGuard};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// How `tensor_split` cuts: a section count or split indices.
pub enum Sections {
    Count(i64),
    Indices(Vec<i64>),
}

/// `tensor_split(sections | indices, dim)`: views, each a `slice` of the dim (so each has its
/// own `SliceBackward0`, as PyTorch's composite does).
pub fn tensor_split(t: &Tensor, how: Sections, dim: i64) -> Result<Vec<Tensor>> {
    if t.ndim() == 0 {
        return Err(runtime(
            "tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims",
        ));
    }
    let d = wrap_dim(dim, t.ndim())?;
    let size = t.shape()[d];
    let ranges = match how {
        Sections::Count(n) if n <= 0 => {
            return Err(runtime(format!(
                "number of sections must be larger than 0, got {n}"
            )))
        }
        Sections::Count(n) => {
            // More sections than elements only adds empty pieces; the count is the output
            // length, so it is bounded like an allocation.
            let n = super::factory::size_from_i64(n);
            view::check_views(n)?;
            sections_ranges(size, n)
        }
        Sections::Indices(ix) => indices_ranges(size, &ix),
    };
    ranges
        .into_iter()
        .map(|(s, n)| view::narrow(t, d as i64, s as i64, n as i64))
        .collect()
}

/// `hsplit`/`vsplit`/`dsplit`: `tensor_split` along dim 1 (0 for a 1-d `hsplit`), 0 or 2,
/// where a section count must divide the dim.
pub fn dir_split(name: &str, t: &Tensor, how: Sections) -> Result<Vec<Tensor>> {
    let n = t.ndim();
    let (need, dim) = match name {
        "hsplit" => (1, if n == 1 { 0 } else { 1 }),
        "vsplit" => (2, 0),
        _ => (3, 2),
    };
    if n < need {
        let what = if name == "hsplit" {
            format!("torch.hsplit requires a tensor with at least 1 dimension, but got a tensor with {n} dimensions!")
        } else {
            format!("torch.{name} requires a tensor with at least {need} dimension, but got a tensor with {n} dimensions!")
        };
        return Err(runtime(what));
    }
    if let Sections::Count(k) = how {
        let size = t.shape()[dim] as i64;
        if k == 0 || size % k != 0 {
            return Err(runtime(format!(
                "torch.{name} attempted to split along dimension {dim}, but the size of the dimension {size} is not divisible by the split_size {k}!"
            )));
        }
    }
    tensor_split(t, how, dim as i64)
}

/// `rot90(k, dims)`: `flip` then `transpose` as ATen composes it (so the strides are
/// those of a transposed copy), recorded as one `Rot90Backward0`.
pub fn rot90(t: &Tensor, k: i64, dims: &[i64]) -> Result<Tensor> {
    if dims.len() != 2 {
        return Err(runtime(format!(
            "expected total rotation dims == 2, but got dims = {}",
            dims.len()
        )));
    }
    let n = t.ndim();
    if n < 2 {
        return Err(runtime(format!(
            "expected total dims >= 2, but got total dims = {n}"
        )));
    }
    let (d0, d1) = (dims[0], dims[1]);
    let (w0, w1) = (wrap_dim(d0, n)?, wrap_dim(d1, n)?);
    if w0 == w1 {
        return Err(runtime(format!(
            "expected rotation dims to be different, but got dim0 = {w0} and dim1 = {w1}"
        )));
    }
    let out = rot90_raw(t, k, w0, w1)?;
    autodiff::record_one_input("Rot90Backward0", t, &out, false, move |g, _| {
        rot90(g, -k, &[w0 as i64, w1 as i64])
    })?;
    Ok(out)
}

fn rot90_raw(t: &Tensor, k: i64, d0: usize, d1: usize) -> Result<Tensor> {
    let _g = NoGradGuard::new();
    let (a, b) = (d0 as i64, d1 as i64);
    match k.rem_euclid(4) {
        1 => view::transpose(&super::flip(t, &[b])?, a, b),
        2 => super::flip(t, &[a, b]),
        3 => view::transpose(&super::flip(t, &[a])?, a, b),
        _ => clone(t, MemoryFormat::Contiguous),
    }
}

/// `diag_embed(offset, dim1, dim2)`: zeros with the input's last dim written on the chosen
/// diagonal of two new dims (`DiagEmbedBackward0`, whose backward reads that diagonal).
pub fn diag_embed(t: &Tensor, offset: i64, dim1: i64, dim2: i64) -> Result<Tensor> {
    let n = t.ndim() + 1;
    let (a, b) = (wrap_dim(dim1, n)?, wrap_dim(dim2, n)?);
    if a == b {
        return Err(runtime(format!(
            "diagonal dimensions cannot be identical {dim1}, {dim2}"
        )));
    }
    let mut shape = t.shape();
    let last = shape.pop().unwrap_or(1);
    let len = last
        .checked_add(offset.unsigned_abs() as usize)
        .ok_or_else(|| runtime("diag_embed: size overflow"))?;
    let (lo, hi) = (a.min(b), a.max(b));
    shape.insert(lo, len);
    shape.insert(hi, len);
    let out = {
        let _g = NoGradGuard::new();
        let z = super::full(&shape, Scalar::Int(0), Some(t.dtype()), t.device())?;
        copy_raw(&view::diagonal(&z, offset, a as i64, b as i64)?, t)?;
        z.as_fresh()
    };
    autodiff::record_one_input("DiagEmbedBackward0", t, &out, false, move |g, _| {
        view::diagonal(g, offset, a as i64, b as i64)
    })?;
    Ok(out)
}

/// `meshgrid(*tensors, indexing)`: each 0-d/1-d input viewed along its own dim and expanded
/// to the grid; `xy` swaps the first two inputs and transposes the first two dims back.
pub fn meshgrid(ts: &[Tensor], indexing: &str) -> Result<Vec<Tensor>> {
    if ts.is_empty() {
        return Err(runtime("meshgrid expects a non-empty TensorList"));
    }
    if indexing != "ij" && indexing != "xy" {
        return Err(runtime(format!(
            "torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: {indexing}"
        )));
    }
    for t in ts {
        if t.dtype() != ts[0].dtype() {
            return Err(runtime(
                "meshgrid expects all tensors to have the same dtype",
            ));
        }
        if t.device() != ts[0].device() {
            return Err(runtime(
                "meshgrid expects all tensors to have the same device",
            ));
        }
        if t.ndim() > 1 {
            return Err(runtime(format!(
                "torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got a tensor of {} dims",
                t.ndim()
            )));
        }
    }
    // `xy` puts the first two inputs' dims the other way round. ATen swaps the inputs and
    // transposes the grids in place afterwards, which leaves each grid's node the expand;
    // viewing each input straight into its final dim gives the same layouts and nodes.
    let k = ts.len();
    let pos = |i: usize| match (indexing == "xy" && k >= 2, i) {
        (true, 0) => 1,
        (true, 1) => 0,
        _ => i,
    };
    let mut sizes = vec![0i64; k];
    for (i, t) in ts.iter().enumerate() {
        sizes[pos(i)] = t.numel() as i64;
    }
    ts.iter()
        .enumerate()
        .map(|(i, t)| {
            let mut v = vec![1i64; k];
            v[pos(i)] = -1;
            view::expand(&view::view(t, &v)?, &sizes)
        })
        .collect()
}

/// `tril_indices(row, col, offset)` / `triu_indices`: a (2, N) long tensor of positions.
pub fn tri_indices(
    lower: bool,
    row: i64,
    col: i64,
    offset: i64,
    dtype: Option<DType>,
    device: Device,
) -> Result<Tensor> {
    if row < 0 {
        return Err(runtime(format!("row must be non-negative, got{row}")));
    }
    if col < 0 {
        return Err(runtime(format!("col must be non-negative, got{col}")));
    }
    let dtype = dtype.unwrap_or(DType::Int64);
    if !matches!(dtype, DType::Int64 | DType::Int32) {
        let what = if lower {
            "tril_indices"
        } else {
            "triu_indices"
        };
        return Err(not_implemented(format!(
            "\"{what}\" not implemented for '{}'",
            dtype.legacy_name()
        )));
    }
    let (r, c) = (
        super::factory::size_from_i64(row),
        super::factory::size_from_i64(col),
    );
    crate::layout::extent::numel_of(&[r, c, 2])
        .map_err(|_| index_error("tril_indices: too many positions"))?;
    crate::limits::check_alloc(r.saturating_mul(c).saturating_mul(2), 8)?;
    let (rows, cols) = triangle_indices(r, c, offset, lower);
    let n = rows.len();
    let mut all = rows;
    all.extend(cols);
    let t = factory::from_i64(&all, &[2, n], device)?;
    super::to_dtype(&t, dtype)
}
