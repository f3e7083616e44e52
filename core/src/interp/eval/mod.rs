//! The tree-walking evaluator: statements, expressions, Python's operator semantics and
//! calls. Native functions live in `builtins`, `torch_api` and `tensor_api`.
//!
//! `Interp` is one type whose `impl` is spread over the files of this module, one per
//! section of the evaluator:
//!
//! - `mod.rs` (this file): the `Interp` struct, `Flow`, `PrintSink`, `Stop`, `new` and the
//!   scope helpers, the step counter (`tick`), names (`lookup`, `set_var`, `del_var`),
//!   attributes and items (forwarded to `builtins`), `float_repr` and `without_grad`;
//! - `statements`: statements, `with`, `def` and `class`;
//! - `assignment`: assignment and unpacking, augmented assignment, `del`;
//! - `expressions`: expressions, call arguments, comprehensions, f-strings, `format_value`,
//!   iteration (`for_each`, `collect`), truthiness, `repr` and `str`;
//! - `operators`: binary and unary operators, comparisons, `in`, and the free arithmetic
//!   functions (`number_binop`, `small_int_binop`, `float_binop`, `py_cmp`, `repeat_items`);
//! - `equality`: `==` between containers whose items are tensors or instances;
//! - `calls`: `call`, `call_inner`, `call_function` and the recursion limit.

mod assignment;
mod calls;
mod chains;
pub(crate) mod equality;
mod expressions;
mod nn_prelude;
mod operators;
mod patterns;
mod special;
mod statements;

pub use operators::py_cmp;
pub(crate) use special::is_not_implemented;

use super::value::*;
use crate::autograd::NoGradGuard;
use crate::error::{ErrorKind, Result, Span, TorchError};
use crate::pyfmt::py_float;

/// How a statement ended.
pub enum Flow {
    Normal,
    Break,
    Continue,
    Return(Value),
}

/// Where `print` output goes.
pub type PrintSink = Box<dyn FnMut(&str)>;

pub struct Interp {
    pub globals: Env,
    /// The innermost function scope, or None at module level.
    pub(crate) env: Option<Env>,
    pub print: PrintSink,
    pub steps: u64,
    pub max_steps: u64,
    depth: usize,
    /// The span of the statement or call being evaluated, for errors.
    pub span: Span,
    /// Asked every 64 steps whether the host wants the script stopped, and why.
    /// Kernels ask the same poll during long loops (`limits::kernel_work`).
    pub interrupt: Option<crate::limits::Poll>,
    /// Exceptions being handled (for a bare `raise`).
    handling: Vec<TorchError>,
    /// The scope `prelude.py` ran in (the `torch.nn` module classes), loaded when a script
    /// first reaches it (`nn_prelude.rs`).
    nn: Option<Env>,
    /// The stdlib modules imported so far, and their scopes (emptied with the session's).
    modules: Vec<(String, Value, Env)>,
    /// The scopes of modules whose code raised (`forget_module`).
    failed_modules: Vec<Env>,
    /// Running a class body (annotations there are evaluated, as at module level).
    pub(crate) class_body: bool,
    /// Attributes scripts set on tensors (`inp.g = ...`): each tensor's `__dict__`.
    pub(crate) tensor_dicts: super::tensor_api::TensorDicts,
    /// Leaves' sparse gradients and the running engine passes' routing (`sparse_grad.rs`).
    pub(crate) sparse_grads: super::sparse_grad::SparseGrads,
    /// The function calls running now, outermost first (`inspect.currentframe()`).
    frames: Vec<super::frames::FrameEntry>,
    /// CPython's recursion limit (`sys.setrecursionlimit`): the Python frames a call may
    /// reach, the module's own counted.
    pub(crate) recursion_limit: usize,
    /// Whether the call about to run is written as a method call (`s.union(x=1)`, no `*`
    /// or `**` spread): CPython then calls the method itself, and a bound method object
    /// otherwise, whose errors name it differently (`c_arity::as_bound_method`). Taken by
    /// the call it describes.
    pub(crate) method_call_syntax: bool,
    /// Whether the call about to run is written in the script (`f(x)`), not made by native
    /// code on its behalf: taken by `call`, which weighs the two differently against the
    /// wasm32 frame budget.
    pub(crate) call_syntax: bool,
}

pub use crate::limits::Stop;

