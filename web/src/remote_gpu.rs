//! The worker's `device="webgpu"`: a backend whose memory and kernels live on the page's
//! GPU device (`gpu_host.rs`). Kernel calls are planned here (the same `plan` as natively)
//! and sent as commands; a read blocks this worker in `Atomics.wait` until the page has the
//! bytes. The page never blocks.

use js_sys::{Array, Atomics, Int32Array, SharedArrayBuffer, Uint32Array};
use std::cell::Cell;
use stridelab_core::backend::Backend;
use stridelab_core::device::Device;
use stridelab_core::error::{runtime, Result};
use stridelab_core::kernels::{KernelCall, KernelReport};
use stridelab_core::storage::{CpuBuffer, DeviceBuffer, StorageData};
use stridelab_core::DType;
use stridelab_shaders::backend::{check_bounds, dispatch_report, host_fallback};
use stridelab_shaders::convert::{from_words, to_words, words_for};
use stridelab_shaders::plan::{plan, Plan};
use stridelab_shaders::remote::{GpuCommand, READ_DONE, READ_FAILED, READ_HEADER, READ_PENDING};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::DedicatedWorkerGlobalScope;

/// How long a read may take before the worker gives up (a lost GPU, a dead page).
const READ_TIMEOUT_MS: f64 = 30_000.0;

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(cmd: &GpuCommand, sab: Option<&SharedArrayBuffer>) {
    let Ok(json) = serde_json::to_string(cmd) else {
        return;
    };
    let msg = Array::new();
    msg.push(&JsValue::from_str("gpu"));
    msg.push(&JsValue::from_str(&json));
    if let Some(s) = sab {
        msg.push(s);
    }
    let _ = scope().post_message(&msg);
}

/// A storage's memory on the page's GPU, named by id.
pub struct RemoteBuffer {
    pub id: u32,
    pub words: usize,
}

impl Drop for RemoteBuffer {
    fn drop(&mut self) {
        post(&GpuCommand::Free { id: self.id }, None);
    }
}

impl DeviceBuffer for RemoteBuffer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
    fn describe(&self) -> String {
        format!(
            "WebGPU storage buffer #{}, {} bytes (on the page)",
            self.id,
            self.words.max(1) * 4
        )
    }
}

fn remote(d: &StorageData) -> Result<&RemoteBuffer> {
    d.device_buffer("webgpu")
}

#[derive(Default)]
pub struct RemoteBackend {
    next_id: Cell<u32>,
}

impl RemoteBackend {
    fn new_id(&self) -> u32 {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        id
    }

    /// Blocks until the page has copied `words` words of buffer `id` back.
    fn read(&self, id: u32, words: usize) -> Result<Vec<u32>> {
        // Room for the data, or for an error message.
        let room = READ_HEADER + words.max(256);
        let sab = SharedArrayBuffer::new((room * 4) as u32);
        let flag = Int32Array::new(&sab);
        post(&GpuCommand::Read { id, words }, Some(&sab));
        let _ = Atomics::wait_with_timeout(&flag, 0, READ_PENDING, READ_TIMEOUT_MS);
        let data = Uint32Array::new(&sab);
        let n = data.get_index(1) as usize;
        match Atomics::load(&flag, 0).unwrap_or(READ_PENDING) {
            READ_DONE => {
                let mut out = vec![0u32; n];
                data.subarray(READ_HEADER as u32, (READ_HEADER + n) as u32)
                    .copy_to(&mut out);
                Ok(out)
            }
            READ_FAILED => {
                let mut packed = vec![0u32; n.div_ceil(4)];
                data.subarray(READ_HEADER as u32, (READ_HEADER + packed.len()) as u32)
                    .copy_to(&mut packed);
                let bytes: Vec<u8> = packed
                    .iter()
                    .flat_map(|w| w.to_le_bytes())
                    .take(n)
                    .collect();
                Err(runtime(String::from_utf8_lossy(&bytes).into_owned()))
            }
            _ => Err(runtime(format!(
                "webgpu: the GPU did not answer a read within {} s (device lost?)",
                READ_TIMEOUT_MS / 1000.0
            ))),
        }
    }

    fn write(&self, id: u32, words: &[u32]) {
        post(
            &GpuCommand::Write {
                id,
                words: words.to_vec(),
            },
            None,
        );
    }
}

/// Whether this worker can wait for the page (SharedArrayBuffer exists only when the page
/// is cross-origin isolated).
pub fn usable() -> Result<()> {
    let isolated = js_sys::Reflect::get(&js_sys::global(), &"crossOriginIsolated".into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false);
    if isolated {
        Ok(())
    } else {
        Err(runtime(
            "webgpu: this page is not cross-origin isolated, so the worker cannot wait for GPU reads (serve it with COOP/COEP headers, as scripts/serve.sh does)",
        ))
    }
}

impl Backend for RemoteBackend {
    fn device(&self) -> Device {
        Device::Wgpu
    }

    fn describe(&self) -> String {
        "webgpu (the page's WebGPU device)".into()
    }

    fn alloc(&self, dtype: DType, len: usize) -> Result<StorageData> {
        let id = self.new_id();
        let words = words_for(dtype, len);
        post(&GpuCommand::Alloc { id, words }, None);
        Ok(StorageData::Device(Box::new(RemoteBuffer { id, words })))
    }

    fn upload(&self, data: CpuBuffer) -> Result<StorageData> {
        let words = to_words(&data);
        let id = self.new_id();
        post(
            &GpuCommand::Alloc {
                id,
                words: words.len(),
            },
            None,
        );
        self.write(id, &words);
        Ok(StorageData::Device(Box::new(RemoteBuffer {
            id,
            words: words.len(),
        })))
    }

    fn download(&self, data: &StorageData, dtype: DType, len: usize) -> Result<CpuBuffer> {
        let b = remote(data)?;
        let words = self.read(b.id, words_for(dtype, len))?;
        Ok(from_words(dtype, len, &words))
    }

    fn run(&self, call: &KernelCall) -> Result<KernelReport> {
        check_bounds(call)?;
        match plan(call) {
            Plan::Host(reason) => host_fallback(self, call, &reason, |out, words| {
                self.write(remote(&out.storage.data())?.id, words);
                Ok(())
            }),
            Plan::Gpu(d) => {
                let empty =
                    call.operands.first().is_some_and(|o| o.layout.numel() == 0) || d.info[0] == 0;
                if !empty {
                    let ids: Vec<u32> = call
                        .operands
                        .iter()
                        .map(|o| remote(&o.storage.data()).map(|b| b.id))
                        .collect::<Result<_>>()?;
                    post(&GpuCommand::dispatch(&d, ids), None);
                }
                Ok(dispatch_report("wgpu", call, &d, empty))
            }
        }
    }
}
