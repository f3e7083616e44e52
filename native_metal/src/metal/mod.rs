//! The Metal backend (macOS only): `device="metal"` (or `"mps"`, our own backend, not
//! PyTorch's). It runs the same WGSL kernels as the wgpu backend, translated to MSL by naga
//! (`stridelab_shaders::translate`) and bound as `stridelab_shaders::metal_bind` plans.
//!
//! - `context.rs`: device, queue, pipelines, one dispatch.
//! - `buffer.rs`: tensor memory and its storage modes (`shared` by default, `private` on
//!   request through `configure("storage_mode", ...)`).
//!
//! Calls the kernels do not cover run on the host (download, CPU kernel, upload) through the
//! same `host_fallback` as wgpu, and the trace says so. Work is synchronous: each command
//! buffer is waited for before the call returns (see `context.rs`).

mod buffer;
mod context;

use buffer::{MetalBuffer, StorageMode};
use context::MetalContext;
use std::cell::{Cell, RefCell};
use std::mem::ManuallyDrop;
use std::rc::Rc;
use stridelab_core::backend::Backend;
use stridelab_core::device::Device;
use stridelab_core::error::{runtime, Result};
use stridelab_core::kernels::{KernelCall, KernelReport};
use stridelab_core::storage::{CpuBuffer, StorageData};
use stridelab_core::DType;
use stridelab_shaders::backend::{check_bounds, dispatch_report, host_fallback};
use stridelab_shaders::convert::{from_words, to_words, words_for};
use stridelab_shaders::plan::{plan, Plan};

enum State {
    /// Not started: the first use of the device creates it.
    Lazy,
    Ready(Rc<MetalContext>),
    Failed(String),
}

thread_local! {
    // One device per thread, shared by every `MetalBackend` on it (and by `probe`), so the
    // kernels compile once however often the backend is registered again. Never dropped:
    // as with the backend registry (core/src/dispatch.rs), releasing driver objects during
    // thread-local destruction can call into thread-locals that are already gone.
    static CONTEXT: ManuallyDrop<RefCell<State>> =
        const { ManuallyDrop::new(RefCell::new(State::Lazy)) };
}

/// The thread's Metal device, created (and its kernels compiled) on first call; a failure is
/// remembered, so it is reported again rather than retried.
fn context() -> std::result::Result<Rc<MetalContext>, String> {
    CONTEXT.with(|state| {
        let mut state = state.borrow_mut();
        if let State::Lazy = *state {
            *state = match MetalContext::new() {
                Ok(c) => State::Ready(Rc::new(c)),
                Err(e) => State::Failed(e),
            };
        }
        match &*state {
            State::Ready(c) => Ok(c.clone()),
            State::Failed(e) => Err(e.clone()),
            State::Lazy => Err("metal: internal error: the device was not started".into()),
        }
    })
}

pub struct MetalBackend {
    /// Where later allocations live.
    mode: Cell<StorageMode>,
}

fn metal_buffer(d: &StorageData) -> Result<&MetalBuffer> {
    d.device_buffer("metal")
}

/// The trace's name for operand k: `out` (or `out0`, `out1`, ...), then `in0`, `in1`, ...
fn operand_name(call: &KernelCall, k: usize) -> String {
    match k.checked_sub(call.n_outputs) {
        Some(i) => format!("in{i}"),
        None if call.n_outputs == 1 => "out".into(),
        None => format!("out{k}"),
    }
}

impl MetalBackend {
    /// A backend whose device is created on first use.
    pub fn lazy() -> MetalBackend {
        MetalBackend {
            mode: Cell::new(StorageMode::default()),
        }
    }

    fn context(&self) -> Result<Rc<MetalContext>> {
        context().map_err(runtime)
    }
}

impl Backend for MetalBackend {
    fn device(&self) -> Device {
        Device::Metal
    }

    fn describe(&self) -> String {
        match context() {
            Ok(c) => format!("metal ({}, {} storage)", c.name(), self.mode.get().name()),
            Err(e) => e,
        }
    }

    fn availability(&self) -> Result<String> {
        probe().map_err(runtime)
    }

    fn alloc(&self, dtype: DType, len: usize) -> Result<StorageData> {
        let ctx = self.context()?;
        let b = buffer::alloc(&ctx, self.mode.get(), words_for(dtype, len)).map_err(runtime)?;
        Ok(StorageData::Device(Box::new(b)))
    }

    fn upload(&self, data: CpuBuffer) -> Result<StorageData> {
        let ctx = self.context()?;
        let b = buffer::upload(&ctx, self.mode.get(), &to_words(&data)).map_err(runtime)?;
        Ok(StorageData::Device(Box::new(b)))
    }

    fn download(&self, data: &StorageData, dtype: DType, len: usize) -> Result<CpuBuffer> {
        let ctx = self.context()?;
        let b = metal_buffer(data)?;
        let words = buffer::read(&ctx, b, words_for(dtype, len)).map_err(runtime)?;
        Ok(from_words(dtype, len, &words))
    }

    fn run(&self, call: &KernelCall) -> Result<KernelReport> {
        let ctx = self.context()?;
        check_bounds(call)?;
        match plan(call) {
            Plan::Host(reason) => host_fallback(self, call, &reason, |out, words| {
                let data = out.storage.data();
                buffer::write(&ctx, metal_buffer(&data)?, words).map_err(runtime)
            }),
            Plan::Gpu(d) => {
                // The same rule as wgpu: nothing to iterate over, nothing to dispatch.
                let empty =
                    call.operands.first().is_some_and(|o| o.layout.numel() == 0) || d.info[0] == 0;
                let guards: Vec<_> = call.operands.iter().map(|o| o.storage.data()).collect();
                let bufs: Vec<&MetalBuffer> = guards
                    .iter()
                    .map(|g| metal_buffer(g))
                    .collect::<Result<_>>()?;
                if !empty {
                    ctx.dispatch(&d, &bufs).map_err(runtime)?;
                }
                let modes: Vec<String> = bufs
                    .iter()
                    .enumerate()
                    .map(|(k, b)| format!("{} {}", operand_name(call, k), b.mode.name()))
                    .collect();
                let mut report = dispatch_report("metal", call, &d, empty);
                report
                    .notes
                    .push(format!("metal buffers: {}", modes.join(", ")));
                Ok(report)
            }
        }
    }

    fn configure(&self, key: &str, value: &str) -> Result<()> {
        match key {
            "storage_mode" => {
                self.mode.set(StorageMode::parse(value).map_err(runtime)?);
                Ok(())
            }
            _ => Err(runtime(format!(
                "the metal device has no option {key:?} (it has \"storage_mode\": \"shared\" or \"private\")"
            ))),
        }
    }
}

/// Registers the Metal backend for `device="metal"`; the device is created on first use,
/// so CPU-only runs never touch Metal.
pub fn register_lazy() {
    stridelab_core::dispatch::register_backend(Rc::new(MetalBackend::lazy()));
}

/// Creates (or reuses) this thread's Metal device and describes it in one line, e.g.
/// "Apple M2 Pro, 24 kernels compiled, shared storage by default"; or says why there is
/// no Metal device.
pub fn probe() -> std::result::Result<String, String> {
    let ctx = context()?;
    Ok(format!(
        "{}, {} kernels compiled, {} storage by default",
        ctx.name(),
        ctx.kernel_count(),
        StorageMode::default().name()
    ))
}
