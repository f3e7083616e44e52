//! Pooling: max and average over windows (the windows are a strided view, as in
//! convolution), and the adaptive forms whose windows vary in size.

// Window math walks several per-dim arrays (kernel, stride, padding, sizes) in step.
#![allow(clippy::needless_range_loop)]

use super::windows::{col2im, out_size, pad_spatial, window_view, Windows};
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::BinaryOp;
use crate::layout::MemoryFormat;
use crate::ops::autodiff::{self, diff_ops, record, Saved};
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;

/// A pool's arguments, expanded to one entry per spatial dim.
#[derive(Clone, Debug)]
pub struct PoolSpec {
    pub kernel: Vec<usize>,
    pub stride: Vec<usize>,
    pub padding: Vec<usize>,
    pub dilation: Vec<usize>,
    pub ceil_mode: bool,
}

/// The pooled output keeps the input's suggested layout (NHWC in, NHWC out; a batched
/// NDHWC input of a 3-d max pool stays NDHWC).
fn pool_format(x: &Tensor, k: usize) -> MemoryFormat {
    match (k, MemoryFormat::suggest(&x.shape(), &x.strides())) {
        (2, MemoryFormat::ChannelsLast) => MemoryFormat::ChannelsLast,
        (3, MemoryFormat::ChannelsLast3d) if x.ndim() == 5 => MemoryFormat::ChannelsLast3d,
        _ => MemoryFormat::Contiguous,
    }
}

/// The layout of an average or adaptive pool's output: ATen's 3-d kernels for these write
/// contiguous output whatever the input's layout.
fn planar_format(x: &Tensor, k: usize) -> MemoryFormat {
    if k == 3 {
        MemoryFormat::Contiguous
    } else {
        pool_format(x, k)
    }
}

/// Batched view `(N, C, *spatial)` of a batched or unbatched input, after PyTorch's checks
/// (a wrong rank, then an empty channel or spatial dim: only a batch may be empty).
/// `op` names the 3-d kernel in its message (the 2-d ones share one message).
fn batched(x: &Tensor, k: usize, op: &str) -> Result<Tensor> {
    let s = x.shape();
    if s.len() != k + 1 && s.len() != k + 2 {
        return Err(runtime(format!(
            "non-empty {}D or {}D (batch mode) tensor expected for input",
            k + 1,
            k + 2
        )));
    }
    if k == 3 {
        if let Some(d) = (1..s.len()).find(|&d| s[d] == 0) {
            return Err(runtime(format!(
                "{op}(): Expected input to have non-zero size for non-batch dimensions, but input has sizes {} with dimension {d} being empty",
                crate::error::fmt_list(&s)
            )));
        }
    }
    if s[s.len() - k - 1..].contains(&0) {
        return Err(runtime(format!(
            "Expected {}D or {}D (batch mode) tensor with optional 0 dim batch size for input, but got:{}",
            k + 1,
            k + 2,
            crate::error::fmt_list(&s)
        )));
    }
    if s.len() == k + 1 {
        view::unsqueeze(x, 0)
    } else {
        Ok(x.clone())
    }
}

/// The window geometry, with PyTorch's checks and messages (`pool2d_shape_check`;
/// `pool3d_shape_check` also wants an average pool's input at least as large as its
/// kernel, `min_input`).
fn geometry(x: &Tensor, spec: &PoolSpec, min_input: bool) -> Result<Windows> {
    let k = spec.kernel.len();
    let mut w = Windows {
        kernel: spec.kernel.clone(),
        stride: spec.stride.clone(),
        padding: spec.padding.clone(),
        dilation: spec.dilation.clone(),
        out: vec![],
    };
    for d in 0..k {
        if w.padding[d] * 2 > w.reach(d) {
            return Err(runtime(format!(
                "pad should be at most half of effective kernel size, but got pad={}, kernel_size={} and dilation={}",
                w.padding[d], w.kernel[d], w.dilation[d]
            )));
        }
    }
    let s = x.shape();
    let spatial = &s[s.len() - k..];
    if min_input && k == 3 && (0..3).any(|d| spatial[d] < w.kernel[d]) {
        return Err(runtime(format!(
            "input image (T: {} H: {} W: {}) smaller than kernel size (kT: {} kH: {} kW: {})",
            spatial[0], spatial[1], spatial[2], w.kernel[0], w.kernel[1], w.kernel[2]
        )));
    }
    let outs: Vec<Option<usize>> = (0..k)
        .map(|d| out_size(spatial[d], &w, d, spec.ceil_mode))
        .collect();
    if outs.iter().any(|o| o.is_none()) {
        let show = |v: Vec<String>| v.join("x");
        return Err(runtime(format!(
            "Given input size: ({}x{}). Calculated output size: ({}x{}). Output size is too small",
            s[s.len() - k - 1],
            show(spatial.iter().map(|d| d.to_string()).collect()),
            s[s.len() - k - 1],
            show(outs.iter().map(|o| o.unwrap_or(0).to_string()).collect())
        )));
    }
    w.out = outs.into_iter().map(|o| o.unwrap_or(0)).collect();
    Ok(w)
}

