//! Tensor attributes and methods as scripts call them (`x.T`, `x.sum(0)`, `x.add_(y)`).

use super::args::{int_list, to_i64, to_scalar, varargs_ints, Args, Bound};
use super::eval::Interp;
use super::objects::{named_tuple, StorageObj};
use super::value::*;
use crate::dtype::DType;
use crate::error::{runtime, type_error, ErrorKind, Result, TorchError};
use crate::kernels::{BinaryOp, RandomDist, ReduceOp, TernaryOp, UnaryOp};
use crate::ops::index::Index;
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::rc::Rc;

const ATTRS: &[&str] = &[
    "shape",
    "dtype",
    "device",
    "T",
    "mT",
    "mH",
    "H",
    "grad",
    "data",
    "requires_grad",
    "grad_fn",
    "is_leaf",
    "ndim",
    "is_cuda",
    "is_mps",
    "itemsize",
    "nbytes",
    "layout",
    "real",
    "output_nr",
    "_version",
    "_base",
    "is_sparse",
];

/// Every method name a tensor answers to, so `x.foo` fails at the attribute, as in Python.
pub const METHODS: &[&str] = &[
    "view",
    "view_as",
    "reshape",
    "reshape_as",
    "transpose",
    "swapaxes",
    "swapdims",
    "t",
    "permute",
    "movedim",
    "moveaxis",
    "select",
    "narrow",
    "unsqueeze",
    "squeeze",
    "flatten",
    "unflatten",
    "expand",
    "expand_as",
    "broadcast_to",
    "unfold",
    "diagonal",
    "as_strided",
    "chunk",
    "split",
    "unbind",
    "contiguous",
    "clone",
    "detach",
    "detach_",
    "flip",
    "size",
    "stride",
    "storage_offset",
    "dim",
    "ndimension",
    "numel",
    "nelement",
    "is_contiguous",
    "data_ptr",
    "untyped_storage",
    "element_size",
    "is_floating_point",
    "item",
    "tolist",
    "float",
    "double",
    "long",
    "int",
    "bool",
    "half",
    "byte",
    "to",
    "cpu",
    "cuda",
    "numpy",
    "type_as",
    "type",
    "add",
    "sub",
    "subtract",
    "mul",
    "multiply",
    "div",
    "divide",
    "true_divide",
    "floor_divide",
    "remainder",
    "fmod",
    "pow",
    "neg",
    "negative",
    "abs",
    "exp",
    "log",
    "log2",
    "sqrt",
    "rsqrt",
    "sigmoid",
    "tanh",
    "relu",
    "clamp",
    "clip",
    "clamp_min",
    "clamp_max",
    "log10",
    "exp2",
    "sinh",
    "cosh",
    "tan",
    "asin",
    "acos",
    "atan",
    "frac",
    "sin",
    "cos",
    "sign",
    "floor",
    "ceil",
    "round",
    "trunc",
    "reciprocal",
    "square",
    "maximum",
    "minimum",
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "logical_not",
    "logical_and",
    "logical_or",
    "logical_xor",
    "bitwise_not",
    "isnan",
    "isfinite",
    "isinf",
    "log1p",
    "expm1",
    "erf",
    "addcmul",
    "addcdiv",
    "lerp",
    "masked_fill",
    "where",
    "add_",
    "sub_",
    "mul_",
    "div_",
    "pow_",
    "addcmul_",
    "addcdiv_",
    "lerp_",
    "copy_",
    "fill_",
    "zero_",
    "clamp_",
    "clip_",
    "clamp_min_",
    "clamp_max_",
    "sqrt_",
    "neg_",
    "exp_",
    "log_",
    "abs_",
    "relu_",
    "sigmoid_",
    "tanh_",
    "normal_",
    "uniform_",
    "bernoulli_",
    "random_",
    "masked_fill_",
    "scatter_",
    "scatter_add_",
    "t_",
    "transpose_",
    "unsqueeze_",
    "squeeze_",
    "requires_grad_",
    "retain_grad",
    "floor_divide_",
    "remainder_",
    "bitwise_and_",
    "bitwise_or_",
    "bitwise_xor_",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "sum",
    "mean",
    "prod",
    "max",
    "min",
    "amax",
    "nansum",
    "diff",
    "unique",
    "amin",
    "argmax",
    "argmin",
    "norm",
    "all",
    "any",
    "std",
    "var",
    "logsumexp",
    "softmax",
    "log_softmax",
    "cumsum",
    "topk",
    "sort",
    "argsort",
    "mm",
    "bmm",
    "matmul",
    "dot",
    "mv",
    "gather",
    "scatter",
    "scatter_add",
    "index_select",
    "nonzero",
    "equal",
    "allclose",
    "isclose",
    "backward",
    "new_zeros",
    "new_ones",
    "new_full",
    "new_empty",
    "new_tensor",
    "zero",
    "fill_diagonal_",
    "square_",
    "reciprocal_",
    "mul",
    "exponential_",
    "sign_",
    "floor_",
    "ceil_",
    "round_",
    "trunc_",
    "count_nonzero",
    "get_device",
    "is_set_to",
    "register_hook",
    "repeat",
    "tile",
    "roll",
    "repeat_interleave",
    "diag",
    "sin_",
    "cos_",
    "log10_",
    "exp2_",
    "sinh_",
    "cosh_",
    "tan_",
    "asin_",
    "acos_",
    "atan_",
    "frac_",
    "softplus",
    "gelu",
    "silu",
    "tril",
    "triu",
    "outer",
    "is_nonzero",
    "dist",
    "log_",
    "mul_",
    "expand_copy",
    "__len__",
];

