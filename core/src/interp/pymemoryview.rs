//! Python's `memoryview` over a `bytes` or a `bytearray`: CPython's buffer view, a format
//! (`pymemoryview_items.rs`), a shape and strides in bytes from the first item's byte,
//! not a copy, so writes through a view of a bytearray show in the array. `m[::2]` doubles
//! the stride, `m[::-1]` negates it, `cast('i')` reads four bytes an item and
//! `cast('B', (3, 4))` gives the row-major strides (4, 1): the stride lesson a tensor teaches,
//! on plain bytes. A view of a bytearray keeps it from changing size until the view is
//! released (`release()`, the end of a `with` block, or the last reference gone), as
//! CPython's buffer exports do.

use super::args::Args;
use super::eval::Interp;
use super::protocol::Object;
use super::pybytearray::PyByteArray;
use super::pybytes::{as_index, byte_position, bytes_of, PyBytes};
use super::value::Value;
use crate::error::TorchError;
use crate::error::{runtime, type_error, value_error, ErrorKind, Result};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

#[path = "pymemoryview_items.rs"]
mod items;
pub use items::Format;

pub struct PyMemoryView {
    /// The bytes or bytearray looked at; None once released.
    target: RefCell<Option<Value>>,
    layout: View,
}

/// Where a view's items are in its object's bytes.
#[derive(Clone)]
struct View {
    format: Format,
    readonly: bool,
    /// The byte of the item at index (0, ..., 0).
    offset: usize,
    shape: Vec<usize>,
    /// Bytes between neighbours along each dimension (negative for `m[::-1]`).
    strides: Vec<i64>,
}

const METHODS: &[&str] = &["tobytes", "tolist", "hex", "cast", "release", "toreadonly"];
const ATTRIBUTES: &[&str] = &[
    "nbytes",
    "readonly",
    "format",
    "itemsize",
    "ndim",
    "shape",
    "strides",
    "suboffsets",
    "obj",
    "contiguous",
    "c_contiguous",
    "f_contiguous",
];
/// CPython's PyBUF_MAX_NDIM.
const MAX_NDIM: usize = 64;

/// The names `dir(memoryview)` lists beyond object's.
pub fn public_names() -> impl Iterator<Item = &'static str> {
    METHODS.iter().chain(ATTRIBUTES).copied()
}

impl View {
    fn itemsize(&self) -> usize {
        self.format.itemsize()
    }

    fn count(&self) -> usize {
        self.shape.iter().product()
    }

    fn nbytes(&self) -> usize {
        self.count() * self.itemsize()
    }

    /// CPython's _IsCContiguous (`rev`: from the last dimension) or _IsFortranContiguous.
    fn contiguous(&self, fortran: bool) -> bool {
        // CPython's init_flags: a 1-d view by its one stride (an empty `m[2:2:-1]` is not
        // contiguous), any other by PyBuffer_IsContiguous (an empty one is).
        if let ([n], [s]) = (&self.shape[..], &self.strides[..]) {
            return *n == 1 || *s == self.itemsize() as i64;
        }
        if self.nbytes() == 0 {
            return true;
        }
        let mut expect = self.itemsize() as i64;
        let dims: Vec<usize> = if fortran {
            (0..self.shape.len()).collect()
        } else {
            (0..self.shape.len()).rev().collect()
        };
        for d in dims {
            if self.shape[d] > 1 && self.strides[d] != expect {
                return false;
            }
            expect = expect.saturating_mul(self.shape[d] as i64);
        }
        true
    }

    /// The byte of the item at `index` (one position per dimension, each in range).
    fn byte_of(&self, index: &[usize]) -> usize {
        let at = index
            .iter()
            .zip(&self.strides)
            .fold(self.offset as i64, |at, (&i, &s)| at + i as i64 * s);
        at.max(0) as usize
    }

