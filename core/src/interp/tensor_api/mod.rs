//! Tensor attributes and methods as scripts call them (`x.T`, `x.sum(0)`, `x.add_(y)`).
//! The methods live in one registry, filled by the topic files below; attributes in one
//! table. Neither is a `match`: the registry is the list of names and the code at once.

mod arrange;
pub(crate) mod autograd;
mod convert;
pub(crate) use convert::in_format;
mod creation;
mod dunders;
mod in_python;
mod index_more;
mod indexing;
mod info;
mod inplace_twins;
mod instance_dict;
mod linalg;
mod math_more;
pub(crate) mod moment_args;
mod order_more;
mod pointwise;
mod random;
mod reduce;
mod views;
mod views_more;

pub use instance_dict::TensorDicts;
pub use pointwise::{binary_call, polygamma, BINARY, UNARY, UNARY_INPLACE};

use super::args::{to_i64, to_scalar, Args};
use super::eval::Interp;
use super::registry::{MethodFn, Registry};
use super::value::*;
use crate::dtype::DType;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::ops::index::Index;
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::rc::Rc;
use std::sync::LazyLock;

pub type Methods = Registry<MethodFn>;

/// Every Tensor method, by name.
pub static METHODS: LazyLock<Methods> = LazyLock::new(|| {
    let mut r = Registry::new("torch.Tensor");
    views::register(&mut r);
    info::register(&mut r);
    convert::register(&mut r);
    pointwise::register(&mut r);
    reduce::register(&mut r);
    linalg::register(&mut r);
    indexing::register(&mut r);
    arrange::register(&mut r);
    creation::register(&mut r);
    autograd::register(&mut r);
    random::register(&mut r);
    in_python::register(&mut r);
    dunders::register(&mut r);
    inplace_twins::register(&mut r);
    r
});

type Getter = fn(&Tensor) -> Result<Value>;

/// The attributes a tensor has (they read state; none takes arguments).
/// Whether `name` is one of a tensor's read-only properties (`shape`, `dtype`, ...).
pub fn is_property(name: &str) -> bool {
    ATTRIBUTES.iter().any(|(a, _)| *a == name)
}

const ATTRIBUTES: &[(&str, Getter)] = &[
    ("shape", |t| Ok(Value::Size(Rc::new(t.shape())))),
    ("dtype", |t| Ok(Value::DType(t.dtype()))),
    ("device", |t| Ok(Value::Device(t.device()))),
    ("T", |t| Ok(Value::Tensor(view::big_t(t)?))),
    ("mT", |t| {
        zero_d_deprecated(t.ndim(), "mT");
        Ok(Value::Tensor(view::mt(t)?))
    }),
    ("mH", |t| {
        if t.ndim() == 1 {
            return Err(crate::error::runtime(format!(
                "tensor.mH is only supported on matrices or batches of matrices. Got {}-D tensor.",
                t.ndim()
            )));
        }
        zero_d_deprecated(t.ndim(), "mH");
        Ok(Value::Tensor(view::mt(t)?))
    }),
    // The conjugate transpose of a matrix: for real tensors `transpose(0, 1)`; a 0-d
    // tensor is itself (ATen's matrix_H).
    ("H", |t| {
        zero_d_deprecated(t.ndim(), "H");
        if t.ndim() != 2 && t.ndim() != 0 {
            let hint = if t.ndim() > 2 {
                " For batches of matrices, consider using tensor.mH"
            } else {
                ""
            };
            return Err(crate::error::runtime(format!(
                "tensor.H is only supported on matrices (2-D tensors). Got {}-D tensor.{hint}",
                t.ndim()
            )));
        }
        Ok(Value::Tensor(view::mt(t)?))
    }),
    ("grad", |t| {
        let grad = t.grad();
        // ATen's `Tensor::grad()` warns about a non-leaf's gradient, which stays empty.
        if grad.is_none() && !t.is_leaf() && !t.autograd().retains_grad {
            crate::warnings::torch_warn(
                NON_LEAF_GRAD,
                "/__w/pytorch/pytorch/build/aten/src/ATen/core/TensorBody.h:488",
            );
        }
        Ok(grad.map(Value::Tensor).unwrap_or(Value::None))
    }),
    ("grad_dtype", |t| {
        Ok(crate::autograd::grad_dtype(t)
            .map(Value::DType)
            .unwrap_or(Value::None))
    }),
    ("data", |t| Ok(Value::Tensor(crate::autograd::data(t)))),
    ("requires_grad", |t| Ok(Value::Bool(t.requires_grad()))),
    ("grad_fn", |t| {
        Ok(super::autograd_api::node_value(
            crate::ops::autodiff::checked_grad_fn(t)?,
        ))
    }),
    // Set by `retain_grad()` on a non-leaf (a leaf keeps its gradient anyway).
    ("retains_grad", |t| {
        Ok(Value::Bool(!t.is_leaf() && t.autograd().retains_grad))
    }),
    ("is_leaf", |t| {
        crate::autograd::check_view_current(t)?;
        Ok(Value::Bool(t.is_leaf()))
    }),
    ("ndim", |t| Ok(Value::Int(t.ndim() as i64))),
    ("is_cuda", |_| Ok(Value::Bool(false))),
    ("is_cpu", |t| {
        Ok(Value::Bool(t.device() == crate::Device::Cpu))
    }),
    ("is_meta", |t| {
        Ok(Value::Bool(t.device() == crate::Device::Meta))
    }),
    ("is_sparse", |_| Ok(Value::Bool(false))),
    ("is_nested", |_| Ok(Value::Bool(false))),
    ("is_quantized", |_| Ok(Value::Bool(false))),
    ("is_mps", |t| {
        Ok(Value::Bool(t.device() == crate::Device::Metal))
    }),
    ("itemsize", |t| Ok(Value::Int(t.dtype().itemsize() as i64))),
    ("nbytes", |t| {
        Ok(Value::Int((t.numel() * t.dtype().itemsize()) as i64))
    }),
    ("layout", |_| Ok(crate::interp::layout_obj::strided())),
    ("real", |t| Ok(Value::Tensor(t.clone()))),
    ("imag", |_| Err(no_imaginary_part())),
    ("output_nr", |t| {
        Ok(Value::Int(t.autograd().output_nr as i64))
    }),
    ("_version", |t| Ok(Value::Int(t.version() as i64))),
    ("_base", |t| {
        Ok(t.visible_view_base()
            .map(crate::interp::complex::tensor::base_value)
            .unwrap_or(Value::None))
    }),
];

