//! Losses: `mse_loss`, `cross_entropy`, ... with PyTorch's `reduction` and its deprecated
//! `size_average`/`reduce` pair.

use super::{input, t, Functions};
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::robust_loss::{robust_loss, Robust};
use crate::ops::{self, nn::Reduction, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Functions) {
    let topic = "losses";
    r.add_each(
        topic,
        &["mse_loss", "l1_loss"],
        "input, target, size_average=None, reduce=None, reduction='mean', weight=None",
        pointwise_loss,
    );
    r.add(
        topic,
        &["smooth_l1_loss"],
        "input, target, size_average=None, reduce=None, reduction='mean', beta=1.0",
        |_, b| {
            let beta = b.f64_or("beta", 1.0)?;
            let (x, target, r) = (input(b)?, b.tensor("target")?, reduction(b)?);
            if target.shape() != x.shape() {
                warn_target_size(&x, &target);
            }
            if beta == 0.0 {
                // ATen's smooth_l1_loss is l1_loss at beta 0 (and its nodes are l1's).
                let d = crate::ops::named::sub(Arg::T(&x), Arg::T(&target), Scalar::Int(1))?;
                return Ok(t(ops::nn::reduce_loss(&crate::ops::named::abs(&d)?, r)?));
            }
            let kind = Robust::SmoothL1 { beta };
            Ok(t(robust_loss(&x, &target, kind, r)?))
        },
    );
    r.add(
        topic,
        &["huber_loss"],
        "input, target, reduction='mean', delta=1.0, weight=None",
        |_, b| {
            let kind = Robust::Huber {
                delta: b.f64_or("delta", 1.0)?,
            };
            let (x, target) = (input(b)?, b.tensor("target")?);
            if target.shape() != x.shape() {
                warn_target_size(&x, &target);
            }
            if let Some(w) = loss_weight(b, &x)? {
                let loss = robust_loss(&x, &target, kind, Reduction::None)?;
                return Ok(t(weighted(&loss, &w, &reduction_name(b)?, false)?));
            }
            Ok(t(robust_loss(&x, &target, kind, reduction(b)?)?))
        },
    );
    r.add(
        topic,
        &["kl_div"],
        "input, target, size_average=None, reduce=None, reduction='mean', log_target=False",
        kl_div,
    );
    r.add(
        topic,
        &["cross_entropy"],
        "input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, \
         reduction='mean', label_smoothing=0.0",
        |_, b| {
            let (x, target, w, r) = common(b)?;
            let ignore_index = b.i64_or("ignore_index", -100)?;
            let ls = b.f64_or("label_smoothing", 0.0)?;
            Ok(t(ops::nn::cross_entropy(
                &x,
                &target,
                w.as_ref(),
                r,
                ignore_index,
                ls,
            )?))
        },
    );
    r.add(
        topic,
        &["nll_loss"],
        "input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, \
         reduction='mean'",
        |_, b| {
            let (x, target, w, r) = common(b)?;
            let ignore_index = b.i64_or("ignore_index", -100)?;
            Ok(t(ops::nn::nll_loss(
                &x,
                &target,
                w.as_ref(),
                r,
                ignore_index,
            )?))
        },
    );
    r.add(
        topic,
        &["binary_cross_entropy"],
        "input, target, weight=None, size_average=None, reduce=None, reduction='mean'",
        |_, b| {
            let (x, y, w, r) = common(b)?;
            Ok(t(ops::nn::binary_cross_entropy(&x, &y, w.as_ref(), r)?))
        },
    );
    r.add(
        topic,
        &["binary_cross_entropy_with_logits"],
        "input, target, weight=None, size_average=None, reduce=None, reduction='mean', \
         pos_weight=None",
        |_, b| {
            let (x, y, w, r) = common(b)?;
            let pw = b.opt_tensor("pos_weight")?;
            Ok(t(ops::nn::binary_cross_entropy_with_logits(
                &x,
                &y,
                w.as_ref(),
                pw.as_ref(),
                r,
            )?))
        },
    );
}