/// Extra right padding so that ceil-mode windows that run past the input stay in bounds.
fn right_padding(spatial: &[usize], w: &Windows) -> Vec<usize> {
    (0..w.kernel.len())
        .map(|d| {
            let last = (w.out[d] - 1) * w.stride[d] + w.reach(d);
            last.saturating_sub(spatial[d] + w.padding[d])
        })
        .collect()
}

/// The lowest value of a dtype: what max pooling pads with (`k` names the pool in the
/// error for Bool: the 1-d pools run as 2-d ones).
fn lowest(dt: DType, k: usize) -> Result<f64> {
    Ok(match dt {
        DType::Float16 | DType::BFloat16 | DType::Float32 | DType::Float64 => f64::NEG_INFINITY,
        DType::Int64 => i64::MIN as f64,
        DType::Int16 => i16::MIN as f64,
        DType::Int8 => i8::MIN as f64,
        DType::Int32 => i32::MIN as f64,
        DType::UInt8 | DType::UInt16 | DType::UInt32 | DType::UInt64 => 0.0,
        DType::Bool => {
            return Err(crate::error::not_implemented(format!(
                "\"max_pool{}d\" not implemented for 'Bool'",
                k.max(2)
            )))
        }
        // The 8-bit floats: refused by `crate::limited` before a pool computes.
        _ => f64::NEG_INFINITY,
    })
}

/// An integer tensor of `values` shaped to broadcast along spatial dim `d` of a
/// `(N, C, *out)` tensor.
fn along(values: Vec<i64>, d: usize, k: usize, like: &Tensor) -> Result<Tensor> {
    let n = values.len();
    let mut shape = vec![1usize; 2 + k];
    shape[2 + d] = n;
    let vals: Vec<Scalar> = values.into_iter().map(Scalar::Int).collect();
    ops::tensor(&vals, &shape, Some(DType::Int64), like.device())
}

/// `max_pool{k}d(..., return_indices=True)`: values and flat indices into each input plane.
pub fn max_pool(x: &Tensor, spec: &PoolSpec) -> Result<(Tensor, Tensor)> {
    let k = spec.kernel.len();
    let xb = batched(x, k, "max_pool3d_with_indices_out_cpu_template")?;
    let w = geometry(&xb, spec, false)?;
    let fmt = pool_format(x, k);
    let spatial = xb.shape()[2..].to_vec();
    let (vals, idx) = {
        let _g = autodiff::NoGradGuard::new();
        let low = lowest(x.dtype(), k)?;
        let padded = pad_spatial(&xb, &w.padding, &right_padding(&spatial, &w), low)?;
        let v = window_view(&padded, &w)?;
        // (N, C, *k, *out) -> (N, C, *out, K): each window's elements in scan order.
        let mut perm: Vec<i64> = vec![0, 1];
        perm.extend((0..k).map(|d| (2 + k + d) as i64));
        perm.extend((0..k).map(|d| (2 + d) as i64));
        let mut flat: Vec<i64> = xb.shape()[..2].iter().map(|&s| s as i64).collect();
        flat.extend(w.out.iter().map(|&o| o as i64));
        flat.push(w.kernel_numel() as i64);
        let win = view::reshape(&view::permute(&v, &perm)?, &flat)?;
        let (vals, which) = window_max(&win)?;
        let idx = flat_indices(&which, &vals, low, &spatial, &w)?;
        (vals, idx)
    };
    let (vals, idx) = unbatch(x, k, vals, idx)?;
    let (vals, idx) = (
        ops::fresh_in_format(&vals, fmt)?,
        ops::fresh_in_format(&idx, fmt)?,
    );
    let name = format!("MaxPool{k}DWithIndicesBackward0");
    record_scatter_back(&name, x, lead_dims(x, k), fmt, &idx, &vals)?;
    Ok((vals, idx))
}

