//! Unary pointwise ops (`UnaryOp`: `neg`, `exp`, `relu`, `clamp`, `gelu`, ...): node names,
//! what each saves (its output or its input), the formulas, and the record/rebase glue.

use super::{differentiable, one, saved_output};
use crate::error::Result;
use crate::kernels::{BinaryOp, LogBase, UnaryOp};
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{detached_alias, needs_grad, record, Saved, SelfNode};
use crate::ops::autodiff::inplace::{original, rebase, InplaceBefore};
use crate::ops::autodiff::{is_grad_enabled, set_saved_attrs, BackwardFn, SavedAttr};
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

fn unary_name(op: UnaryOp) -> Option<&'static str> {
    use UnaryOp::*;
    Some(match op {
        Copy => "ToCopyBackward0",
        Neg => "NegBackward0",
        Abs => "AbsBackward0",
        Exp => "ExpBackward0",
        Log => "LogBackward0",
        Log2 => "Log2Backward0",
        Sqrt | SqrtIeee => "SqrtBackward0",
        Rsqrt => "RsqrtBackward0",
        Sigmoid => "SigmoidBackward0",
        Tanh => "TanhBackward0",
        Relu => "ReluBackward0",
        Clamp { .. } => "ClampBackward1",
        Sin => "SinBackward0",
        Log10 | LogOfWidened(LogBase::Ten) => "Log10Backward0",
        LogOfWidened(LogBase::E) => "LogBackward0",
        LogOfWidened(LogBase::Two) => "Log2Backward0",
        Exp2 => "Exp2Backward0",
        Sinh => "SinhBackward0",
        Cosh => "CoshBackward0",
        Tan => "TanBackward0",
        Asin => "AsinBackward0",
        Acos => "AcosBackward0",
        Atan => "AtanBackward0",
        Acosh => "AcoshBackward0",
        Asinh => "AsinhBackward0",
        Atanh => "AtanhBackward0",
        Frac => "FracBackward0",
        Cos => "CosBackward0",
        Log1p => "Log1PBackward0",
        Expm1 => "Expm1Backward0",
        Sign => "SignBackward0",
        Floor => "FloorBackward0",
        Ceil => "CeilBackward0",
        Round => "RoundBackward0",
        Trunc => "TruncBackward0",
        Reciprocal => "ReciprocalBackward0",
        Square => "PowBackward0",
        Gelu | GeluTanh => "GeluBackward0",
        Silu => "SiluBackward0",
        Erf => "ErfBackward0",
        Erfc => "ErfcBackward0",
        Erfinv => "ErfinvBackward0",
        Softplus { .. } => "SoftplusBackward0",
        LeakyRelu(_) => "LeakyReluBackward0",
        Elu { .. } => "EluBackward0",
        Celu(_) => "CeluBackward0",
        Hardtanh { .. } => "HardtanhBackward0",
        Mish => "MishBackward0",
        Hardswish => "HardswishBackward0",
        Hardsigmoid => "HardsigmoidBackward0",
        Threshold { .. } => "ThresholdBackward0",
        Hardshrink(_) => "HardshrinkBackward0",
        Softshrink(_) => "SoftshrinkBackward0",
        Special(f) if f.differentiable() => f.node(),
        Special(_) => return None,
        LogicalNot | BitwiseNot | IsNan | IsFinite | IsInf => return None,
    })
}

/// The backward of a unary op, laid out as ATen's backward kernel lays out its result.
/// The activations whose kernel iterates over (grad, input) (`hardtanh_backward`,
/// `elu_backward`, `mish_backward`, the shrinks, `hardswish`/`hardsigmoid_backward`)
/// follow the gradient's layout where it and the input's differ; the formula below,
/// composed of masks of the input, would follow the input's. Under create_graph the
/// composed gradient is kept as it is (a copy would cut its graph).
fn unary_backward(
    op: UnaryOp,
    g: &Tensor,
    x: &Tensor,
    y: &Tensor,
    me: &SelfNode,
) -> Result<Option<Tensor>> {
    use UnaryOp::*;
    let grad_first = matches!(
        op,
        Hardtanh { .. }
            | Elu { .. }
            | Celu(_)
            | Mish
            | Hardswish
            | Hardsigmoid
            | Hardshrink(_)
            | Softshrink(_)
    );
    match unary_formula(op, g, x, y, me)? {
        Some(r) if grad_first && !r.requires_grad() => {
            Ok(Some(ops::as_iterator_output(r, &[Arg::T(g), Arg::T(x)])?))
        }
        r => Ok(r),
    }
}

