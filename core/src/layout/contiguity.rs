//! PyTorch's contiguity predicates, written as it computes them so that every corner
//! (size-1 dims, empty tensors) agrees.

/// Row-major strides for a fresh tensor. A size-0 or size-1 dim still multiplies by 1, so
/// `empty(2, 0, 3)` has strides (3, 3, 1), as PyTorch gives.
pub fn contiguous_strides(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![0; shape.len()];
    let mut acc = 1usize;
    for d in (0..shape.len()).rev() {
        strides[d] = acc;
        acc = acc.saturating_mul(shape[d].max(1));
    }
    strides
}

/// `is_contiguous()`: the strides a fresh tensor would have, except that dims of size 1 may
/// have any stride (they are never stepped over), and a tensor with no elements is always
/// contiguous.
pub fn is_contiguous(shape: &[usize], strides: &[usize]) -> bool {
    if shape.contains(&0) {
        return true;
    }
    let mut expected = 1usize;
    for d in (0..shape.len()).rev() {
        if shape[d] != 1 {
            if strides[d] != expected {
                return false;
            }
            expected *= shape[d];
        }
    }
    true
}

/// The reason a layout is not contiguous, phrased for a learner; `None` when it is.
pub fn contiguity_reason(shape: &[usize], strides: &[usize]) -> Option<String> {
    if shape.contains(&0) {
        return None;
    }
    let mut expected = 1usize;
    for d in (0..shape.len()).rev() {
        if shape[d] != 1 {
            if strides[d] != expected {
                return Some(format!(
                    "dim {d} has stride {}; a contiguous layout would have {expected}",
                    strides[d]
                ));
            }
            expected *= shape[d];
        }
    }
    None
}

/// `is_contiguous(memory_format=torch.channels_last)` for 4-d tensors (NCHW stored as NHWC).
pub fn is_channels_last_contiguous(shape: &[usize], strides: &[usize]) -> bool {
    if shape.len() != 4 {
        return false;
    }
    if shape.contains(&0) {
        return true;
    }
    let mut expected = 1usize;
    for d in [1, 3, 2, 0] {
        if shape[d] != 1 {
            if strides[d] != expected {
                return false;
            }
            expected *= shape[d];
        }
    }
    true
}

/// Channels-last strides for a 4-d shape, as PyTorch computes them (no clamping of zeros).
pub fn channels_last_strides(shape: &[usize]) -> Vec<usize> {
    debug_assert_eq!(shape.len(), 4);
    let mut s = vec![0; 4];
    s[1] = 1;
    s[3] = shape[1];
    s[2] = s[3] * shape[3];
    s[0] = s[2] * shape[2];
    s
}

/// `is_non_overlapping_and_dense()`: some permutation of the dims is contiguous. This
/// decides whether `clone`/`*_like` may keep the input's strides.
pub fn is_non_overlapping_and_dense(shape: &[usize], strides: &[usize]) -> bool {
    let n = shape.len();
    if n == 1 {
        return shape[0] < 2 || strides[0] == 1;
    }
    if is_contiguous(shape, strides) || is_channels_last_contiguous(shape, strides) {
        return true;
    }
    let mut perm: Vec<usize> = (0..n).collect();
    // Dims of size < 2 go last; the rest ascend by stride. A stable sort keeps ties in order,
    // as std::sort with this comparator may not, but ties cannot change the verdict.
    perm.sort_by(|&a, &b| {
        let (sa, sb) = (shape[a] < 2, shape[b] < 2);
        match (sa, sb) {
            (true, true) => std::cmp::Ordering::Equal,
            (true, false) => std::cmp::Ordering::Greater,
            (false, true) => std::cmp::Ordering::Less,
            (false, false) => strides[a].cmp(&strides[b]),
        }
    });
    let mut require = 1usize;
    for &d in &perm {
        if shape[d] < 2 {
            return true;
        }
        if strides[d] != require {
            return false;
        }
        require *= shape[d];
    }
    true
}

/// PyTorch's `has_internal_overlap`: `Yes` only when a stride-0 dim has more than one
/// element; anything else that is not dense is `TooHard`, and PyTorch lets it through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InternalOverlap {
    No,
    Yes,
    TooHard,
}

pub fn internal_overlap(shape: &[usize], strides: &[usize]) -> InternalOverlap {
    if is_non_overlapping_and_dense(shape, strides) {
        return InternalOverlap::No;
    }
    if shape.iter().zip(strides).any(|(&n, &s)| n > 1 && s == 0) {
        return InternalOverlap::Yes;
    }
    InternalOverlap::TooHard
}

/// How two layouts over the same storage overlap (`get_overlap_status`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlap {
    No,
    Full,
    Partial,
    TooHard,
}

/// The caller has already established that both layouts view one storage.
pub fn overlap_status(a: &super::Layout, b: &super::Layout) -> Overlap {
    if a == b {
        return Overlap::Full;
    }
    if a.numel() == 0 || b.numel() == 0 {
        return Overlap::No;
    }
    if !a.is_non_overlapping_and_dense() || !b.is_non_overlapping_and_dense() {
        return Overlap::TooHard;
    }
    let (a0, a1) = (a.offset, a.offset + a.numel());
    let (b0, b1) = (b.offset, b.offset + b.numel());
    if a0 == b0 && a1 == b1 {
        return if a.strides == b.strides {
            Overlap::Full
        } else {
            Overlap::Partial
        };
    }
    if a0 < b1 && b0 < a1 {
        return Overlap::Partial;
    }
    Overlap::No
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn size_one_dims_may_have_any_stride() {
        assert!(is_contiguous(&[1, 3], &[7, 1]));
        assert!(is_contiguous(&[3, 1], &[1, 1]));
        assert!(!is_contiguous(&[2, 3], &[1, 2]));
        assert!(is_contiguous(&[0, 3], &[1, 99]));
        assert!(is_contiguous(&[], &[]));
    }

    #[test]
    fn contiguous_strides_treat_zero_sizes_as_one() {
        assert_eq!(contiguous_strides(&[2, 0, 3]), vec![3, 3, 1]);
        assert_eq!(contiguous_strides(&[4, 3, 2]), vec![6, 2, 1]);
    }

    #[test]
    fn dense_permutations_are_recognised() {
        assert!(is_non_overlapping_and_dense(&[3, 4], &[1, 3]));
        assert!(!is_non_overlapping_and_dense(&[3, 4], &[0, 1]));
        assert!(!is_non_overlapping_and_dense(&[3, 2], &[4, 2])); // a strided slice
        assert!(is_non_overlapping_and_dense(&[4, 1, 3], &[1, 99, 4]));
        assert!(!is_non_overlapping_and_dense(&[2], &[2]));
    }

    #[test]
    fn reason_names_the_first_bad_dim() {
        assert_eq!(
            contiguity_reason(&[4, 3], &[1, 4]).unwrap(),
            "dim 1 has stride 4; a contiguous layout would have 1"
        );
        assert!(contiguity_reason(&[3, 4], &[4, 1]).is_none());
    }

    #[test]
    fn only_stride_zero_is_a_definite_overlap() {
        assert_eq!(internal_overlap(&[3, 2], &[0, 1]), InternalOverlap::Yes);
        assert_eq!(internal_overlap(&[3, 2], &[2, 1]), InternalOverlap::No);
        assert_eq!(internal_overlap(&[3, 3], &[1, 1]), InternalOverlap::TooHard);
    }
}