/// Each window's (last dim's) maximum and its position, as ATen's pooling loops pick it:
/// the first strict maximum in scan order (`val > maxval`), but the *last* NaN, since
/// `isnan(val)` replaces even a NaN already held. `max(dim)` keeps the first NaN, so a
/// window with two NaNs gave the wrong index and sent its gradient to the wrong element.
fn window_max(win: &Tensor) -> Result<(Tensor, Tensor)> {
    let (vals, which) = ops::max_dim(win, -1, false, true)?;
    if !win.dtype().is_floating() || win.numel() == 0 {
        return Ok((vals, which));
    }
    let k = win.shape()[win.ndim() - 1] as i64;
    let pos = ops::factory::arange(
        Scalar::Int(0),
        Scalar::Int(k),
        Scalar::Int(1),
        Some(DType::Int64),
        win.device(),
    )?;
    let nan = ops::unary("isnan", crate::kernels::UnaryOp::IsNan, win)?;
    let nan_pos = ops::where_(&nan, Arg::T(&pos), Arg::S(Scalar::Int(-1)))?;
    let (last_nan, _) = ops::max_dim(&nan_pos, -1, false, true)?;
    let has_nan = ops::binary(
        "ge",
        BinaryOp::Ge,
        Arg::T(&last_nan),
        Arg::S(Scalar::Int(0)),
    )?;
    let which = ops::where_(&has_nan, Arg::T(&last_nan), Arg::T(&which))?;
    Ok((vals, which))
}

/// Drops the batch dim again for an unbatched input.
fn unbatch(x: &Tensor, k: usize, a: Tensor, b: Tensor) -> Result<(Tensor, Tensor)> {
    if x.ndim() == k + 1 {
        Ok((view::select(&a, 0, 0)?, view::select(&b, 0, 0)?))
    } else {
        Ok((a, b))
    }
}

/// The flat input index (`h * W + w`) of each window's pick `which` (its position in scan
/// order). A window whose maximum is the padding value reports its first in-bounds
/// position, as PyTorch's loop does (it starts there and nothing beats the lowest value).
fn flat_indices(
    which: &Tensor,
    vals: &Tensor,
    low: f64,
    spatial: &[usize],
    w: &Windows,
) -> Result<Tensor> {
    let k = w.kernel.len();
    let (mut rest, mut idx, mut first) = (which.clone(), None::<Tensor>, None::<Tensor>);
    let mut plane = 1i64;
    for d in (0..k).rev() {
        let (q, kk) = divmod(&rest, w.kernel[d])?;
        rest = q;
        let (s, p, dil) = (
            w.stride[d] as i64,
            w.padding[d] as i64,
            w.dilation[d] as i64,
        );
        // An empty output may still have a huge plane (a batch of 0); one position then
        // broadcasts as well as all of them and costs nothing.
        let positions = if which.numel() == 0 {
            w.out[d].min(1)
        } else {
            w.out[d]
        };
        let starts: Vec<i64> = (0..positions as i64).map(|o| o * s - p).collect();
        let firsts: Vec<i64> = starts
            .iter()
            .map(|&st| {
                if st < 0 {
                    st + (-st + dil - 1) / dil * dil
                } else {
                    st
                }
            })
            .collect();
        let pos = ops::named::add(
            Arg::T(&along(starts, d, k, which)?),
            Arg::T(&times(&kk, dil)?),
            Scalar::Int(1),
        )?;
        let term = times(&pos, plane)?;
        let fterm = times(&along(firsts, d, k, which)?, plane)?;
        idx = Some(match idx {
            None => term,
            Some(i) => ops::named::add(Arg::T(&i), Arg::T(&term), Scalar::Int(1))?,
        });
        first = Some(match first {
            None => fterm,
            Some(f) => ops::named::add(Arg::T(&f), Arg::T(&fterm), Scalar::Int(1))?,
        });
        plane *= spatial[d] as i64;
    }
    let (idx, first) = (idx.unwrap_or(rest), first.unwrap_or_else(|| which.clone()));
    let at_low = ops::binary("eq", BinaryOp::Eq, Arg::T(vals), Arg::S(Scalar::Float(low)))?;
    let first = view::expand_as(&first, &idx)?;
    ops::where_(&at_low, Arg::T(&first), Arg::T(&idx))
}

/// `t * n` for an integer tensor of positions (a window offset, a row's place in a plane).
fn times(t: &Tensor, n: i64) -> Result<Tensor> {
    ops::binary("mul", BinaryOp::Mul, Arg::T(t), Arg::S(Scalar::Int(n)))
}

/// `(t // n, t % n)` elementwise: a position in a window split into the window's last dim
/// and the rest (positions come out of argmax in row-major scan order).
fn divmod(t: &Tensor, n: usize) -> Result<(Tensor, Tensor)> {
    let n = Arg::S(Scalar::Int(n as i64));
    Ok((
        ops::binary("floor_divide", BinaryOp::FloorDiv, Arg::T(t), n)?,
        ops::binary("remainder", BinaryOp::Remainder, Arg::T(t), n)?,
    ))
}

