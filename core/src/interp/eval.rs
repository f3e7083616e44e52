//! The tree-walking evaluator: statements, expressions, Python's operator semantics and
//! calls. Native functions live in `builtins`, `torch_api` and `tensor_api`.

use super::args::{to_f64, Args};
use super::ast::*;
use super::pyint;
use super::value::*;
use crate::autograd::NoGradGuard;
use crate::error::{runtime, type_error, ErrorKind, Result, Span, TorchError};
use crate::limits::check_value_size;
use crate::ops::{self, Arg};
use crate::pyfmt::py_float;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::cell::RefCell;
use std::rc::Rc;

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
    env: Option<Env>,
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
    /// The scope `prelude.py` ran in: the `torch.nn` module classes.
    nn: Option<Env>,
}

pub use crate::limits::Stop;

/// Deepest Python call nesting before a RecursionError; each level costs native stack.
const MAX_CALL_DEPTH: usize = 64;

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
        };
        super::builtins::install_prelude(&mut it);
        // The prelude is our own code: failing to load it is a bug, reported on first use.
        it.nn = super::nn::load_prelude(&mut it).ok();
        it
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
        for env in [Some(&self.globals), self.nn.as_ref()]
            .into_iter()
            .flatten()
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
    }

    /// A `torch.nn` class defined by the prelude (`Linear`, `Sequential`, ...).
    pub fn nn_class(&self, name: &str) -> Option<Value> {
        let env = self.nn.as_ref()?;
        let v = env.vars.borrow().get(name).cloned();
        match v {
            Some(c @ Value::Class(_)) => Some(c),
            _ => None,
        }
    }

    fn tick(&mut self) -> Result<()> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err(TorchError::new(
                ErrorKind::ResourceLimit,
                format!(
                    "script stopped after {} steps (an infinite loop?); raise the limit with --max-steps",
                    self.max_steps
                ),
            ));
        }
        // Often enough that a loop of heavy kernels still stops near its deadline.
        if self.steps.is_multiple_of(64) {
            if let Some(stop) = self.interrupt.as_ref().and_then(|f| f()) {
                return Err(stop.error());
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------------ names

    pub fn lookup(&self, name: &str) -> Result<Value> {
        let mut e = self.env.clone();
        while let Some(env) = e {
            if let Some(v) = env.vars.borrow().get(name) {
                return Ok(v.clone());
            }
            e = env.parent.clone();
        }
        if let Some(v) = self.globals.vars.borrow().get(name) {
            return Ok(v.clone());
        }
        super::builtins::lookup_builtin(name).ok_or_else(|| {
            TorchError::new(
                ErrorKind::NameError,
                format!("name '{name}' is not defined"),
            )
        })
    }

    pub fn set_var(&mut self, name: &str, v: Value) {
        match &self.env {
            Some(env) if !env.globals.borrow().iter().any(|g| g == name) => {
                env.vars.borrow_mut().insert(name.to_string(), v);
            }
            _ => {
                self.globals.vars.borrow_mut().insert(name.to_string(), v);
            }
        }
    }

    fn del_var(&mut self, name: &str) -> Result<()> {
        let removed = match &self.env {
            Some(env) => env.vars.borrow_mut().remove(name).is_some(),
            None => self.globals.vars.borrow_mut().remove(name).is_some(),
        };
        if !removed {
            return Err(TorchError::new(
                ErrorKind::NameError,
                format!("name '{name}' is not defined"),
            ));
        }
        Ok(())
    }

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
            StmtKind::If { branches, orelse } => {
                for (cond, body) in branches {
                    let c = self.eval(cond)?;
                    if self.truthy(&c)? {
                        return self.exec_block(body);
                    }
                }
                return self.exec_block(orelse);
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
                let f = self.make_function(def)?;
                let mut v = Value::Function(Rc::new(f));
                for d in def.decorators.iter().rev() {
                    let dec = self.eval(d)?;
                    v = self.call(&dec, Args::new(vec![v]))?;
                }
                self.set_var(&def.name, v);
            }
            StmtKind::Class { name, bases, body } => {
                let c = self.make_class(name, bases, body)?;
                self.set_var(name, Value::Class(c));
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
                    let ns = super::builtins::import(module)?;
                    match alias {
                        Some(a) => self.set_var(a, ns),
                        // `import torch.nn` binds `torch`.
                        None => {
                            let top = module.split('.').next().unwrap();
                            self.set_var(top, super::builtins::import(top)?);
                        }
                    }
                }
            }
            StmtKind::ImportFrom { module, names } => {
                let ns = super::builtins::import(module)?;
                for (n, alias) in names {
                    if n == "*" {
                        return Err(runtime(
                            "`from ... import *` is not supported; import the names you use",
                        ));
                    }
                    let v = self.getattr(&ns, n).map_err(|_| {
                        TorchError::new(
                            ErrorKind::NameError,
                            format!("cannot import name '{n}' from '{module}'"),
                        )
                    })?;
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
            StmtKind::Raise(e) => {
                return Err(match e {
                    None => self
                        .handling
                        .last()
                        .cloned()
                        .unwrap_or_else(|| runtime("No active exception to reraise")),
                    Some(e) => {
                        let v = self.eval(e)?;
                        super::builtins::exception_from_value(self, &v)?
                    }
                });
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
                        let h = handlers.iter().find(|h| {
                            h.types.is_empty()
                                || h.types
                                    .iter()
                                    .any(|t| super::builtins::exception_matches(t, e.kind))
                        });
                        match h {
                            Some(h) => {
                                if let Some(n) = &h.name {
                                    self.set_var(n, super::builtins::exception_value(&e));
                                }
                                self.handling.push(e);
                                let r = self.exec_block(&h.body);
                                self.handling.pop();
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

    fn exec_with(&mut self, items: &[(Expr, Option<Expr>)], body: &[Stmt]) -> Result<Flow> {
        let Some(((ctx, alias), rest)) = items.split_first() else {
            return self.exec_block(body);
        };
        let c = self.eval(ctx)?;
        let guard = super::builtins::enter_context(self, &c)?;
        if let Some(a) = alias {
            self.assign(a, c.clone())?;
        }
        let r = self.exec_with(rest, body);
        drop(guard);
        r
    }

    fn make_function(&mut self, def: &Rc<FunctionDef>) -> Result<Function> {
        let mut defaults = Vec::new();
        for p in &def.params {
            defaults.push(match &p.default {
                Some(d) => Some(self.eval(d)?),
                None => None,
            });
        }
        Ok(Function {
            def: def.clone(),
            defaults,
            closure: self.env.clone(),
            bound: None,
            owner: None,
        })
    }

    fn make_class(&mut self, name: &str, bases: &[Expr], body: &[Stmt]) -> Result<Rc<Class>> {
        let mut base_classes = Vec::new();
        let mut native = None;
        for b in bases {
            match self.eval(b)? {
                Value::Class(c) => base_classes.push(c),
                Value::Builtin(bi) if super::builtins::is_native_class(&bi.name) => {
                    native = Some(super::builtins::native_class_name(&bi.name));
                }
                v => {
                    return Err(type_error(format!(
                        "a class can only derive from classes, not {}",
                        v.type_name()
                    )))
                }
            }
        }
        // The body runs in its own scope; its names become the class's attributes.
        let scope = new_env(self.env.clone());
        let saved = self.env.replace(scope.clone());
        let r = self.exec_block(body);
        self.env = saved;
        r?;
        let class = Rc::new(Class {
            name: name.to_string(),
            bases: base_classes,
            attrs: RefCell::new(HashMap::new()),
            native_base: native,
        });
        let vars: Vec<(String, Value)> = scope
            .vars
            .borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (k, v) in vars {
            let v = match v {
                Value::Function(f) => Value::Function(Rc::new(Function {
                    def: f.def.clone(),
                    defaults: f.defaults.clone(),
                    // Methods see the scope around the class, not the class body.
                    closure: self.env.clone(),
                    bound: None,
                    owner: Some(class.clone()),
                })),
                v => v,
            };
            class.attrs.borrow_mut().insert(k, v);
        }
        // The body's functions hold the body scope and it holds them; the class keeps its
        // own copies, so emptying the scope frees both (every prelude class leaked it).
        drop(std::mem::take(&mut *scope.vars.borrow_mut()));
        Ok(class)
    }

    // ------------------------------------------------------------------ assignment

    pub fn assign(&mut self, target: &Expr, v: Value) -> Result<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                self.set_var(n, v);
                Ok(())
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                self.setattr(&o, name, v).map_err(|e| e.at(target.span))
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                self.setitem(&o, &i, v).map_err(|e| e.at(target.span))
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let vals = self.unpack(
                    &v,
                    items.len(),
                    items
                        .iter()
                        .position(|i| matches!(i.kind, ExprKind::Starred(_))),
                )?;
                for (t, val) in items.iter().zip(vals) {
                    match &t.kind {
                        ExprKind::Starred(inner) => self.assign(inner, val)?,
                        _ => self.assign(t, val)?,
                    }
                }
                Ok(())
            }
            _ => Err(
                TorchError::new(ErrorKind::SyntaxError, "cannot assign to expression")
                    .at(target.span),
            ),
        }
    }

    /// Splits an iterable into `n` values for tuple assignment (one of them may be starred).
    fn unpack(&mut self, v: &Value, n: usize, star: Option<usize>) -> Result<Vec<Value>> {
        let items = self.collect(v)?;
        match star {
            None => {
                if items.len() != n {
                    return Err(TorchError::new(
                        ErrorKind::ValueError,
                        if items.len() > n {
                            format!("too many values to unpack (expected {n})")
                        } else {
                            format!(
                                "not enough values to unpack (expected {n}, got {})",
                                items.len()
                            )
                        },
                    ));
                }
                Ok(items)
            }
            Some(s) => {
                if items.len() < n - 1 {
                    return Err(TorchError::new(
                        ErrorKind::ValueError,
                        format!(
                            "not enough values to unpack (expected at least {}, got {})",
                            n - 1,
                            items.len()
                        ),
                    ));
                }
                let after = n - 1 - s;
                let mut out: Vec<Value> = items[..s].to_vec();
                out.push(Value::list(items[s..items.len() - after].to_vec()));
                out.extend(items[items.len() - after..].iter().cloned());
                Ok(out)
            }
        }
    }

    fn aug_assign(&mut self, target: &Expr, op: BinOp, value: &Expr) -> Result<()> {
        let rhs = self.eval(value)?;
        match &target.kind {
            ExprKind::Name(n) => {
                let cur = self.lookup(n)?;
                let v = self.inplace_binop(op, &cur, &rhs)?;
                self.set_var(n, v);
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                let cur = self.getattr(&o, name)?;
                let v = self.inplace_binop(op, &cur, &rhs)?;
                self.setattr(&o, name, v)?;
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                let cur = self.getitem(&o, &i)?;
                let v = self.inplace_binop(op, &cur, &rhs)?;
                self.setitem(&o, &i, v)?;
            }
            _ => {
                return Err(TorchError::new(
                    ErrorKind::SyntaxError,
                    "illegal expression for augmented assignment",
                ))
            }
        }
        Ok(())
    }

    /// `a op= b`: in place for tensors (`__iadd__`) and lists, a rebinding otherwise.
    fn inplace_binop(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        if let Value::Tensor(t) = a {
            let name =
                match op {
                    BinOp::Add => "add_",
                    BinOp::Sub => "sub_",
                    BinOp::Mul => "mul_",
                    BinOp::Div => "div_",
                    BinOp::FloorDiv => "floor_divide_",
                    BinOp::Mod => "remainder_",
                    BinOp::Pow => "pow_",
                    BinOp::BitAnd => "bitwise_and_",
                    BinOp::BitOr => "bitwise_or_",
                    BinOp::BitXor => "bitwise_xor_",
                    BinOp::MatMul => return Err(runtime(
                        "In-place matmul is not supported. Use 'a = a @ b' instead of 'a @= b'.",
                    )),
                    _ => return self.binop(op, a, b),
                };
            super::tensor_api::call_method(self, t, name, Args::new(vec![b.clone()]))?;
            return Ok(a.clone());
        }
        if let (Value::List(l), BinOp::Add) = (a, op) {
            let items = self.collect(b)?;
            l.borrow_mut().extend(items);
            return Ok(a.clone());
        }
        self.binop(op, a, b)
    }

    fn delete(&mut self, t: &Expr) -> Result<()> {
        match &t.kind {
            ExprKind::Name(n) => self.del_var(n),
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                match &o {
                    Value::Dict(d) => {
                        if d.borrow_mut().remove(&i)?.is_none() {
                            return Err(TorchError::new(ErrorKind::KeyError, self.repr(&i)?));
                        }
                        Ok(())
                    }
                    Value::List(l) => {
                        let n = l.borrow().len();
                        let k = super::builtins::seq_index(&i, n, "list")?;
                        l.borrow_mut().remove(k);
                        Ok(())
                    }
                    _ => Err(type_error(format!(
                        "'{}' object doesn't support item deletion",
                        o.type_name()
                    ))),
                }
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                match &o {
                    Value::Instance(i) if i.remove(name) => Ok(()),
                    _ => Err(TorchError::new(
                        ErrorKind::AttributeError,
                        format!("'{}' object has no attribute '{name}'", o.type_name()),
                    )),
                }
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                items.iter().try_for_each(|i| self.delete(i))
            }
            _ => Err(TorchError::new(
                ErrorKind::SyntaxError,
                "cannot delete expression",
            )),
        }
    }

    // ------------------------------------------------------------------ expressions

    pub fn eval(&mut self, e: &Expr) -> Result<Value> {
        self.eval_inner(e).map_err(|err| err.at(e.span))
    }

    fn eval_inner(&mut self, e: &Expr) -> Result<Value> {
        Ok(match &e.kind {
            ExprKind::Name(n) => self.lookup(n)?,
            ExprKind::Int(i) => Value::Int(*i),
            ExprKind::BigInt(b) => Value::BigInt(b.clone()),
            ExprKind::Float(f) => Value::Float(*f),
            ExprKind::Str(s) => Value::str(s),
            ExprKind::FString(parts) => Value::str(&self.fstring(parts)?),
            ExprKind::Bool(b) => Value::Bool(*b),
            ExprKind::None => Value::None,
            ExprKind::Ellipsis => Value::Ellipsis,
            ExprKind::List(items) => Value::list(self.eval_items(items)?),
            ExprKind::Tuple(items) => Value::tuple(self.eval_items(items)?),
            ExprKind::Set(items) => {
                // Sets are rare in tensor code: kept as a list without duplicates.
                let vals = self.eval_items(items)?;
                let mut out: Vec<Value> = Vec::new();
                for v in vals {
                    if find_eq(&out, &v)?.is_none() {
                        out.push(v);
                    }
                }
                Value::list(out)
            }
            ExprKind::Dict(items) => {
                let mut d = Dict::default();
                for (k, v) in items {
                    let k = self.eval(k)?;
                    let v = self.eval(v)?;
                    d.set(k, v)?;
                }
                Value::Dict(Rc::new(RefCell::new(d)))
            }
            ExprKind::Attr(obj, name) => {
                let o = self.eval(obj)?;
                self.getattr(&o, name)?
            }
            ExprKind::Call { func, args } => {
                let f = self.eval(func)?;
                let a = self.eval_args(args)?;
                self.span = e.span;
                self.call(&f, a)?
            }
            ExprKind::Subscript(obj, idx) => {
                let o = self.eval(obj)?;
                let i = self.eval(idx)?;
                self.getitem(&o, &i)?
            }
            ExprKind::Slice(lo, hi, step) => {
                let mut part = |x: &Option<Box<Expr>>| -> Result<Option<i64>> {
                    match x {
                        None => Ok(None),
                        Some(x) => match self.eval(x)? {
                            Value::None => Ok(None),
                            v => super::args::to_i64(&v).map(Some).map_err(|_| {
                                type_error("slice indices must be integers or None or have an __index__ method")
                            }),
                        },
                    }
                };
                Value::Slice(part(lo)?, part(hi)?, part(step)?)
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval(a)?;
                let y = self.eval(b)?;
                self.binop(*op, &x, &y)?
            }
            ExprKind::Unary(op, a) => {
                let x = self.eval(a)?;
                self.unop(*op, &x)?
            }
            ExprKind::Compare(first, rest) => {
                let mut left = self.eval(first)?;
                let mut result = Value::Bool(true);
                for (op, r) in rest {
                    let right = self.eval(r)?;
                    result = self.compare(*op, &left, &right)?;
                    if rest.len() > 1 && !self.truthy(&result)? {
                        return Ok(result);
                    }
                    left = right;
                }
                result
            }
            ExprKind::And(items) => {
                let mut v = Value::Bool(true);
                for i in items {
                    v = self.eval(i)?;
                    if !self.truthy(&v)? {
                        return Ok(v);
                    }
                }
                v
            }
            ExprKind::Or(items) => {
                let mut v = Value::Bool(false);
                for i in items {
                    v = self.eval(i)?;
                    if self.truthy(&v)? {
                        return Ok(v);
                    }
                }
                v
            }
            ExprKind::IfExp { cond, then, orelse } => {
                let c = self.eval(cond)?;
                if self.truthy(&c)? {
                    self.eval(then)?
                } else {
                    self.eval(orelse)?
                }
            }
            ExprKind::Lambda(def) => Value::Function(Rc::new(self.make_function(def)?)),
            ExprKind::ListComp { elt, gens } => {
                let mut out = Vec::new();
                self.comprehension(gens, &mut |me| {
                    out.push(me.eval(elt)?);
                    Ok(())
                })?;
                Value::list(out)
            }
            ExprKind::DictComp { key, value, gens } => {
                let mut d = Dict::default();
                self.comprehension(gens, &mut |me| {
                    let k = me.eval(key)?;
                    let v = me.eval(value)?;
                    d.set(k, v)
                })?;
                Value::Dict(Rc::new(RefCell::new(d)))
            }
            ExprKind::Starred(_) => {
                return Err(TorchError::new(
                    ErrorKind::SyntaxError,
                    "can't use starred expression here",
                ))
            }
        })
    }

    fn eval_items(&mut self, items: &[Expr]) -> Result<Vec<Value>> {
        let mut out = Vec::with_capacity(items.len());
        for i in items {
            if let ExprKind::Starred(inner) = &i.kind {
                let v = self.eval(inner)?;
                out.extend(self.collect(&v)?);
            } else {
                out.push(self.eval(i)?);
            }
        }
        Ok(out)
    }

    fn eval_args(&mut self, args: &[super::ast::Arg]) -> Result<Args> {
        let mut a = Args::default();
        for arg in args {
            match arg {
                super::ast::Arg::Pos(e) => a.pos.push(self.eval(e)?),
                super::ast::Arg::Star(e) => {
                    let v = self.eval(e)?;
                    a.pos.extend(self.collect(&v)?);
                }
                super::ast::Arg::Kw(k, e) => {
                    let v = self.eval(e)?;
                    a.kw.push((k.clone(), v));
                }
                super::ast::Arg::DoubleStar(e) => match self.eval(e)? {
                    Value::Dict(d) => {
                        for (k, v) in d.borrow().items.iter() {
                            match k {
                                Value::Str(s) => a.kw.push((s.to_string(), v.clone())),
                                _ => return Err(type_error("keywords must be strings")),
                            }
                        }
                    }
                    v => {
                        return Err(type_error(format!(
                            "argument after ** must be a mapping, not {}",
                            v.type_name()
                        )))
                    }
                },
            }
        }
        Ok(a)
    }

    fn comprehension(
        &mut self,
        gens: &[Comprehension],
        f: &mut dyn FnMut(&mut Self) -> Result<()>,
    ) -> Result<()> {
        let Some((g, rest)) = gens.split_first() else {
            return f(self);
        };
        let it = self.eval(&g.iter)?;
        self.for_each(&it, &mut |me, v| {
            me.tick()?;
            me.assign(&g.target, v)?;
            for cond in &g.ifs {
                let c = me.eval(cond)?;
                if !me.truthy(&c)? {
                    return Ok(true);
                }
            }
            me.comprehension(rest, f)?;
            Ok(true)
        })
    }

    fn fstring(&mut self, parts: &[FPart]) -> Result<String> {
        let mut s = String::new();
        for p in parts {
            match p {
                FPart::Lit(l) => s.push_str(l),
                FPart::Field { expr, conv, spec } => {
                    let v = self.eval(expr)?;
                    let spec = self.fstring(spec)?;
                    let text = match conv {
                        Some('r') => self.repr(&v)?,
                        Some('s') => self.to_str(&v)?,
                        _ => self.format_value(&v, &spec)?,
                    };
                    let text = if conv.is_some() && !spec.is_empty() {
                        super::format::format_spec(super::format::Formattable::Str(&text), &spec)?
                    } else {
                        text
                    };
                    s.push_str(&text);
                }
            }
        }
        Ok(s)
    }

    /// `format(v, spec)`.
    pub fn format_value(&mut self, v: &Value, spec: &str) -> Result<String> {
        use super::format::{format_spec, Formattable};
        if spec.is_empty() {
            return self.to_str(v);
        }
        match v {
            Value::Int(i) => format_spec(Formattable::Int(*i), spec),
            Value::BigInt(b) => format_spec(Formattable::BigInt(b), spec),
            Value::Bool(b) => format_spec(Formattable::Int(*b as i64), spec),
            Value::Float(f) => format_spec(Formattable::Float(*f), spec),
            Value::Str(s) => format_spec(Formattable::Str(s), spec),
            Value::Tensor(t) if t.numel() == 1 && t.ndim() == 0 => match ops::item(t)? {
                Scalar::Float(f) => format_spec(Formattable::Float(f), spec),
                Scalar::Int(i) => format_spec(Formattable::Int(i), spec),
                Scalar::Bool(b) => format_spec(Formattable::Int(b as i64), spec),
            },
            _ => {
                let s = self.to_str(v)?;
                format_spec(Formattable::Str(&s), spec).map_err(|_| {
                    type_error(format!(
                        "unsupported format string passed to {}.__format__",
                        v.type_name()
                    ))
                })
            }
        }
    }

    // ------------------------------------------------------------------ iteration

    /// Calls `f` on each item; `f` returns false to stop early.
    pub fn for_each(
        &mut self,
        v: &Value,
        f: &mut dyn FnMut(&mut Self, Value) -> Result<bool>,
    ) -> Result<()> {
        match v {
            Value::Range(start, stop, step) => {
                let mut i = *start;
                while (*step > 0 && i < *stop) || (*step < 0 && i > *stop) {
                    if !f(self, Value::Int(i))? {
                        break;
                    }
                    // Past i64 is past `stop` too: the range has ended.
                    match i.checked_add(*step) {
                        Some(n) => i = n,
                        None => break,
                    }
                }
                Ok(())
            }
            Value::List(l) => {
                // Python iterates by index, so appending while iterating is seen.
                let mut i = 0;
                loop {
                    let item = {
                        let b = l.borrow();
                        if i >= b.len() {
                            break;
                        }
                        b[i].clone()
                    };
                    if !f(self, item)? {
                        break;
                    }
                    i += 1;
                }
                Ok(())
            }
            _ => {
                for item in self.collect(v)? {
                    if !f(self, item)? {
                        break;
                    }
                }
                Ok(())
            }
        }
    }

    /// All items of an iterable.
    pub fn collect(&mut self, v: &Value) -> Result<Vec<Value>> {
        Ok(match v {
            Value::List(l) => l.borrow().clone(),
            Value::Tuple(t) => t.to_vec(),
            Value::Size(_) => v.tuple_items().unwrap(),
            Value::Str(s) => s.chars().map(|c| Value::str(&c.to_string())).collect(),
            Value::Dict(d) => d.borrow().items.iter().map(|(k, _)| k.clone()).collect(),
            Value::Range(start, stop, step) => {
                let n = super::builtins::range_len(*start, *stop, *step);
                if n > 50_000_000 {
                    return Err(runtime("range too large to materialise"));
                }
                (0..n as i64)
                    .map(|k| Value::Int((*start as i128 + k as i128 * *step as i128) as i64))
                    .collect()
            }
            Value::Tensor(t) => {
                if t.ndim() == 0 {
                    return Err(type_error("iteration over a 0-d tensor"));
                }
                ops::view::unbind(t, 0)?
                    .into_iter()
                    .map(Value::Tensor)
                    .collect()
            }
            Value::Object(_) | Value::Instance(_) => super::builtins::iterate_object(self, v)?,
            _ => {
                return Err(type_error(format!(
                    "'{}' object is not iterable",
                    v.type_name()
                )))
            }
        })
    }

    // ------------------------------------------------------------------ truth, repr

    pub fn truthy(&mut self, v: &Value) -> Result<bool> {
        Ok(match v {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            // Never zero: zero is small.
            Value::BigInt(_) => true,
            Value::Float(f) => *f != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Size(s) => !s.is_empty(),
            Value::Dict(d) => !d.borrow().items.is_empty(),
            Value::Range(a, b, c) => super::builtins::range_len(*a, *b, *c) > 0,
            Value::Tensor(t) => {
                if t.numel() == 0 {
                    return Err(runtime(
                        "Boolean value of Tensor with no values is ambiguous",
                    ));
                }
                if t.numel() > 1 {
                    return Err(runtime(
                        "Boolean value of Tensor with more than one value is ambiguous",
                    ));
                }
                ops::item(t)?.to_bool()
            }
            _ => true,
        })
    }

    pub fn repr(&mut self, v: &Value) -> Result<String> {
        super::builtins::repr(self, v)
    }

    pub fn to_str(&mut self, v: &Value) -> Result<String> {
        match v {
            Value::Str(s) => Ok(s.to_string()),
            _ => self.repr(v),
        }
    }

    // ------------------------------------------------------------------ operators

    pub fn binop(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        if matches!(a, Value::Tensor(_)) || matches!(b, Value::Tensor(_)) {
            return self.tensor_binop(op, a, b);
        }
        if let (Some(_), Some(_)) = (a.as_f64(), b.as_f64()) {
            return number_binop(op, a, b);
        }
        let unsupported = || {
            type_error(format!(
                "unsupported operand type(s) for {}: '{}' and '{}'",
                op.symbol(),
                a.type_name(),
                b.type_name()
            ))
        };
        Ok(match (op, a, b) {
            (BinOp::Add, Value::Str(x), Value::Str(y)) => {
                check_value_size(x.len() as u128 + y.len() as u128, 1)?;
                Value::str(&format!("{x}{y}"))
            }
            (BinOp::Mul, Value::Str(s), n) | (BinOp::Mul, n, Value::Str(s))
                if n.as_i64_exact().is_some() =>
            {
                let k = repeat_count(n);
                check_value_size(s.len() as u128 * k as u128, 1)?;
                Value::str(&s.repeat(k))
            }
            (BinOp::Add, Value::List(x), Value::List(y)) => {
                let items = x.borrow().len() as u128 + y.borrow().len() as u128;
                check_value_size(items, std::mem::size_of::<Value>())?;
                let mut v = x.borrow().clone();
                v.extend(y.borrow().iter().cloned());
                Value::list(v)
            }
            (BinOp::Mul, Value::List(x), n) | (BinOp::Mul, n, Value::List(x))
                if n.as_i64_exact().is_some() =>
            {
                let items = repeat_items(&x.borrow(), repeat_count(n))?;
                Value::list(items)
            }
            (BinOp::Add, Value::Tuple(_) | Value::Size(_), Value::Tuple(_) | Value::Size(_)) => {
                let mut v = a.tuple_items().unwrap();
                v.extend(b.tuple_items().unwrap());
                if let (Value::Size(_), true) =
                    (a, v.iter().all(|x| matches!(x, Value::Int(i) if *i >= 0)))
                {
                    Value::Size(Rc::new(
                        v.iter()
                            .map(|x| x.as_i64_exact().unwrap() as usize)
                            .collect(),
                    ))
                } else {
                    Value::tuple(v)
                }
            }
            (BinOp::Mul, Value::Tuple(t), n) if n.as_i64_exact().is_some() => {
                Value::tuple(repeat_items(t, repeat_count(n))?)
            }
            (BinOp::Mod, Value::Str(s), args) => {
                Value::str(&super::builtins::percent_format(self, s, args)?)
            }
            _ => return Err(unsupported()),
        })
    }

    fn tensor_binop(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        let to_arg = |v: &Value| -> Result<TensorArg> {
            match v {
                Value::Tensor(t) => Ok(TensorArg::T(t.clone())),
                Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_) => {
                    Ok(TensorArg::S(super::args::to_scalar(v)?))
                }
                _ => Err(type_error(format!(
                    "unsupported operand type(s) for {}: '{}' and '{}'",
                    op.symbol(),
                    a.type_name(),
                    b.type_name()
                ))),
            }
        };
        let (x, y) = (to_arg(a)?, to_arg(b)?);
        let (xa, ya) = (x.arg(), y.arg());
        use crate::kernels::BinaryOp as K;
        let r = match op {
            BinOp::Add => ops::binary("add", K::Add(Scalar::Int(1)), xa, ya)?,
            BinOp::Sub => ops::binary("sub", K::Sub(Scalar::Int(1)), xa, ya)?,
            BinOp::Mul => ops::binary("mul", K::Mul, xa, ya)?,
            // `number / tensor` is `tensor.reciprocal() * number` in PyTorch (`__rtruediv__`),
            // which decides the result's layout.
            BinOp::Div => match (&x, &y) {
                (TensorArg::S(s), TensorArg::T(t)) => {
                    let r = ops::unary("reciprocal", crate::kernels::UnaryOp::Reciprocal, t)?;
                    ops::binary("mul", K::Mul, Arg::T(&r), Arg::S(*s))?
                }
                _ => ops::binary("div", K::Div, xa, ya)?,
            },
            BinOp::FloorDiv => ops::binary("floor_divide", K::FloorDiv, xa, ya)?,
            BinOp::Mod => ops::binary("remainder", K::Remainder, xa, ya)?,
            BinOp::Pow => ops::binary("pow", K::Pow, xa, ya)?,
            BinOp::BitAnd => ops::binary("bitwise_and", K::BitAnd, xa, ya)?,
            BinOp::BitOr => ops::binary("bitwise_or", K::BitOr, xa, ya)?,
            BinOp::BitXor => ops::binary("bitwise_xor", K::BitXor, xa, ya)?,
            BinOp::MatMul => match (&x, &y) {
                (TensorArg::T(p), TensorArg::T(q)) => ops::matmul(p, q)?,
                _ => {
                    return Err(type_error(
                        "unsupported operand type(s) for @: a number and a Tensor",
                    ))
                }
            },
            BinOp::LShift | BinOp::RShift => {
                return Err(runtime(format!(
                    "{} on tensors is not supported",
                    op.symbol()
                )))
            }
        };
        Ok(Value::Tensor(r))
    }

    pub fn unop(&mut self, op: UnOp, a: &Value) -> Result<Value> {
        if let Value::Tensor(t) = a {
            use crate::kernels::UnaryOp as U;
            return Ok(match op {
                UnOp::Neg => Value::Tensor(ops::unary("neg", U::Neg, t)?),
                UnOp::Pos => Value::Tensor(t.clone()),
                // Python's `~` checks the dtype before dispatching (torch/_tensor.py).
                UnOp::Invert if t.dtype().is_floating() => return Err(type_error(
                    "~ (operator.invert) is only implemented on integer and Boolean-type tensors",
                )),
                UnOp::Invert => {
                    let u = if t.dtype() == crate::DType::Bool {
                        U::LogicalNot
                    } else {
                        U::BitwiseNot
                    };
                    Value::Tensor(ops::unary("bitwise_not", u, t)?)
                }
                UnOp::Not => Value::Bool(!self.truthy(a)?),
            });
        }
        Ok(match (op, a) {
            (UnOp::Not, v) => Value::Bool(!self.truthy(v)?),
            (UnOp::Neg, Value::Int(i)) => match i.checked_neg() {
                Some(n) => Value::Int(n),
                None => pyint::int_value(-num_bigint::BigInt::from(*i)),
            },
            (UnOp::Neg, Value::BigInt(b)) => pyint::int_value(-&**b),
            (UnOp::Pos, Value::BigInt(_)) => a.clone(),
            (UnOp::Invert, Value::BigInt(b)) => pyint::int_value(!&**b),
            (UnOp::Neg, Value::Bool(b)) => Value::Int(-(*b as i64)),
            (UnOp::Neg, Value::Float(f)) => Value::Float(-f),
            (UnOp::Pos, Value::Int(_) | Value::Float(_)) => a.clone(),
            (UnOp::Pos, Value::Bool(b)) => Value::Int(*b as i64),
            (UnOp::Invert, Value::Int(i)) => Value::Int(!i),
            (UnOp::Invert, Value::Bool(b)) => Value::Int(!(*b as i64)),
            _ => {
                let sym = match op {
                    UnOp::Neg => "-",
                    UnOp::Pos => "+",
                    UnOp::Invert => "~",
                    UnOp::Not => "not",
                };
                return Err(type_error(format!(
                    "bad operand type for unary {sym}: '{}'",
                    a.type_name()
                )));
            }
        })
    }

    pub fn compare(&mut self, op: CmpOp, a: &Value, b: &Value) -> Result<Value> {
        match op {
            CmpOp::Is => return Ok(Value::Bool(is_same(a, b))),
            CmpOp::IsNot => return Ok(Value::Bool(!is_same(a, b))),
            CmpOp::In | CmpOp::NotIn => {
                let found = self.contains(b, a)?;
                return Ok(Value::Bool(if op == CmpOp::In { found } else { !found }));
            }
            _ => {}
        }
        if let (Value::Tensor(_), _) | (_, Value::Tensor(_)) = (a, b) {
            let num = |v: &Value| {
                matches!(
                    v,
                    Value::Tensor(_) | Value::Int(_) | Value::Float(_) | Value::Bool(_)
                )
            };
            if !num(a) || !num(b) {
                // `t == None` and friends: Python falls back to identity.
                return match op {
                    CmpOp::Eq => Ok(Value::Bool(false)),
                    CmpOp::Ne => Ok(Value::Bool(true)),
                    _ => Err(type_error(format!(
                        "'{}' not supported between instances of '{}' and '{}'",
                        cmp_symbol(op),
                        a.type_name(),
                        b.type_name()
                    ))),
                };
            }
            let (x, y) = (tensor_arg(a)?, tensor_arg(b)?);
            use crate::kernels::BinaryOp as K;
            let (k, name) = match op {
                CmpOp::Eq => (K::Eq, "eq"),
                CmpOp::Ne => (K::Ne, "ne"),
                CmpOp::Lt => (K::Lt, "lt"),
                CmpOp::Le => (K::Le, "le"),
                CmpOp::Gt => (K::Gt, "gt"),
                _ => (K::Ge, "ge"),
            };
            return Ok(Value::Tensor(ops::binary(name, k, x.arg(), y.arg())?));
        }
        let ord = match op {
            CmpOp::Eq => return Ok(Value::Bool(py_eq(a, b)?)),
            CmpOp::Ne => return Ok(Value::Bool(!py_eq(a, b)?)),
            _ => py_cmp(a, b).ok_or_else(|| {
                type_error(format!(
                    "'{}' not supported between instances of '{}' and '{}'",
                    cmp_symbol(op),
                    a.type_name(),
                    b.type_name()
                ))
            })?,
        };
        use std::cmp::Ordering::*;
        Ok(Value::Bool(match op {
            CmpOp::Lt => ord == Less,
            CmpOp::Le => ord != Greater,
            CmpOp::Gt => ord == Greater,
            _ => ord != Less,
        }))
    }

    fn contains(&mut self, container: &Value, item: &Value) -> Result<bool> {
        match container {
            Value::Dict(d) => Ok(d.borrow().get(item)?.is_some()),
            Value::Str(s) => match item {
                Value::Str(x) => Ok(s.contains(&**x)),
                _ => Err(type_error("'in <string>' requires string as left operand")),
            },
            Value::Tensor(t) => {
                let eq = self.compare(CmpOp::Eq, &Value::Tensor(t.clone()), item)?;
                let Value::Tensor(e) = eq else {
                    return Ok(false);
                };
                Ok(e.to_f64_vec()?.iter().any(|v| *v != 0.0))
            }
            _ => {
                let items = self.collect(container)?;
                for x in &items {
                    let hit = match (x, item) {
                        (Value::Tensor(p), Value::Tensor(q)) => p.same(q),
                        _ => is_same(x, item) || py_eq(x, item)?,
                    };
                    if hit {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
        }
    }

    // ------------------------------------------------------------------ attributes, items

    pub fn getattr(&mut self, v: &Value, name: &str) -> Result<Value> {
        super::builtins::getattr(self, v, name)
    }

    pub fn setattr(&mut self, obj: &Value, name: &str, v: Value) -> Result<()> {
        super::builtins::setattr(self, obj, name, v)
    }

    pub fn getitem(&mut self, o: &Value, i: &Value) -> Result<Value> {
        super::builtins::getitem(self, o, i)
    }

    pub fn setitem(&mut self, o: &Value, i: &Value, v: Value) -> Result<()> {
        super::builtins::setitem(self, o, i, v)
    }

    // ------------------------------------------------------------------ calls

    pub fn call(&mut self, f: &Value, args: Args) -> Result<Value> {
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
            Value::Builtin(b) => super::builtins::call_builtin(self, b, args),
            Value::Class(c) => super::builtins::instantiate(self, c, args),
            Value::Instance(_) | Value::Object(_) => super::builtins::call_object(self, f, args),
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
        let saved = self.env.replace(env);
        let saved_span = self.span;
        let r = self.exec_block(&def.body);
        self.env = saved;
        self.span = saved_span;
        match r? {
            Flow::Return(v) => Ok(v),
            _ => Ok(Value::None),
        }
    }
}

/// A tensor-or-number operand, owned.
enum TensorArg {
    T(Tensor),
    S(Scalar),
}

impl TensorArg {
    fn arg(&self) -> Arg<'_> {
        match self {
            TensorArg::T(t) => Arg::T(t),
            TensorArg::S(s) => Arg::S(*s),
        }
    }
}

fn tensor_arg(v: &Value) -> Result<TensorArg> {
    match v {
        Value::Tensor(t) => Ok(TensorArg::T(t.clone())),
        _ => Ok(TensorArg::S(super::args::to_scalar(v)?)),
    }
}

fn cmp_symbol(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "<",
        CmpOp::Le => "<=",
        CmpOp::Gt => ">",
        CmpOp::Ge => ">=",
        CmpOp::Eq => "==",
        _ => "!=",
    }
}

/// Ordering of two Python values of comparable types.
pub fn py_cmp(a: &Value, b: &Value) -> Option<std::cmp::Ordering> {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Some(x.cmp(y)),
        (
            Value::Tuple(_) | Value::Size(_) | Value::List(_),
            Value::Tuple(_) | Value::Size(_) | Value::List(_),
        ) => {
            let x = match a {
                Value::List(l) => l.borrow().clone(),
                _ => a.tuple_items()?,
            };
            let y = match b {
                Value::List(l) => l.borrow().clone(),
                _ => b.tuple_items()?,
            };
            // Bounded like `==`; too deep compares as unordered (a TypeError).
            let _level = super::recursion::enter("in comparison").ok()?;
            for (p, q) in x.iter().zip(&y) {
                if !(is_same(p, q) || py_eq(p, q).ok()?) {
                    return py_cmp(p, q);
                }
            }
            Some(x.len().cmp(&y.len()))
        }
        _ => pyint::num_cmp(a, b),
    }
}

