//! The `torch` namespace (and `torch.nn.functional`, `math`) as scripts see it.

use super::args::{to_f64, to_scalar, varargs_ints, Args};
use super::eval::Interp;
use super::objects::{named_tuple, NoGradCtx, NullCtx};
use super::tensor_api::{binary_op_of, call_method, operand, unary_op_of};
use super::value::*;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{runtime, type_error, value_error, Result};
use crate::kernels::TernaryOp;
use crate::layout::MemoryFormat;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::rc::Rc;

/// Names under `torch.` that are plain functions (dispatched in `call`).
const TORCH_FNS: &[&str] = &[
    "tensor",
    "as_tensor",
    "from_numpy",
    "arange",
    "zeros",
    "ones",
    "full",
    "empty",
    "eye",
    "linspace",
    "zeros_like",
    "ones_like",
    "empty_like",
    "full_like",
    "rand",
    "randn",
    "randint",
    "rand_like",
    "randn_like",
    "randperm",
    "manual_seed",
    "initial_seed",
    "seed",
    "no_grad",
    "enable_grad",
    "set_grad_enabled",
    "is_grad_enabled",
    "is_tensor",
    "numel",
    "broadcast_tensors",
    "broadcast_shapes",
    "cat",
    "concat",
    "concatenate",
    "stack",
    "where",
    "matmul",
    "mm",
    "bmm",
    "dot",
    "mv",
    "outer",
    "maximum",
    "minimum",
    "clamp",
    "clip",
    "sum",
    "mean",
    "prod",
    "max",
    "min",
    "amax",
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
    "gather",
    "scatter",
    "scatter_add",
    "index_select",
    "nonzero",
    "equal",
    "allclose",
    "isclose",
    "addcmul",
    "addcdiv",
    "lerp",
    "flatten",
    "unflatten",
    "reshape",
    "transpose",
    "swapaxes",
    "permute",
    "movedim",
    "moveaxis",
    "squeeze",
    "unsqueeze",
    "narrow",
    "select",
    "chunk",
    "split",
    "unbind",
    "flip",
    "t",
    "diagonal",
    "as_strided",
    "clone",
    "masked_fill",
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
    "result_type",
    "promote_types",
    "can_cast",
    "get_default_dtype",
    "set_default_dtype",
    "set_default_device",
    "get_default_device",
    "set_num_threads",
    "get_num_threads",
    "is_floating_point",
    "empty_strided",
    "count_nonzero",
    "tril",
    "triu",
    "repeat_interleave",
    "tile",
    "nansum",
    "diff",
    "logspace",
    "unique",
    "searchsorted",
    "bucketize",
    "roll",
    "diag",
    "hstack",
    "vstack",
    "row_stack",
    "dstack",
    "column_stack",
    "atan2",
    "device",
    "Size",
    "dist",
    "set_printoptions",
    "Generator",
    "is_nonzero",
    "numel",
];

const NN_FNS: &[&str] = &[
    "linear",
    "relu",
    "sigmoid",
    "tanh",
    "softmax",
    "log_softmax",
    "mse_loss",
    "cross_entropy",
    "nll_loss",
    "gelu",
    "silu",
    "leaky_relu",
    "elu",
    "softplus",
    "normalize",
    "dropout",
    "l1_loss",
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "one_hot",
    "pad",
    "embedding",
    "cosine_similarity",
    "layer_norm",
    "relu_",
    "logsigmoid",
];

/// `torch.nn.functional` names that are also `torch.X` (same function in PyTorch).
const TORCH_AND_FUNCTIONAL: &[&str] = &["cosine_similarity"];

/// `torch.linalg` names: the norms run, the rest say they are not implemented.
const LINALG_FNS: &[&str] = &[
    "vector_norm",
    "norm",
    "matrix_norm",
    "inv",
    "det",
    "slogdet",
    "solve",
    "qr",
    "svd",
    "svdvals",
    "eig",
    "eigh",
    "eigvals",
    "eigvalsh",
    "cholesky",
    "lstsq",
    "pinv",
    "matrix_rank",
    "lu",
    "lu_factor",
    "matrix_power",
    "matrix_exp",
    "cross",
    "vecdot",
    "multi_dot",
    "cond",
];

const MATH_FNS: &[&str] = &[
    "sqrt",
    "exp",
    "log",
    "log2",
    "log10",
    "sin",
    "cos",
    "tan",
    "tanh",
    "floor",
    "ceil",
    "fabs",
    "pow",
    "isnan",
    "isinf",
    "isfinite",
    "atan2",
    "atan",
    "asin",
    "acos",
    "prod",
    "fsum",
    "isclose",
    "trunc",
    "erf",
    "gcd",
    "comb",
    "factorial",
    "copysign",
    "hypot",
    "log1p",
    "expm1",
    "degrees",
    "radians",
];