/// One node whose backward adds each output's gradient at its input index (max pools).
/// `lead` is the number of non-spatial dims (2 batched, 1 unbatched).
fn record_scatter_back(
    name: &str,
    x: &Tensor,
    lead: usize,
    fmt: MemoryFormat,
    idx: &Tensor,
    out: &Tensor,
) -> Result<()> {
    if !autodiff::needs_grad(&[Some(x)]) || !out.dtype().is_floating() {
        return Ok(());
    }
    let (shape, idx2, xs) = (x.shape(), idx.clone(), x.clone());
    let back: autodiff::BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None]);
        };
        // Each plane flattened: the indices count within a plane.
        let mut flat: Vec<i64> = shape[..lead].iter().map(|&s| s as i64).collect();
        flat.push(-1);
        let zeros = ops::zeros(&shape, Some(g.dtype()), g.device())?;
        let zf = view::reshape(&zeros, &flat)?;
        let gi = view::reshape(g, &flat)?;
        let ii = view::reshape(&idx2, &flat)?;
        let gx = ops::index::scatter(&zf, lead as i64, &ii, Arg::T(&gi), true)?;
        let gx = view::reshape(&gx, &shape.iter().map(|&s| s as i64).collect::<Vec<_>>())?;
        // ATen's max_pool backward reads the input: a second derivative is zeros, not unused.
        let gx = ops::fresh_in_format(&gx, fmt)?;
        Ok(vec![Some(autodiff::diff_ops::zero_link(gx, &xs)?)])
    });
    record(
        name,
        &[Some(x)],
        &[out],
        vec![Saved::input(x), Saved::input(idx)],
        back,
    )?;
    Ok(())
}

/// Leading non-spatial dims of a pool input: (N, C) batched, (C) unbatched.
fn lead_dims(x: &Tensor, k: usize) -> usize {
    x.ndim() - k
}

/// `avg_pool{k}d`: window sums over the zero-padded input divided as PyTorch divides
/// (`count_include_pad`, `divisor_override`; a ceil-mode window counts only what lies
/// inside the padded input).
pub fn avg_pool(
    x: &Tensor,
    spec: &PoolSpec,
    count_include_pad: bool,
    divisor: Option<i64>,
) -> Result<Tensor> {
    let k = spec.kernel.len();
    if divisor == Some(0) {
        return Err(runtime("divisor must be not zero"));
    }
    let xb = batched(x, k, "avg_pool3d")?;
    let w = geometry(&xb, spec, true)?;
    // ATen's average pools take floats and int64 only (and the 3-d one no 16-bit floats).
    let dt = xb.dtype();
    let refused = (!dt.is_floating() && dt != DType::Int64) || (k == 3 && dt.is_reduced_float());
    if refused {
        let kernel = if k == 3 {
            "avg_pool3d_out_frame"
        } else {
            "avg_pool2d"
        };
        return Err(crate::error::not_implemented(format!(
            "\"{kernel}\" not implemented for '{}'",
            dt.legacy_name()
        )));
    }
    let fmt = planar_format(x, k);
    let spatial = xb.shape()[2..].to_vec();
    let div = divisors(&spatial, &w, count_include_pad, divisor, &xb)?;
    let out = {
        let _g = autodiff::NoGradGuard::new();
        // ATen's kernel sums and divides a 16-bit float window in float32 and rounds once.
        let reduced = xb.dtype().is_reduced_float();
        let src = if reduced {
            ops::to_dtype(&xb, crate::dtype::DType::Float32)?
        } else {
            xb.clone()
        };
        let padded = pad_spatial(&src, &w.padding, &right_padding(&spatial, &w), 0.0)?;
        let v = window_view(&padded, &w)?;
        let dims: Vec<usize> = (2..2 + k).collect();
        let sums = if k == 3 && src.dtype() == DType::Float32 {
            scan_sum(&v, &w)?
        } else {
            diff_ops::sum_dims(&v, &dims, false)?
        };
        let out = divide(&sums, &div)?;
        let out = if reduced {
            ops::to_dtype(&out, xb.dtype())?
        } else {
            out
        };
        let out = if x.ndim() == k + 1 {
            view::select(&out, 0, 0)?
        } else {
            out
        };
        ops::fresh_in_format(&out, fmt)?
    };
    if autodiff::needs_grad(&[Some(x)]) && out.dtype().is_floating() {
        let (xs, lead) = (x.shape(), lead_dims(x, k));
        let back: autodiff::BackwardFn = Box::new(move |g| {
            let Some(g) = &g[0] else {
                return Ok(vec![None]);
            };
            let gb = if lead == 1 {
                view::unsqueeze(g, 0)?
            } else {
                g.clone()
            };
            let share = divide(&gb, &div)?;
            // Every input element of a window receives the window's share: col2im of the
            // share repeated over the kernel offsets.
            let mut shape: Vec<usize> = gb.shape()[..2].to_vec();
            shape.extend(std::iter::repeat_n(1, k));
            shape.extend(w.out.iter().copied());
            let mut full = shape.clone();
            full[2..2 + k].copy_from_slice(&w.kernel);
            let cols = diff_ops::expand(&diff_ops::reshape(&share, &shape)?, &full)?;
            let c = gb.shape()[1];
            let cols = view::reshape(&cols, &[gb.shape()[0] as i64, 1, -1, w.out_numel() as i64])?;
            let gx = col2im(&cols, c, &xs[lead..], &w)?;
            let gx = if lead == 1 {
                view::select(&gx, 0, 0)?
            } else {
                gx
            };
            Ok(vec![Some(ops::fresh_in_format(&gx, fmt)?)])
        });
        record(
            &format!("AvgPool{k}DBackward0"),
            &[Some(x)],
            &[&out],
            vec![Saved::input(x)],
            back,
        )?;
    }
    Ok(out)
}

