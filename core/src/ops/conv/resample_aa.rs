//! `F.interpolate(..., antialias=True)` for 'bilinear' and 'bicubic': ATen's
//! `_upsample_bilinear2d_aa` / `_upsample_bicubic2d_aa` (`UpSampleKernel.cpp`).
//!
//! Unlike the plain modes (a fixed two or four taps, `resample.rs`), each output position
//! reads a window of input positions whose width grows with the downsampling factor (the
//! filter's support is scaled by it, as PIL resizes), with the weights normalised to sum
//! to one per output position; so the number of taps varies along a dim. The maps are
//! computed on the host as ATen computes them (`_compute_indices_min_size_weights_aa`, in
//! the input's float type), and the forward is separable as ATen's kernel: the width
//! first, then the height, skipping a dim whose size does not change. Each tap is an
//! `index_select` and a weighted sum (existing kernels, so the wgpu device runs both
//! directions); a position with fewer taps than the widest reads an appended zero with
//! weight zero, so it adds exactly nothing (an infinite input stays where ATen puts it).

use crate::dtype::DType;
use crate::error::Result;
use crate::kernels::BinaryOp;
use crate::layout::MemoryFormat;
use crate::limits::HostCharge;
use crate::ops::autodiff::{self, NoGradGuard};
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// One dim's windows: output position `o` reads `start[o] + t` for `t < size[o]` with
/// weight `w[o][t]`.
#[derive(Clone, Debug)]
struct Windows {
    input: usize,
    start: Vec<usize>,
    w: Vec<Vec<f64>>,
}

impl Windows {
    fn taps(&self) -> usize {
        self.w.iter().map(Vec::len).max().unwrap_or(0)
    }

    /// Whether some position reads fewer taps than the widest (and so needs the zero).
    fn ragged(&self) -> bool {
        let taps = self.taps();
        self.w.iter().any(|w| w.len() != taps)
    }
}

/// The arithmetic of ATen's `scalar_t`: f32 values round every result to f32 (an f64
/// operation on f32 operands, rounded once, is the f32 operation), f64 values keep it.
#[derive(Clone, Copy)]
struct Arith {
    single: bool,
}

impl Arith {
    fn r(self, v: f64) -> f64 {
        if self.single {
            v as f32 as f64
        } else {
            v
        }
    }

    /// `a * b + c` rounded once: the compiler contracts ATen's polynomials into FMAs.
    fn fma(self, a: f64, b: f64, c: f64) -> f64 {
        if self.single {
            (a as f32).mul_add(b as f32, c as f32) as f64
        } else {
            a.mul_add(b, c)
        }
    }
}

/// ATen's `area_pixel_compute_scale` in `scalar_t`.
fn pixel_scale(
    a: Arith,
    input: usize,
    output: usize,
    align_corners: bool,
    scale: Option<f64>,
) -> f64 {
    if align_corners {
        if output > 1 {
            a.r(a.r(input as f64 - 1.0) / a.r(output as f64 - 1.0))
        } else {
            0.0
        }
    } else {
        match scale {
            Some(s) if s > 0.0 => a.r(1.0 / s),
            _ => a.r(a.r(input as f64) / a.r(output as f64)),
        }
    }
}

/// `HelperInterpLinear::aa_filter` (the triangle) and `HelperInterpCubic::aa_filter`
/// (Keys' cubic with a = -0.5, PIL's choice, where plain bicubic takes -0.75).
fn filter(a: Arith, cubic: bool, x: f64) -> f64 {
    let x = x.abs();
    if !cubic {
        return if x < 1.0 { a.r(1.0 - x) } else { 0.0 };
    }
    // ATen's cubic_convolution1/2 with a = -0.5, contracted as its compiled kernel is
    // (which PyTorch's weights match to the bit).
    const A: f64 = -0.5;
    if x < 1.0 {
        // ((A + 2) * x - (A + 3)) * x * x + 1
        let t = a.fma(A + 2.0, x, -(A + 3.0));
        a.fma(a.r(t * x), x, 1.0)
    } else if x < 2.0 {
        // ((A * x - 5A) * x + 8A) * x - 4A
        let t = a.fma(A, x, -5.0 * A);
        let t = a.fma(t, x, 8.0 * A);
        a.fma(t, x, -4.0 * A)
    } else {
        0.0
    }
}

