//! The points where ops tell autograd what they did: one `record_*` per op family (a new
//! node with the op's backward), and one `rebase_*` per in-place family.

use super::formulas::*;
use super::graph::{detached_alias, needs_grad, record, Saved};
use super::inplace::{original, rebase, InplaceBefore};
use super::{is_grad_enabled, BackwardFn};
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::{BinaryOp, ReduceOp, TernaryOp, UnaryOp};
use crate::layout::{Layout, MemoryFormat};
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// How a view was made, so its gradient can be mapped back to the input.
#[derive(Clone, Debug)]
pub enum ViewKind {
    View(Vec<usize>),
    Squeeze(Vec<usize>, &'static str),
    Transpose(usize, usize),
    T,
    Permute(Vec<usize>),
    Select(usize, usize),
    Slice {
        dim: usize,
        start: usize,
        step: usize,
    },
    Unsqueeze(usize),
    Expand(Vec<usize>),
    Unfold {
        input_shape: Vec<usize>,
        dim: usize,
        size: usize,
        step: usize,
    },
    Diagonal {
        input_shape: Vec<usize>,
        offset: i64,
        dim1: usize,
        dim2: usize,
    },
    AsStrided {
        input: Layout,
    },
    Alias,
}

/// An owned op argument for closures.
#[derive(Clone)]
enum Val {
    T(Tensor),
    S(Scalar),
}

impl Val {
    fn of(a: Arg) -> Val {
        match a {
            Arg::T(t) => Val::T(t.clone()),
            Arg::S(s) => Val::S(s),
        }
    }
    fn arg(&self) -> Arg<'_> {
        match self {
            Val::T(t) => Arg::T(t),
            Val::S(s) => Arg::S(*s),
        }
    }
    fn tensor(&self) -> Option<&Tensor> {
        match self {
            Val::T(t) => Some(t),
            Val::S(_) => None,
        }
    }
}

fn differentiable(out: &Tensor) -> bool {
    out.dtype().is_floating()
}

/// The name PyTorch's "modified by an inplace operation" message gives an output's node.
fn short(name: &str) -> String {
    name.trim_end_matches(|c: char| c.is_ascii_digit())
        .trim_end_matches("Backward")
        .to_string()
}

fn saved_output(out: &Tensor, name: &str) -> (Tensor, Saved) {
    let a = detached_alias(out);
    let s = Saved {
        tensor: a.clone(),
        version: out.version(),
        output_of: Some(short(name)),
    };
    (a, s)
}

fn one(g: Option<Tensor>) -> Result<Vec<Option<Tensor>>> {
    Ok(vec![g])
}

// ------------------------------------------------------------------------- unary

fn unary_name(op: UnaryOp) -> Option<&'static str> {
    use UnaryOp::*;
    Some(match op {
        Copy => "ToCopyBackward0",
        Neg => "NegBackward0",
        Abs => "AbsBackward0",
        Exp => "ExpBackward0",
        Log => "LogBackward0",
        Log2 => "Log2Backward0",
        Sqrt => "SqrtBackward0",
        Rsqrt => "RsqrtBackward0",
        Sigmoid => "SigmoidBackward0",
        Tanh => "TanhBackward0",
        Relu => "ReluBackward0",
        Clamp { .. } => "ClampBackward1",
        Sin => "SinBackward0",
        Log10 => "Log10Backward0",
        Exp2 => "Exp2Backward0",
        Sinh => "SinhBackward0",
        Cosh => "CoshBackward0",
        Tan => "TanBackward0",
        Asin => "AsinBackward0",
        Acos => "AcosBackward0",
        Atan => "AtanBackward0",
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
        Softplus { .. } => "SoftplusBackward0",
        LeakyRelu(_) => "LeakyReluBackward0",
        Elu(_) => "EluBackward0",
        LogicalNot | BitwiseNot | IsNan | IsFinite | IsInf => return None,
    })
}

/// The backward of a unary op. `x` is the input; `y` the output (a detached alias);
/// with grad mode on (double backward) outputs are recomputed from `x` so the gradient
/// keeps its dependence on `x`.
fn unary_backward(op: UnaryOp, g: &Tensor, x: &Tensor, y: &Tensor) -> Result<Option<Tensor>> {
    use UnaryOp::*;
    let out = |op: UnaryOp| -> Result<Tensor> {
        if is_grad_enabled() {
            un(op, x)
        } else {
            Ok(y.clone())
        }
    };
    Ok(Some(match op {
        Copy => ops::to_dtype(g, x.dtype())?,
        Neg => neg(g)?,
        Abs => mul(g, &un(Sign, x)?)?,
        Exp => mul(g, &out(Exp)?)?,
        Log => div(g, x)?,
        Log2 => div(g, &mul_s(x, std::f64::consts::LN_2)?)?,
        Sqrt => div(g, &mul_s(&out(Sqrt)?, 2.0)?)?,
        Rsqrt => mul(&mul_s(g, -0.5)?, &pow_s(&out(Rsqrt)?, 3.0)?)?,
        Sigmoid => {
            let s = out(Sigmoid)?;
            mul(&mul(g, &rsub_s(1.0, &s)?)?, &s)?
        }
        Tanh => {
            let t = out(Tanh)?;
            mul(g, &rsub_s(1.0, &mul(&t, &t)?)?)?
        }
        Relu => {
            let r = out(Relu)?;
            ops::binary(
                "threshold_backward",
                BinaryOp::ThresholdBackward(0.0),
                Arg::T(g),
                Arg::T(&r),
            )?
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
            mask(&keep, g)?
        }
        Sin => mul(g, &un(Cos, x)?)?,
        Log10 => div(g, &mul_s(x, std::f64::consts::LN_10)?)?,
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
        Frac => g.clone(),
        Cos => mul(g, &neg(&un(Sin, x)?)?)?,
        Log1p => div(g, &add_s(x, 1.0)?)?,
        Expm1 => mul(g, &add_s(&out(Expm1)?, 1.0)?)?,
        Sign | Floor | Ceil | Round | Trunc => {
            ops::like(g, Some(Scalar::Int(0)), None, MemoryFormat::Preserve, None)?
        }
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
        Erf => mul(
            g,
            &mul_s(
                &un(Exp, &neg(&mul(x, x)?)?)?,
                std::f64::consts::FRAC_2_SQRT_PI,
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
            let big = cmp(BinaryOp::Gt, &bx, Arg::S(Scalar::Float(threshold)))?;
            let s = mul(g, &un(Sigmoid, &bx)?)?;
            ops::where_(&big, Arg::T(g), Arg::T(&s))?
        }
        LeakyRelu(slope) => {
            let pos = cmp(BinaryOp::Gt, x, Arg::S(Scalar::Int(0)))?;
            ops::where_(&pos, Arg::T(g), Arg::T(&mul_s(g, slope)?))?
        }
        Elu(alpha) => {
            let pos = cmp(BinaryOp::Gt, x, Arg::S(Scalar::Int(0)))?;
            let neg_part = mul(g, &mul_s(&un(Exp, x)?, alpha)?)?;
            ops::where_(&pos, Arg::T(g), Arg::T(&neg_part))?
        }
        LogicalNot | BitwiseNot | IsNan | IsFinite | IsInf => return Ok(None),
    }))
}

fn saves_output(op: UnaryOp) -> bool {
    matches!(
        op,
        UnaryOp::Exp
            | UnaryOp::Sqrt
            | UnaryOp::Rsqrt
            | UnaryOp::Sigmoid
            | UnaryOp::Tanh
            | UnaryOp::Relu
            | UnaryOp::Expm1
            | UnaryOp::Reciprocal
    )
}

pub fn record_unary(op: UnaryOp, a: &Tensor, out: &Tensor) -> Result<()> {
    let Some(name) = unary_name(op) else {
        return Ok(());
    };
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (y, mut saved) = if saves_output(op) {
        let (y, s) = saved_output(out, name);
        (y, vec![s])
    } else {
        (detached_alias(out), vec![])
    };
    if !saves_output(op) && !matches!(op, UnaryOp::Neg | UnaryOp::Copy) {
        saved.push(Saved::input(a));
    }
    let x = a.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(unary_backward(op, g, &x, &y)?),
    });
    record(name, &[Some(a)], &[out], saved, back)?;
    Ok(())
}

