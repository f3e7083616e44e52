//! `torch.nn.functional` ops that PyTorch implements as one node: `linear` (via `addmm`),
//! `mse_loss`, `nll_loss`, `layer_norm` and `logsigmoid`.

use super::{binary, empty, linalg, reduce, run, view, Arg};
use crate::autograd::{self, NoGradGuard};
use crate::dtype::DType;
use crate::error::{fmt_list, runtime, Result};
use crate::kernels::{BinaryOp, Kernel, ReduceOp};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reduction {
    None,
    Mean,
    Sum,
}

impl Reduction {
    pub fn parse(s: &str) -> Result<Reduction> {
        match s {
            "none" => Ok(Reduction::None),
            "mean" => Ok(Reduction::Mean),
            "sum" => Ok(Reduction::Sum),
            _ => Err(crate::error::value_error(format!(
                "{s} is not a valid value for reduction"
            ))),
        }
    }
}

/// `addmm(bias, a, b)`: `bias + a @ b`, contiguous, one `AddmmBackward0` node.
pub fn addmm(bias: &Tensor, a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let out = {
        let _g = NoGradGuard::new();
        let m = linalg::mm(a, b)?;
        let r = binary(
            "add",
            BinaryOp::Add(Scalar::Int(1)),
            Arg::T(bias),
            Arg::T(&m),
        )?;
        if r.is_contiguous() {
            r
        } else {
            super::contiguous(&r)?
        }
    };
    autograd::record_addmm(bias, a, b, &out)?;
    Ok(out)
}

/// `F.linear(input, weight, bias)`, on the same paths `at::linear` takes.
pub fn linear(input: &Tensor, weight: &Tensor, bias: Option<&Tensor>) -> Result<Tensor> {
    let wt = view::t(weight)?;
    let nd = input.ndim();
    if let Some(b) = bias {
        if nd == 2 {
            return addmm(b, input, &wt);
        }
        if input.is_contiguous() && nd >= 3 && b.ndim() == 1 {
            // `_flatten_nd_linear`: fold the batch dims, addmm, then unfold the result.
            let k = *input.shape().last().unwrap() as i64;
            let flat = view::reshape(input, &[-1, k])?;
            let r = addmm(b, &flat, &wt)?;
            let mut shape: Vec<i64> = input.shape()[..nd - 1].iter().map(|&s| s as i64).collect();
            shape.push(weight.shape()[0] as i64);
            let out = Tensor::from_parts(
                r.storage(),
                crate::layout::Layout::contiguous(
                    &shape.iter().map(|&s| s as usize).collect::<Vec<_>>(),
                ),
            );
            autograd::record_unsafe_view(&r, &out)?;
            return Ok(out);
        }
    }
    let out = linalg::matmul(input, &wt).map_err(|e| {
        if e.message.starts_with("mat1 and mat2") || e.message.contains("size mismatch") {
            let s = input.shape();
            let rows: usize = s[..s.len().saturating_sub(1)].iter().product();
            runtime(format!(
                "mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
                rows.max(1),
                s.last().copied().unwrap_or(1),
                weight.shape().get(1).copied().unwrap_or(1),
                weight.shape()[0]
            ))
        } else {
            e
        }
    })?;
    match bias {
        Some(b) => {
            super::binary_("add_", BinaryOp::Add(Scalar::Int(1)), &out, Arg::T(b))?;
            Ok(out)
        }
        None => Ok(out),
    }
}

fn reduce_loss(l: &Tensor, r: Reduction) -> Result<Tensor> {
    match r {
        Reduction::None => Ok(l.clone()),
        Reduction::Mean => reduce("mean", ReduceOp::Mean, l, None, false, None),
        Reduction::Sum => reduce("sum", ReduceOp::Sum, l, None, false, None),
    }
}

/// `F.mse_loss(input, target, reduction)`.
pub fn mse_loss(input: &Tensor, target: &Tensor, r: Reduction) -> Result<Tensor> {
    let out = {
        let _g = NoGradGuard::new();
        let d = binary(
            "sub",
            BinaryOp::Sub(Scalar::Int(1)),
            Arg::T(input),
            Arg::T(target),
        )?;
        let sq = binary("pow", BinaryOp::Pow, Arg::T(&d), Arg::S(Scalar::Int(2)))?;
        reduce_loss(&sq, r)?
    };
    autograd::record_loss(
        "MseLossBackward0",
        input,
        Some(target),
        out.clone(),
        move |g, x, t| {
            let d = binary(
                "sub",
                BinaryOp::Sub(Scalar::Int(1)),
                Arg::T(x),
                Arg::T(t.unwrap()),
            )?;
            let n = match r {
                Reduction::Mean => x.numel().max(1) as f64,
                _ => 1.0,
            };
            let gi = binary("mul", BinaryOp::Mul, Arg::T(&d), Arg::T(g))?;
            binary(
                "mul",
                BinaryOp::Mul,
                Arg::T(&gi),
                Arg::S(Scalar::Float(2.0 / n)),
            )
        },
    )?;
    Ok(out)
}

