//! Python's `bytearray`: a mutable, resizable sequence of bytes, as a native object beside
//! `bytes` (`pybytes.rs`), whose methods it reuses: a method that does not change the
//! array runs as bytes' method on a copy of the data and hands its bytes results back as
//! bytearrays (`ba.upper()`, `ba.split()`), as CPython's bytearray methods do. The methods
//! that change it are in `pybytearray_methods.rs`; `memoryview` is `pymemoryview.rs`.
//!
//! The bytes are the array's own until `torch.frombuffer` shares them with a tensor: they
//! then move into a uint8 storage that the tensor views, so writes on either side show on
//! the other, as in PyTorch. While a tensor or a memoryview holds them the array cannot
//! change size (docs/decisions.md, "bytearray memory shared with tensors").

use super::ast::BinOp;
use super::eval::Interp;
use super::protocol::Object;
use super::pybytes::{as_index, byte_position, byte_value, bytes_of, PyBytes};
use super::value::Value;
use crate::error::{type_error, Result, TorchError};
use crate::storage::{CpuBuffer, Storage};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

#[path = "pybytearray_methods.rs"]
pub mod methods;

pub struct PyByteArray {
    buf: RefCell<Buf>,
    /// Live memoryviews over the array: CPython refuses to resize it while one exists.
    exports: Cell<usize>,
}

enum Buf {
    Own(Vec<u8>),
    /// Shared with tensors (`torch.frombuffer`): the bytes live in a uint8 CPU storage.
    Shared(Storage),
}

impl PyByteArray {
    pub fn value(data: Vec<u8>) -> Value {
        Value::Object(Rc::new(PyByteArray {
            buf: RefCell::new(Buf::Own(data)),
            exports: Cell::new(0),
        }))
    }

    pub fn of(v: &Value) -> Option<&PyByteArray> {
        v.downcast::<PyByteArray>()
    }

    /// Runs `f` on the bytes as they are now.
    pub fn read<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        match &*self.buf.borrow() {
            Buf::Own(v) => f(v),
            Buf::Shared(s) => match s.cpu() {
                Ok(b) => f(b.as_slice::<u8>().unwrap_or(&[])),
                Err(_) => f(&[]),
            },
        }
    }

    pub fn snapshot(&self) -> Vec<u8> {
        self.read(<[u8]>::to_vec)
    }

    pub fn len(&self) -> usize {
        self.read(<[u8]>::len)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Changes bytes in place (the size stays, so tensors and memoryviews may look on).
    pub fn write<R>(&self, f: impl FnOnce(&mut [u8]) -> R) -> Result<R> {
        match &mut *self.buf.borrow_mut() {
            Buf::Own(v) => Ok(f(v)),
            Buf::Shared(s) => match &mut *s.cpu_mut()? {
                CpuBuffer::U8(v) => Ok(f(v)),
                _ => Err(crate::error::runtime(
                    "internal error: a bytearray's storage is not uint8",
                )),
            },
        }
    }

    /// Changes the size: CPython's BufferError while a memoryview exports the bytes, and
    /// the same while a tensor shares them (CPython would let the tensor read freed memory).
    /// A change that leaves the size as it was is no resize (`ba += b''`, `ba *= 1`,
    /// clearing an empty array): CPython's PyByteArray_Resize allows it while exported.
    pub fn resize<R>(&self, f: impl FnOnce(&mut Vec<u8>) -> R) -> Result<R> {
        let busy = || buffer_error("Existing exports of data: object cannot be re-sized".into());
        let shared = matches!(&*self.buf.borrow(), Buf::Shared(s) if s.ref_count() > 1);
        if self.exports.get() > 0 || shared {
            let mut copy = self.snapshot();
            let before = copy.len();
            let r = f(&mut copy);
            if copy.len() != before {
                return Err(busy());
            }
            self.write(|d| d.copy_from_slice(&copy))?;
            return Ok(r);
        }
        let mut buf = self.buf.borrow_mut();
        if let Buf::Shared(s) = &*buf {
            if s.ref_count() > 1 {
                return Err(busy());
            }
            // No tensor looks on any more: the bytes become the array's own again.
            let data = s.cpu()?.as_slice::<u8>().unwrap_or(&[]).to_vec();
            *buf = Buf::Own(data);
        }
        let Buf::Own(v) = &mut *buf else {
            return Err(busy());
        };
        let before = v.len();
        let r = f(v);
        crate::limits::check_value_size(v.len().max(before) as u128, 1)?;
        Ok(r)
    }

    /// The storage a tensor over these bytes views (`torch.frombuffer`): the bytes move
    /// into one on the first call, and every later tensor shares it.
    pub fn storage(&self) -> Storage {
        let mut buf = self.buf.borrow_mut();
        if let Buf::Own(v) = &mut *buf {
            *buf = Buf::Shared(Storage::from_cpu(CpuBuffer::U8(std::mem::take(v))));
        }
        match &*buf {
            Buf::Shared(s) => s.clone(),
            Buf::Own(_) => unreachable!("made shared above"),
        }
    }

    pub fn export(&self) {
        self.exports.set(self.exports.get() + 1);
    }

    pub fn unexport(&self) {
        self.exports.set(self.exports.get().saturating_sub(1));
    }
}

