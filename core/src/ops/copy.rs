//! Copies: `clone`, `contiguous`, `copy_`, fills, `flip`, `cat` and `stack`.

use super::elementwise::{check_no_partial_overlap, check_writable};
use super::{empty, empty_like_preserve, empty_strided, materialize, run, to_device, Arg};
use crate::autograd;
use crate::error::{runtime, Result};
use crate::kernels::{Kernel, UnaryOp};
use crate::layout::{broadcast_shapes, contiguous_strides, preserve_format_strides, wrap_dim};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryFormat {
    /// Keep the input's strides when it is dense, else its dim order (`torch.preserve_format`).
    Preserve,
    /// Row-major (`torch.contiguous_format`).
    Contiguous,
}

impl MemoryFormat {
    pub fn strides_for(self, t: &Tensor) -> Vec<usize> {
        let l = t.layout();
        match self {
            MemoryFormat::Preserve => preserve_format_strides(&l.shape, &l.strides),
            MemoryFormat::Contiguous => contiguous_strides(&l.shape),
        }
    }
}

/// `clone(memory_format=...)`: fresh storage, the same values.
pub fn clone(t: &Tensor, fmt: MemoryFormat) -> Result<Tensor> {
    let out = empty_strided(&t.shape(), &fmt.strides_for(t), t.dtype(), t.device())?;
    run(
        "clone",
        Kernel::Unary(UnaryOp::Copy),
        &[&out],
        &[t],
        &t.shape(),
    )?;
    autograd::record_clone(t, &out)?;
    Ok(out)
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
    autograd::record_clone(t, &out)?;
    Ok(out)
}

/// `self.copy_(src)`: src broadcast to self's shape, cast to self's dtype and moved to its
/// device.
pub fn copy_(this: &Tensor, src: &Tensor) -> Result<()> {
    autograd::check_inplace(this)?;
    let before = autograd::InplaceBefore::capture(this, &[Arg::T(src)])?;
    copy_raw(this, src)?;
    autograd::rebase_copy(this, src, before)?;
    Ok(())
}