    /// The bytes of every item in C order (`fortran`: first index fastest).
    fn positions(&self, fortran: bool) -> Vec<usize> {
        let n = self.count();
        let mut out = Vec::with_capacity(n);
        let mut index = vec![0usize; self.shape.len()];
        for _ in 0..n {
            out.push(self.byte_of(&index));
            let dims: Box<dyn Iterator<Item = usize>> = if fortran {
                Box::new(0..index.len())
            } else {
                Box::new((0..index.len()).rev())
            };
            for d in dims {
                index[d] += 1;
                if index[d] < self.shape[d] {
                    break;
                }
                index[d] = 0;
            }
        }
        out
    }
}

/// The bytes of `d` at `at..at + n`, or an internal error (a view never reaches past its
/// object, which cannot shrink while the view is held).
fn span(d: &[u8], at: usize, n: usize) -> Result<&[u8]> {
    d.get(at..at.saturating_add(n))
        .ok_or_else(|| runtime("internal error: a memoryview reaches past its object"))
}

impl PyMemoryView {
    pub fn of(v: &Value) -> Option<&PyMemoryView> {
        v.downcast::<PyMemoryView>()
    }

    fn over(target: Value, layout: View) -> Value {
        if let Some(ba) = PyByteArray::of(&target) {
            ba.export();
        }
        Value::Object(Rc::new(PyMemoryView {
            target: RefCell::new(Some(target)),
            layout,
        }))
    }

    /// A one-dimensional byte view of all of a bytes or bytearray.
    fn whole(target: Value, len: usize, readonly: bool) -> Value {
        let layout = View {
            format: Format::BYTE,
            readonly,
            offset: 0,
            shape: vec![len],
            strides: vec![1],
        };
        PyMemoryView::over(target, layout)
    }

    /// The object looked at, or CPython's ValueError once released.
    pub fn check(&self) -> Result<Value> {
        self.target
            .borrow()
            .clone()
            .ok_or_else(|| value_error("operation forbidden on released memoryview object"))
    }

    /// The format of the view's items (`torch.asarray` infers its dtype from it).
    pub fn format(&self) -> Format {
        self.layout.format
    }

    pub fn readonly(&self) -> Result<bool> {
        self.check()?;
        Ok(self.layout.readonly)
    }

    /// The bytes a C-contiguous view covers, as (first byte, count), the way the buffer
    /// protocol hands them to a consumer asking for a simple buffer (`torch.frombuffer`).
    /// None: a released or non-contiguous view.
    pub fn contiguous_span(&self) -> Option<(Value, usize, usize)> {
        let target = self.target.borrow().clone()?;
        if !self.layout.contiguous(false) {
            return None;
        }
        Some((target, self.layout.offset, self.layout.nbytes()))
    }

    /// Runs `f` on the object's bytes as they are now.
    fn with_data<R>(&self, f: impl FnOnce(&[u8]) -> Result<R>) -> Result<R> {
        let target = self.check()?;
        match PyByteArray::of(&target) {
            Some(ba) => ba.read(f),
            None => f(bytes_of(&target).unwrap_or_default()),
        }
    }

    /// The bytes the view shows, item after item in `fortran` or C order.
    fn bytes_in(&self, fortran: bool) -> Result<Vec<u8>> {
        let v = &self.layout;
        if v.contiguous(fortran) && (v.shape.len() != 1 || v.strides[0] > 0) {
            // The bytes in order already: one copy, no list of positions.
            let (at, n) = (v.offset, v.nbytes());
            return self.with_data(|d| Ok(span(d, at, n)?.to_vec()));
        }
        let size = self.layout.itemsize();
        let positions = self.layout.positions(fortran);
        self.with_data(|d| {
            let mut out = Vec::with_capacity(positions.len() * size);
            for at in positions {
                out.extend_from_slice(span(d, at, size)?);
            }
            Ok(out)
        })
    }

    /// The bytes the view shows in C order (`tobytes()`, `bytes(m)`).
    pub fn bytes(&self) -> Result<Vec<u8>> {
        self.bytes_in(false)
    }

    /// The item whose first byte is `at`.
    fn item_at(&self, at: usize) -> Result<Value> {
        let f = self.layout.format;
        self.with_data(|d| Ok(f.unpack(span(d, at, f.itemsize())?)))
    }

