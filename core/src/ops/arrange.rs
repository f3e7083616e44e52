//! Ops that move elements into a new tensor without computing on them: `roll`,
//! `repeat_interleave`, `hstack`/`vstack`/`dstack`/`column_stack`, `diag`, constant
//! `F.pad`, `diff` (neighbours subtracted), `flip`, `cat`, `stack`, `repeat` and
//! `tril`/`triu`. Each is built the way PyTorch builds it, so the node a user sees
//! (`grad_fn`) and the output's strides are PyTorch's: a single node (`RollBackward0`,
//! `ConstantPadNdBackward0`, ...) where ATen has one kernel, the chain of views and
//! copies where ATen composes it.

use super::{
    clone, contiguous, copy_raw, empty, empty_like_preserve, full, materialize, run, view, Arg,
};
use crate::error::{runtime, Result};
use crate::kernels::{Kernel, UnaryOp};
use crate::layout::{wrap_dim, MemoryFormat};
use crate::ops::autodiff::{self, NoGradGuard};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// PyTorch keeps a SymInt below -2**62 on the heap, and roll's CPU registration views
/// its shifts as a plain IntArrayRef, which refuses one (`x.roll(-2**63)`): the
/// RuntimeError it raises, word for word, before any check of roll's own.
fn heap_symint_check(shifts: &[i64]) -> Result<()> {
    const SMALLEST_INLINE: i64 = -(1 << 62);
    let Some(at) = shifts.iter().position(|&s| s < SMALLEST_INLINE) else {
        return Ok(());
    };
    let all: Vec<String> = shifts.iter().map(i64::to_string).collect();
    Err(runtime(format!(
        "/__w/pytorch/pytorch/build/aten/src/ATen/RegisterCPU_3.cpp:4902: SymIntArrayRef expected to contain only concrete integers that are stored inline and can be viewed as an IntArrayRef. Found heap-allocated concrete SymInt at index {at}: {} in SymIntArrayRef [{}]. This value is concrete, but the non-owning IntArrayRef conversion used here cannot represent heap-allocated SymInt values. Use an owning conversion such as asIntArrayRefSlowAlloc to materialize the values into a DimVector before this call.",
        shifts[at],
        all.join(", ")
    )))
}

/// `torch.roll(x, shifts, dims)`: with no dims, over the flattened tensor (then reshaped).
/// A contiguous copy, one `RollBackward0` node that rolls the gradient back.
pub fn roll(x: &Tensor, shifts: &[i64], dims: &[i64]) -> Result<Tensor> {
    heap_symint_check(shifts)?;
    if shifts.is_empty() {
        return Err(runtime("`shifts` required"));
    }
    // No dims means one shift of the flattened tensor.
    let aligned = if dims.is_empty() {
        shifts.len() == 1
    } else {
        shifts.len() == dims.len()
    };
    if !aligned {
        return Err(runtime(format!(
            "shifts and dimensions must align. shifts: {}, dims:{}",
            shifts.len(),
            dims.len()
        )));
    }
    let n = x.ndim();
    if let (0, Some(&d)) = (n, dims.first()) {
        // wrap_dim lets dim 0 through for a 0-d tensor (as a scalar's dim); roll has no dim
        // to walk there (the fuzzer found `torch.tensor(5.).roll(1, 0)` indexing past it).
        return Err(crate::error::index_error(format!(
            "Dimension specified as {d} but tensor has no dimensions"
        )));
    }
    let wrapped: Vec<usize> = dims
        .iter()
        .map(|&d| wrap_dim(d, n))
        .collect::<Result<_>>()?;
    let out = {
        let _g = NoGradGuard::new();
        if dims.is_empty() {
            let flat = view::reshape(&contiguous(x)?, &[-1])?;
            let r = roll_dim(&flat, 0, shifts[0])?;
            let shape: Vec<i64> = x.shape().iter().map(|&s| s as i64).collect();
            view::owned_result(view::reshape(&r, &shape)?)
        } else {
            let mut cur = x.clone();
            for (&d, &s) in wrapped.iter().zip(shifts) {
                cur = roll_dim(&cur, d, s)?;
            }
            cur
        }
    };
    let back_shifts: Vec<i64> = shifts.iter().map(|s| -s).collect();
    let back_dims = dims.to_vec();
    autodiff::record_one_input("RollBackward0", x, &out, false, move |g, _| {
        roll(g, &back_shifts, &back_dims)
    })?;
    Ok(out)
}

