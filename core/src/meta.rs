//! PyTorch's meta device: tensors with a shape, dtype, strides, storage offset and autograd
//! history but no data.
//!
//! It is an ordinary backend, so every op's own layout logic (broadcasting, views,
//! preserve_format strides, reductions' kept dims, autograd's graph) gives PyTorch's
//! shapes and strides unchanged. Its storage records a length and holds no bytes; its
//! kernels do nothing. What would look at values cannot: `download` refuses with PyTorch's
//! "Cannot copy out of meta tensor", and `check_readable` stops the host paths (printing's
//! values, `item`, `tolist`, host-fallback ops) before they ask for a copy.

use crate::backend::Backend;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, Result, TorchError};
use crate::kernels::{KernelCall, KernelReport};
use crate::storage::{CpuBuffer, DeviceBuffer, StorageData};
use crate::tensor::Tensor;

pub struct MetaBackend;

/// A meta storage's "memory": its size, and nothing else.
struct MetaBuffer {
    nbytes: u128,
}

impl DeviceBuffer for MetaBuffer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
    fn describe(&self) -> String {
        format!("meta storage, {} bytes, no memory", self.nbytes)
    }
}

fn buffer(dtype: DType, len: usize) -> StorageData {
    StorageData::Device(Box::new(MetaBuffer {
        nbytes: len as u128 * dtype.itemsize() as u128,
    }))
}

/// PyTorch's refusal to read a meta tensor's values (`.cpu()`, `.tolist()`, a copy out).
pub fn no_data() -> TorchError {
    not_implemented("Cannot copy out of meta tensor; no data!")
}

/// Refuses before any host read of `t`'s values when it lives on the meta device.
pub fn check_readable(t: &Tensor) -> Result<()> {
    if t.device() == Device::Meta {
        return Err(no_data());
    }
    Ok(())
}

/// `Tensor.item()` (and `bool`/`int`/`float` of a one-element tensor) on the meta device.
pub fn check_item(t: &Tensor) -> Result<()> {
    if t.device() == Device::Meta {
        return Err(runtime("Tensor.item() cannot be called on meta tensors"));
    }
    Ok(())
}

/// PyTorch's words for an op whose output shape depends on values (nonzero and what is
/// built on it: `torch.where(c)`, boolean-mask indexing).
pub fn check_nonzero(t: &Tensor) -> Result<()> {
    if t.device() == Device::Meta {
        return Err(not_implemented(
            "The register_meta function for torch.nonzero() raises unimplemented by default, as a correct data-independent implementation does not exist. This implementation returns a fake value, assuming all elements of the tensor are non-zero. To enable this registration, please set 'torch.fx.experimental._config.meta_nonzero_assume_all_nonzero' to True.",
        ));
    }
    Ok(())
}

/// PyTorch's words for an ATen op with no meta kernel (`aten::equal`, `aten::_unique2`,
/// `aten::masked_select`, `aten::bincount`): they read values, so on meta they refuse.
pub fn check_has_meta_kernel(aten: &str, tensors: &[&Tensor]) -> Result<()> {
    if tensors.iter().any(|t| t.device() == Device::Meta) {
        return Err(not_implemented(format!(
            "aten::{aten}: attempted to run this operator with Meta tensors, but there was no fake impl or Meta kernel registered. You may have run into this message while using an operator with PT2 compilation APIs (torch.compile/torch.export); in order to use this operator with those APIs you'll need to add a fake impl. Please see the following for next steps:  https://pytorch.org/tutorials/advanced/custom_ops_landing_page.html"
        )));
    }
    Ok(())
}

/// `int(t)`/`float(t)` of a one-element meta tensor: item's own refusal, where any other
/// failure of `item` becomes Python's "only one element tensors" error.
pub fn keep_item_refusal(t: &Tensor, e: TorchError) -> Option<TorchError> {
    (t.device() == Device::Meta && t.numel() == 1).then_some(e)
}

impl Backend for MetaBackend {
    fn device(&self) -> Device {
        Device::Meta
    }

    fn describe(&self) -> String {
        "meta (shapes and strides only, no data)".into()
    }

    /// Allocates nothing, so `torch.empty(10**12, device='meta')` is free, as in PyTorch.
    fn alloc(&self, dtype: DType, len: usize) -> Result<StorageData> {
        Ok(buffer(dtype, len))
    }

    /// `cpu_tensor.to('meta')`: the values are dropped; only the size arrives.
    fn upload(&self, data: CpuBuffer) -> Result<StorageData> {
        Ok(buffer(data.dtype(), data.len()))
    }

    fn download(&self, _data: &StorageData, _dtype: DType, _len: usize) -> Result<CpuBuffer> {
        Err(no_data())
    }

    /// Every kernel is a no-op: the op around it already made outputs of the right shape,
    /// dtype and strides, which is all a meta tensor has.
    fn run(&self, call: &KernelCall) -> Result<KernelReport> {
        Ok(KernelReport {
            kernel: format!("meta::{}", call.kernel.name()),
            loop_nest: None,
            workgroups: None,
            temporaries: Vec::new(),
            notes: Vec::new(),
        })
    }
}

/// Whether any of `ts` lives on the meta device: a host-fallback op then computes only its
/// result's layout (PyTorch's meta kernels skip the value checks, such as index bounds or a
/// singular matrix, that the values would need).
pub fn any_meta(ts: &[&Tensor]) -> bool {
    ts.iter().any(|t| t.device() == Device::Meta)
}
