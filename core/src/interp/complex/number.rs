//! Python's `complex` numbers with CPython 3.11's arithmetic: its product, Smith's quotient
//! (`_Py_c_quot`), its power (repeated squaring for small integer exponents, polar form
//! otherwise), its `repr` and its hash, so that `(1+2j) * 3`, `1j ** 2` and `hash(1+0j)`
//! give what Python gives, bit for bit.

use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::protocol::Object;
use crate::interp::value::Value;
use std::any::Any;
use std::rc::Rc;

/// A Python complex number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PyComplex {
    pub re: f64,
    pub im: f64,
}

impl PyComplex {
    pub fn value(re: f64, im: f64) -> Value {
        Value::Object(Rc::new(PyComplex { re, im }))
    }
}

/// The complex number a value stands for as an operand: a complex, or a real Python number
/// as `complex(x, 0.0)` (CPython 3.11 widens first, then runs the complex formula).
pub fn operand(v: &Value) -> Result<Option<PyComplex>> {
    if let Some(c) = v.downcast::<PyComplex>() {
        return Ok(Some(*c));
    }
    Ok(match v {
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_) => Some(PyComplex {
            re: crate::interp::args::to_f64(v)?,
            im: 0.0,
        }),
        _ => None,
    })
}

pub fn is_complex(v: &Value) -> bool {
    v.downcast::<PyComplex>().is_some()
}