/// One dim's roll as ATen's `roll_cpu` writes it: `cat(x[start:], x[:start])`, so the
/// result takes the layout cat gives (channels_last stays channels_last); an empty tensor
/// is cloned with its layout.
fn roll_dim(x: &Tensor, d: usize, shift: i64) -> Result<Tensor> {
    if x.numel() == 0 {
        return clone(x, MemoryFormat::Preserve);
    }
    let size = x.shape()[d] as i64;
    let start = (size - shift.rem_euclid(size)) % size;
    let tail = view::narrow(x, d as i64, start, size - start)?;
    let head = view::narrow(x, d as i64, 0, start)?;
    cat(&[tail, head], d as i64)
}

/// `repeat_interleave(repeats: int, dim)`, composed as ATen does it: unsqueeze after `dim`,
/// expand, clone, view (so its node is `ViewBackward0`). With no dim the input is
/// flattened first.
pub fn repeat_interleave(x: &Tensor, repeats: i64, dim: Option<i64>) -> Result<Tensor> {
    if repeats < 0 {
        // The int overload's own check; a tensor of counts says "repeats can not be negative".
        return Err(runtime("Repeats must be non-negative"));
    }
    let (src, d) = match dim {
        Some(d) => (x.clone(), wrap_dim(d, x.ndim().max(1))?),
        None => (view::flatten(x, 0, -1)?, 0),
    };
    let src = if src.ndim() == 0 {
        view::reshape(&src, &[1])?
    } else {
        src
    };
    let u = view::unsqueeze(&src, d as i64 + 1)?;
    let mut target: Vec<i64> = u.shape().iter().map(|&s| s as i64).collect();
    target[d + 1] = repeats;
    let e = view::expand(&u, &target)?;
    let c = clone(&e, MemoryFormat::Contiguous)?;
    let mut shape: Vec<i64> = src.shape().iter().map(|&s| s as i64).collect();
    shape[d] *= repeats;
    view::view(&c, &shape)
}

/// `repeat_interleave(repeats: Tensor, dim)`: `index_select` with the repeated indices.
pub fn repeat_interleave_tensor(x: &Tensor, repeats: &Tensor, dim: Option<i64>) -> Result<Tensor> {
    let (src, d) = match dim {
        Some(d) => (x.clone(), wrap_dim(d, x.ndim().max(1))?),
        None => (view::flatten(x, 0, -1)?, 0),
    };
    let size = src.shape().get(d).copied().unwrap_or(1);
    let counts = repeats.to_f64_vec()?;
    let counts: Vec<i64> = if counts.len() == 1 {
        vec![counts[0] as i64; size]
    } else {
        counts.iter().map(|&c| c as i64).collect()
    };
    if repeats.ndim() > 1 {
        return Err(runtime("repeats must be 0-dim or 1-dim tensor"));
    }
    if counts.len() != size {
        return Err(runtime(format!(
            "repeats must have the same size as input along dim, but got repeats.size(0) = {} and input.size({d}) = {size}",
            counts.len()
        )));
    }
    let index = indices_repeated(&counts)?;
    let idx = super::factory::from_i64(&index, &[index.len()], x.device())?;
    super::index::index_select(&src, d as i64, &idx)
}

