//! Where a transform's result lies in memory, as ATen's MKL path lays it out
//! (`aten/src/ATen/native/mkl/SpectralOps.cpp`). Pure functions of shapes and strides.
//!
//! - The operand is what the transform reads: the input after `promote_tensor_fft` (an
//!   integer input, or a real input to a complex-to-complex transform of several dims or to
//!   a complex-to-real one, is converted by `.to()`, which keeps dense strides and otherwise
//!   infers dense ones in the same order, as `empty_like` does) and `resize_fft_input` (a slice keeps
//!   the strides; any padding is a fresh tensor from `constant_pad_nd`).
//! - `_exec_fft` puts the untransformed (batch) dims outermost, ordered by the operand's
//!   strides, then the transformed dims as `_sort_dims` orders them (by stride too, except
//!   the last dim of a real transform, which stays last).
//! - A complex-to-real transform of several dims is a complex-to-complex one over all but
//!   the last dim, whose result is the operand of a one-dim complex-to-real transform.

use crate::layout::{contiguous_strides, MemoryFormat};

/// Which of ATen's three kernels runs the transform.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Path {
    C2c,
    R2c,
    C2r,
}

/// The strides of the operand the transform reads. `shape`/`strides`: the input's;
/// `converted`: `.to()` makes a copy of another dtype; `resized`: each dim's length after
/// slicing or padding to the requested sizes.
pub(super) fn operand_strides(
    shape: &[usize],
    strides: &[usize],
    converted: bool,
    resized: &[usize],
) -> Vec<usize> {
    let strides = if converted {
        crate::layout::preserve_format_strides(shape, strides)
    } else {
        strides.to_vec()
    };
    let padded = resized.iter().zip(shape).any(|(r, s)| r > s);
    if !padded {
        return strides;
    }
    // constant_pad_nd's fresh tensor, in the format the sliced operand suggests.
    let sliced: Vec<usize> = resized.iter().zip(shape).map(|(r, s)| *r.min(s)).collect();
    suggested(&sliced, &strides, resized)
}

/// The strides of a fresh tensor of `new_shape` in the memory format that a tensor of
/// `shape`/`strides` suggests.
fn suggested(shape: &[usize], strides: &[usize], new_shape: &[usize]) -> Vec<usize> {
    MemoryFormat::suggest(shape, strides)
        .strides_for_shape(new_shape)
        .unwrap_or_else(|_| contiguous_strides(new_shape))
}

/// The result's dims from outermost to innermost in memory. `dims`: the transformed dims in
/// the order given (a real transform's real dim last); `strides`: the operand's;
/// `shape`: the operand's (its sizes, not the result's, decide the intermediate of a
/// several-dim complex-to-real transform).
pub(super) fn memory_order(
    path: Path,
    dims: &[usize],
    strides: &[usize],
    shape: &[usize],
) -> Vec<usize> {
    match (path, dims.split_last()) {
        (Path::C2r, Some((&last, lead))) if !lead.is_empty() => {
            let first = exec_order(lead, strides, false);
            let between = strides_in_order(&first, shape);
            exec_order(&[last], &between, true)
        }
        (Path::C2c, _) => exec_order(dims, strides, false),
        _ => exec_order(dims, strides, true),
    }
}

/// `ihfftn` over several dims: a real-to-complex transform of the last dim (one-sided, so
/// that dim shrinks to n/2 + 1), `conj_physical` (same layout), then an inverse complex
/// transform over the leading dims, whose operand is that intermediate. `spec`: the dims
/// in the order given with their requested sizes; `converted`: an integer input.
pub(super) fn ihfftn_order(
    shape: &[usize],
    strides: &[usize],
    spec: &[(usize, Option<usize>)],
    converted: bool,
) -> Vec<usize> {
    let mut sizes = shape.to_vec();
    for &(d, n) in spec {
        if let Some(n) = n {
            sizes[d] = n;
        }
    }
    let operand = operand_strides(shape, strides, converted, &sizes);
    let Some((&(last, _), lead)) = spec.split_last() else {
        return (0..shape.len()).collect();
    };
    let first = exec_order(&[last], &operand, true);
    sizes[last] = sizes[last] / 2 + 1;
    let between = strides_in_order(&first, &sizes);
    let lead: Vec<usize> = lead.iter().map(|(d, _)| *d).collect();
    exec_order(&lead, &between, false)
}

/// `_exec_fft`'s permutation: the batch dims by stride, then `_sort_dims`' transformed dims.
fn exec_order(dims: &[usize], strides: &[usize], keep_last: bool) -> Vec<usize> {
    let mut signal = dims.to_vec();
    let sortable = signal.len() - usize::from(keep_last && !signal.is_empty());
    by_stride(&mut signal[..sortable], strides);
    let mut order = batch_order(strides.len(), dims, strides);
    order.extend(signal);
    order
}

