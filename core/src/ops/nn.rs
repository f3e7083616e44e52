//! `torch.nn.functional` ops that PyTorch implements as one node: `linear` (via `addmm`),
//! `mse_loss`, `nll_loss`, `layer_norm`, `logsigmoid` and `nansum`.

use super::autocast::{self, Policy};
use super::nll::class_weights;
pub use super::nll::nll_loss;
use super::{binary, empty, linalg, reduce, run, view, Arg};
use crate::dtype::DType;
use crate::error::{fmt_list, runtime, Result};
use crate::kernels::{BinaryOp, Kernel, ReduceOp};
use crate::ops::autodiff::diff_ops::{add, add_s, div, mul, mul_s, rsub_s, sub, un};
use crate::ops::autodiff::{self, NoGradGuard};
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
    if let Some(r) = autocast::run(Policy::Lower, &[bias, a, b], |t| addmm(&t[0], &t[1], &t[2]))? {
        return Ok(r);
    }
    // ATen compares self with mat2 first, then mat1 with mat2.
    for (what, x) in [("self", bias), ("mat1", a)] {
        if x.dtype() != b.dtype() {
            return Err(runtime(format!(
                "{what} and mat2 must have the same dtype, but got {} and {}",
                x.dtype().legacy_name(),
                b.dtype().legacy_name()
            )));
        }
    }
    let out = {
        let _g = NoGradGuard::new();
        super::in_opmath(&[bias, a, b], None, |w| {
            let m = linalg::mm_as("addmm", &w[1], &w[2])?;
            let r = binary(
                "add",
                BinaryOp::Add(Scalar::Int(1)),
                Arg::T(&w[0]),
                Arg::T(&m),
            )?;
            if r.is_contiguous() {
                Ok(r)
            } else {
                super::contiguous(&r)
            }
        })?
    };
    autodiff::record_addmm(bias, a, b, &out)?;
    Ok(out)
}

/// `F.linear(input, weight, bias)`, on the same paths `at::linear` takes.
pub fn linear(input: &Tensor, weight: &Tensor, bias: Option<&Tensor>) -> Result<Tensor> {
    let mut given = vec![input, weight];
    given.extend(bias);
    if let Some(r) = autocast::run(Policy::Lower, &given, |t| linear(&t[0], &t[1], t.get(2)))? {
        return Ok(r);
    }
    let nd = input.ndim();
    if nd == 0 || weight.ndim() == 0 {
        return Err(runtime(format!(
            "both arguments to linear need to be at least 1D, but they are {nd}D and {}D",
            weight.ndim()
        )));
    }
    let wt = view::t(weight)?;
    if let Some(b) = bias {
        if nd == 2 {
            return addmm(b, input, &wt);
        }
        if input.is_contiguous() && (nd == 1 || nd >= 3) && b.ndim() == 1 {
            // `_flatten_nd_linear`: fold the batch dims (a 1-d input is one row), addmm, then
            // unfold the result.
            // The rows are counted, not inferred: `-1` is ambiguous for an empty input.
            let shape = input.shape();
            let k = shape[nd - 1];
            // Checked: beside a 0-sized last dim the leading ones can multiply past usize.
            let rows = shape[..nd - 1]
                .iter()
                .try_fold(1usize, |a, &d| a.checked_mul(d))
                .ok_or_else(|| runtime("linear: the input's batch dims overflow"))?;
            let flat = view::reshape(input, &[rows as i64, k as i64])?;
            let r = addmm(b, &flat, &wt)?;
            let mut shape = input.shape()[..nd - 1].to_vec();
            shape.push(weight.shape()[0]);
            return linalg::unsafe_view(&r, &shape);
        }
    }
    let out = linalg::matmul(input, &wt)?;
    match bias {
        Some(b) => {
            super::binary_("add_", BinaryOp::Add(Scalar::Int(1)), &out, Arg::T(b))?;
            Ok(out)
        }
        None => Ok(out),
    }
}