/// `torch.repeat_interleave(repeats)`: each index i repeated repeats[i] times (int64).
pub fn repeat_interleave_counts(repeats: &Tensor) -> Result<Tensor> {
    if repeats.ndim() != 1 {
        return Err(runtime("repeat_interleave only accept 1D vector as repeat"));
    }
    if repeats.dtype().is_floating() || repeats.dtype() == crate::DType::Bool {
        return Err(runtime("repeats has to be Long or Int tensor"));
    }
    let counts: Vec<i64> = repeats.to_f64_vec()?.iter().map(|&c| c as i64).collect();
    let index = indices_repeated(&counts)?;
    super::factory::from_i64(&index, &[index.len()], repeats.device())
}

fn indices_repeated(counts: &[i64]) -> Result<Vec<i64>> {
    if counts.iter().any(|&c| c < 0) {
        return Err(runtime("repeats can not be negative"));
    }
    // Summed in 128 bits: three counts of 2**62 overflow an i64.
    let total: i128 = counts.iter().map(|&c| c as i128).sum();
    crate::limits::check_alloc(usize::try_from(total).unwrap_or(usize::MAX), 8)?;
    Ok(counts
        .iter()
        .enumerate()
        .flat_map(|(i, &c)| std::iter::repeat_n(i as i64, c as usize))
        .collect())
}

/// `atleast_1d/2d/3d` as the stacking functions use them (views).
fn at_least(t: &Tensor, n: usize) -> Result<Tensor> {
    let s: Vec<i64> = t.shape().iter().map(|&x| x as i64).collect();
    match (n, s.len()) {
        (_, k) if k >= n => Ok(t.clone()),
        (1, 0) => view::reshape(t, &[1]),
        (2, 0) => view::reshape(t, &[1, 1]),
        (2, 1) => view::unsqueeze(t, 0),
        (3, 0) => view::reshape(t, &[1, 1, 1]),
        (3, 1) => view::unsqueeze(&view::unsqueeze(t, 0)?, 2),
        (3, 2) => view::unsqueeze(t, 2),
        _ => Ok(t.clone()),
    }
}

/// `hstack`, `vstack` (`row_stack`), `dstack`, `column_stack`: `cat` after PyTorch's
/// `atleast_nd` views.
pub fn stack_like(kind: &str, ts: &[Tensor]) -> Result<Tensor> {
    if ts.is_empty() {
        return Err(runtime(format!("{kind} expects a non-empty TensorList")));
    }
    match kind {
        "hstack" => {
            let parts: Vec<Tensor> = ts.iter().map(|t| at_least(t, 1)).collect::<Result<_>>()?;
            let dim = if parts[0].ndim() == 1 { 0 } else { 1 };
            cat(&parts, dim)
        }
        "vstack" | "row_stack" => {
            let parts: Vec<Tensor> = ts.iter().map(|t| at_least(t, 2)).collect::<Result<_>>()?;
            cat(&parts, 0)
        }
        "dstack" => {
            let parts: Vec<Tensor> = ts.iter().map(|t| at_least(t, 3)).collect::<Result<_>>()?;
            cat(&parts, 2)
        }
        _ => {
            // column_stack: 0-d and 1-d inputs become columns (reshape(n, 1)).
            let parts: Vec<Tensor> = ts
                .iter()
                .map(|t| {
                    if t.ndim() <= 1 {
                        view::reshape(t, &[t.numel() as i64, 1])
                    } else {
                        Ok(t.clone())
                    }
                })
                .collect::<Result<_>>()?;
            cat(&parts, 1)
        }
    }
}

