//! The keyword forms of complex arithmetic: `add`/`sub` with `alpha` (a real or complex
//! number), `div` with `rounding_mode`, and the functions' `out=`, in the method, in-place
//! and `torch.*` forms, with a complex receiver or a real one and a complex operand. Each
//! keyword changes the result as in ATen or is refused with PyTorch's own error.

use super::number::PyComplex;
use super::tensor::ComplexTensor;
use crate::error::{runtime, type_error, Result, TorchError};
use crate::interp::args::{Args, Bound};
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::value::Value;

/// Which method form was called: `z.add(w)` or `z.add_(w)` (`torch.add(z, w)` is
/// `function`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Method,
    InPlace,
}

/// The binary op of a name, with the keywords it takes besides `out=`.
fn op_of(name: &str) -> Option<(BinOp, &'static [&'static str])> {
    Some(match name {
        "add" => (BinOp::Add, &["alpha=1"]),
        "sub" | "subtract" | "rsub" => (BinOp::Sub, &["alpha=1"]),
        "mul" | "multiply" => (BinOp::Mul, &[]),
        "div" | "divide" => (BinOp::Div, &["rounding_mode=None"]),
        _ => return None,
    })
}

/// Whether `torch.<name>` is one of these ops and given a complex value.
pub fn handles_function(name: &str, a: &Args) -> bool {
    op_of(name).is_some() && a.values().any(super::is_complex_value)
}

/// `z.add(w, alpha=2)`, `z.sub_(w, alpha=1j)`, `x.div(z, rounding_mode=None)`, ...
pub fn method(it: &mut Interp, this: &Value, name: &str, a: Args, form: Form) -> Result<Value> {
    let (op, kws) = op_of(name).ok_or_else(|| super::unsupported(&format!("Tensor.{name}")))?;
    let fname = if form == Form::InPlace {
        format!("{name}_")
    } else {
        name.to_string()
    };
    let mut params = vec!["other", "*"];
    params.extend(kws);
    let b = a.bind(&fname, &params)?;
    let other = b.value("other")?;
    let other = prepare(it, this, &other, op, &b)?;
    if form == Form::InPlace {
        super::inplace(it, op, this, &other)?
            .ok_or_else(|| super::unsupported(&format!("Tensor.{fname}")))?;
        return Ok(this.clone());
    }
    it.binop(op, this, &other)
}

/// `torch.add(z, w, alpha=2, out=o)` and the other functions of the table; `rsub` is
/// `other - alpha * input`.
pub fn function(it: &mut Interp, name: &str, a: Args) -> Result<Value> {
    let (op, kws) = op_of(name).ok_or_else(|| super::unsupported(&format!("torch.{name}")))?;
    let mut params = vec!["input", "other", "*"];
    params.extend(kws);
    params.push("out=None");
    let b = a.bind(name, &params)?;
    let (mut left, mut right) = (b.value("input")?, b.value("other")?);
    if name == "rsub" {
        std::mem::swap(&mut left, &mut right);
    }
    let right = prepare(it, &left, &right, op, &b)?;
    let out = b.value_or_none("out");
    if matches!(out, Value::None) {
        return it.binop(op, &left, &right);
    }
    if super::grad::any_requires_grad([&left, &right]) {
        return Err(runtime(format!(
            "{name}(): functions with out=... arguments don't support automatic differentiation, but one of the arguments requires grad."
        )));
    }
    let r = it.binop(op, &left, &right)?;
    write_out(name, &r, &out)?;
    Ok(out)
}