    /// Every item in C order, as Python values.
    fn items(&self) -> Result<Vec<Value>> {
        let f = self.layout.format;
        let n = self.layout.count() as u128;
        crate::limits::check_value_size(n, std::mem::size_of::<Value>())?;
        let positions = self.layout.positions(false);
        self.with_data(|d| {
            positions
                .into_iter()
                .map(|at| Ok(f.unpack(span(d, at, f.itemsize())?)))
                .collect()
        })
    }

    /// `tolist()`: nested lists along the shape (a 0-dim view is its item).
    fn tolist(&self) -> Result<Value> {
        fn nest(items: &mut std::vec::IntoIter<Value>, shape: &[usize]) -> Value {
            match shape {
                [] => items.next().unwrap_or(Value::None),
                [n, rest @ ..] => Value::list((0..*n).map(|_| nest(items, rest)).collect()),
            }
        }
        let items = self.items()?;
        Ok(nest(&mut items.into_iter(), &self.layout.shape))
    }

    /// Writes the item bytes `raw` at byte `at` of the object.
    fn write_at(&self, target: &Value, writes: Vec<(usize, Vec<u8>)>) -> Result<()> {
        let Some(ba) = PyByteArray::of(target) else {
            return Err(type_error("cannot modify read-only memory"));
        };
        ba.write(|d| {
            for (at, raw) in writes {
                match d.get_mut(at..at.saturating_add(raw.len())) {
                    Some(dst) => dst.copy_from_slice(&raw),
                    None => {
                        return Err(runtime(
                            "internal error: a memoryview reaches past its object",
                        ))
                    }
                }
            }
            Ok(())
        })?
    }

    fn release(&self) {
        if let Some(t) = self.target.borrow_mut().take() {
            if let Some(ba) = PyByteArray::of(&t) {
                ba.unexport();
            }
        }
    }

    /// CPython's lookup_dimension: index `index` of dimension `dim`, negatives from the end.
    fn position(&self, it: &mut Interp, index: &Value, dim: usize) -> Result<usize> {
        byte_position(
            it,
            index,
            self.layout.shape[dim],
            || type_error("memoryview: invalid slice key"),
            &format!("index out of bounds on dimension {}", dim + 1),
        )
    }

    /// The byte of the item a key names: one index of a 1-d view or a full tuple of
    /// indices. Ok(None): the key names no single item (a slice, the caller's case).
    fn item_key(&self, it: &mut Interp, key: &Value, setting: bool) -> Result<Option<usize>> {
        let ndim = self.layout.shape.len();
        let sub_views = if setting {
            "sub-views are not implemented"
        } else {
            "multi-dimensional sub-views are not implemented"
        };
        if ndim == 0 {
            return match key {
                Value::Tuple(t) if t.is_empty() => Ok(Some(self.layout.offset)),
                // `m[...]` of a 0-dim view is the view (getitem's case).
                Value::Ellipsis if setting => Ok(Some(self.layout.offset)),
                Value::Ellipsis => Ok(None),
                _ => Err(type_error("invalid indexing of 0-dim memory")),
            };
        }
        if let Value::Slice(..) = key {
            return Ok(None);
        }
        if let Value::Tuple(t) = key {
            if !t.iter().all(|k| is_index(it, k)) {
                if !t.is_empty() && t.iter().all(|k| matches!(k, Value::Slice(..))) {
                    return Err(not_implemented_error(if setting {
                        "memoryview slice assignments are currently restricted to ndim = 1"
                    } else {
                        "multi-dimensional slicing is not implemented"
                    }));
                }
                return Err(type_error("memoryview: invalid slice key"));
            }
            if t.len() < ndim {
                return Err(not_implemented_error("sub-views are not implemented"));
            }
            if t.len() > ndim {
                return Err(type_error(format!(
                    "cannot index {ndim}-dimension view with {}-element tuple",
                    t.len()
                )));
            }
            let mut index = Vec::with_capacity(ndim);
            for (d, k) in t.iter().enumerate() {
                index.push(self.position(it, k, d)?);
            }
            return Ok(Some(self.layout.byte_of(&index)));
        }
        if ndim > 1 && is_index(it, key) {
            return Err(not_implemented_error(sub_views));
        }
        if ndim > 1 {
            return Err(type_error("memoryview: invalid slice key"));
        }
        let k = self.position(it, key, 0)?;
        Ok(Some(self.layout.byte_of(&[k])))
    }