/// The support and the widest window (`max_interp_size`) of a dim, checked against the
/// memory cap for `output` positions before anything is built.
fn support(a: Arith, cubic: bool, scale: f64) -> (f64, u128) {
    let interp = if cubic { 4.0 } else { 2.0 };
    let support = if scale >= 1.0 {
        a.r(interp * 0.5 * scale)
    } else {
        interp * 0.5
    };
    // A scale too large for a window of u128 taps cannot pass the charge below anyway.
    let half = support.ceil().min(1e30) as u128;
    (support, half * 2 + 1)
}

/// `_compute_indices_min_size_weights_aa` for every output position of one dim.
fn windows(a: Arith, cubic: bool, input: usize, output: usize, scale: f64) -> Windows {
    let (support, max) = support(a, cubic, scale);
    let max = max.min(input as u128 + 1) as i64;
    let invscale = if scale >= 1.0 { a.r(1.0 / scale) } else { 1.0 };
    let mut start = Vec::with_capacity(output);
    let mut w = Vec::with_capacity(output);
    for i in 0..output {
        let center = a.r(scale * (i as f64 + 0.5));
        // static_cast<int64_t> truncates toward zero.
        let xmin = ((a.r(center - support) + 0.5) as i64).max(0);
        let xsize = (((a.r(center + support) + 0.5) as i64).min(input as i64) - xmin).clamp(0, max);
        let mut ws: Vec<f64> = (0..xsize)
            .map(|j| {
                let d = a.r(a.r((j + xmin) as f64) - center);
                filter(a, cubic, a.r((d + 0.5) * invscale))
            })
            .collect();
        let total = ws.iter().fold(0.0, |t, &v| a.r(t + v));
        if total != 0.0 {
            for v in &mut ws {
                *v = a.r(*v / total);
            }
        }
        start.push(xmin as usize);
        w.push(ws);
    }
    Windows { input, start, w }
}

/// Tap `t` of every position: its source (the appended zero at `input` past the window)
/// and its weight, the weight shaped to broadcast along `dim`.
fn tap(m: &Windows, t: usize, dim: usize, like: &Tensor) -> Result<(Tensor, Tensor)> {
    let sources = m
        .start
        .iter()
        .zip(&m.w)
        .map(|(&s, w)| if t < w.len() { s + t } else { m.input });
    let weights = m.w.iter().map(|w| w.get(t).copied().unwrap_or(0.0));
    Ok((
        super::resample::index_tensor(sources, like)?,
        super::resample::weights_along(weights, dim, like)?,
    ))
}

/// `x` with one zero appended along `dim` when some window is shorter than the widest.
fn padded(x: &Tensor, dim: usize, m: &Windows) -> Result<Tensor> {
    if !m.ragged() {
        return Ok(x.clone());
    }
    let mut shape = x.shape();
    shape[dim] = 1;
    let z = ops::zeros(&shape, Some(x.dtype()), x.device())?;
    ops::arrange::cat(&[x.clone(), z], dim as i64)
}

/// `out[o] = Σ_t w[o][t] * x[start[o] + t]`, summed in tap order as ATen's
/// `interpolate_aa_single_dim` does.
fn apply(x: &Tensor, dim: usize, m: &Windows) -> Result<Tensor> {
    let xp = padded(x, dim, m)?;
    let mut sum: Option<Tensor> = None;
    for t in 0..m.taps() {
        let (idx, w) = tap(m, t, dim, x)?;
        let picked = ops::index::index_select(&xp, dim as i64, &idx)?;
        let part = ops::binary("mul", BinaryOp::Mul, Arg::T(&picked), Arg::T(&w))?;
        sum = Some(super::resample::add_tap(sum, part)?);
    }
    sum.ok_or_else(|| crate::error::runtime("an antialiased resampling window with no taps"))
}