/// One part as CPython's complex repr writes it: the shortest float repr without a `.0`.
fn part(x: f64) -> String {
    let s = crate::pyfmt::py_float(x);
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// `repr(z)`: `2j` when the real part is +0.0, else `(re±imj)`.
pub fn repr(re: f64, im: f64) -> String {
    if re == 0.0 && re.is_sign_positive() {
        return format!("{}j", part(im));
    }
    let i = part(im);
    let sign = if i.starts_with('-') { "" } else { "+" };
    format!("({}{sign}{i}j)", part(re))
}

fn prod(a: PyComplex, b: PyComplex) -> PyComplex {
    PyComplex {
        re: a.re * b.re - a.im * b.im,
        im: a.re * b.im + a.im * b.re,
    }
}

/// `_Py_c_quot`: None on division by zero.
fn quot(a: PyComplex, b: PyComplex) -> Option<PyComplex> {
    let (abs_re, abs_im) = (b.re.abs(), b.im.abs());
    if abs_re >= abs_im {
        if abs_re == 0.0 {
            return None;
        }
        let ratio = b.im / b.re;
        let denom = b.re + b.im * ratio;
        Some(PyComplex {
            re: (a.re + a.im * ratio) / denom,
            im: (a.im - a.re * ratio) / denom,
        })
    } else if abs_im >= abs_re {
        let ratio = b.re / b.im;
        let denom = b.re * ratio + b.im;
        Some(PyComplex {
            re: (a.re * ratio + a.im) / denom,
            im: (a.im * ratio - a.re) / denom,
        })
    } else {
        Some(PyComplex {
            re: f64::NAN,
            im: f64::NAN,
        })
    }
}

fn zero_power() -> TorchError {
    TorchError::new(
        ErrorKind::ZeroDivisionError,
        "0.0 to a negative or complex power",
    )
}

/// `complex_pow`: small integral exponents by repeated squaring (`c_powi`), others in polar
/// form (`_Py_c_pow`); an infinite result is CPython's OverflowError.
fn power(a: PyComplex, b: PyComplex) -> Result<PyComplex> {
    let p = if b.im == 0.0 && b.re == b.re.floor() && b.re.abs() <= 100.0 {
        let n = b.re as i64;
        let mut r = PyComplex { re: 1.0, im: 0.0 };
        let mut p = a;
        let k = n.unsigned_abs();
        let mut mask = 1u64;
        while mask > 0 && k >= mask {
            if k & mask != 0 {
                r = prod(r, p);
            }
            mask <<= 1;
            p = prod(p, p);
        }
        if n > 0 {
            r
        } else {
            quot(PyComplex { re: 1.0, im: 0.0 }, r).ok_or_else(zero_power)?
        }
    } else if b.re == 0.0 && b.im == 0.0 {
        PyComplex { re: 1.0, im: 0.0 }
    } else if a.re == 0.0 && a.im == 0.0 {
        if b.im != 0.0 || b.re < 0.0 {
            return Err(zero_power());
        }
        PyComplex { re: 0.0, im: 0.0 }
    } else {
        let vabs = a.re.hypot(a.im);
        let mut len = vabs.powf(b.re);
        let at = a.im.atan2(a.re);
        let mut phase = at * b.re;
        if b.im != 0.0 {
            len /= (at * b.im).exp();
            phase += b.im * vabs.ln();
        }
        PyComplex {
            re: len * phase.cos(),
            im: len * phase.sin(),
        }
    };
    if p.re.is_infinite() || p.im.is_infinite() {
        return Err(TorchError::new(
            ErrorKind::OverflowError,
            "complex exponentiation",
        ));
    }
    Ok(p)
}

/// `a op b` where one side is a complex and the other a Python number; None when an operand
/// is something else (a tensor, a list), which the caller routes on.
pub fn binop(op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    if !is_complex(a) && !is_complex(b) {
        return Ok(None);
    }
    let (Some(x), Some(y)) = (operand(a)?, operand(b)?) else {
        return Ok(None);
    };
    let r = match op {
        BinOp::Add => PyComplex {
            re: x.re + y.re,
            im: x.im + y.im,
        },
        BinOp::Sub => PyComplex {
            re: x.re - y.re,
            im: x.im - y.im,
        },
        BinOp::Mul => prod(x, y),
        BinOp::Div => quot(x, y).ok_or_else(|| {
            TorchError::new(ErrorKind::ZeroDivisionError, "complex division by zero")
        })?,
        BinOp::Pow => power(x, y)?,
        _ => {
            return Err(type_error(format!(
                "unsupported operand type(s) for {}: '{}' and '{}'",
                op.operand_symbol(),
                a.type_name(),
                b.type_name()
            )))
        }
    };
    Ok(Some(PyComplex::value(r.re, r.im)))
}

/// A real base to a fractional power: CPython 3.11 answers with the complex power.
pub fn real_power(x: f64, y: f64) -> Result<Value> {
    let r = power(PyComplex { re: x, im: 0.0 }, PyComplex { re: y, im: 0.0 })?;
    Ok(PyComplex::value(r.re, r.im))
}

/// `a == b` when either side is a complex: equal as numbers; None when neither is.
pub fn equal(a: &Value, b: &Value) -> Result<Option<bool>> {
    if !is_complex(a) && !is_complex(b) {
        return Ok(None);
    }
    // A real number equals a complex with a zero imaginary part whose real part equals it
    // exactly (an int is compared as an int: `2**53 + 1 != complex(2**53 + 1)`).
    let real = |v: &Value| {
        matches!(
            v,
            Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_)
        )
    };
    if real(a) || real(b) {
        let (c, r) = if real(a) { (b, a) } else { (a, b) };
        let Some(c) = c.downcast::<PyComplex>() else {
            return Ok(Some(false));
        };
        return Ok(Some(
            c.im == 0.0
                && crate::interp::pyint::num_cmp(r, &Value::Float(c.re))
                    == Some(std::cmp::Ordering::Equal),
        ));
    }
    Ok(Some(match (operand(a), operand(b)) {
        (Ok(Some(x)), Ok(Some(y))) => x == y,
        _ => false,
    }))
}

/// CPython's `complex_hash`: the parts' hashes combined with `_PyHASH_IMAG`.
pub fn hash(c: &PyComplex) -> i64 {
    let h = |x: f64| crate::interp::pyint::hash_number(&Value::Float(x)).unwrap_or(0) as u64;
    let combined = h(c.re).wrapping_add(1_000_003u64.wrapping_mul(h(c.im))) as i64;
    if combined == -1 {
        -2
    } else {
        combined
    }
}

/// `abs(z)`: the hypotenuse, with CPython's OverflowError when finite parts overflow.
pub fn abs(c: &PyComplex) -> Result<f64> {
    let r = c.re.hypot(c.im);
    if r.is_infinite() && c.re.is_finite() && c.im.is_finite() {
        return Err(TorchError::new(
            ErrorKind::OverflowError,
            "absolute value too large",
        ));
    }
    Ok(r)
}