    /// The view of items `lo:hi:step` along the first dimension (CPython's init_slice).
    fn sliced(&self, (lo, hi, step): (Option<i64>, Option<i64>, Option<i64>)) -> Result<View> {
        let mut v = self.layout.clone();
        let (start, step, count) = super::pybytes::adjust_slice(v.shape[0], lo, hi, step)?;
        if count > 0 {
            v.offset = (v.offset as i128 + start * v.strides[0] as i128).max(0) as usize;
        }
        // C's Py_ssize_t product, wrapping as CPython's does: it overflows only for a
        // step past the buffer, whose one-item view never reads the stride.
        v.strides[0] = v.strides[0].wrapping_mul(step as i64);
        v.shape[0] = count;
        Ok(v)
    }

    /// `m.cast(format, shape)` with CPython 3.11's checks, in its order.
    fn cast(&self, target: Value, format: &Value, shape: Option<&Value>) -> Result<Value> {
        let Value::Str(text) = format else {
            return Err(type_error(format!(
                "cast() argument 'format' must be str, not {}",
                format.type_name()
            )));
        };
        let me = &self.layout;
        if !me.contiguous(false) {
            return Err(type_error(
                "memoryview: casts are restricted to C-contiguous views",
            ));
        }
        let zeros = me.shape.contains(&0);
        if (shape.is_some() || me.shape.len() != 1) && zeros {
            return Err(type_error(
                "memoryview: cannot cast view with zeros in shape or strides",
            ));
        }
        let dims = match shape {
            None => None,
            Some(Value::List(l)) => Some(l.borrow().clone()),
            Some(Value::Tuple(t)) => Some(t.to_vec()),
            Some(_) => return Err(type_error("shape must be a list or a tuple")),
        };
        if let Some(dims) = &dims {
            if dims.len() > MAX_NDIM {
                return Err(value_error(
                    "memoryview: number of dimensions must not exceed 64",
                ));
            }
            if me.shape.len() != 1 && dims.len() != 1 {
                return Err(type_error("memoryview: cast must be 1D -> ND or ND -> 1D"));
            }
        }
        let Some(to) = Format::parse(text) else {
            return Err(value_error(
                "memoryview: destination format must be a native single character format prefixed with an optional '@'",
            ));
        };
        if !me.format.is_byte() && !to.is_byte() {
            return Err(type_error(
                "memoryview: cannot cast between two non-byte formats",
            ));
        }
        let nbytes = me.nbytes();
        if !nbytes.is_multiple_of(to.itemsize()) {
            return Err(type_error(
                "memoryview: length is not a multiple of itemsize",
            ));
        }
        let mut shape = vec![nbytes / to.itemsize()];
        if let Some(dims) = dims {
            shape = cast_shape(&dims, to.itemsize(), nbytes)?;
        }
        // Row-major strides over the same bytes (the view is C-contiguous).
        let mut strides = vec![0i64; shape.len()];
        let mut step = to.itemsize() as i64;
        for d in (0..shape.len()).rev() {
            strides[d] = step;
            step = step.saturating_mul(shape[d] as i64);
        }
        let layout = View {
            format: to,
            readonly: me.readonly,
            offset: me.offset,
            shape,
            strides,
        };
        Ok(PyMemoryView::over(target, layout))
    }
}

