//! The wgpu device as a stridelab backend: tensors on `device="webgpu"` live in GPU storage
//! buffers, and every kernel call is planned (`plan.rs`) and dispatched here.
//!
//! A call the GPU kernels do not cover (int64 arithmetic, gather/scatter, ...) runs on the
//! host instead: download, CPU kernel, upload into the same buffers. That is never hidden:
//! the report's `temporaries` say so, and the trace shows it.

use crate::context::GpuContext;
use crate::convert::{from_words, to_words, words_for};
use crate::plan::{plan, Plan};
use std::cell::RefCell;
use std::rc::Rc;
use stridelab_core::backend::{host_copies, Backend};
use stridelab_core::device::Device;
use stridelab_core::error::{runtime, Result};
use stridelab_core::kernels::{KernelCall, KernelReport, Operand};
use stridelab_core::storage::{CpuBuffer, DeviceBuffer, StorageData};
use stridelab_core::DType;

/// A storage's memory on the GPU.
pub struct GpuBuffer {
    pub buffer: wgpu::Buffer,
    pub words: usize,
}

impl DeviceBuffer for GpuBuffer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
    fn describe(&self) -> String {
        format!("wgpu storage buffer, {} bytes", self.words.max(1) * 4)
    }
}

enum State {
    /// Not started yet: natively the first use creates the device.
    Lazy,
    Ready(Rc<GpuContext>),
    Failed(String),
}

pub struct WgpuBackend {
    state: RefCell<State>,
}

fn gpu_buffer(d: &StorageData) -> Result<&GpuBuffer> {
    d.device_buffer("webgpu")
}

impl WgpuBackend {
    /// A backend that creates its GPU device on first use (natively).
    pub fn lazy() -> WgpuBackend {
        WgpuBackend {
            state: RefCell::new(State::Lazy),
        }
    }

    /// A backend over a device made elsewhere (in the browser, where making one is async).
    pub fn with_context(ctx: Rc<GpuContext>) -> WgpuBackend {
        WgpuBackend {
            state: RefCell::new(State::Ready(ctx)),
        }
    }

    pub fn context(&self) -> Result<Rc<GpuContext>> {
        let mut st = self.state.borrow_mut();
        if let State::Lazy = *st {
            *st = init();
        }
        match &*st {
            State::Ready(c) => Ok(c.clone()),
            State::Failed(e) => Err(runtime(e.clone())),
            State::Lazy => unreachable!(),
        }
    }

    fn read(&self, ctx: &GpuContext, buffer: &wgpu::Buffer, words: usize) -> Result<Vec<u32>> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            ctx.read_blocking(buffer, words).map_err(runtime)
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = (ctx, buffer, words);
            Err(runtime(
                "webgpu: reading a GPU buffer back in the browser is asynchronous; this build can only read it from the GPU worker (see docs/kernels.md)",
            ))
        }
    }
}

/// Runs a call on the host: download every storage involved (once, even when several
/// operands share it), run the CPU kernel on scratch copies with the same layouts, and
/// `upload` each output's words into its own device memory. Any device backend whose
/// kernels do not cover a call uses this, and says so in the report.
pub fn host_fallback(
    backend: &dyn Backend,
    call: &KernelCall,
    reason: &str,
    upload: impl Fn(&Operand, &[u32]) -> Result<()>,
) -> Result<KernelReport> {
    let (scratch, downloaded) = host_copies(backend, call.operands)?;
    let host_call = KernelCall {
        op: call.op,
        kernel: call.kernel.clone(),
        operands: &scratch,
        n_outputs: call.n_outputs,
        shape: call.shape.clone(),
    };
    let report = stridelab_core::cpu::CpuBackend.run(&host_call)?;
    let mut uploaded = 0;
    for (k, (out, tmp)) in call.outputs().iter().zip(&scratch).enumerate() {
        if (0..k).any(|j| call.operands[j].storage.same(&out.storage)) {
            continue;
        }
        upload(out, &to_words(&*tmp.storage.cpu()?))?;
        uploaded += 1;
    }
    Ok(KernelReport {
        kernel: format!("host fallback: {}", report.kernel),
        loop_nest: report.loop_nest,
        workgroups: None,
        temporaries: vec![format!(
            "ran on the host ({reason}): {downloaded} storage(s) downloaded, {uploaded} uploaded back"
        )],
        notes: vec![],
    })
}

