//! The methods of `bytearray` (`pybytearray.rs`): those that change the array (`append`,
//! `extend`, `pop`, `insert`, `remove`, `reverse`, `clear`, `copy`) in one table with
//! CPython 3.11's arities and errors, and every other one as bytes' method
//! (`pybytes_methods.rs`) run on a copy, its bytes results handed back as bytearrays.

use super::PyByteArray;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{to_i64, Args};
use crate::interp::eval::Interp;
use crate::interp::protocol::Object;
use crate::interp::pybytes::{as_index, byte_value, bytes_of, PyBytes};
use crate::interp::value::Value;

type Mutator = fn(&mut Interp, &PyByteArray, &[Value]) -> Result<Value>;

/// A method that changes the array: its name, how many positional arguments it takes (at
/// least, at most) and the function.
const MUTATORS: &[(&str, usize, usize, Mutator)] = &[
    ("append", 1, 1, append),
    ("extend", 1, 1, extend),
    ("pop", 0, 1, pop),
    ("insert", 2, 2, insert),
    ("remove", 1, 1, remove),
    ("reverse", 0, 0, |_, ba, _| {
        ba.write(|d| d.reverse())?;
        Ok(Value::None)
    }),
    ("clear", 0, 0, |_, ba, _| {
        ba.resize(Vec::clear)?;
        Ok(Value::None)
    }),
    ("copy", 0, 0, |_, ba, _| {
        Ok(PyByteArray::value(ba.snapshot()))
    }),
];

/// Whether `ba.name` is a method: one of the table's or one of bytes'.
pub fn has_method(name: &str) -> bool {
    MUTATORS.iter().any(|m| m.0 == name) || crate::interp::pybytes_methods::BYTES.contains(name)
}

/// The names `dir(bytearray)` lists beyond bytes' methods.
pub fn mutator_names() -> impl Iterator<Item = &'static str> {
    MUTATORS.iter().map(|m| m.0)
}

pub fn call(
    it: &mut Interp,
    ba: &PyByteArray,
    _this: &Value,
    name: &str,
    a: Args,
) -> Result<Value> {
    let Some(&(_, least, most, f)) = MUTATORS.iter().find(|m| m.0 == name) else {
        return delegate(it, ba, name, a);
    };
    if !a.kw.is_empty() {
        return Err(type_error(format!(
            "bytearray.{name}() takes no keyword arguments"
        )));
    }
    let n = a.pos.len();
    if n < least || n > most {
        return Err(type_error(match (least, most) {
            (0, 0) => format!("bytearray.{name}() takes no arguments ({n} given)"),
            (1, 1) => format!("bytearray.{name}() takes exactly one argument ({n} given)"),
            (l, m) if l == m => format!("{name} expected {m} arguments, got {n}"),
            (_, m) => format!(
                "{name} expected at most {m} argument{}, got {n}",
                if m == 1 { "" } else { "s" }
            ),
        }));
    }
    f(it, ba, &a.pos)
}

/// A bytes method on a copy of the array: bytes-like arguments read as bytes, and each
/// bytes in the result (alone, or in a list or tuple) made a bytearray.
fn delegate(it: &mut Interp, ba: &PyByteArray, name: &str, mut a: Args) -> Result<Value> {
    let as_bytes = |v: &mut Value| -> Result<()> {
        if super::is_buffer(v) {
            if let Some(d) = super::bytes_like(v) {
                *v = PyBytes::value(d?);
            }
        }
        Ok(())
    };
    for v in a.pos.iter_mut() {
        as_bytes(v)?;
    }
    for (_, v) in a.kw.iter_mut() {
        as_bytes(v)?;
    }
    // `sep.join(items)` of bytearrays: the items read as bytes too.
    if name == "join" {
        if let Some(items) = a.pos.first().cloned() {
            if let Some(mut list) = it.try_collect(&items)? {
                for v in list.iter_mut() {
                    as_bytes(v)?;
                }
                a.pos[0] = Value::list(list);
            }
        }
    }
    let copy = PyBytes::value(ba.snapshot());
    let bytes = copy.downcast::<PyBytes>().expect("made above");
    let r = bytes.call_method(it, &copy, name, a).map_err(|mut e| {
        if e.message.starts_with("bytes.") {
            e.message = format!("bytearray.{}", &e.message["bytes.".len()..]);
        }
        e
    })?;
    Ok(to_array(r))
}