/// ATen's `TORCH_WARN_ONCE` for `x.mT`, `x.mH`, `x.H` (and `adjoint()`) of a 0-d tensor,
/// which they give back as it is (conjugated, for `H`-like ones of a complex tensor).
pub fn zero_d_deprecated(ndim: usize, op: &str) {
    if ndim != 0 {
        return;
    }
    let (message, line) = match op {
        "mT" => (
            "Tensor.mT is deprecated on 0-D tensors. This function is the identity in these cases.",
            4366,
        ),
        "mH" => (
            "Tensor.mH is deprecated on 0-D tensors. Consider using x.conj().",
            4375,
        ),
        "H" => (
            "Tensor.H is deprecated on 0-D tensors. Consider using x.conj().",
            4328,
        ),
        _ => (
            "adjoint() is deprecated on 0-D tensors. Consider using x.conj().",
            4383,
        ),
    };
    crate::warnings::torch_warn_once(
        message,
        &format!("/__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp:{line}"),
    );
}

/// The attribute names, for the docs.
pub fn attribute_names() -> Vec<&'static str> {
    ATTRIBUTES.iter().map(|(n, _)| *n).collect()
}

fn no_attribute(name: &str) -> TorchError {
    TorchError::new(
        ErrorKind::AttributeError,
        format!("'Tensor' object has no attribute '{name}'"),
    )
}

/// Calls a Tensor method by name: the registry entry binds the arguments to its signature
/// and runs.
pub fn call_method(it: &mut Interp, x: &Tensor, name: &str, args: Args) -> Result<Value> {
    if let Some(r) = crate::interp::complex::real_method(it, x, name, &args)? {
        return Ok(r);
    }
    let entry = METHODS.get(name).ok_or_else(|| no_attribute(name))?;
    if !UNINITIALIZED_ALLOWED.contains(&name) {
        refuse_uninitialized(x, name)?;
    }
    let bound = match entry.bind(name, &args) {
        Err(e) if e.kind == ErrorKind::TypeError && dunders::answers_not_implemented(name) => {
            return Ok(dunders::not_implemented());
        }
        r => r?,
    };
    (entry.f)(it, x, &bound)
}