/// The formulas of `unary_backward`. `x` is the input; `y` the output (a detached alias);
/// with grad mode on (double backward) outputs are recomputed from `x` so the gradient
/// keeps its dependence on `x`.
fn unary_formula(
    op: UnaryOp,
    g: &Tensor,
    x: &Tensor,
    y: &Tensor,
    me: &SelfNode,
) -> Result<Option<Tensor>> {
    use UnaryOp::*;
    let out = |op: UnaryOp| -> Result<Tensor> {
        if !is_grad_enabled() {
            return Ok(y.clone());
        }
        // The output with this node as its history; recomputed from `x` only while the node
        // does not exist yet (forward mode reads the formula as the op runs).
        match me.output(y, 0) {
            Some(t) => Ok(t),
            None => un(op, x),
        }
    };
    Ok(Some(match op {
        Copy => ops::to_dtype(g, x.dtype())?,
        Neg => neg(g)?,
        Abs => mul(g, &un(Sign, x)?)?,
        Exp => mul(g, &out(Exp)?)?,
        Log => div(g, x)?,
        Log2 => div(g, &mul_s(x, std::f64::consts::LN_2)?)?,
        Sqrt | SqrtIeee => div(g, &mul_s(&out(op)?, 2.0)?)?,
        Rsqrt => mul(&mul_s(g, -0.5)?, &pow_s(&out(Rsqrt)?, 3.0)?)?,
        Sigmoid => {
            let s = out(Sigmoid)?;
            mul(&mul(g, &rsub_s(1.0, &s)?)?, &s)?
        }
        Tanh => {
            let t = out(Tanh)?;
            ops::binary(
                "tanh_backward",
                BinaryOp::TanhBackward,
                Arg::T(g),
                Arg::T(&t),
            )?
        }
        Relu => {
            let r = out(Relu)?;
            // ATen's threshold_backward iterates over (result, grad): the result's layout
            // decides the gradient's where the two differ (a transposed input's relu).
            let back = ops::binary(
                "threshold_backward",
                BinaryOp::ThresholdBackward(0.0),
                Arg::T(g),
                Arg::T(&r),
            )?;
            zero_link(ops::as_iterator_output(back, &[Arg::T(&r), Arg::T(g)])?, x)?
        }
        Clamp { min, max } => {
            // Strictly inside the bounds, as PyTorch 2.15's clamp_backward: an input sitting
            // on a bound gets no gradient.
            let lo = min.map(|m| cmp(BinaryOp::Gt, x, Arg::S(m))).transpose()?;
            let hi = max.map(|m| cmp(BinaryOp::Lt, x, Arg::S(m))).transpose()?;
            let keep = match (lo, hi) {
                (Some(a), Some(b)) => {
                    ops::binary("logical_and", BinaryOp::LogicalAnd, Arg::T(&a), Arg::T(&b))?
                }
                (Some(a), None) | (None, Some(a)) => a,
                (None, None) => return Ok(Some(g.clone())),
            };
            zero_link(mask(&keep, g)?, x)?
        }
        Sin => mul(g, &un(Cos, x)?)?,
        Log10 => div(g, &mul_s(x, std::f64::consts::LN_10)?)?,
        // A kernel-level stand-in (16-bit copies inside one op), never recorded on a node.
        LogOfWidened(base) => return unary_formula(base.op(), g, x, y, me),
        Exp2 => mul(g, &mul_s(&out(Exp2)?, std::f64::consts::LN_2)?)?,
        Sinh => mul(g, &un(Cosh, x)?)?,
        Cosh => mul(g, &un(Sinh, x)?)?,
        Tan => {
            let t = out(Tan)?;
            mul(g, &add_s(&mul(&t, &t)?, 1.0)?)?
        }
        // derivatives.yaml: grad * (-self * self + 1).rsqrt(), negated for acos.
        Asin => mul(g, &un(Rsqrt, &rsub_s(1.0, &mul(x, x)?)?)?)?,
        Acos => neg(&mul(g, &un(Rsqrt, &rsub_s(1.0, &mul(x, x)?)?)?)?)?,
        Atan => div(g, &add_s(&mul(x, x)?, 1.0)?)?,
        // derivatives.yaml: grad * (self.pow(2) - 1).rsqrt() (acosh), (self.pow(2) + 1)
        // for asinh, and grad * 1 / (1 - self.pow(2)) for atanh.
        Acosh => mul(g, &un(Rsqrt, &add_s(&mul(x, x)?, -1.0)?)?)?,
        Asinh => mul(g, &un(Rsqrt, &add_s(&mul(x, x)?, 1.0)?)?)?,
        Atanh => div(g, &rsub_s(1.0, &mul(x, x)?)?)?,
        Frac => g.clone(),
        Cos => mul(g, &neg(&un(Sin, x)?)?)?,
        Log1p => div(g, &add_s(x, 1.0)?)?,
        Expm1 => mul(g, &add_s(&out(Expm1)?, 1.0)?)?,
        Sign | Floor | Ceil | Round | Trunc => ops::like(
            g,
            Some(Scalar::Int(0)),
            None,
            crate::layout::MemoryFormat::Preserve,
            None,
        )?,
        Reciprocal => {
            let r = out(Reciprocal)?;
            mul(&neg(g)?, &mul(&r, &r)?)?
        }
        Square => mul(g, &mul_s(x, 2.0)?)?,
        Gelu => {
            let cdf = mul_s(
                &add_s(&un(Erf, &mul_s(x, std::f64::consts::FRAC_1_SQRT_2)?)?, 1.0)?,
                0.5,
            )?;
            let pdf = mul_s(
                &un(Exp, &mul_s(&mul(x, x)?, -0.5)?)?,
                0.398_942_280_401_432_7,
            )?;
            mul(g, &add(&cdf, &mul(x, &pdf)?)?)?
        }
        Silu => {
            let s = un(Sigmoid, x)?;
            mul(g, &mul(&s, &add_s(&mul(x, &rsub_s(1.0, &s)?)?, 1.0)?)?)?
        }
        // d/dx erfinv(x) = sqrt(pi)/2 * exp(erfinv(x)^2), written with the output.
        Erfinv => {
            let y = out(Erfinv)?;
            mul(
                g,
                &mul_s(&un(Exp, &mul(&y, &y)?)?, std::f64::consts::PI.sqrt() / 2.0)?,
            )?
        }
        Erf => mul(
            g,
            &mul_s(
                &un(Exp, &neg(&mul(x, x)?)?)?,
                std::f64::consts::FRAC_2_SQRT_PI,
            )?,
        )?,
        Erfc => mul(
            g,
            &mul_s(
                &un(Exp, &neg(&mul(x, x)?)?)?,
                -std::f64::consts::FRAC_2_SQRT_PI,
            )?,
        )?,
        GeluTanh => {
            // PyTorch's GeluBackward (tanh): d/dx [0.5 x (1 + tanh(inner))].
            let beta = std::f64::consts::SQRT_2 * std::f64::consts::FRAC_2_SQRT_PI * 0.5;
            let kappa = 0.044_715;
            let x_sq = mul(x, x)?;
            let inner = mul_s(&add(x, &mul_s(&mul(&x_sq, x)?, kappa)?)?, beta)?;
            let t = un(Tanh, &inner)?;
            let left_d = mul_s(&add_s(&t, 1.0)?, 0.5)?;
            let right_d = mul(&mul_s(x, 0.5)?, &rsub_s(1.0, &mul(&t, &t)?)?)?;
            let inner_d = mul_s(&add_s(&mul_s(&x_sq, 3.0 * kappa)?, 1.0)?, beta)?;
            mul(g, &add(&left_d, &mul(&right_d, &inner_d)?)?)?
        }
        Softplus { beta, threshold } => {
            let bx = mul_s(x, beta)?;
            // ATen's softplus_backward is one kernel over (grad, input): the mask laid out
            // as that iteration's output makes the `where` below follow the gradient's
            // layout, not the input's.
            let big = ops::as_iterator_output(
                cmp(BinaryOp::Gt, &bx, Arg::S(Scalar::Float(threshold)))?,
                &[Arg::T(g), Arg::T(x)],
            )?;
            let s = mul(g, &un(Sigmoid, &bx)?)?;
            ops::where_(&big, Arg::T(g), Arg::T(&s))?
        }
        LeakyRelu(slope) => {
            let pos = cmp(BinaryOp::Gt, x, Arg::S(Scalar::Int(0)))?;
            zero_link(ops::where_(&pos, Arg::T(g), Arg::T(&mul_s(g, slope)?))?, x)?
        }
        Elu {
            alpha,
            scale,
            input_scale,
        } => elu_backward(g, x, alpha, scale, input_scale)?,
        Celu(alpha) => elu_backward(g, x, alpha, 1.0, 1.0 / alpha)?,
        // Zero where x is at or past a bound (derivatives.yaml's hardtanh_backward).
        Hardtanh { min, max } => {
            let lo = cmp(BinaryOp::Le, x, Arg::S(min))?;
            let hi = cmp(BinaryOp::Ge, x, Arg::S(max))?;
            let out = cmp(BinaryOp::LogicalOr, &lo, Arg::T(&hi))?;
            zero_link(ops::where_(&out, Arg::S(Scalar::Int(0)), Arg::T(g))?, x)?
        }
        Mish => {
            // grad * (tanh(softplus(x)) + x * sigmoid(x) * (1 - tanh(softplus(x))^2))
            let ts = un(Tanh, &un(Log1p, &un(Exp, x)?)?)?;
            let d = mul(&mul(x, &un(Sigmoid, x)?)?, &rsub_s(1.0, &mul(&ts, &ts)?)?)?;
            mul(g, &add(&ts, &d)?)?
        }
        // ATen's hardswish_backward: 0 up to and at -3, the slope strictly inside, 1 from 3.
        Hardswish => {
            let low = cmp(BinaryOp::Le, x, Arg::S(Scalar::Float(-3.0)))?;
            let mid = cmp(BinaryOp::Lt, x, Arg::S(Scalar::Float(3.0)))?;
            let slope = mul(g, &add_s(&mul_s(x, 1.0 / 3.0)?, 0.5)?)?;
            let upper = ops::where_(&mid, Arg::T(&slope), Arg::T(g))?;
            ops::where_(&low, Arg::S(Scalar::Int(0)), Arg::T(&upper))?
        }
        Hardsigmoid => {
            let above = cmp(BinaryOp::Gt, x, Arg::S(Scalar::Float(-3.0)))?;
            let below = cmp(BinaryOp::Lt, x, Arg::S(Scalar::Float(3.0)))?;
            let inside = cmp(BinaryOp::LogicalAnd, &above, Arg::T(&below))?;
            let gx = mask(&inside, &mul_s(g, 1.0 / 6.0)?)?;
            crate::ops::autodiff::diff_ops::not_differentiable_again(
                gx,
                g,
                x,
                "hardsigmoid_backward",
            )?
        }
        // threshold_backward: `x <= threshold ? 0 : grad` (a NaN input passes its gradient).
        Threshold { threshold, .. } => {
            let below = cmp(BinaryOp::Le, x, Arg::S(Scalar::Float(threshold)))?;
            zero_link(ops::where_(&below, Arg::S(Scalar::Int(0)), Arg::T(g))?, x)?
        }
        Hardshrink(l) | Softshrink(l) => {
            let lo = cmp(BinaryOp::Ge, x, Arg::S(Scalar::Float(-l)))?;
            let hi = cmp(BinaryOp::Le, x, Arg::S(Scalar::Float(l)))?;
            let inside = cmp(BinaryOp::LogicalAnd, &lo, Arg::T(&hi))?;
            zero_link(ops::where_(&inside, Arg::S(Scalar::Int(0)), Arg::T(g))?, x)?
        }
        Special(f) => super::special::backward(f, g, x, y)?,
        LogicalNot | BitwiseNot | IsNan | IsFinite | IsInf => return Ok(None),
    }))
}

