//! The pointwise and reducing ops a script names by a string (`x.sqrt_()`, `torch.atan2`,
//! `x.sum(1)`): the one table that pairs each public name (aliases included) with its
//! kernel, so the interpreter's method and function registries pass the name they were
//! called by and never choose a kernel themselves. The name also goes on to the trace and to
//! autograd, which reads overloads from it (`clamp_min`, `floor_divide`).

use super::{binary, binary_, reduce, unary, unary_, Arg};
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::{BinaryOp, ReduceOp, UnaryOp};
use crate::scalar::Scalar;
use crate::special_fns::SpecialFn;
use crate::tensor::Tensor;

/// Unary ops by their name without the in-place `_`.
const UNARY: &[(&str, UnaryOp)] = &[
    ("neg", UnaryOp::Neg),
    ("negative", UnaryOp::Neg),
    ("abs", UnaryOp::Abs),
    ("exp", UnaryOp::Exp),
    ("log", UnaryOp::Log),
    ("log2", UnaryOp::Log2),
    ("sqrt", UnaryOp::Sqrt),
    ("rsqrt", UnaryOp::Rsqrt),
    ("sigmoid", UnaryOp::Sigmoid),
    ("tanh", UnaryOp::Tanh),
    ("relu", UnaryOp::Relu),
    ("sin", UnaryOp::Sin),
    ("log10", UnaryOp::Log10),
    ("exp2", UnaryOp::Exp2),
    ("sinh", UnaryOp::Sinh),
    ("cosh", UnaryOp::Cosh),
    ("tan", UnaryOp::Tan),
    ("asin", UnaryOp::Asin),
    ("acos", UnaryOp::Acos),
    ("atan", UnaryOp::Atan),
    ("acosh", UnaryOp::Acosh),
    ("arccosh", UnaryOp::Acosh),
    ("asinh", UnaryOp::Asinh),
    ("arcsinh", UnaryOp::Asinh),
    ("atanh", UnaryOp::Atanh),
    ("arctanh", UnaryOp::Atanh),
    ("frac", UnaryOp::Frac),
    ("cos", UnaryOp::Cos),
    ("sign", UnaryOp::Sign),
    ("floor", UnaryOp::Floor),
    ("ceil", UnaryOp::Ceil),
    ("round", UnaryOp::Round),
    ("trunc", UnaryOp::Trunc),
    ("reciprocal", UnaryOp::Reciprocal),
    ("square", UnaryOp::Square),
    ("logical_not", UnaryOp::LogicalNot),
    ("bitwise_not", UnaryOp::BitwiseNot),
    ("isnan", UnaryOp::IsNan),
    ("isfinite", UnaryOp::IsFinite),
    ("isinf", UnaryOp::IsInf),
    ("log1p", UnaryOp::Log1p),
    ("expm1", UnaryOp::Expm1),
    ("erf", UnaryOp::Erf),
    ("erfc", UnaryOp::Erfc),
    ("erfinv", UnaryOp::Erfinv),
    ("i0", UnaryOp::Special(SpecialFn::I0)),
    ("lgamma", UnaryOp::Special(SpecialFn::Lgamma)),
    ("digamma", UnaryOp::Special(SpecialFn::Digamma)),
    (
        "softplus",
        UnaryOp::Softplus {
            beta: 1.0,
            threshold: 20.0,
        },
    ),
    ("gelu", UnaryOp::Gelu),
    ("silu", UnaryOp::Silu),
];

fn unary_kernel(name: &str) -> Result<UnaryOp> {
    let base = name.trim_end_matches('_');
    UNARY
        .iter()
        .find(|(n, _)| *n == base)
        .map(|(_, op)| *op)
        .ok_or_else(|| runtime(format!("internal error: {name} is not a unary op")))
}

/// `name(x)`, the name as called (`x.arccosh()` runs acosh's kernel under its own name).
pub fn unary_op(name: &str, x: &Tensor) -> Result<Tensor> {
    unary(name, unary_kernel(name)?, x)
}

/// `x.name_()`.
pub fn unary_op_(name: &str, x: &Tensor) -> Result<()> {
    unary_(name, unary_kernel(name)?, x)
}

/// The knobs a binary call may turn: `alpha` (add/sub) and `rounding_mode` (div).
#[derive(Clone, Copy, Debug)]
pub struct BinaryArgs<'a> {
    pub alpha: Scalar,
    pub rounding_mode: Option<&'a str>,
}

impl Default for BinaryArgs<'_> {
    fn default() -> Self {
        BinaryArgs {
            alpha: Scalar::Int(1),
            rounding_mode: None,
        }
    }
}

