//! The page's side of the worker: send a script, get a result, and stop a script that
//! runs too long by terminating the worker (then start a fresh one).

use crate::model::RunResult;
use crate::worker::{Request, Response};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// Where trunk puts the worker's loader (filehash is off in Trunk.toml).
pub const WORKER_URL: &str = "./stridelab-worker_loader.js";

/// Why a worker died without panicking, from the error the browser reports: its stack ran
/// out (the interpreter's recursion bound, `recursion::worker_frame_budget`, was too loose
/// for this browser: a bug in stridelab, not in the script), or, as for every other
/// uncaught trap, its memory did.
pub fn died_without_panic(message: String) -> RunOutcome {
    // V8 and JavaScriptCore say "Maximum call stack size exceeded", SpiderMonkey "too much
    // recursion".
    let m = message.to_lowercase();
    if m.contains("call stack size exceeded") || m.contains("too much recursion") {
        RunOutcome::Crashed(format!(
            "the browser's stack ran out before the interpreter's recursion bound: {message}"
        ))
    } else {
        RunOutcome::OutOfMemory(message)
    }
}

pub enum RunOutcome {
    Done(RunResult),
    /// The bug lab's experiment finished.
    Lab(Box<crate::lab::LabResult>),
    /// A lesson's exercise was checked.
    Verdict(crate::lessons::VerdictView),
    /// Killed after this many seconds.
    TimedOut(f64),
    /// The worker panicked (a bug in stridelab), with the panic's message.
    Crashed(String),
    /// The worker died without a panic: it ran out of memory.
    OutOfMemory(String),
    /// The person pressed Stop.
    Stopped,
}

type Callback = Rc<dyn Fn(RunOutcome)>;

struct Inner {
    worker: RefCell<Option<Worker>>,
    next_id: Cell<u32>,
    pending: Cell<Option<u32>>,
    timer: Cell<Option<i32>>,
    /// The worker answers "ready" once its wasm is up; a message sent before that would
    /// be lost, so it waits here.
    ready: Cell<bool>,
    queued: RefCell<Option<String>>,
    /// The panic message the worker posted before dying, if it panicked.
    panic: RefCell<Option<String>>,
    on_done: Callback,
    timeout_ms: f64,
    /// The page's GPU, serving this worker's `device="webgpu"`.
    gpu: Rc<crate::gpu_host::GpuHost>,
    /// Counts the workers started: a terminated worker's events that were already queued
    /// (an out-of-memory error from a worker killed at the deadline mid-allocation) carry an
    /// old generation and are ignored, instead of killing the fresh worker and failing the
    /// next run as "out of memory".
    generation: Cell<u64>,
}

#[derive(Clone)]
pub struct Runner(Rc<Inner>);

impl Runner {
    pub fn new(timeout_ms: f64, on_done: impl Fn(RunOutcome) + 'static) -> Runner {
        let r = Runner(Rc::new(Inner {
            worker: RefCell::new(None),
            next_id: Cell::new(1),
            pending: Cell::new(None),
            timer: Cell::new(None),
            ready: Cell::new(false),
            queued: RefCell::new(None),
            panic: RefCell::new(None),
            on_done: Rc::new(on_done),
            timeout_ms,
            gpu: crate::gpu_host::GpuHost::new(),
            generation: Cell::new(0),
        }));
        r.spawn();
        r
    }