/// Arithmetic on Python numbers with Python's semantics (floor division, modulo sign,
/// int ** negative int gives a float).
fn number_binop(op: BinOp, a: &Value, b: &Value) -> Result<Value> {
    if pyint::is_int(a) && pyint::is_int(b) {
        if let (Some(x), Some(y)) = (a.as_i64_exact(), b.as_i64_exact()) {
            if let Some(v) = small_int_binop(op, a, b, x, y)? {
                return Ok(v);
            }
        }
        // An operand or the result past i64: exact arithmetic on big ints.
        return pyint::binop(op, a, b)
            .unwrap_or_else(|| Err(type_error("unsupported operand type(s) for int")));
    }
    let (x, y) = (to_f64(a)?, to_f64(b)?);
    float_binop(op, a, b, x, y)
}

/// `x op y` for two ints on the i64 fast path; `None` when the exact result leaves i64.
fn small_int_binop(op: BinOp, a: &Value, b: &Value, x: i64, y: i64) -> Result<Option<Value>> {
    {
        let zero = || {
            TorchError::new(
                ErrorKind::ZeroDivisionError,
                "integer division or modulo by zero",
            )
        };
        Ok(Some(match op {
            BinOp::Add => return Ok(x.checked_add(y).map(Value::Int)),
            BinOp::Sub => return Ok(x.checked_sub(y).map(Value::Int)),
            BinOp::Mul => return Ok(x.checked_mul(y).map(Value::Int)),
            BinOp::Div => {
                if y == 0 {
                    return Err(TorchError::new(
                        ErrorKind::ZeroDivisionError,
                        "division by zero",
                    ));
                }
                Value::Float(x as f64 / y as f64)
            }
            BinOp::FloorDiv => {
                if y == 0 {
                    return Err(zero());
                }
                // The one quotient that leaves i64 (MIN // -1) goes to the big-int path.
                let Some(q) = x.checked_div_euclid(y) else {
                    return Ok(None);
                };
                Value::Int(q - if y < 0 && x.rem_euclid(y) != 0 { 1 } else { 0 })
            }
            BinOp::Mod => {
                if y == 0 {
                    return Err(TorchError::new(
                        ErrorKind::ZeroDivisionError,
                        "integer modulo by zero",
                    ));
                }
                let r = x.wrapping_rem(y); // MIN % -1 is 0; `%` would panic on it
                Value::Int(if r != 0 && ((r < 0) != (y < 0)) {
                    r + y
                } else {
                    r
                })
            }
            BinOp::Pow => {
                if y < 0 && x == 0 {
                    return Err(TorchError::new(
                        ErrorKind::ZeroDivisionError,
                        "0.0 cannot be raised to a negative power",
                    ));
                } else if y < 0 {
                    Value::Float((x as f64).powf(y as f64))
                } else {
                    match u32::try_from(y).ok().and_then(|e| x.checked_pow(e)) {
                        Some(p) => Value::Int(p),
                        None => return Ok(None),
                    }
                }
            }
            BinOp::BitAnd => {
                if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                    Value::Bool(*p & *q)
                } else {
                    Value::Int(x & y)
                }
            }
            BinOp::BitOr => {
                if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                    Value::Bool(*p | *q)
                } else {
                    Value::Int(x | y)
                }
            }
            BinOp::BitXor => {
                if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                    Value::Bool(*p ^ *q)
                } else {
                    Value::Int(x ^ y)
                }
            }
            BinOp::LShift | BinOp::RShift if y < 0 => {
                return Err(TorchError::new(
                    ErrorKind::ValueError,
                    "negative shift count",
                ))
            }
            // In 128 bits, so a set bit shifted past bit 63 goes to the big-int path.
            BinOp::LShift if x == 0 => Value::Int(0),
            BinOp::LShift => match (y < 64).then(|| i64::try_from((x as i128) << y).ok()) {
                Some(Some(v)) => Value::Int(v),
                _ => return Ok(None),
            },
            BinOp::RShift => Value::Int(x >> y.min(63)),
            BinOp::MatMul => {
                return Err(type_error(
                    "unsupported operand type(s) for @: 'int' and 'int'",
                ))
            }
        }))
    }
}

