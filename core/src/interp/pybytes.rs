//! Python's `bytes`: an immutable sequence of ints in `range(0, 256)`, as a native object
//! (`Value::Object`) rather than a `Value` variant (docs/decisions.md, "Stop 61: bytes").
//! The object protocol gives it `len`, items, slices, iteration, `repr` and its methods
//! (`pybytes_methods.rs`, `pybytes_more.rs`); the few operations the protocol has no slot
//! for (`==`, ordering, `hash`, `+`, `*`, `%`, `in`) are hooks the interpreter calls, as it
//! does for `complex`. Text conversions (`str.encode`, `bytes.decode`) are in `codecs.rs`.
//!
//! Every operation works on the shared buffer: a slice copies bytes, iteration yields one
//! int at a time, a search is linear (`pybytes_search.rs`). Going through one `Value` per
//! byte cost 50 times the data's size (`for c in bytes(10**8): break` took 13 s and 4.8 GB).

use super::args::to_i64;
use super::ast::BinOp;
use super::eval::Interp;
use super::protocol::Object;
use super::value::Value;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::limits::check_value_size;
use std::any::Any;
use std::cell::Cell;
use std::rc::Rc;

#[path = "pybytes_format.rs"]
mod format;
#[path = "pybytes_more.rs"]
pub mod more;
#[path = "pybytes_new.rs"]
mod new;
#[path = "pybytes_search.rs"]
pub mod search;

pub use new::{construct, construct_named, fromhex, is_space, type_attribute};

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

/// The length of `repr(data)` in bytes or a little more (every quote counted escaped),
/// found without building it (`repr(b'\x00' * 10**9)` would be 4 GB). Room for `bytearray(...)`.
pub fn repr_len(data: &[u8]) -> u128 {
    let escaped = |c: u8| match c {
        b'\t' | b'\n' | b'\r' | b'\\' | b'\'' | b'"' => 2,
        0x20..=0x7e => 1,
        _ => 4,
    };
    14 + data.iter().map(|&c| escaped(c) as u128).sum::<u128>()
}

/// CPython's `bytes.__repr__`: single quotes unless the bytes hold a `'` and no `"`;
/// `\t`, `\n`, `\r`, `\\` and the quote escaped, other bytes outside 0x20..0x7f as `\xNN`.
pub fn repr(data: &[u8]) -> String {
    quoted(data, false)
}

/// The `b'...'` text; `bytearray`'s repr escapes every `'`, even between double quotes
/// (CPython's bytearray_repr: `bytearray(b"\x00q\'")`).
pub fn quoted(data: &[u8], escape_single: bool) -> String {
    let quote = if data.contains(&b'\'') && !data.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    let mut out = String::with_capacity(data.len() + 3);
    out.push('b');
    out.push(quote as char);
    for &c in data {
        match c {
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\\' => out.push_str("\\\\"),
            c if c == quote || (escape_single && c == b'\'') => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            c => {
                out.push_str("\\x");
                out.push(HEX_DIGITS[(c >> 4) as usize] as char);
                out.push(HEX_DIGITS[(c & 15) as usize] as char);
            }
        }
    }
    out.push(quote as char);
    out
}

pub const HEX_DIGITS: &[u8; 16] = b"0123456789abcdef";

/// Asks the host whether to stop after `n` more bytes of work (a copy or scan of a
/// billion bytes must still end at the script's deadline).
pub fn poll(n: usize) -> Result<()> {
    if crate::limits::kernel_work(n as u64) {
        crate::limits::take_kernel_stop()?;
    }
    Ok(())
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
    /// Every item at once (`list(b)`, `sorted(b)`): one `Value` per byte, so held to the
    /// cap of one list first, as `list(range(n))` is. A `for` loop does not come here: it
    /// takes the lazy `BytesIter`.
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        check_value_size(self.0.len() as u128, std::mem::size_of::<Value>())?;
        let mut out = Vec::with_capacity(self.0.len());
        for chunk in self.0.chunks(1 << 16) {
            poll(chunk.len())?;
            out.extend(chunk.iter().map(|&b| Value::Int(b as i64)));
        }
        Ok(Some(out))
    }
    fn getitem(&self, it: &mut Interp, this: &Value, index: &Value) -> Result<Value> {
        if let Value::Slice(lo, hi, step) = index {
            return slice(this, &self.0, (*lo, *hi, *step));
        }
        let j = byte_position(
            it,
            index,
            self.0.len(),
            || {
                type_error(format!(
                    "byte indices must be integers or slices, not {}",
                    index.type_name()
                ))
            },
            "index out of range",
        )?;
        Ok(Value::Int(self.0[j] as i64))
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(if matches!(name, "fromhex" | "maketrans") {
            type_attribute(name)
        } else if super::pybytes_methods::BYTES.contains(name) {
            Some(Value::method(this.clone(), name))
        } else {
            None
        })
    }
    fn call_method(
        &self,
        it: &mut Interp,
        this: &Value,
        name: &str,
        a: super::args::Args,
    ) -> Result<Value> {
        let entry = super::pybytes_methods::BYTES
            .get(name)
            .ok_or_else(|| super::protocol::no_attribute("bytes", name))?;
        super::pybytes_methods::check_arity(name, &a)?;
        let bound = entry.bind(name, &a)?;
        (entry.f)(it, this, &bound)
    }
}

