//! A device wrapper that behaves like PyTorch's MPS backend under one profile.
//!
//! MPS kernels of that era could not address strided memory. `Placeholder` hid this by
//! giving a kernel a contiguous copy of any non-contiguous tensor. For inputs that is
//! harmless; for an output it is only correct if someone copies the result back. Kernels
//! with the gather-scatter workaround did; `addcmul_`/`addcdiv_` (before 2.4) and the random
//! in-place ops did not, so their results vanished with the temporary.
//!
//! The wrapper reproduces exactly that on any real device: for a non-contiguous output it
//! makes the temporary on the same device, runs the device's real kernel into it, and
//! either copies back or drops it, as the profile's table says. The trace shows the
//! temporary, so the learner can find the missing copy-back the way the author did.

use super::profile::{handling, OutputHandling, Profile};
use crate::backend::Backend;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::Result;
use crate::kernels::{Kernel, KernelCall, KernelReport, Operand, UnaryOp};
use crate::layout::Layout;
use crate::storage::{CpuBuffer, Storage, StorageData};
use std::rc::Rc;

pub struct EmulatedMps {
    inner: Rc<dyn Backend>,
    profile: Profile,
}

impl EmulatedMps {
    pub fn new(inner: Rc<dyn Backend>, profile: Profile) -> EmulatedMps {
        EmulatedMps { inner, profile }
    }

    pub fn profile(&self) -> Profile {
        self.profile
    }

    fn copy(&self, op: &str, dst: &Operand, src: &Operand) -> Result<KernelReport> {
        let shape = dst.layout.shape().to_vec();
        self.inner.run(&KernelCall {
            op,
            kernel: Kernel::Unary(UnaryOp::Copy),
            operands: &[dst.clone(), src.clone()],
            n_outputs: 1,
            shape,
        })
    }

    /// Placeholder around the output: a contiguous temporary holding the output's values,
    /// the kernel run into it, then the copy back only when the profile has it.
    fn through_temporary(&self, call: &KernelCall, copy_back: bool) -> Result<KernelReport> {
        let out = &call.operands[0];
        let dtype = out.dtype();
        let n = out.layout.numel();
        let temp = Operand::of_storage(
            Storage::scratch_on(self.device(), dtype, n, self.inner.alloc(dtype, n)?),
            Layout::contiguous(out.layout.shape()),
        );
        self.copy(call.op, &temp, out)?;
        // An input that is the output itself (self in `addcmul_`) reads the same values
        // through its own Placeholder copy; the temporary already holds them.
        let operands: Vec<Operand> = call
            .operands
            .iter()
            .enumerate()
            .map(|(k, o)| {
                if k == 0 || (o.storage.same(&out.storage) && o.layout == out.layout) {
                    temp.clone()
                } else {
                    o.clone()
                }
            })
            .collect();
        let mut report = self.inner.run(&KernelCall {
            op: call.op,
            kernel: call.kernel.clone(),
            operands: &operands,
            n_outputs: call.n_outputs,
            shape: call.shape.clone(),
        })?;
        let what = format!(
            "contiguous temporary of {n} elements for the output (shape {:?}, strides {:?})",
            out.layout.shape(),
            out.layout.strides()
        );
        if copy_back {
            self.copy(call.op, out, &temp)?;
            report.temporaries.push(format!("{what}, copied back"));
            report.notes.push(format!(
                "emulated MPS ({}): non-contiguous output computed in a temporary and copied back",
                self.profile.label()
            ));
        } else {
            report
                .temporaries
                .push(format!("{what}, never copied back"));
            report.notes.push(format!(
                "emulated MPS ({}): Placeholder computed {} into a contiguous temporary and dropped it; the output was not written",
                self.profile.label(),
                call.op
            ));
        }
        Ok(report)
    }
}

impl Backend for EmulatedMps {
    fn device(&self) -> Device {
        self.inner.device()
    }

    fn describe(&self) -> String {
        format!(
            "{} emulating MPS as in {}",
            self.inner.describe(),
            self.profile.label()
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
        let strided_output = call
            .outputs()
            .first()
            .is_some_and(|o| o.layout.numel() > 0 && !o.layout.is_contiguous());
        if !strided_output || call.n_outputs != 1 {
            return self.inner.run(call);
        }
        match handling(self.profile, call.op) {
            OutputHandling::Native => self.inner.run(call),
            OutputHandling::GatherScatter => self.through_temporary(call, true),
            OutputHandling::DroppedWrite => self.through_temporary(call, false),
        }
    }
}