pub fn namespace_attr(ns: &str, name: &str) -> Option<Value> {
    match ns {
        "torch" => torch_attr(name),
        "torch.nn" => match name {
            "functional" => Some(Value::Namespace("torch.nn.functional")),
            "init" => Some(Value::Namespace("torch.nn.init")),
            "Module" | "Parameter" | "Linear" | "ReLU" | "Sigmoid" | "Tanh" | "Sequential"
            | "MSELoss" | "CrossEntropyLoss" | "GELU" | "Identity" | "Softmax" | "LayerNorm"
            | "Embedding" | "ModuleList" | "Dropout" | "SiLU" | "LeakyReLU" | "Flatten"
            | "L1Loss" | "NLLLoss" | "BCELoss" | "BCEWithLogitsLoss" => {
                Some(Value::builtin(&format!("torch.nn.{name}")))
            }
            _ => None,
        },
        "torch.linalg" => LINALG_FNS
            .contains(&name)
            .then(|| Value::builtin(&format!("torch.linalg.{name}"))),
        "torch.nn.functional" => NN_FNS
            .contains(&name)
            .then(|| Value::builtin(&format!("torch.nn.functional.{name}"))),
        "torch.nn.init" => matches!(
            name,
            "zeros_"
                | "ones_"
                | "normal_"
                | "uniform_"
                | "constant_"
                | "kaiming_uniform_"
                | "xavier_uniform_"
                | "kaiming_normal_"
                | "xavier_normal_"
        )
        .then(|| Value::builtin(&format!("torch.nn.init.{name}"))),
        "torch.optim" => matches!(name, "SGD" | "Adam" | "AdamW")
            .then(|| Value::builtin(&format!("torch.optim.{name}"))),
        "torch.autograd" => match name {
            "grad" | "backward" => Some(Value::builtin(&format!("torch.autograd.{name}"))),
            "set_detect_anomaly" | "detect_anomaly" => {
                Some(Value::builtin("torch.autograd.set_detect_anomaly"))
            }
            _ => None,
        },
        "stridelab" => super::lab_api::FUNCTIONS
            .contains(&name)
            .then(|| Value::builtin(&format!("stridelab.{name}"))),
        "math" => match name {
            "pi" => Some(Value::Float(std::f64::consts::PI)),
            "e" => Some(Value::Float(std::f64::consts::E)),
            "inf" => Some(Value::Float(f64::INFINITY)),
            "nan" => Some(Value::Float(f64::NAN)),
            "tau" => Some(Value::Float(std::f64::consts::TAU)),
            _ => MATH_FNS
                .contains(&name)
                .then(|| Value::builtin(&format!("math.{name}"))),
        },
        _ => None,
    }
}

fn torch_attr(name: &str) -> Option<Value> {
    if let Some(d) = DType::from_name(name) {
        return Some(Value::DType(d));
    }
    Some(match name {
        "float16" | "half" | "bfloat16" | "complex64" | "cfloat" | "int8" | "int16" | "short" => {
            // Known to PyTorch but not to us: an attribute error would mislead.
            return Some(Value::builtin(&format!(
                "torch.__unsupported_dtype__.{name}"
            )));
        }
        "contiguous_format" => Value::MemoryFormat(MemoryFormat::Contiguous),
        "preserve_format" => Value::MemoryFormat(MemoryFormat::Preserve),
        "channels_last" => Value::builtin("torch.__unsupported_dtype__.channels_last"),
        "Tensor" => Value::builtin("torch.Tensor"),
        "nn" => Value::Namespace("torch.nn"),
        "linalg" => Value::Namespace("torch.linalg"),
        "optim" => Value::Namespace("torch.optim"),
        "autograd" => Value::Namespace("torch.autograd"),
        "inf" => Value::Float(f64::INFINITY),
        "nan" => Value::Float(f64::NAN),
        "pi" => Value::Float(std::f64::consts::PI),
        "e" => Value::Float(std::f64::consts::E),
        "__version__" => Value::str("2.15.0+stridelab"),
        "strided" => Value::str("torch.strided"),
        _ if TORCH_FNS.contains(&name) || TORCH_AND_FUNCTIONAL.contains(&name) => {
            Value::builtin(&format!("torch.{name}"))
        }
        _ => return None,
    })
}

/// Flattens nested lists/tuples of numbers (or 0-d tensors) into values and a shape, with
/// PyTorch's error for ragged input.
pub fn nested_values(v: &Value) -> Result<(Vec<Scalar>, Vec<usize>)> {
    fn walk(v: &Value, depth: usize, shape: &mut Vec<usize>, out: &mut Vec<Scalar>) -> Result<()> {
        let items: Option<Vec<Value>> = match v {
            Value::List(l) => Some(l.borrow().clone()),
            Value::Tuple(_) | Value::Size(_) => v.tuple_items(),
            Value::Tensor(t) if t.ndim() > 0 => {
                Some(super::tensor_api::tolist(t)?).and_then(|x| match x {
                    Value::List(l) => Some(l.borrow().clone()),
                    _ => None,
                })
            }
            _ => None,
        };
        match items {
            Some(items) => {
                if shape.len() == depth {
                    shape.push(items.len());
                } else if shape[depth] != items.len() {
                    return Err(value_error(format!(
                        "expected sequence of length {} at dim {depth} (got {})",
                        shape[depth],
                        items.len()
                    )));
                }
                for i in &items {
                    walk(i, depth + 1, shape, out)?;
                }
                Ok(())
            }
            None => {
                if depth < shape.len() {
                    return Err(type_error(format!(
                        "expected a sequence at dim {depth}, got {}",
                        v.type_name()
                    )));
                }
                if let Value::BigInt(_) = v {
                    return Err(value_error("Overflow when unpacking long long"));
                }
                out.push(to_scalar(v).map_err(|_| {
                    type_error(format!("new(): invalid data type '{}'", v.type_name()))
                })?);
                Ok(())
            }
        }
    }
    let mut shape = Vec::new();
    let mut out = Vec::new();
    walk(v, 0, &mut shape, &mut out)?;
    let n: usize = shape.iter().product();
    if n != out.len() {
        return Err(value_error("expected a rectangular nested sequence"));
    }
    Ok((out, shape))
}