pub fn record_to_copy(a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) {
        return Ok(());
    }
    let x = a.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let r = ops::to_dtype(g, x.dtype())?;
            one(Some(ops::to_device(&r, x.device())?))
        }
    });
    record("ToCopyBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

pub fn rebase_unary(op: UnaryOp, t: &Tensor, before: InplaceBefore) -> Result<()> {
    let Some(name) = unary_name(op) else {
        return Ok(());
    };
    if !before.recording {
        return Ok(());
    }
    // PyTorch's in-place leaky_relu_ and elu_ have nodes of their own (computed from the
    // result); the gradients are the same.
    let name = match op {
        UnaryOp::LeakyRelu(_) => "LeakyReluBackward1",
        UnaryOp::Elu(_) => "EluBackward1",
        _ => name,
    };
    let x = original(&before).unwrap_or_else(|| detached_alias(t));
    let (y, s) = saved_output(t, name);
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(unary_backward(op, g, &x, &y)?),
    });
    rebase(name, t, &[], before, vec![s], back)
}

// ------------------------------------------------------------------------- binary

fn binary_name(name: &str, op: BinaryOp, a: &Arg, b: &Arg) -> Option<&'static str> {
    use BinaryOp::*;
    let scalar_first = matches!(a, Arg::S(_));
    Some(match op {
        Add(_) => "AddBackward0",
        Sub(_) if scalar_first => "RsubBackward1",
        Sub(_) => "SubBackward0",
        Mul => "MulBackward0",
        // ATen's `div.Scalar` overload (a C++ caller dividing by a number, as cross_entropy
        // does) has a node of its own; Python's `t / 2` goes through `div.Tensor`.
        Div if name == "div.Scalar" => "DivBackward1",
        Div => "DivBackward0",
        FloorDiv if name.starts_with("floor_divide") => "NotImplemented",
        FloorDiv | TruncDiv => "DivBackward2",
        Remainder => "RemainderBackward0",
        Fmod => "FmodBackward0",
        Pow => match (a, b) {
            (Arg::T(_), Arg::S(_)) => "PowBackward0",
            (Arg::S(_), _) => "PowBackward2",
            _ => "PowBackward1",
        },
        Maximum => "MaximumBackward0",
        Minimum => "MinimumBackward0",
        Atan2 => "Atan2Backward0",
        ThresholdBackward(_) => "ThresholdBackwardBackward0",
        _ => return None,
    })
}

/// Gradients of a binary op for (a, b), each summed back to its own shape.
fn binary_backward(
    op: BinaryOp,
    g: &Tensor,
    a: &Val,
    b: &Val,
    out: &Tensor,
) -> Result<(Option<Tensor>, Option<Tensor>)> {
    use BinaryOp::*;
    let ga_needed = a.tensor().is_some();
    let gb_needed = b.tensor().is_some();
    let (mut ga, mut gb) = (None, None);
    match op {
        Add(alpha) => {
            if ga_needed {
                ga = Some(g.clone());
            }
            if gb_needed {
                gb = Some(if alpha == Scalar::Int(1) {
                    g.clone()
                } else {
                    mul_sc(g, alpha)?
                });
            }
        }
        Sub(alpha) => {
            if ga_needed {
                ga = Some(g.clone());
            }
            if gb_needed {
                gb = Some(neg(&if alpha == Scalar::Int(1) {
                    g.clone()
                } else {
                    mul_sc(g, alpha)?
                })?);
            }
        }
        Mul => {
            if ga_needed {
                ga = Some(ops::binary("mul", Mul, Arg::T(g), b.arg())?);
            }
            if gb_needed {
                gb = Some(ops::binary("mul", Mul, Arg::T(g), a.arg())?);
            }
        }
        Div => {
            if ga_needed {
                ga = Some(ops::binary("div", Div, Arg::T(g), b.arg())?);
            }
            if let Val::T(bt) = b {
                // -g * ((a / b) / b)
                let q = ops::binary("div", Div, a.arg(), Arg::T(bt))?;
                gb = Some(neg(&mul(g, &div(&q, bt)?)?)?);
            }
        }
        FloorDiv | TruncDiv | Remainder | Fmod => {
            if ga_needed {
                ga = Some(match op {
                    Remainder | Fmod => g.clone(),
                    _ => mul_s(g, 0.0)?,
                });
            }
            if let (Val::T(bt), Remainder) = (b, op) {
                let q = ops::binary("floor_divide", FloorDiv, a.arg(), Arg::T(bt))?;
                gb = Some(neg(&mul(g, &q)?)?);
            } else if let (Val::T(bt), Fmod) = (b, op) {
                let q = ops::binary("div", TruncDiv, a.arg(), Arg::T(bt))?;
                gb = Some(neg(&mul(g, &q)?)?);
            } else if gb_needed {
                gb = Some(mul_s(g, 0.0)?);
            }
        }
        Pow => match (a, b) {
            (Val::T(x), Val::S(e)) => {
                let e = e.to_f64();
                ga = Some(if e == 0.0 {
                    mul_s(g, 0.0)?
                } else {
                    mul(g, &mul_s(&pow_s(x, e - 1.0)?, e)?)?
                });
            }
            (Val::T(x), Val::T(e)) => {
                let em1 = add_s(e, -1.0)?;
                let d = mul(e, &ops::binary("pow", Pow, Arg::T(x), Arg::T(&em1))?)?;
                let e0 = cmp(Eq, e, Arg::S(Scalar::Float(0.0)))?;
                ga = Some(ops::where_(
                    &e0,
                    Arg::S(Scalar::Float(0.0)),
                    Arg::T(&mul(g, &d)?),
                )?);
                let r = if is_grad_enabled() {
                    ops::binary("pow", Pow, Arg::T(x), Arg::T(e))?
                } else {
                    out.clone()
                };
                let lg = mul(&r, &un(UnaryOp::Log, x)?)?;
                let x0 = cmp(Eq, x, Arg::S(Scalar::Float(0.0)))?;
                let epos = cmp(Ge, e, Arg::S(Scalar::Float(0.0)))?;
                let c = ops::binary("logical_and", LogicalAnd, Arg::T(&x0), Arg::T(&epos))?;
                gb = Some(mul(
                    g,
                    &ops::where_(&c, Arg::S(Scalar::Float(0.0)), Arg::T(&lg))?,
                )?);
            }
            (Val::S(base), Val::T(e)) => {
                let r = if is_grad_enabled() {
                    ops::binary("pow", Pow, Arg::S(*base), Arg::T(e))?
                } else {
                    out.clone()
                };
                let lb = base.to_f64().ln();
                let d = if base.to_f64() == 0.0 {
                    let epos = cmp(Ge, e, Arg::S(Scalar::Float(0.0)))?;
                    ops::where_(&epos, Arg::S(Scalar::Float(0.0)), Arg::T(&mul_s(&r, lb)?))?
                } else {
                    mul_s(&r, lb)?
                };
                gb = Some(mul(g, &d)?);
            }
            _ => {}
        },
        Maximum | Minimum => {
            let (Val::T(x), Val::T(y)) = (a, b) else {
                return Ok((None, None));
            };
            let eq = cmp(Eq, x, Arg::T(y))?;
            let half = ops::where_(&eq, Arg::T(&mul_s(g, 0.5)?), Arg::T(g))?;
            let (lose_a, lose_b) = if op == Maximum {
                (cmp(Lt, x, Arg::T(y))?, cmp(Gt, x, Arg::T(y))?)
            } else {
                (cmp(Gt, x, Arg::T(y))?, cmp(Lt, x, Arg::T(y))?)
            };
            ga = Some(ops::where_(&lose_a, Arg::S(Scalar::Int(0)), Arg::T(&half))?);
            gb = Some(ops::where_(&lose_b, Arg::S(Scalar::Int(0)), Arg::T(&half))?);
        }
        Atan2 => {
            let (Val::T(x), Val::T(y)) = (a, b) else {
                return Ok((None, None));
            };
            let den = add(&mul(x, x)?, &mul(y, y)?)?;
            ga = Some(mul(g, &div(y, &den)?)?);
            gb = Some(mul(g, &div(&neg(x)?, &den)?)?);
        }
        ThresholdBackward(th) => {
            if let Val::T(x) = b {
                ga = Some(ops::binary(
                    "threshold_backward",
                    ThresholdBackward(th),
                    Arg::T(g),
                    Arg::T(x),
                )?);
            }
        }
        _ => {}
    }
    let fit = |t: Option<Tensor>, v: &Val| -> Result<Option<Tensor>> {
        match (t, v) {
            (Some(t), Val::T(x)) => Ok(Some(sum_to(&t, &x.shape())?)),
            _ => Ok(None),
        }
    };
    Ok((fit(ga, a)?, fit(gb, b)?))
}

