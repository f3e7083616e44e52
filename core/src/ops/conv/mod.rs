//! Convolution (plain and transposed, 1-d to 3-d) and pooling, built as PyTorch teaches
//! them: a strided view of every window (im2col), a matmul, and the adjoint scatter
//! (col2im). Every piece is an existing kernel (copy, bmm, add), so the wgpu device runs
//! convolutions in WGSL with no host round trip; `docs/kernels.md` walks the memory.

pub mod fold;
pub mod pad;
pub mod pool;
pub mod resample;
pub mod resample_aa;
mod resample_aa_u8;
pub mod windows;

use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::layout::MemoryFormat;
use crate::ops::autodiff::{self, record, Saved};
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use windows::{col2im, im2col, Windows};

/// Everything `torch.convolution` takes besides its tensors.
#[derive(Clone, Debug, PartialEq)]
pub struct ConvSpec {
    pub stride: Vec<usize>,
    pub padding: Vec<usize>,
    pub dilation: Vec<usize>,
    pub transposed: bool,
    pub output_padding: Vec<usize>,
    pub groups: usize,
}

/// Sizes beyond this are refused before any arithmetic (so none can overflow).
const MAX_PARAM: i64 = i32::MAX as i64;

/// Checks one per-dim parameter list given by the user (already expanded to `k` dims).
pub fn check_param(name: &str, v: &[i64], min: i64) -> Result<Vec<usize>> {
    v.iter()
        .map(|&x| {
            if x < min {
                Err(runtime(match name {
                    "stride" => "non-positive stride is not supported".to_string(),
                    "padding" => "negative padding is not supported".to_string(),
                    "output_padding" => "negative output_padding is not supported".to_string(),
                    "dilation" => "dilation should be greater than zero".to_string(),
                    _ => format!("{name} must be at least {min}"),
                }))
            } else if x > MAX_PARAM {
                Err(runtime(format!("{name} {x} is too large")))
            } else {
                Ok(x as usize)
            }
        })
        .collect()
}