/// Checks that every operand's layout stays inside its storage (the host's meta is
/// trusted by the kernels).
pub fn check_bounds(call: &KernelCall) -> Result<()> {
    for (k, o) in call.operands.iter().enumerate() {
        if !stridelab_core::cpu::bounds::fits(&o.layout, o.storage.len()) {
            return Err(runtime(format!(
                "internal error: operand {k} (sizes {:?}, strides {:?}, offset {}) reaches outside its storage of {} elements",
                o.layout.shape(),
                o.layout.strides(),
                o.layout.offset(),
                o.storage.len()
            )));
        }
    }
    Ok(())
}

/// What a GPU dispatch reports for the trace (`empty`: nothing was dispatched); `api` names
/// the backend (`wgpu`, `metal`).
pub fn dispatch_report(
    api: &str,
    call: &KernelCall,
    d: &crate::plan::Dispatch,
    empty: bool,
) -> KernelReport {
    KernelReport {
        kernel: kernel_name(api, call, d.entry),
        loop_nest: None,
        workgroups: (!empty).then_some(d.groups),
        temporaries: vec![],
        notes: vec![format!("iteration shape after merging dims: {:?}", d.shape)],
    }
}

/// The trace's kernel name: `<api>::<entry><dtype>::<op kernel>`.
pub fn kernel_name(api: &str, call: &KernelCall, entry: &str) -> String {
    let dtype = call
        .operands
        .get(call.n_outputs)
        .or(call.operands.first())
        .map(|o| o.dtype().name())
        .unwrap_or("-");
    format!("{api}::{entry}<{dtype}>::{}", call.kernel.name())
}

#[cfg(not(target_arch = "wasm32"))]
fn init() -> State {
    match pollster::block_on(GpuContext::new()) {
        Ok(c) => State::Ready(Rc::new(c)),
        Err(e) => State::Failed(e),
    }
}

#[cfg(target_arch = "wasm32")]
fn init() -> State {
    State::Failed(
        "webgpu: in the browser the GPU device is created asynchronously before use; none was created".into(),
    )
}

impl Backend for WgpuBackend {
    fn device(&self) -> Device {
        Device::Wgpu
    }

    fn describe(&self) -> String {
        match self.context() {
            Ok(c) => format!("webgpu ({})", c.describe()),
            Err(e) => e.message,
        }
    }

    fn availability(&self) -> Result<String> {
        self.context().map(|c| c.describe())
    }

    fn alloc(&self, dtype: DType, len: usize) -> Result<StorageData> {
        let ctx = self.context()?;
        let words = words_for(dtype, len);
        let buffer = ctx.create_storage(words).map_err(runtime)?;
        Ok(StorageData::Device(Box::new(GpuBuffer { buffer, words })))
    }

    fn upload(&self, data: CpuBuffer) -> Result<StorageData> {
        let ctx = self.context()?;
        let words = to_words(&data);
        let buffer = ctx.create_storage(words.len()).map_err(runtime)?;
        ctx.write(&buffer, &words);
        Ok(StorageData::Device(Box::new(GpuBuffer {
            buffer,
            words: words.len(),
        })))
    }

    fn download(&self, data: &StorageData, dtype: DType, len: usize) -> Result<CpuBuffer> {
        let ctx = self.context()?;
        let b = gpu_buffer(data)?;
        let words = self.read(&ctx, &b.buffer, words_for(dtype, len))?;
        Ok(from_words(dtype, len, &words))
    }

    fn run(&self, call: &KernelCall) -> Result<KernelReport> {
        let ctx = self.context()?;
        check_bounds(call)?;
        match plan(call) {
            Plan::Host(reason) => host_fallback(self, call, &reason, |out, words| {
                let data = out.storage.data();
                ctx.write(&gpu_buffer(&data)?.buffer, words);
                Ok(())
            }),
            Plan::Gpu(d) => {
                let empty =
                    call.operands.first().is_some_and(|o| o.layout.numel() == 0) || d.info[0] == 0;
                if !empty {
                    let guards: Vec<_> = call.operands.iter().map(|o| o.storage.data()).collect();
                    let bufs: Vec<&wgpu::Buffer> = guards
                        .iter()
                        .map(|g| gpu_buffer(g).map(|b| &b.buffer))
                        .collect::<Result<_>>()?;
                    ctx.dispatch(&d, &bufs).map_err(runtime)?;
                }
                Ok(dispatch_report("wgpu", call, &d, empty))
            }
        }
    }
}

/// Registers the wgpu backend for `device="webgpu"`; natively the GPU device is created on
/// first use, so scripts that never touch it pay nothing.
pub fn register_lazy() {
    stridelab_core::dispatch::register_backend(Rc::new(WgpuBackend::lazy()));
}
