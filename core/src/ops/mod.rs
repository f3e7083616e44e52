//! Tensor ops: PyTorch's semantics (dtypes, output layouts, errors, autograd) on top of the
//! device kernels.

pub mod activation;
pub mod arrange;
pub mod autocast;
pub mod autodiff;
pub mod bidiagonal_svd;
#[cfg(test)]
mod bool_bytes_tests;
pub mod by_name;
pub mod checks;
pub mod compare;
pub mod complex_lapack;
pub mod composite;
pub mod conv;
pub mod copy;
pub mod determinism;
pub mod einsum;
pub mod elementwise;
pub mod embedding;
pub mod factory;
pub mod fake_quant;
pub mod general_eigen;
pub mod hessenberg_qr;
pub mod histogram;
pub mod host;
pub mod host_keys;
pub mod index;
mod index_int;
pub mod index_more;
pub mod index_select;
pub mod inplace_twin;
pub mod lapack;
pub mod linalg;
pub mod masked;
pub mod math_more;
pub mod named;
pub mod nll;
pub mod nn;
pub mod norm;
pub mod order;
pub mod quantile;
pub mod random;
pub mod random_batched;
pub mod reduce;
pub mod resize;
pub mod robust_loss;
pub mod sampling;
pub mod search;
pub mod shape_more;
pub mod spectral;
pub mod symmetric_eigen;
pub mod topk_sort;
pub mod view;

// The op layer's flat API (`ops::cat`, `ops::clone`, ...): each file's public ops.
pub use arrange::{cat, flip, repeat, stack, tri};
pub use compare::*;
pub use composite::{logaddexp, logaddexp2};
pub use copy::*;
pub use elementwise::*;
pub use factory::*;
pub use linalg::*;
pub use reduce::*;

use crate::device::Device;
use crate::dispatch::{backend, dispatch};
use crate::dtype::{DType, PromoteArg};
use crate::error::{runtime, Result};
use crate::kernels::{Kernel, KernelCall, KernelReport, Operand, ReduceOp, UnaryOp};
use crate::layout::{preserve_format_strides, Layout, MemoryFormat};
use crate::scalar::Scalar;
use crate::storage::Storage;
use crate::tensor::Tensor;

/// An op argument that may be a tensor or a Python number.
#[derive(Clone, Copy)]
pub enum Arg<'a> {
    T(&'a Tensor),
    S(Scalar),
}

impl Arg<'_> {
    pub fn promote_arg(&self) -> PromoteArg {
        match self {
            Arg::T(t) if t.ndim() == 0 => PromoteArg::ZeroDim(t.dtype()),
            Arg::T(t) => PromoteArg::Tensor(t.dtype()),
            Arg::S(s) => s.promote_arg(),
        }
    }

    pub fn shape(&self) -> Vec<usize> {
        match self {
            Arg::T(t) => t.shape(),
            Arg::S(_) => vec![],
        }
    }

    pub fn strides(&self) -> Vec<usize> {
        match self {
            Arg::T(t) => t.strides(),
            Arg::S(_) => vec![],
        }
    }

    pub fn tensor(&self) -> Option<&Tensor> {
        match self {
            Arg::T(t) => Some(t),
            Arg::S(_) => None,
        }
    }
}

/// The dtype an op over these arguments computes in (`torch.result_type`).
pub fn promote(args: &[Arg]) -> Result<DType> {
    let p: Vec<PromoteArg> = args.iter().map(|a| a.promote_arg()).collect();
    crate::dtype::try_result_type(&p)
}

/// The device of the first tensor argument that is not a 0-d CPU tensor (0-d CPU tensors
/// may join ops on any device, as in PyTorch), or the CPU.
pub fn common_device(args: &[Arg]) -> Result<Device> {
    let mut dev: Option<Device> = None;
    for a in args {
        if let Arg::T(t) = a {
            let d = t.device();
            if t.ndim() == 0 && d == Device::Cpu {
                continue;
            }
            match dev {
                None => dev = Some(d),
                Some(x) if x != d => return Err(crate::device::mismatch(x, d)),
                _ => {}
            }
        }
    }
    Ok(dev.unwrap_or(Device::Cpu))
}

