//! Range arithmetic: a range's length, the key it compares and hashes by, and its
//! membership test, all without making its items.

use crate::error::{ErrorKind, Result, TorchError};

/// How many items `range(start, stop, step)` yields, exactly (in 128 bits: `stop - start`
/// can leave i64, and the count can exceed `sys.maxsize`).
pub fn range_len(start: i64, stop: i64, step: i64) -> u128 {
    let (start, stop, step) = (start as i128, stop as i128, step as i128);
    if step > 0 && start < stop {
        ((stop - start - 1) / step + 1) as u128
    } else if step < 0 && start > stop {
        ((start - stop - 1) / (-step) + 1) as u128
    } else {
        0
    }
}

/// What a range compares and hashes by, as CPython's `range_richcompare`: two ranges are
/// equal when they give the same items (`range(0, 3, 2) == range(0, 4, 2)`, every empty range
/// equals every other), so the start counts only when there is an item and the step only
/// when there are two.
pub fn range_key(start: i64, stop: i64, step: i64) -> (u128, Option<i64>, Option<i64>) {
    match range_len(start, stop, step) {
        0 => (0, None, None),
        1 => (1, Some(start), None),
        n => (n, Some(start), Some(step)),
    }
}

/// `len()` of a range, or CPython's error when the count does not fit a `Py_ssize_t`.
pub fn range_len_checked(start: i64, stop: i64, step: i64) -> Result<i64> {
    i64::try_from(range_len(start, stop, step)).map_err(|_| {
        TorchError::new(
            ErrorKind::OverflowError,
            "Python int too large to convert to C ssize_t",
        )
    })
}

/// Whether the int `v` is one of the range's items, by arithmetic as CPython's
/// `range_contains_long` (`5 in range(10**9)` makes no list).
pub fn range_has_int(start: i64, stop: i64, step: i64, v: i128) -> bool {
    let (lo, hi, st) = (i128::from(start), i128::from(stop), i128::from(step));
    let inside = if st > 0 {
        lo <= v && v < hi
    } else {
        hi < v && v <= lo
    };
    inside && (v - lo) % st == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_membership_by_arithmetic() {
        assert!(range_has_int(0, 1_000_000_000, 1, 5));
        assert!(!range_has_int(0, 10, 3, 10));
        assert!(range_has_int(0, 10, 3, 9));
        assert!(range_has_int(10, -10, -4, -6));
        assert!(!range_has_int(10, -10, -4, -10));
        assert!(!range_has_int(i64::MIN, i64::MAX, 1, i128::from(i64::MAX)));
        assert!(range_has_int(i64::MIN, i64::MAX, 1, i128::from(i64::MIN)));
    }
}