/// A window view's sums `(N, C, *k, *out)` to `(N, C, *out)` added one kernel offset at a
/// time in scan order, as ATen's 3-d average pool adds a float window (bit for bit).
fn scan_sum(v: &Tensor, w: &Windows) -> Result<Tensor> {
    let mut flat: Vec<i64> = v.shape()[..2].iter().map(|&s| s as i64).collect();
    flat.push(w.kernel_numel() as i64);
    flat.extend(w.out.iter().map(|&o| o as i64));
    let each = view::reshape(v, &flat)?;
    let mut acc = ops::contiguous(&view::select(&each, 2, 0)?)?;
    for j in 1..w.kernel_numel() {
        let t = view::select(&each, 2, j as i64)?;
        acc = ops::named::add(Arg::T(&acc), Arg::T(&t), Scalar::Int(1))?;
    }
    Ok(acc)
}

/// Sums divided by the per-position divisors; integer inputs divide as C++ does (truncating).
fn divide(sums: &Tensor, div: &Tensor) -> Result<Tensor> {
    if sums.dtype().is_floating() {
        return diff_ops::div(sums, &ops::to_dtype(div, sums.dtype())?);
    }
    let d = ops::to_dtype(div, sums.dtype())?;
    ops::binary("div", BinaryOp::TruncDiv, Arg::T(sums), Arg::T(&d))
}

/// The divisor of each output position, shaped (1, 1, *out), in float64.
///
/// It has one entry per output position of one plane, so it is built only when the pooled
/// output is not empty (an empty batch may still have a huge plane: `(0, 3, 2**32, 4)`), and
/// after the allocation cap has seen its size.
fn divisors(
    spatial: &[usize],
    w: &Windows,
    include_pad: bool,
    over: Option<i64>,
    like: &Tensor,
) -> Result<Tensor> {
    let k = w.kernel.len();
    let planes = like.shape()[..2].iter().product::<usize>();
    if planes == 0 || w.out.contains(&0) {
        let t = Tensor::from_buffer(CpuBuffer::F64(vec![1.0]), &vec![1; k + 2]);
        return ops::to_device(&t, like.device());
    }
    crate::limits::check_alloc_shape(&w.out, std::mem::size_of::<f64>())?;
    let mut per_dim: Vec<Vec<f64>> = Vec::new();
    for d in 0..k {
        let (s, p, kd, n) = (
            w.stride[d] as i64,
            w.padding[d] as i64,
            w.kernel[d] as i64,
            spatial[d] as i64,
        );
        per_dim.push(
            (0..w.out[d] as i64)
                .map(|o| {
                    let start = o * s - p;
                    let end = (start + kd).min(n + p);
                    let pool = end - start;
                    let (cs, ce) = (start.max(0), end.min(n));
                    (if include_pad { pool } else { (ce - cs).max(0) }) as f64
                })
                .collect(),
        );
    }
    let mut vals = vec![1.0f64];
    for dim in &per_dim {
        vals = vals
            .iter()
            .flat_map(|v| dim.iter().map(move |x| v * x))
            .collect();
    }
    if let Some(o) = over {
        vals.iter_mut().for_each(|v| *v = o as f64);
    }
    let mut shape = vec![1, 1];
    shape.extend(w.out.iter().copied());
    ops::to_device(
        &Tensor::from_buffer(CpuBuffer::F64(vals), &shape),
        like.device(),
    )
}

/// PyTorch's adaptive window along one dim: `[floor(i*n/o), ceil((i+1)*n/o))`.
fn adaptive_range(i: usize, n: usize, o: usize) -> (usize, usize) {
    (i * n / o, ((i + 1) * n).div_ceil(o))
}

