//! PyTorch's `__torch_function__` protocol: a torch function, a Tensor method or a Tensor
//! operator that receives an object whose class defines `__torch_function__` hands the whole
//! call to it (`cls.__torch_function__(func, types, args, kwargs)`), as
//! `torch/overrides.py` and the C++ argument parser do. It is how PyTorch's "Extending
//! torch" docs make a duck-typed `ScalarTensor` work with `torch.mean`, and how stridelab's
//! own sparse COO tensors (written in Python) answer `torch.mm`.
//!
//! Why here and not per function: the check is the same for every function (scan the
//! arguments, order the candidate types, call each, PyTorch's TypeError when all decline),
//! so it runs once where namespace functions and Tensor methods are called.

use super::args::Args;
use super::eval::Interp;
use super::value::{Class, Value};
use crate::error::{type_error, Result};
use std::cell::RefCell;
use std::rc::Rc;

/// How PyTorch wrote the function: the C++ parser's ("Multiple dispatch failed", plain
/// tensors are no candidates, no keywords is `None`) or Python's `handle_torch_function`
/// ("no implementation found", plain tensors listed among the types, keywords a dict).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Written {
    Native,
    Python,
}

/// The functions `torch.nn.functional` takes from `torch._C._nn` (PyTorch names them
/// `torch.nn.X` in its dispatch error); the rest of its C++ functions are `torch.X`.
const NN_NATIVE: &[&str] = &[
    "avg_pool2d",
    "avg_pool3d",
    "elu_",
    "gelu",
    "hardtanh_",
    "leaky_relu_",
    "linear",
    "logsigmoid",
    "one_hot",
    "scaled_dot_product_attention",
    "softplus",
    "softshrink",
];

/// `torch.nn.functional`'s functions that are C++ `torch.X` functions.
const F_FROM_TORCH: &[&str] = &[
    "adaptive_avg_pool1d",
    "avg_pool1d",
    "bilinear",
    "celu_",
    "channel_shuffle",
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_tbc",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_transpose3d",
    "cosine_similarity",
    "hardshrink",
    "native_channel_shuffle",
    "pairwise_distance",
    "pdist",
    "pixel_shuffle",
    "pixel_unshuffle",
    "prelu",
    "relu_",
    "rrelu_",
    "selu_",
    "threshold_",
];

/// Whether `torch.nn.functional.name` is one of its C++ functions (from `torch._C._nn` or
/// `torch`; their type is `builtin_function_or_method` in PyTorch 2.15).
pub fn functional_is_native(name: &str) -> bool {
    NN_NATIVE.contains(&name) || F_FROM_TORCH.contains(&name)
}

/// `torch.X` functions written in Python (`torch/functional.py`).
const TORCH_PYTHON: &[&str] = &[
    "atleast_1d",
    "atleast_2d",
    "atleast_3d",
    "block_diag",
    "broadcast_shapes",
    "broadcast_tensors",
    "cartesian_prod",
    "cdist",
    "chain_matmul",
    "einsum",
    "lu",
    "meshgrid",
    "norm",
    "split",
    "stft",
    "tensordot",
    "unique",
    "unique_consecutive",
    "unravel_index",
];

/// Tensor methods written in Python (`torch/_tensor.py`).
const TENSOR_PYTHON: &[&str] = &[
    "split",
    "norm",
    "unique",
    "unique_consecutive",
    "stft",
    "istft",
    "lu",
    "__rsub__",
    "__rdiv__",
    "__rtruediv__",
    "__floordiv__",
    "__rfloordiv__",
    "__rmod__",
    "__rpow__",
    "pow",
    "__rmatmul__",
    "__rlshift__",
    "__rrshift__",
];

