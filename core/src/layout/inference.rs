//! Which layout a new tensor gets: broadcasting, `*_like(preserve_format)`, and the output of
//! an elementwise op, computed the way PyTorch's TensorIterator computes it.

use super::contiguity::*;
use crate::error::{fmt_list, runtime, Result};

/// `infer_size`: the broadcast shape of two shapes, aligned at the trailing dim.
pub fn broadcast_shapes(a: &[usize], b: &[usize]) -> Result<Vec<usize>> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    // From the last dim back, as `infer_size` does: the first mismatch reported is the
    // innermost one.
    for (i, slot) in out.iter_mut().enumerate().rev() {
        let da = (i + a.len()).checked_sub(n).map(|j| a[j]).unwrap_or(1);
        let db = (i + b.len()).checked_sub(n).map(|j| b[j]).unwrap_or(1);
        *slot = if da == db || db == 1 {
            da
        } else if da == 1 {
            db
        } else {
            return Err(runtime(format!(
                "The size of tensor a ({da}) must match the size of tensor b ({db}) at non-singleton dimension {i}"
            )));
        };
    }
    Ok(out)
}

/// The broadcast shape of many shapes, folded left to right as PyTorch does.
pub fn broadcast_all(shapes: &[&[usize]]) -> Result<Vec<usize>> {
    let mut out: Vec<usize> = Vec::new();
    for s in shapes {
        out = broadcast_shapes(&out, s)?;
    }
    Ok(out)
}

/// An operand's strides after broadcasting to `shape`: 0 for new leading dims and for
/// size-1 dims that are stretched; size-1 dims that stay size 1 keep their stride.
pub fn broadcast_strides(op_shape: &[usize], op_strides: &[usize], shape: &[usize]) -> Vec<usize> {
    let lead = shape.len() - op_shape.len();
    let mut out = vec![0; shape.len()];
    for i in 0..op_shape.len() {
        out[lead + i] = if op_shape[i] == 1 && shape[lead + i] != 1 {
            0
        } else {
            op_strides[i]
        };
    }
    out
}

/// `infer_dense_strides`: dense strides that keep the input's dim order, used by
/// `empty_like(preserve_format)` when the input is not dense (a strided slice, say).
pub fn infer_dense_strides(shape: &[usize], strides: &[usize]) -> Vec<usize> {
    let n = shape.len();
    let mut perm: Vec<usize> = (0..n).rev().collect();
    let should_swap = |d0: usize, d1: usize| -> i32 {
        let (s0, s1) = (strides[d0], strides[d1]);
        if s0 == 0 || s1 == 0 {
            0
        } else if s0 < s1 {
            -1
        } else if s0 > s1 || shape[d0] > shape[d1] {
            1
        } else {
            0
        }
    };
    insertion_sort_dims(&mut perm, should_swap);
    let mut out = vec![0; n];
    let mut cur = 1usize;
    for &d in &perm {
        out[d] = cur;
        if shape[d] > 1 {
            cur *= shape[d];
        }
    }
    out
}

/// The strides `empty_like`/`clone` give with `preserve_format`.
pub fn preserve_format_strides(shape: &[usize], strides: &[usize]) -> Vec<usize> {
    if is_non_overlapping_and_dense(shape, strides) {
        strides.to_vec()
    } else {
        infer_dense_strides(shape, strides)
    }
}

/// TensorIterator's insertion sort "with support for ambiguous comparisons": `perm` lists
/// dims fastest-first, and a comparison of 0 leaves two dims where they are.
fn insertion_sort_dims(perm: &mut [usize], should_swap: impl Fn(usize, usize) -> i32) {
    for i in 1..perm.len() {
        let mut dim1 = i;
        for dim0 in (0..i).rev() {
            let c = should_swap(perm[dim0], perm[dim1]);
            if c > 0 {
                perm.swap(dim0, dim1);
                dim1 = dim0;
            } else if c < 0 {
                break;
            }
        }
    }
}

/// The iteration order TensorIterator picks (`reorder_dimensions`): dims sorted fastest
/// first by the operands' strides, the first operand that can decide a pair deciding it.
/// `strides` are the operands' broadcast strides; `reduced_out` marks operands that are
/// reduction outputs, whose reduced (stride-0) dims are moved to the front.
pub fn iteration_order(shape: &[usize], strides: &[&[usize]], reduced_out: &[bool]) -> Vec<usize> {
    let n = shape.len();
    let mut perm: Vec<usize> = (0..n).rev().collect();
    if n <= 1 {
        return perm;
    }
    let should_swap = |d0: usize, d1: usize| -> i32 {
        for (k, st) in strides.iter().enumerate() {
            let (s0, s1) = (st[d0], st[d1]);
            if reduced_out.get(k).copied().unwrap_or(false) && ((s0 == 0) != (s1 == 0)) {
                return if s1 == 0 { 1 } else { -1 };
            }
            if s0 == 0 || s1 == 0 {
                continue;
            } else if s0 < s1 {
                return -1;
            } else if s0 > s1 {
                return 1;
            }
            if shape[d0] > shape[d1] {
                return 1;
            }
        }
        0
    };
    insertion_sort_dims(&mut perm, should_swap);
    perm
}

