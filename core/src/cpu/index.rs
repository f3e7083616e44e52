//! Index-driven kernels: gather, scatter, index_select and cumsum along one dim.

use super::reduce::split_layout;
use super::{lock, with_dtype};
use crate::element::Element;
use crate::error::{index_error, Result};
use crate::iter::LoopNest;
use crate::kernels::KernelCall;
use crate::layout::Layout;

/// Every logical index of `shape`, row-major.
fn indices(shape: &[usize]) -> impl Iterator<Item = Vec<usize>> + '_ {
    let n: usize = shape.iter().product();
    let mut idx = vec![0usize; shape.len()];
    (0..n).map(move |k| {
        if k > 0 {
            for d in (0..shape.len()).rev() {
                idx[d] += 1;
                if idx[d] < shape[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        idx.clone()
    })
}

fn at(l: &Layout, idx: &[usize]) -> usize {
    l.storage_index(idx)
}

/// Every position of `shape` is a position of `of` (except along `free`, which the index
/// values choose and `check_gather_index` bounds).
fn within(shape: &[usize], of: &[usize], free: Option<usize>) -> Result<()> {
    // Same number of dims (a 0-d and a 1-d shape count as one): a 1-d index walked over a
    // matrix named a dim the walk's position does not have.
    let fits = (shape.len() == of.len() || (shape.len() <= 1 && of.len() <= 1))
        && shape
            .iter()
            .enumerate()
            .all(|(k, &n)| Some(k) == free || n <= of.get(k).copied().unwrap_or(1));
    if fits {
        Ok(())
    } else {
        Err(crate::error::runtime(format!(
            "internal error: an index of shape {shape:?} does not fit an operand of shape {of:?}"
        )))
    }
}

/// An `index_select` index (`ops::index::check_select_indices` refuses a bad one first with
/// PyTorch's words; this keeps the kernel from reading past `src` whoever calls it).
fn check_index(v: i64, size: usize, dim: usize) -> Result<usize> {
    in_range(v, size).ok_or_else(|| {
        index_error(format!(
            "index {v} is out of bounds for dimension {dim} with size {size}"
        ))
    })
}

/// A `gather`/`scatter` index: ATen checks these in the kernel, with a `RuntimeError`, and
/// negative values are not wrapped (`-1` is out of bounds).
fn check_gather_index(v: i64, size: usize, dim: usize) -> Result<usize> {
    in_range(v, size).ok_or_else(|| {
        crate::error::runtime(format!(
            "index {v} is out of bounds for dimension {dim} with size {size}"
        ))
    })
}

/// `v` as an index into `size` elements, negative values not wrapped.
fn in_range(v: i64, size: usize) -> Option<usize> {
    usize::try_from(v).ok().filter(|&i| i < size)
}

/// The position `idx` of the index's walk with `k` along `dim`, in an operand of `ndim`
/// dims: a 0-d index over a 1-d operand picks element `k` (it was element 0 whatever `k`).
fn along(idx: &[usize], k: usize, dim: usize, ndim: usize) -> Vec<usize> {
    match (idx.is_empty(), ndim) {
        (_, 0) => vec![],
        (true, _) => vec![k],
        (false, _) => {
            let mut at = idx.to_vec();
            at[dim] = k;
            at
        }
    }
}

/// out[i][j] = src[index[i][j]][j] (for dim 0), over the index's shape.
pub fn gather(call: &KernelCall, dim: usize) -> Result<Option<LoopNest>> {
    let (out, src, index) = (&call.operands[0], &call.operands[1], &call.operands[2]);
    let dt = src.dtype();
    if index.layout.numel() == 0 {
        return Ok(None);
    }
    // The loop walks the index's shape over `src` (apart from `dim`) and `out`: checked
    // here as well as in `ops`, so no caller can make it read past either.
    within(index.layout.shape(), src.layout.shape(), Some(dim))?;
    within(index.layout.shape(), out.layout.shape(), None)?;
    let l = lock(call.operands)?;
    // SAFETY: `lock` checked each layout; source indices are bounds-checked against its shape.
    unsafe {
        with_dtype!(dt, T => {
            let (po, ps, pi) = (l.ptrs[0] as *mut T, l.ptrs[1] as *const T, l.ptrs[2] as *const i64);
            for idx in indices(index.layout.shape()) {
                let iv = *pi.add(at(&index.layout, &idx));
                let k = check_gather_index(iv, src.layout.shape().get(dim).copied().unwrap_or(1), dim)?;
                let sidx = along(&idx, k, dim, src.layout.ndim());
                *po.add(at(&out.layout, &idx)) = *ps.add(at(&src.layout, &sidx));
            }
        });
    }
    Ok(None)
}

/// out[index[i][j]][j] = src[i][j] (or +=), over the index's shape. Operand 0 is both the
/// destination and (already holding `self`'s values) the base.
pub fn scatter(call: &KernelCall, dim: usize, accumulate: bool) -> Result<Option<LoopNest>> {
    let (out, src, index) = (&call.operands[0], &call.operands[1], &call.operands[2]);
    let dt = out.dtype();
    if index.layout.numel() == 0 {
        return Ok(None);
    }
    // As in `gather`: the index's shape must fit `src` everywhere and `out` apart from `dim`.
    within(index.layout.shape(), src.layout.shape(), None)?;
    within(index.layout.shape(), out.layout.shape(), Some(dim))?;
    let l = lock(call.operands)?;
    // SAFETY: as in `gather`.
    unsafe {
        with_dtype!(dt, T => {
            let (po, ps, pi) = (l.ptrs[0] as *mut T, l.ptrs[1] as *const T, l.ptrs[2] as *const i64);
            for idx in indices(index.layout.shape()) {
                let iv = *pi.add(at(&index.layout, &idx));
                let k = check_gather_index(iv, out.layout.shape().get(dim).copied().unwrap_or(1), dim)?;
                let oidx = along(&idx, k, dim, out.layout.ndim());
                let o = at(&out.layout, &oidx);
                let v = *ps.add(at(&src.layout, &idx));
                *po.add(o) = if !accumulate {
                    v
                } else if dt.is_floating() {
                    T::from_f64((*po.add(o)).to_f64() + v.to_f64())
                } else {
                    // Integers add in int64 and wrap, as ATen's `+=`: through f64 an int64
                    // past 2**53 lost its last bits and an overflow saturated.
                    T::from_i64((*po.add(o)).to_i64().wrapping_add(v.to_i64()))
                };
            }
        });
    }
    Ok(None)
}

/// out = src.index_select(dim, index) with a 1-d index.
///
/// Walks (outer position, selected row, inner run) rather than each element's full index:
/// every index value is read and checked once, and a row's inner run is a slice copy when
/// both sides are contiguous there. The per-element walk took ~15 s for the three selects
/// of a doc-sized `F.pad(..., mode='replicate')` (probe 79); PyTorch takes 0.27 s.
pub fn index_select(call: &KernelCall, dim: usize) -> Result<Option<LoopNest>> {
    let (out, src, index) = (&call.operands[0], &call.operands[1], &call.operands[2]);
    let dt = src.dtype();
    let (ol, sl) = (&out.layout, &src.layout);
    if ol.numel() == 0 {
        return Ok(None);
    }
    let l = lock(call.operands)?;
    if ol.ndim() == 0 {
        // A 0-d source: its one element, no index read (as the element walk did).
        // SAFETY: as in `gather`.
        unsafe {
            with_dtype!(dt, T => {
                *(l.ptrs[0] as *mut T).add(ol.offset()) = *(l.ptrs[1] as *const T).add(sl.offset());
            });
        }
        return Ok(None);
    }
    // Every index value, checked in the order the element walk met them (row order).
    let rows = ol.shape()[dim];
    let istride = index.layout.strides().first().copied().unwrap_or(0);
    let mut picked = Vec::with_capacity(rows);
    for j in 0..rows {
        // SAFETY: `j` is within the index's one dim, which the lock keeps alive.
        let k = unsafe { *(l.ptrs[2] as *const i64).add(index.layout.offset() + j * istride) };
        picked.push(check_index(k, sl.shape()[dim], dim)?);
    }
    let outer_dims: Vec<usize> = (dim..ol.ndim()).collect();
    let (o_outer, _) = split_layout(ol, &outer_dims);
    let (s_outer, _) = split_layout(sl, &outer_dims);
    // The dims after `dim`, at offset 0 (the kept part of a split keeps the offset).
    let inner = |l: &Layout| {
        let (k, _) = split_layout(l, &(0..=dim).collect::<Vec<_>>());
        Layout::from_parts(k.shape().to_vec(), k.strides().to_vec(), 0)
    };
    let (o_inner, s_inner) = (inner(ol), inner(sl));
    debug_assert_eq!(o_inner.ndim(), ol.ndim() - dim - 1);
    let run = o_inner.numel();
    let dense = o_inner.is_contiguous() && s_inner.is_contiguous();
    let (os, ss) = (ol.strides()[dim], sl.strides()[dim]);
    // SAFETY: as in `gather`: every offset is a position of `out` or `src`, whose storages
    // the lock holds, and `out` does not overlap `src`.
    unsafe {
        with_dtype!(dt, T => {
            let (po, ps) = (l.ptrs[0] as *mut T, l.ptrs[1] as *const T);
            for (bo, bs) in o_outer.storage_indices().zip(s_outer.storage_indices()) {
                for (j, &k) in picked.iter().enumerate() {
                    let (ro, rs) = (bo + j * os, bs + k * ss);
                    if dense {
                        std::ptr::copy(ps.add(rs), po.add(ro), run);
                    } else {
                        for (io, is) in o_inner.storage_indices().zip(s_inner.storage_indices()) {
                            *po.add(ro + io) = *ps.add(rs + is);
                        }
                    }
                }
            }
        });
    }
    Ok(None)
}

/// Running sum along `dim`, accumulated in f64 for floats and i64 for integers.
pub fn cumsum(call: &KernelCall, dim: usize) -> Result<Option<LoopNest>> {
    let (out, src) = (&call.operands[0], &call.operands[1]);
    let dims = if src.layout.ndim() == 0 {
        vec![]
    } else {
        vec![dim]
    };
    // Nothing to write. An empty tensor can still have billions of rows (of length 0) or a
    // row billions long (in no row), and neither may be walked.
    if src.layout.numel() == 0 {
        return Ok(None);
    }
    let (sk, sr) = split_layout(&src.layout, &dims);
    let (ok, or) = split_layout(&out.layout, &dims);
    let (srow, orow): (Vec<usize>, Vec<usize>) = (
        sr.storage_indices().collect(),
        or.storage_indices().collect(),
    );
    let (sdt, odt) = (src.dtype(), out.dtype());
    let l = lock(call.operands)?;
    // SAFETY: as in `gather`.
    unsafe {
        with_dtype!(sdt, S => with_dtype!(odt, O => {
            let (po, ps) = (l.ptrs[0] as *mut O, l.ptrs[1] as *const S);
            for (bo, bs) in ok.storage_indices().zip(sk.storage_indices()) {
                let (mut f, mut i) = (0f64, 0i64);
                for (&r, &w) in srow.iter().zip(&orow) {
                    let v = *ps.add(bs + r);
                    if odt.is_floating() {
                        f += v.to_f64();
                        *po.add(bo + w) = O::from_f64(f);
                    } else {
                        i = i.wrapping_add(v.to_i64());
                        *po.add(bo + w) = O::from_i64(i);
                    }
                }
            }
        }));
    }
    Ok(None)
}
