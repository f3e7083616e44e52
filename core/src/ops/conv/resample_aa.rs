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
use crate::kernels::{BinaryOp, TernaryOp};
use crate::layout::MemoryFormat;
use crate::limits::HostCharge;
use crate::ops::autodiff::{self, NoGradGuard};
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// One dim's windows: output position `o` reads `start[o] + t` for `t < size[o]` with
/// weight `w[o][t]`.
#[derive(Clone, Debug)]
pub(super) struct Windows {
    input: usize,
    pub(super) start: Vec<usize>,
    pub(super) w: Vec<Vec<f64>>,
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
pub(super) struct Arith {
    pub(super) single: bool,
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
pub(super) fn pixel_scale(
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
fn filter(a: Arith, cubic: bool, keys: bool, x: f64) -> f64 {
    let x = x.abs();
    if !cubic {
        return if x < 1.0 { a.r(1.0 - x) } else { 0.0 };
    }
    // ATen's cubic_convolution1/2 with a = -0.5 (Keys, for antialias) or -0.75 (the plain
    // bicubic's, which uint8's windowed kernel takes without antialias), contracted as its
    // compiled kernel is (which PyTorch's weights match to the bit).
    let c = if keys { -0.5 } else { -0.75 };
    if x < 1.0 {
        // ((c + 2) * x - (c + 3)) * x * x + 1
        let t = a.fma(c + 2.0, x, -(c + 3.0));
        a.fma(a.r(t * x), x, 1.0)
    } else if x < 2.0 {
        // ((c * x - 5c) * x + 8c) * x - 4c
        let t = a.fma(c, x, -5.0 * c);
        let t = a.fma(t, x, 8.0 * c);
        a.fma(t, x, -4.0 * c)
    } else {
        0.0
    }
}

/// The support and the widest window (`max_interp_size`) of a dim, checked against the
/// memory cap for `output` positions before anything is built.
fn support(a: Arith, cubic: bool, scale: f64) -> (f64, u128) {
    support_for(a, cubic, scale, true)
}

/// `support` for either kind of window: without antialias it never widens.
fn support_for(a: Arith, cubic: bool, scale: f64, antialias: bool) -> (f64, u128) {
    let interp = if cubic { 4.0 } else { 2.0 };
    let support = if scale >= 1.0 && antialias {
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
    windows_for(a, cubic, input, output, scale, true, false)
}

/// The same for either kind: without antialias (uint8's bilinear and bicubic) the support
/// stays the filter's own and align_corners shifts the centres by half a pixel.
pub(super) fn windows_for(
    a: Arith,
    cubic: bool,
    input: usize,
    output: usize,
    scale: f64,
    antialias: bool,
    align_corners: bool,
) -> Windows {
    let (support, max) = support_for(a, cubic, scale, antialias);
    let max = max.min(input as u128 + 1) as i64;
    let delta = if align_corners && !antialias {
        0.5
    } else {
        0.0
    };
    let invscale = if scale >= 1.0 && antialias {
        a.r(1.0 / scale)
    } else {
        1.0
    };
    let mut start = Vec::with_capacity(output);
    let mut w = Vec::with_capacity(output);
    for i in 0..output {
        let center = a.r(scale * (i as f64 + 0.5 - delta));
        // static_cast<int64_t> truncates toward zero.
        let xmin = ((a.r(center - support) + 0.5 + delta) as i64).max(0);
        let xsize =
            (((a.r(center + support) + 0.5 + delta) as i64).min(input as i64) - xmin).clamp(0, max);
        let mut ws: Vec<f64> = (0..xsize)
            .map(|j| {
                let d = a.r(a.r((j + xmin) as f64) - center);
                filter(a, cubic, antialias, a.r((d + 0.5 - delta) * invscale))
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

/// How one tap adds into a position's sum in ATen's compiled `interpolate_aa_single_dim`.
#[derive(Clone, Copy, PartialEq)]
enum Step {
    /// Past the position's window (the appended zero): the sum stays as it is.
    Keep,
    /// The product rounded, then added.
    Plain,
    /// One fused multiply-add.
    Fused,
}

/// Tap `t` of a window of `n` taps, for values whose vectors hold `lanes` of them. The
/// compiler vectorises the tap loop's multiplies `lanes` at a time and keeps the adds in
/// order; the taps after the last full group (counted from tap 1) are its scalar tail,
/// contracted into fused multiply-adds. Measured against PyTorch 2.15 on this machine's
/// build: 4 lanes for float (0 of 4,590 results differ, against 200 for all-rounded and
/// 375 for all-fused sums), 2 for double (0 of 1,470).
fn step(t: usize, n: usize, lanes: usize) -> Step {
    if t >= n {
        Step::Keep
    } else if t > (n - 1) / lanes * lanes {
        Step::Fused
    } else {
        Step::Plain
    }
}

/// A flag per position, shaped to broadcast along `dim` of `like`.
fn mask_along(flags: &[bool], dim: usize, like: &Tensor) -> Result<Tensor> {
    let vals: Vec<f64> = flags.iter().map(|&f| f64::from(u8::from(f))).collect();
    let mut shape = vec![1usize; like.ndim()];
    shape[dim] = vals.len();
    ops::host::build(&vals, &shape, DType::Bool, like.device())
}

/// `out[o] = Σ_t w[o][t] * x[start[o] + t]`, summed in tap order as ATen's
/// `interpolate_aa_single_dim` does, each tap rounded or fused as `step` says.
fn apply(x: &Tensor, dim: usize, m: &Windows, lanes: usize) -> Result<Tensor> {
    let xp = padded(x, dim, m)?;
    let mut sum: Option<Tensor> = None;
    for t in 0..m.taps() {
        let (idx, w) = tap(m, t, dim, x)?;
        let picked = ops::index::index_select(&xp, dim as i64, &idx)?;
        let Some(acc) = sum else {
            // `output = t * wts`: the first product, rounded.
            sum = Some(ops::binary(
                "mul",
                BinaryOp::Mul,
                Arg::T(&picked),
                Arg::T(&w),
            )?);
            continue;
        };
        let steps: Vec<Step> = m.w.iter().map(|ws| step(t, ws.len(), lanes)).collect();
        let has = |s: Step| steps.contains(&s);
        let plain = if has(Step::Plain) {
            let part = ops::binary("mul", BinaryOp::Mul, Arg::T(&picked), Arg::T(&w))?;
            Some(super::resample::add_tap(Some(acc.clone()), part)?)
        } else {
            None
        };
        let fused = if has(Step::Fused) {
            let one = TernaryOp::Addcmul(Scalar::Int(1));
            Some(ops::ternary(
                "addcmul",
                one,
                &[Arg::T(&acc), Arg::T(&picked), Arg::T(&w)],
            )?)
        } else {
            None
        };
        let pick = |s: Step, yes: &Tensor, no: &Tensor| -> Result<Tensor> {
            if steps.iter().all(|&x| x == s) {
                return Ok(yes.clone());
            }
            let flags: Vec<bool> = steps.iter().map(|&x| x == s).collect();
            ops::where_(&mask_along(&flags, dim, x)?, Arg::T(yes), Arg::T(no))
        };
        let mut next = acc.clone();
        if let Some(p) = &plain {
            next = pick(Step::Plain, p, &next)?;
        }
        if let Some(f) = &fused {
            next = pick(Step::Fused, f, &next)?;
        }
        sum = Some(next);
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

/// ATen's forward when the output is one column wide, the height changes and the input is
/// not channels-last: the height pass's index tensors then look broadcast to its
/// zero-stride loop (`interpolate_aa_single_dim_zero_strides`), which reads the first
/// output row's window for every row, so each plane's rows all equal its first (measured
/// on 2.15: `(4, 4) -> (3, 1)` gives `[40.5, 40.5, 40.5]`). PyTorch is the reference, so the
/// forward does the same; the backward is ATen's own kernel, which has no such quirk.
fn first_row_quirk(
    y: Tensor,
    first: usize,
    maps: &[Option<Windows>],
    fmt: MemoryFormat,
) -> Result<Tensor> {
    let shape = y.shape();
    let k = maps.len();
    let narrow_out = shape.last() == Some(&1);
    let height_changes = k == 2 && maps[0].is_some();
    if !(narrow_out && height_changes) || fmt == MemoryFormat::ChannelsLast {
        return Ok(y);
    }
    let row = ops::view::narrow(&y, first as i64, 0, 1)?;
    let rows: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
    ops::copy::clone(&ops::view::expand(&row, &rows)?, MemoryFormat::Contiguous)
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
        // uint8's weights are computed in double, then made int16 (resample_aa_u8.rs).
        DType::Float64 | DType::UInt8 => false,
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
    if x.dtype() == DType::UInt8 {
        let out_hw = [out[0] as usize, out[1] as usize];
        return super::resample_aa_u8::upsample_aa_u8(x, &maps, out_hw, fmt);
    }
    let y = {
        let _g = NoGradGuard::new();
        let mut y = x.clone();
        // The width first, then the height, as ATen's separable kernel.
        let lanes = if single { 4 } else { 2 };
        for (d, m) in maps.iter().enumerate().rev() {
            if let Some(m) = m {
                y = apply(&y, first + d, m, lanes)?;
            }
        }
        y = first_row_quirk(y, first, &maps, fmt)?;
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
