//! The `torch` namespace (and its `linalg` submodule, and Python's `math`) as scripts see it:
//! registries filled by the topic files below. `torch.nn.functional` and the `torch.nn`
//! constructors live in `functional` and `nn`.

pub mod accelerators;
mod buffers;
pub(crate) mod creation;
mod fake_quant;
mod in_python;
pub(crate) use creation::check_factory_extras;
mod joining;
pub mod linalg;
pub mod math;
mod math_int;
mod out_arg;
pub(crate) mod prelude_checks;
pub mod random_state;
mod sampling;
mod shape_more;
pub mod special;
pub mod spectral;
mod state;
mod tensor_first;
mod utils;

use super::args::Args;
use super::eval::Interp;
use super::objects::named_tuple;
use super::registry::{FunctionFn, Registry};
use super::value::*;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{type_error, value_error, Result};
use crate::layout::MemoryFormat;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::sync::LazyLock;

use super::args::to_scalar;

pub type Torch = Registry<FunctionFn>;

/// Every plain function under `torch.`, by name.
pub static TORCH: LazyLock<Torch> = LazyLock::new(|| {
    let mut r = Registry::new("torch");
    creation::register(&mut r);
    buffers::register(&mut r);
    state::register(&mut r);
    random_state::register(&mut r);
    sampling::register(&mut r);
    joining::register(&mut r);
    tensor_first::register(&mut r);
    in_python::register(&mut r);
    out_arg::register(&mut r);
    special::register_torch(&mut r);
    spectral::register(&mut r);
    fake_quant::register(&mut r);
    r
});

/// The registries this module owns, for `docs/api.md`.
pub fn registries_markdown() -> String {
    [
        TORCH.markdown("torch."),
        linalg::LINALG.markdown("torch.linalg."),
        random_state::RANDOM.markdown("torch.random."),
        special::SPECIAL.markdown("torch.special."),
        special::TESTING.markdown("torch.testing."),
        spectral::SIGNAL_WINDOWS.markdown("torch.signal.windows."),
        accelerators::CUDA.markdown("torch.cuda."),
        accelerators::MPS.markdown("torch.backends.mps."),
        accelerators::ACCELERATOR.markdown("torch.accelerator."),
        utils::UTILS.markdown("torch.utils."),
        super::functional::registries_markdown(),
        super::nn::registries_markdown(),
        math::MATH.markdown("math."),
        super::lab_api::LAB.markdown("stridelab."),
    ]
    .join("\n")
}

/// `torch.nn.functional` names that are also `torch.X` (same function in PyTorch).
const TORCH_AND_FUNCTIONAL: &[&str] = &[
    "cosine_similarity",
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_transpose3d",
    "max_pool1d",
    "max_pool2d",
    "avg_pool1d",
    "adaptive_avg_pool1d",
];

pub fn namespace_attr(ns: &str, name: &str) -> Option<Value> {
    let entry = |found: bool| found.then(|| Value::builtin(&format!("{ns}.{name}")));
    match ns {
        "torch" => torch_attr(name),
        "torch.nn" => match name {
            "functional" => Some(Value::Namespace("torch.nn.functional")),
            "init" => Some(Value::Namespace("torch.nn.init")),
            _ => entry(super::nn::namespace_contains(ns, name)),
        },
        "torch.nn.init" | "torch.optim" | "torch.autograd" => {
            entry(super::nn::namespace_contains(ns, name))
        }
        "torch.linalg" => entry(linalg::LINALG.contains(name)),
        "torch.fft" => entry(super::complex::fft::contains(name)),
        "torch.random" => entry(random_state::RANDOM.contains(name)),
        "torch.special" => entry(special::SPECIAL.contains(name)),
        "torch.testing" => entry(special::TESTING.contains(name)),
        "torch.signal" => spectral::signal_attr(name),
        "torch.signal.windows" => entry(spectral::SIGNAL_WINDOWS.contains(name)),
        "torch.cuda" => entry(accelerators::CUDA.contains(name)),
        "torch.backends" => match name {
            "mps" => Some(Value::Namespace("torch.backends.mps")),
            // The generic float32 precision of the per-backend API: only its setter (which
            // stridelab refuses, torch._float32_precision) changes it.
            "fp32_precision" => Some(Value::Str("none".into())),
            _ => None,
        },
        "torch.backends.mps" => entry(accelerators::MPS.contains(name)),
        "torch.accelerator" => entry(accelerators::ACCELERATOR.contains(name)),
        "torch.utils" => entry(utils::UTILS.contains(name)),
        "torch.nn.functional" => entry(super::functional::contains(name)),
        "stridelab" => entry(super::lab_api::LAB.contains(name)),
        "random" => entry(super::pyrandom::PY_RANDOM.contains(name)),
        "_native" => entry(super::stdlib::NATIVE.contains(name)),
        "math" => match name {
            "pi" => Some(Value::Float(std::f64::consts::PI)),
            "e" => Some(Value::Float(std::f64::consts::E)),
            "inf" => Some(Value::Float(f64::INFINITY)),
            "nan" => Some(Value::Float(f64::NAN)),
            "tau" => Some(Value::Float(std::f64::consts::TAU)),
            _ => math::MATH
                .contains(name)
                .then(|| Value::builtin(&format!("math.{name}"))),
        },
        _ => None,
    }
}

