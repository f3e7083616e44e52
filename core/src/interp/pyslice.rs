//! Slices whose bounds are not all machine ints: `x[0.0:2.0]`, `slice(1, 2**70)`,
//! `obj['a':'b']`. CPython builds a slice of any three objects and leaves the checks to
//! whoever is indexed: a class's `__getitem__` sees the bounds as written, a list or a
//! tensor refuses a float bound, and a bound past 64 bits is clamped when a sequence is
//! sliced. The common case (ints and None) stays `Value::Slice`.

use super::eval::Interp;
use super::protocol::Object;
use super::value::Value;
use crate::error::{type_error, Result};
use std::any::Any;
use std::rc::Rc;

/// A slice object with at least one bound that is not None or a 64-bit int.
pub struct GeneralSlice {
    /// start, stop, step as written.
    pub parts: [Value; 3],
    /// `repr(slice)`, made when the slice was (the parts' reprs need the interpreter).
    shown: String,
}

/// The slice of `start:stop:step`: `Value::Slice` for ints and None, else a general one.
pub fn make(it: &mut Interp, start: Value, stop: Value, step: Value) -> Result<Value> {
    let small = |v: &Value| match v {
        Value::None => Some(None),
        Value::Int(i) => Some(Some(*i)),
        _ => None,
    };
    if let (Some(a), Some(b), Some(c)) = (small(&start), small(&stop), small(&step)) {
        return Ok(Value::Slice(a, b, c));
    }
    let mut reprs = Vec::with_capacity(3);
    for p in [&start, &stop, &step] {
        reprs.push(super::builtins::repr(it, p)?);
    }
    let shown = format!("slice({})", reprs.join(", "));
    Ok(Value::Object(Rc::new(GeneralSlice {
        parts: [start, stop, step],
        shown,
    })))
}

impl GeneralSlice {
    pub fn of(v: &Value) -> Option<&GeneralSlice> {
        match v {
            Value::Object(o) => o.as_any().downcast_ref::<GeneralSlice>(),
            _ => None,
        }
    }

    /// The slice a sequence or a tensor is cut by: bounds past 64 bits clamped as
    /// `PySlice_Unpack` clamps them, anything but an int or None refused in CPython's words.
    pub fn as_int_slice(&self) -> Result<Value> {
        let (a, b, c) = self.int_parts()?;
        Ok(Value::Slice(a, b, c))
    }

    /// start, stop and step as `as_int_slice` cuts them.
    pub fn int_parts(&self) -> Result<(Option<i64>, Option<i64>, Option<i64>)> {
        let mut out = [None; 3];
        for (slot, p) in out.iter_mut().zip(&self.parts) {
            // An int, a bool, a one-element integer tensor or NumPy int (`data[i:i + n]`
            // with `i` from `torch.randint`) stand for their int; a float or a string does not.
            *slot = match p {
                Value::None => None,
                _ => Some(super::args::to_slice_index(p).map_err(|_| {
                    type_error("slice indices must be integers or None or have an __index__ method")
                })?),
            };
        }
        Ok((out[0], out[1], out[2]))
    }
}

/// `i` as a sequence or tensor takes it: a general slice cut down to ints (or refused),
/// anything else as it is.
pub fn for_native_index(i: &Value) -> Result<Option<Value>> {
    match GeneralSlice::of(i) {
        Some(s) => s.as_int_slice().map(Some),
        None => Ok(None),
    }
}

impl Object for GeneralSlice {
    fn type_name(&self) -> String {
        "slice".into()
    }
    fn repr(&self) -> String {
        self.shown.clone()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            // `slice(2**100, None).indices(n)`, in big ints (stdlib/builtin_methods.py).
            "indices" => Some(super::builtins::python_instance_attr(it, this, name)?),
            "start" => Some(self.parts[0].clone()),
            "stop" => Some(self.parts[1].clone()),
            "step" => Some(self.parts[2].clone()),
            _ => None,
        })
    }
}
