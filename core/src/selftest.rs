//! `stridelab selftest`: every kernel family on one device, each call checked against the CPU
//! reference kernel run on contiguous host copies of its operands.
//!
//! The cases are scripts (so every path a user's script takes is the one tested: dispatch,
//! planning, host fallback), on transposed, sliced, stepped and expanded views. The device's
//! backend is wrapped in a `Detector` with the contiguous reference for the duration, so on
//! the CPU too the strided loops (tiles, merged dims, AVX2) are compared with the plainest
//! walk, and on a GPU every dispatch is compared with the CPU.

use crate::buglab::detector::{self, Check, Detector, Reference};
use crate::device::{self, Device};
use crate::dispatch;
use crate::error::Result;
use crate::interp::session::{Outcome, RunOptions, Session};
use serde::Serialize;
use std::collections::BTreeMap;
use std::rc::Rc;

/// (name, script). The scripts run with the device under test as the default device.
pub const CASES: &[(&str, &str)] = &[
    (
        "copy and fill",
        "x = torch.randn(6, 5)\n\
         y = x.T.contiguous()\n\
         z = torch.zeros(5, 6).T\n\
         z.copy_(x)\n\
         z.fill_(2.5)\n\
         w = x[::2, 1:].clone()\n\
         e = torch.randn(1, 5).expand(4, 5).contiguous()\n\
         i = torch.arange(12).reshape(3, 4).T.contiguous()\n\
         k = (x > 0).T.contiguous()\n\
         h = x.T.to(torch.int32)\n",
    ),
    (
        "unary",
        "x = torch.randn(5, 7).T\n\
         p = x.abs() + 0.1\n\
         fs = [torch.neg, torch.abs, torch.exp, torch.sin, torch.cos, torch.tanh, torch.sigmoid, torch.relu, torch.floor, torch.ceil, torch.round, torch.trunc, torch.sign, torch.square, torch.erf, torch.expm1, torch.nn.functional.gelu, torch.nn.functional.silu, torch.nn.functional.softplus, torch.sinh, torch.cosh, torch.tan, torch.atan, torch.asinh, torch.exp2, torch.frac]\n\
         ys = [f(x) for f in fs]\n\
         zs = [torch.sqrt(p), torch.log(p), torch.log2(p), torch.rsqrt(p), torch.reciprocal(p), torch.log1p(p), torch.log10(p), torch.acosh(p + 1), torch.atanh(x.clamp(-0.9, 0.9))]\n\
         w = (x * 0.3).clamp(-0.99, 0.99)\n\
         ws = [torch.asin(w), torch.acos(w)]\n\
         c = x.clamp(-0.5, 0.5)\n\
         l = torch.nn.functional.leaky_relu(x, 0.1)\n\
         gt = torch.nn.functional.gelu(x, approximate='tanh')\n\
         sb = torch.nn.functional.softplus(x, beta=2.0, threshold=1.0)\n\
         u = torch.nn.functional.elu(x)\n\
         n = torch.logical_not(x > 0)\n\
         v = torch.randn(7, 5).T\n\
         v.exp_()\n\
         v[1:, ::2].neg_()\n",
    ),
    (
        "binary with broadcasting",
        "a = torch.randn(4, 1, 6)\n\
         b = torch.randn(5, 1).T.reshape(5, 1)\n\
         c = torch.randn(6, 4).T\n\
         r = [a + b, a - b, a * b, a / (b.abs() + 0.5), torch.maximum(a, b), torch.minimum(a, b), a > b, a <= b, a == a, c ** 2, c.abs() ** b[:4]]\n\
         o = torch.zeros(6, 4).T\n\
         o.add_(torch.randn(4, 1))\n\
         o.mul_(c)\n\
         o.sub_(c, alpha=0.5)\n\
         o[::2].div_(3.0)\n",
    ),
    (
        "ternary",
        "out = torch.randn(4, 3).T\n\
         a = torch.randn(3, 4)\n\
         b = torch.rand(3, 4) + 0.5\n\
         out.addcmul_(a, b, value=0.5)\n\
         out.addcdiv_(a, b, value=-0.25)\n\
         out.lerp_(a, 0.3)\n\
         w = torch.where(a > 0, out, b)\n\
         s = torch.randn(6, 8)[::2, 1::2]\n\
         s.addcmul_(a, b[:, :1], value=2.0)\n",
    ),
    (
        "reductions and softmax",
        "x = torch.randn(6, 5, 4).permute(2, 0, 1)\n\
         r = [x.sum(), x.sum(0), x.sum((1, 2)), x.mean(1, keepdim=True), x.amax(2), x.amin(0), x.prod(1), x.var(0), x.norm()]\n\
         s = torch.softmax(x, 1)\n\
         t = torch.log_softmax(x.T, 0)\n\
         m = x.max(1)\n\
         g = x.argmax(2)\n",
    ),
    (
        // Longer than any one GPU invocation may loop (lavapipe stopped a one-thread sum
        // at 21,838 elements): the kernels must split the work between lanes.
        "long reductions",
        "x = torch.randn(250, 400).T\n\
         r = [x.sum(), x.mean(), x.amax(), x.amin(), x.var(), x.norm(), x.logsumexp((0, 1)), x.sum(1), x.std(0)]\n\
         a = x.reshape(-1).argmax()\n\
         b = (x > 3.5).any()\n\
         s = torch.softmax(x.reshape(-1), 0)\n",
    ),
    (
        "matmul",
        "a = torch.randn(7, 5)\n\
         b = torch.randn(9, 7)\n\
         c = a.T @ b.T\n\
         d = torch.randn(3, 6, 4).transpose(1, 2) @ torch.randn(3, 6, 5)\n\
         e = torch.randn(8, 8)[::2, 1::2] @ torch.randn(4)\n\
         f = torch.randn(17, 33) @ torch.randn(33, 18)\n",
    ),
    (
        "random fills",
        "torch.manual_seed(3)\n\
         a = torch.empty(5, 6).T\n\
         a.normal_()\n\
         a.uniform_(-1, 2)\n\
         b = torch.empty(4, 4)[:, ::2]\n\
         b.bernoulli_(0.3)\n\
         r = torch.randn(3, 8)\n\
         q = torch.rand(2, 3, 4)\n",
    ),
    (
        "convolution and pooling (im2col views, matmul, col2im adds)",
        "x = torch.randn(2, 3, 9, 8).requires_grad_()\n\
         w = torch.randn(4, 3, 3, 3).requires_grad_()\n\
         y = torch.nn.functional.conv2d(x, w, torch.randn(4), stride=2, padding=1, dilation=(1, 2))\n\
         c = torch.nn.functional.conv2d(x.to(memory_format=torch.channels_last), w)\n\
         t = torch.nn.functional.conv_transpose2d(torch.randn(1, 4, 3, 3), torch.randn(4, 2, 3, 3), stride=2)\n\
         a = torch.nn.functional.avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True)\n\
         m = torch.nn.functional.max_pool2d(x, 2)\n\
         (y.sum() + a.sum()).backward()\n",
    ),
    (
        "indexing (host fallback on GPUs)",
        "x = torch.randn(5, 6).T\n\
         idx = torch.tensor([[0, 2, 1], [4, 4, 0]])\n\
         g = x[:2].gather(1, idx)\n\
         s = torch.zeros(6, 5).T\n\
         s.scatter_(1, idx, torch.ones(2, 3))\n\
         i = x.index_select(1, torch.tensor([4, 0, 2]))\n\
         c = x.cumsum(0)\n\
         t = x.topk(2, 1)\n",
    ),
    (
        "autograd and optimizers",
        "torch.manual_seed(0)\n\
         w = torch.nn.Parameter(torch.randn(6, 4).T)\n\
         b = torch.nn.Parameter(torch.zeros(4))\n\
         opt = torch.optim.Adam([w, b], lr=0.01)\n\
         x = torch.randn(8, 6)\n\
         for step in range(3):\n    opt.zero_grad()\n    loss = torch.relu(x @ w.T + b).pow(2).mean()\n    loss.backward()\n    opt.step()\n\
         v = torch.nn.Parameter(torch.randn(3, 5).T)\n\
         sgd = torch.optim.SGD([v], lr=0.1, momentum=0.9)\n\
         for step in range(2):\n    sgd.zero_grad()\n    (v * v).sum().backward()\n    sgd.step()\n\
         u = torch.nn.Parameter(torch.randn(5, 4).T)\n\
         fused = torch.optim.Adam([u], lr=0.01, amsgrad=True, weight_decay=0.1, fused=True)\n\
         for step in range(2):\n    fused.zero_grad()\n    (u.sin() * u).sum().backward()\n    fused.step()\n",
    ),
];

