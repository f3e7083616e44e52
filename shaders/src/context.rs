//! The wgpu side: adapter, device, one pipeline per kernel, buffers, dispatch and readback.
//!
//! Natively wgpu picks Vulkan (lavapipe on a machine without a GPU) or GL; in the browser it
//! is WebGPU. Reading a buffer back is asynchronous everywhere; natively we may block on
//! `poll`, in the browser only `read_async` may be used (see docs/kernels.md).

use crate::plan::{Dispatch, Slot};
use crate::sources::Family;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub struct GpuContext {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub adapter: wgpu::AdapterInfo,
    pub limits: wgpu::Limits,
    /// Each family's bind group layout and pipeline layout (cheap: made up front).
    layouts: HashMap<Family, (wgpu::BindGroupLayout, wgpu::PipelineLayout)>,
    /// Kernels are compiled the first time they are dispatched: compiling all ten took
    /// ~300 ms of a native run's ~420 ms start on lavapipe (LLVM compiles each one), and a
    /// script rarely needs them all. `compile_all` compiles every one (the self-test does).
    modules: RefCell<HashMap<Family, wgpu::ShaderModule>>,
    pipelines: RefCell<HashMap<&'static str, (Family, wgpu::ComputePipeline)>>,
    info: wgpu::Buffer,
    dummy: wgpu::Buffer,
    errors: Arc<Mutex<Vec<String>>>,
    lost: Arc<Mutex<Option<String>>>,
    /// Storage buffers made for tensors (alloc/upload). A kernel that made a hidden
    /// temporary would have to come through here too: the no-hidden-copy test counts them.
    pub storage_buffers_created: Cell<u64>,
    pub dispatches: Cell<u64>,
    /// Kept so buffers can be reused by readbacks of the same size.
    staging: RefCell<Vec<wgpu::Buffer>>,
}

/// Why no GPU device could be made, in words a user can act on.
pub fn describe_init_error(e: impl std::fmt::Display) -> String {
    format!(
        "webgpu: no adapter ({e}). Natively stridelab needs a Vulkan or GL driver (on Linux without a GPU: apt-get install mesa-vulkan-drivers libvulkan1); in a browser, WebGPU (Chromium: --enable-unsafe-webgpu where it is not on by default)"
    )
}