/// The input, the target, the class weights and the reduction, read in PyTorch's order.
fn common(b: &Bound) -> Result<(Tensor, Tensor, Option<Tensor>, Reduction)> {
    let x = input(b)?;
    Ok((
        x,
        b.tensor("target")?,
        b.opt_tensor("weight")?,
        reduction(b)?,
    ))
}

/// The `reduction` argument, or PyTorch's deprecated `size_average`/`reduce` pair when
/// either is given (`_Reduction.legacy_get_string`: each defaults to True; both true is
/// 'mean', `reduce` alone 'sum', and `reduce=False` 'none').
/// `_Reduction.legacy_get_string`'s warning for the deprecated `size_average`/`reduce`.
fn legacy_reduction_warning(name: &str) -> String {
    format!(
        "size_average and reduce args will be deprecated, please use reduction='{name}' instead."
    )
}

fn reduction(b: &Bound) -> Result<Reduction> {
    Reduction::parse(&reduction_name(b)?)
}

/// The reduction asked for, by name: `reduction=`, or the legacy pair's (with its warning).
fn reduction_name(b: &Bound) -> Result<String> {
    let legacy = |n: &str| -> Result<Option<bool>> {
        match b.get(n) {
            None | Some(Value::None) => Ok(None),
            Some(_) => Ok(Some(b.bool_or(n, true)?)),
        }
    };
    let (size_average, reduce) = (legacy("size_average")?, legacy("reduce")?);
    if size_average.is_some() || reduce.is_some() {
        let name = match (size_average.unwrap_or(true), reduce.unwrap_or(true)) {
            (_, false) => "none",
            (true, true) => "mean",
            (false, true) => "sum",
        };
        crate::warnings::warn(
            crate::warnings::Category::User,
            legacy_reduction_warning(name),
        );
        return Ok(name.to_string());
    }
    Ok(b.str("reduction")?.unwrap_or("mean".into()))
}

/// PyTorch 2.15's `weight=` of `mse_loss`, `l1_loss` and `huber_loss`, written as
/// torch/nn/functional.py writes it: the unreduced loss times the weight, summed, and for
/// 'mean' divided by the weights' sum (`mse`, `l1`) or averaged (`huber`).
fn weighted(loss: &Tensor, w: &Tensor, name: &str, mean_by_weight: bool) -> Result<Tensor> {
    use crate::ops::{by_name, named};
    let wl = named::mul(Arg::T(loss), Arg::T(w))?;
    match name {
        "none" => Ok(wl),
        "sum" => by_name::sum(&wl, None, false, None),
        "mean" if mean_by_weight => named::div(
            Arg::T(&by_name::sum(&wl, None, false, None)?),
            Arg::T(&by_name::sum(w, None, false, None)?),
        ),
        "mean" => by_name::mean(&wl, None, false),
        _ => Err(crate::error::value_error(format!(
            "Invalid reduction mode: {name}. Expected one of 'none', 'mean', 'sum'."
        ))),
    }
}

/// The weight of a weighted loss, which must have the input's size.
fn loss_weight(b: &Bound, x: &Tensor) -> Result<Option<Tensor>> {
    match b.get("weight") {
        None | Some(Value::None) => Ok(None),
        // functional.py reads `weight.size()` first: anything else is Python's error.
        Some(v) if !matches!(v, Value::Tensor(_)) => Err(crate::error::TorchError::new(
            crate::error::ErrorKind::AttributeError,
            format!("'{}' object has no attribute 'size'", v.type_name()),
        )),
        Some(_) => {
            let w = b.tensor("weight")?;
            if w.shape_ref()[..] != x.shape_ref()[..] {
                return Err(crate::error::value_error(
                    "Weights and input must have the same size.",
                ));
            }
            Ok(Some(w))
        }
    }
}