pub fn getattr(it: &mut Interp, t: &Tensor, name: &str) -> Result<Value> {
    let _ = it;
    Ok(match name {
        "shape" => Value::Size(Rc::new(t.shape())),
        "dtype" => Value::DType(t.dtype()),
        "device" => Value::Device(t.device()),
        "T" => Value::Tensor(view::big_t(t)?),
        "mT" | "mH" => Value::Tensor(view::mt(t)?),
        "H" => Value::Tensor(view::t(t)?),
        "grad" => t.grad().map(Value::Tensor).unwrap_or(Value::None),
        "data" => Value::Tensor(crate::autograd::data(t)),
        "requires_grad" => Value::Bool(t.requires_grad()),
        "grad_fn" => super::autograd_api::node_value(t.grad_fn()),
        "is_leaf" => Value::Bool(t.is_leaf()),
        "ndim" => Value::Int(t.ndim() as i64),
        "is_cuda" | "is_sparse" => Value::Bool(false),
        "is_mps" => Value::Bool(t.device() == crate::Device::Metal),
        "itemsize" => Value::Int(t.dtype().itemsize() as i64),
        "nbytes" => Value::Int((t.numel() * t.dtype().itemsize()) as i64),
        "layout" => Value::str("torch.strided"),
        "real" => Value::Tensor(t.clone()),
        "output_nr" => Value::Int(t.autograd().output_nr as i64),
        "_version" => Value::Int(t.version() as i64),
        "_base" => t.view_base().map(Value::Tensor).unwrap_or(Value::None),
        _ if METHODS.contains(&name) => Value::method(Value::Tensor(t.clone()), name),
        _ => {
            return Err(TorchError::new(
                ErrorKind::AttributeError,
                format!("'Tensor' object has no attribute '{name}'"),
            ))
        }
    })
}

pub fn setattr(_it: &mut Interp, t: &Tensor, name: &str, v: Value) -> Result<()> {
    match (name, v) {
        ("requires_grad", Value::Bool(b)) => crate::autograd::set_requires_grad(t, b),
        ("data", Value::Tensor(src)) => crate::autograd::set_data(t, &src),
        ("grad", Value::None) => {
            t.autograd_mut().grad = None;
            Ok(())
        }
        ("grad", Value::Tensor(g)) => crate::autograd::set_grad(t, &g),
        (n, v) if ATTRS.contains(&n) => Err(type_error(format!(
            "attribute '{n}' of 'torch._C.TensorBase' objects is not writable with a {}",
            v.type_name()
        ))),
        (n, _) => Err(TorchError::new(
            ErrorKind::AttributeError,
            format!(
                "'Tensor' object has no attribute '{n}' (stridelab tensors take no new attributes)"
            ),
        )),
    }
}

/// Converts a Python index expression into indexing items.
pub fn to_index(v: &Value) -> Result<Vec<Index>> {
    let items = match v {
        Value::Tuple(t) => t.to_vec(),
        other => vec![other.clone()],
    };
    items
        .iter()
        .map(|i| {
            Ok(match i {
                Value::Int(k) => Index::Int(*k),
                Value::Bool(b) => Index::Bool(*b),
                Value::Slice(a, b, c) => Index::Slice(*a, *b, *c),
                Value::None => Index::None,
                Value::Ellipsis => Index::Ellipsis,
                Value::Tensor(t) => Index::Tensor(t.clone()),
                Value::List(l) => {
                    let vals: Vec<Value> = l.borrow().clone();
                    Index::Tensor(list_index(&vals)?)
                }
                other => {
                    return Err(TorchError::new(
                        ErrorKind::IndexError,
                        format!(
                            "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices (got {})",
                            other.type_name()
                        ),
                    ))
                }
            })
        })
        .collect()
}

fn list_index(vals: &[Value]) -> Result<Tensor> {
    if vals.iter().all(|v| matches!(v, Value::Bool(_))) && !vals.is_empty() {
        let s: Vec<Scalar> = vals
            .iter()
            .map(|v| Scalar::Bool(matches!(v, Value::Bool(true))))
            .collect();
        return ops::tensor(&s, &[s.len()], Some(DType::Bool), crate::Device::Cpu);
    }
    let ints: Vec<i64> = vals.iter().map(to_i64).collect::<Result<_>>()?;
    ops::factory::from_i64(&ints, &[ints.len()], crate::Device::Cpu)
}

pub fn getitem(_it: &mut Interp, t: &Tensor, i: &Value) -> Result<Value> {
    Ok(Value::Tensor(ops::index::getitem(t, &to_index(i)?)?))
}

pub fn setitem(_it: &mut Interp, t: &Tensor, i: &Value, v: Value) -> Result<()> {
    let idx = to_index(i)?;
    match &v {
        Value::Tensor(src) => ops::index::setitem(t, &idx, Arg::T(src)),
        other => ops::index::setitem(
            t,
            &idx,
            Arg::S(to_scalar(other).map_err(|_| {
                type_error(format!(
                    "can't assign a {} to a torch.{}Tensor",
                    other.type_name(),
                    t.dtype().legacy_name()
                ))
            })?),
        ),
    }
}

/// Tensor-or-number argument held by value.
pub enum Operand {
    T(Tensor),
    S(Scalar),
}

impl Operand {
    pub fn arg(&self) -> Arg<'_> {
        match self {
            Operand::T(t) => Arg::T(t),
            Operand::S(s) => Arg::S(*s),
        }
    }
}

pub fn operand(v: &Value, what: &str) -> Result<Operand> {
    match v {
        Value::Tensor(t) => Ok(Operand::T(t.clone())),
        Value::Int(_) | Value::Float(_) | Value::Bool(_) => Ok(Operand::S(to_scalar(v)?)),
        _ => Err(type_error(format!(
            "{what}(): argument 'other' must be Tensor or Number, not {}",
            v.type_name()
        ))),
    }
}

