//! Convolution and pooling: `conv1d/2d/3d`, `conv_transpose1d/2d/3d`, `max_pool1d/2d/3d`,
//! `avg_pool1d/2d/3d`, `adaptive_avg_pool1d/2d/3d`, `adaptive_max_pool1d/2d/3d`, `unfold`,
//! `fold`.
//! The math is `ops::conv` (im2col views + matmul); this file binds PyTorch's arguments.

use super::{input, int_or_ints, t, Functions, IntOrInts};
use crate::error::{runtime, value_error, Result};
use crate::interp::args::{to_i64, Bound};
use crate::interp::value::Value;
use crate::layout::MemoryFormat;
use crate::ops::conv::pool::{self, PoolSpec};
use crate::ops::conv::{self, check_param, ConvSpec};
use crate::ops::{self, view};
use crate::tensor::Tensor;

pub fn register(r: &mut Functions) {
    let topic = "convolution";
    let conv_sig = "input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1";
    r.add(topic, &["conv1d"], conv_sig, |_, b| convolve(b, 1));
    r.add(topic, &["conv2d"], conv_sig, |_, b| convolve(b, 2));
    r.add(topic, &["conv3d"], conv_sig, |_, b| convolve(b, 3));
    let tsig =
        "input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1";
    r.add(topic, &["conv_transpose1d"], tsig, |_, b| transposed(b, 1));
    r.add(topic, &["conv_transpose2d"], tsig, |_, b| transposed(b, 2));
    r.add(topic, &["conv_transpose3d"], tsig, |_, b| transposed(b, 3));
    let topic = "pooling";
    let max_sig = "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False";
    r.add(topic, &["max_pool1d"], max_sig, |_, b| max_pool(b, 1));
    r.add(topic, &["max_pool2d"], max_sig, |_, b| max_pool(b, 2));
    r.add(topic, &["max_pool3d"], max_sig, |_, b| max_pool(b, 3));
    r.add(
        topic,
        &["avg_pool1d"],
        "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True",
        |_, b| avg_pool(b, 1),
    );
    r.add(
        topic,
        &["avg_pool2d"],
        "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None",
        |_, b| avg_pool(b, 2),
    );
    r.add(
        topic,
        &["avg_pool3d"],
        "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None",
        |_, b| avg_pool(b, 3),
    );
    r.add(
        topic,
        &["adaptive_avg_pool1d"],
        "input, output_size",
        |_, b| adaptive(b, 1, false),
    );
    r.add(
        topic,
        &["adaptive_avg_pool2d"],
        "input, output_size",
        |_, b| adaptive(b, 2, false),
    );
    r.add(
        topic,
        &["adaptive_avg_pool3d"],
        "input, output_size",
        |_, b| adaptive(b, 3, false),
    );
    let amax = "input, output_size, return_indices=False";
    r.add(topic, &["adaptive_max_pool1d"], amax, |_, b| {
        adaptive(b, 1, true)
    });
    r.add(topic, &["adaptive_max_pool2d"], amax, |_, b| {
        adaptive(b, 2, true)
    });
    r.add(topic, &["adaptive_max_pool3d"], amax, |_, b| {
        adaptive(b, 3, true)
    });
    // F's `*_with_indices` forms: the same signature, `return_indices` ignored (always
    // both outputs, as torch/nn/functional.py calls the ATen op that returns them).
    r.add(topic, &["max_pool1d_with_indices"], max_sig, |_, b| {
        max_pool(&with_indices(b), 1)
    });
    r.add(topic, &["max_pool2d_with_indices"], max_sig, |_, b| {
        max_pool(&with_indices(b), 2)
    });
    r.add(topic, &["max_pool3d_with_indices"], max_sig, |_, b| {
        max_pool(&with_indices(b), 3)
    });
    r.add(
        topic,
        &["adaptive_max_pool1d_with_indices"],
        amax,
        |_, b| adaptive(&with_indices(b), 1, true),
    );
    r.add(
        topic,
        &["adaptive_max_pool2d_with_indices"],
        amax,
        |_, b| adaptive(&with_indices(b), 2, true),
    );
    r.add(
        topic,
        &["adaptive_max_pool3d_with_indices"],
        amax,
        |_, b| adaptive(&with_indices(b), 3, true),
    );
}

