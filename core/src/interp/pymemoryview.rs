//! Python's `memoryview` over a `bytes` or a `bytearray`, one-dimensional with format 'B':
//! a window (start, step, length) onto the object's bytes, not a copy, so writes through a
//! view of a bytearray show in the array. A view of a bytearray keeps it from changing
//! size until the view is released (`release()`, the end of a `with` block, or the last
//! reference gone), as CPython's buffer exports do.

use super::args::Args;
use super::eval::Interp;
use super::protocol::Object;
use super::pybytearray::PyByteArray;
use super::pybytes::{byte_position, bytes_of, PyBytes};
use super::value::Value;
use crate::error::{not_implemented, type_error, value_error, Result};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

pub struct PyMemoryView {
    /// The bytes or bytearray looked at; None once released.
    target: RefCell<Option<Value>>,
    /// The first byte, the step between items (negative for `m[::-1]`) and the count.
    start: usize,
    step: i64,
    len: usize,
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
    "obj",
    "contiguous",
    "c_contiguous",
    "f_contiguous",
];

impl PyMemoryView {
    pub fn of(v: &Value) -> Option<&PyMemoryView> {
        v.downcast::<PyMemoryView>()
    }

    fn over(target: Value, start: usize, step: i64, len: usize) -> Value {
        if let Some(ba) = PyByteArray::of(&target) {
            ba.export();
        }
        Value::Object(Rc::new(PyMemoryView {
            target: RefCell::new(Some(target)),
            start,
            step,
            len,
        }))
    }

    /// The object looked at, or CPython's ValueError once released.
    pub fn check(&self) -> Result<Value> {
        self.target
            .borrow()
            .clone()
            .ok_or_else(|| value_error("operation forbidden on released memoryview object"))
    }

    /// The first byte, the step and the count of the view over its object's bytes.
    pub fn window(&self) -> (usize, i64, usize) {
        (self.start, self.step, self.len)
    }

    fn readonly(&self) -> Result<bool> {
        Ok(PyByteArray::of(&self.check()?).is_none())
    }

    /// Where item `k` of the view is in the object's bytes.
    fn at(&self, k: usize) -> usize {
        (self.start as i64 + k as i64 * self.step) as usize
    }

    /// The bytes the view shows, in its order.
    pub fn bytes(&self) -> Result<Vec<u8>> {
        let target = self.check()?;
        let pick = |d: &[u8]| (0..self.len).map(|k| d[self.at(k)]).collect();
        Ok(match PyByteArray::of(&target) {
            Some(ba) => ba.read(pick),
            None => pick(bytes_of(&target).unwrap_or_default()),
        })
    }

    fn release(&self) {
        if let Some(t) = self.target.borrow_mut().take() {
            if let Some(ba) = PyByteArray::of(&t) {
                ba.unexport();
            }
        }
    }

    /// `m[i]`'s position in the view, with CPython's errors.
    fn index(&self, it: &mut Interp, index: &Value) -> Result<usize> {
        let not_index = || type_error("memoryview: invalid slice key");
        byte_position(
            it,
            index,
            self.len,
            not_index,
            "index out of bounds on dimension 1",
        )
    }

    /// The view's items `lo:hi:step` as (first byte, step, count) of the object.
    fn sub(
        &self,
        (lo, hi, step): (Option<i64>, Option<i64>, Option<i64>),
    ) -> Result<(usize, i64, usize)> {
        let (start, step, count) = super::pybytes::adjust_slice(self.len, lo, hi, step)?;
        let first = if count == 0 {
            self.start
        } else {
            self.at(start as usize)
        };
        Ok((first, (step as i64).saturating_mul(self.step), count))
    }
}

impl Drop for PyMemoryView {
    fn drop(&mut self) {
        self.release();
    }
}