/// torch.nn.functional's `kl_div` over ATen's composite `kl_div`: `xlogy(t, t) - t * x` (or
/// `exp(t) * (t - x)` for a log target), reduced; `batchmean` is the sum over the batch size.
fn kl_div(_: &mut Interp, b: &Bound) -> Result<Value> {
    use crate::ops::named;
    let (x, target) = (input(b)?, b.tensor("target")?);
    // ATen's first check: without it an integer target would give a silent integer answer.
    if !x.dtype().is_floating() || !target.dtype().is_floating() {
        return Err(crate::error::runtime(
            "kl_div: Integral inputs not supported.",
        ));
    }
    let batchmean = b.get("size_average").is_none()
        && b.get("reduce").is_none()
        && b.str("reduction")?.as_deref() == Some("batchmean");
    let r = if batchmean {
        Reduction::Sum
    } else {
        reduction(b)?
    };
    let pointwise = if b.bool_or("log_target", false)? {
        let diff = named::sub(Arg::T(&target), Arg::T(&x), Scalar::Int(1))?;
        named::mul(Arg::T(&named::exp(&target)?), Arg::T(&diff))?
    } else {
        let tx = named::mul(Arg::T(&target), Arg::T(&x))?;
        named::sub(Arg::T(&xlogy_self(&target)?), Arg::T(&tx), Scalar::Int(1))?
    };
    let reduced = ops::nn::reduce_loss(&pointwise, r)?;
    if batchmean && x.ndim() != 0 {
        let n = Scalar::Int(x.shape()[0] as i64);
        return Ok(t(named::div(Arg::T(&reduced), Arg::S(n))?));
    }
    Ok(t(reduced))
}

/// ATen's `xlogy(t, t)`: 0 where t is 0, NaN where t is NaN, else `t * log(t)`.
fn xlogy_self(t: &Tensor) -> Result<Tensor> {
    use crate::ops::named::{eq, log, mul};
    let tlogt = mul(Arg::T(t), Arg::T(&log(t)?))?;
    let zero = eq(Arg::T(t), Arg::S(Scalar::Int(0)))?;
    ops::where_(&zero, Arg::S(Scalar::Int(0)), Arg::T(&tlogt))
}

/// The warning `F.mse_loss` and its kin give before broadcasting a target of another
/// shape: a classic silent bug (`(N, 1)` against `(N,)` makes an `(N, N)` loss).
fn warn_target_size(x: &Tensor, target: &Tensor) {
    let size = |t: &Tensor| {
        let dims: Vec<String> = t.shape().iter().map(|d| d.to_string()).collect();
        format!("torch.Size([{}])", dims.join(", "))
    };
    crate::warnings::warn(
        crate::warnings::Category::User,
        format!(
            "Using a target size ({}) that is different to the input size ({}). This will likely lead to incorrect results due to broadcasting. Please ensure they have the same size.",
            size(target),
            size(x)
        ),
    );
}

/// `mse_loss` and `l1_loss`.
fn pointwise_loss(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    let target = b.tensor("target")?;
    if target.shape() != x.shape() {
        warn_target_size(&x, &target);
        crate::layout::broadcast_shapes(&x.shape(), &target.shape())?;
    }
    let name = reduction_name(b)?;
    let mse = b.fname() == "mse_loss";
    if let Some(w) = loss_weight(b, &x)? {
        use crate::ops::named;
        let d = named::sub(Arg::T(&x), Arg::T(&target), Scalar::Int(1))?;
        let loss = if mse {
            named::pow(Arg::T(&d), Arg::S(Scalar::Int(2)))?
        } else {
            named::abs(&d)?
        };
        return Ok(t(weighted(&loss, &w, &name, true)?));
    }
    let r = Reduction::parse(&name)?;
    if mse {
        return Ok(t(ops::nn::mse_loss(&x, &target, r)?));
    }
    let d = crate::ops::named::sub(Arg::T(&x), Arg::T(&target), Scalar::Int(1))?;
    Ok(t(ops::nn::reduce_loss(&crate::ops::named::abs(&d)?, r)?))
}