fn device_arg(a: &super::args::Bound) -> Result<Device> {
    match a.get("device") {
        None => Ok(crate::device::default_device()),
        Some(Value::Device(d)) => Ok(*d),
        Some(Value::Str(s)) => Device::parse(s),
        Some(v) => Err(type_error(format!(
            "device must be a string or torch.device, not {}",
            v.type_name()
        ))),
    }
}

fn finish(t: Tensor, a: &super::args::Bound) -> Result<Value> {
    if a.bool_or("requires_grad", false)? {
        crate::autograd::set_requires_grad(&t, true)?;
    }
    Ok(Value::Tensor(t))
}

/// Factory signature: sizes as varargs or one sequence, then keywords.
fn factory_args(args: &Args, fname: &str) -> Result<(Vec<usize>, super::args::Bound)> {
    let shape = varargs_ints(&args.pos, fname)?;
    let kw = Args {
        pos: vec![],
        kw: args.kw.clone(),
    };
    let a = kw.bind(
        fname,
        &[
            "*",
            "dtype=",
            "device=",
            "requires_grad=",
            "layout=",
            "pin_memory=",
            "generator=",
            "out=",
            "memory_format=",
        ],
    )?;
    Ok((ops::factory::check_shape(&shape)?, a))
}

fn tensor_first(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    let mut args = args;
    if args.pos.is_empty() {
        if let Some(k) = args.kw.iter().position(|(k, _)| k == "input") {
            let (_, v) = args.kw.remove(k);
            args.pos.insert(0, v);
        }
    }
    let Some(first) = args.pos.first().cloned() else {
        return Err(type_error(format!(
            "{name}() missing 1 required positional argument: 'input'"
        )));
    };
    let Value::Tensor(x) = first else {
        return Err(type_error(format!(
            "{name}(): argument 'input' (position 1) must be Tensor, not {}",
            first.type_name()
        )));
    };
    args.pos.remove(0);
    call_method(it, &x, name, args)
}

