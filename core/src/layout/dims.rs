//! Dim and index wrapping with PyTorch's messages.

use crate::error::{index_error, runtime, Result};

/// `maybe_wrap_dim`: negative dims count from the end; a 0-d tensor accepts dims -1 and 0.
pub fn wrap_dim(dim: i64, ndim: usize) -> Result<usize> {
    let n = ndim.max(1) as i64;
    if dim < -n || dim >= n {
        return Err(index_error(format!(
            "Dimension out of range (expected to be in range of [{}, {}], but got {})",
            -n,
            n - 1,
            dim
        )));
    }
    Ok(if dim < 0 {
        (dim + n) as usize
    } else {
        dim as usize
    })
}

/// `maybe_wrap_dim(..., wrap_scalar=false)`: a 0-d tensor has no dim to name at all (what
/// `size(d)` and `stride(d)` use).
pub fn wrap_dim_no_scalar(dim: i64, ndim: usize) -> Result<usize> {
    if ndim == 0 {
        return Err(index_error(format!(
            "Dimension specified as {dim} but tensor has no dimensions"
        )));
    }
    wrap_dim(dim, ndim)
}

/// Like `wrap_dim`, but for a 0-d tensor only dims that name "no dim" are meaningful; the
/// result is `None` there. Used by ops that accept a dim on scalars (sum(0) on a 0-d tensor).
pub fn wrap_dim_scalar_ok(dim: i64, ndim: usize) -> Result<Option<usize>> {
    let d = wrap_dim(dim, ndim)?;
    Ok(if ndim == 0 { None } else { Some(d) })
}

/// Wraps a list of dims and rejects repeats, as reductions and permute do.
pub fn wrap_dims(dims: &[i64], ndim: usize) -> Result<Vec<usize>> {
    let mut out = Vec::with_capacity(dims.len());
    for &d in dims {
        let w = wrap_dim(d, ndim)?;
        if out.contains(&w) {
            return Err(runtime(format!(
                "dim {w} appears multiple times in the list of dims"
            )));
        }
        out.push(w);
    }
    Ok(out)
}

/// Wraps an element index into a dim of `size`, or PyTorch's IndexError for indexing.
pub fn wrap_index(index: i64, size: usize, dim: usize) -> Result<usize> {
    let s = size as i64;
    if index < -s || index >= s {
        return Err(index_error(format!(
            "index {index} is out of bounds for dimension {dim} with size {size}"
        )));
    }
    Ok(if index < 0 {
        (index + s) as usize
    } else {
        index as usize
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn wraps_negative_dims() {
        assert_eq!(wrap_dim(-1, 3).unwrap(), 2);
        assert_eq!(wrap_dim(0, 0).unwrap(), 0);
        assert_eq!(wrap_dim(-1, 0).unwrap(), 0);
        let e = wrap_dim(2, 2).unwrap_err();
        assert_eq!(
            e.message,
            "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
        );
    }

    #[test]
    fn index_errors_name_dim_and_size() {
        assert_eq!(wrap_index(-1, 4, 0).unwrap(), 3);
        let e = wrap_index(4, 4, 1).unwrap_err();
        assert_eq!(
            e.message,
            "index 4 is out of bounds for dimension 1 with size 4"
        );
    }
}