/// One row of the table: one kernel of the device.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct KernelRow {
    pub kernel: String,
    pub calls: usize,
    pub elements: usize,
    pub mismatched: usize,
    pub max_abs_diff: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CaseResult {
    pub case: String,
    pub checks: usize,
    pub mismatched: usize,
    /// Statements that raised (a working device raises on none of these scripts).
    pub errors: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Report {
    pub device: String,
    pub describe: String,
    pub cases: Vec<CaseResult>,
    pub kernels: Vec<KernelRow>,
}

impl Report {
    pub fn passed(&self) -> bool {
        !self.cases.is_empty()
            && self
                .cases
                .iter()
                .all(|c| c.checks > 0 && c.mismatched == 0 && c.errors.is_empty())
    }

    /// The table `stridelab selftest` prints.
    pub fn table(&self) -> String {
        let width = self
            .kernels
            .iter()
            .map(|k| k.kernel.len())
            .max()
            .unwrap_or(6)
            .max(6);
        let mut s = format!("{} ({})\n", self.device, self.describe);
        s.push_str(&format!(
            "  {:<width$}  {:>5}  {:>8}  {:>10}  result\n",
            "kernel", "calls", "elements", "max |diff|"
        ));
        for k in &self.kernels {
            s.push_str(&format!(
                "  {:<width$}  {:>5}  {:>8}  {:>10.3e}  {}\n",
                k.kernel,
                k.calls,
                k.elements,
                k.max_abs_diff,
                if k.mismatched == 0 {
                    "ok".to_string()
                } else {
                    format!("MISMATCH ({} elements)", k.mismatched)
                }
            ));
        }
        for c in &self.cases {
            for e in &c.errors {
                s.push_str(&format!("  error in {:?}: {e}\n", c.case));
            }
            if c.checks == 0 {
                s.push_str(&format!("  {:?} checked no kernel\n", c.case));
            }
        }
        let checks: usize = self.cases.iter().map(|c| c.checks).sum();
        s.push_str(&format!(
            "  {}: {} kernels, {} calls checked against the CPU on contiguous copies\n",
            if self.passed() { "PASS" } else { "FAIL" },
            self.kernels.len(),
            checks
        ));
        s
    }
}

/// Runs every case on `device`; an unavailable device is an error saying why.
pub fn run(device: Device) -> Result<Report> {
    let describe = dispatch::backend(device)?.availability()?;
    let mut report = Report {
        device: device.name().into(),
        describe,
        ..Default::default()
    };
    let mut rows: BTreeMap<String, KernelRow> = BTreeMap::new();
    for (name, body) in CASES {
        let (result, checks) = run_case(device, name, body)?;
        for c in &checks {
            let row = rows.entry(kernel_family(&c.kernel)).or_default();
            row.calls += 1;
            row.elements += c.elements;
            row.mismatched += c.mismatched;
            row.max_abs_diff = row.max_abs_diff.max(c.max_abs_diff);
        }
        report.cases.push(result);
    }
    report.kernels = rows
        .into_iter()
        .map(|(kernel, row)| KernelRow { kernel, ..row })
        .collect();
    Ok(report)
}

/// `wgpu::binary_kernel<float32>::mul` stays as it is; the CPU's loop details are dropped so
/// one row stands for one kernel.
fn kernel_family(kernel: &str) -> String {
    kernel.split(" [").next().unwrap_or(kernel).to_string()
}

fn run_case(device: Device, name: &str, body: &str) -> Result<(CaseResult, Vec<Check>)> {
    // Traced, so every kernel reports its name (the CPU names them only when asked).
    let mut session = Session::new(RunOptions {
        trace: true,
        ..Default::default()
    });
    let plain = dispatch::backend(device)?;
    dispatch::register_backend(Rc::new(Detector::with_reference(
        plain.clone(),
        Reference::Contiguous,
    )));
    device::set_default_device(device);
    detector::record_checks(true);
    let source = format!("import torch\ntorch.manual_seed(0)\n{body}");
    let outcome = session.run(&source);
    let checks = detector::take_checks();
    detector::record_checks(false);
    // Mismatches are in the checks; the bug lab's finding list is not this run's business.
    detector::take_findings();
    dispatch::register_backend(plain);
    device::set_default_device(Device::Cpu);
    let errors: Vec<String> = match outcome {
        Ok(results) => results
            .into_iter()
            .filter_map(|r| match r.outcome {
                Outcome::Error(e) => Some(format!("line {}: {}", r.span.line, e.message)),
                _ => None,
            })
            .collect(),
        Err(e) => vec![e.message],
    };
    let result = CaseResult {
        case: name.into(),
        checks: checks.len(),
        mismatched: checks.iter().map(|c| c.mismatched).sum(),
        errors,
    };
    Ok((result, checks))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::buglab::placeholder::EmulatedMps;
    use crate::buglab::Profile;

    #[test]
    fn the_cpu_passes_and_every_case_checks_its_kernels() {
        let r = run(Device::Cpu).unwrap();
        assert!(r.passed(), "{}", r.table());
        for c in &r.cases {
            assert!(c.checks > 0 && c.errors.is_empty(), "{c:?}");
        }
        let names: Vec<&str> = r.kernels.iter().map(|k| k.kernel.as_str()).collect();
        for k in [
            "cpu::copy<float32>",
            "cpu::addcmul<float32>",
            "cpu::bmm<float32>",
            "cpu::sum<float32>",
            "cpu::normal<float32>",
            "cpu::adam_step<float32>",
            "cpu::gather<float32>",
        ] {
            assert!(names.contains(&k), "{k} not checked: {names:?}");
        }
        assert!(r.table().contains("PASS: "));
    }

    #[test]
    fn a_device_that_drops_strided_writes_fails_on_the_ops_that_dropped_them() {
        let plain = dispatch::backend(Device::Cpu).unwrap();
        dispatch::register_backend(Rc::new(EmulatedMps::new(
            plain.clone(),
            Profile::parse("torch2.2-macos14").unwrap(),
        )));
        let r = run(Device::Cpu);
        dispatch::register_backend(plain);
        let r = r.unwrap();
        assert!(!r.passed());
        let failed: Vec<&str> = r
            .kernels
            .iter()
            .filter(|k| k.mismatched > 0)
            .map(|k| k.kernel.as_str())
            .collect();
        assert!(failed.iter().any(|k| k.contains("addcmul")), "{failed:?}");
        assert!(failed.iter().any(|k| k.contains("addcdiv")), "{failed:?}");
        assert!(!failed.iter().any(|k| k.contains("bmm")), "{failed:?}");
        assert!(r.table().contains("MISMATCH"), "{}", r.table());
        assert!(r.table().contains("FAIL: "));
    }

    #[test]
    fn the_contiguous_reference_sees_a_strided_loop_that_walks_the_wrong_order() {
        // A CPU "device" whose copies ignore the input's strides (reads storage in order):
        // the same-layout reference would agree with it, the contiguous one must not.
        struct FlatCopy;
        impl crate::backend::Backend for FlatCopy {
            fn device(&self) -> Device {
                Device::Cpu
            }
            fn describe(&self) -> String {
                "flat-copy cpu".into()
            }
            fn alloc(&self, d: crate::DType, n: usize) -> Result<crate::storage::StorageData> {
                crate::cpu::CpuBackend.alloc(d, n)
            }
            fn upload(&self, b: crate::storage::CpuBuffer) -> Result<crate::storage::StorageData> {
                crate::cpu::CpuBackend.upload(b)
            }
            fn download(
                &self,
                d: &crate::storage::StorageData,
                t: crate::DType,
                n: usize,
            ) -> Result<crate::storage::CpuBuffer> {
                crate::cpu::CpuBackend.download(d, t, n)
            }
            fn run(
                &self,
                call: &crate::kernels::KernelCall,
            ) -> Result<crate::kernels::KernelReport> {
                use crate::kernels::{Kernel, UnaryOp};
                if matches!(call.kernel, Kernel::Unary(UnaryOp::Copy)) && call.operands.len() == 2 {
                    let src = &call.operands[1];
                    if src.layout.numel() == src.storage.len() && !src.layout.is_contiguous() {
                        let flat = crate::kernels::Operand {
                            storage: src.storage.clone(),
                            layout: crate::layout::Layout::contiguous(src.layout.shape()),
                            dtype: src.dtype,
                        };
                        let ops = [call.operands[0].clone(), flat];
                        return crate::cpu::CpuBackend.run(&crate::kernels::KernelCall {
                            op: call.op,
                            kernel: call.kernel.clone(),
                            operands: &ops,
                            n_outputs: call.n_outputs,
                            shape: call.shape.clone(),
                        });
                    }
                }
                crate::cpu::CpuBackend.run(call)
            }
        }
        let plain = dispatch::backend(Device::Cpu).unwrap();
        dispatch::register_backend(Rc::new(FlatCopy));
        let r = run(Device::Cpu);
        dispatch::register_backend(plain);
        let r = r.unwrap();
        let copy = r
            .kernels
            .iter()
            .find(|k| k.kernel == "cpu::copy<float32>")
            .unwrap();
        assert!(copy.mismatched > 0, "{}", r.table());
    }
}