fn shape_str(s: &[usize]) -> String {
    format!(
        "[{}]",
        s.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The conv output's layout: channels-last when the input or the weight suggests it
/// (PyTorch's CPU backends pick the format this way), else row-major. A 3-d convolution
/// keeps NDHWC only where ATen hands it to oneDNN; its fallback (`slow_conv3d`) writes a
/// row-major output even from NDHWC operands.
fn conv_format(x: &Tensor, w: &Tensor, spec: &ConvSpec) -> MemoryFormat {
    let cl = |t: &Tensor| MemoryFormat::suggest(&t.shape(), &t.strides());
    match (cl(x), cl(w)) {
        (MemoryFormat::ChannelsLast, _) | (_, MemoryFormat::ChannelsLast) => {
            MemoryFormat::ChannelsLast
        }
        (MemoryFormat::ChannelsLast3d, _) | (_, MemoryFormat::ChannelsLast3d)
            if x.ndim() == 5 && uses_onednn(x, w, spec) =>
        {
            MemoryFormat::ChannelsLast3d
        }
        _ => MemoryFormat::Contiguous,
    }
}

/// ATen's `ConvParams::use_mkldnn` for a float32 CPU convolution (transposed ones are not
/// modelled: they stay on the slow path here). It depends on PyTorch's thread count: a 1x1
/// filter goes to oneDNN only with more than one thread, so this reads the reference
/// machine's count (`torch.set_num_threads` changes it, as in PyTorch).
fn uses_onednn(x: &Tensor, w: &Tensor, spec: &ConvSpec) -> bool {
    if spec.transposed || x.dtype() != crate::dtype::DType::Float32 {
        return false;
    }
    let (xs, ws) = (x.shape(), w.shape());
    let n = xs[0];
    let (kw, kh) = (ws[ws.len() - 1], ws[ws.len() - 2]);
    let strided = spec.stride.iter().any(|&s| s != 1);
    let dilated = spec.dilation.iter().any(|&d| d != 1);
    let worth = strided
        || dilated
        || n >= 16
        || kw != 1
        || kh != 1
        || crate::cpu::threads::order_threads() > 1;
    let not_tiny =
        spec.groups > 1 || (kw > 3 && kh > 3) || n > 1 || xs[..4].iter().product::<usize>() > 20480;
    worth && not_tiny
}

/// The layout of a 3-d convolution's gradient for operand `t`: its own (NDHWC stays NDHWC,
/// as PyTorch's `empty_like` in the 3-d backward keeps it); other ranks follow the output.
fn grad_format(t: &Tensor, fmt: MemoryFormat) -> MemoryFormat {
    match MemoryFormat::suggest(&t.shape(), &t.strides()) {
        MemoryFormat::ChannelsLast3d if t.ndim() == 5 => MemoryFormat::ChannelsLast3d,
        _ => fmt,
    }
}

/// PyTorch's shape checks for a batched convolution (`check_shape_forward`), returning the
/// window geometry. For a transposed convolution the windows are those of the adjoint
/// convolution, whose "image" is the output.
fn check_shapes(x: &Tensor, w: &Tensor, b: Option<&Tensor>, spec: &ConvSpec) -> Result<Windows> {
    check_param_lengths(w, spec)?;
    let win = check_geometry(x, w, b, spec)?;
    check_kernel_dtypes(x, w, spec)?;
    Ok(win)
}

/// `_convolution`'s `expand_param_if_needed`: each of stride, padding, dilation (and a
/// transposed convolution's output_padding) has one value or one per spatial dim of the
/// *weight*, checked before the shapes (so `F.conv2d` with a 3-d weight names its stride).
fn check_param_lengths(w: &Tensor, spec: &ConvSpec) -> Result<()> {
    let k = w.ndim().saturating_sub(2);
    let mut params = vec![
        ("stride", &spec.stride),
        ("padding", &spec.padding),
        ("dilation", &spec.dilation),
    ];
    if spec.transposed {
        params.push(("output_padding", &spec.output_padding));
    }
    for (name, list) in params {
        if list.len() != 1 && list.len() != k {
            return Err(runtime(format!(
                "expected {name} to be a single integer value or a list of {k} values to match the convolution dimensions, but got {name}={list:?}"
            )));
        }
    }
    Ok(())
}

/// The kernel's own dtype checks, after the shape checks as in ATen: a bfloat16 input
/// goes to oneDNN, whose message differs; the others are the slow kernels' (which have no
/// bool version).
fn check_kernel_dtypes(x: &Tensor, w: &Tensor, spec: &ConvSpec) -> Result<()> {
    let (xd, wd) = (x.dtype(), w.dtype());
    if xd == DType::BFloat16 && wd != xd {
        return Err(runtime(format!(
            "Input type (CPUBFloat16Type) and weight type (torch.{}Tensor) should be the same or input should be a MKLDNN tensor and weight is a dense tensor",
            wd.legacy_name()
        )));
    }
    if xd != wd {
        return Err(runtime(format!(
            "expected scalar type {} but found {}",
            xd.legacy_name(),
            wd.legacy_name()
        )));
    }
    if xd == DType::Bool {
        let kernel = match (spec.transposed, x.ndim()) {
            (false, 5) => "compute_columns3d",
            (false, _) => "slow_conv2d_cpu",
            (true, 5) => "slow_conv_transpose3d_out_cpu",
            (true, _) => "slow_conv_transpose2d_out_cpu",
        };
        return Err(crate::error::not_implemented(format!(
            "\"{kernel}\" not implemented for 'Bool'"
        )));
    }
    Ok(())
}

fn check_geometry(x: &Tensor, w: &Tensor, b: Option<&Tensor>, spec: &ConvSpec) -> Result<Windows> {
    let (xs, ws) = (x.shape(), w.shape());
    let k = ws.len().saturating_sub(2);
    if xs.len() != ws.len() {
        return Err(runtime(format!(
            "Expected {}-dimensional input for {}-dimensional weight {}, but got {}-dimensional input of size {} instead",
            ws.len(),
            ws.len(),
            shape_str(&ws),
            xs.len(),
            shape_str(&xs)
        )));
    }
    let g = spec.groups;
    if g == 0 {
        return Err(runtime("non-positive groups is not supported"));
    }
    if ws[0] % g != 0 {
        return Err(runtime(format!(
            "Given groups={g}, expected weight to be divisible by {g} at dimension 0, but got weight of size [{}] instead",
            shape_str(&ws)
        )));
    }
    let in_ch = if spec.transposed { ws[0] } else { ws[1] * g };
    if xs[1] != in_ch {
        return Err(runtime(if spec.transposed {
            format!(
                "Given transposed=1, weight of size {}, expected input{} to have {in_ch} channels, but got {} channels instead",
                shape_str(&ws),
                shape_str(&xs),
                xs[1]
            )
        } else {
            format!(
                "Given groups={g}, weight of size {}, expected input{} to have {in_ch} channels, but got {} channels instead",
                shape_str(&ws),
                shape_str(&xs),
                xs[1]
            )
        }));
    }
    let out_ch = if spec.transposed { ws[1] * g } else { ws[0] };
    if let Some(b) = b {
        if b.shape() != [out_ch] {
            return Err(runtime(format!(
                "Given weight of size {}, expected bias to be 1-dimensional with {out_ch} elements, but got bias of size {} instead",
                shape_str(&ws),
                shape_str(&b.shape())
            )));
        }
    }
    let mut win = Windows {
        kernel: ws[2..].to_vec(),
        stride: spec.stride.clone(),
        padding: spec.padding.clone(),
        dilation: spec.dilation.clone(),
        out: vec![],
    };
    if spec.transposed {
        // The input is the adjoint convolution's output: its positions are the windows.
        win.out = xs[2..].to_vec();
        for d in 0..k {
            if spec.output_padding[d] >= spec.stride[d].max(spec.dilation[d]) {
                return Err(runtime(format!(
                    "output padding must be smaller than either stride or dilation, but got {}",
                    output_padding_detail(spec, k)
                )));
            }
        }
        return Ok(win);
    }
    let padded: Vec<usize> = (0..k).map(|d| xs[2 + d] + 2 * win.padding[d]).collect();
    if (0..k).any(|d| padded[d] < win.reach(d)) {
        let fmt = |v: &[usize]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" x ")
        };
        return Err(runtime(format!(
            "Calculated padded input size per channel: ({}). Kernel size: ({}). Kernel size can't be greater than actual input size",
            fmt(&padded),
            fmt(&ws[2..])
        )));
    }
    win.out = (0..k)
        .map(|d| windows::out_size(xs[2 + d], &win, d, false).unwrap_or(0))
        .collect();
    Ok(win)
}