/// The arguments with `return_indices` set, as the `*_with_indices` forms run.
fn with_indices(b: &Bound) -> Bound {
    let mut b = b.clone();
    b.set("return_indices", Value::Bool(true));
    b
}

/// An int or a sequence of `k` ints (`_single`/`_pair`/`_triple`), with PyTorch's message.
fn per_dim(b: &Bound, name: &str, k: usize, default: i64) -> Result<Vec<i64>> {
    let list = match int_or_ints(b, name)? {
        IntOrInts::Absent => return Ok(vec![default; k]),
        IntOrInts::One(v) => return Ok(vec![v; k]),
        IntOrInts::Many(list) => list,
    };
    match list.len() {
        1 => Ok(vec![list[0]; k]),
        n if n == k => Ok(list),
        _ => Err(runtime(format!(
            "expected {name} to be a single integer value or a list of {k} values to match the convolution dimensions, but got {name}={list:?}"
        ))),
    }
}

/// Unbatched input (`(C, *spatial)`) runs as a batch of one, squeezed after, as PyTorch's
/// `conv{k}d` does (so its grad_fn is `SqueezeBackward1`).
fn batch_of_one(x: &Tensor, k: usize, op: &str) -> Result<bool> {
    match x.ndim() {
        n if n == k + 2 => Ok(false),
        n if n == k + 1 => Ok(true),
        _ => Err(conv::windows::rank_error(op, k, &x.shape())),
    }
}

fn convolve(b: &Bound, k: usize) -> Result<Value> {
    let x = input(b)?;
    let w = b.tensor("weight")?;
    let bias = b.opt_tensor("bias")?;
    let unbatched = batch_of_one(&x, k, b.fname())?;
    if let Some(bias) = &bias {
        // ATen's `conv{k}d` checks the bias dtype itself, before the convolution's shape
        // checks (the transposed ones do not: their bias takes the input's dtype).
        if bias.dtype() != x.dtype() {
            return Err(runtime(format!(
                "Input type ({}) and bias type ({}) should be the same",
                x.dtype().c_type_name(),
                bias.dtype().c_type_name()
            )));
        }
    }
    let stride = check_param("stride", &per_dim(b, "stride", k, 1)?, 1)?;
    let dilation = check_param("dilation", &per_dim(b, "dilation", k, 1)?, 1)?;
    let groups = b.i64_or("groups", 1)?;
    if groups <= 0 {
        return Err(runtime("non-positive groups is not supported"));
    }
    let mut xb = if unbatched {
        view::unsqueeze(&x, 0)?
    } else {
        x.clone()
    };
    let padding = match b.get("padding") {
        Some(Value::Str(mode)) => {
            let ws = w.shape();
            same_or_valid(mode, &mut xb, &ws[ws.len().min(2)..], &stride, &dilation)?
        }
        _ => check_param("padding", &per_dim(b, "padding", k, 0)?, 0)?,
    };
    let spec = ConvSpec {
        stride,
        padding,
        dilation,
        transposed: false,
        output_padding: vec![0; k],
        groups: groups.min(i32::MAX as i64) as usize,
    };
    let y = conv::convolution(&xb, &w, bias.as_ref(), &spec)?;
    Ok(t(if unbatched {
        view::squeeze(&y, Some(&[0]))?
    } else {
        y
    }))
}

/// `padding='valid'` (none) or `'same'` (output as large as the input; an odd total pads
/// one more on the right, by an explicit `F.pad` as PyTorch does).
fn same_or_valid(
    mode: &str,
    x: &mut Tensor,
    kernel: &[usize],
    stride: &[usize],
    dil: &[usize],
) -> Result<Vec<usize>> {
    let k = stride.len();
    match mode {
        "valid" => Ok(vec![0; k]),
        "same" => {
            if stride.iter().any(|&s| s != 1) {
                return Err(runtime(
                    "padding='same' is not supported for strided convolutions",
                ));
            }
            let totals: Vec<usize> = (0..k)
                .map(|d| dil[d] * kernel.get(d).copied().unwrap_or(1).saturating_sub(1))
                .collect();
            if totals.iter().any(|t| t % 2 == 1) {
                let mut pad = Vec::new();
                for d in (0..k).rev() {
                    pad.push(0);
                    pad.push((totals[d] % 2) as i64);
                }
                *x = ops::arrange::pad_constant(x, &pad, 0.0)?;
            }
            Ok(totals.iter().map(|t| t / 2).collect())
        }
        other => Err(runtime(format!(
            "Invalid padding string '{other}', should be one of {{'valid', 'same'}}"
        ))),
    }
}

