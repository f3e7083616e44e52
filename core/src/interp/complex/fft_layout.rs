//! The memory layout of a transform's result over several dims, pass by pass as ATen's
//! MKL backend makes it: each `_exec_fft` puts its batch dims first, sorted by its
//! operand's strides (`fft::batch_order`), and its transformed dims innermost, in the order
//! it was given them (`_sort_dims` sorts them by the operand's strides first).

use super::fft::{self, Kind, Spec};
use crate::layout::contiguous_strides;

/// The sizes of an operand cut or zero-padded to `spec`'s signal sizes (the last dim's to
/// `last`'s, given), and its strides then: an operand padded is a fresh row-major tensor,
/// a cut one keeps its strides (ATen's `resize_fft_input`).
fn resized(shape: &[usize], strides: &[usize], spec: &Spec, last: Option<usize>) -> Layout {
    let mut sizes = shape.to_vec();
    for (i, &(d, n)) in spec.iter().enumerate() {
        let n = if i + 1 == spec.len() { last.or(n) } else { n };
        if let Some(n) = n {
            sizes[d] = n;
        }
    }
    let padded = sizes.iter().zip(shape).any(|(a, b)| a > b);
    let strides = if padded {
        contiguous_strides(&sizes)
    } else {
        strides.to_vec()
    };
    (sizes, strides)
}

type Layout = (Vec<usize>, Vec<usize>);

/// The memory order (outermost first) of `_exec_fft`'s result over `dims` (in that order):
/// the batch dims first, sorted by the operand's strides, the transformed dims innermost.
fn exec_order(strides: &[usize], dims: &[usize]) -> Vec<usize> {
    let mut order = fft::batch_order(strides.len(), dims, strides);
    order.extend_from_slice(dims);
    order
}

/// `dims` sorted by `strides`, largest first (`_sort_dims`; `std::sort` of so few dims is
/// an insertion sort, so ties keep their order).
fn sorted_dims(dims: &[usize], strides: &[usize]) -> Vec<usize> {
    let mut v = dims.to_vec();
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && strides[v[j]] > strides[v[j - 1]] {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
    v
}

/// The memory order of `ihfftn`'s result: ATen's real-to-complex pass over the last dim,
/// then the complex pass over the others (sorted by the intermediate's strides).
pub(super) fn ihfftn_order(shape: &[usize], strides: &[usize], spec: &Spec) -> Vec<usize> {
    let (mut sizes, strides) = resized(shape, strides, spec, None);
    let last = spec[spec.len() - 1].0;
    let first = exec_order(&strides, &[last]);
    sizes[last] = sizes[last] / 2 + 1;
    let between = strides_in_order(&sizes, &first);
    let leading: Vec<usize> = spec[..spec.len() - 1].iter().map(|(d, _)| *d).collect();
    exec_order(&between, &sorted_dims(&leading, &between))
}

/// The memory order of a complex-to-real transform over several dims (`irfftn`, `hfftn`):
/// MKL's `_fft_c2r` runs the leading dims as one complex pass (sorted by the operand's
/// strides), then the last dim's complex-to-real pass; `n` is the last dim's output length.
pub(super) fn c2r_order(shape: &[usize], strides: &[usize], spec: &Spec, n: usize) -> Vec<usize> {
    let (sizes, strides) = resized(shape, strides, spec, Some(n / 2 + 1));
    let last = spec[spec.len() - 1].0;
    let leading: Vec<usize> = spec[..spec.len() - 1].iter().map(|(d, _)| *d).collect();
    let first = exec_order(&strides, &sorted_dims(&leading, &strides));
    exec_order(&strides_in_order(&sizes, &first), &[last])
}

/// The row-major strides of `sizes` laid out in `order` (outermost first), per dim.
fn strides_in_order(sizes: &[usize], order: &[usize]) -> Vec<usize> {
    let mut strides = vec![0; sizes.len()];
    let mut step = 1;
    for &d in order.iter().rev() {
        strides[d] = step;
        step *= sizes[d];
    }
    strides
}

/// The memory order of a transform over several dims, as ATen's MKL backend lays it out:
/// a complex transform is one pass over its dims sorted by the operand's strides; a
/// real-to-complex one sorts all but the last dim, which stays innermost; a complex-to-real
/// one is `c2r_order`. `n` is the last dim's signal length.
pub(super) fn multi_order(
    kind: Kind,
    shape: &[usize],
    strides: &[usize],
    spec: &Spec,
    n: usize,
) -> Vec<usize> {
    let dims: Vec<usize> = spec.iter().map(|(d, _)| *d).collect();
    match kind {
        Kind::RealInverse => c2r_order(shape, strides, spec, n),
        Kind::RealForward => {
            let (_, strides) = resized(shape, strides, spec, None);
            let mut sorted = sorted_dims(&dims[..dims.len() - 1], &strides);
            sorted.push(dims[dims.len() - 1]);
            exec_order(&strides, &sorted)
        }
        Kind::Forward | Kind::Inverse => {
            let (_, strides) = resized(shape, strides, spec, None);
            exec_order(&strides, &sorted_dims(&dims, &strides))
        }
    }
}