/// `torch.X` functions PyTorch writes in Python outside torch/functional.py (torch/__init__.py
/// and friends: their type is `function`); they do not dispatch as torch.functional's do.
const TORCH_PYTHON_ELSEWHERE: &[&str] = &[
    "are_deterministic_algorithms_enabled",
    "get_default_device",
    "get_deterministic_debug_mode",
    "get_float32_matmul_precision",
    "get_rng_state",
    "initial_seed",
    "is_deterministic_algorithms_warn_only_enabled",
    "is_storage",
    "is_tensor",
    "is_warn_always_enabled",
    "load",
    "lobpcg",
    "manual_seed",
    "pca_lowrank",
    "save",
    "seed",
    "set_default_device",
    "set_default_dtype",
    "set_default_tensor_type",
    "set_deterministic_debug_mode",
    "set_float32_matmul_precision",
    "set_printoptions",
    "set_rng_state",
    "set_warn_always",
    "svd_lowrank",
    "typename",
    "use_deterministic_algorithms",
    "vmap",
];

/// Tensor methods PyTorch writes in Python (`_tensor.py`) that dispatch under no other name.
const TENSOR_PYTHON_MORE: &[&str] = &[
    "__len__",
    "backward",
    "dim_order",
    "is_shared",
    "module_load",
    "register_hook",
    "register_post_accumulate_grad_hook",
    "resize",
    "resize_as",
    "share_memory_",
    "storage",
    "storage_type",
    "to_sparse_coo",
    "unflatten",
    // Removed in 1.9: _tensor.py keeps Python stubs that raise the message naming the
    // replacement, so their count errors name `Tensor.qr()` as Python's do.
    "cholesky",
    "symeig",
    "eig",
    "solve",
    "lstsq",
    "qr",
];

/// Whether PyTorch writes `torch.name` in Python (its C++ argument parser's rules, such as
/// NumPy's `axis`, do not apply).
pub fn torch_written_in_python(name: &str) -> bool {
    TORCH_PYTHON.contains(&name) || TORCH_PYTHON_ELSEWHERE.contains(&name)
}

/// Whether PyTorch writes the method `Tensor.name` in Python. `pow` is among the
/// dispatch names above (as `__pow__` hands it over) but the method is C++.
pub fn tensor_written_in_python(name: &str) -> bool {
    (TENSOR_PYTHON.contains(&name) && name != "pow") || TENSOR_PYTHON_MORE.contains(&name)
}

/// The public function a namespace call `full` is, for dispatch: the name PyTorch's
/// error gives it and how it is written. None for namespaces that do not dispatch
/// (module constructors, the CUDA and RNG state functions, `math`).
pub fn dispatched_name(full: &str) -> Option<(String, Written)> {
    if let Some(n) = full.strip_prefix("torch.nn.functional.") {
        return Some(if NN_NATIVE.contains(&n) {
            (format!("torch.nn.{n}"), Written::Native)
        } else if F_FROM_TORCH.contains(&n) {
            (format!("torch.{n}"), Written::Native)
        } else {
            (full.to_string(), Written::Python)
        });
    }
    for (ns, prefix) in [
        ("linalg", "linalg_"),
        ("special", "special_"),
        ("fft", "fft_"),
    ] {
        if let Some(n) = full.strip_prefix(&format!("torch.{ns}.")) {
            return Some((format!("torch.{ns}.{prefix}{n}"), Written::Native));
        }
    }
    if let Some(m) = full.strip_prefix("torch.Tensor.") {
        return Some(tensor_method_name(m));
    }
    let n = full.strip_prefix("torch.")?;
    if n.contains('.') || n.starts_with("__") {
        return None;
    }
    const NO_DISPATCH: &[&str] = &[
        "manual_seed",
        "seed",
        "initial_seed",
        "get_rng_state",
        "set_rng_state",
        "set_default_dtype",
        "get_default_dtype",
        "set_printoptions",
        "is_tensor",
        "is_storage",
        "use_deterministic_algorithms",
        "set_grad_enabled",
        "no_grad",
        "enable_grad",
        "inference_mode",
        "is_grad_enabled",
        // `data` is any Python object there, not a Tensor parameter.
        "tensor",
        "as_tensor",
        "asarray",
    ];
    if NO_DISPATCH.contains(&n) {
        return None;
    }
    Some(if TORCH_PYTHON.contains(&n) {
        (format!("torch.functional.{n}"), Written::Python)
    } else {
        (full.to_string(), Written::Native)
    })
}