pub(crate) fn reduce_loss(l: &Tensor, r: Reduction) -> Result<Tensor> {
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
    autodiff::record_loss(
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
            // ATen's mse_loss_backward writes into zeros_like(input, contiguous): the
            // gradient is row-major whatever the input's layout.
            super::contiguous(&binary(
                "mul",
                BinaryOp::Mul,
                Arg::T(&gi),
                Arg::S(Scalar::Float(2.0 / n)),
            )?)
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
    if t.device() == crate::device::Device::Meta {
        // The class count of `num_classes=-1` is the largest value, which meta cannot read
        // (PyTorch's words: its `.item()`); a given count needs no value (and no check).
        if num_classes < 0 {
            crate::meta::check_item(t)?;
        }
        let mut shape = t.shape();
        shape.push(num_classes as usize);
        return crate::ops::meta_empty(&shape, DType::Int64);
    }
    // ATen's checks, in its order: an empty input cannot infer a count; the smallest class
    // must be non-negative; only -1 (not any negative) infers the count.
    if t.numel() == 0 && num_classes <= 0 {
        return Err(runtime(
            "Can not infer total number of classes from empty tensor.",
        ));
    }
    let vals = t.to_i64_vec()?;
    if vals.iter().any(|&v| v < 0) {
        return Err(runtime("Class values must be non-negative."));
    }
    let largest = vals.iter().copied().max().unwrap_or(-1);
    let k = if num_classes == -1 {
        largest.saturating_add(1)
    } else {
        num_classes
    };
    if largest >= k {
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
    // ATen's one_hot is `zeros` then `scatter_` on it, two writes PyTorch's `_version`
    // counts; an empty input returns its `empty` result at once.
    let writes = if out.numel() > 0 { 2 } else { 0 };
    Ok(out.with_version(writes))
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

/// The result dtype of a normalization whose parameters may be float32 while its input is
/// a 16-bit float (ATen's "mixed dtype" CPU kernels keep the input's dtype); any other
/// mix is PyTorch's error.
pub(crate) fn mixed_norm_dtype(x: &Tensor, params: &[Option<&Tensor>]) -> Result<Option<DType>> {
    let params: Vec<DType> = params.iter().flatten().map(|p| p.dtype()).collect();
    if params.iter().all(|&d| d == x.dtype()) {
        return Ok(None);
    }
    if x.dtype().is_reduced_float() && params.iter().all(|&d| d == DType::Float32) {
        return Ok(Some(x.dtype()));
    }
    if params.iter().any(|d| d.is_reduced_float()) && x.dtype() == DType::Float32 {
        return Err(runtime(
            "mixed dtype (CPU): expect parameter to have scalar type of Float",
        ));
    }
    Err(runtime(
        "mixed dtype (CPU): all inputs must share same datatype.",
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
    let target = mixed_norm_dtype(x, &[weight, bias])?;
    let aten = target.is_none()
        && matches!(x.dtype(), DType::Float32 | DType::Float64)
        && x.device() == crate::device::Device::Cpu;
    let out = if aten {
        let _g = NoGradGuard::new();
        let xc = super::contiguous(x)?;
        let n: usize = ns.iter().map(|&d| d as usize).product();
        let out = empty(&shape, x.dtype(), x.device())?;
        let mut inputs = vec![&xc];
        inputs.extend(weight);
        inputs.extend(bias);
        run(
            "native_layer_norm",
            Kernel::LayerNorm {
                n,
                eps,
                weight: weight.is_some(),
                bias: bias.is_some(),
            },
            &[&out],
            &inputs,
            &shape,
        )?;
        out
    } else {
        let _g = NoGradGuard::new();
        let mut inputs = vec![x];
        inputs.extend(weight);
        inputs.extend(bias);
        super::in_opmath(&inputs, target, |w| {
            let xc = super::contiguous(&w[0])?;
            let (mut y, _) = normalize_trailing(&xc, ns.len(), eps)?;
            if weight.is_some() {
                y = binary("mul", BinaryOp::Mul, Arg::T(&y), Arg::T(&w[1]))?;
            }
            if bias.is_some() {
                let b = &w[inputs.len() - 1];
                y = binary("add", BinaryOp::Add(Scalar::Int(1)), Arg::T(&y), Arg::T(b))?;
            }
            Ok(y)
        })?
    };
    let nd = x.ndim();
    let geo = autodiff::NormGeometry {
        dims: (nd - ns.len()..nd).collect(),
        eps,
        per_channel: false,
    };
    autodiff::attach_norm_tangent(x, weight, bias, &geo, &out)?;
    autodiff::record_layer_norm(x, ns.len(), weight, bias, eps, &out)?;
    Ok(out)
}

/// `F.logsigmoid` as ATen's CPU kernel computes it, on a contiguous copy (so the result is
/// contiguous whatever the input's layout): `min(x, 0) - log1p(exp(-|x|))`, each step
/// rounded in the opmath type (float32 for 16-bit inputs, rounded once at the end). It was
/// `-softplus(-x)`, which rounds differently (up to 2 ulp), and BCE-with-logits subtracts it.
pub fn log_sigmoid(x: &Tensor) -> Result<Tensor> {
    use crate::kernels::UnaryOp;
    // ATen's kernel is dispatched for floats only (its steps here would promote an int).
    if !x.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"log_sigmoid_cpu\" not implemented for '{}'",
            x.dtype().legacy_name()
        )));
    }
    let out = {
        let _g = NoGradGuard::new();
        let contiguous = super::copy::contiguous(x)?;
        super::in_opmath(&[&contiguous], None, |w| {
            let x = &w[0];
            let below = UnaryOp::Clamp {
                min: None,
                max: Some(Scalar::Int(0)),
            };
            let m = super::unary("clamp", below, x)?;
            let a = super::unary("abs", UnaryOp::Abs, x)?;
            let b = super::unary("exp", UnaryOp::Exp, &super::unary("neg", UnaryOp::Neg, &a)?)?;
            sub(&m, &super::unary("log1p", UnaryOp::Log1p, &b)?)
        })?
    };
    // ATen's log_sigmoid_backward with its buffer b = exp(-|x|): (1 - b/(1+b)) * g where
    // x < 0, else (b/(1+b)) * g. Its own derivative is derivatives.yaml's
    // `log_sigmoid_double_backward`, g (z - 1) z with z = sigmoid(x): carried by
    // `-sigmoid(x)` minus itself detached, an exact zero whose backward rounds as ATen's.
    autodiff::record_one_input("LogSigmoidBackward0", x, &out, true, |g, x| {
        // The values from a detached input (no node, no forward-mode tangent); every
        // derivative of them comes from the carrier.
        let d = {
            let _g = NoGradGuard::new();
            let x = autodiff::detach(x);
            let b = un(UnaryOp::Exp, &un(UnaryOp::Neg, &un(UnaryOp::Abs, &x)?)?)?;
            let t = div(&b, &add_s(&b, 1.0)?)?;
            let negative = super::named::lt(Arg::T(&x), Arg::S(Scalar::Int(0)))?;
            super::where_(&negative, Arg::T(&rsub_s(1.0, &t)?), Arg::T(&t))?
        };
        let s = un(UnaryOp::Neg, &un(UnaryOp::Sigmoid, x)?)?;
        mul(&add(&d, &sub(&s, &autodiff::detach(&s))?)?, g)
    })?;
    Ok(out)
}

fn loss_sizes_match(input: &Tensor, target: &Tensor, logits: bool) -> Result<()> {
    if input.shape() == target.shape() {
        return Ok(());
    }
    let size = |t: &Tensor| {
        format!(
            "torch.Size([{}])",
            t.shape()
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    Err(crate::error::value_error(if logits {
        format!(
            "Target size ({}) must be the same as input size ({})",
            size(target),
            size(input)
        )
    } else {
        format!(
            "Using a target size ({}) that is different to the input size ({}) is deprecated. Please ensure they have the same size.",
            size(target),
            size(input)
        )
    }))
}

/// The losses below are written with autograd's formula helpers (`mul`, `sub`, ...): they
/// run under `NoGradGuard` in the forward, and are the recorded backward formulas otherwise.
fn weighted(l: Tensor, w: Option<&Tensor>) -> Result<Tensor> {
    match w {
        Some(w) => mul(&l, w),
        None => Ok(l),
    }
}
/// `max(log(t), -100)`: PyTorch's BCE clamps its logs so that 0 and 1 stay finite.
fn clamped_log(t: &Tensor) -> Result<Tensor> {
    let l = un(crate::kernels::UnaryOp::Log, t)?;
    super::clamp(&l, Some(Scalar::Float(-100.0)), None)
}

/// `F.binary_cross_entropy`: -w·(y·log x + (1−y)·log(1−x)), logs clamped at −100, one
/// `BinaryCrossEntropyBackward0` node.
pub fn binary_cross_entropy(
    x: &Tensor,
    y: &Tensor,
    weight: Option<&Tensor>,
    r: Reduction,
) -> Result<Tensor> {
    use crate::kernels::UnaryOp;
    loss_sizes_match(x, y, false)?;
    // The CPU kernel's iterator takes input and target as they are (no promotion).
    if y.dtype() != x.dtype() {
        return Err(runtime(format!(
            "Found dtype {} but expected {}",
            y.dtype().legacy_name(),
            x.dtype().legacy_name()
        )));
    }
    if !x.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"binary_cross_entropy\" not implemented for '{}'",
            x.dtype().legacy_name()
        )));
    }
    let out = {
        let _g = NoGradGuard::new();
        // ATen's kernel checks every input, then every target, to be in [0, 1]; NaN fails
        // too, as in its `input >= 0 && input <= 1`. (A meta tensor has no values: PyTorch's
        // meta kernel skips the check.)
        for (t, what) in [(x, "input"), (y, "target")] {
            if t.device() != crate::device::Device::Meta
                && !t.to_f64_vec()?.iter().all(|v| (0.0..=1.0).contains(v))
            {
                return Err(runtime(format!(
                    "all elements of {what} should be between 0 and 1"
                )));
            }
        }
        // PyTorch's order: (y − 1)·max(log1p(−x), −100) − y·max(log x, −100).
        let l0 = super::clamp(
            &un(UnaryOp::Log1p, &un(UnaryOp::Neg, x)?)?,
            Some(Scalar::Float(-100.0)),
            None,
        )?;
        let a = mul(&add_s(y, -1.0)?, &l0)?;
        let b = mul(y, &clamped_log(x)?)?;
        // `loss.mul_(weight)`: in place, so a float64 weight does not widen the loss.
        let l = super::to_dtype(&weighted(sub(&a, &b)?, weight)?, x.dtype())?;
        // ATen writes the loss into `empty_like(input)` (then reduces that): the input's
        // layout, whichever layout the target has.
        let like_input = super::empty_like_preserve(x, l.dtype(), l.device())?;
        let l = if like_input.strides() == l.strides() {
            l
        } else {
            super::copy_raw(&like_input, &l)?;
            like_input
        };
        reduce_loss(&l, r)?
    };
    let w = weight.cloned();
    autodiff::record_pointwise_loss("BinaryCrossEntropyBackward0", x, y, r, &out, move |x, y| {
        // d/dx = w·(x − y) / max((1 − x)·x, 1e-12).
        let den = super::clamp(&mul(&rsub_s(1.0, x)?, x)?, Some(Scalar::Float(1e-12)), None)?;
        let dx = div(&sub(x, y)?, &den)?;
        // d/dy = w·(max(log1p(−x), −100) − max(log x, −100)).
        let l0 = super::clamp(
            &un(UnaryOp::Log1p, &un(UnaryOp::Neg, x)?)?,
            Some(Scalar::Float(-100.0)),
            None,
        )?;
        let dy = sub(&l0, &clamped_log(x)?)?;
        Ok((weighted(dx, w.as_ref())?, weighted(dy, w.as_ref())?))
    })?;
    Ok(out)
}