/// Every name `namespace_attr(ns, _)` may answer, for `dir()` (which keeps those it does).
pub fn namespace_candidates(ns: &str) -> Vec<String> {
    let own = |names: Vec<&'static str>| names.into_iter().map(String::from).collect();
    match ns {
        "torch" => {
            let mut v: Vec<String> = own(TORCH.names());
            v.extend(TORCH_AND_FUNCTIONAL.iter().map(|s| s.to_string()));
            v.extend(crate::DType::ALL.iter().map(|d| d.name().to_string()));
            v.extend(
                [
                    "Tensor",
                    "nn",
                    "linalg",
                    "fft",
                    "random",
                    "special",
                    "testing",
                    "signal",
                    "cuda",
                    "accelerator",
                    "backends",
                    "utils",
                    "optim",
                    "autograd",
                    "inf",
                    "nan",
                    "pi",
                    "e",
                    "__version__",
                    "strided",
                    "default_generator",
                    "contiguous_format",
                    "preserve_format",
                    "channels_last",
                    "channels_last_3d",
                    "float",
                    "double",
                    "half",
                    "long",
                    "int",
                    "short",
                    "bool",
                    "uint8",
                    "int8",
                    "cfloat",
                    "cdouble",
                    "complex64",
                    "complex128",
                ]
                .iter()
                .map(|s| s.to_string()),
            );
            v
        }
        "torch.nn" | "torch.nn.init" | "torch.optim" | "torch.autograd" => {
            let mut v: Vec<String> = super::nn::namespace_names(ns);
            if ns == "torch.nn" {
                v.extend(["functional".to_string(), "init".to_string()]);
            }
            v
        }
        "torch.linalg" => own(linalg::LINALG.names()),
        "torch.special" => own(special::SPECIAL.names()),
        "torch.testing" => own(special::TESTING.names()),
        "torch.utils" => own(utils::UTILS.names()),
        "torch.signal" => vec!["windows".to_string()],
        "torch.signal.windows" => own(spectral::SIGNAL_WINDOWS.names()),
        "torch.random" => own(random_state::RANDOM.names()),
        "torch.nn.functional" => own(super::functional::FUNCTIONAL.names()),
        "math" => {
            let mut v: Vec<String> = own(math::MATH.names());
            v.extend(
                ["pi", "e", "inf", "nan", "tau"]
                    .iter()
                    .map(|s| s.to_string()),
            );
            v
        }
        _ => Vec::new(),
    }
}