/// Adaptive windows along one dim of size `n` pooled to `o`: output `i` sums input
/// `[a_i, b_i)`. Every window is read as `width` (the widest) positions from its start,
/// the positions past its end masked out, so a dim costs about `n + 2o` reads per row,
/// never an (o × n) matrix (an earlier dense form was refused past the allocation cap
/// where PyTorch computes).
struct AdaptiveDim {
    dim: usize,
    n: usize,
    o: usize,
    width: usize,
    /// `o * width` input positions: `a_i + j`, clamped into the window.
    idx: Tensor,
    /// `(o, width)` (placed at `dim`, `dim + 1`): whether `a_i + j` is in window `i`.
    keep: Tensor,
    /// `(o,)` placed at `dim`: each window's size, in the input's dtype.
    sizes: Tensor,
    /// `(o,)` placed at `dim`: each window's first position, int64.
    starts: Tensor,
}

impl AdaptiveDim {
    fn new(dim: usize, n: usize, o: usize, like: &Tensor) -> Result<Self> {
        let width = (0..o)
            .map(|i| {
                let (a, b) = adaptive_range(i, n, o);
                b - a
            })
            .max()
            .unwrap_or(0);
        crate::limits::check_alloc_shape(&[o, width], std::mem::size_of::<i64>())?;
        // The host tables below (an index and a flag per window position, a size and a
        // start per window) count against the memory cap while they are built; the
        // tensors made from them count as storages.
        let (o128, w128) = (o as u128, width as u128);
        let _charge = crate::limits::HostCharge::new(o128 * w128 * 9 + o128 * 16)?;
        let nd = like.ndim();
        let (mut idx, mut keep) = (Vec::with_capacity(o * width), Vec::with_capacity(o * width));
        let (mut sizes, mut starts) = (Vec::with_capacity(o), Vec::with_capacity(o));
        for i in 0..o {
            let (a, b) = adaptive_range(i, n, o);
            for j in 0..width {
                idx.push((a + j).min(b - 1) as i64);
                keep.push(a + j < b);
            }
            sizes.push((b - a) as f64);
            starts.push(a as i64);
        }
        let mut keep_shape = vec![1usize; nd + 1];
        (keep_shape[dim], keep_shape[dim + 1]) = (o, width);
        let mut size_shape = vec![1usize; nd];
        size_shape[dim] = o;
        let device = like.device();
        Ok(AdaptiveDim {
            dim,
            n,
            o,
            width,
            idx: ops::factory::from_i64_vec(idx, &[o * width], device)?,
            keep: ops::to_device(
                &Tensor::from_buffer(CpuBuffer::Bool(keep), &keep_shape),
                device,
            )?,
            sizes: ops::host::build(&sizes, &size_shape, like.dtype(), device)?,
            starts: ops::factory::from_i64_vec(starts, &size_shape, device)?,
        })
    }

    /// Window sums along the dim: `(…, n, …)` to `(…, o, …)`.
    fn sum(&self, t: &Tensor) -> Result<Tensor> {
        let picked = self.windows(t)?;
        let kept = ops::where_(&self.keep, Arg::T(&picked), Arg::S(Scalar::Int(0)))?;
        diff_ops::sum_dims(&kept, &[self.dim + 1], false)
    }

    /// Each window's `j`-th position (zero past a window's end): `(…, n, …)` to `(…, o, …)`.
    fn nth(&self, t: &Tensor, j: usize) -> Result<Tensor> {
        let all = view::reshape(&self.idx, &[self.o as i64, self.width as i64])?;
        let idx = ops::contiguous(&view::select(&all, 1, j as i64)?)?;
        let picked = ops::index::index_select(t, self.dim as i64, &idx)?;
        let keep = view::select(&self.keep, (self.dim + 1) as i64, j as i64)?;
        ops::where_(&keep, Arg::T(&picked), Arg::S(Scalar::Int(0)))
    }

    /// The adjoint of `sum`: each window's gradient added to every position it covers.
    fn spread(&self, g: &Tensor) -> Result<Tensor> {
        let mut wide = g.shape();
        wide.insert(self.dim + 1, self.width);
        let each = diff_ops::expand(&view::unsqueeze(g, (self.dim + 1) as i64)?, &wide)?;
        let each = ops::where_(&self.keep, Arg::T(&each), Arg::S(Scalar::Int(0)))?;
        let mut flat: Vec<i64> = g.shape().iter().map(|&s| s as i64).collect();
        flat[self.dim] = (self.o * self.width) as i64;
        let each = view::reshape(&each, &flat)?;
        let mut shape = g.shape();
        shape[self.dim] = self.n;
        let gx = ops::zeros(&shape, Some(g.dtype()), g.device())?;
        ops::index_more::index_add_(&gx, self.dim as i64, &self.idx, &each, Scalar::Int(1))?;
        Ok(gx)
    }

    /// Divides by each window's size along the dim.
    fn divide(&self, t: &Tensor) -> Result<Tensor> {
        ops::binary("div", BinaryOp::Div, Arg::T(t), Arg::T(&self.sizes))
    }

