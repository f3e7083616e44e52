//! Ops that read each output position from one or two input positions along every spatial
//! dim, independently per dim: `F.pad` in 'reflect' and 'replicate' mode and
//! `F.interpolate` ('nearest', 'nearest-exact', 'linear', 'bilinear', 'trilinear',
//! 'bicubic').
//!
//! Each dim's rule is a `DimMap` computed on the host (PyTorch's exact source-index
//! formulas, in f32 as ATen's CPU kernels compute them); the forward is `index_select`
//! along each dim (two or four selects and a weighted sum for linear and cubic modes), and
//! the backward is
//! the adjoint: a matmul of the gradient with the map's (out × in) matrix, per dim in
//! reverse. All are existing kernels, so the wgpu device runs both directions.

use crate::dtype::DType;
use crate::error::Result;
use crate::kernels::BinaryOp;
use crate::layout::MemoryFormat;
use crate::limits::HostCharge;
use crate::ops::autodiff::{self, NoGradGuard};
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// How one dim's output positions read the input's.
#[derive(Clone, Debug, PartialEq)]
pub enum DimMap {
    /// `out[o] = in[idx[o]]`.
    Index { input: usize, idx: Vec<usize> },
    /// `out[o] = Σ_t w[t][o] * in[idx[t][o]]`, summed in tap order: two taps for linear
    /// modes, four for cubic.
    Taps {
        input: usize,
        idx: Vec<Vec<usize>>,
        w: Vec<Vec<f32>>,
    },
}

impl DimMap {
    fn input(&self) -> usize {
        match self {
            DimMap::Index { input, .. } | DimMap::Taps { input, .. } => *input,
        }
    }
}

/// What one output position's map costs on the host per tap: its source index, and its
/// weight where there are several taps.
fn map_bytes_per_tap(taps: usize) -> u128 {
    let index = std::mem::size_of::<usize>() as u128;
    if taps > 1 {
        index + std::mem::size_of::<f32>() as u128
    } else {
        index
    }
}

/// Charges the maps of `outputs` positions (summed over dims) of `taps` taps each against
/// the memory cap before they are built: they live on the host for the op, and for its
/// backward.
pub fn charge_maps(outputs: &[usize], taps: usize) -> Result<HostCharge> {
    let positions: u128 = outputs.iter().map(|&o| o as u128).sum();
    HostCharge::new(positions * taps as u128 * map_bytes_per_tap(taps))
}

/// An int64 index vector on `like`'s device (the plain and the antialiased maps' sources).
pub(super) fn index_tensor(idx: impl Iterator<Item = usize>, like: &Tensor) -> Result<Tensor> {
    let vals: Vec<i64> = idx.map(|i| i as i64).collect();
    let n = vals.len();
    ops::factory::from_i64_vec(vals, &[n], like.device())
}

/// A weight vector in `like`'s dtype, shaped to broadcast along `dim` of `like`.
pub(super) fn weights_along(
    w: impl Iterator<Item = f64>,
    dim: usize,
    like: &Tensor,
) -> Result<Tensor> {
    let vals: Vec<f64> = w.collect();
    let mut shape = vec![1usize; like.ndim()];
    shape[dim] = vals.len();
    ops::host::build(&vals, &shape, like.dtype(), like.device())
}

fn apply_dim(x: &Tensor, dim: usize, map: &DimMap) -> Result<Tensor> {
    match map {
        DimMap::Index { idx, .. } => {
            ops::index::index_select(x, dim as i64, &index_tensor(idx.iter().copied(), x)?)
        }
        DimMap::Taps { idx, w, .. } => {
            let mut sum: Option<Tensor> = None;
            for (i, l) in idx.iter().zip(w) {
                let picked =
                    ops::index::index_select(x, dim as i64, &index_tensor(i.iter().copied(), x)?)?;
                let part = ops::binary(
                    "mul",
                    BinaryOp::Mul,
                    Arg::T(&picked),
                    Arg::T(&weights_along(l.iter().map(|&v| v as f64), dim, x)?),
                )?;
                sum = Some(add_tap(sum, part)?);
            }
            sum.ok_or_else(|| crate::error::runtime("a resampling map with no taps"))
        }
    }
}

