//! The page's side of the browser GPU: it owns the WebGPU device and runs the commands the
//! interpreter worker sends (`stridelab_shaders::remote`). Reads complete asynchronously and
//! are handed back through the command's SharedArrayBuffer, which the worker waits on.

use js_sys::{Array, Atomics, Int32Array, SharedArrayBuffer, Uint32Array};
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use stridelab_shaders::remote::{dispatch_from, GpuCommand, READ_DONE, READ_FAILED, READ_HEADER};
use stridelab_shaders::GpuContext;
use wasm_bindgen::{JsCast, JsValue};

type Pending = (GpuCommand, Option<SharedArrayBuffer>);

#[derive(Default)]
pub struct GpuHost {
    ctx: RefCell<Option<Result<Rc<GpuContext>, String>>>,
    starting: Cell<bool>,
    queue: RefCell<VecDeque<Pending>>,
    buffers: RefCell<HashMap<u32, wgpu::Buffer>>,
    /// The first error since the last read; the next read reports it.
    error: RefCell<Option<String>>,
    /// Bumped when the worker restarts, so late reads of a dead worker are ignored.
    generation: Cell<u32>,
}

/// Whether this page can give the worker a GPU: WebGPU present and the page cross-origin
/// isolated (needed for SharedArrayBuffer). `Err` says what is missing.
pub fn availability() -> Result<(), String> {
    let w = web_sys::window().ok_or("no window")?;
    let gpu = js_sys::Reflect::get(&w.navigator(), &"gpu".into()).unwrap_or(JsValue::UNDEFINED);
    if gpu.is_undefined() {
        return Err("this browser has no WebGPU (navigator.gpu)".into());
    }
    let isolated = js_sys::Reflect::get(&w, &"crossOriginIsolated".into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false);
    if !isolated {
        return Err("the page is not cross-origin isolated (COOP/COEP headers), so the worker cannot wait for GPU reads".into());
    }
    Ok(())
}

fn finish_read(sab: &SharedArrayBuffer, result: Result<Vec<u32>, String>) {
    let words = Uint32Array::new(sab);
    let state = match result {
        Ok(data) => {
            let n = data.len().min(words.length() as usize - READ_HEADER);
            words.set_index(1, n as u32);
            words.set(&Uint32Array::from(&data[..n]), READ_HEADER as u32);
            READ_DONE
        }
        Err(msg) => {
            let bytes = msg.as_bytes();
            let room = (words.length() as usize - READ_HEADER) * 4;
            let bytes = &bytes[..bytes.len().min(room)];
            words.set_index(1, bytes.len() as u32);
            let packed: Vec<u32> = bytes
                .chunks(4)
                .map(|c| {
                    let mut b = [0u8; 4];
                    b[..c.len()].copy_from_slice(c);
                    u32::from_le_bytes(b)
                })
                .collect();
            words.set(&Uint32Array::from(&packed[..]), READ_HEADER as u32);
            READ_FAILED
        }
    };
    let flag = Int32Array::new(sab);
    let _ = Atomics::store(&flag, 0, state);
    let _ = Atomics::notify(&flag, 0);
}

impl GpuHost {
    pub fn new() -> Rc<GpuHost> {
        Rc::new(GpuHost::default())
    }

    /// Forgets every buffer: the worker that owned them is gone.
    pub fn reset(&self) {
        self.buffers.borrow_mut().clear();
        self.queue.borrow_mut().clear();
        *self.error.borrow_mut() = None;
        self.generation.set(self.generation.get() + 1);
    }

    /// A worker message `["gpu", json, sab?]`.
    pub fn handle(self: &Rc<Self>, msg: &Array) {
        let Some(json) = msg.get(1).as_string() else {
            return;
        };
        let sab = msg.get(2).dyn_into::<SharedArrayBuffer>().ok();
        let cmd = match serde_json::from_str::<GpuCommand>(&json) {
            Ok(c) => c,
            Err(e) => {
                if let Some(s) = &sab {
                    finish_read(s, Err(format!("webgpu: unreadable GPU command: {e}")));
                }
                return;
            }
        };
        let ctx = self.ctx.borrow().clone();
        match ctx {
            Some(Ok(ctx)) => self.exec(&ctx, cmd, sab),
            Some(Err(e)) => {
                if let Some(s) = &sab {
                    finish_read(s, Err(e));
                }
            }
            None => {
                self.queue.borrow_mut().push_back((cmd, sab));
                self.start();
            }
        }
    }

    fn start(self: &Rc<Self>) {
        if self.starting.replace(true) {
            return;
        }
        let me = self.clone();
        leptos::task::spawn_local(async move {
            let made = GpuContext::new().await.map(Rc::new);
            *me.ctx.borrow_mut() = Some(made.clone());
            let queued: Vec<Pending> = me.queue.borrow_mut().drain(..).collect();
            for (cmd, sab) in queued {
                match &made {
                    Ok(ctx) => me.exec(ctx, cmd, sab),
                    Err(e) => {
                        if let Some(s) = &sab {
                            finish_read(s, Err(e.clone()));
                        }
                    }
                }
            }
        });
    }

    fn note(&self, e: String) {
        self.error.borrow_mut().get_or_insert(e);
    }

    fn exec(
        self: &Rc<Self>,
        ctx: &Rc<GpuContext>,
        cmd: GpuCommand,
        sab: Option<SharedArrayBuffer>,
    ) {
        match cmd {
            GpuCommand::Alloc { id, words } => match ctx.create_storage(words) {
                Ok(b) => {
                    self.buffers.borrow_mut().insert(id, b);
                }
                Err(e) => self.note(e),
            },
            GpuCommand::Write { id, words } => match self.buffers.borrow().get(&id) {
                Some(b) => ctx.write(b, &words),
                None => self.note(format!("webgpu: write to unknown buffer {id}")),
            },
            GpuCommand::Free { id } => {
                self.buffers.borrow_mut().remove(&id);
            }
            GpuCommand::Dispatch {
                family,
                entry,
                info,
                slots,
                groups,
                operands,
            } => {
                let d = match dispatch_from(&family, &entry, &info, &slots, groups) {
                    Ok(d) => d,
                    Err(e) => return self.note(e),
                };
                let bufs = self.buffers.borrow();
                let found: Option<Vec<&wgpu::Buffer>> =
                    operands.iter().map(|id| bufs.get(id)).collect();
                match found {
                    Some(b) => {
                        if let Err(e) = ctx.dispatch(&d, &b) {
                            self.note(e);
                        }
                    }
                    None => self.note("webgpu: dispatch over an unknown buffer".into()),
                }
            }
            GpuCommand::Read { id, words } => {
                let Some(sab) = sab else { return };
                if let Some(e) = self.error.borrow_mut().take() {
                    return finish_read(&sab, Err(e));
                }
                let Some(buf) = self.buffers.borrow().get(&id).cloned() else {
                    return finish_read(&sab, Err(format!("webgpu: read of unknown buffer {id}")));
                };
                let (me, ctx, generation) = (self.clone(), ctx.clone(), self.generation.get());
                leptos::task::spawn_local(async move {
                    let r = ctx.read_async(&buf, words).await;
                    if me.generation.get() == generation {
                        finish_read(&sab, r);
                    }
                });
            }
        }
    }
}
