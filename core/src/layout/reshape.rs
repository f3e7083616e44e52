//! `view`/`reshape` geometry: resolving `-1` and finding strides for a new shape over the
//! same memory, as PyTorch's `computeStride` does.

use crate::error::{fmt_list, runtime, Result};

/// `infer_size`: resolves one `-1` in a requested shape and checks the element count.
pub fn infer_shape(requested: &[i64], numel: usize) -> Result<Vec<usize>> {
    let mut infer_at = None;
    let mut known: usize = 1;
    for (i, &d) in requested.iter().enumerate() {
        if d == -1 {
            if infer_at.is_some() {
                return Err(runtime("only one dimension can be inferred"));
            }
            infer_at = Some(i);
        } else if d < 0 {
            return Err(runtime(format!(
                "invalid shape dimension {d} at index {i} of shape {}",
                fmt_list(requested)
            )));
        } else {
            known = known.saturating_mul(d as usize);
        }
    }
    let invalid = || {
        runtime(format!(
            "shape '{}' is invalid for input of size {numel}",
            fmt_list(requested)
        ))
    };
    let mut out: Vec<usize> = requested.iter().map(|&d| d.max(0) as usize).collect();
    match infer_at {
        Some(i) => {
            if known == 0 {
                if numel == 0 {
                    return Err(runtime(format!(
                        "cannot reshape tensor of 0 elements into shape {} because the unspecified dimension size -1 can be any value and is ambiguous",
                        fmt_list(requested)
                    )));
                }
                return Err(invalid());
            }
            if !numel.is_multiple_of(known) {
                return Err(invalid());
            }
            out[i] = numel / known;
        }
        None => {
            if known != numel {
                return Err(invalid());
            }
        }
    }
    Ok(out)
}

/// Strides that let `new_shape` read the same elements in the same order without a copy, or
/// `None` when some new dim would have to span two separately-strided chunks.
pub fn view_strides(
    old_shape: &[usize],
    old_strides: &[usize],
    new_shape: &[usize],
) -> Option<Vec<usize>> {
    if old_shape.is_empty() {
        return Some(vec![1; new_shape.len()]);
    }
    let numel: usize = old_shape.iter().product();
    if numel == 0 && old_shape == new_shape {
        return Some(old_strides.to_vec());
    }
    let mut new_strides = vec![0usize; new_shape.len()];
    if numel == 0 {
        for d in (0..new_shape.len()).rev() {
            new_strides[d] = if d == new_shape.len() - 1 {
                1
            } else {
                new_shape[d + 1].max(1) * new_strides[d + 1]
            };
        }
        return Some(new_strides);
    }
    let mut view_d = new_shape.len() as isize - 1;
    let mut chunk_base_stride = *old_strides.last().unwrap();
    let mut tensor_numel = 1usize;
    let mut view_numel = 1usize;
    for tensor_d in (0..old_shape.len()).rev() {
        tensor_numel *= old_shape[tensor_d];
        let chunk_ends = tensor_d == 0
            || (old_shape[tensor_d - 1] != 1
                && old_strides[tensor_d - 1] != tensor_numel * chunk_base_stride);
        if chunk_ends {
            while view_d >= 0 && (view_numel < tensor_numel || new_shape[view_d as usize] == 1) {
                new_strides[view_d as usize] = view_numel * chunk_base_stride;
                view_numel *= new_shape[view_d as usize];
                view_d -= 1;
            }
            if view_numel != tensor_numel {
                return None;
            }
            if tensor_d > 0 {
                chunk_base_stride = old_strides[tensor_d - 1];
                tensor_numel = 1;
                view_numel = 1;
            }
        }
    }
    if view_d != -1 {
        return None;
    }
    Some(new_strides)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn infers_minus_one() {
        assert_eq!(infer_shape(&[-1, 4], 12).unwrap(), vec![3, 4]);
        assert_eq!(
            infer_shape(&[3, 5], 12).unwrap_err().message,
            "shape '[3, 5]' is invalid for input of size 12"
        );
        assert_eq!(
            infer_shape(&[-1, -1], 12).unwrap_err().message,
            "only one dimension can be inferred"
        );
    }

    #[test]
    fn transposed_cannot_flatten_but_can_split() {
        // (4, 3) viewed as its transpose (3, 4) with strides (1, 3)
        assert_eq!(view_strides(&[3, 4], &[1, 3], &[12]), None);
        assert_eq!(
            view_strides(&[3, 4], &[1, 3], &[3, 2, 2]),
            Some(vec![1, 6, 3])
        );
        assert_eq!(
            view_strides(&[2, 3, 4], &[12, 4, 1], &[6, 4]),
            Some(vec![4, 1])
        );
    }

    #[test]
    fn size_one_dims_get_chunk_strides() {
        assert_eq!(view_strides(&[4, 1], &[1, 1], &[1, 4]), Some(vec![4, 1]));
        assert_eq!(view_strides(&[], &[], &[1, 1]), Some(vec![1, 1]));
    }
}
