//! The checks an op runs before it writes into an existing tensor (in-place ops, `copy_`,
//! the random fills), shared by every op file that writes; and indexing's warning about
//! uint8 masks, given on reads and writes alike.

use super::Arg;
use crate::error::{runtime, Result};
use crate::layout::{internal_overlap, overlap_status, InternalOverlap, Overlap};
use crate::tensor::Tensor;

/// PyTorch's checks before writing into `out`: no element may be written twice.
pub fn check_writable(out: &Tensor) -> Result<()> {
    let l = out.layout();
    if internal_overlap(l.shape(), l.strides()) == InternalOverlap::Yes {
        return Err(runtime(
            "unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.",
        ));
    }
    Ok(())
}

/// An input that shares memory with the output must either be the output's exact elements
/// or not overlap it at all.
pub fn check_no_partial_overlap(out: &Tensor, inputs: &[Arg]) -> Result<()> {
    for a in inputs {
        if let Arg::T(t) = a {
            if t.storage().same(&out.storage())
                && overlap_status(&out.layout(), &t.layout()) == Overlap::Partial
            {
                return Err(runtime(
                    "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.",
                ));
            }
        }
    }
    Ok(())
}

/// `assert_no_overlap(self, value)` (index_put_): a source that shares any element with the
/// written-to tensor is refused, even the same elements.
pub fn check_no_overlap(out: &Tensor, src: &Tensor) -> Result<()> {
    if src.storage().same(&out.storage())
        && matches!(
            overlap_status(&out.layout(), &src.layout()),
            Overlap::Partial | Overlap::Full
        )
    {
        return Err(runtime(
            "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.",
        ));
    }
    Ok(())
}

/// ATen's `expandTensors` warning, once per uint8 index tensor of `x[i]`, of `index_put_`
/// and of `x[i] = v` when that goes to `index_put_` (a 0-d one is a Python-side bool, and
/// a lone mask given one value goes to `masked_fill_`: neither warns).
pub(crate) fn warn_uint8_indices(items: &[super::index::Index]) {
    for it in items {
        if matches!(it, super::index::Index::Tensor(x) if x.dtype() == crate::dtype::DType::UInt8 && x.ndim() > 0)
        {
            crate::warnings::torch_warn(
                "indexing with dtype torch.uint8 is now deprecated, please use a dtype torch.bool instead.",
                "/__w/pytorch/pytorch/aten/src/ATen/native/IndexingUtils.h:37",
            );
        }
    }
}

/// Out-of-place `masked_fill`: PyTorch refuses a meta tensor beside one with data (self is
/// checked against the mask's device; a cpu 0-d mask passes as cpu scalars do). The
/// in-place form runs on self's device and does not check.
pub fn meta_beside_mask(t: &Tensor, mask: &Tensor, value: Arg) -> Result<()> {
    use crate::device::Device;
    // The value's device is checked before the mask's.
    if let Arg::T(v) = value {
        meta_value_device(t, v)?;
    }
    let cpu_scalar = mask.ndim() == 0 && mask.device() == Device::Cpu;
    if (t.device() == Device::Meta) != (mask.device() == Device::Meta) && !cpu_scalar {
        return Err(crate::device::mismatch(mask.device(), t.device()));
    }
    Ok(())
}

/// `masked_fill` given its value as a tensor: PyTorch refuses a meta value beside a self with
/// data and the other way round (a cpu 0-d value beside an accelerator's self passes).
pub fn meta_value_device(t: &Tensor, value: &Tensor) -> Result<()> {
    use crate::device::Device;
    if (t.device() == Device::Meta) != (value.device() == Device::Meta) {
        return Err(runtime("Expected `value` to be on same device as `a`"));
    }
    Ok(())
}