/// A weighted tap added to the taps before it, in tap order (how ATen's kernels sum them).
pub fn add_tap(sum: Option<Tensor>, part: Tensor) -> Result<Tensor> {
    match sum {
        None => Ok(part),
        Some(acc) => ops::binary(
            "add",
            BinaryOp::Add(Scalar::Int(1)),
            Arg::T(&acc),
            Arg::T(&part),
        ),
    }
}

/// The adjoint of `apply_dim`: each output position's gradient added back to the input
/// positions it read (scatter-adds along `dim`, in output order). A dense (out × in)
/// matrix did this before and cost out × in host values: 160 GB for the backward of a
/// 100,000-long row upsampled twice.
fn adjoint_dim(g: &Tensor, dim: usize, map: &DimMap) -> Result<Tensor> {
    let mut shape = g.shape();
    shape[dim] = map.input();
    let gx = ops::zeros(&shape, Some(g.dtype()), g.device())?;
    let one = Scalar::Int(1);
    match map {
        DimMap::Index { idx, .. } => {
            let idx = index_tensor(idx.iter().copied(), g)?;
            ops::index_more::index_add_(&gx, dim as i64, &idx, g, one)?;
        }
        DimMap::Taps { idx, w, .. } => {
            for (i, l) in idx.iter().zip(w) {
                let w = weights_along(l.iter().map(|&v| v as f64), dim, g)?;
                let part = ops::binary("mul", BinaryOp::Mul, Arg::T(g), Arg::T(&w))?;
                let i = index_tensor(i.iter().copied(), g)?;
                ops::index_more::index_add_(&gx, dim as i64, &i, &part, one)?;
            }
        }
    }
    Ok(gx)
}

/// Applies `maps` to the trailing spatial dims of `x` (the first map to the first spatial
/// dim), recording one node named `name`; the output keeps `x`'s suggested memory format.
/// `reads_input`: the backward op takes the input (ATen's pad backwards do; the upsample
/// backwards take only sizes), so a second derivative with respect to it is zeros, not
/// "unused". `charge` counts the maps against the memory cap for as long as they live.
pub fn resample(
    x: &Tensor,
    maps: &[DimMap],
    name: &str,
    reads_input: bool,
    charge: HostCharge,
) -> Result<Tensor> {
    let nd = x.ndim();
    let first = nd - maps.len();
    let fmt = MemoryFormat::suggest(&x.shape(), &x.strides());
    let out = {
        let _g = NoGradGuard::new();
        // A half or bfloat16 input is resampled in float and rounded once, as ATen's
        // kernels accumulate in their opmath type (rounding after each tap and each dim
        // differed from PyTorch in ~40% of bilinear results, probe 74).
        let low = x.dtype().is_reduced_float();
        let mut y = if low {
            ops::to_dtype(x, DType::Float32)?
        } else {
            x.clone()
        };
        // Innermost dim first, as ATen's kernels interpolate (w, then h, then d).
        for (k, m) in maps.iter().enumerate().rev() {
            y = apply_dim(&y, first + k, m)?;
        }
        if low {
            y = ops::to_dtype(&y, x.dtype())?;
        }
        ops::fresh_in_format(&y, fmt)?
    };
    if x.dtype().is_floating() {
        let maps = maps.to_vec();
        let again = format!("{}Backward0", name.trim_end_matches('0'));
        autodiff::record_one_input(name, x, &out, false, move |g, x| {
            // The maps stay charged while the graph can run this backward.
            let _charged = &charge;
            let mut gx = g.clone();
            for (k, m) in maps.iter().enumerate() {
                gx = adjoint_dim(&gx, first + k, m)?;
            }
            let gx = ops::fresh_in_format(&gx, fmt)?;
            if reads_input {
                return autodiff::diff_ops::zero_link_named(gx, x, &again);
            }
            Ok(gx)
        })?;
    }
    Ok(out)
}