/// A zero-filled storage on a device.
pub fn alloc_storage(dtype: DType, len: usize, device: Device) -> Result<Storage> {
    if device.has_data() {
        crate::limits::check_alloc(len, dtype.itemsize())?;
    }
    let data = backend(device)?.alloc(dtype, len)?;
    Ok(Storage::with_data(dtype, len, device, data))
}

/// `torch.empty_strided` (zero-filled here, so uninitialised memory never shows garbage).
pub fn empty_strided(
    shape: &[usize],
    strides: &[usize],
    dtype: DType,
    device: Device,
) -> Result<Tensor> {
    // Checked in 128 bits first, so a size past the address space still gets the
    // allocator's message (in wasm a huge shape would overflow `usize`).
    let need: u128 = if shape.contains(&0) {
        0
    } else {
        1 + shape
            .iter()
            .zip(strides)
            .map(|(&n, &s)| (n as u128 - 1) * s as u128)
            .sum::<u128>()
    };
    if device.has_data() {
        crate::limits::check_alloc_shape(
            &[need.min(usize::MAX as u128) as usize],
            dtype.itemsize(),
        )?;
    }
    crate::layout::extent::numel_of(shape)?;
    let len = crate::layout::extent::storage_len_of(shape, strides, 0, dtype.itemsize())?;
    let storage = alloc_storage(dtype, len, device)?;
    Ok(Tensor::from_parts(
        storage,
        Layout::new(shape.to_vec(), strides.to_vec(), 0)?,
    ))
}

/// The checks before a new contiguous tensor exists, in PyTorch's order: the storage size
/// first (a size that overflows is its own error, whatever the allocator would say), then
/// the allocator's cap for a device with memory. Factories that compute their values on the
/// host (linspace, logspace) run them before building the values.
pub fn check_new_tensor(shape: &[usize], dtype: DType, device: Device) -> Result<()> {
    crate::layout::extent::check_contiguous_nbytes(shape, dtype.itemsize())?;
    if device.has_data() {
        crate::limits::check_alloc_shape(shape, dtype.itemsize())?;
    }
    Ok(())
}

pub fn empty(shape: &[usize], dtype: DType, device: Device) -> Result<Tensor> {
    check_new_tensor(shape, dtype, device)?;
    // (Checked before the strides are computed, since they could overflow too; with no
    // elements they still can.)
    let strides = crate::layout::checked_contiguous_strides(shape)
        .ok_or_else(|| crate::error::runtime("Stride calculation overflowed"))?;
    empty_strided(shape, &strides, dtype, device)
}

/// A new tensor shaped like `t` with `preserve_format` strides.
pub fn empty_like_preserve(t: &Tensor, dtype: DType, device: Device) -> Result<Tensor> {
    let l = t.layout();
    empty_strided(
        l.shape(),
        &preserve_format_strides(l.shape(), l.strides()),
        dtype,
        device,
    )
}

/// A 0-d tensor holding a Python number, as PyTorch wraps scalars for its kernels.
pub fn scalar_tensor(s: Scalar, dtype: DType, device: Device) -> Result<Tensor> {
    if device == Device::Cpu {
        // A Python number in an op (`x * 2.0`) becomes a 0-d tensor written directly, with no
        // kernel and no trace event: PyTorch wraps numbers the same way, and a fill kernel
        // per number doubled the cost of small ops.
        use crate::element::scalar_as;
        use crate::storage::CpuBuffer;
        let buf = crate::element::with_dtype!(dtype, T => CpuBuffer::from(vec![scalar_as::<T>(s)]));
        return Ok(Tensor::from_buffer(buf, &[]));
    }
    let t = empty(&[], dtype, device)?;
    run("fill_", Kernel::Fill(s), &[&t], &[], &[])?;
    Ok(t)
}

/// Builds the operands, dispatches to the operands' device and records the trace.
pub fn run(
    op: &str,
    kernel: Kernel,
    outputs: &[&Tensor],
    inputs: &[&Tensor],
    shape: &[usize],
) -> Result<KernelReport> {
    if let Some(report) = trunc_div_rounded_first(op, &kernel, outputs, inputs, shape)? {
        return Ok(report);
    }
    if kernel.computes()
        && !rounds_each_step(&kernel, outputs, inputs)
        && outputs
            .iter()
            .chain(inputs)
            .any(|t| t.dtype().is_reduced_float())
    {
        return run_in_float32(op, kernel, outputs, inputs, shape);
    }
    let operands: Vec<Operand> = outputs
        .iter()
        .chain(inputs)
        .map(|t| Operand {
            storage: t.storage(),
            layout: t.layout(),
            dtype: t.dtype(),
        })
        .collect();
    let call = KernelCall {
        op,
        kernel,
        operands: &operands,
        n_outputs: outputs.len(),
        shape: shape.to_vec(),
    };
    let report = dispatch(&call)?;
    crate::trace::record(&call, &report);
    Ok(report)
}

