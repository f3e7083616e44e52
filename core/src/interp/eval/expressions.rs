//! Expressions: evaluation of every expression form, call arguments,
//! comprehensions, f-strings and `format`; iteration over any iterable;
//! truthiness, `repr` and `str`.

use super::Interp;
use crate::error::{runtime, type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::ast;
use crate::interp::ast::*;
use crate::interp::builtins;
use crate::interp::format;
use crate::interp::value::*;
use crate::ops;
use crate::scalar::Scalar;
use std::cell::RefCell;
use std::rc::Rc;

impl Interp {
    /// `lo:hi:step` inside brackets: each bound as written (a user or NumPy integer through
    /// `__index__`), made into a slice by `pyslice::make`.
    #[inline(never)]
    fn eval_slice(
        &mut self,
        lo: &Option<Box<Expr>>,
        hi: &Option<Box<Expr>>,
        step: &Option<Box<Expr>>,
    ) -> Result<Value> {
        let mut part = |x: &Option<Box<Expr>>| -> Result<Value> {
            match x {
                None => Ok(Value::None),
                Some(x) => match self.eval(x)? {
                    v @ Value::Instance(_) => match self.call_special(&v, "__index__", vec![])? {
                        Some(i @ (Value::Int(_) | Value::BigInt(_))) => Ok(i),
                        _ => Err(type_error(
                            "slice indices must be integers or None or have an __index__ method",
                        )),
                    },
                    // Any other bound is kept as written: what is indexed checks it.
                    v => Ok(v),
                },
            }
        };
        let (a, b, c) = (part(lo)?, part(hi)?, part(step)?);
        crate::interp::pyslice::make(self, a, b, c)
    }

    // ------------------------------------------------------------------ expressions

    pub fn eval(&mut self, e: &Expr) -> Result<Value> {
        let _frame = crate::interp::recursion::enter_frame().map_err(|err| err.at(e.span))?;
        let v = self.eval_inner(e).map_err(|err| err.at(e.span))?;
        self.after_value().map_err(|err| err.at(e.span))?;
        Ok(v)
    }

    /// What follows every evaluated expression: nodes an op just recorded under
    /// saved_tensors_hooks get their pack hooks run now, before anything else the script
    /// does.
    pub(super) fn after_value(&mut self) -> Result<()> {
        if crate::autograd::saved_hooks::has_pending() {
            crate::interp::saved_tensor_hooks::pack_pending(self)?;
        }
        Ok(())
    }

    fn eval_inner(&mut self, e: &Expr) -> Result<Value> {
        Ok(match &e.kind {
            ExprKind::Name(n) => self.lookup(n)?,
            ExprKind::Int(i) => Value::Int(*i),
            ExprKind::BigInt(b) => Value::BigInt(b.clone()),
            ExprKind::Float(f) => Value::Float(*f),
            ExprKind::Imag(f) => crate::interp::complex::PyComplex::value(0.0, *f),
            ExprKind::Str(s) => Value::Str(s.clone()),
            ExprKind::FString(parts) => Value::str(&self.fstring(parts)?),
            ExprKind::Bool(b) => Value::Bool(*b),
            ExprKind::None => Value::None,
            ExprKind::Ellipsis => Value::Ellipsis,
            ExprKind::Bytes(data) => crate::interp::pybytes::PyBytes::value(data.clone()),
            ExprKind::List(items) => Value::list(self.eval_items(items)?),
            ExprKind::Tuple(items) => Value::tuple(self.eval_items(items)?),
            ExprKind::Set(items) => {
                let values = self.eval_items(items)?;
                // CPython 3.11 compiles a display of three or more constants to
                // `BUILD_SET 0; LOAD_CONST frozenset; SET_UPDATE`. The frozenset is built
                // from the items, then rebuilt by the compiler's constant merging from its
                // own iteration order, then merged into the empty set (a slot copy, or one
                // more insertion pass into a table of another size). Colliding hashes land
                // elsewhere each time: `list({8, 32, 15, 63})` is `[8, 32, 15, 63]`, where
                // one pass of insertions gives `[8, 32, 63, 15]`.
                if items.len() > 2 && items.iter().all(Expr::is_folded_constant) {
                    use crate::interp::pyset::SetTable;
                    let constant = SetTable::from_keys(values)?;
                    let merged = SetTable::from_keys(constant.keys())?;
                    let mut set = SetTable::default();
                    set.merge(&merged)?;
                    Value::set_from_table(set, false)
                } else {
                    crate::interp::lending::lend(self, || Value::set(values, false))?
                }
            }
            ExprKind::Dict(items) => self.eval_dict(items)?,
            // Chains (`a.b(c)[d] + e`) are walked in a loop, not by recursion.
            ExprKind::Attr(..)
            | ExprKind::Call { .. }
            | ExprKind::Subscript(..)
            | ExprKind::Binary(..) => self.eval_chain(e)?,
            // Out of line: `eval` is on every recursion path, and its frame is part of what
            // each Python call costs on the browser's engine stack.
            ExprKind::Slice(lo, hi, step) => self.eval_slice(lo, hi, step)?,
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
            // The last operand is the answer as it is: Python never asks its truth value
            // (`None or torch.ones(3)` is the tensor, whose truth would be ambiguous).
            ExprKind::And(items) => self.eval_bool_op(items, false)?,
            ExprKind::Or(items) => self.eval_bool_op(items, true)?,
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
                self.comprehension(gens, true, &mut |me| {
                    out.push(me.eval(elt)?);
                    Ok(())
                })?;
                Value::list(out)
            }
            ExprKind::SetComp { elt, gens } => {
                let mut t = crate::interp::pyset::SetTable::default();
                self.comprehension(gens, true, &mut |me| {
                    let v = me.eval(elt)?;
                    crate::interp::lending::lend(me, || t.add(v))
                })?;
                Value::set_from_table(t, false)
            }
            ExprKind::DictComp { key, value, gens } => {
                let mut d = Dict::default();
                self.comprehension(gens, true, &mut |me| {
                    let k = me.eval(key)?;
                    let v = me.eval(value)?;
                    crate::interp::lending::lend(me, || d.set(k, v))
                })?;
                Value::Dict(Rc::new(RefCell::new(d)))
            }
            ExprKind::NamedExpr(name, value) => {
                let v = self.eval(value)?;
                self.bind_walrus(name, v.clone());
                v
            }
            ExprKind::Yield(_) | ExprKind::YieldFrom(_) => {
                return Err(TorchError::new(
                    ErrorKind::NotImplementedError,
                    "stridelab runs `yield` only as a statement of its own (`yield v`, \
                     `x = yield v`, `yield from it`), not inside a larger expression",
                ))
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

    /// `a and b and c` (`stop_on` false) or `a or b or c` (true): the first operand whose
    /// truth is `stop_on`, else the last one as it is.
    #[inline(never)]
    fn eval_bool_op(&mut self, items: &[Expr], stop_on: bool) -> Result<Value> {
        let Some((last, rest)) = items.split_last() else {
            return Ok(Value::Bool(!stop_on));
        };
        for i in rest {
            let v = self.eval(i)?;
            if self.truthy(&v)? == stop_on {
                return Ok(v);
            }
        }
        self.eval(last)
    }

    /// A dict display. Kept out of `eval` (as every rarely taken arm's body should be): the
    /// recursion budget is bytes of native stack, and `eval`'s frame is paid per level.
    #[inline(never)]
    fn eval_dict(&mut self, items: &[(Expr, Expr)]) -> Result<Value> {
        let mut d = Dict::default();
        for (k, v) in items {
            if let ExprKind::Starred(m) = &k.kind {
                // `{**m, ...}`: the mapping's items, in its order.
                let m = self.eval(m)?;
                let items = self.mapping_items(&m)?;
                crate::interp::lending::lend(self, || {
                    items.into_iter().try_for_each(|(k, v)| d.set(k, v))
                })?;
                continue;
            }
            let k = self.eval(k)?;
            let v = self.eval(v)?;
            crate::interp::lending::lend(self, || d.set(k, v))?;
        }
        Ok(Value::Dict(Rc::new(RefCell::new(d))))
    }

    /// A call's arguments, `*` and `**` unpacked. The errors of unpacking name the callee as
    /// CPython does (`__main__.f() argument after ** must be a mapping, not list`); an error
    /// raised while a mapping or iterable is read goes through as it is.
    #[inline(never)]
    pub(super) fn eval_call_args(&mut self, f: &Value, args: &[ast::Arg]) -> Result<Args> {
        let mut a = Args::default();
        for arg in args {
            match arg {
                ast::Arg::Pos(e) => a.pos.push(self.eval(e)?),
                ast::Arg::Star(e) => {
                    let v = self.eval(e)?;
                    let Some(items) = self.try_collect(&v)? else {
                        return Err(type_error(format!(
                            "{} argument after * must be an iterable, not {}",
                            callable_str(f),
                            v.type_name()
                        )));
                    };
                    a.pos.extend(items);
                }
                ast::Arg::Kw(k, e) => {
                    let v = self.eval(e)?;
                    // Only a `**` before it can have given the name already: a keyword
                    // written twice is a SyntaxError.
                    if a.kw.iter().any(|(name, _)| name == k) {
                        return Err(repeated_keyword(f, k));
                    }
                    a.kw.push((k.clone(), v));
                }
                ast::Arg::DoubleStar(e) => {
                    let m = self.eval(e)?;
                    if !is_mapping(&m) {
                        return Err(type_error(format!(
                            "{} argument after ** must be a mapping, not {}",
                            callable_str(f),
                            m.type_name()
                        )));
                    }
                    for (k, v) in self.mapping_items(&m)? {
                        let Value::Str(k) = k else {
                            return Err(type_error("keywords must be strings"));
                        };
                        if a.kw.iter().any(|(name, _)| **name == *k) {
                            return Err(repeated_keyword(f, &k));
                        }
                        a.kw.push((k.to_string(), v));
                    }
                }
            }
        }
        Ok(a)
    }

    /// The items of a mapping, as `**m` takes them: a dict's, or those of an object with
    /// `keys()` and `__getitem__` (OrderedDict, Counter, a user's mapping).
    pub(crate) fn mapping_items(&mut self, m: &Value) -> Result<Vec<(Value, Value)>> {
        if let Value::Dict(d) = m {
            return Ok(d.borrow().items.clone());
        }
        // `{**d}` / `f(**d)` of a dict subclass merge as CPython's dict_merge does: the raw
        // items, past an overridden `__getitem__`, unless the class iterates its own way.
        if let Some(items) = crate::interp::builtins::raw_dict_items(m) {
            return Ok(items);
        }
        if !is_mapping(m) {
            return Err(type_error(format!(
                "'{}' object is not a mapping",
                m.type_name()
            )));
        }
        let keys_fn = self.getattr(m, "keys")?;
        let keys = self.call(&keys_fn, Args::new(vec![]))?;
        let keys = self.collect(&keys)?;
        let mut out = Vec::with_capacity(keys.len());
        for k in keys {
            let v = self.getitem(m, &k)?;
            out.push((k, v));
        }
        Ok(out)
    }

    /// `x := v`: bound in the nearest scope that is not a comprehension's.
    fn bind_walrus(&mut self, name: &str, v: Value) {
        let mut target = self.env.clone();
        while let Some(env) = target.as_ref().filter(|e| e.comprehension) {
            target = env.parent.clone();
        }
        let saved = std::mem::replace(&mut self.env, target);
        self.set_var(name, v);
        self.env = saved;
    }

    /// The clauses `gens` of a list, set or dict comprehension. With `own_scope`, as
    /// CPython 3.11 runs one: the first iterable is evaluated where the comprehension
    /// stands, and the rest in a scope of its own, so `[n for n in names]` leaves the
    /// caller's `n` alone; the scope's parent skips a class body, whose names a
    /// comprehension cannot see.
    fn comprehension(
        &mut self,
        gens: &[Comprehension],
        own_scope: bool,
        f: &mut dyn FnMut(&mut Self) -> Result<()>,
    ) -> Result<()> {
        let Some((g, rest)) = gens.split_first() else {
            return f(self);
        };
        let it = self.eval(&g.iter)?;
        if !own_scope {
            return self.comprehension_from(g, rest, &it, f);
        }
        let scope = new_comprehension_env(self.function_scope());
        let saved = self.env.replace(scope);
        let was_class_body = std::mem::replace(&mut self.class_body, false);
        let r = self.comprehension_from(g, rest, &it, f);
        self.class_body = was_class_body;
        self.env = saved;
        r
    }

    /// One `for` clause over `it`, its `if`s, then the clauses after it.
    fn comprehension_from(
        &mut self,
        g: &Comprehension,
        rest: &[Comprehension],
        it: &Value,
        f: &mut dyn FnMut(&mut Self) -> Result<()>,
    ) -> Result<()> {
        self.for_each(it, &mut |me, v| {
            me.tick()?;
            me.assign(&g.target, v)?;
            for cond in &g.ifs {
                let c = me.eval(cond)?;
                if !me.truthy(&c)? {
                    return Ok(true);
                }
            }
            me.comprehension(rest, false, f)?;
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
                        Some('a') => builtins::ascii_repr(self, &v)?,
                        _ => self.format_value(&v, &spec)?,
                    };
                    let text = if conv.is_some() && !spec.is_empty() {
                        format::format_spec(format::Formattable::Str(&text), &spec)?
                    } else {
                        text
                    };
                    // Checked piece by piece: three 10**9-character fields make 3 GB.
                    crate::limits::check_value_size(s.len() as u128 + text.len() as u128, 1)?;
                    s.push_str(&text);
                }
            }
        }
        Ok(s)
    }

    /// `format(v, spec)`.
    pub fn format_value(&mut self, v: &Value, spec: &str) -> Result<String> {
        use crate::interp::format::{format_spec, Formattable};
        // Tensor.__format__: a 0-d tensor formats as its Python number (`f"{loss}"` is
        // `0.25`, not `tensor(0.2500)`), any other as object.__format__.
        if let Some(z) = crate::interp::complex::ComplexTensor::of(v) {
            if z.ndim() == 0 {
                if let Some(c) = z.single_value(self)? {
                    return crate::interp::complex::format::format(&c, spec);
                }
            }
        }
        if let Some(c) = v.downcast::<crate::interp::complex::PyComplex>() {
            return crate::interp::complex::format::format(c, spec);
        }
        if let Value::Tensor(t) = v {
            if t.ndim() == 0 {
                let item = match ops::item(t)? {
                    Scalar::Float(f) => Value::Float(f),
                    Scalar::Int(i) => Value::Int(i),
                    Scalar::Bool(b) => Value::Bool(b),
                };
                return self.format_value(&item, spec);
            }
        }
        if let Some(r) = self.call_special(v, "__format__", vec![Value::str(spec)])? {
            return match r {
                Value::Str(s) => Ok(s.to_string()),
                other => Err(type_error(format!(
                    "__format__ must return a str, not {}",
                    other.type_name()
                ))),
            };
        }
        if spec.is_empty() {
            return self.to_str(v);
        }
        match v {
            Value::Int(i) => format_spec(Formattable::Int(*i), spec),
            Value::BigInt(b) => format_spec(Formattable::BigInt(b), spec),
            Value::Bool(b) => format_spec(Formattable::Int(*b as i64), spec),
            Value::Float(f) => format_spec(Formattable::Float(*f), spec),
            Value::Str(s) => format_spec(Formattable::Str(s), spec),
            // object.__format__ takes only the empty spec.
            _ => Err(type_error(format!(
                "unsupported format string passed to {}.__format__",
                v.type_name()
            ))),
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
            // A big range is walked by its iterator, one item at a time.
            Value::BigRange(r) => {
                let iter = crate::interp::pyrange::iter(r);
                self.for_each(&iter, f)
            }
            v if crate::interp::iterators::is_iterator(v) => {
                while let Some(item) = self.next_of(v)? {
                    if !f(self, item)? {
                        break;
                    }
                }
                Ok(())
            }
            Value::Instance(i)
                if i.class().lookup("__iter__").is_some()
                    || i.class().lookup("__getitem__").is_some() =>
            {
                let iter = self.make_iter(v)?;
                self.for_each(&iter, f)
            }
            // CPython's dict, dict-view and set iterators refuse a container that changed
            // size under them, at the next step.
            Value::Dict(d) => {
                let keys: Vec<Value> = d.borrow().items.iter().map(|(k, _)| k.clone()).collect();
                let len = || d.borrow().items.len();
                self.each_unresized(keys, &len, "dictionary changed size during iteration", f)
            }
            v if crate::interp::dict_views::view_of(v).is_some() => {
                let dv = crate::interp::dict_views::view_of(v).expect("checked above");
                let len = || dv.len();
                self.each_unresized(
                    dv.items(),
                    &len,
                    "dictionary changed size during iteration",
                    f,
                )
            }
            Value::Set(s) => {
                let keys = s.table.borrow().keys();
                let len = || s.table.borrow().len();
                self.each_unresized(keys, &len, "Set changed size during iteration", f)
            }
            v if crate::interp::pybytes::is_bytes(v) => {
                crate::interp::pybytes::for_each(self, v, f)
            }
            // One character at a time: a long text is never a list of its characters.
            Value::Str(s) => {
                for c in s.chars() {
                    if !f(self, crate::interp::str_iter::char_value(c))? {
                        break;
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

    /// `f` on each of `items` (a snapshot of a container), refusing with `resized` once the
    /// container's `len` is no longer the snapshot's.
    fn each_unresized(
        &mut self,
        items: Vec<Value>,
        len: &dyn Fn() -> usize,
        resized: &str,
        f: &mut dyn FnMut(&mut Self, Value) -> Result<bool>,
    ) -> Result<()> {
        let n = items.len();
        for x in items {
            if !f(self, x)? {
                break;
            }
            if len() != n {
                return Err(runtime(resized));
            }
        }
        Ok(())
    }

    /// All items of an iterable.
    pub fn collect(&mut self, v: &Value) -> Result<Vec<Value>> {
        self.try_collect(v)?
            .ok_or_else(|| type_error(format!("'{}' object is not iterable", v.type_name())))
    }

    /// All items of `v`, or None when `v` cannot be iterated at all (each caller words that
    /// error its own way: `*v` in a call names the callee). Errors raised while iterating
    /// pass through.
    pub fn try_collect(&mut self, v: &Value) -> Result<Option<Vec<Value>>> {
        if crate::interp::iterators::is_iterator(v) {
            return self.drain(v).map(Some);
        }
        if let Some(items) = self.call_meta(v, "iter", vec![])? {
            return self.try_collect(&items);
        }
        Ok(Some(match v {
            Value::List(l) => l.borrow().clone(),
            Value::Tuple(t) => t.to_vec(),
            Value::Size(_) => v.tuple_items().unwrap(),
            Value::Str(s) => {
                // A value for every character (`list('ab' * 10**9)` is 2*10**9 of them),
                // and a small string of its own for each past the shared latin-1 ones.
                let n = s.chars().count() as u128;
                let each = crate::interp::str_iter::item_bytes(s);
                crate::limits::check_value_size(n, each)?;
                s.chars().map(crate::interp::str_iter::char_value).collect()
            }
            Value::Dict(d) => d.borrow().items.iter().map(|(k, _)| k.clone()).collect(),
            Value::Set(s) => s.table.borrow().keys(),
            Value::Range(start, stop, step) => {
                let n = builtins::range_len(*start, *stop, *step);
                // Every int becomes a value: held to the cap of one list (`"a" * n` is), and
                // to the deadline, which the fuzzer found `list(range(42949596))` ran past.
                crate::limits::check_value_size(n, std::mem::size_of::<Value>())?;
                let mut out = Vec::with_capacity(n as usize);
                for k in 0..n as i64 {
                    if k % (1 << 16) == 0 && crate::limits::kernel_work(1 << 16) {
                        crate::limits::take_kernel_stop()?;
                    }
                    out.push(Value::Int(
                        (*start as i128 + k as i128 * *step as i128) as i64,
                    ));
                }
                out
            }
            Value::BigRange(r) => {
                let n = num_traits::ToPrimitive::to_u128(&r.len()).unwrap_or(u128::MAX);
                crate::limits::check_value_size(n, std::mem::size_of::<Value>())?;
                let iter = crate::interp::pyrange::iter(r);
                self.collect(&iter)?
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
            Value::Object(_) | Value::Instance(_) => return builtins::iterate_object(self, v),
            _ => return Ok(None),
        }))
    }

    // ------------------------------------------------------------------ truth, repr

    pub fn truthy(&mut self, v: &Value) -> Result<bool> {
        if let Some(b) = self.special_truthy(v)? {
            return Ok(b);
        }
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
            Value::Set(s) => !s.table.borrow().is_empty(),
            Value::Range(a, b, c) => builtins::range_len(*a, *b, *c) > 0,
            Value::BigRange(r) => r.len() > num_bigint::BigInt::from(0),
            Value::Tensor(t) => {
                crate::interp::vmap::check_truth(t)?;
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
            v if crate::interp::complex::is_complex_value(v) => {
                if let Some(z) = crate::interp::complex::ComplexTensor::of(v) {
                    return crate::interp::complex::truthy(self, z);
                }
                let c = v
                    .downcast::<crate::interp::complex::PyComplex>()
                    .expect("complex");
                c.re != 0.0 || c.im != 0.0
            }
            // Python falls back to `__len__`: an empty dict view is false.
            Value::Object(o) => o.py_len().is_none_or(|n| n > 0),
            _ => true,
        })
    }

    pub fn repr(&mut self, v: &Value) -> Result<String> {
        builtins::repr(self, v)
    }

    pub fn to_str(&mut self, v: &Value) -> Result<String> {
        if let Some(s) = self.special_str(v)? {
            return Ok(s);
        }
        match v {
            Value::Str(s) => Ok(s.to_string()),
            // `str(torch.device('cpu'))` is `cpu`, as PyTorch's `__str__` gives.
            Value::Device(d) => Ok(d.to_string()),
            Value::Instance(i) if crate::interp::exceptions::class_base(&i.class()).is_some() => {
                crate::interp::exceptions::str_of(self, i)
            }
            Value::Object(o) => match o.str() {
                Some(s) => Ok(s),
                None => self.repr(v),
            },
            _ => self.repr(v),
        }
    }
}

/// A dict, or an object with `keys()` and `__getitem__` (what `**m` accepts).
fn is_mapping(m: &Value) -> bool {
    match m {
        Value::Dict(_) => true,
        Value::Instance(inst) => {
            inst.class().lookup("keys").is_some() && inst.class().lookup("__getitem__").is_some()
        }
        _ => false,
    }
}

/// `f(a=1, **{'a': 2})`.
fn repeated_keyword(f: &Value, k: &str) -> crate::error::TorchError {
    type_error(format!(
        "{} got multiple values for keyword argument '{k}'",
        callable_str(f)
    ))
}

/// How CPython names a callable in a call's errors (`_PyObject_FunctionStr`): its qualified
/// name (`Config.update()`). The module is left out, as it is for the oracle's scripts,
/// which run without a `__name__` (CPython's `python script.py` would say `__main__.f()`).
pub(crate) fn callable_str(f: &Value) -> String {
    match f {
        Value::Function(func) => match func.meta.slot("__qualname__") {
            Some(Value::Str(q)) => format!("{q}()"),
            _ => format!("{}()", func.def.qualname),
        },
        Value::Class(c) => format!("{}()", c.name),
        Value::Builtin(b) => format!("{}()", b.name),
        other => format!("{}()", other.type_name()),
    }
}
