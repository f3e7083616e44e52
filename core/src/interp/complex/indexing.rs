//! Indexing a complex tensor through its (real, imaginary) pairs.
//!
//! The pairs carry one more dim than the complex tensor, so the complex index cannot be
//! handed over as it is: a `...` would skip the pair dim as well, and a second `...` (legal in
//! PyTorch, each one skipping the dims the other items leave) would move the items after it
//! past the complex tensor's end but still inside the pairs. So the index is checked on a
//! stand-in with the complex shape (which gives PyTorch's errors, dims and sizes included),
//! then rewritten without ellipses: each `...` becomes the full slices it stands for, and a
//! full slice past the end (where ATen leaves the tensor as it is) is dropped. Every item left
//! lands on a complex dim, so the pair dim stays last and untouched.

use crate::device::Device;
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::index::Index;
use crate::ops::{self, view};
use crate::tensor::Tensor;

/// A complex index: its items, and whether it was one int or slice outside a tuple
/// (`z[0]`, ATen's fast path with its own 0-dim errors).
pub struct ComplexIndex {
    pub items: Vec<Index>,
    pub single: bool,
}

/// Checks an index against a tensor of the complex `shape` on `device`: a 1-element storage
/// expanded (no copy of the data), indexed as the complex tensor would be.
fn check(shape: &[usize], device: Device, index: &ComplexIndex) -> Result<()> {
    let one = ops::empty(&[], DType::Bool, device)?;
    let sizes: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    let stand_in = view::expand(&one, &sizes)?;
    match (&index.items[..], index.single) {
        ([item], true) => ops::index::getitem_single(&stand_in, item.clone()),
        (items, _) => ops::index::getitem(&stand_in, items),
    }
    .map(|_| ())
}

/// The index of the pairs for a checked complex index on a tensor of `ndim` dims.
fn pairs_items(ndim: usize, items: &[Index]) -> Vec<Index> {
    let consumed = ops::index::consumed_dims(items);
    let mut out = Vec::with_capacity(items.len());
    // `dim`: where the next item lands; `end`: the dims of the view built so far (a select
    // removes one, a new axis adds one; tensor indices apply after all views).
    let (mut dim, mut end) = (0usize, ndim);
    for it in items {
        match it {
            Index::Ellipsis => {
                let skip = ndim.saturating_sub(consumed);
                let inside = skip.min(end.saturating_sub(dim));
                out.extend((0..inside).map(|_| Index::Slice(None, None, None)));
                dim += skip;
            }
            Index::Slice(..) => {
                if dim < end {
                    out.push(it.clone());
                }
                dim += 1;
            }
            Index::Int(_) => {
                out.push(it.clone());
                end = end.saturating_sub(1);
            }
            Index::Tensor(x)
                if x.ndim() == 0 && !matches!(x.dtype(), DType::Bool | DType::UInt8) =>
            {
                out.push(it.clone());
                end = end.saturating_sub(1);
            }
            Index::None | Index::Bool(_) => {
                out.push(it.clone());
                dim += 1;
                end += 1;
            }
            Index::Tensor(x) => {
                out.push(it.clone());
                let k = if matches!(x.dtype(), DType::Bool | DType::UInt8) {
                    x.ndim()
                } else {
                    1
                };
                if k == 0 {
                    end += 1;
                }
                dim += k.max(1);
            }
        }
    }
    out
}

/// `z[index]` on the pairs of a complex tensor of `shape`.
pub fn getitem(pairs: &Tensor, shape: &[usize], index: &ComplexIndex) -> Result<Tensor> {
    check(shape, pairs.device(), index)?;
    ops::index::getitem(pairs, &pairs_items(shape.len(), &index.items))
}

/// `z[index] = src` on the pairs of a complex tensor of `shape` (`src`: the value's pairs).
pub fn setitem(pairs: &Tensor, shape: &[usize], index: &ComplexIndex, src: &Tensor) -> Result<()> {
    check(shape, pairs.device(), index)?;
    ops::index::setitem(
        pairs,
        &pairs_items(shape.len(), &index.items),
        ops::Arg::T(src),
    )
}

/// Whether an index selects a view (no index tensors): `z[index] = number` then fills it.
pub fn is_basic(index: &ComplexIndex) -> bool {
    !index.items.iter().any(|i| matches!(i, Index::Tensor(_)))
}

/// `z[index] = number` with a basic index: each part of the selected view filled with its
/// number, as ATen's setitem fills the view (a fill has no overlap check, so an expanded
/// target takes it where a copy of the value's pairs would be refused).
pub fn fill(pairs: &Tensor, shape: &[usize], index: &ComplexIndex, re: f64, im: f64) -> Result<()> {
    check(shape, pairs.device(), index)?;
    let items = pairs_items(shape.len(), &index.items);
    for (k, x) in [(0, re), (1, im)] {
        let mut part = items.clone();
        part.extend([Index::Ellipsis, Index::Int(k)]);
        ops::index::setitem(pairs, &part, ops::Arg::S(crate::scalar::Scalar::Float(x)))?;
    }
    Ok(())
}
