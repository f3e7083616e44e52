//! A tensor's Python operator methods (`x.__add__(y)`, `x.__rsub__(2)`, `x.__iadd__(y)`,
//! `x.__lt__(y)`, `x.__neg__()`): code that passes `torch.Tensor.__mul__` to `reduce`, or a
//! subclass that calls `super().__add__`, gets exactly what the operator expression gives,
//! because each method runs the interpreter's own operator (`__radd__(b)` is `b + x`).

use super::Methods;
use crate::error::{ErrorKind, Result};
use crate::interp::args::Bound;
use crate::interp::ast::{BinOp, CmpOp, UnOp};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::tensor::Tensor;

/// (plain, reflected, in-place) method names of each binary operator.
const BINARY: &[(BinOp, [&str; 3])] = &[
    (BinOp::Add, ["__add__", "__radd__", "__iadd__"]),
    (BinOp::Sub, ["__sub__", "__rsub__", "__isub__"]),
    (BinOp::Mul, ["__mul__", "__rmul__", "__imul__"]),
    (BinOp::Div, ["__truediv__", "__rtruediv__", "__itruediv__"]),
    // Python 2's names, which PyTorch keeps (and hands to `__torch_function__` for `2 / t`).
    (BinOp::Div, ["__div__", "__rdiv__", "__idiv__"]),
    (
        BinOp::FloorDiv,
        ["__floordiv__", "__rfloordiv__", "__ifloordiv__"],
    ),
    (BinOp::Mod, ["__mod__", "__rmod__", "__imod__"]),
    (BinOp::Pow, ["__pow__", "__rpow__", "__ipow__"]),
    (BinOp::MatMul, ["__matmul__", "__rmatmul__", "__imatmul__"]),
    (BinOp::BitAnd, ["__and__", "__rand__", "__iand__"]),
    (BinOp::BitOr, ["__or__", "__ror__", "__ior__"]),
    (BinOp::BitXor, ["__xor__", "__rxor__", "__ixor__"]),
    (BinOp::LShift, ["__lshift__", "__rlshift__", "__ilshift__"]),
    (BinOp::RShift, ["__rshift__", "__rrshift__", "__irshift__"]),
];

const COMPARISONS: &[(CmpOp, &str)] = &[
    (CmpOp::Eq, "__eq__"),
    (CmpOp::Ne, "__ne__"),
    (CmpOp::Lt, "__lt__"),
    (CmpOp::Le, "__le__"),
    (CmpOp::Gt, "__gt__"),
    (CmpOp::Ge, "__ge__"),
];

const UNARY: &[(UnOp, &str)] = &[
    (UnOp::Neg, "__neg__"),
    (UnOp::Pos, "__pos__"),
    (UnOp::Invert, "__invert__"),
];

pub fn register(r: &mut Methods) {
    let topic = "Python operators";
    for (_, names) in BINARY {
        for name in names {
            // PyTorch has no `__imatmul__` (`x @= y` falls back to `__matmul__`).
            if *name == "__imatmul__" {
                continue;
            }
            // PyTorch's parser matches `x.__add__(2, y)` to the deprecated `add(Scalar
            // alpha, Tensor other)`: x + 2 * y. Its Python-written `__rsub__` takes one
            // operand.
            let sig = if TAKE_ALPHA.iter().any(|(n, _)| n == name) {
                "other, alpha=None"
            } else {
                "other"
            };
            r.add(topic, &[name], sig, binary);
        }
    }
    for (_, name) in COMPARISONS {
        r.add(topic, &[name], "other", compare);
    }
    for (_, name) in UNARY {
        r.add(topic, &[name], "", unary);
    }
    // The conversions as methods (`t.__float__()`, TH's map_ unpacking through `__index__`):
    // each is the builtin's answer for the tensor.
    for (method, _) in CONVERSIONS {
        r.add(topic, &[method], "", conversion);
    }
    r.add(topic, &["__reversed__"], "", reversed);
}

/// PyTorch's `Tensor.__reversed__` (_tensor.py), what builtin `reversed(t)` calls: the
/// tensor flipped along dim 0, a new tensor (bidirectional RNNs written by hand feed
/// `reversed(inputs)` to a layer), and a 0-d tensor is itself.
fn reversed(it: &mut Interp, x: &Tensor, _: &Bound) -> Result<Value> {
    if x.ndim() == 0 {
        return Ok(Value::Tensor(x.clone()));
    }
    let dim0 = crate::interp::args::Args::new(vec![Value::Int(0)]);
    super::call_method(it, x, "flip", dim0)
}

/// The operator methods that take a second operand as `alpha`, and the method that runs
/// them then.
const TAKE_ALPHA: &[(&str, &str)] = &[
    ("__add__", "add"),
    ("__radd__", "add"),
    ("__iadd__", "add_"),
    ("__sub__", "sub"),
    ("__isub__", "sub_"),
];

/// Whether `name` is an operator method that answers arguments it cannot take with
/// NotImplemented: PyTorch wraps each one's TypeError so (C++'s `TypeError_to_NotImplemented_`,
/// `_handle_torch_function_and_wrap_type_error_to_not_implemented` in _tensor.py), even
/// one about the call itself (`x.__add__()`).
pub fn answers_not_implemented(name: &str) -> bool {
    BINARY.iter().any(|(_, names)| names.contains(&name))
        || COMPARISONS.iter().any(|(_, n)| *n == name)
}