/// The methods PyTorch's `UninitializedTensorMixin` lets through (`_allowed_methods`);
/// any other method of a lazy module's parameter before its first forward is a ValueError.
const UNINITIALIZED_ALLOWED: &[&str] = &[
    "size",
    "copy_",
    "is_complex",
    "is_floating_point",
    "half",
    "float",
    "double",
    "char",
    "short",
    "int",
    "long",
    "cuda",
    "cpu",
    "to",
    "get_device",
];

/// A lazy module's parameter or buffer before it has a shape (prelude.py's `_uninitialized`
/// marks it, `_materialize` clears the mark).
pub fn is_uninitialized(t: &Tensor) -> bool {
    // Every method call and tensor operator asks: only an empty tensor can carry the mark.
    t.numel() == 0 && t.autograd().uninitialized
}

/// PyTorch's ValueError for `method` on a lazy module's parameter before its first forward
/// (`UninitializedTensorMixin.__torch_function__`); nothing for any other tensor.
pub fn refuse_uninitialized(x: &Tensor, method: &str) -> Result<()> {
    if !is_uninitialized(x) {
        return Ok(());
    }
    Err(uninitialized_error(x, method))
}

/// That ValueError, for a tensor known to be uninitialized.
pub fn uninitialized_error(x: &Tensor, method: &str) -> TorchError {
    let class = if x.autograd().is_parameter {
        "UninitializedParameter"
    } else {
        "UninitializedBuffer"
    };
    crate::error::value_error(format!(
        "Attempted to use an uninitialized parameter in <method '{method}' of 'torch._C.TensorBase' objects>. This error happens when you are using a `LazyModule` or explicitly manipulating `torch.nn.parameter.{class}` objects. When using LazyModules Call `forward` with a dummy batch to initialize the parameters before calling torch functions"
    ))
}

pub fn getattr(it: &mut Interp, t: &Tensor, name: &str) -> Result<Value> {
    // A lazy module's parameter before its first forward (prelude.py's `_uninitialized`).
    if name == "shape" && is_uninitialized(t) {
        return Err(crate::error::runtime(
            "Can't access the shape of an uninitialized parameter or buffer. This error usually happens in `load_state_dict` when trying to load an uninitialized parameter into an initialized one. Call `forward` to initialize the parameters before accessing their attributes.",
        ));
    }
    if name == "materialize" && is_uninitialized(t) {
        let args = vec![Value::Tensor(t.clone())];
        return crate::interp::stdlib::call_function(
            it,
            "torch.nn.parameter",
            "_materializer",
            args,
        );
    }
    if name == "grad" {
        if let Some(v) = crate::interp::sparse_grad::grad_attr(it, t)? {
            return Ok(v);
        }
    }
    if let Some((_, get)) = ATTRIBUTES.iter().find(|(n, _)| *n == name) {
        return get(t);
    }
    // The tensor's own `__dict__` comes before its class's methods, as in Python.
    if let Some(v) = it.tensor_dicts.get(t, name) {
        return Ok(v);
    }
    // `cfloat`/`cdouble` make complex tensors, which `complex::real_method` answers.
    if METHODS.contains(name) || crate::interp::complex::REAL_CONVERSIONS.contains(&name) {
        return Ok(Value::method(Value::Tensor(t.clone()), name));
    }
    // A tensor's hook table is None until its first `register_hook` (autograd.rs) sets it.
    if name == "_backward_hooks" {
        return Ok(Value::None);
    }
    Err(no_attribute(name))
}

pub fn setattr(it: &mut Interp, t: &Tensor, name: &str, v: Value) -> Result<()> {
    match (name, v) {
        ("requires_grad", Value::Bool(b)) => crate::autograd::set_requires_grad(t, b),
        ("data", Value::Tensor(src)) => crate::autograd::set_data(t, &src),
        ("grad", Value::None) => {
            crate::interp::sparse_grad::clear(it, t);
            t.autograd_mut().grad = None;
            Ok(())
        }
        ("grad", Value::Tensor(g)) => {
            crate::interp::sparse_grad::clear(it, t);
            crate::autograd::set_grad(t, &g)
        }
        ("grad", v) if crate::interp::builtins::is_sparse_tensor(&v) => {
            let args = vec![Value::Tensor(t.clone()), v];
            crate::interp::stdlib::call_function(it, "torch._sparse_grad", "_assign", args)?;
            Ok(())
        }
        ("requires_grad", _) => Err(crate::error::runtime("requires_grad must be a bool")),
        ("data", v) => Err(type_error(format!(
            "Variable data has to be a tensor, but got {}",
            v.type_name()
        ))),
        ("grad", v) => Err(type_error(format!(
            "assigned grad expected to be a Tensor or None but got grad of type {}",
            v.type_name()
        ))),
        // A real tensor is its own real part: `t.real = v` copies into it, as a complex
        // tensor's part receives the value.
        ("grad_dtype", Value::DType(d)) => crate::autograd::set_grad_dtype(t, Some(d)),
        ("grad_dtype", Value::None) => crate::autograd::set_grad_dtype(t, None),
        ("grad_dtype", v) => Err(crate::error::runtime(format!(
            "grad_dtype must be a torch.dtype or None, but got {}",
            v.type_name()
        ))),
        ("real", v) => crate::interp::complex::tensor::assign_part(t, &v, false),
        ("imag", _) => Err(no_imaginary_part()),
        (n, _) if ATTRIBUTES.iter().any(|(a, _)| *a == n) => Err(TorchError::new(
            ErrorKind::AttributeError,
            format!("attribute '{n}' of 'torch._C.TensorBase' objects is not writable"),
        )),
        (n, v) => {
            it.tensor_dicts.set(t, n, v);
            Ok(())
        }
    }
}