/// `b[lo:hi:step]`: CPython's `PySlice_AdjustIndices` (in 128 bits, so no step or bound
/// overflows), then the bytes copied straight from the buffer.
fn slice(
    this: &Value,
    data: &[u8],
    (lo, hi, step): (Option<i64>, Option<i64>, Option<i64>),
) -> Result<Value> {
    let (start, step, count) = adjust_slice(data.len(), lo, hi, step)?;
    if step == 1 {
        if count == data.len() {
            // CPython hands back the object itself for a full slice (`b[:] is b`).
            return Ok(this.clone());
        }
        let s = start as usize;
        return Ok(PyBytes::value(&data[s..s + count]));
    }
    // Collected straight into the shared buffer (an exact-size iterator: one allocation,
    // no Vec copied after), with the host asked once for the whole copy.
    poll(count)?;
    let out: Rc<[u8]> = (0..count)
        .map(|k| data[(start + k as i128 * step) as usize])
        .collect();
    Ok(PyBytes::value(out))
}

/// The first index, the step and the item count of a slice of a sequence of `len`.
pub fn adjust_slice(
    len: usize,
    lo: Option<i64>,
    hi: Option<i64>,
    step: Option<i64>,
) -> Result<(i128, i128, usize)> {
    let (start, stop, step) = slice_bounds(len, lo, hi, step)?;
    let count = if step > 0 && stop > start {
        (stop - start - 1) / step + 1
    } else if step < 0 && start > stop {
        (start - stop - 1) / -step + 1
    } else {
        0
    };
    Ok((start, step, count as usize))
}

/// CPython's `PySlice_AdjustIndices`: the start and stop indices and the step of a slice
/// of a sequence of `len` (a range's slice is built from them).
pub fn slice_bounds(
    len: usize,
    lo: Option<i64>,
    hi: Option<i64>,
    step: Option<i64>,
) -> Result<(i128, i128, i128)> {
    let step = step.unwrap_or(1) as i128;
    if step == 0 {
        return Err(value_error("slice step cannot be zero"));
    }
    let n = len as i128;
    let (lower, upper) = if step < 0 { (-1, n - 1) } else { (0, n) };
    let clamp = |v: Option<i64>, default: i128| match v {
        None => default,
        Some(x) if x < 0 => (x as i128 + n).max(lower),
        Some(x) => (x as i128).min(upper),
    };
    let (start, stop) = if step < 0 {
        (clamp(lo, upper), clamp(hi, lower))
    } else {
        (clamp(lo, lower), clamp(hi, upper))
    };
    Ok((start, stop, step))
}

// ---------------------------------------------------------------- iteration

/// `iter(b)`: the shared buffer and a position, one int per `next` (CPython's
/// `bytes_iterator`).
pub struct BytesIter {
    data: Rc<[u8]>,
    pos: Cell<usize>,
}

/// `iter(b)` (`Interp::make_iter` asks for it).
pub fn iter(v: &Value) -> Result<Value> {
    let b = v
        .downcast::<PyBytes>()
        .ok_or_else(|| type_error(format!("'{}' object is not bytes", v.type_name())))?;
    Ok(Value::Object(Rc::new(BytesIter {
        data: b.0.clone(),
        pos: Cell::new(0),
    })))
}

/// `for c in b:` (`Interp::for_each` hands bytes here): one int per step from the
/// buffer, nothing made ahead.
pub fn for_each(
    it: &mut Interp,
    v: &Value,
    f: &mut dyn FnMut(&mut Interp, Value) -> Result<bool>,
) -> Result<()> {
    for &b in bytes_of(v).unwrap_or_default() {
        if !f(it, Value::Int(b as i64))? {
            break;
        }
    }
    Ok(())
}