/// `__name__` and `__module__` of the function object `full` as PyTorch's are: the C++
/// namespaces' functions are named with their prefix (`torch.linalg.norm.__name__` is
/// 'linalg_norm', from `torch._C._linalg`). None for names outside these namespaces.
pub fn function_name_and_module(full: &str) -> Option<(String, &'static str)> {
    for (ns, prefix, module) in [
        ("linalg", "linalg_", "torch._C._linalg"),
        ("special", "special_", "torch._C._special"),
        ("fft", "fft_", "torch._C._fft"),
    ] {
        if let Some(n) = full.strip_prefix(&format!("torch.{ns}.")) {
            return Some((format!("{prefix}{n}"), module));
        }
    }
    if let Some(n) = full.strip_prefix("torch.nn.functional.") {
        let module = if NN_NATIVE.contains(&n) {
            "torch._C._nn"
        } else if F_FROM_TORCH.contains(&n) {
            "torch"
        } else {
            "torch.nn.functional"
        };
        return Some((n.to_string(), module));
    }
    let n = full.strip_prefix("torch.").filter(|n| !n.contains('.'))?;
    let module = if TORCH_PYTHON.contains(&n) {
        "torch.functional"
    } else {
        "torch"
    };
    Some((n.to_string(), module))
}

fn tensor_method_name(m: &str) -> (String, Written) {
    let written = if TENSOR_PYTHON.contains(&m) {
        Written::Python
    } else {
        Written::Native
    };
    (format!("torch.Tensor.{m}"), written)
}

/// The class of `v` when it takes part in dispatch: an instance whose class defines
/// `__torch_function__`.
fn candidate(v: &Value) -> Option<Rc<Class>> {
    match v {
        Value::Instance(i) => {
            let c = i.class();
            c.lookup("__torch_function__").map(|_| c)
        }
        _ => None,
    }
}

/// Every argument, and the items of a list or tuple argument (a TensorList), in order.
fn each_arg(args: &Args, mut f: impl FnMut(&Value)) {
    args.values().for_each(|v| match v {
        Value::List(l) => l.borrow().iter().for_each(&mut f),
        Value::Tuple(t) => t.iter().for_each(&mut f),
        v => f(v),
    });
}

/// Whether any argument takes part in dispatch (the fast check made on every call).
fn any_candidate(args: &Args) -> bool {
    let mut found = false;
    each_arg(args, |v| found |= candidate(v).is_some());
    found
}

/// One entry of the overloaded arguments: the first argument of its type, and the type.
struct Overloaded {
    arg: Option<Value>,
    class: Option<Rc<Class>>,
}

