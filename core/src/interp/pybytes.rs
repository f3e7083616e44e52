//! Python's `bytes`: an immutable sequence of ints in `range(0, 256)`, as a native object
//! (`Value::Object`) rather than a `Value` variant (docs/decisions.md, "Stop 61: bytes").
//! The object protocol gives it `len`, items, slices, iteration, `repr` and its methods
//! (`pybytes_methods.rs`); the few operations the protocol has no slot for (`==`, ordering,
//! `hash`, `+`, `*`, `in`) are hooks the interpreter calls, as it does for `complex`.
//! Text conversions (`str.encode`, `bytes.decode`) are in `codecs.rs`.

use super::args::{to_i64, Args};
use super::ast::BinOp;
use super::eval::Interp;
use super::protocol::Object;
use super::value::Value;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::limits::check_value_size;
use std::any::Any;
use std::rc::Rc;

pub struct PyBytes(pub Rc<[u8]>);

impl PyBytes {
    pub fn value(data: impl Into<Rc<[u8]>>) -> Value {
        Value::Object(Rc::new(PyBytes(data.into())))
    }
}

/// The bytes a value holds, if it is a `bytes`.
pub fn bytes_of(v: &Value) -> Option<&[u8]> {
    v.downcast::<PyBytes>().map(|b| &*b.0)
}

pub fn is_bytes(v: &Value) -> bool {
    v.downcast::<PyBytes>().is_some()
}

