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

/// `contiguous_strides` as c10's `empty_tensor_restride` computes them, in i64 with an
/// overflow check: `None` when a stride passes `i64::MAX`. A tensor with no elements can
/// still ask for one (`empty(0, 2**40, 2**40, 2**40)`), and PyTorch refuses it then too.
pub fn checked_contiguous_strides(shape: &[usize]) -> Option<Vec<usize>> {
    let mut strides = vec![0; shape.len()];
    let mut acc: i64 = 1;
    for d in (0..shape.len()).rev() {
        // (On wasm32 a stride past 2**32 is refused rather than truncated.)
        strides[d] = usize::try_from(acc).ok()?;
        if d > 0 {
            acc = acc.checked_mul(i64::try_from(shape[d].max(1)).ok()?)?;
        }
    }
    Some(strides)
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

/// `is_contiguous(memory_format=torch.channels_last)`: a 4-d tensor stored N, H, W, C
/// (dims 1, 3, 2, 0 from fastest to slowest). Size-1 dims may have any stride; unlike
/// `is_contiguous`, an empty tensor is not exempt (PyTorch checks strides regardless).
pub fn is_channels_last_contiguous(shape: &[usize], strides: &[usize]) -> bool {
    shape.len() == 4 && dense_in_order(shape, strides, &[1, 3, 2, 0])
}

/// `is_contiguous(memory_format=torch.channels_last_3d)`: a 5-d tensor stored N, D, H, W, C.
pub fn is_channels_last_3d_contiguous(shape: &[usize], strides: &[usize]) -> bool {
    shape.len() == 5 && dense_in_order(shape, strides, &[1, 4, 3, 2, 0])
}

/// Dense with `order` as the dims from fastest to slowest, size-1 dims ignored.
fn dense_in_order(shape: &[usize], strides: &[usize], order: &[usize]) -> bool {
    let mut expected = 1usize;
    for &d in order {
        if shape[d] != 1 {
            if strides[d] != expected {
                return false;
            }
            expected = expected.saturating_mul(shape[d]);
        }
    }
    true
}

/// Channels-last strides for a 4-d shape, as PyTorch computes them (no clamping of zeros).
pub fn channels_last_strides(shape: &[usize]) -> Vec<usize> {
    strides_in_order(shape, &[1, 3, 2, 0])
}

/// Channels-last-3d strides for a 5-d shape (N, D, H, W, C in memory).
pub fn channels_last_3d_strides(shape: &[usize]) -> Vec<usize> {
    strides_in_order(shape, &[1, 4, 3, 2, 0])
}

/// Row-major strides in the dim order `order` (fastest first). Callers pass shapes of
/// tensors that exist, so the products fit (their element count does).
fn strides_in_order(shape: &[usize], order: &[usize]) -> Vec<usize> {
    let mut s = vec![0; shape.len()];
    let mut next = 1usize;
    for &d in order {
        s[d] = next;
        next = next.saturating_mul(shape[d]);
    }
    s
}

/// `is_strides_like_channels_last` (c10's `is_channels_last_strides_2d`/`_3d`): whether
/// strides that may not be dense still order the dims as channels-last does. This is how
/// PyTorch *suggests* a memory format for a tensor (`suggest_memory_format`): ambiguous
/// cases (a channel stride of 0, N111 tensors) fall back to contiguous.
pub fn is_strides_like_channels_last(shape: &[usize], strides: &[usize], order: &[usize]) -> bool {
    if shape.len() != order.len() || strides[1] == 0 {
        return false;
    }
    let mut min = 0usize;
    for &d in order {
        if shape[d] == 0 || strides[d] < min {
            return false;
        }
        // N111 with equal strides, or N11W sliced on W: NCHW is the safer guess.
        if d == 0 && min == strides[1] {
            return false;
        }
        min = strides[d];
        if shape[d] > 1 {
            min = min.saturating_mul(shape[d]);
        }
    }
    true
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
    #[cfg(target_pointer_width = "64")]
    fn checked_strides_refuse_what_c10_refuses_even_with_no_elements() {
        let big = 1usize << 40;
        assert_eq!(checked_contiguous_strides(&[2, 0, 3]), Some(vec![3, 3, 1]));
        // The first size is never multiplied in, so it may be anything.
        assert_eq!(
            checked_contiguous_strides(&[usize::MAX, big, 4]),
            Some(vec![4 * big, 4, 1])
        );
        assert_eq!(checked_contiguous_strides(&[0, big, big, big]), None);
        assert_eq!(checked_contiguous_strides(&[0, 1 << 31, 1 << 32]), None);
        assert_eq!(
            checked_contiguous_strides(&[0, 1 << 31, 1 << 31]),
            Some(vec![1 << 62, 1 << 31, 1])
        );
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