/// `elu`'s scale and input_scale default to the int 1 in ATen's signature; `selu` passes its
/// scale as a float. Saved as the call gave them.
fn default_one(v: f64) -> SavedAttr {
    if v == 1.0 {
        SavedAttr::Scalar(Scalar::Int(1))
    } else {
        SavedAttr::Scalar(Scalar::Float(v))
    }
}

/// derivatives.yaml's `elu_backward(grad, alpha, scale, input_scale, is_result=false, self)`.
/// ATen picks the branch with `x <= 0` (a NaN input takes the positive one), and its double
/// backward masks with `x < 0`: the exponential sees `x` only where `x < 0`, so the second
/// derivative at exactly 0 is 0 as PyTorch's.
fn elu_backward(
    g: &Tensor,
    x: &Tensor,
    alpha: f64,
    scale: f64,
    input_scale: f64,
) -> Result<Tensor> {
    let neg = cmp(BinaryOp::Le, x, Arg::S(Scalar::Int(0)))?;
    let strictly_neg = cmp(BinaryOp::Lt, x, Arg::S(Scalar::Int(0)))?;
    let xn = mask(&strictly_neg, x)?;
    let neg_part = mul(
        g,
        &mul_s(
            &un(UnaryOp::Exp, &mul_s(&xn, input_scale)?)?,
            input_scale * alpha * scale,
        )?,
    )?;
    let pos_part = if scale == 1.0 {
        g.clone()
    } else {
        mul_s(g, scale)?
    };
    ops::where_(&neg, Arg::T(&neg_part), Arg::T(&pos_part))
}