impl Object for BytesIter {
    fn type_name(&self) -> String {
        "bytes_iterator".into()
    }
    fn repr(&self) -> String {
        super::iterators::object_at("bytes_iterator", self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        let k = self.pos.get();
        let Some(&b) = self.data.get(k) else {
            return Ok(None);
        };
        self.pos.set(k + 1);
        Ok(Some(Value::Int(b as i64)))
    }
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

/// `hash(b)`: CPython hashes a bytes and the str of the same code points alike (both hash
/// their one-byte-per-character data), and the empty one to 0; so this is str's hash of
/// the bytes read as Latin-1.
pub fn hash(v: &Value) -> Option<i64> {
    let data = bytes_of(v)?;
    if data.is_empty() {
        return Some(0);
    }
    Some(match std::str::from_utf8(data) {
        Ok(s) if data.is_ascii() => super::pyset::str_hash(s),
        _ => super::pyset::str_hash(&data.iter().map(|&b| b as char).collect::<String>()),
    })
}

/// The int `v` stands for where CPython calls `__index__` (`PyNumber_Index`): ints, bools,
/// a one-element integer tensor, an instance whose class defines it. None: `v` has no
/// `__index__`. A tensor that is not one integer raises PyTorch's TypeError.
pub fn as_index(it: &mut Interp, v: &Value) -> Result<Option<Value>> {
    if let Some(r) = native_index(v) {
        return r.map(Some);
    }
    if let Value::Instance(_) = v {
        let r = it.index_value(v)?;
        if matches!(r, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) {
            return Ok(Some(r));
        }
    }
    Ok(None)
}

/// `v` with a tensor replaced by the int its `__index__` gives (PyTorch's TypeError for a
/// tensor that is not one integer); any other value as it is. For the C functions that
/// take an index (`range`, `hex`, `math.comb`, `random.randrange`, a sequence repeat).
pub fn tensor_as_index(v: &Value) -> Result<Value> {
    match v {
        Value::Tensor(t) => tensor_index(v, t),
        v => Ok(v.clone()),
    }
}

/// A tensor's `__index__` (`v` holds `t`): the int of a one-element integer tensor.
fn tensor_index(v: &Value, t: &crate::tensor::Tensor) -> Result<Value> {
    if t.numel() == 1 && !t.dtype().is_floating() {
        return to_i64(v).map(Value::Int);
    }
    Err(type_error(
        "only integer tensors of a single element can be converted to an index",
    ))
}

/// `as_index` for the values whose `__index__` runs no script code.
fn native_index(v: &Value) -> Option<Result<Value>> {
    Some(match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Tensor(t) => tensor_index(v, t),
        _ => return None,
    })
}

/// `b * n` and `n * b`: CPython's sequence repeat. `n` goes through `__index__`; a length
/// past `i64::MAX` is CPython's OverflowError, a size no machine could hold its
/// MemoryError, anything past stridelab's cap the cap's MemoryError.
fn repeat(it: &mut Interp, data: &[u8], n: &Value) -> Result<Value> {
    let k = match as_index(it, n)? {
        Some(Value::BigInt(_)) => {
            return Err(TorchError::new(
                ErrorKind::OverflowError,
                format!("cannot fit '{}' into an index-sized integer", n.type_name()),
            ))
        }
        Some(k) => to_i64(&k)?.max(0) as u128,
        None => {
            return Err(type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                n.type_name()
            )))
        }
    };
    if data.is_empty() || k == 0 {
        return Ok(PyBytes::value(Vec::new()));
    }
    let size = data.len() as u128 * k;
    // CPython's bounds on a 64-bit machine, on every platform (a wasm32 build must give
    // the same answers).
    if size > i64::MAX as u128 {
        return Err(TorchError::new(
            ErrorKind::OverflowError,
            "repeated bytes are too long",
        ));
    }
    more::check_result_size(size)?;
    Ok(PyBytes::value(data.repeat(k as usize)))
}