/// `F.binary_cross_entropy_with_logits`: (1−y)·x − lw·logσ(x) with lw = (pw−1)·y + 1,
/// times w; one `BinaryCrossEntropyWithLogitsBackward0` node.
pub fn binary_cross_entropy_with_logits(
    x: &Tensor,
    y: &Tensor,
    weight: Option<&Tensor>,
    pos_weight: Option<&Tensor>,
    r: Reduction,
) -> Result<Tensor> {
    loss_sizes_match(x, y, true)?;
    logits_loss_dtypes(x, y)?;
    // lw = (pos_weight − 1)·y + 1, or None for 1.
    let log_weight = |y: &Tensor| -> Result<Option<Tensor>> {
        pos_weight
            .map(|pw| {
                let pm1 = add_s(pw, -1.0)?;
                add_s(&mul(&pm1, y)?, 1.0)
            })
            .transpose()
    };
    let out = {
        let _g = NoGradGuard::new();
        // ATen writes each step in place, so every step computes in the promoted type and is
        // rounded back: logσ(x)·lw to x's dtype, the rest (and the result) to y's.
        let (xd, yd) = (x.dtype(), y.dtype());
        let ls = log_sigmoid(x)?;
        let ls = match log_weight(y)? {
            Some(lw) => super::to_dtype(&mul(&ls, &lw)?, xd)?,
            None => ls,
        };
        let a = super::to_dtype(&mul(&rsub_s(1.0, y)?, x)?, yd)?;
        let l = super::to_dtype(&sub(&a, &ls)?, yd)?;
        let l = super::to_dtype(&weighted(l, weight)?, yd)?;
        reduce_loss(&l, r)?
    };
    let (w, pw) = (weight.cloned(), pos_weight.cloned());
    autodiff::record_pointwise_loss(
        "BinaryCrossEntropyWithLogitsBackward0",
        x,
        y,
        r,
        &out,
        move |x, y| {
            let s = un(crate::kernels::UnaryOp::Sigmoid, x)?;
            let (dx, dy) = match &pw {
                // d/dx = lw·σ(x) − pw·y; d/dy = −x − (pw − 1)·logσ(x).
                Some(pw) => {
                    let pm1 = add_s(pw, -1.0)?;
                    let lw = add_s(&mul(&pm1, y)?, 1.0)?;
                    let dx = sub(&mul(&lw, &s)?, &mul(pw, y)?)?;
                    let dy = sub(
                        &un(crate::kernels::UnaryOp::Neg, x)?,
                        &mul(&pm1, &log_sigmoid(x)?)?,
                    )?;
                    (dx, dy)
                }
                // d/dx = σ(x) − y; d/dy = −x.
                None => (sub(&s, y)?, un(crate::kernels::UnaryOp::Neg, x)?),
            };
            Ok((weighted(dx, w.as_ref())?, weighted(dy, w.as_ref())?))
        },
    )?;
    Ok(out)
}