/// ATen's CPU trunc division of two 16-bit float tensors is `std::trunc(a / b)` on the
/// 16-bit type (its vectorised twin divides `Vectorized<BFloat16>`s): the quotient is
/// rounded to the 16-bit dtype before it is truncated, so bfloat16 `1 / 0.1` is 10, not 9.
/// A divisor that is one number (`elementwise::compute` hands it over in float32, as ATen's
/// `original_scalar_value`) takes ATen's other branch, float32 throughout, and so does a
/// non-16-bit division. Written as the two kernels every device has: the division, which
/// rounds once when stored, then the (exact) truncation in place.
fn trunc_div_rounded_first(
    op: &str,
    kernel: &Kernel,
    outputs: &[&Tensor],
    inputs: &[&Tensor],
    shape: &[usize],
) -> Result<Option<KernelReport>> {
    use crate::kernels::BinaryOp;
    let (Kernel::Binary(BinaryOp::TruncDiv), [out], [_, divisor]) = (kernel, outputs, inputs)
    else {
        return Ok(None);
    };
    if !divisor.dtype().is_reduced_float() || !out.dtype().is_reduced_float() {
        return Ok(None);
    }
    run(op, Kernel::Binary(BinaryOp::Div), outputs, inputs, shape)?;
    run(op, Kernel::Unary(UnaryOp::Trunc), outputs, outputs, shape).map(Some)
}

/// ATen's CPU `prod` of a 16-bit float multiplies in the 16-bit type, each product
/// rounded (`1000 * 1000 * 0.001` is inf in float16): the CPU kernel runs in the operands'
/// own dtype (cpu/reduce.rs, `ordered_product`) instead of float32.
fn rounds_each_step(kernel: &Kernel, outputs: &[&Tensor], inputs: &[&Tensor]) -> bool {
    matches!(
        kernel,
        Kernel::Reduce {
            op: ReduceOp::Prod,
            ..
        }
    ) && outputs
        .iter()
        .chain(inputs)
        .all(|t| t.device() == crate::device::Device::Cpu)
}

/// A computing kernel over float16/bfloat16 operands, as ATen's CPU kernels run it: each
/// 16-bit operand is read as float32 (its "opmath" type), the kernel computes in float32,
/// and each 16-bit output is rounded once when it is stored. The float32 copies are the
/// kernel's registers, made visible: the trace shows them as casts.
fn run_in_float32(
    op: &str,
    kernel: Kernel,
    outputs: &[&Tensor],
    inputs: &[&Tensor],
    shape: &[usize],
) -> Result<KernelReport> {
    // ATen's 16-bit `sqrt` converts to float and takes `Vectorized<float>::sqrt`, the IEEE
    // root; only its float32/float64 kernels go to MKL.
    // Its 16-bit logs are `Vectorized<float>`'s too (see `UnaryOp::LogOfWidened`).
    use crate::kernels::LogBase;
    let kernel = match kernel {
        Kernel::Unary(UnaryOp::Sqrt) => Kernel::Unary(UnaryOp::SqrtIeee),
        Kernel::Unary(UnaryOp::Log) => Kernel::Unary(UnaryOp::LogOfWidened(LogBase::E)),
        Kernel::Unary(UnaryOp::Log2) => Kernel::Unary(UnaryOp::LogOfWidened(LogBase::Two)),
        Kernel::Unary(UnaryOp::Log10) => Kernel::Unary(UnaryOp::LogOfWidened(LogBase::Ten)),
        k => k,
    };
    // A 16-bit output is widened with its values: an in-place op, a scatter or the Adam
    // step reads them.
    let outs: Vec<Tensor> = outputs.iter().map(|t| widened(t)).collect::<Result<_>>()?;
    let ins: Vec<Tensor> = inputs
        .iter()
        .map(|t| {
            // An input that is an output (`x.add_(y)` reads x) stays that output, so the kernel
            // sees the aliasing it was written for.
            let same = outputs
                .iter()
                .position(|o| o.storage().same(&t.storage()) && *o.layout_ref() == *t.layout_ref());
            match same {
                Some(k) if t.dtype().is_reduced_float() => Ok(outs[k].clone()),
                _ => widened(t),
            }
        })
        .collect::<Result<_>>()?;
    let out_refs: Vec<&Tensor> = outs.iter().collect();
    let in_refs: Vec<&Tensor> = ins.iter().collect();
    let report = run(op, kernel, &out_refs, &in_refs, shape)?;
    for (o, w) in outputs.iter().zip(&outs) {
        if o.dtype().is_reduced_float() {
            run(
                "to",
                Kernel::Unary(UnaryOp::Copy),
                &[o],
                &[w],
                &o.shape_ref(),
            )?;
        }
    }
    Ok(report)
}