/// CPython's copy_shape and cast_to_ND's size check.
fn cast_shape(dims: &[Value], itemsize: usize, nbytes: usize) -> Result<Vec<usize>> {
    let positive = || value_error("memoryview.cast(): elements of shape must be integers > 0");
    // The product is kept in u128 and checked against CPython's (64-bit) SSIZE_MAX, so it
    // neither wraps nor reaches zero on a 32-bit usize (wasm32).
    let mut len: u128 = itemsize.max(1) as u128;
    let mut shape = Vec::with_capacity(dims.len());
    for d in dims {
        let x = match d {
            Value::Int(x) => *x,
            Value::Bool(b) => *b as i64,
            Value::BigInt(_) => {
                return Err(TorchError::new(
                    ErrorKind::OverflowError,
                    "Python int too large to convert to C ssize_t",
                ))
            }
            _ => {
                return Err(type_error(
                    "memoryview.cast(): elements of shape must be integers",
                ))
            }
        };
        if x <= 0 {
            return Err(positive());
        }
        if x as u128 > (i64::MAX as u128) / len {
            return Err(value_error("memoryview.cast(): product(shape) > SSIZE_MAX"));
        }
        len *= x as u128;
        // A dim past this host's usize cannot match the buffer's size anyway.
        shape.push(usize::try_from(x).unwrap_or(usize::MAX));
    }
    if len != nbytes as u128 {
        return Err(type_error(
            "memoryview: product(shape) * itemsize != buffer size",
        ));
    }
    Ok(shape)
}

fn not_implemented_error(message: &str) -> TorchError {
    TorchError::new(ErrorKind::NotImplementedError, message)
}

/// CPython's PyIndex_Check: an int, a bool, or a value with `__index__`.
fn is_index(it: &mut Interp, v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => true,
        Value::Slice(..) | Value::Tuple(_) | Value::Ellipsis | Value::None => false,
        _ => matches!(as_index(it, v), Ok(Some(_))),
    }
}

impl Drop for PyMemoryView {
    fn drop(&mut self) {
        self.release();
    }
}

/// `memoryview(object)`: a view of a bytes, a bytearray or another memoryview (whose
/// format, shape and strides the new view takes, over the same object).
pub fn construct(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    let _ = it;
    let v = a.value_or_none("object");
    if let Some(m) = PyMemoryView::of(&v) {
        return Ok(PyMemoryView::over(m.check()?, m.layout.clone()));
    }
    match (bytes_of(&v), PyByteArray::of(&v)) {
        (Some(d), _) => Ok(PyMemoryView::whole(v.clone(), d.len(), true)),
        (_, Some(ba)) => Ok(PyMemoryView::whole(v.clone(), ba.len(), false)),
        _ => Err(type_error(format!(
            "memoryview: a bytes-like object is required, not '{}'",
            v.type_name()
        ))),
    }
}

/// A buffer's format, shape and C-order bytes, as a slice assignment's source sees them.
fn source_buffer(v: &Value) -> Result<(Format, Vec<usize>, Vec<u8>)> {
    if let Some(m) = PyMemoryView::of(v) {
        m.check()?;
        return Ok((m.layout.format, m.layout.shape.clone(), m.bytes()?));
    }
    match super::pybytearray::bytes_like(v) {
        Some(d) => {
            let d = d?;
            Ok((Format::BYTE, vec![d.len()], d))
        }
        None => Err(type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))),
    }
}