fn transposed(b: &Bound, k: usize) -> Result<Value> {
    let x = input(b)?;
    let w = b.tensor("weight")?;
    let bias = b.opt_tensor("bias")?;
    let unbatched = batch_of_one(&x, k, b.fname())?;
    let groups = b.i64_or("groups", 1)?;
    if groups <= 0 {
        return Err(runtime("non-positive groups is not supported"));
    }
    let spec = ConvSpec {
        stride: check_param("stride", &per_dim(b, "stride", k, 1)?, 1)?,
        padding: check_param("padding", &per_dim(b, "padding", k, 0)?, 0)?,
        dilation: check_param("dilation", &per_dim(b, "dilation", k, 1)?, 1)?,
        transposed: true,
        output_padding: check_param("output_padding", &per_dim(b, "output_padding", k, 0)?, 0)?,
        groups: groups.min(i32::MAX as i64) as usize,
    };
    let xb = if unbatched {
        view::unsqueeze(&x, 0)?
    } else {
        x
    };
    let y = conv::convolution(&xb, &w, bias.as_ref(), &spec)?;
    Ok(t(if unbatched {
        view::squeeze(&y, Some(&[0]))?
    } else {
        y
    }))
}

/// A 3-d pool's int-or-triple argument, with `max_pool3d`'s or `avg_pool3d`'s own message
/// (the 1-d and 2-d pools keep `per_dim`'s).
fn pool_dim(b: &Bound, name: &str, k: usize, default: i64, max: bool) -> Result<Vec<i64>> {
    if k != 3 {
        return per_dim(b, name, k, default);
    }
    let list = match int_or_ints(b, name)? {
        IntOrInts::Absent => return Ok(vec![default; k]),
        IntOrInts::One(v) => return Ok(vec![v; k]),
        IntOrInts::Many(list) => list,
    };
    match list.len() {
        1 => Ok(vec![list[0]; k]),
        3 => Ok(list),
        _ => {
            let (op, must) = match (max, name) {
                (true, "stride") => ("max_pool3d", "must either be omitted,"),
                (true, "dilation") => ("max_pool3d", "must be either"),
                (true, _) => ("max_pool3d", "must either be"),
                (false, "stride") => ("avg_pool3d", "must be omitted,"),
                (false, _) => ("avg_pool3d", "must be"),
            };
            Err(runtime(format!(
                "{op}: {name} {must} a single int, or a tuple of three ints"
            )))
        }
    }
}

/// A pool's stride as ATen checks it: zero anywhere first, then a negative one, named by
/// the dims of the 2-d or 3-d kernel a pool runs as (a 1-d pool's height stride is 1).
fn pool_stride(stride: &[i64], k: usize, max: bool) -> Result<Vec<usize>> {
    if k == 1 && max && stride[0] <= 0 {
        return Err(runtime(format!(
            "max_pool1d() stride must be greater than zero, but got {}",
            stride[0]
        )));
    }
    if stride.contains(&0) {
        return Err(runtime("stride should not be zero"));
    }
    if stride.iter().any(|&s| s < 0) {
        let dims: Vec<i64> = if k == 1 {
            vec![1, stride[0]]
        } else {
            stride.to_vec()
        };
        let names = ["dT", "dH", "dW"];
        let named: Vec<String> = names[3 - dims.len()..]
            .iter()
            .zip(&dims)
            .map(|(n, s)| format!("{n}: {s}"))
            .collect();
        return Err(runtime(format!(
            "stride should be greater than zero, but got {}",
            named.join(" ")
        )));
    }
    check_param("stride", stride, 1)
}