/// A composite op (several kernels here, one fused kernel in ATen) over 16-bit float inputs:
/// `f` runs on float32 copies and only its result is rounded to the 16-bit dtype, as the
/// fused kernel keeps its intermediates in float32. Other dtypes run `f` on the inputs.
/// `target` overrides the result dtype (a mixed-dtype normalization keeps its input's).
/// `t` in the dtype ATen computes it in (float32 for the 16-bit floats): `t` itself when
/// that is its own dtype.
pub(crate) fn widened(t: &Tensor) -> Result<Tensor> {
    to_dtype(t, t.dtype().opmath())
}

pub fn in_opmath(
    inputs: &[&Tensor],
    target: Option<DType>,
    f: impl FnOnce(&[Tensor]) -> Result<Tensor>,
) -> Result<Tensor> {
    let target = target.or_else(|| {
        inputs
            .iter()
            .map(|t| t.dtype())
            .reduce(DType::promote)
            .filter(|d| d.is_reduced_float())
    });
    let wide: Vec<Tensor> = inputs.iter().map(|t| widened(t)).collect::<Result<_>>()?;
    let r = f(&wide)?;
    match target {
        Some(d) => to_dtype(&r, d),
        None => Ok(r),
    }
}

/// `t.to(dtype)`: the same tensor when nothing changes, otherwise a copy with the same
/// (preserve_format) layout.
pub fn to_dtype(t: &Tensor, dtype: DType) -> Result<Tensor> {
    if t.dtype() == dtype {
        return Ok(t.clone());
    }
    let out = empty_like_preserve(t, dtype, t.device())?;
    crate::trace::note_copy(format!("cast {} -> {}", t.dtype().name(), dtype.name()));
    run(
        "to",
        Kernel::Unary(UnaryOp::Copy),
        &[&out],
        &[t],
        &t.shape_ref(),
    )?;
    Ok(out)
}

/// `t.to(device)`: an explicit move, which is always a copy to fresh memory.
pub fn to_device(t: &Tensor, device: Device) -> Result<Tensor> {
    if t.device() == device {
        return Ok(t.clone());
    }
    crate::meta::check_readable(t)?;
    if device == Device::Meta {
        // Nothing crosses: a meta tensor of the same (preserve_format) layout.
        return empty_like_preserve(t, t.dtype(), device);
    }
    // Move the dense form of the tensor (its preserve_format clone): only the elements it
    // views cross the bus, and a transposed tensor arrives transposed, as in PyTorch.
    let l = t.layout();
    // A `view(dtype)` tensor moves as a copy in its own dtype.
    let src = if l.is_non_overlapping_and_dense()
        && l.offset() == 0
        && t.storage().len() == t.numel()
        && !t.reinterprets()
    {
        t.clone()
    } else {
        clone(t, MemoryFormat::Preserve)?
    };
    let from = backend(src.device())?;
    let to = backend(device)?;
    let st = src.storage();
    let host = {
        let data = st.data();
        from.download(&data, st.dtype(), st.len())?
    };
    let data = to.upload(host)?;
    crate::trace::record_move(&st, &src.layout(), device);
    Ok(Tensor::from_parts(
        Storage::with_data(st.dtype(), st.len(), device, data),
        src.layout(),
    ))
}

