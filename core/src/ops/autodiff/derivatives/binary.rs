//! Binary pointwise ops (`BinaryOp`: `add`, `sub`, `mul`, `div`, `pow`, `maximum`, `atan2`,
//! ...), with a tensor or a Python number on either side; each gradient is summed back to its
//! input's shape.

use super::{differentiable, saved_output, Val};
use crate::error::{runtime, Result};
use crate::kernels::{BinaryOp, UnaryOp};
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{detached_alias, needs_grad, record, Saved};
use crate::ops::autodiff::inplace::{original, rebase, InplaceBefore};
use crate::ops::autodiff::{is_grad_enabled, set_saved_attrs, BackwardFn, SavedAttr};
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

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
        // The Scalar overloads are Backward0, the Tensor ones Backward1; `2 % x`
        // (remainder.Scalar_Tensor) has no derivative in derivatives.yaml.
        Remainder => match (a, b) {
            (_, Arg::S(_)) => "RemainderBackward0",
            (Arg::S(_), _) => "NotImplemented",
            _ => "RemainderBackward1",
        },
        Fmod => match b {
            Arg::S(_) => "FmodBackward0",
            Arg::T(_) => "FmodBackward1",
        },
        Pow => match (a, b) {
            (Arg::T(_), Arg::S(_)) => "PowBackward0",
            (Arg::S(_), _) => "PowBackward2",
            _ => "PowBackward1",
        },
        Maximum => "MaximumBackward0",
        Minimum => "MinimumBackward0",
        Atan2 => "Atan2Backward0",
        ThresholdBackward(_) => "ThresholdBackwardBackward0",
        TanhBackward => "TanhBackwardBackward0",
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
                // -g * ((a / b) / b), negating g first as ATen's formula does (so with
                // create_graph the gradient's node is MulBackward0, as PyTorch's).
                let q = ops::binary("div", Div, a.arg(), Arg::T(bt))?;
                gb = Some(mul(&neg(g)?, &div(&q, bt)?)?);
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
            // PyTorch 2.15's atan2_backward gives 0 at (0, 0), where y / (x² + y²) is
            // 0 / 0: the reciprocal is masked to 0 there.
            let den = add(&mul(x, x)?, &mul(y, y)?)?;
            let zero = cmp(Eq, &den, Arg::S(Scalar::Int(0)))?;
            let recip = ops::where_(
                &zero,
                Arg::S(Scalar::Int(0)),
                Arg::T(&un(UnaryOp::Reciprocal, &den)?),
            )?;
            ga = Some(mul(&mul(g, y)?, &recip)?);
            gb = Some(mul(&mul(g, &neg(x)?)?, &recip)?);
        }
        TanhBackward => {
            // derivatives.yaml: grad_output gets tanh_backward(grad, output); output gets
            // grad * (-2 * output * grad_output).
            if let (Val::T(go), Val::T(y)) = (a, b) {
                ga = Some(ops::binary(
                    "tanh_backward",
                    TanhBackward,
                    Arg::T(g),
                    Arg::T(y),
                )?);
                gb = Some(mul(g, &mul(&mul_s(y, -2.0)?, go)?)?);
            }
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
    // A broadcast gradient stays whole: the engine sums it to the input's shape
    // (`validate_outputs`), as PyTorch's does, so a node called by hand returns it unreduced.
    let fit = |t: Option<Tensor>, v: &Val| -> Result<Option<Tensor>> {
        match (t, v) {
            (Some(t), Val::T(_)) => Ok(Some(t)),
            _ => Ok(None),
        }
    };
    Ok((fit(ga, a)?, fit(gb, b)?))
}

fn binary_slots<'a>(name: &str, a: &'a Arg<'a>, b: &'a Arg<'a>) -> Vec<Option<&'a Tensor>> {
    match name {
        // The Scalar overloads (`x ** 2`, `x % 2`, `fmod(x, 2)`, ATen's own `div.Scalar`)
        // take the number as a Scalar, not as a wrapped tensor: one input.
        "PowBackward0" | "RemainderBackward0" | "FmodBackward0" | "DivBackward1" => {
            vec![a.tensor()]
        }
        "PowBackward2" | "RsubBackward1" => vec![b.tensor()],
        _ => match (a, b) {
            // A number first (`2 * x`) still puts the tensor in slot 0, as `__rmul__` does.
            (Arg::S(_), Arg::T(t)) => vec![Some(*t), None],
            _ => vec![a.tensor(), b.tensor()],
        },
    }
}

