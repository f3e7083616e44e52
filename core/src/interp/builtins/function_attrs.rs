//! The attributes of a script's functions, as CPython gives them: `__name__`,
//! `__qualname__`, `__doc__` and `__module__` (writable, as `functools.wraps` writes them),
//! `__defaults__`, a live `__dict__` for anything else a script sets (`f.calls = 0`), and
//! a bound method's `__func__` and `__self__`.

use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::ast::{ExprKind, StmtKind};
use crate::interp::value::*;
use std::rc::Rc;

/// `f.name`, or None when the function has no such attribute.
pub(super) fn get(f: &Rc<Function>, name: &str) -> Option<Value> {
    if f.bound.is_some() {
        match name {
            "__func__" => return Some(Value::Function(Rc::new(f.rebound(None, f.owner.clone())))),
            "__self__" => return f.bound.clone(),
            _ => {}
        }
    }
    if let Some(v) = f.meta.slot(name) {
        return Some(v);
    }
    Some(match name {
        "__name__" => Value::str(&f.def.name),
        "__qualname__" => Value::str(&f.def.qualname),
        "__module__" => Value::str(&defining_module(f)),
        "__doc__" => docstring(f),
        "__dict__" => Value::Dict(f.meta.dict.clone()),
        // An unannotated function's dict is made on first read, then kept (one object).
        "__annotations__" => {
            let d = Value::Dict(Rc::new(std::cell::RefCell::new(Dict::default())));
            f.meta.set_slot("__annotations__", d.clone());
            d
        }
        // The positional parameters' defaults; the keyword-only ones (after a `*`) are
        // `__kwdefaults__`.
        "__defaults__" => {
            let d: Vec<Value> = f
                .def
                .params
                .iter()
                .zip(&f.defaults)
                .take_while(|(p, _)| p.star == 0)
                .filter_map(|(_, d)| d.clone())
                .collect();
            if d.is_empty() {
                Value::None
            } else {
                Value::tuple(d)
            }
        }
        "__kwdefaults__" => {
            let mut d = Dict::default();
            let keyword_only = f
                .def
                .params
                .iter()
                .zip(&f.defaults)
                .skip_while(|(p, _)| p.star == 0)
                .filter(|(p, _)| p.star == 0);
            for (p, v) in keyword_only {
                if let Some(v) = v {
                    d.set(Value::str(&p.name), v.clone()).ok()?;
                }
            }
            if d.items.is_empty() {
                Value::None
            } else {
                Value::Dict(Rc::new(std::cell::RefCell::new(d)))
            }
        }
        _ => return f.meta.dict.borrow().get(&Value::str(name)).ok().flatten(),
    })
}

/// The body's leading string literal (a lambda has none).
fn docstring(f: &Function) -> Value {
    if f.def.name == "<lambda>" {
        return Value::None;
    }
    match f.def.body.first().map(|s| &s.kind) {
        Some(StmtKind::Expr(e)) => match &e.kind {
            ExprKind::Str(s) => Value::Str(s.clone()),
            _ => Value::None,
        },
        _ => Value::None,
    }
}

/// The mark stdlib/unbound.py sets on a built-in type's method read off the type: its
/// kind as CPython prints it ("method", "slot wrapper"), for its repr and type name.
pub const DESCRIPTOR: &str = "__stridelab_descriptor__";

/// `f.name = v`.
pub(super) fn set(f: &Rc<Function>, name: &str, v: Value) -> Result<()> {
    if f.bound.is_some() {
        return Err(TorchError::new(
            ErrorKind::AttributeError,
            format!("'method' object has no attribute '{name}'"),
        ));
    }
    match name {
        "__name__" | "__qualname__" => {
            if !matches!(v, Value::Str(_)) {
                return Err(type_error(format!("{name} must be set to a string object")));
            }
            f.meta.set_slot(name, v);
        }
        "__doc__" | "__module__" | DESCRIPTOR => f.meta.set_slot(name, v),
        "__annotations__" => {
            if !matches!(v, Value::Dict(_)) {
                return Err(type_error("__annotations__ must be set to a dict object"));
            }
            f.meta.set_slot(name, v);
        }
        // Calls read the defaults the `def` evaluated; a replaced tuple would be ignored.
        "__defaults__" | "__kwdefaults__" | "__code__" => {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!("stridelab does not replace a function's {name} after its def ran"),
            ))
        }
        "__dict__" => {
            let Value::Dict(d) = v else {
                return Err(type_error(
                    "__dict__ must be set to a dictionary, not a '".to_string()
                        + &v.type_name()
                        + "'",
                ));
            };
            let items: Vec<(Value, Value)> = d.borrow().items.clone();
            let mut mine = f.meta.dict.borrow_mut();
            *mine = Dict::default();
            for (k, x) in items {
                mine.set(k, x)?;
            }
        }
        _ => f.meta.dict.borrow_mut().set(Value::str(name), v)?,
    }
    Ok(())
}

/// The `__name__` of the module a function was defined in: a library file's (its scope
/// chain ends there), else the script's.
fn defining_module(f: &Function) -> String {
    library_module_name(&f.closure).unwrap_or_else(|| "__main__".to_string())
}