fn torch_attr(name: &str) -> Option<Value> {
    if let Some(d) = DType::from_name(name) {
        return Some(Value::DType(d));
    }
    Some(match name {
        // Known to PyTorch but not to us: dtypes all the same (an attribute error, or a
        // function object that `==` compared by alias, would mislead).
        _ if super::dtype_objects::complex_dtype(name).is_some() => {
            return super::dtype_objects::complex_dtype(name)
        }
        _ if super::dtype_objects::quantized_dtype(name).is_some() => {
            return super::dtype_objects::quantized_dtype(name)
        }
        "contiguous_format" | "preserve_format" | "channels_last" | "channels_last_3d" => {
            Value::MemoryFormat(MemoryFormat::from_name(name)?)
        }
        "Tensor" => Value::builtin("torch.Tensor"),
        "nn" => Value::Namespace("torch.nn"),
        "linalg" => Value::Namespace("torch.linalg"),
        "fft" => Value::Namespace("torch.fft"),
        "random" => Value::Namespace("torch.random"),
        "special" => Value::Namespace("torch.special"),
        "testing" => Value::Namespace("torch.testing"),
        "signal" => Value::Namespace("torch.signal"),
        "cuda" => Value::Namespace("torch.cuda"),
        "accelerator" => Value::Namespace("torch.accelerator"),
        "backends" => Value::Namespace("torch.backends"),
        "utils" => Value::Namespace("torch.utils"),
        "default_generator" => crate::interp::objects::GeneratorObj::global(),
        "optim" => Value::Namespace("torch.optim"),
        "autograd" => Value::Namespace("torch.autograd"),
        "inf" => Value::Float(f64::INFINITY),
        "nan" => Value::Float(f64::NAN),
        "pi" => Value::Float(std::f64::consts::PI),
        "e" => Value::Float(std::f64::consts::E),
        "__version__" => Value::str("2.15.0+stridelab"),
        "strided" => super::layout_obj::strided(),
        "sparse_coo" => super::layout_obj::sparse_coo(),
        "layout" => Value::builtin("torch.layout"),
        _ if TORCH.contains(name)
            || TORCH_AND_FUNCTIONAL.contains(&name)
            || super::complex::COMPLEX_ONLY.contains(&name) =>
        {
            Value::builtin(&format!("torch.{name}"))
        }
        _ => return None,
    })
}

/// Flattens nested lists/tuples of numbers (or 0-d tensors) into values and a shape, with
/// PyTorch's error for ragged input.
pub fn nested_values(v: &Value) -> Result<(Vec<Scalar>, Vec<usize>)> {
    nested_values_as(v, None, false)
}

/// The conversion error of `leaf` (not a number) into an integral or floating element.
fn sequence_for_number(leaf: &Value, integral: bool) -> crate::error::TorchError {
    if integral {
        type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            leaf.type_name()
        ))
    } else {
        type_error(format!("must be real number, not {}", leaf.type_name()))
    }
}

/// PyTorch's inference error for a value among the data that is not a number.
fn inference_error(leaf: &Value) -> crate::error::TorchError {
    match leaf {
        Value::Str(_) => type_error("new(): invalid data type 'str'"),
        v if crate::interp::pybytes::is_bytes(v) => type_error("new(): invalid data type 'bytes'"),
        v => crate::error::runtime(format!("Could not infer dtype of {}", v.type_name())),
    }
}

/// PyTorch's dtype inference over all of the data (`infer_scalar_type`), depth first: is
/// the inferred dtype floating (a float, a complex, a floating tensor among the data)? Its
/// errors come first: a list inside itself, then the first value that is no number. Walked
/// with a stack; a list shared by two places is walked at each (only a list on the current
/// path is self-referential).
fn infer_floating(data: &Value) -> std::result::Result<bool, crate::error::TorchError> {
    enum Step {
        Visit(Value),
        Leave,
    }
    let mut stack = vec![Step::Visit(data.clone())];
    let mut path: Vec<usize> = Vec::new();
    let mut float = false;
    while let Some(step) = stack.pop() {
        let v = match step {
            Step::Leave => {
                path.pop();
                continue;
            }
            Step::Visit(v) => v,
        };
        let items = match &v {
            Value::List(l) => {
                let id = std::rc::Rc::as_ptr(l) as *const () as usize;
                if path.contains(&id) {
                    return Err(type_error("new(): self-referential lists are incompatible"));
                }
                path.push(id);
                stack.push(Step::Leave);
                l.borrow().clone()
            }
            // An empty sequence infers the default float dtype (`infer_scalar_type`
            // follows NumPy there): `[1, []]` then fails as "must be real number".
            Value::Tuple(_) | Value::Size(_) => v.tuple_items().unwrap_or_default(),
            Value::Range(start, stop, step) => {
                let n = crate::interp::builtins::range_len_checked(*start, *stop, *step)?;
                float |= n == 0;
                continue;
            }
            Value::Tensor(t) => {
                float |= t.dtype().is_floating();
                continue;
            }
            _ => match to_scalar(&v) {
                Ok(Scalar::Float(_)) => {
                    float = true;
                    continue;
                }
                Ok(_) => continue,
                Err(_) if v.type_name() == "complex" => {
                    float = true;
                    continue;
                }
                Err(_) => return Err(inference_error(&v)),
            },
        };
        float |= items.is_empty();
        stack.extend(items.into_iter().rev().map(Step::Visit));
    }
    Ok(float)
}

