//! `index_select(dim, index)` and the bounds ATen's CPU kernel checks on its index.

use super::{empty, run, to_host, view};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{index_error, runtime, Result};
use crate::kernels::Kernel;
use crate::layout::wrap_dim;
use crate::ops::autodiff;
use crate::tensor::Tensor;

/// ATen's index_select bounds (`index_select_out_cpu_`): negative values are not wrapped,
/// and the message is that of the branch that runs: a 0-d tensor takes exactly one index;
/// an empty tensor of several dims and the `dim == 1` fast path are RuntimeErrors naming
/// the value; the general loop is the IndexError "index out of range in self".
fn check_select_indices(t: &Tensor, d: usize, index: &Tensor) -> Result<()> {
    let n = index.numel();
    if t.ndim() == 0 && n != 1 {
        return Err(runtime(format!(
            "index_select(): Index to scalar can have only 1 value, got {n} value(s)"
        )));
    }
    let size = t.shape().get(d).copied().unwrap_or(1);
    let several = t.ndim() > 1;
    if several && n > 0 && t.numel() == 0 && size == 0 {
        return Err(runtime(
            "index_select(): self indexing axis dim should be positive",
        ));
    }
    let names_value = several && (d == 1 || t.numel() == 0);
    // A meta kernel reads no index value (PyTorch skips the bounds on meta).
    if t.device() == Device::Meta {
        return Ok(());
    }
    for v in to_host(index)?.to_f64_vec()? {
        let v = v as i64;
        if v < 0 || v >= size as i64 {
            return Err(if names_value {
                runtime(format!(
                    "INDICES element is out of DATA bounds, id={v} axis_dim={size}"
                ))
            } else {
                index_error("index out of range in self")
            });
        }
    }
    Ok(())
}

/// `index_select(dim, index)`: a contiguous copy of the chosen slices.
pub fn index_select(t: &Tensor, dim: i64, index: &Tensor) -> Result<Tensor> {
    if index.ndim() > 1 {
        return Err(index_error(
            "index_select(): Index is supposed to be a vector",
        ));
    }
    if !matches!(index.dtype(), DType::Int64 | DType::Int32) {
        return Err(runtime(
            "index_select(): Expected dtype int32 or int64 for index",
        ));
    }
    let index = super::to_dtype(index, DType::Int64)?;
    let d = wrap_dim(dim, t.ndim())?;
    check_select_indices(t, d, &index)?;
    let mut shape = t.shape();
    if !shape.is_empty() {
        shape[d] = index.numel();
    }
    let out = empty(&shape, t.dtype(), t.device())?;
    let idx = if index.ndim() == 0 {
        view::unsqueeze(&index, 0)?
    } else {
        index.clone()
    };
    run(
        "index_select",
        Kernel::IndexSelect { dim: d },
        &[&out],
        &[t, &idx],
        &shape,
    )?;
    autodiff::record_index_select(t, d, &idx, &out)?;
    Ok(out)
}
