//! PyTorch's complex derivative formulas for the ops whose parts' graph would differentiate
//! badly: division (its special-value branches give NaN gradients at any zero part), `exp`
//! (its real-axis branch drops a factor), `log` and `sqrt`. Each runs its forward as before,
//! without a graph, and records one node whose backward is derivatives.yaml's
//! `grad * conj(f'(z))`, written with complex arithmetic on the parts.

use super::parts::{self, Part, Parts};
use super::tensor::ComplexTensor;
use crate::autograd::{self, NoGradGuard};
use crate::error::Result;
use crate::interp::value::Value;
use crate::ops::{self, view::select};
use crate::tensor::Tensor;

/// Complex pairs as their parts.
fn of_pairs(t: &Tensor) -> Result<Parts> {
    Ok(Parts {
        re: Part::T(select(t, -1, 0)?),
        im: Part::T(select(t, -1, 1)?),
    })
}

fn conj(p: &Parts) -> Result<Parts> {
    Ok(Parts {
        re: p.re.clone(),
        im: match &p.im {
            Part::T(t) => Part::T(ops::named::neg(t)?),
            Part::S(x) => Part::S(-x),
        },
    })
}

/// An operand as the formulas read it, and the tensor its gradient goes to: complex pairs
/// (a conjugate view resolved, which is a recorded op), a real tensor, or a number.
struct Operand {
    parts: Parts,
    carrier: Option<Tensor>,
    complex: bool,
}

fn operand(v: &Value) -> Result<Option<Operand>> {
    if let Some(z) = ComplexTensor::of(v) {
        let pairs = z.resolved()?;
        return Ok(Some(Operand {
            parts: of_pairs(&pairs)?,
            carrier: Some(pairs),
            complex: true,
        }));
    }
    if let Value::Tensor(t) = v {
        return Ok(Some(Operand {
            parts: Parts {
                re: Part::T(t.clone()),
                im: Part::S(0.0),
            },
            carrier: Some(t.clone()),
            complex: false,
        }));
    }
    Ok(super::operand_parts(v)?.map(|parts| Operand {
        parts,
        carrier: None,
        complex: false,
    }))
}

/// The gradient for an operand: the pairs for a complex one, the real part for a real one
/// (PyTorch's `handle_r_to_c`).
fn to_operand(p: &Parts, complex: bool) -> Result<Tensor> {
    let pairs = parts::pack(p)?;
    if complex {
        Ok(pairs)
    } else {
        // A view of the complex gradient's real parts, as `at::real` gives it.
        select(&pairs, -1, 0)
    }
}

fn needs(op: &Operand) -> bool {
    op.carrier.as_ref().is_some_and(|t| t.requires_grad()) && autograd::is_grad_enabled()
}

/// `a / b` (`node`: DivBackward0, or MulBackward0 for `number / z`) computed by `forward`
/// without a graph, with derivatives.yaml's gradients: `grad / conj(b)` for `a` and
/// `-grad * conj(a / b) / conj(b)` for `b`.
pub fn divide(
    a: &Value,
    b: &Value,
    node: &str,
    forward: impl FnOnce() -> Result<Value>,
) -> Result<Value> {
    let (Some(x), Some(y)) = (operand(a)?, operand(b)?) else {
        return forward();
    };
    if !needs(&x) && !needs(&y) {
        return forward();
    }
    let out = {
        let _value_only = NoGradGuard::new();
        forward()?
    };
    let Some(z) = ComplexTensor::of(&out) else {
        return Ok(out);
    };
    let (xc, yc) = (x.complex, y.complex);
    let (want_a, want_b) = (needs(&x), needs(&y));
    let (bp, bt) = (y.parts.clone(), y.carrier.clone());
    let divisor = bt.clone();
    let saved: Vec<&Tensor> = divisor.iter().collect();
    crate::ops::autodiff::record_complex_formula(
        node,
        &[x.carrier.as_ref(), y.carrier.as_ref()],
        &z.pairs,
        &saved,
        true,
        move |g, keep| {
            let g = of_pairs(g)?;
            // The divisor as saved (a tensor) or as given (a number).
            let b = match &bt {
                Some(_) if yc => of_pairs(&keep[0])?,
                Some(_) => Parts {
                    re: Part::T(keep[0].clone()),
                    im: Part::S(0.0),
                },
                None => bp.clone(),
            };
            let out = of_pairs(&keep[keep.len() - 1])?;
            let bc = conj(&b)?;
            let ga = if want_a {
                Some(to_operand(&quotient(&g, &bc)?, xc)?)
            } else {
                None
            };
            let gb = if want_b {
                let q = quotient(&conj(&out)?, &bc)?;
                Some(to_operand(&parts::negate(&parts::times(&g, &q)?)?, yc)?)
            } else {
                None
            };
            Ok(vec![ga, gb])
        },
    )?;
    Ok(out)
}