impl Overloaded {
    fn same_type(&self, other: &Overloaded) -> bool {
        match (&self.class, &other.class) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
    fn type_value(&self) -> Value {
        match &self.class {
            Some(c) => Value::Class(c.clone()),
            None => Value::builtin("torch.Tensor"),
        }
    }
}

/// PyTorch's `_get_overloaded_args`: one entry per type in argument order, a subclass
/// placed before the first of its base classes already listed. Plain tensors count only
/// for functions written in Python (their `torch.Tensor.__torch_function__` declines
/// foreign types, but the error lists them).
fn overloaded(args: &Args, written: Written) -> Vec<Overloaded> {
    let mut out: Vec<Overloaded> = Vec::new();
    each_arg(args, |v| {
        let entry = match candidate(v) {
            Some(c) => Overloaded {
                arg: Some(v.clone()),
                class: Some(c),
            },
            None if written == Written::Python && matches!(v, Value::Tensor(_)) => Overloaded {
                arg: None,
                class: None,
            },
            None => return,
        };
        if out.iter().any(|o| o.same_type(&entry)) {
            return;
        }
        let sub_of = |o: &Overloaded| match (&entry.class, &o.class) {
            (Some(c), Some(base)) => !Rc::ptr_eq(c, base) && c.is_subclass_of(&base.name),
            _ => false,
        };
        match out.iter().position(sub_of) {
            Some(i) => out.insert(i, entry),
            None => out.push(entry),
        }
    });
    out
}

fn kwargs_value(args: &Args, written: Written) -> Result<Value> {
    if args.kw.is_empty() && written == Written::Native {
        return Ok(Value::None);
    }
    let mut d = super::value::Dict::default();
    for (k, v) in &args.kw {
        d.set(Value::str(k), v.clone())?;
    }
    Ok(Value::Dict(Rc::new(RefCell::new(d))))
}

/// Offers the call of `func` to the handlers of its overloaded arguments, in PyTorch's
/// order (the caller has seen that one takes part): the first answer, or, when every
/// handler returned `NotImplemented`, the types they were offered as (for the error).
fn offer(
    it: &mut Interp,
    func: Value,
    written: Written,
    args: &Args,
) -> Result<std::result::Result<Value, Vec<Value>>> {
    let list = overloaded(args, written);
    let types: Vec<Value> = list.iter().map(Overloaded::type_value).collect();
    let types_tuple = Value::tuple(types.clone());
    let args_tuple = Value::tuple(args.pos.clone());
    let kwargs = kwargs_value(args, written)?;
    for o in &list {
        let Some(arg) = &o.arg else { continue };
        warn_if_plain_method(o);
        let call = vec![
            func.clone(),
            types_tuple.clone(),
            args_tuple.clone(),
            kwargs.clone(),
        ];
        if let Some(r) = it.call_class_method(arg, "__torch_function__", call)? {
            if !super::eval::is_not_implemented(&r) {
                return Ok(Ok(r));
            }
        }
    }
    Ok(Err(types))
}

/// PyTorch still calls a `__torch_function__` written as a plain method, with a warning.
fn warn_if_plain_method(o: &Overloaded) {
    let Some(c) = &o.class else { return };
    if let Some((Value::Function(_), _)) = c.lookup("__torch_function__") {
        crate::warnings::torch_warn(
            "Defining your `__torch_function__` as a plain method is deprecated and will be an \
             error in future, please define it as a classmethod.",
            "/__w/pytorch/pytorch/torch/csrc/utils/python_arg_parser.cpp:359",
        );
    }
}

/// A namespace function or Tensor method call `full` (`torch.mean`, `torch.Tensor.add`):
/// the handler's answer, PyTorch's TypeError when all decline, None when no argument
/// takes part or the function does not dispatch.
pub fn dispatch_call(it: &mut Interp, full: &str, args: &Args) -> Result<Option<Value>> {
    if !any_candidate(args) {
        return Ok(None);
    }
    let Some((name, written)) = dispatched_name(full) else {
        return Ok(None);
    };
    let handed = match (full.strip_prefix("torch.nn.functional."), written) {
        (Some(n), Written::Python) => {
            python_call_args(super::functional::FUNCTIONAL.get(n), n, args)
        }
        _ => match full.strip_prefix("torch.") {
            Some(n) if TENSORS_FIRST.contains(&n) => {
                python_call_args(super::torch_api::TORCH.get(n), n, args)
            }
            _ => args.clone(),
        },
    };
    match offer(it, Value::builtin(full), written, &handed)? {
        Ok(r) => Ok(Some(r)),
        Err(types) => Err(declined(it, &name, written, &types)?),
    }
}

/// The `torch/functional.py` functions that hand over as `torch.nn.functional`'s do (the
/// others take `*tensors`, or `split`'s size by position: the call as given).
const TENSORS_FIRST: &[&str] = &[
    "norm",
    "unique",
    "unique_consecutive",
    "tensordot",
    "cdist",
    "stft",
];

/// What a function written in Python hands over: its leading tensor parameters by
/// position and every other parameter by keyword, defaults included
/// (`handle_torch_function(softmax, (input,), input, dim=dim, _stacklevel=...)`).
/// The call as given when it does not bind (the function then raises its own error).
fn python_call_args<F>(entry: Option<&super::registry::Entry<F>>, name: &str, args: &Args) -> Args {
    let Some(entry) = entry else {
        return args.clone();
    };
    let Ok(bound) = entry.bind(name, args) else {
        return args.clone();
    };
    let mut out = Args::default();
    let mut leading = true;
    for (n, v) in bound.named_values() {
        // A parameter left at its default of None has no value in the binding.
        let v = v.unwrap_or(&Value::None);
        leading &= matches!(v, Value::Tensor(_)) || candidate(v).is_some();
        if leading {
            out.pos.push(v.clone());
        } else {
            out.kw.push((n.to_string(), v.clone()));
        }
    }
    out
}

/// A Tensor method `t.name(*args)`: dispatched with the tensor first, as PyTorch does.
pub fn dispatch_method(
    it: &mut Interp,
    t: &Value,
    name: &str,
    args: &Args,
) -> Result<Option<Value>> {
    if !any_candidate(args) {
        return Ok(None);
    }
    let mut all = args.clone();
    all.pos.insert(0, t.clone());
    dispatch_call(it, &format!("torch.Tensor.{name}"), &all)
}

/// A Tensor operator's special method (`__add__`, the reflected `__rsub__`) with the
/// tensor `t` and an operand that takes part: the handler's answer, or None when all
/// decline (Python then tries the other operand, and finally raises its own TypeError).
pub fn dispatch_operator(
    it: &mut Interp,
    dunder: &str,
    t: &Value,
    other: &Value,
) -> Result<Option<Value>> {
    if candidate(other).is_none() {
        return Ok(None);
    }
    let Some((method, written)) = operator_method(dunder) else {
        return Ok(None);
    };
    let args = Args::new(vec![t.clone(), other.clone()]);
    let func = Value::builtin(&format!("torch.Tensor.{method}"));
    Ok(offer(it, func, written, &args)?.ok())
}

/// The Tensor method PyTorch dispatches for an operator's special method on the tensor's
/// side, and how it is written (the operators `_tensor.py` defines in Python pass their
/// keywords as a dict).
fn operator_method(dunder: &str) -> Option<(&'static str, Written)> {
    use Written::{Native as N, Python as P};
    Some(match dunder {
        "__add__" | "__radd__" => ("add", N),
        "__sub__" => ("sub", N),
        "__rsub__" => ("__rsub__", P),
        "__mul__" | "__rmul__" => ("mul", N),
        "__truediv__" => ("div", N),
        "__rtruediv__" => ("__rdiv__", P),
        "__floordiv__" => ("__floordiv__", P),
        "__rfloordiv__" => ("__rfloordiv__", P),
        "__mod__" => ("remainder", N),
        "__rmod__" => ("__rmod__", P),
        "__pow__" => ("pow", P),
        "__rpow__" => ("__rpow__", P),
        "__matmul__" => ("matmul", N),
        "__rmatmul__" => ("__rmatmul__", P),
        "__and__" => ("__and__", N),
        "__rand__" => ("bitwise_and", N),
        "__or__" => ("__or__", N),
        "__ror__" => ("bitwise_or", N),
        "__xor__" => ("__xor__", N),
        "__rxor__" => ("bitwise_xor", N),
        "__lshift__" => ("__lshift__", N),
        "__rlshift__" => ("__rlshift__", P),
        "__rshift__" => ("__rshift__", N),
        "__rrshift__" => ("__rrshift__", P),
        "__eq__" => ("eq", N),
        "__ne__" => ("ne", N),
        "__lt__" => ("lt", N),
        "__le__" => ("le", N),
        "__gt__" => ("gt", N),
        "__ge__" => ("ge", N),
        _ => return None,
    })
}

/// PyTorch's TypeError when every handler returned `NotImplemented`.
fn declined(
    it: &mut Interp,
    name: &str,
    written: Written,
    types: &[Value],
) -> Result<crate::error::TorchError> {
    Ok(match written {
        Written::Native => {
            let mut lines = String::new();
            for t in types {
                lines.push_str(&format!("  - tensor subclass {}\n", it.repr(t)?));
            }
            type_error(format!(
                "Multiple dispatch failed for '{name}'; all __torch_function__ handlers \
                 returned NotImplemented:\n\n{lines}\nFor more information, try re-running \
                 with TORCH_LOGS=not_implemented"
            ))
        }
        Written::Python => type_error(format!(
            "no implementation found for '{name}' on types that implement \
             __torch_function__: {}",
            it.repr(&Value::list(types.to_vec()))?
        )),
    })
}