/// The pool arguments common to max and average pooling.
fn pool_spec(b: &Bound, k: usize, dilated: bool) -> Result<PoolSpec> {
    let max = dilated;
    let kernel = check_param("kernel_size", &pool_dim(b, "kernel_size", k, 1, max)?, 1)?;
    let stride = match b.get("stride") {
        None | Some(Value::None) => kernel.clone(),
        Some(Value::List(l)) if l.borrow().is_empty() => kernel.clone(),
        Some(Value::Tuple(t)) if t.is_empty() => kernel.clone(),
        // With indices, a 1-d max pool is ATen's max_pool1d_with_indices, which checks its
        // stride as the 2-d pool does.
        _ => {
            let own_1d_check = max && !b.bool_or("return_indices", false)?;
            pool_stride(&pool_dim(b, "stride", k, 1, max)?, k, own_1d_check)?
        }
    };
    Ok(PoolSpec {
        kernel,
        stride,
        padding: check_param("padding", &pool_dim(b, "padding", k, 0, max)?, 0)?,
        dilation: if dilated {
            check_param("dilation", &pool_dim(b, "dilation", k, 1, max)?, 1)?
        } else {
            vec![1; k]
        },
        ceil_mode: b.bool_or("ceil_mode", false)?,
    })
}

/// 1-d pools run as 2-d pools over `(…, 1, L)`, as PyTorch's do (`SqueezeBackward1`).
fn as_2d(spec: PoolSpec) -> PoolSpec {
    let two = |v: Vec<usize>, one: usize| vec![one, v[0]];
    PoolSpec {
        kernel: two(spec.kernel, 1),
        stride: two(spec.stride, 1),
        padding: two(spec.padding, 0),
        dilation: two(spec.dilation, 1),
        ceil_mode: spec.ceil_mode,
    }
}

fn max_pool(b: &Bound, k: usize) -> Result<Value> {
    let x = input(b)?;
    let spec = pool_spec(b, k, true)?;
    let indices = b.bool_or("return_indices", false)?;
    let (v, i) = if k == 1 {
        let (v, i) = pool::max_pool(&view::unsqueeze(&x, -2)?, &as_2d(spec))?;
        let v = view::squeeze(&v, Some(&[-2]))?;
        // ATen's max_pool1d fast path (no indices, no graph to build) fills a fresh
        // row-major output; otherwise it goes through max_pool1d_with_indices, whose
        // output keeps the input's layout (a squeezed 2-d pool).
        let graph = x.requires_grad() && crate::autograd::is_grad_enabled();
        let v = if indices || graph {
            v
        } else {
            let _g = crate::autograd::NoGradGuard::new();
            ops::fresh_in_format(&v, MemoryFormat::Contiguous)?
        };
        (v, view::squeeze(&i, Some(&[-2]))?)
    } else {
        pool::max_pool(&x, &spec)?
    };
    Ok(if indices {
        Value::tuple(vec![t(v), t(i)])
    } else {
        t(v)
    })
}

fn avg_pool(b: &Bound, k: usize) -> Result<Value> {
    let x = input(b)?;
    let spec = pool_spec(b, k, false)?;
    let include = b.bool_or("count_include_pad", true)?;
    let divisor = match b.get("divisor_override") {
        None | Some(Value::None) => None,
        Some(v) => Some(to_i64(v)?),
    };
    Ok(t(if k == 1 {
        let y = pool::avg_pool(&view::unsqueeze(&x, -2)?, &as_2d(spec), include, None)?;
        view::squeeze(&y, Some(&[-2]))?
    } else {
        pool::avg_pool(&x, &spec, include, divisor)?
    }))
}

