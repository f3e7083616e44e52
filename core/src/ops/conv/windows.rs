//! Sliding windows as strided views: im2col and its adjoint col2im.
//!
//! A window of a convolution or a pool is not data of its own: over a (padded) image with
//! strides `(sn, sc, sh, sw)`, the view of shape `(N, C, kh, kw, OH, OW)` with strides
//! `(sn, sc, dh*sh, dw*sw, s_h*sh, s_w*sw)` *is* every window at once, with no copy
//! (`F.unfold` materialises it). Reading it contiguously is im2col; summing overlapping
//! windows back into an image is col2im (`F.fold`), one strided `add_` per kernel offset.

// Window math walks several per-dim arrays (kernel, stride, padding, sizes) in step.
#![allow(clippy::needless_range_loop)]

use crate::error::{runtime, Result};
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// The geometry of one sliding-window op over `k` spatial dims.
#[derive(Clone, Debug, PartialEq)]
pub struct Windows {
    pub kernel: Vec<usize>,
    pub stride: Vec<usize>,
    pub padding: Vec<usize>,
    pub dilation: Vec<usize>,
    /// Output positions per spatial dim.
    pub out: Vec<usize>,
}

impl Windows {
    pub fn kernel_numel(&self) -> usize {
        self.kernel.iter().product()
    }
    pub fn out_numel(&self) -> usize {
        self.out.iter().product()
    }
    /// How far one window reaches: `dilation * (kernel - 1) + 1`.
    pub fn reach(&self, d: usize) -> usize {
        self.dilation[d] * (self.kernel[d] - 1) + 1
    }
}

/// The view `(N, C, *kernel, *out)` of every window of `padded` (`(N, C, *spatial)`), which
/// must be large enough for the last window.
pub fn window_view(padded: &Tensor, w: &Windows) -> Result<Tensor> {
    let (shape, strides) = (padded.shape(), padded.strides());
    let k = w.kernel.len();
    let mut size: Vec<i64> = shape[..2].iter().map(|&s| s as i64).collect();
    let mut stride: Vec<i64> = strides[..2].iter().map(|&s| s as i64).collect();
    for d in 0..k {
        size.push(w.kernel[d] as i64);
        stride.push((w.dilation[d] * strides[2 + d]) as i64);
    }
    for d in 0..k {
        size.push(w.out[d] as i64);
        stride.push((w.stride[d] * strides[2 + d]) as i64);
    }
    view::as_strided(padded, &size, &stride, Some(padded.offset() as i64))
}

/// Pads every spatial dim of `x` by `before[d]` and `after[d]` elements of `value`.
pub fn pad_spatial(x: &Tensor, before: &[usize], after: &[usize], value: f64) -> Result<Tensor> {
    if before.iter().chain(after).all(|&p| p == 0) {
        return Ok(x.clone());
    }
    // F.pad lists (before, after) pairs from the last dim backwards.
    let mut pad = Vec::new();
    for d in (0..before.len()).rev() {
        pad.push(before[d] as i64);
        pad.push(after[d] as i64);
    }
    ops::arrange::pad_constant(x, &pad, value)
}

/// im2col: the windows of `x` (`(N, C, *spatial)`, zero-padded by `w.padding`) read into
/// `(N, groups, C/groups * K, L)`, one column per output position.
pub fn im2col(x: &Tensor, w: &Windows, groups: usize) -> Result<Tensor> {
    let padded = pad_spatial(x, &w.padding, &w.padding, 0.0)?;
    let v = window_view(&padded, w)?;
    let (n, c) = (x.shape()[0], x.shape()[1]);
    let rows = (c / groups) * w.kernel_numel();
    view::reshape(
        &v,
        &[n as i64, groups as i64, rows as i64, w.out_numel() as i64],
    )
}