fn saves_output(op: UnaryOp) -> bool {
    matches!(
        op,
        UnaryOp::Exp
            | UnaryOp::Sqrt
            | UnaryOp::SqrtIeee
            | UnaryOp::Rsqrt
            | UnaryOp::Sigmoid
            | UnaryOp::Tanh
            | UnaryOp::Relu
            | UnaryOp::Expm1
            | UnaryOp::Reciprocal
    )
}

/// The node of `op` run as `kernel`: `clamp_min`/`clamp_max` (and their in-place forms)
/// have nodes of their own in PyTorch, though they run clamp's kernel.
fn node_name(op: UnaryOp, kernel: &str) -> Option<&'static str> {
    match op {
        UnaryOp::Clamp { .. } if kernel.starts_with("clamp_min") => Some("ClampMinBackward0"),
        UnaryOp::Clamp { .. } if kernel.starts_with("clamp_max") => Some("ClampMaxBackward0"),
        UnaryOp::Round if kernel == "round_decimals" => Some("RoundBackward1"),
        _ => unary_name(op),
    }
}

pub fn record_unary(op: UnaryOp, kernel: &str, a: &Tensor, out: &Tensor) -> Result<()> {
    let Some(name) = node_name(op, kernel) else {
        return Ok(());
    };
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (y, mut saved) = if saves_output(op) || super::special::reads_result(op) {
        let (y, s) = saved_output(out, name);
        (y, vec![s])
    } else {
        (detached_alias(out), vec![])
    };
    if !saves_output(op)
        && !matches!(op, UnaryOp::Neg | UnaryOp::Copy)
        && super::special::reads_input(op)
    {
        saved.push(Saved::input(a));
    }
    let x = a.clone();
    let attrs = unary_attrs(op, a, &y);
    let me = SelfNode::default();
    let me_in = me.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(unary_backward(op, g, &x, &y, &me_in)?),
    });
    let node = record(name, &[Some(a)], &[out], saved, back)?;
    me.set(&node);
    set_saved_attrs(&node, attrs);
    Ok(())
}

