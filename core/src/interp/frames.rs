//! Python's frames, as far as scripts look at them: `locals()`, `inspect.currentframe()`,
//! `sys._getframe()`, `frame.f_back`/`f_locals`/`f_code`/`f_lineno` and
//! `inspect.getargvalues` (d2l.ai's `save_hyperparameters` reads its caller's arguments
//! this way in every model of the book). Each function call (and generator resumption)
//! pushes the scope it runs in; a frame object holds a snapshot of that stack of scopes,
//! and `f_locals` copies a function's names when it is read (CPython 3.11's is a dict
//! filled on access too), the module frame's namespace being live. Not modelled: a
//! comprehension's or class body's own frame, free variables in `locals()`, a line number
//! that moves on after the frame object was made.

use super::ast::FunctionDef;
use super::eval::Interp;
use super::protocol::Object;
use super::pydict::Dict;
use super::registry::{FunctionFn, Registry};
use super::value::{Env, Value};
use crate::error::{ErrorKind, Result, Span, TorchError};
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
/// names bound in its scope (CPython's snapshot).
pub fn locals(it: &Interp) -> Result<Value> {
    match &it.env {
        None => Ok(globals(it)),
        Some(env) => {
            let def = it
                .frames()
                .last()
                .filter(|f| Rc::ptr_eq(&f.env, env))
                .map(|f| &*f.def);
            scope_dict(env, def)
        }
    }
}

fn globals(it: &Interp) -> Value {
    Value::Object(Rc::new(super::builtins::globals_view::GlobalsView {
        env: it.globals.clone(),
    }))
}

/// A function frame's names as CPython's `f_locals` orders them: the parameters as
/// `co_varnames` lists them (positional, keyword-only, `*args`, `**kwargs`), then the
/// other locals in binding order. The implicit `__class__` of a method is left out
/// (CPython lists it only when the body refers to it).
fn scope_dict(env: &Env, def: Option<&FunctionDef>) -> Result<Value> {
    let vars = env.vars.borrow();
    let mut d = Dict::default();
    let params = def.map(varnames).unwrap_or_default();
    for name in &params {
        if let Some(v) = vars.get(name) {
            d.set(Value::str(name), v.clone())?;
        }
    }
    for (k, v) in vars.iter() {
        if k != "__class__" && !params.contains(k) {
            d.set(Value::str(k), v.clone())?;
        }
    }
    Ok(Value::Dict(Rc::new(RefCell::new(d))))
}

/// A function's parameters in CPython's `co_varnames` order.
fn varnames(def: &FunctionDef) -> Vec<String> {
    let named = |star: u8| {
        def.params
            .iter()
            .filter(move |p| p.star == star)
            .map(|p| p.name.clone())
    };
    named(0).chain(named(1)).chain(named(2)).collect()
}

/// Parameters before any `*`: `co_argcount`.
fn positional_count(def: &FunctionDef) -> usize {
    def.params.iter().take_while(|p| p.star == 0).count()
}

/// One running call as a frame object shows it (the module's when `def` is None).
struct Snap {
    env: Option<Env>,
    def: Option<Rc<FunctionDef>>,
    line: i64,
}

/// A frame object: frame `index` of a snapshot of the stack (innermost first, the
/// module's last). The snapshot holds the scopes themselves, so `f_locals` is read when
/// asked for, and a frame kept per recursion level costs a pointer per frame below it.
pub struct FrameObj {
    stack: Rc<Vec<Snap>>,
    index: usize,
}

fn snapshot(it: &Interp) -> Rc<Vec<Snap>> {
    let mut out = Vec::with_capacity(it.frames().len() + 1);
    let mut line = it.span.line as i64;
    for f in it.frames().iter().rev() {
        out.push(Snap {
            env: Some(f.env.clone()),
            def: Some(f.def.clone()),
            line,
        });
        line = f.call_span.line as i64;
    }
    out.push(Snap {
        env: None,
        def: None,
        line,
    });
    Rc::new(out)
}