/// `x op y` where either operand is a float, with Python's float semantics.
fn float_binop(op: BinOp, a: &Value, b: &Value, x: f64, y: f64) -> Result<Value> {
    Ok(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => {
            if y == 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "float division by zero",
                ));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "float floor division by zero",
                ));
            }
            (x / y).floor()
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "float modulo",
                ));
            }
            let r = x % y;
            if r != 0.0 && ((r < 0.0) != (y < 0.0)) {
                r + y
            } else {
                r
            }
        }
        BinOp::Pow => {
            if x == 0.0 && y < 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "0.0 cannot be raised to a negative power",
                ));
            }
            x.powf(y)
        }
        _ => {
            return Err(type_error(format!(
                "unsupported operand type(s) for {}: '{}' and '{}'",
                op.symbol(),
                a.type_name(),
                b.type_name()
            )))
        }
    }))
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

use std::collections::HashMap;

/// How many copies `seq * n` makes: a negative count makes none, as in Python; a count
/// past the address space is clamped (the size check that follows refuses it anyway).
fn repeat_count(n: &Value) -> usize {
    let k = n.as_i64_exact().unwrap_or(0).max(0);
    usize::try_from(k).unwrap_or(usize::MAX)
}

/// `items * k` for a list or tuple, checked against the memory cap first. An empty sequence
/// stays empty at once: `[] * 10**12` must not loop 10**12 times (the fuzzer found that one).
fn repeat_items(items: &[Value], k: usize) -> Result<Vec<Value>> {
    if items.is_empty() {
        return Ok(Vec::new());
    }
    check_value_size(
        items.len() as u128 * k as u128,
        std::mem::size_of::<Value>(),
    )?;
    let mut v = Vec::with_capacity(items.len() * k);
    for _ in 0..k {
        v.extend(items.iter().cloned());
    }
    Ok(v)
}