/// The adjoint of `apply`: each output position's gradient, weighted, added back to the
/// input positions its window read (the appended zero's share dropped).
fn adjoint(g: &Tensor, dim: usize, m: &Windows) -> Result<Tensor> {
    let pad = usize::from(m.ragged());
    let mut shape = g.shape();
    shape[dim] = m.input + pad;
    let gx = ops::zeros(&shape, Some(g.dtype()), g.device())?;
    for t in 0..m.taps() {
        let (idx, w) = tap(m, t, dim, g)?;
        let part = ops::binary("mul", BinaryOp::Mul, Arg::T(g), Arg::T(&w))?;
        ops::index_more::index_add_(&gx, dim as i64, &idx, &part, Scalar::Int(1))?;
    }
    if pad == 0 {
        return Ok(gx);
    }
    ops::view::narrow(&gx, dim as i64, 0, m.input as i64)
}

/// `_upsample_{bilinear,bicubic}2d_aa` of an `(N, C, H, W)` tensor to `out` = (H', W'),
/// with the user's scales (`None` where a size was given).
pub fn upsample_aa(
    x: &Tensor,
    mode: &str,
    out: &[i64],
    scales: &[Option<f64>],
    align_corners: bool,
) -> Result<Tensor> {
    let shape = x.shape();
    let k = out.len();
    let spatial = &shape[shape.len() - k..];
    super::resample::check_sizes(&shape, out)?;
    let single = match x.dtype() {
        DType::Float32 => true,
        DType::Float64 => false,
        DType::UInt8 => {
            // ATen resamples uint8 with int16 fixed-point weights (its AVX2 kernel).
            return Err(crate::error::not_implemented(
                "F.interpolate(antialias=True) of a uint8 tensor is not implemented in stridelab yet",
            ));
        }
        d => {
            // The weights are built for the input's type first, which only floats and
            // doubles have.
            return Err(crate::error::not_implemented(format!(
                "\"compute_index_ranges_weights\" not implemented for '{}'",
                d.legacy_name()
            )));
        }
    };
    let a = Arith { single };
    let cubic = mode == "bicubic";
    let name = if cubic {
        "UpsampleBicubic2DAaBackward0"
    } else {
        "UpsampleBilinear2DAaBackward0"
    };
    let mut out_shape: Vec<usize> = shape[..shape.len() - k].to_vec();
    out_shape.extend(out.iter().map(|&o| o as usize));
    crate::limits::check_alloc_shape(&out_shape, x.dtype().itemsize())?;
    if x.numel() == 0 {
        return super::resample::empty_output(x, &out_shape[out_shape.len() - k..], name);
    }
    // Each changed dim's windows: charged (a start and, per tap, a weight and an index
    // on the way to the device) against the memory cap before they are built.
    let scale: Vec<f64> = (0..k)
        .map(|d| pixel_scale(a, spatial[d], out[d] as usize, align_corners, scales[d]))
        .collect();
    let bytes: u128 = (0..k)
        .filter(|&d| spatial[d] != out[d] as usize)
        .map(|d| {
            let taps = support(a, cubic, scale[d]).1.min(spatial[d] as u128 + 1);
            out[d] as u128 * (8 + taps * 16)
        })
        .sum();
    let charge = HostCharge::new(bytes)?;
    let maps: Vec<Option<Windows>> = (0..k)
        .map(|d| {
            let (i, o) = (spatial[d], out[d] as usize);
            (i != o).then(|| windows(a, cubic, i, o, scale[d]))
        })
        .collect();
    let first = shape.len() - k;
    let fmt = MemoryFormat::suggest(&shape, &x.strides());
    let y = {
        let _g = NoGradGuard::new();
        let mut y = x.clone();
        // The width first, then the height, as ATen's separable kernel.
        for (d, m) in maps.iter().enumerate().rev() {
            if let Some(m) = m {
                y = apply(&y, first + d, m)?;
            }
        }
        // An unchanged size is ATen's `output.copy_(input)`: a new tensor all the same.
        if maps.iter().all(Option::is_none) {
            ops::copy::clone(&y, fmt)?
        } else {
            ops::fresh_in_format(&y, fmt)?
        }
    };
    if x.dtype().is_floating() {
        autodiff::record_one_input(name, x, &y, false, move |g, _x| {
            // The windows stay charged while the graph can run this backward.
            let _charged = &charge;
            let mut gx = g.clone();
            for (d, m) in maps.iter().enumerate() {
                if let Some(m) = m {
                    gx = adjoint(&gx, first + d, m)?;
                }
            }
            ops::fresh_in_format(&gx, fmt)
        })?;
    }
    Ok(y)
}