/// ATen's `binary_cross_entropy_with_logits` starts with `log_sigmoid(input)` (no integer
/// kernel) and then computes `(1 - target).mul_(input)` in the target's own dtype: a bool
/// target fails the subtraction, an integer one the in-place multiply by float logits.
fn logits_loss_dtypes(x: &Tensor, y: &Tensor) -> Result<()> {
    if !x.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"log_sigmoid_cpu\" not implemented for '{}'",
            x.dtype().legacy_name()
        )));
    }
    if y.dtype() == DType::Bool {
        return Err(crate::error::not_implemented(
            "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.",
        ));
    }
    if !y.dtype().is_floating() {
        return Err(runtime(format!(
            "result type {} can't be cast to the desired output type {}",
            x.dtype().legacy_name(),
            y.dtype().legacy_name()
        )));
    }
    Ok(())
}

/// `F.cross_entropy`, as PyTorch composes it: `nll_loss(log_softmax(x))` for class
/// indices, `-(log_softmax(x) * target).sum() / batch` for class probabilities, and with
/// `label_smoothing` the smoothed term added (so its node is `AddBackward0`).
pub fn cross_entropy(
    x: &Tensor,
    target: &Tensor,
    weight: Option<&Tensor>,
    r: Reduction,
    ignore_index: i64,
    label_smoothing: f64,
) -> Result<Tensor> {
    use crate::kernels::UnaryOp;
    if !(0.0..=1.0).contains(&label_smoothing) {
        return Err(runtime(format!(
            "label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}"
        )));
    }
    // ATen's choice: a target of the input's shape holds class probabilities, anything
    // else class indices (whatever its dtype, which nll_loss then checks).
    let probabilities = *x.shape_ref() == *target.shape_ref();
    if probabilities && !target.dtype().is_floating() {
        return Err(runtime(format!(
            "Expected floating point type for target with class probabilities, got {}",
            target.dtype().legacy_name()
        )));
    }
    let class_dim: i64 = if x.ndim() == 1 { 0 } else { 1 };
    let c = x.shape().get(class_dim as usize).copied().unwrap_or(1);
    match weight {
        // The probability-target loss checks the weight itself, under its own name.
        Some(w) if probabilities && (w.ndim() != 1 || w.numel() != c) => {
            return Err(runtime(format!(
                "cross_entropy: weight tensor should be defined either for all {c} classes or no classes but got weight tensor of shape: {}",
                shape_str(&w.shape())
            )));
        }
        _ => super::nll::check_class_weights(weight, c, x.ndim() > 2)?,
    }
    let logp = super::softmax(x, class_dim, true, None)?;
    // The weight along the class dim, broadcastable against `logp`.
    let w_b = match weight {
        Some(w) if x.ndim() > 1 => {
            let mut shape = vec![1i64; x.ndim()];
            shape[1] = c as i64;
            Some(view::reshape(w, &shape)?)
        }
        Some(w) => Some(w.clone()),
        None => None,
    };
    let sum_all = |t: &Tensor| reduce("sum", ReduceOp::Sum, t, None, false, None);
    let sum_classes = |t: &Tensor| reduce("sum", ReduceOp::Sum, t, Some(&[class_dim]), false, None);
    let neg = |t: &Tensor| super::unary("neg", UnaryOp::Neg, t);
    if probabilities {
        let t = if label_smoothing > 0.0 {
            let kept = mul_s(target, 1.0 - label_smoothing)?;
            add_s(&kept, label_smoothing / c as f64)?
        } else {
            target.clone()
        };
        let prod = weighted(mul(&logp, &t)?, w_b.as_ref())?;
        return match r {
            Reduction::Mean => {
                let batch = (x.numel() / c.max(1)) as f64;
                binary(
                    "div.Scalar",
                    BinaryOp::Div,
                    Arg::T(&neg(&sum_all(&prod)?)?),
                    Arg::S(Scalar::Float(batch)),
                )
            }
            Reduction::Sum => neg(&sum_all(&prod)?),
            Reduction::None => neg(&sum_classes(&prod)?),
        };
    }
    let nll = nll_loss(&logp, target, weight, r, ignore_index)?;
    if label_smoothing == 0.0 {
        return Ok(nll);
    }
    let smooth = neg(&sum_classes(&weighted(logp.clone(), w_b.as_ref())?)?)?;
    let ignored = binary(
        "eq",
        BinaryOp::Eq,
        Arg::T(target),
        Arg::S(Scalar::Int(ignore_index)),
    )?;
    let smooth = super::index::masked_fill(&smooth, &ignored, Arg::S(Scalar::Float(0.0)))?;
    let ret = match r {
        Reduction::Mean => {
            // Normalized like nll_loss: by the counted targets' weights (or their number).
            let divisor: f64 = if x.device() == crate::device::Device::Meta {
                // A meta loss has no value to divide: only its layout, which any divisor keeps.
                1.0
            } else {
                let wv = class_weights(weight, c, x.ndim() > 2)?;
                target
                    .to_f64_vec()?
                    .iter()
                    .map(|&k| k as i64)
                    .filter(|&k| k != ignore_index)
                    .map(|k| wv.of(k as usize))
                    .sum()
            };
            binary(
                "div",
                BinaryOp::Div,
                Arg::T(&sum_all(&smooth)?),
                Arg::S(Scalar::Float(divisor)),
            )?
        }
        Reduction::Sum => sum_all(&smooth)?,
        Reduction::None => smooth,
    };
    let a = mul_s(&nll, 1.0 - label_smoothing)?;
    let b = mul_s(&ret, label_smoothing / c as f64)?;
    add(&a, &b)
}