fn code_name(def: &Option<Rc<FunctionDef>>) -> &str {
    def.as_ref().map_or("<module>", |d| d.name.as_str())
}

impl Object for FrameObj {
    fn type_name(&self) -> String {
        "frame".into()
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn repr(&self) -> String {
        let s = &self.stack[self.index];
        format!(
            "<frame at 0x{:x}, file '<stdin>', line {}, code {}>",
            self as *const FrameObj as usize,
            s.line,
            code_name(&s.def)
        )
    }
    fn getattr(&self, it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        let s = &self.stack[self.index];
        Ok(Some(match name {
            "f_back" if self.index + 1 < self.stack.len() => Value::Object(Rc::new(FrameObj {
                stack: self.stack.clone(),
                index: self.index + 1,
            })),
            "f_back" => Value::None,
            "f_locals" => match &s.env {
                Some(env) => scope_dict(env, s.def.as_deref())?,
                None => globals(it),
            },
            "f_globals" => globals(it),
            "f_lineno" => Value::Int(s.line),
            "f_code" => Value::Object(Rc::new(CodeObj {
                def: s.def.clone(),
                library: super::value::library_module_name(&s.env),
            })),
            _ => return Ok(None),
        }))
    }
}

/// A frame's `f_code`: what `inspect.getargvalues` reads of a function's code object.
pub struct CodeObj {
    def: Option<Rc<FunctionDef>>,
    /// The library module the code belongs to (None: the script's own).
    library: Option<String>,
}

impl Object for CodeObj {
    fn type_name(&self) -> String {
        "code".into()
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn repr(&self) -> String {
        format!(
            "<code object {} at 0x{:x}, file \"<stdin>\">",
            code_name(&self.def),
            self as *const CodeObj as usize
        )
    }
    fn getattr(&self, _it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        let def = self.def.as_deref();
        let count =
            |star: u8| def.map_or(0, |d| d.params.iter().filter(|p| p.star == star).count());
        let positional = def.map_or(0, positional_count);
        Ok(Some(match name {
            "co_name" => Value::str(code_name(&self.def)),
            // Library code is stridelab's, named as CPython names frozen modules.
            "co_filename" => match &self.library {
                Some(m) => Value::str(&format!("<stridelab {m}>")),
                None => Value::str(&script_name()),
            },
            "co_varnames" => Value::tuple(
                def.map(varnames)
                    .unwrap_or_default()
                    .iter()
                    .map(|n| Value::str(n))
                    .collect(),
            ),
            "co_argcount" => Value::Int(positional as i64),
            "co_kwonlyargcount" => Value::Int((count(0) - positional) as i64),
            // CO_VARARGS (4), CO_VARKEYWORDS (8).
            "co_flags" => Value::Int(4 * count(1) as i64 + 8 * count(2) as i64),
            _ => return Ok(None),
        }))
    }
}

/// `_native.current_frame(skip)`: the frame `skip` calls out from the innermost (None when
/// the stack is not that deep).
fn current_frame(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    let skip = a.i64_or("skip", 0)?;
    let stack = snapshot(it);
    Ok(
        match usize::try_from(skip).ok().filter(|&i| i < stack.len()) {
            Some(index) => Value::Object(Rc::new(FrameObj { stack, index })),
            None => Value::None,
        },
    )
}

/// `_native.frame_stack(skip)`: every frame from `skip` out, for `inspect.stack()`.
fn frame_stack(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    let skip = a.i64_or("skip", 0)?.max(0) as usize;
    let stack = snapshot(it);
    Ok(Value::list(
        (skip..stack.len())
            .map(|index| {
                Value::Object(Rc::new(FrameObj {
                    stack: stack.clone(),
                    index,
                }))
            })
            .collect(),
    ))
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
    eval_in_scope(it, &e, scope)
}

/// `e` evaluated with `scope` as the innermost scope (None: module level), the caller's
/// scope restored afterwards whatever happened.
pub fn eval_in_scope(it: &mut Interp, e: &super::ast::Expr, scope: Option<Env>) -> Result<Value> {
    let saved = it.swap_env(scope);
    let r = it.eval(e);
    it.swap_env(saved);
    r
}

/// `_native.recursion_limit()`: what `sys.getrecursionlimit()` reads.
fn recursion_limit(it: &mut Interp, _: &super::args::Bound) -> Result<Value> {
    Ok(Value::Int(it.recursion_limit as i64))
}

/// `_native.set_recursion_limit(limit)`, called by `sys.setrecursionlimit` (stdlib/sys.py,
/// one Python frame deep): CPython's conversion to a C int, its floor of 1, and its refusal
/// of a limit the running frames already reach. CPython's depth there counts the module,
/// the running Python frames and the C call itself; ours has the sys.py frame in its place.
fn set_recursion_limit(it: &mut Interp, a: &super::args::Bound) -> Result<Value> {
    let v = a.get("limit").cloned().unwrap_or(Value::None);
    let limit = match super::pybytes::as_index(it, &v)? {
        Some(Value::Int(n)) => i32::try_from(n).ok().map(i64::from),
        Some(_) => None,
        None => {
            return Err(crate::error::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            )))
        }
    }
    .ok_or_else(|| {
        TorchError::new(
            ErrorKind::OverflowError,
            "Python int too large to convert to C int",
        )
    })?;
    if limit < 1 {
        return Err(TorchError::new(
            ErrorKind::ValueError,
            "recursion limit must be greater or equal than 1",
        ));
    }
    let depth = it.frames().len() as i64 + 1;
    if depth >= limit {
        return Err(TorchError::new(
            ErrorKind::RecursionError,
            format!(
                "cannot set the recursion limit to {limit} at the recursion depth {depth}: the limit is too low"
            ),
        ));
    }
    it.recursion_limit = limit as usize;
    Ok(Value::None)
}