impl Interp {
    pub fn new(print: PrintSink) -> Interp {
        let globals = new_env(None);
        let mut it = Interp {
            globals,
            env: None,
            print,
            steps: 0,
            max_steps: crate::limits::Limits::default().max_steps,
            depth: 0,
            span: Span::default(),
            interrupt: None,
            handling: Vec::new(),
            nn: None,
            modules: Vec::new(),
            failed_modules: Vec::new(),
            class_body: false,
            tensor_dicts: Default::default(),
            sparse_grads: Default::default(),
            frames: Vec::new(),
            recursion_limit: calls::DEFAULT_RECURSION_LIMIT,
            method_call_syntax: false,
            call_syntax: false,
        };
        super::builtins::install_prelude(&mut it);
        it
    }

    /// An exception a handler is running for (what a bare `raise` re-raises).
    pub(crate) fn handling_push(&mut self, e: TorchError) {
        self.handling.push(e);
    }

    pub(crate) fn handling_pop(&mut self) {
        self.handling.pop();
    }

    /// The function calls running now, outermost first.
    pub(crate) fn frames(&self) -> &[super::frames::FrameEntry] {
        &self.frames
    }

    /// A call (or a generator's resumption) starts running `def` in `env`.
    pub(crate) fn push_frame(
        &mut self,
        env: Env,
        def: std::rc::Rc<crate::interp::ast::FunctionDef>,
    ) {
        self.frames.push(super::frames::FrameEntry {
            env,
            def,
            call_span: self.span,
        });
    }

    pub(crate) fn pop_frame(&mut self) {
        self.frames.pop();
    }

    /// Replaces the current function scope (used to run the prelude in its own scope).
    pub fn swap_env(&mut self, env: Option<Env>) -> Option<Env> {
        std::mem::replace(&mut self.env, env)
    }

    /// Empties the global and prelude scopes and the classes in them. A function holds the
    /// scope it was defined in and a method its class, and each is held back: without this
    /// every session (each run in the playground, each of the fuzzer's millions) leaked its
    /// globals and the whole prelude, about 57 KB.
    pub fn release_scopes(&mut self) {
        let mut modules: Vec<Env> = self.modules.drain(..).map(|(_, _, e)| e).collect();
        modules.append(&mut self.failed_modules);
        for env in [Some(&self.globals), self.nn.as_ref()]
            .into_iter()
            .flatten()
            .chain(modules.iter())
        {
            let vars = std::mem::take(&mut *env.vars.borrow_mut());
            for v in vars.values() {
                if let Value::Class(c) = v {
                    let attrs = std::mem::take(&mut *c.attrs.borrow_mut());
                    drop(attrs);
                }
            }
            drop(vars);
        }
        self.env = None;
        self.frames.clear();
    }

    /// A stdlib module this session has imported.
    pub fn loaded_module(&self, name: &str) -> Option<Value> {
        self.modules
            .iter()
            .find(|(n, _, _)| n == name)
            .map(|(_, m, _)| m.clone())
    }

    pub fn register_module(&mut self, name: &str, module: Value, env: Env) {
        self.modules.push((name.to_string(), module, env));
    }

    /// A module whose code raised is no longer imported, as CPython drops it from
    /// `sys.modules` (the next import runs it again and raises again); its scope is still
    /// released with the session's.
    pub fn forget_module(&mut self, name: &str) {
        if let Some(i) = self.modules.iter().position(|(n, _, _)| n == name) {
            let (_, _, env) = self.modules.remove(i);
            self.failed_modules.push(env);
        }
    }