/// The transposed convolution's output size along each spatial dim. A size below 1 in any
/// dim is ATen's error listing every dim's input and (signed) output size; a 1-d
/// convolution runs as a 2-d one of height 1 there, so its lists start with that 1.
fn transposed_image(x: &Tensor, win: &Windows, spec: &ConvSpec) -> Result<Vec<usize>> {
    let xs = x.shape();
    let k = win.kernel.len();
    let out: Vec<i64> = (0..k)
        .map(|d| {
            let reach = (xs[2 + d] as i64 - 1) * win.stride[d] as i64 + win.reach(d) as i64;
            reach + spec.output_padding[d] as i64 - 2 * win.padding[d] as i64
        })
        .collect();
    if out.iter().all(|&o| o > 0) && xs[2..2 + k].iter().all(|&i| i > 0) {
        return Ok(out.iter().map(|&o| o as usize).collect());
    }
    let list = |v: Vec<String>| {
        let lead = if k == 1 {
            vec!["1".to_string()]
        } else {
            vec![]
        };
        lead.into_iter().chain(v).collect::<Vec<_>>().join(" x ")
    };
    Err(runtime(format!(
        "Given input size per channel: ({}). Calculated output size per channel: ({}). Output size is too small",
        list(xs[2..2 + k].iter().map(usize::to_string).collect()),
        list(out.iter().map(i64::to_string).collect())
    )))
}