    /// Each window's maximum along the dim and its position in the window (see
    /// `window_max`); positions past a window's end read as the lowest value.
    fn window_max(&self, t: &Tensor) -> Result<(Tensor, Tensor)> {
        let picked = self.windows(t)?;
        let low = lowest(t.dtype(), 2)?;
        let picked = ops::where_(&self.keep, Arg::T(&picked), Arg::S(Scalar::Float(low)))?;
        let last = picked.ndim() as i64 - 1;
        window_max(&view::movedim(&picked, &[(self.dim + 1) as i64], &[last])?)
    }

    /// `t`'s values at the positions `j` (as `window_max` returns them) of each window.
    fn pick(&self, t: &Tensor, j: &Tensor) -> Result<Tensor> {
        let picked = self.windows(t)?;
        let at = view::unsqueeze(j, (self.dim + 1) as i64)?;
        let got = ops::index::gather(&picked, (self.dim + 1) as i64, &at)?;
        view::squeeze(&got, Some(&[(self.dim + 1) as i64]))
    }

    /// `(…, n, …)` to `(…, o, width, …)`: every window's positions, read from its start.
    fn windows(&self, t: &Tensor) -> Result<Tensor> {
        let picked = ops::index::index_select(t, self.dim as i64, &self.idx)?;
        let mut split: Vec<i64> = picked.shape().iter().map(|&s| s as i64).collect();
        split.splice(self.dim..=self.dim, [self.o as i64, self.width as i64]);
        view::reshape(&picked, &split)
    }
}

/// The widest 3-d adaptive window (positions) of float32/64 summed in ATen's scan order.
const SCAN_POSITIONS: usize = 64;

/// `adaptive_avg_pool2d`/`1d` (k = 2 or 1) on (…, *spatial): window sums, divided as ATen does.
pub fn adaptive_avg_pool(x: &Tensor, out: &[usize]) -> Result<Tensor> {
    let k = out.len();
    // Adaptive average pooling takes empty channels (PyTorch returns an empty result); only
    // the rank and the spatial sizes are checked.
    let s = x.shape();
    if s.len() != k + 1 && s.len() != k + 2 {
        return Err(runtime(format!(
            "adaptive_avg_pool{k}d(): Expected {}D or {}D tensor, but got {}",
            k + 1,
            k + 2,
            crate::error::fmt_list(&s)
        )));
    }
    // The 3-d form refuses an empty channel dim too.
    let checked = if k == 3 { 1 } else { s.len() - k };
    if let Some(d) = (checked..s.len()).find(|&d| s[d] == 0) {
        return Err(runtime(format!(
            "adaptive_avg_pool{k}d(): Expected input to have non-zero size for non-batch dimensions, but input has sizes {} with dimension {d} being empty",
            crate::error::fmt_list(&s)
        )));
    }
    if !x.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"adaptive_avg_pool{k}d{}\" not implemented for '{}'",
            if k == 3 { "_cpu" } else { "" },
            x.dtype().legacy_name()
        )));
    }
    let name = format!("AdaptiveAvgPool{k}DBackward0");
    if x.numel() == 0 {
        return super::resample::empty_output(x, out, &name);
    }
    let spatial = x.shape()[x.ndim() - k..].to_vec();
    let first = x.ndim() - k;
    let dims: Vec<AdaptiveDim> = (0..k)
        .map(|d| AdaptiveDim::new(first + d, spatial[d], out[d], x))
        .collect::<Result<_>>()?;
    let fmt = planar_format(x, k);
    // ATen sums each window, then divides by its height and then by its width. The sums
    // are taken in float64 (one rounding at the end; ATen accumulates in the input's type),
    // innermost dim first; the divisions are in the input's type, in ATen's order.
    let y = {
        let _g = autodiff::NoGradGuard::new();
        let positions: usize = dims.iter().map(|d| d.width).product();
        if k == 3 && (x.dtype().is_reduced_float() || positions <= SCAN_POSITIONS) {
            // ATen's 3-d kernel adds a window in the input's type, in scan order (one pass
            // per window position: a wide float window takes the float64 sums below).
            let mut acc: Option<Tensor> = None;
            let widths: Vec<usize> = dims.iter().map(|d| d.width).collect();
            for j in 0..widths.iter().product::<usize>() {
                let (j0, j1, j2) = (
                    j / (widths[1] * widths[2]),
                    j / widths[2] % widths[1],
                    j % widths[2],
                );
                let t = dims[2].nth(&dims[1].nth(&dims[0].nth(x, j0)?, j1)?, j2)?;
                acc = Some(match acc {
                    None => t,
                    Some(a) => ops::named::add(Arg::T(&a), Arg::T(&t), Scalar::Int(1))?,
                });
            }
            let mut y = acc.ok_or_else(|| runtime("internal error: an empty adaptive window"))?;
            for d in &dims {
                y = d.divide(&y)?;
            }
            ops::fresh_in_format(&y, fmt)?
        } else {
            let mut s = ops::to_dtype(x, DType::Float64)?;
            for d in dims.iter().rev() {
                s = d.sum(&s)?;
            }
            let mut y = ops::to_dtype(&s, x.dtype())?;
            for d in &dims {
                y = d.divide(&y)?;
            }
            ops::fresh_in_format(&y, fmt)?
        }
    };
    if autodiff::needs_grad(&[Some(x)]) {
        let back: autodiff::BackwardFn = Box::new(move |g| {
            let Some(g) = &g[0] else {
                return Ok(vec![None]);
            };
            // ATen's backward adds `grad / kh / kw` to every position of the window.
            let mut gx = g.clone();
            for d in &dims {
                gx = d.divide(&gx)?;
            }
            for d in &dims {
                gx = d.spread(&gx)?;
            }
            Ok(vec![Some(ops::fresh_in_format(&gx, fmt)?)])
        });
        record(&name, &[Some(x)], &[&y], vec![Saved::input(x)], back)?;
    }
    Ok(y)
}