fn binary_slots<'a>(name: &str, a: &'a Arg<'a>, b: &'a Arg<'a>) -> Vec<Option<&'a Tensor>> {
    match name {
        "PowBackward0" => vec![a.tensor()],
        "PowBackward2" | "RsubBackward1" => vec![b.tensor()],
        _ => match (a, b) {
            // A number first (`2 * x`) still puts the tensor in slot 0, as `__rmul__` does.
            (Arg::S(_), Arg::T(t)) => vec![Some(*t), None],
            _ => vec![a.tensor(), b.tensor()],
        },
    }
}

pub fn record_binary(name: &str, op: BinaryOp, a: Arg, b: Arg, out: &Tensor) -> Result<()> {
    let Some(node) = binary_name(name, op, &a, &b) else {
        return Ok(());
    };
    if !differentiable(out) || !needs_grad(&[a.tensor(), b.tensor()]) {
        return Ok(());
    }
    let slots = binary_slots(node, &a, &b);
    let (va, vb) = (Val::of(a), Val::of(b));
    let mut saved: Vec<Saved> = Vec::new();
    for t in [a.tensor(), b.tensor()].into_iter().flatten() {
        if !matches!(op, BinaryOp::Add(_) | BinaryOp::Sub(_)) {
            saved.push(Saved::input(t));
        }
    }
    let y = if matches!(op, BinaryOp::Pow) {
        let (y, s) = saved_output(out, node);
        saved.push(s);
        y
    } else {
        detached_alias(out)
    };
    let commuted = matches!((&a, &b), (Arg::S(_), Arg::T(_))) && slots.len() == 2;
    let single = slots.len() == 1;
    let scalar_a = matches!(va, Val::S(_));
    if node == "NotImplemented" {
        let back: BackwardFn = Box::new(|_| {
            Err(runtime(
                "the derivative for 'floor_divide' is not implemented.",
            ))
        });
        record(node, &slots, &[out], saved, back)?;
        return Ok(());
    }
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; if single { 1 } else { 2 }]);
        };
        let (ga, gb) = binary_backward(op, g, &va, &vb, &y)?;
        Ok(if single {
            vec![if scalar_a { gb } else { ga }]
        } else if commuted {
            vec![gb, ga]
        } else {
            vec![ga, gb]
        })
    });
    record(node, &slots, &[out], saved, back)?;
    Ok(())
}

pub fn rebase_binary(
    name: &str,
    op: BinaryOp,
    t: &Tensor,
    other: Arg,
    before: InplaceBefore,
) -> Result<()> {
    if !before.recording {
        return Ok(());
    }
    let a0 = original(&before).unwrap_or_else(|| detached_alias(t));
    let Some(node) = binary_name(name, op, &Arg::T(&a0), &other) else {
        return Ok(());
    };
    let (va, vb) = (Val::T(a0.clone()), Val::of(other));
    let y = detached_alias(t);
    let mut saved = vec![];
    if let Some(o) = other.tensor() {
        saved.push(Saved::input(o));
    }
    let single = node == "PowBackward0";
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; if single { 1 } else { 2 }]);
        };
        let (ga, gb) = binary_backward(op, g, &va, &vb, &y)?;
        Ok(if single { vec![ga] } else { vec![ga, gb] })
    });
    let others: Vec<Option<&Tensor>> = if single { vec![] } else { vec![other.tensor()] };
    rebase(node, t, &others, before, saved, back)
}

// ------------------------------------------------------------------------- ternary

fn ternary_backward(op: TernaryOp, g: &Tensor, v: &[Val]) -> Result<Vec<Option<Tensor>>> {
    let t = |i: usize| v.get(i).and_then(|x| x.tensor()).cloned();
    let mut out: Vec<Option<Tensor>> = match op {
        TernaryOp::Addcmul(val) => {
            let (t1, t2) = (t(1).unwrap(), t(2).unwrap());
            vec![
                Some(g.clone()),
                Some(mul_sc(&mul(g, &t2)?, val)?),
                Some(mul_sc(&mul(g, &t1)?, val)?),
            ]
        }
        TernaryOp::Addcdiv(val) => {
            let (t1, t2) = (t(1).unwrap(), t(2).unwrap());
            let g1 = div(&mul_sc(g, val)?, &t2)?;
            let g2 = neg(&mul(&mul_sc(g, val)?, &div(&t1, &mul(&t2, &t2)?)?)?)?;
            vec![Some(g.clone()), Some(g1), Some(g2)]
        }
        TernaryOp::Lerp(w) => {
            let w = w.to_f64();
            vec![Some(mul_s(g, 1.0 - w)?), Some(mul_s(g, w)?)]
        }
        TernaryOp::LerpTensor => {
            let (s, e, w) = (t(0).unwrap(), t(1).unwrap(), t(2).unwrap());
            vec![
                Some(mul(g, &rsub_s(1.0, &w)?)?),
                Some(mul(g, &w)?),
                Some(mul(g, &sub(&e, &s)?)?),
            ]
        }
        TernaryOp::Where => vec![],
    };
    for (i, x) in out.iter_mut().enumerate() {
        if let (Some(gx), Some(Val::T(inp))) = (x.take(), v.get(i)) {
            *x = Some(sum_to(&gx, &inp.shape())?);
        }
    }
    Ok(out)
}