/// `copy_` without autograd bookkeeping, for ops that write their own results.
pub fn copy_raw(this: &Tensor, src: &Tensor) -> Result<()> {
    let shape = this.shape();
    let b = broadcast_shapes(&shape, &src.shape())?;
    if b != shape {
        return Err(runtime(format!(
            "output with shape {} doesn't match the broadcast shape {}",
            crate::error::fmt_list(&shape),
            crate::error::fmt_list(&b)
        )));
    }
    check_writable(this)?;
    if src.same(this) {
        return Ok(());
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
    this.bump_version();
    Ok(())
}

/// `fill_(value)`. PyTorch skips the overlap check here: writing one value to every
/// element is well defined even when elements alias (an expanded tensor).
pub fn fill_(this: &Tensor, v: Scalar) -> Result<()> {
    autograd::check_inplace(this)?;
    v.checked_for(this.dtype(), true)?;
    let before = autograd::InplaceBefore::capture(this, &[])?;
    run("fill_", Kernel::Fill(v), &[this], &[], &this.shape())?;
    this.bump_version();
    autograd::rebase_fill(this, before)?;
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
    fill_(this, super::item(v)?)
}

/// `flip(dims)`: a copy (PyTorch has no negative strides) in `preserve_format` layout.
pub fn flip(t: &Tensor, dims: &[i64]) -> Result<Tensor> {
    let n = t.ndim();
    let mut wrapped = Vec::new();
    for &d in dims {
        let w = wrap_dim(d, n)?;
        if wrapped.contains(&w) {
            return Err(runtime(format!(
                "dim {w} appears multiple times in the list of dims"
            )));
        }
        wrapped.push(w);
    }
    let _g = autograd::NoGradGuard::new();
    let mut cur = t.clone();
    for &d in &wrapped {
        if n == 0 {
            break;
        }
        let size = cur.shape()[d];
        let idx: Vec<i64> = (0..size as i64).rev().collect();
        let index = super::factory::from_i64(&idx, &[size], cur.device())?;
        cur = super::index::index_select(&cur, d as i64, &index)?;
    }
    let out = empty_like_preserve(t, t.dtype(), t.device())?;
    copy_raw(&out, &cur)?;
    drop(_g);
    autograd::record_flip(t, &wrapped, &out)?;
    Ok(out)
}

/// `torch.cat(tensors, dim)`.
pub fn cat(ts: &[Tensor], dim: i64) -> Result<Tensor> {
    if ts.is_empty() {
        return Err(crate::error::value_error(
            "torch.cat(): expected a non-empty list of Tensors",
        ));
    }
    // Legacy rule: 1-d empty tensors are skipped.
    let parts: Vec<&Tensor> = ts
        .iter()
        .filter(|t| !(t.ndim() == 1 && t.numel() == 0))
        .collect();
    if parts.is_empty() {
        return Ok(ts[0].clone());
    }
    let first = parts[0];
    if first.ndim() == 0 {
        return Err(runtime(
            "zero-dimensional tensor (at position 0) cannot be concatenated",
        ));
    }
    let d = wrap_dim(dim, first.ndim())?;
    let dtype = super::promote(&parts.iter().map(|t| Arg::T(t)).collect::<Vec<_>>());
    let device = super::common_device(&parts.iter().map(|t| Arg::T(t)).collect::<Vec<_>>())?;
    let mut shape = first.shape();
    shape[d] = 0;
    for (i, t) in parts.iter().enumerate() {
        if t.ndim() != first.ndim() {
            return Err(runtime(format!(
                "Tensors must have same number of dimensions: got {} and {}",
                first.ndim(),
                t.ndim()
            )));
        }
        for k in 0..first.ndim() {
            if k != d && t.shape()[k] != first.shape()[k] {
                return Err(runtime(format!(
                    "Sizes of tensors must match except in dimension {d}. Expected size {} but got size {} for tensor number {i} in the list.",
                    first.shape()[k],
                    t.shape()[k]
                )));
            }
        }
        shape[d] += t.shape()[d];
    }
    let out = empty(&shape, dtype, device)?;
    let mut at = 0usize;
    for t in &parts {
        let len = t.shape()[d];
        let dst = out.view_with(out.layout().narrow(d as i64, at as i64, len as i64)?);
        let src = materialize(Arg::T(t), dtype, device)?;
        run(
            "cat",
            Kernel::Unary(UnaryOp::Copy),
            &[&dst],
            &[&src],
            &dst.shape(),
        )?;
        at += len;
    }
    autograd::record_cat(&parts, d, &out, false)?;
    Ok(out)
}

/// `torch.stack(tensors, dim)`: unsqueeze each, then cat.
pub fn stack(ts: &[Tensor], dim: i64) -> Result<Tensor> {
    if ts.is_empty() {
        return Err(runtime("stack expects a non-empty TensorList"));
    }
    let shape = ts[0].shape();
    for (i, t) in ts.iter().enumerate() {
        if t.shape() != shape {
            return Err(runtime(format!(
                "stack expects each tensor to be equal size, but got {} at entry 0 and {} at entry {i}",
                crate::error::fmt_list(&shape),
                crate::error::fmt_list(&t.shape())
            )));
        }
    }
    let d = wrap_dim(dim, shape.len() + 1)?;
    let out = {
        let _g = autograd::NoGradGuard::new();
        let us: Vec<Tensor> = ts
            .iter()
            .map(|t| super::view::unsqueeze(t, d as i64))
            .collect::<Result<_>>()?;
        cat(&us, d as i64)?
    };
    let refs: Vec<&Tensor> = ts.iter().collect();
    autograd::record_cat(&refs, d, &out, true)?;
    Ok(out)
}

/// `repeat(*reps)`: tiles the tensor; leading reps add dims.
pub fn repeat(t: &Tensor, reps: &[i64]) -> Result<Tensor> {
    if reps.len() < t.ndim() {
        return Err(runtime(
            "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor",
        ));
    }
    if reps.iter().any(|&r| r < 0) {
        return Err(runtime(format!(
            "Trying to create tensor with negative dimension: {}",
            crate::error::fmt_list(reps)
        )));
    }
    // View the input as (1, s0, 1, s1, ...) expanded to (r0, s0, r1, s1, ...), then reshape:
    // the copy happens in the reshape, as in PyTorch.
    let lead = reps.len() - t.ndim();
    let mut shape: Vec<usize> = vec![1; lead];
    shape.extend(t.shape());
    let base = super::view::reshape(t, &shape.iter().map(|&s| s as i64).collect::<Vec<_>>())?;
    let mut inter = Vec::new();
    let mut target = Vec::new();
    let mut out_shape = Vec::new();
    for (k, &s) in shape.iter().enumerate() {
        inter.push(1i64);
        inter.push(s as i64);
        target.push(reps[k]);
        target.push(s as i64);
        out_shape.push(reps[k] * s as i64);
    }
    let v = super::view::reshape(&base, &inter)?;
    let e = super::view::expand(&v, &target)?;
    let c = clone(&e, MemoryFormat::Contiguous)?;
    super::view::reshape(&c, &out_shape)
}

/// `tril`/`triu`: zeroes above (or below) the `k`-th diagonal of the last two dims.
pub fn tri(t: &Tensor, k: i64, lower: bool) -> Result<Tensor> {
    if t.ndim() < 2 {
        return Err(runtime(format!(
            "{}: input tensor must have at least 2 dimensions",
            if lower { "tril" } else { "triu" }
        )));
    }
    let s = t.shape();
    let (r, c) = (s[s.len() - 2], s[s.len() - 1]);
    let mut keep = Vec::with_capacity(r * c);
    for i in 0..r as i64 {
        for j in 0..c as i64 {
            keep.push(crate::Scalar::Bool(if lower {
                j - i <= k
            } else {
                j - i >= k
            }));
        }
    }
    let mask = super::factory::tensor(&keep, &[r, c], Some(crate::DType::Bool), t.device())?;
    // A zero of the input's own kind, so a bool tensor stays bool (an int 0 would promote it).
    let zero = if t.dtype() == crate::DType::Bool {
        crate::Scalar::Bool(false)
    } else {
        crate::Scalar::Int(0)
    };
    super::where_(&mask, Arg::T(t), Arg::S(zero))
}