fn binary_kernel(name: &str, how: BinaryArgs) -> Result<BinaryOp> {
    use BinaryOp::*;
    Ok(match name.trim_end_matches('_') {
        "add" => Add(how.alpha),
        "sub" | "subtract" => Sub(how.alpha),
        "mul" | "multiply" => Mul,
        "div" | "divide" | "true_divide" => match how.rounding_mode {
            None => Div,
            Some("floor") => FloorDiv,
            Some("trunc") => TruncDiv,
            Some(m) => {
                return Err(runtime(format!(
                "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{m}'"
            )))
            }
        },
        "floor_divide" => FloorDiv,
        "remainder" => Remainder,
        "fmod" => Fmod,
        "pow" => Pow,
        "maximum" => Maximum,
        "minimum" => Minimum,
        "eq" => Eq,
        "ne" => Ne,
        "lt" => Lt,
        "le" => Le,
        "gt" => Gt,
        "ge" => Ge,
        "logical_and" => LogicalAnd,
        "logical_or" => LogicalOr,
        "logical_xor" => LogicalXor,
        "bitwise_and" => BitAnd,
        "bitwise_or" => BitOr,
        "bitwise_xor" => BitXor,
        "bitwise_left_shift" => Shl,
        "bitwise_right_shift" => Shr,
        "atan2" | "arctan2" => Atan2,
        _ => {
            return Err(runtime(format!(
                "internal error: {name} is not a binary op"
            )))
        }
    })
}

/// `name(a, b)` with its knobs: `torch.add(x, y, alpha=2)`, `x.div(y, rounding_mode=...)`.
pub fn binary_op(name: &str, how: BinaryArgs, a: Arg, b: Arg) -> Result<Tensor> {
    binary(name, binary_kernel(name, how)?, a, b)
}

/// `x.name_(other)`.
pub fn binary_op_(name: &str, how: BinaryArgs, x: &Tensor, other: Arg) -> Result<()> {
    binary_(name, binary_kernel(name, how)?, x, other)
}

/// Whether `name` (or `name_`) is a binary op of the table.
pub fn is_binary(name: &str) -> bool {
    binary_kernel(name, BinaryArgs::default()).is_ok()
}

/// The plain reductions (`x.sum(dim)`, `torch.amax(x, 1)`).
const REDUCTIONS: &[(&str, ReduceOp)] = &[
    ("sum", ReduceOp::Sum),
    ("mean", ReduceOp::Mean),
    ("prod", ReduceOp::Prod),
    ("amax", ReduceOp::Max),
    ("amin", ReduceOp::Min),
    ("all", ReduceOp::All),
    ("any", ReduceOp::Any),
    ("logsumexp", ReduceOp::LogSumExp),
];

/// The names `reduce_op` takes.
pub fn reductions() -> impl Iterator<Item = &'static str> {
    REDUCTIONS.iter().map(|(n, _)| *n)
}

/// `name(x, dims, keepdim, dtype=)` for a plain reduction. logsumexp takes integers and
/// bools as the default float dtype (float32), as ATen's does.
pub fn reduce_op(
    name: &str,
    x: &Tensor,
    dims: Option<&[i64]>,
    keepdim: bool,
    dtype: Option<DType>,
) -> Result<Tensor> {
    let op = REDUCTIONS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, op)| *op)
        .ok_or_else(|| runtime(format!("internal error: {name} is not a reduction")))?;
    if op == ReduceOp::LogSumExp && !x.dtype().is_floating() {
        let wide = super::to_dtype(x, DType::Float32)?;
        return reduce(name, op, &wide, dims, keepdim, dtype);
    }
    reduce(name, op, x, dims, keepdim, dtype)
}

/// The full `x.max()` / `x.min()` (a node of their own, not amax's).
pub fn extreme(x: &Tensor, max: bool) -> Result<Tensor> {
    if max {
        reduce("max", ReduceOp::Max, x, None, false, None)
    } else {
        reduce("min", ReduceOp::Min, x, None, false, None)
    }
}

/// `x.sum(dims, keepdim, dtype=)`.
pub fn sum(
    x: &Tensor,
    dims: Option<&[i64]>,
    keepdim: bool,
    dtype: Option<DType>,
) -> Result<Tensor> {
    reduce("sum", ReduceOp::Sum, x, dims, keepdim, dtype)
}

/// `x.mean(dims, keepdim)`.
pub fn mean(x: &Tensor, dims: Option<&[i64]>, keepdim: bool) -> Result<Tensor> {
    reduce("mean", ReduceOp::Mean, x, dims, keepdim, None)
}

/// `x.var(dims, correction=, keepdim)`.
pub fn var(x: &Tensor, dims: Option<&[i64]>, correction: f64, keepdim: bool) -> Result<Tensor> {
    reduce("var", ReduceOp::Var(correction), x, dims, keepdim, None)
}

/// The vector `p`-norm over `dims` (`x.norm(p, dim)`, `linalg.vector_norm`).
pub fn norm(
    x: &Tensor,
    p: f64,
    dims: Option<&[i64]>,
    keepdim: bool,
    dtype: Option<DType>,
) -> Result<Tensor> {
    reduce("norm", ReduceOp::Norm(p), x, dims, keepdim, dtype)
}

/// `torch.linalg.vector_norm` (its own node, LinalgVectorNormBackward0).
pub fn vector_norm(
    x: &Tensor,
    p: f64,
    dims: Option<&[i64]>,
    keepdim: bool,
    dtype: Option<DType>,
) -> Result<Tensor> {
    reduce(
        "linalg_vector_norm",
        ReduceOp::Norm(p),
        x,
        dims,
        keepdim,
        dtype,
    )
}