/// `del t.name`: the deleters of PyTorch's tensor properties (python_variable.cpp), else an
/// attribute the script set on the tensor.
pub fn delattr(it: &mut Interp, t: &Tensor, name: &str) -> Result<()> {
    let refused = match name {
        "grad" => {
            crate::interp::sparse_grad::clear(it, t);
            t.autograd_mut().grad = None;
            return Ok(());
        }
        "data" => "Deleting tensor data is not allowed. Delete tensor instead!",
        "requires_grad" => "requires_grad must be a bool",
        "_grad_fn" => "Deletion of _grad_fn not allowed. Detach tensor instead!",
        "_backward_hooks" => "Deletion of _backwards_hooks not allowed!",
        _ => "",
    };
    if !refused.is_empty() {
        return Err(crate::error::runtime(refused));
    }
    if it.tensor_dicts.remove(t, name) {
        return Ok(());
    }
    // The read-only properties (`real`/`imag` aside: PyTorch's deleters for those crash).
    if ATTRIBUTES.iter().any(|(a, _)| *a == name) && !matches!(name, "real" | "imag") {
        return Err(TorchError::new(
            ErrorKind::AttributeError,
            format!("attribute '{name}' of 'torch._C.TensorBase' objects is not writable"),
        ));
    }
    Err(no_attribute(name))
}

/// Converts a Python index expression into indexing items.
pub fn to_index(v: &Value) -> Result<Vec<Index>> {
    let items = match v {
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) if sequence_as_tuple(&l.borrow()) => l.borrow().clone(),
        // A namedtuple is a tuple to PyTorch's indexing (`PyTuple_Check`).
        other => match crate::interp::builtins::tuple_stand_in_items(other) {
            Some(items) => items,
            None => vec![other.clone()],
        },
    };
    items
        .iter()
        .map(|i| {
            Ok(match i {
                Value::Int(k) => Index::Int(*k),
                Value::Bool(b) => Index::Bool(*b),
                Value::Slice(a, b, c) => Index::Slice(*a, *b, *c),
                // `x[0:2**70]` clamps; `x[0.0:2.0]` is refused here, in index order.
                v @ Value::Object(_) if crate::interp::pyslice::GeneralSlice::of(v).is_some() => {
                    let (a, b, c) = crate::interp::pyslice::GeneralSlice::of(v)
                        .map(|s| s.int_parts())
                        .transpose()?
                        .unwrap_or((None, None, None));
                    Index::Slice(a, b, c)
                }
                Value::None => Index::None,
                Value::Ellipsis => Index::Ellipsis,
                Value::Tensor(t) => Index::Tensor(t.clone()),
                // Any other sequence is made a tensor, as `torch.tensor(seq)` makes it
                // (PyTorch's `sequenceToVariable`): `x[(0, 1), (1, 2)]`, `p[range(n), y]`.
                Value::List(l) => {
                    let vals: Vec<Value> = l.borrow().clone();
                    Index::Tensor(list_index(&vals)?)
                }
                Value::Tuple(t) => Index::Tensor(list_index(&t.to_vec())?),
                Value::Range(start, stop, step) => Index::Tensor(range_index(*start, *stop, *step)?),
                other => {
                    if let Some(vals) = crate::interp::builtins::tuple_stand_in_items(other) {
                        return Ok(Index::Tensor(list_index(&vals)?));
                    }
                    if let Some(ix) = numpy_index(other) {
                        return Ok(ix);
                    }
                    // A string is a sequence to PyTorch's indexing: it goes to
                    // `torch.tensor`, which refuses its data type.
                    if let Value::Str(_) = other {
                        return Err(crate::error::type_error("new(): invalid data type 'str'"));
                    }
                    if crate::interp::pybytes::is_bytes(other) {
                        return Err(crate::error::type_error(
                            "new(): invalid data type 'bytes'",
                        ));
                    }
                    // PyTorch names the C type (`numpy.float64`, `numpy.bool`).
                    let name = match crate::interp::numpy_bridge::numpy_scalar_dtype(other) {
                        Some(dt) if crate::interp::numpy_bridge::is_numpy_scalar(other) => {
                            format!("numpy.{}", dt.name())
                        }
                        _ => other.type_name(),
                    };
                    return Err(TorchError::new(
                        ErrorKind::IndexError,
                        format!(
                            "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices (got {name})"
                        ),
                    ))
                }
            })
        })
        .collect()
}

