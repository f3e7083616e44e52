//! The CPU backend: the reference every other device is checked against.

mod adam;
pub mod bounds;
mod cascade_sum;
mod elementwise;
mod index;
mod layer_norm;
mod matmul;
pub mod matmul_order;
mod norm_order;
pub mod philox;
mod random;
mod reduce;
pub(crate) mod reduce_walk;
mod sample;
pub mod sleef;
mod softmax;
mod softmax_lastdim;
pub mod stl_order;
pub mod threads;
pub(crate) mod welford;

use crate::backend::Backend;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::{Kernel, KernelCall, KernelReport, Operand};
use crate::storage::{CpuBuffer, StorageData};
use std::cell::RefMut;

pub struct CpuBackend;

impl Backend for CpuBackend {
    fn device(&self) -> Device {
        Device::Cpu
    }

    fn describe(&self) -> String {
        "cpu".into()
    }

    fn alloc(&self, dtype: DType, len: usize) -> Result<StorageData> {
        crate::limits::check_alloc(len, dtype.itemsize())?;
        Ok(StorageData::Cpu(CpuBuffer::zeros(dtype, len)))
    }

    fn upload(&self, data: CpuBuffer) -> Result<StorageData> {
        Ok(StorageData::Cpu(data))
    }

    fn download(&self, data: &StorageData, _dtype: DType, _len: usize) -> Result<CpuBuffer> {
        match data {
            StorageData::Cpu(b) => Ok(b.clone()),
            StorageData::Device(_) => Err(runtime("cpu backend asked to read device memory")),
        }
    }

    fn run(&self, call: &KernelCall) -> Result<KernelReport> {
        let dtype = call
            .operands
            .get(call.n_outputs)
            .or(call.operands.first())
            .map(|o| o.dtype());
        // Only the trace shows the name and the loop nest; formatting the name costs a small
        // op ~5% of its time. The backend asks once and tells the kernels (the loop plan
        // itself never looks at the trace).
        let traced = crate::trace::enabled();
        let kname = if traced {
            format!(
                "cpu::{}<{}>",
                call.kernel.name(),
                dtype.map(|d| d.name()).unwrap_or("-")
            )
        } else {
            String::new()
        };
        let nest = match &call.kernel {
            Kernel::Fill(v) => elementwise::fill(call, *v, traced)?,
            Kernel::Unary(op) => elementwise::unary(call, *op, traced)?,
            Kernel::Binary(op) => elementwise::binary(call, *op, traced)?,
            Kernel::Ternary(op) => elementwise::ternary(call, *op, traced)?,
            Kernel::Reduce { op, dims } => reduce::reduce(call, *op, dims)?,
            Kernel::Bmm(product) => matmul::bmm(call, *product)?,
            Kernel::Random { dist, seed, offset } => random::fill(call, *dist, *seed, *offset)?,
            Kernel::Sample { dist, generator } => sample::fill(call, *dist, generator)?,
            Kernel::Softmax {
                dim,
                log,
                rounds,
                lastdim,
            } => softmax::softmax(call, *dim, *log, *rounds, *lastdim)?,
            Kernel::LayerNorm {
                n,
                eps,
                weight,
                bias,
            } => layer_norm::layer_norm(call, *n, *eps, *weight, *bias)?,
            Kernel::Gather { dim } => index::gather(call, *dim)?,
            Kernel::Scatter { dim, accumulate } => index::scatter(call, *dim, *accumulate)?,
            Kernel::Cumsum { dim } => index::cumsum(call, *dim)?,
            Kernel::IndexSelect { dim } => index::index_select(call, *dim)?,
            Kernel::AdamStep(h) => adam::step(call, h, traced)?,
        };
        // A kernel whose walk the host stopped (deadline, Ctrl-C) left its output partial:
        // the op fails, so nobody sees it.
        crate::limits::take_kernel_stop()?;
        Ok(KernelReport {
            kernel: kname,
            loop_nest: nest,
            ..Default::default()
        })
    }
}

/// Exclusive access to the buffers of a kernel's operands, as raw pointers.
///
/// Each distinct storage is borrowed once (mutably), so an in-place op whose input is its own
/// output gets one pointer for both, as in PyTorch. The guards keep every other Rust
/// reference away while the kernel runs; `lock` has checked that every layout stays inside
/// its storage, which is what makes the kernels' pointer arithmetic sound.
pub(crate) struct Locked<'a> {
    _guards: Vec<RefMut<'a, StorageData>>,
    pub ptrs: Vec<*mut u8>,
}

pub(crate) fn lock(ops: &[Operand]) -> Result<Locked<'_>> {
    let mut guards: Vec<RefMut<'_, StorageData>> = Vec::new();
    let mut ptrs = Vec::with_capacity(ops.len());
    let mut owners: Vec<usize> = Vec::new();
    for (k, op) in ops.iter().enumerate() {
        if !bounds::fits(&op.layout, op.storage_len()) {
            return Err(runtime(format!(
                "internal error: operand {k} (sizes {:?}, strides {:?}, offset {}) reaches outside its storage of {} elements",
                op.layout.shape(),
                op.layout.strides(),
                op.layout.offset(),
                op.storage_len()
            )));
        }
        if let Some(j) = (0..k).find(|&j| ops[j].storage.same(&op.storage)) {
            ptrs.push(ptrs[j]);
            continue;
        }
        let mut g = op.storage.data_mut();
        let p = match &mut *g {
            StorageData::Cpu(b) => b.as_mut_ptr(),
            StorageData::Device(_) => {
                return Err(runtime(
                    "cpu kernel given a tensor that lives on another device",
                ))
            }
        };
        owners.push(k);
        guards.push(g);
        ptrs.push(p);
    }
    // A storage read as another dtype (`view(dtype)`) must start where that dtype's
    // elements may: the kernels read them through typed pointers.
    for (k, op) in ops.iter().enumerate() {
        let reads = op.layout.numel() > 0;
        if reads
            && op.dtype() != op.storage.dtype()
            && !(ptrs[k] as usize).is_multiple_of(op.dtype().itemsize())
        {
            return Err(runtime(format!(
                "internal error: operand {k} reads a buffer at an address unaligned for {}",
                op.dtype().name()
            )));
        }
    }
    Ok(Locked {
        _guards: guards,
        ptrs,
    })
}

pub(crate) use crate::element::with_dtype;
