//! The worker side: receives a script, runs it with the core interpreter, answers with a
//! `RunResult`. Running here keeps the page responsive, and a runaway script can be
//! stopped by terminating the worker.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

#[derive(Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub source: String,
    pub max_steps: u64,
    /// Set for the bug lab's lesson: run the experiment instead of `source`.
    #[serde(default)]
    pub lab: Option<crate::lab::LabRequest>,
    /// The default device for the script: "cpu" (or empty) or "webgpu".
    #[serde(default)]
    pub device: String,
    /// Set by the wasm32 benchmark (`tests/e2e/bench_wasm.mjs`): time the CPU kernels here.
    #[serde(default)]
    pub bench: Option<BenchRequest>,
    /// Set by the lessons page: check an exercise's answer instead of running `source`.
    #[serde(default)]
    pub check: Option<crate::lessons::CheckRequest>,
}

#[derive(Serialize, Deserialize)]
pub struct BenchRequest {
    /// 256² instead of 4096² (checks that every case runs).
    pub quick: bool,
    /// Only these cases (all when empty).
    #[serde(default)]
    pub cases: Vec<String>,
}

#[derive(Serialize, Deserialize)]
pub struct Response {
    pub id: u32,
    pub result: crate::model::RunResult,
    #[serde(default)]
    pub lab: Option<crate::lab::LabResult>,
    /// `{"case": seconds}` for a bench request, or why it failed.
    #[serde(default)]
    pub bench: Option<Result<std::collections::BTreeMap<String, f64>, String>>,
    #[serde(default)]
    pub verdict: Option<crate::lessons::VerdictView>,
}

/// The message a panicking worker posts before it dies.
pub const PANIC_PREFIX: &str = "panic:";

/// A script holding this line makes the worker panic (used by the end-to-end test).
pub const TEST_PANIC: &str = "#!stridelab-test-panic";

/// A script starting `#!stridelab-test-frame-margin=P` runs with the frame budget raised to
/// P% of this worker's (used by the end-to-end test: every recursion shape must still stop
/// with a RecursionError at 125%, so the budget keeps a margin below the engine's stack).
pub const TEST_FRAME_MARGIN: &str = "#!stridelab-test-frame-margin=";

/// The percentage a script's first line asks for (`TEST_FRAME_MARGIN`).
fn test_frame_margin(source: &str) -> Option<usize> {
    let rest = source.strip_prefix(TEST_FRAME_MARGIN)?;
    rest.lines().next()?.trim().parse().ok()
}

/// How deep a one-argument JS function recurses before the engine stops it: a measure of
/// this worker's stack; `None` where the host's policy forbids compiling the probe (a
/// Content-Security-Policy without 'unsafe-eval' sent with the worker script).
fn engine_stack_depth() -> Option<usize> {
    let source = "function d(n) { try { return d(n + 1); } catch (e) { return n; } } return d(0);";
    // `Function::new_no_args` throws (as a Rust panic through wasm-bindgen) when eval is
    // forbidden; `Reflect.construct` reports it as an `Err` instead.
    let Ok(ctor) = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("Function")) else {
        return None;
    };
    let Ok(ctor) = ctor.dyn_into::<js_sys::Function>() else {
        return None;
    };
    let Ok(probe) = js_sys::Reflect::construct(&ctor, &js_sys::Array::of1(&source.into())) else {
        return None;
    };
    let Ok(probe) = probe.dyn_into::<js_sys::Function>() else {
        return None;
    };
    probe
        .call0(&JsValue::UNDEFINED)
        .ok()
        .and_then(|v| v.as_f64())
        .map(|n| n.max(0.0) as usize)
}