/// `memoryview(object)`: a view of a bytes, a bytearray or another memoryview.
pub fn construct(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    let _ = it;
    let v = a.value_or_none("object");
    if let Some(m) = PyMemoryView::of(&v) {
        return Ok(PyMemoryView::over(m.check()?, m.start, m.step, m.len));
    }
    let len = match (bytes_of(&v), PyByteArray::of(&v)) {
        (Some(d), _) => d.len(),
        (_, Some(ba)) => ba.len(),
        _ => {
            return Err(type_error(format!(
                "memoryview: a bytes-like object is required, not '{}'",
                v.type_name()
            )))
        }
    };
    Ok(PyMemoryView::over(v, 0, 1, len))
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
        // A released view has no length: `len()` asks `iterate`, which raises.
        self.target.borrow().as_ref().map(|_| self.len)
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        let data = self.bytes()?;
        Ok(Some(data.iter().map(|&b| Value::Int(b as i64)).collect()))
    }
    fn getitem(&self, it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        let target = self.check()?;
        if let Value::Slice(lo, hi, step) = index {
            let (start, step, count) = self.sub((*lo, *hi, *step))?;
            return Ok(PyMemoryView::over(target, start, step, count));
        }
        let k = self.index(it, index)?;
        let at = self.at(k);
        Ok(Value::Int(match PyByteArray::of(&target) {
            Some(ba) => ba.read(|d| d[at]),
            None => bytes_of(&target).unwrap_or_default()[at],
        } as i64))
    }
    fn setitem(&self, it: &mut Interp, _this: &Value, index: &Value, v: Value) -> Result<()> {
        let target = self.check()?;
        let Some(ba) = PyByteArray::of(&target) else {
            return Err(type_error("cannot modify read-only memory"));
        };
        if let Value::Slice(lo, hi, step) = index {
            let (start, step, count) = self.sub((*lo, *hi, *step))?;
            let Some(src) = super::pybytearray::bytes_like(&v) else {
                return Err(type_error(format!(
                    "a bytes-like object is required, not '{}'",
                    v.type_name()
                )));
            };
            let src = src?;
            if src.len() != count {
                return Err(value_error(
                    "memoryview assignment: lvalue and rvalue have different structures",
                ));
            }
            return ba.write(|d| {
                for (k, b) in src.into_iter().enumerate() {
                    d[(start as i64 + k as i64 * step) as usize] = b;
                }
            });
        }
        let k = self.index(it, index)?;
        let b = match &v {
            Value::Int(x) => u8::try_from(*x)
                .map_err(|_| value_error("memoryview: invalid value for format 'B'"))?,
            Value::Bool(x) => *x as u8,
            Value::BigInt(_) => {
                return Err(value_error("memoryview: invalid value for format 'B'"))
            }
            _ => return Err(type_error("memoryview: invalid type for format 'B'")),
        };
        let at = self.at(k);
        ba.write(|d| d[at] = b)
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        if METHODS.contains(&name) || matches!(name, "__enter__" | "__exit__") {
            return Ok(Some(Value::method(this.clone(), name)));
        }
        if !ATTRIBUTES.contains(&name) {
            return Ok(None);
        }
        let target = self.check()?;
        let contiguous = self.step == 1 || self.len <= 1;
        Ok(Some(match name {
            "nbytes" => Value::Int(self.len as i64),
            "readonly" => Value::Bool(self.readonly()?),
            "format" => Value::str("B"),
            "itemsize" => Value::Int(1),
            "ndim" => Value::Int(1),
            "shape" => Value::tuple(vec![Value::Int(self.len as i64)]),
            "strides" => Value::tuple(vec![Value::Int(self.step)]),
            "obj" => target,
            _ => Value::Bool(contiguous),
        }))
    }
    fn call_method(&self, _it: &mut Interp, this: &Value, name: &str, a: Args) -> Result<Value> {
        let most = match name {
            "cast" => 2,
            "hex" => 2,
            "tobytes" => 1,
            "__exit__" => 3,
            _ => 0,
        };
        if a.pos.len() > most {
            return Err(type_error(format!(
                "memoryview.{name}() takes at most {most} arguments ({} given)",
                a.pos.len()
            )));
        }
        match name {
            "release" | "__exit__" => {
                self.release();
                return Ok(if name == "release" {
                    Value::None
                } else {
                    Value::Bool(false)
                });
            }
            "__enter__" => {
                self.check()?;
                return Ok(this.clone());
            }
            _ => {}
        }
        let target = self.check()?;
        match name {
            "tobytes" => Ok(PyBytes::value(self.bytes()?)),
            "tolist" => Ok(Value::list(
                self.bytes()?
                    .iter()
                    .map(|&b| Value::Int(b as i64))
                    .collect(),
            )),
            "hex" => {
                let copy = PyBytes::value(self.bytes()?);
                let b = copy.downcast::<PyBytes>().expect("made above");
                b.call_method(_it, &copy, "hex", a)
            }
            "toreadonly" => Ok(PyMemoryView::over(
                PyBytes::value(self.bytes()?),
                0,
                1,
                self.len,
            )),
            "cast" => {
                let format = a
                    .pos
                    .first()
                    .cloned()
                    .or_else(|| a.kw.iter().find(|k| k.0 == "format").map(|k| k.1.clone()));
                let Some(format) = format else {
                    return Err(type_error(
                        "memoryview.cast() missing required argument 'format' (pos 1)",
                    ));
                };
                let Value::Str(f) = &format else {
                    return Err(type_error(format!(
                        "memoryview.cast() argument 'format' must be str, not {}",
                        format.type_name()
                    )));
                };
                let shaped = a.pos.len() > 1 || a.kw.iter().any(|k| k.0 == "shape");
                if &**f != "B" || shaped {
                    return Err(not_implemented(format!(
                        "stridelab's memoryview casts only to format 'B' with no shape, not '{f}'"
                    )));
                }
                if self.step != 1 && self.len > 1 {
                    return Err(type_error(
                        "memoryview: casts are restricted to C-contiguous views",
                    ));
                }
                Ok(PyMemoryView::over(target, self.start, 1, self.len))
            }
            _ => Err(super::protocol::no_attribute("memoryview", name)),
        }
    }
}

/// `hash(m)`: a read-only view hashes as the bytes it shows; a writable one refuses.
pub fn hash(v: &Value) -> Option<Result<i64>> {
    let m = PyMemoryView::of(v)?;
    Some((|| {
        if !m.readonly()? {
            return Err(value_error("cannot hash writable memoryview object"));
        }
        Ok(super::pybytes::hash(&PyBytes::value(m.bytes()?)).unwrap_or(0))
    })())
}

/// `with memoryview(b) as m:`: `m` is the view itself, released when the block ends.
pub fn is_memoryview(v: &Value) -> bool {
    PyMemoryView::of(v).is_some()
}