fn ternary_name(op: TernaryOp) -> &'static str {
    match op {
        TernaryOp::Addcmul(_) => "AddcmulBackward0",
        TernaryOp::Addcdiv(_) => "AddcdivBackward0",
        TernaryOp::Lerp(_) => "LerpBackward0",
        TernaryOp::LerpTensor => "LerpBackward1",
        TernaryOp::Where => "WhereBackward0",
    }
}

pub fn record_ternary(op: TernaryOp, args: &[Arg], out: &Tensor) -> Result<()> {
    let slots: Vec<Option<&Tensor>> = args.iter().map(|a| a.tensor()).collect();
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let vals: Vec<Val> = args.iter().map(|a| Val::of(*a)).collect();
    let saved: Vec<Saved> = slots
        .iter()
        .skip(1)
        .flatten()
        .map(|t| Saved::input(t))
        .collect();
    let n = slots.len();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => Ok(vec![None; n]),
        Some(g) => ternary_backward(op, g, &vals),
    });
    record(ternary_name(op), &slots, &[out], saved, back)?;
    Ok(())
}

pub fn rebase_ternary(op: TernaryOp, args: &[Arg], before: InplaceBefore) -> Result<()> {
    let Some(this) = args[0].tensor() else {
        return Ok(());
    };
    if !before.recording {
        return Ok(());
    }
    let mut vals: Vec<Val> = args.iter().map(|a| Val::of(*a)).collect();
    vals[0] = Val::T(original(&before).unwrap_or_else(|| detached_alias(this)));
    let others: Vec<Option<&Tensor>> = args[1..].iter().map(|a| a.tensor()).collect();
    let saved: Vec<Saved> = others.iter().flatten().map(|t| Saved::input(t)).collect();
    let n = args.len();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => Ok(vec![None; n]),
        Some(g) => ternary_backward(op, g, &vals),
    });
    rebase(ternary_name(op), this, &others, before, saved, back)
}

pub fn record_where(cond: &Tensor, a: Arg, b: Arg, out: &Tensor) -> Result<()> {
    let slots = [None, a.tensor(), b.tensor()];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let c = cond.clone();
    let (sa, sb) = (a.tensor().map(|t| t.shape()), b.tensor().map(|t| t.shape()));
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let ga = match &sa {
            Some(s) => Some(sum_to(&mask(&c, g)?, s)?),
            None => None,
        };
        let gb = match &sb {
            Some(s) => Some(sum_to(
                &ops::where_(&c, Arg::S(Scalar::Int(0)), Arg::T(g))?,
                s,
            )?),
            None => None,
        };
        Ok(vec![None, ga, gb])
    });
    record(
        "WhereBackward0",
        &slots,
        &[out],
        vec![Saved::input(cond)],
        back,
    )?;
    Ok(())
}

// ------------------------------------------------------------------------- copies

pub fn record_clone(a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) {
        return Ok(());
    }
    let back: BackwardFn = Box::new(|g| one(g[0].clone()));
    record("CloneBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

pub fn record_flip(a: &Tensor, dims: &[usize], out: &Tensor) -> Result<()> {
    let d: Vec<i64> = dims.iter().map(|&x| x as i64).collect();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(ops::flip(g, &d)?)),
    });
    record("FlipBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

pub fn record_cat(parts: &[&Tensor], dim: usize, out: &Tensor, stacked: bool) -> Result<()> {
    let slots: Vec<Option<&Tensor>> = parts.iter().map(|t| Some(*t)).collect();
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let sizes: Vec<usize> = parts
        .iter()
        .map(|t| if stacked { 1 } else { t.shape()[dim] })
        .collect();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; sizes.len()]);
        };
        let mut at = 0usize;
        let mut out = Vec::with_capacity(sizes.len());
        for &n in &sizes {
            out.push(Some(if stacked {
                view::select(g, dim as i64, at as i64)?
            } else {
                view::narrow(g, dim as i64, at as i64, n as i64)?
            }));
            at += n;
        }
        Ok(out)
    });
    record(
        if stacked {
            "StackBackward0"
        } else {
            "CatBackward0"
        },
        &slots,
        &[out],
        vec![],
        back,
    )?;
    Ok(())
}

pub fn rebase_copy(t: &Tensor, src: &Tensor, before: InplaceBefore) -> Result<()> {
    let (shape, dt) = (src.shape(), src.dtype());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gs = sum_to(g, &shape)?;
        let gs = ops::to_dtype(&gs, dt)?;
        Ok(vec![Some(mul_s(g, 0.0)?), Some(gs)])
    });
    rebase("CopyBackwards", t, &[Some(src)], before, vec![], back)
}

pub fn rebase_fill(t: &Tensor, before: InplaceBefore) -> Result<()> {
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(mul_s(g, 0.0)?)),
    });
    rebase("FillBackward0", t, &[], before, vec![], back)
}

pub fn rebase_masked_fill(t: &Tensor, mask_t: &Tensor, before: InplaceBefore) -> Result<()> {
    let m = mask_t.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(ops::where_(&m, Arg::S(Scalar::Int(0)), Arg::T(g))?)),
    });
    rebase(
        "MaskedFillBackward0",
        t,
        &[],
        before,
        vec![Saved::input(mask_t)],
        back,
    )
}

pub fn rebase_scatter(
    t: &Tensor,
    dim: usize,
    idx: &Tensor,
    src: Arg,
    add_: bool,
    before: InplaceBefore,
) -> Result<()> {
    let index = idx.clone();
    let has_src = src.tensor().is_some();
    let name = match (add_, has_src) {
        (true, _) => "ScatterAddBackward0",
        (false, true) => "ScatterBackward0",
        (false, false) => "ScatterBackward1",
    };
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gs = if add_ {
            g.clone()
        } else {
            ops::index::scatter(g, dim as i64, &index, Arg::S(Scalar::Int(0)), false)?
        };
        let gsrc = if has_src {
            Some(ops::index::gather(g, dim as i64, &index)?)
        } else {
            None
        };
        Ok(vec![Some(gs), gsrc])
    });
    let others: Vec<Option<&Tensor>> = if has_src { vec![src.tensor()] } else { vec![] };
    rebase(name, t, &others, before, vec![Saved::input(idx)], back)
}

