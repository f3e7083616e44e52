//! The strides of `x[index_tensors]`: ATen builds the result with a TensorIterator over a
//! restrided view of `x` and the index tensors, so the result keeps `x`'s dim order where
//! the indices leave it free (`x.t()[[0, 1]]` of a (5, 4) is contiguous, but
//! `z[:, [1, 0]]` of a permuted `z` is not). Pure layout math, mirroring `make_info`,
//! `transposeToFront`, `restride_src` and `reshape_indexer` in ATen's
//! TensorAdvancedIndexing.

use super::contiguity::contiguous_strides;
use super::inference::{broadcast_strides, elementwise_output_strides, preserve_format_strides};
use super::reshape::view_strides;

/// An index tensor's shape and strides.
pub struct IndexOperand<'a> {
    pub shape: &'a [usize],
    pub strides: &'a [usize],
    /// An int32 index: `make_info` converts it to int64 after broadcasting, and the copy
    /// is dense (an expanded index loses its stride-0 dims).
    pub int32: bool,
}

/// Strides of the result of indexing a tensor of `shape`/`strides` with `indices` at the
/// (increasing) source dims `dims`, the indices broadcasting to `bshape`.
pub fn advanced_index_strides(
    shape: &[usize],
    strides: &[usize],
    dims: &[usize],
    indices: &[IndexOperand],
    bshape: &[usize],
) -> Vec<usize> {
    let adjacent = dims.windows(2).all(|w| w[1] == w[0] + 1);
    // `transposeToFront`: indexed dims first when they are not side by side.
    let order: Vec<usize> = if adjacent {
        (0..shape.len()).collect()
    } else {
        let rest = (0..shape.len()).filter(|d| !dims.contains(d));
        dims.iter().copied().chain(rest).collect()
    };
    let before = if adjacent { dims[0] } else { 0 };
    let after = shape.len() - before - dims.len();
    // `restride_src`: the indexed dims replaced by the index shape with stride 0.
    let mut src_shape = Vec::with_capacity(before + bshape.len() + after);
    let mut src_strides = Vec::with_capacity(src_shape.capacity());
    for &d in &order[..before] {
        src_shape.push(shape[d]);
        src_strides.push(strides[d]);
    }
    src_shape.extend_from_slice(bshape);
    src_strides.extend(std::iter::repeat_n(0, bshape.len()));
    for &d in &order[before + dims.len()..] {
        src_shape.push(shape[d]);
        src_strides.push(strides[d]);
    }
    // `expand_outplace` leaves indices of one shape alone; then `reshape_indexer` pads
    // each with size-1 dims before and after.
    let same = indices.iter().all(|i| i.shape == indices[0].shape);
    let mut padded_shape = vec![1; before];
    padded_shape.extend_from_slice(bshape);
    padded_shape.extend(std::iter::repeat_n(1, after));
    let operands: Vec<(Vec<usize>, Vec<usize>)> = indices
        .iter()
        .map(|i| {
            let (sh, mut st) = if same {
                (i.shape.to_vec(), i.strides.to_vec())
            } else {
                (
                    bshape.to_vec(),
                    broadcast_strides(i.shape, i.strides, bshape),
                )
            };
            if i.int32 {
                st = preserve_format_strides(&sh, &st);
            }
            let st = view_strides(&sh, &st, &padded_shape)
                .unwrap_or_else(|| contiguous_strides(&padded_shape));
            (padded_shape.clone(), st)
        })
        .collect();
    let mut inputs: Vec<(&[usize], &[usize])> = vec![(&src_shape, &src_strides)];
    inputs.extend(operands.iter().map(|(a, b)| (a.as_slice(), b.as_slice())));
    elementwise_output_strides(&src_shape, &inputs)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn one(shape: &[usize], strides: &[usize], dims: &[usize], ishape: &[usize]) -> Vec<usize> {
        let ist = contiguous_strides(ishape);
        let op = IndexOperand {
            shape: ishape,
            strides: &ist,
            int32: false,
        };
        advanced_index_strides(shape, strides, dims, &[op], ishape)
    }

    #[test]
    fn a_permuted_source_keeps_its_order_around_the_index() {
        // z = arange(24).reshape(2, 3, 4).permute(2, 0, 1): shape (4, 2, 3), strides (1, 12, 4).
        let (sh, st) = ([4, 2, 3], [1, 12, 4]);
        assert_eq!(one(&sh, &st, &[0], &[2]), vec![6, 3, 1]);
        assert_eq!(one(&sh, &st, &[1], &[2]), vec![1, 4, 8]);
        assert_eq!(one(&sh, &st, &[2], &[2]), vec![2, 8, 1]);
    }

    #[test]
    fn channels_last_stays_channels_last_off_the_indexed_dim() {
        // (1, 3, 4, 4) channels_last: strides (48, 1, 12, 3).
        let (sh, st) = ([1, 3, 4, 4], [48, 1, 12, 3]);
        assert_eq!(one(&sh, &st, &[0], &[1]), vec![48, 1, 12, 3]);
        assert_eq!(one(&sh, &st, &[3], &[2]), vec![24, 2, 6, 1]);
    }

    #[test]
    fn an_expanded_int32_index_is_copied_dense_first() {
        // x[tensor([2], dtype=int32), j.t()] of a (4, 3): the int32 index broadcast to
        // (2, 2) becomes a dense int64 copy, so the transposed j decides nothing alone.
        let (jst, ist) = ([1, 2], [1]);
        let ops = [
            IndexOperand {
                shape: &[1],
                strides: &ist,
                int32: true,
            },
            IndexOperand {
                shape: &[2, 2],
                strides: &jst,
                int32: false,
            },
        ];
        assert_eq!(
            advanced_index_strides(&[4, 3], &[3, 1], &[0, 1], &ops, &[2, 2]),
            vec![2, 1]
        );
    }

    #[test]
    fn a_transposed_matrix_indexed_by_rows_is_contiguous() {
        assert_eq!(one(&[5, 4], &[1, 5], &[0], &[2]), vec![4, 1]);
        assert_eq!(one(&[5, 4], &[1, 5], &[1], &[2]), vec![2, 1]);
    }
}
