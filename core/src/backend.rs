//! What a device provides: the `Backend` trait every device (the CPU, wgpu, Metal, and the
//! bug lab's wrappers) implements, and `host_copies` for a backend that runs a call on the
//! host.

use crate::device::Device;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::{KernelCall, KernelReport, Operand};
use crate::storage::{CpuBuffer, Storage, StorageData};

/// A device's kernels and memory.
pub trait Backend {
    fn device(&self) -> Device;
    /// A short description, e.g. "cpu" or "wgpu (Vulkan, llvmpipe)".
    fn describe(&self) -> String;
    /// Fresh zeroed memory for `len` elements.
    fn alloc(&self, dtype: DType, len: usize) -> Result<StorageData>;
    /// Moves host data onto the device.
    fn upload(&self, data: CpuBuffer) -> Result<StorageData>;
    /// Reads device data back to the host.
    fn download(&self, data: &StorageData, dtype: DType, len: usize) -> Result<CpuBuffer>;
    /// Runs one kernel. Operands are all on this device.
    fn run(&self, call: &KernelCall) -> Result<KernelReport>;
    /// Whether the device can run kernels here, and on what ("Vulkan, llvmpipe"), or why not
    /// ("no adapter ..."). May start the device.
    fn availability(&self) -> Result<String> {
        Ok(self.describe())
    }
    /// Sets a device option (Metal's `storage_mode`: `shared` or `private`). Wrappers pass
    /// it on to the device they wrap.
    fn configure(&self, key: &str, value: &str) -> Result<()> {
        let _ = value;
        Err(runtime(format!(
            "the {} device has no option {key:?}",
            self.device()
        )))
    }
}

/// Host copies of a call's operands, for running it with the CPU kernels (a GPU's host
/// fallback, the detector's reference): each distinct storage is read back once through
/// `backend` and shared by every operand that views it, so in-place ops alias on the copies
/// exactly as on the device. Returns the copies and how many storages were read.
pub fn host_copies(backend: &dyn Backend, operands: &[Operand]) -> Result<(Vec<Operand>, usize)> {
    let mut copies: Vec<Operand> = Vec::with_capacity(operands.len());
    let mut read = 0;
    for (k, o) in operands.iter().enumerate() {
        let storage = match (0..k).find(|&j| operands[j].storage.same(&o.storage)) {
            Some(j) => copies[j].storage.clone(),
            None => {
                read += 1;
                Storage::scratch(backend.download(
                    &o.storage.data(),
                    o.storage.dtype(),
                    o.storage.len(),
                )?)
            }
        };
        copies.push(Operand {
            storage,
            layout: o.layout.clone(),
            dtype: o.dtype,
        });
    }
    Ok((copies, read))
}