pub fn not_implemented() -> Value {
    crate::interp::builtins::lookup_builtin("NotImplemented").unwrap_or(Value::None)
}

/// (method, builtin) pairs: `t.__int__()` is `int(t)`.
const CONVERSIONS: &[(&str, &str)] = &[
    ("__int__", "int"),
    ("__float__", "float"),
    ("__bool__", "bool"),
    ("__complex__", "complex"),
    ("__index__", "operator.index"),
];

fn conversion(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let (_, builtin) = CONVERSIONS
        .iter()
        .find(|(m, _)| *m == a.fname())
        .ok_or_else(|| unknown(a.fname()))?;
    if *builtin == "operator.index" {
        // PyTorch's `__index__`: one element of an integer (or bool) dtype.
        if x.numel() != 1 || x.dtype().is_floating() {
            return Err(crate::error::type_error(
                "only integer tensors of a single element can be converted to an index",
            ));
        }
        return it.call(
            &Value::builtin("int"),
            crate::interp::args::Args::new(vec![Value::Tensor(x.clone())]),
        );
    }
    it.call(
        &Value::builtin(builtin),
        crate::interp::args::Args::new(vec![Value::Tensor(x.clone())]),
    )
}

/// Unreachable: every name registered comes from the tables above.
fn unknown(name: &str) -> crate::error::TorchError {
    crate::error::runtime(format!("no operator method {name}"))
}

fn binary(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let (op, names) = BINARY
        .iter()
        .find(|(_, names)| names.contains(&name))
        .ok_or_else(|| unknown(name))?;
    if a.given("alpha") {
        // Given by position, alpha comes first (`add(Scalar alpha, Tensor other)`); by
        // keyword, it is `add(Tensor other, *, Scalar alpha)`'s.
        let (alpha, other) = if a.by_position("alpha") {
            (a.value_or_none("other"), a.value_or_none("alpha"))
        } else {
            (a.value_or_none("alpha"), a.value_or_none("other"))
        };
        // alpha is a Scalar: a number, or a tensor of no dims.
        let scalar = match &alpha {
            Value::None => false,
            Value::Tensor(t) => t.ndim() == 0,
            v => accepted(v),
        };
        if !scalar || !accepted(&other) {
            return Ok(not_implemented());
        }
        let method = TAKE_ALPHA
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, m)| *m)
            .ok_or_else(|| unknown(name))?;
        let mut args = crate::interp::args::Args::new(vec![other]);
        args.kw.push(("alpha".into(), alpha));
        return match super::call_method(it, x, method, args) {
            Err(e) if e.kind == ErrorKind::TypeError => Ok(not_implemented()),
            r => r,
        };
    }
    let other = a.value_or_none("other");
    // Anything else is the C++ parser's TypeError, which PyTorch turns into NotImplemented
    // before Python's protocol could ask the other operand (`x.__add__(r)` is never
    // `r.__radd__(x)`).
    if !accepted(&other) {
        return Ok(not_implemented());
    }
    let x = Value::Tensor(x.clone());
    let r = if name == names[1] {
        it.binop(*op, &other, &x)
    } else if name == names[2] {
        it.inplace_binop(*op, &x, &other)
    } else {
        it.binop(*op, &x, &other)
    };
    // PyTorch's operator methods answer an operand they cannot take (`x.__add__("a")`)
    // with NotImplemented, which lets Python try the other side; the operator expression
    // then raises the TypeError.
    match r {
        Err(e) if e.kind == ErrorKind::TypeError && !operand(&other) => Ok(not_implemented()),
        r => r,
    }
}

/// What a tensor's operator methods take: a tensor, a number (a NumPy scalar or a complex
/// too), or an object whose class has `__torch_function__` (which gets the call).
fn accepted(v: &Value) -> bool {
    operand(v)
        || v.downcast::<crate::interp::complex::PyComplex>().is_some()
        || crate::interp::numpy_bridge::is_numpy_scalar(v)
        || matches!(v, Value::Instance(i) if i.class().lookup("__torch_function__").is_some())
}

/// What a tensor's binary operator can take: a tensor, a number or a bool.
fn operand(v: &Value) -> bool {
    matches!(
        v,
        Value::Tensor(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_) | Value::Bool(_)
    )
}

fn compare(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let (op, _) = COMPARISONS
        .iter()
        .find(|(_, n)| *n == name)
        .ok_or_else(|| unknown(name))?;
    let other = a.value_or_none("other");
    // The expression `x == "a"` is False (Python's fallback after both sides answered
    // NotImplemented); the method itself answers NotImplemented, and never asks the other
    // operand's reflected comparison.
    if !accepted(&other) {
        return Ok(not_implemented());
    }
    it.compare(*op, &Value::Tensor(x.clone()), &other)
}

fn unary(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let (op, _) = UNARY
        .iter()
        .find(|(_, n)| *n == name)
        .ok_or_else(|| unknown(name))?;
    it.unop(*op, &Value::Tensor(x.clone()))
}