/// col2im: sums columns `(N, groups, C/groups * K, L)` back into an image `(N, C, *image)`,
/// each column's entries landing where im2col read them; padding is cropped away.
pub fn col2im(cols: &Tensor, c: usize, image: &[usize], w: &Windows) -> Result<Tensor> {
    let n = cols.shape()[0];
    let k = w.kernel.len();
    let mut per_offset: Vec<i64> = vec![n as i64, c as i64];
    per_offset.extend(w.kernel.iter().map(|&s| s as i64));
    per_offset.extend(w.out.iter().map(|&s| s as i64));
    let blocks = view::reshape(cols, &per_offset)?;
    let mut padded_shape = vec![n, c];
    for d in 0..k {
        let last = (w.out[d].max(1) - 1) * w.stride[d] + w.reach(d);
        padded_shape.push((image[d] + 2 * w.padding[d]).max(last));
    }
    let acc = ops::zeros(&padded_shape, Some(cols.dtype()), cols.device())?;
    for offset in 0..w.kernel_numel() {
        // This kernel offset's entries, and the strided slice of the image they came from.
        let (mut src, mut dst, mut rest) = (blocks.clone(), acc.clone(), offset);
        for d in (0..k).rev() {
            let i = rest % w.kernel[d];
            rest /= w.kernel[d];
            src = view::select(&src, (2 + d) as i64, i as i64)?;
            let start = (i * w.dilation[d]) as i64;
            let end = start + ((w.out[d].max(1) - 1) * w.stride[d]) as i64 + 1;
            dst = view::slice(&dst, 2 + d, Some(start), Some(end), w.stride[d] as i64)?;
        }
        if w.out_numel() > 0 {
            ops::named::add_(&dst, Arg::T(&src), Scalar::Int(1))?;
        }
    }
    let mut out = acc.clone();
    for d in 0..k {
        out = view::narrow(&out, (2 + d) as i64, w.padding[d] as i64, image[d] as i64)?;
    }
    // ATen's col2im writes a fresh image: a crop of the padded one would show its strides
    // and offset (a transposed convolution with padding, where a size-1 dim makes the crop
    // count as contiguous and no later copy happens).
    if out.shape_ref()[..] != acc.shape_ref()[..] {
        out = ops::copy::clone(&out, crate::layout::MemoryFormat::Contiguous)?;
    }
    Ok(out)
}

/// PyTorch's output size of a window op along one dim (`pooling_output_shape` with
/// `ceil_mode`, or the convolution formula when `ceil` is false); `None` when no window
/// fits ("Output size is too small").
pub fn out_size(input: usize, w: &Windows, d: usize, ceil: bool) -> Option<usize> {
    let span = (input + 2 * w.padding[d]) as i64 - w.reach(d) as i64;
    let s = w.stride[d] as i64;
    let mut o = (span + if ceil { s - 1 } else { 0 }).div_euclid(s) + 1;
    // The last window must start inside the input or its left padding.
    if ceil && (o - 1) * s >= (input + w.padding[d]) as i64 {
        o -= 1;
    }
    usize::try_from(o).ok().filter(|&o| o > 0)
}

/// "Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: [..]".
pub fn rank_error(op: &str, spatial: usize, shape: &[usize]) -> crate::error::TorchError {
    runtime(format!(
        "Expected {}D (unbatched) or {}D (batched) input to {op}, but got input of size: {shape:?}",
        spatial + 1,
        spatial + 2
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w2(k: usize, s: usize, p: usize, d: usize) -> Windows {
        Windows {
            kernel: vec![k],
            stride: vec![s],
            padding: vec![p],
            dilation: vec![d],
            out: vec![],
        }
    }

    #[test]
    fn output_sizes_follow_pytorch() {
        // conv2d of 8 with a 3-kernel: 6; stride 2 padding 1: 4; dilation 2: 4.
        assert_eq!(out_size(8, &w2(3, 1, 0, 1), 0, false), Some(6));
        assert_eq!(out_size(8, &w2(3, 2, 1, 1), 0, false), Some(4));
        assert_eq!(out_size(8, &w2(3, 1, 0, 2), 0, false), Some(4));
        // max_pool2d(5, 2, ceil_mode=True): 3 windows, the last one partly outside.
        assert_eq!(out_size(5, &w2(2, 2, 0, 1), 0, true), Some(3));
        // ceil mode never starts a window in the right padding.
        assert_eq!(out_size(5, &w2(3, 2, 1, 1), 0, true), Some(3));
        // A kernel wider than the padded input has no output.
        assert_eq!(out_size(2, &w2(3, 1, 0, 1), 0, false), None);
    }
}