/// CPython's `bytes.__repr__`: single quotes unless the bytes hold a `'` and no `"`;
/// `\t`, `\n`, `\r`, `\\` and the quote escaped, other bytes outside 0x20..0x7f as `\xNN`.
pub fn repr(data: &[u8]) -> String {
    let quote = if data.contains(&b'\'') && !data.contains(&b'"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(data.len() + 3);
    out.push('b');
    out.push(quote);
    for &c in data {
        match c {
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\\' => out.push_str("\\\\"),
            c if c as char == quote => {
                out.push('\\');
                out.push(quote);
            }
            0x20..=0x7e => out.push(c as char),
            c => out.push_str(&format!("\\x{c:02x}")),
        }
    }
    out.push(quote);
    out
}

impl Object for PyBytes {
    fn type_name(&self) -> String {
        "bytes".into()
    }
    fn repr(&self) -> String {
        repr(&self.0)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn py_len(&self) -> Option<usize> {
        Some(self.0.len())
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        Ok(Some(self.0.iter().map(|&b| Value::Int(b as i64)).collect()))
    }
    fn getitem(&self, _it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        let n = self.0.len();
        match index {
            Value::Slice(..) => {
                let picked = super::builtins::slice_positions(index, n)?;
                Ok(PyBytes::value(
                    picked.into_iter().map(|k| self.0[k]).collect::<Vec<u8>>(),
                ))
            }
            Value::Int(_) | Value::Bool(_) => {
                let k = to_i64(index)?;
                let j = if k < 0 { k + n as i64 } else { k };
                if j < 0 || j >= n as i64 {
                    return Err(TorchError::new(ErrorKind::IndexError, "index out of range"));
                }
                Ok(Value::Int(self.0[j as usize] as i64))
            }
            Value::BigInt(_) => Err(TorchError::new(
                ErrorKind::IndexError,
                "cannot fit 'int' into an index-sized integer",
            )),
            other => Err(type_error(format!(
                "byte indices must be integers or slices, not {}",
                other.type_name()
            ))),
        }
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(if name == "fromhex" {
            Some(Value::builtin("bytes.fromhex"))
        } else if super::pybytes_methods::BYTES.contains(name) {
            Some(Value::method(this.clone(), name))
        } else {
            None
        })
    }
    fn call_method(&self, it: &mut Interp, this: &Value, name: &str, a: Args) -> Result<Value> {
        let entry = super::pybytes_methods::BYTES
            .get(name)
            .ok_or_else(|| super::protocol::no_attribute("bytes", name))?;
        let bound = entry.bind(name, &a)?;
        (entry.f)(it, this, &bound)
    }
}

/// `bytes.X` read on the type itself: the class method `fromhex`.
pub fn type_attribute(name: &str) -> Option<Value> {
    (name == "fromhex").then(|| Value::builtin("bytes.fromhex"))
}

// ---------------------------------------------------------------- the interpreter's hooks

/// `a == b` when both are bytes (bytes never equal a str or a list in Python 3).
pub fn equal(a: &Value, b: &Value) -> Option<bool> {
    Some(bytes_of(a)? == bytes_of(b)?)
}

/// `a < b` and friends: bytes order lexicographically, byte by byte.
pub fn order(a: &Value, b: &Value) -> Option<std::cmp::Ordering> {
    Some(bytes_of(a)?.cmp(bytes_of(b)?))
}

/// `hash(b)`: equal bytes hash alike. CPython salts it per process, as it salts str's, so
/// any stable value is one CPython could give.
pub fn hash(v: &Value) -> Option<i64> {
    use std::hash::{Hash, Hasher};
    let data = bytes_of(v)?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    7u8.hash(&mut h);
    data.hash(&mut h);
    Some(match h.finish() as i64 {
        -1 => -2,
        x => x,
    })
}

/// `+` and `*` with a bytes operand: concatenation and repetition, checked against the
/// memory cap first. None: not a bytes operation (the caller goes on with its own rules).
pub fn binop(op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    if !is_bytes(a) && !is_bytes(b) {
        return Ok(None);
    }
    if matches!(a, Value::Tensor(_)) || matches!(b, Value::Tensor(_)) {
        return Ok(None);
    }
    match op {
        BinOp::Add => {
            let Some(x) = bytes_of(a) else {
                return Ok(None);
            };
            let Some(y) = bytes_of(b) else {
                return Err(type_error(format!(
                    "can't concat {} to bytes",
                    b.type_name()
                )));
            };
            check_value_size(x.len() as u128 + y.len() as u128, 1)?;
            let mut joined = Vec::with_capacity(x.len() + y.len());
            joined.extend_from_slice(x);
            joined.extend_from_slice(y);
            Ok(Some(PyBytes::value(joined)))
        }
        BinOp::Mul => {
            let (data, n) = match bytes_of(a) {
                Some(x) => (x, b),
                None => (bytes_of(b).expect("one side is bytes"), a),
            };
            let k = match n {
                Value::Int(_) | Value::Bool(_) => to_i64(n)?.max(0) as u128,
                Value::BigInt(_) => {
                    return Err(TorchError::new(
                        ErrorKind::OverflowError,
                        "cannot fit 'int' into an index-sized integer",
                    ))
                }
                other if bytes_of(a).is_some() && bytes_of(b).is_some() => {
                    return Err(type_error(format!(
                        "can't multiply sequence by non-int of type '{}'",
                        other.type_name()
                    )))
                }
                Value::Instance(_) => return Ok(None),
                other => {
                    return Err(type_error(format!(
                        "can't multiply sequence by non-int of type '{}'",
                        other.type_name()
                    )))
                }
            };
            if data.is_empty() || k == 0 {
                return Ok(Some(PyBytes::value(Vec::new())));
            }
            check_value_size(data.len() as u128 * k, 1)?;
            Ok(Some(PyBytes::value(data.repeat(k as usize))))
        }
        _ => Ok(None),
    }
}

/// `x in b`: an int is one byte, a bytes is a run of bytes.
pub fn contains(container: &Value, item: &Value) -> Result<Option<bool>> {
    let Some(data) = bytes_of(container) else {
        return Ok(None);
    };
    if let Some(sub) = bytes_of(item) {
        return Ok(Some(find(data, sub, 0).is_some()));
    }
    match item {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => {
            let byte = byte_value(item, "byte must be in range(0, 256)")?;
            Ok(Some(data.contains(&byte)))
        }
        other => Err(type_error(format!(
            "a bytes-like object is required, not '{}'",
            other.type_name()
        ))),
    }
}

/// Where `sub` first occurs in `data` at or after `from`.
pub fn find(data: &[u8], sub: &[u8], from: usize) -> Option<usize> {
    if sub.is_empty() {
        return (from <= data.len()).then_some(from);
    }
    if sub.len() > data.len() {
        return None;
    }
    (from..=data.len() - sub.len()).find(|&i| &data[i..i + sub.len()] == sub)
}

/// An int that must be one byte (`bytes([...])` items, `in`, `count(int)`), with CPython's
/// ValueError when it is out of range.
pub fn byte_value(v: &Value, out_of_range: &str) -> Result<u8> {
    match v {
        Value::Int(_) | Value::Bool(_) => {
            u8::try_from(to_i64(v)?).map_err(|_| value_error(out_of_range))
        }
        Value::BigInt(_) => Err(value_error(out_of_range)),
        // A one-element integer tensor passes through its `__index__`.
        Value::Tensor(t)
            if t.numel() == 1
                && !t.dtype().is_floating()
                && t.dtype() != crate::dtype::DType::Bool =>
        {
            let x = t.to_i64_vec()?.first().copied().unwrap_or(0);
            u8::try_from(x).map_err(|_| value_error(out_of_range))
        }
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

// ---------------------------------------------------------------- the constructor

/// `bytes(source=b'', encoding=..., errors=...)`, CPython's forms and errors.
pub fn construct(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    let source = a.given("source").then(|| a.value_or_none("source"));
    let text_arg = |name: &str| -> Result<Option<String>> {
        if !a.given(name) {
            return Ok(None);
        }
        match a.value_or_none(name) {
            Value::Str(s) => Ok(Some(s.to_string())),
            other => Err(type_error(format!(
                "bytes() argument '{name}' must be str, not {}",
                other.type_name()
            ))),
        }
    };
    let (encoding, errors) = (text_arg("encoding")?, text_arg("errors")?);
    if let Some(Value::Str(s)) = &source {
        let Some(encoding) = encoding else {
            return Err(type_error("string argument without an encoding"));
        };
        let errors = errors.unwrap_or_else(|| "strict".into());
        let data = super::codecs::encode(it, s, &encoding, &errors)?;
        return Ok(PyBytes::value(data));
    }
    if encoding.is_some() {
        return Err(type_error("encoding without a string argument"));
    }
    if errors.is_some() {
        return Err(type_error("errors without a string argument"));
    }
    let Some(source) = source else {
        return Ok(PyBytes::value(Vec::new()));
    };
    if is_bytes(&source) {
        return Ok(source);
    }
    match &source {
        Value::Int(_) | Value::Bool(_) => {
            let n = to_i64(&source)?;
            if n < 0 {
                return Err(value_error("negative count"));
            }
            check_value_size(n as u128, 1)?;
            return Ok(PyBytes::value(vec![0u8; n as usize]));
        }
        Value::BigInt(_) => {
            return Err(TorchError::new(
                ErrorKind::OverflowError,
                "cannot fit 'int' into an index-sized integer",
            ))
        }
        _ => {}
    }
    let Some(items) = it.try_collect(&source)? else {
        return Err(type_error(format!(
            "cannot convert '{}' object to bytes",
            source.type_name()
        )));
    };
    let data = items
        .iter()
        .map(|v| byte_value(v, "bytes must be in range(0, 256)"))
        .collect::<Result<Vec<u8>>>()?;
    Ok(PyBytes::value(data))
}

/// `bytes.fromhex(string)`: pairs of hex digits, spaces allowed between pairs.
pub fn fromhex(args: &Args) -> Result<Value> {
    if !args.kw.is_empty() {
        return Err(type_error("bytes.fromhex() takes no keyword arguments"));
    }
    let [s] = args.pos.as_slice() else {
        return Err(type_error(format!(
            "fromhex() takes exactly one argument ({} given)",
            args.pos.len()
        )));
    };
    let Value::Str(s) = s else {
        return Err(type_error(format!(
            "fromhex() argument must be str, not {}",
            s.type_name()
        )));
    };
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let bad = |at: usize| {
        value_error(format!(
            "non-hexadecimal number found in fromhex() arg at position {at}"
        ))
    };
    while i < chars.len() {
        if chars[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let hi = chars[i].to_digit(16).ok_or_else(|| bad(i))?;
        let lo = chars
            .get(i + 1)
            .and_then(|c| c.to_digit(16))
            .ok_or_else(|| bad(i + 1))?;
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(PyBytes::value(out))
}