/// The tensor itself when it lives on the CPU, otherwise a host copy (for printing). A
/// `view(dtype)` tensor comes as a copy in its own dtype, so a host read can index the
/// copy's storage as that dtype.
pub fn to_host(t: &Tensor) -> Result<Tensor> {
    if t.reinterprets() {
        return clone(t, MemoryFormat::Preserve);
    }
    to_device(t, Device::Cpu)
}

// Defined here rather than in tensor.rs: reading a device tensor takes a host copy, which
// is an op (a move, and a clone first when the tensor is not dense).
impl Tensor {
    /// Every element in logical row-major order, widened to f64 (a device tensor is read
    /// through a host copy).
    pub fn to_f64_vec(&self) -> Result<Vec<f64>> {
        // Every element, as f64: a broadcast view of 2**34 elements over one float would
        // otherwise abort the process (the fuzzer found `unique` on one). Counted like any
        // allocation, with the allocator's error.
        crate::meta::check_readable(self)?;
        crate::limits::check_alloc(self.numel(), std::mem::size_of::<f64>())?;
        let host = to_host(self)?;
        let l = host.layout();
        let st = host.storage();
        let buf = st.cpu()?;
        Ok(l.storage_indices().map(|i| buf.get_f64(i)).collect())
    }

    /// Every element in logical row-major order as i64, exact for the integer dtypes (an
    /// int64 beyond 2**53 does not survive a trip through f64); floats are truncated.
    pub fn to_i64_vec(&self) -> Result<Vec<i64>> {
        crate::meta::check_readable(self)?;
        crate::limits::check_alloc(self.numel(), std::mem::size_of::<i64>())?;
        let host = to_host(self)?;
        let l = host.layout();
        let st = host.storage();
        let buf = st.cpu()?;
        Ok(match &*buf {
            crate::storage::CpuBuffer::I64(v) => l.storage_indices().map(|i| v[i]).collect(),
            // uint64 wraps into int64 (callers that show it read it back as unsigned):
            // through f64 its top values would round and saturate.
            crate::storage::CpuBuffer::U64(v) => l.storage_indices().map(|i| v[i] as i64).collect(),
            _ => l.storage_indices().map(|i| buf.get_f64(i) as i64).collect(),
        })
    }
}

/// Turns an argument into a tensor of `dtype` on `device` for a kernel.
pub fn materialize(a: Arg, dtype: DType, device: Device) -> Result<Tensor> {
    match a {
        Arg::S(s) => scalar_tensor(s, dtype, device),
        Arg::T(t) => {
            let t = if t.device() != device {
                to_device(t, device)?
            } else {
                t.clone()
            };
            to_dtype(&t, dtype)
        }
    }
}

/// The single value of a one-element tensor (`.item()`).
pub fn item(t: &Tensor) -> Result<Scalar> {
    if t.numel() != 1 {
        return Err(runtime(format!(
            "a Tensor with {} elements cannot be converted to Scalar",
            t.numel()
        )));
    }
    crate::meta::check_item(t)?;
    let h = to_host(t)?;
    let st = h.storage();
    let buf = st.cpu()?;
    let i = h.offset();
    Ok(buf.scalar_at(i))
}

/// `t.to(dtype)` as a differentiable op (`ToCopyBackward0`).
pub fn to_dtype_grad(t: &Tensor, dtype: DType) -> Result<Tensor> {
    let out = to_dtype(t, dtype)?;
    if !out.same(t) {
        crate::ops::autodiff::record_to_copy(t, &out)?;
    }
    Ok(out)
}

/// `t.to(device)` as a differentiable op.
pub fn to_device_grad(t: &Tensor, device: Device) -> Result<Tensor> {
    let out = to_device(t, device)?;
    if !out.same(t) {
        crate::ops::autodiff::record_to_copy(t, &out)?;
    }
    Ok(out)
}

/// A contiguous meta result of `shape` and `dtype`: what a host-fallback op gives on meta in
/// place of the values it would have computed (the same layout its host path builds). Here,
/// not in `meta.rs`: the backend stays below the ops that build on it.
pub fn meta_empty(shape: &[usize], dtype: DType) -> Result<Tensor> {
    empty(shape, dtype, crate::Device::Meta)
}