/// Which of (a, b) the node keeps, as PyTorch's generated code decides: an input is saved
/// only for the formulas of inputs that need a gradient (derivatives.yaml). So `u * 2` keeps
/// nothing of `u` (only the number's formula reads `u`, and a number needs no gradient), and
/// writing into `u` afterwards does not break the backward; `u / w` keeps `u` only when `w`
/// needs a gradient, `remainder`/`fmod` keep both only then.
fn saved_inputs(op: BinaryOp, a: &Arg, b: &Arg) -> (bool, bool) {
    use BinaryOp::*;
    let wants = |x: &Arg| x.tensor().is_some_and(|t| t.requires_grad());
    match op {
        Add(_) | Sub(_) => (false, false),
        Mul => (wants(b), wants(a)),
        Div | FloorDiv | TruncDiv => (wants(b), true),
        Remainder | Fmod => (wants(b), wants(b)),
        _ => (true, true),
    }
}

/// The Python number ATen saves as a wrapped tensor: `other` of `x * 2` / `2 * x` / `x / 2`
/// when the tensor needs a gradient.
fn wrapped_number(op: BinaryOp, a: &Arg, b: &Arg) -> Option<Scalar> {
    match (op, a, b) {
        (BinaryOp::Mul | BinaryOp::Div, Arg::T(t), Arg::S(n)) if t.requires_grad() => Some(*n),
        (BinaryOp::Mul, Arg::S(n), Arg::T(t)) if t.requires_grad() => Some(*n),
        _ => None,
    }
}

pub fn record_binary(name: &str, op: BinaryOp, a: Arg, b: Arg, out: &Tensor) -> Result<()> {
    if let BinaryOp::Special2(f) = op {
        return super::special2::record_special2(f, a, b, out);
    }
    let Some(node) = binary_name(name, op, &a, &b) else {
        return Ok(());
    };
    if !differentiable(out) || !needs_grad(&[a.tensor(), b.tensor()]) {
        return Ok(());
    }
    let slots = binary_slots(node, &a, &b);
    let (va, vb) = (Val::of(a), Val::of(b));
    let (save_a, save_b) = saved_inputs(op, &a, &b);
    let mut saved: Vec<Saved> = Vec::new();
    // ATen's order (saved inputs by name): `other`/`exponent` before `self`.
    for (t, keep) in [(b.tensor(), save_b), (a.tensor(), save_a)] {
        if let (Some(t), true) = (t, keep) {
            saved.push(Saved::input(t));
        }
    }
    // `x * 2` and `x / 2` reach ATen as mul/div of a wrapped 0-d tensor, which the node
    // saves for `x`'s formula: backward frees it, so a second backward refuses (as it does
    // in PyTorch), where `x + 2` (nothing saved) may be run through again.
    if let Some(n) = wrapped_number(op, &a, &b) {
        // Only a marker (never read): on the host and untraced, so the kernel list still
        // ends with the op's own kernel.
        let wrapped =
            crate::trace::paused(|| ops::scalar_tensor(n, out.dtype(), crate::Device::Cpu))?;
        saved.push(Saved::marker(&wrapped));
    }
    // pow with a tensor exponent (PowBackward1/2) reads its result; `x ** 2` (PowBackward0)
    // saves only x, so changing the result in place afterwards is allowed.
    let y = if matches!(op, BinaryOp::Pow) && node != "PowBackward0" {
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
        // Two different messages in PyTorch: floor_divide's node is declared "not
        // implemented" in derivatives.yaml, remainder's Scalar_Tensor has no entry at all.
        let msg = if matches!(op, BinaryOp::Remainder) {
            "derivative for aten::remainder is not implemented"
        } else {
            "derivative for aten::floor_divide is not implemented"
        };
        let back: BackwardFn = Box::new(move |_| Err(runtime(msg)));
        record(node, &slots, &[out], saved, back)?;
        return Ok(());
    }
    let attrs = binary_attrs(node, op, &a, &b, &y, commuted)?;
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
    let node = record(node, &slots, &[out], saved, back)?;
    set_saved_attrs(&node, attrs);
    Ok(())
}