impl Object for PyMemoryView {
    fn type_name(&self) -> String {
        "memoryview".into()
    }
    fn repr(&self) -> String {
        let state = if self.target.borrow().is_some() {
            ""
        } else {
            "released "
        };
        format!("<{state}memory at {:#x}>", self as *const Self as usize)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn py_len(&self) -> Option<usize> {
        // A released view has no length: `len()` asks `iterate`, which raises. A 0-dim
        // view's is 1 (CPython's memory_length).
        self.target.borrow().as_ref()?;
        Some(self.layout.shape.first().copied().unwrap_or(1))
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        self.check()?;
        match self.layout.shape.len() {
            0 => Err(type_error("invalid indexing of 0-dim memory")),
            1 => Ok(Some(self.items()?)),
            _ => Err(not_implemented_error(
                "multi-dimensional sub-views are not implemented",
            )),
        }
    }
    fn getitem(&self, it: &mut Interp, this: &Value, index: &Value) -> Result<Value> {
        let target = self.check()?;
        if let Some(at) = self.item_key(it, index, false)? {
            return self.item_at(at);
        }
        match index {
            Value::Slice(lo, hi, step) => {
                let v = self.sliced((*lo, *hi, *step))?;
                Ok(PyMemoryView::over(target, v))
            }
            // `m[...]` of a 0-dim view.
            _ => Ok(this.clone()),
        }
    }
    fn setitem(&self, it: &mut Interp, _this: &Value, index: &Value, v: Value) -> Result<()> {
        let target = self.check()?;
        if self.layout.readonly {
            return Err(type_error("cannot modify read-only memory"));
        }
        if let (Value::Slice(lo, hi, step), 1) = (index, self.layout.shape.len()) {
            let (format, shape, src) = source_buffer(&v)?;
            let dest = self.sliced((*lo, *hi, *step))?;
            if !format.same_as(dest.format)
                || format.itemsize() != dest.itemsize()
                || shape != dest.shape
            {
                return Err(value_error(
                    "memoryview assignment: lvalue and rvalue have different structures",
                ));
            }
            let size = dest.itemsize();
            let writes = dest
                .positions(false)
                .into_iter()
                .zip(src.chunks(size.max(1)))
                .map(|(at, raw)| (at, raw.to_vec()))
                .collect();
            return self.write_at(&target, writes);
        }
        if let Value::Slice(..) = index {
            return Err(not_implemented_error(
                "memoryview slice assignments are currently restricted to ndim = 1",
            ));
        }
        let Some(at) = self.item_key(it, index, true)? else {
            return Err(type_error("memoryview: invalid slice key"));
        };
        let raw = self.layout.format.pack(it, &v)?;
        self.write_at(&target, vec![(at, raw)])
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        if METHODS.contains(&name) || matches!(name, "__enter__" | "__exit__") {
            return Ok(Some(Value::method(this.clone(), name)));
        }
        if !ATTRIBUTES.contains(&name) {
            return Ok(None);
        }
        let target = self.check()?;
        let v = &self.layout;
        let ints = |xs: Vec<i64>| Value::tuple(xs.into_iter().map(Value::Int).collect());
        Ok(Some(match name {
            "nbytes" => Value::Int(v.nbytes() as i64),
            "readonly" => Value::Bool(v.readonly),
            "format" => Value::str(&v.format.text()),
            "itemsize" => Value::Int(v.itemsize() as i64),
            "ndim" => Value::Int(v.shape.len() as i64),
            "shape" => ints(v.shape.iter().map(|&n| n as i64).collect()),
            "strides" => ints(v.strides.clone()),
            "suboffsets" => Value::tuple(vec![]),
            "obj" => target,
            "c_contiguous" => Value::Bool(v.contiguous(false)),
            "f_contiguous" => Value::Bool(v.contiguous(true)),
            _ => Value::Bool(v.contiguous(false) || v.contiguous(true)),
        }))
    }
    fn call_method(&self, it: &mut Interp, this: &Value, name: &str, a: Args) -> Result<Value> {
        let most = match name {
            "cast" | "hex" => 2,
            "tobytes" => 1,
            "__exit__" => usize::MAX,
            _ => 0,
        };
        if a.pos.len() > most {
            return Err(type_error(if most == 0 {
                format!(
                    "memoryview.{name}() takes no arguments ({} given)",
                    a.pos.len()
                )
            } else {
                format!(
                    "memoryview.{name}() takes at most {most} arguments ({} given)",
                    a.pos.len()
                )
            }));
        }
        match name {
            "release" | "__exit__" => {
                self.release();
                return Ok(Value::None);
            }
            "__enter__" => {
                self.check()?;
                return Ok(this.clone());
            }
            _ => {}
        }
        let target = self.check()?;
        let arg = |k: usize, key: &str| {
            a.pos
                .get(k)
                .cloned()
                .or_else(|| a.kw.iter().find(|kw| kw.0 == key).map(|kw| kw.1.clone()))
        };
        match name {
            "tobytes" => {
                let fortran = match arg(0, "order") {
                    None | Some(Value::None) => false,
                    Some(Value::Str(o)) => match &*o {
                        "C" => false,
                        "F" => true,
                        "A" => !self.layout.contiguous(false) && self.layout.contiguous(true),
                        _ => return Err(value_error("order must be 'C', 'F' or 'A'")),
                    },
                    Some(o) => {
                        return Err(type_error(format!(
                            "tobytes() argument 'order' must be str or None, not {}",
                            o.type_name()
                        )))
                    }
                };
                Ok(PyBytes::value(self.bytes_in(fortran)?))
            }
            "tolist" => self.tolist(),
            "hex" => {
                let copy = PyBytes::value(self.bytes()?);
                let b = copy.downcast::<PyBytes>().expect("made above");
                b.call_method(it, &copy, "hex", a)
            }
            "toreadonly" => {
                let mut v = self.layout.clone();
                v.readonly = true;
                Ok(PyMemoryView::over(target, v))
            }
            "cast" => {
                let Some(format) = arg(0, "format") else {
                    return Err(type_error(
                        "cast() missing required argument 'format' (pos 1)",
                    ));
                };
                self.cast(target, &format, arg(1, "shape").as_ref())
            }
            _ => Err(super::protocol::no_attribute("memoryview", name)),
        }
    }
}

/// `hash(m)`: a read-only view of bytes-sized items hashes as the bytes it shows.
pub fn hash(v: &Value) -> Option<Result<i64>> {
    let m = PyMemoryView::of(v)?;
    Some((|| {
        if !m.readonly()? {
            return Err(value_error("cannot hash writable memoryview object"));
        }
        if !m.layout.format.is_byte() {
            return Err(value_error(
                "memoryview: hashing is restricted to formats 'B', 'b' or 'c'",
            ));
        }
        // CPython hashes the object too: a read-only view of a bytearray is unhashable.
        if let Some(t) = PyByteArray::of(&m.check()?) {
            return Err(type_error(format!("unhashable type: '{}'", t.type_name())));
        }
        Ok(super::pybytes::hash(&PyBytes::value(m.bytes()?)).unwrap_or(0))
    })())
}

/// `m == other` (CPython's memory_richcompare): a released view equals only itself; else
/// the other side must be a buffer of the same shape whose items, read each in its own
/// format, are equal (`memoryview(b).cast('i') == b` is False: the shapes differ). None:
/// `m` is no memoryview or the other side no buffer (the caller's NotImplemented).
pub fn equal(m: &Value, other: &Value) -> Option<bool> {
    let mv = PyMemoryView::of(m)?;
    let same = matches!((m, other), (Value::Object(x), Value::Object(y)) if Rc::ptr_eq(x, y));
    // No identity shortcut for a live view: `m == m` is False for a NaN item.
    if mv.check().is_err() {
        return Some(same);
    }
    let (format, shape, raw) = match PyMemoryView::of(other) {
        Some(o) if o.check().is_err() => return Some(same),
        Some(o) => (o.layout.format, o.layout.shape.clone(), o.bytes().ok()?),
        None => {
            let d = super::pybytearray::bytes_like(other)?.ok()?;
            (Format::BYTE, vec![d.len()], d)
        }
    };
    let mine = &mv.layout.shape;
    if mine.len() != shape.len() {
        return Some(false);
    }
    for (a, b) in mine.iter().zip(&shape) {
        if a != b {
            return Some(false);
        }
        if *a == 0 {
            break;
        }
    }
    let size = format.itemsize();
    if format.code == b'?' && mv.layout.format.code == b'?' {
        // Two bool views compare their bytes as C `_Bool`s (CPython's unpack_cmp).
        return Some(mv.bytes().ok()? == raw);
    }
    let left = mv.items().ok()?;
    let right = raw.chunks(size.max(1)).map(|c| format.unpack(c));
    Some(
        left.iter()
            .zip(right)
            .all(|(x, y)| super::value::py_eq(x, &y).unwrap_or(false)),
    )
}

/// `with memoryview(b) as m:`: `m` is the view itself, released when the block ends.
pub fn is_memoryview(v: &Value) -> bool {
    PyMemoryView::of(v).is_some()
}