pub fn register(r: &mut Registry<FunctionFn>) {
    r.add("frames", &["recursion_limit"], "", recursion_limit);
    r.add(
        "frames",
        &["set_recursion_limit"],
        "limit",
        set_recursion_limit,
    );
    r.add("frames", &["current_frame"], "skip", current_frame);
    r.add("frames", &["frame_stack"], "skip", frame_stack);
    r.add(
        "frames",
        &["annotation_eval"],
        "obj, source",
        annotation_eval,
    );
}

thread_local! {
    /// The script's path as `co_filename` gives it (and warnings name it); `<stdin>` for
    /// text that did not come from a file.
    static SCRIPT_NAME: std::cell::RefCell<String> = std::cell::RefCell::new("<stdin>".into());
    /// The text being run, for the source line a warning shows (scripts cannot read files
    /// outside the sandbox, so the warnings module cannot open the script as CPython does).
    static SCRIPT_SOURCE: std::cell::RefCell<Rc<str>> = std::cell::RefCell::new(Rc::from(""));
}

pub fn set_script_source(source: &str) {
    SCRIPT_SOURCE.with(|s| *s.borrow_mut() = Rc::from(source));
}

/// Line `lineno` (from 1) of the script named `filename`; empty for any other file.
pub fn source_line(filename: &str, lineno: i64) -> String {
    if filename != script_name() || lineno < 1 {
        return String::new();
    }
    let text = SCRIPT_SOURCE.with(|s| s.borrow().clone());
    let skip = usize::try_from(lineno - 1).unwrap_or(usize::MAX);
    text.lines()
        .nth(skip)
        .map(|l| format!("{l}\n"))
        .unwrap_or_default()
}

pub fn set_script_name(name: &str) {
    SCRIPT_NAME.with(|s| *s.borrow_mut() = name.to_string());
}

fn script_name() -> String {
    SCRIPT_NAME.with(|s| s.borrow().clone())
}