/// `+`, `*` and `%` with a bytes operand: concatenation, repetition and %-formatting,
/// checked against the memory cap first. The interpreter asks before it tries a class's
/// operator methods, so this follows CPython's slot order itself: bytes has no `+` or `*`
/// of its own, so an instance's `__radd__`/`__rmul__` (or `__add__`/`__mul__` on the
/// left) answers first; `%` is bytes's own and answers first. None: not a bytes operation
/// (the caller goes on with its own rules).
pub fn binop(it: &mut Interp, op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    let (x, y) = (bytes_of(a), bytes_of(b));
    if x.is_none() && y.is_none() {
        return Ok(None);
    }
    if matches!(op, BinOp::Add | BinOp::Mul) {
        let (inst, method, other) = match (a, b) {
            (_, Value::Instance(_)) if x.is_some() => (b, op_name(op, true), a),
            (Value::Instance(_), _) => (a, op_name(op, false), b),
            _ => (&Value::None, "", &Value::None),
        };
        if !method.is_empty() {
            if let Some(r) = it.call_special(inst, method, vec![other.clone()])? {
                return Ok(Some(r));
            }
        }
    }
    match op {
        BinOp::Mod => match x {
            Some(fmt) => format::percent(it, fmt, b).map(|d| Some(PyBytes::value(d))),
            None => Ok(None),
        },
        BinOp::Add => {
            let Some(x) = x else {
                // An instance's `__add__` was asked above; anything else's own `+`
                // (a list's) words the error.
                if !matches!(a, Value::Instance(_)) {
                    return Ok(None);
                }
                return Err(type_error(format!(
                    "unsupported operand type(s) for +: '{}' and 'bytes'",
                    a.type_name()
                )));
            };
            let Some(y) = y else {
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
        BinOp::Mul => match (x, y) {
            (Some(x), _) => repeat(it, x, b).map(Some),
            // Two sequences: the left one repeats, and names the bytes as its count.
            (None, Some(_)) if matches!(a, Value::List(_) | Value::Tuple(_) | Value::Str(_)) => {
                Err(type_error(
                    "can't multiply sequence by non-int of type 'bytes'",
                ))
            }
            (None, Some(y)) => repeat(it, y, a).map(Some),
            _ => Ok(None),
        },
        _ => Ok(None),
    }
}

/// The method an instance operand of bytes `+`/`*` answers with (`reflected`: it is on
/// the right).
fn op_name(op: BinOp, reflected: bool) -> &'static str {
    match (op, reflected) {
        (BinOp::Add, true) => "__radd__",
        (BinOp::Add, false) => "__add__",
        (_, true) => "__rmul__",
        _ => "__mul__",
    }
}

/// `x in b`: an int (or anything with `__index__`) is one byte, a bytes is a run of bytes.
/// As in CPython, a value whose `__index__` fails is then tried as a bytes-like object.
pub fn contains(it: &mut Interp, container: &Value, item: &Value) -> Result<Option<bool>> {
    let Some(data) = bytes_of(container) else {
        return Ok(None);
    };
    if let Some(sub) = bytes_of(item) {
        return Ok(Some(search::find(data, sub, 0)?.is_some()));
    }
    match as_index(it, item) {
        Ok(Some(v)) => {
            let byte = byte_of_int(&v, "byte must be in range(0, 256)")?;
            Ok(Some(search::find(data, &[byte], 0)?.is_some()))
        }
        // A host limit inside `__index__` still ends the script; any other error is
        // cleared, as CPython does before it tries the value as a bytes-like object.
        Err(e) if e.kind.stops_the_script() => Err(e),
        _ => Err(type_error(format!(
            "a bytes-like object is required, not '{}'",
            item.type_name()
        ))),
    }
}

/// The byte an int from `as_index` stands for, with CPython's ValueError out of range.
pub fn byte_of_int(v: &Value, out_of_range: &str) -> Result<u8> {
    match v {
        Value::Int(_) | Value::Bool(_) => {
            u8::try_from(to_i64(v)?).map_err(|_| value_error(out_of_range))
        }
        _ => Err(value_error(out_of_range)),
    }
}

/// An int that must be one byte (`bytes([...])` items, `count(int)`), through its
/// `__index__`, with CPython's errors.
pub fn byte_value(it: &mut Interp, v: &Value, out_of_range: &str) -> Result<u8> {
    match as_index(it, v)? {
        Some(n) => byte_of_int(&n, out_of_range),
        None => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))),
    }
}

/// `b[i]`'s position among `len` bytes (of bytes, a bytearray or a memoryview), with
/// CPython's errors: an int past the index size, a non-index (`not_index`, each type words
/// it its own way) and one out of range (`out_of_range`).
pub fn byte_position(
    it: &mut Interp,
    index: &Value,
    len: usize,
    not_index: impl FnOnce() -> TorchError,
    out_of_range: &str,
) -> Result<usize> {
    let k = match as_index(it, index)? {
        Some(Value::BigInt(_)) => {
            return Err(TorchError::new(
                ErrorKind::IndexError,
                format!(
                    "cannot fit '{}' into an index-sized integer",
                    index.type_name()
                ),
            ))
        }
        Some(k) => to_i64(&k)?,
        None => return Err(not_index()),
    };
    let n = len as i64;
    let j = if k < 0 { k + n } else { k };
    if j < 0 || j >= n {
        return Err(TorchError::new(ErrorKind::IndexError, out_of_range));
    }
    Ok(j as usize)
}