/// PyTorch's `_saved_*` of a unary node: its result or its input, and a clamp's bounds.
fn unary_attrs(op: UnaryOp, a: &Tensor, y: &Tensor) -> Vec<(&'static str, SavedAttr)> {
    let bound = |b: Option<Scalar>| b.map(SavedAttr::Scalar).unwrap_or(SavedAttr::None);
    match op {
        UnaryOp::Neg | UnaryOp::Copy => vec![],
        UnaryOp::Square => vec![
            ("_saved_exponent", SavedAttr::Int(2)),
            ("_saved_self", SavedAttr::Tensor(a.clone())),
        ],
        UnaryOp::Hardtanh { min, max } => vec![
            ("_saved_max_val", SavedAttr::Scalar(max)),
            ("_saved_min_val", SavedAttr::Scalar(min)),
            ("_saved_self", SavedAttr::Tensor(a.clone())),
        ],
        UnaryOp::Elu {
            alpha,
            scale,
            input_scale,
        } => vec![
            ("_saved_alpha", SavedAttr::Scalar(Scalar::Float(alpha))),
            ("_saved_input_scale", default_one(input_scale)),
            ("_saved_scale", default_one(scale)),
            ("_saved_self", SavedAttr::Tensor(a.clone())),
        ],
        UnaryOp::Celu(alpha) => vec![
            ("_saved_alpha", SavedAttr::Scalar(Scalar::Float(alpha))),
            ("_saved_self", SavedAttr::Tensor(a.clone())),
        ],
        UnaryOp::Threshold { threshold, .. } => vec![
            ("_saved_self", SavedAttr::Tensor(a.clone())),
            (
                "_saved_threshold",
                SavedAttr::Scalar(Scalar::Float(threshold)),
            ),
        ],
        UnaryOp::Hardshrink(l) | UnaryOp::Softshrink(l) => vec![
            ("_saved_lambd", SavedAttr::Scalar(Scalar::Float(l))),
            ("_saved_self", SavedAttr::Tensor(a.clone())),
        ],
        UnaryOp::Clamp { min, max } => vec![
            ("_saved_max", bound(max)),
            ("_saved_min", bound(min)),
            ("_saved_self", SavedAttr::Tensor(a.clone())),
        ],
        op if saves_output(op) => vec![("_saved_result", SavedAttr::Output(y.clone(), 0))],
        UnaryOp::Special(f) => super::special::saved_attrs(f, a, y),
        _ => vec![("_saved_self", SavedAttr::Tensor(a.clone()))],
    }
}