/// `adaptive_max_pool2d`: the maximum (and its flat index) of each adaptive window.
pub fn adaptive_max_pool(x: &Tensor, out: &[usize]) -> Result<(Tensor, Tensor)> {
    let k = out.len();
    // (Its input checks are `F.adaptive_max_pool{1,2}d`'s, in the interpreter: max_pool's
    // `batched` would refuse a 3-d input with an empty first dim, which PyTorch pools.)
    let xb = if x.ndim() == k + 1 {
        view::unsqueeze(x, 0)?
    } else {
        x.clone()
    };
    let fmt = planar_format(x, k);
    let spatial = xb.shape()[2..].to_vec();
    if !x.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"adaptive_max_pool{}\" not implemented for '{}'",
            if k == 3 { "3d_cpu" } else { "2d" },
            x.dtype().legacy_name()
        )));
    }
    let cells: usize = out.iter().product();
    if cells == 0 || xb.numel() == 0 {
        // Nothing to pick: empty values and indices of the output's shape (with the node,
        // recorded outside the no-grad scope below).
        let mut shape: Vec<usize> = xb.shape()[..2].to_vec();
        shape.extend(out.iter().copied());
        let v = ops::zeros(&shape, Some(xb.dtype()), xb.device())?;
        let i = ops::zeros(&shape, Some(DType::Int64), xb.device())?;
        return finish_adaptive_max(x, k, fmt, v, i);
    }
    // Separable, innermost dim first: each row's window maxima, then the maxima of those
    // over the outer windows. That is ATen's scan-order pick (the first strict maximum: the
    // lowest row holding it, then its first column; the last NaN likewise), at the cost of
    // a few whole-tensor ops instead of a loop over every output cell.
    let (vals, idx) = {
        let _g = autodiff::NoGradGuard::new();
        let dims: Vec<AdaptiveDim> = (0..k)
            .map(|d| AdaptiveDim::new(2 + d, spatial[d], out[d], &xb))
            .collect::<Result<_>>()?;
        let (mut vals, mut flat, mut plane) = (xb.clone(), None::<Tensor>, 1i64);
        for d in (0..k).rev() {
            let dm = &dims[d];
            let (v, j) = dm.window_max(&vals)?;
            let along = ops::named::add(Arg::T(&j), Arg::T(&dm.starts), Scalar::Int(1))?;
            let term = times(&along, plane)?;
            flat = Some(match flat {
                None => term,
                Some(inner) => {
                    ops::named::add(Arg::T(&dm.pick(&inner, &j)?), Arg::T(&term), Scalar::Int(1))?
                }
            });
            vals = v;
            plane *= spatial[d] as i64;
        }
        let flat = flat.ok_or_else(|| runtime("internal error: a pool with no spatial dim"))?;
        (vals, flat)
    };
    finish_adaptive_max(x, k, fmt, vals, idx)
}

fn finish_adaptive_max(
    x: &Tensor,
    k: usize,
    fmt: MemoryFormat,
    vals: Tensor,
    idx: Tensor,
) -> Result<(Tensor, Tensor)> {
    let (vals, idx) = unbatch(x, k, vals, idx)?;
    let (vals, idx) = (
        ops::fresh_in_format(&vals, fmt)?,
        ops::fresh_in_format(&idx, fmt)?,
    );
    let name = format!("AdaptiveMaxPool{k}DBackward0");
    record_scatter_back(&name, x, lead_dims(x, k), fmt, &idx, &vals)?;
    Ok((vals, idx))
}