impl GpuContext {
    pub async fn new() -> Result<GpuContext, String> {
        // `_from_env` honours WGPU_BACKEND (vulkan, gl, ...) natively.
        let instance =
            wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle_from_env());
        let adapter = instance
            .request_adapter(&wgpu::RequestAdapterOptions {
                power_preference: wgpu::PowerPreference::HighPerformance,
                force_fallback_adapter: false,
                compatible_surface: None,
                ..Default::default()
            })
            .await
            .map_err(describe_init_error)?;
        let limits = adapter.limits();
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("stridelab"),
                required_limits: limits.clone(),
                ..Default::default()
            })
            .await
            .map_err(|e| format!("webgpu: the adapter refused a device: {e}"))?;
        let errors: Arc<Mutex<Vec<String>>> = Arc::default();
        let sink = errors.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            if let Ok(mut v) = sink.lock() {
                v.push(e.to_string());
            }
        }));
        let lost: Arc<Mutex<Option<String>>> = Arc::default();
        let lost_sink = lost.clone();
        device.set_device_lost_callback(move |reason, msg| {
            if let Ok(mut l) = lost_sink.lock() {
                *l = Some(format!("{reason:?}: {msg}"));
            }
        });
        let layouts = Family::ALL
            .into_iter()
            .map(|family| (family, family_layouts(&device, family)))
            .collect();
        let info = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("kernel info"),
            size: (crate::meta::META_WORDS * 4) as u64,
            usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let dummy = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("unused binding"),
            size: 16,
            usage: wgpu::BufferUsages::STORAGE,
            mapped_at_creation: false,
        });
        let ctx = GpuContext {
            adapter: adapter.get_info(),
            limits,
            device,
            queue,
            layouts,
            modules: RefCell::default(),
            pipelines: RefCell::default(),
            info,
            dummy,
            errors,
            lost,
            storage_buffers_created: Cell::new(0),
            dispatches: Cell::new(0),
            staging: RefCell::new(Vec::new()),
        };
        ctx.check()?;
        Ok(ctx)
    }

    /// "Vulkan, llvmpipe (LLVM ...)".
    pub fn describe(&self) -> String {
        format!("{:?}, {}", self.adapter.backend, self.adapter.name)
    }

    /// The compiled kernel `entry` and its family, compiled now if it is the first use.
    fn pipeline(&self, entry: &str) -> Result<(Family, wgpu::ComputePipeline), String> {
        if let Some(found) = self.pipelines.borrow().get(entry) {
            return Ok(found.clone());
        }
        let (family, entry) = Family::ALL
            .into_iter()
            .find_map(|f| {
                f.entry_points()
                    .iter()
                    .find(|&&e| e == entry)
                    .map(|&e| (f, e))
            })
            .ok_or_else(|| format!("webgpu: no pipeline {entry}"))?;
        let module = self
            .modules
            .borrow_mut()
            .entry(family)
            .or_insert_with(|| {
                self.device
                    .create_shader_module(wgpu::ShaderModuleDescriptor {
                        label: Some(family.name()),
                        source: wgpu::ShaderSource::Wgsl(family.source().into()),
                    })
            })
            .clone();
        let pipeline = self
            .device
            .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some(entry),
                layout: Some(&self.layouts[&family].1),
                module: &module,
                entry_point: Some(entry),
                compilation_options: Default::default(),
                cache: None,
            });
        // A kernel that fails to compile is reported here, before anything is dispatched.
        self.check()?;
        self.pipelines
            .borrow_mut()
            .insert(entry, (family, pipeline.clone()));
        Ok((family, pipeline))
    }

    /// Compiles every kernel now (each is otherwise compiled on its first dispatch), so a
    /// kernel that does not compile on this device is found at once.
    pub fn compile_all(&self) -> Result<(), String> {
        for family in Family::ALL {
            for entry in family.entry_points() {
                self.pipeline(entry)?;
            }
        }
        Ok(())
    }

    /// The kernels compiled so far, sorted.
    pub fn compiled_kernels(&self) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = self.pipelines.borrow().keys().copied().collect();
        names.sort_unstable();
        names
    }

    /// Errors wgpu reported since the last check (validation, out of memory, device lost).
    pub fn check(&self) -> Result<(), String> {
        if let Some(l) = self.lost.lock().ok().and_then(|l| l.clone()) {
            return Err(format!(
                "webgpu: the GPU device was lost ({l}); restart to get a new one"
            ));
        }
        let errs: Vec<String> = self
            .errors
            .lock()
            .map(|mut e| std::mem::take(&mut *e))
            .unwrap_or_default();
        if errs.is_empty() {
            Ok(())
        } else {
            Err(format!("webgpu: {}", errs.join("; ")))
        }
    }

    /// A zeroed storage buffer of `words` 32-bit words (wgpu zero-initialises buffers).
    pub fn create_storage(&self, words: usize) -> Result<wgpu::Buffer, String> {
        let bytes = (words.max(1) * 4) as u64;
        let max = self
            .limits
            .max_storage_buffer_binding_size
            .min(self.limits.max_buffer_size);
        if bytes > max {
            return Err(format!(
                "webgpu: a storage of {bytes} bytes exceeds this adapter's largest storage buffer ({max} bytes)"
            ));
        }
        self.storage_buffers_created
            .set(self.storage_buffers_created.get() + 1);
        Ok(self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("storage"),
            size: bytes,
            usage: wgpu::BufferUsages::STORAGE
                | wgpu::BufferUsages::COPY_SRC
                | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        }))
    }

    pub fn write(&self, buffer: &wgpu::Buffer, words: &[u32]) {
        if !words.is_empty() {
            self.queue.write_buffer(buffer, 0, &words_to_bytes(words));
        }
    }

    /// Runs one dispatch. `buffers[k]` is operand k's buffer.
    pub fn dispatch(&self, d: &Dispatch, buffers: &[&wgpu::Buffer]) -> Result<(), String> {
        let (family, pipeline) = self.pipeline(d.entry)?;
        // One info buffer, rewritten before each submit: writes are ordered with submits.
        self.queue
            .write_buffer(&self.info, 0, &words_to_bytes(&d.info));
        let mut entries = vec![wgpu::BindGroupEntry {
            binding: 0,
            resource: self.info.as_entire_binding(),
        }];
        for (i, slot) in d.slots.iter().enumerate() {
            let b = match slot {
                Slot::Operand(k) => buffers[*k],
                Slot::Dummy => &self.dummy,
            };
            entries.push(wgpu::BindGroupEntry {
                binding: i as u32 + 1,
                resource: b.as_entire_binding(),
            });
        }
        let bg = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some(d.entry),
            layout: &self.layouts[&family].0,
            entries: &entries,
        });
        let mut enc = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some(d.entry),
            });
        {
            let mut pass = enc.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: Some(d.entry),
                timestamp_writes: None,
            });
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &bg, &[]);
            pass.dispatch_workgroups(d.groups[0], d.groups[1], d.groups[2]);
        }
        self.queue.submit([enc.finish()]);
        self.dispatches.set(self.dispatches.get() + 1);
        self.check()
    }

    fn staging_for(&self, bytes: u64) -> wgpu::Buffer {
        let mut pool = self.staging.borrow_mut();
        if let Some(i) = pool.iter().position(|b| b.size() == bytes) {
            return pool.swap_remove(i);
        }
        self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback"),
            size: bytes,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        })
    }

    /// Copies a storage buffer into a mappable one and asks for the mapping.
    fn start_read(
        &self,
        buffer: &wgpu::Buffer,
        words: usize,
    ) -> (
        wgpu::Buffer,
        futures_channel::oneshot::Receiver<Result<(), String>>,
    ) {
        let bytes = (words.max(1) * 4) as u64;
        let staging = self.staging_for(bytes);
        let mut enc = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("readback"),
            });
        enc.copy_buffer_to_buffer(buffer, 0, &staging, 0, bytes);
        self.queue.submit([enc.finish()]);
        let (tx, rx) = futures_channel::oneshot::channel();
        staging.slice(..).map_async(wgpu::MapMode::Read, move |r| {
            let _ = tx.send(r.map_err(|e| e.to_string()));
        });
        (staging, rx)
    }

    fn finish_read(&self, staging: wgpu::Buffer, words: usize) -> Result<Vec<u32>, String> {
        let out = {
            let view = staging
                .slice(..)
                .get_mapped_range()
                .map_err(|e| format!("webgpu: readback: {e}"))?;
            bytes_to_words(&view[..words * 4])
        };
        staging.unmap();
        self.staging.borrow_mut().push(staging);
        Ok(out)
    }

    /// Reads `words` words of a buffer, blocking until the GPU is done (native only).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read_blocking(&self, buffer: &wgpu::Buffer, words: usize) -> Result<Vec<u32>, String> {
        if words == 0 {
            return Ok(vec![]);
        }
        let (staging, mut rx) = self.start_read(buffer, words);
        self.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| format!("webgpu: waiting for the GPU: {e}"))?;
        match rx.try_recv() {
            Ok(Some(Ok(()))) => {}
            Ok(Some(Err(e))) => return Err(format!("webgpu: readback failed: {e}")),
            _ => return Err("webgpu: readback did not complete".into()),
        }
        self.check()?;
        self.finish_read(staging, words)
    }

    /// Reads `words` words of a buffer without blocking (the only way in a browser).
    pub async fn read_async(
        &self,
        buffer: &wgpu::Buffer,
        words: usize,
    ) -> Result<Vec<u32>, String> {
        if words == 0 {
            return Ok(vec![]);
        }
        let (staging, rx) = self.start_read(buffer, words);
        #[cfg(not(target_arch = "wasm32"))]
        let _ = self.device.poll(wgpu::PollType::wait_indefinitely());
        match rx.await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return Err(format!("webgpu: readback failed: {e}")),
            Err(_) => return Err("webgpu: readback was cancelled".into()),
        }
        self.check()?;
        self.finish_read(staging, words)
    }
}

/// A family's bind group layout (group 0: the info buffer and its operands) and the
/// pipeline layout made of it.
fn family_layouts(
    device: &wgpu::Device,
    family: Family,
) -> (wgpu::BindGroupLayout, wgpu::PipelineLayout) {
    let entries: Vec<wgpu::BindGroupLayoutEntry> = family
        .bindings()
        .iter()
        .map(|&(binding, writable)| wgpu::BindGroupLayoutEntry {
            binding,
            visibility: wgpu::ShaderStages::COMPUTE,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Storage {
                    read_only: !writable,
                },
                has_dynamic_offset: false,
                min_binding_size: None,
            },
            count: None,
        })
        .collect();
    let bgl = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some(family.name()),
        entries: &entries,
    });
    let pl = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some(family.name()),
        bind_group_layouts: &[Some(&bgl)],
        immediate_size: 0,
    });
    (bgl, pl)
}

fn words_to_bytes(w: &[u32]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_to_words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}