/// Row-major strides of a tensor of `shape` whose dims lie in memory in `order`.
fn strides_in_order(order: &[usize], shape: &[usize]) -> Vec<usize> {
    let mem_shape: Vec<usize> = order.iter().map(|&d| shape[d]).collect();
    let mem_strides = contiguous_strides(&mem_shape);
    let mut out = vec![0; shape.len()];
    for (&d, &s) in order.iter().zip(&mem_strides) {
        out[d] = s;
    }
    out
}

/// `std::sort` by stride, largest first. At these lengths libstdc++ runs an insertion sort,
/// so equal strides keep their order.
fn by_stride(v: &mut [usize], strides: &[usize]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && strides[v[j]] > strides[v[j - 1]] {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// The batch (untransformed) dims outermost first, as ATen's `_exec_fft` orders them:
/// libstdc++'s `std::partition` of `0..ndim` (which swaps from both ends), then `std::sort`
/// by the operand's strides, largest first (ties keep the partition's order: they decide a
/// size-1 dim's stride).
pub(super) fn batch_order(ndim: usize, dims: &[usize], strides: &[usize]) -> Vec<usize> {
    let mut v: Vec<usize> = (0..ndim).collect();
    let batch = |d: usize| !dims.contains(&d);
    let (mut first, mut last) = (0, ndim);
    loop {
        while first != last && batch(v[first]) {
            first += 1;
        }
        if first == last {
            break;
        }
        last -= 1;
        while first != last && !batch(v[last]) {
            last -= 1;
        }
        if first == last {
            break;
        }
        v.swap(first, last);
        first += 1;
    }
    v.truncate(first);
    by_stride(&mut v, strides);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transformed_dims_sort_by_stride_except_a_real_transforms_last() {
        // A (4, 5, 6) tensor transposed to (6, 5, 4): strides (1, 6, 30).
        let st = [1, 6, 30];
        assert_eq!(
            memory_order(Path::C2c, &[0, 1, 2], &st, &[6, 5, 4]),
            vec![2, 1, 0]
        );
        assert_eq!(
            memory_order(Path::R2c, &[0, 1, 2], &st, &[6, 5, 4]),
            vec![1, 0, 2]
        );
        // One transformed dim: the batch dims by stride, then the dim.
        assert_eq!(
            memory_order(Path::C2c, &[1], &st, &[6, 5, 4]),
            vec![2, 0, 1]
        );
    }

    #[test]
    fn a_several_dim_complex_to_real_reads_its_complex_stage() {
        // Contiguous (2, 3, 4): the c2c stage over dims 0 and 1 keeps row-major order.
        let st = [12, 4, 1];
        assert_eq!(
            memory_order(Path::C2r, &[0, 1, 2], &st, &[2, 3, 4]),
            vec![0, 1, 2]
        );
        // Transposed operand (strides (1, 2, 6) for (2, 3, 4)): the c2c stage over dims
        // (1, 2) sorts them (2, 1) after batch dim 0, so the c2r batch dims lie as (0, 2).
        let t = [1, 2, 6];
        assert_eq!(
            memory_order(Path::C2r, &[1, 2, 0], &t, &[2, 3, 4]),
            vec![2, 1, 0]
        );
    }

    #[test]
    fn ihfftn_reads_its_real_passes_layout() {
        // Contiguous (2, 3, 4) over all dims: the r2c pass keeps row-major order, and the
        // complex pass over dims 0 and 1 then puts its batch dim 2 outermost (PyTorch's
        // result: (2, 3, 3) with strides (3, 1, 6)).
        let spec = [(0, None), (1, None), (2, None)];
        assert_eq!(
            ihfftn_order(&[2, 3, 4], &[12, 4, 1], &spec, false),
            vec![2, 0, 1]
        );
        // A transposed (4, 3) input (strides (1, 4)) over both dims: the r2c pass over
        // dim 1 leaves a row-major (4, 2) intermediate, and the complex pass over dim 0
        // then puts its batch dim 1 outside (PyTorch: (4, 2) with strides (1, 4)).
        let spec = [(0, None), (1, None)];
        assert_eq!(ihfftn_order(&[4, 3], &[1, 4], &spec, false), vec![1, 0]);
    }

    #[test]
    fn padding_lays_a_fresh_tensor_out_and_slicing_keeps_strides() {
        let (shape, st) = ([4, 6], [1, 4]);
        assert_eq!(operand_strides(&shape, &st, false, &[3, 6]), vec![1, 4]);
        assert_eq!(operand_strides(&shape, &st, false, &[8, 6]), vec![6, 1]);
        // A gapped operand converted by `.to()` gets dense strides in its own order; a
        // dense one keeps its strides.
        assert_eq!(operand_strides(&[2, 3], &[6, 2], true, &[2, 3]), vec![3, 1]);
        assert_eq!(operand_strides(&[3, 2], &[2, 6], true, &[3, 2]), vec![1, 3]);
        assert_eq!(operand_strides(&shape, &st, true, &[4, 6]), vec![1, 4]);
    }
}
