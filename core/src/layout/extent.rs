//! Checked size arithmetic: how many elements a shape has and how much storage a layout
//! reaches, or PyTorch's error when the count does not fit.
//!
//! Every shape and stride a script can choose freely (`as_strided`, `expand`) passes through
//! here before it becomes a `Layout`. A layout that exists therefore has a `numel()` and a last
//! element that fit in both `i64` and `usize`, which is what lets the hot paths
//! (`Layout::numel`, `storage_index`, the loop plans) use plain arithmetic. The kernels do
//! not rely on this alone: `cpu::bounds` checks every operand again with its own arithmetic.

use crate::error::{fmt_list, runtime, Result};

/// PyTorch's `numel_max`/`storage_max`: sizes must fit in both `int64_t` and `size_t`
/// (on wasm32 `usize` is the smaller of the two).
pub const SIZE_LIMIT: u64 = if (usize::MAX as u64) < i64::MAX as u64 {
    usize::MAX as u64
} else {
    i64::MAX as u64
};

/// The element count of `shape`, multiplied left to right with an overflow check as c10's
/// `safe_multiplies_u64` does (so `[2**40, 2**40, 0]` overflows but `[0, 2**40, 2**40]` does
/// not), or `None` when it overflows or exceeds [`SIZE_LIMIT`].
pub fn checked_numel(shape: &[usize]) -> Option<usize> {
    let mut n: u64 = 1;
    let mut overflowed = false;
    for &d in shape {
        match n.checked_mul(d as u64) {
            Some(v) => n = v,
            None => {
                overflowed = true;
                n = n.wrapping_mul(d as u64);
            }
        }
    }
    if overflowed || n > SIZE_LIMIT {
        return None;
    }
    Some(n as usize)
}

/// `checked_numel` with the error PyTorch's `TensorImpl` raises.
pub fn numel_of(shape: &[usize]) -> Result<usize> {
    checked_numel(shape).ok_or_else(|| runtime("numel: integer multiplication overflow"))
}

/// `computeStorageNbytes` in elements: one past the last element (`0` when there is none),
/// or `None` when the computation overflows or the bytes (with `itemsize`) exceed
/// [`SIZE_LIMIT`].
pub fn checked_storage_len(
    shape: &[usize],
    strides: &[usize],
    offset: usize,
    itemsize: usize,
) -> Option<usize> {
    if shape.len() != strides.len() {
        return None;
    }
    if shape.contains(&0) {
        return Some(0);
    }
    let mut len = (offset as u64).checked_add(1)?;
    for (&n, &s) in shape.iter().zip(strides) {
        let reach = (s as u64).checked_mul(n as u64 - 1)?;
        len = len.checked_add(reach)?;
    }
    let bytes = len.checked_mul(itemsize.max(1) as u64)?;
    if bytes > SIZE_LIMIT {
        return None;
    }
    Some(len as usize)
}

/// The check c10's `computeStorageNbytesContiguous` makes before a new contiguous tensor is
/// allocated: the element count (multiplied left to right with a sticky overflow flag, as
/// `checked_numel`) times the item size must fit in `int64_t`. It is PyTorch's 64-bit limit on
/// every host: in the browser a size past the address space is the allocator's refusal
/// (`limits::check_alloc_shape`), as on a 64-bit machine without the memory.
pub fn check_contiguous_nbytes(shape: &[usize], itemsize: usize) -> Result<()> {
    let mut n: u64 = 1;
    let mut overflowed = false;
    for &d in shape {
        let (v, o) = n.overflowing_mul(d as u64);
        n = v;
        overflowed |= o;
    }
    let fits = !overflowed
        && n.checked_mul(itemsize as u64)
            .is_some_and(|b| b <= i64::MAX as u64);
    if fits {
        return Ok(());
    }
    Err(runtime(format!(
        "Storage size calculation overflowed with sizes={}",
        fmt_list(shape)
    )))
}

/// A non-negative size, stride or offset from a script as a `usize`. On 64-bit hosts every
/// such i64 fits; on wasm32 a value past 2**32 is refused instead of being truncated (which
/// would silently make `torch.zeros(2**32 + 1)` a one-element tensor).
pub fn to_usize(v: i64) -> Result<usize> {
    usize::try_from(v).map_err(|_| {
        runtime(format!(
            "size {v} does not fit this build's {}-bit address space",
            usize::BITS
        ))
    })
}

/// `checked_storage_len` with the error PyTorch's `computeStorageNbytes` raises.
pub fn storage_len_of(
    shape: &[usize],
    strides: &[usize],
    offset: usize,
    itemsize: usize,
) -> Result<usize> {
    checked_storage_len(shape, strides, offset, itemsize).ok_or_else(|| {
        runtime(format!(
            "Storage size calculation overflowed with sizes={} and strides={}",
            fmt_list(shape),
            fmt_list(strides)
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn numel_overflow_depends_on_order_as_in_c10() {
        assert_eq!(checked_numel(&[3, 4]), Some(12));
        assert_eq!(checked_numel(&[]), Some(1));
        assert_eq!(checked_numel(&[0, 1 << 40, 1 << 40]), Some(0));
        assert_eq!(checked_numel(&[1 << 40, 1 << 40, 0]), None);
        assert_eq!(checked_numel(&[usize::MAX, 2]), None);
    }

    #[test]
    fn numel_past_the_limit_is_refused_even_without_wrapping() {
        let big = SIZE_LIMIT as usize;
        assert_eq!(checked_numel(&[big]), Some(big));
        assert_eq!(checked_numel(&[big / 2 + 1, 2]), None);
    }

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn storage_len_is_one_past_the_last_element_or_none() {
        assert_eq!(
            checked_storage_len(&[3, 4], &[1, 3], 2, 4),
            Some(2 + 1 + 2 + 9)
        );
        assert_eq!(checked_storage_len(&[0, 4], &[4, 1], 5, 4), Some(0));
        assert_eq!(checked_storage_len(&[], &[], 5, 4), Some(6));
        // The segfault: the sum wraps to 1 in 64 bits.
        let (a, b) = (4611686018427387918usize, 9223372036854775780usize);
        assert_eq!(checked_storage_len(&[3, 2], &[a, b], 0, 4), None);
        // Fits in elements but not in bytes.
        assert_eq!(checked_storage_len(&[2], &[1 << 61], 0, 8), None);
        assert_eq!(checked_storage_len(&[2], &[1, 1], 0, 4), None);
    }

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn overflow_errors_carry_pytorchs_messages() {
        let e = storage_len_of(&[3, 2], &[1 << 62, 1 << 62], 0, 4).unwrap_err();
        assert_eq!(
            e.message,
            format!(
                "Storage size calculation overflowed with sizes=[3, 2] and strides=[{}, {}]",
                1u64 << 62,
                1u64 << 62
            )
        );
        let e = numel_of(&[1 << 40, 1 << 40]).unwrap_err();
        assert_eq!(e.message, "numel: integer multiplication overflow");
    }
}
