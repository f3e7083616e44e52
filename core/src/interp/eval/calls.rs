//! Calls: dispatch on the callee, the recursion limit, and running a Python
//! function (binding its arguments in a new scope).

use super::{Flow, Interp};
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::builtins;
use crate::interp::value::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Deepest Python call nesting before a RecursionError: CPython's default limit. The native
/// stack is bounded separately (`recursion::check_stack`), by bytes.
const MAX_CALL_DEPTH: usize = 1000;

impl Interp {
    // ------------------------------------------------------------------ calls

    pub fn call(&mut self, f: &Value, args: Args) -> Result<Value> {
        if self.depth == 0 {
            crate::interp::recursion::mark_stack_base();
        } else {
            crate::interp::recursion::check_stack()?;
        }
        self.depth += 1;
        if self.depth > MAX_CALL_DEPTH {
            self.depth -= 1;
            return Err(TorchError::new(
                ErrorKind::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        let r = self.call_inner(f, args);
        self.depth -= 1;
        r
    }

    fn call_inner(&mut self, f: &Value, args: Args) -> Result<Value> {
        match f {
            Value::Function(func) => self.call_function(func, args),
            Value::Builtin(b) => builtins::call_builtin(self, b, args),
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
        let env = new_env(func.closure.clone());
        let mut pos = args.pos.into_iter();
        let mut kw = args.kw;
        let mut star_args: Option<Vec<Value>> = None;
        let mut star_kw: Option<String> = None;
        for (i, p) in def.params.iter().enumerate() {
            match p.star {
                1 => {
                    star_args = Some(pos.by_ref().collect());
                    env.vars.borrow_mut().insert(p.name.clone(), Value::None);
                }
                2 => star_kw = Some(p.name.clone()),
                _ => {
                    let v = if star_args.is_none() {
                        pos.next()
                    } else {
                        None
                    };
                    let v = match v {
                        Some(v) => {
                            if kw.iter().any(|(k, _)| *k == p.name) {
                                return Err(type_error(format!(
                                    "{}() got multiple values for argument '{}'",
                                    def.name, p.name
                                )));
                            }
                            v
                        }
                        None => match kw.iter().position(|(k, _)| *k == p.name) {
                            Some(k) => kw.remove(k).1,
                            None => match &func.defaults[i] {
                                Some(d) => d.clone(),
                                None => {
                                    return Err(type_error(format!(
                                        "{}() missing 1 required positional argument: '{}'",
                                        def.name, p.name
                                    )))
                                }
                            },
                        },
                    };
                    env.vars.borrow_mut().insert(p.name.clone(), v);
                }
            }
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
            let n = def.params.iter().filter(|p| p.star == 0).count();
            return Err(type_error(format!(
                "{}() takes {n} positional arguments but {} were given",
                def.name,
                n + extra.len()
            )));
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
                    return Err(type_error(format!(
                        "{}() got an unexpected keyword argument '{k}'",
                        def.name
                    )));
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
        let saved = self.env.replace(env);
        let saved_span = self.span;
        let was_class_body = std::mem::replace(&mut self.class_body, false);
        let r = self.exec_block(&def.body);
        self.class_body = was_class_body;
        self.env = saved;
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