    pub(crate) fn tick(&mut self) -> Result<()> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err(TorchError::new(
                ErrorKind::ResourceLimit,
                format!(
                    "script stopped after {} steps (an infinite loop?){}",
                    self.max_steps,
                    crate::limits::raise_hint("--max-steps")
                ),
            ));
        }
        // Often enough that a loop of heavy kernels still stops near its deadline.
        if self.steps.is_multiple_of(64) {
            if let Some(stop) = self.interrupt.as_ref().and_then(|f| f()) {
                return Err(stop.error());
            }
            // Values that grow a little per step (a dict filled in a loop) stop here.
            crate::limits::check_heap()?;
        }
        Ok(())
    }

    // ------------------------------------------------------------------ names

    pub fn lookup(&self, name: &str) -> Result<Value> {
        let mut e = self.env.clone();
        let mut innermost = true;
        while let Some(env) = e {
            if let Some(v) = env.vars.borrow().get(name) {
                return Ok(v.clone());
            }
            // A function's local name that is not bound yet: CPython never falls through
            // to an enclosing or global name of the same spelling.
            if env
                .function
                .as_ref()
                .is_some_and(|f| f.locals.contains(name))
            {
                return Err(unbound(name, innermost));
            }
            innermost = false;
            if env.library_module || env.eval_globals {
                return Self::builtin_named(name);
            }
            e = env.parent.clone();
        }
        if let Some(v) = self.globals.vars.borrow().get(name) {
            return Ok(v.clone());
        }
        Self::builtin_named(name)
    }

    fn builtin_named(name: &str) -> Result<Value> {
        super::builtins::lookup_builtin(name).ok_or_else(|| {
            TorchError::new(
                ErrorKind::NameError,
                format!("name '{name}' is not defined"),
            )
        })
    }

    /// Are annotations evaluated here (module level or a class body, not a function)?
    fn annotates(&self) -> bool {
        self.env.is_none() || self.class_body
    }

    /// The scope a function or comprehension defined here closes over: the current one,
    /// except that a class body's names are not visible inside them (as in CPython).
    pub(crate) fn function_scope(&self) -> Option<Env> {
        match &self.env {
            Some(env) if self.class_body => env.parent.clone(),
            env => env.clone(),
        }
    }

    /// A name in the innermost scope only.
    fn lookup_local(&self, name: &str) -> Option<Value> {
        match &self.env {
            Some(env) => env.vars.borrow().get(name).cloned(),
            None => self.globals.vars.borrow().get(name).cloned(),
        }
    }

    pub fn set_var(&mut self, name: &str, v: Value) {
        if let Some(env) = &self.env {
            if env.nonlocals.borrow().iter().any(|g| g == name) {
                let mut scope = env.parent.clone();
                while let Some(e) = scope {
                    if e.vars.borrow().contains_key(name) {
                        e.vars.borrow_mut().insert(name.to_string(), v);
                        return;
                    }
                    scope = e.parent.clone();
                }
            }
        }
        match &self.env {
            Some(env) if !env.globals.borrow().iter().any(|g| g == name) => {
                env.vars.borrow_mut().insert(name.to_string(), v);
            }
            env => {
                self.global_scope(env)
                    .vars
                    .borrow_mut()
                    .insert(name.to_string(), v);
            }
        }
    }

    fn del_var(&mut self, name: &str) -> Result<()> {
        let removed = match &self.env {
            Some(env) if !env.globals.borrow().iter().any(|g| g == name) => {
                env.vars.borrow_mut().shift_remove(name).is_some()
            }
            // `global n; del n` deletes the module's name, where set_var binds it.
            env => self
                .global_scope(env)
                .vars
                .borrow_mut()
                .shift_remove(name)
                .is_some(),
        };
        if !removed {
            return Err(TorchError::new(
                ErrorKind::NameError,
                format!("name '{name}' is not defined"),
            ));
        }
        Ok(())
    }

    // ------------------------------------------------------------------ attributes, items

    pub fn getattr(&mut self, v: &Value, name: &str) -> Result<Value> {
        let r = super::vmap::propagate(&[v], || super::builtins::getattr(self, v, name));
        self.raise_pending_warnings(r)
    }

    /// Hands the warnings a native call or attribute read raised to Python's `warnings`
    /// module, where the script's filters decide: shown, recorded, ignored or raised (the
    /// "error" action replaces the call's result, as PyTorch's warning does).
    pub fn raise_pending_warnings(&mut self, r: Result<Value>) -> Result<Value> {
        if !crate::warnings::has_pending() {
            return r;
        }
        // Taken first: the calls below read attributes and would find them again.
        let pending = crate::warnings::take();
        // The first import runs the module's text, which moves the current position; the
        // warning belongs to the script's line.
        let span = self.span;
        let warnings = super::builtins::import(self, "warnings")?;
        self.span = span;
        let warn = self.getattr(&warnings, "warn")?;
        for (category, message) in pending {
            let class = Value::builtin(category.class_name());
            self.call(
                &warn,
                super::args::Args::new(vec![Value::str(&message), class]),
            )?;
        }
        r
    }

    pub fn setattr(&mut self, obj: &Value, name: &str, v: Value) -> Result<()> {
        // A native setter may warn (`z.real = w` copies a complex `w` and drops its
        // imaginary part, as ATen warns), like a native call.
        let r = super::builtins::setattr(self, obj, name, v).map(|()| Value::None);
        self.raise_pending_warnings(r).map(|_| ())
    }

    /// `i` as a list, tuple or str index: an instance through its `__index__`; an int past
    /// i64 from it is CPython's IndexError, which names the instance's type.
    pub(crate) fn seq_key(&mut self, i: &Value) -> Result<Value> {
        let k = self.index_value(i)?;
        if matches!(k, Value::BigInt(_)) {
            return Err(TorchError::new(
                ErrorKind::IndexError,
                format!("cannot fit '{}' into an index-sized integer", i.type_name()),
            ));
        }
        Ok(k)
    }

    pub fn getitem(&mut self, o: &Value, i: &Value) -> Result<Value> {
        // A sequence takes an object with `__index__` as the int it stands for.
        let index;
        let i = match (o, i) {
            // A range takes the int of any size.
            (Value::Range(..) | Value::BigRange(_), Value::Instance(_)) => {
                index = self.index_value(i)?;
                &index
            }
            (
                Value::List(_) | Value::Tuple(_) | Value::Size(_) | Value::Str(_),
                Value::Instance(_),
            ) => {
                index = self.seq_key(i)?;
                &index
            }
            // A slice with float or 64-bit-plus bounds, cut down for a native sequence.
            (_, Value::Object(_)) => match native_key(o, i)? {
                Some(s) => {
                    index = s;
                    &index
                }
                None => i,
            },
            _ => i,
        };
        let r = super::vmap::subscript(o, i, || super::builtins::getitem(self, o, i));
        // `x[uint8_mask]` warns from ATen, as a call does.
        self.raise_pending_warnings(r)
    }

    pub fn setitem(&mut self, o: &Value, i: &Value, v: Value) -> Result<()> {
        super::vmap::check_inplace("__setitem__", o, &[i, &v])?;
        let index;
        let i = match native_key(o, i)? {
            Some(s) => {
                index = s;
                &index
            }
            None if matches!((o, i), (Value::List(_), Value::Instance(_))) => {
                index = self.seq_key(i)?;
                &index
            }
            None => i,
        };
        let r = super::builtins::setitem(self, o, i, v).map(|()| Value::None);
        self.raise_pending_warnings(r).map(|_| ())
    }
}

