//! The devices a tensor can live on, and the default one factories use.
//!
//! Only the names: a device's kernels and memory are its `Backend` (backend.rs), found
//! through the per-thread registry in dispatch.rs.

use crate::error::{runtime, Result};
use std::fmt;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Device {
    Cpu,
    /// wgpu: WebGPU in the browser, Vulkan or GL natively.
    Wgpu,
    /// Our own Metal backend (macOS).
    Metal,
    /// PyTorch's meta device: shape, dtype and strides with no data (meta.rs).
    Meta,
}

impl Device {
    /// Parses a device string as scripts write it. `"mps"` names our Metal backend.
    pub fn parse(s: &str) -> Result<Device> {
        let base = s.split(':').next().unwrap_or(s);
        match base {
            "cpu" => Ok(Device::Cpu),
            "webgpu" | "wgpu" | "gpu" => Ok(Device::Wgpu),
            "metal" | "mps" => Ok(Device::Metal),
            "meta" => Ok(Device::Meta),
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
            Device::Meta => "meta",
        }
    }

    /// Whether the device holds data at all (the meta device holds none: no memory is
    /// allocated or counted, and nothing is ever read back).
    pub fn has_data(self) -> bool {
        self != Device::Meta
    }
}

/// An op given tensors on two devices, `expected` being the one it runs on: PyTorch's
/// words for the pair (a meta kernel's check words it differently from the dispatcher's).
pub fn mismatch(expected: Device, other: Device) -> crate::error::TorchError {
    if expected == Device::Meta || other == Device::Meta {
        return runtime(format!(
            "Tensor on device {other} is not on the expected device {expected}!"
        ));
    }
    runtime(format!(
        "Expected all tensors to be on the same device, but found at least two devices, {expected} and {other}!"
    ))
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One `torch.device` entered as a context: a `with torch.device(d):` block, or the one
/// `torch.set_default_device` keeps entered (torch/utils/_device.py's `DeviceContext`).
pub struct DeviceContext {
    pub device: Device,
    /// The index the script wrote (`cpu:0`), which `torch.get_default_device()` returns.
    pub index: Option<i64>,
    /// The context `set_default_device` found on top when it entered (PyTorch's `prev_mode`),
    /// put back when the next `set_default_device` exits this one.
    prev: std::cell::RefCell<Option<Rc<DeviceContext>>>,
}

thread_local! {
    /// The device factories use outside every context: cpu, or `stridelab run --device`'s.
    static BASE_DEVICE: std::cell::Cell<Device> = const { std::cell::Cell::new(Device::Cpu) };
    /// PyTorch's torch-function mode stack as far as devices go (stridelab has no other
    /// modes): the top one decides where factories put tensors.
    static CONTEXTS: std::cell::RefCell<Vec<Rc<DeviceContext>>> = const { std::cell::RefCell::new(Vec::new()) };
    /// `torch.set_default_device`'s context (`_GLOBAL_DEVICE_CONTEXT.device_context`).
    static GLOBAL: std::cell::RefCell<Option<Rc<DeviceContext>>> = const { std::cell::RefCell::new(None) };
}

/// The device factories use when a script names none: the innermost `with torch.device`
/// or `torch.set_default_device`'s, else the base device.
pub fn default_device() -> Device {
    context_device().unwrap_or_else(base_device)
}

/// The device factories use outside every context (cpu, or `stridelab run --device`'s): where
/// the calls PyTorch's `DeviceContext` does not intercept put tensors (the legacy
/// constructors `torch.Tensor(2, 3)`, `torch.FloatTensor([1])`, NumPy's memory).
pub fn base_device() -> Device {
    BASE_DEVICE.with(|d| d.get())
}

/// The device of the innermost entered context, if any: what PyTorch's `DeviceContext`
/// passes as `device=` to its factories (`as_tensor` moves its input there).
pub fn context_device() -> Option<Device> {
    CONTEXTS.with(|c| c.borrow().last().map(|m| m.device))
}

/// Starts over on `d` as the base device, with no context entered (a new session,
/// `stridelab run --device`).
pub fn set_default_device(d: Device) {
    BASE_DEVICE.with(|c| c.set(d));
    CONTEXTS.with(|c| c.borrow_mut().clear());
    GLOBAL.with(|g| *g.borrow_mut() = None);
}

/// What `torch.get_default_device()` looks at: the innermost context, else
/// `set_default_device`'s (which PyTorch still consults after a `with` block popped it).
pub fn current_context() -> Option<(Device, Option<i64>)> {
    let top = CONTEXTS.with(|c| c.borrow().last().cloned());
    top.or_else(|| GLOBAL.with(|g| g.borrow().clone()))
        .map(|m| (m.device, m.index))
}

/// Pops the innermost context when a `with torch.device(...)` block ends, however it ends.
pub struct ContextGuard(());

impl Drop for ContextGuard {
    fn drop(&mut self) {
        CONTEXTS.with(|c| c.borrow_mut().pop());
    }
}

/// `torch.device.__enter__`: pushes a context on top (the C++ `THPDevice_enter`).
pub fn enter_context(device: Device, index: Option<i64>) -> ContextGuard {
    let m = Rc::new(DeviceContext {
        device,
        index,
        prev: Default::default(),
    });
    CONTEXTS.with(|c| c.borrow_mut().push(m));
    ContextGuard(())
}

/// `torch.device(d).__enter__()` called by hand: the context stays entered until some
/// `__exit__` pops it.
pub fn push_context(device: Device, index: Option<i64>) {
    std::mem::forget(enter_context(device, index));
}

/// `torch.device(...).__exit__(...)`: pops the innermost context, whichever device entered
/// it (PyTorch's mode stack pops its top), or PyTorch's error when none is entered.
pub fn pop_context() -> Result<()> {
    match CONTEXTS.with(|c| c.borrow_mut().pop()) {
        Some(_) => Ok(()),
        None => Err(runtime("trying to pop from empty mode stack")),
    }
}

/// `torch.set_default_device(d)` (None clears it), step for step as torch/__init__.py and
/// `DeviceContext.__enter__/__exit__` do it, including the AssertionError PyTorch raises
/// when it is called inside a `with torch.device(...)` block while a default is set.
pub fn set_context_default(new: Option<(Device, Option<i64>)>) -> Result<()> {
    if let Some(old) = GLOBAL.with(|g| g.borrow().clone()) {
        // DeviceContext.__exit__: only the bottom context may remain below the ones it pops.
        let nested = CONTEXTS.with(|c| {
            let mut c = c.borrow_mut();
            if c.len() > 1 {
                c.pop();
                return true;
            }
            c.pop();
            if let Some(p) = old.prev.borrow().clone() {
                c.push(p);
            }
            false
        });
        if nested {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::AssertionError,
                "Found nested DeviceContext on the mode stack where none expected",
            ));
        }
    }
    let m = new.map(|(device, index)| {
        // DeviceContext.__enter__: it goes to the bottom; the context it displaced (the
        // topmost one) is remembered, the others dropped.
        let m = Rc::new(DeviceContext {
            device,
            index,
            prev: Default::default(),
        });
        let displaced = CONTEXTS.with(|c| std::mem::take(&mut *c.borrow_mut()));
        *m.prev.borrow_mut() = displaced.last().cloned();
        CONTEXTS.with(|c| c.borrow_mut().push(m.clone()));
        m
    });
    GLOBAL.with(|g| *g.borrow_mut() = m);
    Ok(())
}