// ------------------------------------------------------------------------- views

fn view_name(k: &ViewKind) -> &'static str {
    match k {
        ViewKind::View(_) => "ViewBackward0",
        ViewKind::Squeeze(_, n) => n,
        ViewKind::Transpose(..) => "TransposeBackward0",
        ViewKind::T => "TBackward0",
        ViewKind::Permute(_) => "PermuteBackward0",
        ViewKind::Select(..) => "SelectBackward0",
        ViewKind::Slice { .. } => "SliceBackward0",
        ViewKind::Unsqueeze(_) => "UnsqueezeBackward0",
        ViewKind::Expand(_) => "ExpandBackward0",
        ViewKind::Unfold { .. } => "UnfoldBackward0",
        ViewKind::Diagonal { .. } => "DiagonalBackward0",
        ViewKind::AsStrided { .. } => "AsStridedBackward0",
        ViewKind::Alias => "AliasBackward0",
    }
}

fn view_backward(k: &ViewKind, g: &Tensor, in_shape: &[usize]) -> Result<Tensor> {
    Ok(match k {
        ViewKind::View(shape) | ViewKind::Squeeze(shape, _) => reshape(g, shape)?,
        ViewKind::Transpose(a, b) => view::transpose(g, *a as i64, *b as i64)?,
        ViewKind::T => view::t(g)?,
        ViewKind::Permute(p) => {
            let mut inv = vec![0i64; p.len()];
            for (i, &d) in p.iter().enumerate() {
                inv[d] = i as i64;
            }
            view::permute(g, &inv)?
        }
        ViewKind::Select(dim, idx) => {
            let z = zeros(in_shape, g)?;
            let s = view::select(&z, *dim as i64, *idx as i64)?;
            ops::copy::copy_(&s, g)?;
            z
        }
        ViewKind::Slice { dim, start, step } => {
            let z = zeros(in_shape, g)?;
            let s = view::slice(&z, *dim, Some(*start as i64), None, *step as i64)?;
            let s = view::narrow(&s, *dim as i64, 0, g.shape()[*dim] as i64)?;
            ops::copy::copy_(&s, g)?;
            z
        }
        ViewKind::Unsqueeze(d) => view::squeeze(g, Some(&[*d as i64]))?,
        ViewKind::Expand(shape) => sum_to(g, shape)?,
        ViewKind::Unfold {
            input_shape,
            dim,
            size,
            step,
        } => {
            let z = zeros(input_shape, g)?;
            let n = if input_shape.is_empty() {
                1
            } else {
                g.shape()[*dim]
            };
            let mut acc = z;
            for w in 0..n {
                let piece = view::select(
                    g,
                    if input_shape.is_empty() {
                        0
                    } else {
                        *dim as i64
                    },
                    w as i64,
                )?;
                let piece = if input_shape.is_empty() {
                    piece
                } else {
                    view::movedim(&piece, &[-1], &[*dim as i64])?
                };
                let pad = zeros(input_shape, g)?;
                let region = if input_shape.is_empty() {
                    pad.clone()
                } else {
                    view::narrow(&pad, *dim as i64, (w * step) as i64, *size as i64)?
                };
                ops::copy::copy_(&region, &piece)?;
                acc = add(&acc, &pad)?;
            }
            acc
        }
        ViewKind::Diagonal {
            input_shape,
            offset,
            dim1,
            dim2,
        } => {
            let z = zeros(input_shape, g)?;
            let d = view::diagonal(&z, *offset, *dim1 as i64, *dim2 as i64)?;
            ops::copy::copy_(&d, g)?;
            z
        }
        ViewKind::AsStrided { .. } => {
            return Err(runtime(
                "internal error: as_strided backward needs its output geometry",
            ));
        }
        ViewKind::Alias => g.clone(),
    })
}

pub fn record_view(kind: ViewKind, a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let in_shape = a.shape();
    let name = view_name(&kind);
    let out_layout = out.layout();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        if let ViewKind::AsStrided { input } = &kind {
            return one(Some(as_strided_backward(g, input, &out_layout)?));
        }
        one(Some(view_backward(&kind, g, &in_shape)?))
    });
    record(name, &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

/// Several views of one input made by one op (`split`, `chunk`, `unbind`): one node with
/// an output per piece; missing gradients count as zeros.
pub fn record_split(
    a: &Tensor,
    dim: usize,
    sizes: &[usize],
    outs: &[Tensor],
    unbind: bool,
) -> Result<()> {
    let refs: Vec<&Tensor> = outs.iter().collect();
    if refs.is_empty() || !differentiable(refs[0]) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let shape = a.shape();
    let sizes = sizes.to_vec();
    let back: BackwardFn = Box::new(move |gs| {
        let z = zeros(&shape, gs.iter().flatten().next().unwrap())?;
        let mut at = 0usize;
        for (i, g) in gs.iter().enumerate() {
            let n = sizes[i];
            if let Some(g) = g {
                let region = if unbind {
                    view::select(&z, dim as i64, at as i64)?
                } else {
                    view::narrow(&z, dim as i64, at as i64, n as i64)?
                };
                ops::copy::copy_(&region, g)?;
            }
            at += n;
        }
        one(Some(z))
    });
    record(
        if unbind {
            "UnbindBackward0"
        } else {
            "SplitBackward0"
        },
        &[Some(a)],
        &refs,
        vec![],
        back,
    )?;
    Ok(())
}

pub fn record_unsafe_view(a: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) {
        return Ok(());
    }
    let shape = a.shape();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(reshape(g, &shape)?)),
    });
    record("UnsafeViewBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

// ------------------------------------------------------------------------- reductions

pub fn record_reduce(
    op: ReduceOp,
    a: &Tensor,
    dims: &[usize],
    keepdim: bool,
    all: bool,
    out: &Tensor,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let name = match op {
        ReduceOp::Sum => {
            if all {
                "SumBackward0"
            } else {
                "SumBackward1"
            }
        }
        ReduceOp::Mean => {
            if all {
                "MeanBackward0"
            } else {
                "MeanBackward1"
            }
        }
        ReduceOp::Prod => {
            if all {
                "ProdBackward0"
            } else {
                "ProdBackward1"
            }
        }
        ReduceOp::Max => {
            if all {
                "MaxBackward1"
            } else {
                "AmaxBackward0"
            }
        }
        ReduceOp::Min => {
            if all {
                "MinBackward1"
            } else {
                "AminBackward0"
            }
        }
        ReduceOp::Norm(_) => "LinalgVectorNormBackward0",
        ReduceOp::LogSumExp => "LogsumexpBackward0",
        ReduceOp::Var(_) => "VarBackward0",
        ReduceOp::ArgMax | ReduceOp::ArgMin | ReduceOp::All | ReduceOp::Any => return Ok(()),
    };
    let x = a.clone();
    let (y, s) = saved_output(out, name);
    // Sum and mean need only shapes; the others save their input and result, so PyTorch
    // refuses a second backward through them (and an in-place change to either).
    let saved = if matches!(op, ReduceOp::Sum | ReduceOp::Mean) {
        vec![]
    } else {
        vec![Saved::input(a), s]
    };

    let dims = dims.to_vec();
    let shape = a.shape();
    let nd = shape.len();
    let count: usize = if nd == 0 {
        1
    } else {
        dims.iter().map(|&d| shape[d]).product()
    };
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        let gk = restore_dims(g, &dims, keepdim, nd)?;
        let yk = || -> Result<Tensor> {
            let r = if is_grad_enabled() {
                let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                ops::reduce(op.name(), op, &x, Some(&d), true, None)?
            } else {
                restore_dims(&y, &dims, keepdim, nd)?
            };
            Ok(r)
        };
        let r = match op {
            ReduceOp::Sum => expand(&gk, &shape)?,
            ReduceOp::Mean => expand(&mul_s(&gk, 1.0 / count as f64)?, &shape)?,
            ReduceOp::Prod => mul(&expand(&gk, &shape)?, &product_of_others(&x, &dims)?)?,
            ReduceOp::Max | ReduceOp::Min => {
                let m = cmp(BinaryOp::Eq, &x, Arg::T(&yk()?))?;
                let mf = ops::to_dtype(&m, x.dtype())?;
                let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                let cnt = ops::reduce("sum", ReduceOp::Sum, &mf, Some(&d), true, None)?;
                mul(&mf, &div(&gk, &cnt)?)?
            }
            ReduceOp::Norm(p) => {
                let nk = yk()?;
                if p == 2.0 {
                    let q = div(&gk, &nk)?;
                    let z = cmp(BinaryOp::Eq, &nk, Arg::S(Scalar::Int(0)))?;
                    mul(&x, &ops::where_(&z, Arg::S(Scalar::Int(0)), Arg::T(&q))?)?
                } else if p == 1.0 {
                    mul(&un(UnaryOp::Sign, &x)?, &gk)?
                } else if p.is_infinite() {
                    let ax = un(UnaryOp::Abs, &x)?;
                    let m = ops::to_dtype(&cmp(BinaryOp::Eq, &ax, Arg::T(&nk))?, x.dtype())?;
                    let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                    let cnt = ops::reduce("sum", ReduceOp::Sum, &m, Some(&d), true, None)?;
                    mul(&mul(&un(UnaryOp::Sign, &x)?, &m)?, &div(&gk, &cnt)?)?
                } else {
                    let ax = un(UnaryOp::Abs, &x)?;
                    let num = mul(&mul(&x, &pow_s(&ax, p - 2.0)?)?, &gk)?;
                    let z = cmp(BinaryOp::Eq, &nk, Arg::S(Scalar::Int(0)))?;
                    let q = div(&num, &pow_s(&nk, p - 1.0)?)?;
                    ops::where_(&z, Arg::S(Scalar::Int(0)), Arg::T(&q))?
                }
            }
            ReduceOp::LogSumExp => mul(&gk, &un(UnaryOp::Exp, &sub(&x, &yk()?)?)?)?,
            ReduceOp::Var(c) => {
                let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                let mean = ops::reduce("mean", ReduceOp::Mean, &x, Some(&d), true, None)?;
                mul_s(&mul(&gk, &sub(&x, &mean)?)?, 2.0 / (count as f64 - c))?
            }
            _ => return one(None),
        };
        one(Some(r))
    });
    record(name, &[Some(a)], &[out], saved, back)?;
    Ok(())
}

