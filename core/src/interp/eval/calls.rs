//! Calls: dispatch on the callee, the recursion limit, and running a Python
//! function (binding its arguments in a new scope).

use super::{Flow, Interp};
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::ast::FunctionDef;
use crate::interp::builtins;
use crate::interp::value::*;
use std::cell::RefCell;
use std::rc::Rc;

/// CPython's default recursion limit. It bounds Python frames (the module's counted, as
/// CPython counts it); the native stack is bounded separately (`recursion::check_stack`,
/// by bytes, and wasm32's frame budget), so a script may raise the limit safely.
pub(crate) const DEFAULT_RECURSION_LIMIT: usize = 1000;

/// A builtin method's error as CPython words it for a bound method object (`c_arity`).
/// Out of line: every call passes through `call_inner`, and its frame is part of the
/// engine stack each Python call costs in the browser.
#[cold]
#[inline(never)]
fn name_bound_method(e: &mut TorchError, recv: &Value, name: &str) {
    if let Some(m) = crate::interp::c_arity::as_bound_method(recv, name, &e.message) {
        e.message = m;
    }
}

impl Interp {
    // ------------------------------------------------------------------ calls

    pub fn call(&mut self, f: &Value, args: Args) -> Result<Value> {
        // A call made by native code (an operator's dunder, a property, `sorted`'s key,
        // `map`, a class's `__init__`) has the native frames of its caller below it, which
        // the frame count does not see: it counts for more (wasm32's frame budget). Taken
        // first, so a call refused below cannot leave it set for the next one.
        let weight = if std::mem::take(&mut self.call_syntax) {
            1
        } else {
            crate::interp::recursion::CALLBACK_FRAMES
        };
        if self.depth == 0 {
            crate::interp::recursion::mark_stack_base();
        } else {
            crate::interp::recursion::check_stack()?;
        }
        let _frame = crate::interp::recursion::enter_frames(weight)?;
        self.depth += 1;
        let r = self.call_inner(f, args);
        self.depth -= 1;
        r
    }

    fn call_inner(&mut self, f: &Value, args: Args) -> Result<Value> {
        let method_call = std::mem::take(&mut self.method_call_syntax);
        match f {
            Value::Function(func) => self.call_function(func, args),
            Value::Builtin(b) => {
                let mut r = builtins::call_builtin(self, b, args);
                if let (Err(e), Some(recv), false) = (&mut r, &b.recv, method_call) {
                    name_bound_method(e, recv, &b.name);
                }
                self.raise_pending_warnings(r)
            }
            Value::Class(c) => builtins::instantiate(self, c, args),
            Value::Instance(_) | Value::Object(_) => builtins::call_object(self, f, args),
            _ => Err(type_error(format!(
                "'{}' object is not callable",
                f.type_name()
            ))),
        }
    }