/// Parses `complex("1+2j")` as CPython's `complex_from_string_inner` does.
fn parse(s: &str) -> Option<PyComplex> {
    let mut t = s.trim();
    if let Some(inner) = t.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
        t = inner.trim();
    }
    if t.is_empty() || t.contains(char::is_whitespace) {
        return None;
    }
    let float = |x: &str| -> Option<f64> {
        // Underscores may group digits, one at a time between two digits (`1_000`).
        let b = x.as_bytes();
        for (i, &c) in b.iter().enumerate() {
            if c == b'_' {
                let digit = |j: Option<&u8>| j.is_some_and(u8::is_ascii_digit);
                if !digit(i.checked_sub(1).and_then(|j| b.get(j))) || !digit(b.get(i + 1)) {
                    return None;
                }
            }
        }
        let cleaned: String = x.chars().filter(|&c| c != '_').collect();
        let x = cleaned.as_str();
        let ok = x
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '+' | '-' | '_'));
        if !ok {
            return None;
        }
        x.parse::<f64>().ok()
    };
    if let Some(body) = t.strip_suffix(['j', 'J']) {
        // Split at the last sign that is not an exponent's or the first character.
        let bytes = body.as_bytes();
        let mut split = None;
        for i in (1..bytes.len()).rev() {
            if matches!(bytes[i], b'+' | b'-') && !matches!(bytes[i - 1], b'e' | b'E') {
                split = Some(i);
                break;
            }
        }
        let imag = |x: &str| -> Option<f64> {
            match x {
                "" | "+" => Some(1.0),
                "-" => Some(-1.0),
                x => float(x),
            }
        };
        return match split {
            Some(i) => Some(PyComplex {
                re: float(&body[..i])?,
                im: imag(&body[i..])?,
            }),
            None => Some(PyComplex {
                re: 0.0,
                im: imag(body)?,
            }),
        };
    }
    Some(PyComplex {
        re: float(t)?,
        im: 0.0,
    })
}

/// The builtin `complex(real=0, imag=0)`.
/// `complex(x)` of an instance: its `__complex__` (which must give a complex), else its
/// `__float__` or `__index__` as the real part; None when it has none of them.
fn from_dunders(it: &mut Interp, v: &Value) -> Result<Option<PyComplex>> {
    if let Some(r) = it.call_special(v, "__complex__", vec![])? {
        return match operand(&r)? {
            Some(c) if is_complex(&r) => Ok(Some(c)),
            _ => Err(type_error(format!(
                "__complex__ returned non-complex (type {})",
                r.type_name()
            ))),
        };
    }
    for (name, kind) in [("__float__", "float"), ("__index__", "int")] {
        if let Some(r) = it.call_special(v, name, vec![])? {
            let fits = match kind {
                "float" => matches!(r, Value::Float(_)),
                _ => matches!(r, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)),
            };
            return match operand(&r)? {
                Some(c) if fits => Ok(Some(c)),
                _ => Err(type_error(format!(
                    "{name} returned non-{kind} (type {})",
                    r.type_name()
                ))),
            };
        }
    }
    Ok(None)
}