/// For each element, the product of the other elements of its reduced slice: what
/// `prod`'s gradient multiplies by. `result / input` is that only without zeros; with one
/// zero in a slice the zero's entry is the product of the rest and every other entry is 0,
/// with two or more all are 0 (PyTorch's `prod_safe_zeros_backward` gives the same values).
fn product_of_others(x: &Tensor, dims: &[usize]) -> Result<Tensor> {
    let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    let zero = cmp(BinaryOp::Eq, x, Arg::S(Scalar::Int(0)))?;
    let nonzero = ops::where_(&zero, Arg::S(Scalar::Int(1)), Arg::T(x))?;
    let p = ops::reduce("prod", ReduceOp::Prod, &nonzero, Some(&d), true, None)?;
    let zf = ops::to_dtype(&zero, x.dtype())?;
    let zeros = ops::reduce("sum", ReduceOp::Sum, &zf, Some(&d), true, None)?;
    let no_zero = cmp(BinaryOp::Eq, &zeros, Arg::S(Scalar::Int(0)))?;
    let one_zero = cmp(BinaryOp::Eq, &zeros, Arg::S(Scalar::Int(1)))?;
    let at_zero = ops::where_(&one_zero, Arg::T(&p), Arg::S(Scalar::Int(0)))?;
    let elsewhere = ops::where_(
        &no_zero,
        Arg::T(&div(&p, &nonzero)?),
        Arg::S(Scalar::Int(0)),
    )?;
    ops::where_(&zero, Arg::T(&at_zero), Arg::T(&elsewhere))
}

/// `StdBackward0`: std's gradient is var's divided by `2 * std`, taken as 0 where std is 0
/// (a constant slice), as PyTorch's `std_backward` masks it; without the mask it is 0/0.
/// `dims` are the reduced dims (all of them for a full reduction).
pub fn record_std(
    x: &Tensor,
    out: &Tensor,
    dims: Vec<usize>,
    keepdim: bool,
    correction: f64,
) -> Result<()> {
    let nd = x.ndim();
    let shape = x.shape();
    let count: usize = dims.iter().map(|&d| shape[d]).product();
    record_one_input("StdBackward0", x, out, true, move |g, x| {
        let gk = restore_dims(g, &dims, keepdim, nd)?;
        let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
        let var = ops::reduce("var", ReduceOp::Var(correction), x, Some(&d), true, None)?;
        let s = un(UnaryOp::Sqrt, &var)?;
        let flat = cmp(BinaryOp::Eq, &s, Arg::S(Scalar::Int(0)))?;
        let g_var = ops::where_(
            &flat,
            Arg::S(Scalar::Int(0)),
            Arg::T(&div(&gk, &mul_s(&s, 2.0)?)?),
        )?;
        let mean = ops::reduce("mean", ReduceOp::Mean, x, Some(&d), true, None)?;
        mul_s(
            &mul(&g_var, &sub(x, &mean)?)?,
            2.0 / (count as f64 - correction),
        )
    })
}

pub fn record_index_reduce(
    name: &'static str,
    a: &Tensor,
    dim: Option<usize>,
    keepdim: bool,
    idx: &Tensor,
    values: &Tensor,
) -> Result<()> {
    if !differentiable(values) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (shape, index) = (a.shape(), idx.clone());
    let d = dim.unwrap_or(0);
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(select_back(g, d, &index, &shape, keepdim)?)),
    });
    record(name, &[Some(a)], &[values], vec![Saved::input(idx)], back)?;
    Ok(())
}

pub fn record_softmax(a: &Tensor, dim: usize, log: bool, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let name = if log {
        "LogSoftmaxBackward0"
    } else {
        "SoftmaxBackward0"
    };
    let (y, s) = saved_output(out, name);
    let x = a.clone();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        let y = if is_grad_enabled() {
            ops::softmax(&x, dim as i64, log, None)?
        } else {
            y.clone()
        };
        let r = if log {
            let s = sum_dims(g, &[dim], true)?;
            sub(g, &mul(&un(UnaryOp::Exp, &y)?, &s)?)?
        } else {
            let s = sum_dims(&mul(g, &y)?, &[dim], true)?;
            mul(&y, &sub(g, &s)?)?
        };
        one(Some(r))
    });
    record(name, &[Some(a)], &[out], vec![s], back)?;
    Ok(())
}