pub fn call(it: &mut Interp, full: &str, args: Args) -> Result<Value> {
    if let Some(name) = full.strip_prefix("math.") {
        return math(name, &args);
    }
    if let Some(name) = full.strip_prefix("torch.nn.functional.") {
        return super::functional::call(it, name, args);
    }
    // The functional ops PyTorch also exposes as `torch.X`, run by the same code.
    if let Some(name) = full
        .strip_prefix("torch.")
        .filter(|n| TORCH_AND_FUNCTIONAL.contains(n))
    {
        return super::functional::call(it, name, args);
    }
    if full.starts_with("torch.nn.")
        || full.starts_with("torch.optim.")
        || full.starts_with("torch.autograd.")
    {
        return super::nn::call_constructor(it, full, args);
    }
    if let Some(f) = full.strip_prefix("torch.linalg.") {
        return linalg_call(f, args);
    }
    if full.starts_with("torch.__unsupported_dtype__.") {
        return Err(super::args::unsupported_dtype(&Value::builtin(full)).expect("marker"));
    }
    let name = full.strip_prefix("torch.").unwrap_or(full);
    let pos = &args.pos;
    Ok(match name {
        "tensor" | "as_tensor" => {
            let a = args.bind(name, &["data", "*", "dtype=", "device=", "requires_grad="])?;
            let data = a.value("data")?;
            if let Value::Tensor(src) = &data {
                // torch.tensor(t) copies (and warns in PyTorch); as_tensor may alias.
                let dt = a.dtype("dtype")?.unwrap_or(src.dtype());
                let c = crate::autograd::detach(&ops::clone(
                    &ops::to_dtype(src, dt)?,
                    MemoryFormat::Contiguous,
                )?);
                return finish(c, &a);
            }
            let (vals, shape) = nested_values(&data)?;
            let dt = a.dtype("dtype")?;
            if a.bool_or("requires_grad", false)?
                && !dt.unwrap_or(ops::factory::infer_dtype(&vals)).is_floating()
            {
                return Err(runtime(
                    "Only Tensors of floating point and complex dtype can require gradients",
                ));
            }
            finish(ops::tensor(&vals, &shape, dt, device_arg(&a)?)?, &a)?
        }
        "zeros" | "ones" | "empty" | "rand" | "randn" => {
            let (shape, a) = factory_args(&args, name)?;
            let (dt, dev) = (a.dtype("dtype")?, device_arg(&a)?);
            let t = match name {
                "zeros" | "empty" => ops::zeros(&shape, dt, dev)?,
                "ones" => ops::ones(&shape, dt, dev)?,
                "rand" => ops::random::rand(&shape, dt, dev)?,
                _ => ops::random::randn(&shape, dt, dev)?,
            };
            finish(t, &a)?
        }
        "full" => {
            let a = args.bind(
                "full",
                &[
                    "size",
                    "fill_value",
                    "*",
                    "dtype=",
                    "device=",
                    "requires_grad=",
                ],
            )?;
            let shape = ops::factory::check_shape(&a.int_list("size")?.unwrap_or_default())?;
            let v = a
                .scalar("fill_value")?
                .ok_or_else(|| type_error("full() missing fill_value"))?;
            finish(
                ops::full(&shape, v, a.dtype("dtype")?, device_arg(&a)?)?,
                &a,
            )?
        }
        "empty_strided" => {
            let a = args.bind(
                name,
                &["size", "stride", "*", "dtype=", "device=", "requires_grad="],
            )?;
            let shape = ops::factory::check_shape(&a.int_list("size")?.unwrap_or_default())?;
            let stride = ops::factory::check_shape(&a.int_list("stride")?.unwrap_or_default())?;
            if shape.len() != stride.len() {
                return Err(runtime("mismatch in length of strides and shape"));
            }
            finish(
                ops::empty_strided(
                    &shape,
                    &stride,
                    a.dtype("dtype")?.unwrap_or(DType::Float32),
                    device_arg(&a)?,
                )?,
                &a,
            )?
        }
        "randint" => {
            let ints: Vec<&Value> = pos.iter().filter(|v| matches!(v, Value::Int(_))).collect();
            let (lo, hi) = match ints.as_slice() {
                [h] => (0, super::args::to_i64(h)?),
                [l, h, ..] => (super::args::to_i64(l)?, super::args::to_i64(h)?),
                _ => return Err(type_error("randint() missing required argument 'high'")),
            };
            let size = pos
                .iter()
                .find(|v| matches!(v, Value::Tuple(_) | Value::List(_) | Value::Size(_)))
                .or(args.kw.iter().find(|(k, _)| k == "size").map(|(_, v)| v))
                .ok_or_else(|| type_error("randint() missing required argument 'size'"))?;
            let shape = ops::factory::check_shape(&super::args::int_list(size)?)?;
            let kw = Args {
                pos: vec![],
                kw: args
                    .kw
                    .iter()
                    .filter(|(k, _)| k != "size")
                    .cloned()
                    .collect(),
            };
            let a = kw.bind(
                name,
                &["*", "dtype=", "device=", "requires_grad=", "generator="],
            )?;
            Value::Tensor(ops::random::randint(
                lo,
                hi,
                &shape,
                a.dtype("dtype")?,
                device_arg(&a)?,
            )?)
        }
        "randperm" => {
            let a = args.bind(name, &["n", "*", "dtype=", "device=", "generator="])?;
            Value::Tensor(ops::random::randperm(
                a.i64_or("n", 0)?.max(0) as usize,
                device_arg(&a)?,
            )?)
        }
        "arange" => {
            let a = args.bind(
                "arange",
                &[
                    "start",
                    "end=",
                    "step=",
                    "*",
                    "dtype=",
                    "device=",
                    "requires_grad=",
                ],
            )?;
            let s0 = a.scalar("start")?.unwrap_or(Scalar::Int(0));
            let (start, end) = match a.scalar("end")? {
                Some(e) => (s0, e),
                None => (Scalar::Int(0), s0),
            };
            let step = a.scalar("step")?.unwrap_or(Scalar::Int(1));
            finish(
                ops::arange(start, end, step, a.dtype("dtype")?, device_arg(&a)?)?,
                &a,
            )?
        }
        "linspace" => {
            let a = args.bind(
                "linspace",
                &[
                    "start",
                    "end",
                    "steps",
                    "*",
                    "dtype=",
                    "device=",
                    "requires_grad=",
                ],
            )?;
            finish(
                ops::linspace(
                    a.f64_or("start", 0.0)?,
                    a.f64_or("end", 0.0)?,
                    a.i64_or("steps", 0)?,
                    a.dtype("dtype")?,
                    device_arg(&a)?,
                )?,
                &a,
            )?
        }
        "logspace" => {
            let a = args.bind(
                "logspace",
                &[
                    "start",
                    "end",
                    "steps",
                    "base=",
                    "*",
                    "dtype=",
                    "device=",
                    "requires_grad=",
                ],
            )?;
            let (start, end) = (a.f64_or("start", 0.0)?, a.f64_or("end", 0.0)?);
            let (steps, base) = (a.i64_or("steps", 0)?, a.f64_or("base", 10.0)?);
            if steps < 0 {
                return Err(runtime("number of steps must be non-negative"));
            }
            let step = if steps > 1 {
                (end - start) / (steps - 1) as f64
            } else {
                0.0
            };
            let dt = a.dtype("dtype")?.unwrap_or(DType::Float32);
            // The tensor's size is checked before its values are computed (a 2**32-step
            // logspace once built a 64 GB list of values and aborted).
            crate::limits::check_alloc_shape(&[steps as usize], dt.itemsize())?;
            let vals: Vec<Scalar> = (0..steps)
                .map(|i| Scalar::Float(base.powf(start + step * i as f64)))
                .collect();
            finish(
                ops::factory::tensor(&vals, &[steps as usize], Some(dt), device_arg(&a)?)?,
                &a,
            )?
        }
        "searchsorted" | "bucketize" => {
            let a = if name == "searchsorted" {
                args.bind(
                    name,
                    &[
                        "sorted_sequence",
                        "input",
                        "*",
                        "out_int32=",
                        "right=",
                        "side=",
                        "sorter=",
                    ],
                )?
            } else {
                args.bind(name, &["input", "boundaries", "*", "out_int32=", "right="])?
            };
            let seq = a.tensor(if name == "searchsorted" {
                "sorted_sequence"
            } else {
                "boundaries"
            })?;
            let values = match a.value("input")? {
                Value::Tensor(t) => t,
                v => ops::scalar_tensor(to_scalar(&v)?, seq.dtype(), seq.device())?,
            };
            let right = a.bool_or("right", false)? || a.str("side")?.as_deref() == Some("right");
            if a.bool_or("out_int32", false)?
                || a.get("sorter").is_some_and(|v| !matches!(v, Value::None))
            {
                return Err(runtime(format!(
                    "{name}(out_int32=True / sorter=) is not supported in stridelab"
                )));
            }
            Value::Tensor(ops::search::searchsorted(&seq, &values, right)?)
        }
        "eye" => {
            let a = args.bind(
                "eye",
                &["n", "m=", "*", "dtype=", "device=", "requires_grad="],
            )?;
            let n = a.i64_or("n", 0)?;
            let m = a.i64("m")?;
            if n < 0 || m.is_some_and(|m| m < 0) {
                return Err(runtime(format!("n must be greater or equal to 0, got {n}")));
            }
            finish(
                ops::eye(
                    n as usize,
                    m.map(|m| m as usize),
                    a.dtype("dtype")?,
                    device_arg(&a)?,
                )?,
                &a,
            )?
        }
        "zeros_like" | "ones_like" | "empty_like" | "full_like" | "rand_like" | "randn_like" => {
            let params: &[&str] = if name == "full_like" {
                &[
                    "input",
                    "fill_value",
                    "*",
                    "dtype=",
                    "device=",
                    "requires_grad=",
                    "memory_format=",
                ]
            } else {
                &[
                    "input",
                    "*",
                    "dtype=",
                    "device=",
                    "requires_grad=",
                    "memory_format=",
                ]
            };
            let a = args.bind(name, params)?;
            let x = a.tensor("input")?;
            let fill = match name {
                "zeros_like" => Some(Scalar::Int(0)),
                "ones_like" => Some(Scalar::Int(1)),
                "full_like" => a.scalar("fill_value")?,
                _ => None,
            };
            let dev = match a.get("device") {
                None => None,
                Some(_) => Some(device_arg(&a)?),
            };
            let t = ops::like(
                &x,
                fill,
                a.dtype("dtype")?,
                a.memory_format("memory_format")?,
                dev,
            )?;
            match name {
                "rand_like" => ops::random::fill_random_(
                    "uniform_",
                    &t,
                    crate::kernels::RandomDist::Uniform {
                        low: 0.0,
                        high: 1.0,
                    },
                )?,
                "randn_like" => ops::random::fill_random_(
                    "normal_",
                    &t,
                    crate::kernels::RandomDist::Normal {
                        mean: 0.0,
                        std: 1.0,
                    },
                )?,
                _ => {}
            }
            finish(t, &a)?
        }
        "manual_seed" => {
            let a = args.bind("manual_seed", &["seed"])?;
            ops::random::manual_seed(a.i64_or("seed", 0)? as u64);
            super::objects::GeneratorObj::global()
        }
        "initial_seed" | "seed" => Value::Int(ops::random::initial_seed() as i64),
        "no_grad" => Value::Object(Rc::new(NoGradCtx { enable: false })),
        "enable_grad" => Value::Object(Rc::new(NoGradCtx { enable: true })),
        "set_grad_enabled" => {
            let a = args.bind(name, &["mode"])?;
            let on = a.bool_or("mode", true)?;
            crate::autograd::set_grad_enabled(on);
            Value::Object(Rc::new(NullCtx))
        }
        "is_grad_enabled" => Value::Bool(crate::autograd::is_grad_enabled()),
        "is_tensor" => Value::Bool(matches!(pos.first(), Some(Value::Tensor(_)))),
        "is_floating_point" => tensor_first(it, "is_floating_point", args)?,
        "numel" => tensor_first(it, "numel", args)?,
        "get_default_dtype" => Value::DType(DType::Float32),
        "set_default_dtype" => {
            return Err(runtime(
                "set_default_dtype is not supported in stridelab (the default is float32)",
            ))
        }
        "set_default_device" => {
            let a = args.bind("set_default_device", &["device"])?;
            let d = match a.get("device") {
                None | Some(Value::None) => Device::Cpu,
                Some(Value::Device(d)) => *d,
                Some(Value::Str(s)) => Device::parse(s)?,
                Some(v) => {
                    return Err(type_error(format!(
                        "set_default_device(): device must be a string or torch.device, not {}",
                        v.type_name()
                    )))
                }
            };
            // Fail here, not at the first factory, when the device is missing.
            crate::dispatch::backend(d)?;
            crate::device::set_default_device(d);
            Value::None
        }
        "get_default_device" => Value::Device(crate::device::default_device()),
        "set_num_threads" => {
            let a = args.bind("set_num_threads", &["int"])?;
            let n = a.i64("int")?.unwrap_or(1);
            if n <= 0 {
                return Err(crate::error::runtime(
                    "set_num_threads expects a positive integer",
                ));
            }
            crate::cpu::threads::set_num_threads(n as usize);
            Value::None
        }
        "get_num_threads" => {
            args.bind("get_num_threads", &[])?;
            Value::Int(crate::cpu::threads::num_threads() as i64)
        }
        "set_printoptions" => {
            let a = args.bind(
                "set_printoptions",
                &[
                    "precision=",
                    "threshold=",
                    "edgeitems=",
                    "linewidth=",
                    "profile=",
                    "sci_mode=",
                ],
            )?;
            let mut o = super::format::print_options();
            if let Some(p) = a.str("profile")? {
                o = o.profile(&p);
            }
            let count = |name: &str| -> Result<Option<usize>> {
                a.i64(name)?
                    .map(|n| {
                        usize::try_from(n).map_err(|_| {
                            crate::error::value_error(format!(
                                "set_printoptions(): {name} must not be negative (stridelab refuses what PyTorch would fail to print), got {n}"
                            ))
                        })
                    })
                    .transpose()
            };
            o.precision = count("precision")?.unwrap_or(o.precision);
            o.edgeitems = count("edgeitems")?.unwrap_or(o.edgeitems);
            o.linewidth = count("linewidth")?.unwrap_or(o.linewidth);
            o.threshold = a.f64("threshold")?.unwrap_or(o.threshold);
            // As PyTorch: sci_mode is assigned on every call (None is "automatic").
            o.sci_mode = match a.get("sci_mode") {
                None => None,
                Some(_) => Some(a.bool_or("sci_mode", false)?),
            };
            super::format::set_print_options(o);
            Value::None
        }
        "device" => {
            let a = args.bind("device", &["type"])?;
            Value::Device(Device::parse(&a.str("type")?.unwrap_or_default())?)
        }
        "Size" => {
            let a = args.bind("Size", &["sizes="])?;
            let s = a.int_list("sizes")?.unwrap_or_default();
            Value::Size(Rc::new(ops::factory::check_shape(&s)?))
        }
        "result_type" => {
            let a = args.bind(name, &["tensor", "other"])?;
            let x = operand(&a.value("tensor")?, name)?;
            let y = operand(&a.value("other")?, name)?;
            Value::DType(ops::promote(&[x.arg(), y.arg()]))
        }
        "promote_types" => match (pos.first(), pos.get(1)) {
            (Some(Value::DType(a)), Some(Value::DType(b))) => Value::DType(DType::promote(*a, *b)),
            _ => return Err(type_error("promote_types() expects two dtypes")),
        },
        "can_cast" => match (pos.first(), pos.get(1)) {
            (Some(Value::DType(a)), Some(Value::DType(b))) => Value::Bool(DType::can_cast(*a, *b)),
            _ => return Err(type_error("can_cast() expects two dtypes")),
        },
        "broadcast_tensors" => {
            let ts: Vec<Tensor> = pos
                .iter()
                .map(|v| tensor_of(v, name))
                .collect::<Result<_>>()?;
            Value::tuple(
                ops::view::broadcast_tensors(&ts)?
                    .into_iter()
                    .map(Value::Tensor)
                    .collect(),
            )
        }
        "broadcast_shapes" => {
            let shapes: Vec<Vec<usize>> = pos
                .iter()
                .map(|v| super::args::int_list(v).and_then(|s| ops::factory::check_shape(&s)))
                .collect::<Result<_>>()?;
            let refs: Vec<&[usize]> = shapes.iter().map(|s| s.as_slice()).collect();
            Value::Size(Rc::new(crate::layout::broadcast_all(&refs)?))
        }
        "cat" | "concat" | "concatenate" | "stack" => {
            let a = args.bind(name, &["tensors", "dim=", "*", "out="])?;
            let items = it.collect(&a.value("tensors")?)?;
            let ts: Vec<Tensor> = items
                .iter()
                .map(|v| tensor_of(v, name))
                .collect::<Result<_>>()?;
            let d = a.i64_or("dim", 0)?;
            Value::Tensor(if name == "stack" {
                ops::stack(&ts, d)?
            } else {
                ops::cat(&ts, d)?
            })
        }
        "where" => {
            if pos.len() == 1 {
                let c = tensor_of(&pos[0], name)?;
                let nz = ops::index::nonzero(&c)?;
                let cols: Vec<Value> = ops::view::unbind(&nz, 1)?
                    .into_iter()
                    .map(Value::Tensor)
                    .collect();
                return Ok(Value::tuple(cols));
            }
            let a = args.bind("where", &["condition", "input", "other"])?;
            let c = a.tensor("condition")?;
            let x = operand(&a.value("input")?, name)?;
            let y = operand(&a.value("other")?, name)?;
            Value::Tensor(ops::where_(&c, x.arg(), y.arg())?)
        }
        "addcmul" | "addcdiv" => {
            let a = args.bind(name, &["input", "tensor1", "tensor2", "*", "value="])?;
            let v = a.scalar("value")?.unwrap_or(Scalar::Int(1));
            let (x, t1, t2) = (
                a.tensor("input")?,
                a.tensor("tensor1")?,
                a.tensor("tensor2")?,
            );
            let op = if name == "addcmul" {
                TernaryOp::Addcmul(v)
            } else {
                TernaryOp::Addcdiv(v)
            };
            Value::Tensor(ops::ternary(
                name,
                op,
                &[Arg::T(&x), Arg::T(&t1), Arg::T(&t2)],
            )?)
        }
        "maximum" | "minimum" | "atan2" => {
            let a = args.bind(name, &["input", "other"])?;
            let x = a.tensor("input")?;
            let o = a.tensor("other")?;
            let op = binary_op_of(name, Scalar::Int(1)).unwrap();
            Value::Tensor(ops::binary(name, op, Arg::T(&x), Arg::T(&o))?)
        }
        "pow" => {
            let a = args.bind(name, &["input", "exponent"])?;
            let x = operand(&a.value("input")?, name)?;
            let e = operand(&a.value("exponent")?, name)?;
            Value::Tensor(ops::binary(
                "pow",
                crate::kernels::BinaryOp::Pow,
                x.arg(),
                e.arg(),
            )?)
        }
        "dist" | "is_nonzero" | "tril" | "triu" => tensor_first(it, name, args)?,
        "repeat_interleave" if pos.len() == 1 && args.kw.is_empty() => {
            // torch.repeat_interleave(repeats): the indices, each repeated.
            Value::Tensor(ops::arrange::repeat_interleave_counts(&tensor_of(
                &pos[0], name,
            )?)?)
        }
        "hstack" | "vstack" | "row_stack" | "dstack" | "column_stack" => {
            let a = args.bind(name, &["tensors", "*", "out="])?;
            let items = it.collect(&a.value("tensors")?)?;
            let ts: Vec<Tensor> = items
                .iter()
                .map(|v| tensor_of(v, name))
                .collect::<Result<_>>()?;
            Value::Tensor(ops::arrange::stack_like(name, &ts)?)
        }
        "tile" => tensor_first(it, "tile", args)?,
        "Generator" => {
            args.bind("Generator", &["device="])?;
            Value::Object(Rc::new(super::objects::GeneratorObj {
                own: Some(Rc::new(ops::random::GenState::new())),
            }))
        }
        n if unary_op_of(n).is_some() || binary_op_of(n, Scalar::Int(1)).is_some() => {
            // torch.add(x, y) and friends: the first operand may be a number for binary ops.
            if let (Some(op), Some(first)) = (binary_op_of(n, Scalar::Int(1)), pos.first()) {
                if !matches!(first, Value::Tensor(_)) {
                    let a = args.bind(n, &["input", "other", "*", "alpha="])?;
                    let x = operand(&a.value("input")?, n)?;
                    let y = operand(&a.value("other")?, n)?;
                    let op = match a.get("alpha") {
                        Some(v) => binary_op_of(n, to_scalar(v)?).unwrap_or(op),
                        None => op,
                    };
                    return Ok(Value::Tensor(ops::binary(n, op, x.arg(), y.arg())?));
                }
            }
            tensor_first(it, n, args)?
        }
        _ => tensor_first(it, name, args)?,
    })
}

