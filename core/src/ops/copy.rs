//! Copies: `clone`, `contiguous`, `copy_` and fills.

use super::checks::{check_no_partial_overlap, check_writable};
use super::{empty, empty_strided, run, to_device, Arg};
use crate::error::{runtime, Result};
use crate::kernels::{Kernel, UnaryOp};
use crate::layout::{broadcast_shapes, MemoryFormat};
use crate::ops::autodiff;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// `clone(memory_format=...)`: fresh storage, the same values.
pub fn clone(t: &Tensor, fmt: MemoryFormat) -> Result<Tensor> {
    clone_strided(t, &fmt.strides_for(&t.layout())?)
}

/// A clone with the given strides (a `CloneBackward0` node): the complex tensors' pairs
/// take the strides a memory format gives their complex shape.
pub fn clone_strided(t: &Tensor, strides: &[usize]) -> Result<Tensor> {
    let out = empty_strided(&t.shape(), strides, t.dtype(), t.device())?;
    run(
        "clone",
        Kernel::Unary(UnaryOp::Copy),
        &[&out],
        &[t],
        &t.shape(),
    )?;
    autodiff::record_clone(t, &out)?;
    Ok(out)
}

/// `contiguous(memory_format=...)`: the tensor itself when it already is contiguous in
/// that format, else a clone laid out in it (a `CloneBackward0` node, as PyTorch's).
pub fn contiguous_as(t: &Tensor, fmt: MemoryFormat) -> Result<Tensor> {
    if fmt == MemoryFormat::Contiguous {
        return contiguous(t);
    }
    if fmt.is_contiguous(&t.shape(), &t.strides()) {
        return Ok(t.clone());
    }
    if fmt == MemoryFormat::Preserve {
        return Err(runtime(
            "preserve memory format is unsupported by the contiguous operator",
        ));
    }
    clone(t, fmt)
}

/// `t`'s values with the strides a kernel's fresh output in `fmt` has (ATen's
/// `empty(shape, memory_format=fmt)`): `t` itself when its strides are exactly those, else a
/// copy. Unlike `contiguous_as`, a tensor that merely counts as contiguous in `fmt` is
/// re-strided: an N×C×1×1 pooling output from an NHWC input has strides (C, 1, C, C) in
/// PyTorch, not the (C, 1, 1, 1) a row-major result would keep.
pub fn fresh_in_format(t: &Tensor, fmt: MemoryFormat) -> Result<Tensor> {
    if t.strides() == fmt.strides_for(&t.layout())? {
        return Ok(t.clone());
    }
    clone(t, fmt)
}

/// `contiguous()`: the tensor itself when it already is, else a row-major clone.
pub fn contiguous(t: &Tensor) -> Result<Tensor> {
    if t.is_contiguous() {
        return Ok(t.clone());
    }
    let out = empty(&t.shape(), t.dtype(), t.device())?;
    run(
        "contiguous",
        Kernel::Unary(UnaryOp::Copy),
        &[&out],
        &[t],
        &t.shape(),
    )?;
    autodiff::record_clone(t, &out)?;
    Ok(out)
}

/// `self.copy_(src)`: src broadcast to self's shape, cast to self's dtype and moved to its
/// device.
pub fn copy_(this: &Tensor, src: &Tensor) -> Result<()> {
    autodiff::check_inplace(this)?;
    let before = autodiff::InplaceBefore::capture(this, &[Arg::T(src)])?;
    copy_raw(this, src)?;
    autodiff::rebase_copy(this, src, before)?;
    Ok(())
}

/// `copy_` without autograd bookkeeping, for ops that write their own results.
pub fn copy_raw(this: &Tensor, src: &Tensor) -> Result<()> {
    check_writable(this)?;
    copy_raw_into(this, src)
}

/// `copy_raw` into a tensor whose elements may alias (an expanded `out=` tensor, which
/// some ATen kernels write regardless): the last write to a shared element wins.
pub fn copy_raw_into(this: &Tensor, src: &Tensor) -> Result<()> {
    let shape = this.shape();
    let b = broadcast_shapes(&shape, &src.shape())?;
    if b != shape {
        return Err(runtime(format!(
            "output with shape {} doesn't match the broadcast shape {}",
            crate::error::fmt_list(&shape),
            crate::error::fmt_list(&b)
        )));
    }
    if src.same(this) {
        // Nothing moves, but ATen's copy_ still counts as a write.
        return this.bump_version();
    }
    check_no_partial_overlap(this, &[Arg::T(src)])?;
    let src = if src.device() != this.device() {
        to_device(src, this.device())?
    } else {
        src.clone()
    };
    run(
        "copy_",
        Kernel::Unary(UnaryOp::Copy),
        &[this],
        &[&src],
        &shape,
    )?;
    this.bump_version()?;
    Ok(())
}

/// `fill_(value)`. PyTorch skips the overlap check here: writing one value to every
/// element is well defined even when elements alias (an expanded tensor).
pub fn fill_(this: &Tensor, v: Scalar) -> Result<()> {
    fill_as(this, v, None, "FillBackward2")
}

/// `zero_()`: a fill of its own name in the graph (`ZeroBackward0`).
pub fn zero_(this: &Tensor) -> Result<()> {
    fill_as(this, Scalar::Int(0), None, "ZeroBackward0")
}

/// The fill itself; `value` is the 0-d tensor the number came from (`fill_(tensor)`, whose
/// gradient is the sum of the output's).
fn fill_as(this: &Tensor, v: Scalar, value: Option<&Tensor>, node: &str) -> Result<()> {
    autodiff::check_inplace(this)?;
    // ATen fills a one-element CPU tensor through `scalar_fill`, which converts to the 16-bit
    // floats without the overflow check (70000 becomes inf there, an error otherwise).
    // `fill_(tensor)` is a `copy_`, which converts unchecked (a float64 1e308 fills a float32
    // with inf, 300 wraps in a uint8).
    if value.is_none() && !(this.numel() == 1 && this.dtype().is_reduced_float()) {
        v.checked_for(this.dtype(), true)?;
    }
    let others: Vec<Arg> = value.map(Arg::T).into_iter().collect();
    let before = autodiff::InplaceBefore::capture(this, &others)?;
    run("fill_", Kernel::Fill(v), &[this], &[], &this.shape())?;
    this.bump_version()?;
    autodiff::rebase_fill(this, value, node, before)?;
    Ok(())
}

/// `fill_` with a 0-d tensor value.
pub fn fill_tensor_(this: &Tensor, v: &Tensor) -> Result<()> {
    if v.ndim() != 0 {
        return Err(runtime(format!(
            "fill_ only supports 0-dimension value tensor but got tensor with {} dimensions.",
            v.ndim()
        )));
    }
    fill_as(this, super::item(v)?, Some(v), "FillBackward3")
}