/// `torch.diag(x, k)`: a 1-d input becomes a square matrix with it on diagonal `k`
/// (`DiagEmbedBackward0`); a 2-d input gives a copy of its diagonal `k`
/// (`DiagonalBackward0_copy`).
pub fn diag(x: &Tensor, k: i64) -> Result<Tensor> {
    match x.ndim() {
        1 => {
            let n = x.shape()[0] + k.unsigned_abs() as usize;
            let out = {
                let _g = NoGradGuard::new();
                let z = full(&[n, n], Scalar::Int(0), Some(x.dtype()), x.device())?;
                copy_raw(&view::diagonal(&z, k, 0, 1)?, x)?;
                z.as_fresh()
            };
            autodiff::record_one_input("DiagEmbedBackward0", x, &out, false, move |g, _| {
                view::diagonal(g, k, 0, 1)
            })?;
            Ok(out)
        }
        2 => {
            let out = {
                let _g = NoGradGuard::new();
                clone(&view::diagonal(x, k, 0, 1)?, MemoryFormat::Contiguous)?
            };
            let shape = x.shape();
            let dtype = x.dtype();
            autodiff::record_one_input("DiagonalBackward0_copy", x, &out, false, move |g, _| {
                let z = super::zeros(&shape, Some(dtype), g.device())?;
                // Under create_graph the scatter of `g` must itself be recorded.
                let d = view::diagonal(&z, k, 0, 1)?;
                super::copy_(&d, g)?;
                Ok(z)
            })?;
            Ok(out)
        }
        d => Err(runtime(format!(
            "diag(): Supports 1D or 2D tensors. Got {d}D"
        ))),
    }
}

/// `F.pad(x, pad, mode='constant', value)`: `pad` lists (before, after) pairs from the last
/// dim backwards; negative amounts crop. A fresh tensor filled with `value` and the input
/// copied into its middle, one `ConstantPadNdBackward0` node whose backward narrows.
pub fn pad_constant(x: &Tensor, pad: &[i64], value: f64) -> Result<Tensor> {
    pad_constant_scalar(x, pad, Scalar::Float(value))
}

/// `torch.constant_pad_nd(x, pad, value)`: ATen's own checks (its texts, not `F.pad`'s),
/// then the same pad; the value is a Scalar, so an int64 fill keeps every digit.
pub fn constant_pad_nd(x: &Tensor, pad: &[i64], value: Scalar) -> Result<Tensor> {
    if !pad.len().is_multiple_of(2) {
        return Err(runtime(format!(
            "Length of pad must be even but instead it equals {}",
            pad.len()
        )));
    }
    if pad.len() / 2 > x.ndim() {
        // (sic: ATen's message has no spaces around the numbers' ends)
        return Err(runtime(format!(
            "Length of pad should be no more than twice the number of dimensions of the input. Pad length is {}while the input has {}dimensions.",
            pad.len(),
            x.ndim()
        )));
    }
    pad_constant_scalar(x, pad, value)
}

