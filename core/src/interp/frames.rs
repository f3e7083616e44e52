//! Python's frames, as far as scripts look at them: `locals()`, `inspect.currentframe()`,
//! `sys._getframe()`, `frame.f_back`/`f_locals`/`f_code`/`f_lineno` and
//! `inspect.getargvalues` (d2l.ai's `save_hyperparameters` reads its caller's arguments
//! this way in every model of the book). Each function call pushes the scope it runs in;
//! a frame object is a snapshot of the stack taken when it is asked for, with each
//! function frame's locals copied then (CPython 3.11's `f_locals` is a snapshot dict too)
//! and the module frame's namespace live.

use super::ast::FunctionDef;
use super::eval::Interp;
use super::pydict::Dict;
use super::registry::{FunctionFn, Registry};
use super::value::{Env, Value};
use crate::error::{Result, Span};
use std::cell::RefCell;
use std::rc::Rc;

/// A running function call: its scope, its definition, and the statement of its caller
/// that made the call (the caller's current line while this call runs).
pub struct FrameEntry {
    pub env: Env,
    pub def: Rc<FunctionDef>,
    pub call_span: Span,
}

/// `locals()`: the module namespace at module level; in a function, a new dict of the
/// names bound in its scope (CPython's snapshot). The implicit `__class__` of a method is
/// left out: CPython lists it only when the body refers to it.
pub fn locals(it: &Interp) -> Result<Value> {
    match &it.env {
        None => Ok(globals(it)),
        Some(env) => scope_dict(env),
    }
}

fn globals(it: &Interp) -> Value {
    Value::Object(Rc::new(super::builtins::globals_view::GlobalsView {
        env: it.globals.clone(),
    }))
}

fn scope_dict(env: &Env) -> Result<Value> {
    let mut d = Dict::default();
    for (k, v) in env.vars.borrow().iter() {
        if k != "__class__" {
            d.set(Value::str(k), v.clone())?;
        }
    }
    Ok(Value::Dict(Rc::new(RefCell::new(d))))
}

/// One row per frame, innermost first, the module's last:
/// `(name, locals, args, varargs, varkw, lineno)`.
fn frame_rows(it: &mut Interp, _: &super::args::Bound) -> Result<Value> {
    let mut rows = Vec::new();
    let frames = it.frames();
    let mut line = it.span.line as i64;
    for f in frames.iter().rev() {
        let named = |star: u8| {
            f.def
                .params
                .iter()
                .find(|p| p.star == star)
                .map_or(Value::None, |p| Value::str(&p.name))
        };
        let args: Vec<Value> = f
            .def
            .params
            .iter()
            .filter(|p| p.star == 0)
            .map(|p| Value::str(&p.name))
            .collect();
        rows.push(Value::tuple(vec![
            Value::str(&f.def.name),
            scope_dict(&f.env)?,
            Value::list(args),
            named(1),
            named(2),
            Value::Int(line),
        ]));
        line = f.call_span.line as i64;
    }
    rows.push(Value::tuple(vec![
        Value::str("<module>"),
        globals(it),
        Value::list(vec![]),
        Value::None,
        Value::None,
        Value::Int(line),
    ]));
    Ok(Value::list(rows))
}

/// A string annotation evaluated where its function was defined (the scope it closes
/// over, else the module's globals), as `typing.get_type_hints` resolves forward
/// references in the function's `__globals__`.
fn annotation_eval(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    let source = a.str("source")?.unwrap_or_default();
    let scope = match a.get("obj") {
        Some(Value::Function(f)) => f.closure.clone(),
        _ => None,
    };
    let e = super::parser::parse_eval(&source, it.span)?;
    let saved = it.swap_env(scope);
    let r = it.eval(&e);
    it.swap_env(saved);
    r
}

pub fn register(r: &mut Registry<FunctionFn>) {
    r.add("frames", &["frame_rows"], "", frame_rows);
    r.add(
        "frames",
        &["annotation_eval"],
        "obj, source",
        annotation_eval,
    );
}