/// A NumPy integer scalar indexes as its int (`__index__`), an integer or bool ndarray as
/// the tensor over its buffer (`x[np.argmax(p)]`, `x[np.random.permutation(n)]`); other
/// NumPy values are refused as PyTorch refuses them.
fn numpy_index(v: &Value) -> Option<Index> {
    use crate::interp::numpy_bridge as np;
    let int_like = |dt: crate::dtype::DType| dt.category() == crate::dtype::Category::Integral;
    if np::is_numpy_scalar(v) {
        let dt = np::numpy_scalar_dtype(v)?;
        return match v {
            Value::Instance(i) if int_like(dt) => match i.get("_v")? {
                Value::Int(k) => Some(Index::Int(k)),
                _ => None,
            },
            _ => None,
        };
    }
    let t = np::ndarray_as_view(v)?;
    (int_like(t.dtype()) || t.dtype() == DType::Bool).then_some(Index::Tensor(t))
}

/// PyTorch's `treatSequenceAsTuple` (deprecated, with a warning, but still what 2.15 does): a
/// list index holding a tensor, a sequence, a slice, `...` or None indexes like a tuple of
/// its items (`x[[[0], [1]]]` is `x[[0], [1]]`), unless it has 32 items or more.
fn sequence_as_tuple(items: &[Value]) -> bool {
    items.len() < 32
        && items.iter().any(|v| {
            matches!(
                v,
                Value::Tensor(_)
                    | Value::List(_)
                    | Value::Tuple(_)
                    | Value::Range(..)
                    | Value::Slice(..)
                    | Value::Ellipsis
                    | Value::None
            ) || crate::interp::builtins::tuple_stand_in_items(v).is_some()
        })
}

/// A `range` as an index: its values as a long tensor, made by `arange` (so a huge range
/// meets the allocation limit before any element is written).
fn range_index(start: i64, stop: i64, step: i64) -> Result<Tensor> {
    if crate::interp::builtins::range_len(start, stop, step) == 0 {
        return ops::factory::from_i64(&[], &[0], crate::Device::Cpu);
    }
    ops::factory::arange(
        Scalar::Int(start),
        Scalar::Int(stop),
        Scalar::Int(step),
        Some(DType::Int64),
        crate::Device::Cpu,
    )
}

