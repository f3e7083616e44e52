//! The special functions' derivatives (`SpecialFn`), as derivatives.yaml writes them. Each
//! is written with the family's own kernels (`i0` with `i1`, `lgamma` with `digamma`, ...),
//! so double backward runs through them too.

use crate::dtype::DType;
use crate::error::Result;
use crate::kernels::{BinaryOp, UnaryOp};
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::{is_grad_enabled, SavedAttr};
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::special_fns::SpecialFn;
use crate::tensor::Tensor;

/// Whether the formula reads the op's result (PyTorch saves it, so an in-place change of
/// the result before backward is the version-counter error).
pub(super) fn reads_result(op: UnaryOp) -> bool {
    use SpecialFn::*;
    matches!(
        op,
        UnaryOp::Special(
            I0e | I1
                | I1e
                | Ndtri
                | LogNdtr
                | Erfcx
                | BesselJ1
                | BesselY1
                | ModifiedBesselI1
                | ModifiedBesselK1
        )
    )
}

/// Whether the formula reads the input (every unary op but `ndtri`'s, which is written
/// with its result alone).
pub(super) fn reads_input(op: UnaryOp) -> bool {
    op != UnaryOp::Special(SpecialFn::Ndtri)
}

/// The node's `_saved_*` attributes, as PyTorch's.
pub(super) fn saved_attrs(f: SpecialFn, x: &Tensor, y: &Tensor) -> Vec<(&'static str, SavedAttr)> {
    let mut v = vec![];
    if let SpecialFn::Polygamma(n) = f {
        v.push(("_saved_n", SavedAttr::Int(n as i64)));
    }
    if reads_result(UnaryOp::Special(f)) {
        v.push(("_saved_result", SavedAttr::Output(y.clone(), 0)));
    }
    if reads_input(UnaryOp::Special(f)) {
        v.push(("_saved_self", SavedAttr::Tensor(x.clone())));
    }
    v
}

fn sp(f: SpecialFn, x: &Tensor) -> Result<Tensor> {
    un(UnaryOp::Special(f), x)
}

/// `grad` for output `y = f(x)`. With grad mode on (double backward) the output is
/// recomputed from `x`, so the gradient keeps its dependence on `x`.
pub(super) fn backward(f: SpecialFn, g: &Tensor, x: &Tensor, y: &Tensor) -> Result<Tensor> {
    use SpecialFn::*;
    let out = || -> Result<Tensor> {
        if is_grad_enabled() {
            sp(f, x)
        } else {
            Ok(y.clone())
        }
    };
    let sqrt_2pi = (2.0 * std::f64::consts::PI).sqrt();
    match f {
        I0 => mul(g, &sp(I1, x)?),
        // (i1e(x) - sgn(x) * i0e(x)) * grad
        I0e => mul(
            g,
            &sub(&sp(I1e, x)?, &mul(&un(UnaryOp::Sign, x)?, &out()?)?)?,
        ),
        I1 => bessel1_backward(g, x, &out()?, I0, false),
        I1e => bessel1_backward(g, x, &out()?, I0e, true),
        // sqrt(2 pi) * exp(ndtri(x)² / 2) * grad
        Ndtri => {
            let r = out()?;
            mul(
                g,
                &mul_s(&un(UnaryOp::Exp, &mul_s(&mul(&r, &r)?, 0.5)?)?, sqrt_2pi)?,
            )
        }
        // grad / sqrt(2 pi) * exp(-(log_ndtr(x) + x² / 2))
        LogNdtr => {
            let e = neg(&add(&out()?, &mul_s(&mul(x, x)?, 0.5)?)?)?;
            mul(&mul_s(g, 1.0 / sqrt_2pi)?, &un(UnaryOp::Exp, &e)?)
        }
        // (2 x erfcx(x) - 2 / sqrt(pi)) * grad
        Erfcx => {
            let d = add_s(
                &mul_s(&mul(x, &out()?)?, 2.0)?,
                -std::f64::consts::FRAC_2_SQRT_PI,
            )?;
            mul(&d, g)
        }
        Lgamma => mul(g, &sp(Digamma, x)?),
        Digamma => mul(g, &sp(Polygamma(1), x)?),
        Polygamma(n) => mul(g, &sp(Polygamma(n.saturating_add(1)), x)?),
        BesselJ0 => mul(g, &neg(&sp(BesselJ1, x)?)?),
        BesselJ1 => bessel1_backward(g, x, &out()?, BesselJ0, false),
        BesselY0 => mul(g, &neg(&sp(BesselY1, x)?)?),
        // Y1'(x) = Y0(x) - Y1(x) / x, +inf at the origin.
        BesselY1 => {
            let slope = sub(
                &sp(BesselY0, x)?,
                &mul(&out()?, &un(UnaryOp::Reciprocal, x)?)?,
            )?;
            let zero = cmp(BinaryOp::Eq, x, Arg::S(Scalar::Float(0.0)))?;
            let inf = Arg::S(Scalar::Float(f64::INFINITY));
            mul(g, &ops::where_(&zero, inf, Arg::T(&slope))?)
        }
        ModifiedBesselI0 => mul(g, &sp(ModifiedBesselI1, x)?),
        // i1_backward, with ATen's i0 (as derivatives.yaml writes it).
        ModifiedBesselI1 => bessel1_backward(g, x, &out()?, I0, false),
        ModifiedBesselK0 => mul(g, &neg(&sp(ModifiedBesselK1, x)?)?),
        ModifiedBesselK1 => {
            let r = mul(&out()?, &un(UnaryOp::Reciprocal, x)?)?;
            mul(g, &neg(&add(&sp(ModifiedBesselK0, x)?, &r)?)?)
        }
        // non_differentiable: no node is recorded for them.
        ScaledModifiedBesselK0 | ScaledModifiedBesselK1 | SphericalBesselJ0 | AiryAi => Err(
            crate::error::runtime(format!("{} is not differentiable", f.name())),
        ),
    }
}

/// derivatives.yaml's `i1_backward`/`i1e_backward`: `i0(x) - i1(x) / x` (scaled: `i0e(x) -
/// i1e(x) (sgn(x) + 1/x)`), and the limit 1/2 where `|x|` is within the type's epsilon of 0
/// (the quotient is taken at epsilon there, so no NaN enters the graph).
fn bessel1_backward(
    g: &Tensor,
    x: &Tensor,
    r: &Tensor,
    i0: SpecialFn,
    scaled: bool,
) -> Result<Tensor> {
    let eps = if x.dtype() == DType::Float64 {
        f64::EPSILON
    } else {
        f32::EPSILON as f64
    };
    // Asked as "tiny" (|x| <= eps), not "not tiny": a NaN input is not tiny and keeps its
    // NaN gradient, as PyTorch's does (the other way round it got 0.5).
    let tiny = cmp(
        BinaryOp::Le,
        &un(UnaryOp::Abs, x)?,
        Arg::S(Scalar::Float(eps)),
    )?;
    let safe = ops::where_(&tiny, Arg::S(Scalar::Float(eps)), Arg::T(x))?;
    let inv = un(UnaryOp::Reciprocal, &safe)?;
    let factor = if scaled {
        add(&un(UnaryOp::Sign, &safe)?, &inv)?
    } else {
        inv
    };
    let d = sub(&sp(i0, &safe)?, &mul(r, &factor)?)?;
    mul(
        g,
        &ops::where_(&tiny, Arg::S(Scalar::Float(0.5)), Arg::T(&d))?,
    )
}
