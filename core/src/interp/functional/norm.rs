//! Normalization layers' functions and the resampling ones: `batch_norm`, `group_norm`,
//! `interpolate`, `unfold`, `fold`. The math is `ops::norm` and `ops::conv::{resample,
//! fold}`; this file binds PyTorch's arguments and the checks `torch.nn.functional` makes
//! in Python before calling ATen.

use super::{input, int_or_ints, t, Functions, IntOrInts};
use crate::error::{runtime, value_error, Result};
use crate::interp::args::{to_f64, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::conv::fold::FoldSpec;
use crate::ops::conv::resample;

pub fn register(r: &mut Functions) {
    let topic = "normalization";
    r.add(
        topic,
        &["batch_norm"],
        "input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05",
        |_, b| {
            let x = input(b)?;
            let training = b.bool_or("training", false)?;
            if training {
                verify_batch_size(&x.shape())?;
            }
            let (rm, rv) = (b.opt_tensor("running_mean")?, b.opt_tensor("running_var")?);
            crate::interp::vmap::check_batch_norm(&x, &[rm.as_ref(), rv.as_ref()], training)?;
            let (w, bias) = (b.opt_tensor("weight")?, b.opt_tensor("bias")?);
            Ok(t(crate::ops::norm::batch_norm(
                &x,
                rm.as_ref(),
                rv.as_ref(),
                w.as_ref(),
                bias.as_ref(),
                training,
                b.f64_or("momentum", 0.1)?,
                b.f64_or("eps", 1e-5)?,
            )?))
        },
    );
    r.add(
        topic,
        &["group_norm"],
        "input, num_groups, weight=None, bias=None, eps=1e-05",
        |_, b| {
            let x = input(b)?;
            let shape = x.shape();
            if shape.len() < 2 {
                return Err(runtime(format!(
                    "Expected at least 2 dimensions for input tensor but received {}",
                    shape.len()
                )));
            }
            let g = b.i64_or("num_groups", 1)?;
            if g == 0 {
                return Err(crate::error::TorchError::new(
                    crate::error::ErrorKind::ZeroDivisionError,
                    "integer division or modulo by zero",
                ));
            }
            // F.group_norm's own check, on (N * C // G, G, *spatial).
            let mut v = vec![(shape[0] * shape[1]) as i64 / g, g];
            v.extend(shape[2..].iter().map(|&s| s as i64));
            verify_sizes(&v, &crate::error::fmt_list(&v))?;
            if g < 0 {
                return Err(runtime(format!(
                    "Expected number of channels in input to be divisible by num_groups, but got input of shape {} and num_groups={g}",
                    crate::error::fmt_list(&shape)
                )));
            }
            let (w, bias) = (b.opt_tensor("weight")?, b.opt_tensor("bias")?);
            Ok(t(crate::ops::norm::group_norm(
                &x,
                g as usize,
                w.as_ref(),
                bias.as_ref(),
                b.f64_or("eps", 1e-5)?,
            )?))
        },
    );
    let topic = "vision";
    r.add(
        topic,
        &["interpolate"],
        "input, size=None, scale_factor=None, mode='nearest', align_corners=None, recompute_scale_factor=None, antialias=False",
        interpolate,
    );
    r.add(
        topic,
        &["unfold"],
        "input, kernel_size, dilation=1, padding=0, stride=1",
        |_, b| {
            let x = input(b)?;
            Ok(t(crate::ops::conv::fold::unfold(&x, &fold_spec(b)?)?))
        },
    );
    r.add(
        topic,
        &["fold"],
        "input, output_size, kernel_size, dilation=1, padding=0, stride=1",
        |_, b| {
            let x = input(b)?;
            let out = pair(b, "output_size", 0)?;
            Ok(t(crate::ops::conv::fold::fold(&x, out, &fold_spec(b)?)?))
        },
    );
}

/// `_verify_batch_size`: training needs more than one value per channel.
fn verify_batch_size(shape: &[usize]) -> Result<()> {
    let v: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    verify_sizes(
        &v,
        &format!("torch.Size({})", crate::error::fmt_list(shape)),
    )
}

fn verify_sizes(size: &[i64], shown: &str) -> Result<()> {
    if size.len() < 2 {
        return Ok(());
    }
    let prod: i64 = size[0] * size[2..].iter().product::<i64>();
    if prod == 1 {
        return Err(value_error(format!(
            "Expected more than 1 value per channel when training, got input size {shown}"
        )));
    }
    Ok(())
}

/// An int or a pair of ints (`_pair`), with ATen's message for another length.
fn pair(b: &Bound, name: &str, default: i64) -> Result<[i64; 2]> {
    let list = match int_or_ints(b, name)? {
        IntOrInts::Absent => return Ok([default; 2]),
        IntOrInts::One(v) => return Ok([v; 2]),
        IntOrInts::Many(list) => list,
    };
    match list[..] {
        [a, c] => Ok([a, c]),
        _ => Err(runtime(format!(
            "It is expected {name} equals to 2, but got size {}",
            list.len()
        ))),
    }
}

fn fold_spec(b: &Bound) -> Result<FoldSpec> {
    Ok(FoldSpec {
        kernel: pair(b, "kernel_size", 1)?,
        dilation: pair(b, "dilation", 1)?,
        padding: pair(b, "padding", 0)?,
        stride: pair(b, "stride", 1)?,
    })
}

fn is_set(v: Option<&Value>) -> bool {
    !matches!(v, None | Some(Value::None))
}

/// A value or sequence of values as `k` items, keeping how the user wrote it for messages.
fn spread<T>(
    v: &Value,
    k: usize,
    conv: impl Fn(&Value) -> Result<T>,
) -> Result<(Option<Vec<T>>, Vec<T>)>
where
    T: Clone,
{
    match v {
        Value::Tuple(items) => {
            let l: Vec<T> = items.iter().map(&conv).collect::<Result<_>>()?;
            Ok((Some(l.clone()), l))
        }
        Value::List(items) => {
            let l: Vec<T> = items.borrow().iter().map(&conv).collect::<Result<_>>()?;
            Ok((Some(l.clone()), l))
        }
        // A torch.Size (`size=skip.shape[-2:]`, the U-Net idiom) is the tuple it is.
        Value::Size(_) => {
            let l: Vec<T> = v
                .tuple_items()
                .unwrap_or_default()
                .iter()
                .map(&conv)
                .collect::<Result<_>>()?;
            Ok((Some(l.clone()), l))
        }
        // A namedtuple is the tuple it is.
        v => match crate::interp::builtins::tuple_stand_in_items(v) {
            Some(items) => {
                let l: Vec<T> = items.iter().map(&conv).collect::<Result<_>>()?;
                Ok((Some(l.clone()), l))
            }
            None => Ok((None, vec![conv(v)?; k])),
        },
    }
}

/// 'area' mode's output size from a scale: Python's `math.floor` of the product (its errors
/// for inf and NaN), then the adaptive pool's argument parser, which takes a C long long.
fn area_size(v: f64, k: usize) -> Result<usize> {
    if v.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if v.is_infinite() {
        return Err(crate::error::TorchError::new(
            crate::error::ErrorKind::OverflowError,
            "cannot convert float infinity to integer",
        ));
    }
    let f = v.floor();
    let long_long = 2f64.powi(63);
    if !(-long_long..long_long).contains(&f) {
        return Err(crate::error::type_error(format!(
            "adaptive_avg_pool{k}d(): argument 'output_size' failed to unpack the object at pos 1 with error \"Overflow when unpacking long long"
        )));
    }
    Ok(f.max(0.0) as usize)
}

/// `F.interpolate`, as `torch/nn/functional.py` checks and dispatches it.
fn interpolate(it: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    let mode = b.str("mode")?.unwrap_or_else(|| "nearest".into());
    let ac = b.get("align_corners").cloned();
    let align_corners = if matches!(mode.as_str(), "nearest" | "area" | "nearest-exact") {
        if is_set(ac.as_ref()) {
            return Err(value_error(
                "align_corners option can only be set with the interpolating modes: linear | bilinear | bicubic | trilinear",
            ));
        }
        false
    } else {
        match &ac {
            None | Some(Value::None) => false,
            Some(v) => it.truthy(v)?,
        }
    };
    let nd = x.ndim();
    let k = nd.saturating_sub(2);
    let spatial: Vec<usize> = x.shape().iter().skip(2).copied().collect();
    let (size, scale) = (b.get("size").cloned(), b.get("scale_factor").cloned());
    let spatial_str = crate::error::fmt_list(&spatial);
    // The kernel's refusal of the size list, raised where the kernel would be called.
    let mut parse_failure = None;
    let (mut out, mut scales): (Option<Vec<i64>>, Option<Vec<f64>>) = match (
        is_set(size.as_ref()),
        is_set(scale.as_ref()),
    ) {
        (true, true) => {
            return Err(value_error(
                "only one of size or scale_factor should be defined",
            ))
        }
        (true, false) => {
            let v = size.unwrap();
            let antialias = b.bool_or("antialias", false)?;
            match super::interp_size::output_size(it, &v, k, (&mode, antialias), &spatial_str)? {
                Ok(l) => (Some(l), None),
                Err(e) => {
                    parse_failure = Some(e);
                    (Some(vec![0; k]), None)
                }
            }
        }
        (false, true) => {
            let v = scale.unwrap();
            let (seq, l) = spread(&v, k, to_f64)?;
            if seq.is_some() && l.len() != k {
                return Err(value_error(format!(
                        "Input and scale_factor must have the same number of spatial dimensions, but got input with spatial dimensions of {spatial_str} and scale_factor of shape {}. Please provide input tensor in (N, C, d1, d2, ...,dK) format and scale_factor in (s1, s2, ...,sK) format.",
                        it.repr(&v)?
                    )));
            }
            (None, Some(l))
        }
        (false, false) => return Err(value_error("either size or scale_factor should be defined")),
    };
    let recompute = match b.get("recompute_scale_factor") {
        None | Some(Value::None) => false,
        Some(v) => it.truthy(v)?,
    };
    if recompute && out.is_some() {
        return Err(value_error(
            "recompute_scale_factor is not meaningful with an explicit size.",
        ));
    }
    if recompute {
        let s = scales.take().unwrap_or_default();
        out = Some(
            (0..k)
                .map(|d| (spatial[d] as f64 * s[d]).floor() as i64)
                .collect(),
        );
    }
    if b.bool_or("antialias", false)?
        && !(matches!(mode.as_str(), "bilinear" | "bicubic") && nd == 4)
    {
        return Err(value_error(
            "Anti-alias option is restricted to bilinear, bicubic, and lanczos modes and requires a 4-D tensor as input",
        ));
    }
    // 'area' is adaptive average pooling to the output size (torch/nn/functional.py).
    if mode == "area" && (3..=5).contains(&nd) {
        if let Some(e) = parse_failure {
            return Err(e);
        }
        let sizes: Vec<usize> = match (&out, &scales) {
            (Some(o), _) => o.iter().map(|&o| o.max(0) as usize).collect(),
            (None, Some(s)) => (0..k)
                .map(|d| area_size(spatial[d] as f64 * s[d], k))
                .collect::<Result<_>>()?,
            _ => vec![],
        };
        return Ok(t(super::conv::adaptive_avg(&x, &sizes)?));
    }
    let supported = match mode.as_str() {
        "nearest" | "nearest-exact" => (3..=5).contains(&nd),
        "linear" => nd == 3,
        "bilinear" | "bicubic" => nd == 4,
        "trilinear" => nd == 5,
        _ => false,
    };
    if !supported {
        let needs = match mode.as_str() {
            "linear" => Some(3),
            "bilinear" => Some(4),
            "trilinear" => Some(5),
            _ => None,
        };
        let msg = match needs {
            Some(n) if (3..=5).contains(&nd) => {
                format!("Got {nd}D input, but {mode} mode needs {n}D input")
            }
            _ if (3..=5).contains(&nd) && matches!(mode.as_str(), "area" | "lanczos") => {
                format!("F.interpolate(mode='{mode}') is not implemented in stridelab yet")
            }
            _ => format!(
                "Input Error: Only 3D, 4D and 5D input Tensors supported (got {nd}D) for the modes: nearest | linear | bilinear | bicubic | trilinear | lanczos | area | nearest-exact (got {mode})"
            ),
        };
        return Err(crate::error::not_implemented(msg));
    }
    if let Some(e) = parse_failure {
        return Err(e);
    }
    // ATen's `compute_output_size`: the size from a scale is truncated toward zero.
    let sizes: Vec<i64> = match (&out, &scales) {
        (Some(o), _) => o.clone(),
        (None, Some(s)) => (0..k).map(|d| (spatial[d] as f64 * s[d]) as i64).collect(),
        _ => vec![],
    };
    let per_dim: Vec<Option<f64>> = (0..k).map(|d| scales.as_ref().map(|s| s[d])).collect();
    // Only 'bilinear' and 'bicubic' on 4-d inputs get here with antialias (checked above).
    if b.bool_or("antialias", false)? {
        return Ok(t(crate::ops::conv::resample_aa::upsample_aa(
            &x,
            &mode,
            &sizes,
            &per_dim,
            align_corners,
        )?));
    }
    Ok(t(resample::upsample(
        &x,
        &mode,
        &sizes,
        &per_dim,
        align_corners,
    )?))
}
