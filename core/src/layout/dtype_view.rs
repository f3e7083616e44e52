//! `view(dtype)`'s layout: the same bytes counted in elements of another size (ATen's
//! `view_dtype`), with its checks in its order and its messages.

use super::Layout;
use crate::error::{runtime, Result};

/// `layout` (over elements of `from_size` bytes) as a layout over elements of `to_size`
/// bytes. `names` are the two dtypes as ATen's messages spell them (`Float`, `Short`).
/// Smaller elements multiply the last dim and every other stride; larger ones divide them,
/// which needs the last dim dense and every count divisible.
pub fn dtype_view(
    layout: &Layout,
    from_size: usize,
    to_size: usize,
    names: (&str, &str),
) -> Result<Layout> {
    if from_size == to_size {
        return Ok(layout.clone());
    }
    let what = format!(
        "to view {} as {} (different element sizes)",
        names.0, names.1
    );
    let n = layout.ndim();
    if n == 0 {
        return Err(runtime(format!("self.dim() cannot be 0 {what}")));
    }
    let (shape, strides, offset) = (layout.shape(), layout.strides(), layout.offset());
    let last = n - 1;
    let overflow = || runtime("Storage size calculation overflowed");
    let mut new_shape = shape.to_vec();
    let mut new_strides = strides.to_vec();
    let new_offset;
    if from_size > to_size {
        let r = from_size / to_size;
        if strides[last] != 1 {
            return Err(runtime(format!(
                "self.stride(-1) must be 1 {what}, but got {}",
                strides[last]
            )));
        }
        for s in &mut new_strides[..last] {
            *s = s.checked_mul(r).ok_or_else(overflow)?;
        }
        new_shape[last] = shape[last].checked_mul(r).ok_or_else(overflow)?;
        new_offset = offset.checked_mul(r).ok_or_else(overflow)?;
    } else {
        let r = to_size / from_size;
        if shape[last] % r != 0 {
            return Err(runtime(format!(
                "self.size(-1) must be divisible by {r} {what}, but got {}",
                shape[last]
            )));
        }
        if offset % r != 0 {
            return Err(runtime(format!(
                "self.storage_offset() must be divisible by {r} {what}, but got {offset}"
            )));
        }
        if strides[last] != 1 {
            return Err(runtime(format!(
                "self.stride(-1) must be 1 {what}, but got {}",
                strides[last]
            )));
        }
        for (i, s) in new_strides[..last].iter_mut().enumerate() {
            if *s % r != 0 {
                return Err(runtime(format!(
                    "self.stride({i}) must be divisible by {r} {what}, but got {s}"
                )));
            }
            *s /= r;
        }
        new_shape[last] = shape[last] / r;
        new_offset = offset / r;
    }
    Layout::new(new_shape, new_strides, new_offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smaller_elements_widen_the_last_dim_and_scale_the_rest() {
        // A (2, 2) float32 transposed cannot become int16; row-major it becomes (2, 4).
        let l = Layout::contiguous(&[2, 2]);
        let v = dtype_view(&l, 4, 2, ("Float", "Short")).unwrap();
        assert_eq!(
            (v.shape(), v.strides(), v.offset()),
            (&[2, 4][..], &[4, 1][..], 0)
        );
        let e = dtype_view(&l.t().unwrap(), 4, 2, ("Float", "Short")).unwrap_err();
        assert!(
            e.message.contains("self.stride(-1) must be 1"),
            "{}",
            e.message
        );
        // An offset of one float is two shorts.
        let s = Layout::new(vec![3], vec![1], 1).unwrap();
        assert_eq!(
            dtype_view(&s, 4, 2, ("Float", "Short")).unwrap().offset(),
            2
        );
    }

    #[test]
    fn larger_elements_need_divisible_counts() {
        let bytes = Layout::contiguous(&[2, 8]);
        let f = dtype_view(&bytes, 1, 4, ("Byte", "Float")).unwrap();
        assert_eq!((f.shape(), f.strides()), (&[2, 2][..], &[2, 1][..]));
        let odd = Layout::contiguous(&[6]);
        let e = dtype_view(&odd, 1, 4, ("Byte", "Float")).unwrap_err();
        assert_eq!(
            e.message,
            "self.size(-1) must be divisible by 4 to view Byte as Float (different element sizes), but got 6"
        );
        let shifted = Layout::new(vec![2, 4], vec![8, 1], 1).unwrap();
        let e = dtype_view(&shifted, 1, 4, ("Byte", "Float")).unwrap_err();
        assert!(e
            .message
            .starts_with("self.storage_offset() must be divisible by 4"));
        let e = dtype_view(&Layout::contiguous(&[]), 4, 2, ("Float", "Short")).unwrap_err();
        assert!(e.message.starts_with("self.dim() cannot be 0"));
    }
}