/// PyTorch's `_saved_*` of a binary node. Like PyTorch, mul and div keep `self` only when
/// `other` needs a gradient (and mul keeps `other` only when `self` does); a Python number
/// is kept as the 0-d tensor it is wrapped in.
fn binary_attrs(
    node: &str,
    op: BinaryOp,
    a: &Arg,
    b: &Arg,
    y: &Tensor,
    commuted: bool,
) -> Result<Vec<(&'static str, SavedAttr)>> {
    // `2 * x` is `x.mul(2)`: self is the tensor.
    let (a, b) = if commuted { (b, a) } else { (a, b) };
    let wants = |x: &Arg| x.tensor().is_some_and(|t| t.requires_grad());
    let as_tensor = |x: &Arg| -> Result<SavedAttr> {
        Ok(match x {
            Arg::T(t) => SavedAttr::Tensor((*t).clone()),
            Arg::S(s) => {
                let dtype = match s {
                    Scalar::Bool(_) => crate::DType::Bool,
                    Scalar::Int(_) => crate::DType::Int64,
                    _ => crate::DType::Float64,
                };
                SavedAttr::Tensor(ops::scalar_tensor(*s, dtype, crate::Device::Cpu)?)
            }
        })
    };
    let when = |c: bool, v: SavedAttr| if c { v } else { SavedAttr::None };
    Ok(match (node, op) {
        ("AddBackward0", BinaryOp::Add(alpha)) | ("SubBackward0", BinaryOp::Sub(alpha)) => {
            vec![("_saved_alpha", SavedAttr::Scalar(alpha))]
        }
        ("MulBackward0", _) => vec![
            ("_saved_other", when(wants(a), as_tensor(b)?)),
            ("_saved_self", when(wants(b), as_tensor(a)?)),
        ],
        ("DivBackward0", _) => vec![
            ("_saved_other", as_tensor(b)?),
            ("_saved_self", when(wants(b), as_tensor(a)?)),
        ],
        ("PowBackward0", _) => match b {
            Arg::S(e) => vec![
                ("_saved_exponent", SavedAttr::Scalar(*e)),
                ("_saved_self", as_tensor(a)?),
            ],
            Arg::T(_) => vec![],
        },
        ("PowBackward1", _) => vec![
            ("_saved_exponent", as_tensor(b)?),
            ("_saved_result", SavedAttr::Output(y.clone(), 0)),
            ("_saved_self", as_tensor(a)?),
        ],
        _ => vec![],
    })
}

pub fn rebase_binary(
    name: &str,
    op: BinaryOp,
    t: &Tensor,
    other: Arg,
    before: InplaceBefore,
) -> Result<()> {
    if !before.active() {
        return Ok(());
    }
    let a0 = original(&before).unwrap_or_else(|| detached_alias(t));
    let Some(node) = binary_name(name, op, &Arg::T(&a0), &other) else {
        return Ok(());
    };
    if node == "NotImplemented" {
        // `y.floor_divide_(2)` on a tensor that requires grad: the node is recorded and its
        // backward raises, as PyTorch's does (we kept the old history, so a gradient flowed
        // as if the division had not happened).
        let msg = format!(
            "derivative for aten::{}_ is not implemented",
            if matches!(op, BinaryOp::Remainder) {
                "remainder"
            } else {
                "floor_divide"
            }
        );
        let back: BackwardFn = Box::new(move |_| Err(runtime(msg.clone())));
        return rebase(node, t, &[other.tensor()], before, vec![], back);
    }
    let (va, vb) = (Val::T(a0.clone()), Val::of(other));
    let y = detached_alias(t);
    // `other` as saved before the write, when the formula needs it (not for add_/sub_).
    let mut before = before;
    let keep_other = saved_inputs(op, &Arg::T(t), &other).1;
    let saved = if keep_other {
        std::mem::take(&mut before.others_saved)
    } else {
        vec![]
    };
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

/// `logaddexp` / `logaddexp2` (derivatives.yaml): `self: grad / (1 + exp(other - self))`,
/// `other: grad / (1 + exp(self - other))`, with `exp2` for base 2; each summed back to its
/// input's shape.
pub fn record_logaddexp(a: &Tensor, b: &Tensor, out: &Tensor, base2: bool) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a), Some(b)]) {
        return Ok(());
    }
    let name = if base2 {
        "Logaddexp2Backward0"
    } else {
        "LogaddexpBackward0"
    };
    let exp = if base2 { UnaryOp::Exp2 } else { UnaryOp::Exp };
    let (sa, sb) = (a.clone(), b.clone());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        // d/dx log(e^x + e^y) = 1 / (1 + e^(y - x)).
        let part = |x: &Tensor, y: &Tensor| -> Result<Option<Tensor>> {
            let denom = add_s(&un(exp, &sub(y, x)?)?, 1.0)?;
            Ok(Some(div(g, &denom)?))
        };
        Ok(vec![part(&sa, &sb)?, part(&sb, &sa)?])
    });
    let saved = vec![Saved::input(a), Saved::input(b)];
    record(name, &[Some(a), Some(b)], &[out], saved, back)?;
    Ok(())
}