fn pad_constant_scalar(x: &Tensor, pad: &[i64], value: Scalar) -> Result<Tensor> {
    if !pad.len().is_multiple_of(2) {
        return Err(runtime("Padding length must be divisible by 2"));
    }
    let n = x.ndim();
    if pad.len() / 2 > n {
        return Err(runtime(format!(
            "Padding length should be less than or equal to two times the input dimension but got padding length {} and input of dimension {n}",
            pad.len()
        )));
    }
    let shape = x.shape();
    // ATen's constant_pad_nd crops first (a `narrow` per negative pad, outer dims first,
    // the leading pad before the trailing one), so cropping past the input is narrow's
    // refusal before any output size is computed.
    for (d, &size) in shape.iter().enumerate().skip(n - pad.len() / 2) {
        let i = 2 * (n - d - 1);
        let mut len = size as i64;
        for p in [pad[i], pad[i + 1]] {
            if p < 0 {
                len = len.saturating_add(p);
                if len < 0 {
                    return Err(runtime("narrow(): length must be non-negative."));
                }
            }
        }
    }
    let mut out_shape: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    // Where the input lands in the output (start, length), per padded dim, after cropping.
    let mut placed = Vec::new();
    for (i, pair) in pad.chunks(2).enumerate() {
        let d = n - 1 - i;
        let (before, after) = (pair[0], pair[1]);
        let size = shape[d] as i64 + before + after;
        if size < 0 {
            return Err(runtime(format!(
                "The input size {}, plus negative padding {} and {} resulted in a negative output size, which is invalid. Check dimension {d} of your input.",
                shape[d], before, after
            )));
        }
        out_shape[d] = size;
        placed.push((d, before, after));
    }
    let out = {
        let _g = NoGradGuard::new();
        let dims: Vec<usize> = out_shape.iter().map(|&s| s as usize).collect();
        // With no pad above zero ATen returns `narrowed.clone()`, which keeps the narrowed
        // view's strides where they are dense (a transposed input, a crop of the outer dim,
        // an empty result); anything else is a fresh row-major tensor.
        let strides = x.strides();
        let keeps_strides = pad.iter().all(|&p| p <= 0)
            && crate::layout::contiguity::is_non_overlapping_and_dense(&dims, &strides);
        let out = if keeps_strides {
            super::empty_strided(&dims, &strides, x.dtype(), x.device())?
        } else {
            // `empty(new_shape, suggest_memory_format(self))` then `fill_(value)`: an NHWC
            // input pads to an NHWC output.
            let filled = full(&dims, value, Some(x.dtype()), x.device())?;
            match MemoryFormat::suggest(&shape, &strides) {
                MemoryFormat::Contiguous => filled,
                fmt => clone(&filled, fmt)?,
            }
        };
        // The part of the input that survives the cropping, and where it goes; an input
        // cropped to nothing leaves all `value` (and still gets its node below).
        let (mut dst, mut src) = (out.clone(), x.clone());
        let mut overlaps = dims.iter().all(|&s| s > 0);
        for &(d, before, after) in &placed {
            let len = shape[d] as i64 + before.min(0) + after.min(0);
            if len < 0 {
                // Cropping more than the input holds: PyTorch's narrow refuses it.
                return Err(runtime("narrow(): length must be non-negative."));
            }
            if !overlaps || len == 0 {
                overlaps = false;
                break;
            }
            dst = view::narrow(&dst, d as i64, before.max(0), len)?;
            src = view::narrow(&src, d as i64, (-before).max(0), len)?;
        }
        if overlaps {
            copy_raw(&dst, &src)?;
        }
        out.as_fresh()
    };
    let neg: Vec<i64> = pad.iter().map(|p| -p).collect();
    autodiff::record_one_input("ConstantPadNdBackward0", x, &out, false, move |g, _| {
        pad_constant(g, &neg, 0.0)
    })?;
    Ok(out)
}

/// PyTorch's error for a padding mode it does not know (the known non-constant ones are
/// `ops::conv::pad`).
pub fn pad_mode_unsupported(mode: &str) -> crate::error::TorchError {
    crate::error::TorchError::new(
        crate::error::ErrorKind::NotImplementedError,
        format!("Unrecognised padding mode {mode}"),
    )
}

/// `torch.diff(x, n, dim, prepend, append)`: `x[1:] - x[:-1]` along `dim`, `n` times (so its
/// node is `SubBackward0`, as PyTorch composes it); bool tensors use `!=`.
pub fn diff(
    x: &Tensor,
    n: i64,
    dim: i64,
    prepend: Option<&Tensor>,
    append: Option<&Tensor>,
) -> Result<Tensor> {
    if n < 0 {
        return Err(runtime(format!("order must be non-negative but got {n}")));
    }
    if x.ndim() == 0 {
        return Err(runtime("diff expects input to be at least one-dimensional"));
    }
    let d = wrap_dim(dim, x.ndim())?;
    let mut cur = x.clone();
    if prepend.is_some() || append.is_some() {
        if prepend
            .iter()
            .chain(append.iter())
            .any(|t| t.ndim() != x.ndim())
        {
            return Err(runtime(
                "diff expects prepend or append to be the same dimension as input",
            ));
        }
        let mut parts: Vec<Tensor> = prepend.into_iter().cloned().collect();
        parts.push(x.clone());
        parts.extend(append.cloned());
        cur = cat(&parts, d as i64)?;
    }
    for _ in 0..n {
        let len = cur.shape()[d] as i64;
        if len == 0 {
            break;
        }
        let hi = view::narrow(&cur, d as i64, 1, len - 1)?;
        let lo = view::narrow(&cur, d as i64, 0, len - 1)?;
        cur = if cur.dtype() == crate::DType::Bool {
            super::binary(
                "ne",
                crate::kernels::BinaryOp::Ne,
                super::Arg::T(&hi),
                super::Arg::T(&lo),
            )?
        } else {
            super::binary(
                "sub",
                crate::kernels::BinaryOp::Sub(Scalar::Int(1)),
                super::Arg::T(&hi),
                super::Arg::T(&lo),
            )?
        };
    }
    Ok(cur)
}