fn to_array(v: Value) -> Value {
    if let Some(d) = bytes_of(&v) {
        return PyByteArray::value(d.to_vec());
    }
    match v {
        Value::List(l) => {
            let items: Vec<Value> = l.borrow().iter().cloned().map(to_array).collect();
            Value::list(items)
        }
        Value::Tuple(t) => Value::tuple(t.iter().cloned().map(to_array).collect()),
        v => v,
    }
}

fn byte(it: &mut Interp, v: &Value) -> Result<u8> {
    byte_value(it, v, "byte must be in range(0, 256)")
}

fn append(it: &mut Interp, ba: &PyByteArray, a: &[Value]) -> Result<Value> {
    let b = byte(it, &a[0])?;
    ba.resize(|d| d.push(b))?;
    Ok(Value::None)
}

fn extend(it: &mut Interp, ba: &PyByteArray, a: &[Value]) -> Result<Value> {
    let v = &a[0];
    let items = match super::bytes_like(v) {
        Some(d) => d?,
        // A str is iterable, but its items are no ints.
        None if matches!(v, Value::Str(_)) => {
            return Err(type_error(
                "'str' object cannot be interpreted as an integer",
            ))
        }
        None => {
            let Some(items) = it.try_collect(v)? else {
                return Err(type_error(format!(
                    "can't extend bytearray with {}",
                    v.type_name()
                )));
            };
            items
                .iter()
                .map(|x| byte(it, x))
                .collect::<Result<Vec<u8>>>()?
        }
    };
    // Checked before growing: past the cap the allocation itself would end the process.
    crate::limits::check_value_size(ba.len() as u128 + items.len() as u128, 1)?;
    ba.resize(|d| d.extend_from_slice(&items))?;
    Ok(Value::None)
}

/// A position argument of `pop`/`insert`, through `__index__`.
fn position(it: &mut Interp, v: &Value) -> Result<i64> {
    match as_index(it, v)? {
        Some(Value::BigInt(_)) => Err(TorchError::new(
            ErrorKind::OverflowError,
            "Python int too large to convert to C ssize_t",
        )),
        Some(k) => to_i64(&k),
        None => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))),
    }
}

fn pop(it: &mut Interp, ba: &PyByteArray, a: &[Value]) -> Result<Value> {
    let k = match a.first() {
        Some(v) => position(it, v)?,
        None => -1,
    };
    let n = ba.len() as i64;
    if n == 0 {
        return Err(TorchError::new(
            ErrorKind::IndexError,
            "pop from empty bytearray",
        ));
    }
    let j = if k < 0 { k + n } else { k };
    if j < 0 || j >= n {
        return Err(TorchError::new(
            ErrorKind::IndexError,
            "pop index out of range",
        ));
    }
    let b = ba.resize(|d| d.remove(j as usize))?;
    Ok(Value::Int(b as i64))
}

fn insert(it: &mut Interp, ba: &PyByteArray, a: &[Value]) -> Result<Value> {
    let k = position(it, &a[0])?;
    let b = byte(it, &a[1])?;
    let n = ba.len() as i64;
    // list.insert's clamping: before the start, or after the end.
    let j = if k < 0 { (k + n).max(0) } else { k.min(n) };
    ba.resize(|d| d.insert(j as usize, b))?;
    Ok(Value::None)
}

fn remove(it: &mut Interp, ba: &PyByteArray, a: &[Value]) -> Result<Value> {
    let b = byte(it, &a[0])?;
    let Some(k) = ba.read(|d| d.iter().position(|&x| x == b)) else {
        return Err(value_error("value not found in bytearray"));
    };
    ba.resize(|d| {
        d.remove(k);
    })?;
    Ok(Value::None)
}

/// `ba[lo:hi:step] = items`: a plain slice takes any number of bytes (the array grows or
/// shrinks); an extended one exactly as many as it selects.
pub fn assign_slice(
    ba: &PyByteArray,
    (lo, hi, step): (Option<i64>, Option<i64>, Option<i64>),
    items: Vec<u8>,
) -> Result<()> {
    let n = ba.len();
    let (start, step, count) = crate::interp::pybytes::adjust_slice(n, lo, hi, step)?;
    if step == 1 {
        let s = start as usize;
        if items.len() == count {
            return ba.write(|d| d[s..s + count].copy_from_slice(&items));
        }
        return ba.resize(|d| {
            d.splice(s..s + count, items);
        });
    }
    if items.len() != count {
        return Err(value_error(format!(
            "attempt to assign bytes of size {} to extended slice of size {count}",
            items.len()
        )));
    }
    ba.write(|d| {
        for (k, b) in items.into_iter().enumerate() {
            d[(start + k as i128 * step) as usize] = b;
        }
    })
}