/// `torch.convolution(input, weight, bias, stride, padding, dilation, transposed,
/// output_padding, groups)` for batched input: one `ConvolutionBackward0` node.
pub fn convolution(x: &Tensor, w: &Tensor, b: Option<&Tensor>, spec: &ConvSpec) -> Result<Tensor> {
    let mut given = vec![x, w];
    given.extend(b);
    let cast = |t: &[Tensor]| convolution(&t[0], &t[1], t.get(2), spec);
    if let Some(r) = crate::ops::autocast::run(crate::ops::autocast::Policy::Lower, &given, cast)? {
        return Ok(r);
    }
    let win = check_shapes(x, w, b, spec)?;
    let fmt = conv_format(x, w, spec);
    let out = {
        let _g = autodiff::NoGradGuard::new();
        let y = if spec.transposed {
            let image = transposed_image(x, &win, spec)?;
            transposed_raw(x, w, &win, spec.groups, &image)?
        } else {
            forward_raw(x, w, &win, spec.groups)?
        };
        let y = match b {
            Some(b) => {
                let mut shape = vec![1i64; y.ndim()];
                shape[1] = -1;
                // The kernels write the bias into the output in the output's dtype (a
                // double bias on a float transposed convolution gives float).
                let b = ops::to_dtype(&view::view(b, &shape)?, y.dtype())?;
                ops::named::add(Arg::T(&y), Arg::T(&b), Scalar::Int(1))?
            }
            None => y,
        };
        // ATen's result is its own memory: without a bias the im2col product's reshape
        // would otherwise be a view (an in-place ReLU after a bias-free conv, as in DCGAN,
        // then failed as a write to a leaf's view).
        view::owned_result(ops::fresh_in_format(&y, fmt)?)
    };
    record_convolution(x, w, b, spec, win, fmt, &out)?;
    Ok(out)
}

/// `W_g @ im2col(x)`: (N, C_out, *out).
fn forward_raw(x: &Tensor, w: &Tensor, win: &Windows, groups: usize) -> Result<Tensor> {
    let (n, ws) = (x.shape()[0], w.shape());
    let cols = im2col(x, win, groups)?;
    let wg = view::reshape(w, &[groups as i64, (ws[0] / groups) as i64, -1])?;
    let y = ops::matmul(&wg, &cols)?;
    let mut shape = vec![n as i64, ws[0] as i64];
    shape.extend(win.out.iter().map(|&o| o as i64));
    view::reshape(&y, &shape)
}

/// The column buffer one chunk of a transposed convolution's batch may take: ATen's
/// `slow_conv_transpose3d` builds columns per batch item; one buffer for the whole batch
/// asked for 3.96 GB on the `nn.ConvTranspose3d` doc example (probe 79).
const COLUMN_CHUNK_BYTES: u128 = 64 << 20;

/// The adjoint: `col2im(W_g^T @ x)`, the transposed convolution (and conv's input grad).
/// `w` is laid out (C_in, C_out/groups, *k) with C_in the channels of `x`. The batch is
/// cut into chunks whose columns fit `COLUMN_CHUNK_BYTES` (at least one item each): each
/// item's columns and col2im are independent of the others', so the values do not change,
/// and a batch whose columns fit takes the single-chunk path as before.
fn transposed_raw(
    x: &Tensor,
    w: &Tensor,
    win: &Windows,
    groups: usize,
    image: &[usize],
) -> Result<Tensor> {
    let (xs, ws) = (x.shape(), w.shape());
    let n = xs[0];
    let positions = crate::layout::extent::numel_of(&xs[2..])? as u128;
    let per_item = (ws[1] * groups) as u128
        * win.kernel_numel() as u128
        * positions
        * x.dtype().itemsize() as u128;
    let chunk = (COLUMN_CHUNK_BYTES / per_item.max(1)).max(1);
    if n as u128 <= chunk {
        return transposed_chunk(x, w, win, groups, image);
    }
    let chunk = chunk as usize;
    let parts = (0..n)
        .step_by(chunk)
        .map(|s| {
            let len = chunk.min(n - s);
            let xi = view::narrow(x, 0, s as i64, len as i64)?;
            transposed_chunk(&xi, w, win, groups, image)
        })
        .collect::<Result<Vec<_>>>()?;
    ops::arrange::cat(&parts, 0)
}

/// `transposed_raw` for one chunk of the batch, in one column buffer.
fn transposed_chunk(
    x: &Tensor,
    w: &Tensor,
    win: &Windows,
    groups: usize,
    image: &[usize],
) -> Result<Tensor> {
    let (xs, ws) = (x.shape(), w.shape());
    let g = groups as i64;
    let x_mat = view::reshape(x, &group_matrix(&xs, groups)?)?;
    let wg = view::reshape(w, &[g, (ws[0] / groups) as i64, -1])?;
    let cols = ops::matmul(&view::transpose(&wg, 1, 2)?, &x_mat)?;
    col2im(&cols, ws[1] * groups, image, win)
}