/// A list as an index tensor, as `torch.tensor(list)` makes it (nested lists too).
fn list_index(vals: &[Value]) -> Result<Tensor> {
    // (A `range` item is a sequence too: `x[[range(i, i + 3) for i in ...]]`.)
    if vals
        .iter()
        .any(|v| matches!(v, Value::List(_) | Value::Tuple(_) | Value::Range(..)))
    {
        let data = Value::list(vals.to_vec());
        let (flat, shape) = crate::interp::torch_api::nested_values_as(&data, None, false)?;
        let t = ops::tensor(&flat, &shape, None, crate::Device::Cpu)?;
        if t.dtype().is_floating() {
            return Err(TorchError::new(
                ErrorKind::IndexError,
                "tensors used as indices must be long, int, byte or bool tensors",
            ));
        }
        return Ok(t);
    }
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

/// An index of one int or slice, not in a tuple (`t[0]`): ATen's fast path, whose errors on
/// a 0-dim tensor differ from the tuple form's.
pub(crate) fn single(i: &Value) -> Option<Index> {
    match i {
        Value::Int(k) => Some(Index::Int(*k)),
        Value::Slice(a, b, c) => Some(Index::Slice(*a, *b, *c)),
        _ => None,
    }
}

pub fn getitem(_it: &mut Interp, t: &Tensor, i: &Value) -> Result<Value> {
    if let Some(item) = single(i) {
        return Ok(Value::Tensor(ops::index::getitem_single(t, item)?));
    }
    Ok(Value::Tensor(ops::index::getitem(t, &to_index(i)?)?))
}

pub fn setitem(_it: &mut Interp, t: &Tensor, i: &Value, v: Value) -> Result<()> {
    let set = |idx: &[Index], value: Arg| match (single(i), idx) {
        (Some(item), [_]) => ops::index::setitem_single(t, item, value),
        _ => ops::index::setitem(t, idx, value),
    };
    let idx = to_index(i)?;
    match &v {
        Value::Tensor(src) => set(&idx, Arg::T(src)),
        other => set(&idx, Arg::S(assigned_scalar(other, t.dtype())?)),
    }
}

/// A number assigned into a tensor of `dtype` (`t[i] = v`, `z.real = v`), refused with
/// PyTorch's words when it is not one.
pub fn assigned_scalar(v: &Value, dtype: DType) -> Result<Scalar> {
    to_scalar(v).map_err(|_| {
        type_error(format!(
            "can't assign a {} to a torch.{}Tensor",
            v.type_name(),
            dtype.legacy_name()
        ))
    })
}

/// `t.imag` of a real tensor (complex tensors are `complex::ComplexTensor`): it has no
/// imaginary part to view.
pub fn no_imaginary_part() -> TorchError {
    type_error("imag is not implemented for tensors with non-complex dtypes.")
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
        // A NumPy scalar is a Number to PyTorch's parser (`x.div(np.float32(2))`), as it is
        // to the operators.
        _ if super::numpy_bridge::is_numpy_scalar(v) => Ok(Operand::S(to_scalar(v)?)),
        _ => Err(type_error(format!(
            "{what}(): argument 'other' must be Tensor or Number, not {}",
            v.type_name()
        ))),
    }
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

/// `tolist()`: nested lists of Python numbers.
/// An element of an integer tensor as a Python int: uint64's top half (read as a negative
/// int64) is the big int it stands for.
pub fn int_of(i: i64, dt: DType) -> Value {
    if dt == DType::UInt64 && i < 0 {
        crate::interp::pyint::int_value(num_bigint::BigInt::from(i as u64))
    } else {
        Value::Int(i)
    }
}

pub fn tolist(x: &Tensor) -> Result<Value> {
    let shape = x.shape();
    let dt = x.dtype();
    // Every list and number made counts, not just the elements: a [2**31, 0] tensor has no
    // elements but would become 2**31 empty lists.
    let (mut lists, mut level) = (0u128, 1u128);
    for &n in &shape {
        lists = lists.saturating_add(level);
        level = level.saturating_mul(n as u128);
    }
    let list_bytes = (std::mem::size_of::<Value>() + std::mem::size_of::<ListCell>()) as u128;
    let item_bytes = std::mem::size_of::<Value>() as u128;
    crate::limits::check_value_size(
        lists
            .saturating_mul(list_bytes)
            .saturating_add(level.saturating_mul(item_bytes)),
        1,
    )?;
    // Integers are read as integers: an int64 beyond 2**53 would not survive f64.
    let vals: Vec<Value> = if dt.is_floating() {
        x.to_f64_vec()?.into_iter().map(Value::Float).collect()
    } else if dt == DType::Bool {
        x.to_f64_vec()?
            .into_iter()
            .map(|v| Value::Bool(v != 0.0))
            .collect()
    } else {
        x.to_i64_vec()?.into_iter().map(|i| int_of(i, dt)).collect()
    };
    fn build(vals: &[Value], shape: &[usize]) -> Value {
        if shape.is_empty() {
            return vals[0].clone();
        }
        let inner: usize = shape[1..].iter().product();
        Value::list(
            (0..shape[0])
                .map(|i| build(&vals[i * inner..(i + 1) * inner], &shape[1..]))
                .collect(),
        )
    }
    Ok(build(&vals, &shape))
}

const NON_LEAF_GRAD: &str = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute won't be populated during autograd.backward(). If you indeed want the .grad field to be populated for a non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf Tensor by mistake, make sure you access the leaf Tensor instead. See github.com/pytorch/pytorch/pull/30531 for more information.";