fn tensor_of(v: &Value, fname: &str) -> Result<Tensor> {
    match v {
        Value::Tensor(t) => Ok(t.clone()),
        _ => Err(type_error(format!(
            "{fname}(): argument 'tensors' must be tuple of Tensors, not {}",
            v.type_name()
        ))),
    }
}

fn math(name: &str, args: &Args) -> Result<Value> {
    let f = |k: usize| -> Result<f64> {
        args.pos
            .get(k)
            .ok_or_else(|| type_error(format!("math.{name}() missing argument")))
            .and_then(to_f64)
    };
    let domain = || value_error("math domain error");
    Ok(match name {
        "sqrt" => {
            let x = f(0)?;
            if x < 0.0 {
                return Err(domain());
            }
            Value::Float(x.sqrt())
        }
        "exp" => Value::Float(f(0)?.exp()),
        "log" => {
            let x = f(0)?;
            if x <= 0.0 {
                return Err(domain());
            }
            match args.pos.get(1) {
                Some(b) => Value::Float(x.ln() / to_f64(b)?.ln()),
                None => Value::Float(x.ln()),
            }
        }
        "log2" => Value::Float(f(0)?.log2()),
        "log10" => Value::Float(f(0)?.log10()),
        "log1p" => Value::Float(f(0)?.ln_1p()),
        "expm1" => Value::Float(f(0)?.exp_m1()),
        "sin" => Value::Float(f(0)?.sin()),
        "cos" => Value::Float(f(0)?.cos()),
        "tan" => Value::Float(f(0)?.tan()),
        "tanh" => Value::Float(f(0)?.tanh()),
        "atan" => Value::Float(f(0)?.atan()),
        "asin" => Value::Float(f(0)?.asin()),
        "acos" => Value::Float(f(0)?.acos()),
        "atan2" => Value::Float(f(0)?.atan2(f(1)?)),
        "hypot" => Value::Float(f(0)?.hypot(f(1)?)),
        "copysign" => Value::Float(f(0)?.copysign(f(1)?)),
        "degrees" => Value::Float(f(0)?.to_degrees()),
        "radians" => Value::Float(f(0)?.to_radians()),
        "erf" => Value::Float(crate::element::erf_f64(f(0)?)),
        // Exact for any float (`math.floor(1e30)` is a 31-digit int, never a saturated one).
        "floor" => super::pyint::from_integral_float(f(0)?.floor())?,
        "ceil" => super::pyint::from_integral_float(f(0)?.ceil())?,
        "trunc" => super::pyint::from_integral_float(f(0)?.trunc())?,
        "fabs" => Value::Float(f(0)?.abs()),
        "pow" => Value::Float(f(0)?.powf(f(1)?)),
        "isnan" => Value::Bool(f(0)?.is_nan()),
        "isinf" => Value::Bool(f(0)?.is_infinite()),
        "isfinite" => Value::Bool(f(0)?.is_finite()),
        "isclose" => {
            let (a, b) = (f(0)?, f(1)?);
            let rel = args
                .kw
                .iter()
                .find(|(k, _)| k == "rel_tol")
                .map(|(_, v)| to_f64(v))
                .transpose()?
                .unwrap_or(1e-9);
            let abs = args
                .kw
                .iter()
                .find(|(k, _)| k == "abs_tol")
                .map(|(_, v)| to_f64(v))
                .transpose()?
                .unwrap_or(0.0);
            Value::Bool(a == b || (a - b).abs() <= (rel * a.abs().max(b.abs())).max(abs))
        }
        "prod" | "fsum" => {
            let items = match args.pos.first() {
                Some(Value::List(l)) => l.borrow().clone(),
                Some(v) => v.tuple_items().unwrap_or_default(),
                None => vec![],
            };
            if name == "prod" && items.iter().all(|v| matches!(v, Value::Int(_))) {
                Value::Int(items.iter().map(|v| v.as_i64_exact().unwrap()).product())
            } else {
                let vals: Vec<f64> = items.iter().map(to_f64).collect::<Result<_>>()?;
                Value::Float(if name == "prod" {
                    vals.iter().product()
                } else {
                    vals.iter().sum()
                })
            }
        }
        "gcd" => {
            let (mut a, mut b) = (
                super::args::to_i64(&args.pos[0])?.abs(),
                super::args::to_i64(&args.pos[1])?.abs(),
            );
            while b != 0 {
                (a, b) = (b, a % b);
            }
            Value::Int(a)
        }
        "factorial" => {
            let n = super::args::to_i64(&args.pos[0])?;
            Value::Int(
                (1..=n.max(0))
                    .try_fold(1i64, |a, b| a.checked_mul(b))
                    .ok_or_else(|| runtime("integer overflow"))?,
            )
        }
        "comb" => {
            let (n, k) = (
                super::args::to_i64(&args.pos[0])?,
                super::args::to_i64(&args.pos[1])?,
            );
            let mut r: i64 = 1;
            for i in 0..k.min(n - k).max(0) {
                r = r * (n - i) / (i + 1);
            }
            Value::Int(r)
        }
        _ => return Err(runtime(format!("math.{name} is not available"))),
    })
}