pub fn unary_op_of(name: &str) -> Option<UnaryOp> {
    use UnaryOp::*;
    Some(match name.trim_end_matches('_') {
        "neg" | "negative" => Neg,
        "abs" => Abs,
        "exp" => Exp,
        "log" => Log,
        "log2" => Log2,
        "sqrt" => Sqrt,
        "rsqrt" => Rsqrt,
        "sigmoid" => Sigmoid,
        "tanh" => Tanh,
        "relu" => Relu,
        "sin" => Sin,
        "log10" => Log10,
        "exp2" => Exp2,
        "sinh" => Sinh,
        "cosh" => Cosh,
        "tan" => Tan,
        "asin" => Asin,
        "acos" => Acos,
        "atan" => Atan,
        "frac" => Frac,
        "cos" => Cos,
        "sign" => Sign,
        "floor" => Floor,
        "ceil" => Ceil,
        "round" => Round,
        "trunc" => Trunc,
        "reciprocal" => Reciprocal,
        "square" => Square,
        "logical_not" => LogicalNot,
        "bitwise_not" => BitwiseNot,
        "isnan" => IsNan,
        "isfinite" => IsFinite,
        "isinf" => IsInf,
        "log1p" => Log1p,
        "expm1" => Expm1,
        "erf" => Erf,
        "softplus" => Softplus {
            beta: 1.0,
            threshold: 20.0,
        },
        "gelu" => Gelu,
        "silu" => Silu,
        _ => return None,
    })
}

pub fn binary_op_of(name: &str, alpha: Scalar) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match name.trim_end_matches('_') {
        "add" => Add(alpha),
        "sub" | "subtract" => Sub(alpha),
        "mul" | "multiply" => Mul,
        "div" | "divide" | "true_divide" => Div,
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
        "atan2" => Atan2,
        _ => return None,
    })
}

fn t(v: Tensor) -> Value {
    Value::Tensor(v)
}

fn size_value(shape: Vec<usize>) -> Value {
    Value::Size(Rc::new(shape))
}

fn ints_value(v: &[usize]) -> Value {
    Value::tuple(v.iter().map(|&x| Value::Int(x as i64)).collect())
}

fn dims_arg(a: &Bound, name: &str) -> Result<Option<Vec<i64>>> {
    a.int_list(name)
}

/// The `div(rounding_mode=...)` variants.
fn div_kernel(mode: Option<String>) -> Result<BinaryOp> {
    match mode.as_deref() {
        None => Ok(BinaryOp::Div),
        Some("floor") => Ok(BinaryOp::FloorDiv),
        Some("trunc") => Ok(BinaryOp::TruncDiv),
        Some(m) => Err(runtime(format!(
            "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{m}'"
        ))),
    }
}