/// `F.nll_loss(log_probs, target, reduction, ignore_index)`: log_probs is (N, C) or (C,).
pub fn nll_loss(
    input: &Tensor,
    target: &Tensor,
    r: Reduction,
    ignore_index: i64,
) -> Result<Tensor> {
    if !matches!(target.dtype(), DType::Int64) {
        return Err(runtime(format!(
            "expected scalar type Long but found {}",
            target.dtype().legacy_name()
        )));
    }
    let (x, t) = if input.ndim() == 1 {
        (view::unsqueeze(input, 0)?, view::unsqueeze(target, 0)?)
    } else {
        (input.clone(), target.clone())
    };
    if x.ndim() != 2 {
        return Err(runtime(format!(
            "nll_loss expects a 1-d or 2-d input, got {}-d",
            input.ndim()
        )));
    }
    let (n, c) = (x.shape()[0], x.shape()[1]);
    if t.shape() != [n] {
        return Err(runtime(format!(
            "Expected input batch_size ({n}) to match target batch_size ({}).",
            t.shape().first().copied().unwrap_or(0)
        )));
    }
    let tv: Vec<i64> = t.to_f64_vec()?.iter().map(|&v| v as i64).collect();
    for &k in &tv {
        if k != ignore_index && (k < 0 || k >= c as i64) {
            return Err(crate::error::index_error(format!(
                "Target {k} is out of bounds."
            )));
        }
    }
    let xv = x.to_f64_vec()?;
    let mut losses = Vec::with_capacity(n);
    let mut count = 0usize;
    for (i, &k) in tv.iter().enumerate() {
        if k == ignore_index {
            losses.push(0.0);
        } else {
            losses.push(-xv[i * c + k as usize]);
            count += 1;
        }
    }
    let total: f64 = losses.iter().sum();
    let out = match r {
        Reduction::None => {
            let vals: Vec<Scalar> = losses.iter().map(|&v| Scalar::Float(v)).collect();
            let shape: Vec<usize> = if input.ndim() == 1 { vec![] } else { vec![n] };
            super::tensor(&vals, &shape, Some(input.dtype()), input.device())?
        }
        Reduction::Sum => super::tensor(
            &[Scalar::Float(total)],
            &[],
            Some(input.dtype()),
            input.device(),
        )?,
        Reduction::Mean => {
            let v = if count == 0 {
                f64::NAN
            } else if input.dtype() == DType::Float32 {
                (total as f32 / count as f32) as f64
            } else {
                total / count as f64
            };

            super::tensor(
                &[Scalar::Float(v)],
                &[],
                Some(input.dtype()),
                input.device(),
            )?
        }
    };
    let in_shape = input.shape();
    autograd::record_loss(
        "NllLossBackward0",
        input,
        None,
        out.clone(),
        move |g, _, _| {
            let gv = g.to_f64_vec()?;
            let mut grad = vec![0f64; n * c];
            for (i, &k) in tv.iter().enumerate() {
                if k == ignore_index {
                    continue;
                }
                let gi = match r {
                    Reduction::None => gv[i],
                    Reduction::Sum => gv[0],
                    Reduction::Mean => gv[0] / count as f64,
                };
                grad[i * c + k as usize] = -gi;
            }
            let vals: Vec<Scalar> = grad.into_iter().map(Scalar::Float).collect();
            super::tensor(&vals, &in_shape, Some(g.dtype()), g.device())
        },
    )?;
    Ok(out)
}

/// `F.one_hot(t, num_classes)`.
pub fn one_hot(t: &Tensor, num_classes: i64) -> Result<Tensor> {
    if t.dtype() != DType::Int64 {
        return Err(runtime(
            "one_hot is only applicable to index tensor of type LongTensor.",
        ));
    }
    let vals: Vec<i64> = t.to_f64_vec()?.iter().map(|&v| v as i64).collect();
    let k = if num_classes < 0 {
        vals.iter().copied().max().unwrap_or(-1) + 1
    } else {
        num_classes
    };
    if vals.iter().any(|&v| v < 0 || v >= k) {
        return Err(runtime("Class values must be smaller than num_classes."));
    }
    let mut shape = t.shape();
    shape.push(k as usize);
    let out = empty(&shape, DType::Int64, t.device())?;
    let idx = view::unsqueeze(t, -1)?;
    let one = super::scalar_tensor(Scalar::Int(1), DType::Int64, t.device())?;
    let src = one.view_with(
        one.layout()
            .expand(&idx.shape().iter().map(|&s| s as i64).collect::<Vec<_>>())?,
    );
    run(
        "one_hot",
        Kernel::Scatter {
            dim: shape.len() - 1,
            accumulate: false,
        },
        &[&out],
        &[&src, &idx],
        &idx.shape(),
    )?;
    Ok(out)
}