/// A resampling or pooling of an input with no elements (only a batch dim can be 0): the
/// output of spatial sizes `out` is empty as well, so no index map is built. An empty batch
/// may still have planes of billions of positions, whose maps would not fit in memory.
pub fn empty_output(x: &Tensor, out: &[usize], name: &str) -> Result<Tensor> {
    let mut shape = x.shape();
    let first = shape.len() - out.len();
    shape.truncate(first);
    shape.extend_from_slice(out);
    let fmt = MemoryFormat::suggest(&x.shape(), &x.strides());
    let y = ops::fresh_in_format(&ops::zeros(&shape, Some(x.dtype()), x.device())?, fmt)?;
    if x.dtype().is_floating() {
        autodiff::record_one_input(name, x, &y, false, move |g, x| {
            ops::fresh_in_format(&ops::zeros(&x.shape(), Some(g.dtype()), g.device())?, fmt)
        })?;
    }
    Ok(y)
}

/// `F.pad` 'reflect' along one dim: output position `o` reads `o - before`, mirrored at the
/// edges without repeating them.
pub fn reflect_map(n: usize, before: i64, after: i64) -> DimMap {
    let out = (n as i64 + before + after).max(0) as usize;
    let last = n as i64 - 1;
    let idx = (0..out as i64)
        .map(|o| {
            let i = o - before;
            let i = if i < 0 { -i } else { i };
            (if i > last { 2 * last - i } else { i }) as usize
        })
        .collect();
    DimMap::Index { input: n, idx }
}

/// `F.pad` 'replicate' along one dim: the edge element repeated.
pub fn replicate_map(n: usize, before: i64, after: i64) -> DimMap {
    let out = (n as i64 + before + after).max(0) as usize;
    let idx = (0..out as i64)
        .map(|o| (o - before).clamp(0, n as i64 - 1) as usize)
        .collect();
    DimMap::Index { input: n, idx }
}

/// ATen's `compute_scales_value`: `1 / scale` when a positive scale was given, else
/// `in / out`.
fn scales_value(scale: Option<f64>, input: usize, output: usize) -> f32 {
    match scale {
        Some(s) if s > 0.0 => (1.0 / s) as f32,
        _ => input as f32 / output as f32,
    }
}

/// ATen's `area_pixel_compute_scale`: input steps per output step, corner to corner with
/// `align_corners`, else from the user's scale (or the sizes).
fn pixel_scale(input: usize, output: usize, align_corners: bool, scale: Option<f64>) -> f32 {
    if align_corners {
        if output > 1 {
            (input as f32 - 1.0) / (output as f32 - 1.0)
        } else {
            0.0
        }
    } else {
        scales_value(scale, input, output)
    }
}

/// 'nearest' (`nearest_idx`) or 'nearest-exact' along one dim.
pub fn nearest_map(input: usize, output: usize, scale: Option<f64>, exact: bool) -> DimMap {
    let idx = (0..output)
        .map(|o| {
            if !exact && output == input {
                o
            } else if !exact && output == 2 * input {
                o >> 1
            } else {
                let s = scales_value(scale, input, output);
                let off = if exact { 0.5f32 } else { 0.0 };
                let src = ((o as f32 + off) * s).floor() as i64;
                src.clamp(0, input as i64 - 1) as usize
            }
        })
        .collect();
    DimMap::Index { input, idx }
}

/// 'linear' along one dim: `area_pixel_compute_scale` / `area_pixel_compute_source_index`
/// and `guard_index_and_lambda`, in f32 as ATen's CPU kernel.
pub fn linear_map(input: usize, output: usize, align_corners: bool, scale: Option<f64>) -> DimMap {
    let s = pixel_scale(input, output, align_corners, scale);
    let (mut i0, mut i1, mut l0, mut l1) = (vec![], vec![], vec![], vec![]);
    for o in 0..output {
        let real = if align_corners {
            s * o as f32
        } else {
            (s * (o as f32 + 0.5) - 0.5).max(0.0)
        };
        let i = (real.floor() as i64).min(input as i64 - 1).max(0);
        let lambda = (real - i as f32).clamp(0.0, 1.0);
        let j = if i < input as i64 - 1 { i + 1 } else { i };
        i0.push(i as usize);
        i1.push(j as usize);
        l0.push(1.0 - lambda);
        l1.push(lambda);
    }
    DimMap::Taps {
        input,
        idx: vec![i0, i1],
        w: vec![l0, l1],
    }
}