/// `adaptive_{avg,max}_pool{k}d`; `None` in `output_size` keeps that input size.
fn adaptive(b: &Bound, k: usize, max: bool) -> Result<Value> {
    let x = input(b)?;
    let spatial: Vec<usize> = x.shape().iter().rev().take(k).rev().copied().collect();
    let given: Vec<Option<i64>> = match b.get("output_size") {
        Some(Value::Tuple(items)) => items.iter().map(opt_int).collect::<Result<_>>()?,
        Some(v @ Value::Size(_)) => v
            .tuple_items()
            .unwrap_or_default()
            .iter()
            .map(opt_int)
            .collect::<Result<_>>()?,
        Some(Value::List(items)) => items.borrow().iter().map(opt_int).collect::<Result<_>>()?,
        Some(v) => vec![opt_int(v)?; k],
        None => vec![None; k],
    };
    list_with_default_check(b, &x, k)?;
    adaptive_input_checks(&x, k, max)?;
    let kind = if max { "max" } else { "avg" };
    if given.len() != k && k == 1 {
        return Err(runtime(format!(
            "adaptive_{kind}_pool1d() argument 'output_size' should contain one int (got {})",
            given.len()
        )));
    }
    if given.len() != k && max {
        return Err(runtime(format!(
            "adaptive_max_pool{k}d(): internal error: output_size.size() must be {k}"
        )));
    }
    if given.len() != k {
        return Err(runtime(format!(
            "adaptive_{kind}_pool{k}d: output_size must be {k}"
        )));
    }
    let asked: Vec<i64> = given
        .iter()
        .enumerate()
        .map(|(d, g)| g.unwrap_or(*spatial.get(d).unwrap_or(&0) as i64))
        .collect();
    // The 1-d forms run as 2-d pools over a height of 1, and their errors say so.
    let (x2, asked2) = if k == 1 {
        (view::unsqueeze(&x, -2)?, vec![1, asked[0]])
    } else {
        (x.clone(), asked.clone())
    };
    let mut shape2: Vec<i64> = x2.shape()[..x2.ndim().saturating_sub(asked2.len())]
        .iter()
        .map(|&s| s as i64)
        .collect();
    shape2.extend(&asked2);
    if max {
        max_input_checks(&x, k)?;
    }
    if let Some(&neg) = asked2.iter().find(|&&o| o < 0) {
        return Err(runtime(if max {
            format!(
                "Trying to create tensor with negative dimension {neg}: {}",
                crate::error::fmt_list(&shape2)
            )
        } else {
            if k == 3 {
                // ATen's 3-d message leaves out one space.
                format!(
                    "adaptive_avg_pool3d: elements of output_size must be greater than or equal to 0 but received {{{}, {},{}}}",
                    asked[0], asked[1], asked[2]
                )
            } else {
                format!(
                    "adaptive_avg_pool2d: elements of output_size must be greater than or equal to 0 but received {{{}}}",
                    asked2.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
                )
            }
        }));
    }
    // The output must fit before any window is worked out (an empty batch needs nothing).
    if x.numel() > 0 {
        let dims: Vec<usize> = shape2.iter().map(|&s| s as usize).collect();
        crate::limits::check_alloc_shape(&dims, x.dtype().itemsize())?;
    }
    let out: Vec<usize> = asked.iter().map(|&o| o as usize).collect();
    let out2: Vec<usize> = asked2.iter().map(|&o| o as usize).collect();
    let indices = max && b.bool_or("return_indices", false)?;
    let back1 = |v: Tensor| -> Result<Tensor> {
        if k == 1 {
            view::squeeze(&v, Some(&[-2]))
        } else {
            Ok(v)
        }
    };
    if max {
        let (v, i) = pool::adaptive_max_pool(&x2, &out2)?;
        let (v, i) = (back1(v)?, back1(i)?);
        return Ok(if indices {
            Value::tuple(vec![t(v), t(i)])
        } else {
            t(v)
        });
    }
    Ok(t(adaptive_avg(&x, &out)?))
}

