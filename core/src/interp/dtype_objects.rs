//! `torch.dtype` objects as Python sees them: the real dtypes (`Value::DType`) and the
//! complex ones, which stridelab has no tensors for but which must still be dtypes
//! (`torch.cfloat == torch.complex64`, `type(torch.cdouble)`, `torch.float32.to_complex()`).
//! A complex dtype is a marker builtin named `torch.__unsupported_dtype__.<canonical name>`;
//! using it for a tensor is refused by `args::unsupported_dtype`.

use super::value::Value;
use crate::dtype::DType;
use crate::error::{type_error, Result};

const MARKER: &str = "torch.__unsupported_dtype__.";

/// The complex dtypes by each of their torch names: (name, canonical name, itemsize).
const COMPLEX: &[(&str, &str, i64)] = &[
    ("bcomplex32", "bcomplex32", 4),
    ("complex32", "complex32", 4),
    ("chalf", "complex32", 4),
    ("complex64", "complex64", 8),
    ("cfloat", "complex64", 8),
    ("complex128", "complex128", 16),
    ("cdouble", "complex128", 16),
];

/// The quantized dtypes (name, itemsize): dtypes a script names (`MinMaxObserver(dtype=
/// torch.quint8)`, `qconfig.activation().dtype`) though stridelab has no quantized tensors
/// (docs/decisions.md, "Stop 73: quantized tensors").
const QUANTIZED: &[(&str, i64)] = &[
    ("quint8", 1),
    ("qint8", 1),
    ("qint32", 4),
    ("quint4x2", 1),
    ("quint2x4", 1),
];

/// `torch.<name>` for a quantized dtype.
pub fn quantized_dtype(name: &str) -> Option<Value> {
    QUANTIZED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, _)| Value::builtin(&format!("{MARKER}{n}")))
}

/// The name of a quantized dtype marker.
pub fn quantized_name(v: &Value) -> Option<&'static str> {
    let Value::Builtin(b) = v else { return None };
    if b.recv.is_some() {
        return None;
    }
    let name = b.name.strip_prefix(MARKER)?;
    QUANTIZED.iter().find(|(n, _)| *n == name).map(|(n, _)| *n)
}

/// The name of a dtype stridelab has no tensors of (complex or quantized).
pub fn marker_name(v: &Value) -> Option<&'static str> {
    complex_name(v).or_else(|| quantized_name(v))
}

/// `torch.<name>` for a complex dtype: one marker per dtype, whatever alias named it.
pub fn complex_dtype(name: &str) -> Option<Value> {
    COMPLEX
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, canon, _)| Value::builtin(&format!("{MARKER}{canon}")))
}

/// The canonical name of a complex dtype marker.
pub fn complex_name(v: &Value) -> Option<&'static str> {
    let Value::Builtin(b) = v else { return None };
    if b.recv.is_some() {
        return None;
    }
    let name = b.name.strip_prefix(MARKER)?;
    COMPLEX
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, c, _)| *c)
}

/// A `torch.dtype`, real or complex.
pub fn is_dtype(v: &Value) -> bool {
    matches!(v, Value::DType(_)) || marker_name(v).is_some()
}

/// `dtype.<name>`: the attributes PyTorch's dtype objects have; methods come back bound.
pub fn attribute(v: &Value, name: &str) -> Option<Result<Value>> {
    let complex = complex_name(v);
    let real = match v {
        Value::DType(d) => Some(*d),
        _ => None,
    };
    if let Some(q) = quantized_name(v) {
        return quantized_attribute(q, name);
    }
    if real.is_none() && complex.is_none() {
        return None;
    }
    Some(Ok(match name {
        "is_floating_point" => Value::Bool(real.is_some_and(|d| d.is_floating())),
        "is_complex" => Value::Bool(complex.is_some()),
        "is_signed" => Value::Bool(real.is_none_or(|d| d.is_signed())),
        "itemsize" => Value::Int(match (real, complex) {
            (Some(d), _) => d.itemsize() as i64,
            (_, Some(c)) => COMPLEX.iter().find(|e| e.1 == c).map_or(0, |e| e.2),
            _ => 0,
        }),
        "to_real" | "to_complex" => Value::method(v.clone(), name),
        _ => return None,
    }))
}

/// A quantized dtype's attributes; `is_signed` is c10's refusal (`isSignedType`).
fn quantized_attribute(q: &str, name: &str) -> Option<Result<Value>> {
    Some(Ok(match name {
        "is_floating_point" | "is_complex" => Value::Bool(false),
        "is_signed" => {
            return Some(Err(crate::error::runtime(
                "isSignedType not supported for quantized types",
            )))
        }
        "itemsize" => Value::Int(QUANTIZED.iter().find(|e| e.0 == q).map_or(1, |e| e.1)),
        _ => return None,
    }))
}

/// `dtype.to_real()` / `dtype.to_complex()`, as c10's `toRealValueType`/`toComplexType`.
pub fn call_method(recv: &Value, name: &str, given: usize) -> Result<Value> {
    if given != 0 {
        return Err(type_error(format!(
            "dtype.{name}() takes no arguments ({given} given)"
        )));
    }
    let complex = complex_name(recv);
    match (name, recv, complex) {
        ("to_real", Value::DType(_), _) | ("to_complex", _, Some(_)) => Ok(recv.clone()),
        ("to_real", _, Some(c)) => Ok(Value::DType(match c {
            "bcomplex32" => DType::BFloat16,
            "complex32" => DType::Float16,
            "complex64" => DType::Float32,
            _ => DType::Float64,
        })),
        ("to_complex", Value::DType(d), _) => {
            let canon = match d {
                DType::Float16 => "complex32",
                DType::BFloat16 => "bcomplex32",
                DType::Float32 => "complex64",
                DType::Float64 => "complex128",
                d => {
                    return Err(crate::error::runtime(format!(
                        "Unknown Complex ScalarType for {}",
                        d.legacy_name()
                    )))
                }
            };
            complex_dtype(canon).ok_or_else(|| type_error("internal error: a complex dtype"))
        }
        _ => Err(type_error(format!(
            "'torch.dtype' object has no attribute '{name}'"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_name_one_dtype() {
        let a = complex_dtype("cfloat").unwrap();
        assert_eq!(complex_name(&a), Some("complex64"));
        assert_eq!(
            complex_name(&complex_dtype("cdouble").unwrap()),
            Some("complex128")
        );
        assert!(complex_dtype("float32").is_none());
    }

    #[test]
    fn complex_and_real_dtypes_convert() {
        let c = call_method(&Value::DType(DType::Float64), "to_complex", 0).unwrap();
        assert_eq!(complex_name(&c), Some("complex128"));
        let r = call_method(&c, "to_real", 0).unwrap();
        assert!(matches!(r, Value::DType(DType::Float64)));
        assert!(call_method(&Value::DType(DType::Int64), "to_complex", 0).is_err());
    }
}