/// ATen's `get_cubic_upsample_coefficients` (Keys' kernel with A = -0.75) at `t` in [0, 1].
fn cubic_coefficients(t: f32) -> [f32; 4] {
    const A: f32 = -0.75;
    let near = |x: f32| ((A + 2.0) * x - (A + 3.0)) * x * x + 1.0;
    let far = |x: f32| ((A * x - 5.0 * A) * x + 8.0 * A) * x - 4.0 * A;
    // Written as ATen writes it: 1 - t once, then + 1 (not 2 - t, which rounds otherwise).
    let x2 = 1.0 - t;
    [far(t + 1.0), near(t), near(x2), far(x2 + 1.0)]
}

/// 'bicubic' along one dim: the source index without the clamp at 0 (ATen's `cubic=true`),
/// `guard_index_and_lambda`, and four taps at `i - 1 ..= i + 2`, each clamped to the edge.
pub fn cubic_map(input: usize, output: usize, align_corners: bool, scale: Option<f64>) -> DimMap {
    let s = pixel_scale(input, output, align_corners, scale);
    let mut idx: Vec<Vec<usize>> = (0..4).map(|_| Vec::with_capacity(output)).collect();
    let mut w: Vec<Vec<f32>> = (0..4).map(|_| Vec::with_capacity(output)).collect();
    let last = input as i64 - 1;
    for o in 0..output {
        let real = if align_corners {
            s * o as f32
        } else {
            s * (o as f32 + 0.5) - 0.5
        };
        let i = (real.floor() as i64).min(last);
        let t = (real - i as f32).clamp(0.0, 1.0);
        for (tap, c) in cubic_coefficients(t).into_iter().enumerate() {
            idx[tap].push((i - 1 + tap as i64).clamp(0, last) as usize);
            w[tap].push(c);
        }
    }
    DimMap::Taps { input, idx, w }
}

/// ATen's upsample size checks on an `(N, C, *spatial)` input: every input and output
/// size positive (named D, H, W), outputs within int32, and no empty channel dim (an
/// empty batch is fine).
pub fn check_sizes(shape: &[usize], out: &[i64]) -> Result<()> {
    let k = out.len();
    let spatial = &shape[shape.len() - k..];
    if spatial.contains(&0) || out.iter().any(|&o| o <= 0) {
        let names = &["D", "H", "W"][3 - k..];
        let fmt = |v: Vec<String>| {
            names
                .iter()
                .zip(v)
                .map(|(n, s)| format!("{n}: {s}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(crate::error::runtime(format!(
            "Input and output sizes should be greater than 0, but got input ({}) output ({})",
            fmt(spatial.iter().map(|s| s.to_string()).collect()),
            fmt(out.iter().map(|s| s.to_string()).collect())
        )));
    }
    if out.iter().any(|&o| o > i32::MAX as i64) {
        return Err(crate::error::runtime("upsample: output size is too large"));
    }
    if shape.iter().skip(1).any(|&d| d == 0) {
        return Err(crate::error::runtime(format!(
            "Non-empty {}D data tensor expected but got a tensor with sizes {}",
            shape.len(),
            crate::error::fmt_list(shape)
        )));
    }
    Ok(())
}

