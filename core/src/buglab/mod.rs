//! The bug lab: the PyTorch MPS bug where `addcmul_`/`addcdiv_` (and the random in-place ops)
//! silently dropped writes to non-contiguous outputs, reproduced on any real device, and the
//! tools that find it.
//!
//! - `profile`: the per-op table of how each PyTorch/macOS pair handled strided outputs.
//! - `placeholder`: a device wrapper with that behaviour (`EmulatedMps`).
//! - `detector`: a device wrapper that re-checks every write against the CPU.
//! - `asserts`: PyTorch's autograd debug asserts on storage and identity, per method call.
//!
//! The experiments that run scripts under these settings (`op_check`, `sae`) are in
//! `experiments`, above the interpreter.
//!
//! A device's stack is rebuilt from its plain backend on every `configure`, so settings never
//! pile up, and `reset` (called by every new session) removes them.

pub mod asserts;
pub mod detector;
pub mod placeholder;
pub mod profile;

use crate::backend::Backend;
use crate::device::Device;
use crate::dispatch::{backend, register_backend};
use crate::error::Result;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::mem::ManuallyDrop;
use std::rc::Rc;

pub use detector::{take_findings, Finding};
pub use profile::{handling, OutputHandling, Profile};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub profile: Option<Profile>,
    pub detect: bool,
}

type ProgressFn = Rc<dyn Fn(usize, usize)>;

thread_local! {
    // The plain backend of every device the lab has wrapped (never dropped at thread exit,
    // for the reason given in dispatch.rs).
    static PLAIN: ManuallyDrop<RefCell<BTreeMap<Device, Rc<dyn Backend>>>> =
        ManuallyDrop::new(RefCell::new(BTreeMap::new()));
    static SETTINGS: RefCell<BTreeMap<Device, Settings>> = const { RefCell::new(BTreeMap::new()) };
    static ASSERTS: Cell<bool> = const { Cell::new(false) };
    static PROGRESS: RefCell<Option<ProgressFn>> = const { RefCell::new(None) };
}

/// Runs `body` with `f` receiving `stridelab.progress(done, total)` calls (the CLI's
/// progress bar while the demo trains).
pub fn with_progress<R>(f: impl Fn(usize, usize) + 'static, body: impl FnOnce() -> R) -> R {
    PROGRESS.with(|p| *p.borrow_mut() = Some(Rc::new(f)));
    let r = body();
    PROGRESS.with(|p| *p.borrow_mut() = None);
    r
}

/// What a script's `stridelab.progress(done, total)` does: tell the host, if it listens.
pub fn report_progress(done: usize, total: usize) {
    if let Some(f) = PROGRESS.with(|p| p.borrow().clone()) {
        f(done, total);
    }
}

/// Installs `settings` on `device`: plain backend → emulated MPS (if a profile) → detector.
pub fn configure(device: Device, settings: Settings) -> Result<()> {
    let plain = match PLAIN.with(|p| p.borrow().get(&device).cloned()) {
        Some(b) => b,
        None => {
            let b = backend(device)?;
            PLAIN.with(|p| p.borrow_mut().insert(device, b.clone()));
            b
        }
    };
    let mut b = plain;
    if let Some(p) = settings.profile {
        b = Rc::new(placeholder::EmulatedMps::new(b, p));
    }
    if settings.detect {
        b = Rc::new(detector::Detector::new(b));
    }
    register_backend(b);
    SETTINGS.with(|s| s.borrow_mut().insert(device, settings));
    ASSERTS.with(|a| a.set(SETTINGS.with(|s| s.borrow().values().any(|v| v.detect))));
    Ok(())
}

pub fn settings(device: Device) -> Settings {
    SETTINGS.with(|s| s.borrow().get(&device).copied().unwrap_or_default())
}

/// Whether the debug asserts run (they come with the detector).
pub fn asserts_enabled() -> bool {
    ASSERTS.with(|a| a.get())
}

/// Puts every wrapped device back to its plain backend and forgets findings.
pub fn reset() {
    let plain: Vec<Rc<dyn Backend>> =
        PLAIN.with(|p| std::mem::take(&mut *p.borrow_mut()).into_values().collect());
    for b in plain {
        register_backend(b);
    }
    SETTINGS.with(|s| s.borrow_mut().clear());
    ASSERTS.with(|a| a.set(false));
    detector::take_findings();
    asserts::take_failures();
    READ_BY_SCRIPT.with(|r| r.set(0));
}

thread_local! {
    static READ_BY_SCRIPT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Findings and failed asserts the script itself took with `stridelab.findings()`: a host
/// that reports on the run (the CLI's exit status) must still count them.
pub fn note_read_by_script(n: usize) {
    READ_BY_SCRIPT.with(|r| r.set(r.get() + n));
}

pub fn read_by_script() -> usize {
    READ_BY_SCRIPT.with(|r| r.get())
}