pub fn construct(it: &mut Interp, real: Option<&Value>, imag: Option<&Value>) -> Result<Value> {
    let to_number = |it: &mut Interp, v: &Value, first: bool| -> Result<PyComplex> {
        if let Some(c) = operand(v)? {
            return Ok(c);
        }
        if let Value::Tensor(t) = v {
            if t.numel() == 1 {
                let x = crate::ops::item(t)?.to_f64();
                return Ok(PyComplex { re: x, im: 0.0 });
            }
        }
        if let Some(z) = super::tensor::ComplexTensor::of(v) {
            if let Some(c) = z.single_value(it)? {
                return Ok(c);
            }
        }
        Err(type_error(if first {
            format!(
                "complex() first argument must be a string or a number, not '{}'",
                v.type_name()
            )
        } else {
            format!(
                "complex() second argument must be a number, not '{}'",
                v.type_name()
            )
        }))
    };
    let r = match real {
        None => PyComplex { re: 0.0, im: 0.0 },
        Some(Value::Str(s)) => {
            if imag.is_some() {
                return Err(type_error(
                    "complex() can't take second arg if first is a string",
                ));
            }
            parse(s).ok_or_else(|| {
                TorchError::new(ErrorKind::ValueError, "complex() arg is a malformed string")
            })?
        }
        // An object standing for a number (NumPy's scalars and 0-d arrays, a user class):
        // CPython asks `__complex__`, then `__float__`, then `__index__`.
        Some(v @ Value::Instance(_)) => match from_dunders(it, v)? {
            Some(c) => c,
            None => to_number(it, v, true)?,
        },
        Some(v) => to_number(it, v, true)?,
    };
    let Some(i) = imag else {
        return Ok(PyComplex::value(r.re, r.im));
    };
    if matches!(i, Value::Str(_)) {
        return Err(type_error("complex() second arg can't be a string"));
    }
    // CPython adds a part only where an argument is itself complex (so the sign of a
    // zero survives: `complex(0.0, -0.0)` is `-0j`).
    let i_complex = is_complex(i);
    let r_complex = real.is_some_and(is_complex);
    let i = to_number(it, i, false)?;
    let re = if i_complex { r.re - i.im } else { r.re };
    let im = if r_complex { i.re + r.im } else { i.re };
    Ok(PyComplex::value(re, im))
}

impl Object for PyComplex {
    fn type_name(&self) -> String {
        "complex".into()
    }
    fn repr(&self) -> String {
        repr(self.re, self.im)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(Some(match name {
            "real" => Value::Float(self.re),
            "imag" => Value::Float(self.im),
            "conjugate" | "__abs__" | "__complex__" => Value::method(this.clone(), name),
            _ => return Ok(None),
        }))
    }
    fn call_method(
        &self,
        _it: &mut Interp,
        this: &Value,
        name: &str,
        a: crate::interp::args::Args,
    ) -> Result<Value> {
        let given = a.pos.len() + a.kw.len();
        if given != 0 {
            return Err(type_error(format!(
                "complex.{name}() takes no arguments ({given} given)"
            )));
        }
        match name {
            "conjugate" => Ok(PyComplex::value(self.re, -self.im)),
            "__abs__" => Ok(Value::Float(abs(self)?)),
            "__complex__" => Ok(this.clone()),
            _ => Err(crate::interp::protocol::no_attribute("complex", name)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(re: f64, im: f64) -> PyComplex {
        PyComplex { re, im }
    }

    #[test]
    fn repr_is_cpythons() {
        assert_eq!(repr(1.0, 2.0), "(1+2j)");
        assert_eq!(repr(0.0, 1.0), "1j");
        assert_eq!(repr(-0.0, -1.0), "(-0-1j)");
        assert_eq!(repr(0.0, -0.0), "-0j");
        assert_eq!(repr(1e16, 1e-5), "(1e+16+1e-05j)");
        assert_eq!(repr(f64::NAN, f64::INFINITY), "(nan+infj)");
    }

    #[test]
    fn arithmetic_is_cpythons() {
        assert_eq!(power(c(1.0, 2.0), c(3.0, 0.0)).unwrap(), c(-11.0, -2.0));
        let r = power(c(-8.0, 0.0), c(1.0 / 3.0, 0.0)).unwrap();
        assert_eq!((r.re, r.im), (1.0000000000000002, 1.7320508075688772));
        assert!(quot(c(1.0, 0.0), c(0.0, 0.0)).is_none());
        assert_eq!(quot(c(2.0, 0.0), c(1.0, 2.0)).unwrap(), c(0.4, -0.8));
        assert_eq!(hash(&c(1.0, 0.0)), 1);
        assert_eq!(hash(&c(1.5, 2.0)), 1152921504608846983);
    }

    #[test]
    fn strings_parse() {
        assert_eq!(parse(" (1+2j) "), Some(c(1.0, 2.0)));
        assert_eq!(parse("-j"), Some(c(0.0, -1.0)));
        assert_eq!(parse("1e3-2.5J"), Some(c(1000.0, -2.5)));
        assert_eq!(parse("abc"), None);
        assert_eq!(parse("1 + 2j"), None);
    }
}