/// `nested_values` for data stored as `target` (when the dtype is known before the values
/// are read): PyTorch's `store_scalar` reads a tensor among the data with `__index__` for
/// an integer or bool result and `__float__` otherwise, so the refusal of a tensor that is
/// not one integer depends on it. `explicit` says the caller gave the dtype: without one,
/// a value that is not a number is PyTorch's inference error.
pub fn nested_values_as(
    v: &Value,
    target: Option<DType>,
    explicit: bool,
) -> Result<(Vec<Scalar>, Vec<usize>)> {
    let integral = target.is_some_and(|d| !d.is_floating());
    let leaf_error = |leaf: &Value| match (leaf, explicit) {
        // A sequence where a number belongs fails the conversion to the dtype PyTorch
        // inferred from all of the data.
        (Value::List(_) | Value::Tuple(_) | Value::Range(..), false) => match infer_floating(v) {
            Ok(float) => sequence_for_number(leaf, integral || (target.is_none() && !float)),
            Err(e) => e,
        },
        (_, false) => inference_error(leaf),
        (_, true) => sequence_for_number(leaf, integral),
    };
    /// PyTorch's `MAX_DIMS` for nested data (`compute_sizes`).
    const MAX_DIMS: usize = 128;
    // First PyTorch's size pass, along first elements: `a = []; a.append(a)` is "too many
    // dimensions" there, not an endless walk here.
    let (mut cur, mut dims) = (v.clone(), 0usize);
    // The lengths along first items: PyTorch's sizes.
    let mut chain: Vec<usize> = Vec::new();
    loop {
        let first = match &cur {
            Value::List(l) => {
                chain.push(l.borrow().len());
                l.borrow().first().cloned()
            }
            Value::Tuple(_) | Value::Size(_) => {
                let items = cur.tuple_items().unwrap_or_default();
                chain.push(items.len());
                items.first().cloned()
            }
            Value::Range(start, stop, step) => {
                let n = crate::interp::builtins::range_len_checked(*start, *stop, *step)?;
                chain.push(n as usize);
                (n > 0).then_some(Value::Int(*start))
            }
            // A string is a sequence there too, each character a string again: one on the
            // chain of first items never ends (`torch.tensor(['a'])`).
            Value::Str(text) if dims > 0 && !text.is_empty() => {
                return Err(value_error("too many dimensions 'str'"));
            }
            // A namedtuple is a sequence like the tuple it is.
            _ => match crate::interp::builtins::tuple_stand_in_items(&cur) {
                Some(items) => {
                    chain.push(items.len());
                    items.first().cloned()
                }
                None => break,
            },
        };
        dims += 1;
        if dims > MAX_DIMS {
            return Err(value_error(format!(
                "too many dimensions '{}'",
                cur.type_name()
            )));
        }
        match first {
            Some(f) => cur = f,
            None => break,
        }
    }
    // No elements: PyTorch stores nothing, so what follows the empty sequence is never
    // read (`[[], 1]` is a (2, 0) tensor); only the dtype inference (unless a dtype was
    // given) still looks at every value.
    if chain.contains(&0) {
        if !explicit {
            infer_floating(v)?;
        }
        return Ok((Vec::new(), chain));
    }
    /// How the walk reads a number: `integral` (the target dtype's), `dims` (the depth the
    /// first items gave: a sequence past it is where a number belongs) and the error for a
    /// value that is none.
    struct Leaves<'a> {
        integral: bool,
        dims: usize,
        error: &'a dyn Fn(&Value) -> crate::error::TorchError,
    }
    fn walk(
        v: &Value,
        depth: usize,
        shape: &mut Vec<usize>,
        out: &mut Vec<Scalar>,
        open: &mut Vec<usize>,
        leaves: &Leaves,
    ) -> Result<()> {
        if let Value::List(l) = v {
            // A list inside itself (`b = [1]; b.append(b)`) never ends.
            let id = std::rc::Rc::as_ptr(l) as *const () as usize;
            if open.contains(&id) {
                return Err(type_error("new(): self-referential lists are incompatible"));
            }
            open.push(id);
            let r = walk_items(v, depth, shape, out, open, leaves);
            open.pop();
            return r;
        }
        walk_items(v, depth, shape, out, open, leaves)
    }
    fn walk_items(
        v: &Value,
        depth: usize,
        shape: &mut Vec<usize>,
        out: &mut Vec<Scalar>,
        open: &mut Vec<usize>,
        leaves: &Leaves,
    ) -> Result<()> {
        // Where the first items made a sequence, a tensor is iterated like one
        // (`[[1, 2], torch.tensor([3, 4])]`); elsewhere it is one number. Its length is
        // checked first and its rows are walked one at a time: a million-row tensor in the
        // wrong place is refused at once (PyTorch builds every row first and can run out of
        // memory), and one in the right place fills the scalars it needs, within the cap.
        if let Value::Tensor(t) = v {
            if depth < shape.len() && t.ndim() > 0 {
                let n = t.shape_ref()[0];
                if shape[depth] != n {
                    return Err(value_error(format!(
                        "expected sequence of length {} at dim {depth} (got {n})",
                        shape[depth]
                    )));
                }
                crate::limits::check_value_size(
                    (out.len() as u128).saturating_add(t.numel() as u128),
                    std::mem::size_of::<Scalar>(),
                )?;
                for i in 0..n as i64 {
                    let row = Value::Tensor(crate::ops::view::select(t, 0, i)?);
                    walk(&row, depth + 1, shape, out, open, leaves)?;
                }
                return Ok(());
            }
        }
        let items: Option<Vec<Value>> = match v {
            Value::List(l) => Some(l.borrow().clone()),
            Value::Tuple(_) | Value::Size(_) => v.tuple_items(),
            Value::Range(start, stop, step) => {
                let n = crate::interp::builtins::range_len_checked(*start, *stop, *step)?;
                crate::limits::check_value_size(n as u128, std::mem::size_of::<Value>())?;
                Some((0..n).map(|i| Value::Int(start + i * step)).collect())
            }
            _ => crate::interp::builtins::tuple_stand_in_items(v),
        };
        match items {
            // A list or tuple past the depth the first items gave is where a number
            // belongs: PyTorch's conversion of it to one fails (`[1, [2]]` is no
            // (2, 1) tensor).
            Some(_)
                if depth >= leaves.dims
                    && matches!(v, Value::List(_) | Value::Tuple(_) | Value::Range(..)) =>
            {
                Err((leaves.error)(v))
            }
            Some(items) => {
                if shape.len() == depth {
                    if depth >= MAX_DIMS {
                        return Err(value_error(format!(
                            "too many dimensions '{}'",
                            v.type_name()
                        )));
                    }
                    shape.push(items.len());
                } else if shape[depth] != items.len() {
                    return Err(value_error(format!(
                        "expected sequence of length {} at dim {depth} (got {})",
                        shape[depth],
                        items.len()
                    )));
                }
                for i in &items {
                    walk(i, depth + 1, shape, out, open, leaves)?;
                }
                Ok(())
            }
            None => {
                if depth < shape.len() {
                    return Err(type_error("not a sequence"));
                }
                if let Value::BigInt(_) = v {
                    return Err(value_error("Overflow when unpacking long long"));
                }
                // Among the data a tensor is one number, whatever its shape (PyTorch
                // does not descend into it): `[torch.tensor([1.])]` is fine, a longer one
                // is refused.
                if let Value::Tensor(t) = v {
                    if leaves.integral && (t.numel() != 1 || t.dtype().is_floating()) {
                        return Err(type_error(
                            "only integer tensors of a single element can be converted to an index",
                        ));
                    }
                    if t.numel() != 1 {
                        return Err(value_error(
                            "only one element tensors can be converted to Python scalars",
                        ));
                    }
                    out.push(crate::ops::item(t)?);
                    return Ok(());
                }
                out.push(to_scalar(v).map_err(|_| (leaves.error)(v))?);
                Ok(())
            }
        }
    }
    let mut shape = Vec::new();
    let mut out = Vec::new();
    walk(
        v,
        0,
        &mut shape,
        &mut out,
        &mut Vec::new(),
        &Leaves {
            integral,
            dims,
            error: &leaf_error,
        },
    )?;
    let n: usize = shape.iter().product();
    if n != out.len() {
        return Err(value_error("expected a rectangular nested sequence"));
    }
    Ok((out, shape))
}

