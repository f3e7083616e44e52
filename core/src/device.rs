//! The devices a tensor can live on, and the default one factories use.
//!
//! Only the names: a device's kernels and memory are its `Backend` (backend.rs), found
//! through the per-thread registry in dispatch.rs.

use crate::error::{runtime, Result};
use std::fmt;

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

thread_local! {
    static DEFAULT_DEVICE: std::cell::Cell<Device> = const { std::cell::Cell::new(Device::Cpu) };
}

/// The device factories use when a script names none (`torch.set_default_device`, or
/// `stridelab run --device`).
pub fn default_device() -> Device {
    DEFAULT_DEVICE.with(|d| d.get())
}

pub fn set_default_device(d: Device) {
    DEFAULT_DEVICE.with(|c| c.set(d));
}