/// The key a native receiver `o` (a list, str, range, dict, ...) takes for `i`: a general
/// slice (`l[1.5:2**70]`) cut down to ints or refused, `None` when `i` is used as it is.
/// A user object (`__getitem__` sees the slice as written) and a tensor (which normalises
/// a slice in index order, so an earlier bad index is reported first, as PyTorch does)
/// keep the general slice. Out of line: `getitem` is on the recursion path of a
/// `__getitem__` that indexes itself, and its frame counts on the browser's engine stack.
#[inline(never)]
pub(super) fn native_key(o: &Value, i: &Value) -> Result<Option<Value>> {
    // A range slices by a slice of any ints, in big ints, as CPython's does.
    if matches!(
        o,
        Value::Instance(_) | Value::Range(..) | Value::BigRange(_)
    ) || is_tensor_value(o)
    {
        return Ok(None);
    }
    crate::interp::pyslice::for_native_index(i)
}

/// A tensor (real or complex): its indexing takes a general slice in index order
/// (`tensor_api::to_index`).
pub(super) fn is_tensor_value(v: &Value) -> bool {
    matches!(v, Value::Tensor(_)) || crate::interp::complex::ComplexTensor::of(v).is_some()
}

/// Python `repr` of a float (re-exported for the builtins).
pub fn float_repr(f: f64) -> String {
    py_float(f)
}

/// Runs `f` with gradient recording off (`with torch.no_grad()`).
pub fn without_grad<T>(f: impl FnOnce() -> T) -> T {
    let _g = NoGradGuard::new();
    f()
}

/// CPython's words for a local read before it is bound: in the function itself an
/// UnboundLocalError, from a nested scope (a closure, a comprehension) a NameError.
fn unbound(name: &str, innermost: bool) -> TorchError {
    if innermost {
        TorchError::new(
            ErrorKind::UnboundLocalError,
            format!(
                "cannot access local variable '{name}' where it is not associated with a value"
            ),
        )
    } else {
        TorchError::new(
            ErrorKind::NameError,
            format!(
                "cannot access free variable '{name}' where it is not associated with a value in enclosing scope"
            ),
        )
    }
}

impl Interp {
    /// Where a global name of code running in `env` lives: the module scope of a module
    /// written here (`global n` in a library function is that module's `n`, not the
    /// script's), else the script's globals.
    fn global_scope(&self, env: &Option<Env>) -> Env {
        let mut e = env.clone();
        while let Some(cur) = e {
            if cur.library_module {
                return cur;
            }
            e = cur.parent.clone();
        }
        self.globals.clone()
    }
}
