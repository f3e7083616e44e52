//! Ordering along a dim: `topk` and `sort`, with the ties PyTorch's CPU kernels leave
//! (libstdc++'s algorithms, reproduced in `cpu::stl_order`).

use super::{to_host, view};
use crate::cpu::stl_order;
use crate::error::{runtime, Result};
use crate::layout::{wrap_dim, MemoryFormat};
use crate::ops::autodiff::{self, NoGradGuard};
use crate::tensor::Tensor;

/// `topk(k, dim, largest, sorted=True)` or `sort(dim, descending)` (when k is None, ATen's
/// `stable=False`): values and long indices, ties in the order PyTorch's CPU kernels leave
/// them (`cpu::stl_order`).
pub fn topk(t: &Tensor, k: Option<usize>, dim: i64, largest: bool) -> Result<(Tensor, Tensor)> {
    match k {
        Some(k) => topk_with(t, k, dim, largest, true),
        None => sort_with(t, dim, largest, false, "SortBackward0"),
    }
}

/// `topk(k, dim, largest, sorted)`: `sorted=False` leaves the first k - 1 results in
/// `std::nth_element`'s order when ATen selects (k * 64 > n) rather than partial-sorts.
pub fn topk_with(
    t: &Tensor,
    k: usize,
    dim: i64,
    largest: bool,
    sorted: bool,
) -> Result<(Tensor, Tensor)> {
    if t.dtype() == crate::DType::Bool {
        return Err(crate::error::not_implemented(
            "topk does not support bool dtypes on CPU",
        ));
    }
    order_along(
        t,
        RowOrder::Topk { k, sorted },
        dim,
        largest,
        "TopkBackward0",
    )
}

/// `sort(dim, descending, stable)` recorded under `node`: `stable=False` is ATen's
/// `std::sort` (ties of rows longer than 16 come out in introsort's order).
pub fn sort_with(
    t: &Tensor,
    dim: i64,
    descending: bool,
    stable: bool,
    node: &'static str,
) -> Result<(Tensor, Tensor)> {
    crate::limited::check_op("sort", t.dtype())?;
    order_along(t, RowOrder::Sort { stable }, dim, descending, node)
}

/// What `order_along` takes from each row.
#[derive(Clone, Copy)]
enum RowOrder {
    Topk { k: usize, sorted: bool },
    Sort { stable: bool },
}

/// The rows along `dim`, each ordered by ATen's topk or sort kernel: values and indices.
fn order_along(
    t: &Tensor,
    how: RowOrder,
    dim: i64,
    largest: bool,
    node: &'static str,
) -> Result<(Tensor, Tensor)> {
    let d = wrap_dim(dim, t.ndim())?;
    let size = if t.ndim() == 0 { 1 } else { t.shape()[d] };
    let is_sort = matches!(how, RowOrder::Sort { .. });
    let k = match how {
        RowOrder::Topk { k, .. } if k > size => {
            // PyTorch's meta kernel has its own words.
            return Err(runtime(if t.device() == crate::Device::Meta {
                "k not in range for dimension"
            } else {
                "selected index k out of range"
            }));
        }
        // A 0-d input is its own top value for k = 0 as for k = 1 (ATen copies it).
        RowOrder::Topk { .. } if t.ndim() == 0 => 1,
        RowOrder::Topk { k, .. } => k,
        RowOrder::Sort { .. } => size,
    };
    // ATen's sort_kernel leaves the indices 0..n when the input's stride along the dim is
    // 0 (an expanded tensor), and sends an ascending sort of a 1-D integer tensor of
    // GRAIN_SIZE (32768) elements or more to fbgemm's radix sort: both keep equal values in
    // index order, whatever `stable` says.
    let zero_stride = t.ndim() > 0 && t.strides()[d] == 0;
    let radix = t.ndim() == 1
        && !largest
        && t.dtype().category() == crate::dtype::Category::Integral
        && size >= 32768;
    let (values, indices) = {
        let _g = NoGradGuard::new();
        let moved = if t.ndim() == 0 {
            view::unsqueeze(t, 0)?
        } else {
            view::movedim(t, &[d as i64], &[-1])?
        };
        let mut mshape = moved.shape();
        *mshape.last_mut().unwrap() = k;
        let (vt, it) = if crate::meta::any_meta(&[t]) {
            // Only the layout: the moves back below give it PyTorch's strides.
            (
                crate::ops::meta_empty(&mshape, t.dtype())?,
                crate::ops::meta_empty(&mshape, crate::DType::Int64)?,
            )
        } else {
            let rows = moved.numel() / size.max(1);
            // Rows are ordered by exact keys: ints past 2**53 do not round into ties.
            let (vals, table) = super::host_keys::keys_of(&to_host(&moved)?)?;
            let mut out_v = Vec::with_capacity(rows * k);
            let mut out_i = Vec::with_capacity(rows * k);
            for r in 0..rows {
                let row = &vals[r * size..(r + 1) * size];
                let order = match how {
                    RowOrder::Topk { sorted, .. } => stl_order::topk_row(row, k, largest, sorted),
                    RowOrder::Sort { stable } => {
                        stl_order::sort_row(row, largest, stable || zero_stride || radix)
                    }
                };
                for &i in order.iter().take(k) {
                    out_v.push(row[i]);
                    out_i.push(i as i64);
                }
            }
            (
                table.build(&out_v, &mshape, t.dtype(), t.device())?,
                super::factory::from_i64(&out_i, &mshape, t.device())?,
            )
        };
        if t.ndim() == 0 {
            (
                view::squeeze(&vt, Some(&[0]))?,
                view::squeeze(&it, Some(&[0]))?,
            )
        } else if is_sort {
            // A full sort: PyTorch allocates both results like the input (preserve_format).
            let back = |x: &Tensor| -> Result<Tensor> {
                let m = view::movedim(x, &[-1], &[d as i64])?;
                let out = super::empty_like_preserve(t, x.dtype(), x.device())?;
                super::copy::copy_raw(&out, &m)?;
                Ok(out.as_fresh())
            };
            (back(&vt)?, back(&it)?)
        } else {
            let back = |x: &Tensor| -> Result<Tensor> {
                let m = view::movedim(x, &[-1], &[d as i64])?;
                super::copy::clone(&m, MemoryFormat::Contiguous)
            };
            (back(&vt)?, back(&it)?)
        }
    };
    autodiff::record_gather_like(node, t, d, &indices, &values)?;
    Ok((values, indices))
}