/// `adaptive_avg_pool{k}d(x, out)` once its arguments are checked (also `F.interpolate`'s
/// 'area' mode): the 1-d form pools in 2-d over a height of 1, as ATen does.
pub(super) fn adaptive_avg(x: &Tensor, out: &[usize]) -> Result<Tensor> {
    // The output must fit before any window is worked out ('area' interpolation reaches
    // here without the F entry's checks; an empty batch needs nothing).
    if x.numel() > 0 {
        let mut dims = x.shape();
        dims.truncate(dims.len().saturating_sub(out.len()));
        dims.extend_from_slice(out);
        crate::limits::check_alloc_shape(&dims, x.dtype().itemsize())?;
    }
    // A 1x1 output is a mean over the last two dims, before any rank or dtype check
    // (PyTorch's shortcut: grad_fn MeanBackward1, a 2-d input pools, a 1-d one is an
    // IndexError, an integer one mean's own error).
    if out == [1, 1] {
        let m = ops::by_name::mean(x, Some(&[-1, -2]), true)?;
        return channels_last_mean(x, m, MemoryFormat::ChannelsLast);
    }
    if out == [1, 1, 1] {
        let m = ops::by_name::mean(x, Some(&[-1, -2, -3]), true)?;
        return channels_last_mean(x, m, MemoryFormat::ChannelsLast3d);
    }
    if out.len() == 1 {
        let y = pool::adaptive_avg_pool(&view::unsqueeze(x, -2)?, &[1, out[0]])?;
        return view::squeeze(&y, Some(&[-2]));
    }
    pool::adaptive_avg_pool(x, out)
}

/// The 1x1 shortcut's mean of a channels-last input, re-strided in place as ATen does
/// (`out.as_strided_({n, c, 1, ...}, {c, 1, c, ...})`): channels-last strides and an
/// `AsStridedBackward1` node on top of the mean's.
fn channels_last_mean(x: &Tensor, m: Tensor, fmt: MemoryFormat) -> Result<Tensor> {
    if MemoryFormat::suggest(&x.shape(), &x.strides()) != fmt {
        return Ok(m);
    }
    let c = m.shape()[1] as i64;
    let size: Vec<i64> = m.shape().iter().map(|&s| s as i64).collect();
    let mut stride = vec![c; size.len()];
    stride[1] = 1;
    view::restride_(
        &m,
        |_| view::as_strided_layout(&m, &size, &stride, None),
        view::Restride::AsStrided,
    )?;
    Ok(m)
}

/// The 2-d and 3-d forms' Python wrapper (`_list_with_default`) wants more dims than a
/// sequence `output_size` names, before the op checks anything.
fn list_with_default_check(b: &Bound, x: &Tensor, k: usize) -> Result<()> {
    let named = match b.get("output_size") {
        Some(Value::Tuple(items)) => Some(items.len()),
        Some(Value::List(items)) => Some(items.borrow().len()),
        Some(v @ Value::Size(_)) => v.tuple_items().map(|i| i.len()),
        _ => None,
    };
    if let (2..=3, Some(n)) = (k, named) {
        if x.ndim() <= n {
            return Err(value_error(format!(
                "Input dimension should be at least {}",
                n + 1
            )));
        }
    }
    Ok(())
}

/// What the 1-d forms check of their input before the output size: 2 or 3 dims.
fn adaptive_input_checks(x: &Tensor, k: usize, max: bool) -> Result<()> {
    if k == 1 && !(2..=3).contains(&x.ndim()) {
        return Err(runtime(format!(
            "Expected 2 to 3 dimensions, but got {}-dimensional tensor for argument #1 'self' (while checking arguments for adaptive_{}_pool1d)",
            x.ndim(),
            if max { "max" } else { "avg" }
        )));
    }
    Ok(())
}

/// `adaptive_max_pool{1,2,3}d`'s checks of its input: the 2-d and 3-d forms' rank, then no
/// empty dim but the first (so an unbatched input's first dim may be empty too).
fn max_input_checks(x: &Tensor, k: usize) -> Result<()> {
    let s = x.shape();
    let name = format!("adaptive_max_pool{k}d");
    if k >= 2 && !(k + 1..=k + 2).contains(&s.len()) {
        return Err(runtime(format!(
            "{name}(): Expected {}D or {}D tensor, but got: {}",
            k + 1,
            k + 2,
            crate::error::fmt_list(&s)
        )));
    }
    if let Some(d) = (1..s.len()).find(|&d| s[d] == 0) {
        return Err(runtime(format!(
            "{name}(): Expected input to have non-zero size for non-batch dimensions, but input has sizes {} with dimension {d} being empty",
            crate::error::fmt_list(&s)
        )));
    }
    Ok(())
}

fn opt_int(v: &Value) -> Result<Option<i64>> {
    match v {
        Value::None => Ok(None),
        v => to_i64(v).map(Some),
    }
}
