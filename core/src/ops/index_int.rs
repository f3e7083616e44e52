//! An int index inside `x[...]`: ATen's `applySelect`, with its errors (a 0-dim tensor, an
//! index out of bounds, and a dim past the end after a second `...`).

use super::view;
use crate::error::{index_error, Result};
use crate::layout::{wrap_dim, wrap_index};
use crate::tensor::Tensor;

/// `cur[..., i]` at `dim` (a view), with ATen's `applySelect` errors: `pos` is the item's
/// place in the index; a dim past the end (after a second `...`) is `size_past_end`'s.
pub(super) fn select_at(cur: &Tensor, dim: usize, i: i64, pos: usize) -> Result<Tensor> {
    if cur.ndim() == 0 && i == 0 && dim == 0 {
        return Err(index_error(ZERO_DIM_INDEX));
    }
    if dim >= cur.ndim() {
        let size = size_past_end(cur, dim);
        if !(size > -1 - i && size > i) {
            return Err(index_error(format!(
                "index {i} is out of bounds for dimension {pos} with size {size}"
            )));
        }
        return Err(wrap_dim(dim as i64, cur.ndim())
            .err()
            .unwrap_or_else(|| index_error(format!("Dimension out of range (got {dim})"))));
    }
    let size = cur.shape_ref()[dim];
    let w = wrap_index(i, size, pos)?;
    view::select(cur, dim as i64, w as i64)
}

/// The "size" ATen's `applySelect` reads at a dim past the end (after a second `...`). It
/// reads its sizes array unchecked. Up to five dims, sizes and strides sit inline in five
/// slots each, so a slot past the last dim holds 0 and slots 5 to 9 hold the strides; past
/// five dims they sit on the heap, the strides right after the sizes. A size that lets the
/// index pass sends it on to `select`, which says "Dimension out of range". Beyond the
/// strides lie the tensor's other fields, mostly not zero: taken as large (so "Dimension
/// out of range"), which PyTorch 2.15 on x86-64 gives for most such dims, not all.
fn size_past_end(cur: &Tensor, dim: usize) -> i64 {
    const INLINE: usize = 5;
    let n = cur.ndim();
    // Where the strides start, and how many slots they fill (unused inline slots hold 0).
    let (strides_at, slots) = if n > INLINE { (n, n) } else { (INLINE, INLINE) };
    match dim.checked_sub(strides_at) {
        Some(k) if k < slots => cur.strides().get(k).map_or(0, |&s| s as i64),
        Some(_) => i64::MAX,
        None => 0,
    }
}

pub(super) const ZERO_DIM_INDEX: &str = "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in C++ to convert a 0-dim tensor to a number";
