//! Statements: blocks, control flow, `try`/`raise`, imports, `with`, and the
//! `def` and `class` statements that build functions and classes.

use super::{Flow, Interp};
use crate::error::{runtime, type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::ast::*;
use crate::interp::builtins;
use crate::interp::value::*;
use std::cell::RefCell;
use std::rc::Rc;

impl Interp {
    // ------------------------------------------------------------------ statements

    pub fn exec_block(&mut self, body: &[Stmt]) -> Result<Flow> {
        for s in body {
            match self.exec(s)? {
                Flow::Normal => {}
                f => return Ok(f),
            }
        }
        Ok(Flow::Normal)
    }

    pub fn exec(&mut self, s: &Stmt) -> Result<Flow> {
        self.span = s.span;
        self.tick()?;
        let _frame = crate::interp::recursion::enter_frame().map_err(|e| e.at(s.span))?;
        self.exec_inner(s).map_err(|e| e.at(s.span))
    }

    fn exec_inner(&mut self, s: &Stmt) -> Result<Flow> {
        match &s.kind {
            StmtKind::Expr(e) => {
                self.eval(e)?;
            }
            StmtKind::Assign { targets, value } => {
                let v = self.eval(value)?;
                for t in targets {
                    self.assign(t, v.clone())?;
                }
            }
            StmtKind::AugAssign { target, op, value } => self.aug_assign(target, *op, value)?,
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
            } => {
                if let (ExprKind::Name(n), true) = (&target.kind, self.annotates()) {
                    let ann = self.eval(annotation)?;
                    let d = match self.lookup_local("__annotations__") {
                        Some(d @ Value::Dict(_)) => d,
                        _ => {
                            let d = Value::Dict(Rc::new(RefCell::new(Dict::default())));
                            self.set_var("__annotations__", d.clone());
                            d
                        }
                    };
                    if let Value::Dict(d) = d {
                        d.borrow_mut().set(Value::str(n), ann)?;
                    }
                }
                if let Some(v) = value {
                    let v = self.eval(v)?;
                    self.assign(target, v)?;
                }
            }
            StmtKind::If { branches, orelse } => {
                for (cond, body) in branches {
                    let c = self.eval(cond)?;
                    if self.truthy(&c)? {
                        return self.exec_block(body);
                    }
                }
                return self.exec_block(orelse);
            }
            StmtKind::Match { subject, cases } => {
                let v = self.eval(subject)?;
                if let Some(k) = self.select_case(&v, cases)? {
                    return self.exec_block(&cases[k].body);
                }
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                let it = self.eval(iter)?;
                let mut broke = false;
                let mut ret = None;
                self.for_each(&it, &mut |me, v| {
                    me.tick()?;
                    me.assign(target, v)?;
                    match me.exec_block(body)? {
                        Flow::Break => {
                            broke = true;
                            Ok(false)
                        }
                        Flow::Return(v) => {
                            ret = Some(v);
                            Ok(false)
                        }
                        _ => Ok(true),
                    }
                })?;
                if let Some(v) = ret {
                    return Ok(Flow::Return(v));
                }
                if !broke {
                    return self.exec_block(orelse);
                }
            }
            StmtKind::While { cond, body, orelse } => loop {
                self.tick()?;
                let c = self.eval(cond)?;
                if !self.truthy(&c)? {
                    return self.exec_block(orelse);
                }
                match self.exec_block(body)? {
                    Flow::Break => break,
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                    _ => {}
                }
            },
            StmtKind::With { items, body } => return self.exec_with(items, body),
            StmtKind::Def(def) => {
                if def.star_import {
                    return Err(star_not_at_module_level());
                }
                let f = self.make_function(def)?;
                let mut v = Value::Function(Rc::new(f));
                for d in def.decorators.iter().rev() {
                    let dec = self.eval(d)?;
                    v = self.call(&dec, Args::new(vec![v]))?;
                }
                self.set_var(&def.name, v);
            }
            StmtKind::Class {
                name,
                qualname,
                bases,
                body,
                decorators,
                star_import,
            } => {
                if *star_import {
                    return Err(star_not_at_module_level());
                }
                let c = self.make_class(name, bases, body)?;
                if qualname != name {
                    // Only a nested class's differs; CPython keeps it beside the name.
                    c.attrs
                        .borrow_mut()
                        .insert("__qualname__".into(), Value::str(qualname));
                }
                let mut v = Value::Class(c);
                for d in decorators.iter().rev() {
                    let dec = self.eval(d)?;
                    v = self.call(&dec, Args::new(vec![v]))?;
                }
                self.set_var(name, v);
            }
            StmtKind::Return(e) => {
                if self.env.is_none() {
                    return Err(TorchError::new(
                        ErrorKind::SyntaxError,
                        "'return' outside function",
                    ));
                }
                let v = match e {
                    Some(e) => self.eval(e)?,
                    None => Value::None,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Del(targets) => {
                for t in targets {
                    self.delete(t)?;
                }
            }
            StmtKind::Pass => {}
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Import(items) => {
                for (module, alias) in items {
                    let ns = builtins::import(self, module)?;
                    match alias {
                        Some(a) => self.set_var(a, ns),
                        // `import torch.nn` binds `torch`.
                        None => {
                            let top = module.split('.').next().unwrap();
                            let top_module = builtins::import(self, top)?;
                            self.set_var(top, top_module);
                        }
                    }
                }
            }
            StmtKind::ImportFrom { module, names } => {
                let ns = builtins::import(self, module)?;
                if names.iter().any(|(n, _)| n == "*") {
                    for (n, v) in crate::interp::star_import::names(self, module, &ns)? {
                        self.set_var(&n, v);
                    }
                    return Ok(Flow::Normal);
                }
                // Bound in order, so the names before a missing one stay bound (CPython).
                for (n, alias) in names {
                    let v = match self.getattr(&ns, n) {
                        Ok(v) => v,
                        // An ImportError, so `except ImportError:` fallbacks catch it (CPython
                        // adds the module's file path, which has no counterpart here).
                        Err(_) => {
                            let msg = format!("cannot import name '{n}' from '{module}'");
                            let obj = crate::interp::objects::ExceptionObj::new(
                                ErrorKind::Exception,
                                "ImportError",
                                msg.clone(),
                                vec![Value::str(&msg)],
                            );
                            let obj = Value::Object(Rc::new(obj));
                            return Err(crate::interp::exceptions::raise_value(self, &obj)?);
                        }
                    };
                    self.set_var(alias.as_ref().unwrap_or(n), v);
                }
            }
            StmtKind::Assert { test, msg } => {
                let v = self.eval(test)?;
                if !self.truthy(&v)? {
                    let m = match msg {
                        Some(m) => {
                            let v = self.eval(m)?;
                            self.to_str(&v)?
                        }
                        None => String::new(),
                    };
                    return Err(TorchError::new(ErrorKind::AssertionError, m));
                }
            }
            StmtKind::Raise(e, cause) => {
                return Err(match e {
                    None => self
                        .handling
                        .last()
                        .cloned()
                        .unwrap_or_else(|| runtime("No active exception to reraise")),
                    Some(e) => {
                        let v = self.eval(e)?;
                        let err = builtins::exception_from_value(self, &v)?;
                        if let Some(c) = cause {
                            let c = self.eval(c)?;
                            crate::interp::exceptions::set_cause(&err, c);
                        }
                        err
                    }
                });
            }
            StmtKind::Nonlocal(names) => {
                if let Some(env) = &self.env {
                    for n in names {
                        // Python checks this when compiling; we check when the statement runs.
                        let mut scope = env.parent.clone();
                        let mut found = false;
                        while let Some(e) = scope {
                            if e.vars.borrow().contains_key(n) {
                                found = true;
                                break;
                            }
                            scope = e.parent.clone();
                        }
                        if !found {
                            return Err(TorchError::new(
                                ErrorKind::SyntaxError,
                                format!("no binding for nonlocal '{n}' found"),
                            ));
                        }
                    }
                    env.nonlocals.borrow_mut().extend(names.iter().cloned());
                }
            }
            StmtKind::Global(names) => {
                if let Some(env) = &self.env {
                    env.globals.borrow_mut().extend(names.iter().cloned());
                }
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finally,
            } => {
                let r = self.exec_block(body);
                let r = match r {
                    Err(e) if e.kind != ErrorKind::ResourceLimit => {
                        let h =
                            builtins::matching_handler(self, handlers, &e)?.map(|k| &handlers[k]);
                        match h {
                            Some(h) => {
                                if let Some(n) = &h.name {
                                    self.set_var(n, builtins::exception_value(&e));
                                }
                                self.handling.push(e);
                                let r = self.exec_block(&h.body);
                                self.handling.pop();
                                // `except E as n:` ends with `del n`, as CPython compiles it
                                // (the name is gone after the handler, even if it was bound
                                // before the try).
                                if let Some(n) = &h.name {
                                    let _ = self.del_var(n);
                                }
                                r
                            }
                            None => Err(e),
                        }
                    }
                    Ok(Flow::Normal) => self.exec_block(orelse),
                    other => other,
                };
                if !finally.is_empty() {
                    match self.exec_block(finally)? {
                        Flow::Normal => {}
                        f => return Ok(f),
                    }
                }
                return r;
            }
        }
        Ok(Flow::Normal)
    }

    /// `with obj as x:` for a user class: `x = obj.__enter__()`, the block, then
    /// `obj.__exit__(type, value, None)` (all None when the block ended normally); a truthy
    /// answer swallows the block's exception, never a host limit or Ctrl-C.
    fn exec_with_instance(
        &mut self,
        has_exit: bool,
        c: &Value,
        alias: &Option<Expr>,
        rest: &[(Expr, Option<Expr>)],
        body: &[Stmt],
    ) -> Result<Flow> {
        let entered = match self.call_special(c, "__enter__", vec![])? {
            Some(v) if has_exit => v,
            _ => return Err(builtins::no_context_manager(&c.type_name())),
        };
        if let Some(a) = alias {
            self.assign(a, entered)?;
        }
        let r = self.exec_with(rest, body);
        let exit_args = match &r {
            Err(e) => {
                let v = builtins::exception_value(e);
                let t = match &v {
                    Value::Instance(i) => Value::Class(i.class()),
                    _ => Value::builtin(e.class_name()),
                };
                vec![t, v, Value::None]
            }
            Ok(_) => vec![Value::None, Value::None, Value::None],
        };
        let answer = self.call_special(c, "__exit__", exit_args)?;
        match r {
            Err(e) if !e.kind.stops_the_script() => match answer {
                Some(v) if self.truthy(&v)? => Ok(Flow::Normal),
                _ => Err(e),
            },
            r => r,
        }
    }

    fn exec_with(&mut self, items: &[(Expr, Option<Expr>)], body: &[Stmt]) -> Result<Flow> {
        let Some(((ctx, alias), rest)) = items.split_first() else {
            return self.exec_block(body);
        };
        let c = self.eval(ctx)?;
        if let Value::Instance(inst) = &c {
            return self.exec_with_instance(
                inst.class().lookup("__exit__").is_some(),
                &c,
                alias,
                rest,
                body,
            );
        }
        if crate::interp::pymemoryview::is_memoryview(&c) {
            // `with memoryview(b) as m:` binds the view, released when the block ends.
            let enter = self.getattr(&c, "__enter__")?;
            self.call(&enter, Args::new(vec![]))?;
            if let Some(a) = alias {
                self.assign(a, c.clone())?;
            }
            let r = self.exec_with(rest, body);
            let exit = self.getattr(&c, "__exit__")?;
            self.call(&exit, Args::new(vec![]))?;
            return r;
        }
        if let Some(entered) = crate::interp::device_obj::enter(&c) {
            // `with torch.device(d) as dev:` binds the device (THPDevice_enter returns self).
            let _guard = entered?;
            if let Some(a) = alias {
                self.assign(a, c.clone())?;
            }
            return self.exec_with(rest, body);
        }
        let guard = builtins::enter_context(self, &c)?;
        // Every native context manager (grad modes, inference mode, fork_rng, anomaly
        // detection) is PyTorch's whose `__enter__` returns None, so `as c` binds None.
        if let Some(a) = alias {
            self.assign(a, Value::None)?;
        }
        let r = self.exec_with(rest, body);
        drop(guard);
        r
    }

    pub(super) fn make_function(&mut self, def: &Rc<FunctionDef>) -> Result<Function> {
        let mut defaults = Vec::new();
        for p in &def.params {
            defaults.push(match &p.default {
                Some(d) => Some(self.eval(d)?),
                None => None,
            });
        }
        // CPython 3.11 evaluates annotations when the `def` runs (a misspelt one is a
        // NameError there) and keeps them in `__annotations__`, parameters in order, then
        // 'return'.
        let meta: Rc<FunctionMeta> = Rc::default();
        let annotated = def
            .params
            .iter()
            .filter_map(|p| Some((p.name.as_str(), p.annotation.as_ref()?)))
            .chain(def.returns.as_ref().map(|r| ("return", r)));
        let mut annotations = Dict::default();
        for (name, e) in annotated {
            let v = self.eval(e)?;
            annotations.set(Value::str(name), v)?;
        }
        if !annotations.items.is_empty() {
            meta.set_slot(
                "__annotations__",
                Value::Dict(Rc::new(std::cell::RefCell::new(annotations))),
            );
        }
        Ok(Function {
            def: def.clone(),
            defaults,
            closure: self.function_scope(),
            bound: None,
            owner: None,
            meta,
        })
    }

    fn make_class(&mut self, name: &str, bases: &[Arg], body: &[Stmt]) -> Result<Rc<Class>> {
        let Args { pos: bases, kw } =
            self.eval_call_args(&Value::builtin("__build_class__"), bases)?;
        let (kw, meta_base) = class_keywords(kw)?;
        let mut base_classes = Vec::new();
        let mut native = None;
        // Builtin exception bases past the first (`class E(OSError, ValueError)`): the first
        // lays the instance out, the others still count for `except` and `issubclass`.
        let mut more_natives = Vec::new();
        for b in bases {
            match b {
                Value::Class(c) => base_classes.push(c),
                Value::Builtin(bi) if builtins::is_native_class(&bi.name) => {
                    let n = builtins::native_class_name(&bi.name);
                    if native.is_some() && crate::interp::exceptions::builtin_class(n).is_some() {
                        more_natives.push(Value::Builtin(bi));
                    } else {
                        native = Some(n);
                    }
                }
                // `class Hooks(list)`, `class Vocab(dict)`: our library's stand-in for the
                // type is the base (stdlib/list_stand_in.py, stdlib/dict_stand_in.py).
                Value::Builtin(bi)
                    if matches!(bi.name.as_str(), "list" | "dict" | "set" | "frozenset") =>
                {
                    let module = match bi.name.as_str() {
                        "frozenset" => "_set_stand_in".to_string(),
                        n => format!("_{n}_stand_in"),
                    };
                    let m = crate::interp::stdlib::import(self, &module)?;
                    match self.getattr(&m, &bi.name)? {
                        Value::Class(c) => base_classes.push(c),
                        v => {
                            return Err(type_error(format!(
                                "a class can only derive from classes, not {}",
                                v.type_name()
                            )))
                        }
                    }
                }
                // `class M(type)`, `class S(set)`: real classes stridelab cannot
                // derive from yet; refused with the reason, not as a TypeError.
                v if builtins::is_type_value(&v) => {
                    return Err(TorchError::new(
                        ErrorKind::NotImplementedError,
                        format!(
                            "stridelab cannot derive a class from the built-in type '{}' yet",
                            super::expressions::callable_str(&v).trim_end_matches("()")
                        ),
                    ))
                }
                v => {
                    return Err(type_error(format!(
                        "a class can only derive from classes, not {}",
                        v.type_name()
                    )))
                }
            }
        }
        // `metaclass=ABCMeta`: the standard-library stand-in's behaviour lives on a base
        // class (`ABC`), added unless a base already derives from it.
        if let Some(m) = meta_base {
            if !base_classes.iter().any(|b| b.is_subclass_of(&m.name)) {
                base_classes.push(m);
            }
        }
        // The body runs in its own scope; its names become the class's attributes.
        let scope = new_env(self.env.clone());
        let saved = self.env.replace(scope.clone());
        let was_class_body = std::mem::replace(&mut self.class_body, true);
        let r = self.exec_block(body);
        self.class_body = was_class_body;
        self.env = saved;
        r?;
        let mut vars: Vec<(String, Value)> = scope
            .vars
            .borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        // The scope keeps first-binding order, as CPython's class namespace does: the
        // order `__set_name__` runs in, wherever in the body (an `if`, a loop) a name is bound.
        let order: Vec<String> = vars.iter().map(|(k, _)| k.clone()).collect();
        // `__doc__`: the body's leading string, else None (never inherited, as in Python).
        if !vars.iter().any(|(k, _)| k == "__doc__") {
            let doc = match body.first().map(|s| &s.kind) {
                Some(StmtKind::Expr(e)) => match &e.kind {
                    ExprKind::Str(s) => Value::Str(s.clone()),
                    _ => Value::None,
                },
                _ => Value::None,
            };
            vars.push(("__doc__".into(), doc));
        }
        // The body's functions hold the body scope and it holds them; the class keeps its
        // own copies, so emptying the scope frees both (every prelude class leaked it).
        drop(std::mem::take(&mut *scope.vars.borrow_mut()));
        if !more_natives.is_empty() {
            vars.push((
                crate::interp::exceptions::MORE_BASES.into(),
                Value::tuple(more_natives),
            ));
        }
        let class = self.new_class(name, base_classes, native, vars)?;
        self.finish_class(&class, &order, kw)?;
        Ok(class)
    }

    /// What `type.__new__` does once the class exists: each attribute's `__set_name__`, in
    /// the order the body defined them, then the nearest base's `__init_subclass__` (a
    /// class method even when not written as one).
    pub(crate) fn finish_class(
        &mut self,
        class: &Rc<Class>,
        order: &[String],
        keywords: Vec<(String, Value)>,
    ) -> Result<()> {
        let mut names: Vec<String> = class.attrs.borrow().keys().cloned().collect();
        names.sort_by_key(|n| {
            let at = order.iter().position(|o| o == n);
            (at.unwrap_or(usize::MAX), n.clone())
        });
        let owner = Value::Class(class.clone());
        for n in names {
            let v = class.attrs.borrow().get(&n).cloned();
            if let Some(v) = v {
                self.call_class_method(&v, "__set_name__", vec![owner.clone(), Value::str(&n)])?;
            }
        }
        for base in class.mro_after() {
            let found = base.attrs.borrow().get("__init_subclass__").cloned();
            if let Some(f) = found {
                let f = builtins::bind_class_method(f, &owner, base.clone());
                self.call(
                    &f,
                    Args {
                        pos: vec![],
                        kw: keywords,
                    },
                )?;
                return Ok(());
            }
        }
        // `object.__init_subclass__` takes no keywords.
        if !keywords.is_empty() {
            return Err(type_error(format!(
                "{}.__init_subclass__() takes no keyword arguments",
                class.name
            )));
        }
        Ok(())
    }

    /// A class with these attributes; its functions become its methods (`super()` and
    /// `__class__` find the class). Also `type(name, bases, dict)`. Bases CPython refuses are
    /// its TypeError; a class with several keeps the order `check_bases` computed.
    pub(crate) fn new_class(
        &self,
        name: &str,
        bases: Vec<Rc<Class>>,
        native: Option<&'static str>,
        vars: Vec<(String, Value)>,
    ) -> Result<Rc<Class>> {
        let tail = crate::interp::mro::check_bases(&bases)?;
        // CPython's class namespace starts with `__module__`, from the module's `__name__`
        // (a body may set its own).
        let mut vars = vars;
        if !vars.iter().any(|(k, _)| k == "__module__") {
            vars.insert(
                0,
                ("__module__".into(), Value::str(&self.class_module(name))),
            );
        }
        let class = Rc::new(Class {
            name: name.to_string(),
            bases,
            attrs: RefCell::new(indexmap::IndexMap::new()),
            native_base: native,
            mro_tail: RefCell::new(tail),
        });
        for (k, v) in vars {
            let v = match v {
                // A function made in the body already closes over the scope around the
                // class (`function_scope`); one a decorator returned keeps its own
                // (replacing it lost the decorator's `fn`).
                Value::Function(f) => {
                    Value::Function(Rc::new(f.rebound(None, Some(class.clone()))))
                }
                v => builtins::descriptors::owned_by(&v, &class),
            };
            class.attrs.borrow_mut().insert(k, v);
        }
        Ok(class)
    }
}

impl Interp {
    /// The `__module__` of a class named `name` made here: the module's `__name__`, or for
    /// a class stridelab's library files define, the module PyTorch defines it in.
    fn class_module(&self, name: &str) -> String {
        if let Some(file) = library_module_name(&self.env) {
            return crate::interp::class_modules::pytorch_module_of(&file, name)
                .map_or(file, str::to_string);
        }
        match self.lookup("__name__") {
            Ok(Value::Str(s)) => s.to_string(),
            _ => "__main__".to_string(),
        }
    }
}

/// A class statement's keywords passed on to `__init_subclass__`.
type Keywords = Vec<(String, Value)>;

/// A class statement's keywords, for `__init_subclass__`: `metaclass=type` is the default
/// and is dropped. A standard-library metaclass stand-in (`abc.ABCMeta`, whose class names
/// the base that carries its behaviour in `__meta_base__`) gives that base; any other
/// metaclass would change how the class is made and what it is, which stridelab does not
/// model, so it is refused rather than ignored.
fn class_keywords(kw: Vec<(String, Value)>) -> Result<(Keywords, Option<Rc<Class>>)> {
    let mut out = Vec::with_capacity(kw.len());
    let mut meta_base = None;
    for (k, v) in kw {
        if k != "metaclass" {
            out.push((k, v));
        } else if let Some(Value::Class(base)) = match &v {
            Value::Class(m) => m.lookup("__meta_base__").map(|(b, _)| b),
            _ => None,
        } {
            meta_base = Some(base);
        } else if !matches!(&v, Value::Builtin(b) if b.recv.is_none() && b.name == "type") {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!(
                    "stridelab does not support metaclasses (metaclass={}): a class is always made by type",
                    super::expressions::callable_str(&v).trim_end_matches("()")
                ),
            ));
        }
    }
    Ok((out, meta_base))
}

/// CPython's compile-time error for `from M import *` in a function or class body: the
/// whole `def`/`class` statement fails, as each top-level statement is compiled alone.
fn star_not_at_module_level() -> TorchError {
    TorchError::new(
        ErrorKind::SyntaxError,
        "import * only allowed at module level",
    )
}
