//! The kernels' own bounds check: every element an operand's layout names lies inside its
//! buffer. The CPU lock and the wgpu backend both run it before a kernel touches memory.
//!
//! Deliberately not `Layout::required_storage_len`: this is the check that makes the raw
//! pointer arithmetic of the kernels sound, so it is computed independently, in 128-bit
//! arithmetic straight from the layout's fields. A bug in the layout module's checked math
//! (or a layout built around it) then cannot also open this one.

use crate::layout::Layout;

/// Whether every element of `layout` is below `len`, and the element count and last index
/// fit the `usize` arithmetic the loop plans use.
pub fn fits(layout: &Layout, len: usize) -> bool {
    fits_parts(layout.shape(), layout.strides(), layout.offset(), len)
}

/// [`fits`] on the raw parts, so that it does not depend on `Layout`'s own invariants (and
/// the tests can hand it parts no `Layout` constructor would accept).
fn fits_parts(shape: &[usize], strides: &[usize], offset: usize, len: usize) -> bool {
    if shape.len() != strides.len() {
        return false;
    }
    if shape.contains(&0) {
        return true;
    }
    let mut count: u128 = 1;
    let mut last: u128 = offset as u128;
    for (&n, &s) in shape.iter().zip(strides) {
        // n and s are below 2**64, so each product is below 2**128; the sums are checked.
        count = match count.checked_mul(n as u128) {
            Some(c) if c <= usize::MAX as u128 => c,
            _ => return false,
        };
        last = match last.checked_add((n as u128 - 1) * s as u128) {
            Some(v) => v,
            None => return false,
        };
    }
    last < len as u128
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// The parts as `fits` sees them: most of these no `Layout` constructor would accept,
    /// which is the point (this check must not lean on the layout module's).
    fn l<'a>(shape: &'a [usize], strides: &'a [usize], offset: usize) -> Parts<'a> {
        (shape, strides, offset)
    }
    type Parts<'a> = (&'a [usize], &'a [usize], usize);
    fn fits((shape, strides, offset): &Parts<'_>, len: usize) -> bool {
        fits_parts(shape, strides, *offset, len)
    }

    #[test]
    fn the_last_element_must_be_inside() {
        assert!(fits(&l(&[3, 4], &[4, 1], 0), 12));
        assert!(!fits(&l(&[3, 4], &[4, 1], 1), 12));
        assert!(fits(&l(&[3, 4], &[1, 3], 0), 12));
        assert!(fits(&l(&[], &[], 11), 12));
        assert!(!fits(&l(&[], &[], 12), 12));
    }

    #[test]
    fn empty_layouts_touch_nothing() {
        assert!(fits(&l(&[0, 5], &[usize::MAX, usize::MAX], usize::MAX), 0));
    }

    #[test]
    fn strides_whose_sum_wraps_in_usize_are_refused() {
        // 2·s0 + s1 wraps to a small number in 64-bit arithmetic (the segfault).
        let s0 = usize::MAX / 4 + 2;
        let s1 = usize::MAX / 2 - 8;
        assert!(!fits(&l(&[3, 2], &[s0, s1], 0), 4));
        assert!(!fits(&l(&[2], &[usize::MAX], 0), usize::MAX));
    }

    #[test]
    fn element_counts_past_usize_are_refused() {
        let half = 1usize << (usize::BITS / 2);
        assert!(!fits(&l(&[half, half, 2], &[0, 0, 0], 0), 1));
        assert!(fits(&l(&[half, 2], &[0, 0], 0), 1));
    }

    #[test]
    fn mismatched_ranks_are_refused() {
        assert!(!fits(&l(&[2], &[], 0), 10));
        // The public entry agrees on a valid layout.
        assert!(super::fits(&Layout::contiguous(&[2, 3]), 6));
        assert!(!super::fits(&Layout::contiguous(&[2, 3]), 5));
    }
}