/// The right operand after the keywords: `alpha * other` for add and sub (checked as
/// ATen's `alpha_check`), the rounding mode checked for div.
fn prepare(it: &mut Interp, left: &Value, other: &Value, op: BinOp, b: &Bound) -> Result<Value> {
    let complex = super::is_complex_value(left) || super::is_complex_value(other);
    if op == BinOp::Div {
        check_rounding(b.get("rounding_mode"), left, other)?;
        return Ok(other.clone());
    }
    let Some(alpha) = b.get("alpha") else {
        return Ok(other.clone());
    };
    let alpha = number(alpha, b)?;
    match alpha {
        Value::Bool(_) => Err(runtime("Boolean alpha only supported for Boolean results.")),
        Value::Int(1) => Ok(other.clone()),
        ref v if !complex && super::number::is_complex(v) => Err(runtime(
            "For non-complex input tensors, argument alpha must not be a complex number.",
        )),
        // ATen's kernel computes `self + other * alpha` with alpha in the result's type.
        alpha => it.binop(BinOp::Mul, other, &alpha),
    }
}

/// `alpha` as a Python number (a one-element tensor gives its value, as PyTorch's Scalar
/// argument takes one).
fn number(v: &Value, b: &Bound) -> Result<Value> {
    match v {
        Value::Bool(_) | Value::Int(_) | Value::Float(_) => Ok(v.clone()),
        v if super::number::is_complex(v) => Ok(v.clone()),
        Value::Tensor(t) if t.numel() == 1 => {
            let x = t.to_f64_vec()?[0];
            Ok(match t.dtype() {
                crate::DType::Bool => Value::Bool(x != 0.0),
                d if d.is_floating() => Value::Float(x),
                _ => Value::Int(x as i64),
            })
        }
        v => match ComplexTensor::of(v).filter(|z| z.numel() == 1) {
            Some(z) => {
                let (re, im) = z.values()?[0];
                Ok(PyComplex::value(re, im))
            }
            None => Err(type_error(format!(
                "{}(): argument 'alpha' must be Number, not {}",
                b.fname(),
                v.type_name()
            ))),
        },
    }
}

/// `rounding_mode`: None divides; "trunc" and "floor" have no complex kernel in ATen.
fn check_rounding(mode: Option<&Value>, left: &Value, other: &Value) -> Result<()> {
    let mode = match mode {
        None | Some(Value::None) => return Ok(()),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => {
            return Err(type_error(format!(
                "div(): argument 'rounding_mode' must be str or None, not {}",
                v.type_name()
            )))
        }
    };
    if mode != "trunc" && mode != "floor" {
        return Err(runtime(format!(
            "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{mode}'"
        )));
    }
    Err(TorchError::new(
        crate::error::ErrorKind::NotImplementedError,
        format!(
            "\"div_{mode}_cpu\" not implemented for '{}'",
            super::scalar_type_name(part_dtype(left, other))
        ),
    ))
}

/// The parts' dtype of a complex result of `left` and `other`.
fn part_dtype(left: &Value, other: &Value) -> crate::DType {
    let part = |v: &Value| match (ComplexTensor::of(v), v) {
        (Some(z), _) => Some(z.pairs.dtype()),
        (None, Value::Tensor(t)) if t.dtype().is_floating() => Some(t.dtype()),
        _ => None,
    };
    match (part(left), part(other)) {
        (Some(a), Some(b)) => crate::DType::promote(a, b),
        (Some(a), None) | (None, Some(a)) => a,
        (None, None) => crate::dtype::default_float(),
    }
}

/// `out=`: a complex tensor of the result's shape receives it; a real one cannot hold it
/// (PyTorch's cast check).
fn write_out(name: &str, r: &Value, out: &Value) -> Result<()> {
    let Some(z) = ComplexTensor::of(r) else {
        return Err(super::unsupported(&format!("torch.{name}(out=...)")));
    };
    match (ComplexTensor::of(out), out) {
        (Some(o), _) if o.shape() == z.shape() => super::methods::write_back(o, r),
        (Some(_), _) => Err(super::unsupported(&format!(
            "torch.{name}(out=...) with an out of another shape"
        ))),
        (None, Value::Tensor(t)) => Err(runtime(format!(
            "result type {} can't be cast to the desired output type {}",
            super::scalar_type_name(z.pairs.dtype()),
            t.dtype().legacy_name()
        ))),
        (None, v) => Err(type_error(format!(
            "{name}(): argument 'out' must be Tensor, not {}",
            v.type_name()
        ))),
    }
}
