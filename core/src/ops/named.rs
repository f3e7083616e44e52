//! Op entry points by name: `named::mul(a, b)`, `named::add_(x, y, alpha)`, `named::sqrt(t)`.
//! A caller (the interpreter's operators, the optimizers, the backward formulas) says which op
//! it means; the kernel op and the name the trace and autograd record come from one line here,
//! so a caller can never pair `"mul_"` with the wrong kernel.

use super::{binary, binary_, ternary_, unary, unary_, Arg};
use crate::error::Result;
use crate::kernels::{BinaryOp, TernaryOp, UnaryOp};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// Out-of-place binary ops: `name(a, b)`.
macro_rules! binary_ops {
    ($($f:ident => $name:literal $op:expr;)*) => {$(
        pub fn $f(a: Arg, b: Arg) -> Result<Tensor> {
            binary($name, $op, a, b)
        }
    )*};
}

/// In-place binary ops: `name_(this, other)`.
macro_rules! binary_ops_ {
    ($($f:ident => $name:literal $op:expr;)*) => {$(
        pub fn $f(this: &Tensor, other: Arg) -> Result<()> {
            binary_($name, $op, this, other)
        }
    )*};
}

/// Unary ops without parameters: `name(t)`, and the in-place `name_(t)`.
macro_rules! unary_ops {
    ($($f:ident, $f_:ident => $name:literal, $name_:literal $op:expr;)*) => {$(
        pub fn $f(t: &Tensor) -> Result<Tensor> {
            unary($name, $op, t)
        }
        pub fn $f_(t: &Tensor) -> Result<()> {
            unary_($name_, $op, t)
        }
    )*};
}

binary_ops! {
    mul => "mul" BinaryOp::Mul;
    div => "div" BinaryOp::Div;
    floor_divide => "floor_divide" BinaryOp::FloorDiv;
    remainder => "remainder" BinaryOp::Remainder;
    pow => "pow" BinaryOp::Pow;
    maximum => "maximum" BinaryOp::Maximum;
    minimum => "minimum" BinaryOp::Minimum;
    bitwise_and => "bitwise_and" BinaryOp::BitAnd;
    bitwise_or => "bitwise_or" BinaryOp::BitOr;
    bitwise_xor => "bitwise_xor" BinaryOp::BitXor;
    bitwise_left_shift => "bitwise_left_shift" BinaryOp::Shl;
    bitwise_right_shift => "bitwise_right_shift" BinaryOp::Shr;
    ne => "ne" BinaryOp::Ne;
}

binary_ops_! {
    mul_ => "mul_" BinaryOp::Mul;
    div_ => "div_" BinaryOp::Div;
}

unary_ops! {
    neg, neg_ => "neg", "neg_" UnaryOp::Neg;
    sqrt, sqrt_ => "sqrt", "sqrt_" UnaryOp::Sqrt;
    exp, exp_ => "exp", "exp_" UnaryOp::Exp;
    reciprocal, reciprocal_ => "reciprocal", "reciprocal_" UnaryOp::Reciprocal;
    bitwise_not, bitwise_not_ => "bitwise_not", "bitwise_not_" UnaryOp::BitwiseNot;
    abs, abs_ => "abs", "abs_" UnaryOp::Abs;
    round, round_ => "round", "round_" UnaryOp::Round;
    erfinv, erfinv_ => "erfinv", "erfinv_" UnaryOp::Erfinv;
}

/// `a + alpha * b`.
pub fn add(a: Arg, b: Arg, alpha: Scalar) -> Result<Tensor> {
    binary("add", BinaryOp::Add(alpha), a, b)
}

/// `a - alpha * b`.
pub fn sub(a: Arg, b: Arg, alpha: Scalar) -> Result<Tensor> {
    binary("sub", BinaryOp::Sub(alpha), a, b)
}

/// `this += alpha * other`.
pub fn add_(this: &Tensor, other: Arg, alpha: Scalar) -> Result<()> {
    binary_("add_", BinaryOp::Add(alpha), this, other)
}

/// `this += (end - this) * weight`.
pub fn lerp_(this: &Tensor, end: &Tensor, weight: Scalar) -> Result<()> {
    ternary_(
        "lerp_",
        TernaryOp::Lerp(weight),
        &[Arg::T(this), Arg::T(end)],
    )
}

/// `this += value * t1 * t2`.
pub fn addcmul_(this: &Tensor, t1: &Tensor, t2: &Tensor, value: Scalar) -> Result<()> {
    let args = [Arg::T(this), Arg::T(t1), Arg::T(t2)];
    ternary_("addcmul_", TernaryOp::Addcmul(value), &args)
}

/// `this += value * t1 / t2`.
pub fn addcdiv_(this: &Tensor, t1: &Tensor, t2: &Tensor, value: Scalar) -> Result<()> {
    let args = [Arg::T(this), Arg::T(t1), Arg::T(t2)];
    ternary_("addcdiv_", TernaryOp::Addcdiv(value), &args)
}