pub fn record_cumsum(a: &Tensor, dim: usize, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let f = ops::flip(g, &[dim as i64])?;
            let c = ops::cumsum(&f, dim as i64, None)?;
            one(Some(ops::flip(&c, &[dim as i64])?))
        }
    });
    record("CumsumBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

// ------------------------------------------------------------------------- linear algebra

/// `mm_mat1_backward`/`mm_mat2_backward`: a column-major input gets its gradient computed
/// transposed, so it comes back column-major too (which decides `.grad`'s strides).
fn mm_backward(g: &Tensor, a: &Tensor, b: &Tensor) -> Result<(Tensor, Tensor)> {
    let column_major = |t: &Tensor| {
        let (sh, st) = (t.shape(), t.strides());
        st[0] == 1 && st[1] == sh[0]
    };
    let ga = if column_major(a) {
        view::t(&ops::mm(b, &view::t(g)?)?)?
    } else {
        ops::mm(g, &view::t(b)?)?
    };
    let gb = if column_major(b) {
        view::t(&ops::mm(&view::t(g)?, a)?)?
    } else {
        ops::mm(&view::t(a)?, g)?
    };
    Ok((ga, gb))
}

pub fn record_mm(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("MmBackward0", a, b, out, mm_backward)
}

pub fn record_bmm(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("BmmBackward0", a, b, out, |g, a, b| {
        Ok((
            ops::bmm(g, &view::transpose(b, 1, 2)?)?,
            ops::bmm(&view::transpose(a, 1, 2)?, g)?,
        ))
    })
}

pub fn record_dot(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("DotBackward0", a, b, out, |g, a, b| {
        Ok((mul(g, b)?, mul(g, a)?))
    })
}

pub fn record_mv(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("MvBackward0", a, b, out, |g, a, b| {
        let outer = mul(&view::unsqueeze(g, 1)?, &view::unsqueeze(b, 0)?)?;
        Ok((outer, ops::mv(&view::t(a)?, g)?))
    })
}

/// `addmm(bias, x, w)` as `F.linear` uses it: `bias + x @ w`.
pub fn record_addmm(bias: &Tensor, x: &Tensor, w: &Tensor, out: &Tensor) -> Result<()> {
    let slots = [Some(bias), Some(x), Some(w)];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (bs, xt, wt) = (bias.shape(), x.clone(), w.clone());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let (gx, gw) = mm_backward(g, &xt, &wt)?;
        Ok(vec![Some(sum_to(g, &bs)?), Some(gx), Some(gw)])
    });
    record(
        "AddmmBackward0",
        &slots,
        &[out],
        vec![Saved::input(x), Saved::input(w)],
        back,
    )?;
    Ok(())
}

fn record_product(
    name: &str,
    a: &Tensor,
    b: &Tensor,
    out: &Tensor,
    f: fn(&Tensor, &Tensor, &Tensor) -> Result<(Tensor, Tensor)>,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a), Some(b)]) {
        return Ok(());
    }
    let (x, y) = (a.clone(), b.clone());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let (ga, gb) = f(g, &x, &y)?;
        Ok(vec![Some(ga), Some(gb)])
    });
    record(
        name,
        &[Some(a), Some(b)],
        &[out],
        vec![Saved::input(a), Saved::input(b)],
        back,
    )?;
    Ok(())
}

// ------------------------------------------------------------------------- indexing

pub fn record_index(
    a: &Tensor,
    indices: &[Tensor],
    sources: &[Vec<usize>],
    out: &Tensor,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (shape, src) = (a.shape(), sources.to_vec());
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(index_put_add(g, &shape, &src)?)),
    });
    // The node saves the indices (not the input), as PyTorch's does.
    let saved = indices.iter().map(Saved::input).collect();
    record("IndexBackward0", &[Some(a)], &[out], saved, back)?;
    Ok(())
}

pub fn record_index_select(a: &Tensor, dim: usize, idx: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let shape = a.shape();
    let iv: Vec<usize> = idx
        .to_f64_vec()?
        .iter()
        .map(|&v| {
            let n = shape.get(dim).copied().unwrap_or(1) as i64;
            let i = v as i64;
            (if i < 0 { i + n } else { i }) as usize
        })
        .collect();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        let gshape = g.shape();
        let n: usize = gshape.iter().product();
        let mut sources = Vec::with_capacity(n);
        let mut ix = vec![0usize; gshape.len()];
        for _ in 0..n {
            let mut s = ix.clone();
            if !s.is_empty() {
                s[dim] = iv[ix[dim]];
            }
            sources.push(s);
            for d in (0..gshape.len()).rev() {
                ix[d] += 1;
                if ix[d] < gshape[d] {
                    break;
                }
                ix[d] = 0;
            }
        }
        one(Some(index_put_add(g, &shape, &sources)?))
    });
    record(
        "IndexSelectBackward0",
        &[Some(a)],
        &[out],
        vec![Saved::input(idx)],
        back,
    )?;
    Ok(())
}

pub fn record_gather(a: &Tensor, dim: usize, idx: &Tensor, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (shape, index) = (a.shape(), idx.clone());
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let z = zeros(&shape, g)?;
            one(Some(ops::index::scatter(
                &z,
                dim as i64,
                &index,
                Arg::T(g),
                true,
            )?))
        }
    });
    record(
        "GatherBackward0",
        &[Some(a)],
        &[out],
        vec![Saved::input(a), Saved::input(idx)],
        back,
    )?;
    Ok(())
}

/// `topk` and `sort`: the gradient goes back to the selected positions.
pub fn record_gather_like(
    name: &'static str,
    a: &Tensor,
    dim: usize,
    idx: &Tensor,
    values: &Tensor,
) -> Result<()> {
    record_index_reduce(name, a, Some(dim), true, idx, values)
}

// ------------------------------------------------------------------------- tensor state

/// `.data`: the same storage and layout, cut from the graph, with its own version counter.
pub fn data(t: &Tensor) -> Tensor {
    Tensor::from_parts(t.storage(), t.layout())
}

/// `.detach()`: the same storage, layout and version counter, cut from the graph.
pub fn detach(t: &Tensor) -> Tensor {
    detached_alias(t)
}

pub fn detach_(t: &Tensor) -> Result<()> {
    let mut a = t.autograd_mut();
    a.grad_fn = None;
    a.requires_grad = false;
    Ok(())
}

pub fn set_requires_grad(t: &Tensor, on: bool) -> Result<()> {
    if !t.is_leaf() {
        if on {
            return Ok(());
        }
        return Err(runtime(
            "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a subgraph that doesn't require differentiation use var_no_grad = var.detach().",
        ));
    }
    if on && !t.dtype().is_floating() {
        return Err(runtime(
            "only Tensors of floating point and complex dtype can require gradients",
        ));
    }
    t.autograd_mut().requires_grad = on;
    Ok(())
}

