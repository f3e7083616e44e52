//! The silent-failure detector: a device wrapper that re-checks every write against the CPU.
//!
//! Before a kernel runs, the detector copies every operand's storage to the host and runs
//! the CPU reference kernel on those copies. After the device's kernel ran, it reads the
//! output storage back and compares it, element by element, with the reference. A device
//! that "succeeded" without writing (the MPS Placeholder bug) is caught on the first op that
//! did it, with that op's name and output layout.

use crate::backend::{host_copies, Backend};
use crate::cpu::CpuBackend;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::Result;
use crate::kernels::{KernelCall, KernelReport, Operand};
use crate::layout::Layout;
use crate::storage::{CpuBuffer, StorageData};
use serde::Serialize;
use std::cell::RefCell;
use std::rc::Rc;

/// One write that did not match the CPU reference.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Finding {
    pub op: String,
    pub kernel: String,
    pub shape: Vec<usize>,
    pub strides: Vec<usize>,
    pub offset: usize,
    pub contiguous: bool,
    /// Output elements that differ from the reference, of `numel`.
    pub mismatched: usize,
    pub numel: usize,
    /// The first differing element: logical index, expected, found.
    pub first: (Vec<usize>, f64, f64),
}

impl Finding {
    pub fn message(&self) -> String {
        format!(
            "silent failure: {} on an output with shape {:?}, strides {:?}{} left {} of {} elements different from the CPU reference (first at {:?}: expected {}, found {}); kernel {}",
            self.op,
            self.shape,
            self.strides,
            if self.contiguous { "" } else { " (not contiguous)" },
            self.mismatched,
            self.numel,
            self.first.0,
            num(self.first.1),
            num(self.first.2),
            self.kernel
        )
    }
}

/// A value as a person reads it: plain for ordinary magnitudes, scientific for tiny or huge.
fn num(v: f64) -> String {
    if v == 0.0 || !v.is_finite() || (1e-3..1e6).contains(&v.abs()) {
        format!("{v}")
    } else {
        format!("{v:.6e}")
    }
}

thread_local! {
    static FINDINGS: RefCell<Vec<Finding>> = const { RefCell::new(Vec::new()) };
}

/// Every finding since the last call.
pub fn take_findings() -> Vec<Finding> {
    FINDINGS.with(|f| std::mem::take(&mut *f.borrow_mut()))
}

pub fn findings_len() -> usize {
    FINDINGS.with(|f| f.borrow().len())
}

/// One kernel call the detector compared (kept only while `record_checks(true)`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Check {
    pub op: String,
    /// The device's kernel as the trace names it.
    pub kernel: String,
    pub elements: usize,
    pub mismatched: usize,
    /// Largest |expected - found| over the outputs (NaN against NaN counts as equal).
    pub max_abs_diff: f64,
}

thread_local! {
    static CHECKS: RefCell<Option<Vec<Check>>> = const { RefCell::new(None) };
}

/// Starts (or stops) keeping a record of every comparison; the self-test reads them.
pub fn record_checks(on: bool) {
    CHECKS.with(|c| *c.borrow_mut() = on.then(Vec::new));
}

/// The comparisons since the last call (empty unless recording).
pub fn take_checks() -> Vec<Check> {
    CHECKS.with(|c| {
        c.borrow_mut()
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    })
}

/// What a device's result is compared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reference {
    /// The CPU kernel on host copies with the same layouts (the bug lab's detector).
    SameLayouts,
    /// The CPU kernel on contiguous host copies of every operand, so the strided loops of
    /// the device (the CPU's own included) are checked against the plainest walk.
    Contiguous,
}

pub struct Detector {
    inner: Rc<dyn Backend>,
    reference: Reference,
}

impl Detector {
    pub fn new(inner: Rc<dyn Backend>) -> Detector {
        Detector::with_reference(inner, Reference::SameLayouts)
    }

    pub fn with_reference(inner: Rc<dyn Backend>, reference: Reference) -> Detector {
        Detector { inner, reference }
    }

    /// Host copies of the operands as `self.reference` wants them, and for each output the
    /// storage index (in those copies) of each of its elements in logical order.
    fn reference_operands(&self, call: &KernelCall) -> Result<(Vec<Operand>, Vec<Vec<usize>>)> {
        // Its host copies index storages in their own dtype; a `view(dtype)` operand reads
        // another (and only lives on the CPU, which is the reference itself).
        if call.operands.iter().any(|o| o.dtype() != o.storage.dtype()) {
            return Err(crate::error::not_implemented(
                "the detector does not check kernels on tensors made by view(dtype)",
            ));
        }
        let (host, _) = host_copies(self.inner.as_ref(), call.operands)?;
        // A serial random fill gives each element the next draw in the order its layout is
        // walked: that order is the op's meaning, so it is only checked on the same layouts.
        let serial = matches!(call.kernel, crate::kernels::Kernel::Sample { .. });
        if self.reference == Reference::SameLayouts || serial {
            let at = call
                .outputs()
                .iter()
                .map(|o| o.layout.storage_indices().collect())
                .collect();
            return Ok((host, at));
        }
        let mut flat = Vec::with_capacity(host.len());
        for o in &host {
            let data = o.storage.cpu()?.gather(o.layout.storage_indices());
            flat.push(Operand::of_storage(
                crate::storage::Storage::scratch(data),
                Layout::contiguous(o.layout.shape()),
            ));
        }
        let at = call
            .outputs()
            .iter()
            .map(|o| (0..o.layout.numel()).collect())
            .collect();
        Ok((flat, at))
    }
}