/// `torch.max(x, dim)` style results, shared with the functional API.
pub fn values_indices(kind: &str, v: Tensor, i: Tensor) -> Value {
    named_tuple(
        &format!("torch.return_types.{kind}"),
        vec![("values", Value::Tensor(v)), ("indices", Value::Tensor(i))],
    )
}

/// `torch.linalg`: the norms (vector norms, and the Frobenius, 1 and ∞ matrix norms); the
/// decompositions and solvers say they are not implemented.
fn linalg_call(name: &str, args: Args) -> Result<Value> {
    use crate::kernels::ReduceOp;
    let ord_of = |v: Option<&Value>| -> Result<Option<Value>> {
        Ok(match v {
            None | Some(Value::None) => None,
            Some(v) => Some(v.clone()),
        })
    };
    let num = |v: &Value| -> Result<f64> {
        match v {
            Value::Str(s) if &**s == "fro" => Ok(2.0),
            Value::Str(s) => Err(runtime(format!(
                "linalg norm with ord='{s}' is not implemented in stridelab"
            ))),
            v => to_f64(v),
        }
    };
    match name {
        "vector_norm" | "norm" | "matrix_norm" => {
            let a = args.bind(name, &["x", "ord=", "dim=", "keepdim=", "*", "dtype="])?;
            let x = a.tensor("x")?;
            let keepdim = a.bool_or("keepdim", false)?;
            let dtype = a.dtype("dtype")?;
            let dims = a.int_list("dim")?;
            let ord = ord_of(a.get("ord"))?;
            let vector = |p: f64, dims: Option<&[i64]>| {
                ops::reduce(
                    "linalg_vector_norm",
                    ReduceOp::Norm(p),
                    &x,
                    dims,
                    keepdim,
                    dtype,
                )
            };
            // A matrix norm: over two dims, ord 'fro', ±1 or ±inf (max/min of abs sums).
            let matrix = |ord: &Value, dims: &[i64]| -> Result<Tensor> {
                if let Value::Str(s) = ord {
                    if &**s == "fro" {
                        return vector(2.0, Some(dims));
                    }
                    return Err(runtime(format!(
                        "linalg matrix norm with ord='{s}' is not implemented in stridelab (it needs an SVD)"
                    )));
                }
                ops::linalg::matrix_norm_of_sums(&x, to_f64(ord)?, dims, keepdim, dtype)
            };
            let out = match name {
                "vector_norm" => {
                    let p = ord.as_ref().map(num).transpose()?.unwrap_or(2.0);
                    vector(p, dims.as_deref())?
                }
                "matrix_norm" => {
                    let ord = ord.unwrap_or(Value::str("fro"));
                    matrix(&ord, &dims.unwrap_or(vec![-2, -1]))?
                }
                // linalg.norm: a vector norm unless ord is given for two dims (or a matrix).
                _ => match (&ord, dims.as_deref()) {
                    (None, d) => vector(2.0, d)?,
                    (Some(o), Some(d)) if d.len() == 2 => matrix(o, d)?,
                    (Some(o), None) if x.ndim() == 2 => matrix(o, &[-2, -1])?,
                    (Some(o), d) => vector(num(o)?, d)?,
                },
            };
            Ok(Value::Tensor(out))
        }
        _ => Err(runtime(format!(
            "torch.linalg.{name} is not implemented in stridelab yet"
        ))),
    }
}