/// CPython's BufferError (a class of its own, under Exception).
pub fn buffer_error(message: String) -> TorchError {
    super::exceptions::builtin_error("BufferError", message)
}

/// The bytes of any bytes-like value (bytes, bytearray, memoryview), copied.
pub fn bytes_like(v: &Value) -> Option<Result<Vec<u8>>> {
    if let Some(d) = bytes_of(v) {
        return Some(Ok(d.to_vec()));
    }
    if let Some(b) = PyByteArray::of(v) {
        return Some(Ok(b.snapshot()));
    }
    super::pymemoryview::PyMemoryView::of(v).map(|m| m.bytes())
}

/// Whether `v` is a bytearray or a memoryview (the bytes-like values that are not bytes).
pub fn is_buffer(v: &Value) -> bool {
    PyByteArray::of(v).is_some() || super::pymemoryview::PyMemoryView::of(v).is_some()
}

/// `repr(ba)`: `bytearray(b'...')`.
pub fn repr(data: &[u8]) -> String {
    format!("bytearray({})", super::pybytes::quoted(data, true))
}

impl Object for PyByteArray {
    fn type_name(&self) -> String {
        "bytearray".into()
    }
    fn repr(&self) -> String {
        self.read(repr)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn py_len(&self) -> Option<usize> {
        Some(self.len())
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        let data = self.snapshot();
        crate::limits::check_value_size(data.len() as u128, std::mem::size_of::<Value>())?;
        Ok(Some(data.iter().map(|&b| Value::Int(b as i64)).collect()))
    }
    fn getitem(&self, it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        if let Value::Slice(lo, hi, step) = index {
            let data = self.snapshot();
            let (start, step, count) = super::pybytes::adjust_slice(data.len(), *lo, *hi, *step)?;
            let out = (0..count)
                .map(|k| data[(start + k as i128 * step) as usize])
                .collect();
            return Ok(PyByteArray::value(out));
        }
        let k = self.index(it, index)?;
        Ok(Value::Int(self.read(|d| d[k]) as i64))
    }
    fn setitem(&self, it: &mut Interp, _this: &Value, index: &Value, v: Value) -> Result<()> {
        if let Value::Slice(lo, hi, step) = index {
            let items = assigned_bytes(it, &v)?;
            return methods::assign_slice(self, (*lo, *hi, *step), items);
        }
        let k = self.index(it, index)?;
        let b = byte_value(it, &v, "byte must be in range(0, 256)")?;
        self.write(|d| d[k] = b)
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(if name == "fromhex" {
            Some(Value::builtin("bytearray.fromhex"))
        } else if name == "maketrans" {
            // bytes.maketrans, a static method both types share.
            super::pybytes::type_attribute(name)
        } else if methods::has_method(name) {
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
        methods::call(it, self, this, name, a)
    }
}

impl PyByteArray {
    /// `ba[i]`'s position, with CPython's errors.
    fn index(&self, it: &mut Interp, index: &Value) -> Result<usize> {
        let not_index = || {
            type_error(format!(
                "bytearray indices must be integers or slices, not {}",
                index.type_name()
            ))
        };
        byte_position(
            it,
            index,
            self.len(),
            not_index,
            "bytearray index out of range",
        )
    }
}

/// What `ba[a:b] = v` and `ba.extend(v)` take: a bytes-like value, or an iterable of ints
/// (a str and an int are refused: `ba[0:1] = 5` is not five zero bytes).
pub fn assigned_bytes(it: &mut Interp, v: &Value) -> Result<Vec<u8>> {
    if let Some(d) = bytes_like(v) {
        return d;
    }
    let refused =
        || type_error("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    if matches!(
        v,
        Value::Str(_) | Value::Int(_) | Value::BigInt(_) | Value::Bool(_)
    ) {
        return Err(refused());
    }
    let Some(items) = it.try_collect(v)? else {
        return Err(refused());
    };
    items
        .iter()
        .map(|x| byte_value(it, x, "byte must be in range(0, 256)"))
        .collect()
}

/// `bytearray(source=b'', encoding=..., errors=...)`: bytes' constructor's order of
/// conversions (`pybytes::construct`), the bytes then copied into a new array. A
/// bytearray or memoryview source is copied as it is (the buffer protocol).
pub fn construct(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    if let Some(d) = a.get("source").and_then(bytes_like) {
        if !a.given("encoding") && !a.given("errors") {
            return Ok(PyByteArray::value(d?));
        }
    }
    let made = super::pybytes::construct_named(it, a, "bytearray").map_err(|mut e| {
        if e.message == "bytes must be in range(0, 256)" {
            e.message = "byte must be in range(0, 256)".into();
        }
        e
    })?;
    Ok(PyByteArray::value(
        bytes_of(&made).unwrap_or_default().to_vec(),
    ))
}

/// `bytearray.fromhex(string)`: bytes.fromhex's digits, as a bytearray.
pub fn fromhex(args: &super::args::Args) -> Result<Value> {
    let made = super::pybytes::fromhex(args).map_err(|mut e| {
        e.message = e.message.replace("bytes.fromhex", "bytearray.fromhex");
        e
    })?;
    Ok(PyByteArray::value(
        bytes_of(&made).unwrap_or_default().to_vec(),
    ))
}

// ---------------------------------------------------------------- the interpreter's hooks

/// `a == b` when one side is a bytearray or memoryview and the other bytes-like: by
/// content (a released memoryview equals only itself).
pub fn equal(a: &Value, b: &Value) -> Option<bool> {
    if !is_buffer(a) && !is_buffer(b) {
        return None;
    }
    use super::pymemoryview::{self as mv, PyMemoryView};
    if let Some(m) = PyMemoryView::of(b).filter(|_| PyMemoryView::of(a).is_none()) {
        // bytearray's `==` reads a contiguous view as plain bytes, whatever its format
        // (CPython's bytearray_richcompare); otherwise the view's own comparison answers.
        match m.contiguous_span() {
            Some(_) if PyByteArray::of(a).is_some() => {}
            _ => return mv::equal(b, a).or(Some(false)),
        }
    } else if PyMemoryView::of(a).is_some() {
        return mv::equal(a, b).or(Some(false));
    }
    if let (Value::Object(x), Value::Object(y)) = (a, b) {
        if Rc::ptr_eq(x, y) {
            return Some(true);
        }
    }
    match (bytes_like(a), bytes_like(b)) {
        (Some(Ok(x)), Some(Ok(y))) => Some(x == y),
        // One side is no bytes-like value, or a released memoryview.
        _ => Some(false),
    }
}

/// `a < b` and friends between bytearrays and bytes (a memoryview has no ordering).
pub fn order(a: &Value, b: &Value) -> Option<std::cmp::Ordering> {
    if PyByteArray::of(a).is_none() && PyByteArray::of(b).is_none() {
        return None;
    }
    let side = |v: &Value| -> Option<Vec<u8>> {
        match PyByteArray::of(v) {
            Some(x) => Some(x.snapshot()),
            None => bytes_of(v).map(<[u8]>::to_vec),
        }
    };
    Some(side(a)?.cmp(&side(b)?))
}

/// `+`, `*` and `%` with a bytearray or memoryview operand. The result is a bytearray when
/// the left side is one, bytes when the left is bytes; a memoryview has no operators of
/// its own. None: bytes' own rules or the caller's answer.
pub fn binop(it: &mut Interp, op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    let left_array = PyByteArray::of(a).is_some();
    match op {
        BinOp::Add if left_array || (bytes_of(a).is_some() && is_buffer(b)) => {
            let Some(y) = bytes_like(b) else {
                if matches!(b, Value::Instance(_)) {
                    if let Some(r) = it.call_special(b, "__radd__", vec![a.clone()])? {
                        return Ok(Some(r));
                    }
                }
                return Err(type_error(format!(
                    "can't concat {} to {}",
                    b.type_name(),
                    a.type_name()
                )));
            };
            let (mut x, y) = (bytes_like(a).unwrap_or(Ok(Vec::new()))?, y?);
            crate::limits::check_value_size(x.len() as u128 + y.len() as u128, 1)?;
            x.extend_from_slice(&y);
            Ok(Some(if left_array {
                PyByteArray::value(x)
            } else {
                PyBytes::value(x)
            }))
        }
        BinOp::Mul | BinOp::Mod if left_array || PyByteArray::of(b).is_some() => {
            // bytes' repeat and %-formatting, on a bytes copy, the result an array again.
            let copy = |v: &Value| match PyByteArray::of(v) {
                Some(x) => PyBytes::value(x.snapshot()),
                None => v.clone(),
            };
            if op == BinOp::Mod && !left_array {
                return Ok(None);
            }
            let r = super::pybytes::binop(it, op, &copy(a), &copy(b))?;
            Ok(r.map(|r| match bytes_of(&r) {
                Some(d) => PyByteArray::value(d.to_vec()),
                None => r,
            }))
        }
        _ => Ok(None),
    }
}

/// `x in c` where `c` is a bytearray (an int is one byte, a bytes-like value a run of
/// bytes) or bytes with a bytearray or memoryview item.
pub fn contains(it: &mut Interp, container: &Value, item: &Value) -> Result<Option<bool>> {
    let as_bytes = if let Some(x) = PyByteArray::of(container) {
        PyBytes::value(x.snapshot())
    } else if bytes_of(container).is_some() && is_buffer(item) {
        container.clone()
    } else {
        return Ok(None);
    };
    let item = match bytes_like(item) {
        Some(d) => PyBytes::value(d?),
        None => item.clone(),
    };
    super::pybytes::contains(it, &as_bytes, &item)
}

/// `ba[i:j] = ...` deletion's twin: `del ba[i]`, `del ba[a:b:c]`. None: not a bytearray.
pub fn delete_item(it: &mut Interp, v: &Value, index: &Value) -> Result<Option<()>> {
    if let Some(m) = super::pymemoryview::PyMemoryView::of(v) {
        // A read-only view refuses first; no view can delete items.
        if m.readonly()? {
            return Err(type_error("cannot modify read-only memory"));
        }
        return Err(type_error("cannot delete memory"));
    }
    let Some(ba) = PyByteArray::of(v) else {
        return Ok(None);
    };
    if let Value::Slice(lo, hi, step) = index {
        let n = ba.len();
        let (start, step, count) = super::pybytes::adjust_slice(n, *lo, *hi, *step)?;
        let mut gone = vec![false; n];
        for k in 0..count {
            gone[(start + k as i128 * step) as usize] = true;
        }
        if count == 0 {
            return Ok(Some(()));
        }
        return ba
            .resize(|d| {
                let mut k = 0;
                d.retain(|_| {
                    k += 1;
                    !gone[k - 1]
                });
            })
            .map(Some);
    }
    let k = ba.index(it, index)?;
    ba.resize(|d| {
        d.remove(k);
    })
    .map(Some)
}

/// `ba += x`, `ba *= n`: in place, as CPython's bytearray `__iadd__`/`__imul__` are (every
/// name bound to the array sees the change). None: not a bytearray on the left.
pub fn inplace(it: &mut Interp, op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    let Some(ba) = PyByteArray::of(a) else {
        return Ok(None);
    };
    match op {
        BinOp::Add => {
            let Some(y) = bytes_like(b) else {
                return Err(type_error(format!(
                    "can't concat {} to bytearray",
                    b.type_name()
                )));
            };
            let y = y?;
            ba.resize(|d| d.extend_from_slice(&y))?;
        }
        BinOp::Mul => {
            let Some(Value::Int(n)) = as_index(it, b)? else {
                return binop(it, op, a, b);
            };
            let n = n.max(0) as u128;
            let len = ba.len() as u128;
            crate::limits::check_value_size(len * n, 1)?;
            ba.resize(|d| *d = d.repeat(n as usize))?;
        }
        _ => return Ok(None),
    }
    Ok(Some(a.clone()))
}