/// The (N, G, C/G, positions) shape that splits an (N, C, *spatial) tensor's channels into
/// `groups`. The positions are counted, not inferred: with N = 0 a -1 is ambiguous.
fn group_matrix(shape: &[usize], groups: usize) -> Result<Vec<i64>> {
    let positions = crate::layout::extent::numel_of(&shape[2..])?;
    Ok(vec![
        shape[0] as i64,
        groups as i64,
        (shape[1] / groups) as i64,
        positions as i64,
    ])
}

/// `sum_n a[n] @ b[n]^T` for (N, G, r, L) operands: the weight gradient's contraction.
fn weight_contraction(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let prod = ops::matmul(a, &view::transpose(b, 2, 3)?)?;
    autodiff::diff_ops::sum_dims(&prod, &[0], false)
}

#[allow(clippy::too_many_arguments)]
fn record_convolution(
    x: &Tensor,
    w: &Tensor,
    b: Option<&Tensor>,
    spec: &ConvSpec,
    win: Windows,
    fmt: MemoryFormat,
    out: &Tensor,
) -> Result<()> {
    let inputs = [Some(x), Some(w), b];
    if !autodiff::needs_grad(&inputs) {
        return Ok(());
    }
    let (xs, ws, spec2) = (x.clone(), w.clone(), spec.clone());
    let (x_fmt, w_fmt) = (grad_format(x, fmt), grad_format(w, fmt));
    let has_bias = b.is_some();
    let back: autodiff::BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let groups = spec2.groups;
        let (gx, gw) = if spec2.transposed {
            // d/dx of col2im(W^T x) is the plain convolution of g; d/dW pairs x with g's windows.
            let gx = forward_raw(g, &ws, &win, groups)?;
            let x_mat = view::reshape(&xs, &group_matrix(&xs.shape(), groups)?)?;
            let gw = weight_contraction(&x_mat, &im2col(g, &win, groups)?)?;
            (gx, gw)
        } else {
            let g_mat = view::reshape(g, &group_matrix(&g.shape(), groups)?)?;
            let image = xs.shape()[2..].to_vec();
            let gx = transposed_raw(g, &ws, &win, groups, &image)?;
            let gw = weight_contraction(&g_mat, &im2col(&xs, &win, groups)?)?;
            (gx, gw)
        };
        let gw = view::reshape(
            &gw,
            &ws.shape().iter().map(|&s| s as i64).collect::<Vec<_>>(),
        )?;
        let gb = if has_bias {
            let dims: Vec<usize> = (0..g.ndim()).filter(|&d| d != 1).collect();
            Some(autodiff::diff_ops::sum_dims(g, &dims, false)?)
        } else {
            None
        };
        Ok(vec![
            Some(ops::fresh_in_format(&gx, x_fmt)?),
            Some(ops::fresh_in_format(&gw, w_fmt)?),
            gb,
        ])
    });
    let saved = vec![Saved::input(x), Saved::input(w)];
    record("ConvolutionBackward0", &inputs, &[out], saved, back)?;
    Ok(())
}

/// ATen's listing of a transposed convolution's output padding, stride and dilation in its
/// refusal, per dim by name: height and width (a 1-d convolution runs as a 2-d one of
/// height 1: output padding 0, stride 1, dilation 1 there), with depth first in 3-d.
fn output_padding_detail(spec: &ConvSpec, k: usize) -> String {
    let names: &[&str] = if k == 3 {
        &["_depth", "_height", "_width"]
    } else {
        &["_height", "_width"]
    };
    let mut parts = Vec::new();
    for (what, values, unit) in [
        ("output_padding", &spec.output_padding, 0),
        ("stride", &spec.stride, 1),
        ("dilation", &spec.dilation, 1),
    ] {
        let mut per_dim: Vec<usize> = values.iter().take(k).copied().collect();
        if k == 1 {
            per_dim.insert(0, unit);
        }
        for (name, v) in names.iter().zip(per_dim) {
            parts.push(format!("{what}{name}: {v}"));
        }
    }
    parts.join(" ")
}