/// A readable shape for messages.
pub fn shape_str(s: &[usize]) -> String {
    fmt_list(s)
}

/// `(x - mean) * rstd` over the trailing `n` dims, with `rstd` = 1/sqrt(var + eps) (biased
/// variance), the part of `layer_norm` its backward needs again.
pub fn normalize_trailing(x: &Tensor, n: usize, eps: f64) -> Result<(Tensor, Tensor)> {
    let nd = x.ndim() as i64;
    let dims: Vec<i64> = (nd - n as i64..nd).collect();
    let mean = reduce("mean", ReduceOp::Mean, x, Some(&dims), true, None)?;
    let var = reduce("var", ReduceOp::Var(0.0), x, Some(&dims), true, None)?;
    let ve = binary(
        "add",
        BinaryOp::Add(Scalar::Int(1)),
        Arg::T(&var),
        Arg::S(Scalar::Float(eps)),
    )?;
    let rstd = super::unary("rsqrt", crate::kernels::UnaryOp::Rsqrt, &ve)?;
    let c = binary(
        "sub",
        BinaryOp::Sub(Scalar::Int(1)),
        Arg::T(x),
        Arg::T(&mean),
    )?;
    Ok((
        binary("mul", BinaryOp::Mul, Arg::T(&c), Arg::T(&rstd))?,
        rstd,
    ))
}

/// `F.layer_norm`: one `NativeLayerNormBackward0` node, output contiguous (PyTorch's kernel
/// makes its input contiguous first).
pub fn layer_norm(
    x: &Tensor,
    normalized_shape: &[i64],
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    eps: f64,
) -> Result<Tensor> {
    let ns = normalized_shape;
    if ns.is_empty() {
        return Err(runtime(
            "Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = []",
        ));
    }
    let shape = x.shape();
    let fits = ns.len() <= shape.len()
        && shape[shape.len() - ns.len()..]
            .iter()
            .zip(ns)
            .all(|(&s, &n)| s as i64 == n);
    if !fits {
        return Err(runtime(format!(
            "Given normalized_shape={}, expected input with shape [*, {}], but got input of size{}",
            fmt_list(ns),
            ns.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            shape_str(&shape)
        )));
    }
    for (what, t) in [("weight", weight), ("bias", bias)] {
        if let Some(t) = t {
            if t.shape().iter().map(|&s| s as i64).ne(ns.iter().copied()) {
                return Err(runtime(format!(
                    "Expected {what} to be of same shape as normalized_shape, but got {what} of shape {} and normalized_shape = {}",
                    shape_str(&t.shape()),
                    fmt_list(ns)
                )));
            }
        }
    }
    if !x.dtype().is_floating() {
        return Err(crate::error::TorchError::new(
            crate::error::ErrorKind::NotImplementedError,
            format!(
                "\"LayerNormKernelImpl\" not implemented for '{}'",
                x.dtype().legacy_name()
            ),
        ));
    }
    let out = {
        let _g = NoGradGuard::new();
        let xc = super::contiguous(x)?;
        let (mut y, _) = normalize_trailing(&xc, ns.len(), eps)?;
        if let Some(w) = weight {
            y = binary("mul", BinaryOp::Mul, Arg::T(&y), Arg::T(w))?;
        }
        if let Some(b) = bias {
            y = binary("add", BinaryOp::Add(Scalar::Int(1)), Arg::T(&y), Arg::T(b))?;
        }
        y
    };
    autograd::record_layer_norm(x, ns.len(), weight, bias, eps, &out)?;
    Ok(out)
}

/// `F.logsigmoid`: `-softplus(-x)`, one `LogSigmoidBackward0` node.
pub fn log_sigmoid(x: &Tensor) -> Result<Tensor> {
    use crate::kernels::UnaryOp;
    let out = {
        let _g = NoGradGuard::new();
        let n = super::unary("neg", UnaryOp::Neg, x)?;
        let sp = super::unary(
            "softplus",
            UnaryOp::Softplus {
                beta: 1.0,
                threshold: 20.0,
            },
            &n,
        )?;
        super::unary("neg", UnaryOp::Neg, &sp)?
    };
    autograd::record_log_sigmoid(x, &out)?;
    Ok(out)
}
