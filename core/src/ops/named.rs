//! Op entry points by name: `named::mul(a, b)`, `named::add_(x, y, alpha)`, `named::sqrt(t)`.
//! A caller (the interpreter's operators, the optimizers, the backward formulas) says which op
//! it means; the kernel op and the name the trace and autograd record come from one line here,
//! so a caller can never pair `"mul_"` with the wrong kernel.

use super::{binary, binary_, ternary, ternary_, unary, unary_, Arg};
use crate::error::Result;
use crate::kernels::{BinaryOp, TernaryOp, UnaryOp};
use crate::scalar::Scalar;
use crate::special_fns::SpecialFn;
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
    eq => "eq" BinaryOp::Eq;
    ne => "ne" BinaryOp::Ne;
    lt => "lt" BinaryOp::Lt;
    le => "le" BinaryOp::Le;
    gt => "gt" BinaryOp::Gt;
    ge => "ge" BinaryOp::Ge;
    logical_and => "logical_and" BinaryOp::LogicalAnd;
    logical_or => "logical_or" BinaryOp::LogicalOr;
    atan2 => "atan2" BinaryOp::Atan2;
}

binary_ops_! {
    mul_ => "mul_" BinaryOp::Mul;
    div_ => "div_" BinaryOp::Div;
    pow_ => "pow_" BinaryOp::Pow;
}

unary_ops! {
    neg, neg_ => "neg", "neg_" UnaryOp::Neg;
    sqrt, sqrt_ => "sqrt", "sqrt_" UnaryOp::Sqrt;
    // The correctly rounded root, where ATen's C++ takes `std::sqrt` rather than `at::sqrt`.
    sqrt_ieee, sqrt_ieee_ => "sqrt", "sqrt_" UnaryOp::SqrtIeee;
    exp, exp_ => "exp", "exp_" UnaryOp::Exp;
    reciprocal, reciprocal_ => "reciprocal", "reciprocal_" UnaryOp::Reciprocal;
    bitwise_not, bitwise_not_ => "bitwise_not", "bitwise_not_" UnaryOp::BitwiseNot;
    abs, abs_ => "abs", "abs_" UnaryOp::Abs;
    round, round_ => "round", "round_" UnaryOp::Round;
    erfinv, erfinv_ => "erfinv", "erfinv_" UnaryOp::Erfinv;
    log, log_ => "log", "log_" UnaryOp::Log;
    sin, sin_ => "sin", "sin_" UnaryOp::Sin;
    cos, cos_ => "cos", "cos_" UnaryOp::Cos;
    tanh, tanh_ => "tanh", "tanh_" UnaryOp::Tanh;
    logical_not, logical_not_ => "logical_not", "logical_not_" UnaryOp::LogicalNot;
}

/// A special function with a kernel of its own (`i0`, `lgamma`, `polygamma(n, .)`, ...),
/// named as the function names itself.
pub fn special(f: SpecialFn, t: &Tensor) -> Result<Tensor> {
    unary(f.name(), UnaryOp::Special(f), t)
}

/// A binary special function (`igamma`, `special.zeta`, the orthogonal polynomials), a
/// tensor or a Python number on either side.
pub fn special2(f: crate::special_fns::Special2, a: Arg, b: Arg) -> Result<Tensor> {
    binary(f.name(), BinaryOp::Special2(f), a, b)
}

/// `special` in place (`x.polygamma_(n)`).
pub fn special_(f: SpecialFn, t: &Tensor) -> Result<()> {
    unary_(&format!("{}_", f.name()), UnaryOp::Special(f), t)
}

/// `~t`: `bitwise_not`, which for a bool tensor is the logical not.
pub fn invert(t: &Tensor) -> Result<Tensor> {
    let op = if t.dtype() == crate::dtype::DType::Bool {
        UnaryOp::LogicalNot
    } else {
        UnaryOp::BitwiseNot
    };
    unary("bitwise_not", op, t)
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

/// `self + value * t1 * t2`.
pub fn addcmul(this: &Tensor, t1: &Tensor, t2: &Tensor, value: Scalar) -> Result<Tensor> {
    let args = [Arg::T(this), Arg::T(t1), Arg::T(t2)];
    ternary("addcmul", TernaryOp::Addcmul(value), &args)
}

/// `self + value * t1 / t2`.
pub fn addcdiv(this: &Tensor, t1: &Tensor, t2: &Tensor, value: Scalar) -> Result<Tensor> {
    let args = [Arg::T(this), Arg::T(t1), Arg::T(t2)];
    ternary("addcdiv", TernaryOp::Addcdiv(value), &args)
}

/// `lerp(self, end, weight)` with a number or a tensor weight, out of place or in place
/// (`lerp_`): the kernel (and the node) follow the weight's kind.
pub fn lerp_any(
    this: &Tensor,
    end: &Tensor,
    weight: Lerp,
    inplace: bool,
) -> Result<Option<Tensor>> {
    let (op, w) = match weight {
        Lerp::Number(v) => (TernaryOp::Lerp(v), None),
        Lerp::Tensor(w) => (TernaryOp::LerpTensor, Some(w)),
    };
    let mut args = vec![Arg::T(this), Arg::T(end)];
    if let Some(w) = w {
        args.push(Arg::T(w));
    }
    if inplace {
        ternary_("lerp_", op, &args)?;
        Ok(None)
    } else {
        ternary("lerp", op, &args).map(Some)
    }
}

/// A `lerp` weight.
pub enum Lerp<'a> {
    Number(Scalar),
    Tensor(&'a Tensor),
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

/// Adam's single-tensor `exp_avg.lerp_(grad, weight)` and `exp_avg_sq.addcmul_(grad, grad,
/// value)`, each operation rounded: the fused Adam kernel computes them so, and the two
/// steps stay bit-identical (`TernaryOp::LerpRoundedTwice`).
pub fn adam_lerp_(this: &Tensor, end: &Tensor, weight: Scalar) -> Result<()> {
    let args = [Arg::T(this), Arg::T(end)];
    ternary_("lerp_", TernaryOp::LerpRoundedTwice(weight), &args)
}

pub fn adam_addcmul_(this: &Tensor, t1: &Tensor, t2: &Tensor, value: Scalar) -> Result<()> {
    let args = [Arg::T(this), Arg::T(t1), Arg::T(t2)];
    ternary_("addcmul_", TernaryOp::AddcmulRoundedTwice(value), &args)
}

/// `this += value * t1 / t2`.
pub fn addcdiv_(this: &Tensor, t1: &Tensor, t2: &Tensor, value: Scalar) -> Result<()> {
    let args = [Arg::T(this), Arg::T(t1), Arg::T(t2)];
    ternary_("addcdiv_", TernaryOp::Addcdiv(value), &args)
}
