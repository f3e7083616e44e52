//! Making bytes: the `bytes(...)` constructor, `bytes.fromhex`, `bytes.maketrans`, and the
//! methods read off the type (`bytes.decode(b'x')`, `bytes.join`), with CPython 3.11's
//! order of conversions and its errors.

use super::{as_index, byte_value, bytes_of, is_bytes, PyBytes};
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{to_i64, Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::protocol::Object;
use crate::interp::value::Value;
use crate::limits::check_value_size;
use std::any::Any;
use std::rc::Rc;

/// `bytes(source=b'', encoding=..., errors=...)`, in CPython's order: a str with its
/// encoding, `__bytes__`, an int (anything with `__index__`) as a count of zeros, then
/// the items of an iterable.
pub fn construct(it: &mut Interp, a: &Bound) -> Result<Value> {
    construct_named(it, a, "bytes")
}

/// `construct` for `bytes` or `bytearray` (`made`, which the errors name; only bytes asks
/// `__bytes__`). A bytearray source is copied (the buffer protocol).
pub fn construct_named(it: &mut Interp, a: &Bound, made: &str) -> Result<Value> {
    let source = a.given("source").then(|| a.value_or_none("source"));
    let text_arg = |name: &str| -> Result<Option<String>> {
        if !a.given(name) {
            return Ok(None);
        }
        match a.value_or_none(name) {
            Value::Str(s) => Ok(Some(s.to_string())),
            other => Err(type_error(format!(
                "{made}() argument '{name}' must be str, not {}",
                crate::interp::codecs::arg_type_name(&other)
            ))),
        }
    };
    let (encoding, errors) = (text_arg("encoding")?, text_arg("errors")?);
    if let Some(Value::Str(s)) = &source {
        let Some(encoding) = encoding else {
            return Err(type_error("string argument without an encoding"));
        };
        let errors = errors.unwrap_or_else(|| "strict".into());
        let data = crate::interp::codecs::encode(it, s, &encoding, &errors)?;
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
    if let Some(d) = crate::interp::pybytearray::bytes_like(&source) {
        return Ok(PyBytes::value(d?));
    }
    // An untyped storage is bytes (storage_bytes.rs): copied whole, not byte by byte
    // (torch.save's archive takes a storage's 4 MB this way).
    if made == "bytes" {
        if let Some(st) = source.downcast::<crate::interp::objects::StorageObj>() {
            return Ok(PyBytes::value(crate::interp::storage_bytes::bytes(&st.0)?));
        }
    }
    let own = match made {
        "bytes" => it.call_special(&source, "__bytes__", vec![])?,
        _ => None,
    };
    if let Some(r) = own {
        if !is_bytes(&r) {
            return Err(type_error(format!(
                "__bytes__ returned non-bytes (type {})",
                r.type_name()
            )));
        }
        return Ok(r);
    }
    // An `__index__` that fails with a TypeError (a float tensor's) is passed over, as
    // CPython passes it over, for the iteration below.
    match as_index(it, &source) {
        Ok(Some(Value::BigInt(_))) => {
            return Err(TorchError::new(
                ErrorKind::OverflowError,
                "cannot fit 'int' into an index-sized integer",
            ))
        }
        Ok(Some(n)) => {
            let n = to_i64(&n)?;
            if n < 0 {
                return Err(value_error("negative count"));
            }
            check_value_size(n as u128, 1)?;
            // Collected straight into the shared buffer: one allocation, no copy.
            let zeros: Rc<[u8]> = std::iter::repeat_n(0u8, n as usize).collect();
            return Ok(PyBytes::value(zeros));
        }
        Err(e) if e.kind != ErrorKind::TypeError => return Err(e),
        _ => {}
    }
    let cannot = || {
        type_error(format!(
            "cannot convert '{}' object to {made}",
            source.type_name()
        ))
    };
    // A 0-d tensor cannot be iterated: CPython words that failure of `iter()` its own way.
    if matches!(&source, Value::Tensor(t) if t.ndim() == 0) {
        return Err(cannot());
    }
    let Some(items) = it.try_collect(&source)? else {
        return Err(cannot());
    };
    let mut data = Vec::with_capacity(items.len());
    for v in &items {
        data.push(byte_value(it, v, "bytes must be in range(0, 256)")?);
    }
    Ok(PyBytes::value(data))
}

/// ASCII whitespace as CPython's `Py_ISSPACE` reads it (with `\x0b`, which Rust's
/// `is_ascii_whitespace` omits).
pub fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// `bytes.fromhex(string)`: pairs of hex digits, whitespace allowed between pairs.
pub fn fromhex(args: &Args) -> Result<Value> {
    if !args.kw.is_empty() {
        return Err(type_error("bytes.fromhex() takes no keyword arguments"));
    }
    let [s] = args.pos.as_slice() else {
        return Err(type_error(format!(
            "bytes.fromhex() takes exactly one argument ({} given)",
            args.pos.len()
        )));
    };
    let Value::Str(s) = s else {
        return Err(type_error(format!(
            "fromhex() argument must be str, not {}",
            s.type_name()
        )));
    };
    let bad = |at: usize| {
        value_error(format!(
            "non-hexadecimal number found in fromhex() arg at position {at}"
        ))
    };
    // CPython reports a non-ASCII string at its first non-ASCII character, before
    // reading any pair.
    if !s.is_ascii() {
        return Err(bad(s.chars().take_while(char::is_ascii).count()));
    }
    let d = s.as_bytes();
    let digit = |c: Option<&u8>| c.and_then(|&c| (c as char).to_digit(16));
    let mut out = Vec::with_capacity(d.len() / 2);
    let mut i = 0;
    while i < d.len() {
        if is_space(d[i]) {
            i += 1;
            continue;
        }
        let hi = digit(d.get(i)).ok_or_else(|| bad(i))?;
        let lo = digit(d.get(i + 1)).ok_or_else(|| bad(i + 1))?;
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(PyBytes::value(out))
}

/// `bytes.maketrans(frm, to)`: the 256-byte table `translate` takes.
fn maketrans(args: &Args) -> Result<Value> {
    if !args.kw.is_empty() {
        return Err(type_error("maketrans() takes no keyword arguments"));
    }
    let [frm, to] = args.pos.as_slice() else {
        return Err(type_error(format!(
            "maketrans expected 2 arguments, got {}",
            args.pos.len()
        )));
    };
    let arg = |v: &Value| -> Result<Vec<u8>> {
        bytes_of(v).map(<[u8]>::to_vec).ok_or_else(|| {
            type_error(format!(
                "a bytes-like object is required, not '{}'",
                v.type_name()
            ))
        })
    };
    let (frm, to) = (arg(frm)?, arg(to)?);
    if frm.len() != to.len() {
        return Err(value_error("maketrans arguments must have same length"));
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (f, t) in frm.iter().zip(&to) {
        table[*f as usize] = *t;
    }
    Ok(PyBytes::value(table))
}

/// `bytes.name` read on the type: `fromhex` (a class method), `maketrans` (a static one),
/// or a method unbound (`bytes.decode(b'x')`, `map(bytes.upper, items)`).
pub fn type_attribute(name: &str) -> Option<Value> {
    if name == "fromhex" {
        return Some(Value::builtin("bytes.fromhex"));
    }
    let name = if name == "maketrans" {
        "maketrans"
    } else {
        crate::interp::pybytes_methods::BYTES.get(name)?.name
    };
    Some(Value::Object(Rc::new(TypeMethod(name))))
}

/// A method of `bytes` read off the type: calling it with a bytes first runs the method on
/// it; `maketrans` takes no receiver.
struct TypeMethod(&'static str);

impl Object for TypeMethod {
    fn type_name(&self) -> String {
        if self.0 == "maketrans" {
            "builtin_function_or_method"
        } else {
            "method_descriptor"
        }
        .into()
    }
    fn repr(&self) -> String {
        if self.0 == "maketrans" {
            "<built-in method maketrans of type object>".into()
        } else {
            format!("<method '{}' of 'bytes' objects>", self.0)
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn callable(&self) -> bool {
        true
    }
    fn call(&self, it: &mut Interp, _this: &Value, mut args: Args) -> Result<Value> {
        if self.0 == "maketrans" {
            return maketrans(&args);
        }
        if args.pos.is_empty() {
            return Err(type_error(format!(
                "unbound method bytes.{}() needs an argument",
                self.0
            )));
        }
        let recv = args.pos.remove(0);
        let Some(b) = recv.downcast::<PyBytes>() else {
            return Err(type_error(format!(
                "descriptor '{}' for 'bytes' objects doesn't apply to a '{}' object",
                self.0,
                recv.type_name()
            )));
        };
        b.call_method(it, &recv, self.0, args)
    }
}