pub fn rebase_unary(op: UnaryOp, kernel: &str, t: &Tensor, before: InplaceBefore) -> Result<()> {
    let Some(name) = node_name(op, kernel) else {
        return Ok(());
    };
    if !before.active() {
        return Ok(());
    }
    // PyTorch's in-place leaky_relu_ and elu_ have nodes of their own (computed from the
    // result), as do the inverse hyperbolics; the gradients are the same.
    let name = match op {
        UnaryOp::LeakyRelu(_) => "LeakyReluBackward1",
        UnaryOp::Elu { .. } => "EluBackward1",
        UnaryOp::Celu(_) => "CeluBackward1",
        UnaryOp::Threshold { .. } => "ThresholdBackward1",
        // derivatives.yaml lists acosh_/asinh_/atanh_ apart, as not implemented.
        UnaryOp::Acosh => "AcoshBackward1",
        UnaryOp::Asinh => "AsinhBackward1",
        UnaryOp::Atanh => "AtanhBackward1",
        UnaryOp::Special(crate::special_fns::SpecialFn::Polygamma(_)) => "PolygammaBackward1",
        _ => name,
    };
    let x = original(&before).unwrap_or_else(|| detached_alias(t));
    // Only a node whose formula reads the result saves it (and so is invalidated by a
    // later in-place op): `y.clamp_(0.5); y.sqrt_()` differentiates, as in PyTorch.
    let reads_result = saves_output(op)
        || matches!(
            op,
            UnaryOp::LeakyRelu(_)
                | UnaryOp::Elu { .. }
                | UnaryOp::Celu(_)
                | UnaryOp::Threshold { .. }
        );
    let (y, saved) = if reads_result {
        let (y, s) = saved_output(t, name);
        (y, vec![s])
    } else {
        (detached_alias(t), vec![])
    };
    // PyTorch names these three nodes but has no formula for them: backward through
    // one is its NotImplementedError.
    let unimplemented = match op {
        UnaryOp::Acosh => Some("acosh"),
        UnaryOp::Asinh => Some("asinh"),
        UnaryOp::Atanh => Some("atanh"),
        _ => None,
    };
    let attrs = match op {
        UnaryOp::Special(f) => super::special::saved_attrs(f, &x, &y),
        _ => vec![],
    };
    let back: BackwardFn = Box::new(move |g| match (&g[0], unimplemented) {
        (_, Some(base)) => Err(crate::error::not_implemented(format!(
            "the derivative for 'inplace version of {base}' is not implemented."
        ))),
        (None, _) => one(None),
        // An in-place op's node sits under CopySlices or a rebase: it recomputes.
        (Some(g), _) => one(unary_backward(op, g, &x, &y, &SelfNode::default())?),
    });
    rebase(name, t, &[], before, saved, back)?;
    // The node is the tensor's own unless it is a view (then CopySlices is, and the
    // attributes belong to the node inside it, which Python cannot reach).
    if !attrs.is_empty() && t.view_base().is_none() {
        set_saved_attrs(&t.grad_fn(), attrs);
    }
    Ok(())
}
