//! Pointwise ops written as a composition of existing kernels (so they run on every device
//! with no kernel of their own), each recorded as one autograd node with PyTorch's name and
//! formula, as ATen's CompositeExplicitAutograd ops are.

use super::{binary, promote, unary, where_, Arg};
use crate::error::{not_implemented, Result};
use crate::kernels::{BinaryOp, UnaryOp};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// `logaddexp(a, b) = log(exp(a) + exp(b))` without overflow, as PyTorch's CPU kernel
/// computes it: `max(a, b) + log1p(exp(-|a - b|))`, and `a` where both are the same infinity
/// (where `a - b` would be NaN).
pub fn logaddexp(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    log_add_exp(a, b, false)
}

/// `logaddexp2(a, b) = log2(2^a + 2^b)`: `max(a, b) + log1p(2^-|a - b|) / ln 2`.
pub fn logaddexp2(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    log_add_exp(a, b, true)
}

fn log_add_exp(a: &Tensor, b: &Tensor, base2: bool) -> Result<Tensor> {
    let name = if base2 { "logaddexp2" } else { "logaddexp" };
    let dt = promote(&[Arg::T(a), Arg::T(b)])?;
    if !dt.is_floating() {
        return Err(not_implemented(format!(
            "\"{name}_cpu\" not implemented for '{}'",
            dt.legacy_name()
        )));
    }
    let out = {
        let _no_grad = crate::ops::autodiff::NoGradGuard::new();
        // Computed as ATen's kernel computes it: in the promoted type (a bool operand is a
        // 0 or 1 there), 16-bit floats in float32 (their opmath type), rounded once at
        // the end (each step rounded to half missed `logaddexp(5, 5)` by an ulp).
        let op_dt = if dt.is_reduced_float() {
            crate::dtype::DType::Float32
        } else {
            dt
        };
        let (ca, cb) = (super::to_dtype(a, op_dt)?, super::to_dtype(b, op_dt)?);
        let (a, b) = (&ca, &cb);
        let (ta, tb) = (Arg::T(a), Arg::T(b));
        let m = binary("maximum", BinaryOp::Maximum, ta, tb)?;
        let d = binary("sub", BinaryOp::Sub(Scalar::Int(1)), ta, tb)?;
        let neg_abs = unary("neg", UnaryOp::Neg, &unary("abs", UnaryOp::Abs, &d)?)?;
        let exp = if base2 { UnaryOp::Exp2 } else { UnaryOp::Exp };
        let mut tail = unary("log1p", UnaryOp::Log1p, &unary(name, exp, &neg_abs)?)?;
        if base2 {
            let inv_ln2 = Arg::S(Scalar::Float(std::f64::consts::LOG2_E));
            tail = binary("mul", BinaryOp::Mul, Arg::T(&tail), inv_ln2)?;
        }
        let sum = binary(
            "add",
            BinaryOp::Add(Scalar::Int(1)),
            Arg::T(&m),
            Arg::T(&tail),
        )?;
        let same = binary("eq", BinaryOp::Eq, ta, tb)?;
        let inf = unary("isinf", UnaryOp::IsInf, a)?;
        let same_inf = binary(
            "logical_and",
            BinaryOp::LogicalAnd,
            Arg::T(&same),
            Arg::T(&inf),
        )?;
        super::to_dtype(&where_(&same_inf, ta, Arg::T(&sum))?, dt)?
    };
    crate::ops::autodiff::record_logaddexp(a, b, &out, base2)?;
    Ok(out)
}