/// The `device=` of a factory, or the default device.
pub(super) fn device_arg(a: &super::args::Bound) -> Result<Device> {
    Ok(a.device("device")?
        .unwrap_or_else(crate::device::default_device))
}

fn finish(t: Tensor, a: &super::args::Bound) -> Result<Value> {
    a.finish_tensor(t)
}

pub fn call(it: &mut Interp, full: &str, args: Args) -> Result<Value> {
    if let Some(name) = full.strip_prefix("math.") {
        return math::MATH.call(it, name, args);
    }
    if let Some(name) = full.strip_prefix("torch.nn.functional.") {
        // A complex tensor goes where the complex ops (and PyTorch's refusals) are.
        let complex_arg = args
            .pos
            .iter()
            .any(|v| super::complex::ComplexTensor::of(v).is_some());
        if complex_arg {
            if let Some(r) = super::complex::torch_call(it, name, &args)? {
                return Ok(r);
            }
        }
        return super::functional::call(it, name, args);
    }
    // Complex values, and the functions for complex tensors only.
    if let Some(name) = full.strip_prefix("torch.").filter(|n| !n.contains('.')) {
        if let Some(r) = super::complex::torch_call(it, name, &args)? {
            return Ok(r);
        }
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
    if let Some(f) = full.strip_prefix("torch.cuda.") {
        return accelerators::CUDA.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.backends.mps.") {
        return accelerators::MPS.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.accelerator.") {
        return accelerators::ACCELERATOR.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.utils.") {
        return utils::UTILS.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.special.") {
        return special::SPECIAL.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.testing.") {
        return special::TESTING.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.signal.windows.") {
        return spectral::SIGNAL_WINDOWS.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.random.") {
        return random_state::RANDOM.call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.fft.") {
        return super::complex::fft::call(it, f, args);
    }
    if let Some(f) = full.strip_prefix("torch.linalg.") {
        if let Some(r) = super::complex::linalg_call(it, f, &args)? {
            return Ok(r);
        }
        return out_arg::call_linalg(it, f, args);
    }
    if let Some(method) = full.strip_prefix("torch.Tensor.") {
        return call_unbound_method(it, method, args);
    }
    if full.starts_with("torch.__unsupported_dtype__.") {
        let marker = super::args::unsupported_dtype(&Value::builtin(full));
        return Err(marker.unwrap_or_else(|| type_error(format!("{full} is not callable"))));
    }
    let name = full.strip_prefix("torch.").unwrap_or(full);
    out_arg::call(it, name, args)
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

/// `torch.max(x, dim)` style results, shared with the functional API.
pub fn values_indices(kind: &str, v: Tensor, i: Tensor) -> Value {
    named_tuple(
        &format!("torch.return_types.{kind}"),
        vec![("values", Value::Tensor(v)), ("indices", Value::Tensor(i))],
    )
}

/// `torch.Tensor.add(t, 1)`: the first argument is the tensor the method runs on, with
/// CPython's descriptor errors for anything else.
fn call_unbound_method(it: &mut Interp, method: &str, mut args: Args) -> Result<Value> {
    if args.pos.is_empty() {
        return Err(type_error(format!(
            "unbound method TensorBase.{method}() needs an argument"
        )));
    }
    match args.pos.remove(0) {
        Value::Tensor(t) => super::tensor_api::call_method(it, &t, method, args),
        other => Err(type_error(format!(
            "descriptor '{method}' for 'torch._C.TensorBase' objects doesn't apply to a '{}' object",
            other.type_name()
        ))),
    }
}