/// Equal, or within float32-on-GPU rounding: a relative 1e-4 per element plus 1e-5 of the
/// output's largest magnitude (a GPU's `cos` near zero is off by an absolute, not a relative,
/// amount). The slack scales with the output, so a dropped write of Adam's ~1e-9 second
/// moments still counts.
fn close(expected: f64, found: f64, scale: f64) -> bool {
    if expected.is_nan() || found.is_nan() {
        return expected.is_nan() && found.is_nan();
    }
    expected == found
        || (expected - found).abs() <= 1e-4 * expected.abs().max(found.abs()) + 1e-5 * scale
}

/// The element kept its old value where the reference changed it by more than a few
/// float32 ulps: a dropped write, whatever the magnitudes around it (the `close` slack
/// scales with the output's largest element, so one big element would hide it).
fn write_dropped(was: f64, expected: f64, found: f64) -> bool {
    let kept = found == was || (found.is_nan() && was.is_nan());
    let changed = if expected.is_nan() || was.is_nan() {
        expected.is_nan() != was.is_nan()
    } else {
        (expected - was).abs() > 1e-6 * expected.abs().max(was.abs())
    };
    kept && changed
}

fn unravel(mut linear: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = linear % shape[d].max(1);
        linear /= shape[d].max(1);
    }
    idx
}

impl Backend for Detector {
    fn device(&self) -> Device {
        self.inner.device()
    }

    fn describe(&self) -> String {
        format!(
            "{} (every write checked against the CPU)",
            self.inner.describe()
        )
    }

    fn alloc(&self, dtype: DType, len: usize) -> Result<StorageData> {
        self.inner.alloc(dtype, len)
    }

    fn upload(&self, data: CpuBuffer) -> Result<StorageData> {
        self.inner.upload(data)
    }

    fn download(&self, data: &StorageData, dtype: DType, len: usize) -> Result<CpuBuffer> {
        self.inner.download(data, dtype, len)
    }

    fn availability(&self) -> Result<String> {
        self.inner.availability()
    }

    fn configure(&self, key: &str, value: &str) -> Result<()> {
        self.inner.configure(key, value)
    }

    fn run(&self, call: &KernelCall) -> Result<KernelReport> {
        if call.n_outputs == 0 {
            return self.inner.run(call);
        }
        // The reference: the same call on host copies (operands sharing a storage share
        // the copy, so in-place ops alias exactly as on the device).
        let (host, expected_at) = self.reference_operands(call)?;
        // What each output held before the kernel: a dropped write leaves it unchanged.
        let before: Vec<CpuBuffer> = host[..call.n_outputs]
            .iter()
            .map(|o| o.storage.cpu().map(|b| b.clone()))
            .collect::<Result<_>>()?;
        // The reference draws from a copy of the generator, so the device's own run takes
        // the same draws and the script's stream advances once.
        let kernel = match &call.kernel {
            crate::kernels::Kernel::Sample { dist, generator } => crate::kernels::Kernel::Sample {
                dist: *dist,
                generator: generator.fork(),
            },
            k => k.clone(),
        };
        let reference = CpuBackend.run(&KernelCall {
            op: call.op,
            kernel,
            operands: &host,
            n_outputs: call.n_outputs,
            shape: call.shape.clone(),
        });
        let mut report = self.inner.run(call)?;
        if reference.is_err() {
            // The device ran something the CPU reference cannot; nothing to compare with.
            return Ok(report);
        }
        for (k, out) in call.outputs().iter().enumerate() {
            let found = self
                .inner
                .download(&out.storage.data(), out.dtype(), out.storage.len())?;
            let expected = host[k].storage.cpu()?;
            let at = &expected_at[k];
            let scale = at
                .iter()
                .map(|&i| expected.get_f64(i).abs())
                .filter(|v| v.is_finite())
                .fold(0.0, f64::max);
            let mut mismatched = 0;
            let mut first = None;
            let mut max_abs_diff: f64 = 0.0;
            for (linear, i) in out.layout.storage_indices().enumerate() {
                let (e, f) = (expected.get_f64(at[linear]), found.get_f64(i));
                let was = before[k].get_f64(at[linear]);
                if !(e.is_nan() && f.is_nan()) {
                    max_abs_diff = max_abs_diff.max((e - f).abs());
                }
                if !close(e, f, scale) || write_dropped(was, e, f) {
                    mismatched += 1;
                    if first.is_none() {
                        first = Some((unravel(linear, out.layout.shape()), e, f));
                    }
                }
            }
            CHECKS.with(|c| {
                if let Some(v) = c.borrow_mut().as_mut() {
                    v.push(Check {
                        op: call.op.to_string(),
                        kernel: report.kernel.clone(),
                        elements: at.len(),
                        mismatched,
                        max_abs_diff,
                    });
                }
            });
            if let Some(first) = first {
                let finding = Finding {
                    op: call.op.to_string(),
                    kernel: if report.kernel.is_empty() {
                        format!("{}::{}", self.device(), call.kernel.name())
                    } else {
                        report.kernel.clone()
                    },
                    shape: out.layout.shape().to_vec(),
                    strides: out.layout.strides().to_vec(),
                    offset: out.layout.offset(),
                    contiguous: out.layout.is_contiguous(),
                    mismatched,
                    numel: out.layout.numel(),
                    first,
                };
                report.notes.push(finding.message());
                FINDINGS.with(|f| f.borrow_mut().push(finding));
            }
        }
        Ok(report)
    }
}