/// `flip(dims)`: a copy (PyTorch has no negative strides) in `preserve_format` layout.
pub fn flip(t: &Tensor, dims: &[i64]) -> Result<Tensor> {
    crate::limited::check_op("flip", t.dtype())?;
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
    let _g = autodiff::NoGradGuard::new();
    let mut cur = t.clone();
    for &d in &wrapped {
        // Nothing to reorder (the index would still be as long as the dim: an empty batch
        // may have a dim of billions).
        if n == 0 || t.numel() == 0 {
            break;
        }
        let size = cur.shape()[d];
        let idx: Vec<i64> = (0..size as i64).rev().collect();
        let index = super::factory::from_i64(&idx, &[size], cur.device())?;
        cur = super::index::index_select(&cur, d as i64, &index)?;
    }
    let out = empty_like_preserve(t, t.dtype(), t.device())?;
    copy_raw(&out, &cur)?;
    // The copy into the new tensor is ATen's kernel writing its output, not an in-place op
    // of the script's: `_version` stays 0.
    let out = out.as_fresh();
    drop(_g);
    autodiff::record_flip(t, &wrapped, &out)?;
    Ok(out)
}

/// `torch.cat(tensors, dim)`.
/// ATen refuses a 0-d input to cat wherever it stands, before anything else.
pub fn check_cat_ranks(ranks: impl IntoIterator<Item = usize>) -> Result<()> {
    match ranks.into_iter().position(|n| n == 0) {
        Some(i) => Err(runtime(format!(
            "zero-dimensional tensor (at position {i}) cannot be concatenated"
        ))),
        None => Ok(()),
    }
}

/// cat's legacy rule: a 1-d tensor with no elements is skipped for sizes (its dtype and
/// device still count).
pub fn cat_skips(shape: &[usize]) -> bool {
    shape == [0]
}