/// The strides TensorIterator allocates an elementwise op's output with, given its inputs
/// (already known to broadcast to `shape`).
pub fn elementwise_output_strides(shape: &[usize], inputs: &[(&[usize], &[usize])]) -> Vec<usize> {
    if let Some(s) = fast_setup_strides(shape, inputs) {
        return s;
    }
    let bstrides: Vec<Vec<usize>> = inputs
        .iter()
        .map(|(sh, st)| broadcast_strides(sh, st, shape))
        .collect();
    let refs: Vec<&[usize]> = bstrides.iter().map(|v| v.as_slice()).collect();
    let perm = iteration_order(shape, &refs, &[]);
    let n = shape.len();
    let inverted = perm.iter().enumerate().all(|(j, &p)| p == n - 1 - j);
    if inverted {
        return contiguous_strides(shape);
    }
    // `compatible_stride`: dense in the chosen order, with no clamping of size-0 dims.
    let mut out = vec![0; n];
    let mut next = 1usize;
    for &d in &perm {
        out[d] = next;
        next *= shape[d];
    }
    out
}

/// TensorIterator's fast setup: when every input has the output's shape and they agree on
/// a dense layout, the output copies it.
fn fast_setup_strides(shape: &[usize], inputs: &[(&[usize], &[usize])]) -> Option<Vec<usize>> {
    if inputs.is_empty() {
        return Some(contiguous_strides(shape));
    }
    let has_scalars = inputs.iter().any(|(s, _)| s.is_empty());
    let has_tensors = inputs.iter().any(|(s, _)| !s.is_empty());
    if (has_scalars && has_tensors) || inputs.iter().any(|(s, _)| *s != shape) {
        return None;
    }
    if inputs.iter().all(|(s, st)| is_contiguous(s, st)) {
        return Some(contiguous_strides(shape));
    }
    if inputs
        .iter()
        .all(|(s, st)| is_channels_last_contiguous(s, st))
    {
        return Some(channels_last_strides(shape));
    }
    if inputs
        .iter()
        .all(|(s, st)| is_non_overlapping_and_dense(s, st))
    {
        let first = inputs.last().unwrap().1;
        if inputs.iter().all(|(_, st)| *st == first) {
            return Some(first.to_vec());
        }
    }
    None
}

/// A message for an out-of-place op's output that cannot be resized: used by in-place ops.
pub fn check_inplace_shape(out: &[usize], broadcast: &[usize]) -> Result<()> {
    if out != broadcast {
        return Err(runtime(format!(
            "output with shape {} doesn't match the broadcast shape {}",
            fmt_list(out),
            fmt_list(broadcast)
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn broadcast_aligns_trailing_dims() {
        assert_eq!(broadcast_shapes(&[3, 1], &[2]).unwrap(), vec![3, 2]);
        assert_eq!(broadcast_shapes(&[], &[2, 2]).unwrap(), vec![2, 2]);
        let e = broadcast_shapes(&[2, 3], &[4]).unwrap_err();
        assert_eq!(
            e.message,
            "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
        );
    }

    #[test]
    fn transposed_input_gives_transposed_output() {
        // x.T.clone() / 10: a (4, 3) input with strides (1, 4) and a 0-d scalar.
        let s = elementwise_output_strides(&[4, 3], &[(&[4, 3], &[1, 4]), (&[], &[])]);
        assert_eq!(s, vec![1, 4]);
    }

    #[test]
    fn first_input_breaks_ties_between_layouts() {
        let s = elementwise_output_strides(&[4, 4], &[(&[4, 4], &[1, 4]), (&[4, 4], &[4, 1])]);
        assert_eq!(s, vec![1, 4]);
        let s = elementwise_output_strides(&[4, 4], &[(&[4, 4], &[4, 1]), (&[4, 4], &[1, 4])]);
        assert_eq!(s, vec![4, 1]);
    }

    #[test]
    fn sliced_input_gives_dense_output() {
        // x[:, ::2] of a (3, 4): strides (4, 2), not dense: the output is contiguous.
        let s = elementwise_output_strides(&[3, 2], &[(&[3, 2], &[4, 2])]);
        assert_eq!(s, vec![2, 1]);
    }

    #[test]
    fn dense_strides_keep_order() {
        assert_eq!(infer_dense_strides(&[3, 2], &[2, 8]), vec![1, 3]);
        assert_eq!(preserve_format_strides(&[3, 4], &[1, 3]), vec![1, 3]);
        assert_eq!(preserve_format_strides(&[3, 4], &[0, 1]), vec![4, 1]);
    }
}
