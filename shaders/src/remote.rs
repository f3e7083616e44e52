//! The GPU seen from another thread: in the browser the interpreter runs in a worker, which
//! cannot wait for a WebGPU readback, so the page owns the GPU device and the worker sends
//! it commands (docs/kernels.md, "Async in the browser"). This module is the protocol and
//! the page's executor; the worker's side is `RemoteBackend` in the web crate.
//!
//! Commands are JSON. A `Read` travels with a `SharedArrayBuffer`: word 0 is the state
//! (0 pending, 1 done, 2 failed), word 1 the length, then the data (or an error's UTF-8
//! bytes). The worker blocks in `Atomics.wait` on word 0; the page fills it after
//! `mapAsync` and notifies.

use crate::meta::META_WORDS;
use crate::plan::{Dispatch, Slot};
use crate::sources::Family;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GpuCommand {
    Alloc {
        id: u32,
        words: usize,
    },
    Write {
        id: u32,
        words: Vec<u32>,
    },
    Dispatch {
        family: String,
        entry: String,
        info: Vec<u32>,
        /// Per binding after `info`: an index into `operands`, or the dummy buffer.
        slots: Vec<Option<usize>>,
        groups: [u32; 3],
        /// Buffer id of each operand of the call.
        operands: Vec<u32>,
    },
    Read {
        id: u32,
        words: usize,
    },
    Free {
        id: u32,
    },
}

pub const READ_PENDING: i32 = 0;
pub const READ_DONE: i32 = 1;
pub const READ_FAILED: i32 = 2;
/// Words of a read's shared buffer before the data.
pub const READ_HEADER: usize = 2;

impl GpuCommand {
    /// The command for a planned dispatch over operands held in buffers `operands`.
    pub fn dispatch(d: &Dispatch, operands: Vec<u32>) -> GpuCommand {
        GpuCommand::Dispatch {
            family: d.family.name().to_string(),
            entry: d.entry.to_string(),
            info: d.info.to_vec(),
            slots: d
                .slots
                .iter()
                .map(|s| match s {
                    Slot::Operand(k) => Some(*k),
                    Slot::Dummy => None,
                })
                .collect(),
            groups: d.groups,
            operands,
        }
    }
}

/// Rebuilds a `Dispatch` from its wire form, checking names and sizes (the page never trusts
/// a message's shape).
pub fn dispatch_from(
    family: &str,
    entry: &str,
    info: &[u32],
    slots: &[Option<usize>],
    groups: [u32; 3],
) -> Result<Dispatch, String> {
    let fam = Family::ALL
        .into_iter()
        .find(|f| f.name() == family)
        .ok_or_else(|| format!("unknown kernel family {family}"))?;
    let entry = fam
        .entry_points()
        .iter()
        .copied()
        .find(|e| *e == entry)
        .ok_or_else(|| format!("{family} has no kernel {entry}"))?;
    let info: [u32; META_WORDS] = info
        .try_into()
        .map_err(|_| format!("info has {} words, not {META_WORDS}", info.len()))?;
    Ok(Dispatch {
        family: fam,
        entry,
        info,
        slots: slots
            .iter()
            .map(|s| s.map(Slot::Operand).unwrap_or(Slot::Dummy))
            .collect(),
        groups,
        shape: vec![],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::{plan, Plan};
    use stridelab_core::kernels::{Kernel, KernelCall, Operand, UnaryOp};
    use stridelab_core::{Layout, Storage};

    #[test]
    fn a_planned_dispatch_survives_the_wire() {
        let s = Storage::from_cpu(stridelab_core::storage::CpuBuffer::zeros(
            stridelab_core::DType::Float32,
            12,
        ));
        let out = Operand::of_storage(s.clone(), Layout::new(vec![4, 3], vec![1, 4], 0).unwrap());
        let inp = Operand::of_storage(s, Layout::contiguous(&[4, 3]));
        let ops = [out, inp];
        let call = KernelCall {
            op: "exp_",
            kernel: Kernel::Unary(UnaryOp::Exp),
            operands: &ops,
            n_outputs: 1,
            shape: vec![4, 3],
        };
        let Plan::Gpu(d) = plan(&call) else {
            panic!("exp plans onto the GPU")
        };
        let cmd = GpuCommand::dispatch(&d, vec![7, 7]);
        let json = serde_json::to_string(&cmd).unwrap();
        let back: GpuCommand = serde_json::from_str(&json).unwrap();
        let GpuCommand::Dispatch {
            family,
            entry,
            info,
            slots,
            groups,
            operands,
        } = back
        else {
            panic!("{json}")
        };
        assert_eq!(operands, vec![7, 7]);
        let again = dispatch_from(&family, &entry, &info, &slots, groups).unwrap();
        assert_eq!(
            (
                again.family,
                again.entry,
                again.info,
                again.slots,
                again.groups
            ),
            (d.family, d.entry, d.info, d.slots.clone(), d.groups)
        );
        // The input aliases the output: it is read through the output binding.
        assert_eq!(d.slots[1], Slot::Dummy);
    }

    #[test]
    fn malformed_dispatches_are_refused() {
        assert!(dispatch_from("nope", "x", &[0; META_WORDS], &[], [1, 1, 1]).is_err());
        assert!(dispatch_from("elementwise", "nope", &[0; META_WORDS], &[], [1, 1, 1]).is_err());
        let e = dispatch_from("elementwise", "unary_kernel", &[0; 3], &[], [1, 1, 1]).unwrap_err();
        assert!(e.contains("3 words"), "{e}");
    }
}
