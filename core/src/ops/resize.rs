//! Resizing an existing tensor in place, as ATen's `resize_output` does for an `out=`
//! tensor whose shape does not fit the result.

use crate::error::Result;
use crate::layout::Layout;
use crate::storage::{CpuBuffer, Storage, StorageData};
use crate::tensor::Tensor;

/// Gives `t` the shape of `like` with `like`'s strides, keeping `t`'s storage offset; the
/// storage grows (in place, so every view of it sees the larger buffer) when the new
/// layout reaches past its end. The strides of the result the op would have made out of
/// place are the ones ATen restrides a resized output to (TensorIterator's computed
/// strides, row-major for the other kernels).
pub fn resize_like(t: &Tensor, like: &Layout) -> Result<()> {
    let layout = Layout::new(
        like.shape().to_vec(),
        like.strides().to_vec(),
        t.layout().offset(),
    )?;
    // ATen sizes the storage in int64 (computeStorageNbytesContiguous: the new layout is
    // row-major before any restride), so past i64::MAX bytes is its overflow.
    let overflowed = || {
        let sizes: Vec<String> = like.shape().iter().map(|d| d.to_string()).collect();
        crate::error::runtime(format!(
            "Storage size calculation overflowed with sizes=[{}]",
            sizes.join(", ")
        ))
    };
    let needed = layout.required_storage_len().ok_or_else(overflowed)?;
    // `needed` counts the tensor's elements; a `view(dtype)` tensor's storage counts its own.
    let storage = t.storage();
    let bytes = needed
        .checked_mul(t.dtype().itemsize())
        .filter(|&b| i64::try_from(b).is_ok())
        .ok_or_else(overflowed)?;
    grow(&storage, bytes.div_ceil(storage.dtype().itemsize()))?;
    t.set_layout(layout);
    Ok(())
}

/// Grows `storage` to `len` elements in place, keeping its contents (ATen's
/// `maybe_resize_storage`): new memory on the storage's own device.
fn grow(storage: &Storage, len: usize) -> Result<()> {
    let dtype = storage.dtype();
    if storage.is_window() {
        // NumPy's memory (`torch.from_numpy`): PyTorch's storage over it cannot grow, and it
        // ends where the window does, even where the buffer goes on.
        let end = storage
            .window_start()
            .saturating_add(storage.visible_nbytes());
        if len.checked_mul(dtype.itemsize()).is_none_or(|n| n > end) {
            return Err(crate::error::runtime(
                "Trying to resize storage that is not resizable",
            ));
        }
        return Ok(());
    }
    let old = storage.len();
    if len <= old {
        return Ok(());
    }
    if storage.is_shared() {
        // Shared memory has a fixed size (PyTorch's own growth of it crashes the process).
        return Err(crate::error::runtime(
            "Trying to resize storage that is not resizable",
        ));
    }
    let backend = crate::dispatch::backend(storage.device())?;
    if !storage.device().has_data() {
        // The meta device: a larger size, and still no memory to copy.
        storage.replace_grown(len, backend.alloc(dtype, len)?);
        return Ok(());
    }
    crate::limits::check_alloc(len, dtype.itemsize())?;
    let mut bigger = CpuBuffer::zeros(dtype, len);
    match &*storage.data() {
        StorageData::Cpu(b) => bigger.copy_prefix_from(b),
        d => bigger.copy_prefix_from(&backend.download(d, dtype, old)?),
    }
    super::determinism::fill_grown(&mut bigger, old);
    let data = match storage.device() {
        crate::device::Device::Cpu => StorageData::Cpu(bigger),
        _ => backend.upload(bigger)?,
    };
    storage.replace_grown(len, data);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dtype::DType;
    use crate::ops;

    fn values(t: &Tensor) -> Vec<f64> {
        ops::to_host(t)
            .and_then(|h| ops::host::values(&h))
            .expect("host values")
    }

    #[test]
    fn a_view_keeps_its_offset_and_the_storage_grows_in_place() {
        let base = ops::arange(
            crate::scalar::Scalar::Int(0),
            crate::scalar::Scalar::Int(4),
            crate::scalar::Scalar::Int(1),
            Some(DType::Float32),
            crate::device::Device::Cpu,
        )
        .expect("arange");
        let view = ops::view::narrow(&base, 0, 2, 2).expect("narrow");
        let like = Layout::contiguous(&[2, 3]);
        resize_like(&view, &like).expect("resize");
        assert_eq!(view.layout().offset(), 2);
        assert_eq!(view.shape(), vec![2, 3]);
        // Offset 2 + 6 elements: the shared storage now holds 8, the old 4 kept in front.
        assert_eq!(base.storage().len(), 8);
        assert!(base.storage().same(&view.storage()));
        assert_eq!(values(&base), vec![0.0, 1.0, 2.0, 3.0]);
        assert_eq!(&values(&view)[..2], &[2.0, 3.0]);
    }

    #[test]
    fn a_smaller_layout_leaves_the_storage_alone() {
        let t = ops::factory::zeros(&[10], Some(DType::Float64), crate::device::Device::Cpu)
            .expect("zeros");
        let address = t.storage().address();
        resize_like(&t, &Layout::contiguous(&[2, 2])).expect("resize");
        assert_eq!(t.storage().len(), 10);
        assert_eq!(t.storage().address(), address);
        assert_eq!(t.layout().strides(), &[2, 1]);
    }

    #[test]
    fn growth_past_the_memory_limit_is_refused_and_changes_nothing() {
        let t = ops::factory::zeros(&[1], Some(DType::Float32), crate::device::Device::Cpu)
            .expect("zeros");
        // 2**31 float32 elements are 8 GiB: over the default limit (4 GiB native, 1 GiB
        // in wasm32).
        let huge = Layout::new(vec![1 << 31], vec![1], 0).expect("layout");
        assert!(resize_like(&t, &huge).is_err());
        assert_eq!(t.storage().len(), 1);
        assert_eq!(t.shape(), vec![1]);
    }
}