/// Entry point of the worker binary.
pub fn start() {
    // A panic is reported to the page before the worker dies, so the page can tell a bug
    // (a panic) from running out of memory (an abort with no panic) when the worker fails.
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let _ = scope.post_message(&JsValue::from_str(&format!("{PANIC_PREFIX}{info}")));
    }));
    // The wasm stack is 8 MB (.cargo/config.toml); Python calls may use 6 of it.
    stridelab_core::interp::recursion::set_stack_budget(6 << 20);
    // The engine's own stack (which holds every wasm frame) is smaller than that and not
    // readable from wasm: the interpreter counts its frames against a budget measured under
    // V8, scaled down when this browser's worker stack is smaller than Chromium's.
    let frame_budget = stridelab_core::interp::recursion::worker_frame_budget(engine_stack_depth());
    stridelab_core::interp::recursion::set_frame_budget(frame_budget);
    // Limit messages name no command-line flag: the page has none to offer.
    stridelab_core::limits::set_raise_hints(false);
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let performance = scope.performance();
    // Seconds from the worker's high-resolution clock (`performance.now()`, in ms).
    let scope_now = move || {
        performance
            .as_ref()
            .map(|p| p.now() / 1e3)
            .unwrap_or_else(|| js_sys::Date::now() / 1e3)
    };
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |msg: MessageEvent| {
        let Some(text) = msg.data().as_string() else {
            return;
        };
        let Ok(req) = serde_json::from_str::<Request>(&text) else {
            return;
        };
        // A deliberate crash, so the end-to-end test can check that the page survives one.
        if req.source.contains(TEST_PANIC) {
            panic!("test panic requested by the script");
        }
        let margin = test_frame_margin(&req.source);
        if let Some(percent) = margin {
            stridelab_core::interp::recursion::set_frame_budget(
                frame_budget.saturating_mul(percent) / 100,
            );
        }
        let t0 = js_sys::Date::now();
        let resp = if let Some(b) = &req.bench {
            Response {
                id: req.id,
                result: Default::default(),
                lab: None,
                bench: Some(run_bench(&scope_now, b)),
                verdict: None,
            }
        } else if let Some(c) = &req.check {
            Response {
                id: req.id,
                result: Default::default(),
                lab: None,
                bench: None,
                verdict: Some(crate::lessons::check(c)),
            }
        } else if let Some(lab) = &req.lab {
            let mut l = crate::lab::run(lab);
            l.elapsed_ms = js_sys::Date::now() - t0;
            Response {
                id: req.id,
                result: Default::default(),
                lab: Some(l),
                bench: None,
                verdict: None,
            }
        } else {
            let mut result = match device_for(&req.device) {
                Ok(d) => crate::snapshot::run(&req.source, req.max_steps, d),
                Err(e) => crate::snapshot::failed(&e.message),
            };
            result.elapsed_ms = js_sys::Date::now() - t0;
            Response {
                id: req.id,
                result,
                lab: None,
                bench: None,
                verdict: None,
            }
        };
        if margin.is_some() {
            stridelab_core::interp::recursion::set_frame_budget(frame_budget);
        }
        if let Ok(json) = serde_json::to_string(&resp) {
            let _ = reply.post_message(&JsValue::from_str(&json));
        }
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// The device a request names, with the page's GPU registered on first use.
fn device_for(name: &str) -> stridelab_core::Result<stridelab_core::Device> {
    use stridelab_core::Device;
    match name {
        "" | "cpu" => Ok(Device::Cpu),
        "webgpu" => {
            crate::remote_gpu::usable()?;
            if stridelab_core::dispatch::backend(Device::Wgpu).is_err() {
                stridelab_core::dispatch::register_backend(std::rc::Rc::new(
                    crate::remote_gpu::RemoteBackend::default(),
                ));
            }
            Ok(Device::Wgpu)
        }
        other => Err(stridelab_core::error::runtime(format!(
            "unknown device {other}"
        ))),
    }
}

/// The same cases as `stridelab bench`, on this worker's wasm32 CPU kernels.
fn run_bench(
    now: &dyn Fn() -> f64,
    b: &BenchRequest,
) -> Result<std::collections::BTreeMap<String, f64>, String> {
    let timings = stridelab_core::bench::run(&b.cases, b.quick, now)?;
    Ok(timings
        .into_iter()
        .map(|t| (t.case.to_string(), t.seconds))
        .collect())
}