pub fn cat(ts: &[Tensor], dim: i64) -> Result<Tensor> {
    if ts.is_empty() {
        return Err(crate::error::value_error(
            "torch.cat(): expected a non-empty list of Tensors",
        ));
    }
    check_cat_ranks(ts.iter().map(|t| t.ndim()))?;
    // ATen's result type and device are every input's, the legacy 1-d empty ones included
    // (`torch.cat([torch.tensor([]), ints])` is float32); only their sizes are skipped.
    let all: Vec<Arg> = ts.iter().map(Arg::T).collect();
    let dtype = super::promote(&all)?;
    let device = super::common_device(&all)?;
    let parts: Vec<&Tensor> = ts.iter().filter(|t| !cat_skips(&t.shape_ref())).collect();
    if parts.is_empty() {
        // Every input skipped: an empty result of that type, any dim accepted, as ATen's.
        let out = empty(&[0], dtype, device)?;
        let refs: Vec<&Tensor> = ts.iter().collect();
        autodiff::record_cat(&refs, 0, &out, false)?;
        return Ok(out);
    }
    let first = parts[0];
    let d = wrap_dim(dim, first.ndim())?;
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
    // ATen's `compute_output_memory_format`: the inputs' common suggested format
    // (channels_last in, channels_last out), contiguous as soon as one differs.
    let mut format = None;
    for t in ts {
        let l = t.layout();
        let f = MemoryFormat::suggest(l.shape(), l.strides());
        if f == MemoryFormat::Contiguous || format.is_some_and(|g| g != f) {
            format = Some(MemoryFormat::Contiguous);
            break;
        }
        format = Some(f);
    }
    if let Some(f) = format.filter(|&f| f != MemoryFormat::Contiguous) {
        out.set_layout(crate::layout::Layout::new(
            shape.clone(),
            f.strides_for_shape(&shape)?,
            0,
        )?);
    }
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
    autodiff::record_cat(&parts, d, &out, false)?;
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
        let _g = autodiff::NoGradGuard::new();
        if d < shape.len() {
            // ATen: `cat(tensors, dim).view(sizes)` (splitting a dim is always a view), so
            // the result keeps the layout cat gives (channels_last inputs stack to
            // strides (120, 60, 1, 15, 3)). Not a view for autograd: the storage is new.
            let c = cat(ts, d as i64)?;
            let mut sizes = shape.clone();
            sizes.insert(d, ts.len());
            let l = c.layout().reshape_view(&sizes).ok_or_else(|| {
                runtime("internal error: stack's cat result did not split into a view")
            })?;
            c.alias_with(l)
        } else {
            let us: Vec<Tensor> = ts
                .iter()
                .map(|t| super::view::unsqueeze(t, d as i64))
                .collect::<Result<_>>()?;
            cat(&us, d as i64)?
        }
    };
    let refs: Vec<&Tensor> = ts.iter().collect();
    autodiff::record_cat(&refs, d, &out, true)?;
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
        // ATen sizes the result first (each rep times the input's size, the input's shape
        // padded with leading 1s) and its allocation names the first negative size.
        let pad = reps.len() - t.ndim();
        let target: Vec<i64> = reps
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                let s = if i < pad {
                    1
                } else {
                    t.shape()[i - pad] as i64
                };
                r.saturating_mul(s)
            })
            .collect();
        let first = target.iter().find(|&&x| x < 0).copied().unwrap_or(-1);
        return Err(runtime(format!(
            "Trying to create tensor with negative dimension {first}: {}",
            crate::error::fmt_list(&target)
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
    let out = {
        let _g = crate::ops::autodiff::NoGradGuard::new();
        let v = super::view::reshape(&base, &inter)?;
        let e = super::view::expand(&v, &target)?;
        let c = clone(&e, MemoryFormat::Contiguous)?;
        super::view::owned_result(super::view::reshape(&c, &out_shape)?)
    };
    let reps: Vec<usize> = reps.iter().map(|&r| r as usize).collect();
    crate::ops::autodiff::record_repeat(t, &reps, &out)?;
    Ok(out)
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
    // The result must fit before the (r, c) mask is built: an expanded input can be far
    // larger than its storage. An empty input needs no mask (one cell broadcasts).
    crate::limits::check_alloc_shape(&s, t.dtype().itemsize())?;
    let (r, c) = if t.numel() == 0 { (1, 1) } else { (r, c) };
    let mut keep = Vec::with_capacity(r * c);
    for i in 0..r as i64 {
        for j in 0..c as i64 {
            keep.push(if lower { j - i <= k } else { j - i >= k });
        }
    }
    let mask = Tensor::from_buffer(crate::storage::CpuBuffer::Bool(keep), &[r, c]);
    let mask = super::to_device(&mask, t.device())?;
    // A zero of the input's own kind, so a bool tensor stays bool (an int 0 would promote it).
    let zero = if t.dtype() == crate::DType::Bool {
        crate::Scalar::Bool(false)
    } else {
        crate::Scalar::Int(0)
    };
    let out = {
        let _g = crate::ops::autodiff::NoGradGuard::new();
        // ATen's tril/triu meta allocates a fresh row-major output whatever the input's
        // layout (a permuted batch or a channels-last input included).
        let w = super::where_(&mask, Arg::T(t), Arg::S(zero))?;
        super::copy::fresh_in_format(&w, MemoryFormat::Contiguous)?
    };
    crate::ops::autodiff::record_tri(t, k, lower, &out)?;
    Ok(out)
}