    fn spawn(&self) {
        let w = match Worker::new(WORKER_URL) {
            Ok(w) => w,
            Err(e) => {
                (self.0.on_done)(RunOutcome::Crashed(format!(
                    "cannot start the worker: {e:?}"
                )));
                return;
            }
        };
        let generation = self.0.generation.get() + 1;
        self.0.generation.set(generation);
        let me = self.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |m: MessageEvent| {
            if me.0.generation.get() != generation {
                return;
            }
            // ["gpu", command, sab?]: the worker's GPU work, run on the page's device.
            if let Some(arr) = m.data().dyn_ref::<js_sys::Array>() {
                if arr.get(0).as_string().as_deref() == Some("gpu") {
                    me.0.gpu.handle(arr);
                }
                return;
            }
            let Some(text) = m.data().as_string() else {
                return;
            };
            if let Some(p) = text.strip_prefix(crate::worker::PANIC_PREFIX) {
                *me.0.panic.borrow_mut() = Some(p.to_string());
                return;
            }
            if text == "ready" {
                me.0.ready.set(true);
                if let Some(q) = me.0.queued.borrow_mut().take() {
                    if let Some(w) = me.0.worker.borrow().as_ref() {
                        let _ = w.post_message(&JsValue::from_str(&q));
                    }
                }
                return;
            }
            match serde_json::from_str::<Response>(&text) {
                Ok(resp) if Some(resp.id) == me.0.pending.get() => {
                    me.finish();
                    (me.0.on_done)(match (resp.lab, resp.verdict) {
                        (Some(l), _) => RunOutcome::Lab(Box::new(l)),
                        (None, Some(v)) => RunOutcome::Verdict(v),
                        (None, None) => RunOutcome::Done(resp.result),
                    });
                }
                Ok(_) => {}
                Err(e) => (me.0.on_done)(RunOutcome::Crashed(format!("unreadable result: {e}"))),
            }
        });
        w.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        onmessage.forget();
        let me = self.clone();
        let onerror = Closure::<dyn Fn(web_sys::ErrorEvent)>::new(move |e: web_sys::ErrorEvent| {
            e.prevent_default();
            if me.0.generation.get() != generation {
                return;
            }
            let busy = me.0.pending.get().is_some();
            let panic = me.0.panic.borrow_mut().take();
            me.finish();
            me.restart();
            if busy {
                (me.0.on_done)(match panic {
                    Some(p) => RunOutcome::Crashed(p),
                    None => died_without_panic(e.message()),
                });
            }
        });
        w.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        onerror.forget();
        self.0.ready.set(false);
        *self.0.worker.borrow_mut() = Some(w);
    }

    fn restart(&self) {
        if let Some(w) = self.0.worker.borrow_mut().take() {
            w.terminate();
        }
        self.0.gpu.reset();
        self.spawn();
    }

    fn finish(&self) {
        self.0.pending.set(None);
        if let Some(t) = self.0.timer.take() {
            web_sys::window().unwrap().clear_timeout_with_handle(t);
        }
    }

    /// Stops the running script (terminating the worker and starting a fresh one); does
    /// nothing when no script runs.
    pub fn stop(&self) {
        if self.0.pending.get().is_some() {
            self.finish();
            self.restart();
            (self.0.on_done)(RunOutcome::Stopped);
        }
    }

    /// Runs a script; a newer run replaces a pending one.
    pub fn run(&self, source: &str, max_steps: u64, device: &str) {
        self.send(source, max_steps, device, None, None);
    }

    /// Runs the bug lab's experiment; a newer request replaces a pending one.
    pub fn run_lab(&self, req: crate::lab::LabRequest) {
        self.send("", 0, "cpu", Some(req), None);
    }

    /// Checks a lesson's exercise answer; a newer request replaces a pending one.
    pub fn check(&self, req: crate::lessons::CheckRequest) {
        self.send("", 0, "cpu", None, Some(req));
    }

    fn send(
        &self,
        source: &str,
        max_steps: u64,
        device: &str,
        lab: Option<crate::lab::LabRequest>,
        check: Option<crate::lessons::CheckRequest>,
    ) {
        if self.0.pending.get().is_some() {
            // The old script is still running: stop it rather than queue behind it.
            self.finish();
            self.restart();
        }
        let id = self.0.next_id.get();
        self.0.next_id.set(id + 1);
        self.0.pending.set(Some(id));
        let req = Request {
            id,
            source: source.to_string(),
            max_steps,
            lab,
            device: device.to_string(),
            bench: None,
            check,
        };
        let json = serde_json::to_string(&req).unwrap_or_default();
        if self.0.ready.get() {
            if let Some(w) = self.0.worker.borrow().as_ref() {
                let _ = w.post_message(&JsValue::from_str(&json));
            }
        } else {
            *self.0.queued.borrow_mut() = Some(json);
        }
        let me = self.clone();
        let limit = self.0.timeout_ms;
        let cb = Closure::once_into_js(move || {
            if me.0.pending.get() == Some(id) {
                me.finish();
                me.restart();
                (me.0.on_done)(RunOutcome::TimedOut(limit / 1000.0));
            }
        });
        let t = web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), limit as i32)
            .ok();
        self.0.timer.set(t);
    }
}