pub fn call_method(it: &mut Interp, x: &Tensor, name: &str, args: Args) -> Result<Value> {
    let pos = &args.pos;
    if let Some(op) = unary_op_of(name) {
        if !matches!(name, "round" | "round_") || pos.is_empty() {
            args.bind(name, &[])?;
            return if name.ends_with('_') {
                ops::unary_(name, op, x)?;
                Ok(t(x.clone()))
            } else {
                Ok(t(ops::unary(name, op, x)?))
            };
        }
    }
    if let Some(op) = binary_op_of(name, Scalar::Int(1)) {
        let a = args.bind(name, &["other", "*", "alpha=", "rounding_mode="])?;
        let other = operand(&a.value("other")?, name)?;
        let alpha = a.scalar("alpha")?.unwrap_or(Scalar::Int(1));
        let op = match op {
            BinaryOp::Add(_) => BinaryOp::Add(alpha),
            BinaryOp::Sub(_) => BinaryOp::Sub(alpha),
            BinaryOp::Div => div_kernel(a.str("rounding_mode")?)?,
            o => o,
        };
        return if name.ends_with('_') {
            ops::binary_(name, op, x, other.arg())?;
            Ok(t(x.clone()))
        } else {
            Ok(t(ops::binary(name, op, Arg::T(x), other.arg())?))
        };
    }
    Ok(match name {
        // ------------------------------------------------------------- views
        "view" => {
            if let Some(Value::DType(d)) = pos.first() {
                if *d != x.dtype() {
                    return Err(runtime("view(dtype) that changes the element size is not supported in stridelab"));
                }
                return Ok(t(view::alias(x)?));
            }
            t(view::view(x, &varargs_ints(pos, "view")?)?)
        }
        "reshape" => t(view::reshape(x, &varargs_ints(pos, "reshape")?)?),
        "view_as" | "reshape_as" => {
            let a = args.bind(name, &["other"])?;
            let o = a.tensor("other")?;
            let s: Vec<i64> = o.shape().iter().map(|&v| v as i64).collect();
            t(if name == "view_as" { view::view(x, &s)? } else { view::reshape(x, &s)? })
        }
        "transpose" | "swapaxes" | "swapdims" => {
            let a = args.bind(name, &["dim0", "dim1"])?;
            t(view::transpose(x, a.i64_or("dim0", 0)?, a.i64_or("dim1", 0)?)?)
        }
        "t" => t(view::t(x)?),
        "permute" => t(view::permute(x, &varargs_ints(pos, "permute")?)?),
        "movedim" | "moveaxis" => {
            let a = args.bind(name, &["source", "destination"])?;
            let s = a.int_list("source")?.unwrap_or_default();
            let d = a.int_list("destination")?.unwrap_or_default();
            t(view::movedim(x, &s, &d)?)
        }
        "select" => {
            let a = args.bind("select", &["dim", "index"])?;
            t(view::select(x, a.i64_or("dim", 0)?, a.i64_or("index", 0)?)?)
        }
        "narrow" => {
            let a = args.bind("narrow", &["dim", "start", "length"])?;
            t(view::narrow(x, a.i64_or("dim", 0)?, a.i64_or("start", 0)?, a.i64_or("length", 0)?)?)
        }
        "unsqueeze" => {
            let a = args.bind("unsqueeze", &["dim"])?;
            t(view::unsqueeze(x, a.i64_or("dim", 0)?)?)
        }
        "squeeze" => {
            let a = args.bind("squeeze", &["dim="])?;
            match a.get("dim") {
                None => t(view::squeeze(x, None)?),
                Some(v) => t(view::squeeze(x, Some(&int_list(v)?))?),
            }
        }
        "flatten" => {
            let a = args.bind("flatten", &["start_dim=", "end_dim="])?;
            t(view::flatten(x, a.i64_or("start_dim", 0)?, a.i64_or("end_dim", -1)?)?)
        }
        "unflatten" => {
            let a = args.bind("unflatten", &["dim", "sizes"])?;
            t(view::unflatten(x, a.i64_or("dim", 0)?, &a.int_list("sizes")?.unwrap_or_default())?)
        }
        "expand" => t(view::expand(x, &varargs_ints(pos, "expand")?)?),
        "broadcast_to" => {
            let a = args.bind("broadcast_to", &["size"])?;
            t(view::expand(x, &a.int_list("size")?.unwrap_or_default())?)
        }
        "expand_as" => {
            let a = args.bind("expand_as", &["other"])?;
            t(view::expand_as(x, &a.tensor("other")?)?)
        }
        "unfold" => {
            let a = args.bind("unfold", &["dimension", "size", "step"])?;
            t(view::unfold(x, a.i64_or("dimension", 0)?, a.i64_or("size", 0)?, a.i64_or("step", 1)?)?)
        }
        "diagonal" => {
            let a = args.bind("diagonal", &["offset=", "dim1=", "dim2="])?;
            t(view::diagonal(x, a.i64_or("offset", 0)?, a.i64_or("dim1", 0)?, a.i64_or("dim2", 1)?)?)
        }
        "as_strided" => {
            let a = args.bind("as_strided", &["size", "stride", "storage_offset="])?;
            t(view::as_strided(
                x,
                &a.int_list("size")?.unwrap_or_default(),
                &a.int_list("stride")?.unwrap_or_default(),
                a.i64("storage_offset")?,
            )?)
        }
        "chunk" => {
            let a = args.bind("chunk", &["chunks", "dim="])?;
            let parts = view::chunk(x, a.i64_or("chunks", 1)?, a.i64_or("dim", 0)?)?;
            Value::tuple(parts.into_iter().map(t).collect())
        }
        "split" => {
            let a = args.bind("split", &["split_size", "dim="])?;
            let sizes = match a.value("split_size")? {
                Value::Int(n) => view::SplitSizes::Each(n),
                v => view::SplitSizes::List(int_list(&v)?),
            };
            Value::tuple(view::split(x, sizes, a.i64_or("dim", 0)?)?.into_iter().map(t).collect())
        }
        "unbind" => {
            let a = args.bind("unbind", &["dim="])?;
            Value::tuple(view::unbind(x, a.i64_or("dim", 0)?)?.into_iter().map(t).collect())
        }
        "contiguous" => {
            let a = args.bind("contiguous", &["memory_format="])?;
            let _ = a.memory_format("memory_format")?;
            t(ops::contiguous(x)?)
        }
        "clone" => {
            let a = args.bind("clone", &["*", "memory_format="])?;
            t(ops::clone(x, a.memory_format("memory_format")?)?)
        }
        "detach" => t(crate::autograd::detach(x)),
        "detach_" => {
            crate::autograd::detach_(x)?;
            t(x.clone())
        }
        "flip" => t(ops::flip(x, &varargs_ints(pos, "flip")?)?),
        "t_" => {
            let l = x.layout().t()?;
            view::restride_(x, l)?;
            t(x.clone())
        }
        "transpose_" => {
            let a = args.bind(name, &["dim0", "dim1"])?;
            let l = x.layout().transpose(a.i64_or("dim0", 0)?, a.i64_or("dim1", 0)?)?;
            view::restride_(x, l)?;
            t(x.clone())
        }
        "unsqueeze_" => {
            let a = args.bind(name, &["dim"])?;
            let l = x.layout().unsqueeze(a.i64_or("dim", 0)?)?;
            view::restride_(x, l)?;
            t(x.clone())
        }
        "squeeze_" => {
            let a = args.bind(name, &["dim="])?;
            let dims = a.int_list("dim")?;
            let l = x.layout().squeeze(dims.as_deref())?;
            view::restride_(x, l)?;
            t(x.clone())
        }
        // ------------------------------------------------------------- info
        "size" => {
            let a = args.bind("size", &["dim="])?;
            match a.i64("dim")? {
                None => size_value(x.shape()),
                Some(d) => Value::Int(x.shape()[crate::layout::wrap_dim(d, x.ndim())?] as i64),
            }
        }
        "stride" => {
            let a = args.bind("stride", &["dim="])?;
            match a.i64("dim")? {
                None => ints_value(&x.strides()),
                Some(d) => Value::Int(x.strides()[crate::layout::wrap_dim(d, x.ndim())?] as i64),
            }
        }
        "storage_offset" => Value::Int(x.offset() as i64),
        "dim" | "ndimension" => Value::Int(x.ndim() as i64),
        "numel" | "nelement" => Value::Int(x.numel() as i64),
        "__len__" => Value::Int(*x.shape().first().unwrap_or(&0) as i64),
        "is_contiguous" => {
            let a = args.bind("is_contiguous", &["memory_format="])?;
            let _ = a.memory_format("memory_format")?;
            Value::Bool(x.is_contiguous())
        }
        "data_ptr" => Value::Int(x.data_ptr() as i64),
        "untyped_storage" => Value::Object(Rc::new(StorageObj(x.storage()))),
        "element_size" => Value::Int(x.dtype().itemsize() as i64),
        "is_floating_point" => Value::Bool(x.dtype().is_floating()),
        "get_device" => Value::Int(-1),
        "item" => match ops::item(x)? {
            Scalar::Bool(b) => Value::Bool(b),
            Scalar::Int(i) => Value::Int(i),
            Scalar::Float(f) => Value::Float(f),
        },
        "tolist" => tolist(x)?,
        "is_nonzero" => Value::Bool(it.truthy(&Value::Tensor(x.clone()))?),
        // ------------------------------------------------------------- conversions
        "float" => t(ops::to_dtype_grad(x, DType::Float32)?),
        "double" => t(ops::to_dtype_grad(x, DType::Float64)?),
        "long" => t(ops::to_dtype_grad(x, DType::Int64)?),
        "int" => t(ops::to_dtype_grad(x, DType::Int32)?),
        "bool" => t(ops::to_dtype_grad(x, DType::Bool)?),
        "byte" => t(ops::to_dtype_grad(x, DType::UInt8)?),
        "half" => return Err(runtime("float16 is not supported in stridelab (float32, float64, int32, int64, uint8, bool are)")),
        "type_as" => {
            let a = args.bind("type_as", &["other"])?;
            t(ops::to_dtype_grad(x, a.tensor("other")?.dtype())?)
        }
        "type" => match pos.first() {
            None => Value::str(&format!("torch.{}Tensor", x.dtype().legacy_name())),
            Some(Value::DType(d)) => t(ops::to_dtype_grad(x, *d)?),
            Some(v) => return Err(type_error(format!("type(): expected a dtype, got {}", v.type_name()))),
        },
        "to" => {
            let mut dtype = None;
            let mut device = None;
            for v in pos.iter().chain(args.kw.iter().filter(|(k, _)| k == "dtype" || k == "device").map(|(_, v)| v)) {
                match v {
                    Value::DType(d) => dtype = Some(*d),
                    Value::Device(d) => device = Some(*d),
                    Value::Str(s) => device = Some(crate::Device::parse(s)?),
                    Value::Tensor(o) => {
                        dtype = Some(o.dtype());
                        device = Some(o.device());
                    }
                    Value::Bool(_) => {}
                    v => {
                        return Err(super::args::unsupported_dtype(v).unwrap_or_else(|| {
                            type_error(format!("to() received an invalid combination of arguments - got ({})", v.type_name()))
                        }))
                    }
                }
            }
            let mut r = x.clone();
            if let Some(d) = device {
                r = ops::to_device_grad(&r, d)?;
            }
            if let Some(d) = dtype {
                r = ops::to_dtype_grad(&r, d)?;
            }
            t(r)
        }
        "cpu" => t(ops::to_device_grad(x, crate::Device::Cpu)?),
        "cuda" => return Err(runtime("Torch not compiled with CUDA enabled (stridelab has no CUDA; use .to(\"webgpu\"))")),
        "numpy" => return Err(runtime("numpy is not available in stridelab; use .tolist()")),
        // ------------------------------------------------------------- elementwise
        "clamp" | "clip" | "clamp_" | "clip_" => {
            let a = args.bind(name, &["min=", "max="])?;
            let (lo, hi) = (a.scalar("min")?, a.scalar("max")?);
            if lo.is_none() && hi.is_none() {
                return Err(runtime("torch.clamp: At least one of 'min' or 'max' must not be None"));
            }
            if name.ends_with('_') {
                ops::unary_(name, UnaryOp::Clamp { min: lo, max: hi }, x)?;
                t(x.clone())
            } else {
                t(ops::clamp(x, lo, hi)?)
            }
        }
        "clamp_min" | "clamp_max" | "clamp_min_" | "clamp_max_" => {
            let a = args.bind(name, &["value"])?;
            let v = a.scalar("value")?;
            let (lo, hi) = if name.starts_with("clamp_min") { (v, None) } else { (None, v) };
            if name.ends_with('_') {
                ops::unary_(name, UnaryOp::Clamp { min: lo, max: hi }, x)?;
                t(x.clone())
            } else {
                t(ops::clamp(x, lo, hi)?)
            }
        }
        "round" => {
            let a = args.bind("round", &["*", "decimals="])?;
            let d = a.i64_or("decimals", 0)?;
            let scale = 10f64.powi(d as i32);
            let up = ops::binary("mul", BinaryOp::Mul, Arg::T(x), Arg::S(Scalar::Float(scale)))?;
            let r = ops::unary("round", UnaryOp::Round, &up)?;
            t(ops::binary("div", BinaryOp::Div, Arg::T(&r), Arg::S(Scalar::Float(scale)))?)
        }
        "addcmul" | "addcdiv" | "addcmul_" | "addcdiv_" => {
            let a = args.bind(name, &["tensor1", "tensor2", "*", "value="])?;
            let v = a.scalar("value")?.unwrap_or(Scalar::Int(1));
            let (t1, t2) = (a.tensor("tensor1")?, a.tensor("tensor2")?);
            let op = if name.starts_with("addcmul") { TernaryOp::Addcmul(v) } else { TernaryOp::Addcdiv(v) };
            let targs = [Arg::T(x), Arg::T(&t1), Arg::T(&t2)];
            if name.ends_with('_') {
                ops::ternary_(name, op, &targs)?;
                t(x.clone())
            } else {
                t(ops::ternary(name, op, &targs)?)
            }
        }
        "lerp" | "lerp_" => {
            let a = args.bind(name, &["end", "weight"])?;
            let end = a.tensor("end")?;
            let w = a.value("weight")?;
            let (op, wt) = match &w {
                Value::Tensor(wt) => (TernaryOp::LerpTensor, Some(wt.clone())),
                v => (TernaryOp::Lerp(to_scalar(v)?), None),
            };
            let mut targs = vec![Arg::T(x), Arg::T(&end)];
            if let Some(wt) = &wt {
                targs.push(Arg::T(wt));
            }
            if name.ends_with('_') {
                ops::ternary_(name, op, &targs)?;
                t(x.clone())
            } else {
                t(ops::ternary(name, op, &targs)?)
            }
        }
        "where" => {
            let a = args.bind("where", &["condition", "other"])?;
            let other = operand(&a.value("other")?, "where")?;
            t(ops::where_(&a.tensor("condition")?, Arg::T(x), other.arg())?)
        }
        "masked_fill" | "masked_fill_" => {
            let a = args.bind(name, &["mask", "value"])?;
            let v = operand(&a.value("value")?, name)?;
            let mask = a.tensor("mask")?;
            if name.ends_with('_') {
                ops::index::masked_fill_(x, &mask, v.arg())?;
                t(x.clone())
            } else {
                t(ops::index::masked_fill(x, &mask, v.arg())?)
            }
        }
        "copy_" => {
            let a = args.bind("copy_", &["src", "non_blocking="])?;
            ops::copy_(x, &a.tensor("src")?)?;
            t(x.clone())
        }
        "fill_" => {
            let a = args.bind("fill_", &["value"])?;
            match a.value("value")? {
                Value::Tensor(v) => ops::copy::fill_tensor_(x, &v)?,
                v => ops::fill_(x, to_scalar(&v)?)?,
            }
            t(x.clone())
        }
        "zero_" => {
            args.bind("zero_", &[])?;
            ops::fill_(x, Scalar::Int(0))?;
            t(x.clone())
        }
        "normal_" => {
            let a = args.bind("normal_", &["mean=", "std=", "*", "generator="])?;
            ops::random::fill_random_(
                "normal_",
                x,
                RandomDist::Normal { mean: a.f64_or("mean", 0.0)?, std: a.f64_or("std", 1.0)? },
            )?;
            t(x.clone())
        }
        "uniform_" => {
            let a = args.bind("uniform_", &["from=", "to=", "*", "generator="])?;
            ops::random::fill_random_(
                "uniform_",
                x,
                RandomDist::Uniform { low: a.f64_or("from", 0.0)?, high: a.f64_or("to", 1.0)? },
            )?;
            t(x.clone())
        }
        "bernoulli_" => {
            let a = args.bind("bernoulli_", &["p=", "*", "generator="])?;
            ops::random::fill_random_("bernoulli_", x, RandomDist::Bernoulli { p: a.f64_or("p", 0.5)? })?;
            t(x.clone())
        }
        "random_" => {
            let a = args.bind("random_", &["from_or_to=", "to=", "*", "generator="])?;
            let (lo, hi) = match (a.i64("from_or_to")?, a.i64("to")?) {
                (Some(a), Some(b)) => (a, b),
                (Some(b), None) => (0, b),
                _ => (0, 1 << 24),
            };
            ops::random::fill_random_("random_", x, RandomDist::RandInt { low: lo, high: hi })?;
            t(x.clone())
        }
        "exponential_" => return Err(runtime("exponential_ is not implemented in stridelab")),
        "requires_grad_" => {
            let a = args.bind("requires_grad_", &["requires_grad="])?;
            crate::autograd::set_requires_grad(x, a.bool_or("requires_grad", true)?)?;
            t(x.clone())
        }
        "retain_grad" => {
            crate::autograd::retain_grad(x)?;
            Value::None
        }
        // ------------------------------------------------------------- reductions
        "nansum" => {
            let a = args.bind(name, &["dim=", "keepdim=", "*", "dtype="])?;
            if a.dtype("dtype")?.is_some() {
                return Err(runtime("nansum(dtype=...) is not supported in stridelab"));
            }
            t(ops::nn::nansum(x, dims_arg(&a, "dim")?.as_deref(), a.bool_or("keepdim", false)?)?)
        }
        "sum" | "mean" | "prod" | "amax" | "amin" | "all" | "any" | "logsumexp" => {
            let a = args.bind(name, &["dim=", "keepdim=", "*", "dtype="])?;
            let op = match name {
                "sum" => ReduceOp::Sum,
                "mean" => ReduceOp::Mean,
                "prod" => ReduceOp::Prod,
                "amax" => ReduceOp::Max,
                "amin" => ReduceOp::Min,
                "all" => ReduceOp::All,
                "any" => ReduceOp::Any,
                _ => ReduceOp::LogSumExp,
            };
            let dims = dims_arg(&a, "dim")?;
            if name == "logsumexp" && dims.is_none() {
                return Err(type_error("logsumexp() missing 1 required positional arguments: \"dim\""));
            }
            t(ops::reduce(name, op, x, dims.as_deref(), a.bool_or("keepdim", false)?, a.dtype("dtype")?)?)
        }
        "std" | "var" => {
            let a = args.bind(name, &["dim=", "unbiased=", "keepdim=", "*", "correction="])?;
            let mut correction = a.f64("correction")?.unwrap_or(1.0);
            if let Some(Value::Bool(b)) = a.get("unbiased") {
                correction = if *b { 1.0 } else { 0.0 };
            }
            let dims = match a.get("dim") {
                Some(Value::Bool(b)) => {
                    correction = if *b { 1.0 } else { 0.0 };
                    None
                }
                Some(v) => Some(int_list(v)?),
                None => None,
            };
            let keepdim = a.bool_or("keepdim", false)?;
            if name == "std" {
                t(ops::std_dev(x, dims.as_deref(), correction, keepdim)?)
            } else {
                t(ops::reduce("var", ReduceOp::Var(correction), x, dims.as_deref(), keepdim, None)?)
            }
        }
        "max" | "min" => {
            let is_max = name == "max";
            match pos.first() {
                Some(Value::Tensor(o)) => {
                    let op = if is_max { BinaryOp::Maximum } else { BinaryOp::Minimum };
                    t(ops::binary(if is_max { "maximum" } else { "minimum" }, op, Arg::T(x), Arg::T(o))?)
                }
                _ => {
                    let a = args.bind(name, &["dim=", "keepdim="])?;
                    match a.i64("dim")? {
                        None => {
                            let op = if is_max { ReduceOp::Max } else { ReduceOp::Min };
                            t(ops::reduce(name, op, x, None, false, None)?)
                        }
                        Some(d) => {
                            let (v, i) = ops::max_dim(x, d, a.bool_or("keepdim", false)?, is_max)?;
                            named_tuple(
                                &format!("torch.return_types.{name}"),
                                vec![("values", t(v)), ("indices", t(i))],
                            )
                        }
                    }
                }
            }
        }
        "argmax" | "argmin" => {
            let a = args.bind(name, &["dim=", "keepdim="])?;
            t(ops::arg_reduce(name, name == "argmax", x, a.i64("dim")?, a.bool_or("keepdim", false)?)?)
        }
        "norm" => {
            let a = args.bind("norm", &["p=", "dim=", "keepdim=", "dtype="])?;
            let p = match a.get("p") {
                None => 2.0,
                Some(Value::Str(s)) if &**s == "fro" => 2.0,
                Some(Value::Str(s)) => return Err(runtime(format!("norm with p='{s}' is not supported"))),
                Some(v) => super::args::to_f64(v)?,
            };
            let dims = dims_arg(&a, "dim")?;
            t(ops::reduce("norm", ReduceOp::Norm(p), x, dims.as_deref(), a.bool_or("keepdim", false)?, a.dtype("dtype")?)?)
        }
        "count_nonzero" => {
            let a = args.bind(name, &["dim="])?;
            let nz = ops::binary("ne", BinaryOp::Ne, Arg::T(x), Arg::S(Scalar::Int(0)))?;
            t(ops::reduce("sum", ReduceOp::Sum, &nz, a.int_list("dim")?.as_deref(), false, None)?)
        }
        "softmax" | "log_softmax" => {
            let a = args.bind(name, &["dim", "dtype="])?;
            t(ops::softmax(x, a.i64_or("dim", -1)?, name == "log_softmax", a.dtype("dtype")?)?)
        }
        "cumsum" => {
            let a = args.bind("cumsum", &["dim", "*", "dtype="])?;
            t(ops::cumsum(x, a.i64_or("dim", 0)?, a.dtype("dtype")?)?)
        }
        "topk" => {
            let a = args.bind("topk", &["k", "dim=", "largest=", "sorted="])?;
            let k = a.i64_or("k", 1)?;
            if k < 0 {
                return Err(runtime("selected index k out of range"));
            }
            let (v, i) = ops::index::topk(x, Some(k as usize), a.i64_or("dim", -1)?, a.bool_or("largest", true)?)?;
            named_tuple("torch.return_types.topk", vec![("values", t(v)), ("indices", t(i))])
        }
        "sort" | "argsort" => {
            let a = args.bind(name, &["dim=", "descending=", "stable="])?;
            let (v, i) = ops::index::topk(x, None, a.i64_or("dim", -1)?, a.bool_or("descending", false)?)?;
            if name == "argsort" {
                t(i)
            } else {
                named_tuple("torch.return_types.sort", vec![("values", t(v)), ("indices", t(i))])
            }
        }
        // ------------------------------------------------------------- linear algebra
        "mm" | "bmm" | "matmul" | "dot" | "mv" | "outer" => {
            let a = args.bind(name, &["other"])?;
            let o = a.tensor("other")?;
            t(match name {
                "mm" => ops::mm(x, &o)?,
                "bmm" => ops::bmm(x, &o)?,
                "dot" => ops::dot(x, &o)?,
                "mv" => ops::mv(x, &o)?,
                "outer" => {
                    let c = view::unsqueeze(x, 1)?;
                    ops::binary("mul", BinaryOp::Mul, Arg::T(&c), Arg::T(&o))?
                }
                _ => ops::matmul(x, &o)?,
            })
        }
        // ------------------------------------------------------------- indexing
        "gather" => {
            let a = args.bind("gather", &["dim", "index"])?;
            t(ops::index::gather(x, a.i64_or("dim", 0)?, &a.tensor("index")?)?)
        }
        "scatter" | "scatter_" | "scatter_add" | "scatter_add_" => {
            let a = args.bind(name, &["dim", "index", "src=", "value=", "*", "reduce="])?;
            let src = match (a.get("src"), a.get("value")) {
                (Some(v), _) | (None, Some(v)) => operand(v, name)?,
                _ => return Err(type_error(format!("{name}() missing required argument 'src'"))),
            };
            // The deprecated reduce='add' is scatter_add; 'multiply' has no kernel here.
            let add = match a.str("reduce")?.as_deref() {
                None => name.starts_with("scatter_add"),
                Some("add") if !name.starts_with("scatter_add") => true,
                Some("multiply") if !name.starts_with("scatter_add") => {
                    return Err(runtime("scatter(reduce='multiply') is not implemented in stridelab"))
                }
                Some(_) => return Err(runtime("reduce argument must be either add or multiply.")),
            };
            let (d, idx) = (a.i64_or("dim", 0)?, a.tensor("index")?);
            if name.ends_with('_') {
                ops::index::scatter_(x, d, &idx, src.arg(), add)?;
                t(x.clone())
            } else {
                t(ops::index::scatter(x, d, &idx, src.arg(), add)?)
            }
        }
        "index_select" => {
            let a = args.bind("index_select", &["dim", "index"])?;
            t(ops::index::index_select(x, a.i64_or("dim", 0)?, &a.tensor("index")?)?)
        }
        "nonzero" => t(ops::index::nonzero(x)?),
        "repeat" | "tile" => {
            let reps = varargs_ints(pos, name)?;
            t(ops::repeat(x, &reps)?)
        }
        "roll" => {
            let a = args.bind("roll", &["shifts", "dims="])?;
            let shifts = a.int_list("shifts")?.unwrap_or_default();
            let dims = match a.get("dims") {
                None | Some(Value::None) => vec![],
                Some(_) => a.int_list("dims")?.unwrap_or_default(),
            };
            t(ops::arrange::roll(x, &shifts, &dims)?)
        }
        "repeat_interleave" => {
            let a = args.bind("repeat_interleave", &["repeats", "dim=", "*", "output_size="])?;
            let dim = a.i64("dim")?;
            match a.value("repeats")? {
                Value::Tensor(r) => t(ops::arrange::repeat_interleave_tensor(x, &r, dim)?),
                v => t(ops::arrange::repeat_interleave(x, super::args::to_i64(&v)?, dim)?),
            }
        }
        "diff" => {
            let a = args.bind("diff", &["n=", "dim=", "prepend=", "append="])?;
            let (pre, app) = (a.opt_tensor("prepend")?, a.opt_tensor("append")?);
            t(ops::arrange::diff(x, a.i64_or("n", 1)?, a.i64_or("dim", -1)?, pre.as_ref(), app.as_ref())?)
        }
        "unique" => {
            let a = args.bind("unique", &["sorted=", "return_inverse=", "return_counts=", "dim="])?;
            if a.get("dim").is_some_and(|v| !matches!(v, Value::None)) {
                return Err(runtime("unique(dim=...) is not implemented in stridelab"));
            }
            // sorted=False still sorts on the CPU in PyTorch; so do we.
            let (u, inv, counts) = ops::search::unique(x)?;
            let (ri, rc) = (a.bool_or("return_inverse", false)?, a.bool_or("return_counts", false)?);
            match (ri, rc) {
                (false, false) => t(u),
                (true, false) => Value::tuple(vec![t(u), t(inv)]),
                (false, true) => Value::tuple(vec![t(u), t(counts)]),
                (true, true) => Value::tuple(vec![t(u), t(inv), t(counts)]),
            }
        }
        "diag" => {
            let a = args.bind("diag", &["diagonal="])?;
            t(ops::arrange::diag(x, a.i64_or("diagonal", 0)?)?)
        }
        "tril" | "triu" => {
            let a = args.bind(name, &["diagonal="])?;
            t(ops::tri(x, a.i64_or("diagonal", 0)?, name == "tril")?)
        }
        // ------------------------------------------------------------- comparisons
        "equal" => {
            let a = args.bind("equal", &["other"])?;
            Value::Bool(ops::equal(x, &a.tensor("other")?)?)
        }
        "allclose" | "isclose" => {
            let a = args.bind(name, &["other", "rtol=", "atol=", "equal_nan="])?;
            let o = a.tensor("other")?;
            let (rtol, atol, nan) = (a.f64_or("rtol", 1e-5)?, a.f64_or("atol", 1e-8)?, a.bool_or("equal_nan", false)?);
            if name == "allclose" {
                Value::Bool(ops::allclose(x, &o, rtol, atol, nan)?)
            } else {
                t(ops::isclose(x, &o, rtol, atol, nan)?)
            }
        }
        "dist" => {
            let a = args.bind("dist", &["other", "p="])?;
            let d = ops::binary("sub", BinaryOp::Sub(Scalar::Int(1)), Arg::T(x), Arg::T(&a.tensor("other")?))?;
            t(ops::reduce("norm", ReduceOp::Norm(a.f64_or("p", 2.0)?), &d, None, false, None)?)
        }
        // ------------------------------------------------------------- factories
        "new_zeros" | "new_ones" | "new_empty" | "new_full" => {
            let (shape, fill) = if name == "new_full" {
                let a = args.bind(name, &["size", "fill_value", "*", "dtype=", "device=", "requires_grad="])?;
                (a.int_list("size")?.unwrap_or_default(), a.scalar("fill_value")?)
            } else {
                let sizes: Vec<Value> = pos.clone();
                (varargs_ints(&sizes, name)?, if name == "new_ones" { Some(Scalar::Int(1)) } else { None })
            };
            let dt = args.kw.iter().find(|(k, _)| k == "dtype").and_then(|(_, v)| if let Value::DType(d) = v { Some(*d) } else { None });
            let shape = ops::factory::check_shape(&shape)?;
            let r = match fill {
                Some(f) => ops::full(&shape, f, Some(dt.unwrap_or(x.dtype())), x.device())?,
                None => ops::zeros(&shape, Some(dt.unwrap_or(x.dtype())), x.device())?,
            };
            t(r)
        }
        "new_tensor" => {
            let a = args.bind(name, &["data", "*", "dtype=", "requires_grad="])?;
            let (vals, shape) = super::torch_api::nested_values(&a.value("data")?)?;
            t(ops::tensor(&vals, &shape, Some(a.dtype("dtype")?.unwrap_or(x.dtype())), x.device())?)
        }
        // ------------------------------------------------------------- autograd
        "backward" => {
            let a = args.bind("backward", &["gradient=", "retain_graph=", "create_graph=", "inputs="])?;
            let g = a.opt_tensor("gradient")?;
            let create = a.bool_or("create_graph", false)?;
            let retain = match a.get("retain_graph") {
                Some(v) => it.truthy(v)?,
                None => create,
            };
            crate::autograd::backward(x, g.as_ref(), retain, create)?;
            Value::None
        }
        "register_hook" => return Err(runtime("register_hook is not supported in stridelab yet")),
        _ => {
            return Err(TorchError::new(
                ErrorKind::AttributeError,
                format!("'Tensor' object has no attribute '{name}'"),
            ))
        }
    })
}

/// `tolist()`: nested lists of Python numbers.
pub fn tolist(x: &Tensor) -> Result<Value> {
    let vals = x.to_f64_vec()?;
    let shape = x.shape();
    let dt = x.dtype();
    let conv = |v: f64| -> Value {
        match dt {
            DType::Bool => Value::Bool(v != 0.0),
            d if d.is_floating() => Value::Float(v),
            _ => Value::Int(v as i64),
        }
    };
    fn build(vals: &[f64], shape: &[usize], conv: &dyn Fn(f64) -> Value) -> Value {
        if shape.is_empty() {
            return conv(vals[0]);
        }
        let inner: usize = shape[1..].iter().product();
        Value::list(
            (0..shape[0])
                .map(|i| build(&vals[i * inner..(i + 1) * inner], &shape[1..], conv))
                .collect(),
        )
    }
    if shape.is_empty() {
        return Ok(conv(vals[0]));
    }
    Ok(build(&vals, &shape, &conv))
}