/// `a / b` inside a formula: recorded as a division (this file's node), so a gradient of
/// the gradient is PyTorch's too.
fn quotient(a: &Parts, b: &Parts) -> Result<Parts> {
    let as_value = |p: &Parts| -> Result<Value> {
        Ok(match (&p.re, &p.im) {
            (Part::S(_), Part::S(_)) => super::number::PyComplex::value(
                match p.re {
                    Part::S(x) => x,
                    _ => 0.0,
                },
                match p.im {
                    Part::S(y) => y,
                    _ => 0.0,
                },
            ),
            _ => ComplexTensor::value(parts::pack(p)?, false),
        })
    };
    let (va, vb) = (as_value(a)?, as_value(b)?);
    let r = divide(&va, &vb, "DivBackward0", || {
        Ok(ComplexTensor::value(
            parts::pack(&parts::divide(a, b)?)?,
            false,
        ))
    })?;
    match ComplexTensor::of(&r) {
        Some(z) => of_pairs(&z.pairs),
        None => Err(crate::error::runtime("complex quotient")),
    }
}

/// A complex unary op with its own formula.
#[derive(Clone, Copy)]
pub enum Unary {
    /// `grad * conj(exp(z))`.
    Exp,
    /// `grad / conj(z)`.
    Log,
    /// `grad / (2 conj(sqrt(z)))`.
    Sqrt,
}

impl Unary {
    fn node(self) -> &'static str {
        match self {
            Unary::Exp => "ExpBackward0",
            Unary::Log => "LogBackward0",
            Unary::Sqrt => "SqrtBackward0",
        }
    }
}

/// `f(z)` computed by `forward` without a graph, with `op`'s formula as its node.
pub fn unary(
    z: &ComplexTensor,
    op: Unary,
    forward: impl FnOnce() -> Result<Value>,
) -> Result<Value> {
    if !(z.pairs.requires_grad() && autograd::is_grad_enabled()) {
        return forward();
    }
    let input = z.resolved()?;
    let out = {
        let _value_only = NoGradGuard::new();
        forward()?
    };
    let Some(r) = ComplexTensor::of(&out) else {
        return Ok(out);
    };
    let saved: Vec<&Tensor> = match op {
        Unary::Log => vec![&input],
        _ => vec![],
    };
    crate::ops::autodiff::record_complex_formula(
        op.node(),
        &[Some(&input)],
        &r.pairs,
        &saved,
        !matches!(op, Unary::Log),
        move |g, keep| {
            let g = of_pairs(g)?;
            let grad = match op {
                Unary::Exp => parts::times(&g, &conj(&of_pairs(&keep[0])?)?)?,
                Unary::Log => quotient(&g, &conj(&of_pairs(&keep[0])?)?)?,
                Unary::Sqrt => {
                    let twice = parts::times(
                        &conj(&of_pairs(&keep[0])?)?,
                        &Parts {
                            re: Part::S(2.0),
                            im: Part::S(0.0),
                        },
                    )?;
                    quotient(&g, &twice)?
                }
            };
            Ok(vec![Some(parts::pack(&grad)?)])
        },
    )?;
    Ok(out)
}