/// `upsample_{nearest,nearest_exact,linear1d,bilinear2d,trilinear3d}` on `(N, C, *spatial)`
/// with the final output sizes and the scales given by the user (`None` when the size was).
pub fn upsample(
    x: &Tensor,
    mode: &str,
    out: &[i64],
    scales: &[Option<f64>],
    align_corners: bool,
) -> Result<Tensor> {
    let shape = x.shape();
    let k = out.len();
    let spatial = &shape[shape.len() - k..];
    check_sizes(&shape, out)?;
    // Checked against the allocation cap before the index maps are built on the host.
    let mut out_shape: Vec<usize> = shape[..shape.len() - k].to_vec();
    out_shape.extend(out.iter().map(|&o| o as usize));
    crate::limits::check_alloc_shape(&out_shape, x.dtype().itemsize())?;
    let nearest = matches!(mode, "nearest" | "nearest-exact");
    // ATen's nearest kernels take uint8 images as well as floats (a nearest resize copies
    // values, so any dtype would do, but the others are not compiled); its uint8 bilinear
    // and bicubic kernels (torchvision's resize path) are the antialias kernel's fixed-point
    // windows with the plain filters (resample_aa_u8.rs).
    if x.dtype() == DType::UInt8 && matches!(mode, "bilinear" | "bicubic") && k == 2 {
        return super::resample_aa_u8::upsample_u8_plain(x, mode, out, scales, align_corners);
    }
    if !(x.dtype().is_floating() || nearest && x.dtype() == DType::UInt8) {
        // The name of the first dispatch that meets the dtype: the 2-d kernels' own, the
        // index-weight builders' for 1-d and 3-d.
        let kernel: String = match (mode, k) {
            ("nearest" | "nearest-exact", 2) => "upsample_nearest2d_channels_last".into(),
            ("nearest" | "nearest-exact", _) => "compute_indices_weights_nearest".into(),
            ("bilinear", _) => "upsample_bilinear2d_channels_last".into(),
            ("bicubic", _) => "compute_indices_weights_cubic".into(),
            _ => "compute_indices_weights_linear".into(),
        };
        return Err(crate::error::not_implemented(format!(
            "\"{kernel}\" not implemented for '{}'",
            x.dtype().legacy_name()
        )));
    }
    let name = match mode {
        "nearest" => format!("UpsampleNearest{}DBackward0", k),
        "nearest-exact" => format!("UpsampleNearestExact{}DBackward0", k),
        "linear" => "UpsampleLinear1DBackward0".into(),
        "bilinear" => "UpsampleBilinear2DBackward0".into(),
        "bicubic" => "UpsampleBicubic2DBackward0".into(),
        _ => "UpsampleTrilinear3DBackward0".into(),
    };
    if x.numel() == 0 {
        return empty_output(x, &out_shape[out_shape.len() - k..], &name);
    }
    let taps = match mode {
        "nearest" | "nearest-exact" => 1,
        "bicubic" => 4,
        _ => 2,
    };
    let charge = charge_maps(&out_shape[out_shape.len() - k..], taps)?;
    let maps: Vec<DimMap> = (0..k)
        .map(|d| {
            let (i, o) = (spatial[d], out[d] as usize);
            match mode {
                "nearest" => nearest_map(i, o, scales[d], false),
                "nearest-exact" => nearest_map(i, o, scales[d], true),
                "bicubic" => cubic_map(i, o, align_corners, scales[d]),
                _ => linear_map(i, o, align_corners, scales[d]),
            }
        })
        .collect();
    resample(x, &maps, &name, false, charge)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::Device;
    use crate::dtype::DType;
    use crate::limits;

    fn column(rows: usize) -> Tensor {
        ops::factory::ones(&[1, 1, rows, 1], Some(DType::Float32), Device::Cpu).unwrap()
    }

    #[test]
    fn maps_past_the_memory_cap_are_refused_before_they_are_built() {
        let before = limits::live_bytes();
        let cap = limits::max_memory_bytes();
        // A 256 KB output whose cubic maps (4 taps of an index and a weight per row)
        // need 3 MB: refused under a 1 MB cap though the output itself would fit.
        limits::set_max_memory_bytes(1 << 20);
        let refused = upsample(&column(4), "bicubic", &[1 << 16, 1], &[None, None], false);
        let fits = upsample(&column(4), "bicubic", &[1 << 12, 1], &[None, None], false);
        limits::set_max_memory_bytes(cap);
        let err = refused.unwrap_err().to_string();
        assert!(
            err.contains("DefaultCPUAllocator: not enough memory"),
            "{err}"
        );
        assert_eq!(fits.unwrap().shape(), vec![1, 1, 1 << 12, 1]);
        // Nothing stays charged once the op's results are gone.
        assert_eq!(limits::live_bytes(), before);
    }
}
