//! The object protocol: what a native object (`Value::Object`) does when a script reads or
//! sets its attributes, calls its methods, indexes, calls, iterates or enters it. The
//! interpreter routes each operation to the object's own implementation; the defaults raise
//! the error Python raises for an object that lacks the operation.

use super::args::Args;
use super::builtins::{no_context_manager, ContextGuard};
use super::eval::Interp;
use super::value::Value;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use std::any::Any;

/// A native object (optimizer, autograd node, storage, ...) and what it does when a script
/// uses it. Each type implements the operations it supports; the defaults raise Python's
/// errors for an object without them. `this` is the `Value::Object` holding `self` (to bind
/// methods to: `Value::method(this.clone(), name)`).
pub trait Object {
    /// The Python type name, as `type(x).__name__` would give.
    fn type_name(&self) -> String;
    fn repr(&self) -> String {
        format!("<{} object>", self.type_name())
    }
    fn as_any(&self) -> &dyn Any;
    /// What `is` compares: by default the object itself; a wrapper made afresh on each
    /// access (`t.grad_fn`) names what it wraps, so `a.grad_fn is b.grad_fn` holds for one node.
    fn identity(&self) -> Option<usize> {
        None
    }
    /// `str(x)` when it differs from `repr(x)` (an exception's message).
    fn str(&self) -> Option<String> {
        None
    }
    /// `x.name`; None when there is no such attribute (the caller raises AttributeError).
    fn getattr(&self, _it: &mut Interp, _this: &Value, _name: &str) -> Result<Option<Value>> {
        Ok(None)
    }
    /// `x.name = v`.
    fn setattr(&self, _it: &mut Interp, _this: &Value, name: &str, _v: Value) -> Result<()> {
        Err(no_attribute(&self.type_name(), name))
    }
    /// `x.name(...)`, for a method `getattr` bound to `this`.
    fn call_method(&self, _it: &mut Interp, _this: &Value, name: &str, _a: Args) -> Result<Value> {
        Err(no_attribute(&self.type_name(), name))
    }
    /// `x[index]`.
    fn getitem(&self, _it: &mut Interp, _this: &Value, _index: &Value) -> Result<Value> {
        Err(type_error(format!(
            "'{}' object is not subscriptable",
            self.type_name()
        )))
    }
    /// `x[index] = v`.
    fn setitem(&self, _it: &mut Interp, _this: &Value, _index: &Value, _v: Value) -> Result<()> {
        Err(type_error(format!(
            "'{}' object does not support item assignment",
            self.type_name()
        )))
    }
    /// `callable(x)`: true for the objects whose `call` does something.
    fn callable(&self) -> bool {
        false
    }
    /// `x(...)`.
    fn call(&self, _it: &mut Interp, _this: &Value, _args: Args) -> Result<Value> {
        Err(type_error(format!(
            "'{}' object is not callable",
            self.type_name()
        )))
    }
    /// `len(x)` without listing the items (a storage of a billion bytes has a length long
    /// before anyone should iterate it); None falls back to counting `iterate`.
    fn py_len(&self) -> Option<usize> {
        None
    }
    /// `for v in x`: the items, or None when the object is not iterable.
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        Ok(None)
    }
    /// Is this object an iterator (`next()` works on it and `iter()` returns it)?
    fn is_iterator(&self) -> bool {
        false
    }
    /// `next(x)` on an iterator: the next item, or None when it is exhausted.
    fn next(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        Err(type_error(format!(
            "'{}' object is not an iterator",
            self.type_name()
        )))
    }
    /// `with x:`: the guard that undoes the entry when dropped.
    fn enter(&self) -> Result<ContextGuard> {
        Err(no_context_manager(&self.type_name()))
    }
}

/// AttributeError: `'<type>' object has no attribute '<name>'`.
pub fn no_attribute(type_name: &str, name: &str) -> TorchError {
    TorchError::new(
        ErrorKind::AttributeError,
        format!("'{type_name}' object has no attribute '{name}'"),
    )
}