    pub fn call_function(&mut self, func: &Function, mut args: Args) -> Result<Value> {
        if let Some(b) = &func.bound {
            args.pos.insert(0, b.clone());
        }
        let def = &func.def;
        if !def.params.iter().any(|p| p.star == 1) {
            let n = def.params.iter().take_while(|p| p.star == 0).count();
            if args.pos.len() > n {
                // CPython reports a bad keyword before too many positionals.
                return Err(bad_keyword(func, &args.kw, args.pos.len())
                    .unwrap_or_else(|| too_many_positional(func, args.pos.len() - n)));
            }
        }
        check_positional_only(def, &args.kw)?;
        let env = new_function_env(func.closure.clone(), func.def.clone());
        let mut pos = args.pos.into_iter();
        let mut kw = args.kw;
        let mut star_args: Option<Vec<Value>> = None;
        let mut star_kw: Option<String> = None;
        // After `*args` or a bare `*`, parameters are keyword-only.
        let mut kw_only = false;
        // Missing arguments are reported together, after any bad keyword (CPython's order).
        let mut missing: Vec<(&str, bool)> = Vec::new();
        for (i, p) in def.params.iter().enumerate() {
            match p.star {
                1 => {
                    star_args = Some(pos.by_ref().collect());
                    env.vars.borrow_mut().insert(p.name.clone(), Value::None);
                    kw_only = true;
                }
                2 => star_kw = Some(p.name.clone()),
                3 => kw_only = true,
                _ => {
                    let v = if kw_only { None } else { pos.next() };
                    let v = match v {
                        Some(v) => {
                            if !p.pos_only && kw.iter().any(|(k, _)| *k == p.name) {
                                return Err(type_error(format!(
                                    "{}() got multiple values for argument '{}'",
                                    def.qualname, p.name
                                )));
                            }
                            v
                        }
                        None => match kw.iter().position(|(k, _)| *k == p.name && !p.pos_only) {
                            Some(k) => kw.remove(k).1,
                            None => match &func.defaults[i] {
                                Some(d) => d.clone(),
                                None => {
                                    missing.push((&p.name, kw_only));
                                    continue;
                                }
                            },
                        },
                    };
                    env.vars.borrow_mut().insert(p.name.clone(), v);
                }
            }
        }
        if !missing.is_empty() {
            if star_kw.is_none() {
                if let Some((k, _)) = kw.first() {
                    return Err(unexpected_keyword(def, k));
                }
            }
            return Err(missing_arguments(def, &missing));
        }
        if let Some(n) = def
            .params
            .iter()
            .find(|p| p.star == 1)
            .map(|p| p.name.clone())
        {
            env.vars
                .borrow_mut()
                .insert(n, Value::tuple(star_args.unwrap_or_default()));
        }
        let extra: Vec<Value> = pos.collect();
        if !extra.is_empty() {
            return Err(too_many_positional(func, extra.len()));
        }
        match star_kw {
            Some(n) => {
                let mut d = Dict::default();
                for (k, v) in kw {
                    d.set(Value::str(&k), v)?;
                }
                env.vars
                    .borrow_mut()
                    .insert(n, Value::Dict(Rc::new(RefCell::new(d))));
            }
            None => {
                if let Some((k, _)) = kw.first() {
                    return Err(unexpected_keyword(def, k));
                }
            }
        }
        if let Some(owner) = &func.owner {
            env.vars
                .borrow_mut()
                .insert("__class__".into(), Value::Class(owner.clone()));
        }
        if def.is_generator {
            return Ok(crate::interp::generators::Generator::start(
                def.clone(),
                env,
            ));
        }
        // The new frame, the ones running and the module's.
        if self.frames.len() + 2 > self.recursion_limit {
            return Err(TorchError::new(
                ErrorKind::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        self.frames.push(crate::interp::frames::FrameEntry {
            env: env.clone(),
            def: def.clone(),
            call_span: self.span,
        });
        let saved = self.env.replace(env);
        let saved_span = self.span;
        let was_class_body = std::mem::replace(&mut self.class_body, false);
        let frame = crate::interp::vmap::LibraryFrame::enter(def.library);
        let r = self.exec_block(&def.body);
        drop(frame);
        self.frames.pop();
        self.class_body = was_class_body;
        if let Some(scope) = std::mem::replace(&mut self.env, saved) {
            release_scope(scope);
        }
        self.span = saved_span;
        // An error inside our own Python belongs to the script's line that called it.
        let r = if def.library {
            r.map_err(|mut e| {
                e.span = None;
                e
            })
        } else {
            r
        };
        match r? {
            Flow::Return(v) => Ok(v),
            _ => Ok(Value::None),
        }
    }
}

/// A returned call's scope. A function defined in it refers back to it, and the scope to
/// the function: a cycle that reference counting never frees, with every local (tensors and
/// their graphs) inside, on every call of a function that defines a helper. When such
/// functions, held by nothing else, are all that still hold the scope, its names are
/// cleared, which frees both. A function that escaped (returned, stored elsewhere) keeps
/// its scope, as it must; cycles through containers or inner scopes stay (no collector).
fn release_scope(scope: Env) {
    let inner = scope
        .vars
        .borrow()
        .values()
        .filter(|v| {
            matches!(v, Value::Function(f) if Rc::strong_count(f) == 1
                && f.closure.as_ref().is_some_and(|c| Rc::ptr_eq(c, &scope)))
        })
        .count();
    if inner > 0 && Rc::strong_count(&scope) == 1 + inner {
        let names = std::mem::take(&mut *scope.vars.borrow_mut());
        drop(names);
    }
}

/// CPython's "f() takes 2 positional arguments but 3 were given" (or "from 1 to 2" when some
/// have defaults), counting only the parameters before `*`; a bound method counts `self`.
fn too_many_positional(func: &Function, extra: usize) -> TorchError {
    let def = &func.def;
    let positional: Vec<usize> = def
        .params
        .iter()
        .enumerate()
        .take_while(|(_, p)| p.star == 0)
        .map(|(i, _)| i)
        .collect();
    let n = positional.len();
    let required = positional
        .iter()
        .filter(|&&i| func.defaults[i].is_none())
        .count();
    let given = n + extra;
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    let takes = if required == n {
        format!("{n} positional argument{}", plural(n))
    } else {
        format!("from {required} to {n} positional arguments")
    };
    let was = if given == 1 { "was" } else { "were" };
    type_error(format!(
        "{}() takes {takes} but {given} {was} given",
        def.qualname
    ))
}

fn unexpected_keyword(def: &FunctionDef, k: &str) -> TorchError {
    type_error(format!(
        "{}() got an unexpected keyword argument '{k}'",
        def.qualname
    ))
}

/// With more positionals than parameters, the keyword CPython complains of first: one no
/// parameter takes, or one naming a parameter a positional already filled.
#[inline(never)]
fn bad_keyword(func: &Function, kw: &[(String, Value)], given: usize) -> Option<TorchError> {
    let def = &func.def;
    let takes_any = def.params.iter().any(|p| p.star == 2);
    for (k, _) in kw {
        match def
            .params
            .iter()
            .position(|p| p.name == *k && p.star == 0 && !p.pos_only)
        {
            Some(i) if i < given => {
                return Some(type_error(format!(
                    "{}() got multiple values for argument '{k}'",
                    def.qualname
                )))
            }
            Some(_) => {}
            None if !takes_any => return Some(unexpected_keyword(def, k)),
            None => {}
        }
    }
    None
}

/// "f() missing 2 required positional arguments: 'a' and 'b'", positional ones first.
#[inline(never)]
fn missing_arguments(def: &FunctionDef, missing: &[(&str, bool)]) -> TorchError {
    let positional: Vec<&str> = missing.iter().filter(|m| !m.1).map(|m| m.0).collect();
    let (names, what) = if positional.is_empty() {
        let kw: Vec<&str> = missing.iter().map(|m| m.0).collect();
        (kw, "keyword-only")
    } else {
        (positional, "positional")
    };
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        n => format!("{}, and {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    };
    let n = names.len();
    type_error(format!(
        "{}() missing {n} required {what} argument{}: {list}",
        def.qualname,
        if n == 1 { "" } else { "s" }
    ))
}

/// A positional-only name given by keyword, with no **kwargs to take it: CPython says so
/// before any missing argument. Out of line, as `call_function`'s frame is paid per call.
#[inline(never)]
fn check_positional_only(
    def: &crate::interp::ast::FunctionDef,
    kw: &[(String, Value)],
) -> Result<()> {
    if def.params.iter().any(|p| p.star == 2) {
        return Ok(());
    }
    let by_kw: Vec<&str> = def
        .params
        .iter()
        .filter(|p| p.pos_only && kw.iter().any(|(k, _)| *k == p.name))
        .map(|p| p.name.as_str())
        .collect();
    if by_kw.is_empty() {
        return Ok(());
    }
    Err(type_error(format!(
        "{}() got some positional-only arguments passed as keyword arguments: '{}'",
        def.qualname,
        by_kw.join(", ")
    )))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use crate::interp::{RunOptions, Session};

    /// The bytes still live after running `src`, while its session still holds its names.
    fn bytes_left_by(src: &str) -> usize {
        let before = crate::limits::live_bytes();
        let mut s = Session::new(RunOptions::default());
        s.run_with(src, |_, _| {}).unwrap();
        crate::limits::live_bytes().saturating_sub(before)
    }

    #[test]
    fn a_call_that_defined_a_helper_frees_its_locals() {
        // Each call's million-float local used to stay, held by the helper that refers back
        // to the call's scope (4 MB a call); a helper that escapes keeps its scope alive.
        let src = "import torch\n\
                   def step():\n    big = torch.zeros(1000000)\n    def helper():\n        return big.sum()\n    return helper()\n\
                   for _ in range(5):\n    step()\n";
        assert!(bytes_left_by(src) < 1_000_000, "{}", bytes_left_by(src));
        let escaping = "import torch\n\
                        def make():\n    big = torch.zeros(1000000)\n    def helper():\n        return big.sum()\n    return helper\n\
                        f = make()\nf()\n";
        assert!(bytes_left_by(escaping) >= 4_000_000);
    }
}
