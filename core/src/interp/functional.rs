//! `torch.nn.functional`.

use super::args::Args;
use super::eval::Interp;
use super::tensor_api::call_method;
use super::value::*;
use crate::error::{runtime, type_error, Result};
use crate::kernels::{BinaryOp, RandomDist, ReduceOp, UnaryOp};
use crate::layout::MemoryFormat;
use crate::ops::{self, nn::Reduction, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// `op` applied to `x`, or in place (`relu_`, `silu_`, ...) when the call says
/// `inplace=True`, returning `x` itself as PyTorch does.
fn unary_or_inplace(op: UnaryOp, x: Tensor, inplace: bool) -> Result<Value> {
    if inplace {
        ops::unary_(&format!("{}_", op.name()), op, &x)?;
        Ok(t(x))
    } else {
        Ok(t(ops::unary(op.name(), op, &x)?))
    }
}

fn t(v: Tensor) -> Value {
    Value::Tensor(v)
}

/// The `reduction` argument, or PyTorch's deprecated `size_average`/`reduce` pair when
/// either is given (`_Reduction.legacy_get_string`: each defaults to True; both true is
/// 'mean', `reduce` alone 'sum', and `reduce=False` 'none').
fn reduction(a: &super::args::Bound) -> Result<Reduction> {
    let legacy = |n: &str| -> Result<Option<bool>> {
        match a.get(n) {
            None | Some(Value::None) => Ok(None),
            Some(_) => Ok(Some(a.bool_or(n, true)?)),
        }
    };
    let (size_average, reduce) = (legacy("size_average")?, legacy("reduce")?);
    if size_average.is_some() || reduce.is_some() {
        return Ok(
            match (size_average.unwrap_or(true), reduce.unwrap_or(true)) {
                (_, false) => Reduction::None,
                (true, true) => Reduction::Mean,
                (false, true) => Reduction::Sum,
            },
        );
    }
    Reduction::parse(&a.str("reduction")?.unwrap_or("mean".into()))
}

fn mean_or_sum(l: &Tensor, r: Reduction) -> Result<Tensor> {
    match r {
        Reduction::None => Ok(l.clone()),
        Reduction::Mean => ops::reduce("mean", ReduceOp::Mean, l, None, false, None),
        Reduction::Sum => ops::reduce("sum", ReduceOp::Sum, l, None, false, None),
    }
}

pub fn call(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    let x = match args
        .pos
        .first()
        .or(args.kw.iter().find(|(k, _)| k == "input").map(|(_, v)| v))
    {
        Some(Value::Tensor(x)) => x.clone(),
        Some(v) => {
            return Err(type_error(format!(
                "{name}(): argument 'input' (position 1) must be Tensor, not {}",
                v.type_name()
            )))
        }
        None => {
            return Err(type_error(format!(
                "{name}() missing 1 required positional argument: 'input'"
            )))
        }
    };
    let mut rest = args.clone();
    if !rest.pos.is_empty() {
        rest.pos.remove(0);
    } else {
        rest.kw.retain(|(k, _)| k != "input");
    }
    Ok(match name {
        "relu" | "relu_" => {
            let a = rest.bind(name, &["inplace="])?;
            let inplace = name == "relu_" || a.bool_or("inplace", false)?;
            unary_or_inplace(UnaryOp::Relu, x, inplace)?
        }
        "sigmoid" | "tanh" => {
            rest.bind(name, &[])?;
            let op = if name == "sigmoid" {
                UnaryOp::Sigmoid
            } else {
                UnaryOp::Tanh
            };
            unary_or_inplace(op, x, false)?
        }
        "gelu" => {
            let a = rest.bind(name, &["approximate="])?;
            let op = match a.str("approximate")?.as_deref() {
                None | Some("none") => UnaryOp::Gelu,
                Some("tanh") => UnaryOp::GeluTanh,
                Some(_) => {
                    return Err(runtime("approximate argument must be either none or tanh."))
                }
            };
            t(ops::unary("gelu", op, &x)?)
        }
        "silu" => {
            let a = rest.bind(name, &["inplace="])?;
            unary_or_inplace(UnaryOp::Silu, x, a.bool_or("inplace", false)?)?
        }
        "softplus" => {
            let a = rest.bind(name, &["beta=", "threshold="])?;
            let op = UnaryOp::Softplus {
                beta: a.f64_or("beta", 1.0)?,
                threshold: a.f64_or("threshold", 20.0)?,
            };
            t(ops::unary("softplus", op, &x)?)
        }
        "logsigmoid" => {
            rest.bind(name, &[])?;
            t(ops::nn::log_sigmoid(&x)?)
        }
        "leaky_relu" => {
            let a = rest.bind(name, &["negative_slope=", "inplace="])?;
            let op = UnaryOp::LeakyRelu(a.f64_or("negative_slope", 0.01)?);
            unary_or_inplace(op, x, a.bool_or("inplace", false)?)?
        }
        "elu" => {
            let a = rest.bind(name, &["alpha=", "inplace="])?;
            let op = UnaryOp::Elu(a.f64_or("alpha", 1.0)?);
            unary_or_inplace(op, x, a.bool_or("inplace", false)?)?
        }
        "softmax" | "log_softmax" => {
            let a = rest.bind(name, &["dim=", "_stacklevel=", "dtype="])?;
            let dim = match a.i64("dim")? {
                Some(d) => d,
                // PyTorch's legacy implicit dim (with a warning): 0 for 0-, 1- and 3-d, else 1.
                None => {
                    if matches!(x.ndim(), 0 | 1 | 3) {
                        0
                    } else {
                        1
                    }
                }
            };
            t(ops::softmax(
                &x,
                dim,
                name == "log_softmax",
                a.dtype("dtype")?,
            )?)
        }
        "linear" => {
            let a = rest.bind(name, &["weight", "bias="])?;
            let b = a.opt_tensor("bias")?;
            t(ops::nn::linear(&x, &a.tensor("weight")?, b.as_ref())?)
        }
        "mse_loss" | "l1_loss" => {
            let a = rest.bind(name, &["target", "size_average=", "reduce=", "reduction="])?;
            let target = a.tensor("target")?;
            if target.shape() != x.shape() {
                // PyTorch broadcasts with a warning; so do we (silently).
                crate::layout::broadcast_shapes(&x.shape(), &target.shape())?;
            }
            let r = reduction(&a)?;
            if name == "mse_loss" {
                t(ops::nn::mse_loss(&x, &target, r)?)
            } else {
                let d = ops::binary(
                    "sub",
                    BinaryOp::Sub(Scalar::Int(1)),
                    Arg::T(&x),
                    Arg::T(&target),
                )?;
                t(mean_or_sum(&ops::unary("abs", UnaryOp::Abs, &d)?, r)?)
            }
        }
        "nll_loss" | "cross_entropy" => {
            let a = rest.bind(
                name,
                &[
                    "target",
                    "weight=",
                    "size_average=",
                    "ignore_index=",
                    "reduce=",
                    "reduction=",
                    "label_smoothing=",
                ],
            )?;
            let (target, w, r) = (a.tensor("target")?, a.opt_tensor("weight")?, reduction(&a)?);
            let ignore_index = a.i64_or("ignore_index", -100)?;
            if name == "cross_entropy" {
                let ls = a.f64_or("label_smoothing", 0.0)?;
                t(ops::nn::cross_entropy(
                    &x,
                    &target,
                    w.as_ref(),
                    r,
                    ignore_index,
                    ls,
                )?)
            } else {
                t(ops::nn::nll_loss(&x, &target, w.as_ref(), r, ignore_index)?)
            }
        }
        "binary_cross_entropy" | "binary_cross_entropy_with_logits" => {
            let logits = name.ends_with("logits");
            let params: &[&str] = if logits {
                &[
                    "target",
                    "weight=",
                    "size_average=",
                    "reduce=",
                    "reduction=",
                    "pos_weight=",
                ]
            } else {
                &[
                    "target",
                    "weight=",
                    "size_average=",
                    "reduce=",
                    "reduction=",
                ]
            };
            let a = rest.bind(name, params)?;
            let (y, w, r) = (a.tensor("target")?, a.opt_tensor("weight")?, reduction(&a)?);
            t(if logits {
                let pw = a.opt_tensor("pos_weight")?;
                ops::nn::binary_cross_entropy_with_logits(&x, &y, w.as_ref(), pw.as_ref(), r)?
            } else {
                ops::nn::binary_cross_entropy(&x, &y, w.as_ref(), r)?
            })
        }
        "dropout" => {
            let a = rest.bind(name, &["p=", "training=", "inplace="])?;
            let p = a.f64_or("p", 0.5)?;
            if !(0.0..=1.0).contains(&p) {
                return Err(crate::error::value_error(format!(
                    "dropout probability has to be between 0 and 1, but got {p}"
                )));
            }
            if !a.bool_or("training", true)? || p == 0.0 {
                return Ok(t(x));
            }
            let keep = ops::like(&x, None, None, MemoryFormat::Contiguous, None)?;
            ops::random::fill_random_("bernoulli_", &keep, RandomDist::Bernoulli { p: 1.0 - p })?;
            let scale = if p >= 1.0 { 0.0 } else { 1.0 / (1.0 - p) };
            if a.bool_or("inplace", false)? {
                // PyTorch's dropout_: the mask is scaled, then multiplied into the input.
                ops::binary_("mul_", BinaryOp::Mul, &keep, Arg::S(Scalar::Float(scale)))?;
                ops::binary_("mul_", BinaryOp::Mul, &x, Arg::T(&keep))?;
                return Ok(t(x));
            }
            let m = ops::binary("mul", BinaryOp::Mul, Arg::T(&x), Arg::T(&keep))?;
            t(ops::binary(
                "mul",
                BinaryOp::Mul,
                Arg::T(&m),
                Arg::S(Scalar::Float(scale)),
            )?)
        }
        "normalize" => {
            let a = rest.bind(name, &["p=", "dim=", "eps="])?;
            let (p, dim, eps) = (
                a.f64_or("p", 2.0)?,
                a.i64_or("dim", 1)?,
                a.f64_or("eps", 1e-12)?,
            );
            let n = ops::reduce("norm", ReduceOp::Norm(p), &x, Some(&[dim]), true, None)?;
            let d = ops::clamp(&n, Some(Scalar::Float(eps)), None)?;
            t(ops::binary("div", BinaryOp::Div, Arg::T(&x), Arg::T(&d))?)
        }
        "one_hot" => {
            let a = rest.bind(name, &["num_classes="])?;
            t(ops::nn::one_hot(&x, a.i64_or("num_classes", -1)?)?)
        }
        "embedding" => {
            let a = rest.bind(name, &["weight"])?;
            let w = a.tensor("weight")?;
            let flat = view::reshape(&x, &[-1])?;
            let rows = ops::index::index_select(&w, 0, &flat)?;
            let mut shape: Vec<i64> = x.shape().iter().map(|&s| s as i64).collect();
            shape.push(w.shape()[1] as i64);
            t(view::reshape(&rows, &shape)?)
        }
        "layer_norm" => {
            let a = rest.bind(name, &["normalized_shape", "weight=", "bias=", "eps="])?;
            let ns = a.int_list("normalized_shape")?.unwrap_or_default();
            let (w, b) = (a.opt_tensor("weight")?, a.opt_tensor("bias")?);
            let eps = a.f64_or("eps", 1e-5)?;
            t(ops::nn::layer_norm(&x, &ns, w.as_ref(), b.as_ref(), eps)?)
        }
        "cosine_similarity" => {
            // ATen's order: broadcast first, then divide each input by its own norm along
            // `dim` clamped to eps, then multiply and sum. Norms taken before broadcasting
            // miss the copies a broadcast adds along `dim` and gave values above 1. (ATen
            // clamps in place without recording; an out-of-place clamp gives the same values
            // and gradients wherever a norm is above eps.)
            let a = rest.bind(name, &["x2", "dim=", "eps="])?;
            let y = a.tensor("x2")?;
            let dim = a.i64_or("dim", 1)?;
            let eps = a.f64_or("eps", 1e-8)?;
            let both = ops::view::broadcast_tensors(&[x.clone(), y])?;
            let unit = |v: &Tensor| -> Result<Tensor> {
                let n = ops::reduce("norm", ReduceOp::Norm(2.0), v, Some(&[dim]), true, None)?;
                let n = ops::clamp(&n, Some(Scalar::Float(eps)), None)?;
                ops::binary("div", BinaryOp::Div, Arg::T(v), Arg::T(&n))
            };
            let prod = ops::binary(
                "mul",
                BinaryOp::Mul,
                Arg::T(&unit(&both[0])?),
                Arg::T(&unit(&both[1])?),
            )?;
            t(ops::reduce(
                "sum",
                ReduceOp::Sum,
                &prod,
                Some(&[dim]),
                false,
                None,
            )?)
        }
        "pad" => {
            let a = rest.bind(name, &["pad", "mode=", "value="])?;
            let pad = a.int_list("pad")?.unwrap_or_default();
            let mode = a.str("mode")?.unwrap_or_else(|| "constant".into());
            if mode != "constant" {
                return Err(ops::arrange::pad_mode_unsupported(&mode));
            }
            let value = match a.get("value") {
                None | Some(Value::None) => 0.0,
                Some(v) => super::args::to_f64(v)?,
            };
            t(ops::arrange::pad_constant(&x, &pad, value)?)
        }
        _ => call_method(it, &x, name, rest)?,
    })
}
