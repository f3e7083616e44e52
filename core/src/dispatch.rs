//! The dispatcher that finds a device's kernels.
//!
//! As in PyTorch's dispatcher, an op does not call a kernel directly: it asks for the
//! backend registered for the device its operands live on. Registering a wrapper in place of
//! a backend (the bug lab's emulated MPS profiles, the silent-failure detector) changes every
//! op on that device without touching the ops.
//!
//! It sits above the CPU backend (which it registers by default), so the backends themselves
//! never see the registry.

use crate::backend::Backend;
use crate::device::Device;
use crate::error::{runtime, Result};
use crate::kernels::{KernelCall, KernelReport};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::mem::ManuallyDrop;
use std::rc::Rc;

thread_local! {
    // Never dropped: a GPU backend torn down during thread-local destruction calls into the
    // driver, which itself needs thread-locals that are already gone (CI aborted on exactly
    // that when a test thread exited). Leaking the per-thread registry at exit is harmless.
    static BACKENDS: ManuallyDrop<RefCell<BTreeMap<Device, Rc<dyn Backend>>>> =
        ManuallyDrop::new(RefCell::new(default_backends()));
}

fn default_backends() -> BTreeMap<Device, Rc<dyn Backend>> {
    let mut m: BTreeMap<Device, Rc<dyn Backend>> = BTreeMap::new();
    m.insert(Device::Cpu, Rc::new(crate::cpu::CpuBackend));
    m.insert(Device::Meta, Rc::new(crate::meta::MetaBackend));
    m
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

/// Dispatches a kernel call to the backend of its operands' device.
pub fn dispatch(call: &KernelCall) -> Result<KernelReport> {
    let device = call
        .operands
        .first()
        .map(|o| o.storage.device())
        .unwrap_or(Device::Cpu);
    if let Some(other) = call.operands.iter().find(|o| o.storage.device() != device) {
        return Err(crate::device::mismatch(device, other.storage.device()));
    }
    crate::limited::check(call)?;
    // Bool memory read or written as bytes (bool_bytes.rs): no kernel reads a byte other
    // than 0 or 1 as a bool.
    let b = backend(device)?;
    let report = match crate::bool_bytes::readable_operands(call)? {
        Some(operands) => b.run(&KernelCall {
            op: call.op,
            kernel: call.kernel.clone(),
            operands: &operands,
            n_outputs: call.n_outputs,
            shape: call.shape.clone(),
        }),
        None => b.run(call),
    };
    // Settled even when the kernel failed part way (a deadline stops it): its partial
    // writes are in the memory all the same.
    crate::bool_bytes::settle_outputs(call)?;
    report
}