/// `x.data = y`: x now views y's storage with y's layout.
pub fn set_data(t: &Tensor, src: &Tensor) -> Result<()> {
    if t.dtype() != src.dtype() && t.requires_grad() {
        return Err(runtime(format!(
            "data set to a tensor that requires gradients must be floating point or complex dtype, got {}",
            src.dtype().legacy_name()
        )));
    }
    t.set_data(src.storage(), src.layout());
    Ok(())
}

pub fn set_grad(t: &Tensor, g: &Tensor) -> Result<()> {
    if g.shape() != t.shape() {
        return Err(runtime("assigned grad has data of a different size"));
    }
    if g.dtype() != t.dtype() {
        return Err(runtime("assigned grad has data of a different type"));
    }
    t.autograd_mut().grad = Some(g.clone());
    Ok(())
}

/// `retain_grad()`: a non-leaf keeps its gradient after backward.
pub fn retain_grad(t: &Tensor) -> Result<()> {
    if !t.requires_grad() {
        return Err(runtime(
            "can't retain_grad on Tensor that has requires_grad=False",
        ));
    }
    if t.is_leaf() {
        return Ok(());
    }
    let (node, nr) = {
        let a = t.autograd();
        (a.grad_fn.clone(), a.output_nr)
    };
    t.autograd_mut().retains_grad = true;
    if let Some(n) = node {
        n.retained
            .borrow_mut()
            .push((nr, std::rc::Rc::downgrade(&t.0)));
    }
    Ok(())
}

/// Marks a tensor as an `nn.Parameter` (a leaf that requires grad).
pub fn make_parameter(t: &Tensor, requires_grad: bool) -> Result<()> {
    let mut a = t.autograd_mut();
    a.is_parameter = true;
    a.requires_grad = requires_grad && t.dtype().is_floating();
    Ok(())
}

/// The dtype check PyTorch applies before a gradient is accumulated into a leaf.
pub fn is_differentiable_dtype(d: DType) -> bool {
    d.is_floating()
}

/// A loss computed as one node (`MseLossBackward0`, `NllLossBackward0`): `f(grad, input,
/// target)` gives the input's gradient; a target that requires grad gets its negation.
pub fn record_loss(
    name: &str,
    input: &Tensor,
    target: Option<&Tensor>,
    out: Tensor,
    f: impl Fn(&Tensor, &Tensor, Option<&Tensor>) -> Result<Tensor> + 'static,
) -> Result<()> {
    let slots = [Some(input), target];
    if !differentiable(&out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (x, t) = (input.clone(), target.cloned());
    let tshape = target.map(|t| t.shape());
    let mut saved = vec![Saved::input(input)];
    if let Some(t) = target {
        saved.push(Saved::input(t));
    }
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gi = f(g, &x, t.as_ref())?;
        let gt = match &tshape {
            Some(s) => Some(sum_to(&neg(&gi)?, s)?),
            None => None,
        };
        Ok(vec![Some(sum_to(&gi, &x.shape())?), gt])
    });
    record(name, &slots, &[&out], saved, back)?;
    Ok(())
}

/// `NativeLayerNormBackward0` (`layer_norm_backward` in PyTorch): with x̂ the normalized
/// input and ĝ = g·w, dx = rstd · (ĝ − mean(ĝ) − x̂ · mean(ĝ·x̂)) over the normalized dims.
pub fn record_layer_norm(
    x: &Tensor,
    n: usize,
    weight: Option<&Tensor>,
    bias: Option<&Tensor>,
    eps: f64,
    out: &Tensor,
) -> Result<()> {
    let slots = [Some(x), weight, bias];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (xs, w) = (x.clone(), weight.cloned());
    let (ws, bs) = (weight.map(|t| t.shape()), bias.map(|t| t.shape()));
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let nd = xs.ndim();
        let dims: Vec<usize> = (nd - n..nd).collect();
        let count: usize = dims.iter().map(|&d| xs.shape()[d]).product();
        let (xhat, rstd) = ops::nn::normalize_trailing(&ops::contiguous(&xs)?, n, eps)?;
        let gh = match &w {
            Some(w) => mul(g, w)?,
            None => g.clone(),
        };
        let mean_of = |t: &Tensor| mul_s(&sum_dims(t, &dims, true)?, 1.0 / count.max(1) as f64);
        let centred = sub(
            &sub(&gh, &mean_of(&gh)?)?,
            &mul(&xhat, &mean_of(&mul(&gh, &xhat)?)?)?,
        )?;
        let gx = mul(&rstd, &centred)?;
        let gw = match &ws {
            Some(s) => Some(sum_to(&mul(g, &xhat)?, s)?),
            None => None,
        };
        let gb = match &bs {
            Some(s) => Some(sum_to(g, s)?),
            None => None,
        };
        Ok(vec![Some(gx), gw, gb])
    });
    let mut saved = vec![Saved::input(x)];
    saved.extend(weight.map(Saved::input));
    record("NativeLayerNormBackward0", &slots, &[out], saved, back)?;
    Ok(())
}

/// A loss that is an elementwise function of (input, target), then reduced: one node named
/// `name`. `partials(x, y)` gives the unreduced d loss/d input and d loss/d target.
pub fn record_pointwise_loss(
    name: &str,
    x: &Tensor,
    y: &Tensor,
    r: ops::nn::Reduction,
    out: &Tensor,
    partials: impl Fn(&Tensor, &Tensor) -> Result<(Tensor, Tensor)> + 'static,
) -> Result<()> {
    let slots = [Some(x), Some(y)];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (xs, ys) = (x.clone(), y.clone());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let shape = xs.shape();
        let ge = match r {
            ops::nn::Reduction::None => g.clone(),
            ops::nn::Reduction::Sum => expand(g, &shape)?,
            ops::nn::Reduction::Mean => expand(&mul_s(g, 1.0 / xs.numel().max(1) as f64)?, &shape)?,
        };
        let (dx, dy) = partials(&xs, &ys)?;
        let gy = if ys.requires_grad() {
            Some(mul(&ge, &dy)?)
        } else {
            None
        };
        Ok(vec![Some(mul(&ge, &dx)?), gy])
    });
    record(
        name,
        &slots,
        &[out],
        vec![Saved::input(x), Saved::input(y)],
        back,
    )?;
    Ok(())
}

/// One node over one input whose gradient is `backward(g, x)`, for ops with a single ATen
/// kernel (`RollBackward0`, `NansumBackward0`, ...). `backward` is written with recording
/// ops, so a double backward goes through it. With `reads_input` the node saves `x`, so an
/// in-place change to it before backward is an error, as in PyTorch.
pub fn record_one_input(
    name: &str,
    x: &Tensor,
    out: &Tensor,
    reads_input: bool,
    backward: impl Fn(&Tensor, &Tensor) -> Result<Tensor> + 'static,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(x)]) {
        return Ok(());
    }
    let xs = x.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(backward(g, &xs)?)),
    });
    let saved = if reads_input {
        vec![Saved::input(x)]
    } else {
        vec![]
    };
    record(name, &[Some(x)], &[out], saved, back)?;
    Ok(())
}
