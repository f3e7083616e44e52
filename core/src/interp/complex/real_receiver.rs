//! A real tensor's methods given a complex argument (`x.add(z)`, `x.copy_(z)`, `x.eq(z)`), and
//! its conversions to complex (`x.cfloat()`, `x.to(torch.complex64)`, `x.view(complex64)`):
//! each as ATen runs it, the rest refused by name.

use super::parts::{self, Part, Parts};
use super::tensor::ComplexTensor;
use crate::error::{runtime, Result};
use crate::interp::args::Args;
use crate::interp::ast::{BinOp, CmpOp};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use crate::DType;

/// `angle` of a real tensor: pi where it is negative, 0 elsewhere, NaN kept (ATen's), in
/// the float dtype an int tensor promotes to.
fn real_angle(x: &Tensor) -> Result<Tensor> {
    let f = if x.dtype().is_floating() {
        x.clone()
    } else {
        ops::to_dtype_grad(x, x.dtype().to_float())?
    };
    let below = ops::named::lt(ops::Arg::T(&f), ops::Arg::S(Scalar::Float(0.0)))?;
    let r = ops::elementwise::where_(
        &below,
        ops::Arg::S(Scalar::Float(std::f64::consts::PI)),
        ops::Arg::S(Scalar::Float(0.0)),
    )?;
    let r = ops::to_dtype_grad(&r, f.dtype())?;
    let nan = ops::named::ne(ops::Arg::T(&f), ops::Arg::T(&f))?;
    ops::elementwise::where_(&nan, ops::Arg::T(&f), ops::Arg::T(&r))
}

/// A real tensor's method with a complex argument, or its conversion to complex.
pub fn real_method(it: &mut Interp, x: &Tensor, name: &str, a: Args) -> Result<Value> {
    let this = Value::Tensor(x.clone());
    let to_complex = |real: DType| -> Result<Value> {
        let p = Parts {
            re: Part::T(ops::to_dtype_grad(x, real)?),
            im: Part::S(0.0),
        };
        Ok(ComplexTensor::value(parts::pack(&p)?, false))
    };
    match name {
        "conj" | "conj_physical" | "resolve_conj" | "resolve_neg"
            if a.pos.is_empty() && a.kw.is_empty() =>
        {
            return Ok(this)
        }
        "is_conj" | "is_neg" if a.pos.is_empty() && a.kw.is_empty() => {
            return Ok(Value::Bool(false))
        }
        "angle" if a.pos.is_empty() && a.kw.is_empty() => return real_angle(x).map(Value::Tensor),
        "view" if a.pos.len() == 1 && a.kw.is_empty() => {
            if let Some(c) = crate::interp::dtype_objects::complex_name(&a.pos[0]) {
                return super::dtype_view::real_as_complex(x, c);
            }
        }
        "cfloat" => return to_complex(DType::Float32),
        "cdouble" => return to_complex(DType::Float64),
        "to" | "type" if a.pos.len() + a.kw.len() == 1 => {
            let v = a
                .pos
                .first()
                .or(a.kw.first().map(|(_, v)| v))
                .cloned()
                .unwrap_or(Value::None);
            if let Some(c) = crate::interp::dtype_objects::complex_name(&v) {
                return to_complex(super::real_dtype_of(c)?);
            }
        }
        "add" | "sub" | "mul" | "div" | "subtract" | "multiply" | "divide"
            if !(a.pos.len() == 1 && a.kw.is_empty()) =>
        {
            return super::arith_kw::method(it, &this, name, a, super::arith_kw::Form::Method);
        }
        "add" | "sub" | "mul" | "div" | "matmul" | "eq" | "ne"
            if a.pos.len() == 1 && a.kw.is_empty() =>
        {
            let other = &a.pos[0];
            return match name {
                "eq" => it.compare(CmpOp::Eq, &this, other),
                "ne" => it.compare(CmpOp::Ne, &this, other),
                _ => {
                    let op = match name {
                        "add" => BinOp::Add,
                        "sub" => BinOp::Sub,
                        "mul" => BinOp::Mul,
                        "div" => BinOp::Div,
                        _ => BinOp::MatMul,
                    };
                    it.binop(op, &this, other)
                }
            };
        }
        "copy_" if a.pos.len() == 1 && a.kw.is_empty() => {
            let src = &a.pos[0];
            if x.dtype() == DType::Bool {
                // A complex value is true when either part is nonzero (no warning in ATen).
                let nonzero = it.compare(CmpOp::Ne, src, &Value::Int(0))?;
                super::tensor::assign_part(x, &nonzero, false)?;
            } else {
                // The real part, with ATen's warning that the imaginary part is dropped.
                super::tensor::assign_part(x, src, false)?;
            }
            return Ok(this);
        }
        "add_" | "sub_" | "mul_" | "div_" => {
            return Err(runtime(format!(
                "result type ComplexFloat can't be cast to the desired output type {}",
                x.dtype().legacy_name()
            )))
        }
        _ => {}
    }
    Err(super::unsupported(&format!(
        "Tensor.{name} with a complex argument"
    )))
}
