//! Devices and the dispatcher that finds a device's kernels.
//!
//! As in PyTorch's dispatcher, an op does not call a kernel directly: it asks for the
//! backend registered for the device its operands live on. Registering a wrapper in place of
//! a backend (the bug lab's emulated MPS profiles, the silent-failure detector) changes every
//! op on that device without touching the ops.

use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::{KernelCall, KernelReport, Operand};
use crate::storage::{CpuBuffer, Storage, StorageData};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt;
use std::mem::ManuallyDrop;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Device {
    Cpu,
    /// wgpu: WebGPU in the browser, Vulkan or GL natively.
    Wgpu,
    /// Our own Metal backend (macOS).
    Metal,
}

impl Device {
    /// Parses a device string as scripts write it. `"mps"` names our Metal backend.
    pub fn parse(s: &str) -> Result<Device> {
        let base = s.split(':').next().unwrap_or(s);
        match base {
            "cpu" => Ok(Device::Cpu),
            "webgpu" | "wgpu" | "gpu" => Ok(Device::Wgpu),
            "metal" | "mps" => Ok(Device::Metal),
            "cuda" => Err(runtime(
                "Expected one of cpu, webgpu, metal device type at start of device string: cuda (stridelab has no CUDA backend; try device=\"webgpu\")",
            )),
            _ => Err(runtime(format!(
                "Expected one of cpu, webgpu, metal device type at start of device string: {s}"
            ))),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Device::Cpu => "cpu",
            Device::Wgpu => "webgpu",
            Device::Metal => "metal",
        }
    }
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

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

thread_local! {
    static DEFAULT_DEVICE: std::cell::Cell<Device> = const { std::cell::Cell::new(Device::Cpu) };
    // Never dropped: a GPU backend torn down during thread-local destruction calls into the
    // driver, which itself needs thread-locals that are already gone (CI aborted on exactly
    // that when a test thread exited). Leaking the per-thread registry at exit is harmless.
    static BACKENDS: ManuallyDrop<RefCell<BTreeMap<Device, Rc<dyn Backend>>>> =
        ManuallyDrop::new(RefCell::new(default_backends()));
}

fn default_backends() -> BTreeMap<Device, Rc<dyn Backend>> {
    let mut m: BTreeMap<Device, Rc<dyn Backend>> = BTreeMap::new();
    m.insert(Device::Cpu, Rc::new(crate::cpu::CpuBackend));
    m
}

/// The device factories use when a script names none (`torch.set_default_device`, or
/// `stridelab run --device`).
pub fn default_device() -> Device {
    DEFAULT_DEVICE.with(|d| d.get())
}

pub fn set_default_device(d: Device) {
    DEFAULT_DEVICE.with(|c| c.set(d));
}

/// The backend currently registered for a device.
pub fn backend(device: Device) -> Result<Rc<dyn Backend>> {
    BACKENDS.with(|b| b.borrow().get(&device).cloned()).ok_or_else(|| {
        runtime(format!(
            "no {device} device is available in this build or on this machine (see `stridelab devices`)"
        ))
    })
}

/// Installs (or replaces) the backend for its device.
pub fn register_backend(b: Rc<dyn Backend>) {
    let d = b.device();
    BACKENDS.with(|m| {
        m.borrow_mut().insert(d, b);
    });
}

/// Replaces a device's backend with `wrap(current)`, e.g. an emulated-bug wrapper.
pub fn wrap_backend(
    device: Device,
    wrap: impl FnOnce(Rc<dyn Backend>) -> Rc<dyn Backend>,
) -> Result<()> {
    let cur = backend(device)?;
    register_backend(wrap(cur));
    Ok(())
}

/// Restores the plain CPU backend and forgets every other registration.
pub fn reset_backends() {
    BACKENDS.with(|m| *m.borrow_mut() = default_backends());
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
                Storage::scratch(backend.download(&o.storage.data(), o.dtype(), o.storage.len())?)
            }
        };
        copies.push(Operand {
            storage,
            layout: o.layout.clone(),
        });
    }
    Ok((copies, read))
}

/// Dispatches a kernel call to the backend of its operands' device.
pub fn dispatch(call: &KernelCall) -> Result<KernelReport> {
    let device = call
        .operands
        .first()
        .map(|o| o.storage.device())
        .unwrap_or(Device::Cpu);
    if let Some(other) = call.operands.iter().find(|o| o.storage.device() != device) {
        return Err(runtime(format!(
            "Expected all tensors to be on the same device, but found at least two devices, {} and {}!",
            device,
            other.storage.device()
        )));
    }
    backend(device)?.run(call)
}
